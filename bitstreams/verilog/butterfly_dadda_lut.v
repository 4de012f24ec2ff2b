

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
    localparam  k_m2 = 15'b110010111111110;
    localparam  k_m1 = 15'b111001011111111;
    localparam  k_p1 = 15'b110100000001;
    
    // Stub signals
    reg  [23:0] tree$c;
    wire  [14:0] tree$s;
    wire  [14:0] tree$d;
    
    // Local signals
    reg  [14:0] sum;
    reg  [14:0] m2;
    reg  [14:0] m1;
    reg  [14:0] p1;
    
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
        m2 = sum + k_m2;
        m1 = sum + k_m1;
        p1 = sum + k_p1;
        if (~m2[32'he]) begin
            r = m2[(32'h0)+:(12)];
        end
        else if (~m1[32'he]) begin
            r = m1[(32'h0)+:(12)];
        end
        else if (~sum[32'he]) begin
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
    output reg  [14:0] s;
    output reg  [14:0] d;
    
    // Stub signals
    reg  lut$0$i0;
    reg  lut$0$i1;
    reg  lut$0$i2;
    reg  lut$0$i3;
    reg  lut$0$i4;
    reg  lut$0$i5;
    wire  lut$0$o6;
    wire  lut$0$o5;
    reg  lut$1$i0;
    reg  lut$1$i1;
    reg  lut$1$i2;
    reg  lut$1$i3;
    reg  lut$1$i4;
    reg  lut$1$i5;
    wire  lut$1$o6;
    wire  lut$1$o5;
    reg  lut$2$i0;
    reg  lut$2$i1;
    reg  lut$2$i2;
    reg  lut$2$i3;
    reg  lut$2$i4;
    reg  lut$2$i5;
    wire  lut$2$o6;
    wire  lut$2$o5;
    reg  lut$3$i0;
    reg  lut$3$i1;
    reg  lut$3$i2;
    reg  lut$3$i3;
    reg  lut$3$i4;
    reg  lut$3$i5;
    wire  lut$3$o6;
    wire  lut$3$o5;
    reg  lut$4$i0;
    reg  lut$4$i1;
    reg  lut$4$i2;
    reg  lut$4$i3;
    reg  lut$4$i4;
    reg  lut$4$i5;
    wire  lut$4$o6;
    wire  lut$4$o5;
    reg  lut$5$i0;
    reg  lut$5$i1;
    reg  lut$5$i2;
    reg  lut$5$i3;
    reg  lut$5$i4;
    reg  lut$5$i5;
    wire  lut$5$o6;
    wire  lut$5$o5;
    reg  lut$6$i0;
    reg  lut$6$i1;
    reg  lut$6$i2;
    reg  lut$6$i3;
    reg  lut$6$i4;
    reg  lut$6$i5;
    wire  lut$6$o6;
    wire  lut$6$o5;
    reg  lut$7$i0;
    reg  lut$7$i1;
    reg  lut$7$i2;
    reg  lut$7$i3;
    reg  lut$7$i4;
    reg  lut$7$i5;
    wire  lut$7$o6;
    wire  lut$7$o5;
    reg  lut$8$i0;
    reg  lut$8$i1;
    reg  lut$8$i2;
    reg  lut$8$i3;
    reg  lut$8$i4;
    reg  lut$8$i5;
    wire  lut$8$o6;
    wire  lut$8$o5;
    reg  lut$9$i0;
    reg  lut$9$i1;
    reg  lut$9$i2;
    reg  lut$9$i3;
    reg  lut$9$i4;
    reg  lut$9$i5;
    wire  lut$9$o6;
    wire  lut$9$o5;
    reg  lut$10$i0;
    reg  lut$10$i1;
    reg  lut$10$i2;
    reg  lut$10$i3;
    reg  lut$10$i4;
    reg  lut$10$i5;
    wire  lut$10$o6;
    wire  lut$10$o5;
    reg  lut$11$i0;
    reg  lut$11$i1;
    reg  lut$11$i2;
    reg  lut$11$i3;
    reg  lut$11$i4;
    reg  lut$11$i5;
    wire  lut$11$o6;
    wire  lut$11$o5;
    reg  lut$12$i0;
    reg  lut$12$i1;
    reg  lut$12$i2;
    reg  lut$12$i3;
    reg  lut$12$i4;
    reg  lut$12$i5;
    wire  lut$12$o6;
    wire  lut$12$o5;
    reg  lut$13$i0;
    reg  lut$13$i1;
    reg  lut$13$i2;
    reg  lut$13$i3;
    reg  lut$13$i4;
    reg  lut$13$i5;
    wire  lut$13$o6;
    wire  lut$13$o5;
    reg  lut$14$i0;
    reg  lut$14$i1;
    reg  lut$14$i2;
    reg  lut$14$i3;
    reg  lut$14$i4;
    reg  lut$14$i5;
    wire  lut$14$o6;
    wire  lut$14$o5;
    reg  lut$15$i0;
    reg  lut$15$i1;
    reg  lut$15$i2;
    reg  lut$15$i3;
    reg  lut$15$i4;
    reg  lut$15$i5;
    wire  lut$15$o6;
    wire  lut$15$o5;
    reg  lut$16$i0;
    reg  lut$16$i1;
    reg  lut$16$i2;
    reg  lut$16$i3;
    reg  lut$16$i4;
    reg  lut$16$i5;
    wire  lut$16$o6;
    wire  lut$16$o5;
    reg  lut$17$i0;
    reg  lut$17$i1;
    reg  lut$17$i2;
    reg  lut$17$i3;
    reg  lut$17$i4;
    reg  lut$17$i5;
    wire  lut$17$o6;
    wire  lut$17$o5;
    reg  lut$18$i0;
    reg  lut$18$i1;
    reg  lut$18$i2;
    reg  lut$18$i3;
    reg  lut$18$i4;
    reg  lut$18$i5;
    wire  lut$18$o6;
    wire  lut$18$o5;
    reg  lut$19$i0;
    reg  lut$19$i1;
    reg  lut$19$i2;
    reg  lut$19$i3;
    reg  lut$19$i4;
    reg  lut$19$i5;
    wire  lut$19$o6;
    wire  lut$19$o5;
    reg  lut$20$i0;
    reg  lut$20$i1;
    reg  lut$20$i2;
    reg  lut$20$i3;
    reg  lut$20$i4;
    reg  lut$20$i5;
    wire  lut$20$o6;
    wire  lut$20$o5;
    reg  lut$21$i0;
    reg  lut$21$i1;
    reg  lut$21$i2;
    reg  lut$21$i3;
    reg  lut$21$i4;
    reg  lut$21$i5;
    wire  lut$21$o6;
    wire  lut$21$o5;
    reg  lut$22$i0;
    reg  lut$22$i1;
    reg  lut$22$i2;
    reg  lut$22$i3;
    reg  lut$22$i4;
    reg  lut$22$i5;
    wire  lut$22$o6;
    wire  lut$22$o5;
    reg  lut$23$i0;
    reg  lut$23$i1;
    reg  lut$23$i2;
    reg  lut$23$i3;
    reg  lut$23$i4;
    reg  lut$23$i5;
    wire  lut$23$o6;
    wire  lut$23$o5;
    reg  lut$24$i0;
    reg  lut$24$i1;
    reg  lut$24$i2;
    reg  lut$24$i3;
    reg  lut$24$i4;
    reg  lut$24$i5;
    wire  lut$24$o6;
    wire  lut$24$o5;
    reg  lut$25$i0;
    reg  lut$25$i1;
    reg  lut$25$i2;
    reg  lut$25$i3;
    reg  lut$25$i4;
    reg  lut$25$i5;
    wire  lut$25$o6;
    wire  lut$25$o5;
    reg  lut$26$i0;
    reg  lut$26$i1;
    reg  lut$26$i2;
    reg  lut$26$i3;
    reg  lut$26$i4;
    reg  lut$26$i5;
    wire  lut$26$o6;
    wire  lut$26$o5;
    reg  lut$27$i0;
    reg  lut$27$i1;
    reg  lut$27$i2;
    reg  lut$27$i3;
    reg  lut$27$i4;
    reg  lut$27$i5;
    wire  lut$27$o6;
    wire  lut$27$o5;
    reg  lut$28$i0;
    reg  lut$28$i1;
    reg  lut$28$i2;
    reg  lut$28$i3;
    reg  lut$28$i4;
    reg  lut$28$i5;
    wire  lut$28$o6;
    wire  lut$28$o5;
    reg  lut$29$i0;
    reg  lut$29$i1;
    reg  lut$29$i2;
    reg  lut$29$i3;
    reg  lut$29$i4;
    reg  lut$29$i5;
    wire  lut$29$o6;
    wire  lut$29$o5;
    reg  lut$30$i0;
    reg  lut$30$i1;
    reg  lut$30$i2;
    reg  lut$30$i3;
    reg  lut$30$i4;
    reg  lut$30$i5;
    wire  lut$30$o6;
    wire  lut$30$o5;
    reg  lut$31$i0;
    reg  lut$31$i1;
    reg  lut$31$i2;
    reg  lut$31$i3;
    reg  lut$31$i4;
    reg  lut$31$i5;
    wire  lut$31$o6;
    wire  lut$31$o5;
    reg  lut$32$i0;
    reg  lut$32$i1;
    reg  lut$32$i2;
    reg  lut$32$i3;
    reg  lut$32$i4;
    reg  lut$32$i5;
    wire  lut$32$o6;
    wire  lut$32$o5;
    reg  lut$33$i0;
    reg  lut$33$i1;
    reg  lut$33$i2;
    reg  lut$33$i3;
    reg  lut$33$i4;
    reg  lut$33$i5;
    wire  lut$33$o6;
    wire  lut$33$o5;
    reg  lut$34$i0;
    reg  lut$34$i1;
    reg  lut$34$i2;
    reg  lut$34$i3;
    reg  lut$34$i4;
    reg  lut$34$i5;
    wire  lut$34$o6;
    wire  lut$34$o5;
    reg  lut$35$i0;
    reg  lut$35$i1;
    reg  lut$35$i2;
    reg  lut$35$i3;
    reg  lut$35$i4;
    reg  lut$35$i5;
    wire  lut$35$o6;
    wire  lut$35$o5;
    reg  lut$36$i0;
    reg  lut$36$i1;
    reg  lut$36$i2;
    reg  lut$36$i3;
    reg  lut$36$i4;
    reg  lut$36$i5;
    wire  lut$36$o6;
    wire  lut$36$o5;
    reg  lut$37$i0;
    reg  lut$37$i1;
    reg  lut$37$i2;
    reg  lut$37$i3;
    reg  lut$37$i4;
    reg  lut$37$i5;
    wire  lut$37$o6;
    wire  lut$37$o5;
    reg  lut$38$i0;
    reg  lut$38$i1;
    reg  lut$38$i2;
    reg  lut$38$i3;
    reg  lut$38$i4;
    reg  lut$38$i5;
    wire  lut$38$o6;
    wire  lut$38$o5;
    reg  lut$39$i0;
    reg  lut$39$i1;
    reg  lut$39$i2;
    reg  lut$39$i3;
    reg  lut$39$i4;
    reg  lut$39$i5;
    wire  lut$39$o6;
    wire  lut$39$o5;
    
    // Local signals
    reg  [14:0] s_row;
    reg  [14:0] d_row;
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
    
    // Sub module instances
    top$reducer$tree$lut$0 lut$0(
        .i0(lut$0$i0),
        .i1(lut$0$i1),
        .i2(lut$0$i2),
        .i3(lut$0$i3),
        .i4(lut$0$i4),
        .i5(lut$0$i5),
        .o6(lut$0$o6),
        .o5(lut$0$o5)
    );
    top$reducer$tree$lut$1 lut$1(
        .i0(lut$1$i0),
        .i1(lut$1$i1),
        .i2(lut$1$i2),
        .i3(lut$1$i3),
        .i4(lut$1$i4),
        .i5(lut$1$i5),
        .o6(lut$1$o6),
        .o5(lut$1$o5)
    );
    top$reducer$tree$lut$2 lut$2(
        .i0(lut$2$i0),
        .i1(lut$2$i1),
        .i2(lut$2$i2),
        .i3(lut$2$i3),
        .i4(lut$2$i4),
        .i5(lut$2$i5),
        .o6(lut$2$o6),
        .o5(lut$2$o5)
    );
    top$reducer$tree$lut$3 lut$3(
        .i0(lut$3$i0),
        .i1(lut$3$i1),
        .i2(lut$3$i2),
        .i3(lut$3$i3),
        .i4(lut$3$i4),
        .i5(lut$3$i5),
        .o6(lut$3$o6),
        .o5(lut$3$o5)
    );
    top$reducer$tree$lut$4 lut$4(
        .i0(lut$4$i0),
        .i1(lut$4$i1),
        .i2(lut$4$i2),
        .i3(lut$4$i3),
        .i4(lut$4$i4),
        .i5(lut$4$i5),
        .o6(lut$4$o6),
        .o5(lut$4$o5)
    );
    top$reducer$tree$lut$5 lut$5(
        .i0(lut$5$i0),
        .i1(lut$5$i1),
        .i2(lut$5$i2),
        .i3(lut$5$i3),
        .i4(lut$5$i4),
        .i5(lut$5$i5),
        .o6(lut$5$o6),
        .o5(lut$5$o5)
    );
    top$reducer$tree$lut$6 lut$6(
        .i0(lut$6$i0),
        .i1(lut$6$i1),
        .i2(lut$6$i2),
        .i3(lut$6$i3),
        .i4(lut$6$i4),
        .i5(lut$6$i5),
        .o6(lut$6$o6),
        .o5(lut$6$o5)
    );
    top$reducer$tree$lut$7 lut$7(
        .i0(lut$7$i0),
        .i1(lut$7$i1),
        .i2(lut$7$i2),
        .i3(lut$7$i3),
        .i4(lut$7$i4),
        .i5(lut$7$i5),
        .o6(lut$7$o6),
        .o5(lut$7$o5)
    );
    top$reducer$tree$lut$8 lut$8(
        .i0(lut$8$i0),
        .i1(lut$8$i1),
        .i2(lut$8$i2),
        .i3(lut$8$i3),
        .i4(lut$8$i4),
        .i5(lut$8$i5),
        .o6(lut$8$o6),
        .o5(lut$8$o5)
    );
    top$reducer$tree$lut$9 lut$9(
        .i0(lut$9$i0),
        .i1(lut$9$i1),
        .i2(lut$9$i2),
        .i3(lut$9$i3),
        .i4(lut$9$i4),
        .i5(lut$9$i5),
        .o6(lut$9$o6),
        .o5(lut$9$o5)
    );
    top$reducer$tree$lut$10 lut$10(
        .i0(lut$10$i0),
        .i1(lut$10$i1),
        .i2(lut$10$i2),
        .i3(lut$10$i3),
        .i4(lut$10$i4),
        .i5(lut$10$i5),
        .o6(lut$10$o6),
        .o5(lut$10$o5)
    );
    top$reducer$tree$lut$11 lut$11(
        .i0(lut$11$i0),
        .i1(lut$11$i1),
        .i2(lut$11$i2),
        .i3(lut$11$i3),
        .i4(lut$11$i4),
        .i5(lut$11$i5),
        .o6(lut$11$o6),
        .o5(lut$11$o5)
    );
    top$reducer$tree$lut$12 lut$12(
        .i0(lut$12$i0),
        .i1(lut$12$i1),
        .i2(lut$12$i2),
        .i3(lut$12$i3),
        .i4(lut$12$i4),
        .i5(lut$12$i5),
        .o6(lut$12$o6),
        .o5(lut$12$o5)
    );
    top$reducer$tree$lut$13 lut$13(
        .i0(lut$13$i0),
        .i1(lut$13$i1),
        .i2(lut$13$i2),
        .i3(lut$13$i3),
        .i4(lut$13$i4),
        .i5(lut$13$i5),
        .o6(lut$13$o6),
        .o5(lut$13$o5)
    );
    top$reducer$tree$lut$14 lut$14(
        .i0(lut$14$i0),
        .i1(lut$14$i1),
        .i2(lut$14$i2),
        .i3(lut$14$i3),
        .i4(lut$14$i4),
        .i5(lut$14$i5),
        .o6(lut$14$o6),
        .o5(lut$14$o5)
    );
    top$reducer$tree$lut$15 lut$15(
        .i0(lut$15$i0),
        .i1(lut$15$i1),
        .i2(lut$15$i2),
        .i3(lut$15$i3),
        .i4(lut$15$i4),
        .i5(lut$15$i5),
        .o6(lut$15$o6),
        .o5(lut$15$o5)
    );
    top$reducer$tree$lut$16 lut$16(
        .i0(lut$16$i0),
        .i1(lut$16$i1),
        .i2(lut$16$i2),
        .i3(lut$16$i3),
        .i4(lut$16$i4),
        .i5(lut$16$i5),
        .o6(lut$16$o6),
        .o5(lut$16$o5)
    );
    top$reducer$tree$lut$17 lut$17(
        .i0(lut$17$i0),
        .i1(lut$17$i1),
        .i2(lut$17$i2),
        .i3(lut$17$i3),
        .i4(lut$17$i4),
        .i5(lut$17$i5),
        .o6(lut$17$o6),
        .o5(lut$17$o5)
    );
    top$reducer$tree$lut$18 lut$18(
        .i0(lut$18$i0),
        .i1(lut$18$i1),
        .i2(lut$18$i2),
        .i3(lut$18$i3),
        .i4(lut$18$i4),
        .i5(lut$18$i5),
        .o6(lut$18$o6),
        .o5(lut$18$o5)
    );
    top$reducer$tree$lut$19 lut$19(
        .i0(lut$19$i0),
        .i1(lut$19$i1),
        .i2(lut$19$i2),
        .i3(lut$19$i3),
        .i4(lut$19$i4),
        .i5(lut$19$i5),
        .o6(lut$19$o6),
        .o5(lut$19$o5)
    );
    top$reducer$tree$lut$20 lut$20(
        .i0(lut$20$i0),
        .i1(lut$20$i1),
        .i2(lut$20$i2),
        .i3(lut$20$i3),
        .i4(lut$20$i4),
        .i5(lut$20$i5),
        .o6(lut$20$o6),
        .o5(lut$20$o5)
    );
    top$reducer$tree$lut$21 lut$21(
        .i0(lut$21$i0),
        .i1(lut$21$i1),
        .i2(lut$21$i2),
        .i3(lut$21$i3),
        .i4(lut$21$i4),
        .i5(lut$21$i5),
        .o6(lut$21$o6),
        .o5(lut$21$o5)
    );
    top$reducer$tree$lut$22 lut$22(
        .i0(lut$22$i0),
        .i1(lut$22$i1),
        .i2(lut$22$i2),
        .i3(lut$22$i3),
        .i4(lut$22$i4),
        .i5(lut$22$i5),
        .o6(lut$22$o6),
        .o5(lut$22$o5)
    );
    top$reducer$tree$lut$23 lut$23(
        .i0(lut$23$i0),
        .i1(lut$23$i1),
        .i2(lut$23$i2),
        .i3(lut$23$i3),
        .i4(lut$23$i4),
        .i5(lut$23$i5),
        .o6(lut$23$o6),
        .o5(lut$23$o5)
    );
    top$reducer$tree$lut$24 lut$24(
        .i0(lut$24$i0),
        .i1(lut$24$i1),
        .i2(lut$24$i2),
        .i3(lut$24$i3),
        .i4(lut$24$i4),
        .i5(lut$24$i5),
        .o6(lut$24$o6),
        .o5(lut$24$o5)
    );
    top$reducer$tree$lut$25 lut$25(
        .i0(lut$25$i0),
        .i1(lut$25$i1),
        .i2(lut$25$i2),
        .i3(lut$25$i3),
        .i4(lut$25$i4),
        .i5(lut$25$i5),
        .o6(lut$25$o6),
        .o5(lut$25$o5)
    );
    top$reducer$tree$lut$26 lut$26(
        .i0(lut$26$i0),
        .i1(lut$26$i1),
        .i2(lut$26$i2),
        .i3(lut$26$i3),
        .i4(lut$26$i4),
        .i5(lut$26$i5),
        .o6(lut$26$o6),
        .o5(lut$26$o5)
    );
    top$reducer$tree$lut$27 lut$27(
        .i0(lut$27$i0),
        .i1(lut$27$i1),
        .i2(lut$27$i2),
        .i3(lut$27$i3),
        .i4(lut$27$i4),
        .i5(lut$27$i5),
        .o6(lut$27$o6),
        .o5(lut$27$o5)
    );
    top$reducer$tree$lut$28 lut$28(
        .i0(lut$28$i0),
        .i1(lut$28$i1),
        .i2(lut$28$i2),
        .i3(lut$28$i3),
        .i4(lut$28$i4),
        .i5(lut$28$i5),
        .o6(lut$28$o6),
        .o5(lut$28$o5)
    );
    top$reducer$tree$lut$29 lut$29(
        .i0(lut$29$i0),
        .i1(lut$29$i1),
        .i2(lut$29$i2),
        .i3(lut$29$i3),
        .i4(lut$29$i4),
        .i5(lut$29$i5),
        .o6(lut$29$o6),
        .o5(lut$29$o5)
    );
    top$reducer$tree$lut$30 lut$30(
        .i0(lut$30$i0),
        .i1(lut$30$i1),
        .i2(lut$30$i2),
        .i3(lut$30$i3),
        .i4(lut$30$i4),
        .i5(lut$30$i5),
        .o6(lut$30$o6),
        .o5(lut$30$o5)
    );
    top$reducer$tree$lut$31 lut$31(
        .i0(lut$31$i0),
        .i1(lut$31$i1),
        .i2(lut$31$i2),
        .i3(lut$31$i3),
        .i4(lut$31$i4),
        .i5(lut$31$i5),
        .o6(lut$31$o6),
        .o5(lut$31$o5)
    );
    top$reducer$tree$lut$32 lut$32(
        .i0(lut$32$i0),
        .i1(lut$32$i1),
        .i2(lut$32$i2),
        .i3(lut$32$i3),
        .i4(lut$32$i4),
        .i5(lut$32$i5),
        .o6(lut$32$o6),
        .o5(lut$32$o5)
    );
    top$reducer$tree$lut$33 lut$33(
        .i0(lut$33$i0),
        .i1(lut$33$i1),
        .i2(lut$33$i2),
        .i3(lut$33$i3),
        .i4(lut$33$i4),
        .i5(lut$33$i5),
        .o6(lut$33$o6),
        .o5(lut$33$o5)
    );
    top$reducer$tree$lut$34 lut$34(
        .i0(lut$34$i0),
        .i1(lut$34$i1),
        .i2(lut$34$i2),
        .i3(lut$34$i3),
        .i4(lut$34$i4),
        .i5(lut$34$i5),
        .o6(lut$34$o6),
        .o5(lut$34$o5)
    );
    top$reducer$tree$lut$35 lut$35(
        .i0(lut$35$i0),
        .i1(lut$35$i1),
        .i2(lut$35$i2),
        .i3(lut$35$i3),
        .i4(lut$35$i4),
        .i5(lut$35$i5),
        .o6(lut$35$o6),
        .o5(lut$35$o5)
    );
    top$reducer$tree$lut$36 lut$36(
        .i0(lut$36$i0),
        .i1(lut$36$i1),
        .i2(lut$36$i2),
        .i3(lut$36$i3),
        .i4(lut$36$i4),
        .i5(lut$36$i5),
        .o6(lut$36$o6),
        .o5(lut$36$o5)
    );
    top$reducer$tree$lut$37 lut$37(
        .i0(lut$37$i0),
        .i1(lut$37$i1),
        .i2(lut$37$i2),
        .i3(lut$37$i3),
        .i4(lut$37$i4),
        .i5(lut$37$i5),
        .o6(lut$37$o6),
        .o5(lut$37$o5)
    );
    top$reducer$tree$lut$38 lut$38(
        .i0(lut$38$i0),
        .i1(lut$38$i1),
        .i2(lut$38$i2),
        .i3(lut$38$i3),
        .i4(lut$38$i4),
        .i5(lut$38$i5),
        .o6(lut$38$o6),
        .o5(lut$38$o5)
    );
    top$reducer$tree$lut$39 lut$39(
        .i0(lut$39$i0),
        .i1(lut$39$i1),
        .i2(lut$39$i2),
        .i3(lut$39$i3),
        .i4(lut$39$i4),
        .i5(lut$39$i5),
        .o6(lut$39$o6),
        .o5(lut$39$o5)
    );
    
    // Update code
    always @(*) begin
        lut$0$i0 = c[32'h0];
        lut$0$i1 = c[32'hc];
        lut$0$i2 = c[32'he];
        lut$0$i3 = 1'b0;
        lut$0$i4 = 1'b0;
        lut$0$i5 = 1'b1;
        w$0 = lut$0$o6;
        w$1 = lut$0$o5;
        lut$1$i0 = c[32'h11];
        lut$1$i1 = c[32'h12];
        lut$1$i2 = c[32'h13];
        lut$1$i3 = 1'b0;
        lut$1$i4 = 1'b0;
        lut$1$i5 = 1'b1;
        w$2 = lut$1$o6;
        w$3 = lut$1$o5;
        lut$2$i0 = c[32'h1];
        lut$2$i1 = c[32'hd];
        lut$2$i2 = c[32'hf];
        lut$2$i3 = 1'b0;
        lut$2$i4 = 1'b0;
        lut$2$i5 = 1'b1;
        w$4 = lut$2$o6;
        w$5 = lut$2$o5;
        lut$3$i0 = c[32'h2];
        lut$3$i1 = c[32'he];
        lut$3$i2 = c[32'h10];
        lut$3$i3 = 1'b0;
        lut$3$i4 = 1'b0;
        lut$3$i5 = 1'b1;
        w$6 = lut$3$o6;
        w$7 = lut$3$o5;
        lut$4$i0 = c[32'h13];
        lut$4$i1 = c[32'h14];
        lut$4$i2 = 1'b0;
        lut$4$i3 = 1'b0;
        lut$4$i4 = 1'b0;
        lut$4$i5 = 1'b1;
        w$8 = lut$4$o6;
        w$9 = lut$4$o5;
        lut$5$i0 = c[32'h3];
        lut$5$i1 = c[32'hf];
        lut$5$i2 = c[32'h11];
        lut$5$i3 = 1'b0;
        lut$5$i4 = 1'b0;
        lut$5$i5 = 1'b1;
        w$10 = lut$5$o6;
        w$11 = lut$5$o5;
        lut$6$i0 = c[32'h15];
        lut$6$i1 = c[32'h17];
        lut$6$i2 = 1'b0;
        lut$6$i3 = 1'b0;
        lut$6$i4 = 1'b0;
        lut$6$i5 = 1'b1;
        w$12 = lut$6$o6;
        w$13 = lut$6$o5;
        lut$7$i0 = c[32'h4];
        lut$7$i1 = c[32'h10];
        lut$7$i2 = c[32'h12];
        lut$7$i3 = 1'b0;
        lut$7$i4 = 1'b0;
        lut$7$i5 = 1'b1;
        w$14 = lut$7$o6;
        w$15 = lut$7$o5;
        lut$8$i0 = c[32'h5];
        lut$8$i1 = c[32'h11];
        lut$8$i2 = 1'b0;
        lut$8$i3 = 1'b0;
        lut$8$i4 = 1'b0;
        lut$8$i5 = 1'b1;
        w$16 = lut$8$o6;
        w$17 = lut$8$o5;
        lut$9$i0 = c[32'h8];
        lut$9$i1 = c[32'hc];
        lut$9$i2 = c[32'he];
        lut$9$i3 = 1'b0;
        lut$9$i4 = 1'b0;
        lut$9$i5 = 1'b1;
        w$18 = lut$9$o6;
        w$19 = lut$9$o5;
        lut$10$i0 = c[32'h11];
        lut$10$i1 = c[32'h12];
        lut$10$i2 = 1'b0;
        lut$10$i3 = 1'b0;
        lut$10$i4 = 1'b0;
        lut$10$i5 = 1'b1;
        w$20 = lut$10$o6;
        w$21 = lut$10$o5;
        lut$11$i0 = c[32'h9];
        lut$11$i1 = c[32'hd];
        lut$11$i2 = c[32'hf];
        lut$11$i3 = 1'b0;
        lut$11$i4 = 1'b0;
        lut$11$i5 = 1'b1;
        w$22 = lut$11$o6;
        w$23 = lut$11$o5;
        lut$12$i0 = c[32'h13];
        lut$12$i1 = c[32'h17];
        lut$12$i2 = 1'b1;
        lut$12$i3 = 1'b0;
        lut$12$i4 = 1'b0;
        lut$12$i5 = 1'b1;
        w$24 = lut$12$o6;
        w$25 = lut$12$o5;
        lut$13$i0 = c[32'ha];
        lut$13$i1 = c[32'hc];
        lut$13$i2 = c[32'h10];
        lut$13$i3 = 1'b0;
        lut$13$i4 = 1'b0;
        lut$13$i5 = 1'b1;
        w$26 = lut$13$o6;
        w$27 = lut$13$o5;
        lut$14$i0 = c[32'h11];
        lut$14$i1 = c[32'h12];
        lut$14$i2 = 1'b0;
        lut$14$i3 = 1'b0;
        lut$14$i4 = 1'b0;
        lut$14$i5 = 1'b1;
        w$28 = lut$14$o6;
        w$29 = lut$14$o5;
        lut$15$i0 = c[32'hb];
        lut$15$i1 = c[32'hd];
        lut$15$i2 = c[32'h13];
        lut$15$i3 = 1'b0;
        lut$15$i4 = 1'b0;
        lut$15$i5 = 1'b1;
        w$30 = lut$15$o6;
        w$31 = lut$15$o5;
        lut$16$i0 = w$0;
        lut$16$i1 = w$2;
        lut$16$i2 = c[32'h14];
        lut$16$i3 = 1'b0;
        lut$16$i4 = 1'b0;
        lut$16$i5 = 1'b1;
        w$32 = lut$16$o6;
        w$33 = lut$16$o5;
        lut$17$i0 = w$1;
        lut$17$i1 = w$3;
        lut$17$i2 = w$4;
        lut$17$i3 = 1'b0;
        lut$17$i4 = 1'b0;
        lut$17$i5 = 1'b1;
        w$34 = lut$17$o6;
        w$35 = lut$17$o5;
        lut$18$i0 = w$5;
        lut$18$i1 = w$6;
        lut$18$i2 = w$8;
        lut$18$i3 = 1'b0;
        lut$18$i4 = 1'b0;
        lut$18$i5 = 1'b1;
        w$36 = lut$18$o6;
        w$37 = lut$18$o5;
        lut$19$i0 = w$7;
        lut$19$i1 = w$9;
        lut$19$i2 = w$10;
        lut$19$i3 = 1'b0;
        lut$19$i4 = 1'b0;
        lut$19$i5 = 1'b1;
        w$38 = lut$19$o6;
        w$39 = lut$19$o5;
        lut$20$i0 = w$11;
        lut$20$i1 = w$13;
        lut$20$i2 = w$14;
        lut$20$i3 = 1'b0;
        lut$20$i4 = 1'b0;
        lut$20$i5 = 1'b1;
        w$40 = lut$20$o6;
        w$41 = lut$20$o5;
        lut$21$i0 = w$15;
        lut$21$i1 = w$16;
        lut$21$i2 = c[32'h13];
        lut$21$i3 = 1'b0;
        lut$21$i4 = 1'b0;
        lut$21$i5 = 1'b1;
        w$42 = lut$21$o6;
        w$43 = lut$21$o5;
        lut$22$i0 = w$17;
        lut$22$i1 = c[32'h6];
        lut$22$i2 = c[32'h12];
        lut$22$i3 = 1'b0;
        lut$22$i4 = 1'b0;
        lut$22$i5 = 1'b1;
        w$44 = lut$22$o6;
        w$45 = lut$22$o5;
        lut$23$i0 = c[32'h7];
        lut$23$i1 = c[32'h13];
        lut$23$i2 = c[32'h15];
        lut$23$i3 = 1'b0;
        lut$23$i4 = 1'b0;
        lut$23$i5 = 1'b1;
        w$46 = lut$23$o6;
        w$47 = lut$23$o5;
        lut$24$i0 = w$18;
        lut$24$i1 = w$20;
        lut$24$i2 = c[32'h16];
        lut$24$i3 = 1'b0;
        lut$24$i4 = 1'b0;
        lut$24$i5 = 1'b1;
        w$48 = lut$24$o6;
        w$49 = lut$24$o5;
        lut$25$i0 = w$19;
        lut$25$i1 = w$21;
        lut$25$i2 = w$22;
        lut$25$i3 = 1'b0;
        lut$25$i4 = 1'b0;
        lut$25$i5 = 1'b1;
        w$50 = lut$25$o6;
        w$51 = lut$25$o5;
        lut$26$i0 = w$23;
        lut$26$i1 = w$25;
        lut$26$i2 = w$26;
        lut$26$i3 = 1'b0;
        lut$26$i4 = 1'b0;
        lut$26$i5 = 1'b1;
        w$52 = lut$26$o6;
        w$53 = lut$26$o5;
        lut$27$i0 = w$27;
        lut$27$i1 = w$29;
        lut$27$i2 = w$30;
        lut$27$i3 = 1'b0;
        lut$27$i4 = 1'b0;
        lut$27$i5 = 1'b1;
        w$54 = lut$27$o6;
        w$55 = lut$27$o5;
        lut$28$i0 = w$33;
        lut$28$i1 = w$34;
        lut$28$i2 = 1'b0;
        lut$28$i3 = 1'b0;
        lut$28$i4 = 1'b0;
        lut$28$i5 = 1'b1;
        w$56 = lut$28$o6;
        w$57 = lut$28$o5;
        lut$29$i0 = w$35;
        lut$29$i1 = w$36;
        lut$29$i2 = c[32'h16];
        lut$29$i3 = 1'b0;
        lut$29$i4 = 1'b0;
        lut$29$i5 = 1'b1;
        w$58 = lut$29$o6;
        w$59 = lut$29$o5;
        lut$30$i0 = w$37;
        lut$30$i1 = w$38;
        lut$30$i2 = w$12;
        lut$30$i3 = 1'b0;
        lut$30$i4 = 1'b0;
        lut$30$i5 = 1'b1;
        w$60 = lut$30$o6;
        w$61 = lut$30$o5;
        lut$31$i0 = w$39;
        lut$31$i1 = w$40;
        lut$31$i2 = c[32'h16];
        lut$31$i3 = 1'b0;
        lut$31$i4 = 1'b0;
        lut$31$i5 = 1'b1;
        w$62 = lut$31$o6;
        w$63 = lut$31$o5;
        lut$32$i0 = w$41;
        lut$32$i1 = w$42;
        lut$32$i2 = c[32'h17];
        lut$32$i3 = 1'b0;
        lut$32$i4 = 1'b0;
        lut$32$i5 = 1'b1;
        w$64 = lut$32$o6;
        w$65 = lut$32$o5;
        lut$33$i0 = w$43;
        lut$33$i1 = w$44;
        lut$33$i2 = c[32'h14];
        lut$33$i3 = 1'b0;
        lut$33$i4 = 1'b0;
        lut$33$i5 = 1'b1;
        w$66 = lut$33$o6;
        w$67 = lut$33$o5;
        lut$34$i0 = w$45;
        lut$34$i1 = w$46;
        lut$34$i2 = 1'b1;
        lut$34$i3 = 1'b0;
        lut$34$i4 = 1'b0;
        lut$34$i5 = 1'b1;
        w$68 = lut$34$o6;
        w$69 = lut$34$o5;
        lut$35$i0 = w$47;
        lut$35$i1 = w$48;
        lut$35$i2 = 1'b1;
        lut$35$i3 = 1'b0;
        lut$35$i4 = 1'b0;
        lut$35$i5 = 1'b1;
        w$70 = lut$35$o6;
        w$71 = lut$35$o5;
        lut$36$i0 = w$49;
        lut$36$i1 = w$50;
        lut$36$i2 = w$24;
        lut$36$i3 = 1'b0;
        lut$36$i4 = 1'b0;
        lut$36$i5 = 1'b1;
        w$72 = lut$36$o6;
        w$73 = lut$36$o5;
        lut$37$i0 = w$51;
        lut$37$i1 = w$52;
        lut$37$i2 = w$28;
        lut$37$i3 = 1'b0;
        lut$37$i4 = 1'b0;
        lut$37$i5 = 1'b1;
        w$74 = lut$37$o6;
        w$75 = lut$37$o5;
        lut$38$i0 = w$53;
        lut$38$i1 = w$54;
        lut$38$i2 = 1'b1;
        lut$38$i3 = 1'b0;
        lut$38$i4 = 1'b0;
        lut$38$i5 = 1'b1;
        w$76 = lut$38$o6;
        w$77 = lut$38$o5;
        lut$39$i0 = w$55;
        lut$39$i1 = w$31;
        lut$39$i2 = 1'b0;
        lut$39$i3 = 1'b0;
        lut$39$i4 = 1'b0;
        lut$39$i5 = 1'b1;
        w$78 = lut$39$o6;
        w$79 = lut$39$o5;
        s_row = 32'h0;
        s_row = (s_row & ~(1 << (32'h0)) | ((w$32) << (32'h0)));
        s_row = (s_row & ~(1 << (32'h1)) | ((w$56) << (32'h1)));
        s_row = (s_row & ~(1 << (32'h2)) | ((w$57) << (32'h2)));
        s_row = (s_row & ~(1 << (32'h3)) | ((w$59) << (32'h3)));
        s_row = (s_row & ~(1 << (32'h4)) | ((w$61) << (32'h4)));
        s_row = (s_row & ~(1 << (32'h5)) | ((w$63) << (32'h5)));
        s_row = (s_row & ~(1 << (32'h6)) | ((w$65) << (32'h6)));
        s_row = (s_row & ~(1 << (32'h7)) | ((w$67) << (32'h7)));
        s_row = (s_row & ~(1 << (32'h8)) | ((w$69) << (32'h8)));
        s_row = (s_row & ~(1 << (32'h9)) | ((w$71) << (32'h9)));
        s_row = (s_row & ~(1 << (32'ha)) | ((w$73) << (32'ha)));
        s_row = (s_row & ~(1 << (32'hb)) | ((w$75) << (32'hb)));
        s_row = (s_row & ~(1 << (32'hc)) | ((w$77) << (32'hc)));
        s_row = (s_row & ~(1 << (32'hd)) | ((w$79) << (32'hd)));
        s_row = (s_row & ~(1 << (32'he)) | ((1'b1) << (32'he)));
        d_row = 32'h0;
        d_row = (d_row & ~(1 << (32'h0)) | ((1'b1) << (32'h0)));
        d_row = (d_row & ~(1 << (32'h1)) | ((c[32'h15]) << (32'h1)));
        d_row = (d_row & ~(1 << (32'h2)) | ((w$58) << (32'h2)));
        d_row = (d_row & ~(1 << (32'h3)) | ((w$60) << (32'h3)));
        d_row = (d_row & ~(1 << (32'h4)) | ((w$62) << (32'h4)));
        d_row = (d_row & ~(1 << (32'h5)) | ((w$64) << (32'h5)));
        d_row = (d_row & ~(1 << (32'h6)) | ((w$66) << (32'h6)));
        d_row = (d_row & ~(1 << (32'h7)) | ((w$68) << (32'h7)));
        d_row = (d_row & ~(1 << (32'h8)) | ((w$70) << (32'h8)));
        d_row = (d_row & ~(1 << (32'h9)) | ((w$72) << (32'h9)));
        d_row = (d_row & ~(1 << (32'ha)) | ((w$74) << (32'ha)));
        d_row = (d_row & ~(1 << (32'hb)) | ((w$76) << (32'hb)));
        d_row = (d_row & ~(1 << (32'hc)) | ((w$78) << (32'hc)));
        d_row = (d_row & ~(1 << (32'hd)) | ((1'b1) << (32'hd)));
        s = s_row;
        d = d_row;
    end
    
endmodule // top$reducer$tree


module top$reducer$tree$lut$0(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h969696962b2b2b2b;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h969696962b2b2b2b)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$0


module top$reducer$tree$lut$1(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h696969698e8e8e8e;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h696969698e8e8e8e)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$1


module top$reducer$tree$lut$10(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h6666666688888888;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h6666666688888888)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$10


module top$reducer$tree$lut$11(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h969696962b2b2b2b;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h969696962b2b2b2b)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$11


module top$reducer$tree$lut$12(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h9696969671717171;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h9696969671717171)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$12


module top$reducer$tree$lut$13(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h696969698e8e8e8e;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h696969698e8e8e8e)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$13


module top$reducer$tree$lut$14(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h9999999922222222;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h9999999922222222)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$14


module top$reducer$tree$lut$15(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h96969696e8e8e8e8;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h96969696e8e8e8e8)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$15


module top$reducer$tree$lut$16(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h96969696e8e8e8e8;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h96969696e8e8e8e8)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$16


module top$reducer$tree$lut$17(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h96969696e8e8e8e8;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h96969696e8e8e8e8)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$17


module top$reducer$tree$lut$18(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h96969696e8e8e8e8;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h96969696e8e8e8e8)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$18


module top$reducer$tree$lut$19(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h96969696e8e8e8e8;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h96969696e8e8e8e8)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$19


module top$reducer$tree$lut$2(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h969696962b2b2b2b;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h969696962b2b2b2b)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$2


module top$reducer$tree$lut$20(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h96969696e8e8e8e8;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h96969696e8e8e8e8)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$20


module top$reducer$tree$lut$21(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h696969698e8e8e8e;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h696969698e8e8e8e)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$21


module top$reducer$tree$lut$22(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h696969698e8e8e8e;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h696969698e8e8e8e)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$22


module top$reducer$tree$lut$23(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h696969698e8e8e8e;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h696969698e8e8e8e)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$23


module top$reducer$tree$lut$24(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h696969698e8e8e8e;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h696969698e8e8e8e)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$24


module top$reducer$tree$lut$25(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h96969696e8e8e8e8;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h96969696e8e8e8e8)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$25


module top$reducer$tree$lut$26(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h96969696e8e8e8e8;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h96969696e8e8e8e8)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$26


module top$reducer$tree$lut$27(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h96969696e8e8e8e8;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h96969696e8e8e8e8)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$27


module top$reducer$tree$lut$28(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h6666666688888888;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h6666666688888888)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$28


module top$reducer$tree$lut$29(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h96969696e8e8e8e8;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h96969696e8e8e8e8)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$29


module top$reducer$tree$lut$3(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h969696962b2b2b2b;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h969696962b2b2b2b)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$3


module top$reducer$tree$lut$30(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h96969696e8e8e8e8;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h96969696e8e8e8e8)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$30


module top$reducer$tree$lut$31(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h96969696e8e8e8e8;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h96969696e8e8e8e8)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$31


module top$reducer$tree$lut$32(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h96969696e8e8e8e8;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h96969696e8e8e8e8)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$32


module top$reducer$tree$lut$33(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h696969698e8e8e8e;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h696969698e8e8e8e)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$33


module top$reducer$tree$lut$34(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h96969696e8e8e8e8;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h96969696e8e8e8e8)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$34


module top$reducer$tree$lut$35(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h96969696e8e8e8e8;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h96969696e8e8e8e8)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$35


module top$reducer$tree$lut$36(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h96969696e8e8e8e8;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h96969696e8e8e8e8)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$36


module top$reducer$tree$lut$37(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h96969696e8e8e8e8;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h96969696e8e8e8e8)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$37


module top$reducer$tree$lut$38(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h96969696e8e8e8e8;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h96969696e8e8e8e8)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$38


module top$reducer$tree$lut$39(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h6666666688888888;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h6666666688888888)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$39


module top$reducer$tree$lut$4(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h6666666688888888;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h6666666688888888)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$4


module top$reducer$tree$lut$5(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h969696962b2b2b2b;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h969696962b2b2b2b)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$5


module top$reducer$tree$lut$6(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h6666666688888888;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h6666666688888888)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$6


module top$reducer$tree$lut$7(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h969696962b2b2b2b;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h969696962b2b2b2b)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$7


module top$reducer$tree$lut$8(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h9999999922222222;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h9999999922222222)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$8


module top$reducer$tree$lut$9(i0,i1,i2,i3,i4,i5,o6,o5);
    
    // Module arguments
    input wire  i0;
    input wire  i1;
    input wire  i2;
    input wire  i3;
    input wire  i4;
    input wire  i5;
    output reg  o6;
    output reg  o5;
    
    // Constant declarations
    localparam  init = 64'h969696962b2b2b2b;
    
    // Update code (custom)
    wire o6_w, o5_w;
    LUT6_2 #(.INIT(64'h969696962b2b2b2b)) lut (.I0(i0), .I1(i1), .I2(i2), .I3(i3), .I4(i4), .I5(i5), .O6(o6_w), .O5(o5_w));
    always @(*) begin
        o6 = o6_w;
        o5 = o5_w;
    end
endmodule // top$reducer$tree$lut$9


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
