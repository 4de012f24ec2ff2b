//! The uart unit's Verilator testbenches (C++ beside this file, sharing `tb.h`); the
//! scripts that drive them live with the tests in `tests/rtl_uart.rs`.

/// The C++ testbench `uart_rx_tb.cpp` (see its header for the script it reads).
pub const UART_RX_TB: &str = include_str!("uart_rx_tb.cpp");

/// The C++ testbench `uart_tx_tb.cpp` (see its header for the script it reads).
pub const UART_TX_TB: &str = include_str!("uart_tx_tb.cpp");
