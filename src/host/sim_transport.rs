//! [`VirtualBoardTransport`]: the exported device Verilog under Verilator
//! ([`VerilatedDevice`]) as a [`Transport`]. The bytes go through the same framing, driver and
//! KEM code as on a board; the bench bit-serialises them onto the device's UART pins.
//!
//! It is an in-process transport (a child process behind pipes): the board lives as long as
//! the command. [`super::pty_board`] serves the same board on a pseudo-terminal for as long as
//! it runs (`mlkem-fpga board --pty`), reached through [`super::transport::SerialTransport`].
//! The host code above [`Transport`] (framing, driver, retries, [`super::kem3::KemDevice3`]) is
//! the one a real board uses.
//!
//! The Verilog is the device's (the Alchitry Cu bitstream's `KemDevice` for `sim`, the
//! protocol 2 `MlKemDevice` for `sim2`, exported at run time from this binary's RustHDL); the
//! virtual board starts at the power-up bit period like the board, and the host then moves it
//! to [`SIM_DIVISOR`] with SET_BAUD, the runtime baud register being the only difference.

use std::path::{Path, PathBuf};
use std::time::Duration;

use super::transport::{Transport, TransportError};
use crate::params::CLOCK_HZ;
use crate::protocol::MIN_DIVISOR;
use crate::rtl::device::MlKemDevice;
use crate::rtl::device::verilated::{VerilatedDevice, build_device, device_is_built};
use crate::rtl::kem_device::KemDevice;
use crate::rtl::ntt::verilog_of;

/// The bit period the host moves the virtual board to (the fastest the protocol allows:
/// 12 Mbaud, bit period 4 at `CLOCK_HZ`), so that a simulated KEM spends its cycles computing.
pub const SIM_DIVISOR: u16 = MIN_DIVISOR;

/// The environment variable that overrides [`default_work_dir`].
pub const WORK_DIR_ENV: &str = "MLKEM_FPGA_SIM_DIR";

/// Where the CLI builds the virtual board: `$MLKEM_FPGA_SIM_DIR`, else
/// `$XDG_CACHE_HOME/mlkem-fpga/virtual-board`, else `~/.cache/mlkem-fpga/virtual-board`,
/// else the temporary directory. The build is kept there and reused while the Verilog is
/// unchanged.
pub fn default_work_dir() -> PathBuf {
    let env = |k: &str| {
        std::env::var_os(k)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    if let Some(dir) = env(WORK_DIR_ENV) {
        return dir;
    }
    env("XDG_CACHE_HOME")
        .or_else(|| env("HOME").map(|h| h.join(".cache")))
        .unwrap_or_else(std::env::temp_dir)
        .join("mlkem-fpga")
        .join("virtual-board")
}

/// Which device the virtual board runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VirtualDevice {
    /// `MlKemDevice`, protocol 2 (`--backend sim2`; the Alchitry Au's device).
    Protocol2,
    /// `KemDevice`, protocol 3: the whole KEM in one request, key slots (`--backend sim`, the
    /// default). The Alchitry Cu bitstream's device.
    Protocol3,
}

impl VirtualDevice {
    /// The device's Verilog (exported at run time from this binary's RustHDL).
    pub fn verilog(self) -> String {
        match self {
            VirtualDevice::Protocol2 => verilog_of::<MlKemDevice>(),
            VirtualDevice::Protocol3 => verilog_of::<KemDevice>(),
        }
    }

    /// Where it is built: [`default_work_dir`] for protocol 3 (the default `sim`), a sibling
    /// for protocol 2 (so that the two builds are kept side by side).
    pub fn work_dir(self) -> PathBuf {
        let dir = default_work_dir();
        match self {
            VirtualDevice::Protocol3 => dir,
            VirtualDevice::Protocol2 => {
                let mut name = dir.file_name().unwrap_or_default().to_os_string();
                name.push("-protocol2");
                dir.with_file_name(name)
            }
        }
    }
}

/// Checks that Verilator and a C++ compiler are installed; the error names the command that
/// installs them.
pub fn check_tools() -> Result<(), TransportError> {
    let runs = |tool: &str, arg: &str| {
        std::process::Command::new(tool)
            .arg(arg)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    };
    let missing: Vec<&str> = [("verilator", "--version"), ("g++", "--version")]
        .into_iter()
        .filter(|(tool, arg)| !runs(tool, arg))
        .map(|(tool, _)| tool)
        .collect();
    if missing.is_empty() {
        return Ok(());
    }
    Err(TransportError::Sim(format!(
        "virtual board: {} not found: the virtual board (--backend sim) compiles the device's Verilog with \
         Verilator. Install it with `make tools` (or `sudo apt-get install verilator g++`), \
         or use --backend model",
        missing.join(" and ")
    )))
}

/// Builds the virtual board in [`default_work_dir`] if it is not built there yet, with a
/// spinner on stderr while Verilator compiles (a minute or two, once per source version);
/// returns the executable.
/// Verilator and g++ are needed only to build: a built board runs without them.
pub fn build_default() -> Result<PathBuf, TransportError> {
    build_default_for(VirtualDevice::Protocol3)
}

/// [`build_default`] for `device`, in [`VirtualDevice::work_dir`].
pub fn build_default_for(device: VirtualDevice) -> Result<PathBuf, TransportError> {
    let dir = device.work_dir();
    let verilog = device.verilog();
    if device_is_built(&verilog, &dir) {
        return build_device(&verilog, &dir).map_err(sim_err);
    }
    check_tools()?;
    let spinner = indicatif::ProgressBar::new_spinner().with_message(format!(
        "building the virtual board: the device's Verilog under Verilator, in {} \
         (once per source version)",
        dir.display()
    ));
    spinner.enable_steady_tick(Duration::from_millis(200));
    let built = build_device(&verilog, &dir).map_err(sim_err);
    spinner.finish_and_clear();
    built
}

/// A running virtual board.
pub struct VirtualBoardTransport {
    board: VerilatedDevice,
}

fn sim_err(e: anyhow::Error) -> TransportError {
    TransportError::Sim(format!("virtual board: {e:#}"))
}

impl VirtualBoardTransport {
    /// Builds `device`'s Verilog with Verilator into `work_dir` (reused when unchanged) and
    /// starts it at the power-up bit period.
    pub fn start(device: VirtualDevice, work_dir: &Path) -> Result<Self, TransportError> {
        Self::start_built(&Self::build(device, work_dir)?)
    }

    /// Builds `device`'s bench into `work_dir` (reused when unchanged; processes take turns);
    /// returns the executable. Fails with an install hint if Verilator or g++ is missing.
    pub fn build(device: VirtualDevice, work_dir: &Path) -> Result<PathBuf, TransportError> {
        check_tools()?;
        build_device(&device.verilog(), work_dir).map_err(sim_err)
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
