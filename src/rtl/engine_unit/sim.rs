//! A driver for [`EngineUnit`] in RustHDL's direct `simulate()` loop: it loads and reads the
//! slots through the unit's codec and sampler ports, hands it one command at a time as the
//! sequencer does (with, if asked, the sampler filling a sample buffer while the command
//! runs), and returns its cycles ([`EngineRun`]).

use anyhow::{Result, bail};
use rust_hdl::prelude::*;

use super::EngineUnit;
use crate::model::ntt::Poly;
use crate::model::sequencer::{Command, SAMPLE_BUFFERS};
use crate::params::N;
use crate::sim::Clocked;

/// Cycles after which a command gives up (the longest takes 902).
pub const COMMAND_LIMIT: u64 = 2_000;

/// One command as the drivers hand it over.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EngineStep {
    pub command: Command,
    /// Idle cycles before the command.
    pub gap: u32,
    /// When nonzero: `reset` is high in this cycle of the command (counted from the one it is
    /// taken in), which aborts it.
    pub abort: u32,
    /// The sampler writes this polynomial into this sample buffer, a coefficient a cycle from
    /// the cycle the command is taken in (every command lasts at least 256 cycles).
    pub sample: Option<(u8, Box<Poly>)>,
}

/// What the unit did with one command.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EngineRun {
    /// From the cycle the unit took the command to the cycle of its `done` (or of the reset
    /// that aborted it), inclusive.
    pub cycles: u64,
    /// The command was aborted by a reset.
    pub aborted: bool,
}

/// The unit with its clock driven by hand.
pub struct EngineUnitSim {
    uut: Box<EngineUnit>,
}

impl Clocked for EngineUnitSim {
    fn circuit(&self) -> String {
        crate::sim::block_name::<EngineUnit>()
    }

    fn tick(&mut self) {
        crate::sim::clock_cycle(&mut *self.uut, "EngineUnit", 200, |u, c| {
            u.clock.next = Clock::from(c)
        });
    }
}

impl Default for EngineUnitSim {
    fn default() -> Self {
        Self::new()
    }
}

impl EngineUnitSim {
    /// A unit after reset (its slots hold zeros).
    pub fn new() -> Self {
        let mut uut = Box::new(EngineUnit::default());
        uut.connect_all();
        let mut sim = Self { uut };
        sim.uut.reset.next = true;
        sim.tick();
        sim.uut.reset.next = false;
        sim
    }

    fn settle(&mut self) {
        crate::sim::settle(&mut *self.uut, "EngineUnit", 200);
    }

    /// Writes `poly` into `slot` while the unit is idle: through the codec's port, or the
    /// sampler's for a sample buffer (256 cycles).
    pub fn load(&mut self, slot: usize, poly: &Poly) {
        let sample = SAMPLE_BUFFERS.contains(&(slot as u8));
        for (j, &c) in poly.iter().enumerate() {
            let u = &mut self.uut;
            if sample {
                u.smp_write.next = true;
                u.smp_slot.next = (slot as u64).into();
                u.smp_index.next = (j as u64).into();
                u.smp_value.next = (c as u64).into();
            } else {
                u.coeff_write.next = true;
                u.coeff_slot.next = (slot as u64).into();
                u.coeff_index.next = (j as u64).into();
                u.coeff_value.next = (c as u64).into();
            }
            self.tick();
        }
        self.uut.smp_write.next = false;
        self.uut.coeff_write.next = false;
        self.settle();
    }

    /// Reads `slot` through the codec's port (256 cycles: a coefficient is there the cycle
    /// after its address).
    pub fn read(&mut self, slot: usize) -> Poly {
        let mut out = [0u16; N];
        for (j, c) in out.iter_mut().enumerate() {
            self.uut.poly_rslot.next = (slot as u64).into();
            self.uut.poly_rindex.next = (j as u64).into();
            self.tick();
            self.settle();
            *c = self.uut.poly_rdata.val().index() as u16;
        }
        out
    }

    /// Runs one [`EngineStep`].
    pub fn step(&mut self, step: &EngineStep) -> Result<EngineRun> {
        let cmd = &step.command;
        self.uut.cmd_valid.next = false;
        for _ in 0..step.gap {
            self.tick();
        }
        {
            let u = &mut self.uut;
            u.cmd_valid.next = true;
            u.cmd_op.next = (cmd.op as u64).into();
            u.cmd_slot_a.next = (cmd.slot_a as u64).into();
            u.cmd_slot_b.next = (cmd.slot_b as u64).into();
            u.cmd_slot_r.next = (cmd.slot_r as u64).into();
            u.cmd_first.next = cmd.first;
            u.cmd_sub.next = cmd.sub;
        }
        for t in 0..COMMAND_LIMIT {
            let abort = step.abort != 0 && t == step.abort as u64;
            self.uut.reset.next = abort;
            match &step.sample {
                Some((slot, poly)) if (t as usize) < N => {
                    self.uut.smp_write.next = true;
                    self.uut.smp_slot.next = (*slot as u64).into();
                    self.uut.smp_index.next = t.into();
                    self.uut.smp_value.next = (poly[t as usize] as u64).into();
                }
                _ => self.uut.smp_write.next = false,
            }
            self.settle();
            let done = self.uut.done.val();
            self.tick();
            self.uut.cmd_valid.next = false;
            self.uut.reset.next = false;
            if done || abort {
                self.uut.smp_write.next = false;
                self.settle();
                if t + 1 < N as u64 && step.sample.is_some() && !abort {
                    bail!(
                        "EngineUnit: done after {} cycles, before the sampler",
                        t + 1
                    );
                }
                return Ok(EngineRun {
                    cycles: t + 1,
                    aborted: abort,
                });
            }
        }
        bail!("EngineUnit: no done after {COMMAND_LIMIT} cycles of {cmd:?}")
    }
}
