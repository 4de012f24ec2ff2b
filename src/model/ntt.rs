//! FIPS 203 §4.3: the number-theoretic transform on R_q = Z_q[X]/(X^256 + 1), in plain
//! representation with canonical coefficients in [0, q) (the convention of the hardware).

use super::field::{add, mul, sub};
use crate::params::{N, Q, ZETA, pow_mod};
pub use crate::params::{ZETAS, bitrev7};

/// A polynomial: 256 coefficients in [0, q).
pub type Poly = [u16; N];

/// ζ^(2·BitRev7(i)+1) mod q for i = 0..128: the base-case multiplication constants γ_i.
pub const GAMMAS: [u16; 128] = {
    let mut t = [0u16; 128];
    let mut i = 0;
    while i < 128 {
        t[i] = pow_mod(ZETA, 2 * bitrev7(i) + 1) as u16;
        i += 1;
    }
    t
};

/// 128^(−1) mod q = 3303, the final scaling of NTT⁻¹.
pub const INV_128: u16 = pow_mod(128, Q as usize - 2) as u16;

/// Cooley–Tukey butterfly: (a, b) → (a + ζb, a − ζb).
#[inline]
pub fn butterfly_ct(a: u16, b: u16, zeta: u16) -> (u16, u16) {
    let t = mul(zeta, b);
    (add(a, t), sub(a, t))
}

/// Gentleman–Sande butterfly: (a, b) → (a + b, ζ(b − a)).
#[inline]
pub fn butterfly_gs(a: u16, b: u16, zeta: u16) -> (u16, u16) {
    (add(a, b), mul(zeta, sub(b, a)))
}

/// FIPS 203 Algorithm 9: NTT(f).
pub fn ntt(f: &Poly) -> Poly {
    let mut f = *f;
    let mut i = 1;
    let mut len = 128;
    while len >= 2 {
        for start in (0..N).step_by(2 * len) {
            let zeta = ZETAS[i];
            i += 1;
            for j in start..start + len {
                (f[j], f[j + len]) = butterfly_ct(f[j], f[j + len], zeta);
            }
        }
        len /= 2;
    }
    f
}

/// FIPS 203 Algorithm 10: NTT⁻¹(f̂).
pub fn ntt_inverse(f: &Poly) -> Poly {
    let mut f = *f;
    let mut i = 127;
    let mut len = 2;
    while len <= 128 {
        for start in (0..N).step_by(2 * len) {
            let zeta = ZETAS[i];
            i -= 1;
            for j in start..start + len {
                (f[j], f[j + len]) = butterfly_gs(f[j], f[j + len], zeta);
            }
        }
        len *= 2;
    }
    f.map(|x| mul(x, INV_128))
}

/// FIPS 203 Algorithm 12: BaseCaseMultiply(a0, a1, b0, b1, γ).
pub fn base_case_multiply(a0: u16, a1: u16, b0: u16, b1: u16, gamma: u16) -> (u16, u16) {
    let c0 = add(mul(a0, b0), mul(mul(a1, b1), gamma));
    let c1 = add(mul(a0, b1), mul(a1, b0));
    (c0, c1)
}

/// FIPS 203 Algorithm 11: MultiplyNTTs(f̂, ĝ).
pub fn multiply_ntts(f: &Poly, g: &Poly) -> Poly {
    let mut h = [0u16; N];
    for i in 0..128 {
        (h[2 * i], h[2 * i + 1]) =
            base_case_multiply(f[2 * i], f[2 * i + 1], g[2 * i], g[2 * i + 1], GAMMAS[i]);
    }
    h
}

/// Coefficient-wise f + g.
pub fn poly_add(f: &Poly, g: &Poly) -> Poly {
    std::array::from_fn(|i| add(f[i], g[i]))
}

/// Coefficient-wise f − g.
pub fn poly_sub(f: &Poly, g: &Poly) -> Poly {
    std::array::from_fn(|i| sub(f[i], g[i]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_match_fips_203_appendix_a() {
        assert_eq!(&ZETAS[..8], &[1, 1729, 2580, 3289, 2642, 630, 1897, 848]);
        assert_eq!(
            &ZETAS[120..],
            &[1722, 1212, 1874, 1029, 2110, 2935, 885, 2154]
        );
        assert_eq!(&GAMMAS[..4], &[17, 3312, 2761, 568]);
        assert_eq!(INV_128, 3303);
    }

    #[test]
    fn ntt_round_trip_and_convolution() {
        let mut x = 12345u32;
        let mut rnd = || {
            x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
            ((x >> 8) % Q) as u16
        };
        let f: Poly = std::array::from_fn(|_| rnd());
        let g: Poly = std::array::from_fn(|_| rnd());
        assert_eq!(ntt_inverse(&ntt(&f)), f);
        // Schoolbook negacyclic product against NTT⁻¹(NTT(f) ∘ NTT(g)).
        let mut h = [0i64; N];
        for i in 0..N {
            for j in 0..N {
                let p = f[i] as i64 * g[j] as i64;
                if i + j < N {
                    h[i + j] += p
                } else {
                    h[i + j - N] -= p
                }
            }
        }
        let h: Poly = h.map(|v| v.rem_euclid(Q as i64) as u16);
        assert_eq!(ntt_inverse(&multiply_ntts(&ntt(&f), &ntt(&g))), h);
    }
}
