//! The synthesis report: one row per circuit of the catalogue ([`crate::rtl::catalog`]) that
//! has a harness, measured in one run of one flow ([`super::synth`]), written as `report.md`,
//! `report.json`, `report_atp.svg` and `report_butterfly_atp.svg`, and as the page
//! `docs/results.md` ([`results_page`]).
//!
//! The package has no import cycle: [`schema`] (the types of `report.json`) and [`table`]
//! (cell formatting) import no other report module; one module per unit measures its rows
//! and writes its section ([`reduce`], [`ntt`], [`keccak`] with [`sample`], [`device`]), on
//! [`measure`] (a catalogue entry → a row); [`anchors`] holds the figures from outside the
//! run, [`ebr`] the block RAM budget, [`chart`] the SVGs; [`markdown`] puts the sections in
//! order; this module writes the files and runs the whole report. `tests/report_render.rs`
//! checks that the committed files are a fresh rendering of the committed `report.json`.
//!
//! `report.json` has this shape (every figure `null` where it does not apply or was not
//! measured):
//!
//! ```text
//! { "tools": { "flow": "...", "yosys": "...", "nextpnr_ice40": "...", "verilator": "..." },
//!   "tree":  { "bits", "height", "levels", "full_adders", "half_adders" } | null,
//!   "rows": [ <row> ],            // the reducers
//!   "butterflies": [ <row> ],     // xc7 with DSP48, xc7_nodsp, ice40 (input/output registers)
//!   "engines": [ <row> ],         // xc7, ice40 (as is), cycles, memories
//!   "keccak": [ <row> ],          // xc7 (as is), ice40 (as is, where the ports fit), cycles
//!   "device": [ <row> ],          // xc7, ice40 (where the ports fit), command cycles
//!   "ebr_budget": [ { "block", "ebr_p1", "ebr_p2", "estimate", "basis" } ] }
//! <row> = { "name": <Verilog file stem>, "circuit": <Rust type name>,
//!           "xc7":   { "lut", "ff", "carry4", "muxf7", "muxf8", "dsp", "bram", "ramb18",
//!                      "ramb36", "path" } | null,
//!           "xc7_nodsp": <same> | null,
//!           "ice40": { "lc", "ebr", "fmax_mhz", "fmax_seeds": [..],
//!                      "critical_path": { "from", "to", "cells", "logic_ns", "routing_ns" } | null } | null,
//!           "atp":   { "xc7_lut_x_path", "ice40_lc_per_mhz" },
//!           "exhaustive": { "rust": bool|null, "verilator": bool|null },
//!           "cycles": [ { "op", "measured", "model", "memory_passes", "result_matches_model" } ] | null,
//!           "memories": [ { "target", "memory", "mapped_to", "log_line" } ] | null }
//! ```
//!
//! Published figures and the anchors of `shared/anchors.md` (other flows, or the peers'
//! original Verilog) live in [`anchors`] and appear in their own table only: they
//! are never mixed into the measured rows. The EBR budget's estimates ([`ebr::EBR_ESTIMATES`])
//! are marked as such.

pub mod anchors;
pub mod chart;
pub mod device;
pub mod ebr;
pub mod generated;
pub mod keccak;
pub mod markdown;
pub mod measure;
pub mod ntt;
pub mod reduce;
pub mod sample;
pub mod schema;
pub mod table;

use std::fmt::Write as _;
use std::path::Path;

use anyhow::{Context, Result};

pub use schema::{
    Atp, EbrEntry, Exhaustive, OpCycles, PAPER_TREE, Report, Row, Tools, TreeFigures,
};

use super::ensure_dir;
use super::synth::{self, SynthOptions};
use table::{check_mark, opt};

/// A compact comparison table of a `report.json` written by [`write_report`] (for `demo`):
/// one line per measured reducer row with its ATP figures and exhaustive-check results.
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
            opt(r.xc7.as_ref().and_then(|x| x.path)),
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

/// Writes `report.md`, `report.json` and `report_atp.svg` into `out_dir` (created if needed)
/// for a report with reducer rows only. See [`write_full_report`].
pub fn write_report(
    rows: &[Row],
    tree: Option<TreeFigures>,
    tools: &Tools,
    out_dir: &Path,
) -> Result<()> {
    write_full_report(
        &Report {
            tools: tools.clone(),
            tree,
            rows: rows.to_vec(),
            ..Report::default()
        },
        out_dir,
    )
}

/// Writes `report.md`, `report.json`, `report_atp.svg` and, when there are butterfly rows,
/// `report_butterfly_atp.svg` into `out_dir` (created if needed). The ATP products of each
/// row and the EBR budget are recomputed from the figures.
pub fn write_full_report(report: &Report, out_dir: &Path) -> Result<()> {
    ensure_dir(out_dir)?;
    let with_atp = |rows: &[Row]| -> Vec<Row> {
        rows.iter()
            .map(|r| Row {
                atp: Atp::of(r.xc7.as_ref(), r.ice40.as_ref()),
                ..r.clone()
            })
            .collect()
    };
    let report = Report {
        tools: report.tools.clone(),
        tree: report.tree,
        rows: with_atp(&report.rows),
        butterflies: with_atp(&report.butterflies),
        engines: with_atp(&report.engines),
        keccak: with_atp(&report.keccak),
        generated: with_atp(&report.generated),
        device: with_atp(&report.device),
        ebr_budget: ebr::budget(&report.engines, &report.keccak, &report.device),
    };
    let json = serde_json::to_string_pretty(&report).context("serialising report.json")?;
    let mut files = vec![
        ("report.json", json + "\n"),
        ("report.md", markdown::markdown(&report)),
        ("report_atp.svg", chart::atp_svg(&report.rows)?),
    ];
    if !report.butterflies.is_empty() {
        files.push((
            "report_butterfly_atp.svg",
            chart::butterfly_svg(&report.butterflies)?,
        ));
    }
    for (name, text) in files {
        let p = out_dir.join(name);
        std::fs::write(&p, text).with_context(|| format!("writing {}", p.display()))?;
    }
    Ok(())
}

/// The page `docs/results.md`: `report.md` of `report_dir` (a report written by
/// [`write_full_report`]) under a line that says where it comes from, its images linked from
/// `docs/`.
pub fn results_page(report_dir: &Path) -> Result<String> {
    let path = report_dir.join("report.md");
    let md =
        std::fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?;
    let rel = report_dir
        .to_string_lossy()
        .trim_end_matches('/')
        .to_string();
    let body = md.replace("](report_", &format!("](../{rel}/report_"));
    Ok(format!(
        "<!-- Generated by `make report` (mlkem-flow report) from {rel}/report.json: do not \
         edit. tests/report_render.rs checks it. -->\n\n{body}"
    ))
}

/// Writes [`results_page`] of `report_dir` to `page`.
pub fn write_results_page(report_dir: &Path, page: &Path) -> Result<()> {
    if let Some(dir) = page.parent() {
        ensure_dir(dir)?;
    }
    std::fs::write(page, results_page(report_dir)?)
        .with_context(|| format!("writing {}", page.display()))
}

/// Synthesises one reducer (`verilog`, module `top`) on both targets with the default
/// [`SynthOptions`] and returns its row (`name` = Rust type, `stem` = file stem); the tool
/// files go to `work_dir`. Exhaustive results are left `null`.
pub fn measure_reducer(name: &str, stem: &str, verilog: &str, work_dir: &Path) -> Result<Row> {
    let m = synth::measure(verilog, work_dir, &SynthOptions::default())
        .with_context(|| format!("measuring {name} ({stem})"))?;
    Ok(Row::new(stem, name, Some(m.xc7), Some(m.ice40)))
}

/// Which circuits a report run measures: every one (`make report`), or only the listed stems
/// (the CI smoke run in `tests/flow_smoke.rs`, one circuit per section).
#[derive(Clone, Copy, Debug, Default)]
pub enum Selection<'a> {
    #[default]
    All,
    Only(&'a [&'a str]),
}

impl Selection<'_> {
    /// Whether the circuit with file stem `stem` is measured.
    pub fn keeps(&self, stem: &str) -> bool {
        match self {
            Selection::All => true,
            Selection::Only(stems) => stems.contains(&stem),
        }
    }
}

/// Measures the selected circuits of the catalogue that have a harness, unit by unit, and
/// writes the report into `out_dir`, with tool files under `work_dir/<stem>/`. With `verify`,
/// each reducer's Verilog is also checked exhaustively under Verilator
/// (`work_dir/<stem>/verilator/`) and in the RustHDL simulation. `progress` receives one line
/// per step, with timings. Any tool failure aborts with the circuit named in the error.
pub fn run_report(
    out_dir: &Path,
    work_dir: &Path,
    tree: Option<TreeFigures>,
    verify: bool,
    select: Selection,
    mut progress: impl FnMut(&str),
) -> Result<()> {
    let tools = Tools::detect()?;
    let rows = reduce::rows(work_dir, verify, select, &mut progress)?;
    let generated = generated::rows(work_dir, verify, select, &mut progress)?;
    let butterflies = ntt::butterfly_rows(work_dir, select, &mut progress)?;
    let engines = ntt::engine_rows(work_dir, select, &mut progress)?;
    let keccak = keccak::rows(work_dir, select, &mut progress)?;
    let device = device::rows(work_dir, select, &mut progress)?;
    let report = Report {
        tools,
        tree,
        rows,
        generated,
        butterflies,
        engines,
        keccak,
        device,
        ebr_budget: Vec::new(),
    };
    write_full_report(&report, out_dir)?;
    progress(&format!("report written to {}", out_dir.display()));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::chart::atp_svg;
    use super::ebr::{EBR_ESTIMATES, budget as ebr_budget};
    use super::markdown::markdown;
    use super::*;
    use crate::flow::synth::{Ice40Figures, MemoryMapping, Xc7Figures};
    use crate::model::ntt_engine::EngineOp;
    use crate::rtl::reduce::REDUCERS;

    fn sample_rows() -> Vec<Row> {
        let xc7 = Xc7Figures {
            lut: 1349,
            carry4: 363,
            muxf7: 1253,
            muxf8: 625,
            path: Some(297),
            ..Default::default()
        };
        let ice40 = Ice40Figures {
            lc: 777,
            ebr: 0,
            fmax_mhz: 12.44,
            fmax_seeds: vec![12.44, 12.70, 11.98],
            critical_path: None,
        };
        vec![
            Row::new("reduce_naive", "NaiveReducer", Some(xc7), Some(ice40)),
            Row::new("reduce_other", "Other", None, None),
        ]
    }

    fn ice40(lc: u32, ebr: u32, fmax_mhz: f64) -> Ice40Figures {
        Ice40Figures {
            lc,
            ebr,
            fmax_mhz,
            fmax_seeds: vec![fmax_mhz; 3],
            critical_path: Some(synth::CriticalPath {
                from: "m1.q".into(),
                to: "p2.d".into(),
                cells: 9,
                logic_ns: 5.0,
                routing_ns: 7.0,
            }),
        }
    }

    fn sample_butterflies() -> Vec<Row> {
        let xc7 = |lut, dsp| Xc7Figures {
            lut,
            ff: 72,
            dsp,
            ..Default::default()
        };
        [
            ("butterfly", "Butterfly", 900, 80.0),
            ("butterfly_naive", "ButterflyNaive", 1500, 12.0),
        ]
        .iter()
        .map(|&(stem, name, lc, f)| Row {
            xc7_nodsp: Some(xc7(lc / 3, 0)),
            ..Row::new(stem, name, Some(xc7(lc / 4, 1)), Some(ice40(lc, 0, f)))
        })
        .collect()
    }

    fn sample_engines() -> Vec<Row> {
        let mem = |target: &str, memory: &str, to: &str| MemoryMapping {
            target: target.into(),
            memory: memory.into(),
            mapped_to: to.into(),
            log_line: format!("mapping memory top.{memory} via {to}"),
        };
        [
            ("ntt_engine_p1", "NttEngineP1", 1, false, 7),
            ("ntt_engine_p2", "NttEngineP2", 2, false, 9),
            ("ntt_engine_p2_fused", "NttEngineP2Fused", 1, true, 8),
        ]
        .iter()
        .map(|&(stem, name, p, fused, ebr)| Row {
            cycles: Some(
                EngineOp::ALL
                    .iter()
                    .map(|op| OpCycles {
                        op: op.name().into(),
                        measured: op.cycles_on(p, fused),
                        model: Some(op.cycles_on(p, fused)),
                        memory_passes: op.memory_passes(fused),
                        result_matches_model: true,
                    })
                    .collect(),
            ),
            memories: Some(vec![
                mem("xc7", "bank0$0.mem", "$__XILINX_BLOCKRAM_TDP_"),
                mem("xc7", "twiddles.mem", "logic"),
                mem("ice40", "bank0$0.mem", "$__ICE40_RAM4K_"),
            ]),
            ..Row::new(
                stem,
                name,
                Some(Xc7Figures {
                    lut: 1000 * p as u32,
                    ramb18: 2 * p as u32,
                    dsp: 3,
                    ..Default::default()
                }),
                Some(ice40(2000 * p as u32, ebr, 50.0)),
            )
        })
        .collect()
    }

    #[test]
    fn json_has_the_agreed_shape_with_nulls() {
        let rep = Report {
            tools: Tools::default(),
            tree: None,
            rows: sample_rows(),
            ..Default::default()
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
        assert!(r0["cycles"].is_null() && r0["memories"].is_null() && r0["xc7_nodsp"].is_null());
        assert!(v["rows"][1]["xc7"].is_null());
        assert!(v["rows"][1]["atp"]["ice40_lc_per_mhz"].is_null());
        for k in ["yosys", "nextpnr_ice40", "verilator"] {
            assert!(v["tools"][k].is_string());
        }
        for k in ["butterflies", "engines", "ebr_budget"] {
            assert!(v[k].as_array().unwrap().is_empty(), "{k}");
        }
        // A row written without some fields still loads (forward-compatible rows), and so
        // does a report written before the butterfly and engine sections existed.
        let old: Row = serde_json::from_str(r#"{"name":"x","circuit":"X"}"#).unwrap();
        assert_eq!(old.xc7, None);
        let old: Report = serde_json::from_str(
            r#"{"tools":{"yosys":"y","nextpnr_ice40":"n","verilator":"v"},"tree":null,
                "rows":[{"name":"x","circuit":"X","xc7":{"lut":1,"ff":0,"carry4":0,"muxf7":0,
                "muxf8":0,"dsp":0,"bram":0,"path":3}}]}"#,
        )
        .unwrap();
        assert_eq!(old.rows[0].xc7.unwrap().path, Some(3));
        assert!(old.engines.is_empty());
    }

    #[test]
    fn markdown_and_svg_render() {
        let rep = Report {
            tools: Tools::default(),
            tree: Some(PAPER_TREE),
            rows: sample_rows(),
            ..Default::default()
        };
        let md = markdown(&rep);
        assert!(md.contains("bit tree: 62 bits, height 8, 3 levels, 33 FA / 7 HA"));
        assert!(md.contains("| `NaiveReducer` | `reduce_naive` | 1349 |"));
        assert!(md.contains("12.44 (12.44, 12.70, 11.98)"));
        assert!(md.contains("not same-run"));
        assert!(!md.contains("## Butterflies") && !md.contains("## EBR budget"));
        let svg = atp_svg(&rep.rows).unwrap();
        assert!(svg.starts_with("<svg"));
        assert!(svg.contains("NaiveReducer"));
        assert!(atp_svg(&[]).unwrap().contains("no row has both"));
    }

    /// The generated reducers' table: rows grouped by q, each with its ratio to the shift-add
    /// Barrett for the same q; no section without rows.
    #[test]
    fn generated_section_renders() {
        let xc7 = |lut, path| Xc7Figures {
            lut,
            path: Some(path),
            ..Default::default()
        };
        let row = |stem: &str, name: &str, lut, path, lc| {
            Row::new(stem, name, Some(xc7(lut, path)), Some(ice40(lc, 0, 50.0)))
        };
        let rep = Report {
            generated: vec![
                row("reduce_dadda_q7681", "DaddaReducerQ7681", 80, 10, 100),
                row("reduce_barrett_naf_q7681", "BarrettNafQ7681", 100, 16, 200),
            ],
            ..Default::default()
        };
        let rep = Report {
            generated: rep
                .generated
                .iter()
                .map(|r| Row {
                    atp: Atp::of(r.xc7.as_ref(), r.ice40.as_ref()),
                    ..r.clone()
                })
                .collect(),
            ..rep
        };
        let md = markdown(&rep);
        let sec = md
            .split("## Generated reducers")
            .nth(1)
            .expect("the section");
        // 800 / 1600 LUT×path, (100 / 50) / (200 / 50) LC/MHz.
        assert!(
            sec.contains("| 7681 | `DaddaReducerQ7681` | bit tree, window [−1q, 3q)"),
            "{sec}"
        );
        assert!(sec.contains("| 80 | 10 | 800 | 0.50 | 100 |"), "{sec}");
        assert!(sec.contains("| 2.00 | 0.50 |"), "{sec}");
        assert!(sec.contains("| 100 | 16 | 1600 | 1.00 | 200 |"), "{sec}");
        assert!(!markdown(&Report::default()).contains("## Generated reducers"));
    }

    /// The PE-level table: one row per one-butterfly engine with its butterfly's figures,
    /// LC·µs and the ratio to `NttEngineP1`; the reducer variants stay out of the engine
    /// section.
    #[test]
    fn pe_section_renders() {
        let mut engines = sample_engines();
        let mut yaman = engines[0].clone();
        yaman.name = "ntt_engine_p1_yaman".into();
        yaman.circuit = "NttEngineP1Yaman".into();
        yaman.ice40 = Some(ice40(2200, 7, 40.0));
        engines.push(yaman);
        let mut bf = sample_butterflies();
        bf[1].name = "butterfly_yaman".into();
        bf[1].circuit = "ButterflyYaman".into();
        let rep = Report {
            butterflies: bf,
            engines,
            ..Default::default()
        };
        let md = super::markdown::markdown(&rep);
        let pe = md.split("## PE level").nth(1).expect("a PE-level section");
        // NttEngineP1: 2000 LC × 900 cycles / 50 MHz; Yaman: 2200 × 900 / 40.
        assert!(
            pe.contains("| `NttEngineP1` | 1000 | 3 | 2000 | 7 |"),
            "{pe}"
        );
        assert!(pe.contains("| 900 | 36000 | 1.00 |"), "{pe}");
        assert!(pe.contains("| `BitwiseYaman` | 1500 |"), "{pe}");
        assert!(pe.contains("| 900 | 49500 | 1.38 |"), "{pe}");
        assert!(pe.contains("Lowest LC·µs in this run: `NttEngineP1` (36000)."));
        let engine_section = md.split("## NTT engine").nth(1).unwrap();
        let engine_section = engine_section.split("## PE level").next().unwrap();
        assert!(!engine_section.contains("NttEngineP1Yaman"));
    }

    #[test]
    fn butterfly_and_engine_sections_render() {
        let dir = std::env::temp_dir().join(format!("mlkem_report_test_{}", std::process::id()));
        let rep = Report {
            butterflies: sample_butterflies(),
            engines: sample_engines(),
            keccak: vec![Row::new(
                "keccak_sponge_serial",
                "KeccakSpongeSerial",
                None,
                Some(ice40(1900, 4, 75.0)),
            )],
            ..Default::default()
        };
        write_full_report(&rep, &dir).unwrap();
        let md = std::fs::read_to_string(dir.join("report.md")).unwrap();
        let json: Report =
            serde_json::from_str(&std::fs::read_to_string(dir.join("report.json")).unwrap())
                .unwrap();
        let svg = std::fs::read_to_string(dir.join("report_butterfly_atp.svg")).unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
        // Butterflies: DSP and -nodsp figures, LC/MHz and the ratio to `Butterfly`.
        assert!(md.contains(
            "| `Butterfly` | `DaddaReducer` | `butterfly` | 225 | 72 | 1 | 300 | 72 | 900 | \
             80.00 (80.00, 80.00, 80.00) | 11.25 | 1.00 |"
        ));
        assert!(md.contains("| `ButterflyNaive` | `NaiveReducer` |"));
        assert!(md.contains("| 125.00 | 11.11 |"));
        assert!(md.contains("`Butterfly` (Dadda) is 1 of 2 (lowest ATP)"));
        assert!(md.contains("| `Butterfly` | `m1.q` | `p2.d` | 9 | 5.0 | 7.0 |"));
        assert!(svg.contains("ButterflyNaive"));
        // Engines: block RAM, cycles against the model, memories, EBR budget.
        assert!(
            md.contains("| `NttEngineP1` | `ntt_engine_p1` | 1000 | 0 | 2 | 0 | 3 | 2000 | 7 |")
        );
        assert!(
            md.contains(
                "| NTT | 7 | 900 | 900 ✓ | ✓ | 7 | 452 | 452 ✓ | ✓ | 4 | 521 | 521 ✓ | ✓ |"
            ),
            "{md}"
        );
        assert!(md.contains("| 18.00 |"), "NTT µs at 50 MHz: 900 / 50");
        assert!(md.contains("| `NttEngineP1` | xc7 | `twiddles.mem` | **logic** |"));
        assert!(md.contains("Polynomial RAM banks in block RAM on both targets: yes."));
        assert!(md.contains(
            "| NTT engine (NttEngineP1 / NttEngineP2 / NttEngineP2Fused) | 7 | 9 | 8 | measured:"
        ));
        assert!(
            md.contains("| **total** (measured + estimated) | **14** | **16** | **15** | of 32 |")
        );
        assert!(md.contains("| free | 18 | 16 | 17 | |"));
        assert!(md.contains("**estimate**: "));
        assert_eq!(json.ebr_budget.len(), 2 + EBR_ESTIMATES.len());
        assert!(!json.ebr_budget[1].estimate, "the Keccak line is measured");
        assert!(json.ebr_budget[2..].iter().all(|e| e.estimate));
        // Keccak: the row and its targets.
        assert!(md.contains("## Keccak, measured in this run"));
        assert!(md.contains("| `KeccakSpongeSerial` |"));
        assert!(md.contains("1900 ✓"), "within the iCE40 LC target");
        assert_eq!(json.engines[0].atp.ice40_lc_per_mhz, Some(40.0));
    }

    #[test]
    fn device_rows_render_and_feed_the_ebr_budget() {
        let dir =
            std::env::temp_dir().join(format!("mlkem_report_dev_test_{}", std::process::id()));
        let device = vec![
            Row::new(
                "frame_link",
                "FrameLink",
                Some(Xc7Figures {
                    lut: 900,
                    ff: 460,
                    ramb18: 3,
                    bram: 3,
                    ..Default::default()
                }),
                None,
            ),
            Row {
                cycles: Some(vec![OpCycles {
                    op: "NTT".into(),
                    measured: 906,
                    model: None,
                    memory_passes: 0,
                    result_matches_model: true,
                }]),
                ..Row::new(
                    "mlkem_device",
                    "MlKemDevice",
                    Some(Xc7Figures {
                        lut: 5000,
                        ff: 2500,
                        bram: 5,
                        ..Default::default()
                    }),
                    Some(ice40(7000, 14, 46.5)),
                )
            },
        ];
        let rep = Report {
            engines: sample_engines(),
            keccak: vec![Row::new(
                "keccak_sponge_serial",
                "KeccakSpongeSerial",
                None,
                Some(ice40(1900, 4, 75.0)),
            )],
            device,
            ..Default::default()
        };
        write_full_report(&rep, &dir).unwrap();
        let md = std::fs::read_to_string(dir.join("report.md")).unwrap();
        let json: Report =
            serde_json::from_str(&std::fs::read_to_string(dir.join("report.json")).unwrap())
                .unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
        assert!(md.contains("## The device, measured in this run"));
        assert!(md.contains("| `FrameLink` | UartRx/UartTx"), "{md}");
        assert!(
            md.contains("| 900 | 460 | 3 | – (not placed) | – | – |"),
            "{md}"
        );
        assert!(
            md.contains("| 5000 | 2500 | 5 | 7000 | 14 | 46.50 |"),
            "{md}"
        );
        assert!(md.contains("| NTT | 906 | yes |"));
        assert!(
            md.contains("median Fmax 46.50 MHz **does not meet** the device's 47.917 MHz clock")
        );
        assert!(md.contains("| 3 | 3 | 3 | derived from this run's rows: MlKemDevice 14 −"));
        // EBR: 14 − 7 (NttEngineP1) − 4 (Keccak) = 3 for the rest, no estimate left.
        assert_eq!(json.device.len(), 2);
        assert_eq!(json.ebr_budget.len(), 3);
        assert!(json.ebr_budget.iter().all(|e| !e.estimate));
        assert_eq!(json.ebr_budget[2].ebr_p1, 3);
        assert!(md.contains("| **total** (measured + estimated) | **14** | **16** | **15** |"));
        // Without a placed device the link is an estimate again.
        let b = ebr_budget(&rep.engines, &rep.keccak, &rep.device[..1]);
        assert!(b[2].estimate);
    }

    #[test]
    fn a_ram_in_logic_is_flagged() {
        let mut engines = sample_engines();
        engines[1].memories.as_mut().unwrap()[2].mapped_to = "logic".into();
        let md = markdown(&Report {
            engines,
            ..Default::default()
        });
        assert!(md.contains("Polynomial RAM banks in block RAM on both targets: **no"));
    }

    #[test]
    fn ebr_budget_needs_both_engines() {
        assert!(ebr_budget(&sample_engines()[..1], &[], &[]).is_empty());
        let b = ebr_budget(&sample_engines(), &[], &[]);
        assert_eq!((b[0].ebr_p1, b[0].ebr_p2, b[0].estimate), (7, 9, false));
    }

    #[test]
    fn butterfly_table_names_every_reducer_once() {
        let mut reducers: Vec<&str> = ntt::butterflies().filter_map(|e| e.reducer).collect();
        reducers.sort_unstable();
        // Every reducer's butterfly, `ButterflyFusedMul` (`FusedModMul`, no multiplier) and
        // `ButterflyDaddaLut` (the generated `DaddaLutReducer`, Artix-7 only).
        let mut want: Vec<&str> = REDUCERS.iter().map(|e| e.name).collect();
        want.extend(["FusedModMul", "DaddaLutReducer"]);
        want.sort_unstable();
        assert_eq!(reducers, want);
        assert_eq!(
            ntt::butterflies().next().unwrap().reducer,
            Some("DaddaReducer")
        );
        assert_eq!(ntt::reference(), "Butterfly");
        assert!(ntt::butterflies().all(|e| e.stem.starts_with("butterfly")));
    }

    /// Every circuit the report measures has its cycle measurement where its section needs
    /// one, and every reducer its simulation.
    #[test]
    fn every_measured_circuit_has_its_measurements() {
        for e in ntt::engines() {
            assert!(ntt::engine_cycles_of(e.stem).is_some(), "{}", e.name);
        }
        for e in keccak::circuits() {
            assert!(keccak::cycles_of(e.stem).is_some(), "{}", e.name);
        }
        for e in reduce::circuits() {
            assert!(REDUCERS.iter().any(|r| r.stem == e.stem), "{}", e.name);
        }
        assert_eq!(ntt::engines().count(), 15);
        // NttEngineP1 and one engine per other butterfly, `%`'s excepted.
        assert_eq!(ntt::pe_engines().count(), ntt::butterflies().count() - 1);
        for e in ntt::pe_engines() {
            assert!(
                ntt::butterflies().any(|b| b.reducer == e.reducer),
                "{}: no butterfly with its reducer",
                e.name
            );
        }
    }

    /// The cycle measurement the report uses agrees with the model for P = 1 (P = 2 runs in
    /// the end-to-end report test).
    #[test]
    fn engine_cycles_match_the_model() {
        let c = ntt::engine_cycles::<1, 10, false, 3, 1, 1>().unwrap();
        assert_eq!(c.len(), EngineOp::ALL.len());
        for c in &c {
            assert_eq!(Some(c.measured), c.model, "{}", c.op);
            assert!(c.result_matches_model, "{}", c.op);
        }
    }
}
