

module top(c,r);
    
    // Module arguments
    input wire  [23:0] c;
    output reg  [11:0] r;
    
    // Constant declarations
    localparam  q = 13'b110100000001;
    
    // Local signals
    reg  [24:0] xw;
    reg  [24:0] p;
    reg  [11:0] a;
    reg  [4:0] b;
    reg  [12:0] res;
    reg  [12:0] plus_q;
    reg  [12:0] minus_q;
    
    // Update code
    always @(*) begin
        xw = ((c[(32'h8)+:(16)]) & 25'h1ffffff);
        p = (xw << 32'h8) + (xw << 32'h6) - (xw << 32'h2) - xw;
        a = p[(32'hc)+:(12)];
        b = c[(32'h8)+:(5)] - (a[(32'h0)+:(5)] << 32'h3) - (a[(32'h0)+:(5)] << 32'h2) - a[(32'h0)+:(5)];
        res = (((b) & 13'h1fff) << 32'h8) + ((c[(32'h0)+:(8)]) & 13'h1fff) - ((a) & 13'h1fff);
        plus_q = res + q;
        minus_q = res - q;
        if (res[32'hc]) begin
            r = plus_q[(32'h0)+:(12)];
        end
        else if (~minus_q[32'hc]) begin
            r = minus_q[(32'h0)+:(12)];
        end
        else begin
            r = res[(32'h0)+:(12)];
        end
    end
    
endmodule // top
