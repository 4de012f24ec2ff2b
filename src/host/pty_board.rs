//! A persistent virtual board behind a pseudo-terminal (`mlkem-fpga board --pty`): the
//! virtual board of [`super::sim_transport`] (the exported `MlKemDevice` Verilog under
//! Verilator, through its UART pins) served on a pty until the process is stopped, so that the
//! device, its slots and its baud register outlive CLI commands, and every command reaches it
//! with `--backend serial:/dev/pts/N` through [`super::transport::SerialTransport`]: the path a
//! real board takes (connect, `SET_BAUD`, timeouts, retries).
//!
//! **The line rate.** A pty moves bytes, not bits; its baud setting is a number in its termios.
//! The board plays the USB-UART bridge: it serialises the bytes onto the device's `uart_rx` pin
//! (and samples `uart_tx`) at the rate the host side set on the pty, read from the termios
//! (on Linux the master sees the slave's settings) before each chunk it forwards. The device
//! keeps its own runtime baud register (power-up rate, then `SET_BAUD`). So, as on a board:
//! the host and the device agree only when the host follows the device's `SET_BAUD` (the
//! serial driver does); a host at another rate than the device's gets framing errors and no
//! answer; a board left at a fast rate by one command answers the next one only at that rate.
//!
//! **Time.** The simulated device runs well below its 47.92 MHz (about 1.5 million cycles per
//! second, less on a loaded machine), and a byte costs 10 bit periods of simulated cycles: at
//! the power-up rate (bit period 48) a 400-byte frame takes about a tenth of a second of wall
//! time, at 12 Mbaud (bit period 4) a twelfth of that. The serial backend knows a pty from a
//! USB-UART ([`super::backend::is_pseudo_terminal`]) and allows it the virtual board's
//! [`super::backend::SIMULATED_ALLOWANCE`] per command; everything else is the board's path.
//!
//! **Clients.** The board does not keep the pty's slave side open itself: each client opens
//! and closes it like a serial port, and a client that dies leaves no lock behind. Bytes from
//! nobody (a closed slave) are dropped. Garbage on the line is the device's problem, as on a
//! board: its receiver drops bad frames, the frame timeout drops partial ones.

use std::io::{Read, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::time::{Duration, Instant};

use serialport::{SerialPort, TTYPort};

use super::sim_transport::{VirtualBoardTransport, VirtualDevice, build_default_for};
use super::transport::{Transport, TransportError};

/// Why the board stopped other than by a signal.
#[derive(Debug, thiserror::Error)]
pub enum BoardError {
    #[error("cannot open a pseudo-terminal: {0}")]
    Pty(String),
    #[error(transparent)]
    Board(#[from] TransportError),
    #[error("writing the pty's path: {0}")]
    Ready(std::io::Error),
}

/// A chunk of bytes the host side wrote, with the line rate its termios had then.
struct Chunk {
    bytes: Vec<u8>,
    baud: Option<u32>,
}

/// The virtual board on a pseudo-terminal.
pub struct PtyBoard {
    board: VirtualBoardTransport,
    master: TTYPort,
    path: String,
    /// The host side's rate the bench currently serialises at.
    baud: u32,
}

impl PtyBoard {
    /// Builds the virtual board if needed (in [`super::sim_transport::default_work_dir`]),
    /// starts it at the device's power-up rate, and opens a pseudo-terminal in raw mode.
    pub fn start(device: VirtualDevice) -> Result<Self, BoardError> {
        let exe = build_default_for(device)?;
        let board = VirtualBoardTransport::start_built(&exe)?;
        let (master, slave) = TTYPort::pair().map_err(|e| BoardError::Pty(e.to_string()))?;
        let path = slave
            .name()
            .ok_or_else(|| BoardError::Pty("the pty's slave side has no path".into()))?;
        // Clients open the slave themselves; holding it here would keep a dead client's
        // exclusive lock (TIOCEXCL) on it.
        drop(slave);
        Ok(PtyBoard {
            board,
            master,
            path,
            baud: crate::params::DEFAULT_BAUD,
        })
    }

    /// The pty's slave path (`/dev/pts/N`): what `--backend serial:PATH` opens.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// Serves bytes between the pty and the virtual board until `stop` is set; fails if the
    /// virtual board's process ends or the pty breaks.
    pub fn serve(mut self, stop: &AtomicBool) -> Result<(), BoardError> {
        let mut reader = self
            .master
            .try_clone_native()
            .map_err(|e| BoardError::Pty(e.to_string()))?;
        let _ = reader.set_timeout(Duration::from_millis(50));
        let _ = self.master.set_timeout(Duration::from_millis(200));
        let reader_stop = Arc::new(AtomicBool::new(false));
        let (tx, rx) = channel();
        let thread = {
            let stop = reader_stop.clone();
            std::thread::spawn(move || read_pty(&mut reader, &stop, &tx))
        };
        let served = self.forward(stop, &rx);
        reader_stop.store(true, Ordering::Relaxed);
        let _ = thread.join();
        served
    }

    fn forward(&mut self, stop: &AtomicBool, rx: &Receiver<Chunk>) -> Result<(), BoardError> {
        let mut out = [0u8; 4096];
        let mut last_activity = Instant::now();
        while !stop.load(Ordering::Relaxed) {
            loop {
                match rx.try_recv() {
                    Ok(chunk) => {
                        self.follow_baud(chunk.baud)?;
                        self.board.send(&chunk.bytes)?;
                        last_activity = Instant::now();
                    }
                    Err(TryRecvError::Empty) => break,
                    Err(TryRecvError::Disconnected) => {
                        return Err(BoardError::Pty("the pty reader stopped".into()));
                    }
                }
            }
            // Short waits while a conversation goes on, longer ones when idle.
            let wait = if last_activity.elapsed() < Duration::from_millis(500) {
                Duration::from_millis(1)
            } else {
                Duration::from_millis(20)
            };
            let n = match self.board.recv(&mut out, wait) {
                Ok(n) => n,
                // A signal (Ctrl-C reaches the whole process group) may have ended the
                // Verilator process first: that is a stop, not a failure.
                Err(_) if stop.load(Ordering::Relaxed) => return Ok(()),
                Err(e) => return Err(e.into()),
            };
            if n > 0 {
                last_activity = Instant::now();
                // No client (a closed slave) or one that stopped reading: the bytes are lost,
                // as on a cable nobody listens to.
                let _ = self.master.write_all(&out[..n]);
            }
        }
        Ok(())
    }

    /// The bench's bit period follows the host side's rate (the pty's termios).
    fn follow_baud(&mut self, baud: Option<u32>) -> Result<(), BoardError> {
        match baud {
            Some(b) if b > 0 && b != self.baud => {
                self.board.set_baud(b)?;
                self.baud = b;
            }
            _ => {}
        }
        Ok(())
    }
}

/// The pty reader: chunks of host bytes with the termios rate at the time they were read.
fn read_pty(master: &mut TTYPort, stop: &AtomicBool, tx: &std::sync::mpsc::Sender<Chunk>) {
    let mut buf = [0u8; 4096];
    while !stop.load(Ordering::Relaxed) {
        match master.read(&mut buf) {
            Ok(0) => {}
            Ok(n) => {
                let chunk = Chunk {
                    bytes: buf[..n].to_vec(),
                    baud: master.baud_rate().ok(),
                };
                if tx.send(chunk).is_err() {
                    return;
                }
            }
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::TimedOut
                        | std::io::ErrorKind::WouldBlock
                        | std::io::ErrorKind::Interrupted
                ) => {}
            // No client has the slave open (EIO, a hang-up): wait for the next one.
            Err(_) => std::thread::sleep(Duration::from_millis(20)),
        }
    }
}

/// Set by SIGINT, SIGTERM or SIGHUP once [`stop_on_signals`] has run.
static STOP: AtomicBool = AtomicBool::new(false);

extern "C" fn on_signal(_: libc::c_int) {
    STOP.store(true, Ordering::Relaxed);
}

/// Installs handlers so that SIGINT, SIGTERM and SIGHUP stop [`PtyBoard::serve`] cleanly;
/// returns the flag they set.
pub fn stop_on_signals() -> &'static AtomicBool {
    for sig in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
        // SAFETY: the handler only stores to an atomic (async-signal-safe).
        unsafe {
            libc::signal(sig, on_signal as *const () as libc::sighandler_t);
        }
    }
    &STOP
}
