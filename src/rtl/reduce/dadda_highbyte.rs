//! `DaddaHighByteReducer`: the paper's bit tree and Dadda compressor ([`DaddaTree`]) with a
//! final stage of our own, going beyond the paper (§3.1, Fig. 4) for LUT-based FPGAs.
//!
//! The paper corrects S = s + d ∈ (−q, 3q) with three 15-bit adders whose sign bits drive the
//! select. Here the correction k ∈ {2, 1, 0, −1} is decided from the high byte of S instead:
//! q = 13·2^8 + 1, so S ≥ q ⟺ S[14:8] > 13 or (S[14:8] = 13 and S[7:0] ≠ 0), and
//! S ≥ 2q = 26·2^8 + 2 ⟺ S[14:8] > 26 or (S[14:8] = 26 and S[7:1] ≠ 0): 7-bit comparisons
//! with constants and two small ORs rather than two 15-bit carry chains. The four candidates
//! need only 12 bits (r < q < 2^12): S[11:0] + (−kq mod 2^12), in parallel with the decision.
//!
//! | port | dir | width | meaning |
//! |---|---|---|---|
//! | `c` | in | 24 | product of two coefficients, c ∈ [0, (q−1)^2] |
//! | `r` | out | 12 | c mod q ∈ [0, q) |
//!
//! Latency: combinational (0 cycles).
//! Model: [`crate::model::field::reduce_dadda_highbyte`]. Test: `tests/rtl_reduce.rs`.

use rust_hdl::prelude::*;

use super::dadda::DaddaTree;
use super::minus_mod_2k;
use crate::model::field::reduce_dadda_highbyte;
use crate::params::Q;

// The decision thresholds below are q = 13·2^8 + 1 and 2q = 26·2^8 + 2.
const _: () = assert!(Q == 13 * 256 + 1);

#[derive(LogicBlock)]
pub struct DaddaHighByteReducer {
    pub c: Signal<In, Bits<24>>,
    pub r: Signal<Out, Bits<12>>,
    tree: DaddaTree,
    /// S = s + d, a signed 15-bit value in (−q, 3q).
    sum: Signal<Local, Bits<15>>,
    /// S[14:8] and whether S[7:0] ≠ 0, S[7:1] ≠ 0.
    high: Signal<Local, Bits<7>>,
    low_nonzero: Signal<Local, Bit>,
    low_above_1: Signal<Local, Bit>,
    /// S ≥ 2q and S ≥ q, for S ≥ 0.
    ge_2q: Signal<Local, Bit>,
    ge_q: Signal<Local, Bit>,
    /// The candidates S − 2q, S − q, S + q, low 12 bits.
    minus_2q: Signal<Local, Bits<12>>,
    minus_q: Signal<Local, Bits<12>>,
    plus_q: Signal<Local, Bits<12>>,
    k_minus_2q: Constant<Bits<12>>,
    k_minus_q: Constant<Bits<12>>,
    k_plus_q: Constant<Bits<12>>,
}

impl Default for DaddaHighByteReducer {
    fn default() -> Self {
        Self {
            c: Default::default(),
            r: Default::default(),
            tree: Default::default(),
            sum: Default::default(),
            high: Default::default(),
            low_nonzero: Default::default(),
            low_above_1: Default::default(),
            ge_2q: Default::default(),
            ge_q: Default::default(),
            minus_2q: Default::default(),
            minus_q: Default::default(),
            plus_q: Default::default(),
            k_minus_2q: Constant::new(minus_mod_2k(2 * Q, 12).into()),
            k_minus_q: Constant::new(minus_mod_2k(Q, 12).into()),
            k_plus_q: Constant::new((Q as u64 & 0xFFF).into()),
        }
    }
}

impl Logic for DaddaHighByteReducer {
    #[hdl_gen]
    fn update(&mut self) {
        self.tree.c.next = self.c.val();
        self.sum.next = self.tree.s.val() + self.tree.d.val();
        self.high.next = self.sum.val().get_bits::<7>(8);
        self.low_nonzero.next = self.sum.val().get_bits::<8>(0).any();
        self.low_above_1.next = self.sum.val().get_bits::<7>(1).any();
        self.minus_2q.next = self.sum.val().get_bits::<12>(0) + self.k_minus_2q.val();
        self.minus_q.next = self.sum.val().get_bits::<12>(0) + self.k_minus_q.val();
        self.plus_q.next = self.sum.val().get_bits::<12>(0) + self.k_plus_q.val();
        // k = 2 if S ≥ 2q, 1 if S ≥ q (S ≥ 0 here; a negative S is caught first below).
        self.ge_2q.next = self.low_above_1.val();
        if self.high.val() != 26 {
            self.ge_2q.next = self.high.val() > 26;
        }
        self.ge_q.next = self.low_nonzero.val();
        if self.high.val() != 13 {
            self.ge_q.next = self.high.val() > 13;
        }
        if self.sum.val().get_bit(14) {
            self.r.next = self.plus_q.val();
        } else if self.ge_2q.val() {
            self.r.next = self.minus_2q.val();
        } else if self.ge_q.val() {
            self.r.next = self.minus_q.val();
        } else {
            self.r.next = self.sum.val().get_bits::<12>(0);
        }
    }
}

crate::impl_reducer!(
    DaddaHighByteReducer,
    "reduce_dadda_highbyte",
    reduce_dadda_highbyte
);

#[cfg(test)]
mod tests {
    #[test]
    fn smoke() {
        crate::rtl::reduce::assert_smoke::<super::DaddaHighByteReducer>();
    }
}
