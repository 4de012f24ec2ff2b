//! The protocol 3 tests shared by the model (`tests/model_kem_device.rs`) and the circuit on
//! the virtual board (`tests/kem_device_verilator.rs`): FIPS 203 through single requests —
//! every ACVP keyGen and encapDecap case with its key checks, RustCrypto interop — and the
//! protocol's rules: the link bytes against the API minimum, bad CRCs anywhere in a long frame,
//! retries, wrong lengths, slot states, export permission, reset and CLEAR, and the wire
//! observer. Expected values come from the vectors, the reference model (`model::kem`) and
//! the request's own bytes. Each test is a function generic over the device ([`FrameDevice`]).

use super::{Tally, hx, param_set, read_json, st};
use mlkem_fpga::model::kem;
use mlkem_fpga::model::kem_device::KemDeviceModel;
use mlkem_fpga::params::{PARAM_SETS, ParamSet};
use mlkem_fpga::protocol::v3::{self, KemOpcode};
use mlkem_fpga::protocol::{
    Opcode, REQUEST_OVERHEAD, RESPONSE_OVERHEAD, Response, Status, encode_request,
    parse_response_up_to,
};
use mlkem_fpga::rtl::device::profile::COMPACT;
use serde_json::Value;

/// A protocol 3 device: the model, or the circuit on a bench.
pub trait FrameDevice {
    /// Sends one request frame (or any bytes) and returns what the device answers: one
    /// response (or, for bytes that complete none, nothing).
    fn exchange(&mut self, frame: &[u8]) -> Vec<u8>;
    /// A reset (the device locks and wipes its key slots).
    fn reset(&mut self);
    /// Requests executed so far (not answered from the retry cache), where the device counts
    /// them.
    fn executed(&self) -> Option<u64> {
        None
    }
}

impl FrameDevice for KemDeviceModel {
    fn exchange(&mut self, frame: &[u8]) -> Vec<u8> {
        let out = self.receive(frame);
        // The line goes idle while the host waits: a partial frame found in the bytes after
        // an over-long request's BAD_LEN answer is dropped, as the circuit's timeout does.
        self.line_idle();
        out
    }
    fn reset(&mut self) {
        KemDeviceModel::reset(self);
    }
    fn executed(&self) -> Option<u64> {
        Some(self.executed)
    }
}

/// The protocol 3 model as the tests' device.
pub fn model() -> KemDeviceModel {
    KemDeviceModel::new("test", COMPACT)
}

/// A host speaking protocol 3 to a device, counting bytes both ways.
pub struct Host<D: FrameDevice> {
    pub dev: D,
    pub seq: u8,
    pub sent: usize,
    pub received: usize,
    /// Every byte on the wire since the last [`Host::take_wire`]: host to device, and back.
    pub wire: (Vec<u8>, Vec<u8>),
}

impl<D: FrameDevice> Host<D> {
    pub fn new(dev: D) -> Self {
        let mut h = Host {
            dev,
            seq: 0,
            sent: 0,
            received: 0,
            wire: (vec![], vec![]),
        };
        h.ask(Opcode::Clear.code(), &[]).expect_status(Status::Ok);
        h
    }

    pub fn raw(&mut self, frame: &[u8]) -> Response {
        self.sent += frame.len();
        self.wire.0.extend_from_slice(frame);
        let out = self.dev.exchange(frame);
        self.wire.1.extend_from_slice(&out);
        let (r, n) = parse_response_up_to(&out, v3::MAX_RESPONSE).expect("a response");
        self.received += n;
        r
    }

    pub fn ask(&mut self, opcode: u8, payload: &[u8]) -> Response {
        self.seq = self.seq.wrapping_add(1);
        let frame = encode_request(opcode, self.seq, payload);
        self.raw(&frame)
    }

    pub fn kem(&mut self, op: KemOpcode, arg: u8, data: &[u8]) -> Response {
        self.ask(op.code(), &[&[arg][..], data].concat())
    }

    /// Both directions, joined.
    pub fn take_wire(&mut self) -> Vec<u8> {
        let (a, b) = self.take_directions();
        [a, b].concat()
    }

    pub fn take_directions(&mut self) -> (Vec<u8>, Vec<u8>) {
        std::mem::take(&mut self.wire)
    }

    pub fn cycles(&mut self) -> u32 {
        let r = self.ask(Opcode::Cycles.code(), &[]);
        u32::from_le_bytes(r.payload[..4].try_into().unwrap())
    }

    pub fn slots(&mut self) -> Vec<u8> {
        let r = self.ask(KemOpcode::KeyStatus.code(), &[]);
        r.expect_status(Status::Ok);
        r.payload
    }

    pub fn keygen(&mut self, set: usize, slot: usize, d: &[u8], z: &[u8]) -> Vec<u8> {
        let r = self.kem(
            KemOpcode::KeyGen,
            v3::arg(set, slot, true, 0),
            &[d, z].concat(),
        );
        r.expect_status(Status::Ok);
        r.payload
    }

    pub fn export(&mut self, p: ParamSet, slot: usize) -> Vec<u8> {
        let a = self.kem(KemOpcode::KeyExport, v3::arg(0, slot, false, 0), &[]);
        a.expect_status(Status::Ok);
        let b = self.kem(KemOpcode::KeyExport, v3::arg(0, slot, false, 1), &[]);
        b.expect_status(Status::Ok);
        let ns = 384 * p.k;
        [&a.payload[..ns], &b.payload, &a.payload[ns..]].concat()
    }

    /// Imports dk in its two halves; the status of the first that fails.
    pub fn import(&mut self, set: usize, slot: usize, dk: &[u8], exportable: bool) -> Status {
        let p = PARAM_SETS[set];
        let ns = 384 * p.k;
        if dk.len() != p.dk_len() {
            return Status::BadLen;
        }
        let first = [&dk[..ns], &dk[dk.len() - 32..]].concat();
        let second = &dk[ns..dk.len() - 32];
        let a = self.kem(
            KemOpcode::KeyImport,
            v3::arg(set, slot, exportable, 0),
            &first,
        );
        if a.status != 0 {
            return Status::from_code(a.status).unwrap();
        }
        let b = self.kem(
            KemOpcode::KeyImport,
            v3::arg(set, slot, exportable, 1),
            second,
        );
        Status::from_code(b.status).unwrap()
    }
}

pub trait Expect {
    fn expect_status(&self, s: Status);
}

impl Expect for Response {
    fn expect_status(&self, s: Status) {
        assert_eq!(
            Status::from_code(self.status),
            Some(s),
            "opcode 0x{:02x}",
            self.opcode
        );
    }
}

pub fn set_of(p: ParamSet) -> usize {
    PARAM_SETS.iter().position(|q| *q == p).unwrap()
}

pub fn groups(file: &Value) -> &Vec<Value> {
    file["testGroups"].as_array().expect("testGroups")
}

pub fn tests(g: &Value) -> &Vec<Value> {
    g["tests"].as_array().expect("tests")
}

pub fn acvp_keygen_through_single_requests<D: FrameDevice>(new: impl Fn() -> D) {
    for release in ["acvp-server-v1.1.0.35", "acvp-server-v1.1.0.40"] {
        let file = read_json(&format!(
            "{release}/ML-KEM-keyGen-FIPS203/internalProjection.json"
        ));
        let mut tally = Tally::default();
        let mut h = Host::new(new());
        for g in groups(&file) {
            let p = param_set(st(g, "parameterSet"));
            for t in tests(g) {
                let ek = h.keygen(set_of(p), 0, &hx(t, "d"), &hx(t, "z"));
                assert_eq!(ek, hx(t, "ek"), "{release} tcId {}", t["tcId"]);
                assert_eq!(h.export(p, 0), hx(t, "dk"), "{release} tcId {}", t["tcId"]);
                h.kem(KemOpcode::KeyErase, v3::arg(0, 0, false, 0), &[])
                    .expect_status(Status::Ok);
                tally.add(format!("keyGen {}", p.name));
            }
        }
        tally.check(
            &format!("protocol 3 model, ACVP {release} keyGen"),
            PARAM_SETS.map(|p| (format!("keyGen {}", p.name), 25)),
        );
    }
}

pub fn acvp_encap_decap_through_single_requests<D: FrameDevice>(new: impl Fn() -> D) {
    for release in ["acvp-server-v1.1.0.35", "acvp-server-v1.1.0.40"] {
        let file = read_json(&format!(
            "{release}/ML-KEM-encapDecap-FIPS203/internalProjection.json"
        ));
        let mut h = Host::new(new());
        let mut n = 0;
        for g in groups(&file) {
            let p = param_set(st(g, "parameterSet"));
            let set = set_of(p);
            for t in tests(g) {
                let field = |k: &str| hx(if t.get(k).is_some() { t } else { g }, k);
                let ctx = format!(
                    "{release} {} {} tcId {}",
                    st(g, "function"),
                    p.name,
                    t["tcId"]
                );
                match st(g, "function") {
                    "encapsulation" => {
                        let r = h.kem(
                            KemOpcode::Encaps,
                            v3::arg(set, 0, false, 0),
                            &[field("ek"), hx(t, "m")].concat(),
                        );
                        r.expect_status(Status::Ok);
                        assert_eq!(r.payload, [hx(t, "c"), hx(t, "k")].concat(), "{ctx}");
                    }
                    "decapsulation" => {
                        assert_eq!(h.import(set, 0, &field("dk"), false), Status::Ok, "{ctx}");
                        let r = h.kem(KemOpcode::Decaps, v3::arg(0, 0, false, 0), &hx(t, "c"));
                        r.expect_status(Status::Ok);
                        assert_eq!(r.payload, hx(t, "k"), "{ctx}");
                        h.kem(KemOpcode::KeyErase, v3::arg(0, 0, false, 0), &[])
                            .expect_status(Status::Ok);
                    }
                    "encapsulationKeyCheck" => {
                        let passed = t["testPassed"].as_bool().unwrap();
                        let r = h.kem(
                            KemOpcode::Encaps,
                            v3::arg(set, 0, false, 0),
                            &[hx(t, "ek"), vec![7; 32]].concat(),
                        );
                        let want = if passed {
                            Status::Ok
                        } else if hx(t, "ek").len() != p.ek_len() {
                            Status::BadLen
                        } else {
                            Status::BadEk
                        };
                        r.expect_status(want);
                        assert_eq!(r.payload.is_empty(), !passed, "{ctx}");
                    }
                    "decapsulationKeyCheck" => {
                        let passed = t["testPassed"].as_bool().unwrap();
                        let got = h.import(set, 0, &hx(t, "dk"), false);
                        assert_eq!(got == Status::Ok, passed, "{ctx}: {got:?}");
                        if !passed {
                            // Nothing is left behind.
                            assert_eq!(h.slots()[0], 0, "{ctx}");
                        }
                        h.kem(KemOpcode::KeyErase, v3::arg(0, 0, false, 0), &[])
                            .expect_status(Status::Ok);
                    }
                    f => panic!("unknown function {f}"),
                }
                n += 1;
            }
        }
        assert!(n >= 105, "{release}: {n} cases");
    }
}

/// The RustCrypto `ml-kem` crate interoperates with the model in both directions.
pub fn rustcrypto_interop_both_ways<D: FrameDevice>(new: impl Fn() -> D) {
    use ml_kem::array::Array;
    use ml_kem::kem::{Decapsulate, Encapsulate, Kem as _, KeyExport};
    use ml_kem::{EncapsulationKey, MlKem768};
    use rand::SeedableRng;
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x3_0003);
    let mut h = Host::new(new());
    // The device's KeyGen, their Encaps, the device's Decaps with the kept key.
    let ek = h.keygen(1, 0, &[1; 32], &[2; 32]);
    let their_ek = EncapsulationKey::<MlKem768>::new(&Array::try_from(&ek[..]).unwrap())
        .expect("ml-kem accepts the device's ek");
    let (c, k) = their_ek.encapsulate_with_rng(&mut rng);
    let r = h.kem(KemOpcode::Decaps, v3::arg(0, 0, false, 0), &c[..]);
    r.expect_status(Status::Ok);
    assert_eq!(r.payload, k.0.to_vec());
    // Their KeyGen, the device's Encaps, their Decaps.
    let (their_dk, their_ek) = MlKem768::generate_keypair_from_rng(&mut rng);
    let r = h.kem(
        KemOpcode::Encaps,
        v3::arg(1, 0, false, 0),
        &[&their_ek.to_bytes()[..], &[5; 32]].concat(),
    );
    r.expect_status(Status::Ok);
    let (c2, k2) = r.payload.split_at(1088);
    let c2 = Array::try_from(c2).unwrap();
    assert_eq!(their_dk.decapsulate(&c2).0.to_vec(), k2);
}

pub fn link_bytes_stay_within_1_05_of_the_api_minimum<D: FrameDevice>(new: impl Fn() -> D) {
    for (set, p) in PARAM_SETS.into_iter().enumerate() {
        let mut h = Host::new(new());
        let k = 32;
        let before = h.sent + h.received;
        let ek = h.keygen(set, 0, &[3; 32], &[4; 32]);
        let keygen = h.sent + h.received - before;
        let before = h.sent + h.received;
        let r = h.kem(
            KemOpcode::Encaps,
            v3::arg(set, 0, false, 0),
            &[&ek[..], &[6; 32]].concat(),
        );
        let encaps = h.sent + h.received - before;
        let c = &r.payload[..p.ct_len()];
        let before = h.sent + h.received;
        h.kem(KemOpcode::Decaps, v3::arg(0, 0, false, 0), c)
            .expect_status(Status::Ok);
        let decaps = h.sent + h.received - before;
        // The API's bytes (FIPS 203: KeyGen d, z in, ek out with dk kept; Encaps ek, m in,
        // c, K out; Decaps c in, K out with dk kept), plus the frames.
        let frames = REQUEST_OVERHEAD + RESPONSE_OVERHEAD + 1;
        assert_eq!(keygen, 64 + p.ek_len() + frames);
        assert_eq!(encaps, p.ek_len() + 32 + p.ct_len() + k + frames);
        assert_eq!(decaps, p.ct_len() + k + frames);
        let api = (p.ek_len() + 32 + p.ct_len() + k) as f64;
        assert!(encaps as f64 <= 1.05 * api, "{}", p.name);
        assert!(
            decaps as f64 <= 1.05 * (p.ct_len() + k) as f64,
            "{}",
            p.name
        );
        assert!(
            keygen as f64 <= 1.05 * (64 + p.ek_len()) as f64,
            "{}",
            p.name
        );
    }
}

pub fn a_bad_crc_anywhere_fails_the_request_and_changes_nothing<D: FrameDevice>(
    new: impl Fn() -> D,
) {
    let p = PARAM_SETS[2];
    let mut h = Host::new(new());
    let ek = h.keygen(2, 0, &[8; 32], &[9; 32]);
    let dk = h.export(p, 0);
    let slots = h.slots();
    let (k, _) = kem::encaps_internal(p, &ek, &[1; 32]);
    let payload = [&[v3::arg(2, 0, false, 0)][..], &ek, &[1; 32]].concat();
    for at in [5, 100, 900, 1500, payload.len() + 4] {
        h.seq = h.seq.wrapping_add(1);
        let mut frame = encode_request(KemOpcode::Encaps.code(), h.seq, &payload);
        frame[at] ^= 0x04;
        let r = h.raw(&frame);
        r.expect_status(Status::BadCrc);
        assert!(r.payload.is_empty());
        assert_eq!(h.slots(), slots);
    }
    // A KeyImport with a bad CRC leaves the key as it was.
    h.seq = h.seq.wrapping_add(1);
    let first = [&dk[..384 * p.k], &dk[dk.len() - 32..]].concat();
    let mut frame = encode_request(
        KemOpcode::KeyImport.code(),
        h.seq,
        &[&[v3::arg(2, 0, true, 0)][..], &first].concat(),
    );
    frame[700] ^= 1;
    h.raw(&frame).expect_status(Status::BadCrc);
    assert_eq!(h.slots(), slots);
    let r = h.kem(KemOpcode::Encaps, v3::arg(2, 0, false, 0), &payload[1..]);
    assert_eq!(&r.payload[p.ct_len()..], &k[..]);
    assert_eq!(h.export(p, 0), dk);
}

pub fn a_retry_is_answered_from_the_cache<D: FrameDevice>(new: impl Fn() -> D) {
    let mut h = Host::new(new());
    let ek = h.keygen(0, 0, &[1; 32], &[2; 32]);
    let frame = encode_request(
        KemOpcode::KeyGen.code(),
        h.seq,
        &[&[v3::arg(0, 0, true, 0)][..], &[1; 32], &[2; 32]].concat(),
    );
    let executed = h.dev.executed();
    let r = h.raw(&frame);
    r.expect_status(Status::Ok);
    // Executed again, it would be refused (the slot is full).
    assert_eq!(r.payload, ek);
    assert_eq!(h.dev.executed(), executed, "not executed again");
    // A corrupted retry keeps the cache; a corrupted new request empties it.
    let mut bad = frame.clone();
    bad[30] ^= 1;
    h.raw(&bad).expect_status(Status::BadCrc);
    assert_eq!(h.raw(&frame).payload, ek);
    let mut other = encode_request(KemOpcode::KeyStatus.code(), h.seq.wrapping_add(1), &[]);
    other[5] ^= 1;
    h.raw(&other).expect_status(Status::BadCrc);
    // Re-executed now: slot 0 is full.
    h.raw(&frame).expect_status(Status::SlotFull);
}

pub fn bad_requests_get_a_clear_status_and_change_nothing<D: FrameDevice>(new: impl Fn() -> D) {
    let p = PARAM_SETS[0];
    let mut h = Host::new(new());
    let ek = h.keygen(0, 0, &[1; 32], &[2; 32]);
    let state = h.slots();
    let dk = h.export(p, 0);
    let cases: Vec<(KemOpcode, u8, Vec<u8>, Status)> = vec![
        // Wrong lengths.
        (
            KemOpcode::KeyGen,
            v3::arg(0, 1, false, 0),
            vec![0; 63],
            Status::BadLen,
        ),
        (
            KemOpcode::Encaps,
            v3::arg(0, 0, false, 0),
            [&ek[1..], &[0; 32]].concat(),
            Status::BadLen,
        ),
        (
            KemOpcode::Decaps,
            v3::arg(0, 0, false, 0),
            vec![0; 767],
            Status::BadLen,
        ),
        // A set that does not exist, a slot beyond the set's, an empty slot, a full one.
        (
            KemOpcode::Encaps,
            3,
            [&ek[..], &[0; 32]].concat(),
            Status::BadArg,
        ),
        (
            KemOpcode::KeyGen,
            v3::arg(1, 1, false, 0),
            vec![0; 64],
            Status::BadSlot,
        ),
        (
            KemOpcode::Decaps,
            v3::arg(0, 1, false, 0),
            vec![0; 768],
            Status::SlotEmpty,
        ),
        (
            KemOpcode::KeyExport,
            v3::arg(0, 1, false, 0),
            vec![],
            Status::SlotEmpty,
        ),
        (
            KemOpcode::KeyGen,
            v3::arg(0, 0, false, 0),
            vec![0; 64],
            Status::SlotFull,
        ),
        (
            KemOpcode::KeyImport,
            v3::arg(0, 0, false, 1),
            vec![0; 832],
            Status::SlotEmpty,
        ),
        // An ML-KEM-768 key would share slot 0's key area.
        (
            KemOpcode::KeyGen,
            v3::arg(1, 0, false, 0),
            vec![0; 64],
            Status::SlotFull,
        ),
    ];
    for (op, arg, data, want) in cases {
        let r = h.kem(op, arg, &data);
        r.expect_status(want);
        assert!(r.payload.is_empty(), "{op:?}");
        assert_eq!(h.slots(), state, "{op:?} {want:?}");
    }
    // An ek failing the modulus check.
    let mut bad_ek = ek.clone();
    bad_ek[0] = 0xFF;
    bad_ek[1] |= 0x0F;
    h.kem(
        KemOpcode::Encaps,
        v3::arg(0, 0, false, 0),
        &[&bad_ek[..], &[0; 32]].concat(),
    )
    .expect_status(Status::BadEk);
    // A dk failing the hash check, into slot 1: refused, slot 1 left empty.
    let mut bad_dk = dk.clone();
    bad_dk[768 * p.k + 40] ^= 1;
    assert_eq!(h.import(0, 1, &bad_dk, true), Status::BadKey);
    assert_eq!(h.slots(), state);
    // Export of a key imported as not exportable.
    assert_eq!(h.import(0, 1, &dk, false), Status::Ok);
    h.kem(KemOpcode::KeyExport, v3::arg(0, 1, false, 0), &[])
        .expect_status(Status::NotExportable);
    // Unknown opcode.
    h.ask(0x7E, &[]).expect_status(Status::BadOpcode);
    // Slot 0 still works.
    let r = h.kem(
        KemOpcode::Encaps,
        v3::arg(0, 0, false, 0),
        &[&ek[..], &[3; 32]].concat(),
    );
    let (c, k) = r.payload.split_at(p.ct_len());
    let r = h.kem(KemOpcode::Decaps, v3::arg(0, 0, false, 0), c);
    assert_eq!(r.payload, k);
    // And slot 1 too, with the same key.
    let r = h.kem(KemOpcode::Decaps, v3::arg(0, 1, false, 0), c);
    assert_eq!(r.payload, k);
}

pub fn a_reset_locks_and_wipes_every_key_slot<D: FrameDevice>(new: impl Fn() -> D) {
    let mut h = Host::new(new());
    h.keygen(0, 0, &[1; 32], &[2; 32]);
    h.keygen(0, 1, &[3; 32], &[4; 32]);
    assert_eq!(h.slots().iter().map(|s| s & 3).collect::<Vec<_>>(), [2, 2]);
    h.dev.reset();
    for op in KemOpcode::ALL {
        h.kem(op, 0, &[]).expect_status(Status::Locked);
    }
    h.ask(Opcode::Clear.code(), &[]).expect_status(Status::Ok);
    assert_eq!(h.slots(), [0, 0]);
    h.kem(KemOpcode::KeyExport, v3::arg(0, 0, false, 0), &[])
        .expect_status(Status::SlotEmpty);
    // CLEAR also empties the slots of an unlocked device.
    h.keygen(2, 0, &[1; 32], &[2; 32]);
    h.ask(Opcode::Clear.code(), &[]).expect_status(Status::Ok);
    assert_eq!(h.slots(), [0, 0]);
    // Version says protocol 3.
    let v = h.ask(Opcode::Version.code(), &[]);
    assert_eq!(v.payload[0], 3);
}

/// Whether any 16 consecutive bytes of `secret` appear on `wire`.
pub fn leaks(wire: &[u8], secret: &[u8]) -> bool {
    let windows: std::collections::HashSet<&[u8]> = secret.windows(16).collect();
    wire.windows(16).any(|w| windows.contains(w))
}

/// The wire observer: every byte in both directions during KeyGen (key kept), Encaps and
/// Decaps of a valid and a tampered c, searched for ŝ's encoding, σ, r, m′ and r′ (any 16
/// consecutive bytes of them), each computed from FIPS 203's definitions, and the device's
/// responses for c′ (which shares most bytes with the c the host sent itself); and the response
/// to a tampered c has the size and the cycles of the response to a valid one.
pub fn the_wire_carries_no_secret<D: FrameDevice>(new: impl Fn() -> D) {
    use mlkem_fpga::model::hash::{g, h};
    use mlkem_fpga::model::kpke;
    for (set, p) in PARAM_SETS.into_iter().enumerate() {
        let (d, z, m) = ([0x61u8; 32], [0x62u8; 32], [0x63u8; 32]);
        let mut host = Host::new(new());
        host.take_wire();
        // KeyGen: the key stays in slot 0, not exportable.
        let r = host.kem(
            KemOpcode::KeyGen,
            v3::arg(set, 0, false, 0),
            &[d, z].concat(),
        );
        r.expect_status(Status::Ok);
        let ek = r.payload.clone();
        let keygen_wire = host.take_wire();
        let (_, dk) = kem::keygen_internal(p, &d, &z);
        let s_hat = &dk[..384 * p.k];
        let (_, sigma) = g(&[&d, &[p.k as u8]]);
        assert!(!leaks(&keygen_wire, s_hat), "{}: ŝ on the wire", p.name);
        assert!(!leaks(&keygen_wire, &sigma), "{}: σ on the wire", p.name);
        // Encaps.
        let r = host.kem(
            KemOpcode::Encaps,
            v3::arg(set, 0, false, 0),
            &[&ek[..], &m].concat(),
        );
        r.expect_status(Status::Ok);
        let c = r.payload[..p.ct_len()].to_vec();
        let encaps_wire = host.take_wire();
        let (_, rr) = g(&[&m, &h(&ek)]);
        assert!(!leaks(&encaps_wire, &rr), "{}: r on the wire", p.name);
        // Decaps of a valid c and of a tampered one.
        let mut tampered = c.clone();
        tampered[p.ct_len() - 3] ^= 0x20;
        let mut sizes = vec![];
        let mut cycles = vec![];
        for (n, ct) in [&c, &tampered].into_iter().enumerate() {
            let before = host.cycles();
            host.take_wire();
            let r = host.kem(KemOpcode::Decaps, v3::arg(0, 0, false, 0), ct);
            r.expect_status(Status::Ok);
            let (sent, received) = host.take_directions();
            let wire = [&sent[..], &received].concat();
            cycles.push(host.cycles() - before);
            sizes.push(wire.len());
            let m_prime = kpke::decrypt(p, &dk[..384 * p.k], ct);
            let (_, r_prime) = g(&[&m_prime, &h(&ek)]);
            let c_prime = kpke::encrypt(p, &ek, &m_prime, &r_prime);
            assert!(!leaks(&wire, s_hat), "{} Decaps {n}: ŝ", p.name);
            assert!(!leaks(&wire, &m_prime), "{} Decaps {n}: m′", p.name);
            assert!(!leaks(&wire, &r_prime), "{} Decaps {n}: r′", p.name);
            if n == 1 {
                assert_ne!(c_prime, *ct);
                assert!(!leaks(&received, &c_prime), "{} Decaps {n}: c′", p.name);
            }
        }
        assert_eq!(sizes[0], sizes[1], "{}: response sizes", p.name);
        assert_eq!(cycles[0], cycles[1], "{}: cycles", p.name);
        assert!(cycles[0] > 0);
        // The observer does see a secret that crosses: an explicit export of an exportable
        // copy of the key (ML-KEM-512 has a second slot for it).
        if set == 0 {
            assert_eq!(host.import(0, 1, &dk, true), Status::Ok);
            host.take_wire();
            host.export(p, 1);
            assert!(leaks(&host.take_wire(), s_hat), "the observer misses ŝ");
        }
    }
}
