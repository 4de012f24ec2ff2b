//! Checks on a report's figures, shared by the committed report (`tests/report_render.rs`,
//! every row, in `make test`) and the smoke run of the report pipeline
//! (`tests/flow_smoke.rs`, one circuit per section, in `make test-full`).

use mlkem_fpga::flow::Report;
use mlkem_fpga::rtl::reduce::{GENERATED_REDUCERS, REDUCERS};

/// What must hold of every row present, whichever rows were measured: reducers keep DSP48s
/// only when built on them (Ma's two, with a `-nodsp` run beside); every butterfly's
/// multiplier is a DSP48E1; every simulated operation of an engine, Keccak circuit, sampler
/// or device equals its model; every polynomial RAM bank is in block RAM on both targets; a
/// device placed on the HX8K fits it.
pub fn check_rows(rep: &Report) {
    for r in &rep.rows {
        let e = REDUCERS
            .iter()
            .find(|e| e.stem == r.name)
            .unwrap_or_else(|| panic!("{}: not in REDUCERS", r.name));
        let dsp = if e.dsp { 2 } else { 0 };
        assert_eq!(r.xc7.unwrap().dsp, dsp, "{}", r.circuit);
        assert_eq!(r.xc7_nodsp.is_some(), e.dsp, "{}", r.circuit);
    }
    for r in &rep.butterflies {
        // `ButterflyFusedMul` has no multiplier (`FusedModMul`'s heap): no DSP48E1 either way.
        if r.circuit == "ButterflyFusedMul" {
            assert_eq!(r.xc7.unwrap().dsp, 0, "{}", r.circuit);
        } else {
            assert!(
                r.xc7.unwrap().dsp >= 1,
                "{}: the multiplier should use a DSP48E1",
                r.circuit
            );
        }
        assert_eq!(r.xc7_nodsp.unwrap().dsp, 0, "{}", r.circuit);
    }
    for r in &rep.engines {
        for c in r.cycles.as_ref().unwrap() {
            assert_eq!(Some(c.measured), c.model, "{} {}", r.circuit, c.op);
            assert!(c.result_matches_model, "{} {}", r.circuit, c.op);
        }
        // Every polynomial RAM bank in block RAM, on both targets.
        let mems = r.memories.as_ref().unwrap();
        let targets: &[&str] = if r.ice40.is_some() {
            &["xc7", "ice40"]
        } else {
            &["xc7"]
        };
        for &target in targets {
            let banks: Vec<_> = mems
                .iter()
                .filter(|m| {
                    m.target == target
                        && ["bank", "key", "smp"]
                            .iter()
                            .any(|b| m.memory.starts_with(b))
                })
                .collect();
            assert!(
                !banks.is_empty(),
                "{} {target}: no RAM bank found",
                r.circuit
            );
            for m in banks {
                assert!(m.is_block_ram(), "{} {target}: {}", r.circuit, m.log_line);
            }
        }
        // Engines built of Artix-7 cells (`DaddaLutReducer`'s) have no iCE40 run.
        if let Some(i) = &r.ice40 {
            assert!(i.ebr > 0, "{}", r.circuit);
        }
        assert!(r.xc7.unwrap().bram > 0, "{}", r.circuit);
    }
    // Keccak and samplers: every row's cycles equal their formula (or the other simulator's)
    // and every output equals the model.
    for r in &rep.keccak {
        for c in r.cycles.as_ref().unwrap() {
            assert!(
                c.model.is_none_or(|m| m == c.measured),
                "{} {}",
                r.circuit,
                c.op
            );
            assert!(c.result_matches_model, "{} {}", r.circuit, c.op);
        }
    }
    // The device's circuits: Artix-7 figures for each; a placed one fits the HX8K (7680 LC,
    // 32 EBR); every measured command's response equals the protocol model's.
    for r in &rep.device {
        assert!(r.xc7.is_some(), "{}", r.circuit);
        if let Some(i) = &r.ice40 {
            assert!(
                i.lc <= 7680 && i.ebr <= 32 && i.fmax_mhz > 0.0,
                "{}: {i:?}",
                r.circuit
            );
        }
        for c in r.cycles.iter().flatten() {
            assert!(c.result_matches_model, "{} {}", r.circuit, c.op);
            assert!(c.measured > 0, "{} {}", r.circuit, c.op);
        }
    }
}

/// What must hold of the whole report (`make report`): one row and one butterfly per reducer,
/// the engines with their DSP48E1 and EBR budgets, the Keccak rows with the compact
/// sponge within its iCE40 target, every device row with MlKemDevice placed, and the EBR
/// budget measured, not estimated.
pub fn check_complete(rep: &Report) {
    check_rows(rep);
    let stems: Vec<&str> = rep.rows.iter().map(|r| r.name.as_str()).collect();
    let want: Vec<&str> = REDUCERS.iter().map(|e| e.stem).collect();
    assert_eq!(stems, want, "one row per reducer, in REDUCERS order");
    // The generated reducers (other moduli and windows), each measured on both targets (on
    // the Artix-7 only if the catalogue says so: `DaddaLutReducer`'s LUT6_2 cells) and exact
    // wherever the report checked every product.
    let generated: Vec<&str> = rep.generated.iter().map(|r| r.name.as_str()).collect();
    let want: Vec<&str> = GENERATED_REDUCERS.iter().map(|e| e.stem).collect();
    assert_eq!(generated, want, "one row per generated reducer, in order");
    for r in &rep.generated {
        let x = r.xc7.unwrap();
        assert!(x.lut > 0 && x.path.is_some(), "{}", r.name);
        let placed = mlkem_fpga::rtl::catalog::CIRCUITS
            .iter()
            .find(|c| c.stem == r.name)
            .expect("a catalogue circuit")
            .ice40;
        assert_eq!(r.ice40.is_some(), placed, "{}: iCE40 run", r.name);
        if let Some(i) = &r.ice40 {
            assert!(i.lc > 0 && i.fmax_mhz > 0.0, "{}", r.name);
        }
        assert_ne!(r.exhaustive.rust, Some(false), "{}", r.name);
        assert_ne!(r.exhaustive.verilator, Some(false), "{}", r.name);
    }
    // One butterfly per reducer, `ButterflyFusedMul` (no separate multiplier) and
    // `ButterflyDaddaLut` (`DaddaLutReducer`, a generated reducer), the latter Artix-7 only.
    assert_eq!(rep.butterflies.len(), REDUCERS.len() + 2);
    for r in &rep.butterflies {
        let e = mlkem_fpga::flow::report::ntt::butterflies()
            .find(|e| e.stem == r.name)
            .unwrap_or_else(|| panic!("{}: not a catalogued butterfly", r.name));
        assert_eq!(r.ice40.is_some(), e.ice40, "{}: iCE40 run", r.circuit);
    }
    // One DSP48E1 per butterfly (the multiplier's operands are 12 bits wide in the netlist).
    let dsp: Vec<u32> = rep.engines.iter().map(|r| r.xc7.unwrap().dsp).collect();
    assert_eq!(
        dsp[..4],
        [1, 2, 2, 1],
        "DSP48E1 per engine (P1, P2, P2Fused, Banked)"
    );
    // The PE-level engines: one per butterfly, `%`'s excepted; each adds no DSP48E1 and no EBR
    // to its butterfly and NttEngineP1's memory.
    let pe = mlkem_fpga::flow::report::ntt::pe_engines().count();
    assert_eq!(pe, rep.butterflies.len() - 1);
    assert_eq!(
        rep.engines.len(),
        3 + pe,
        "NttEngineP2, P2Fused, Banked and the PE engines"
    );
    let p1 = rep
        .engines
        .iter()
        .find(|r| r.circuit == "NttEngineP1")
        .unwrap();
    let p1_ebr = p1.ice40.as_ref().unwrap().ebr;
    for e in mlkem_fpga::flow::report::ntt::pe_engines() {
        let row = rep.engines.iter().find(|r| r.name == e.stem).unwrap();
        let bf = mlkem_fpga::flow::report::ntt::butterflies()
            .find(|b| b.reducer == e.reducer)
            .unwrap();
        let bf_row = rep.butterflies.iter().find(|r| r.name == bf.stem).unwrap();
        assert_eq!(
            row.xc7.unwrap().dsp,
            bf_row.xc7.unwrap().dsp,
            "{} DSP48E1",
            e.name
        );
        assert_eq!(row.ice40.is_some(), e.ice40, "{}: iCE40 run", e.name);
        if let Some(i) = &row.ice40 {
            assert_eq!(i.ebr, p1_ebr, "{} EBR", e.name);
        }
    }
    // The banked engine's memory is the sequencer's budget: per parity bank 2048 + 1024 + 256
    // words of 12 bits (6 + 3 + 1 EBR), and the twiddle ROM.
    let banked = rep
        .engines
        .iter()
        .find(|r| r.circuit == "NttEngineBanked")
        .unwrap();
    assert_eq!(
        banked.ice40.as_ref().unwrap().ebr,
        21,
        "NttEngineBanked EBR"
    );
    // Measured: the NTT engine, the Keccak sponge (its state RAM) and the rest of the device
    // (derived from the placed MlKemDevice row); nothing is estimated any more.
    assert_eq!(rep.ebr_budget.len(), 3);
    assert!(rep.ebr_budget.iter().all(|e| !e.estimate));
    assert!(rep.keccak.len() >= 8, "Keccak rows");
    let serial = rep
        .keccak
        .iter()
        .find(|r| r.circuit == "KeccakSpongeSerial")
        .unwrap();
    let lc = serial.ice40.as_ref().unwrap().lc;
    assert!(
        lc <= mlkem_fpga::flow::report::keccak::ICE40_LC_TARGET,
        "{lc} LC"
    );
    let names: Vec<&str> = rep.device.iter().map(|r| r.circuit.as_str()).collect();
    for want in [
        "UartRx",
        "UartTx",
        "FrameLink",
        "Compress",
        "Decompress",
        "PolyEncoder",
        "PolyDecoder",
        "MlKemDevice",
    ] {
        assert!(
            names.contains(&want),
            "device row {want} missing: {names:?}"
        );
    }
    let dev = rep
        .device
        .iter()
        .find(|r| r.circuit == "MlKemDevice")
        .unwrap();
    assert!(dev.ice40.is_some(), "MlKemDevice placed on the HX8K");
    assert!(
        dev.cycles.as_ref().unwrap().len() >= 10,
        "device command rows"
    );
}
