//! The tool flow around the circuits: independent simulation of the exported Verilog
//! (Verilator), synthesis measurements (yosys, nextpnr-ice40) and the report built from them.
//!
//! ```text
//!  rtl::reduce::REDUCERS ──► Verilog (module `top`) ─┬─► verilator::exhaustive_check   (c % q, all c)
//!                                                    ├─► synth::synth_xc7              (Artix-7 LUT, path)
//!                                                    └─► synth::synth_ice40            (wrapper, LC, Fmax)
//!  report::BUTTERFLIES ──► Verilog ──► synth::measure_with(Harness::Butterfly)  (DSP / -nodsp, I/O regs)
//!  report::ENGINES ──────► Verilog ──► synth::measure_with(Harness::Bare)       (BRAM/EBR, memory mapping)
//!                    └───► rtl::ntt::sim::EngineSim                              (cycles per operation)
//!                                                               │
//!                               report::write_full_report ◄─────┘  report.{md,json}, report_*.svg
//! ```
//!
//! * [`verilator`]: builds the exported Verilog with a C++ harness and compares it with
//!   `c % q` over every product; also `verilator --lint-only`.
//! * [`synth`]: yosys `synth_xilinx` (Artix-7 cell counts, longest path) and
//!   `synth_ice40` + nextpnr-ice40 on the HX8K (logic cells, EBR, Fmax over several seeds,
//!   critical path), and where yosys put each memory.
//! * [`bitstream`]: the Alchitry Cu bitstream (yosys, nextpnr-ice40 with the board's pins and
//!   clock, icepack) with its `BUILD_INFO`, and the check of a committed one.
//! * [`report`]: the report rows (reducers, butterflies, NTT engines with their cycle
//!   counts), the anchor table, the EBR budget and the Markdown / JSON / SVG writers.
//!
//! Every tool runs inside a work directory the caller passes in; its full output is kept
//! there as a `.log` file next to the generated inputs. No function here panics when a tool
//! fails: the error says which tool, where its log is and how its output ended.

use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};

use anyhow::{Context, Result};

pub mod bitstream;
pub mod report;
pub mod report_device;
pub mod report_keccak;
pub mod synth;
pub mod verilator;
pub mod verilator_codec;
pub mod verilator_device;
pub mod verilator_keccak;
pub mod verilator_link;
pub mod verilator_ntt;

pub use report::{
    Report, Row, Tools, TreeFigures, measure_reducer, run_report, write_full_report, write_report,
};
pub use synth::{Harness, Ice40Figures, SynthOptions, Xc7Figures};
pub use verilator::{VerilatorReport, exhaustive_check, lint};

/// What a finished tool run left behind: its exit status and its combined stdout + stderr
/// (also written to the log file).
#[derive(Debug)]
pub(crate) struct ToolRun {
    pub status: ExitStatus,
    pub output: String,
}

/// Runs `cmd`, waits for it, writes its stdout then stderr to `log` and returns both.
///
/// Fails only when the program cannot be started (with a hint that the tool may be missing)
/// or the log cannot be written; a non-zero exit status is returned to the caller, who
/// decides whether it matters (nextpnr, for example, may exit non-zero after a timing
/// failure while its figures are still valid).
pub(crate) fn run_logged(cmd: &mut Command, log: &Path) -> Result<ToolRun> {
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
pub(crate) fn tail(text: &str, n: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(n)..].join("\n")
}

/// Creates `dir` (and its parents) with a readable error.
pub(crate) fn ensure_dir(dir: &Path) -> Result<()> {
    std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))
}
