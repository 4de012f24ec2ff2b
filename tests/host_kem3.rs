//! The host side of protocol 3 (`host::kem3::KemDevice3`, `--backend model3`) against the
//! protocol 3 device model (`model::kem_device::KemDeviceModel`): every ACVP keyGen and
//! encapDecap case through the `Kem` trait, the key-slot workflow, one request per
//! operation, link bytes against the API minimum, typed errors for every refusal, and faults
//! on the link that never give a wrong ek, c or K. Expected values come from the ACVP vectors
//! and the RustCrypto `ml-kem` crate, never from the code under test.

mod common;

use std::time::Duration;

use common::{b32, hx, param_set, read_json, st};
use mlkem_fpga::host::backend::{
    Backend, DeviceError, DeviceKem, Kem, MODEL3_TIMING, MODEL3_VARIANT,
};
use mlkem_fpga::host::driver::{DeviceDriver, Driven, DriverError, Timing};
use mlkem_fpga::host::kem3::{Kem3Error, KemDevice3, SlotState};
use mlkem_fpga::host::transport::{
    FaultRates, FaultyTransport, ModelTransport, Transport, TransportError,
};
use mlkem_fpga::model::device::DeviceModel;
use mlkem_fpga::model::kem::KemError;
use mlkem_fpga::model::kem_device::KemDeviceModel;
use mlkem_fpga::params::{DEFAULT_BAUD, ML_KEM_512, ML_KEM_768, ML_KEM_1024, PARAM_SETS, ParamSet};
use mlkem_fpga::protocol::REQUEST_SYNC;

const ACVP: &str = "acvp-server-v1.1.0.40";
const ACVP_RELEASES: [&str; 2] = ["acvp-server-v1.1.0.35", ACVP];

/// A link that counts the request frames the host sends (each `send` of the driver is one
/// frame) and the bytes both ways.
struct Counting<T> {
    inner: T,
    frames: u64,
    sent: u64,
    received: u64,
}

impl<T: Transport> Transport for Counting<T> {
    fn send(&mut self, bytes: &[u8]) -> Result<(), TransportError> {
        assert_eq!(bytes.first(), Some(&REQUEST_SYNC), "one frame per send");
        self.frames += 1;
        self.sent += bytes.len() as u64;
        self.inner.send(bytes)
    }
    fn recv(&mut self, buf: &mut [u8], timeout: Duration) -> Result<usize, TransportError> {
        let n = self.inner.recv(buf, timeout)?;
        self.received += n as u64;
        Ok(n)
    }
    fn set_baud(&mut self, baud: u32) -> Result<(), TransportError> {
        self.inner.set_baud(baud)
    }
    fn describe(&self) -> String {
        format!("counting {}", self.inner.describe())
    }
}

type Model3 = ModelTransport<KemDeviceModel>;

fn model3() -> Model3 {
    ModelTransport::new(KemDeviceModel::new(MODEL3_VARIANT, MODEL3_TIMING))
}

fn device() -> KemDevice3<Counting<Model3>> {
    let t = Counting {
        inner: model3(),
        frames: 0,
        sent: 0,
        received: 0,
    };
    KemDevice3::open(DeviceDriver::new(t, DEFAULT_BAUD, Timing::default())).unwrap()
}

fn set_of(p: ParamSet) -> usize {
    PARAM_SETS.iter().position(|q| *q == p).unwrap()
}

/// The reference: RustCrypto `ml-kem`'s (ek, dk) from (d, z) and (c, K) from (ek, m).
struct Reference {
    ek: Vec<u8>,
    dk: Vec<u8>,
    c: Vec<u8>,
    k: [u8; 32],
}

#[allow(deprecated)] // the expanded dk: the FIPS 203 byte string this project moves
fn reference(p: ParamSet, d: &[u8; 32], z: &[u8; 32], m: &[u8; 32]) -> Reference {
    use ml_kem::array::Array;
    use ml_kem::kem::KeyExport;
    use ml_kem::{DecapsulationKey, ExpandedKeyEncoding, Seed};
    macro_rules! run {
        ($kem:ty) => {{
            let seed: Seed = Array::try_from(&[*d, *z].concat()[..]).unwrap();
            let dk = DecapsulationKey::<$kem>::from_seed(seed);
            let ek = dk.encapsulation_key();
            let (c, k) = ek.encapsulate_deterministic(&Array::from(*m));
            Reference {
                ek: ek.to_bytes().to_vec(),
                dk: dk.to_expanded_bytes().to_vec(),
                c: c.to_vec(),
                k: k.into(),
            }
        }};
    }
    match p.k {
        2 => run!(ml_kem::MlKem512),
        3 => run!(ml_kem::MlKem768),
        _ => run!(ml_kem::MlKem1024),
    }
}

/// The reference decapsulation (RustCrypto `ml-kem`) of c under the key from (d, z).
fn reference_decaps(p: ParamSet, d: &[u8; 32], z: &[u8; 32], c: &[u8]) -> [u8; 32] {
    use ml_kem::array::Array;
    use ml_kem::kem::Decapsulate;
    use ml_kem::{DecapsulationKey, Seed};
    let seed: Seed = Array::try_from(&[*d, *z].concat()[..]).unwrap();
    macro_rules! run {
        ($kem:ty) => {{
            let dk = DecapsulationKey::<$kem>::from_seed(seed);
            dk.decapsulate(&Array::try_from(c).unwrap()).into()
        }};
    }
    match p.k {
        2 => run!(ml_kem::MlKem512),
        3 => run!(ml_kem::MlKem768),
        _ => run!(ml_kem::MlKem1024),
    }
}

#[test]
fn every_acvp_keygen_case_through_the_kem_trait() {
    for release in ACVP_RELEASES {
        acvp_keygen(release, &Backend::Model3);
    }
}

/// The same through the protocol 3 circuit on the virtual board (`--backend sim`, the default: KemDevice's
/// Verilog under Verilator), every case of both releases.
#[test]
fn every_acvp_case_through_the_circuit_on_the_virtual_board() {
    for release in ACVP_RELEASES {
        acvp_keygen(release, &Backend::Sim);
        acvp_encap_decap(release, &Backend::Sim);
    }
}

fn acvp_keygen(release: &str, backend: &Backend) {
    let file = read_json(&format!(
        "{release}/ML-KEM-keyGen-FIPS203/internalProjection.json"
    ));
    let mut kem = backend.open().unwrap();
    let mut n = [0usize; 3];
    for g in file["testGroups"].as_array().unwrap() {
        let p = param_set(st(g, "parameterSet"));
        for t in g["tests"].as_array().unwrap() {
            let (ek, dk) = kem.keygen(p, &b32(&hx(t, "d")), &b32(&hx(t, "z"))).unwrap();
            assert_eq!(ek, hx(t, "ek"), "{release} {} tcId {}", p.name, t["tcId"]);
            assert_eq!(*dk, hx(t, "dk"), "{release} {} tcId {}", p.name, t["tcId"]);
            n[set_of(p)] += 1;
        }
    }
    assert_eq!(n, [25, 25, 25]);
}

#[test]
fn every_acvp_encap_decap_case_through_the_kem_trait() {
    for release in ACVP_RELEASES {
        acvp_encap_decap(release, &Backend::Model3);
    }
}

fn acvp_encap_decap(release: &str, backend: &Backend) {
    let file = read_json(&format!(
        "{release}/ML-KEM-encapDecap-FIPS203/internalProjection.json"
    ));
    let mut kem = backend.open().unwrap();
    let mut n = std::collections::BTreeMap::<String, usize>::new();
    for g in file["testGroups"].as_array().unwrap() {
        let p = param_set(st(g, "parameterSet"));
        let function = st(g, "function");
        for t in g["tests"].as_array().unwrap() {
            let field = |k: &str| hx(if t.get(k).is_some() { t } else { g }, k);
            let ctx = format!("{release} {} {function} tcId {}", p.name, t["tcId"]);
            match function {
                "encapsulation" => {
                    let (c, k) = kem.encaps(p, &field("ek"), &b32(&hx(t, "m"))).unwrap();
                    assert_eq!(c, hx(t, "c"), "{ctx}: c");
                    assert_eq!(k.to_vec(), hx(t, "k"), "{ctx}: k");
                }
                "decapsulation" => {
                    let k = kem.decaps(p, &field("dk"), &hx(t, "c")).unwrap();
                    assert_eq!(k.to_vec(), hx(t, "k"), "{ctx}");
                }
                "encapsulationKeyCheck" => {
                    let passed = t["testPassed"].as_bool().unwrap();
                    match kem.encaps(p, &hx(t, "ek"), &[7; 32]) {
                        Ok(_) => assert!(passed, "{ctx}: accepted"),
                        Err(DeviceError::Rejected(
                            KemError::ModulusCheck | KemError::WrongLength { .. },
                        )) => assert!(!passed, "{ctx}: refused"),
                        Err(e) => panic!("{ctx}: {e}"),
                    }
                }
                "decapsulationKeyCheck" => {
                    let passed = t["testPassed"].as_bool().unwrap();
                    let c = vec![0u8; p.ct_len()];
                    match kem.decaps(p, &hx(t, "dk"), &c) {
                        Ok(_) => assert!(passed, "{ctx}: accepted"),
                        Err(DeviceError::Rejected(
                            KemError::HashCheck | KemError::WrongLength { .. },
                        )) => assert!(!passed, "{ctx}: refused"),
                        Err(e) => panic!("{ctx}: {e}"),
                    }
                }
                f => panic!("unknown function {f}"),
            }
            *n.entry(format!("{function} {}", p.name)).or_default() += 1;
        }
    }
    println!("{release}: {n:?}");
    // v1.1.0.35: 25 encapsulation and 10 decapsulation cases per set; v1.1.0.40 adds 10 of
    // each key check per set.
    let (cases, groups) = if release.ends_with(".35") {
        (105, 6)
    } else {
        (165, 12)
    };
    assert_eq!(n.values().sum::<usize>(), cases, "{release}: {n:?}");
    assert_eq!(
        n.len(),
        groups,
        "{release}: every function for every set: {n:?}"
    );
}

/// The device's own key checks (not the host's): ek's modulus in ENCAPS and in an imported
/// dk, dk's H(ek) in KEY_IMPORT; a failed import leaves the slot empty.
#[test]
fn the_device_checks_keys_and_a_failed_import_leaves_nothing() {
    let file = read_json(&format!(
        "{ACVP}/ML-KEM-encapDecap-FIPS203/internalProjection.json"
    ));
    let mut dev = device();
    let mut refused = 0;
    for g in file["testGroups"].as_array().unwrap() {
        let p = param_set(st(g, "parameterSet"));
        for t in g["tests"].as_array().unwrap() {
            let ctx = format!("{} {} tcId {}", p.name, st(g, "function"), t["tcId"]);
            let passed = t["testPassed"].as_bool();
            match st(g, "function") {
                "encapsulationKeyCheck" => {
                    let ek = hx(t, "ek");
                    match dev.encaps(p, &ek, &[1; 32]) {
                        Ok(_) => assert_eq!(passed, Some(true), "{ctx}"),
                        Err(Kem3Error::BadEk { command }) => {
                            assert_eq!(command, "ENCAPS");
                            assert_eq!(ek.len(), p.ek_len(), "{ctx}");
                            assert_eq!(passed, Some(false), "{ctx}");
                            refused += 1;
                        }
                        Err(Kem3Error::Input(KemError::WrongLength { .. })) => {
                            assert_eq!(passed, Some(false), "{ctx}")
                        }
                        Err(e) => panic!("{ctx}: {e}"),
                    }
                }
                "decapsulationKeyCheck" => {
                    let dk = hx(t, "dk");
                    match dev.key_import(p, 0, false, &dk) {
                        Ok(()) => {
                            assert_eq!(passed, Some(true), "{ctx}");
                            dev.key_erase(0).unwrap();
                        }
                        Err(Kem3Error::BadKey { .. } | Kem3Error::BadEk { .. }) => {
                            assert_eq!(passed, Some(false), "{ctx}");
                            refused += 1;
                        }
                        Err(Kem3Error::Input(KemError::WrongLength { .. })) => {
                            assert_eq!(passed, Some(false), "{ctx}")
                        }
                        Err(e) => panic!("{ctx}: {e}"),
                    }
                    assert_eq!(dev.key_status().unwrap(), [SlotState::Empty; 2], "{ctx}");
                }
                _ => {}
            }
        }
    }
    assert!(refused > 0, "some key was refused by the device itself");
}

/// keygen --keep, then Decaps with the kept key: K equals RustCrypto's for its own
/// encapsulation to the device's ek, and the device's Encaps decapsulates in RustCrypto.
#[test]
fn kept_keys_decapsulate_what_ml_kem_encapsulates() {
    let mut dev = device();
    for p in PARAM_SETS {
        for round in 0..3u8 {
            let (d, z, m) = ([round ^ 0x11; 32], [p.k as u8; 32], [round ^ 0x77; 32]);
            let r = reference(p, &d, &z, &m);
            let ek = dev.keygen_keep(p, 0, false, &d, &z).unwrap();
            assert_eq!(ek, r.ek, "{} round {round}: ek", p.name);
            assert_eq!(
                dev.key_status().unwrap()[0],
                SlotState::Valid {
                    set: p,
                    exportable: false
                }
            );
            // Their encapsulation, our decapsulation with the kept key.
            let k = dev.decaps_slot(0, &r.c).unwrap();
            assert_eq!(*k, r.k, "{} round {round}: K", p.name);
            // Our encapsulation, their decapsulation.
            let (c, k) = dev.encaps(p, &ek, &[round; 32]).unwrap();
            assert_eq!(
                *k,
                reference_decaps(p, &d, &z, &c),
                "{} round {round}",
                p.name
            );
            // A tampered c: implicit rejection, as RustCrypto computes it.
            let mut bad = r.c.clone();
            bad[5] ^= 1;
            assert_eq!(
                *dev.decaps_slot(0, &bad).unwrap(),
                reference_decaps(p, &d, &z, &bad)
            );
            dev.key_erase(0).unwrap();
        }
    }
}

/// Two ML-KEM-512 keys side by side; a larger key needs the whole key area.
#[test]
fn slots_hold_two_512_keys_or_one_larger_key() {
    let mut dev = device();
    let (d0, d1, z) = ([1; 32], [2; 32], [3; 32]);
    let r0 = reference(ML_KEM_512, &d0, &z, &[4; 32]);
    let r1 = reference(ML_KEM_512, &d1, &z, &[5; 32]);
    assert_eq!(dev.free_slot(ML_KEM_512).unwrap(), 0);
    dev.keygen_keep(ML_KEM_512, 0, false, &d0, &z).unwrap();
    assert_eq!(dev.free_slot(ML_KEM_512).unwrap(), 1);
    dev.keygen_keep(ML_KEM_512, 1, true, &d1, &z).unwrap();
    assert_eq!(
        dev.key_status().unwrap(),
        [
            SlotState::Valid {
                set: ML_KEM_512,
                exportable: false
            },
            SlotState::Valid {
                set: ML_KEM_512,
                exportable: true
            }
        ]
    );
    assert_eq!(*dev.decaps_slot(0, &r0.c).unwrap(), r0.k);
    assert_eq!(*dev.decaps_slot(1, &r1.c).unwrap(), r1.k);
    // No room: the host finds no free slot, and the device refuses a full one.
    assert!(matches!(
        dev.free_slot(ML_KEM_512),
        Err(Kem3Error::NoFreeSlot { .. })
    ));
    let e = dev.keygen_keep(ML_KEM_512, 1, false, &d0, &z).unwrap_err();
    assert!(
        matches!(
            e,
            Kem3Error::SlotFull {
                command: "KEYGEN",
                slot: 1
            }
        ),
        "{e}"
    );
    assert!(e.to_string().contains("erase it first"), "{e}");
    // ML-KEM-768 shares the key area with slot 1's key; it has no slot 1.
    dev.key_erase(0).unwrap();
    let e = dev.keygen_keep(ML_KEM_768, 0, false, &d0, &z).unwrap_err();
    assert!(matches!(e, Kem3Error::SlotFull { slot: 0, .. }), "{e}");
    assert!(matches!(
        dev.free_slot(ML_KEM_1024),
        Err(Kem3Error::NoFreeSlot { .. })
    ));
    let e = dev.keygen_keep(ML_KEM_768, 1, false, &d0, &z).unwrap_err();
    assert!(matches!(e, Kem3Error::BadSlot { slot: 1, .. }), "{e}");
    assert!(
        e.to_string().contains("no key slot 1 for ML-KEM-768"),
        "{e}"
    );
    // A c of another set than the slot's key: the error says which key the slot holds.
    let c768 = reference(ML_KEM_768, &d0, &z, &[6; 32]).c;
    let e = dev.decaps_slot(1, &c768).unwrap_err();
    assert!(matches!(e, Kem3Error::WrongSet { slot: 1, .. }), "{e}");
    assert!(e.to_string().contains("ML-KEM-512"), "{e}");
    let e = dev.decaps_slot(0, &[0; 100]).unwrap_err();
    assert!(matches!(e, Kem3Error::CiphertextLength { got: 100 }), "{e}");
    dev.key_erase(1).unwrap();
    dev.keygen_keep(ML_KEM_1024, 0, false, &d0, &z).unwrap();
    for slot in [2, 7] {
        let e = dev.key_erase(slot).unwrap_err();
        assert!(matches!(e, Kem3Error::BadSlot { .. }), "{e}");
    }
}

#[test]
fn import_export_round_trip_and_export_permission() {
    let mut dev = device();
    for p in PARAM_SETS {
        let r = reference(p, &[8; 32], &[9; 32], &[10; 32]);
        dev.key_import(p, 0, true, &r.dk).unwrap();
        assert_eq!(
            dev.key_status().unwrap()[0],
            SlotState::Valid {
                set: p,
                exportable: true
            }
        );
        assert_eq!(*dev.key_export(0).unwrap(), r.dk, "{}", p.name);
        assert_eq!(*dev.decaps_slot(0, &r.c).unwrap(), r.k);
        dev.key_erase(0).unwrap();
        // Not exportable: refused, and the key still works.
        dev.key_import(p, 0, false, &r.dk).unwrap();
        let e = dev.key_export(0).unwrap_err();
        assert!(
            matches!(
                e,
                Kem3Error::NotExportable {
                    command: "KEY_EXPORT",
                    slot: 0
                }
            ),
            "{e}"
        );
        assert!(e.to_string().contains("not made or imported as exportable"));
        assert_eq!(*dev.decaps_slot(0, &r.c).unwrap(), r.k);
        // A kept key made without export permission cannot leave either.
        dev.key_erase(0).unwrap();
        dev.keygen_keep(p, 0, false, &[8; 32], &[9; 32]).unwrap();
        assert!(matches!(
            dev.key_export(0),
            Err(Kem3Error::NotExportable { .. })
        ));
        dev.key_erase(0).unwrap();
        dev.keygen_keep(p, 0, true, &[8; 32], &[9; 32]).unwrap();
        assert_eq!(*dev.key_export(0).unwrap(), r.dk);
        dev.key_erase(0).unwrap();
        // A wrong length never reaches the device.
        let e = dev.key_import(p, 0, true, &r.dk[1..]).unwrap_err();
        assert!(
            matches!(e, Kem3Error::Input(KemError::WrongLength { .. })),
            "{e}"
        );
        // A dk whose H(ek) is wrong: the device refuses it and keeps nothing.
        let mut bad = r.dk.clone();
        bad[768 * p.k + 40] ^= 1;
        let e = dev.key_import(p, 0, true, &bad).unwrap_err();
        assert!(matches!(e, Kem3Error::BadKey { .. }), "{e}");
        assert_eq!(dev.key_status().unwrap(), [SlotState::Empty; 2]);
    }
}

#[test]
fn an_erased_key_is_gone() {
    let mut dev = device();
    let r = reference(ML_KEM_768, &[1; 32], &[2; 32], &[3; 32]);
    dev.keygen_keep(ML_KEM_768, 0, true, &[1; 32], &[2; 32])
        .unwrap();
    assert_eq!(*dev.decaps_slot(0, &r.c).unwrap(), r.k);
    dev.key_erase(0).unwrap();
    assert_eq!(dev.key_status().unwrap(), [SlotState::Empty; 2]);
    let e = dev.decaps_slot(0, &r.c).unwrap_err();
    assert!(
        matches!(
            e,
            Kem3Error::SlotEmpty {
                command: "DECAPS",
                slot: 0
            }
        ),
        "{e}"
    );
    assert_eq!(e.to_string(), "DECAPS: key slot 0 holds no key");
    assert!(matches!(
        dev.key_export(0),
        Err(Kem3Error::SlotEmpty { .. })
    ));
    // Erasing an empty slot is fine.
    dev.key_erase(0).unwrap();
}

/// KEYGEN (kept), ENCAPS and DECAPS (kept key) are one request frame each, counted where the
/// frames leave the host, and by the driver.
#[test]
fn one_request_per_operation() {
    let mut dev = device();
    for p in PARAM_SETS {
        let r = reference(p, &[4; 32], &[5; 32], &[6; 32]);
        let one = |dev: &mut KemDevice3<Counting<Model3>>,
                   what: &str,
                   f: &mut dyn FnMut(&mut KemDevice3<Counting<Model3>>)| {
            let frames = dev.driver().transport().frames;
            let stats = dev.driver().stats();
            f(dev);
            assert_eq!(
                dev.driver().transport().frames - frames,
                1,
                "{} {what}: frames",
                p.name
            );
            let s = dev.driver().stats();
            assert_eq!(s.round_trips - stats.round_trips, 1, "{} {what}", p.name);
            assert_eq!(s.commands - stats.commands, 1, "{} {what}", p.name);
        };
        one(&mut dev, "KeyGen --keep", &mut |d| {
            assert_eq!(
                d.keygen_keep(p, 0, false, &[4; 32], &[5; 32]).unwrap(),
                r.ek
            )
        });
        one(&mut dev, "Encaps", &mut |d| {
            let (c, k) = d.encaps(p, &r.ek, &[6; 32]).unwrap();
            assert_eq!((c, *k), (r.c.clone(), r.k));
        });
        one(&mut dev, "Decaps --slot", &mut |d| {
            assert_eq!(*d.decaps_slot(0, &r.c).unwrap(), r.k)
        });
        one(&mut dev, "KeyErase", &mut |d| d.key_erase(0).unwrap());
        one(&mut dev, "KeyStatus", &mut |d| {
            d.key_status().unwrap();
        });
    }
}

/// Bytes on the link (frames, CRCs and all, both ways) per operation against what the API
/// must move: KeyGen --keep d, z in, ek out; Encaps ek, m in, c, K out; Decaps --slot c in, K
/// out. At most 1.05×.
#[test]
fn link_bytes_within_1_05_of_the_api_minimum() {
    let mut dev = device();
    println!("| set | operation | link bytes | API minimum | ratio |");
    for p in PARAM_SETS {
        let r = reference(p, &[4; 32], &[5; 32], &[6; 32]);
        let row = |dev: &mut KemDevice3<Counting<Model3>>,
                   what: &str,
                   api: usize,
                   f: &mut dyn FnMut(&mut KemDevice3<Counting<Model3>>)| {
            let t = dev.driver().transport();
            let before = t.sent + t.received;
            f(dev);
            let t = dev.driver().transport();
            let bytes = t.sent + t.received - before;
            let ratio = bytes as f64 / api as f64;
            println!("| {} | {what} | {bytes} | {api} | {ratio:.3} |", p.name);
            assert!(ratio <= 1.05, "{} {what}: {bytes} bytes, {api} API", p.name);
            assert_eq!(bytes as usize, api + 20, "{} {what}", p.name);
        };
        row(&mut dev, "KeyGen --keep", 64 + p.ek_len(), &mut |d| {
            d.keygen_keep(p, 0, false, &[4; 32], &[5; 32]).unwrap();
        });
        row(
            &mut dev,
            "Encaps",
            p.ek_len() + 32 + p.ct_len() + 32,
            &mut |d| {
                d.encaps(p, &r.ek, &[6; 32]).unwrap();
            },
        );
        row(&mut dev, "Decaps --slot", p.ct_len() + 32, &mut |d| {
            d.decaps_slot(0, &r.c).unwrap();
        });
        dev.key_erase(0).unwrap();
    }
}

/// Connecting checks the protocol: a protocol 2 device is refused; key slots on a backend
/// without them are a clear error.
#[test]
fn connecting_checks_the_protocol() {
    let t = ModelTransport::new(DeviceModel::new("model"));
    let e = KemDevice3::open(DeviceDriver::new(t, DEFAULT_BAUD, Timing::default()))
        .err()
        .expect("refused");
    assert!(
        matches!(
            e,
            Kem3Error::Driver(DriverError::VersionMismatch { device: 2, .. })
        ),
        "{e}"
    );
    assert!(e.to_string().contains("protocol version 2"), "{e}");
    let e = Backend::Model.open_kem3().err().expect("no key slots");
    assert!(matches!(e, DeviceError::NoKeySlots { .. }), "{e}");
    assert!(e.to_string().contains("--backend model3"), "{e}");
    // model3's driver reports protocol 3 and its key slots.
    let (_, v) = Backend::Model3.open_driver().unwrap();
    assert_eq!((v.protocol, v.key_slots, v.max_response), (3, 2, 1600));
    assert!(matches!(
        Backend::Model3.open_device().unwrap(),
        DeviceKem::V3(_)
    ));
    assert!(matches!(
        Backend::Model.open_device().unwrap(),
        DeviceKem::V2(_)
    ));
}

/// A reconnection to a device that stayed powered keeps its keys (no CLEAR); a reset wipes
/// them and locks the device, which the next connection unlocks; a reset during a session
/// gives a clear error.
#[test]
fn reconnecting_keeps_keys_and_a_reset_is_reported() {
    let r = reference(ML_KEM_512, &[1; 32], &[2; 32], &[3; 32]);
    let mut dev =
        KemDevice3::open(DeviceDriver::new(model3(), DEFAULT_BAUD, Timing::default())).unwrap();
    dev.keygen_keep(ML_KEM_512, 1, false, &[1; 32], &[2; 32])
        .unwrap();
    let t = dev.into_driver().into_transport();
    let mut dev = KemDevice3::open(DeviceDriver::new(t, DEFAULT_BAUD, Timing::default())).unwrap();
    assert_eq!(*dev.decaps_slot(1, &r.c).unwrap(), r.k);
    dev.driver_mut().transport_mut().device.reset();
    let e = dev.decaps_slot(1, &r.c).unwrap_err();
    assert!(matches!(e, Kem3Error::Locked { .. }), "{e}");
    assert!(e.to_string().contains("reset"), "{e}");
    let t = dev.into_driver().into_transport();
    let mut dev = KemDevice3::open(DeviceDriver::new(t, DEFAULT_BAUD, Timing::default())).unwrap();
    assert_eq!(dev.key_status().unwrap(), [SlotState::Empty; 2]);
}

/// Bit flips, drops and duplicates in both directions: every result is right or a clear
/// error, never a wrong ek, c, K or dk.
#[test]
fn faults_never_give_a_wrong_result() {
    let timing = Timing {
        // The model answers at once: no need to wait for the wire.
        compute_allowance: Duration::from_micros(200),
        attempts: 8,
        busy_wait: Duration::from_millis(1),
    };
    faults_on(|| (model3(), DEFAULT_BAUD), timing, 12, &[30, 100, 300]);
}

/// The same faults on the circuit (`--backend sim`, the default: KemDevice under Verilator, moved to its
/// fastest line first on a clean link), fewer rounds: a dropped byte costs a timeout.
#[test]
fn faults_on_the_circuit_never_give_a_wrong_result() {
    use mlkem_fpga::host::sim_transport::{
        SIM_DIVISOR, VirtualBoardTransport, VirtualDevice, build_default_for,
    };
    let exe = build_default_for(VirtualDevice::Protocol3).expect("building the virtual board");
    let timing = Timing {
        compute_allowance: Duration::from_secs(2),
        attempts: 8,
        busy_wait: Duration::from_millis(5),
    };
    let board = || {
        let t = VirtualBoardTransport::start_built(&exe).expect("starting the virtual board");
        let mut driver = DeviceDriver::new(t, DEFAULT_BAUD, timing);
        let baud = driver
            .set_baud(SIM_DIVISOR)
            .expect("SetBaud on a clean link");
        (driver.into_transport(), baud)
    };
    faults_on(board, timing, 6, &[30, 100]);
}

/// `seeds` rounds of KeyGen --keep, Encaps, Decaps --slot and the `Kem` trait's KeyGen and
/// Decaps, three times each, on a link from `open` (its baud) that flips, drops and duplicates
/// bytes at one of `ppms` per byte and kind: every result right or a clear error, and mostly
/// right.
fn faults_on<T: Transport>(open: impl Fn() -> (T, u32), timing: Timing, seeds: u64, ppms: &[u32]) {
    let (mut ok, mut failed) = (0, 0);
    for (seed, p) in (0..seeds).zip(PARAM_SETS.iter().cycle()) {
        let p = *p;
        // Per byte and kind of fault: at 300 ppm a 1600-byte frame arrives intact about once
        // in five.
        let ppm = ppms[seed as usize % ppms.len()];
        let rates = FaultRates {
            flip_ppm: ppm,
            drop_ppm: ppm,
            duplicate_ppm: ppm,
        };
        let (link, baud) = open();
        let faulty = FaultyTransport::new(link, rates, seed);
        let mut dev = match KemDevice3::open(DeviceDriver::new(faulty, baud, timing)) {
            Ok(d) => d,
            Err(e) => {
                println!("open error (allowed): {e}");
                failed += 1;
                continue;
            }
        };
        let (d, z, m) = ([seed as u8; 32], [9; 32], [seed as u8 ^ 0x5A; 32]);
        let r = reference(p, &d, &z, &m);
        let mut check = |what: &str, res: Result<(), String>| match res {
            Ok(()) => ok += 1,
            Err(e) => {
                println!("{} {what} error (allowed): {e}", p.name);
                failed += 1;
            }
        };
        for _ in 0..3 {
            let _ = dev.key_erase(0);
            check(
                "keygen --keep",
                dev.keygen_keep(p, 0, false, &d, &z)
                    .map(|ek| assert_eq!(ek, r.ek, "a wrong ek"))
                    .map_err(|e| e.to_string()),
            );
            check(
                "encaps",
                dev.encaps(p, &r.ek, &m)
                    .map(|(c, k)| assert_eq!((c, *k), (r.c.clone(), r.k), "a wrong c or K"))
                    .map_err(|e| e.to_string()),
            );
            check(
                "decaps --slot",
                match dev.key_status() {
                    Ok(s) if s[0] == SlotState::Empty => Err("no key kept".into()),
                    _ => dev
                        .decaps_slot(0, &r.c)
                        .map(|k| assert_eq!(*k, r.k, "a wrong K"))
                        .map_err(|e| e.to_string()),
                },
            );
            // The Kem trait finds a free slot itself: ML-KEM-768 and -1024 have one.
            let _ = dev.key_erase(0);
            check(
                "keygen (Kem)",
                Kem::keygen(&mut dev, p, &d, &z)
                    .map(|(ek, dk)| assert_eq!((ek, dk.to_vec()), (r.ek.clone(), r.dk.clone())))
                    .map_err(|e| e.to_string()),
            );
            check(
                "decaps (Kem)",
                Kem::decaps(&mut dev, p, &r.dk, &r.c)
                    .map(|k| assert_eq!(*k, r.k, "a wrong K"))
                    .map_err(|e| e.to_string()),
            );
        }
        let t = &dev.driver().transport();
        println!(
            "{} seed {seed} ({ppm} ppm): {:?}, injected {:?}",
            p.name,
            dev.driver().stats(),
            t.injected
        );
    }
    println!("faults: {ok} right, {failed} errors");
    assert!(ok > 4 * failed, "{ok} right, {failed} errors");
}

// ---------------------------------------------------------------------------------------------
// The CLI on protocol 3. The in-process `model3` device lives as long as its process, so a key
// kept by one `mlkem-fpga` run cannot be used by the next: the slot workflow runs in process,
// on one `cli::Session`, with the arguments parsed by clap exactly as the binary parses them.
// The binary itself is run for what needs no kept key.

mod cli3 {
    use std::path::{Path, PathBuf};
    use std::process::{Command, Output};

    use clap::Parser;
    use mlkem_fpga::host::cli::{
        self, BackendArgs, CliError, DecapsArgs, KeyArgs, KeygenArgs, Session,
    };
    use mlkem_fpga::params::{ML_KEM_512, ML_KEM_768};
    use serde_json::Value;

    use super::reference;

    #[derive(Parser)]
    struct Keygen {
        #[command(flatten)]
        a: KeygenArgs,
    }
    #[derive(Parser)]
    struct Decaps {
        #[command(flatten)]
        a: DecapsArgs,
    }
    #[derive(Parser)]
    struct Key {
        #[command(flatten)]
        a: KeyArgs,
    }

    fn parse<P: Parser>(args: &[&str]) -> Result<P, clap::Error> {
        P::try_parse_from(std::iter::once("mlkem-fpga").chain(args.iter().copied()))
    }

    fn scratch(name: &str) -> PathBuf {
        let d = Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join("host-kem3")
            .join(name);
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    fn session() -> Session {
        let b = BackendArgs {
            backend: "model3".parse().unwrap(),
            vcd: None,
        };
        Session::open(&b).unwrap()
    }

    /// Runs a command in `s` and returns its stdout (or the error).
    fn run_in(
        s: &mut Session,
        f: impl FnOnce(&mut Session, &mut Vec<u8>) -> Result<(), CliError>,
    ) -> Result<String, CliError> {
        let mut out = Vec::new();
        f(s, &mut out)?;
        Ok(String::from_utf8(out).unwrap())
    }

    fn keygen(s: &mut Session, args: &[&str]) -> Result<String, CliError> {
        let a = parse::<Keygen>(args).unwrap().a;
        run_in(s, |s, o| cli::keygen_in(Some(s), &a, o))
    }

    fn decaps(s: &mut Session, args: &[&str]) -> Result<String, CliError> {
        let a = parse::<Decaps>(args).unwrap().a;
        run_in(s, |s, o| cli::decaps_in(Some(s), &a, o))
    }

    fn key(s: &mut Session, args: &[&str]) -> Result<String, CliError> {
        let a = parse::<Key>(args).unwrap().a;
        run_in(s, |s, o| cli::key_in(Some(s), &a, o))
    }

    /// One JSON line with exactly `keys`.
    fn json_line(text: &str, keys: &[&str]) -> serde_json::Map<String, Value> {
        assert!(
            text.ends_with('\n') && text.lines().count() == 1,
            "{text:?}"
        );
        let v: Value = serde_json::from_str(text).unwrap();
        let m = v.as_object().unwrap().clone();
        let mut got: Vec<&str> = m.keys().map(String::as_str).collect();
        got.sort_unstable();
        let mut want = keys.to_vec();
        want.sort_unstable();
        assert_eq!(got, want, "{text}");
        m
    }

    fn hexval(m: &serde_json::Map<String, Value>, k: &str) -> Vec<u8> {
        let h = m[k].as_str().unwrap();
        assert_eq!(h, h.to_lowercase());
        hex::decode(h).unwrap()
    }

    const D: &str = "0101010101010101010101010101010101010101010101010101010101010101";
    const Z: &str = "0202020202020202020202020202020202020202020202020202020202020202";

    /// keygen --keep, then decaps --slot with the kept key, in one session: K is RustCrypto's
    /// for its encapsulation to the printed ek. The key does not leave; erased, it is gone.
    #[test]
    fn keygen_keep_then_decaps_slot() {
        let dir = scratch("keep");
        let mut s = session();
        let r = reference(ML_KEM_768, &[1; 32], &[2; 32], &[3; 32]);
        let out = keygen(
            &mut s,
            &[
                "--keep",
                "--d",
                D,
                "--z",
                Z,
                "--backend",
                "model3",
                "--json",
            ],
        )
        .unwrap();
        let m = json_line(&out, &["ek", "slot"]);
        assert_eq!(hexval(&m, "ek"), r.ek);
        assert_eq!(m["slot"], 0);
        let c = dir.join("c.bin");
        std::fs::write(&c, &r.c).unwrap();
        let c = c.to_str().unwrap();
        let out = decaps(
            &mut s,
            &["--slot", "0", "--c", c, "--backend", "model3", "--json"],
        )
        .unwrap();
        assert_eq!(hexval(&json_line(&out, &["k"]), "k"), r.k);
        // With --out: k.bin, mode 0600.
        let out_dir = dir.join("out");
        decaps(
            &mut s,
            &[
                "--slot",
                "0",
                "--c",
                c,
                "--backend",
                "model3",
                "--out",
                out_dir.to_str().unwrap(),
            ],
        )
        .unwrap();
        assert_eq!(std::fs::read(out_dir.join("k.bin")).unwrap(), r.k);
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(out_dir.join("k.bin"))
                .unwrap()
                .permissions()
                .mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        // Not exportable, and no room for another ML-KEM-768 key.
        let e = key(&mut s, &["export", "--slot", "0", "--backend", "model3"]).unwrap_err();
        assert_eq!(e.exit_code(), 2);
        assert!(
            e.to_string().contains("not made or imported as exportable"),
            "{e}"
        );
        let e = keygen(&mut s, &["--keep", "--backend", "model3"]).unwrap_err();
        assert_eq!(e.exit_code(), 2);
        assert!(
            e.to_string().contains("no free key slot for ML-KEM-768"),
            "{e}"
        );
        let out = key(&mut s, &["status", "--backend", "model3", "--json"]).unwrap();
        let v: Value = serde_json::from_str(&out).unwrap();
        assert_eq!(
            v,
            serde_json::json!({"slots": [
                {"slot": 0, "state": "valid", "set": "ML-KEM-768", "exportable": false},
                {"slot": 1, "state": "empty"}
            ]})
        );
        let out = key(
            &mut s,
            &["erase", "--slot", "0", "--backend", "model3", "--json"],
        )
        .unwrap();
        assert_eq!(out, "{\"slot\": 0}\n");
        let e = decaps(&mut s, &["--slot", "0", "--c", c, "--backend", "model3"]).unwrap_err();
        assert_eq!(e.exit_code(), 2);
        assert_eq!(e.to_string(), "DECAPS: key slot 0 holds no key");
        let out = key(&mut s, &["status", "--backend", "model3"]).unwrap();
        assert_eq!(
            out,
            "key slots (backend model3)\n  slot 0  empty\n  slot 1  empty\n"
        );
    }

    /// The human summary of keygen --keep names the slot and shows no dk; --out writes ek.bin
    /// only.
    #[test]
    fn keygen_keep_summary_and_files() {
        let dir = scratch("summary");
        let mut s = session();
        let out = keygen(
            &mut s,
            &[
                "--keep",
                "--params",
                "512",
                "--slot",
                "1",
                "--exportable",
                "--backend",
                "model3",
                "--out",
                dir.to_str().unwrap(),
            ],
        )
        .unwrap();
        assert!(
            out.starts_with("ML-KEM-512 keygen --keep (backend model3)\n"),
            "{out}"
        );
        assert!(out.contains("  ek   800 bytes  SHA3-256 "), "{out}");
        assert!(out.contains("  slot 1\n"), "{out}");
        assert!(!out.contains("dk"), "{out}");
        let mut files: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        files.sort();
        assert_eq!(files, ["ek.bin"]);
        // Exportable: key export gives the dk RustCrypto derives from the same seeds.
        let out = key(
            &mut s,
            &["export", "--slot", "1", "--backend", "model3", "--json"],
        )
        .unwrap();
        let dk = hexval(&json_line(&out, &["dk"]), "dk");
        assert_eq!(dk.len(), 1632);
        assert_eq!(
            std::fs::read(dir.join("ek.bin")).unwrap(),
            dk[768..768 + 800]
        );
    }

    /// key import → export round trip through files; a dk failing its hash check is refused
    /// before the device sees it.
    #[test]
    fn key_import_and_export() {
        let dir = scratch("import");
        let mut s = session();
        let r = reference(ML_KEM_512, &[7; 32], &[8; 32], &[9; 32]);
        let dk = dir.join("dk.bin");
        std::fs::write(&dk, &r.dk).unwrap();
        let dk = dk.to_str().unwrap();
        let args = [
            "import",
            "--dk",
            dk,
            "--params",
            "512",
            "--exportable",
            "--backend",
            "model3",
            "--json",
        ];
        let out = key(&mut s, &args).unwrap();
        assert_eq!(out, "{\"slot\": 0}\n");
        let out = key(&mut s, &args).unwrap();
        assert_eq!(out, "{\"slot\": 1}\n", "the next free slot");
        let out_dir = dir.join("out");
        key(
            &mut s,
            &[
                "export",
                "--slot",
                "1",
                "--backend",
                "model3",
                "--out",
                out_dir.to_str().unwrap(),
            ],
        )
        .unwrap();
        assert_eq!(std::fs::read(out_dir.join("dk.bin")).unwrap(), r.dk);
        let c = dir.join("c.bin");
        std::fs::write(&c, &r.c).unwrap();
        let out = decaps(
            &mut s,
            &[
                "--slot",
                "1",
                "--params",
                "512",
                "--c",
                c.to_str().unwrap(),
                "--backend",
                "model3",
                "--json",
            ],
        )
        .unwrap();
        assert_eq!(hexval(&json_line(&out, &["k"]), "k"), r.k);
        // c of another set than the slot's key.
        let c768 = dir.join("c768.bin");
        std::fs::write(&c768, reference(ML_KEM_768, &[1; 32], &[1; 32], &[1; 32]).c).unwrap();
        let e = decaps(
            &mut s,
            &[
                "--slot",
                "1",
                "--c",
                c768.to_str().unwrap(),
                "--backend",
                "model3",
            ],
        )
        .unwrap_err();
        assert_eq!(e.exit_code(), 2);
        assert!(e.to_string().contains("holds ML-KEM-512"), "{e}");
        let mut bad = r.dk.clone();
        bad[768 * 2 + 32] ^= 1;
        let bad_path = dir.join("bad.bin");
        std::fs::write(&bad_path, &bad).unwrap();
        key(&mut s, &["erase", "--slot", "0", "--backend", "model3"]).unwrap();
        let e = key(
            &mut s,
            &[
                "import",
                "--dk",
                bad_path.to_str().unwrap(),
                "--params",
                "512",
                "--backend",
                "model3",
            ],
        )
        .unwrap_err();
        assert_eq!(e.exit_code(), 2);
        assert!(e.to_string().contains("hash check"), "{e}");
    }

    /// Argument handling: --slot needs --keep, takes 0 or 1; decaps takes --dk or --slot.
    #[test]
    fn slot_arguments() {
        assert!(parse::<Keygen>(&["--slot", "0"]).is_err());
        assert!(parse::<Keygen>(&["--exportable"]).is_err());
        let e = parse::<Keygen>(&["--keep", "--slot", "2"]).err().unwrap();
        assert!(e.to_string().contains("no key slot '2'"), "{e}");
        assert!(parse::<Decaps>(&["--c", "x"]).is_err());
        assert!(parse::<Decaps>(&["--c", "x", "--dk", "y", "--slot", "0"]).is_err());
        assert!(parse::<Decaps>(&["--c", "x", "--slot", "1"]).is_ok());
        assert!(parse::<Key>(&["erase"]).is_err());
        assert!(parse::<Key>(&["status"]).is_ok());
        // Slot commands on a backend without key slots: exit 2, saying what to use.
        let mut model = Session::open(&BackendArgs {
            backend: "model".parse().unwrap(),
            vcd: None,
        })
        .unwrap();
        for e in [
            keygen(&mut model, &["--keep", "--backend", "model"]).unwrap_err(),
            key(&mut model, &["status", "--backend", "model"]).unwrap_err(),
        ] {
            assert_eq!(e.exit_code(), 2);
            assert!(
                e.to_string().contains(
                    "key slots need a protocol 3 device: --backend model is the software KEM"
                ),
                "{e}"
            );
        }
    }

    const BIN: &str = env!("CARGO_BIN_EXE_mlkem-fpga");

    fn run(args: &[&str]) -> Output {
        Command::new(BIN).args(args).output().unwrap()
    }

    /// The binary: model3 as a backend of info, key status, keygen (plain), bench --json; a
    /// protocol 2 backend refuses slot commands with exit status 2.
    #[test]
    fn the_binary_on_model3() {
        let o = run(&["info", "--backend", "model3"]);
        assert!(o.status.success());
        let out = String::from_utf8(o.stdout).unwrap();
        for want in [
            "backend        model3\n",
            "protocol       3 ",
            "key slots      2 ",
            "max payload    1600 bytes",
        ] {
            assert!(out.contains(want), "{want:?} in\n{out}");
        }
        let o = run(&["key", "status", "--backend", "model3", "--json"]);
        assert!(o.status.success());
        // Plain keygen on model3 (KEYGEN, KEY_EXPORT × 2, KEY_ERASE): the ACVP-free check is
        // that ek and dk agree with RustCrypto's.
        let o = run(&[
            "keygen",
            "--d",
            D,
            "--z",
            Z,
            "--params",
            "512",
            "--backend",
            "model3",
            "--json",
        ]);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let m = json_line(&String::from_utf8(o.stdout).unwrap(), &["ek", "dk"]);
        let r = reference(ML_KEM_512, &[1; 32], &[2; 32], &[0; 32]);
        assert_eq!((hexval(&m, "ek"), hexval(&m, "dk")), (r.ek, r.dk));
        let dir = scratch("binary");
        let c = dir.join("c.bin");
        std::fs::write(&c, [0u8; 1088]).unwrap();
        for args in [
            vec!["keygen", "--keep", "--backend", "model"],
            vec![
                "decaps",
                "--slot",
                "0",
                "--c",
                c.to_str().unwrap(),
                "--backend",
                "model",
            ],
            vec!["key", "erase", "--slot", "0", "--backend", "model"],
        ] {
            let o = run(&args);
            assert_eq!(o.status.code(), Some(2), "{args:?}");
            let err = String::from_utf8_lossy(&o.stderr);
            assert!(err.contains("--backend model3"), "{args:?}: {err}");
        }
        let o = run(&[
            "bench",
            "--backend",
            "model3",
            "--params",
            "512",
            "--rounds",
            "1",
            "--json",
            "-",
        ]);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let v: Value = serde_json::from_slice(&o.stdout).unwrap();
        assert_eq!(v["protocol"], 3);
        let rows = v["rows"].as_array().unwrap();
        let ops: Vec<&str> = rows.iter().map(|r| r["op"].as_str().unwrap()).collect();
        assert_eq!(ops, ["KeyGen --keep", "Encaps", "Decaps --slot"]);
        for r in rows {
            assert_eq!(r["round_trips"]["max"], 1, "{r}");
            assert!(r["api_ratio"].as_f64().unwrap() <= 1.05, "{r}");
            assert!(r["cycles"]["mean"].as_u64().unwrap() > 10_000, "{r}");
            let t = r["board_time"].as_array().unwrap();
            assert!(t.iter().any(|b| b["latency_timer_s"] == 0.016), "{r}");
        }
    }
}
