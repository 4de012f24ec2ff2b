//! Cell formatting shared by the report's sections and its progress lines.

use std::fmt::Write as _;

use super::schema::{Row, TreeFigures};
use crate::flow::synth::{self, Ice40Figures};

pub fn opt<T: std::fmt::Display>(v: Option<T>) -> String {
    v.map_or_else(|| "—".to_string(), |v| v.to_string())
}

pub fn check_mark(v: Option<bool>) -> &'static str {
    match v {
        Some(true) => "✓",
        Some(false) => "✗",
        None => "—",
    }
}

pub fn tree_line(t: &TreeFigures) -> String {
    format!(
        "{} bits, height {}, {} levels, {} FA / {} HA",
        t.bits, t.height, t.levels, t.full_adders, t.half_adders
    )
}

/// `f` with two decimals, or "—".
pub fn opt_f(v: Option<f64>) -> String {
    v.map_or_else(|| "—".to_string(), |v| format!("{v:.2}"))
}

/// "median (seed, seed, seed)".
pub fn fmax_cell(i: Option<&Ice40Figures>) -> String {
    i.map_or_else(
        || "—".to_string(),
        |i| {
            let s: Vec<String> = i.fmax_seeds.iter().map(|f| format!("{f:.2}")).collect();
            format!("{:.2} ({})", i.fmax_mhz, s.join(", "))
        },
    )
}

/// The critical-path table of `rows` (median seed of each).
pub fn critical_path_table(w: &mut String, rows: &[Row]) {
    let _ = writeln!(
        w,
        "| circuit | from | to | cells | logic ns | routing ns |\n|---|---|---|---:|---:|---:|"
    );
    for r in rows {
        if let Some(c) = r.ice40.as_ref().and_then(|i| i.critical_path.as_ref()) {
            let _ = writeln!(
                w,
                "| `{}` | `{}` | `{}` | {} | {:.1} | {:.1} |",
                r.circuit, c.from, c.to, c.cells, c.logic_ns, c.routing_ns
            );
        }
    }
}

/// "yosys xc7 5.2 s, nextpnr seed 1 2.9 s, …".
pub fn timing_line(m: &synth::Measurement) -> String {
    let times: Vec<String> = m
        .timings
        .iter()
        .map(|(step, d)| format!("{step} {:.1} s", d.as_secs_f64()))
        .collect();
    times.join(", ")
}

/// One progress line with a row's area: `stem: LUT, FF, RAMB18; iCE40 LC, EBR, Fmax`.
pub fn placement_summary(row: &Row) -> String {
    format!(
        "{}: {} LUT, {} FF, {} RAMB18; iCE40 {}",
        row.name,
        row.xc7.as_ref().map_or(0, |x| x.lut),
        row.xc7.as_ref().map_or(0, |x| x.ff),
        row.xc7.as_ref().map_or(0, |x| x.bram),
        row.ice40
            .as_ref()
            .map_or("not placed".to_string(), |i| format!(
                "{} LC, {} EBR, {:.2} MHz",
                i.lc, i.ebr, i.fmax_mhz
            ))
    )
}
