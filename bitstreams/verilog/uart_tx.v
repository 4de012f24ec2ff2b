

module top(clock,reset,divisor,data,start,ready,tx);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [15:0] divisor;
    input wire  [7:0] data;
    input wire  start;
    output reg  ready;
    output reg  tx;
    
    // Stub signals
    reg  busy$d;
    wire  busy$q;
    reg  busy$clock;
    reg  tx_n$d;
    wire  tx_n$q;
    reg  tx_n$clock;
    reg  [9:0] shreg$d;
    wire  [9:0] shreg$q;
    reg  shreg$clock;
    reg  [3:0] left$d;
    wire  [3:0] left$q;
    reg  left$clock;
    reg  [15:0] cnt$d;
    wire  [15:0] cnt$q;
    reg  cnt$clock;
    
    // Local signals
    reg  [15:0] cnt1;
    reg  bit_end;
    reg  last;
    reg  rdy;
    
    // Sub module instances
    top$busy busy(
        .d(busy$d),
        .q(busy$q),
        .clock(busy$clock)
    );
    top$tx_n tx_n(
        .d(tx_n$d),
        .q(tx_n$q),
        .clock(tx_n$clock)
    );
    top$shreg shreg(
        .d(shreg$d),
        .q(shreg$q),
        .clock(shreg$clock)
    );
    top$left left(
        .d(left$d),
        .q(left$q),
        .clock(left$clock)
    );
    top$cnt cnt(
        .d(cnt$d),
        .q(cnt$q),
        .clock(cnt$clock)
    );
    
    // Update code
    always @(*) begin
        busy$clock = clock;
        tx_n$clock = clock;
        shreg$clock = clock;
        left$clock = clock;
        cnt$clock = clock;
        busy$d = busy$q;
        tx_n$d = tx_n$q;
        shreg$d = shreg$q;
        left$d = left$q;
        cnt$d = cnt$q;
        cnt1 = cnt$q + 32'h1;
        bit_end = busy$q & (cnt1 >= divisor);
        last = bit_end & (left$q == 32'h1);
        rdy = ~busy$q | last;
        if (busy$q) begin
            cnt$d = cnt1;
        end
        if (bit_end) begin
            cnt$d = 32'h0;
            shreg$d = shreg$q >> 32'h1;
            left$d = left$q - 32'h1;
            tx_n$d = ~shreg$q[32'h1];
        end
        if (last) begin
            busy$d = 1'b0;
            tx_n$d = 1'b0;
        end
        if (start & rdy) begin
            busy$d = 1'b1;
            cnt$d = 32'h0;
            left$d = 32'ha;
            shreg$d = (((data) & 10'h3ff) << 32'h1) | 32'h200;
            tx_n$d = 1'b1;
        end
        if (reset) begin
            busy$d = 1'b0;
            tx_n$d = 1'b0;
            cnt$d = 32'h0;
        end
        ready = rdy;
        tx = ~tx_n$q;
    end
    
endmodule // top


module top$busy(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$busy


module top$cnt(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cnt


module top$left(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$left


module top$shreg(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$shreg


module top$tx_n(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$tx_n
