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

use std::path::Path;

use rust_hdl::prelude::*;

use super::DaddaReducer;
use crate::model::field::reduce_dadda;

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

/// Simulates [`RegisteredDadda`] fed `products` one per cycle, checks every output against
/// the model after the 2-cycle latency, and writes the waveform to `vcd` (GTKWave opens it).
/// Returns the outputs in order.
pub fn write_vcd(products: &[u32], vcd: &Path) -> anyhow::Result<Vec<u32>> {
    use anyhow::Context;
    let inputs = products.to_vec();
    let outputs = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let collected = outputs.clone();
    let mut sim = Simulation::new();
    // 100 MHz: a half period of 5000 ps.
    sim.add_clock(5000, |x: &mut Box<RegisteredDadda>| {
        x.clock.next = !x.clock.val()
    });
    sim.add_testbench(move |mut sim: Sim<RegisteredDadda>| {
        let mut x = sim.init()?;
        // The product presented before rising edge k is at r_out after edge k + 1.
        let cycles = inputs.len() + REGISTERED_LATENCY - 1;
        for cycle in 0..cycles {
            x.c_in.next = (*inputs.get(cycle).unwrap_or(&0) as u64).into();
            wait_clock_true!(sim, clock, x);
            wait_clock_false!(sim, clock, x);
            if cycle + 1 >= REGISTERED_LATENCY {
                let c = inputs[cycle + 1 - REGISTERED_LATENCY];
                let r = x.r_out.val().index() as u32;
                collected.lock().unwrap().push(r);
                sim_assert_eq!(sim, r, reduce_dadda(c), x);
            }
        }
        sim.done(x)
    });
    if let Some(dir) = vcd.parent() {
        std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    }
    let file = std::fs::File::create(vcd).with_context(|| format!("creating {}", vcd.display()))?;
    let max_time = 10_000 * (products.len() as u64 + 8);
    sim.run_traced(
        Box::new(RegisteredDadda::default()),
        max_time,
        std::io::BufWriter::new(file),
    )
    .map_err(|e| anyhow::anyhow!("RegisteredDadda simulation failed: {e:?}"))?;
    let out = outputs.lock().unwrap().clone();
    Ok(out)
}
