//! `RegisteredDadda`: [`DaddaReducer`] between two register banks, the timing harness of the
//! reduction paper's Fig. 6 (24 input and 12 output flip-flops); used for the waveform
//! (`make vcd`) and, as the same structure in Verilog, by the iCE40 Fmax measurement.
//!
//! | port | dir | width | meaning |
//! |---|---|---|---|
//! | `clock` | in | 1 | clock |
//! | `c_in` | in | 24 | product, registered at each rising edge |
//! | `r_out` | out | 12 | c_in mod q from two rising edges earlier |
//!
//! Latency: 2 cycles (input register, reducer, output register); throughput 1 per cycle.
//! Range: c_in ∈ [0, (q−1)^2], r_out ∈ [0, q).
//! Model: [`crate::model::field::reduce_dadda`]. Test: `tests/rtl_reduce.rs` (`write_vcd`).

use rust_hdl::prelude::*;

use super::DaddaReducer;

#[derive(LogicBlock, Default)]
pub struct RegisteredDadda {
    pub clock: Signal<In, Clock>,
    pub c_in: Signal<In, Bits<24>>,
    pub r_out: Signal<Out, Bits<12>>,
    c_reg: DFF<Bits<24>>,
    r_reg: DFF<Bits<12>>,
    reducer: DaddaReducer,
}

impl Logic for RegisteredDadda {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, c_reg, r_reg);
        self.c_reg.d.next = self.c_in.val();
        self.reducer.c.next = self.c_reg.q.val();
        self.r_reg.d.next = self.reducer.r.val();
        self.r_out.next = self.r_reg.q.val();
    }
}

/// The Verilog RustHDL exports for [`RegisteredDadda`] (module `top`).
pub fn verilog() -> String {
    let mut uut = RegisteredDadda::default();
    uut.connect_all();
    generate_verilog(&uut)
}

/// Pipeline latency of [`RegisteredDadda`] in clock cycles.
pub const REGISTERED_LATENCY: usize = 2;

/// The waveform writer of [`RegisteredDadda`] lives with the unit's drivers
/// ([`super::sim::write_vcd`]); re-exported here for its callers (`mlkem-flow vcd`,
/// `tests/rtl_reduce.rs`).
pub use super::sim::write_vcd;
