

module top(clock,reset,init,mode,in_valid,in_byte,in_ready,finish,out_valid,out_byte,out_ready,busy);
    
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
    top$core core(
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
    top$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    top$ret ret(
        .d(ret$d),
        .q(ret$q),
        .clock(ret$clock)
    );
    top$func func(
        .d(func$d),
        .q(func$q),
        .clock(func$clock)
    );
    top$squeezing squeezing(
        .d(squeezing$d),
        .q(squeezing$q),
        .clock(squeezing$clock)
    );
    top$padding padding(
        .d(padding$d),
        .q(padding$q),
        .clock(padding$clock)
    );
    top$first first(
        .d(first$d),
        .q(first$q),
        .clock(first$clock)
    );
    top$pos pos(
        .d(pos$d),
        .q(pos$q),
        .clock(pos$clock)
    );
    top$lane lane(
        .d(lane$d),
        .q(lane$q),
        .clock(lane$clock)
    );
    top$lane_reg lane_reg(
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
    
endmodule // top


module top$core(clock,reset,clear,permute,lane_xor,lane_read,lane,lane_in,lane_out,busy);
    
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
    top$core$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$core$schedule schedule(
        .address(schedule$address),
        .data(schedule$data)
    );
    top$core$iota iota(
        .address(iota$address),
        .data(iota$data)
    );
    top$core$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    top$core$t t(
        .d(t$d),
        .q(t$q),
        .clock(t$clock)
    );
    top$core$p p(
        .d(p$d),
        .q(p$q),
        .clock(p$clock)
    );
    top$core$rounds rounds(
        .d(rounds$d),
        .q(rounds$q),
        .clock(rounds$clock)
    );
    top$core$lane_q lane_q(
        .d(lane_q$d),
        .q(lane_q$q),
        .clock(lane_q$clock)
    );
    top$core$rho_q rho_q(
        .d(rho_q$d),
        .q(rho_q$q),
        .clock(rho_q$clock)
    );
    top$core$b b(
        .d(b$d),
        .q(b$q),
        .clock(b$clock)
    );
    top$core$w1 w1(
        .d(w1$d),
        .q(w1$q),
        .clock(w1$clock)
    );
    top$core$w2 w2(
        .d(w2$d),
        .q(w2$q),
        .clock(w2$clock)
    );
    top$core$h h(
        .d(h$d),
        .q(h$q),
        .clock(h$clock)
    );
    top$core$g g(
        .d(g$d),
        .q(g$q),
        .clock(g$clock)
    );
    top$core$wq_data wq_data(
        .d(wq_data$d),
        .q(wq_data$q),
        .clock(wq_data$clock)
    );
    top$core$wq_addr wq_addr(
        .d(wq_addr$d),
        .q(wq_addr$q),
        .clock(wq_addr$clock)
    );
    top$core$wq_en wq_en(
        .d(wq_en$d),
        .q(wq_en$q),
        .clock(wq_en$clock)
    );
    top$core$c$0 c$0(
        .d(c$0$d),
        .q(c$0$q),
        .clock(c$0$clock)
    );
    top$core$c$1 c$1(
        .d(c$1$d),
        .q(c$1$q),
        .clock(c$1$clock)
    );
    top$core$c$2 c$2(
        .d(c$2$d),
        .q(c$2$q),
        .clock(c$2$clock)
    );
    top$core$c$3 c$3(
        .d(c$3$d),
        .q(c$3$q),
        .clock(c$3$clock)
    );
    top$core$c$4 c$4(
        .d(c$4$d),
        .q(c$4$q),
        .clock(c$4$clock)
    );
    top$core$d$0 d$0(
        .d(d$0$d),
        .q(d$0$q),
        .clock(d$0$clock)
    );
    top$core$d$1 d$1(
        .d(d$1$d),
        .q(d$1$q),
        .clock(d$1$clock)
    );
    top$core$d$2 d$2(
        .d(d$2$d),
        .q(d$2$q),
        .clock(d$2$clock)
    );
    top$core$d$3 d$3(
        .d(d$3$d),
        .q(d$3$q),
        .clock(d$3$clock)
    );
    top$core$d$4 d$4(
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
    
endmodule // top$core


module top$core$b(d,q,clock);
    
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
          
endmodule // top$core$b


module top$core$c$0(d,q,clock);
    
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
          
endmodule // top$core$c$0


module top$core$c$1(d,q,clock);
    
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
          
endmodule // top$core$c$1


module top$core$c$2(d,q,clock);
    
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
          
endmodule // top$core$c$2


module top$core$c$3(d,q,clock);
    
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
          
endmodule // top$core$c$3


module top$core$c$4(d,q,clock);
    
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
          
endmodule // top$core$c$4


module top$core$d$0(d,q,clock);
    
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
          
endmodule // top$core$d$0


module top$core$d$1(d,q,clock);
    
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
          
endmodule // top$core$d$1


module top$core$d$2(d,q,clock);
    
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
          
endmodule // top$core$d$2


module top$core$d$3(d,q,clock);
    
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
          
endmodule // top$core$d$3


module top$core$d$4(d,q,clock);
    
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
          
endmodule // top$core$d$4


module top$core$g(d,q,clock);
    
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
          
endmodule // top$core$g


module top$core$h(d,q,clock);
    
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
          
endmodule // top$core$h


module top$core$iota(address,data);
    
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
            
endmodule // top$core$iota


module top$core$lane_q(d,q,clock);
    
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
          
endmodule // top$core$lane_q


module top$core$p(d,q,clock);
    
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
          
endmodule // top$core$p


module top$core$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // top$core$ram


module top$core$rho_q(d,q,clock);
    
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
          
endmodule // top$core$rho_q


module top$core$rounds(d,q,clock);
    
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
          
endmodule // top$core$rounds


module top$core$schedule(address,data);
    
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
            
endmodule // top$core$schedule


module top$core$state(d,q,clock);
    
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
          
endmodule // top$core$state


module top$core$t(d,q,clock);
    
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
          
endmodule // top$core$t


module top$core$w1(d,q,clock);
    
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
          
endmodule // top$core$w1


module top$core$w2(d,q,clock);
    
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
          
endmodule // top$core$w2


module top$core$wq_addr(d,q,clock);
    
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
          
endmodule // top$core$wq_addr


module top$core$wq_data(d,q,clock);
    
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
          
endmodule // top$core$wq_data


module top$core$wq_en(d,q,clock);
    
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
          
endmodule // top$core$wq_en


module top$first(d,q,clock);
    
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
          
endmodule // top$first


module top$func(d,q,clock);
    
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
          
endmodule // top$func


module top$lane(d,q,clock);
    
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
          
endmodule // top$lane


module top$lane_reg(d,q,clock);
    
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
          
endmodule // top$lane_reg


module top$padding(d,q,clock);
    
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
          
endmodule // top$padding


module top$pos(d,q,clock);
    
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
          
endmodule // top$pos


module top$ret(d,q,clock);
    
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
          
endmodule // top$ret


module top$squeezing(d,q,clock);
    
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
          
endmodule // top$squeezing


module top$state(d,q,clock);
    
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
          
endmodule // top$state
