

module top(c,r);
    
    // Module arguments
    input wire  [27:0] c;
    output reg  [13:0] r;
    
    // Constant declarations
    localparam  k_m1 = 16'hcfff;
    localparam  k_m2 = 16'h9ffe;
    
    // Local signals
    reg  [28:0] q1;
    reg  [28:0] product;
    reg  [15:0] q3;
    reg  [15:0] rp;
    reg  [15:0] m1;
    reg  [15:0] m2;
    
    // Update code
    always @(*) begin
        q1 = ((c[(32'hd)+:(15)]) & 29'h1fffffff);
        product = (q1 << 32'he) + (q1 << 32'hc) + (q1 << 32'ha) + (q1 << 32'h8) + (q1 << 32'h6) + (q1 << 32'h4) + (q1 << 32'h2) - q1;
        q3 = ((product[(32'hf)+:(14)]) & 16'hffff);
        rp = c[(32'h0)+:(16)] - ((q3 << 32'he) - (q3 << 32'hc) + q3);
        m1 = rp + k_m1;
        m2 = rp + k_m2;
        if (~m2[32'hf]) begin
            r = m2[(32'h0)+:(14)];
        end
        else if (~m1[32'hf]) begin
            r = m1[(32'h0)+:(14)];
        end
        else begin
            r = rp[(32'h0)+:(14)];
        end
    end
    
endmodule // top
