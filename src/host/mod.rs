//! The host side: the software that runs next to the accelerator and drives it.
//!
//! * [`backend`]: where the KEM runs (`--backend sim|sim2|model|model3|rusthdl|serial:PATH[@BAUD]`),
//!   and the model as a [`hwkem::Kem`].
//! * [`transport`]: byte links (serial port, the in-process device model, a fault injector).
//! * [`sim_transport`]: the virtual board (the exported Verilog under Verilator), the default:
//!   the protocol 3 `KemDevice` (`sim2`: the protocol 2 `MlKemDevice`).
//! * [`pty_board`]: the virtual board behind a pseudo-terminal (`mlkem-fpga board --pty`),
//!   persistent across commands, reached with `--backend serial:/dev/pts/N`.
//! * [`rusthdl_transport`]: the device in RustHDL's simulator, with a VCD waveform.
//! * [`driver`]: the protocol's commands with sequence numbers, timeouts and retries.
//! * [`hwkem`]: the [`hwkem::Kem`] trait and ML-KEM computed through the device.
//! * [`kem3`]: ML-KEM on a protocol 3 device (the whole KEM on the device, one request per
//!   operation, key slots): [`kem3::KemDevice3`].
//! * [`cli`]: the `keygen`, `encaps` and `decaps` commands and their contract (JSON, files,
//!   exit status), `info`, `selftest` and `bench`.
//! * [`bench`]: per-operation cycles, link bytes and modelled board time.
//! * [`files`]: all-or-nothing output files and bounded input reads.

pub mod backend;
pub mod bench;
pub mod cli;
pub mod driver;
pub mod files;
pub mod hwkem;
pub mod kem3;
#[cfg(unix)]
pub mod pty_board;
pub mod rusthdl_transport;
pub mod sim_transport;
pub mod transport;
