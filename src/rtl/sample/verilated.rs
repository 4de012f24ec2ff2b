//! The exported sampling circuits under Verilator: a script driver for
//! [`crate::rtl::sample::SamplingEngine`] (sponge, samplers and the engine's RAM), so the tests
//! compare the Verilog with the FIPS 203 model without the RustHDL simulator.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};

use crate::model::keccak::KeccakFunction;
use crate::sim::verilator::{build_with_driver, run_with_input};

const SAMPLING_DRIVER: &str = include_str!("sampling_tb.cpp");

/// One job for [`VerilatedSampling`]: the sponge function and seed to absorb, the sampler
/// kind ([`crate::rtl::sample::kind`]) and the slot it writes.
#[derive(Clone, Debug)]
pub struct SamplingJob {
    pub function: KeccakFunction,
    pub seed: Vec<u8>,
    pub kind: u64,
    pub slot: usize,
    /// Reset this many cycles after `sample` instead of waiting for `done` (no read back).
    pub reset_after: Option<usize>,
}

/// What one job printed: the sampled slot and the cycles from `sample` to `done`, or `busy`
/// after the reset.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SamplingResult {
    Sampled {
        poly: Box<crate::model::ntt::Poly>,
        cycles: usize,
    },
    Reset {
        busy: bool,
    },
}

/// [`crate::rtl::sample::SamplingEngine`]'s Verilog compiled by Verilator.
pub struct VerilatedSampling {
    exe: PathBuf,
}

impl VerilatedSampling {
    /// Builds `verilog` in `work_dir`.
    pub fn build(verilog: &str, work_dir: &Path) -> Result<Self> {
        Ok(Self {
            exe: build_with_driver(verilog, "driver.cpp", SAMPLING_DRIVER, work_dir)?,
        })
    }

    /// Runs the jobs in order on one instance.
    pub fn run(&self, jobs: &[SamplingJob]) -> Result<Vec<SamplingResult>> {
        let mut script = String::new();
        for j in jobs {
            writeln!(script, "A {} {}", j.function.code(), hex::encode(&j.seed)).unwrap();
            match j.reset_after {
                Some(n) => writeln!(script, "X {} {} {n}", j.kind, j.slot).unwrap(),
                None => writeln!(script, "S {} {}\nR {}", j.kind, j.slot, j.slot).unwrap(),
            }
        }
        let out = run_with_input(&self.exe, &script)?;
        let mut lines = out.lines();
        let mut results = Vec::new();
        for j in jobs {
            let line = lines.next().context("sampling driver: missing line")?;
            let mut w = line.split_whitespace();
            match (w.next(), j.reset_after) {
                (Some("B"), Some(_)) => results.push(SamplingResult::Reset {
                    busy: w.next() == Some("1"),
                }),
                (Some("C"), None) => {
                    let cycles: usize = w.next().context("cycles")?.parse()?;
                    let data = lines.next().context("sampling driver: missing read")?;
                    let mut d = data.split_whitespace();
                    if d.next() != Some("D") {
                        bail!("sampling driver: unexpected {data:?}");
                    }
                    let mut poly = [0u16; crate::params::N];
                    for c in poly.iter_mut() {
                        *c = d.next().context("coefficient")?.parse()?;
                    }
                    results.push(SamplingResult::Sampled {
                        poly: Box::new(poly),
                        cycles,
                    });
                }
                _ => bail!("sampling driver: unexpected {line:?}"),
            }
        }
        Ok(results)
    }
}

/// The C++ testbench `sampler_tb.cpp` (see its header for the script it reads).
pub const SAMPLER_TB: &str = include_str!("sampler_tb.cpp");
