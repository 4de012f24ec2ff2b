//! `BarrettShiftAddChain`: r = c mod q by Barrett reduction with m = ⌊2^24/q⌋ = 5039 formed
//! by a chain of shifts and adds, no multiplier.
//!
//! Reference: Chen et al., Integration (the VLSI journal) 2021, as the reduction paper
//! (`shared/seeds/000`, §4, Table 2, ref. [18]) describes it: "shift addition to avoid
//! multiplication in Barrett reduction … the multiple shift operations have dependency
//! chains, leading to longer delays". The paper's own text was not available to us: this is
//! our reconstruction, the full-width Barrett of [`super::BarrettMul`] with its multiplier
//! written as the shift-add chain c·5039 = c·2^12 + c·2^10 − c·2^6 − c·2^4 − c (four
//! dependent 36-bit adders), t = ⌊c·5039 / 2^24⌋, r0 = c − t·q (13 bits, t·q as shifts too)
//! ∈ [0, 2q), then one conditional subtract.
//!
//! | port | dir | width | meaning |
//! |---|---|---|---|
//! | `c` | in | 24 | product of two coefficients, c ∈ [0, (q−1)^2] |
//! | `r` | out | 12 | c mod q ∈ [0, q) |
//!
//! Latency: combinational (0 cycles); five dependent adders, the t·q adders, a subtract and
//! a comparator.
//! Model: [`crate::model::field::reduce_barrett_shiftadd_chain`]. Test: `tests/rtl_reduce.rs`
//! (exhaustive) and the unit tests below.

use rust_hdl::prelude::*;

use crate::model::field::reduce_barrett_shiftadd_chain;
use crate::params::{COEFF_BITS, PRODUCT_BITS, Q};

// The slice offsets and widths in `update` are literals; tie them to the parameters.
const _: () = assert!(PRODUCT_BITS == 24 && COEFF_BITS == 12);
// t·q is written as t + (t << 8) + (t << 10) + (t << 11).
const _: () = assert!(Q == 1 + (1 << 8) + (1 << 10) + (1 << 11));

#[derive(LogicBlock)]
pub struct BarrettShiftAddChain {
    pub c: Signal<In, Bits<24>>,
    pub r: Signal<Out, Bits<12>>,
    /// q, for the conditional subtract.
    q: Constant<Bits<13>>,
    /// c widened to 36 bits (c·5039 < 2^36).
    cw: Signal<Local, Bits<36>>,
    /// c·2^12 + c·2^10.
    p1: Signal<Local, Bits<36>>,
    /// p1 − c·2^6.
    p2: Signal<Local, Bits<36>>,
    /// p2 − c·2^4.
    p3: Signal<Local, Bits<36>>,
    /// p3 − c = c·5039.
    p4: Signal<Local, Bits<36>>,
    /// t = ⌊c·5039 / 2^24⌋, widened to 13 bits.
    tw: Signal<Local, Bits<13>>,
    /// t·q mod 2^13.
    tq: Signal<Local, Bits<13>>,
    /// r0 = c − t·q ∈ [0, 2q).
    r0: Signal<Local, Bits<13>>,
    /// r0 after the conditional subtract, ∈ [0, q).
    r1: Signal<Local, Bits<13>>,
}

impl Default for BarrettShiftAddChain {
    fn default() -> Self {
        Self {
            c: Default::default(),
            r: Default::default(),
            q: Constant::new((Q as u64).into()),
            cw: Default::default(),
            p1: Default::default(),
            p2: Default::default(),
            p3: Default::default(),
            p4: Default::default(),
            tw: Default::default(),
            tq: Default::default(),
            r0: Default::default(),
            r1: Default::default(),
        }
    }
}

impl Logic for BarrettShiftAddChain {
    #[hdl_gen]
    fn update(&mut self) {
        self.cw.next = bit_cast::<36, 24>(self.c.val());
        self.p1.next = (self.cw.val() << 12) + (self.cw.val() << 10);
        self.p2.next = self.p1.val() - (self.cw.val() << 6);
        self.p3.next = self.p2.val() - (self.cw.val() << 4);
        self.p4.next = self.p3.val() - self.cw.val();
        self.tw.next = bit_cast::<13, 12>(self.p4.val().get_bits::<12>(24));
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

crate::impl_reducer!(
    BarrettShiftAddChain,
    "reduce_barrett_chain",
    reduce_barrett_shiftadd_chain
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rtl::reduce::{assert_smoke, verilog};

    #[test]
    fn smoke() {
        assert_smoke::<BarrettShiftAddChain>();
        assert!(
            !verilog::<BarrettShiftAddChain>().contains(" * "),
            "the shift-add chain has no multiplier"
        );
    }
}
