//! [`KemDeviceSim`]: the RustHDL [`KemDevice`] driven through its pins by the bench of
//! [`crate::rtl::device::sim`] (bytes bit-serialised onto `uart_rx`, `uart_tx` sampled back
//! into bytes; nothing inside the device is poked).

use rust_hdl::prelude::*;

use super::KemDevice;
use crate::rtl::device::sim::{UartDeviceSim, uart_device};

uart_device!(KemDevice, "KemDevice");

/// The protocol 3 device driven through its pins.
pub type KemDeviceSim = UartDeviceSim<KemDevice>;
