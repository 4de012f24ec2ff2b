

module top(c,r);
    
    // Module arguments
    input wire  [23:0] c;
    output reg  [11:0] r;
    
    // Constant declarations
    localparam  m = 16'h13af;
    localparam  q16 = 16'hd01;
    localparam  q = 13'b110100000001;
    
    // Local signals
    reg  [15:0] x;
    reg  [31:0] p;
    reg  [15:0] t;
    reg  [31:0] tq;
    reg  [12:0] r0;
    reg  [12:0] r1;
    
    // Update code
    always @(*) begin
        x = c[(32'h8)+:(16)];
        p = x * m;
        t = ((p[(32'h10)+:(12)]) & 16'hffff);
        tq = t * q16;
        r0 = c[(32'h0)+:(13)] - tq[(32'h0)+:(13)];
        if (r0 >= q) begin
            r1 = r0 - q;
        end
        else begin
            r1 = r0;
        end
        r = r1[(32'h0)+:(12)];
    end
    
endmodule // top
