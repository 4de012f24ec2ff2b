//! Verilator build for [`crate::rtl::link::FrameLink`] (and any design with the same two
//! extra warnings): [`crate::sim::verilator::build_with_driver`]'s command plus
//! `-Wno-UNOPTFLAT -Wno-SYMRSVDWORD`.
//!
//! * `UNOPTFLAT`: RustHDL emits each block's kernel as one `always @(*)`, so a parent that
//!   reads a child's output (`UartTx.ready`, the FIFO's `empty`) and drives an input of the
//!   same child (`start`, `read`) forms a loop at block granularity although no signal path
//!   exists (`ready` and `empty` depend on registers only). Verilator then only settles the
//!   block by iteration; the results are exact.
//! * `SYMRSVDWORD`: the port `abort` is also a C++ library name; Verilator renames it inside
//!   the model (the C++ member is `top->__SYM__abort`). As a sub-block port (`link$abort`) it
//!   does not arise.

use std::path::{Path, PathBuf};

use anyhow::Result;

use crate::sim::verilator::{build_with_flags, lint_with_flags};

/// Extra warnings [`build_link_driver`] and [`lint_link`] suppress.
pub const LINK_EXTRA_SUPPRESSED: [&str; 2] = ["-Wno-UNOPTFLAT", "-Wno-SYMRSVDWORD"];

/// Writes `verilog` and the C++ `driver` into `work_dir` and builds `work_dir/obj/Vtop`.
pub fn build_link_driver(verilog: &str, driver: &str, work_dir: &Path) -> Result<PathBuf> {
    build_with_flags(
        verilog,
        "driver.cpp",
        driver,
        work_dir,
        &LINK_EXTRA_SUPPRESSED,
    )
}

/// `verilator --lint-only` with the project's flags plus [`LINK_EXTRA_SUPPRESSED`].
pub fn lint_link(verilog: &str, work_dir: &Path) -> Result<()> {
    lint_with_flags(verilog, work_dir, &LINK_EXTRA_SUPPRESSED)
}

/// The C++ testbench `link_tb.cpp` (see its header for the script it reads).
pub const LINK_TB: &str = include_str!("link_tb.cpp");
