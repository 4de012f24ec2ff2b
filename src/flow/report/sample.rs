//! The samplers' cycle measurements (unit `sample`): SampleNTT and SamplePolyCBD alone, and the
//! sampling engines from the seed, on the ACVP keyGen seeds and the CCTV unlucky keys.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

use super::measure::Cycles;
use super::schema::OpCycles;
use crate::model::hash::{g, prf};
use crate::model::keccak::KeccakFunction;
use crate::model::sample::{sample_ntt_counted, sample_poly_cbd};
use crate::params::PARAM_SETS;
use crate::rtl::ntt::verilog_of;
use crate::rtl::sample::{CBD_LATENCY, sample_ntt_latency, sampler_cycles};
use crate::rtl::sample::{SamplingEngine, SamplingEngineSerial};

/// How a sampler's operations are measured, by its stem.
pub fn cycles_of(stem: &str) -> Option<Cycles> {
    Some(match stem {
        "sample_ntt" => sample_ntt_ops,
        "sample_cbd" => sample_cbd_ops,
        "sampling_engine" => sampling_engine_ops,
        "sampling_engine_serial" => sampling_engine_serial_ops,
        _ => return None,
    })
}

/// `tests/vectors/` of this checkout (the report runs from the repository).
pub fn vectors_dir() -> PathBuf {
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

/// A row of mean (or single) cycles; `model`: the formula or the other simulator's count,
/// `None` where there is none.
pub fn mean_row(op: String, measured: f64, model: Option<f64>, ok: bool) -> OpCycles {
    OpCycles {
        op,
        measured: measured.round() as usize,
        model: model.map(|m| m.round() as usize),
        memory_passes: 0,
        result_matches_model: ok,
    }
}

/// [`crate::rtl::sample::SampleNtt`] alone on an always-valid stream: mean over every Â entry of the ACVP keyGen
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
            Some(acvp_formula.iter().sum::<usize>() as f64 / acvp_formula.len() as f64),
            true,
        ),
        mean_row(
            "SampleNTT, max over the CCTV unlucky keys' Â".to_string(),
            unlucky.ntt_max as f64,
            unlucky_formula.iter().copied().max().map(|m| m as f64),
            true,
        ),
    ])
}

/// [`sample_ntt_latency`] of the model's byte count for every Â entry of every seed.
pub fn formula_latencies(seeds: &[([u8; 32], usize)]) -> Vec<usize> {
    seeds
        .iter()
        .flat_map(|&(rho, k)| {
            (0..k as u8).flat_map(move |i| {
                (0..k as u8).map(move |j| sample_ntt_latency(sample_ntt_counted(&rho, j, i).1))
            })
        })
        .collect()
}

/// [`crate::rtl::sample::SampleCbd`] alone: η = 2 and 3 ([`CBD_LATENCY`] both).
pub fn sample_cbd_ops() -> Result<Vec<OpCycles>> {
    let c = sampler_cycles(&unlucky_seeds()?[..1])?;
    Ok(vec![
        mean_row(
            "SamplePolyCBD₂".into(),
            c.cbd2 as f64,
            Some(CBD_LATENCY as f64),
            true,
        ),
        mean_row(
            "SamplePolyCBD₃".into(),
            c.cbd3 as f64,
            Some(CBD_LATENCY as f64),
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

pub fn sampling_ops(verilog: &str, rusthdl: bool) -> Result<Vec<OpCycles>> {
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
    let (mut rusthdl_worst, mut rusthdl_cbd2, mut rusthdl_cbd3) = (None, None, None);
    if rusthdl {
        let mut sim = SamplingSim::default();
        let worst_job = &jobs[n_acvp + worst];
        let rho: [u8; 32] = worst_job.seed[..32].try_into()?;
        rusthdl_worst = Some(sim.sample_ntt(&rho, worst_job.seed[32], worst_job.seed[33], 1)?);
        rusthdl_cbd2 = Some(sim.sample_cbd(2, &sigma, 2, 2)?);
        rusthdl_cbd3 = Some(sim.sample_cbd(3, &sigma, 3, 2)?);
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
            None,
            all_ok,
        ),
        mean_row(
            format!("SampleNTT from the seed, max over the CCTV unlucky keys' Â {tag}"),
            worst_cycles as f64,
            rusthdl_worst.map(|c| c as f64),
            all_ok,
        ),
        mean_row(
            format!("CBD₂ from the seed: PRF₂ + SamplePolyCBD₂ {tag}"),
            cycles[len - 2] as f64,
            rusthdl_cbd2.map(|c| c as f64),
            all_ok,
        ),
        mean_row(
            format!("CBD₃ from the seed: PRF₃ + SamplePolyCBD₃ {tag}"),
            cycles[len - 1] as f64,
            rusthdl_cbd3.map(|c| c as f64),
            all_ok,
        ),
    ])
}
