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
    let file = read_json(&format!(
        "{ACVP}/ML-KEM-keyGen-FIPS203/internalProjection.json"
    ));
    let mut kem = Backend::Model3.open().unwrap();
    let mut n = [0usize; 3];
    for g in file["testGroups"].as_array().unwrap() {
        let p = param_set(st(g, "parameterSet"));
        for t in g["tests"].as_array().unwrap() {
            let (ek, dk) = kem.keygen(p, &b32(&hx(t, "d")), &b32(&hx(t, "z"))).unwrap();
            assert_eq!(ek, hx(t, "ek"), "{} keyGen tcId {}", p.name, t["tcId"]);
            assert_eq!(*dk, hx(t, "dk"), "{} keyGen tcId {}", p.name, t["tcId"]);
            n[set_of(p)] += 1;
        }
    }
    assert_eq!(n, [25, 25, 25]);
}

#[test]
fn every_acvp_encap_decap_case_through_the_kem_trait() {
    let file = read_json(&format!(
        "{ACVP}/ML-KEM-encapDecap-FIPS203/internalProjection.json"
    ));
    let mut kem = Backend::Model3.open().unwrap();
    let mut n = std::collections::BTreeMap::<String, usize>::new();
    for g in file["testGroups"].as_array().unwrap() {
        let p = param_set(st(g, "parameterSet"));
        let function = st(g, "function");
        for t in g["tests"].as_array().unwrap() {
            let field = |k: &str| hx(if t.get(k).is_some() { t } else { g }, k);
            let ctx = format!("{} {function} tcId {}", p.name, t["tcId"]);
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
    println!("{n:?}");
    // 25 encapsulation, 10 decapsulation, 10 of each key check per set.
    assert_eq!(n.values().sum::<usize>(), 165, "{n:?}");
    assert_eq!(n.len(), 12, "every function for every set: {n:?}");
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
    let (mut ok, mut failed) = (0, 0);
    for (seed, p) in (0..12u64).zip(PARAM_SETS.iter().cycle()) {
        let p = *p;
        // Per byte and kind of fault: at 300 ppm a 1600-byte frame arrives intact about once
        // in five.
        let ppm = [30, 100, 300][seed as usize % 3];
        let rates = FaultRates {
            flip_ppm: ppm,
            drop_ppm: ppm,
            duplicate_ppm: ppm,
        };
        let faulty = FaultyTransport::new(model3(), rates, seed);
        let timing = Timing {
            // The model answers at once: no need to wait for the wire.
            compute_allowance: Duration::from_micros(200),
            attempts: 8,
            busy_wait: Duration::from_millis(1),
        };
        let mut dev = match KemDevice3::open(DeviceDriver::new(faulty, DEFAULT_BAUD, timing)) {
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
