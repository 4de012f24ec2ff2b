//! The tool flow around the circuits: synthesis measurements (yosys, nextpnr-ice40), the
//! bitstream and the report built from them (the Verilator drivers are in `rtl/<unit>/`).
//!
//! ```text
//!  rtl::reduce::REDUCERS ──► Verilog (module `top`) ─┬─► reduce::verilated (c % q, all c)  
//!                                                    ├─► synth::synth_xc7              (Artix-7 LUT, path)
//!                                                    └─► synth::synth_ice40            (wrapper, LC, Fmax)
//!  report::BUTTERFLIES ──► Verilog ──► synth::measure_with(Harness::Butterfly)  (DSP / -nodsp, I/O regs)
//!  report::ENGINES ──────► Verilog ──► synth::measure_with(Harness::Bare)       (BRAM/EBR, memory mapping)
//!                    └───► rtl::ntt::sim::EngineSim                              (cycles per operation)
//!                                                               │
//!                               report::write_full_report ◄─────┘  report.{md,json}, report_*.svg
//! ```
//!
//! * [`synth`]: yosys `synth_xilinx` (Artix-7 cell counts, longest path) and
//!   `synth_ice40` + nextpnr-ice40 on the HX8K (logic cells, EBR, Fmax over several seeds,
//!   critical path), and where yosys put each memory.
//! * [`bitstream`]: the Alchitry Cu bitstream (yosys, nextpnr-ice40 with the board's pins and
//!   clock, icepack) with its `BUILD_INFO`, and the check of a committed one.
//! * [`report`]: the report rows (reducers, butterflies, NTT engines with their cycle
//!   counts), the anchor table, the EBR budget and the Markdown / JSON / SVG writers.
//!
//! Every tool runs inside a work directory the caller passes in; its full output is kept
//! there as a `.log` file next to the generated inputs. No function here panics when a tool
//! fails: the error says which tool, where its log is and how its output ended.

pub mod bitstream;
pub mod report;
pub mod report_device;
pub mod report_keccak;
pub mod synth;

pub(crate) use crate::sim::{ensure_dir, run_logged, tail};

pub use report::{
    Report, Row, Tools, TreeFigures, measure_reducer, run_report, write_full_report, write_report,
};
pub use synth::{Harness, Ice40Figures, SynthOptions, Xc7Figures};
