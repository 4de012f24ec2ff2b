//! The command layer over a [`Transport`]: frames ([`crate::protocol`]), sequence numbers,
//! timeouts, retries, and typed helpers for every opcode.
//!
//! * Each command gets the next sequence number (the first one is random, so that a device
//!   left running by an earlier session cannot answer the first command from its retry cache).
//! * The timeout of a command is the time its request and its longest response take on the
//!   wire at the current baud rate (10 bit periods per byte), plus [`Timing::compute_allowance`].
//! * Reads are bounded: at most one largest response plus a little slack is buffered; bytes
//!   before the 0x5A sync are skipped, as are well-formed responses to other commands (late
//!   duplicates).
//! * A response failing its CRC, a `BAD_CRC` answer (or a `BAD_LEN` answer to a request the
//!   host knows is well-formed: a corrupted length byte), or a timeout resends the same frame
//!   with the same sequence number, up to [`Timing::attempts`] times: the device answers a
//!   repeated request from its retry cache, so nothing executes twice. `BUSY` waits and
//!   resends. Any other status is an error naming the command and the status.

use std::time::{Duration, Instant};

use super::transport::{Transport, TransportError};
use crate::model::keccak::KeccakFunction;
use crate::params::{CLOCK_HZ, DEFAULT_BAUD};
use crate::protocol::{
    FrameError, MAX_PAYLOAD, MIN_DIVISOR, Opcode, PROTOCOL_VERSION, RESPONSE_OVERHEAD,
    RESPONSE_SYNC, Response, Status, check_poly_write_len, encode_request, parse_response,
};

/// Why a command failed.
#[derive(Debug, thiserror::Error)]
pub enum DriverError {
    #[error(transparent)]
    Transport(#[from] TransportError),
    #[error("{command}: the device answered {status} (status {code})")]
    Status {
        command: &'static str,
        status: &'static str,
        code: u8,
    },
    #[error("{command}: no valid response after {attempts} attempts on {link} ({last})")]
    NoResponse {
        command: &'static str,
        attempts: u32,
        link: String,
        last: &'static str,
    },
    #[error(
        "device speaks protocol version {device}, this host speaks version {host}: \
         rebuild the bitstream or the host from the same source"
    )]
    VersionMismatch { device: u8, host: u8 },
    #[error("{command}: response payload of {got} bytes, {expected} expected")]
    BadPayload {
        command: &'static str,
        expected: usize,
        got: usize,
    },
    #[error("{0}")]
    Argument(String),
}

/// Timing and retry policy.
#[derive(Clone, Copy, Debug)]
pub struct Timing {
    /// Added to each command's wire time: the device's compute time plus the host's and the
    /// USB-UART bridge's latency.
    pub compute_allowance: Duration,
    /// Sends of one frame before giving up.
    pub attempts: u32,
    /// Wait after a `BUSY` answer (BUSY answers do not count as attempts, up to 100 of them).
    pub busy_wait: Duration,
}

impl Default for Timing {
    fn default() -> Self {
        Timing {
            compute_allowance: Duration::from_millis(100),
            attempts: 6,
            busy_wait: Duration::from_millis(2),
        }
    }
}

/// Link counters, counted where the frames are exchanged ([`DeviceDriver::command_with_seq`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LinkStats {
    pub bytes_sent: u64,
    pub bytes_received: u64,
    pub commands: u64,
    /// Request frames sent, each followed by a wait for its response: one per attempt, so
    /// resends (CRC failure, BAD_CRC, timeout, BUSY) count too. On a board behind a USB-UART
    /// bridge each one costs up to the bridge's latency timer ([`super::bench`]).
    pub round_trips: u64,
    /// Frames sent again (CRC failure, BAD_CRC, timeout, BUSY).
    pub resends: u64,
    pub timeouts: u64,
}

/// What `Version` reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VersionInfo {
    pub protocol: u8,
    pub build_id: u32,
    pub clock_hz: u32,
    pub divisor: u16,
    pub slots: u8,
}

impl VersionInfo {
    /// The UART baud rate the divisor gives.
    pub fn baud(&self) -> u32 {
        self.clock_hz / self.divisor.max(1) as u32
    }
}

/// What `Status` reports (saturating counters).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct StatusInfo {
    pub crc_errors: u8,
    pub framing_errors: u8,
    pub overruns: u8,
    pub timeouts: u8,
}

/// Largest response frame.
const MAX_RESPONSE: usize = RESPONSE_OVERHEAD + MAX_PAYLOAD;
/// The receive buffer's bound: one largest response plus slack.
const RX_LIMIT: usize = MAX_RESPONSE + 64;

enum Read {
    Got(Response),
    Corrupt,
    Timeout,
}

/// The device's commands over a transport.
pub struct DeviceDriver<T: Transport> {
    transport: T,
    timing: Timing,
    seq: u8,
    baud: u32,
    rx: Vec<u8>,
    stats: LinkStats,
}

/// The longest response payload `op` can have for `payload`.
fn response_len(op: Opcode, payload: &[u8]) -> usize {
    match op {
        Opcode::Version => 12,
        Opcode::Status | Opcode::Cycles => 4,
        Opcode::PolyWrite => 1,
        Opcode::PolyRead if payload.len() == 2 => 32 * payload[1].min(12) as usize,
        Opcode::HashSqueeze if payload.len() == 2 => {
            (u16::from_le_bytes([payload[0], payload[1]]) as usize).min(MAX_PAYLOAD)
        }
        Opcode::PolyRead | Opcode::HashSqueeze => MAX_PAYLOAD,
        _ => 0,
    }
}

/// Whether a request is well-formed as far as its length goes (then a `BAD_LEN` answer means
/// the link corrupted it).
fn length_ok(op: Opcode, payload: &[u8]) -> bool {
    op.request_len_ok(payload.len())
        && (op != Opcode::PolyWrite || check_poly_write_len(payload.len(), payload[1]))
}

impl<T: Transport> DeviceDriver<T> {
    /// A driver over `transport`, whose host side runs at `baud`; no command is sent.
    pub fn new(transport: T, baud: u32, timing: Timing) -> Self {
        let mut seed = [0u8; 1];
        let _ = getrandom::fill(&mut seed);
        DeviceDriver {
            transport,
            timing,
            seq: seed[0],
            baud,
            rx: Vec::with_capacity(RX_LIMIT),
            stats: LinkStats::default(),
        }
    }

    /// Connects: issues `VERSION` and refuses a device of another protocol version.
    pub fn open(
        transport: T,
        baud: u32,
        timing: Timing,
    ) -> Result<(Self, VersionInfo), DriverError> {
        let mut d = Self::new(transport, baud, timing);
        let v = d.version()?;
        Ok((d, v))
    }

    /// Connects at `baud`: if the device does not answer there and `baud` is not the
    /// power-up rate [`DEFAULT_BAUD`], connects at [`DEFAULT_BAUD`] and moves the device (and
    /// the host) to `baud` with SET_BAUD. A device of another protocol version is refused.
    pub fn connect(transport: T, baud: u32) -> Result<(Self, VersionInfo), DriverError> {
        Self::connect_with_timing(transport, baud, Timing::default())
    }

    /// [`Self::connect`] with `timing` for the commands. The probe at `baud` (when it is not
    /// the power-up rate) makes two attempts and waits at most 300 ms of allowance each.
    pub fn connect_with_timing(
        transport: T,
        baud: u32,
        timing: Timing,
    ) -> Result<(Self, VersionInfo), DriverError> {
        if baud == DEFAULT_BAUD {
            return Self::open(transport, baud, timing);
        }
        let divisor = Self::divisor_for(baud)?;
        let quick = Timing {
            attempts: 2,
            compute_allowance: timing.compute_allowance.min(Duration::from_millis(300)),
            ..timing
        };
        let mut driver = Self::new(transport, baud, quick);
        match driver.version() {
            Ok(v) => {
                driver.timing = timing;
                Ok((driver, v))
            }
            Err(DriverError::NoResponse { .. }) => {
                driver.transport.set_baud(DEFAULT_BAUD)?;
                driver.baud = DEFAULT_BAUD;
                driver.timing = timing;
                driver.rx.clear();
                driver.version()?;
                driver.set_baud(divisor)?;
                let v = driver.version()?;
                Ok((driver, v))
            }
            Err(e) => Err(e),
        }
    }

    pub fn transport(&self) -> &T {
        &self.transport
    }

    pub fn transport_mut(&mut self) -> &mut T {
        &mut self.transport
    }

    pub fn into_transport(self) -> T {
        self.transport
    }

    pub fn stats(&self) -> LinkStats {
        self.stats
    }

    pub fn reset_stats(&mut self) {
        self.stats = LinkStats::default();
    }

    /// The host side's baud rate.
    pub fn baud(&self) -> u32 {
        self.baud
    }

    pub fn timing_mut(&mut self) -> &mut Timing {
        &mut self.timing
    }

    /// The sequence number the next command gets.
    pub fn next_seq(&self) -> u8 {
        self.seq.wrapping_add(1)
    }

    /// A command's timeout: its frames on the wire plus the compute allowance.
    pub fn timeout_for(&self, request_bytes: usize, response_bytes: usize) -> Duration {
        let bits = 10 * (request_bytes + response_bytes) as u64;
        Duration::from_micros(bits * 1_000_000 / self.baud.max(1) as u64)
            + self.timing.compute_allowance
    }

    /// Sends `op` with `payload` (the next sequence number) and returns the response payload.
    pub fn command(&mut self, op: Opcode, payload: &[u8]) -> Result<Vec<u8>, DriverError> {
        self.seq = self.seq.wrapping_add(1);
        let seq = self.seq;
        self.command_with_seq(op, seq, payload)
    }

    /// Sends `op` with an explicit sequence number (tests of the retry cache use this).
    pub fn command_with_seq(
        &mut self,
        op: Opcode,
        seq: u8,
        payload: &[u8],
    ) -> Result<Vec<u8>, DriverError> {
        if payload.len() > MAX_PAYLOAD {
            return Err(DriverError::Argument(format!(
                "{}: payload of {} bytes, above the {MAX_PAYLOAD}-byte limit",
                op.name(),
                payload.len()
            )));
        }
        let frame = encode_request(op.code(), seq, payload);
        let timeout = self.timeout_for(frame.len(), RESPONSE_OVERHEAD + response_len(op, payload));
        self.stats.commands += 1;
        let (mut attempts, mut busy) = (0u32, 0u32);
        let mut last = "timeout";
        loop {
            if attempts >= self.timing.attempts {
                return Err(DriverError::NoResponse {
                    command: op.name(),
                    attempts,
                    link: self.transport.describe(),
                    last,
                });
            }
            if attempts > 0 || busy > 0 {
                self.stats.resends += 1;
            }
            attempts += 1;
            self.transport.send(&frame)?;
            self.stats.bytes_sent += frame.len() as u64;
            self.stats.round_trips += 1;
            match self.read_response(op, seq, timeout)? {
                Read::Got(r) => match Status::from_code(r.status) {
                    Some(Status::Ok) => return Ok(r.payload),
                    Some(Status::BadCrc) => last = "the device saw a bad request CRC",
                    Some(Status::BadLen) if length_ok(op, payload) => {
                        last = "the device saw a corrupted length"
                    }
                    Some(Status::Busy) if busy < 100 => {
                        busy += 1;
                        attempts -= 1;
                        last = "busy";
                        std::thread::sleep(self.timing.busy_wait);
                    }
                    status => {
                        return Err(DriverError::Status {
                            command: op.name(),
                            status: status.map_or("an unknown status", Status::name),
                            code: r.status,
                        });
                    }
                },
                Read::Corrupt => last = "a corrupted response",
                Read::Timeout => {
                    self.stats.timeouts += 1;
                    last = "timeout";
                }
            }
        }
    }

    /// Reads until the response to (`op`, `seq`) arrives, a corrupted frame is seen, or the
    /// timeout passes.
    fn read_response(
        &mut self,
        op: Opcode,
        seq: u8,
        timeout: Duration,
    ) -> Result<Read, DriverError> {
        let deadline = Instant::now() + timeout;
        let mut chunk = [0u8; 256];
        loop {
            let mut corrupt = false;
            if let Some(r) = self.scan(op, seq, &mut corrupt) {
                return Ok(Read::Got(r));
            }
            if corrupt {
                return Ok(Read::Corrupt);
            }
            let now = Instant::now();
            if now >= deadline {
                return Ok(Read::Timeout);
            }
            let room = (RX_LIMIT - self.rx.len()).min(chunk.len());
            let n = self.transport.recv(&mut chunk[..room], deadline - now)?;
            self.stats.bytes_received += n as u64;
            self.rx.extend_from_slice(&chunk[..n]);
        }
    }

    /// Parses the receive buffer: returns the matching response if present; sets `corrupt`
    /// when a frame failed its CRC or a BAD_CRC answer (to any request) arrived.
    fn scan(&mut self, op: Opcode, seq: u8, corrupt: &mut bool) -> Option<Response> {
        loop {
            match self.rx.iter().position(|&b| b == RESPONSE_SYNC) {
                None => {
                    self.rx.clear();
                    return None;
                }
                Some(i) => {
                    self.rx.drain(..i);
                }
            }
            match parse_response(&self.rx) {
                Ok((r, used)) => {
                    self.rx.drain(..used);
                    if let Some(r) = self.take(r, op, seq, corrupt) {
                        return Some(r);
                    }
                }
                Err(FrameError::Incomplete) => {
                    // A false sync byte may claim a long frame: look for a complete, valid
                    // response further on.
                    let later = (1..self.rx.len()).find_map(|i| {
                        (self.rx[i] == RESPONSE_SYNC)
                            .then(|| parse_response(&self.rx[i..]).ok().map(|x| (i, x)))
                            .flatten()
                    });
                    match later {
                        Some((i, (r, used))) => {
                            self.rx.drain(..i + used);
                            if let Some(r) = self.take(r, op, seq, corrupt) {
                                return Some(r);
                            }
                        }
                        None => {
                            if self.rx.len() >= RX_LIMIT {
                                self.rx.drain(..1);
                                continue;
                            }
                            return None;
                        }
                    }
                }
                Err(_) => {
                    *corrupt = true;
                    self.rx.drain(..1);
                }
            }
        }
    }

    fn take(&self, r: Response, op: Opcode, seq: u8, corrupt: &mut bool) -> Option<Response> {
        if r.opcode == op.code() && r.seq == seq {
            Some(r)
        } else {
            // A stale duplicate, or a BAD_CRC echo of a corrupted opcode/seq.
            if r.status == Status::BadCrc.code() {
                *corrupt = true;
            }
            None
        }
    }

    fn expect_len(op: Opcode, payload: Vec<u8>, expected: usize) -> Result<Vec<u8>, DriverError> {
        if payload.len() == expected {
            Ok(payload)
        } else {
            Err(DriverError::BadPayload {
                command: op.name(),
                expected,
                got: payload.len(),
            })
        }
    }

    /// `VERSION`; refuses another protocol version.
    pub fn version(&mut self) -> Result<VersionInfo, DriverError> {
        let v = self.command(Opcode::Version, &[])?;
        if let Some(&protocol) = v.first()
            && protocol != PROTOCOL_VERSION
        {
            return Err(DriverError::VersionMismatch {
                device: protocol,
                host: PROTOCOL_VERSION,
            });
        }
        let v = Self::expect_len(Opcode::Version, v, 12)?;
        Ok(VersionInfo {
            protocol: v[0],
            build_id: u32::from_le_bytes(v[1..5].try_into().unwrap()),
            clock_hz: u32::from_le_bytes(v[5..9].try_into().unwrap()),
            divisor: u16::from_le_bytes([v[9], v[10]]),
            slots: v[11],
        })
    }

    /// `STATUS`: the device's error counters.
    pub fn status(&mut self) -> Result<StatusInfo, DriverError> {
        let s = Self::expect_len(Opcode::Status, self.command(Opcode::Status, &[])?, 4)?;
        Ok(StatusInfo {
            crc_errors: s[0],
            framing_errors: s[1],
            overruns: s[2],
            timeouts: s[3],
        })
    }

    /// `CYCLES`: compute cycles since reset (0 on the model).
    pub fn cycles(&mut self) -> Result<u32, DriverError> {
        let c = Self::expect_len(Opcode::Cycles, self.command(Opcode::Cycles, &[])?, 4)?;
        Ok(u32::from_le_bytes(c.try_into().unwrap()))
    }

    /// `SET_BAUD`: the device's bit period becomes `divisor` clock cycles; the host follows.
    pub fn set_baud(&mut self, divisor: u16) -> Result<u32, DriverError> {
        if divisor < MIN_DIVISOR {
            return Err(DriverError::Argument(format!(
                "divisor {divisor} is below the minimum {MIN_DIVISOR}"
            )));
        }
        self.command(Opcode::SetBaud, &divisor.to_le_bytes())?;
        let baud = CLOCK_HZ / divisor as u32;
        // The response went out at the old rate; wait for the line to drain.
        std::thread::sleep(Duration::from_millis(2));
        self.transport.set_baud(baud)?;
        self.baud = baud;
        Ok(baud)
    }

    /// The divisor for `baud`, if the device's clock gives it within 2 %.
    pub fn divisor_for(baud: u32) -> Result<u16, DriverError> {
        let div = (CLOCK_HZ as f64 / baud as f64).round();
        let err = (CLOCK_HZ as f64 / div / baud as f64 - 1.0).abs();
        if div < MIN_DIVISOR as f64 || div > u16::MAX as f64 || err > 0.02 {
            return Err(DriverError::Argument(format!(
                "{baud} baud is not reachable from the {CLOCK_HZ} Hz clock \
                 (bit period ≥ {MIN_DIVISOR} cycles, error ≤ 2 %); the default is {DEFAULT_BAUD}"
            )));
        }
        Ok(div as u16)
    }

    /// `ABORT`.
    pub fn abort(&mut self) -> Result<(), DriverError> {
        self.command(Opcode::Abort, &[]).map(drop)
    }

    /// `CLEAR`: every slot and the Keccak state zeroed.
    pub fn clear(&mut self) -> Result<(), DriverError> {
        self.command(Opcode::Clear, &[]).map(drop)
    }

    /// `POLY_WRITE`: slot ← ByteDecode_d (and Decompress_d for d < 12) of `bytes` (32·d);
    /// returns the flag (true: d = 12 and a coefficient was ≥ q).
    pub fn poly_write(&mut self, slot: u8, d: u8, bytes: &[u8]) -> Result<bool, DriverError> {
        let mut p = Vec::with_capacity(2 + bytes.len());
        p.extend([slot, d]);
        p.extend_from_slice(bytes);
        let r = Self::expect_len(Opcode::PolyWrite, self.command(Opcode::PolyWrite, &p)?, 1)?;
        Ok(r[0] != 0)
    }

    /// `POLY_READ`: ByteEncode_d(Compress_d(slot)) (d = 12: no compression), 32·d bytes.
    pub fn poly_read(&mut self, slot: u8, d: u8) -> Result<Vec<u8>, DriverError> {
        let r = self.command(Opcode::PolyRead, &[slot, d])?;
        Self::expect_len(Opcode::PolyRead, r, 32 * d as usize)
    }

    pub fn ntt(&mut self, slot: u8) -> Result<(), DriverError> {
        self.command(Opcode::Ntt, &[slot]).map(drop)
    }

    pub fn intt(&mut self, slot: u8) -> Result<(), DriverError> {
        self.command(Opcode::Intt, &[slot]).map(drop)
    }

    /// r ← a ∘ b.
    pub fn basemul(&mut self, a: u8, b: u8, r: u8) -> Result<(), DriverError> {
        self.command(Opcode::BaseMul, &[a, b, r]).map(drop)
    }

    /// r ← r + a ∘ b.
    pub fn basemul_acc(&mut self, a: u8, b: u8, r: u8) -> Result<(), DriverError> {
        self.command(Opcode::BaseMulAcc, &[a, b, r]).map(drop)
    }

    /// r ← a + b.
    pub fn add(&mut self, a: u8, b: u8, r: u8) -> Result<(), DriverError> {
        self.command(Opcode::Add, &[a, b, r]).map(drop)
    }

    /// r ← a − b.
    pub fn sub(&mut self, a: u8, b: u8, r: u8) -> Result<(), DriverError> {
        self.command(Opcode::Sub, &[a, b, r]).map(drop)
    }

    /// slot ← SampleNTT(ρ ‖ j ‖ i) (FIPS 203 Alg. 7).
    pub fn sample_ntt(
        &mut self,
        slot: u8,
        rho: &[u8; 32],
        j: u8,
        i: u8,
    ) -> Result<(), DriverError> {
        let mut p = Vec::with_capacity(35);
        p.push(slot);
        p.extend_from_slice(rho);
        p.extend([j, i]);
        self.command(Opcode::SampleNtt, &p).map(drop)
    }

    /// slot ← SamplePolyCBD_η(PRF_η(σ, N)) (FIPS 203 Alg. 8).
    pub fn sample_cbd(
        &mut self,
        slot: u8,
        eta: u8,
        sigma: &[u8; 32],
        n: u8,
    ) -> Result<(), DriverError> {
        let mut p = zeroize::Zeroizing::new(Vec::with_capacity(35));
        p.extend([slot, eta]);
        p.extend_from_slice(sigma);
        p.push(n);
        self.command(Opcode::SampleCbd, &p).map(drop)
    }

    /// `function(data)`, `out_len` bytes, on the device's Keccak: HASH_INIT, HASH_ABSORB in
    /// frames of at most 512 bytes, HASH_SQUEEZE in chunks of at most 512.
    pub fn hash(
        &mut self,
        function: KeccakFunction,
        data: &[u8],
        out_len: usize,
    ) -> Result<Vec<u8>, DriverError> {
        self.command(Opcode::HashInit, &[function.code() as u8])?;
        for c in data.chunks(MAX_PAYLOAD) {
            self.command(Opcode::HashAbsorb, c)?;
        }
        let mut out = Vec::with_capacity(out_len);
        while out.len() < out_len {
            let n = (out_len - out.len()).min(MAX_PAYLOAD);
            let r = self.command(Opcode::HashSqueeze, &(n as u16).to_le_bytes())?;
            out.extend(Self::expect_len(Opcode::HashSqueeze, r, n)?);
        }
        Ok(out)
    }
}
