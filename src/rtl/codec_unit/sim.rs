//! A driver for [`CodecUnit`] in RustHDL's direct `simulate()` loop, with the byte memory and
//! the polynomial slots (each one cycle of read latency) behind its ports: it hands the unit
//! one command at a time, as the sequencer does, and returns what it wrote, its flags and its
//! cycles ([`CodecRun`]).

use anyhow::{Result, bail};
use rust_hdl::prelude::*;

use super::CodecUnit;
use crate::model::ntt::Poly;
use crate::model::sequencer::Command;
use crate::sim::Clocked;

/// Cycles after which a command gives up (the longest takes 390).
pub const COMMAND_LIMIT: u64 = 2_000;

/// One command as the drivers hand it over.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CodecStep {
    pub command: Command,
    /// A cycle with `flags_clear` high before the command (the start of an operation).
    pub clear: bool,
    /// Idle cycles before the command (after the clear).
    pub gap: u32,
    /// When nonzero: `reset` is high in this cycle of the command (counted from the one it is
    /// taken in), which aborts it.
    pub abort: u32,
}

/// What the unit did with one command.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CodecRun {
    /// From the cycle the unit took the command to the cycle of its `done` (or of the reset
    /// that aborted it), inclusive.
    pub cycles: u64,
    /// The command was aborted by a reset.
    pub aborted: bool,
    /// The flags in the cycle after `done`.
    pub modulus_flag: bool,
    pub diff: bool,
    /// Byte memory writes (address, byte), in order.
    pub mem_writes: Vec<(u16, u8)>,
    /// Coefficient writes (slot, index, value), in order.
    pub coeff_writes: Vec<(u8, u8, u16)>,
}

/// The unit with its clock driven by hand, a byte memory and the slots behind it.
pub struct CodecUnitSim {
    uut: Box<CodecUnit>,
    /// The byte memory.
    pub mem: Vec<u8>,
    /// The polynomial slots.
    pub slots: Vec<Poly>,
}

impl Clocked for CodecUnitSim {
    fn circuit(&self) -> String {
        crate::sim::block_name::<CodecUnit>()
    }

    fn tick(&mut self) {
        crate::sim::clock_cycle(&mut *self.uut, "CodecUnit", 100, |u, c| {
            u.clock.next = Clock::from(c)
        });
    }
}

fn val<const N: usize>(s: &Signal<Out, Bits<N>>) -> u64 {
    s.val().index() as u64
}

impl CodecUnitSim {
    /// A unit after reset, with the byte memory `mem` and the slots `slots`.
    pub fn new(mem: Vec<u8>, slots: Vec<Poly>) -> Self {
        let mut uut = Box::new(CodecUnit::default());
        uut.connect_all();
        let mut sim = Self { uut, mem, slots };
        sim.uut.reset.next = true;
        sim.tick();
        sim.uut.reset.next = false;
        sim
    }

    /// Runs one [`CodecStep`].
    pub fn step(&mut self, step: &CodecStep) -> Result<CodecRun> {
        let cmd = &step.command;
        self.uut.cmd_valid.next = false;
        if step.clear {
            self.uut.flags_clear.next = true;
            self.tick();
            self.uut.flags_clear.next = false;
        }
        for _ in 0..step.gap {
            self.tick();
        }
        {
            let u = &mut self.uut;
            u.cmd_valid.next = true;
            u.cmd_op.next = (cmd.op as u64).into();
            u.cmd_addr.next = (cmd.addr as u64).into();
            u.cmd_d.next = (cmd.d as u64).into();
            u.cmd_slot.next = (cmd.slot_r as u64).into();
            u.cmd_compare.next = cmd.compare;
        }
        let mut run = CodecRun::default();
        for t in 0..COMMAND_LIMIT {
            let abort = step.abort != 0 && t == step.abort as u64;
            self.uut.reset.next = abort;
            crate::sim::settle(&mut *self.uut, "CodecUnit", 100);
            let u = &self.uut;
            let raddr = val(&u.mem_raddr) as usize;
            let (rslot, rindex) = (val(&u.poly_rslot) as usize, val(&u.poly_rindex) as usize);
            let write = u
                .mem_we
                .val()
                .then(|| (val(&u.mem_waddr) as u16, val(&u.mem_wdata) as u8));
            let coeff = u.coeff_write.val().then(|| {
                (
                    val(&u.coeff_slot) as u8,
                    val(&u.coeff_index) as u8,
                    val(&u.coeff_value) as u16,
                )
            });
            let done = u.done.val();
            self.tick();
            let byte = self.mem.get(raddr).copied().unwrap_or(0);
            self.uut.mem_rdata.next = (byte as u64).into();
            let c = self.slots.get(rslot).map_or(0, |p| p[rindex]);
            self.uut.poly_rdata.next = (c as u64).into();
            if let Some((a, b)) = write {
                let Some(m) = self.mem.get_mut(a as usize) else {
                    bail!("CodecUnit: write to byte {a}, past the memory");
                };
                *m = b;
                run.mem_writes.push((a, b));
            }
            if let Some((s, i, v)) = coeff {
                let Some(p) = self.slots.get_mut(s as usize) else {
                    bail!("CodecUnit: coefficient write to slot {s}, which does not exist");
                };
                p[i as usize] = v;
                run.coeff_writes.push((s, i, v));
            }
            self.uut.cmd_valid.next = false;
            self.uut.reset.next = false;
            if done || abort {
                crate::sim::settle(&mut *self.uut, "CodecUnit", 100);
                run.cycles = t + 1;
                run.aborted = abort;
                run.modulus_flag = self.uut.modulus_flag.val();
                run.diff = self.uut.diff.val();
                return Ok(run);
            }
        }
        bail!("CodecUnit: no done after {COMMAND_LIMIT} cycles of {cmd:?}")
    }
}
