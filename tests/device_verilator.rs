//! The exported `MlKemDevice` Verilog under Verilator (an independent simulator), driven
//! through its UART pins by the bench in `rtl::device::verilated`: the same request scripts as
//! the RustHDL tests against the protocol model, and whole ML-KEM-512 runs (KeyGen, Encaps,
//! Decaps) through the host driver (`HwMlKem` over `VirtualBoardTransport`) against the
//! FIPS 203 model.

mod common;

use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use common::device::{Script, every_opcode, rejected};
use mlkem_fpga::host::backend::Kem;
use mlkem_fpga::host::driver::{DeviceDriver, Timing};
use mlkem_fpga::host::hwkem::HwMlKem;
use mlkem_fpga::host::sim_transport::{VirtualBoardTransport, VirtualDevice};
use mlkem_fpga::model::device::DeviceModel;
use mlkem_fpga::model::kem;
use mlkem_fpga::params::{CLOCK_HZ, ML_KEM_512};
use mlkem_fpga::protocol::{
    DEFAULT_DIVISOR, FrameError, Opcode, Response, encode_request, parse_response,
};
use mlkem_fpga::rtl::device::DEVICE_VARIANT;
use mlkem_fpga::rtl::device::verilated::VerilatedDevice;

/// The bench's bit period after `SetBaud` (the fastest the protocol allows).
const DIV: u16 = 4;

fn work_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("device_verilator")
}

/// Builds the bench once per test binary (the tests run in parallel).
fn board() -> VirtualBoardTransport {
    static EXE: OnceLock<PathBuf> = OnceLock::new();
    let exe = EXE.get_or_init(|| {
        VirtualBoardTransport::build(VirtualDevice::Protocol2, &work_dir())
            .expect("building the virtual board")
    });
    VirtualBoardTransport::start_built(exe).expect("starting the virtual board")
}

fn receive(dev: &mut VerilatedDevice) -> Response {
    let mut buf = Vec::new();
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        match parse_response(&buf) {
            Ok((r, used)) => {
                assert_eq!(used, buf.len(), "one response at a time");
                return r;
            }
            Err(FrameError::Incomplete) => {}
            Err(e) => panic!("bad response: {e}"),
        }
        assert!(Instant::now() < deadline, "no response");
        let mut chunk = [0u8; 1024];
        let n = dev.recv(&mut chunk, Duration::from_secs(5)).unwrap();
        buf.extend_from_slice(&chunk[..n]);
    }
}

fn run_both(dev: &mut VerilatedDevice, model: &mut DeviceModel, script: &Script) -> Vec<Response> {
    let mut out = Vec::new();
    for (code, frame) in &script.frames {
        dev.send(frame).unwrap();
        let got = receive(dev);
        let (want, _) = parse_response(&model.receive(frame)).unwrap();
        if *code == Opcode::Cycles.code() {
            assert_eq!(got.status, want.status);
        } else {
            assert_eq!(got, want, "opcode {code:#x}");
        }
        out.push(got);
    }
    out
}

#[test]
fn every_opcode_and_every_rejection_match_the_model() {
    let mut t = board();
    let dev = t.board();
    let mut model = DeviceModel::new(DEVICE_VARIANT);
    let mut baud = Script::new(0);
    baud.push(Opcode::Version, &[]);
    baud.push(Opcode::SetBaud, &DIV.to_le_bytes());
    let rs = run_both(dev, &mut model, &baud);
    assert_eq!(
        u16::from_le_bytes([rs[0].payload[9], rs[0].payload[10]]),
        DEFAULT_DIVISOR
    );
    dev.set_divisor(DIV as u32).unwrap();
    let (bad, want) = rejected(baud.seq);
    let statuses: Vec<u8> = run_both(dev, &mut model, &bad)
        .iter()
        .map(|r| r.status)
        .collect();
    assert_eq!(statuses, want);
    for seed in [1u64, 2, 3] {
        let script = every_opcode(bad.seq.wrapping_add(seed as u8 * 80), seed);
        let rs = run_both(dev, &mut model, &script);
        assert!(rs.iter().all(|r| r.status == 0));
    }
    assert_eq!(dev.framing_errors, 0);
}

#[test]
fn garbage_and_bit_flips_never_execute() {
    let mut t = board();
    let dev = t.board();
    let mut model = DeviceModel::new(DEVICE_VARIANT);
    let mut s = Script::new(0);
    s.push(Opcode::SetBaud, &DIV.to_le_bytes());
    run_both(dev, &mut model, &s);
    dev.set_divisor(DIV as u32).unwrap();
    let mut g = common::device::Gen(99);
    let poly = g.poly12();
    let mut w = Script::new(1);
    // Clear unlocks the freshly reset device (protocol check 7).
    w.push(Opcode::Clear, &[]);
    w.push(Opcode::PolyWrite, &[[3u8, 12].as_slice(), &poly].concat());
    run_both(dev, &mut model, &w);
    // Every single-bit flip of a PolyWrite to slot 3 (in its first 40 bytes): answered
    // BAD_CRC (or, when the flip hits the length or sync, BAD_LEN / nothing), never executed.
    let frame = encode_request(
        Opcode::PolyWrite.code(),
        4,
        &[[3u8, 12].as_slice(), &[0u8; 384]].concat(),
    );
    for bit in 8..40 * 8 {
        let mut f = frame.clone();
        f[bit / 8] ^= 1 << (bit % 8);
        dev.send(&f).unwrap();
        // Flush whatever comes back (a frame whose length grew times out silently).
        let mut sink = [0u8; 4096];
        while dev.recv(&mut sink, Duration::from_millis(30)).unwrap() > 0 {}
    }
    // Random garbage.
    dev.send(&g.bytes(2000)).unwrap();
    resync(dev);
    // Slot 3 still holds the first write; the device answers normally.
    let mut r = Script::new(5);
    r.push(Opcode::PolyRead, &[3, 12]);
    dev.send(&r.frames[0].1).unwrap();
    let got = receive(dev);
    assert_eq!((got.status, got.payload), (0, poly));
}

/// Drains the answers to earlier garbage: sends `Version` probes (each with a sequence
/// number of its own) until one is answered, discarding every byte before that answer. A probe
/// may be swallowed by a garbage frame still in progress (as its payload), so the wait is for
/// the probe's answer in the device's own order, not for a quiet line in wall-clock time
/// (which a loaded machine stretches).
fn resync(dev: &mut VerilatedDevice) {
    for seq in 0xF0u8..=0xFF {
        dev.send(&encode_request(Opcode::Version.code(), seq, &[]))
            .unwrap();
        let mut buf = Vec::new();
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            let mut chunk = [0u8; 4096];
            let n = dev.recv(&mut chunk, Duration::from_millis(200)).unwrap();
            buf.extend_from_slice(&chunk[..n]);
            // The probe's answer: a whole response frame ending the buffer, with its seq.
            if (0..buf.len()).any(|i| {
                matches!(parse_response(&buf[i..]), Ok((r, used))
                    if r.seq == seq && r.opcode == Opcode::Version.code() && i + used == buf.len())
            }) {
                return;
            }
        }
    }
    panic!("the device answers no probe after the garbage");
}

#[test]
fn ml_kem_512_keygen_encaps_decaps_through_the_exported_device() {
    let p = ML_KEM_512;
    let timing = Timing {
        compute_allowance: Duration::from_secs(30),
        ..Timing::default()
    };
    let (mut driver, version) =
        DeviceDriver::open(board(), CLOCK_HZ / DEFAULT_DIVISOR as u32, timing).unwrap();
    assert_eq!(
        version.build_id,
        mlkem_fpga::protocol::build_id(DEVICE_VARIANT)
    );
    driver.set_baud(DIV).unwrap();
    let mut hw = HwMlKem::new(driver);
    for case in 0..2u8 {
        let d = [case.wrapping_mul(17).wrapping_add(1); 32];
        let z = [case.wrapping_add(0x40); 32];
        let m = [case.wrapping_add(0x80); 32];
        let t = Instant::now();
        let c0 = hw.driver_mut().cycles().unwrap();
        let (ek, dk) = hw.keygen(p, &d, &z).unwrap();
        let c1 = hw.driver_mut().cycles().unwrap();
        let (c, k) = hw.encaps(p, &ek, &m).unwrap();
        let c2 = hw.driver_mut().cycles().unwrap();
        let k2 = hw.decaps(p, &dk, &c).unwrap();
        let c3 = hw.driver_mut().cycles().unwrap();
        let (ek_m, dk_m) = kem::keygen_internal(p, &d, &z);
        let (k_m, c_m) = kem::encaps_internal(p, &ek_m, &m);
        assert_eq!(ek, ek_m, "ek");
        assert_eq!(&dk[..], &dk_m[..], "dk");
        assert_eq!(c, c_m, "c");
        assert_eq!(&k[..], &k_m[..], "K");
        assert_eq!(&k2[..], &k_m[..], "decapsulated K");
        // Implicit rejection: a tampered ciphertext gives J(z ‖ c'), as the model does, and
        // takes the same compute cycles.
        let mut bad = c.clone();
        bad[5] ^= 1;
        let k3 = hw.decaps(p, &dk, &bad).unwrap();
        let c4 = hw.driver_mut().cycles().unwrap();
        assert_eq!(&k3[..], &kem::decaps_internal(p, &dk_m, &bad)[..]);
        assert_ne!(&k3[..], &k_m[..]);
        assert_eq!(
            c3 - c2,
            c4 - c3,
            "decapsulation cycles do not depend on c's validity"
        );
        println!(
            "{}: compute cycles keygen {}, encaps {}, decaps {}; {:.1} s wall",
            p.name,
            c1 - c0,
            c2 - c1,
            c3 - c2,
            t.elapsed().as_secs_f64()
        );
    }
    let stats = hw.driver().stats();
    println!("link: {stats:?}");
    assert_eq!(stats.resends, 0, "a clean line needs no resend");
}
