//! [`super::CodecUnit`]'s exported Verilog under Verilator, with the byte memory and the slots
//! written in C++ (`codec_unit_tb.cpp`): the same steps in, the same [`CodecRun`]s out as
//! [`super::sim`].

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use anyhow::{Result, bail};

use super::sim::{COMMAND_LIMIT, CodecRun, CodecStep};
use crate::model::ntt::Poly;
use crate::sim::verilator::{build_with_driver, run_with_input};

const DRIVER: &str = include_str!("codec_unit_tb.cpp");

/// The unit's Verilog compiled by Verilator with its driver.
pub struct VerilatedCodecUnit {
    exe: PathBuf,
}

impl VerilatedCodecUnit {
    /// Builds `verilog` (a [`super::CodecUnit`], module `top`) in `work_dir`.
    pub fn build(verilog: &str, work_dir: &Path) -> Result<Self> {
        let driver = DRIVER.replace("LIMIT", &format!("{COMMAND_LIMIT}ULL"));
        Ok(Self {
            exe: build_with_driver(verilog, "driver.cpp", &driver, work_dir)?,
        })
    }

    /// Runs the steps one after the other in one process, on a byte memory that starts as
    /// `mem` and slots that start as `slots`.
    pub fn run(&self, mem: &[u8], slots: &[Poly], steps: &[CodecStep]) -> Result<Vec<CodecRun>> {
        let mut script = format!("M {}", mem.len());
        for b in mem {
            write!(script, " {b}").unwrap();
        }
        write!(script, "\nS {}", slots.len()).unwrap();
        for c in slots.iter().flatten() {
            write!(script, " {c}").unwrap();
        }
        script.push('\n');
        for s in steps {
            let c = &s.command;
            writeln!(
                script,
                "C {} {} {} {} {} {} {} {}",
                c.op, c.addr, c.d, c.slot_r, c.compare as u8, s.clear as u8, s.gap, s.abort
            )
            .unwrap();
        }
        let out = run_with_input(&self.exe, &script)?;
        let mut runs = vec![];
        let mut cur = CodecRun::default();
        for line in out.lines() {
            let w: Vec<u64> = match line.split_whitespace().skip(1).map(str::parse).collect() {
                Ok(w) => w,
                Err(_) => bail!("codec unit driver: unexpected line {line:?}"),
            };
            match (line.as_bytes().first(), w.len()) {
                (Some(b'W'), 2) => cur.mem_writes.push((w[0] as u16, w[1] as u8)),
                (Some(b'P'), 3) => cur.coeff_writes.push((w[0] as u8, w[1] as u8, w[2] as u16)),
                (Some(b'D'), 4) => {
                    (cur.cycles, cur.modulus_flag, cur.diff, cur.aborted) =
                        (w[0], w[1] != 0, w[2] != 0, w[3] != 0);
                    runs.push(std::mem::take(&mut cur));
                }
                _ => bail!("codec unit driver: unexpected line {line:?}"),
            }
        }
        if runs.len() != steps.len() {
            bail!(
                "codec unit driver: {} runs for {} commands",
                runs.len(),
                steps.len()
            );
        }
        Ok(runs)
    }
}
