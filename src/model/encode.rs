//! FIPS 203 §4.2.1: ByteEncode / ByteDecode (Algorithms 5, 6) and Compress / Decompress.

use super::field::reduce_once;
use super::ntt::Poly;
use crate::params::{N, Q};

/// ⌈2^35 / q⌉: Compress divides by q as a multiply and a shift (exact for every input,
/// checked exhaustively in the tests), so no division touches secret data (KyberSlash).
const COMPRESS_RECIPROCAL: u64 = (1u64 << 35).div_ceil(Q as u64);

/// Compress_d(x) = ⌈(2^d / q)·x⌋ mod 2^d for x ∈ [0, q), d < 12.
pub fn compress(d: usize, x: u16) -> u16 {
    let n = ((x as u64) << d) + (Q as u64 / 2);
    (((n * COMPRESS_RECIPROCAL) >> 35) & ((1 << d) - 1)) as u16
}

/// Decompress_d(y) = ⌈(q / 2^d)·y⌋ for y ∈ [0, 2^d).
pub fn decompress(d: usize, y: u16) -> u16 {
    ((y as u32 * Q + (1 << (d - 1))) >> d) as u16
}

/// FIPS 203 Algorithm 5: ByteEncode_d(F) for F ∈ Z_m^256 (m = 2^d, or q when d = 12).
pub fn byte_encode(d: usize, f: &Poly) -> Vec<u8> {
    let mut out = vec![0u8; 32 * d];
    let mut bit = 0;
    for &a in f.iter() {
        for j in 0..d {
            out[bit / 8] |= (((a >> j) & 1) as u8) << (bit % 8);
            bit += 1;
        }
    }
    out
}

/// FIPS 203 Algorithm 6: ByteDecode_d(B) for B of 32·d bytes; for d = 12 the values are
/// taken mod q.
pub fn byte_decode(d: usize, b: &[u8]) -> Poly {
    assert_eq!(b.len(), 32 * d, "ByteDecode_d takes 32·d bytes");
    let mut f = [0u16; N];
    for (i, fi) in f.iter_mut().enumerate() {
        let mut v = 0u32;
        for j in 0..d {
            let k = i * d + j;
            v |= (((b[k / 8] >> (k % 8)) & 1) as u32) << j;
        }
        *fi = if d == 12 { reduce_once(v) } else { v as u16 };
    }
    f
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compress_is_the_exact_rounding_for_every_input() {
        for d in 1..12 {
            for x in 0..Q as u64 {
                // Exact ⌈(2^d/q)·x⌋ with ties rounded up, in integers.
                let want = ((((x << d) * 2 + Q as u64) / (2 * Q as u64)) % (1 << d)) as u16;
                assert_eq!(compress(d, x as u16), want, "d = {d}, x = {x}");
            }
        }
    }

    #[test]
    fn encode_decode_round_trip() {
        for d in 1..=12 {
            let m = if d == 12 { Q } else { 1 << d };
            let f: Poly = std::array::from_fn(|i| ((i as u32 * 2654435761) % m) as u16);
            assert_eq!(byte_decode(d, &byte_encode(d, &f)), f);
        }
    }
}
