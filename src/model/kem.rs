//! FIPS 203 §6–7: ML-KEM (Algorithms 16–21), final standard (August 2024): G(d ‖ k) in
//! KeyGen, no pre-hash of m, implicit rejection K̄ = J(z ‖ c), and the encapsulation-key
//! modulus check and decapsulation-key hash check on input.

use subtle::{ConditionallySelectable, ConstantTimeEq};
use zeroize::Zeroizing;

use super::encode::{byte_decode, byte_encode};
use super::hash::{g, h, j};
use super::kpke;
use crate::params::{ParamSet, SHARED_SECRET_LEN};

/// A 32-byte shared secret.
pub type SharedSecret = [u8; SHARED_SECRET_LEN];

/// Why an input was rejected (FIPS 203 §7.2, §7.3 input checking).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum KemError {
    #[error("{what} has {got} bytes, {expected} expected for this parameter set")]
    WrongLength {
        what: &'static str,
        expected: usize,
        got: usize,
    },
    #[error("encapsulation key fails the modulus check (a coefficient is not below q)")]
    ModulusCheck,
    #[error("decapsulation key fails the hash check (H(ek) does not match)")]
    HashCheck,
}

fn check_len(what: &'static str, bytes: &[u8], expected: usize) -> Result<(), KemError> {
    if bytes.len() == expected {
        Ok(())
    } else {
        Err(KemError::WrongLength {
            what,
            expected,
            got: bytes.len(),
        })
    }
}

/// FIPS 203 §7.2 input checking of an encapsulation key: its length, and the modulus check
/// ByteEncode_12(ByteDecode_12(ek[384i : 384(i+1)])) = ek[384i : 384(i+1)].
pub fn check_ek(p: ParamSet, ek: &[u8]) -> Result<(), KemError> {
    check_len("encapsulation key", ek, p.ek_len())?;
    let ok = ek[..384 * p.k]
        .chunks(384)
        .all(|b| byte_encode(12, &byte_decode(12, b)) == b);
    if ok {
        Ok(())
    } else {
        Err(KemError::ModulusCheck)
    }
}

/// FIPS 203 §7.3 input checking of a decapsulation key: its length, and the hash check
/// H(dk[384k : 768k + 32]) = dk[768k + 32 : 768k + 64].
pub fn check_dk(p: ParamSet, dk: &[u8]) -> Result<(), KemError> {
    check_len("decapsulation key", dk, p.dk_len())?;
    let k = p.k;
    if h(&dk[384 * k..768 * k + 32]) == dk[768 * k + 32..768 * k + 64] {
        Ok(())
    } else {
        Err(KemError::HashCheck)
    }
}

/// FIPS 203 §7.3 input checking of a ciphertext: its length.
pub fn check_ct(p: ParamSet, c: &[u8]) -> Result<(), KemError> {
    check_len("ciphertext", c, p.ct_len())
}

/// FIPS 203 Algorithm 16: ML-KEM.KeyGen_internal(d, z) → (ek, dk).
pub fn keygen_internal(p: ParamSet, d: &[u8; 32], z: &[u8; 32]) -> (Vec<u8>, Vec<u8>) {
    let (ek, dk_pke) = kpke::keygen(p, d);
    let mut dk = dk_pke;
    dk.extend_from_slice(&ek);
    dk.extend_from_slice(&h(&ek));
    dk.extend_from_slice(z);
    (ek, dk)
}

/// FIPS 203 Algorithm 17: ML-KEM.Encaps_internal(ek, m) → (K, c). `ek` must have passed
/// [`check_ek`].
pub fn encaps_internal(p: ParamSet, ek: &[u8], m: &[u8; 32]) -> (SharedSecret, Vec<u8>) {
    let (k, r) = g(&[m, &h(ek)]);
    let r = Zeroizing::new(r);
    let c = kpke::encrypt(p, ek, m, &r);
    (k, c)
}

/// FIPS 203 Algorithm 18: ML-KEM.Decaps_internal(dk, c) → K. Both the re-encryption key K′
/// and the rejection key K̄ are always computed; the choice is constant time (`subtle`).
pub fn decaps_internal(p: ParamSet, dk: &[u8], c: &[u8]) -> SharedSecret {
    let k = p.k;
    let dk_pke = &dk[..384 * k];
    let ek_pke = &dk[384 * k..768 * k + 32];
    let hash = &dk[768 * k + 32..768 * k + 64];
    let z = &dk[768 * k + 64..768 * k + 96];
    let m_prime = Zeroizing::new(kpke::decrypt(p, dk_pke, c));
    let (mut k_prime, r_prime) = g(&[m_prime.as_slice(), hash]);
    let r_prime = Zeroizing::new(r_prime);
    let k_bar = Zeroizing::new(j(&[z, c]));
    let c_prime = kpke::encrypt(p, ek_pke, &m_prime, &r_prime);
    let equal = c.ct_eq(&c_prime);
    for (kp, kb) in k_prime.iter_mut().zip(k_bar.iter()) {
        *kp = u8::conditional_select(kb, kp, equal);
    }
    k_prime
}

/// Random 32 bytes from the operating system.
pub fn random_seed() -> [u8; 32] {
    let mut b = [0u8; 32];
    getrandom::fill(&mut b).expect("the operating system's random source failed");
    b
}

/// FIPS 203 Algorithm 19: ML-KEM.KeyGen() with d, z from the OS.
pub fn keygen(p: ParamSet) -> (Vec<u8>, Vec<u8>) {
    keygen_internal(p, &random_seed(), &random_seed())
}

/// FIPS 203 Algorithm 20: ML-KEM.Encaps(ek) with input checking; `m` from the OS when `None`.
pub fn encaps(
    p: ParamSet,
    ek: &[u8],
    m: Option<&[u8; 32]>,
) -> Result<(SharedSecret, Vec<u8>), KemError> {
    check_ek(p, ek)?;
    let m = m.copied().unwrap_or_else(random_seed);
    Ok(encaps_internal(p, ek, &m))
}

/// FIPS 203 Algorithm 21: ML-KEM.Decaps(dk, c) with input checking.
pub fn decaps(p: ParamSet, dk: &[u8], c: &[u8]) -> Result<SharedSecret, KemError> {
    check_ct(p, c)?;
    check_dk(p, dk)?;
    Ok(decaps_internal(p, dk, c))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::params::PARAM_SETS;

    #[test]
    fn round_trip_and_implicit_rejection() {
        for p in PARAM_SETS {
            let (ek, dk) = keygen_internal(p, &[1; 32], &[2; 32]);
            assert_eq!((ek.len(), dk.len()), (p.ek_len(), p.dk_len()));
            let (k, mut c) = encaps(p, &ek, Some(&[3; 32])).unwrap();
            assert_eq!(c.len(), p.ct_len());
            assert_eq!(decaps(p, &dk, &c).unwrap(), k);
            c[0] ^= 1;
            assert_eq!(decaps(p, &dk, &c).unwrap(), j(&[&dk[768 * p.k + 64..], &c]));
        }
    }

    #[test]
    fn input_checks_reject_bad_keys() {
        let p = crate::params::ML_KEM_768;
        let (mut ek, mut dk) = keygen_internal(p, &[5; 32], &[6; 32]);
        assert!(matches!(
            check_ek(p, &ek[1..]),
            Err(KemError::WrongLength { .. })
        ));
        ek[0] = 0xFF;
        ek[1] |= 0x0F; // first coefficient = 4095 ≥ q
        assert_eq!(check_ek(p, &ek), Err(KemError::ModulusCheck));
        dk[768 * p.k + 40] ^= 1;
        assert_eq!(check_dk(p, &dk), Err(KemError::HashCheck));
    }
}
