//! The single source of numbers: every circuit, model, generator and report takes its
//! constants from here (FIPS 203 §2.4 and §4.3; later issues add the parameter sets).

/// The ML-KEM prime modulus q = 3329 = 2^12 − 2^9 − 2^8 + 1 (FIPS 203 §2.4).
pub const Q: u32 = 3329;
/// Polynomial degree n = 256 (FIPS 203 §2.4).
pub const N: usize = 256;
/// Primitive 256-th root of unity ζ = 17 used by the NTT (FIPS 203 §4.3).
pub const ZETA: u32 = 17;

/// Width of a coefficient in [0, q): ⌈log2 q⌉ = 12 bits.
pub const COEFF_BITS: usize = 12;
/// Width of a product of two coefficients: (q−1)^2 = 0xA90000 < 2^24.
pub const PRODUCT_BITS: usize = 24;
/// Largest product of two coefficients in [0, q): (q − 1)^2 = 11,075,584.
pub const MAX_PRODUCT: u32 = (Q - 1) * (Q - 1);
/// Number of distinct reducer inputs checked exhaustively: every c in [0, (q−1)^2].
pub const PRODUCT_COUNT: u32 = MAX_PRODUCT + 1;

const _: () = assert!(Q < (1 << COEFF_BITS) && Q > (1 << (COEFF_BITS - 1)));
const _: () = assert!(MAX_PRODUCT < (1 << PRODUCT_BITS));

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn q_has_the_sparse_form_the_reducers_use() {
        assert_eq!(Q, (1 << 12) - (1 << 9) - (1 << 8) + 1);
        assert_eq!(MAX_PRODUCT, 0xA9_0000);
        assert_eq!(PRODUCT_COUNT, 11_075_585);
    }

    #[test]
    fn zeta_is_a_primitive_256th_root_of_unity() {
        let pow = |mut e: u32| {
            let (mut acc, mut b) = (1u64, ZETA as u64);
            while e > 0 {
                if e & 1 == 1 {
                    acc = acc * b % Q as u64;
                }
                b = b * b % Q as u64;
                e >>= 1;
            }
            acc
        };
        assert_eq!(pow(256), 1);
        assert_eq!(pow(128), (Q - 1) as u64);
    }
}
