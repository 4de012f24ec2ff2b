//! The KEM sequencer's program and its interpreter (`model::sequencer`, issue 16): the ROM
//! words decode to the program, and the interpreter, running those words with the iCE40
//! device's unit latencies, gives every NIST ACVP keyGen and encapDecap result of all three
//! parameter sets, refuses the bad keys of the key checks, and takes cycle counts that depend
//! on public data only. Expected values come from the ACVP files and from FIPS 203 §7.2/§7.3.

mod common;

use common::{Tally, b32, hx, param_set, read_json, st};
use mlkem_fpga::model::keccak::KeccakFunction;
use mlkem_fpga::model::kem::{KemError, check_ek};
use mlkem_fpga::model::sequencer::isa::{Arith, CellRef, Len};
use mlkem_fpga::model::sequencer::program::{Entry, Rom, assemble, listing};
use mlkem_fpga::model::sequencer::{
    KemStop, KeyState, Machine, MicroOp, SequencerKem, Stop, Timing, cell,
};
use mlkem_fpga::params::{ML_KEM_768, PARAM_SETS};
use mlkem_fpga::rtl::device::profile::COMPACT;
use mlkem_fpga::rtl::keccak::sponge::{CoreTiming, sponge_cycles};
use serde_json::Value;

fn groups(v: &Value) -> &Vec<Value> {
    v["testGroups"].as_array().expect("testGroups")
}

fn tests(g: &Value) -> &Vec<Value> {
    g["tests"].as_array().expect("tests")
}

#[test]
fn rom_words_decode_to_the_program() {
    let rom = assemble();
    let ops = listing();
    assert_eq!(ops.len(), rom.words.len());
    for (w, op) in rom.words.iter().zip(&ops) {
        assert_eq!(op.encode(), *w, "{op:?}");
        assert_eq!(MicroOp::decode(*w), Ok(*op));
    }
    // Every entry lies in the ROM and the words before the first entry's successor end with
    // End; the subroutine (after the entries) ends with Ret; the ROM fits two 256 × 16 EBRs
    // side by side (a SyncROM of 256 words of 32 bits).
    // (`Wipe` alone has no End: it goes on into `Erase`, which follows it.)
    for (n, (e, a)) in rom.entries.iter().enumerate() {
        assert!(*a < rom.words.len(), "{e:?}");
        let falls_into = n > 0 && rom.entries[n - 1].0 == Entry::Wipe && *e == Entry::Erase;
        assert!(
            *a == 0 || ops[*a - 1] == MicroOp::End || falls_into,
            "{e:?}"
        );
    }
    assert_eq!(ops.last(), Some(&MicroOp::Ret));
    println!("ROM: {} words of 32 bits", rom.words.len());
    // The program leaves the debug path's word and the End after it free.
    let debug = mlkem_fpga::model::sequencer::program::DEBUG_WORD;
    assert!(rom.words.len() <= debug, "{} words", rom.words.len());
    assert_eq!(debug + 2, mlkem_fpga::model::sequencer::program::ROM_WORDS);
    // A word with a bad field is refused (Absorb with length code 7).
    assert!(MicroOp::decode(3 << 27 | 7).is_err());
}

#[test]
fn sponge_cycles_add_up_to_the_sponge_formula() {
    // H(m) for several lengths, counted micro-op by micro-op, equals the sponge's own formula
    // (which tests/rtl_keccak.rs checks against the circuit) plus the issue cycles, the byte
    // memory's read latency before the absorbed bytes, and what the sponge unit adds after
    // the last squeezed byte: it is ready only when the sponge offers its next byte, so an
    // output that ends a lane (or a rate) also pays the next lane's read (and the
    // permutation). tests/rtl_sponge_unit.rs checks the unit's cycles against the circuit.
    for f in KeccakFunction::ALL {
        for (len, out) in [
            (Len::B32, Len::B32),
            (Len::B64, Len::B64),
            (Len::Ek, Len::B32),
        ] {
            for p in PARAM_SETS {
                let ops = [
                    MicroOp::HashInit(f),
                    MicroOp::Absorb(CellRef::At(0), len),
                    MicroOp::Squeeze(CellRef::At(cell::M), out),
                    MicroOp::End,
                ];
                let rom = Rom {
                    words: ops.iter().map(|o| o.encode()).collect(),
                    entries: vec![(Entry::Encaps, 0)],
                };
                let serial = Timing {
                    overlap: false,
                    ..COMPACT
                };
                let run = Machine::new()
                    .run(&rom, Entry::Encaps, p, 0, &serial)
                    .unwrap();
                let o = out.bytes(p);
                let core = CoreTiming::SERIAL;
                let tail = (o % 8 == 0) as usize * (core.lane_read + 3)
                    + (o % f.rate() == 0) as usize * (core.permute + 2);
                let want = sponge_cycles(f, len.bytes(p), o, core)
                    + ops.len() * COMPACT.issue
                    + COMPACT.mem_read
                    + tail;
                assert_eq!(run.cycles as usize, want, "{f:?} {len:?} {}", p.name);
            }
        }
    }
}

fn keygen_file(release: &str) {
    let file = read_json(&format!(
        "{release}/ML-KEM-keyGen-FIPS203/internalProjection.json"
    ));
    let mut tally = Tally::default();
    let mut seq = SequencerKem::new(COMPACT);
    for g in groups(&file) {
        let p = param_set(st(g, "parameterSet"));
        for t in tests(g) {
            let id = &t["tcId"];
            let (ek, _) = seq
                .keygen(p, 0, &b32(&hx(t, "d")), &b32(&hx(t, "z")))
                .unwrap();
            assert_eq!(ek, hx(t, "ek"), "{release} tcId {id}: ek");
            let (dk, _) = seq.export(p, 0).unwrap();
            assert_eq!(*dk, hx(t, "dk"), "{release} tcId {id}: dk");
            tally.add(format!("keyGen {}", p.name));
        }
    }
    tally.check(
        &format!("sequencer, ACVP {release} keyGen"),
        PARAM_SETS.map(|p| (format!("keyGen {}", p.name), 25)),
    );
}

#[test]
fn acvp_keygen_through_the_sequencer() {
    keygen_file("acvp-server-v1.1.0.35");
    keygen_file("acvp-server-v1.1.0.40");
}

fn encap_decap_file(release: &str) -> Tally {
    let file = read_json(&format!(
        "{release}/ML-KEM-encapDecap-FIPS203/internalProjection.json"
    ));
    let mut tally = Tally::default();
    let mut seq = SequencerKem::new(COMPACT);
    for g in groups(&file) {
        let p = param_set(st(g, "parameterSet"));
        let function = st(g, "function");
        for t in tests(g) {
            let ctx = format!("{release} {function} {} tcId {}", p.name, t["tcId"]);
            let field = |k: &str| hx(if t.get(k).is_some() { t } else { g }, k);
            match function {
                "encapsulation" => {
                    let (c, k, _) = seq.encaps(p, &field("ek"), &b32(&hx(t, "m"))).unwrap();
                    assert_eq!(c, hx(t, "c"), "{ctx}: c");
                    assert_eq!(k.to_vec(), hx(t, "k"), "{ctx}: k");
                    tally.add(format!("encapsulation {}", p.name));
                }
                "decapsulation" => {
                    seq.import(p, 0, &field("dk")).unwrap();
                    let (k, _) = seq.decaps(p, 0, &hx(t, "c")).unwrap();
                    assert_eq!(k.to_vec(), hx(t, "k"), "{ctx}: k");
                    tally.add(format!("decapsulation {}", p.name));
                }
                "encapsulationKeyCheck" => {
                    let passed = t["testPassed"].as_bool().expect("testPassed");
                    let got = seq.encaps(p, &hx(t, "ek"), &[7; 32]);
                    assert_eq!(got.is_ok(), passed, "{ctx}: {got:?}");
                    if !passed {
                        assert!(matches!(got, Err(KemStop::WrongLength { .. })), "{ctx}");
                    }
                    tally.add(format!("encapsulationKeyCheck {} {passed}", p.name));
                }
                "decapsulationKeyCheck" => {
                    let passed = t["testPassed"].as_bool().expect("testPassed");
                    let got = seq.import(p, 0, &hx(t, "dk"));
                    assert_eq!(got.is_ok(), passed, "{ctx}: {got:?}");
                    if !passed {
                        assert_eq!(got, Err(KemStop::Stopped(Stop::BadKey)), "{ctx}");
                        assert_eq!(seq.key_state(0), KeyState::Empty, "{ctx}");
                    }
                    tally.add(format!("decapsulationKeyCheck {} {passed}", p.name));
                }
                f => panic!("unknown function {f}"),
            }
        }
    }
    tally
}

#[test]
fn acvp_encap_decap_through_the_sequencer() {
    let mut want35 = vec![];
    let mut want40 = vec![];
    for p in PARAM_SETS {
        let n = p.name;
        for w in [&mut want35, &mut want40] {
            w.push((format!("encapsulation {n}"), 25));
            w.push((format!("decapsulation {n}"), 10));
        }
        for check in ["encapsulationKeyCheck", "decapsulationKeyCheck"] {
            want40.push((format!("{check} {n} true"), 5));
            want40.push((format!("{check} {n} false"), 5));
        }
    }
    encap_decap_file("acvp-server-v1.1.0.35").check("sequencer, ACVP v1.1.0.35 encapDecap", want35);
    encap_decap_file("acvp-server-v1.1.0.40").check("sequencer, ACVP v1.1.0.40 encapDecap", want40);
}

#[test]
fn an_ek_failing_the_modulus_check_is_refused() {
    for p in PARAM_SETS {
        let mut seq = SequencerKem::new(COMPACT);
        let (mut ek, _) = seq.keygen(p, 0, &[1; 32], &[2; 32]).unwrap();
        // t̂_{k-1}'s first coefficient ← 0xFFF ≥ q (FIPS 203 §7.2: ByteEncode₁₂(ByteDecode₁₂(ek)) ≠ ek).
        let at = 384 * (p.k - 1);
        ek[at] = 0xFF;
        ek[at + 1] |= 0x0F;
        assert_eq!(check_ek(p, &ek), Err(KemError::ModulusCheck));
        assert_eq!(
            seq.encaps(p, &ek, &[3; 32]).map(|_| ()),
            Err(KemStop::Stopped(Stop::BadEk)),
            "{}",
            p.name
        );
        // The kept key is untouched: decapsulation still works.
        assert_eq!(seq.key_state(0), KeyState::Valid(p));
        let (good_ek, _) = seq
            .export(p, 0)
            .map(|(dk, _)| (dk[384 * p.k..768 * p.k + 32].to_vec(), ()))
            .unwrap();
        let (c, k, _) = seq.encaps(p, &good_ek, &[3; 32]).unwrap();
        assert_eq!(seq.decaps(p, 0, &c).unwrap().0, k);
    }
}

#[test]
fn bad_requests_change_nothing() {
    let p = ML_KEM_768;
    let mut seq = SequencerKem::new(COMPACT);
    let (ek, _) = seq.keygen(p, 0, &[4; 32], &[5; 32]).unwrap();
    let (dk, _) = seq.export(p, 0).unwrap();
    // Wrong lengths, an empty or absent slot, a dk with a bad hash.
    assert!(matches!(
        seq.encaps(p, &ek[1..], &[0; 32]),
        Err(KemStop::WrongLength { .. })
    ));
    assert!(matches!(
        seq.decaps(p, 0, &[0; 10]),
        Err(KemStop::WrongLength { .. })
    ));
    assert_eq!(
        seq.decaps(p, 1, &[0; 1088]).map(|_| ()),
        Err(KemStop::EmptySlot(1))
    );
    assert!(matches!(
        seq.import(p, 5, &dk),
        Err(KemStop::Stopped(Stop::BadKeySlot(5)))
    ));
    let mut bad = dk.to_vec();
    bad[768 * p.k + 40] ^= 1;
    assert_eq!(seq.import(p, 0, &bad), Err(KemStop::Stopped(Stop::BadKey)));
    // A failed import into slot 0 emptied it (it was overwritten), and nothing else changed:
    assert_eq!(seq.key_state(0), KeyState::Empty);
    seq.import(p, 0, &dk).unwrap();
    assert_eq!(*seq.export(p, 0).unwrap().0, *dk);
}

#[test]
fn cycles_depend_only_on_public_data() {
    let serial = Timing {
        overlap: false,
        ..COMPACT
    };
    let mut table = vec![];
    for p in PARAM_SETS {
        let mut row = vec![];
        for timing in [COMPACT, serial] {
            let mut seq = SequencerKem::new(timing);
            let (ek, kg) = seq.keygen(p, 0, &[9; 32], &[8; 32]).unwrap();
            let (c, _, e1) = seq.encaps(p, &ek, &[1; 32]).unwrap();
            let (_, _, e2) = seq.encaps(p, &ek, &[2; 32]).unwrap();
            assert_eq!(e1.cycles, e2.cycles, "{}: Encaps with two m", p.name);
            let (_, d1) = seq.decaps(p, 0, &c).unwrap();
            let mut tampered = c.clone();
            tampered[5] ^= 0x10;
            let (_, d2) = seq.decaps(p, 0, &tampered).unwrap();
            assert_eq!(
                d1.cycles, d2.cycles,
                "{}: Decaps of a valid and a tampered c",
                p.name
            );
            // KeyGen with the same d (so the same ρ) and another z.
            let mut seq2 = SequencerKem::new(timing);
            let (_, kg2) = seq2.keygen(p, 0, &[9; 32], &[7; 32]).unwrap();
            assert_eq!(kg.cycles, kg2.cycles, "{}: KeyGen with two z", p.name);
            row.push([kg, e1, d1]);
        }
        // The overlap only removes cycles, and the sponge unit bounds it from below.
        for (o, s) in row[0].iter().zip(&row[1]) {
            assert!(o.cycles < s.cycles && o.cycles >= o.sponge, "{}", p.name);
            assert_eq!((o.ops, o.sponge, o.datapath), (s.ops, s.sponge, s.datapath));
        }
        table.push((p.name, row));
    }
    println!(
        "| set | KeyGen | Encaps | Decaps | without overlap: KeyGen | Encaps | Decaps | sponge busy: KeyGen | Encaps | Decaps |"
    );
    for (n, r) in table {
        println!(
            "| {n} | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
            r[0][0].cycles,
            r[0][1].cycles,
            r[0][2].cycles,
            r[1][0].cycles,
            r[1][1].cycles,
            r[1][2].cycles,
            r[0][0].sponge,
            r[0][1].sponge,
            r[0][2].sponge
        );
    }
}

#[test]
fn a_program_that_races_the_sponge_unit_is_refused() {
    use mlkem_fpga::model::keccak::KeccakFunction::Shake256;
    use mlkem_fpga::model::sequencer::isa::{ByteSrc, Eta, SlotRef, Width};
    use mlkem_fpga::model::sequencer::slot::{A_NEXT, T};
    let run = |ops: &[MicroOp]| {
        let rom = Rom {
            words: ops.iter().map(|o| o.encode()).collect(),
            entries: vec![(Entry::Encaps, 0)],
        };
        Machine::new().run(&rom, Entry::Encaps, ML_KEM_768, 0, &COMPACT)
    };
    let absorb = [
        MicroOp::HashInit(Shake256),
        MicroOp::Absorb(CellRef::At(0), Len::Ek),
    ];
    let sample = [
        MicroOp::HashInit(Shake256),
        MicroOp::Absorb(CellRef::At(0), Len::B32),
        MicroOp::AbsorbByte(ByteSrc::Zero),
        MicroOp::SampleCbd(SlotRef::At(A_NEXT), Eta::Eta1),
    ];
    let decode = MicroOp::Decode(Width::D12, SlotRef::At(T));
    // Reads the buffer the sampler fills (copies it into T).
    let read = MicroOp::Arith(
        Arith::Add,
        SlotRef::At(A_NEXT),
        SlotRef::At(T),
        SlotRef::At(T),
    );
    let other_bank = MicroOp::Ntt(SlotRef::At(T));
    // Wipes the other sample buffer, through the write port the sampler holds.
    let wipe_other = MicroOp::ZeroSlot(SlotRef::At(A_NEXT ^ 1));
    for (body, ok) in [
        // Both read the byte memory: refused without Sync.
        (vec![decode], false),
        (vec![MicroOp::Sync, decode], true),
    ] {
        let ops: Vec<_> = absorb
            .iter()
            .chain(&body)
            .chain(&[MicroOp::End])
            .copied()
            .collect();
        assert_eq!(
            matches!(run(&ops), Err(Stop::BadProgram(..))),
            !ok,
            "{body:?}"
        );
    }
    for (body, ok) in [
        // The engine on the buffer the sampler fills: refused; on another bank: fine.
        (vec![read], false),
        (vec![other_bank], true),
        (vec![MicroOp::Sync, read], true),
        // A sample buffer is the sampler's and ZeroSlot's alone: an engine result there is
        // refused, even after Sync; a wipe waits for the sampler.
        (
            vec![MicroOp::Sync, MicroOp::Ntt(SlotRef::At(A_NEXT))],
            false,
        ),
        (vec![wipe_other], false),
        (vec![MicroOp::Sync, wipe_other], true),
    ] {
        let ops: Vec<_> = sample
            .iter()
            .chain(&body)
            .chain(&[MicroOp::End])
            .copied()
            .collect();
        assert_eq!(
            matches!(run(&ops), Err(Stop::BadProgram(..))),
            !ok,
            "{body:?}"
        );
    }
    // The sampler writes the sample buffers only (their port is the only one it has).
    let mut elsewhere = sample;
    elsewhere[3] = MicroOp::SampleCbd(SlotRef::At(T), Eta::Eta1);
    let ops = [&elsewhere[..], &[MicroOp::Sync, MicroOp::End]].concat();
    assert!(matches!(run(&ops), Err(Stop::BadProgram(..))));
}

/// `Wipe`, run as the device runs it (ML-KEM-1024, key 0), zeroes every polynomial slot — the
/// work slots, both sample buffers and the whole key area — and key 0's cells.
#[test]
fn wipe_zeroes_every_slot() {
    use mlkem_fpga::model::sequencer::{KEY_CELL_BASE, KEY_CELLS, Machine, SLOTS};
    let rom = assemble();
    let mut m = Machine::new();
    for (s, slot) in m.engine.slots.iter_mut().enumerate() {
        slot.fill(s as u16 + 1);
    }
    m.mem.fill(0xA5);
    let p = PARAM_SETS[2];
    let run = m.run(&rom, Entry::Wipe, p, 0, &COMPACT).expect("Wipe runs");
    assert_eq!(m.engine.slots.len(), SLOTS);
    for (s, slot) in m.engine.slots.iter().enumerate() {
        assert!(slot.iter().all(|&c| c == 0), "slot {s} not zeroed");
    }
    let cells = KEY_CELL_BASE as usize * 32..(KEY_CELL_BASE + KEY_CELLS) as usize * 32;
    assert!(m.mem[cells].iter().all(|&b| b == 0), "key 0's cells");
    assert!(run.cycles > 26 * 256, "{} cycles", run.cycles);
}
