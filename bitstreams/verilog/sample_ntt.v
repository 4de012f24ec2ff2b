

module top(clock,reset,start,in_valid,in_byte,in_ready,coeff_write,coeff_index,coeff_value,busy,done);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  in_valid;
    input wire  [7:0] in_byte;
    output reg  in_ready;
    output reg  coeff_write;
    output reg  [7:0] coeff_index;
    output reg  [11:0] coeff_value;
    output reg  busy;
    output reg  done;
    
    // Constant declarations
    localparam  k_q = 12'hd01;
    localparam  k_n = 9'b100000000;
    localparam  k_last = 9'b11111111;
    localparam  k_last8 = 8'hff;
    
    // Stub signals
    reg  busy_q$d;
    wire  busy_q$q;
    reg  busy_q$clock;
    reg  done_q$d;
    wire  done_q$q;
    reg  done_q$clock;
    reg  [1:0] phase$d;
    wire  [1:0] phase$q;
    reg  phase$clock;
    reg  [7:0] b0$d;
    wire  [7:0] b0$q;
    reg  b0$clock;
    reg  [7:0] b1$d;
    wire  [7:0] b1$q;
    reg  b1$clock;
    reg  [8:0] taken$d;
    wire  [8:0] taken$q;
    reg  taken$clock;
    reg  pend_v$d;
    wire  pend_v$q;
    reg  pend_v$clock;
    reg  [11:0] pend_val$d;
    wire  [11:0] pend_val$q;
    reg  pend_val$clock;
    reg  [7:0] pend_idx$d;
    wire  [7:0] pend_idx$q;
    reg  pend_idx$clock;
    reg  wr$d;
    wire  wr$q;
    reg  wr$clock;
    reg  [7:0] idx$d;
    wire  [7:0] idx$q;
    reg  idx$clock;
    reg  [11:0] val$d;
    wire  [11:0] val$q;
    reg  val$clock;
    reg  last$d;
    wire  last$q;
    reg  last$clock;
    
    // Local signals
    reg  [11:0] d1;
    reg  [11:0] d2;
    reg  a1;
    reg  a2;
    reg  two;
    reg  ready;
    reg  take;
    reg  [8:0] taken1;
    
    // Sub module instances
    top$busy_q busy_q(
        .d(busy_q$d),
        .q(busy_q$q),
        .clock(busy_q$clock)
    );
    top$done_q done_q(
        .d(done_q$d),
        .q(done_q$q),
        .clock(done_q$clock)
    );
    top$phase phase(
        .d(phase$d),
        .q(phase$q),
        .clock(phase$clock)
    );
    top$b0 b0(
        .d(b0$d),
        .q(b0$q),
        .clock(b0$clock)
    );
    top$b1 b1(
        .d(b1$d),
        .q(b1$q),
        .clock(b1$clock)
    );
    top$taken taken(
        .d(taken$d),
        .q(taken$q),
        .clock(taken$clock)
    );
    top$pend_v pend_v(
        .d(pend_v$d),
        .q(pend_v$q),
        .clock(pend_v$clock)
    );
    top$pend_val pend_val(
        .d(pend_val$d),
        .q(pend_val$q),
        .clock(pend_val$clock)
    );
    top$pend_idx pend_idx(
        .d(pend_idx$d),
        .q(pend_idx$q),
        .clock(pend_idx$clock)
    );
    top$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$idx idx(
        .d(idx$d),
        .q(idx$q),
        .clock(idx$clock)
    );
    top$val val(
        .d(val$d),
        .q(val$q),
        .clock(val$clock)
    );
    top$last last(
        .d(last$d),
        .q(last$q),
        .clock(last$clock)
    );
    
    // Update code
    always @(*) begin
        busy_q$clock = clock;
        done_q$clock = clock;
        phase$clock = clock;
        b0$clock = clock;
        b1$clock = clock;
        taken$clock = clock;
        pend_v$clock = clock;
        pend_val$clock = clock;
        pend_idx$clock = clock;
        wr$clock = clock;
        idx$clock = clock;
        val$clock = clock;
        last$clock = clock;
        busy_q$d = busy_q$q;
        done_q$d = done_q$q;
        phase$d = phase$q;
        b0$d = b0$q;
        b1$d = b1$q;
        taken$d = taken$q;
        pend_v$d = pend_v$q;
        pend_val$d = pend_val$q;
        pend_idx$d = pend_idx$q;
        wr$d = wr$q;
        idx$d = idx$q;
        val$d = val$q;
        last$d = last$q;
        d1 = ((b0$q) & 12'hfff) | (((b1$q[(32'h0)+:(4)]) & 12'hfff) << 32'h8);
        d2 = ((b1$q[(32'h4)+:(4)]) & 12'hfff) | (((in_byte) & 12'hfff) << 32'h4);
        a1 = d1 < k_q;
        a2 = d2 < k_q;
        two = a1 & a2 & (taken$q < k_last);
        taken1 = taken$q + 32'h1;
        ready = busy_q$q & ((phase$q != 32'h0) | (taken$q != k_n));
        take = ready & in_valid;
        wr$d = 1'b0;
        pend_v$d = 1'b0;
        last$d = 1'b0;
        done_q$d = 1'b0;
        if (pend_v$q) begin
            wr$d = 1'b1;
            idx$d = pend_idx$q;
            val$d = pend_val$q;
            last$d = pend_idx$q == k_last8;
        end
        if (take) begin
            if (phase$q == 32'h0) begin
                b0$d = in_byte;
                phase$d = 32'h1;
            end
            else if (phase$q == 32'h1) begin
                b1$d = in_byte;
                phase$d = 32'h2;
            end
            else begin
                phase$d = 32'h0;
                if (two) begin
                    wr$d = 1'b1;
                    idx$d = taken$q[(32'h0)+:(8)];
                    val$d = d1;
                    pend_v$d = 1'b1;
                    pend_val$d = d2;
                    pend_idx$d = taken1[(32'h0)+:(8)];
                    taken$d = taken$q + 32'h2;
                end
                else if (a1 | a2) begin
                    pend_v$d = 1'b1;
                    if (a1) begin
                        pend_val$d = d1;
                    end
                    else begin
                        pend_val$d = d2;
                    end
                    pend_idx$d = taken$q[(32'h0)+:(8)];
                    taken$d = taken1;
                end
            end
        end
        if (last$q) begin
            busy_q$d = 1'b0;
            done_q$d = 1'b1;
        end
        if (start & ~busy_q$q) begin
            busy_q$d = 1'b1;
            phase$d = 32'h0;
            taken$d = 32'h0;
        end
        if (reset) begin
            busy_q$d = 1'b0;
            done_q$d = 1'b0;
            wr$d = 1'b0;
            pend_v$d = 1'b0;
            last$d = 1'b0;
            phase$d = 32'h0;
            taken$d = 32'h0;
        end
        in_ready = ready;
        coeff_write = wr$q;
        coeff_index = idx$q;
        coeff_value = val$q;
        busy = busy_q$q;
        done = done_q$q;
    end
    
endmodule // top


module top$b0(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$b0


module top$b1(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$b1


module top$busy_q(d,q,clock);
    
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
          
endmodule // top$busy_q


module top$done_q(d,q,clock);
    
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
          
endmodule // top$done_q


module top$idx(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$idx


module top$last(d,q,clock);
    
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
          
endmodule // top$last


module top$pend_idx(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$pend_idx


module top$pend_v(d,q,clock);
    
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
          
endmodule // top$pend_v


module top$pend_val(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$pend_val


module top$phase(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 2'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$phase


module top$taken(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$taken


module top$val(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$val


module top$wr(d,q,clock);
    
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
          
endmodule // top$wr
