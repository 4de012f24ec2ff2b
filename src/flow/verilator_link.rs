//! Verilator build for [`crate::rtl::link::FrameLink`] (and any design with the same two
//! extra warnings): [`super::verilator::build_with_driver`]'s command plus
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
use std::process::Command;

use anyhow::{Context, Result, bail};

use super::verilator::SUPPRESSED_WARNINGS;
use super::{ensure_dir, run_logged, tail};

/// Extra warnings [`build_link_driver`] and [`lint_link`] suppress.
pub const LINK_EXTRA_SUPPRESSED: [&str; 2] = ["-Wno-UNOPTFLAT", "-Wno-SYMRSVDWORD"];

/// Writes `verilog` and the C++ `driver` into `work_dir` and builds `work_dir/obj/Vtop`.
pub fn build_link_driver(verilog: &str, driver: &str, work_dir: &Path) -> Result<PathBuf> {
    ensure_dir(work_dir)?;
    std::fs::write(work_dir.join("top.v"), verilog).context("writing top.v")?;
    std::fs::write(work_dir.join("driver.cpp"), driver).context("writing driver.cpp")?;
    let obj = work_dir.join("obj");
    if obj.exists() {
        std::fs::remove_dir_all(&obj).with_context(|| format!("removing {}", obj.display()))?;
    }
    let log = work_dir.join("verilator_build.log");
    let mut cmd = Command::new("verilator");
    cmd.current_dir(work_dir)
        .args(["--cc", "--exe", "--build", "-O3"])
        .args(SUPPRESSED_WARNINGS)
        .args(LINK_EXTRA_SUPPRESSED)
        .args(["--top-module", "top", "--prefix", "Vtop", "-j", "2"])
        .args(["-MAKEFLAGS", "OPT_GLOBAL=-O0 OPT_FAST=-O1 OPT_SLOW=-O0"])
        .args(["-Mdir", "obj", "top.v", "driver.cpp"]);
    let run = run_logged(&mut cmd, &log)?;
    if !run.status.success() {
        bail!(
            "verilator build failed ({}); log {}:\n{}",
            run.status,
            log.display(),
            tail(&run.output, 30)
        );
    }
    Ok(obj.join("Vtop"))
}

/// `verilator --lint-only` with the project's flags plus [`LINK_EXTRA_SUPPRESSED`].
pub fn lint_link(verilog: &str, work_dir: &Path) -> Result<()> {
    ensure_dir(work_dir)?;
    std::fs::write(work_dir.join("top.v"), verilog).context("writing top.v")?;
    let log = work_dir.join("verilator_lint.log");
    let mut cmd = Command::new("verilator");
    cmd.current_dir(work_dir)
        .arg("--lint-only")
        .args(SUPPRESSED_WARNINGS)
        .args(LINK_EXTRA_SUPPRESSED)
        .args(["--top-module", "top", "top.v"]);
    let run = run_logged(&mut cmd, &log)?;
    if !run.status.success() {
        bail!("verilator --lint-only failed:\n{}", tail(&run.output, 30));
    }
    Ok(())
}
