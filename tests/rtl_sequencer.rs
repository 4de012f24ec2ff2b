//! `rtl::sequencer::KemSequencer` in RustHDL simulation and as exported Verilog under
//! Verilator, against its model, the interpreter `model::sequencer::Machine`: for every
//! parameter set, KeyGen, Encaps, Decaps of a valid and of a tampered ciphertext, the two
//! export and the two import entries, an Encaps stopped by the modulus check and an import
//! stopped by the hash check. Each run's commands (opcode and resolved operands), the cycle each
//! is seen in, the cycle of `done` and its status equal the model's trace exactly. The
//! model's runs themselves are checked against ACVP in `tests/sequencer.rs`.

use std::path::PathBuf;

use mlkem_fpga::model::sequencer::program::Entry;
use mlkem_fpga::model::sequencer::{KemStop, RunLog, SequencerKem, Stop};
use mlkem_fpga::params::PARAM_SETS;
use mlkem_fpga::rtl::device::profile::COMPACT;
use mlkem_fpga::rtl::sequencer::sim::{SequencerRun, SequencerSim, UnitScript};
use mlkem_fpga::rtl::sequencer::verilated::{SequencerJob, VerilatedSequencer};
use mlkem_fpga::rtl::sequencer::{self, KemSequencer};
use mlkem_fpga::sim::verilator::lint;
use rust_hdl::prelude::*;

fn work_dir(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("mlkem-fpga-{name}-{}", std::process::id()))
}

/// The model's runs of every entry for every set, with the two stops.
fn model_runs() -> Vec<RunLog> {
    let mut log = vec![];
    for p in PARAM_SETS {
        let mut seq = SequencerKem::new(COMPACT);
        seq.log = Some(vec![]);
        let (ek, _) = seq.keygen(p, 0, &[0x11; 32], &[0x22; 32]).unwrap();
        let (c, _, _) = seq.encaps(p, &ek, &[0x33; 32]).unwrap();
        seq.decaps(p, 0, &c).unwrap();
        let mut bad_c = c.clone();
        bad_c[3] ^= 1;
        seq.decaps(p, 0, &bad_c).unwrap();
        let (dk, _) = seq.export(p, 0).unwrap();
        seq.import(p, 0, &dk).unwrap();
        let mut bad_ek = ek.clone();
        bad_ek[0] = 0xFF;
        bad_ek[1] |= 0x0F;
        assert_eq!(
            seq.encaps(p, &bad_ek, &[0x33; 32]).map(|_| ()),
            Err(KemStop::Stopped(Stop::BadEk))
        );
        let mut bad_dk = dk.to_vec();
        bad_dk[768 * p.k + 40] ^= 1;
        assert_eq!(
            seq.import(p, 0, &bad_dk).map(|_| ()),
            Err(KemStop::Stopped(Stop::BadKey))
        );
        seq.wipe();
        log.extend(seq.log.take().unwrap());
    }
    log
}

fn params_index(log: &RunLog) -> u8 {
    PARAM_SETS.iter().position(|q| *q == log.p).unwrap() as u8
}

fn entry_address(entry: Entry) -> u8 {
    SequencerKem::new(COMPACT).rom.entry(entry) as u8
}

/// What the circuit must do in the run `log`: its commands (masked) and cycles, the cycle of
/// `done` and the status.
fn expected(
    log: &RunLog,
) -> (
    Vec<(u64, mlkem_fpga::model::sequencer::Command)>,
    Option<u64>,
    u8,
) {
    let commands = log
        .trace
        .iter()
        .map(|t| (t.at, t.command.masked()))
        .collect();
    match &log.result {
        Ok(run) => (commands, Some(run.cycles), 0),
        Err(Stop::BadEk) => (commands, None, 1),
        Err(Stop::BadKey) => (commands, None, 2),
        Err(e) => panic!("the model stopped with {e}"),
    }
}

fn check(log: &RunLog, got: &SequencerRun, sim: &str) {
    let what = format!("{sim}: {:?} {} key {}", log.entry, log.p.name, log.key);
    let (commands, cycles, status) = expected(log);
    assert_eq!(got.status, status, "{what}: status");
    assert_eq!(got.commands.len(), commands.len(), "{what}: commands");
    for (n, (g, w)) in got.commands.iter().zip(&commands).enumerate() {
        assert_eq!(g, w, "{what}: command {n}");
    }
    if let Some(c) = cycles {
        assert_eq!(got.cycles, c, "{what}: cycles");
    }
}

fn job(log: &RunLog) -> SequencerJob {
    let modulus_flag = log.result == Err(Stop::BadEk);
    SequencerJob {
        entry: entry_address(log.entry),
        debug: None,
        params: params_index(log),
        key: log.key == 1,
        script: UnitScript::from_trace(&log.trace, modulus_flag),
    }
}

#[test]
fn rusthdl_sequencer_equals_the_model() {
    let logs = model_runs();
    let mut sim = SequencerSim::default();
    let mut entries = std::collections::BTreeSet::new();
    for log in &logs {
        let j = job(log);
        let got = sim.run(j.entry, j.params, j.key, &j.script).unwrap();
        check(log, &got, "RustHDL");
        entries.insert(format!("{:?}", log.entry));
    }
    // Every entry of the ROM ran.
    assert_eq!(entries.len(), Entry::ALL.len(), "{entries:?}");
}

#[test]
fn verilated_sequencer_equals_the_model() {
    let logs = model_runs();
    let dir = work_dir("sequencer");
    let v = VerilatedSequencer::build(&sequencer::verilog(), &dir).unwrap();
    let jobs: Vec<_> = logs.iter().map(job).collect();
    let runs = v.run(&jobs).unwrap();
    for (log, got) in logs.iter().zip(&runs) {
        check(log, got, "Verilator");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_second_ml_kem_512_key_slot_resolves_its_own_slots_and_cells() {
    // Key slot 1 exists for ML-KEM-512 only: its KeyGen and Decaps use the key area's second
    // half (slots 20.., cells 83..).
    let p = PARAM_SETS[0];
    let mut seq = SequencerKem::new(COMPACT);
    seq.log = Some(vec![]);
    let (ek, _) = seq.keygen(p, 1, &[5; 32], &[6; 32]).unwrap();
    let (c, k, _) = seq.encaps(p, &ek, &[7; 32]).unwrap();
    assert_eq!(seq.decaps(p, 1, &c).unwrap().0, k);
    let logs = seq.log.take().unwrap();
    let mut sim = SequencerSim::default();
    for log in &logs {
        let j = job(log);
        let got = sim.run(j.entry, j.params, j.key, &j.script).unwrap();
        check(log, &got, "RustHDL");
    }
    assert!(logs[0].trace.iter().any(|t| t.command.slot_r >= 20));
}

#[test]
fn sequencer_verilog_lints() {
    let mut uut = KemSequencer::default();
    uut.connect_all();
    let v = generate_verilog(&uut);
    lint(&v, &work_dir("sequencer-lint")).unwrap();
    let _ = std::fs::remove_dir_all(work_dir("sequencer-lint"));
}
