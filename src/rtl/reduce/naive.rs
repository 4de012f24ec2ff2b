//! `NaiveReducer`: r = c mod q written as the Verilog `%` operator (the specification as a
//! circuit; the baseline every other reducer is compared with).
//!
//! | port | dir | width | meaning |
//! |---|---|---|---|
//! | `c` | in | 24 | product of two coefficients, c ∈ [0, (q−1)^2] |
//! | `r` | out | 12 | c mod q ∈ [0, q) |
//!
//! Latency: combinational (0 cycles). RustHDL has no `%`, so the block is a
//! `Verilog::Custom` module whose Rust `update` is the same operation.
//! Model: [`crate::model::field::reduce_naive`]. Test: `tests/rtl_reduce.rs`.

use rust_hdl::prelude::*;

use crate::model::field::reduce_naive;
use crate::params::Q;

#[derive(LogicBlock, Default)]
pub struct NaiveReducer {
    pub c: Signal<In, Bits<24>>,
    pub r: Signal<Out, Bits<12>>,
}

impl Logic for NaiveReducer {
    fn update(&mut self) {
        self.r.next = (reduce_naive(self.c.val().index() as u32) as u64).into();
    }

    fn connect(&mut self) {
        self.r.connect();
    }

    fn hdl(&self) -> Verilog {
        Verilog::Custom(format!("always @(*) r = c % 24'd{Q};"))
    }
}

crate::impl_reducer!(NaiveReducer, "reduce_naive", reduce_naive);

#[cfg(test)]
mod tests {
    #[test]
    fn smoke() {
        crate::rtl::reduce::assert_smoke::<super::NaiveReducer>();
    }
}
