//! [`Compress`] and [`Decompress`] are combinational: the report measures each between an
//! input and an output register, so that its logic is a register-to-register path with an
//! Fmax. These are those wrappers (module `top`, clock `clock`, the block as module `core`).

use super::{Compress, Decompress};
use crate::rtl::ntt::verilog_of;

/// [`Compress`] (module `core`) between an input register (x, d: 16 FF) and an output
/// register (y: 12 FF), module `top` with clock `clock`.
pub fn registered_compress() -> String {
    let core = verilog_of::<Compress>().replacen("module top(", "module core(", 1);
    format!(
        "{core}\n\
         module top(clock, x, d, y);\n\
         \x20   input wire clock;\n\
         \x20   input wire [11:0] x;\n\
         \x20   input wire [3:0] d;\n\
         \x20   output reg [11:0] y;\n\
         \x20   reg [11:0] x_q;\n\
         \x20   reg [3:0] d_q;\n\
         \x20   wire [11:0] y_c;\n\
         \x20   core c(.x(x_q), .d(d_q), .y(y_c));\n\
         \x20   always @(posedge clock) begin x_q <= x; d_q <= d; y <= y_c; end\n\
         endmodule\n"
    )
}

/// [`Decompress`] (module `core`) between an input register (y, d: 16 FF) and an output
/// register (x, ge_q: 13 FF), as [`registered_compress`].
pub fn registered_decompress() -> String {
    let core = verilog_of::<Decompress>().replacen("module top(", "module core(", 1);
    format!(
        "{core}\n\
         module top(clock, y, d, x, ge_q);\n\
         \x20   input wire clock;\n\
         \x20   input wire [11:0] y;\n\
         \x20   input wire [3:0] d;\n\
         \x20   output reg [11:0] x;\n\
         \x20   output reg ge_q;\n\
         \x20   reg [11:0] y_q;\n\
         \x20   reg [3:0] d_q;\n\
         \x20   wire [11:0] x_c;\n\
         \x20   wire ge_c;\n\
         \x20   core c(.y(y_q), .d(d_q), .x(x_c), .ge_q(ge_c));\n\
         \x20   always @(posedge clock) begin y_q <= y; d_q <= d; x <= x_c; ge_q <= ge_c; end\n\
         endmodule\n"
    )
}
