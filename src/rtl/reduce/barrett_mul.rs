//! PLACEHOLDER (being written): BarrettMul. Computes c % q with the naive custom block until replaced.
use crate::params::Q;
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct BarrettMul {
    pub c: Signal<In, Bits<24>>,
    pub r: Signal<Out, Bits<12>>,
}

impl Logic for BarrettMul {
    fn update(&mut self) {
        self.r.next = ((self.c.val().index() as u32 % Q) as u64).into();
    }
    fn connect(&mut self) {
        self.r.connect();
    }
    fn hdl(&self) -> Verilog {
        Verilog::Custom(format!("always @(*) r = c % 24'd{Q};"))
    }
}

fn placeholder_model(c: u32) -> u32 {
    c % Q
}
crate::impl_reducer!(BarrettMul, "reduce_barrett_mul", placeholder_model);
