//! Bit-exact model of the NTT engine ([`crate::rtl::ntt`]): the butterfly with its halving
//! inverse, the twiddle ROM, the slot operations computed with the same dataflow as the
//! circuit, and the engine's cycle counts.
//!
//! The results equal FIPS 203's Algorithms 9–12 ([`super::ntt`]); the tests below check it,
//! and `tests/rtl_ntt.rs` checks the circuit (RustHDL and Verilator) against this model.

use super::field::{add, mul, sub};
use super::ntt::Poly;
pub use crate::params::{HALF, SLOTS, TWIDDLES};
use crate::params::{N, Q};

/// The butterfly circuit: CT (x, y) = (a + w·b, a − w·b); GS with halving
/// (x, y) = ((a + b)/2, w·(b − a)). All values in [0, q).
pub fn butterfly(a: u16, b: u16, w: u16, inverse: bool) -> (u16, u16) {
    if inverse {
        (mul(add(a, b), HALF), mul(w, sub(b, a)))
    } else {
        let t = mul(w, b);
        (add(a, t), sub(a, t))
    }
}

/// The engine's operations and their 3-bit codes on the `op` port.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineOp {
    /// slot_a ← NTT(slot_a) (Algorithm 9), in place.
    Ntt = 0,
    /// slot_a ← NTT⁻¹(slot_a) (Algorithm 10), in place.
    Intt = 1,
    /// slot_r ← slot_a ∘ slot_b (Algorithm 11).
    BaseMul = 2,
    /// slot_r ← slot_r + slot_a ∘ slot_b (the Â∘ŝ accumulation).
    BaseMulAcc = 3,
    /// slot_r ← slot_a + slot_b.
    Add = 4,
    /// slot_r ← slot_a − slot_b.
    Sub = 5,
}

impl EngineOp {
    /// Every operation, in code order.
    pub const ALL: [EngineOp; 6] = [
        EngineOp::Ntt,
        EngineOp::Intt,
        EngineOp::BaseMul,
        EngineOp::BaseMulAcc,
        EngineOp::Add,
        EngineOp::Sub,
    ];

    /// The value on the `op` port.
    pub fn code(self) -> u64 {
        self as u64
    }

    /// Short name for tables.
    pub fn name(self) -> &'static str {
        match self {
            EngineOp::Ntt => "NTT",
            EngineOp::Intt => "INTT",
            EngineOp::BaseMul => "BaseMul",
            EngineOp::BaseMulAcc => "BaseMul-acc",
            EngineOp::Add => "Add",
            EngineOp::Sub => "Sub",
        }
    }

    /// Cycles the engine is busy for this operation with `p` butterflies (1 or 2): from the
    /// cycle after `start` to the last write; `done` pulses in the next cycle. The count
    /// depends only on the operation and P, never on the data (constant time).
    ///
    /// * NTT, INTT: 7 layers × 128/P butterfly cycles + 4 (RAM read + 4-cycle butterfly, the first read in the start cycle).
    /// * BaseMul(-acc): 5 cycles per P pairs (5 multiplications per pair on one
    ///   butterfly), plus a prefetch frame, a one-frame tail and the 4-cycle drain: 5·(128/P + 2) + 3.
    /// * Add, Sub: 2 cycles per pair of words (two reads per bank), + 5.
    pub fn cycles(self, p: usize) -> usize {
        self.cycles_on(p, false)
    }

    /// Cycles on an engine with `lanes` coefficients per word (1 or 2) and, if `fused`, a
    /// second butterfly in cascade (lanes = 1): its NTT and INTT make one single-layer pass
    /// and three two-layer passes of 128 read cycles, + 10 for the two butterflies' latency
    /// (4 × 128 − 1 + 10 = 521); its other operations are the one-lane engine's.
    pub fn cycles_on(self, lanes: usize, fused: bool) -> usize {
        if fused && matches!(self, EngineOp::Ntt | EngineOp::Intt) {
            return 4 * 128 - 1 + 10;
        }
        let p = lanes;
        let per = 128 / p;
        match self {
            EngineOp::Ntt | EngineOp::Intt => 7 * per + 4,
            EngineOp::BaseMul | EngineOp::BaseMulAcc => 5 * (per + 2) + 3,
            EngineOp::Add | EngineOp::Sub => 2 * per + 5,
        }
    }

    /// Passes over the polynomial memory (reads and writes of every coefficient) on an
    /// unfused engine (`fused` = false) or a fused one.
    pub fn memory_passes(self, fused: bool) -> usize {
        match self {
            EngineOp::Ntt | EngineOp::Intt if fused => 4,
            EngineOp::Ntt | EngineOp::Intt => 7,
            _ => 1,
        }
    }
}

/// NTT with the circuit's dataflow: CT butterflies, twiddles from [`TWIDDLES`].
pub fn ntt(f: &Poly) -> Poly {
    let mut f = *f;
    for layer in 0..7 {
        let len = 128 >> layer;
        for k in 0..128usize {
            let top = ((k & !(len - 1)) << 1) | (k & (len - 1));
            let zeta = TWIDDLES[(k | 128) >> (7 - layer)];
            (f[top], f[top + len]) = butterfly(f[top], f[top + len], zeta, false);
        }
    }
    f
}

/// NTT⁻¹ with the circuit's dataflow: halving GS butterflies, halved twiddles; no final
/// multiplication by 128⁻¹.
pub fn ntt_inverse(f: &Poly) -> Poly {
    let mut f = *f;
    for layer in 0..7 {
        let len = 2usize << layer;
        for k in 0..128usize {
            let top = ((k & !(len - 1)) << 1) | (k & (len - 1));
            let zeta = TWIDDLES[128 + ((!k & 0xFF) >> (layer + 1))];
            (f[top], f[top + len]) = butterfly(f[top], f[top + len], zeta, true);
        }
    }
    f
}

/// γ_i for pair i, as the circuit derives it from the forward twiddles:
/// γ_i = ζ^(2·BitRev7(i)+1) = ±TWIDDLES[64 + i/2] (+ for even i).
pub fn gamma(i: usize) -> u16 {
    let z = TWIDDLES[64 + i / 2];
    if i.is_multiple_of(2) { z } else { Q as u16 - z }
}

/// r + a ∘ b (r = 0 for BaseMul) with the circuit's five multiply-accumulates per pair:
/// v = r1 + a0·b1, u = r0 + a0·b0, p = a1·b1, c1 = v + a1·b0, c0 = u + γ·p.
pub fn base_mul_acc(a: &Poly, b: &Poly, r: &Poly) -> Poly {
    let mut out = [0u16; N];
    let mac = |acc: u16, x: u16, y: u16| butterfly(acc, x, y, false).0;
    for i in 0..128 {
        let (a0, a1, b0, b1) = (a[2 * i], a[2 * i + 1], b[2 * i], b[2 * i + 1]);
        let v = mac(r[2 * i + 1], b1, a0);
        let u = mac(r[2 * i], b0, a0);
        let p = mac(0, b1, a1);
        out[2 * i + 1] = mac(v, b0, a1);
        out[2 * i] = mac(u, p, gamma(i));
    }
    out
}

/// A polynomial of pseudo-random coefficients in [0, q) from a fixed LCG seeded with `seed`:
/// reproducible inputs for the engine's unit tests and the report's cycle runs.
pub fn sample_poly(seed: u32) -> Poly {
    let mut x = seed;
    std::array::from_fn(|_| {
        x = x.wrapping_mul(1_103_515_245).wrapping_add(12_345);
        ((x >> 8) % Q) as u16
    })
}

/// The engine's memory: [`SLOTS`] polynomials (or as many as [`EngineModel::with_slots`]
/// says) and the operations on them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineModel {
    pub slots: Vec<Poly>,
}

impl Default for EngineModel {
    fn default() -> Self {
        Self::with_slots(SLOTS)
    }
}

impl EngineModel {
    /// An engine of `n` zeroed slots.
    pub fn with_slots(n: usize) -> Self {
        Self {
            slots: vec![[0; N]; n],
        }
    }

    /// Executes `op` on slots `a`, `b` (second operand) and `r` (destination).
    pub fn execute(&mut self, op: EngineOp, a: usize, b: usize, r: usize) {
        let (fa, fb, fr) = (self.slots[a], self.slots[b], self.slots[r]);
        match op {
            EngineOp::Ntt => self.slots[a] = ntt(&fa),
            EngineOp::Intt => self.slots[a] = ntt_inverse(&fa),
            EngineOp::BaseMul => self.slots[r] = base_mul_acc(&fa, &fb, &[0; N]),
            EngineOp::BaseMulAcc => self.slots[r] = base_mul_acc(&fa, &fb, &fr),
            EngineOp::Add => self.slots[r] = std::array::from_fn(|i| add(fa[i], fb[i])),
            EngineOp::Sub => self.slots[r] = std::array::from_fn(|i| sub(fa[i], fb[i])),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::ntt as fips;

    #[test]
    fn dataflow_equals_fips_203() {
        for seed in 0..20 {
            let (f, g, h) = (
                sample_poly(seed),
                sample_poly(seed + 100),
                sample_poly(seed + 200),
            );
            assert_eq!(ntt(&f), fips::ntt(&f));
            assert_eq!(ntt_inverse(&f), fips::ntt_inverse(&f));
            assert_eq!(base_mul_acc(&f, &g, &[0; N]), fips::multiply_ntts(&f, &g));
            assert_eq!(
                base_mul_acc(&f, &g, &h),
                fips::poly_add(&h, &fips::multiply_ntts(&f, &g))
            );
        }
        for i in 0..128 {
            assert_eq!(gamma(i), fips::GAMMAS[i]);
        }
    }

    #[test]
    fn butterfly_edges() {
        let q1 = Q as u16 - 1;
        assert_eq!(butterfly(q1, q1, q1, false), (0, q1 - 1));
        assert_eq!(butterfly(q1, 0, q1, true), (mul(q1, HALF), q1));
        assert_eq!(butterfly(1, 0, 0, true), (HALF, 0));
    }

    #[test]
    fn cycle_targets() {
        assert_eq!(EngineOp::Ntt.cycles(1), 900);
        assert_eq!(EngineOp::Ntt.cycles(2), 452);
    }
}
