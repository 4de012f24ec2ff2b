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
    fn sizes_match_fips_203_table_3() {
        let sizes: Vec<_> = PARAM_SETS
            .iter()
            .map(|p| (p.ek_len(), p.dk_len(), p.ct_len()))
            .collect();
        assert_eq!(
            sizes,
            [(800, 1632, 768), (1184, 2400, 1088), (1568, 3168, 1568)]
        );
        assert_eq!(ParamSet::from_level(768), Some(ML_KEM_768));
        assert_eq!(ParamSet::from_level(640), None);
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

/// An ML-KEM parameter set (FIPS 203 §8, Table 2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParamSet {
    pub name: &'static str,
    /// Module rank k.
    pub k: usize,
    pub eta1: usize,
    pub eta2: usize,
    pub du: usize,
    pub dv: usize,
}

pub const ML_KEM_512: ParamSet = ParamSet {
    name: "ML-KEM-512",
    k: 2,
    eta1: 3,
    eta2: 2,
    du: 10,
    dv: 4,
};
pub const ML_KEM_768: ParamSet = ParamSet {
    name: "ML-KEM-768",
    k: 3,
    eta1: 2,
    eta2: 2,
    du: 10,
    dv: 4,
};
pub const ML_KEM_1024: ParamSet = ParamSet {
    name: "ML-KEM-1024",
    k: 4,
    eta1: 2,
    eta2: 2,
    du: 11,
    dv: 5,
};
/// All parameter sets, smallest first.
pub const PARAM_SETS: [ParamSet; 3] = [ML_KEM_512, ML_KEM_768, ML_KEM_1024];

impl ParamSet {
    /// The parameter set for 512, 768 or 1024.
    pub fn from_level(level: u32) -> Option<ParamSet> {
        PARAM_SETS.into_iter().find(|p| p.k as u32 * 256 == level)
    }
    /// The parameter set named "ML-KEM-512" etc.
    pub fn from_name(name: &str) -> Option<ParamSet> {
        PARAM_SETS.into_iter().find(|p| p.name == name)
    }
    /// Encapsulation key bytes: 384k + 32 (FIPS 203 Table 3).
    pub const fn ek_len(&self) -> usize {
        384 * self.k + 32
    }
    /// Decapsulation key bytes: 768k + 96.
    pub const fn dk_len(&self) -> usize {
        768 * self.k + 96
    }
    /// Ciphertext bytes: 32(du·k + dv).
    pub const fn ct_len(&self) -> usize {
        32 * (self.du * self.k + self.dv)
    }
}

/// Shared secret bytes (FIPS 203 §7).
pub const SHARED_SECRET_LEN: usize = 32;

/// The device's clock: the Alchitry Cu's 100 MHz oscillator halved by the iCE40 PLL (the
/// device's critical path does not close at 100 MHz on the HX8K; see the report).
pub const CLOCK_HZ: u32 = 50_000_000;
/// The UART's power-up baud rate (8N1); a command can change the bit period at run time.
pub const DEFAULT_BAUD: u32 = 1_000_000;
