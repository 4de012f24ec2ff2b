//! Plain-Rust generators: no HDL dependency, so `build.rs` includes them to write generated
//! circuit source, and the model and the report use them without importing circuits.
//!
//! * [`bit_tree`]: the reduction paper's Equation (1) → bit tree → Dadda compressor schedule →
//!   the RustHDL source of `DaddaTree` / `YamanTree` (written by `build.rs`).
//! * [`barrett`]: the shift-add Barrett reduction for any q (signed-digit constants).
//! * [`fused`]: `FusedModMul`, partial products and reduction in one heap.
//! * [`moduli`]: the generated reducers for other moduli and windows, one list.

pub mod barrett;
pub mod bit_tree;
pub mod fused;
pub mod moduli;
