//! [`super::SpongeUnit`]'s exported Verilog under Verilator, with the byte memory written in
//! C++ (`sponge_unit_tb.cpp`): the same commands in, the same [`CommandRun`]s out as
//! [`super::sim`], so a test compares both simulators with the model in one way.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use anyhow::{Result, bail};

use super::sim::{COMMAND_LIMIT, CommandRun, Step};
use crate::model::sequencer::Command;
use crate::sim::verilator::{build_with_driver, run_with_input};

const DRIVER: &str = include_str!("sponge_unit_tb.cpp");

/// The unit's Verilog compiled by Verilator with its driver.
pub struct VerilatedSpongeUnit {
    exe: PathBuf,
}

impl VerilatedSpongeUnit {
    /// Builds `verilog` (a [`super::SpongeUnit`], module `top`) in `work_dir`.
    pub fn build(verilog: &str, work_dir: &Path) -> Result<Self> {
        let driver = DRIVER.replace("LIMIT", &format!("{COMMAND_LIMIT}ULL"));
        Ok(Self {
            exe: build_with_driver(verilog, "driver.cpp", &driver, work_dir)?,
        })
    }

    /// Runs `commands` one after the other in one process, on a byte memory that starts as
    /// `mem`.
    pub fn run(&self, mem: &[u8], commands: &[Command]) -> Result<Vec<CommandRun>> {
        let steps: Vec<Step> = commands.iter().map(|&c| c.into()).collect();
        self.run_steps(mem, &steps)
    }

    /// Runs [`Step`]s (idle gaps, aborts) one after the other in one process.
    pub fn run_steps(&self, mem: &[u8], steps: &[Step]) -> Result<Vec<CommandRun>> {
        let mut script = format!("M {}", mem.len());
        for b in mem {
            write!(script, " {b}").unwrap();
        }
        script.push('\n');
        for s in steps {
            let c = &s.command;
            writeln!(
                script,
                "C {} {} {} {} {} {} {} {} {}",
                c.op, c.addr, c.len, c.byte, c.func, c.slot_r, c.eta, s.gap, s.abort
            )
            .unwrap();
        }
        let out = run_with_input(&self.exe, &script)?;
        let mut runs = vec![];
        let mut cur = CommandRun::default();
        for line in out.lines() {
            let w: Vec<u64> = match line.split_whitespace().skip(1).map(str::parse).collect() {
                Ok(w) => w,
                Err(_) => bail!("sponge unit driver: unexpected line {line:?}"),
            };
            match (line.as_bytes().first(), w.len()) {
                (Some(b'W'), 2) => cur.mem_writes.push((w[0] as u16, w[1] as u8)),
                (Some(b'K'), 3) => cur.coeff_writes.push((w[0] as u8, w[1] as u8, w[2] as u16)),
                (Some(b'R'), 1) => {
                    cur.cycles = w[0];
                    runs.push(std::mem::take(&mut cur));
                }
                (Some(b'A'), 1) => {
                    cur.cycles = w[0];
                    cur.aborted = true;
                    runs.push(std::mem::take(&mut cur));
                }
                _ => bail!("sponge unit driver: unexpected line {line:?}"),
            }
        }
        if runs.len() != steps.len() {
            bail!(
                "sponge unit driver: {} runs for {} commands",
                runs.len(),
                steps.len()
            );
        }
        Ok(runs)
    }
}
