//! The exported Keccak circuits under Verilator: script drivers for any permutation core of
//! the contract in [`crate::rtl::keccak`] and for [`crate::rtl::keccak::KeccakSponge`], so the
//! tests compare the Verilog with the FIPS 202 model without the RustHDL simulator.
//!
//! Core script lines (stdin): `P l0 … l24` (hex lanes: clear, 25 lane XORs, permute, 25 lane
//! reads; prints `S cycles l0 … l24`, cycles = permute pulse until `busy` is low), `X n`
//! (permute, reset after n cycles; prints `B busy`). Sponge lines: `H f out_len hex` (init
//! with function code f, absorb the bytes of `hex` (`-` for none), finish, squeeze `out_len`
//! bytes; prints `O hex cycles`).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};

use crate::model::keccak::{KeccakFunction, LANES};
use crate::sim::verilator::{build_with_driver, run_with_input};

const CORE_DRIVER: &str = include_str!("core_tb.cpp");

const SPONGE_DRIVER: &str = include_str!("sponge_tb.cpp");

/// A permutation core's Verilog compiled by Verilator.
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

    /// Permutes each state; returns the results and each permutation's cycles.
    pub fn permute(&self, states: &[[u64; LANES]]) -> Result<Vec<([u64; LANES], usize)>> {
        let mut script = String::new();
        for s in states {
            script.push('P');
            for l in s {
                write!(script, " {l:x}").unwrap();
            }
            script.push('\n');
        }
        let out = run_with_input(&self.exe, &script)?;
        let mut results = Vec::new();
        for line in out.lines() {
            let mut w = line.split_whitespace();
            if w.next() != Some("S") {
                bail!("core driver: unexpected line {line:?}");
            }
            let cycles: usize = w.next().context("cycles")?.parse()?;
            let mut lanes = [0u64; LANES];
            for l in lanes.iter_mut() {
                *l = u64::from_str_radix(w.next().context("lane")?, 16)?;
            }
            results.push((lanes, cycles));
        }
        if results.len() != states.len() {
            bail!(
                "core driver answered {} of {} states",
                results.len(),
                states.len()
            );
        }
        Ok(results)
    }

    /// Starts a permutation and resets the core `after` cycles in; returns `busy` after reset.
    pub fn reset_during_permute(&self, after: usize) -> Result<bool> {
        let out = run_with_input(&self.exe, &format!("X {after}\n"))?;
        match out.trim() {
            "B 0" => Ok(false),
            "B 1" => Ok(true),
            other => bail!("core driver: unexpected {other:?}"),
        }
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
