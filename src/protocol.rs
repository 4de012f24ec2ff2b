//! The device's serial protocol, defined once: the circuit ([`crate::rtl::device`]), its
//! software model ([`crate::model::device`]) and the host driver ([`crate::host`]) all take
//! their frame layout, opcodes, statuses and limits from here.
//!
//! # Frames
//!
//! ```text
//! request:  A5 | opcode | seq | len_lo len_hi |          payload[len] | crc32 (4 bytes, LE)
//! response: 5A | opcode | seq | status | len_lo len_hi | payload[len] | crc32 (4 bytes, LE)
//! ```
//!
//! * The CRC is CRC-32/ISO-HDLC (the zlib/Ethernet CRC: reflected polynomial 0xEDB88320,
//!   initial value and final XOR 0xFFFFFFFF) over every byte after the sync byte up to the
//!   end of the payload, sent least significant byte first.
//! * `len` ≤ [`MAX_PAYLOAD`] in both directions. A request announcing more is answered
//!   [`Status::BadLen`] at once and the receiver hunts for the next sync byte.
//! * Every response echoes the request's opcode and sequence number. Only requests with a good
//!   CRC execute; a bad CRC is answered [`Status::BadCrc`] (no payload) and changes nothing.
//! * A request that stops arriving for [`FRAME_TIMEOUT_BIT_PERIODS`] bit periods is dropped
//!   without an answer (truncation); the receiver hunts for the next sync byte.
//! * **Retries are safe**: a good request with the same opcode and sequence number as the last
//!   executed one is answered with the cached response and not executed again. The host
//!   gives each new command the next sequence number (mod 256).
//! * While a command executes, a good request is answered [`Status::Busy`], except
//!   [`Opcode::Abort`], which stops the command (its response is then never sent) and is
//!   answered `Ok`.
//! * **A reset locks the device** until a [`Opcode::Clear`] completes: slot, sampling and
//!   hash commands are answered [`Status::Locked`]. A reset (the board's button, or power-up)
//!   forgets the retry cache and the command in flight but not the slots' RAM, so without the
//!   lock a host could resume an operation on broken intermediate values, or execute a
//!   command twice, and the slots' contents (secrets) would stay readable. `Clear` wipes
//!   them and unlocks.

use crate::params::{CLOCK_HZ, DEFAULT_BAUD};

/// Protocol version returned by [`Opcode::Version`]; the host refuses any other.
pub const PROTOCOL_VERSION: u8 = 2;
/// First byte of every request.
pub const REQUEST_SYNC: u8 = 0xA5;
/// First byte of every response.
pub const RESPONSE_SYNC: u8 = 0x5A;
/// Largest payload in either direction: the device's frame buffers are 512 bytes (one iCE40
/// EBR each).
pub const MAX_PAYLOAD: usize = 512;
/// Bytes of a request frame around its payload: sync, opcode, seq, 2 length bytes, 4 CRC bytes.
pub const REQUEST_OVERHEAD: usize = 9;
/// Bytes of a response frame around its payload (the request's plus the status byte).
pub const RESPONSE_OVERHEAD: usize = 10;
/// A request that stalls this many bit periods between two of its bytes is dropped.
pub const FRAME_TIMEOUT_BIT_PERIODS: u32 = 256;
/// Smallest UART bit period in clock cycles that [`Opcode::SetBaud`] accepts.
pub const MIN_DIVISOR: u16 = 4;
/// The bit period at power-up: [`CLOCK_HZ`] / [`DEFAULT_BAUD`] cycles, rounded (48).
pub const DEFAULT_DIVISOR: u16 = ((CLOCK_HZ + DEFAULT_BAUD / 2) / DEFAULT_BAUD) as u16;
/// Polynomial slots of the device (the NTT engine's memory).
pub const SLOTS: u8 = crate::params::SLOTS as u8;

// The power-up rate is within 0.5 % of DEFAULT_DIVISOR cycles per bit.
const _: () = assert!(
    DEFAULT_DIVISOR >= MIN_DIVISOR
        && (CLOCK_HZ as u64).abs_diff(DEFAULT_DIVISOR as u64 * DEFAULT_BAUD as u64) * 200
            <= CLOCK_HZ as u64
);

/// The commands. Payload layouts (all integers little-endian):
///
/// | opcode | request payload | response payload |
/// |---|---|---|
/// | `Version` 0x00 | – | version u8, build id u32, clock Hz u32, divisor u16, slots u8 (12 bytes) |
/// | `Status` 0x01 | – | CRC errors u8, framing errors u8, overruns u8, timeouts u8 (saturating) |
/// | `Cycles` 0x02 | – | compute cycles u32 (cycles spent executing commands other than Version/Status/Cycles since reset) |
/// | `SetBaud` 0x03 | divisor u16 ≥ [`MIN_DIVISOR`] | – (sent at the old rate, then the new one applies) |
/// | `Abort` 0x04 | – | – |
/// | `Clear` 0x05 | – | – (every slot, the Keccak state and both frame buffers zeroed) |
/// | `PolyWrite` 0x10 | slot, d ∈ 1..=12, 32·d bytes | flag u8: 1 if d = 12 and some coefficient was ≥ q (stored mod q) |
/// | `PolyRead` 0x11 | slot, d ∈ 1..=12 | ByteEncode_d(Compress_d(slot)) (d = 12: no compression), 32·d bytes |
/// | `Ntt` 0x20, `Intt` 0x21 | slot | – |
/// | `BaseMul` 0x22, `BaseMulAcc` 0x23, `Add` 0x24, `Sub` 0x25 | a, b, r | – |
/// | `SampleNtt` 0x30 | slot, ρ (32), j, i | – (slot ← SampleNTT(ρ‖j‖i), FIPS 203 Alg. 7) |
/// | `SampleCbd` 0x31 | slot, η ∈ {2, 3}, σ (32), N | – (slot ← SamplePolyCBD_η(PRF_η(σ, N)), Alg. 8) |
/// | `HashInit` 0x40 | function: 0 SHA3-256, 1 SHA3-512, 2 SHAKE128, 3 SHAKE256 | – |
/// | `HashAbsorb` 0x41 | 1..=512 message bytes | – |
/// | `HashSqueeze` 0x42 | n u16, 1..=512 | n output bytes (the first squeeze ends absorption) |
///
/// Slot-engine opcodes 0x20..=0x25 map to the engine's op codes 0..=5
/// ([`crate::model::ntt_engine::EngineOp`]).
///
/// **Checks, in this order** (the first failing one gives the status; nothing executes):
/// 1. the opcode is known, else [`Status::BadOpcode`];
/// 2. [`Opcode::request_len_ok`], else [`Status::BadLen`];
/// 3. every slot argument is < [`SLOTS`], else [`Status::BadSlot`];
/// 4. the other arguments are in range (d ∈ 1..=12, η ∈ {2, 3}, hash function < 4,
///    divisor ≥ [`MIN_DIVISOR`], squeeze length 1..=512), else [`Status::BadArg`];
/// 5. `PolyWrite`: len == 2 + 32·d ([`check_poly_write_len`]), else [`Status::BadLen`];
/// 6. the hash state ([`HashState`]): `HashAbsorb` needs `Absorbing`, `HashSqueeze` needs
///    `Absorbing` or `Squeezing`, else [`Status::BadArg`];
/// 7. [`Opcode::needs_unlock`] commands after a reset, until a `Clear` has completed:
///    [`Status::Locked`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Opcode {
    Version = 0x00,
    Status = 0x01,
    Cycles = 0x02,
    SetBaud = 0x03,
    Abort = 0x04,
    Clear = 0x05,
    PolyWrite = 0x10,
    PolyRead = 0x11,
    Ntt = 0x20,
    Intt = 0x21,
    BaseMul = 0x22,
    BaseMulAcc = 0x23,
    Add = 0x24,
    Sub = 0x25,
    SampleNtt = 0x30,
    SampleCbd = 0x31,
    HashInit = 0x40,
    HashAbsorb = 0x41,
    HashSqueeze = 0x42,
}

impl Opcode {
    /// Every opcode, in code order.
    pub const ALL: [Opcode; 19] = [
        Opcode::Version,
        Opcode::Status,
        Opcode::Cycles,
        Opcode::SetBaud,
        Opcode::Abort,
        Opcode::Clear,
        Opcode::PolyWrite,
        Opcode::PolyRead,
        Opcode::Ntt,
        Opcode::Intt,
        Opcode::BaseMul,
        Opcode::BaseMulAcc,
        Opcode::Add,
        Opcode::Sub,
        Opcode::SampleNtt,
        Opcode::SampleCbd,
        Opcode::HashInit,
        Opcode::HashAbsorb,
        Opcode::HashSqueeze,
    ];

    /// The byte on the wire.
    pub fn code(self) -> u8 {
        self as u8
    }

    /// The opcode of a wire byte, if it is one.
    pub fn from_code(code: u8) -> Option<Opcode> {
        Self::ALL.into_iter().find(|o| o.code() == code)
    }

    /// Name for errors and tables.
    pub fn name(self) -> &'static str {
        match self {
            Opcode::Version => "VERSION",
            Opcode::Status => "STATUS",
            Opcode::Cycles => "CYCLES",
            Opcode::SetBaud => "SET_BAUD",
            Opcode::Abort => "ABORT",
            Opcode::Clear => "CLEAR",
            Opcode::PolyWrite => "POLY_WRITE",
            Opcode::PolyRead => "POLY_READ",
            Opcode::Ntt => "NTT",
            Opcode::Intt => "INTT",
            Opcode::BaseMul => "BASEMUL",
            Opcode::BaseMulAcc => "BASEMUL_ACC",
            Opcode::Add => "ADD",
            Opcode::Sub => "SUB",
            Opcode::SampleNtt => "SAMPLE_NTT",
            Opcode::SampleCbd => "SAMPLE_CBD",
            Opcode::HashInit => "HASH_INIT",
            Opcode::HashAbsorb => "HASH_ABSORB",
            Opcode::HashSqueeze => "HASH_SQUEEZE",
        }
    }

    /// Whether the command touches the slots, the samplers or the hash (opcodes ≥ 0x10):
    /// refused with [`Status::Locked`] after a reset until a `Clear` completes.
    pub fn needs_unlock(self) -> bool {
        self.code() >= 0x10
    }

    /// Whether `len` is an acceptable request payload length (else [`Status::BadLen`]). For
    /// `PolyWrite` the length must be 2 + 32·d for the d in the payload; that check needs the
    /// payload and is made by [`check_poly_write_len`].
    pub fn request_len_ok(self, len: usize) -> bool {
        match self {
            Opcode::Version | Opcode::Status | Opcode::Cycles | Opcode::Abort | Opcode::Clear => {
                len == 0
            }
            Opcode::SetBaud | Opcode::PolyRead | Opcode::HashSqueeze => len == 2,
            Opcode::PolyWrite => (2 + 32..=2 + 32 * 12).contains(&len),
            Opcode::Ntt | Opcode::Intt | Opcode::HashInit => len == 1,
            Opcode::BaseMul | Opcode::BaseMulAcc | Opcode::Add | Opcode::Sub => len == 3,
            Opcode::SampleNtt | Opcode::SampleCbd => len == 35,
            Opcode::HashAbsorb => (1..=MAX_PAYLOAD).contains(&len),
        }
    }

    /// Whether the command's execution cycles count in [`Opcode::Cycles`].
    pub fn counts_cycles(self) -> bool {
        !matches!(self, Opcode::Version | Opcode::Status | Opcode::Cycles)
    }
}

/// The device's hash state. `HashInit` → `Absorbing`; the first `HashSqueeze` → `Squeezing`;
/// reset, `Clear`, `SampleNtt` and `SampleCbd` (which use the same sponge) → `Idle`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum HashState {
    #[default]
    Idle,
    Absorbing,
    Squeezing,
}

/// `PolyWrite`'s length rule: `len == 2 + 32·d` with d the payload's second byte.
pub fn check_poly_write_len(len: usize, d: u8) -> bool {
    (1..=12).contains(&d) && len == 2 + 32 * d as usize
}

/// Response statuses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Status {
    Ok = 0,
    /// The request's CRC did not match; nothing executed.
    BadCrc = 1,
    /// Payload length wrong for the opcode, or above [`MAX_PAYLOAD`].
    BadLen = 2,
    /// Unknown opcode.
    BadOpcode = 3,
    /// A slot ≥ [`SLOTS`].
    BadSlot = 4,
    /// Another argument out of range (d, η, hash function, divisor, squeeze length).
    BadArg = 5,
    /// A command is executing; only `Abort` is taken.
    Busy = 6,
    /// The device was reset since the last completed `Clear`: send `Clear` first.
    Locked = 7,
    /// Protocol 3: ek fails FIPS 203 §7.2's modulus check.
    BadEk = 8,
    /// Protocol 3: a dk's H(ek) differs from the hash it carries (§7.3).
    BadKey = 9,
    /// Protocol 3: the key slot holds no key (of this parameter set, or no first half).
    SlotEmpty = 10,
    /// Protocol 3: the key slot (or the key area it shares) holds a key.
    SlotFull = 11,
    /// Protocol 3: the key was made or imported as not exportable.
    NotExportable = 12,
    /// Protocol 3: the debug micro-op is a jump or reaches the key area (`DebugOp`).
    DebugRefused = 13,
}

impl Status {
    pub const ALL: [Status; 14] = [
        Status::Ok,
        Status::BadCrc,
        Status::BadLen,
        Status::BadOpcode,
        Status::BadSlot,
        Status::BadArg,
        Status::Busy,
        Status::Locked,
        Status::BadEk,
        Status::BadKey,
        Status::SlotEmpty,
        Status::SlotFull,
        Status::NotExportable,
        Status::DebugRefused,
    ];

    pub fn code(self) -> u8 {
        self as u8
    }

    pub fn from_code(code: u8) -> Option<Status> {
        Self::ALL.into_iter().find(|s| s.code() == code)
    }

    pub fn name(self) -> &'static str {
        match self {
            Status::Ok => "OK",
            Status::BadCrc => "BAD_CRC",
            Status::BadLen => "BAD_LEN",
            Status::BadOpcode => "BAD_OPCODE",
            Status::BadSlot => "BAD_SLOT",
            Status::BadArg => "BAD_ARG",
            Status::Busy => "BUSY",
            Status::Locked => "LOCKED (reset since the last CLEAR)",
            Status::BadEk => "BAD_EK (ek fails the modulus check, FIPS 203 §7.2)",
            Status::BadKey => "BAD_KEY (dk's H(ek) check fails, FIPS 203 §7.3)",
            Status::SlotEmpty => "SLOT_EMPTY",
            Status::SlotFull => "SLOT_FULL",
            Status::NotExportable => "NOT_EXPORTABLE",
            Status::DebugRefused => {
                "DEBUG_REFUSED (a jump, or an operand in the key area: slots 16–23, cells 56–63)"
            }
        }
    }
}

/// CRC-32/ISO-HDLC polynomial, reflected.
pub const CRC32_POLY: u32 = 0xEDB8_8320;

/// One bit of the CRC register update, as the circuit does it (one bit per cycle): shift right,
/// XOR the polynomial when the bit shifted out differs from the data bit.
pub fn crc32_bit(crc: u32, bit: bool) -> u32 {
    if (crc & 1 == 1) != bit {
        (crc >> 1) ^ CRC32_POLY
    } else {
        crc >> 1
    }
}

/// CRC-32/ISO-HDLC of `data` (checked against the `crc32fast` crate in the tests).
pub fn crc32(data: &[u8]) -> u32 {
    let mut crc = 0xFFFF_FFFFu32;
    for &byte in data {
        for i in 0..8 {
            crc = crc32_bit(crc, (byte >> i) & 1 == 1);
        }
    }
    !crc
}

/// A request frame's bytes.
pub fn encode_request(opcode: u8, seq: u8, payload: &[u8]) -> Vec<u8> {
    assert!(payload.len() <= 0xFFFF);
    let mut f = Vec::with_capacity(REQUEST_OVERHEAD + payload.len());
    f.push(REQUEST_SYNC);
    f.push(opcode);
    f.push(seq);
    f.extend_from_slice(&(payload.len() as u16).to_le_bytes());
    f.extend_from_slice(payload);
    let crc = crc32(&f[1..]);
    f.extend_from_slice(&crc.to_le_bytes());
    f
}

/// A response frame's bytes.
pub fn encode_response(opcode: u8, seq: u8, status: u8, payload: &[u8]) -> Vec<u8> {
    assert!(payload.len() <= MAX_PAYLOAD.max(v3::MAX_RESPONSE));
    let mut f = Vec::with_capacity(RESPONSE_OVERHEAD + payload.len());
    f.push(RESPONSE_SYNC);
    f.push(opcode);
    f.push(seq);
    f.push(status);
    f.extend_from_slice(&(payload.len() as u16).to_le_bytes());
    f.extend_from_slice(payload);
    let crc = crc32(&f[1..]);
    f.extend_from_slice(&crc.to_le_bytes());
    f
}

/// A decoded response.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Response {
    pub opcode: u8,
    pub seq: u8,
    pub status: u8,
    pub payload: Vec<u8>,
}

/// Why [`parse_response`] could not return a response.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FrameError {
    #[error("more bytes needed")]
    Incomplete,
    #[error("byte 0x{0:02x} where the response sync byte 0x5A was expected")]
    NoSync(u8),
    #[error("response announces {0} payload bytes, above the limit")]
    TooLong(usize),
    #[error("response CRC 0x{got:08x} does not match 0x{want:08x}")]
    BadCrc { got: u32, want: u32 },
}

/// Parses one response from the start of `buf`: the response and the bytes it used.
pub fn parse_response(buf: &[u8]) -> Result<(Response, usize), FrameError> {
    parse_response_up_to(buf, MAX_PAYLOAD)
}

/// [`parse_response`] with payloads up to `max` bytes (protocol 3: [`v3::MAX_RESPONSE`]).
pub fn parse_response_up_to(buf: &[u8], max: usize) -> Result<(Response, usize), FrameError> {
    let Some(&first) = buf.first() else {
        return Err(FrameError::Incomplete);
    };
    if first != RESPONSE_SYNC {
        return Err(FrameError::NoSync(first));
    }
    if buf.len() < 6 {
        return Err(FrameError::Incomplete);
    }
    let len = u16::from_le_bytes([buf[4], buf[5]]) as usize;
    if len > max {
        return Err(FrameError::TooLong(len));
    }
    let total = RESPONSE_OVERHEAD + len;
    if buf.len() < total {
        return Err(FrameError::Incomplete);
    }
    let want = crc32(&buf[1..6 + len]);
    let got = u32::from_le_bytes(buf[6 + len..total].try_into().unwrap());
    if got != want {
        return Err(FrameError::BadCrc { got, want });
    }
    Ok((
        Response {
            opcode: buf[1],
            seq: buf[2],
            status: buf[3],
            payload: buf[6..6 + len].to_vec(),
        },
        total,
    ))
}

/// The 32-bit build id the `Version` command returns: the first four bytes (LE) of
/// SHA3-256 over a description of the build (protocol version, clock, default divisor and the
/// device variant's name), so that host and bitstream can tell whether they were built from
/// the same configuration. It depends on no timestamp or commit, so exports are reproducible.
pub fn build_id(variant: &str) -> u32 {
    use sha3::{Digest, Sha3_256};
    let desc = format!(
        "mlkem-fpga protocol {PROTOCOL_VERSION}; clock {CLOCK_HZ} Hz; divisor {DEFAULT_DIVISOR}; variant {variant}"
    );
    let d = Sha3_256::digest(desc.as_bytes());
    u32::from_le_bytes([d[0], d[1], d[2], d[3]])
}

/// Protocol 3 (issue 16): the whole KEM on the device, one request per operation, keys kept
/// in key slots. The frames are protocol 2's ([`encode_request`], [`encode_response`]), with
/// longer payloads; the other opcodes (`Version` .. `Clear`) keep their meaning. **Not yet
/// served by the circuit** (the device rewrite is to come): `model::kem_device` is its
/// model.
///
/// A KEM request's payload is an **argument byte** followed by the API bytes, which the device
/// puts in its bulk buffer ([`v3::MAX_RESPONSE`] bytes); a response's payload is
/// the API bytes alone.
///
/// | opcode | argument | request bytes | response |
/// |---|---|---|---|
/// | `KeyGen` 0x50 | set \| slot << 2 \| exportable << 3 | d ‖ z | ek (dk stays in the slot) |
/// | `Encaps` 0x51 | set | ek ‖ m | c ‖ K |
/// | `Decaps` 0x52 | slot << 2 | c (the slot's set fixes its length) | K |
/// | `KeyImport` 0x53 | set \| slot << 2 \| exportable << 3 \| half << 4 | half 0: ŝ ‖ z; half 1: ek ‖ H(ek) | – |
/// | `KeyExport` 0x54 | slot << 2 \| half << 4 | – | half 0: ŝ ‖ z; half 1: ek ‖ H(ek) |
/// | `KeyErase` 0x55 | slot << 2 | – | – |
/// | `KeyStatus` 0x56 | – (no argument) | – | one [`v3::slot_state`] byte per key slot |
/// | `DebugOp` 0x57 | set | a micro-op word (u32) ‖ 384 bytes | the bulk buffer's first 388 bytes after the one micro-op ran ([`crate::model::sequencer::debug`]; refused with [`Status::DebugRefused`] if it jumps or reaches the key area) |
///
/// set: 0, 1, 2 for ML-KEM-512, -768, -1024 ([`v3::arg`] packs the fields). A dk =
/// ŝ ‖ ek ‖ H(ek) ‖ z moves in two halves (it does not fit the bulk buffer); the host joins
/// them. Checks, in this order (the first that fails gives the status; nothing changes): the
/// opcode ([`Status::BadOpcode`]); the device is unlocked ([`Status::Locked`]); the argument's
/// fields ([`Status::BadArg`]; a slot beyond the set's key slots: [`Status::BadSlot`]); the
/// slot's state ([`Status::SlotEmpty`], [`Status::SlotFull`], [`Status::NotExportable`]); the
/// length ([`Status::BadLen`]); then the operation's own checks ([`Status::BadEk`],
/// [`Status::BadKey`]; a failed import erases the slot).
///
/// **Retries and bad CRCs.** A request's bytes go into the bulk buffer as they arrive, before
/// its CRC is known, and the retry cache is the response in that buffer. So: a repeated request
/// (same opcode and sequence number as the last executed) is not written and is answered from
/// the cache; a request with a bad CRC is answered [`Status::BadCrc`], executes nothing and
/// changes no key slot, and, unless it repeats the last request's opcode and sequence number,
/// empties the retry cache (its bytes overwrote the response).
pub mod v3 {
    /// Protocol version returned by `Version` for a protocol 3 device.
    pub const VERSION: u8 = 3;
    /// Largest response payload, and the device's bulk buffer: an ML-KEM-1024 c ‖ K (or
    /// ek ‖ m in a request, or a dk half).
    pub const MAX_RESPONSE: usize = 1600;
    /// Largest request payload: the argument byte and a full bulk buffer.
    pub const MAX_REQUEST: usize = 1 + MAX_RESPONSE;
    /// Key slots (two ML-KEM-512 keys, or one ML-KEM-768 or ML-KEM-1024 key).
    pub const KEY_SLOTS: usize = 2;
    /// `Version`'s answer: version, build id u32, clock u32, divisor u16, key slots, largest
    /// response u16.
    pub const VERSION_LEN: usize = 14;
    /// `Status`'s answer: the CRC, framing, overrun and timeout counters, the lock flag.
    pub const STATUS_LEN: usize = 5;
    /// `Cycles`' answer: a u32.
    pub const CYCLES_LEN: usize = 4;
    /// `DebugOp`'s response: the bulk buffer's first bytes, the echoed micro-op word and one
    /// ByteEncode₁₂ polynomial after it. The request carries the argument byte and as many.
    pub const DEBUG_RESPONSE: usize = 4 + 384;
    /// `KeyStatus`' answer: one state byte per key slot.
    pub const KEY_STATUS_LEN: usize = KEY_SLOTS;

    /// Protocol 3's KEM opcodes.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    #[repr(u8)]
    pub enum KemOpcode {
        KeyGen = 0x50,
        Encaps = 0x51,
        Decaps = 0x52,
        KeyImport = 0x53,
        KeyExport = 0x54,
        KeyErase = 0x55,
        KeyStatus = 0x56,
        DebugOp = 0x57,
    }

    impl KemOpcode {
        pub const ALL: [KemOpcode; 8] = [
            KemOpcode::KeyGen,
            KemOpcode::Encaps,
            KemOpcode::Decaps,
            KemOpcode::KeyImport,
            KemOpcode::KeyExport,
            KemOpcode::KeyErase,
            KemOpcode::KeyStatus,
            KemOpcode::DebugOp,
        ];

        pub fn code(self) -> u8 {
            self as u8
        }

        pub fn from_code(code: u8) -> Option<KemOpcode> {
            Self::ALL.into_iter().find(|o| o.code() == code)
        }
    }

    /// The argument byte: set in bits 0–1, slot in bit 2, exportable in bit 3, half in bit 4.
    pub fn arg(set: usize, slot: usize, exportable: bool, half: usize) -> u8 {
        (set as u8 & 3)
            | ((slot as u8 & 1) << 2)
            | ((exportable as u8) << 3)
            | ((half as u8 & 1) << 4)
    }

    /// A key slot's state byte in `KeyStatus`: bits 0–1 empty 0 / first half imported 1 /
    /// valid 2, bits 2–3 the set, bit 4 exportable.
    pub fn slot_state(state: u8, set: usize, exportable: bool) -> u8 {
        (state & 3) | ((set as u8 & 3) << 2) | ((exportable as u8) << 4)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crc_check_value() {
        // The CRC-32/ISO-HDLC catalogue check value.
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
    }

    #[test]
    fn opcodes_round_trip_and_are_distinct() {
        for o in Opcode::ALL {
            assert_eq!(Opcode::from_code(o.code()), Some(o));
        }
        for s in Status::ALL {
            assert_eq!(Status::from_code(s.code()), Some(s));
        }
        assert_eq!(Opcode::from_code(0x7F), None);
    }

    #[test]
    fn response_round_trip_and_crc_detects_a_flip() {
        let f = encode_response(0x11, 7, 0, &[1, 2, 3]);
        let (r, used) = parse_response(&f).unwrap();
        assert_eq!(used, f.len());
        assert_eq!(r.payload, vec![1, 2, 3]);
        for i in 1..f.len() {
            let mut g = f.clone();
            g[i] ^= 0x10;
            assert!(parse_response(&g).is_err(), "flip at {i}");
        }
        assert_eq!(parse_response(&f[..5]), Err(FrameError::Incomplete));
    }
}
