//! The exported Keccak circuits under Verilator: script drivers for any permutation core of
//! the contract in [`crate::rtl::keccak`] ([`VerilatedCore`]) and for the sponges
//! ([`VerilatedSponge`]), so the tests compare the Verilog with the FIPS 202 model without
//! the RustHDL simulator.
//!
//! Core script (stdin, one command per line, built by [`CoreScript`]; testbench `core_tb.cpp`):
//! `reset`, `clear`, `permute`, `xor lane hex` (`lane_xor`), `read lane` (`lane_read`, prints
//! `L hex`) each pulse their command for one cycle, change the data inputs after it (`lane`
//! 31, `lane_in` 0) and clock until `busy` is low, then print `N busy`: the busy cycles in
//! the convention of [`crate::rtl::keccak::sim::CoreSim`] (the command's own cycle not
//! counted, every cycle with `busy` high counted: 725 per permutation on `KeccakSerial`, 24
//! and 12 on `KeccakParallel<1>` / `<2>`). `cut n` starts a permutation, lets n busy cycles
//! pass, asserts `reset` in the next one and prints `B busy` after that edge. A command
//! while `busy` prints `E busy`; a wait longer than 100,000 cycles fails the run.
//!
//! Sponge lines: `H f out_len hex` (init with function code f, absorb the bytes of `hex`
//! (`-` for none), finish, squeeze `out_len` bytes; prints `O hex cycles`).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};

use super::sim::CoreCommand;
use crate::model::keccak::{KeccakFunction, LANES};
use crate::sim::verilator::{build_with_driver, run_with_input};

const CORE_DRIVER: &str = include_str!("core_tb.cpp");

const SPONGE_DRIVER: &str = include_str!("sponge_tb.cpp");

/// A script of core commands for [`VerilatedCore::run`].
#[derive(Clone, Debug, Default)]
pub struct CoreScript {
    text: String,
}

impl CoreScript {
    /// Queues `command` with `lane` and `value` (`lane_in`, used by `LaneXor`): one entry of
    /// [`CoreTrace::cycles`], and of [`CoreTrace::lanes`] for a `LaneRead`.
    pub fn command(&mut self, command: CoreCommand, lane: usize, value: u64) -> &mut Self {
        match command {
            CoreCommand::Reset => self.text.push_str("reset\n"),
            CoreCommand::Clear => self.text.push_str("clear\n"),
            CoreCommand::Permute => self.text.push_str("permute\n"),
            CoreCommand::LaneXor => writeln!(self.text, "xor {lane} {value:x}").unwrap(),
            CoreCommand::LaneRead => writeln!(self.text, "read {lane}").unwrap(),
        }
        self
    }

    /// Queues a load of `state` into the cleared core: `clear`, then 25 `lane_xor`s.
    pub fn load(&mut self, state: &[u64; LANES]) -> &mut Self {
        self.command(CoreCommand::Clear, 0, 0);
        for (i, &v) in state.iter().enumerate() {
            self.command(CoreCommand::LaneXor, i, v);
        }
        self
    }

    /// Queues 25 `lane_read`s, lane 0 to 24.
    pub fn read(&mut self) -> &mut Self {
        for i in 0..LANES {
            self.command(CoreCommand::LaneRead, i, 0);
        }
        self
    }

    /// Queues a permutation cut by `reset` after `n` busy cycles (one entry of
    /// [`CoreTrace::busy_after_reset`]).
    pub fn permute_then_reset(&mut self, n: usize) -> &mut Self {
        writeln!(self.text, "cut {n}").unwrap();
        self
    }
}

/// What a [`CoreScript`] printed, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CoreTrace {
    /// The busy cycles of every command but the cuts.
    pub cycles: Vec<usize>,
    /// The lanes read.
    pub lanes: Vec<u64>,
    /// `busy` after each cut's reset.
    pub busy_after_reset: Vec<bool>,
}

/// A permutation core's Verilog compiled by Verilator with the script testbench.
pub struct VerilatedCore {
    exe: PathBuf,
}

impl VerilatedCore {
    /// Builds `verilog` (a core with the contract's ports) in `work_dir`.
    pub fn build(verilog: &str, work_dir: &Path) -> Result<Self> {
        Ok(Self {
            exe: build_with_driver(verilog, "driver.cpp", CORE_DRIVER, work_dir)?,
        })
    }

    /// Runs `script` on a fresh instance.
    pub fn run(&self, script: &CoreScript) -> Result<CoreTrace> {
        let out = run_with_input(&self.exe, &script.text)?;
        let mut trace = CoreTrace::default();
        for line in out.lines() {
            let words: Vec<&str> = line.split_whitespace().collect();
            match words.as_slice() {
                ["N", n] => trace.cycles.push(n.parse()?),
                ["L", hex] => trace.lanes.push(u64::from_str_radix(hex, 16)?),
                ["B", b] => trace.busy_after_reset.push(*b != "0"),
                ["E", what] => bail!("core under Verilator: {what} at a command"),
                _ => bail!("core driver: unexpected line {line:.80}"),
            }
        }
        Ok(trace)
    }
}

/// One sponge job: function, message, output length.
pub type SpongeJob = (KeccakFunction, Vec<u8>, usize);

/// The sponge's Verilog compiled by Verilator.
pub struct VerilatedSponge {
    exe: PathBuf,
}

impl VerilatedSponge {
    /// Builds `verilog` (a [`crate::rtl::keccak::KeccakSponge`]) in `work_dir`.
    pub fn build(verilog: &str, work_dir: &Path) -> Result<Self> {
        Ok(Self {
            exe: build_with_driver(verilog, "driver.cpp", SPONGE_DRIVER, work_dir)?,
        })
    }

    /// Runs the jobs; returns each output and its cycles (init to last byte).
    pub fn hash(&self, jobs: &[SpongeJob]) -> Result<Vec<(Vec<u8>, u64)>> {
        let mut script = String::new();
        for (f, msg, out_len) in jobs {
            let hex = if msg.is_empty() {
                "-".to_string()
            } else {
                hex::encode(msg)
            };
            writeln!(script, "H {} {out_len} {hex}", f.code()).unwrap();
        }
        let out = run_with_input(&self.exe, &script)?;
        let mut results = Vec::new();
        for line in out.lines() {
            let mut w = line.split_whitespace();
            if w.next() != Some("O") {
                bail!("sponge driver: unexpected line {line:?}");
            }
            let hex = w.next().context("output")?;
            let bytes = if hex == "-" {
                Vec::new()
            } else {
                hex::decode(hex)?
            };
            let cycles: u64 = w.next().context("cycles")?.parse()?;
            results.push((bytes, cycles));
        }
        if results.len() != jobs.len() {
            bail!(
                "sponge driver answered {} of {} jobs",
                results.len(),
                jobs.len()
            );
        }
        Ok(results)
    }
}
