//! Byte links to a device: a serial port ([`SerialTransport`], the `serialport` crate, 8N1,
//! no flow control), an in-process protocol model ([`ModelTransport`]: the protocol 2
//! [`DeviceModel`] or the protocol 3 [`KemDeviceModel`], through [`ByteDevice`]), and a fault
//! injector for tests ([`FaultyTransport`]).

use std::collections::VecDeque;
use std::io::{Read, Write};
use std::time::Duration;

use crate::model::device::DeviceModel;
use crate::model::kem_device::KemDeviceModel;

/// A failure of the byte link itself (not of a command).
#[derive(Debug, thiserror::Error)]
pub enum TransportError {
    #[error("cannot open serial port {port}: {reason}")]
    Open { port: String, reason: String },
    #[error("serial port {port}: {what}: {error}")]
    Io {
        port: String,
        what: &'static str,
        error: std::io::Error,
    },
    /// A simulated device failed: the virtual board (Verilator) or the RustHDL simulation.
    #[error("{0}")]
    Sim(String),
    #[error("serial port {port}: cannot set {baud} baud: {reason}")]
    Baud {
        port: String,
        baud: u32,
        reason: String,
    },
}

/// A byte link to a device.
pub trait Transport {
    /// Sends all of `bytes`.
    fn send(&mut self, bytes: &[u8]) -> Result<(), TransportError>;
    /// Waits up to `timeout` for bytes and returns how many arrived in `buf` (possibly 0).
    fn recv(&mut self, buf: &mut [u8], timeout: Duration) -> Result<usize, TransportError>;
    /// Changes the host side's baud rate.
    fn set_baud(&mut self, baud: u32) -> Result<(), TransportError>;
    /// The link, for messages (`serial:/dev/ttyUSB0@1000000`, `model`).
    fn describe(&self) -> String;
}

impl<T: Transport + ?Sized> Transport for Box<T> {
    fn send(&mut self, bytes: &[u8]) -> Result<(), TransportError> {
        (**self).send(bytes)
    }
    fn recv(&mut self, buf: &mut [u8], timeout: Duration) -> Result<usize, TransportError> {
        (**self).recv(buf, timeout)
    }
    fn set_baud(&mut self, baud: u32) -> Result<(), TransportError> {
        (**self).set_baud(baud)
    }
    fn describe(&self) -> String {
        (**self).describe()
    }
}

/// A device on a serial port: 8 data bits, no parity, 1 stop bit, no flow control.
pub struct SerialTransport {
    port: Box<dyn serialport::SerialPort>,
    path: String,
    baud: u32,
}

fn open_reason(e: &serialport::Error) -> String {
    match e.kind() {
        serialport::ErrorKind::Io(std::io::ErrorKind::PermissionDenied) => format!(
            "{e} (permission denied: add your user to the dialout group, \
             e.g. `sudo usermod -aG dialout $USER`, and log in again)"
        ),
        serialport::ErrorKind::NoDevice
        | serialport::ErrorKind::Io(std::io::ErrorKind::NotFound) => {
            format!("{e} (no such device: is the board plugged in, and is the path right?)")
        }
        _ => e.to_string(),
    }
}

impl SerialTransport {
    /// Opens `path` at `baud`, 8N1, no flow control.
    pub fn open(path: &str, baud: u32) -> Result<Self, TransportError> {
        let port = serialport::new(path, baud)
            .data_bits(serialport::DataBits::Eight)
            .parity(serialport::Parity::None)
            .stop_bits(serialport::StopBits::One)
            .flow_control(serialport::FlowControl::None)
            .timeout(Duration::from_millis(10))
            .open()
            .map_err(|e| TransportError::Open {
                port: path.to_owned(),
                reason: open_reason(&e),
            })?;
        let _ = port.clear(serialport::ClearBuffer::All);
        Ok(SerialTransport {
            port,
            path: path.to_owned(),
            baud,
        })
    }
}

impl Transport for SerialTransport {
    fn send(&mut self, bytes: &[u8]) -> Result<(), TransportError> {
        self.port
            .write_all(bytes)
            .and_then(|()| self.port.flush())
            .map_err(|error| TransportError::Io {
                port: self.path.clone(),
                what: "write",
                error,
            })
    }

    fn recv(&mut self, buf: &mut [u8], timeout: Duration) -> Result<usize, TransportError> {
        if buf.is_empty() {
            return Ok(0);
        }
        let timeout = timeout.max(Duration::from_millis(1));
        self.port
            .set_timeout(timeout)
            .map_err(|e| TransportError::Io {
                port: self.path.clone(),
                what: "set timeout",
                error: e.into(),
            })?;
        match self.port.read(buf) {
            Ok(n) => Ok(n),
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::TimedOut
                        | std::io::ErrorKind::WouldBlock
                        | std::io::ErrorKind::Interrupted
                ) =>
            {
                Ok(0)
            }
            Err(error) => Err(TransportError::Io {
                port: self.path.clone(),
                what: "read",
                error,
            }),
        }
    }

    fn set_baud(&mut self, baud: u32) -> Result<(), TransportError> {
        self.port
            .set_baud_rate(baud)
            .map_err(|e| TransportError::Baud {
                port: self.path.clone(),
                baud,
                reason: e.to_string(),
            })?;
        self.baud = baud;
        Ok(())
    }

    fn describe(&self) -> String {
        format!("serial:{}@{}", self.path, self.baud)
    }
}

/// A device model that speaks in bytes: what [`ModelTransport`] needs of it.
pub trait ByteDevice {
    /// Eats request bytes (any chunking) and returns the response bytes they complete.
    fn receive(&mut self, bytes: &[u8]) -> Vec<u8>;
    /// The line went idle: a partial request is dropped.
    fn line_idle(&mut self);
    /// The device, for messages (`model (variant)`).
    fn describe(&self) -> String;
}

impl ByteDevice for DeviceModel {
    fn receive(&mut self, bytes: &[u8]) -> Vec<u8> {
        DeviceModel::receive(self, bytes)
    }
    fn line_idle(&mut self) {
        DeviceModel::line_idle(self)
    }
    fn describe(&self) -> String {
        format!("model ({})", self.variant())
    }
}

impl ByteDevice for KemDeviceModel {
    fn receive(&mut self, bytes: &[u8]) -> Vec<u8> {
        KemDeviceModel::receive(self, bytes)
    }
    fn line_idle(&mut self) {
        KemDeviceModel::line_idle(self)
    }
    fn describe(&self) -> String {
        "protocol 3 model".into()
    }
}

/// A protocol model in process (the protocol 2 [`DeviceModel`] by default, or the protocol 3
/// [`KemDeviceModel`]): what is sent goes to [`ByteDevice::receive`]; its responses queue up
/// for [`Transport::recv`]. `recv` never waits: the model answers at once, so an empty queue
/// means nothing is coming, and the line is idle ([`ByteDevice::line_idle`]: a partial
/// request is dropped, as the circuit's timeout does).
#[derive(Debug)]
pub struct ModelTransport<D = DeviceModel> {
    pub device: D,
    queue: VecDeque<u8>,
}

impl<D: ByteDevice> ModelTransport<D> {
    pub fn new(device: D) -> Self {
        ModelTransport {
            device,
            queue: VecDeque::new(),
        }
    }
}

impl<D: ByteDevice> Transport for ModelTransport<D> {
    fn send(&mut self, bytes: &[u8]) -> Result<(), TransportError> {
        let out = self.device.receive(bytes);
        self.queue.extend(out);
        Ok(())
    }

    fn recv(&mut self, buf: &mut [u8], _timeout: Duration) -> Result<usize, TransportError> {
        if self.queue.is_empty() {
            // The host waits and nothing comes: the line is idle, the circuit's frame timeout
            // would drop a partial request.
            self.device.line_idle();
        }
        let n = buf.len().min(self.queue.len());
        for (b, q) in buf.iter_mut().zip(self.queue.drain(..n)) {
            *b = q;
        }
        Ok(n)
    }

    fn set_baud(&mut self, _baud: u32) -> Result<(), TransportError> {
        Ok(())
    }

    fn describe(&self) -> String {
        self.device.describe()
    }
}

/// Faults per byte, in both directions, in parts per million.
#[derive(Clone, Copy, Debug, Default)]
pub struct FaultRates {
    pub flip_ppm: u32,
    pub drop_ppm: u32,
    pub duplicate_ppm: u32,
}

/// A link that flips bits, drops and duplicates bytes in both directions, from a seeded
/// generator (xorshift64*, so runs are reproducible; no `rand` in the library). For tests.
pub struct FaultyTransport<T> {
    pub inner: T,
    pub rates: FaultRates,
    state: u64,
    /// Faults injected so far: (flips, drops, duplicates).
    pub injected: (u64, u64, u64),
    pending: VecDeque<u8>,
}

impl<T: Transport> FaultyTransport<T> {
    pub fn new(inner: T, rates: FaultRates, seed: u64) -> Self {
        FaultyTransport {
            inner,
            rates,
            state: seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1,
            injected: (0, 0, 0),
            pending: VecDeque::new(),
        }
    }

    fn next(&mut self) -> u64 {
        self.state ^= self.state >> 12;
        self.state ^= self.state << 25;
        self.state ^= self.state >> 27;
        self.state.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn hit(&mut self, ppm: u32) -> bool {
        ppm > 0 && self.next() % 1_000_000 < ppm as u64
    }

    fn mangle(&mut self, bytes: &[u8]) -> Vec<u8> {
        let mut out = Vec::with_capacity(bytes.len() + 4);
        for &b in bytes {
            if self.hit(self.rates.drop_ppm) {
                self.injected.1 += 1;
                continue;
            }
            let mut b = b;
            if self.hit(self.rates.flip_ppm) {
                self.injected.0 += 1;
                b ^= 1 << (self.next() % 8);
            }
            out.push(b);
            if self.hit(self.rates.duplicate_ppm) {
                self.injected.2 += 1;
                out.push(b);
            }
        }
        out
    }
}

impl<T: Transport> Transport for FaultyTransport<T> {
    fn send(&mut self, bytes: &[u8]) -> Result<(), TransportError> {
        let m = self.mangle(bytes);
        self.inner.send(&m)
    }

    fn recv(&mut self, buf: &mut [u8], timeout: Duration) -> Result<usize, TransportError> {
        if self.pending.is_empty() {
            let mut tmp = vec![0u8; buf.len()];
            let n = self.inner.recv(&mut tmp, timeout)?;
            let m = self.mangle(&tmp[..n]);
            self.pending.extend(m);
        }
        let n = buf.len().min(self.pending.len());
        for (b, q) in buf.iter_mut().zip(self.pending.drain(..n)) {
            *b = q;
        }
        Ok(n)
    }

    fn set_baud(&mut self, baud: u32) -> Result<(), TransportError> {
        self.inner.set_baud(baud)
    }

    fn describe(&self) -> String {
        format!("faulty {}", self.inner.describe())
    }
}
