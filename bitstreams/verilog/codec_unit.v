

module top(clock,reset,flags_clear,cmd_valid,cmd_op,cmd_addr,cmd_d,cmd_slot,cmd_compare,done,modulus_flag,diff,mem_raddr,mem_rdata,mem_we,mem_waddr,mem_wdata,poly_rslot,poly_rindex,poly_rdata,coeff_write,coeff_slot,coeff_index,coeff_value);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  flags_clear;
    input wire  cmd_valid;
    input wire  [4:0] cmd_op;
    input wire  [11:0] cmd_addr;
    input wire  [3:0] cmd_d;
    input wire  [4:0] cmd_slot;
    input wire  cmd_compare;
    output reg  done;
    output reg  modulus_flag;
    output reg  diff;
    output reg  [11:0] mem_raddr;
    input wire  [7:0] mem_rdata;
    output reg  mem_we;
    output reg  [11:0] mem_waddr;
    output reg  [7:0] mem_wdata;
    output reg  [4:0] poly_rslot;
    output reg  [7:0] poly_rindex;
    input wire  [11:0] poly_rdata;
    output reg  coeff_write;
    output reg  [4:0] coeff_slot;
    output reg  [7:0] coeff_index;
    output reg  [11:0] coeff_value;
    
    // Constant declarations
    localparam  op_decode = 5'b1101;
    localparam  op_encode_ct = 5'b1111;
    
    // Stub signals
    reg  enc$clock;
    reg  enc$reset;
    reg  enc$start;
    reg  [3:0] enc$d;
    wire  enc$busy;
    wire  enc$done;
    wire  [7:0] enc$coeff_index;
    reg  [11:0] enc$coeff_data;
    wire  enc$out_valid;
    wire  [7:0] enc$out_data;
    reg  dec$clock;
    reg  dec$reset;
    reg  dec$start;
    reg  [3:0] dec$d;
    wire  dec$busy;
    wire  dec$done;
    wire  [8:0] dec$byte_index;
    reg  [7:0] dec$byte_data;
    wire  dec$coeff_write;
    wire  [7:0] dec$coeff_index;
    wire  [11:0] dec$coeff_value;
    wire  dec$out_of_range;
    reg  active$d;
    wire  active$q;
    reg  active$clock;
    reg  decoding$d;
    wire  decoding$q;
    reg  decoding$clock;
    reg  compare$d;
    wire  compare$q;
    reg  compare$clock;
    reg  [11:0] addr$d;
    wire  [11:0] addr$q;
    reg  addr$clock;
    reg  [4:0] slot$d;
    wire  [4:0] slot$q;
    reg  slot$clock;
    reg  [11:0] next$d;
    wire  [11:0] next$q;
    reg  next$clock;
    reg  held$d;
    wire  held$q;
    reg  held$clock;
    reg  [7:0] hold$d;
    wire  [7:0] hold$q;
    reg  hold$clock;
    reg  [11:0] hold_addr$d;
    wire  [11:0] hold_addr$q;
    reg  hold_addr$clock;
    reg  modq$d;
    wire  modq$q;
    reg  modq$clock;
    reg  diffq$d;
    wire  diffq$q;
    reg  diffq$clock;
    
    // Local signals
    reg  take;
    reg  finished;
    
    // Sub module instances
    top$enc enc(
        .clock(enc$clock),
        .reset(enc$reset),
        .start(enc$start),
        .d(enc$d),
        .busy(enc$busy),
        .done(enc$done),
        .coeff_index(enc$coeff_index),
        .coeff_data(enc$coeff_data),
        .out_valid(enc$out_valid),
        .out_data(enc$out_data)
    );
    top$dec dec(
        .clock(dec$clock),
        .reset(dec$reset),
        .start(dec$start),
        .d(dec$d),
        .busy(dec$busy),
        .done(dec$done),
        .byte_index(dec$byte_index),
        .byte_data(dec$byte_data),
        .coeff_write(dec$coeff_write),
        .coeff_index(dec$coeff_index),
        .coeff_value(dec$coeff_value),
        .out_of_range(dec$out_of_range)
    );
    top$active active(
        .d(active$d),
        .q(active$q),
        .clock(active$clock)
    );
    top$decoding decoding(
        .d(decoding$d),
        .q(decoding$q),
        .clock(decoding$clock)
    );
    top$compare compare(
        .d(compare$d),
        .q(compare$q),
        .clock(compare$clock)
    );
    top$addr addr(
        .d(addr$d),
        .q(addr$q),
        .clock(addr$clock)
    );
    top$slot slot(
        .d(slot$d),
        .q(slot$q),
        .clock(slot$clock)
    );
    top$next next(
        .d(next$d),
        .q(next$q),
        .clock(next$clock)
    );
    top$held held(
        .d(held$d),
        .q(held$q),
        .clock(held$clock)
    );
    top$hold hold(
        .d(hold$d),
        .q(hold$q),
        .clock(hold$clock)
    );
    top$hold_addr hold_addr(
        .d(hold_addr$d),
        .q(hold_addr$q),
        .clock(hold_addr$clock)
    );
    top$modq modq(
        .d(modq$d),
        .q(modq$q),
        .clock(modq$clock)
    );
    top$diffq diffq(
        .d(diffq$d),
        .q(diffq$q),
        .clock(diffq$clock)
    );
    
    // Update code
    always @(*) begin
        active$clock = clock;
        decoding$clock = clock;
        compare$clock = clock;
        addr$clock = clock;
        slot$clock = clock;
        next$clock = clock;
        held$clock = clock;
        hold$clock = clock;
        hold_addr$clock = clock;
        modq$clock = clock;
        diffq$clock = clock;
        active$d = active$q;
        decoding$d = decoding$q;
        compare$d = compare$q;
        addr$d = addr$q;
        slot$d = slot$q;
        next$d = next$q;
        held$d = held$q;
        hold$d = hold$q;
        hold_addr$d = hold_addr$q;
        modq$d = modq$q;
        diffq$d = diffq$q;
        enc$clock = clock;
        dec$clock = clock;
        enc$reset = reset;
        dec$reset = reset;
        take = cmd_valid & ~active$q & ~reset;
        enc$d = cmd_d;
        dec$d = cmd_d;
        enc$start = take & (cmd_op != op_decode);
        dec$start = take & (cmd_op == op_decode);
        poly_rslot = slot$q;
        poly_rindex = enc$coeff_index;
        enc$coeff_data = poly_rdata;
        coeff_write = dec$coeff_write & active$q & decoding$q & ~reset;
        coeff_slot = slot$q;
        coeff_index = dec$coeff_index;
        coeff_value = dec$coeff_value;
        dec$byte_data = mem_rdata;
        mem_raddr = addr$q + ((dec$byte_index) & 12'hfff);
        held$d = 1'b0;
        if (~decoding$q) begin
            mem_raddr = next$q;
        end
        if (enc$out_valid) begin
            held$d = 1'b1;
            hold$d = enc$out_data;
            hold_addr$d = next$q;
            next$d = next$q + 32'h1;
        end
        mem_we = held$q & ~compare$q & ~reset;
        mem_waddr = hold_addr$q;
        mem_wdata = hold$q;
        if (held$q & compare$q) begin
            diffq$d = diffq$q | |(hold$q ^ mem_rdata);
        end
        done = 1'b0;
        finished = enc$done;
        if (decoding$q) begin
            finished = dec$done;
        end
        if (active$q & finished) begin
            done = 1'b1;
            active$d = 1'b0;
            modq$d = modq$q | (decoding$q & dec$out_of_range);
        end
        if (take) begin
            active$d = 1'b1;
            decoding$d = cmd_op == op_decode;
            compare$d = cmd_compare & (cmd_op == op_encode_ct);
            addr$d = cmd_addr;
            next$d = cmd_addr;
            slot$d = cmd_slot;
        end
        if (flags_clear | reset) begin
            modq$d = 1'b0;
            diffq$d = 1'b0;
        end
        if (reset) begin
            done = 1'b0;
            active$d = 1'b0;
            held$d = 1'b0;
        end
        modulus_flag = modq$q;
        diff = diffq$q;
    end
    
endmodule // top


module top$active(d,q,clock);
    
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
          
endmodule // top$active


module top$addr(d,q,clock);
    
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
          
endmodule // top$addr


module top$compare(d,q,clock);
    
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
          
endmodule // top$compare


module top$dec(clock,reset,start,d,busy,done,byte_index,byte_data,coeff_write,coeff_index,coeff_value,out_of_range);
    
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
    top$dec$dec dec(
        .y(dec$y),
        .d(dec$d),
        .x(dec$x),
        .ge_q(dec$ge_q)
    );
    top$dec$busy_q busy_q(
        .d(busy_q$d),
        .q(busy_q$q),
        .clock(busy_q$clock)
    );
    top$dec$done_q done_q(
        .d(done_q$d),
        .q(done_q$q),
        .clock(done_q$clock)
    );
    top$dec$fin fin(
        .d(fin$d),
        .q(fin$q),
        .clock(fin$clock)
    );
    top$dec$d_q d_q(
        .d(d_q$d),
        .q(d_q$q),
        .clock(d_q$clock)
    );
    top$dec$mask_q mask_q(
        .d(mask_q$d),
        .q(mask_q$q),
        .clock(mask_q$clock)
    );
    top$dec$req_cnt req_cnt(
        .d(req_cnt$d),
        .q(req_cnt$q),
        .clock(req_cnt$clock)
    );
    top$dec$vb vb(
        .d(vb$d),
        .q(vb$q),
        .clock(vb$clock)
    );
    top$dec$v1 v1(
        .d(v1$d),
        .q(v1$q),
        .clock(v1$clock)
    );
    top$dec$acc acc(
        .d(acc$d),
        .q(acc$q),
        .clock(acc$clock)
    );
    top$dec$nb nb(
        .d(nb$d),
        .q(nb$q),
        .clock(nb$clock)
    );
    top$dec$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$dec$widx widx(
        .d(widx$d),
        .q(widx$q),
        .clock(widx$clock)
    );
    top$dec$wval wval(
        .d(wval$d),
        .q(wval$q),
        .clock(wval$clock)
    );
    top$dec$ccnt ccnt(
        .d(ccnt$d),
        .q(ccnt$q),
        .clock(ccnt$clock)
    );
    top$dec$oor oor(
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
    
endmodule // top$dec


module top$dec$acc(d,q,clock);
    
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
          
endmodule // top$dec$acc


module top$dec$busy_q(d,q,clock);
    
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
          
endmodule // top$dec$busy_q


module top$dec$ccnt(d,q,clock);
    
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
          
endmodule // top$dec$ccnt


module top$dec$d_q(d,q,clock);
    
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
          
endmodule // top$dec$d_q


module top$dec$dec(y,d,x,ge_q);
    
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
    
endmodule // top$dec$dec


module top$dec$done_q(d,q,clock);
    
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
          
endmodule // top$dec$done_q


module top$dec$fin(d,q,clock);
    
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
          
endmodule // top$dec$fin


module top$dec$mask_q(d,q,clock);
    
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
          
endmodule // top$dec$mask_q


module top$dec$nb(d,q,clock);
    
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
          
endmodule // top$dec$nb


module top$dec$oor(d,q,clock);
    
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
          
endmodule // top$dec$oor


module top$dec$req_cnt(d,q,clock);
    
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
          
endmodule // top$dec$req_cnt


module top$dec$v1(d,q,clock);
    
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
          
endmodule // top$dec$v1


module top$dec$vb(d,q,clock);
    
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
          
endmodule // top$dec$vb


module top$dec$widx(d,q,clock);
    
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
          
endmodule // top$dec$widx


module top$dec$wr(d,q,clock);
    
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
          
endmodule // top$dec$wr


module top$dec$wval(d,q,clock);
    
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
          
endmodule // top$dec$wval


module top$decoding(d,q,clock);
    
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
          
endmodule // top$decoding


module top$diffq(d,q,clock);
    
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
          
endmodule // top$diffq


module top$enc(clock,reset,start,d,busy,done,coeff_index,coeff_data,out_valid,out_data);
    
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
    top$enc$comp comp(
        .x(comp$x),
        .d(comp$d),
        .y(comp$y)
    );
    top$enc$busy_q busy_q(
        .d(busy_q$d),
        .q(busy_q$q),
        .clock(busy_q$clock)
    );
    top$enc$done_q done_q(
        .d(done_q$d),
        .q(done_q$q),
        .clock(done_q$clock)
    );
    top$enc$fin fin(
        .d(fin$d),
        .q(fin$q),
        .clock(fin$clock)
    );
    top$enc$d_q d_q(
        .d(d_q$d),
        .q(d_q$q),
        .clock(d_q$clock)
    );
    top$enc$req_cnt req_cnt(
        .d(req_cnt$d),
        .q(req_cnt$q),
        .clock(req_cnt$clock)
    );
    top$enc$vb vb(
        .d(vb$d),
        .q(vb$q),
        .clock(vb$clock)
    );
    top$enc$v1 v1(
        .d(v1$d),
        .q(v1$q),
        .clock(v1$clock)
    );
    top$enc$v1b v1b(
        .d(v1b$d),
        .q(v1b$q),
        .clock(v1b$clock)
    );
    top$enc$v2 v2(
        .d(v2$d),
        .q(v2$q),
        .clock(v2$clock)
    );
    top$enc$xreg xreg(
        .d(xreg$d),
        .q(xreg$q),
        .clock(xreg$clock)
    );
    top$enc$creg creg(
        .d(creg$d),
        .q(creg$q),
        .clock(creg$clock)
    );
    top$enc$acc acc(
        .d(acc$d),
        .q(acc$q),
        .clock(acc$clock)
    );
    top$enc$nb nb(
        .d(nb$d),
        .q(nb$q),
        .clock(nb$clock)
    );
    top$enc$outv outv(
        .d(outv$d),
        .q(outv$q),
        .clock(outv$clock)
    );
    top$enc$outd outd(
        .d(outd$d),
        .q(outd$q),
        .clock(outd$clock)
    );
    top$enc$ocnt ocnt(
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
    
endmodule // top$enc


module top$enc$acc(d,q,clock);
    
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
          
endmodule // top$enc$acc


module top$enc$busy_q(d,q,clock);
    
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
          
endmodule // top$enc$busy_q


module top$enc$comp(x,d,y);
    
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
    
endmodule // top$enc$comp


module top$enc$creg(d,q,clock);
    
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
          
endmodule // top$enc$creg


module top$enc$d_q(d,q,clock);
    
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
          
endmodule // top$enc$d_q


module top$enc$done_q(d,q,clock);
    
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
          
endmodule // top$enc$done_q


module top$enc$fin(d,q,clock);
    
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
          
endmodule // top$enc$fin


module top$enc$nb(d,q,clock);
    
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
          
endmodule // top$enc$nb


module top$enc$ocnt(d,q,clock);
    
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
          
endmodule // top$enc$ocnt


module top$enc$outd(d,q,clock);
    
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
          
endmodule // top$enc$outd


module top$enc$outv(d,q,clock);
    
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
          
endmodule // top$enc$outv


module top$enc$req_cnt(d,q,clock);
    
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
          
endmodule // top$enc$req_cnt


module top$enc$v1(d,q,clock);
    
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
          
endmodule // top$enc$v1


module top$enc$v1b(d,q,clock);
    
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
          
endmodule // top$enc$v1b


module top$enc$v2(d,q,clock);
    
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
          
endmodule // top$enc$v2


module top$enc$vb(d,q,clock);
    
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
          
endmodule // top$enc$vb


module top$enc$xreg(d,q,clock);
    
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
          
endmodule // top$enc$xreg


module top$held(d,q,clock);
    
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
          
endmodule // top$held


module top$hold(d,q,clock);
    
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
          
endmodule // top$hold


module top$hold_addr(d,q,clock);
    
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
          
endmodule // top$hold_addr


module top$modq(d,q,clock);
    
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
          
endmodule // top$modq


module top$next(d,q,clock);
    
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
          
endmodule // top$next


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
