//! Arithmetic in Z_q (FIPS 203 §2.4) and the bit-exact twins of the reduction circuits.
//!
//! Each `reduce_*` function computes exactly what the circuit of the same name computes,
//! step by step with the same widths, so that a test can compare the two and a failing
//! intermediate can be located. All of them take a product c ∈ [0, (q−1)^2] and return
//! c mod q ∈ [0, q).

use crate::params::Q;

pub use super::bit_tree::{
    reduce_bitwise_guo, reduce_bitwise_yaman, reduce_dadda, reduce_dadda_highbyte,
    reduce_dadda_wide,
};

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
    barrett_finish(c, tq)
}

/// The last step the Barrett reducers share: r0 = c − t·q on 13 bits (∈ [0, 2q), given t·q
/// mod 2^13), one conditional subtract of q, the low 12 bits.
fn barrett_finish(c: u32, tq: u32) -> u32 {
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

/// `BarrettShiftAddChain`: Barrett reduction with m = ⌊2^24/q⌋ = 5039 formed by a chain of
/// shifts and adds, no multiplier (Chen et al., Integration 2021, as the reduction paper
/// describes it: "shift addition to avoid multiplication … dependency chains"; our
/// reconstruction, the paper's text was not available).
///
/// Step by step as the circuit: c·m = c·2^12 + c·2^10 − c·2^6 − c·2^4 − c as four dependent
/// 36-bit adders (5039 = 2^12 + 2^10 − 2^6 − 2^4 − 1), t = ⌊c·m / 2^24⌋, r0 = c − t·q on 13
/// bits (∈ [0, 2q), as for [`reduce_barrett_mul`]: the same t), one conditional subtract.
pub fn reduce_barrett_shiftadd_chain(c: u32) -> u32 {
    const _: () = assert!(BARRETT_M == (1 << 12) + (1 << 10) - (1 << 6) - (1 << 4) - 1);
    let c = u64::from(c);
    let mask = (1u64 << 36) - 1; // Bits<36>: c·m < 11,075,585 · 5039 < 2^36
    let p1 = ((c << 12) + (c << 10)) & mask;
    let p2 = p1.wrapping_sub(c << 6) & mask;
    let p3 = p2.wrapping_sub(c << 4) & mask;
    let p4 = p3.wrapping_sub(c) & mask; // c·m
    let t = ((p4 >> 24) & 0xFFF) as u32; // Bits<12>
    let tq = (t + (t << 8) + (t << 10) + (t << 11)) & 0x1FFF; // Bits<13>: t·q mod 2^13
    barrett_finish(c as u32, tq)
}

/// Pre-shift of `BarrettDsp`: x = ⌊c / 2^8⌋, 16 bits, so that x·m fits one 16×16 multiply.
pub const BARRETT_DSP_SHIFT: u32 = 8;

/// `BarrettDsp`: Barrett reduction with two real multipliers, each one DSP48E1 slice on the
/// Artix-7 (Ma et al., CISCE 2021, as the reduction paper, `shared/seeds/000` Table 2 ref.
/// [19], describes it: a Barrett reducer with two DSPs; the paper's text was not available,
/// this is our reconstruction).
///
/// Step by step as the circuit: x = ⌊c / 2^8⌋ (16 bits), t = ⌊x·m / 2^16⌋ with
/// m = ⌊2^24/q⌋ = 5039 (first multiply, 16×13), r0 = c − t·q (second multiply, 12×12; only
/// the low 13 bits) and one conditional subtract. The truncated x loses less than
/// m/2^16 < 0.08 of a quotient step, so r0 ∈ [0, 2q) still (maximum 5146 over every product,
/// checked by the unit test below).
pub fn reduce_barrett_dsp(c: u32) -> u32 {
    let x = (c >> BARRETT_DSP_SHIFT) & 0xFFFF; // Bits<16>
    let t = ((x * BARRETT_M) >> 16) & 0xFFF; // Bits<32> product, its bits [27:16]
    let tq = (t * Q) & 0x1FFF; // Bits<32> product, its low 13 bits
    barrett_finish(c, tq)
}

/// The Proth-form Barrett residue (Li et al., TCAD 2023, as the reduction paper describes it:
/// q = δ·2^e + 1 is a Proth prime, so a Barrett reduction by the small δ replaces the one by
/// q; our reconstruction, the paper's text was not available). With x = ⌊c / 2^e⌋,
/// c_L = c mod 2^e and any integer a, x = δa + b gives c = a·δ2^e + b·2^e + c_L ≡ b·2^e + c_L − a
/// (mod q), since δ·2^e ≡ −1. The quotient a = ⌊x·m / 2^k⌋ with m = ⌊2^k / δ⌋ (a Barrett
/// estimate of x / δ) only decides which multiple of q the residue
/// r = b·2^e + c_L − a = c − a·q carries: the parameter set (e, k) is correct exactly when r
/// stays in [−q, 2q) for every product, which the 3-way correction of
/// [`reduce_proth_barrett`] maps to [0, q). Returns r as an integer (`None` if q − 1 is not a
/// multiple of 2^e).
pub fn proth_barrett_residue(c: u32, e: u32, k: u32) -> Option<i64> {
    let delta = (Q - 1).checked_shr(e).filter(|d| d << e == Q - 1)?;
    let m = (1u64 << k) / u64::from(delta);
    let x = u64::from(c >> e);
    let a = (x * m) >> k;
    let b = x as i64 - (a * u64::from(delta)) as i64;
    Some((b << e) + i64::from(c & ((1 << e) - 1)) - a as i64)
}

/// The range [min, max] of [`proth_barrett_residue`] over every c ∈ [0, (q−1)^2] for the
/// parameter set (e, k); `None` if q − 1 is not a multiple of 2^e.
pub fn proth_barrett_range(e: u32, k: u32) -> Option<(i64, i64)> {
    let mut range = (i64::MAX, i64::MIN);
    for c in 0..=crate::params::MAX_PRODUCT {
        let r = proth_barrett_residue(c, e, k)?;
        range = (range.0.min(r), range.1.max(r));
    }
    Some(range)
}

/// The parameter set of `ProthBarrett`: q = 13·2^8 + 1 (e = 8, δ = 13) and m = ⌊2^12 / 13⌋ =
/// 315, the smallest k with r ∈ [−q, 2q) for every product (`mlkem-flow proth` sweeps them).
pub const PROTH_E: u32 = 8;
/// See [`PROTH_E`].
pub const PROTH_K: u32 = 12;

/// `ProthBarrett`: [`proth_barrett_residue`] with (e, k) = (8, 12), step by step as the
/// circuit: x = c[23:8], x·315 = x·2^8 + x·2^6 − x·2^2 − x (25 bits), a = ⌊x·315 / 2^12⌋ ≤ 3327,
/// b = x − 13a on 5 bits (b ∈ [0, 23] for every product), r = b·2^8 + c[7:0] − a on 13 bits
/// (two's complement, r ∈ [−590, 3583]), then r + q, r or r − q, whichever lies in [0, q).
pub fn reduce_proth_barrett(c: u32) -> u32 {
    const _: () = assert!(Q == 13 * (1 << PROTH_E) + 1);
    const _: () = assert!((1 << PROTH_K) / 13 == (1 << 8) + (1 << 6) - (1 << 2) - 1);
    let x = c >> 8; // Bits<16>
    let p = ((x << 8) + (x << 6)).wrapping_sub(x << 2).wrapping_sub(x) & 0x1FF_FFFF; // Bits<25>
    let a = (p >> 12) & 0xFFF; // Bits<12>
    let b = x.wrapping_sub((a << 3) + (a << 2) + a) & 0x1F; // Bits<5>
    let r = ((b << 8) + (c & 0xFF)).wrapping_sub(a) & 0x1FFF; // Bits<13>, two's complement
    let plus_q = (r + Q) & 0x1FFF;
    let minus_q = r.wrapping_sub(Q) & 0x1FFF;
    let out = if r & 0x1000 != 0 {
        plus_q
    } else if minus_q & 0x1000 == 0 {
        minus_q
    } else {
        r
    };
    out & 0xFFF
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The residue is c − a·q, so it is ≡ c (mod q) for every parameter set; the ranges of
    /// the implemented set and its neighbour agree with an independent exhaustive sweep
    /// (a Python script over every c, run while designing `ProthBarrett`).
    #[test]
    fn proth_residue_ranges() {
        for c in [
            0,
            1,
            255,
            256,
            3328,
            3329,
            1 << 20,
            crate::params::MAX_PRODUCT,
        ] {
            for (e, k) in [(8, 12), (8, 9), (7, 14), (6, 4)] {
                let r = proth_barrett_residue(c, e, k).unwrap();
                assert_eq!(
                    r.rem_euclid(i64::from(Q)),
                    i64::from(c % Q),
                    "c {c} e {e} k {k}"
                );
            }
        }
        assert_eq!(proth_barrett_residue(5, 9, 12), None, "q − 1 = 13·2^8");
        assert_eq!(proth_barrett_range(PROTH_E, PROTH_K), Some((-590, 3583)));
        let (lo, hi) = proth_barrett_range(PROTH_E, PROTH_K - 1).unwrap();
        assert!(
            lo >= -i64::from(Q) && hi >= 2 * i64::from(Q),
            "k = 11: [{lo}, {hi}]"
        );
    }

    /// `BarrettDsp`'s pre-shifted quotient leaves r0 = c − t·q in [0, 2q) for every product,
    /// so one conditional subtract is enough (the exhaustive circuit tests check r itself).
    #[test]
    fn barrett_dsp_needs_one_subtract() {
        let mut max = 0;
        for c in 0..=crate::params::MAX_PRODUCT {
            let t = ((c >> BARRETT_DSP_SHIFT) * BARRETT_M) >> 16;
            let r0 = i64::from(c) - i64::from(t) * i64::from(Q);
            assert!((0..2 * i64::from(Q)).contains(&r0), "c {c}: r0 {r0}");
            max = max.max(r0);
        }
        assert_eq!(max, 5146);
    }
}
