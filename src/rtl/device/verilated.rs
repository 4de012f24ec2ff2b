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
use crate::sim::verilator::{TB_PRELUDE, build_with_driver};

/// The C++ bench (see the module documentation).
pub const DEVICE_DRIVER: &str = include_str!("device_tb.cpp");

/// The hash of the Verilog and the bench, kept in `work_dir/BUILT` after a build.
fn build_stamp(verilog: &str) -> String {
    use sha3::{Digest, Sha3_256};
    hex::encode(Sha3_256::digest(format!(
        "{verilog}\n{DEVICE_DRIVER}\n{TB_PRELUDE}"
    )))
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
    let exe = build_with_driver(verilog, "device_tb.cpp", DEVICE_DRIVER, work_dir)?;
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
