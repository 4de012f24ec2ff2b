//! Arithmetic in Z_q (FIPS 203 §2.4) and the bit-exact twins of the reduction circuits.
//!
//! Each `reduce_*` function computes exactly what the circuit of the same name computes,
//! step by step with the same widths, so that a test can compare the two and a failing
//! intermediate can be located. All of them take a product c ∈ [0, (q−1)^2] and return
//! c mod q ∈ [0, q).

use crate::params::Q;

pub use super::bit_tree::{reduce_bitwise_yaman, reduce_dadda, reduce_dadda_highbyte};

/// `NaiveReducer`: the specification, c mod q.
pub fn reduce_naive(c: u32) -> u32 {
    c % Q
}

/// Barrett constant of `BarrettMul`: m = ⌊2^24 / q⌋ = 5039.
pub const BARRETT_M: u32 = (1 << 24) / Q;

/// `BarrettMul`: textbook Barrett reduction (P. Barrett, "Implementing the Rivest Shamir
/// and Adleman public key encryption algorithm on a standard digital signal processor",
/// CRYPTO '86; Menezes et al., *Handbook of Applied Cryptography*, Alg. 14.42) with
/// m = ⌊2^24/q⌋ = 5039.
///
/// Step by step as the circuit: c·m is formed from two 16×16 partial products
/// (c = c_hi·2^16 + c_lo), t = ⌊c·m / 2^24⌋ = ⌊(⌊p_lo / 2^16⌋ + p_hi) / 2^8⌋, then
/// r0 = c − t·q (only its low 13 bits, since 0 ≤ r0 < 2q) and one conditional subtract.
/// One subtract suffices: t ≥ c·m/2^24 − 1 gives r0 < c·(2^24 − q·m)/2^24 + q
/// ≤ 11,075,584·2385/2^24 + q ≈ 1574.5 + q < 2q (measured maximum r0 = 4903).
pub fn reduce_barrett_mul(c: u32) -> u32 {
    let c_lo = c & 0xFFFF; // Bits<16>
    let c_hi = (c >> 16) & 0xFF; // Bits<8>, zero-extended to Bits<16>
    let p_lo = c_lo * BARRETT_M; // Bits<32>: 16×16 product
    let p_hi = c_hi * BARRETT_M; // Bits<32>
    let t_acc = (p_lo >> 16) + p_hi; // Bits<32>: ⌊c·m / 2^16⌋
    let t = (t_acc >> 8) & 0xFFF; // Bits<12>: ⌊c·m / 2^24⌋ ≤ q − 1
    let tq = (t + (t << 8) + (t << 10) + (t << 11)) & 0x1FFF; // Bits<13>: t·q mod 2^13
    let r0 = c.wrapping_sub(tq) & 0x1FFF; // Bits<13>: c − t·q ∈ [0, 2q)
    let r1 = if r0 >= Q { r0 - Q } else { r0 }; // Bits<13>
    r1 & 0xFFF // Bits<12>
}

/// Correction lookup of `BarrettShiftAdd`, indexed by diff[14:12]: the constant k·q mod 2^13
/// added (mod 2^13) to diff[12:0] so that the result lies in [0, 2q).
///
/// Over c ∈ [0, (q−1)^2] the true diff lies in [−6987, 6396], so diff[14:12] is 000, 001,
/// 110 or 111 and diff[14] = diff[13]. The unreachable entries 010, 011, 100, 101 are
/// filled so that the table depends on diff[13:12] only (010 ≡ 110, 011 ≡ 111, 100 ≡ 000,
/// 101 ≡ 001): the lookup then ignores diff[14] (99 LUTs instead of 105 for a table with
/// k = −1 at 001 and zeros elsewhere, yosys `synth_xilinx -nodsp`).
pub const SHIFTADD_CORRECTION: [u32; 8] = [
    0,                   // 000: diff ∈ [0, 4095]          k = 0
    0,                   // 001: diff ∈ [4096, 6396]       k = 0
    (3 * Q) % (1 << 13), // 010: unreachable (as 110)
    (2 * Q) % (1 << 13), // 011: unreachable (as 111)
    0,                   // 100: unreachable (as 000)
    0,                   // 101: unreachable (as 001)
    (3 * Q) % (1 << 13), // 110: diff ∈ [−6987, −4097]     k = +3
    (2 * Q) % (1 << 13), // 111: diff ∈ [−4096, −1]        k = +2
];

/// `BarrettShiftAdd`: the multiplier-free Barrett reduction of Y. Xing and S. Li, "A Compact
/// Hardware Implementation of CCA-Secure Key Exchange Mechanism CRYSTALS-KYBER on FPGA",
/// IACR TCHES 2021(2), modular-reduction unit for q = 3329.
///
/// Step by step as the circuit: the quotient estimate
/// sum = c[23:12] + c[23:14] − c[23:18] − c[23:20] ≈ c·(2^−12 + 2^−14 − 2^−18 − 2^−20)
/// = c/3328.8 (12 bits, ∈ [0, q)); diff = c[14:0] − sum·q mod 2^15 with
/// q = 1 + 2^8 + 2^10 + 2^11, whose true value lies in [−6987, 6396] ⊂ (−3q, 2q); a lookup
/// on diff[14:12] ([`SHIFTADD_CORRECTION`]) adds k·q so that the 13-bit result lies in
/// [0, 2q); one conditional subtract of q gives c mod q.
pub fn reduce_barrett_shiftadd(c: u32) -> u32 {
    let sum = (((c >> 12) & 0xFFF) + ((c >> 14) & 0x3FF)) // Bits<12>, wrapping
        .wrapping_sub((c >> 18) & 0x3F)
        .wrapping_sub((c >> 20) & 0xF)
        & 0xFFF;
    let sq = (sum + (sum << 8) + (sum << 10) + (sum << 11)) & 0x7FFF; // Bits<15>: sum·q mod 2^15
    let diff = (c & 0x7FFF).wrapping_sub(sq) & 0x7FFF; // Bits<15>
    let corr = SHIFTADD_CORRECTION[(diff >> 12) as usize]; // Bits<13>
    let res = ((diff & 0x1FFF) + corr) & 0x1FFF; // Bits<13>: ∈ [0, 2q)
    let r1 = if res >= Q { res - Q } else { res }; // Bits<13>
    r1 & 0xFFF // Bits<12>
}

/// a·b mod q for a, b ∈ [0, q): the product reduced by the multiply-shift Barrett twin
/// (fixed latency, no division on secret data).
#[inline]
pub fn mul(a: u16, b: u16) -> u16 {
    reduce_barrett_mul(a as u32 * b as u32) as u16
}

/// a + b mod q for a, b ∈ [0, q), with one branch-free conditional subtraction.
#[inline]
pub fn add(a: u16, b: u16) -> u16 {
    reduce_once(a as u32 + b as u32)
}

/// a − b mod q for a, b ∈ [0, q).
#[inline]
pub fn sub(a: u16, b: u16) -> u16 {
    reduce_once(a as u32 + Q - b as u32)
}

/// x − q if x ≥ q else x, for x ∈ [0, 2q), without a data-dependent branch.
#[inline]
pub fn reduce_once(x: u32) -> u16 {
    let t = x.wrapping_sub(Q);
    let mask = 0u32.wrapping_sub(t >> 31); // all ones when x < q
    (t.wrapping_add(Q & mask)) as u16
}
