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
//! * **Protocol 3** ([`crate::protocol::v3`]): the same frames carry the KEM opcodes
//!   ([`AnyOpcode::Kem`]) with payloads up to [`v3::MAX_REQUEST`] bytes and responses up to
//!   [`v3::MAX_RESPONSE`]. A connection accepts the versions its [`Accept`] names
//!   ([`DeviceDriver::open`] and [`DeviceDriver::connect`]: protocol 2 only, as before). A
//!   `BAD_LEN` answer to a KEM request the host believes well-formed is resent once (a
//!   corrupted length field): a second one is the device's verdict (for `DECAPS`, c of another
//!   set than the slot's key) and an error.

use std::time::{Duration, Instant};

use super::transport::{Transport, TransportError};
use crate::model::keccak::KeccakFunction;
use crate::params::PARAM_SETS;
use crate::params::{BAUD_TOLERANCE, CLOCK_HZ, CLOCKED_LINE_RATES, DEFAULT_BAUD, baud_error};
use crate::protocol::v3::{self, KemOpcode};
use crate::protocol::{
    FrameError, MAX_PAYLOAD, MIN_DIVISOR, Opcode, PROTOCOL_VERSION, RESPONSE_OVERHEAD,
    RESPONSE_SYNC, Response, Status, check_poly_write_len, encode_request, parse_response_up_to,
};

/// A request's opcode: protocol 2's ([`Opcode`], also valid on protocol 3) or a protocol 3 KEM
/// opcode ([`KemOpcode`]). [`DeviceDriver::command`] takes either.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AnyOpcode {
    Base(Opcode),
    Kem(KemOpcode),
}

impl From<Opcode> for AnyOpcode {
    fn from(op: Opcode) -> Self {
        AnyOpcode::Base(op)
    }
}

impl From<KemOpcode> for AnyOpcode {
    fn from(op: KemOpcode) -> Self {
        AnyOpcode::Kem(op)
    }
}

impl AnyOpcode {
    /// The byte on the wire.
    pub fn code(self) -> u8 {
        match self {
            AnyOpcode::Base(op) => op.code(),
            AnyOpcode::Kem(op) => op.code(),
        }
    }

    /// Name for errors and tables.
    pub fn name(self) -> &'static str {
        match self {
            AnyOpcode::Base(op) => op.name(),
            AnyOpcode::Kem(op) => kem_opcode_name(op),
        }
    }

    /// The largest request payload the opcode may carry.
    pub fn max_request(self) -> usize {
        match self {
            AnyOpcode::Base(_) => MAX_PAYLOAD,
            AnyOpcode::Kem(_) => v3::MAX_REQUEST,
        }
    }
}

/// A protocol 3 opcode's name for errors and tables.
pub fn kem_opcode_name(op: KemOpcode) -> &'static str {
    match op {
        KemOpcode::KeyGen => "KEYGEN",
        KemOpcode::Encaps => "ENCAPS",
        KemOpcode::Decaps => "DECAPS",
        KemOpcode::KeyImport => "KEY_IMPORT",
        KemOpcode::KeyExport => "KEY_EXPORT",
        KemOpcode::KeyErase => "KEY_ERASE",
        KemOpcode::KeyStatus => "KEY_STATUS",
        KemOpcode::DebugOp => "DEBUG_OP",
    }
}

/// The protocol versions a connection accepts (`VERSION` is checked against it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Accept {
    /// Protocol 2 only: the slot-engine device [`super::hwkem::HwMlKem`] drives.
    #[default]
    V2,
    /// Protocol 3 only: the whole-KEM device ([`super::kem3::KemDevice3`]).
    V3,
    /// Either: the caller picks the KEM by [`VersionInfo::protocol`].
    Any,
}

impl Accept {
    fn accepts(self, protocol: u8) -> bool {
        match self {
            Accept::V2 => protocol == PROTOCOL_VERSION,
            Accept::V3 => protocol == v3::VERSION,
            Accept::Any => protocol == PROTOCOL_VERSION || protocol == v3::VERSION,
        }
    }

    fn describe(self) -> &'static str {
        match self {
            Accept::V2 => "2",
            Accept::V3 => "3",
            Accept::Any => "2 and 3",
        }
    }
}

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
        "device speaks protocol version {device}, this host speaks version {host} here: \
         rebuild the bitstream or the host from the same source"
    )]
    VersionMismatch { device: u8, host: &'static str },
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
    /// Polynomial slots (protocol 2; 0 on a protocol 3 device, which has none in its API).
    pub slots: u8,
    /// Key slots (protocol 3; 0 on a protocol 2 device).
    pub key_slots: u8,
    /// The largest response payload ([`MAX_PAYLOAD`] on protocol 2; the bulk buffer on 3).
    pub max_response: usize,
}

impl VersionInfo {
    /// The UART baud rate the divisor gives: the nominal line rate it is within 0.5 % of
    /// ([`line_rate_at`]), else the quotient.
    pub fn baud(&self) -> u32 {
        line_rate_at(self.clock_hz, self.divisor)
    }
}

/// What `Status` reports (saturating counters).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct StatusInfo {
    pub crc_errors: u8,
    pub framing_errors: u8,
    pub overruns: u8,
    pub timeouts: u8,
    /// Protocol 3's fifth byte: whether the device is locked (reset since the last `CLEAR`).
    /// `None` on protocol 2, which does not report it.
    pub locked: Option<bool>,
}

/// The receive buffer's bound for responses of up to `max` payload bytes: one largest
/// response plus slack.
fn rx_limit(max: usize) -> usize {
    RESPONSE_OVERHEAD + max + 64
}

enum Read {
    Got(Response),
    Corrupt,
    Timeout,
}

/// A KEM that drives a device through a [`DeviceDriver`] (measurements read its counters).
pub trait Driven<T: Transport> {
    fn driver(&self) -> &DeviceDriver<T>;
    fn driver_mut(&mut self) -> &mut DeviceDriver<T>;
}

/// The device's commands over a transport.
pub struct DeviceDriver<T: Transport> {
    transport: T,
    timing: Timing,
    seq: u8,
    baud: u32,
    rx: Vec<u8>,
    stats: LinkStats,
    accept: Accept,
    /// The protocol the device reported in its last `VERSION` answer.
    protocol: Option<u8>,
}

/// The longest response payload `op` can have for `payload` (it sets the command's timeout).
fn response_len(op: AnyOpcode, payload: &[u8]) -> usize {
    let op = match op {
        AnyOpcode::Base(op) => op,
        AnyOpcode::Kem(op) => return kem_response_len(op, payload),
    };
    match op {
        // Protocol 3's answers are longer (14 and 5 bytes).
        Opcode::Version => v3::VERSION_LEN,
        Opcode::Status => v3::STATUS_LEN,
        Opcode::Cycles => v3::CYCLES_LEN,
        Opcode::PolyWrite => 1,
        Opcode::PolyRead if payload.len() == 2 => 32 * payload[1].min(12) as usize,
        Opcode::HashSqueeze if payload.len() == 2 => {
            (u16::from_le_bytes([payload[0], payload[1]]) as usize).min(MAX_PAYLOAD)
        }
        Opcode::PolyRead | Opcode::HashSqueeze => MAX_PAYLOAD,
        _ => 0,
    }
}

/// The parameter set of a KEM argument byte's set field, if it names one.
fn arg_set(arg: u8) -> Option<crate::params::ParamSet> {
    PARAM_SETS.get((arg & 3) as usize).copied()
}

/// The longest response payload of a protocol 3 KEM request.
fn kem_response_len(op: KemOpcode, payload: &[u8]) -> usize {
    let set = payload.first().and_then(|&a| arg_set(a));
    match op {
        KemOpcode::KeyGen => set.map_or(v3::MAX_RESPONSE, |p| p.ek_len()),
        KemOpcode::Encaps => set.map_or(v3::MAX_RESPONSE, |p| p.ct_len() + 32),
        KemOpcode::Decaps => 32,
        KemOpcode::KeyImport | KemOpcode::KeyErase => 0,
        // The slot's set is not in the argument: the largest half.
        KemOpcode::KeyExport => v3::MAX_RESPONSE,
        KemOpcode::KeyStatus => v3::KEY_SLOTS,
        KemOpcode::DebugOp => v3::DEBUG_RESPONSE,
    }
}

/// Whether a request is well-formed as far as its length goes (then a `BAD_LEN` answer means
/// the link corrupted it).
fn length_ok(op: AnyOpcode, payload: &[u8]) -> bool {
    let op = match op {
        AnyOpcode::Base(op) => op,
        AnyOpcode::Kem(op) => return kem_length_ok(op, payload),
    };
    op.request_len_ok(payload.len())
        && (op != Opcode::PolyWrite || check_poly_write_len(payload.len(), payload[1]))
}

/// [`length_ok`] for a protocol 3 KEM request, from its argument byte.
fn kem_length_ok(op: KemOpcode, payload: &[u8]) -> bool {
    let Some((&arg, data)) = payload.split_first() else {
        return op == KemOpcode::KeyStatus;
    };
    let set = arg_set(arg);
    let n = data.len();
    match op {
        KemOpcode::KeyGen => n == 64,
        KemOpcode::Encaps => set.is_some_and(|p| n == p.ek_len() + 32),
        // The slot's set fixes c's length; any set's will do here.
        KemOpcode::Decaps => PARAM_SETS.iter().any(|p| n == p.ct_len()),
        KemOpcode::KeyImport => set.is_some_and(|p| {
            n == if arg & 0x10 == 0 {
                384 * p.k + 32
            } else {
                p.ek_len() + 32
            }
        }),
        KemOpcode::KeyExport | KemOpcode::KeyErase => n == 0,
        KemOpcode::KeyStatus => false,
        KemOpcode::DebugOp => n == v3::DEBUG_RESPONSE,
    }
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
            rx: Vec::with_capacity(rx_limit(MAX_PAYLOAD)),
            stats: LinkStats::default(),
            accept: Accept::V2,
            protocol: None,
        }
    }

    /// Connects: issues `VERSION` and refuses a device of another protocol version than 2.
    pub fn open(
        transport: T,
        baud: u32,
        timing: Timing,
    ) -> Result<(Self, VersionInfo), DriverError> {
        Self::open_accepting(transport, baud, timing, Accept::V2)
    }

    /// [`Self::open`] accepting the protocol versions `accept` names.
    pub fn open_accepting(
        transport: T,
        baud: u32,
        timing: Timing,
        accept: Accept,
    ) -> Result<(Self, VersionInfo), DriverError> {
        let mut d = Self::new(transport, baud, timing);
        d.accept = accept;
        let v = d.version()?;
        Ok((d, v))
    }

    /// The protocol versions `VERSION` accepts from now on.
    pub fn set_accept(&mut self, accept: Accept) {
        self.accept = accept;
    }

    /// The protocol the device reported in its last `VERSION` answer (None before one).
    pub fn protocol(&self) -> Option<u8> {
        self.protocol
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
        Self::connect_accepting(transport, baud, timing, Accept::V2)
    }

    /// [`Self::connect_with_timing`] accepting the protocol versions `accept` names.
    pub fn connect_accepting(
        transport: T,
        baud: u32,
        timing: Timing,
        accept: Accept,
    ) -> Result<(Self, VersionInfo), DriverError> {
        if baud == DEFAULT_BAUD {
            return Self::open_accepting(transport, baud, timing, accept);
        }
        let divisor = Self::divisor_for(baud)?;
        let quick = Timing {
            attempts: 2,
            compute_allowance: timing.compute_allowance.min(Duration::from_millis(300)),
            ..timing
        };
        let mut driver = Self::new(transport, baud, quick);
        driver.accept = accept;
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

    /// Sends `op` (a protocol 2 [`Opcode`] or a protocol 3 [`KemOpcode`]) with `payload` (the
    /// next sequence number) and returns the response payload.
    pub fn command(
        &mut self,
        op: impl Into<AnyOpcode>,
        payload: &[u8],
    ) -> Result<Vec<u8>, DriverError> {
        self.seq = self.seq.wrapping_add(1);
        let seq = self.seq;
        self.command_with_seq(op, seq, payload)
    }

    /// The largest response payload accepted while waiting for an answer to `op`: protocol
    /// 3's bulk buffer for a KEM opcode or once the device said it speaks protocol 3.
    fn response_limit(&self, op: AnyOpcode) -> usize {
        if matches!(op, AnyOpcode::Kem(_)) || self.protocol == Some(v3::VERSION) {
            v3::MAX_RESPONSE
        } else {
            MAX_PAYLOAD
        }
    }

    /// Sends `op` with an explicit sequence number (tests of the retry cache use this).
    pub fn command_with_seq(
        &mut self,
        op: impl Into<AnyOpcode>,
        seq: u8,
        payload: &[u8],
    ) -> Result<Vec<u8>, DriverError> {
        let op = op.into();
        if payload.len() > op.max_request() {
            return Err(DriverError::Argument(format!(
                "{}: payload of {} bytes, above the {}-byte limit",
                op.name(),
                payload.len(),
                op.max_request()
            )));
        }
        // Protocol 3 requests carry secrets (d ‖ z, m, dk halves): the frame is wiped.
        let frame = zeroize::Zeroizing::new(encode_request(op.code(), seq, payload));
        let timeout = self.timeout_for(frame.len(), RESPONSE_OVERHEAD + response_len(op, payload));
        let limit = self.response_limit(op);
        self.stats.commands += 1;
        let (mut attempts, mut busy, mut bad_len) = (0u32, 0u32, 0u32);
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
            match self.read_response(op, seq, timeout, limit)? {
                Read::Got(r) => match Status::from_code(r.status) {
                    Some(Status::Ok) => {
                        self.wipe_spare_rx();
                        return Ok(r.payload);
                    }
                    Some(Status::BadCrc) => last = "the device saw a bad request CRC",
                    // Protocol 3: one resend; a second BAD_LEN is the device's verdict.
                    Some(Status::BadLen)
                        if length_ok(op, payload)
                            && (matches!(op, AnyOpcode::Base(_)) || bad_len == 0) =>
                    {
                        bad_len += 1;
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
        op: AnyOpcode,
        seq: u8,
        timeout: Duration,
        limit: usize,
    ) -> Result<Read, DriverError> {
        let deadline = Instant::now() + timeout;
        let mut chunk = zeroize::Zeroizing::new([0u8; 256]);
        loop {
            let mut corrupt = false;
            if let Some(r) = self.scan(op, seq, limit, &mut corrupt) {
                return Ok(Read::Got(r));
            }
            if corrupt {
                return Ok(Read::Corrupt);
            }
            let now = Instant::now();
            if now >= deadline {
                return Ok(Read::Timeout);
            }
            let room = rx_limit(limit)
                .saturating_sub(self.rx.len())
                .min(chunk.len());
            let n = self.transport.recv(&mut chunk[..room], deadline - now)?;
            self.stats.bytes_received += n as u64;
            self.rx.extend_from_slice(&chunk[..n]);
        }
    }

    /// Zeroes the receive buffer's spare capacity: the bytes of parsed responses (a K, a dk
    /// half) that draining left behind. What is still unparsed stays.
    fn wipe_spare_rx(&mut self) {
        let len = self.rx.len();
        self.rx.resize(self.rx.capacity(), 0);
        self.rx.truncate(len);
    }

    /// Parses the receive buffer: returns the matching response if present; sets `corrupt`
    /// when a frame failed its CRC or a BAD_CRC answer (to any request) arrived.
    fn scan(
        &mut self,
        op: AnyOpcode,
        seq: u8,
        limit: usize,
        corrupt: &mut bool,
    ) -> Option<Response> {
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
            match parse_response_up_to(&self.rx, limit) {
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
                            .then(|| {
                                parse_response_up_to(&self.rx[i..], limit)
                                    .ok()
                                    .map(|x| (i, x))
                            })
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
                            if self.rx.len() >= rx_limit(limit) {
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

    fn take(&self, r: Response, op: AnyOpcode, seq: u8, corrupt: &mut bool) -> Option<Response> {
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

    fn expect_len(
        op: impl Into<AnyOpcode>,
        payload: Vec<u8>,
        expected: usize,
    ) -> Result<Vec<u8>, DriverError> {
        let op = op.into();
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

    /// `VERSION`; refuses a protocol version the connection does not accept ([`Accept`]).
    /// Protocol 2 answers 12 bytes; protocol 3 answers 14: version, build id, clock, divisor,
    /// key slots, largest response u16.
    pub fn version(&mut self) -> Result<VersionInfo, DriverError> {
        let v = self.command(Opcode::Version, &[])?;
        if let Some(&protocol) = v.first()
            && !self.accept.accepts(protocol)
        {
            return Err(DriverError::VersionMismatch {
                device: protocol,
                host: self.accept.describe(),
            });
        }
        let v3 = v.first() == Some(&v3::VERSION);
        let v = Self::expect_len(Opcode::Version, v, if v3 { v3::VERSION_LEN } else { 12 })?;
        self.protocol = Some(v[0]);
        Ok(VersionInfo {
            protocol: v[0],
            build_id: u32::from_le_bytes(v[1..5].try_into().unwrap()),
            clock_hz: u32::from_le_bytes(v[5..9].try_into().unwrap()),
            divisor: u16::from_le_bytes([v[9], v[10]]),
            slots: if v3 { 0 } else { v[11] },
            key_slots: if v3 { v[11] } else { 0 },
            max_response: if v3 {
                u16::from_le_bytes([v[12], v[13]]) as usize
            } else {
                MAX_PAYLOAD
            },
        })
    }

    /// `STATUS`: the device's error counters (and, on protocol 3, whether it is locked).
    pub fn status(&mut self) -> Result<StatusInfo, DriverError> {
        let s = self.command(Opcode::Status, &[])?;
        let s = match s.len() {
            5 if self.protocol == Some(v3::VERSION) => s,
            _ => Self::expect_len(Opcode::Status, s, 4)?,
        };
        Ok(StatusInfo {
            crc_errors: s[0],
            framing_errors: s[1],
            overruns: s[2],
            timeouts: s[3],
            locked: s.get(4).map(|&l| l != 0),
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
        let baud = line_rate(divisor);
        // The response went out at the old rate; wait for the line to drain.
        std::thread::sleep(Duration::from_millis(2));
        self.transport.set_baud(baud)?;
        self.baud = baud;
        Ok(baud)
    }

    /// The divisor for `baud`, if the device's clock gives it within
    /// [`BAUD_TOLERANCE`] (0.5 %).
    pub fn divisor_for(baud: u32) -> Result<u16, DriverError> {
        let div = (CLOCK_HZ as f64 / baud as f64).round();
        let err = baud_error(CLOCK_HZ as f64 / div, baud);
        if div < MIN_DIVISOR as f64 || div > u16::MAX as f64 || err > BAUD_TOLERANCE {
            return Err(DriverError::Argument(format!(
                "{baud} baud is not reachable from the {CLOCK_HZ} Hz clock \
                 (bit period ≥ {MIN_DIVISOR} cycles, error ≤ 0.5 %); the default is {DEFAULT_BAUD}"
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

/// The host's side of bit period `divisor`: the nominal rate of [`CLOCKED_LINE_RATES`] (or
/// the power-up [`DEFAULT_BAUD`]) that `CLOCK_HZ / divisor` is within [`BAUD_TOLERANCE`] of,
/// since a serial port is set to the nominal rate; otherwise the quotient itself.
pub fn line_rate(divisor: u16) -> u32 {
    line_rate_at(CLOCK_HZ, divisor)
}

/// [`line_rate`] for a device clocked at `clock_hz`.
pub fn line_rate_at(clock_hz: u32, divisor: u16) -> u32 {
    let actual = clock_hz as f64 / divisor.max(1) as f64;
    CLOCKED_LINE_RATES
        .into_iter()
        .chain([DEFAULT_BAUD])
        .find(|&r| baud_error(actual, r) <= BAUD_TOLERANCE)
        .unwrap_or(actual as u32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::params::{ML_KEM_512, ML_KEM_1024};

    /// The longest response a protocol 3 request can have (its timeout) and the lengths the
    /// host believes well-formed.
    #[test]
    fn protocol_3_lengths() {
        let kem = |op: KemOpcode| AnyOpcode::Kem(op);
        let arg = |set, slot, half| v3::arg(set, slot, false, half);
        assert_eq!(response_len(kem(KemOpcode::KeyGen), &[arg(0, 1, 0)]), 800);
        assert_eq!(
            response_len(kem(KemOpcode::Encaps), &[arg(2, 0, 0)]),
            1568 + 32
        );
        assert_eq!(response_len(kem(KemOpcode::Decaps), &[arg(0, 1, 0)]), 32);
        assert_eq!(
            response_len(kem(KemOpcode::KeyExport), &[arg(0, 0, 1)]),
            1600
        );
        assert_eq!(response_len(kem(KemOpcode::KeyStatus), &[]), 2);
        assert_eq!(response_len(AnyOpcode::Base(Opcode::Version), &[]), 14);
        let p = ML_KEM_1024;
        let with = |a: u8, n: usize| [vec![a], vec![0; n]].concat();
        assert!(kem_length_ok(KemOpcode::KeyGen, &with(arg(2, 0, 0), 64)));
        assert!(kem_length_ok(
            KemOpcode::Encaps,
            &with(arg(2, 0, 0), p.ek_len() + 32)
        ));
        assert!(!kem_length_ok(
            KemOpcode::Encaps,
            &with(arg(0, 0, 0), p.ek_len() + 32)
        ));
        assert!(kem_length_ok(KemOpcode::Decaps, &with(arg(0, 1, 0), 768)));
        assert!(!kem_length_ok(KemOpcode::Decaps, &with(arg(0, 1, 0), 767)));
        let q = ML_KEM_512;
        assert!(kem_length_ok(
            KemOpcode::KeyImport,
            &with(arg(0, 0, 0), 384 * q.k + 32)
        ));
        assert!(kem_length_ok(
            KemOpcode::KeyImport,
            &with(arg(0, 0, 1), q.ek_len() + 32)
        ));
        assert!(!kem_length_ok(
            KemOpcode::KeyImport,
            &with(arg(0, 0, 1), 384 * q.k + 32)
        ));
        assert!(kem_length_ok(KemOpcode::KeyStatus, &[]));
        assert!(!kem_length_ok(KemOpcode::KeyErase, &[]));
        assert_eq!(AnyOpcode::from(KemOpcode::KeyGen).max_request(), 1601);
        assert_eq!(AnyOpcode::from(Opcode::HashAbsorb).max_request(), 512);
        assert_eq!(AnyOpcode::from(KemOpcode::KeyExport).name(), "KEY_EXPORT");
    }
}
