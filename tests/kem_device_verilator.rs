//! The protocol 3 device `KemDevice` as exported Verilog under Verilator, through its UART
//! pins: the tests of `tests/common/kem3.rs` — every ACVP keyGen and encapDecap case with its
//! key checks through single requests, RustCrypto interop both ways, link bytes within 1.05× of
//! the API minimum, a bad CRC anywhere in a long frame, retries, bad input of every kind, reset
//! and CLEAR, and the wire observer (with Decaps of a valid and a tampered c in equal cycles) —
//! on the circuit, as `tests/model_kem_device.rs` runs them on the model.

mod common;

use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use common::kem3::{self, FrameDevice};
use mlkem_fpga::protocol::v3;
use mlkem_fpga::protocol::{FrameError, Opcode, Status, encode_request, parse_response_up_to};
use mlkem_fpga::rtl::device::verilated::{VerilatedDevice, build_device};
use mlkem_fpga::rtl::kem_device::verilog;

/// The bench's bit period after `SetBaud` (the fastest the protocol allows).
const DIV: u16 = 4;

fn exe() -> &'static PathBuf {
    static EXE: OnceLock<PathBuf> = OnceLock::new();
    EXE.get_or_init(|| {
        let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("kem_device_verilator");
        build_device(&verilog(), &dir).expect("building the KemDevice bench")
    })
}

/// The circuit on the Verilator bench, at bit period [`DIV`].
struct Board(VerilatedDevice);

impl Board {
    fn start() -> Self {
        let mut b = Board(VerilatedDevice::start(exe()).expect("starting the bench"));
        b.ready();
        b
    }

    /// One response to `frame` (empty if none comes within the deadline). Bytes after it are
    /// an error, unless `frame` is over-long (see [`Board::resync`]).
    fn response(&mut self, frame: &[u8], deadline: Duration) -> Vec<u8> {
        let declared = frame
            .get(3..5)
            .map_or(0, |l| u16::from_le_bytes([l[0], l[1]]) as usize);
        self.0.send(frame).unwrap();
        let mut buf = Vec::new();
        let until = Instant::now() + deadline;
        while Instant::now() < until {
            match parse_response_up_to(&buf, v3::MAX_RESPONSE) {
                Ok((_, used)) => {
                    if declared > v3::MAX_REQUEST {
                        buf.truncate(used);
                        self.resync();
                    }
                    assert_eq!(used, buf.len(), "one response at a time");
                    return buf;
                }
                Err(FrameError::Incomplete) => {}
                Err(e) => panic!("bad response: {e}"),
            }
            let mut chunk = [0u8; 4096];
            let n = self.0.recv(&mut chunk, Duration::from_millis(500)).unwrap();
            buf.extend_from_slice(&chunk[..n]);
        }
        buf
    }

    /// After power-up or a reset: waits out the wipe (the link answers `Busy` until it ends)
    /// with `Version` probes, then switches to [`DIV`]. The probes and `SetBaud` use sequence
    /// numbers of their own and bypass the host's byte counts.
    fn ready(&mut self) {
        let probe = encode_request(Opcode::Version.code(), 0xEE, &[]);
        let mut tries = 0;
        loop {
            let r = self.response(&probe, Duration::from_secs(30));
            let (r, _) = parse_response_up_to(&r, v3::MAX_RESPONSE).expect("a probe answer");
            if r.status != Status::Busy.code() {
                break;
            }
            tries += 1;
            assert!(tries < 100, "the device stays busy");
        }
        let set_baud = encode_request(Opcode::SetBaud.code(), 0xED, &DIV.to_le_bytes());
        let r = self.response(&set_baud, Duration::from_secs(30));
        let (r, _) = parse_response_up_to(&r, v3::MAX_RESPONSE).expect("a SetBaud answer");
        assert_eq!(r.status, 0, "SetBaud");
        self.0.set_divisor(DIV as u32).unwrap();
    }

    /// After an over-long request: the link answered `BadLen` at its header and then hunted
    /// for a sync byte inside its payload, where a garbage frame may start and be answered
    /// later. Drains those answers: `Version` probes, each with a sequence number of its own,
    /// until one is answered (a probe may be swallowed by a garbage frame in progress).
    fn resync(&mut self) {
        for seq in 0xE0u8..0xEC {
            self.0
                .send(&encode_request(Opcode::Version.code(), seq, &[]))
                .unwrap();
            let mut buf = Vec::new();
            let until = Instant::now() + Duration::from_secs(10);
            while Instant::now() < until {
                let mut chunk = [0u8; 4096];
                let n = self.0.recv(&mut chunk, Duration::from_millis(200)).unwrap();
                buf.extend_from_slice(&chunk[..n]);
                if (0..buf.len()).any(|i| {
                    matches!(parse_response_up_to(&buf[i..], v3::MAX_RESPONSE), Ok((r, used))
                        if r.seq == seq && r.opcode == Opcode::Version.code()
                            && i + used == buf.len())
                }) {
                    return;
                }
            }
        }
        panic!("no probe answered after an over-long request");
    }
}

impl FrameDevice for Board {
    fn exchange(&mut self, frame: &[u8]) -> Vec<u8> {
        self.response(frame, Duration::from_secs(120))
    }
    fn reset(&mut self) {
        self.0.reset().unwrap();
        self.ready();
    }
}

#[test]
fn acvp_keygen_through_single_requests() {
    kem3::acvp_keygen_through_single_requests(Board::start);
}

#[test]
fn acvp_encap_decap_through_single_requests() {
    kem3::acvp_encap_decap_through_single_requests(Board::start);
}

#[test]
fn rustcrypto_interop_both_ways() {
    kem3::rustcrypto_interop_both_ways(Board::start);
}

#[test]
fn link_bytes_stay_within_1_05_of_the_api_minimum() {
    kem3::link_bytes_stay_within_1_05_of_the_api_minimum(Board::start);
}

#[test]
fn a_bad_crc_anywhere_fails_the_request_and_changes_nothing() {
    kem3::a_bad_crc_anywhere_fails_the_request_and_changes_nothing(Board::start);
}

#[test]
fn a_retry_is_answered_from_the_cache() {
    kem3::a_retry_is_answered_from_the_cache(Board::start);
}

#[test]
fn bad_requests_get_a_clear_status_and_change_nothing() {
    kem3::bad_requests_get_a_clear_status_and_change_nothing(Board::start);
}

#[test]
fn a_reset_locks_and_wipes_every_key_slot() {
    kem3::a_reset_locks_and_wipes_every_key_slot(Board::start);
}

#[test]
fn the_wire_carries_no_secret() {
    kem3::the_wire_carries_no_secret(Board::start);
}
