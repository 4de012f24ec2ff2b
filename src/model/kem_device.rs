//! The protocol-level model of the protocol 3 device ([`crate::protocol::v3`], issue 16): bytes
//! in, bytes out. Every KEM request is one run (or, for a dk half, one run) of the sequencer's
//! program on [`SequencerKem`], which the circuit `KemCore` equals byte for byte and cycle for
//! cycle (`tests/rtl_kem_core.rs`). The device rewrite will put the frame link in front of that
//! core; until then this model is the contract it must meet, and the host's protocol 3 driver
//! is written against it.
//!
//! **Deliberate differences from a circuit** (the model has no clock): a partial request waits
//! for more bytes until [`KemDeviceModel::line_idle`]; requests complete at once (no `Busy`);
//! `Cycles` answers the sum of the sequencer runs' cycles since the last reset (what the
//! circuit's counter will count, its controller's own cycles aside).

use zeroize::Zeroizing;

use super::sequencer::{KemStop, KeyState, SequencerKem, Stop, Timing};
use crate::params::{CLOCK_HZ, PARAM_SETS, ParamSet};
use crate::protocol::v3::{self, KemOpcode};
use crate::protocol::{
    DEFAULT_DIVISOR, MIN_DIVISOR, Opcode, REQUEST_OVERHEAD, REQUEST_SYNC, Status, build_id, crc32,
    encode_response,
};

/// The protocol 3 device model.
pub struct KemDeviceModel {
    variant: String,
    timing: Timing,
    kem: SequencerKem,
    exportable: [bool; v3::KEY_SLOTS],
    locked: bool,
    divisor: u16,
    crc_errors: u8,
    timeouts: u8,
    cycles: u64,
    rx: Vec<u8>,
    /// (opcode, seq, response) of the last executed request: the retry cache.
    last: Option<(u8, u8, Vec<u8>)>,
    /// Requests executed (not answered from the cache), for tests.
    pub executed: u64,
}

impl KemDeviceModel {
    /// A device after power-up: locked, every key slot empty; its units' latencies are
    /// `timing` (the iCE40 device's: `rtl::device::profile::COMPACT`).
    pub fn new(variant: &str, timing: Timing) -> Self {
        KemDeviceModel {
            variant: variant.to_owned(),
            timing,
            kem: SequencerKem::new(timing),
            exportable: [false; v3::KEY_SLOTS],
            locked: true,
            divisor: DEFAULT_DIVISOR,
            crc_errors: 0,
            timeouts: 0,
            cycles: 0,
            rx: Vec::new(),
            last: None,
            executed: 0,
        }
    }

    /// What a reset does: the partial request, the retry cache, the counters and the bit
    /// period are forgotten, the device locks, and every key slot is invalidated and wiped.
    pub fn reset(&mut self) {
        self.rx.clear();
        self.last = None;
        self.divisor = DEFAULT_DIVISOR;
        (self.crc_errors, self.timeouts, self.cycles) = (0, 0, 0);
        self.locked = true;
        self.wipe();
    }

    fn wipe(&mut self) {
        self.kem = SequencerKem::new(self.timing);
        self.exportable = [false; v3::KEY_SLOTS];
    }

    /// The state of key slot `slot`.
    pub fn key_state(&self, slot: usize) -> KeyState {
        self.kem.key_state(slot)
    }

    /// The line went idle: a partial request is dropped and counted as a timeout.
    pub fn line_idle(&mut self) {
        if !self.rx.is_empty() {
            self.rx.clear();
            self.timeouts = self.timeouts.saturating_add(1);
        }
    }

    /// Eats request bytes (any chunking) and returns the response bytes they complete.
    pub fn receive(&mut self, bytes: &[u8]) -> Vec<u8> {
        let mut out = Vec::new();
        for &b in bytes {
            if self.rx.is_empty() {
                if b == REQUEST_SYNC {
                    self.rx.push(b);
                }
                continue;
            }
            self.rx.push(b);
            if self.rx.len() < 5 {
                continue;
            }
            let len = u16::from_le_bytes([self.rx[3], self.rx[4]]) as usize;
            if len > v3::MAX_REQUEST {
                out.extend(encode_response(
                    self.rx[1],
                    self.rx[2],
                    Status::BadLen.code(),
                    &[],
                ));
                self.rx.clear();
                continue;
            }
            if self.rx.len() == REQUEST_OVERHEAD + len {
                let frame = Zeroizing::new(std::mem::take(&mut self.rx));
                out.extend(self.frame(&frame, len));
            }
        }
        out
    }

    fn frame(&mut self, f: &[u8], len: usize) -> Vec<u8> {
        let (opcode, seq) = (f[1], f[2]);
        let repeat = matches!(&self.last, Some((o, s, _)) if *o == opcode && *s == seq);
        let want = crc32(&f[1..5 + len]);
        let got = u32::from_le_bytes(f[5 + len..9 + len].try_into().expect("4 bytes"));
        if got != want {
            self.crc_errors = self.crc_errors.saturating_add(1);
            if !repeat {
                self.last = None;
            }
            return encode_response(opcode, seq, Status::BadCrc.code(), &[]);
        }
        if repeat && let Some((_, _, cached)) = &self.last {
            return cached.clone();
        }
        self.executed += 1;
        let (status, payload) = match self.execute(opcode, &f[5..5 + len]) {
            Ok(payload) => (Status::Ok, payload),
            Err(status) => (status, Zeroizing::new(Vec::new())),
        };
        let response = encode_response(opcode, seq, status.code(), &payload);
        self.last = Some((opcode, seq, response.clone()));
        response
    }

    fn execute(&mut self, code: u8, p: &[u8]) -> Result<Zeroizing<Vec<u8>>, Status> {
        let none = || Ok(Zeroizing::new(Vec::new()));
        if let Some(op) = Opcode::from_code(code) {
            return match op {
                Opcode::Version if p.is_empty() => {
                    let mut r = vec![v3::VERSION];
                    r.extend(build_id(&self.variant).to_le_bytes());
                    r.extend(CLOCK_HZ.to_le_bytes());
                    r.extend(self.divisor.to_le_bytes());
                    r.push(v3::KEY_SLOTS as u8);
                    r.extend((v3::MAX_RESPONSE as u16).to_le_bytes());
                    Ok(Zeroizing::new(r))
                }
                Opcode::Status if p.is_empty() => Ok(Zeroizing::new(vec![
                    self.crc_errors,
                    0,
                    0,
                    self.timeouts,
                    self.locked as u8,
                ])),
                Opcode::Cycles if p.is_empty() => {
                    Ok(Zeroizing::new((self.cycles as u32).to_le_bytes().to_vec()))
                }
                Opcode::SetBaud if p.len() == 2 => {
                    let d = u16::from_le_bytes([p[0], p[1]]);
                    if d < MIN_DIVISOR {
                        return Err(Status::BadArg);
                    }
                    self.divisor = d;
                    none()
                }
                Opcode::Abort if p.is_empty() => none(),
                Opcode::Clear if p.is_empty() => {
                    self.wipe();
                    self.locked = false;
                    none()
                }
                Opcode::Version
                | Opcode::Status
                | Opcode::Cycles
                | Opcode::SetBaud
                | Opcode::Abort
                | Opcode::Clear => Err(Status::BadLen),
                _ => Err(Status::BadOpcode),
            };
        }
        let op = KemOpcode::from_code(code).ok_or(Status::BadOpcode)?;
        if self.locked {
            return Err(Status::Locked);
        }
        if op == KemOpcode::KeyStatus {
            if !p.is_empty() {
                return Err(Status::BadLen);
            }
            let states = (0..v3::KEY_SLOTS)
                .map(|n| {
                    let (s, set) = match self.kem.key_state(n) {
                        KeyState::Empty => (0, 0),
                        KeyState::HalfImported(q) => (1, set_index(q)),
                        KeyState::Valid(q) => (2, set_index(q)),
                    };
                    v3::slot_state(s, set, s != 0 && self.exportable[n])
                })
                .collect();
            return Ok(Zeroizing::new(states));
        }
        let (&arg, data) = p.split_first().ok_or(Status::BadLen)?;
        let set = (arg & 3) as usize;
        let slot = ((arg >> 2) & 1) as usize;
        let exportable = arg & 8 != 0;
        let half = ((arg >> 4) & 1) as usize;
        let held = |kem: &SequencerKem| match kem.key_state(slot) {
            KeyState::Valid(q) => Ok(q),
            _ => Err(Status::SlotEmpty),
        };
        let set_of = |set: usize| PARAM_SETS.get(set).copied().ok_or(Status::BadArg);
        let out = match op {
            KemOpcode::KeyGen => {
                let q = set_of(set)?;
                self.free(q, slot)?;
                if data.len() != 64 {
                    return Err(Status::BadLen);
                }
                let d: [u8; 32] = data[..32].try_into().expect("32 bytes");
                let z = Zeroizing::new(<[u8; 32]>::try_from(&data[32..]).expect("32 bytes"));
                let (ek, run) = self.kem.keygen(q, slot, &d, &z).map_err(status)?;
                self.exportable[slot] = exportable;
                self.cycles += run.cycles;
                ek
            }
            KemOpcode::Encaps => {
                let q = set_of(set)?;
                if data.len() != q.ek_len() + 32 {
                    return Err(Status::BadLen);
                }
                let m: [u8; 32] = data[q.ek_len()..].try_into().expect("32");
                let (mut c, k, run) = self
                    .kem
                    .encaps(q, &data[..q.ek_len()], &m)
                    .map_err(status)?;
                self.cycles += run.cycles;
                c.extend_from_slice(&k);
                c
            }
            KemOpcode::Decaps => {
                let q = held(&self.kem)?;
                if data.len() != q.ct_len() {
                    return Err(Status::BadLen);
                }
                let (k, run) = self.kem.decaps(q, slot, data).map_err(status)?;
                self.cycles += run.cycles;
                k.to_vec()
            }
            KemOpcode::KeyImport => {
                let q = set_of(set)?;
                if half == 0 {
                    self.free(q, slot)?;
                } else if self.kem.key_state(slot) != KeyState::HalfImported(q) {
                    return Err(Status::SlotEmpty);
                }
                let want = if half == 0 {
                    384 * q.k + 32
                } else {
                    q.ek_len() + 32
                };
                if data.len() != want {
                    return Err(Status::BadLen);
                }
                let run = match self.kem.import_half(q, slot, half, data) {
                    Ok(run) => run,
                    Err(e) => {
                        if self.kem.key_state(slot) == KeyState::Empty {
                            self.exportable[slot] = false;
                        }
                        return Err(status(e));
                    }
                };
                self.cycles += run.cycles;
                if half == 0 {
                    self.exportable[slot] = exportable;
                }
                vec![]
            }
            KemOpcode::KeyExport => {
                let q = held(&self.kem)?;
                if !self.exportable[slot] {
                    return Err(Status::NotExportable);
                }
                if !data.is_empty() {
                    return Err(Status::BadLen);
                }
                let (bytes, run) = self.kem.export_half(q, slot, half).map_err(status)?;
                self.cycles += run.cycles;
                return Ok(bytes);
            }
            KemOpcode::KeyErase => {
                if !data.is_empty() {
                    return Err(Status::BadLen);
                }
                if let Some(run) = self.kem.erase(slot) {
                    self.cycles += run.cycles;
                }
                self.exportable[slot] = false;
                vec![]
            }
            KemOpcode::DebugOp => {
                let q = set_of(set)?;
                if data.len() != v3::DEBUG_RESPONSE {
                    return Err(Status::BadLen);
                }
                let (r, run) = self.kem.debug(q, slot, data).map_err(status)?;
                self.cycles += run.cycles;
                r
            }
            KemOpcode::KeyStatus => unreachable!("answered above"),
        };
        Ok(Zeroizing::new(out))
    }

    /// Slot `slot` can take a new key of set `q`: it exists for `q`, is empty (or holds only a
    /// first half), and shares no key area with another slot's key.
    fn free(&self, q: ParamSet, slot: usize) -> Result<(), Status> {
        if slot >= super::sequencer::keys(q) {
            return Err(Status::BadSlot);
        }
        if let KeyState::Valid(_) = self.kem.key_state(slot) {
            return Err(Status::SlotFull);
        }
        self.kem.check_overlap(q, slot).map_err(status)
    }
}

fn set_index(p: ParamSet) -> usize {
    PARAM_SETS.iter().position(|q| *q == p).unwrap_or(0)
}

/// The status a sequencer stop gives.
fn status(e: KemStop) -> Status {
    match e {
        KemStop::Stopped(Stop::BadEk) => Status::BadEk,
        KemStop::Stopped(Stop::BadKey) => Status::BadKey,
        KemStop::WrongLength { .. } => Status::BadLen,
        KemStop::EmptySlot(_) | KemStop::NoFirstHalf(_) => Status::SlotEmpty,
        KemStop::Overlap(..) => Status::SlotFull,
        KemStop::Stopped(Stop::BadKeySlot(_)) => Status::BadSlot,
        KemStop::Stopped(Stop::DebugRefused) => Status::DebugRefused,
        KemStop::Stopped(_) => Status::BadArg,
    }
}
