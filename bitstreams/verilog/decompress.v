

module top(y,d,x,ge_q);
    
    // Module arguments
    input wire  [11:0] y;
    input wire  [3:0] d;
    output reg  [11:0] x;
    output reg  ge_q;
    
    // Constant declarations
    localparam  k_q = 12'hd01;
    
    // Local signals
    reg  [3:0] sh;
    reg  [10:0] ys;
    reg  [22:0] yw;
    reg  [22:0] p;
    reg  ge;
    
    // Update code
    always @(*) begin
        sh = 32'hb;
        sh = sh - d;
        ys = y[(32'h0)+:(11)] << sh;
        yw = ((ys) & 23'h7fffff);
        p = (yw << 32'hb) + (yw << 32'ha) + (yw << 32'h8) + yw + 32'h400;
        x = p[(32'hb)+:(12)];
        ge = y >= k_q;
        ge_q = 1'b0;
        if (d == 32'hc) begin
            ge_q = ge;
            if (ge) begin
                x = y - k_q;
            end
            else begin
                x = y;
            end
        end
    end
    
endmodule // top
