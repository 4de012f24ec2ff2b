

module top(clock,reset,start,d,busy,done,byte_index,byte_data,coeff_write,coeff_index,coeff_value,out_of_range);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  [3:0] d;
    output reg  busy;
    output reg  done;
    output reg  [8:0] byte_index;
    input wire  [7:0] byte_data;
    output reg  coeff_write;
    output reg  [7:0] coeff_index;
    output reg  [11:0] coeff_value;
    output reg  out_of_range;
    
    // Constant declarations
    localparam  k_last = 9'b11111111;
    
    // Stub signals
    reg  [11:0] dec$y;
    reg  [3:0] dec$d;
    wire  [11:0] dec$x;
    wire  dec$ge_q;
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
    reg  [11:0] mask_q$d;
    wire  [11:0] mask_q$q;
    reg  mask_q$clock;
    reg  [8:0] req_cnt$d;
    wire  [8:0] req_cnt$q;
    reg  req_cnt$clock;
    reg  [4:0] vb$d;
    wire  [4:0] vb$q;
    reg  vb$clock;
    reg  v1$d;
    wire  v1$q;
    reg  v1$clock;
    reg  [19:0] acc$d;
    wire  [19:0] acc$q;
    reg  acc$clock;
    reg  [4:0] nb$d;
    wire  [4:0] nb$q;
    reg  nb$clock;
    reg  wr$d;
    wire  wr$q;
    reg  wr$clock;
    reg  [7:0] widx$d;
    wire  [7:0] widx$q;
    reg  widx$clock;
    reg  [11:0] wval$d;
    wire  [11:0] wval$q;
    reg  wval$clock;
    reg  [8:0] ccnt$d;
    wire  [8:0] ccnt$q;
    reg  ccnt$clock;
    reg  oor$d;
    wire  oor$q;
    reg  oor$clock;
    
    // Local signals
    reg  [4:0] dw;
    reg  ve;
    reg  [4:0] vr;
    reg  req;
    reg  re;
    reg  [4:0] rr;
    reg  [19:0] shifted;
    reg  [19:0] ins;
    reg  [8:0] nbytes;
    reg  [11:0] one;
    
    // Sub module instances
    top$dec dec(
        .y(dec$y),
        .d(dec$d),
        .x(dec$x),
        .ge_q(dec$ge_q)
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
    top$mask_q mask_q(
        .d(mask_q$d),
        .q(mask_q$q),
        .clock(mask_q$clock)
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
    top$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$widx widx(
        .d(widx$d),
        .q(widx$q),
        .clock(widx$clock)
    );
    top$wval wval(
        .d(wval$d),
        .q(wval$q),
        .clock(wval$clock)
    );
    top$ccnt ccnt(
        .d(ccnt$d),
        .q(ccnt$q),
        .clock(ccnt$clock)
    );
    top$oor oor(
        .d(oor$d),
        .q(oor$q),
        .clock(oor$clock)
    );
    
    // Update code
    always @(*) begin
        busy_q$clock = clock;
        done_q$clock = clock;
        fin$clock = clock;
        d_q$clock = clock;
        mask_q$clock = clock;
        req_cnt$clock = clock;
        vb$clock = clock;
        v1$clock = clock;
        acc$clock = clock;
        nb$clock = clock;
        wr$clock = clock;
        widx$clock = clock;
        wval$clock = clock;
        ccnt$clock = clock;
        oor$clock = clock;
        busy_q$d = busy_q$q;
        done_q$d = done_q$q;
        fin$d = fin$q;
        d_q$d = d_q$q;
        mask_q$d = mask_q$q;
        req_cnt$d = req_cnt$q;
        vb$d = vb$q;
        v1$d = v1$q;
        acc$d = acc$q;
        nb$d = nb$q;
        wr$d = wr$q;
        widx$d = widx$q;
        wval$d = wval$q;
        ccnt$d = ccnt$q;
        oor$d = oor$q;
        dw = ((d_q$q) & 5'h1f);
        ve = vb$q >= dw;
        vr = vb$q;
        if (ve) begin
            vr = vb$q - dw;
        end
        nbytes = ((d_q$q) & 9'h1ff) << 32'h5;
        req = busy_q$q & (req_cnt$q < nbytes) & ((vr + 32'h8) <= 32'h13);
        vb$d = vr;
        if (req) begin
            vb$d = vr + 32'h8;
            req_cnt$d = req_cnt$q + 32'h1;
        end
        v1$d = req;
        re = nb$q >= dw;
        shifted = acc$q;
        rr = nb$q;
        if (re) begin
            shifted = acc$q >> dw;
            rr = nb$q - dw;
        end
        ins = ((byte_data) & 20'hfffff) << rr;
        acc$d = shifted;
        nb$d = rr;
        if (v1$q) begin
            acc$d = shifted | ins;
            nb$d = rr + 32'h8;
        end
        dec$y = acc$q[(32'h0)+:(12)] & mask_q$q;
        dec$d = d_q$q;
        wr$d = re;
        widx$d = ccnt$q[(32'h0)+:(8)];
        wval$d = dec$x;
        fin$d = 1'b0;
        done_q$d = 1'b0;
        if (re) begin
            ccnt$d = ccnt$q + 32'h1;
            if (dec$ge_q) begin
                oor$d = 1'b1;
            end
            if (ccnt$q == k_last) begin
                fin$d = 1'b1;
            end
        end
        if (fin$q) begin
            busy_q$d = 1'b0;
            done_q$d = 1'b1;
        end
        one = 32'h1;
        if (start & ~busy_q$q) begin
            busy_q$d = 1'b1;
            d_q$d = d;
            mask_q$d = (one << d) - 32'h1;
            req_cnt$d = 32'h0;
            vb$d = 32'h0;
            nb$d = 32'h0;
            acc$d = 32'h0;
            ccnt$d = 32'h0;
            v1$d = 1'b0;
            wr$d = 1'b0;
            fin$d = 1'b0;
            done_q$d = 1'b0;
            oor$d = 1'b0;
        end
        if (reset) begin
            busy_q$d = 1'b0;
            done_q$d = 1'b0;
            fin$d = 1'b0;
            v1$d = 1'b0;
            wr$d = 1'b0;
            oor$d = 1'b0;
            req_cnt$d = 32'h0;
            vb$d = 32'h0;
            nb$d = 32'h0;
            acc$d = 32'h0;
            ccnt$d = 32'h0;
        end
        busy = busy_q$q;
        done = done_q$q;
        byte_index = req_cnt$q;
        coeff_write = wr$q;
        coeff_index = widx$q;
        coeff_value = wval$q;
        out_of_range = oor$q;
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


module top$ccnt(d,q,clock);
    
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
          
endmodule // top$ccnt


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


module top$dec(y,d,x,ge_q);
    
    // Module arguments
    input wire  [11:0] y;
    input wire  [3:0] d;
    output reg  [11:0] x;
    output reg  ge_q;
    
    // Constant declarations
    localparam  k_q = 12'hd01;
    
    // Local signals
    reg  [3:0] sh;
    reg  [10:0] ys;
    reg  [22:0] yw;
    reg  [22:0] p;
    reg  ge;
    
    // Update code
    always @(*) begin
        sh = 32'hb;
        sh = sh - d;
        ys = y[(32'h0)+:(11)] << sh;
        yw = ((ys) & 23'h7fffff);
        p = (yw << 32'hb) + (yw << 32'ha) + (yw << 32'h8) + yw + 32'h400;
        x = p[(32'hb)+:(12)];
        ge = y >= k_q;
        ge_q = 1'b0;
        if (d == 32'hc) begin
            ge_q = ge;
            if (ge) begin
                x = y - k_q;
            end
            else begin
                x = y;
            end
        end
    end
    
endmodule // top$dec


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


module top$mask_q(d,q,clock);
    
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
          
endmodule // top$mask_q


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


module top$oor(d,q,clock);
    
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
          
endmodule // top$oor


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


module top$widx(d,q,clock);
    
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
          
endmodule // top$widx


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


module top$wval(d,q,clock);
    
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
          
endmodule // top$wval
