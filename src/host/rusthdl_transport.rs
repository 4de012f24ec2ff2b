//! [`RustHdlTransport`]: the protocol 3 device in RustHDL's own simulator ([`KemDeviceSim`],
//! the `KemDevice` block clocked through its pins) as a [`Transport`], optionally recording a
//! VCD waveform of every signal. The CLI's `--backend rusthdl [--vcd FILE]`.
//!
//! It runs a few thousand cycles per second: `info` takes seconds, an ML-KEM-512 operation
//! (about 30,000 cycles) tens of seconds. It is for short runs with a waveform; the virtual
//! board (`--backend sim`, the exported Verilog under Verilator) is the fast simulation.
//!
//! Time is simulated, not wall-clock: [`Transport::recv`] ignores the host's timeout and
//! clocks the device until bytes arrive. If the device goes quiet first (not computing, not
//! replying, `uart_tx` idle for the frame timeout plus a margin) nothing can come any more on
//! this fault-free line, and `recv` fails at once instead of letting the host wait out a
//! wall-clock timeout sized for a slow simulator.

use std::path::{Path, PathBuf};
use std::time::Duration;

use super::transport::{Transport, TransportError};
use crate::params::CLOCK_HZ;
use crate::protocol::FRAME_TIMEOUT_BIT_PERIODS;
use crate::rtl::kem_device::sim::KemDeviceSim;

/// Quiet bit periods after which [`RustHdlTransport::recv`] reports that nothing comes: the
/// device's frame timeout plus a response's worth of margin (as the Verilator bench).
const QUIET_BIT_PERIODS: u64 = FRAME_TIMEOUT_BIT_PERIODS as u64 + 44;

/// A device in RustHDL's simulator behind a [`Transport`].
pub struct RustHdlTransport {
    sim: Box<KemDeviceSim>,
    vcd: Option<PathBuf>,
}

impl RustHdlTransport {
    /// A device after its power-up reset, recording into `vcd` if given.
    pub fn start(vcd: Option<&Path>) -> Result<Self, TransportError> {
        let mut sim = Box::new(KemDeviceSim::default());
        if let Some(path) = vcd {
            sim.trace_to(path)
                .map_err(|e| TransportError::Sim(format!("rusthdl: {e:#}")))?;
        }
        Ok(Self {
            sim,
            vcd: vcd.map(Path::to_path_buf),
        })
    }
}

impl Transport for RustHdlTransport {
    fn send(&mut self, bytes: &[u8]) -> Result<(), TransportError> {
        self.sim.send(bytes);
        Ok(())
    }

    fn recv(&mut self, buf: &mut [u8], _timeout: Duration) -> Result<usize, TransportError> {
        let mut quiet = 0u64;
        while self.sim.received.is_empty() {
            if quiet > QUIET_BIT_PERIODS * self.sim.divisor as u64 {
                return Err(TransportError::Sim(format!(
                    "rusthdl: the simulated device went quiet for {quiet} cycles without answering \
                     (at cycle {})",
                    self.sim.cycles
                )));
            }
            self.sim.tick_with(true);
            quiet = if self.sim.active() { 0 } else { quiet + 1 };
        }
        let n = buf.len().min(self.sim.received.len());
        buf[..n].copy_from_slice(&self.sim.received[..n]);
        self.sim.received.drain(..n);
        Ok(n)
    }

    fn set_baud(&mut self, baud: u32) -> Result<(), TransportError> {
        // The device switches once its SetBaud response has left: two characters' time.
        let old = self.sim.divisor as u64;
        self.sim.idle(20 * old);
        self.sim
            .set_divisor((CLOCK_HZ as f64 / baud as f64).round() as u32);
        Ok(())
    }

    fn describe(&self) -> String {
        format!(
            "rusthdl (RustHDL simulation, bit period {} cycles{})",
            self.sim.divisor,
            match &self.vcd {
                Some(p) => format!(", waveform {}", p.display()),
                None => String::new(),
            }
        )
    }
}
