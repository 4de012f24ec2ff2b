//! Drivers for [`KeccakSerial`]: [`SerialSim`] clocks the RustHDL circuit by hand in the
//! direct `simulate()` loop (no harness, guide §2), and [`VerilatedSerial`] runs a script of
//! commands against the exported Verilog compiled by Verilator. Both count each command's
//! `busy` cycles the same way: the command's own cycle is not counted, then every cycle with
//! `busy` high is.
//!
//! Verilator script lines (stdin): `C` clear, `P` permute, `X lane hi lo` lane_xor (the
//! 64-bit value as two 32-bit halves), `R lane` lane_read (prints `L hi lo`), `Z n` permute
//! and assert `reset` after n busy cycles (prints `B busy` after the reset edge). Every command
//! but `Z` prints `N cycles`, or `E timeout`.

use std::path::{Path, PathBuf};

use anyhow::{Result, bail};
use rust_hdl::prelude::*;

use super::KeccakSerial;
use crate::model::keccak::LANES;
use crate::sim::verilator::build_with_driver;

/// Cycles after which a command is taken to hang.
pub const RUN_LIMIT: usize = 10_000;

/// The four commands of the port contract.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SerialCommand {
    Clear,
    Permute,
    LaneXor(usize, u64),
    LaneRead(usize),
}

/// A [`KeccakSerial`] with its clock driven by hand.
pub struct SerialSim {
    uut: Box<KeccakSerial>,
    /// Rising edges so far.
    pub cycles: u64,
}

impl Default for SerialSim {
    fn default() -> Self {
        let mut uut = Box::new(KeccakSerial::default());
        uut.connect_all();
        let mut sim = Self { uut, cycles: 0 };
        sim.settle();
        sim
    }
}

impl SerialSim {
    fn settle(&mut self) {
        crate::sim::settle(&mut *self.uut, "KeccakSerial", 200);
    }

    /// One clock cycle: the inputs set before the call are sampled at the rising edge.
    pub fn tick(&mut self) {
        crate::sim::clock_cycle(&mut *self.uut, "KeccakSerial", 200, |u, c| {
            u.clock.next = Clock::from(c)
        });
        self.cycles += 1;
    }

    /// The circuit, to set or observe ports between ticks.
    pub fn uut(&mut self) -> &mut KeccakSerial {
        &mut self.uut
    }

    /// `busy` now.
    pub fn busy(&self) -> bool {
        self.uut.busy.val()
    }

    /// `lane_out` now.
    pub fn lane_out(&self) -> u64 {
        self.uut.lane_out.val().to_u64()
    }

    /// One cycle with `cmd`'s pulse (and its `lane`, `lane_in`) on the inputs; the data
    /// inputs are scrambled after it, as a host would reuse them.
    pub fn issue(&mut self, cmd: SerialCommand) {
        match cmd {
            SerialCommand::Clear => self.uut.clear.next = true,
            SerialCommand::Permute => self.uut.permute.next = true,
            SerialCommand::LaneXor(lane, v) => {
                self.uut.lane_xor.next = true;
                self.uut.lane.next = (lane as u64).into();
                self.uut.lane_in.next = v.into();
            }
            SerialCommand::LaneRead(lane) => {
                self.uut.lane_read.next = true;
                self.uut.lane.next = (lane as u64).into();
            }
        }
        self.tick();
        self.uut.clear.next = false;
        self.uut.permute.next = false;
        self.uut.lane_xor.next = false;
        self.uut.lane_read.next = false;
        // The data inputs change after the pulse: the core must have sampled them.
        self.uut.lane.next = 31u64.into();
        self.uut.lane_in.next = 0u64.into();
        self.settle();
    }

    /// Issues `cmd` (the core must be idle) and clocks until `busy` falls; returns the
    /// number of busy cycles.
    pub fn run(&mut self, cmd: SerialCommand) -> Result<usize> {
        if self.busy() {
            bail!("core busy before {cmd:?}");
        }
        self.issue(cmd);
        let mut busy = 0;
        while self.busy() {
            if busy == RUN_LIMIT {
                bail!("{cmd:?} did not finish in {RUN_LIMIT} cycles");
            }
            self.tick();
            busy += 1;
        }
        Ok(busy)
    }

    /// `lane_read`: the lane's value, and the busy cycles.
    pub fn read_lane(&mut self, lane: usize) -> Result<(u64, usize)> {
        let n = self.run(SerialCommand::LaneRead(lane))?;
        Ok((self.lane_out(), n))
    }

    /// Xors `state` into the core, lane by lane.
    pub fn xor_state(&mut self, state: &[u64; LANES]) -> Result<()> {
        for (i, &v) in state.iter().enumerate() {
            self.run(SerialCommand::LaneXor(i, v))?;
        }
        Ok(())
    }

    /// Reads the whole state back.
    pub fn read_state(&mut self) -> Result<[u64; LANES]> {
        let mut s = [0u64; LANES];
        for (i, lane) in s.iter_mut().enumerate() {
            *lane = self.read_lane(i)?.0;
        }
        Ok(s)
    }

    /// Starts a permutation, asserts `reset` in its busy cycle `n` (n busy cycles have
    /// passed) and returns `busy` after the reset edge.
    pub fn permute_then_reset(&mut self, n: usize) -> bool {
        self.issue(SerialCommand::Permute);
        for _ in 0..n {
            self.tick();
        }
        self.uut.reset.next = true;
        self.tick();
        self.uut.reset.next = false;
        self.settle();
        self.busy()
    }
}

const SERIAL_DRIVER: &str = include_str!("serial_tb.cpp");

/// What a [`VerilatedSerial`] script printed, in order.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct SerialTrace {
    /// The busy cycles of every command but the reset test.
    pub cycles: Vec<usize>,
    /// The lanes read.
    pub lanes: Vec<u64>,
    /// `busy` after each reset test.
    pub busy_after_reset: Vec<bool>,
}

/// The exported [`KeccakSerial`] compiled by Verilator, and a script being built for it.
pub struct VerilatedSerial {
    exe: PathBuf,
    script: String,
}

impl VerilatedSerial {
    /// Builds `verilog` (module `top`) with the script driver in `work_dir`.
    pub fn build(verilog: &str, work_dir: &Path) -> Result<Self> {
        Ok(Self {
            exe: build_with_driver(verilog, "driver.cpp", SERIAL_DRIVER, work_dir)?,
            script: String::new(),
        })
    }

    /// Queues a command (one entry of [`SerialTrace::cycles`], and of
    /// [`SerialTrace::lanes`] for a read).
    pub fn push(&mut self, cmd: SerialCommand) {
        let line = match cmd {
            SerialCommand::Clear => "C\n".to_string(),
            SerialCommand::Permute => "P\n".to_string(),
            SerialCommand::LaneXor(lane, v) => format!("X {lane} {} {}\n", v >> 32, v as u32),
            SerialCommand::LaneRead(lane) => format!("R {lane}\n"),
        };
        self.script.push_str(&line);
    }

    /// Queues a permutation cut by `reset` after `n` busy cycles.
    pub fn push_permute_then_reset(&mut self, n: usize) {
        self.script.push_str(&format!("Z {n}\n"));
    }

    /// Runs the queued script on a fresh instance and clears it.
    pub fn execute(&mut self) -> Result<SerialTrace> {
        let script = std::mem::take(&mut self.script);
        let out = crate::sim::verilator::run_with_input(&self.exe, &script)?;
        let mut trace = SerialTrace::default();
        for line in out.lines() {
            let words: Vec<&str> = line.split_whitespace().collect();
            match words.as_slice() {
                ["N", n] => trace.cycles.push(n.parse()?),
                ["L", hi, lo] => trace
                    .lanes
                    .push((hi.parse::<u64>()? << 32) | lo.parse::<u64>()?),
                ["B", b] => trace.busy_after_reset.push(*b != "0"),
                ["E", what] => bail!("KeccakSerial under Verilator: {what}"),
                _ => bail!("unexpected driver output line: {line:.80}"),
            }
        }
        Ok(trace)
    }
}
