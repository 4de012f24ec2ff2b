//! The NTT engine and its butterfly, in RustHDL simulation and as exported Verilog under
//! Verilator, against the engine model (`model::ntt_engine`) and FIPS 203's Algorithms 9–12
//! (`model::ntt`):
//! * every butterfly variant on random and edge inputs (both modes);
//! * P = 1, P = 2 and the fused P = 2 engines on random polynomials and edge cases (all 0, all q − 1, a single
//!   non-zero coefficient): NTT, INTT, INTT(NTT(f)) = f, BaseMul, BaseMul-acc, Add, Sub, and a
//!   4×4 matrix times a 4-vector by BaseMul-accumulate (ML-KEM-1024's Â∘ŝ, a row at a time);
//! * every operation's cycle count equals `EngineOp::cycles` whatever the data (constant time);
//! * a reset in the middle of an operation returns the engine to idle, leaves the other slots
//!   as they were, and the next operation is right.

use std::path::PathBuf;

use mlkem_fpga::model::ntt::{self as fips, Poly};
use mlkem_fpga::model::ntt_engine::{EngineModel, EngineOp, butterfly};
use mlkem_fpga::params::{N, Q};
use mlkem_fpga::rtl::catalog;
use mlkem_fpga::rtl::ntt::sim::EngineSim;
use mlkem_fpga::rtl::ntt::verilated::{self, VerilatedEngine};
use mlkem_fpga::rtl::ntt::{self as ntt, Butterfly, EngineIo};
use mlkem_fpga::rtl::reduce::lut6_2::with_xc7_models;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use rust_hdl::prelude::*;

const K: usize = 4;

fn work_dir(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("mlkem-fpga-{name}-{}", std::process::id()))
}

fn random_poly(rng: &mut StdRng) -> Poly {
    std::array::from_fn(|_| rng.random_range(0..Q) as u16)
}

fn single(j: usize, v: u16) -> Poly {
    let mut p = [0u16; N];
    p[j] = v;
    p
}

#[derive(Clone)]
enum Step {
    Write(usize, Box<Poly>),
    /// A write through the banked engine's sample port into buffer 0 or 1 (slot 24 or 25).
    Sample(usize, Box<Poly>),
    Run(EngineOp, usize, usize, usize),
    Read(usize),
}

/// The test scenario on an 8-slot engine and the model's expected reads.
fn scenario(seed: u64) -> (Vec<Step>, Vec<Poly>) {
    scenario_on(seed, &[0, 1, 2, 3, 4, 5, 6, 7], 8, 8)
}

/// The banked engine's slots the scenario's eight slots are placed in: both ends of the work
/// banks' part (0–15) and of the key area's (16–23). The sample buffers (24–25), which the
/// engine only reads, get steps of their own.
const BANKED_MAP: [usize; 8] = [15, 16, 0, 23, 8, 17, 1, 22];

/// The banked engine's sample buffers, written through its sample port only.
const SAMPLE_SLOTS: [usize; 2] = [24, 25];

/// The test scenario with its slot s placed in `map[s]` of an engine with `slots` slots and
/// slot ports that address `port_slots`, and the model's expected reads. A slot ≥ `slots`
/// (the banked engine's 26..32) holds nothing: a write there is dropped and a read gives
/// zeros.
fn scenario_on(
    seed: u64,
    map: &[usize; 8],
    slots: usize,
    port_slots: usize,
) -> (Vec<Step>, Vec<Poly>) {
    use Step::*;
    let mut rng = StdRng::seed_from_u64(seed);
    let q1 = Q as u16 - 1;
    let inputs: [Poly; 8] = [
        random_poly(&mut rng),
        [0; N],
        [q1; N],
        single(0, 1),
        single(255, q1),
        random_poly(&mut rng),
        random_poly(&mut rng),
        single(77, 1234),
    ];
    let mut steps = vec![];
    for (s, p) in inputs.iter().enumerate() {
        steps.push(Write(s, Box::new(*p)));
    }
    for s in 0..8 {
        steps.push(Run(EngineOp::Ntt, s, 0, 0));
        steps.push(Read(s));
    }
    steps.push(Run(EngineOp::BaseMul, 0, 5, 6));
    steps.push(Read(6));
    steps.push(Run(EngineOp::BaseMulAcc, 2, 4, 6));
    steps.push(Read(6));
    for s in 0..6 {
        steps.push(Run(EngineOp::Intt, s, 0, 0));
        steps.push(Read(s));
    }
    steps.push(Run(EngineOp::Intt, 6, 0, 0));
    steps.push(Read(6));
    steps.push(Run(EngineOp::Add, 0, 2, 7));
    steps.push(Read(7));
    steps.push(Run(EngineOp::Sub, 7, 5, 7));
    steps.push(Read(7));
    steps.push(Run(EngineOp::Sub, 1, 2, 6));
    steps.push(Read(6));
    // Â (K×K) ∘ ŝ (K): ŝ in slots 0..K, Â[i][j] loaded into slot K, the row sum in K + 1.
    let s_hat: Vec<Poly> = (0..K).map(|_| random_poly(&mut rng)).collect();
    for (j, p) in s_hat.iter().enumerate() {
        steps.push(Write(j, Box::new(*p)));
    }
    let mut products = vec![];
    for _ in 0..K {
        let mut want = [0u16; N];
        for (j, s) in s_hat.iter().enumerate() {
            let a = random_poly(&mut rng);
            want = fips::poly_add(&want, &fips::multiply_ntts(&a, s));
            steps.push(Write(K, Box::new(a)));
            let op = if j == 0 {
                EngineOp::BaseMul
            } else {
                EngineOp::BaseMulAcc
            };
            steps.push(Run(op, K, j, K + 1));
        }
        steps.push(Read(K + 1));
        products.push(want);
    }

    let mut steps: Vec<Step> = steps
        .into_iter()
        .map(|step| match step {
            Write(s, p) => Write(map[s], p),
            Sample(..) => unreachable!("the scenario writes through the host port"),
            Run(op, a, b, r) => Run(op, map[a], map[b], map[r]),
            Read(s) => Read(map[s]),
        })
        .collect();
    let mut tail = 0;
    if slots < port_slots {
        // The banked engine's sample buffers: filled through the sample port, read by every
        // two-operand operation as a and as b.
        for b in 0..2 {
            steps.push(Sample(b, Box::new(random_poly(&mut rng))));
        }
        let [s0, s1] = SAMPLE_SLOTS;
        steps.extend([
            Run(EngineOp::BaseMul, s0, map[1], map[4]),
            Read(map[4]),
            Run(EngineOp::BaseMulAcc, s1, s0, map[4]),
            Read(map[4]),
            Run(EngineOp::Add, s1, map[3], map[2]),
            Read(map[2]),
            Run(EngineOp::Sub, map[0], s0, map[5]),
            Read(map[5]),
        ]);
        // An engine result in a sample buffer, a host write into one and writes past the
        // last slot are dropped (every slot keeps its value); past the last slot reads give 0.
        steps.extend([Run(EngineOp::Ntt, s0, s0, s0), Read(s0)]);
        steps.extend([Run(EngineOp::Add, map[0], map[1], s1), Read(s1)]);
        for s in [s1, slots, port_slots - 1] {
            steps.push(Write(s, Box::new(random_poly(&mut rng))));
            steps.push(Read(s));
        }
        steps.extend(map.iter().chain(&SAMPLE_SLOTS).map(|&s| Read(s)));
        tail = 4 + 2 + 3 + map.len() + 2;
    }

    // Expected reads from the engine model, checked against FIPS 203 where it applies.
    let banked = slots < port_slots;
    let mut model = EngineModel::with_slots(slots);
    let mut reads = vec![];
    for step in &steps {
        match step {
            Write(s, p) if *s < slots && !(banked && SAMPLE_SLOTS.contains(s)) => {
                model.slots[*s] = **p
            }
            Write(..) => {}
            Sample(b, p) => model.slots[SAMPLE_SLOTS[*b]] = **p,
            Run(op, a, b, r) => {
                let result = if matches!(op, EngineOp::Ntt | EngineOp::Intt) {
                    a
                } else {
                    r
                };
                if !(banked && SAMPLE_SLOTS.contains(result)) {
                    model.execute(*op, *a, *b, *r)
                }
            }
            Read(s) => reads.push(model.slots.get(*s).copied().unwrap_or([0; N])),
        }
    }
    for (s, p) in inputs.iter().enumerate() {
        assert_eq!(reads[s], fips::ntt(p), "model NTT of input {s}");
    }
    for s in 0..6 {
        assert_eq!(reads[10 + s], inputs[s], "model INTT(NTT(f)) of input {s}");
    }
    assert_eq!(
        reads[reads.len() - K - tail..reads.len() - tail],
        products[..],
        "model Â∘ŝ"
    );
    (steps, reads)
}

fn check_reads(got: &[Poly], want: &[Poly], what: &str) {
    assert_eq!(got.len(), want.len(), "{what}: number of reads");
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        if g != w {
            let j = (0..N).find(|&j| g[j] != w[j]).unwrap();
            panic!(
                "{what}: read {i} differs first at coefficient {j}: {} != {}",
                g[j], w[j]
            );
        }
    }
}

fn rusthdl_engine<
    const P: usize,
    const AW: usize,
    const F: bool,
    const SW: usize,
    const KW: usize,
    const SBW: usize,
>(
    scenario: (Vec<Step>, Vec<Poly>),
) {
    rusthdl_engine_on::<P, AW, F, SW, KW, SBW, ntt::NttEngine<P, AW, F, SW, KW, SBW>>(scenario, "");
}

/// [`rusthdl_engine`] on the engine block `E` (`name` for messages).
fn rusthdl_engine_on<
    const P: usize,
    const AW: usize,
    const F: bool,
    const SW: usize,
    const KW: usize,
    const SBW: usize,
    E: EngineIo<SW>,
>(
    (steps, want): (Vec<Step>, Vec<Poly>),
    name: &str,
) {
    let mut sim = EngineSim::<P, AW, F, SW, KW, SBW, E>::default();
    let mut reads = vec![];
    for step in steps {
        match step {
            Step::Write(s, p) => sim.write_poly(s, &p),
            Step::Sample(b, p) => sim.write_sample(b, &p),
            Step::Run(op, a, b, r) => {
                let cycles = sim.run(op, a, b, r).expect("engine run");
                assert_eq!(
                    cycles,
                    op.cycles_on(P, F),
                    "{name} {} cycles, P = {P}, F = {F}",
                    op.name()
                );
            }
            Step::Read(s) => reads.push(sim.read_poly(s)),
        }
    }
    check_reads(
        &reads,
        &want,
        &format!("RustHDL engine {name} P = {P}, F = {F}"),
    );
}

fn verilator_engine(stem: &str, verilog: &str, p: usize, fused: bool) {
    verilator_engine_on(
        stem,
        verilog,
        p,
        fused,
        scenario(p as u64 + fused as u64 * 10),
    );
}

fn verilator_engine_on(
    stem: &str,
    verilog: &str,
    p: usize,
    fused: bool,
    (steps, want): (Vec<Step>, Vec<Poly>),
) {
    let mut v = VerilatedEngine::build(verilog, &work_dir(stem)).expect("verilator build");
    let mut ops = vec![];
    for step in steps {
        match step {
            Step::Write(s, poly) => v.write_poly(s, &poly),
            Step::Sample(b, poly) => v.write_sample(b, &poly),
            Step::Run(op, a, b, r) => {
                v.run(op, a, b, r);
                ops.push(op);
            }
            Step::Read(s) => v.read_poly(s),
        }
    }
    let trace = v.execute().expect("verilator run");
    check_reads(&trace.reads, &want, &format!("Verilog engine {stem}"));
    let want_cycles: Vec<usize> = ops.iter().map(|op| op.cycles_on(p, fused)).collect();
    assert_eq!(
        trace.cycles, want_cycles,
        "Verilog engine {stem}: cycle counts"
    );
}

#[test]
fn engine_p1_rusthdl_matches_model() {
    rusthdl_engine::<1, 10, false, 3, 1, 1>(scenario(1));
}

#[test]
fn engine_p2_rusthdl_matches_model() {
    rusthdl_engine::<2, 9, false, 3, 1, 1>(scenario(2));
}

#[test]
fn engine_p2_fused_rusthdl_matches_model() {
    rusthdl_engine::<1, 10, true, 3, 1, 1>(scenario(11));
}

#[test]
fn engine_banked_rusthdl_matches_model() {
    rusthdl_engine::<1, 11, false, 5, 10, 8>(scenario_on(21, &BANKED_MAP, ntt::BANKED_SLOTS, 32));
}

#[test]
fn engine_p1_verilog_matches_model_under_verilator() {
    verilator_engine(
        "ntt_engine_p1",
        &ntt::verilog_of::<ntt::NttEngineP1>(),
        1,
        false,
    );
}

#[test]
fn engine_p2_verilog_matches_model_under_verilator() {
    verilator_engine(
        "ntt_engine_p2",
        &ntt::verilog_of::<ntt::NttEngineP2>(),
        2,
        false,
    );
}

#[test]
fn engine_p2_fused_verilog_matches_model_under_verilator() {
    verilator_engine(
        "ntt_engine_p2_fused",
        &ntt::verilog_of::<ntt::NttEngineP2Fused>(),
        1,
        true,
    );
}

#[test]
fn engine_banked_verilog_matches_model_under_verilator() {
    verilator_engine_on(
        "ntt_engine_banked",
        &ntt::verilog_of::<ntt::NttEngineBanked>(),
        1,
        false,
        scenario_on(21, &BANKED_MAP, ntt::BANKED_SLOTS, 32),
    );
}

/// Butterfly inputs: an edge grid in both modes, then random vectors.
fn butterfly_vectors(n: usize) -> Vec<(u16, u16, u16, bool)> {
    let edges = [0u16, 1, 2, 1664, 1665, Q as u16 - 2, Q as u16 - 1];
    let mut v = vec![];
    for &a in &edges {
        for &b in &edges {
            for &w in &edges {
                v.push((a, b, w, false));
                v.push((a, b, w, true));
            }
        }
    }
    let mut rng = StdRng::seed_from_u64(7);
    for _ in 0..n {
        let r = |rng: &mut StdRng| rng.random_range(0..Q) as u16;
        v.push((r(&mut rng), r(&mut rng), r(&mut rng), rng.random()));
    }
    v
}

macro_rules! rusthdl_butterfly_test {
    ($name:ident, $ty:ty) => {
        #[test]
        fn $name() {
            let vectors = butterfly_vectors(20_000);
            let mut uut = <$ty>::default();
            uut.connect_all();
            let step = |uut: &mut $ty| {
                assert!(simulate(uut, 100));
                uut.clock.next = Clock { clk: true };
                assert!(simulate(uut, 100));
                uut.clock.next = Clock { clk: false };
                assert!(simulate(uut, 100));
            };
            for t in 0..vectors.len() + ntt::BUTTERFLY_LATENCY - 1 {
                if let Some(&(a, b, w, inv)) = vectors.get(t) {
                    uut.a.next = (a as u64).into();
                    uut.b.next = (b as u64).into();
                    uut.w.next = (w as u64).into();
                    uut.inverse.next = inv;
                }
                step(&mut uut);
                // After the edge ending cycle t the outputs show the inputs of cycle t − 3.
                if t + 1 >= ntt::BUTTERFLY_LATENCY {
                    let (a, b, w, inv) = vectors[t + 1 - ntt::BUTTERFLY_LATENCY];
                    let got = (uut.x.val().index() as u16, uut.y.val().index() as u16);
                    assert_eq!(
                        got,
                        butterfly(a, b, w, inv),
                        "{} a={a} b={b} w={w} inverse={inv}",
                        stringify!($ty)
                    );
                }
            }
        }
    };
}

rusthdl_butterfly_test!(butterfly_dadda_matches_model, Butterfly);
rusthdl_butterfly_test!(butterfly_highbyte_matches_model, ntt::ButterflyHighByte);
rusthdl_butterfly_test!(butterfly_yaman_matches_model, ntt::ButterflyYaman);
rusthdl_butterfly_test!(butterfly_shiftadd_matches_model, ntt::ButterflyShiftAdd);
rusthdl_butterfly_test!(butterfly_proth_matches_model, ntt::ButterflyProth);
rusthdl_butterfly_test!(butterfly_chain_matches_model, ntt::ButterflyChain);
rusthdl_butterfly_test!(butterfly_guo_matches_model, ntt::ButterflyGuo);
rusthdl_butterfly_test!(butterfly_dadda_wide_matches_model, ntt::ButterflyDaddaWide);
rusthdl_butterfly_test!(
    butterfly_barrett_dsp_matches_model,
    ntt::ButterflyBarrettDsp
);
rusthdl_butterfly_test!(butterfly_barrett_matches_model, ntt::ButterflyBarrett);
rusthdl_butterfly_test!(butterfly_naive_matches_model, ntt::ButterflyNaive);
rusthdl_butterfly_test!(butterfly_fused_mul_matches_model, ntt::ButterflyFusedMul);
rusthdl_butterfly_test!(butterfly_dadda_lut_matches_model, ntt::ButterflyDaddaLut);

/// `ButterflyDaddaLut` (`DaddaLutReducer`'s `LUT6_2` cells, with their UG953 model for
/// Verilator) under Verilator against the model, as `Butterfly` below.
#[test]
fn butterfly_dadda_lut_verilog_matches_model_under_verilator() {
    let vectors = butterfly_vectors(300_000);
    let got = verilated::butterfly_vectors(
        &with_xc7_models(&ntt::verilog_of::<ntt::ButterflyDaddaLut>()),
        &work_dir("butterfly_dadda_lut"),
        &vectors,
    )
    .expect("verilator run");
    for (&(a, b, w, inv), &g) in vectors.iter().zip(&got) {
        assert_eq!(
            g,
            butterfly(a, b, w, inv),
            "a={a} b={b} w={w} inverse={inv}"
        );
    }
}

/// `ButterflyFusedMul` (no multiplier: `FusedModMul`'s heap, S registered, its reduction)
/// under Verilator against the model, as `Butterfly` below.
#[test]
fn butterfly_fused_mul_verilog_matches_model_under_verilator() {
    let vectors = butterfly_vectors(300_000);
    let got = verilated::butterfly_vectors(
        &ntt::verilog_of::<ntt::ButterflyFusedMul>(),
        &work_dir("butterfly_fused_mul"),
        &vectors,
    )
    .expect("verilator run");
    for (&(a, b, w, inv), &g) in vectors.iter().zip(&got) {
        assert_eq!(
            g,
            butterfly(a, b, w, inv),
            "a={a} b={b} w={w} inverse={inv}"
        );
    }
}

#[test]
fn butterfly_verilog_matches_model_under_verilator() {
    let vectors = butterfly_vectors(300_000);
    let got = verilated::butterfly_vectors(
        &ntt::verilog_of::<Butterfly>(),
        &work_dir("butterfly"),
        &vectors,
    )
    .expect("verilator run");
    for (&(a, b, w, inv), &g) in vectors.iter().zip(&got) {
        assert_eq!(
            g,
            butterfly(a, b, w, inv),
            "a={a} b={b} w={w} inverse={inv}"
        );
    }
}

#[test]
fn reset_mid_operation_returns_to_idle_and_keeps_other_slots() {
    let mut rng = StdRng::seed_from_u64(11);
    let f = random_poly(&mut rng);
    let g = random_poly(&mut rng);
    // RustHDL.
    let mut sim = EngineSim::<1, 10, false, 3, 1, 1>::default();
    sim.write_poly(0, &f);
    sim.write_poly(1, &g);
    sim.uut().op.next = EngineOp::Ntt.code().into();
    sim.uut().slot_a.next = 0u64.into();
    sim.uut().start.next = true;
    sim.tick();
    sim.uut().start.next = false;
    for _ in 0..123 {
        sim.tick();
    }
    assert!(sim.uut().busy.val());
    sim.reset();
    assert!(!sim.uut().busy.val(), "idle after reset");
    for _ in 0..10 {
        sim.tick();
        assert!(!sim.uut().busy.val() && !sim.uut().done.val(), "stays idle");
    }
    assert_eq!(sim.read_poly(1), g, "the other slot is untouched");
    assert_eq!(
        sim.run(EngineOp::Ntt, 1, 0, 0).unwrap(),
        EngineOp::Ntt.cycles(1)
    );
    assert_eq!(sim.read_poly(1), fips::ntt(&g));
    // Verilog.
    let mut v = VerilatedEngine::build(
        &ntt::verilog_of::<ntt::NttEngineP1>(),
        &work_dir("ntt_engine_reset"),
    )
    .expect("verilator build");
    v.write_poly(0, &f);
    v.write_poly(1, &g);
    v.run_and_reset(EngineOp::Ntt, 0, 0, 0, 123);
    v.read_poly(1);
    v.run(EngineOp::Ntt, 1, 0, 0);
    v.read_poly(1);
    let trace = v.execute().expect("verilator run");
    assert_eq!(
        trace.cycles,
        vec![0, EngineOp::Ntt.cycles(1)],
        "busy after reset, then NTT"
    );
    assert_eq!(trace.reads, vec![g, fips::ntt(&g)]);
}

#[test]
fn unknown_op_changes_nothing() {
    let mut rng = StdRng::seed_from_u64(12);
    let f = random_poly(&mut rng);
    let mut sim = EngineSim::<2, 9, false, 3, 1, 1>::default();
    sim.write_poly(3, &f);
    let uut = sim.uut();
    uut.op.next = 7u64.into();
    uut.slot_a.next = 3u64.into();
    uut.slot_r.next = 3u64.into();
    uut.start.next = true;
    sim.tick();
    sim.uut().start.next = false;
    let mut cycles = 0;
    while sim.uut().busy.val() {
        sim.tick();
        cycles += 1;
        assert!(cycles < 10);
    }
    assert_eq!(sim.read_poly(3), f);
}

#[test]
fn ntt_waveform() {
    let path = mlkem_fpga::sim::vcd::vcd_file("ntt_engine_p1", "ntt_waveform").unwrap();
    let f: Poly = std::array::from_fn(|j| (j * 13 % Q as usize) as u16);
    let (out, busy) = ntt::sim::write_ntt_vcd(&f, &path).expect("simulation");
    assert_eq!(out, fips::ntt(&f));
    assert_eq!(busy, EngineOp::Ntt.cycles(1));
    let vcd = std::fs::read_to_string(&path).unwrap();
    assert!(vcd.starts_with("$timescale") && vcd.contains("busy") && vcd.contains("host_rdata"));
}

/// The PE-level comparison's engines: `NttEngineP1` with another reducer's butterfly, the
/// whole scenario in RustHDL and under Verilator (each test its own seed).
macro_rules! pe_engine_tests {
    ($($engine:ident, $stem:literal, $seed:literal, $rusthdl:ident, $verilator:ident;)*) => {
        $(
            #[test]
            fn $rusthdl() {
                rusthdl_engine_on::<1, 10, false, 3, 1, 1, ntt::$engine>(
                    scenario($seed),
                    stringify!($engine),
                );
            }

            #[test]
            fn $verilator() {
                // Engines built of Artix-7 cells get their simulation models.
                verilator_engine_on(
                    $stem,
                    &with_xc7_models(&ntt::verilog_of::<ntt::$engine>()),
                    1,
                    false,
                    scenario($seed),
                );
            }
        )*

        /// Every one-butterfly engine of the catalogue's PE-level rows is tested here.
        #[test]
        fn every_pe_engine_is_tested() {
            let mut catalogued: Vec<&str> = catalog::CIRCUITS
                .iter()
                .filter(|c| c.unit == "ntt" && c.reducer.is_some() && c.name.starts_with("NttEngine"))
                .map(|c| c.stem)
                .collect();
            catalogued.sort_unstable();
            let mut tested = vec!["ntt_engine_p1", $($stem),*];
            tested.sort_unstable();
            assert_eq!(catalogued, tested);
        }
    };
}

pe_engine_tests!(
    NttEngineP1HighByte, "ntt_engine_p1_highbyte", 31, pe_highbyte_rusthdl, pe_highbyte_verilator;
    NttEngineP1DaddaWide, "ntt_engine_p1_dadda_wide", 32, pe_dadda_wide_rusthdl, pe_dadda_wide_verilator;
    NttEngineP1ShiftAdd, "ntt_engine_p1_shiftadd", 33, pe_shiftadd_rusthdl, pe_shiftadd_verilator;
    NttEngineP1Yaman, "ntt_engine_p1_yaman", 34, pe_yaman_rusthdl, pe_yaman_verilator;
    NttEngineP1Guo, "ntt_engine_p1_guo", 35, pe_guo_rusthdl, pe_guo_verilator;
    NttEngineP1Proth, "ntt_engine_p1_proth", 36, pe_proth_rusthdl, pe_proth_verilator;
    NttEngineP1Chain, "ntt_engine_p1_chain", 37, pe_chain_rusthdl, pe_chain_verilator;
    NttEngineP1BarrettDsp, "ntt_engine_p1_barrett_dsp", 38, pe_barrett_dsp_rusthdl, pe_barrett_dsp_verilator;
    NttEngineP1Barrett, "ntt_engine_p1_barrett", 39, pe_barrett_rusthdl, pe_barrett_verilator;
    NttEngineP1FusedMul, "ntt_engine_p1_fused_mul", 40, pe_fused_mul_rusthdl, pe_fused_mul_verilator;
    NttEngineP1DaddaLut, "ntt_engine_p1_dadda_lut", 41, pe_dadda_lut_rusthdl, pe_dadda_lut_verilator;
);
