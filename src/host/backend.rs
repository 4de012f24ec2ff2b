//! Where the KEM runs: the software model today; the virtual board (`sim`) and a board over a
//! serial line (`serial:PATH[@BAUD]`) arrive with later issues and plug in as further
//! [`KemDevice`] implementations.
//!
//! The host checks every input (FIPS 203 §7.2, §7.3) before it reaches a device; a device
//! only computes.

use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;

use zeroize::Zeroizing;

use crate::model::kem::{self, KemError};
use crate::params::{ParamSet, SHARED_SECRET_LEN};

/// A 32-byte secret (seed, message or shared secret), wiped when dropped.
pub type Secret32 = Zeroizing<[u8; 32]>;
/// A secret byte string (a decapsulation key), wiped when dropped.
pub type SecretBytes = Zeroizing<Vec<u8>>;

/// Baud rate of `serial:PATH` when `@BAUD` is not given.
pub const DEFAULT_BAUD: u32 = 115_200;

/// The `--backend` argument: `model`, `sim` or `serial:PATH[@BAUD]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Backend {
    /// The software golden model (`crate::model`).
    Model,
    /// The virtual board: the RustHDL design in simulation (a later issue).
    Sim,
    /// A board on a serial port (a later issue).
    Serial { path: PathBuf, baud: u32 },
}

/// A `--backend` string that is none of the accepted forms.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ParseBackendError(String);

impl FromStr for Backend {
    type Err = ParseBackendError;

    /// `model`, `sim`, `serial:PATH` or `serial:PATH@BAUD`. A suffix `@…` that is not all
    /// digits stays part of the path (device paths such as `/dev/serial/by-id/…` may hold `@`).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "model" => return Ok(Backend::Model),
            "sim" => return Ok(Backend::Sim),
            _ => {}
        }
        let Some(spec) = s.strip_prefix("serial:") else {
            return Err(ParseBackendError(format!(
                "unknown backend '{s}' (expected model, sim or serial:PATH[@BAUD])"
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
            Backend::Sim => f.write_str("sim"),
            Backend::Serial { path, baud } => write!(f, "serial:{}@{baud}", path.display()),
        }
    }
}

/// A failure of a backend, as opposed to bad input (which the host rejects before a device
/// sees it).
#[derive(Debug, thiserror::Error)]
pub enum DeviceError {
    #[error("backend {backend} is not implemented yet: {reason}")]
    NotImplemented {
        backend: Backend,
        reason: &'static str,
    },
    /// The device refused an input the host had accepted (a host/device disagreement).
    #[error("backend rejected an input the host had checked: {0}")]
    Rejected(#[from] KemError),
    /// The device answered with a value of the wrong size.
    #[error("backend returned {what} of {got} bytes, {expected} expected")]
    BadOutput {
        what: &'static str,
        expected: usize,
        got: usize,
    },
}

/// The three ML-KEM operations as a device performs them. Inputs have passed the host's
/// checks ([`kem::check_ek`], [`kem::check_dk`], [`kem::check_ct`]); outputs are raw
/// FIPS 203 byte strings.
pub trait KemDevice {
    /// ML-KEM.KeyGen_internal(d, z) → (ek, dk) (FIPS 203 Algorithm 16).
    fn keygen(
        &mut self,
        p: ParamSet,
        d: &[u8; 32],
        z: &[u8; 32],
    ) -> Result<(Vec<u8>, SecretBytes), DeviceError>;
    /// ML-KEM.Encaps_internal(ek, m) → (c, K) (FIPS 203 Algorithm 17).
    fn encaps(
        &mut self,
        p: ParamSet,
        ek: &[u8],
        m: &[u8; 32],
    ) -> Result<(Vec<u8>, Secret32), DeviceError>;
    /// ML-KEM.Decaps_internal(dk, c) → K (FIPS 203 Algorithm 18).
    fn decaps(&mut self, p: ParamSet, dk: &[u8], c: &[u8]) -> Result<Secret32, DeviceError>;
}

/// The software model as a device. It repeats the input checks (cheap next to the KEM
/// itself), so that a library caller that skips them gets an error rather than a panic.
#[derive(Debug, Default, Clone, Copy)]
pub struct ModelDevice;

impl KemDevice for ModelDevice {
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
    /// Connects to the backend.
    pub fn open(&self) -> Result<Box<dyn KemDevice>, DeviceError> {
        match self {
            Backend::Model => Ok(Box::new(ModelDevice)),
            Backend::Sim => Err(DeviceError::NotImplemented {
                backend: self.clone(),
                reason: "the virtual board arrives with the device issue; use --backend model",
            }),
            Backend::Serial { .. } => Err(DeviceError::NotImplemented {
                backend: self.clone(),
                reason: "the serial transport arrives with the host-transport issue; \
                         use --backend model",
            }),
        }
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
        assert_eq!("sim".parse(), Ok(Backend::Sim));
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

    #[test]
    fn only_the_model_is_available() {
        assert!(Backend::Model.open().is_ok());
        let err = Backend::Sim.open().err().expect("sim is not implemented");
        assert!(err.to_string().contains("not implemented yet"), "{err}");
    }
}
