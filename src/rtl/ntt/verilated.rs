//! The exported NTT circuits under Verilator: a C++ driver that runs a script of host-port
//! writes, reads and engine operations against the Verilog of [`crate::rtl::ntt::NttEngine`]
//! (or feeds vectors to a [`crate::rtl::ntt::Butterfly`]), so the tests can compare the
//! Verilog with the model without the RustHDL simulator.
//!
//! Engine script lines (stdin): `W slot j value` (host write), `R slot` (prints
//! `D c0 … c255`), `O op a b r` (start, clock until `done`; prints `C cycles`, or
//! `E timeout` / `E nodone`), `X` (one cycle of reset), `S op a b r n` (start, then reset
//! after n cycles; prints `C n`). Butterfly lines: `a b w inverse`, answered by `x y` from
//! four cycles later (the pipeline latency).

use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};

use crate::model::ntt::Poly;
use crate::model::ntt_engine::EngineOp;
use crate::params::N;
use crate::sim::verilator::{build_with_driver, run_with_input};

const ENGINE_DRIVER: &str = include_str!("engine_tb.cpp");

const BUTTERFLY_DRIVER: &str = include_str!("butterfly_tb.cpp");

/// Compiles `verilog` (module `top`) with `driver` into `work_dir/obj/Vtop`.
fn build(verilog: &str, driver: &str, work_dir: &Path) -> Result<PathBuf> {
    build_with_driver(verilog, "driver.cpp", driver, work_dir)
}

/// The exported engine compiled by Verilator, and a script being built for it.
pub struct VerilatedEngine {
    exe: PathBuf,
    script: String,
}

/// What a script printed, in order: polynomials read and cycle counts of operations.
#[derive(Debug, Default)]
pub struct EngineTrace {
    pub reads: Vec<Poly>,
    pub cycles: Vec<usize>,
}

impl VerilatedEngine {
    /// Builds the engine's Verilog under Verilator in `work_dir`.
    pub fn build(verilog: &str, work_dir: &Path) -> Result<Self> {
        Ok(Self {
            exe: build(verilog, ENGINE_DRIVER, work_dir)?,
            script: String::new(),
        })
    }

    /// Queues writing `poly` into `slot`.
    pub fn write_poly(&mut self, slot: usize, poly: &Poly) {
        for (j, c) in poly.iter().enumerate() {
            self.script.push_str(&format!("W {slot} {j} {c}\n"));
        }
    }

    /// Queues writing `poly` into sample buffer `buffer` (0 or 1) through the banked engine's
    /// sample port.
    pub fn write_sample(&mut self, buffer: usize, poly: &Poly) {
        for (j, c) in poly.iter().enumerate() {
            self.script.push_str(&format!("P {buffer} {j} {c}\n"));
        }
    }

    /// Queues reading `slot` (one entry of [`EngineTrace::reads`]).
    pub fn read_poly(&mut self, slot: usize) {
        self.script.push_str(&format!("R {slot}\n"));
    }

    /// Queues an operation (one entry of [`EngineTrace::cycles`]).
    pub fn run(&mut self, op: EngineOp, a: usize, b: usize, r: usize) {
        self.script
            .push_str(&format!("O {} {a} {b} {r}\n", op.code()));
    }

    /// Queues an operation aborted by `reset` after `n` cycles (its entry in
    /// [`EngineTrace::cycles`] is `busy` after the reset, 0 or 1).
    pub fn run_and_reset(&mut self, op: EngineOp, a: usize, b: usize, r: usize, n: usize) {
        self.script
            .push_str(&format!("S {} {a} {b} {r} {n}\n", op.code()));
    }

    /// Runs the queued script on a fresh instance and clears it.
    pub fn execute(&mut self) -> Result<EngineTrace> {
        let script = std::mem::take(&mut self.script);
        let out = run_with_input(&self.exe, &script)?;
        let mut trace = EngineTrace::default();
        for line in out.lines() {
            let words: Vec<&str> = line.split_whitespace().collect();
            match words.as_slice() {
                ["D", rest @ ..] if rest.len() == N => {
                    let mut p = [0u16; N];
                    for (c, w) in p.iter_mut().zip(rest) {
                        *c = w.parse().context("coefficient")?;
                    }
                    trace.reads.push(p);
                }
                ["C", n] => trace.cycles.push(n.parse()?),
                ["C", _, busy] => trace.cycles.push(busy.parse()?),
                ["E", what] => bail!("engine under Verilator: {what}"),
                _ => bail!("unexpected driver output line: {line:.80}"),
            }
        }
        Ok(trace)
    }
}

/// Runs `vectors` (a, b, w, inverse) through the exported butterfly `verilog` under
/// Verilator; returns the (x, y) of each.
pub fn butterfly_vectors(
    verilog: &str,
    work_dir: &Path,
    vectors: &[(u16, u16, u16, bool)],
) -> Result<Vec<(u16, u16)>> {
    let exe = build(verilog, BUTTERFLY_DRIVER, work_dir)?;
    let input: String = vectors
        .iter()
        .map(|(a, b, w, i)| format!("{a} {b} {w} {}\n", *i as u8))
        .collect();
    let out = run_with_input(&exe, &input)?;
    let mut res = Vec::with_capacity(vectors.len());
    for line in out.lines() {
        let mut it = line.split_whitespace().map(str::parse::<u16>);
        match (it.next(), it.next()) {
            (Some(Ok(x)), Some(Ok(y))) => res.push((x, y)),
            _ => bail!("unexpected butterfly driver line: {line}"),
        }
    }
    if res.len() != vectors.len() {
        bail!("{} results for {} vectors", res.len(), vectors.len());
    }
    Ok(res)
}
