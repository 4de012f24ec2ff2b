//! The verification harness every driver uses: a leaf module that knows no circuit, no model
//! and no protocol (it imports nothing from this crate), so the drivers in `rtl/<unit>/sim.rs`
//! and `rtl/<unit>/verilated.rs` share one clock loop, one waveform writer and one Verilator
//! build instead of a copy each.
//!
//! * [`settle`] and [`clock_cycle`]: a RustHDL block in the direct `simulate()` loop (no
//!   `Simulation` harness, `shared/guides/rusthdl.md` §2): every driver's tick is
//!   `clock_cycle` with its own cycle counter and observations around it.
//! * [`verilator`]: build an exported circuit with its C++ testbench (sharing the prelude
//!   `tb.h`), run it with a script on stdin, `verilator --lint-only`.
//! * [`run_logged`], [`tail`], [`ensure_dir`]: how every external tool is run (also by the
//!   synthesis flow): full output kept in a log, errors that say which tool and where.

use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};

use anyhow::{Context, Result};
use rust_hdl::prelude::*;

pub mod verilator;

/// Propagates `uut`'s inputs through its combinational logic: RustHDL's `simulate()` bounded
/// by `passes` delta passes. Panics, naming the circuit, if it does not converge: a
/// combinational loop is a design error, not a test outcome.
pub fn settle<B: Block>(uut: &mut B, name: &str, passes: usize) {
    assert!(
        simulate(uut, passes),
        "{name} did not settle in {passes} passes"
    );
}

/// One clock cycle of `uut` in the direct loop: settle, rising edge (`set_clock(uut, true)`),
/// settle, falling edge, settle. The inputs set before the call are sampled at the rising
/// edge. Every driver's tick is this (with its own cycle counter and observations around it).
pub fn clock_cycle<B: Block>(
    uut: &mut B,
    name: &str,
    passes: usize,
    set_clock: impl Fn(&mut B, bool),
) {
    settle(uut, name, passes);
    set_clock(uut, true);
    settle(uut, name, passes);
    set_clock(uut, false);
    settle(uut, name, passes);
}

/// What a finished tool run left behind: its exit status and its combined stdout + stderr
/// (also written to the log file).
#[derive(Debug)]
pub struct ToolRun {
    pub status: ExitStatus,
    pub output: String,
}

/// Runs `cmd`, waits for it, writes its stdout then stderr to `log` and returns both.
///
/// Fails only when the program cannot be started (with a hint that the tool may be missing)
/// or the log cannot be written; a non-zero exit status is returned to the caller, who
/// decides whether it matters (nextpnr, for example, may exit non-zero after a timing
/// failure while its figures are still valid).
pub fn run_logged(cmd: &mut Command, log: &Path) -> Result<ToolRun> {
    let program = cmd.get_program().to_string_lossy().into_owned();
    let out = cmd.stdin(Stdio::null()).output().with_context(|| {
        format!("could not start `{program}`: is it installed (scripts/install-tools.sh)?")
    })?;
    let mut output = String::from_utf8_lossy(&out.stdout).into_owned();
    output.push_str(&String::from_utf8_lossy(&out.stderr));
    std::fs::write(log, &output).with_context(|| format!("writing {}", log.display()))?;
    Ok(ToolRun {
        status: out.status,
        output,
    })
}

/// The last `n` lines of a tool's output, for error messages.
pub fn tail(text: &str, n: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(n)..].join("\n")
}

/// Creates `dir` (and its parents) with a readable error.
pub fn ensure_dir(dir: &Path) -> Result<()> {
    std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))
}
