//! `BarrettDsp`: r = c mod q by Barrett reduction with two real multipliers, one DSP48E1
//! slice each on the Artix-7.
//!
//! Reference: Ma et al., CISCE 2021, as the reduction paper (`shared/seeds/000`, §4, Table 2,
//! ref. [19]) describes it: a Barrett reduction that uses two DSPs, compared with the
//! convention Area = LUT + 158·DSP. The paper's own text was not available to us: this is our
//! reconstruction. x = ⌊c / 2^8⌋ (16 bits), t = ⌊x·m / 2^16⌋ with m = ⌊2^24/q⌋ = 5039 (first
//! multiplier, 16×13), r0 = c − t·q (second multiplier, 12×12; only the low 13 bits are
//! formed) ∈ [0, 2q), then one conditional subtract. RustHDL multiplies `Bits<16> × Bits<16>`,
//! which is why c is pre-shifted by 8: c·m itself would need 24×13.
//!
//! | port | dir | width | meaning |
//! |---|---|---|---|
//! | `c` | in | 24 | product of two coefficients, c ∈ [0, (q−1)^2] |
//! | `r` | out | 12 | c mod q ∈ [0, q) |
//!
//! Latency: combinational (0 cycles). The report synthesises it for the Artix-7 with DSP48
//! slices (the only reducer measured so) and counts its area as LUT + 158·DSP; on the iCE40,
//! which has no multiplier blocks, both multipliers are logic.
//! Model: [`crate::model::field::reduce_barrett_dsp`]. Test: `tests/rtl_reduce.rs`
//! (exhaustive) and the unit tests below.

use rust_hdl::prelude::*;

use crate::model::field::{BARRETT_DSP_SHIFT, BARRETT_M, reduce_barrett_dsp};
use crate::params::{COEFF_BITS, PRODUCT_BITS, Q};

// The slice offsets and widths in `update` are literals; tie them to the parameters.
const _: () = assert!(PRODUCT_BITS == 24 && COEFF_BITS == 12 && BARRETT_DSP_SHIFT == 8);
const _: () = assert!(BARRETT_M < (1 << 16));
// c − t·q < 2q < 2^13, so 13 bits of r0 suffice.
const _: () = assert!(2 * Q <= (1 << 13));

#[derive(LogicBlock)]
pub struct BarrettDsp {
    pub c: Signal<In, Bits<24>>,
    pub r: Signal<Out, Bits<12>>,
    /// m = ⌊2^24/q⌋ (from [`BARRETT_M`]).
    m: Constant<Bits<16>>,
    /// q, the second multiplier's constant operand.
    q16: Constant<Bits<16>>,
    /// q, for the conditional subtract.
    q: Constant<Bits<13>>,
    /// x = c[23:8].
    x: Signal<Local, Bits<16>>,
    /// x·m (first multiplier).
    p: Signal<Local, Bits<32>>,
    /// t = p[27:16], zero-extended to 16 bits.
    t: Signal<Local, Bits<16>>,
    /// t·q (second multiplier).
    tq: Signal<Local, Bits<32>>,
    /// r0 = c − t·q mod 2^13 ∈ [0, 2q).
    r0: Signal<Local, Bits<13>>,
    /// r0 after the conditional subtract, ∈ [0, q).
    r1: Signal<Local, Bits<13>>,
}

impl Default for BarrettDsp {
    fn default() -> Self {
        Self {
            c: Default::default(),
            r: Default::default(),
            m: Constant::new((BARRETT_M as u64).into()),
            q16: Constant::new((Q as u64).into()),
            q: Constant::new((Q as u64).into()),
            x: Default::default(),
            p: Default::default(),
            t: Default::default(),
            tq: Default::default(),
            r0: Default::default(),
            r1: Default::default(),
        }
    }
}

impl Logic for BarrettDsp {
    #[hdl_gen]
    fn update(&mut self) {
        self.x.next = self.c.val().get_bits::<16>(8);
        self.p.next = self.x.val() * self.m.val();
        self.t.next = bit_cast::<16, 12>(self.p.val().get_bits::<12>(16));
        self.tq.next = self.t.val() * self.q16.val();
        self.r0.next = self.c.val().get_bits::<13>(0) - self.tq.val().get_bits::<13>(0);
        if self.r0.val() >= self.q.val() {
            self.r1.next = self.r0.val() - self.q.val();
        } else {
            self.r1.next = self.r0.val();
        }
        self.r.next = self.r1.val().get_bits::<12>(0);
    }
}

crate::impl_reducer!(BarrettDsp, "reduce_barrett_dsp", reduce_barrett_dsp, true);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rtl::reduce::{assert_smoke, verilog};

    #[test]
    fn smoke() {
        assert_smoke::<BarrettDsp>();
        assert_eq!(
            verilog::<BarrettDsp>().matches(" * ").count(),
            2,
            "two multipliers, one DSP48 each"
        );
    }
}
