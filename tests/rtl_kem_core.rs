//! `rtl::kem_core::KemCore` — the sequencer and its four units around the byte memory — in
//! RustHDL simulation and as exported Verilog under Verilator, against its model
//! `model::sequencer::SequencerKem` (the interpreter running the same ROM with the units'
//! models). Per parameter set, one session: KeyGen into key slot 0, Encaps, Decaps of the c
//! and of a tampered c, export of the key's two halves, erase, import of both halves, Decaps
//! again, an Encaps stopped by the §7.2 modulus check and an import stopped by the §7.3 hash
//! check, then an erase. After every run the whole byte memory (bulk buffer, work cells, key
//! cells) is read back and must equal the model's, and every run's status and cycles must equal
//! the model's. The results are checked against FIPS 203 through the reference model
//! (`model::kem`, which the ACVP tests check) and, for K, against each other.
//!
//! Both profiles' cores run the sessions: `KemCore` (`Compact`) against the model with
//! `COMPACT`'s latencies, `KemCoreFast` (`Fast`) with `FAST`'s.

use std::path::PathBuf;

use mlkem_fpga::model::kem;
use mlkem_fpga::model::sequencer::program::{Entry, assemble};
use mlkem_fpga::model::sequencer::{MEM_BYTES, Machine, Run, Stop, Timing};
use mlkem_fpga::params::{PARAM_SETS, ParamSet};
use mlkem_fpga::rtl::device::profile::{COMPACT, FAST};
use mlkem_fpga::rtl::kem_core::sim::{CoreRun, CoreScript, CoreTrace, KemCoreSim};
use mlkem_fpga::rtl::kem_core::verilated::VerilatedKemCore;
use mlkem_fpga::rtl::kem_core::{self, KemCoreFast};
use mlkem_fpga::sim::verilator::lint;

fn work_dir(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name)
}

/// One session's script and what the model says it must give.
struct Session {
    script: Vec<CoreScript>,
    expect: CoreTrace,
    /// Stopped runs: the model gives their status, not their cycles.
    stopped: Vec<usize>,
}

/// Builds one session for `p`, running the model beside it: each request's payload is written
/// where the model's `SequencerKem` puts it, and each run is followed by a read of the whole
/// byte memory.
fn session(p: ParamSet, seed: u8, timing: &Timing) -> Session {
    let pi = PARAM_SETS.iter().position(|q| *q == p).unwrap() as u8;
    let rom = assemble();
    let mut seq = Machine::new();
    let entry = |e: Entry| rom.entries.iter().find(|(x, _)| *x == e).unwrap().1 as u8;
    let mut s = Session {
        script: vec![],
        expect: CoreTrace::default(),
        stopped: vec![],
    };
    fn ran(s: &mut Session, seq: &Machine, e: u8, pi: u8, r: Result<Run, Stop>) {
        let status = match r {
            Ok(run) => {
                s.expect.runs.push(Some(CoreRun {
                    cycles: run.cycles,
                    status: 0,
                }));
                0
            }
            Err(Stop::BadEk) => 1,
            Err(Stop::BadKey) => 2,
            Err(e) => panic!("the model stopped: {e}"),
        };
        if status != 0 {
            s.stopped.push(s.expect.runs.len());
            s.expect.runs.push(Some(CoreRun { cycles: 0, status }));
        }
        s.script.push(CoreScript::Run(e, pi, false, 0));
        s.script.push(CoreScript::Read(0, MEM_BYTES));
        s.expect.reads.push(seq.mem.clone());
    }
    let write = |s: &mut Session, seq: &mut Machine, bytes: &[u8]| {
        seq.mem[..bytes.len()].copy_from_slice(bytes);
        s.script.push(CoreScript::Write(0, bytes.to_vec()));
    };
    let run = |seq: &mut Machine, e: Entry| seq.run(&rom, e, p, 0, timing);

    let d = [seed; 32];
    let z = [seed ^ 0x5A; 32];
    let m = [seed ^ 0xC3; 32];
    // KeyGen.
    write(&mut s, &mut seq, &[d, z].concat());
    let r = run(&mut seq, Entry::KeyGen);
    ran(&mut s, &seq, entry(Entry::KeyGen), pi, r);
    let ek = seq.mem[..p.ek_len()].to_vec();
    // Encaps.
    write(&mut s, &mut seq, &[&ek[..], &m].concat());
    let r = run(&mut seq, Entry::Encaps);
    ran(&mut s, &seq, entry(Entry::Encaps), pi, r);
    let c = seq.mem[..p.ct_len()].to_vec();
    // Decaps, valid and tampered.
    write(&mut s, &mut seq, &c);
    let r = run(&mut seq, Entry::Decaps);
    ran(&mut s, &seq, entry(Entry::Decaps), pi, r);
    let mut bad_c = c.clone();
    bad_c[p.ct_len() / 2] ^= 0x10;
    write(&mut s, &mut seq, &bad_c);
    let r = run(&mut seq, Entry::Decaps);
    ran(&mut s, &seq, entry(Entry::Decaps), pi, r);
    // Export: ŝ ‖ z, then ek ‖ H(ek).
    let r = run(&mut seq, Entry::ExportSecret);
    ran(&mut s, &seq, entry(Entry::ExportSecret), pi, r);
    let secret = seq.mem[..384 * p.k + 32].to_vec();
    write(&mut s, &mut seq, &vec![0; secret.len()]);
    let r = run(&mut seq, Entry::ExportPublic);
    ran(&mut s, &seq, entry(Entry::ExportPublic), pi, r);
    let public = seq.mem[..p.ek_len() + 32].to_vec();
    // Erase, then import both halves.
    let r = run(&mut seq, Entry::Erase);
    ran(&mut s, &seq, entry(Entry::Erase), pi, r);
    write(&mut s, &mut seq, &secret);
    let r = run(&mut seq, Entry::ImportSecret);
    ran(&mut s, &seq, entry(Entry::ImportSecret), pi, r);
    write(&mut s, &mut seq, &vec![0; secret.len()]);
    write(&mut s, &mut seq, &public);
    let r = run(&mut seq, Entry::ImportPublic);
    ran(&mut s, &seq, entry(Entry::ImportPublic), pi, r);
    // Decaps with the imported key.
    write(&mut s, &mut seq, &c);
    let r = run(&mut seq, Entry::Decaps);
    ran(&mut s, &seq, entry(Entry::Decaps), pi, r);
    // An Encaps to an ek failing the modulus check (its first coefficient 4095).
    let mut bad_ek = ek.clone();
    bad_ek[0] = 0xFF;
    bad_ek[1] |= 0x0F;
    write(&mut s, &mut seq, &[&bad_ek[..], &m].concat());
    let r = run(&mut seq, Entry::Encaps);
    ran(&mut s, &seq, entry(Entry::Encaps), pi, r);
    // An import whose H(ek) differs: erase first, then the halves; the check fails.
    let r = run(&mut seq, Entry::Erase);
    ran(&mut s, &seq, entry(Entry::Erase), pi, r);
    write(&mut s, &mut seq, &secret);
    let r = run(&mut seq, Entry::ImportSecret);
    ran(&mut s, &seq, entry(Entry::ImportSecret), pi, r);
    let mut bad_public = public.clone();
    bad_public[p.ek_len() + 3] ^= 1;
    write(&mut s, &mut seq, &bad_public);
    let r = run(&mut seq, Entry::ImportPublic);
    ran(&mut s, &seq, entry(Entry::ImportPublic), pi, r);
    let r = run(&mut seq, Entry::Erase);
    ran(&mut s, &seq, entry(Entry::Erase), pi, r);
    // An Encaps with another m.
    write(&mut s, &mut seq, &[&ek[..], &[!seed; 32]].concat());
    let r = run(&mut seq, Entry::Encaps);
    ran(&mut s, &seq, entry(Entry::Encaps), pi, r);
    s
}

/// Cycles depend only on public data: Decaps of a valid and of a tampered c, Encaps with two m.
fn check_constant_time(p: ParamSet, what: &str, got: &CoreTrace) {
    let cycles = |n: usize| got.runs[n].unwrap().cycles;
    assert_eq!(
        cycles(2),
        cycles(3),
        "{what} {}: Decaps, valid and tampered c",
        p.name
    );
    assert_eq!(cycles(1), cycles(15), "{what} {}: Encaps, two m", p.name);
}

/// The model's session is FIPS 203's: ek and dk from KeyGen, c and K from Encaps, K from
/// Decaps equal the reference model's (checked by the ACVP tests), the tampered c gives
/// J(z ‖ c), and the stops are where they must be.
fn check_against_fips(p: ParamSet, seed: u8, s: &Session) {
    let d = [seed; 32];
    let z = [seed ^ 0x5A; 32];
    let m = [seed ^ 0xC3; 32];
    let (ek, dk) = kem::keygen_internal(p, &d, &z);
    let (k, c) = kem::encaps_internal(p, &ek, &m);
    let r = &s.expect.reads;
    assert_eq!(&r[0][..p.ek_len()], &ek[..], "{} ek", p.name);
    assert_eq!(&r[1][..p.ct_len()], &c[..], "{} c", p.name);
    assert_eq!(&r[1][p.ct_len()..p.ct_len() + 32], &k[..], "{} K", p.name);
    assert_eq!(&r[2][..32], &k[..], "{} Decaps K", p.name);
    let mut bad_c = c.clone();
    bad_c[p.ct_len() / 2] ^= 0x10;
    let k_bar = kem::decaps_internal(p, &dk, &bad_c);
    assert_eq!(&r[3][..32], &k_bar[..], "{} implicit rejection", p.name);
    let ns = 384 * p.k;
    assert_eq!(&r[4][..ns], &dk[..ns], "{} export ŝ", p.name);
    assert_eq!(
        &r[4][ns..ns + 32],
        &dk[dk.len() - 32..],
        "{} export z",
        p.name
    );
    assert_eq!(
        &r[5][..p.ek_len() + 32],
        &dk[ns..ns + p.ek_len() + 32],
        "{} export ek ‖ H(ek)",
        p.name
    );
    assert_eq!(
        &r[9][..32],
        &k[..],
        "{} Decaps K with the imported key",
        p.name
    );
    assert_eq!(s.stopped, vec![10, 13], "{} stops", p.name);
    assert_eq!(s.expect.runs[10].unwrap().status, 1);
    assert_eq!(s.expect.runs[13].unwrap().status, 2);
}

fn compare(p: ParamSet, what: &str, s: &Session, got: &CoreTrace) {
    assert_eq!(got.runs.len(), s.expect.runs.len(), "{what} {}", p.name);
    for (n, (g, w)) in got.runs.iter().zip(&s.expect.runs).enumerate() {
        let (g, w) = (g.unwrap(), w.unwrap());
        if s.stopped.contains(&n) {
            assert_eq!(g.status, w.status, "{what} {} run {n}", p.name);
        } else {
            assert_eq!(g, w, "{what} {} run {n}", p.name);
        }
    }
    assert_eq!(got.reads.len(), s.expect.reads.len());
    for (n, (g, w)) in got.reads.iter().zip(&s.expect.reads).enumerate() {
        if g != w {
            let at = g.iter().zip(w).position(|(a, b)| a != b).unwrap();
            panic!(
                "{what} {}: the byte memory after run {n} differs from the model's first at byte {at} (cell {}): {} against {}",
                p.name,
                at / 32,
                g[at],
                w[at]
            );
        }
    }
}

#[test]
fn the_model_session_is_fips_203() {
    for (n, p) in PARAM_SETS.into_iter().enumerate() {
        let s = session(p, 0x40 + n as u8, &COMPACT);
        check_against_fips(p, 0x40 + n as u8, &s);
        let fast = session(p, 0x40 + n as u8, &FAST);
        assert_eq!(
            fast.script, s.script,
            "{}: the profiles run one program",
            p.name
        );
        assert_eq!(fast.expect.reads, s.expect.reads, "{}", p.name);
    }
}

#[test]
fn rusthdl_core_equals_the_model() {
    let p = PARAM_SETS[0];
    let s = session(p, 0x40, &COMPACT);
    let mut sim = KemCoreSim::<kem_core::KemCore>::new();
    let got = sim.run_script(&s.script).unwrap();
    compare(p, "RustHDL", &s, &got);
    check_constant_time(p, "RustHDL", &got);
}

#[test]
fn rusthdl_fast_core_equals_the_model() {
    let p = PARAM_SETS[0];
    let s = session(p, 0x40, &FAST);
    let mut sim = KemCoreSim::<KemCoreFast>::new();
    let got = sim.run_script(&s.script).unwrap();
    compare(p, "RustHDL fast", &s, &got);
    check_constant_time(p, "RustHDL fast", &got);
}

#[test]
fn verilated_core_equals_the_model() {
    verilated_equals_the_model(&kem_core::verilog(), "kem_core", &COMPACT, "Verilator");
}

#[test]
fn verilated_fast_core_equals_the_model() {
    verilated_equals_the_model(
        &kem_core::verilog_fast(),
        "kem_core_fast",
        &FAST,
        "Verilator fast",
    );
}

/// Every set's session on the exported core, against the model with `timing`.
fn verilated_equals_the_model(verilog: &str, name: &str, timing: &Timing, what: &str) {
    let core = VerilatedKemCore::build(verilog, &work_dir(name)).unwrap();
    for (n, p) in PARAM_SETS.into_iter().enumerate() {
        let s = session(p, 0x40 + n as u8, timing);
        let got = core.run(&s.script).unwrap();
        compare(p, what, &s, &got);
        check_constant_time(p, what, &got);
    }
}

/// A reset in the middle of a run stops it; the next run from the same payload gives FIPS
/// 203's result in the model's cycles.
#[test]
fn a_reset_mid_run_leaves_a_core_that_works() {
    let core = VerilatedKemCore::build(&kem_core::verilog(), &work_dir("kem_core_reset")).unwrap();
    let p = PARAM_SETS[1];
    let rom = assemble();
    let at = |e: Entry| rom.entries.iter().find(|(x, _)| *x == e).unwrap().1 as u8;
    let (d, z) = ([7u8; 32], [9u8; 32]);
    let payload = [d, z].concat();
    let mut model = Machine::new();
    model.mem[..64].copy_from_slice(&payload);
    let want = model.run(&rom, Entry::KeyGen, p, 0, &COMPACT).unwrap();
    let mut script = vec![];
    for abort in [5_000, 20_000, 44_000] {
        script.push(CoreScript::Write(0, payload.clone()));
        script.push(CoreScript::Run(at(Entry::KeyGen), 1, false, abort));
    }
    script.push(CoreScript::Write(0, payload.clone()));
    script.push(CoreScript::Run(at(Entry::KeyGen), 1, false, 0));
    script.push(CoreScript::Read(0, p.ek_len()));
    let got = core.run(&script).unwrap();
    assert_eq!(got.runs[..3], [None, None, None]);
    assert_eq!(
        got.runs[3],
        Some(CoreRun {
            cycles: want.cycles,
            status: 0
        })
    );
    assert_eq!(got.reads[0], kem::keygen_internal(p, &d, &z).0);
}

/// The report's measurement of the core (`make report`'s `kem_core` cycles) runs and agrees
/// with the model.
#[test]
fn the_report_measures_the_core() {
    let rows =
        mlkem_fpga::flow::report::device::kem_core_cycles(&work_dir("kem_core_report")).unwrap();
    assert_eq!(rows.len(), 3 * PARAM_SETS.len());
    for r in rows {
        assert!(r.result_matches_model, "{}", r.op);
        assert_eq!(Some(r.measured), r.model, "{}", r.op);
    }
}

#[test]
fn verilog_lints_clean() {
    lint(&kem_core::verilog(), &work_dir("kem_core_lint")).unwrap();
    lint(&kem_core::verilog_fast(), &work_dir("kem_core_fast_lint")).unwrap();
}
