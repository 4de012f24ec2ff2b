//! [`UartRx`] and [`UartTx`] in RustHDL simulation and as exported Verilog under Verilator,
//! driven and checked with the line model `model::uart`:
//! * loopback Tx → Rx at divisors 4, 5, 7 and 50, bytes back to back, all 256 values;
//! * the transmitter's line equals `model::uart::serialize` cycle for cycle (10·divisor per
//!   byte, no gap when `start` is held);
//! * an idle line produces nothing; a stop bit read low is a framing error and the next
//!   byte is right; a low glitch shorter than half a bit is ignored; reset in the middle of a
//!   byte returns both blocks to idle; a sender ±3 % off at divisor 50 is received.

use std::path::PathBuf;

use mlkem_fpga::model::uart::{deserialize, serialize, serialize_at};
use mlkem_fpga::rtl::ntt::verilog_of;
use mlkem_fpga::rtl::uart::sim::{UartRxSim, UartTxSim};
use mlkem_fpga::rtl::uart::{UartLoopback, UartRx, UartTx};
use mlkem_fpga::sim::verilator::build_with_driver;
use rust_hdl::prelude::*;

const DIVISORS: [u16; 4] = [4, 5, 7, 50];

fn all_bytes() -> Vec<u8> {
    (0..=255).collect()
}

fn idle(n: usize) -> Vec<bool> {
    vec![true; n]
}

/// A byte whose stop bit is low, then the line low for a while, then high again.
fn framing_error_trace(divisor: usize) -> Vec<bool> {
    let mut l = serialize(&[0x55], divisor, 0);
    let n = l.len();
    for x in &mut l[n - divisor..] {
        *x = false;
    }
    l.extend(vec![false; 3 * divisor]);
    l.extend(idle(2 * divisor));
    l
}

/// A low glitch of `len` cycles on an idle line.
fn glitch(len: usize, divisor: usize) -> Vec<bool> {
    let mut l = idle(divisor);
    l.extend(vec![false; len]);
    l.extend(idle(2 * divisor));
    l
}

#[test]
fn loopback_all_bytes_rusthdl() {
    for d in DIVISORS {
        let mut uut = Box::new(UartLoopback::default());
        uut.connect_all();
        uut.divisor.next = u64::from(d).into();
        let bytes: Vec<u8> = if d == 50 {
            (0..64).map(|i| (i * 37 + 5) as u8).collect()
        } else {
            all_bytes()
        };
        let mut got = Vec::new();
        let (mut pos, mut cycles) = (0, 0usize);
        let tick = |uut: &mut UartLoopback| {
            assert!(simulate(uut, 100));
            uut.clock.next = Clock { clk: true };
            assert!(simulate(uut, 100));
            uut.clock.next = Clock { clk: false };
            assert!(simulate(uut, 100));
        };
        while got.len() < bytes.len() {
            uut.start.next = pos < bytes.len();
            uut.tx_data.next = u64::from(*bytes.get(pos).unwrap_or(&0)).into();
            assert!(simulate(&mut *uut, 100));
            if uut.ready.val() && pos < bytes.len() {
                pos += 1;
            }
            tick(&mut uut);
            cycles += 1;
            assert!(!uut.framing_error.val(), "framing error at divisor {d}");
            if uut.valid.val() {
                got.push(uut.rx_data.val().index() as u8);
            }
            assert!(cycles < bytes.len() * 10 * d as usize + 100, "too slow");
        }
        assert_eq!(got, bytes, "divisor {d}");
        // Back to back: the last byte arrives in the middle of its stop bit.
        let want = bytes.len() * 10 * d as usize - d as usize / 2 + 3;
        assert!(
            cycles.abs_diff(want) <= 2,
            "divisor {d}: {cycles} cycles, ~{want} expected"
        );
    }
}

#[test]
fn tx_line_matches_model_rusthdl() {
    for d in DIVISORS {
        let mut tx = UartTxSim::new(d);
        assert!(tx.tx(), "idle high");
        let bytes = all_bytes();
        let levels = tx.send(&bytes, 3 * d as usize);
        let mut want = serialize(&bytes, d as usize, 0);
        want.extend(idle(3 * d as usize));
        assert_eq!(levels.len(), want.len(), "divisor {d}: cycles");
        assert!(levels == want, "divisor {d}: line differs from the model");
        assert_eq!(deserialize(&levels, d as usize), (bytes, 0));
    }
}

#[test]
fn rx_cases_rusthdl() {
    for d in DIVISORS {
        let du = d as usize;
        let mut rx = UartRxSim::new(d);
        // Idle line: nothing.
        assert_eq!(rx.feed(&idle(40 * du)), (vec![], 0));
        // All bytes back to back, then with gaps.
        let bytes = all_bytes();
        let mut l = serialize(&bytes, du, 0);
        l.extend(idle(du));
        assert_eq!(rx.feed(&l), (bytes.clone(), 0));
        let mut l = serialize(&bytes[..32], du, 3);
        l.extend(idle(du));
        assert_eq!(rx.feed(&l), (bytes[..32].to_vec(), 0));
        // Framing error, then a good byte.
        let mut l = framing_error_trace(du);
        l.extend(serialize(&[0xC3], du, 2));
        assert_eq!(rx.feed(&l), (vec![0xC3], 1), "divisor {d}");
        // Glitch shorter than half a bit, then a good byte.
        let mut l = glitch(du / 2 - 1, du);
        l.extend(serialize(&[0x81], du, 2));
        assert_eq!(rx.feed(&l), (vec![0x81], 0), "divisor {d}: glitch");
        // Reset in the middle of a byte: dropped, the next one is right.
        let l = serialize(&[0xF0], du, 0);
        assert_eq!(rx.feed(&l[..5 * du]), (vec![], 0));
        assert_eq!(rx.step(true, true), None);
        let mut l = idle(12 * du);
        l.extend(serialize(&[0x0F], du, 1));
        assert_eq!(rx.feed(&l), (vec![0x0F], 0), "divisor {d}: after reset");
    }
}

#[test]
fn rx_baud_tolerance_rusthdl() {
    let bytes = all_bytes();
    for p in [50.0 * 0.97, 50.0 * 1.03] {
        let mut rx = UartRxSim::new(50);
        let mut l = serialize_at(&bytes, p, 0);
        l.extend(idle(50));
        assert_eq!(rx.feed(&l), (bytes.clone(), 0), "period {p}");
    }
}

#[test]
fn tx_reset_mid_byte_rusthdl() {
    for d in DIVISORS {
        let mut tx = UartTxSim::new(d);
        let l = tx.send(&[0x00], 0);
        assert!(!l[0]);
        for _ in 0..3 * d {
            tx.step(false, 0, false);
        }
        let (_, level) = tx.step(false, 0, true);
        assert!(level, "line high after reset");
        let (ready, _) = tx.step(false, 0, false);
        assert!(ready, "ready after reset");
        let levels = tx.send(&[0x5A, 0xA5], 2 * d as usize);
        assert_eq!(deserialize(&levels, d as usize), (vec![0x5A, 0xA5], 0));
    }
}

// ---------------------------------------------------------------- Verilator

use mlkem_fpga::rtl::uart::verilated::UART_RX_TB as RX_DRIVER;

use mlkem_fpga::rtl::uart::verilated::UART_TX_TB as TX_DRIVER;

fn work_dir(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("mlkem-fpga-{name}-{}", std::process::id()))
}

fn levels_str(l: &[bool]) -> String {
    l.iter().map(|&b| if b { '1' } else { '0' }).collect()
}

fn run(exe: &std::path::Path, script: &str) -> String {
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
    String::from_utf8(out.stdout).unwrap()
}

/// Bytes and framing errors printed by the RX driver for one script.
fn rx_driver(exe: &std::path::Path, script: &str) -> (Vec<u8>, usize) {
    let out = run(exe, script);
    assert!(out.ends_with("END\n"), "driver output: {out}");
    let (mut b, mut f) = (Vec::new(), 0);
    for line in out.lines() {
        let w: Vec<&str> = line.split_whitespace().collect();
        match w[0] {
            "B" => b.push(w[2].parse::<u8>().unwrap()),
            "F" => f += 1,
            _ => {}
        }
    }
    (b, f)
}

#[test]
fn uart_rx_verilator() {
    let dir = work_dir("uart-rx");
    let exe = build_with_driver(&verilog_of::<UartRx>(), "driver.cpp", RX_DRIVER, &dir)
        .expect("verilator build");
    let bytes = all_bytes();
    for d in DIVISORS {
        let du = d as usize;
        let s = |l: &[bool]| format!("D {d}\nL {}\n", levels_str(l));
        assert_eq!(rx_driver(&exe, &s(&idle(40 * du))), (vec![], 0));
        let mut l = serialize(&bytes, du, 0);
        l.extend(idle(du));
        assert_eq!(rx_driver(&exe, &s(&l)), (bytes.clone(), 0));
        let mut l = framing_error_trace(du);
        l.extend(serialize(&[0xC3], du, 2));
        assert_eq!(rx_driver(&exe, &s(&l)), (vec![0xC3], 1), "divisor {d}");
        let mut l = glitch(du / 2 - 1, du);
        l.extend(serialize(&[0x81], du, 2));
        assert_eq!(
            rx_driver(&exe, &s(&l)),
            (vec![0x81], 0),
            "divisor {d}: glitch"
        );
        let part = serialize(&[0xF0], du, 0);
        let mut rest = idle(12 * du);
        rest.extend(serialize(&[0x0F], du, 1));
        let script = format!(
            "D {d}\nL {}\nZ\nL {}\n",
            levels_str(&part[..5 * du]),
            levels_str(&rest)
        );
        assert_eq!(
            rx_driver(&exe, &script),
            (vec![0x0F], 0),
            "divisor {d}: reset"
        );
    }
    for p in [50.0 * 0.97, 50.0 * 1.03] {
        let mut l = serialize_at(&bytes, p, 0);
        l.extend(idle(50));
        let script = format!("D 50\nL {}\n", levels_str(&l));
        assert_eq!(rx_driver(&exe, &script), (bytes.clone(), 0), "period {p}");
    }
}

#[test]
fn uart_tx_verilator() {
    let dir = work_dir("uart-tx");
    let exe = build_with_driver(&verilog_of::<UartTx>(), "driver.cpp", TX_DRIVER, &dir)
        .expect("verilator build");
    let bytes = all_bytes();
    let mut script = String::new();
    for d in DIVISORS {
        script.push_str(&format!("S {d} 256"));
        for b in &bytes {
            script.push_str(&format!(" {b:x}"));
        }
        script.push_str(&format!(" {} 0\n", 3 * d));
        // Reset after 3 bit periods of 0x00, then one byte.
        script.push_str(&format!("S {d} 1 0 0 {}\nS {d} 1 3c {} 0\n", 3 * d, 2 * d));
    }
    let out = run(&exe, &script);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3 * DIVISORS.len());
    for (k, d) in DIVISORS.into_iter().enumerate() {
        let du = d as usize;
        let parse = |l: &str| -> Vec<bool> {
            l.strip_prefix("T ")
                .unwrap()
                .chars()
                .map(|c| c == '1')
                .collect()
        };
        let got = parse(lines[3 * k]);
        let mut want = serialize(&bytes, du, 0);
        want.extend(idle(3 * du));
        assert!(got == want, "divisor {d}: line differs from the model");
        let after_reset = parse(lines[3 * k + 1]);
        assert!(
            *after_reset.last().unwrap(),
            "divisor {d}: high after reset"
        );
        assert_eq!(deserialize(&parse(lines[3 * k + 2]), du), (vec![0x3C], 0));
    }
}
