//! `Lut62`: the Artix-7 (7-series) `LUT6_2` primitive, one 6-input LUT with two outputs, as a
//! RustHDL block. The generator uses it as a (3;2) or (2;2) counter: a whole full or half adder
//! in one LUT site (`CompressorTree::rusthdl_reducer_source_in` with [`Cells::Xc7Lut62`]).
//!
//! | port | dir | width | meaning |
//! |---|---|---|---|
//! | `i0` … `i5` | in | 1 each | the LUT's address inputs I0 … I5 |
//! | `o6` | out | 1 | INIT[{I5, I4, I3, I2, I1, I0}] |
//! | `o5` | out | 1 | INIT[{0, I4, I3, I2, I1, I0}] (the lower half, I5 ignored) |
//!
//! Latency: combinational (0 cycles). Behaviour as Xilinx UG953 (7 Series Libraries Guide,
//! LUT6_2) describes it; the Rust `update` is that table lookup, the exported Verilog
//! instantiates the primitive, which `yosys synth_xilinx` keeps as one cell. Verilator has
//! no Xilinx library: [`LUT6_2_MODEL`] is the same lookup in Verilog, added to the
//! simulation sources only (never to the exported file). Not for the iCE40.
//!
//! [`Cells::Xc7Lut62`]: crate::generators::bit_tree::Cells::Xc7Lut62

use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct Lut62 {
    pub i0: Signal<In, Bit>,
    pub i1: Signal<In, Bit>,
    pub i2: Signal<In, Bit>,
    pub i3: Signal<In, Bit>,
    pub i4: Signal<In, Bit>,
    pub i5: Signal<In, Bit>,
    pub o6: Signal<Out, Bit>,
    pub o5: Signal<Out, Bit>,
    /// The 64-bit truth table.
    init: Constant<Bits<64>>,
}

impl Lut62 {
    /// A LUT6_2 with truth table `init`.
    pub fn new(init: u64) -> Self {
        Self {
            i0: Default::default(),
            i1: Default::default(),
            i2: Default::default(),
            i3: Default::default(),
            i4: Default::default(),
            i5: Default::default(),
            o6: Default::default(),
            o5: Default::default(),
            init: Constant::new(init.into()),
        }
    }

    /// The truth table.
    pub fn init(&self) -> u64 {
        self.init.val().to_u64()
    }
}

impl Logic for Lut62 {
    fn update(&mut self) {
        let a = [
            self.i0.val(),
            self.i1.val(),
            self.i2.val(),
            self.i3.val(),
            self.i4.val(),
            self.i5.val(),
        ]
        .iter()
        .enumerate()
        .fold(0u32, |acc, (k, &b)| acc | ((b as u32) << k));
        let init = self.init();
        self.o6.next = (init >> a) & 1 == 1;
        self.o5.next = (init >> (a & 31)) & 1 == 1;
    }

    fn connect(&mut self) {
        self.o6.connect();
        self.o5.connect();
    }

    fn hdl(&self) -> Verilog {
        Verilog::Custom(format!(
            "wire o6_w, o5_w;\n\
             LUT6_2 #(.INIT(64'h{:016x})) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), \
             .I5(i5), .O6(o6_w), .O5(o5_w));\n\
             always @(*) begin\n    o6 = o6_w;\n    o5 = o5_w;\nend",
            self.init()
        ))
    }
}

/// A Verilog model of `LUT6_2` for Verilator (UG953's lookup): added to the simulation
/// sources of a design that instantiates the primitive ([`with_xc7_models`]).
pub const LUT6_2_MODEL: &str = "\
// Simulation model of the Xilinx LUT6_2 primitive (UG953): O6 = INIT[I5:I0],
// O5 = INIT[{1'b0, I4:I0}]. For Verilator only; synthesis uses the vendor cell.
module LUT6_2 #(parameter [63:0] INIT = 64'h0) (
    input wire I0, input wire I1, input wire I2, input wire I3, input wire I4, input wire I5,
    output wire O6, output wire O5
);
    assign O6 = INIT[{I5, I4, I3, I2, I1, I0}];
    assign O5 = INIT[{1'b0, I4, I3, I2, I1, I0}];
endmodule
";

/// `verilog` with [`LUT6_2_MODEL`] appended when it instantiates `LUT6_2` (for a simulator);
/// otherwise unchanged.
pub fn with_xc7_models(verilog: &str) -> String {
    if verilog.contains("LUT6_2 #(") {
        format!("{verilog}\n{LUT6_2_MODEL}")
    } else {
        verilog.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every address of a random truth table in the RustHDL simulation: O6 and O5 are the
    /// table's bits as UG953 defines them (not the block's own lookup code).
    #[test]
    fn lookup_follows_ug953() {
        let init = 0x9f3c_5a01_e7d2_4b86u64;
        for a in 0..64u32 {
            let mut lut = Lut62::new(init);
            lut.connect_all();
            let bits = [
                &mut lut.i0,
                &mut lut.i1,
                &mut lut.i2,
                &mut lut.i3,
                &mut lut.i4,
            ];
            for (k, s) in bits.into_iter().enumerate() {
                s.next = (a >> k) & 1 == 1;
            }
            lut.i5.next = (a >> 5) & 1 == 1;
            assert!(simulate(&mut lut, 10), "settles");
            assert_eq!(lut.o6.val(), (init >> a) & 1 == 1, "O6 at {a}");
            assert_eq!(lut.o5.val(), (init >> (a % 32)) & 1 == 1, "O5 at {a}");
        }
    }
}
