//! The debug path of `rtl::sequencer::KemSequencer` (issue 16, item 4): one host-supplied word
//! written into the microcode memory and run from `DEBUG_WORD`, in RustHDL simulation and as
//! exported Verilog under Verilator, against the model (`Machine::run_debug`): the commands,
//! the cycle each is seen in, the cycle of `done` and its status. Words: one well-formed word
//! per unit and operand kind, words the refusal rule (`model::sequencer::debug::refused`) must
//! stop — jumps, key slots, key cells, long sponge transfers into the key cells — and 3000
//! seeded random words, each either refused or run by both.

mod common;

use common::device::Gen;
use mlkem_fpga::model::keccak::KeccakFunction;
use mlkem_fpga::model::sequencer::debug::refused;
use mlkem_fpga::model::sequencer::isa::{
    Acc, Arith, ByteSrc, CellRef, Check, Cond, Eta, Len, MicroOp, SlotRef, Width,
};
use mlkem_fpga::model::sequencer::{Command, Machine, Stop, program::assemble};
use mlkem_fpga::params::PARAM_SETS;
use mlkem_fpga::rtl::device::profile::COMPACT;
use mlkem_fpga::rtl::sequencer::sim::{SequencerRun, SequencerSim, UnitScript};
use mlkem_fpga::rtl::sequencer::verilated::{SequencerJob, VerilatedSequencer};
use mlkem_fpga::rtl::sequencer::{self};

use MicroOp::*;
use SlotRef::{At, KeyS, KeyT, PlusI};

/// Words that run: every unit and operand kind the debug path exists for.
fn good() -> Vec<MicroOp> {
    vec![
        End,
        SetP(CellRef::At(3), Len::B32),
        HashInit(KeccakFunction::Shake128),
        Absorb(CellRef::At(1), Len::B64),
        Absorb(CellRef::At(4), Len::Ek),
        AbsorbByte(ByteSrc::Nonce),
        Squeeze(CellRef::At(2), Len::B32),
        Squeeze(CellRef::At(55), Len::B32),
        ClearNonce,
        SampleNtt(At(24)),
        SampleCbd(At(25), Eta::Eta2),
        Ntt(At(3)),
        Intt(PlusI(14)),
        MulAcc(At(0), At(1), At(2), Acc::FirstJ),
        Arith(Arith::Sub, At(24), At(15), At(9)),
        Decode(Width::D12, At(1)),
        Decode(Width::Du, At(2)),
        Encode(Width::D12, At(1)),
        Encode(Width::D1, At(4)),
        EncodeCt(Width::Dv, At(12)),
        Copy(CellRef::At(50)),
        Store(CellRef::At(54)),
        Select(CellRef::At(1), CellRef::At(2), CellRef::At(3)),
        ZeroCell(CellRef::At(55)),
        ZeroSlot(At(15)),
        LoopI,
        LoopJ,
        Check(Check::Modulus),
        Check(Check::CellsEqual(CellRef::At(1), CellRef::At(2))),
        Sync,
        Swap,
    ]
}

/// Words the circuit must refuse before they issue anything.
fn bad() -> Vec<MicroOp> {
    vec![
        NextI,
        NextJ,
        Skip(Cond::LastI, 3),
        Call(200, true),
        Ret,
        Ntt(At(16)),
        Intt(At(23)),
        ZeroSlot(KeyS(16)),
        ZeroSlot(KeyT(16)),
        SampleNtt(At(20)),
        Decode(Width::D12, At(17)),
        Encode(Width::D12, KeyS(16)),
        EncodeCt(Width::Du, At(18)),
        MulAcc(At(16), At(1), At(2), Acc::Always),
        MulAcc(At(0), At(19), At(2), Acc::Always),
        Arith(Arith::Add, At(0), At(1), At(22)),
        Copy(CellRef::At(58)),
        Copy(CellRef::Key(58)),
        Store(CellRef::At(63)),
        ZeroCell(CellRef::At(60)),
        Select(CellRef::At(1), CellRef::At(59), CellRef::At(2)),
        Select(CellRef::At(62), CellRef::At(1), CellRef::At(2)),
        Check(Check::CellsEqual(CellRef::At(58), CellRef::At(1))),
        Absorb(CellRef::At(60), Len::B32),
        Squeeze(CellRef::Key(58), Len::B32),
        Squeeze(CellRef::At(20), Len::Ek),
        Absorb(CellRef::At(10), Len::Poly12Vec),
        SetP(CellRef::At(59), Len::Zero),
    ]
}

/// The model's run of `word`: the stub script and what the circuit must show.
type Want = (UnitScript, Vec<(u64, Command)>, u64, u8);

fn model(word: u32, set: usize, key: bool) -> Option<Want> {
    let p = PARAM_SETS[set];
    let mut m = Machine::new();
    // The sponge as a device leaves it: started (a debug word may absorb or squeeze).
    let init = HashInit(KeccakFunction::Shake128).encode();
    m.run_debug(&assemble(), init, p, 0, &COMPACT).unwrap();
    m.trace = Some(vec![]);
    let r = m.run_debug(&assemble(), word, p, key as usize, &COMPACT);
    let trace = m.trace.take().unwrap();
    let (cycles, status) = match r {
        Ok(run) => (run.cycles, 0),
        Err(Stop::DebugRefused) => (COMPACT.issue as u64, 3),
        Err(Stop::BadEk) => return None,
        Err(Stop::BadProgram(_, m)) => {
            if std::env::var("SHOW").is_ok() {
                eprintln!("{m}");
            }
            return None;
        }
        Err(e) => panic!("{word:#010x}: {e}"),
    };
    let at = trace.iter().map(|t| (t.at, t.command.masked())).collect();
    Some((UnitScript::from_trace(&trace, false), at, cycles, status))
}

fn check(word: u32, want: &Want, got: &SequencerRun, sim: &str) {
    let (_, commands, cycles, status) = want;
    assert_eq!(got.status, *status, "{sim} {word:#010x}: status");
    assert_eq!(got.cycles, *cycles, "{sim} {word:#010x}: cycles");
    assert_eq!(&got.commands, commands, "{sim} {word:#010x}: commands");
}

/// (word, set, key) of every case.
fn cases(random: usize) -> Vec<(u32, usize, bool)> {
    let mut v = vec![];
    for (set, &p) in PARAM_SETS.iter().enumerate() {
        for op in good() {
            assert!(!refused(op.encode(), p, 0), "{op:?} refused");
            v.push((op.encode(), set, false));
        }
        for op in bad() {
            // Key index 1 exists for ML-KEM-512 only (elsewhere its offsets leave the area).
            let keys: &[bool] = if set == 0 { &[false, true] } else { &[false] };
            for &key in keys {
                assert!(refused(op.encode(), p, key as usize), "{op:?} runs");
                v.push((op.encode(), set, key));
            }
        }
    }
    let mut g = Gen(0x0DEB_0617);
    while v.len() < random + 3 * good().len() + 4 * bad().len() {
        let w = g.next() as u32;
        let set = (g.next() % 3) as usize;
        let key = g.next() & 1 == 1;
        if model(w, set, key).is_some() {
            v.push((w, set, key));
        }
    }
    v
}

#[test]
fn debug_words_in_rusthdl_equal_the_model() {
    let mut sim = SequencerSim::default();
    let (mut ran, mut refusals) = (0, 0);
    for (w, set, key) in cases(1000) {
        let want = model(w, set, key).unwrap_or_else(|| {
            panic!(
                "{:?} set {set}: not modelled",
                mlkem_fpga::model::sequencer::isa::MicroOp::decode(w)
            )
        });
        let got = sim.run_debug(w, set as u8, key, &want.0).unwrap();
        check(w, &want, &got, "RustHDL");
        if want.3 == 3 {
            refusals += 1;
        } else {
            ran += 1;
        }
    }
    assert!(ran > 300 && refusals > 300, "{ran} ran, {refusals} refused");
    // A program entry still runs after debug words (the program's words are intact).
    let mut seq = mlkem_fpga::model::sequencer::SequencerKem::new(COMPACT);
    seq.log = Some(vec![]);
    let p = PARAM_SETS[1];
    seq.keygen(p, 0, &[1; 32], &[2; 32]).unwrap();
    let log = &seq.log.take().unwrap()[0];
    let script = UnitScript::from_trace(&log.trace, false);
    let entry = seq.rom.entry(log.entry) as u8;
    let got = sim.run(entry, 1, false, &script).unwrap();
    assert_eq!(got.cycles, log.result.as_ref().unwrap().cycles);
}

#[test]
fn debug_words_under_verilator_equal_the_model() {
    let dir = std::env::temp_dir().join(format!("mlkem-fpga-seqdbg-{}", std::process::id()));
    let v = VerilatedSequencer::build(&sequencer::verilog(), &dir).unwrap();
    let cases = cases(3000);
    let wants: Vec<_> = cases
        .iter()
        .map(|&(w, set, key)| model(w, set, key).unwrap())
        .collect();
    let jobs: Vec<_> = cases
        .iter()
        .zip(&wants)
        .map(|(&(w, set, key), want)| SequencerJob {
            entry: 0,
            debug: Some(w),
            params: set as u8,
            key,
            script: want.0.clone(),
        })
        .collect();
    let runs = v.run(&jobs).unwrap();
    for ((&(w, _, _), want), got) in cases.iter().zip(&wants).zip(&runs) {
        check(w, want, got, "Verilator");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
