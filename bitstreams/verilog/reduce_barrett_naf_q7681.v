

module top(c,r);
    
    // Module arguments
    input wire  [25:0] c;
    output reg  [12:0] r;
    
    // Constant declarations
    localparam  k_m1 = 15'b110000111111111;
    localparam  k_m2 = 15'b100001111111110;
    
    // Local signals
    reg  [26:0] q1;
    reg  [26:0] product;
    reg  [14:0] q3;
    reg  [14:0] rp;
    reg  [14:0] m1;
    reg  [14:0] m2;
    
    // Update code
    always @(*) begin
        q1 = ((c[(32'hc)+:(14)]) & 27'h7ffffff);
        product = (q1 << 32'hd) + (q1 << 32'h9) + (q1 << 32'h5);
        q3 = ((product[(32'he)+:(13)]) & 15'h7fff);
        rp = c[(32'h0)+:(15)] - ((q3 << 32'hd) - (q3 << 32'h9) + q3);
        m1 = rp + k_m1;
        m2 = rp + k_m2;
        if (~m2[32'he]) begin
            r = m2[(32'h0)+:(13)];
        end
        else if (~m1[32'he]) begin
            r = m1[(32'h0)+:(13)];
        end
        else begin
            r = rp[(32'h0)+:(13)];
        end
    end
    
endmodule // top
