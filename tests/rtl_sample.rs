//! The samplers [`SampleNtt`] (FIPS 203 Algorithm 7) and [`SampleCbd`] (Algorithm 8, η = 2
//! and 3), in RustHDL simulation and as exported Verilog under Verilator, fed the model's
//! SHAKE bytes (`model::hash::{xof, prf}`) and checked against `model::sample`:
//! * SampleNTT on every ρ of the ACVP vectors (keyGen: ρ = first half of G(d ‖ k);
//!   encapsulation: the last 32 bytes of ek) for every (i, j) < k, and on the final-FIPS-203
//!   CCTV "unlucky" keys (576 / 582 / 579 XOF bytes for Â[0][0]);
//! * SamplePolyCBD_2 and _3 on random byte strings and edge strings (all 0x00, all 0xFF);
//! * every coefficient equals the model's, indices 0..255 are each written exactly once,
//!   the bytes taken equal the model's (SampleNTT: `sample_ntt_counted`; CBD: 64·η);
//! * latency: SampleNTT B + 2 cycles for B bytes, CBD N + 2 for every input (constant time);
//! * random `in_valid` stalls change neither coefficients nor bytes taken;
//! * a reset in the middle of a run returns the sampler to idle and the next run is right.
//!
//! The cycle figures for the report are printed by `sampler_cycle_figures`
//! (`cargo test --release --test rtl_sample -- --nocapture sampler_cycle_figures`).

/// The samplers behind the sponge and into the NTT RAM (was tests/rtl_sampling.rs): `rtl_sample/sampling.rs`.
#[path = "rtl_sample/sampling.rs"]
mod sampling;

mod common;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use common::seeds::{
    RELEASES, UNLUCKY_BYTES, all_acvp_seeds, keygen_seeds, matrix_entries, unlucky_seeds,
};
use mlkem_fpga::model::hash::prf;
use mlkem_fpga::model::sample::{sample_ntt_counted, sample_poly_cbd};
use mlkem_fpga::params::{N, Q};
use mlkem_fpga::rtl::sample::{
    CBD_LATENCY, SampleCbd, SampleNtt, SamplerSim, cbd_bytes, sample_cbd_run, sample_ntt_latency,
    sample_ntt_run, sampler_cycles, xof_stream,
};
use mlkem_fpga::sim::verilator::build_with_driver;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use rust_hdl::prelude::*;

fn work_dir(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("mlkem-fpga-{name}-{}", std::process::id()))
}

/// A random `in_valid` pattern: low in about a quarter of the cycles; counts the stall
/// cycles in `count`.
fn stalls(seed: u64, count: &mut usize) -> impl FnMut() -> bool + '_ {
    let mut rng = StdRng::seed_from_u64(seed);
    move || {
        let v = rng.random_range(0..4) != 0;
        *count += usize::from(!v);
        v
    }
}

/// Edge strings first, then random ones.
fn cbd_inputs(eta: usize, random: usize, seed: u64) -> Vec<Vec<u8>> {
    let n = cbd_bytes(eta);
    let mut rng = StdRng::seed_from_u64(seed);
    let mut v = vec![vec![0u8; n], vec![0xFF; n], vec![0x0F; n], vec![0xF0; n]];
    v.extend((0..random).map(|_| (0..n).map(|_| rng.random_range(0..=255u8)).collect()));
    v.push(prf(eta, &[0x5A; 32], 7));
    v
}

fn check_ntt_run(
    sim: &mut SamplerSim<SampleNtt>,
    rho: &[u8; 32],
    j: u8,
    i: u8,
    stall: Option<u64>,
) {
    let (want, bytes) = sample_ntt_counted(rho, j, i);
    let stream = xof_stream(rho, j, i);
    let mut stalled = 0;
    let run = match stall {
        None => sim.run(&stream, &mut || true),
        Some(s) => sim.run(&stream, &mut stalls(s, &mut stalled)),
    }
    .unwrap_or_else(|e| panic!("SampleNTT(ρ {:02x?}…, {j}, {i}): {e}", &rho[..4]));
    assert_eq!(
        run.coeffs,
        want,
        "coefficients, ρ {:02x?}… j {j} i {i}",
        &rho[..4]
    );
    assert_eq!(
        run.bytes,
        bytes,
        "bytes taken, ρ {:02x?}… j {j} i {i}",
        &rho[..4]
    );
    if stall.is_none() {
        assert_eq!(run.cycles, sample_ntt_latency(bytes), "latency");
    } else {
        // Each stall cycle delays the run by at most one cycle.
        assert!(run.cycles >= sample_ntt_latency(bytes));
        assert!(run.cycles <= sample_ntt_latency(bytes) + stalled);
    }
}

#[test]
fn sample_ntt_acvp_keygen_rusthdl() {
    // One release's keyGen seeds, every Â entry (725 runs); the Verilator test covers all.
    let seeds = keygen_seeds(RELEASES[1]);
    assert_eq!(seeds.len(), 75);
    let mut sim = SamplerSim::<SampleNtt>::default();
    let entries = matrix_entries(&seeds);
    for (n, (rho, j, i)) in entries.iter().enumerate() {
        // Every 8th run with random stalls; the rest always valid.
        let stall = (n % 8 == 3).then_some(n as u64);
        check_ntt_run(&mut sim, rho, *j, *i, stall);
    }
    println!(
        "SampleNTT RustHDL: {} ACVP keyGen runs agree",
        entries.len()
    );
}

#[test]
fn sample_ntt_unlucky_rusthdl() {
    let mut sim = SamplerSim::<SampleNtt>::default();
    for ((rho, k), want) in unlucky_seeds().into_iter().zip(UNLUCKY_BYTES) {
        let mut worst = 0;
        for (rho, j, i) in matrix_entries(&[(rho, k)]) {
            check_ntt_run(&mut sim, &rho, j, i, None);
            check_ntt_run(&mut sim, &rho, j, i, Some(u64::from(j) * 7 + u64::from(i)));
            worst = worst.max(sample_ntt_counted(&rho, j, i).1);
        }
        assert_eq!(worst, want, "worst XOF bytes, k = {k}");
        let r = sample_ntt_run(&rho, 0, 0).unwrap();
        assert_eq!(r.bytes, want, "Â[0][0] of the unlucky key, k = {k}");
        println!(
            "unlucky k = {k}: Â[0][0] takes {} bytes, {} cycles",
            r.bytes, r.cycles
        );
    }
}

#[test]
fn sample_cbd_random_rusthdl() {
    let mut sim = SamplerSim::<SampleCbd>::default();
    for eta in [2, 3] {
        for (n, b) in cbd_inputs(eta, 40, eta as u64).iter().enumerate() {
            let want = sample_poly_cbd(eta, b);
            assert!(want.iter().all(|&c| (c as u32) < Q));
            sim.set_eta(eta);
            let r = sim.run(b, &mut || true).unwrap();
            assert_eq!(r.coeffs, want, "η {eta} input {n}");
            assert_eq!(r.bytes, cbd_bytes(eta), "η {eta} input {n}: bytes");
            assert_eq!(r.cycles, CBD_LATENCY, "η {eta} input {n}: constant latency");
            sim.set_eta(eta);
            let mut stalled = 0;
            let r = sim.run(b, &mut stalls(n as u64, &mut stalled)).unwrap();
            assert_eq!(r.coeffs, want, "η {eta} input {n}, stalls");
            assert!((CBD_LATENCY..=CBD_LATENCY + stalled).contains(&r.cycles));
            assert_eq!(r.bytes, cbd_bytes(eta), "η {eta} input {n}, stalls: bytes");
        }
    }
}

#[test]
fn reset_mid_run_rusthdl() {
    let rho = keygen_seeds(RELEASES[0])[0].0;
    let (want, bytes) = sample_ntt_counted(&rho, 1, 0);
    let stream = xof_stream(&rho, 1, 0);
    let mut sim = SamplerSim::<SampleNtt>::default();
    // Up to the last cycle before done (latency B + 2).
    for stop in [1, 2, 3, 4, 100, 301, bytes, bytes + 1] {
        assert!(
            sim.run_until(&stream, &mut || true, Some(stop))
                .unwrap()
                .is_none()
        );
        let r = sim.run(&stream, &mut || true).unwrap();
        assert_eq!(
            (r.coeffs, r.bytes),
            (want, bytes),
            "SampleNTT after reset at {stop}"
        );
    }
    // Reset while idle, and a start pulse while busy is ignored.
    sim.reset();
    check_ntt_run(&mut sim, &rho, 0, 1, None);

    let mut sim = SamplerSim::<SampleCbd>::default();
    for eta in [2, 3] {
        let b = prf(eta, &rho, 3);
        for stop in [1, 2, 5, 100, CBD_LATENCY - 2, CBD_LATENCY - 1] {
            // Abort a run of the other η, then run this one.
            sim.set_eta(5 - eta);
            let other = prf(5 - eta, &rho, 3);
            assert!(
                sim.run_until(&other, &mut || true, Some(stop))
                    .unwrap()
                    .is_none()
            );
            sim.set_eta(eta);
            let r = sim.run(&b, &mut || true).unwrap();
            assert_eq!(
                r.coeffs,
                sample_poly_cbd(eta, &b),
                "η {eta} after reset at {stop}"
            );
            assert_eq!(r.cycles, CBD_LATENCY);
        }
    }
}

#[test]
fn start_while_busy_is_ignored_rusthdl() {
    let rho = [3u8; 32];
    let stream = xof_stream(&rho, 0, 0);
    let mut sim = SamplerSim::<SampleNtt>::default();
    sim.uut().start.next = true;
    sim.tick();
    // Hold start high for 50 more cycles while feeding bytes.
    let mut pos = 0;
    for _ in 0..50 {
        sim.uut().in_valid.next = true;
        sim.uut().in_byte.next = (stream[pos] as u64).into();
        let ready = sim.outputs().in_ready;
        sim.tick();
        pos += ready as usize;
    }
    assert_eq!(pos, 50, "one byte per cycle");
    sim.uut().start.next = false;
    sim.reset();
    check_ntt_run(&mut sim, &rho, 0, 0, None);
}

#[test]
fn sampler_cycle_figures() {
    let acvp = sampler_cycles(&keygen_seeds(RELEASES[1])).unwrap();
    let unlucky = sampler_cycles(&unlucky_seeds()).unwrap();
    println!(
        "SampleNTT cycles (always-valid stream): mean {:.2} over {} ACVP keyGen Â entries \
         (min {}, max {}); unlucky max {} ({} bytes)",
        acvp.ntt_mean,
        acvp.ntt_runs,
        acvp.ntt_min,
        acvp.ntt_max,
        unlucky.ntt_max,
        unlucky.ntt_max - 2
    );
    println!(
        "SamplePolyCBD cycles: η = 2: {}, η = 3: {} (formula N + 2 = {})",
        acvp.cbd2, acvp.cbd3, CBD_LATENCY
    );
    assert_eq!(unlucky.ntt_max, sample_ntt_latency(582));
    assert_eq!((acvp.cbd2, acvp.cbd3), (N + 2, N + 2));
    // At most two values per 3 bytes.
    assert!(acvp.ntt_min >= sample_ntt_latency(3 * N / 2));
}

// ---------------------------------------------------------------------------------------
// The exported Verilog under Verilator.

/// Script driver for either sampler. Each line `S eta3 stall_seed abort n b0 … b(n−1)`
/// (bytes in hex) starts a run; `stall_seed` ≠ 0 drops `in_valid` in about a quarter of the
/// cycles (an LCG), `abort` ≠ 0 asserts reset `abort` cycles after the start edge. Answers:
/// `R cycles bytes w i0 v0 i1 v1 …` (w writes in order), `A busy ready` after an abort, or
/// `E message` on a protocol violation.
use mlkem_fpga::rtl::sample::verilated::SAMPLER_TB as DRIVER;

fn verilog_of<B: Block + Default>() -> String {
    let mut uut = B::default();
    uut.connect_all();
    generate_verilog(&uut)
}

/// One run's answer from the driver.
#[derive(Debug, PartialEq)]
enum Answer {
    /// cycles, bytes, writes (index, value) in order.
    Run(usize, usize, Vec<(usize, u16)>),
    /// busy, in_ready, done|coeff_write after an aborting reset.
    Aborted(u32, u32, u32),
}

/// Runs `exe` on `script` and parses one answer per `S` line.
fn run_driver(exe: &Path, script: &str) -> Vec<Answer> {
    let mut child = Command::new(exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("start the driver");
    let mut stdin = child.stdin.take().expect("stdin");
    let input = script.to_owned();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().expect("driver output");
    writer.join().unwrap().expect("write the script");
    assert!(out.status.success(), "driver failed: {}", out.status);
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| {
            let w: Vec<&str> = l.split_whitespace().collect();
            let num = |s: &str| s.parse::<usize>().expect("number");
            match w[0] {
                "R" => {
                    let n = num(w[3]);
                    assert_eq!(w.len(), 4 + 2 * n, "R line length");
                    let writes = (0..n)
                        .map(|k| (num(w[4 + 2 * k]), num(w[5 + 2 * k]) as u16))
                        .collect();
                    Answer::Run(num(w[1]), num(w[2]), writes)
                }
                "A" => Answer::Aborted(num(w[1]) as u32, num(w[2]) as u32, num(w[3]) as u32),
                _ => panic!("driver: {l}"),
            }
        })
        .collect()
}

fn script_line(eta3: bool, stall_seed: u32, abort: usize, bytes: &[u8]) -> String {
    let mut s = format!("S {} {stall_seed} {abort} {}", eta3 as u8, bytes.len());
    for b in bytes {
        s.push_str(&format!(" {b:x}"));
    }
    s.push('\n');
    s
}

/// Checks one run answer: every index once, values equal `want`, the bytes taken, and the
/// latency when `cycles` is given.
fn check_answer(a: &Answer, want: &[u16; N], bytes: usize, cycles: Option<usize>, ctx: &str) {
    let Answer::Run(c, b, writes) = a else {
        panic!("{ctx}: expected a run, got {a:?}");
    };
    assert_eq!(writes.len(), N, "{ctx}: number of writes");
    let mut got = [u16::MAX; N];
    for &(i, v) in writes {
        assert_eq!(got[i], u16::MAX, "{ctx}: index {i} written twice");
        got[i] = v;
    }
    assert_eq!(&got, want, "{ctx}: coefficients");
    assert_eq!(*b, bytes, "{ctx}: bytes taken");
    if let Some(cy) = cycles {
        assert_eq!(*c, cy, "{ctx}: cycles");
    }
}

#[test]
fn sample_ntt_verilator() {
    let dir = work_dir("sample_ntt");
    let exe = build_with_driver(&verilog_of::<SampleNtt>(), "driver.cpp", DRIVER, &dir)
        .expect("verilator build");
    let acvp = all_acvp_seeds();
    let unlucky = unlucky_seeds();
    let mut entries = matrix_entries(&acvp);
    let n_acvp = entries.len();
    entries.extend(matrix_entries(&unlucky));
    let mut script = String::new();
    let mut expect = Vec::new();
    for (n, &(rho, j, i)) in entries.iter().enumerate() {
        let (want, bytes) = sample_ntt_counted(&rho, j, i);
        let stream = xof_stream(&rho, j, i);
        script.push_str(&script_line(false, 0, 0, &stream));
        expect.push((want, bytes, Some(sample_ntt_latency(bytes))));
        if n % 5 == 0 || n >= n_acvp {
            // Every 5th ACVP entry and every unlucky one again with random stalls.
            script.push_str(&script_line(false, n as u32 + 1, 0, &stream));
            expect.push((want, bytes, None));
        }
    }
    // Aborted runs, each followed by a complete one.
    let (rho, j, i) = entries[0];
    let (want, bytes) = sample_ntt_counted(&rho, j, i);
    let aborts = [1, 2, 3, 4, 77, bytes, bytes + 1];
    for stop in aborts {
        script.push_str(&script_line(false, 0, stop, &xof_stream(&rho, j, i)));
        script.push_str(&script_line(false, 0, 0, &xof_stream(&rho, j, i)));
    }
    let answers = run_driver(&exe, &script);
    assert_eq!(answers.len(), expect.len() + 2 * aborts.len());
    let mut cycles = Vec::new();
    for (n, (a, (want, bytes, cy))) in answers.iter().zip(&expect).enumerate() {
        check_answer(a, want, *bytes, *cy, &format!("SampleNTT run {n}"));
        if let (Answer::Run(c, ..), Some(_)) = (a, cy) {
            cycles.push(*c);
        }
    }
    for (k, stop) in aborts.iter().enumerate() {
        let a = &answers[expect.len() + 2 * k];
        assert_eq!(a, &Answer::Aborted(0, 0, 0), "idle after reset at {stop}");
        check_answer(
            &answers[expect.len() + 2 * k + 1],
            &want,
            bytes,
            Some(sample_ntt_latency(bytes)),
            &format!("run after reset at {stop}"),
        );
    }
    let n_acvp_runs = matrix_entries(&acvp).len();
    let acvp_cycles = &cycles[..n_acvp_runs];
    let mean = acvp_cycles.iter().sum::<usize>() as f64 / n_acvp_runs as f64;
    println!(
        "SampleNTT Verilator: {} ACVP ρ's, {n_acvp_runs} Â entries (mean {mean:.2} cycles, min {}, max {}), \
         {} unlucky entries (max {} cycles), {} runs with stalls, {} resets: all agree",
        acvp.len(),
        acvp_cycles.iter().min().unwrap(),
        acvp_cycles.iter().max().unwrap(),
        entries.len() - n_acvp,
        cycles[n_acvp_runs..].iter().max().unwrap(),
        expect.iter().filter(|e| e.2.is_none()).count(),
        aborts.len()
    );
    assert_eq!(
        *cycles[n_acvp_runs..].iter().max().unwrap(),
        sample_ntt_latency(UNLUCKY_BYTES[1])
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn sample_cbd_verilator() {
    let dir = work_dir("sample_cbd");
    let v = verilog_of::<SampleCbd>();
    let driver = format!("#define HAS_ETA3 1\n{DRIVER}");
    let exe = build_with_driver(&v, "driver.cpp", &driver, &dir).expect("verilator build");
    let mut script = String::new();
    let mut expect = Vec::new();
    for eta in [2, 3] {
        for (n, b) in cbd_inputs(eta, 300, 100 + eta as u64).iter().enumerate() {
            let want = sample_poly_cbd(eta, b);
            script.push_str(&script_line(eta == 3, 0, 0, b));
            expect.push((eta, want, Some(CBD_LATENCY)));
            if n % 3 == 0 {
                script.push_str(&script_line(eta == 3, n as u32 + 1, 0, b));
                expect.push((eta, want, None));
            }
        }
    }
    let mut aborts = 0;
    for (eta, stop) in [
        (2, 1),
        (3, 2),
        (2, 100),
        (3, CBD_LATENCY - 2),
        (2, CBD_LATENCY - 1),
    ] {
        let b = prf(eta, &[9; 32], stop as u8);
        // Abort a run of the other η, then run this one.
        script.push_str(&script_line(eta == 2, 0, stop, &prf(5 - eta, &[1; 32], 0)));
        script.push_str(&script_line(eta == 3, 0, 0, &b));
        aborts += 1;
        expect.push((0, [0; N], None)); // the aborted run
        expect.push((eta, sample_poly_cbd(eta, &b), Some(CBD_LATENCY)));
    }
    let answers = run_driver(&exe, &script);
    assert_eq!(answers.len(), expect.len());
    for (n, (a, (eta, want, cy))) in answers.iter().zip(&expect).enumerate() {
        if *eta == 0 {
            assert_eq!(
                a,
                &Answer::Aborted(0, 0, 0),
                "CBD run {n}: idle after reset"
            );
        } else {
            check_answer(
                a,
                want,
                cbd_bytes(*eta),
                *cy,
                &format!("CBD η {eta} run {n}"),
            );
        }
    }
    println!(
        "SamplePolyCBD Verilator: {} runs ({aborts} aborted by reset) agree; {} cycles each",
        answers.len(),
        CBD_LATENCY
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn run_helpers_match_the_model() {
    let (rho, _) = unlucky_seeds()[0];
    let r = sample_ntt_run(&rho, 0, 0).unwrap();
    assert_eq!(r.bytes, UNLUCKY_BYTES[0]);
    let b = prf(3, &rho, 0);
    assert_eq!(
        sample_cbd_run(3, &b).unwrap().coeffs,
        sample_poly_cbd(3, &b)
    );
}
