//! Synthesis measurements of one combinational reducer (module `top`, ports `c[23:0]` in and
//! `r[11:0]` out), in the flow `shared/anchors.md` uses, so the figures compare with its anchors.
//!
//! * **Artix-7** ([`synth_xc7`]): `yosys -p "read_verilog reducer.v; synth_xilinx -flatten
//!   -nodsp -top top; stat; ltp -noff"`. The cell counts come from the final `stat`; the path
//!   from `ltp -noff`, the longest topological path ignoring flip-flops. Its `length` counts
//!   the **cells on the path**, input and output buffers included: a path
//!   `IBUF → LUT → OBUF` has length 3, and each CARRY4 of a ripple chain counts once. It is a
//!   logic-depth proxy without wire delays, not a timing figure.
//! * **iCE40-HX8K** ([`synth_ice40`]): the reducer sits between an input register (24 FF)
//!   and an output register (12 FF), the reduction paper's Fig. 6, in the module `wrap`
//!   ([`ice40_wrapper`]); `yosys -p "read_verilog reducer.v wrap.v; synth_ice40 -top wrap
//!   -json wrap.json"`, then `nextpnr-ice40 --hx8k --package cb132 --json wrap.json --freq 100
//!   --timing-allow-fail --seed S` for each seed. No pcf: nextpnr places the 37 I/Os itself.
//!   Logic cells include the 36 wrapper flip-flops. Fmax is the post-route "Max frequency for
//!   clock" line; the figure reported is the median over the seeds.
//!
//! [`measure`] runs both, two processes at a time (the xc7 yosys run beside the iCE40 one,
//! then the nextpnr seeds in pairs). Files go to the work directory the caller gives:
//! `reducer.v`, `wrap.v`, `wrap.json`, `yosys_xc7.log`, `yosys_ice40.log`,
//! `nextpnr_seed<S>.log`.
//!
//! **Clocked circuits** ([`measure_with`] and a [`Harness`]) use the same tools with two
//! differences: the Artix-7 script has no `ltp` (a path through flip-flops, block RAMs and
//! DSPs is no logic depth, so `path` is `null`), and the iCE40 run either wraps the block in
//! input and output registers ([`Harness::Butterfly`], [`butterfly_wrapper`]) or takes it as
//! is ([`Harness::Bare`], top `top`, clock port `clock`). Their files are `circuit.v`, and
//! `wrap.json` or `top.json`; a second Artix-7 run with `-nodsp` logs to
//! `yosys_xc7_nodsp.log`. [`parse_memory_mappings`] reads which memories yosys mapped to
//! block RAM and which to logic.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, anyhow, bail};
use serde::{Deserialize, Serialize};

use super::tools::{Tool, ToolFlow};
use super::{ensure_dir, run_logged, tail};
use crate::params::{COEFF_BITS, PRODUCT_BITS};

/// The nextpnr seeds the report uses; the reported Fmax is their median.
pub const ICE40_SEEDS: [u64; 3] = [1, 2, 3];

/// Artix-7 figures from yosys `synth_xilinx` (the `xc7` object of `report.json`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Xc7Figures {
    /// LUT1 … LUT6, and LUT6_2 (one LUT site with two outputs, instantiated by a generator:
    /// yosys' abc never makes one) once each (yosys' `INV` cells, which Vivado absorbs, are
    /// not counted, as in the anchors).
    pub lut: u32,
    /// Flip-flops: every `FD*` cell (FDRE, FDSE, FDCE, FDPE, …).
    pub ff: u32,
    pub carry4: u32,
    pub muxf7: u32,
    pub muxf8: u32,
    /// DSP48E1 (0 when synthesised with `-nodsp`).
    pub dsp: u32,
    /// Block RAM in RAMB18 units: RAMB18E1 + 2 × RAMB36E1.
    pub bram: u32,
    /// RAMB18E1 cells.
    #[serde(default)]
    pub ramb18: u32,
    /// RAMB36E1 cells.
    #[serde(default)]
    pub ramb36: u32,
    /// `ltp -noff` length: cells on the longest combinational path, I/O buffers included;
    /// `None` for clocked circuits, whose script has no `ltp`.
    #[serde(default)]
    pub path: Option<u32>,
}

/// iCE40-HX8K figures from nextpnr-ice40 (the `ice40` object of `report.json`).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct Ice40Figures {
    /// ICESTORM_LC used (the 36 wrapper flip-flops included); from the first seed's run.
    pub lc: u32,
    /// ICESTORM_RAM (EBR) used.
    pub ebr: u32,
    /// Median post-route Fmax over the seeds, MHz.
    pub fmax_mhz: f64,
    /// Post-route Fmax of each seed, in seed order, MHz.
    pub fmax_seeds: Vec<f64>,
    /// The register-to-register critical path of the median seed's run.
    #[serde(default)]
    pub critical_path: Option<CriticalPath>,
}

/// The critical path nextpnr reports for the clock (post-route, "Critical path report for
/// clock"): where it starts and ends, and its delay split.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct CriticalPath {
    /// The first `Source` cell port (a flip-flop or RAM output).
    pub from: String,
    /// The `Setup` cell port at the end (a flip-flop or RAM input).
    pub to: String,
    /// Cells the path passes through (the `Source` lines of the report).
    pub cells: u32,
    pub logic_ns: f64,
    pub routing_ns: f64,
}

/// How to run the measurements.
#[derive(Debug, Clone, PartialEq)]
pub struct SynthOptions {
    /// Pass `-nodsp` to `synth_xilinx` (the reducers are measured without DSP blocks).
    pub nodsp: bool,
    /// nextpnr seeds; Fmax is reported as their median.
    pub seeds: Vec<u64>,
    /// Target frequency given to nextpnr (`--freq`), MHz. It steers placement only.
    pub freq_mhz: f64,
    /// Tool processes run at once (1 or 2; more is treated as 2).
    pub jobs: usize,
}

impl Default for SynthOptions {
    fn default() -> Self {
        Self {
            nodsp: true,
            seeds: ICE40_SEEDS.to_vec(),
            freq_mhz: 100.0,
            jobs: 2,
        }
    }
}

/// Everything [`measure`] found, with the wall time of each tool run.
#[derive(Debug, Clone)]
pub struct Measurement {
    pub xc7: Xc7Figures,
    /// The extra `-nodsp` Artix-7 run ([`measure_with`] with `also_nodsp`).
    pub xc7_nodsp: Option<Xc7Figures>,
    pub ice40: Ice40Figures,
    /// Where yosys put each memory, Artix-7 run first ([`parse_memory_mappings`]).
    pub memories: Vec<MemoryMapping>,
    /// `(step, wall time)`, e.g. `("yosys xc7", 5.2 s)`, `("nextpnr seed 1", 2.9 s)`.
    pub timings: Vec<(String, Duration)>,
}

/// The yosys script for the Artix-7 run on `file` (a combinational reducer: with `ltp`).
pub fn xc7_script(file: &str, nodsp: bool) -> String {
    format!("{}; ltp -noff", xc7_clocked_script(file, nodsp))
}

/// The yosys script for the Artix-7 run of a clocked circuit: [`xc7_script`] without `ltp`.
pub fn xc7_clocked_script(file: &str, nodsp: bool) -> String {
    let nodsp = if nodsp { " -nodsp" } else { "" };
    format!("read_verilog {file}; synth_xilinx -flatten{nodsp} -top top; stat")
}

/// The yosys script for the iCE40 run: reducer and wrapper in, `json` out.
pub fn ice40_script(reducer: &str, wrapper: &str, json: &str) -> String {
    ice40_script_for(&[reducer, wrapper], "wrap", json)
}

/// The yosys script for the iCE40 run of `files` with top module `top`.
pub fn ice40_script_for(files: &[&str], top: &str, json: &str) -> String {
    format!(
        "read_verilog {}; synth_ice40 -top {top} -json {json}",
        files.join(" ")
    )
}

/// The nextpnr-ice40 arguments for one seed.
pub fn nextpnr_args(json: &str, freq_mhz: f64, seed: u64) -> Vec<String> {
    [
        "--hx8k",
        "--package",
        "cb132",
        "--json",
        json,
        "--freq",
        &format!("{freq_mhz}"),
        "--timing-allow-fail",
        "--seed",
        &seed.to_string(),
    ]
    .iter()
    .map(|s| s.to_string())
    .collect()
}

/// The register wrapper of the reduction paper's Fig. 6: `c_in` → 24 FF → `top` → 12 FF →
/// `r_out`. Widths come from [`crate::params`].
pub fn ice40_wrapper() -> String {
    reducer_wrapper(PRODUCT_BITS, COEFF_BITS)
}

/// [`ice40_wrapper`] for a reducer with a `cw`-bit input and an `rw`-bit output (the
/// generated reducers, [`Harness::WideReducer`]).
pub fn reducer_wrapper(cw: usize, rw: usize) -> String {
    format!(
        "// Generated by mlkem_fpga::flow::synth: reducer `top` between two register banks.
module wrap(
    input wire clk,
    input wire [{ci}:0] c_in,
    output reg [{ri}:0] r_out
);
    reg [{ci}:0] c_q;
    wire [{ri}:0] r_d;
    top u_reducer (.c(c_q), .r(r_d));
    always @(posedge clk) begin
        c_q <= c_in;
        r_out <= r_d;
    end
endmodule
",
        ci = cw - 1,
        ri = rw - 1
    )
}

/// The register wrapper of a butterfly block (`crate::rtl::ntt::butterfly`): `a`, `b`, `w`,
/// `inverse` through 37 input flip-flops, `x`, `y` through 24 output flip-flops, so that the
/// block's stage-0 logic (on its inputs) and stage-3 logic (before its outputs) lie on
/// register-to-register paths that nextpnr's Fmax covers.
pub fn butterfly_wrapper() -> String {
    let i = COEFF_BITS - 1;
    format!(
        "// Generated by mlkem_fpga::flow::synth: butterfly `top` between two register banks.
module wrap(
    input wire clk,
    input wire [{i}:0] a_in,
    input wire [{i}:0] b_in,
    input wire [{i}:0] w_in,
    input wire inverse_in,
    output reg [{i}:0] x_out,
    output reg [{i}:0] y_out
);
    reg [{i}:0] a_q, b_q, w_q;
    reg inverse_q;
    wire [{i}:0] x_d, y_d;
    top u_butterfly (.clock(clk), .a(a_q), .b(b_q), .w(w_q), .inverse(inverse_q),
                     .x(x_d), .y(y_d));
    always @(posedge clk) begin
        a_q <= a_in;
        b_q <= b_in;
        w_q <= w_in;
        inverse_q <= inverse_in;
        x_out <= x_d;
        y_out <= y_d;
    end
endmodule
"
    )
}

/// How a circuit (module `top`) is put on the two targets: each catalogue entry says which
/// ([`crate::rtl::catalog::Circuit::harness`]); the wrappers and scripts are here.
pub use crate::rtl::catalog::Harness;

impl Harness {
    /// The file the circuit's Verilog is written to.
    fn design_file(self) -> &'static str {
        match self {
            Harness::Reducer | Harness::WideReducer { .. } => "reducer.v",
            Harness::Butterfly | Harness::Bare | Harness::Registered(_) => "circuit.v",
        }
    }

    /// The iCE40 wrapper's Verilog, if any.
    fn wrapper(self) -> Option<String> {
        match self {
            Harness::Reducer => Some(ice40_wrapper()),
            Harness::WideReducer { c_bits, r_bits } => Some(reducer_wrapper(c_bits, r_bits)),
            Harness::Butterfly => Some(butterfly_wrapper()),
            Harness::Bare | Harness::Registered(_) => None,
        }
    }

    /// The JSON netlist yosys writes for nextpnr.
    pub fn json(self) -> &'static str {
        match self {
            Harness::Reducer | Harness::WideReducer { .. } | Harness::Butterfly => "wrap.json",
            Harness::Bare | Harness::Registered(_) => "top.json",
        }
    }

    /// The yosys script of the iCE40 run.
    pub fn ice40_script(self) -> String {
        match self {
            Harness::Reducer | Harness::WideReducer { .. } | Harness::Butterfly => {
                ice40_script_for(&[self.design_file(), "wrap.v"], "wrap", self.json())
            }
            Harness::Bare | Harness::Registered(_) => {
                ice40_script_for(&[self.design_file()], "top", self.json())
            }
        }
    }

    /// The yosys script of the Artix-7 run.
    pub fn xc7_script(self, nodsp: bool) -> String {
        match self {
            Harness::Reducer | Harness::WideReducer { .. } => xc7_script(self.design_file(), nodsp),
            Harness::Butterfly | Harness::Bare | Harness::Registered(_) => {
                xc7_clocked_script(self.design_file(), nodsp)
            }
        }
    }
}

/// Runs yosys with `script` in `dir`, logging to `log`; fails on a non-zero exit.
///
/// The log is yosys's own (`-l log`), and its text is returned. The console output, kept in
/// `log.console`, is not enough: under YoWASP yosys's standard output ends when its first ABC
/// run starts, so `stat` and `ltp` never reach it.
pub(crate) fn run_yosys(dir: &Path, script: &str, log: &str) -> Result<String> {
    let log_path = dir.join(log);
    let console = dir.join(format!("{log}.console"));
    // A stale log must not be read as this run's.
    if log_path.exists() {
        std::fs::remove_file(&log_path)
            .with_context(|| format!("removing {}", log_path.display()))?;
    }
    let mut cmd = ToolFlow::from_env()?.command(Tool::Yosys);
    // `-l` takes a path relative to `dir`: the WebAssembly build sees only its working directory.
    cmd.current_dir(dir).args(["-q", "-l", log, "-p", script]);
    let run = run_logged(&mut cmd, &console)?;
    let text = std::fs::read_to_string(&log_path).unwrap_or_default();
    if !run.status.success() {
        bail!(
            "yosys failed ({}) on `{script}` in {}; log {}:\n{}",
            run.status,
            dir.display(),
            log_path.display(),
            tail(if text.is_empty() { &run.output } else { &text }, 25)
        );
    }
    if text.is_empty() {
        bail!(
            "yosys wrote no log {} for `{script}`; console {}:\n{}",
            log_path.display(),
            console.display(),
            tail(&run.output, 25)
        );
    }
    Ok(text)
}

fn write(dir: &Path, name: &str, text: &str) -> Result<PathBuf> {
    let p = dir.join(name);
    std::fs::write(&p, text).with_context(|| format!("writing {}", p.display()))?;
    Ok(p)
}

/// Artix-7 synthesis of `verilog` in `work_dir` ([`xc7_script`]), parsed by [`parse_xc7_log`].
pub fn synth_xc7(verilog: &str, work_dir: &Path, nodsp: bool) -> Result<Xc7Figures> {
    ensure_dir(work_dir)?;
    write(work_dir, "reducer.v", verilog)?;
    Ok(xc7_in(work_dir, Harness::Reducer, nodsp, "yosys_xc7.log")?.0)
}

/// Artix-7 synthesis of a clocked circuit as it is ([`Harness::Bare`], no place and route):
/// for circuits with more ports than an iCE40 package has pins.
pub fn synth_xc7_bare(verilog: &str, work_dir: &Path) -> Result<(Xc7Figures, Vec<MemoryMapping>)> {
    synth_xc7_as(verilog, work_dir, Harness::Bare, false)
}

/// Artix-7 synthesis of `verilog` with `harness` and no iCE40 run (log `yosys_xc7.log`, or
/// `yosys_xc7_nodsp.log` with `nodsp`): for circuits built of Artix-7 cells, such as the
/// butterfly and engine with `DaddaLutReducer`'s `LUT6_2`s.
pub fn synth_xc7_as(
    verilog: &str,
    work_dir: &Path,
    harness: Harness,
    nodsp: bool,
) -> Result<(Xc7Figures, Vec<MemoryMapping>)> {
    ensure_dir(work_dir)?;
    write(work_dir, harness.design_file(), verilog)?;
    let log = if nodsp {
        "yosys_xc7_nodsp.log"
    } else {
        "yosys_xc7.log"
    };
    xc7_in(work_dir, harness, nodsp, log)
}

/// The Artix-7 run in `dir`: its figures and memory mappings.
fn xc7_in(
    dir: &Path,
    harness: Harness,
    nodsp: bool,
    log: &str,
) -> Result<(Xc7Figures, Vec<MemoryMapping>)> {
    let out = run_yosys(dir, &harness.xc7_script(nodsp), log)?;
    let figures =
        parse_xc7_log(&out).with_context(|| format!("reading {}", dir.join(log).display()))?;
    Ok((figures, parse_memory_mappings(&out, "xc7")))
}

/// Cell counts of the last `stat` table in a yosys log (`name → count`).
///
/// Reads both layouts: yosys 0.23's "Number of cells: N" followed by "NAME count" lines, and
/// yosys 0.70's "N cells" followed by "count NAME" lines.
pub fn parse_cell_counts(log: &str) -> Result<BTreeMap<String, u32>> {
    let lines: Vec<&str> = log.lines().collect();
    let header = |line: &str| -> Option<bool> {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["Number", "of", "cells:", n] if n.parse::<u32>().is_ok() => Some(true),
            [n, "cells"] if n.parse::<u32>().is_ok() => Some(false),
            _ => None,
        }
    };
    let (at, name_first) = lines
        .iter()
        .enumerate()
        .rev()
        .find_map(|(i, line)| header(line).map(|name_first| (i, name_first)))
        .ok_or_else(|| {
            anyhow!("no `stat` output (\"Number of cells:\" or \"N cells\") in the yosys log")
        })?;
    let mut cells = BTreeMap::new();
    for line in &lines[at + 1..] {
        let words: Vec<&str> = line.split_whitespace().collect();
        let (name, n) = match (words.as_slice(), name_first) {
            ([name, n], true) | ([n, name], false) => (*name, *n),
            _ => break,
        };
        match n.parse::<u32>() {
            Ok(n) => *cells.entry(name.to_string()).or_insert(0) += n,
            Err(_) => break,
        }
    }
    Ok(cells)
}

/// The `length` of "Longest topological path in top (length=N)" from `ltp`.
pub fn parse_ltp_length(log: &str) -> Result<u32> {
    const KEY: &str = "Longest topological path in ";
    let at = log
        .rfind(KEY)
        .ok_or_else(|| anyhow!("no `ltp` result (\"{KEY}\") in the yosys log"))?;
    let line = log[at..].lines().next().unwrap_or_default();
    let n = line
        .split("length=")
        .nth(1)
        .and_then(|s| s.split(')').next())
        .ok_or_else(|| anyhow!("cannot read the length in `{line}`"))?;
    n.trim()
        .parse()
        .with_context(|| format!("cannot read the length in `{line}`"))
}

/// Artix-7 figures from the log of [`xc7_script`] or [`xc7_clocked_script`]; `path` is
/// `None` when the log has no `ltp` result.
pub fn parse_xc7_log(log: &str) -> Result<Xc7Figures> {
    let cells = parse_cell_counts(log)?;
    let sum = |pred: &dyn Fn(&str) -> bool| -> u32 {
        cells.iter().filter(|(k, _)| pred(k)).map(|(_, n)| *n).sum()
    };
    let get = |k: &str| cells.get(k).copied().unwrap_or(0);
    let path = if log.contains("Executing LTP pass") {
        Some(parse_ltp_length(log)?)
    } else {
        None
    };
    Ok(Xc7Figures {
        lut: sum(&|k| {
            matches!(
                k,
                "LUT1" | "LUT2" | "LUT3" | "LUT4" | "LUT5" | "LUT6" | "LUT6_2"
            )
        }),
        ff: sum(&|k| k.starts_with("FD")),
        carry4: get("CARRY4"),
        muxf7: get("MUXF7"),
        muxf8: get("MUXF8"),
        dsp: get("DSP48E1"),
        bram: get("RAMB18E1") + 2 * get("RAMB36E1"),
        ramb18: get("RAMB18E1"),
        ramb36: get("RAMB36E1"),
        path,
    })
}

/// Where yosys put one memory (`$mem` cell) of the design.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct MemoryMapping {
    /// `xc7` or `ice40`.
    pub target: String,
    /// The memory as yosys names it, e.g. `bank0$0.mem`.
    pub memory: String,
    /// The library cell it became (`$__ICE40_RAM4K_`, `$__XILINX_BLOCKRAM_TDP_`, …), or
    /// `logic` when `memory_map` turned it into flip-flops and LUTs.
    pub mapped_to: String,
    /// The yosys log line this comes from.
    pub log_line: String,
}

impl MemoryMapping {
    /// Whether the memory went to a block RAM (iCE40 EBR or Xilinx RAMB18/36).
    pub fn is_block_ram(&self) -> bool {
        self.mapped_to.contains("RAM4K") || self.mapped_to.contains("BLOCKRAM")
    }
}

/// The memory decisions in a yosys log: `memory_libmap`'s "mapping memory top.M via CELL"
/// and `memory_map`'s "Mapping memory \M in module \top:" (converted to logic).
pub fn parse_memory_mappings(log: &str, target: &str) -> Vec<MemoryMapping> {
    log.lines()
        .filter_map(|line| {
            let (memory, mapped_to) = if let Some(rest) = line.strip_prefix("mapping memory ") {
                let (m, cell) = rest.split_once(" via ")?;
                (m.strip_prefix("top.").unwrap_or(m), cell.trim())
            } else if let Some(rest) = line.strip_prefix("Mapping memory ") {
                let (m, _) = rest.split_once(" in module ")?;
                (m.trim_start_matches('\\'), "logic")
            } else {
                return None;
            };
            Some(MemoryMapping {
                target: target.to_string(),
                memory: memory.to_string(),
                mapped_to: mapped_to.to_string(),
                log_line: line.trim().to_string(),
            })
        })
        .collect()
}

/// Figures of one nextpnr-ice40 run; `None` where the log has no such line.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct NextpnrRun {
    pub lc: Option<u32>,
    pub ebr: Option<u32>,
    pub fmax_mhz: Option<f64>,
    pub critical_path: Option<CriticalPath>,
}

/// Parses nextpnr-ice40's utilisation report (`ICESTORM_LC: 777/ 7680`, `ICESTORM_RAM:`),
/// the last "Max frequency for clock '…': F MHz" line (the post-route figure; the first one
/// printed is the pre-route estimate) and the last clock critical path ([`parse_critical_path`]).
pub fn parse_nextpnr_log(log: &str) -> NextpnrRun {
    // The last line where `key` is followed by `used/ total`: the placer's progress lines
    // ("type ICESTORM_LC: wirelen solved = …") also contain the key.
    let used = |key: &str| -> Option<u32> {
        log.lines().rev().find_map(|line| {
            let rest = line.split(key).nth(1)?;
            rest.split('/').next()?.trim().parse().ok()
        })
    };
    let fmax = log
        .lines()
        .rev()
        .find(|l| l.contains("Max frequency for clock"))
        .and_then(|l| l.split("': ").nth(1))
        .and_then(|s| s.split_whitespace().next())
        .and_then(|s| s.parse().ok());
    NextpnrRun {
        lc: used("ICESTORM_LC:"),
        ebr: used("ICESTORM_RAM:"),
        fmax_mhz: fmax,
        critical_path: parse_critical_path(log),
    }
}

/// The last "Critical path report for clock" section of a nextpnr log (the post-route one):
/// its first `Source`, its setup endpoint, the number of cells on the path and the "L ns
/// logic, R ns routing" summary. Cross-domain (I/O) sections are not read.
///
/// Two layouts are read:
/// * nextpnr 0.4 (`curr total` header): `0.54 0.54 Source cell.O` per cell, then
///   `0.40 16.80 Setup cell.I2` for the endpoint;
/// * nextpnr 0.11 (`type curr total name` header): `clk-to-q 0.54 0.54 Source cell.O`,
///   `logic 0.38 1.51 Source cell.O` per cell, `routing … Net …` between them, and
///   `setup 0.40 16.80 Source cell.I2` for the endpoint.
pub fn parse_critical_path(log: &str) -> Option<CriticalPath> {
    let start = log.rfind("Critical path report for clock")?;
    fn source(path: &mut CriticalPath, cell: &str) {
        if path.cells == 0 {
            path.from = cell.to_string();
        }
        path.cells += 1;
    }
    let mut path = CriticalPath::default();
    for line in log[start..].lines().skip(1) {
        let text = line.trim_start_matches("Info:").trim();
        let words: Vec<&str> = text.split_whitespace().collect();
        match words.as_slice() {
            // nextpnr 0.11: the endpoint is the `setup` row.
            ["setup", _, _, "Source", cell, ..] => path.to = cell.to_string(),
            [_, _, _, "Source", cell, ..] => source(&mut path, cell),
            // nextpnr 0.4.
            [_, _, "Source", cell, ..] => source(&mut path, cell),
            [_, _, "Setup", cell, ..] => path.to = cell.to_string(),
            [logic, "ns", "logic,", routing, "ns", "routing"] => {
                path.logic_ns = logic.parse().ok()?;
                path.routing_ns = routing.parse().ok()?;
                return (!path.from.is_empty() && !path.to.is_empty()).then_some(path);
            }
            _ => {}
        }
    }
    None
}

/// Median of a non-empty slice (mean of the middle two for an even count).
pub fn median(values: &[f64]) -> f64 {
    let mut v = values.to_vec();
    v.sort_by(f64::total_cmp);
    let n = v.len();
    match n {
        0 => f64::NAN,
        _ if n % 2 == 1 => v[n / 2],
        _ => (v[n / 2 - 1] + v[n / 2]) / 2.0,
    }
}

/// One nextpnr run in `dir` on `json`. The exit status is ignored (nextpnr 0.4 may exit
/// non-zero after a timing failure); the run fails only if the log lacks LC or Fmax.
fn nextpnr_seed(dir: &Path, json: &str, freq_mhz: f64, seed: u64) -> Result<NextpnrRun> {
    let log = dir.join(format!("nextpnr_seed{seed}.log"));
    let mut cmd = ToolFlow::from_env()?.command(Tool::NextpnrIce40);
    cmd.current_dir(dir)
        .args(nextpnr_args(json, freq_mhz, seed));
    let run = run_logged(&mut cmd, &log)?;
    let r = parse_nextpnr_log(&run.output);
    if r.lc.is_none() || r.fmax_mhz.is_none() {
        bail!(
            "nextpnr-ice40 seed {seed} ({}) reported no {} in {}:\n{}",
            run.status,
            if r.lc.is_none() {
                "ICESTORM_LC count"
            } else {
                "Max frequency"
            },
            log.display(),
            tail(&run.output, 20)
        );
    }
    Ok(r)
}

/// The iCE40 yosys run in `dir` (wrapper written first, if the harness has one); returns
/// the memory mappings of its log.
fn ice40_yosys_in(dir: &Path, harness: Harness) -> Result<Vec<MemoryMapping>> {
    if let Some(wrapper) = harness.wrapper() {
        write(dir, "wrap.v", &wrapper)?;
    }
    let out = run_yosys(dir, &harness.ice40_script(), "yosys_ice40.log")?;
    Ok(parse_memory_mappings(&out, "ice40"))
}

fn ice40_figures(runs: &[(u64, NextpnrRun)]) -> Result<Ice40Figures> {
    let first = &runs
        .first()
        .ok_or_else(|| anyhow!("no nextpnr seeds given"))?
        .1;
    let fmax_seeds: Vec<f64> = runs.iter().filter_map(|(_, r)| r.fmax_mhz).collect();
    let fmax_mhz = median(&fmax_seeds);
    // The path of the seed whose Fmax is the median (the lower middle one for an even count).
    let critical_path = runs
        .iter()
        .filter(|(_, r)| r.fmax_mhz.is_some())
        .min_by(|(_, a), (_, b)| {
            let d = |r: &NextpnrRun| (r.fmax_mhz.unwrap_or(0.0) - fmax_mhz).abs();
            d(a).total_cmp(&d(b))
        })
        .and_then(|(_, r)| r.critical_path.clone());
    Ok(Ice40Figures {
        lc: first.lc.unwrap_or(0),
        ebr: first.ebr.unwrap_or(0),
        fmax_mhz,
        fmax_seeds,
        critical_path,
    })
}

/// iCE40-HX8K measurement of `verilog` in its register wrapper, one nextpnr run per seed
/// (two at a time when `jobs` ≥ 2).
pub fn synth_ice40(
    verilog: &str,
    work_dir: &Path,
    seeds: &[u64],
    freq_mhz: f64,
    jobs: usize,
) -> Result<Ice40Figures> {
    let harness = Harness::Reducer;
    ensure_dir(work_dir)?;
    write(work_dir, harness.design_file(), verilog)?;
    ice40_yosys_in(work_dir, harness)?;
    let runs = run_seeds(work_dir, harness.json(), seeds, freq_mhz, jobs)?;
    ice40_figures(&seed_runs(runs))
}

type SeedResult = (u64, NextpnrRun, Duration);

fn seed_runs(runs: Vec<SeedResult>) -> Vec<(u64, NextpnrRun)> {
    runs.into_iter().map(|(s, r, _)| (s, r)).collect()
}

/// `f` over `items` with up to `jobs` (1 or 2) threads; results in item order. The first
/// error is returned once every thread has stopped.
fn parallel_map<I: Sync, T: Send>(
    items: &[I],
    jobs: usize,
    f: impl Fn(&I) -> Result<T> + Sync,
) -> Result<Vec<T>> {
    let next = AtomicUsize::new(0);
    let worker = || -> Result<Vec<(usize, T)>> {
        let mut done = Vec::new();
        loop {
            let i = next.fetch_add(1, Ordering::SeqCst);
            let Some(item) = items.get(i) else {
                return Ok(done);
            };
            done.push((i, f(item)?));
        }
    };
    let mut all = std::thread::scope(|s| -> Result<Vec<(usize, T)>> {
        let helpers: Vec<_> = (1..jobs.clamp(1, 2)).map(|_| s.spawn(worker)).collect();
        let mut all = worker()?;
        for h in helpers {
            all.extend(
                h.join()
                    .map_err(|_| anyhow!("tool worker thread panicked"))??,
            );
        }
        Ok(all)
    })?;
    all.sort_by_key(|(i, _)| *i);
    Ok(all.into_iter().map(|(_, r)| r).collect())
}

/// Runs the seeds with up to `jobs` processes at once; results in seed order.
fn run_seeds(
    dir: &Path,
    json: &str,
    seeds: &[u64],
    freq_mhz: f64,
    jobs: usize,
) -> Result<Vec<SeedResult>> {
    parallel_map(seeds, jobs, |&seed| {
        let t = Instant::now();
        let r = nextpnr_seed(dir, json, freq_mhz, seed)?;
        Ok((seed, r, t.elapsed()))
    })
}

/// Both measurements of a combinational reducer `verilog` in `work_dir`
/// ([`Harness::Reducer`], one Artix-7 run with `opts.nodsp`). With `opts.jobs` ≥ 2 two tool
/// processes run at a time: the Artix-7 and iCE40 yosys runs side by side, then the
/// nextpnr seeds in pairs.
pub fn measure(verilog: &str, work_dir: &Path, opts: &SynthOptions) -> Result<Measurement> {
    measure_with(verilog, work_dir, opts, Harness::Reducer, false)
}

/// One yosys run of [`measure_with`].
#[derive(Clone, Copy)]
enum YosysRun {
    /// The Artix-7 run with `opts.nodsp` (`extra`: false) or the extra `-nodsp` one.
    Xc7 {
        nodsp: bool,
        extra: bool,
    },
    Ice40,
}

/// Both measurements of `verilog` (module `top`) in `work_dir`, put on the targets as
/// `harness` says. The Artix-7 run uses `opts.nodsp`; with `also_nodsp` (and `opts.nodsp`
/// false) a second Artix-7 run with `-nodsp` fills [`Measurement::xc7_nodsp`]. The yosys
/// runs share `opts.jobs` processes, then the nextpnr seeds do.
pub fn measure_with(
    verilog: &str,
    work_dir: &Path,
    opts: &SynthOptions,
    harness: Harness,
    also_nodsp: bool,
) -> Result<Measurement> {
    ensure_dir(work_dir)?;
    write(work_dir, harness.design_file(), verilog)?;
    if opts.seeds.is_empty() {
        bail!("no nextpnr seeds given");
    }
    // The slowest run first, so that two lanes finish together.
    let mut runs = vec![
        YosysRun::Ice40,
        YosysRun::Xc7 {
            nodsp: opts.nodsp,
            extra: false,
        },
    ];
    if also_nodsp && !opts.nodsp {
        runs.push(YosysRun::Xc7 {
            nodsp: true,
            extra: true,
        });
    }
    type YosysResult = (Option<Xc7Figures>, Vec<MemoryMapping>, Duration);
    let done = parallel_map(&runs, opts.jobs, |run| -> Result<YosysResult> {
        let t = Instant::now();
        Ok(match *run {
            YosysRun::Xc7 { nodsp, extra } => {
                let log = if extra {
                    "yosys_xc7_nodsp.log"
                } else {
                    "yosys_xc7.log"
                };
                let (f, mem) = xc7_in(work_dir, harness, nodsp, log)?;
                (Some(f), mem, t.elapsed())
            }
            YosysRun::Ice40 => (None, ice40_yosys_in(work_dir, harness)?, t.elapsed()),
        })
    })?;
    let mut xc7 = None;
    let mut xc7_nodsp = None;
    let mut xc7_memories = Vec::new();
    let mut ice40_memories = Vec::new();
    let mut timings = Vec::new();
    for (run, (figures, memories, time)) in runs.iter().zip(done) {
        match run {
            YosysRun::Xc7 { extra: true, .. } => {
                xc7_nodsp = figures;
                timings.push(("yosys xc7 -nodsp".to_string(), time));
            }
            YosysRun::Xc7 { extra: false, .. } => {
                xc7 = figures;
                xc7_memories = memories;
                timings.push(("yosys xc7".to_string(), time));
            }
            YosysRun::Ice40 => {
                ice40_memories = memories;
                timings.push(("yosys ice40".to_string(), time));
            }
        }
    }
    let xc7 = xc7.ok_or_else(|| anyhow!("the Artix-7 run gave no figures"))?;
    let seeds = run_seeds(
        work_dir,
        harness.json(),
        &opts.seeds,
        opts.freq_mhz,
        opts.jobs,
    )?;
    for (seed, _, d) in &seeds {
        timings.push((format!("nextpnr seed {seed}"), *d));
    }
    let ice40 = ice40_figures(&seed_runs(seeds))?;
    xc7_memories.extend(ice40_memories);
    Ok(Measurement {
        xc7,
        xc7_nodsp,
        ice40,
        memories: xc7_memories,
        timings,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const XC7_LOG: &str = "
2.45. Printing statistics.
   Number of cells:               9999
     LUT1                            1

3. Printing statistics.

=== top ===

   Number of wires:               2757
   Number of cells:               4135
     CARRY4                        363
     FDRE                           10
     IBUF                           24
     INV                           509
     LUT1                          120
     LUT2                          336
     LUT3                          220
     LUT4                           25
     LUT5                           55
     LUT6                          593
     MUXF7                        1253
     MUXF8                         625
     OBUF                           12
     RAMB36E1                        1

4. Executing LTP pass (find longest path).

Longest topological path in top (length=297):
    0: \\c [3]
";

    #[test]
    fn parses_yosys_xc7_stat_and_ltp() {
        let f = parse_xc7_log(XC7_LOG).unwrap();
        assert_eq!(
            f,
            Xc7Figures {
                lut: 1349,
                ff: 10,
                carry4: 363,
                muxf7: 1253,
                muxf8: 625,
                dsp: 0,
                bram: 2,
                ramb18: 0,
                ramb36: 1,
                path: Some(297)
            }
        );
        assert!(parse_xc7_log("nothing here").is_err());
    }

    /// The end of a `synth_xilinx; stat` log of a clocked circuit (no `ltp`), cut from the
    /// NTT engine's: block RAM, DSP and SRL cells, and the memory decisions.
    const XC7_CLOCKED_LOG: &str = "
2.21. Executing MEMORY_LIBMAP pass (mapping memories to cells).
mapping memory top.bank0$0.mem via $__XILINX_BLOCKRAM_TDP_
mapping memory top.bank1$0.mem via $__XILINX_BLOCKRAM_TDP_

2.26. Executing MEMORY_MAP pass (converting memories to logic and flip-flops).
Mapping memory \\twiddles.mem in module \\top:
  created 256 $dff cells and 0 static cells of width 12.

3. Printing statistics.

=== top ===

   Number of cells:               1850
     BUFG                            1
     CARRY4                         74
     DSP48E1                         3
     FDRE                          422
     FDSE                            3
     LUT6                          255
     RAMB18E1                        2
     SRL16E                         30

End of script.
";

    #[test]
    fn parses_clocked_xc7_log_with_block_ram_and_dsp() {
        let f = parse_xc7_log(XC7_CLOCKED_LOG).unwrap();
        assert_eq!((f.lut, f.ff, f.dsp), (255, 425, 3));
        assert_eq!((f.bram, f.ramb18, f.ramb36), (2, 2, 0));
        assert_eq!(f.path, None);
    }

    /// yosys 0.70 prints `stat` as "N cells" then "count NAME" lines; this is its captured log
    /// of `DaddaReducer` (`synth_xilinx -flatten; stat; ltp -noff`).
    #[test]
    fn parses_yosys_0_70_stat_layout() {
        let log = include_str!("../../tests/fixtures/yosys/yosys-0.70_reduce_dadda_xc7.log");
        let cells = parse_cell_counts(log).unwrap();
        assert_eq!(cells.get("$scopeinfo"), Some(&2));
        assert_eq!(cells.get("IBUF"), Some(&24));
        assert_eq!(cells.values().sum::<u32>(), 154, "the table's cell total");
        let f = parse_xc7_log(log).unwrap();
        // LUT2 6 + LUT3 30 + LUT4 16 + LUT5 26 + LUT6 9, as printed in the log.
        assert_eq!((f.lut, f.ff, f.carry4, f.dsp, f.bram), (87, 0, 15, 0, 0));
        assert_eq!(f.path, Some(15));
    }

    #[test]
    fn parses_memory_mappings_to_block_ram_and_logic() {
        let m = parse_memory_mappings(XC7_CLOCKED_LOG, "xc7");
        let got: Vec<(&str, &str, bool)> = m
            .iter()
            .map(|m| (m.memory.as_str(), m.mapped_to.as_str(), m.is_block_ram()))
            .collect();
        assert_eq!(
            got,
            [
                ("bank0$0.mem", "$__XILINX_BLOCKRAM_TDP_", true),
                ("bank1$0.mem", "$__XILINX_BLOCKRAM_TDP_", true),
                ("twiddles.mem", "logic", false),
            ]
        );
        assert!(m.iter().all(|m| m.target == "xc7"));
        assert_eq!(
            m[2].log_line,
            "Mapping memory \\twiddles.mem in module \\top:"
        );
        let ice = parse_memory_mappings(
            "2.24. Executing MEMORY_LIBMAP pass (mapping memories to cells).
mapping memory top.twiddles.mem via $__ICE40_RAM4K_
<suppressed ~162 debug messages>",
            "ice40",
        );
        assert_eq!(ice.len(), 1);
        assert_eq!(ice[0].memory, "twiddles.mem");
        assert!(ice[0].is_block_ram());
    }

    #[test]
    fn parses_nextpnr_utilisation_and_post_route_fmax() {
        let log =
            "Info: Max frequency for clock 'clk$SB_IO_IN_$glb_clk': 12.27 MHz (FAIL at 100.00 MHz)
Info: Device utilisation:
Info: \t         ICESTORM_LC:   777/ 7680    10%
Info: \t        ICESTORM_RAM:     0/   32     0%
Info:     at iteration #4, type ICESTORM_LC: wirelen solved = 940, spread = 1109, legal = 1131; time = 0.01s
Warning: Max frequency for clock 'clk$SB_IO_IN_$glb_clk': 12.44 MHz (FAIL at 100.00 MHz)
";
        let r = parse_nextpnr_log(log);
        assert_eq!(r.lc, Some(777));
        assert_eq!(r.ebr, Some(0));
        assert_eq!(r.fmax_mhz, Some(12.44));
        assert_eq!(r.critical_path, None);
        assert_eq!(parse_nextpnr_log("ERROR: x"), NextpnrRun::default());
    }

    /// The post-route clock section of an NTT engine run (shortened), a cross-domain
    /// section after it, and a utilisation report with EBR in use.
    const NEXTPNR_ENGINE_LOG: &str = "Info: Device utilisation:
Info: \t         ICESTORM_LC:  1932/ 7680    25%
Info: \t        ICESTORM_RAM:     7/   32    21%
Info: Critical path report for clock 'clock$SB_IO_IN_$glb_clk' (posedge -> posedge):
Info: curr total
Info:  2.1  2.1  Source bank1$0.mem.0.1_RAM.RDATA_1
Info:  1.6  3.8    Net bank1$0.mem.0.1_RDATA_3[0] budget 0.000000 ns (8,3) -> (10,9)
Info:                Sink bank1$0.mem.0.1_RDATA_3_SB_LUT4_I1_LC.I1
Info:  0.4  4.2  Source bank1$0.mem.0.1_RDATA_3_SB_LUT4_I1_LC.O
Info:  0.6  4.8    Net bot$0[4] budget 0.000000 ns (10,9) -> (9,9)
Info:                Sink bf$0.m1.d_SB_LUT4_O_3_LC.I1
Info:  0.4 19.4  Setup bf$0.m1.d_SB_LUT4_O_3_LC.I1
Info: 7.9 ns logic, 11.5 ns routing

Info: Critical path report for cross-domain path '<async>' -> 'posedge clock$SB_IO_IN_$glb_clk':
Info: 2.5 ns logic, 7.5 ns routing
Warning: Max frequency for clock 'clock$SB_IO_IN_$glb_clk': 51.58 MHz (FAIL at 100.00 MHz)
";

    #[test]
    fn parses_nextpnr_ebr_and_critical_path() {
        let r = parse_nextpnr_log(NEXTPNR_ENGINE_LOG);
        assert_eq!(
            (r.lc, r.ebr, r.fmax_mhz),
            (Some(1932), Some(7), Some(51.58))
        );
        assert_eq!(
            r.critical_path,
            Some(CriticalPath {
                from: "bank1$0.mem.0.1_RAM.RDATA_1".into(),
                to: "bf$0.m1.d_SB_LUT4_O_3_LC.I1".into(),
                cells: 2,
                logic_ns: 7.9,
                routing_ns: 11.5,
            })
        );
    }

    /// The critical path of a captured log of each layout (the device placed with the Alchitry
    /// Cu's pins at 50 MHz, seed 1): nextpnr-ice40 0.4 (Debian 12) and 0.11.1 (YoWASP).
    #[test]
    fn parses_the_critical_path_of_both_nextpnr_layouts() {
        let old = include_str!("../../tests/fixtures/nextpnr/nextpnr-0.4_mlkem_device_seed1.log");
        let r = parse_nextpnr_log(old);
        assert_eq!(
            (r.lc, r.ebr, r.fmax_mhz),
            (Some(7098), Some(14), Some(55.99))
        );
        assert_eq!(
            r.critical_path,
            Some(CriticalPath {
                from: "device.encoder.xreg.q_SB_DFF_Q_8_DFFLC.O".into(),
                to: "device.encoder.creg.d_SB_LUT4_O_LC.I0".into(),
                cells: 47,
                logic_ns: 9.3,
                routing_ns: 8.6,
            })
        );
        let new =
            include_str!("../../tests/fixtures/nextpnr/nextpnr-0.11.1_mlkem_device_seed1.log");
        let r = parse_nextpnr_log(new);
        assert_eq!(
            (r.lc, r.ebr, r.fmax_mhz),
            (Some(6844), Some(14), Some(59.52))
        );
        assert_eq!(
            r.critical_path,
            Some(CriticalPath {
                from: "device.op$q_SB_DFFE_Q_3_DFFLC.O".into(),
                to: "device.core.engine.bank0$0.mem.0.2_RDATA_4_SB_DFF_Q_1_D_SB_LUT4_O_LC.I2"
                    .into(),
                cells: 11,
                logic_ns: 4.47,
                routing_ns: 12.33,
            })
        );
    }

    #[test]
    fn median_seed_gives_the_critical_path() {
        let run = |f: f64, to: &str| NextpnrRun {
            lc: Some(10),
            ebr: Some(1),
            fmax_mhz: Some(f),
            critical_path: Some(CriticalPath {
                to: to.into(),
                from: "x".into(),
                ..Default::default()
            }),
        };
        let f = ice40_figures(&[
            (1, run(50.0, "a")),
            (2, run(70.0, "b")),
            (3, run(60.0, "c")),
        ])
        .unwrap();
        assert_eq!(f.fmax_mhz, 60.0);
        assert_eq!(f.critical_path.unwrap().to, "c");
        assert_eq!((f.lc, f.ebr), (10, 1));
    }

    #[test]
    fn median_of_seeds() {
        assert_eq!(median(&[12.44, 12.70, 11.98]), 12.44);
        assert_eq!(median(&[1.0, 3.0]), 2.0);
    }

    #[test]
    fn scripts_match_the_anchor_flow() {
        assert_eq!(
            xc7_script("x.v", true),
            "read_verilog x.v; synth_xilinx -flatten -nodsp -top top; stat; ltp -noff"
        );
        assert!(ice40_wrapper().contains("input wire [23:0] c_in"));
        assert!(ice40_wrapper().contains("output reg [11:0] r_out"));
        assert_eq!(
            nextpnr_args("w.json", 100.0, 2).join(" "),
            "--hx8k --package cb132 --json w.json --freq 100 --timing-allow-fail --seed 2"
        );
    }

    #[test]
    fn harness_scripts() {
        assert_eq!(
            Harness::Reducer.ice40_script(),
            ice40_script("reducer.v", "wrap.v", "wrap.json")
        );
        assert_eq!(
            Harness::Reducer.xc7_script(true),
            xc7_script("reducer.v", true)
        );
        assert_eq!(
            Harness::Butterfly.ice40_script(),
            "read_verilog circuit.v wrap.v; synth_ice40 -top wrap -json wrap.json"
        );
        assert_eq!(
            Harness::Bare.ice40_script(),
            "read_verilog circuit.v; synth_ice40 -top top -json top.json"
        );
        assert_eq!(
            Harness::Bare.xc7_script(false),
            "read_verilog circuit.v; synth_xilinx -flatten -top top; stat"
        );
        let w = butterfly_wrapper();
        assert!(w.contains("input wire [11:0] w_in"));
        assert!(w.contains(".clock(clk)"));
        assert!(w.contains("y_out <= y_d;"));
        assert_eq!(Harness::Bare.wrapper(), None);
    }
}
