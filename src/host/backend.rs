//! Where the KEM runs. Every backend implements [`Kem`]:
//!
//! * `sim` (the default): the virtual board, the exported Verilog of the protocol 3 device
//!   (`KemDevice`, the Alchitry Cu bitstream's: the whole KEM on chip, one request per
//!   operation, key slots) under Verilator ([`VirtualBoardTransport`]) + [`DeviceDriver`] +
//!   [`KemDevice3`];
//! * `serial:PATH[@BAUD]`: a board over a serial line ([`SerialTransport`], same driver; the
//!   protocol is the one the board's `VERSION` reports);
//! * `model`: the software golden model;
//! * `model3`: the protocol 3 device model ([`KemDeviceModel`]) in process through the driver
//!   and [`KemDevice3`];
//! * `sim2`: the protocol 2 co-processor (`MlKemDevice`, the Alchitry Au's device until it
//!   gets its own) on the virtual board, through the driver and [`HwMlKem`];
//! * `rusthdl`: the protocol 3 device in RustHDL's own simulator ([`RustHdlTransport`], about
//!   4k cycles per second), optionally recording a VCD waveform (`--vcd FILE`), for short runs.
//!
//! The host checks every input (FIPS 203 §7.2, §7.3) before it reaches a device; a device
//! only computes (the device backends repeat the length checks and take the modulus check from
//! the device's POLY_WRITE flag).

use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;
use std::time::Duration;

use zeroize::Zeroizing;

use super::driver::{Accept, DeviceDriver, Driven, DriverError, Timing, VersionInfo};
pub use super::hwkem::{HwMlKem, Kem};
use super::kem3::{Kem3Error, KemDevice3};
use super::rusthdl_transport::RustHdlTransport;
use super::sim_transport::{
    SIM_DIVISOR, VirtualBoardTransport, VirtualDevice, build_default, build_default_for,
};
use super::transport::{ModelTransport, SerialTransport, Transport};
use crate::model::device::DeviceModel;
use crate::model::kem::{self, KemError};
use crate::model::kem_device::KemDeviceModel;
pub use crate::params::DEFAULT_BAUD;
use crate::params::{ParamSet, SHARED_SECRET_LEN};
use crate::protocol::v3;

/// A 32-byte secret (seed, message or shared secret), wiped when dropped.
pub type Secret32 = Zeroizing<[u8; 32]>;
/// A secret byte string (a decapsulation key), wiped when dropped.
pub type SecretBytes = Zeroizing<Vec<u8>>;

/// The variant name of the in-process device model (its build id is `build_id("model")`).
pub const MODEL_VARIANT: &str = "model";
/// The variant name of the in-process protocol 3 model.
pub const MODEL3_VARIANT: &str = "model3";

/// The protocol 3 model's unit latencies: the iCE40 device's
/// (`rtl::device::profile::COMPACT`), so that its `CYCLES` are the circuit's. The host may use
/// `rtl` (`tests/layering.rs`); this is the only place the host's protocol 3 path does.
pub const MODEL3_TIMING: crate::model::sequencer::Timing = crate::rtl::device::profile::COMPACT;

/// The `--backend` argument: `sim`, `sim2`, `model`, `model3`, `rusthdl` or
/// `serial:PATH[@BAUD]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Backend {
    /// The software golden model (`crate::model`).
    Model,
    /// The protocol 3 model ([`KemDeviceModel`]) in process: the whole KEM on the device, one
    /// request per operation, key slots (the circuit is `sim`).
    Model3,
    /// The virtual board (the default): the protocol 3 device (`KemDevice`, the Alchitry Cu
    /// bitstream's) as Verilog under Verilator.
    Sim,
    /// The protocol 2 co-processor (`MlKemDevice`, the Alchitry Au's device) on the virtual
    /// board: many requests per operation, H, G and J on the host, no key slots.
    Sim2,
    /// The protocol 3 device in RustHDL's simulator, recording a VCD waveform to `vcd` if given.
    RustHdl { vcd: Option<PathBuf> },
    /// A board on a serial port (baud default [`DEFAULT_BAUD`], the device's power-up rate).
    Serial { path: PathBuf, baud: u32 },
}

/// The CLI's default: the virtual board of the protocol 3 device (`sim`).
impl Default for Backend {
    fn default() -> Self {
        Backend::Sim
    }
}

/// A `--backend` string that is none of the accepted forms.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ParseBackendError(String);

impl FromStr for Backend {
    type Err = ParseBackendError;

    /// `sim`, `sim2`, `model`, `model3`, `rusthdl`, `serial:PATH` or `serial:PATH@BAUD`. A
    /// suffix `@…` that is not all digits stays part of the path (device paths such as
    /// `/dev/serial/by-id/…` may hold `@`).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "model" => return Ok(Backend::Model),
            "model3" => return Ok(Backend::Model3),
            "sim" => return Ok(Backend::Sim),
            "sim2" => return Ok(Backend::Sim2),
            "rusthdl" => return Ok(Backend::RustHdl { vcd: None }),
            _ => {}
        }
        let Some(spec) = s.strip_prefix("serial:") else {
            return Err(ParseBackendError(format!(
                "unknown backend '{s}' (expected sim, sim2, model, model3, rusthdl or serial:PATH[@BAUD])"
            )));
        };
        let (path, baud) = match spec.rsplit_once('@') {
            Some((path, baud)) if !baud.is_empty() && baud.bytes().all(|b| b.is_ascii_digit()) => {
                let baud =
                    baud.parse::<u32>().ok().filter(|&b| b > 0).ok_or_else(|| {
                        ParseBackendError(format!("bad baud rate '{baud}' in '{s}'"))
                    })?;
                (path, baud)
            }
            _ => (spec, DEFAULT_BAUD),
        };
        if path.is_empty() {
            return Err(ParseBackendError(format!(
                "no device path in '{s}' (expected serial:PATH[@BAUD])"
            )));
        }
        Ok(Backend::Serial {
            path: PathBuf::from(path),
            baud,
        })
    }
}

impl fmt::Display for Backend {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Backend::Model => f.write_str("model"),
            Backend::Model3 => f.write_str("model3"),
            Backend::Sim => f.write_str("sim"),
            Backend::Sim2 => f.write_str("sim2"),
            Backend::RustHdl { .. } => f.write_str("rusthdl"),
            Backend::Serial { path, baud } => write!(f, "serial:{}@{baud}", path.display()),
        }
    }
}

/// A failure of a backend, as opposed to bad input (which the host rejects before a device
/// sees it).
#[derive(Debug, thiserror::Error)]
pub enum DeviceError {
    /// The device refused an input the host had accepted (a host/device disagreement).
    #[error("backend rejected an input the host had checked: {0}")]
    Rejected(#[from] KemError),
    /// The link or the device failed (no response, an error status, a version mismatch).
    #[error(transparent)]
    Driver(#[from] DriverError),
    /// The device answered with a value of the wrong size.
    #[error("backend returned {what} of {got} bytes, {expected} expected")]
    BadOutput {
        what: &'static str,
        expected: usize,
        got: usize,
    },
    /// A protocol 3 operation failed (a slot's state, export permission, …).
    #[error(transparent)]
    Kem3(Kem3Error),
    /// Key slots were asked of a backend that has none.
    #[error(
        "key slots need a protocol 3 device: --backend {backend} {why} \
         (--backend sim is the protocol 3 circuit on the virtual board, --backend model3 its model)"
    )]
    NoKeySlots { backend: String, why: String },
}

/// A device's KEM: [`HwMlKem`] on a protocol 2 device, [`KemDevice3`] on a protocol 3 one.
pub enum DeviceKem<T: Transport> {
    V2(HwMlKem<T>),
    V3(KemDevice3<T>),
}

impl<T: Transport> DeviceKem<T> {
    /// Over a connected driver: the KEM for the protocol `v` reports.
    pub fn new(driver: DeviceDriver<T>, v: &VersionInfo) -> Result<Self, DeviceError> {
        if v.protocol == v3::VERSION {
            Ok(DeviceKem::V3(KemDevice3::open(driver)?))
        } else {
            Ok(DeviceKem::V2(HwMlKem::new(driver)))
        }
    }

    /// The protocol the device speaks.
    pub fn protocol(&self) -> u8 {
        match self {
            DeviceKem::V2(_) => crate::protocol::PROTOCOL_VERSION,
            DeviceKem::V3(_) => v3::VERSION,
        }
    }
}

impl<T: Transport> Driven<T> for DeviceKem<T> {
    fn driver(&self) -> &DeviceDriver<T> {
        match self {
            DeviceKem::V2(k) => k.driver(),
            DeviceKem::V3(k) => Driven::driver(k),
        }
    }
    fn driver_mut(&mut self) -> &mut DeviceDriver<T> {
        match self {
            DeviceKem::V2(k) => k.driver_mut(),
            DeviceKem::V3(k) => Driven::driver_mut(k),
        }
    }
}

impl<T: Transport> Kem for DeviceKem<T> {
    fn keygen(
        &mut self,
        p: ParamSet,
        d: &[u8; 32],
        z: &[u8; 32],
    ) -> Result<(Vec<u8>, SecretBytes), DeviceError> {
        match self {
            DeviceKem::V2(k) => k.keygen(p, d, z),
            DeviceKem::V3(k) => Kem::keygen(k, p, d, z),
        }
    }
    fn encaps(
        &mut self,
        p: ParamSet,
        ek: &[u8],
        m: &[u8; 32],
    ) -> Result<(Vec<u8>, Secret32), DeviceError> {
        match self {
            DeviceKem::V2(k) => k.encaps(p, ek, m),
            DeviceKem::V3(k) => Kem::encaps(k, p, ek, m),
        }
    }
    fn decaps(&mut self, p: ParamSet, dk: &[u8], c: &[u8]) -> Result<Secret32, DeviceError> {
        match self {
            DeviceKem::V2(k) => k.decaps(p, dk, c),
            DeviceKem::V3(k) => Kem::decaps(k, p, dk, c),
        }
    }
}

/// The software model as a device. It repeats the input checks (cheap next to the KEM
/// itself), so that a library caller that skips them gets an error rather than a panic.
#[derive(Debug, Default, Clone, Copy)]
pub struct ModelDevice;

impl Kem for ModelDevice {
    fn keygen(
        &mut self,
        p: ParamSet,
        d: &[u8; 32],
        z: &[u8; 32],
    ) -> Result<(Vec<u8>, SecretBytes), DeviceError> {
        let (ek, dk) = kem::keygen_internal(p, d, z);
        Ok((ek, Zeroizing::new(dk)))
    }

    fn encaps(
        &mut self,
        p: ParamSet,
        ek: &[u8],
        m: &[u8; 32],
    ) -> Result<(Vec<u8>, Secret32), DeviceError> {
        let (k, c) = kem::encaps(p, ek, Some(m))?;
        Ok((c, Zeroizing::new(k)))
    }

    fn decaps(&mut self, p: ParamSet, dk: &[u8], c: &[u8]) -> Result<Secret32, DeviceError> {
        Ok(Zeroizing::new(kem::decaps(p, dk, c)?))
    }
}

impl Backend {
    /// Connects to the backend's KEM: the software model, or the device's ([`DeviceKem`]:
    /// [`HwMlKem`] or [`KemDevice3`], by the protocol the device reports).
    pub fn open(&self) -> Result<Box<dyn Kem>, DeviceError> {
        match self {
            Backend::Model => Ok(Box::new(ModelDevice)),
            _ => Ok(Box::new(self.open_device()?)),
        }
    }

    /// The device's KEM ([`DeviceKem`]), by the protocol its `VERSION` reports (`model`: the
    /// protocol 2 device model, as `info` and `selftest` use it).
    pub fn open_device(&self) -> Result<DeviceKem<Box<dyn Transport>>, DeviceError> {
        let (driver, v) = self.open_driver()?;
        DeviceKem::new(driver, &v)
    }

    /// The backend's protocol 3 device, for the key-slot operations; a clear error
    /// ([`DeviceError::NoKeySlots`]) for a backend without key slots.
    pub fn open_kem3(&self) -> Result<KemDevice3<Box<dyn Transport>>, DeviceError> {
        if *self == Backend::Model {
            return Err(DeviceError::NoKeySlots {
                backend: self.to_string(),
                why: "is the software KEM".into(),
            });
        }
        match self.open_device()? {
            DeviceKem::V3(k) => Ok(k),
            DeviceKem::V2(k) => Err(DeviceError::NoKeySlots {
                backend: self.to_string(),
                why: format!(
                    "is a protocol {} device ({})",
                    crate::protocol::PROTOCOL_VERSION,
                    k.driver().transport().describe()
                ),
            }),
        }
    }

    /// The backend with `--vcd FILE`: only `rusthdl` records a waveform.
    pub fn with_vcd(self, vcd: Option<PathBuf>) -> Result<Self, ParseBackendError> {
        match (self, vcd) {
            (backend, None) => Ok(backend),
            (Backend::RustHdl { .. }, Some(path)) => Ok(Backend::RustHdl { vcd: Some(path) }),
            (backend, Some(_)) => Err(ParseBackendError(format!(
                "--vcd records the RustHDL simulation: use it with --backend rusthdl, \
                 not {backend}"
            ))),
        }
    }

    /// The byte link to the backend's device: the protocol model in process for `model`, the
    /// virtual board for `sim` (built first if needed), the RustHDL simulation for `rusthdl`,
    /// the serial port for `serial:` (at the requested baud; see [`Backend::open_driver`]).
    pub fn open_transport(&self) -> Result<Box<dyn Transport>, DeviceError> {
        let transport: Box<dyn Transport> = match self {
            Backend::Model => Box::new(ModelTransport::new(DeviceModel::new(MODEL_VARIANT))),
            Backend::Model3 => Box::new(ModelTransport::new(KemDeviceModel::new(
                MODEL3_VARIANT,
                MODEL3_TIMING,
            ))),
            Backend::Sim => Box::new(
                VirtualBoardTransport::start_built(&build_default().map_err(DriverError::from)?)
                    .map_err(DriverError::from)?,
            ),
            Backend::Sim2 => Box::new(
                VirtualBoardTransport::start_built(
                    &build_default_for(VirtualDevice::Protocol2).map_err(DriverError::from)?,
                )
                .map_err(DriverError::from)?,
            ),
            Backend::RustHdl { vcd } => {
                Box::new(RustHdlTransport::start(vcd.as_deref()).map_err(DriverError::from)?)
            }
            Backend::Serial { path, baud } => Box::new(
                SerialTransport::open(&path.to_string_lossy(), *baud).map_err(DriverError::from)?,
            ),
        };
        Ok(transport)
    }

    /// A driver connected to the backend's device (VERSION checked: protocol 2 or 3, except
    /// `model` (2) and `model3` (3)).
    ///
    /// * `serial:PATH@BAUD` with a BAUD other than the power-up rate: if the device does not
    ///   answer at BAUD, the driver connects at [`DEFAULT_BAUD`] and moves the device to BAUD
    ///   with SET_BAUD.
    /// * `sim` and `rusthdl`: the simulated device starts at the power-up rate, as a board
    ///   does; the driver connects there and moves it to [`SIM_DIVISOR`] with SET_BAUD (the
    ///   fastest line, so that simulated cycles go to computing). `sim` allows 2 s of wall
    ///   time per command on top of the wire time (a loaded machine); `rusthdl` fails at once
    ///   when the simulated device goes quiet, so the wall-clock timeout never applies.
    pub fn open_driver(
        &self,
    ) -> Result<(DeviceDriver<Box<dyn Transport>>, VersionInfo), DeviceError> {
        let transport = self.open_transport()?;
        let allowance = match self {
            Backend::Model => return Ok(DeviceDriver::connect(transport, DEFAULT_BAUD)?),
            Backend::Model3 => {
                return Ok(DeviceDriver::connect_accepting(
                    transport,
                    DEFAULT_BAUD,
                    Timing::default(),
                    Accept::V3,
                )?);
            }
            Backend::Serial { path, baud } => {
                let timing = if is_pseudo_terminal(path) {
                    Timing {
                        compute_allowance: SIMULATED_ALLOWANCE,
                        ..Timing::default()
                    }
                } else {
                    Timing::default()
                };
                return Ok(DeviceDriver::connect_accepting(
                    transport,
                    *baud,
                    timing,
                    Accept::Any,
                )?);
            }
            Backend::Sim | Backend::Sim2 => SIMULATED_ALLOWANCE,
            Backend::RustHdl { .. } => Duration::from_secs(24 * 3600),
        };
        let timing = Timing {
            compute_allowance: allowance,
            ..Timing::default()
        };
        let (mut driver, _) =
            DeviceDriver::open_accepting(transport, DEFAULT_BAUD, timing, Accept::Any)?;
        driver.set_baud(SIM_DIVISOR)?;
        let v = driver.version()?;
        Ok((driver, v))
    }
}

/// Wall time a simulated device gets per command on top of the wire time (the virtual board
/// runs about 1.5 million cycles per second, slower on a loaded machine).
pub const SIMULATED_ALLOWANCE: Duration = Duration::from_secs(2);

/// Whether `path` is a pseudo-terminal's slave side (`/dev/pts/N` on Linux, `/dev/ttysN` on
/// macOS), after following symbolic links. Behind a pty is software, never a USB-UART: a
/// simulated device such as `mlkem-fpga board --pty`.
pub fn is_pseudo_terminal(path: &std::path::Path) -> bool {
    let Ok(p) = std::fs::canonicalize(path) else {
        return false;
    };
    let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
    let number = |n: &str| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit());
    match p.parent().and_then(|d| d.to_str()) {
        Some("/dev/pts") => number(name),
        Some("/dev") => name.strip_prefix("ttys").is_some_and(number),
        _ => false,
    }
}

/// Checks that a device's outputs have the sizes FIPS 203 Table 3 gives for `p`.
pub fn check_output_len(
    what: &'static str,
    bytes: &[u8],
    expected: usize,
) -> Result<(), DeviceError> {
    if bytes.len() == expected {
        Ok(())
    } else {
        Err(DeviceError::BadOutput {
            what,
            expected,
            got: bytes.len(),
        })
    }
}

const _: () = assert!(SHARED_SECRET_LEN == 32);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_backends() {
        assert_eq!("model".parse(), Ok(Backend::Model));
        assert_eq!("model3".parse(), Ok(Backend::Model3));
        assert_eq!(Backend::Model3.to_string(), "model3");
        assert_eq!("sim".parse(), Ok(Backend::Sim));
        assert_eq!("sim2".parse(), Ok(Backend::Sim2));
        assert_eq!(Backend::Sim2.to_string(), "sim2");
        assert!("sim3".parse::<Backend>().is_err());
        assert_eq!("rusthdl".parse(), Ok(Backend::RustHdl { vcd: None }));
        assert!(
            Backend::Sim
                .with_vcd(Some("x.vcd".into()))
                .unwrap_err()
                .to_string()
                .contains("--backend rusthdl")
        );
        assert_eq!(
            Backend::RustHdl { vcd: None }.with_vcd(Some("x.vcd".into())),
            Ok(Backend::RustHdl {
                vcd: Some("x.vcd".into())
            })
        );
        assert_eq!(
            "serial:/dev/ttyUSB0".parse(),
            Ok(Backend::Serial {
                path: "/dev/ttyUSB0".into(),
                baud: DEFAULT_BAUD
            })
        );
        assert_eq!(
            "serial:/dev/ttyUSB0@921600".parse(),
            Ok(Backend::Serial {
                path: "/dev/ttyUSB0".into(),
                baud: 921_600
            })
        );
        assert_eq!(
            "serial:/dev/serial/by-id/usb-x@y".parse(),
            Ok(Backend::Serial {
                path: "/dev/serial/by-id/usb-x@y".into(),
                baud: DEFAULT_BAUD
            })
        );
        for bad in [
            "",
            "Model",
            "fpga",
            "serial:",
            "serial:@9600",
            "serial:/dev/x@0",
        ] {
            assert!(bad.parse::<Backend>().is_err(), "{bad:?}");
        }
        assert_eq!(
            Backend::Serial {
                path: "/dev/ttyUSB1".into(),
                baud: 9600
            }
            .to_string(),
            "serial:/dev/ttyUSB1@9600"
        );
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn pseudo_terminals_are_told_apart() {
        use serialport::SerialPort;
        let (_master, slave) = serialport::TTYPort::pair().expect("a pseudo-terminal");
        let path = slave.name().unwrap();
        assert!(is_pseudo_terminal(std::path::Path::new(&path)), "{path}");
        for other in ["/dev/null", "/dev/ttyUSB-nonexistent", "/dev/pts"] {
            assert!(!is_pseudo_terminal(std::path::Path::new(other)), "{other}");
        }
    }

    #[test]
    fn backends_open_or_say_why() {
        assert!(Backend::Model.open().is_ok());
        let (_, v) = Backend::Model.open_driver().unwrap();
        assert_eq!(v.build_id, crate::protocol::build_id(MODEL_VARIANT));
        let err = "serial:/dev/nonexistent-mlkem"
            .parse::<Backend>()
            .unwrap()
            .open()
            .err()
            .unwrap();
        assert!(err.to_string().contains("/dev/nonexistent-mlkem"), "{err}");
    }
}
