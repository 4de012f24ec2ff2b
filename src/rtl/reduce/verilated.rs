//! The reducers' Verilator driver: an exported reducer's Verilog checked against `c % q` over
//! every product, independently of the RustHDL simulator, so a code-generator bug
//! (`shared/guides/rusthdl.md` §5: widths, precedence, slices past the MSB) shows up here even
//! when the Rust simulation is right.
//!
//! The Verilog must be a combinational module `top` with ports `input wire [23:0] c` and
//! `output reg [11:0] r` (sub-modules such as `top$tree` are fine). [`exhaustive_check`]
//! compiles it with the testbench `exhaustive_tb.cpp`, which drives every product
//! c ∈ [0, (q−1)^2] and compares `r` with `c % q`; q and the bound come from
//! [`crate::params`] as `#define`s prepended to the testbench.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};

use crate::params::{MAX_PRODUCT, PRODUCT_COUNT, Q};
use crate::sim::verilator::build_with_driver;
use crate::sim::{run_logged, tail};

/// Outcome of [`exhaustive_check`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VerilatorReport {
    /// Inputs driven: every c in [0, (q−1)^2], i.e. [`PRODUCT_COUNT`] when complete.
    pub checked: u64,
    /// Inputs where `r != c % q`.
    pub mismatches: u64,
    /// The smallest failing input as `(c, got, want)`.
    pub first_mismatch: Option<(u32, u32, u32)>,
    /// Wall time of Verilator + the C++ build.
    pub build_time: Duration,
    /// Wall time of the harness run.
    pub run_time: Duration,
}

impl VerilatorReport {
    /// True when every product was checked and none disagreed with `c % q`.
    pub fn is_exact(&self) -> bool {
        self.mismatches == 0 && self.checked == u64::from(PRODUCT_COUNT)
    }
}

/// The testbench with q and the bound from [`crate::params`] as `#define`s.
fn harness_source() -> String {
    format!(
        "#define Q {Q}u\n#define MAX_C {MAX_PRODUCT}u\n{}",
        include_str!("exhaustive_tb.cpp")
    )
}

/// Compiles `verilog` (module `top`) with Verilator and checks it against `c % q` for every
/// product c ∈ [0, (q−1)^2].
///
/// Writes `top.v`, `exhaustive_tb.cpp` (with `tb.h`), `verilator_build.log`, `verilator_run.log` and the object
/// directory `obj/` (rebuilt from scratch each call) into `work_dir`. Command:
/// `verilator --cc --exe --build -O3 -Wno-WIDTH -Wno-SELRANGE --top-module top -j 2` with the
/// C++ optimisation lowered (`-O1` for the model, `-O0` for Verilator's runtime), which
/// roughly halves the build time while the 11 M-input run still takes well under a second.
///
/// Returns an error when Verilator, the C++ build or the harness fails or prints no result;
/// mismatches are not an error, they are in the report.
pub fn exhaustive_check(verilog: &str, work_dir: &Path) -> Result<VerilatorReport> {
    let t0 = Instant::now();
    let exe = build_with_driver(verilog, "exhaustive_tb.cpp", &harness_source(), work_dir)?;
    let build_time = t0.elapsed();

    let t1 = Instant::now();
    let run_log = work_dir.join("verilator_run.log");
    let run = run_logged(&mut Command::new(&exe), &run_log)?;
    let run_time = t1.elapsed();
    if !run.status.success() {
        bail!(
            "Verilator harness {} failed ({}):\n{}",
            exe.display(),
            run.status,
            tail(&run.output, 20)
        );
    }
    let mut report = parse_harness_output(&run.output)
        .with_context(|| format!("reading the harness output {}", run_log.display()))?;
    report.build_time = build_time;
    report.run_time = run_time;
    Ok(report)
}

/// Parses the harness's `FIRST c got want`, `CHECKED n` and `MISMATCHES n` lines.
fn parse_harness_output(text: &str) -> Result<VerilatorReport> {
    let (checked, mismatches, first) = parse_counts(text)?;
    let first = first
        .map(|(c, got, want)| -> Result<(u32, u32, u32)> {
            Ok((c.try_into()?, got.try_into()?, want.try_into()?))
        })
        .transpose()?;
    Ok(VerilatorReport {
        checked,
        mismatches,
        first_mismatch: first,
        build_time: Duration::ZERO,
        run_time: Duration::ZERO,
    })
}

/// A harness's counts: (checked, mismatches, the first mismatch as (c, got, want)).
type Counts = (u64, u64, Option<(u64, u64, u64)>);

/// The counts of a harness's output.
fn parse_counts(text: &str) -> Result<Counts> {
    let (mut checked, mut mismatches, mut first) = (None, None, None);
    for line in text.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["CHECKED", n] => checked = Some(n.parse::<u64>()?),
            ["MISMATCHES", n] => mismatches = Some(n.parse::<u64>()?),
            ["FIRST", c, got, want] => first = Some((c.parse()?, got.parse()?, want.parse()?)),
            _ => {}
        }
    }
    let (Some(checked), Some(mismatches)) = (checked, mismatches) else {
        bail!(
            "no CHECKED/MISMATCHES lines in the harness output:\n{}",
            tail(text, 10)
        );
    };
    if (mismatches == 0) != first.is_none() {
        bail!("inconsistent harness output (mismatches {mismatches}, first {first:?})");
    }
    Ok((checked, mismatches, first))
}

/// Which inputs [`generated_check`] drives besides the edges.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Inputs {
    /// Every c ∈ [0, (q−1)^2].
    Exhaustive,
    /// This many c drawn uniformly from [0, (q−1)^2] (splitmix64, fixed seed).
    Random(u64),
}

/// Outcome of [`generated_check`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GeneratedReport {
    /// Inputs driven: the edges, then every product or the random ones.
    pub checked: u64,
    pub mismatches: u64,
    /// The first failing input as `(c, got, want)`.
    pub first_mismatch: Option<(u64, u64, u64)>,
}

/// Compiles a generated reducer's `verilog` (module `top`, ports `c`, `r` of any width up to
/// 64 bits) with the testbench `generated_tb.cpp` and checks `r == c % q` on `edges` and then
/// on `inputs`. Files go to `work_dir` as for [`exhaustive_check`].
pub fn generated_check(
    verilog: &str,
    q: u64,
    edges: &[u64],
    inputs: Inputs,
    work_dir: &Path,
) -> Result<GeneratedReport> {
    let max_c = (q - 1) * (q - 1);
    let (exhaustive, random) = match inputs {
        Inputs::Exhaustive => (1, 0),
        Inputs::Random(n) => (0, n),
    };
    let list: Vec<String> = edges.iter().map(|c| format!("{c}ull")).collect();
    let n = edges.len();
    let harness = format!(
        "#include <cstdint>\n#define Q {q}ull\n#define MAX_C {max_c}ull\n#define EXHAUSTIVE {exhaustive}\n\
         #define RANDOM {random}ull\n#define SEED 0x18000201ull\n\
         #define N_EDGES {n}ull\nstatic const uint64_t EDGES[] = {{{}}};\n{}",
        // An empty C array is not allowed: a placeholder that N_EDGES = 0 skips.
        if list.is_empty() {
            "0ull".to_string()
        } else {
            list.join(", ")
        },
        include_str!("generated_tb.cpp")
    );
    // A design built of Artix-7 cells gets their simulation models (Verilator has no vendor
    // library); the exported file itself never carries them.
    let verilog = super::lut6_2::with_xc7_models(verilog);
    let exe = build_with_driver(&verilog, "generated_tb.cpp", &harness, work_dir)?;
    run_counts(&exe, work_dir)
}

/// Runs the harness `exe` (its output logged to `work_dir/verilator_run.log`) and reads its
/// `CHECKED`, `MISMATCHES` and `FIRST` lines.
fn run_counts(exe: &Path, work_dir: &Path) -> Result<GeneratedReport> {
    let run_log = work_dir.join("verilator_run.log");
    let run = run_logged(&mut Command::new(exe), &run_log)?;
    if !run.status.success() {
        bail!(
            "Verilator harness {} failed ({}):\n{}",
            exe.display(),
            run.status,
            tail(&run.output, 20)
        );
    }
    let (checked, mismatches, first_mismatch) = parse_counts(&run.output)
        .with_context(|| format!("reading the harness output {}", run_log.display()))?;
    Ok(GeneratedReport {
        checked,
        mismatches,
        first_mismatch,
    })
}

/// Compiles `FusedModMul`'s `verilog` (module `top`, `c` = a + 2^`operand_bits`·b, `r`) with
/// the testbench `fused_tb.cpp` and checks `r == a·b % q` for every a, b ∈ [0, q). Files go
/// to `work_dir` as for [`exhaustive_check`]; the first mismatch is `(c, got, want)`.
pub fn fused_check(
    verilog: &str,
    q: u64,
    operand_bits: usize,
    work_dir: &Path,
) -> Result<GeneratedReport> {
    let harness = format!(
        "#include <cstdint>\n#define Q {q}ull\n#define N {operand_bits}\n{}",
        include_str!("fused_tb.cpp")
    );
    let exe = build_with_driver(verilog, "fused_tb.cpp", &harness, work_dir)?;
    run_counts(&exe, work_dir)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_harness_output() {
        let r = parse_harness_output("FIRST 12345 2359 2358\nCHECKED 11075585\nMISMATCHES 1\n")
            .unwrap();
        assert_eq!(r.checked, 11_075_585);
        assert_eq!(r.mismatches, 1);
        assert_eq!(r.first_mismatch, Some((12345, 2359, 2358)));
        assert!(!r.is_exact());
        let ok = parse_harness_output("CHECKED 11075585\nMISMATCHES 0\n").unwrap();
        assert!(ok.is_exact());
        assert!(parse_harness_output("Segmentation fault").is_err());
    }

    #[test]
    fn harness_takes_q_and_bound_from_params() {
        let src = harness_source();
        assert!(src.contains("#define Q 3329u"));
        assert!(src.contains("#define MAX_C 11075584u"));
    }
}
