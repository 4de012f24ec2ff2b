//! The Verilator helpers every Verilator driver uses: build an exported circuit (module
//! `top`) with a C++ testbench, run the executable with a script on stdin, and
//! `verilator --lint-only`.
//!
//! **Suppressed warning classes** (artefacts of RustHDL's code generator, not design errors;
//! every design would fail without them):
//! * `WIDTH`: RustHDL prints literals as 32-bit (`32'h1`) and casts as masks
//!   (`((x) & 12'hfff)`), so nearly every expression mixes widths;
//! * `SELRANGE`: `get_bits` near the MSB emits a part-select `x[(22)+:(4)]` whose range Verilator
//!   flags even where the out-of-range bits are never used;
//! * `UNOPTFLAT` (see [`SUPPRESSED_WARNINGS`]).
//!
//! Module names with `$` (RustHDL names sub-modules `top$child`) are accepted by Verilator
//! 5.006 as they are (it mangles `$` to `__024` in the C++), so no renaming is done.
//!
//! Every testbench includes the shared prelude [`TB_PRELUDE`] (`tb.h`): the model pointer
//! `top`, the cycle counter and `tick()`, `settle()`, the bounded wait `tb_wait_while()`,
//! `tb_open()` / `tb_close()`. It is written
//! beside the testbench by [`build_with_driver`].

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use anyhow::{Context, Result, bail};

use super::{ensure_dir, run_logged, tail};

/// The warning classes switched off for RustHDL output (see the module documentation).
/// UNOPTFLAT is a performance note, not a defect: RustHDL writes each block as one
/// `always @(*)`, so a valid/ready handshake through a sub-block (the FIFO's `read`/`empty`,
/// the UART's `start`/`ready`) looks like a loop to Verilator although no signal loop exists.
pub const SUPPRESSED_WARNINGS: [&str; 3] = ["-Wno-WIDTH", "-Wno-SELRANGE", "-Wno-UNOPTFLAT"];

/// The C++ prelude every testbench includes (`#include "tb.h"`).
pub const TB_PRELUDE: &str = include_str!("tb.h");

/// Writes `verilog` (module `top`) as `top.v`, the C++ `driver` as `driver_name` and the
/// prelude [`TB_PRELUDE`] as `tb.h` into `work_dir`, and builds them with Verilator into `work_dir/obj/Vtop` (the object
/// directory is rebuilt from scratch; the log is `verilator_build.log`). Command:
/// `verilator --cc --exe --build -O3 -Wno-WIDTH -Wno-SELRANGE --top-module top -j 2`, with
/// the C++ optimisation lowered (`-O1` for the model, `-O0` for Verilator's runtime), which
/// roughly halves the build time. Returns the executable's path.
pub fn build_with_driver(
    verilog: &str,
    driver_name: &str,
    driver: &str,
    work_dir: &Path,
) -> Result<PathBuf> {
    build_with_flags(verilog, driver_name, driver, work_dir, &[])
}

/// [`build_with_driver`] with `extra` Verilator flags (more suppressed warnings, for a design
/// that needs them; see `rtl::link::verilated`).
pub fn build_with_flags(
    verilog: &str,
    driver_name: &str,
    driver: &str,
    work_dir: &Path,
    extra: &[&str],
) -> Result<PathBuf> {
    ensure_dir(work_dir)?;
    let v_path = work_dir.join("top.v");
    std::fs::write(&v_path, verilog).with_context(|| format!("writing {}", v_path.display()))?;
    let cpp_path = work_dir.join(driver_name);
    std::fs::write(&cpp_path, driver).with_context(|| format!("writing {}", cpp_path.display()))?;
    let tb_h = work_dir.join("tb.h");
    std::fs::write(&tb_h, TB_PRELUDE).with_context(|| format!("writing {}", tb_h.display()))?;
    let obj = work_dir.join("obj");
    if obj.exists() {
        std::fs::remove_dir_all(&obj).with_context(|| format!("removing {}", obj.display()))?;
    }
    let build_log = work_dir.join("verilator_build.log");
    let mut cmd = Command::new("verilator");
    // Relative names inside work_dir: make cannot cope with spaces in absolute paths.
    cmd.current_dir(work_dir)
        .args(["--cc", "--exe", "--build", "-O3"])
        .args(SUPPRESSED_WARNINGS)
        .args(extra)
        .args(["--top-module", "top", "--prefix", "Vtop", "-j", "2"])
        .args(["-MAKEFLAGS", "OPT_GLOBAL=-O0 OPT_FAST=-O1 OPT_SLOW=-O0"])
        .args(["-Mdir", "obj", "top.v", driver_name]);
    let run = run_logged(&mut cmd, &build_log)?;
    if !run.status.success() {
        bail!(
            "verilator build failed ({}) in {}; log {}:\n{}",
            run.status,
            work_dir.display(),
            build_log.display(),
            tail(&run.output, 30)
        );
    }
    Ok(obj.join("Vtop"))
}

/// `verilator --lint-only -Wno-WIDTH -Wno-SELRANGE --top-module top top.v` in `work_dir`.
///
/// Any remaining warning is fatal (Verilator's default), and the error carries the messages.
pub fn lint(verilog: &str, work_dir: &Path) -> Result<()> {
    lint_with_flags(verilog, work_dir, &[])
}

/// [`lint`] with `extra` Verilator flags.
pub fn lint_with_flags(verilog: &str, work_dir: &Path, extra: &[&str]) -> Result<()> {
    ensure_dir(work_dir)?;
    let v_path = work_dir.join("top.v");
    std::fs::write(&v_path, verilog).with_context(|| format!("writing {}", v_path.display()))?;
    let log = work_dir.join("verilator_lint.log");
    let mut cmd = Command::new("verilator");
    cmd.current_dir(work_dir)
        .arg("--lint-only")
        .args(SUPPRESSED_WARNINGS)
        .args(extra)
        .args(["--top-module", "top", "top.v"]);
    let run = run_logged(&mut cmd, &log)?;
    if !run.status.success() {
        bail!(
            "verilator --lint-only failed ({}) on {}:\n{}",
            run.status,
            v_path.display(),
            tail(&run.output, 30)
        );
    }
    Ok(())
}

/// Runs `exe` with `input` on stdin and returns its stdout.
pub fn run_with_input(exe: &Path, input: &str) -> Result<String> {
    let mut child = Command::new(exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .with_context(|| format!("starting {}", exe.display()))?;
    let mut stdin = child.stdin.take().context("driver stdin")?;
    let input = input.to_owned();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().context("waiting for the driver")?;
    writer
        .join()
        .map_err(|_| anyhow::anyhow!("stdin writer panicked"))?
        .context("writing the driver's script")?;
    if !out.status.success() {
        bail!(
            "{} failed ({}): {}",
            exe.display(),
            out.status,
            String::from_utf8_lossy(&out.stderr)
        );
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// `verilog` (RustHDL's export) with every RAM module (a `mem` array read at `read_clock`
/// and written at `write_clock`) *poisoned*: in a cycle in which one clock edge both reads
/// and writes one address (the write clock is the read clock, and it writes the address it
/// reads), the read returns the bitwise complement of the stored word instead of the word.
///
/// RustHDL's RAM returns the old word then; the iCE40 build (`synth_ice40 -no-rw-check`)
/// leaves the value undefined, so that yosys needs no registered copy of the write and no
/// bypass multiplexer on the read data of each RAM. A bench that runs the poisoned Verilog and
/// still gives the unpoisoned results has shown, for what it ran, that no result depends on
/// such a read (a circuit that wanted the new word would fail unpoisoned already).
pub fn with_rw_collision_poison(verilog: &str) -> String {
    const READ: &str = "       read_data <= mem[read_address];\n";
    const POISONED: &str = "       if (write_clock && write_enable && write_address == read_address)\n          \
                            read_data <= ~mem[read_address];\n       \
                            else\n          read_data <= mem[read_address];\n";
    let mut out = String::with_capacity(verilog.len() + 4096);
    let mut module = String::new();
    for line in verilog.split_inclusive('\n') {
        module.push_str(line);
        if line.starts_with("endmodule") {
            let is_ram = module.contains("reg[")
                && module.contains("input wire  read_clock;")
                && module.contains("input wire  write_clock;")
                && module.contains(READ);
            if is_ram {
                module = module.replace(READ, POISONED);
            }
            out.push_str(&module);
            module.clear();
        }
    }
    out.push_str(&module);
    out
}
