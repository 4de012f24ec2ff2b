//! [`super::KemCore`]'s exported Verilog under Verilator (`kem_core_tb.cpp`): the same writes,
//! runs and reads as [`super::sim`], the same [`CoreRun`]s and bytes out.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use anyhow::{Result, bail};

use super::sim::{CoreRun, CoreScript, CoreTrace, RUN_LIMIT};
use crate::sim::verilator::{build_with_driver, run_with_input};

const DRIVER: &str = include_str!("kem_core_tb.cpp");

/// The core's Verilog compiled by Verilator with its driver.
pub struct VerilatedKemCore {
    exe: PathBuf,
}

impl VerilatedKemCore {
    /// Builds `verilog` (a [`super::KemCore`], module `top`) in `work_dir`.
    pub fn build(verilog: &str, work_dir: &Path) -> Result<Self> {
        let driver = DRIVER.replace("LIMIT", &format!("{RUN_LIMIT}ULL"));
        Ok(Self {
            exe: build_with_driver(verilog, "driver.cpp", &driver, work_dir)?,
        })
    }

    /// Runs `script` on a fresh instance.
    pub fn run(&self, script: &[CoreScript]) -> Result<CoreTrace> {
        let mut input = String::new();
        for item in script {
            match item {
                CoreScript::Write(a, bytes) => {
                    write!(input, "W {a} {}", bytes.len()).unwrap();
                    for b in bytes {
                        write!(input, " {b}").unwrap();
                    }
                    input.push('\n');
                }
                CoreScript::Read(a, n) => writeln!(input, "R {a} {n}").unwrap(),
                CoreScript::Run(e, p, k, abort) => {
                    writeln!(input, "S {e} {p} {} {abort}", *k as u8).unwrap()
                }
            }
        }
        let out = run_with_input(&self.exe, &input)?;
        let mut trace = CoreTrace::default();
        for line in out.lines() {
            let w: Vec<u64> = match line.split_whitespace().skip(1).map(str::parse).collect() {
                Ok(w) => w,
                Err(_) => bail!("kem core driver: unexpected line {line:?}"),
            };
            match (line.as_bytes().first(), w.len()) {
                (Some(b'K'), 2) => trace.runs.push(Some(CoreRun {
                    cycles: w[0],
                    status: w[1] as u8,
                })),
                (Some(b'A'), 0) => trace.runs.push(None),
                (Some(b'D'), _) => trace.reads.push(w.iter().map(|&b| b as u8).collect()),
                _ => bail!("kem core driver: unexpected line {line:?}"),
            }
        }
        Ok(trace)
    }
}
