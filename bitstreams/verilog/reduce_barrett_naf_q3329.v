

module top(c,r);
    
    // Module arguments
    input wire  [23:0] c;
    output reg  [11:0] r;
    
    // Constant declarations
    localparam  k_m1 = 14'b11001011111111;
    localparam  k_m2 = 14'b10010111111110;
    
    // Local signals
    reg  [24:0] q1;
    reg  [24:0] product;
    reg  [13:0] q3;
    reg  [13:0] rp;
    reg  [13:0] m1;
    reg  [13:0] m2;
    
    // Update code
    always @(*) begin
        q1 = ((c[(32'hb)+:(13)]) & 25'h1ffffff);
        product = (q1 << 32'hc) + (q1 << 32'ha) - (q1 << 32'h6) - (q1 << 32'h4) - q1;
        q3 = ((product[(32'hd)+:(12)]) & 14'h3fff);
        rp = c[(32'h0)+:(14)] - ((q3 << 32'hc) - (q3 << 32'ha) + (q3 << 32'h8) + q3);
        m1 = rp + k_m1;
        m2 = rp + k_m2;
        if (~m2[32'hd]) begin
            r = m2[(32'h0)+:(12)];
        end
        else if (~m1[32'hd]) begin
            r = m1[(32'h0)+:(12)];
        end
        else begin
            r = rp[(32'h0)+:(12)];
        end
    end
    
endmodule // top
