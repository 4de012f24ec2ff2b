//! The reducer report: one row per circuit of [`crate::rtl::reduce::REDUCERS`], measured in
//! one run of one flow ([`super::synth`]), written as `report.md`, `report.json` and
//! `report_atp.svg`.
//!
//! `report.json` has this shape (every figure `null` where it does not apply or was not
//! measured):
//!
//! ```text
//! { "tools": { "yosys": "...", "nextpnr_ice40": "...", "verilator": "..." },
//!   "tree":  { "bits", "height", "levels", "full_adders", "half_adders" } | null,
//!   "rows": [ { "name": <Verilog file stem>, "circuit": <Rust type name>,
//!               "xc7":   { "lut", "ff", "carry4", "muxf7", "muxf8", "dsp", "bram", "path" } | null,
//!               "ice40": { "lc", "ebr", "fmax_mhz", "fmax_seeds": [..] } | null,
//!               "atp":   { "xc7_lut_x_path", "ice40_lc_per_mhz" },
//!               "exhaustive": { "rust": bool|null, "verilator": bool|null } } ] }
//! ```
//!
//! Published figures and the anchors of `shared/anchors.md` (other flows, or the peers'
//! original Verilog) live in [`REDUCER_ANCHORS`] and appear in their own table only: they
//! are never mixed into the measured rows.

use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;

use anyhow::{Context, Result, anyhow};
use serde::{Deserialize, Serialize};

use super::synth::{self, Ice40Figures, SynthOptions, Xc7Figures};
use super::{ensure_dir, verilator};
use crate::rtl::reduce::REDUCERS;

/// Versions of the tools that produced the figures (first line of each `--version`).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Tools {
    pub yosys: String,
    pub nextpnr_ice40: String,
    pub verilator: String,
}

impl Tools {
    /// Runs `yosys -V`, `nextpnr-ice40 --version` and `verilator --version`.
    pub fn detect() -> Result<Tools> {
        Ok(Tools {
            yosys: version_of("yosys", "-V")?,
            nextpnr_ice40: version_of("nextpnr-ice40", "--version")?,
            verilator: version_of("verilator", "--version")?,
        })
    }
}

fn version_of(tool: &str, flag: &str) -> Result<String> {
    let out = Command::new(tool)
        .arg(flag)
        .output()
        .with_context(|| format!("could not start `{tool} {flag}`: is {tool} installed?"))?;
    // nextpnr prints its version on stderr.
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    text.lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .map(str::to_string)
        .ok_or_else(|| anyhow!("`{tool} {flag}` printed nothing ({})", out.status))
}

/// Figures of the Dadda bit tree of the reducer (the `tree` object of `report.json`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct TreeFigures {
    /// Bits entering the tree.
    pub bits: u32,
    /// Height of the tallest column before reduction.
    pub height: u32,
    /// Dadda reduction levels.
    pub levels: u32,
    pub full_adders: u32,
    pub half_adders: u32,
}

/// The reduction paper's tree, printed beside ours for comparison.
pub const PAPER_TREE: TreeFigures = TreeFigures {
    bits: 62,
    height: 8,
    levels: 3,
    full_adders: 33,
    half_adders: 7,
};

/// Area × delay products of one row (`null` where a figure is missing).
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
pub struct Atp {
    /// Artix-7 LUT count × `ltp` path length (cells).
    pub xc7_lut_x_path: Option<u64>,
    /// iCE40 logic cells ÷ median Fmax (MHz): LC·µs per result at one result per cycle.
    pub ice40_lc_per_mhz: Option<f64>,
}

impl Atp {
    /// The products of whatever figures are present.
    pub fn of(xc7: Option<&Xc7Figures>, ice40: Option<&Ice40Figures>) -> Atp {
        Atp {
            xc7_lut_x_path: xc7.map(|x| u64::from(x.lut) * u64::from(x.path)),
            ice40_lc_per_mhz: ice40
                .filter(|i| i.fmax_mhz > 0.0)
                .map(|i| f64::from(i.lc) / i.fmax_mhz),
        }
    }
}

/// Results of the exhaustive checks over every product (`null`: not run).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Exhaustive {
    /// RustHDL simulation (and the model) agree with `c % q` everywhere.
    pub rust: Option<bool>,
    /// The exported Verilog under Verilator agrees with `c % q` everywhere.
    pub verilator: Option<bool>,
}

/// One measured circuit.
///
/// To extend a row later (e.g. `cycles`), add a field `Option<T>` marked `#[serde(default)]`:
/// it prints as `null` where it does not apply, and report files written before the field
/// existed still load. Build rows with [`Row::new`] or `Row { .., ..Default::default() }` so
/// that new fields do not break callers.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Row {
    /// Stem of the Verilog file (`reduce_dadda`).
    pub name: String,
    /// Rust type name (`DaddaReducer`).
    pub circuit: String,
    pub xc7: Option<Xc7Figures>,
    pub ice40: Option<Ice40Figures>,
    /// Derived from `xc7` and `ice40`; [`write_report`] recomputes it.
    pub atp: Atp,
    pub exhaustive: Exhaustive,
}

impl Row {
    /// A row with its ATP products computed and no exhaustive results.
    pub fn new(
        stem: &str,
        circuit: &str,
        xc7: Option<Xc7Figures>,
        ice40: Option<Ice40Figures>,
    ) -> Row {
        Row {
            name: stem.to_string(),
            circuit: circuit.to_string(),
            atp: Atp::of(xc7.as_ref(), ice40.as_ref()),
            xc7,
            ice40,
            exhaustive: Exhaustive::default(),
        }
    }
}

/// The whole `report.json`.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct Report {
    pub tools: Tools,
    pub tree: Option<TreeFigures>,
    pub rows: Vec<Row>,
}

/// A figure from outside this run: a peer's original Verilog in this flow (seed 1), or a
/// published figure from another flow. Shown for context only, never used in ratios.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Anchor {
    pub design: &'static str,
    /// Where the number comes from.
    pub source: &'static str,
    pub lut: Option<u32>,
    pub carry4: Option<u32>,
    /// MUXF7 + MUXF8.
    pub muxf: Option<u32>,
    pub path: Option<u32>,
    pub lc: Option<u32>,
    /// iCE40-HX8K Fmax, MHz.
    pub ice40_fmax_mhz: Option<f64>,
    /// Artix-7 Fmax from a vendor flow, MHz.
    pub xc7_fmax_mhz: Option<f64>,
}

/// The anchors for the reducers: `shared/anchors.md` (this flow, the authors' public
/// Verilog, seed 1; LC includes the 36 wrapper FFs) and the reduction paper's Table 2.
pub const REDUCER_ANCHORS: [Anchor; 4] = [
    Anchor {
        design: "Yaman/Mert, DATE 2021 (bitwise, Dadda), original Verilog",
        source: "shared/anchors.md (this flow, seed 1)",
        lut: Some(210),
        carry4: Some(15),
        muxf: Some(63),
        path: Some(14),
        lc: Some(262),
        ice40_fmax_mhz: Some(78.9),
        xc7_fmax_mhz: None,
    },
    Anchor {
        design: "Xing & Li, TCHES 2021 (shift-add Barrett), original Verilog, unpipelined",
        source: "shared/anchors.md (this flow, seed 1)",
        lut: Some(98),
        carry4: Some(16),
        muxf: Some(4),
        path: Some(22),
        lc: Some(163),
        ice40_fmax_mhz: Some(57.5),
        xc7_fmax_mhz: None,
    },
    Anchor {
        design: "`c % 3329` as written (flow check: compare with the reduce_naive row)",
        source: "shared/anchors.md (this flow, seed 1)",
        lut: Some(1349),
        carry4: Some(363),
        muxf: Some(1878),
        path: Some(297),
        lc: Some(795),
        ice40_fmax_mhz: Some(12.1),
        xc7_fmax_mhz: None,
    },
    Anchor {
        design: "reduction paper's reducer",
        source: "reduction paper, Table 2 (Vivado 2024.1, not this flow)",
        lut: Some(91),
        carry4: None,
        muxf: None,
        path: None,
        lc: None,
        ice40_fmax_mhz: None,
        xc7_fmax_mhz: Some(215.0),
    },
];

fn opt<T: std::fmt::Display>(v: Option<T>) -> String {
    v.map_or_else(|| "—".to_string(), |v| v.to_string())
}

fn check_mark(v: Option<bool>) -> &'static str {
    match v {
        Some(true) => "✓",
        Some(false) => "✗",
        None => "—",
    }
}

fn tree_line(t: &TreeFigures) -> String {
    format!(
        "{} bits, height {}, {} levels, {} FA / {} HA",
        t.bits, t.height, t.levels, t.full_adders, t.half_adders
    )
}

/// The Markdown report.
fn markdown(report: &Report) -> String {
    let opts = SynthOptions::default();
    let seeds: Vec<String> = opts.seeds.iter().map(u64::to_string).collect();
    let seeds = seeds.join(", ");
    let mut md = String::new();
    let w = &mut md;
    // Writing into a String cannot fail.
    let _ = writeln!(w, "# Modular reducers: synthesis report\n");
    let _ = writeln!(
        w,
        "Every row of the first table was measured in the same run with the same flow. \
         Generated by `mlkem_fpga::flow::report`.\n"
    );
    let _ = writeln!(w, "## Tools\n");
    let _ = writeln!(w, "* yosys: `{}`", report.tools.yosys);
    let _ = writeln!(w, "* nextpnr-ice40: `{}`", report.tools.nextpnr_ice40);
    let _ = writeln!(w, "* verilator: `{}`\n", report.tools.verilator);
    let _ = writeln!(w, "## Flow\n");
    let _ = writeln!(
        w,
        "* **Artix-7**: `yosys -p \"{}\"`. LUT = LUT1…LUT6 (yosys `INV` cells not counted); \
         path = `ltp -noff` length, the number of cells on the longest combinational path \
         including the input and output buffers (a logic-depth proxy, no wire delay).",
        synth::xc7_script("reducer.v", opts.nodsp)
    );
    let _ = writeln!(
        w,
        "* **iCE40-HX8K**: the reducer between a 24-FF input register and a 12-FF output \
         register (module `wrap`, the reduction paper's Fig. 6); `yosys -p \"{}\"`, then \
         `nextpnr-ice40 {}` for seeds {seeds}, no pcf. LC includes the 36 wrapper flip-flops; \
         Fmax is the post-route figure, median of the seeds (each seed in brackets).",
        synth::ice40_script("reducer.v", "wrap.v", "wrap.json"),
        synth::nextpnr_args("wrap.json", opts.freq_mhz, 0)
            .join(" ")
            .replace("--seed 0", "--seed S")
    );
    let _ = writeln!(
        w,
        "* **Exhaustive**: every product c ∈ [0, (q−1)²] (11,075,585 inputs) against `c % q`; \
         Rust = RustHDL simulation and model, Verilator = the exported Verilog \
         (`verilator --cc --exe --build -O3 -Wno-WIDTH -Wno-SELRANGE --top-module top`). \
         ✓ exact, ✗ mismatch, — not run.\n"
    );

    let _ = writeln!(w, "## Bit tree\n");
    match &report.tree {
        Some(t) => {
            let _ = writeln!(
                w,
                "bit tree: {} (paper: {})\n",
                tree_line(t),
                tree_line(&PAPER_TREE)
            );
        }
        None => {
            let _ = writeln!(
                w,
                "bit tree: not given for this run (paper: {})\n",
                tree_line(&PAPER_TREE)
            );
        }
    }

    let _ = writeln!(w, "## Reducers, measured in this run\n");
    let _ = writeln!(
        w,
        "| circuit | file | Artix-7 LUT | FF | CARRY4 | MUXF7/F8 | DSP | BRAM | path | \
         iCE40 LC | EBR | Fmax MHz (seeds {seeds}) | LUT×path | LC/MHz | exhaustive Rust / Verilator |"
    );
    let _ = writeln!(
        w,
        "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---|"
    );
    for r in &report.rows {
        let x = r.xc7.as_ref();
        let i = r.ice40.as_ref();
        let fmax = i.map_or_else(
            || "—".to_string(),
            |i| {
                let s: Vec<String> = i.fmax_seeds.iter().map(|f| format!("{f:.2}")).collect();
                format!("{:.2} ({})", i.fmax_mhz, s.join(", "))
            },
        );
        let _ = writeln!(
            w,
            "| `{}` | `{}` | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} / {} |",
            r.circuit,
            r.name,
            opt(x.map(|x| x.lut)),
            opt(x.map(|x| x.ff)),
            opt(x.map(|x| x.carry4)),
            x.map_or_else(|| "—".to_string(), |x| format!("{}/{}", x.muxf7, x.muxf8)),
            opt(x.map(|x| x.dsp)),
            opt(x.map(|x| x.bram)),
            opt(x.map(|x| x.path)),
            opt(i.map(|i| i.lc)),
            opt(i.map(|i| i.ebr)),
            fmax,
            opt(r.atp.xc7_lut_x_path),
            opt(r.atp.ice40_lc_per_mhz.map(|v| format!("{v:.2}"))),
            check_mark(r.exhaustive.rust),
            check_mark(r.exhaustive.verilator),
        );
    }

    let _ = writeln!(
        w,
        "\n## Published / anchor figures (other flows or the peers' original Verilog, not same-run)\n"
    );
    let _ = writeln!(
        w,
        "Not measured in this run and never used in ratios. Source: `shared/anchors.md` and the \
         reduction paper's Table 2.\n"
    );
    let _ = writeln!(
        w,
        "| design | source | Artix-7 LUT | CARRY4 | MUXF7+F8 | path | iCE40 LC | Fmax MHz | LUT×path | LC/MHz |"
    );
    let _ = writeln!(w, "|---|---|---:|---:|---:|---:|---:|---|---:|---:|");
    for a in &REDUCER_ANCHORS {
        let fmax = match (a.ice40_fmax_mhz, a.xc7_fmax_mhz) {
            (Some(f), _) => format!("{f} (iCE40)"),
            (None, Some(f)) => format!("{f} (Artix-7)"),
            (None, None) => "—".to_string(),
        };
        let lut_path = a.lut.zip(a.path).map(|(l, p)| l * p);
        let lc_mhz =
            a.lc.zip(a.ice40_fmax_mhz)
                .map(|(l, f)| format!("{:.2}", f64::from(l) / f));
        let _ = writeln!(
            w,
            "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
            a.design,
            a.source,
            opt(a.lut),
            opt(a.carry4),
            opt(a.muxf),
            opt(a.path),
            opt(a.lc),
            fmax,
            opt(lut_path),
            opt(lc_mhz),
        );
    }

    let _ = writeln!(w, "\n## Area × delay\n");
    let _ = writeln!(
        w,
        "![ATP: Artix-7 LUT × path against iCE40 LC/MHz](report_atp.svg)\n\n\
         `report_atp.svg`: one labelled point per measured row (log–log axes; lower left is \
         better): x = Artix-7 LUT × path, y = iCE40 LC / MHz. Anchors are not plotted."
    );
    md
}

/// Draws the ATP scatter plot into an SVG string.
fn atp_svg(rows: &[Row]) -> Result<String> {
    use plotters::prelude::*;

    let points: Vec<(f64, f64, &str)> = rows
        .iter()
        .filter_map(|r| {
            let x = r.atp.xc7_lut_x_path? as f64;
            let y = r.atp.ice40_lc_per_mhz?;
            (x > 0.0 && y > 0.0).then_some((x, y, r.circuit.as_str()))
        })
        .collect();
    // Log axes from the decade below the smallest point to the decade above the largest,
    // so there are always labelled ticks; a fixed range when there are no points.
    let span = |vals: Vec<f64>| -> (f64, f64) {
        let lo = vals.iter().copied().fold(f64::INFINITY, f64::min);
        let hi = vals.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        if lo.is_finite() && hi.is_finite() {
            let lo = 10f64.powf((lo * 0.8).log10().floor());
            let hi = 10f64.powf((hi * 1.25).log10().ceil());
            (lo, hi)
        } else {
            (1.0, 10.0)
        }
    };
    let (x0, x1) = span(points.iter().map(|p| p.0).collect());
    let (y0, y1) = span(points.iter().map(|p| p.1).collect());

    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (860, 560)).into_drawing_area();
        root.fill(&WHITE).map_err(|e| anyhow!("SVG: {e}"))?;
        let mut chart = ChartBuilder::on(&root)
            .caption(
                "Modular reducers: area × delay (same run, lower left is better)",
                ("sans-serif", 20),
            )
            .margin(20)
            .x_label_area_size(50)
            .y_label_area_size(70)
            .build_cartesian_2d((x0..x1).log_scale(), (y0..y1).log_scale())
            .map_err(|e| anyhow!("SVG chart: {e}"))?;
        chart
            .configure_mesh()
            .x_desc("Artix-7 LUT × path (cells)")
            .y_desc("iCE40-HX8K LC / MHz")
            .label_style(("sans-serif", 14))
            .x_label_formatter(&|v| format!("{v:.0}"))
            .y_label_formatter(&|v| {
                if *v >= 1.0 {
                    format!("{v:.0}")
                } else {
                    format!("{v}")
                }
            })
            .axis_desc_style(("sans-serif", 16))
            .draw()
            .map_err(|e| anyhow!("SVG mesh: {e}"))?;
        chart
            .draw_series(points.iter().enumerate().map(|(k, &(x, y, label))| {
                // Stack the labels of points that coincide (e.g. identical placeholders).
                let same = points[..k].iter().filter(|p| p.0 == x && p.1 == y).count() as i32;
                EmptyElement::at((x, y))
                    + Circle::new((0, 0), 5, BLUE.filled())
                    + Text::new(label.to_string(), (8, -14 + 16 * same), ("sans-serif", 15))
            }))
            .map_err(|e| anyhow!("SVG points: {e}"))?;
        if points.is_empty() {
            root.draw(&Text::new(
                "no row has both Artix-7 and iCE40 figures",
                (300, 280),
                ("sans-serif", 16),
            ))
            .map_err(|e| anyhow!("SVG: {e}"))?;
        }
        root.present().map_err(|e| anyhow!("SVG: {e}"))?;
    }
    Ok(svg)
}

/// Writes `report.md`, `report.json` and `report_atp.svg` into `out_dir` (created if needed).
/// The ATP products of each row are recomputed from its figures.
/// A compact comparison table of a `report.json` written by [`write_report`] (for `demo`):
/// one line per measured row with its ATP figures and exhaustive-check results.
pub fn comparison_table(json: &str) -> Result<String> {
    let report: Report = serde_json::from_str(json).context("parsing report.json")?;
    let mut out = format!(
        "Tools: {} | {}\n\n| circuit | Artix-7 LUT | path | LUT × path | iCE40 LC | Fmax MHz | LC / MHz | exhaustive Rust / Verilator |\n|---|---:|---:|---:|---:|---:|---:|---|\n",
        report.tools.yosys, report.tools.nextpnr_ice40
    );
    for r in &report.rows {
        let _ = writeln!(
            out,
            "| {} | {} | {} | {} | {} | {} | {} | {} / {} |",
            r.circuit,
            opt(r.xc7.as_ref().map(|x| x.lut)),
            opt(r.xc7.as_ref().map(|x| x.path)),
            opt(r.atp.xc7_lut_x_path),
            opt(r.ice40.as_ref().map(|i| i.lc)),
            opt(r.ice40.as_ref().map(|i| format!("{:.2}", i.fmax_mhz))),
            opt(r.atp.ice40_lc_per_mhz.map(|a| format!("{a:.2}"))),
            check_mark(r.exhaustive.rust),
            check_mark(r.exhaustive.verilator),
        );
    }
    Ok(out)
}

pub fn write_report(
    rows: &[Row],
    tree: Option<TreeFigures>,
    tools: &Tools,
    out_dir: &Path,
) -> Result<()> {
    ensure_dir(out_dir)?;
    let rows: Vec<Row> = rows
        .iter()
        .map(|r| Row {
            atp: Atp::of(r.xc7.as_ref(), r.ice40.as_ref()),
            ..r.clone()
        })
        .collect();
    let report = Report {
        tools: tools.clone(),
        tree,
        rows,
    };
    let json = serde_json::to_string_pretty(&report).context("serialising report.json")?;
    let files = [
        ("report.json", json + "\n"),
        ("report.md", markdown(&report)),
        ("report_atp.svg", atp_svg(&report.rows)?),
    ];
    for (name, text) in files {
        let p = out_dir.join(name);
        std::fs::write(&p, text).with_context(|| format!("writing {}", p.display()))?;
    }
    Ok(())
}

/// Synthesises one reducer (`verilog`, module `top`) on both targets with the default
/// [`SynthOptions`] and returns its row (`name` = Rust type, `stem` = file stem); the tool
/// files go to `work_dir`. Exhaustive results are left `null`.
pub fn measure_reducer(name: &str, stem: &str, verilog: &str, work_dir: &Path) -> Result<Row> {
    let m = synth::measure(verilog, work_dir, &SynthOptions::default())
        .with_context(|| format!("measuring {name} ({stem})"))?;
    Ok(Row::new(stem, name, Some(m.xc7), Some(m.ice40)))
}

/// Measures every reducer of [`REDUCERS`] and writes the report into `out_dir`, with tool
/// files under `work_dir/<stem>/`. With `verify`, each exported Verilog is also checked
/// exhaustively under Verilator (`work_dir/<stem>/verilator/`) and `exhaustive.verilator` is
/// set; `exhaustive.rust` stays `null`. `progress` receives one line per step, with timings.
/// Any tool failure aborts with the reducer named in the error.
pub fn run_reducer_report(
    out_dir: &Path,
    work_dir: &Path,
    tree: Option<TreeFigures>,
    verify: bool,
    mut progress: impl FnMut(&str),
) -> Result<()> {
    let tools = Tools::detect()?;
    let opts = SynthOptions::default();
    let mut rows = Vec::new();
    for e in &REDUCERS {
        let dir = work_dir.join(e.stem);
        progress(&format!("{}: synthesising ({})", e.stem, e.name));
        let verilog = (e.verilog)();
        let m = synth::measure(&verilog, &dir, &opts)
            .with_context(|| format!("measuring {} ({})", e.name, e.stem))?;
        let times: Vec<String> = m
            .timings
            .iter()
            .map(|(step, d)| format!("{step} {:.1} s", d.as_secs_f64()))
            .collect();
        progress(&format!(
            "{}: {} LUT, path {}, {} LC, Fmax {:.2} MHz [{}]",
            e.stem,
            m.xc7.lut,
            m.xc7.path,
            m.ice40.lc,
            m.ice40.fmax_mhz,
            times.join(", ")
        ));
        let mut row = Row::new(e.stem, e.name, Some(m.xc7), Some(m.ice40));
        if verify {
            let v = verilator::exhaustive_check(&verilog, &dir.join("verilator"))
                .with_context(|| format!("Verilator check of {} ({})", e.name, e.stem))?;
            progress(&format!(
                "{}: Verilator checked {} inputs, {} mismatches{} [build {:.1} s, run {:.1} s]",
                e.stem,
                v.checked,
                v.mismatches,
                v.first_mismatch
                    .map(|(c, got, want)| format!(", first c={c}: got {got}, want {want}"))
                    .unwrap_or_default(),
                v.build_time.as_secs_f64(),
                v.run_time.as_secs_f64()
            ));
            row.exhaustive.verilator = Some(v.is_exact());
            progress(&format!("{}: RustHDL simulation of every product", e.stem));
            let rust = (e.exhaustive_mismatch)(2);
            if let Some((c, got, want)) = rust {
                progress(&format!(
                    "{}: RustHDL mismatch at c={c}: got {got}, want {want}",
                    e.stem
                ));
            }
            row.exhaustive.rust = Some(rust.is_none());
        }
        rows.push(row);
    }
    write_report(&rows, tree, &tools, out_dir)?;
    progress(&format!("report written to {}", out_dir.display()));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample_rows() -> Vec<Row> {
        let xc7 = Xc7Figures {
            lut: 1349,
            carry4: 363,
            muxf7: 1253,
            muxf8: 625,
            path: 297,
            ..Default::default()
        };
        let ice40 = Ice40Figures {
            lc: 777,
            ebr: 0,
            fmax_mhz: 12.44,
            fmax_seeds: vec![12.44, 12.70, 11.98],
        };
        vec![
            Row::new("reduce_naive", "NaiveReducer", Some(xc7), Some(ice40)),
            Row::new("reduce_other", "Other", None, None),
        ]
    }

    #[test]
    fn json_has_the_agreed_shape_with_nulls() {
        let rep = Report {
            tools: Tools::default(),
            tree: None,
            rows: sample_rows(),
        };
        let v: serde_json::Value = serde_json::to_value(&rep).unwrap();
        assert!(v["tree"].is_null());
        let r0 = &v["rows"][0];
        assert_eq!(r0["name"], "reduce_naive");
        assert_eq!(r0["circuit"], "NaiveReducer");
        assert_eq!(r0["xc7"]["lut"], 1349);
        assert_eq!(r0["ice40"]["fmax_seeds"].as_array().unwrap().len(), 3);
        assert_eq!(r0["atp"]["xc7_lut_x_path"], 1349 * 297);
        assert!(r0["exhaustive"]["rust"].is_null());
        assert!(v["rows"][1]["xc7"].is_null());
        assert!(v["rows"][1]["atp"]["ice40_lc_per_mhz"].is_null());
        for k in ["yosys", "nextpnr_ice40", "verilator"] {
            assert!(v["tools"][k].is_string());
        }
        // A row written without some fields still loads (forward-compatible rows).
        let old: Row = serde_json::from_str(r#"{"name":"x","circuit":"X"}"#).unwrap();
        assert_eq!(old.xc7, None);
    }

    #[test]
    fn markdown_and_svg_render() {
        let rep = Report {
            tools: Tools::default(),
            tree: Some(PAPER_TREE),
            rows: sample_rows(),
        };
        let md = markdown(&rep);
        assert!(md.contains("bit tree: 62 bits, height 8, 3 levels, 33 FA / 7 HA"));
        assert!(md.contains("| `NaiveReducer` | `reduce_naive` | 1349 |"));
        assert!(md.contains("12.44 (12.44, 12.70, 11.98)"));
        assert!(md.contains("not same-run"));
        let svg = atp_svg(&rep.rows).unwrap();
        assert!(svg.starts_with("<svg"));
        assert!(svg.contains("NaiveReducer"));
        assert!(atp_svg(&[]).unwrap().contains("no row has both"));
    }
}
