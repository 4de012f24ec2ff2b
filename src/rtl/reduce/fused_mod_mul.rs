//! `FusedModMul`: a·b mod q for q = 3329 with the 12 × 12 partial products and the reduction
//! paper's folding in one bit heap (issue 18, item 3b): no multiplier, no 24-bit product.
//!
//! | port | dir | width | meaning |
//! |---|---|---|---|
//! | `c` | in | 24 | the operands, c = a + 2^12·b, a, b ∈ [0, q) |
//! | `r` | out | 12 | a·b mod q ∈ [0, q) |
//!
//! ```text
//!  a, b ─► FusedModMulHeap ─► s, d ─► S = s + d ─► FusedModMulLast ─► r
//!          every a_i b_j; those of                  the paper's tree for
//!          weight ≥ 2^12 folded to signed           S ∈ [0, max], 3 corrections,
//!          digits of 2^(i+j) mod q (Dadda,          priority select
//!          8 levels)
//! ```
//!
//! Latency: combinational (0 cycles). `ButterflyFusedMul` registers S between the two stages,
//! where `Butterfly` registers the 24-bit product. The two stages and their figures (heap
//! bits, height, the range of S, stage 2's window) are generated at build time by `build.rs`
//! from [`crate::generators::fused`], whose [`FusedMul::verify`] is the proof by construction.
//!
//! Model: [`crate::model::bit_tree::mul_fused`] (the same netlists evaluated bit by bit).
//! Tests: below, and `tests/rtl_reduce_fused.rs` (every one of the 3329² pairs in RustHDL and
//! in Verilator). Area and Fmax: `bitstreams/report.md`, the butterfly and PE-level sections
//! (rows `ButterflyFusedMul`, `NttEngineP1FusedMul`).
//!
//! [`FusedMul::verify`]: crate::generators::fused::FusedMul::verify

use rust_hdl::prelude::*;

include!(concat!(env!("OUT_DIR"), "/fused_mod_mul.rs"));

/// Width of each operand.
pub const OPERAND_BITS: usize = 12;

/// The Verilog RustHDL exports for [`FusedModMul`] (module `top`).
pub fn verilog() -> String {
    let mut uut = FusedModMul::default();
    uut.connect_all();
    generate_verilog(&uut)
}

/// A disagreement: `(a, b, circuit, model)`; the circuit reads `u64::MAX` if it did not settle.
pub type PairMismatch = (u64, u64, u64, u64);

/// The first pair (a, b), a ∈ [0, q), b ∈ `bs`, where the RustHDL circuit or its model
/// differs from a·b mod q.
pub fn first_mismatch(bs: std::ops::Range<u64>) -> Option<PairMismatch> {
    let q = crate::params::Q as u64;
    let mut uut = FusedModMul::default();
    uut.connect_all();
    for b in bs {
        for a in 0..q {
            let c = a | (b << OPERAND_BITS);
            uut.c.next = c.into();
            let got = if simulate(&mut uut, 100) {
                uut.r.val().index() as u64
            } else {
                u64::MAX
            };
            let model = crate::model::bit_tree::mul_fused(a as u32, b as u32) as u64;
            let want = a * b % q;
            if got != want || model != want {
                return Some((a, b, got, model));
            }
        }
    }
    None
}

/// [`first_mismatch`] over the b in `bs` taken every `step`, split over `threads` threads
/// (`step` = 1: every pair).
pub fn mismatch_over(threads: u64, step: u64) -> Option<PairMismatch> {
    let q = crate::params::Q as u64;
    let bs: Vec<u64> = (0..q).step_by(step as usize).collect();
    let chunk = bs.len().div_ceil(threads.max(1) as usize);
    std::thread::scope(|s| {
        let handles: Vec<_> = bs
            .chunks(chunk)
            .map(|part| s.spawn(move || part.iter().find_map(|&b| first_mismatch(b..b + 1))))
            .collect();
        handles
            .into_iter()
            .filter_map(|h| h.join().expect("fused check thread panicked"))
            .min_by_key(|m| (m.1, m.0))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The edges of both operands and a stride of b through the RustHDL circuit and its
    /// model, against a·b mod q; the export is a module `top` with the generated width of S.
    #[test]
    fn smoke() {
        let q = crate::params::Q as u64;
        for b in [0, 1, 2, q - 2, q - 1, 2048, 2047, 1 << 11] {
            assert_eq!(first_mismatch(b..b + 1), None, "b = {b}");
        }
        assert_eq!(mismatch_over(2, 331), None);
        let v = verilog();
        assert!(v.contains("module top"));
        let f = crate::generators::fused::FusedMul::kyber();
        assert_eq!(FUSED_MOD_MUL_SUM_BITS, f.sum_bits());
    }
}
