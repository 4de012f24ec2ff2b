//! The protocol 3 device `KemDevice` (issue 16) against its model `KemDeviceModel`, request by
//! request through the pins: in RustHDL (ML-KEM-512) and as exported Verilog under Verilator
//! (all three sets). Every response — header, status and payload — equals the model's, and the
//! KEM results equal FIPS 203's (`model::kem`, itself checked against ACVP in
//! `tests/model_acvp.rs`): KeyGen with the key kept, Encaps, Decaps of a valid and a tampered
//! c, export and import of dk, erase, the key-slot states, bad input of every kind (wrong
//! lengths, an ek failing the modulus check, a dk failing the hash check, a bad set, a slot
//! out of range or empty, export of a non-exportable key, unknown and protocol 2 opcodes), a
//! retried request answered without executing again, a bad CRC, and `Cycles`; and the debug
//! path (`DebugOp`: words that run, a word on the key refused, bad length and argument).

mod common;

use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use mlkem_fpga::model::kem;
use mlkem_fpga::model::kem_device::KemDeviceModel;
use mlkem_fpga::params::PARAM_SETS;
use mlkem_fpga::protocol::v3::{self, KemOpcode};
use mlkem_fpga::protocol::{
    FrameError, Opcode, Response, Status, encode_request, parse_response_up_to,
};
use mlkem_fpga::rtl::device::profile::COMPACT;
use mlkem_fpga::rtl::device::verilated::{VerilatedDevice, build_device};
use mlkem_fpga::rtl::kem_device::sim::KemDeviceSim;
use mlkem_fpga::rtl::kem_device::{KEM_DEVICE_VARIANT, verilog};

/// The bench's bit period after `SetBaud` (the fastest the protocol allows).
const DIV: u16 = 4;

/// A device under test: a request frame in, the response out.
trait Board {
    fn ask(&mut self, frame: &[u8]) -> Response;
    /// Resets the device (the bench's bit period returns to the power-up one).
    fn reset_pin(&mut self);
    /// The bench's bit period, after the device's `SetBaud` response.
    fn set_divisor(&mut self, divisor: u16);

    /// Resets the device and waits for its wipe to end: until then the link answers `Busy`
    /// (these probes, with a sequence number the sessions do not use, bypass the model).
    fn reset(&mut self) {
        self.reset_pin();
        for _ in 0..100 {
            let r = self.ask(&encode_request(Opcode::Version.code(), 0xEE, &[]));
            if r.status != Status::Busy.code() {
                return;
            }
        }
        panic!("the device stays busy after a reset");
    }
}

struct Rhdl(KemDeviceSim);

impl Board for Rhdl {
    fn ask(&mut self, frame: &[u8]) -> Response {
        self.0.transact(frame).expect("a response")
    }
    fn reset_pin(&mut self) {
        self.0.reset();
    }
    fn set_divisor(&mut self, divisor: u16) {
        self.0.idle(20 * self.0.divisor as u64);
        self.0.set_divisor(divisor as u32);
    }
}

struct Verilated(VerilatedDevice);

impl Board for Verilated {
    fn ask(&mut self, frame: &[u8]) -> Response {
        self.0.send(frame).unwrap();
        let mut buf = Vec::new();
        let deadline = Instant::now() + Duration::from_secs(120);
        loop {
            match parse_response_up_to(&buf, v3::MAX_RESPONSE) {
                Ok((r, used)) => {
                    assert_eq!(used, buf.len(), "one response at a time");
                    return r;
                }
                Err(FrameError::Incomplete) => {}
                Err(e) => panic!("bad response: {e}"),
            }
            assert!(Instant::now() < deadline, "no response");
            let mut chunk = [0u8; 4096];
            let n = self.0.recv(&mut chunk, Duration::from_secs(5)).unwrap();
            buf.extend_from_slice(&chunk[..n]);
        }
    }
    fn reset_pin(&mut self) {
        self.0.reset().unwrap();
    }
    fn set_divisor(&mut self, divisor: u16) {
        self.0.set_divisor(divisor as u32).unwrap();
    }
}

/// The device and its model side by side.
struct Pair<B: Board> {
    board: B,
    model: KemDeviceModel,
    seq: u8,
}

impl<B: Board> Pair<B> {
    fn new(board: B) -> Self {
        Pair {
            board,
            model: KemDeviceModel::new(KEM_DEVICE_VARIANT, COMPACT),
            seq: 0,
        }
    }

    /// Sends `frame` to both; the responses must be equal.
    fn frame(&mut self, frame: &[u8], what: &str) -> Response {
        let got = self.board.ask(frame);
        let out = self.model.receive(frame);
        let (want, _) = parse_response_up_to(&out, v3::MAX_RESPONSE).expect("a model response");
        assert_eq!(
            (got.opcode, got.seq, got.status),
            (want.opcode, want.seq, want.status),
            "{what}: header"
        );
        if got.payload.len() <= 16 {
            assert_eq!(got.payload, want.payload, "{what}: payload");
        }
        assert!(got.payload == want.payload, "{what}: payload differs");
        got
    }

    fn ask(&mut self, opcode: u8, payload: &[u8], what: &str) -> Response {
        self.seq = self.seq.wrapping_add(1);
        let frame = encode_request(opcode, self.seq, payload);
        self.frame(&frame, what)
    }

    fn expect(&mut self, opcode: u8, payload: &[u8], status: Status, what: &str) -> Vec<u8> {
        let r = self.ask(opcode, payload, what);
        assert_eq!(r.status, status.code(), "{what}");
        r.payload
    }
}

fn kem_req(op: KemOpcode, arg: u8, data: &[&[u8]]) -> (u8, Vec<u8>) {
    let mut p = vec![arg];
    for d in data {
        p.extend_from_slice(d);
    }
    (op.code(), p)
}

fn bytes(seed: u8) -> [u8; 32] {
    std::array::from_fn(|i| seed.wrapping_mul(31).wrapping_add(i as u8 * 7))
}

/// The session every device runs for set `si`: see the module documentation.
/// `full` adds the export, erase and import of the key, and the bad input (RustHDL, slow,
/// runs the short session: KeyGen, the retry, Encaps, Decaps of a valid and a tampered c, a
/// bad CRC, `Cycles`).
fn session<B: Board>(pair: &mut Pair<B>, si: usize, full: bool) {
    let p = PARAM_SETS[si];
    let ks = KemOpcode::KeyStatus.code();
    pair.board.reset();
    pair.model.reset();
    pair.expect(ks, &[], Status::Locked, "KeyStatus before Clear");
    pair.expect(Opcode::Clear.code(), &[], Status::Ok, "Clear");
    pair.expect(
        Opcode::SetBaud.code(),
        &DIV.to_le_bytes(),
        Status::Ok,
        "SetBaud",
    );
    pair.board.set_divisor(DIV);
    pair.expect(Opcode::Version.code(), &[], Status::Ok, "Version");
    pair.expect(Opcode::Status.code(), &[], Status::Ok, "Status");
    assert_eq!(pair.expect(ks, &[], Status::Ok, "KeyStatus"), vec![0, 0]);

    // KeyGen, the key kept (exportable).
    let (d, z, m) = (bytes(1 + si as u8), bytes(2), bytes(3));
    let (ek_ref, dk_ref) = kem::keygen_internal(p, &d, &z);
    let (op, pl) = kem_req(KemOpcode::KeyGen, v3::arg(si, 0, true, 0), &[&d, &z]);
    let ek = pair.expect(op, &pl, Status::Ok, "KeyGen");
    assert_eq!(ek, ek_ref, "KeyGen: ek is FIPS 203's");
    // A retry of the same frame is answered from the kept response (executed again, it would
    // be refused: the slot is full).
    let frame = encode_request(op, pair.seq, &pl);
    assert_eq!(pair.frame(&frame, "KeyGen retried").payload, ek_ref);
    pair.expect(op, &pl, Status::SlotFull, "KeyGen into a full slot");
    pair.expect(ks, &[], Status::Ok, "KeyStatus after KeyGen");

    // Encaps and Decaps.
    let (k_ref, c_ref) = kem::encaps_internal(p, &ek, &m);
    let (op, pl) = kem_req(KemOpcode::Encaps, v3::arg(si, 0, false, 0), &[&ek, &m]);
    let ck = pair.expect(op, &pl, Status::Ok, "Encaps");
    assert_eq!(ck[..p.ct_len()], c_ref[..], "Encaps: c is FIPS 203's");
    assert_eq!(ck[p.ct_len()..], k_ref[..], "Encaps: K is FIPS 203's");
    let (op, pl) = kem_req(KemOpcode::Decaps, v3::arg(0, 0, false, 0), &[&c_ref]);
    assert_eq!(pair.expect(op, &pl, Status::Ok, "Decaps")[..], k_ref[..]);
    let mut bad_c = c_ref.clone();
    bad_c[5] ^= 1;
    let (op, pl) = kem_req(KemOpcode::Decaps, v3::arg(0, 0, false, 0), &[&bad_c]);
    let k_bar = kem::decaps_internal(p, &dk_ref, &bad_c);
    assert_eq!(
        pair.expect(op, &pl, Status::Ok, "Decaps, c tampered")[..],
        k_bar[..]
    );

    // The debug path: a polynomial into a work slot, its NTT, read back (as the model); a word
    // on the key's ŝ refused; a short request and set 3 refused before the run.
    {
        use mlkem_fpga::model::sequencer::isa::{MicroOp, SlotRef, Width};
        let dbg = KemOpcode::DebugOp;
        let poly: Vec<u8> = (0..384).map(|n| (n * 13 + si) as u8 & 0x7F).collect();
        let word = |op: MicroOp| op.encode().to_le_bytes();
        for (op, what) in [
            (
                MicroOp::Decode(Width::D12, SlotRef::At(1)),
                "DebugOp Decode",
            ),
            (MicroOp::Ntt(SlotRef::At(1)), "DebugOp Ntt"),
            (
                MicroOp::Encode(Width::D12, SlotRef::At(1)),
                "DebugOp Encode",
            ),
        ] {
            let (o, pl) = kem_req(dbg, v3::arg(si, 0, false, 0), &[&word(op), &poly]);
            let r = pair.expect(o, &pl, Status::Ok, what);
            assert_eq!(r.len(), v3::DEBUG_RESPONSE, "{what}");
        }
        let key_s = MicroOp::Encode(Width::D12, SlotRef::KeyS(16));
        let (o, pl) = kem_req(dbg, v3::arg(si, 0, false, 0), &[&word(key_s), &poly]);
        pair.expect(o, &pl, Status::DebugRefused, "DebugOp on the key's ŝ");
        let (o, pl) = kem_req(dbg, v3::arg(si, 0, false, 0), &[&word(key_s)]);
        pair.expect(o, &pl, Status::BadLen, "DebugOp, no data");
        let (o, pl) = kem_req(dbg, 3, &[&word(key_s), &poly]);
        pair.expect(o, &pl, Status::BadArg, "DebugOp, set 3");
    }

    if full {
        full_session(pair, si, &ek, &c_ref, &dk_ref, (&d[..], &z[..], &m[..]));
    }

    // A bad CRC, then the counters and the cycles.
    pair.seq = pair.seq.wrapping_add(1);
    let mut frame = encode_request(Opcode::Version.code(), pair.seq, &[]);
    *frame.last_mut().unwrap() ^= 1;
    pair.frame(&frame, "a bad CRC");
    pair.expect(
        Opcode::Status.code(),
        &[],
        Status::Ok,
        "Status after a bad CRC",
    );
    let cycles = pair.expect(Opcode::Cycles.code(), &[], Status::Ok, "Cycles");
    println!(
        "{}: Cycles {} after the session",
        p.name,
        u32::from_le_bytes(cycles.try_into().unwrap())
    );
}

/// The export, erase, import and bad-input part of [`session`].
fn full_session<B: Board>(
    pair: &mut Pair<B>,
    si: usize,
    ek: &[u8],
    c_ref: &[u8],
    dk_ref: &[u8],
    (d, z, m): (&[u8], &[u8], &[u8]),
) {
    let p = PARAM_SETS[si];
    let k = p.k;
    let ks = KemOpcode::KeyStatus.code();
    let (k_ref, _) = kem::encaps_internal(p, ek, m.try_into().expect("32 bytes"));
    // Export, erase, import (not exportable).
    let ex = |half| kem_req(KemOpcode::KeyExport, v3::arg(0, 0, false, half), &[]);
    let (op, pl) = ex(0);
    let secret = pair.expect(op, &pl, Status::Ok, "KeyExport half 0");
    let (op, pl) = ex(1);
    let public = pair.expect(op, &pl, Status::Ok, "KeyExport half 1");
    let mut dk = secret[..384 * k].to_vec();
    dk.extend_from_slice(&public);
    dk.extend_from_slice(&secret[384 * k..]);
    assert_eq!(dk, dk_ref, "KeyExport: dk is FIPS 203's");
    let (op, pl) = kem_req(KemOpcode::KeyErase, v3::arg(0, 0, false, 0), &[]);
    pair.expect(op, &pl, Status::Ok, "KeyErase");
    let (op, pl) = kem_req(KemOpcode::Decaps, v3::arg(0, 0, false, 0), &[c_ref]);
    pair.expect(op, &pl, Status::SlotEmpty, "Decaps after erase");
    let half1 = |sec: &[u8]| [&sec[..384 * k], &sec[384 * k..]].concat();
    let (op, pl) = kem_req(
        KemOpcode::KeyImport,
        v3::arg(si, 0, false, 0),
        &[&half1(&secret)],
    );
    pair.expect(op, &pl, Status::Ok, "KeyImport half 0");
    pair.expect(ks, &[], Status::Ok, "KeyStatus after half 0");
    let (op, pl) = kem_req(KemOpcode::KeyImport, v3::arg(si, 0, false, 1), &[&public]);
    pair.expect(op, &pl, Status::Ok, "KeyImport half 1");
    let (op, pl) = ex(0);
    pair.expect(op, &pl, Status::NotExportable, "KeyExport, not exportable");
    let (op, pl) = kem_req(KemOpcode::Decaps, v3::arg(0, 0, false, 0), &[c_ref]);
    assert_eq!(
        pair.expect(op, &pl, Status::Ok, "Decaps, imported")[..],
        k_ref[..]
    );

    // Bad input.
    let mut bad_ek = ek.to_vec();
    bad_ek[0] = 0xFF;
    bad_ek[1] |= 0x0F;
    let (op, pl) = kem_req(KemOpcode::Encaps, v3::arg(si, 0, false, 0), &[&bad_ek, m]);
    pair.expect(
        op,
        &pl,
        Status::BadEk,
        "Encaps, ek failing the modulus check",
    );
    let (op, pl) = kem_req(KemOpcode::Encaps, v3::arg(si, 0, false, 0), &[ek]);
    pair.expect(op, &pl, Status::BadLen, "Encaps without m");
    let (op, pl) = kem_req(KemOpcode::Encaps, v3::arg(3, 0, false, 0), &[ek, m]);
    pair.expect(op, &pl, Status::BadArg, "Encaps, set 3");
    let (op, pl) = kem_req(KemOpcode::Decaps, v3::arg(0, 0, false, 0), &[&c_ref[1..]]);
    pair.expect(op, &pl, Status::BadLen, "Decaps, c short");
    let (op, pl) = kem_req(KemOpcode::Decaps, v3::arg(0, 1, false, 0), &[c_ref]);
    pair.expect(op, &pl, Status::SlotEmpty, "Decaps, slot 1 empty");
    let (op, pl) = kem_req(KemOpcode::KeyGen, v3::arg(si, 1, false, 0), &[d, z]);
    let want = if si == 0 { Status::Ok } else { Status::BadSlot };
    pair.expect(op, &pl, want, "KeyGen into slot 1");
    let (op, pl) = kem_req(KemOpcode::KeyErase, v3::arg(0, 1, false, 0), &[]);
    pair.expect(op, &pl, Status::Ok, "KeyErase slot 1");
    let (op, pl) = kem_req(KemOpcode::KeyErase, v3::arg(0, 0, false, 0), &[]);
    pair.expect(op, &pl, Status::Ok, "KeyErase slot 0");
    // A dk whose H(ek) is wrong: the second half is refused and the slot left empty.
    let (op, pl) = kem_req(
        KemOpcode::KeyImport,
        v3::arg(si, 0, true, 0),
        &[&half1(&secret)],
    );
    pair.expect(op, &pl, Status::Ok, "KeyImport half 0, again");
    let mut bad_public = public.clone();
    *bad_public.last_mut().unwrap() ^= 0x80;
    let (op, pl) = kem_req(
        KemOpcode::KeyImport,
        v3::arg(si, 0, true, 1),
        &[&bad_public],
    );
    pair.expect(op, &pl, Status::BadKey, "KeyImport, H(ek) wrong");
    assert_eq!(
        pair.expect(ks, &[], Status::Ok, "KeyStatus after BadKey"),
        vec![0, 0]
    );
    let (op, pl) = kem_req(KemOpcode::KeyImport, v3::arg(si, 0, true, 1), &[&public]);
    pair.expect(
        op,
        &pl,
        Status::SlotEmpty,
        "KeyImport half 1 without half 0",
    );
    pair.expect(0x7F, &[], Status::BadOpcode, "an unknown opcode");
    pair.expect(
        Opcode::Ntt.code(),
        &[0],
        Status::BadOpcode,
        "a protocol 2 opcode",
    );
    pair.expect(
        KemOpcode::Encaps.code(),
        &[],
        Status::BadLen,
        "Encaps, empty",
    );
}

#[test]
fn rusthdl_ml_kem_512_session_equals_the_model() {
    let mut pair = Pair::new(Rhdl(KemDeviceSim::default()));
    session(&mut pair, 0, false);
}

fn exe() -> &'static PathBuf {
    static EXE: OnceLock<PathBuf> = OnceLock::new();
    EXE.get_or_init(|| {
        let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("kem_device_verilator");
        build_device(&verilog(), &dir).expect("building the KemDevice bench")
    })
}

fn verilated() -> Verilated {
    Verilated(VerilatedDevice::start(exe()).expect("starting the bench"))
}

#[test]
fn verilator_sessions_of_every_set_equal_the_model() {
    let mut pair = Pair::new(verilated());
    for si in 0..3 {
        session(&mut pair, si, true);
    }
}
