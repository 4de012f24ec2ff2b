

module top(clock,a,b,w,inverse,x,y);
    
    // Module arguments
    input wire  clock;
    input wire  [11:0] a;
    input wire  [11:0] b;
    input wire  [11:0] w;
    input wire  inverse;
    output reg  [11:0] x;
    output reg  [11:0] y;
    
    // Constant declarations
    localparam  k_q = 13'b110100000001;
    localparam  k_half = 12'h681;
    
    // Stub signals
    reg  [11:0] a0$d;
    wire  [11:0] a0$q;
    reg  a0$clock;
    reg  [11:0] b0$d;
    wire  [11:0] b0$q;
    reg  b0$clock;
    reg  [11:0] w0$d;
    wire  [11:0] w0$q;
    reg  w0$clock;
    reg  inv0$d;
    wire  inv0$q;
    reg  inv0$clock;
    reg  [11:0] a1$d;
    wire  [11:0] a1$q;
    reg  a1$clock;
    reg  [11:0] s1$d;
    wire  [11:0] s1$q;
    reg  s1$clock;
    reg  [15:0] m1$d;
    wire  [15:0] m1$q;
    reg  m1$clock;
    reg  [15:0] w1$d;
    wire  [15:0] w1$q;
    reg  w1$clock;
    reg  inv1$d;
    wire  inv1$q;
    reg  inv1$clock;
    reg  [11:0] a2$d;
    wire  [11:0] a2$q;
    reg  a2$clock;
    reg  [11:0] s2$d;
    wire  [11:0] s2$q;
    reg  s2$clock;
    reg  [23:0] p2$d;
    wire  [23:0] p2$q;
    reg  p2$clock;
    reg  inv2$d;
    wire  inv2$q;
    reg  inv2$clock;
    reg  [11:0] a3$d;
    wire  [11:0] a3$q;
    reg  a3$clock;
    reg  [11:0] s3$d;
    wire  [11:0] s3$q;
    reg  s3$clock;
    reg  [11:0] t3$d;
    wire  [11:0] t3$q;
    reg  t3$clock;
    reg  inv3$d;
    wire  inv3$q;
    reg  inv3$clock;
    reg  [23:0] reducer$c;
    wire  [11:0] reducer$r;
    
    // Local signals
    reg  [12:0] sum0;
    reg  [12:0] diff0;
    reg  [31:0] product;
    reg  [12:0] add3;
    reg  [12:0] sub3;
    
    // Sub module instances
    top$a0 a0(
        .d(a0$d),
        .q(a0$q),
        .clock(a0$clock)
    );
    top$b0 b0(
        .d(b0$d),
        .q(b0$q),
        .clock(b0$clock)
    );
    top$w0 w0(
        .d(w0$d),
        .q(w0$q),
        .clock(w0$clock)
    );
    top$inv0 inv0(
        .d(inv0$d),
        .q(inv0$q),
        .clock(inv0$clock)
    );
    top$a1 a1(
        .d(a1$d),
        .q(a1$q),
        .clock(a1$clock)
    );
    top$s1 s1(
        .d(s1$d),
        .q(s1$q),
        .clock(s1$clock)
    );
    top$m1 m1(
        .d(m1$d),
        .q(m1$q),
        .clock(m1$clock)
    );
    top$w1 w1(
        .d(w1$d),
        .q(w1$q),
        .clock(w1$clock)
    );
    top$inv1 inv1(
        .d(inv1$d),
        .q(inv1$q),
        .clock(inv1$clock)
    );
    top$a2 a2(
        .d(a2$d),
        .q(a2$q),
        .clock(a2$clock)
    );
    top$s2 s2(
        .d(s2$d),
        .q(s2$q),
        .clock(s2$clock)
    );
    top$p2 p2(
        .d(p2$d),
        .q(p2$q),
        .clock(p2$clock)
    );
    top$inv2 inv2(
        .d(inv2$d),
        .q(inv2$q),
        .clock(inv2$clock)
    );
    top$a3 a3(
        .d(a3$d),
        .q(a3$q),
        .clock(a3$clock)
    );
    top$s3 s3(
        .d(s3$d),
        .q(s3$q),
        .clock(s3$clock)
    );
    top$t3 t3(
        .d(t3$d),
        .q(t3$q),
        .clock(t3$clock)
    );
    top$inv3 inv3(
        .d(inv3$d),
        .q(inv3$q),
        .clock(inv3$clock)
    );
    top$reducer reducer(
        .c(reducer$c),
        .r(reducer$r)
    );
    
    // Update code
    always @(*) begin
        a0$clock = clock;
        b0$clock = clock;
        w0$clock = clock;
        inv0$clock = clock;
        a1$clock = clock;
        s1$clock = clock;
        m1$clock = clock;
        w1$clock = clock;
        inv1$clock = clock;
        a2$clock = clock;
        s2$clock = clock;
        p2$clock = clock;
        inv2$clock = clock;
        a3$clock = clock;
        s3$clock = clock;
        t3$clock = clock;
        inv3$clock = clock;
        a0$d = a0$q;
        b0$d = b0$q;
        w0$d = w0$q;
        inv0$d = inv0$q;
        a1$d = a1$q;
        s1$d = s1$q;
        m1$d = m1$q;
        w1$d = w1$q;
        inv1$d = inv1$q;
        a2$d = a2$q;
        s2$d = s2$q;
        p2$d = p2$q;
        inv2$d = inv2$q;
        a3$d = a3$q;
        s3$d = s3$q;
        t3$d = t3$q;
        inv3$d = inv3$q;
        a0$d = a;
        b0$d = b;
        w0$d = w;
        inv0$d = inverse;
        sum0 = ((a0$q) & 13'h1fff) + ((b0$q) & 13'h1fff);
        if (sum0 >= k_q) begin
            sum0 = sum0 - k_q;
        end
        diff0 = ((b0$q) & 13'h1fff) + k_q - ((a0$q) & 13'h1fff);
        if (diff0 >= k_q) begin
            diff0 = diff0 - k_q;
        end
        a1$d = a0$q;
        s1$d = sum0[(32'h0)+:(12)];
        if (inv0$q) begin
            m1$d = ((diff0[(32'h0)+:(12)]) & 16'hffff);
        end
        else begin
            m1$d = ((b0$q) & 16'hffff);
        end
        w1$d = ((w0$q) & 16'hffff);
        inv1$d = inv0$q;
        product = m1$q * w1$q;
        p2$d = product[(32'h0)+:(24)];
        a2$d = a1$q;
        if (s1$q[32'h0]) begin
            s2$d = (s1$q >> 32'h1) + k_half;
        end
        else begin
            s2$d = s1$q >> 32'h1;
        end
        inv2$d = inv1$q;
        reducer$c = p2$q;
        t3$d = reducer$r;
        a3$d = a2$q;
        s3$d = s2$q;
        inv3$d = inv2$q;
        add3 = ((a3$q) & 13'h1fff) + ((t3$q) & 13'h1fff);
        if (add3 >= k_q) begin
            add3 = add3 - k_q;
        end
        sub3 = ((a3$q) & 13'h1fff) + k_q - ((t3$q) & 13'h1fff);
        if (sub3 >= k_q) begin
            sub3 = sub3 - k_q;
        end
        if (inv3$q) begin
            x = s3$q;
            y = t3$q;
        end
        else begin
            x = add3[(32'h0)+:(12)];
            y = sub3[(32'h0)+:(12)];
        end
    end
    
endmodule // top


module top$a0(d,q,clock);
    
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
          
endmodule // top$a0


module top$a1(d,q,clock);
    
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
          
endmodule // top$a1


module top$a2(d,q,clock);
    
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
          
endmodule // top$a2


module top$a3(d,q,clock);
    
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
          
endmodule // top$a3


module top$b0(d,q,clock);
    
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
          
endmodule // top$b0


module top$inv0(d,q,clock);
    
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
          
endmodule // top$inv0


module top$inv1(d,q,clock);
    
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
          
endmodule // top$inv1


module top$inv2(d,q,clock);
    
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
          
endmodule // top$inv2


module top$inv3(d,q,clock);
    
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
          
endmodule // top$inv3


module top$m1(d,q,clock);
    
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
          
endmodule // top$m1


module top$p2(d,q,clock);
    
    // Module arguments
    input wire  [23:0] d;
    output reg  [23:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 24'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$p2


module top$reducer(c,r);
    
    // Module arguments
    input wire  [23:0] c;
    output reg  [11:0] r;
    
    // Constant declarations
    localparam  k1 = 16'hf2ff;
    localparam  k2 = 16'he5fe;
    localparam  k3 = 16'hd8fd;
    localparam  k4 = 16'hcbfc;
    localparam  k5 = 16'hbefb;
    localparam  k6 = 16'hb1fa;
    localparam  k7 = 16'ha4f9;
    localparam  kp = 16'hd01;
    
    // Stub signals
    reg  [23:0] tree$c;
    wire  [15:0] tree$s;
    wire  [15:0] tree$d;
    
    // Local signals
    reg  [15:0] sum;
    reg  [15:0] m1;
    reg  [15:0] m2;
    reg  [15:0] m3;
    reg  [15:0] m4;
    reg  [15:0] m5;
    reg  [15:0] m6;
    reg  [15:0] m7;
    reg  [15:0] p1;
    
    // Sub module instances
    top$reducer$tree tree(
        .c(tree$c),
        .s(tree$s),
        .d(tree$d)
    );
    
    // Update code
    always @(*) begin
        tree$c = c;
        sum = tree$s + tree$d;
        m1 = sum + k1;
        m2 = sum + k2;
        m3 = sum + k3;
        m4 = sum + k4;
        m5 = sum + k5;
        m6 = sum + k6;
        m7 = sum + k7;
        p1 = sum + kp;
        if (~m7[32'hf]) begin
            r = m7[(32'h0)+:(12)];
        end
        else if (~m6[32'hf]) begin
            r = m6[(32'h0)+:(12)];
        end
        else if (~m5[32'hf]) begin
            r = m5[(32'h0)+:(12)];
        end
        else if (~m4[32'hf]) begin
            r = m4[(32'h0)+:(12)];
        end
        else if (~m3[32'hf]) begin
            r = m3[(32'h0)+:(12)];
        end
        else if (~m2[32'hf]) begin
            r = m2[(32'h0)+:(12)];
        end
        else if (~m1[32'hf]) begin
            r = m1[(32'h0)+:(12)];
        end
        else if (~sum[32'hf]) begin
            r = sum[(32'h0)+:(12)];
        end
        else begin
            r = p1[(32'h0)+:(12)];
        end
    end
    
endmodule // top$reducer


module top$reducer$tree(c,s,d);
    
    // Module arguments
    input wire  [23:0] c;
    output reg  [15:0] s;
    output reg  [15:0] d;
    
    // Local signals
    reg  [15:0] s_row;
    reg  [15:0] d_row;
    reg  w$0;
    reg  w$1;
    reg  w$2;
    reg  w$3;
    reg  w$4;
    reg  w$5;
    reg  w$6;
    reg  w$7;
    reg  w$8;
    reg  w$9;
    reg  w$10;
    reg  w$11;
    reg  w$12;
    reg  w$13;
    reg  w$14;
    reg  w$15;
    reg  w$16;
    reg  w$17;
    reg  w$18;
    reg  w$19;
    reg  w$20;
    reg  w$21;
    reg  w$22;
    reg  w$23;
    reg  w$24;
    reg  w$25;
    reg  w$26;
    reg  w$27;
    reg  w$28;
    reg  w$29;
    reg  w$30;
    reg  w$31;
    reg  w$32;
    reg  w$33;
    reg  w$34;
    reg  w$35;
    reg  w$36;
    reg  w$37;
    reg  w$38;
    reg  w$39;
    reg  w$40;
    reg  w$41;
    reg  w$42;
    reg  w$43;
    reg  w$44;
    reg  w$45;
    reg  w$46;
    reg  w$47;
    reg  w$48;
    reg  w$49;
    reg  w$50;
    reg  w$51;
    reg  w$52;
    reg  w$53;
    reg  w$54;
    reg  w$55;
    reg  w$56;
    reg  w$57;
    reg  w$58;
    reg  w$59;
    reg  w$60;
    reg  w$61;
    reg  w$62;
    reg  w$63;
    reg  w$64;
    reg  w$65;
    reg  w$66;
    reg  w$67;
    reg  w$68;
    reg  w$69;
    reg  w$70;
    reg  w$71;
    reg  w$72;
    reg  w$73;
    reg  w$74;
    reg  w$75;
    reg  w$76;
    reg  w$77;
    reg  w$78;
    reg  w$79;
    reg  w$80;
    reg  w$81;
    reg  w$82;
    reg  w$83;
    reg  w$84;
    reg  w$85;
    reg  w$86;
    reg  w$87;
    reg  w$88;
    reg  w$89;
    reg  w$90;
    reg  w$91;
    reg  w$92;
    reg  w$93;
    reg  w$94;
    reg  w$95;
    reg  w$96;
    reg  w$97;
    reg  w$98;
    reg  w$99;
    reg  w$100;
    reg  w$101;
    reg  w$102;
    reg  w$103;
    reg  w$104;
    reg  w$105;
    reg  w$106;
    reg  w$107;
    reg  w$108;
    reg  w$109;
    reg  w$110;
    reg  w$111;
    reg  w$112;
    reg  w$113;
    reg  w$114;
    reg  w$115;
    reg  w$116;
    reg  w$117;
    reg  w$118;
    reg  w$119;
    reg  w$120;
    reg  w$121;
    reg  w$122;
    reg  w$123;
    reg  w$124;
    reg  w$125;
    reg  w$126;
    reg  w$127;
    reg  w$128;
    reg  w$129;
    reg  w$130;
    reg  w$131;
    reg  w$132;
    reg  w$133;
    reg  w$134;
    reg  w$135;
    reg  w$136;
    reg  w$137;
    reg  w$138;
    reg  w$139;
    reg  w$140;
    reg  w$141;
    reg  w$142;
    
    // Update code
    always @(*) begin
        w$0 = c[32'h3] ^ ~c[32'hf];
        w$1 = c[32'h3] & ~c[32'hf];
        w$2 = c[32'h4] ^ ~c[32'h10];
        w$3 = c[32'h4] & ~c[32'h10];
        w$4 = c[32'h8] ^ c[32'hc] ^ c[32'hf];
        w$5 = (c[32'h8] & c[32'hc]) | (c[32'hf] & (c[32'h8] ^ c[32'hc]));
        w$6 = c[32'h9] ^ c[32'hc] ^ c[32'hd];
        w$7 = (c[32'h9] & c[32'hc]) | (c[32'hd] & (c[32'h9] ^ c[32'hc]));
        w$8 = c[32'hf] ^ c[32'h12];
        w$9 = c[32'hf] & c[32'h12];
        w$10 = c[32'ha] ^ c[32'hd] ^ c[32'he];
        w$11 = (c[32'ha] & c[32'hd]) | (c[32'he] & (c[32'ha] ^ c[32'hd]));
        w$12 = c[32'h11] ^ c[32'h13] ^ c[32'h14];
        w$13 = (c[32'h11] & c[32'h13]) | (c[32'h14] & (c[32'h11] ^ c[32'h13]));
        w$14 = c[32'h15] ^ c[32'h16];
        w$15 = c[32'h15] & c[32'h16];
        w$16 = c[32'hb] ^ c[32'he] ^ c[32'hf];
        w$17 = (c[32'hb] & c[32'he]) | (c[32'hf] & (c[32'hb] ^ c[32'he]));
        w$18 = c[32'h10] ^ c[32'h12] ^ c[32'h14];
        w$19 = (c[32'h10] & c[32'h12]) | (c[32'h14] & (c[32'h10] ^ c[32'h12]));
        w$20 = c[32'h15] ^ c[32'h17] ^ ~c[32'h17];
        w$21 = (c[32'h15] & c[32'h17]) | (~c[32'h17] & (c[32'h15] ^ c[32'h17]));
        w$22 = c[32'h0] ^ ~c[32'hc] ^ ~c[32'hf];
        w$23 = (c[32'h0] & ~c[32'hc]) | (~c[32'hf] & (c[32'h0] ^ ~c[32'hc]));
        w$24 = c[32'h1] ^ ~c[32'hd] ^ ~c[32'h10];
        w$25 = (c[32'h1] & ~c[32'hd]) | (~c[32'h10] & (c[32'h1] ^ ~c[32'hd]));
        w$26 = c[32'h2] ^ ~c[32'he] ^ ~c[32'h11];
        w$27 = (c[32'h2] & ~c[32'he]) | (~c[32'h11] & (c[32'h2] ^ ~c[32'he]));
        w$28 = ~c[32'h12] ^ ~c[32'h13];
        w$29 = ~c[32'h12] & ~c[32'h13];
        w$30 = w$0 ^ ~c[32'h12] ^ ~c[32'h13];
        w$31 = (w$0 & ~c[32'h12]) | (~c[32'h13] & (w$0 ^ ~c[32'h12]));
        w$32 = ~c[32'h14] ^ ~c[32'h16] ^ ~c[32'h17];
        w$33 = (~c[32'h14] & ~c[32'h16]) | (~c[32'h17] & (~c[32'h14] ^ ~c[32'h16]));
        w$34 = w$1 ^ w$2 ^ ~c[32'h13];
        w$35 = (w$1 & w$2) | (~c[32'h13] & (w$1 ^ w$2));
        w$36 = ~c[32'h14] ^ ~c[32'h15] ^ ~c[32'h17];
        w$37 = (~c[32'h14] & ~c[32'h15]) | (~c[32'h17] & (~c[32'h14] ^ ~c[32'h15]));
        w$38 = w$3 ^ c[32'h5] ^ ~c[32'h11];
        w$39 = (w$3 & c[32'h5]) | (~c[32'h11] & (w$3 ^ c[32'h5]));
        w$40 = ~c[32'h14] ^ ~c[32'h15];
        w$41 = ~c[32'h14] & ~c[32'h15];
        w$42 = c[32'h6] ^ ~c[32'h12] ^ ~c[32'h15];
        w$43 = (c[32'h6] & ~c[32'h12]) | (~c[32'h15] & (c[32'h6] ^ ~c[32'h12]));
        w$44 = ~c[32'h16] ^ ~c[32'h17];
        w$45 = ~c[32'h16] & ~c[32'h17];
        w$46 = c[32'h7] ^ ~c[32'h13];
        w$47 = c[32'h7] & ~c[32'h13];
        w$48 = w$4 ^ c[32'h10] ^ c[32'h11];
        w$49 = (w$4 & c[32'h10]) | (c[32'h11] & (w$4 ^ c[32'h10]));
        w$50 = c[32'h13] ^ ~c[32'h14];
        w$51 = c[32'h13] & ~c[32'h14];
        w$52 = w$5 ^ w$6 ^ w$8;
        w$53 = (w$5 & w$6) | (w$8 & (w$5 ^ w$6));
        w$54 = c[32'h13] ^ c[32'h14] ^ c[32'h15];
        w$55 = (c[32'h13] & c[32'h14]) | (c[32'h15] & (c[32'h13] ^ c[32'h14]));
        w$56 = w$7 ^ w$9 ^ w$10;
        w$57 = (w$7 & w$9) | (w$10 & (w$7 ^ w$9));
        w$58 = w$12 ^ w$14 ^ ~c[32'h16];
        w$59 = (w$12 & w$14) | (~c[32'h16] & (w$12 ^ w$14));
        w$60 = w$11 ^ w$13 ^ w$15;
        w$61 = (w$11 & w$13) | (w$15 & (w$11 ^ w$13));
        w$62 = w$16 ^ w$18 ^ w$20;
        w$63 = (w$16 & w$18) | (w$20 & (w$16 ^ w$18));
        w$64 = w$22 ^ ~c[32'h10] ^ ~c[32'h11];
        w$65 = (w$22 & ~c[32'h10]) | (~c[32'h11] & (w$22 ^ ~c[32'h10]));
        w$66 = w$23 ^ w$24 ^ ~c[32'h11];
        w$67 = (w$23 & w$24) | (~c[32'h11] & (w$23 ^ w$24));
        w$68 = w$25 ^ w$26 ^ w$28;
        w$69 = (w$25 & w$26) | (w$28 & (w$25 ^ w$26));
        w$70 = w$27 ^ w$29 ^ w$30;
        w$71 = (w$27 & w$29) | (w$30 & (w$27 ^ w$29));
        w$72 = w$31 ^ w$33 ^ w$34;
        w$73 = (w$31 & w$33) | (w$34 & (w$31 ^ w$33));
        w$74 = w$35 ^ w$37 ^ w$38;
        w$75 = (w$35 & w$37) | (w$38 & (w$35 ^ w$37));
        w$76 = w$39 ^ w$41 ^ w$42;
        w$77 = (w$39 & w$41) | (w$42 & (w$39 ^ w$41));
        w$78 = w$43 ^ w$45 ^ w$46;
        w$79 = (w$43 & w$45) | (w$46 & (w$43 ^ w$45));
        w$80 = w$47 ^ w$48 ^ w$50;
        w$81 = (w$47 & w$48) | (w$50 & (w$47 ^ w$48));
        w$82 = w$49 ^ w$51 ^ w$52;
        w$83 = (w$49 & w$51) | (w$52 & (w$49 ^ w$51));
        w$84 = w$53 ^ w$55 ^ w$56;
        w$85 = (w$53 & w$55) | (w$56 & (w$53 ^ w$55));
        w$86 = w$57 ^ w$59 ^ w$60;
        w$87 = (w$57 & w$59) | (w$60 & (w$57 ^ w$59));
        w$88 = w$61 ^ w$63 ^ w$17;
        w$89 = (w$61 & w$63) | (w$17 & (w$61 ^ w$63));
        w$90 = w$65 ^ w$66;
        w$91 = w$65 & w$66;
        w$92 = w$67 ^ w$68 ^ ~c[32'h15];
        w$93 = (w$67 & w$68) | (~c[32'h15] & (w$67 ^ w$68));
        w$94 = w$69 ^ w$70 ^ w$32;
        w$95 = (w$69 & w$70) | (w$32 & (w$69 ^ w$70));
        w$96 = w$71 ^ w$72 ^ w$36;
        w$97 = (w$71 & w$72) | (w$36 & (w$71 ^ w$72));
        w$98 = w$73 ^ w$74 ^ w$40;
        w$99 = (w$73 & w$74) | (w$40 & (w$73 ^ w$74));
        w$100 = w$75 ^ w$76 ^ w$44;
        w$101 = (w$75 & w$76) | (w$44 & (w$75 ^ w$76));
        w$102 = w$77 ^ w$78 ^ ~c[32'h16];
        w$103 = (w$77 & w$78) | (~c[32'h16] & (w$77 ^ w$78));
        w$104 = w$79 ^ w$80 ^ c[32'h15];
        w$105 = (w$79 & w$80) | (c[32'h15] & (w$79 ^ w$80));
        w$106 = w$81 ^ w$82 ^ w$54;
        w$107 = (w$81 & w$82) | (w$54 & (w$81 ^ w$82));
        w$108 = w$83 ^ w$84 ^ w$58;
        w$109 = (w$83 & w$84) | (w$58 & (w$83 ^ w$84));
        w$110 = w$85 ^ w$86 ^ w$62;
        w$111 = (w$85 & w$86) | (w$62 & (w$85 ^ w$86));
        w$112 = w$87 ^ w$88 ^ w$19;
        w$113 = (w$87 & w$88) | (w$19 & (w$87 ^ w$88));
        w$114 = w$64 ^ ~c[32'h13];
        w$115 = w$64 & ~c[32'h13];
        w$116 = w$90 ^ ~c[32'h12] ^ ~c[32'h14];
        w$117 = (w$90 & ~c[32'h12]) | (~c[32'h14] & (w$90 ^ ~c[32'h12]));
        w$118 = w$91 ^ w$92 ^ ~c[32'h16];
        w$119 = (w$91 & w$92) | (~c[32'h16] & (w$91 ^ w$92));
        w$120 = w$93 ^ w$94 ^ 1'b1;
        w$121 = (w$93 & w$94) | (1'b1 & (w$93 ^ w$94));
        w$122 = w$95 ^ w$96 ^ 1'b1;
        w$123 = (w$95 & w$96) | (1'b1 & (w$95 ^ w$96));
        w$124 = w$97 ^ w$98 ^ ~c[32'h16];
        w$125 = (w$97 & w$98) | (~c[32'h16] & (w$97 ^ w$98));
        w$126 = w$99 ^ w$100 ^ 1'b1;
        w$127 = (w$99 & w$100) | (1'b1 & (w$99 ^ w$100));
        w$128 = w$101 ^ w$102 ^ ~c[32'h17];
        w$129 = (w$101 & w$102) | (~c[32'h17] & (w$101 ^ w$102));
        w$130 = w$103 ^ w$104 ^ ~c[32'h17];
        w$131 = (w$103 & w$104) | (~c[32'h17] & (w$103 ^ w$104));
        w$132 = w$105 ^ w$106 ^ ~c[32'h15];
        w$133 = (w$105 & w$106) | (~c[32'h15] & (w$105 ^ w$106));
        w$134 = w$107 ^ w$108 ^ 1'b1;
        w$135 = (w$107 & w$108) | (1'b1 & (w$107 ^ w$108));
        w$136 = w$109 ^ w$110 ^ 1'b1;
        w$137 = (w$109 & w$110) | (1'b1 & (w$109 ^ w$110));
        w$138 = w$111 ^ w$112 ^ w$21;
        w$139 = (w$111 & w$112) | (w$21 & (w$111 ^ w$112));
        w$140 = w$113 ^ w$89 ^ 1'b1;
        w$141 = (w$113 & w$89) | (1'b1 & (w$113 ^ w$89));
        s_row = 32'h0;
        s_row = (s_row & ~(1 << (32'h0)) | ((w$114) << (32'h0)));
        s_row = (s_row & ~(1 << (32'h1)) | ((w$115) << (32'h1)));
        s_row = (s_row & ~(1 << (32'h2)) | ((w$117) << (32'h2)));
        s_row = (s_row & ~(1 << (32'h3)) | ((w$119) << (32'h3)));
        s_row = (s_row & ~(1 << (32'h4)) | ((w$121) << (32'h4)));
        s_row = (s_row & ~(1 << (32'h5)) | ((w$123) << (32'h5)));
        s_row = (s_row & ~(1 << (32'h6)) | ((w$125) << (32'h6)));
        s_row = (s_row & ~(1 << (32'h7)) | ((w$127) << (32'h7)));
        s_row = (s_row & ~(1 << (32'h8)) | ((w$129) << (32'h8)));
        s_row = (s_row & ~(1 << (32'h9)) | ((w$131) << (32'h9)));
        s_row = (s_row & ~(1 << (32'ha)) | ((w$133) << (32'ha)));
        s_row = (s_row & ~(1 << (32'hb)) | ((w$135) << (32'hb)));
        s_row = (s_row & ~(1 << (32'hc)) | ((w$137) << (32'hc)));
        s_row = (s_row & ~(1 << (32'hd)) | ((w$139) << (32'hd)));
        s_row = (s_row & ~(1 << (32'he)) | ((w$141) << (32'he)));
        s_row = (s_row & ~(1 << (32'hf)) | ((1'b1) << (32'hf)));
        d_row = 32'h0;
        w$142 = ~c[32'h15];
        d_row = (d_row & ~(1 << (32'h0)) | ((w$142) << (32'h0)));
        d_row = (d_row & ~(1 << (32'h1)) | ((w$116) << (32'h1)));
        d_row = (d_row & ~(1 << (32'h2)) | ((w$118) << (32'h2)));
        d_row = (d_row & ~(1 << (32'h3)) | ((w$120) << (32'h3)));
        d_row = (d_row & ~(1 << (32'h4)) | ((w$122) << (32'h4)));
        d_row = (d_row & ~(1 << (32'h5)) | ((w$124) << (32'h5)));
        d_row = (d_row & ~(1 << (32'h6)) | ((w$126) << (32'h6)));
        d_row = (d_row & ~(1 << (32'h7)) | ((w$128) << (32'h7)));
        d_row = (d_row & ~(1 << (32'h8)) | ((w$130) << (32'h8)));
        d_row = (d_row & ~(1 << (32'h9)) | ((w$132) << (32'h9)));
        d_row = (d_row & ~(1 << (32'ha)) | ((w$134) << (32'ha)));
        d_row = (d_row & ~(1 << (32'hb)) | ((w$136) << (32'hb)));
        d_row = (d_row & ~(1 << (32'hc)) | ((w$138) << (32'hc)));
        d_row = (d_row & ~(1 << (32'hd)) | ((w$140) << (32'hd)));
        d_row = (d_row & ~(1 << (32'he)) | ((1'b1) << (32'he)));
        s = s_row;
        d = d_row;
    end
    
endmodule // top$reducer$tree


module top$s1(d,q,clock);
    
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
          
endmodule // top$s1


module top$s2(d,q,clock);
    
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
          
endmodule // top$s2


module top$s3(d,q,clock);
    
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
          
endmodule // top$s3


module top$t3(d,q,clock);
    
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
          
endmodule // top$t3


module top$w0(d,q,clock);
    
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
          
endmodule // top$w0


module top$w1(d,q,clock);
    
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
          
endmodule // top$w1
