//! Generator of the bitwise-reduction bit trees and of their Dadda compressor netlists.
//!
//! This module is plain Rust with no HDL dependency: `build.rs` includes it to write the
//! RustHDL source of the tree circuits (`$OUT_DIR/*_tree.rs`), and the library uses it for the
//! software twins ([`crate::model::bit_tree`]) and for the report's tree figures.
//!
//! # From Equation (1) to a bit tree (reduction paper, §2.1)
//!
//! Equation (1) writes c mod q as a signed sum of bit fields of c, congruent to c mod q with
//! range [0, 9.9q). [`equation1`] holds those terms exactly as printed; [`derive`] then applies
//! the paper's three elimination methods:
//!
//! * **Method 2 (cancel by subtraction)** and **method 3 (split/merge, 2^m c_i = 2·2^(m−1) c_i)**
//!   applied until nothing changes leave, for every input bit c_i, one integer coefficient
//!   a_i: the signed sum of all its terms. [`derive`] computes these net coefficients and
//!   checks a_i ≡ 2^i (mod q) (Equation (1) is correct) .
//! * **Method 1 (sum and re-fold bits above 2^12)**: 2^12 ≡ 2^9 + 2^8 − 1 moves a coefficient
//!   by a multiple of q. The generator chooses, for each c_i with i ≥ 12, one representative
//!   a_i + kq with |a_i + kq| < q, writes it in minimal signed-digit form (the canonical result
//!   of methods 2 and 3 on that bit), and keeps the choice with the fewest tree bits whose
//!   range, over every product c ∈ [0, (q−1)^2], fits the correction window (−q, 3q).
//!
//! Negative digits are complemented (−2^w c_i = 2^w ¬c_i − 2^w) and every constant, including
//! a multiple of q that centres the range, folds into one 15-bit constant whose 1-bits join
//! the tree. The result for q = 3329 is the paper's figure: 62 bits, height 8, range (−q, 3q).
//!
//! # Compression (paper §3.2)
//!
//! [`schedule`] compresses the tree with full adders (3:2, the paper's CSA2) and half adders
//! (2:2, CSA1) only, Dadda style: at each level every column gets the fewest compressors that
//! bring it, carries from the column below included, under that level's height target. It
//! searches the target sequences and, where Dadda's rule places a half adder, whether one more
//! full adder does better; it keeps the fewest levels, then the fewest compressors, then the
//! fewest full adders (for q = 3329: targets 4, 3, 2, i.e. 3 levels, 33 full and 7 half adders,
//! the paper's §3.1 figures).
//! The two 15-bit rows it leaves are summed by one carry-propagate adder; the sum S lies in
//! (−q, 3q) and three parallel corrections (+q, −q, −2q) with a priority select finish it.
//!
//! # Any NTT-friendly modulus (issue 18)
//!
//! Nothing above needs q = 3329 except Equation (1), which is the paper's derivation for it.
//! [`Modulus`] names q, the products it reduces (c ∈ [0, (q−1)^2]) and the correction window
//! [−lo·q, hi·q); [`derive_modulus`] starts from the coefficients 2^i mod q the recursive
//! decomposition leaves for each input bit (what Equation (1) nets out to for 3329), applies the
//! same three methods, and picks the representatives (exhaustively while there are at most
//! 2^16 choices, by a deterministic local search above that: q = 8380417 has 23 folded bits).
//! [`Modulus::ntt_friendly`] widens the window until the tree fits. [`verify`] is the proof by
//! construction, independent of any enumeration of inputs: every input bit's net weight in the
//! tree equals its coefficient and is ≡ 2^i (mod q), the constant is a multiple of q mod 2^W,
//! and the exact range of the sum (a digit DP over [0, (q−1)^2]) lies in the window, which fits
//! W signed bits, so the W-bit sum read as signed is the true sum.

use crate::params::{MAX_PRODUCT, PRODUCT_BITS, Q};

/// Width of the tree's columns and of the two rows the compressors leave: the sum lies in
/// (−q, 3q) ⊂ [−2^14, 2^14), a signed 15-bit value.
pub const ROW_BITS: usize = 15;

/// Bit length of `x` (0 for 0).
pub const fn bit_length(x: u64) -> usize {
    (u64::BITS - x.leading_zeros()) as usize
}

/// A modulus for a bitwise reduction tree: the inputs c ∈ [0, max] it reduces (the products,
/// max = (q−1)^2, unless [`Modulus::with_max`] says otherwise), and the correction window
/// [−lo·q, hi·q) the tree's sum must lie in (`window = (lo, hi)`); the correction stage then
/// adds one of −(hi−1)q … +lo·q to the sum and keeps the first non-negative candidate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Modulus {
    pub q: i64,
    pub window: (i64, i64),
    /// The largest input.
    pub max: u64,
}

impl Modulus {
    /// ML-KEM's q = 3329 with the paper's window (−q, 3q).
    pub const KYBER: Modulus = Modulus::new(Q as i64, (1, 3));

    /// `q` and `window` for the products c ∈ [0, (q−1)^2].
    pub const fn new(q: i64, window: (i64, i64)) -> Self {
        let m = (q - 1) as u64;
        Modulus {
            q,
            window,
            max: m * m,
        }
    }

    /// The same modulus and window for the inputs c ∈ [0, `max`] (the second stage of
    /// [`crate::generators::fused`], whose input is a partial sum, not a product).
    pub const fn with_max(self, max: u64) -> Self {
        Modulus { max, ..self }
    }

    /// The largest input: (q−1)^2 for a product.
    pub const fn max_input(&self) -> u64 {
        self.max
    }

    /// Width of the input c.
    pub const fn input_bits(&self) -> usize {
        bit_length(self.max_input())
    }

    /// Input bits at or above this weight are folded (2^i ≥ q): q's bit length.
    pub const fn fold_bit(&self) -> usize {
        bit_length(self.q as u64)
    }

    /// Width W of the tree's columns and rows: the window [−lo·q, hi·q) in W signed bits.
    pub const fn row_bits(&self) -> usize {
        let (lo, hi) = self.window;
        let top = if lo * self.q > hi * self.q - 1 {
            lo * self.q
        } else {
            hi * self.q - 1
        };
        bit_length(top as u64) + 1
    }

    /// The paper's tree for `q` (no Equation (1) needed: the coefficients are 2^i mod q), for
    /// the products c ∈ [0, (q−1)^2]: [`Modulus::narrowest`].
    pub fn ntt_friendly(q: i64) -> BitTree {
        let m = (q - 1) as u64;
        Self::narrowest(q, m * m)
    }

    /// The tree for `q` and the inputs c ∈ [0, `max`] in the narrowest window [−q, h·q),
    /// h = 3, 4, …, in which a tree fits; folding from q's bit length L, or from L − 1 if that
    /// gives fewer bits (then a lower height).
    pub fn narrowest(q: i64, max: u64) -> BitTree {
        (3..=16)
            .find_map(|hi| {
                let m = Modulus::new(q, (1, hi)).with_max(max);
                let a = m.power_coefficients();
                [m.fold_bit(), m.fold_bit() - 1]
                    .into_iter()
                    .filter_map(|fold| derive_folding(&m, &a, Policy::PaperElimination, fold))
                    .min_by_key(|t| (t.bits(), t.height()))
            })
            .expect("no window up to 16q fits")
    }

    /// 2^i mod q for every input bit: the congruence every tree coefficient must keep (below
    /// [`Modulus::fold_bit`], 2^i itself).
    pub fn power_coefficients(&self) -> Vec<i64> {
        (0..self.input_bits())
            .map(|i| pow2_mod(i, self.q))
            .collect()
    }
}

/// 2^i mod q.
pub fn pow2_mod(i: usize, q: i64) -> i64 {
    (0..i).fold(1 % q, |x, _| (2 * x) % q)
}

// The paper's q = 3329: 24-bit products, bits from 2^12 folded, 15-bit rows.
const _: () = assert!(Modulus::KYBER.input_bits() == PRODUCT_BITS);
const _: () = assert!(Modulus::KYBER.max_input() == MAX_PRODUCT as u64);
const _: () = assert!(Modulus::KYBER.fold_bit() == 12);
const _: () = assert!(Modulus::KYBER.row_bits() == ROW_BITS);

/// One element of the bit tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Atom {
    /// Input bit c_i.
    Bit(u8),
    /// Its complement ¬c_i (from a negative digit).
    NotBit(u8),
    /// The constant 1 (from the folded constant).
    One,
    /// The partial product c_i ∧ c_j of two input bits (a fused multiplier's heap,
    /// [`crate::generators::fused`], where c holds both operands).
    And(u8, u8),
    /// Its complement ¬(c_i ∧ c_j) (from a negative digit).
    NotAnd(u8, u8),
}

impl Atom {
    /// The atom's value for input `c`.
    pub fn eval(self, c: u64) -> bool {
        match self {
            Atom::Bit(i) => (c >> i) & 1 == 1,
            Atom::NotBit(i) => (c >> i) & 1 == 0,
            Atom::One => true,
            Atom::And(i, j) => (c >> i) & (c >> j) & 1 == 1,
            Atom::NotAnd(i, j) => (c >> i) & (c >> j) & 1 == 0,
        }
    }

    /// Whether the atom is a complement (a negative digit's bit).
    pub fn complemented(self) -> bool {
        matches!(self, Atom::NotBit(_) | Atom::NotAnd(..))
    }
}

/// A term `sign · 2^shift · c[hi:lo]` of Equation (1); `c[hi:lo]` is the integer value of
/// bits hi down to lo.
#[derive(Clone, Copy, Debug)]
pub struct Term {
    pub negative: bool,
    pub shift: u32,
    pub hi: u8,
    pub lo: u8,
}

const fn term(sign: i32, shift: u32, hi: u8, lo: u8) -> Term {
    Term {
        negative: sign < 0,
        shift,
        hi,
        lo,
    }
}

/// Equation (1) of the reduction paper, term by term as printed:
///
/// ```text
/// c[11:0] + 2^11 c[16] + 2^10 c[21:20]
///   + 2^9 (c[14:12] + c[15] + c[19:17] + c[23:21] + c[22:20] + c[23:22] + c[23])
///   + 2^8 (c[15:12] + c[15] + c[19:16] + c[20:17] + c[23:21] + c[23:22] + c[23])
///   − c[23:12] − c[23:15] − c[23:16] − c[23:17] − 2·c[23:20] − c[23:21] − c[23:22] − c[23]
/// ```
pub fn equation1() -> Vec<Term> {
    let mut t = vec![term(1, 0, 11, 0), term(1, 11, 16, 16), term(1, 10, 21, 20)];
    for (hi, lo) in [
        (14, 12),
        (15, 15),
        (19, 17),
        (23, 21),
        (22, 20),
        (23, 22),
        (23, 23),
    ] {
        t.push(term(1, 9, hi, lo));
    }
    for (hi, lo) in [
        (15, 12),
        (15, 15),
        (19, 16),
        (20, 17),
        (23, 21),
        (23, 22),
        (23, 23),
    ] {
        t.push(term(1, 8, hi, lo));
    }
    for (hi, lo) in [
        (23, 12),
        (23, 15),
        (23, 16),
        (23, 17),
        (23, 21),
        (23, 22),
        (23, 23),
    ] {
        t.push(term(-1, 0, hi, lo));
    }
    t.push(term(-1, 1, 23, 20)); // the −2·c[23:20]
    t
}

/// Value of a list of terms for input `c` (used to check Equation (1) numerically).
pub fn eval_terms(terms: &[Term], c: u32) -> i64 {
    terms
        .iter()
        .map(|t| {
            let width = t.hi - t.lo + 1;
            let field = ((c >> t.lo) & ((1u32 << width) - 1)) as i64;
            let v = field << t.shift;
            if t.negative { -v } else { v }
        })
        .sum()
}

/// Net coefficient a_i of every input bit c_i in a list of terms: what methods 2 and 3 leave.
pub fn net_coefficients(terms: &[Term]) -> [i64; PRODUCT_BITS] {
    let mut a = [0i64; PRODUCT_BITS];
    for t in terms {
        for i in t.lo..=t.hi {
            let v = 1i64 << (t.shift + (i - t.lo) as u32);
            a[i as usize] += if t.negative { -v } else { v };
        }
    }
    a
}

/// Minimal signed-digit form (non-adjacent form) of `a`: `(weight, negative)` pairs.
pub fn signed_digits(mut a: i64) -> Vec<(u32, bool)> {
    let mut out = Vec::new();
    let mut w = 0;
    while a != 0 {
        if a & 1 == 1 {
            let d = 2 - a.rem_euclid(4); // +1 or −1
            out.push((w, d < 0));
            a -= d;
        }
        a >>= 1;
        w += 1;
    }
    out
}

/// Plain binary form of `a`: the 1-bits of |a|, all with the sign of `a`.
pub fn binary_digits(a: i64) -> Vec<(u32, bool)> {
    (0..63)
        .filter(|w| (a.unsigned_abs() >> w) & 1 == 1)
        .map(|w| (w, a < 0))
        .collect()
}

/// Minimum and maximum of Σ a_i c_i over every c ∈ [0, `max`] (a digit DP from the MSB:
/// follow the bound's bits, or drop one of its 1-bits to 0 and leave the lower bits free).
/// Exact, not an interval bound: both extremes are attained.
pub fn linear_range(a: &[i64], max: u64) -> (i64, i64) {
    assert!(
        a.len() >= bit_length(max),
        "a coefficient for every bit of max"
    );
    let max_of = |sign: i64| {
        let mut best = i64::MIN;
        let mut prefix = 0i64;
        for i in (0..a.len()).rev() {
            if (max >> i) & 1 == 1 {
                let free: i64 = a[..i].iter().map(|&x| (sign * x).max(0)).sum();
                best = best.max(prefix + free);
                prefix += sign * a[i];
            }
        }
        best.max(prefix)
    };
    (-max_of(-1), max_of(1))
}

/// How the representatives of the folded bits are chosen and written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Policy {
    /// The reduction paper: search the representatives, minimal signed digits (§2.1).
    PaperElimination,
    /// Yaman et al. (DATE 2021): each folded bit's balanced residue 2^i mod q ∈ (−q/2, q/2),
    /// written in plain binary; negative residues as inverted bits.
    YamanBinary,
    /// Guo, Li and Kong (TCAS-II 2022), our reconstruction: 2^i mod q built up bit by bit,
    /// doubling and rewriting every term at 2^L (L = q's bit length) with
    /// 2^L ≡ 2^L − q (for 3329: 2^12 ≡ 2^9 + 2^8 − 1), two equal terms of one bit merged
    /// into one a column higher, opposite terms not cancelled ([`recursive_terms`]); the
    /// window (−q, 8q) of their correction. No representatives are searched.
    GuoRecursive,
}

/// The terms (weight, negative) of 2^i mod q for every input bit under
/// [`Policy::GuoRecursive`]: start from +2^0; to go from bit i to i + 1 double every term,
/// rewrite each term at weight L = q's bit length with the digits of 2^L − q, written as
/// 2^L − (q − 1) in binary minus 1 (signs following the term's), and merge two equal terms
/// (same weight, same sign) into one at the next weight, until no term reaches L and no two
/// are equal. A term and its opposite stay.
pub fn recursive_terms(m: &Modulus) -> Vec<Vec<(u32, bool)>> {
    let top = m.fold_bit() as u32;
    // 2^L − q = (2^L − (q − 1)) − 1, the first part in binary (for 3329: 2^9 + 2^8 − 1).
    let mut fold = binary_digits((1i64 << top) - m.q + 1);
    fold.push((0, true));
    let normalise = |mut t: Vec<(u32, bool)>| loop {
        t.sort_unstable();
        if let Some(k) = t.iter().position(|&(w, _)| w >= top) {
            let (w, neg) = t.remove(k);
            t.extend(fold.iter().map(|&(f, n)| (w - top + f, n != neg)));
        } else if let Some(k) = t.windows(2).position(|p| p[0] == p[1]) {
            let (w, neg) = t[k];
            t.drain(k..k + 2);
            t.push((w + 1, neg));
        } else {
            return t;
        }
    };
    let mut terms = vec![vec![(0u32, false)]];
    for _ in 1..m.input_bits() {
        let last = terms.last().expect("bit 0's terms");
        let doubled = last.iter().map(|&(w, n)| (w + 1, n)).collect();
        terms.push(normalise(doubled));
    }
    terms
}

/// A reduction bit tree: columns 0..W of atoms whose sum, taken as a signed W-bit value
/// (W = `modulus.row_bits()`, 15 for q = 3329), is ≡ c (mod q) and lies in `range` for every
/// product c.
#[derive(Clone, Debug)]
pub struct BitTree {
    pub modulus: Modulus,
    pub columns: Vec<Vec<Atom>>,
    /// Inclusive range of the signed sum over all products.
    pub range: (i64, i64),
    /// Coefficient chosen for each input bit (a_i ≡ 2^i mod q).
    pub coefficients: Vec<i64>,
    /// The folded constant (mod 2^W) whose 1-bits are in the tree.
    pub constant: u64,
    /// The multiple of q the constant stands for: Σ a_i c_i + multiple·q is the sum.
    pub multiple: i64,
    /// Input bits from this one up had their representative chosen (q's bit length for 3329).
    pub folded_from: usize,
}

impl BitTree {
    /// Number of elements, constant 1s included (the paper's "No. of bit").
    pub fn bits(&self) -> usize {
        self.columns.iter().map(Vec::len).sum()
    }
    /// Length of the longest column.
    pub fn height(&self) -> usize {
        self.columns.iter().map(Vec::len).max().unwrap_or(0)
    }
    /// Width W of the columns (the signed sum's bits).
    pub fn row_bits(&self) -> usize {
        self.columns.len()
    }
    /// Sum of the tree for input `c`, as a signed W-bit value.
    pub fn eval(&self, c: u64) -> i64 {
        let mut sum = 0u64;
        for (w, col) in self.columns.iter().enumerate() {
            for atom in col {
                sum = sum.wrapping_add((atom.eval(c) as u64) << w);
            }
        }
        to_signed_bits(sum, self.row_bits())
    }
    /// The correction stage's result: the first non-negative of S − (hi−1)q, …, S, …, S + lo·q
    /// (the paper's priority select), for the tree's sum S.
    pub fn reduce(&self, c: u64) -> i64 {
        let (lo, hi) = self.modulus.window;
        let s = self.eval(c);
        (-(hi - 1)..=lo)
            .map(|j| s + j * self.modulus.q)
            .find(|&x| x >= 0)
            .expect("the sum lies in the window")
    }
}

/// A `ROW_BITS`-bit two's-complement value as a signed integer.
pub fn to_signed(x: u32) -> i64 {
    to_signed_bits(x as u64, ROW_BITS)
}

/// A `bits`-bit two's-complement value (the low `bits` of `x`) as a signed integer.
pub fn to_signed_bits(x: u64, bits: usize) -> i64 {
    let m = x & ((1u64 << bits) - 1);
    if m >> (bits - 1) == 1 {
        m as i64 - (1i64 << bits)
    } else {
        m as i64
    }
}

/// How far the range [lo, hi] is from fitting `m`'s window: 0 if some multiple of q shifts it
/// inside, else the excess of its span.
fn window_excess(m: &Modulus, (lo, hi): (i64, i64)) -> i64 {
    let room = (m.window.0 + m.window.1) * m.q - 1;
    (hi - lo - room).max(0)
}

/// Builds the tree for chosen coefficients written with `digits`, picking the multiple of q
/// added to the constant so the range lies in `m`'s window (for q = 3329: [−q, 3q)); `None` if
/// no multiple fits.
fn build_tree(
    m: &Modulus,
    a: &[i64],
    digits: &dyn Fn(usize, i64) -> Vec<(u32, bool)>,
) -> Option<BitTree> {
    let (lo, hi) = linear_range(a, m.max_input());
    let (q, (wlo, whi), rows) = (m.q, m.window, m.row_bits());
    let mut columns = vec![Vec::new(); rows];
    let mut negative_weight = 0i64;
    for (i, &ai) in a.iter().enumerate() {
        for (w, neg) in digits(i, ai) {
            let w = w as usize;
            if w >= rows {
                return None;
            }
            if neg {
                columns[w].push(Atom::NotBit(i as u8));
                negative_weight += 1 << w;
            } else {
                columns[w].push(Atom::Bit(i as u8));
            }
        }
    }
    // Candidates for the added multiple of q; keep the one whose constant has fewest 1-bits.
    let first = (-wlo * q - lo).div_euclid(q) - 1;
    let best = (first..first + wlo + whi + 2)
        .filter(|k| lo + k * q >= -wlo * q && hi + k * q < whi * q)
        .map(|k| ((k * q - negative_weight).rem_euclid(1 << rows) as u64, k))
        .min_by_key(|&(c, k)| (c.count_ones(), k.abs()))?;
    let (constant, multiple) = best;
    for (w, col) in columns.iter_mut().enumerate() {
        if (constant >> w) & 1 == 1 {
            col.push(Atom::One);
        }
    }
    Some(BitTree {
        modulus: *m,
        columns,
        range: (lo + multiple * q, hi + multiple * q),
        coefficients: a.to_vec(),
        constant,
        multiple,
        folded_from: m.fold_bit(),
    })
}

/// Derives a bit tree from Equation (1) under `policy` (see the module documentation).
pub fn derive(policy: Policy) -> BitTree {
    let a = net_coefficients(&equation1());
    for (i, &ai) in a.iter().enumerate() {
        assert_eq!(
            ai.rem_euclid(Q as i64),
            (1i64 << i) % Q as i64,
            "Equation (1): coefficient of c_{i} is not 2^{i} mod q"
        );
    }
    derive_modulus(&Modulus::KYBER, &a, policy).expect("q = 3329: a tree fits the window (−q, 3q)")
}

/// Most representative choices [`derive_modulus`] tries one by one; above it, a local search.
const EXHAUSTIVE_CHOICES: u128 = 1 << 16;

/// Derives a bit tree for `m` from coefficients `a` (a_i ≡ 2^i mod q for every input bit;
/// Equation (1)'s for q = 3329, [`Modulus::power_coefficients`] in general) under `policy`;
/// `None` if no tree fits the window.
pub fn derive_modulus(m: &Modulus, a: &[i64], policy: Policy) -> Option<BitTree> {
    derive_folding(m, a, policy, m.fold_bit())
}

/// [`derive_modulus`] with the representatives of every input bit from `fold` up chosen
/// (below [`Modulus::fold_bit`] too: bit L − 1 has the two representatives 2^(L−1) and
/// 2^(L−1) − q).
pub fn derive_folding(m: &Modulus, a: &[i64], policy: Policy, fold: usize) -> Option<BitTree> {
    let tree = choose(m, a, policy, fold)?;
    Some(BitTree {
        folded_from: fold,
        ..tree
    })
}

fn choose(m: &Modulus, a: &[i64], policy: Policy, fold: usize) -> Option<BitTree> {
    let q = m.q;
    assert_eq!(a.len(), m.input_bits(), "a coefficient per input bit");
    match policy {
        Policy::YamanBinary => {
            let mut b = a.to_vec();
            for x in b.iter_mut().skip(fold) {
                let r = x.rem_euclid(q);
                *x = if r > q / 2 { r - q } else { r };
            }
            build_tree(m, &b, &|_, a| binary_digits(a))
        }
        Policy::GuoRecursive => {
            let terms = recursive_terms(m);
            let b: Vec<i64> = terms
                .iter()
                .map(|t| {
                    t.iter()
                        .map(|&(w, n)| if n { -(1i64 << w) } else { 1 << w })
                        .sum()
                })
                .collect();
            build_tree(m, &b, &|i, _| terms[i].clone())
        }
        Policy::PaperElimination => {
            // Representatives a_i + kq with |·| < q for each folded bit: two per bit.
            let cands: Vec<Vec<i64>> = (fold..a.len())
                .map(|i| {
                    (-3..=3)
                        .map(|k| a[i].rem_euclid(q) + k * q)
                        .filter(|x| x.abs() < q)
                        .collect()
                })
                .collect();
            let pick = |choice: &[usize]| {
                let mut b = a.to_vec();
                for (j, &k) in choice.iter().enumerate() {
                    b[fold + j] = cands[j][k];
                }
                b
            };
            let combos = cands.iter().map(|c| c.len() as u128).product::<u128>();
            if combos <= EXHAUSTIVE_CHOICES {
                exhaustive_choice(m, &cands, pick)
            } else {
                local_search_choice(m, &cands, pick)
            }
        }
    }
}

/// Every representative choice (an odometer over `cands`): the tree with the fewest bits,
/// then the lowest height.
fn exhaustive_choice(
    m: &Modulus,
    cands: &[Vec<i64>],
    pick: impl Fn(&[usize]) -> Vec<i64>,
) -> Option<BitTree> {
    let mut best: Option<BitTree> = None;
    let mut choice = vec![0usize; cands.len()];
    loop {
        if let Some(t) = build_tree(m, &pick(&choice), &|_, a| signed_digits(a)) {
            let better = match &best {
                None => true,
                Some(bt) => (t.bits(), t.height()) < (bt.bits(), bt.height()),
            };
            if better {
                best = Some(t);
            }
        }
        // Next combination (odometer).
        let mut j = 0;
        while j < choice.len() {
            choice[j] += 1;
            if choice[j] < cands[j].len() {
                break;
            }
            choice[j] = 0;
            j += 1;
        }
        if j == choice.len() {
            return best;
        }
    }
}

/// A deterministic local search over the representative choices, for moduli with too many
/// folded bits to try every choice: start from each bit's representative with the fewest
/// signed digits (then the smaller magnitude), then change one bit's choice at a time while
/// that improves (window excess, bits, height), in bit order, until nothing does.
fn local_search_choice(
    m: &Modulus,
    cands: &[Vec<i64>],
    pick: impl Fn(&[usize]) -> Vec<i64>,
) -> Option<BitTree> {
    let score = |choice: &[usize]| {
        let b = pick(choice);
        match build_tree(m, &b, &|_, a| signed_digits(a)) {
            Some(t) => (0, t.bits(), t.height()),
            None => {
                let excess = window_excess(m, linear_range(&b, m.max_input()));
                (1 + excess as usize, usize::MAX, usize::MAX)
            }
        }
    };
    let mut choice: Vec<usize> = cands
        .iter()
        .map(|c| {
            (0..c.len())
                .min_by_key(|&k| (signed_digits(c[k]).len(), c[k].abs()))
                .expect("two representatives")
        })
        .collect();
    let mut current = score(&choice);
    loop {
        let mut improved = false;
        for j in 0..cands.len() {
            for k in 0..cands[j].len() {
                if k == choice[j] {
                    continue;
                }
                let old = std::mem::replace(&mut choice[j], k);
                let s = score(&choice);
                if s < current {
                    current = s;
                    improved = true;
                } else {
                    choice[j] = old;
                }
            }
        }
        if !improved {
            break;
        }
    }
    build_tree(m, &pick(&choice), &|_, a| signed_digits(a))
}

/// What [`verify`] proved about a tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proof {
    /// The exact range of the signed sum over every input (attained at both ends).
    pub range: (i64, i64),
    /// The window it lies in, as multiples of q.
    pub window: (i64, i64),
    /// Signed width of the sum.
    pub row_bits: usize,
}

/// The proof by construction that `tree` reduces every c ∈ [0, (q−1)^2], with no input
/// enumerated:
///
/// 1. The tree's sum is T(c) = Σ_i a′_i c_i + K, where a′_i is the weight of c_i's atoms
///    (2^w for c_i in column w, −2^w for ¬c_i) and K the weight of the complemented bits and
///    the constant 1s. Each a′_i must equal the tree's coefficient a_i, and a_i ≡ 2^i (mod q).
/// 2. K ≡ multiple·q (mod 2^W). So, mod 2^W, T(c) = V(c) := Σ a_i c_i + multiple·q, and
///    V(c) ≡ Σ 2^i c_i = c (mod q).
/// 3. The exact range of V over [0, (q−1)^2] ([`linear_range`], a digit DP) lies in the window
///    [−lo·q, hi·q), which lies in [−2^(W−1), 2^(W−1)): so the W-bit sum read as signed is V(c)
///    itself, and the correction stage's candidates V − (hi−1)q … V + lo·q contain exactly one
///    value in [0, q), the first non-negative one.
pub fn verify(tree: &BitTree) -> Result<Proof, String> {
    let m = tree.modulus;
    let (q, w) = (m.q, tree.row_bits());
    if w != m.row_bits() {
        return Err(format!("{w} columns, the window needs {}", m.row_bits()));
    }
    let n = m.input_bits();
    if tree.coefficients.len() != n {
        return Err(format!(
            "{} coefficients for {n} input bits",
            tree.coefficients.len()
        ));
    }
    let mut weight = vec![0i64; n];
    let mut k = 0i64;
    for (col, atoms) in tree.columns.iter().enumerate() {
        for atom in atoms {
            match *atom {
                Atom::Bit(i) if (i as usize) < n => weight[i as usize] += 1 << col,
                Atom::NotBit(i) if (i as usize) < n => {
                    weight[i as usize] -= 1 << col;
                    k += 1 << col;
                }
                Atom::One => k += 1 << col,
                other => return Err(format!("{other:?} is not an input bit")),
            }
        }
    }
    for (i, (&a, &b)) in tree.coefficients.iter().zip(&weight).enumerate() {
        if a != b {
            return Err(format!("c_{i}: weight {b} in the tree, coefficient {a}"));
        }
        if (a - pow2_mod(i, q)).rem_euclid(q) != 0 {
            return Err(format!("c_{i}: coefficient {a} is not 2^{i} mod q"));
        }
    }
    if (k - tree.multiple * q).rem_euclid(1 << w) != 0 {
        return Err(format!(
            "the constant {k} is not {}·q mod 2^{w}",
            tree.multiple
        ));
    }
    let (lo, hi) = linear_range(&tree.coefficients, m.max_input());
    let range = (lo + tree.multiple * q, hi + tree.multiple * q);
    let (wlo, whi) = m.window;
    if range.0 < -wlo * q || range.1 >= whi * q {
        return Err(format!("range {range:?} outside [−{wlo}q, {whi}q)"));
    }
    if wlo * q > 1 << (w - 1) || whi * q > 1 << (w - 1) {
        return Err(format!("the window does not fit {w} signed bits"));
    }
    if range != tree.range {
        return Err(format!("range {range:?}, the tree says {:?}", tree.range));
    }
    Ok(Proof {
        range,
        window: m.window,
        row_bits: w,
    })
}

/// A signal in the compressor netlist.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Src {
    /// A tree element.
    Atom(Atom),
    /// Output wire `k` of the compressors (sum or carry).
    Wire(usize),
}

/// A 3:2 (full adder, CSA2) or 2:2 (half adder, CSA1) compressor in column `column` of level
/// `level`; its sum stays in the column, its carry goes to `column + 1` of the next level
/// (or is dropped above bit 14: the rows are taken mod 2^15).
#[derive(Clone, Debug)]
pub struct Compressor {
    pub level: usize,
    pub column: usize,
    pub inputs: Vec<Src>,
    pub sum: usize,
    pub carry: usize,
}

/// What the compressors are built of in the emitted RustHDL.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cells {
    /// XOR/AND/OR expressions for any target: the synthesis tool maps them to its LUTs
    /// (yosys' abc gives every output its own LUT).
    Gates,
    /// One Artix-7 `LUT6_2` per compressor (`rtl::reduce::lut6_2::Lut62`): the sum on O6
    /// (I5 = 1), the carry on O5, complemented inputs folded into the truth table
    /// ([`CompressorTree::lut62_init`]). A (3;2) or (2;2) counter in one LUT site.
    Xc7Lut62,
}

/// The scheduled Dadda tree: compressors in evaluation order and the two output rows.
#[derive(Clone, Debug)]
pub struct CompressorTree {
    pub tree: BitTree,
    pub compressors: Vec<Compressor>,
    pub wires: usize,
    /// Row 0 and row 1, bit by bit over the W columns (None = constant 0).
    pub rows: [Vec<Option<Src>>; 2],
    /// Height targets reached after each level.
    pub targets: Vec<usize>,
}

impl CompressorTree {
    pub fn levels(&self) -> usize {
        self.targets.len()
    }
    pub fn full_adders(&self) -> usize {
        self.compressors
            .iter()
            .filter(|c| c.inputs.len() == 3)
            .count()
    }
    pub fn half_adders(&self) -> usize {
        self.compressors
            .iter()
            .filter(|c| c.inputs.len() == 2)
            .count()
    }

    /// Evaluates the netlist bit by bit: the two rows (s, d) for input `c`.
    pub fn eval_rows(&self, c: u64) -> (u64, u64) {
        let mut wire = vec![false; self.wires];
        let val = |s: Src, wire: &[bool]| match s {
            Src::Atom(a) => a.eval(c),
            Src::Wire(k) => wire[k],
        };
        for k in &self.compressors {
            let n = k.inputs.iter().filter(|&&s| val(s, &wire)).count();
            wire[k.sum] = n & 1 == 1;
            wire[k.carry] = n >= 2;
        }
        let row = |r: usize| {
            (0..self.rows[r].len())
                .filter(|&w| self.rows[r][w].is_some_and(|s| val(s, &wire)))
                .fold(0u64, |acc, w| acc | (1 << w))
        };
        (row(0), row(1))
    }

    /// One-line summary of the figures the paper reports.
    pub fn summary(&self) -> String {
        format!(
            "bits {}, height {}, range [{}, {}] = ({:.3}q, {:.3}q), levels {} (targets {:?}), {} full adders, {} half adders",
            self.tree.bits(),
            self.tree.height(),
            self.tree.range.0,
            self.tree.range.1,
            self.tree.range.0 as f64 / self.tree.modulus.q as f64,
            self.tree.range.1 as f64 / self.tree.modulus.q as f64,
            self.levels(),
            self.targets,
            self.full_adders(),
            self.half_adders()
        )
    }

    /// RustHDL source of a block `name` with input `c: Bits<N>` (N = the modulus's input bits,
    /// 24 for q = 3329) and the two rows as outputs `s`, `d: Bits<W>` (15 for q = 3329): the compressor array as full- and half-adder expressions on a
    /// `Local` wire array (flat Verilog, converges in few delta passes: guide §1).
    pub fn rusthdl_source(&self, name: &str) -> String {
        self.rusthdl_source_in(name, Cells::Gates)
    }

    /// [`Self::rusthdl_source`] built of `cells` (under [`Cells::Xc7Lut62`] the including
    /// module has `Lut62` in scope: `rtl::reduce::generated`).
    pub fn rusthdl_source_in(&self, name: &str, cells: Cells) -> String {
        let (lut_field, lut_init) = match cells {
            Cells::Gates => (String::new(), String::new()),
            Cells::Xc7Lut62 => {
                let inits: Vec<String> = (0..self.compressors.len())
                    .map(|k| {
                        format!(
                            "                Lut62::new(0x{:016x}),\n",
                            self.lut62_init(k)
                        )
                    })
                    .collect();
                (
                    format!("    lut: [Lut62; {}],\n", self.compressors.len()),
                    format!("            lut: [\n{}            ],\n", inits.concat()),
                )
            }
        };
        format!(
            "/// Compressor array generated by `build.rs` from [`crate::generators::bit_tree`]: {summary}.\n\
             ///\n\
             /// Combinational. `c` ∈ [0, (q−1)^2]; (s + d) mod 2^{rb}, read as a signed {rb}-bit\n\
             /// value, is ≡ c (mod q) and lies in [{lo}, {hi}].\n\
             #[derive(LogicBlock)]\n\
             pub struct {name} {{\n\
             \x20   pub c: Signal<In, Bits<{nb}>>,\n\
             \x20   pub s: Signal<Out, Bits<{rb}>>,\n\
             \x20   pub d: Signal<Out, Bits<{rb}>>,\n\
             \x20   s_row: Signal<Local, Bits<{rb}>>,\n\
             \x20   d_row: Signal<Local, Bits<{rb}>>,\n\
             \x20   w: [Signal<Local, Bit>; {nw}],\n\
             {lut_field}\
             }}\n\n\
             impl Default for {name} {{\n\
             \x20   fn default() -> Self {{\n\
             \x20       Self {{\n\
             \x20           c: Default::default(),\n\
             \x20           s: Default::default(),\n\
             \x20           d: Default::default(),\n\
             \x20           s_row: Default::default(),\n\
             \x20           d_row: Default::default(),\n\
             \x20           w: std::array::from_fn(|_| Default::default()),\n\
             {lut_init}\
             \x20       }}\n\
             \x20   }}\n\
             }}\n\n\
             impl Logic for {name} {{\n\
             \x20   #[hdl_gen]\n\
             \x20   fn update(&mut self) {{\n\
             {body}\
             self.s.next = self.s_row.val();\n\
             self.d.next = self.d_row.val();\n\
             \x20   }}\n\
             }}\n",
            summary = self.summary(),
            lo = self.tree.range.0,
            hi = self.tree.range.1,
            rb = self.tree.row_bits(),
            nb = self.tree.modulus.input_bits(),
            nw = self.hdl_wires().max(1),
            body = self.hdl_gen_body_in(cells),
            lut_field = lut_field,
            lut_init = lut_init,
        )
    }

    /// The `LUT6_2` truth table of compressor `k` under [`Cells::Xc7Lut62`]: input j of the
    /// compressor on I_j (a complemented input bit enters uncomplemented and the table
    /// inverts it), I5 = 1 selects the sum (parity of the inputs) on O6, and O5, the table's
    /// lower half, is the carry (at least two inputs set). Unused inputs are tied to 0.
    pub fn lut62_init(&self, k: usize) -> u64 {
        let inputs = &self.compressors[k].inputs;
        let neg: Vec<bool> = inputs
            .iter()
            .map(|s| matches!(s, Src::Atom(a) if a.complemented()))
            .collect();
        (0..64u32).fold(0u64, |init, a| {
            let set = (0..inputs.len())
                .filter(|&j| ((a >> j) & 1 == 1) != neg[j])
                .count();
            let bit = if a >= 32 { set % 2 == 1 } else { set >= 2 };
            init | ((bit as u64) << a)
        })
    }

    /// Width R of the residue: the bit length of q − 1 (c mod q ≤ q − 1 < 2^R).
    pub fn residue_bits(&self) -> usize {
        bit_length((self.tree.modulus.q - 1) as u64)
    }

    /// The correction multiples in priority order: S − (hi−1)q first, …, S, …, S + lo·q last
    /// (the last is taken when every other candidate is negative; [`BitTree::reduce`]).
    pub fn correction_multiples(&self) -> Vec<i64> {
        let (lo, hi) = self.tree.modulus.window;
        (-(hi - 1)..=lo).collect()
    }

    /// RustHDL source of a whole reducer `name` for the tree's modulus: the tree as the block
    /// `{name}Tree` ([`Self::rusthdl_source`]), then S = s + d on W bits, one adder per
    /// correction multiple j·q (j ≠ 0) in parallel, and the priority select of the reduction
    /// paper's Fig. 4 on their sign bits: the first non-negative of S − (hi−1)q, …, S, …,
    /// S + (lo−1)q, else S + lo·q, low R bits. Ports `c: Bits<N>` and `r: Bits<R>`
    /// (N = the input bits, R = [`Self::residue_bits`]); combinational.
    pub fn rusthdl_reducer_source(&self, name: &str) -> String {
        self.rusthdl_reducer_source_in(name, Cells::Gates)
    }

    /// [`Self::rusthdl_reducer_source`] with the tree built of `cells`.
    pub fn rusthdl_reducer_source_in(&self, name: &str, cells: Cells) -> String {
        let m = self.tree.modulus;
        let (q, w, rb, nb) = (
            m.q,
            self.tree.row_bits(),
            self.residue_bits(),
            m.input_bits(),
        );
        let js = self.correction_multiples();
        let sig = |j: i64| match j {
            0 => "sum".to_string(),
            j if j < 0 => format!("m{}", -j),
            j => format!("p{j}"),
        };
        let mut fields = String::new();
        let mut inits = String::new();
        let mut adders = String::new();
        for &j in js.iter().filter(|&&j| j != 0) {
            let k = (j * q).rem_euclid(1i64 << w);
            fields.push_str(&format!(
                "    /// {j}·q mod 2^{w}.\n    k_{s}: Constant<Bits<{w}>>,\n    /// S {sign} {a}q.\n    {s}: Signal<Local, Bits<{w}>>,\n",
                s = sig(j),
                sign = if j < 0 { "−" } else { "+" },
                a = j.abs(),
            ));
            inits.push_str(&format!(
                "            k_{s}: Constant::new({k}u64.into()),\n            {s}: Default::default(),\n",
                s = sig(j)
            ));
            adders.push_str(&format!(
                "        self.{s}.next = self.sum.val() + self.k_{s}.val();\n",
                s = sig(j)
            ));
        }
        let mut select = String::new();
        for (n, &j) in js.iter().enumerate() {
            let take = format!("self.r.next = self.{}.val().get_bits::<{rb}>(0);", sig(j));
            if n + 1 == js.len() {
                select.push_str(&format!(" else {{\n            {take}\n        }}\n"));
            } else {
                let kw = if n == 0 { "        if" } else { " else if" };
                select.push_str(&format!(
                    "{kw} !self.{}.val().get_bit({}) {{\n            {take}\n        }}",
                    sig(j),
                    w - 1
                ));
            }
        }
        format!(
            "{tree}\n\
             /// The generated bitwise reducer for q = {q} (`build.rs`, from\n\
             /// [`crate::generators::bit_tree`]): tree window [−{lo}q, {hi}q), {corr} parallel\n\
             /// correction adders and a priority select. Combinational; `c` ∈ [0, (q−1)^2],\n\
             /// `r` = c mod q.\n\
             #[derive(LogicBlock)]\n\
             pub struct {name} {{\n\
             \x20   pub c: Signal<In, Bits<{nb}>>,\n\
             \x20   pub r: Signal<Out, Bits<{rb}>>,\n\
             \x20   tree: {name}Tree,\n\
             \x20   /// S = s + d, signed {w} bits, in [{rlo}, {rhi}].\n\
             \x20   sum: Signal<Local, Bits<{w}>>,\n\
             {fields}\
             }}\n\n\
             impl Default for {name} {{\n\
             \x20   fn default() -> Self {{\n\
             \x20       Self {{\n\
             \x20           c: Default::default(),\n\
             \x20           r: Default::default(),\n\
             \x20           tree: Default::default(),\n\
             \x20           sum: Default::default(),\n\
             {inits}\
             \x20       }}\n\
             \x20   }}\n\
             }}\n\n\
             impl Logic for {name} {{\n\
             \x20   #[hdl_gen]\n\
             \x20   fn update(&mut self) {{\n\
             \x20       self.tree.c.next = self.c.val();\n\
             \x20       self.sum.next = self.tree.s.val() + self.tree.d.val();\n\
             {adders}\
             {select}\
             \x20   }}\n\
             }}\n",
            tree = self.rusthdl_source_in(&format!("{name}Tree"), cells),
            lo = m.window.0,
            hi = m.window.1,
            corr = js.len() - 1,
            rlo = self.tree.range.0,
            rhi = self.tree.range.1,
        )
    }

    /// The correction stage in software, on the netlist's rows: what
    /// [`Self::rusthdl_reducer_source`]'s circuit computes (W-bit sum, W-bit candidates, the
    /// first with a clear sign bit, low R bits).
    pub fn reduce_rows(&self, c: u64) -> u64 {
        let w = self.tree.row_bits();
        let mask = (1u64 << w) - 1;
        let (s, d) = self.eval_rows(c);
        let sum = s.wrapping_add(d) & mask;
        let js = self.correction_multiples();
        let cand = |j: i64| (sum as i64 + j * self.tree.modulus.q).rem_euclid(1i64 << w) as u64;
        let pick = js[..js.len() - 1]
            .iter()
            .map(|&j| cand(j))
            .find(|&x| (x >> (w - 1)) & 1 == 0)
            .unwrap_or_else(|| cand(js[js.len() - 1]));
        pick & ((1u64 << self.residue_bits()) - 1)
    }

    /// The body of a RustHDL `#[hdl_gen] fn update` computing the two rows into the `Local`
    /// signals `s_row` and `d_row` from the input `c`, through the `Local` wire array `w`.
    pub fn hdl_gen_body(&self) -> String {
        self.hdl_gen_body_in(Cells::Gates)
    }

    /// [`Self::hdl_gen_body`] built of `cells` (under [`Cells::Xc7Lut62`], compressor k is
    /// the block's `lut[k]`).
    pub fn hdl_gen_body_in(&self, cells: Cells) -> String {
        let expr = |s: Src| match s {
            Src::Atom(Atom::Bit(i)) => format!("self.c.val().get_bit({i})"),
            Src::Atom(Atom::NotBit(i)) => format!("!self.c.val().get_bit({i})"),
            Src::Atom(Atom::One) => "true".to_string(),
            Src::Atom(Atom::And(i, j)) => {
                format!("self.c.val().get_bit({i}) & self.c.val().get_bit({j})")
            }
            Src::Atom(Atom::NotAnd(i, j)) => {
                format!("!(self.c.val().get_bit({i}) & self.c.val().get_bit({j}))")
            }
            Src::Wire(k) => format!("self.w[{k}].val()"),
        };
        let mut out = String::new();
        if cells == Cells::Xc7Lut62 {
            // The complement of a `NotBit` input is in the LUT's truth table.
            let raw = |s: Src| match s {
                Src::Atom(Atom::NotBit(i)) => expr(Src::Atom(Atom::Bit(i))),
                Src::Atom(Atom::NotAnd(i, j)) => expr(Src::Atom(Atom::And(i, j))),
                s => expr(s),
            };
            for (n, k) in self.compressors.iter().enumerate() {
                out.push_str(&format!(
                    "// level {} column {}: {} adder in LUT6_2 {n}\n",
                    k.level,
                    k.column,
                    if k.inputs.len() == 3 { "full" } else { "half" }
                ));
                for j in 0..5 {
                    let v = k.inputs.get(j).map_or("false".to_string(), |&s| raw(s));
                    out.push_str(&format!("self.lut[{n}].i{j}.next = {v};\n"));
                }
                out.push_str(&format!("self.lut[{n}].i5.next = true;\n"));
                out.push_str(&format!(
                    "self.w[{}].next = self.lut[{n}].o6.val();\n",
                    k.sum
                ));
                out.push_str(&format!(
                    "self.w[{}].next = self.lut[{n}].o5.val();\n",
                    k.carry
                ));
            }
        }
        for k in self.compressors.iter().filter(|_| cells == Cells::Gates) {
            let i: Vec<String> = k.inputs.iter().map(|&s| expr(s)).collect();
            let kind = if i.len() == 3 { "full" } else { "half" };
            out.push_str(&format!(
                "// level {} column {}: {kind} adder\n",
                k.level, k.column
            ));
            if i.len() == 3 {
                out.push_str(&format!(
                    "self.w[{}].next = {} ^ {} ^ {};\n",
                    k.sum, i[0], i[1], i[2]
                ));
                out.push_str(&format!(
                    "self.w[{}].next = ({} & {}) | ({} & ({} ^ {}));\n",
                    k.carry, i[0], i[1], i[2], i[0], i[1]
                ));
            } else {
                out.push_str(&format!("self.w[{}].next = {} ^ {};\n", k.sum, i[0], i[1]));
                out.push_str(&format!(
                    "self.w[{}].next = {} & {};\n",
                    k.carry, i[0], i[1]
                ));
            }
        }
        // A complemented input bit placed straight into a row goes through a 1-bit wire first:
        // RustHDL emits `replace_bit(w, !x)` as `((~c[i]) << w)` in a 32-bit context, where
        // Verilog widens c[i] before the `~` and sets every bit above w (its simulation does
        // not). Verilator caught this; a 1-bit wire is zero-extended correctly.
        let mut spare = self.wires;
        for (r, name) in ["s_row", "d_row"].iter().enumerate() {
            out.push_str(&format!("self.{name}.next = 0.into();\n"));
            for w in 0..self.rows[r].len() {
                let Some(mut s) = self.rows[r][w] else {
                    continue;
                };
                if let Src::Atom(a) = s
                    && a.complemented()
                {
                    out.push_str(&format!("self.w[{spare}].next = {};\n", expr(s)));
                    s = Src::Wire(spare);
                    spare += 1;
                }
                out.push_str(&format!(
                    "self.{name}.next = self.{name}.val().replace_bit({w}, {});\n",
                    expr(s)
                ));
            }
        }
        out
    }

    /// Size of the `Local` wire array of [`Self::rusthdl_source`]: the compressor outputs plus
    /// one wire per complemented input bit that sits directly in a row.
    fn hdl_wires(&self) -> usize {
        let direct_not = self
            .rows
            .iter()
            .flatten()
            .filter(|s| matches!(s, Some(Src::Atom(a)) if a.complemented()))
            .count();
        self.wires + direct_not
    }
}

/// Tries to compress `tree` with height targets `targets` (the last must be 2); `None` if
/// some column cannot meet its target with full and half adders.
///
/// Where a column's excess is odd, Dadda's rule places a half adder; bit j of `promote` (the
/// j-th such column met, level by level from bit 0) replaces that half adder by one more full
/// adder when the column has the bits, which removes one more bit and sends one more carry.
/// Also returns how many odd-excess columns were met.
fn try_schedule(tree: &BitTree, targets: &[usize], promote: u32) -> (Option<CompressorTree>, u32) {
    let mut odd_seen = 0u32;
    let mut cols: Vec<Vec<Src>> = tree
        .columns
        .iter()
        .map(|c| c.iter().map(|&a| Src::Atom(a)).collect())
        .collect();
    let mut compressors = Vec::new();
    let mut wires = 0;
    let width = tree.row_bits();
    for (level, &target) in targets.iter().enumerate() {
        let mut next: Vec<Vec<Src>> = vec![Vec::new(); width];
        for w in 0..width {
            let mut bits = std::mem::take(&mut cols[w]);
            // Carries already sent into this column at this level count towards its height.
            let carries_in = next[w].len();
            let excess = (bits.len() + carries_in).saturating_sub(target);
            let (mut fa, mut ha) = (excess / 2, excess % 2);
            if ha == 1 {
                if (promote >> odd_seen.min(31)) & 1 == 1 && 3 * (fa + 1) <= bits.len() {
                    (fa, ha) = (fa + 1, 0);
                }
                odd_seen += 1;
            }
            if 3 * fa + 2 * ha > bits.len() {
                return (None, odd_seen);
            }
            for n in std::iter::repeat_n(3, fa).chain(std::iter::repeat_n(2, ha)) {
                let inputs: Vec<Src> = bits.drain(..n).collect();
                let (sum, carry) = (wires, wires + 1);
                wires += 2;
                compressors.push(Compressor {
                    level: level + 1,
                    column: w,
                    inputs,
                    sum,
                    carry,
                });
                next[w].push(Src::Wire(sum));
                if w + 1 < width {
                    next[w + 1].push(Src::Wire(carry));
                }
            }
            next[w].extend(bits);
        }
        cols = next;
    }
    if cols.iter().any(|c| c.len() > 2) {
        return (None, odd_seen);
    }
    let mut rows = [vec![None; width], vec![None; width]];
    for (w, col) in cols.iter().enumerate() {
        for (r, &s) in col.iter().enumerate() {
            rows[r][w] = Some(s);
        }
    }
    let t = CompressorTree {
        tree: tree.clone(),
        compressors,
        wires,
        rows,
        targets: targets.to_vec(),
    };
    (Some(t), odd_seen)
}

/// Most odd-excess columns whose half adder [`schedule`] tries promoting (2^this schedules
/// per target sequence).
const MAX_PROMOTIONS: u32 = 12;

/// Schedules the Dadda compression of `tree`: the fewest levels, then the fewest compressors,
/// then the fewest full adders, over all decreasing height-target sequences ending at 2 and
/// every choice of half adders promoted to full adders (see [`try_schedule`]).
pub fn schedule(tree: &BitTree) -> CompressorTree {
    let h = tree.height();
    if h <= 2 {
        return try_schedule(tree, &[], 0)
            .0
            .expect("a tree of height 2 needs no compression");
    }
    let key = |t: &CompressorTree| (t.compressors.len(), t.full_adders());
    for levels in 1..=8 {
        let mut best: Option<CompressorTree> = None;
        for targets in target_sequences(levels, h) {
            let (_, odd) = try_schedule(tree, &targets, 0);
            for promote in 0..1u32 << odd.min(MAX_PROMOTIONS) {
                if let (Some(t), _) = try_schedule(tree, &targets, promote)
                    && best.as_ref().is_none_or(|b| key(&t) < key(b))
                {
                    best = Some(t);
                }
            }
        }
        if let Some(b) = best {
            return b;
        }
    }
    panic!("no Dadda schedule within 8 levels");
}

/// Dadda's own schedule for a tall heap, where [`schedule`]'s search over target sequences
/// would not end: the heights d_1 = 2, d_(j+1) = ⌊1.5·d_j⌋ below the heap's height, from the
/// largest down, with Dadda's half adders (none promoted). Used for the partial-product heap
/// of [`crate::generators::fused`] (height 36 for q = 3329).
pub fn schedule_dadda(tree: &BitTree) -> CompressorTree {
    let mut targets = vec![2];
    while targets[targets.len() - 1] * 3 / 2 < tree.height() {
        targets.push(targets[targets.len() - 1] * 3 / 2);
    }
    if tree.height() <= 2 {
        targets.clear();
    }
    targets.reverse();
    try_schedule(tree, &targets, 0)
        .0
        .expect("Dadda's sequence compresses any heap to two rows")
}

/// Every strictly decreasing sequence t_1 > … > t_L = 2 of height targets with t_1 < `h`.
fn target_sequences(levels: usize, h: usize) -> Vec<Vec<usize>> {
    if levels == 1 {
        return vec![vec![2]];
    }
    let mut out = Vec::new();
    for first in (levels + 1)..h {
        for rest in target_sequences(levels - 1, first) {
            out.push(std::iter::once(first).chain(rest).collect());
        }
    }
    out
}

/// The paper's tree and its schedule.
pub fn dadda_tree() -> CompressorTree {
    schedule(&derive(Policy::PaperElimination))
}

/// Yaman et al.'s tree and its schedule.
pub fn yaman_tree() -> CompressorTree {
    schedule(&derive(Policy::YamanBinary))
}

/// The paper's tree in the wider window [−q, 4q) (issue 18's "fewer bits, more correction"
/// experiment): the representatives are searched as for [`dadda_tree`], with one more
/// multiple of q of room, which gives 58 bits of height 6 instead of 62 of height 8, at the
/// price of a fourth correction adder.
pub const WIDE_MODULUS: Modulus = Modulus::new(Q as i64, (1, 4));

/// The paper's elimination in [`WIDE_MODULUS`]'s window, and its schedule.
pub fn dadda_wide_tree() -> CompressorTree {
    let a = WIDE_MODULUS.power_coefficients();
    schedule(
        &derive_modulus(&WIDE_MODULUS, &a, Policy::PaperElimination)
            .expect("q = 3329: a tree fits [−q, 4q)"),
    )
}

/// Guo et al.'s correction window, [−q, 8q): their range (−q, 8q).
pub const GUO_MODULUS: Modulus = Modulus::new(Q as i64, (1, 8));

/// Guo et al.'s tree (our reconstruction, [`Policy::GuoRecursive`]) and its schedule.
pub fn guo_tree() -> CompressorTree {
    let a = GUO_MODULUS.power_coefficients();
    schedule(
        &derive_modulus(&GUO_MODULUS, &a, Policy::GuoRecursive)
            .expect("q = 3329: Guo's tree fits (−q, 8q)"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::params::PRODUCT_COUNT;

    /// Every product, in the software tree and netlist: the tree sum is ≡ c (mod q) and in
    /// range, and the netlist's two rows add up to the tree sum. Returns the first failure.
    fn first_failure(t: &CompressorTree) -> Option<u32> {
        let q = Q as i64;
        (0..PRODUCT_COUNT).find(|&c| {
            let v = t.tree.eval(c as u64);
            let (s, d) = t.eval_rows(c as u64);
            (v - c as i64).rem_euclid(q) != 0
                || v < t.tree.range.0
                || v > t.tree.range.1
                || to_signed_bits(s.wrapping_add(d), t.tree.row_bits()) != v
        })
    }

    #[test]
    fn equation1_is_congruent_with_range_below_9_9q() {
        let terms = equation1();
        let q = Q as i64;
        let (mut lo, mut hi) = (i64::MAX, i64::MIN);
        for c in 0..PRODUCT_COUNT {
            let v = eval_terms(&terms, c);
            assert_eq!(
                (v - c as i64).rem_euclid(q),
                0,
                "Equation (1) wrong at c = {c}"
            );
            lo = lo.min(v);
            hi = hi.max(v);
        }
        assert_eq!(lo, 0);
        assert!(
            hi < 99 * q / 10 && hi > 98 * q / 10,
            "max {hi} = {}q",
            hi as f64 / q as f64
        );
        assert_eq!(
            linear_range(&net_coefficients(&terms), MAX_PRODUCT as u64),
            (lo, hi),
            "digit DP agrees"
        );
    }

    #[test]
    fn signed_digits_are_exact() {
        for a in -20000i64..20000 {
            let v: i64 = signed_digits(a)
                .iter()
                .map(|&(w, n)| if n { -(1 << w) } else { 1 << w })
                .sum();
            assert_eq!(v, a);
        }
    }

    #[test]
    fn paper_tree_meets_the_paper_figures() {
        let t = dadda_tree();
        assert!(t.tree.bits() <= 62, "{}", t.summary());
        assert!(t.tree.height() <= 8, "{}", t.summary());
        let q = Q as i64;
        assert!(
            t.tree.range.0 > -q && t.tree.range.1 < 3 * q,
            "{}",
            t.summary()
        );
        assert!(t.levels() <= 3, "{}", t.summary());
        assert_eq!(first_failure(&t), None);
    }

    #[test]
    fn yaman_tree_is_exact() {
        let t = yaman_tree();
        assert_eq!(first_failure(&t), None, "{}", t.summary());
    }

    /// Guo's tree (our reconstruction): bit 12 is 2^9 + 2^8 − 2^0, bit 21 keeps a term and
    /// its opposite (no cancellation), and the figures agree with an independent Python
    /// model of the same rule (range [−472, 26395] ⊂ (−q, 8q), constant 0xEC58, 83 input
    /// terms + 8 constant ones, run while designing `BitwiseGuo`); it reduces every product.
    #[test]
    fn guo_tree_is_exact() {
        let terms = recursive_terms(&GUO_MODULUS);
        assert_eq!(terms[12], vec![(0, true), (8, false), (9, false)]);
        assert!(terms[21].contains(&(9, false)) && terms[21].contains(&(9, true)));
        assert!(
            terms[..12]
                .iter()
                .enumerate()
                .all(|(i, t)| *t == vec![(i as u32, false)])
        );
        let t = guo_tree();
        assert_eq!(t.tree.range, (-472, 26395), "{}", t.summary());
        assert_eq!(t.tree.constant, 0xEC58);
        assert_eq!(t.tree.bits(), 83 + 8);
        assert_eq!(t.tree.row_bits(), 16);
        assert!(verify(&t.tree).is_ok());
        assert_eq!(first_failure(&t), None, "{}", t.summary());
    }

    /// The paper's elimination in [−q, 4q): fewer bits and a lower heap than in (−q, 3q),
    /// proved, and exact on every product.
    #[test]
    fn wide_window_tree_is_exact() {
        let (t, paper) = (dadda_wide_tree(), dadda_tree());
        assert!(t.tree.bits() < paper.tree.bits() && t.tree.height() < paper.tree.height());
        let (lo, hi) = t.tree.range;
        let q = Q as i64;
        assert!(-q <= lo && hi < 4 * q, "{}", t.summary());
        assert_eq!(t.tree.row_bits(), ROW_BITS);
        assert!(verify(&t.tree).is_ok());
        assert_eq!(first_failure(&t), None, "{}", t.summary());
    }

    #[test]
    fn a_dropped_tree_bit_is_caught() {
        for mut t in [dadda_tree(), dadda_wide_tree(), guo_tree()] {
            let col = (0..t.tree.row_bits())
                .max_by_key(|&w| t.tree.columns[w].len())
                .unwrap();
            t.tree.columns[col].pop();
            assert!(first_failure(&t).is_some(), "{}", t.summary());
        }
    }
}
