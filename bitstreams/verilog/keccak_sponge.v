

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
    top$core$state$0 state$0(
        .d(state$0$d),
        .q(state$0$q),
        .clock(state$0$clock)
    );
    top$core$state$1 state$1(
        .d(state$1$d),
        .q(state$1$q),
        .clock(state$1$clock)
    );
    top$core$state$2 state$2(
        .d(state$2$d),
        .q(state$2$q),
        .clock(state$2$clock)
    );
    top$core$state$3 state$3(
        .d(state$3$d),
        .q(state$3$q),
        .clock(state$3$clock)
    );
    top$core$state$4 state$4(
        .d(state$4$d),
        .q(state$4$q),
        .clock(state$4$clock)
    );
    top$core$state$5 state$5(
        .d(state$5$d),
        .q(state$5$q),
        .clock(state$5$clock)
    );
    top$core$state$6 state$6(
        .d(state$6$d),
        .q(state$6$q),
        .clock(state$6$clock)
    );
    top$core$state$7 state$7(
        .d(state$7$d),
        .q(state$7$q),
        .clock(state$7$clock)
    );
    top$core$state$8 state$8(
        .d(state$8$d),
        .q(state$8$q),
        .clock(state$8$clock)
    );
    top$core$state$9 state$9(
        .d(state$9$d),
        .q(state$9$q),
        .clock(state$9$clock)
    );
    top$core$state$10 state$10(
        .d(state$10$d),
        .q(state$10$q),
        .clock(state$10$clock)
    );
    top$core$state$11 state$11(
        .d(state$11$d),
        .q(state$11$q),
        .clock(state$11$clock)
    );
    top$core$state$12 state$12(
        .d(state$12$d),
        .q(state$12$q),
        .clock(state$12$clock)
    );
    top$core$state$13 state$13(
        .d(state$13$d),
        .q(state$13$q),
        .clock(state$13$clock)
    );
    top$core$state$14 state$14(
        .d(state$14$d),
        .q(state$14$q),
        .clock(state$14$clock)
    );
    top$core$state$15 state$15(
        .d(state$15$d),
        .q(state$15$q),
        .clock(state$15$clock)
    );
    top$core$state$16 state$16(
        .d(state$16$d),
        .q(state$16$q),
        .clock(state$16$clock)
    );
    top$core$state$17 state$17(
        .d(state$17$d),
        .q(state$17$q),
        .clock(state$17$clock)
    );
    top$core$state$18 state$18(
        .d(state$18$d),
        .q(state$18$q),
        .clock(state$18$clock)
    );
    top$core$state$19 state$19(
        .d(state$19$d),
        .q(state$19$q),
        .clock(state$19$clock)
    );
    top$core$state$20 state$20(
        .d(state$20$d),
        .q(state$20$q),
        .clock(state$20$clock)
    );
    top$core$state$21 state$21(
        .d(state$21$d),
        .q(state$21$q),
        .clock(state$21$clock)
    );
    top$core$state$22 state$22(
        .d(state$22$d),
        .q(state$22$q),
        .clock(state$22$clock)
    );
    top$core$state$23 state$23(
        .d(state$23$d),
        .q(state$23$q),
        .clock(state$23$clock)
    );
    top$core$state$24 state$24(
        .d(state$24$d),
        .q(state$24$q),
        .clock(state$24$clock)
    );
    top$core$out_q out_q(
        .d(out_q$d),
        .q(out_q$q),
        .clock(out_q$clock)
    );
    top$core$running running(
        .d(running$d),
        .q(running$q),
        .clock(running$clock)
    );
    top$core$round round(
        .d(round$d),
        .q(round$q),
        .clock(round$clock)
    );
    top$core$rc$0 rc$0(
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
    
endmodule // top$core


module top$core$out_q(d,q,clock);
    
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
          
endmodule // top$core$out_q


module top$core$rc$0(address,data);
    
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
            
endmodule // top$core$rc$0


module top$core$round(d,q,clock);
    
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
          
endmodule // top$core$round


module top$core$running(d,q,clock);
    
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
          
endmodule // top$core$running


module top$core$state$0(d,q,clock);
    
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
          
endmodule // top$core$state$0


module top$core$state$1(d,q,clock);
    
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
          
endmodule // top$core$state$1


module top$core$state$10(d,q,clock);
    
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
          
endmodule // top$core$state$10


module top$core$state$11(d,q,clock);
    
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
          
endmodule // top$core$state$11


module top$core$state$12(d,q,clock);
    
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
          
endmodule // top$core$state$12


module top$core$state$13(d,q,clock);
    
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
          
endmodule // top$core$state$13


module top$core$state$14(d,q,clock);
    
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
          
endmodule // top$core$state$14


module top$core$state$15(d,q,clock);
    
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
          
endmodule // top$core$state$15


module top$core$state$16(d,q,clock);
    
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
          
endmodule // top$core$state$16


module top$core$state$17(d,q,clock);
    
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
          
endmodule // top$core$state$17


module top$core$state$18(d,q,clock);
    
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
          
endmodule // top$core$state$18


module top$core$state$19(d,q,clock);
    
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
          
endmodule // top$core$state$19


module top$core$state$2(d,q,clock);
    
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
          
endmodule // top$core$state$2


module top$core$state$20(d,q,clock);
    
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
          
endmodule // top$core$state$20


module top$core$state$21(d,q,clock);
    
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
          
endmodule // top$core$state$21


module top$core$state$22(d,q,clock);
    
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
          
endmodule // top$core$state$22


module top$core$state$23(d,q,clock);
    
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
          
endmodule // top$core$state$23


module top$core$state$24(d,q,clock);
    
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
          
endmodule // top$core$state$24


module top$core$state$3(d,q,clock);
    
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
          
endmodule // top$core$state$3


module top$core$state$4(d,q,clock);
    
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
          
endmodule // top$core$state$4


module top$core$state$5(d,q,clock);
    
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
          
endmodule // top$core$state$5


module top$core$state$6(d,q,clock);
    
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
          
endmodule // top$core$state$6


module top$core$state$7(d,q,clock);
    
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
          
endmodule // top$core$state$7


module top$core$state$8(d,q,clock);
    
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
          
endmodule // top$core$state$8


module top$core$state$9(d,q,clock);
    
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
          
endmodule // top$core$state$9


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
