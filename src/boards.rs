//! Board wrappers: the device's pins on each board (the sources live in `boards/<board>/`).

/// Alchitry Cu (iCE40-HX8K): PLL, reset button, FTDI UART pins, LEDs.
#[path = "../boards/alchitry_cu/top.rs"]
pub mod alchitry_cu;
