//! Every reducer, exhaustively over all products c ∈ [0, (q−1)^2] (11,075,585 inputs):
//! (a) the RustHDL circuit by direct evaluation against its model and c mod q;
//! (b) its exported Verilog under Verilator against c mod q (an independent simulator: it
//!     catches RustHDL export/simulation disagreements).
//! Plus the registered reducer's waveform testbench.

use mlkem_fpga::params::{PRODUCT_COUNT, Q};
use mlkem_fpga::rtl::reduce::verilated as verilator;
use mlkem_fpga::rtl::reduce::{REDUCERS, ReducerEntry, registered};

fn entry(stem: &str) -> &'static ReducerEntry {
    REDUCERS
        .iter()
        .find(|e| e.stem == stem)
        .expect("reducer in table")
}

fn rusthdl_exhaustive(stem: &str) {
    let e = entry(stem);
    assert_eq!(
        (e.exhaustive_mismatch)(2),
        None,
        "{}: (c, got, want)",
        e.name
    );
}

fn verilator_exhaustive(stem: &str) {
    let e = entry(stem);
    let work = std::env::temp_dir().join(format!(
        "mlkem-fpga-verilator-{}-{}",
        std::process::id(),
        stem
    ));
    let report = verilator::exhaustive_check(&(e.verilog)(), &work).expect("verilator run");
    assert_eq!(report.checked, PRODUCT_COUNT as u64, "{}", e.name);
    assert_eq!(
        report.mismatches, 0,
        "{}: first mismatch {:?}",
        e.name, report.first_mismatch
    );
    let _ = std::fs::remove_dir_all(&work);
}

macro_rules! reducer_tests {
    ($($stem:ident),*) => { $(
        mod $stem {
            #[test]
            fn rusthdl_is_exact_on_every_product() {
                super::rusthdl_exhaustive(stringify!($stem));
            }
            #[test]
            fn verilog_is_exact_on_every_product_under_verilator() {
                super::verilator_exhaustive(stringify!($stem));
            }
        }
    )* };
}

reducer_tests!(
    reduce_dadda,
    reduce_dadda_highbyte,
    reduce_dadda_wide,
    reduce_bitwise_yaman,
    reduce_bitwise_guo,
    reduce_barrett_shiftadd,
    reduce_proth_barrett,
    reduce_barrett_chain,
    reduce_barrett_dsp,
    reduce_barrett_mul,
    reduce_naive
);

/// Every reducer in the table has its exhaustive tests above.
#[test]
fn every_reducer_has_its_exhaustive_tests() {
    let listed = include_str!("rtl_reduce.rs");
    for e in &REDUCERS {
        assert!(
            listed.contains(&format!("    {},\n", e.stem))
                || listed.contains(&format!("    {}\n", e.stem)),
            "{} is not in reducer_tests!",
            e.stem
        );
    }
}

#[test]
fn every_model_twin_is_exact_on_every_product() {
    for e in &REDUCERS {
        let bad = (0..PRODUCT_COUNT).find(|&c| (e.model)(c) != c % Q);
        assert_eq!(bad, None, "{} model", e.name);
    }
}

/// The Verilator check is not vacuous: drop one input bit of the Dadda tree in the exported
/// Verilog (every read of c[3] becomes a constant 0) and the check must fail.
#[test]
fn verilator_catches_a_dropped_tree_bit() {
    for stem in ["reduce_dadda", "reduce_dadda_wide", "reduce_bitwise_guo"] {
        let v = (entry(stem).verilog)();
        let needle = "c[32'h3]";
        assert!(v.contains(needle), "{stem}: the tree reads c[3]");
        let broken = v.replace(needle, "1'b0");
        let work = std::env::temp_dir().join(format!(
            "mlkem-fpga-verilator-{}-broken-{stem}",
            std::process::id()
        ));
        let report = verilator::exhaustive_check(&broken, &work).expect("verilator run");
        assert!(
            report.mismatches > 0,
            "{stem}: a broken tree passed the exhaustive check"
        );
        let _ = std::fs::remove_dir_all(&work);
    }
}

#[test]
fn registered_reducer_waveform() {
    let products = [0, 1, Q - 1, Q, 12_345, (Q - 1) * (Q - 1)];
    let path =
        mlkem_fpga::sim::vcd::vcd_file("registered_dadda", "registered_reducer_waveform").unwrap();
    let out = registered::write_vcd(&products, &path).expect("simulation");
    assert_eq!(out, products.iter().map(|c| c % Q).collect::<Vec<_>>());
    let vcd = std::fs::read_to_string(&path).unwrap();
    assert!(vcd.starts_with("$timescale") && vcd.contains("r_out"));
}
