//! A driver for [`KemSequencer`] in RustHDL's direct `simulate()` loop, with stub units behind
//! its two ports: each stub takes the sequencer's commands in order and is busy for the cycles
//! the model's trace gives for them ([`UnitScript`]). What the sequencer put on its ports, and
//! when, is returned ([`SequencerRun`]) for the test to compare with the model's trace.
//!
//! The stubs keep the port contract of [`super`]: a command is seen in the cycle `s_valid` or
//! `d_valid` is high and that cycle is the first of the unit's c cycles; the sponge stub's
//! `s_ready` is high again c cycles later, the datapath stub raises `d_done` (and `d_fail`) in
//! its last cycle.

use anyhow::{Context, Result, bail};
use rust_hdl::prelude::*;

use super::KemSequencer;
use crate::model::sequencer::{Command, Traced};
use crate::sim::Clocked;

/// What the stub units answer, taken from a model run's trace: the sponge unit's cycles per
/// command and the datapath's cycles and failure per command, in order, and the codec's
/// modulus flag.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct UnitScript {
    pub sponge: Vec<u64>,
    pub datapath: Vec<(u64, bool)>,
    pub modulus_flag: bool,
}

impl UnitScript {
    /// The script of a traced run; `modulus_flag`: the codec reports a coefficient ≥ q.
    pub fn from_trace(trace: &[Traced], modulus_flag: bool) -> Self {
        let mut s = UnitScript {
            modulus_flag,
            ..Default::default()
        };
        for t in trace {
            if t.command.to_sponge() {
                s.sponge.push(t.cycles);
            } else {
                s.datapath.push((t.cycles, t.fail));
            }
        }
        s
    }
}

/// What the sequencer did in one run.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SequencerRun {
    /// Each command, with the cycle (from the first fetch) its unit saw it, masked
    /// ([`Command::masked`]).
    pub commands: Vec<(u64, Command)>,
    /// The cycle `done` was high in, counted from the first fetch.
    pub cycles: u64,
    /// `status` with `done`.
    pub status: u8,
}

/// Cycles after which a run gives up.
pub const RUN_LIMIT: u64 = 500_000;

/// A sequencer with its clock driven by hand.
pub struct SequencerSim {
    uut: Box<KemSequencer>,
    /// Rising edges so far.
    pub cycles: u64,
}

impl Default for SequencerSim {
    fn default() -> Self {
        let mut uut = Box::new(KemSequencer::default());
        uut.connect_all();
        let mut sim = Self { uut, cycles: 0 };
        crate::sim::settle(&mut *sim.uut, "KemSequencer", 100);
        sim
    }
}

impl Clocked for SequencerSim {
    fn circuit(&self) -> String {
        crate::sim::block_name::<KemSequencer>()
    }

    fn tick(&mut self) {
        crate::sim::clock_cycle(&mut *self.uut, "KemSequencer", 100, |u, c| {
            u.clock.next = Clock::from(c)
        });
        self.cycles += 1;
    }
}

fn val<const N: usize>(s: &Signal<Out, Bits<N>>) -> u64 {
    s.val().index() as u64
}

impl SequencerSim {
    /// The command on the sequencer's port now, masked.
    fn command(&self) -> Command {
        let u = &self.uut;
        Command {
            op: val(&u.cmd_op) as u8,
            slot_a: val(&u.cmd_slot_a) as u8,
            slot_b: val(&u.cmd_slot_b) as u8,
            slot_r: val(&u.cmd_slot_r) as u8,
            addr: val(&u.cmd_addr) as u16,
            cell_a: val(&u.cmd_cell_a) as u8,
            cell_b: val(&u.cmd_cell_b) as u8,
            cell_c: val(&u.cmd_cell_c) as u8,
            len: val(&u.cmd_len) as u16,
            d: val(&u.cmd_d) as u8,
            byte: val(&u.cmd_byte) as u8,
            func: val(&u.cmd_func) as u8,
            eta: val(&u.cmd_eta) as u8,
            first: u.cmd_first.val(),
            sub: u.cmd_sub.val(),
            compare: u.cmd_compare.val(),
        }
        .masked()
    }

    /// Runs the program at `entry` for parameter set index `params` (0, 1, 2) and key slot
    /// `key`, the stub units answering from `script`.
    pub fn run(
        &mut self,
        entry: u8,
        params: u8,
        key: bool,
        script: &UnitScript,
    ) -> Result<SequencerRun> {
        self.start(entry, params, key, false, script)
    }

    /// Runs the debug path's `word`: its halves written into the microcode memory (two
    /// cycles), then a debug run from [`super::DEBUG_WORD`].
    pub fn run_debug(
        &mut self,
        word: u32,
        params: u8,
        key: bool,
        script: &UnitScript,
    ) -> Result<SequencerRun> {
        for (lo, half) in [(true, word & 0xFFFF), (false, word >> 16)] {
            self.uut.dbg_we_lo.next = lo;
            self.uut.dbg_we_hi.next = !lo;
            self.uut.dbg_wdata.next = (half as u64).into();
            self.tick();
        }
        self.uut.dbg_we_hi.next = false;
        self.start(super::DEBUG_WORD as u8, params, key, true, script)
    }

    fn start(
        &mut self,
        entry: u8,
        params: u8,
        key: bool,
        debug: bool,
        script: &UnitScript,
    ) -> Result<SequencerRun> {
        let u = &mut self.uut;
        u.start.next = true;
        u.debug.next = debug;
        u.entry.next = (entry as u64).into();
        u.params.next = (params as u64).into();
        u.key.next = key;
        u.reset.next = false;
        u.s_ready.next = true;
        u.d_done.next = false;
        u.d_fail.next = false;
        u.modulus_flag.next = script.modulus_flag;
        self.tick();
        self.uut.start.next = false;
        self.uut.debug.next = false;
        let (mut sponge, mut datapath) = (script.sponge.iter(), script.datapath.iter());
        let (mut s_left, mut d_left, mut d_fail) = (0u64, 0u64, false);
        let mut run = SequencerRun::default();
        for t in 0..RUN_LIMIT {
            self.uut.s_ready.next = s_left == 0;
            self.uut.d_done.next = d_left == 1;
            self.uut.d_fail.next = d_left == 1 && d_fail;
            crate::sim::settle(&mut *self.uut, "KemSequencer", 100);
            if self.uut.done.val() {
                run.cycles = t;
                run.status = val(&self.uut.status) as u8;
                return Ok(run);
            }
            let (sv, dv) = (self.uut.s_valid.val(), self.uut.d_valid.val());
            if sv && dv {
                bail!("cycle {t}: commands on both ports");
            }
            if sv || dv {
                run.commands.push((t, self.command()));
            }
            self.tick();
            s_left = s_left.saturating_sub(1);
            d_left = d_left.saturating_sub(1);
            if sv {
                let c = *sponge.next().with_context(|| {
                    format!("cycle {t}: a sponge command the model did not issue")
                })?;
                s_left = c.max(1) - 1;
            }
            if dv {
                let &(c, fail) = datapath.next().with_context(|| {
                    format!("cycle {t}: a datapath command the model did not issue")
                })?;
                if c < 2 {
                    bail!("cycle {t}: the datapath stub needs at least 2 cycles, not {c}");
                }
                (d_left, d_fail) = (c - 1, fail);
            }
        }
        bail!("KemSequencer: no done after {RUN_LIMIT} cycles")
    }
}
