//! DeviceDriver over the device model: version check, retry cache (nothing executes twice),
//! the hash helper, typed helpers, error statuses, BUSY, garbage and bounded reads.

use std::collections::VecDeque;
use std::time::Duration;

use mlkem_fpga::host::driver::{DeviceDriver, DriverError, Timing};
use mlkem_fpga::host::transport::{ModelTransport, Transport, TransportError};
use mlkem_fpga::model::device::DeviceModel;
use mlkem_fpga::model::encode::byte_encode;
use mlkem_fpga::model::keccak::{KeccakFunction, hash};
use mlkem_fpga::model::ntt_engine::{base_mul_acc, sample_poly};
use mlkem_fpga::params::DEFAULT_BAUD;
use mlkem_fpga::protocol::{Opcode, PROTOCOL_VERSION, build_id, encode_response};

/// A driver over the model, unlocked with CLEAR (a device starts locked: protocol check 7).
fn driver() -> DeviceDriver<ModelTransport> {
    let mut d = DeviceDriver::open(
        ModelTransport::new(DeviceModel::new("model")),
        DEFAULT_BAUD,
        Timing::default(),
    )
    .unwrap()
    .0;
    d.clear().unwrap();
    d
}

/// A fresh device answers LOCKED to slot commands until CLEAR, and the error says so.
#[test]
fn a_reset_device_is_locked_until_clear() {
    let (mut d, _) = DeviceDriver::open(
        ModelTransport::new(DeviceModel::new("model")),
        DEFAULT_BAUD,
        Timing::default(),
    )
    .unwrap();
    let err = d.poly_read(0, 12).unwrap_err().to_string();
    assert!(
        err.contains("POLY_READ: the device answered LOCKED (reset since the last CLEAR)"),
        "{err}"
    );
    d.clear().unwrap();
    assert_eq!(d.poly_read(0, 12).unwrap(), vec![0; 384]);
}

#[test]
fn open_reports_the_version() {
    let (_, v) = DeviceDriver::open(
        ModelTransport::new(DeviceModel::new("icebreaker")),
        DEFAULT_BAUD,
        Timing::default(),
    )
    .unwrap();
    assert_eq!(v.protocol, PROTOCOL_VERSION);
    assert_eq!(v.build_id, build_id("icebreaker"));
    assert_eq!(v.slots, 8);
    assert_eq!(v.baud(), DEFAULT_BAUD);
}

/// A scripted device: answers each request with the next canned response (echoing seq).
struct Scripted {
    replies: VecDeque<(u8, Vec<u8>)>,
    queue: VecDeque<u8>,
    garbage: Vec<u8>,
}

impl Transport for Scripted {
    fn send(&mut self, bytes: &[u8]) -> Result<(), TransportError> {
        let (status, payload) = self.replies.pop_front().expect("a scripted reply");
        self.queue.extend(self.garbage.iter().copied());
        self.queue
            .extend(encode_response(bytes[1], bytes[2], status, &payload));
        Ok(())
    }
    fn recv(&mut self, buf: &mut [u8], _: Duration) -> Result<usize, TransportError> {
        let n = buf.len().min(self.queue.len());
        for (b, q) in buf.iter_mut().zip(self.queue.drain(..n)) {
            *b = q;
        }
        Ok(n)
    }
    fn set_baud(&mut self, _: u32) -> Result<(), TransportError> {
        Ok(())
    }
    fn describe(&self) -> String {
        "scripted".into()
    }
}

fn scripted(replies: Vec<(u8, Vec<u8>)>, garbage: Vec<u8>) -> Scripted {
    Scripted {
        replies: replies.into(),
        queue: VecDeque::new(),
        garbage,
    }
}

fn version_payload(protocol: u8) -> Vec<u8> {
    let mut v = vec![protocol];
    v.extend(build_id("x").to_le_bytes());
    v.extend(50_000_000u32.to_le_bytes());
    v.extend(50u16.to_le_bytes());
    v.push(8);
    v
}

#[test]
fn a_device_of_another_protocol_version_is_refused() {
    let t = scripted(vec![(0, version_payload(PROTOCOL_VERSION + 1))], vec![]);
    let err = DeviceDriver::open(t, DEFAULT_BAUD, Timing::default())
        .err()
        .expect("refused");
    assert!(matches!(err, DriverError::VersionMismatch { .. }), "{err}");
    let want = format!("protocol version {}", PROTOCOL_VERSION + 1);
    assert!(err.to_string().contains(&want), "{err}");
}

#[test]
fn busy_waits_and_errors_name_command_and_status() {
    // BUSY twice, then OK; garbage (including false sync bytes) before each response.
    let t = scripted(
        vec![
            (6, vec![]),
            (6, vec![]),
            (0, version_payload(PROTOCOL_VERSION)),
            (5, vec![]),
        ],
        vec![0x00, 0x5A, 0xFF, 0x5A, 0x01],
    );
    let (mut d, _) = DeviceDriver::open(t, DEFAULT_BAUD, Timing::default()).unwrap();
    assert_eq!(d.stats().resends, 2);
    let err = d.poly_read(0, 12).unwrap_err();
    assert_eq!(
        err.to_string(),
        "POLY_READ: the device answered BAD_ARG (status 5)"
    );
}

#[test]
fn device_errors_from_the_model() {
    let mut d = driver();
    let err = d.poly_read(8, 12).unwrap_err();
    assert!(
        err.to_string()
            .contains("POLY_READ: the device answered BAD_SLOT"),
        "{err}"
    );
    let err = d.command(Opcode::HashAbsorb, &[1]).unwrap_err();
    assert!(
        err.to_string()
            .contains("HASH_ABSORB: the device answered BAD_ARG"),
        "{err}"
    );
    assert!(d.set_baud(3).is_err());
}

/// A repeated BASEMUL_ACC (same seq) is answered from the cache: the slot holds r + a∘b once.
#[test]
fn retry_does_not_execute_twice() {
    let mut d = driver();
    let (a, b, c) = (sample_poly(1), sample_poly(2), sample_poly(3));
    for (slot, f) in [(0, &a), (1, &b), (2, &c)] {
        assert!(!d.poly_write(slot, 12, &byte_encode(12, f)).unwrap());
    }
    let seq = d.next_seq();
    d.command_with_seq(Opcode::BaseMulAcc, seq, &[0, 1, 2])
        .unwrap();
    let executed = d.transport().device.executed;
    d.command_with_seq(Opcode::BaseMulAcc, seq, &[0, 1, 2])
        .unwrap();
    assert_eq!(d.transport().device.executed, executed);
    assert_eq!(d.transport().device.slot(2), &base_mul_acc(&a, &b, &c));
    assert_eq!(
        d.poly_read(2, 12).unwrap(),
        byte_encode(12, &base_mul_acc(&a, &b, &c))
    );
}

/// A response lost on the way back: the driver resends the same seq after its timeout and the
/// device answers from the cache.
#[test]
fn lost_response_is_recovered_from_the_cache() {
    struct LoseOne(ModelTransport, bool);
    impl Transport for LoseOne {
        fn send(&mut self, b: &[u8]) -> Result<(), TransportError> {
            self.0.send(b)?;
            if self.1 {
                self.1 = false;
                let mut sink = vec![0u8; 4096];
                self.0.recv(&mut sink, Duration::ZERO)?;
            }
            Ok(())
        }
        fn recv(&mut self, b: &mut [u8], t: Duration) -> Result<usize, TransportError> {
            self.0.recv(b, t)
        }
        fn set_baud(&mut self, b: u32) -> Result<(), TransportError> {
            self.0.set_baud(b)
        }
        fn describe(&self) -> String {
            "lose-one".into()
        }
    }
    let mut d = driver();
    let (a, b, c) = (sample_poly(4), sample_poly(5), sample_poly(6));
    for (slot, f) in [(0, &a), (1, &b), (2, &c)] {
        d.poly_write(slot, 12, &byte_encode(12, f)).unwrap();
    }
    let model = d.into_transport();
    let mut d = DeviceDriver::new(
        LoseOne(model, true),
        DEFAULT_BAUD,
        Timing {
            compute_allowance: Duration::from_millis(5),
            ..Timing::default()
        },
    );
    d.basemul_acc(0, 1, 2).unwrap();
    assert_eq!(d.stats().timeouts, 1);
    assert_eq!(d.stats().resends, 1);
    assert_eq!(d.transport().0.device.slot(2), &base_mul_acc(&a, &b, &c));
}

#[test]
fn hash_helper_matches_fips_202() {
    let mut d = driver();
    let msg: Vec<u8> = (0..1500u32).map(|i| (i * 31 + 7) as u8).collect();
    for f in KeccakFunction::ALL {
        for (len, out) in [(0, 32), (1, 64), (512, 200), (1500, 1100)] {
            let got = d.hash(f, &msg[..len], out).unwrap();
            assert_eq!(got, hash(f, &msg[..len], out), "{} {len} → {out}", f.name());
        }
    }
}

#[test]
fn typed_helpers_and_counters() {
    let mut d = driver();
    d.reset_stats();
    assert_eq!(d.cycles().unwrap(), 0, "the model counts no cycles");
    let s = d.status().unwrap();
    assert_eq!(
        (s.crc_errors, s.framing_errors, s.overruns, s.timeouts),
        (0, 0, 0, 0)
    );
    d.abort().unwrap();
    // Bit period 16 at 47.917 MHz is 3 Mbaud, 0.17 % off: the host port goes to 3 Mbaud.
    assert_eq!(d.set_baud(16).unwrap(), 3_000_000);
    assert_eq!(d.version().unwrap().divisor, 16);
    d.clear().unwrap();
    let st = d.stats();
    assert_eq!(st.commands, 6);
    assert!(st.bytes_sent > 0 && st.bytes_received > 0);
    assert_eq!(
        DeviceDriver::<ModelTransport>::divisor_for(115_200).unwrap(),
        416
    );
    assert!(DeviceDriver::<ModelTransport>::divisor_for(20_000_000).is_err());
    // Timeouts grow with the frame sizes and shrink with the baud rate.
    let t1 = d.timeout_for(9, 522);
    d.set_baud(500).unwrap();
    assert!(d.timeout_for(9, 522) > t1);
}

/// A link that only works when host and device agree on the baud rate.
struct BaudLink {
    model: ModelTransport,
    host_baud: u32,
}

impl Transport for BaudLink {
    fn send(&mut self, bytes: &[u8]) -> Result<(), TransportError> {
        use mlkem_fpga::params::{BAUD_TOLERANCE, CLOCK_HZ, baud_error};
        let device_baud = CLOCK_HZ as f64 / self.model.device.divisor() as f64;
        if baud_error(device_baud, self.host_baud) <= BAUD_TOLERANCE {
            self.model.send(bytes)?;
        }
        Ok(())
    }
    fn recv(&mut self, buf: &mut [u8], t: Duration) -> Result<usize, TransportError> {
        self.model.recv(buf, t)
    }
    fn set_baud(&mut self, baud: u32) -> Result<(), TransportError> {
        self.host_baud = baud;
        Ok(())
    }
    fn describe(&self) -> String {
        format!("baud-link@{}", self.host_baud)
    }
}

/// `connect` at a rate the device is not at yet: falls back to the power-up rate and moves
/// the device with SET_BAUD; a second connect at that rate finds it there.
#[test]
fn connect_moves_the_device_to_the_requested_baud() {
    let link = BaudLink {
        model: ModelTransport::new(DeviceModel::new("model")),
        host_baud: 6_000_000,
    };
    let (d, v) = DeviceDriver::connect(link, 6_000_000).unwrap();
    assert_eq!((v.divisor, v.baud(), d.baud()), (8, 6_000_000, 6_000_000));
    let link = d.into_transport();
    let (_, v) = DeviceDriver::connect(link, 6_000_000).unwrap();
    assert_eq!(v.divisor, 8);
    assert!(
        DeviceDriver::connect(
            BaudLink {
                model: ModelTransport::new(DeviceModel::new("model")),
                host_baud: 0,
            },
            30_000_000
        )
        .is_err()
    );
}
