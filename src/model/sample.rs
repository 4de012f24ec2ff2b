//! FIPS 203 §4.2.2: sampling algorithms.

use sha3::digest::XofReader;

use super::field::sub;
use super::hash::xof;
use super::ntt::Poly;
use crate::params::{N, Q};

/// FIPS 203 Algorithm 7: SampleNTT(ρ ‖ j ‖ i): rejection sampling of 12-bit values < q from
/// SHAKE128. Its running time depends only on the public seed ρ. Also returns how many XOF
/// bytes were read (the "unlucky" vectors need more than 504).
pub fn sample_ntt_counted(rho: &[u8; 32], j: u8, i: u8) -> (Poly, usize) {
    let mut reader = xof(rho, j, i);
    let mut a = [0u16; N];
    let mut n = 0;
    let mut read = 0;
    while n < N {
        let mut c = [0u8; 3];
        reader.read(&mut c);
        read += 3;
        let d1 = c[0] as u16 | ((c[1] as u16 & 0x0F) << 8);
        let d2 = (c[1] as u16 >> 4) | ((c[2] as u16) << 4);
        if (d1 as u32) < Q {
            a[n] = d1;
            n += 1;
        }
        if (d2 as u32) < Q && n < N {
            a[n] = d2;
            n += 1;
        }
    }
    (a, read)
}

/// FIPS 203 Algorithm 7: SampleNTT(ρ ‖ j ‖ i).
pub fn sample_ntt(rho: &[u8; 32], j: u8, i: u8) -> Poly {
    sample_ntt_counted(rho, j, i).0
}

/// FIPS 203 Algorithm 8: SamplePolyCBD_η(B) for B of 64·η bytes; fixed latency.
pub fn sample_poly_cbd(eta: usize, b: &[u8]) -> Poly {
    assert_eq!(b.len(), 64 * eta, "SamplePolyCBD_η takes 64·η bytes");
    let bit = |k: usize| ((b[k / 8] >> (k % 8)) & 1) as u32;
    std::array::from_fn(|i| {
        let x: u32 = (0..eta).map(|j| bit(2 * i * eta + j)).sum();
        let y: u32 = (0..eta).map(|j| bit(2 * i * eta + eta + j)).sum();
        sub(x as u16, y as u16) // x, y ≤ η: branch-free, no division on secret data
    })
}
