//! `FusedModMul` (issue 18, item 3b) in both simulators, against a·b mod q computed here:
//!
//! * (a) the RustHDL circuit and its model (`model::bit_tree::mul_fused`) on every one of the
//!   3329² operand pairs;
//! * (b) its exported Verilog under Verilator on every pair (`fused_tb.cpp`);
//! * (c) the checks can fail: a dropped heap bit (c[3], which is a_3, read as 0) is caught.

use mlkem_fpga::params::Q;
use mlkem_fpga::rtl::reduce::fused_mod_mul::{self, OPERAND_BITS};
use mlkem_fpga::rtl::reduce::verilated;

fn work(what: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("mlkem-fpga-fused-{}-{what}", std::process::id()))
}

#[test]
fn rusthdl_every_pair() {
    assert_eq!(
        fused_mod_mul::mismatch_over(2, 1),
        None,
        "(a, b, circuit, model)"
    );
}

#[test]
fn verilator_every_pair() {
    let dir = work("exhaustive");
    let r = verilated::fused_check(&fused_mod_mul::verilog(), Q as u64, OPERAND_BITS, &dir)
        .expect("verilator run");
    assert_eq!(r.checked, (Q as u64) * (Q as u64));
    assert_eq!((r.mismatches, r.first_mismatch), (0, None));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn verilator_catches_a_dropped_heap_bit() {
    let v = fused_mod_mul::verilog();
    let needle = "c[32'h3]";
    assert!(v.contains(needle), "the heap reads a_3");
    let dir = work("broken");
    let r = verilated::fused_check(&v.replace(needle, "1'b0"), Q as u64, OPERAND_BITS, &dir)
        .expect("verilator run");
    assert!(r.mismatches > 0, "a broken heap passed");
    let _ = std::fs::remove_dir_all(&dir);
}
