//! Drivers for [`KeccakSerial`]: [`SerialSim`] clocks the RustHDL circuit by hand in the
//! direct `simulate()` loop (no harness, guide §2), and [`VerilatedSerial`] runs a script of
//! commands against the exported Verilog compiled by Verilator. Both count each command's
//! `busy` cycles the same way: the command's own cycle is not counted, then every cycle with
//! `busy` high is.
//!
//! Verilator script lines (stdin): `C` clear, `P` permute, `X lane hi lo` lane_xor (the
//! 64-bit value as two 32-bit halves), `R lane` lane_read (prints `L hi lo`), `Z n` permute
//! and assert `reset` after n busy cycles (prints `B busy` after the reset edge). Every command
//! but `Z` prints `N cycles`, or `E timeout`.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use anyhow::{Context, Result, bail};
use rust_hdl::prelude::*;

use super::KeccakSerial;
use crate::model::keccak::LANES;
use crate::sim::verilator::build_with_driver;

/// Cycles after which a command is taken to hang.
pub const RUN_LIMIT: usize = 10_000;

/// The four commands of the port contract.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SerialCommand {
    Clear,
    Permute,
    LaneXor(usize, u64),
    LaneRead(usize),
}

/// A [`KeccakSerial`] with its clock driven by hand.
pub struct SerialSim {
    uut: Box<KeccakSerial>,
    /// Rising edges so far.
    pub cycles: u64,
}

impl Default for SerialSim {
    fn default() -> Self {
        let mut uut = Box::new(KeccakSerial::default());
        uut.connect_all();
        let mut sim = Self { uut, cycles: 0 };
        sim.settle();
        sim
    }
}

impl SerialSim {
    fn settle(&mut self) {
        assert!(simulate(&mut *self.uut, 200), "KeccakSerial did not settle");
    }

    /// One clock cycle: the inputs set before the call are sampled at the rising edge.
    pub fn tick(&mut self) {
        self.settle();
        self.uut.clock.next = Clock { clk: true };
        self.settle();
        self.uut.clock.next = Clock { clk: false };
        self.settle();
        self.cycles += 1;
    }

    /// The circuit, to set or observe ports between ticks.
    pub fn uut(&mut self) -> &mut KeccakSerial {
        &mut self.uut
    }

    /// `busy` now.
    pub fn busy(&self) -> bool {
        self.uut.busy.val()
    }

    /// `lane_out` now.
    pub fn lane_out(&self) -> u64 {
        self.uut.lane_out.val().to_u64()
    }

    /// One cycle with `cmd`'s pulse (and its `lane`, `lane_in`) on the inputs; the data
    /// inputs are scrambled after it, as a host would reuse them.
    pub fn issue(&mut self, cmd: SerialCommand) {
        match cmd {
            SerialCommand::Clear => self.uut.clear.next = true,
            SerialCommand::Permute => self.uut.permute.next = true,
            SerialCommand::LaneXor(lane, v) => {
                self.uut.lane_xor.next = true;
                self.uut.lane.next = (lane as u64).into();
                self.uut.lane_in.next = v.into();
            }
            SerialCommand::LaneRead(lane) => {
                self.uut.lane_read.next = true;
                self.uut.lane.next = (lane as u64).into();
            }
        }
        self.tick();
        self.uut.clear.next = false;
        self.uut.permute.next = false;
        self.uut.lane_xor.next = false;
        self.uut.lane_read.next = false;
        // The data inputs change after the pulse: the core must have sampled them.
        self.uut.lane.next = 31u64.into();
        self.uut.lane_in.next = 0u64.into();
        self.settle();
    }

    /// Issues `cmd` (the core must be idle) and clocks until `busy` falls; returns the
    /// number of busy cycles.
    pub fn run(&mut self, cmd: SerialCommand) -> Result<usize> {
        if self.busy() {
            bail!("core busy before {cmd:?}");
        }
        self.issue(cmd);
        let mut busy = 0;
        while self.busy() {
            if busy == RUN_LIMIT {
                bail!("{cmd:?} did not finish in {RUN_LIMIT} cycles");
            }
            self.tick();
            busy += 1;
        }
        Ok(busy)
    }

    /// `lane_read`: the lane's value, and the busy cycles.
    pub fn read_lane(&mut self, lane: usize) -> Result<(u64, usize)> {
        let n = self.run(SerialCommand::LaneRead(lane))?;
        Ok((self.lane_out(), n))
    }

    /// Xors `state` into the core, lane by lane.
    pub fn xor_state(&mut self, state: &[u64; LANES]) -> Result<()> {
        for (i, &v) in state.iter().enumerate() {
            self.run(SerialCommand::LaneXor(i, v))?;
        }
        Ok(())
    }

    /// Reads the whole state back.
    pub fn read_state(&mut self) -> Result<[u64; LANES]> {
        let mut s = [0u64; LANES];
        for (i, lane) in s.iter_mut().enumerate() {
            *lane = self.read_lane(i)?.0;
        }
        Ok(s)
    }

    /// Starts a permutation, asserts `reset` in its busy cycle `n` (n busy cycles have
    /// passed) and returns `busy` after the reset edge.
    pub fn permute_then_reset(&mut self, n: usize) -> bool {
        self.issue(SerialCommand::Permute);
        for _ in 0..n {
            self.tick();
        }
        self.uut.reset.next = true;
        self.tick();
        self.uut.reset.next = false;
        self.settle();
        self.busy()
    }
}

const SERIAL_DRIVER: &str = r#"// Generated by mlkem_fpga::rtl::keccak::serial_sim: KeccakSerial script driver.
#include "Vtop.h"
#include "verilated.h"
#include <cstdio>
#include <cstring>
#include <cstdint>

static Vtop* top;
static void tick() {
    top->eval();
    top->clock = 1; top->eval();
    top->clock = 0; top->eval();
}
static void release() {
    top->clear = 0; top->permute = 0; top->lane_xor = 0; top->lane_read = 0;
    top->lane = 31; top->lane_in = 0; top->eval();
}
static unsigned count_busy() {
    unsigned n = 0;
    while (top->busy && n < 100000) { tick(); ++n; }
    return n;
}

int main(int argc, char** argv) {
    VerilatedContext* ctx = new VerilatedContext;
    ctx->commandArgs(argc, argv);
    top = new Vtop{ctx};
    top->clock = 0; top->reset = 0; release();
    char cmd[8];
    while (std::scanf("%7s", cmd) == 1) {
        if (top->busy) { std::printf("E busy\n"); continue; }
        if (!std::strcmp(cmd, "C")) {
            top->clear = 1; tick(); release();
        } else if (!std::strcmp(cmd, "P")) {
            top->permute = 1; tick(); release();
        } else if (!std::strcmp(cmd, "X")) {
            unsigned lane, hi, lo; if (std::scanf("%u %u %u", &lane, &hi, &lo) != 3) return 2;
            top->lane_xor = 1; top->lane = lane;
            top->lane_in = ((uint64_t)hi << 32) | lo;
            tick(); release();
        } else if (!std::strcmp(cmd, "R")) {
            unsigned lane; if (std::scanf("%u", &lane) != 1) return 2;
            top->lane_read = 1; top->lane = lane; tick(); release();
            unsigned n = count_busy();
            uint64_t v = top->lane_out;
            std::printf("L %u %u\nN %u\n", (unsigned)(v >> 32), (unsigned)(v & 0xffffffffu), n);
            continue;
        } else if (!std::strcmp(cmd, "Z")) {
            unsigned n; if (std::scanf("%u", &n) != 1) return 2;
            top->permute = 1; tick(); release();
            for (unsigned i = 0; i < n; ++i) tick();
            top->reset = 1; tick(); top->reset = 0; top->eval();
            std::printf("B %u\n", (unsigned)top->busy);
            continue;
        } else {
            return 3;
        }
        unsigned n = count_busy();
        if (top->busy) std::printf("E timeout\n"); else std::printf("N %u\n", n);
    }
    std::fflush(stdout);
    top->final();
    delete top;
    delete ctx;
    return 0;
}
"#;

/// What a [`VerilatedSerial`] script printed, in order.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct SerialTrace {
    /// The busy cycles of every command but the reset test.
    pub cycles: Vec<usize>,
    /// The lanes read.
    pub lanes: Vec<u64>,
    /// `busy` after each reset test.
    pub busy_after_reset: Vec<bool>,
}

/// The exported [`KeccakSerial`] compiled by Verilator, and a script being built for it.
pub struct VerilatedSerial {
    exe: PathBuf,
    script: String,
}

impl VerilatedSerial {
    /// Builds `verilog` (module `top`) with the script driver in `work_dir`.
    pub fn build(verilog: &str, work_dir: &Path) -> Result<Self> {
        Ok(Self {
            exe: build_with_driver(verilog, "driver.cpp", SERIAL_DRIVER, work_dir)?,
            script: String::new(),
        })
    }

    /// Queues a command (one entry of [`SerialTrace::cycles`], and of
    /// [`SerialTrace::lanes`] for a read).
    pub fn push(&mut self, cmd: SerialCommand) {
        let line = match cmd {
            SerialCommand::Clear => "C\n".to_string(),
            SerialCommand::Permute => "P\n".to_string(),
            SerialCommand::LaneXor(lane, v) => format!("X {lane} {} {}\n", v >> 32, v as u32),
            SerialCommand::LaneRead(lane) => format!("R {lane}\n"),
        };
        self.script.push_str(&line);
    }

    /// Queues a permutation cut by `reset` after `n` busy cycles.
    pub fn push_permute_then_reset(&mut self, n: usize) {
        self.script.push_str(&format!("Z {n}\n"));
    }

    /// Runs the queued script on a fresh instance and clears it.
    pub fn execute(&mut self) -> Result<SerialTrace> {
        let script = std::mem::take(&mut self.script);
        let out = crate::sim::verilator::run_with_input(&self.exe, &script)?;
        let mut trace = SerialTrace::default();
        for line in out.lines() {
            let words: Vec<&str> = line.split_whitespace().collect();
            match words.as_slice() {
                ["N", n] => trace.cycles.push(n.parse()?),
                ["L", hi, lo] => trace
                    .lanes
                    .push((hi.parse::<u64>()? << 32) | lo.parse::<u64>()?),
                ["B", b] => trace.busy_after_reset.push(*b != "0"),
                ["E", what] => bail!("KeccakSerial under Verilator: {what}"),
                _ => bail!("unexpected driver output line: {line:.80}"),
            }
        }
        Ok(trace)
    }
}

/// The iCE40 measurement wrapper (module `wrap`): the HX8K's cb132 package has 95 I/O, too
/// few for `lane_in` and `lane_out` side by side, so `lane_in` is one 8-pin group repeated
/// eight times (no logic) and every other port is a pin (84 in all). Every logic cell nextpnr
/// counts is the core's.
pub fn ice40_wrapper() -> String {
    "// Generated by mlkem_fpga::rtl::keccak::serial_sim: KeccakSerial on the cb132's pins.
module wrap(input wire clock, input wire reset, input wire clear, input wire permute,
            input wire lane_xor, input wire lane_read, input wire [4:0] lane,
            input wire [7:0] lane_in8, output wire [63:0] lane_out, output wire busy);
    top u_core(.clock(clock), .reset(reset), .clear(clear), .permute(permute),
               .lane_xor(lane_xor), .lane_read(lane_read), .lane(lane),
               .lane_in({8{lane_in8}}), .lane_out(lane_out), .busy(busy));
endmodule
"
    .to_string()
}

/// Synthesis figures of [`KeccakSerial`].
#[derive(Debug, Clone, PartialEq)]
pub struct SerialFigures {
    pub ice40: crate::flow::Ice40Figures,
    pub xc7: crate::flow::Xc7Figures,
    /// Raw Artix-7 cell counts (LUTRAM cells such as `RAM64M` included).
    pub xc7_cells: std::collections::BTreeMap<String, u32>,
}

/// Measures the exported core in `work_dir`: `yosys -p "read_verilog circuit.v wrap.v;
/// synth_ice40 -top wrap -json wrap.json"`, then `nextpnr-ice40 --hx8k --package cb132 --json
/// wrap.json --freq 100 --timing-allow-fail --seed S` for each seed (LC and EBR of the first
/// seed, median Fmax); and `yosys -p "read_verilog circuit.v; synth_xilinx -flatten -top top;
/// stat"` for Artix-7. Logs stay in `work_dir`.
pub fn measure(work_dir: &Path, seeds: &[u64]) -> Result<SerialFigures> {
    use crate::flow::synth;
    std::fs::create_dir_all(work_dir)?;
    let mut uut = KeccakSerial::default();
    uut.connect_all();
    std::fs::write(work_dir.join("circuit.v"), generate_verilog(&uut))?;
    std::fs::write(work_dir.join("wrap.v"), ice40_wrapper())?;
    let yosys = |script: String, log: &str| -> Result<std::process::Child> {
        Command::new("yosys")
            .current_dir(work_dir)
            .args(["-q", "-l", log, "-p", &script])
            .stdout(Stdio::null())
            .spawn()
            .context("starting yosys")
    };
    let ice = yosys(
        synth::ice40_script_for(&["circuit.v", "wrap.v"], "wrap", "wrap.json"),
        "yosys_ice40.log",
    )?;
    let xc7 = yosys(
        synth::xc7_clocked_script("circuit.v", false),
        "yosys_xc7.log",
    )?;
    for (name, child) in [("iCE40", ice), ("Artix-7", xc7)] {
        let out = child.wait_with_output()?;
        if !out.status.success() {
            bail!("yosys ({name}) failed in {}", work_dir.display());
        }
    }
    let xc7_log = std::fs::read_to_string(work_dir.join("yosys_xc7.log"))?;
    let xc7 = synth::parse_xc7_log(&xc7_log)?;
    let xc7_cells = synth::parse_cell_counts(&xc7_log)?;
    let mut runs = Vec::new();
    for pair in seeds.chunks(2) {
        let children: Vec<_> = pair
            .iter()
            .map(|&seed| {
                let log = std::fs::File::create(work_dir.join(format!("nextpnr_seed{seed}.log")))?;
                Command::new("nextpnr-ice40")
                    .current_dir(work_dir)
                    .args(synth::nextpnr_args("wrap.json", 100.0, seed))
                    .stdout(log.try_clone()?)
                    .stderr(log)
                    .spawn()
                    .context("starting nextpnr-ice40")
            })
            .collect::<Result<_>>()?;
        for (child, &seed) in children.into_iter().zip(pair) {
            child.wait_with_output()?;
            let log = std::fs::read_to_string(work_dir.join(format!("nextpnr_seed{seed}.log")))?;
            runs.push(synth::parse_nextpnr_log(&log));
        }
    }
    let fmax_seeds: Vec<f64> = runs.iter().filter_map(|r| r.fmax_mhz).collect();
    if fmax_seeds.len() != seeds.len() {
        bail!(
            "a nextpnr run reported no Fmax (logs in {})",
            work_dir.display()
        );
    }
    let fmax_mhz = synth::median(&fmax_seeds);
    let critical_path = runs
        .iter()
        .min_by(|a, b| {
            let d = |r: &synth::NextpnrRun| (r.fmax_mhz.unwrap_or(0.0) - fmax_mhz).abs();
            d(a).total_cmp(&d(b))
        })
        .and_then(|r| r.critical_path.clone());
    Ok(SerialFigures {
        ice40: crate::flow::Ice40Figures {
            lc: runs[0].lc.unwrap_or(0),
            ebr: runs[0].ebr.unwrap_or(0),
            fmax_mhz,
            fmax_seeds,
            critical_path,
        },
        xc7,
        xc7_cells,
    })
}
