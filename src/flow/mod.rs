//! The tool flow around the circuits: synthesis measurements (yosys, nextpnr-ice40), the
//! bitstream and the report built from them (the Verilator drivers are in `rtl/<unit>/`).
//!
//! ```text
//!  rtl::catalog::CIRCUITS ─┬─► Verilog + harness ──► synth::measure_with   (Artix-7 LUT, path;
//!   (one entry per        │                                              iCE40 LC, EBR, Fmax)
//!    circuit)             ├─► reducers: rtl::reduce::verilated           (c % q, every c)
//!                         └─► report::{ntt,keccak,sample,device}::*cycles_of(stem)
//!                               (EngineSim, CoreSim, SpongeSim, the device under Verilator)
//!                                                               │
//!        report::{reduce,ntt,keccak,device,ebr} rows ───────────┘
//!        report::write_full_report ──► report.{md,json}, report_*.svg, docs/results.md
//! ```
//!
//! * [`synth`]: yosys `synth_xilinx` (Artix-7 cell counts, longest path) and
//!   `synth_ice40` + nextpnr-ice40 on the HX8K (logic cells, EBR, Fmax over several seeds,
//!   critical path), and where yosys put each memory.
//! * [`tools`]: which yosys / nextpnr-ice40 / icepack run (the pinned YoWASP wheels, or the
//!   Debian packages with `FPGA_TOOLS=debian`) and their versions.
//! * [`bitstream`]: the Alchitry Cu bitstream (yosys, nextpnr-ice40 with the board's pins and
//!   clock, icepack) with its `BUILD_INFO`, and the check of a committed one.
//! * [`report`]: a package with one module per unit (reducers, NTT, Keccak, samplers, the
//!   device), the schema of `report.json`, the anchors, the EBR budget, the Markdown and the
//!   charts. Its rows are the catalogue's circuits.
//!
//! Every tool runs inside a work directory the caller passes in; its full output is kept
//! there as a `.log` file next to the generated inputs. No function here panics when a tool
//! fails: the error says which tool, where its log is and how its output ended.

pub mod bitstream;
pub mod report;
pub mod synth;
pub mod tools;

pub(crate) use crate::sim::{ensure_dir, run_logged, tail};

pub use report::{
    Report, Row, Selection, Tools, TreeFigures, measure_reducer, run_report, write_full_report,
    write_report,
};
pub use synth::{Harness, Ice40Figures, SynthOptions, Xc7Figures};
