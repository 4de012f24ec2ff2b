//! The exported [`MlKemDevice`](crate::rtl::device::MlKemDevice) under Verilator, driven
//! through its UART pins by a small C++ bench ([`DEVICE_DRIVER`]) that runs as a child
//! process: [`VerilatedDevice`] writes request bytes to its stdin and reads response bytes from
//! its stdout. The bench bit-serialises the bytes onto `uart_rx` at its bit period, samples
//! `uart_tx` mid-bit, and clocks the model only while something happens (a byte on either
//! line, the device computing or sending, or within the frame timeout of the last activity);
//! otherwise it sleeps on stdin, so an idle board costs no CPU.
//!
//! Line protocol of the bench (one command per line on stdin):
//! `D <hex>` bytes to send; `B <divisor>` the bench's bit period from now on (after the
//! device's `SetBaud` response); `Q` prints `T <cycles>` (clock cycles so far); `X` holds
//! `reset` for 4 cycles. On stdout: `R <hex>` bytes received from `uart_tx`, `F` a framing
//! error on `uart_tx`.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};

use crate::protocol::{DEFAULT_DIVISOR, FRAME_TIMEOUT_BIT_PERIODS};
use crate::sim::verilator::build_with_driver;

/// The C++ bench (see the module documentation).
pub const DEVICE_DRIVER: &str = r#"
#include "Vtop.h"
#include "verilated.h"
#include <poll.h>
#include <unistd.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <string>

static Vtop* top;
static unsigned long long cycles = 0;

static void tick() {
    top->clock = 1; top->eval();
    top->clock = 0; top->eval();
    cycles++;
}

static int hexval(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

int main(int argc, char** argv) {
    Verilated::commandArgs(argc, argv);
    top = new Vtop;
    unsigned div = argc > 1 ? (unsigned)atoi(argv[1]) : 50;
    unsigned long long grace = argc > 2 ? strtoull(argv[2], 0, 10) : 300;
    top->clock = 0; top->uart_rx = 1; top->reset = 1; top->eval();
    for (int i = 0; i < 8; i++) tick();
    top->reset = 0;
    for (int i = 0; i < 8; i++) tick();
    std::deque<unsigned char> txq;
    int s_bit = -1; unsigned s_cnt = 0; unsigned s_frame = 0;
    int r_state = 0; unsigned r_cnt = 0; int r_bit = 0; unsigned r_byte = 0;
    std::string inbuf, out;
    unsigned long long quiet = 0;
    for (;;) {
        bool active = !txq.empty() || s_bit >= 0 || r_state != 0 || (top->leds & 3) || !top->uart_tx;
        quiet = active ? 0 : quiet + 1;
        bool sleep = quiet > grace * div;
        if (sleep || (cycles & 1023) == 0) {
            if (!out.empty()) { printf("R %s\n", out.c_str()); out.clear(); }
            if (sleep) fflush(stdout);
            struct pollfd p; p.fd = 0; p.events = POLLIN; p.revents = 0;
            int r = poll(&p, 1, sleep ? -1 : 0);
            if (r > 0) {
                char buf[65536];
                ssize_t n = read(0, buf, sizeof buf);
                if (n <= 0) break;
                inbuf.append(buf, n);
                size_t nl;
                while ((nl = inbuf.find('\n')) != std::string::npos) {
                    std::string line = inbuf.substr(0, nl);
                    inbuf.erase(0, nl + 1);
                    if (line.empty()) continue;
                    if (line[0] == 'D') {
                        for (size_t i = 2; i + 1 < line.size(); i += 2)
                            txq.push_back((unsigned char)(hexval(line[i]) * 16 + hexval(line[i + 1])));
                    } else if (line[0] == 'B') {
                        div = (unsigned)atoi(line.c_str() + 2);
                    } else if (line[0] == 'Q') {
                        printf("T %llu\n", cycles);
                        fflush(stdout);
                    } else if (line[0] == 'X') {
                        top->reset = 1;
                        for (int i = 0; i < 4; i++) tick();
                        top->reset = 0;
                        for (int i = 0; i < 4; i++) tick();
                        s_bit = -1; r_state = 0; txq.clear();
                    }
                }
                quiet = 0;
                continue;
            }
            if (sleep) continue;
        }
        if (s_bit < 0 && !txq.empty()) {
            s_frame = (1u << 9) | ((unsigned)txq.front() << 1);
            txq.pop_front();
            s_bit = 0; s_cnt = 0;
        }
        top->uart_rx = s_bit < 0 ? 1 : (s_frame >> s_bit) & 1;
        tick();
        if (s_bit >= 0 && ++s_cnt == div) { s_cnt = 0; if (++s_bit == 10) s_bit = -1; }
        int line = top->uart_tx;
        if (r_state == 0) {
            if (!line) { r_state = 1; r_cnt = 1; }
        } else if (r_state == 1) {
            if (++r_cnt == div / 2) {
                if (line) r_state = 0; else { r_state = 2; r_cnt = 0; r_bit = 0; r_byte = 0; }
            }
        } else if (++r_cnt == div) {
            r_cnt = 0;
            if (r_bit < 8) { r_byte |= (unsigned)line << r_bit; r_bit++; }
            else {
                if (line) { char h[3]; snprintf(h, sizeof h, "%02x", r_byte); out += h; }
                else printf("F\n");
                r_state = 0;
            }
        }
    }
    delete top;
    return 0;
}
"#;

/// The hash of the Verilog and the bench, kept in `work_dir/BUILT` after a build.
fn build_stamp(verilog: &str) -> String {
    use sha3::{Digest, Sha3_256};
    hex::encode(Sha3_256::digest(format!("{verilog}\n{DEVICE_DRIVER}")))
}

fn built_exe(work_dir: &Path) -> PathBuf {
    work_dir.join("obj").join("Vtop")
}

fn is_built(work_dir: &Path, stamp: &str) -> bool {
    built_exe(work_dir).exists()
        && std::fs::read_to_string(work_dir.join("BUILT")).is_ok_and(|s| s.trim() == stamp)
}

/// Whether [`build_device`] would find `verilog` already built in `work_dir`.
pub fn device_is_built(verilog: &str, work_dir: &Path) -> bool {
    is_built(work_dir, &build_stamp(verilog))
}

/// Builds the device's Verilog with [`DEVICE_DRIVER`] into `work_dir`, unless the same
/// Verilog and bench were built there before (their hash is kept in `work_dir/BUILT`).
///
/// Processes sharing `work_dir` take turns: a build holds an exclusive lock on
/// `work_dir/LOCK`, so a second process waits and then finds the bench built.
pub fn build_device(verilog: &str, work_dir: &Path) -> Result<PathBuf> {
    std::fs::create_dir_all(work_dir)
        .with_context(|| format!("creating {}", work_dir.display()))?;
    let lock_path = work_dir.join("LOCK");
    let lock = std::fs::File::create(&lock_path)
        .with_context(|| format!("creating {}", lock_path.display()))?;
    lock.lock()
        .with_context(|| format!("locking {}", lock_path.display()))?;
    let stamp = build_stamp(verilog);
    if is_built(work_dir, &stamp) {
        return Ok(built_exe(work_dir));
    }
    let built = work_dir.join("BUILT");
    let _ = std::fs::remove_file(&built);
    let exe = build_with_driver(verilog, "device_bench.cpp", DEVICE_DRIVER, work_dir)?;
    std::fs::write(&built, &stamp).with_context(|| format!("writing {}", built.display()))?;
    Ok(exe)
}

/// What the bench prints.
enum BenchLine {
    Bytes(Vec<u8>),
    Cycles(u64),
    FramingError,
}

/// A running bench process (see the module documentation).
pub struct VerilatedDevice {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<BenchLine>,
    pending: Vec<u8>,
    /// Bit period of the bench's lines.
    pub divisor: u32,
    /// Framing errors the bench saw on `uart_tx`.
    pub framing_errors: usize,
}

impl VerilatedDevice {
    /// Starts the bench `exe` at the device's power-up bit period.
    pub fn start(exe: &Path) -> Result<Self> {
        let divisor = DEFAULT_DIVISOR as u32;
        let mut child = Command::new(exe)
            .arg(divisor.to_string())
            .arg((FRAME_TIMEOUT_BIT_PERIODS + 44).to_string())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .with_context(|| format!("starting the virtual board {}", exe.display()))?;
        let stdin = child.stdin.take().context("bench stdin")?;
        let stdout = child.stdout.take().context("bench stdout")?;
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                let item = match line.split_once(' ') {
                    Some(("R", h)) => match hex::decode(h) {
                        Ok(b) => BenchLine::Bytes(b),
                        Err(_) => continue,
                    },
                    Some(("T", n)) => match n.parse() {
                        Ok(n) => BenchLine::Cycles(n),
                        Err(_) => continue,
                    },
                    _ if line == "F" => BenchLine::FramingError,
                    _ => continue,
                };
                if tx.send(item).is_err() {
                    break;
                }
            }
        });
        Ok(Self {
            child,
            stdin,
            lines,
            pending: Vec::new(),
            divisor,
            framing_errors: 0,
        })
    }

    fn write_line(&mut self, line: &str) -> Result<()> {
        self.stdin
            .write_all(line.as_bytes())
            .and_then(|_| self.stdin.write_all(b"\n"))
            .and_then(|_| self.stdin.flush())
            .context("the virtual board's process has gone")
    }

    /// Queues `bytes` for `uart_rx`.
    pub fn send(&mut self, bytes: &[u8]) -> Result<()> {
        for chunk in bytes.chunks(4096) {
            self.write_line(&format!("D {}", hex::encode(chunk)))?;
        }
        Ok(())
    }

    /// Sets the bench's bit period (after the device switched with `SetBaud`).
    pub fn set_divisor(&mut self, divisor: u32) -> Result<()> {
        self.divisor = divisor;
        self.write_line(&format!("B {divisor}"))
    }

    /// Pulses the device's `reset`.
    pub fn reset(&mut self) -> Result<()> {
        self.divisor = DEFAULT_DIVISOR as u32;
        self.pending.clear();
        self.write_line("X")?;
        self.write_line(&format!("B {}", self.divisor))
    }

    fn absorb(&mut self, line: BenchLine) -> Option<u64> {
        match line {
            BenchLine::Bytes(b) => self.pending.extend(b),
            BenchLine::FramingError => self.framing_errors += 1,
            BenchLine::Cycles(n) => return Some(n),
        }
        None
    }

    /// Up to `buf.len()` received bytes, waiting at most `timeout` for the first one.
    pub fn recv(&mut self, buf: &mut [u8], timeout: Duration) -> Result<usize> {
        let deadline = Instant::now() + timeout;
        while self.pending.is_empty() {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.absorb(line);
                }
                Err(RecvTimeoutError::Timeout) => return Ok(0),
                Err(RecvTimeoutError::Disconnected) => bail!("the virtual board's process ended"),
            }
        }
        while let Ok(line) = self.lines.try_recv() {
            self.absorb(line);
        }
        let n = buf.len().min(self.pending.len());
        buf[..n].copy_from_slice(&self.pending[..n]);
        self.pending.drain(..n);
        Ok(n)
    }

    /// Clock cycles the bench has run so far.
    pub fn cycles(&mut self) -> Result<u64> {
        self.write_line("Q")?;
        loop {
            match self.lines.recv_timeout(Duration::from_secs(60)) {
                Ok(line) => {
                    if let Some(n) = self.absorb(line) {
                        return Ok(n);
                    }
                }
                Err(_) => bail!("the virtual board did not report its cycle count"),
            }
        }
    }
}

impl Drop for VerilatedDevice {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
