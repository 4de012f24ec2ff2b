//! `rtl::codec_unit::CodecUnit` in RustHDL simulation and as exported Verilog under
//! Verilator, against its model `model::sequencer::codec::CodecUnitModel` (the one the
//! sequencer's interpreter runs): command for command, the bytes and coefficients written,
//! both flags and the cycles to `done` are equal. The results are also checked for what FIPS
//! 203 says: ByteDecode₁₂ is the 12-bit values mod q (unpacked here bit by bit), ByteDecode₁₂ ∘
//! ByteEncode₁₂ is the identity, Decompress_d ∘ Compress_d moves a coefficient by at most
//! ⌈q / 2^(d+1)⌋ (§4.2.1), a comparing EncodeCt writes nothing and flags exactly the bytes
//! that differ from ByteEncode_d(Compress_d(slot)) (`model::encode`, checked on the vectors
//! elsewhere), and the modulus flag is set exactly when some 12-bit value is ≥ q.
//!
//! Scripts: first, for every d ML-KEM uses (1, 4, 5, 10, 11, 12), compares against an
//! encoding with one bit flipped and against the encoding itself, and decodes of ek bytes
//! whose one odd value is q − 1, q or 4095; then encodes and decodes at random P and slots,
//! encodes decoded back, compares of equal and of other encodings, decodes of random bytes,
//! flag clears, idle cycles between the commands, junk in the fields a command does not use,
//! and (in some scripts) resets in the middle of commands.

use std::path::PathBuf;

use mlkem_fpga::model::encode::{byte_encode, compress};
use mlkem_fpga::model::ntt::Poly;
use mlkem_fpga::model::sequencer::Command;
use mlkem_fpga::model::sequencer::SLOTS;
use mlkem_fpga::model::sequencer::codec::{CodecUnitModel, op};

/// The byte memory the tests give the unit: its whole 12-bit address space (the KEM core's
/// memory is the first 2048 bytes of it).
const MEM_BYTES: usize = 1 << 12;
use mlkem_fpga::params::{N, Q};
use mlkem_fpga::rtl::codec_unit::sim::{CodecRun, CodecStep, CodecUnitSim};
use mlkem_fpga::rtl::codec_unit::verilated::VerilatedCodecUnit;
use mlkem_fpga::rtl::codec_unit::{self, CodecUnit, decode_cycles, encode_cycles};
use mlkem_fpga::rtl::device::profile::COMPACT;
use mlkem_fpga::sim::verilator::lint;
use rust_hdl::prelude::*;

fn work_dir(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name)
}

/// xorshift64*, so that every run tests the same scripts.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

const WIDTHS: [u8; 6] = [1, 4, 5, 10, 11, 12];

fn random_poly(rng: &mut Rng) -> Poly {
    std::array::from_fn(|_| rng.below(Q as usize) as u16)
}

/// The start state: random bytes, random slots (coefficients in [0, q)).
fn start(rng: &mut Rng) -> (Vec<u8>, Vec<Poly>) {
    let mem = (0..MEM_BYTES).map(|_| rng.next() as u8).collect();
    let slots = (0..SLOTS).map(|_| random_poly(rng)).collect();
    (mem, slots)
}

/// A command with junk in the fields the codec does not use.
fn command(rng: &mut Rng, op: u8, d: u8, addr: usize, slot: usize, compare: bool) -> Command {
    let r = rng.next();
    Command {
        op,
        addr: addr as u16,
        d,
        slot_r: slot as u8,
        compare,
        slot_a: r as u8,
        slot_b: (r >> 8) as u8,
        cell_a: (r >> 16) as u8 & 0x7F,
        len: (r >> 24) as u16 & 0x7FF,
        byte: (r >> 40) as u8,
        ..Default::default()
    }
}

/// Steps that run first, on bytes placed in `mem` beforehand: for every d, a comparing
/// EncodeCt of a slot against its encoding with one bit flipped (a random bit of a random
/// byte) and against its encoding unchanged; then Decodes of 12-bit values all below q but
/// one, which is q − 1, q or 4095.
fn prefix(rng: &mut Rng, mem: &mut [u8], slots: &[Poly]) -> Vec<CodecStep> {
    let mut steps = vec![];
    let mut at = 0;
    let mut place = |bytes: &[u8], mem: &mut [u8]| {
        mem[at..at + bytes.len()].copy_from_slice(bytes);
        at += bytes.len();
        at - bytes.len()
    };
    for d in WIDTHS {
        for flip in [true, false] {
            let slot = rng.below(SLOTS);
            let mut bytes = byte_encode(d as usize, &slots[slot].map(|x| compress(d as usize, x)));
            if flip {
                let i = rng.below(bytes.len());
                bytes[i] ^= 1 << rng.below(8);
            }
            let addr = place(&bytes, mem);
            let c = command(rng, op::ENCODE_CT, d, addr, slot, true);
            steps.push(CodecStep {
                command: c,
                clear: true,
                ..Default::default()
            });
        }
    }
    for odd in [Q as u16 - 1, Q as u16, 4095] {
        let mut f = random_poly(rng);
        f[rng.below(N)] = odd;
        // ByteEncode₁₂ of 12-bit values (no reduction).
        let mut bytes = vec![0u8; 384];
        for (i, &v) in f.iter().enumerate() {
            for b in 0..12 {
                let bit = 12 * i + b;
                bytes[bit / 8] |= (((v >> b) & 1) as u8) << (bit % 8);
            }
        }
        let addr = place(&bytes, mem);
        let slot = rng.below(SLOTS);
        let c = command(rng, op::DECODE, 12, addr, slot, false);
        steps.push(CodecStep {
            command: c,
            clear: true,
            gap: 1,
            ..Default::default()
        });
    }
    steps
}

/// A script of `n` groups of commands, each group a small story: encode a slot to P, then
/// decode it back, compare it (equal, or with one byte altered), or decode foreign bytes.
/// `aborts`: some commands are cut short by a reset.
fn script(rng: &mut Rng, n: usize, aborts: bool) -> Vec<CodecStep> {
    let mut steps = vec![];
    for k in 0..n {
        let d = WIDTHS[k % WIDTHS.len()];
        let bytes = 32 * d as usize;
        let addr = rng.below(MEM_BYTES - bytes + 1);
        let (s, t) = (rng.below(SLOTS), rng.below(SLOTS));
        let clear = rng.next() & 1 == 1;
        let mut step = |command: Command, clear: bool, rng: &mut Rng| {
            let abort = if aborts && rng.below(6) == 0 {
                1 + rng.below(300) as u32
            } else {
                0
            };
            steps.push(CodecStep {
                command,
                clear,
                gap: rng.below(3) as u32,
                abort,
            });
        };
        match (k / WIDTHS.len()) % 4 {
            // Encode, then decode it back into another slot (junk compare bit on both).
            0 => {
                step(command(rng, op::ENCODE, d, addr, s, true), clear, rng);
                step(command(rng, op::DECODE, d, addr, t, true), true, rng);
            }
            // Encode, then compare the encoding: equal.
            1 => {
                step(command(rng, op::ENCODE_CT, d, addr, s, false), clear, rng);
                step(command(rng, op::ENCODE_CT, d, addr, s, true), true, rng);
            }
            // Encode, then compare another slot's encoding: different (almost surely).
            2 => {
                step(command(rng, op::ENCODE, d, addr, s, false), clear, rng);
                let t = if t == s { (s + 1) % SLOTS } else { t };
                step(command(rng, op::ENCODE_CT, d, addr, t, true), true, rng);
            }
            // Decode whatever is there (for d = 12: random bytes, out of range).
            _ => step(command(rng, op::DECODE, d, addr, t, false), true, rng),
        }
    }
    steps
}

/// Runs the model on the script and checks, command by command, that the circuit's run
/// equals it and that the model did what the command means. Returns how often each flag was
/// seen low and high after a command that could set it.
fn check(
    mem: &[u8],
    slots: &[Poly],
    steps: &[CodecStep],
    runs: &[CodecRun],
    simulator: &str,
) -> [[usize; 2]; 2] {
    assert_eq!(runs.len(), steps.len(), "{simulator}");
    let (mut model_mem, mut model_slots) = (mem.to_vec(), slots.to_vec());
    let (mut got_mem, mut got_slots) = (mem.to_vec(), slots.to_vec());
    let mut model = CodecUnitModel::default();
    let mut seen = [[0; 2]; 2];
    for (k, (s, run)) in steps.iter().zip(runs).enumerate() {
        let c = &s.command;
        let ctx = format!("{simulator}: command {k} {c:?}");
        if s.clear {
            model.clear();
        }
        for &(a, b) in &run.mem_writes {
            got_mem[a as usize] = b;
        }
        for &(sl, i, v) in &run.coeff_writes {
            assert!(v < Q as u16, "{ctx}: coefficient {v}");
            got_slots[sl as usize][i as usize] = v;
        }
        let (before_mem, before_slots) = (model_mem.clone(), model_slots.clone());
        let cycles = model
            .execute(c, &mut model_slots, &mut model_mem, &COMPACT)
            .unwrap();
        if run.aborted {
            // Cut short: what was written is what the command writes there, in its order,
            // and a reset clears the flags.
            assert!(run.cycles <= cycles as u64, "{ctx}");
            for &(a, b) in &run.mem_writes {
                assert_eq!(b, model_mem[a as usize], "{ctx}: byte {a}");
            }
            for &(sl, i, v) in &run.coeff_writes {
                assert_eq!(v, model_slots[sl as usize][i as usize], "{ctx}");
            }
            assert!(!run.modulus_flag && !run.diff, "{ctx}: flags after a reset");
            (model_mem, model_slots) = (got_mem.clone(), got_slots.clone());
            model.clear();
            continue;
        }
        let d = c.d as usize;
        let p = c.addr as usize..c.addr as usize + 32 * d;
        let writes = c.op == op::ENCODE || (c.op == op::ENCODE_CT && !c.compare);
        // What the command means, without the model's codec.
        match c.op {
            op::DECODE => {
                let f = &model_slots[c.slot_r as usize];
                if d == 12 {
                    let values: Vec<u16> = (0..N)
                        .map(|i| {
                            let bit = 12 * i;
                            let w = before_mem[p.start + bit / 8] as u16
                                | (before_mem[p.start + bit / 8 + 1] as u16) << 8;
                            (w >> (bit % 8)) & 0xFFF
                        })
                        .collect();
                    let out_of_range = values.iter().any(|&v| v >= Q as u16);
                    if out_of_range {
                        assert!(model.modulus_flag, "{ctx}");
                    } else if s.clear {
                        assert!(!model.modulus_flag, "{ctx}");
                    }
                    if s.clear {
                        seen[0][model.modulus_flag as usize] += 1;
                    }
                    for (i, &v) in values.iter().enumerate() {
                        assert_eq!(f[i], v % Q as u16, "{ctx}");
                    }
                }
                if k > 0
                    && !runs[k - 1].aborted
                    && steps[k - 1].command.op == op::ENCODE
                    && steps[k - 1].command.addr == c.addr
                {
                    // Decoded back: the identity for d = 12, within the rounding otherwise.
                    let orig = &before_slots[steps[k - 1].command.slot_r as usize];
                    let bound = (Q as i32 + (1 << (d + 1)) - 1) >> (d + 1);
                    for (i, (&a, &b)) in orig.iter().zip(f.iter()).enumerate() {
                        let e = (a as i32 - b as i32).rem_euclid(Q as i32);
                        let e = e.min(Q as i32 - e);
                        if d == 12 {
                            assert_eq!(a, b, "{ctx}: coefficient {i}");
                        } else {
                            assert!(e <= bound, "{ctx}: coefficient {i} moved by {e}");
                        }
                    }
                }
            }
            _ if writes => {
                if d == 12 {
                    assert_eq!(
                        model_mem[p.clone()],
                        byte_encode(12, &before_slots[c.slot_r as usize])[..],
                        "{ctx}"
                    );
                }
            }
            _ => {
                // A comparing EncodeCt writes nothing and flags a difference.
                assert_eq!(model_mem, before_mem, "{ctx}");
                let mut scratch = before_mem.clone();
                let mut enc = CodecUnitModel::default();
                let w = Command {
                    op: op::ENCODE,
                    ..*c
                };
                enc.execute(&w, &mut before_slots.clone(), &mut scratch, &COMPACT)
                    .unwrap();
                let differs = scratch[p.clone()] != before_mem[p.clone()];
                if differs {
                    assert!(model.diff, "{ctx}");
                }
                if s.clear {
                    assert_eq!(model.diff, differs, "{ctx}");
                    seen[1][model.diff as usize] += 1;
                }
            }
        }
        let want = if c.op == op::DECODE {
            decode_cycles(d)
        } else {
            encode_cycles(d)
        };
        assert_eq!(cycles, want, "{ctx}: model's cycles");
        assert_eq!(
            (run.cycles, run.modulus_flag, run.diff),
            (cycles as u64, model.modulus_flag, model.diff),
            "{ctx}"
        );
        assert_eq!(
            run.mem_writes.len(),
            if writes { 32 * d } else { 0 },
            "{ctx}"
        );
        let coeffs = if c.op == op::DECODE { N } else { 0 };
        assert_eq!(run.coeff_writes.len(), coeffs, "{ctx}");
        assert!(got_mem == model_mem, "{ctx}: memory");
        assert!(got_slots == model_slots, "{ctx}: slots");
    }
    seen
}

#[test]
fn rusthdl_codec_unit_equals_the_model() {
    let mut rng = Rng(0xC0DE_C001);
    let (mut mem, slots) = start(&mut rng);
    let mut steps = prefix(&mut rng, &mut mem, &slots);
    steps.extend(script(&mut rng, 48, false));
    let mut sim = CodecUnitSim::new(mem.clone(), slots.clone());
    let runs: Vec<CodecRun> = steps.iter().map(|s| sim.step(s).unwrap()).collect();
    let seen = check(&mem, &slots, &steps, &runs, "RustHDL");
    assert!(
        seen.iter().flatten().all(|&n| n > 0),
        "both flags both ways: {seen:?}"
    );
}

#[test]
fn rusthdl_codec_unit_is_aborted_by_a_reset() {
    let mut rng = Rng(0xC0DE_C0AB);
    let (mem, slots) = start(&mut rng);
    let steps = script(&mut rng, 48, true);
    assert!(steps.iter().any(|s| s.abort != 0));
    let mut sim = CodecUnitSim::new(mem.clone(), slots.clone());
    let runs: Vec<CodecRun> = steps.iter().map(|s| sim.step(s).unwrap()).collect();
    assert!(runs.iter().any(|r| r.aborted));
    check(&mem, &slots, &steps, &runs, "RustHDL");
}

#[test]
fn verilated_codec_unit_equals_the_model() {
    let unit = VerilatedCodecUnit::build(&codec_unit::verilog(), &work_dir("codec_unit")).unwrap();
    let mut seen = [[0; 2]; 2];
    for seed in 1..=4 {
        let mut rng = Rng(0xC0DE_C100 + seed);
        let (mut mem, slots) = start(&mut rng);
        let mut steps = prefix(&mut rng, &mut mem, &slots);
        steps.extend(script(&mut rng, 240, seed % 2 == 0));
        let runs = unit.run(&mem, &slots, &steps).unwrap();
        let s = check(&mem, &slots, &steps, &runs, "Verilator");
        for (a, b) in seen.iter_mut().flatten().zip(s.iter().flatten()) {
            *a += b;
        }
    }
    assert!(
        seen.iter().flatten().all(|&n| n > 0),
        "both flags both ways: {seen:?}"
    );
}

#[test]
fn the_model_refuses_what_the_circuit_cannot_do() {
    let mut rng = Rng(7);
    let (mut mem, mut slots) = start(&mut rng);
    let mut model = CodecUnitModel::default();
    for c in [
        command(&mut rng, op::DECODE, 0, 0, 0, false),
        command(&mut rng, op::ENCODE, 13, 0, 0, false),
        command(&mut rng, op::ENCODE, 12, MEM_BYTES - 383, 0, false),
        command(&mut rng, op::DECODE, 1, 0, SLOTS, false),
        command(&mut rng, 16, 1, 0, 0, false),
    ] {
        assert!(
            model.execute(&c, &mut slots, &mut mem, &COMPACT).is_err(),
            "{c:?}"
        );
    }
}

#[test]
fn codec_unit_verilog_lints() {
    let mut uut = CodecUnit::default();
    uut.connect_all();
    lint(&generate_verilog(&uut), &work_dir("codec_unit_lint")).unwrap();
}
