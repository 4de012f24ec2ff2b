// Alchitry Au (Xilinx Artix-7 XC7A35T-1FTG256C) wrapper of the exported device.
//
// The device is `top` in bitstreams/verilog/mlkem_device.v (written by `make verilog` from
// src/rtl/device.rs, MlKemDevice); it runs at params::CLOCK_HZ = 100 MHz x 23 / 48 =
// 47.917 MHz, which sets its UART bit period (48 cycles, 1 Mbaud, at power-up; 4 cycles for
// 12 Mbaud, 0.17 % off). The board's 100 MHz oscillator goes through a PLLE2_BASE:
// / 2 = 50 MHz at the phase detector, VCO = 50 MHz x 23 = 1150 MHz (inside the -1 grade's
// 800-1600 MHz), / 24 = 47.917 MHz, on a global buffer. The device is held in reset by the
// button (active low) and until the PLL locks; it synchronises the reset itself.
//
// Pins (au.xdc): clk N14, rst_n P6, usb_rx P15 (from the FTDI), usb_tx P16 (to the FTDI),
// led[7:0] K13 K12 L14 L13 M16 M14 M12 N16. LED meanings: 0 executing, 1 sending,
// 2 CRC error seen, 3 framing error seen.
module au_top (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       usb_rx,
    output wire       usb_tx,
    output wire [7:0] led
);
    wire clk_fb, clk_dev_unbuffered, clk_dev, locked;

    PLLE2_BASE #(
        .CLKIN1_PERIOD(10.0),
        .DIVCLK_DIVIDE(2),
        .CLKFBOUT_MULT(23),
        .CLKOUT0_DIVIDE(24)
    ) pll (
        .CLKIN1(clk),
        .CLKFBIN(clk_fb),
        .CLKFBOUT(clk_fb),
        .CLKOUT0(clk_dev_unbuffered),
        .CLKOUT1(),
        .CLKOUT2(),
        .CLKOUT3(),
        .CLKOUT4(),
        .CLKOUT5(),
        .LOCKED(locked),
        .PWRDWN(1'b0),
        .RST(1'b0)
    );

    BUFG clock_buffer (.I(clk_dev_unbuffered), .O(clk_dev));

    top device (
        .clock(clk_dev),
        .reset(~rst_n | ~locked),
        .uart_rx(usb_rx),
        .uart_tx(usb_tx),
        .leds(led)
    );
endmodule
