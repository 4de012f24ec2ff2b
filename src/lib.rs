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
//! * [`params`]: q, n, widths: the one place for numbers.
//! * [`model`]: bit-exact software models of every circuit.
//! * [`rtl`]: the circuits.
//! * [`flow`]: Verilog export, independent simulation (Verilator), synthesis reports.
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
