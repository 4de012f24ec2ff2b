//! The schema of `report.json`: every type the report serialises, and nothing that measures
//! or renders. The other report modules build and read these.

use std::process::Command;

use anyhow::{Result, bail};
use serde::{Deserialize, Serialize};

use crate::flow::synth::{Ice40Figures, MemoryMapping, Xc7Figures};
use crate::flow::tools::{Tool, ToolFlow, first_version_line};

/// The tool flow and the versions of the tools that produced the figures (the first line of
/// each tool's own version output).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Tools {
    /// Where yosys and nextpnr came from ([`ToolFlow::label`]); empty in a report written
    /// before the field existed (the Debian packages).
    #[serde(default)]
    pub flow: String,
    pub yosys: String,
    pub nextpnr_ice40: String,
    pub verilator: String,
}

impl Tools {
    /// The flow of `FPGA_TOOLS` and its tools' versions (`yosys -V`, `nextpnr-ice40
    /// --version`), and `verilator --version`. Fails, naming the tool, when one cannot be run.
    pub fn detect() -> Result<Tools> {
        let flow = ToolFlow::from_env()?;
        let v = flow.versions();
        for (tool, version) in [
            (Tool::Yosys, &v.yosys),
            (Tool::NextpnrIce40, &v.nextpnr_ice40),
        ] {
            if version == "unknown" {
                bail!(
                    "could not run {} ({}): install the tools with scripts/install-tools.sh, \
                     or choose FPGA_TOOLS=debian",
                    flow.program(tool).display(),
                    flow.label()
                );
            }
        }
        let verilator = first_version_line(Command::new("verilator").arg("--version"));
        if verilator == "unknown" {
            bail!("could not run `verilator --version`: is verilator installed?");
        }
        Ok(Tools {
            flow: flow.label().to_string(),
            yosys: v.yosys,
            nextpnr_ice40: v.nextpnr_ice40,
            verilator,
        })
    }
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

/// LUTs one DSP48E1 slice counts as in an area figure: the reduction paper's convention
/// (Area = LUT + 158·DSP, §4, for Ma et al.'s two-DSP Barrett).
pub const DSP_AS_LUT: u64 = 158;

/// Area × delay products of one row (`null` where a figure is missing).
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
pub struct Atp {
    /// Artix-7 area × `ltp` path length (cells), the area being LUT + [`DSP_AS_LUT`]·DSP (for
    /// every row without DSP48 slices, the LUT count).
    pub xc7_lut_x_path: Option<u64>,
    /// iCE40 logic cells ÷ median Fmax (MHz): LC·µs per result at one result per cycle.
    pub ice40_lc_per_mhz: Option<f64>,
}

impl Atp {
    /// The products of whatever figures are present.
    pub fn of(xc7: Option<&Xc7Figures>, ice40: Option<&Ice40Figures>) -> Atp {
        Atp {
            xc7_lut_x_path: xc7.and_then(|x| {
                Some((u64::from(x.lut) + DSP_AS_LUT * u64::from(x.dsp)) * u64::from(x.path?))
            }),
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
    /// Derived from `xc7` and `ice40`; `write_full_report` recomputes it.
    pub atp: Atp,
    pub exhaustive: Exhaustive,
    /// Artix-7 with `-nodsp` (LUT multiplier), for rows whose `xc7` run may use DSP48s.
    pub xc7_nodsp: Option<Xc7Figures>,
    /// Cycles of each engine operation (NTT engine rows).
    pub cycles: Option<Vec<OpCycles>>,
    /// Where yosys put each memory, both targets (rows of circuits with memories).
    pub memories: Option<Vec<MemoryMapping>>,
}

/// One operation of a row (an engine's, a sponge's, a sampler's, a device command), run in
/// simulation.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct OpCycles {
    /// What was run (an engine row: `EngineOp::name`).
    pub op: String,
    /// Cycles `busy` was high in the RustHDL simulation.
    pub measured: usize,
    /// The expected cycles: the model's count or the circuit's documented formula (for an
    /// engine, `EngineOp::cycles_on` for the row's P), or another simulator's count; `None`
    /// (`null`) where there is none.
    pub model: Option<usize>,
    /// Passes over the slot memory (`EngineOp::memory_passes`; 0 for other rows).
    pub memory_passes: usize,
    /// The result equals the model's.
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
    /// The butterfly with each reducer (`report::ntt::butterflies`).
    pub butterflies: Vec<Row>,
    /// The NTT engines (`report::ntt::engines`).
    pub engines: Vec<Row>,
    /// The Keccak circuits and the samplers (`report::keccak::circuits`).
    pub keccak: Vec<Row>,
    /// The generated reducers (`report::generated::circuits`): other moduli and windows, and
    /// the shift-add Barrett per q.
    pub generated: Vec<Row>,
    /// The device circuits (`report::device::circuits`): UART, link, codec and the whole
    /// `MlKemDevice`, with its command cycles.
    pub device: Vec<Row>,
    /// iCE40-HX8K block RAM budget; `write_full_report` derives it (`report::ebr::budget`).
    pub ebr_budget: Vec<EbrEntry>,
}

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
