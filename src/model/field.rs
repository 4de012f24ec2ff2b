//! Arithmetic in Z_q (FIPS 203 §2.4) and the bit-exact twins of the reduction circuits.
//!
//! Each `reduce_*` function computes exactly what the circuit of the same name computes,
//! step by step with the same widths, so that a test can compare the two and a failing
//! intermediate can be located. All of them take a product c ∈ [0, (q−1)^2] and return
//! c mod q ∈ [0, q).

use crate::params::Q;

pub use super::bit_tree::{reduce_bitwise_yaman, reduce_dadda};

/// `NaiveReducer`: the specification, c mod q.
pub fn reduce_naive(c: u32) -> u32 {
    c % Q
}
