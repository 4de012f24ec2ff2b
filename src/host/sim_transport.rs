//! [`VirtualBoardTransport`]: the exported `MlKemDevice` Verilog under Verilator
//! ([`VerilatedDevice`]) as a [`Transport`]. The bytes go through the same framing, driver and
//! KEM code as on a board; the bench bit-serialises them onto the device's UART pins.

use std::path::{Path, PathBuf};
use std::time::Duration;

use super::transport::{Transport, TransportError};
use crate::flow::verilator_device::{VerilatedDevice, build_device};
use crate::params::CLOCK_HZ;
use crate::rtl::device::MlKemDevice;
use crate::rtl::ntt::verilog_of;

/// A running virtual board.
pub struct VirtualBoardTransport {
    board: VerilatedDevice,
}

fn sim_err(e: anyhow::Error) -> TransportError {
    TransportError::Sim(format!("{e:#}"))
}

impl VirtualBoardTransport {
    /// Builds the device's Verilog with Verilator into `work_dir` (reused when unchanged) and
    /// starts it at the power-up bit period.
    ///
    /// Two processes must not build into the same `work_dir` at once.
    pub fn start(work_dir: &Path) -> Result<Self, TransportError> {
        Self::start_built(&Self::build(work_dir)?)
    }

    /// Builds the bench into `work_dir` (reused when unchanged); returns the executable.
    pub fn build(work_dir: &Path) -> Result<PathBuf, TransportError> {
        build_device(&verilog_of::<MlKemDevice>(), work_dir).map_err(sim_err)
    }

    /// Starts a bench built by [`Self::build`].
    pub fn start_built(exe: &Path) -> Result<Self, TransportError> {
        Ok(Self {
            board: VerilatedDevice::start(exe).map_err(sim_err)?,
        })
    }

    /// The bench (cycle count, reset, framing errors).
    pub fn board(&mut self) -> &mut VerilatedDevice {
        &mut self.board
    }
}

impl Transport for VirtualBoardTransport {
    fn send(&mut self, bytes: &[u8]) -> Result<(), TransportError> {
        self.board.send(bytes).map_err(sim_err)
    }

    fn recv(&mut self, buf: &mut [u8], timeout: Duration) -> Result<usize, TransportError> {
        self.board.recv(buf, timeout).map_err(sim_err)
    }

    fn set_baud(&mut self, baud: u32) -> Result<(), TransportError> {
        self.board
            .set_divisor((CLOCK_HZ as f64 / baud as f64).round() as u32)
            .map_err(sim_err)
    }

    fn describe(&self) -> String {
        format!("sim (Verilator, bit period {} cycles)", self.board.divisor)
    }
}
