//! The Alchitry Cu bitstream (`make bitstream`) and its check against today's sources
//! (`make bitstream-check`).
//!
//! `AlchitryCuTop` (`boards/alchitry_cu/top.rs`: the iCE40 PLL, 100 MHz → `CLOCK_HZ`, and
//! the protocol 3 `KemDevice`) goes through yosys `synth_ice40 -no-rw-check -dff`
//! ([`KEM_DEVICE_YOSYS`]) → `nextpnr-ice40 --hx8k --package cb132
//! --pcf top.pcf --freq` [`clock_mhz`] → `icepack`. Every step's exit status is checked;
//! nextpnr runs without `--timing-allow-fail`, so a seed that misses the clock fails, and the
//! next seed of [`SEEDS`] is tried (nextpnr is deterministic per seed, so the recorded seed
//! rebuilds the same placement). RustHDL's own `generate_bitstream` is not used: it ignores the tools' exit
//! codes, passes no `--freq` and deletes its output folder first.
//!
//! The output folder holds `mlkem_device.bin`, the `top.v` and `top.pcf` it was built from,
//! and `BUILD_INFO` ([`BuildInfo`]): hashes, tool versions, seed, utilisation and Fmax.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result, bail};
use sha2::{Digest, Sha256};

use super::synth::run_yosys;
use super::tools::{Tool, ToolFlow};
use super::{ensure_dir, run_logged, tail};
use crate::boards::alchitry_cu::{top_files, top_files_on_disk};
use crate::params::CLOCK_HZ;
use crate::sim::ToolRun;

/// Where `make bitstream` writes.
pub const CU_OUT: &str = "bitstreams/alchitry_cu";
/// The bitstream's file name.
pub const BIN_NAME: &str = "mlkem_device.bin";
/// The nextpnr seeds tried in turn until one meets the clock.
pub const SEEDS: [u64; 5] = [1, 2, 3, 4, 5];

/// The clock constraint: the device's clock (the PLL's output).
pub fn clock_mhz() -> f64 {
    CLOCK_HZ as f64 / 1e6
}

fn sha256_hex(bytes: &[u8]) -> String {
    hex::encode(Sha256::digest(bytes))
}

/// `BUILD_INFO`: one `key: value` line per fact, in this order.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct BuildInfo {
    pub entries: Vec<(String, String)>,
}

impl BuildInfo {
    fn push(&mut self, key: &str, value: impl Into<String>) {
        self.entries.push((key.to_string(), value.into()));
    }

    /// The value of `key`, if present.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.entries
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    pub fn to_text(&self) -> String {
        let mut s = String::from(
            "# Written by `make bitstream` (mlkem-fpga bitstream); checked by `make bitstream-check`.\n",
        );
        for (k, v) in &self.entries {
            s.push_str(&format!("{k}: {v}\n"));
        }
        s
    }

    pub fn parse(text: &str) -> Self {
        let entries = text
            .lines()
            .filter(|l| !l.starts_with('#'))
            .filter_map(|l| l.split_once(": "))
            .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
            .collect();
        BuildInfo { entries }
    }
}

/// nextpnr's utilisation line `NAME:  used/ total`, the last one in the log.
fn used(log: &str, name: &str) -> Option<(u32, u32)> {
    let key = format!("{name}:");
    log.lines().rev().find_map(|line| {
        let rest = line.split(&key).nth(1)?;
        let (u, t) = rest.split_once('/')?;
        Some((
            u.trim().parse().ok()?,
            t.split_whitespace().next()?.parse().ok()?,
        ))
    })
}

/// The post-route Fmax: the lowest "Max frequency for clock" after "Routing complete".
fn post_route_fmax(log: &str) -> Option<f64> {
    let routed = &log[log.rfind("Routing complete")?..];
    routed
        .lines()
        .filter(|l| l.contains("Max frequency for clock"))
        .filter_map(|l| {
            l.split("': ")
                .nth(1)?
                .split_whitespace()
                .next()?
                .parse()
                .ok()
        })
        .reduce(f64::min)
}

fn run_checked(cmd: &mut Command, log: &Path, what: &str) -> Result<String> {
    let run = run_logged(cmd, log)?;
    if !run.status.success() {
        bail!(
            "{what} failed ({}); log {}:\n{}",
            run.status,
            log.display(),
            tail(&run.output, 25)
        );
    }
    Ok(run.output)
}

/// nextpnr-ice40 on `work/top.json`: the Cu's HX8K and package, `top.pcf`, the clock
/// constraint [`clock_mhz`] and `seed`, writing `top.asc` if `asc`. Returns its log's path
/// (`nextpnr_seed<seed>.log` in `work`) and the run.
fn nextpnr_cu(flow: &ToolFlow, work: &Path, seed: u64, asc: bool) -> Result<(PathBuf, ToolRun)> {
    let log = work.join(format!("nextpnr_seed{seed}.log"));
    let mut args = vec![
        "--hx8k",
        "--package",
        "cb132",
        "--pcf",
        "top.pcf",
        "--json",
        "top.json",
    ];
    if asc {
        args.extend(["--asc", "top.asc"]);
    }
    let (freq, seed) = (clock_mhz().to_string(), seed.to_string());
    args.extend(["--freq", &freq, "--seed", &seed]);
    let run = run_logged(
        flow.command(Tool::NextpnrIce40)
            .current_dir(work)
            .args(args),
        &log,
    )?;
    Ok((log, run))
}

/// Builds the Alchitry Cu bitstream into `out` (tool files in `work`); `progress` hears about
/// each step. Fails if a tool fails or no seed of [`SEEDS`] meets the clock.
pub fn build_cu(out: &Path, work: &Path, progress: &mut dyn FnMut(&str)) -> Result<BuildInfo> {
    let flow = ToolFlow::from_env()?;
    ensure_dir(out)?;
    ensure_dir(work)?;
    let (top_v, top_pcf) = top_files_on_disk();
    for dir in [out, work] {
        for (name, text) in [("top.v", &top_v), ("top.pcf", &top_pcf)] {
            let path = dir.join(name);
            std::fs::write(&path, text).with_context(|| format!("writing {}", path.display()))?;
        }
    }
    progress("yosys synth_ice40 -no-rw-check -dff (about a minute)");
    run_yosys(work, KEM_DEVICE_YOSYS, "yosys.log")?;
    let freq = clock_mhz();
    let mut chosen = None;
    let mut misses = Vec::new();
    for seed in SEEDS {
        progress(&format!(
            "nextpnr-ice40 seed {seed}, --freq {freq} (about four minutes)"
        ));
        let (log, run) = nextpnr_cu(&flow, work, seed, true)?;
        let fmax = post_route_fmax(&run.output);
        match (run.status.success(), fmax) {
            (true, Some(f)) if f >= freq => {
                chosen = Some((seed, f, run.output));
                break;
            }
            (_, Some(f)) if run.output.contains("Routing complete") => {
                progress(&format!("seed {seed}: {f:.2} MHz, below {freq} MHz"));
                misses.push(format!("seed {seed}: {f:.2} MHz"));
            }
            _ => bail!(
                "nextpnr-ice40 failed ({}); log {}:\n{}",
                run.status,
                log.display(),
                tail(&run.output, 25)
            ),
        }
    }
    let Some((seed, fmax, log)) = chosen else {
        bail!(
            "timing not met at {freq} MHz with any seed ({}); logs in {}",
            misses.join(", "),
            work.display()
        );
    };
    progress("icepack");
    // icepack writes into `work` by a relative name, then the image is copied out: the
    // WebAssembly build maps /tmp to a private directory, so an absolute path under /tmp (a
    // clone there, as CI may use) cannot be written.
    run_checked(
        flow.command(Tool::Icepack)
            .current_dir(work)
            .args(["top.asc", BIN_NAME]),
        &work.join("icepack.log"),
        "icepack",
    )?;
    let bin = out.join(BIN_NAME);
    std::fs::copy(work.join(BIN_NAME), &bin).with_context(|| {
        format!(
            "copying {} to {}",
            work.join(BIN_NAME).display(),
            bin.display()
        )
    })?;
    let bin_bytes = std::fs::read(&bin).with_context(|| format!("reading {}", bin.display()))?;
    let mut info = BuildInfo::default();
    info.push("board", "Alchitry Cu (Lattice iCE40-HX8K, package cb132)");
    info.push(
        "top",
        format!(
            "AlchitryCuTop (boards/alchitry_cu/top.rs): iCE40 PLL 100 -> {:.3} MHz, KemDevice (protocol 3)",
            clock_mhz()
        ),
    );
    info.push("sha256 top.v", sha256_hex(top_v.as_bytes()));
    info.push("sha256 top.pcf", sha256_hex(top_pcf.as_bytes()));
    info.push(&format!("sha256 {BIN_NAME}"), sha256_hex(&bin_bytes));
    let versions = flow.versions();
    info.push("tool flow", flow.label());
    info.push("yosys", versions.yosys);
    info.push("nextpnr-ice40", versions.nextpnr_ice40);
    info.push("icepack", versions.icepack);
    info.push("nextpnr seed", seed.to_string());
    for (key, name) in [
        ("logic cells (ICESTORM_LC)", "ICESTORM_LC"),
        ("EBR (ICESTORM_RAM)", "ICESTORM_RAM"),
        ("PLL (ICESTORM_PLL)", "ICESTORM_PLL"),
        ("IO (SB_IO)", "SB_IO"),
    ] {
        let (u, t) =
            used(&log, name).with_context(|| format!("no {name} line in nextpnr's log"))?;
        info.push(key, format!("{u} / {t}"));
    }
    info.push(
        "Fmax",
        format!("{fmax:.2} MHz post-route (constraint {freq} MHz: met)"),
    );
    let path = out.join("BUILD_INFO");
    std::fs::write(&path, info.to_text()).with_context(|| format!("writing {}", path.display()))?;
    Ok(info)
}

/// The protocol 3 device's synthesis: `synth_ice40` with `-dff` (ABC maps the logic with the
/// flip-flops in view: about 170 fewer cells here, `docs/units/kem_device.md`) and
/// `-no-rw-check`, so that yosys keeps
/// no read-old-data order between a block RAM's read and write of one address on one edge
/// (RustHDL's semantics, which it would otherwise build with a registered copy of each write
/// and a bypass multiplexer per RAM: about 200 logic cells on this device). That the device
/// never depends on such a read is tested: `tests/kem_device_verilator.rs` runs every test on
/// Verilog whose RAMs return the complement of the stored word then
/// ([`crate::sim::verilator::with_rw_collision_poison`]).
pub const KEM_DEVICE_YOSYS: &str =
    "read_verilog top.v; synth_ice40 -top top -no-rw-check -dff -json top.json";

/// Places the board's device ([`crate::boards::alchitry_cu::AlchitryCuTop`]: the PLL and
/// `KemDevice`) on the Alchitry Cu's HX8K as `make bitstream` does at its first seed (yosys
/// [`KEM_DEVICE_YOSYS`], nextpnr-ice40 with the board's pins at [`clock_mhz`], seed 1), without
/// packing a bitstream, and reports what nextpnr says: the logic cells and EBR the design needs
/// and whether it fits (and then its post-route Fmax). Tool files and logs go to `work`.
pub fn place_kem_device(work: &Path, progress: &mut dyn FnMut(&str)) -> Result<String> {
    let flow = ToolFlow::from_env()?;
    ensure_dir(work)?;
    let (top_v, top_pcf) = top_files();
    for (name, text) in [("top.v", &top_v), ("top.pcf", &top_pcf)] {
        let path = work.join(name);
        std::fs::write(&path, text).with_context(|| format!("writing {}", path.display()))?;
    }
    progress("yosys synth_ice40 -no-rw-check -dff (about a minute)");
    run_yosys(work, KEM_DEVICE_YOSYS, "yosys.log")?;
    let freq = clock_mhz();
    progress(&format!(
        "nextpnr-ice40 seed 1, --freq {freq} (a few minutes)"
    ));
    let (log, run) = nextpnr_cu(&flow, work, SEEDS[0], false)?;
    let versions = flow.versions();
    let mut out = format!(
        "KemDevice on the Alchitry Cu (iCE40-HX8K cb132), {} | {} | nextpnr seed 1, --freq {freq}\n",
        versions.yosys, versions.nextpnr_ice40
    );
    for name in ["ICESTORM_LC", "ICESTORM_RAM"] {
        let (u, t) = used(&run.output, name)
            .with_context(|| format!("no {name} line in {}", log.display()))?;
        out += &format!("{name}: {u} / {t} ({:.0} %)\n", 100.0 * u as f64 / t as f64);
    }
    if run.status.success() {
        let fmax = post_route_fmax(&run.output).context("no post-route Fmax in nextpnr's log")?;
        out += &format!("fits; Fmax {fmax:.2} MHz post-route (constraint {freq} MHz)\n");
    } else {
        out += &format!(
            "does not fit (nextpnr: {}); log {}\n",
            run.output
                .lines()
                .rev()
                .find(|l| l.contains("ERROR"))
                .unwrap_or("failed")
                .trim(),
            log.display()
        );
    }
    Ok(out)
}

/// Checks that the bitstream in `out` comes from today's sources: a fresh export of `top.v`
/// and `top.pcf` hashes to what `BUILD_INFO` records, and so do the files and the `.bin`
/// beside it. Returns the lines of the check.
pub fn check_cu(out: &Path) -> Result<Vec<String>> {
    let path = out.join("BUILD_INFO");
    let info = BuildInfo::parse(
        &std::fs::read_to_string(&path)
            .with_context(|| format!("reading {} (run `make bitstream`)", path.display()))?,
    );
    let (top_v, top_pcf) = top_files_on_disk();
    let mut lines = Vec::new();
    let mut wrong = Vec::new();
    let mut check = |what: String, key: &str, got: String| {
        let want = info.get(key).unwrap_or("(missing)");
        if want == got {
            lines.push(format!("{what}: ok ({})", &got[..16]));
        } else {
            wrong.push(format!("{what}: sha256 {got}, BUILD_INFO says {want}"));
        }
    };
    check(
        "top.v exported from today's sources".into(),
        "sha256 top.v",
        sha256_hex(top_v.as_bytes()),
    );
    check(
        "top.pcf exported from today's sources".into(),
        "sha256 top.pcf",
        sha256_hex(top_pcf.as_bytes()),
    );
    for name in ["top.v", "top.pcf", BIN_NAME] {
        let file = out.join(name);
        let bytes = std::fs::read(&file).with_context(|| format!("reading {}", file.display()))?;
        check(
            format!("{} (committed)", file.display()),
            &format!("sha256 {name}"),
            sha256_hex(&bytes),
        );
    }
    if !wrong.is_empty() {
        bail!(
            "the committed bitstream does not match today's sources (run `make bitstream` and \
             commit its output):\n  {}",
            wrong.join("\n  ")
        );
    }
    Ok(lines)
}

/// Where `make synth-au` writes.
pub const AU_OUT: &str = "bitstreams/alchitry_au";

/// The Alchitry Au wrapper (hand-written Verilog: PLLE2_BASE 100 MHz × 23 / 48 → `CLOCK_HZ`,
/// BUFG, the device).
pub const AU_TOP_V: &str = include_str!("../../boards/alchitry_au/au_top.v");

/// Artix-7 synthesis of the Alchitry Au design (`au_top.v` + the device exported now) with
/// yosys `synth_xilinx`; writes `<out>/UTILISATION.md` and returns its text. Place and route
/// and the bitstream are Vivado's (`boards/alchitry_au/build.tcl`) or openXC7's, not run here.
pub fn synth_au(out: &Path, work: &Path) -> Result<String> {
    use crate::rtl::device::MlKemDevice;
    use crate::rtl::ntt::verilog_of;
    ensure_dir(out)?;
    ensure_dir(work)?;
    let device = verilog_of::<MlKemDevice>();
    for (name, text) in [("au_top.v", AU_TOP_V), ("mlkem_device.v", device.as_str())] {
        let path = work.join(name);
        std::fs::write(&path, text).with_context(|| format!("writing {}", path.display()))?;
    }
    let log = run_yosys(
        work,
        "read_verilog au_top.v mlkem_device.v; synth_xilinx -family xc7 -top au_top -flatten; stat",
        "yosys_au.log",
    )?;
    let f = super::synth::parse_xc7_log(&log)?;
    let cells = super::synth::parse_cell_counts(&log)?;
    let get = |k: &str| cells.get(k).copied().unwrap_or(0);
    let text = format!(
        "# Alchitry Au (XC7A35T): synthesis of au_top (PLLE2_BASE 100 -> {:.3} MHz + MlKemDevice)\n\n\
         Written by `make synth-au` with {} (`synth_xilinx -family xc7 -top au_top -flatten`).\n\
         Synthesis only: place and route, timing and the bitstream need Vivado \
         (`boards/alchitry_au/build.tcl`) or openXC7 (`make openxc7-au`), not run here.\n\n\
         | LUT | FF | CARRY4 | MUXF7 | MUXF8 | RAMB18 units | DSP48E1 | PLLE2_BASE | BUFG | XC7A35T |\n\
         |---|---|---|---|---|---|---|---|---|---|\n\
         | {} | {} | {} | {} | {} | {} | {} | {} | {} | 20,800 LUT, 41,600 FF, 100 RAMB18, 90 DSP |\n\n\
         sha256 au_top.v: {}\nsha256 mlkem_device.v: {}\n",
        clock_mhz(),
        {
            let flow = ToolFlow::from_env()?;
            format!("{} ({})", flow.versions().yosys, flow.label())
        },
        f.lut,
        f.ff,
        f.carry4,
        f.muxf7,
        f.muxf8,
        f.bram,
        f.dsp,
        get("PLLE2_BASE"),
        get("BUFG"),
        sha256_hex(AU_TOP_V.as_bytes()),
        sha256_hex(device.as_bytes()),
    );
    if get("PLLE2_BASE") != 1 {
        bail!(
            "the synthesised Au design has no PLLE2_BASE: see {}",
            work.display()
        );
    }
    let path = out.join("UTILISATION.md");
    std::fs::write(&path, &text).with_context(|| format!("writing {}", path.display()))?;
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    const LOG: &str = "Info: \t         ICESTORM_LC:  7098/ 7680    92%\n\
        Info: \t        ICESTORM_RAM:    14/   32    43%\n\
        Info: Max frequency for clock 'device.clock_$glb_clk': 57.62 MHz (PASS at 50.00 MHz)\n\
        Info: Routing complete.\n\
        Info: Max frequency for clock 'device.clock_$glb_clk': 55.99 MHz (PASS at 50.00 MHz)\n";

    #[test]
    fn parses_nextpnr_and_build_info() {
        assert_eq!(used(LOG, "ICESTORM_LC"), Some((7098, 7680)));
        assert_eq!(used(LOG, "ICESTORM_RAM"), Some((14, 32)));
        assert_eq!(used(LOG, "ICESTORM_PLL"), None);
        assert_eq!(post_route_fmax(LOG), Some(55.99));
        assert_eq!(post_route_fmax("no routing"), None);
        let mut info = BuildInfo::default();
        info.push("sha256 top.v", "ab12");
        info.push("Fmax", "55.99 MHz post-route (constraint 50 MHz: met)");
        assert_eq!(BuildInfo::parse(&info.to_text()), info);
        assert_eq!(info.get("sha256 top.v"), Some("ab12"));
    }
}
