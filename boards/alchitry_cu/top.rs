//! `AlchitryCuTop`: [`MlKemDevice`] on the Alchitry Cu (Lattice iCE40-HX8K, package cb132).
//!
//! | signal | pad | notes |
//! |---|---|---|
//! | `clock` | P7 | the board's 100 MHz oscillator, into the iCE40 PLL → [`CLOCK_HZ`] |
//! | `reset_n` | P8 | the reset button, active low; the device also stays in reset until the PLL locks |
//! | `uart_rx` | P14 | from the FTDI (host → FPGA) |
//! | `uart_tx` | M9 | to the FTDI (FPGA → host) |
//! | `leds` | J11 K11 K12 K14 L12 L14 M12 N14 | 0 executing, 1 sending, 2 CRC error seen, 3 framing error seen |
//!
//! The PLL halves the clock because the device does not close timing at 100 MHz on the
//! HX8K (see `bitstreams/report.md`). Its RustHDL model does not toggle `clock_out`, so the
//! device is simulated without this wrapper (guide §4).

use rust_hdl::fpga::lattice::ice40::ice_pll::ICE40PLLBlock;
use rust_hdl::prelude::*;

use crate::params::CLOCK_HZ;
use crate::rtl::device::MlKemDevice;

/// The Alchitry Cu's oscillator.
pub const BOARD_CLOCK_HZ: u64 = 100_000_000;
/// The LED pads, LED 0 first.
pub const LED_PADS: [&str; 8] = ["J11", "K11", "K12", "K14", "L12", "L14", "M12", "N14"];

/// The board top (see the module documentation).
#[derive(LogicBlock)]
pub struct AlchitryCuTop {
    pub clock: Signal<In, Clock>,
    pub reset_n: Signal<In, Bit>,
    pub uart_rx: Signal<In, Bit>,
    pub uart_tx: Signal<Out, Bit>,
    pub leds: Signal<Out, Bits<8>>,
    pub pll: ICE40PLLBlock<BOARD_CLOCK_HZ, { CLOCK_HZ as u64 }>,
    pub device: MlKemDevice,
}

impl Default for AlchitryCuTop {
    fn default() -> Self {
        let mut clock = Signal::<In, Clock>::default();
        clock.add_location(0, "P7");
        clock.connect();
        let mut reset_n = Signal::<In, Bit>::default();
        reset_n.add_location(0, "P8");
        reset_n.connect();
        let mut uart_rx = Signal::<In, Bit>::default();
        uart_rx.add_location(0, "P14");
        uart_rx.connect();
        let mut uart_tx = Signal::<Out, Bit>::default();
        uart_tx.add_location(0, "M9");
        let mut leds = Signal::<Out, Bits<8>>::default();
        for (i, pad) in LED_PADS.iter().enumerate() {
            leds.add_location(i, pad);
        }
        Self {
            clock,
            reset_n,
            uart_rx,
            uart_tx,
            leds,
            pll: Default::default(),
            device: Default::default(),
        }
    }
}

impl Logic for AlchitryCuTop {
    #[hdl_gen]
    fn update(&mut self) {
        self.pll.clock_in.next = self.clock.val();
        self.device.clock.next = self.pll.clock_out.val();
        self.device.reset.next = !self.reset_n.val() | !self.pll.locked.val();
        self.device.uart_rx.next = self.uart_rx.val();
        self.uart_tx.next = self.device.uart_tx.val();
        self.leds.next = self.device.leds.val();
    }
}

/// The wrapper's Verilog (`top.v`) and pin constraints (`top.pcf`).
pub fn top_files() -> (String, String) {
    let mut uut = AlchitryCuTop::default();
    uut.connect_all();
    let v = generate_verilog(&uut);
    let pcf = rust_hdl::fpga::toolchains::icestorm::generate_pcf(&uut);
    (v, pcf)
}
