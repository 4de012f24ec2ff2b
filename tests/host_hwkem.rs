//! HwMlKem over the in-process device model (ModelTransport): ACVP known answers, interop
//! with RustCrypto `ml-kem`, the modulus check through POLY_WRITE's flag, link bytes, and
//! faults (bit flips, drops, duplicates) that never yield a wrong key.

mod common;

use std::time::{Duration, Instant};

use common::{b32, hx, param_set, read_json, st};
use mlkem_fpga::host::backend::{DeviceError, Kem};
use mlkem_fpga::host::driver::{DeviceDriver, Timing};
use mlkem_fpga::host::hwkem::HwMlKem;
use mlkem_fpga::host::transport::{FaultRates, FaultyTransport, ModelTransport, Transport};
use mlkem_fpga::model::device::DeviceModel;
use mlkem_fpga::model::kem::{self, KemError};
use mlkem_fpga::params::{DEFAULT_BAUD, PARAM_SETS};

fn hw() -> HwMlKem<ModelTransport> {
    let (d, _) = DeviceDriver::open(
        ModelTransport::new(DeviceModel::new("model")),
        DEFAULT_BAUD,
        Timing::default(),
    )
    .unwrap();
    HwMlKem::new(d)
}

fn slots_clear(kem: &HwMlKem<ModelTransport>) -> bool {
    let dev = &kem.driver().transport().device;
    (0..8).all(|i| dev.slot(i).iter().all(|&x| x == 0))
}

const ACVP: &str = "acvp-server-v1.1.0.40";

/// `limit` cases per group (None: all).
fn acvp_keygen(limit: Option<usize>) -> usize {
    let file = read_json(&format!(
        "{ACVP}/ML-KEM-keyGen-FIPS203/internalProjection.json"
    ));
    let mut kem = hw();
    let mut n = 0;
    for g in file["testGroups"].as_array().unwrap() {
        let p = param_set(st(g, "parameterSet"));
        for t in g["tests"]
            .as_array()
            .unwrap()
            .iter()
            .take(limit.unwrap_or(usize::MAX))
        {
            let (ek, dk) = kem.keygen(p, &b32(&hx(t, "d")), &b32(&hx(t, "z"))).unwrap();
            assert_eq!(ek, hx(t, "ek"), "{} keyGen tcId {}", p.name, t["tcId"]);
            assert_eq!(*dk, hx(t, "dk"), "{} keyGen tcId {}", p.name, t["tcId"]);
            assert!(slots_clear(&kem), "CLEAR after keygen");
            n += 1;
        }
    }
    n
}

fn acvp_encap_decap(limit: Option<usize>) -> usize {
    let file = read_json(&format!(
        "{ACVP}/ML-KEM-encapDecap-FIPS203/internalProjection.json"
    ));
    let mut kem = hw();
    let mut n = 0;
    for g in file["testGroups"].as_array().unwrap() {
        let p = param_set(st(g, "parameterSet"));
        let function = st(g, "function");
        for t in g["tests"]
            .as_array()
            .unwrap()
            .iter()
            .take(limit.unwrap_or(usize::MAX))
        {
            let ctx = format!("{} {function} tcId {}", p.name, t["tcId"]);
            match function {
                "encapsulation" => {
                    let (c, k) = kem.encaps(p, &hx(t, "ek"), &b32(&hx(t, "m"))).unwrap();
                    assert_eq!(c, hx(t, "c"), "{ctx}: c");
                    assert_eq!(k.to_vec(), hx(t, "k"), "{ctx}: k");
                }
                "decapsulation" => {
                    let k = kem.decaps(p, &hx(t, "dk"), &hx(t, "c")).unwrap();
                    assert_eq!(k.to_vec(), hx(t, "k"), "{ctx}: k");
                }
                _ => continue,
            }
            assert!(slots_clear(&kem), "{ctx}: CLEAR after the operation");
            n += 1;
        }
    }
    n
}

/// Every keyGen (75) and encapsulation/decapsulation (105) case of ACVP v1.1.0.40, all
/// parameter sets (well under a second: the device model answers at once).
#[test]
fn acvp_all_through_the_device_model() {
    let t = Instant::now();
    assert_eq!(acvp_keygen(None), 75);
    assert_eq!(acvp_encap_decap(None), 105);
    println!("180 ACVP cases in {:?}", t.elapsed());
}

macro_rules! interop {
    ($name:ident, $kem:ty, $p:expr) => {
        /// RustCrypto ml-kem generates, the device encapsulates, RustCrypto decapsulates; and
        /// the device generates, RustCrypto encapsulates, the device decapsulates.
        #[test]
        fn $name() {
            use ml_kem::array::Array;
            use ml_kem::kem::{Decapsulate, Encapsulate, Kem as _, KeyExport};
            use ml_kem::{DecapsulationKey, EncapsulationKey, Seed};
            use rand::SeedableRng;
            let p = $p;
            let mut rng = rand::rngs::StdRng::seed_from_u64(0x4057 + p.k as u64);
            let mut kem = hw();
            for round in 0..3u8 {
                // Theirs → ours → theirs.
                let (their_dk, their_ek) = <$kem>::generate_keypair_from_rng(&mut rng);
                let (c, k) = kem.encaps(p, &their_ek.to_bytes(), &[round; 32]).unwrap();
                let c_arr = Array::try_from(&c[..]).unwrap();
                assert_eq!(
                    their_dk.decapsulate(&c_arr).0,
                    *k,
                    "{} round {round}",
                    p.name
                );
                // Ours → theirs → ours; their KeyGen from (d, z) gives our ek.
                let (d, z) = ([round ^ 0x44; 32], [0x55; 32]);
                let (ek, dk) = kem.keygen(p, &d, &z).unwrap();
                let seed: Seed = Array::try_from(&[d, z].concat()[..]).unwrap();
                let from_seed = DecapsulationKey::<$kem>::from_seed(seed);
                assert_eq!(&from_seed.encapsulation_key().to_bytes()[..], &ek[..]);
                let their_ek = EncapsulationKey::<$kem>::new(&Array::try_from(&ek[..]).unwrap())
                    .expect("ml-kem accepts our ek");
                let (c2, k2) = their_ek.encapsulate_with_rng(&mut rng);
                assert_eq!(
                    *kem.decaps(p, &dk, &c2[..]).unwrap(),
                    k2.0,
                    "{} round {round}",
                    p.name
                );
            }
        }
    };
}

interop!(
    interop_ml_kem_512,
    ml_kem::MlKem512,
    mlkem_fpga::params::ML_KEM_512
);
interop!(
    interop_ml_kem_768,
    ml_kem::MlKem768,
    mlkem_fpga::params::ML_KEM_768
);
interop!(
    interop_ml_kem_1024,
    ml_kem::MlKem1024,
    mlkem_fpga::params::ML_KEM_1024
);

#[test]
fn modulus_check_through_the_poly_write_flag() {
    let mut kem = hw();
    for p in PARAM_SETS {
        let (mut ek, _) = kem::keygen_internal(p, &[5; 32], &[6; 32]);
        // The last t̂ coefficient of the last polynomial = 4095 ≥ q.
        let at = 384 * p.k - 2;
        ek[at] |= 0xF0;
        ek[at + 1] = 0xFF;
        let err = kem.encaps(p, &ek, &[7; 32]).unwrap_err();
        assert!(
            matches!(err, DeviceError::Rejected(KemError::ModulusCheck)),
            "{}: {err}",
            p.name
        );
        assert!(err.to_string().contains("modulus check"), "{err}");
        assert!(slots_clear(&kem), "CLEAR after a failed encaps");
        // Wrong lengths are refused before the device is used.
        let err = kem.encaps(p, &ek[1..], &[7; 32]).unwrap_err();
        assert!(
            matches!(err, DeviceError::Rejected(KemError::WrongLength { .. })),
            "{err}"
        );
    }
}

/// Link bytes per operation and parameter set (printed: `cargo test -- --nocapture`).
#[test]
fn link_bytes_per_operation() {
    let mut kem = hw();
    println!("| set | op | commands | bytes sent | bytes received |");
    for p in PARAM_SETS {
        let row = |op: &str, kem: &mut HwMlKem<ModelTransport>| {
            let s = kem.driver().stats();
            println!(
                "| {} | {op} | {} | {} | {} |",
                p.name, s.commands, s.bytes_sent, s.bytes_received
            );
            assert_eq!(s.resends, 0);
            kem.driver_mut().reset_stats();
        };
        kem.driver_mut().reset_stats();
        let (ek, dk) = kem.keygen(p, &[1; 32], &[2; 32]).unwrap();
        row("keygen", &mut kem);
        let (c, k) = kem.encaps(p, &ek, &[3; 32]).unwrap();
        row("encaps", &mut kem);
        assert_eq!(kem.decaps(p, &dk, &c).unwrap(), k);
        row("decaps", &mut kem);
    }
}

/// Bit flips, drops and duplicates in both directions: every result is right or an error.
#[test]
fn faults_never_give_a_wrong_key() {
    // Light faults: everything must still succeed (the retries absorb them).
    let (ok, failed) = faults(150, 6, 12);
    assert_eq!(failed, 0);
    assert_eq!(ok, 36);
    // Heavy faults (each kind on about one byte in 2000, both ways): errors are allowed, wrong keys are not.
    let (ok, failed) = faults(500, 12, 6);
    println!("heavy faults: {ok} right, {failed} errors");
    assert!(ok > 0);
}

/// Runs keygen/encaps/decaps twice per seed with each fault at `ppm`; (right, errors).
fn faults(ppm: u32, seeds: u64, attempts: u32) -> (usize, usize) {
    let t = Instant::now();
    let (mut ok, mut failed) = (0, 0);
    for (seed, p) in (0..seeds).zip(PARAM_SETS.iter().cycle()) {
        let p = *p;
        let inner = ModelTransport::new(DeviceModel::new("model"));
        let rates = FaultRates {
            flip_ppm: ppm,
            drop_ppm: ppm,
            duplicate_ppm: ppm,
        };
        let faulty: Box<dyn Transport> = Box::new(FaultyTransport::new(inner, rates, seed));
        let timing = Timing {
            compute_allowance: Duration::from_millis(1),
            attempts,
            busy_wait: Duration::from_millis(1),
        };
        let mut driver = DeviceDriver::new(faulty, DEFAULT_BAUD, timing);
        // The model answers at once: no need to wait for the wire.
        driver.timing_mut().compute_allowance = Duration::from_micros(200);
        let mut kem = HwMlKem::new(driver);
        let (d, z, m) = ([seed as u8; 32], [9; 32], [seed as u8 ^ 0x5A; 32]);
        let (ek_want, dk_want) = kem::keygen_internal(p, &d, &z);
        let (k_want, c_want) = kem::encaps_internal(p, &ek_want, &m);
        for _ in 0..2 {
            match kem.keygen(p, &d, &z) {
                Ok((ek, dk)) => {
                    assert_eq!((ek, dk.to_vec()), (ek_want.clone(), dk_want.clone()));
                    ok += 1;
                }
                Err(e) => {
                    println!("keygen error (allowed): {e}");
                    failed += 1;
                }
            }
            match kem.encaps(p, &ek_want, &m) {
                Ok((c, k)) => {
                    assert_eq!((c, *k), (c_want.clone(), k_want));
                    ok += 1;
                }
                Err(e) => {
                    println!("encaps error (allowed): {e}");
                    failed += 1;
                }
            }
            match kem.decaps(p, &dk_want, &c_want) {
                Ok(k) => {
                    assert_eq!(*k, k_want);
                    ok += 1;
                }
                Err(e) => {
                    println!("decaps error (allowed): {e}");
                    failed += 1;
                }
            }
        }
        let s = kem.driver().stats();
        println!("{} seed {seed} ({ppm} ppm): {s:?}", p.name);
    }
    println!(
        "faults at {ppm} ppm: {ok} right, {failed} errors, {:?}",
        t.elapsed()
    );
    (ok, failed)
}
