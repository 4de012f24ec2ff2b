//! Smoke tests of the tool flow (`mlkem_fpga::flow`) on `NaiveReducer`, whose Verilog is
//! `always @(*) r = c % 24'd3329;`: the Verilator check accepts it and catches a broken
//! copy, lint passes, and the Artix-7 yosys run parses. The iCE40 nextpnr runs (≈ 15 s) and
//! the end-to-end report are `#[ignore]`d; run them with
//! `cargo test --release --test flow_smoke -- --ignored`.

use std::path::PathBuf;

use mlkem_fpga::flow::synth;
use mlkem_fpga::flow::tools::ToolFlow;
use mlkem_fpga::params::{PRODUCT_COUNT, Q};
use mlkem_fpga::rtl::reduce::verilated as verilator;
use mlkem_fpga::rtl::reduce::{NaiveReducer, REDUCERS, Reducer, verilog};

fn work_dir(test: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("flow_smoke")
        .join(test)
}

#[test]
fn verilator_accepts_naive_reducer_exhaustively() {
    let v = verilog::<NaiveReducer>();
    let rep = verilator::exhaustive_check(&v, &work_dir("verilator_naive")).unwrap();
    assert_eq!(rep.checked, u64::from(PRODUCT_COUNT));
    assert_eq!(rep.checked, 11_075_585);
    assert_eq!(rep.mismatches, 0, "first mismatch {:?}", rep.first_mismatch);
    assert_eq!(rep.first_mismatch, None);
    assert!(rep.is_exact());
}

/// One flipped bit at c = 12345, computed in a sub-module named `top$tree` as RustHDL names
/// them: the check must find exactly that input, and `$` names must build.
#[test]
fn verilator_catches_a_single_wrong_output() {
    let bad = format!(
        "module top(c, r);
    input wire [23:0] c;
    output reg [11:0] r;
    wire [11:0] t;
    top$tree tree(.c(c), .r(t));
    always @(*) r = (c == 24'd12345) ? (t ^ 12'd1) : t;
endmodule
module top$tree(c, r);
    input wire [23:0] c;
    output reg [11:0] r;
    always @(*) r = c % 24'd{Q};
endmodule
"
    );
    let rep = verilator::exhaustive_check(&bad, &work_dir("verilator_broken")).unwrap();
    let want = 12345 % Q;
    assert_eq!(rep.checked, 11_075_585);
    assert_eq!(rep.mismatches, 1);
    assert_eq!(rep.first_mismatch, Some((12345, want ^ 1, want)));
    assert!(!rep.is_exact());
}

#[test]
fn verilator_lint_passes_on_naive_and_fails_on_garbage() {
    mlkem_fpga::sim::verilator::lint(&verilog::<NaiveReducer>(), &work_dir("lint_naive")).unwrap();
    let err = mlkem_fpga::sim::verilator::lint("module top(; endmodule", &work_dir("lint_bad"))
        .unwrap_err();
    assert!(format!("{err:#}").contains("lint-only"), "{err:#}");
}

#[test]
fn yosys_xc7_figures_of_naive_reducer() {
    let f = synth::synth_xc7(
        &verilog::<NaiveReducer>(),
        &work_dir("xc7_naive").join(NaiveReducer::STEM),
        true,
    )
    .unwrap();
    assert!(f.lut > 0 && f.path > Some(0), "{f:?}");
    assert_eq!((f.ff, f.dsp, f.bram), (0, 0, 0), "{f:?}");
    match ToolFlow::from_env().unwrap() {
        // shared/anchors.md, measured in the Debian flow (yosys 0.23): `c % 3329` gives
        // 1349 LUT, 363 CARRY4, MUXF 1878, path 297.
        ToolFlow::Debian => assert_eq!(
            (f.lut, f.carry4, f.muxf7 + f.muxf8, f.path),
            (1349, 363, 1878, Some(297))
        ),
        // shared/anchors.md gives no yosys 0.70 figure for `c % 3329`; its divider is at
        // least a carry chain per quotient bit, so the path is far longer than any reducer's
        // (`DaddaReducer`: 15 cells in this flow, tests/fixtures/yosys).
        ToolFlow::Yowasp => assert!(f.carry4 > 15 && f.path > Some(40), "{f:?}"),
    }
}

#[test]
#[ignore = "slow: yosys synth_ice40 + three nextpnr runs"]
fn ice40_figures_of_naive_reducer() {
    let f = synth::synth_ice40(
        &verilog::<NaiveReducer>(),
        &work_dir("ice40_naive"),
        &synth::ICE40_SEEDS,
        100.0,
        2,
    )
    .unwrap();
    assert_eq!(f.fmax_seeds.len(), 3);
    assert!(f.lc > 36 && f.fmax_mhz > 5.0, "{f:?}");
    assert_eq!(f.ebr, 0);
}

/// The whole report (every reducer with its Verilator check, every butterfly, the NTT
/// engines, the Keccak circuits and the device with its commands under Verilator) into `target/tmp/flow_smoke/report/`, as `make report` writes it.
#[test]
#[ignore = "slow: synthesises every reducer, butterfly and NTT engine"]
fn report_end_to_end() {
    let out = work_dir("report");
    mlkem_fpga::flow::run_report(&out, &out.join("work"), None, true, |m| eprintln!("{m}"))
        .unwrap();
    for f in [
        "report.md",
        "report.json",
        "report_atp.svg",
        "report_butterfly_atp.svg",
    ] {
        assert!(out.join(f).is_file(), "{f} missing");
    }
    let json = std::fs::read_to_string(out.join("report.json")).unwrap();
    let rep: mlkem_fpga::flow::Report = serde_json::from_str(&json).unwrap();
    // One row and one butterfly per reducer; only a DSP reducer keeps DSP48s (Ma's two).
    assert_eq!(rep.rows.len(), REDUCERS.len());
    assert_eq!(rep.butterflies.len(), REDUCERS.len());
    for (r, e) in rep.rows.iter().zip(&REDUCERS) {
        assert_eq!(r.name, e.stem);
        let dsp = if e.dsp { 2 } else { 0 };
        assert_eq!(r.xc7.unwrap().dsp, dsp, "{}", r.circuit);
        assert_eq!(r.xc7_nodsp.is_some(), e.dsp, "{}", r.circuit);
    }
    for r in &rep.butterflies {
        let x = r.xc7.unwrap();
        assert!(
            x.dsp >= 1,
            "{}: the multiplier should use a DSP48E1",
            r.circuit
        );
        assert_eq!(r.xc7_nodsp.unwrap().dsp, 0, "{}", r.circuit);
    }
    assert_eq!(rep.engines.len(), 4);
    // One DSP48E1 per butterfly (the multiplier's operands are 12 bits wide in the netlist).
    let dsp: Vec<u32> = rep.engines.iter().map(|r| r.xc7.unwrap().dsp).collect();
    assert_eq!(
        dsp,
        [1, 2, 2, 1],
        "DSP48E1 per engine (P1, P2, P2Fused, Banked)"
    );
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
    for r in &rep.engines {
        for c in r.cycles.as_ref().unwrap() {
            assert_eq!(Some(c.measured), c.model, "{} {}", r.circuit, c.op);
            assert!(c.result_matches_model, "{} {}", r.circuit, c.op);
        }
        // Every polynomial RAM bank in block RAM, on both targets.
        let mems = r.memories.as_ref().unwrap();
        for target in ["xc7", "ice40"] {
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
        assert!(r.ice40.as_ref().unwrap().ebr > 0, "{}", r.circuit);
        assert!(r.xc7.unwrap().bram > 0, "{}", r.circuit);
    }
    // Measured: the NTT engine, the Keccak sponge (its state RAM) and the rest of the device
    // (derived from the placed MlKemDevice row); nothing is estimated any more.
    assert_eq!(rep.ebr_budget.len(), 3);
    assert!(rep.ebr_budget.iter().all(|e| !e.estimate));
    // Keccak: every row's cycles equal their formula (or the other simulator's) and every
    // output equals the model; the compact sponge is placed on iCE40 within its target.
    assert!(rep.keccak.len() >= 8, "Keccak rows");
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
    // The device: every circuit has Artix-7 figures, the whole MlKemDevice is placed on
    // the HX8K (within its 7680 LC and 32 EBR), and every measured command's response equals
    // the protocol model's.
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
    for r in &rep.device {
        assert!(r.xc7.is_some(), "{}", r.circuit);
    }
    let dev = rep
        .device
        .iter()
        .find(|r| r.circuit == "MlKemDevice")
        .unwrap();
    let i = dev.ice40.as_ref().expect("MlKemDevice placed on the HX8K");
    assert!(i.lc <= 7680 && i.ebr <= 32 && i.fmax_mhz > 0.0, "{i:?}");
    let cycles = dev.cycles.as_ref().unwrap();
    assert!(cycles.len() >= 10, "device command rows");
    for c in cycles {
        assert!(c.result_matches_model, "MlKemDevice {}", c.op);
        assert!(c.measured > 0, "MlKemDevice {}", c.op);
    }
}
