//! The synthesis report: one row per circuit of [`crate::rtl::reduce::REDUCERS`], of
//! [`BUTTERFLIES`] (the butterfly with each reducer) and of [`ENGINES`] (the NTT engine with
//! P = 1 and 2), measured in one run of one flow ([`super::synth`]), written as
//! `report.md`, `report.json`, `report_atp.svg` and `report_butterfly_atp.svg`.
//!
//! `report.json` has this shape (every figure `null` where it does not apply or was not
//! measured):
//!
//! ```text
//! { "tools": { "yosys": "...", "nextpnr_ice40": "...", "verilator": "..." },
//!   "tree":  { "bits", "height", "levels", "full_adders", "half_adders" } | null,
//!   "rows": [ <row> ],            // the reducers
//!   "butterflies": [ <row> ],     // xc7 with DSP48, xc7_nodsp, ice40 (input/output registers)
//!   "engines": [ <row> ],         // xc7, ice40 (as is), cycles, memories
//!   "keccak": [ <row> ],          // xc7 (as is), ice40 (as is, where the ports fit), cycles
//!   "device": [ <row> ],          // xc7, ice40 (where the ports fit), command cycles
//!   "ebr_budget": [ { "block", "ebr_p1", "ebr_p2", "estimate", "basis" } ] }
//! <row> = { "name": <Verilog file stem>, "circuit": <Rust type name>,
//!           "xc7":   { "lut", "ff", "carry4", "muxf7", "muxf8", "dsp", "bram", "ramb18",
//!                      "ramb36", "path" } | null,
//!           "xc7_nodsp": <same> | null,
//!           "ice40": { "lc", "ebr", "fmax_mhz", "fmax_seeds": [..],
//!                      "critical_path": { "from", "to", "cells", "logic_ns", "routing_ns" } | null } | null,
//!           "atp":   { "xc7_lut_x_path", "ice40_lc_per_mhz" },
//!           "exhaustive": { "rust": bool|null, "verilator": bool|null },
//!           "cycles": [ { "op", "measured", "model", "memory_passes", "result_matches_model" } ] | null,
//!           "memories": [ { "target", "memory", "mapped_to", "log_line" } ] | null }
//! ```
//!
//! Published figures and the anchors of `shared/anchors.md` (other flows, or the peers'
//! original Verilog) live in [`REDUCER_ANCHORS`] and appear in their own table only: they
//! are never mixed into the measured rows. The EBR budget's estimates ([`EBR_ESTIMATES`])
//! are marked as such.

use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;

use anyhow::{Context, Result, anyhow};
use serde::{Deserialize, Serialize};

use rust_hdl::prelude::Block;

use super::ensure_dir;
use super::synth::{self, Harness, Ice40Figures, MemoryMapping, SynthOptions, Xc7Figures};
use crate::model::ntt_engine::{EngineModel, EngineOp, sample_poly};
use crate::rtl::ntt::sim::EngineSim;
use crate::rtl::ntt::{
    Butterfly, ButterflyBarrett, ButterflyHighByte, ButterflyNaive, ButterflyShiftAdd,
    ButterflyYaman, NttEngineP1, NttEngineP2, NttEngineP2Fused, verilog_of,
};
use crate::rtl::reduce::{
    BarrettMul, BarrettShiftAdd, BitwiseYaman, DaddaHighByteReducer, DaddaReducer, NaiveReducer,
    REDUCERS, Reducer,
};

/// Versions of the tools that produced the figures (first line of each `--version`).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Tools {
    pub yosys: String,
    pub nextpnr_ice40: String,
    pub verilator: String,
}

impl Tools {
    /// Runs `yosys -V`, `nextpnr-ice40 --version` and `verilator --version`.
    pub fn detect() -> Result<Tools> {
        Ok(Tools {
            yosys: version_of("yosys", "-V")?,
            nextpnr_ice40: version_of("nextpnr-ice40", "--version")?,
            verilator: version_of("verilator", "--version")?,
        })
    }
}

fn version_of(tool: &str, flag: &str) -> Result<String> {
    let out = Command::new(tool)
        .arg(flag)
        .output()
        .with_context(|| format!("could not start `{tool} {flag}`: is {tool} installed?"))?;
    // nextpnr prints its version on stderr.
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    text.lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .map(str::to_string)
        .ok_or_else(|| anyhow!("`{tool} {flag}` printed nothing ({})", out.status))
}

/// Figures of the Dadda bit tree of the reducer (the `tree` object of `report.json`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct TreeFigures {
    /// Bits entering the tree.
    pub bits: u32,
    /// Height of the tallest column before reduction.
    pub height: u32,
    /// Dadda reduction levels.
    pub levels: u32,
    pub full_adders: u32,
    pub half_adders: u32,
}

/// The reduction paper's tree, printed beside ours for comparison.
pub const PAPER_TREE: TreeFigures = TreeFigures {
    bits: 62,
    height: 8,
    levels: 3,
    full_adders: 33,
    half_adders: 7,
};

/// Area × delay products of one row (`null` where a figure is missing).
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
pub struct Atp {
    /// Artix-7 LUT count × `ltp` path length (cells).
    pub xc7_lut_x_path: Option<u64>,
    /// iCE40 logic cells ÷ median Fmax (MHz): LC·µs per result at one result per cycle.
    pub ice40_lc_per_mhz: Option<f64>,
}

impl Atp {
    /// The products of whatever figures are present.
    pub fn of(xc7: Option<&Xc7Figures>, ice40: Option<&Ice40Figures>) -> Atp {
        Atp {
            xc7_lut_x_path: xc7.and_then(|x| Some(u64::from(x.lut) * u64::from(x.path?))),
            ice40_lc_per_mhz: ice40
                .filter(|i| i.fmax_mhz > 0.0)
                .map(|i| f64::from(i.lc) / i.fmax_mhz),
        }
    }
}

/// Results of the exhaustive checks over every product (`null`: not run).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Exhaustive {
    /// RustHDL simulation (and the model) agree with `c % q` everywhere.
    pub rust: Option<bool>,
    /// The exported Verilog under Verilator agrees with `c % q` everywhere.
    pub verilator: Option<bool>,
}

/// One measured circuit.
///
/// To extend a row later (e.g. `cycles`), add a field `Option<T>` marked `#[serde(default)]`:
/// it prints as `null` where it does not apply, and report files written before the field
/// existed still load. Build rows with [`Row::new`] or `Row { .., ..Default::default() }` so
/// that new fields do not break callers.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Row {
    /// Stem of the Verilog file (`reduce_dadda`).
    pub name: String,
    /// Rust type name (`DaddaReducer`).
    pub circuit: String,
    pub xc7: Option<Xc7Figures>,
    pub ice40: Option<Ice40Figures>,
    /// Derived from `xc7` and `ice40`; [`write_report`] recomputes it.
    pub atp: Atp,
    pub exhaustive: Exhaustive,
    /// Artix-7 with `-nodsp` (LUT multiplier), for rows whose `xc7` run may use DSP48s.
    pub xc7_nodsp: Option<Xc7Figures>,
    /// Cycles of each engine operation (NTT engine rows).
    pub cycles: Option<Vec<OpCycles>>,
    /// Where yosys put each memory, both targets (rows of circuits with memories).
    pub memories: Option<Vec<MemoryMapping>>,
}

/// One operation of an NTT engine row, run in [`EngineSim`].
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct OpCycles {
    /// [`EngineOp::name`].
    pub op: String,
    /// Cycles `busy` was high in the RustHDL simulation.
    pub measured: usize,
    /// [`EngineOp::cycles`] for the row's P.
    pub model: usize,
    /// [`EngineOp::memory_passes`].
    pub memory_passes: usize,
    /// The result slot read back equals [`EngineModel`]'s.
    pub result_matches_model: bool,
}

impl Row {
    /// A row with its ATP products computed and no exhaustive results.
    pub fn new(
        stem: &str,
        circuit: &str,
        xc7: Option<Xc7Figures>,
        ice40: Option<Ice40Figures>,
    ) -> Row {
        Row {
            name: stem.to_string(),
            circuit: circuit.to_string(),
            atp: Atp::of(xc7.as_ref(), ice40.as_ref()),
            xc7,
            ice40,
            ..Row::default()
        }
    }
}

/// The whole `report.json`.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Report {
    pub tools: Tools,
    pub tree: Option<TreeFigures>,
    /// The reducers.
    pub rows: Vec<Row>,
    /// The butterfly with each reducer ([`BUTTERFLIES`]).
    pub butterflies: Vec<Row>,
    /// The NTT engines ([`ENGINES`]).
    pub engines: Vec<Row>,
    /// The Keccak circuits ([`super::report_keccak::keccak_entries`]).
    pub keccak: Vec<Row>,
    /// The device circuits ([`super::report_device::device_entries`]): UART, link, codec and
    /// the whole `MlKemDevice`, with its command cycles.
    pub device: Vec<Row>,
    /// iCE40-HX8K block RAM budget; [`write_report`] derives it from `engines` ([`ebr_budget`]).
    pub ebr_budget: Vec<EbrEntry>,
}

/// A circuit measured by the report other than a reducer: a butterfly or an NTT engine.
pub struct CircuitEntry {
    /// Rust type name.
    pub name: &'static str,
    /// Verilog file stem and work directory name.
    pub stem: &'static str,
    /// The reducer inside (butterflies), or the number of butterflies (engines).
    pub detail: &'static str,
    pub verilog: fn() -> String,
}

const fn butterfly<B: Block + Default, R: Reducer>(
    name: &'static str,
    stem: &'static str,
) -> CircuitEntry {
    CircuitEntry {
        name,
        stem,
        detail: R::NAME,
        verilog: verilog_of::<B>,
    }
}

/// The butterfly with each reducer, the paper's first: the PE-level comparison of the
/// reduction paper (§4.3).
pub const BUTTERFLIES: [CircuitEntry; 6] = [
    butterfly::<Butterfly, DaddaReducer>("Butterfly", "butterfly"),
    butterfly::<ButterflyHighByte, DaddaHighByteReducer>("ButterflyHighByte", "butterfly_highbyte"),
    butterfly::<ButterflyShiftAdd, BarrettShiftAdd>("ButterflyShiftAdd", "butterfly_shiftadd"),
    butterfly::<ButterflyYaman, BitwiseYaman>("ButterflyYaman", "butterfly_yaman"),
    butterfly::<ButterflyBarrett, BarrettMul>("ButterflyBarrett", "butterfly_barrett"),
    butterfly::<ButterflyNaive, NaiveReducer>("ButterflyNaive", "butterfly_naive"),
];

/// An NTT engine of the report and the measurement of its cycles.
pub struct EngineEntry {
    pub circuit: CircuitEntry,
    /// Runs every operation in simulation ([`engine_cycles`]).
    pub cycles: fn() -> Result<Vec<OpCycles>>,
}

/// The NTT engines, with their cycle measurement.
pub const ENGINES: [EngineEntry; 3] = [
    EngineEntry {
        circuit: CircuitEntry {
            name: "NttEngineP1",
            stem: "ntt_engine_p1",
            detail: "1",
            verilog: verilog_of::<NttEngineP1>,
        },
        cycles: engine_cycles::<1, 10, false>,
    },
    EngineEntry {
        circuit: CircuitEntry {
            name: "NttEngineP2",
            stem: "ntt_engine_p2",
            detail: "2",
            verilog: verilog_of::<NttEngineP2>,
        },
        cycles: engine_cycles::<2, 9, false>,
    },
    EngineEntry {
        circuit: CircuitEntry {
            name: "NttEngineP2Fused",
            stem: "ntt_engine_p2_fused",
            detail: "2 (cascade)",
            verilog: verilog_of::<NttEngineP2Fused>,
        },
        cycles: engine_cycles::<1, 10, true>,
    },
];

/// Runs every [`EngineOp`] once on an engine with P butterflies in [`EngineSim`] (three
/// random slots, the results in further slots) and records the cycles `busy` was high, the
/// model's count and whether the result slot equals [`EngineModel`]'s.
pub fn engine_cycles<const P: usize, const AW: usize, const F: bool>() -> Result<Vec<OpCycles>> {
    let mut sim = EngineSim::<P, AW, F>::default();
    let mut model = EngineModel::default();
    for slot in 0..3 {
        let f = sample_poly(slot as u32 + 1);
        sim.write_poly(slot, &f);
        model.slots[slot] = f;
    }
    // (op, a, b, r): every operation reads earlier results, as in a KEM.
    let program = [
        (EngineOp::Ntt, 0, 0, 0),
        (EngineOp::Intt, 1, 0, 0),
        (EngineOp::BaseMul, 0, 2, 3),
        (EngineOp::BaseMulAcc, 0, 1, 3),
        (EngineOp::Add, 3, 2, 4),
        (EngineOp::Sub, 4, 0, 5),
    ];
    program
        .iter()
        .map(|&(op, a, b, r)| {
            let measured = sim
                .run(op, a, b, r)
                .with_context(|| format!("EngineSim P = {P}, F = {F}: {}", op.name()))?;
            model.execute(op, a, b, r);
            let dest = match op {
                EngineOp::Ntt | EngineOp::Intt => a,
                _ => r,
            };
            Ok(OpCycles {
                op: op.name().to_string(),
                measured,
                model: op.cycles_on(P, F),
                memory_passes: op.memory_passes(F),
                result_matches_model: sim.read_poly(dest) == model.slots[dest],
            })
        })
        .collect()
}

/// The iCE40-HX8K's block RAMs (SB_RAM40_4K, 4 kbit each).
pub const HX8K_EBR: u32 = 32;

/// EBR estimates for the blocks the run did not measure: (block, EBR, basis). Used only
/// when the report has no placed `MlKemDevice` row to derive the link's share from.
pub const EBR_ESTIMATES: [(&str, u32, &str); 1] = [(
    "FrameLink (not placed in this run)",
    3,
    "its two 512-byte frame buffers (one EBR each) and the 16-byte UART FIFO, which yosys \
         put in one EBR when the link was placed on its own (src/rtl/link.rs)",
)];

/// One line of the EBR budget.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct EbrEntry {
    pub block: String,
    /// EBR in the design with the P = 1 engine.
    pub ebr_p1: u32,
    /// EBR in the design with the P = 2 engine.
    pub ebr_p2: u32,
    /// EBR in the design with the fused P = 2 engine.
    #[serde(default)]
    pub ebr_fused: u32,
    /// `false`: measured by nextpnr in this run; `true`: an estimate ([`EBR_ESTIMATES`]).
    pub estimate: bool,
    pub basis: String,
}

/// The EBR budget: the measured engines (the P = 1 row counts only in the P = 1 design and
/// vice versa), the Keccak sponge, then the rest of the device: derived from the placed
/// `MlKemDevice` row (its EBR minus `NttEngineP1`'s and `KeccakSpongeSerial`'s; the device is
/// built with `NttEngineP1`) when there is one, else the estimates. Empty when no engine has
/// iCE40 figures.
pub fn ebr_budget(engines: &[Row], keccak: &[Row], device: &[Row]) -> Vec<EbrEntry> {
    let ebr = |circuit: &str| {
        engines
            .iter()
            .find(|r| r.circuit == circuit)
            .and_then(|r| r.ice40.as_ref())
            .map(|i| i.ebr)
    };
    let (Some(p1), Some(p2), Some(pf)) = (
        ebr("NttEngineP1"),
        ebr("NttEngineP2"),
        ebr("NttEngineP2Fused"),
    ) else {
        return Vec::new();
    };
    let mut out = vec![EbrEntry {
        block: "NTT engine (NttEngineP1 / NttEngineP2 / NttEngineP2Fused)".to_string(),
        ebr_p1: p1,
        ebr_p2: p2,
        ebr_fused: pf,
        estimate: false,
        basis: "nextpnr-ice40 ICESTORM_RAM, this run".to_string(),
    }];
    let sponge = keccak
        .iter()
        .find(|r| r.circuit == "KeccakSpongeSerial")
        .and_then(|r| r.ice40.as_ref())
        .map(|k| k.ebr);
    if let Some(k) = sponge {
        out.push(EbrEntry {
            block: "Keccak (KeccakSpongeSerial: KeccakSerial's state RAM)".to_string(),
            ebr_p1: k,
            ebr_p2: k,
            ebr_fused: k,
            estimate: false,
            basis: "nextpnr-ice40 ICESTORM_RAM, this run".to_string(),
        });
    }
    let dev = device
        .iter()
        .find(|r| r.circuit == "MlKemDevice")
        .and_then(|r| r.ice40.as_ref())
        .map(|i| i.ebr);
    match (dev, sponge) {
        (Some(d), Some(k)) if d >= p1 + k => {
            let rest = d - p1 - k;
            out.push(EbrEntry {
                block: "FrameLink, codec and command processor (the rest of MlKemDevice)"
                    .to_string(),
                ebr_p1: rest,
                ebr_p2: rest,
                ebr_fused: rest,
                estimate: false,
                basis: format!(
                    "derived from this run's rows: MlKemDevice {d} − NttEngineP1 {p1} − \
                     KeccakSpongeSerial {k} (the device is built with NttEngineP1, so the \
                     first column's total is the placed device's count)"
                ),
            });
        }
        _ => out.extend(EBR_ESTIMATES.iter().map(|&(block, n, basis)| EbrEntry {
            block: block.to_string(),
            ebr_p1: n,
            ebr_p2: n,
            ebr_fused: n,
            estimate: true,
            basis: basis.to_string(),
        })),
    }
    out
}

/// A figure from outside this run: a peer's original Verilog in this flow (seed 1), or a
/// published figure from another flow. Shown for context only, never used in ratios.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Anchor {
    pub design: &'static str,
    /// Where the number comes from.
    pub source: &'static str,
    pub lut: Option<u32>,
    pub carry4: Option<u32>,
    /// MUXF7 + MUXF8.
    pub muxf: Option<u32>,
    pub path: Option<u32>,
    pub lc: Option<u32>,
    /// iCE40-HX8K Fmax, MHz.
    pub ice40_fmax_mhz: Option<f64>,
    /// Artix-7 Fmax from a vendor flow, MHz.
    pub xc7_fmax_mhz: Option<f64>,
}

/// The anchors for the reducers: `shared/anchors.md` (this flow, the authors' public
/// Verilog, seed 1; LC includes the 36 wrapper FFs) and the reduction paper's Table 2.
pub const REDUCER_ANCHORS: [Anchor; 4] = [
    Anchor {
        design: "Yaman/Mert, DATE 2021 (bitwise, Dadda), original Verilog",
        source: "shared/anchors.md (this flow, seed 1)",
        lut: Some(210),
        carry4: Some(15),
        muxf: Some(63),
        path: Some(14),
        lc: Some(262),
        ice40_fmax_mhz: Some(78.9),
        xc7_fmax_mhz: None,
    },
    Anchor {
        design: "Xing & Li, TCHES 2021 (shift-add Barrett), original Verilog, unpipelined",
        source: "shared/anchors.md (this flow, seed 1)",
        lut: Some(98),
        carry4: Some(16),
        muxf: Some(4),
        path: Some(22),
        lc: Some(163),
        ice40_fmax_mhz: Some(57.5),
        xc7_fmax_mhz: None,
    },
    Anchor {
        design: "`c % 3329` as written (flow check: compare with the reduce_naive row)",
        source: "shared/anchors.md (this flow, seed 1)",
        lut: Some(1349),
        carry4: Some(363),
        muxf: Some(1878),
        path: Some(297),
        lc: Some(795),
        ice40_fmax_mhz: Some(12.1),
        xc7_fmax_mhz: None,
    },
    Anchor {
        design: "reduction paper's reducer",
        source: "reduction paper, Table 2 (Vivado 2024.1, not this flow)",
        lut: Some(91),
        carry4: None,
        muxf: None,
        path: None,
        lc: None,
        ice40_fmax_mhz: None,
        xc7_fmax_mhz: Some(215.0),
    },
];

fn opt<T: std::fmt::Display>(v: Option<T>) -> String {
    v.map_or_else(|| "—".to_string(), |v| v.to_string())
}

fn check_mark(v: Option<bool>) -> &'static str {
    match v {
        Some(true) => "✓",
        Some(false) => "✗",
        None => "—",
    }
}

fn tree_line(t: &TreeFigures) -> String {
    format!(
        "{} bits, height {}, {} levels, {} FA / {} HA",
        t.bits, t.height, t.levels, t.full_adders, t.half_adders
    )
}

/// The Markdown report.
fn markdown(report: &Report) -> String {
    let opts = SynthOptions::default();
    let seeds: Vec<String> = opts.seeds.iter().map(u64::to_string).collect();
    let seeds = seeds.join(", ");
    let mut md = String::new();
    let w = &mut md;
    // Writing into a String cannot fail.
    let _ = writeln!(
        w,
        "# Synthesis report: modular reducers, butterflies, NTT engine\n"
    );
    let _ = writeln!(
        w,
        "Every row of the reducer, butterfly and NTT engine tables was measured in the same \
         run with the same flow. Generated by `mlkem_fpga::flow::report`.\n"
    );
    let _ = writeln!(w, "## Tools\n");
    let _ = writeln!(w, "* yosys: `{}`", report.tools.yosys);
    let _ = writeln!(w, "* nextpnr-ice40: `{}`", report.tools.nextpnr_ice40);
    let _ = writeln!(w, "* verilator: `{}`\n", report.tools.verilator);
    let _ = writeln!(w, "## Flow\n");
    let _ = writeln!(
        w,
        "* **Artix-7**: `yosys -p \"{}\"`. LUT = LUT1…LUT6 (yosys `INV` cells not counted); \
         path = `ltp -noff` length, the number of cells on the longest combinational path \
         including the input and output buffers (a logic-depth proxy, no wire delay).",
        synth::xc7_script("reducer.v", opts.nodsp)
    );
    let _ = writeln!(
        w,
        "* **iCE40-HX8K**: the reducer between a 24-FF input register and a 12-FF output \
         register (module `wrap`, the reduction paper's Fig. 6); `yosys -p \"{}\"`, then \
         `nextpnr-ice40 {}` for seeds {seeds}, no pcf. LC includes the 36 wrapper flip-flops; \
         Fmax is the post-route figure, median of the seeds (each seed in brackets).",
        synth::ice40_script("reducer.v", "wrap.v", "wrap.json"),
        synth::nextpnr_args("wrap.json", opts.freq_mhz, 0)
            .join(" ")
            .replace("--seed 0", "--seed S")
    );
    let _ = writeln!(
        w,
        "* **Exhaustive**: every product c ∈ [0, (q−1)²] (11,075,585 inputs) against `c % q`; \
         Rust = RustHDL simulation and model, Verilator = the exported Verilog \
         (`verilator --cc --exe --build -O3 -Wno-WIDTH -Wno-SELRANGE --top-module top`). \
         ✓ exact, ✗ mismatch, — not run."
    );
    let _ = writeln!(
        w,
        "* **Butterflies** (clocked, 4-cycle pipeline: input registers, then three stages; the \
         outputs come combinationally from the last stage's add/sub logic): Artix-7 `yosys -p \"{}\"` \
         (DSP48E1 allowed), and again with `-nodsp` (LUT multiplier); no `ltp` (a path through \
         flip-flops and DSPs is no logic depth). iCE40: the block between input registers \
         (a, b, w, inverse: 37 FF) and output registers (x, y: 24 FF), module `wrap`; \
         `yosys -p \"{}\"`, then nextpnr as above. Without the output registers the last stage's \
         (a ± t mod q) logic would sit on a register-to-pad path, which nextpnr reports as I/O delays outside the clock's Fmax; \
         with them every stage is a register-to-register path. LC includes the 61 wrapper \
         flip-flops (the same in every row).",
        synth::xc7_clocked_script("circuit.v", false),
        Harness::Butterfly.ice40_script()
    );
    let _ = writeln!(
        w,
        "* **NTT engines**: synthesised as they are on both targets (top `top`, clock port \
         `clock`): Artix-7 `yosys -p \"{}\"`, iCE40 `yosys -p \"{}\"`, then nextpnr as above \
         with no pcf (nextpnr places the ports' pins). Fmax covers register-to-register paths \
         only (I/O paths are reported apart by nextpnr). Cycles: every operation run once in \
         the RustHDL simulation (`EngineSim`) on pseudo-random slots, `busy` cycles counted, \
         compared with `EngineOp::cycles` and the result slot with `EngineModel`.\n",
        synth::xc7_clocked_script("circuit.v", false),
        Harness::Bare.ice40_script()
    );

    let _ = writeln!(w, "## Bit tree\n");
    match &report.tree {
        Some(t) => {
            let _ = writeln!(
                w,
                "bit tree: {} (paper: {})\n",
                tree_line(t),
                tree_line(&PAPER_TREE)
            );
        }
        None => {
            let _ = writeln!(
                w,
                "bit tree: not given for this run (paper: {})\n",
                tree_line(&PAPER_TREE)
            );
        }
    }

    let _ = writeln!(w, "## Reducers, measured in this run\n");
    let _ = writeln!(
        w,
        "| circuit | file | Artix-7 LUT | FF | CARRY4 | MUXF7/F8 | DSP | BRAM | path | \
         iCE40 LC | EBR | Fmax MHz (seeds {seeds}) | LUT×path | LC/MHz | exhaustive Rust / Verilator |"
    );
    let _ = writeln!(
        w,
        "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---|"
    );
    for r in &report.rows {
        let x = r.xc7.as_ref();
        let i = r.ice40.as_ref();
        let fmax = i.map_or_else(
            || "—".to_string(),
            |i| {
                let s: Vec<String> = i.fmax_seeds.iter().map(|f| format!("{f:.2}")).collect();
                format!("{:.2} ({})", i.fmax_mhz, s.join(", "))
            },
        );
        let _ = writeln!(
            w,
            "| `{}` | `{}` | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} / {} |",
            r.circuit,
            r.name,
            opt(x.map(|x| x.lut)),
            opt(x.map(|x| x.ff)),
            opt(x.map(|x| x.carry4)),
            x.map_or_else(|| "—".to_string(), |x| format!("{}/{}", x.muxf7, x.muxf8)),
            opt(x.map(|x| x.dsp)),
            opt(x.map(|x| x.bram)),
            opt(x.and_then(|x| x.path)),
            opt(i.map(|i| i.lc)),
            opt(i.map(|i| i.ebr)),
            fmax,
            opt(r.atp.xc7_lut_x_path),
            opt(r.atp.ice40_lc_per_mhz.map(|v| format!("{v:.2}"))),
            check_mark(r.exhaustive.rust),
            check_mark(r.exhaustive.verilator),
        );
    }

    let _ = writeln!(
        w,
        "\n## Published / anchor figures (other flows or the peers' original Verilog, not same-run)\n"
    );
    let _ = writeln!(
        w,
        "Not measured in this run and never used in ratios. Source: `shared/anchors.md` and the \
         reduction paper's Table 2.\n"
    );
    let _ = writeln!(
        w,
        "| design | source | Artix-7 LUT | CARRY4 | MUXF7+F8 | path | iCE40 LC | Fmax MHz | LUT×path | LC/MHz |"
    );
    let _ = writeln!(w, "|---|---|---:|---:|---:|---:|---:|---|---:|---:|");
    for a in &REDUCER_ANCHORS {
        let fmax = match (a.ice40_fmax_mhz, a.xc7_fmax_mhz) {
            (Some(f), _) => format!("{f} (iCE40)"),
            (None, Some(f)) => format!("{f} (Artix-7)"),
            (None, None) => "—".to_string(),
        };
        let lut_path = a.lut.zip(a.path).map(|(l, p)| l * p);
        let lc_mhz =
            a.lc.zip(a.ice40_fmax_mhz)
                .map(|(l, f)| format!("{:.2}", f64::from(l) / f));
        let _ = writeln!(
            w,
            "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
            a.design,
            a.source,
            opt(a.lut),
            opt(a.carry4),
            opt(a.muxf),
            opt(a.path),
            opt(a.lc),
            fmax,
            opt(lut_path),
            opt(lc_mhz),
        );
    }

    butterfly_section(w, &report.butterflies, &seeds);
    engine_section(w, &report.engines, &seeds);
    super::report_keccak::keccak_section(w, &report.keccak, &seeds);
    super::report_device::device_section(w, &report.device, &seeds);
    ebr_section(w, &report.ebr_budget);

    let _ = writeln!(w, "\n## Area × delay\n");
    let _ = writeln!(
        w,
        "![ATP: Artix-7 LUT × path against iCE40 LC/MHz](report_atp.svg)\n\n\
         `report_atp.svg`: one labelled point per measured reducer row (log–log axes; lower \
         left is better): x = Artix-7 LUT × path, y = iCE40 LC / MHz. Anchors are not plotted."
    );
    if !report.butterflies.is_empty() {
        let _ = writeln!(
            w,
            "\n![Butterflies: iCE40 LC against clock period](report_butterfly_atp.svg)\n\n\
             `report_butterfly_atp.svg`: one labelled point per butterfly row: x = iCE40-HX8K \
             LC, y = clock period at the median Fmax (ns). ATP = x × y; lower left is better."
        );
    }
    md
}

/// `f` with two decimals, or "—".
fn opt_f(v: Option<f64>) -> String {
    v.map_or_else(|| "—".to_string(), |v| format!("{v:.2}"))
}

/// "median (seed, seed, seed)".
fn fmax_cell(i: Option<&Ice40Figures>) -> String {
    i.map_or_else(
        || "—".to_string(),
        |i| {
            let s: Vec<String> = i.fmax_seeds.iter().map(|f| format!("{f:.2}")).collect();
            format!("{:.2} ({})", i.fmax_mhz, s.join(", "))
        },
    )
}

/// The critical-path table of `rows` (median seed of each).
fn critical_path_table(w: &mut String, rows: &[Row]) {
    let _ = writeln!(
        w,
        "| circuit | from | to | cells | logic ns | routing ns |\n|---|---|---|---:|---:|---:|"
    );
    for r in rows {
        if let Some(c) = r.ice40.as_ref().and_then(|i| i.critical_path.as_ref()) {
            let _ = writeln!(
                w,
                "| `{}` | `{}` | `{}` | {} | {:.1} | {:.1} |",
                r.circuit, c.from, c.to, c.cells, c.logic_ns, c.routing_ns
            );
        }
    }
}

/// The butterfly table, the ATP ranking and the critical paths.
fn butterfly_section(w: &mut String, rows: &[Row], seeds: &str) {
    if rows.is_empty() {
        return;
    }
    let _ = writeln!(
        w,
        "\n## Butterflies (PE-level comparison, reduction paper §4.3), measured in this run\n"
    );
    let _ = writeln!(
        w,
        "The same butterfly with each reducer. Artix-7: with DSP48E1 (default) and with \
         `-nodsp`. iCE40: LC includes the 61 I/O register flip-flops. ATP = LC / MHz \
         (LC·µs per butterfly at one butterfly per cycle); the last column divides it by \
         `Butterfly`'s.\n"
    );
    let _ = writeln!(
        w,
        "| circuit | reducer | file | Artix-7 LUT | FF | DSP | LUT (`-nodsp`) | FF (`-nodsp`) | \
         iCE40 LC | Fmax MHz (seeds {seeds}) | LC/MHz | ATP ÷ `Butterfly` |"
    );
    let _ = writeln!(
        w,
        "|---|---|---|---:|---:|---:|---:|---:|---:|---|---:|---:|"
    );
    let reference = rows
        .iter()
        .find(|r| r.circuit == BUTTERFLIES[0].name)
        .and_then(|r| r.atp.ice40_lc_per_mhz);
    for r in rows {
        let x = r.xc7.as_ref();
        let n = r.xc7_nodsp.as_ref();
        let reducer = BUTTERFLIES
            .iter()
            .find(|e| e.stem == r.name)
            .map_or("—", |e| e.detail);
        let ratio = r.atp.ice40_lc_per_mhz.zip(reference).map(|(a, b)| a / b);
        let _ = writeln!(
            w,
            "| `{}` | `{}` | `{}` | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
            r.circuit,
            reducer,
            r.name,
            opt(x.map(|x| x.lut)),
            opt(x.map(|x| x.ff)),
            opt(x.map(|x| x.dsp)),
            opt(n.map(|x| x.lut)),
            opt(n.map(|x| x.ff)),
            opt(r.ice40.as_ref().map(|i| i.lc)),
            fmax_cell(r.ice40.as_ref()),
            opt_f(r.atp.ice40_lc_per_mhz),
            opt_f(ratio),
        );
    }
    let mut ranked: Vec<(&str, f64)> = rows
        .iter()
        .filter_map(|r| Some((r.circuit.as_str(), r.atp.ice40_lc_per_mhz?)))
        .collect();
    ranked.sort_by(|a, b| a.1.total_cmp(&b.1));
    if let Some(pos) = ranked.iter().position(|(c, _)| *c == BUTTERFLIES[0].name) {
        let better: Vec<String> = ranked[..pos]
            .iter()
            .map(|(c, a)| format!("`{c}` ({a:.2})"))
            .collect();
        let _ = writeln!(
            w,
            "\nRanking by iCE40 LC/MHz in this run: `{}` (Dadda) is {} of {}{}.",
            BUTTERFLIES[0].name,
            pos + 1,
            ranked.len(),
            if better.is_empty() {
                " (lowest ATP)".to_string()
            } else {
                format!("; lower: {}", better.join(", "))
            }
        );
    }
    let _ = writeln!(w, "\nCritical paths (post-route, median seed):\n");
    critical_path_table(w, rows);
}

/// The NTT engine tables: resources, cycles, memory mapping, critical paths.
fn engine_section(w: &mut String, rows: &[Row], seeds: &str) {
    if rows.is_empty() {
        return;
    }
    let _ = writeln!(w, "\n## NTT engine, measured in this run\n");
    let _ = writeln!(
        w,
        "| circuit | file | Artix-7 LUT | FF | RAMB18 | RAMB36 | DSP | iCE40 LC | EBR | \
         Fmax MHz (seeds {seeds}) | LC/MHz | NTT µs at Fmax |"
    );
    let _ = writeln!(
        w,
        "|---|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|"
    );
    for r in rows {
        let x = r.xc7.as_ref();
        let i = r.ice40.as_ref();
        let ntt_us = r
            .cycles
            .as_ref()
            .and_then(|c| c.iter().find(|c| c.op == EngineOp::Ntt.name()))
            .zip(i.filter(|i| i.fmax_mhz > 0.0))
            .map(|(c, i)| c.measured as f64 / i.fmax_mhz);
        let _ = writeln!(
            w,
            "| `{}` | `{}` | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
            r.circuit,
            r.name,
            opt(x.map(|x| x.lut)),
            opt(x.map(|x| x.ff)),
            opt(x.map(|x| x.ramb18)),
            opt(x.map(|x| x.ramb36)),
            opt(x.map(|x| x.dsp)),
            opt(i.map(|i| i.lc)),
            opt(i.map(|i| i.ebr)),
            fmax_cell(i),
            opt_f(r.atp.ice40_lc_per_mhz),
            opt_f(ntt_us),
        );
    }

    let _ = writeln!(
        w,
        "\n### Cycles per operation (`EngineSim`, checked against `EngineOp::cycles_on`)\n"
    );
    let with_cycles: Vec<(&Row, &Vec<OpCycles>)> = rows
        .iter()
        .filter_map(|r| Some((r, r.cycles.as_ref()?)))
        .collect();
    let mut header = "| operation |".to_string();
    let mut rule = "|---|".to_string();
    for (r, _) in &with_cycles {
        let _ = write!(
            header,
            " `{0}` passes | `{0}` cycles | `{0}` model | `{0}` result = model |",
            r.circuit
        );
        rule.push_str("---:|---:|---:|---|");
    }
    let _ = writeln!(w, "{header}\n{rule}");
    if let Some((_, first)) = with_cycles.first() {
        for (k, op) in first.iter().enumerate() {
            let mut line = format!("| {} |", op.op);
            for (_, cycles) in &with_cycles {
                match cycles.get(k) {
                    Some(c) => {
                        let same = if c.measured == c.model { "✓" } else { "✗" };
                        let _ = write!(
                            line,
                            " {} | {} | {} {same} | {} |",
                            c.memory_passes,
                            c.measured,
                            c.model,
                            check_mark(Some(c.result_matches_model))
                        );
                    }
                    None => line.push_str(" — | — | — | — |"),
                }
            }
            let _ = writeln!(w, "{line}");
        }
    }

    let _ = writeln!(
        w,
        "\n### Memory mapping (yosys `memory_libmap` / `memory_map`)\n"
    );
    let mut all_rams_in_block_ram = true;
    let _ = writeln!(
        w,
        "| circuit | target | memory | mapped to | yosys log line |\n|---|---|---|---|---|"
    );
    for r in rows {
        for m in r.memories.iter().flatten() {
            let ram = m.memory.starts_with("bank");
            all_rams_in_block_ram &= !ram || m.is_block_ram();
            let to = if m.is_block_ram() {
                format!("`{}`", m.mapped_to)
            } else {
                format!("**{}**", m.mapped_to)
            };
            let _ = writeln!(
                w,
                "| `{}` | {} | `{}` | {} | `{}` |",
                r.circuit, m.target, m.memory, to, m.log_line
            );
        }
    }
    let _ = writeln!(
        w,
        "\nPolynomial RAM banks in block RAM on both targets: {}.",
        if all_rams_in_block_ram {
            "yes"
        } else {
            "**no, see the rows in bold**"
        }
    );
    let _ = writeln!(w, "\nCritical paths (post-route, median seed):\n");
    critical_path_table(w, rows);
}

/// The EBR budget table.
fn ebr_section(w: &mut String, budget: &[EbrEntry]) {
    if budget.is_empty() {
        return;
    }
    let _ = writeln!(
        w,
        "\n## EBR budget, iCE40-HX8K ({HX8K_EBR} × SB_RAM40_4K)\n"
    );
    let _ = writeln!(
        w,
        "| block | EBR, design with `NttEngineP1` | EBR, design with `NttEngineP2` | EBR, design with `NttEngineP2Fused` | source |\n\
         |---|---:|---:|---:|---|"
    );
    for e in budget {
        let kind = if e.estimate {
            "**estimate**: "
        } else if e.basis.starts_with("derived") {
            ""
        } else {
            "measured: "
        };
        let _ = writeln!(
            w,
            "| {} | {} | {} | {} | {kind}{} |",
            e.block, e.ebr_p1, e.ebr_p2, e.ebr_fused, e.basis
        );
    }
    let t1: u32 = budget.iter().map(|e| e.ebr_p1).sum();
    let t2: u32 = budget.iter().map(|e| e.ebr_p2).sum();
    let tf: u32 = budget.iter().map(|e| e.ebr_fused).sum();
    let _ = writeln!(
        w,
        "| **total** (measured + estimated) | **{t1}** | **{t2}** | **{tf}** | of {HX8K_EBR} |\n\
         | free | {} | {} | {} | |",
        i64::from(HX8K_EBR) - i64::from(t1),
        i64::from(HX8K_EBR) - i64::from(t2),
        i64::from(HX8K_EBR) - i64::from(tf)
    );
}

/// Draws the reducers' ATP scatter plot into an SVG string.
fn atp_svg(rows: &[Row]) -> Result<String> {
    let points: Vec<(f64, f64, &str)> = rows
        .iter()
        .filter_map(|r| {
            let x = r.atp.xc7_lut_x_path? as f64;
            let y = r.atp.ice40_lc_per_mhz?;
            (x > 0.0 && y > 0.0).then_some((x, y, r.circuit.as_str()))
        })
        .collect();
    scatter_svg(
        &points,
        &Scatter {
            caption: "Modular reducers: area × delay (same run, lower left is better)",
            x_desc: "Artix-7 LUT × path (cells)",
            y_desc: "iCE40-HX8K LC / MHz",
            log: true,
            empty: "no row has both Artix-7 and iCE40 figures",
            iso: None,
        },
    )
}

/// Draws the butterflies' iCE40 LC against clock period into an SVG string, with the curve
/// of equal ATP through `Butterfly`.
fn butterfly_svg(rows: &[Row]) -> Result<String> {
    let points: Vec<(f64, f64, &str)> = rows
        .iter()
        .filter_map(|r| {
            let i = r.ice40.as_ref().filter(|i| i.fmax_mhz > 0.0)?;
            Some((f64::from(i.lc), 1000.0 / i.fmax_mhz, r.circuit.as_str()))
        })
        .collect();
    let iso = points
        .iter()
        .find(|p| p.2 == BUTTERFLIES[0].name)
        .map(|p| p.0 * p.1);
    let label = format!("equal ATP (LC × ns) to {}", BUTTERFLIES[0].name);
    scatter_svg(
        &points,
        &Scatter {
            caption: "Butterflies on iCE40-HX8K: area and period (same run, lower left is better)",
            x_desc: "iCE40-HX8K LC (61 I/O register FFs included)",
            y_desc: "clock period at median Fmax (ns)",
            log: false,
            empty: "no butterfly row has iCE40 figures",
            iso: iso.map(|v| (v, label.as_str())),
        },
    )
}

/// Labels and axes of a [`scatter_svg`].
struct Scatter<'a> {
    caption: &'a str,
    x_desc: &'a str,
    y_desc: &'a str,
    /// Log–log axes (decade bounds) instead of linear ones around the points.
    log: bool,
    /// Shown when there are no points.
    empty: &'a str,
    /// A curve x · y = value, with its legend.
    iso: Option<(f64, &'a str)>,
}

/// A scatter plot of labelled points into an SVG string.
fn scatter_svg(points: &[(f64, f64, &str)], s: &Scatter) -> Result<String> {
    use plotters::coord::ranged1d::ValueFormatter;
    use plotters::coord::types::RangedCoordf64;
    use plotters::prelude::*;

    // Log axes from the decade below the smallest point to the decade above the largest,
    // so there are always labelled ticks; linear axes with a margin around the points; a
    // fixed range when there are no points.
    let span = |vals: Vec<f64>| -> (f64, f64) {
        let lo = vals.iter().copied().fold(f64::INFINITY, f64::min);
        let hi = vals.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        match (lo.is_finite() && hi.is_finite(), s.log) {
            (true, true) => (
                10f64.powf((lo * 0.8).log10().floor()),
                10f64.powf((hi * 1.25).log10().ceil()),
            ),
            (true, false) => {
                let pad = ((hi - lo) * 0.12).max(hi * 0.05);
                ((lo - pad).max(0.0), hi + pad)
            }
            (false, _) => (1.0, 10.0),
        }
    };
    let (x0, x1) = span(points.iter().map(|p| p.0).collect());
    let (y0, y1) = span(points.iter().map(|p| p.1).collect());
    // Position in the plot as a fraction of each axis, to find labels that would collide.
    let frac = |v: f64, lo: f64, hi: f64| {
        if s.log {
            (v.log10() - lo.log10()) / (hi.log10() - lo.log10())
        } else {
            (v - lo) / (hi - lo)
        }
    };
    // Labels: from an estimate of each point's position in the plot area (about 750 × 430
    // px), a label (about 8 px per character, 16 px high) goes on the right of its point, or
    // on its left if it would leave the plot, just above it or, if that overlaps a label
    // placed before, just below, then 16 px further up or down, and so on.
    let mut boxes: Vec<(f64, f64, f64)> = Vec::new(); // (left, top, right)
    let placed: Vec<(f64, f64, &str, (i32, i32))> = points
        .iter()
        .map(|&(x, y, label)| {
            let px = frac(x, x0, x1) * 750.0;
            let width = 8.0 * label.chars().count() as f64;
            let dx = if px + 8.0 + width > 760.0 {
                -8 - width as i32
            } else {
                8
            };
            let left = px + f64::from(dx);
            let right = left + width;
            let top = (1.0 - frac(y, y0, y1)) * 430.0;
            // Above the point, below it, further above, further below, …
            let candidates = (0..=2 * boxes.len() as i32).map(|k| {
                if k % 2 == 0 {
                    -14 - 8 * k
                } else {
                    6 + 8 * (k - 1)
                }
            });
            let free = |dy: i32| {
                !boxes.iter().any(|&(l, t, r)| {
                    left < r && l < right && (top + f64::from(dy) - t).abs() < 16.0
                })
            };
            let dy = candidates.clone().find(|&dy| free(dy)).unwrap_or(-14);
            boxes.push((left, top + f64::from(dy), right));
            (x, y, label, (dx, dy))
        })
        .collect();
    let iso: Vec<(f64, f64)> = s.iso.map_or_else(Vec::new, |(v, _)| {
        (0..=200)
            .map(|i| x0 + (x1 - x0) * f64::from(i) / 200.0)
            .filter(|&x| x > 0.0 && (y0..=y1).contains(&(v / x)))
            .map(|x| (x, v / x))
            .collect()
    });

    // The drawing for either coordinate kind.
    fn draw<X, Y>(
        chart: &mut ChartContext<'_, SVGBackend<'_>, Cartesian2d<X, Y>>,
        placed: &[(f64, f64, &str, (i32, i32))],
        iso: &[(f64, f64)],
        s: &Scatter,
    ) -> Result<()>
    where
        X: Ranged<ValueType = f64> + ValueFormatter<f64>,
        Y: Ranged<ValueType = f64> + ValueFormatter<f64>,
    {
        chart
            .configure_mesh()
            .x_desc(s.x_desc)
            .y_desc(s.y_desc)
            .label_style(("sans-serif", 14))
            .x_label_formatter(&|v| format!("{v:.0}"))
            .y_label_formatter(&|v| {
                if *v >= 1.0 {
                    format!("{v:.0}")
                } else {
                    format!("{v}")
                }
            })
            .axis_desc_style(("sans-serif", 16))
            .draw()
            .map_err(|e| anyhow!("SVG mesh: {e}"))?;
        if let (Some((_, legend)), Some(&(x, y))) = (s.iso, iso.last()) {
            chart
                .draw_series(LineSeries::new(iso.iter().copied(), RED.stroke_width(1)))
                .map_err(|e| anyhow!("SVG curve: {e}"))?;
            // The curve's label above its lower-right end.
            chart
                .draw_series(std::iter::once(
                    EmptyElement::at((x, y))
                        + Text::new(
                            legend.to_string(),
                            (-250, -20),
                            ("sans-serif", 14).into_font().color(&RED),
                        ),
                ))
                .map_err(|e| anyhow!("SVG curve label: {e}"))?;
        }
        chart
            .draw_series(placed.iter().map(|&(x, y, label, (dx, dy))| {
                // A leader line to a label moved away from its point.
                let lead = if dy == -14 {
                    vec![(0, 0)]
                } else {
                    vec![(0, 0), (dx.signum() * 6, dy + 8)]
                };
                EmptyElement::at((x, y))
                    + Circle::new((0, 0), 5, BLUE.filled())
                    + PathElement::new(lead, BLACK.mix(0.5))
                    + Text::new(label.to_string(), (dx, dy), ("sans-serif", 15))
            }))
            .map_err(|e| anyhow!("SVG points: {e}"))?;
        Ok(())
    }

    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (860, 560)).into_drawing_area();
        root.fill(&WHITE).map_err(|e| anyhow!("SVG: {e}"))?;
        let mut builder = ChartBuilder::on(&root);
        builder
            .caption(s.caption, ("sans-serif", 20))
            .margin(20)
            .x_label_area_size(50)
            .y_label_area_size(70);
        if s.log {
            let mut chart = builder
                .build_cartesian_2d((x0..x1).log_scale(), (y0..y1).log_scale())
                .map_err(|e| anyhow!("SVG chart: {e}"))?;
            draw(&mut chart, &placed, &iso, s)?;
        } else {
            let mut chart = builder
                .build_cartesian_2d::<RangedCoordf64, RangedCoordf64>(
                    (x0..x1).into(),
                    (y0..y1).into(),
                )
                .map_err(|e| anyhow!("SVG chart: {e}"))?;
            draw(&mut chart, &placed, &iso, s)?;
        }
        if points.is_empty() {
            root.draw(&Text::new(s.empty, (300, 280), ("sans-serif", 16)))
                .map_err(|e| anyhow!("SVG: {e}"))?;
        }
        root.present().map_err(|e| anyhow!("SVG: {e}"))?;
    }
    Ok(svg)
}

/// A compact comparison table of a `report.json` written by [`write_report`] (for `demo`):
/// one line per measured reducer row with its ATP figures and exhaustive-check results.
pub fn comparison_table(json: &str) -> Result<String> {
    let report: Report = serde_json::from_str(json).context("parsing report.json")?;
    let mut out = format!(
        "Tools: {} | {}\n\n| circuit | Artix-7 LUT | path | LUT × path | iCE40 LC | Fmax MHz | LC / MHz | exhaustive Rust / Verilator |\n|---|---:|---:|---:|---:|---:|---:|---|\n",
        report.tools.yosys, report.tools.nextpnr_ice40
    );
    for r in &report.rows {
        let _ = writeln!(
            out,
            "| {} | {} | {} | {} | {} | {} | {} | {} / {} |",
            r.circuit,
            opt(r.xc7.as_ref().map(|x| x.lut)),
            opt(r.xc7.as_ref().and_then(|x| x.path)),
            opt(r.atp.xc7_lut_x_path),
            opt(r.ice40.as_ref().map(|i| i.lc)),
            opt(r.ice40.as_ref().map(|i| format!("{:.2}", i.fmax_mhz))),
            opt(r.atp.ice40_lc_per_mhz.map(|a| format!("{a:.2}"))),
            check_mark(r.exhaustive.rust),
            check_mark(r.exhaustive.verilator),
        );
    }
    Ok(out)
}

/// Writes `report.md`, `report.json` and `report_atp.svg` into `out_dir` (created if needed)
/// for a report with reducer rows only. See [`write_full_report`].
pub fn write_report(
    rows: &[Row],
    tree: Option<TreeFigures>,
    tools: &Tools,
    out_dir: &Path,
) -> Result<()> {
    write_full_report(
        &Report {
            tools: tools.clone(),
            tree,
            rows: rows.to_vec(),
            ..Report::default()
        },
        out_dir,
    )
}

/// Writes `report.md`, `report.json`, `report_atp.svg` and, when there are butterfly rows,
/// `report_butterfly_atp.svg` into `out_dir` (created if needed). The ATP products of each
/// row and the EBR budget are recomputed from the figures.
pub fn write_full_report(report: &Report, out_dir: &Path) -> Result<()> {
    ensure_dir(out_dir)?;
    let with_atp = |rows: &[Row]| -> Vec<Row> {
        rows.iter()
            .map(|r| Row {
                atp: Atp::of(r.xc7.as_ref(), r.ice40.as_ref()),
                ..r.clone()
            })
            .collect()
    };
    let report = Report {
        tools: report.tools.clone(),
        tree: report.tree,
        rows: with_atp(&report.rows),
        butterflies: with_atp(&report.butterflies),
        engines: with_atp(&report.engines),
        keccak: with_atp(&report.keccak),
        device: with_atp(&report.device),
        ebr_budget: ebr_budget(&report.engines, &report.keccak, &report.device),
    };
    let json = serde_json::to_string_pretty(&report).context("serialising report.json")?;
    let mut files = vec![
        ("report.json", json + "\n"),
        ("report.md", markdown(&report)),
        ("report_atp.svg", atp_svg(&report.rows)?),
    ];
    if !report.butterflies.is_empty() {
        files.push((
            "report_butterfly_atp.svg",
            butterfly_svg(&report.butterflies)?,
        ));
    }
    for (name, text) in files {
        let p = out_dir.join(name);
        std::fs::write(&p, text).with_context(|| format!("writing {}", p.display()))?;
    }
    Ok(())
}

/// Synthesises one reducer (`verilog`, module `top`) on both targets with the default
/// [`SynthOptions`] and returns its row (`name` = Rust type, `stem` = file stem); the tool
/// files go to `work_dir`. Exhaustive results are left `null`.
pub fn measure_reducer(name: &str, stem: &str, verilog: &str, work_dir: &Path) -> Result<Row> {
    let m = synth::measure(verilog, work_dir, &SynthOptions::default())
        .with_context(|| format!("measuring {name} ({stem})"))?;
    Ok(Row::new(stem, name, Some(m.xc7), Some(m.ice40)))
}

/// "yosys xc7 5.2 s, nextpnr seed 1 2.9 s, …".
fn timing_line(m: &synth::Measurement) -> String {
    let times: Vec<String> = m
        .timings
        .iter()
        .map(|(step, d)| format!("{step} {:.1} s", d.as_secs_f64()))
        .collect();
    times.join(", ")
}

/// Measures every reducer of [`REDUCERS`] (tool files under `work_dir/<stem>/`). With
/// `verify`, each exported Verilog is also checked exhaustively under Verilator
/// (`work_dir/<stem>/verilator/`) and in the RustHDL simulation.
fn reducer_rows(
    work_dir: &Path,
    verify: bool,
    progress: &mut impl FnMut(&str),
) -> Result<Vec<Row>> {
    let opts = SynthOptions::default();
    let mut rows = Vec::new();
    for e in &REDUCERS {
        let dir = work_dir.join(e.stem);
        progress(&format!("{}: synthesising ({})", e.stem, e.name));
        let verilog = (e.verilog)();
        let m = synth::measure(&verilog, &dir, &opts)
            .with_context(|| format!("measuring {} ({})", e.name, e.stem))?;
        progress(&format!(
            "{}: {} LUT, path {}, {} LC, Fmax {:.2} MHz [{}]",
            e.stem,
            m.xc7.lut,
            opt(m.xc7.path),
            m.ice40.lc,
            m.ice40.fmax_mhz,
            timing_line(&m)
        ));
        let mut row = Row::new(e.stem, e.name, Some(m.xc7), Some(m.ice40));
        if verify {
            let v =
                crate::rtl::reduce::verilated::exhaustive_check(&verilog, &dir.join("verilator"))
                    .with_context(|| format!("Verilator check of {} ({})", e.name, e.stem))?;
            progress(&format!(
                "{}: Verilator checked {} inputs, {} mismatches{} [build {:.1} s, run {:.1} s]",
                e.stem,
                v.checked,
                v.mismatches,
                v.first_mismatch
                    .map(|(c, got, want)| format!(", first c={c}: got {got}, want {want}"))
                    .unwrap_or_default(),
                v.build_time.as_secs_f64(),
                v.run_time.as_secs_f64()
            ));
            row.exhaustive.verilator = Some(v.is_exact());
            progress(&format!("{}: RustHDL simulation of every product", e.stem));
            let rust = (e.exhaustive_mismatch)(2);
            if let Some((c, got, want)) = rust {
                progress(&format!(
                    "{}: RustHDL mismatch at c={c}: got {got}, want {want}",
                    e.stem
                ));
            }
            row.exhaustive.rust = Some(rust.is_none());
        }
        rows.push(row);
    }
    Ok(rows)
}

/// Measures every butterfly of [`BUTTERFLIES`] ([`Harness::Butterfly`], Artix-7 with and
/// without DSP48s), tool files under `work_dir/<stem>/`.
fn butterfly_rows(work_dir: &Path, progress: &mut impl FnMut(&str)) -> Result<Vec<Row>> {
    let opts = SynthOptions {
        nodsp: false,
        ..SynthOptions::default()
    };
    let mut rows = Vec::new();
    for e in &BUTTERFLIES {
        progress(&format!(
            "{}: synthesising ({}, {})",
            e.stem, e.name, e.detail
        ));
        let m = synth::measure_with(
            &(e.verilog)(),
            &work_dir.join(e.stem),
            &opts,
            Harness::Butterfly,
            true,
        )
        .with_context(|| format!("measuring {} ({})", e.name, e.stem))?;
        progress(&format!(
            "{}: {} LUT + {} DSP ({} LUT with -nodsp), {} LC, Fmax {:.2} MHz [{}]",
            e.stem,
            m.xc7.lut,
            m.xc7.dsp,
            opt(m.xc7_nodsp.map(|x| x.lut)),
            m.ice40.lc,
            m.ice40.fmax_mhz,
            timing_line(&m)
        ));
        rows.push(Row {
            xc7_nodsp: m.xc7_nodsp,
            ..Row::new(e.stem, e.name, Some(m.xc7), Some(m.ice40))
        });
    }
    Ok(rows)
}

/// Measures every engine of [`ENGINES`] ([`Harness::Bare`]) and runs its operations in
/// [`EngineSim`]; tool files under `work_dir/<stem>/`.
fn engine_rows(work_dir: &Path, progress: &mut impl FnMut(&str)) -> Result<Vec<Row>> {
    let opts = SynthOptions {
        nodsp: false,
        ..SynthOptions::default()
    };
    let mut rows = Vec::new();
    for entry in &ENGINES {
        let e = &entry.circuit;
        progress(&format!(
            "{}: simulating every operation ({})",
            e.stem, e.name
        ));
        let t = std::time::Instant::now();
        let cycles = (entry.cycles)().with_context(|| format!("simulating {}", e.name))?;
        let summary: Vec<String> = cycles
            .iter()
            .map(|c| {
                let flag = if c.measured == c.model && c.result_matches_model {
                    ""
                } else {
                    " MISMATCH"
                };
                format!("{} {} (model {}){flag}", c.op, c.measured, c.model)
            })
            .collect();
        progress(&format!(
            "{}: {} [{:.1} s]",
            e.stem,
            summary.join(", "),
            t.elapsed().as_secs_f64()
        ));
        progress(&format!("{}: synthesising ({})", e.stem, e.name));
        let m = synth::measure_with(
            &(e.verilog)(),
            &work_dir.join(e.stem),
            &opts,
            Harness::Bare,
            false,
        )
        .with_context(|| format!("measuring {} ({})", e.name, e.stem))?;
        let in_logic: Vec<String> = m
            .memories
            .iter()
            .filter(|m| !m.is_block_ram())
            .map(|m| format!("{} {} ({})", m.target, m.memory, m.log_line))
            .collect();
        progress(&format!(
            "{}: {} LUT, {} FF, {} RAMB18 + {} RAMB36, {} DSP; {} LC, {} EBR, Fmax {:.2} MHz; \
             memories in logic: {} [{}]",
            e.stem,
            m.xc7.lut,
            m.xc7.ff,
            m.xc7.ramb18,
            m.xc7.ramb36,
            m.xc7.dsp,
            m.ice40.lc,
            m.ice40.ebr,
            m.ice40.fmax_mhz,
            if in_logic.is_empty() {
                "none".to_string()
            } else {
                in_logic.join("; ")
            },
            timing_line(&m)
        ));
        rows.push(Row {
            cycles: Some(cycles),
            memories: Some(m.memories),
            ..Row::new(e.stem, e.name, Some(m.xc7), Some(m.ice40))
        });
    }
    Ok(rows)
}

/// Measures every reducer of [`REDUCERS`], every butterfly of [`BUTTERFLIES`] and every
/// engine of [`ENGINES`], and writes the report into `out_dir`, with tool files under
/// `work_dir/<stem>/`. With `verify`, each reducer's Verilog is also checked exhaustively
/// under Verilator (`work_dir/<stem>/verilator/`) and in the RustHDL simulation.
/// `progress` receives one line per step, with timings. Any tool failure aborts with the
/// circuit named in the error.
pub fn run_report(
    out_dir: &Path,
    work_dir: &Path,
    tree: Option<TreeFigures>,
    verify: bool,
    mut progress: impl FnMut(&str),
) -> Result<()> {
    let tools = Tools::detect()?;
    let rows = reducer_rows(work_dir, verify, &mut progress)?;
    let butterflies = butterfly_rows(work_dir, &mut progress)?;
    let engines = engine_rows(work_dir, &mut progress)?;
    let keccak = super::report_keccak::keccak_rows(work_dir, &mut progress)?;
    let device = super::report_device::device_rows(work_dir, &mut progress)?;
    let report = Report {
        tools,
        tree,
        rows,
        butterflies,
        engines,
        keccak,
        device,
        ebr_budget: Vec::new(),
    };
    write_full_report(&report, out_dir)?;
    progress(&format!("report written to {}", out_dir.display()));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample_rows() -> Vec<Row> {
        let xc7 = Xc7Figures {
            lut: 1349,
            carry4: 363,
            muxf7: 1253,
            muxf8: 625,
            path: Some(297),
            ..Default::default()
        };
        let ice40 = Ice40Figures {
            lc: 777,
            ebr: 0,
            fmax_mhz: 12.44,
            fmax_seeds: vec![12.44, 12.70, 11.98],
            critical_path: None,
        };
        vec![
            Row::new("reduce_naive", "NaiveReducer", Some(xc7), Some(ice40)),
            Row::new("reduce_other", "Other", None, None),
        ]
    }

    fn ice40(lc: u32, ebr: u32, fmax_mhz: f64) -> Ice40Figures {
        Ice40Figures {
            lc,
            ebr,
            fmax_mhz,
            fmax_seeds: vec![fmax_mhz; 3],
            critical_path: Some(synth::CriticalPath {
                from: "m1.q".into(),
                to: "p2.d".into(),
                cells: 9,
                logic_ns: 5.0,
                routing_ns: 7.0,
            }),
        }
    }

    fn sample_butterflies() -> Vec<Row> {
        let xc7 = |lut, dsp| Xc7Figures {
            lut,
            ff: 72,
            dsp,
            ..Default::default()
        };
        [
            ("butterfly", "Butterfly", 900, 80.0),
            ("butterfly_naive", "ButterflyNaive", 1500, 12.0),
        ]
        .iter()
        .map(|&(stem, name, lc, f)| Row {
            xc7_nodsp: Some(xc7(lc / 3, 0)),
            ..Row::new(stem, name, Some(xc7(lc / 4, 1)), Some(ice40(lc, 0, f)))
        })
        .collect()
    }

    fn sample_engines() -> Vec<Row> {
        let mem = |target: &str, memory: &str, to: &str| MemoryMapping {
            target: target.into(),
            memory: memory.into(),
            mapped_to: to.into(),
            log_line: format!("mapping memory top.{memory} via {to}"),
        };
        [
            ("ntt_engine_p1", "NttEngineP1", 1, false, 7),
            ("ntt_engine_p2", "NttEngineP2", 2, false, 9),
            ("ntt_engine_p2_fused", "NttEngineP2Fused", 1, true, 8),
        ]
        .iter()
        .map(|&(stem, name, p, fused, ebr)| Row {
            cycles: Some(
                EngineOp::ALL
                    .iter()
                    .map(|op| OpCycles {
                        op: op.name().into(),
                        measured: op.cycles_on(p, fused),
                        model: op.cycles_on(p, fused),
                        memory_passes: op.memory_passes(fused),
                        result_matches_model: true,
                    })
                    .collect(),
            ),
            memories: Some(vec![
                mem("xc7", "bank0$0.mem", "$__XILINX_BLOCKRAM_TDP_"),
                mem("xc7", "twiddles.mem", "logic"),
                mem("ice40", "bank0$0.mem", "$__ICE40_RAM4K_"),
            ]),
            ..Row::new(
                stem,
                name,
                Some(Xc7Figures {
                    lut: 1000 * p as u32,
                    ramb18: 2 * p as u32,
                    dsp: 3,
                    ..Default::default()
                }),
                Some(ice40(2000 * p as u32, ebr, 50.0)),
            )
        })
        .collect()
    }

    #[test]
    fn json_has_the_agreed_shape_with_nulls() {
        let rep = Report {
            tools: Tools::default(),
            tree: None,
            rows: sample_rows(),
            ..Default::default()
        };
        let v: serde_json::Value = serde_json::to_value(&rep).unwrap();
        assert!(v["tree"].is_null());
        let r0 = &v["rows"][0];
        assert_eq!(r0["name"], "reduce_naive");
        assert_eq!(r0["circuit"], "NaiveReducer");
        assert_eq!(r0["xc7"]["lut"], 1349);
        assert_eq!(r0["ice40"]["fmax_seeds"].as_array().unwrap().len(), 3);
        assert_eq!(r0["atp"]["xc7_lut_x_path"], 1349 * 297);
        assert!(r0["exhaustive"]["rust"].is_null());
        assert!(r0["cycles"].is_null() && r0["memories"].is_null() && r0["xc7_nodsp"].is_null());
        assert!(v["rows"][1]["xc7"].is_null());
        assert!(v["rows"][1]["atp"]["ice40_lc_per_mhz"].is_null());
        for k in ["yosys", "nextpnr_ice40", "verilator"] {
            assert!(v["tools"][k].is_string());
        }
        for k in ["butterflies", "engines", "ebr_budget"] {
            assert!(v[k].as_array().unwrap().is_empty(), "{k}");
        }
        // A row written without some fields still loads (forward-compatible rows), and so
        // does a report written before the butterfly and engine sections existed.
        let old: Row = serde_json::from_str(r#"{"name":"x","circuit":"X"}"#).unwrap();
        assert_eq!(old.xc7, None);
        let old: Report = serde_json::from_str(
            r#"{"tools":{"yosys":"y","nextpnr_ice40":"n","verilator":"v"},"tree":null,
                "rows":[{"name":"x","circuit":"X","xc7":{"lut":1,"ff":0,"carry4":0,"muxf7":0,
                "muxf8":0,"dsp":0,"bram":0,"path":3}}]}"#,
        )
        .unwrap();
        assert_eq!(old.rows[0].xc7.unwrap().path, Some(3));
        assert!(old.engines.is_empty());
    }

    #[test]
    fn markdown_and_svg_render() {
        let rep = Report {
            tools: Tools::default(),
            tree: Some(PAPER_TREE),
            rows: sample_rows(),
            ..Default::default()
        };
        let md = markdown(&rep);
        assert!(md.contains("bit tree: 62 bits, height 8, 3 levels, 33 FA / 7 HA"));
        assert!(md.contains("| `NaiveReducer` | `reduce_naive` | 1349 |"));
        assert!(md.contains("12.44 (12.44, 12.70, 11.98)"));
        assert!(md.contains("not same-run"));
        assert!(!md.contains("## Butterflies") && !md.contains("## EBR budget"));
        let svg = atp_svg(&rep.rows).unwrap();
        assert!(svg.starts_with("<svg"));
        assert!(svg.contains("NaiveReducer"));
        assert!(atp_svg(&[]).unwrap().contains("no row has both"));
    }

    #[test]
    fn butterfly_and_engine_sections_render() {
        let dir = std::env::temp_dir().join(format!("mlkem_report_test_{}", std::process::id()));
        let rep = Report {
            butterflies: sample_butterflies(),
            engines: sample_engines(),
            keccak: vec![Row::new(
                "keccak_sponge_serial",
                "KeccakSpongeSerial",
                None,
                Some(ice40(1900, 4, 75.0)),
            )],
            ..Default::default()
        };
        write_full_report(&rep, &dir).unwrap();
        let md = std::fs::read_to_string(dir.join("report.md")).unwrap();
        let json: Report =
            serde_json::from_str(&std::fs::read_to_string(dir.join("report.json")).unwrap())
                .unwrap();
        let svg = std::fs::read_to_string(dir.join("report_butterfly_atp.svg")).unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
        // Butterflies: DSP and -nodsp figures, LC/MHz and the ratio to `Butterfly`.
        assert!(md.contains(
            "| `Butterfly` | `DaddaReducer` | `butterfly` | 225 | 72 | 1 | 300 | 72 | 900 | \
             80.00 (80.00, 80.00, 80.00) | 11.25 | 1.00 |"
        ));
        assert!(md.contains("| `ButterflyNaive` | `NaiveReducer` |"));
        assert!(md.contains("| 125.00 | 11.11 |"));
        assert!(md.contains("`Butterfly` (Dadda) is 1 of 2 (lowest ATP)"));
        assert!(md.contains("| `Butterfly` | `m1.q` | `p2.d` | 9 | 5.0 | 7.0 |"));
        assert!(svg.contains("ButterflyNaive"));
        // Engines: block RAM, cycles against the model, memories, EBR budget.
        assert!(
            md.contains("| `NttEngineP1` | `ntt_engine_p1` | 1000 | 0 | 2 | 0 | 3 | 2000 | 7 |")
        );
        assert!(
            md.contains(
                "| NTT | 7 | 900 | 900 ✓ | ✓ | 7 | 452 | 452 ✓ | ✓ | 4 | 521 | 521 ✓ | ✓ |"
            ),
            "{md}"
        );
        assert!(md.contains("| 18.00 |"), "NTT µs at 50 MHz: 900 / 50");
        assert!(md.contains("| `NttEngineP1` | xc7 | `twiddles.mem` | **logic** |"));
        assert!(md.contains("Polynomial RAM banks in block RAM on both targets: yes."));
        assert!(md.contains(
            "| NTT engine (NttEngineP1 / NttEngineP2 / NttEngineP2Fused) | 7 | 9 | 8 | measured:"
        ));
        assert!(
            md.contains("| **total** (measured + estimated) | **14** | **16** | **15** | of 32 |")
        );
        assert!(md.contains("| free | 18 | 16 | 17 | |"));
        assert!(md.contains("**estimate**: "));
        assert_eq!(json.ebr_budget.len(), 2 + EBR_ESTIMATES.len());
        assert!(!json.ebr_budget[1].estimate, "the Keccak line is measured");
        assert!(json.ebr_budget[2..].iter().all(|e| e.estimate));
        // Keccak: the row and its targets.
        assert!(md.contains("## Keccak, measured in this run"));
        assert!(md.contains("| `KeccakSpongeSerial` |"));
        assert!(md.contains("1900 ✓"), "within the iCE40 LC target");
        assert_eq!(json.engines[0].atp.ice40_lc_per_mhz, Some(40.0));
    }

    #[test]
    fn device_rows_render_and_feed_the_ebr_budget() {
        let dir =
            std::env::temp_dir().join(format!("mlkem_report_dev_test_{}", std::process::id()));
        let device = vec![
            Row::new(
                "frame_link",
                "FrameLink",
                Some(Xc7Figures {
                    lut: 900,
                    ff: 460,
                    ramb18: 3,
                    bram: 3,
                    ..Default::default()
                }),
                None,
            ),
            Row {
                cycles: Some(vec![OpCycles {
                    op: "NTT".into(),
                    measured: 906,
                    model: 0,
                    memory_passes: 0,
                    result_matches_model: true,
                }]),
                ..Row::new(
                    "mlkem_device",
                    "MlKemDevice",
                    Some(Xc7Figures {
                        lut: 5000,
                        ff: 2500,
                        bram: 5,
                        ..Default::default()
                    }),
                    Some(ice40(7000, 14, 48.5)),
                )
            },
        ];
        let rep = Report {
            engines: sample_engines(),
            keccak: vec![Row::new(
                "keccak_sponge_serial",
                "KeccakSpongeSerial",
                None,
                Some(ice40(1900, 4, 75.0)),
            )],
            device,
            ..Default::default()
        };
        write_full_report(&rep, &dir).unwrap();
        let md = std::fs::read_to_string(dir.join("report.md")).unwrap();
        let json: Report =
            serde_json::from_str(&std::fs::read_to_string(dir.join("report.json")).unwrap())
                .unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
        assert!(md.contains("## The device, measured in this run"));
        assert!(md.contains("| `FrameLink` | UartRx/UartTx"), "{md}");
        assert!(
            md.contains("| 900 | 460 | 3 | – (not placed) | – | – |"),
            "{md}"
        );
        assert!(
            md.contains("| 5000 | 2500 | 5 | 7000 | 14 | 48.50 |"),
            "{md}"
        );
        assert!(md.contains("| NTT | 906 | yes |"));
        assert!(md.contains("median Fmax 48.50 MHz **does not meet** the device's 50 MHz clock"));
        assert!(md.contains("| 3 | 3 | 3 | derived from this run's rows: MlKemDevice 14 −"));
        // EBR: 14 − 7 (NttEngineP1) − 4 (Keccak) = 3 for the rest, no estimate left.
        assert_eq!(json.device.len(), 2);
        assert_eq!(json.ebr_budget.len(), 3);
        assert!(json.ebr_budget.iter().all(|e| !e.estimate));
        assert_eq!(json.ebr_budget[2].ebr_p1, 3);
        assert!(md.contains("| **total** (measured + estimated) | **14** | **16** | **15** |"));
        // Without a placed device the link is an estimate again.
        let b = ebr_budget(&rep.engines, &rep.keccak, &rep.device[..1]);
        assert!(b[2].estimate);
    }

    #[test]
    fn a_ram_in_logic_is_flagged() {
        let mut engines = sample_engines();
        engines[1].memories.as_mut().unwrap()[2].mapped_to = "logic".into();
        let md = markdown(&Report {
            engines,
            ..Default::default()
        });
        assert!(md.contains("Polynomial RAM banks in block RAM on both targets: **no"));
    }

    #[test]
    fn ebr_budget_needs_both_engines() {
        assert!(ebr_budget(&sample_engines()[..1], &[], &[]).is_empty());
        let b = ebr_budget(&sample_engines(), &[], &[]);
        assert_eq!((b[0].ebr_p1, b[0].ebr_p2, b[0].estimate), (7, 9, false));
    }

    #[test]
    fn butterfly_table_names_every_reducer_once() {
        let mut reducers: Vec<&str> = BUTTERFLIES.iter().map(|e| e.detail).collect();
        reducers.sort_unstable();
        let mut want: Vec<&str> = REDUCERS.iter().map(|e| e.name).collect();
        want.sort_unstable();
        assert_eq!(reducers, want);
        assert_eq!(BUTTERFLIES[0].detail, "DaddaReducer");
        assert!(BUTTERFLIES.iter().all(|e| e.stem.starts_with("butterfly")));
    }

    /// The cycle measurement the report uses agrees with the model for P = 1 (P = 2 runs in
    /// the end-to-end report test).
    #[test]
    fn engine_cycles_match_the_model() {
        let c = engine_cycles::<1, 10, false>().unwrap();
        assert_eq!(c.len(), EngineOp::ALL.len());
        for c in &c {
            assert_eq!(c.measured, c.model, "{}", c.op);
            assert!(c.result_matches_model, "{}", c.op);
        }
    }
}
