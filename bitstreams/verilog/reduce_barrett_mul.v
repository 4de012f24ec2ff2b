

module top(c,r);
    
    // Module arguments
    input wire  [23:0] c;
    output reg  [11:0] r;
    
    // Constant declarations
    localparam  m = 16'h13af;
    localparam  q = 13'b110100000001;
    
    // Local signals
    reg  [15:0] c_lo;
    reg  [15:0] c_hi;
    reg  [31:0] p_lo;
    reg  [31:0] p_hi;
    reg  [31:0] t_acc;
    reg  [11:0] t;
    reg  [12:0] tw;
    reg  [12:0] tq;
    reg  [12:0] r0;
    reg  [12:0] r1;
    
    // Update code
    always @(*) begin
        c_lo = c[(32'h0)+:(16)];
        c_hi = ((c[(32'h10)+:(8)]) & 16'hffff);
        p_lo = c_lo * m;
        p_hi = c_hi * m;
        t_acc = (p_lo >> 32'h10) + p_hi;
        t = t_acc[(32'h8)+:(12)];
        tw = ((t) & 13'h1fff);
        tq = tw + (tw << 32'h8) + (tw << 32'ha) + (tw << 32'hb);
        r0 = c[(32'h0)+:(13)] - tq;
        if (r0 >= q) begin
            r1 = r0 - q;
        end
        else begin
            r1 = r0;
        end
        r = r1[(32'h0)+:(12)];
    end
    
endmodule // top
