//! The protocol-level model of the device: bytes in, bytes out, exactly as
//! [`crate::protocol`] defines them. It is the twin of the circuit `MlKemDevice`
//! (UART + frame link + command processor + NTT engine + Keccak + samplers + codec) and the
//! device behind [`crate::host::transport::ModelTransport`].
//!
//! The model computes with the other models: the slot engine of [`super::ntt_engine`],
//! SampleNTT and SamplePolyCBD of [`super::sample`] (with PRF from [`super::hash`]), the codec
//! of [`super::encode`] and the sponge of [`super::keccak`].
//!
//! **Deliberate differences from the circuit** (the model has no clock):
//! * [`Opcode::Cycles`] always answers 0: the model does not count cycles (its one deliberate
//!   difference in a response payload).
//! * A truncated request is never dropped: with no clock there is no inter-byte timeout, so a
//!   partial frame simply waits for more bytes (the circuit drops it after
//!   [`crate::protocol::FRAME_TIMEOUT_BIT_PERIODS`] bit periods).
//!   A transport that knows the line went idle (e.g. [`crate::host::transport::ModelTransport`]
//!   when the host waits for a response) may call [`DeviceModel::line_idle`], which does what
//!   the circuit's timeout does: drops the partial request and counts a timeout.
//! * Commands complete at once, so the model never answers [`Status::Busy`], and `Abort` always
//!   finds it idle (an `Ok` no-op). Framing errors and overruns never happen: those counters
//!   stay 0, and so does the timeout counter unless [`DeviceModel::line_idle`] is called.
//!
//! The retry cache holds the response to the last request that arrived with a good CRC (the
//! requests that "execute" in the protocol's words, whatever status they were given); a good
//! request with the same opcode and sequence number is answered from it without executing.

use super::encode::{byte_decode, byte_encode, compress, decompress};
use super::hash::prf;
use super::keccak::{KeccakFunction, Sponge};
use super::ntt_engine::{EngineModel, EngineOp, SLOTS};
use super::sample::{sample_ntt, sample_poly_cbd};
use crate::params::{CLOCK_HZ, N, Q};
use crate::protocol::{
    DEFAULT_DIVISOR, HashState, MAX_PAYLOAD, MIN_DIVISOR, Opcode, PROTOCOL_VERSION,
    REQUEST_OVERHEAD, REQUEST_SYNC, Status, build_id, check_poly_write_len, crc32, encode_response,
};

/// The bit-exact protocol-level model of the device.
#[derive(Clone, Debug)]
pub struct DeviceModel {
    variant: String,
    engine: EngineModel,
    sponge: Option<Sponge>,
    hash_state: HashState,
    /// Reset since the last completed `Clear` (check 7).
    locked: bool,
    divisor: u16,
    crc_errors: u8,
    timeouts: u8,
    /// Bytes of the request being assembled (starts with the sync byte once found).
    rx: Vec<u8>,
    /// (opcode, seq, response bytes) of the last request with a good CRC.
    last: Option<(u8, u8, Vec<u8>)>,
    /// Requests executed (not answered from the cache), for tests.
    pub executed: u64,
}

impl DeviceModel {
    /// A device after power-up (so locked until a `Clear`: see [`crate::protocol`]);
    /// `variant` names the build ([`build_id`] of it is reported by `Version`).
    pub fn new(variant: &str) -> Self {
        DeviceModel {
            variant: variant.to_owned(),
            engine: EngineModel::default(),
            sponge: None,
            hash_state: HashState::Idle,
            locked: true,
            divisor: DEFAULT_DIVISOR,
            crc_errors: 0,
            timeouts: 0,
            rx: Vec::with_capacity(REQUEST_OVERHEAD + MAX_PAYLOAD),
            last: None,
            executed: 0,
        }
    }

    /// What the circuit's reset does: the partial request, the retry cache, the hash state
    /// and the counters are forgotten, the bit period returns to its power-up value, and the
    /// device locks; the slots keep their contents (they are RAM).
    pub fn reset(&mut self) {
        self.rx.clear();
        self.last = None;
        self.sponge = None;
        self.hash_state = HashState::Idle;
        self.divisor = DEFAULT_DIVISOR;
        self.crc_errors = 0;
        self.timeouts = 0;
        self.locked = true;
    }

    /// The variant name given to [`DeviceModel::new`].
    pub fn variant(&self) -> &str {
        &self.variant
    }

    /// The current UART bit period in clock cycles.
    pub fn divisor(&self) -> u16 {
        self.divisor
    }

    /// The hash state.
    pub fn hash_state(&self) -> HashState {
        self.hash_state
    }

    /// Slot `i`'s coefficients (for tests).
    pub fn slot(&self, i: usize) -> &[u16; N] {
        &self.engine.slots[i]
    }

    /// The line has been idle for longer than the frame timeout: a partial request is dropped
    /// (and counted as a timeout), as the circuit does; the receiver hunts for a sync byte.
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
                // Hunting: everything but the sync byte is skipped.
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
            if len > MAX_PAYLOAD {
                // Answered at once; the receiver hunts for the next sync byte.
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
                let frame = std::mem::take(&mut self.rx);
                out.extend(self.frame(&frame, len));
                self.rx = frame;
                self.rx.clear();
            }
        }
        out
    }

    /// A complete request frame of payload length `len`.
    fn frame(&mut self, f: &[u8], len: usize) -> Vec<u8> {
        let (opcode, seq) = (f[1], f[2]);
        let want = crc32(&f[1..5 + len]);
        let got = u32::from_le_bytes(f[5 + len..9 + len].try_into().unwrap());
        if got != want {
            self.crc_errors = self.crc_errors.saturating_add(1);
            return encode_response(opcode, seq, Status::BadCrc.code(), &[]);
        }
        if let Some((o, s, cached)) = &self.last
            && *o == opcode
            && *s == seq
        {
            return cached.clone();
        }
        self.executed += 1;
        let (status, payload) = match self.execute(opcode, &f[5..5 + len]) {
            Ok(payload) => (Status::Ok, payload),
            Err(status) => (status, Vec::new()),
        };
        let response = encode_response(opcode, seq, status.code(), &payload);
        self.last = Some((opcode, seq, response.clone()));
        response
    }

    /// Checks (in the order of [`Opcode`]'s documentation) and executes one request.
    fn execute(&mut self, code: u8, p: &[u8]) -> Result<Vec<u8>, Status> {
        use Opcode as O;
        let op = Opcode::from_code(code).ok_or(Status::BadOpcode)?;
        if !op.request_len_ok(p.len()) {
            return Err(Status::BadLen);
        }
        // 3. slot arguments.
        let slots: &[u8] = match op {
            O::PolyWrite | O::PolyRead | O::Ntt | O::Intt | O::SampleNtt | O::SampleCbd => &p[..1],
            O::BaseMul | O::BaseMulAcc | O::Add | O::Sub => &p[..3],
            _ => &[],
        };
        if slots.iter().any(|&s| s as usize >= SLOTS) {
            return Err(Status::BadSlot);
        }
        // 4. other arguments.
        let u16_arg = || u16::from_le_bytes([p[0], p[1]]);
        let arg_ok = match op {
            O::PolyWrite | O::PolyRead => (1..=12).contains(&p[1]),
            O::SampleCbd => p[1] == 2 || p[1] == 3,
            O::HashInit => p[0] < 4,
            O::SetBaud => u16_arg() >= MIN_DIVISOR,
            O::HashSqueeze => (1..=MAX_PAYLOAD).contains(&(u16_arg() as usize)),
            _ => true,
        };
        if !arg_ok {
            return Err(Status::BadArg);
        }
        // 5. PolyWrite's length.
        if op == O::PolyWrite && !check_poly_write_len(p.len(), p[1]) {
            return Err(Status::BadLen);
        }
        // 6. the hash state.
        let hash_ok = match op {
            O::HashAbsorb => self.hash_state == HashState::Absorbing,
            O::HashSqueeze => self.hash_state != HashState::Idle,
            _ => true,
        };
        if !hash_ok {
            return Err(Status::BadArg);
        }
        // 7. the reset lock.
        if self.locked && op.needs_unlock() {
            return Err(Status::Locked);
        }
        let slot = |i: usize| p[i] as usize;
        Ok(match op {
            O::Version => {
                let mut v = vec![PROTOCOL_VERSION];
                v.extend(build_id(&self.variant).to_le_bytes());
                v.extend(CLOCK_HZ.to_le_bytes());
                v.extend(self.divisor.to_le_bytes());
                v.push(SLOTS as u8);
                v
            }
            O::Status => vec![self.crc_errors, 0, 0, self.timeouts],
            // The model has no clock: see the module documentation.
            O::Cycles => vec![0; 4],
            O::SetBaud => {
                self.divisor = u16_arg();
                vec![]
            }
            O::Abort => vec![],
            O::Clear => {
                self.engine = EngineModel::default();
                self.sponge = None;
                self.hash_state = HashState::Idle;
                self.locked = false;
                vec![]
            }
            O::PolyWrite => {
                let d = p[1] as usize;
                let bytes = &p[2..];
                let (poly, flag) = if d == 12 {
                    let raw = byte_decode_raw12(bytes);
                    let flag = raw.iter().any(|&x| x as u32 >= Q);
                    (byte_decode(12, bytes), flag)
                } else {
                    (byte_decode(d, bytes).map(|y| decompress(d, y)), false)
                };
                self.engine.slots[slot(0)] = poly;
                vec![flag as u8]
            }
            O::PolyRead => {
                let d = p[1] as usize;
                let f = &self.engine.slots[slot(0)];
                if d == 12 {
                    byte_encode(12, f)
                } else {
                    byte_encode(d, &f.map(|x| compress(d, x)))
                }
            }
            O::Ntt | O::Intt => {
                let e = if op == O::Ntt {
                    EngineOp::Ntt
                } else {
                    EngineOp::Intt
                };
                self.engine.execute(e, slot(0), slot(0), slot(0));
                vec![]
            }
            O::BaseMul | O::BaseMulAcc | O::Add | O::Sub => {
                let e = EngineOp::ALL[(code - O::Ntt.code()) as usize];
                self.engine.execute(e, slot(0), slot(1), slot(2));
                vec![]
            }
            O::SampleNtt => {
                let rho: [u8; 32] = p[1..33].try_into().unwrap();
                self.engine.slots[slot(0)] = sample_ntt(&rho, p[33], p[34]);
                self.sponge = None;
                self.hash_state = HashState::Idle;
                vec![]
            }
            O::SampleCbd => {
                let eta = p[1] as usize;
                let sigma: [u8; 32] = p[2..34].try_into().unwrap();
                self.engine.slots[slot(0)] = sample_poly_cbd(eta, &prf(eta, &sigma, p[34]));
                self.sponge = None;
                self.hash_state = HashState::Idle;
                vec![]
            }
            O::HashInit => {
                self.sponge = Some(Sponge::new(KeccakFunction::ALL[p[0] as usize]));
                self.hash_state = HashState::Absorbing;
                vec![]
            }
            O::HashAbsorb => {
                self.sponge.as_mut().expect("absorbing").absorb(p);
                vec![]
            }
            O::HashSqueeze => {
                let mut out = vec![0u8; u16_arg() as usize];
                self.sponge.as_mut().expect("hashing").squeeze(&mut out);
                self.hash_state = HashState::Squeezing;
                out
            }
        })
    }
}

/// ByteDecode_12 without the reduction mod q: the raw 12-bit values (for the flag).
fn byte_decode_raw12(b: &[u8]) -> [u16; N] {
    std::array::from_fn(|i| {
        let (lo, hi) = (b[3 * (i / 2)] as u16, b[3 * (i / 2) + 1] as u16);
        let hi2 = b[3 * (i / 2) + 2] as u16;
        if i % 2 == 0 {
            lo | ((hi & 0x0F) << 8)
        } else {
            (hi >> 4) | (hi2 << 4)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::ntt_engine::{base_mul_acc, sample_poly};
    use crate::protocol::{Response, encode_request, parse_response};

    fn one(dev: &mut DeviceModel, op: Opcode, seq: u8, payload: &[u8]) -> Response {
        let out = dev.receive(&encode_request(op.code(), seq, payload));
        let (r, used) = parse_response(&out).unwrap();
        assert_eq!(used, out.len(), "one response");
        assert_eq!((r.opcode, r.seq), (op.code(), seq));
        r
    }

    /// A device after power-up and a `Clear` (which unlocks it).
    fn unlocked() -> DeviceModel {
        let mut dev = DeviceModel::new("model");
        let r = one(&mut dev, Opcode::Clear, 0xEE, &[]);
        assert_eq!(st(&r), Status::Ok);
        dev
    }

    /// Check 7: after power-up or a reset, slot, sampling and hash commands are LOCKED until
    /// a `Clear`; the slots keep their RAM contents through the reset but cannot be read.
    #[test]
    fn reset_locks_until_clear() {
        let mut dev = DeviceModel::new("model");
        let f = sample_poly(5);
        let mut p = vec![1, 12];
        p.extend(byte_encode(12, &f));
        for (seq, op, payload) in [
            (1, Opcode::PolyWrite, p.clone()),
            (2, Opcode::PolyRead, vec![1, 12]),
            (3, Opcode::Ntt, vec![1]),
            (4, Opcode::HashInit, vec![0]),
        ] {
            assert_eq!(st(&one(&mut dev, op, seq, &payload)), Status::Locked);
        }
        for op in [
            Opcode::Version,
            Opcode::Status,
            Opcode::Cycles,
            Opcode::Abort,
        ] {
            assert_eq!(st(&one(&mut dev, op, 5, &[])), Status::Ok);
        }
        assert_eq!(st(&one(&mut dev, Opcode::Clear, 6, &[])), Status::Ok);
        write(&mut dev, 7, 1, &f);
        let read = one(&mut dev, Opcode::PolyRead, 8, &[1, 12]);
        assert_eq!(st(&read), Status::Ok);
        dev.reset();
        assert_eq!(dev.slot(1), &f, "RAM survives a reset");
        // The same request again: the reset forgot the retry cache, so it is checked afresh
        // and refused, not answered with the cached slot contents.
        let r = one(&mut dev, Opcode::PolyRead, 8, &[1, 12]);
        assert_eq!((st(&r), r.payload), (Status::Locked, vec![]));
        assert_eq!(st(&one(&mut dev, Opcode::Clear, 9, &[])), Status::Ok);
        assert_eq!(dev.slot(1), &[0; N]);
        let r = one(&mut dev, Opcode::PolyRead, 10, &[1, 12]);
        assert_eq!((st(&r), r.payload), (Status::Ok, vec![0; 384]));
    }

    fn st(r: &Response) -> Status {
        Status::from_code(r.status).unwrap()
    }

    fn write(dev: &mut DeviceModel, seq: u8, slot: u8, f: &[u16; N]) {
        let mut p = vec![slot, 12];
        p.extend(byte_encode(12, f));
        let r = one(dev, Opcode::PolyWrite, seq, &p);
        assert_eq!((st(&r), r.payload), (Status::Ok, vec![0]));
    }

    #[test]
    fn version_reports_the_build() {
        let mut dev = unlocked();
        let r = one(&mut dev, Opcode::Version, 0, &[]);
        assert_eq!(st(&r), Status::Ok);
        let v = &r.payload;
        assert_eq!(v.len(), 12);
        assert_eq!(v[0], PROTOCOL_VERSION);
        assert_eq!(
            u32::from_le_bytes(v[1..5].try_into().unwrap()),
            build_id("model")
        );
        assert_eq!(u32::from_le_bytes(v[5..9].try_into().unwrap()), CLOCK_HZ);
        assert_eq!(u16::from_le_bytes([v[9], v[10]]), DEFAULT_DIVISOR);
        assert_eq!(v[11] as usize, SLOTS);
    }

    #[test]
    fn any_chunking_and_garbage_before_sync() {
        let mut dev = unlocked();
        let mut bytes = vec![0x00, 0x5A, 0xFF, 0x13];
        bytes.extend(encode_request(Opcode::Version.code(), 1, &[]));
        bytes.extend([0x77, 0x00]);
        bytes.extend(encode_request(Opcode::Status.code(), 2, &[]));
        let mut out = Vec::new();
        for c in bytes.chunks(3) {
            out.extend(dev.receive(c));
        }
        let (a, used) = parse_response(&out).unwrap();
        let (b, used2) = parse_response(&out[used..]).unwrap();
        assert_eq!(used + used2, out.len());
        assert_eq!((a.opcode, a.seq, b.opcode, b.seq), (0, 1, 1, 2));
        // A truncated frame waits (no clock in the model).
        let f = encode_request(Opcode::Version.code(), 3, &[]);
        assert!(dev.receive(&f[..6]).is_empty());
        assert!(!dev.receive(&f[6..]).is_empty());
        // Unless the line goes idle: then the partial frame is dropped and counted.
        assert!(dev.receive(&f[..6]).is_empty());
        dev.line_idle();
        assert!(dev.receive(&f[6..]).is_empty());
        let s = one(&mut dev, Opcode::Status, 4, &[]);
        assert_eq!(s.payload, vec![0, 0, 0, 1]);
    }

    #[test]
    fn too_long_is_bad_len_at_once_then_hunt() {
        let mut dev = unlocked();
        let out = dev.receive(&[0xA5, 0x41, 9, 0x01, 0x02]);
        let (r, _) = parse_response(&out).unwrap();
        assert_eq!((r.opcode, r.seq, st(&r)), (0x41, 9, Status::BadLen));
        assert!(r.payload.is_empty());
        // The next frame is found.
        let r = one(&mut dev, Opcode::Version, 10, &[]);
        assert_eq!(st(&r), Status::Ok);
    }

    #[test]
    fn bad_crc_echoes_and_counts_and_changes_nothing() {
        let mut dev = unlocked();
        let mut f = encode_request(Opcode::SetBaud.code(), 4, &100u16.to_le_bytes());
        let last = f.len() - 1;
        f[last] ^= 1;
        let out = dev.receive(&f);
        let (r, _) = parse_response(&out).unwrap();
        assert_eq!((r.opcode, r.seq, st(&r)), (0x03, 4, Status::BadCrc));
        assert!(r.payload.is_empty());
        assert_eq!(dev.divisor(), DEFAULT_DIVISOR);
        let s = one(&mut dev, Opcode::Status, 5, &[]);
        assert_eq!(s.payload, vec![1, 0, 0, 0]);
        // Saturating.
        for _ in 0..300 {
            dev.receive(&f);
        }
        let s = one(&mut dev, Opcode::Status, 6, &[]);
        assert_eq!(s.payload, vec![255, 0, 0, 0]);
    }

    #[test]
    fn check_order() {
        let mut dev = unlocked();
        let cases: Vec<(u8, Vec<u8>, Status)> = vec![
            (0x7F, vec![], Status::BadOpcode),
            (0x7F, vec![1, 2, 3], Status::BadOpcode),
            (Opcode::Version.code(), vec![0], Status::BadLen),
            // A bad slot and a bad d: the slot wins.
            (Opcode::PolyRead.code(), vec![8, 13], Status::BadSlot),
            (Opcode::PolyRead.code(), vec![0, 13], Status::BadArg),
            (Opcode::PolyRead.code(), vec![0, 0], Status::BadArg),
            (Opcode::BaseMul.code(), vec![0, 1, 9], Status::BadSlot),
            (
                Opcode::SampleCbd.code(),
                [&[0u8, 4][..], &[0; 33]].concat(),
                Status::BadArg,
            ),
            (
                Opcode::SampleCbd.code(),
                [&[8u8, 4][..], &[0; 33]].concat(),
                Status::BadSlot,
            ),
            (Opcode::HashInit.code(), vec![4], Status::BadArg),
            (
                Opcode::SetBaud.code(),
                3u16.to_le_bytes().to_vec(),
                Status::BadArg,
            ),
            (
                Opcode::HashSqueeze.code(),
                0u16.to_le_bytes().to_vec(),
                Status::BadArg,
            ),
            (
                Opcode::HashSqueeze.code(),
                513u16.to_le_bytes().to_vec(),
                Status::BadArg,
            ),
            // PolyWrite: d = 2 with 12·32 bytes: BAD_LEN after the argument checks.
            (
                Opcode::PolyWrite.code(),
                [&[0u8, 2][..], &[0; 384]].concat(),
                Status::BadLen,
            ),
            (
                Opcode::PolyWrite.code(),
                [&[0u8, 13][..], &[0; 384]].concat(),
                Status::BadArg,
            ),
            (
                Opcode::PolyWrite.code(),
                [&[8u8, 13][..], &[0; 384]].concat(),
                Status::BadSlot,
            ),
            (
                Opcode::PolyWrite.code(),
                [&[0u8, 1][..], &[0; 31]].concat(),
                Status::BadLen,
            ),
            // Hash state Idle.
            (Opcode::HashAbsorb.code(), vec![1], Status::BadArg),
            (
                Opcode::HashSqueeze.code(),
                1u16.to_le_bytes().to_vec(),
                Status::BadArg,
            ),
            (Opcode::HashAbsorb.code(), vec![], Status::BadLen),
        ];
        for (i, (code, payload, want)) in cases.into_iter().enumerate() {
            let out = dev.receive(&encode_request(code, i as u8, &payload));
            let (r, _) = parse_response(&out).unwrap();
            assert_eq!(st(&r), want, "case {i}: opcode {code:#x} {payload:?}");
            assert!(r.payload.is_empty());
        }
    }

    #[test]
    fn hashing_and_state() {
        let mut dev = unlocked();
        let msg: Vec<u8> = (0..700u32).map(|i| (i * 7) as u8).collect();
        for f in KeccakFunction::ALL {
            one(&mut dev, Opcode::HashInit, 1, &[f.code() as u8]);
            assert_eq!(dev.hash_state(), HashState::Absorbing);
            one(&mut dev, Opcode::HashAbsorb, 2, &msg[..500]);
            one(&mut dev, Opcode::HashAbsorb, 3, &msg[500..]);
            let a = one(&mut dev, Opcode::HashSqueeze, 4, &100u16.to_le_bytes());
            assert_eq!(dev.hash_state(), HashState::Squeezing);
            let r = one(&mut dev, Opcode::HashAbsorb, 5, &[1]);
            assert_eq!(st(&r), Status::BadArg);
            let b = one(&mut dev, Opcode::HashSqueeze, 6, &200u16.to_le_bytes());
            let want = crate::model::keccak::hash(f, &msg, 300);
            assert_eq!([a.payload, b.payload].concat(), want, "{}", f.name());
        }
        // SampleNtt, SampleCbd and Clear end hashing.
        for (op, p) in [
            (Opcode::SampleNtt, vec![0u8; 35]),
            (Opcode::SampleCbd, [&[0u8, 2][..], &[0; 33]].concat()),
            (Opcode::Clear, vec![]),
        ] {
            one(&mut dev, Opcode::HashInit, 10, &[0]);
            one(&mut dev, op, 11, &p);
            assert_eq!(dev.hash_state(), HashState::Idle);
            let r = one(&mut dev, Opcode::HashSqueeze, 12, &1u16.to_le_bytes());
            assert_eq!(st(&r), Status::BadArg);
        }
    }

    #[test]
    fn poly_write_read_compress_and_flag() {
        let mut dev = unlocked();
        let f = sample_poly(3);
        write(&mut dev, 1, 2, &f);
        assert_eq!(dev.slot(2), &f);
        for d in 1..=12u8 {
            let r = one(&mut dev, Opcode::PolyRead, d + 1, &[2, d]);
            let d = d as usize;
            let want = if d == 12 {
                byte_encode(12, &f)
            } else {
                byte_encode(d, &f.map(|x| compress(d, x)))
            };
            assert_eq!(r.payload, want, "d = {d}");
        }
        // d < 12 decompresses.
        let mut p = vec![5, 4];
        let y: [u16; N] = std::array::from_fn(|i| (i % 16) as u16);
        p.extend(byte_encode(4, &y));
        let r = one(&mut dev, Opcode::PolyWrite, 20, &p);
        assert_eq!(r.payload, vec![0]);
        assert_eq!(dev.slot(5), &y.map(|x| decompress(4, x)));
        // d = 12 with a coefficient ≥ q: flag 1, stored mod q.
        let mut bytes = byte_encode(12, &f);
        bytes[0] = 0xFF;
        bytes[1] |= 0x0F;
        let r = one(
            &mut dev,
            Opcode::PolyWrite,
            21,
            &[&[0u8, 12][..], &bytes].concat(),
        );
        assert_eq!((st(&r), r.payload.clone()), (Status::Ok, vec![1]));
        assert_eq!(dev.slot(0)[0] as u32, 4095 - Q);
    }

    #[test]
    fn engine_sampling_and_clear() {
        let mut dev = unlocked();
        let (a, b, c) = (sample_poly(1), sample_poly(2), sample_poly(3));
        write(&mut dev, 1, 0, &a);
        write(&mut dev, 2, 1, &b);
        write(&mut dev, 3, 2, &c);
        one(&mut dev, Opcode::BaseMulAcc, 4, &[0, 1, 2]);
        assert_eq!(dev.slot(2), &base_mul_acc(&a, &b, &c));
        one(&mut dev, Opcode::Ntt, 5, &[0]);
        assert_eq!(dev.slot(0), &crate::model::ntt::ntt(&a));
        one(&mut dev, Opcode::Intt, 6, &[0]);
        assert_eq!(dev.slot(0), &a);
        one(&mut dev, Opcode::Sub, 7, &[0, 1, 3]);
        assert_eq!(dev.slot(3), &crate::model::ntt::poly_sub(&a, &b));
        let rho = [7u8; 32];
        one(
            &mut dev,
            Opcode::SampleNtt,
            8,
            &[&[4u8][..], &rho, &[1, 2]].concat(),
        );
        assert_eq!(dev.slot(4), &sample_ntt(&rho, 1, 2));
        one(
            &mut dev,
            Opcode::SampleCbd,
            9,
            &[&[5u8, 3][..], &rho, &[6]].concat(),
        );
        assert_eq!(dev.slot(5), &sample_poly_cbd(3, &prf(3, &rho, 6)));
        one(&mut dev, Opcode::Clear, 10, &[]);
        assert!((0..SLOTS).all(|i| dev.slot(i).iter().all(|&x| x == 0)));
        let r = one(&mut dev, Opcode::Abort, 11, &[]);
        assert_eq!(st(&r), Status::Ok);
        let r = one(&mut dev, Opcode::Cycles, 12, &[]);
        assert_eq!(r.payload, vec![0; 4]);
    }

    #[test]
    fn set_baud_is_reported_by_version() {
        let mut dev = unlocked();
        let r = one(&mut dev, Opcode::SetBaud, 1, &MIN_DIVISOR.to_le_bytes());
        assert_eq!(st(&r), Status::Ok);
        let v = one(&mut dev, Opcode::Version, 2, &[]).payload;
        assert_eq!(u16::from_le_bytes([v[9], v[10]]), MIN_DIVISOR);
    }

    #[test]
    fn retry_is_answered_from_the_cache() {
        let mut dev = unlocked();
        let (a, b, c) = (sample_poly(1), sample_poly(2), sample_poly(3));
        write(&mut dev, 1, 0, &a);
        write(&mut dev, 2, 1, &b);
        write(&mut dev, 3, 2, &c);
        let f = encode_request(Opcode::BaseMulAcc.code(), 4, &[0, 1, 2]);
        let first = dev.receive(&f);
        let n = dev.executed;
        assert_eq!(dev.receive(&f), first);
        assert_eq!(dev.executed, n, "not executed again");
        assert_eq!(dev.slot(2), &base_mul_acc(&a, &b, &c));
        // A bad-CRC copy in between does not disturb the cache.
        let mut g = f.clone();
        g[5] ^= 1;
        dev.receive(&g);
        assert_eq!(dev.receive(&f), first);
        // A new seq executes.
        dev.receive(&encode_request(Opcode::BaseMulAcc.code(), 5, &[0, 1, 2]));
        assert_ne!(dev.slot(2), &base_mul_acc(&a, &b, &c));
    }
}
