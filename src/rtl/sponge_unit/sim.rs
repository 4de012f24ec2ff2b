//! A driver for [`SpongeUnit`] in RustHDL's direct `simulate()` loop, with the byte memory
//! (one cycle of read latency) and the sample slots behind its ports: it hands the unit one
//! command at a time ([`Step`]: after some idle cycles, and optionally cut short by a reset),
//! as the sequencer does, and returns what the unit wrote and how many cycles it took
//! ([`CommandRun`]), for the test to compare with the model.

use anyhow::{Result, bail};
use rust_hdl::prelude::*;

use super::{SpongeUnit, SpongeUnitIo};
use crate::model::ntt::Poly;
use crate::model::sequencer::Command;
use crate::sim::Clocked;

/// Cycles after which a command gives up (a SampleNTT of the CCTV unlucky vectors takes about
/// 3,700 on the serial core).
pub const COMMAND_LIMIT: u64 = 100_000;

/// One command as the drivers hand it over.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Step {
    pub command: Command,
    /// Idle cycles (`cmd_valid` low) before the command.
    pub gap: u32,
    /// When nonzero: `reset` is high in this cycle of the command (counted from the one it is
    /// taken in), which aborts it.
    pub abort: u32,
}

impl From<Command> for Step {
    fn from(command: Command) -> Self {
        Step {
            command,
            ..Default::default()
        }
    }
}

/// What the unit did with one command.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CommandRun {
    /// From the cycle the unit took the command to the cycle `ready` was high again (for an
    /// aborted command: from the reset cycle).
    pub cycles: u64,
    /// The command was aborted by a reset.
    pub aborted: bool,
    /// Byte memory writes (address, byte), in order.
    pub mem_writes: Vec<(u16, u8)>,
    /// Coefficient writes (slot, index, value), in order.
    pub coeff_writes: Vec<(u8, u8, u16)>,
}

impl CommandRun {
    /// Applies the writes to a byte memory and slots.
    pub fn apply(&self, mem: &mut [u8], slots: &mut [Poly]) -> Result<()> {
        for &(a, b) in &self.mem_writes {
            let Some(m) = mem.get_mut(a as usize) else {
                bail!("write to byte {a}, past the memory");
            };
            *m = b;
        }
        for &(s, i, v) in &self.coeff_writes {
            let Some(p) = slots.get_mut(s as usize) else {
                bail!("coefficient write to slot {s}, which does not exist");
            };
            p[i as usize] = v;
        }
        Ok(())
    }
}

/// The unit with its clock driven by hand and a byte memory behind it.
pub struct SpongeUnitSim<U: SpongeUnitIo = SpongeUnit> {
    uut: Box<U>,
    /// The byte memory the unit reads.
    pub mem: Vec<u8>,
    /// Rising edges so far.
    pub cycles: u64,
}

impl<U: SpongeUnitIo> Clocked for SpongeUnitSim<U> {
    fn circuit(&self) -> String {
        crate::sim::block_name::<U>()
    }

    fn tick(&mut self) {
        crate::sim::clock_cycle(&mut *self.uut, "SpongeUnit", 100, |u, c| {
            u.io().clock.next = Clock::from(c)
        });
        self.cycles += 1;
    }
}

fn val<const N: usize>(s: &Signal<Out, Bits<N>>) -> u64 {
    s.val().index() as u64
}

impl<U: SpongeUnitIo> SpongeUnitSim<U> {
    /// A unit after reset (and the sponge's clearing), with the byte memory `mem`.
    pub fn new(mem: Vec<u8>) -> Result<Self> {
        let mut uut = Box::new(U::default());
        uut.connect_all();
        let mut sim = Self {
            uut,
            mem,
            cycles: 0,
        };
        sim.uut.io().reset.next = true;
        sim.tick();
        sim.uut.io().reset.next = false;
        sim.wait_until(COMMAND_LIMIT as usize, "ready after reset", |s| {
            crate::sim::settle(&mut *s.uut, "SpongeUnit", 100);
            s.uut.io().ready.val()
        })?;
        Ok(sim)
    }

    /// Hands `cmd` to the unit and clocks it until it is ready again.
    pub fn run(&mut self, cmd: &Command) -> Result<CommandRun> {
        self.step(&Step::from(*cmd))
    }

    /// Runs one [`Step`].
    pub fn step(&mut self, step: &Step) -> Result<CommandRun> {
        let cmd = &step.command;
        for _ in 0..step.gap {
            self.uut.io().cmd_valid.next = false;
            self.tick();
        }
        let mut run = CommandRun::default();
        {
            let u = self.uut.io();
            u.cmd_valid.next = true;
            u.cmd_op.next = (cmd.op as u64).into();
            u.cmd_addr.next = (cmd.addr as u64).into();
            u.cmd_len.next = (cmd.len as u64).into();
            u.cmd_byte.next = (cmd.byte as u64).into();
            u.cmd_func.next = (cmd.func as u64).into();
            u.cmd_slot.next = (cmd.slot_r as u64).into();
            u.cmd_eta.next = (cmd.eta as u64).into();
        }
        let mut since = 0;
        for t in 0..COMMAND_LIMIT {
            let reset = step.abort != 0 && t == step.abort as u64;
            self.uut.io().reset.next = reset;
            if reset {
                run.aborted = true;
                since = t;
            }
            crate::sim::settle(&mut *self.uut, "SpongeUnit", 100);
            let u = self.uut.io();
            if t == 0 && !u.ready.val() {
                bail!("SpongeUnit: not ready for {cmd:?}");
            }
            if t > 0 && u.ready.val() {
                run.cycles = t - since;
                return Ok(run);
            }
            let raddr = val(u.mem_raddr) as usize;
            let write = u
                .mem_we
                .val()
                .then(|| (val(u.mem_waddr) as u16, val(u.mem_wdata) as u8));
            if u.coeff_write.val() {
                run.coeff_writes.push((
                    val(u.coeff_slot) as u8,
                    val(u.coeff_index) as u8,
                    val(u.coeff_value) as u16,
                ));
            }
            self.tick();
            // The memory at the edge: the read port registers the old byte, then the write.
            let byte = self.mem.get(raddr).copied().unwrap_or(0);
            self.uut.io().mem_rdata.next = (byte as u64).into();
            if let Some((a, b)) = write {
                let Some(m) = self.mem.get_mut(a as usize) else {
                    bail!("SpongeUnit: write to byte {a}, past the memory");
                };
                *m = b;
                run.mem_writes.push((a, b));
            }
            let u = self.uut.io();
            u.cmd_valid.next = false;
            u.reset.next = false;
        }
        bail!("SpongeUnit: not ready after {COMMAND_LIMIT} cycles of {cmd:?}")
    }
}
