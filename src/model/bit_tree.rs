//! Twins of the tree-based reducers: the generated compressor netlists evaluated bit by bit,
//! then the same final stages as the circuits, with the same 15-bit widths; and
//! [`reduce_generated`], the twin of every generated reducer of
//! [`crate::generators::moduli::GENERATED`] (other moduli and windows, the shift-add Barrett).

use std::sync::OnceLock;

use crate::generators::barrett::NafBarrett;
use crate::generators::bit_tree::{
    CompressorTree, GUO_MODULUS, ROW_BITS, WIDE_MODULUS, dadda_tree, dadda_wide_tree, guo_tree,
    yaman_tree,
};
use crate::generators::fused::FusedMul;
use crate::generators::moduli::GENERATED;
use crate::params::Q;

const MASK: u32 = (1 << ROW_BITS) - 1;

fn sign(x: u32) -> bool {
    (x >> (ROW_BITS - 1)) & 1 == 1
}

/// Priority select of the reduction paper's Fig. 4 / Yaman's design: the first non-negative
/// of S − 2q, S − q, S, S + q (all 15-bit two's complement), low 12 bits.
fn select(minus_2q: u32, minus_q: u32, s: u32, plus_q: u32) -> u32 {
    let pick = if !sign(minus_2q) {
        minus_2q
    } else if !sign(minus_q) {
        minus_q
    } else if !sign(s) {
        s
    } else {
        plus_q
    };
    pick & 0xFFF
}

fn dadda() -> &'static CompressorTree {
    static T: OnceLock<CompressorTree> = OnceLock::new();
    T.get_or_init(dadda_tree)
}

fn yaman() -> &'static CompressorTree {
    static T: OnceLock<CompressorTree> = OnceLock::new();
    T.get_or_init(yaman_tree)
}

fn dadda_wide() -> &'static CompressorTree {
    static T: OnceLock<CompressorTree> = OnceLock::new();
    T.get_or_init(dadda_wide_tree)
}

fn guo() -> &'static CompressorTree {
    static T: OnceLock<CompressorTree> = OnceLock::new();
    T.get_or_init(guo_tree)
}

/// The netlist's two rows for a 24-bit product.
fn rows(t: &CompressorTree, c: u32) -> (u32, u32) {
    let (s, d) = t.eval_rows(c as u64);
    (s as u32, d as u32)
}

/// `DaddaReducer`: tree rows (s, d), S = s + d, then S − 2q, S − q, S + q in parallel.
pub fn reduce_dadda(c: u32) -> u32 {
    let (s, d) = rows(dadda(), c);
    let sum = (s + d) & MASK;
    select(
        (sum + (1 << ROW_BITS) - 2 * Q) & MASK,
        (sum + (1 << ROW_BITS) - Q) & MASK,
        sum,
        (sum + Q) & MASK,
    )
}

/// `BitwiseYaman`: tree rows (s, d); three 3:2 rows add −2q, −q, +q to (s, d) in carry-save
/// form; four 15-bit adders in parallel; the same priority select.
pub fn reduce_bitwise_yaman(c: u32) -> u32 {
    let (s, d) = rows(yaman(), c);
    let csa = |k: u32| {
        let k = k & MASK;
        let x = s ^ d ^ k;
        let y = ((s & d) | (k & (s ^ d))) << 1;
        (x + y) & MASK
    };
    select(
        csa((1 << ROW_BITS) - 2 * Q),
        csa((1 << ROW_BITS) - Q),
        (s + d) & MASK,
        csa(Q),
    )
}

/// `DaddaHighByteReducer`: tree rows (s, d), S = s + d, then k from S's high byte
/// (q = 13·2^8 + 1) and the 12-bit candidate S[11:0] − kq.
pub fn reduce_dadda_highbyte(c: u32) -> u32 {
    let (s, d) = rows(dadda(), c);
    let sum = (s + d) & MASK;
    let (high, low) = (sum >> 8, sum & 0xFF);
    let minus = |k: u32| (sum + (1 << 24) - k * Q) & 0xFFF;
    if sign(sum) {
        (sum + Q) & 0xFFF
    } else if high > 26 || (high == 26 && low >> 1 != 0) {
        minus(2)
    } else if high > 13 || (high == 13 && low != 0) {
        minus(1)
    } else {
        sum & 0xFFF
    }
}

/// Width of `BitwiseGuo`'s rows and candidates: its window [−q, 8q) in signed bits.
pub const GUO_ROW_BITS: usize = GUO_MODULUS.row_bits();

/// `BitwiseGuo` (Guo et al., our reconstruction): tree rows (s, d), S = s + d on 16 bits,
/// then S + q, S − q, …, S − 7q by eight parallel adders and the first non-negative of
/// S − 7q, …, S − q, S, S + q (a priority select on the eight sign bits), low 12 bits.
pub fn reduce_bitwise_guo(c: u32) -> u32 {
    let (s, d) = rows(guo(), c);
    first_non_negative(s + d, 7, GUO_ROW_BITS)
}

/// The parallel corrections after a tree with `bits`-wide rows whose sum S = `sum` (mod
/// 2^bits) lies in [−q, (top + 1)·q): the first non-negative of S − top·q, …, S − q, S, else
/// S + q (a priority select on the candidates' sign bits), low 12 bits.
fn first_non_negative(sum: u32, top: u32, bits: usize) -> u32 {
    let m = (1u32 << bits) - 1;
    let sum = sum & m;
    let negative = |x: u32| (x >> (bits - 1)) & 1 == 1;
    let pick = (1..=top)
        .rev()
        .map(|j| (sum + (1 << bits) - j * Q) & m)
        .chain([sum])
        .find(|&x| !negative(x))
        .unwrap_or((sum + Q) & m);
    pick & 0xFFF
}

// `DaddaWideReducer`'s window [−q, 4q) fits the same 15-bit rows as the paper's.
const _: () = assert!(WIDE_MODULUS.row_bits() == ROW_BITS);

/// `DaddaWideReducer`: the paper's elimination in the window [−q, 4q) (58 bits, height 6):
/// tree rows (s, d), S = s + d on 15 bits, then S − 3q, S − 2q, S − q, S + q by four parallel
/// adders and the first non-negative of S − 3q, S − 2q, S − q, S, else S + q, low 12 bits.
pub fn reduce_dadda_wide(c: u32) -> u32 {
    let (s, d) = rows(dadda_wide(), c);
    first_non_negative(s + d, 3, ROW_BITS)
}

/// A generated reducer's twin: its netlist evaluated bit by bit, or its Barrett arithmetic.
enum GeneratedTwin {
    Tree(CompressorTree),
    Barrett(NafBarrett),
}

/// The twins of [`GENERATED`], built once (the q = 8380417 tree takes a moment).
fn generated_twins() -> &'static [(&'static str, GeneratedTwin)] {
    static T: OnceLock<Vec<(&'static str, GeneratedTwin)>> = OnceLock::new();
    T.get_or_init(|| {
        GENERATED
            .iter()
            .map(|g| {
                let twin = match (g.tree(), g.barrett()) {
                    (Some(t), _) => GeneratedTwin::Tree(t),
                    (_, Some(b)) => GeneratedTwin::Barrett(b),
                    _ => unreachable!("an entry is a tree or a Barrett"),
                };
                (g.stem, twin)
            })
            .collect()
    })
}

/// The generated reducer `stem` of [`GENERATED`] on `c`: for a tree, the netlist's rows,
/// S = s + d on W bits and the first non-negative correction candidate
/// ([`CompressorTree::reduce_rows`]); for a Barrett, its signed-digit arithmetic mod 2^width
/// and its three-way select ([`NafBarrett::reduce_shift_add`]). Panics on an unknown stem.
pub fn reduce_generated(stem: &str, c: u64) -> u64 {
    match generated_twins().iter().find(|(s, _)| *s == stem) {
        Some((_, GeneratedTwin::Tree(t))) => t.reduce_rows(c),
        Some((_, GeneratedTwin::Barrett(b))) => b.reduce_shift_add(c),
        None => panic!("{stem} is not a generated reducer"),
    }
}

/// Twin of `DaddaLutReducer` (the paper's tree for q = 3329 on Artix-7 LUT6_2 cells) for a
/// product c < 2^24, as a [`crate::rtl::reduce::Reducer`] model: [`reduce_generated`].
pub fn reduce_dadda_lut(c: u32) -> u32 {
    reduce_generated("reduce_dadda_lut", u64::from(c)) as u32
}

fn fused() -> &'static FusedMul {
    static T: OnceLock<FusedMul> = OnceLock::new();
    T.get_or_init(FusedMul::kyber)
}

/// Twin of `FusedModMul` for operands a, b ∈ [0, q): the heap's two rows for c = a + 2^12·b
/// evaluated compressor by compressor, S = s + d on the heap's width, then stage 2's tree and
/// correction ([`FusedMul::eval`]). Equal to a·b mod q (its tests, and the proof
/// [`FusedMul::verify`]).
pub fn mul_fused(a: u32, b: u32) -> u32 {
    let f = fused();
    f.eval(f.pack(a as u64, b as u64)) as u32
}
