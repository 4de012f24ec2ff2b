//! [`FrameLink`] in RustHDL simulation and as exported Verilog under Verilator, at divisor 4.
//! The `rx` pin is driven with `model::uart::serialize` of `protocol::encode_request` frames,
//! the `tx` pin is decoded with `model::uart` and `protocol::parse_response`.
//!
//! Both simulators run the same scripts (one command per line; the RustHDL interpreter is
//! [`run_rusthdl`], the Verilator one is the C++ [`DRIVER`]) and must print the same event
//! lines and send the same responses as the expectation built with the script:
//! * a good frame pulses `frame_valid` with its opcode/seq/len, the rx buffer holds the
//!   payload, and a `reply_start` sends exactly `encode_response(..)` of the tx buffer;
//! * bad CRC → BAD_CRC answer (received opcode/seq), no `frame_valid`; len > 512 → BAD_LEN;
//!   a truncated frame → timeout, no answer, and the next good frame works; garbage bytes
//!   before a good frame are skipped; a request while `accept` is low → BUSY; ABORT while
//!   `accept` is low → `abort` pulse; answers that arrive during a long reply are held one
//!   deep (the newer replaces the older) and follow it; a framing error is counted; reset in the middle of a
//!   frame zeroes the counters and the next frame works.
//! * Verilator additionally runs a few thousand random scenarios.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use mlkem_fpga::model::uart::{deserialize, serialize};
use mlkem_fpga::protocol::{
    FRAME_TIMEOUT_BIT_PERIODS, Opcode, Response, Status, encode_request, encode_response,
    parse_response,
};
use mlkem_fpga::rtl::link::sim::{LinkEvent, LinkSim};
use mlkem_fpga::rtl::link::verilated::{build_link_driver, lint_link};
use mlkem_fpga::rtl::link::{FLUSH_CYCLES, verilog_of_link};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

const DIV: u16 = 4;
const D: usize = DIV as usize;
/// Cycles after a frame's last level until the parser has decided.
const SETTLE: usize = 20 * D;
/// Cycles that certainly trigger the inter-byte timeout.
const TIMEOUT_WAIT: usize = FRAME_TIMEOUT_BIT_PERIODS as usize * D + 40 * D;

/// A script and what it must produce.
#[derive(Default)]
struct Script {
    text: String,
    /// Event lines in order: `V op seq len`, `X op seq`, `B hex`, `C a b c d`.
    lines: Vec<String>,
    responses: Vec<Response>,
    crc_errors: usize,
    framing_errors: usize,
    timeouts: usize,
}

fn levels_str(l: &[bool]) -> String {
    l.iter().map(|&b| if b { '1' } else { '0' }).collect()
}

fn hex_or_dash(b: &[u8]) -> String {
    if b.is_empty() {
        "-".into()
    } else {
        hex::encode(b)
    }
}

impl Script {
    fn cmd(&mut self, s: &str) {
        self.text.push_str(s);
        self.text.push('\n');
    }
    fn send(&mut self, bytes: &[u8]) {
        let l = levels_str(&serialize(bytes, D, 0));
        self.cmd(&format!("L {l}"));
    }
    fn idle(&mut self, n: usize) {
        self.cmd(&format!("I {n}"));
    }
    fn accept(&mut self, a: bool) {
        self.cmd(&format!("A {}", a as u8));
    }
    fn wait_tx(&mut self) {
        self.cmd("G");
    }
    /// A good frame while accepting: frame_valid, the buffer read back, then a reply of
    /// `reply` bytes with `status`.
    fn good(&mut self, op: u8, seq: u8, payload: &[u8], status: u8, reply: &[u8]) {
        self.send(&encode_request(op, seq, payload));
        self.idle(SETTLE);
        self.lines.push(format!("V {op} {seq} {}", payload.len()));
        self.cmd(&format!("R {}", payload.len()));
        self.lines.push(format!("B {}", hex_or_dash(payload)));
        self.cmd(&format!("W {}", hex_or_dash(reply)));
        self.cmd(&format!("Q {op} {seq} {status} {}", reply.len()));
        self.wait_tx();
        self.responses.push(Response {
            opcode: op,
            seq,
            status,
            payload: reply.to_vec(),
        });
    }
    fn answer(&mut self, op: u8, seq: u8, status: Status) {
        self.responses.push(Response {
            opcode: op,
            seq,
            status: status.code(),
            payload: vec![],
        });
    }
    /// A frame with one bit flipped outside the sync and length bytes.
    fn bad_crc(&mut self, op: u8, seq: u8, payload: &[u8], pos: usize, bit: u8) {
        let mut f = encode_request(op, seq, payload);
        let candidates: Vec<usize> = (1..f.len()).filter(|&i| i != 3 && i != 4).collect();
        let i = candidates[pos % candidates.len()];
        f[i] ^= 1 << (bit % 8);
        self.send(&f);
        self.idle(SETTLE);
        self.wait_tx();
        self.answer(f[1], f[2], Status::BadCrc);
        self.crc_errors += 1;
    }
    fn bad_len(&mut self, op: u8, seq: u8, len: u16) {
        assert!(len > 512);
        let [lo, hi] = len.to_le_bytes();
        self.send(&[0xA5, op, seq, lo, hi]);
        self.idle(SETTLE);
        self.wait_tx();
        self.answer(op, seq, Status::BadLen);
    }
    fn truncated(&mut self, op: u8, seq: u8, payload: &[u8], keep: usize) {
        let f = encode_request(op, seq, payload);
        assert!(keep >= 1 && keep < f.len());
        self.send(&f[..keep]);
        self.idle(TIMEOUT_WAIT);
        self.timeouts += 1;
    }
    /// A good frame while not accepting: BUSY, or an abort pulse for ABORT with len 0.
    fn refused(&mut self, op: u8, seq: u8, payload: &[u8]) {
        self.accept(false);
        self.send(&encode_request(op, seq, payload));
        self.idle(SETTLE);
        if op == Opcode::Abort.code() && payload.is_empty() {
            self.lines.push(format!("X {op} {seq}"));
        } else {
            self.wait_tx();
            self.answer(op, seq, Status::Busy);
        }
        self.accept(true);
    }
    fn counters(&mut self) {
        self.cmd("C");
        self.lines.push(format!(
            "C {} {} 0 {}",
            self.crc_errors.min(255),
            self.framing_errors.min(255),
            self.timeouts.min(255)
        ));
    }
    fn reset(&mut self) {
        self.cmd("Z");
        self.idle(FLUSH_CYCLES + 4);
        self.crc_errors = 0;
        self.framing_errors = 0;
        self.timeouts = 0;
    }
}

/// What a simulator printed: event lines and the bytes on `tx`.
struct Outcome {
    lines: Vec<String>,
    tx: Vec<u8>,
    tx_framing_errors: usize,
}

fn check(s: &Script, o: &Outcome, name: &str) {
    assert_eq!(o.tx_framing_errors, 0, "{name}: framing error on tx");
    let mut responses = Vec::new();
    let mut pos = 0;
    while pos < o.tx.len() {
        let (r, used) = parse_response(&o.tx[pos..])
            .unwrap_or_else(|e| panic!("{name}: bad response at tx byte {pos}: {e}"));
        responses.push(r);
        pos += used;
    }
    assert_eq!(
        o.lines.len(),
        s.lines.len(),
        "{name}: number of event lines"
    );
    for (k, (got, want)) in o.lines.iter().zip(&s.lines).enumerate() {
        assert_eq!(got, want, "{name}: event line {k}");
    }
    assert_eq!(
        responses.len(),
        s.responses.len(),
        "{name}: number of responses"
    );
    for (k, (got, want)) in responses.iter().zip(&s.responses).enumerate() {
        assert_eq!(got, want, "{name}: response {k}");
    }
    // Byte-exact with the protocol's encoder, nothing else on the line.
    let want: Vec<u8> = s
        .responses
        .iter()
        .flat_map(|r| encode_response(r.opcode, r.seq, r.status, &r.payload))
        .collect();
    assert!(o.tx == want, "{name}: tx bytes differ from encode_response");
}

/// Runs a script on the RustHDL simulation.
fn run_rusthdl(script: &str) -> Outcome {
    let mut sim = LinkSim::new(DIV);
    let mut lines = Vec::new();
    let flush = |sim: &mut LinkSim, lines: &mut Vec<String>| {
        for e in sim.events.drain(..) {
            lines.push(match e {
                LinkEvent::Frame(op, seq, len) => format!("V {op} {seq} {len}"),
                LinkEvent::Abort(op, seq) => format!("X {op} {seq}"),
            });
        }
    };
    for line in script.lines() {
        let (cmd, arg) = line.split_once(' ').unwrap_or((line, ""));
        match cmd {
            "A" => sim.set_accept(arg == "1"),
            "L" => {
                let l: Vec<bool> = arg.chars().map(|c| c == '1').collect();
                sim.queue_levels(&l);
                sim.drain(0);
            }
            "I" => sim.run(arg.parse().unwrap()),
            "R" => {
                let b = sim.read_rx(arg.parse().unwrap());
                flush(&mut sim, &mut lines);
                lines.push(format!("B {}", hex_or_dash(&b)));
            }
            "W" => {
                let b = if arg == "-" {
                    vec![]
                } else {
                    hex::decode(arg).unwrap()
                };
                sim.write_tx(&b);
            }
            "Q" => {
                let v: Vec<usize> = arg.split(' ').map(|x| x.parse().unwrap()).collect();
                sim.reply(v[0] as u8, v[1] as u8, v[2] as u8, v[3]);
            }
            "G" => {
                while sim.reply_busy() {
                    sim.tick();
                }
                sim.run(10 * D);
            }
            "Z" => sim.reset(),
            "C" => {
                let c = sim.counters();
                flush(&mut sim, &mut lines);
                lines.push(format!("C {} {} {} {}", c[0], c[1], c[2], c[3]));
            }
            _ => panic!("script: {line}"),
        }
        flush(&mut sim, &mut lines);
    }
    Outcome {
        lines,
        tx: std::mem::take(&mut sim.tx_bytes),
        tx_framing_errors: sim.tx_framing_errors,
    }
}

/// The scenarios of the brief, in one script.
fn directed_script() -> Script {
    let mut s = Script::default();
    s.accept(true);
    s.idle(10);
    // Good frames: empty, short, and the longest payload.
    s.good(0x00, 1, &[], 0, &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    s.good(0x11, 2, &[3, 12], 0, &(0..=255).collect::<Vec<u8>>());
    let long: Vec<u8> = (0..512).map(|i| (i * 7 + 3) as u8).collect();
    s.good(0x41, 3, &long, 0, &long);
    // Bad CRC: in the payload, in the CRC, in the opcode.
    s.bad_crc(0x20, 4, &[1], 3, 0);
    s.bad_crc(0x24, 5, &[7, 8, 9], 7, 5);
    s.bad_crc(0x24, 6, &[7, 8, 9], 0, 7);
    // len > 512.
    s.bad_len(0x41, 7, 513);
    s.bad_len(0x41, 8, 0xFFFF);
    // Truncated, then a good frame.
    s.truncated(0x10, 9, &[1, 2, 3, 4, 5], 7);
    s.truncated(0x10, 10, &[], 1);
    s.good(0x01, 11, &[], 0, &[0, 0, 0, 0]);
    // Garbage, then a good frame.
    let garbage: Vec<u8> = (0..40)
        .map(|i| (i * 29 + 1) as u8)
        .filter(|&b| b != 0xA5)
        .collect();
    s.send(&garbage);
    s.good(0x30, 12, &[0x5A; 35], 0, &[]);
    // Not accepting: BUSY; ABORT → abort pulse; ABORT with a payload → BUSY.
    s.refused(0x20, 13, &[0]);
    s.refused(Opcode::Abort.code(), 14, &[]);
    s.refused(Opcode::Abort.code(), 15, &[1]);
    // Link answers while a long reply is on the line: one pending, the newer (BAD_CRC)
    // replaces the older (BUSY); it follows the reply.
    let reply: Vec<u8> = (0..200).map(|i| (i * 5 + 1) as u8).collect();
    s.cmd(&format!("W {}", hex::encode(&reply)));
    s.cmd("Q 66 19 0 200");
    s.accept(false);
    s.send(&encode_request(0x20, 20, &[1]));
    s.idle(SETTLE);
    let mut f = encode_request(0x21, 21, &[2]);
    f[5] ^= 0x40;
    s.send(&f);
    s.idle(SETTLE);
    s.accept(true);
    s.wait_tx();
    s.wait_tx();
    s.responses.push(Response {
        opcode: 66,
        seq: 19,
        status: 0,
        payload: reply,
    });
    s.answer(0x21, 21, Status::BadCrc);
    s.crc_errors += 1;
    // A character whose stop bit is low: counted, dropped, the next frame works.
    let mut l = serialize(&[0xA5], D, 0);
    let n = l.len();
    l[n - D..].iter_mut().for_each(|x| *x = false);
    l.extend(vec![false; 3 * D]);
    s.cmd(&format!("L {}", levels_str(&l)));
    s.idle(4 * D);
    s.framing_errors += 1;
    s.good(0x02, 18, &[], 0, &[1, 0, 0, 0]);
    s.counters();
    // Reset in the middle of a frame; counters zeroed; the next frame works.
    let f = encode_request(0x22, 16, &[1, 2, 3]);
    let l = serialize(&f, D, 0);
    s.cmd(&format!("L {}", levels_str(&l[..6 * 10 * D + 5 * D])));
    s.reset();
    s.counters();
    s.good(0x22, 17, &[1, 2, 3], 5, &[9]);
    s.counters();
    s
}

#[test]
fn link_directed_rusthdl() {
    let s = directed_script();
    let o = run_rusthdl(&s.text);
    check(&s, &o, "RustHDL");
}

#[test]
fn link_random_rusthdl() {
    let s = random_script(7, 40, 24);
    let o = run_rusthdl(&s.text);
    check(&s, &o, "RustHDL random");
}

/// `n` random scenarios with payloads up to `max_len` bytes.
fn random_script(seed: u64, n: usize, max_len: usize) -> Script {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut s = Script::default();
    s.accept(true);
    s.idle(10);
    for k in 0..n {
        let op: u8 = rng.random_range(0..=255);
        let seq = k as u8;
        let len = rng.random_range(0..=max_len);
        let payload: Vec<u8> = (0..len).map(|_| rng.random_range(0..=255)).collect();
        match rng.random_range(0..8) {
            0 | 1 => {
                let rlen = rng.random_range(0..=max_len);
                let reply: Vec<u8> = (0..rlen).map(|_| rng.random_range(0..=255)).collect();
                let st = rng.random_range(0..7);
                s.good(op, seq, &payload, st, &reply);
            }
            2 => s.bad_crc(
                op,
                seq,
                &payload,
                rng.random_range(0..1000),
                rng.random_range(0..8),
            ),
            3 => s.bad_len(op, seq, rng.random_range(513..=0xFFFF)),
            4 => {
                let full = 9 + len;
                s.truncated(op, seq, &payload, rng.random_range(1..full));
            }
            5 => {
                let g: Vec<u8> = (0..rng.random_range(1..20))
                    .map(|_| rng.random_range(0..=255u8))
                    .filter(|&b| b != 0xA5)
                    .collect();
                s.send(&g);
                s.good(op, seq, &payload, 0, &payload);
            }
            6 => {
                let op = if rng.random_range(0..2) == 0 {
                    Opcode::Abort.code()
                } else {
                    op
                };
                let p = if op == Opcode::Abort.code() && rng.random_range(0..2) == 0 {
                    vec![]
                } else {
                    payload
                };
                s.refused(op, seq, &p);
            }
            _ => {
                s.counters();
            }
        }
    }
    s.counters();
    s
}

// ---------------------------------------------------------------- Verilator

/// Script driver for the exported link: the commands of [`Script`]; prints event lines and
/// at the end `T c1 c2 …`, the cycles after which `tx` toggled (it starts high).
use mlkem_fpga::rtl::link::verilated::LINK_TB as DRIVER;

fn work_dir(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("mlkem-fpga-{name}-{}", std::process::id()))
}

fn run_verilator(exe: &Path, script: &str) -> Outcome {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("start the driver");
    let mut stdin = child.stdin.take().unwrap();
    let input = script.to_owned();
    let w = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().unwrap();
    w.join().unwrap().unwrap();
    assert!(out.status.success(), "driver failed: {}", out.status);
    let text = String::from_utf8(out.stdout).unwrap();
    let mut lines = Vec::new();
    let (mut toggles, mut total) = (Vec::new(), 0u64);
    for l in text.lines() {
        if let Some(t) = l.strip_prefix("T") {
            toggles = t
                .split_whitespace()
                .map(|x| x.parse::<u64>().unwrap())
                .collect();
        } else if let Some(n) = l.strip_prefix("N ") {
            total = n.parse().unwrap();
        } else {
            lines.push(l.to_string());
        }
    }
    // Rebuild the tx level of every cycle (cycle c's level is the one after edge c).
    let mut levels = Vec::with_capacity(total as usize);
    let (mut level, mut next) = (true, 0);
    for c in 1..=total {
        while next < toggles.len() && toggles[next] == c {
            level = !level;
            next += 1;
        }
        levels.push(level);
    }
    let (tx, tx_framing_errors) = deserialize(&levels, D);
    Outcome {
        lines,
        tx,
        tx_framing_errors,
    }
}

#[test]
fn link_verilator() {
    let dir = work_dir("link");
    let driver = DRIVER.replace("DIVISOR", &DIV.to_string());
    let v = verilog_of_link();
    lint_link(&v, &dir).expect("verilator lint");
    let exe = build_link_driver(&v, &driver, &dir).expect("verilator build");
    let s = directed_script();
    check(&s, &run_verilator(&exe, &s.text), "Verilator directed");
    let n = 3000;
    let s = random_script(11, n, 48);
    let mut hist = String::new();
    write!(
        hist,
        "{} responses, {} CRC errors, {} timeouts",
        s.responses.len(),
        s.crc_errors,
        s.timeouts
    )
    .unwrap();
    check(&s, &run_verilator(&exe, &s.text), "Verilator random");
    println!("FrameLink Verilator: {n} random scenarios agree ({hist})");
}

/// The documented latencies: `frame_valid` after the end of the last stop bit on the pin, and
/// `reply_busy` for a response of L payload bytes.
#[test]
fn link_latencies_rusthdl() {
    for div in [4u16, 5, 50] {
        let d = div as usize;
        let mut sim = LinkSim::new(div);
        sim.run(10);
        let frame = encode_request(0x01, 1, &[]);
        let levels = serialize(&frame, d, 0);
        // Up to the falling edge of the last byte's start bit.
        sim.queue_levels(&levels[..levels.len() - 10 * d]);
        sim.drain(0);
        sim.queue_levels(&levels[levels.len() - 10 * d..]);
        let mut after = 0;
        while sim.events.is_empty() {
            sim.tick();
            after += 1;
            assert!(after < 20 * d + 100);
        }
        println!("divisor {d}: frame_valid {after} cycles after the last byte's start edge");
        assert_eq!(
            after,
            9 * d + d / 2 + 15,
            "divisor {d}: frame_valid latency"
        );
        for len in [0usize, 3] {
            sim.reply(0x01, 1, 0, len);
            let mut busy = 1;
            while sim.reply_busy() {
                sim.tick();
                busy += 1;
            }
            println!("divisor {d}: reply of {len} bytes: reply_busy {busy} cycles");
            assert_eq!(busy - 1, (10 + len) * 10 * d + 1, "divisor {d}: reply_busy");
            assert_eq!(sim.take_responses().len(), 1);
        }
    }
}

/// `rx_wipe` (the device's `Clear`) zeroes the received payload in the rx buffer.
#[test]
fn rx_wipe_zeroes_the_rx_buffer() {
    let mut sim = LinkSim::new(4);
    sim.set_accept(true);
    let payload: Vec<u8> = (1..=40).collect();
    sim.queue_bytes(&encode_request(0x41, 1, &payload));
    sim.drain(200);
    assert_eq!(sim.read_rx(payload.len()), payload);
    sim.set_accept(false);
    for a in 0..512u64 {
        sim.uut().rx_wipe.next = true;
        sim.uut().rx_addr.next = a.into();
        sim.tick();
    }
    sim.uut().rx_wipe.next = false;
    assert_eq!(sim.read_rx(512), vec![0u8; 512]);
}
