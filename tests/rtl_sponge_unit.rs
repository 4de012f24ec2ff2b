//! `rtl::sponge_unit::SpongeUnit` in RustHDL simulation and as exported Verilog under
//! Verilator, against its model `model::sequencer::sponge::SpongeUnitModel` (the one the
//! sequencer's interpreter runs): command for command, the bytes written to the byte memory,
//! the coefficients written to the slots and the cycles until the unit is ready again are
//! equal. The hashes themselves are checked against the `sha3` crate (FIPS 202), and the
//! samplers' polynomials against `model::sample` (FIPS 203 Algorithms 7 and 8; SampleNTT from
//! the model's XOF, checked against ACVP in the model's tests, SamplePolyCBD on `sha3`'s
//! SHAKE256 output).
//!
//! Both profiles' units run every check: `SpongeUnit` (`Compact`, the serial core) against the
//! model with `COMPACT`'s latencies, `SpongeUnitFast` (`Fast`, `KeccakParallelR1`) with
//! `FAST`'s.
//!
//! Scripts: every Keccak function with messages absorbed in pieces (from the memory and byte by
//! byte) across lane and rate boundaries, and squeezed in pieces across them; XOF(ρ, j, i) into
//! SampleNTT and PRF_η(σ, N) into SampleCBD for η = 2 and 3, with random seeds.

use std::path::PathBuf;

use mlkem_fpga::model::keccak::KeccakFunction;
use mlkem_fpga::model::ntt::Poly;
use mlkem_fpga::model::sample::{sample_ntt, sample_poly_cbd};
use mlkem_fpga::model::sequencer::Command;
use mlkem_fpga::model::sequencer::Timing;
use mlkem_fpga::model::sequencer::sponge::{SpongeUnitModel, op};
use mlkem_fpga::rtl::device::profile::{COMPACT, FAST};
use mlkem_fpga::rtl::sponge_unit::sim::{CommandRun, SpongeUnitSim, Step};
use mlkem_fpga::rtl::sponge_unit::verilated::VerilatedSpongeUnit;
use mlkem_fpga::rtl::sponge_unit::{self, SpongeUnit, SpongeUnitFast, SpongeUnitIo};
use mlkem_fpga::sim::verilator::lint;
use rust_hdl::prelude::*;
use sha3::digest::{Digest, ExtendableOutput, Update, XofReader};

const MEM: usize = 4096;
const SLOTS: usize = 26;

fn work_dir(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name)
}

/// A small deterministic generator (xorshift64*), so that every run tests the same scripts.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn bytes(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| self.next() as u8).collect()
    }
}

fn init(f: KeccakFunction) -> Command {
    Command {
        op: op::HASH_INIT,
        func: f.code() as u8,
        ..Default::default()
    }
}

fn absorb(addr: usize, len: usize) -> Command {
    Command {
        op: op::ABSORB,
        addr: addr as u16,
        len: len as u16,
        ..Default::default()
    }
}

fn absorb_byte(byte: u8) -> Command {
    Command {
        op: op::ABSORB_BYTE,
        byte,
        ..Default::default()
    }
}

fn squeeze(addr: usize, len: usize) -> Command {
    Command {
        op: op::SQUEEZE,
        addr: addr as u16,
        len: len as u16,
        ..Default::default()
    }
}

fn sample_ntt_cmd(slot: u8) -> Command {
    Command {
        op: op::SAMPLE_NTT,
        slot_r: slot,
        ..Default::default()
    }
}

fn sample_cbd_cmd(slot: u8, eta: u8) -> Command {
    Command {
        op: op::SAMPLE_CBD,
        slot_r: slot,
        eta,
        ..Default::default()
    }
}

/// FIPS 202 from the `sha3` crate: `n` output bytes of `f(message)`.
fn reference(f: KeccakFunction, message: &[u8], n: usize) -> Vec<u8> {
    match f {
        KeccakFunction::Sha3_256 => sha3::Sha3_256::digest(message)[..n].to_vec(),
        KeccakFunction::Sha3_512 => sha3::Sha3_512::digest(message)[..n].to_vec(),
        KeccakFunction::Shake128 => {
            let mut h = sha3::Shake128::default();
            h.update(message);
            let mut out = vec![0; n];
            h.finalize_xof().read(&mut out);
            out
        }
        KeccakFunction::Shake256 => {
            let mut h = sha3::Shake256::default();
            h.update(message);
            let mut out = vec![0; n];
            h.finalize_xof().read(&mut out);
            out
        }
    }
}

/// A script and what it must produce, checked against FIPS 202 / FIPS 203 independently of the
/// unit's model.
struct Script {
    mem: Vec<u8>,
    commands: Vec<Command>,
    /// (address, expected bytes) after the script.
    bytes: Vec<(usize, Vec<u8>)>,
    /// (slot, expected polynomial) after the script.
    polys: Vec<(u8, Poly)>,
}

/// Hashes with every function: a message absorbed in pieces, squeezed in pieces.
fn hash_script(rng: &mut Rng) -> Script {
    let mem = rng.bytes(MEM);
    let mut commands = vec![];
    let mut bytes = vec![];
    // (function, message pieces: Ok(len) from memory, Err(byte) one byte; squeeze pieces)
    type Piece = Result<usize, u8>;
    let cases: Vec<(KeccakFunction, Vec<Piece>, Vec<usize>)> = vec![
        (KeccakFunction::Sha3_256, vec![Ok(32)], vec![32]),
        (KeccakFunction::Sha3_256, vec![], vec![32]),
        (KeccakFunction::Sha3_256, vec![Ok(0), Ok(135)], vec![32]),
        (
            KeccakFunction::Sha3_256,
            vec![Ok(100), Ok(36), Ok(1)],
            vec![5, 27],
        ),
        (KeccakFunction::Sha3_512, vec![Ok(32), Err(3)], vec![32, 32]),
        (KeccakFunction::Sha3_512, vec![Ok(71)], vec![64]),
        (
            KeccakFunction::Sha3_512,
            vec![Ok(40), Ok(0), Ok(32)],
            vec![32, 0, 32],
        ),
        (KeccakFunction::Shake128, vec![Ok(168)], vec![0, 168, 168]),
        (
            KeccakFunction::Sha3_512,
            vec![Ok(72), Ok(9)],
            vec![1, 7, 8, 48],
        ),
        (
            KeccakFunction::Shake128,
            vec![Ok(32), Err(1), Err(2)],
            vec![168, 1, 200],
        ),
        (KeccakFunction::Shake128, vec![Ok(167)], vec![8, 160, 9]),
        (KeccakFunction::Shake256, vec![Ok(32), Err(7)], vec![128]),
        (KeccakFunction::Shake256, vec![Ok(32), Ok(1088)], vec![32]),
        (
            KeccakFunction::Shake256,
            vec![Ok(136), Err(0), Ok(7)],
            vec![136, 137],
        ),
    ];
    // Messages come from bytes 0..2048, squeezes go to 2048.., so no squeeze changes a
    // message.
    let mut out_at = 2048;
    for (k, (f, pieces, outs)) in cases.into_iter().enumerate() {
        commands.push(init(f));
        let mut message = vec![];
        let mut at = 61 * k + 5;
        for p in pieces {
            match p {
                Ok(len) => {
                    commands.push(absorb(at, len));
                    message.extend_from_slice(&mem[at..at + len]);
                    at += len;
                }
                Err(b) => {
                    commands.push(absorb_byte(b));
                    message.push(b);
                }
            }
        }
        assert!(at <= 2048);
        let total: usize = outs.iter().sum();
        let want = reference(f, &message, total);
        let mut from = 0;
        for n in outs {
            commands.push(squeeze(out_at, n));
            bytes.push((out_at, want[from..from + n].to_vec()));
            from += n;
            out_at += n + 3;
        }
    }
    assert!(out_at <= MEM);
    Script {
        mem,
        commands,
        bytes,
        polys: vec![],
    }
}

/// FIPS 203 Algorithm 7 on an XOF output stream (enough bytes for 256 values).
fn algorithm7(xof: &[u8]) -> Poly {
    let mut a = [0u16; 256];
    let mut n = 0;
    for c in xof.chunks(3) {
        let d1 = c[0] as u16 | ((c[1] as u16 & 0x0F) << 8);
        let d2 = (c[1] as u16 >> 4) | ((c[2] as u16) << 4);
        for d in [d1, d2] {
            if d < 3329 && n < 256 {
                a[n] = d;
                n += 1;
            }
        }
        if n == 256 {
            return a;
        }
    }
    panic!("XOF output too short");
}

/// XOF(ρ, j, i) into SampleNTT and PRF_η(σ, N) into SampleCBD, `n` of each, with random seeds.
fn sampling_script(rng: &mut Rng, n: usize) -> Script {
    let mem = rng.bytes(MEM);
    let mut commands = vec![];
    let mut polys = vec![];
    for k in 0..n {
        let rho_at = 32 * (rng.next() as usize % 100);
        let rho = &mem[rho_at..rho_at + 32];
        let (j, i) = (rng.next() as u8 % 4, rng.next() as u8 % 4);
        let slot = (k % SLOTS) as u8;
        commands.extend([
            init(KeccakFunction::Shake128),
            absorb(rho_at, 32),
            absorb_byte(j),
            absorb_byte(i),
            sample_ntt_cmd(slot),
        ]);
        polys.retain(|(s, _)| *s != slot);
        polys.push((slot, sample_ntt(rho.try_into().unwrap(), j, i)));

        let sigma_at = 32 * (rng.next() as usize % 100);
        let nonce = rng.next() as u8;
        let eta = 2 + (k % 2) as u8;
        let slot = ((k + 13) % SLOTS) as u8;
        commands.extend([
            init(KeccakFunction::Shake256),
            absorb(sigma_at, 32),
            absorb_byte(nonce),
            sample_cbd_cmd(slot, eta),
        ]);
        let mut seed = mem[sigma_at..sigma_at + 32].to_vec();
        seed.push(nonce);
        let prf = reference(KeccakFunction::Shake256, &seed, 64 * eta as usize);
        polys.retain(|(s, _)| *s != slot);
        polys.push((slot, sample_poly_cbd(eta as usize, &prf)));
    }
    // A seed that ends exactly on SHAKE128's rate (168 bytes): the padding takes a block of
    // its own.
    commands.extend([
        init(KeccakFunction::Shake128),
        absorb(200, 100),
        absorb(300, 68),
        sample_ntt_cmd(5),
    ]);
    polys.retain(|(s, _)| *s != 5);
    polys.push((
        5,
        algorithm7(&reference(KeccakFunction::Shake128, &mem[200..368], 2048)),
    ));
    Script {
        mem,
        commands,
        bytes: vec![],
        polys,
    }
}

/// The commands as steps with idle gaps before them and random values in the fields their
/// opcodes do not use (the sequencer's command port holds other commands' operands there).
fn noisy(commands: &[Command], rng: &mut Rng) -> Vec<Step> {
    commands
        .iter()
        .map(|c| {
            let mut n = *c;
            let r = rng.next();
            if !matches!(c.op, op::ABSORB | op::SQUEEZE) {
                n.addr = (r & 0xFFF) as u16;
                n.len = ((r >> 12) & 0x7FF) as u16;
            }
            if c.op != op::ABSORB_BYTE {
                n.byte = (r >> 23) as u8;
            }
            if c.op != op::HASH_INIT {
                n.func = ((r >> 31) & 3) as u8;
            }
            if !matches!(c.op, op::SAMPLE_NTT | op::SAMPLE_CBD) {
                n.slot_r = ((r >> 33) & 31) as u8;
            }
            if c.op != op::SAMPLE_CBD {
                n.eta = ((r >> 38) & 3) as u8;
            }
            Step {
                command: n,
                gap: (r >> 40) as u32 % 4,
                abort: 0,
            }
        })
        .collect()
}

/// The model's cycles per command, its memory and slots after the script; the expected bytes
/// and polynomials are checked against the model here.
fn model(script: &Script, timing: &Timing) -> (Vec<u64>, Vec<u8>, Vec<Poly>) {
    let mut unit = SpongeUnitModel::default();
    let mut mem = script.mem.clone();
    let mut slots = vec![[0u16; 256]; SLOTS];
    let cycles = script
        .commands
        .iter()
        .map(|c| unit.execute(c, &mut mem, &mut slots, timing).unwrap() as u64)
        .collect();
    for (a, want) in &script.bytes {
        assert_eq!(&mem[*a..a + want.len()], &want[..], "model: bytes at {a}");
    }
    for (s, want) in &script.polys {
        assert_eq!(&slots[*s as usize], want, "model: slot {s}");
    }
    (cycles, mem, slots)
}

/// The circuit's runs against the model: cycles per command, memory and slots.
fn check(script: &Script, runs: &[CommandRun], simulator: &str, timing: &Timing) {
    let (cycles, mem, slots) = model(script, timing);
    assert_eq!(runs.len(), script.commands.len());
    let mut got_mem = script.mem.clone();
    let mut got_slots = vec![[0u16; 256]; SLOTS];
    for (k, (run, c)) in runs.iter().zip(&script.commands).enumerate() {
        assert_eq!(
            run.cycles, cycles[k],
            "{simulator}: command {k} {c:?}: cycles {} against the model's {}",
            run.cycles, cycles[k]
        );
        match c.op {
            op::SQUEEZE => {
                let want: Vec<(u16, u8)> = (0..c.len).map(|n| (c.addr + n, 0)).collect();
                let got: Vec<u16> = run.mem_writes.iter().map(|w| w.0).collect();
                let want: Vec<u16> = want.iter().map(|w| w.0).collect();
                assert_eq!(got, want, "{simulator}: command {k}: write addresses");
            }
            op::SAMPLE_NTT | op::SAMPLE_CBD => {
                let idx: Vec<(u8, u8)> = run.coeff_writes.iter().map(|w| (w.0, w.1)).collect();
                let want: Vec<(u8, u8)> = (0..=255).map(|i| (c.slot_r, i)).collect();
                assert_eq!(idx, want, "{simulator}: command {k}: each coefficient once");
                assert!(run.mem_writes.is_empty());
            }
            _ => assert!(run.mem_writes.is_empty() && run.coeff_writes.is_empty()),
        }
        run.apply(&mut got_mem, &mut got_slots).unwrap();
    }
    assert!(
        got_mem == mem,
        "{simulator}: the byte memory differs from the model's"
    );
    for s in 0..SLOTS {
        assert_eq!(got_slots[s], slots[s], "{simulator}: slot {s}");
    }
}

fn rusthdl<U: SpongeUnitIo>(script: &Script) -> Vec<CommandRun> {
    let mut sim = SpongeUnitSim::<U>::new(script.mem.clone()).unwrap();
    script
        .commands
        .iter()
        .map(|c| sim.run(c).unwrap())
        .collect()
}

#[test]
fn rusthdl_hashes_equal_the_model() {
    let script = hash_script(&mut Rng(0x5EED_0001));
    check(
        &script,
        &rusthdl::<SpongeUnit>(&script),
        "RustHDL",
        &COMPACT,
    );
    check(
        &script,
        &rusthdl::<SpongeUnitFast>(&script),
        "RustHDL fast",
        &FAST,
    );
}

#[test]
fn rusthdl_samplers_equal_the_model() {
    let script = sampling_script(&mut Rng(0x5EED_0002), 3);
    check(
        &script,
        &rusthdl::<SpongeUnit>(&script),
        "RustHDL",
        &COMPACT,
    );
    check(
        &script,
        &rusthdl::<SpongeUnitFast>(&script),
        "RustHDL fast",
        &FAST,
    );
}

#[test]
fn verilated_sponge_unit_equals_the_model() {
    verilated_equals_the_model(&sponge_unit::verilog(), "sponge_unit", &COMPACT);
}

#[test]
fn verilated_fast_sponge_unit_equals_the_model() {
    verilated_equals_the_model(&sponge_unit::verilog_fast(), "sponge_unit_fast", &FAST);
}

/// Random hash scripts (with idle cycles and junk between commands) and 60 samplings on the
/// exported unit, against the model with `timing`; the circuit's own cycles are constant.
fn verilated_equals_the_model(verilog: &str, name: &str, timing: &Timing) {
    let unit = VerilatedSpongeUnit::build(verilog, &work_dir(name)).unwrap();
    let mut cycles = vec![];
    for seed in 1..=3 {
        let mut rng = Rng(0x5EED_0100 + seed);
        let script = hash_script(&mut rng);
        // Seeds 2 and 3: idle cycles between the commands and junk in their unused fields.
        let runs = if seed == 1 {
            unit.run(&script.mem, &script.commands).unwrap()
        } else {
            let steps = noisy(&script.commands, &mut rng);
            unit.run_steps(&script.mem, &steps).unwrap()
        };
        check(&script, &runs, "Verilator", timing);
        cycles.push(runs.iter().map(|r| r.cycles).collect::<Vec<_>>());
    }
    // The circuit's own cycles: the same commands on other bytes, with other unused fields
    // and other gaps between them, take the same cycles (constant time, and no command's
    // count depends on when the next comes).
    assert!(
        cycles.windows(2).all(|w| w[0] == w[1]),
        "cycles differ between the runs"
    );
    let mut rng = Rng(0x5EED_0200);
    let script = sampling_script(&mut rng, 60);
    let steps = noisy(&script.commands, &mut rng);
    let runs = unit.run_steps(&script.mem, &steps).unwrap();
    check(&script, &runs, "Verilator", timing);
    // SamplePolyCBD takes the same cycles for every σ and N (per η), in the circuit.
    for eta in [2, 3] {
        let mut c: Vec<u64> = (0..runs.len())
            .filter(|&k| script.commands[k].op == op::SAMPLE_CBD && script.commands[k].eta == eta)
            .map(|k| runs[k].cycles)
            .collect();
        assert_eq!(c.len(), 30);
        c.dedup();
        assert_eq!(c.len(), 1, "η = {eta}: {c:?}");
    }
}

#[test]
fn sponge_unit_verilog_lints() {
    let mut uut = SpongeUnit::default();
    uut.connect_all();
    lint(&generate_verilog(&uut), &work_dir("sponge_unit_lint")).unwrap();
    lint(
        &sponge_unit::verilog_fast(),
        &work_dir("sponge_unit_fast_lint"),
    )
    .unwrap();
}

/// A reset in the middle of a Squeeze and of a SamplePolyCBD aborts it: what was written
/// before the reset is a prefix of the right output, nothing is written from the reset cycle
/// on, the unit is ready again after the sponge's clearing (a HashInit's cycles), and the
/// next hash is right.
fn check_aborts(runs: &[CommandRun], mem: &[u8], simulator: &str, timing: &Timing) {
    let init_cycles = SpongeUnitModel::default()
        .execute(&init(KeccakFunction::Sha3_256), &mut [], &mut [], timing)
        .unwrap() as u64;
    // 0: init, 1: absorb, 2: squeeze 200 aborted in its middle.
    let shake = reference(KeccakFunction::Shake256, &mem[0..32], 200);
    assert!(runs[2].aborted, "{simulator}");
    assert_eq!(
        runs[2].cycles, init_cycles,
        "{simulator}: ready after the reset"
    );
    let w = &runs[2].mem_writes;
    assert!(
        !w.is_empty() && w.len() < 200,
        "{simulator}: {} bytes",
        w.len()
    );
    for (k, &(a, b)) in w.iter().enumerate() {
        assert_eq!(
            (a as usize, b),
            (2048 + k, shake[k]),
            "{simulator}: byte {k}"
        );
    }
    // 3: init, 4: absorb, 5: absorb byte, 6: SampleCBD aborted in its middle.
    assert!(runs[6].aborted, "{simulator}");
    assert_eq!(
        runs[6].cycles, init_cycles,
        "{simulator}: ready after the reset"
    );
    let mut seed = mem[32..64].to_vec();
    seed.push(9);
    let want = sample_poly_cbd(2, &reference(KeccakFunction::Shake256, &seed, 128));
    let c = &runs[6].coeff_writes;
    assert!(
        !c.is_empty() && c.len() < 256,
        "{simulator}: {} coefficients",
        c.len()
    );
    for (k, &(s, i, v)) in c.iter().enumerate() {
        assert_eq!(
            (s, i as usize, v),
            (7, k, want[k]),
            "{simulator}: coefficient {k}"
        );
    }
    // 7..: SHA3-256 of 64 bytes, whole.
    assert!(runs[7..].iter().all(|r| !r.aborted), "{simulator}");
    let got: Vec<u8> = runs[9].mem_writes.iter().map(|w| w.1).collect();
    assert_eq!(
        got,
        reference(KeccakFunction::Sha3_256, &mem[64..128], 32),
        "{simulator}"
    );
}

/// The abort script; the squeeze is cut at its cycle `squeeze_at`, the SampleCBD at `cbd_at`
/// (both in the middle of the command on the profile's core).
fn abort_steps(squeeze_at: u32, cbd_at: u32) -> Vec<Step> {
    let abort = |command: Command, at: u32| Step {
        command,
        gap: 0,
        abort: at,
    };
    vec![
        init(KeccakFunction::Shake256).into(),
        absorb(0, 32).into(),
        abort(squeeze(2048, 200), squeeze_at),
        init(KeccakFunction::Shake256).into(),
        absorb(32, 32).into(),
        absorb_byte(9).into(),
        abort(sample_cbd_cmd(7, 2), cbd_at),
        init(KeccakFunction::Sha3_256).into(),
        absorb(64, 64).into(),
        squeeze(3000, 32).into(),
    ]
}

#[test]
fn a_reset_aborts_a_command_in_both_simulators() {
    aborts_in_both_simulators::<SpongeUnit>(
        &sponge_unit::verilog(),
        "sponge_unit_abort",
        800,
        900,
        &COMPACT,
    );
}

#[test]
fn a_reset_aborts_a_fast_command_in_both_simulators() {
    // A 200-byte squeeze takes about 330 cycles on the parallel core, a SampleCBD₂ about 210.
    aborts_in_both_simulators::<SpongeUnitFast>(
        &sponge_unit::verilog_fast(),
        "sponge_unit_fast_abort",
        100,
        80,
        &FAST,
    );
}

fn aborts_in_both_simulators<U: SpongeUnitIo>(
    verilog: &str,
    name: &str,
    squeeze_at: u32,
    cbd_at: u32,
    timing: &Timing,
) {
    let mem = Rng(0x5EED_0300).bytes(MEM);
    let steps = abort_steps(squeeze_at, cbd_at);
    let mut sim = SpongeUnitSim::<U>::new(mem.clone()).unwrap();
    let runs: Vec<CommandRun> = steps.iter().map(|s| sim.step(s).unwrap()).collect();
    check_aborts(&runs, &mem, "RustHDL", timing);
    let unit = VerilatedSpongeUnit::build(verilog, &work_dir(name)).unwrap();
    let runs = unit.run_steps(&mem, &steps).unwrap();
    check_aborts(&runs, &mem, "Verilator", timing);
}
