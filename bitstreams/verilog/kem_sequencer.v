

module top(clock,reset,start,entry,params,key,debug,dbg_we_lo,dbg_we_hi,dbg_wdata,modulus_flag,s_ready,d_done,d_fail,busy,done,status,s_valid,d_valid,cmd_op,cmd_slot_a,cmd_slot_b,cmd_slot_r,cmd_addr,cmd_cell_a,cmd_cell_b,cmd_cell_c,cmd_len,cmd_d,cmd_byte,cmd_func,cmd_eta,cmd_first,cmd_sub,cmd_compare);
    
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
    top$rom rom(
        .clock(rom$clock),
        .address(rom$address),
        .data(rom$data),
        .we_lo(rom$we_lo),
        .we_hi(rom$we_hi),
        .wdata(rom$wdata)
    );
    top$res_a res_a(
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
    top$res_b res_b(
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
    top$res_r res_r(
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
    top$cell_a cell_a(
        .field(cell_a$field),
        .key3(cell_a$key3),
        .number(cell_a$number)
    );
    top$cell_b cell_b(
        .field(cell_b$field),
        .key3(cell_b$key3),
        .number(cell_b$number)
    );
    top$cell_c cell_c(
        .field(cell_c$field),
        .key3(cell_c$key3),
        .number(cell_c$number)
    );
    top$cell_p cell_p(
        .field(cell_p$field),
        .key3(cell_p$key3),
        .number(cell_p$number)
    );
    top$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    top$pc pc(
        .d(pc$d),
        .q(pc$q),
        .clock(pc$clock)
    );
    top$loop_i loop_i(
        .d(loop_i$d),
        .q(loop_i$q),
        .clock(loop_i$clock)
    );
    top$loop_j loop_j(
        .d(loop_j$d),
        .q(loop_j$q),
        .clock(loop_j$clock)
    );
    top$ret ret(
        .d(ret$d),
        .q(ret$q),
        .clock(ret$clock)
    );
    top$i i(
        .d(i$d),
        .q(i$q),
        .clock(i$clock)
    );
    top$j j(
        .d(j$d),
        .q(j$q),
        .clock(j$clock)
    );
    top$set set(
        .d(set$d),
        .q(set$q),
        .clock(set$clock)
    );
    top$keyb keyb(
        .d(keyb$d),
        .q(keyb$q),
        .clock(keyb$clock)
    );
    top$dbg dbg(
        .d(dbg$d),
        .q(dbg$q),
        .clock(dbg$clock)
    );
    top$par par(
        .set(par$set),
        .k(par$k),
        .du(par$du),
        .dv(par$dv),
        .eta1(par$eta1),
        .ek_len(par$ek_len),
        .ct_len(par$ct_len),
        .vec12_len(par$vec12_len)
    );
    top$nonce nonce(
        .d(nonce$d),
        .q(nonce$q),
        .clock(nonce$clock)
    );
    top$ptr ptr(
        .d(ptr$d),
        .q(ptr$q),
        .clock(ptr$clock)
    );
    top$decaps decaps(
        .d(decaps$d),
        .q(decaps$q),
        .clock(decaps$clock)
    );
    top$pp pp(
        .d(pp$d),
        .q(pp$q),
        .clock(pp$clock)
    );
    top$off_i off_i(
        .d(off_i$d),
        .q(off_i$q),
        .clock(off_i$clock)
    );
    top$off_j off_j(
        .d(off_j$d),
        .q(off_j$q),
        .clock(off_j$clock)
    );
    top$off_si off_si(
        .d(off_si$d),
        .q(off_si$q),
        .clock(off_si$clock)
    );
    top$off_sj off_sj(
        .d(off_sj$d),
        .q(off_sj$q),
        .clock(off_sj$clock)
    );
    top$off_ti off_ti(
        .d(off_ti$d),
        .q(off_ti$q),
        .clock(off_ti$clock)
    );
    top$off_tj off_tj(
        .d(off_tj$d),
        .q(off_tj$q),
        .clock(off_tj$clock)
    );
    top$done_r done_r(
        .d(done_r$d),
        .q(done_r$q),
        .clock(done_r$clock)
    );
    top$status_r status_r(
        .d(status_r$d),
        .q(status_r$q),
        .clock(status_r$clock)
    );
    top$c_sv c_sv(
        .d(c_sv$d),
        .q(c_sv$q),
        .clock(c_sv$clock)
    );
    top$c_dv c_dv(
        .d(c_dv$d),
        .q(c_dv$q),
        .clock(c_dv$clock)
    );
    top$c_op c_op(
        .d(c_op$d),
        .q(c_op$q),
        .clock(c_op$clock)
    );
    top$c_sa c_sa(
        .d(c_sa$d),
        .q(c_sa$q),
        .clock(c_sa$clock)
    );
    top$c_sb c_sb(
        .d(c_sb$d),
        .q(c_sb$q),
        .clock(c_sb$clock)
    );
    top$c_sr c_sr(
        .d(c_sr$d),
        .q(c_sr$q),
        .clock(c_sr$clock)
    );
    top$c_addr c_addr(
        .d(c_addr$d),
        .q(c_addr$q),
        .clock(c_addr$clock)
    );
    top$c_ca c_ca(
        .d(c_ca$d),
        .q(c_ca$q),
        .clock(c_ca$clock)
    );
    top$c_cb c_cb(
        .d(c_cb$d),
        .q(c_cb$q),
        .clock(c_cb$clock)
    );
    top$c_cc c_cc(
        .d(c_cc$d),
        .q(c_cc$q),
        .clock(c_cc$clock)
    );
    top$c_len c_len(
        .d(c_len$d),
        .q(c_len$q),
        .clock(c_len$clock)
    );
    top$c_d c_d(
        .d(c_d$d),
        .q(c_d$q),
        .clock(c_d$clock)
    );
    top$c_byte c_byte(
        .d(c_byte$d),
        .q(c_byte$q),
        .clock(c_byte$clock)
    );
    top$c_func c_func(
        .d(c_func$d),
        .q(c_func$q),
        .clock(c_func$clock)
    );
    top$c_eta c_eta(
        .d(c_eta$d),
        .q(c_eta$q),
        .clock(c_eta$clock)
    );
    top$c_first c_first(
        .d(c_first$d),
        .q(c_first$q),
        .clock(c_first$clock)
    );
    top$c_sub c_sub(
        .d(c_sub$d),
        .q(c_sub$q),
        .clock(c_sub$clock)
    );
    top$c_cmp c_cmp(
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
    
endmodule // top


module top$c_addr(d,q,clock);
    
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
          
endmodule // top$c_addr


module top$c_byte(d,q,clock);
    
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
          
endmodule // top$c_byte


module top$c_ca(d,q,clock);
    
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
          
endmodule // top$c_ca


module top$c_cb(d,q,clock);
    
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
          
endmodule // top$c_cb


module top$c_cc(d,q,clock);
    
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
          
endmodule // top$c_cc


module top$c_cmp(d,q,clock);
    
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
          
endmodule // top$c_cmp


module top$c_d(d,q,clock);
    
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
          
endmodule // top$c_d


module top$c_dv(d,q,clock);
    
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
          
endmodule // top$c_dv


module top$c_eta(d,q,clock);
    
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
          
endmodule // top$c_eta


module top$c_first(d,q,clock);
    
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
          
endmodule // top$c_first


module top$c_func(d,q,clock);
    
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
          
endmodule // top$c_func


module top$c_len(d,q,clock);
    
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
          
endmodule // top$c_len


module top$c_op(d,q,clock);
    
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
          
endmodule // top$c_op


module top$c_sa(d,q,clock);
    
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
          
endmodule // top$c_sa


module top$c_sb(d,q,clock);
    
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
          
endmodule // top$c_sb


module top$c_sr(d,q,clock);
    
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
          
endmodule // top$c_sr


module top$c_sub(d,q,clock);
    
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
          
endmodule // top$c_sub


module top$c_sv(d,q,clock);
    
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
          
endmodule // top$c_sv


module top$cell_a(field,key3,number);
    
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
    
endmodule // top$cell_a


module top$cell_b(field,key3,number);
    
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
    
endmodule // top$cell_b


module top$cell_c(field,key3,number);
    
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
    
endmodule // top$cell_c


module top$cell_p(field,key3,number);
    
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
    
endmodule // top$cell_p


module top$dbg(d,q,clock);
    
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
          
endmodule // top$dbg


module top$decaps(d,q,clock);
    
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
          
endmodule // top$decaps


module top$done_r(d,q,clock);
    
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
          
endmodule // top$done_r


module top$i(d,q,clock);
    
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
          
endmodule // top$i


module top$j(d,q,clock);
    
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
          
endmodule // top$j


module top$keyb(d,q,clock);
    
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
          
endmodule // top$keyb


module top$loop_i(d,q,clock);
    
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
          
endmodule // top$loop_i


module top$loop_j(d,q,clock);
    
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
          
endmodule // top$loop_j


module top$nonce(d,q,clock);
    
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
          
endmodule // top$nonce


module top$off_i(d,q,clock);
    
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
          
endmodule // top$off_i


module top$off_j(d,q,clock);
    
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
          
endmodule // top$off_j


module top$off_si(d,q,clock);
    
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
          
endmodule // top$off_si


module top$off_sj(d,q,clock);
    
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
          
endmodule // top$off_sj


module top$off_ti(d,q,clock);
    
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
          
endmodule // top$off_ti


module top$off_tj(d,q,clock);
    
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
          
endmodule // top$off_tj


module top$par(set,k,du,dv,eta1,ek_len,ct_len,vec12_len);
    
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
    
endmodule // top$par


module top$pc(d,q,clock);
    
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
          
endmodule // top$pc


module top$pp(d,q,clock);
    
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
          
endmodule // top$pp


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


module top$res_a(field,off_i,off_j,off_si,off_sj,off_ti,off_tj,decaps,pp,slot);
    
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
    
endmodule // top$res_a


module top$res_b(field,off_i,off_j,off_si,off_sj,off_ti,off_tj,decaps,pp,slot);
    
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
    
endmodule // top$res_b


module top$res_r(field,off_i,off_j,off_si,off_sj,off_ti,off_tj,decaps,pp,slot);
    
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
    
endmodule // top$res_r


module top$ret(d,q,clock);
    
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
          
endmodule // top$ret


module top$rom(clock,address,data,we_lo,we_hi,wdata);
    
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
    top$rom$lo lo(
        .read_address(lo$read_address),
        .read_clock(lo$read_clock),
        .read_data(lo$read_data),
        .write_address(lo$write_address),
        .write_clock(lo$write_clock),
        .write_data(lo$write_data),
        .write_enable(lo$write_enable)
    );
    top$rom$hi hi(
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
    
endmodule // top$rom


module top$rom$hi(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // top$rom$hi


module top$rom$lo(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // top$rom$lo


module top$set(d,q,clock);
    
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
          
endmodule // top$set


module top$state(d,q,clock);
    
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
          
endmodule // top$state


module top$status_r(d,q,clock);
    
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
          
endmodule // top$status_r
