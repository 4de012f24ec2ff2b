

module top(clock,reset,start,d,busy,done,coeff_index,coeff_data,out_valid,out_data);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  [3:0] d;
    output reg  busy;
    output reg  done;
    output reg  [7:0] coeff_index;
    input wire  [11:0] coeff_data;
    output reg  out_valid;
    output reg  [7:0] out_data;
    
    // Constant declarations
    localparam  k_n = 9'b100000000;
    
    // Stub signals
    reg  [11:0] comp$x;
    reg  [3:0] comp$d;
    wire  [11:0] comp$y;
    reg  busy_q$d;
    wire  busy_q$q;
    reg  busy_q$clock;
    reg  done_q$d;
    wire  done_q$q;
    reg  done_q$clock;
    reg  fin$d;
    wire  fin$q;
    reg  fin$clock;
    reg  [3:0] d_q$d;
    wire  [3:0] d_q$q;
    reg  d_q$clock;
    reg  [8:0] req_cnt$d;
    wire  [8:0] req_cnt$q;
    reg  req_cnt$clock;
    reg  [4:0] vb$d;
    wire  [4:0] vb$q;
    reg  vb$clock;
    reg  v1$d;
    wire  v1$q;
    reg  v1$clock;
    reg  v1b$d;
    wire  v1b$q;
    reg  v1b$clock;
    reg  v2$d;
    wire  v2$q;
    reg  v2$clock;
    reg  [11:0] xreg$d;
    wire  [11:0] xreg$q;
    reg  xreg$clock;
    reg  [11:0] creg$d;
    wire  [11:0] creg$q;
    reg  creg$clock;
    reg  [19:0] acc$d;
    wire  [19:0] acc$q;
    reg  acc$clock;
    reg  [4:0] nb$d;
    wire  [4:0] nb$q;
    reg  nb$clock;
    reg  outv$d;
    wire  outv$q;
    reg  outv$clock;
    reg  [7:0] outd$d;
    wire  [7:0] outd$q;
    reg  outd$clock;
    reg  [8:0] ocnt$d;
    wire  [8:0] ocnt$q;
    reg  ocnt$clock;
    
    // Local signals
    reg  [4:0] dw;
    reg  ve;
    reg  [4:0] vr;
    reg  req;
    reg  re;
    reg  [4:0] rr;
    reg  [19:0] shifted;
    reg  [19:0] ins;
    reg  [8:0] nlast;
    
    // Sub module instances
    top$comp comp(
        .x(comp$x),
        .d(comp$d),
        .y(comp$y)
    );
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
    top$fin fin(
        .d(fin$d),
        .q(fin$q),
        .clock(fin$clock)
    );
    top$d_q d_q(
        .d(d_q$d),
        .q(d_q$q),
        .clock(d_q$clock)
    );
    top$req_cnt req_cnt(
        .d(req_cnt$d),
        .q(req_cnt$q),
        .clock(req_cnt$clock)
    );
    top$vb vb(
        .d(vb$d),
        .q(vb$q),
        .clock(vb$clock)
    );
    top$v1 v1(
        .d(v1$d),
        .q(v1$q),
        .clock(v1$clock)
    );
    top$v1b v1b(
        .d(v1b$d),
        .q(v1b$q),
        .clock(v1b$clock)
    );
    top$v2 v2(
        .d(v2$d),
        .q(v2$q),
        .clock(v2$clock)
    );
    top$xreg xreg(
        .d(xreg$d),
        .q(xreg$q),
        .clock(xreg$clock)
    );
    top$creg creg(
        .d(creg$d),
        .q(creg$q),
        .clock(creg$clock)
    );
    top$acc acc(
        .d(acc$d),
        .q(acc$q),
        .clock(acc$clock)
    );
    top$nb nb(
        .d(nb$d),
        .q(nb$q),
        .clock(nb$clock)
    );
    top$outv outv(
        .d(outv$d),
        .q(outv$q),
        .clock(outv$clock)
    );
    top$outd outd(
        .d(outd$d),
        .q(outd$q),
        .clock(outd$clock)
    );
    top$ocnt ocnt(
        .d(ocnt$d),
        .q(ocnt$q),
        .clock(ocnt$clock)
    );
    
    // Update code
    always @(*) begin
        busy_q$clock = clock;
        done_q$clock = clock;
        fin$clock = clock;
        d_q$clock = clock;
        req_cnt$clock = clock;
        vb$clock = clock;
        v1$clock = clock;
        v1b$clock = clock;
        v2$clock = clock;
        xreg$clock = clock;
        creg$clock = clock;
        acc$clock = clock;
        nb$clock = clock;
        outv$clock = clock;
        outd$clock = clock;
        ocnt$clock = clock;
        busy_q$d = busy_q$q;
        done_q$d = done_q$q;
        fin$d = fin$q;
        d_q$d = d_q$q;
        req_cnt$d = req_cnt$q;
        vb$d = vb$q;
        v1$d = v1$q;
        v1b$d = v1b$q;
        v2$d = v2$q;
        xreg$d = xreg$q;
        creg$d = creg$q;
        acc$d = acc$q;
        nb$d = nb$q;
        outv$d = outv$q;
        outd$d = outd$q;
        ocnt$d = ocnt$q;
        xreg$d = coeff_data;
        comp$x = xreg$q;
        comp$d = d_q$q;
        dw = ((d_q$q) & 5'h1f);
        ve = vb$q >= 32'h8;
        vr = vb$q;
        if (ve) begin
            vr = vb$q - 32'h8;
        end
        req = busy_q$q & (req_cnt$q < k_n) & ((vr + dw) <= 32'h13);
        vb$d = vr;
        if (req) begin
            vb$d = vr + dw;
            req_cnt$d = req_cnt$q + 32'h1;
        end
        v1$d = req;
        creg$d = comp$y;
        v1b$d = v1$q;
        v2$d = v1b$q;
        re = nb$q >= 32'h8;
        shifted = acc$q;
        rr = nb$q;
        if (re) begin
            shifted = acc$q >> 32'h8;
            rr = nb$q - 32'h8;
        end
        ins = ((creg$q) & 20'hfffff) << rr;
        acc$d = shifted;
        nb$d = rr;
        if (v2$q) begin
            acc$d = shifted | ins;
            nb$d = rr + dw;
        end
        outv$d = re;
        outd$d = acc$q[(32'h0)+:(8)];
        nlast = (((d_q$q) & 9'h1ff) << 32'h5) - 32'h1;
        fin$d = 1'b0;
        done_q$d = 1'b0;
        if (re) begin
            ocnt$d = ocnt$q + 32'h1;
            if (ocnt$q == nlast) begin
                fin$d = 1'b1;
            end
        end
        if (fin$q) begin
            busy_q$d = 1'b0;
            done_q$d = 1'b1;
        end
        if (start & ~busy_q$q) begin
            busy_q$d = 1'b1;
            d_q$d = d;
            req_cnt$d = 32'h0;
            vb$d = 32'h0;
            nb$d = 32'h0;
            acc$d = 32'h0;
            ocnt$d = 32'h0;
            v1$d = 1'b0;
            v1b$d = 1'b0;
            v2$d = 1'b0;
            outv$d = 1'b0;
            fin$d = 1'b0;
            done_q$d = 1'b0;
        end
        if (reset) begin
            busy_q$d = 1'b0;
            done_q$d = 1'b0;
            fin$d = 1'b0;
            v1$d = 1'b0;
            v1b$d = 1'b0;
            v2$d = 1'b0;
            outv$d = 1'b0;
            req_cnt$d = 32'h0;
            vb$d = 32'h0;
            nb$d = 32'h0;
            acc$d = 32'h0;
            ocnt$d = 32'h0;
        end
        busy = busy_q$q;
        done = done_q$q;
        coeff_index = req_cnt$q[(32'h0)+:(8)];
        out_valid = outv$q;
        out_data = outd$q;
    end
    
endmodule // top


module top$acc(d,q,clock);
    
    // Module arguments
    input wire  [19:0] d;
    output reg  [19:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 20'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$acc


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


module top$comp(x,d,y);
    
    // Module arguments
    input wire  [11:0] x;
    input wire  [3:0] d;
    output reg  [11:0] y;
    
    // Local signals
    reg  [19:0] xw;
    reg  [14:0] x5;
    reg  [20:0] x315;
    reg  [15:0] x9;
    reg  [19:0] x145;
    reg  [24:0] t;
    reg  [12:0] z;
    reg  [3:0] sh;
    reg  [12:0] w;
    reg  [12:0] r;
    reg  [12:0] one;
    reg  [12:0] mask;
    reg  [12:0] rm;
    
    // Update code
    always @(*) begin
        xw = ((x) & 20'hfffff);
        x5 = ((x) & 15'h7fff) + (((x) & 15'h7fff) << 32'h2);
        x315 = (((x5) & 21'h1fffff) << 32'h6) - ((x5) & 21'h1fffff);
        x9 = ((x) & 16'hffff) + (((x) & 16'hffff) << 32'h3);
        x145 = (((x9) & 20'hfffff) << 32'h4) + xw;
        t = (((x315) & 25'h1ffffff) << 32'h4) - ((x145[(32'h9)+:(11)]) & 25'h1ffffff);
        z = t[(32'hc)+:(13)];
        sh = 32'hb;
        sh = sh - d;
        w = z >> sh;
        r = (w + 32'h1) >> 32'h1;
        one = 32'h1;
        mask = (one << d) - 32'h1;
        rm = r & mask;
        y = rm[(32'h0)+:(12)];
        if (d == 32'hc) begin
            y = x;
        end
    end
    
endmodule // top$comp


module top$creg(d,q,clock);
    
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
          
endmodule // top$creg


module top$d_q(d,q,clock);
    
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
          
endmodule // top$d_q


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


module top$fin(d,q,clock);
    
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
          
endmodule // top$fin


module top$nb(d,q,clock);
    
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
          
endmodule // top$nb


module top$ocnt(d,q,clock);
    
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
          
endmodule // top$ocnt


module top$outd(d,q,clock);
    
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
          
endmodule // top$outd


module top$outv(d,q,clock);
    
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
          
endmodule // top$outv


module top$req_cnt(d,q,clock);
    
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
          
endmodule // top$req_cnt


module top$v1(d,q,clock);
    
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
          
endmodule // top$v1


module top$v1b(d,q,clock);
    
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
          
endmodule // top$v1b


module top$v2(d,q,clock);
    
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
          
endmodule // top$v2


module top$vb(d,q,clock);
    
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
          
endmodule // top$vb


module top$xreg(d,q,clock);
    
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
          
endmodule // top$xreg
