//! `rtl::engine_unit::EngineUnit` in RustHDL simulation and as exported Verilog under
//! Verilator, against its model `model::sequencer::engine::EngineUnitModel` (the one the
//! sequencer's interpreter runs): command for command the cycles to `done` are equal, and
//! every slot read back through the codec's port equals the model's. (The model's results are
//! `model::ntt_engine::EngineModel`'s, which `tests/rtl_ntt.rs` and the model's own tests
//! check against FIPS 203's Algorithms 9–12.)
//!
//! Scripts: every slot loaded with random coefficients (the sample buffers through the
//! sampler's port), then random commands (NTT, NTT⁻¹, MulAcc overwriting and accumulating,
//! add, subtract, wipes of work, key and sample slots), operands anywhere in the 26 slots and
//! results anywhere but in the sample buffers, idle cycles between commands, the sampler
//! filling a sample buffer the command does not use while it runs, and in some scripts resets
//! in the middle of commands (after which the result slot is reloaded); slots read back in
//! between and all of them at the end.

use std::path::PathBuf;

use mlkem_fpga::model::ntt::Poly;
use mlkem_fpga::model::ntt_engine::{EngineModel, EngineOp};
use mlkem_fpga::model::sequencer::engine::{EngineUnitModel, op};
use mlkem_fpga::model::sequencer::{Command, SAMPLE_BUFFERS, SLOTS};
use mlkem_fpga::params::{N, Q};
use mlkem_fpga::rtl::device::profile::COMPACT;
use mlkem_fpga::rtl::engine_unit::sim::{EngineRun, EngineStep, EngineUnitSim};
use mlkem_fpga::rtl::engine_unit::verilated::{EngineScript, VerilatedEngineUnit};
use mlkem_fpga::rtl::engine_unit::{self, ZERO_CYCLES, op_cycles};
use mlkem_fpga::sim::verilator::lint;

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

fn random_poly(rng: &mut Rng) -> Poly {
    std::array::from_fn(|_| rng.below(Q as usize) as u16)
}

fn is_sample(s: usize) -> bool {
    SAMPLE_BUFFERS.contains(&(s as u8))
}

/// A random command the sequencer may issue: a result outside the sample buffers (but a wipe
/// anywhere), operands anywhere.
fn random_command(rng: &mut Rng) -> Command {
    let mut c = Command::default();
    let work = |rng: &mut Rng| loop {
        let s = rng.below(SLOTS);
        if !is_sample(s) {
            return s as u8;
        }
    };
    match rng.below(10) {
        0 | 1 => c.op = op::NTT,
        2 => c.op = op::INTT,
        3..=5 => {
            c.op = op::MUL_ACC;
            c.first = rng.below(2) == 0;
        }
        6 | 7 => {
            c.op = op::ARITH;
            c.sub = rng.below(2) == 0;
        }
        _ => c.op = op::ZERO_SLOT,
    }
    c.slot_r = if c.op == op::ZERO_SLOT && rng.below(3) == 0 {
        SAMPLE_BUFFERS[rng.below(2)]
    } else {
        work(rng)
    };
    if matches!(c.op, op::MUL_ACC | op::ARITH) {
        c.slot_a = rng.below(SLOTS) as u8;
        c.slot_b = rng.below(SLOTS) as u8;
        // Sometimes the result is an operand (the program adds into u_i and subtracts into e).
        let (a, b) = (c.slot_a, c.slot_b);
        match rng.below(6) {
            0 if !is_sample(a as usize) => c.slot_r = a,
            1 if !is_sample(b as usize) => c.slot_r = b,
            _ => {}
        }
    } else {
        // Fields the command does not use carry junk.
        c.slot_a = rng.below(32) as u8;
        c.slot_b = rng.below(32) as u8;
    }
    c
}

/// A script and what the model says it gives: the runs and the reads.
fn script(
    seed: u64,
    commands: usize,
    aborts: bool,
) -> (Vec<EngineScript>, Vec<EngineRun>, Vec<Poly>) {
    let mut rng = Rng(seed);
    let mut model = EngineModel::with_slots(SLOTS);
    let mut items = vec![];
    for s in 0..SLOTS {
        let p = random_poly(&mut rng);
        model.slots[s] = p;
        items.push(EngineScript::Load(s, Box::new(p)));
    }
    let (mut runs, mut reads) = (vec![], vec![]);
    for n in 0..commands {
        let command = random_command(&mut rng);
        let r = command.slot_r as usize;
        let cycles = EngineUnitModel
            .execute(&command, &mut model, &COMPACT)
            .expect("a command the sequencer may issue");
        let mut step = EngineStep {
            command,
            gap: rng.below(4) as u32,
            ..Default::default()
        };
        let used = |s: u8| {
            [command.slot_a, command.slot_b, command.slot_r].contains(&s)
                || (command.op == op::ZERO_SLOT && is_sample(r))
        };
        if aborts && rng.below(4) == 0 {
            step.abort = 1 + rng.below(cycles - 1) as u32;
            runs.push(EngineRun {
                cycles: step.abort as u64 + 1,
                aborted: true,
            });
            items.push(EngineScript::Step(step));
            // The result slot is undefined after the abort: reload it.
            let p = random_poly(&mut rng);
            model.slots[r] = p;
            items.push(EngineScript::Load(r, Box::new(p)));
        } else {
            let buffer = SAMPLE_BUFFERS[rng.below(2)];
            let ops_on = [command.slot_a, command.slot_b];
            let reads_it =
                matches!(command.op, op::MUL_ACC | op::ARITH) && ops_on.contains(&buffer);
            if rng.below(2) == 0 && !used(buffer) && !reads_it {
                let p = random_poly(&mut rng);
                step.sample = Some((buffer, Box::new(p)));
                model.slots[buffer as usize] = p;
            }
            runs.push(EngineRun {
                cycles: cycles as u64,
                aborted: false,
            });
            items.push(EngineScript::Step(step));
        }
        if n % 8 == 7 {
            let s = rng.below(SLOTS);
            items.push(EngineScript::Read(s));
            reads.push(model.slots[s]);
        }
    }
    for s in 0..SLOTS {
        items.push(EngineScript::Read(s));
        reads.push(model.slots[s]);
    }
    (items, runs, reads)
}

fn check(
    what: &str,
    runs: &[EngineRun],
    reads: &[Poly],
    want_runs: &[EngineRun],
    want_reads: &[Poly],
) {
    assert_eq!(runs.len(), want_runs.len(), "{what}: runs");
    for (i, (g, w)) in runs.iter().zip(want_runs).enumerate() {
        assert_eq!(g, w, "{what}: command {i}");
    }
    assert_eq!(reads.len(), want_reads.len(), "{what}: reads");
    for (i, (g, w)) in reads.iter().zip(want_reads).enumerate() {
        if g != w {
            let j = (0..N).find(|&j| g[j] != w[j]).unwrap();
            panic!(
                "{what}: read {i} differs first at coefficient {j}: {} != {}",
                g[j], w[j]
            );
        }
    }
}

fn run_rusthdl(items: &[EngineScript]) -> (Vec<EngineRun>, Vec<Poly>) {
    let mut sim = EngineUnitSim::new();
    let (mut runs, mut reads) = (vec![], vec![]);
    for item in items {
        match item {
            EngineScript::Load(s, p) => sim.load(*s, p),
            EngineScript::Step(step) => runs.push(sim.step(step).expect("RustHDL step")),
            EngineScript::Read(s) => reads.push(sim.read(*s)),
        }
    }
    (runs, reads)
}

#[test]
fn the_profile_counts_the_units_cycles() {
    for op in EngineOp::ALL {
        assert_eq!((COMPACT.engine)(op), op_cycles(op), "{}", op.name());
    }
    assert_eq!(COMPACT.zero_slot, ZERO_CYCLES);
}

#[test]
fn rusthdl_matches_the_model() {
    let (items, runs, reads) = script(1, 40, false);
    let (got_runs, got_reads) = run_rusthdl(&items);
    check("RustHDL", &got_runs, &got_reads, &runs, &reads);
}

#[test]
fn rusthdl_with_resets_matches_the_model() {
    let (items, runs, reads) = script(2, 24, true);
    let (got_runs, got_reads) = run_rusthdl(&items);
    check("RustHDL with resets", &got_runs, &got_reads, &runs, &reads);
}

#[test]
fn verilog_matches_the_model_under_verilator() {
    let v = VerilatedEngineUnit::build(&engine_unit::verilog(), &work_dir("engine_unit"))
        .expect("verilator build");
    for seed in 10..14 {
        let (items, runs, reads) = script(seed, 120, seed % 2 == 1);
        let trace = v.run(&items).expect("verilator run");
        check(
            &format!("Verilator seed {seed}"),
            &trace.runs,
            &trace.reads,
            &runs,
            &reads,
        );
    }
}

#[test]
fn the_model_refuses_what_the_unit_cannot_do() {
    let mut model = EngineModel::with_slots(SLOTS);
    let t = &COMPACT;
    let cmd = |op: u8, r: u8| Command {
        op,
        slot_r: r,
        ..Default::default()
    };
    for s in SAMPLE_BUFFERS {
        // An engine result in a sample buffer, a codec write into one: refused.
        for o in [op::NTT, op::INTT, op::MUL_ACC, op::ARITH] {
            assert!(EngineUnitModel.execute(&cmd(o, s), &mut model, t).is_err());
        }
        assert!(EngineUnitModel::check_host_write(s as usize).is_err());
        assert!(EngineUnitModel::check_sampler_write(s as usize).is_ok());
        // A wipe of one: fine.
        assert_eq!(
            EngineUnitModel.execute(&cmd(op::ZERO_SLOT, s), &mut model, t),
            Ok(ZERO_CYCLES)
        );
    }
    for s in [0, 15, 16, 23, SLOTS] {
        assert!(EngineUnitModel::check_sampler_write(s).is_err(), "slot {s}");
    }
    assert!(
        EngineUnitModel
            .execute(&cmd(op::NTT, SLOTS as u8), &mut model, t)
            .is_err()
    );
    assert!(
        EngineUnitModel
            .execute(&cmd(op::ZERO_SLOT, SLOTS as u8), &mut model, t)
            .is_err()
    );
    let far = Command {
        op: op::ARITH,
        slot_a: SLOTS as u8,
        ..Default::default()
    };
    assert!(EngineUnitModel.execute(&far, &mut model, t).is_err());
    assert!(
        EngineUnitModel
            .execute(&cmd(op::ZERO_SLOT - 1, 0), &mut model, t)
            .is_err()
    );
    assert_eq!(
        model,
        EngineModel::with_slots(SLOTS),
        "a refused command changes nothing"
    );
}

#[test]
fn verilog_lints_clean() {
    lint(&engine_unit::verilog(), &work_dir("engine_unit_lint")).unwrap();
}
