//! [`super::KemSequencer`]'s exported Verilog under Verilator, with the stub units of
//! [`super::sim`] written in C++ (`sequencer_tb.cpp`): the same script, the same
//! [`SequencerRun`] out, so a test compares both simulators with the model in one way.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use anyhow::{Result, bail};

use super::sim::{RUN_LIMIT, SequencerRun, UnitScript};
use crate::model::sequencer::Command;
use crate::sim::verilator::{build_with_driver, run_with_input};

const DRIVER: &str = include_str!("sequencer_tb.cpp");

/// One run: the entry address, the parameter set index, the key slot and the stub script;
/// with `debug`, the debug path's word (written first; `entry` is then ignored).
#[derive(Clone, Debug)]
pub struct SequencerJob {
    pub entry: u8,
    pub debug: Option<u32>,
    pub params: u8,
    pub key: bool,
    pub script: UnitScript,
}

/// The sequencer's Verilog compiled by Verilator with its driver.
pub struct VerilatedSequencer {
    exe: PathBuf,
}

impl VerilatedSequencer {
    /// Builds `verilog` (a [`super::KemSequencer`], module `top`) in `work_dir`.
    pub fn build(verilog: &str, work_dir: &Path) -> Result<Self> {
        let driver = DRIVER.replace("LIMIT", &format!("{RUN_LIMIT}ULL"));
        Ok(Self {
            exe: build_with_driver(verilog, "driver.cpp", &driver, work_dir)?,
        })
    }

    /// Runs the jobs in one process, one after the other (the sequencer is not reset between
    /// them: each starts from `start`, as on the device).
    pub fn run(&self, jobs: &[SequencerJob]) -> Result<Vec<SequencerRun>> {
        let mut script = String::new();
        for j in jobs {
            let s = &j.script;
            write!(
                script,
                "S {} {} {} {} {} {} {} {}",
                if j.debug.is_some() {
                    super::DEBUG_WORD as u8
                } else {
                    j.entry
                },
                j.params,
                j.key as u8,
                s.modulus_flag as u8,
                j.debug.is_some() as u8,
                j.debug.unwrap_or(0),
                s.sponge.len(),
                s.datapath.len()
            )
            .unwrap();
            for c in &s.sponge {
                write!(script, " {c}").unwrap();
            }
            for (c, f) in &s.datapath {
                write!(script, " {c} {}", *f as u8).unwrap();
            }
            script.push('\n');
        }
        let out = run_with_input(&self.exe, &script)?;
        let mut runs = vec![];
        let mut cur = SequencerRun::default();
        for line in out.lines() {
            let w: Vec<&str> = line.split_whitespace().collect();
            match w.first() {
                Some(&"C") if w.len() == 18 => {
                    let v: Vec<u64> = w[1..]
                        .iter()
                        .map(|x| x.parse::<u64>())
                        .collect::<Result<_, _>>()?;
                    let c = Command {
                        op: v[1] as u8,
                        slot_a: v[2] as u8,
                        slot_b: v[3] as u8,
                        slot_r: v[4] as u8,
                        addr: v[5] as u16,
                        cell_a: v[6] as u8,
                        cell_b: v[7] as u8,
                        cell_c: v[8] as u8,
                        len: v[9] as u16,
                        d: v[10] as u8,
                        byte: v[11] as u8,
                        func: v[12] as u8,
                        eta: v[13] as u8,
                        first: v[14] != 0,
                        sub: v[15] != 0,
                        compare: v[16] != 0,
                    };
                    cur.commands.push((v[0], c.masked()));
                }
                Some(&"D") if w.len() == 3 => {
                    cur.cycles = w[1].parse()?;
                    cur.status = w[2].parse()?;
                    runs.push(std::mem::take(&mut cur));
                }
                _ => bail!("sequencer driver: unexpected line {line:?}"),
            }
        }
        if runs.len() != jobs.len() {
            bail!(
                "sequencer driver: {} runs for {} jobs",
                runs.len(),
                jobs.len()
            );
        }
        Ok(runs)
    }
}
