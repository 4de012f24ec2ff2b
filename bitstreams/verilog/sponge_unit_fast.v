

module top(clock,reset,cmd_valid,cmd_op,cmd_addr,cmd_len,cmd_byte,cmd_func,cmd_slot,cmd_eta,ready,mem_raddr,mem_rdata,mem_we,mem_waddr,mem_wdata,coeff_write,coeff_slot,coeff_index,coeff_value);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  cmd_valid;
    input wire  [4:0] cmd_op;
    input wire  [11:0] cmd_addr;
    input wire  [10:0] cmd_len;
    input wire  [7:0] cmd_byte;
    input wire  [1:0] cmd_func;
    input wire  [4:0] cmd_slot;
    input wire  [1:0] cmd_eta;
    output reg  ready;
    output reg  [11:0] mem_raddr;
    input wire  [7:0] mem_rdata;
    output reg  mem_we;
    output reg  [11:0] mem_waddr;
    output reg  [7:0] mem_wdata;
    output reg  coeff_write;
    output reg  [4:0] coeff_slot;
    output reg  [7:0] coeff_index;
    output reg  [11:0] coeff_value;
    
    // Constant declarations
    localparam  op_init = 5'b10;
    localparam  op_absorb = 5'b11;
    localparam  op_absorb_byte = 5'b100;
    localparam  op_squeeze = 5'b101;
    localparam  op_sample_ntt = 5'b111;
    localparam  op_sample_cbd = 5'b1000;
    localparam  kind_ntt = 2'b1;
    localparam  kind_cbd2 = 2'b10;
    localparam  kind_cbd3 = 2'b11;
    
    // Enums
    localparam SpongeUnitState$Idle = 0;
    localparam SpongeUnitState$Settle = 1;
    localparam SpongeUnitState$Absorb = 2;
    localparam SpongeUnitState$Squeeze = 3;
    localparam SpongeUnitState$Sample = 4;
    
    // Stub signals
    reg  sampler$clock;
    reg  sampler$reset;
    reg  sampler$init;
    reg  [1:0] sampler$mode;
    reg  sampler$in_valid;
    reg  [7:0] sampler$in_byte;
    wire  sampler$in_ready;
    reg  sampler$finish;
    wire  sampler$out_valid;
    wire  [7:0] sampler$out_byte;
    reg  sampler$out_ready;
    reg  sampler$sample;
    reg  [1:0] sampler$kind;
    wire  sampler$coeff_write;
    wire  [7:0] sampler$coeff_index;
    wire  [11:0] sampler$coeff_value;
    wire  sampler$busy;
    wire  sampler$done;
    reg  [2:0] state$d;
    wire  [2:0] state$q;
    reg  state$clock;
    reg  [11:0] ptr$d;
    wire  [11:0] ptr$q;
    reg  ptr$clock;
    reg  [10:0] left$d;
    wire  [10:0] left$q;
    reg  left$clock;
    reg  [4:0] slot$d;
    wire  [4:0] slot$q;
    reg  slot$clock;
    
    // Local signals
    reg  start;
    reg  take_in;
    reg  take_out;
    reg  sponge_idle;
    
    // Sub module instances
    top$sampler sampler(
        .clock(sampler$clock),
        .reset(sampler$reset),
        .init(sampler$init),
        .mode(sampler$mode),
        .in_valid(sampler$in_valid),
        .in_byte(sampler$in_byte),
        .in_ready(sampler$in_ready),
        .finish(sampler$finish),
        .out_valid(sampler$out_valid),
        .out_byte(sampler$out_byte),
        .out_ready(sampler$out_ready),
        .sample(sampler$sample),
        .kind(sampler$kind),
        .coeff_write(sampler$coeff_write),
        .coeff_index(sampler$coeff_index),
        .coeff_value(sampler$coeff_value),
        .busy(sampler$busy),
        .done(sampler$done)
    );
    top$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    top$ptr ptr(
        .d(ptr$d),
        .q(ptr$q),
        .clock(ptr$clock)
    );
    top$left left(
        .d(left$d),
        .q(left$q),
        .clock(left$clock)
    );
    top$slot slot(
        .d(slot$d),
        .q(slot$q),
        .clock(slot$clock)
    );
    
    // Update code
    always @(*) begin
        state$clock = clock;
        ptr$clock = clock;
        left$clock = clock;
        slot$clock = clock;
        state$d = state$q;
        ptr$d = ptr$q;
        left$d = left$q;
        slot$d = slot$q;
        sampler$clock = clock;
        sampler$reset = reset;
        sampler$init = 1'b0;
        sampler$mode = cmd_func;
        sampler$in_valid = 1'b0;
        sampler$in_byte = mem_rdata;
        sampler$finish = 1'b0;
        sampler$out_ready = 1'b0;
        sampler$sample = 1'b0;
        sampler$kind = kind_ntt;
        if (cmd_op == op_sample_cbd) begin
            sampler$kind = kind_cbd2;
            if (cmd_eta[32'h0]) begin
                sampler$kind = kind_cbd3;
            end
        end
        coeff_write = sampler$coeff_write;
        coeff_index = sampler$coeff_index;
        coeff_value = sampler$coeff_value;
        coeff_slot = slot$q;
        mem_raddr = ptr$q;
        mem_we = 1'b0;
        mem_waddr = ptr$q;
        mem_wdata = sampler$out_byte;
        sponge_idle = sampler$in_ready | sampler$out_valid;
        start = 1'b0;
        take_in = 1'b0;
        take_out = 1'b0;
        ready = 1'b0;
        case (state$q)
            SpongeUnitState$Idle:
                begin
                    ready = 1'b1;
                end
            SpongeUnitState$Settle:
                begin
                    if (sponge_idle) begin
                        ready = 1'b1;
                        state$d = SpongeUnitState$Idle;
                    end
                end
            SpongeUnitState$Absorb:
                begin
                    if (|left$q) begin
                        sampler$in_valid = 1'b1;
                        take_in = sampler$in_ready;
                    end
                    else if (sponge_idle) begin
                        ready = 1'b1;
                        state$d = SpongeUnitState$Idle;
                    end
                    if (take_in) begin
                        mem_raddr = ptr$q + 32'h1;
                        ptr$d = ptr$q + 32'h1;
                        left$d = left$q - 32'h1;
                    end
                end
            SpongeUnitState$Squeeze:
                begin
                    if (|left$q) begin
                        sampler$out_ready = 1'b1;
                        take_out = sampler$out_valid;
                    end
                    else if (sponge_idle) begin
                        ready = 1'b1;
                        state$d = SpongeUnitState$Idle;
                    end
                end
            SpongeUnitState$Sample:
                begin
                    if (sampler$done) begin
                        ready = 1'b1;
                        state$d = SpongeUnitState$Idle;
                    end
                end
            default:
                begin
                    state$d = SpongeUnitState$Idle;
                end
        endcase
        start = cmd_valid & ready;
        if (start) begin
            if (cmd_op == op_init) begin
                sampler$reset = 1'b1;
                sampler$init = 1'b1;
                state$d = SpongeUnitState$Settle;
            end
            if (cmd_op == op_absorb) begin
                mem_raddr = cmd_addr;
                ptr$d = cmd_addr;
                left$d = cmd_len;
                state$d = SpongeUnitState$Absorb;
            end
            if (cmd_op == op_absorb_byte) begin
                sampler$in_valid = 1'b1;
                sampler$in_byte = cmd_byte;
                left$d = 32'h0;
                state$d = SpongeUnitState$Absorb;
            end
            if (cmd_op == op_squeeze) begin
                sampler$finish = sampler$in_ready;
                ptr$d = cmd_addr;
                left$d = cmd_len;
                state$d = SpongeUnitState$Squeeze;
                if (|cmd_len) begin
                    sampler$out_ready = 1'b1;
                    take_out = sampler$out_valid;
                end
            end
            if ((cmd_op == op_sample_ntt) | (cmd_op == op_sample_cbd)) begin
                sampler$sample = 1'b1;
                slot$d = cmd_slot;
                state$d = SpongeUnitState$Sample;
            end
        end
        if (take_out) begin
            mem_we = 1'b1;
            if (start) begin
                mem_waddr = cmd_addr;
                ptr$d = cmd_addr + 32'h1;
                left$d = cmd_len - 32'h1;
            end
            else begin
                ptr$d = ptr$q + 32'h1;
                left$d = left$q - 32'h1;
            end
        end
        if (reset) begin
            mem_we = 1'b0;
            coeff_write = 1'b0;
            ready = 1'b0;
            state$d = SpongeUnitState$Settle;
            left$d = 32'h0;
        end
    end
    
endmodule // top


module top$left(d,q,clock);
    
    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 11'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$left


module top$ptr(d,q,clock);
    
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
          
endmodule // top$ptr


module top$sampler(clock,reset,init,mode,in_valid,in_byte,in_ready,finish,out_valid,out_byte,out_ready,sample,kind,coeff_write,coeff_index,coeff_value,busy,done);
    
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
    top$sampler$sponge sponge(
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
    top$sampler$ntt ntt(
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
    top$sampler$cbd cbd(
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
    top$sampler$active active(
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
    
endmodule // top$sampler


module top$sampler$active(d,q,clock);
    
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
          
endmodule // top$sampler$active


module top$sampler$cbd(clock,reset,start,eta3,in_valid,in_byte,in_ready,coeff_write,coeff_index,coeff_value,busy,done);
    
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
    top$sampler$cbd$busy_q busy_q(
        .d(busy_q$d),
        .q(busy_q$q),
        .clock(busy_q$clock)
    );
    top$sampler$cbd$done_q done_q(
        .d(done_q$d),
        .q(done_q$q),
        .clock(done_q$clock)
    );
    top$sampler$cbd$eta3_q eta3_q(
        .d(eta3_q$d),
        .q(eta3_q$q),
        .clock(eta3_q$clock)
    );
    top$sampler$cbd$bitbuf bitbuf(
        .d(bitbuf$d),
        .q(bitbuf$q),
        .clock(bitbuf$clock)
    );
    top$sampler$cbd$nbits nbits(
        .d(nbits$d),
        .q(nbits$q),
        .clock(nbits$clock)
    );
    top$sampler$cbd$cnt cnt(
        .d(cnt$d),
        .q(cnt$q),
        .clock(cnt$clock)
    );
    top$sampler$cbd$left left(
        .d(left$d),
        .q(left$q),
        .clock(left$clock)
    );
    top$sampler$cbd$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$sampler$cbd$idx idx(
        .d(idx$d),
        .q(idx$q),
        .clock(idx$clock)
    );
    top$sampler$cbd$val val(
        .d(val$d),
        .q(val$q),
        .clock(val$clock)
    );
    top$sampler$cbd$last last(
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
    
endmodule // top$sampler$cbd


module top$sampler$cbd$bitbuf(d,q,clock);
    
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
          
endmodule // top$sampler$cbd$bitbuf


module top$sampler$cbd$busy_q(d,q,clock);
    
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
          
endmodule // top$sampler$cbd$busy_q


module top$sampler$cbd$cnt(d,q,clock);
    
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
          
endmodule // top$sampler$cbd$cnt


module top$sampler$cbd$done_q(d,q,clock);
    
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
          
endmodule // top$sampler$cbd$done_q


module top$sampler$cbd$eta3_q(d,q,clock);
    
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
          
endmodule // top$sampler$cbd$eta3_q


module top$sampler$cbd$idx(d,q,clock);
    
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
          
endmodule // top$sampler$cbd$idx


module top$sampler$cbd$last(d,q,clock);
    
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
          
endmodule // top$sampler$cbd$last


module top$sampler$cbd$left(d,q,clock);
    
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
          
endmodule // top$sampler$cbd$left


module top$sampler$cbd$nbits(d,q,clock);
    
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
          
endmodule // top$sampler$cbd$nbits


module top$sampler$cbd$val(d,q,clock);
    
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
          
endmodule // top$sampler$cbd$val


module top$sampler$cbd$wr(d,q,clock);
    
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
          
endmodule // top$sampler$cbd$wr


module top$sampler$ntt(clock,reset,start,in_valid,in_byte,in_ready,coeff_write,coeff_index,coeff_value,busy,done);
    
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
    top$sampler$ntt$busy_q busy_q(
        .d(busy_q$d),
        .q(busy_q$q),
        .clock(busy_q$clock)
    );
    top$sampler$ntt$done_q done_q(
        .d(done_q$d),
        .q(done_q$q),
        .clock(done_q$clock)
    );
    top$sampler$ntt$phase phase(
        .d(phase$d),
        .q(phase$q),
        .clock(phase$clock)
    );
    top$sampler$ntt$b0 b0(
        .d(b0$d),
        .q(b0$q),
        .clock(b0$clock)
    );
    top$sampler$ntt$b1 b1(
        .d(b1$d),
        .q(b1$q),
        .clock(b1$clock)
    );
    top$sampler$ntt$taken taken(
        .d(taken$d),
        .q(taken$q),
        .clock(taken$clock)
    );
    top$sampler$ntt$pend_v pend_v(
        .d(pend_v$d),
        .q(pend_v$q),
        .clock(pend_v$clock)
    );
    top$sampler$ntt$pend_val pend_val(
        .d(pend_val$d),
        .q(pend_val$q),
        .clock(pend_val$clock)
    );
    top$sampler$ntt$pend_idx pend_idx(
        .d(pend_idx$d),
        .q(pend_idx$q),
        .clock(pend_idx$clock)
    );
    top$sampler$ntt$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$sampler$ntt$idx idx(
        .d(idx$d),
        .q(idx$q),
        .clock(idx$clock)
    );
    top$sampler$ntt$val val(
        .d(val$d),
        .q(val$q),
        .clock(val$clock)
    );
    top$sampler$ntt$last last(
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
    
endmodule // top$sampler$ntt


module top$sampler$ntt$b0(d,q,clock);
    
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
          
endmodule // top$sampler$ntt$b0


module top$sampler$ntt$b1(d,q,clock);
    
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
          
endmodule // top$sampler$ntt$b1


module top$sampler$ntt$busy_q(d,q,clock);
    
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
          
endmodule // top$sampler$ntt$busy_q


module top$sampler$ntt$done_q(d,q,clock);
    
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
          
endmodule // top$sampler$ntt$done_q


module top$sampler$ntt$idx(d,q,clock);
    
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
          
endmodule // top$sampler$ntt$idx


module top$sampler$ntt$last(d,q,clock);
    
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
          
endmodule // top$sampler$ntt$last


module top$sampler$ntt$pend_idx(d,q,clock);
    
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
          
endmodule // top$sampler$ntt$pend_idx


module top$sampler$ntt$pend_v(d,q,clock);
    
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
          
endmodule // top$sampler$ntt$pend_v


module top$sampler$ntt$pend_val(d,q,clock);
    
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
          
endmodule // top$sampler$ntt$pend_val


module top$sampler$ntt$phase(d,q,clock);
    
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
          
endmodule // top$sampler$ntt$phase


module top$sampler$ntt$taken(d,q,clock);
    
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
          
endmodule // top$sampler$ntt$taken


module top$sampler$ntt$val(d,q,clock);
    
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
          
endmodule // top$sampler$ntt$val


module top$sampler$ntt$wr(d,q,clock);
    
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
          
endmodule // top$sampler$ntt$wr


module top$sampler$sponge(clock,reset,init,mode,in_valid,in_byte,in_ready,finish,out_valid,out_byte,out_ready,busy);
    
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
    top$sampler$sponge$core core(
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
    top$sampler$sponge$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    top$sampler$sponge$ret ret(
        .d(ret$d),
        .q(ret$q),
        .clock(ret$clock)
    );
    top$sampler$sponge$func func(
        .d(func$d),
        .q(func$q),
        .clock(func$clock)
    );
    top$sampler$sponge$squeezing squeezing(
        .d(squeezing$d),
        .q(squeezing$q),
        .clock(squeezing$clock)
    );
    top$sampler$sponge$padding padding(
        .d(padding$d),
        .q(padding$q),
        .clock(padding$clock)
    );
    top$sampler$sponge$first first(
        .d(first$d),
        .q(first$q),
        .clock(first$clock)
    );
    top$sampler$sponge$pos pos(
        .d(pos$d),
        .q(pos$q),
        .clock(pos$clock)
    );
    top$sampler$sponge$lane lane(
        .d(lane$d),
        .q(lane$q),
        .clock(lane$clock)
    );
    top$sampler$sponge$lane_reg lane_reg(
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
    
endmodule // top$sampler$sponge


module top$sampler$sponge$core(clock,reset,clear,permute,lane_xor,lane_read,lane,lane_in,lane_out,busy);
    
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
    
    // Constant declarations
    localparam  k_rot_left$0 = 7'b0;
    localparam  k_rot_left$1 = 7'b1;
    localparam  k_rot_left$2 = 7'b111110;
    localparam  k_rot_left$3 = 7'b11100;
    localparam  k_rot_left$4 = 7'b11011;
    localparam  k_rot_left$5 = 7'b100100;
    localparam  k_rot_left$6 = 7'b101100;
    localparam  k_rot_left$7 = 7'b110;
    localparam  k_rot_left$8 = 7'b110111;
    localparam  k_rot_left$9 = 7'b10100;
    localparam  k_rot_left$10 = 7'b11;
    localparam  k_rot_left$11 = 7'b1010;
    localparam  k_rot_left$12 = 7'b101011;
    localparam  k_rot_left$13 = 7'b11001;
    localparam  k_rot_left$14 = 7'b100111;
    localparam  k_rot_left$15 = 7'b101001;
    localparam  k_rot_left$16 = 7'b101101;
    localparam  k_rot_left$17 = 7'b1111;
    localparam  k_rot_left$18 = 7'b10101;
    localparam  k_rot_left$19 = 7'b1000;
    localparam  k_rot_left$20 = 7'b10010;
    localparam  k_rot_left$21 = 7'b10;
    localparam  k_rot_left$22 = 7'b111101;
    localparam  k_rot_left$23 = 7'b111000;
    localparam  k_rot_left$24 = 7'b1110;
    localparam  k_rot_right$0 = 7'b1000000;
    localparam  k_rot_right$1 = 7'b111111;
    localparam  k_rot_right$2 = 7'b10;
    localparam  k_rot_right$3 = 7'b100100;
    localparam  k_rot_right$4 = 7'b100101;
    localparam  k_rot_right$5 = 7'b11100;
    localparam  k_rot_right$6 = 7'b10100;
    localparam  k_rot_right$7 = 7'b111010;
    localparam  k_rot_right$8 = 7'b1001;
    localparam  k_rot_right$9 = 7'b101100;
    localparam  k_rot_right$10 = 7'b111101;
    localparam  k_rot_right$11 = 7'b110110;
    localparam  k_rot_right$12 = 7'b10101;
    localparam  k_rot_right$13 = 7'b100111;
    localparam  k_rot_right$14 = 7'b11001;
    localparam  k_rot_right$15 = 7'b10111;
    localparam  k_rot_right$16 = 7'b10011;
    localparam  k_rot_right$17 = 7'b110001;
    localparam  k_rot_right$18 = 7'b101011;
    localparam  k_rot_right$19 = 7'b111000;
    localparam  k_rot_right$20 = 7'b101110;
    localparam  k_rot_right$21 = 7'b111110;
    localparam  k_rot_right$22 = 7'b11;
    localparam  k_rot_right$23 = 7'b1000;
    localparam  k_rot_right$24 = 7'b110010;
    localparam  k_one = 32'h1;
    localparam  k_last_round = 5'b10111;
    
    // Stub signals
    reg  [63:0] state$0$d;
    wire  [63:0] state$0$q;
    reg  state$0$clock;
    reg  [63:0] state$1$d;
    wire  [63:0] state$1$q;
    reg  state$1$clock;
    reg  [63:0] state$2$d;
    wire  [63:0] state$2$q;
    reg  state$2$clock;
    reg  [63:0] state$3$d;
    wire  [63:0] state$3$q;
    reg  state$3$clock;
    reg  [63:0] state$4$d;
    wire  [63:0] state$4$q;
    reg  state$4$clock;
    reg  [63:0] state$5$d;
    wire  [63:0] state$5$q;
    reg  state$5$clock;
    reg  [63:0] state$6$d;
    wire  [63:0] state$6$q;
    reg  state$6$clock;
    reg  [63:0] state$7$d;
    wire  [63:0] state$7$q;
    reg  state$7$clock;
    reg  [63:0] state$8$d;
    wire  [63:0] state$8$q;
    reg  state$8$clock;
    reg  [63:0] state$9$d;
    wire  [63:0] state$9$q;
    reg  state$9$clock;
    reg  [63:0] state$10$d;
    wire  [63:0] state$10$q;
    reg  state$10$clock;
    reg  [63:0] state$11$d;
    wire  [63:0] state$11$q;
    reg  state$11$clock;
    reg  [63:0] state$12$d;
    wire  [63:0] state$12$q;
    reg  state$12$clock;
    reg  [63:0] state$13$d;
    wire  [63:0] state$13$q;
    reg  state$13$clock;
    reg  [63:0] state$14$d;
    wire  [63:0] state$14$q;
    reg  state$14$clock;
    reg  [63:0] state$15$d;
    wire  [63:0] state$15$q;
    reg  state$15$clock;
    reg  [63:0] state$16$d;
    wire  [63:0] state$16$q;
    reg  state$16$clock;
    reg  [63:0] state$17$d;
    wire  [63:0] state$17$q;
    reg  state$17$clock;
    reg  [63:0] state$18$d;
    wire  [63:0] state$18$q;
    reg  state$18$clock;
    reg  [63:0] state$19$d;
    wire  [63:0] state$19$q;
    reg  state$19$clock;
    reg  [63:0] state$20$d;
    wire  [63:0] state$20$q;
    reg  state$20$clock;
    reg  [63:0] state$21$d;
    wire  [63:0] state$21$q;
    reg  state$21$clock;
    reg  [63:0] state$22$d;
    wire  [63:0] state$22$q;
    reg  state$22$clock;
    reg  [63:0] state$23$d;
    wire  [63:0] state$23$q;
    reg  state$23$clock;
    reg  [63:0] state$24$d;
    wire  [63:0] state$24$q;
    reg  state$24$clock;
    reg  [63:0] out_q$d;
    wire  [63:0] out_q$q;
    reg  out_q$clock;
    reg  running$d;
    wire  running$q;
    reg  running$clock;
    reg  [4:0] round$d;
    wire  [4:0] round$q;
    reg  round$clock;
    reg  [4:0] rc$0$address;
    wire  [63:0] rc$0$data;
    
    // Local signals
    reg  [63:0] s$0;
    reg  [63:0] s$1;
    reg  [63:0] s$2;
    reg  [63:0] s$3;
    reg  [63:0] s$4;
    reg  [63:0] s$5;
    reg  [63:0] s$6;
    reg  [63:0] s$7;
    reg  [63:0] s$8;
    reg  [63:0] s$9;
    reg  [63:0] s$10;
    reg  [63:0] s$11;
    reg  [63:0] s$12;
    reg  [63:0] s$13;
    reg  [63:0] s$14;
    reg  [63:0] s$15;
    reg  [63:0] s$16;
    reg  [63:0] s$17;
    reg  [63:0] s$18;
    reg  [63:0] s$19;
    reg  [63:0] s$20;
    reg  [63:0] s$21;
    reg  [63:0] s$22;
    reg  [63:0] s$23;
    reg  [63:0] s$24;
    reg  [63:0] s$25;
    reg  [63:0] s$26;
    reg  [63:0] s$27;
    reg  [63:0] s$28;
    reg  [63:0] s$29;
    reg  [63:0] s$30;
    reg  [63:0] s$31;
    reg  [63:0] s$32;
    reg  [63:0] s$33;
    reg  [63:0] s$34;
    reg  [63:0] s$35;
    reg  [63:0] s$36;
    reg  [63:0] s$37;
    reg  [63:0] s$38;
    reg  [63:0] s$39;
    reg  [63:0] s$40;
    reg  [63:0] s$41;
    reg  [63:0] s$42;
    reg  [63:0] s$43;
    reg  [63:0] s$44;
    reg  [63:0] s$45;
    reg  [63:0] s$46;
    reg  [63:0] s$47;
    reg  [63:0] s$48;
    reg  [63:0] s$49;
    reg  [63:0] c$0;
    reg  [63:0] c$1;
    reg  [63:0] c$2;
    reg  [63:0] c$3;
    reg  [63:0] c$4;
    reg  [63:0] c$5;
    reg  [63:0] c$6;
    reg  [63:0] c$7;
    reg  [63:0] c$8;
    reg  [63:0] c$9;
    reg  [63:0] c$10;
    reg  [63:0] c$11;
    reg  [63:0] c$12;
    reg  [63:0] c$13;
    reg  [63:0] c$14;
    reg  [63:0] c$15;
    reg  [63:0] c$16;
    reg  [63:0] c$17;
    reg  [63:0] c$18;
    reg  [63:0] c$19;
    reg  [63:0] c$20;
    reg  [63:0] c$21;
    reg  [63:0] c$22;
    reg  [63:0] c$23;
    reg  [63:0] c$24;
    reg  [63:0] c$25;
    reg  [63:0] c$26;
    reg  [63:0] c$27;
    reg  [63:0] c$28;
    reg  [63:0] c$29;
    reg  [63:0] c$30;
    reg  [63:0] c$31;
    reg  [63:0] c$32;
    reg  [63:0] c$33;
    reg  [63:0] c$34;
    reg  [63:0] c$35;
    reg  [63:0] c$36;
    reg  [63:0] c$37;
    reg  [63:0] c$38;
    reg  [63:0] c$39;
    reg  [63:0] c$40;
    reg  [63:0] c$41;
    reg  [63:0] c$42;
    reg  [63:0] c$43;
    reg  [63:0] c$44;
    reg  [63:0] c$45;
    reg  [63:0] c$46;
    reg  [63:0] c$47;
    reg  [63:0] c$48;
    reg  [63:0] c$49;
    reg  [63:0] d$0;
    reg  [63:0] d$1;
    reg  [63:0] d$2;
    reg  [63:0] d$3;
    reg  [63:0] d$4;
    reg  [63:0] d$5;
    reg  [63:0] d$6;
    reg  [63:0] d$7;
    reg  [63:0] d$8;
    reg  [63:0] d$9;
    reg  [63:0] d$10;
    reg  [63:0] d$11;
    reg  [63:0] d$12;
    reg  [63:0] d$13;
    reg  [63:0] d$14;
    reg  [63:0] d$15;
    reg  [63:0] d$16;
    reg  [63:0] d$17;
    reg  [63:0] d$18;
    reg  [63:0] d$19;
    reg  [63:0] d$20;
    reg  [63:0] d$21;
    reg  [63:0] d$22;
    reg  [63:0] d$23;
    reg  [63:0] d$24;
    reg  [63:0] d$25;
    reg  [63:0] d$26;
    reg  [63:0] d$27;
    reg  [63:0] d$28;
    reg  [63:0] d$29;
    reg  [63:0] d$30;
    reg  [63:0] d$31;
    reg  [63:0] d$32;
    reg  [63:0] d$33;
    reg  [63:0] d$34;
    reg  [63:0] d$35;
    reg  [63:0] d$36;
    reg  [63:0] d$37;
    reg  [63:0] d$38;
    reg  [63:0] d$39;
    reg  [63:0] d$40;
    reg  [63:0] d$41;
    reg  [63:0] d$42;
    reg  [63:0] d$43;
    reg  [63:0] d$44;
    reg  [63:0] d$45;
    reg  [63:0] d$46;
    reg  [63:0] d$47;
    reg  [63:0] d$48;
    reg  [63:0] d$49;
    reg  [63:0] e$0;
    reg  [63:0] e$1;
    reg  [63:0] e$2;
    reg  [63:0] e$3;
    reg  [63:0] e$4;
    reg  [63:0] e$5;
    reg  [63:0] e$6;
    reg  [63:0] e$7;
    reg  [63:0] e$8;
    reg  [63:0] e$9;
    reg  [63:0] e$10;
    reg  [63:0] e$11;
    reg  [63:0] e$12;
    reg  [63:0] e$13;
    reg  [63:0] e$14;
    reg  [63:0] e$15;
    reg  [63:0] e$16;
    reg  [63:0] e$17;
    reg  [63:0] e$18;
    reg  [63:0] e$19;
    reg  [63:0] e$20;
    reg  [63:0] e$21;
    reg  [63:0] e$22;
    reg  [63:0] e$23;
    reg  [63:0] e$24;
    reg  [63:0] e$25;
    reg  [63:0] e$26;
    reg  [63:0] e$27;
    reg  [63:0] e$28;
    reg  [63:0] e$29;
    reg  [63:0] e$30;
    reg  [63:0] e$31;
    reg  [63:0] e$32;
    reg  [63:0] e$33;
    reg  [63:0] e$34;
    reg  [63:0] e$35;
    reg  [63:0] e$36;
    reg  [63:0] e$37;
    reg  [63:0] e$38;
    reg  [63:0] e$39;
    reg  [63:0] e$40;
    reg  [63:0] e$41;
    reg  [63:0] e$42;
    reg  [63:0] e$43;
    reg  [63:0] e$44;
    reg  [63:0] e$45;
    reg  [63:0] e$46;
    reg  [63:0] e$47;
    reg  [63:0] e$48;
    reg  [63:0] e$49;
    reg  [63:0] b$0;
    reg  [63:0] b$1;
    reg  [63:0] b$2;
    reg  [63:0] b$3;
    reg  [63:0] b$4;
    reg  [63:0] b$5;
    reg  [63:0] b$6;
    reg  [63:0] b$7;
    reg  [63:0] b$8;
    reg  [63:0] b$9;
    reg  [63:0] b$10;
    reg  [63:0] b$11;
    reg  [63:0] b$12;
    reg  [63:0] b$13;
    reg  [63:0] b$14;
    reg  [63:0] b$15;
    reg  [63:0] b$16;
    reg  [63:0] b$17;
    reg  [63:0] b$18;
    reg  [63:0] b$19;
    reg  [63:0] b$20;
    reg  [63:0] b$21;
    reg  [63:0] b$22;
    reg  [63:0] b$23;
    reg  [63:0] b$24;
    reg  [63:0] b$25;
    reg  [63:0] b$26;
    reg  [63:0] b$27;
    reg  [63:0] b$28;
    reg  [63:0] b$29;
    reg  [63:0] b$30;
    reg  [63:0] b$31;
    reg  [63:0] b$32;
    reg  [63:0] b$33;
    reg  [63:0] b$34;
    reg  [63:0] b$35;
    reg  [63:0] b$36;
    reg  [63:0] b$37;
    reg  [63:0] b$38;
    reg  [63:0] b$39;
    reg  [63:0] b$40;
    reg  [63:0] b$41;
    reg  [63:0] b$42;
    reg  [63:0] b$43;
    reg  [63:0] b$44;
    reg  [63:0] b$45;
    reg  [63:0] b$46;
    reg  [63:0] b$47;
    reg  [63:0] b$48;
    reg  [63:0] b$49;
    reg  [31:0] sel;
    reg  [63:0] rd;
    
    // Sub module instances
    top$sampler$sponge$core$state$0 state$0(
        .d(state$0$d),
        .q(state$0$q),
        .clock(state$0$clock)
    );
    top$sampler$sponge$core$state$1 state$1(
        .d(state$1$d),
        .q(state$1$q),
        .clock(state$1$clock)
    );
    top$sampler$sponge$core$state$2 state$2(
        .d(state$2$d),
        .q(state$2$q),
        .clock(state$2$clock)
    );
    top$sampler$sponge$core$state$3 state$3(
        .d(state$3$d),
        .q(state$3$q),
        .clock(state$3$clock)
    );
    top$sampler$sponge$core$state$4 state$4(
        .d(state$4$d),
        .q(state$4$q),
        .clock(state$4$clock)
    );
    top$sampler$sponge$core$state$5 state$5(
        .d(state$5$d),
        .q(state$5$q),
        .clock(state$5$clock)
    );
    top$sampler$sponge$core$state$6 state$6(
        .d(state$6$d),
        .q(state$6$q),
        .clock(state$6$clock)
    );
    top$sampler$sponge$core$state$7 state$7(
        .d(state$7$d),
        .q(state$7$q),
        .clock(state$7$clock)
    );
    top$sampler$sponge$core$state$8 state$8(
        .d(state$8$d),
        .q(state$8$q),
        .clock(state$8$clock)
    );
    top$sampler$sponge$core$state$9 state$9(
        .d(state$9$d),
        .q(state$9$q),
        .clock(state$9$clock)
    );
    top$sampler$sponge$core$state$10 state$10(
        .d(state$10$d),
        .q(state$10$q),
        .clock(state$10$clock)
    );
    top$sampler$sponge$core$state$11 state$11(
        .d(state$11$d),
        .q(state$11$q),
        .clock(state$11$clock)
    );
    top$sampler$sponge$core$state$12 state$12(
        .d(state$12$d),
        .q(state$12$q),
        .clock(state$12$clock)
    );
    top$sampler$sponge$core$state$13 state$13(
        .d(state$13$d),
        .q(state$13$q),
        .clock(state$13$clock)
    );
    top$sampler$sponge$core$state$14 state$14(
        .d(state$14$d),
        .q(state$14$q),
        .clock(state$14$clock)
    );
    top$sampler$sponge$core$state$15 state$15(
        .d(state$15$d),
        .q(state$15$q),
        .clock(state$15$clock)
    );
    top$sampler$sponge$core$state$16 state$16(
        .d(state$16$d),
        .q(state$16$q),
        .clock(state$16$clock)
    );
    top$sampler$sponge$core$state$17 state$17(
        .d(state$17$d),
        .q(state$17$q),
        .clock(state$17$clock)
    );
    top$sampler$sponge$core$state$18 state$18(
        .d(state$18$d),
        .q(state$18$q),
        .clock(state$18$clock)
    );
    top$sampler$sponge$core$state$19 state$19(
        .d(state$19$d),
        .q(state$19$q),
        .clock(state$19$clock)
    );
    top$sampler$sponge$core$state$20 state$20(
        .d(state$20$d),
        .q(state$20$q),
        .clock(state$20$clock)
    );
    top$sampler$sponge$core$state$21 state$21(
        .d(state$21$d),
        .q(state$21$q),
        .clock(state$21$clock)
    );
    top$sampler$sponge$core$state$22 state$22(
        .d(state$22$d),
        .q(state$22$q),
        .clock(state$22$clock)
    );
    top$sampler$sponge$core$state$23 state$23(
        .d(state$23$d),
        .q(state$23$q),
        .clock(state$23$clock)
    );
    top$sampler$sponge$core$state$24 state$24(
        .d(state$24$d),
        .q(state$24$q),
        .clock(state$24$clock)
    );
    top$sampler$sponge$core$out_q out_q(
        .d(out_q$d),
        .q(out_q$q),
        .clock(out_q$clock)
    );
    top$sampler$sponge$core$running running(
        .d(running$d),
        .q(running$q),
        .clock(running$clock)
    );
    top$sampler$sponge$core$round round(
        .d(round$d),
        .q(round$q),
        .clock(round$clock)
    );
    top$sampler$sponge$core$rc$0 rc$0(
        .address(rc$0$address),
        .data(rc$0$data)
    );
    
    // Update code
    always @(*) begin
        out_q$clock = clock;
        running$clock = clock;
        round$clock = clock;
        out_q$d = out_q$q;
        running$d = running$q;
        round$d = round$q;
        state$0$clock = clock;
        state$0$d = state$0$q;
        state$1$clock = clock;
        state$1$d = state$1$q;
        state$2$clock = clock;
        state$2$d = state$2$q;
        state$3$clock = clock;
        state$3$d = state$3$q;
        state$4$clock = clock;
        state$4$d = state$4$q;
        state$5$clock = clock;
        state$5$d = state$5$q;
        state$6$clock = clock;
        state$6$d = state$6$q;
        state$7$clock = clock;
        state$7$d = state$7$q;
        state$8$clock = clock;
        state$8$d = state$8$q;
        state$9$clock = clock;
        state$9$d = state$9$q;
        state$10$clock = clock;
        state$10$d = state$10$q;
        state$11$clock = clock;
        state$11$d = state$11$q;
        state$12$clock = clock;
        state$12$d = state$12$q;
        state$13$clock = clock;
        state$13$d = state$13$q;
        state$14$clock = clock;
        state$14$d = state$14$q;
        state$15$clock = clock;
        state$15$d = state$15$q;
        state$16$clock = clock;
        state$16$d = state$16$q;
        state$17$clock = clock;
        state$17$d = state$17$q;
        state$18$clock = clock;
        state$18$d = state$18$q;
        state$19$clock = clock;
        state$19$d = state$19$q;
        state$20$clock = clock;
        state$20$d = state$20$q;
        state$21$clock = clock;
        state$21$d = state$21$q;
        state$22$clock = clock;
        state$22$d = state$22$q;
        state$23$clock = clock;
        state$23$d = state$23$q;
        state$24$clock = clock;
        state$24$d = state$24$q;
        s$0 = state$0$q;
        s$1 = state$1$q;
        s$2 = state$2$q;
        s$3 = state$3$q;
        s$4 = state$4$q;
        s$5 = state$5$q;
        s$6 = state$6$q;
        s$7 = state$7$q;
        s$8 = state$8$q;
        s$9 = state$9$q;
        s$10 = state$10$q;
        s$11 = state$11$q;
        s$12 = state$12$q;
        s$13 = state$13$q;
        s$14 = state$14$q;
        s$15 = state$15$q;
        s$16 = state$16$q;
        s$17 = state$17$q;
        s$18 = state$18$q;
        s$19 = state$19$q;
        s$20 = state$20$q;
        s$21 = state$21$q;
        s$22 = state$22$q;
        s$23 = state$23$q;
        s$24 = state$24$q;
        rc$0$address = round$q;
        c$0 = s$0 ^ s$5 ^ s$10 ^ s$15 ^ s$20;
        c$1 = s$1 ^ s$6 ^ s$11 ^ s$16 ^ s$21;
        c$2 = s$2 ^ s$7 ^ s$12 ^ s$17 ^ s$22;
        c$3 = s$3 ^ s$8 ^ s$13 ^ s$18 ^ s$23;
        c$4 = s$4 ^ s$9 ^ s$14 ^ s$19 ^ s$24;
        d$0 = c$4 ^ (c$1 << 32'h1) ^ (c$1 >> 32'h3f);
        d$1 = c$0 ^ (c$2 << 32'h1) ^ (c$2 >> 32'h3f);
        d$2 = c$1 ^ (c$3 << 32'h1) ^ (c$3 >> 32'h3f);
        d$3 = c$2 ^ (c$4 << 32'h1) ^ (c$4 >> 32'h3f);
        d$4 = c$3 ^ (c$0 << 32'h1) ^ (c$0 >> 32'h3f);
        e$0 = s$0 ^ d$0;
        e$1 = s$1 ^ d$1;
        e$2 = s$2 ^ d$2;
        e$3 = s$3 ^ d$3;
        e$4 = s$4 ^ d$4;
        e$5 = s$5 ^ d$0;
        e$6 = s$6 ^ d$1;
        e$7 = s$7 ^ d$2;
        e$8 = s$8 ^ d$3;
        e$9 = s$9 ^ d$4;
        e$10 = s$10 ^ d$0;
        e$11 = s$11 ^ d$1;
        e$12 = s$12 ^ d$2;
        e$13 = s$13 ^ d$3;
        e$14 = s$14 ^ d$4;
        e$15 = s$15 ^ d$0;
        e$16 = s$16 ^ d$1;
        e$17 = s$17 ^ d$2;
        e$18 = s$18 ^ d$3;
        e$19 = s$19 ^ d$4;
        e$20 = s$20 ^ d$0;
        e$21 = s$21 ^ d$1;
        e$22 = s$22 ^ d$2;
        e$23 = s$23 ^ d$3;
        e$24 = s$24 ^ d$4;
        b$0 = (e$0 << k_rot_left$0) | (e$0 >> k_rot_right$0);
        b$1 = (e$6 << k_rot_left$6) | (e$6 >> k_rot_right$6);
        b$2 = (e$12 << k_rot_left$12) | (e$12 >> k_rot_right$12);
        b$3 = (e$18 << k_rot_left$18) | (e$18 >> k_rot_right$18);
        b$4 = (e$24 << k_rot_left$24) | (e$24 >> k_rot_right$24);
        b$5 = (e$3 << k_rot_left$3) | (e$3 >> k_rot_right$3);
        b$6 = (e$9 << k_rot_left$9) | (e$9 >> k_rot_right$9);
        b$7 = (e$10 << k_rot_left$10) | (e$10 >> k_rot_right$10);
        b$8 = (e$16 << k_rot_left$16) | (e$16 >> k_rot_right$16);
        b$9 = (e$22 << k_rot_left$22) | (e$22 >> k_rot_right$22);
        b$10 = (e$1 << k_rot_left$1) | (e$1 >> k_rot_right$1);
        b$11 = (e$7 << k_rot_left$7) | (e$7 >> k_rot_right$7);
        b$12 = (e$13 << k_rot_left$13) | (e$13 >> k_rot_right$13);
        b$13 = (e$19 << k_rot_left$19) | (e$19 >> k_rot_right$19);
        b$14 = (e$20 << k_rot_left$20) | (e$20 >> k_rot_right$20);
        b$15 = (e$4 << k_rot_left$4) | (e$4 >> k_rot_right$4);
        b$16 = (e$5 << k_rot_left$5) | (e$5 >> k_rot_right$5);
        b$17 = (e$11 << k_rot_left$11) | (e$11 >> k_rot_right$11);
        b$18 = (e$17 << k_rot_left$17) | (e$17 >> k_rot_right$17);
        b$19 = (e$23 << k_rot_left$23) | (e$23 >> k_rot_right$23);
        b$20 = (e$2 << k_rot_left$2) | (e$2 >> k_rot_right$2);
        b$21 = (e$8 << k_rot_left$8) | (e$8 >> k_rot_right$8);
        b$22 = (e$14 << k_rot_left$14) | (e$14 >> k_rot_right$14);
        b$23 = (e$15 << k_rot_left$15) | (e$15 >> k_rot_right$15);
        b$24 = (e$21 << k_rot_left$21) | (e$21 >> k_rot_right$21);
        s$25 = b$0 ^ (~b$1 & b$2);
        s$26 = b$1 ^ (~b$2 & b$3);
        s$27 = b$2 ^ (~b$3 & b$4);
        s$28 = b$3 ^ (~b$4 & b$0);
        s$29 = b$4 ^ (~b$0 & b$1);
        s$30 = b$5 ^ (~b$6 & b$7);
        s$31 = b$6 ^ (~b$7 & b$8);
        s$32 = b$7 ^ (~b$8 & b$9);
        s$33 = b$8 ^ (~b$9 & b$5);
        s$34 = b$9 ^ (~b$5 & b$6);
        s$35 = b$10 ^ (~b$11 & b$12);
        s$36 = b$11 ^ (~b$12 & b$13);
        s$37 = b$12 ^ (~b$13 & b$14);
        s$38 = b$13 ^ (~b$14 & b$10);
        s$39 = b$14 ^ (~b$10 & b$11);
        s$40 = b$15 ^ (~b$16 & b$17);
        s$41 = b$16 ^ (~b$17 & b$18);
        s$42 = b$17 ^ (~b$18 & b$19);
        s$43 = b$18 ^ (~b$19 & b$15);
        s$44 = b$19 ^ (~b$15 & b$16);
        s$45 = b$20 ^ (~b$21 & b$22);
        s$46 = b$21 ^ (~b$22 & b$23);
        s$47 = b$22 ^ (~b$23 & b$24);
        s$48 = b$23 ^ (~b$24 & b$20);
        s$49 = b$24 ^ (~b$20 & b$21);
        s$25 = s$25 ^ rc$0$data;
        c$5 = 32'h0;
        d$5 = 32'h0;
        c$6 = 32'h0;
        d$6 = 32'h0;
        c$7 = 32'h0;
        d$7 = 32'h0;
        c$8 = 32'h0;
        d$8 = 32'h0;
        c$9 = 32'h0;
        d$9 = 32'h0;
        c$10 = 32'h0;
        d$10 = 32'h0;
        c$11 = 32'h0;
        d$11 = 32'h0;
        c$12 = 32'h0;
        d$12 = 32'h0;
        c$13 = 32'h0;
        d$13 = 32'h0;
        c$14 = 32'h0;
        d$14 = 32'h0;
        c$15 = 32'h0;
        d$15 = 32'h0;
        c$16 = 32'h0;
        d$16 = 32'h0;
        c$17 = 32'h0;
        d$17 = 32'h0;
        c$18 = 32'h0;
        d$18 = 32'h0;
        c$19 = 32'h0;
        d$19 = 32'h0;
        c$20 = 32'h0;
        d$20 = 32'h0;
        c$21 = 32'h0;
        d$21 = 32'h0;
        c$22 = 32'h0;
        d$22 = 32'h0;
        c$23 = 32'h0;
        d$23 = 32'h0;
        c$24 = 32'h0;
        d$24 = 32'h0;
        c$25 = 32'h0;
        d$25 = 32'h0;
        c$26 = 32'h0;
        d$26 = 32'h0;
        c$27 = 32'h0;
        d$27 = 32'h0;
        c$28 = 32'h0;
        d$28 = 32'h0;
        c$29 = 32'h0;
        d$29 = 32'h0;
        c$30 = 32'h0;
        d$30 = 32'h0;
        c$31 = 32'h0;
        d$31 = 32'h0;
        c$32 = 32'h0;
        d$32 = 32'h0;
        c$33 = 32'h0;
        d$33 = 32'h0;
        c$34 = 32'h0;
        d$34 = 32'h0;
        c$35 = 32'h0;
        d$35 = 32'h0;
        c$36 = 32'h0;
        d$36 = 32'h0;
        c$37 = 32'h0;
        d$37 = 32'h0;
        c$38 = 32'h0;
        d$38 = 32'h0;
        c$39 = 32'h0;
        d$39 = 32'h0;
        c$40 = 32'h0;
        d$40 = 32'h0;
        c$41 = 32'h0;
        d$41 = 32'h0;
        c$42 = 32'h0;
        d$42 = 32'h0;
        c$43 = 32'h0;
        d$43 = 32'h0;
        c$44 = 32'h0;
        d$44 = 32'h0;
        c$45 = 32'h0;
        d$45 = 32'h0;
        c$46 = 32'h0;
        d$46 = 32'h0;
        c$47 = 32'h0;
        d$47 = 32'h0;
        c$48 = 32'h0;
        d$48 = 32'h0;
        c$49 = 32'h0;
        d$49 = 32'h0;
        e$25 = 32'h0;
        b$25 = 32'h0;
        e$26 = 32'h0;
        b$26 = 32'h0;
        e$27 = 32'h0;
        b$27 = 32'h0;
        e$28 = 32'h0;
        b$28 = 32'h0;
        e$29 = 32'h0;
        b$29 = 32'h0;
        e$30 = 32'h0;
        b$30 = 32'h0;
        e$31 = 32'h0;
        b$31 = 32'h0;
        e$32 = 32'h0;
        b$32 = 32'h0;
        e$33 = 32'h0;
        b$33 = 32'h0;
        e$34 = 32'h0;
        b$34 = 32'h0;
        e$35 = 32'h0;
        b$35 = 32'h0;
        e$36 = 32'h0;
        b$36 = 32'h0;
        e$37 = 32'h0;
        b$37 = 32'h0;
        e$38 = 32'h0;
        b$38 = 32'h0;
        e$39 = 32'h0;
        b$39 = 32'h0;
        e$40 = 32'h0;
        b$40 = 32'h0;
        e$41 = 32'h0;
        b$41 = 32'h0;
        e$42 = 32'h0;
        b$42 = 32'h0;
        e$43 = 32'h0;
        b$43 = 32'h0;
        e$44 = 32'h0;
        b$44 = 32'h0;
        e$45 = 32'h0;
        b$45 = 32'h0;
        e$46 = 32'h0;
        b$46 = 32'h0;
        e$47 = 32'h0;
        b$47 = 32'h0;
        e$48 = 32'h0;
        b$48 = 32'h0;
        e$49 = 32'h0;
        b$49 = 32'h0;
        sel = k_one << lane;
        case (lane)
            0:
                begin
                    rd = state$0$q;
                end
            1:
                begin
                    rd = state$1$q;
                end
            2:
                begin
                    rd = state$2$q;
                end
            3:
                begin
                    rd = state$3$q;
                end
            4:
                begin
                    rd = state$4$q;
                end
            5:
                begin
                    rd = state$5$q;
                end
            6:
                begin
                    rd = state$6$q;
                end
            7:
                begin
                    rd = state$7$q;
                end
            8:
                begin
                    rd = state$8$q;
                end
            9:
                begin
                    rd = state$9$q;
                end
            10:
                begin
                    rd = state$10$q;
                end
            11:
                begin
                    rd = state$11$q;
                end
            12:
                begin
                    rd = state$12$q;
                end
            13:
                begin
                    rd = state$13$q;
                end
            14:
                begin
                    rd = state$14$q;
                end
            15:
                begin
                    rd = state$15$q;
                end
            16:
                begin
                    rd = state$16$q;
                end
            17:
                begin
                    rd = state$17$q;
                end
            18:
                begin
                    rd = state$18$q;
                end
            19:
                begin
                    rd = state$19$q;
                end
            20:
                begin
                    rd = state$20$q;
                end
            21:
                begin
                    rd = state$21$q;
                end
            22:
                begin
                    rd = state$22$q;
                end
            23:
                begin
                    rd = state$23$q;
                end
            24:
                begin
                    rd = state$24$q;
                end
            default:
                begin
                    rd = 32'h0;
                end
        endcase
        busy = running$q;
        lane_out = out_q$q;
        if (clear & ~running$q) begin
            state$0$d = 32'h0;
        end
        else if (running$q) begin
            state$0$d = s$25;
        end
        else if (lane_xor & sel[0]) begin
            state$0$d = state$0$q ^ lane_in;
        end
        if (clear & ~running$q) begin
            state$1$d = 32'h0;
        end
        else if (running$q) begin
            state$1$d = s$26;
        end
        else if (lane_xor & sel[1]) begin
            state$1$d = state$1$q ^ lane_in;
        end
        if (clear & ~running$q) begin
            state$2$d = 32'h0;
        end
        else if (running$q) begin
            state$2$d = s$27;
        end
        else if (lane_xor & sel[2]) begin
            state$2$d = state$2$q ^ lane_in;
        end
        if (clear & ~running$q) begin
            state$3$d = 32'h0;
        end
        else if (running$q) begin
            state$3$d = s$28;
        end
        else if (lane_xor & sel[3]) begin
            state$3$d = state$3$q ^ lane_in;
        end
        if (clear & ~running$q) begin
            state$4$d = 32'h0;
        end
        else if (running$q) begin
            state$4$d = s$29;
        end
        else if (lane_xor & sel[4]) begin
            state$4$d = state$4$q ^ lane_in;
        end
        if (clear & ~running$q) begin
            state$5$d = 32'h0;
        end
        else if (running$q) begin
            state$5$d = s$30;
        end
        else if (lane_xor & sel[5]) begin
            state$5$d = state$5$q ^ lane_in;
        end
        if (clear & ~running$q) begin
            state$6$d = 32'h0;
        end
        else if (running$q) begin
            state$6$d = s$31;
        end
        else if (lane_xor & sel[6]) begin
            state$6$d = state$6$q ^ lane_in;
        end
        if (clear & ~running$q) begin
            state$7$d = 32'h0;
        end
        else if (running$q) begin
            state$7$d = s$32;
        end
        else if (lane_xor & sel[7]) begin
            state$7$d = state$7$q ^ lane_in;
        end
        if (clear & ~running$q) begin
            state$8$d = 32'h0;
        end
        else if (running$q) begin
            state$8$d = s$33;
        end
        else if (lane_xor & sel[8]) begin
            state$8$d = state$8$q ^ lane_in;
        end
        if (clear & ~running$q) begin
            state$9$d = 32'h0;
        end
        else if (running$q) begin
            state$9$d = s$34;
        end
        else if (lane_xor & sel[9]) begin
            state$9$d = state$9$q ^ lane_in;
        end
        if (clear & ~running$q) begin
            state$10$d = 32'h0;
        end
        else if (running$q) begin
            state$10$d = s$35;
        end
        else if (lane_xor & sel[10]) begin
            state$10$d = state$10$q ^ lane_in;
        end
        if (clear & ~running$q) begin
            state$11$d = 32'h0;
        end
        else if (running$q) begin
            state$11$d = s$36;
        end
        else if (lane_xor & sel[11]) begin
            state$11$d = state$11$q ^ lane_in;
        end
        if (clear & ~running$q) begin
            state$12$d = 32'h0;
        end
        else if (running$q) begin
            state$12$d = s$37;
        end
        else if (lane_xor & sel[12]) begin
            state$12$d = state$12$q ^ lane_in;
        end
        if (clear & ~running$q) begin
            state$13$d = 32'h0;
        end
        else if (running$q) begin
            state$13$d = s$38;
        end
        else if (lane_xor & sel[13]) begin
            state$13$d = state$13$q ^ lane_in;
        end
        if (clear & ~running$q) begin
            state$14$d = 32'h0;
        end
        else if (running$q) begin
            state$14$d = s$39;
        end
        else if (lane_xor & sel[14]) begin
            state$14$d = state$14$q ^ lane_in;
        end
        if (clear & ~running$q) begin
            state$15$d = 32'h0;
        end
        else if (running$q) begin
            state$15$d = s$40;
        end
        else if (lane_xor & sel[15]) begin
            state$15$d = state$15$q ^ lane_in;
        end
        if (clear & ~running$q) begin
            state$16$d = 32'h0;
        end
        else if (running$q) begin
            state$16$d = s$41;
        end
        else if (lane_xor & sel[16]) begin
            state$16$d = state$16$q ^ lane_in;
        end
        if (clear & ~running$q) begin
            state$17$d = 32'h0;
        end
        else if (running$q) begin
            state$17$d = s$42;
        end
        else if (lane_xor & sel[17]) begin
            state$17$d = state$17$q ^ lane_in;
        end
        if (clear & ~running$q) begin
            state$18$d = 32'h0;
        end
        else if (running$q) begin
            state$18$d = s$43;
        end
        else if (lane_xor & sel[18]) begin
            state$18$d = state$18$q ^ lane_in;
        end
        if (clear & ~running$q) begin
            state$19$d = 32'h0;
        end
        else if (running$q) begin
            state$19$d = s$44;
        end
        else if (lane_xor & sel[19]) begin
            state$19$d = state$19$q ^ lane_in;
        end
        if (clear & ~running$q) begin
            state$20$d = 32'h0;
        end
        else if (running$q) begin
            state$20$d = s$45;
        end
        else if (lane_xor & sel[20]) begin
            state$20$d = state$20$q ^ lane_in;
        end
        if (clear & ~running$q) begin
            state$21$d = 32'h0;
        end
        else if (running$q) begin
            state$21$d = s$46;
        end
        else if (lane_xor & sel[21]) begin
            state$21$d = state$21$q ^ lane_in;
        end
        if (clear & ~running$q) begin
            state$22$d = 32'h0;
        end
        else if (running$q) begin
            state$22$d = s$47;
        end
        else if (lane_xor & sel[22]) begin
            state$22$d = state$22$q ^ lane_in;
        end
        if (clear & ~running$q) begin
            state$23$d = 32'h0;
        end
        else if (running$q) begin
            state$23$d = s$48;
        end
        else if (lane_xor & sel[23]) begin
            state$23$d = state$23$q ^ lane_in;
        end
        if (clear & ~running$q) begin
            state$24$d = 32'h0;
        end
        else if (running$q) begin
            state$24$d = s$49;
        end
        else if (lane_xor & sel[24]) begin
            state$24$d = state$24$q ^ lane_in;
        end
        if (running$q) begin
            round$d = round$q + 32'h1;
            if (round$q == k_last_round) begin
                running$d = 1'b0;
                round$d = 32'h0;
            end
        end
        else if (permute & ~clear) begin
            running$d = 1'b1;
            round$d = 32'h0;
        end
        else if (lane_read & ~clear & ~lane_xor) begin
            out_q$d = rd;
        end
        if (reset) begin
            running$d = 1'b0;
            round$d = 32'h0;
        end
    end
    
endmodule // top$sampler$sponge$core


module top$sampler$sponge$core$out_q(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$core$out_q


module top$sampler$sponge$core$rc$0(address,data);
    
    // Module arguments
    input wire  [4:0] address;
    output reg  [63:0] data;
    
    // Update code (custom)
    always @*
    case (address)
        5'b0: data = 64'h1;
      5'b1: data = 64'h8082;
      5'b10: data = 64'h800000000000808a;
      5'b11: data = 64'h8000000080008000;
      5'b100: data = 64'h808b;
      5'b101: data = 64'h80000001;
      5'b110: data = 64'h8000000080008081;
      5'b111: data = 64'h8000000000008009;
      5'b1000: data = 64'h8a;
      5'b1001: data = 64'h88;
      5'b1010: data = 64'h80008009;
      5'b1011: data = 64'h8000000a;
      5'b1100: data = 64'h8000808b;
      5'b1101: data = 64'h800000000000008b;
      5'b1110: data = 64'h8000000000008089;
      5'b1111: data = 64'h8000000000008003;
      5'b10000: data = 64'h8000000000008002;
      5'b10001: data = 64'h8000000000000080;
      5'b10010: data = 64'h800a;
      5'b10011: data = 64'h800000008000000a;
      5'b10100: data = 64'h8000000080008081;
      5'b10101: data = 64'h8000000000008080;
      5'b10110: data = 64'h80000001;
      5'b10111: data = 64'h8000000080008008;
      default: data = 64'h0;
    endcase
            
endmodule // top$sampler$sponge$core$rc$0


module top$sampler$sponge$core$round(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$core$round


module top$sampler$sponge$core$running(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$core$running


module top$sampler$sponge$core$state$0(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$core$state$0


module top$sampler$sponge$core$state$1(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$core$state$1


module top$sampler$sponge$core$state$10(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$core$state$10


module top$sampler$sponge$core$state$11(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$core$state$11


module top$sampler$sponge$core$state$12(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$core$state$12


module top$sampler$sponge$core$state$13(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$core$state$13


module top$sampler$sponge$core$state$14(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$core$state$14


module top$sampler$sponge$core$state$15(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$core$state$15


module top$sampler$sponge$core$state$16(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$core$state$16


module top$sampler$sponge$core$state$17(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$core$state$17


module top$sampler$sponge$core$state$18(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$core$state$18


module top$sampler$sponge$core$state$19(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$core$state$19


module top$sampler$sponge$core$state$2(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$core$state$2


module top$sampler$sponge$core$state$20(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$core$state$20


module top$sampler$sponge$core$state$21(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$core$state$21


module top$sampler$sponge$core$state$22(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$core$state$22


module top$sampler$sponge$core$state$23(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$core$state$23


module top$sampler$sponge$core$state$24(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$core$state$24


module top$sampler$sponge$core$state$3(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$core$state$3


module top$sampler$sponge$core$state$4(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$core$state$4


module top$sampler$sponge$core$state$5(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$core$state$5


module top$sampler$sponge$core$state$6(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$core$state$6


module top$sampler$sponge$core$state$7(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$core$state$7


module top$sampler$sponge$core$state$8(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$core$state$8


module top$sampler$sponge$core$state$9(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$core$state$9


module top$sampler$sponge$first(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$first


module top$sampler$sponge$func(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$func


module top$sampler$sponge$lane(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$lane


module top$sampler$sponge$lane_reg(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$lane_reg


module top$sampler$sponge$padding(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$padding


module top$sampler$sponge$pos(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$pos


module top$sampler$sponge$ret(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$ret


module top$sampler$sponge$squeezing(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$squeezing


module top$sampler$sponge$state(d,q,clock);
    
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
          
endmodule // top$sampler$sponge$state


module top$slot(d,q,clock);
    
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
          
endmodule // top$slot


module top$state(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Enums
    localparam SpongeUnitState$Idle = 0;
    localparam SpongeUnitState$Settle = 1;
    localparam SpongeUnitState$Absorb = 2;
    localparam SpongeUnitState$Squeeze = 3;
    localparam SpongeUnitState$Sample = 4;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$state
