//! The verification harness every driver uses: a leaf module that knows no circuit, no model
//! and no protocol (it imports nothing from this crate), so the drivers in `rtl/<unit>/sim.rs`
//! and `rtl/<unit>/verilated.rs` share one clock loop, one waveform writer and one Verilator
//! build instead of a copy each.
//!
//! * [`Clocked`]: a RustHDL block in the direct `simulate()` loop (no `Simulation` harness,
//!   `shared/guides/rusthdl.md` §2): settle, tick, a cycle count, a bounded wait that names
//!   what it waited for, and an optional VCD trace of every signal at every clock edge.
//! * [`vcd_file`]: the path convention `vcd/<stem>/<test>.vcd`.
//! * [`verilator`]: build an exported circuit with its C++ testbench (sharing the prelude
//!   `tb.h`), run it with a script on stdin, `verilator --lint-only`.
//! * [`run_logged`], [`tail`], [`ensure_dir`]: how every external tool is run (also by the
//!   synthesis flow): full output kept in a log, errors that say which tool and where.

use std::io::BufWriter;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};

use anyhow::{Context, Result, bail};
use rust_hdl::core::vcd_probe::VCDProbe;
use rust_hdl::prelude::*;

pub mod verilator;

/// A VCD waveform being written.
type Trace = VCDProbe<BufWriter<std::fs::File>>;

/// A block with its clock driven by hand: one [`tick`](Clocked::tick) is one rising and one
/// falling edge, each followed by a settle of the combinational logic.
///
/// The inputs set before `tick` are sampled at its rising edge; the outputs read after it are
/// those of the new state. `cycles` counts rising edges.
pub struct Clocked<B: Block> {
    /// The circuit; set its inputs (`uut.x.next = …`) and read its outputs (`uut.y.val()`).
    pub uut: Box<B>,
    /// Rising edges so far.
    pub cycles: u64,
    name: &'static str,
    passes: usize,
    clock: fn(&mut B) -> &mut Signal<In, Clock>,
    trace: Option<Trace>,
    period_ps: u64,
}

impl<B: Block> Clocked<B> {
    /// Connects `uut` and settles it. `name` appears in every panic and error; `passes` is the
    /// bound on `simulate()`'s delta passes per settle; `clock` selects the clock input.
    pub fn new(
        uut: B,
        name: &'static str,
        passes: usize,
        clock: fn(&mut B) -> &mut Signal<In, Clock>,
    ) -> Self {
        let mut uut = Box::new(uut);
        uut.connect_all();
        let mut sim = Self {
            uut,
            cycles: 0,
            name,
            passes,
            clock,
            trace: None,
            period_ps: 20_000,
        };
        sim.settle();
        sim
    }

    /// The name given to [`new`](Self::new).
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// Propagates the inputs through the combinational logic. Panics if it does not converge
    /// within the pass bound: a combinational loop is a design error, not a test outcome.
    pub fn settle(&mut self) {
        settle(&mut *self.uut, self.name, self.passes);
    }

    /// One clock cycle.
    pub fn tick(&mut self) {
        self.settle();
        (self.clock)(&mut self.uut).next = Clock::from(true);
        self.settle();
        self.trace_edge(1);
        (self.clock)(&mut self.uut).next = Clock::from(false);
        self.settle();
        self.trace_edge(2);
        self.cycles += 1;
    }

    /// `n` clock cycles.
    pub fn ticks(&mut self, n: u64) {
        for _ in 0..n {
            self.tick();
        }
    }

    /// Clocks until `ready` holds (checked before each tick; no tick if it holds at once) and
    /// returns the cycles waited. Fails, naming the circuit and `what`, after `limit` cycles.
    pub fn wait_until(
        &mut self,
        what: &str,
        limit: u64,
        ready: impl Fn(&B) -> bool,
    ) -> Result<u64> {
        let start = self.cycles;
        self.settle();
        while !ready(&self.uut) {
            if self.cycles - start >= limit {
                bail!("{}: no {what} after {limit} cycles", self.name);
            }
            self.tick();
        }
        Ok(self.cycles - start)
    }

    /// Records every signal in the VCD file `path` from now on (a full dump now, then the
    /// changes at each clock edge); `period_ps` is the clock period on the waveform's time axis.
    pub fn trace_to(&mut self, path: &Path, period_ps: u64) -> Result<()> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            ensure_dir(dir)?;
        }
        let file =
            std::fs::File::create(path).with_context(|| format!("creating {}", path.display()))?;
        let mut vcd = write_vcd_header(BufWriter::new(file), &*self.uut);
        self.period_ps = period_ps;
        vcd.timestamp(self.cycles * period_ps)
            .with_context(|| format!("writing {}", path.display()))?;
        self.trace = Some(write_vcd_dump(vcd, &*self.uut));
        Ok(())
    }

    /// Whether a VCD trace is being written.
    pub fn is_tracing(&self) -> bool {
        self.trace.is_some()
    }

    /// Closes the VCD trace, if any (its buffered writer flushes on drop).
    pub fn finish_trace(&mut self) {
        self.trace = None;
    }

    fn trace_edge(&mut self, half: u64) {
        if let Some(mut vcd) = self.trace.take() {
            let t = self.cycles * self.period_ps + half * self.period_ps / 2;
            if vcd.timestamp(t).is_ok() {
                self.trace = Some(write_vcd_change(vcd, &*self.uut));
            }
        }
    }
}

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

/// Where a waveform goes: `<root>/<stem>/<test>.vcd`, with `root` = `vcd/` in the working
/// directory (the project root under `make` and `cargo test`). Creates the folder.
pub fn vcd_file(stem: &str, test: &str) -> Result<PathBuf> {
    let dir = Path::new("vcd").join(stem);
    ensure_dir(&dir)?;
    Ok(dir.join(format!("{test}.vcd")))
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
