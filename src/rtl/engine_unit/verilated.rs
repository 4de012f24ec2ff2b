//! [`super::EngineUnit`]'s exported Verilog under Verilator (`engine_unit_tb.cpp`): the same
//! loads, steps and reads as [`super::sim`], the same [`EngineRun`]s and polynomials out.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use anyhow::{Result, bail};

use super::sim::{COMMAND_LIMIT, EngineRun, EngineStep};
use crate::model::ntt::Poly;
use crate::params::N;
use crate::sim::verilator::{build_with_driver, run_with_input};

const DRIVER: &str = include_str!("engine_unit_tb.cpp");

/// One thing the driver does, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineScript {
    /// Write the polynomial into the slot while idle.
    Load(usize, Box<Poly>),
    /// Run a command.
    Step(EngineStep),
    /// Read the slot.
    Read(usize),
}

/// What a script gave: a run per step and a polynomial per read, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EngineTrace {
    pub runs: Vec<EngineRun>,
    pub reads: Vec<Poly>,
}

/// The unit's Verilog compiled by Verilator with its driver.
pub struct VerilatedEngineUnit {
    exe: PathBuf,
}

impl VerilatedEngineUnit {
    /// Builds `verilog` (an [`super::EngineUnit`], module `top`) in `work_dir`.
    pub fn build(verilog: &str, work_dir: &Path) -> Result<Self> {
        let driver = DRIVER.replace("LIMIT", &format!("{COMMAND_LIMIT}ULL"));
        Ok(Self {
            exe: build_with_driver(verilog, "driver.cpp", &driver, work_dir)?,
        })
    }

    /// Runs `script` on a fresh instance.
    pub fn run(&self, script: &[EngineScript]) -> Result<EngineTrace> {
        let mut input = String::new();
        let poly = |s: &mut String, p: &Poly| {
            for c in p {
                write!(s, " {c}").unwrap();
            }
            s.push('\n');
        };
        for item in script {
            match item {
                EngineScript::Load(slot, p) => {
                    write!(input, "L {slot}").unwrap();
                    poly(&mut input, p);
                }
                EngineScript::Read(slot) => writeln!(input, "R {slot}").unwrap(),
                EngineScript::Step(s) => {
                    let c = &s.command;
                    let smp = s.sample.as_ref().map_or(0, |(slot, _)| *slot);
                    writeln!(
                        input,
                        "C {} {} {} {} {} {} {} {} {smp}",
                        c.op,
                        c.slot_a,
                        c.slot_b,
                        c.slot_r,
                        c.first as u8,
                        c.sub as u8,
                        s.gap,
                        s.abort
                    )
                    .unwrap();
                    if let Some((_, p)) = &s.sample {
                        input.push('V');
                        poly(&mut input, p);
                    }
                }
            }
        }
        let out = run_with_input(&self.exe, &input)?;
        let mut trace = EngineTrace::default();
        for line in out.lines() {
            let w: Vec<u64> = match line.split_whitespace().skip(1).map(str::parse).collect() {
                Ok(w) => w,
                Err(_) => bail!("engine unit driver: unexpected line {line:?}"),
            };
            match (line.as_bytes().first(), w.len()) {
                (Some(b'K'), 2) => trace.runs.push(EngineRun {
                    cycles: w[0],
                    aborted: w[1] != 0,
                }),
                (Some(b'D'), N) => trace.reads.push(std::array::from_fn(|j| w[j] as u16)),
                _ => bail!("engine unit driver: unexpected line {line:?}"),
            }
        }
        Ok(trace)
    }
}
