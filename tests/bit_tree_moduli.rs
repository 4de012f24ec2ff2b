//! The bit-tree generator beyond q = 3329 (issue 18, item 2, in software): for the
//! NTT-friendly moduli 3329 (ML-KEM), 7681 (Kyber round 1), 12289 (NewHope, Falcon) and
//! 8380417 (ML-DSA, 46-bit products) it derives a tree with the paper's three elimination
//! methods and a Dadda schedule, and
//!
//! * `verify`'s proof by construction holds (every input bit's net weight in the tree is its
//!   coefficient, ≡ 2^i mod q; the constant is a multiple of q mod 2^W; the exact range lies in
//!   the correction window, which fits W signed bits), and it rejects broken trees;
//! * the tree, the netlist's two rows and the correction stage give c mod q on every product
//!   for q = 3329 and 7681 (and 12289 in `make test-full`), and on 10^6 random products plus
//!   every structured edge (0, (q−1)^2, multiples of q and their neighbours, powers of two
//!   and their neighbours, single and all-but-one bits) for every modulus.
//!
//! The expected values are `c % q`, never the generator's own tables.

use mlkem_fpga::generators::bit_tree::{
    Atom, BitTree, CompressorTree, Modulus, dadda_tree, schedule, to_signed_bits, verify,
};
use mlkem_fpga::generators::moduli::edge_products;

const MODULI: [i64; 4] = [3329, 7681, 12289, 8380417];

fn generated(q: i64) -> CompressorTree {
    if q == 3329 {
        dadda_tree()
    } else {
        schedule(&Modulus::ntt_friendly(q))
    }
}

/// The reduction of `c` three ways (tree sum, netlist rows, correction), checked against
/// `c % q`; `Err` names what differs.
fn check(t: &CompressorTree, c: u64) -> Result<(), String> {
    let tree: &BitTree = &t.tree;
    let q = tree.modulus.q;
    let v = tree.eval(c);
    let (s, d) = t.eval_rows(c);
    let rows = to_signed_bits(s.wrapping_add(d), tree.row_bits());
    let want = (c % q as u64) as i64;
    if (v - c as i64).rem_euclid(q) != 0 || v < tree.range.0 || v > tree.range.1 {
        return Err(format!(
            "q {q}, c {c}: tree sum {v} (range {:?})",
            tree.range
        ));
    }
    if rows != v {
        return Err(format!("q {q}, c {c}: rows {rows}, tree {v}"));
    }
    if tree.reduce(c) != want {
        return Err(format!(
            "q {q}, c {c}: reduced {}, want {want}",
            tree.reduce(c)
        ));
    }
    Ok(())
}

/// Structured edge inputs for `q` ([`edge_products`]).
fn edges(q: i64) -> Vec<u64> {
    edge_products(q as u64)
}

#[test]
fn every_modulus_gets_a_proved_tree() {
    for q in MODULI {
        let t = generated(q);
        let proof = verify(&t.tree).unwrap_or_else(|e| panic!("q {q}: {e}"));
        let m = t.tree.modulus;
        println!(
            "q {q}: {} input bits, folded from bit {}, window [−{}q, {}q), {} signed bits; {}; proof {proof:?}",
            m.input_bits(),
            t.tree.folded_from,
            m.window.0,
            m.window.1,
            m.row_bits(),
            t.summary()
        );
        assert_eq!(proof.range, t.tree.range);
    }
}

#[test]
fn the_proof_rejects_broken_trees() {
    let good = generated(7681).tree;
    // A tree bit dropped.
    let mut t = good.clone();
    let col = (0..t.row_bits())
        .max_by_key(|&w| t.columns[w].len())
        .unwrap();
    t.columns[col].pop();
    assert!(verify(&t).is_err());
    // An input bit moved one column up.
    let mut t = good.clone();
    let (w, k) = (0..t.row_bits() - 1)
        .find_map(|w| {
            t.columns[w]
                .iter()
                .position(|a| matches!(a, Atom::Bit(_)))
                .map(|k| (w, k))
        })
        .unwrap();
    let a = t.columns[w].remove(k);
    t.columns[w + 1].push(a);
    assert!(verify(&t).is_err());
    // A coefficient off by one (not ≡ 2^i any more), with the tree to match it.
    let mut t = good.clone();
    t.coefficients[0] += 1;
    t.columns[0].push(Atom::Bit(0));
    assert!(verify(&t).is_err());
    // A coefficient off by q: still ≡ 2^i, but no longer the tree's weight.
    let mut t = good.clone();
    t.coefficients[13] += t.modulus.q;
    assert!(verify(&t).is_err());
    // A constant that is not a multiple of q.
    let mut t = good.clone();
    t.multiple += 1;
    assert!(verify(&t).is_err());
    // A window too narrow for the range.
    let mut t = good;
    t.modulus.window.1 = 1;
    assert!(verify(&t).is_err());
}

#[test]
fn edges_and_a_million_random_products() {
    use rand::{RngExt, SeedableRng};
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x18_0002);
    for q in MODULI {
        let t = generated(q);
        let max = ((q - 1) * (q - 1)) as u64;
        for c in edges(q) {
            check(&t, c).unwrap();
        }
        for _ in 0..1_000_000 {
            check(&t, rng.random_range(0..=max)).unwrap();
        }
    }
}

fn exhaustive(q: i64) {
    let t = generated(q);
    let max = ((q - 1) * (q - 1)) as u64;
    if let Some(e) = (0..=max).find_map(|c| check(&t, c).err()) {
        panic!("{e}");
    }
    println!("q {q}: all {} products", max + 1);
}

#[test]
fn every_product_for_3329_and_7681() {
    exhaustive(3329);
    exhaustive(7681);
}

/// 1.5 × 10^8 products: `make test-full`.
#[test]
#[ignore]
fn every_product_for_12289() {
    exhaustive(12289);
}
