

module top(c,r);
    
    // Module arguments
    input wire  [23:0] c;
    output reg  [11:0] r;
    
    // Update code (custom)
    always @(*) r = c % 24'd3329;
endmodule // top
