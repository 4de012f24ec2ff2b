//! The host side: the software that runs next to the accelerator and drives it.
//!
//! * [`backend`]: where the KEM runs (`--backend model|sim|serial:PATH[@BAUD]`): the
//!   [`backend::KemDevice`] trait, the model as a device, and the slots for the virtual board
//!   and the serial transport of later issues.
//! * [`cli`]: the `keygen`, `encaps` and `decaps` commands and their contract (JSON, files,
//!   exit status).
//! * [`files`]: all-or-nothing output files and bounded input reads.

pub mod backend;
pub mod cli;
pub mod files;
