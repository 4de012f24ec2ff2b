//! The Keccak section: the permutation cores, the sponges and the samplers (units `keccak`
//! and `sample` of the catalogue), each synthesised in this run's flow, with their cycles
//! measured in simulation and checked against the FIPS 202 / FIPS 203 models.

use std::fmt::Write as _;
use std::path::Path;

use anyhow::{Context, Result};

use super::Selection;
use super::anchors::KECCAK_ANCHORS;
use super::measure::{Cycles, measure_circuit};
use super::sample;
use super::schema::{OpCycles, Row};
use super::table::placement_summary;
use crate::model::keccak::{KeccakFunction, LANES, hash, keccak_f1600};
use crate::rtl::catalog::{self, Circuit};
use crate::rtl::keccak::sim::{CoreCommand, CoreSim, KeccakCorePorts, SpongePorts, SpongeSim};
use crate::rtl::keccak::sponge::{CoreTiming, sponge_cycles};
use crate::rtl::keccak::{
    KeccakParallelR1, KeccakParallelR2, KeccakSerial, KeccakSponge, KeccakSpongeSerial,
};

/// Artix-7 LUT × cycles per permutation the issue asks for (at most).
pub const LUT_CYCLES_TARGET: u64 = 60_000;
/// iCE40 logic cells the compact variant may take (at most).
pub const ICE40_LC_TARGET: u32 = 2_500;

/// The catalogue's circuits of this section: Keccak and the samplers, with a harness.
pub fn circuits() -> impl Iterator<Item = &'static Circuit> {
    catalog::of_units(&["keccak", "sample"]).filter(|c| c.harness.is_some())
}

/// How a circuit's operations are measured, by its stem.
pub fn cycles_of(stem: &str) -> Option<Cycles> {
    Some(match stem {
        "keccak_parallel" => core_cycles::<KeccakParallelR1, 24>,
        "keccak_parallel_r2" => core_cycles::<KeccakParallelR2, 12>,
        "keccak_sponge" => sponge_ops,
        "keccak_serial" => {
            core_cycles::<KeccakSerial, { crate::rtl::keccak::serial::PERMUTE_CYCLES }>
        }
        "keccak_sponge_serial" => sponge_serial_ops,
        other => return sample::cycles_of(other),
    })
}

/// Deterministic test data: SHAKE128(seed), n bytes.
pub fn pseudo_random(seed: &[u8], n: usize) -> Vec<u8> {
    hash(KeccakFunction::Shake128, seed, n)
}

/// One permutation of a random state on core `C` in [`CoreSim`]: `busy` cycles against
/// `EXPECTED`, and the state against [`keccak_f1600`].
pub fn core_cycles<C: KeccakCorePorts, const EXPECTED: usize>() -> Result<Vec<OpCycles>> {
    let mut sim = CoreSim::<C>::default();
    let bytes = pseudo_random(b"report: core state", 8 * LANES);
    let mut state: [u64; LANES] =
        std::array::from_fn(|i| u64::from_le_bytes(bytes[8 * i..8 * i + 8].try_into().unwrap()));
    sim.load(&state)?;
    let cycles = sim.run(CoreCommand::Permute, 0, 0)?;
    keccak_f1600(&mut state);
    Ok(vec![OpCycles {
        op: "permutation".to_string(),
        measured: cycles,
        model: Some(EXPECTED),
        memory_passes: 0,
        result_matches_model: sim.read()? == state,
    }])
}

/// The hash calls of one ML-KEM-768 encapsulation on [`KeccakSponge`]:
/// measured cycles against [`sponge_cycles`], output against the model.
pub fn sponge_ops() -> Result<Vec<OpCycles>> {
    sponge_ops_on::<KeccakSponge>(CoreTiming::parallel(1))
}

/// [`sponge_ops`] on [`KeccakSpongeSerial`].
pub fn sponge_serial_ops() -> Result<Vec<OpCycles>> {
    sponge_ops_on::<KeccakSpongeSerial>(CoreTiming::SERIAL)
}

pub fn sponge_ops_on<S: SpongePorts>(core: CoreTiming) -> Result<Vec<OpCycles>> {
    let mut sim = SpongeSim::<S>::default();
    let jobs: [(&str, KeccakFunction, usize, usize); 6] = [
        (
            "H: SHA3-256 of 1184 B (ek, ML-KEM-768)",
            KeccakFunction::Sha3_256,
            1184,
            32,
        ),
        ("G: SHA3-512 of 64 B", KeccakFunction::Sha3_512, 64, 64),
        (
            "XOF: SHAKE128 of 34 B, 168 B out (one block)",
            KeccakFunction::Shake128,
            34,
            168,
        ),
        (
            "XOF: SHAKE128 of 34 B, 504 B out (3 blocks)",
            KeccakFunction::Shake128,
            34,
            504,
        ),
        (
            "PRF: SHAKE256 of 33 B, 128 B out (η = 2)",
            KeccakFunction::Shake256,
            33,
            128,
        ),
        (
            "J: SHAKE256 of 1120 B, 32 B out",
            KeccakFunction::Shake256,
            1120,
            32,
        ),
    ];
    let mut out = Vec::new();
    for (label, f, m, o) in jobs {
        let msg = pseudo_random(label.as_bytes(), m);
        let (bytes, cycles) = sim.hash(f, &msg, o).with_context(|| label.to_string())?;
        out.push(OpCycles {
            op: label.to_string(),
            measured: cycles as usize,
            model: Some(sponge_cycles(f, m, o, core)),
            memory_passes: 0,
            result_matches_model: bytes == hash(f, &msg, o),
        });
    }
    // One more SHAKE128 block squeezed: the difference of the two XOF rows.
    let block = out[3].measured.saturating_sub(out[2].measured) / 2;
    let block_model = out[3].model.zip(out[2].model).map(|(a, b)| (a - b) / 2);
    out.push(OpCycles {
        op: "SHAKE128 block (168 B squeezed; from the two XOF rows)".to_string(),
        measured: block,
        model: block_model,
        memory_passes: 0,
        result_matches_model: out[2].result_matches_model && out[3].result_matches_model,
    });
    Ok(out)
}

/// Measures every circuit of this section ([`circuits`]): its operations in simulation
/// ([`cycles_of`]), then its synthesis; tool files under `work_dir/<stem>/`.
pub fn rows(
    work_dir: &Path,
    select: Selection,
    progress: &mut impl FnMut(&str),
) -> Result<Vec<Row>> {
    let mut rows = Vec::new();
    for e in circuits().filter(|e| select.keeps(e.stem)) {
        progress(&format!("{}: simulating ({})", e.stem, e.name));
        let t = std::time::Instant::now();
        let run = cycles_of(e.stem).with_context(|| format!("{}: no cycle measurement", e.name))?;
        let cycles = run().with_context(|| format!("simulating {}", e.name))?;
        let summary: Vec<String> = cycles
            .iter()
            .map(|c| {
                let ok = c.model.is_none_or(|m| m == c.measured) && c.result_matches_model;
                format!(
                    "{} {}{}",
                    c.op,
                    c.measured,
                    if ok { "" } else { " MISMATCH" }
                )
            })
            .collect();
        progress(&format!(
            "{}: {} [{:.1} s]",
            e.stem,
            summary.join(", "),
            t.elapsed().as_secs_f64()
        ));
        progress(&format!("{}: synthesising ({})", e.stem, e.name));
        let row = measure_circuit(e, &work_dir.join(e.stem), false, progress)?;
        progress(&placement_summary(&row));
        rows.push(Row {
            cycles: Some(cycles),
            ..row
        });
    }
    Ok(rows)
}

pub fn permutation_cycles(r: &Row) -> Option<usize> {
    r.cycles
        .as_ref()?
        .iter()
        .find(|c| c.op == "permutation")
        .map(|c| c.measured)
}

/// The report's Keccak section: the circuits, then every row's operations.
pub fn section(w: &mut String, rows: &[Row], seeds: &str) {
    if rows.is_empty() {
        return;
    }
    let architecture = |name: &str| {
        circuits()
            .find(|e| e.name == name)
            .map_or("", |e| e.summary)
    };
    let _ = writeln!(w, "\n## Keccak, measured in this run\n");
    let _ = writeln!(
        w,
        "| circuit | architecture | Artix-7 LUT | FF | RAMB18 | cycles / permutation | \
         LUT × cycles (target ≤ {LUT_CYCLES_TARGET}) | iCE40 LC (target ≤ {ICE40_LC_TARGET}) | \
         EBR | Fmax MHz (seeds {seeds}) |"
    );
    let _ = writeln!(w, "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    for r in rows {
        let x = r.xc7.as_ref();
        let i = r.ice40.as_ref();
        let perm = permutation_cycles(r);
        let product = x.zip(perm).map(|(x, p)| x.lut as u64 * p as u64);
        let _ = writeln!(
            w,
            "| `{}` | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
            r.circuit,
            architecture(&r.circuit),
            x.map_or("–".into(), |x| x.lut.to_string()),
            x.map_or("–".into(), |x| x.ff.to_string()),
            x.map_or("–".into(), |x| x.bram.to_string()),
            perm.map_or("–".into(), |p| p.to_string()),
            product.map_or("–".into(), |p| format!(
                "{p}{}",
                if p <= LUT_CYCLES_TARGET {
                    " ✓"
                } else {
                    " ✗"
                }
            )),
            // The LC target is the Keccak variant's; the samplers and the engine have none.
            i.map_or("– (not placed)".into(), |i| {
                match r.circuit.starts_with("Keccak") {
                    true if i.lc <= ICE40_LC_TARGET => format!("{} ✓", i.lc),
                    true => format!("{} ✗", i.lc),
                    false => i.lc.to_string(),
                }
            }),
            i.map_or("–".into(), |i| i.ebr.to_string()),
            i.map_or("–".into(), |i| format!("{:.2}", i.fmax_mhz)),
        );
    }
    let _ = writeln!(
        w,
        "\nPublished figures from other flows (Vivado, which packs two functions into one LUT6; \
         yosys does not), for context only:\n"
    );
    let _ = writeln!(
        w,
        "| design | flow | LUT | cycles / permutation | LUT × cycles |"
    );
    let _ = writeln!(w, "|---|---|---:|---:|---:|");
    for (design, flow, lut, cycles) in KECCAK_ANCHORS {
        let _ = writeln!(
            w,
            "| {design} | {flow} | {lut} | {cycles} | {} |",
            lut * cycles
        );
    }
    let _ = writeln!(
        w,
        "\nCycles of each row's operations in the RustHDL simulation (`formula`: the \
         circuit's documented latency; `= model`: the output equals the FIPS 202/203 model):\n"
    );
    let _ = writeln!(w, "| circuit | operation | cycles | formula | = model |");
    let _ = writeln!(w, "|---|---|---:|---:|---|");
    for r in rows {
        for c in r.cycles.iter().flatten() {
            let _ = writeln!(
                w,
                "| `{}` | {} | {} | {} | {} |",
                r.circuit,
                c.op,
                c.measured,
                c.model.map_or("–".to_string(), |m| m.to_string()),
                if c.result_matches_model { "✓" } else { "✗" }
            );
        }
    }
}
