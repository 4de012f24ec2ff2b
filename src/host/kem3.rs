//! ML-KEM on a protocol 3 device ([`crate::protocol::v3`], issue 16): the whole KEM runs on
//! the device, **one request per operation**, and decapsulation keys can stay in the device's
//! key slots. [`KemDevice3`] speaks it over a [`DeviceDriver`]:
//!
//! | method | requests | what crosses the link |
//! |---|---|---|
//! | [`KemDevice3::keygen_keep`] | `KEYGEN` | d ‖ z in, ek out; dk stays in the slot |
//! | [`KemDevice3::encaps`] | `ENCAPS` | ek ‖ m in, c ‖ K out |
//! | [`KemDevice3::decaps_slot`] | `DECAPS` | c in, K out |
//! | [`KemDevice3::key_import`] | `KEY_IMPORT` × 2 | dk in two halves (ŝ ‖ z, then ek ‖ H(ek)) |
//! | [`KemDevice3::key_export`] | `KEY_EXPORT` × 2 | dk out in two halves, joined here |
//! | [`KemDevice3::key_erase`] | `KEY_ERASE` | – |
//! | [`KemDevice3::key_status`] | `KEY_STATUS` | a state byte per key slot |
//!
//! Statuses become typed errors ([`Kem3Error`]); secrets (d, z, m, K, dk, and request payloads
//! holding them) live in [`Zeroizing`] buffers.
//!
//! **The [`Kem`] trait** (for ACVP and the `keygen`/`encaps`/`decaps` commands without key
//! slots): keygen = `KEYGEN` (exportable) into a free slot, `KEY_EXPORT` × 2, `KEY_ERASE`;
//! decaps(dk, c) = `KEY_IMPORT` × 2 into a free slot, `DECAPS`, `KEY_ERASE` (also when the
//! import or decapsulation failed). A free slot is found with `KEY_STATUS`.
//!
//! **Connecting** ([`KemDevice3::open`]) checks that `VERSION` says protocol 3 and reads
//! `STATUS`: a device locked by a reset (its key slots are wiped) is unlocked with `CLEAR`;
//! an unlocked device is left as it is, so keys kept by an earlier session (a board that
//! stayed powered) remain usable.

use zeroize::Zeroizing;

use super::backend::{DeviceError, Secret32, SecretBytes};
use super::driver::{Accept, DeviceDriver, Driven, DriverError, VersionInfo};
use super::hwkem::Kem;
use super::transport::Transport;
use crate::model::kem::{KemError, check_ct, check_dk};
use crate::model::sequencer::keys;
use crate::params::{PARAM_SETS, ParamSet};
use crate::protocol::Status;
use crate::protocol::v3::{self, KemOpcode};

/// The state of one key slot, as `KEY_STATUS` reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SlotState {
    Empty,
    /// The first half of an import arrived (ŝ ‖ z), the second not yet.
    HalfImported {
        set: ParamSet,
        exportable: bool,
    },
    /// A usable key.
    Valid {
        set: ParamSet,
        exportable: bool,
    },
}

impl SlotState {
    /// Decodes a [`v3::slot_state`] byte.
    pub fn from_byte(b: u8) -> Option<SlotState> {
        let set = *PARAM_SETS.get(((b >> 2) & 3) as usize)?;
        let exportable = b & 0x10 != 0;
        match b & 3 {
            0 => Some(SlotState::Empty),
            1 => Some(SlotState::HalfImported { set, exportable }),
            2 => Some(SlotState::Valid { set, exportable }),
            _ => None,
        }
    }

    /// The parameter set of the (partial) key in the slot.
    pub fn set(&self) -> Option<ParamSet> {
        match self {
            SlotState::Empty => None,
            SlotState::HalfImported { set, .. } | SlotState::Valid { set, .. } => Some(*set),
        }
    }

    /// A few words for people: `empty`, `ML-KEM-512 (exportable)`, `ML-KEM-768, first half
    /// imported`.
    pub fn describe(&self) -> String {
        match self {
            SlotState::Empty => "empty".into(),
            SlotState::Valid { set, exportable } => format!(
                "{} ({})",
                set.name,
                if *exportable {
                    "exportable"
                } else {
                    "not exportable"
                }
            ),
            SlotState::HalfImported { set, .. } => format!("{}, first half imported", set.name),
        }
    }
}

/// Why a protocol 3 operation failed.
#[derive(Debug, thiserror::Error)]
pub enum Kem3Error {
    /// The link, no response, an unexpected status, or a version mismatch.
    #[error(transparent)]
    Driver(#[from] DriverError),
    /// The host refused an input before sending it (a wrong length).
    #[error(transparent)]
    Input(#[from] KemError),
    /// `BAD_EK`: ek (or the ek inside an imported dk) fails the modulus check.
    #[error("{command}: the device refused ek: it fails the modulus check (FIPS 203 §7.2)")]
    BadEk { command: &'static str },
    /// `BAD_KEY`: an imported dk's H(ek) differs from the hash it carries.
    #[error(
        "{command}: the device refused dk: it fails the hash check, H(ek) does not match \
         (FIPS 203 §7.3); the slot was erased"
    )]
    BadKey { command: &'static str },
    #[error("{command}: key slot {slot} holds no key")]
    SlotEmpty { command: &'static str, slot: usize },
    #[error(
        "{command}: key slot {slot} is in use (or shares the key area with the key in another \
         slot): erase it first (key erase --slot N)"
    )]
    SlotFull { command: &'static str, slot: usize },
    #[error("{command}: the key in slot {slot} was not made or imported as exportable")]
    NotExportable { command: &'static str, slot: usize },
    /// The slot does not exist (for this set: ML-KEM-768 and -1024 have slot 0 only).
    #[error("{command}: no key slot {slot} for {set} (slots: {slots})")]
    BadSlot {
        command: &'static str,
        slot: usize,
        set: &'static str,
        slots: String,
    },
    #[error("no free key slot for {set}: erase one first (key status, key erase --slot N)")]
    NoFreeSlot { set: &'static str },
    /// A c whose length is no parameter set's.
    #[error("DECAPS: c has {got} bytes, no parameter set's ciphertext length (768, 1088, 1568)")]
    CiphertextLength { got: usize },
    /// `DECAPS` with a c of another parameter set than the slot's key.
    #[error("DECAPS: c has {got} bytes, but key slot {slot} holds {held}")]
    WrongSet {
        slot: usize,
        got: usize,
        held: String,
    },
    /// `LOCKED`: the device was reset (which wiped the key slots) during the session.
    #[error("{command}: the device is locked: it was reset (its key slots are wiped); reconnect")]
    Locked { command: &'static str },
    /// The device answered a payload of the wrong size.
    #[error("{command}: the device answered {got} bytes, {expected} expected")]
    BadOutput {
        command: &'static str,
        expected: usize,
        got: usize,
    },
    /// `DEBUG_REFUSED`: the debug micro-op jumps or reaches the key area.
    #[error(
        "DEBUG_OP: the device refused the micro-op {word:#010x}: it jumps, or an operand \
         reaches the key area (key slots 16–23, cells 56–63)"
    )]
    DebugRefused { word: u32 },
    /// The device answered a `KEY_STATUS` byte with an unknown state.
    #[error("KEY_STATUS: unknown slot state byte 0x{0:02x}")]
    BadState(u8),
}

impl Kem3Error {
    /// The typed error of a failed command on `slot`, from the driver's status error.
    fn from_driver(e: DriverError, slot: usize) -> Kem3Error {
        let DriverError::Status { command, code, .. } = e else {
            return Kem3Error::Driver(e);
        };
        match Status::from_code(code) {
            Some(Status::BadEk) => Kem3Error::BadEk { command },
            Some(Status::BadKey) => Kem3Error::BadKey { command },
            Some(Status::SlotEmpty) => Kem3Error::SlotEmpty { command, slot },
            Some(Status::SlotFull) => Kem3Error::SlotFull { command, slot },
            Some(Status::NotExportable) => Kem3Error::NotExportable { command, slot },
            Some(Status::Locked) => Kem3Error::Locked { command },
            _ => Kem3Error::Driver(e),
        }
    }
}

/// The [`Kem`] trait's errors: the input checks as [`DeviceError::Rejected`] (as
/// [`super::hwkem::HwMlKem`] reports them), the rest as [`DeviceError::Kem3`].
impl From<Kem3Error> for DeviceError {
    fn from(e: Kem3Error) -> Self {
        match e {
            Kem3Error::Input(e) => DeviceError::Rejected(e),
            Kem3Error::BadEk { .. } => DeviceError::Rejected(KemError::ModulusCheck),
            Kem3Error::BadKey { .. } => DeviceError::Rejected(KemError::HashCheck),
            Kem3Error::Driver(e) => DeviceError::Driver(e),
            e => DeviceError::Kem3(e),
        }
    }
}

/// The index of `p` in the argument byte's set field.
fn set_index(p: ParamSet) -> usize {
    PARAM_SETS
        .iter()
        .position(|q| *q == p)
        .expect("one of the three parameter sets")
}

/// The key-area cells a key of `p` in `slot` uses (the device's rule: a key of rank k takes
/// 2k cells from 2k·slot).
fn key_area(p: ParamSet, slot: usize) -> (usize, usize) {
    (2 * p.k * slot, 2 * p.k * (slot + 1))
}

/// Whether a new key of `p` fits slot `slot` given every slot's state: the slot exists for
/// `p`, is empty, and its key area meets no other slot's key.
pub fn slot_free_for(states: &[SlotState], p: ParamSet, slot: usize) -> bool {
    if slot >= keys(p) || states.get(slot) != Some(&SlotState::Empty) {
        return false;
    }
    let (a0, a1) = key_area(p, slot);
    states.iter().enumerate().all(|(n, s)| {
        n == slot
            || s.set().is_none_or(|q| {
                let (b0, b1) = key_area(q, n);
                !(a0 < b1 && b0 < a1)
            })
    })
}

/// ML-KEM on a protocol 3 device over transport `T`.
pub struct KemDevice3<T: Transport> {
    driver: DeviceDriver<T>,
    version: VersionInfo,
}

impl<T: Transport> Driven<T> for KemDevice3<T> {
    fn driver(&self) -> &DeviceDriver<T> {
        &self.driver
    }
    fn driver_mut(&mut self) -> &mut DeviceDriver<T> {
        &mut self.driver
    }
}

impl<T: Transport> KemDevice3<T> {
    /// Over a driver (opened or not): checks that `VERSION` says protocol 3 (anything else
    /// is [`DriverError::VersionMismatch`]), then unlocks the device with `CLEAR` if a reset
    /// locked it. An unlocked device keeps its key slots.
    pub fn open(mut driver: DeviceDriver<T>) -> Result<Self, Kem3Error> {
        driver.set_accept(Accept::V3);
        let version = driver.version()?;
        let status = driver.status()?;
        if status.locked != Some(false) {
            driver.clear()?;
        }
        Ok(KemDevice3 { driver, version })
    }

    /// What `VERSION` reported on connecting.
    pub fn version(&self) -> VersionInfo {
        self.version
    }

    pub fn into_driver(self) -> DeviceDriver<T> {
        self.driver
    }

    /// `CLEAR`: every key slot wiped.
    pub fn clear(&mut self) -> Result<(), Kem3Error> {
        Ok(self.driver.clear()?)
    }

    /// Sends a KEM request on `slot` and maps its status.
    fn request(
        &mut self,
        op: KemOpcode,
        slot: usize,
        payload: &[u8],
    ) -> Result<Zeroizing<Vec<u8>>, Kem3Error> {
        self.driver
            .command(op, payload)
            .map(Zeroizing::new)
            .map_err(|e| Kem3Error::from_driver(e, slot))
    }

    /// The slot exists for `p` (ML-KEM-512: 0 and 1; ML-KEM-768, -1024: 0).
    fn check_slot(command: &'static str, p: ParamSet, slot: usize) -> Result<(), Kem3Error> {
        if slot < keys(p) {
            return Ok(());
        }
        Err(Kem3Error::BadSlot {
            command,
            slot,
            set: p.name,
            slots: slot_list(keys(p)),
        })
    }

    /// A slot number the argument byte can carry (any set's).
    fn check_any_slot(command: &'static str, slot: usize) -> Result<(), Kem3Error> {
        if slot < v3::KEY_SLOTS {
            return Ok(());
        }
        Err(Kem3Error::BadSlot {
            command,
            slot,
            set: "any parameter set",
            slots: slot_list(v3::KEY_SLOTS),
        })
    }

    fn expect_len(command: &'static str, bytes: &[u8], expected: usize) -> Result<(), Kem3Error> {
        if bytes.len() == expected {
            Ok(())
        } else {
            Err(Kem3Error::BadOutput {
                command,
                expected,
                got: bytes.len(),
            })
        }
    }

    /// `KEYGEN`: ML-KEM.KeyGen_internal(d, z) on the device; dk stays in `slot` (exportable
    /// if asked), ek is returned. One request.
    pub fn keygen_keep(
        &mut self,
        p: ParamSet,
        slot: usize,
        exportable: bool,
        d: &[u8; 32],
        z: &[u8; 32],
    ) -> Result<Vec<u8>, Kem3Error> {
        Self::check_slot("KEYGEN", p, slot)?;
        let mut payload = Zeroizing::new(Vec::with_capacity(65));
        payload.push(v3::arg(set_index(p), slot, exportable, 0));
        payload.extend_from_slice(d);
        payload.extend_from_slice(z);
        let ek = self.request(KemOpcode::KeyGen, slot, &payload)?;
        Self::expect_len("KEYGEN", &ek, p.ek_len())?;
        Ok(ek.to_vec())
    }

    /// `ENCAPS`: ML-KEM.Encaps_internal(ek, m) → (c, K) on the device, which checks ek's
    /// modulus ([`Kem3Error::BadEk`]). One request.
    pub fn encaps(
        &mut self,
        p: ParamSet,
        ek: &[u8],
        m: &[u8; 32],
    ) -> Result<(Vec<u8>, Secret32), Kem3Error> {
        if ek.len() != p.ek_len() {
            return Err(KemError::WrongLength {
                what: "encapsulation key",
                expected: p.ek_len(),
                got: ek.len(),
            }
            .into());
        }
        let mut payload = Zeroizing::new(Vec::with_capacity(1 + ek.len() + 32));
        payload.push(v3::arg(set_index(p), 0, false, 0));
        payload.extend_from_slice(ek);
        payload.extend_from_slice(m);
        let out = self.request(KemOpcode::Encaps, 0, &payload)?;
        Self::expect_len("ENCAPS", &out, p.ct_len() + 32)?;
        let (c, k) = out.split_at(p.ct_len());
        let mut key = Zeroizing::new([0u8; 32]);
        key.copy_from_slice(k);
        Ok((c.to_vec(), key))
    }

    /// `DECAPS`: ML-KEM.Decaps_internal(dk, c) → K with the key in `slot`. One request. c's
    /// length must be the slot key's set's (else [`Kem3Error::WrongSet`]).
    pub fn decaps_slot(&mut self, slot: usize, c: &[u8]) -> Result<Secret32, Kem3Error> {
        Self::check_any_slot("DECAPS", slot)?;
        let Some(p) = PARAM_SETS.into_iter().find(|p| p.ct_len() == c.len()) else {
            return Err(Kem3Error::CiphertextLength { got: c.len() });
        };
        let mut payload = Vec::with_capacity(1 + c.len());
        payload.push(v3::arg(0, slot, false, 0));
        payload.extend_from_slice(c);
        let k = match self.request(KemOpcode::Decaps, slot, &payload) {
            Ok(k) => k,
            Err(Kem3Error::Driver(e @ DriverError::Status { code, .. }))
                if code == Status::BadLen.code() =>
            {
                // Twice BAD_LEN: the slot holds a key of another set. Say which (if it holds
                // one of c's set after all, the link corrupted both requests' length).
                return Err(match self.key_status().map(|s| s.get(slot).copied()) {
                    Ok(Some(held)) if held.set() != Some(p) => Kem3Error::WrongSet {
                        slot,
                        got: c.len(),
                        held: format!("{}, not {}", held.describe(), p.name),
                    },
                    _ => Kem3Error::Driver(e),
                });
            }
            Err(e) => return Err(e),
        };
        Self::expect_len("DECAPS", &k, 32)?;
        let mut key = Zeroizing::new([0u8; 32]);
        key.copy_from_slice(&k);
        Ok(key)
    }

    /// `KEY_IMPORT` × 2: dk = ŝ ‖ ek ‖ H(ek) ‖ z into `slot` (first ŝ ‖ z, then ek ‖ H(ek),
    /// which the device checks: [`Kem3Error::BadEk`], [`Kem3Error::BadKey`]). If the second
    /// half fails, the slot is erased.
    pub fn key_import(
        &mut self,
        p: ParamSet,
        slot: usize,
        exportable: bool,
        dk: &[u8],
    ) -> Result<(), Kem3Error> {
        Self::check_slot("KEY_IMPORT", p, slot)?;
        if dk.len() != p.dk_len() {
            return Err(KemError::WrongLength {
                what: "decapsulation key",
                expected: p.dk_len(),
                got: dk.len(),
            }
            .into());
        }
        let ns = 384 * p.k;
        let set = set_index(p);
        let mut first = Zeroizing::new(Vec::with_capacity(1 + ns + 32));
        first.push(v3::arg(set, slot, exportable, 0));
        first.extend_from_slice(&dk[..ns]);
        first.extend_from_slice(&dk[dk.len() - 32..]);
        self.request(KemOpcode::KeyImport, slot, &first)?;
        let mut second = Vec::with_capacity(1 + p.ek_len() + 32);
        second.push(v3::arg(set, slot, exportable, 1));
        second.extend_from_slice(&dk[ns..dk.len() - 32]);
        if let Err(e) = self.request(KemOpcode::KeyImport, slot, &second) {
            // Whatever happened, no half key stays behind.
            let _ = self.key_erase(slot);
            return Err(e);
        }
        Ok(())
    }

    /// `KEY_EXPORT` × 2: the key in `slot` (if it was made or imported exportable), its
    /// halves joined into dk = ŝ ‖ ek ‖ H(ek) ‖ z.
    pub fn key_export(&mut self, slot: usize) -> Result<SecretBytes, Kem3Error> {
        Self::check_any_slot("KEY_EXPORT", slot)?;
        let first = self.request(KemOpcode::KeyExport, slot, &[v3::arg(0, slot, false, 0)])?;
        let Some(p) = PARAM_SETS
            .into_iter()
            .find(|p| first.len() == 384 * p.k + 32)
        else {
            return Err(Kem3Error::BadOutput {
                command: "KEY_EXPORT",
                expected: 384 * 2 + 32,
                got: first.len(),
            });
        };
        let second = self.request(KemOpcode::KeyExport, slot, &[v3::arg(0, slot, false, 1)])?;
        Self::expect_len("KEY_EXPORT", &second, p.ek_len() + 32)?;
        let ns = 384 * p.k;
        let mut dk = Zeroizing::new(Vec::with_capacity(p.dk_len()));
        dk.extend_from_slice(&first[..ns]);
        dk.extend_from_slice(&second);
        dk.extend_from_slice(&first[ns..]);
        Ok(dk)
    }

    /// `KEY_ERASE`: the slot's key wiped (an empty slot stays empty).
    pub fn key_erase(&mut self, slot: usize) -> Result<(), Kem3Error> {
        Self::check_any_slot("KEY_ERASE", slot)?;
        self.request(KemOpcode::KeyErase, slot, &[v3::arg(0, slot, false, 0)])?;
        Ok(())
    }

    /// `DEBUG_OP`: the debug path ([`crate::model::sequencer::debug`]). `data` goes into the
    /// bulk buffer after the word (P = 4 points at it), the one micro-op `word` runs for
    /// parameter set `p`, and the bulk buffer's 384 bytes after the word come back. Refused
    /// ([`Kem3Error::DebugRefused`]) if the word jumps or reaches the key area.
    pub fn debug_op(
        &mut self,
        p: ParamSet,
        word: u32,
        data: &[u8; 384],
    ) -> Result<[u8; 384], Kem3Error> {
        let mut payload = Vec::with_capacity(1 + v3::DEBUG_RESPONSE);
        payload.push(v3::arg(set_index(p), 0, false, 0));
        payload.extend_from_slice(&word.to_le_bytes());
        payload.extend_from_slice(data);
        let r = self
            .request(KemOpcode::DebugOp, 0, &payload)
            .map_err(|e| match e {
                Kem3Error::Driver(DriverError::Status { code, .. })
                    if code == Status::DebugRefused.code() =>
                {
                    Kem3Error::DebugRefused { word }
                }
                e => e,
            })?;
        Self::expect_len("DEBUG_OP", &r, v3::DEBUG_RESPONSE)?;
        let mut out = [0; 384];
        out.copy_from_slice(&r[4..]);
        Ok(out)
    }

    /// `KEY_STATUS`: every key slot's state.
    pub fn key_status(&mut self) -> Result<Vec<SlotState>, Kem3Error> {
        let s = self.request(KemOpcode::KeyStatus, 0, &[])?;
        Self::expect_len("KEY_STATUS", &s, v3::KEY_SLOTS)?;
        s.iter()
            .map(|&b| SlotState::from_byte(b).ok_or(Kem3Error::BadState(b)))
            .collect()
    }

    /// The first slot a new key of `p` fits ([`slot_free_for`]), from `KEY_STATUS`.
    pub fn free_slot(&mut self, p: ParamSet) -> Result<usize, Kem3Error> {
        let states = self.key_status()?;
        (0..keys(p))
            .find(|&n| slot_free_for(&states, p, n))
            .ok_or(Kem3Error::NoFreeSlot { set: p.name })
    }
}

/// `0`, `0, 1`.
fn slot_list(n: usize) -> String {
    (0..n).map(|i| i.to_string()).collect::<Vec<_>>().join(", ")
}

impl<T: Transport> Kem for KemDevice3<T> {
    /// `KEYGEN` (exportable) into a free slot, `KEY_EXPORT` × 2, `KEY_ERASE` (also on failure).
    fn keygen(
        &mut self,
        p: ParamSet,
        d: &[u8; 32],
        z: &[u8; 32],
    ) -> Result<(Vec<u8>, SecretBytes), DeviceError> {
        let slot = self.free_slot(p)?;
        let r = self
            .keygen_keep(p, slot, true, d, z)
            .and_then(|ek| Ok((ek, self.key_export(slot)?)));
        let erased = self.key_erase(slot);
        let (ek, dk) = r?;
        erased?;
        // The exported dk carries ek: they must agree.
        if dk.len() != p.dk_len() || dk[384 * p.k..768 * p.k + 32] != ek[..] {
            return Err(DeviceError::BadOutput {
                what: "dk (its ek differs from KEYGEN's)",
                expected: p.dk_len(),
                got: dk.len(),
            });
        }
        Ok((ek, dk))
    }

    fn encaps(
        &mut self,
        p: ParamSet,
        ek: &[u8],
        m: &[u8; 32],
    ) -> Result<(Vec<u8>, Secret32), DeviceError> {
        Ok(KemDevice3::encaps(self, p, ek, m)?)
    }

    /// The host's checks (lengths, dk's hash), then `KEY_IMPORT` × 2 into a free slot,
    /// `DECAPS`, `KEY_ERASE` (also on failure).
    fn decaps(&mut self, p: ParamSet, dk: &[u8], c: &[u8]) -> Result<Secret32, DeviceError> {
        check_ct(p, c)?;
        check_dk(p, dk)?;
        let slot = self.free_slot(p)?;
        let r = self
            .key_import(p, slot, false, dk)
            .and_then(|()| self.decaps_slot(slot, c));
        let erased = self.key_erase(slot);
        let k = r?;
        erased?;
        Ok(k)
    }
}
