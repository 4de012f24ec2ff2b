//! Smoke tests of the tool flow (`mlkem_fpga::flow`) on `NaiveReducer`, whose Verilog is
//! `always @(*) r = c % 24'd3329;`: the Verilator check accepts it and catches a broken
//! copy, lint passes, and the Artix-7 yosys run parses. The iCE40 nextpnr runs (≈ 15 s) and
//! the end-to-end report are `#[ignore]`d; run them with
//! `cargo test --release --test flow_smoke -- --ignored`.

use std::path::PathBuf;

mod common;

use mlkem_fpga::flow::Selection;

use mlkem_fpga::flow::synth;
use mlkem_fpga::flow::tools::ToolFlow;
use mlkem_fpga::params::{PRODUCT_COUNT, Q};
use mlkem_fpga::rtl::reduce::verilated as verilator;
use mlkem_fpga::rtl::reduce::{NaiveReducer, Reducer, verilog};

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

/// The report pipeline end to end, as `make report` runs it, on one circuit of each kind: a
/// reducer (with its exhaustive checks in both simulators), a generated reducer (q = 8380417,
/// 46-bit ports), the DSP reducer (measured with
/// its DSP48s), a butterfly, an NTT engine, a Keccak core, a sampler, the UART receiver, the
/// sequencer and the protocol 3 device, each simulated against its model and synthesised.
/// Output in `target/tmp/flow_smoke/report/`. The whole report takes `make report` (about
/// 17 minutes on two cores); its committed figures are checked in `make test`
/// (`tests/report_render.rs`, the same checks as here and the complete report's).
#[test]
#[ignore = "slow: synthesises one circuit of each kind"]
fn report_end_to_end() {
    const SMOKE: [&str; 10] = [
        "reduce_dadda",
        "reduce_dadda_q8380417",
        "reduce_barrett_dsp",
        "butterfly",
        "ntt_engine_p1",
        "keccak_serial",
        "sample_ntt",
        "uart_rx",
        "kem_sequencer",
        "kem_device",
    ];
    let out = work_dir("report");
    mlkem_fpga::flow::run_report(
        &out,
        &out.join("work"),
        None,
        true,
        Selection::Only(&SMOKE),
        |m| eprintln!("{m}"),
    )
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
    let mut measured: Vec<&str> = [&rep.rows, &rep.generated, &rep.butterflies, &rep.engines]
        .into_iter()
        .chain([&rep.keccak, &rep.device])
        .flat_map(|rows| rows.iter().map(|r| r.name.as_str()))
        .collect();
    measured.sort_unstable();
    let mut want = SMOKE.to_vec();
    want.sort_unstable();
    assert_eq!(measured, want, "one row per selected circuit");
    common::report::check_rows(&rep);
    let dsp = rep
        .rows
        .iter()
        .find(|r| r.name == "reduce_barrett_dsp")
        .unwrap();
    assert_eq!(dsp.xc7.unwrap().dsp, 2);
    let seq = rep
        .device
        .iter()
        .find(|r| r.name == "kem_sequencer")
        .unwrap();
    assert!(seq.xc7.unwrap().lut > 0);
}
