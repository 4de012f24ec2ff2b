//! The host side: the software that runs next to the accelerator and drives it.
//!
//! * [`backend`]: where the KEM runs (`--backend model|sim|serial:PATH[@BAUD]`), the model
//!   as a [`hwkem::Kem`], and the slot for the virtual board.
//! * [`transport`]: byte links (serial port, the in-process device model, a fault injector).
//! * [`driver`]: the protocol's commands with sequence numbers, timeouts and retries.
//! * [`hwkem`]: the [`hwkem::Kem`] trait and ML-KEM computed through the device.
//! * [`cli`]: the `keygen`, `encaps` and `decaps` commands and their contract (JSON, files,
//!   exit status).
//! * [`files`]: all-or-nothing output files and bounded input reads.

pub mod backend;
pub mod cli;
pub mod driver;
pub mod files;
pub mod hwkem;
pub mod sim_transport;
pub mod transport;
