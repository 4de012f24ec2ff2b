//! The reducers' section: the bit tree, one row per reducer of the catalogue (both targets,
//! exhaustive checks in both simulators) and the anchors' table.

use std::fmt::Write as _;
use std::path::Path;

use anyhow::{Context, Result};

use super::Selection;
use super::anchors::REDUCER_ANCHORS;
use super::schema::{PAPER_TREE, Report, Row};
use super::table::{check_mark, opt, timing_line, tree_line};
use crate::flow::synth::{self, Harness, SynthOptions};
use crate::rtl::catalog::{self, Circuit};
use crate::rtl::reduce::REDUCERS;

/// The reducers of the catalogue, in its order.
pub fn circuits() -> impl Iterator<Item = &'static Circuit> {
    catalog::CIRCUITS
        .iter()
        .filter(|c| matches!(c.harness, Some(Harness::Reducer)))
}

/// The bit tree, the reducer table and the anchors.
pub fn section(w: &mut String, report: &Report, seeds: &str) {
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
            opt(x.and_then(|x| x.path)),
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
        "\nWhat each row is (the catalogue's line). A row marked *our reconstruction* \
         re-implements a Table 2 design whose paper was not available to us, from the \
         reduction paper's description of it (docs/units/reduce.md says what was and was not \
         reproduced):\n"
    );
    for r in &report.rows {
        if let Some(c) = catalog::CIRCUITS.iter().find(|c| c.stem == r.name) {
            let summary = c
                .summary
                .replace("our reconstruction", "*our reconstruction*");
            let _ = writeln!(w, "- `{}`: {summary}", r.circuit);
        }
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
}

/// Measures every reducer of the catalogue (tool files under `work_dir/<stem>/`). With
/// `verify`, each exported Verilog is also checked exhaustively under Verilator
/// (`work_dir/<stem>/verilator/`) and in the RustHDL simulation ([`REDUCERS`] holds each
/// reducer's simulation by stem).
pub fn rows(
    work_dir: &Path,
    verify: bool,
    select: Selection,
    progress: &mut impl FnMut(&str),
) -> Result<Vec<Row>> {
    let opts = SynthOptions::default();
    let mut rows = Vec::new();
    for e in circuits().filter(|e| select.keeps(e.stem)) {
        let entry = REDUCERS
            .iter()
            .find(|r| r.stem == e.stem)
            .with_context(|| format!("{} is not in rtl::reduce::REDUCERS", e.name))?;
        let exhaustive_mismatch = entry.exhaustive_mismatch;
        // A reducer built on DSP48 slices is measured with them (and again with `-nodsp`).
        let opts = SynthOptions {
            nodsp: !entry.dsp,
            ..opts.clone()
        };
        let dir = work_dir.join(e.stem);
        progress(&format!("{}: synthesising ({})", e.stem, e.name));
        let verilog = (e.verilog)();
        let m = synth::measure_with(&verilog, &dir, &opts, Harness::Reducer, entry.dsp)
            .with_context(|| format!("measuring {} ({})", e.name, e.stem))?;
        progress(&format!(
            "{}: {} LUT, path {}, {} LC, Fmax {:.2} MHz [{}]",
            e.stem,
            m.xc7.lut,
            opt(m.xc7.path),
            m.ice40.lc,
            m.ice40.fmax_mhz,
            timing_line(&m)
        ));
        let mut row = Row::new(e.stem, e.name, Some(m.xc7), Some(m.ice40));
        row.xc7_nodsp = m.xc7_nodsp;
        if verify {
            let v =
                crate::rtl::reduce::verilated::exhaustive_check(&verilog, &dir.join("verilator"))
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
            let rust = exhaustive_mismatch(2);
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
    Ok(rows)
}
