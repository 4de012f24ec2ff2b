

module top(x,d,y);
    
    // Module arguments
    input wire  [11:0] x;
    input wire  [3:0] d;
    output reg  [11:0] y;
    
    // Local signals
    reg  [19:0] xw;
    reg  [14:0] x5;
    reg  [20:0] x315;
    reg  [15:0] x9;
    reg  [19:0] x145;
    reg  [24:0] t;
    reg  [12:0] z;
    reg  [3:0] sh;
    reg  [12:0] w;
    reg  [12:0] r;
    reg  [12:0] one;
    reg  [12:0] mask;
    reg  [12:0] rm;
    
    // Update code
    always @(*) begin
        xw = ((x) & 20'hfffff);
        x5 = ((x) & 15'h7fff) + (((x) & 15'h7fff) << 32'h2);
        x315 = (((x5) & 21'h1fffff) << 32'h6) - ((x5) & 21'h1fffff);
        x9 = ((x) & 16'hffff) + (((x) & 16'hffff) << 32'h3);
        x145 = (((x9) & 20'hfffff) << 32'h4) + xw;
        t = (((x315) & 25'h1ffffff) << 32'h4) - ((x145[(32'h9)+:(11)]) & 25'h1ffffff);
        z = t[(32'hc)+:(13)];
        sh = 32'hb;
        sh = sh - d;
        w = z >> sh;
        r = (w + 32'h1) >> 32'h1;
        one = 32'h1;
        mask = (one << d) - 32'h1;
        rm = r & mask;
        y = rm[(32'h0)+:(12)];
        if (d == 32'hc) begin
            y = x;
        end
    end
    
endmodule // top
