

module top(clock,reset,start,eta3,in_valid,in_byte,in_ready,coeff_write,coeff_index,coeff_value,busy,done);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  eta3;
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
    localparam  k_last = 9'b11111111;
    localparam  k_bytes2 = 8'h80;
    localparam  k_bytes3 = 8'hc0;
    
    // Stub signals
    reg  busy_q$d;
    wire  busy_q$q;
    reg  busy_q$clock;
    reg  done_q$d;
    wire  done_q$q;
    reg  done_q$clock;
    reg  eta3_q$d;
    wire  eta3_q$q;
    reg  eta3_q$clock;
    reg  [15:0] bitbuf$d;
    wire  [15:0] bitbuf$q;
    reg  bitbuf$clock;
    reg  [4:0] nbits$d;
    wire  [4:0] nbits$q;
    reg  nbits$clock;
    reg  [8:0] cnt$d;
    wire  [8:0] cnt$q;
    reg  cnt$clock;
    reg  [7:0] left$d;
    wire  [7:0] left$q;
    reg  left$clock;
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
    reg  [4:0] need;
    reg  emit;
    reg  [4:0] rem;
    reg  [15:0] shifted;
    reg  [15:0] ins;
    reg  have;
    reg  room;
    reg  ready;
    reg  take;
    reg  [11:0] x;
    reg  [11:0] y;
    reg  [11:0] coef;
    
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
    top$eta3_q eta3_q(
        .d(eta3_q$d),
        .q(eta3_q$q),
        .clock(eta3_q$clock)
    );
    top$bitbuf bitbuf(
        .d(bitbuf$d),
        .q(bitbuf$q),
        .clock(bitbuf$clock)
    );
    top$nbits nbits(
        .d(nbits$d),
        .q(nbits$q),
        .clock(nbits$clock)
    );
    top$cnt cnt(
        .d(cnt$d),
        .q(cnt$q),
        .clock(cnt$clock)
    );
    top$left left(
        .d(left$d),
        .q(left$q),
        .clock(left$clock)
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
        eta3_q$clock = clock;
        bitbuf$clock = clock;
        nbits$clock = clock;
        cnt$clock = clock;
        left$clock = clock;
        wr$clock = clock;
        idx$clock = clock;
        val$clock = clock;
        last$clock = clock;
        busy_q$d = busy_q$q;
        done_q$d = done_q$q;
        eta3_q$d = eta3_q$q;
        bitbuf$d = bitbuf$q;
        nbits$d = nbits$q;
        cnt$d = cnt$q;
        left$d = left$q;
        wr$d = wr$q;
        idx$d = idx$q;
        val$d = val$q;
        last$d = last$q;
        if (eta3_q$q) begin
            need = 32'h6;
            have = nbits$q >= 32'h6;
            room = nbits$q <= 32'he;
            shifted = bitbuf$q >> 32'h6;
            x = ((bitbuf$q[(32'h0)+:(1)]) & 12'hfff) + ((bitbuf$q[(32'h1)+:(1)]) & 12'hfff) + ((bitbuf$q[(32'h2)+:(1)]) & 12'hfff);
            y = ((bitbuf$q[(32'h3)+:(1)]) & 12'hfff) + ((bitbuf$q[(32'h4)+:(1)]) & 12'hfff) + ((bitbuf$q[(32'h5)+:(1)]) & 12'hfff);
        end
        else begin
            need = 32'h4;
            have = nbits$q >= 32'h4;
            room = nbits$q <= 32'hc;
            shifted = bitbuf$q >> 32'h4;
            x = ((bitbuf$q[(32'h0)+:(1)]) & 12'hfff) + ((bitbuf$q[(32'h1)+:(1)]) & 12'hfff);
            y = ((bitbuf$q[(32'h2)+:(1)]) & 12'hfff) + ((bitbuf$q[(32'h3)+:(1)]) & 12'hfff);
        end
        if (x >= y) begin
            coef = x - y;
        end
        else begin
            coef = (x + k_q) - y;
        end
        emit = busy_q$q & have & ~cnt$q[32'h8];
        if (emit) begin
            rem = nbits$q - need;
        end
        else begin
            rem = nbits$q;
            shifted = bitbuf$q;
            room = nbits$q <= 32'h8;
        end
        ready = busy_q$q & room & |left$q;
        take = ready & in_valid;
        ins = ((in_byte) & 16'hffff) << rem;
        wr$d = 1'b0;
        last$d = 1'b0;
        done_q$d = 1'b0;
        if (take) begin
            bitbuf$d = shifted | ins;
            nbits$d = rem + 32'h8;
            left$d = left$q - 32'h1;
        end
        else begin
            bitbuf$d = shifted;
            nbits$d = rem;
        end
        if (emit) begin
            wr$d = 1'b1;
            idx$d = cnt$q[(32'h0)+:(8)];
            val$d = coef;
            cnt$d = cnt$q + 32'h1;
            last$d = cnt$q == k_last;
        end
        if (last$q) begin
            busy_q$d = 1'b0;
            done_q$d = 1'b1;
        end
        if (start & ~busy_q$q) begin
            busy_q$d = 1'b1;
            eta3_q$d = eta3;
            bitbuf$d = 32'h0;
            nbits$d = 32'h0;
            cnt$d = 32'h0;
            if (eta3) begin
                left$d = k_bytes3;
            end
            else begin
                left$d = k_bytes2;
            end
        end
        if (reset) begin
            busy_q$d = 1'b0;
            done_q$d = 1'b0;
            wr$d = 1'b0;
            last$d = 1'b0;
            nbits$d = 32'h0;
            cnt$d = 32'h0;
            left$d = 32'h0;
        end
        in_ready = ready;
        coeff_write = wr$q;
        coeff_index = idx$q;
        coeff_value = val$q;
        busy = busy_q$q;
        done = done_q$q;
    end
    
endmodule // top


module top$bitbuf(d,q,clock);
    
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
          
endmodule // top$bitbuf


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


module top$cnt(d,q,clock);
    
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
          
endmodule // top$cnt


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


module top$eta3_q(d,q,clock);
    
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
          
endmodule // top$eta3_q


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


module top$left(d,q,clock);
    
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
          
endmodule // top$left


module top$nbits(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$nbits


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
