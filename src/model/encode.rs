//! FIPS 203 §4.2.1: BitsToBytes / BytesToBits (Algorithms 3, 4), ByteEncode / ByteDecode
//! (Algorithms 5, 6) and Compress / Decompress.

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

/// FIPS 203 Algorithm 3: BitsToBytes(b): bit i goes to bit i mod 8 of byte ⌊i/8⌋.
pub fn bits_to_bytes(bits: &[u8]) -> Vec<u8> {
    let mut out = vec![0u8; bits.len().div_ceil(8)];
    for (i, &b) in bits.iter().enumerate() {
        out[i / 8] |= b << (i % 8);
    }
    out
}

/// FIPS 203 Algorithm 4: BytesToBits(B).
pub fn bytes_to_bits(bytes: &[u8]) -> Vec<u8> {
    (0..8 * bytes.len())
        .map(|i| (bytes[i / 8] >> (i % 8)) & 1)
        .collect()
}

/// FIPS 203 Algorithm 5: ByteEncode_d(F) for F ∈ Z_m^256 (m = 2^d, or q when d = 12):
/// BitsToBytes of the d low bits of each coefficient, least significant first. The bits are
/// packed through a 64-bit accumulator instead of a bit array (the same bytes; the tests
/// compare it with [`bits_to_bytes`]).
pub fn byte_encode(d: usize, f: &Poly) -> Vec<u8> {
    let mut out = Vec::with_capacity(32 * d);
    let (mut acc, mut n) = (0u64, 0);
    for &a in f.iter() {
        acc |= ((a as u64) & ((1 << d) - 1)) << n;
        n += d;
        while n >= 8 {
            out.push(acc as u8);
            acc >>= 8;
            n -= 8;
        }
    }
    out
}

/// FIPS 203 Algorithm 6: ByteDecode_d(B) for B of 32·d bytes: BytesToBits, then d bits per
/// coefficient (through a 64-bit accumulator, compared with [`bytes_to_bits`] in the tests);
/// for d = 12 the values are taken mod q (one branch-free conditional subtraction: they are
/// below 2^12 < 2q).
pub fn byte_decode(d: usize, b: &[u8]) -> Poly {
    assert_eq!(b.len(), 32 * d, "ByteDecode_d takes 32·d bytes");
    let mut f = [0u16; N];
    let (mut acc, mut n, mut bytes) = (0u64, 0, b.iter());
    for fi in f.iter_mut() {
        while n < d {
            acc |= (*bytes.next().expect("32·d bytes") as u64) << n;
            n += 8;
        }
        let v = (acc & ((1 << d) - 1)) as u32;
        acc >>= d;
        n -= d;
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
    fn encode_decode_agree_with_the_bit_array_form() {
        for d in 1..=12 {
            let m = if d == 12 { Q } else { 1 << d };
            let f: Poly = std::array::from_fn(|i| ((i as u32 * 2654435761 + d as u32) % m) as u16);
            let bits: Vec<u8> = f
                .iter()
                .flat_map(|&a| (0..d).map(move |j| ((a >> j) & 1) as u8))
                .collect();
            assert_eq!(byte_encode(d, &f), bits_to_bytes(&bits), "d = {d}");
            assert_eq!(bytes_to_bits(&byte_encode(d, &f)), bits, "d = {d}");
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
