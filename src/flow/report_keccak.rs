//! The report's Keccak rows: the permutation cores, the sponges and the samplers, each
//! synthesised in this run's flow, with their cycles measured in the RustHDL simulation and
//! checked against the FIPS 202 / FIPS 203 models.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

use super::report::{OpCycles, Row};
use super::synth::{self, Harness, SynthOptions};
use crate::model::hash::{g, prf};
use crate::model::keccak::{KeccakFunction, LANES, hash, keccak_f1600};
use crate::model::sample::{sample_ntt_counted, sample_poly_cbd};
use crate::params::PARAM_SETS;
use crate::rtl::keccak::sim::{CoreCommand, CoreSim, KeccakCorePorts, SpongePorts, SpongeSim};
use crate::rtl::keccak::sponge::{CoreTiming, sponge_cycles};
use crate::rtl::keccak::{
    KeccakParallelR1, KeccakParallelR2, KeccakSerial, KeccakSponge, KeccakSpongeSerial,
};
use crate::rtl::ntt::verilog_of;
use crate::rtl::sample::{CBD_LATENCY, SampleCbd, SampleNtt, sample_ntt_latency, sampler_cycles};
use crate::rtl::sample::{SamplingEngine, SamplingEngineSerial};

/// Artix-7 LUT × cycles per permutation the issue asks for (at most).
pub const LUT_CYCLES_TARGET: u64 = 60_000;
/// iCE40 logic cells the compact variant may take (at most).
pub const ICE40_LC_TARGET: u32 = 2_500;

/// Published Keccak figures from other flows (shared/anchors.md), for context only.
pub const KECCAK_ANCHORS: [(&str, &str, u64, u64); 2] = [
    (
        "Keccak team high-speed core",
        "xc7a100t, Vivado; 2707 FF",
        3365,
        24,
    ),
    (
        "Jungk slice-serial cSHAKE (1 slice)",
        "xc7a200t, Vivado; + 25 LUTRAM, 483 FF",
        773,
        5010,
    ),
];

/// One Keccak circuit of the report.
pub struct KeccakEntry {
    /// Rust type name.
    pub name: &'static str,
    /// Verilog file stem and work directory name.
    pub stem: &'static str,
    /// One line on the architecture.
    pub architecture: &'static str,
    pub verilog: fn() -> String,
    /// Placed and routed on iCE40 too (false: more ports than the package has pins, Artix-7
    /// synthesis only).
    pub ice40: bool,
    /// Its operations' cycles in simulation.
    pub cycles: fn() -> Result<Vec<OpCycles>>,
}

/// The Keccak circuits of the report.
pub fn keccak_entries() -> Vec<KeccakEntry> {
    vec![
        KeccakEntry {
            name: "KeccakParallelR1",
            stem: "keccak_parallel",
            architecture: "state in flip-flops, 1 round per cycle",
            verilog: verilog_of::<KeccakParallelR1>,
            ice40: false,
            cycles: core_cycles::<KeccakParallelR1, 24>,
        },
        KeccakEntry {
            name: "KeccakParallelR2",
            stem: "keccak_parallel_r2",
            architecture: "state in flip-flops, 2 rounds per cycle",
            verilog: verilog_of::<KeccakParallelR2>,
            ice40: false,
            cycles: core_cycles::<KeccakParallelR2, 12>,
        },
        KeccakEntry {
            name: "KeccakSponge",
            stem: "keccak_sponge",
            architecture: "byte-stream sponge around KeccakParallelR1",
            verilog: verilog_of::<KeccakSponge>,
            // nextpnr-ice40: 8704 of 7680 LC, no placement.
            ice40: false,
            cycles: sponge_ops,
        },
        KeccakEntry {
            name: "KeccakSerial",
            stem: "keccak_serial",
            architecture: "state in block RAM, one 64-bit lane per cycle",
            verilog: verilog_of::<KeccakSerial>,
            // 140 ports: more than the cb132 package's pins; placed in the sponge below.
            ice40: false,
            cycles: core_cycles::<KeccakSerial, { crate::rtl::keccak::serial::PERMUTE_CYCLES }>,
        },
        KeccakEntry {
            name: "KeccakSpongeSerial",
            stem: "keccak_sponge_serial",
            architecture: "byte-stream sponge around KeccakSerial",
            verilog: verilog_of::<KeccakSpongeSerial>,
            ice40: true,
            cycles: sponge_serial_ops,
        },
        KeccakEntry {
            name: "SampleNtt",
            stem: "sample_ntt",
            architecture: "FIPS 203 Alg. 7 on a byte stream",
            verilog: verilog_of::<SampleNtt>,
            ice40: true,
            cycles: sample_ntt_ops,
        },
        KeccakEntry {
            name: "SampleCbd",
            stem: "sample_cbd",
            architecture: "FIPS 203 Alg. 8 (η = 2, 3) on a byte stream",
            verilog: verilog_of::<SampleCbd>,
            ice40: true,
            cycles: sample_cbd_ops,
        },
        KeccakEntry {
            name: "SamplingEngine",
            stem: "sampling_engine",
            architecture: "KeccakSponge + SampleNtt + SampleCbd writing into NttEngineP1's RAM",
            verilog: verilog_of::<SamplingEngine>,
            ice40: false,
            cycles: sampling_engine_ops,
        },
        KeccakEntry {
            name: "SamplingEngineSerial",
            stem: "sampling_engine_serial",
            architecture: "KeccakSpongeSerial + SampleNtt + SampleCbd writing into NttEngineP1's RAM",
            verilog: verilog_of::<SamplingEngineSerial>,
            ice40: true,
            cycles: sampling_engine_serial_ops,
        },
    ]
}

/// `tests/vectors/` of this checkout (the report runs from the repository).
fn vectors_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/vectors")
}

/// ρ and k of every keyGen case of ACVP release v1.1.0.40: ρ = first half of G(d ‖ k).
pub fn acvp_keygen_seeds() -> Result<Vec<([u8; 32], usize)>> {
    let path =
        vectors_dir().join("acvp-server-v1.1.0.40/ML-KEM-keyGen-FIPS203/internalProjection.json");
    let text =
        std::fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?;
    let json: serde_json::Value = serde_json::from_str(&text)?;
    let mut out = Vec::new();
    for group in json["testGroups"].as_array().context("testGroups")? {
        let set = group["parameterSet"].as_str().context("parameterSet")?;
        let k = PARAM_SETS
            .iter()
            .find(|p| p.name == set)
            .with_context(|| format!("unknown parameter set {set}"))?
            .k;
        for t in group["tests"].as_array().context("tests")? {
            let d = hex::decode(t["d"].as_str().context("d")?)?;
            out.push((g(&[&d, &[k as u8]]).0, k));
        }
    }
    Ok(out)
}

/// ρ and k of the three final-FIPS-203 CCTV "unlucky" keys (C2SP CCTV pull request 13).
pub fn unlucky_seeds() -> Result<Vec<([u8; 32], usize)>> {
    PARAM_SETS
        .iter()
        .map(|p| {
            let path = vectors_dir().join(format!(
                "cctv-pr13/ML-KEM/unluckysample/ML-KEM-{}.txt",
                p.k * 256
            ));
            let text = std::fs::read_to_string(&path)
                .with_context(|| format!("reading {}", path.display()))?;
            let d = text
                .lines()
                .find_map(|l| l.strip_prefix("d = "))
                .with_context(|| format!("no d in {}", path.display()))?;
            Ok((g(&[&hex::decode(d.trim())?, &[p.k as u8]]).0, p.k))
        })
        .collect()
}

fn mean_row(op: String, measured: f64, model: f64, ok: bool) -> OpCycles {
    OpCycles {
        op,
        measured: measured.round() as usize,
        model: model.round() as usize,
        memory_passes: 0,
        result_matches_model: ok,
    }
}

/// [`SampleNtt`] alone on an always-valid stream: mean over every Â entry of the ACVP keyGen
/// seeds, and the unlucky maximum; the formula is [`sample_ntt_latency`] of the model's byte
/// count ([`sampler_cycles`] fails on any disagreement).
pub fn sample_ntt_ops() -> Result<Vec<OpCycles>> {
    let (acvp_seeds, unlucky_seeds) = (acvp_keygen_seeds()?, unlucky_seeds()?);
    let acvp = sampler_cycles(&acvp_seeds)?;
    let unlucky = sampler_cycles(&unlucky_seeds)?;
    let acvp_formula = formula_latencies(&acvp_seeds);
    let unlucky_formula = formula_latencies(&unlucky_seeds);
    Ok(vec![
        mean_row(
            format!(
                "SampleNTT, mean over {} ACVP keyGen Â entries",
                acvp.ntt_runs
            ),
            acvp.ntt_mean,
            acvp_formula.iter().sum::<usize>() as f64 / acvp_formula.len() as f64,
            true,
        ),
        mean_row(
            "SampleNTT, max over the CCTV unlucky keys' Â".to_string(),
            unlucky.ntt_max as f64,
            unlucky_formula.iter().copied().max().unwrap_or(0) as f64,
            true,
        ),
    ])
}

/// [`sample_ntt_latency`] of the model's byte count for every Â entry of every seed.
fn formula_latencies(seeds: &[([u8; 32], usize)]) -> Vec<usize> {
    seeds
        .iter()
        .flat_map(|&(rho, k)| {
            (0..k as u8).flat_map(move |i| {
                (0..k as u8).map(move |j| sample_ntt_latency(sample_ntt_counted(&rho, j, i).1))
            })
        })
        .collect()
}

/// [`SampleCbd`] alone: η = 2 and 3 ([`CBD_LATENCY`] both).
pub fn sample_cbd_ops() -> Result<Vec<OpCycles>> {
    let c = sampler_cycles(&unlucky_seeds()?[..1])?;
    Ok(vec![
        mean_row(
            "SamplePolyCBD₂".into(),
            c.cbd2 as f64,
            CBD_LATENCY as f64,
            true,
        ),
        mean_row(
            "SamplePolyCBD₃".into(),
            c.cbd3 as f64,
            CBD_LATENCY as f64,
            true,
        ),
    ])
}

/// [`SamplingEngine`]: absorb the seed, `sample`, until `done` (sponge padding, permutations
/// and squeezing included). The ACVP mean runs on the exported Verilog under Verilator
/// (`formula` column: –); single runs are also simulated in RustHDL (`formula` column: the
/// RustHDL count, which must equal Verilator's).
pub fn sampling_engine_ops() -> Result<Vec<OpCycles>> {
    sampling_ops(&verilog_of::<SamplingEngine>(), true)
}

/// [`sampling_engine_ops`] for [`SamplingEngineSerial`], under Verilator only (its RustHDL
/// twin is the same macro on the other sponge; `formula` column –).
pub fn sampling_engine_serial_ops() -> Result<Vec<OpCycles>> {
    sampling_ops(&verilog_of::<SamplingEngineSerial>(), false)
}

fn sampling_ops(verilog: &str, rusthdl: bool) -> Result<Vec<OpCycles>> {
    use crate::rtl::sample::verilated::{SamplingJob, SamplingResult, VerilatedSampling};
    use crate::rtl::sample::{SamplingSim, kind};
    let work = std::env::temp_dir().join(format!(
        "mlkem-fpga-report-sampling-{}-{rusthdl}",
        std::process::id()
    ));
    let v = VerilatedSampling::build(verilog, &work)?;
    let acvp = acvp_keygen_seeds()?;
    let unlucky = unlucky_seeds()?;
    let mut jobs = Vec::new();
    let mut want = Vec::new();
    for &(rho, k) in acvp.iter().chain(&unlucky) {
        for i in 0..k as u8 {
            for j in 0..k as u8 {
                let mut seed = rho.to_vec();
                seed.extend([j, i]);
                jobs.push(SamplingJob {
                    function: KeccakFunction::Shake128,
                    seed,
                    kind: kind::NTT,
                    slot: 1,
                    reset_after: None,
                });
                want.push(crate::model::sample::sample_ntt(&rho, j, i));
            }
        }
    }
    let sigma = [0x5Au8; 32];
    for eta in [2usize, 3] {
        let mut seed = sigma.to_vec();
        seed.push(eta as u8);
        jobs.push(SamplingJob {
            function: KeccakFunction::Shake256,
            seed,
            kind: if eta == 3 { kind::CBD3 } else { kind::CBD2 },
            slot: 2,
            reset_after: None,
        });
        want.push(sample_poly_cbd(eta, &prf(eta, &sigma, eta as u8)));
    }
    let got = v.run(&jobs)?;
    let _ = std::fs::remove_dir_all(&work);
    let mut cycles = Vec::new();
    let mut all_ok = true;
    for (r, w) in got.iter().zip(&want) {
        match r {
            SamplingResult::Sampled { poly, cycles: c } => {
                all_ok &= **poly == *w;
                cycles.push(*c);
            }
            SamplingResult::Reset { .. } => all_ok = false,
        }
    }
    let n_acvp: usize = acvp.iter().map(|&(_, k)| k * k).sum();
    let n_unlucky: usize = unlucky.iter().map(|&(_, k)| k * k).sum();
    let acvp_mean = cycles[..n_acvp].iter().sum::<usize>() as f64 / n_acvp as f64;
    let (worst, worst_cycles) = cycles[n_acvp..n_acvp + n_unlucky]
        .iter()
        .enumerate()
        .max_by_key(|(_, c)| **c)
        .map(|(i, c)| (i, *c))
        .context("no unlucky runs")?;
    // The worst unlucky entry and both CBDs again in RustHDL.
    let (mut rusthdl_worst, mut rusthdl_cbd2, mut rusthdl_cbd3) = (0, 0, 0);
    if rusthdl {
        let mut sim = SamplingSim::default();
        let worst_job = &jobs[n_acvp + worst];
        let rho: [u8; 32] = worst_job.seed[..32].try_into()?;
        rusthdl_worst = sim.sample_ntt(&rho, worst_job.seed[32], worst_job.seed[33], 1)?;
        rusthdl_cbd2 = sim.sample_cbd(2, &sigma, 2, 2)?;
        rusthdl_cbd3 = sim.sample_cbd(3, &sigma, 3, 2)?;
    }
    let len = cycles.len();
    let tag = if rusthdl {
        "(Verilator; RustHDL)"
    } else {
        "(Verilator)"
    };
    Ok(vec![
        mean_row(
            format!(
                "SampleNTT from the seed, mean over {n_acvp} ACVP keyGen Â entries (Verilator)"
            ),
            acvp_mean,
            0.0,
            all_ok,
        ),
        mean_row(
            format!("SampleNTT from the seed, max over the CCTV unlucky keys' Â {tag}"),
            worst_cycles as f64,
            rusthdl_worst as f64,
            all_ok,
        ),
        mean_row(
            format!("CBD₂ from the seed: PRF₂ + SamplePolyCBD₂ {tag}"),
            cycles[len - 2] as f64,
            rusthdl_cbd2 as f64,
            all_ok,
        ),
        mean_row(
            format!("CBD₃ from the seed: PRF₃ + SamplePolyCBD₃ {tag}"),
            cycles[len - 1] as f64,
            rusthdl_cbd3 as f64,
            all_ok,
        ),
    ])
}

/// Deterministic test data: SHAKE128(seed), n bytes.
fn pseudo_random(seed: &[u8], n: usize) -> Vec<u8> {
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
    let cycles = sim.command(CoreCommand::Permute, 0, 0)? - 1;
    keccak_f1600(&mut state);
    Ok(vec![OpCycles {
        op: "permutation".to_string(),
        measured: cycles,
        model: EXPECTED,
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

fn sponge_ops_on<S: SpongePorts>(core: CoreTiming) -> Result<Vec<OpCycles>> {
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
            model: sponge_cycles(f, m, o, core),
            memory_passes: 0,
            result_matches_model: bytes == hash(f, &msg, o),
        });
    }
    // One more SHAKE128 block squeezed: the difference of the two XOF rows.
    let block = out[3].measured.saturating_sub(out[2].measured) / 2;
    let block_model = (out[3].model - out[2].model) / 2;
    out.push(OpCycles {
        op: "SHAKE128 block (168 B squeezed; from the two XOF rows)".to_string(),
        measured: block,
        model: block_model,
        memory_passes: 0,
        result_matches_model: out[2].result_matches_model && out[3].result_matches_model,
    });
    Ok(out)
}

/// Measures every entry of [`keccak_entries`]; tool files under `work_dir/<stem>/`.
pub fn keccak_rows(work_dir: &Path, progress: &mut impl FnMut(&str)) -> Result<Vec<Row>> {
    let mut rows = Vec::new();
    for e in keccak_entries() {
        progress(&format!("{}: simulating ({})", e.stem, e.name));
        let t = std::time::Instant::now();
        let cycles = (e.cycles)().with_context(|| format!("simulating {}", e.name))?;
        let summary: Vec<String> = cycles
            .iter()
            .map(|c| {
                let ok = (c.model == 0 || c.measured == c.model) && c.result_matches_model;
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
        let dir = work_dir.join(e.stem);
        let row = if e.ice40 {
            let m = synth::measure_with(
                &(e.verilog)(),
                &dir,
                &SynthOptions::default(),
                Harness::Bare,
                false,
            )
            .with_context(|| format!("measuring {} ({})", e.name, e.stem))?;
            Row {
                memories: Some(m.memories),
                ..Row::new(e.stem, e.name, Some(m.xc7), Some(m.ice40))
            }
        } else {
            xc7_only_row(e.stem, e.name, &(e.verilog)(), &dir)?
        };
        progress(&placement_summary(&row));
        rows.push(Row {
            cycles: Some(cycles),
            ..row
        });
    }
    Ok(rows)
}

/// A row synthesised for Artix-7 only (`synth_xilinx`, no iCE40 placement).
pub fn xc7_only_row(stem: &str, name: &str, verilog: &str, dir: &Path) -> Result<Row> {
    let (xc7, memories) = synth::synth_xc7_bare(verilog, dir)
        .with_context(|| format!("synthesising {name} ({stem})"))?;
    Ok(Row {
        memories: Some(memories),
        ..Row::new(stem, name, Some(xc7), None)
    })
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

fn permutation_cycles(r: &Row) -> Option<usize> {
    r.cycles
        .as_ref()?
        .iter()
        .find(|c| c.op == "permutation")
        .map(|c| c.measured)
}

/// The report's Keccak section: the circuits, then every row's operations.
pub fn keccak_section(w: &mut String, rows: &[Row], seeds: &str) {
    if rows.is_empty() {
        return;
    }
    let architecture = |name: &str| {
        keccak_entries()
            .iter()
            .find(|e| e.name == name)
            .map_or("", |e| e.architecture)
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
                if c.model == 0 {
                    "–".to_string()
                } else {
                    c.model.to_string()
                },
                if c.result_matches_model { "✓" } else { "✗" }
            );
        }
    }
}
