//! The generated reducers' section (issue 18, item 2): the paper's bitwise reduction generated
//! for q = 7681, 12289 and 8380417 and for q = 3329 in wider windows, each beside the shift-add
//! Barrett for the same q, measured as the main reducer table is (the Fig. 6 registers at the
//! circuit's own widths on the iCE40, `ltp -noff` on the Artix-7).

use std::fmt::Write as _;
use std::path::Path;

use anyhow::{Context, Result};

use super::Selection;
use super::schema::{Report, Row};
use super::table::{check_mark, fmax_cell, opt, opt_f, timing_line};
use crate::flow::synth::{self, Harness, SynthOptions};
use crate::generators::moduli::{Form, GENERATED, Generated};
use crate::rtl::catalog::{self, Circuit};
use crate::rtl::reduce::GENERATED_REDUCERS;
use crate::rtl::reduce::verilated::{Inputs, generated_check};

/// Inputs of at most this many bits are checked on every product under Verilator by the
/// report's `--verify` (q ≤ 12289); RustHDL does every product up to [`RUST_EXHAUSTIVE_BITS`].
const VERILATOR_EXHAUSTIVE_BITS: usize = 28;
const RUST_EXHAUSTIVE_BITS: usize = 26;

/// The generated reducers of the catalogue, in its order.
pub fn circuits() -> impl Iterator<Item = &'static Circuit> {
    catalog::CIRCUITS
        .iter()
        .filter(|c| matches!(c.harness, Some(Harness::WideReducer { .. })))
}

fn generated_of(stem: &str) -> Option<&'static Generated> {
    GENERATED.iter().find(|g| g.stem == stem)
}

/// Measures every generated reducer (tool files under `work_dir/<stem>/`). With `verify`,
/// each exported Verilog is checked under Verilator and the RustHDL circuit in simulation,
/// on every product where its width allows (otherwise the row's check is left `null`; the
/// tests cover it: `tests/rtl_reduce_moduli.rs`).
pub fn rows(
    work_dir: &Path,
    verify: bool,
    select: Selection,
    progress: &mut impl FnMut(&str),
) -> Result<Vec<Row>> {
    let opts = SynthOptions::default();
    let mut rows = Vec::new();
    for c in circuits().filter(|c| select.keeps(c.stem)) {
        let e = GENERATED_REDUCERS
            .iter()
            .find(|e| e.stem == c.stem)
            .with_context(|| format!("{} is not a generated reducer", c.name))?;
        let harness = c.harness.expect("a generated reducer has its harness");
        let dir = work_dir.join(c.stem);
        progress(&format!("{}: synthesising ({})", c.stem, c.name));
        let verilog = (c.verilog)();
        let mut row = if c.ice40 {
            let m = synth::measure_with(&verilog, &dir, &opts, harness, false)
                .with_context(|| format!("measuring {} ({})", c.name, c.stem))?;
            progress(&format!(
                "{}: {} LUT, path {}, {} LC, Fmax {:.2} MHz [{}]",
                c.stem,
                m.xc7.lut,
                opt(m.xc7.path),
                m.ice40.lc,
                m.ice40.fmax_mhz,
                timing_line(&m)
            ));
            Row::new(c.stem, c.name, Some(m.xc7), Some(m.ice40))
        } else {
            // Built of Artix-7 cells: no iCE40 run.
            let x = synth::synth_xc7(&verilog, &dir, false)
                .with_context(|| format!("measuring {} ({})", c.name, c.stem))?;
            progress(&format!(
                "{}: {} LUT, path {} (Artix-7 only)",
                c.stem,
                x.lut,
                opt(x.path)
            ));
            Row::new(c.stem, c.name, Some(x), None)
        };
        if verify && e.c_bits <= VERILATOR_EXHAUSTIVE_BITS {
            let v = generated_check(
                &verilog,
                e.q,
                &[],
                Inputs::Exhaustive,
                &dir.join("verilator"),
            )
            .with_context(|| format!("Verilator check of {} ({})", c.name, c.stem))?;
            progress(&format!(
                "{}: Verilator checked {} inputs, {} mismatches",
                c.stem, v.checked, v.mismatches
            ));
            row.exhaustive.verilator = Some(v.mismatches == 0 && v.checked == e.max_c() + 1);
        }
        if verify && e.c_bits <= RUST_EXHAUSTIVE_BITS {
            progress(&format!("{}: RustHDL simulation of every product", c.stem));
            row.exhaustive.rust = Some(e.exhaustive_mismatch(2).is_none());
        }
        rows.push(row);
    }
    Ok(rows)
}

/// "tree, window [−lo·q, hi·q): bits, height, FA/HA, corrections" or the Barrett's digits.
fn form_cell(g: &Generated) -> String {
    match (g.form, g.tree(), g.barrett()) {
        (Form::Tree { .. } | Form::Lut62Tree { .. }, Some(t), _) => {
            let (lo, hi) = t.tree.modulus.window;
            let cells = if matches!(g.form, Form::Lut62Tree { .. }) {
                ", each adder one Artix-7 LUT6_2"
            } else {
                ""
            };
            format!(
                "bit tree, window [−{lo}q, {hi}q): {} bits, height {}, {} FA / {} HA{cells}, {} corrections",
                t.tree.bits(),
                t.tree.height(),
                t.full_adders(),
                t.half_adders(),
                t.correction_multiples().len() - 1
            )
        }
        (Form::Barrett { .. }, _, Some(b)) => format!(
            "shift-add Barrett: μ = {} ({} signed digits), q ({} signed digits), 2 corrections",
            b.mu,
            crate::generators::barrett::naf(b.mu as i64).len(),
            crate::generators::barrett::naf(b.q as i64).len()
        ),
        _ => "—".to_string(),
    }
}

/// The section: one row per generated reducer, grouped by q, each with its ratio to the
/// shift-add Barrett for the same q (for q = 3329 also the main table's `DaddaReducer`).
pub fn section(w: &mut String, report: &Report, seeds: &str) {
    if report.generated.is_empty() {
        return;
    }
    let _ = writeln!(w, "## Generated reducers: other moduli and windows\n");
    let _ = writeln!(
        w,
        "The paper's three elimination methods and a Dadda schedule, generated for other \
         NTT-friendly moduli (`generators::bit_tree`, each tree proved by `bit_tree::verify`), \
         and q = 3329 in wider correction windows and with each adder of its tree one \
         Artix-7 LUT6_2 (`DaddaLutReducer`: Artix-7 only, a LUT6_2 counted as one LUT); each \
         beside a shift-add Barrett for the same q (`generators::barrett`: HAC Algorithm 14.42 \
         with both constant products as shifts and adds of signed digits). Same flow as the reducer table, the Fig. 6 registers at \
         each circuit's own widths. ÷ Barrett: the row's figure over the shift-add Barrett's \
         for its q (lower is better). Checks: `tests/rtl_reduce_moduli.rs` (every product for \
         q ≤ 7681 in both simulators, 12289 in `make test-full`; 8380417: edges and 10^8 \
         random products under Verilator); the column below is this run's `--verify`.\n"
    );
    let _ = writeln!(
        w,
        "| q | circuit | form | Artix-7 LUT | path | LUT×path | ÷ Barrett | iCE40 LC | \
         Fmax MHz (seeds {seeds}) | LC/MHz | ÷ Barrett | exhaustive Rust / Verilator |"
    );
    let _ = writeln!(
        w,
        "|---:|---|---|---:|---:|---:|---:|---:|---|---:|---:|---|"
    );
    let mut qs: Vec<u64> = GENERATED.iter().map(Generated::q).collect();
    qs.dedup();
    qs.sort_unstable();
    qs.dedup();
    for q in qs {
        let barrett = report.generated.iter().find(|r| {
            generated_of(&r.name)
                .is_some_and(|g| g.q() == q && matches!(g.form, Form::Barrett { .. }))
        });
        let ratio = |a: Option<f64>, b: Option<f64>| match (a, b) {
            (Some(a), Some(b)) if b > 0.0 => format!("{:.2}", a / b),
            _ => "—".to_string(),
        };
        let lutp = |r: &Row| r.atp.xc7_lut_x_path.map(|v| v as f64);
        let lcm = |r: &Row| r.atp.ice40_lc_per_mhz;
        let mut line = |r: &Row, form: String| {
            let x = r.xc7.as_ref();
            let i = r.ice40.as_ref();
            let _ = writeln!(
                w,
                "| {q} | `{}` | {form} | {} | {} | {} | {} | {} | {} | {} | {} | {} / {} |",
                r.circuit,
                opt(x.map(|x| x.lut)),
                opt(x.and_then(|x| x.path)),
                opt(r.atp.xc7_lut_x_path),
                ratio(lutp(r), barrett.and_then(lutp)),
                opt(i.map(|i| i.lc)),
                fmax_cell(i),
                opt_f(r.atp.ice40_lc_per_mhz),
                ratio(lcm(r), barrett.and_then(lcm)),
                check_mark(r.exhaustive.rust),
                check_mark(r.exhaustive.verilator),
            );
        };
        if q == u64::from(crate::params::Q) {
            for stem in [
                "reduce_dadda",
                "reduce_dadda_wide",
                "reduce_barrett_shiftadd",
            ] {
                if let Some(r) = report.rows.iter().find(|r| r.name == stem) {
                    line(r, "from the reducer table above".to_string());
                }
            }
        }
        for r in report
            .generated
            .iter()
            .filter(|r| generated_of(&r.name).is_some_and(|g| g.q() == q))
        {
            line(r, generated_of(&r.name).map_or_else(String::new, form_cell));
        }
    }
    let _ = writeln!(w);
}
