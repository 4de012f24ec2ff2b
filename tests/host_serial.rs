//! SerialTransport end to end on a pseudo-terminal: a thread plays the device (the protocol
//! model behind the pty's master side), the host opens the pty's slave path like a USB-UART,
//! and the CLI runs `info`, `selftest` and `keygen --backend serial:PATH` through it.

#![cfg(unix)]

use std::io::{Read, Write};
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use mlkem_fpga::host::backend::Kem;
use mlkem_fpga::host::driver::{DeviceDriver, Timing};
use mlkem_fpga::host::hwkem::HwMlKem;
use mlkem_fpga::host::transport::SerialTransport;
use mlkem_fpga::model::device::DeviceModel;
use mlkem_fpga::model::kem::keygen_internal;
use mlkem_fpga::params::{DEFAULT_BAUD, ML_KEM_768};

/// A pty whose master side runs the device model until dropped.
struct PtyDevice {
    path: String,
    stop: Arc<AtomicBool>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl PtyDevice {
    /// Panics when no pseudo-terminal can be opened: the serial path is then untested, and
    /// that is a failure, not a pass.
    fn start() -> PtyDevice {
        let (mut master, slave) = serialport::TTYPort::pair().unwrap_or_else(|e| {
            panic!("no pseudo-terminal available ({e}): cannot test the serial transport")
        });
        let path = serialport::SerialPort::name(&slave).expect("the slave has a path");
        drop(slave);
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        let thread = std::thread::spawn(move || {
            let mut dev = DeviceModel::new("pty");
            let _ = serialport::SerialPort::set_timeout(&mut master, Duration::from_millis(20));
            let mut buf = [0u8; 1024];
            while !flag.load(Ordering::Relaxed) {
                match master.read(&mut buf) {
                    Ok(0) => {}
                    Ok(n) => {
                        let out = dev.receive(&buf[..n]);
                        if !out.is_empty() && master.write_all(&out).is_err() {
                            return;
                        }
                    }
                    Err(e) if e.kind() == std::io::ErrorKind::TimedOut => dev.line_idle(),
                    Err(_) => std::thread::sleep(Duration::from_millis(5)),
                }
            }
        });
        PtyDevice {
            path,
            stop,
            thread: Some(thread),
        }
    }
}

impl Drop for PtyDevice {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

#[test]
fn serial_transport_on_a_pty() {
    let pty = PtyDevice::start();
    let t = SerialTransport::open(&pty.path, DEFAULT_BAUD).unwrap();
    let (driver, v) = DeviceDriver::open(t, DEFAULT_BAUD, Timing::default()).unwrap();
    assert_eq!(v.build_id, mlkem_fpga::protocol::build_id("pty"));
    let mut kem = HwMlKem::new(driver);
    let p = ML_KEM_768;
    let (ek, dk) = kem.keygen(p, &[1; 32], &[2; 32]).unwrap();
    assert_eq!(
        (ek.clone(), dk.to_vec()),
        keygen_internal(p, &[1; 32], &[2; 32])
    );
    let (c, k) = kem.encaps(p, &ek, &[3; 32]).unwrap();
    assert_eq!(*kem.decaps(p, &dk, &c).unwrap(), *k);
    drop(kem);

    // The CLI on the same device.
    let bin = env!("CARGO_BIN_EXE_mlkem-fpga");
    let backend = format!("serial:{}", pty.path);
    let o = Command::new(bin)
        .args(["info", "--backend", &backend])
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(out.contains("slots          8"), "{out}");
    let o = Command::new(bin)
        .args(["selftest", "--backend", &backend])
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(
        o.status.success(),
        "{out}{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(out.contains("all passed"), "{out}");
    let d = "00".repeat(32);
    let keygen = |b: &str| {
        let o = Command::new(bin)
            .args(["keygen", "--d", &d, "--z", &d, "--json", "--backend", b])
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        o.stdout
    };
    assert_eq!(keygen(&backend), keygen("model"));
}
