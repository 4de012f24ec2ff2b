//! ML-KEM (FIPS 203 Algorithms 13–18) computed through the device: [`HwMlKem`], and the
//! [`Kem`] trait every backend implements.
//!
//! **Division of work.** The host computes the hashes G, H and J itself (the `sha3` crate, via
//! [`crate::model::hash`]): hashing on the host saves sending ek (Encaps) and c (Decaps) over
//! the link a second time just to hash them, and they are a small part of the work. The
//! device does the rest: SampleNTT of Â one entry at a time (Â is never stored: the device
//! has only 8 slots), SamplePolyCBD noise (PRF on the device), NTT, NTT⁻¹, BaseMul(-acc),
//! Add, Sub, the ByteEncode/Compress of outputs (POLY_READ) and the ByteDecode/Decompress of
//! inputs (POLY_WRITE: t̂ and ŝ with d = 12, u and v with d_u, d_v, m with d = 1).
//!
//! **Slots** (k ≤ 4; `ACC` = k, `S` = k + 1; slots k + 2 … 7 stay free):
//!
//! | operation | slots 0 … k−1 | ACC | S |
//! |---|---|---|---|
//! | KeyGen | ŝ | ê_i, then t̂_i = ê_i + Σ_j Â[i][j]∘ŝ_j (read out with d = 12) | Â[i][j] |
//! | Encrypt | ŷ | Σ_j t̂_j∘ŷ_j → v, then Σ_j Â[j][i]∘ŷ_j → u_i | t̂_j, e2, μ, Â[j][i], e1_i |
//! | Decrypt | û | Σ_j ŝ_j∘û_j → w = v − NTT⁻¹(…) | ŝ_j, v |
//!
//! Encapsulation checks ek's modulus through POLY_WRITE's flag (each t̂_j is written with
//! d = 12 before anything else touches it) and fails with [`KemError::ModulusCheck`], as the
//! model does. Decapsulation recomputes c′ on the device, compares it with c in constant
//! time (`subtle`) and selects K′ or K̄ = J(z ‖ c) without a branch on secrets; m′ (a secret)
//! does cross the link once (POLY_READ of w with d = 1), as the host hashes it. Every KEM
//! operation ends with CLEAR (also on failure), so no secret stays on the device.

use subtle::{ConditionallySelectable, ConstantTimeEq};
use zeroize::Zeroizing;

use super::backend::{DeviceError, Secret32, SecretBytes};
use super::driver::{DeviceDriver, Driven, DriverError};
use super::transport::Transport;
use crate::model::hash::{g, h, j};
use crate::model::kem::{KemError, check_ct, check_dk};
use crate::params::ParamSet;

/// The three ML-KEM operations as a backend performs them. Outputs are raw FIPS 203 byte
/// strings.
pub trait Kem {
    /// ML-KEM.KeyGen_internal(d, z) → (ek, dk) (FIPS 203 Algorithm 16).
    fn keygen(
        &mut self,
        p: ParamSet,
        d: &[u8; 32],
        z: &[u8; 32],
    ) -> Result<(Vec<u8>, SecretBytes), DeviceError>;
    /// ML-KEM.Encaps_internal(ek, m) → (c, K) (FIPS 203 Algorithm 17), with the ek length and
    /// modulus checks.
    fn encaps(
        &mut self,
        p: ParamSet,
        ek: &[u8],
        m: &[u8; 32],
    ) -> Result<(Vec<u8>, Secret32), DeviceError>;
    /// ML-KEM.Decaps_internal(dk, c) → K (FIPS 203 Algorithm 18), with the c length and dk
    /// checks.
    fn decaps(&mut self, p: ParamSet, dk: &[u8], c: &[u8]) -> Result<Secret32, DeviceError>;
}

impl<K: Kem + ?Sized> Kem for Box<K> {
    fn keygen(
        &mut self,
        p: ParamSet,
        d: &[u8; 32],
        z: &[u8; 32],
    ) -> Result<(Vec<u8>, SecretBytes), DeviceError> {
        (**self).keygen(p, d, z)
    }
    fn encaps(
        &mut self,
        p: ParamSet,
        ek: &[u8],
        m: &[u8; 32],
    ) -> Result<(Vec<u8>, Secret32), DeviceError> {
        (**self).encaps(p, ek, m)
    }
    fn decaps(&mut self, p: ParamSet, dk: &[u8], c: &[u8]) -> Result<Secret32, DeviceError> {
        (**self).decaps(p, dk, c)
    }
}

/// ML-KEM through a device on transport `T`.
pub struct HwMlKem<T: Transport> {
    driver: DeviceDriver<T>,
    /// The device may hold another session's data or be locked by a reset: CLEAR before the
    /// next operation. True at first, and after an operation whose final CLEAR failed.
    needs_clear: bool,
}

fn check_ek_len(p: ParamSet, ek: &[u8]) -> Result<(), KemError> {
    if ek.len() == p.ek_len() {
        Ok(())
    } else {
        Err(KemError::WrongLength {
            what: "encapsulation key",
            expected: p.ek_len(),
            got: ek.len(),
        })
    }
}

impl<T: Transport> HwMlKem<T> {
    /// Over an opened driver (see [`DeviceDriver::open`]). The first operation starts with a
    /// CLEAR: it wipes whatever an earlier session left and unlocks a device that was reset.
    pub fn new(driver: DeviceDriver<T>) -> Self {
        HwMlKem {
            driver,
            needs_clear: true,
        }
    }

    /// CLEAR now: wipes the slots, the Keccak state and the frame buffers, and unlocks a
    /// device that was reset.
    pub fn clear(&mut self) -> Result<(), DeviceError> {
        self.needs_clear = true;
        self.driver.clear()?;
        self.needs_clear = false;
        Ok(())
    }

    pub fn driver(&self) -> &DeviceDriver<T> {
        &self.driver
    }

    pub fn driver_mut(&mut self) -> &mut DeviceDriver<T> {
        &mut self.driver
    }

    pub fn into_driver(self) -> DeviceDriver<T> {
        self.driver
    }

    /// Runs `f` (after a CLEAR if one is due), then CLEAR whatever happened (the first error
    /// wins). A device reset during `f` makes the device answer LOCKED to the rest of `f`'s
    /// commands, so `f` fails rather than finishing on broken slots; the final CLEAR then
    /// wipes and unlocks it for the next operation.
    fn cleared<R>(
        &mut self,
        f: impl FnOnce(&mut DeviceDriver<T>) -> Result<R, DeviceError>,
    ) -> Result<R, DeviceError> {
        if self.needs_clear {
            self.clear()?;
        }
        let r = f(&mut self.driver);
        let c = self.driver.clear();
        self.needs_clear = c.is_err();
        let v = r?;
        c?;
        Ok(v)
    }
}

impl<T: Transport> Driven<T> for HwMlKem<T> {
    fn driver(&self) -> &DeviceDriver<T> {
        &self.driver
    }
    fn driver_mut(&mut self) -> &mut DeviceDriver<T> {
        &mut self.driver
    }
}

fn slots(p: ParamSet) -> (u8, u8, u8) {
    let k = p.k as u8;
    (k, k, k + 1)
}

/// acc ← (first ? 0 : acc) + a ∘ b.
fn mac<T: Transport>(
    d: &mut DeviceDriver<T>,
    first: bool,
    a: u8,
    b: u8,
    acc: u8,
) -> Result<(), DriverError> {
    if first {
        d.basemul(a, b, acc)
    } else {
        d.basemul_acc(a, b, acc)
    }
}

/// K-PKE.KeyGen's device part (Algorithm 13 steps 8–20): returns (t̂ encoded, ŝ encoded).
fn pke_keygen<T: Transport>(
    dev: &mut DeviceDriver<T>,
    p: ParamSet,
    rho: &[u8; 32],
    sigma: &[u8; 32],
) -> Result<(Vec<u8>, SecretBytes), DeviceError> {
    let (k, acc, s) = slots(p);
    let eta1 = p.eta1 as u8;
    for i in 0..k {
        dev.sample_cbd(i, eta1, sigma, i)?;
        dev.ntt(i)?;
    }
    let mut t = Vec::with_capacity(384 * p.k);
    for i in 0..k {
        dev.sample_cbd(acc, eta1, sigma, k + i)?;
        dev.ntt(acc)?;
        for jj in 0..k {
            // Â[i][j] = SampleNTT(ρ ‖ j ‖ i).
            dev.sample_ntt(s, rho, jj, i)?;
            dev.basemul_acc(s, jj, acc)?;
        }
        t.extend(dev.poly_read(acc, 12)?);
    }
    let mut dk = Zeroizing::new(Vec::with_capacity(384 * p.k));
    for i in 0..k {
        dk.extend(Zeroizing::new(dev.poly_read(i, 12)?).iter());
    }
    Ok((t, dk))
}

/// K-PKE.Encrypt (Algorithm 14) on the device. With `check_modulus`, a t̂ coefficient ≥ q
/// (POLY_WRITE's flag) fails with [`KemError::ModulusCheck`].
fn pke_encrypt<T: Transport>(
    dev: &mut DeviceDriver<T>,
    p: ParamSet,
    ek: &[u8],
    m: &[u8; 32],
    r: &[u8; 32],
    check_modulus: bool,
) -> Result<Vec<u8>, DeviceError> {
    let (k, acc, s) = slots(p);
    let rho: [u8; 32] = ek[384 * p.k..].try_into().expect("ek ends with ρ");
    let (eta1, eta2) = (p.eta1 as u8, p.eta2 as u8);
    let (du, dv) = (p.du as u8, p.dv as u8);
    // v first: the modulus check comes before the bulk of the work.
    for jj in 0..k {
        let t_j = &ek[384 * jj as usize..384 * (jj as usize + 1)];
        if dev.poly_write(s, 12, t_j)? && check_modulus {
            return Err(KemError::ModulusCheck.into());
        }
        if jj == 0 {
            // ŷ_0 … ŷ_{k−1} = NTT(y) after t̂_0 is known good (slots 0 … k−1).
            for i in 0..k {
                dev.sample_cbd(i, eta1, r, i)?;
                dev.ntt(i)?;
            }
        }
        mac(dev, jj == 0, s, jj, acc)?;
    }
    dev.intt(acc)?;
    dev.sample_cbd(s, eta2, r, 2 * k)?; // e2
    dev.add(acc, s, acc)?;
    dev.poly_write(s, 1, m)?; // μ = Decompress_1(ByteDecode_1(m))
    dev.add(acc, s, acc)?;
    let v = dev.poly_read(acc, dv)?;
    let mut c = Vec::with_capacity(p.ct_len());
    for i in 0..k {
        for jj in 0..k {
            // Âᵀ[i][j] = Â[j][i] = SampleNTT(ρ ‖ i ‖ j).
            dev.sample_ntt(s, &rho, i, jj)?;
            mac(dev, jj == 0, s, jj, acc)?;
        }
        dev.intt(acc)?;
        dev.sample_cbd(s, eta2, r, k + i)?; // e1_i
        dev.add(acc, s, acc)?;
        c.extend(dev.poly_read(acc, du)?);
    }
    c.extend(v);
    Ok(c)
}

/// K-PKE.Decrypt (Algorithm 15) on the device: m′.
fn pke_decrypt<T: Transport>(
    dev: &mut DeviceDriver<T>,
    p: ParamSet,
    dk_pke: &[u8],
    c: &[u8],
) -> Result<Secret32, DeviceError> {
    let (k, acc, s) = slots(p);
    let (du, dv) = (p.du, p.dv);
    let (c1, c2) = c.split_at(32 * du * p.k);
    for (jj, u) in c1.chunks(32 * du).enumerate() {
        dev.poly_write(jj as u8, du as u8, u)?; // Decompress_du(ByteDecode_du(c1_j))
        dev.ntt(jj as u8)?;
    }
    for jj in 0..k {
        dev.poly_write(s, 12, &dk_pke[384 * jj as usize..384 * (jj as usize + 1)])?;
        mac(dev, jj == 0, s, jj, acc)?;
    }
    dev.intt(acc)?;
    dev.poly_write(s, dv as u8, c2)?;
    dev.sub(s, acc, acc)?; // w = v − NTT⁻¹(ŝᵀ ∘ û)
    let m = Zeroizing::new(dev.poly_read(acc, 1)?);
    let mut out = Zeroizing::new([0u8; 32]);
    if m.len() != 32 {
        return Err(DeviceError::BadOutput {
            what: "m′",
            expected: 32,
            got: m.len(),
        });
    }
    out.copy_from_slice(&m);
    Ok(out)
}

impl<T: Transport> Kem for HwMlKem<T> {
    fn keygen(
        &mut self,
        p: ParamSet,
        d: &[u8; 32],
        z: &[u8; 32],
    ) -> Result<(Vec<u8>, SecretBytes), DeviceError> {
        let (rho, sigma) = g(&[d, &[p.k as u8]]);
        let sigma = Zeroizing::new(sigma);
        let (mut ek, dk_pke) = self.cleared(|dev| pke_keygen(dev, p, &rho, &sigma))?;
        ek.extend_from_slice(&rho);
        let mut dk = Zeroizing::new(Vec::with_capacity(p.dk_len()));
        dk.extend_from_slice(&dk_pke);
        dk.extend_from_slice(&ek);
        dk.extend_from_slice(&h(&ek));
        dk.extend_from_slice(z);
        Ok((ek, dk))
    }

    fn encaps(
        &mut self,
        p: ParamSet,
        ek: &[u8],
        m: &[u8; 32],
    ) -> Result<(Vec<u8>, Secret32), DeviceError> {
        check_ek_len(p, ek)?;
        let (k, r) = g(&[m, &h(ek)]);
        let (k, r) = (Zeroizing::new(k), Zeroizing::new(r));
        let c = self.cleared(|dev| pke_encrypt(dev, p, ek, m, &r, true))?;
        Ok((c, k))
    }

    fn decaps(&mut self, p: ParamSet, dk: &[u8], c: &[u8]) -> Result<Secret32, DeviceError> {
        check_ct(p, c)?;
        check_dk(p, dk)?;
        let k = p.k;
        let dk_pke = &dk[..384 * k];
        let ek_pke = &dk[384 * k..768 * k + 32];
        let hash = &dk[768 * k + 32..768 * k + 64];
        let z = &dk[768 * k + 64..768 * k + 96];
        let m_prime = self.cleared(|dev| pke_decrypt(dev, p, dk_pke, c))?;
        let (k_prime, r_prime) = g(&[m_prime.as_slice(), hash]);
        let (mut k_prime, r_prime) = (Zeroizing::new(k_prime), Zeroizing::new(r_prime));
        let k_bar = Zeroizing::new(j(&[z, c]));
        let c_prime = self.cleared(|dev| pke_encrypt(dev, p, ek_pke, &m_prime, &r_prime, false))?;
        let equal = c.ct_eq(&c_prime);
        for (kp, kb) in k_prime.iter_mut().zip(k_bar.iter()) {
            *kp = u8::conditional_select(kb, kp, equal);
        }
        Ok(k_prime)
    }
}
