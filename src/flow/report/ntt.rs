//! The NTT unit's sections: the butterfly with each reducer and the one-butterfly engine with
//! each reducer (the reduction paper's PE-level comparison, §4.3), and the NTT engines with
//! their cycles per operation.

use std::fmt::Write as _;
use std::path::Path;

use anyhow::{Context, Result};

use super::Selection;
use super::measure::xc7_only_row;
use super::schema::{OpCycles, Row};
use super::table::{check_mark, critical_path_table, fmax_cell, opt, opt_f, timing_line};
use crate::flow::synth::{self, Harness, SynthOptions};
use crate::model::ntt_engine::{EngineModel, EngineOp, sample_poly};
use crate::rtl::catalog::{self, Circuit};
use crate::rtl::ntt::sim::EngineSim;
use crate::rtl::ntt::{
    EngineIo, NttEngine, NttEngineP1Barrett, NttEngineP1BarrettDsp, NttEngineP1Chain,
    NttEngineP1DaddaLut, NttEngineP1DaddaWide, NttEngineP1FusedMul, NttEngineP1Guo,
    NttEngineP1HighByte, NttEngineP1Proth, NttEngineP1ShiftAdd, NttEngineP1Yaman,
};

/// The butterflies of the catalogue, the paper's (`Butterfly`, with `DaddaReducer`) first.
pub fn butterflies() -> impl Iterator<Item = &'static Circuit> {
    catalog::CIRCUITS
        .iter()
        .filter(|c| matches!(c.harness, Some(Harness::Butterfly)))
}

/// The NTT engines of the catalogue.
pub fn engines() -> impl Iterator<Item = &'static Circuit> {
    catalog::of_units(&["ntt"]).filter(|c| matches!(c.harness, Some(Harness::Bare)))
}

/// The one-butterfly engines of the PE-level comparison: `NttEngineP1` and the same engine
/// with each other reducer's butterfly (catalogue entries naming a reducer).
pub fn pe_engines() -> impl Iterator<Item = &'static Circuit> {
    engines().filter(|c| c.reducer.is_some())
}

/// The engines of the engine section: the architectures (P, fusion, banking), not the
/// reducer variants of `NttEngineP1`, which have their own section.
fn architecture_engines() -> impl Iterator<Item = &'static Circuit> {
    engines().filter(|c| c.reducer.is_none() || c.reducer == reference_reducer())
}

/// The reducer of the reference butterfly (`DaddaReducer`).
fn reference_reducer() -> Option<&'static str> {
    butterflies().next().and_then(|c| c.reducer)
}

/// The name of the reference butterfly (the catalogue's first): the paper's reducer.
pub fn reference() -> &'static str {
    butterflies().next().map_or("Butterfly", |c| c.name)
}

/// How an engine's operations are run in [`EngineSim`], by its stem.
pub fn engine_cycles_of(stem: &str) -> Option<fn() -> Result<Vec<OpCycles>>> {
    match stem {
        "ntt_engine_p1" => Some(engine_cycles::<1, 10, false, 3, 1, 1>),
        "ntt_engine_p2" => Some(engine_cycles::<2, 9, false, 3, 1, 1>),
        "ntt_engine_p2_fused" => Some(engine_cycles::<1, 10, true, 3, 1, 1>),
        "ntt_engine_banked" => Some(engine_cycles::<1, 11, false, 5, 10, 8>),
        "ntt_engine_p1_highbyte" => Some(p1_cycles::<NttEngineP1HighByte>),
        "ntt_engine_p1_dadda_wide" => Some(p1_cycles::<NttEngineP1DaddaWide>),
        "ntt_engine_p1_shiftadd" => Some(p1_cycles::<NttEngineP1ShiftAdd>),
        "ntt_engine_p1_yaman" => Some(p1_cycles::<NttEngineP1Yaman>),
        "ntt_engine_p1_guo" => Some(p1_cycles::<NttEngineP1Guo>),
        "ntt_engine_p1_proth" => Some(p1_cycles::<NttEngineP1Proth>),
        "ntt_engine_p1_chain" => Some(p1_cycles::<NttEngineP1Chain>),
        "ntt_engine_p1_barrett_dsp" => Some(p1_cycles::<NttEngineP1BarrettDsp>),
        "ntt_engine_p1_barrett" => Some(p1_cycles::<NttEngineP1Barrett>),
        "ntt_engine_p1_fused_mul" => Some(p1_cycles::<NttEngineP1FusedMul>),
        "ntt_engine_p1_dadda_lut" => Some(p1_cycles::<NttEngineP1DaddaLut>),
        _ => None,
    }
}

/// [`engine_cycles`] on a one-butterfly engine `E` (`NttEngineP1`'s parameters, another
/// butterfly).
fn p1_cycles<E: EngineIo<3>>() -> Result<Vec<OpCycles>> {
    engine_cycles_on::<1, 10, false, 3, 1, 1, E>()
}

/// Runs every [`EngineOp`] once on an engine with P butterflies in [`EngineSim`] (three
/// random slots, the results in further slots) and records the cycles `busy` was high, the
/// model's count and whether the result slot equals [`EngineModel`]'s.
pub fn engine_cycles<
    const P: usize,
    const AW: usize,
    const F: bool,
    const SW: usize,
    const KW: usize,
    const SBW: usize,
>() -> Result<Vec<OpCycles>> {
    engine_cycles_on::<P, AW, F, SW, KW, SBW, NttEngine<P, AW, F, SW, KW, SBW>>()
}

/// [`engine_cycles`] on the engine block `E` with those parameters.
pub fn engine_cycles_on<
    const P: usize,
    const AW: usize,
    const F: bool,
    const SW: usize,
    const KW: usize,
    const SBW: usize,
    E: EngineIo<SW>,
>() -> Result<Vec<OpCycles>> {
    let mut sim = EngineSim::<P, AW, F, SW, KW, SBW, E>::default();
    let mut model = EngineModel::default();
    for slot in 0..3 {
        let f = sample_poly(slot as u32 + 1);
        sim.write_poly(slot, &f);
        model.slots[slot] = f;
    }
    // (op, a, b, r): every operation reads earlier results, as in a KEM.
    let program = [
        (EngineOp::Ntt, 0, 0, 0),
        (EngineOp::Intt, 1, 0, 0),
        (EngineOp::BaseMul, 0, 2, 3),
        (EngineOp::BaseMulAcc, 0, 1, 3),
        (EngineOp::Add, 3, 2, 4),
        (EngineOp::Sub, 4, 0, 5),
    ];
    program
        .iter()
        .map(|&(op, a, b, r)| {
            let measured = sim
                .run(op, a, b, r)
                .with_context(|| format!("EngineSim P = {P}, F = {F}: {}", op.name()))?;
            model.execute(op, a, b, r);
            let dest = match op {
                EngineOp::Ntt | EngineOp::Intt => a,
                _ => r,
            };
            Ok(OpCycles {
                op: op.name().to_string(),
                measured,
                model: Some(op.cycles_on(P, F)),
                memory_passes: op.memory_passes(F),
                result_matches_model: sim.read_poly(dest) == model.slots[dest],
            })
        })
        .collect()
}

/// The butterfly table, the ATP ranking and the critical paths.
pub fn butterfly_section(w: &mut String, rows: &[Row], seeds: &str) {
    if rows.is_empty() {
        return;
    }
    let _ = writeln!(
        w,
        "\n## Butterflies (PE-level comparison, reduction paper §4.3), measured in this run\n"
    );
    let _ = writeln!(
        w,
        "The same butterfly with each reducer. Artix-7: with DSP48E1 (default) and with \
         `-nodsp`. iCE40: LC includes the 61 I/O register flip-flops. ATP = LC / MHz \
         (LC·µs per butterfly at one butterfly per cycle); the last column divides it by \
         `Butterfly`'s. A row without iCE40 figures is built of Artix-7 cells (`LUT6_2`) and \
         has no iCE40 run.\n"
    );
    let _ = writeln!(
        w,
        "| circuit | reducer | file | Artix-7 LUT | FF | DSP | LUT (`-nodsp`) | FF (`-nodsp`) | \
         iCE40 LC | Fmax MHz (seeds {seeds}) | LC/MHz | ATP ÷ `Butterfly` |"
    );
    let _ = writeln!(
        w,
        "|---|---|---|---:|---:|---:|---:|---:|---:|---|---:|---:|"
    );
    let reference_atp = rows
        .iter()
        .find(|r| r.circuit == reference())
        .and_then(|r| r.atp.ice40_lc_per_mhz);
    for r in rows {
        let x = r.xc7.as_ref();
        let n = r.xc7_nodsp.as_ref();
        let reducer = butterflies()
            .find(|e| e.stem == r.name)
            .and_then(|e| e.reducer)
            .unwrap_or("—");
        let ratio = r
            .atp
            .ice40_lc_per_mhz
            .zip(reference_atp)
            .map(|(a, b)| a / b);
        let _ = writeln!(
            w,
            "| `{}` | `{}` | `{}` | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
            r.circuit,
            reducer,
            r.name,
            opt(x.map(|x| x.lut)),
            opt(x.map(|x| x.ff)),
            opt(x.map(|x| x.dsp)),
            opt(n.map(|x| x.lut)),
            opt(n.map(|x| x.ff)),
            opt(r.ice40.as_ref().map(|i| i.lc)),
            fmax_cell(r.ice40.as_ref()),
            opt_f(r.atp.ice40_lc_per_mhz),
            opt_f(ratio),
        );
    }
    let mut ranked: Vec<(&str, f64)> = rows
        .iter()
        .filter_map(|r| Some((r.circuit.as_str(), r.atp.ice40_lc_per_mhz?)))
        .collect();
    ranked.sort_by(|a, b| a.1.total_cmp(&b.1));
    if let Some(pos) = ranked.iter().position(|(c, _)| *c == reference()) {
        let better: Vec<String> = ranked[..pos]
            .iter()
            .map(|(c, a)| format!("`{c}` ({a:.2})"))
            .collect();
        let _ = writeln!(
            w,
            "\nRanking by iCE40 LC/MHz in this run: `{}` (Dadda) is {} of {}{}.",
            reference(),
            pos + 1,
            ranked.len(),
            if better.is_empty() {
                " (lowest ATP)".to_string()
            } else {
                format!("; lower: {}", better.join(", "))
            }
        );
    }
    let _ = writeln!(w, "\nCritical paths (post-route, median seed):\n");
    critical_path_table(w, rows);
}

/// The NTT engine tables: resources, cycles, memory mapping, critical paths.
pub fn engine_section(w: &mut String, rows: &[Row], seeds: &str) {
    let rows: Vec<Row> = rows
        .iter()
        .filter(|r| architecture_engines().any(|e| e.stem == r.name))
        .cloned()
        .collect();
    let rows = &rows[..];
    if rows.is_empty() {
        return;
    }
    let _ = writeln!(w, "\n## NTT engine, measured in this run\n");
    let _ = writeln!(
        w,
        "| circuit | file | Artix-7 LUT | FF | RAMB18 | RAMB36 | DSP | iCE40 LC | EBR | \
         Fmax MHz (seeds {seeds}) | LC/MHz | NTT µs at Fmax |"
    );
    let _ = writeln!(
        w,
        "|---|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|"
    );
    for r in rows {
        let x = r.xc7.as_ref();
        let i = r.ice40.as_ref();
        let ntt_us = ntt_us(r);
        let _ = writeln!(
            w,
            "| `{}` | `{}` | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
            r.circuit,
            r.name,
            opt(x.map(|x| x.lut)),
            opt(x.map(|x| x.ff)),
            opt(x.map(|x| x.ramb18)),
            opt(x.map(|x| x.ramb36)),
            opt(x.map(|x| x.dsp)),
            opt(i.map(|i| i.lc)),
            opt(i.map(|i| i.ebr)),
            fmax_cell(i),
            opt_f(r.atp.ice40_lc_per_mhz),
            opt_f(ntt_us),
        );
    }

    let _ = writeln!(
        w,
        "\n### Cycles per operation (`EngineSim`, checked against `EngineOp::cycles_on`)\n"
    );
    let with_cycles: Vec<(&Row, &Vec<OpCycles>)> = rows
        .iter()
        .filter_map(|r| Some((r, r.cycles.as_ref()?)))
        .collect();
    let mut header = "| operation |".to_string();
    let mut rule = "|---|".to_string();
    for (r, _) in &with_cycles {
        let _ = write!(
            header,
            " `{0}` passes | `{0}` cycles | `{0}` model | `{0}` result = model |",
            r.circuit
        );
        rule.push_str("---:|---:|---:|---|");
    }
    let _ = writeln!(w, "{header}\n{rule}");
    if let Some((_, first)) = with_cycles.first() {
        for (k, op) in first.iter().enumerate() {
            let mut line = format!("| {} |", op.op);
            for (_, cycles) in &with_cycles {
                match cycles.get(k) {
                    Some(c) => {
                        let same = if c.model == Some(c.measured) {
                            "✓"
                        } else {
                            "✗"
                        };
                        let _ = write!(
                            line,
                            " {} | {} | {} {same} | {} |",
                            c.memory_passes,
                            c.measured,
                            opt(c.model),
                            check_mark(Some(c.result_matches_model))
                        );
                    }
                    None => line.push_str(" — | — | — | — |"),
                }
            }
            let _ = writeln!(w, "{line}");
        }
    }

    let _ = writeln!(
        w,
        "\n### Memory mapping (yosys `memory_libmap` / `memory_map`)\n"
    );
    let mut all_rams_in_block_ram = true;
    let _ = writeln!(
        w,
        "| circuit | target | memory | mapped to | yosys log line |\n|---|---|---|---|---|"
    );
    for r in rows {
        for m in r.memories.iter().flatten() {
            let ram = m.memory.starts_with("bank");
            all_rams_in_block_ram &= !ram || m.is_block_ram();
            let to = if m.is_block_ram() {
                format!("`{}`", m.mapped_to)
            } else {
                format!("**{}**", m.mapped_to)
            };
            let _ = writeln!(
                w,
                "| `{}` | {} | `{}` | {} | `{}` |",
                r.circuit, m.target, m.memory, to, m.log_line
            );
        }
    }
    let _ = writeln!(
        w,
        "\nPolynomial RAM banks in block RAM on both targets: {}.",
        if all_rams_in_block_ram {
            "yes"
        } else {
            "**no, see the rows in bold**"
        }
    );
    let _ = writeln!(w, "\nCritical paths (post-route, median seed):\n");
    critical_path_table(w, rows);
}

/// An engine row's NTT cycles (`EngineSim`).
fn ntt_cycles(r: &Row) -> Option<usize> {
    let c = r
        .cycles
        .as_ref()?
        .iter()
        .find(|c| c.op == EngineOp::Ntt.name())?;
    Some(c.measured)
}

/// An engine row's NTT time at its iCE40 Fmax, in µs.
fn ntt_us(r: &Row) -> Option<f64> {
    let i = r.ice40.as_ref().filter(|i| i.fmax_mhz > 0.0)?;
    Some(ntt_cycles(r)? as f64 / i.fmax_mhz)
}

/// The PE-level comparison (reduction paper §4.3): for each reducer, its butterfly and the
/// one-butterfly engine built with it, on the iCE40 (LC·µs = LC × NTT cycles / Fmax).
pub fn pe_section(w: &mut String, butterflies_rows: &[Row], engine_rows: &[Row], seeds: &str) {
    let pes: Vec<(&Circuit, &Row)> = pe_engines()
        .filter_map(|e| Some((e, engine_rows.iter().find(|r| r.name == e.stem)?)))
        .collect();
    if pes.is_empty() {
        return;
    }
    let _ = writeln!(
        w,
        "\n## PE level: the one-butterfly engine with each reducer (reduction paper §4.3), \
         measured in this run\n"
    );
    let _ = writeln!(
        w,
        "`NttEngineP1` (memory, twiddle ROM, schedule and the datapath from the butterfly to the \
         RAM write data unchanged) built with each reducer's butterfly (`ButterflyNaive`, \
         Verilog `%`, has no engine). iCE40-HX8K figures; NTT cycles from `EngineSim` (every \
         operation's result checked against `EngineModel`). LC·µs = LC × NTT cycles / Fmax; \
         the last column divides it by `NttEngineP1`'s. A row without iCE40 figures is built \
         of Artix-7 cells (`LUT6_2`): Artix-7 synthesis only, no place and route here, so no \
         Fmax.\n"
    );
    let _ = writeln!(
        w,
        "| reducer | butterfly LC | butterfly Fmax MHz | butterfly LC/MHz | engine | Artix-7 LUT | DSP | \
         iCE40 LC | EBR | Fmax MHz (seeds {seeds}) | NTT cycles | LC·µs | ÷ `NttEngineP1` |"
    );
    let _ = writeln!(
        w,
        "|---|---:|---:|---:|---|---:|---:|---:|---:|---|---:|---:|---:|"
    );
    let lc_us = |r: &Row| Some(r.ice40.as_ref()?.lc as f64 * ntt_us(r)?);
    let reference = pes
        .iter()
        .find(|(e, _)| e.reducer == reference_reducer())
        .and_then(|(_, r)| lc_us(r));
    let mut ranked = Vec::new();
    for (e, r) in &pes {
        let bf = butterflies()
            .find(|b| b.reducer == e.reducer)
            .and_then(|b| butterflies_rows.iter().find(|r| r.name == b.stem));
        let bi = bf.and_then(|b| b.ice40.as_ref());
        let x = r.xc7.as_ref();
        let i = r.ice40.as_ref();
        let ntt = ntt_cycles(r);
        let atp = lc_us(r);
        if let Some(a) = atp {
            ranked.push((r.circuit.as_str(), a));
        }
        let _ = writeln!(
            w,
            "| `{}` | {} | {} | {} | `{}` | {} | {} | {} | {} | {} | {} | {} | {} |",
            e.reducer.unwrap_or("—"),
            opt(bi.map(|i| i.lc)),
            opt_f(bi.map(|i| i.fmax_mhz)),
            opt_f(bf.and_then(|b| b.atp.ice40_lc_per_mhz)),
            r.circuit,
            opt(x.map(|x| x.lut)),
            opt(x.map(|x| x.dsp)),
            opt(i.map(|i| i.lc)),
            opt(i.map(|i| i.ebr)),
            fmax_cell(i),
            opt(ntt),
            atp.map_or_else(|| "—".to_string(), |a| format!("{a:.0}")),
            opt_f(atp.zip(reference).map(|(a, b)| a / b)),
        );
    }
    ranked.sort_by(|a, b| a.1.total_cmp(&b.1));
    if let Some((best, a)) = ranked.first() {
        let _ = writeln!(w, "\nLowest LC·µs in this run: `{best}` ({a:.0}).");
    }
    let _ = writeln!(w, "\nCritical paths (post-route, median seed):\n");
    let rows: Vec<Row> = pes.iter().map(|(_, r)| (*r).clone()).collect();
    critical_path_table(w, &rows);
}

/// Measures every butterfly of the catalogue ([`Harness::Butterfly`], Artix-7 with and
/// without DSP48s, and the iCE40 unless [`Circuit::ice40`] is false), tool files under
/// `work_dir/<stem>/`.
pub fn butterfly_rows(
    work_dir: &Path,
    select: Selection,
    progress: &mut impl FnMut(&str),
) -> Result<Vec<Row>> {
    let opts = SynthOptions {
        nodsp: false,
        ..SynthOptions::default()
    };
    let mut rows = Vec::new();
    for e in butterflies().filter(|e| select.keeps(e.stem)) {
        progress(&format!(
            "{}: synthesising ({}, {})",
            e.stem,
            e.name,
            e.reducer.unwrap_or("—")
        ));
        if !e.ice40 {
            rows.push(xc7_only_butterfly(e, &work_dir.join(e.stem), progress)?);
            continue;
        }
        let m = synth::measure_with(
            &(e.verilog)(),
            &work_dir.join(e.stem),
            &opts,
            Harness::Butterfly,
            true,
        )
        .with_context(|| format!("measuring {} ({})", e.name, e.stem))?;
        progress(&format!(
            "{}: {} LUT + {} DSP ({} LUT with -nodsp), {} LC, Fmax {:.2} MHz [{}]",
            e.stem,
            m.xc7.lut,
            m.xc7.dsp,
            opt(m.xc7_nodsp.map(|x| x.lut)),
            m.ice40.lc,
            m.ice40.fmax_mhz,
            timing_line(&m)
        ));
        rows.push(Row {
            xc7_nodsp: m.xc7_nodsp,
            ..Row::new(e.stem, e.name, Some(m.xc7), Some(m.ice40))
        });
    }
    Ok(rows)
}

/// A butterfly built of Artix-7 cells ([`Circuit::ice40`] false): the Artix-7 runs with and
/// without DSP48s, no iCE40 run.
fn xc7_only_butterfly(e: &Circuit, dir: &Path, progress: &mut impl FnMut(&str)) -> Result<Row> {
    let verilog = (e.verilog)();
    let measure = |nodsp| {
        synth::synth_xc7_as(&verilog, dir, Harness::Butterfly, nodsp)
            .map(|(x, _)| x)
            .with_context(|| format!("measuring {} ({})", e.name, e.stem))
    };
    let (xc7, nodsp) = (measure(false)?, measure(true)?);
    progress(&format!(
        "{}: {} LUT + {} DSP ({} LUT with -nodsp), Artix-7 only",
        e.stem, xc7.lut, xc7.dsp, nodsp.lut
    ));
    Ok(Row {
        xc7_nodsp: Some(nodsp),
        ..Row::new(e.stem, e.name, Some(xc7), None)
    })
}

/// Measures every engine of the catalogue ([`Harness::Bare`]; the iCE40 unless
/// [`Circuit::ice40`] is false) and runs its operations in [`EngineSim`]; tool files under
/// `work_dir/<stem>/`.
pub fn engine_rows(
    work_dir: &Path,
    select: Selection,
    progress: &mut impl FnMut(&str),
) -> Result<Vec<Row>> {
    let opts = SynthOptions {
        nodsp: false,
        ..SynthOptions::default()
    };
    let mut rows = Vec::new();
    for e in engines().filter(|e| select.keeps(e.stem)) {
        progress(&format!(
            "{}: simulating every operation ({})",
            e.stem, e.name
        ));
        let t = std::time::Instant::now();
        let run = engine_cycles_of(e.stem)
            .with_context(|| format!("{}: no cycle measurement", e.name))?;
        let cycles = run().with_context(|| format!("simulating {}", e.name))?;
        let summary: Vec<String> = cycles
            .iter()
            .map(|c| {
                let flag = if c.model == Some(c.measured) && c.result_matches_model {
                    ""
                } else {
                    " MISMATCH"
                };
                format!("{} {} (model {}){flag}", c.op, c.measured, opt(c.model))
            })
            .collect();
        progress(&format!(
            "{}: {} [{:.1} s]",
            e.stem,
            summary.join(", "),
            t.elapsed().as_secs_f64()
        ));
        progress(&format!("{}: synthesising ({})", e.stem, e.name));
        if !e.ice40 {
            let row = xc7_only_row(e.stem, e.name, &(e.verilog)(), &work_dir.join(e.stem))?;
            if let Some(x) = &row.xc7 {
                progress(&format!(
                    "{}: {} LUT, {} FF, {} RAMB18 + {} RAMB36, {} DSP (Artix-7 only)",
                    e.stem, x.lut, x.ff, x.ramb18, x.ramb36, x.dsp
                ));
            }
            rows.push(Row {
                cycles: Some(cycles),
                ..row
            });
            continue;
        }
        let m = synth::measure_with(
            &(e.verilog)(),
            &work_dir.join(e.stem),
            &opts,
            Harness::Bare,
            false,
        )
        .with_context(|| format!("measuring {} ({})", e.name, e.stem))?;
        let in_logic: Vec<String> = m
            .memories
            .iter()
            .filter(|m| !m.is_block_ram())
            .map(|m| format!("{} {} ({})", m.target, m.memory, m.log_line))
            .collect();
        progress(&format!(
            "{}: {} LUT, {} FF, {} RAMB18 + {} RAMB36, {} DSP; {} LC, {} EBR, Fmax {:.2} MHz; \
             memories in logic: {} [{}]",
            e.stem,
            m.xc7.lut,
            m.xc7.ff,
            m.xc7.ramb18,
            m.xc7.ramb36,
            m.xc7.dsp,
            m.ice40.lc,
            m.ice40.ebr,
            m.ice40.fmax_mhz,
            if in_logic.is_empty() {
                "none".to_string()
            } else {
                in_logic.join("; ")
            },
            timing_line(&m)
        ));
        rows.push(Row {
            cycles: Some(cycles),
            memories: Some(m.memories),
            ..Row::new(e.stem, e.name, Some(m.xc7), Some(m.ice40))
        });
    }
    Ok(rows)
}
