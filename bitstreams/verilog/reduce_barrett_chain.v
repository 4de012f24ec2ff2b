

module top(c,r);
    
    // Module arguments
    input wire  [23:0] c;
    output reg  [11:0] r;
    
    // Constant declarations
    localparam  q = 13'b110100000001;
    
    // Local signals
    reg  [35:0] cw;
    reg  [35:0] p1;
    reg  [35:0] p2;
    reg  [35:0] p3;
    reg  [35:0] p4;
    reg  [12:0] tw;
    reg  [12:0] tq;
    reg  [12:0] r0;
    reg  [12:0] r1;
    
    // Update code
    always @(*) begin
        cw = ((c) & 36'hfffffffff);
        p1 = (cw << 32'hc) + (cw << 32'ha);
        p2 = p1 - (cw << 32'h6);
        p3 = p2 - (cw << 32'h4);
        p4 = p3 - cw;
        tw = ((p4[(32'h18)+:(12)]) & 13'h1fff);
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
