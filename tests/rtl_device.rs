//! `MlKemDevice` in RustHDL's simulation, driven only through its UART pins (bit period 4
//! cycles after a `SetBaud`), against the protocol model `DeviceModel`: every opcode, every
//! rejection, bad and truncated frames, garbage, retries, busy, abort and reset.

mod common;

use common::device::{Gen, Script, every_opcode, rejected};
use mlkem_fpga::model::device::DeviceModel;
use mlkem_fpga::protocol::{
    FRAME_TIMEOUT_BIT_PERIODS, Opcode, Response, Status, encode_request, parse_response,
};
use mlkem_fpga::rtl::device::DEVICE_VARIANT;
use mlkem_fpga::rtl::device::sim::DeviceSim;

const DIV: u16 = 4;

/// The sequence number of the `Clear` that [`pair`] sends.
const UNLOCK_SEQ: u8 = 0xF0;

/// A device and its model, both at bit period [`DIV`] and unlocked by a `Clear` (a reset
/// device refuses slot commands until then: protocol check 7).
fn pair() -> (DeviceSim, DeviceModel) {
    let mut sim = DeviceSim::with_divisor(DIV).expect("SetBaud");
    let mut model = DeviceModel::new(DEVICE_VARIANT);
    let r = model.receive(&encode_request(
        Opcode::SetBaud.code(),
        0,
        &DIV.to_le_bytes(),
    ));
    assert_eq!(parse_response(&r).unwrap().0.status, 0);
    let mut clear = Script::new(UNLOCK_SEQ);
    clear.push(Opcode::Clear, &[]);
    run_both(&mut sim, &mut model, &clear);
    (sim, model)
}

fn model_response(model: &mut DeviceModel, frame: &[u8]) -> Response {
    let bytes = model.receive(frame);
    let (r, used) = parse_response(&bytes).expect("the model answers with one response");
    assert_eq!(used, bytes.len());
    r
}

/// Runs `script` on both and compares every response (Cycles: the model has no cycle counts).
fn run_both(sim: &mut DeviceSim, model: &mut DeviceModel, script: &Script) -> Vec<Response> {
    let mut out = Vec::new();
    for (code, frame) in &script.frames {
        let got = sim
            .transact(frame)
            .unwrap_or_else(|e| panic!("opcode {code:#x}: {e}"));
        let want = model_response(model, frame);
        if *code == Opcode::Cycles.code() {
            assert_eq!(
                (got.opcode, got.seq, got.status),
                (want.opcode, want.seq, want.status)
            );
        } else {
            assert_eq!(got, want, "opcode {code:#x}");
        }
        out.push(got);
    }
    out
}

#[test]
fn every_opcode_matches_the_model() {
    let (mut sim, mut model) = pair();
    let script = every_opcode(1, 0x5EED);
    let rs = run_both(&mut sim, &mut model, &script);
    assert!(rs.iter().all(|r| r.status == 0), "every request is good");
    // The decode of 0xFF bytes is flagged; the slot after Clear reads as zero.
    assert!(rs.iter().any(|r| r.payload == [1]));
    assert_eq!(rs[rs.len() - 2].payload, vec![0; 384]);
    println!("{} requests in {} cycles", script.frames.len(), sim.cycles);
}

#[test]
fn every_check_rejects_and_nothing_executes() {
    let (mut sim, mut model) = pair();
    let mut setup = Script::new(1);
    let mut g = Gen(7);
    setup.push(
        Opcode::PolyWrite,
        &[[0u8, 12].as_slice(), &g.poly12()].concat(),
    );
    run_both(&mut sim, &mut model, &setup);
    let (bad, want) = rejected(setup.seq);
    let rs = run_both(&mut sim, &mut model, &bad);
    let statuses: Vec<u8> = rs.iter().map(|r| r.status).collect();
    assert_eq!(statuses, want);
    // Slot 0 is unchanged.
    let mut check = Script::new(bad.seq);
    check.push(Opcode::PolyRead, &[0, 12]);
    run_both(&mut sim, &mut model, &check);
}

#[test]
fn bad_crc_oversize_truncation_and_garbage_are_survived() {
    let (mut sim, mut model) = pair();
    let mut g = Gen(11);
    let poly = g.poly12();
    let mut s = Script::new(1);
    s.push(Opcode::PolyWrite, &[[0u8, 12].as_slice(), &poly].concat());
    run_both(&mut sim, &mut model, &s);

    // A flipped payload bit: BAD_CRC, nothing written.
    let mut bad = encode_request(
        Opcode::PolyWrite.code(),
        2,
        &[[0u8, 12].as_slice(), &g.poly12()].concat(),
    );
    bad[100] ^= 0x04;
    let r = sim.transact(&bad).unwrap();
    assert_eq!(
        (r.opcode, r.seq, r.status),
        (Opcode::PolyWrite.code(), 2, Status::BadCrc.code())
    );
    assert!(r.payload.is_empty());

    // A length above 512: BAD_LEN as soon as the header is in.
    let mut over = vec![0xA5, Opcode::HashAbsorb.code(), 3];
    over.extend(600u16.to_le_bytes());
    let r = sim.transact(&over).unwrap();
    assert_eq!(r.status, Status::BadLen.code());

    // A truncated frame: no answer; after the timeout the next frame works.
    let trunc = encode_request(Opcode::Ntt.code(), 4, &[0]);
    sim.send(&trunc[..6]);
    sim.idle((FRAME_TIMEOUT_BIT_PERIODS as u64 + 20) * DIV as u64);
    assert!(sim.received.is_empty(), "no answer to a truncated frame");

    // Garbage, then a good frame.
    let garbage: Vec<u8> = g
        .bytes(300)
        .into_iter()
        .map(|b| if b == 0xA5 { 0 } else { b })
        .collect();
    sim.send(&garbage);
    sim.idle((FRAME_TIMEOUT_BIT_PERIODS as u64 + 20) * DIV as u64);
    sim.received.clear();

    let mut read = Script::new(5);
    read.push(Opcode::PolyRead, &[0, 12]);
    let rs = run_both(&mut sim, &mut model, &read);
    assert_eq!(rs[0].payload, poly, "the slot survived every bad frame");
    let status = sim.command(Opcode::Status, &[]).unwrap();
    assert_eq!(status.payload[0], 1, "one CRC error counted");
    assert!(status.payload[3] >= 1, "the truncation timed out");
}

#[test]
fn a_repeated_sequence_number_gets_the_cached_response() {
    let (mut sim, mut model) = pair();
    let mut g = Gen(3);
    let mut s = Script::new(1);
    s.push(
        Opcode::PolyWrite,
        &[[0u8, 12].as_slice(), &g.poly12()].concat(),
    );
    s.push(
        Opcode::PolyWrite,
        &[[1u8, 12].as_slice(), &g.poly12()].concat(),
    );
    s.push(
        Opcode::PolyWrite,
        &[[2u8, 12].as_slice(), &[0; 384]].concat(),
    );
    s.push(Opcode::BaseMulAcc, &[0, 1, 2]);
    run_both(&mut sim, &mut model, &s);
    // The same BaseMulAcc frame again (a host retry): answered, not executed.
    let (_, again) = s.frames.last().unwrap().clone();
    let r = sim.transact(&again).unwrap();
    assert_eq!(r, model_response(&mut model, &again));
    let mut read = Script::new(s.seq);
    read.push(Opcode::PolyRead, &[2, 12]);
    let rs = run_both(&mut sim, &mut model, &read);
    // Executing twice would have doubled the product; the model executed once.
    let mut once = DeviceModel::new(DEVICE_VARIANT);
    once.receive(&encode_request(Opcode::Clear.code(), UNLOCK_SEQ, &[]));
    for (_, f) in &s.frames {
        once.receive(f);
    }
    let single = model_response(
        &mut once,
        &encode_request(Opcode::PolyRead.code(), 99, &[2, 12]),
    );
    assert_eq!(rs[0].payload, single.payload);
    // A read repeated: the cached bytes again.
    let (_, f) = read.frames[0].clone();
    assert_eq!(sim.transact(&f).unwrap(), rs[0]);
}

#[test]
fn busy_while_executing_and_abort() {
    let (mut sim, _) = pair();
    let rho = [9u8; 32];
    let sample = encode_request(
        Opcode::SampleNtt.code(),
        1,
        &[[0u8].as_slice(), &rho, &[0, 0]].concat(),
    );
    // A Version right behind a SampleNTT (thousands of cycles on the serial sponge): BUSY.
    sim.send(&sample);
    let version = encode_request(Opcode::Version.code(), 2, &[]);
    let busy = sim.transact(&version).unwrap();
    assert_eq!(
        (busy.opcode, busy.seq, busy.status),
        (0, 2, Status::Busy.code())
    );
    let done = sim.receive(1_000_000).unwrap();
    assert_eq!(
        (done.opcode, done.seq, done.status),
        (Opcode::SampleNtt.code(), 1, 0)
    );

    // An Abort right behind one: the Abort is answered, the SampleNTT never is.
    let sample = encode_request(
        Opcode::SampleNtt.code(),
        3,
        &[[1u8].as_slice(), &rho, &[0, 1]].concat(),
    );
    sim.send(&sample);
    let abort = sim
        .transact(&encode_request(Opcode::Abort.code(), 4, &[]))
        .unwrap();
    assert_eq!(
        (abort.opcode, abort.seq, abort.status),
        (Opcode::Abort.code(), 4, 0)
    );
    sim.idle(20_000);
    assert!(sim.received.is_empty(), "the aborted command sends nothing");
    // The device works afterwards.
    let v = sim
        .transact(&encode_request(Opcode::Version.code(), 5, &[]))
        .unwrap();
    assert_eq!(v.status, 0);
}

#[test]
fn reset_in_the_middle_of_a_command() {
    let (mut sim, _) = pair();
    let sample = encode_request(
        Opcode::SampleCbd.code(),
        1,
        &[[0u8, 2].as_slice(), &[5; 32], &[0]].concat(),
    );
    sim.send(&sample);
    sim.idle(200);
    assert_eq!(sim.leds() & 1, 1, "executing");
    sim.reset();
    assert_eq!(sim.leds() & 3, 0, "idle after reset");
    // Back at the power-up bit period; Version answers.
    let v = sim
        .transact(&encode_request(Opcode::Version.code(), 1, &[]))
        .unwrap();
    assert_eq!(v.status, 0);
    assert_eq!(
        u16::from_le_bytes([v.payload[9], v.payload[10]]),
        mlkem_fpga::protocol::DEFAULT_DIVISOR
    );
    // Locked until a Clear (protocol check 7): the interrupted work cannot be resumed, nor
    // the slots read. Clear unlocks.
    let r = sim
        .transact(&encode_request(Opcode::Ntt.code(), 2, &[0]))
        .unwrap();
    assert_eq!(
        (r.opcode, r.status),
        (Opcode::Ntt.code(), Status::Locked.code())
    );
    let r = sim
        .transact(&encode_request(Opcode::Clear.code(), 3, &[]))
        .unwrap();
    assert_eq!(r.status, 0);
    let r = sim
        .transact(&encode_request(Opcode::Ntt.code(), 4, &[0]))
        .unwrap();
    assert_eq!(r.status, 0);
}

#[test]
fn compute_cycles_do_not_depend_on_secret_data() {
    let (mut sim, _) = pair();
    let mut g = Gen(21);
    let mut seq = 1u8;
    let mut cycles_of = |sim: &mut DeviceSim, op: Opcode, payload: &[u8]| {
        let before = sim
            .transact(&encode_request(Opcode::Cycles.code(), seq, &[]))
            .unwrap();
        let r = sim
            .transact(&encode_request(op.code(), seq.wrapping_add(1), payload))
            .unwrap();
        assert_eq!(r.status, 0);
        let after = sim
            .transact(&encode_request(
                Opcode::Cycles.code(),
                seq.wrapping_add(2),
                &[],
            ))
            .unwrap();
        seq = seq.wrapping_add(3);
        let c = |r: &Response| u32::from_le_bytes(r.payload[..4].try_into().unwrap());
        c(&after) - c(&before)
    };
    let w1 = cycles_of(
        &mut sim,
        Opcode::PolyWrite,
        &[[0u8, 12].as_slice(), &g.poly12()].concat(),
    );
    let w2 = cycles_of(
        &mut sim,
        Opcode::PolyWrite,
        &[[0u8, 12].as_slice(), &[0; 384]].concat(),
    );
    assert_eq!(w1, w2, "PolyWrite");
    let r1 = cycles_of(&mut sim, Opcode::PolyRead, &[0, 10]);
    let w3 = cycles_of(
        &mut sim,
        Opcode::PolyWrite,
        &[[0u8, 12].as_slice(), &g.poly12()].concat(),
    );
    let r2 = cycles_of(&mut sim, Opcode::PolyRead, &[0, 10]);
    assert_eq!((w1, r1), (w3, r2), "PolyRead");
    let c1 = cycles_of(
        &mut sim,
        Opcode::SampleCbd,
        &[[1u8, 2].as_slice(), &g.bytes(32), &[0]].concat(),
    );
    let c2 = cycles_of(
        &mut sim,
        Opcode::SampleCbd,
        &[[1u8, 2].as_slice(), &[0; 32], &[7]].concat(),
    );
    assert_eq!(c1, c2, "SampleCBD");
    let n1 = cycles_of(&mut sim, Opcode::Ntt, &[0]);
    let n2 = cycles_of(&mut sim, Opcode::Ntt, &[1]);
    assert_eq!(n1, n2, "NTT");
    println!("PolyWrite {w1}, PolyRead(d=10) {r1}, CBD {c1}, NTT {n1} compute cycles");
    // The documented latency: 8 cycles of fetch, check, dispatch and done, plus the unit's.
    use mlkem_fpga::model::ntt_engine::EngineOp;
    use mlkem_fpga::rtl::codec::{decoder_cycles, encoder_cycles};
    assert_eq!(n1 as usize, EngineOp::Ntt.cycles(1) + 8);
    assert_eq!(w1 as usize, decoder_cycles(12) + 8);
    assert_eq!(r1 as usize, encoder_cycles(10) + 8);
}
