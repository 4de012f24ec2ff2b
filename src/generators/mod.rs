//! Plain-Rust generators: no HDL dependency, so `build.rs` includes them to write generated
//! circuit source, and the model and the report use them without importing circuits.
//!
//! * [`bit_tree`]: the reduction paper's Equation (1) → bit tree → Dadda compressor schedule →
//!   the RustHDL source of `DaddaTree` / `YamanTree` (written by `build.rs`).

pub mod bit_tree;
