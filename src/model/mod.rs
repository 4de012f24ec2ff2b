//! Bit-exact software models of the circuits (FIPS 203 arithmetic in plain Rust, no HDL).
//!
//! * [`field`]: arithmetic in Z_q and the twins of every modular-reduction circuit.
//! * [`bit_tree`]: evaluation of the reduction bit trees and compressor netlists produced by
//!   [`crate::rtl::reduce::tree`], used as the twins of the tree-based reducers.

pub mod bit_tree;
pub mod field;
