

module top(clock,reset,init,mode,in_valid,in_byte,in_ready,finish,out_valid,out_byte,out_ready,sample,kind,coeff_write,coeff_index,coeff_value,busy,done);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  init;
    input wire  [1:0] mode;
    input wire  in_valid;
    input wire  [7:0] in_byte;
    output reg  in_ready;
    input wire  finish;
    output reg  out_valid;
    output reg  [7:0] out_byte;
    input wire  out_ready;
    input wire  sample;
    input wire  [1:0] kind;
    output reg  coeff_write;
    output reg  [7:0] coeff_index;
    output reg  [11:0] coeff_value;
    output reg  busy;
    output reg  done;
    
    // Stub signals
    reg  sponge$clock;
    reg  sponge$reset;
    reg  sponge$init;
    reg  [1:0] sponge$mode;
    reg  sponge$in_valid;
    reg  [7:0] sponge$in_byte;
    wire  sponge$in_ready;
    reg  sponge$finish;
    wire  sponge$out_valid;
    wire  [7:0] sponge$out_byte;
    reg  sponge$out_ready;
    wire  sponge$busy;
    reg  ntt$clock;
    reg  ntt$reset;
    reg  ntt$start;
    reg  ntt$in_valid;
    reg  [7:0] ntt$in_byte;
    wire  ntt$in_ready;
    wire  ntt$coeff_write;
    wire  [7:0] ntt$coeff_index;
    wire  [11:0] ntt$coeff_value;
    wire  ntt$busy;
    wire  ntt$done;
    reg  cbd$clock;
    reg  cbd$reset;
    reg  cbd$start;
    reg  cbd$eta3;
    reg  cbd$in_valid;
    reg  [7:0] cbd$in_byte;
    wire  cbd$in_ready;
    wire  cbd$coeff_write;
    wire  [7:0] cbd$coeff_index;
    wire  [11:0] cbd$coeff_value;
    wire  cbd$busy;
    wire  cbd$done;
    reg  [1:0] active$d;
    wire  [1:0] active$q;
    reg  active$clock;
    
    // Sub module instances
    top$sponge sponge(
        .clock(sponge$clock),
        .reset(sponge$reset),
        .init(sponge$init),
        .mode(sponge$mode),
        .in_valid(sponge$in_valid),
        .in_byte(sponge$in_byte),
        .in_ready(sponge$in_ready),
        .finish(sponge$finish),
        .out_valid(sponge$out_valid),
        .out_byte(sponge$out_byte),
        .out_ready(sponge$out_ready),
        .busy(sponge$busy)
    );
    top$ntt ntt(
        .clock(ntt$clock),
        .reset(ntt$reset),
        .start(ntt$start),
        .in_valid(ntt$in_valid),
        .in_byte(ntt$in_byte),
        .in_ready(ntt$in_ready),
        .coeff_write(ntt$coeff_write),
        .coeff_index(ntt$coeff_index),
        .coeff_value(ntt$coeff_value),
        .busy(ntt$busy),
        .done(ntt$done)
    );
    top$cbd cbd(
        .clock(cbd$clock),
        .reset(cbd$reset),
        .start(cbd$start),
        .eta3(cbd$eta3),
        .in_valid(cbd$in_valid),
        .in_byte(cbd$in_byte),
        .in_ready(cbd$in_ready),
        .coeff_write(cbd$coeff_write),
        .coeff_index(cbd$coeff_index),
        .coeff_value(cbd$coeff_value),
        .busy(cbd$busy),
        .done(cbd$done)
    );
    top$active active(
        .d(active$d),
        .q(active$q),
        .clock(active$clock)
    );
    
    // Update code
    always @(*) begin
        active$clock = clock;
        active$d = active$q;
        sponge$clock = clock;
        ntt$clock = clock;
        cbd$clock = clock;
        sponge$reset = reset;
        ntt$reset = reset;
        cbd$reset = reset;
        sponge$init = init;
        sponge$mode = mode;
        sponge$in_valid = in_valid;
        sponge$in_byte = in_byte;
        in_ready = sponge$in_ready;
        sponge$finish = finish;
        ntt$start = 1'b0;
        cbd$start = 1'b0;
        cbd$eta3 = kind[32'h0];
        if (sample & sponge$in_ready & ~in_valid) begin
            sponge$finish = 1'b1;
            active$d = kind;
            if (kind[32'h1]) begin
                cbd$start = 1'b1;
            end
            else if (kind[32'h0]) begin
                ntt$start = 1'b1;
            end
        end
        ntt$in_valid = 1'b0;
        cbd$in_valid = 1'b0;
        ntt$in_byte = sponge$out_byte;
        cbd$in_byte = sponge$out_byte;
        out_byte = sponge$out_byte;
        out_valid = 1'b0;
        sponge$out_ready = 1'b0;
        if (active$q[32'h1]) begin
            cbd$in_valid = sponge$out_valid;
            sponge$out_ready = cbd$in_ready;
        end
        else if (active$q[32'h0]) begin
            ntt$in_valid = sponge$out_valid;
            sponge$out_ready = ntt$in_ready;
        end
        else begin
            out_valid = sponge$out_valid;
            sponge$out_ready = out_ready;
        end
        coeff_write = ntt$coeff_write | cbd$coeff_write;
        coeff_index = ntt$coeff_index;
        coeff_value = ntt$coeff_value;
        if (cbd$coeff_write) begin
            coeff_index = cbd$coeff_index;
            coeff_value = cbd$coeff_value;
        end
        busy = ntt$busy | cbd$busy;
        done = ntt$done | cbd$done;
        if (ntt$done | cbd$done | reset | init) begin
            active$d = 32'h0;
        end
    end
    
endmodule // top


module top$active(d,q,clock);
    
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
          
endmodule // top$active


module top$cbd(clock,reset,start,eta3,in_valid,in_byte,in_ready,coeff_write,coeff_index,coeff_value,busy,done);
    
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
    top$cbd$busy_q busy_q(
        .d(busy_q$d),
        .q(busy_q$q),
        .clock(busy_q$clock)
    );
    top$cbd$done_q done_q(
        .d(done_q$d),
        .q(done_q$q),
        .clock(done_q$clock)
    );
    top$cbd$eta3_q eta3_q(
        .d(eta3_q$d),
        .q(eta3_q$q),
        .clock(eta3_q$clock)
    );
    top$cbd$bitbuf bitbuf(
        .d(bitbuf$d),
        .q(bitbuf$q),
        .clock(bitbuf$clock)
    );
    top$cbd$nbits nbits(
        .d(nbits$d),
        .q(nbits$q),
        .clock(nbits$clock)
    );
    top$cbd$cnt cnt(
        .d(cnt$d),
        .q(cnt$q),
        .clock(cnt$clock)
    );
    top$cbd$left left(
        .d(left$d),
        .q(left$q),
        .clock(left$clock)
    );
    top$cbd$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$cbd$idx idx(
        .d(idx$d),
        .q(idx$q),
        .clock(idx$clock)
    );
    top$cbd$val val(
        .d(val$d),
        .q(val$q),
        .clock(val$clock)
    );
    top$cbd$last last(
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
    
endmodule // top$cbd


module top$cbd$bitbuf(d,q,clock);
    
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
          
endmodule // top$cbd$bitbuf


module top$cbd$busy_q(d,q,clock);
    
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
          
endmodule // top$cbd$busy_q


module top$cbd$cnt(d,q,clock);
    
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
          
endmodule // top$cbd$cnt


module top$cbd$done_q(d,q,clock);
    
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
          
endmodule // top$cbd$done_q


module top$cbd$eta3_q(d,q,clock);
    
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
          
endmodule // top$cbd$eta3_q


module top$cbd$idx(d,q,clock);
    
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
          
endmodule // top$cbd$idx


module top$cbd$last(d,q,clock);
    
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
          
endmodule // top$cbd$last


module top$cbd$left(d,q,clock);
    
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
          
endmodule // top$cbd$left


module top$cbd$nbits(d,q,clock);
    
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
          
endmodule // top$cbd$nbits


module top$cbd$val(d,q,clock);
    
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
          
endmodule // top$cbd$val


module top$cbd$wr(d,q,clock);
    
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
          
endmodule // top$cbd$wr


module top$ntt(clock,reset,start,in_valid,in_byte,in_ready,coeff_write,coeff_index,coeff_value,busy,done);
    
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
    top$ntt$busy_q busy_q(
        .d(busy_q$d),
        .q(busy_q$q),
        .clock(busy_q$clock)
    );
    top$ntt$done_q done_q(
        .d(done_q$d),
        .q(done_q$q),
        .clock(done_q$clock)
    );
    top$ntt$phase phase(
        .d(phase$d),
        .q(phase$q),
        .clock(phase$clock)
    );
    top$ntt$b0 b0(
        .d(b0$d),
        .q(b0$q),
        .clock(b0$clock)
    );
    top$ntt$b1 b1(
        .d(b1$d),
        .q(b1$q),
        .clock(b1$clock)
    );
    top$ntt$taken taken(
        .d(taken$d),
        .q(taken$q),
        .clock(taken$clock)
    );
    top$ntt$pend_v pend_v(
        .d(pend_v$d),
        .q(pend_v$q),
        .clock(pend_v$clock)
    );
    top$ntt$pend_val pend_val(
        .d(pend_val$d),
        .q(pend_val$q),
        .clock(pend_val$clock)
    );
    top$ntt$pend_idx pend_idx(
        .d(pend_idx$d),
        .q(pend_idx$q),
        .clock(pend_idx$clock)
    );
    top$ntt$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$ntt$idx idx(
        .d(idx$d),
        .q(idx$q),
        .clock(idx$clock)
    );
    top$ntt$val val(
        .d(val$d),
        .q(val$q),
        .clock(val$clock)
    );
    top$ntt$last last(
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
    
endmodule // top$ntt


module top$ntt$b0(d,q,clock);
    
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
          
endmodule // top$ntt$b0


module top$ntt$b1(d,q,clock);
    
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
          
endmodule // top$ntt$b1


module top$ntt$busy_q(d,q,clock);
    
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
          
endmodule // top$ntt$busy_q


module top$ntt$done_q(d,q,clock);
    
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
          
endmodule // top$ntt$done_q


module top$ntt$idx(d,q,clock);
    
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
          
endmodule // top$ntt$idx


module top$ntt$last(d,q,clock);
    
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
          
endmodule // top$ntt$last


module top$ntt$pend_idx(d,q,clock);
    
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
          
endmodule // top$ntt$pend_idx


module top$ntt$pend_v(d,q,clock);
    
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
          
endmodule // top$ntt$pend_v


module top$ntt$pend_val(d,q,clock);
    
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
          
endmodule // top$ntt$pend_val


module top$ntt$phase(d,q,clock);
    
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
          
endmodule // top$ntt$phase


module top$ntt$taken(d,q,clock);
    
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
          
endmodule // top$ntt$taken


module top$ntt$val(d,q,clock);
    
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
          
endmodule // top$ntt$val


module top$ntt$wr(d,q,clock);
    
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
          
endmodule // top$ntt$wr


module top$sponge(clock,reset,init,mode,in_valid,in_byte,in_ready,finish,out_valid,out_byte,out_ready,busy);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  init;
    input wire  [1:0] mode;
    input wire  in_valid;
    input wire  [7:0] in_byte;
    output reg  in_ready;
    input wire  finish;
    output reg  out_valid;
    output reg  [7:0] out_byte;
    input wire  out_ready;
    output reg  busy;
    
    // Constant declarations
    localparam  k_last_lane$0 = 5'b10000;
    localparam  k_last_lane$1 = 5'b1000;
    localparam  k_last_lane$2 = 5'b10100;
    localparam  k_last_lane$3 = 5'b10000;
    localparam  k_domain$0 = 8'h6;
    localparam  k_domain$1 = 8'h6;
    localparam  k_domain$2 = 8'h1f;
    localparam  k_domain$3 = 8'h1f;
    localparam  k_pad_end = 8'h80;
    localparam  k_last_pos = 3'b111;
    
    // Enums
    localparam SpongeState$Clear = 0;
    localparam SpongeState$Absorb = 1;
    localparam SpongeState$Lane = 2;
    localparam SpongeState$Permute = 3;
    localparam SpongeState$Wait = 4;
    localparam SpongeState$Read = 5;
    localparam SpongeState$Load = 6;
    localparam SpongeState$Emit = 7;
    
    // Stub signals
    reg  core$clock;
    reg  core$reset;
    reg  core$clear;
    reg  core$permute;
    reg  core$lane_xor;
    reg  core$lane_read;
    reg  [4:0] core$lane;
    reg  [63:0] core$lane_in;
    wire  [63:0] core$lane_out;
    wire  core$busy;
    reg  [2:0] state$d;
    wire  [2:0] state$q;
    reg  state$clock;
    reg  [2:0] ret$d;
    wire  [2:0] ret$q;
    reg  ret$clock;
    reg  [1:0] func$d;
    wire  [1:0] func$q;
    reg  func$clock;
    reg  squeezing$d;
    wire  squeezing$q;
    reg  squeezing$clock;
    reg  padding$d;
    wire  padding$q;
    reg  padding$clock;
    reg  first$d;
    wire  first$q;
    reg  first$clock;
    reg  [2:0] pos$d;
    wire  [2:0] pos$q;
    reg  pos$clock;
    reg  [4:0] lane$d;
    wire  [4:0] lane$q;
    reg  lane$clock;
    reg  [63:0] lane_reg$d;
    wire  [63:0] lane_reg$q;
    reg  lane_reg$clock;
    
    // Local signals
    reg  [4:0] last_lane;
    reg  [7:0] domain;
    reg  [7:0] pad_byte;
    reg  [7:0] next_byte;
    reg  take;
    reg  [63:0] wide;
    
    // Sub module instances
    top$sponge$core core(
        .clock(core$clock),
        .reset(core$reset),
        .clear(core$clear),
        .permute(core$permute),
        .lane_xor(core$lane_xor),
        .lane_read(core$lane_read),
        .lane(core$lane),
        .lane_in(core$lane_in),
        .lane_out(core$lane_out),
        .busy(core$busy)
    );
    top$sponge$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    top$sponge$ret ret(
        .d(ret$d),
        .q(ret$q),
        .clock(ret$clock)
    );
    top$sponge$func func(
        .d(func$d),
        .q(func$q),
        .clock(func$clock)
    );
    top$sponge$squeezing squeezing(
        .d(squeezing$d),
        .q(squeezing$q),
        .clock(squeezing$clock)
    );
    top$sponge$padding padding(
        .d(padding$d),
        .q(padding$q),
        .clock(padding$clock)
    );
    top$sponge$first first(
        .d(first$d),
        .q(first$q),
        .clock(first$clock)
    );
    top$sponge$pos pos(
        .d(pos$d),
        .q(pos$q),
        .clock(pos$clock)
    );
    top$sponge$lane lane(
        .d(lane$d),
        .q(lane$q),
        .clock(lane$clock)
    );
    top$sponge$lane_reg lane_reg(
        .d(lane_reg$d),
        .q(lane_reg$q),
        .clock(lane_reg$clock)
    );
    
    // Update code
    always @(*) begin
        state$clock = clock;
        ret$clock = clock;
        func$clock = clock;
        squeezing$clock = clock;
        padding$clock = clock;
        first$clock = clock;
        pos$clock = clock;
        lane$clock = clock;
        lane_reg$clock = clock;
        state$d = state$q;
        ret$d = ret$q;
        func$d = func$q;
        squeezing$d = squeezing$q;
        padding$d = padding$q;
        first$d = first$q;
        pos$d = pos$q;
        lane$d = lane$q;
        lane_reg$d = lane_reg$q;
        core$clock = clock;
        core$reset = reset;
        core$clear = 1'b0;
        core$permute = 1'b0;
        core$lane_xor = 1'b0;
        core$lane_read = 1'b0;
        core$lane = lane$q;
        core$lane_in = lane_reg$q;
        case (func$q)
            0:
                begin
                    last_lane = k_last_lane$0;
                    domain = k_domain$0;
                end
            1:
                begin
                    last_lane = k_last_lane$1;
                    domain = k_domain$1;
                end
            2:
                begin
                    last_lane = k_last_lane$2;
                    domain = k_domain$2;
                end
            default:
                begin
                    last_lane = k_last_lane$3;
                    domain = k_domain$3;
                end
        endcase
        pad_byte = 32'h0;
        if (first$q) begin
            pad_byte = domain;
        end
        if ((lane$q == last_lane) & (pos$q == k_last_pos)) begin
            pad_byte = pad_byte | k_pad_end;
        end
        in_ready = (state$q == SpongeState$Absorb) & ~padding$q & ~squeezing$q;
        out_valid = state$q == SpongeState$Emit;
        out_byte = lane_reg$q[(32'h0)+:(8)];
        busy = ~in_ready & ~out_valid;
        take = 1'b0;
        next_byte = in_byte;
        wide = 32'h0;
        case (state$q)
            SpongeState$Clear:
                begin
                    if (~core$busy) begin
                        core$clear = 1'b1;
                        state$d = SpongeState$Wait;
                        ret$d = SpongeState$Absorb;
                    end
                end
            SpongeState$Absorb:
                begin
                    if (padding$q) begin
                        take = 1'b1;
                        next_byte = pad_byte;
                    end
                    else if (~squeezing$q) begin
                        if (in_valid) begin
                            take = 1'b1;
                        end
                        else if (finish) begin
                            padding$d = 1'b1;
                            first$d = 1'b1;
                        end
                    end
                    if (take) begin
                        wide = ((next_byte) & 64'hffffffffffffffff);
                        lane_reg$d = (wide << 32'h38) | (lane_reg$q >> 32'h8);
                        pos$d = pos$q + 32'h1;
                        first$d = 1'b0;
                        if (pos$q == k_last_pos) begin
                            state$d = SpongeState$Lane;
                        end
                    end
                end
            SpongeState$Lane:
                begin
                    core$lane_xor = 1'b1;
                    state$d = SpongeState$Wait;
                    ret$d = SpongeState$Absorb;
                    if (lane$q == last_lane) begin
                        lane$d = 32'h0;
                        ret$d = SpongeState$Permute;
                    end
                    else if (padding$q) begin
                        lane$d = last_lane;
                    end
                    else begin
                        lane$d = lane$q + 32'h1;
                    end
                end
            SpongeState$Permute:
                begin
                    core$permute = 1'b1;
                    state$d = SpongeState$Wait;
                    ret$d = SpongeState$Absorb;
                    if (padding$q | squeezing$q) begin
                        padding$d = 1'b0;
                        squeezing$d = 1'b1;
                        ret$d = SpongeState$Read;
                    end
                end
            SpongeState$Wait:
                begin
                    if (~core$busy) begin
                        state$d = ret$q;
                    end
                end
            SpongeState$Read:
                begin
                    core$lane_read = 1'b1;
                    state$d = SpongeState$Wait;
                    ret$d = SpongeState$Load;
                end
            SpongeState$Load:
                begin
                    lane_reg$d = core$lane_out;
                    state$d = SpongeState$Emit;
                end
            SpongeState$Emit:
                begin
                    if (out_ready) begin
                        lane_reg$d = lane_reg$q >> 32'h8;
                        pos$d = pos$q + 32'h1;
                        if (pos$q == k_last_pos) begin
                            if (lane$q == last_lane) begin
                                lane$d = 32'h0;
                                state$d = SpongeState$Permute;
                            end
                            else begin
                                lane$d = lane$q + 32'h1;
                                state$d = SpongeState$Read;
                            end
                        end
                    end
                end
            default:
                begin
                    state$d = SpongeState$Clear;
                end
        endcase
        if (init | reset) begin
            core$clear = 1'b0;
            core$permute = 1'b0;
            core$lane_xor = 1'b0;
            core$lane_read = 1'b0;
            if (init) begin
                func$d = mode;
            end
            state$d = SpongeState$Clear;
            squeezing$d = 1'b0;
            padding$d = 1'b0;
            first$d = 1'b0;
            pos$d = 32'h0;
            lane$d = 32'h0;
            lane_reg$d = 32'h0;
        end
    end
    
endmodule // top$sponge


module top$sponge$core(clock,reset,clear,permute,lane_xor,lane_read,lane,lane_in,lane_out,busy);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  clear;
    input wire  permute;
    input wire  lane_xor;
    input wire  lane_read;
    input wire  [4:0] lane;
    input wire  [63:0] lane_in;
    output reg  [63:0] lane_out;
    output reg  busy;
    
    // Enums
    localparam KeccakSerialState$Idle = 0;
    localparam KeccakSerialState$Clear = 1;
    localparam KeccakSerialState$LaneXor = 2;
    localparam KeccakSerialState$Permute = 3;
    
    // Stub signals
    reg  [5:0] ram$read_address;
    reg  ram$read_clock;
    wire  [63:0] ram$read_data;
    reg  [5:0] ram$write_address;
    reg  ram$write_clock;
    reg  [63:0] ram$write_data;
    reg  ram$write_enable;
    reg  [4:0] schedule$address;
    wire  [31:0] schedule$data;
    reg  [4:0] iota$address;
    wire  [63:0] iota$data;
    reg  [1:0] state$d;
    wire  [1:0] state$q;
    reg  state$clock;
    reg  [4:0] t$d;
    wire  [4:0] t$q;
    reg  t$clock;
    reg  [4:0] p$d;
    wire  [4:0] p$q;
    reg  p$clock;
    reg  rounds$d;
    wire  rounds$q;
    reg  rounds$clock;
    reg  [4:0] lane_q$d;
    wire  [4:0] lane_q$q;
    reg  lane_q$clock;
    reg  [5:0] rho_q$d;
    wire  [5:0] rho_q$q;
    reg  rho_q$clock;
    reg  [63:0] b$d;
    wire  [63:0] b$q;
    reg  b$clock;
    reg  [63:0] w1$d;
    wire  [63:0] w1$q;
    reg  w1$clock;
    reg  [63:0] w2$d;
    wire  [63:0] w2$q;
    reg  w2$clock;
    reg  [63:0] h$d;
    wire  [63:0] h$q;
    reg  h$clock;
    reg  [63:0] g$d;
    wire  [63:0] g$q;
    reg  g$clock;
    reg  [63:0] wq_data$d;
    wire  [63:0] wq_data$q;
    reg  wq_data$clock;
    reg  [5:0] wq_addr$d;
    wire  [5:0] wq_addr$q;
    reg  wq_addr$clock;
    reg  wq_en$d;
    wire  wq_en$q;
    reg  wq_en$clock;
    reg  [63:0] c$0$d;
    wire  [63:0] c$0$q;
    reg  c$0$clock;
    reg  [63:0] c$1$d;
    wire  [63:0] c$1$q;
    reg  c$1$clock;
    reg  [63:0] c$2$d;
    wire  [63:0] c$2$q;
    reg  c$2$clock;
    reg  [63:0] c$3$d;
    wire  [63:0] c$3$q;
    reg  c$3$clock;
    reg  [63:0] c$4$d;
    wire  [63:0] c$4$q;
    reg  c$4$clock;
    reg  [63:0] d$0$d;
    wire  [63:0] d$0$q;
    reg  d$0$clock;
    reg  [63:0] d$1$d;
    wire  [63:0] d$1$q;
    reg  d$1$clock;
    reg  [63:0] d$2$d;
    wire  [63:0] d$2$q;
    reg  d$2$clock;
    reg  [63:0] d$3$d;
    wire  [63:0] d$3$q;
    reg  d$3$clock;
    reg  [63:0] d$4$d;
    wire  [63:0] d$4$q;
    reg  d$4$clock;
    
    // Local signals
    reg  [31:0] word;
    reg  idle;
    reg  perm;
    reg  pre;
    reg  lane_cmd;
    reg  [4:0] rd_lane;
    reg  [4:0] wsel;
    reg  [2:0] kk;
    reg  k0;
    reg  k1;
    reg  hsel;
    reg  [63:0] dsel;
    reg  [63:0] r0;
    reg  [63:0] r1;
    reg  [63:0] r2;
    reg  [63:0] r3;
    reg  [63:0] r4;
    reg  [63:0] r5;
    reg  [63:0] r6;
    reg  [63:0] mr;
    reg  [63:0] wdata;
    reg  acc;
    reg  first;
    
    // Sub module instances
    top$sponge$core$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$sponge$core$schedule schedule(
        .address(schedule$address),
        .data(schedule$data)
    );
    top$sponge$core$iota iota(
        .address(iota$address),
        .data(iota$data)
    );
    top$sponge$core$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    top$sponge$core$t t(
        .d(t$d),
        .q(t$q),
        .clock(t$clock)
    );
    top$sponge$core$p p(
        .d(p$d),
        .q(p$q),
        .clock(p$clock)
    );
    top$sponge$core$rounds rounds(
        .d(rounds$d),
        .q(rounds$q),
        .clock(rounds$clock)
    );
    top$sponge$core$lane_q lane_q(
        .d(lane_q$d),
        .q(lane_q$q),
        .clock(lane_q$clock)
    );
    top$sponge$core$rho_q rho_q(
        .d(rho_q$d),
        .q(rho_q$q),
        .clock(rho_q$clock)
    );
    top$sponge$core$b b(
        .d(b$d),
        .q(b$q),
        .clock(b$clock)
    );
    top$sponge$core$w1 w1(
        .d(w1$d),
        .q(w1$q),
        .clock(w1$clock)
    );
    top$sponge$core$w2 w2(
        .d(w2$d),
        .q(w2$q),
        .clock(w2$clock)
    );
    top$sponge$core$h h(
        .d(h$d),
        .q(h$q),
        .clock(h$clock)
    );
    top$sponge$core$g g(
        .d(g$d),
        .q(g$q),
        .clock(g$clock)
    );
    top$sponge$core$wq_data wq_data(
        .d(wq_data$d),
        .q(wq_data$q),
        .clock(wq_data$clock)
    );
    top$sponge$core$wq_addr wq_addr(
        .d(wq_addr$d),
        .q(wq_addr$q),
        .clock(wq_addr$clock)
    );
    top$sponge$core$wq_en wq_en(
        .d(wq_en$d),
        .q(wq_en$q),
        .clock(wq_en$clock)
    );
    top$sponge$core$c$0 c$0(
        .d(c$0$d),
        .q(c$0$q),
        .clock(c$0$clock)
    );
    top$sponge$core$c$1 c$1(
        .d(c$1$d),
        .q(c$1$q),
        .clock(c$1$clock)
    );
    top$sponge$core$c$2 c$2(
        .d(c$2$d),
        .q(c$2$q),
        .clock(c$2$clock)
    );
    top$sponge$core$c$3 c$3(
        .d(c$3$d),
        .q(c$3$q),
        .clock(c$3$clock)
    );
    top$sponge$core$c$4 c$4(
        .d(c$4$d),
        .q(c$4$q),
        .clock(c$4$clock)
    );
    top$sponge$core$d$0 d$0(
        .d(d$0$d),
        .q(d$0$q),
        .clock(d$0$clock)
    );
    top$sponge$core$d$1 d$1(
        .d(d$1$d),
        .q(d$1$q),
        .clock(d$1$clock)
    );
    top$sponge$core$d$2 d$2(
        .d(d$2$d),
        .q(d$2$q),
        .clock(d$2$clock)
    );
    top$sponge$core$d$3 d$3(
        .d(d$3$d),
        .q(d$3$q),
        .clock(d$3$clock)
    );
    top$sponge$core$d$4 d$4(
        .d(d$4$d),
        .q(d$4$q),
        .clock(d$4$clock)
    );
    
    // Update code
    always @(*) begin
        state$clock = clock;
        t$clock = clock;
        p$clock = clock;
        rounds$clock = clock;
        lane_q$clock = clock;
        rho_q$clock = clock;
        b$clock = clock;
        w1$clock = clock;
        w2$clock = clock;
        h$clock = clock;
        g$clock = clock;
        wq_data$clock = clock;
        wq_addr$clock = clock;
        wq_en$clock = clock;
        state$d = state$q;
        t$d = t$q;
        p$d = p$q;
        rounds$d = rounds$q;
        lane_q$d = lane_q$q;
        rho_q$d = rho_q$q;
        b$d = b$q;
        w1$d = w1$q;
        w2$d = w2$q;
        h$d = h$q;
        g$d = g$q;
        wq_data$d = wq_data$q;
        wq_addr$d = wq_addr$q;
        wq_en$d = wq_en$q;
        c$0$clock = clock;
        c$0$d = c$0$q;
        d$0$clock = clock;
        d$0$d = d$0$q;
        c$1$clock = clock;
        c$1$d = c$1$q;
        d$1$clock = clock;
        d$1$d = d$1$q;
        c$2$clock = clock;
        c$2$d = c$2$q;
        d$2$clock = clock;
        d$2$d = d$2$q;
        c$3$clock = clock;
        c$3$d = c$3$q;
        d$3$clock = clock;
        d$3$d = d$3$q;
        c$4$clock = clock;
        c$4$d = c$4$q;
        d$4$clock = clock;
        d$4$d = d$4$q;
        ram$read_clock = clock;
        ram$write_clock = ~clock;
        schedule$address = t$q;
        iota$address = p$q;
        word = schedule$data;
        wsel = word[(32'h15)+:(5)];
        kk = word[(32'h1a)+:(3)];
        idle = state$q == KeccakSerialState$Idle;
        perm = state$q == KeccakSerialState$Permute;
        pre = ~rounds$q;
        busy = ~idle;
        lane_cmd = lane_xor | lane_read;
        case (state$q)
            KeccakSerialState$Idle:
                begin
                    t$d = 32'h0;
                    p$d = 32'h0;
                    rounds$d = 1'b0;
                    if (clear) begin
                        state$d = KeccakSerialState$Clear;
                    end
                    else if (permute) begin
                        state$d = KeccakSerialState$Permute;
                    end
                    else if (lane_xor) begin
                        state$d = KeccakSerialState$LaneXor;
                        lane_q$d = lane;
                    end
                    else if (lane_read) begin
                        lane_q$d = lane;
                    end
                end
            KeccakSerialState$Clear:
                begin
                    t$d = t$q + 32'h1;
                    if (t$q == 32'h18) begin
                        state$d = KeccakSerialState$Idle;
                    end
                end
            KeccakSerialState$LaneXor:
                begin
                    t$d = t$q + 32'h1;
                    if (t$q == 32'h1) begin
                        state$d = KeccakSerialState$Idle;
                    end
                end
            KeccakSerialState$Permute:
                begin
                    if (t$q == 32'h1c) begin
                        t$d = 32'h0;
                        p$d = p$q + 32'h1;
                        rounds$d = 1'b1;
                        if (p$q == 32'h18) begin
                            state$d = KeccakSerialState$Idle;
                        end
                    end
                    else begin
                        t$d = t$q + 32'h1;
                    end
                end
            default:
                begin
                    state$d = KeccakSerialState$Idle;
                end
        endcase
        if (reset) begin
            state$d = KeccakSerialState$Idle;
            t$d = 32'h0;
            p$d = 32'h0;
            rounds$d = 1'b0;
        end
        if (pre) begin
            rd_lane = word[(32'h5)+:(5)];
        end
        else begin
            rd_lane = word[(32'h0)+:(5)];
        end
        ram$read_address = ((lane_q$q) & 6'h3f);
        if (idle & lane_cmd) begin
            ram$read_address = ((lane) & 6'h3f);
        end
        if (perm) begin
            if (pre | p$q[32'h0]) begin
                ram$read_address = ((rd_lane) & 6'h3f);
            end
            else begin
                ram$read_address = ((rd_lane) & 6'h3f) | 32'h20;
            end
        end
        lane_out = ram$read_data;
        if ((state$q == KeccakSerialState$LaneXor) | (perm & pre)) begin
            dsel = h$q;
        end
        else begin
            dsel = d$0$q;
        end
        r0 = ram$read_data ^ dsel;
        if (rho_q$q[32'h0]) begin
            r1 = (r0 << 32'h1) | (r0 >> 32'h3f);
        end
        else begin
            r1 = r0;
        end
        if (rho_q$q[32'h1]) begin
            r2 = (r1 << 32'h2) | (r1 >> 32'h3e);
        end
        else begin
            r2 = r1;
        end
        if (rho_q$q[32'h2]) begin
            r3 = (r2 << 32'h4) | (r2 >> 32'h3c);
        end
        else begin
            r3 = r2;
        end
        if (rho_q$q[32'h3]) begin
            r4 = (r3 << 32'h8) | (r3 >> 32'h38);
        end
        else begin
            r4 = r3;
        end
        if (rho_q$q[32'h4]) begin
            r5 = (r4 << 32'h10) | (r4 >> 32'h30);
        end
        else begin
            r5 = r4;
        end
        if (rho_q$q[32'h5]) begin
            r6 = (r5 << 32'h20) | (r5 >> 32'h20);
        end
        else begin
            r6 = r5;
        end
        b$d = r6;
        rho_q$d = 32'h0;
        if (perm & ~pre & (t$q < 32'h19)) begin
            rho_q$d = word[(32'ha)+:(6)];
        end
        k0 = perm & ~pre & kk[32'h0];
        k1 = perm & ~pre & kk[32'h1];
        hsel = k0 | k1 | (perm & pre);
        if (hsel) begin
            mr = h$q;
        end
        else begin
            mr = b$q;
        end
        wdata = w2$q ^ (~w1$q & mr);
        if (perm & (t$q == 32'h4)) begin
            wdata = wdata ^ iota$data;
        end
        if (state$q == KeccakSerialState$Clear) begin
            wdata = 32'h0;
        end
        if (perm) begin
            if (k0) begin
                w1$d = h$q;
            end
            else begin
                w1$d = b$q;
            end
            if (k1) begin
                w2$d = g$q;
            end
            else begin
                w2$d = w1$q;
            end
        end
        else begin
            w1$d = 32'h0;
            w2$d = 32'h0;
        end
        if (idle) begin
            if (permute) begin
                h$d = 32'h0;
            end
            else begin
                h$d = lane_in;
            end
        end
        if (k0 | k1) begin
            h$d = g$q;
            g$d = b$q;
        end
        ram$write_data = wq_data$q;
        ram$write_address = wq_addr$q;
        ram$write_enable = wq_en$q;
        wq_data$d = wdata;
        wq_en$d = 1'b0;
        wq_addr$d = ((lane_q$q) & 6'h3f);
        case (state$q)
            KeccakSerialState$Clear:
                begin
                    wq_en$d = 1'b1;
                    wq_addr$d = ((t$q) & 6'h3f);
                end
            KeccakSerialState$LaneXor:
                begin
                    wq_en$d = t$q == 32'h1;
                end
            KeccakSerialState$Permute:
                begin
                    wq_en$d = ~pre & (t$q >= 32'h4);
                    if (p$q[32'h0]) begin
                        wq_addr$d = ((word[(32'h10)+:(5)]) & 6'h3f) | 32'h20;
                    end
                    else begin
                        wq_addr$d = ((word[(32'h10)+:(5)]) & 6'h3f);
                    end
                end
            default:
                begin
                end
        endcase
        if (reset) begin
            wq_en$d = 1'b0;
        end
        acc = perm & (t$q >= 32'h4);
        first = t$q < 32'h9;
        if (acc & wsel[0]) begin
            if (first) begin
                c$0$d = wdata;
            end
            else begin
                c$0$d = c$0$q ^ wdata;
            end
        end
        if (acc & wsel[1]) begin
            if (first) begin
                c$1$d = wdata;
            end
            else begin
                c$1$d = c$1$q ^ wdata;
            end
        end
        if (acc & wsel[2]) begin
            if (first) begin
                c$2$d = wdata;
            end
            else begin
                c$2$d = c$2$q ^ wdata;
            end
        end
        if (acc & wsel[3]) begin
            if (first) begin
                c$3$d = wdata;
            end
            else begin
                c$3$d = c$3$q ^ wdata;
            end
        end
        if (acc & wsel[4]) begin
            if (first) begin
                c$4$d = wdata;
            end
            else begin
                c$4$d = c$4$q ^ wdata;
            end
        end
        if (perm & ~pre & (t$q == 32'h0)) begin
            d$0$d = c$4$q ^ ((c$1$q << 32'h1) | (c$1$q >> 32'h3f));
            d$1$d = c$0$q ^ ((c$2$q << 32'h1) | (c$2$q >> 32'h3f));
            d$2$d = c$1$q ^ ((c$3$q << 32'h1) | (c$3$q >> 32'h3f));
            d$3$d = c$2$q ^ ((c$4$q << 32'h1) | (c$4$q >> 32'h3f));
            d$4$d = c$3$q ^ ((c$0$q << 32'h1) | (c$0$q >> 32'h3f));
        end
        else if (perm & (t$q >= 32'h1) & (t$q <= 32'h19)) begin
            d$0$d = d$1$q;
            d$1$d = d$2$q;
            d$2$d = d$3$q;
            d$3$d = d$4$q;
            d$4$d = d$0$q;
        end
    end
    
endmodule // top$sponge$core


module top$sponge$core$b(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$sponge$core$b


module top$sponge$core$c$0(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$sponge$core$c$0


module top$sponge$core$c$1(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$sponge$core$c$1


module top$sponge$core$c$2(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$sponge$core$c$2


module top$sponge$core$c$3(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$sponge$core$c$3


module top$sponge$core$c$4(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$sponge$core$c$4


module top$sponge$core$d$0(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$sponge$core$d$0


module top$sponge$core$d$1(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$sponge$core$d$1


module top$sponge$core$d$2(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$sponge$core$d$2


module top$sponge$core$d$3(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$sponge$core$d$3


module top$sponge$core$d$4(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$sponge$core$d$4


module top$sponge$core$g(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$sponge$core$g


module top$sponge$core$h(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$sponge$core$h


module top$sponge$core$iota(address,data);
    
    // Module arguments
    input wire  [4:0] address;
    output reg  [63:0] data;
    
    // Update code (custom)
    always @*
    case (address)
        5'b0: data = 64'h0;
      5'b1: data = 64'h1;
      5'b10: data = 64'h8082;
      5'b11: data = 64'h800000000000808a;
      5'b100: data = 64'h8000000080008000;
      5'b101: data = 64'h808b;
      5'b110: data = 64'h80000001;
      5'b111: data = 64'h8000000080008081;
      5'b1000: data = 64'h8000000000008009;
      5'b1001: data = 64'h8a;
      5'b1010: data = 64'h88;
      5'b1011: data = 64'h80008009;
      5'b1100: data = 64'h8000000a;
      5'b1101: data = 64'h8000808b;
      5'b1110: data = 64'h800000000000008b;
      5'b1111: data = 64'h8000000000008089;
      5'b10000: data = 64'h8000000000008003;
      5'b10001: data = 64'h8000000000008002;
      5'b10010: data = 64'h8000000000000080;
      5'b10011: data = 64'h800a;
      5'b10100: data = 64'h800000008000000a;
      5'b10101: data = 64'h8000000080008081;
      5'b10110: data = 64'h8000000000008080;
      5'b10111: data = 64'h80000001;
      5'b11000: data = 64'h8000000080008008;
      5'b11001: data = 64'h0;
      5'b11010: data = 64'h0;
      5'b11011: data = 64'h0;
      5'b11100: data = 64'h0;
      5'b11101: data = 64'h0;
      5'b11110: data = 64'h0;
      5'b11111: data = 64'h0;
      default: data = 64'h0;
    endcase
            
endmodule // top$sponge$core$iota


module top$sponge$core$lane_q(d,q,clock);
    
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
          
endmodule // top$sponge$core$lane_q


module top$sponge$core$p(d,q,clock);
    
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
          
endmodule // top$sponge$core$p


module top$sponge$core$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [5:0] read_address;
    input wire  read_clock;
    output reg  [63:0] read_data;
    input wire  [5:0] write_address;
    input wire  write_clock;
    input wire  [63:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[63:0] mem[63:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$sponge$core$ram


module top$sponge$core$rho_q(d,q,clock);
    
    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 6'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$sponge$core$rho_q


module top$sponge$core$rounds(d,q,clock);
    
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
          
endmodule // top$sponge$core$rounds


module top$sponge$core$schedule(address,data);
    
    // Module arguments
    input wire  [4:0] address;
    output reg  [31:0] data;
    
    // Update code (custom)
    always @*
    case (address)
        5'b0: data = 32'h0;
      5'b1: data = 32'hb026;
      5'b10: data = 32'h400ac4c;
      5'b11: data = 32'h8005472;
      5'b100: data = 32'h10203898;
      5'b101: data = 32'h410cea;
      5'b110: data = 32'h82b510;
      5'b111: data = 32'h503f536;
      5'b1000: data = 32'ha0470a3;
      5'b1001: data = 32'h108750c9;
      5'b1010: data = 32'h10849d4;
      5'b1011: data = 32'h2090541;
      5'b1100: data = 32'h4251967;
      5'b1101: data = 32'h846658d;
      5'b1110: data = 32'h120e21b3;
      5'b1111: data = 32'h2a9205;
      5'b10000: data = 32'h4b2a2b;
      5'b10001: data = 32'h48c3e51;
      5'b10010: data = 32'h90de277;
      5'b10011: data = 32'h10506de4;
      5'b10100: data = 32'h91a6ef;
      5'b10101: data = 32'h1120b15;
      5'b10110: data = 32'h613fa82;
      5'b10111: data = 32'h82fdea8;
      5'b11000: data = 32'h11179ece;
      5'b11001: data = 32'h2180000;
      5'b11010: data = 32'h340000;
      5'b11011: data = 32'h4550000;
      5'b11100: data = 32'h8960000;
      5'b11101: data = 32'h0;
      5'b11110: data = 32'h0;
      5'b11111: data = 32'h0;
      default: data = 32'h0;
    endcase
            
endmodule // top$sponge$core$schedule


module top$sponge$core$state(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Enums
    localparam KeccakSerialState$Idle = 0;
    localparam KeccakSerialState$Clear = 1;
    localparam KeccakSerialState$LaneXor = 2;
    localparam KeccakSerialState$Permute = 3;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$sponge$core$state


module top$sponge$core$t(d,q,clock);
    
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
          
endmodule // top$sponge$core$t


module top$sponge$core$w1(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$sponge$core$w1


module top$sponge$core$w2(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$sponge$core$w2


module top$sponge$core$wq_addr(d,q,clock);
    
    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 6'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$sponge$core$wq_addr


module top$sponge$core$wq_data(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$sponge$core$wq_data


module top$sponge$core$wq_en(d,q,clock);
    
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
          
endmodule // top$sponge$core$wq_en


module top$sponge$first(d,q,clock);
    
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
          
endmodule // top$sponge$first


module top$sponge$func(d,q,clock);
    
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
          
endmodule // top$sponge$func


module top$sponge$lane(d,q,clock);
    
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
          
endmodule // top$sponge$lane


module top$sponge$lane_reg(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$sponge$lane_reg


module top$sponge$padding(d,q,clock);
    
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
          
endmodule // top$sponge$padding


module top$sponge$pos(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$sponge$pos


module top$sponge$ret(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Enums
    localparam SpongeState$Clear = 0;
    localparam SpongeState$Absorb = 1;
    localparam SpongeState$Lane = 2;
    localparam SpongeState$Permute = 3;
    localparam SpongeState$Wait = 4;
    localparam SpongeState$Read = 5;
    localparam SpongeState$Load = 6;
    localparam SpongeState$Emit = 7;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$sponge$ret


module top$sponge$squeezing(d,q,clock);
    
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
          
endmodule // top$sponge$squeezing


module top$sponge$state(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Enums
    localparam SpongeState$Clear = 0;
    localparam SpongeState$Absorb = 1;
    localparam SpongeState$Lane = 2;
    localparam SpongeState$Permute = 3;
    localparam SpongeState$Wait = 4;
    localparam SpongeState$Read = 5;
    localparam SpongeState$Load = 6;
    localparam SpongeState$Emit = 7;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$sponge$state
