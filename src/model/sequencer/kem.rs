//! ML-KEM through the sequencer: each operation places its request payload in the bulk
//! buffer, runs its ROM entry, and reads its response from the bulk buffer — what the device
//! will do with a request's payload (issue 16). A failed operation leaves no key behind: a
//! key slot is marked valid only when KeyGen or the second half of an import ends, and a
//! failed import wipes the slot.

use zeroize::Zeroizing;

use super::interp::{Machine, Run, Stop, Timing, Traced};
use super::program::{Entry, Rom, assemble};
use super::{BULK_BYTES, keys};
use crate::params::ParamSet;

/// Why a sequencer KEM operation was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum KemStop {
    #[error("{what} is {got} bytes, {want} expected")]
    WrongLength {
        what: &'static str,
        got: usize,
        want: usize,
    },
    #[error("key slot {0} holds no key of this parameter set")]
    EmptySlot(usize),
    #[error("key slot {0} shares the key area with the key in slot {1}: erase that first")]
    Overlap(usize, usize),
    #[error("key slot {0} holds no first half of an import of this parameter set")]
    NoFirstHalf(usize),
    #[error(transparent)]
    Stopped(#[from] Stop),
}

/// What a key slot holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyState {
    Empty,
    /// ŝ imported, the public part not yet.
    HalfImported(ParamSet),
    Valid(ParamSet),
}

/// One run of a ROM entry, recorded when [`SequencerKem::log`] is set: what a circuit running
/// the same program must do (its commands, their cycles, the outcome).
#[derive(Clone, Debug)]
pub struct RunLog {
    pub entry: Entry,
    pub p: ParamSet,
    pub key: usize,
    pub trace: Vec<Traced>,
    pub result: Result<Run, Stop>,
}

/// The sequencer with its ROM, its timing and the key slots' states.
pub struct SequencerKem {
    pub machine: Machine,
    pub rom: Rom,
    pub timing: Timing,
    keys: Vec<KeyState>,
    /// When set, every run is recorded here.
    pub log: Option<Vec<RunLog>>,
}

impl SequencerKem {
    /// A sequencer after power-up: every key slot empty.
    pub fn new(timing: Timing) -> Self {
        SequencerKem {
            machine: Machine::new(),
            rom: assemble(),
            timing,
            keys: vec![KeyState::Empty; 2],
            log: None,
        }
    }

    /// The state of key slot `key`.
    pub fn key_state(&self, key: usize) -> KeyState {
        self.keys.get(key).copied().unwrap_or(KeyState::Empty)
    }

    fn check_len(what: &'static str, got: usize, want: usize) -> Result<(), KemStop> {
        if got == want {
            Ok(())
        } else {
            Err(KemStop::WrongLength { what, got, want })
        }
    }

    fn load(&mut self, parts: &[&[u8]]) {
        let mut at = 0;
        for part in parts {
            self.machine.mem[at..at + part.len()].copy_from_slice(part);
            at += part.len();
        }
        debug_assert!(at <= BULK_BYTES);
    }

    fn bulk(&self, n: usize) -> Vec<u8> {
        self.machine.mem[..n].to_vec()
    }

    fn run(&mut self, entry: Entry, p: ParamSet, key: usize) -> Result<Run, Stop> {
        let timing = self.timing;
        if self.log.is_some() {
            self.machine.trace = Some(vec![]);
        }
        let result = self.machine.run(&self.rom, entry, p, key, &timing);
        if let Some(log) = self.log.as_mut() {
            log.push(RunLog {
                entry,
                p,
                key,
                trace: self.machine.trace.take().unwrap_or_default(),
                result: result.clone(),
            });
        }
        result
    }

    /// The debug path ([`super::debug`]): `payload` (the micro-op word, little-endian, and
    /// 384 bytes) into the bulk buffer, the word run for parameter set `p` with key index
    /// `key`; the bulk buffer's first [`crate::protocol::v3::DEBUG_RESPONSE`] bytes after it.
    pub fn debug(
        &mut self,
        p: ParamSet,
        key: usize,
        payload: &[u8],
    ) -> Result<(Vec<u8>, Run), KemStop> {
        let n = crate::protocol::v3::DEBUG_RESPONSE;
        Self::check_len("a debug request", payload.len(), n)?;
        let word = u32::from_le_bytes(payload[..4].try_into().expect("4 bytes"));
        // `run_debug` refuses the word before it runs; the payload loaded into the bulk buffer
        // is the wire's, as in the circuit.
        self.load(&[payload]);
        let timing = self.timing;
        let run = self.machine.run_debug(&self.rom, word, p, key, &timing)?;
        Ok((self.bulk(n), run))
    }

    /// Refuses a new key in slot `key` that would overlap another slot's key (two ML-KEM-512
    /// keys share the key area of one larger key).
    pub fn check_overlap(&self, p: ParamSet, key: usize) -> Result<(), KemStop> {
        let other = self.keys.iter().enumerate().position(|(n, s)| {
            n != key
                && match s {
                    KeyState::Empty => false,
                    KeyState::HalfImported(q) | KeyState::Valid(q) => {
                        let (a0, a1) = (2 * p.k * key, 2 * p.k * (key + 1));
                        let (b0, b1) = (2 * q.k * n, 2 * q.k * (n + 1));
                        a0 < b1 && b0 < a1
                    }
                }
        });
        match other {
            Some(n) => Err(KemStop::Overlap(key, n)),
            None => Ok(()),
        }
    }

    fn usable(&self, p: ParamSet, key: usize) -> Result<(), KemStop> {
        if key >= keys(p) {
            return Err(Stop::BadKeySlot(key).into());
        }
        Ok(())
    }

    /// Wipes key slot `key`'s polynomials and cells (the [`Entry::Erase`] program, for the
    /// parameter set the slot holds) and marks it empty; an empty slot is left as it is.
    pub fn erase(&mut self, key: usize) -> Option<Run> {
        let p = match self.keys.get(key).copied() {
            Some(KeyState::HalfImported(p) | KeyState::Valid(p)) => p,
            _ => return None,
        };
        let run = self
            .run(Entry::Erase, p, key)
            .expect("the erase program stops for nothing");
        self.keys[key] = KeyState::Empty;
        Some(run)
    }

    /// What the device does on a reset and on CLEAR, after zeroing the byte memory: the
    /// [`Entry::Wipe`] program for ML-KEM-1024, key 0 (every polynomial slot, key 0's cells);
    /// then the byte memory is zero and every key slot empty.
    pub fn wipe(&mut self) -> Run {
        self.machine.mem.fill(0);
        let run = self
            .run(Entry::Wipe, crate::params::ML_KEM_1024, 0)
            .expect("the wipe program stops for nothing");
        self.keys.fill(KeyState::Empty);
        run
    }

    /// ML-KEM.KeyGen_internal(d, z) into key slot `key` (Algorithm 16); returns ek. The slot
    /// must be empty, and so must the slots sharing its part of the key area.
    pub fn keygen(
        &mut self,
        p: ParamSet,
        key: usize,
        d: &[u8; 32],
        z: &[u8; 32],
    ) -> Result<(Vec<u8>, Run), KemStop> {
        self.usable(p, key)?;
        self.check_overlap(p, key)?;
        self.erase(key);
        self.load(&[d, z]);
        let run = self.run(Entry::KeyGen, p, key)?;
        self.keys[key] = KeyState::Valid(p);
        Ok((self.bulk(p.ek_len()), run))
    }

    /// ML-KEM.Encaps_internal(ek, m) (Algorithm 17) with the §7.2 checks; returns (c, K).
    pub fn encaps(
        &mut self,
        p: ParamSet,
        ek: &[u8],
        m: &[u8; 32],
    ) -> Result<(Vec<u8>, [u8; 32], Run), KemStop> {
        Self::check_len("ek", ek.len(), p.ek_len())?;
        self.load(&[ek, m]);
        let run = self.run(Entry::Encaps, p, 0)?;
        let out = self.bulk(p.ct_len() + 32);
        let k: [u8; 32] = out[p.ct_len()..].try_into().expect("32 bytes");
        Ok((out[..p.ct_len()].to_vec(), k, run))
    }

    fn valid(&self, p: ParamSet, key: usize) -> Result<(), KemStop> {
        match self.key_state(key) {
            KeyState::Valid(q) if q == p => Ok(()),
            _ => Err(KemStop::EmptySlot(key)),
        }
    }

    /// ML-KEM.Decaps_internal(dk, c) (Algorithm 18) with the key in slot `key`; returns K.
    pub fn decaps(
        &mut self,
        p: ParamSet,
        key: usize,
        c: &[u8],
    ) -> Result<([u8; 32], Run), KemStop> {
        self.valid(p, key)?;
        Self::check_len("c", c.len(), p.ct_len())?;
        self.load(&[c]);
        let run = self.run(Entry::Decaps, p, key)?;
        Ok((self.bulk(32).try_into().expect("32 bytes"), run))
    }

    /// One half of key slot `key`'s dk: half 0 is ŝ ‖ z (384k + 32 bytes), half 1 ek ‖ H(ek)
    /// (384k + 64 bytes).
    pub fn export_half(
        &mut self,
        p: ParamSet,
        key: usize,
        half: usize,
    ) -> Result<(Zeroizing<Vec<u8>>, Run), KemStop> {
        self.valid(p, key)?;
        let (entry, n) = match half {
            0 => (Entry::ExportSecret, 384 * p.k + 32),
            _ => (Entry::ExportPublic, p.ek_len() + 32),
        };
        let run = self.run(entry, p, key)?;
        let out = Zeroizing::new(self.bulk(n));
        self.machine.mem[..n].fill(0);
        Ok((out, run))
    }

    /// dk of key slot `key`: ŝ ‖ ek ‖ H(ek) ‖ z, joined from its two halves ŝ ‖ z and
    /// ek ‖ H(ek) (Runs of each).
    pub fn export(
        &mut self,
        p: ParamSet,
        key: usize,
    ) -> Result<(Zeroizing<Vec<u8>>, [Run; 2]), KemStop> {
        let (secret, a) = self.export_half(p, key, 0)?;
        let (public, b) = self.export_half(p, key, 1)?;
        let mut dk = Zeroizing::new(Vec::with_capacity(p.dk_len()));
        dk.extend_from_slice(&secret[..384 * p.k]);
        dk.extend_from_slice(&public);
        dk.extend_from_slice(&secret[384 * p.k..]);
        Ok((dk, [a, b]))
    }

    /// Imports one half of a dk into key slot `key`: half 0 (ŝ ‖ z) into the slot (whatever it
    /// held is erased first), half 1 (ek ‖ H(ek)) into a slot holding half 0 of the
    /// same set, with FIPS 203 §7.3's hash check and §7.2's modulus check on ek. A failed half 1
    /// erases the slot.
    pub fn import_half(
        &mut self,
        p: ParamSet,
        key: usize,
        half: usize,
        bytes: &[u8],
    ) -> Result<Run, KemStop> {
        self.usable(p, key)?;
        if half == 0 {
            Self::check_len("ŝ ‖ z", bytes.len(), 384 * p.k + 32)?;
            self.check_overlap(p, key)?;
            self.erase(key);
            self.load(&[bytes]);
            let run = self.run(Entry::ImportSecret, p, key);
            self.machine.mem[..bytes.len()].fill(0);
            let run = run?;
            self.keys[key] = KeyState::HalfImported(p);
            return Ok(run);
        }
        if self.key_state(key) != KeyState::HalfImported(p) {
            return Err(KemStop::NoFirstHalf(key));
        }
        Self::check_len("ek ‖ H(ek)", bytes.len(), p.ek_len() + 32)?;
        self.load(&[bytes]);
        match self.run(Entry::ImportPublic, p, key) {
            Ok(run) => {
                self.keys[key] = KeyState::Valid(p);
                Ok(run)
            }
            Err(e) => {
                self.erase(key);
                Err(e.into())
            }
        }
    }

    /// Imports dk into key slot `key` (FIPS 203 §7.3 checks: lengths, H(ek) = h; and the
    /// §7.2 modulus check on its ek), as its two halves ŝ ‖ z and ek ‖ H(ek). On failure the
    /// slot is erased and left empty.
    pub fn import(&mut self, p: ParamSet, key: usize, dk: &[u8]) -> Result<[Run; 2], KemStop> {
        self.usable(p, key)?;
        Self::check_len("dk", dk.len(), p.dk_len())?;
        let (s, rest) = dk.split_at(384 * p.k);
        let (public, z) = rest.split_at(p.ek_len() + 32);
        let first = Zeroizing::new([s, z].concat());
        let a = self.import_half(p, key, 0, &first)?;
        let b = self.import_half(p, key, 1, public)?;
        Ok([a, b])
    }
}
