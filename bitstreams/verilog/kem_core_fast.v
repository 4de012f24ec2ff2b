

module top(clock,reset,start,entry,params,key,debug,dbg_we_lo,dbg_we_hi,dbg_wdata,busy,done,status,host_addr,host_we,host_wdata,host_rdata);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  [7:0] entry;
    input wire  [1:0] params;
    input wire  key;
    input wire  debug;
    input wire  dbg_we_lo;
    input wire  dbg_we_hi;
    input wire  [15:0] dbg_wdata;
    output reg  busy;
    output reg  done;
    output reg  [1:0] status;
    input wire  [10:0] host_addr;
    input wire  host_we;
    input wire  [7:0] host_wdata;
    output reg  [7:0] host_rdata;
    
    // Constant declarations
    localparam  op_copy = 5'b10000;
    localparam  op_store = 5'b11010;
    localparam  op_zero_cell = 5'b10010;
    localparam  op_select = 5'b10001;
    localparam  op_cells_equal = 5'b11001;
    localparam  op_decode = 5'b1101;
    localparam  op_encode = 5'b1110;
    localparam  op_encode_ct = 5'b1111;
    localparam  op_ntt = 5'b1001;
    localparam  op_intt = 5'b1010;
    localparam  op_mul_acc = 5'b1011;
    localparam  op_arith = 5'b1100;
    localparam  op_zero_slot = 5'b10011;
    
    // Enums
    localparam DatapathUnit$None = 0;
    localparam DatapathUnit$Cell = 1;
    localparam DatapathUnit$Codec = 2;
    localparam DatapathUnit$Engine = 3;
    
    // Stub signals
    reg  seq$clock;
    reg  seq$reset;
    reg  seq$start;
    reg  [7:0] seq$entry;
    reg  [1:0] seq$params;
    reg  seq$key;
    reg  seq$debug;
    reg  seq$dbg_we_lo;
    reg  seq$dbg_we_hi;
    reg  [15:0] seq$dbg_wdata;
    reg  seq$modulus_flag;
    reg  seq$s_ready;
    reg  seq$d_done;
    reg  seq$d_fail;
    wire  seq$busy;
    wire  seq$done;
    wire  [1:0] seq$status;
    wire  seq$s_valid;
    wire  seq$d_valid;
    wire  [4:0] seq$cmd_op;
    wire  [4:0] seq$cmd_slot_a;
    wire  [4:0] seq$cmd_slot_b;
    wire  [4:0] seq$cmd_slot_r;
    wire  [11:0] seq$cmd_addr;
    wire  [6:0] seq$cmd_cell_a;
    wire  [6:0] seq$cmd_cell_b;
    wire  [6:0] seq$cmd_cell_c;
    wire  [10:0] seq$cmd_len;
    wire  [3:0] seq$cmd_d;
    wire  [7:0] seq$cmd_byte;
    wire  [1:0] seq$cmd_func;
    wire  [1:0] seq$cmd_eta;
    wire  seq$cmd_first;
    wire  seq$cmd_sub;
    wire  seq$cmd_compare;
    reg  sponge$clock;
    reg  sponge$reset;
    reg  sponge$cmd_valid;
    reg  [4:0] sponge$cmd_op;
    reg  [11:0] sponge$cmd_addr;
    reg  [10:0] sponge$cmd_len;
    reg  [7:0] sponge$cmd_byte;
    reg  [1:0] sponge$cmd_func;
    reg  [4:0] sponge$cmd_slot;
    reg  [1:0] sponge$cmd_eta;
    wire  sponge$ready;
    wire  [11:0] sponge$mem_raddr;
    reg  [7:0] sponge$mem_rdata;
    wire  sponge$mem_we;
    wire  [11:0] sponge$mem_waddr;
    wire  [7:0] sponge$mem_wdata;
    wire  sponge$coeff_write;
    wire  [4:0] sponge$coeff_slot;
    wire  [7:0] sponge$coeff_index;
    wire  [11:0] sponge$coeff_value;
    reg  engine$clock;
    reg  engine$reset;
    reg  engine$cmd_valid;
    reg  [4:0] engine$cmd_op;
    reg  [4:0] engine$cmd_slot_a;
    reg  [4:0] engine$cmd_slot_b;
    reg  [4:0] engine$cmd_slot_r;
    reg  engine$cmd_first;
    reg  engine$cmd_sub;
    wire  engine$done;
    reg  [4:0] engine$poly_rslot;
    reg  [7:0] engine$poly_rindex;
    wire  [11:0] engine$poly_rdata;
    reg  engine$coeff_write;
    reg  [4:0] engine$coeff_slot;
    reg  [7:0] engine$coeff_index;
    reg  [11:0] engine$coeff_value;
    reg  engine$smp_write;
    reg  [4:0] engine$smp_slot;
    reg  [7:0] engine$smp_index;
    reg  [11:0] engine$smp_value;
    reg  codec$clock;
    reg  codec$reset;
    reg  codec$flags_clear;
    reg  codec$cmd_valid;
    reg  [4:0] codec$cmd_op;
    reg  [11:0] codec$cmd_addr;
    reg  [3:0] codec$cmd_d;
    reg  [4:0] codec$cmd_slot;
    reg  codec$cmd_compare;
    wire  codec$done;
    wire  codec$modulus_flag;
    wire  codec$diff;
    wire  [11:0] codec$mem_raddr;
    reg  [7:0] codec$mem_rdata;
    wire  codec$mem_we;
    wire  [11:0] codec$mem_waddr;
    wire  [7:0] codec$mem_wdata;
    wire  [4:0] codec$poly_rslot;
    wire  [7:0] codec$poly_rindex;
    reg  [11:0] codec$poly_rdata;
    wire  codec$coeff_write;
    wire  [4:0] codec$coeff_slot;
    wire  [7:0] codec$coeff_index;
    wire  [11:0] codec$coeff_value;
    reg  cells$clock;
    reg  cells$reset;
    reg  cells$cmd_valid;
    reg  [4:0] cells$cmd_op;
    reg  [11:0] cells$cmd_addr;
    reg  [6:0] cells$cmd_cell_a;
    reg  [6:0] cells$cmd_cell_b;
    reg  [6:0] cells$cmd_cell_c;
    reg  cells$diff;
    wire  cells$done;
    wire  cells$fail;
    wire  [11:0] cells$mem_raddr;
    reg  [7:0] cells$mem_rdata;
    wire  cells$mem_we;
    wire  [11:0] cells$mem_waddr;
    wire  [7:0] cells$mem_wdata;
    reg  [10:0] mem$read_address;
    reg  mem$read_clock;
    wire  [7:0] mem$read_data;
    reg  [10:0] mem$write_address;
    reg  mem$write_clock;
    reg  [7:0] mem$write_data;
    reg  mem$write_enable;
    reg  [1:0] owner$d;
    wire  [1:0] owner$q;
    reg  owner$clock;
    
    // Local signals
    reg  [1:0] target;
    reg  [1:0] reader;
    reg  dp_done;
    reg  reads;
    
    // Sub module instances
    top$seq seq(
        .clock(seq$clock),
        .reset(seq$reset),
        .start(seq$start),
        .entry(seq$entry),
        .params(seq$params),
        .key(seq$key),
        .debug(seq$debug),
        .dbg_we_lo(seq$dbg_we_lo),
        .dbg_we_hi(seq$dbg_we_hi),
        .dbg_wdata(seq$dbg_wdata),
        .modulus_flag(seq$modulus_flag),
        .s_ready(seq$s_ready),
        .d_done(seq$d_done),
        .d_fail(seq$d_fail),
        .busy(seq$busy),
        .done(seq$done),
        .status(seq$status),
        .s_valid(seq$s_valid),
        .d_valid(seq$d_valid),
        .cmd_op(seq$cmd_op),
        .cmd_slot_a(seq$cmd_slot_a),
        .cmd_slot_b(seq$cmd_slot_b),
        .cmd_slot_r(seq$cmd_slot_r),
        .cmd_addr(seq$cmd_addr),
        .cmd_cell_a(seq$cmd_cell_a),
        .cmd_cell_b(seq$cmd_cell_b),
        .cmd_cell_c(seq$cmd_cell_c),
        .cmd_len(seq$cmd_len),
        .cmd_d(seq$cmd_d),
        .cmd_byte(seq$cmd_byte),
        .cmd_func(seq$cmd_func),
        .cmd_eta(seq$cmd_eta),
        .cmd_first(seq$cmd_first),
        .cmd_sub(seq$cmd_sub),
        .cmd_compare(seq$cmd_compare)
    );
    top$sponge sponge(
        .clock(sponge$clock),
        .reset(sponge$reset),
        .cmd_valid(sponge$cmd_valid),
        .cmd_op(sponge$cmd_op),
        .cmd_addr(sponge$cmd_addr),
        .cmd_len(sponge$cmd_len),
        .cmd_byte(sponge$cmd_byte),
        .cmd_func(sponge$cmd_func),
        .cmd_slot(sponge$cmd_slot),
        .cmd_eta(sponge$cmd_eta),
        .ready(sponge$ready),
        .mem_raddr(sponge$mem_raddr),
        .mem_rdata(sponge$mem_rdata),
        .mem_we(sponge$mem_we),
        .mem_waddr(sponge$mem_waddr),
        .mem_wdata(sponge$mem_wdata),
        .coeff_write(sponge$coeff_write),
        .coeff_slot(sponge$coeff_slot),
        .coeff_index(sponge$coeff_index),
        .coeff_value(sponge$coeff_value)
    );
    top$engine engine(
        .clock(engine$clock),
        .reset(engine$reset),
        .cmd_valid(engine$cmd_valid),
        .cmd_op(engine$cmd_op),
        .cmd_slot_a(engine$cmd_slot_a),
        .cmd_slot_b(engine$cmd_slot_b),
        .cmd_slot_r(engine$cmd_slot_r),
        .cmd_first(engine$cmd_first),
        .cmd_sub(engine$cmd_sub),
        .done(engine$done),
        .poly_rslot(engine$poly_rslot),
        .poly_rindex(engine$poly_rindex),
        .poly_rdata(engine$poly_rdata),
        .coeff_write(engine$coeff_write),
        .coeff_slot(engine$coeff_slot),
        .coeff_index(engine$coeff_index),
        .coeff_value(engine$coeff_value),
        .smp_write(engine$smp_write),
        .smp_slot(engine$smp_slot),
        .smp_index(engine$smp_index),
        .smp_value(engine$smp_value)
    );
    top$codec codec(
        .clock(codec$clock),
        .reset(codec$reset),
        .flags_clear(codec$flags_clear),
        .cmd_valid(codec$cmd_valid),
        .cmd_op(codec$cmd_op),
        .cmd_addr(codec$cmd_addr),
        .cmd_d(codec$cmd_d),
        .cmd_slot(codec$cmd_slot),
        .cmd_compare(codec$cmd_compare),
        .done(codec$done),
        .modulus_flag(codec$modulus_flag),
        .diff(codec$diff),
        .mem_raddr(codec$mem_raddr),
        .mem_rdata(codec$mem_rdata),
        .mem_we(codec$mem_we),
        .mem_waddr(codec$mem_waddr),
        .mem_wdata(codec$mem_wdata),
        .poly_rslot(codec$poly_rslot),
        .poly_rindex(codec$poly_rindex),
        .poly_rdata(codec$poly_rdata),
        .coeff_write(codec$coeff_write),
        .coeff_slot(codec$coeff_slot),
        .coeff_index(codec$coeff_index),
        .coeff_value(codec$coeff_value)
    );
    top$cells cells(
        .clock(cells$clock),
        .reset(cells$reset),
        .cmd_valid(cells$cmd_valid),
        .cmd_op(cells$cmd_op),
        .cmd_addr(cells$cmd_addr),
        .cmd_cell_a(cells$cmd_cell_a),
        .cmd_cell_b(cells$cmd_cell_b),
        .cmd_cell_c(cells$cmd_cell_c),
        .diff(cells$diff),
        .done(cells$done),
        .fail(cells$fail),
        .mem_raddr(cells$mem_raddr),
        .mem_rdata(cells$mem_rdata),
        .mem_we(cells$mem_we),
        .mem_waddr(cells$mem_waddr),
        .mem_wdata(cells$mem_wdata)
    );
    top$mem mem(
        .read_address(mem$read_address),
        .read_clock(mem$read_clock),
        .read_data(mem$read_data),
        .write_address(mem$write_address),
        .write_clock(mem$write_clock),
        .write_data(mem$write_data),
        .write_enable(mem$write_enable)
    );
    top$owner owner(
        .d(owner$d),
        .q(owner$q),
        .clock(owner$clock)
    );
    
    // Update code
    always @(*) begin
        owner$clock = clock;
        owner$d = owner$q;
        seq$clock = clock;
        sponge$clock = clock;
        engine$clock = clock;
        codec$clock = clock;
        cells$clock = clock;
        mem$read_clock = clock;
        mem$write_clock = clock;
        seq$reset = reset;
        sponge$reset = reset;
        engine$reset = reset;
        codec$reset = reset;
        cells$reset = reset;
        seq$start = start;
        seq$entry = entry;
        seq$params = params;
        seq$key = key;
        seq$debug = debug;
        seq$dbg_we_lo = dbg_we_lo;
        seq$dbg_we_hi = dbg_we_hi;
        seq$dbg_wdata = dbg_wdata;
        seq$modulus_flag = codec$modulus_flag;
        seq$s_ready = sponge$ready;
        dp_done = cells$done | codec$done | engine$done;
        seq$d_done = dp_done;
        seq$d_fail = cells$fail;
        busy = seq$busy | ~sponge$ready;
        done = seq$done;
        status = seq$status;
        target = DatapathUnit$None;
        if ((seq$cmd_op == op_copy) | (seq$cmd_op == op_store) | (seq$cmd_op == op_zero_cell) | (seq$cmd_op == op_select) | (seq$cmd_op == op_cells_equal)) begin
            target = DatapathUnit$Cell;
        end
        if ((seq$cmd_op == op_decode) | (seq$cmd_op == op_encode) | (seq$cmd_op == op_encode_ct)) begin
            target = DatapathUnit$Codec;
        end
        if ((seq$cmd_op == op_ntt) | (seq$cmd_op == op_intt) | (seq$cmd_op == op_mul_acc) | (seq$cmd_op == op_arith) | (seq$cmd_op == op_zero_slot)) begin
            target = DatapathUnit$Engine;
        end
        reads = seq$d_valid & (((target == DatapathUnit$Cell) & (seq$cmd_op != op_zero_cell)) | ((target == DatapathUnit$Codec) & ((seq$cmd_op == op_decode) | ((seq$cmd_op == op_encode_ct) & seq$cmd_compare))));
        if (reads) begin
            owner$d = target;
        end
        if (dp_done | reset) begin
            owner$d = DatapathUnit$None;
        end
        sponge$cmd_valid = seq$s_valid;
        sponge$cmd_op = seq$cmd_op;
        sponge$cmd_addr = seq$cmd_addr;
        sponge$cmd_len = seq$cmd_len;
        sponge$cmd_byte = seq$cmd_byte;
        sponge$cmd_func = seq$cmd_func;
        sponge$cmd_slot = seq$cmd_slot_r;
        sponge$cmd_eta = seq$cmd_eta;
        cells$cmd_valid = seq$d_valid & (target == DatapathUnit$Cell);
        cells$cmd_op = seq$cmd_op;
        cells$cmd_addr = seq$cmd_addr;
        cells$cmd_cell_a = seq$cmd_cell_a;
        cells$cmd_cell_b = seq$cmd_cell_b;
        cells$cmd_cell_c = seq$cmd_cell_c;
        cells$diff = codec$diff;
        codec$flags_clear = start & ~seq$busy;
        codec$cmd_valid = seq$d_valid & (target == DatapathUnit$Codec);
        codec$cmd_op = seq$cmd_op;
        codec$cmd_addr = seq$cmd_addr;
        codec$cmd_d = seq$cmd_d;
        codec$cmd_slot = seq$cmd_slot_r;
        codec$cmd_compare = seq$cmd_compare;
        engine$cmd_valid = seq$d_valid & (target == DatapathUnit$Engine);
        engine$cmd_op = seq$cmd_op;
        engine$cmd_slot_a = seq$cmd_slot_a;
        engine$cmd_slot_b = seq$cmd_slot_b;
        engine$cmd_slot_r = seq$cmd_slot_r;
        engine$cmd_first = seq$cmd_first;
        engine$cmd_sub = seq$cmd_sub;
        engine$poly_rslot = codec$poly_rslot;
        engine$poly_rindex = codec$poly_rindex;
        codec$poly_rdata = engine$poly_rdata;
        engine$coeff_write = codec$coeff_write;
        engine$coeff_slot = codec$coeff_slot;
        engine$coeff_index = codec$coeff_index;
        engine$coeff_value = codec$coeff_value;
        engine$smp_write = sponge$coeff_write;
        engine$smp_slot = sponge$coeff_slot;
        engine$smp_index = sponge$coeff_index;
        engine$smp_value = sponge$coeff_value;
        reader = owner$q;
        if (reads) begin
            reader = target;
        end
        mem$read_address = host_addr;
        if (seq$busy) begin
            mem$read_address = sponge$mem_raddr[(32'h0)+:(11)];
        end
        if (reader == DatapathUnit$Cell) begin
            mem$read_address = cells$mem_raddr[(32'h0)+:(11)];
        end
        if (reader == DatapathUnit$Codec) begin
            mem$read_address = codec$mem_raddr[(32'h0)+:(11)];
        end
        sponge$mem_rdata = mem$read_data;
        cells$mem_rdata = mem$read_data;
        codec$mem_rdata = mem$read_data;
        host_rdata = mem$read_data;
        mem$write_enable = host_we & ~seq$busy;
        mem$write_address = host_addr;
        mem$write_data = host_wdata;
        if (sponge$mem_we) begin
            mem$write_enable = 1'b1;
            mem$write_address = sponge$mem_waddr[(32'h0)+:(11)];
            mem$write_data = sponge$mem_wdata;
        end
        if (codec$mem_we) begin
            mem$write_enable = 1'b1;
            mem$write_address = codec$mem_waddr[(32'h0)+:(11)];
            mem$write_data = codec$mem_wdata;
        end
        if (cells$mem_we) begin
            mem$write_enable = 1'b1;
            mem$write_address = cells$mem_waddr[(32'h0)+:(11)];
            mem$write_data = cells$mem_wdata;
        end
        if (reset) begin
            mem$write_enable = 1'b0;
        end
    end
    
endmodule // top


module top$cells(clock,reset,cmd_valid,cmd_op,cmd_addr,cmd_cell_a,cmd_cell_b,cmd_cell_c,diff,done,fail,mem_raddr,mem_rdata,mem_we,mem_waddr,mem_wdata);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  cmd_valid;
    input wire  [4:0] cmd_op;
    input wire  [11:0] cmd_addr;
    input wire  [6:0] cmd_cell_a;
    input wire  [6:0] cmd_cell_b;
    input wire  [6:0] cmd_cell_c;
    input wire  diff;
    output reg  done;
    output reg  fail;
    output reg  [11:0] mem_raddr;
    input wire  [7:0] mem_rdata;
    output reg  mem_we;
    output reg  [11:0] mem_waddr;
    output reg  [7:0] mem_wdata;
    
    // Constant declarations
    localparam  op_store = 5'b11010;
    localparam  op_zero = 5'b10010;
    localparam  op_select = 5'b10001;
    localparam  op_equal = 5'b11001;
    
    // Stub signals
    reg  active$d;
    wire  active$q;
    reg  active$clock;
    reg  pair$d;
    wire  pair$q;
    reg  pair$clock;
    reg  writes$d;
    wire  writes$q;
    reg  writes$clock;
    reg  zero$d;
    wire  zero$q;
    reg  zero$clock;
    reg  select_b$d;
    wire  select_b$q;
    reg  select_b$clock;
    reg  [6:0] cnt$d;
    wire  [6:0] cnt$q;
    reg  cnt$clock;
    reg  [11:0] src_a$d;
    wire  [11:0] src_a$q;
    reg  src_a$clock;
    reg  [11:0] src_b$d;
    wire  [11:0] src_b$q;
    reg  src_b$clock;
    reg  [11:0] dst$d;
    wire  [11:0] dst$q;
    reg  dst$clock;
    reg  [7:0] hold$d;
    wire  [7:0] hold$q;
    reg  hold$clock;
    reg  differ$d;
    wire  differ$q;
    reg  differ$clock;
    
    // Local signals
    reg  last;
    reg  [11:0] index;
    reg  [11:0] cell_a_addr;
    reg  [11:0] cell_b_addr;
    reg  [11:0] cell_c_addr;
    reg  byte_differs;
    
    // Sub module instances
    top$cells$active active(
        .d(active$d),
        .q(active$q),
        .clock(active$clock)
    );
    top$cells$pair pair(
        .d(pair$d),
        .q(pair$q),
        .clock(pair$clock)
    );
    top$cells$writes writes(
        .d(writes$d),
        .q(writes$q),
        .clock(writes$clock)
    );
    top$cells$zero zero(
        .d(zero$d),
        .q(zero$q),
        .clock(zero$clock)
    );
    top$cells$select_b select_b(
        .d(select_b$d),
        .q(select_b$q),
        .clock(select_b$clock)
    );
    top$cells$cnt cnt(
        .d(cnt$d),
        .q(cnt$q),
        .clock(cnt$clock)
    );
    top$cells$src_a src_a(
        .d(src_a$d),
        .q(src_a$q),
        .clock(src_a$clock)
    );
    top$cells$src_b src_b(
        .d(src_b$d),
        .q(src_b$q),
        .clock(src_b$clock)
    );
    top$cells$dst dst(
        .d(dst$d),
        .q(dst$q),
        .clock(dst$clock)
    );
    top$cells$hold hold(
        .d(hold$d),
        .q(hold$q),
        .clock(hold$clock)
    );
    top$cells$differ differ(
        .d(differ$d),
        .q(differ$q),
        .clock(differ$clock)
    );
    
    // Update code
    always @(*) begin
        active$clock = clock;
        pair$clock = clock;
        writes$clock = clock;
        zero$clock = clock;
        select_b$clock = clock;
        cnt$clock = clock;
        src_a$clock = clock;
        src_b$clock = clock;
        dst$clock = clock;
        hold$clock = clock;
        differ$clock = clock;
        active$d = active$q;
        pair$d = pair$q;
        writes$d = writes$q;
        zero$d = zero$q;
        select_b$d = select_b$q;
        cnt$d = cnt$q;
        src_a$d = src_a$q;
        src_b$d = src_b$q;
        dst$d = dst$q;
        hold$d = hold$q;
        differ$d = differ$q;
        cell_a_addr = ((cmd_cell_a) & 12'hfff) << 32'h5;
        cell_b_addr = ((cmd_cell_b) & 12'hfff) << 32'h5;
        cell_c_addr = ((cmd_cell_c) & 12'hfff) << 32'h5;
        done = 1'b0;
        fail = 1'b0;
        mem_we = 1'b0;
        mem_wdata = mem_rdata;
        byte_differs = |(hold$q ^ mem_rdata);
        index = ((cnt$q) & 12'hfff) - 32'h1;
        mem_waddr = dst$q + index;
        mem_raddr = src_a$q + ((cnt$q) & 12'hfff);
        last = 1'b0;
        if (pair$q) begin
            index = ((cnt$q >> 32'h1) & 12'hfff) - 32'h1;
            mem_waddr = dst$q + index;
            if (cnt$q[32'h0]) begin
                mem_raddr = src_b$q + ((cnt$q >> 32'h1) & 12'hfff);
            end
            else begin
                mem_raddr = src_a$q + ((cnt$q >> 32'h1) & 12'hfff);
            end
            last = cnt$q == 32'h40;
        end
        else begin
            last = cnt$q == 32'h20;
        end
        if (active$q) begin
            cnt$d = cnt$q + 32'h1;
            if (pair$q) begin
                if (cnt$q[32'h0]) begin
                    hold$d = mem_rdata;
                end
                else begin
                    mem_we = writes$q;
                    if (~select_b$q) begin
                        mem_wdata = hold$q;
                    end
                    differ$d = differ$q | byte_differs;
                    fail = last & ~writes$q & (differ$q | byte_differs);
                end
            end
            else begin
                mem_we = 1'b1;
                if (zero$q) begin
                    mem_wdata = 32'h0;
                end
            end
            if (last) begin
                done = 1'b1;
                active$d = 1'b0;
            end
        end
        else if (cmd_valid) begin
            active$d = 1'b1;
            cnt$d = 32'h1;
            differ$d = 1'b0;
            select_b$d = diff;
            pair$d = (cmd_op == op_select) | (cmd_op == op_equal);
            writes$d = cmd_op != op_equal;
            zero$d = cmd_op == op_zero;
            src_a$d = cmd_addr;
            src_b$d = cell_c_addr;
            dst$d = cell_c_addr;
            mem_raddr = cmd_addr;
            if (cmd_op == op_store) begin
                src_a$d = cell_c_addr;
                dst$d = cmd_addr;
                mem_raddr = cell_c_addr;
            end
            if ((cmd_op == op_select) | (cmd_op == op_equal)) begin
                src_a$d = cell_b_addr;
                dst$d = cell_a_addr;
                mem_raddr = cell_b_addr;
            end
        end
        if (reset) begin
            mem_we = 1'b0;
            done = 1'b0;
            fail = 1'b0;
            active$d = 1'b0;
        end
    end
    
endmodule // top$cells


module top$cells$active(d,q,clock);
    
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
          
endmodule // top$cells$active


module top$cells$cnt(d,q,clock);
    
    // Module arguments
    input wire  [6:0] d;
    output reg  [6:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 7'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cells$cnt


module top$cells$differ(d,q,clock);
    
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
          
endmodule // top$cells$differ


module top$cells$dst(d,q,clock);
    
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
          
endmodule // top$cells$dst


module top$cells$hold(d,q,clock);
    
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
          
endmodule // top$cells$hold


module top$cells$pair(d,q,clock);
    
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
          
endmodule // top$cells$pair


module top$cells$select_b(d,q,clock);
    
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
          
endmodule // top$cells$select_b


module top$cells$src_a(d,q,clock);
    
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
          
endmodule // top$cells$src_a


module top$cells$src_b(d,q,clock);
    
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
          
endmodule // top$cells$src_b


module top$cells$writes(d,q,clock);
    
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
          
endmodule // top$cells$writes


module top$cells$zero(d,q,clock);
    
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
          
endmodule // top$cells$zero


module top$codec(clock,reset,flags_clear,cmd_valid,cmd_op,cmd_addr,cmd_d,cmd_slot,cmd_compare,done,modulus_flag,diff,mem_raddr,mem_rdata,mem_we,mem_waddr,mem_wdata,poly_rslot,poly_rindex,poly_rdata,coeff_write,coeff_slot,coeff_index,coeff_value);
    
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
    top$codec$enc enc(
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
    top$codec$dec dec(
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
    top$codec$active active(
        .d(active$d),
        .q(active$q),
        .clock(active$clock)
    );
    top$codec$decoding decoding(
        .d(decoding$d),
        .q(decoding$q),
        .clock(decoding$clock)
    );
    top$codec$compare compare(
        .d(compare$d),
        .q(compare$q),
        .clock(compare$clock)
    );
    top$codec$addr addr(
        .d(addr$d),
        .q(addr$q),
        .clock(addr$clock)
    );
    top$codec$slot slot(
        .d(slot$d),
        .q(slot$q),
        .clock(slot$clock)
    );
    top$codec$next next(
        .d(next$d),
        .q(next$q),
        .clock(next$clock)
    );
    top$codec$held held(
        .d(held$d),
        .q(held$q),
        .clock(held$clock)
    );
    top$codec$hold hold(
        .d(hold$d),
        .q(hold$q),
        .clock(hold$clock)
    );
    top$codec$hold_addr hold_addr(
        .d(hold_addr$d),
        .q(hold_addr$q),
        .clock(hold_addr$clock)
    );
    top$codec$modq modq(
        .d(modq$d),
        .q(modq$q),
        .clock(modq$clock)
    );
    top$codec$diffq diffq(
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
    
endmodule // top$codec


module top$codec$active(d,q,clock);
    
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
          
endmodule // top$codec$active


module top$codec$addr(d,q,clock);
    
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
          
endmodule // top$codec$addr


module top$codec$compare(d,q,clock);
    
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
          
endmodule // top$codec$compare


module top$codec$dec(clock,reset,start,d,busy,done,byte_index,byte_data,coeff_write,coeff_index,coeff_value,out_of_range);
    
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
    top$codec$dec$dec dec(
        .y(dec$y),
        .d(dec$d),
        .x(dec$x),
        .ge_q(dec$ge_q)
    );
    top$codec$dec$busy_q busy_q(
        .d(busy_q$d),
        .q(busy_q$q),
        .clock(busy_q$clock)
    );
    top$codec$dec$done_q done_q(
        .d(done_q$d),
        .q(done_q$q),
        .clock(done_q$clock)
    );
    top$codec$dec$fin fin(
        .d(fin$d),
        .q(fin$q),
        .clock(fin$clock)
    );
    top$codec$dec$d_q d_q(
        .d(d_q$d),
        .q(d_q$q),
        .clock(d_q$clock)
    );
    top$codec$dec$mask_q mask_q(
        .d(mask_q$d),
        .q(mask_q$q),
        .clock(mask_q$clock)
    );
    top$codec$dec$req_cnt req_cnt(
        .d(req_cnt$d),
        .q(req_cnt$q),
        .clock(req_cnt$clock)
    );
    top$codec$dec$vb vb(
        .d(vb$d),
        .q(vb$q),
        .clock(vb$clock)
    );
    top$codec$dec$v1 v1(
        .d(v1$d),
        .q(v1$q),
        .clock(v1$clock)
    );
    top$codec$dec$acc acc(
        .d(acc$d),
        .q(acc$q),
        .clock(acc$clock)
    );
    top$codec$dec$nb nb(
        .d(nb$d),
        .q(nb$q),
        .clock(nb$clock)
    );
    top$codec$dec$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$codec$dec$widx widx(
        .d(widx$d),
        .q(widx$q),
        .clock(widx$clock)
    );
    top$codec$dec$wval wval(
        .d(wval$d),
        .q(wval$q),
        .clock(wval$clock)
    );
    top$codec$dec$ccnt ccnt(
        .d(ccnt$d),
        .q(ccnt$q),
        .clock(ccnt$clock)
    );
    top$codec$dec$oor oor(
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
    
endmodule // top$codec$dec


module top$codec$dec$acc(d,q,clock);
    
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
          
endmodule // top$codec$dec$acc


module top$codec$dec$busy_q(d,q,clock);
    
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
          
endmodule // top$codec$dec$busy_q


module top$codec$dec$ccnt(d,q,clock);
    
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
          
endmodule // top$codec$dec$ccnt


module top$codec$dec$d_q(d,q,clock);
    
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
          
endmodule // top$codec$dec$d_q


module top$codec$dec$dec(y,d,x,ge_q);
    
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
    
endmodule // top$codec$dec$dec


module top$codec$dec$done_q(d,q,clock);
    
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
          
endmodule // top$codec$dec$done_q


module top$codec$dec$fin(d,q,clock);
    
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
          
endmodule // top$codec$dec$fin


module top$codec$dec$mask_q(d,q,clock);
    
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
          
endmodule // top$codec$dec$mask_q


module top$codec$dec$nb(d,q,clock);
    
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
          
endmodule // top$codec$dec$nb


module top$codec$dec$oor(d,q,clock);
    
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
          
endmodule // top$codec$dec$oor


module top$codec$dec$req_cnt(d,q,clock);
    
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
          
endmodule // top$codec$dec$req_cnt


module top$codec$dec$v1(d,q,clock);
    
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
          
endmodule // top$codec$dec$v1


module top$codec$dec$vb(d,q,clock);
    
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
          
endmodule // top$codec$dec$vb


module top$codec$dec$widx(d,q,clock);
    
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
          
endmodule // top$codec$dec$widx


module top$codec$dec$wr(d,q,clock);
    
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
          
endmodule // top$codec$dec$wr


module top$codec$dec$wval(d,q,clock);
    
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
          
endmodule // top$codec$dec$wval


module top$codec$decoding(d,q,clock);
    
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
          
endmodule // top$codec$decoding


module top$codec$diffq(d,q,clock);
    
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
          
endmodule // top$codec$diffq


module top$codec$enc(clock,reset,start,d,busy,done,coeff_index,coeff_data,out_valid,out_data);
    
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
    top$codec$enc$comp comp(
        .x(comp$x),
        .d(comp$d),
        .y(comp$y)
    );
    top$codec$enc$busy_q busy_q(
        .d(busy_q$d),
        .q(busy_q$q),
        .clock(busy_q$clock)
    );
    top$codec$enc$done_q done_q(
        .d(done_q$d),
        .q(done_q$q),
        .clock(done_q$clock)
    );
    top$codec$enc$fin fin(
        .d(fin$d),
        .q(fin$q),
        .clock(fin$clock)
    );
    top$codec$enc$d_q d_q(
        .d(d_q$d),
        .q(d_q$q),
        .clock(d_q$clock)
    );
    top$codec$enc$req_cnt req_cnt(
        .d(req_cnt$d),
        .q(req_cnt$q),
        .clock(req_cnt$clock)
    );
    top$codec$enc$vb vb(
        .d(vb$d),
        .q(vb$q),
        .clock(vb$clock)
    );
    top$codec$enc$v1 v1(
        .d(v1$d),
        .q(v1$q),
        .clock(v1$clock)
    );
    top$codec$enc$v1b v1b(
        .d(v1b$d),
        .q(v1b$q),
        .clock(v1b$clock)
    );
    top$codec$enc$v2 v2(
        .d(v2$d),
        .q(v2$q),
        .clock(v2$clock)
    );
    top$codec$enc$xreg xreg(
        .d(xreg$d),
        .q(xreg$q),
        .clock(xreg$clock)
    );
    top$codec$enc$creg creg(
        .d(creg$d),
        .q(creg$q),
        .clock(creg$clock)
    );
    top$codec$enc$acc acc(
        .d(acc$d),
        .q(acc$q),
        .clock(acc$clock)
    );
    top$codec$enc$nb nb(
        .d(nb$d),
        .q(nb$q),
        .clock(nb$clock)
    );
    top$codec$enc$outv outv(
        .d(outv$d),
        .q(outv$q),
        .clock(outv$clock)
    );
    top$codec$enc$outd outd(
        .d(outd$d),
        .q(outd$q),
        .clock(outd$clock)
    );
    top$codec$enc$ocnt ocnt(
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
    
endmodule // top$codec$enc


module top$codec$enc$acc(d,q,clock);
    
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
          
endmodule // top$codec$enc$acc


module top$codec$enc$busy_q(d,q,clock);
    
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
          
endmodule // top$codec$enc$busy_q


module top$codec$enc$comp(x,d,y);
    
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
    
endmodule // top$codec$enc$comp


module top$codec$enc$creg(d,q,clock);
    
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
          
endmodule // top$codec$enc$creg


module top$codec$enc$d_q(d,q,clock);
    
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
          
endmodule // top$codec$enc$d_q


module top$codec$enc$done_q(d,q,clock);
    
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
          
endmodule // top$codec$enc$done_q


module top$codec$enc$fin(d,q,clock);
    
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
          
endmodule // top$codec$enc$fin


module top$codec$enc$nb(d,q,clock);
    
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
          
endmodule // top$codec$enc$nb


module top$codec$enc$ocnt(d,q,clock);
    
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
          
endmodule // top$codec$enc$ocnt


module top$codec$enc$outd(d,q,clock);
    
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
          
endmodule // top$codec$enc$outd


module top$codec$enc$outv(d,q,clock);
    
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
          
endmodule // top$codec$enc$outv


module top$codec$enc$req_cnt(d,q,clock);
    
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
          
endmodule // top$codec$enc$req_cnt


module top$codec$enc$v1(d,q,clock);
    
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
          
endmodule // top$codec$enc$v1


module top$codec$enc$v1b(d,q,clock);
    
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
          
endmodule // top$codec$enc$v1b


module top$codec$enc$v2(d,q,clock);
    
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
          
endmodule // top$codec$enc$v2


module top$codec$enc$vb(d,q,clock);
    
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
          
endmodule // top$codec$enc$vb


module top$codec$enc$xreg(d,q,clock);
    
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
          
endmodule // top$codec$enc$xreg


module top$codec$held(d,q,clock);
    
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
          
endmodule // top$codec$held


module top$codec$hold(d,q,clock);
    
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
          
endmodule // top$codec$hold


module top$codec$hold_addr(d,q,clock);
    
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
          
endmodule // top$codec$hold_addr


module top$codec$modq(d,q,clock);
    
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
          
endmodule // top$codec$modq


module top$codec$next(d,q,clock);
    
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
          
endmodule // top$codec$next


module top$codec$slot(d,q,clock);
    
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
          
endmodule // top$codec$slot


module top$engine(clock,reset,cmd_valid,cmd_op,cmd_slot_a,cmd_slot_b,cmd_slot_r,cmd_first,cmd_sub,done,poly_rslot,poly_rindex,poly_rdata,coeff_write,coeff_slot,coeff_index,coeff_value,smp_write,smp_slot,smp_index,smp_value);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  cmd_valid;
    input wire  [4:0] cmd_op;
    input wire  [4:0] cmd_slot_a;
    input wire  [4:0] cmd_slot_b;
    input wire  [4:0] cmd_slot_r;
    input wire  cmd_first;
    input wire  cmd_sub;
    output reg  done;
    input wire  [4:0] poly_rslot;
    input wire  [7:0] poly_rindex;
    output reg  [11:0] poly_rdata;
    input wire  coeff_write;
    input wire  [4:0] coeff_slot;
    input wire  [7:0] coeff_index;
    input wire  [11:0] coeff_value;
    input wire  smp_write;
    input wire  [4:0] smp_slot;
    input wire  [7:0] smp_index;
    input wire  [11:0] smp_value;
    
    // Constant declarations
    localparam  k_ntt = 5'b1001;
    localparam  k_intt = 5'b1010;
    localparam  k_mul_acc = 5'b1011;
    localparam  k_arith = 5'b1100;
    localparam  k_zero = 5'b10011;
    localparam  k_smp0 = 5'b11000;
    localparam  k_smp1 = 5'b11001;
    
    // Stub signals
    reg  engine$clock;
    reg  engine$reset;
    reg  engine$start;
    reg  [2:0] engine$op;
    reg  [4:0] engine$slot_a;
    reg  [4:0] engine$slot_b;
    reg  [4:0] engine$slot_r;
    wire  engine$busy;
    wire  engine$done;
    reg  engine$host_write;
    reg  [4:0] engine$host_slot;
    reg  [7:0] engine$host_index;
    reg  [11:0] engine$host_wdata;
    wire  [11:0] engine$host_rdata;
    reg  engine$smp_write;
    reg  engine$smp_buffer;
    reg  [7:0] engine$smp_index;
    reg  [11:0] engine$smp_value;
    reg  active$d;
    wire  active$q;
    reg  active$clock;
    reg  zeroing$d;
    wire  zeroing$q;
    reg  zeroing$clock;
    reg  [4:0] zslot$d;
    wire  [4:0] zslot$q;
    reg  zslot$clock;
    reg  [7:0] zindex$d;
    wire  [7:0] zindex$q;
    reg  zindex$clock;
    
    // Local signals
    reg  take;
    reg  is_zero;
    reg  zsample;
    reg  [2:0] eop;
    
    // Sub module instances
    top$engine$engine engine(
        .clock(engine$clock),
        .reset(engine$reset),
        .start(engine$start),
        .op(engine$op),
        .slot_a(engine$slot_a),
        .slot_b(engine$slot_b),
        .slot_r(engine$slot_r),
        .busy(engine$busy),
        .done(engine$done),
        .host_write(engine$host_write),
        .host_slot(engine$host_slot),
        .host_index(engine$host_index),
        .host_wdata(engine$host_wdata),
        .host_rdata(engine$host_rdata),
        .smp_write(engine$smp_write),
        .smp_buffer(engine$smp_buffer),
        .smp_index(engine$smp_index),
        .smp_value(engine$smp_value)
    );
    top$engine$active active(
        .d(active$d),
        .q(active$q),
        .clock(active$clock)
    );
    top$engine$zeroing zeroing(
        .d(zeroing$d),
        .q(zeroing$q),
        .clock(zeroing$clock)
    );
    top$engine$zslot zslot(
        .d(zslot$d),
        .q(zslot$q),
        .clock(zslot$clock)
    );
    top$engine$zindex zindex(
        .d(zindex$d),
        .q(zindex$q),
        .clock(zindex$clock)
    );
    
    // Update code
    always @(*) begin
        active$clock = clock;
        zeroing$clock = clock;
        zslot$clock = clock;
        zindex$clock = clock;
        active$d = active$q;
        zeroing$d = zeroing$q;
        zslot$d = zslot$q;
        zindex$d = zindex$q;
        engine$clock = clock;
        engine$reset = reset;
        take = cmd_valid & ~active$q & ~reset;
        is_zero = cmd_op == k_zero;
        eop = 32'h0;
        if (cmd_op == k_intt) begin
            eop = 32'h1;
        end
        else if (cmd_op == k_mul_acc) begin
            eop = 32'h3;
            if (cmd_first) begin
                eop = 32'h2;
            end
        end
        else if (cmd_op == k_arith) begin
            eop = 32'h4;
            if (cmd_sub) begin
                eop = 32'h5;
            end
        end
        engine$op = eop;
        engine$slot_a = cmd_slot_a;
        if ((cmd_op == k_ntt) | (cmd_op == k_intt)) begin
            engine$slot_a = cmd_slot_r;
        end
        engine$slot_b = cmd_slot_b;
        engine$slot_r = cmd_slot_r;
        engine$start = take & ~is_zero;
        engine$host_write = coeff_write & ~active$q & ~take;
        engine$host_slot = coeff_slot;
        engine$host_index = coeff_index;
        engine$host_wdata = coeff_value;
        if (~coeff_write) begin
            engine$host_slot = poly_rslot;
            engine$host_index = poly_rindex;
        end
        poly_rdata = engine$host_rdata;
        engine$smp_write = smp_write;
        engine$smp_buffer = smp_slot[32'h0];
        engine$smp_index = smp_index;
        engine$smp_value = smp_value;
        zsample = (zslot$q == k_smp0) | (zslot$q == k_smp1);
        if (zeroing$q) begin
            if (zsample) begin
                engine$smp_write = 1'b1;
                engine$smp_buffer = zslot$q[32'h0];
                engine$smp_index = zindex$q;
                engine$smp_value = 32'h0;
            end
            else begin
                engine$host_write = 1'b1;
                engine$host_slot = zslot$q;
                engine$host_index = zindex$q;
                engine$host_wdata = 32'h0;
            end
            zindex$d = zindex$q + 32'h1;
        end
        done = 1'b0;
        if (active$q & ~zeroing$q & engine$done) begin
            done = 1'b1;
            active$d = 1'b0;
        end
        if (zeroing$q & (zindex$q == 32'hff)) begin
            done = 1'b1;
            active$d = 1'b0;
            zeroing$d = 1'b0;
        end
        if (take) begin
            active$d = 1'b1;
            zeroing$d = is_zero;
            zslot$d = cmd_slot_r;
            zindex$d = 32'h0;
        end
        if (reset) begin
            done = 1'b0;
            active$d = 1'b0;
            zeroing$d = 1'b0;
            engine$smp_write = 1'b0;
            engine$host_write = 1'b0;
        end
    end
    
endmodule // top$engine


module top$engine$active(d,q,clock);
    
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
          
endmodule // top$engine$active


module top$engine$engine(clock,reset,start,op,slot_a,slot_b,slot_r,busy,done,host_write,host_slot,host_index,host_wdata,host_rdata,smp_write,smp_buffer,smp_index,smp_value);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  [2:0] op;
    input wire  [4:0] slot_a;
    input wire  [4:0] slot_b;
    input wire  [4:0] slot_r;
    output reg  busy;
    output reg  done;
    input wire  host_write;
    input wire  [4:0] host_slot;
    input wire  [7:0] host_index;
    input wire  [11:0] host_wdata;
    output reg  [11:0] host_rdata;
    input wire  smp_write;
    input wire  smp_buffer;
    input wire  [7:0] smp_index;
    input wire  [11:0] smp_value;
    
    // Constant declarations
    localparam  k_one = 8'h1;
    localparam  k_p = 8'h1;
    localparam  k_2p = 8'h2;
    localparam  k_4p = 8'h4;
    localparam  k_lgp = 8'h0;
    localparam  k_lane_mask = 8'h0;
    localparam  k_slot_shift = 16'h7;
    localparam  k_key_base = 16'h800;
    localparam  k_smp_base = 16'hc00;
    localparam  k_end = 16'hd00;
    localparam  k_banked = 1'b1;
    localparam  k_last_bf = 8'h7f;
    localparam  k_last_pair = 8'hfe;
    localparam  k_frames = 8'h80;
    localparam  k_q = 12'hd01;
    localparam  k_511 = 16'h1ff;
    localparam  k_fused = 1'b0;
    
    // Stub signals
    reg  [10:0] bank0$0$read_address;
    reg  bank0$0$read_clock;
    wire  [11:0] bank0$0$read_data;
    reg  [10:0] bank0$0$write_address;
    reg  bank0$0$write_clock;
    reg  [11:0] bank0$0$write_data;
    reg  bank0$0$write_enable;
    reg  [10:0] bank1$0$read_address;
    reg  bank1$0$read_clock;
    wire  [11:0] bank1$0$read_data;
    reg  [10:0] bank1$0$write_address;
    reg  bank1$0$write_clock;
    reg  [11:0] bank1$0$write_data;
    reg  bank1$0$write_enable;
    reg  [9:0] key0$0$read_address;
    reg  key0$0$read_clock;
    wire  [11:0] key0$0$read_data;
    reg  [9:0] key0$0$write_address;
    reg  key0$0$write_clock;
    reg  [11:0] key0$0$write_data;
    reg  key0$0$write_enable;
    reg  [9:0] key1$0$read_address;
    reg  key1$0$read_clock;
    wire  [11:0] key1$0$read_data;
    reg  [9:0] key1$0$write_address;
    reg  key1$0$write_clock;
    reg  [11:0] key1$0$write_data;
    reg  key1$0$write_enable;
    reg  [7:0] smp0$0$read_address;
    reg  smp0$0$read_clock;
    wire  [11:0] smp0$0$read_data;
    reg  [7:0] smp0$0$write_address;
    reg  smp0$0$write_clock;
    reg  [11:0] smp0$0$write_data;
    reg  smp0$0$write_enable;
    reg  [7:0] smp1$0$read_address;
    reg  smp1$0$read_clock;
    wire  [11:0] smp1$0$read_data;
    reg  [7:0] smp1$0$write_address;
    reg  smp1$0$write_clock;
    reg  [11:0] smp1$0$write_data;
    reg  smp1$0$write_enable;
    reg  [1:0] rpart_q$d;
    wire  [1:0] rpart_q$q;
    reg  rpart_q$clock;
    reg  [7:0] twiddles$address;
    reg  twiddles$clock;
    wire  [11:0] twiddles$data;
    reg  bf$0$clock;
    reg  [11:0] bf$0$a;
    reg  [11:0] bf$0$b;
    reg  [11:0] bf$0$w;
    reg  bf$0$inverse;
    wire  [11:0] bf$0$x;
    wire  [11:0] bf$0$y;
    reg  bf_b$clock;
    reg  [11:0] bf_b$a;
    reg  [11:0] bf_b$b;
    reg  [11:0] bf_b$w;
    reg  bf_b$inverse;
    wire  [11:0] bf_b$x;
    wire  [11:0] bf_b$y;
    reg  [7:0] twiddles_b$address;
    reg  twiddles_b$clock;
    wire  [11:0] twiddles_b$data;
    reg  dl_v$0$d;
    wire  dl_v$0$q;
    reg  dl_v$0$clock;
    reg  dl_v$1$d;
    wire  dl_v$1$q;
    reg  dl_v$1$clock;
    reg  dl_v$2$d;
    wire  dl_v$2$q;
    reg  dl_v$2$clock;
    reg  dl_v$3$d;
    wire  dl_v$3$q;
    reg  dl_v$3$clock;
    reg  dl_v$4$d;
    wire  dl_v$4$q;
    reg  dl_v$4$clock;
    reg  dl_v$5$d;
    wire  dl_v$5$q;
    reg  dl_v$5$clock;
    reg  dl_v$6$d;
    wire  dl_v$6$q;
    reg  dl_v$6$clock;
    reg  dl_v$7$d;
    wire  dl_v$7$q;
    reg  dl_v$7$clock;
    reg  dl_odd$0$d;
    wire  dl_odd$0$q;
    reg  dl_odd$0$clock;
    reg  dl_odd$1$d;
    wire  dl_odd$1$q;
    reg  dl_odd$1$clock;
    reg  dl_odd$2$d;
    wire  dl_odd$2$q;
    reg  dl_odd$2$clock;
    reg  dl_odd$3$d;
    wire  dl_odd$3$q;
    reg  dl_odd$3$clock;
    reg  dl_odd$4$d;
    wire  dl_odd$4$q;
    reg  dl_odd$4$clock;
    reg  dl_odd$5$d;
    wire  dl_odd$5$q;
    reg  dl_odd$5$clock;
    reg  dl_odd$6$d;
    wire  dl_odd$6$q;
    reg  dl_odd$6$clock;
    reg  dl_odd$7$d;
    wire  dl_odd$7$q;
    reg  dl_odd$7$clock;
    reg  [7:0] dl_jt$0$d;
    wire  [7:0] dl_jt$0$q;
    reg  dl_jt$0$clock;
    reg  [7:0] dl_jt$1$d;
    wire  [7:0] dl_jt$1$q;
    reg  dl_jt$1$clock;
    reg  [7:0] dl_jt$2$d;
    wire  [7:0] dl_jt$2$q;
    reg  dl_jt$2$clock;
    reg  [7:0] dl_jt$3$d;
    wire  [7:0] dl_jt$3$q;
    reg  dl_jt$3$clock;
    reg  [7:0] dl_jt$4$d;
    wire  [7:0] dl_jt$4$q;
    reg  dl_jt$4$clock;
    reg  [7:0] dl_jt$5$d;
    wire  [7:0] dl_jt$5$q;
    reg  dl_jt$5$clock;
    reg  [7:0] dl_jt$6$d;
    wire  [7:0] dl_jt$6$q;
    reg  dl_jt$6$clock;
    reg  [7:0] dl_jt$7$d;
    wire  [7:0] dl_jt$7$q;
    reg  dl_jt$7$clock;
    reg  [7:0] dl_jb$0$d;
    wire  [7:0] dl_jb$0$q;
    reg  dl_jb$0$clock;
    reg  [7:0] dl_jb$1$d;
    wire  [7:0] dl_jb$1$q;
    reg  dl_jb$1$clock;
    reg  [7:0] dl_jb$2$d;
    wire  [7:0] dl_jb$2$q;
    reg  dl_jb$2$clock;
    reg  [7:0] dl_jb$3$d;
    wire  [7:0] dl_jb$3$q;
    reg  dl_jb$3$clock;
    reg  [7:0] dl_jb$4$d;
    wire  [7:0] dl_jb$4$q;
    reg  dl_jb$4$clock;
    reg  [7:0] dl_jb$5$d;
    wire  [7:0] dl_jb$5$q;
    reg  dl_jb$5$clock;
    reg  [7:0] dl_jb$6$d;
    wire  [7:0] dl_jb$6$q;
    reg  dl_jb$6$clock;
    reg  [7:0] dl_jb$7$d;
    wire  [7:0] dl_jb$7$q;
    reg  dl_jb$7$clock;
    reg  [7:0] dl_lg$0$d;
    wire  [7:0] dl_lg$0$q;
    reg  dl_lg$0$clock;
    reg  [7:0] dl_lg$1$d;
    wire  [7:0] dl_lg$1$q;
    reg  dl_lg$1$clock;
    reg  [7:0] dl_lg$2$d;
    wire  [7:0] dl_lg$2$q;
    reg  dl_lg$2$clock;
    reg  [7:0] dl_lg$3$d;
    wire  [7:0] dl_lg$3$q;
    reg  dl_lg$3$clock;
    reg  [7:0] dl_lg$4$d;
    wire  [7:0] dl_lg$4$q;
    reg  dl_lg$4$clock;
    reg  [7:0] dl_lg$5$d;
    wire  [7:0] dl_lg$5$q;
    reg  dl_lg$5$clock;
    reg  [7:0] dl_lg$6$d;
    wire  [7:0] dl_lg$6$q;
    reg  dl_lg$6$clock;
    reg  [7:0] dl_lg$7$d;
    wire  [7:0] dl_lg$7$q;
    reg  dl_lg$7$clock;
    reg  [11:0] xa_hold$d;
    wire  [11:0] xa_hold$q;
    reg  xa_hold$clock;
    reg  [11:0] ya_hold$d;
    wire  [11:0] ya_hold$q;
    reg  ya_hold$clock;
    reg  [11:0] yb_hold$d;
    wire  [11:0] yb_hold$q;
    reg  yb_hold$clock;
    reg  u_en$0$d;
    wire  u_en$0$q;
    reg  u_en$0$clock;
    reg  u_en$1$d;
    wire  u_en$1$q;
    reg  u_en$1$clock;
    reg  u_en$2$d;
    wire  u_en$2$q;
    reg  u_en$2$clock;
    reg  u_en$3$d;
    wire  u_en$3$q;
    reg  u_en$3$clock;
    reg  [7:0] u_jt$0$d;
    wire  [7:0] u_jt$0$q;
    reg  u_jt$0$clock;
    reg  [7:0] u_jt$1$d;
    wire  [7:0] u_jt$1$q;
    reg  u_jt$1$clock;
    reg  [7:0] u_jt$2$d;
    wire  [7:0] u_jt$2$q;
    reg  u_jt$2$clock;
    reg  [7:0] u_jt$3$d;
    wire  [7:0] u_jt$3$q;
    reg  u_jt$3$clock;
    reg  [7:0] u_jb$0$d;
    wire  [7:0] u_jb$0$q;
    reg  u_jb$0$clock;
    reg  [7:0] u_jb$1$d;
    wire  [7:0] u_jb$1$q;
    reg  u_jb$1$clock;
    reg  [7:0] u_jb$2$d;
    wire  [7:0] u_jb$2$q;
    reg  u_jb$2$clock;
    reg  [7:0] u_jb$3$d;
    wire  [7:0] u_jb$3$q;
    reg  u_jb$3$clock;
    reg  swap_q$d;
    wire  swap_q$q;
    reg  swap_q$clock;
    reg  [7:0] host_lane_q$d;
    wire  [7:0] host_lane_q$q;
    reg  host_lane_q$clock;
    reg  busy_q$d;
    wire  busy_q$q;
    reg  busy_q$clock;
    reg  done_q$d;
    wire  done_q$q;
    reg  done_q$clock;
    reg  issuing$d;
    wire  issuing$q;
    reg  issuing$clock;
    reg  [3:0] drain$d;
    wire  [3:0] drain$q;
    reg  drain$clock;
    reg  [2:0] op_q$d;
    wire  [2:0] op_q$q;
    reg  op_q$clock;
    reg  [4:0] sa$d;
    wire  [4:0] sa$q;
    reg  sa$clock;
    reg  [4:0] sb$d;
    wire  [4:0] sb$q;
    reg  sb$clock;
    reg  [4:0] sr$d;
    wire  [4:0] sr$q;
    reg  sr$clock;
    reg  [7:0] k$d;
    wire  [7:0] k$q;
    reg  k$clock;
    reg  [7:0] len$d;
    wire  [7:0] len$q;
    reg  len$clock;
    reg  [7:0] lg$d;
    wire  [7:0] lg$q;
    reg  lg$clock;
    reg  [2:0] layer$d;
    wire  [2:0] layer$q;
    reg  layer$clock;
    reg  [2:0] ph$d;
    wire  [2:0] ph$q;
    reg  ph$clock;
    reg  [7:0] frame$d;
    wire  [7:0] frame$q;
    reg  frame$clock;
    reg  [7:0] jbase$d;
    wire  [7:0] jbase$q;
    reg  jbase$clock;
    reg  [7:0] maskr$d;
    wire  [7:0] maskr$q;
    reg  maskr$clock;
    reg  d1_ntt$d;
    wire  d1_ntt$q;
    reg  d1_ntt$clock;
    reg  d1_f$d;
    wire  d1_f$q;
    reg  d1_f$clock;
    reg  d1_x$d;
    wire  d1_x$q;
    reg  d1_x$clock;
    reg  d1_y$d;
    wire  d1_y$q;
    reg  d1_y$clock;
    reg  d2_y$d;
    wire  d2_y$q;
    reg  d2_y$clock;
    reg  [7:0] d1_jt$d;
    wire  [7:0] d1_jt$q;
    reg  d1_jt$clock;
    reg  [7:0] d1_jb$d;
    wire  [7:0] d1_jb$q;
    reg  d1_jb$clock;
    reg  [7:0] d2_jb$d;
    wire  [7:0] d2_jb$q;
    reg  d2_jb$clock;
    reg  t1_en$d;
    wire  t1_en$q;
    reg  t1_en$clock;
    reg  [1:0] t1_kind$d;
    wire  [1:0] t1_kind$q;
    reg  t1_kind$clock;
    reg  [7:0] t1_jt$d;
    wire  [7:0] t1_jt$q;
    reg  t1_jt$clock;
    reg  [7:0] t1_jb$d;
    wire  [7:0] t1_jb$q;
    reg  t1_jb$clock;
    reg  t2_en$d;
    wire  t2_en$q;
    reg  t2_en$clock;
    reg  [1:0] t2_kind$d;
    wire  [1:0] t2_kind$q;
    reg  t2_kind$clock;
    reg  [7:0] t2_jt$d;
    wire  [7:0] t2_jt$q;
    reg  t2_jt$clock;
    reg  [7:0] t2_jb$d;
    wire  [7:0] t2_jb$q;
    reg  t2_jb$clock;
    reg  t3_en$d;
    wire  t3_en$q;
    reg  t3_en$clock;
    reg  [1:0] t3_kind$d;
    wire  [1:0] t3_kind$q;
    reg  t3_kind$clock;
    reg  [7:0] t3_jt$d;
    wire  [7:0] t3_jt$q;
    reg  t3_jt$clock;
    reg  [7:0] t3_jb$d;
    wire  [7:0] t3_jb$q;
    reg  t3_jb$clock;
    reg  t4_en$d;
    wire  t4_en$q;
    reg  t4_en$clock;
    reg  [1:0] t4_kind$d;
    wire  [1:0] t4_kind$q;
    reg  t4_kind$clock;
    reg  [7:0] t4_jt$d;
    wire  [7:0] t4_jt$q;
    reg  t4_jt$clock;
    reg  [7:0] t4_jb$d;
    wire  [7:0] t4_jb$q;
    reg  t4_jb$clock;
    reg  [11:0] a0$0$d;
    wire  [11:0] a0$0$q;
    reg  a0$0$clock;
    reg  [11:0] a1$0$d;
    wire  [11:0] a1$0$q;
    reg  a1$0$clock;
    reg  [11:0] b0$0$d;
    wire  [11:0] b0$0$q;
    reg  b0$0$clock;
    reg  [11:0] b1$0$d;
    wire  [11:0] b1$0$q;
    reg  b1$0$clock;
    reg  [11:0] r0$0$d;
    wire  [11:0] r0$0$q;
    reg  r0$0$clock;
    reg  [11:0] r1$0$d;
    wire  [11:0] r1$0$q;
    reg  r1$0$clock;
    reg  [11:0] na0$0$d;
    wire  [11:0] na0$0$q;
    reg  na0$0$clock;
    reg  [11:0] na1$0$d;
    wire  [11:0] na1$0$q;
    reg  na1$0$clock;
    reg  [11:0] nb0$0$d;
    wire  [11:0] nb0$0$q;
    reg  nb0$0$clock;
    reg  [11:0] nb1$0$d;
    wire  [11:0] nb1$0$q;
    reg  nb1$0$clock;
    reg  [11:0] nr0$0$d;
    wire  [11:0] nr0$0$q;
    reg  nr0$0$clock;
    reg  [11:0] nr1$0$d;
    wire  [11:0] nr1$0$q;
    reg  nr1$0$clock;
    reg  [11:0] v_hold$0$d;
    wire  [11:0] v_hold$0$q;
    reg  v_hold$0$clock;
    reg  [11:0] u_hold$0$d;
    wire  [11:0] u_hold$0$q;
    reg  u_hold$0$clock;
    reg  [11:0] p_hold$0$d;
    wire  [11:0] p_hold$0$q;
    reg  p_hold$0$clock;
    reg  [11:0] c1_hold$0$d;
    wire  [11:0] c1_hold$0$q;
    reg  c1_hold$0$clock;
    reg  [11:0] pa1$0$d;
    wire  [11:0] pa1$0$q;
    reg  pa1$0$clock;
    reg  [11:0] pb0$0$d;
    wire  [11:0] pb0$0$q;
    reg  pb0$0$clock;
    
    // Local signals
    reg  [1:0] rpart;
    reg  [1:0] wpart;
    reg  [15:0] smp_addr;
    reg  [11:0] rdata0$0;
    reg  [11:0] rdata1$0;
    reg  [15:0] wa0$0;
    reg  [15:0] wa1$0;
    reg  [11:0] wd0$0;
    reg  [11:0] wd1$0;
    reg  we0$0;
    reg  we1$0;
    reg  fsingle;
    reg  [7:0] fm;
    reg  [7:0] fj;
    reg  [7:0] ft;
    reg  [15:0] fz;
    reg  [15:0] fzb;
    reg  [7:0] ftop;
    reg  [7:0] flg;
    reg  [4:0] rd_slot;
    reg  [7:0] rd_jt;
    reg  [7:0] rd_jb;
    reg  [7:0] rd_wt;
    reg  [7:0] rd_wb;
    reg  [15:0] rd_at;
    reg  [15:0] rd_ab;
    reg  [11:0] top$0;
    reg  [11:0] bot$0;
    reg  [11:0] flat$0;
    reg  [11:0] flat$1;
    reg  [11:0] flat$2;
    reg  [11:0] flat$3;
    reg  [7:0] rom_addr;
    reg  [4:0] wr_slot;
    reg  [7:0] wr_jt;
    reg  [7:0] wr_jb;
    reg  [7:0] wr_wt;
    reg  [7:0] wr_wb;
    reg  [15:0] wr_at;
    reg  [15:0] wr_ab;
    reg  wr_en_t;
    reg  wr_en_b;
    reg  [7:0] wr_lanes;
    reg  [11:0] wr_t$0;
    reg  [11:0] wr_b$0;
    reg  [11:0] flatw$0;
    reg  [11:0] flatw$1;
    reg  [11:0] flatw$2;
    reg  [11:0] flatw$3;
    reg  go;
    reg  [2:0] e_op;
    reg  [4:0] e_sa;
    reg  [4:0] e_sb;
    reg  [4:0] e_sr;
    reg  [7:0] e_k;
    reg  [7:0] e_len;
    reg  [7:0] e_lg;
    reg  [2:0] e_layer;
    reg  [2:0] e_ph;
    reg  [7:0] e_frame;
    reg  [7:0] e_jbase;
    reg  [7:0] mask;
    reg  [7:0] nk;
    reg  [7:0] gpair;
    reg  [11:0] gamma0;
    reg  pt_en;
    reg  [1:0] pt_kind;
    reg  [7:0] pt_jt;
    reg  [7:0] pt_jb;
    
    // Sub module instances
    top$engine$engine$bank0$0 bank0$0(
        .read_address(bank0$0$read_address),
        .read_clock(bank0$0$read_clock),
        .read_data(bank0$0$read_data),
        .write_address(bank0$0$write_address),
        .write_clock(bank0$0$write_clock),
        .write_data(bank0$0$write_data),
        .write_enable(bank0$0$write_enable)
    );
    top$engine$engine$bank1$0 bank1$0(
        .read_address(bank1$0$read_address),
        .read_clock(bank1$0$read_clock),
        .read_data(bank1$0$read_data),
        .write_address(bank1$0$write_address),
        .write_clock(bank1$0$write_clock),
        .write_data(bank1$0$write_data),
        .write_enable(bank1$0$write_enable)
    );
    top$engine$engine$key0$0 key0$0(
        .read_address(key0$0$read_address),
        .read_clock(key0$0$read_clock),
        .read_data(key0$0$read_data),
        .write_address(key0$0$write_address),
        .write_clock(key0$0$write_clock),
        .write_data(key0$0$write_data),
        .write_enable(key0$0$write_enable)
    );
    top$engine$engine$key1$0 key1$0(
        .read_address(key1$0$read_address),
        .read_clock(key1$0$read_clock),
        .read_data(key1$0$read_data),
        .write_address(key1$0$write_address),
        .write_clock(key1$0$write_clock),
        .write_data(key1$0$write_data),
        .write_enable(key1$0$write_enable)
    );
    top$engine$engine$smp0$0 smp0$0(
        .read_address(smp0$0$read_address),
        .read_clock(smp0$0$read_clock),
        .read_data(smp0$0$read_data),
        .write_address(smp0$0$write_address),
        .write_clock(smp0$0$write_clock),
        .write_data(smp0$0$write_data),
        .write_enable(smp0$0$write_enable)
    );
    top$engine$engine$smp1$0 smp1$0(
        .read_address(smp1$0$read_address),
        .read_clock(smp1$0$read_clock),
        .read_data(smp1$0$read_data),
        .write_address(smp1$0$write_address),
        .write_clock(smp1$0$write_clock),
        .write_data(smp1$0$write_data),
        .write_enable(smp1$0$write_enable)
    );
    top$engine$engine$rpart_q rpart_q(
        .d(rpart_q$d),
        .q(rpart_q$q),
        .clock(rpart_q$clock)
    );
    top$engine$engine$twiddles twiddles(
        .address(twiddles$address),
        .clock(twiddles$clock),
        .data(twiddles$data)
    );
    top$engine$engine$bf$0 bf$0(
        .clock(bf$0$clock),
        .a(bf$0$a),
        .b(bf$0$b),
        .w(bf$0$w),
        .inverse(bf$0$inverse),
        .x(bf$0$x),
        .y(bf$0$y)
    );
    top$engine$engine$bf_b bf_b(
        .clock(bf_b$clock),
        .a(bf_b$a),
        .b(bf_b$b),
        .w(bf_b$w),
        .inverse(bf_b$inverse),
        .x(bf_b$x),
        .y(bf_b$y)
    );
    top$engine$engine$twiddles_b twiddles_b(
        .address(twiddles_b$address),
        .clock(twiddles_b$clock),
        .data(twiddles_b$data)
    );
    top$engine$engine$dl_v$0 dl_v$0(
        .d(dl_v$0$d),
        .q(dl_v$0$q),
        .clock(dl_v$0$clock)
    );
    top$engine$engine$dl_v$1 dl_v$1(
        .d(dl_v$1$d),
        .q(dl_v$1$q),
        .clock(dl_v$1$clock)
    );
    top$engine$engine$dl_v$2 dl_v$2(
        .d(dl_v$2$d),
        .q(dl_v$2$q),
        .clock(dl_v$2$clock)
    );
    top$engine$engine$dl_v$3 dl_v$3(
        .d(dl_v$3$d),
        .q(dl_v$3$q),
        .clock(dl_v$3$clock)
    );
    top$engine$engine$dl_v$4 dl_v$4(
        .d(dl_v$4$d),
        .q(dl_v$4$q),
        .clock(dl_v$4$clock)
    );
    top$engine$engine$dl_v$5 dl_v$5(
        .d(dl_v$5$d),
        .q(dl_v$5$q),
        .clock(dl_v$5$clock)
    );
    top$engine$engine$dl_v$6 dl_v$6(
        .d(dl_v$6$d),
        .q(dl_v$6$q),
        .clock(dl_v$6$clock)
    );
    top$engine$engine$dl_v$7 dl_v$7(
        .d(dl_v$7$d),
        .q(dl_v$7$q),
        .clock(dl_v$7$clock)
    );
    top$engine$engine$dl_odd$0 dl_odd$0(
        .d(dl_odd$0$d),
        .q(dl_odd$0$q),
        .clock(dl_odd$0$clock)
    );
    top$engine$engine$dl_odd$1 dl_odd$1(
        .d(dl_odd$1$d),
        .q(dl_odd$1$q),
        .clock(dl_odd$1$clock)
    );
    top$engine$engine$dl_odd$2 dl_odd$2(
        .d(dl_odd$2$d),
        .q(dl_odd$2$q),
        .clock(dl_odd$2$clock)
    );
    top$engine$engine$dl_odd$3 dl_odd$3(
        .d(dl_odd$3$d),
        .q(dl_odd$3$q),
        .clock(dl_odd$3$clock)
    );
    top$engine$engine$dl_odd$4 dl_odd$4(
        .d(dl_odd$4$d),
        .q(dl_odd$4$q),
        .clock(dl_odd$4$clock)
    );
    top$engine$engine$dl_odd$5 dl_odd$5(
        .d(dl_odd$5$d),
        .q(dl_odd$5$q),
        .clock(dl_odd$5$clock)
    );
    top$engine$engine$dl_odd$6 dl_odd$6(
        .d(dl_odd$6$d),
        .q(dl_odd$6$q),
        .clock(dl_odd$6$clock)
    );
    top$engine$engine$dl_odd$7 dl_odd$7(
        .d(dl_odd$7$d),
        .q(dl_odd$7$q),
        .clock(dl_odd$7$clock)
    );
    top$engine$engine$dl_jt$0 dl_jt$0(
        .d(dl_jt$0$d),
        .q(dl_jt$0$q),
        .clock(dl_jt$0$clock)
    );
    top$engine$engine$dl_jt$1 dl_jt$1(
        .d(dl_jt$1$d),
        .q(dl_jt$1$q),
        .clock(dl_jt$1$clock)
    );
    top$engine$engine$dl_jt$2 dl_jt$2(
        .d(dl_jt$2$d),
        .q(dl_jt$2$q),
        .clock(dl_jt$2$clock)
    );
    top$engine$engine$dl_jt$3 dl_jt$3(
        .d(dl_jt$3$d),
        .q(dl_jt$3$q),
        .clock(dl_jt$3$clock)
    );
    top$engine$engine$dl_jt$4 dl_jt$4(
        .d(dl_jt$4$d),
        .q(dl_jt$4$q),
        .clock(dl_jt$4$clock)
    );
    top$engine$engine$dl_jt$5 dl_jt$5(
        .d(dl_jt$5$d),
        .q(dl_jt$5$q),
        .clock(dl_jt$5$clock)
    );
    top$engine$engine$dl_jt$6 dl_jt$6(
        .d(dl_jt$6$d),
        .q(dl_jt$6$q),
        .clock(dl_jt$6$clock)
    );
    top$engine$engine$dl_jt$7 dl_jt$7(
        .d(dl_jt$7$d),
        .q(dl_jt$7$q),
        .clock(dl_jt$7$clock)
    );
    top$engine$engine$dl_jb$0 dl_jb$0(
        .d(dl_jb$0$d),
        .q(dl_jb$0$q),
        .clock(dl_jb$0$clock)
    );
    top$engine$engine$dl_jb$1 dl_jb$1(
        .d(dl_jb$1$d),
        .q(dl_jb$1$q),
        .clock(dl_jb$1$clock)
    );
    top$engine$engine$dl_jb$2 dl_jb$2(
        .d(dl_jb$2$d),
        .q(dl_jb$2$q),
        .clock(dl_jb$2$clock)
    );
    top$engine$engine$dl_jb$3 dl_jb$3(
        .d(dl_jb$3$d),
        .q(dl_jb$3$q),
        .clock(dl_jb$3$clock)
    );
    top$engine$engine$dl_jb$4 dl_jb$4(
        .d(dl_jb$4$d),
        .q(dl_jb$4$q),
        .clock(dl_jb$4$clock)
    );
    top$engine$engine$dl_jb$5 dl_jb$5(
        .d(dl_jb$5$d),
        .q(dl_jb$5$q),
        .clock(dl_jb$5$clock)
    );
    top$engine$engine$dl_jb$6 dl_jb$6(
        .d(dl_jb$6$d),
        .q(dl_jb$6$q),
        .clock(dl_jb$6$clock)
    );
    top$engine$engine$dl_jb$7 dl_jb$7(
        .d(dl_jb$7$d),
        .q(dl_jb$7$q),
        .clock(dl_jb$7$clock)
    );
    top$engine$engine$dl_lg$0 dl_lg$0(
        .d(dl_lg$0$d),
        .q(dl_lg$0$q),
        .clock(dl_lg$0$clock)
    );
    top$engine$engine$dl_lg$1 dl_lg$1(
        .d(dl_lg$1$d),
        .q(dl_lg$1$q),
        .clock(dl_lg$1$clock)
    );
    top$engine$engine$dl_lg$2 dl_lg$2(
        .d(dl_lg$2$d),
        .q(dl_lg$2$q),
        .clock(dl_lg$2$clock)
    );
    top$engine$engine$dl_lg$3 dl_lg$3(
        .d(dl_lg$3$d),
        .q(dl_lg$3$q),
        .clock(dl_lg$3$clock)
    );
    top$engine$engine$dl_lg$4 dl_lg$4(
        .d(dl_lg$4$d),
        .q(dl_lg$4$q),
        .clock(dl_lg$4$clock)
    );
    top$engine$engine$dl_lg$5 dl_lg$5(
        .d(dl_lg$5$d),
        .q(dl_lg$5$q),
        .clock(dl_lg$5$clock)
    );
    top$engine$engine$dl_lg$6 dl_lg$6(
        .d(dl_lg$6$d),
        .q(dl_lg$6$q),
        .clock(dl_lg$6$clock)
    );
    top$engine$engine$dl_lg$7 dl_lg$7(
        .d(dl_lg$7$d),
        .q(dl_lg$7$q),
        .clock(dl_lg$7$clock)
    );
    top$engine$engine$xa_hold xa_hold(
        .d(xa_hold$d),
        .q(xa_hold$q),
        .clock(xa_hold$clock)
    );
    top$engine$engine$ya_hold ya_hold(
        .d(ya_hold$d),
        .q(ya_hold$q),
        .clock(ya_hold$clock)
    );
    top$engine$engine$yb_hold yb_hold(
        .d(yb_hold$d),
        .q(yb_hold$q),
        .clock(yb_hold$clock)
    );
    top$engine$engine$u_en$0 u_en$0(
        .d(u_en$0$d),
        .q(u_en$0$q),
        .clock(u_en$0$clock)
    );
    top$engine$engine$u_en$1 u_en$1(
        .d(u_en$1$d),
        .q(u_en$1$q),
        .clock(u_en$1$clock)
    );
    top$engine$engine$u_en$2 u_en$2(
        .d(u_en$2$d),
        .q(u_en$2$q),
        .clock(u_en$2$clock)
    );
    top$engine$engine$u_en$3 u_en$3(
        .d(u_en$3$d),
        .q(u_en$3$q),
        .clock(u_en$3$clock)
    );
    top$engine$engine$u_jt$0 u_jt$0(
        .d(u_jt$0$d),
        .q(u_jt$0$q),
        .clock(u_jt$0$clock)
    );
    top$engine$engine$u_jt$1 u_jt$1(
        .d(u_jt$1$d),
        .q(u_jt$1$q),
        .clock(u_jt$1$clock)
    );
    top$engine$engine$u_jt$2 u_jt$2(
        .d(u_jt$2$d),
        .q(u_jt$2$q),
        .clock(u_jt$2$clock)
    );
    top$engine$engine$u_jt$3 u_jt$3(
        .d(u_jt$3$d),
        .q(u_jt$3$q),
        .clock(u_jt$3$clock)
    );
    top$engine$engine$u_jb$0 u_jb$0(
        .d(u_jb$0$d),
        .q(u_jb$0$q),
        .clock(u_jb$0$clock)
    );
    top$engine$engine$u_jb$1 u_jb$1(
        .d(u_jb$1$d),
        .q(u_jb$1$q),
        .clock(u_jb$1$clock)
    );
    top$engine$engine$u_jb$2 u_jb$2(
        .d(u_jb$2$d),
        .q(u_jb$2$q),
        .clock(u_jb$2$clock)
    );
    top$engine$engine$u_jb$3 u_jb$3(
        .d(u_jb$3$d),
        .q(u_jb$3$q),
        .clock(u_jb$3$clock)
    );
    top$engine$engine$swap_q swap_q(
        .d(swap_q$d),
        .q(swap_q$q),
        .clock(swap_q$clock)
    );
    top$engine$engine$host_lane_q host_lane_q(
        .d(host_lane_q$d),
        .q(host_lane_q$q),
        .clock(host_lane_q$clock)
    );
    top$engine$engine$busy_q busy_q(
        .d(busy_q$d),
        .q(busy_q$q),
        .clock(busy_q$clock)
    );
    top$engine$engine$done_q done_q(
        .d(done_q$d),
        .q(done_q$q),
        .clock(done_q$clock)
    );
    top$engine$engine$issuing issuing(
        .d(issuing$d),
        .q(issuing$q),
        .clock(issuing$clock)
    );
    top$engine$engine$drain drain(
        .d(drain$d),
        .q(drain$q),
        .clock(drain$clock)
    );
    top$engine$engine$op_q op_q(
        .d(op_q$d),
        .q(op_q$q),
        .clock(op_q$clock)
    );
    top$engine$engine$sa sa(
        .d(sa$d),
        .q(sa$q),
        .clock(sa$clock)
    );
    top$engine$engine$sb sb(
        .d(sb$d),
        .q(sb$q),
        .clock(sb$clock)
    );
    top$engine$engine$sr sr(
        .d(sr$d),
        .q(sr$q),
        .clock(sr$clock)
    );
    top$engine$engine$k k(
        .d(k$d),
        .q(k$q),
        .clock(k$clock)
    );
    top$engine$engine$len len(
        .d(len$d),
        .q(len$q),
        .clock(len$clock)
    );
    top$engine$engine$lg lg(
        .d(lg$d),
        .q(lg$q),
        .clock(lg$clock)
    );
    top$engine$engine$layer layer(
        .d(layer$d),
        .q(layer$q),
        .clock(layer$clock)
    );
    top$engine$engine$ph ph(
        .d(ph$d),
        .q(ph$q),
        .clock(ph$clock)
    );
    top$engine$engine$frame frame(
        .d(frame$d),
        .q(frame$q),
        .clock(frame$clock)
    );
    top$engine$engine$jbase jbase(
        .d(jbase$d),
        .q(jbase$q),
        .clock(jbase$clock)
    );
    top$engine$engine$maskr maskr(
        .d(maskr$d),
        .q(maskr$q),
        .clock(maskr$clock)
    );
    top$engine$engine$d1_ntt d1_ntt(
        .d(d1_ntt$d),
        .q(d1_ntt$q),
        .clock(d1_ntt$clock)
    );
    top$engine$engine$d1_f d1_f(
        .d(d1_f$d),
        .q(d1_f$q),
        .clock(d1_f$clock)
    );
    top$engine$engine$d1_x d1_x(
        .d(d1_x$d),
        .q(d1_x$q),
        .clock(d1_x$clock)
    );
    top$engine$engine$d1_y d1_y(
        .d(d1_y$d),
        .q(d1_y$q),
        .clock(d1_y$clock)
    );
    top$engine$engine$d2_y d2_y(
        .d(d2_y$d),
        .q(d2_y$q),
        .clock(d2_y$clock)
    );
    top$engine$engine$d1_jt d1_jt(
        .d(d1_jt$d),
        .q(d1_jt$q),
        .clock(d1_jt$clock)
    );
    top$engine$engine$d1_jb d1_jb(
        .d(d1_jb$d),
        .q(d1_jb$q),
        .clock(d1_jb$clock)
    );
    top$engine$engine$d2_jb d2_jb(
        .d(d2_jb$d),
        .q(d2_jb$q),
        .clock(d2_jb$clock)
    );
    top$engine$engine$t1_en t1_en(
        .d(t1_en$d),
        .q(t1_en$q),
        .clock(t1_en$clock)
    );
    top$engine$engine$t1_kind t1_kind(
        .d(t1_kind$d),
        .q(t1_kind$q),
        .clock(t1_kind$clock)
    );
    top$engine$engine$t1_jt t1_jt(
        .d(t1_jt$d),
        .q(t1_jt$q),
        .clock(t1_jt$clock)
    );
    top$engine$engine$t1_jb t1_jb(
        .d(t1_jb$d),
        .q(t1_jb$q),
        .clock(t1_jb$clock)
    );
    top$engine$engine$t2_en t2_en(
        .d(t2_en$d),
        .q(t2_en$q),
        .clock(t2_en$clock)
    );
    top$engine$engine$t2_kind t2_kind(
        .d(t2_kind$d),
        .q(t2_kind$q),
        .clock(t2_kind$clock)
    );
    top$engine$engine$t2_jt t2_jt(
        .d(t2_jt$d),
        .q(t2_jt$q),
        .clock(t2_jt$clock)
    );
    top$engine$engine$t2_jb t2_jb(
        .d(t2_jb$d),
        .q(t2_jb$q),
        .clock(t2_jb$clock)
    );
    top$engine$engine$t3_en t3_en(
        .d(t3_en$d),
        .q(t3_en$q),
        .clock(t3_en$clock)
    );
    top$engine$engine$t3_kind t3_kind(
        .d(t3_kind$d),
        .q(t3_kind$q),
        .clock(t3_kind$clock)
    );
    top$engine$engine$t3_jt t3_jt(
        .d(t3_jt$d),
        .q(t3_jt$q),
        .clock(t3_jt$clock)
    );
    top$engine$engine$t3_jb t3_jb(
        .d(t3_jb$d),
        .q(t3_jb$q),
        .clock(t3_jb$clock)
    );
    top$engine$engine$t4_en t4_en(
        .d(t4_en$d),
        .q(t4_en$q),
        .clock(t4_en$clock)
    );
    top$engine$engine$t4_kind t4_kind(
        .d(t4_kind$d),
        .q(t4_kind$q),
        .clock(t4_kind$clock)
    );
    top$engine$engine$t4_jt t4_jt(
        .d(t4_jt$d),
        .q(t4_jt$q),
        .clock(t4_jt$clock)
    );
    top$engine$engine$t4_jb t4_jb(
        .d(t4_jb$d),
        .q(t4_jb$q),
        .clock(t4_jb$clock)
    );
    top$engine$engine$a0$0 a0$0(
        .d(a0$0$d),
        .q(a0$0$q),
        .clock(a0$0$clock)
    );
    top$engine$engine$a1$0 a1$0(
        .d(a1$0$d),
        .q(a1$0$q),
        .clock(a1$0$clock)
    );
    top$engine$engine$b0$0 b0$0(
        .d(b0$0$d),
        .q(b0$0$q),
        .clock(b0$0$clock)
    );
    top$engine$engine$b1$0 b1$0(
        .d(b1$0$d),
        .q(b1$0$q),
        .clock(b1$0$clock)
    );
    top$engine$engine$r0$0 r0$0(
        .d(r0$0$d),
        .q(r0$0$q),
        .clock(r0$0$clock)
    );
    top$engine$engine$r1$0 r1$0(
        .d(r1$0$d),
        .q(r1$0$q),
        .clock(r1$0$clock)
    );
    top$engine$engine$na0$0 na0$0(
        .d(na0$0$d),
        .q(na0$0$q),
        .clock(na0$0$clock)
    );
    top$engine$engine$na1$0 na1$0(
        .d(na1$0$d),
        .q(na1$0$q),
        .clock(na1$0$clock)
    );
    top$engine$engine$nb0$0 nb0$0(
        .d(nb0$0$d),
        .q(nb0$0$q),
        .clock(nb0$0$clock)
    );
    top$engine$engine$nb1$0 nb1$0(
        .d(nb1$0$d),
        .q(nb1$0$q),
        .clock(nb1$0$clock)
    );
    top$engine$engine$nr0$0 nr0$0(
        .d(nr0$0$d),
        .q(nr0$0$q),
        .clock(nr0$0$clock)
    );
    top$engine$engine$nr1$0 nr1$0(
        .d(nr1$0$d),
        .q(nr1$0$q),
        .clock(nr1$0$clock)
    );
    top$engine$engine$v_hold$0 v_hold$0(
        .d(v_hold$0$d),
        .q(v_hold$0$q),
        .clock(v_hold$0$clock)
    );
    top$engine$engine$u_hold$0 u_hold$0(
        .d(u_hold$0$d),
        .q(u_hold$0$q),
        .clock(u_hold$0$clock)
    );
    top$engine$engine$p_hold$0 p_hold$0(
        .d(p_hold$0$d),
        .q(p_hold$0$q),
        .clock(p_hold$0$clock)
    );
    top$engine$engine$c1_hold$0 c1_hold$0(
        .d(c1_hold$0$d),
        .q(c1_hold$0$q),
        .clock(c1_hold$0$clock)
    );
    top$engine$engine$pa1$0 pa1$0(
        .d(pa1$0$d),
        .q(pa1$0$q),
        .clock(pa1$0$clock)
    );
    top$engine$engine$pb0$0 pb0$0(
        .d(pb0$0$d),
        .q(pb0$0$q),
        .clock(pb0$0$clock)
    );
    
    // Update code
    always @(*) begin
        swap_q$clock = clock;
        rpart_q$clock = clock;
        host_lane_q$clock = clock;
        busy_q$clock = clock;
        done_q$clock = clock;
        issuing$clock = clock;
        drain$clock = clock;
        op_q$clock = clock;
        sa$clock = clock;
        sb$clock = clock;
        sr$clock = clock;
        k$clock = clock;
        len$clock = clock;
        maskr$clock = clock;
        lg$clock = clock;
        layer$clock = clock;
        ph$clock = clock;
        frame$clock = clock;
        jbase$clock = clock;
        d1_ntt$clock = clock;
        d1_f$clock = clock;
        d1_x$clock = clock;
        d1_y$clock = clock;
        d2_y$clock = clock;
        d1_jt$clock = clock;
        d1_jb$clock = clock;
        d2_jb$clock = clock;
        t1_en$clock = clock;
        t1_kind$clock = clock;
        t1_jt$clock = clock;
        t1_jb$clock = clock;
        t2_en$clock = clock;
        t2_kind$clock = clock;
        t2_jt$clock = clock;
        t2_jb$clock = clock;
        t3_en$clock = clock;
        t3_kind$clock = clock;
        t3_jt$clock = clock;
        t3_jb$clock = clock;
        t4_en$clock = clock;
        t4_kind$clock = clock;
        t4_jt$clock = clock;
        t4_jb$clock = clock;
        swap_q$d = swap_q$q;
        rpart_q$d = rpart_q$q;
        host_lane_q$d = host_lane_q$q;
        busy_q$d = busy_q$q;
        done_q$d = done_q$q;
        issuing$d = issuing$q;
        drain$d = drain$q;
        op_q$d = op_q$q;
        sa$d = sa$q;
        sb$d = sb$q;
        sr$d = sr$q;
        k$d = k$q;
        len$d = len$q;
        maskr$d = maskr$q;
        lg$d = lg$q;
        layer$d = layer$q;
        ph$d = ph$q;
        frame$d = frame$q;
        jbase$d = jbase$q;
        d1_ntt$d = d1_ntt$q;
        d1_f$d = d1_f$q;
        d1_x$d = d1_x$q;
        d1_y$d = d1_y$q;
        d2_y$d = d2_y$q;
        d1_jt$d = d1_jt$q;
        d1_jb$d = d1_jb$q;
        d2_jb$d = d2_jb$q;
        t1_en$d = t1_en$q;
        t1_kind$d = t1_kind$q;
        t1_jt$d = t1_jt$q;
        t1_jb$d = t1_jb$q;
        t2_en$d = t2_en$q;
        t2_kind$d = t2_kind$q;
        t2_jt$d = t2_jt$q;
        t2_jb$d = t2_jb$q;
        t3_en$d = t3_en$q;
        t3_kind$d = t3_kind$q;
        t3_jt$d = t3_jt$q;
        t3_jb$d = t3_jb$q;
        t4_en$d = t4_en$q;
        t4_kind$d = t4_kind$q;
        t4_jt$d = t4_jt$q;
        t4_jb$d = t4_jb$q;
        bank0$0$read_clock = clock;
        bank0$0$write_clock = clock;
        bank1$0$read_clock = clock;
        bank1$0$write_clock = clock;
        key0$0$read_clock = clock;
        key0$0$write_clock = clock;
        key1$0$read_clock = clock;
        key1$0$write_clock = clock;
        smp0$0$read_clock = clock;
        smp0$0$write_clock = clock;
        smp1$0$read_clock = clock;
        smp1$0$write_clock = clock;
        bf$0$clock = clock;
        a0$0$clock = clock;
        a1$0$clock = clock;
        b0$0$clock = clock;
        b1$0$clock = clock;
        r0$0$clock = clock;
        r1$0$clock = clock;
        na0$0$clock = clock;
        na1$0$clock = clock;
        nb0$0$clock = clock;
        nb1$0$clock = clock;
        nr0$0$clock = clock;
        nr1$0$clock = clock;
        v_hold$0$clock = clock;
        u_hold$0$clock = clock;
        p_hold$0$clock = clock;
        c1_hold$0$clock = clock;
        pa1$0$clock = clock;
        pb0$0$clock = clock;
        pa1$0$d = pa1$0$q;
        pb0$0$d = pb0$0$q;
        a0$0$d = a0$0$q;
        a1$0$d = a1$0$q;
        b0$0$d = b0$0$q;
        b1$0$d = b1$0$q;
        r0$0$d = r0$0$q;
        r1$0$d = r1$0$q;
        na0$0$d = na0$0$q;
        na1$0$d = na1$0$q;
        nb0$0$d = nb0$0$q;
        nb1$0$d = nb1$0$q;
        nr0$0$d = nr0$0$q;
        nr1$0$d = nr1$0$q;
        v_hold$0$d = v_hold$0$q;
        u_hold$0$d = u_hold$0$q;
        p_hold$0$d = p_hold$0$q;
        c1_hold$0$d = c1_hold$0$q;
        twiddles$clock = clock;
        twiddles_b$clock = clock;
        bf_b$clock = clock;
        xa_hold$clock = clock;
        ya_hold$clock = clock;
        yb_hold$clock = clock;
        xa_hold$d = xa_hold$q;
        ya_hold$d = ya_hold$q;
        yb_hold$d = yb_hold$q;
        dl_v$0$clock = clock;
        dl_odd$0$clock = clock;
        dl_jt$0$clock = clock;
        dl_jb$0$clock = clock;
        dl_lg$0$clock = clock;
        dl_v$1$clock = clock;
        dl_odd$1$clock = clock;
        dl_jt$1$clock = clock;
        dl_jb$1$clock = clock;
        dl_lg$1$clock = clock;
        dl_v$2$clock = clock;
        dl_odd$2$clock = clock;
        dl_jt$2$clock = clock;
        dl_jb$2$clock = clock;
        dl_lg$2$clock = clock;
        dl_v$3$clock = clock;
        dl_odd$3$clock = clock;
        dl_jt$3$clock = clock;
        dl_jb$3$clock = clock;
        dl_lg$3$clock = clock;
        dl_v$4$clock = clock;
        dl_odd$4$clock = clock;
        dl_jt$4$clock = clock;
        dl_jb$4$clock = clock;
        dl_lg$4$clock = clock;
        dl_v$5$clock = clock;
        dl_odd$5$clock = clock;
        dl_jt$5$clock = clock;
        dl_jb$5$clock = clock;
        dl_lg$5$clock = clock;
        dl_v$6$clock = clock;
        dl_odd$6$clock = clock;
        dl_jt$6$clock = clock;
        dl_jb$6$clock = clock;
        dl_lg$6$clock = clock;
        dl_v$7$clock = clock;
        dl_odd$7$clock = clock;
        dl_jt$7$clock = clock;
        dl_jb$7$clock = clock;
        dl_lg$7$clock = clock;
        dl_v$0$d = 1'b0;
        dl_odd$0$d = 1'b0;
        dl_jt$0$d = 32'h0;
        dl_jb$0$d = 32'h0;
        dl_lg$0$d = 32'h0;
        dl_v$1$d = dl_v$0$q;
        dl_odd$1$d = dl_odd$0$q;
        dl_jt$1$d = dl_jt$0$q;
        dl_jb$1$d = dl_jb$0$q;
        dl_lg$1$d = dl_lg$0$q;
        dl_v$2$d = dl_v$1$q;
        dl_odd$2$d = dl_odd$1$q;
        dl_jt$2$d = dl_jt$1$q;
        dl_jb$2$d = dl_jb$1$q;
        dl_lg$2$d = dl_lg$1$q;
        dl_v$3$d = dl_v$2$q;
        dl_odd$3$d = dl_odd$2$q;
        dl_jt$3$d = dl_jt$2$q;
        dl_jb$3$d = dl_jb$2$q;
        dl_lg$3$d = dl_lg$2$q;
        dl_v$4$d = dl_v$3$q;
        dl_odd$4$d = dl_odd$3$q;
        dl_jt$4$d = dl_jt$3$q;
        dl_jb$4$d = dl_jb$3$q;
        dl_lg$4$d = dl_lg$3$q;
        dl_v$5$d = dl_v$4$q;
        dl_odd$5$d = dl_odd$4$q;
        dl_jt$5$d = dl_jt$4$q;
        dl_jb$5$d = dl_jb$4$q;
        dl_lg$5$d = dl_lg$4$q;
        dl_v$6$d = dl_v$5$q;
        dl_odd$6$d = dl_odd$5$q;
        dl_jt$6$d = dl_jt$5$q;
        dl_jb$6$d = dl_jb$5$q;
        dl_lg$6$d = dl_lg$5$q;
        dl_v$7$d = dl_v$6$q;
        dl_odd$7$d = dl_odd$6$q;
        dl_jt$7$d = dl_jt$6$q;
        dl_jb$7$d = dl_jb$6$q;
        dl_lg$7$d = dl_lg$6$q;
        u_en$0$clock = clock;
        u_jt$0$clock = clock;
        u_jb$0$clock = clock;
        u_en$1$clock = clock;
        u_jt$1$clock = clock;
        u_jb$1$clock = clock;
        u_en$2$clock = clock;
        u_jt$2$clock = clock;
        u_jb$2$clock = clock;
        u_en$3$clock = clock;
        u_jt$3$clock = clock;
        u_jb$3$clock = clock;
        u_en$0$d = 1'b0;
        u_jt$0$d = 32'h0;
        u_jb$0$d = 32'h0;
        u_en$1$d = u_en$0$q;
        u_jt$1$d = u_jt$0$q;
        u_jb$1$d = u_jb$0$q;
        u_en$2$d = u_en$1$q;
        u_jt$2$d = u_jt$1$q;
        u_jb$2$d = u_jb$1$q;
        u_en$3$d = u_en$2$q;
        u_jt$3$d = u_jt$2$q;
        u_jb$3$d = u_jb$2$q;
        if (swap_q$q) begin
            top$0 = bank1$0$read_data;
            bot$0 = bank0$0$read_data;
        end
        else begin
            top$0 = bank0$0$read_data;
            bot$0 = bank1$0$read_data;
        end
        if (k_banked) begin
            rdata0$0 = bank0$0$read_data;
            rdata1$0 = bank1$0$read_data;
            if (rpart_q$q == 32'h1) begin
                rdata0$0 = key0$0$read_data;
                rdata1$0 = key1$0$read_data;
            end
            else if (rpart_q$q == 32'h2) begin
                rdata0$0 = smp0$0$read_data;
                rdata1$0 = smp1$0$read_data;
            end
            else if (rpart_q$q == 32'h3) begin
                rdata0$0 = 32'h0;
                rdata1$0 = 32'h0;
            end
            if (swap_q$q) begin
                top$0 = rdata1$0;
                bot$0 = rdata0$0;
            end
            else begin
                top$0 = rdata0$0;
                bot$0 = rdata1$0;
            end
        end
        flat$0 = 32'h0;
        flat$1 = 32'h0;
        flat$2 = 32'h0;
        flat$3 = 32'h0;
        flat$0 = top$0;
        flat$1 = bot$0;
        host_rdata = top$0;
        rd_slot = host_slot;
        rd_jt = host_index;
        rd_jb = host_index ^ k_p;
        rom_addr = 32'h0;
        host_lane_q$d = k_one << (host_index & k_lane_mask);
        pt_en = 1'b0;
        pt_kind = 32'h0;
        pt_jt = 32'h0;
        pt_jb = 32'h0;
        bf$0$a = 32'h0;
        bf$0$b = 32'h0;
        bf$0$w = 32'h0;
        bf$0$inverse = 1'b0;
        d1_ntt$d = 1'b0;
        d1_f$d = 1'b0;
        d1_x$d = 1'b0;
        d1_y$d = 1'b0;
        d2_y$d = d1_y$q;
        d2_jb$d = d1_jb$q;
        done_q$d = 1'b0;
        go = ~busy_q$q & start;
        e_op = op_q$q;
        e_sa = sa$q;
        e_sb = sb$q;
        e_sr = sr$q;
        e_k = k$q;
        e_len = len$q;
        mask = maskr$q;
        e_lg = lg$q;
        e_layer = layer$q;
        e_ph = ph$q;
        e_frame = frame$q;
        e_jbase = jbase$q;
        if (go) begin
            e_op = op;
            e_sa = slot_a;
            e_sb = slot_b;
            e_sr = slot_r;
            e_k = 32'h0;
            e_layer = 32'h0;
            e_ph = 32'h0;
            e_frame = 32'h0;
            e_jbase = 32'h0;
            if (op == 32'h1) begin
                e_len = 32'h2;
                mask = 32'h1;
                e_lg = 32'h1;
            end
            else begin
                e_len = 32'h80;
                mask = 32'h7f;
                e_lg = 32'h7;
            end
        end
        fsingle = 1'b1;
        fm = 32'h0;
        fj = 32'h0;
        ft = 32'h0;
        fz = 32'h0;
        nk = ~e_k;
        gpair = (e_jbase >> 32'h1) - k_2p;
        gamma0 = twiddles$data;
        if (gpair[32'h0]) begin
            gamma0 = k_q - twiddles$data;
        end
        if (go) begin
            busy_q$d = 1'b1;
            issuing$d = op < 32'h6;
            drain$d = 32'h1;
            op_q$d = op;
            sa$d = slot_a;
            sb$d = slot_b;
            sr$d = slot_r;
        end
        if ((go & (op < 32'h6)) | (busy_q$q & issuing$q)) begin
            k$d = e_k;
            len$d = e_len;
            maskr$d = mask;
            lg$d = e_lg;
            layer$d = e_layer;
            ph$d = e_ph;
            frame$d = e_frame;
            jbase$d = e_jbase;
            if (e_op < 32'h2) begin
                rd_slot = e_sa;
                fsingle = ~k_fused | (e_layer == 32'h0);
                if (fsingle) begin
                    rd_jt = ((e_k & ~mask) << 32'h1) | (e_k & mask);
                    rd_jb = rd_jt | e_len;
                    if (e_op == 32'h0) begin
                        rom_addr = (e_k | 32'h80) >> e_lg;
                    end
                    else begin
                        rom_addr = (nk >> e_lg) | 32'h80;
                    end
                    d1_ntt$d = 1'b1;
                    d1_jt$d = rd_jt;
                    d1_jb$d = rd_jb;
                end
                else begin
                    fm = e_k >> 32'h1;
                    fj = ((fm & ~mask) << 32'h2) | (fm & mask);
                    ft = e_len << 32'h1;
                    if (e_op == 32'h0) begin
                        if (e_k[32'h0]) begin
                            rd_jt = fj | e_len;
                        end
                        else begin
                            rd_jt = fj;
                        end
                        rd_jb = rd_jt | ft;
                        fz = (((rd_jt) & 16'hffff) | 32'h100) >> (e_lg + 32'h2);
                    end
                    else begin
                        if (e_k[32'h0]) begin
                            rd_jt = fj | ft;
                        end
                        else begin
                            rd_jt = fj;
                        end
                        rd_jb = rd_jt | e_len;
                        fz = ((k_511 - ((rd_jt) & 16'hffff)) >> (e_lg + 32'h1)) | 32'h80;
                    end
                    rom_addr = fz[(32'h0)+:(8)];
                    d1_f$d = 1'b1;
                    dl_v$0$d = 1'b1;
                    dl_odd$0$d = e_k[32'h0];
                    dl_jt$0$d = rd_jt;
                    dl_jb$0$d = rd_jb;
                    dl_lg$0$d = e_lg;
                end
                if (e_k == k_last_bf) begin
                    k$d = 32'h0;
                    layer$d = e_layer + 32'h1;
                    if (k_fused) begin
                        if (e_op == 32'h0) begin
                            if (e_layer == 32'h0) begin
                                len$d = 32'h20;
                                maskr$d = 32'h1f;
                                lg$d = 32'h5;
                            end
                            else begin
                                len$d = e_len >> 32'h2;
                                maskr$d = mask >> 32'h2;
                                lg$d = e_lg - 32'h2;
                            end
                        end
                        else if (e_layer == 32'h0) begin
                            len$d = 32'h4;
                            maskr$d = 32'h3;
                            lg$d = 32'h2;
                        end
                        else begin
                            len$d = e_len << 32'h2;
                            maskr$d = (mask << 32'h2) | 32'h3;
                            lg$d = e_lg + 32'h2;
                        end
                        if (e_layer == 32'h3) begin
                            issuing$d = 1'b0;
                            drain$d = 32'ha;
                        end
                    end
                    else begin
                        if (e_op == 32'h0) begin
                            len$d = e_len >> 32'h1;
                            maskr$d = mask >> 32'h1;
                            lg$d = e_lg - 32'h1;
                        end
                        else begin
                            len$d = e_len << 32'h1;
                            maskr$d = (mask << 32'h1) | 32'h1;
                            lg$d = e_lg + 32'h1;
                        end
                        if (e_layer == 32'h6) begin
                            issuing$d = 1'b0;
                            drain$d = 32'h5;
                        end
                    end
                end
                else begin
                    k$d = e_k + k_p;
                end
            end
            else if (e_op < 32'h4) begin
                rd_jt = e_jbase;
                rd_jb = e_jbase + k_p;
                if (e_ph == 32'h0) begin
                    rd_slot = e_sa;
                end
                else if (e_ph == 32'h1) begin
                    rd_slot = e_sb;
                end
                else begin
                    rd_slot = e_sr;
                end
                rom_addr = (gpair >> 32'h1) | 32'h40;
                if (e_ph == 32'h4) begin
                    ph$d = 32'h0;
                    frame$d = e_frame + 32'h1;
                    jbase$d = e_jbase + k_2p;
                end
                else begin
                    ph$d = e_ph + 32'h1;
                end
                if ((e_ph == 32'h4) & (e_frame == k_frames + 32'h1)) begin
                    issuing$d = 1'b0;
                    drain$d = 32'h4;
                end
                if (e_ph == 32'h0) begin
                    bf$0$a = r1$0$q;
                    bf$0$b = b1$0$q;
                    bf$0$w = a0$0$q;
                end
                else if (e_ph == 32'h1) begin
                    bf$0$a = r0$0$q;
                    bf$0$b = b0$0$q;
                    bf$0$w = a0$0$q;
                end
                else if (e_ph == 32'h2) begin
                    bf$0$b = b1$0$q;
                    bf$0$w = a1$0$q;
                end
                else if (e_ph == 32'h3) begin
                    bf$0$a = v_hold$0$q;
                    bf$0$b = pb0$0$q;
                    bf$0$w = pa1$0$q;
                end
                else begin
                    bf$0$a = u_hold$0$q;
                    bf$0$b = p_hold$0$q;
                    pa1$0$d = a1$0$q;
                    pb0$0$d = b0$0$q;
                    a0$0$d = na0$0$q;
                    a1$0$d = na1$0$q;
                    b0$0$d = nb0$0$q;
                    b1$0$d = nb1$0$q;
                    r0$0$d = nr0$0$q;
                    r1$0$d = nr1$0$q;
                end
                if (e_ph == 32'h4) begin
                    bf$0$w = gamma0;
                    if ((e_frame >= 32'h2) & (e_frame <= k_frames + 32'h1)) begin
                        pt_en = 1'b1;
                    end
                    pt_kind = 32'h3;
                    pt_jt = e_jbase - k_4p;
                    pt_jb = e_jbase - k_4p + k_p;
                end
            end
            else begin
                rd_jt = e_jbase;
                rd_jb = e_jbase + k_p;
                d1_jt$d = rd_jt;
                d1_jb$d = rd_jb;
                if (e_ph == 32'h0) begin
                    rd_slot = e_sa;
                    d1_x$d = 1'b1;
                    ph$d = 32'h1;
                end
                else begin
                    rd_slot = e_sb;
                    d1_y$d = 1'b1;
                    ph$d = 32'h0;
                    jbase$d = e_jbase + k_2p;
                    if (e_jbase == k_last_pair) begin
                        issuing$d = 1'b0;
                        drain$d = 32'h6;
                    end
                end
            end
        end
        else if (busy_q$q & (drain$q == 32'h1)) begin
            busy_q$d = 1'b0;
            done_q$d = 1'b1;
        end
        else if (busy_q$q) begin
            drain$d = drain$q - 32'h1;
        end
        if (busy_q$q & (op_q$q >= 32'h2) & (op_q$q < 32'h4)) begin
            if (~issuing$q) begin
                ph$d = ph$q + 32'h1;
            end
            if (ph$q == 32'h0) begin
                u_hold$0$d = bf$0$x;
            end
            if (ph$q == 32'h1) begin
                p_hold$0$d = bf$0$x;
            end
            if (ph$q == 32'h2) begin
                c1_hold$0$d = bf$0$x;
            end
            if (ph$q == 32'h4) begin
                v_hold$0$d = bf$0$x;
            end
            if (ph$q == 32'h1) begin
                na0$0$d = flat$0;
                na1$0$d = flat$1;
            end
            if (ph$q == 32'h2) begin
                nb0$0$d = flat$0;
                nb1$0$d = flat$1;
            end
            if (ph$q == 32'h3) begin
                if (op_q$q == 32'h3) begin
                    nr0$0$d = flat$0;
                    nr1$0$d = flat$1;
                end
                else begin
                    nr0$0$d = 32'h0;
                    nr1$0$d = 32'h0;
                end
            end
        end
        if (d1_ntt$q) begin
            bf$0$a = top$0;
            bf$0$b = bot$0;
            bf$0$w = twiddles$data;
            bf$0$inverse = op_q$q == 32'h1;
            pt_en = 1'b1;
            pt_kind = 32'h0;
            pt_jt = d1_jt$q;
            pt_jb = d1_jb$q;
        end
        if (d1_x$q) begin
            na0$0$d = top$0;
            na1$0$d = bot$0;
        end
        if (d1_y$q) begin
            bf$0$a = na0$0$q;
            bf$0$b = top$0;
            bf$0$w = 32'h1;
            nb1$0$d = bot$0;
            pt_en = 1'b1;
            pt_jt = d1_jt$q;
        end
        if (d2_y$q) begin
            bf$0$a = na1$0$q;
            bf$0$b = nb1$0$q;
            bf$0$w = 32'h1;
            pt_en = 1'b1;
            pt_jt = d2_jb$q;
        end
        if (d1_y$q | d2_y$q) begin
            if (op_q$q == 32'h5) begin
                pt_kind = 32'h2;
            end
            else begin
                pt_kind = 32'h1;
            end
        end
        bf_b$a = 32'h0;
        bf_b$b = 32'h0;
        bf_b$w = twiddles_b$data;
        bf_b$inverse = op_q$q == 32'h1;
        ftop = dl_jb$5$q;
        flg = dl_lg$5$q;
        if (dl_v$3$q & dl_odd$3$q) begin
            ftop = dl_jt$4$q;
            flg = dl_lg$4$q;
        end
        if (op_q$q == 32'h0) begin
            fzb = (((ftop) & 16'hffff) | 32'h100) >> (flg + 32'h1);
        end
        else begin
            fzb = ((k_511 - ((ftop) & 16'hffff)) >> (flg + 32'h2)) | 32'h80;
        end
        twiddles_b$address = fzb[(32'h0)+:(8)];
        if (k_fused) begin
            if (d1_f$q) begin
                bf$0$a = top$0;
                bf$0$b = bot$0;
                bf$0$w = twiddles$data;
                bf$0$inverse = op_q$q == 32'h1;
            end
            if (dl_v$4$q & ~dl_odd$4$q) begin
                xa_hold$d = bf$0$x;
                ya_hold$d = bf$0$y;
            end
            if (dl_v$4$q & dl_odd$4$q) begin
                bf_b$a = xa_hold$q;
                bf_b$b = bf$0$x;
                yb_hold$d = bf$0$y;
                u_en$0$d = 1'b1;
                u_jt$0$d = dl_jt$5$q;
                u_jb$0$d = dl_jt$4$q;
            end
            if (dl_v$5$q & dl_odd$5$q) begin
                bf_b$a = ya_hold$q;
                bf_b$b = yb_hold$q;
                u_en$0$d = 1'b1;
                u_jt$0$d = dl_jb$6$q;
                u_jb$0$d = dl_jb$5$q;
            end
        end
        t1_en$d = pt_en;
        t1_kind$d = pt_kind;
        t1_jt$d = pt_jt;
        t1_jb$d = pt_jb;
        t2_en$d = t1_en$q;
        t2_kind$d = t1_kind$q;
        t2_jt$d = t1_jt$q;
        t2_jb$d = t1_jb$q;
        t3_en$d = t2_en$q;
        t3_kind$d = t2_kind$q;
        t3_jt$d = t2_jt$q;
        t3_jb$d = t2_jb$q;
        t4_en$d = t3_en$q;
        t4_kind$d = t3_kind$q;
        t4_jt$d = t3_jt$q;
        t4_jb$d = t3_jb$q;
        flatw$0 = 32'h0;
        flatw$1 = 32'h0;
        flatw$2 = 32'h0;
        flatw$3 = 32'h0;
        flatw$0 = bf$0$x;
        flatw$1 = c1_hold$0$q;
        wr_lanes = 32'hff;
        if (busy_q$q) begin
            if (op_q$q < 32'h2) begin
                wr_slot = sa$q;
            end
            else begin
                wr_slot = sr$q;
            end
            wr_jt = t4_jt$q;
            wr_jb = t4_jb$q;
            wr_en_t = t4_en$q;
            wr_en_b = t4_en$q & ((t4_kind$q == 32'h0) | (t4_kind$q == 32'h3));
            if (t4_kind$q < 32'h2) begin
                wr_t$0 = bf$0$x;
                wr_b$0 = bf$0$y;
            end
            else if (t4_kind$q == 32'h2) begin
                wr_t$0 = bf$0$y;
                wr_b$0 = bf$0$y;
            end
            else begin
                wr_t$0 = flatw$0;
                wr_b$0 = flatw$0;
            end
            if (t4_kind$q == 32'h3) begin
                wr_b$0 = flatw$1;
            end
            if (k_fused & u_en$3$q) begin
                wr_jt = u_jt$3$q;
                wr_jb = u_jb$3$q;
                wr_en_t = 1'b1;
                wr_en_b = 1'b1;
                wr_t$0 = bf_b$x;
                wr_b$0 = bf_b$y;
            end
        end
        else begin
            wr_slot = host_slot;
            wr_jt = host_index;
            wr_jb = host_index ^ k_p;
            wr_en_t = host_write;
            wr_en_b = 1'b0;
            wr_lanes = k_one << (host_index & k_lane_mask);
            wr_t$0 = host_wdata;
            wr_b$0 = host_wdata;
        end
        if (reset) begin
            wr_en_t = 1'b0;
            wr_en_b = 1'b0;
        end
        rd_wt = rd_jt >> k_lgp;
        rd_wb = rd_jb >> k_lgp;
        rd_at = (((rd_slot) & 16'hffff) << k_slot_shift) | ((rd_wt >> 32'h1) & 16'hffff);
        rd_ab = (((rd_slot) & 16'hffff) << k_slot_shift) | ((rd_wb >> 32'h1) & 16'hffff);
        swap_q$d = ^rd_wt;
        wr_wt = wr_jt >> k_lgp;
        wr_wb = wr_jb >> k_lgp;
        wr_at = (((wr_slot) & 16'hffff) << k_slot_shift) | ((wr_wt >> 32'h1) & 16'hffff);
        wr_ab = (((wr_slot) & 16'hffff) << k_slot_shift) | ((wr_wb >> 32'h1) & 16'hffff);
        twiddles$address = rom_addr;
        rpart = 32'h0;
        wpart = 32'h0;
        smp_addr = (((smp_buffer) & 16'hffff) << 32'h7) | ((smp_index >> 32'h1) & 16'hffff);
        if (k_banked) begin
            rpart = 32'h3;
            if (rd_at < k_key_base) begin
                rpart = 32'h0;
            end
            else if (rd_at < k_smp_base) begin
                rpart = 32'h1;
            end
            else if (rd_at < k_end) begin
                rpart = 32'h2;
            end
            wpart = 32'h3;
            if (wr_at < k_key_base) begin
                wpart = 32'h0;
            end
            else if (wr_at < k_smp_base) begin
                wpart = 32'h1;
            end
            else if (wr_at < k_end) begin
                wpart = 32'h2;
            end
        end
        rpart_q$d = rpart;
        if (^rd_wt) begin
            bank1$0$read_address = rd_at[(32'h0)+:(11)];
            bank0$0$read_address = rd_ab[(32'h0)+:(11)];
        end
        else begin
            bank0$0$read_address = rd_at[(32'h0)+:(11)];
            bank1$0$read_address = rd_ab[(32'h0)+:(11)];
        end
        if (^wr_wt) begin
            bank1$0$write_address = wr_at[(32'h0)+:(11)];
            bank1$0$write_data = wr_t$0;
            bank1$0$write_enable = wr_en_t & wr_lanes[0];
            bank0$0$write_address = wr_ab[(32'h0)+:(11)];
            bank0$0$write_data = wr_b$0;
            bank0$0$write_enable = wr_en_b & wr_lanes[0];
        end
        else begin
            bank0$0$write_address = wr_at[(32'h0)+:(11)];
            bank0$0$write_data = wr_t$0;
            bank0$0$write_enable = wr_en_t & wr_lanes[0];
            bank1$0$write_address = wr_ab[(32'h0)+:(11)];
            bank1$0$write_data = wr_b$0;
            bank1$0$write_enable = wr_en_b & wr_lanes[0];
        end
        if (^rd_wt) begin
            key1$0$read_address = rd_at[(32'h0)+:(10)];
            key0$0$read_address = rd_ab[(32'h0)+:(10)];
            smp1$0$read_address = rd_at[(32'h0)+:(8)];
            smp0$0$read_address = rd_ab[(32'h0)+:(8)];
        end
        else begin
            key0$0$read_address = rd_at[(32'h0)+:(10)];
            key1$0$read_address = rd_ab[(32'h0)+:(10)];
            smp0$0$read_address = rd_at[(32'h0)+:(8)];
            smp1$0$read_address = rd_ab[(32'h0)+:(8)];
        end
        if (^wr_wt) begin
            wa1$0 = wr_at;
            wd1$0 = wr_t$0;
            we1$0 = wr_en_t & wr_lanes[0];
            wa0$0 = wr_ab;
            wd0$0 = wr_b$0;
            we0$0 = wr_en_b & wr_lanes[0];
        end
        else begin
            wa0$0 = wr_at;
            wd0$0 = wr_t$0;
            we0$0 = wr_en_t & wr_lanes[0];
            wa1$0 = wr_ab;
            wd1$0 = wr_b$0;
            we1$0 = wr_en_b & wr_lanes[0];
        end
        key0$0$write_address = wa0$0[(32'h0)+:(10)];
        key0$0$write_data = wd0$0;
        key0$0$write_enable = k_banked & we0$0 & (wpart == 32'h1);
        key1$0$write_address = wa1$0[(32'h0)+:(10)];
        key1$0$write_data = wd1$0;
        key1$0$write_enable = k_banked & we1$0 & (wpart == 32'h1);
        smp0$0$write_address = smp_addr[(32'h0)+:(8)];
        smp0$0$write_data = smp_value;
        smp0$0$write_enable = k_banked & smp_write & ~^smp_index;
        smp1$0$write_address = smp_addr[(32'h0)+:(8)];
        smp1$0$write_data = smp_value;
        smp1$0$write_enable = k_banked & smp_write & ^smp_index;
        if (k_banked) begin
            bank0$0$write_enable = we0$0 & (wpart == 32'h0);
            bank1$0$write_enable = we1$0 & (wpart == 32'h0);
        end
        busy = busy_q$q;
        done = done_q$q;
        if (reset) begin
            busy_q$d = 1'b0;
            done_q$d = 1'b0;
            issuing$d = 1'b0;
            d1_ntt$d = 1'b0;
            d1_x$d = 1'b0;
            d1_y$d = 1'b0;
            d2_y$d = 1'b0;
            t1_en$d = 1'b0;
            t2_en$d = 1'b0;
            t3_en$d = 1'b0;
            t4_en$d = 1'b0;
            d1_f$d = 1'b0;
            dl_v$0$d = 1'b0;
            dl_v$1$d = 1'b0;
            dl_v$2$d = 1'b0;
            dl_v$3$d = 1'b0;
            dl_v$4$d = 1'b0;
            dl_v$5$d = 1'b0;
            dl_v$6$d = 1'b0;
            dl_v$7$d = 1'b0;
            u_en$0$d = 1'b0;
            u_en$1$d = 1'b0;
            u_en$2$d = 1'b0;
            u_en$3$d = 1'b0;
        end
    end
    
endmodule // top$engine$engine


module top$engine$engine$a0$0(d,q,clock);
    
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
          
endmodule // top$engine$engine$a0$0


module top$engine$engine$a1$0(d,q,clock);
    
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
          
endmodule // top$engine$engine$a1$0


module top$engine$engine$b0$0(d,q,clock);
    
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
          
endmodule // top$engine$engine$b0$0


module top$engine$engine$b1$0(d,q,clock);
    
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
          
endmodule // top$engine$engine$b1$0


module top$engine$engine$bank0$0(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [10:0] read_address;
    input wire  read_clock;
    output reg  [11:0] read_data;
    input wire  [10:0] write_address;
    input wire  write_clock;
    input wire  [11:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[11:0] mem[2047:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$engine$engine$bank0$0


module top$engine$engine$bank1$0(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [10:0] read_address;
    input wire  read_clock;
    output reg  [11:0] read_data;
    input wire  [10:0] write_address;
    input wire  write_clock;
    input wire  [11:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[11:0] mem[2047:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$engine$engine$bank1$0


module top$engine$engine$bf$0(clock,a,b,w,inverse,x,y);
    
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
    top$engine$engine$bf$0$a0 a0(
        .d(a0$d),
        .q(a0$q),
        .clock(a0$clock)
    );
    top$engine$engine$bf$0$b0 b0(
        .d(b0$d),
        .q(b0$q),
        .clock(b0$clock)
    );
    top$engine$engine$bf$0$w0 w0(
        .d(w0$d),
        .q(w0$q),
        .clock(w0$clock)
    );
    top$engine$engine$bf$0$inv0 inv0(
        .d(inv0$d),
        .q(inv0$q),
        .clock(inv0$clock)
    );
    top$engine$engine$bf$0$a1 a1(
        .d(a1$d),
        .q(a1$q),
        .clock(a1$clock)
    );
    top$engine$engine$bf$0$s1 s1(
        .d(s1$d),
        .q(s1$q),
        .clock(s1$clock)
    );
    top$engine$engine$bf$0$m1 m1(
        .d(m1$d),
        .q(m1$q),
        .clock(m1$clock)
    );
    top$engine$engine$bf$0$w1 w1(
        .d(w1$d),
        .q(w1$q),
        .clock(w1$clock)
    );
    top$engine$engine$bf$0$inv1 inv1(
        .d(inv1$d),
        .q(inv1$q),
        .clock(inv1$clock)
    );
    top$engine$engine$bf$0$a2 a2(
        .d(a2$d),
        .q(a2$q),
        .clock(a2$clock)
    );
    top$engine$engine$bf$0$s2 s2(
        .d(s2$d),
        .q(s2$q),
        .clock(s2$clock)
    );
    top$engine$engine$bf$0$p2 p2(
        .d(p2$d),
        .q(p2$q),
        .clock(p2$clock)
    );
    top$engine$engine$bf$0$inv2 inv2(
        .d(inv2$d),
        .q(inv2$q),
        .clock(inv2$clock)
    );
    top$engine$engine$bf$0$a3 a3(
        .d(a3$d),
        .q(a3$q),
        .clock(a3$clock)
    );
    top$engine$engine$bf$0$s3 s3(
        .d(s3$d),
        .q(s3$q),
        .clock(s3$clock)
    );
    top$engine$engine$bf$0$t3 t3(
        .d(t3$d),
        .q(t3$q),
        .clock(t3$clock)
    );
    top$engine$engine$bf$0$inv3 inv3(
        .d(inv3$d),
        .q(inv3$q),
        .clock(inv3$clock)
    );
    top$engine$engine$bf$0$reducer reducer(
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
    
endmodule // top$engine$engine$bf$0


module top$engine$engine$bf$0$a0(d,q,clock);
    
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
          
endmodule // top$engine$engine$bf$0$a0


module top$engine$engine$bf$0$a1(d,q,clock);
    
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
          
endmodule // top$engine$engine$bf$0$a1


module top$engine$engine$bf$0$a2(d,q,clock);
    
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
          
endmodule // top$engine$engine$bf$0$a2


module top$engine$engine$bf$0$a3(d,q,clock);
    
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
          
endmodule // top$engine$engine$bf$0$a3


module top$engine$engine$bf$0$b0(d,q,clock);
    
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
          
endmodule // top$engine$engine$bf$0$b0


module top$engine$engine$bf$0$inv0(d,q,clock);
    
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
          
endmodule // top$engine$engine$bf$0$inv0


module top$engine$engine$bf$0$inv1(d,q,clock);
    
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
          
endmodule // top$engine$engine$bf$0$inv1


module top$engine$engine$bf$0$inv2(d,q,clock);
    
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
          
endmodule // top$engine$engine$bf$0$inv2


module top$engine$engine$bf$0$inv3(d,q,clock);
    
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
          
endmodule // top$engine$engine$bf$0$inv3


module top$engine$engine$bf$0$m1(d,q,clock);
    
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
          
endmodule // top$engine$engine$bf$0$m1


module top$engine$engine$bf$0$p2(d,q,clock);
    
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
          
endmodule // top$engine$engine$bf$0$p2


module top$engine$engine$bf$0$reducer(c,r);
    
    // Module arguments
    input wire  [23:0] c;
    output reg  [11:0] r;
    
    // Constant declarations
    localparam  k_minus_2q = 15'b110010111111110;
    localparam  k_minus_q = 15'b111001011111111;
    localparam  k_plus_q = 15'b110100000001;
    
    // Stub signals
    reg  [23:0] tree$c;
    wire  [14:0] tree$s;
    wire  [14:0] tree$d;
    reg  [14:0] select$minus_2q;
    reg  [14:0] select$minus_q;
    reg  [14:0] select$sum;
    reg  [14:0] select$plus_q;
    wire  [11:0] select$r;
    
    // Local signals
    reg  [14:0] sum;
    
    // Sub module instances
    top$engine$engine$bf$0$reducer$tree tree(
        .c(tree$c),
        .s(tree$s),
        .d(tree$d)
    );
    top$engine$engine$bf$0$reducer$select select(
        .minus_2q(select$minus_2q),
        .minus_q(select$minus_q),
        .sum(select$sum),
        .plus_q(select$plus_q),
        .r(select$r)
    );
    
    // Update code
    always @(*) begin
        tree$c = c;
        sum = tree$s + tree$d;
        select$minus_2q = sum + k_minus_2q;
        select$minus_q = sum + k_minus_q;
        select$sum = sum;
        select$plus_q = sum + k_plus_q;
        r = select$r;
    end
    
endmodule // top$engine$engine$bf$0$reducer


module top$engine$engine$bf$0$reducer$select(minus_2q,minus_q,sum,plus_q,r);
    
    // Module arguments
    input wire  [14:0] minus_2q;
    input wire  [14:0] minus_q;
    input wire  [14:0] sum;
    input wire  [14:0] plus_q;
    output reg  [11:0] r;
    
    // Update code
    always @(*) begin
        if (~minus_2q[32'he]) begin
            r = minus_2q[(32'h0)+:(12)];
        end
        else if (~minus_q[32'he]) begin
            r = minus_q[(32'h0)+:(12)];
        end
        else if (~sum[32'he]) begin
            r = sum[(32'h0)+:(12)];
        end
        else begin
            r = plus_q[(32'h0)+:(12)];
        end
    end
    
endmodule // top$engine$engine$bf$0$reducer$select


module top$engine$engine$bf$0$reducer$tree(c,s,d);
    
    // Module arguments
    input wire  [23:0] c;
    output reg  [14:0] s;
    output reg  [14:0] d;
    
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
    
    // Update code
    always @(*) begin
        w$0 = c[32'h0] ^ ~c[32'hc] ^ ~c[32'he];
        w$1 = (c[32'h0] & ~c[32'hc]) | (~c[32'he] & (c[32'h0] ^ ~c[32'hc]));
        w$2 = c[32'h11] ^ c[32'h12] ^ ~c[32'h13];
        w$3 = (c[32'h11] & c[32'h12]) | (~c[32'h13] & (c[32'h11] ^ c[32'h12]));
        w$4 = c[32'h1] ^ ~c[32'hd] ^ ~c[32'hf];
        w$5 = (c[32'h1] & ~c[32'hd]) | (~c[32'hf] & (c[32'h1] ^ ~c[32'hd]));
        w$6 = c[32'h2] ^ ~c[32'he] ^ ~c[32'h10];
        w$7 = (c[32'h2] & ~c[32'he]) | (~c[32'h10] & (c[32'h2] ^ ~c[32'he]));
        w$8 = c[32'h13] ^ c[32'h14];
        w$9 = c[32'h13] & c[32'h14];
        w$10 = c[32'h3] ^ ~c[32'hf] ^ ~c[32'h11];
        w$11 = (c[32'h3] & ~c[32'hf]) | (~c[32'h11] & (c[32'h3] ^ ~c[32'hf]));
        w$12 = c[32'h15] ^ c[32'h17];
        w$13 = c[32'h15] & c[32'h17];
        w$14 = c[32'h4] ^ ~c[32'h10] ^ ~c[32'h12];
        w$15 = (c[32'h4] & ~c[32'h10]) | (~c[32'h12] & (c[32'h4] ^ ~c[32'h10]));
        w$16 = c[32'h5] ^ ~c[32'h11];
        w$17 = c[32'h5] & ~c[32'h11];
        w$18 = c[32'h8] ^ ~c[32'hc] ^ ~c[32'he];
        w$19 = (c[32'h8] & ~c[32'hc]) | (~c[32'he] & (c[32'h8] ^ ~c[32'hc]));
        w$20 = c[32'h11] ^ c[32'h12];
        w$21 = c[32'h11] & c[32'h12];
        w$22 = c[32'h9] ^ ~c[32'hd] ^ ~c[32'hf];
        w$23 = (c[32'h9] & ~c[32'hd]) | (~c[32'hf] & (c[32'h9] ^ ~c[32'hd]));
        w$24 = ~c[32'h13] ^ ~c[32'h17] ^ 1'b1;
        w$25 = (~c[32'h13] & ~c[32'h17]) | (1'b1 & (~c[32'h13] ^ ~c[32'h17]));
        w$26 = c[32'ha] ^ c[32'hc] ^ ~c[32'h10];
        w$27 = (c[32'ha] & c[32'hc]) | (~c[32'h10] & (c[32'ha] ^ c[32'hc]));
        w$28 = c[32'h11] ^ ~c[32'h12];
        w$29 = c[32'h11] & ~c[32'h12];
        w$30 = c[32'hb] ^ c[32'hd] ^ c[32'h13];
        w$31 = (c[32'hb] & c[32'hd]) | (c[32'h13] & (c[32'hb] ^ c[32'hd]));
        w$32 = w$0 ^ w$2 ^ c[32'h14];
        w$33 = (w$0 & w$2) | (c[32'h14] & (w$0 ^ w$2));
        w$34 = w$1 ^ w$3 ^ w$4;
        w$35 = (w$1 & w$3) | (w$4 & (w$1 ^ w$3));
        w$36 = w$5 ^ w$6 ^ w$8;
        w$37 = (w$5 & w$6) | (w$8 & (w$5 ^ w$6));
        w$38 = w$7 ^ w$9 ^ w$10;
        w$39 = (w$7 & w$9) | (w$10 & (w$7 ^ w$9));
        w$40 = w$11 ^ w$13 ^ w$14;
        w$41 = (w$11 & w$13) | (w$14 & (w$11 ^ w$13));
        w$42 = w$15 ^ w$16 ^ ~c[32'h13];
        w$43 = (w$15 & w$16) | (~c[32'h13] & (w$15 ^ w$16));
        w$44 = w$17 ^ c[32'h6] ^ ~c[32'h12];
        w$45 = (w$17 & c[32'h6]) | (~c[32'h12] & (w$17 ^ c[32'h6]));
        w$46 = c[32'h7] ^ c[32'h13] ^ ~c[32'h15];
        w$47 = (c[32'h7] & c[32'h13]) | (~c[32'h15] & (c[32'h7] ^ c[32'h13]));
        w$48 = w$18 ^ w$20 ^ ~c[32'h16];
        w$49 = (w$18 & w$20) | (~c[32'h16] & (w$18 ^ w$20));
        w$50 = w$19 ^ w$21 ^ w$22;
        w$51 = (w$19 & w$21) | (w$22 & (w$19 ^ w$21));
        w$52 = w$23 ^ w$25 ^ w$26;
        w$53 = (w$23 & w$25) | (w$26 & (w$23 ^ w$25));
        w$54 = w$27 ^ w$29 ^ w$30;
        w$55 = (w$27 & w$29) | (w$30 & (w$27 ^ w$29));
        w$56 = w$33 ^ w$34;
        w$57 = w$33 & w$34;
        w$58 = w$35 ^ w$36 ^ c[32'h16];
        w$59 = (w$35 & w$36) | (c[32'h16] & (w$35 ^ w$36));
        w$60 = w$37 ^ w$38 ^ w$12;
        w$61 = (w$37 & w$38) | (w$12 & (w$37 ^ w$38));
        w$62 = w$39 ^ w$40 ^ c[32'h16];
        w$63 = (w$39 & w$40) | (c[32'h16] & (w$39 ^ w$40));
        w$64 = w$41 ^ w$42 ^ c[32'h17];
        w$65 = (w$41 & w$42) | (c[32'h17] & (w$41 ^ w$42));
        w$66 = w$43 ^ w$44 ^ ~c[32'h14];
        w$67 = (w$43 & w$44) | (~c[32'h14] & (w$43 ^ w$44));
        w$68 = w$45 ^ w$46 ^ 1'b1;
        w$69 = (w$45 & w$46) | (1'b1 & (w$45 ^ w$46));
        w$70 = w$47 ^ w$48 ^ 1'b1;
        w$71 = (w$47 & w$48) | (1'b1 & (w$47 ^ w$48));
        w$72 = w$49 ^ w$50 ^ w$24;
        w$73 = (w$49 & w$50) | (w$24 & (w$49 ^ w$50));
        w$74 = w$51 ^ w$52 ^ w$28;
        w$75 = (w$51 & w$52) | (w$28 & (w$51 ^ w$52));
        w$76 = w$53 ^ w$54 ^ 1'b1;
        w$77 = (w$53 & w$54) | (1'b1 & (w$53 ^ w$54));
        w$78 = w$55 ^ w$31;
        w$79 = w$55 & w$31;
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
    
endmodule // top$engine$engine$bf$0$reducer$tree


module top$engine$engine$bf$0$s1(d,q,clock);
    
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
          
endmodule // top$engine$engine$bf$0$s1


module top$engine$engine$bf$0$s2(d,q,clock);
    
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
          
endmodule // top$engine$engine$bf$0$s2


module top$engine$engine$bf$0$s3(d,q,clock);
    
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
          
endmodule // top$engine$engine$bf$0$s3


module top$engine$engine$bf$0$t3(d,q,clock);
    
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
          
endmodule // top$engine$engine$bf$0$t3


module top$engine$engine$bf$0$w0(d,q,clock);
    
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
          
endmodule // top$engine$engine$bf$0$w0


module top$engine$engine$bf$0$w1(d,q,clock);
    
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
          
endmodule // top$engine$engine$bf$0$w1


module top$engine$engine$bf_b(clock,a,b,w,inverse,x,y);
    
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
    top$engine$engine$bf_b$a0 a0(
        .d(a0$d),
        .q(a0$q),
        .clock(a0$clock)
    );
    top$engine$engine$bf_b$b0 b0(
        .d(b0$d),
        .q(b0$q),
        .clock(b0$clock)
    );
    top$engine$engine$bf_b$w0 w0(
        .d(w0$d),
        .q(w0$q),
        .clock(w0$clock)
    );
    top$engine$engine$bf_b$inv0 inv0(
        .d(inv0$d),
        .q(inv0$q),
        .clock(inv0$clock)
    );
    top$engine$engine$bf_b$a1 a1(
        .d(a1$d),
        .q(a1$q),
        .clock(a1$clock)
    );
    top$engine$engine$bf_b$s1 s1(
        .d(s1$d),
        .q(s1$q),
        .clock(s1$clock)
    );
    top$engine$engine$bf_b$m1 m1(
        .d(m1$d),
        .q(m1$q),
        .clock(m1$clock)
    );
    top$engine$engine$bf_b$w1 w1(
        .d(w1$d),
        .q(w1$q),
        .clock(w1$clock)
    );
    top$engine$engine$bf_b$inv1 inv1(
        .d(inv1$d),
        .q(inv1$q),
        .clock(inv1$clock)
    );
    top$engine$engine$bf_b$a2 a2(
        .d(a2$d),
        .q(a2$q),
        .clock(a2$clock)
    );
    top$engine$engine$bf_b$s2 s2(
        .d(s2$d),
        .q(s2$q),
        .clock(s2$clock)
    );
    top$engine$engine$bf_b$p2 p2(
        .d(p2$d),
        .q(p2$q),
        .clock(p2$clock)
    );
    top$engine$engine$bf_b$inv2 inv2(
        .d(inv2$d),
        .q(inv2$q),
        .clock(inv2$clock)
    );
    top$engine$engine$bf_b$a3 a3(
        .d(a3$d),
        .q(a3$q),
        .clock(a3$clock)
    );
    top$engine$engine$bf_b$s3 s3(
        .d(s3$d),
        .q(s3$q),
        .clock(s3$clock)
    );
    top$engine$engine$bf_b$t3 t3(
        .d(t3$d),
        .q(t3$q),
        .clock(t3$clock)
    );
    top$engine$engine$bf_b$inv3 inv3(
        .d(inv3$d),
        .q(inv3$q),
        .clock(inv3$clock)
    );
    top$engine$engine$bf_b$reducer reducer(
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
    
endmodule // top$engine$engine$bf_b


module top$engine$engine$bf_b$a0(d,q,clock);
    
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
          
endmodule // top$engine$engine$bf_b$a0


module top$engine$engine$bf_b$a1(d,q,clock);
    
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
          
endmodule // top$engine$engine$bf_b$a1


module top$engine$engine$bf_b$a2(d,q,clock);
    
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
          
endmodule // top$engine$engine$bf_b$a2


module top$engine$engine$bf_b$a3(d,q,clock);
    
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
          
endmodule // top$engine$engine$bf_b$a3


module top$engine$engine$bf_b$b0(d,q,clock);
    
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
          
endmodule // top$engine$engine$bf_b$b0


module top$engine$engine$bf_b$inv0(d,q,clock);
    
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
          
endmodule // top$engine$engine$bf_b$inv0


module top$engine$engine$bf_b$inv1(d,q,clock);
    
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
          
endmodule // top$engine$engine$bf_b$inv1


module top$engine$engine$bf_b$inv2(d,q,clock);
    
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
          
endmodule // top$engine$engine$bf_b$inv2


module top$engine$engine$bf_b$inv3(d,q,clock);
    
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
          
endmodule // top$engine$engine$bf_b$inv3


module top$engine$engine$bf_b$m1(d,q,clock);
    
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
          
endmodule // top$engine$engine$bf_b$m1


module top$engine$engine$bf_b$p2(d,q,clock);
    
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
          
endmodule // top$engine$engine$bf_b$p2


module top$engine$engine$bf_b$reducer(c,r);
    
    // Module arguments
    input wire  [23:0] c;
    output reg  [11:0] r;
    
    // Constant declarations
    localparam  k_minus_2q = 15'b110010111111110;
    localparam  k_minus_q = 15'b111001011111111;
    localparam  k_plus_q = 15'b110100000001;
    
    // Stub signals
    reg  [23:0] tree$c;
    wire  [14:0] tree$s;
    wire  [14:0] tree$d;
    reg  [14:0] select$minus_2q;
    reg  [14:0] select$minus_q;
    reg  [14:0] select$sum;
    reg  [14:0] select$plus_q;
    wire  [11:0] select$r;
    
    // Local signals
    reg  [14:0] sum;
    
    // Sub module instances
    top$engine$engine$bf_b$reducer$tree tree(
        .c(tree$c),
        .s(tree$s),
        .d(tree$d)
    );
    top$engine$engine$bf_b$reducer$select select(
        .minus_2q(select$minus_2q),
        .minus_q(select$minus_q),
        .sum(select$sum),
        .plus_q(select$plus_q),
        .r(select$r)
    );
    
    // Update code
    always @(*) begin
        tree$c = c;
        sum = tree$s + tree$d;
        select$minus_2q = sum + k_minus_2q;
        select$minus_q = sum + k_minus_q;
        select$sum = sum;
        select$plus_q = sum + k_plus_q;
        r = select$r;
    end
    
endmodule // top$engine$engine$bf_b$reducer


module top$engine$engine$bf_b$reducer$select(minus_2q,minus_q,sum,plus_q,r);
    
    // Module arguments
    input wire  [14:0] minus_2q;
    input wire  [14:0] minus_q;
    input wire  [14:0] sum;
    input wire  [14:0] plus_q;
    output reg  [11:0] r;
    
    // Update code
    always @(*) begin
        if (~minus_2q[32'he]) begin
            r = minus_2q[(32'h0)+:(12)];
        end
        else if (~minus_q[32'he]) begin
            r = minus_q[(32'h0)+:(12)];
        end
        else if (~sum[32'he]) begin
            r = sum[(32'h0)+:(12)];
        end
        else begin
            r = plus_q[(32'h0)+:(12)];
        end
    end
    
endmodule // top$engine$engine$bf_b$reducer$select


module top$engine$engine$bf_b$reducer$tree(c,s,d);
    
    // Module arguments
    input wire  [23:0] c;
    output reg  [14:0] s;
    output reg  [14:0] d;
    
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
    
    // Update code
    always @(*) begin
        w$0 = c[32'h0] ^ ~c[32'hc] ^ ~c[32'he];
        w$1 = (c[32'h0] & ~c[32'hc]) | (~c[32'he] & (c[32'h0] ^ ~c[32'hc]));
        w$2 = c[32'h11] ^ c[32'h12] ^ ~c[32'h13];
        w$3 = (c[32'h11] & c[32'h12]) | (~c[32'h13] & (c[32'h11] ^ c[32'h12]));
        w$4 = c[32'h1] ^ ~c[32'hd] ^ ~c[32'hf];
        w$5 = (c[32'h1] & ~c[32'hd]) | (~c[32'hf] & (c[32'h1] ^ ~c[32'hd]));
        w$6 = c[32'h2] ^ ~c[32'he] ^ ~c[32'h10];
        w$7 = (c[32'h2] & ~c[32'he]) | (~c[32'h10] & (c[32'h2] ^ ~c[32'he]));
        w$8 = c[32'h13] ^ c[32'h14];
        w$9 = c[32'h13] & c[32'h14];
        w$10 = c[32'h3] ^ ~c[32'hf] ^ ~c[32'h11];
        w$11 = (c[32'h3] & ~c[32'hf]) | (~c[32'h11] & (c[32'h3] ^ ~c[32'hf]));
        w$12 = c[32'h15] ^ c[32'h17];
        w$13 = c[32'h15] & c[32'h17];
        w$14 = c[32'h4] ^ ~c[32'h10] ^ ~c[32'h12];
        w$15 = (c[32'h4] & ~c[32'h10]) | (~c[32'h12] & (c[32'h4] ^ ~c[32'h10]));
        w$16 = c[32'h5] ^ ~c[32'h11];
        w$17 = c[32'h5] & ~c[32'h11];
        w$18 = c[32'h8] ^ ~c[32'hc] ^ ~c[32'he];
        w$19 = (c[32'h8] & ~c[32'hc]) | (~c[32'he] & (c[32'h8] ^ ~c[32'hc]));
        w$20 = c[32'h11] ^ c[32'h12];
        w$21 = c[32'h11] & c[32'h12];
        w$22 = c[32'h9] ^ ~c[32'hd] ^ ~c[32'hf];
        w$23 = (c[32'h9] & ~c[32'hd]) | (~c[32'hf] & (c[32'h9] ^ ~c[32'hd]));
        w$24 = ~c[32'h13] ^ ~c[32'h17] ^ 1'b1;
        w$25 = (~c[32'h13] & ~c[32'h17]) | (1'b1 & (~c[32'h13] ^ ~c[32'h17]));
        w$26 = c[32'ha] ^ c[32'hc] ^ ~c[32'h10];
        w$27 = (c[32'ha] & c[32'hc]) | (~c[32'h10] & (c[32'ha] ^ c[32'hc]));
        w$28 = c[32'h11] ^ ~c[32'h12];
        w$29 = c[32'h11] & ~c[32'h12];
        w$30 = c[32'hb] ^ c[32'hd] ^ c[32'h13];
        w$31 = (c[32'hb] & c[32'hd]) | (c[32'h13] & (c[32'hb] ^ c[32'hd]));
        w$32 = w$0 ^ w$2 ^ c[32'h14];
        w$33 = (w$0 & w$2) | (c[32'h14] & (w$0 ^ w$2));
        w$34 = w$1 ^ w$3 ^ w$4;
        w$35 = (w$1 & w$3) | (w$4 & (w$1 ^ w$3));
        w$36 = w$5 ^ w$6 ^ w$8;
        w$37 = (w$5 & w$6) | (w$8 & (w$5 ^ w$6));
        w$38 = w$7 ^ w$9 ^ w$10;
        w$39 = (w$7 & w$9) | (w$10 & (w$7 ^ w$9));
        w$40 = w$11 ^ w$13 ^ w$14;
        w$41 = (w$11 & w$13) | (w$14 & (w$11 ^ w$13));
        w$42 = w$15 ^ w$16 ^ ~c[32'h13];
        w$43 = (w$15 & w$16) | (~c[32'h13] & (w$15 ^ w$16));
        w$44 = w$17 ^ c[32'h6] ^ ~c[32'h12];
        w$45 = (w$17 & c[32'h6]) | (~c[32'h12] & (w$17 ^ c[32'h6]));
        w$46 = c[32'h7] ^ c[32'h13] ^ ~c[32'h15];
        w$47 = (c[32'h7] & c[32'h13]) | (~c[32'h15] & (c[32'h7] ^ c[32'h13]));
        w$48 = w$18 ^ w$20 ^ ~c[32'h16];
        w$49 = (w$18 & w$20) | (~c[32'h16] & (w$18 ^ w$20));
        w$50 = w$19 ^ w$21 ^ w$22;
        w$51 = (w$19 & w$21) | (w$22 & (w$19 ^ w$21));
        w$52 = w$23 ^ w$25 ^ w$26;
        w$53 = (w$23 & w$25) | (w$26 & (w$23 ^ w$25));
        w$54 = w$27 ^ w$29 ^ w$30;
        w$55 = (w$27 & w$29) | (w$30 & (w$27 ^ w$29));
        w$56 = w$33 ^ w$34;
        w$57 = w$33 & w$34;
        w$58 = w$35 ^ w$36 ^ c[32'h16];
        w$59 = (w$35 & w$36) | (c[32'h16] & (w$35 ^ w$36));
        w$60 = w$37 ^ w$38 ^ w$12;
        w$61 = (w$37 & w$38) | (w$12 & (w$37 ^ w$38));
        w$62 = w$39 ^ w$40 ^ c[32'h16];
        w$63 = (w$39 & w$40) | (c[32'h16] & (w$39 ^ w$40));
        w$64 = w$41 ^ w$42 ^ c[32'h17];
        w$65 = (w$41 & w$42) | (c[32'h17] & (w$41 ^ w$42));
        w$66 = w$43 ^ w$44 ^ ~c[32'h14];
        w$67 = (w$43 & w$44) | (~c[32'h14] & (w$43 ^ w$44));
        w$68 = w$45 ^ w$46 ^ 1'b1;
        w$69 = (w$45 & w$46) | (1'b1 & (w$45 ^ w$46));
        w$70 = w$47 ^ w$48 ^ 1'b1;
        w$71 = (w$47 & w$48) | (1'b1 & (w$47 ^ w$48));
        w$72 = w$49 ^ w$50 ^ w$24;
        w$73 = (w$49 & w$50) | (w$24 & (w$49 ^ w$50));
        w$74 = w$51 ^ w$52 ^ w$28;
        w$75 = (w$51 & w$52) | (w$28 & (w$51 ^ w$52));
        w$76 = w$53 ^ w$54 ^ 1'b1;
        w$77 = (w$53 & w$54) | (1'b1 & (w$53 ^ w$54));
        w$78 = w$55 ^ w$31;
        w$79 = w$55 & w$31;
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
    
endmodule // top$engine$engine$bf_b$reducer$tree


module top$engine$engine$bf_b$s1(d,q,clock);
    
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
          
endmodule // top$engine$engine$bf_b$s1


module top$engine$engine$bf_b$s2(d,q,clock);
    
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
          
endmodule // top$engine$engine$bf_b$s2


module top$engine$engine$bf_b$s3(d,q,clock);
    
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
          
endmodule // top$engine$engine$bf_b$s3


module top$engine$engine$bf_b$t3(d,q,clock);
    
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
          
endmodule // top$engine$engine$bf_b$t3


module top$engine$engine$bf_b$w0(d,q,clock);
    
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
          
endmodule // top$engine$engine$bf_b$w0


module top$engine$engine$bf_b$w1(d,q,clock);
    
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
          
endmodule // top$engine$engine$bf_b$w1


module top$engine$engine$busy_q(d,q,clock);
    
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
          
endmodule // top$engine$engine$busy_q


module top$engine$engine$c1_hold$0(d,q,clock);
    
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
          
endmodule // top$engine$engine$c1_hold$0


module top$engine$engine$d1_f(d,q,clock);
    
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
          
endmodule // top$engine$engine$d1_f


module top$engine$engine$d1_jb(d,q,clock);
    
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
          
endmodule // top$engine$engine$d1_jb


module top$engine$engine$d1_jt(d,q,clock);
    
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
          
endmodule // top$engine$engine$d1_jt


module top$engine$engine$d1_ntt(d,q,clock);
    
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
          
endmodule // top$engine$engine$d1_ntt


module top$engine$engine$d1_x(d,q,clock);
    
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
          
endmodule // top$engine$engine$d1_x


module top$engine$engine$d1_y(d,q,clock);
    
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
          
endmodule // top$engine$engine$d1_y


module top$engine$engine$d2_jb(d,q,clock);
    
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
          
endmodule // top$engine$engine$d2_jb


module top$engine$engine$d2_y(d,q,clock);
    
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
          
endmodule // top$engine$engine$d2_y


module top$engine$engine$dl_jb$0(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_jb$0


module top$engine$engine$dl_jb$1(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_jb$1


module top$engine$engine$dl_jb$2(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_jb$2


module top$engine$engine$dl_jb$3(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_jb$3


module top$engine$engine$dl_jb$4(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_jb$4


module top$engine$engine$dl_jb$5(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_jb$5


module top$engine$engine$dl_jb$6(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_jb$6


module top$engine$engine$dl_jb$7(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_jb$7


module top$engine$engine$dl_jt$0(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_jt$0


module top$engine$engine$dl_jt$1(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_jt$1


module top$engine$engine$dl_jt$2(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_jt$2


module top$engine$engine$dl_jt$3(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_jt$3


module top$engine$engine$dl_jt$4(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_jt$4


module top$engine$engine$dl_jt$5(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_jt$5


module top$engine$engine$dl_jt$6(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_jt$6


module top$engine$engine$dl_jt$7(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_jt$7


module top$engine$engine$dl_lg$0(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_lg$0


module top$engine$engine$dl_lg$1(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_lg$1


module top$engine$engine$dl_lg$2(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_lg$2


module top$engine$engine$dl_lg$3(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_lg$3


module top$engine$engine$dl_lg$4(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_lg$4


module top$engine$engine$dl_lg$5(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_lg$5


module top$engine$engine$dl_lg$6(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_lg$6


module top$engine$engine$dl_lg$7(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_lg$7


module top$engine$engine$dl_odd$0(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_odd$0


module top$engine$engine$dl_odd$1(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_odd$1


module top$engine$engine$dl_odd$2(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_odd$2


module top$engine$engine$dl_odd$3(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_odd$3


module top$engine$engine$dl_odd$4(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_odd$4


module top$engine$engine$dl_odd$5(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_odd$5


module top$engine$engine$dl_odd$6(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_odd$6


module top$engine$engine$dl_odd$7(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_odd$7


module top$engine$engine$dl_v$0(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_v$0


module top$engine$engine$dl_v$1(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_v$1


module top$engine$engine$dl_v$2(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_v$2


module top$engine$engine$dl_v$3(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_v$3


module top$engine$engine$dl_v$4(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_v$4


module top$engine$engine$dl_v$5(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_v$5


module top$engine$engine$dl_v$6(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_v$6


module top$engine$engine$dl_v$7(d,q,clock);
    
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
          
endmodule // top$engine$engine$dl_v$7


module top$engine$engine$done_q(d,q,clock);
    
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
          
endmodule // top$engine$engine$done_q


module top$engine$engine$drain(d,q,clock);
    
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
          
endmodule // top$engine$engine$drain


module top$engine$engine$frame(d,q,clock);
    
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
          
endmodule // top$engine$engine$frame


module top$engine$engine$host_lane_q(d,q,clock);
    
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
          
endmodule // top$engine$engine$host_lane_q


module top$engine$engine$issuing(d,q,clock);
    
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
          
endmodule // top$engine$engine$issuing


module top$engine$engine$jbase(d,q,clock);
    
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
          
endmodule // top$engine$engine$jbase


module top$engine$engine$k(d,q,clock);
    
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
          
endmodule // top$engine$engine$k


module top$engine$engine$key0$0(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [9:0] read_address;
    input wire  read_clock;
    output reg  [11:0] read_data;
    input wire  [9:0] write_address;
    input wire  write_clock;
    input wire  [11:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[11:0] mem[1023:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$engine$engine$key0$0


module top$engine$engine$key1$0(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [9:0] read_address;
    input wire  read_clock;
    output reg  [11:0] read_data;
    input wire  [9:0] write_address;
    input wire  write_clock;
    input wire  [11:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[11:0] mem[1023:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$engine$engine$key1$0


module top$engine$engine$layer(d,q,clock);
    
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
          
endmodule // top$engine$engine$layer


module top$engine$engine$len(d,q,clock);
    
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
          
endmodule // top$engine$engine$len


module top$engine$engine$lg(d,q,clock);
    
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
          
endmodule // top$engine$engine$lg


module top$engine$engine$maskr(d,q,clock);
    
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
          
endmodule // top$engine$engine$maskr


module top$engine$engine$na0$0(d,q,clock);
    
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
          
endmodule // top$engine$engine$na0$0


module top$engine$engine$na1$0(d,q,clock);
    
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
          
endmodule // top$engine$engine$na1$0


module top$engine$engine$nb0$0(d,q,clock);
    
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
          
endmodule // top$engine$engine$nb0$0


module top$engine$engine$nb1$0(d,q,clock);
    
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
          
endmodule // top$engine$engine$nb1$0


module top$engine$engine$nr0$0(d,q,clock);
    
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
          
endmodule // top$engine$engine$nr0$0


module top$engine$engine$nr1$0(d,q,clock);
    
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
          
endmodule // top$engine$engine$nr1$0


module top$engine$engine$op_q(d,q,clock);
    
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
          
endmodule // top$engine$engine$op_q


module top$engine$engine$p_hold$0(d,q,clock);
    
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
          
endmodule // top$engine$engine$p_hold$0


module top$engine$engine$pa1$0(d,q,clock);
    
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
          
endmodule // top$engine$engine$pa1$0


module top$engine$engine$pb0$0(d,q,clock);
    
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
          
endmodule // top$engine$engine$pb0$0


module top$engine$engine$ph(d,q,clock);
    
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
          
endmodule // top$engine$engine$ph


module top$engine$engine$r0$0(d,q,clock);
    
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
          
endmodule // top$engine$engine$r0$0


module top$engine$engine$r1$0(d,q,clock);
    
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
          
endmodule // top$engine$engine$r1$0


module top$engine$engine$rpart_q(d,q,clock);
    
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
          
endmodule // top$engine$engine$rpart_q


module top$engine$engine$sa(d,q,clock);
    
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
          
endmodule // top$engine$engine$sa


module top$engine$engine$sb(d,q,clock);
    
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
          
endmodule // top$engine$engine$sb


module top$engine$engine$smp0$0(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  [11:0] read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  [11:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[11:0] mem[255:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$engine$engine$smp0$0


module top$engine$engine$smp1$0(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  [11:0] read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  [11:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[11:0] mem[255:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$engine$engine$smp1$0


module top$engine$engine$sr(d,q,clock);
    
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
          
endmodule // top$engine$engine$sr


module top$engine$engine$swap_q(d,q,clock);
    
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
          
endmodule // top$engine$engine$swap_q


module top$engine$engine$t1_en(d,q,clock);
    
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
          
endmodule // top$engine$engine$t1_en


module top$engine$engine$t1_jb(d,q,clock);
    
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
          
endmodule // top$engine$engine$t1_jb


module top$engine$engine$t1_jt(d,q,clock);
    
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
          
endmodule // top$engine$engine$t1_jt


module top$engine$engine$t1_kind(d,q,clock);
    
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
          
endmodule // top$engine$engine$t1_kind


module top$engine$engine$t2_en(d,q,clock);
    
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
          
endmodule // top$engine$engine$t2_en


module top$engine$engine$t2_jb(d,q,clock);
    
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
          
endmodule // top$engine$engine$t2_jb


module top$engine$engine$t2_jt(d,q,clock);
    
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
          
endmodule // top$engine$engine$t2_jt


module top$engine$engine$t2_kind(d,q,clock);
    
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
          
endmodule // top$engine$engine$t2_kind


module top$engine$engine$t3_en(d,q,clock);
    
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
          
endmodule // top$engine$engine$t3_en


module top$engine$engine$t3_jb(d,q,clock);
    
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
          
endmodule // top$engine$engine$t3_jb


module top$engine$engine$t3_jt(d,q,clock);
    
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
          
endmodule // top$engine$engine$t3_jt


module top$engine$engine$t3_kind(d,q,clock);
    
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
          
endmodule // top$engine$engine$t3_kind


module top$engine$engine$t4_en(d,q,clock);
    
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
          
endmodule // top$engine$engine$t4_en


module top$engine$engine$t4_jb(d,q,clock);
    
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
          
endmodule // top$engine$engine$t4_jb


module top$engine$engine$t4_jt(d,q,clock);
    
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
          
endmodule // top$engine$engine$t4_jt


module top$engine$engine$t4_kind(d,q,clock);
    
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
          
endmodule // top$engine$engine$t4_kind


module top$engine$engine$twiddles(address,clock,data);
    
    // Module arguments
    input wire  [7:0] address;
    input wire  clock;
    output reg  [11:0] data;
    
    // Update code (custom)
    reg[11:0] mem [255:0];
    
    initial begin
    mem[8'h0] = 12'h1;
    mem[8'h1] = 12'h6c1;
    mem[8'h2] = 12'ha14;
    mem[8'h3] = 12'hcd9;
    mem[8'h4] = 12'ha52;
    mem[8'h5] = 12'h276;
    mem[8'h6] = 12'h769;
    mem[8'h7] = 12'h350;
    mem[8'h8] = 12'h426;
    mem[8'h9] = 12'h77f;
    mem[8'ha] = 12'hc1;
    mem[8'hb] = 12'h31d;
    mem[8'hc] = 12'hae2;
    mem[8'hd] = 12'hcbc;
    mem[8'he] = 12'h239;
    mem[8'hf] = 12'h6d2;
    mem[8'h10] = 12'h128;
    mem[8'h11] = 12'h98f;
    mem[8'h12] = 12'h53b;
    mem[8'h13] = 12'h5c4;
    mem[8'h14] = 12'hbe6;
    mem[8'h15] = 12'h38;
    mem[8'h16] = 12'h8c0;
    mem[8'h17] = 12'h535;
    mem[8'h18] = 12'h592;
    mem[8'h19] = 12'h82e;
    mem[8'h1a] = 12'h217;
    mem[8'h1b] = 12'hb42;
    mem[8'h1c] = 12'h959;
    mem[8'h1d] = 12'hb3f;
    mem[8'h1e] = 12'h7b6;
    mem[8'h1f] = 12'h335;
    mem[8'h20] = 12'h121;
    mem[8'h21] = 12'h14b;
    mem[8'h22] = 12'hcb5;
    mem[8'h23] = 12'h6dc;
    mem[8'h24] = 12'h4ad;
    mem[8'h25] = 12'h900;
    mem[8'h26] = 12'h8e5;
    mem[8'h27] = 12'h807;
    mem[8'h28] = 12'h28a;
    mem[8'h29] = 12'h7b9;
    mem[8'h2a] = 12'h9d1;
    mem[8'h2b] = 12'h278;
    mem[8'h2c] = 12'hb31;
    mem[8'h2d] = 12'h21;
    mem[8'h2e] = 12'h528;
    mem[8'h2f] = 12'h77b;
    mem[8'h30] = 12'h90f;
    mem[8'h31] = 12'h59b;
    mem[8'h32] = 12'h327;
    mem[8'h33] = 12'h1c4;
    mem[8'h34] = 12'h59e;
    mem[8'h35] = 12'hb34;
    mem[8'h36] = 12'h5fe;
    mem[8'h37] = 12'h962;
    mem[8'h38] = 12'ha57;
    mem[8'h39] = 12'ha39;
    mem[8'h3a] = 12'h5c9;
    mem[8'h3b] = 12'h288;
    mem[8'h3c] = 12'h9aa;
    mem[8'h3d] = 12'hc26;
    mem[8'h3e] = 12'h4cb;
    mem[8'h3f] = 12'h38e;
    mem[8'h40] = 12'h11;
    mem[8'h41] = 12'hac9;
    mem[8'h42] = 12'h247;
    mem[8'h43] = 12'ha59;
    mem[8'h44] = 12'h665;
    mem[8'h45] = 12'h2d3;
    mem[8'h46] = 12'h8f0;
    mem[8'h47] = 12'h44c;
    mem[8'h48] = 12'h581;
    mem[8'h49] = 12'ha66;
    mem[8'h4a] = 12'hcd1;
    mem[8'h4b] = 12'he9;
    mem[8'h4c] = 12'h2f4;
    mem[8'h4d] = 12'h86c;
    mem[8'h4e] = 12'hbc7;
    mem[8'h4f] = 12'hbea;
    mem[8'h50] = 12'h6a7;
    mem[8'h51] = 12'h673;
    mem[8'h52] = 12'hae5;
    mem[8'h53] = 12'h6fd;
    mem[8'h54] = 12'h737;
    mem[8'h55] = 12'h3b8;
    mem[8'h56] = 12'h5b5;
    mem[8'h57] = 12'ha7f;
    mem[8'h58] = 12'h3ab;
    mem[8'h59] = 12'h904;
    mem[8'h5a] = 12'h985;
    mem[8'h5b] = 12'h954;
    mem[8'h5c] = 12'h2dd;
    mem[8'h5d] = 12'h921;
    mem[8'h5e] = 12'h10c;
    mem[8'h5f] = 12'h281;
    mem[8'h60] = 12'h630;
    mem[8'h61] = 12'h8fa;
    mem[8'h62] = 12'h7f5;
    mem[8'h63] = 12'hc94;
    mem[8'h64] = 12'h177;
    mem[8'h65] = 12'h9f5;
    mem[8'h66] = 12'h82a;
    mem[8'h67] = 12'h66d;
    mem[8'h68] = 12'h427;
    mem[8'h69] = 12'h13f;
    mem[8'h6a] = 12'had5;
    mem[8'h6b] = 12'h2f5;
    mem[8'h6c] = 12'h833;
    mem[8'h6d] = 12'h231;
    mem[8'h6e] = 12'h9a2;
    mem[8'h6f] = 12'ha22;
    mem[8'h70] = 12'haf4;
    mem[8'h71] = 12'h444;
    mem[8'h72] = 12'h193;
    mem[8'h73] = 12'h402;
    mem[8'h74] = 12'h477;
    mem[8'h75] = 12'h866;
    mem[8'h76] = 12'had7;
    mem[8'h77] = 12'h376;
    mem[8'h78] = 12'h6ba;
    mem[8'h79] = 12'h4bc;
    mem[8'h7a] = 12'h752;
    mem[8'h7b] = 12'h405;
    mem[8'h7c] = 12'h83e;
    mem[8'h7d] = 12'hb77;
    mem[8'h7e] = 12'h375;
    mem[8'h7f] = 12'h86a;
    mem[8'h80] = 12'h681;
    mem[8'h81] = 12'h9e1;
    mem[8'h82] = 12'h50a;
    mem[8'h83] = 12'hced;
    mem[8'h84] = 12'h529;
    mem[8'h85] = 12'h13b;
    mem[8'h86] = 12'ha35;
    mem[8'h87] = 12'h1a8;
    mem[8'h88] = 12'h213;
    mem[8'h89] = 12'ha40;
    mem[8'h8a] = 12'h6e1;
    mem[8'h8b] = 12'h80f;
    mem[8'h8c] = 12'h571;
    mem[8'h8d] = 12'h65e;
    mem[8'h8e] = 12'h79d;
    mem[8'h8f] = 12'h369;
    mem[8'h90] = 12'h94;
    mem[8'h91] = 12'hb48;
    mem[8'h92] = 12'h91e;
    mem[8'h93] = 12'h2e2;
    mem[8'h94] = 12'h5f3;
    mem[8'h95] = 12'h1c;
    mem[8'h96] = 12'h460;
    mem[8'h97] = 12'h91b;
    mem[8'h98] = 12'h2c9;
    mem[8'h99] = 12'h417;
    mem[8'h9a] = 12'h78c;
    mem[8'h9b] = 12'h5a1;
    mem[8'h9c] = 12'hb2d;
    mem[8'h9d] = 12'hc20;
    mem[8'h9e] = 12'h3db;
    mem[8'h9f] = 12'h81b;
    mem[8'ha0] = 12'h711;
    mem[8'ha1] = 12'h726;
    mem[8'ha2] = 12'hcdb;
    mem[8'ha3] = 12'h36e;
    mem[8'ha4] = 12'h8d7;
    mem[8'ha5] = 12'h480;
    mem[8'ha6] = 12'haf3;
    mem[8'ha7] = 12'ha84;
    mem[8'ha8] = 12'h145;
    mem[8'ha9] = 12'ha5d;
    mem[8'haa] = 12'hb69;
    mem[8'hab] = 12'h13c;
    mem[8'hac] = 12'hc19;
    mem[8'had] = 12'h691;
    mem[8'hae] = 12'h294;
    mem[8'haf] = 12'ha3e;
    mem[8'hb0] = 12'hb08;
    mem[8'hb1] = 12'h94e;
    mem[8'hb2] = 12'h814;
    mem[8'hb3] = 12'he2;
    mem[8'hb4] = 12'h2cf;
    mem[8'hb5] = 12'h59a;
    mem[8'hb6] = 12'h2ff;
    mem[8'hb7] = 12'h4b1;
    mem[8'hb8] = 12'hbac;
    mem[8'hb9] = 12'hb9d;
    mem[8'hba] = 12'h965;
    mem[8'hbb] = 12'h144;
    mem[8'hbc] = 12'h4d5;
    mem[8'hbd] = 12'h613;
    mem[8'hbe] = 12'h8e6;
    mem[8'hbf] = 12'h1c7;
    mem[8'hc0] = 12'h689;
    mem[8'hc1] = 12'hbe5;
    mem[8'hc2] = 12'h7a4;
    mem[8'hc3] = 12'hbad;
    mem[8'hc4] = 12'h9b3;
    mem[8'hc5] = 12'h7ea;
    mem[8'hc6] = 12'h478;
    mem[8'hc7] = 12'h226;
    mem[8'hc8] = 12'h941;
    mem[8'hc9] = 12'h533;
    mem[8'hca] = 12'hce9;
    mem[8'hcb] = 12'h6f5;
    mem[8'hcc] = 12'h17a;
    mem[8'hcd] = 12'h436;
    mem[8'hce] = 12'hc64;
    mem[8'hcf] = 12'h5f5;
    mem[8'hd0] = 12'h9d4;
    mem[8'hd1] = 12'h9ba;
    mem[8'hd2] = 12'hbf3;
    mem[8'hd3] = 12'h9ff;
    mem[8'hd4] = 12'ha1c;
    mem[8'hd5] = 12'h1dc;
    mem[8'hd6] = 12'h95b;
    mem[8'hd7] = 12'hbc0;
    mem[8'hd8] = 12'h856;
    mem[8'hd9] = 12'h482;
    mem[8'hda] = 12'hb43;
    mem[8'hdb] = 12'h4aa;
    mem[8'hdc] = 12'h7ef;
    mem[8'hdd] = 12'hb11;
    mem[8'hde] = 12'h86;
    mem[8'hdf] = 12'h7c1;
    mem[8'he0] = 12'h318;
    mem[8'he1] = 12'h47d;
    mem[8'he2] = 12'ha7b;
    mem[8'he3] = 12'h64a;
    mem[8'he4] = 12'h73c;
    mem[8'he5] = 12'hb7b;
    mem[8'he6] = 12'h415;
    mem[8'he7] = 12'h9b7;
    mem[8'he8] = 12'h894;
    mem[8'he9] = 12'h720;
    mem[8'hea] = 12'hbeb;
    mem[8'heb] = 12'h7fb;
    mem[8'hec] = 12'ha9a;
    mem[8'hed] = 12'h799;
    mem[8'hee] = 12'h4d1;
    mem[8'hef] = 12'h511;
    mem[8'hf0] = 12'h57a;
    mem[8'hf1] = 12'h222;
    mem[8'hf2] = 12'h74a;
    mem[8'hf3] = 12'h201;
    mem[8'hf4] = 12'h8bc;
    mem[8'hf5] = 12'h433;
    mem[8'hf6] = 12'hbec;
    mem[8'hf7] = 12'h1bb;
    mem[8'hf8] = 12'h35d;
    mem[8'hf9] = 12'h25e;
    mem[8'hfa] = 12'h3a9;
    mem[8'hfb] = 12'h883;
    mem[8'hfc] = 12'h41f;
    mem[8'hfd] = 12'hc3c;
    mem[8'hfe] = 12'h83b;
    mem[8'hff] = 12'h435;
    end
    
    always @(posedge clock) begin
       data <= mem[address];
    end
endmodule // top$engine$engine$twiddles


module top$engine$engine$twiddles_b(address,clock,data);
    
    // Module arguments
    input wire  [7:0] address;
    input wire  clock;
    output reg  [11:0] data;
    
    // Update code (custom)
    reg[11:0] mem [255:0];
    
    initial begin
    mem[8'h0] = 12'h1;
    mem[8'h1] = 12'h6c1;
    mem[8'h2] = 12'ha14;
    mem[8'h3] = 12'hcd9;
    mem[8'h4] = 12'ha52;
    mem[8'h5] = 12'h276;
    mem[8'h6] = 12'h769;
    mem[8'h7] = 12'h350;
    mem[8'h8] = 12'h426;
    mem[8'h9] = 12'h77f;
    mem[8'ha] = 12'hc1;
    mem[8'hb] = 12'h31d;
    mem[8'hc] = 12'hae2;
    mem[8'hd] = 12'hcbc;
    mem[8'he] = 12'h239;
    mem[8'hf] = 12'h6d2;
    mem[8'h10] = 12'h128;
    mem[8'h11] = 12'h98f;
    mem[8'h12] = 12'h53b;
    mem[8'h13] = 12'h5c4;
    mem[8'h14] = 12'hbe6;
    mem[8'h15] = 12'h38;
    mem[8'h16] = 12'h8c0;
    mem[8'h17] = 12'h535;
    mem[8'h18] = 12'h592;
    mem[8'h19] = 12'h82e;
    mem[8'h1a] = 12'h217;
    mem[8'h1b] = 12'hb42;
    mem[8'h1c] = 12'h959;
    mem[8'h1d] = 12'hb3f;
    mem[8'h1e] = 12'h7b6;
    mem[8'h1f] = 12'h335;
    mem[8'h20] = 12'h121;
    mem[8'h21] = 12'h14b;
    mem[8'h22] = 12'hcb5;
    mem[8'h23] = 12'h6dc;
    mem[8'h24] = 12'h4ad;
    mem[8'h25] = 12'h900;
    mem[8'h26] = 12'h8e5;
    mem[8'h27] = 12'h807;
    mem[8'h28] = 12'h28a;
    mem[8'h29] = 12'h7b9;
    mem[8'h2a] = 12'h9d1;
    mem[8'h2b] = 12'h278;
    mem[8'h2c] = 12'hb31;
    mem[8'h2d] = 12'h21;
    mem[8'h2e] = 12'h528;
    mem[8'h2f] = 12'h77b;
    mem[8'h30] = 12'h90f;
    mem[8'h31] = 12'h59b;
    mem[8'h32] = 12'h327;
    mem[8'h33] = 12'h1c4;
    mem[8'h34] = 12'h59e;
    mem[8'h35] = 12'hb34;
    mem[8'h36] = 12'h5fe;
    mem[8'h37] = 12'h962;
    mem[8'h38] = 12'ha57;
    mem[8'h39] = 12'ha39;
    mem[8'h3a] = 12'h5c9;
    mem[8'h3b] = 12'h288;
    mem[8'h3c] = 12'h9aa;
    mem[8'h3d] = 12'hc26;
    mem[8'h3e] = 12'h4cb;
    mem[8'h3f] = 12'h38e;
    mem[8'h40] = 12'h11;
    mem[8'h41] = 12'hac9;
    mem[8'h42] = 12'h247;
    mem[8'h43] = 12'ha59;
    mem[8'h44] = 12'h665;
    mem[8'h45] = 12'h2d3;
    mem[8'h46] = 12'h8f0;
    mem[8'h47] = 12'h44c;
    mem[8'h48] = 12'h581;
    mem[8'h49] = 12'ha66;
    mem[8'h4a] = 12'hcd1;
    mem[8'h4b] = 12'he9;
    mem[8'h4c] = 12'h2f4;
    mem[8'h4d] = 12'h86c;
    mem[8'h4e] = 12'hbc7;
    mem[8'h4f] = 12'hbea;
    mem[8'h50] = 12'h6a7;
    mem[8'h51] = 12'h673;
    mem[8'h52] = 12'hae5;
    mem[8'h53] = 12'h6fd;
    mem[8'h54] = 12'h737;
    mem[8'h55] = 12'h3b8;
    mem[8'h56] = 12'h5b5;
    mem[8'h57] = 12'ha7f;
    mem[8'h58] = 12'h3ab;
    mem[8'h59] = 12'h904;
    mem[8'h5a] = 12'h985;
    mem[8'h5b] = 12'h954;
    mem[8'h5c] = 12'h2dd;
    mem[8'h5d] = 12'h921;
    mem[8'h5e] = 12'h10c;
    mem[8'h5f] = 12'h281;
    mem[8'h60] = 12'h630;
    mem[8'h61] = 12'h8fa;
    mem[8'h62] = 12'h7f5;
    mem[8'h63] = 12'hc94;
    mem[8'h64] = 12'h177;
    mem[8'h65] = 12'h9f5;
    mem[8'h66] = 12'h82a;
    mem[8'h67] = 12'h66d;
    mem[8'h68] = 12'h427;
    mem[8'h69] = 12'h13f;
    mem[8'h6a] = 12'had5;
    mem[8'h6b] = 12'h2f5;
    mem[8'h6c] = 12'h833;
    mem[8'h6d] = 12'h231;
    mem[8'h6e] = 12'h9a2;
    mem[8'h6f] = 12'ha22;
    mem[8'h70] = 12'haf4;
    mem[8'h71] = 12'h444;
    mem[8'h72] = 12'h193;
    mem[8'h73] = 12'h402;
    mem[8'h74] = 12'h477;
    mem[8'h75] = 12'h866;
    mem[8'h76] = 12'had7;
    mem[8'h77] = 12'h376;
    mem[8'h78] = 12'h6ba;
    mem[8'h79] = 12'h4bc;
    mem[8'h7a] = 12'h752;
    mem[8'h7b] = 12'h405;
    mem[8'h7c] = 12'h83e;
    mem[8'h7d] = 12'hb77;
    mem[8'h7e] = 12'h375;
    mem[8'h7f] = 12'h86a;
    mem[8'h80] = 12'h681;
    mem[8'h81] = 12'h9e1;
    mem[8'h82] = 12'h50a;
    mem[8'h83] = 12'hced;
    mem[8'h84] = 12'h529;
    mem[8'h85] = 12'h13b;
    mem[8'h86] = 12'ha35;
    mem[8'h87] = 12'h1a8;
    mem[8'h88] = 12'h213;
    mem[8'h89] = 12'ha40;
    mem[8'h8a] = 12'h6e1;
    mem[8'h8b] = 12'h80f;
    mem[8'h8c] = 12'h571;
    mem[8'h8d] = 12'h65e;
    mem[8'h8e] = 12'h79d;
    mem[8'h8f] = 12'h369;
    mem[8'h90] = 12'h94;
    mem[8'h91] = 12'hb48;
    mem[8'h92] = 12'h91e;
    mem[8'h93] = 12'h2e2;
    mem[8'h94] = 12'h5f3;
    mem[8'h95] = 12'h1c;
    mem[8'h96] = 12'h460;
    mem[8'h97] = 12'h91b;
    mem[8'h98] = 12'h2c9;
    mem[8'h99] = 12'h417;
    mem[8'h9a] = 12'h78c;
    mem[8'h9b] = 12'h5a1;
    mem[8'h9c] = 12'hb2d;
    mem[8'h9d] = 12'hc20;
    mem[8'h9e] = 12'h3db;
    mem[8'h9f] = 12'h81b;
    mem[8'ha0] = 12'h711;
    mem[8'ha1] = 12'h726;
    mem[8'ha2] = 12'hcdb;
    mem[8'ha3] = 12'h36e;
    mem[8'ha4] = 12'h8d7;
    mem[8'ha5] = 12'h480;
    mem[8'ha6] = 12'haf3;
    mem[8'ha7] = 12'ha84;
    mem[8'ha8] = 12'h145;
    mem[8'ha9] = 12'ha5d;
    mem[8'haa] = 12'hb69;
    mem[8'hab] = 12'h13c;
    mem[8'hac] = 12'hc19;
    mem[8'had] = 12'h691;
    mem[8'hae] = 12'h294;
    mem[8'haf] = 12'ha3e;
    mem[8'hb0] = 12'hb08;
    mem[8'hb1] = 12'h94e;
    mem[8'hb2] = 12'h814;
    mem[8'hb3] = 12'he2;
    mem[8'hb4] = 12'h2cf;
    mem[8'hb5] = 12'h59a;
    mem[8'hb6] = 12'h2ff;
    mem[8'hb7] = 12'h4b1;
    mem[8'hb8] = 12'hbac;
    mem[8'hb9] = 12'hb9d;
    mem[8'hba] = 12'h965;
    mem[8'hbb] = 12'h144;
    mem[8'hbc] = 12'h4d5;
    mem[8'hbd] = 12'h613;
    mem[8'hbe] = 12'h8e6;
    mem[8'hbf] = 12'h1c7;
    mem[8'hc0] = 12'h689;
    mem[8'hc1] = 12'hbe5;
    mem[8'hc2] = 12'h7a4;
    mem[8'hc3] = 12'hbad;
    mem[8'hc4] = 12'h9b3;
    mem[8'hc5] = 12'h7ea;
    mem[8'hc6] = 12'h478;
    mem[8'hc7] = 12'h226;
    mem[8'hc8] = 12'h941;
    mem[8'hc9] = 12'h533;
    mem[8'hca] = 12'hce9;
    mem[8'hcb] = 12'h6f5;
    mem[8'hcc] = 12'h17a;
    mem[8'hcd] = 12'h436;
    mem[8'hce] = 12'hc64;
    mem[8'hcf] = 12'h5f5;
    mem[8'hd0] = 12'h9d4;
    mem[8'hd1] = 12'h9ba;
    mem[8'hd2] = 12'hbf3;
    mem[8'hd3] = 12'h9ff;
    mem[8'hd4] = 12'ha1c;
    mem[8'hd5] = 12'h1dc;
    mem[8'hd6] = 12'h95b;
    mem[8'hd7] = 12'hbc0;
    mem[8'hd8] = 12'h856;
    mem[8'hd9] = 12'h482;
    mem[8'hda] = 12'hb43;
    mem[8'hdb] = 12'h4aa;
    mem[8'hdc] = 12'h7ef;
    mem[8'hdd] = 12'hb11;
    mem[8'hde] = 12'h86;
    mem[8'hdf] = 12'h7c1;
    mem[8'he0] = 12'h318;
    mem[8'he1] = 12'h47d;
    mem[8'he2] = 12'ha7b;
    mem[8'he3] = 12'h64a;
    mem[8'he4] = 12'h73c;
    mem[8'he5] = 12'hb7b;
    mem[8'he6] = 12'h415;
    mem[8'he7] = 12'h9b7;
    mem[8'he8] = 12'h894;
    mem[8'he9] = 12'h720;
    mem[8'hea] = 12'hbeb;
    mem[8'heb] = 12'h7fb;
    mem[8'hec] = 12'ha9a;
    mem[8'hed] = 12'h799;
    mem[8'hee] = 12'h4d1;
    mem[8'hef] = 12'h511;
    mem[8'hf0] = 12'h57a;
    mem[8'hf1] = 12'h222;
    mem[8'hf2] = 12'h74a;
    mem[8'hf3] = 12'h201;
    mem[8'hf4] = 12'h8bc;
    mem[8'hf5] = 12'h433;
    mem[8'hf6] = 12'hbec;
    mem[8'hf7] = 12'h1bb;
    mem[8'hf8] = 12'h35d;
    mem[8'hf9] = 12'h25e;
    mem[8'hfa] = 12'h3a9;
    mem[8'hfb] = 12'h883;
    mem[8'hfc] = 12'h41f;
    mem[8'hfd] = 12'hc3c;
    mem[8'hfe] = 12'h83b;
    mem[8'hff] = 12'h435;
    end
    
    always @(posedge clock) begin
       data <= mem[address];
    end
endmodule // top$engine$engine$twiddles_b


module top$engine$engine$u_en$0(d,q,clock);
    
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
          
endmodule // top$engine$engine$u_en$0


module top$engine$engine$u_en$1(d,q,clock);
    
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
          
endmodule // top$engine$engine$u_en$1


module top$engine$engine$u_en$2(d,q,clock);
    
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
          
endmodule // top$engine$engine$u_en$2


module top$engine$engine$u_en$3(d,q,clock);
    
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
          
endmodule // top$engine$engine$u_en$3


module top$engine$engine$u_hold$0(d,q,clock);
    
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
          
endmodule // top$engine$engine$u_hold$0


module top$engine$engine$u_jb$0(d,q,clock);
    
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
          
endmodule // top$engine$engine$u_jb$0


module top$engine$engine$u_jb$1(d,q,clock);
    
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
          
endmodule // top$engine$engine$u_jb$1


module top$engine$engine$u_jb$2(d,q,clock);
    
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
          
endmodule // top$engine$engine$u_jb$2


module top$engine$engine$u_jb$3(d,q,clock);
    
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
          
endmodule // top$engine$engine$u_jb$3


module top$engine$engine$u_jt$0(d,q,clock);
    
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
          
endmodule // top$engine$engine$u_jt$0


module top$engine$engine$u_jt$1(d,q,clock);
    
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
          
endmodule // top$engine$engine$u_jt$1


module top$engine$engine$u_jt$2(d,q,clock);
    
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
          
endmodule // top$engine$engine$u_jt$2


module top$engine$engine$u_jt$3(d,q,clock);
    
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
          
endmodule // top$engine$engine$u_jt$3


module top$engine$engine$v_hold$0(d,q,clock);
    
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
          
endmodule // top$engine$engine$v_hold$0


module top$engine$engine$xa_hold(d,q,clock);
    
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
          
endmodule // top$engine$engine$xa_hold


module top$engine$engine$ya_hold(d,q,clock);
    
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
          
endmodule // top$engine$engine$ya_hold


module top$engine$engine$yb_hold(d,q,clock);
    
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
          
endmodule // top$engine$engine$yb_hold


module top$engine$zeroing(d,q,clock);
    
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
          
endmodule // top$engine$zeroing


module top$engine$zindex(d,q,clock);
    
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
          
endmodule // top$engine$zindex


module top$engine$zslot(d,q,clock);
    
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
          
endmodule // top$engine$zslot


module top$mem(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [10:0] read_address;
    input wire  read_clock;
    output reg  [7:0] read_data;
    input wire  [10:0] write_address;
    input wire  write_clock;
    input wire  [7:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[7:0] mem[2047:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$mem


module top$owner(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Enums
    localparam DatapathUnit$None = 0;
    localparam DatapathUnit$Cell = 1;
    localparam DatapathUnit$Codec = 2;
    localparam DatapathUnit$Engine = 3;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$owner


module top$seq(clock,reset,start,entry,params,key,debug,dbg_we_lo,dbg_we_hi,dbg_wdata,modulus_flag,s_ready,d_done,d_fail,busy,done,status,s_valid,d_valid,cmd_op,cmd_slot_a,cmd_slot_b,cmd_slot_r,cmd_addr,cmd_cell_a,cmd_cell_b,cmd_cell_c,cmd_len,cmd_d,cmd_byte,cmd_func,cmd_eta,cmd_first,cmd_sub,cmd_compare);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  [7:0] entry;
    input wire  [1:0] params;
    input wire  key;
    input wire  debug;
    input wire  dbg_we_lo;
    input wire  dbg_we_hi;
    input wire  [15:0] dbg_wdata;
    input wire  modulus_flag;
    input wire  s_ready;
    input wire  d_done;
    input wire  d_fail;
    output reg  busy;
    output reg  done;
    output reg  [1:0] status;
    output reg  s_valid;
    output reg  d_valid;
    output reg  [4:0] cmd_op;
    output reg  [4:0] cmd_slot_a;
    output reg  [4:0] cmd_slot_b;
    output reg  [4:0] cmd_slot_r;
    output reg  [11:0] cmd_addr;
    output reg  [6:0] cmd_cell_a;
    output reg  [6:0] cmd_cell_b;
    output reg  [6:0] cmd_cell_c;
    output reg  [10:0] cmd_len;
    output reg  [3:0] cmd_d;
    output reg  [7:0] cmd_byte;
    output reg  [1:0] cmd_func;
    output reg  [1:0] cmd_eta;
    output reg  cmd_first;
    output reg  cmd_sub;
    output reg  cmd_compare;
    
    // Enums
    localparam SequencerState$Idle = 0;
    localparam SequencerState$Fetch = 1;
    localparam SequencerState$Issue = 2;
    localparam SequencerState$Wait = 3;
    
    // Stub signals
    reg  rom$clock;
    reg  [7:0] rom$address;
    wire  [31:0] rom$data;
    reg  rom$we_lo;
    reg  rom$we_hi;
    reg  [15:0] rom$wdata;
    reg  [7:0] res_a$field;
    reg  [4:0] res_a$off_i;
    reg  [4:0] res_a$off_j;
    reg  [4:0] res_a$off_si;
    reg  [4:0] res_a$off_sj;
    reg  [4:0] res_a$off_ti;
    reg  [4:0] res_a$off_tj;
    reg  res_a$decaps;
    reg  res_a$pp;
    wire  [4:0] res_a$slot;
    reg  [7:0] res_b$field;
    reg  [4:0] res_b$off_i;
    reg  [4:0] res_b$off_j;
    reg  [4:0] res_b$off_si;
    reg  [4:0] res_b$off_sj;
    reg  [4:0] res_b$off_ti;
    reg  [4:0] res_b$off_tj;
    reg  res_b$decaps;
    reg  res_b$pp;
    wire  [4:0] res_b$slot;
    reg  [7:0] res_r$field;
    reg  [4:0] res_r$off_i;
    reg  [4:0] res_r$off_j;
    reg  [4:0] res_r$off_si;
    reg  [4:0] res_r$off_sj;
    reg  [4:0] res_r$off_ti;
    reg  [4:0] res_r$off_tj;
    reg  res_r$decaps;
    reg  res_r$pp;
    wire  [4:0] res_r$slot;
    reg  [7:0] cell_a$field;
    reg  [6:0] cell_a$key3;
    wire  [6:0] cell_a$number;
    reg  [7:0] cell_b$field;
    reg  [6:0] cell_b$key3;
    wire  [6:0] cell_b$number;
    reg  [7:0] cell_c$field;
    reg  [6:0] cell_c$key3;
    wire  [6:0] cell_c$number;
    reg  [7:0] cell_p$field;
    reg  [6:0] cell_p$key3;
    wire  [6:0] cell_p$number;
    reg  [1:0] state$d;
    wire  [1:0] state$q;
    reg  state$clock;
    reg  [7:0] pc$d;
    wire  [7:0] pc$q;
    reg  pc$clock;
    reg  [7:0] loop_i$d;
    wire  [7:0] loop_i$q;
    reg  loop_i$clock;
    reg  [7:0] loop_j$d;
    wire  [7:0] loop_j$q;
    reg  loop_j$clock;
    reg  [7:0] ret$d;
    wire  [7:0] ret$q;
    reg  ret$clock;
    reg  [2:0] i$d;
    wire  [2:0] i$q;
    reg  i$clock;
    reg  [2:0] j$d;
    wire  [2:0] j$q;
    reg  j$clock;
    reg  [1:0] set$d;
    wire  [1:0] set$q;
    reg  set$clock;
    reg  keyb$d;
    wire  keyb$q;
    reg  keyb$clock;
    reg  dbg$d;
    wire  dbg$q;
    reg  dbg$clock;
    reg  [1:0] par$set;
    wire  [2:0] par$k;
    wire  [3:0] par$du;
    wire  [3:0] par$dv;
    wire  [1:0] par$eta1;
    wire  [10:0] par$ek_len;
    wire  [10:0] par$ct_len;
    wire  [10:0] par$vec12_len;
    reg  [7:0] nonce$d;
    wire  [7:0] nonce$q;
    reg  nonce$clock;
    reg  [11:0] ptr$d;
    wire  [11:0] ptr$q;
    reg  ptr$clock;
    reg  decaps$d;
    wire  decaps$q;
    reg  decaps$clock;
    reg  pp$d;
    wire  pp$q;
    reg  pp$clock;
    reg  [4:0] off_i$d;
    wire  [4:0] off_i$q;
    reg  off_i$clock;
    reg  [4:0] off_j$d;
    wire  [4:0] off_j$q;
    reg  off_j$clock;
    reg  [4:0] off_si$d;
    wire  [4:0] off_si$q;
    reg  off_si$clock;
    reg  [4:0] off_sj$d;
    wire  [4:0] off_sj$q;
    reg  off_sj$clock;
    reg  [4:0] off_ti$d;
    wire  [4:0] off_ti$q;
    reg  off_ti$clock;
    reg  [4:0] off_tj$d;
    wire  [4:0] off_tj$q;
    reg  off_tj$clock;
    reg  done_r$d;
    wire  done_r$q;
    reg  done_r$clock;
    reg  [1:0] status_r$d;
    wire  [1:0] status_r$q;
    reg  status_r$clock;
    reg  c_sv$d;
    wire  c_sv$q;
    reg  c_sv$clock;
    reg  c_dv$d;
    wire  c_dv$q;
    reg  c_dv$clock;
    reg  [4:0] c_op$d;
    wire  [4:0] c_op$q;
    reg  c_op$clock;
    reg  [4:0] c_sa$d;
    wire  [4:0] c_sa$q;
    reg  c_sa$clock;
    reg  [4:0] c_sb$d;
    wire  [4:0] c_sb$q;
    reg  c_sb$clock;
    reg  [4:0] c_sr$d;
    wire  [4:0] c_sr$q;
    reg  c_sr$clock;
    reg  [11:0] c_addr$d;
    wire  [11:0] c_addr$q;
    reg  c_addr$clock;
    reg  [6:0] c_ca$d;
    wire  [6:0] c_ca$q;
    reg  c_ca$clock;
    reg  [6:0] c_cb$d;
    wire  [6:0] c_cb$q;
    reg  c_cb$clock;
    reg  [6:0] c_cc$d;
    wire  [6:0] c_cc$q;
    reg  c_cc$clock;
    reg  [10:0] c_len$d;
    wire  [10:0] c_len$q;
    reg  c_len$clock;
    reg  [3:0] c_d$d;
    wire  [3:0] c_d$q;
    reg  c_d$clock;
    reg  [7:0] c_byte$d;
    wire  [7:0] c_byte$q;
    reg  c_byte$clock;
    reg  [1:0] c_func$d;
    wire  [1:0] c_func$q;
    reg  c_func$clock;
    reg  [1:0] c_eta$d;
    wire  [1:0] c_eta$q;
    reg  c_eta$clock;
    reg  c_first$d;
    wire  c_first$q;
    reg  c_first$clock;
    reg  c_sub$d;
    wire  c_sub$q;
    reg  c_sub$clock;
    reg  c_cmp$d;
    wire  c_cmp$q;
    reg  c_cmp$clock;
    
    // Local signals
    reg  [4:0] key_off;
    reg  [6:0] key3;
    reg  [31:0] word;
    reg  [4:0] opc;
    reg  [10:0] lenv;
    reg  [3:0] width;
    reg  [7:0] bytev;
    reg  [2:0] inc_i;
    reg  [2:0] inc_j;
    reg  last_i;
    reg  last_j;
    reg  skip;
    reg  [7:0] next_pc;
    reg  sponge_op;
    reg  datapath_op;
    reg  [11:0] step;
    reg  [4:0] key_t;
    reg  refuse;
    reg  long_len;
    
    // Sub module instances
    top$seq$rom rom(
        .clock(rom$clock),
        .address(rom$address),
        .data(rom$data),
        .we_lo(rom$we_lo),
        .we_hi(rom$we_hi),
        .wdata(rom$wdata)
    );
    top$seq$res_a res_a(
        .field(res_a$field),
        .off_i(res_a$off_i),
        .off_j(res_a$off_j),
        .off_si(res_a$off_si),
        .off_sj(res_a$off_sj),
        .off_ti(res_a$off_ti),
        .off_tj(res_a$off_tj),
        .decaps(res_a$decaps),
        .pp(res_a$pp),
        .slot(res_a$slot)
    );
    top$seq$res_b res_b(
        .field(res_b$field),
        .off_i(res_b$off_i),
        .off_j(res_b$off_j),
        .off_si(res_b$off_si),
        .off_sj(res_b$off_sj),
        .off_ti(res_b$off_ti),
        .off_tj(res_b$off_tj),
        .decaps(res_b$decaps),
        .pp(res_b$pp),
        .slot(res_b$slot)
    );
    top$seq$res_r res_r(
        .field(res_r$field),
        .off_i(res_r$off_i),
        .off_j(res_r$off_j),
        .off_si(res_r$off_si),
        .off_sj(res_r$off_sj),
        .off_ti(res_r$off_ti),
        .off_tj(res_r$off_tj),
        .decaps(res_r$decaps),
        .pp(res_r$pp),
        .slot(res_r$slot)
    );
    top$seq$cell_a cell_a(
        .field(cell_a$field),
        .key3(cell_a$key3),
        .number(cell_a$number)
    );
    top$seq$cell_b cell_b(
        .field(cell_b$field),
        .key3(cell_b$key3),
        .number(cell_b$number)
    );
    top$seq$cell_c cell_c(
        .field(cell_c$field),
        .key3(cell_c$key3),
        .number(cell_c$number)
    );
    top$seq$cell_p cell_p(
        .field(cell_p$field),
        .key3(cell_p$key3),
        .number(cell_p$number)
    );
    top$seq$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    top$seq$pc pc(
        .d(pc$d),
        .q(pc$q),
        .clock(pc$clock)
    );
    top$seq$loop_i loop_i(
        .d(loop_i$d),
        .q(loop_i$q),
        .clock(loop_i$clock)
    );
    top$seq$loop_j loop_j(
        .d(loop_j$d),
        .q(loop_j$q),
        .clock(loop_j$clock)
    );
    top$seq$ret ret(
        .d(ret$d),
        .q(ret$q),
        .clock(ret$clock)
    );
    top$seq$i i(
        .d(i$d),
        .q(i$q),
        .clock(i$clock)
    );
    top$seq$j j(
        .d(j$d),
        .q(j$q),
        .clock(j$clock)
    );
    top$seq$set set(
        .d(set$d),
        .q(set$q),
        .clock(set$clock)
    );
    top$seq$keyb keyb(
        .d(keyb$d),
        .q(keyb$q),
        .clock(keyb$clock)
    );
    top$seq$dbg dbg(
        .d(dbg$d),
        .q(dbg$q),
        .clock(dbg$clock)
    );
    top$seq$par par(
        .set(par$set),
        .k(par$k),
        .du(par$du),
        .dv(par$dv),
        .eta1(par$eta1),
        .ek_len(par$ek_len),
        .ct_len(par$ct_len),
        .vec12_len(par$vec12_len)
    );
    top$seq$nonce nonce(
        .d(nonce$d),
        .q(nonce$q),
        .clock(nonce$clock)
    );
    top$seq$ptr ptr(
        .d(ptr$d),
        .q(ptr$q),
        .clock(ptr$clock)
    );
    top$seq$decaps decaps(
        .d(decaps$d),
        .q(decaps$q),
        .clock(decaps$clock)
    );
    top$seq$pp pp(
        .d(pp$d),
        .q(pp$q),
        .clock(pp$clock)
    );
    top$seq$off_i off_i(
        .d(off_i$d),
        .q(off_i$q),
        .clock(off_i$clock)
    );
    top$seq$off_j off_j(
        .d(off_j$d),
        .q(off_j$q),
        .clock(off_j$clock)
    );
    top$seq$off_si off_si(
        .d(off_si$d),
        .q(off_si$q),
        .clock(off_si$clock)
    );
    top$seq$off_sj off_sj(
        .d(off_sj$d),
        .q(off_sj$q),
        .clock(off_sj$clock)
    );
    top$seq$off_ti off_ti(
        .d(off_ti$d),
        .q(off_ti$q),
        .clock(off_ti$clock)
    );
    top$seq$off_tj off_tj(
        .d(off_tj$d),
        .q(off_tj$q),
        .clock(off_tj$clock)
    );
    top$seq$done_r done_r(
        .d(done_r$d),
        .q(done_r$q),
        .clock(done_r$clock)
    );
    top$seq$status_r status_r(
        .d(status_r$d),
        .q(status_r$q),
        .clock(status_r$clock)
    );
    top$seq$c_sv c_sv(
        .d(c_sv$d),
        .q(c_sv$q),
        .clock(c_sv$clock)
    );
    top$seq$c_dv c_dv(
        .d(c_dv$d),
        .q(c_dv$q),
        .clock(c_dv$clock)
    );
    top$seq$c_op c_op(
        .d(c_op$d),
        .q(c_op$q),
        .clock(c_op$clock)
    );
    top$seq$c_sa c_sa(
        .d(c_sa$d),
        .q(c_sa$q),
        .clock(c_sa$clock)
    );
    top$seq$c_sb c_sb(
        .d(c_sb$d),
        .q(c_sb$q),
        .clock(c_sb$clock)
    );
    top$seq$c_sr c_sr(
        .d(c_sr$d),
        .q(c_sr$q),
        .clock(c_sr$clock)
    );
    top$seq$c_addr c_addr(
        .d(c_addr$d),
        .q(c_addr$q),
        .clock(c_addr$clock)
    );
    top$seq$c_ca c_ca(
        .d(c_ca$d),
        .q(c_ca$q),
        .clock(c_ca$clock)
    );
    top$seq$c_cb c_cb(
        .d(c_cb$d),
        .q(c_cb$q),
        .clock(c_cb$clock)
    );
    top$seq$c_cc c_cc(
        .d(c_cc$d),
        .q(c_cc$q),
        .clock(c_cc$clock)
    );
    top$seq$c_len c_len(
        .d(c_len$d),
        .q(c_len$q),
        .clock(c_len$clock)
    );
    top$seq$c_d c_d(
        .d(c_d$d),
        .q(c_d$q),
        .clock(c_d$clock)
    );
    top$seq$c_byte c_byte(
        .d(c_byte$d),
        .q(c_byte$q),
        .clock(c_byte$clock)
    );
    top$seq$c_func c_func(
        .d(c_func$d),
        .q(c_func$q),
        .clock(c_func$clock)
    );
    top$seq$c_eta c_eta(
        .d(c_eta$d),
        .q(c_eta$q),
        .clock(c_eta$clock)
    );
    top$seq$c_first c_first(
        .d(c_first$d),
        .q(c_first$q),
        .clock(c_first$clock)
    );
    top$seq$c_sub c_sub(
        .d(c_sub$d),
        .q(c_sub$q),
        .clock(c_sub$clock)
    );
    top$seq$c_cmp c_cmp(
        .d(c_cmp$d),
        .q(c_cmp$q),
        .clock(c_cmp$clock)
    );
    
    // Update code
    always @(*) begin
        state$clock = clock;
        pc$clock = clock;
        loop_i$clock = clock;
        loop_j$clock = clock;
        ret$clock = clock;
        i$clock = clock;
        j$clock = clock;
        nonce$clock = clock;
        ptr$clock = clock;
        decaps$clock = clock;
        pp$clock = clock;
        set$clock = clock;
        keyb$clock = clock;
        dbg$clock = clock;
        off_i$clock = clock;
        off_j$clock = clock;
        off_si$clock = clock;
        off_sj$clock = clock;
        off_ti$clock = clock;
        off_tj$clock = clock;
        done_r$clock = clock;
        status_r$clock = clock;
        c_sv$clock = clock;
        c_dv$clock = clock;
        c_op$clock = clock;
        c_sa$clock = clock;
        c_sb$clock = clock;
        c_sr$clock = clock;
        c_addr$clock = clock;
        c_ca$clock = clock;
        c_cb$clock = clock;
        c_cc$clock = clock;
        c_len$clock = clock;
        c_d$clock = clock;
        c_byte$clock = clock;
        c_func$clock = clock;
        c_eta$clock = clock;
        c_first$clock = clock;
        c_sub$clock = clock;
        c_cmp$clock = clock;
        state$d = state$q;
        pc$d = pc$q;
        loop_i$d = loop_i$q;
        loop_j$d = loop_j$q;
        ret$d = ret$q;
        i$d = i$q;
        j$d = j$q;
        nonce$d = nonce$q;
        ptr$d = ptr$q;
        decaps$d = decaps$q;
        pp$d = pp$q;
        set$d = set$q;
        keyb$d = keyb$q;
        dbg$d = dbg$q;
        off_i$d = off_i$q;
        off_j$d = off_j$q;
        off_si$d = off_si$q;
        off_sj$d = off_sj$q;
        off_ti$d = off_ti$q;
        off_tj$d = off_tj$q;
        done_r$d = done_r$q;
        status_r$d = status_r$q;
        c_sv$d = c_sv$q;
        c_dv$d = c_dv$q;
        c_op$d = c_op$q;
        c_sa$d = c_sa$q;
        c_sb$d = c_sb$q;
        c_sr$d = c_sr$q;
        c_addr$d = c_addr$q;
        c_ca$d = c_ca$q;
        c_cb$d = c_cb$q;
        c_cc$d = c_cc$q;
        c_len$d = c_len$q;
        c_d$d = c_d$q;
        c_byte$d = c_byte$q;
        c_func$d = c_func$q;
        c_eta$d = c_eta$q;
        c_first$d = c_first$q;
        c_sub$d = c_sub$q;
        c_cmp$d = c_cmp$q;
        rom$clock = clock;
        rom$address = pc$q;
        rom$we_lo = dbg_we_lo;
        rom$we_hi = dbg_we_hi;
        rom$wdata = dbg_wdata;
        word = rom$data;
        opc = word[(32'h1b)+:(5)];
        par$set = set$q;
        key_off = 32'h0;
        key3 = 32'h0;
        if (keyb$q) begin
            key_off = ((par$k) & 5'h1f) << 32'h1;
            key3 = 32'h3;
        end
        res_a$field = word[(32'h10)+:(8)];
        res_b$field = word[(32'h8)+:(8)];
        res_r$field = word[(32'h0)+:(8)];
        off_i$d = ((i$q) & 5'h1f);
        off_j$d = ((j$q) & 5'h1f);
        off_si$d = key_off + ((i$q) & 5'h1f);
        off_sj$d = key_off + ((j$q) & 5'h1f);
        key_t = key_off + ((par$k) & 5'h1f);
        off_ti$d = key_t + ((i$q) & 5'h1f);
        off_tj$d = key_t + ((j$q) & 5'h1f);
        res_a$off_i = off_i$q;
        res_b$off_i = off_i$q;
        res_r$off_i = off_i$q;
        res_a$off_j = off_j$q;
        res_b$off_j = off_j$q;
        res_r$off_j = off_j$q;
        res_a$off_si = off_si$q;
        res_b$off_si = off_si$q;
        res_r$off_si = off_si$q;
        res_a$off_sj = off_sj$q;
        res_b$off_sj = off_sj$q;
        res_r$off_sj = off_sj$q;
        res_a$off_ti = off_ti$q;
        res_b$off_ti = off_ti$q;
        res_r$off_ti = off_ti$q;
        res_a$off_tj = off_tj$q;
        res_b$off_tj = off_tj$q;
        res_r$off_tj = off_tj$q;
        res_a$decaps = decaps$q;
        res_b$decaps = decaps$q;
        res_r$decaps = decaps$q;
        res_a$pp = pp$q;
        res_b$pp = pp$q;
        res_r$pp = pp$q;
        cell_a$field = word[(32'h10)+:(8)];
        cell_b$field = word[(32'h8)+:(8)];
        cell_c$field = word[(32'h0)+:(8)];
        cell_p$field = word[(32'h3)+:(8)];
        cell_a$key3 = key3;
        cell_b$key3 = key3;
        cell_c$key3 = key3;
        cell_p$key3 = key3;
        lenv = par$vec12_len;
        case (word[(32'h0)+:(3)])
            0:
                begin
                    lenv = 32'h0;
                end
            1:
                begin
                    lenv = 32'h20;
                end
            2:
                begin
                    lenv = 32'h40;
                end
            3:
                begin
                    lenv = par$ek_len;
                end
            4:
                begin
                    lenv = par$ct_len;
                end
            default:
                begin
                end
        endcase
        width = par$dv;
        case (word[(32'h8)+:(2)])
            0:
                begin
                    width = 32'h1;
                end
            1:
                begin
                    width = 32'hc;
                end
            2:
                begin
                    width = par$du;
                end
            default:
                begin
                end
        endcase
        inc_i = i$q + 32'h1;
        inc_j = j$q + 32'h1;
        last_i = inc_i == par$k;
        last_j = inc_j == par$k;
        bytev = 32'h0;
        case (word[(32'h0)+:(3)])
            0:
                begin
                    bytev = ((par$k) & 8'hff);
                end
            1:
                begin
                    bytev = ((i$q) & 8'hff);
                end
            2:
                begin
                    bytev = ((j$q) & 8'hff);
                end
            3:
                begin
                    bytev = nonce$q;
                end
            4:
                begin
                    bytev = ((i$q) & 8'hff);
                    if (last_j) begin
                        bytev = ((inc_i) & 8'hff);
                    end
                end
            5:
                begin
                    bytev = ((inc_j) & 8'hff);
                    if (last_j) begin
                        bytev = 32'h0;
                    end
                end
            default:
                begin
                end
        endcase
        skip = ~last_i;
        case (word[(32'h5)+:(2)])
            0:
                begin
                    skip = last_i & last_j;
                end
            1:
                begin
                    skip = ~(last_i & last_j);
                end
            2:
                begin
                    skip = last_i;
                end
            default:
                begin
                end
        endcase
        sponge_op = ((opc >= 32'h2) & (opc <= 32'h5)) | (opc == 32'h7) | (opc == 32'h8);
        datapath_op = ((opc >= 32'h9) & (opc <= 32'h13)) | (opc == 32'h19) | (opc == 32'h1a);
        step = ((32'h20) & 12'hfff);
        if ((opc == 32'hd) | (opc == 32'he) | (opc == 32'hf)) begin
            step = ((width) & 12'hfff) << 32'h5;
        end
        next_pc = pc$q + 32'h1;
        long_len = word[32'h2] | (word[(32'h0)+:(2)] == 32'h3);
        refuse = (opc == 32'h15) | (opc == 32'h17) | (opc >= 32'h1d);
        if ((((opc >= 32'h7) & (opc <= 32'hf)) | (opc == 32'h13)) & (res_r$slot[(32'h3)+:(2)] == 32'h2)) begin
            refuse = 1'b1;
        end
        if (((opc == 32'hb) | (opc == 32'hc)) & ((res_a$slot[(32'h3)+:(2)] == 32'h2) | (res_b$slot[(32'h3)+:(2)] == 32'h2))) begin
            refuse = 1'b1;
        end
        if (((opc == 32'h1) | (opc == 32'h3) | (opc == 32'h5)) & ((cell_p$number[(32'h3)+:(3)] == 32'h7) | (long_len & (cell_p$number[(32'h3)+:(3)] != 32'h0)))) begin
            refuse = 1'b1;
        end
        if ((((opc >= 32'h10) & (opc <= 32'h12)) | (opc == 32'h19) | (opc == 32'h1a)) & (cell_c$number[(32'h3)+:(3)] == 32'h7)) begin
            refuse = 1'b1;
        end
        if (((opc == 32'h11) | (opc == 32'h19)) & (cell_b$number[(32'h3)+:(3)] == 32'h7)) begin
            refuse = 1'b1;
        end
        if ((opc == 32'h11) & (cell_a$number[(32'h3)+:(3)] == 32'h7)) begin
            refuse = 1'b1;
        end
        busy = 1'b1;
        done = done_r$q;
        status = status_r$q;
        s_valid = c_sv$q;
        d_valid = c_dv$q;
        cmd_op = c_op$q;
        cmd_slot_a = c_sa$q;
        cmd_slot_b = c_sb$q;
        cmd_slot_r = c_sr$q;
        cmd_addr = c_addr$q;
        cmd_cell_a = c_ca$q;
        cmd_cell_b = c_cb$q;
        cmd_cell_c = c_cc$q;
        cmd_len = c_len$q;
        cmd_d = c_d$q;
        cmd_byte = c_byte$q;
        cmd_func = c_func$q;
        cmd_eta = c_eta$q;
        cmd_first = c_first$q;
        cmd_sub = c_sub$q;
        cmd_compare = c_cmp$q;
        c_sv$d = 1'b0;
        c_dv$d = 1'b0;
        done_r$d = 1'b0;
        case (state$q)
            SequencerState$Idle:
                begin
                    busy = 1'b0;
                    if (start) begin
                        pc$d = entry;
                        state$d = SequencerState$Fetch;
                        i$d = 32'h0;
                        j$d = 32'h0;
                        nonce$d = 32'h0;
                        ptr$d = ((debug) & 12'hfff) << 32'h2;
                        dbg$d = debug;
                        decaps$d = 1'b0;
                        pp$d = 1'b0;
                        status_r$d = 32'h0;
                        set$d = params;
                        keyb$d = key;
                    end
                end
            SequencerState$Fetch:
                begin
                    state$d = SequencerState$Issue;
                end
            SequencerState$Issue:
                begin
                    state$d = SequencerState$Fetch;
                    pc$d = next_pc;
                    c_op$d = opc;
                    c_sa$d = res_a$slot;
                    c_sb$d = res_b$slot;
                    c_sr$d = res_r$slot;
                    c_addr$d = ptr$q;
                    if ((opc == 32'h3) | (opc == 32'h5)) begin
                        c_addr$d = ((cell_p$number) & 12'hfff) << 32'h5;
                    end
                    c_ca$d = cell_a$number;
                    c_cb$d = cell_b$number;
                    c_cc$d = cell_c$number;
                    c_len$d = lenv;
                    c_d$d = width;
                    c_byte$d = bytev;
                    c_func$d = word[(32'h0)+:(2)];
                    c_eta$d = par$eta1;
                    if (word[32'h8]) begin
                        c_eta$d = 32'h2;
                    end
                    c_first$d = 1'b0;
                    if (word[(32'h18)+:(2)] == 32'h1) begin
                        c_first$d = j$q == 32'h0;
                    end
                    if (word[(32'h18)+:(2)] == 32'h2) begin
                        c_first$d = i$q == 32'h0;
                    end
                    c_sub$d = word[32'h18];
                    c_cmp$d = (opc == 32'hf) & decaps$q;
                    if (sponge_op) begin
                        if (s_ready) begin
                            c_sv$d = 1'b1;
                            if ((opc == 32'h4) & (word[(32'h0)+:(3)] == 32'h3)) begin
                                nonce$d = nonce$q + 32'h1;
                            end
                        end
                        else begin
                            state$d = SequencerState$Issue;
                            pc$d = pc$q;
                        end
                    end
                    if (datapath_op) begin
                        c_dv$d = 1'b1;
                        state$d = SequencerState$Wait;
                        if (((opc >= 32'hd) & (opc <= 32'h10)) | (opc == 32'h1a)) begin
                            ptr$d = ptr$q + step;
                        end
                    end
                    case (opc)
                        0:
                            begin
                                if (s_ready) begin
                                    done_r$d = 1'b1;
                                    state$d = SequencerState$Idle;
                                end
                                else begin
                                    state$d = SequencerState$Issue;
                                    pc$d = pc$q;
                                end
                            end
                        27:
                            begin
                                if (~s_ready) begin
                                    state$d = SequencerState$Issue;
                                    pc$d = pc$q;
                                end
                            end
                        1:
                            begin
                                ptr$d = (((cell_p$number) & 12'hfff) << 32'h5) + ((lenv) & 12'hfff);
                            end
                        6:
                            begin
                                nonce$d = 32'h0;
                            end
                        20:
                            begin
                                i$d = 32'h0;
                                loop_i$d = next_pc;
                            end
                        21:
                            begin
                                i$d = inc_i;
                                if (~last_i) begin
                                    pc$d = loop_i$q;
                                end
                            end
                        22:
                            begin
                                j$d = 32'h0;
                                loop_j$d = next_pc;
                            end
                        23:
                            begin
                                j$d = inc_j;
                                if (~last_j) begin
                                    pc$d = loop_j$q;
                                end
                            end
                        24:
                            begin
                                if (modulus_flag) begin
                                    status_r$d = 32'h1;
                                    done_r$d = 1'b1;
                                    state$d = SequencerState$Idle;
                                end
                            end
                        28:
                            begin
                                pp$d = ~pp$q;
                            end
                        29:
                            begin
                                if (skip) begin
                                    pc$d = next_pc + ((word[(32'h0)+:(5)]) & 8'hff);
                                end
                            end
                        30:
                            begin
                                ret$d = next_pc;
                                decaps$d = word[32'h9];
                                pc$d = word[(32'h0)+:(8)];
                            end
                        31:
                            begin
                                pc$d = ret$q;
                            end
                        default:
                            begin
                            end
                    endcase
                    if (dbg$q & refuse) begin
                        c_sv$d = 1'b0;
                        c_dv$d = 1'b0;
                        status_r$d = 32'h3;
                        done_r$d = 1'b1;
                        state$d = SequencerState$Idle;
                    end
                end
            SequencerState$Wait:
                begin
                    if (d_done) begin
                        state$d = SequencerState$Fetch;
                        if (d_fail) begin
                            status_r$d = 32'h2;
                            done_r$d = 1'b1;
                            state$d = SequencerState$Idle;
                        end
                    end
                end
            default:
                begin
                end
        endcase
        if (reset) begin
            state$d = SequencerState$Idle;
            done_r$d = 1'b0;
            c_sv$d = 1'b0;
            c_dv$d = 1'b0;
        end
    end
    
endmodule // top$seq


module top$seq$c_addr(d,q,clock);
    
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
          
endmodule // top$seq$c_addr


module top$seq$c_byte(d,q,clock);
    
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
          
endmodule // top$seq$c_byte


module top$seq$c_ca(d,q,clock);
    
    // Module arguments
    input wire  [6:0] d;
    output reg  [6:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 7'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$seq$c_ca


module top$seq$c_cb(d,q,clock);
    
    // Module arguments
    input wire  [6:0] d;
    output reg  [6:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 7'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$seq$c_cb


module top$seq$c_cc(d,q,clock);
    
    // Module arguments
    input wire  [6:0] d;
    output reg  [6:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 7'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$seq$c_cc


module top$seq$c_cmp(d,q,clock);
    
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
          
endmodule // top$seq$c_cmp


module top$seq$c_d(d,q,clock);
    
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
          
endmodule // top$seq$c_d


module top$seq$c_dv(d,q,clock);
    
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
          
endmodule // top$seq$c_dv


module top$seq$c_eta(d,q,clock);
    
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
          
endmodule // top$seq$c_eta


module top$seq$c_first(d,q,clock);
    
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
          
endmodule // top$seq$c_first


module top$seq$c_func(d,q,clock);
    
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
          
endmodule // top$seq$c_func


module top$seq$c_len(d,q,clock);
    
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
          
endmodule // top$seq$c_len


module top$seq$c_op(d,q,clock);
    
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
          
endmodule // top$seq$c_op


module top$seq$c_sa(d,q,clock);
    
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
          
endmodule // top$seq$c_sa


module top$seq$c_sb(d,q,clock);
    
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
          
endmodule // top$seq$c_sb


module top$seq$c_sr(d,q,clock);
    
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
          
endmodule // top$seq$c_sr


module top$seq$c_sub(d,q,clock);
    
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
          
endmodule // top$seq$c_sub


module top$seq$c_sv(d,q,clock);
    
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
          
endmodule // top$seq$c_sv


module top$seq$cell_a(field,key3,number);
    
    // Module arguments
    input wire  [7:0] field;
    input wire  [6:0] key3;
    output reg  [6:0] number;
    
    // Update code
    always @(*) begin
        number = field[(32'h0)+:(7)];
        if (field[32'h7]) begin
            number = field[(32'h0)+:(7)] + key3;
        end
    end
    
endmodule // top$seq$cell_a


module top$seq$cell_b(field,key3,number);
    
    // Module arguments
    input wire  [7:0] field;
    input wire  [6:0] key3;
    output reg  [6:0] number;
    
    // Update code
    always @(*) begin
        number = field[(32'h0)+:(7)];
        if (field[32'h7]) begin
            number = field[(32'h0)+:(7)] + key3;
        end
    end
    
endmodule // top$seq$cell_b


module top$seq$cell_c(field,key3,number);
    
    // Module arguments
    input wire  [7:0] field;
    input wire  [6:0] key3;
    output reg  [6:0] number;
    
    // Update code
    always @(*) begin
        number = field[(32'h0)+:(7)];
        if (field[32'h7]) begin
            number = field[(32'h0)+:(7)] + key3;
        end
    end
    
endmodule // top$seq$cell_c


module top$seq$cell_p(field,key3,number);
    
    // Module arguments
    input wire  [7:0] field;
    input wire  [6:0] key3;
    output reg  [6:0] number;
    
    // Update code
    always @(*) begin
        number = field[(32'h0)+:(7)];
        if (field[32'h7]) begin
            number = field[(32'h0)+:(7)] + key3;
        end
    end
    
endmodule // top$seq$cell_p


module top$seq$dbg(d,q,clock);
    
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
          
endmodule // top$seq$dbg


module top$seq$decaps(d,q,clock);
    
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
          
endmodule // top$seq$decaps


module top$seq$done_r(d,q,clock);
    
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
          
endmodule // top$seq$done_r


module top$seq$i(d,q,clock);
    
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
          
endmodule // top$seq$i


module top$seq$j(d,q,clock);
    
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
          
endmodule // top$seq$j


module top$seq$keyb(d,q,clock);
    
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
          
endmodule // top$seq$keyb


module top$seq$loop_i(d,q,clock);
    
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
          
endmodule // top$seq$loop_i


module top$seq$loop_j(d,q,clock);
    
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
          
endmodule // top$seq$loop_j


module top$seq$nonce(d,q,clock);
    
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
          
endmodule // top$seq$nonce


module top$seq$off_i(d,q,clock);
    
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
          
endmodule // top$seq$off_i


module top$seq$off_j(d,q,clock);
    
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
          
endmodule // top$seq$off_j


module top$seq$off_si(d,q,clock);
    
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
          
endmodule // top$seq$off_si


module top$seq$off_sj(d,q,clock);
    
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
          
endmodule // top$seq$off_sj


module top$seq$off_ti(d,q,clock);
    
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
          
endmodule // top$seq$off_ti


module top$seq$off_tj(d,q,clock);
    
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
          
endmodule // top$seq$off_tj


module top$seq$par(set,k,du,dv,eta1,ek_len,ct_len,vec12_len);
    
    // Module arguments
    input wire  [1:0] set;
    output reg  [2:0] k;
    output reg  [3:0] du;
    output reg  [3:0] dv;
    output reg  [1:0] eta1;
    output reg  [10:0] ek_len;
    output reg  [10:0] ct_len;
    output reg  [10:0] vec12_len;
    
    // Constant declarations
    localparam  t_k$0 = 3'b10;
    localparam  t_k$1 = 3'b11;
    localparam  t_k$2 = 3'b100;
    localparam  t_du$0 = 4'ha;
    localparam  t_du$1 = 4'ha;
    localparam  t_du$2 = 4'hb;
    localparam  t_dv$0 = 4'h4;
    localparam  t_dv$1 = 4'h4;
    localparam  t_dv$2 = 4'h5;
    localparam  t_eta1$0 = 2'b11;
    localparam  t_eta1$1 = 2'b10;
    localparam  t_eta1$2 = 2'b10;
    localparam  t_ek$0 = 11'b1100100000;
    localparam  t_ek$1 = 11'b10010100000;
    localparam  t_ek$2 = 11'b11000100000;
    localparam  t_ct$0 = 11'b1100000000;
    localparam  t_ct$1 = 11'b10001000000;
    localparam  t_ct$2 = 11'b11000100000;
    localparam  t_vec12$0 = 11'b1100000000;
    localparam  t_vec12$1 = 11'b10010000000;
    localparam  t_vec12$2 = 11'b11000000000;
    
    // Update code
    always @(*) begin
        k = t_k$2;
        du = t_du$2;
        dv = t_dv$2;
        eta1 = t_eta1$2;
        ek_len = t_ek$2;
        ct_len = t_ct$2;
        vec12_len = t_vec12$2;
        if (set == 0) begin
            k = t_k$0;
            du = t_du$0;
            dv = t_dv$0;
            eta1 = t_eta1$0;
            ek_len = t_ek$0;
            ct_len = t_ct$0;
            vec12_len = t_vec12$0;
        end
        if (set == 1) begin
            k = t_k$1;
            du = t_du$1;
            dv = t_dv$1;
            eta1 = t_eta1$1;
            ek_len = t_ek$1;
            ct_len = t_ct$1;
            vec12_len = t_vec12$1;
        end
    end
    
endmodule // top$seq$par


module top$seq$pc(d,q,clock);
    
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
          
endmodule // top$seq$pc


module top$seq$pp(d,q,clock);
    
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
          
endmodule // top$seq$pp


module top$seq$ptr(d,q,clock);
    
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
          
endmodule // top$seq$ptr


module top$seq$res_a(field,off_i,off_j,off_si,off_sj,off_ti,off_tj,decaps,pp,slot);
    
    // Module arguments
    input wire  [7:0] field;
    input wire  [4:0] off_i;
    input wire  [4:0] off_j;
    input wire  [4:0] off_si;
    input wire  [4:0] off_sj;
    input wire  [4:0] off_ti;
    input wire  [4:0] off_tj;
    input wire  decaps;
    input wire  pp;
    output reg  [4:0] slot;
    
    // Local signals
    reg  [2:0] mode;
    reg  [4:0] base;
    reg  [4:0] off;
    reg  [4:0] raw;
    
    // Update code
    always @(*) begin
        mode = field[(32'h5)+:(3)];
        base = field[(32'h0)+:(5)];
        off = 32'h0;
        case (mode)
            1:
                begin
                    off = off_i;
                end
            2:
                begin
                    off = off_j;
                end
            3:
                begin
                    off = off_si;
                end
            4:
                begin
                    off = off_ti;
                end
            5:
                begin
                    off = off_tj;
                end
            6:
                begin
                    off = off_sj;
                end
            7:
                begin
                    if (decaps) begin
                        base = 32'h10;
                        off = off_ti;
                    end
                    else begin
                        off = off_i;
                    end
                end
            default:
                begin
                end
        endcase
        raw = base + off;
        slot = raw;
        if ((raw[(32'h1)+:(4)] == 32'hc) & pp) begin
            slot = raw ^ 32'h1;
        end
    end
    
endmodule // top$seq$res_a


module top$seq$res_b(field,off_i,off_j,off_si,off_sj,off_ti,off_tj,decaps,pp,slot);
    
    // Module arguments
    input wire  [7:0] field;
    input wire  [4:0] off_i;
    input wire  [4:0] off_j;
    input wire  [4:0] off_si;
    input wire  [4:0] off_sj;
    input wire  [4:0] off_ti;
    input wire  [4:0] off_tj;
    input wire  decaps;
    input wire  pp;
    output reg  [4:0] slot;
    
    // Local signals
    reg  [2:0] mode;
    reg  [4:0] base;
    reg  [4:0] off;
    reg  [4:0] raw;
    
    // Update code
    always @(*) begin
        mode = field[(32'h5)+:(3)];
        base = field[(32'h0)+:(5)];
        off = 32'h0;
        case (mode)
            1:
                begin
                    off = off_i;
                end
            2:
                begin
                    off = off_j;
                end
            3:
                begin
                    off = off_si;
                end
            4:
                begin
                    off = off_ti;
                end
            5:
                begin
                    off = off_tj;
                end
            6:
                begin
                    off = off_sj;
                end
            7:
                begin
                    if (decaps) begin
                        base = 32'h10;
                        off = off_ti;
                    end
                    else begin
                        off = off_i;
                    end
                end
            default:
                begin
                end
        endcase
        raw = base + off;
        slot = raw;
        if ((raw[(32'h1)+:(4)] == 32'hc) & pp) begin
            slot = raw ^ 32'h1;
        end
    end
    
endmodule // top$seq$res_b


module top$seq$res_r(field,off_i,off_j,off_si,off_sj,off_ti,off_tj,decaps,pp,slot);
    
    // Module arguments
    input wire  [7:0] field;
    input wire  [4:0] off_i;
    input wire  [4:0] off_j;
    input wire  [4:0] off_si;
    input wire  [4:0] off_sj;
    input wire  [4:0] off_ti;
    input wire  [4:0] off_tj;
    input wire  decaps;
    input wire  pp;
    output reg  [4:0] slot;
    
    // Local signals
    reg  [2:0] mode;
    reg  [4:0] base;
    reg  [4:0] off;
    reg  [4:0] raw;
    
    // Update code
    always @(*) begin
        mode = field[(32'h5)+:(3)];
        base = field[(32'h0)+:(5)];
        off = 32'h0;
        case (mode)
            1:
                begin
                    off = off_i;
                end
            2:
                begin
                    off = off_j;
                end
            3:
                begin
                    off = off_si;
                end
            4:
                begin
                    off = off_ti;
                end
            5:
                begin
                    off = off_tj;
                end
            6:
                begin
                    off = off_sj;
                end
            7:
                begin
                    if (decaps) begin
                        base = 32'h10;
                        off = off_ti;
                    end
                    else begin
                        off = off_i;
                    end
                end
            default:
                begin
                end
        endcase
        raw = base + off;
        slot = raw;
        if ((raw[(32'h1)+:(4)] == 32'hc) & pp) begin
            slot = raw ^ 32'h1;
        end
    end
    
endmodule // top$seq$res_r


module top$seq$ret(d,q,clock);
    
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
          
endmodule // top$seq$ret


module top$seq$rom(clock,address,data,we_lo,we_hi,wdata);
    
    // Module arguments
    input wire  clock;
    input wire  [7:0] address;
    output reg  [31:0] data;
    input wire  we_lo;
    input wire  we_hi;
    input wire  [15:0] wdata;
    
    // Constant declarations
    localparam  debug_word = 8'hfe;
    
    // Stub signals
    reg  [7:0] lo$read_address;
    reg  lo$read_clock;
    wire  [15:0] lo$read_data;
    reg  [7:0] lo$write_address;
    reg  lo$write_clock;
    reg  [15:0] lo$write_data;
    reg  lo$write_enable;
    reg  [7:0] hi$read_address;
    reg  hi$read_clock;
    wire  [15:0] hi$read_data;
    reg  [7:0] hi$write_address;
    reg  hi$write_clock;
    reg  [15:0] hi$write_data;
    reg  hi$write_enable;
    
    // Sub module instances
    top$seq$rom$lo lo(
        .read_address(lo$read_address),
        .read_clock(lo$read_clock),
        .read_data(lo$read_data),
        .write_address(lo$write_address),
        .write_clock(lo$write_clock),
        .write_data(lo$write_data),
        .write_enable(lo$write_enable)
    );
    top$seq$rom$hi hi(
        .read_address(hi$read_address),
        .read_clock(hi$read_clock),
        .read_data(hi$read_data),
        .write_address(hi$write_address),
        .write_clock(hi$write_clock),
        .write_data(hi$write_data),
        .write_enable(hi$write_enable)
    );
    
    // Update code
    always @(*) begin
        lo$read_clock = clock;
        lo$write_clock = clock;
        hi$read_clock = clock;
        hi$write_clock = clock;
        lo$read_address = address;
        hi$read_address = address;
        lo$write_address = debug_word;
        hi$write_address = debug_word;
        lo$write_data = wdata;
        hi$write_data = wdata;
        lo$write_enable = we_lo;
        hi$write_enable = we_hi;
        data = ((lo$read_data) & 32'hffffffff) | (((hi$read_data) & 32'hffffffff) << 32'h10);
    end
    
endmodule // top$seq$rom


module top$seq$rom$hi(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  [15:0] read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  [15:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[15:0] mem[255:0];
    
    initial begin
    mem[8'h0] = 16'h800;
    mem[8'h1] = 16'h8000;
    mem[8'h2] = 16'h9000;
    mem[8'h3] = 16'h9800;
    mem[8'h4] = 16'h1000;
    mem[8'h5] = 16'h1800;
    mem[8'h6] = 16'h2000;
    mem[8'h7] = 16'h2800;
    mem[8'h8] = 16'hd800;
    mem[8'h9] = 16'h9000;
    mem[8'ha] = 16'h3000;
    mem[8'hb] = 16'h1000;
    mem[8'hc] = 16'h1800;
    mem[8'hd] = 16'h2000;
    mem[8'he] = 16'h4000;
    mem[8'hf] = 16'ha000;
    mem[8'h10] = 16'hd800;
    mem[8'h11] = 16'he000;
    mem[8'h12] = 16'h1000;
    mem[8'h13] = 16'h1800;
    mem[8'h14] = 16'h2000;
    mem[8'h15] = 16'h4000;
    mem[8'h16] = 16'h6019;
    mem[8'h17] = 16'h4800;
    mem[8'h18] = 16'ha800;
    mem[8'h19] = 16'ha000;
    mem[8'h1a] = 16'hd800;
    mem[8'h1b] = 16'he000;
    mem[8'h1c] = 16'he800;
    mem[8'h1d] = 16'h1000;
    mem[8'h1e] = 16'h1800;
    mem[8'h1f] = 16'h2000;
    mem[8'h20] = 16'h4000;
    mem[8'h21] = 16'he800;
    mem[8'h22] = 16'h1000;
    mem[8'h23] = 16'h1800;
    mem[8'h24] = 16'h2000;
    mem[8'h25] = 16'h2000;
    mem[8'h26] = 16'h3800;
    mem[8'h27] = 16'h6019;
    mem[8'h28] = 16'h4800;
    mem[8'h29] = 16'ha800;
    mem[8'h2a] = 16'h9000;
    mem[8'h2b] = 16'ha000;
    mem[8'h2c] = 16'hb000;
    mem[8'h2d] = 16'hd800;
    mem[8'h2e] = 16'he000;
    mem[8'h2f] = 16'he800;
    mem[8'h30] = 16'h1000;
    mem[8'h31] = 16'h1800;
    mem[8'h32] = 16'h2000;
    mem[8'h33] = 16'h2000;
    mem[8'h34] = 16'h3800;
    mem[8'h35] = 16'h5819;
    mem[8'h36] = 16'hb800;
    mem[8'h37] = 16'ha800;
    mem[8'h38] = 16'h800;
    mem[8'h39] = 16'ha000;
    mem[8'h3a] = 16'h7000;
    mem[8'h3b] = 16'ha800;
    mem[8'h3c] = 16'hd000;
    mem[8'h3d] = 16'h800;
    mem[8'h3e] = 16'h8000;
    mem[8'h3f] = 16'h1000;
    mem[8'h40] = 16'h1800;
    mem[8'h41] = 16'h2800;
    mem[8'h42] = 16'h0;
    mem[8'h43] = 16'h800;
    mem[8'h44] = 16'ha000;
    mem[8'h45] = 16'h6800;
    mem[8'h46] = 16'ha800;
    mem[8'h47] = 16'hc000;
    mem[8'h48] = 16'h8000;
    mem[8'h49] = 16'h8000;
    mem[8'h4a] = 16'h1000;
    mem[8'h4b] = 16'h1800;
    mem[8'h4c] = 16'h2800;
    mem[8'h4d] = 16'h1000;
    mem[8'h4e] = 16'h1800;
    mem[8'h4f] = 16'h2800;
    mem[8'h50] = 16'hf000;
    mem[8'h51] = 16'h800;
    mem[8'h52] = 16'hd000;
    mem[8'h53] = 16'ha000;
    mem[8'h54] = 16'h9800;
    mem[8'h55] = 16'ha800;
    mem[8'h56] = 16'h9000;
    mem[8'h57] = 16'h9000;
    mem[8'h58] = 16'h9000;
    mem[8'h59] = 16'h9000;
    mem[8'h5a] = 16'h9000;
    mem[8'h5b] = 16'h9800;
    mem[8'h5c] = 16'h9800;
    mem[8'h5d] = 16'h9800;
    mem[8'h5e] = 16'h0;
    mem[8'h5f] = 16'h800;
    mem[8'h60] = 16'h8000;
    mem[8'h61] = 16'h8000;
    mem[8'h62] = 16'h8000;
    mem[8'h63] = 16'h800;
    mem[8'h64] = 16'ha000;
    mem[8'h65] = 16'h6800;
    mem[8'h66] = 16'ha800;
    mem[8'h67] = 16'h6800;
    mem[8'h68] = 16'h1000;
    mem[8'h69] = 16'h1800;
    mem[8'h6a] = 16'h1800;
    mem[8'h6b] = 16'ha000;
    mem[8'h6c] = 16'h4800;
    mem[8'h6d] = 16'h5a70;
    mem[8'h6e] = 16'ha800;
    mem[8'h6f] = 16'h5000;
    mem[8'h70] = 16'h610c;
    mem[8'h71] = 16'h800;
    mem[8'h72] = 16'h7000;
    mem[8'h73] = 16'h2800;
    mem[8'h74] = 16'h1000;
    mem[8'h75] = 16'h1800;
    mem[8'h76] = 16'h2800;
    mem[8'h77] = 16'hf000;
    mem[8'h78] = 16'h8800;
    mem[8'h79] = 16'ha000;
    mem[8'h7a] = 16'h9800;
    mem[8'h7b] = 16'h9800;
    mem[8'h7c] = 16'ha800;
    mem[8'h7d] = 16'h9000;
    mem[8'h7e] = 16'h9000;
    mem[8'h7f] = 16'h9000;
    mem[8'h80] = 16'h9000;
    mem[8'h81] = 16'h9000;
    mem[8'h82] = 16'h9800;
    mem[8'h83] = 16'h9800;
    mem[8'h84] = 16'h9800;
    mem[8'h85] = 16'h9800;
    mem[8'h86] = 16'h9000;
    mem[8'h87] = 16'h0;
    mem[8'h88] = 16'ha000;
    mem[8'h89] = 16'h7000;
    mem[8'h8a] = 16'ha800;
    mem[8'h8b] = 16'hd000;
    mem[8'h8c] = 16'h0;
    mem[8'h8d] = 16'ha000;
    mem[8'h8e] = 16'h7000;
    mem[8'h8f] = 16'ha800;
    mem[8'h90] = 16'hd000;
    mem[8'h91] = 16'hd000;
    mem[8'h92] = 16'h0;
    mem[8'h93] = 16'ha000;
    mem[8'h94] = 16'h6800;
    mem[8'h95] = 16'ha800;
    mem[8'h96] = 16'h8000;
    mem[8'h97] = 16'h0;
    mem[8'h98] = 16'ha000;
    mem[8'h99] = 16'h6800;
    mem[8'h9a] = 16'ha800;
    mem[8'h9b] = 16'hc000;
    mem[8'h9c] = 16'h1000;
    mem[8'h9d] = 16'h1800;
    mem[8'h9e] = 16'h2800;
    mem[8'h9f] = 16'hd800;
    mem[8'ha0] = 16'h800;
    mem[8'ha1] = 16'h8000;
    mem[8'ha2] = 16'hc800;
    mem[8'ha3] = 16'h800;
    mem[8'ha4] = 16'h8000;
    mem[8'ha5] = 16'h800;
    mem[8'ha6] = 16'h8000;
    mem[8'ha7] = 16'h9000;
    mem[8'ha8] = 16'h9000;
    mem[8'ha9] = 16'h0;
    mem[8'haa] = 16'ha000;
    mem[8'hab] = 16'h9800;
    mem[8'hac] = 16'h9800;
    mem[8'had] = 16'h9800;
    mem[8'hae] = 16'h9800;
    mem[8'haf] = 16'ha800;
    mem[8'hb0] = 16'h9800;
    mem[8'hb1] = 16'h9800;
    mem[8'hb2] = 16'ha000;
    mem[8'hb3] = 16'h9800;
    mem[8'hb4] = 16'h9800;
    mem[8'hb5] = 16'ha800;
    mem[8'hb6] = 16'h9000;
    mem[8'hb7] = 16'h9000;
    mem[8'hb8] = 16'h9000;
    mem[8'hb9] = 16'h0;
    mem[8'hba] = 16'h9800;
    mem[8'hbb] = 16'h3000;
    mem[8'hbc] = 16'h1000;
    mem[8'hbd] = 16'h1800;
    mem[8'hbe] = 16'h2000;
    mem[8'hbf] = 16'h4000;
    mem[8'hc0] = 16'ha000;
    mem[8'hc1] = 16'hd800;
    mem[8'hc2] = 16'he000;
    mem[8'hc3] = 16'he800;
    mem[8'hc4] = 16'h1000;
    mem[8'hc5] = 16'h1800;
    mem[8'hc6] = 16'h2000;
    mem[8'hc7] = 16'h4000;
    mem[8'hc8] = 16'he800;
    mem[8'hc9] = 16'h1000;
    mem[8'hca] = 16'h1800;
    mem[8'hcb] = 16'h2000;
    mem[8'hcc] = 16'h2000;
    mem[8'hcd] = 16'h3800;
    mem[8'hce] = 16'h6019;
    mem[8'hcf] = 16'h4800;
    mem[8'hd0] = 16'ha800;
    mem[8'hd1] = 16'ha000;
    mem[8'hd2] = 16'hb000;
    mem[8'hd3] = 16'hd800;
    mem[8'hd4] = 16'he000;
    mem[8'hd5] = 16'he800;
    mem[8'hd6] = 16'h1000;
    mem[8'hd7] = 16'h1800;
    mem[8'hd8] = 16'h2000;
    mem[8'hd9] = 16'h2000;
    mem[8'hda] = 16'h3800;
    mem[8'hdb] = 16'he800;
    mem[8'hdc] = 16'h1000;
    mem[8'hdd] = 16'h1800;
    mem[8'hde] = 16'h2000;
    mem[8'hdf] = 16'h4000;
    mem[8'he0] = 16'h5919;
    mem[8'he1] = 16'hb800;
    mem[8'he2] = 16'h5000;
    mem[8'he3] = 16'h5ae0;
    mem[8'he4] = 16'ha800;
    mem[8'he5] = 16'ha000;
    mem[8'he6] = 16'hd800;
    mem[8'he7] = 16'he000;
    mem[8'he8] = 16'h1000;
    mem[8'he9] = 16'h1800;
    mem[8'hea] = 16'h2000;
    mem[8'heb] = 16'h4000;
    mem[8'hec] = 16'h6028;
    mem[8'hed] = 16'ha800;
    mem[8'hee] = 16'h5000;
    mem[8'hef] = 16'h800;
    mem[8'hf0] = 16'h6800;
    mem[8'hf1] = 16'h600c;
    mem[8'hf2] = 16'hd800;
    mem[8'hf3] = 16'he000;
    mem[8'hf4] = 16'h600c;
    mem[8'hf5] = 16'h800;
    mem[8'hf6] = 16'ha000;
    mem[8'hf7] = 16'h7800;
    mem[8'hf8] = 16'ha800;
    mem[8'hf9] = 16'h7800;
    mem[8'hfa] = 16'hf800;
    end
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$seq$rom$hi


module top$seq$rom$lo(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [7:0] read_address;
    input wire  read_clock;
    output reg  [15:0] read_data;
    input wire  [7:0] write_address;
    input wire  write_clock;
    input wire  [15:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[15:0] mem[255:0];
    
    initial begin
    mem[8'h0] = 16'h8;
    mem[8'h1] = 16'hbc;
    mem[8'h2] = 16'h1;
    mem[8'h3] = 16'hf;
    mem[8'h4] = 16'h1;
    mem[8'h5] = 16'h1;
    mem[8'h6] = 16'h0;
    mem[8'h7] = 16'h1b2;
    mem[8'h8] = 16'h0;
    mem[8'h9] = 16'h0;
    mem[8'ha] = 16'h0;
    mem[8'hb] = 16'h3;
    mem[8'hc] = 16'h1b9;
    mem[8'hd] = 16'h3;
    mem[8'he] = 16'h18;
    mem[8'hf] = 16'h0;
    mem[8'h10] = 16'h0;
    mem[8'h11] = 16'h0;
    mem[8'h12] = 16'h3;
    mem[8'h13] = 16'h1b9;
    mem[8'h14] = 16'h3;
    mem[8'h15] = 16'h18;
    mem[8'h16] = 16'hf70;
    mem[8'h17] = 16'h70;
    mem[8'h18] = 16'h0;
    mem[8'h19] = 16'h0;
    mem[8'h1a] = 16'h0;
    mem[8'h1b] = 16'h0;
    mem[8'h1c] = 16'h44;
    mem[8'h1d] = 16'h3;
    mem[8'h1e] = 16'h1b9;
    mem[8'h1f] = 16'h3;
    mem[8'h20] = 16'h18;
    mem[8'h21] = 16'h65;
    mem[8'h22] = 16'h2;
    mem[8'h23] = 16'h1b1;
    mem[8'h24] = 16'h6;
    mem[8'h25] = 16'h6;
    mem[8'h26] = 16'h18;
    mem[8'h27] = 16'hf90;
    mem[8'h28] = 16'h90;
    mem[8'h29] = 16'h0;
    mem[8'h2a] = 16'h37;
    mem[8'h2b] = 16'h0;
    mem[8'h2c] = 16'h0;
    mem[8'h2d] = 16'h0;
    mem[8'h2e] = 16'h0;
    mem[8'h2f] = 16'h5;
    mem[8'h30] = 16'h2;
    mem[8'h31] = 16'h1b1;
    mem[8'h32] = 16'h5;
    mem[8'h33] = 16'h4;
    mem[8'h34] = 16'h18;
    mem[8'h35] = 16'hd090;
    mem[8'h36] = 16'h0;
    mem[8'h37] = 16'h0;
    mem[8'h38] = 16'h0;
    mem[8'h39] = 16'h0;
    mem[8'h3a] = 16'h190;
    mem[8'h3b] = 16'h0;
    mem[8'h3c] = 16'h36;
    mem[8'h3d] = 16'h1b0;
    mem[8'h3e] = 16'hba;
    mem[8'h3f] = 16'h0;
    mem[8'h40] = 16'h3;
    mem[8'h41] = 16'h5d9;
    mem[8'h42] = 16'h0;
    mem[8'h43] = 16'h0;
    mem[8'h44] = 16'h0;
    mem[8'h45] = 16'h120;
    mem[8'h46] = 16'h0;
    mem[8'h47] = 16'h0;
    mem[8'h48] = 16'h36;
    mem[8'h49] = 16'h32;
    mem[8'h4a] = 16'h0;
    mem[8'h4b] = 16'h3;
    mem[8'h4c] = 16'h199;
    mem[8'h4d] = 16'h1;
    mem[8'h4e] = 16'h192;
    mem[8'h4f] = 16'h1a2;
    mem[8'h50] = 16'hba;
    mem[8'h51] = 16'h4;
    mem[8'h52] = 16'h34;
    mem[8'h53] = 16'h0;
    mem[8'h54] = 16'h24;
    mem[8'h55] = 16'h0;
    mem[8'h56] = 16'h32;
    mem[8'h57] = 16'h34;
    mem[8'h58] = 16'h35;
    mem[8'h59] = 16'h38;
    mem[8'h5a] = 16'h39;
    mem[8'h5b] = 16'he;
    mem[8'h5c] = 16'h19;
    mem[8'h5d] = 16'h18;
    mem[8'h5e] = 16'h0;
    mem[8'h5f] = 16'h5d0;
    mem[8'h60] = 16'h36;
    mem[8'h61] = 16'h33;
    mem[8'h62] = 16'h38;
    mem[8'h63] = 16'h0;
    mem[8'h64] = 16'h0;
    mem[8'h65] = 16'h228;
    mem[8'h66] = 16'h0;
    mem[8'h67] = 16'h30c;
    mem[8'h68] = 16'h3;
    mem[8'h69] = 16'h1c1;
    mem[8'h6a] = 16'h4;
    mem[8'h6b] = 16'h0;
    mem[8'h6c] = 16'h28;
    mem[8'h6d] = 16'h280e;
    mem[8'h6e] = 16'h0;
    mem[8'h6f] = 16'he;
    mem[8'h70] = 16'he0e;
    mem[8'h71] = 16'h190;
    mem[8'h72] = 16'he;
    mem[8'h73] = 16'h1c9;
    mem[8'h74] = 16'h1;
    mem[8'h75] = 16'h192;
    mem[8'h76] = 16'h1a2;
    mem[8'h77] = 16'h2ba;
    mem[8'h78] = 16'h3439;
    mem[8'h79] = 16'h0;
    mem[8'h7a] = 16'h24;
    mem[8'h7b] = 16'h28;
    mem[8'h7c] = 16'h0;
    mem[8'h7d] = 16'h32;
    mem[8'h7e] = 16'h34;
    mem[8'h7f] = 16'h35;
    mem[8'h80] = 16'h38;
    mem[8'h81] = 16'h39;
    mem[8'h82] = 16'he;
    mem[8'h83] = 16'h19;
    mem[8'h84] = 16'h18;
    mem[8'h85] = 16'hc;
    mem[8'h86] = 16'h33;
    mem[8'h87] = 16'h0;
    mem[8'h88] = 16'h0;
    mem[8'h89] = 16'h170;
    mem[8'h8a] = 16'h0;
    mem[8'h8b] = 16'hbc;
    mem[8'h8c] = 16'h0;
    mem[8'h8d] = 16'h0;
    mem[8'h8e] = 16'h190;
    mem[8'h8f] = 16'h0;
    mem[8'h90] = 16'hba;
    mem[8'h91] = 16'hbb;
    mem[8'h92] = 16'h0;
    mem[8'h93] = 16'h0;
    mem[8'h94] = 16'h170;
    mem[8'h95] = 16'h0;
    mem[8'h96] = 16'hbc;
    mem[8'h97] = 16'h0;
    mem[8'h98] = 16'h0;
    mem[8'h99] = 16'h190;
    mem[8'h9a] = 16'h0;
    mem[8'h9b] = 16'h0;
    mem[8'h9c] = 16'h0;
    mem[8'h9d] = 16'h3;
    mem[8'h9e] = 16'h199;
    mem[8'h9f] = 16'h0;
    mem[8'ha0] = 16'h3;
    mem[8'ha1] = 16'h39;
    mem[8'ha2] = 16'h3339;
    mem[8'ha3] = 16'h5;
    mem[8'ha4] = 16'hba;
    mem[8'ha5] = 16'h198;
    mem[8'ha6] = 16'hbb;
    mem[8'ha7] = 16'h33;
    mem[8'ha8] = 16'h39;
    mem[8'ha9] = 16'h0;
    mem[8'haa] = 16'h0;
    mem[8'hab] = 16'h20;
    mem[8'hac] = 16'h24;
    mem[8'had] = 16'h28;
    mem[8'hae] = 16'h2c;
    mem[8'haf] = 16'h0;
    mem[8'hb0] = 16'h18;
    mem[8'hb1] = 16'h19;
    mem[8'hb2] = 16'h0;
    mem[8'hb3] = 16'h70;
    mem[8'hb4] = 16'h90;
    mem[8'hb5] = 16'h0;
    mem[8'hb6] = 16'hba;
    mem[8'hb7] = 16'hbb;
    mem[8'hb8] = 16'hbc;
    mem[8'hb9] = 16'h0;
    mem[8'hba] = 16'hf;
    mem[8'hbb] = 16'h0;
    mem[8'hbc] = 16'h3;
    mem[8'hbd] = 16'h1a9;
    mem[8'hbe] = 16'h3;
    mem[8'hbf] = 16'h18;
    mem[8'hc0] = 16'h0;
    mem[8'hc1] = 16'h0;
    mem[8'hc2] = 16'h0;
    mem[8'hc3] = 16'h44;
    mem[8'hc4] = 16'h3;
    mem[8'hc5] = 16'h1a9;
    mem[8'hc6] = 16'h3;
    mem[8'hc7] = 16'h18;
    mem[8'hc8] = 16'h65;
    mem[8'hc9] = 16'h2;
    mem[8'hca] = 16'h1b1;
    mem[8'hcb] = 16'h6;
    mem[8'hcc] = 16'h6;
    mem[8'hcd] = 16'h18;
    mem[8'hce] = 16'hf24;
    mem[8'hcf] = 16'h24;
    mem[8'hd0] = 16'h0;
    mem[8'hd1] = 16'h0;
    mem[8'hd2] = 16'h0;
    mem[8'hd3] = 16'h0;
    mem[8'hd4] = 16'h0;
    mem[8'hd5] = 16'h5;
    mem[8'hd6] = 16'h2;
    mem[8'hd7] = 16'h1b1;
    mem[8'hd8] = 16'h4;
    mem[8'hd9] = 16'h5;
    mem[8'hda] = 16'h18;
    mem[8'hdb] = 16'h24;
    mem[8'hdc] = 16'h3;
    mem[8'hdd] = 16'h1a9;
    mem[8'hde] = 16'h3;
    mem[8'hdf] = 16'h118;
    mem[8'he0] = 16'h4428;
    mem[8'he1] = 16'h0;
    mem[8'he2] = 16'h28;
    mem[8'he3] = 16'h240c;
    mem[8'he4] = 16'h0;
    mem[8'he5] = 16'h0;
    mem[8'he6] = 16'h0;
    mem[8'he7] = 16'h0;
    mem[8'he8] = 16'h3;
    mem[8'he9] = 16'h1a9;
    mem[8'hea] = 16'h3;
    mem[8'heb] = 16'h118;
    mem[8'hec] = 16'h1928;
    mem[8'hed] = 16'h0;
    mem[8'hee] = 16'hc;
    mem[8'hef] = 16'h190;
    mem[8'hf0] = 16'he;
    mem[8'hf1] = 16'he0c;
    mem[8'hf2] = 16'h0;
    mem[8'hf3] = 16'h0;
    mem[8'hf4] = 16'h190c;
    mem[8'hf5] = 16'h0;
    mem[8'hf6] = 16'h0;
    mem[8'hf7] = 16'h228;
    mem[8'hf8] = 16'h0;
    mem[8'hf9] = 16'h30c;
    mem[8'hfa] = 16'h0;
    end
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$seq$rom$lo


module top$seq$set(d,q,clock);
    
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
          
endmodule // top$seq$set


module top$seq$state(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Enums
    localparam SequencerState$Idle = 0;
    localparam SequencerState$Fetch = 1;
    localparam SequencerState$Issue = 2;
    localparam SequencerState$Wait = 3;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$seq$state


module top$seq$status_r(d,q,clock);
    
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
          
endmodule // top$seq$status_r


module top$sponge(clock,reset,cmd_valid,cmd_op,cmd_addr,cmd_len,cmd_byte,cmd_func,cmd_slot,cmd_eta,ready,mem_raddr,mem_rdata,mem_we,mem_waddr,mem_wdata,coeff_write,coeff_slot,coeff_index,coeff_value);
    
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
    top$sponge$sampler sampler(
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
    top$sponge$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    top$sponge$ptr ptr(
        .d(ptr$d),
        .q(ptr$q),
        .clock(ptr$clock)
    );
    top$sponge$left left(
        .d(left$d),
        .q(left$q),
        .clock(left$clock)
    );
    top$sponge$slot slot(
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
    
endmodule // top$sponge


module top$sponge$left(d,q,clock);
    
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
          
endmodule // top$sponge$left


module top$sponge$ptr(d,q,clock);
    
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
          
endmodule // top$sponge$ptr


module top$sponge$sampler(clock,reset,init,mode,in_valid,in_byte,in_ready,finish,out_valid,out_byte,out_ready,sample,kind,coeff_write,coeff_index,coeff_value,busy,done);
    
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
    top$sponge$sampler$sponge sponge(
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
    top$sponge$sampler$ntt ntt(
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
    top$sponge$sampler$cbd cbd(
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
    top$sponge$sampler$active active(
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
    
endmodule // top$sponge$sampler


module top$sponge$sampler$active(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$active


module top$sponge$sampler$cbd(clock,reset,start,eta3,in_valid,in_byte,in_ready,coeff_write,coeff_index,coeff_value,busy,done);
    
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
    top$sponge$sampler$cbd$busy_q busy_q(
        .d(busy_q$d),
        .q(busy_q$q),
        .clock(busy_q$clock)
    );
    top$sponge$sampler$cbd$done_q done_q(
        .d(done_q$d),
        .q(done_q$q),
        .clock(done_q$clock)
    );
    top$sponge$sampler$cbd$eta3_q eta3_q(
        .d(eta3_q$d),
        .q(eta3_q$q),
        .clock(eta3_q$clock)
    );
    top$sponge$sampler$cbd$bitbuf bitbuf(
        .d(bitbuf$d),
        .q(bitbuf$q),
        .clock(bitbuf$clock)
    );
    top$sponge$sampler$cbd$nbits nbits(
        .d(nbits$d),
        .q(nbits$q),
        .clock(nbits$clock)
    );
    top$sponge$sampler$cbd$cnt cnt(
        .d(cnt$d),
        .q(cnt$q),
        .clock(cnt$clock)
    );
    top$sponge$sampler$cbd$left left(
        .d(left$d),
        .q(left$q),
        .clock(left$clock)
    );
    top$sponge$sampler$cbd$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$sponge$sampler$cbd$idx idx(
        .d(idx$d),
        .q(idx$q),
        .clock(idx$clock)
    );
    top$sponge$sampler$cbd$val val(
        .d(val$d),
        .q(val$q),
        .clock(val$clock)
    );
    top$sponge$sampler$cbd$last last(
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
    
endmodule // top$sponge$sampler$cbd


module top$sponge$sampler$cbd$bitbuf(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$cbd$bitbuf


module top$sponge$sampler$cbd$busy_q(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$cbd$busy_q


module top$sponge$sampler$cbd$cnt(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$cbd$cnt


module top$sponge$sampler$cbd$done_q(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$cbd$done_q


module top$sponge$sampler$cbd$eta3_q(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$cbd$eta3_q


module top$sponge$sampler$cbd$idx(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$cbd$idx


module top$sponge$sampler$cbd$last(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$cbd$last


module top$sponge$sampler$cbd$left(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$cbd$left


module top$sponge$sampler$cbd$nbits(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$cbd$nbits


module top$sponge$sampler$cbd$val(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$cbd$val


module top$sponge$sampler$cbd$wr(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$cbd$wr


module top$sponge$sampler$ntt(clock,reset,start,in_valid,in_byte,in_ready,coeff_write,coeff_index,coeff_value,busy,done);
    
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
    top$sponge$sampler$ntt$busy_q busy_q(
        .d(busy_q$d),
        .q(busy_q$q),
        .clock(busy_q$clock)
    );
    top$sponge$sampler$ntt$done_q done_q(
        .d(done_q$d),
        .q(done_q$q),
        .clock(done_q$clock)
    );
    top$sponge$sampler$ntt$phase phase(
        .d(phase$d),
        .q(phase$q),
        .clock(phase$clock)
    );
    top$sponge$sampler$ntt$b0 b0(
        .d(b0$d),
        .q(b0$q),
        .clock(b0$clock)
    );
    top$sponge$sampler$ntt$b1 b1(
        .d(b1$d),
        .q(b1$q),
        .clock(b1$clock)
    );
    top$sponge$sampler$ntt$taken taken(
        .d(taken$d),
        .q(taken$q),
        .clock(taken$clock)
    );
    top$sponge$sampler$ntt$pend_v pend_v(
        .d(pend_v$d),
        .q(pend_v$q),
        .clock(pend_v$clock)
    );
    top$sponge$sampler$ntt$pend_val pend_val(
        .d(pend_val$d),
        .q(pend_val$q),
        .clock(pend_val$clock)
    );
    top$sponge$sampler$ntt$pend_idx pend_idx(
        .d(pend_idx$d),
        .q(pend_idx$q),
        .clock(pend_idx$clock)
    );
    top$sponge$sampler$ntt$wr wr(
        .d(wr$d),
        .q(wr$q),
        .clock(wr$clock)
    );
    top$sponge$sampler$ntt$idx idx(
        .d(idx$d),
        .q(idx$q),
        .clock(idx$clock)
    );
    top$sponge$sampler$ntt$val val(
        .d(val$d),
        .q(val$q),
        .clock(val$clock)
    );
    top$sponge$sampler$ntt$last last(
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
    
endmodule // top$sponge$sampler$ntt


module top$sponge$sampler$ntt$b0(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$ntt$b0


module top$sponge$sampler$ntt$b1(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$ntt$b1


module top$sponge$sampler$ntt$busy_q(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$ntt$busy_q


module top$sponge$sampler$ntt$done_q(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$ntt$done_q


module top$sponge$sampler$ntt$idx(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$ntt$idx


module top$sponge$sampler$ntt$last(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$ntt$last


module top$sponge$sampler$ntt$pend_idx(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$ntt$pend_idx


module top$sponge$sampler$ntt$pend_v(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$ntt$pend_v


module top$sponge$sampler$ntt$pend_val(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$ntt$pend_val


module top$sponge$sampler$ntt$phase(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$ntt$phase


module top$sponge$sampler$ntt$taken(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$ntt$taken


module top$sponge$sampler$ntt$val(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$ntt$val


module top$sponge$sampler$ntt$wr(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$ntt$wr


module top$sponge$sampler$sponge(clock,reset,init,mode,in_valid,in_byte,in_ready,finish,out_valid,out_byte,out_ready,busy);
    
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
    top$sponge$sampler$sponge$core core(
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
    top$sponge$sampler$sponge$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    top$sponge$sampler$sponge$ret ret(
        .d(ret$d),
        .q(ret$q),
        .clock(ret$clock)
    );
    top$sponge$sampler$sponge$func func(
        .d(func$d),
        .q(func$q),
        .clock(func$clock)
    );
    top$sponge$sampler$sponge$squeezing squeezing(
        .d(squeezing$d),
        .q(squeezing$q),
        .clock(squeezing$clock)
    );
    top$sponge$sampler$sponge$padding padding(
        .d(padding$d),
        .q(padding$q),
        .clock(padding$clock)
    );
    top$sponge$sampler$sponge$first first(
        .d(first$d),
        .q(first$q),
        .clock(first$clock)
    );
    top$sponge$sampler$sponge$pos pos(
        .d(pos$d),
        .q(pos$q),
        .clock(pos$clock)
    );
    top$sponge$sampler$sponge$lane lane(
        .d(lane$d),
        .q(lane$q),
        .clock(lane$clock)
    );
    top$sponge$sampler$sponge$lane_reg lane_reg(
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
    
endmodule // top$sponge$sampler$sponge


module top$sponge$sampler$sponge$core(clock,reset,clear,permute,lane_xor,lane_read,lane,lane_in,lane_out,busy);
    
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
    top$sponge$sampler$sponge$core$state$0 state$0(
        .d(state$0$d),
        .q(state$0$q),
        .clock(state$0$clock)
    );
    top$sponge$sampler$sponge$core$state$1 state$1(
        .d(state$1$d),
        .q(state$1$q),
        .clock(state$1$clock)
    );
    top$sponge$sampler$sponge$core$state$2 state$2(
        .d(state$2$d),
        .q(state$2$q),
        .clock(state$2$clock)
    );
    top$sponge$sampler$sponge$core$state$3 state$3(
        .d(state$3$d),
        .q(state$3$q),
        .clock(state$3$clock)
    );
    top$sponge$sampler$sponge$core$state$4 state$4(
        .d(state$4$d),
        .q(state$4$q),
        .clock(state$4$clock)
    );
    top$sponge$sampler$sponge$core$state$5 state$5(
        .d(state$5$d),
        .q(state$5$q),
        .clock(state$5$clock)
    );
    top$sponge$sampler$sponge$core$state$6 state$6(
        .d(state$6$d),
        .q(state$6$q),
        .clock(state$6$clock)
    );
    top$sponge$sampler$sponge$core$state$7 state$7(
        .d(state$7$d),
        .q(state$7$q),
        .clock(state$7$clock)
    );
    top$sponge$sampler$sponge$core$state$8 state$8(
        .d(state$8$d),
        .q(state$8$q),
        .clock(state$8$clock)
    );
    top$sponge$sampler$sponge$core$state$9 state$9(
        .d(state$9$d),
        .q(state$9$q),
        .clock(state$9$clock)
    );
    top$sponge$sampler$sponge$core$state$10 state$10(
        .d(state$10$d),
        .q(state$10$q),
        .clock(state$10$clock)
    );
    top$sponge$sampler$sponge$core$state$11 state$11(
        .d(state$11$d),
        .q(state$11$q),
        .clock(state$11$clock)
    );
    top$sponge$sampler$sponge$core$state$12 state$12(
        .d(state$12$d),
        .q(state$12$q),
        .clock(state$12$clock)
    );
    top$sponge$sampler$sponge$core$state$13 state$13(
        .d(state$13$d),
        .q(state$13$q),
        .clock(state$13$clock)
    );
    top$sponge$sampler$sponge$core$state$14 state$14(
        .d(state$14$d),
        .q(state$14$q),
        .clock(state$14$clock)
    );
    top$sponge$sampler$sponge$core$state$15 state$15(
        .d(state$15$d),
        .q(state$15$q),
        .clock(state$15$clock)
    );
    top$sponge$sampler$sponge$core$state$16 state$16(
        .d(state$16$d),
        .q(state$16$q),
        .clock(state$16$clock)
    );
    top$sponge$sampler$sponge$core$state$17 state$17(
        .d(state$17$d),
        .q(state$17$q),
        .clock(state$17$clock)
    );
    top$sponge$sampler$sponge$core$state$18 state$18(
        .d(state$18$d),
        .q(state$18$q),
        .clock(state$18$clock)
    );
    top$sponge$sampler$sponge$core$state$19 state$19(
        .d(state$19$d),
        .q(state$19$q),
        .clock(state$19$clock)
    );
    top$sponge$sampler$sponge$core$state$20 state$20(
        .d(state$20$d),
        .q(state$20$q),
        .clock(state$20$clock)
    );
    top$sponge$sampler$sponge$core$state$21 state$21(
        .d(state$21$d),
        .q(state$21$q),
        .clock(state$21$clock)
    );
    top$sponge$sampler$sponge$core$state$22 state$22(
        .d(state$22$d),
        .q(state$22$q),
        .clock(state$22$clock)
    );
    top$sponge$sampler$sponge$core$state$23 state$23(
        .d(state$23$d),
        .q(state$23$q),
        .clock(state$23$clock)
    );
    top$sponge$sampler$sponge$core$state$24 state$24(
        .d(state$24$d),
        .q(state$24$q),
        .clock(state$24$clock)
    );
    top$sponge$sampler$sponge$core$out_q out_q(
        .d(out_q$d),
        .q(out_q$q),
        .clock(out_q$clock)
    );
    top$sponge$sampler$sponge$core$running running(
        .d(running$d),
        .q(running$q),
        .clock(running$clock)
    );
    top$sponge$sampler$sponge$core$round round(
        .d(round$d),
        .q(round$q),
        .clock(round$clock)
    );
    top$sponge$sampler$sponge$core$rc$0 rc$0(
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
    
endmodule // top$sponge$sampler$sponge$core


module top$sponge$sampler$sponge$core$out_q(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$core$out_q


module top$sponge$sampler$sponge$core$rc$0(address,data);
    
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
            
endmodule // top$sponge$sampler$sponge$core$rc$0


module top$sponge$sampler$sponge$core$round(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$core$round


module top$sponge$sampler$sponge$core$running(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$core$running


module top$sponge$sampler$sponge$core$state$0(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$core$state$0


module top$sponge$sampler$sponge$core$state$1(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$core$state$1


module top$sponge$sampler$sponge$core$state$10(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$core$state$10


module top$sponge$sampler$sponge$core$state$11(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$core$state$11


module top$sponge$sampler$sponge$core$state$12(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$core$state$12


module top$sponge$sampler$sponge$core$state$13(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$core$state$13


module top$sponge$sampler$sponge$core$state$14(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$core$state$14


module top$sponge$sampler$sponge$core$state$15(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$core$state$15


module top$sponge$sampler$sponge$core$state$16(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$core$state$16


module top$sponge$sampler$sponge$core$state$17(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$core$state$17


module top$sponge$sampler$sponge$core$state$18(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$core$state$18


module top$sponge$sampler$sponge$core$state$19(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$core$state$19


module top$sponge$sampler$sponge$core$state$2(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$core$state$2


module top$sponge$sampler$sponge$core$state$20(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$core$state$20


module top$sponge$sampler$sponge$core$state$21(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$core$state$21


module top$sponge$sampler$sponge$core$state$22(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$core$state$22


module top$sponge$sampler$sponge$core$state$23(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$core$state$23


module top$sponge$sampler$sponge$core$state$24(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$core$state$24


module top$sponge$sampler$sponge$core$state$3(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$core$state$3


module top$sponge$sampler$sponge$core$state$4(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$core$state$4


module top$sponge$sampler$sponge$core$state$5(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$core$state$5


module top$sponge$sampler$sponge$core$state$6(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$core$state$6


module top$sponge$sampler$sponge$core$state$7(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$core$state$7


module top$sponge$sampler$sponge$core$state$8(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$core$state$8


module top$sponge$sampler$sponge$core$state$9(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$core$state$9


module top$sponge$sampler$sponge$first(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$first


module top$sponge$sampler$sponge$func(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$func


module top$sponge$sampler$sponge$lane(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$lane


module top$sponge$sampler$sponge$lane_reg(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$lane_reg


module top$sponge$sampler$sponge$padding(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$padding


module top$sponge$sampler$sponge$pos(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$pos


module top$sponge$sampler$sponge$ret(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$ret


module top$sponge$sampler$sponge$squeezing(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$squeezing


module top$sponge$sampler$sponge$state(d,q,clock);
    
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
          
endmodule // top$sponge$sampler$sponge$state


module top$sponge$slot(d,q,clock);
    
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
          
endmodule // top$sponge$slot


module top$sponge$state(d,q,clock);
    
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
          
endmodule // top$sponge$state
