//! [`super::CellUnit`]'s exported Verilog under Verilator, with the byte memory written in
//! C++ (`cell_unit_tb.cpp`): the same steps in, the same [`CellRun`]s out as [`super::sim`].

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use anyhow::{Result, bail};

use super::sim::{COMMAND_LIMIT, CellRun, CellStep};
use crate::sim::verilator::{build_with_driver, run_with_input};

const DRIVER: &str = include_str!("cell_unit_tb.cpp");

/// The unit's Verilog compiled by Verilator with its driver.
pub struct VerilatedCellUnit {
    exe: PathBuf,
}

impl VerilatedCellUnit {
    /// Builds `verilog` (a [`super::CellUnit`], module `top`) in `work_dir`.
    pub fn build(verilog: &str, work_dir: &Path) -> Result<Self> {
        let driver = DRIVER.replace("LIMIT", &format!("{COMMAND_LIMIT}ULL"));
        Ok(Self {
            exe: build_with_driver(verilog, "driver.cpp", &driver, work_dir)?,
        })
    }

    /// Runs the steps one after the other in one process, on a byte memory that starts as
    /// `mem`.
    pub fn run(&self, mem: &[u8], steps: &[CellStep]) -> Result<Vec<CellRun>> {
        let mut script = format!("M {}", mem.len());
        for b in mem {
            write!(script, " {b}").unwrap();
        }
        script.push('\n');
        for s in steps {
            let c = &s.command;
            writeln!(
                script,
                "C {} {} {} {} {} {} {}",
                c.op, c.addr, c.cell_a, c.cell_b, c.cell_c, s.diff as u8, s.gap
            )
            .unwrap();
        }
        let out = run_with_input(&self.exe, &script)?;
        let mut runs = vec![];
        let mut cur = CellRun::default();
        for line in out.lines() {
            let w: Vec<u64> = match line.split_whitespace().skip(1).map(str::parse).collect() {
                Ok(w) => w,
                Err(_) => bail!("cell unit driver: unexpected line {line:?}"),
            };
            match (line.as_bytes().first(), w.len()) {
                (Some(b'W'), 2) => cur.mem_writes.push((w[0] as u16, w[1] as u8)),
                (Some(b'D'), 2) => {
                    (cur.cycles, cur.fail) = (w[0], w[1] != 0);
                    runs.push(std::mem::take(&mut cur));
                }
                _ => bail!("cell unit driver: unexpected line {line:?}"),
            }
        }
        if runs.len() != steps.len() {
            bail!(
                "cell unit driver: {} runs for {} commands",
                runs.len(),
                steps.len()
            );
        }
        Ok(runs)
    }
}
