//! The verification harness every driver uses: a leaf module that knows no circuit, no model
//! and no protocol (it imports nothing from this crate), so the drivers in `rtl/<unit>/sim.rs`
//! and `rtl/<unit>/verilated.rs` share one clock loop, one bounded wait, one waveform writer
//! and one Verilator build instead of a copy each.
//!
//! * [`settle`], [`clock_cycle`] and [`clock_cycle_with`]: a RustHDL block in the direct
//!   `simulate()` loop (no `Simulation` harness, `shared/guides/rusthdl.md` §2): every
//!   RustHDL driver's tick is one of them, with its own cycle counter and observations.
//! * [`Clocked`] and [`wait_while`] / [`try_wait_while`]: the bounded wait. A driver that
//!   clocks its block by hand implements [`Clocked`] (`tick` and the circuit's name) and waits
//!   with [`Clocked::wait_while`] / [`Clocked::wait_until`]; a wait whose steps are more than
//!   a tick calls [`wait_while`] itself. Past its limit a wait fails with a message naming the
//!   circuit, the condition and the limit.
//! * [`vcd`]: waveforms. [`vcd::vcd_file`] is the path `vcd/<stem>/<test>.vcd` every test
//!   writes to; [`vcd::Trace`] records a block in the direct loop; [`vcd::run_traced`] runs a
//!   RustHDL `Simulation` testbench with a 100 MHz clock into a file.
//! * [`verilator`]: build an exported circuit with its C++ testbench (sharing the prelude
//!   `tb.h`), run it with a script on stdin, `verilator --lint-only`.
//! * [`run_logged`], [`tail`], [`ensure_dir`]: how every external tool is run (also by the
//!   synthesis flow): full output kept in a log, errors that say which tool and where.

use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};

use anyhow::{Context, Result, anyhow, bail};
use rust_hdl::prelude::*;

pub mod vcd;
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

/// Where [`clock_cycle_with`] is in a cycle when it calls its observer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The inputs set before the cycle have settled; the rising edge is next.
    Inputs,
    /// Settled after the rising edge (the clock is high).
    Rising,
    /// Settled after the falling edge (the clock is low): the end of the cycle.
    Falling,
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
    clock_cycle_with(uut, name, passes, set_clock, |_, _| {});
}

/// [`clock_cycle`] with `observe` called after each of its three settles ([`Phase`]): to read
/// an output before the edge that samples the inputs, or to record a waveform at each edge.
pub fn clock_cycle_with<B: Block>(
    uut: &mut B,
    name: &str,
    passes: usize,
    set_clock: impl Fn(&mut B, bool),
    mut observe: impl FnMut(&mut B, Phase),
) {
    settle(uut, name, passes);
    observe(uut, Phase::Inputs);
    set_clock(uut, true);
    settle(uut, name, passes);
    observe(uut, Phase::Rising);
    set_clock(uut, false);
    settle(uut, name, passes);
    observe(uut, Phase::Falling);
}

/// The bounded wait. `step` is called until it returns `false`; each call that returns `true`
/// has advanced the circuit by one cycle (it checked that the condition `what` still holds,
/// then clocked). Returns the cycles advanced; fails once `step` has advanced more than `limit`
/// cycles, with the message "`what`: still waiting after `limit` cycles".
pub fn wait_while(limit: usize, what: &str, mut step: impl FnMut() -> bool) -> Result<usize> {
    try_wait_while(limit, what, || Ok(step()))
}

/// [`wait_while`] with a `step` that may fail (a protocol check on the way): its error is
/// returned as it is.
pub fn try_wait_while(
    limit: usize,
    what: &str,
    mut step: impl FnMut() -> Result<bool>,
) -> Result<usize> {
    let mut cycles = 0;
    while step()? {
        cycles += 1;
        if cycles > limit {
            bail!("{}", still_waiting(what, limit));
        }
    }
    Ok(cycles)
}

/// The message of a wait that gave up.
fn still_waiting(what: &str, limit: usize) -> String {
    format!("{what}: still waiting after {limit} cycles")
}

/// A driver that clocks its block by hand: one cycle per [`Clocked::tick`], and the bounded
/// waits built on it.
pub trait Clocked {
    /// The circuit's name, for messages (e.g. [`block_name`]).
    fn circuit(&self) -> String;

    /// One clock cycle: the inputs set before the call are sampled at its rising edge.
    fn tick(&mut self);

    /// Ticks while `cond` holds (checked before every tick); returns the ticks. Fails, naming
    /// the circuit, `what` (the condition waited on) and `limit`, if it still holds after
    /// `limit` ticks.
    fn wait_while(
        &mut self,
        limit: usize,
        what: &str,
        mut cond: impl FnMut(&mut Self) -> bool,
    ) -> Result<usize>
    where
        Self: Sized,
    {
        wait_while(limit, what, || {
            if !cond(self) {
                return false;
            }
            self.tick();
            true
        })
        .map_err(|e| anyhow!("{}: {e}", self.circuit()))
    }

    /// Ticks until `cond` holds: [`Clocked::wait_while`] on its negation.
    fn wait_until(
        &mut self,
        limit: usize,
        what: &str,
        mut cond: impl FnMut(&mut Self) -> bool,
    ) -> Result<usize>
    where
        Self: Sized,
    {
        self.wait_while(limit, what, |s| !cond(s))
    }
}

/// The short name of block type `T` for messages: its path dropped, its generic arguments
/// kept (`KeccakParallel<1, 50>`).
pub fn block_name<T: ?Sized>() -> String {
    let full = std::any::type_name::<T>();
    let (path, args) = full.split_at(full.find('<').unwrap_or(full.len()));
    let base = path.rsplit("::").next().unwrap_or(path);
    format!("{base}{args}")
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wait_while_counts_and_gives_up_with_a_message() {
        let mut n = 0;
        let steps = wait_while(10, "n small", || {
            n += 1;
            n <= 3
        });
        assert_eq!(steps.unwrap(), 3);
        let e = wait_while(5, "busy after Permute", || true).unwrap_err();
        assert_eq!(
            e.to_string(),
            "busy after Permute: still waiting after 5 cycles"
        );
        let e = try_wait_while(5, "x", || bail!("protocol broken")).unwrap_err();
        assert_eq!(e.to_string(), "protocol broken");
    }

    #[test]
    fn clocked_waits_name_the_circuit() {
        struct Counter(usize);
        impl Clocked for Counter {
            fn circuit(&self) -> String {
                "Counter".to_string()
            }
            fn tick(&mut self) {
                self.0 += 1;
            }
        }
        let mut c = Counter(0);
        assert_eq!(c.wait_until(100, "n = 7", |c| c.0 == 7).unwrap(), 7);
        assert_eq!(c.wait_while(100, "n odd", |c| c.0 % 2 == 1).unwrap(), 1);
        let e = c.wait_while(3, "n below 100", |c| c.0 < 100).unwrap_err();
        assert_eq!(
            e.to_string(),
            "Counter: n below 100: still waiting after 3 cycles"
        );
        assert_eq!(c.0, 12);
    }

    #[test]
    fn block_name_drops_the_path_and_keeps_the_arguments() {
        assert_eq!(block_name::<Vec<u8>>(), "Vec<u8>");
        assert_eq!(block_name::<Phase>(), "Phase");
    }
}
