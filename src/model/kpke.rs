//! FIPS 203 §5: the K-PKE component scheme (Algorithms 13–15). Secret intermediates (σ, s, e,
//! ŝ, ê, y, e1, e2, μ, w) are held in `Zeroizing` buffers, wiped when dropped.

use zeroize::Zeroizing;

use super::encode::{byte_decode, byte_encode, compress, decompress};
use super::hash::{g, prf};
use super::ntt::{Poly, multiply_ntts, ntt, ntt_inverse, poly_add, poly_sub};
use super::sample::{sample_ntt, sample_poly_cbd};
use crate::params::{N, ParamSet};

/// Â[i][j] = SampleNTT(ρ ‖ j ‖ i) (FIPS 203 Algorithm 13 steps 3–7, Algorithm 14 steps 4–8).
pub fn expand_a(p: ParamSet, rho: &[u8; 32]) -> Vec<Vec<Poly>> {
    (0..p.k)
        .map(|i| {
            (0..p.k)
                .map(|j| sample_ntt(rho, j as u8, i as u8))
                .collect()
        })
        .collect()
}

/// Σ_j â_j ∘ b̂_j.
fn dot(a: impl Iterator<Item = Poly>, b: &[Poly]) -> Poly {
    a.zip(b).fold([0u16; N], |acc, (x, y)| {
        poly_add(&acc, &multiply_ntts(&x, y))
    })
}

/// Samples `count` polynomials SamplePolyCBD_η(PRF_η(σ, N)), N counting from `*n`.
fn sample_vector(eta: usize, sigma: &[u8; 32], n: &mut u8, count: usize) -> Vec<Poly> {
    (0..count)
        .map(|_| {
            let e = sample_poly_cbd(eta, &prf(eta, sigma, *n));
            *n += 1;
            e
        })
        .collect()
}

/// FIPS 203 Algorithm 13: K-PKE.KeyGen(d) → (ek_PKE, dk_PKE).
pub fn keygen(p: ParamSet, d: &[u8; 32]) -> (Vec<u8>, Vec<u8>) {
    let (rho, sigma) = g(&[d, &[p.k as u8]]);
    let sigma = Zeroizing::new(sigma);
    let a_hat = expand_a(p, &rho);
    let mut n = 0u8;
    let s = Zeroizing::new(sample_vector(p.eta1, &sigma, &mut n, p.k));
    let e = Zeroizing::new(sample_vector(p.eta1, &sigma, &mut n, p.k));
    let s_hat = Zeroizing::new(s.iter().map(ntt).collect::<Vec<Poly>>());
    let e_hat = Zeroizing::new(e.iter().map(ntt).collect::<Vec<Poly>>());
    let mut ek = Vec::with_capacity(p.ek_len());
    for i in 0..p.k {
        let t_hat = poly_add(&dot(a_hat[i].iter().copied(), &s_hat), &e_hat[i]);
        ek.extend(byte_encode(12, &t_hat));
    }
    ek.extend_from_slice(&rho);
    let dk = s_hat.iter().flat_map(|s| byte_encode(12, s)).collect();
    (ek, dk)
}

/// FIPS 203 Algorithm 14: K-PKE.Encrypt(ek_PKE, m, r) → c.
pub fn encrypt(p: ParamSet, ek: &[u8], m: &[u8; 32], r: &[u8; 32]) -> Vec<u8> {
    let t_hat: Vec<Poly> = ek[..384 * p.k]
        .chunks(384)
        .map(|b| byte_decode(12, b))
        .collect();
    let rho: [u8; 32] = ek[384 * p.k..]
        .try_into()
        .expect("ek ends with the 32-byte ρ");
    let a_hat = expand_a(p, &rho);
    let mut n = 0u8;
    let y = Zeroizing::new(sample_vector(p.eta1, r, &mut n, p.k));
    let e1 = Zeroizing::new(sample_vector(p.eta2, r, &mut n, p.k));
    let e2 = Zeroizing::new(sample_poly_cbd(p.eta2, &prf(p.eta2, r, n)));
    let y_hat = Zeroizing::new(y.iter().map(ntt).collect::<Vec<Poly>>());
    let mut c = Vec::with_capacity(p.ct_len());
    for i in 0..p.k {
        // u[i] = NTT⁻¹(Σ_j Â[j][i] ∘ ŷ[j]) + e1[i]   (Âᵀ ∘ ŷ)
        let u = poly_add(
            &ntt_inverse(&dot((0..p.k).map(|j| a_hat[j][i]), &y_hat)),
            &e1[i],
        );
        c.extend(byte_encode(p.du, &u.map(|x| compress(p.du, x))));
    }
    let mu = Zeroizing::new(byte_decode(1, m).map(|x| decompress(1, x)));
    let v = poly_add(
        &poly_add(&ntt_inverse(&dot(t_hat.into_iter(), &y_hat)), &e2),
        &mu,
    );
    c.extend(byte_encode(p.dv, &v.map(|x| compress(p.dv, x))));
    c
}

/// FIPS 203 Algorithm 15: K-PKE.Decrypt(dk_PKE, c) → m.
pub fn decrypt(p: ParamSet, dk: &[u8], c: &[u8]) -> [u8; 32] {
    let (c1, c2) = c.split_at(32 * p.du * p.k);
    let u_hat: Vec<Poly> = c1
        .chunks(32 * p.du)
        .map(|b| ntt(&byte_decode(p.du, b).map(|x| decompress(p.du, x))))
        .collect();
    let v = byte_decode(p.dv, c2).map(|x| decompress(p.dv, x));
    let s_hat = Zeroizing::new(
        dk.chunks(384)
            .map(|b| byte_decode(12, b))
            .collect::<Vec<Poly>>(),
    );
    let w = Zeroizing::new(poly_sub(
        &v,
        &ntt_inverse(&dot(s_hat.iter().copied(), &u_hat)),
    ));
    byte_encode(1, &w.map(|x| compress(1, x)))
        .try_into()
        .expect("32 bytes")
}
