//! A driver for [`NttEngine`] in RustHDL's direct `simulate()` loop (no harness: about 40×
//! faster, guide §2): load and read slots through the host port, run operations and count
//! their busy cycles (the start pulse's cycle not counted, every cycle with `busy` high
//! counted). Used by the tests, the report's cycle counts and `make vcd`.

use anyhow::{Result, bail};
use rust_hdl::prelude::*;

use super::NttEngine;
use super::engine::EngineIo;
use crate::model::ntt::Poly;
use crate::model::ntt_engine::EngineOp;
use crate::params::N;
use crate::sim::Clocked;

/// Cycles after which [`EngineSim::run`] gives up on an operation that never finishes.
pub const RUN_LIMIT: usize = 10_000;

/// An engine instance with its clock driven by hand: `E` is [`NttEngine`] unless another
/// butterfly's engine ([`super::engine::EngineIo`]) is named.
pub struct EngineSim<
    const P: usize,
    const AW: usize,
    const F: bool,
    const SW: usize,
    const KW: usize,
    const SBW: usize,
    E = NttEngine<P, AW, F, SW, KW, SBW>,
> {
    uut: Box<E>,
    /// Rising edges so far.
    pub cycles: u64,
}

impl<
    const P: usize,
    const AW: usize,
    const F: bool,
    const SW: usize,
    const KW: usize,
    const SBW: usize,
    E: EngineIo<SW>,
> Default for EngineSim<P, AW, F, SW, KW, SBW, E>
{
    fn default() -> Self {
        assert!(
            E::LANES == P && E::FUSED == F,
            "EngineSim<P = {P}, F = {F}> on an engine with P = {}, F = {}",
            E::LANES,
            E::FUSED
        );
        let mut uut = Box::new(E::default());
        uut.connect_all();
        let mut sim = Self { uut, cycles: 0 };
        sim.settle();
        sim
    }
}

impl<
    const P: usize,
    const AW: usize,
    const F: bool,
    const SW: usize,
    const KW: usize,
    const SBW: usize,
    E: EngineIo<SW>,
> Clocked for EngineSim<P, AW, F, SW, KW, SBW, E>
{
    fn circuit(&self) -> String {
        crate::sim::block_name::<E>()
    }

    fn tick(&mut self) {
        crate::sim::clock_cycle(&mut *self.uut, "NttEngine", 200, |u, c| {
            u.io().clock.next = Clock::from(c)
        });
        self.cycles += 1;
    }
}

impl<
    const P: usize,
    const AW: usize,
    const F: bool,
    const SW: usize,
    const KW: usize,
    const SBW: usize,
    E: EngineIo<SW>,
> EngineSim<P, AW, F, SW, KW, SBW, E>
{
    fn settle(&mut self) {
        crate::sim::settle(&mut *self.uut, "NttEngine", 200);
    }

    /// One clock cycle: the inputs set before the call are sampled at the rising edge.
    pub fn tick(&mut self) {
        Clocked::tick(self);
    }

    /// The engine itself, to set or observe ports between ticks.
    pub fn uut(&mut self) -> &mut E {
        &mut self.uut
    }

    /// Writes `poly` into `slot` through the host port (256 cycles).
    pub fn write_poly(&mut self, slot: usize, poly: &Poly) {
        for (j, &c) in poly.iter().enumerate() {
            self.uut.io().host_write.next = true;
            self.uut.io().host_slot.next = (slot as u64).into();
            self.uut.io().host_index.next = (j as u64).into();
            self.uut.io().host_wdata.next = (c as u64).into();
            self.tick();
        }
        self.uut.io().host_write.next = false;
        self.settle();
    }

    /// Writes `poly` into sample buffer `buffer` (0 or 1) through the banked engine's sample
    /// port (256 cycles).
    pub fn write_sample(&mut self, buffer: usize, poly: &Poly) {
        for (j, &c) in poly.iter().enumerate() {
            self.uut.io().smp_write.next = true;
            self.uut.io().smp_buffer.next = buffer == 1;
            self.uut.io().smp_index.next = (j as u64).into();
            self.uut.io().smp_value.next = (c as u64).into();
            self.tick();
        }
        self.uut.io().smp_write.next = false;
        self.settle();
    }

    /// Reads `slot` through the host port (256 cycles).
    pub fn read_poly(&mut self, slot: usize) -> Poly {
        let mut out = [0u16; N];
        for (j, c) in out.iter_mut().enumerate() {
            self.uut.io().host_slot.next = (slot as u64).into();
            self.uut.io().host_index.next = (j as u64).into();
            self.tick();
            *c = self.uut.io().host_rdata.val().index() as u16;
        }
        out
    }

    /// Cycles `op` takes on this engine ([`EngineOp::cycles_on`]).
    pub fn expected_cycles(op: EngineOp) -> usize {
        op.cycles_on(P, F)
    }

    /// Starts `op` on slots `a`, `b`, `r` and clocks until `done`; returns the number of
    /// cycles `busy` was high. Fails if the engine is busy already, or if it never finishes
    /// or `done` does not pulse.
    pub fn run(&mut self, op: EngineOp, a: usize, b: usize, r: usize) -> Result<usize> {
        if self.uut.io().busy.val() {
            bail!("engine busy before {}", op.name());
        }
        self.uut.io().op.next = op.code().into();
        self.uut.io().slot_a.next = (a as u64).into();
        self.uut.io().slot_b.next = (b as u64).into();
        self.uut.io().slot_r.next = (r as u64).into();
        self.uut.io().start.next = true;
        self.tick();
        self.uut.io().start.next = false;
        self.settle();
        let busy = self.wait_while(RUN_LIMIT, &format!("busy in {}", op.name()), |s| {
            s.uut.io().busy.val()
        })?;
        if !self.uut.io().done.val() {
            bail!("{}: busy fell without a done pulse", op.name());
        }
        Ok(busy)
    }

    /// Asserts `reset` for one cycle.
    pub fn reset(&mut self) {
        self.uut.io().reset.next = true;
        self.tick();
        self.uut.io().reset.next = false;
        self.settle();
    }
}

/// Simulates one NTT on the P = 1 engine in RustHDL's harness and writes its waveform to
/// `vcd` (GTKWave opens it): 256 host-port writes of `poly` into slot 0, the NTT (900
/// cycles), then 256 host-port reads. Returns the polynomial read back and the NTT's busy
/// cycles; fails if the simulation fails or the result is not FIPS 203's NTT(poly).
pub fn write_ntt_vcd(poly: &Poly, vcd: &std::path::Path) -> Result<(Poly, usize)> {
    use std::sync::{Arc, Mutex};
    type Engine = super::NttEngineP1;
    let input = *poly;
    let result = Arc::new(Mutex::new(([0u16; N], 0usize)));
    let collected = result.clone();
    crate::sim::vcd::run_traced(
        Engine::default(),
        vcd,
        2_000,
        |x| x.clock.next = !x.clock.val(),
        |x| x.clock.val().clk,
        move |bench, mut x| {
            for (j, &c) in input.iter().enumerate() {
                x.host_write.next = true;
                x.host_slot.next = 0u64.into();
                x.host_index.next = (j as u64).into();
                x.host_wdata.next = (c as u64).into();
                x = bench.cycle(x)?;
            }
            x.host_write.next = false;
            x.op.next = EngineOp::Ntt.code().into();
            x.slot_a.next = 0u64.into();
            x.start.next = true;
            x = bench.cycle(x)?;
            x.start.next = false;
            let (mut x, busy) = bench.wait_while(x, RUN_LIMIT, "busy in NTT", |x| x.busy.val())?;
            let mut out = [0u16; N];
            for (j, c) in out.iter_mut().enumerate() {
                x.host_index.next = (j as u64).into();
                x = bench.cycle(x)?;
                *c = x.host_rdata.val().index() as u16;
            }
            *collected.lock().unwrap() = (out, busy);
            Ok(x)
        },
    )?;
    let (out, busy) = *result.lock().unwrap();
    if out != crate::model::ntt::ntt(poly) {
        bail!("the traced NTT differs from FIPS 203's NTT");
    }
    Ok((out, busy))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::ntt_engine::{EngineModel, sample_poly};
    use crate::rtl::ntt::{NttEngineP1, NttEngineP2, NttEngineP2Fused};

    fn smoke<
        const P: usize,
        const AW: usize,
        const F: bool,
        const SW: usize,
        const KW: usize,
        const SBW: usize,
    >() {
        let mut sim = EngineSim::<P, AW, F, SW, KW, SBW>::default();
        let mut model = EngineModel::default();
        for s in 0..3 {
            let f = sample_poly(s as u32 + 1);
            sim.write_poly(s, &f);
            model.slots[s] = f;
        }
        assert_eq!(sim.read_poly(1), model.slots[1]);
        for (op, a, b, r) in [
            (EngineOp::Ntt, 0, 0, 0),
            (EngineOp::Intt, 1, 0, 0),
            (EngineOp::BaseMul, 0, 1, 3),
            (EngineOp::BaseMulAcc, 0, 2, 3),
            (EngineOp::Add, 0, 1, 4),
            (EngineOp::Sub, 4, 2, 5),
        ] {
            let cycles = sim.run(op, a, b, r).unwrap();
            model.execute(op, a, b, r);
            assert_eq!(
                cycles,
                op.cycles_on(P, F),
                "{} cycles, P = {P}, F = {F}",
                op.name()
            );
            for s in 0..6 {
                assert_eq!(
                    sim.read_poly(s),
                    model.slots[s],
                    "{} slot {s}, P = {P}",
                    op.name()
                );
            }
        }
    }

    #[test]
    fn p1_matches_model() {
        smoke::<1, 10, false, 3, 1, 1>();
        let _ = NttEngineP1::default();
    }

    #[test]
    fn p2_matches_model() {
        smoke::<2, 9, false, 3, 1, 1>();
        let _ = NttEngineP2::default();
    }

    #[test]
    fn p2_fused_matches_model() {
        smoke::<1, 10, true, 3, 1, 1>();
        let _ = NttEngineP2Fused::default();
    }
}
