//! The generated reducers (issue 18, item 2: `rtl::reduce::generated`, one per entry of
//! `generators::moduli::GENERATED`) in both simulators, against `c % q`:
//!
//! * (a) the RustHDL circuit and its model (`model::bit_tree::reduce_generated`);
//! * (b) its exported Verilog under Verilator (`rtl::reduce::verilated::generated_check`).
//!
//! Every product for q = 3329 and 7681 in both; for 12289 (1.5 × 10^8 products) the structured
//! edges and 10^6 random products here, every product in `make test-full`; for 8380417 (46-bit
//! products) the edges and 10^5 random products in RustHDL and 10^8 under Verilator, beside the
//! proof by construction of `tests/bit_tree_moduli.rs`. The expected values are `c % q`.

use mlkem_fpga::generators::moduli::edge_products;
use mlkem_fpga::rtl::reduce::verilated::{self as verilator, Inputs};
use mlkem_fpga::rtl::reduce::{GENERATED_REDUCERS, ModReducerEntry};

fn entry(stem: &str) -> &'static ModReducerEntry {
    GENERATED_REDUCERS
        .iter()
        .find(|e| e.stem == stem)
        .unwrap_or_else(|| panic!("{stem} is not a generated reducer"))
}

fn work(stem: &str, what: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!(
        "mlkem-fpga-generated-{}-{stem}-{what}",
        std::process::id()
    ))
}

/// `count` products drawn uniformly from [0, (q−1)^2] (a fixed xorshift, independent of the
/// testbench's splitmix64).
fn random_products(e: &ModReducerEntry, count: u64) -> impl Iterator<Item = u64> {
    let max = e.max_c();
    let mut x = 0x1800_0002_u64 ^ e.q;
    (0..count).map(move |_| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x % (max + 1)
    })
}

fn rusthdl(stem: &str, random: Option<u64>) {
    let e = entry(stem);
    let edges = edge_products(e.q);
    assert_eq!(
        (e.first_mismatch)(&mut edges.into_iter()),
        None,
        "{stem}: RustHDL on the edges (c, circuit, model)"
    );
    let bad = match random {
        Some(n) => (e.first_mismatch)(&mut random_products(e, n)),
        None => e.exhaustive_mismatch(2),
    };
    assert_eq!(bad, None, "{stem}: RustHDL (c, circuit, model)");
}

fn verilated(stem: &str, inputs: Inputs) {
    let e = entry(stem);
    let edges = edge_products(e.q);
    let dir = work(stem, "verilator");
    let r = verilator::generated_check(&(e.verilog)(), e.q, &edges, inputs, &dir)
        .expect("verilator run");
    let want = edges.len() as u64
        + match inputs {
            Inputs::Exhaustive => e.max_c() + 1,
            Inputs::Random(n) => n,
        };
    assert_eq!(r.checked, want, "{stem}: every input driven");
    assert_eq!(
        r.mismatches, 0,
        "{stem}: first (c, got, want) {:?}",
        r.first_mismatch
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// One RustHDL and one Verilator test per generated reducer, with the inputs its product
/// range allows.
macro_rules! generated_tests {
    ($($stem:ident: $rust:expr, $verilator:expr;)*) => {
        $(
            mod $stem {
                #[allow(unused_imports)]
                use super::*;
                #[test]
                fn rusthdl() {
                    super::rusthdl(stringify!($stem), $rust);
                }
                #[test]
                fn verilator() {
                    super::verilated(stringify!($stem), $verilator);
                }
            }
        )*
        const TESTED: &[&str] = &[$(stringify!($stem)),*];
    };
}

generated_tests! {
    reduce_barrett_naf_q3329: None, Inputs::Exhaustive;
    reduce_dadda_q7681: None, Inputs::Exhaustive;
    reduce_barrett_naf_q7681: None, Inputs::Exhaustive;
    reduce_dadda_q12289: Some(1_000_000), Inputs::Random(10_000_000);
    reduce_barrett_naf_q12289: Some(1_000_000), Inputs::Random(10_000_000);
    reduce_dadda_q8380417: Some(100_000), Inputs::Random(100_000_000);
    reduce_barrett_naf_q8380417: Some(100_000), Inputs::Random(100_000_000);
    reduce_dadda_win24: None, Inputs::Exhaustive;
    reduce_dadda_win35: None, Inputs::Exhaustive;
    reduce_dadda_lut: None, Inputs::Exhaustive;
}

#[test]
fn every_generated_reducer_is_tested() {
    let stems: Vec<&str> = GENERATED_REDUCERS.iter().map(|e| e.stem).collect();
    assert_eq!(stems, TESTED);
}

/// q = 12289, every product (1.5 × 10^8) in both simulators: `make test-full`.
#[test]
#[ignore]
fn every_product_for_12289() {
    for stem in ["reduce_dadda_q12289", "reduce_barrett_naf_q12289"] {
        rusthdl(stem, None);
        verilated(stem, Inputs::Exhaustive);
    }
}

/// The Verilator check is not vacuous: with one input bit of the tree dropped (every read of
/// c[3] a constant 0) the generated tree for 7681 fails exhaustively, and the one for 8380417
/// fails on its random products.
#[test]
fn verilator_catches_a_dropped_tree_bit() {
    for (stem, inputs) in [
        ("reduce_dadda_q7681", Inputs::Exhaustive),
        ("reduce_dadda_q8380417", Inputs::Random(100_000)),
        ("reduce_dadda_lut", Inputs::Exhaustive),
    ] {
        let e = entry(stem);
        let v = (e.verilog)();
        let needle = "c[32'h3]";
        assert!(v.contains(needle), "{stem}: the tree reads c[3]");
        let dir = work(stem, "broken");
        let r = verilator::generated_check(&v.replace(needle, "1'b0"), e.q, &[], inputs, &dir)
            .expect("verilator run");
        assert!(r.mismatches > 0, "{stem}: a broken tree passed");
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// `DaddaLutReducer`'s truth tables matter: with one bit of one LUT6_2's INIT flipped (the
/// carry of the first full adder for inputs 0, 1, 1) Verilator finds mismatches, and the
/// RustHDL model of the primitive reads the table it is given (`rtl::reduce::lut6_2` tests).
#[test]
fn verilator_catches_a_wrong_lut_truth_table() {
    let e = entry("reduce_dadda_lut");
    let v = (e.verilog)();
    let at = v
        .find("LUT6_2 #(.INIT(64'h")
        .expect("the reducer instantiates LUT6_2")
        + 19;
    let init = u64::from_str_radix(&v[at..at + 16], 16).expect("a 16-digit INIT");
    let broken = format!("{}{:016x}{}", &v[..at], init ^ (1 << 6), &v[at + 16..]);
    let dir = work("reduce_dadda_lut", "broken-init");
    let r = verilator::generated_check(&broken, e.q, &[], Inputs::Exhaustive, &dir)
        .expect("verilator run");
    assert!(r.mismatches > 0, "a wrong truth table passed");
    let _ = std::fs::remove_dir_all(&dir);
}
