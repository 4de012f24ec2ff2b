//! # mlkem-fpga
//!
//! An ML-KEM (FIPS 203) hardware accelerator written in RustHDL, with the software that
//! verifies, exports, synthesises and measures it.
//!
//! ```text
//!  params ──► model (bit-exact software twins)       ┐
//!     │                                              ├─► tests: circuit == model, exhaustively
//!     └────► rtl (RustHDL circuits) ──► Verilog ──────┘        (RustHDL sim and Verilator)
//!                                        │
//!                                        └─► report (yosys / nextpnr: LUT, LC, Fmax, ATP)
//! ```
//!
//! * [`params`]: q, n, ζ, widths, parameter sets, the NTT and Keccak tables: the one place for
//!   numbers.
//! * [`generators`]: plain-Rust generators (the reduction bit tree), also used by `build.rs`.
//! * [`sim`]: the leaf verification harness (clock loop, VCD files, Verilator build/run/lint).
//! * [`model`]: bit-exact software models of every circuit.
//! * [`rtl`]: the circuits, one folder per unit with its drivers; [`rtl::catalog`] lists every
//!   exported circuit once.
//! * [`flow`]: synthesis (yosys, nextpnr), the bitstream and the report.
//! * [`protocol`]: the device's serial protocol (frames, opcodes, statuses, CRC-32), defined once.
//! * [`boards`]: board wrappers (Alchitry Cu).
//! * [`host`]: the host software: KEM backends and the CLI's `keygen`/`encaps`/`decaps`.

pub mod boards;
pub mod flow;
pub mod generators;
pub mod host;
pub mod model;
pub mod params;
pub mod protocol;
pub mod rtl;
pub mod sim;
