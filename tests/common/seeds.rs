//! ML-KEM seeds from the vectors: ρ of every ACVP case and of the CCTV "unlucky" keys.

use std::collections::BTreeSet;

use super::{b32, hx, param_set, read_json, read_text, st, unhex};
use mlkem_fpga::model::hash::g;
use mlkem_fpga::params::PARAM_SETS;

pub const RELEASES: [&str; 2] = ["acvp-server-v1.1.0.35", "acvp-server-v1.1.0.40"];

/// XOF bytes the worst SampleNTT of each CCTV unlucky key reads (tests/vectors/README.md).
pub const UNLUCKY_BYTES: [usize; 3] = [576, 582, 579];

/// (ρ, k) of every keyGen case of `release`: ρ = first half of G(d ‖ k).
pub fn keygen_seeds(release: &str) -> Vec<([u8; 32], usize)> {
    let file = read_json(&format!(
        "{release}/ML-KEM-keyGen-FIPS203/internalProjection.json"
    ));
    let mut out = Vec::new();
    for grp in file["testGroups"].as_array().expect("testGroups") {
        let p = param_set(st(grp, "parameterSet"));
        for t in grp["tests"].as_array().expect("tests") {
            let (rho, _) = g(&[&hx(t, "d"), &[p.k as u8]]);
            out.push((rho, p.k));
        }
    }
    out
}

/// (ρ, k) of every encapsulation case of `release`: ρ = the last 32 bytes of ek.
pub fn encaps_seeds(release: &str) -> Vec<([u8; 32], usize)> {
    let file = read_json(&format!(
        "{release}/ML-KEM-encapDecap-FIPS203/internalProjection.json"
    ));
    let mut out = Vec::new();
    for grp in file["testGroups"].as_array().expect("testGroups") {
        if st(grp, "function") != "encapsulation" {
            continue;
        }
        let p = param_set(st(grp, "parameterSet"));
        for t in grp["tests"].as_array().expect("tests") {
            let ek = hx(t, "ek");
            assert_eq!(ek.len(), p.ek_len());
            out.push((b32(&ek[ek.len() - 32..]), p.k));
        }
    }
    out
}

/// Every distinct ACVP (ρ, k): keyGen and encapsulation, both releases.
pub fn all_acvp_seeds() -> Vec<([u8; 32], usize)> {
    let mut seen = BTreeSet::new();
    RELEASES
        .iter()
        .flat_map(|r| keygen_seeds(r).into_iter().chain(encaps_seeds(r)))
        .filter(|s| seen.insert(*s))
        .collect()
}

/// (ρ, k) of the three CCTV unlucky keys (final FIPS 203: ρ from G(d ‖ k)).
pub fn unlucky_seeds() -> Vec<([u8; 32], usize)> {
    PARAM_SETS
        .iter()
        .map(|p| {
            let text = read_text(&format!(
                "cctv-pr13/ML-KEM/unluckysample/ML-KEM-{}.txt",
                p.k * 256
            ));
            let d = text
                .lines()
                .find_map(|l| l.strip_prefix("d = "))
                .expect("d line");
            let (rho, _) = g(&[&unhex(d), &[p.k as u8]]);
            (rho, p.k)
        })
        .collect()
}

/// Every (ρ, j, i) of Â for the given seeds.
pub fn matrix_entries(seeds: &[([u8; 32], usize)]) -> Vec<([u8; 32], u8, u8)> {
    seeds
        .iter()
        .flat_map(|&(rho, k)| {
            (0..k as u8).flat_map(move |i| (0..k as u8).map(move |j| (rho, j, i)))
        })
        .collect()
}
