

module top(c,r);
    
    // Module arguments
    input wire  [45:0] c;
    output reg  [22:0] r;
    
    // Constant declarations
    localparam  k_m1 = 25'h1801fff;
    localparam  k_m2 = 25'h1003ffe;
    
    // Local signals
    reg  [46:0] q1;
    reg  [46:0] product;
    reg  [24:0] q3;
    reg  [24:0] rp;
    reg  [24:0] m1;
    reg  [24:0] m2;
    
    // Update code
    always @(*) begin
        q1 = ((c[(32'h16)+:(24)]) & 47'h7fffffffffff);
        product = (q1 << 32'h17) + (q1 << 32'hd) + (q1 << 32'h3) - q1;
        q3 = ((product[(32'h18)+:(23)]) & 25'h1ffffff);
        rp = c[(32'h0)+:(25)] - ((q3 << 32'h17) - (q3 << 32'hd) + q3);
        m1 = rp + k_m1;
        m2 = rp + k_m2;
        if (~m2[32'h18]) begin
            r = m2[(32'h0)+:(23)];
        end
        else if (~m1[32'h18]) begin
            r = m1[(32'h0)+:(23)];
        end
        else begin
            r = rp[(32'h0)+:(23)];
        end
    end
    
endmodule // top
