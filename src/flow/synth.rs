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

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, anyhow, bail};
use serde::{Deserialize, Serialize};

use super::{ensure_dir, run_logged, tail};
use crate::params::{COEFF_BITS, PRODUCT_BITS};

/// The nextpnr seeds the report uses; the reported Fmax is their median.
pub const ICE40_SEEDS: [u64; 3] = [1, 2, 3];

/// Artix-7 figures from yosys `synth_xilinx` (the `xc7` object of `report.json`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Xc7Figures {
    /// LUT1 … LUT6 (yosys' `INV` cells, which Vivado absorbs, are not counted, as in the anchors).
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
    /// `ltp -noff` length: cells on the longest combinational path, I/O buffers included.
    pub path: u32,
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
    pub ice40: Ice40Figures,
    /// `(step, wall time)`, e.g. `("yosys xc7", 5.2 s)`, `("nextpnr seed 1", 2.9 s)`.
    pub timings: Vec<(String, Duration)>,
}

/// The yosys script for the Artix-7 run on `file`.
pub fn xc7_script(file: &str, nodsp: bool) -> String {
    let nodsp = if nodsp { " -nodsp" } else { "" };
    format!("read_verilog {file}; synth_xilinx -flatten{nodsp} -top top; stat; ltp -noff")
}

/// The yosys script for the iCE40 run: reducer and wrapper in, `json` out.
pub fn ice40_script(reducer: &str, wrapper: &str, json: &str) -> String {
    format!("read_verilog {reducer} {wrapper}; synth_ice40 -top wrap -json {json}")
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
    let cw = PRODUCT_BITS;
    let rw = COEFF_BITS;
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

/// Runs yosys with `script` in `dir`, logging to `log`; fails on a non-zero exit.
fn run_yosys(dir: &Path, script: &str, log: &str) -> Result<String> {
    let log_path = dir.join(log);
    let mut cmd = Command::new("yosys");
    cmd.current_dir(dir).arg("-p").arg(script);
    let run = run_logged(&mut cmd, &log_path)?;
    if !run.status.success() {
        bail!(
            "yosys failed ({}) on `{script}` in {}; log {}:\n{}",
            run.status,
            dir.display(),
            log_path.display(),
            tail(&run.output, 25)
        );
    }
    Ok(run.output)
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
    xc7_in(work_dir, nodsp)
}

fn xc7_in(dir: &Path, nodsp: bool) -> Result<Xc7Figures> {
    let out = run_yosys(dir, &xc7_script("reducer.v", nodsp), "yosys_xc7.log")?;
    parse_xc7_log(&out).with_context(|| format!("reading {}", dir.join("yosys_xc7.log").display()))
}

/// Cell counts of the last `stat` table in a yosys log (`name → count`).
pub fn parse_cell_counts(log: &str) -> Result<BTreeMap<String, u32>> {
    let start = log
        .rfind("Number of cells:")
        .ok_or_else(|| anyhow!("no `stat` output (\"Number of cells:\") in the yosys log"))?;
    let mut cells = BTreeMap::new();
    // The line "Number of cells: N" itself, then one "NAME count" line per cell type.
    for line in log[start..].lines().skip(1) {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            [name, n] => match n.parse::<u32>() {
                Ok(n) => *cells.entry(name.to_string()).or_insert(0) += n,
                Err(_) => break,
            },
            _ => break,
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

/// Artix-7 figures from the log of [`xc7_script`].
pub fn parse_xc7_log(log: &str) -> Result<Xc7Figures> {
    let cells = parse_cell_counts(log)?;
    let sum = |pred: &dyn Fn(&str) -> bool| -> u32 {
        cells.iter().filter(|(k, _)| pred(k)).map(|(_, n)| *n).sum()
    };
    let get = |k: &str| cells.get(k).copied().unwrap_or(0);
    Ok(Xc7Figures {
        lut: sum(&|k| matches!(k, "LUT1" | "LUT2" | "LUT3" | "LUT4" | "LUT5" | "LUT6")),
        ff: sum(&|k| k.starts_with("FD")),
        carry4: get("CARRY4"),
        muxf7: get("MUXF7"),
        muxf8: get("MUXF8"),
        dsp: get("DSP48E1"),
        bram: get("RAMB18E1") + 2 * get("RAMB36E1"),
        path: parse_ltp_length(log)?,
    })
}

/// Figures of one nextpnr-ice40 run; `None` where the log has no such line.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct NextpnrRun {
    pub lc: Option<u32>,
    pub ebr: Option<u32>,
    pub fmax_mhz: Option<f64>,
}

/// Parses nextpnr-ice40's utilisation report (`ICESTORM_LC: 777/ 7680`, `ICESTORM_RAM:`) and
/// the last "Max frequency for clock '…': F MHz" line (the post-route figure; the first one
/// printed is the pre-route estimate).
pub fn parse_nextpnr_log(log: &str) -> NextpnrRun {
    let used = |key: &str| -> Option<u32> {
        let line = log.lines().rev().find(|l| l.contains(key))?;
        let rest = line.split(key).nth(1)?;
        rest.split('/').next()?.trim().parse().ok()
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
    }
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

/// One nextpnr run in `dir` on `wrap.json`. The exit status is ignored (nextpnr 0.4 may exit
/// non-zero after a timing failure); the run fails only if the log lacks LC or Fmax.
fn nextpnr_seed(dir: &Path, freq_mhz: f64, seed: u64) -> Result<NextpnrRun> {
    let log = dir.join(format!("nextpnr_seed{seed}.log"));
    let mut cmd = Command::new("nextpnr-ice40");
    cmd.current_dir(dir)
        .args(nextpnr_args("wrap.json", freq_mhz, seed));
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

fn ice40_yosys_in(dir: &Path) -> Result<()> {
    write(dir, "wrap.v", &ice40_wrapper())?;
    run_yosys(
        dir,
        &ice40_script("reducer.v", "wrap.v", "wrap.json"),
        "yosys_ice40.log",
    )?;
    Ok(())
}

fn ice40_figures(runs: &[(u64, NextpnrRun)]) -> Result<Ice40Figures> {
    let first = runs
        .first()
        .ok_or_else(|| anyhow!("no nextpnr seeds given"))?
        .1;
    let fmax_seeds: Vec<f64> = runs.iter().filter_map(|(_, r)| r.fmax_mhz).collect();
    Ok(Ice40Figures {
        lc: first.lc.unwrap_or(0),
        ebr: first.ebr.unwrap_or(0),
        fmax_mhz: median(&fmax_seeds),
        fmax_seeds,
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
    ensure_dir(work_dir)?;
    write(work_dir, "reducer.v", verilog)?;
    ice40_yosys_in(work_dir)?;
    let runs = run_seeds(work_dir, seeds, freq_mhz, jobs)?;
    ice40_figures(&runs.iter().map(|(s, r, _)| (*s, *r)).collect::<Vec<_>>())
}

type SeedResult = (u64, NextpnrRun, Duration);

/// Runs the seeds with up to `jobs` processes at once; results in seed order.
fn run_seeds(dir: &Path, seeds: &[u64], freq_mhz: f64, jobs: usize) -> Result<Vec<SeedResult>> {
    let next = AtomicUsize::new(0);
    let worker = || -> Result<Vec<(usize, SeedResult)>> {
        let mut done = Vec::new();
        loop {
            let i = next.fetch_add(1, Ordering::SeqCst);
            let Some(&seed) = seeds.get(i) else {
                return Ok(done);
            };
            let t = Instant::now();
            let r = nextpnr_seed(dir, freq_mhz, seed)?;
            done.push((i, (seed, r, t.elapsed())));
        }
    };
    let mut all = std::thread::scope(|s| -> Result<Vec<(usize, SeedResult)>> {
        let helpers: Vec<_> = (1..jobs.clamp(1, 2)).map(|_| s.spawn(worker)).collect();
        let mut all = worker()?;
        for h in helpers {
            all.extend(
                h.join()
                    .map_err(|_| anyhow!("nextpnr worker thread panicked"))??,
            );
        }
        Ok(all)
    })?;
    all.sort_by_key(|(i, _)| *i);
    Ok(all.into_iter().map(|(_, r)| r).collect())
}

/// Both measurements of `verilog` in `work_dir`. With `opts.jobs` ≥ 2 two tool processes
/// run at a time: the Artix-7 and iCE40 yosys runs side by side, then the nextpnr seeds in
/// pairs.
pub fn measure(verilog: &str, work_dir: &Path, opts: &SynthOptions) -> Result<Measurement> {
    ensure_dir(work_dir)?;
    write(work_dir, "reducer.v", verilog)?;
    if opts.seeds.is_empty() {
        bail!("no nextpnr seeds given");
    }
    let run_xc7 = || {
        let t = Instant::now();
        (xc7_in(work_dir, opts.nodsp), t.elapsed())
    };
    let run_ice = || {
        let t = Instant::now();
        (ice40_yosys_in(work_dir), t.elapsed())
    };
    let ((xc7, xc7_time), (ice, ice_time)) = if opts.jobs >= 2 {
        std::thread::scope(|s| {
            let lane = s.spawn(run_xc7);
            let ice = run_ice();
            lane.join()
                .map(|x| (x, ice))
                .map_err(|_| anyhow!("yosys xc7 thread panicked"))
        })?
    } else {
        (run_xc7(), run_ice())
    };
    let xc7 = xc7?;
    ice?;
    let mut timings = vec![
        ("yosys xc7".to_string(), xc7_time),
        ("yosys ice40".to_string(), ice_time),
    ];
    let runs = run_seeds(work_dir, &opts.seeds, opts.freq_mhz, opts.jobs)?;
    for (seed, _, d) in &runs {
        timings.push((format!("nextpnr seed {seed}"), *d));
    }
    let ice40 = ice40_figures(&runs.iter().map(|(s, r, _)| (*s, *r)).collect::<Vec<_>>())?;
    Ok(Measurement {
        xc7,
        ice40,
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
                path: 297
            }
        );
        assert!(parse_xc7_log("nothing here").is_err());
    }

    #[test]
    fn parses_nextpnr_utilisation_and_post_route_fmax() {
        let log =
            "Info: Max frequency for clock 'clk$SB_IO_IN_$glb_clk': 12.27 MHz (FAIL at 100.00 MHz)
Info: Device utilisation:
Info: \t         ICESTORM_LC:   777/ 7680    10%
Info: \t        ICESTORM_RAM:     0/   32     0%
Warning: Max frequency for clock 'clk$SB_IO_IN_$glb_clk': 12.44 MHz (FAIL at 100.00 MHz)
";
        let r = parse_nextpnr_log(log);
        assert_eq!(r.lc, Some(777));
        assert_eq!(r.ebr, Some(0));
        assert_eq!(r.fmax_mhz, Some(12.44));
        assert_eq!(parse_nextpnr_log("ERROR: x"), NextpnrRun::default());
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
}
