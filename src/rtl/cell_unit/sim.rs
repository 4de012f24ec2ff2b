//! A driver for [`CellUnit`] in RustHDL's direct `simulate()` loop, with the byte memory
//! (one cycle of read latency) behind its ports: it hands the unit one command at a time, as
//! the sequencer does, and returns what it wrote, its `fail` and its cycles ([`CellRun`]).

use anyhow::{Result, bail};
use rust_hdl::prelude::*;

use super::CellUnit;
use crate::model::sequencer::Command;
use crate::sim::Clocked;

/// Cycles after which a command gives up.
pub const COMMAND_LIMIT: u64 = 1_000;

/// One command as the drivers hand it over.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CellStep {
    pub command: Command,
    /// The difference flag during the command.
    pub diff: bool,
    /// Idle cycles before the command.
    pub gap: u32,
}

/// What the unit did with one command.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CellRun {
    /// From the cycle the unit took the command to the cycle of its `done`, inclusive.
    pub cycles: u64,
    /// `fail` with `done`.
    pub fail: bool,
    /// Byte memory writes (address, byte), in order.
    pub mem_writes: Vec<(u16, u8)>,
}

/// The unit with its clock driven by hand and a byte memory behind it.
pub struct CellUnitSim {
    uut: Box<CellUnit>,
    /// The byte memory.
    pub mem: Vec<u8>,
}

impl Clocked for CellUnitSim {
    fn circuit(&self) -> String {
        crate::sim::block_name::<CellUnit>()
    }

    fn tick(&mut self) {
        crate::sim::clock_cycle(&mut *self.uut, "CellUnit", 100, |u, c| {
            u.clock.next = Clock::from(c)
        });
    }
}

fn val<const N: usize>(s: &Signal<Out, Bits<N>>) -> u64 {
    s.val().index() as u64
}

impl CellUnitSim {
    /// A unit after reset, with the byte memory `mem`.
    pub fn new(mem: Vec<u8>) -> Self {
        let mut uut = Box::new(CellUnit::default());
        uut.connect_all();
        let mut sim = Self { uut, mem };
        sim.uut.reset.next = true;
        sim.tick();
        sim.uut.reset.next = false;
        sim
    }

    /// Runs one [`CellStep`].
    pub fn step(&mut self, step: &CellStep) -> Result<CellRun> {
        let cmd = &step.command;
        for _ in 0..step.gap {
            self.uut.cmd_valid.next = false;
            self.tick();
        }
        {
            let u = &mut self.uut;
            u.cmd_valid.next = true;
            u.cmd_op.next = (cmd.op as u64).into();
            u.cmd_addr.next = (cmd.addr as u64).into();
            u.cmd_cell_a.next = (cmd.cell_a as u64).into();
            u.cmd_cell_b.next = (cmd.cell_b as u64).into();
            u.cmd_cell_c.next = (cmd.cell_c as u64).into();
            u.diff.next = step.diff;
        }
        let mut run = CellRun::default();
        for t in 0..COMMAND_LIMIT {
            crate::sim::settle(&mut *self.uut, "CellUnit", 100);
            let u = &self.uut;
            let raddr = val(&u.mem_raddr) as usize;
            let write = u
                .mem_we
                .val()
                .then(|| (val(&u.mem_waddr) as u16, val(&u.mem_wdata) as u8));
            let (done, fail) = (u.done.val(), u.fail.val());
            self.tick();
            let byte = self.mem.get(raddr).copied().unwrap_or(0);
            self.uut.mem_rdata.next = (byte as u64).into();
            if let Some((a, b)) = write {
                let Some(m) = self.mem.get_mut(a as usize) else {
                    bail!("CellUnit: write to byte {a}, past the memory");
                };
                *m = b;
                run.mem_writes.push((a, b));
            }
            self.uut.cmd_valid.next = false;
            if done {
                (run.cycles, run.fail) = (t + 1, fail);
                return Ok(run);
            }
        }
        bail!("CellUnit: no done after {COMMAND_LIMIT} cycles of {cmd:?}")
    }
}
