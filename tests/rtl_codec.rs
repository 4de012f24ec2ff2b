//! The codec circuits of `rtl::codec` ([`Compress`], [`Decompress`], [`PolyEncoder`],
//! [`PolyDecoder`]) in RustHDL simulation and as exported Verilog under Verilator, checked
//! bit-exactly against `model::encode`:
//! * Compress_d for every d ∈ 1..=11 and x ∈ [0, q) (and the d = 12 pass-through for every
//!   12-bit x); Decompress_d for every d ∈ 1..=11 and y ∈ [0, 2^d), and the d = 12
//!   reduction with its `ge_q` flag for every 12-bit y;
//! * PolyEncoder for every d ∈ 1..=12 on random polynomials and edge ones (all 0, all q − 1,
//!   alternating, ramps): the bytes equal ByteEncode_d(Compress_d(f)), exactly 32·d of them;
//! * PolyDecoder for every d ∈ 1..=12 on random bytes and edge strings (all 0x00, all
//!   0xFF, …): every coefficient equals Decompress_d(ByteDecode_d(B)) (d = 12:
//!   ByteDecode_12 with the values reduced mod q), each index written once, in order, and
//!   `out_of_range` is high exactly when d = 12 and some 12-bit value is ≥ q;
//! * every run takes exactly `encoder_cycles(d)` / `decoder_cycles(d)` cycles (constant
//!   time); a reset in the middle of a run returns the unit to idle at once and the next
//!   run is right.

use std::path::PathBuf;

use mlkem_fpga::model::encode::{byte_decode, byte_encode, compress, decompress};
use mlkem_fpga::model::ntt::Poly;
use mlkem_fpga::params::{N, Q};
use mlkem_fpga::rtl::codec::verilated::{
    CodecJob, VerilatedCodec, compress_table, decompress_table,
};
use mlkem_fpga::rtl::codec::{
    Compress, Decompress, PolyDecoder, PolyEncoder, decoder_cycles, encoder_cycles,
};
use mlkem_fpga::rtl::ntt::verilog_of;
use mlkem_fpga::sim::verilator::lint;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use rust_hdl::prelude::*;

fn work_dir(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("mlkem-fpga-{name}-{}", std::process::id()))
}

const LIMIT: usize = 2000;

// ---------------------------------------------------------------- reference

/// ByteEncode_d(Compress_d(f)) (d = 12: ByteEncode_12(f)).
fn want_encode(d: usize, f: &Poly) -> Vec<u8> {
    if d == 12 {
        byte_encode(12, f)
    } else {
        byte_encode(d, &f.map(|c| compress(d, c)))
    }
}

/// Decompress_d(ByteDecode_d(b)) (d = 12: ByteDecode_12), and whether some raw 12-bit value
/// was ≥ q.
fn want_decode(d: usize, b: &[u8]) -> (Poly, bool) {
    let f = byte_decode(d, b);
    if d == 12 {
        let over = (0..N).any(|i| {
            let lo = b[3 * i / 2] as u32;
            let hi = b[3 * i / 2 + 1] as u32;
            let raw = if i % 2 == 0 {
                lo | ((hi & 15) << 8)
            } else {
                (lo >> 4) | (hi << 4)
            };
            raw >= Q
        });
        (f, over)
    } else {
        (f.map(|y| decompress(d, y)), false)
    }
}

fn polys(d: usize, rng: &mut StdRng, random: usize) -> Vec<Poly> {
    let mut v: Vec<Poly> = vec![
        [0; N],
        [(Q - 1) as u16; N],
        std::array::from_fn(|i| if i % 2 == 0 { 0 } else { (Q - 1) as u16 }),
        std::array::from_fn(|i| (i as u32 * 13 % Q) as u16),
        std::array::from_fn(|i| ((Q / 2) as u16).wrapping_add(i as u16 % 3)),
    ];
    v.extend((0..random).map(|_| std::array::from_fn(|_| rng.random_range(0..Q as u16))));
    let _ = d;
    v
}

fn byte_strings(d: usize, rng: &mut StdRng, random: usize) -> Vec<Vec<u8>> {
    let n = 32 * d;
    let mut v = vec![
        vec![0u8; n],
        vec![0xFF; n],
        vec![0xA5; n],
        (0..n).map(|i| i as u8).collect(),
    ];
    if d == 12 {
        // Every value q − 1 (in range) then q (just out of range in one coefficient).
        let ok = byte_encode(12, &[(Q - 1) as u16; N]);
        v.push(ok.clone());
        let mut one = ok;
        one[3 * 77 / 2] = 0x01; // coefficient 77 (odd): low nibble of byte 115 → 0x..1
        v.push(one);
        // Raw q at the last index (coefficient 255: the high 12 bits of bytes 382..383).
        let mut b = vec![0u8; n];
        let (lo, hi) = (Q as u8, (Q >> 8) as u8);
        b[382] |= lo << 4;
        b[383] = (lo >> 4) | (hi << 4);
        v.push(b);
    }
    v.extend((0..random).map(|_| (0..n).map(|_| rng.random_range(0..=255u8)).collect()));
    v
}

// ---------------------------------------------------------------- RustHDL drivers

fn settle<B: Block>(u: &mut B) {
    assert!(simulate(u, 100), "did not settle");
}

struct EncRun {
    bytes: Vec<u8>,
    cycles: usize,
}

/// Starts a PolyEncoder run and clocks it, answering `coeff_index` with one cycle of
/// latency; returns the bytes and cycles at `done`, or `None` after a reset at `abort`.
fn enc_run(u: &mut PolyEncoder, d: usize, f: &Poly, abort: Option<usize>) -> Option<EncRun> {
    let mut bytes = Vec::new();
    u.start.next = true;
    u.d.next = (d as u64).into();
    let mut cycles = 0;
    loop {
        settle(u);
        let addr = u.coeff_index.val().index();
        u.clock.next = Clock { clk: true };
        settle(u);
        u.clock.next = Clock { clk: false };
        u.start.next = false;
        u.reset.next = false;
        u.coeff_data.next = (f[addr] as u64).into();
        settle(u);
        // `cycles` is the edge just taken (0: the one that took `start`).
        if abort == Some(cycles) {
            // The reset edge just happened: idle at once.
            assert!(!u.busy.val() && !u.done.val() && !u.out_valid.val());
            return None;
        }
        assert!(cycles < LIMIT, "encoder d = {d}: no done");
        if u.out_valid.val() {
            bytes.push(u.out_data.val().index() as u8);
        }
        if u.done.val() {
            assert!(!u.busy.val() && !u.out_valid.val());
            return Some(EncRun { bytes, cycles });
        }
        assert!(u.busy.val());
        cycles += 1;
        if abort == Some(cycles) {
            u.reset.next = true;
        }
    }
}

struct DecRun {
    coeffs: Poly,
    over: bool,
    cycles: usize,
}

fn dec_run(u: &mut PolyDecoder, d: usize, b: &[u8], abort: Option<usize>) -> Option<DecRun> {
    let mut coeffs = [u16::MAX; N];
    let mut next = 0usize;
    u.start.next = true;
    u.d.next = (d as u64).into();
    let mut cycles = 0;
    loop {
        settle(u);
        let addr = u.byte_index.val().index();
        u.clock.next = Clock { clk: true };
        settle(u);
        u.clock.next = Clock { clk: false };
        u.start.next = false;
        u.reset.next = false;
        // Out of range addresses read as 0 (the RAM beyond 32·d); never used.
        u.byte_data.next = (*b.get(addr).unwrap_or(&0) as u64).into();
        settle(u);
        if abort == Some(cycles) {
            assert!(!u.busy.val() && !u.done.val() && !u.coeff_write.val());
            assert!(!u.out_of_range.val());
            return None;
        }
        assert!(cycles < LIMIT, "decoder d = {d}: no done");
        if u.coeff_write.val() {
            let i = u.coeff_index.val().index();
            assert_eq!(i, next, "decoder d = {d}: write order");
            next += 1;
            coeffs[i] = u.coeff_value.val().index() as u16;
        }
        if u.done.val() {
            assert!(!u.busy.val() && !u.coeff_write.val());
            assert_eq!(next, N, "decoder d = {d}: 256 writes");
            return Some(DecRun {
                coeffs,
                over: u.out_of_range.val(),
                cycles,
            });
        }
        assert!(u.busy.val());
        cycles += 1;
        if abort == Some(cycles) {
            u.reset.next = true;
        }
    }
}

fn encoder() -> PolyEncoder {
    let mut u = PolyEncoder::default();
    u.connect_all();
    u
}

fn decoder() -> PolyDecoder {
    let mut u = PolyDecoder::default();
    u.connect_all();
    u
}

// ---------------------------------------------------------------- RustHDL tests

#[test]
fn compress_exhaustive_rusthdl() {
    let mut u = Compress::default();
    u.connect_all();
    for d in 1..=12usize {
        u.d.next = (d as u64).into();
        let top = if d == 12 { 4096 } else { Q as u16 };
        for x in 0..top {
            u.x.next = (x as u64).into();
            settle(&mut u);
            let want = if d == 12 { x } else { compress(d, x) };
            assert_eq!(u.y.val().index() as u16, want, "Compress_{d}({x})");
        }
    }
}

#[test]
fn decompress_exhaustive_rusthdl() {
    let mut u = Decompress::default();
    u.connect_all();
    for d in 1..=12usize {
        u.d.next = (d as u64).into();
        for y in 0..(1u16 << d) {
            u.y.next = (y as u64).into();
            settle(&mut u);
            let (want, ge) = if d == 12 {
                (y % Q as u16, y >= Q as u16)
            } else {
                (decompress(d, y), false)
            };
            assert_eq!(u.x.val().index() as u16, want, "Decompress_{d}({y})");
            assert_eq!(u.ge_q.val(), ge, "ge_q d {d} y {y}");
        }
    }
}

#[test]
fn encoder_every_d_rusthdl() {
    let mut rng = StdRng::seed_from_u64(1);
    let mut u = encoder();
    for d in 1..=12 {
        for (n, f) in polys(d, &mut rng, 6).iter().enumerate() {
            let r = enc_run(&mut u, d, f, None).unwrap();
            assert_eq!(r.bytes.len(), 32 * d, "d {d} poly {n}: byte count");
            assert_eq!(r.bytes, want_encode(d, f), "d {d} poly {n}: bytes");
            assert_eq!(r.cycles, encoder_cycles(d), "d {d} poly {n}: cycles");
        }
    }
}

#[test]
fn decoder_every_d_rusthdl() {
    let mut rng = StdRng::seed_from_u64(2);
    let mut u = decoder();
    for d in 1..=12 {
        for (n, b) in byte_strings(d, &mut rng, 6).iter().enumerate() {
            let r = dec_run(&mut u, d, b, None).unwrap();
            let (want, over) = want_decode(d, b);
            assert_eq!(r.coeffs, want, "d {d} string {n}: coefficients");
            assert!(r.coeffs.iter().all(|&c| (c as u32) < Q));
            assert_eq!(r.over, over, "d {d} string {n}: out_of_range");
            assert_eq!(r.cycles, decoder_cycles(d), "d {d} string {n}: cycles");
        }
    }
    // The edge strings for d = 12: all 0xFF is out of range, all q − 1 is not.
    assert!(dec_run(&mut u, 12, &[0xFF; 384], None).unwrap().over);
    let ok = byte_encode(12, &[(Q - 1) as u16; N]);
    assert!(!dec_run(&mut u, 12, &ok, None).unwrap().over);
}

#[test]
fn reset_mid_run_rusthdl() {
    let mut rng = StdRng::seed_from_u64(3);
    let mut e = encoder();
    let mut dd = decoder();
    for d in [1, 4, 5, 10, 11, 12] {
        let f = polys(d, &mut rng, 1)[5];
        let b = &byte_strings(d, &mut rng, 1)[4 + usize::from(d == 12) * 3];
        for stop in [1, 2, 3, 100, encoder_cycles(d) - 2, encoder_cycles(d) - 1] {
            // Abort a run of another d, then run this one.
            let other = 13 - d;
            assert!(
                enc_run(&mut e, other, &f, Some(stop.min(encoder_cycles(other) - 1))).is_none()
            );
            let r = enc_run(&mut e, d, &f, None).unwrap();
            assert_eq!(
                r.bytes,
                want_encode(d, &f),
                "encoder d {d} after reset at {stop}"
            );
            assert_eq!(r.cycles, encoder_cycles(d));
            // The decoder: an out-of-range d = 12 run aborted, `out_of_range` cleared.
            assert!(
                dec_run(
                    &mut dd,
                    12,
                    &[0xFF; 384],
                    Some(stop.min(decoder_cycles(12) - 1))
                )
                .is_none()
            );
            let r = dec_run(&mut dd, d, b, None).unwrap();
            let (want, over) = want_decode(d, b);
            assert_eq!(
                (r.coeffs, r.over),
                (want, over),
                "decoder d {d} after reset at {stop}"
            );
            assert_eq!(r.cycles, decoder_cycles(d));
        }
    }
}

// ---------------------------------------------------------------- Verilator

#[test]
fn verilog_lints_clean() {
    // `verilator --lint-only -Wno-WIDTH -Wno-SELRANGE` (the classes RustHDL's generator
    // always trips, see sim::verilator); any other warning fails.
    for (name, v) in [
        ("compress", verilog_of::<Compress>()),
        ("decompress", verilog_of::<Decompress>()),
        ("encoder", verilog_of::<PolyEncoder>()),
        ("decoder", verilog_of::<PolyDecoder>()),
    ] {
        lint(&v, &work_dir(&format!("codec-lint-{name}"))).unwrap();
    }
}

#[test]
fn compress_decompress_exhaustive_verilator() {
    let t = compress_table(&verilog_of::<Compress>(), &work_dir("codec-compress")).unwrap();
    for d in 1..=12usize {
        let top = if d == 12 { 4096 } else { Q as usize };
        assert_eq!(t[d - 1].len(), top, "d {d}: table size");
        for (x, &y) in t[d - 1].iter().enumerate() {
            let want = if d == 12 {
                x as u16
            } else {
                compress(d, x as u16)
            };
            assert_eq!(y, want, "Verilog Compress_{d}({x})");
        }
    }
    let t = decompress_table(&verilog_of::<Decompress>(), &work_dir("codec-decompress")).unwrap();
    for d in 1..=12usize {
        assert_eq!(t[d - 1].len(), 1 << d, "d {d}: table size");
        for (y, &(x, ge)) in t[d - 1].iter().enumerate() {
            let y = y as u16;
            let want = if d == 12 {
                (y % Q as u16, y >= Q as u16)
            } else {
                (decompress(d, y), false)
            };
            assert_eq!((x, ge), want, "Verilog Decompress_{d}({y})");
        }
    }
}

#[test]
fn encoder_verilator() {
    let v = VerilatedCodec::build_encoder(&verilog_of::<PolyEncoder>(), &work_dir("codec-enc"))
        .unwrap();
    let mut rng = StdRng::seed_from_u64(11);
    let mut jobs = Vec::new();
    for d in 1..=12 {
        for f in polys(d, &mut rng, 20) {
            jobs.push(CodecJob {
                d,
                input: f,
                reset_at: None,
            });
        }
        // A reset mid-run, then a full run of the same input.
        let f = polys(d, &mut rng, 1)[5];
        for stop in [1, 7, encoder_cycles(d) / 2, encoder_cycles(d) - 1] {
            jobs.push(CodecJob {
                d: 13 - d,
                input: f,
                reset_at: Some(stop.min(encoder_cycles(13 - d) - 1)),
            });
            jobs.push(CodecJob {
                d,
                input: f,
                reset_at: None,
            });
        }
    }
    let res = v.encode(&jobs).unwrap();
    for (n, (j, r)) in jobs.iter().zip(res).enumerate() {
        match (j.reset_at, r) {
            (Some(_), Err(idle)) => assert!(idle, "job {n}: not idle after reset"),
            (None, Ok((bytes, cycles))) => {
                assert_eq!(
                    bytes,
                    want_encode(j.d, &j.input),
                    "job {n} d {}: bytes",
                    j.d
                );
                assert_eq!(cycles, encoder_cycles(j.d), "job {n} d {}: cycles", j.d);
            }
            (_, r) => panic!("job {n}: unexpected {r:?}"),
        }
    }
}

#[test]
fn decoder_verilator() {
    let v = VerilatedCodec::build_decoder(&verilog_of::<PolyDecoder>(), &work_dir("codec-dec"))
        .unwrap();
    let mut rng = StdRng::seed_from_u64(12);
    let mut jobs = Vec::new();
    for d in 1..=12 {
        for b in byte_strings(d, &mut rng, 20) {
            jobs.push(CodecJob {
                d,
                input: b,
                reset_at: None,
            });
        }
        let b = byte_strings(d, &mut rng, 1).pop().unwrap();
        for stop in [1, 7, decoder_cycles(d) / 2, decoder_cycles(d) - 1] {
            jobs.push(CodecJob {
                d: 12,
                input: vec![0xFF; 384],
                reset_at: Some(stop.min(decoder_cycles(12) - 1)),
            });
            jobs.push(CodecJob {
                d,
                input: b.clone(),
                reset_at: None,
            });
        }
    }
    let res = v.decode(&jobs).unwrap();
    let mut flagged = 0;
    for (n, (j, r)) in jobs.iter().zip(res).enumerate() {
        match (j.reset_at, r) {
            (Some(_), Err(idle)) => assert!(idle, "job {n}: not idle after reset"),
            (None, Ok(((coeffs, over), cycles))) => {
                let (want, want_over) = want_decode(j.d, &j.input);
                assert_eq!(coeffs, want, "job {n} d {}: coefficients", j.d);
                assert_eq!(over, want_over, "job {n} d {}: out_of_range", j.d);
                assert_eq!(cycles, decoder_cycles(j.d), "job {n} d {}: cycles", j.d);
                flagged += usize::from(over);
            }
            (_, r) => panic!("job {n}: unexpected {r:?}"),
        }
    }
    assert!(flagged > 0, "some d = 12 strings are out of range");
}
