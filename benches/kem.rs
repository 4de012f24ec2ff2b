//! ML-KEM keygen / encaps / decaps of the golden model (`mlkem_fpga::model::kem`) side by side
//! with RustCrypto `ml-kem` in the same run, for ML-KEM-512, -768 and -1024.
//!
//! Both do the same work, raw FIPS 203 bytes in and out:
//!
//! | op | model | `ml-kem` |
//! |---|---|---|
//! | keygen | `keygen_internal(d, z)` → ek, dk bytes | `DecapsulationKey::from_seed(d‖z)`, `to_expanded_bytes`, `ek.to_bytes` |
//! | encaps | `encaps(ek, m)`: modulus check, H(ek), Encaps_internal | `EncapsulationKey::new(ek)` (modulus check, H(ek)), `encapsulate_deterministic(m)` |
//! | decaps | `decaps(dk, c)`: hash check, Decaps_internal | `from_expanded_bytes(dk)` (hash check), `decapsulate(c)` |
//!
//! `ml-kem (parsed)` is `ml-kem` with the key already parsed into its object (no decode, no
//! check, H(ek) cached): its usual way of being called, shown for reference.
//!
//! After the run the ratio table model / `ml-kem` is printed from criterion's estimates.
//!
//! `cargo bench --bench kem -- --warm-up-time 1 --measurement-time 3` (`make bench`).

#![allow(deprecated)] // ml-kem's expanded (FIPS 203 byte) decapsulation-key form

use std::hint::black_box;
use std::path::{Path, PathBuf};

use criterion::{BenchmarkGroup, Criterion, measurement::WallTime};
use ml_kem::{
    B32, Decapsulate, DecapsulationKey, EncapsulationKey, ExpandedKeyEncoding, KeyExport, MlKem512,
    MlKem768, MlKem1024, Seed,
};

use mlkem_fpga::model::kem;
use mlkem_fpga::params::{ML_KEM_512, ML_KEM_768, ML_KEM_1024, ParamSet};

const D: [u8; 32] = [0x11; 32];
const Z: [u8; 32] = [0x22; 32];
const M: [u8; 32] = [0x33; 32];

const OPS: [&str; 3] = ["keygen", "encaps", "decaps"];
const IMPLS: [&str; 3] = ["model", "ml-kem", "ml-kem (parsed)"];

fn group_name(op: &str, p: ParamSet) -> String {
    format!("{op}-{}", p.k * 256)
}

/// keygen, encaps and decaps of the model and of `ml-kem` type `$kem`, one criterion group per
/// operation, after checking that both produce the same bytes (equal work).
macro_rules! bench_set {
    ($c:expr, $kem:ty, $p:expr) => {{
        let (c, p): (&mut Criterion, ParamSet) = ($c, $p);
        let (ek_bytes, dk_bytes) = kem::keygen_internal(p, &D, &Z);
        let (k_bytes, ct_bytes) = kem::encaps(p, &ek_bytes, Some(&M)).unwrap();
        assert_eq!(kem::decaps(p, &dk_bytes, &ct_bytes).unwrap(), k_bytes);

        let mut seed = [0u8; 64];
        seed[..32].copy_from_slice(&D);
        seed[32..].copy_from_slice(&Z);
        let seed = Seed::from(seed);
        let m = B32::from(M);
        let dk = DecapsulationKey::<$kem>::from_seed(seed.clone());
        assert_eq!(dk.to_expanded_bytes().as_slice(), dk_bytes.as_slice());
        assert_eq!(
            dk.encapsulation_key().to_bytes().as_slice(),
            ek_bytes.as_slice()
        );
        let ek_arr = ek_bytes.as_slice().try_into().unwrap();
        let dk_arr = dk_bytes.as_slice().try_into().unwrap();
        let ct_arr = ct_bytes.as_slice().try_into().unwrap();
        let ek = EncapsulationKey::<$kem>::new(&ek_arr).unwrap();
        let (ct, k) = ek.encapsulate_deterministic(&m);
        assert_eq!(ct.as_slice(), ct_bytes.as_slice());
        assert_eq!(k.as_slice(), k_bytes.as_slice());
        assert_eq!(dk.decapsulate(&ct), k);

        let mut g = group(c, "keygen", p);
        g.bench_function("model", |b| {
            b.iter(|| kem::keygen_internal(p, black_box(&D), black_box(&Z)))
        });
        g.bench_function("ml-kem", |b| {
            b.iter(|| {
                let dk = DecapsulationKey::<$kem>::from_seed(black_box(seed.clone()));
                (dk.to_expanded_bytes(), dk.encapsulation_key().to_bytes())
            })
        });
        g.bench_function("ml-kem (parsed)", |b| {
            b.iter(|| DecapsulationKey::<$kem>::from_seed(black_box(seed.clone())))
        });
        g.finish();

        let mut g = group(c, "encaps", p);
        g.bench_function("model", |b| {
            b.iter(|| kem::encaps(p, black_box(&ek_bytes), Some(black_box(&M))).unwrap())
        });
        g.bench_function("ml-kem", |b| {
            b.iter(|| {
                EncapsulationKey::<$kem>::new(black_box(&ek_arr))
                    .unwrap()
                    .encapsulate_deterministic(black_box(&m))
            })
        });
        g.bench_function("ml-kem (parsed)", |b| {
            b.iter(|| black_box(&ek).encapsulate_deterministic(black_box(&m)))
        });
        g.finish();

        let mut g = group(c, "decaps", p);
        g.bench_function("model", |b| {
            b.iter(|| kem::decaps(p, black_box(&dk_bytes), black_box(&ct_bytes)).unwrap())
        });
        g.bench_function("ml-kem", |b| {
            b.iter(|| {
                DecapsulationKey::<$kem>::from_expanded_bytes(black_box(&dk_arr))
                    .unwrap()
                    .decapsulate(black_box(&ct_arr))
            })
        });
        g.bench_function("ml-kem (parsed)", |b| {
            b.iter(|| black_box(&dk).decapsulate(black_box(&ct_arr)))
        });
        g.finish();
    }};
}

fn group<'a>(c: &'a mut Criterion, op: &str, p: ParamSet) -> BenchmarkGroup<'a, WallTime> {
    c.benchmark_group(group_name(op, p))
}

fn benches(c: &mut Criterion) {
    bench_set!(c, MlKem512, ML_KEM_512);
    bench_set!(c, MlKem768, ML_KEM_768);
    bench_set!(c, MlKem1024, ML_KEM_1024);
}

/// Where criterion writes its estimates (set explicitly, so the table reads the same place).
fn output_dir() -> PathBuf {
    if let Some(home) = std::env::var_os("CRITERION_HOME") {
        PathBuf::from(home)
    } else if let Some(target) = std::env::var_os("CARGO_TARGET_DIR") {
        PathBuf::from(target).join("criterion")
    } else {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("target/criterion")
    }
}

/// Criterion's point estimate of one benchmark, in ns (the slope when it fitted one).
fn estimate(dir: &Path, group: &str, id: &str) -> Option<f64> {
    let path = dir.join(group).join(id).join("new/estimates.json");
    let v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path).ok()?).ok()?;
    let e = if v["slope"].is_object() {
        &v["slope"]
    } else {
        &v["mean"]
    };
    e["point_estimate"].as_f64()
}

fn fmt_time(ns: f64) -> String {
    if ns >= 1e6 {
        format!("{:.2} ms", ns / 1e6)
    } else if ns >= 1e3 {
        format!("{:.1} µs", ns / 1e3)
    } else {
        format!("{ns:.0} ns")
    }
}

fn print_ratios(dir: &Path) {
    println!(
        "\nModel against ml-kem 0.3.4 (criterion estimates from {}):\n",
        dir.display()
    );
    println!("| op | parameter set | model | ml-kem | model / ml-kem | ml-kem (parsed key) |");
    println!("|---|---|---|---|---|---|");
    for p in [ML_KEM_512, ML_KEM_768, ML_KEM_1024] {
        for op in OPS {
            let g = group_name(op, p);
            let [model, ml, parsed] = IMPLS.map(|id| estimate(dir, &g, id));
            let cell = |t: Option<f64>| t.map_or("—".into(), fmt_time);
            let ratio = match (model, ml) {
                (Some(a), Some(b)) => format!("{:.2}×", a / b),
                _ => "—".into(),
            };
            println!(
                "| {op} | {} | {} | {} | {ratio} | {} |",
                p.name,
                cell(model),
                cell(ml),
                cell(parsed)
            );
        }
    }
}

fn main() {
    let dir = output_dir();
    let mut c = Criterion::default()
        .output_directory(&dir)
        .configure_from_args();
    benches(&mut c);
    c.final_summary();
    // Only after a real measurement (`cargo bench` passes --bench; `cargo test --benches`
    // runs each benchmark once without it).
    if std::env::args().any(|a| a == "--bench") {
        print_ratios(&dir);
    }
}
