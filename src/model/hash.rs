//! FIPS 203 §4.1: the hash functions G, H, J, PRF and XOF, from the `sha3` crate (FIPS 202).

use sha3::digest::{Digest, ExtendableOutput, Update, XofReader};
use sha3::{Sha3_256, Sha3_512, Shake128, Shake256};

/// G(c) = SHA3-512(c), split into two 32-byte halves.
pub fn g(parts: &[&[u8]]) -> ([u8; 32], [u8; 32]) {
    let mut h = Sha3_512::new();
    for p in parts {
        Digest::update(&mut h, p);
    }
    let out = h.finalize();
    let mut a = [0u8; 32];
    let mut b = [0u8; 32];
    a.copy_from_slice(&out[..32]);
    b.copy_from_slice(&out[32..]);
    (a, b)
}

/// H(s) = SHA3-256(s).
pub fn h(s: &[u8]) -> [u8; 32] {
    Sha3_256::digest(s).into()
}

/// J(s) = SHAKE256(s, 8·32).
pub fn j(parts: &[&[u8]]) -> [u8; 32] {
    let mut x = Shake256::default();
    for p in parts {
        x.update(p);
    }
    let mut out = [0u8; 32];
    x.finalize_xof().read(&mut out);
    out
}

/// PRF_η(s, b) = SHAKE256(s ‖ b, 8·64·η).
pub fn prf(eta: usize, s: &[u8; 32], b: u8) -> Vec<u8> {
    let mut x = Shake256::default();
    x.update(s);
    x.update(&[b]);
    let mut out = vec![0u8; 64 * eta];
    x.finalize_xof().read(&mut out);
    out
}

/// XOF(ρ, i, j): SHAKE128(ρ ‖ i ‖ j) as an incremental reader (FIPS 203 §4.1, Eq. 4.6).
pub fn xof(rho: &[u8; 32], i: u8, j: u8) -> impl XofReader {
    let mut x = Shake128::default();
    x.update(rho);
    x.update(&[i, j]);
    x.finalize_xof()
}
