//! `CorrectionSelect`: the final priority select of the bitwise reducers (reduction paper
//! §3.1, Fig. 4; Yaman et al. use the same): of the four candidates S − 2q, S − q, S, S + q
//! (15-bit two's complement), the first whose sign bit is clear, low 12 bits.
//!
//! | port | dir | width | meaning |
//! |---|---|---|---|
//! | `minus_2q`, `minus_q`, `sum`, `plus_q` | in | 15 | S − 2q, S − q, S, S + q mod 2^15 |
//! | `r` | out | 12 | S mod q when S ∈ [−q, 3q) |
//!
//! Latency: combinational (0 cycles). Used by [`super::DaddaReducer`] and
//! [`super::BitwiseYaman`]. Model: `select` in [`crate::model::bit_tree`].
//! Test: through the reducers (`tests/rtl_reduce.rs`).

use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct CorrectionSelect {
    pub minus_2q: Signal<In, Bits<15>>,
    pub minus_q: Signal<In, Bits<15>>,
    pub sum: Signal<In, Bits<15>>,
    pub plus_q: Signal<In, Bits<15>>,
    pub r: Signal<Out, Bits<12>>,
}

impl Logic for CorrectionSelect {
    #[hdl_gen]
    fn update(&mut self) {
        if !self.minus_2q.val().get_bit(14) {
            self.r.next = self.minus_2q.val().get_bits::<12>(0);
        } else if !self.minus_q.val().get_bit(14) {
            self.r.next = self.minus_q.val().get_bits::<12>(0);
        } else if !self.sum.val().get_bit(14) {
            self.r.next = self.sum.val().get_bits::<12>(0);
        } else {
            self.r.next = self.plus_q.val().get_bits::<12>(0);
        }
    }
}
