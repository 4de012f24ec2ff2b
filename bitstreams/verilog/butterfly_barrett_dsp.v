

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
    localparam  m = 16'h13af;
    localparam  q16 = 16'hd01;
    localparam  q = 13'b110100000001;
    
    // Local signals
    reg  [15:0] x;
    reg  [31:0] p;
    reg  [15:0] t;
    reg  [31:0] tq;
    reg  [12:0] r0;
    reg  [12:0] r1;
    
    // Update code
    always @(*) begin
        x = c[(32'h8)+:(16)];
        p = x * m;
        t = ((p[(32'h10)+:(12)]) & 16'hffff);
        tq = t * q16;
        r0 = c[(32'h0)+:(13)] - tq[(32'h0)+:(13)];
        if (r0 >= q) begin
            r1 = r0 - q;
        end
        else begin
            r1 = r0;
        end
        r = r1[(32'h0)+:(12)];
    end
    
endmodule // top$reducer


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
