//! `BarrettMul`: r = c mod q by textbook Barrett reduction with one constant multiply
//! (the multiplier-based peer of the shift-add and bit-tree reducers).
//!
//! Reference: P. Barrett, "Implementing the Rivest Shamir and Adleman public key encryption
//! algorithm on a standard digital signal processor", CRYPTO '86; Menezes, van Oorschot and
//! Vanstone, *Handbook of Applied Cryptography*, Alg. 14.42. Here m = ⌊2^24/q⌋ = 5039,
//! t = ⌊c·m / 2^24⌋, r0 = c − t·q ∈ [0, 2q), then one conditional subtract of q. One
//! subtract is enough for every c ∈ [0, (q−1)^2]: r0 < c·(2^24 − q·m)/2^24 + q < 1.48·q
//! (measured maximum r0 = 4903). RustHDL only multiplies `Bits<16> × Bits<16>`, so c·m is
//! built from two partial products, c_lo·m and c_hi·m (c = c_hi·2^16 + c_lo), and
//! t = ⌊(⌊c_lo·m / 2^16⌋ + c_hi·m) / 2^8⌋ (exact). t·q uses q = 1 + 2^8 + 2^10 + 2^11 and
//! only the low 13 bits of c − t·q are formed.
//!
//! | port | dir | width | meaning |
//! |---|---|---|---|
//! | `c` | in | 24 | product of two coefficients, c ∈ [0, (q−1)^2] |
//! | `r` | out | 12 | c mod q ∈ [0, q) |
//!
//! Latency: combinational (0 cycles). The two `*` become LUT multipliers under
//! `synth_xilinx -nodsp` (DSP48 slices otherwise).
//! Model: [`crate::model::field::reduce_barrett_mul`]. Test: `tests/rtl_reduce.rs`
//! (exhaustive) and the unit tests below.

use rust_hdl::prelude::*;

use crate::model::field::{BARRETT_M, reduce_barrett_mul};
use crate::params::{COEFF_BITS, PRODUCT_BITS, Q};

// The slice offsets and widths in `update` are literals; tie them to the parameters.
const _: () = assert!(PRODUCT_BITS == 24 && COEFF_BITS == 12);
const _: () = assert!(BARRETT_M == 5039 && BARRETT_M < (1 << 16));
// t·q is written as t + (t << 8) + (t << 10) + (t << 11).
const _: () = assert!(Q == 1 + (1 << 8) + (1 << 10) + (1 << 11));
// c − t·q < 2q < 2^13, so 13 bits of r0 suffice.
const _: () = assert!(2 * Q <= (1 << 13));

#[derive(LogicBlock)]
pub struct BarrettMul {
    pub c: Signal<In, Bits<24>>,
    pub r: Signal<Out, Bits<12>>,
    /// m = ⌊2^24/q⌋ (from [`BARRETT_M`]).
    m: Constant<Bits<16>>,
    /// q, for the conditional subtract.
    q: Constant<Bits<13>>,
    /// c[15:0].
    c_lo: Signal<Local, Bits<16>>,
    /// c[23:16], zero-extended.
    c_hi: Signal<Local, Bits<16>>,
    /// c_lo·m.
    p_lo: Signal<Local, Bits<32>>,
    /// c_hi·m.
    p_hi: Signal<Local, Bits<32>>,
    /// ⌊c·m / 2^16⌋ = ⌊p_lo / 2^16⌋ + p_hi.
    t_acc: Signal<Local, Bits<32>>,
    /// t = ⌊c·m / 2^24⌋ ≤ q − 1.
    t: Signal<Local, Bits<12>>,
    /// t widened to 13 bits.
    tw: Signal<Local, Bits<13>>,
    /// t·q mod 2^13.
    tq: Signal<Local, Bits<13>>,
    /// r0 = c − t·q ∈ [0, 2q).
    r0: Signal<Local, Bits<13>>,
    /// r0 after the conditional subtract, ∈ [0, q).
    r1: Signal<Local, Bits<13>>,
}

impl Default for BarrettMul {
    fn default() -> Self {
        Self {
            c: Default::default(),
            r: Default::default(),
            m: Constant::new((BARRETT_M as u64).into()),
            q: Constant::new((Q as u64).into()),
            c_lo: Default::default(),
            c_hi: Default::default(),
            p_lo: Default::default(),
            p_hi: Default::default(),
            t_acc: Default::default(),
            t: Default::default(),
            tw: Default::default(),
            tq: Default::default(),
            r0: Default::default(),
            r1: Default::default(),
        }
    }
}

impl Logic for BarrettMul {
    #[hdl_gen]
    fn update(&mut self) {
        self.c_lo.next = self.c.val().get_bits::<16>(0);
        self.c_hi.next = bit_cast::<16, 8>(self.c.val().get_bits::<8>(16));
        self.p_lo.next = self.c_lo.val() * self.m.val();
        self.p_hi.next = self.c_hi.val() * self.m.val();
        self.t_acc.next = (self.p_lo.val() >> 16) + self.p_hi.val();
        self.t.next = self.t_acc.val().get_bits::<12>(8);
        self.tw.next = bit_cast::<13, 12>(self.t.val());
        self.tq.next =
            self.tw.val() + (self.tw.val() << 8) + (self.tw.val() << 10) + (self.tw.val() << 11);
        self.r0.next = self.c.val().get_bits::<13>(0) - self.tq.val();
        if self.r0.val() >= self.q.val() {
            self.r1.next = self.r0.val() - self.q.val();
        } else {
            self.r1.next = self.r0.val();
        }
        self.r.next = self.r1.val().get_bits::<12>(0);
    }
}

crate::impl_reducer!(BarrettMul, "reduce_barrett_mul", reduce_barrett_mul);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rtl::reduce::{assert_smoke, verilog};

    #[test]
    fn smoke() {
        assert_smoke::<BarrettMul>();
        assert!(
            verilog::<BarrettMul>().contains(" * "),
            "the multiplier must survive export"
        );
    }
}
