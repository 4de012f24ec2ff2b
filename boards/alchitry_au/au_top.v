// Alchitry Au (Xilinx Artix-7 XC7A35T-1FTG256C) wrapper of the exported device.
//
// The device is `top` in bitstreams/verilog/mlkem_device.v (written by `make verilog` from
// src/rtl/device.rs, MlKemDevice); it runs at the 50 MHz of params::CLOCK_HZ, which sets its
// UART bit period (1 Mbaud at power-up). The board's 100 MHz oscillator goes through a
// PLLE2_BASE: VCO = 100 MHz x 10 = 1000 MHz (inside the -1 grade's 800-1600 MHz), / 20 = 50 MHz,
// on a global buffer. The device is held in reset by the button (active low) and until the PLL
// locks; it synchronises the reset itself.
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
    wire clk_fb, clk_50_unbuffered, clk_50, locked;

    PLLE2_BASE #(
        .CLKIN1_PERIOD(10.0),
        .DIVCLK_DIVIDE(1),
        .CLKFBOUT_MULT(10),
        .CLKOUT0_DIVIDE(20)
    ) pll (
        .CLKIN1(clk),
        .CLKFBIN(clk_fb),
        .CLKFBOUT(clk_fb),
        .CLKOUT0(clk_50_unbuffered),
        .CLKOUT1(),
        .CLKOUT2(),
        .CLKOUT3(),
        .CLKOUT4(),
        .CLKOUT5(),
        .LOCKED(locked),
        .PWRDWN(1'b0),
        .RST(1'b0)
    );

    BUFG clock_buffer (.I(clk_50_unbuffered), .O(clk_50));

    top device (
        .clock(clk_50),
        .reset(~rst_n | ~locked),
        .uart_rx(usb_rx),
        .uart_tx(usb_tx),
        .leds(led)
    );
endmodule
