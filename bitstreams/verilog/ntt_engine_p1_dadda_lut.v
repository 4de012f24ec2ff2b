

module top(clock,reset,start,op,slot_a,slot_b,slot_r,busy,done,host_write,host_slot,host_index,host_wdata,host_rdata,smp_write,smp_buffer,smp_index,smp_value);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  [2:0] op;
    input wire  [2:0] slot_a;
    input wire  [2:0] slot_b;
    input wire  [2:0] slot_r;
    output reg  busy;
    output reg  done;
    input wire  host_write;
    input wire  [2:0] host_slot;
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
    localparam  k_key_base = 16'h400;
    localparam  k_smp_base = 16'h402;
    localparam  k_end = 16'h404;
    localparam  k_banked = 1'b0;
    localparam  k_last_bf = 8'h7f;
    localparam  k_last_pair = 8'hfe;
    localparam  k_frames = 8'h80;
    localparam  k_q = 12'hd01;
    localparam  k_511 = 16'h1ff;
    localparam  k_fused = 1'b0;
    
    // Stub signals
    reg  [9:0] bank0$0$read_address;
    reg  bank0$0$read_clock;
    wire  [11:0] bank0$0$read_data;
    reg  [9:0] bank0$0$write_address;
    reg  bank0$0$write_clock;
    reg  [11:0] bank0$0$write_data;
    reg  bank0$0$write_enable;
    reg  [9:0] bank1$0$read_address;
    reg  bank1$0$read_clock;
    wire  [11:0] bank1$0$read_data;
    reg  [9:0] bank1$0$write_address;
    reg  bank1$0$write_clock;
    reg  [11:0] bank1$0$write_data;
    reg  bank1$0$write_enable;
    reg  key0$0$read_address;
    reg  key0$0$read_clock;
    wire  [11:0] key0$0$read_data;
    reg  key0$0$write_address;
    reg  key0$0$write_clock;
    reg  [11:0] key0$0$write_data;
    reg  key0$0$write_enable;
    reg  key1$0$read_address;
    reg  key1$0$read_clock;
    wire  [11:0] key1$0$read_data;
    reg  key1$0$write_address;
    reg  key1$0$write_clock;
    reg  [11:0] key1$0$write_data;
    reg  key1$0$write_enable;
    reg  smp0$0$read_address;
    reg  smp0$0$read_clock;
    wire  [11:0] smp0$0$read_data;
    reg  smp0$0$write_address;
    reg  smp0$0$write_clock;
    reg  [11:0] smp0$0$write_data;
    reg  smp0$0$write_enable;
    reg  smp1$0$read_address;
    reg  smp1$0$read_clock;
    wire  [11:0] smp1$0$read_data;
    reg  smp1$0$write_address;
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
    reg  [2:0] sa$d;
    wire  [2:0] sa$q;
    reg  sa$clock;
    reg  [2:0] sb$d;
    wire  [2:0] sb$q;
    reg  sb$clock;
    reg  [2:0] sr$d;
    wire  [2:0] sr$q;
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
    reg  [2:0] rd_slot;
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
    reg  [2:0] wr_slot;
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
    reg  [2:0] e_sa;
    reg  [2:0] e_sb;
    reg  [2:0] e_sr;
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
    top$bank0$0 bank0$0(
        .read_address(bank0$0$read_address),
        .read_clock(bank0$0$read_clock),
        .read_data(bank0$0$read_data),
        .write_address(bank0$0$write_address),
        .write_clock(bank0$0$write_clock),
        .write_data(bank0$0$write_data),
        .write_enable(bank0$0$write_enable)
    );
    top$bank1$0 bank1$0(
        .read_address(bank1$0$read_address),
        .read_clock(bank1$0$read_clock),
        .read_data(bank1$0$read_data),
        .write_address(bank1$0$write_address),
        .write_clock(bank1$0$write_clock),
        .write_data(bank1$0$write_data),
        .write_enable(bank1$0$write_enable)
    );
    top$key0$0 key0$0(
        .read_address(key0$0$read_address),
        .read_clock(key0$0$read_clock),
        .read_data(key0$0$read_data),
        .write_address(key0$0$write_address),
        .write_clock(key0$0$write_clock),
        .write_data(key0$0$write_data),
        .write_enable(key0$0$write_enable)
    );
    top$key1$0 key1$0(
        .read_address(key1$0$read_address),
        .read_clock(key1$0$read_clock),
        .read_data(key1$0$read_data),
        .write_address(key1$0$write_address),
        .write_clock(key1$0$write_clock),
        .write_data(key1$0$write_data),
        .write_enable(key1$0$write_enable)
    );
    top$smp0$0 smp0$0(
        .read_address(smp0$0$read_address),
        .read_clock(smp0$0$read_clock),
        .read_data(smp0$0$read_data),
        .write_address(smp0$0$write_address),
        .write_clock(smp0$0$write_clock),
        .write_data(smp0$0$write_data),
        .write_enable(smp0$0$write_enable)
    );
    top$smp1$0 smp1$0(
        .read_address(smp1$0$read_address),
        .read_clock(smp1$0$read_clock),
        .read_data(smp1$0$read_data),
        .write_address(smp1$0$write_address),
        .write_clock(smp1$0$write_clock),
        .write_data(smp1$0$write_data),
        .write_enable(smp1$0$write_enable)
    );
    top$rpart_q rpart_q(
        .d(rpart_q$d),
        .q(rpart_q$q),
        .clock(rpart_q$clock)
    );
    top$twiddles twiddles(
        .address(twiddles$address),
        .clock(twiddles$clock),
        .data(twiddles$data)
    );
    top$bf$0 bf$0(
        .clock(bf$0$clock),
        .a(bf$0$a),
        .b(bf$0$b),
        .w(bf$0$w),
        .inverse(bf$0$inverse),
        .x(bf$0$x),
        .y(bf$0$y)
    );
    top$bf_b bf_b(
        .clock(bf_b$clock),
        .a(bf_b$a),
        .b(bf_b$b),
        .w(bf_b$w),
        .inverse(bf_b$inverse),
        .x(bf_b$x),
        .y(bf_b$y)
    );
    top$twiddles_b twiddles_b(
        .address(twiddles_b$address),
        .clock(twiddles_b$clock),
        .data(twiddles_b$data)
    );
    top$dl_v$0 dl_v$0(
        .d(dl_v$0$d),
        .q(dl_v$0$q),
        .clock(dl_v$0$clock)
    );
    top$dl_v$1 dl_v$1(
        .d(dl_v$1$d),
        .q(dl_v$1$q),
        .clock(dl_v$1$clock)
    );
    top$dl_v$2 dl_v$2(
        .d(dl_v$2$d),
        .q(dl_v$2$q),
        .clock(dl_v$2$clock)
    );
    top$dl_v$3 dl_v$3(
        .d(dl_v$3$d),
        .q(dl_v$3$q),
        .clock(dl_v$3$clock)
    );
    top$dl_v$4 dl_v$4(
        .d(dl_v$4$d),
        .q(dl_v$4$q),
        .clock(dl_v$4$clock)
    );
    top$dl_v$5 dl_v$5(
        .d(dl_v$5$d),
        .q(dl_v$5$q),
        .clock(dl_v$5$clock)
    );
    top$dl_v$6 dl_v$6(
        .d(dl_v$6$d),
        .q(dl_v$6$q),
        .clock(dl_v$6$clock)
    );
    top$dl_v$7 dl_v$7(
        .d(dl_v$7$d),
        .q(dl_v$7$q),
        .clock(dl_v$7$clock)
    );
    top$dl_odd$0 dl_odd$0(
        .d(dl_odd$0$d),
        .q(dl_odd$0$q),
        .clock(dl_odd$0$clock)
    );
    top$dl_odd$1 dl_odd$1(
        .d(dl_odd$1$d),
        .q(dl_odd$1$q),
        .clock(dl_odd$1$clock)
    );
    top$dl_odd$2 dl_odd$2(
        .d(dl_odd$2$d),
        .q(dl_odd$2$q),
        .clock(dl_odd$2$clock)
    );
    top$dl_odd$3 dl_odd$3(
        .d(dl_odd$3$d),
        .q(dl_odd$3$q),
        .clock(dl_odd$3$clock)
    );
    top$dl_odd$4 dl_odd$4(
        .d(dl_odd$4$d),
        .q(dl_odd$4$q),
        .clock(dl_odd$4$clock)
    );
    top$dl_odd$5 dl_odd$5(
        .d(dl_odd$5$d),
        .q(dl_odd$5$q),
        .clock(dl_odd$5$clock)
    );
    top$dl_odd$6 dl_odd$6(
        .d(dl_odd$6$d),
        .q(dl_odd$6$q),
        .clock(dl_odd$6$clock)
    );
    top$dl_odd$7 dl_odd$7(
        .d(dl_odd$7$d),
        .q(dl_odd$7$q),
        .clock(dl_odd$7$clock)
    );
    top$dl_jt$0 dl_jt$0(
        .d(dl_jt$0$d),
        .q(dl_jt$0$q),
        .clock(dl_jt$0$clock)
    );
    top$dl_jt$1 dl_jt$1(
        .d(dl_jt$1$d),
        .q(dl_jt$1$q),
        .clock(dl_jt$1$clock)
    );
    top$dl_jt$2 dl_jt$2(
        .d(dl_jt$2$d),
        .q(dl_jt$2$q),
        .clock(dl_jt$2$clock)
    );
    top$dl_jt$3 dl_jt$3(
        .d(dl_jt$3$d),
        .q(dl_jt$3$q),
        .clock(dl_jt$3$clock)
    );
    top$dl_jt$4 dl_jt$4(
        .d(dl_jt$4$d),
        .q(dl_jt$4$q),
        .clock(dl_jt$4$clock)
    );
    top$dl_jt$5 dl_jt$5(
        .d(dl_jt$5$d),
        .q(dl_jt$5$q),
        .clock(dl_jt$5$clock)
    );
    top$dl_jt$6 dl_jt$6(
        .d(dl_jt$6$d),
        .q(dl_jt$6$q),
        .clock(dl_jt$6$clock)
    );
    top$dl_jt$7 dl_jt$7(
        .d(dl_jt$7$d),
        .q(dl_jt$7$q),
        .clock(dl_jt$7$clock)
    );
    top$dl_jb$0 dl_jb$0(
        .d(dl_jb$0$d),
        .q(dl_jb$0$q),
        .clock(dl_jb$0$clock)
    );
    top$dl_jb$1 dl_jb$1(
        .d(dl_jb$1$d),
        .q(dl_jb$1$q),
        .clock(dl_jb$1$clock)
    );
    top$dl_jb$2 dl_jb$2(
        .d(dl_jb$2$d),
        .q(dl_jb$2$q),
        .clock(dl_jb$2$clock)
    );
    top$dl_jb$3 dl_jb$3(
        .d(dl_jb$3$d),
        .q(dl_jb$3$q),
        .clock(dl_jb$3$clock)
    );
    top$dl_jb$4 dl_jb$4(
        .d(dl_jb$4$d),
        .q(dl_jb$4$q),
        .clock(dl_jb$4$clock)
    );
    top$dl_jb$5 dl_jb$5(
        .d(dl_jb$5$d),
        .q(dl_jb$5$q),
        .clock(dl_jb$5$clock)
    );
    top$dl_jb$6 dl_jb$6(
        .d(dl_jb$6$d),
        .q(dl_jb$6$q),
        .clock(dl_jb$6$clock)
    );
    top$dl_jb$7 dl_jb$7(
        .d(dl_jb$7$d),
        .q(dl_jb$7$q),
        .clock(dl_jb$7$clock)
    );
    top$dl_lg$0 dl_lg$0(
        .d(dl_lg$0$d),
        .q(dl_lg$0$q),
        .clock(dl_lg$0$clock)
    );
    top$dl_lg$1 dl_lg$1(
        .d(dl_lg$1$d),
        .q(dl_lg$1$q),
        .clock(dl_lg$1$clock)
    );
    top$dl_lg$2 dl_lg$2(
        .d(dl_lg$2$d),
        .q(dl_lg$2$q),
        .clock(dl_lg$2$clock)
    );
    top$dl_lg$3 dl_lg$3(
        .d(dl_lg$3$d),
        .q(dl_lg$3$q),
        .clock(dl_lg$3$clock)
    );
    top$dl_lg$4 dl_lg$4(
        .d(dl_lg$4$d),
        .q(dl_lg$4$q),
        .clock(dl_lg$4$clock)
    );
    top$dl_lg$5 dl_lg$5(
        .d(dl_lg$5$d),
        .q(dl_lg$5$q),
        .clock(dl_lg$5$clock)
    );
    top$dl_lg$6 dl_lg$6(
        .d(dl_lg$6$d),
        .q(dl_lg$6$q),
        .clock(dl_lg$6$clock)
    );
    top$dl_lg$7 dl_lg$7(
        .d(dl_lg$7$d),
        .q(dl_lg$7$q),
        .clock(dl_lg$7$clock)
    );
    top$xa_hold xa_hold(
        .d(xa_hold$d),
        .q(xa_hold$q),
        .clock(xa_hold$clock)
    );
    top$ya_hold ya_hold(
        .d(ya_hold$d),
        .q(ya_hold$q),
        .clock(ya_hold$clock)
    );
    top$yb_hold yb_hold(
        .d(yb_hold$d),
        .q(yb_hold$q),
        .clock(yb_hold$clock)
    );
    top$u_en$0 u_en$0(
        .d(u_en$0$d),
        .q(u_en$0$q),
        .clock(u_en$0$clock)
    );
    top$u_en$1 u_en$1(
        .d(u_en$1$d),
        .q(u_en$1$q),
        .clock(u_en$1$clock)
    );
    top$u_en$2 u_en$2(
        .d(u_en$2$d),
        .q(u_en$2$q),
        .clock(u_en$2$clock)
    );
    top$u_en$3 u_en$3(
        .d(u_en$3$d),
        .q(u_en$3$q),
        .clock(u_en$3$clock)
    );
    top$u_jt$0 u_jt$0(
        .d(u_jt$0$d),
        .q(u_jt$0$q),
        .clock(u_jt$0$clock)
    );
    top$u_jt$1 u_jt$1(
        .d(u_jt$1$d),
        .q(u_jt$1$q),
        .clock(u_jt$1$clock)
    );
    top$u_jt$2 u_jt$2(
        .d(u_jt$2$d),
        .q(u_jt$2$q),
        .clock(u_jt$2$clock)
    );
    top$u_jt$3 u_jt$3(
        .d(u_jt$3$d),
        .q(u_jt$3$q),
        .clock(u_jt$3$clock)
    );
    top$u_jb$0 u_jb$0(
        .d(u_jb$0$d),
        .q(u_jb$0$q),
        .clock(u_jb$0$clock)
    );
    top$u_jb$1 u_jb$1(
        .d(u_jb$1$d),
        .q(u_jb$1$q),
        .clock(u_jb$1$clock)
    );
    top$u_jb$2 u_jb$2(
        .d(u_jb$2$d),
        .q(u_jb$2$q),
        .clock(u_jb$2$clock)
    );
    top$u_jb$3 u_jb$3(
        .d(u_jb$3$d),
        .q(u_jb$3$q),
        .clock(u_jb$3$clock)
    );
    top$swap_q swap_q(
        .d(swap_q$d),
        .q(swap_q$q),
        .clock(swap_q$clock)
    );
    top$host_lane_q host_lane_q(
        .d(host_lane_q$d),
        .q(host_lane_q$q),
        .clock(host_lane_q$clock)
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
    top$issuing issuing(
        .d(issuing$d),
        .q(issuing$q),
        .clock(issuing$clock)
    );
    top$drain drain(
        .d(drain$d),
        .q(drain$q),
        .clock(drain$clock)
    );
    top$op_q op_q(
        .d(op_q$d),
        .q(op_q$q),
        .clock(op_q$clock)
    );
    top$sa sa(
        .d(sa$d),
        .q(sa$q),
        .clock(sa$clock)
    );
    top$sb sb(
        .d(sb$d),
        .q(sb$q),
        .clock(sb$clock)
    );
    top$sr sr(
        .d(sr$d),
        .q(sr$q),
        .clock(sr$clock)
    );
    top$k k(
        .d(k$d),
        .q(k$q),
        .clock(k$clock)
    );
    top$len len(
        .d(len$d),
        .q(len$q),
        .clock(len$clock)
    );
    top$lg lg(
        .d(lg$d),
        .q(lg$q),
        .clock(lg$clock)
    );
    top$layer layer(
        .d(layer$d),
        .q(layer$q),
        .clock(layer$clock)
    );
    top$ph ph(
        .d(ph$d),
        .q(ph$q),
        .clock(ph$clock)
    );
    top$frame frame(
        .d(frame$d),
        .q(frame$q),
        .clock(frame$clock)
    );
    top$jbase jbase(
        .d(jbase$d),
        .q(jbase$q),
        .clock(jbase$clock)
    );
    top$maskr maskr(
        .d(maskr$d),
        .q(maskr$q),
        .clock(maskr$clock)
    );
    top$d1_ntt d1_ntt(
        .d(d1_ntt$d),
        .q(d1_ntt$q),
        .clock(d1_ntt$clock)
    );
    top$d1_f d1_f(
        .d(d1_f$d),
        .q(d1_f$q),
        .clock(d1_f$clock)
    );
    top$d1_x d1_x(
        .d(d1_x$d),
        .q(d1_x$q),
        .clock(d1_x$clock)
    );
    top$d1_y d1_y(
        .d(d1_y$d),
        .q(d1_y$q),
        .clock(d1_y$clock)
    );
    top$d2_y d2_y(
        .d(d2_y$d),
        .q(d2_y$q),
        .clock(d2_y$clock)
    );
    top$d1_jt d1_jt(
        .d(d1_jt$d),
        .q(d1_jt$q),
        .clock(d1_jt$clock)
    );
    top$d1_jb d1_jb(
        .d(d1_jb$d),
        .q(d1_jb$q),
        .clock(d1_jb$clock)
    );
    top$d2_jb d2_jb(
        .d(d2_jb$d),
        .q(d2_jb$q),
        .clock(d2_jb$clock)
    );
    top$t1_en t1_en(
        .d(t1_en$d),
        .q(t1_en$q),
        .clock(t1_en$clock)
    );
    top$t1_kind t1_kind(
        .d(t1_kind$d),
        .q(t1_kind$q),
        .clock(t1_kind$clock)
    );
    top$t1_jt t1_jt(
        .d(t1_jt$d),
        .q(t1_jt$q),
        .clock(t1_jt$clock)
    );
    top$t1_jb t1_jb(
        .d(t1_jb$d),
        .q(t1_jb$q),
        .clock(t1_jb$clock)
    );
    top$t2_en t2_en(
        .d(t2_en$d),
        .q(t2_en$q),
        .clock(t2_en$clock)
    );
    top$t2_kind t2_kind(
        .d(t2_kind$d),
        .q(t2_kind$q),
        .clock(t2_kind$clock)
    );
    top$t2_jt t2_jt(
        .d(t2_jt$d),
        .q(t2_jt$q),
        .clock(t2_jt$clock)
    );
    top$t2_jb t2_jb(
        .d(t2_jb$d),
        .q(t2_jb$q),
        .clock(t2_jb$clock)
    );
    top$t3_en t3_en(
        .d(t3_en$d),
        .q(t3_en$q),
        .clock(t3_en$clock)
    );
    top$t3_kind t3_kind(
        .d(t3_kind$d),
        .q(t3_kind$q),
        .clock(t3_kind$clock)
    );
    top$t3_jt t3_jt(
        .d(t3_jt$d),
        .q(t3_jt$q),
        .clock(t3_jt$clock)
    );
    top$t3_jb t3_jb(
        .d(t3_jb$d),
        .q(t3_jb$q),
        .clock(t3_jb$clock)
    );
    top$t4_en t4_en(
        .d(t4_en$d),
        .q(t4_en$q),
        .clock(t4_en$clock)
    );
    top$t4_kind t4_kind(
        .d(t4_kind$d),
        .q(t4_kind$q),
        .clock(t4_kind$clock)
    );
    top$t4_jt t4_jt(
        .d(t4_jt$d),
        .q(t4_jt$q),
        .clock(t4_jt$clock)
    );
    top$t4_jb t4_jb(
        .d(t4_jb$d),
        .q(t4_jb$q),
        .clock(t4_jb$clock)
    );
    top$a0$0 a0$0(
        .d(a0$0$d),
        .q(a0$0$q),
        .clock(a0$0$clock)
    );
    top$a1$0 a1$0(
        .d(a1$0$d),
        .q(a1$0$q),
        .clock(a1$0$clock)
    );
    top$b0$0 b0$0(
        .d(b0$0$d),
        .q(b0$0$q),
        .clock(b0$0$clock)
    );
    top$b1$0 b1$0(
        .d(b1$0$d),
        .q(b1$0$q),
        .clock(b1$0$clock)
    );
    top$r0$0 r0$0(
        .d(r0$0$d),
        .q(r0$0$q),
        .clock(r0$0$clock)
    );
    top$r1$0 r1$0(
        .d(r1$0$d),
        .q(r1$0$q),
        .clock(r1$0$clock)
    );
    top$na0$0 na0$0(
        .d(na0$0$d),
        .q(na0$0$q),
        .clock(na0$0$clock)
    );
    top$na1$0 na1$0(
        .d(na1$0$d),
        .q(na1$0$q),
        .clock(na1$0$clock)
    );
    top$nb0$0 nb0$0(
        .d(nb0$0$d),
        .q(nb0$0$q),
        .clock(nb0$0$clock)
    );
    top$nb1$0 nb1$0(
        .d(nb1$0$d),
        .q(nb1$0$q),
        .clock(nb1$0$clock)
    );
    top$nr0$0 nr0$0(
        .d(nr0$0$d),
        .q(nr0$0$q),
        .clock(nr0$0$clock)
    );
    top$nr1$0 nr1$0(
        .d(nr1$0$d),
        .q(nr1$0$q),
        .clock(nr1$0$clock)
    );
    top$v_hold$0 v_hold$0(
        .d(v_hold$0$d),
        .q(v_hold$0$q),
        .clock(v_hold$0$clock)
    );
    top$u_hold$0 u_hold$0(
        .d(u_hold$0$d),
        .q(u_hold$0$q),
        .clock(u_hold$0$clock)
    );
    top$p_hold$0 p_hold$0(
        .d(p_hold$0$d),
        .q(p_hold$0$q),
        .clock(p_hold$0$clock)
    );
    top$c1_hold$0 c1_hold$0(
        .d(c1_hold$0$d),
        .q(c1_hold$0$q),
        .clock(c1_hold$0$clock)
    );
    top$pa1$0 pa1$0(
        .d(pa1$0$d),
        .q(pa1$0$q),
        .clock(pa1$0$clock)
    );
    top$pb0$0 pb0$0(
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
            bank1$0$read_address = rd_at[(32'h0)+:(10)];
            bank0$0$read_address = rd_ab[(32'h0)+:(10)];
        end
        else begin
            bank0$0$read_address = rd_at[(32'h0)+:(10)];
            bank1$0$read_address = rd_ab[(32'h0)+:(10)];
        end
        if (^wr_wt) begin
            bank1$0$write_address = wr_at[(32'h0)+:(10)];
            bank1$0$write_data = wr_t$0;
            bank1$0$write_enable = wr_en_t & wr_lanes[0];
            bank0$0$write_address = wr_ab[(32'h0)+:(10)];
            bank0$0$write_data = wr_b$0;
            bank0$0$write_enable = wr_en_b & wr_lanes[0];
        end
        else begin
            bank0$0$write_address = wr_at[(32'h0)+:(10)];
            bank0$0$write_data = wr_t$0;
            bank0$0$write_enable = wr_en_t & wr_lanes[0];
            bank1$0$write_address = wr_ab[(32'h0)+:(10)];
            bank1$0$write_data = wr_b$0;
            bank1$0$write_enable = wr_en_b & wr_lanes[0];
        end
        if (^rd_wt) begin
            key1$0$read_address = rd_at[(32'h0)+:(1)];
            key0$0$read_address = rd_ab[(32'h0)+:(1)];
            smp1$0$read_address = rd_at[(32'h0)+:(1)];
            smp0$0$read_address = rd_ab[(32'h0)+:(1)];
        end
        else begin
            key0$0$read_address = rd_at[(32'h0)+:(1)];
            key1$0$read_address = rd_ab[(32'h0)+:(1)];
            smp0$0$read_address = rd_at[(32'h0)+:(1)];
            smp1$0$read_address = rd_ab[(32'h0)+:(1)];
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
        key0$0$write_address = wa0$0[(32'h0)+:(1)];
        key0$0$write_data = wd0$0;
        key0$0$write_enable = k_banked & we0$0 & (wpart == 32'h1);
        key1$0$write_address = wa1$0[(32'h0)+:(1)];
        key1$0$write_data = wd1$0;
        key1$0$write_enable = k_banked & we1$0 & (wpart == 32'h1);
        smp0$0$write_address = smp_addr[(32'h0)+:(1)];
        smp0$0$write_data = smp_value;
        smp0$0$write_enable = k_banked & smp_write & ~^smp_index;
        smp1$0$write_address = smp_addr[(32'h0)+:(1)];
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
    
endmodule // top


module top$a0$0(d,q,clock);
    
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
          
endmodule // top$a0$0


module top$a1$0(d,q,clock);
    
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
          
endmodule // top$a1$0


module top$b0$0(d,q,clock);
    
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
          
endmodule // top$b0$0


module top$b1$0(d,q,clock);
    
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
          
endmodule // top$b1$0


module top$bank0$0(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // top$bank0$0


module top$bank1$0(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
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
                
endmodule // top$bank1$0


module top$bf$0(clock,a,b,w,inverse,x,y);
    
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
    top$bf$0$a0 a0(
        .d(a0$d),
        .q(a0$q),
        .clock(a0$clock)
    );
    top$bf$0$b0 b0(
        .d(b0$d),
        .q(b0$q),
        .clock(b0$clock)
    );
    top$bf$0$w0 w0(
        .d(w0$d),
        .q(w0$q),
        .clock(w0$clock)
    );
    top$bf$0$inv0 inv0(
        .d(inv0$d),
        .q(inv0$q),
        .clock(inv0$clock)
    );
    top$bf$0$a1 a1(
        .d(a1$d),
        .q(a1$q),
        .clock(a1$clock)
    );
    top$bf$0$s1 s1(
        .d(s1$d),
        .q(s1$q),
        .clock(s1$clock)
    );
    top$bf$0$m1 m1(
        .d(m1$d),
        .q(m1$q),
        .clock(m1$clock)
    );
    top$bf$0$w1 w1(
        .d(w1$d),
        .q(w1$q),
        .clock(w1$clock)
    );
    top$bf$0$inv1 inv1(
        .d(inv1$d),
        .q(inv1$q),
        .clock(inv1$clock)
    );
    top$bf$0$a2 a2(
        .d(a2$d),
        .q(a2$q),
        .clock(a2$clock)
    );
    top$bf$0$s2 s2(
        .d(s2$d),
        .q(s2$q),
        .clock(s2$clock)
    );
    top$bf$0$p2 p2(
        .d(p2$d),
        .q(p2$q),
        .clock(p2$clock)
    );
    top$bf$0$inv2 inv2(
        .d(inv2$d),
        .q(inv2$q),
        .clock(inv2$clock)
    );
    top$bf$0$a3 a3(
        .d(a3$d),
        .q(a3$q),
        .clock(a3$clock)
    );
    top$bf$0$s3 s3(
        .d(s3$d),
        .q(s3$q),
        .clock(s3$clock)
    );
    top$bf$0$t3 t3(
        .d(t3$d),
        .q(t3$q),
        .clock(t3$clock)
    );
    top$bf$0$inv3 inv3(
        .d(inv3$d),
        .q(inv3$q),
        .clock(inv3$clock)
    );
    top$bf$0$reducer reducer(
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
    
endmodule // top$bf$0


module top$bf$0$a0(d,q,clock);
    
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
          
endmodule // top$bf$0$a0


module top$bf$0$a1(d,q,clock);
    
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
          
endmodule // top$bf$0$a1


module top$bf$0$a2(d,q,clock);
    
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
          
endmodule // top$bf$0$a2


module top$bf$0$a3(d,q,clock);
    
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
          
endmodule // top$bf$0$a3


module top$bf$0$b0(d,q,clock);
    
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
          
endmodule // top$bf$0$b0


module top$bf$0$inv0(d,q,clock);
    
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
          
endmodule // top$bf$0$inv0


module top$bf$0$inv1(d,q,clock);
    
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
          
endmodule // top$bf$0$inv1


module top$bf$0$inv2(d,q,clock);
    
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
          
endmodule // top$bf$0$inv2


module top$bf$0$inv3(d,q,clock);
    
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
          
endmodule // top$bf$0$inv3


module top$bf$0$m1(d,q,clock);
    
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
          
endmodule // top$bf$0$m1


module top$bf$0$p2(d,q,clock);
    
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
          
endmodule // top$bf$0$p2


module top$bf$0$reducer(c,r);
    
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
    top$bf$0$reducer$tree tree(
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
    
endmodule // top$bf$0$reducer


module top$bf$0$reducer$tree(c,s,d);
    
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
    top$bf$0$reducer$tree$lut$0 lut$0(
        .i0(lut$0$i0),
        .i1(lut$0$i1),
        .i2(lut$0$i2),
        .i3(lut$0$i3),
        .i4(lut$0$i4),
        .i5(lut$0$i5),
        .o6(lut$0$o6),
        .o5(lut$0$o5)
    );
    top$bf$0$reducer$tree$lut$1 lut$1(
        .i0(lut$1$i0),
        .i1(lut$1$i1),
        .i2(lut$1$i2),
        .i3(lut$1$i3),
        .i4(lut$1$i4),
        .i5(lut$1$i5),
        .o6(lut$1$o6),
        .o5(lut$1$o5)
    );
    top$bf$0$reducer$tree$lut$2 lut$2(
        .i0(lut$2$i0),
        .i1(lut$2$i1),
        .i2(lut$2$i2),
        .i3(lut$2$i3),
        .i4(lut$2$i4),
        .i5(lut$2$i5),
        .o6(lut$2$o6),
        .o5(lut$2$o5)
    );
    top$bf$0$reducer$tree$lut$3 lut$3(
        .i0(lut$3$i0),
        .i1(lut$3$i1),
        .i2(lut$3$i2),
        .i3(lut$3$i3),
        .i4(lut$3$i4),
        .i5(lut$3$i5),
        .o6(lut$3$o6),
        .o5(lut$3$o5)
    );
    top$bf$0$reducer$tree$lut$4 lut$4(
        .i0(lut$4$i0),
        .i1(lut$4$i1),
        .i2(lut$4$i2),
        .i3(lut$4$i3),
        .i4(lut$4$i4),
        .i5(lut$4$i5),
        .o6(lut$4$o6),
        .o5(lut$4$o5)
    );
    top$bf$0$reducer$tree$lut$5 lut$5(
        .i0(lut$5$i0),
        .i1(lut$5$i1),
        .i2(lut$5$i2),
        .i3(lut$5$i3),
        .i4(lut$5$i4),
        .i5(lut$5$i5),
        .o6(lut$5$o6),
        .o5(lut$5$o5)
    );
    top$bf$0$reducer$tree$lut$6 lut$6(
        .i0(lut$6$i0),
        .i1(lut$6$i1),
        .i2(lut$6$i2),
        .i3(lut$6$i3),
        .i4(lut$6$i4),
        .i5(lut$6$i5),
        .o6(lut$6$o6),
        .o5(lut$6$o5)
    );
    top$bf$0$reducer$tree$lut$7 lut$7(
        .i0(lut$7$i0),
        .i1(lut$7$i1),
        .i2(lut$7$i2),
        .i3(lut$7$i3),
        .i4(lut$7$i4),
        .i5(lut$7$i5),
        .o6(lut$7$o6),
        .o5(lut$7$o5)
    );
    top$bf$0$reducer$tree$lut$8 lut$8(
        .i0(lut$8$i0),
        .i1(lut$8$i1),
        .i2(lut$8$i2),
        .i3(lut$8$i3),
        .i4(lut$8$i4),
        .i5(lut$8$i5),
        .o6(lut$8$o6),
        .o5(lut$8$o5)
    );
    top$bf$0$reducer$tree$lut$9 lut$9(
        .i0(lut$9$i0),
        .i1(lut$9$i1),
        .i2(lut$9$i2),
        .i3(lut$9$i3),
        .i4(lut$9$i4),
        .i5(lut$9$i5),
        .o6(lut$9$o6),
        .o5(lut$9$o5)
    );
    top$bf$0$reducer$tree$lut$10 lut$10(
        .i0(lut$10$i0),
        .i1(lut$10$i1),
        .i2(lut$10$i2),
        .i3(lut$10$i3),
        .i4(lut$10$i4),
        .i5(lut$10$i5),
        .o6(lut$10$o6),
        .o5(lut$10$o5)
    );
    top$bf$0$reducer$tree$lut$11 lut$11(
        .i0(lut$11$i0),
        .i1(lut$11$i1),
        .i2(lut$11$i2),
        .i3(lut$11$i3),
        .i4(lut$11$i4),
        .i5(lut$11$i5),
        .o6(lut$11$o6),
        .o5(lut$11$o5)
    );
    top$bf$0$reducer$tree$lut$12 lut$12(
        .i0(lut$12$i0),
        .i1(lut$12$i1),
        .i2(lut$12$i2),
        .i3(lut$12$i3),
        .i4(lut$12$i4),
        .i5(lut$12$i5),
        .o6(lut$12$o6),
        .o5(lut$12$o5)
    );
    top$bf$0$reducer$tree$lut$13 lut$13(
        .i0(lut$13$i0),
        .i1(lut$13$i1),
        .i2(lut$13$i2),
        .i3(lut$13$i3),
        .i4(lut$13$i4),
        .i5(lut$13$i5),
        .o6(lut$13$o6),
        .o5(lut$13$o5)
    );
    top$bf$0$reducer$tree$lut$14 lut$14(
        .i0(lut$14$i0),
        .i1(lut$14$i1),
        .i2(lut$14$i2),
        .i3(lut$14$i3),
        .i4(lut$14$i4),
        .i5(lut$14$i5),
        .o6(lut$14$o6),
        .o5(lut$14$o5)
    );
    top$bf$0$reducer$tree$lut$15 lut$15(
        .i0(lut$15$i0),
        .i1(lut$15$i1),
        .i2(lut$15$i2),
        .i3(lut$15$i3),
        .i4(lut$15$i4),
        .i5(lut$15$i5),
        .o6(lut$15$o6),
        .o5(lut$15$o5)
    );
    top$bf$0$reducer$tree$lut$16 lut$16(
        .i0(lut$16$i0),
        .i1(lut$16$i1),
        .i2(lut$16$i2),
        .i3(lut$16$i3),
        .i4(lut$16$i4),
        .i5(lut$16$i5),
        .o6(lut$16$o6),
        .o5(lut$16$o5)
    );
    top$bf$0$reducer$tree$lut$17 lut$17(
        .i0(lut$17$i0),
        .i1(lut$17$i1),
        .i2(lut$17$i2),
        .i3(lut$17$i3),
        .i4(lut$17$i4),
        .i5(lut$17$i5),
        .o6(lut$17$o6),
        .o5(lut$17$o5)
    );
    top$bf$0$reducer$tree$lut$18 lut$18(
        .i0(lut$18$i0),
        .i1(lut$18$i1),
        .i2(lut$18$i2),
        .i3(lut$18$i3),
        .i4(lut$18$i4),
        .i5(lut$18$i5),
        .o6(lut$18$o6),
        .o5(lut$18$o5)
    );
    top$bf$0$reducer$tree$lut$19 lut$19(
        .i0(lut$19$i0),
        .i1(lut$19$i1),
        .i2(lut$19$i2),
        .i3(lut$19$i3),
        .i4(lut$19$i4),
        .i5(lut$19$i5),
        .o6(lut$19$o6),
        .o5(lut$19$o5)
    );
    top$bf$0$reducer$tree$lut$20 lut$20(
        .i0(lut$20$i0),
        .i1(lut$20$i1),
        .i2(lut$20$i2),
        .i3(lut$20$i3),
        .i4(lut$20$i4),
        .i5(lut$20$i5),
        .o6(lut$20$o6),
        .o5(lut$20$o5)
    );
    top$bf$0$reducer$tree$lut$21 lut$21(
        .i0(lut$21$i0),
        .i1(lut$21$i1),
        .i2(lut$21$i2),
        .i3(lut$21$i3),
        .i4(lut$21$i4),
        .i5(lut$21$i5),
        .o6(lut$21$o6),
        .o5(lut$21$o5)
    );
    top$bf$0$reducer$tree$lut$22 lut$22(
        .i0(lut$22$i0),
        .i1(lut$22$i1),
        .i2(lut$22$i2),
        .i3(lut$22$i3),
        .i4(lut$22$i4),
        .i5(lut$22$i5),
        .o6(lut$22$o6),
        .o5(lut$22$o5)
    );
    top$bf$0$reducer$tree$lut$23 lut$23(
        .i0(lut$23$i0),
        .i1(lut$23$i1),
        .i2(lut$23$i2),
        .i3(lut$23$i3),
        .i4(lut$23$i4),
        .i5(lut$23$i5),
        .o6(lut$23$o6),
        .o5(lut$23$o5)
    );
    top$bf$0$reducer$tree$lut$24 lut$24(
        .i0(lut$24$i0),
        .i1(lut$24$i1),
        .i2(lut$24$i2),
        .i3(lut$24$i3),
        .i4(lut$24$i4),
        .i5(lut$24$i5),
        .o6(lut$24$o6),
        .o5(lut$24$o5)
    );
    top$bf$0$reducer$tree$lut$25 lut$25(
        .i0(lut$25$i0),
        .i1(lut$25$i1),
        .i2(lut$25$i2),
        .i3(lut$25$i3),
        .i4(lut$25$i4),
        .i5(lut$25$i5),
        .o6(lut$25$o6),
        .o5(lut$25$o5)
    );
    top$bf$0$reducer$tree$lut$26 lut$26(
        .i0(lut$26$i0),
        .i1(lut$26$i1),
        .i2(lut$26$i2),
        .i3(lut$26$i3),
        .i4(lut$26$i4),
        .i5(lut$26$i5),
        .o6(lut$26$o6),
        .o5(lut$26$o5)
    );
    top$bf$0$reducer$tree$lut$27 lut$27(
        .i0(lut$27$i0),
        .i1(lut$27$i1),
        .i2(lut$27$i2),
        .i3(lut$27$i3),
        .i4(lut$27$i4),
        .i5(lut$27$i5),
        .o6(lut$27$o6),
        .o5(lut$27$o5)
    );
    top$bf$0$reducer$tree$lut$28 lut$28(
        .i0(lut$28$i0),
        .i1(lut$28$i1),
        .i2(lut$28$i2),
        .i3(lut$28$i3),
        .i4(lut$28$i4),
        .i5(lut$28$i5),
        .o6(lut$28$o6),
        .o5(lut$28$o5)
    );
    top$bf$0$reducer$tree$lut$29 lut$29(
        .i0(lut$29$i0),
        .i1(lut$29$i1),
        .i2(lut$29$i2),
        .i3(lut$29$i3),
        .i4(lut$29$i4),
        .i5(lut$29$i5),
        .o6(lut$29$o6),
        .o5(lut$29$o5)
    );
    top$bf$0$reducer$tree$lut$30 lut$30(
        .i0(lut$30$i0),
        .i1(lut$30$i1),
        .i2(lut$30$i2),
        .i3(lut$30$i3),
        .i4(lut$30$i4),
        .i5(lut$30$i5),
        .o6(lut$30$o6),
        .o5(lut$30$o5)
    );
    top$bf$0$reducer$tree$lut$31 lut$31(
        .i0(lut$31$i0),
        .i1(lut$31$i1),
        .i2(lut$31$i2),
        .i3(lut$31$i3),
        .i4(lut$31$i4),
        .i5(lut$31$i5),
        .o6(lut$31$o6),
        .o5(lut$31$o5)
    );
    top$bf$0$reducer$tree$lut$32 lut$32(
        .i0(lut$32$i0),
        .i1(lut$32$i1),
        .i2(lut$32$i2),
        .i3(lut$32$i3),
        .i4(lut$32$i4),
        .i5(lut$32$i5),
        .o6(lut$32$o6),
        .o5(lut$32$o5)
    );
    top$bf$0$reducer$tree$lut$33 lut$33(
        .i0(lut$33$i0),
        .i1(lut$33$i1),
        .i2(lut$33$i2),
        .i3(lut$33$i3),
        .i4(lut$33$i4),
        .i5(lut$33$i5),
        .o6(lut$33$o6),
        .o5(lut$33$o5)
    );
    top$bf$0$reducer$tree$lut$34 lut$34(
        .i0(lut$34$i0),
        .i1(lut$34$i1),
        .i2(lut$34$i2),
        .i3(lut$34$i3),
        .i4(lut$34$i4),
        .i5(lut$34$i5),
        .o6(lut$34$o6),
        .o5(lut$34$o5)
    );
    top$bf$0$reducer$tree$lut$35 lut$35(
        .i0(lut$35$i0),
        .i1(lut$35$i1),
        .i2(lut$35$i2),
        .i3(lut$35$i3),
        .i4(lut$35$i4),
        .i5(lut$35$i5),
        .o6(lut$35$o6),
        .o5(lut$35$o5)
    );
    top$bf$0$reducer$tree$lut$36 lut$36(
        .i0(lut$36$i0),
        .i1(lut$36$i1),
        .i2(lut$36$i2),
        .i3(lut$36$i3),
        .i4(lut$36$i4),
        .i5(lut$36$i5),
        .o6(lut$36$o6),
        .o5(lut$36$o5)
    );
    top$bf$0$reducer$tree$lut$37 lut$37(
        .i0(lut$37$i0),
        .i1(lut$37$i1),
        .i2(lut$37$i2),
        .i3(lut$37$i3),
        .i4(lut$37$i4),
        .i5(lut$37$i5),
        .o6(lut$37$o6),
        .o5(lut$37$o5)
    );
    top$bf$0$reducer$tree$lut$38 lut$38(
        .i0(lut$38$i0),
        .i1(lut$38$i1),
        .i2(lut$38$i2),
        .i3(lut$38$i3),
        .i4(lut$38$i4),
        .i5(lut$38$i5),
        .o6(lut$38$o6),
        .o5(lut$38$o5)
    );
    top$bf$0$reducer$tree$lut$39 lut$39(
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
    
endmodule // top$bf$0$reducer$tree


module top$bf$0$reducer$tree$lut$0(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$0


module top$bf$0$reducer$tree$lut$1(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$1


module top$bf$0$reducer$tree$lut$10(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$10


module top$bf$0$reducer$tree$lut$11(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$11


module top$bf$0$reducer$tree$lut$12(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$12


module top$bf$0$reducer$tree$lut$13(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$13


module top$bf$0$reducer$tree$lut$14(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$14


module top$bf$0$reducer$tree$lut$15(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$15


module top$bf$0$reducer$tree$lut$16(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$16


module top$bf$0$reducer$tree$lut$17(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$17


module top$bf$0$reducer$tree$lut$18(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$18


module top$bf$0$reducer$tree$lut$19(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$19


module top$bf$0$reducer$tree$lut$2(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$2


module top$bf$0$reducer$tree$lut$20(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$20


module top$bf$0$reducer$tree$lut$21(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$21


module top$bf$0$reducer$tree$lut$22(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$22


module top$bf$0$reducer$tree$lut$23(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$23


module top$bf$0$reducer$tree$lut$24(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$24


module top$bf$0$reducer$tree$lut$25(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$25


module top$bf$0$reducer$tree$lut$26(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$26


module top$bf$0$reducer$tree$lut$27(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$27


module top$bf$0$reducer$tree$lut$28(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$28


module top$bf$0$reducer$tree$lut$29(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$29


module top$bf$0$reducer$tree$lut$3(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$3


module top$bf$0$reducer$tree$lut$30(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$30


module top$bf$0$reducer$tree$lut$31(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$31


module top$bf$0$reducer$tree$lut$32(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$32


module top$bf$0$reducer$tree$lut$33(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$33


module top$bf$0$reducer$tree$lut$34(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$34


module top$bf$0$reducer$tree$lut$35(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$35


module top$bf$0$reducer$tree$lut$36(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$36


module top$bf$0$reducer$tree$lut$37(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$37


module top$bf$0$reducer$tree$lut$38(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$38


module top$bf$0$reducer$tree$lut$39(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$39


module top$bf$0$reducer$tree$lut$4(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$4


module top$bf$0$reducer$tree$lut$5(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$5


module top$bf$0$reducer$tree$lut$6(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$6


module top$bf$0$reducer$tree$lut$7(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$7


module top$bf$0$reducer$tree$lut$8(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$8


module top$bf$0$reducer$tree$lut$9(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf$0$reducer$tree$lut$9


module top$bf$0$s1(d,q,clock);
    
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
          
endmodule // top$bf$0$s1


module top$bf$0$s2(d,q,clock);
    
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
          
endmodule // top$bf$0$s2


module top$bf$0$s3(d,q,clock);
    
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
          
endmodule // top$bf$0$s3


module top$bf$0$t3(d,q,clock);
    
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
          
endmodule // top$bf$0$t3


module top$bf$0$w0(d,q,clock);
    
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
          
endmodule // top$bf$0$w0


module top$bf$0$w1(d,q,clock);
    
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
          
endmodule // top$bf$0$w1


module top$bf_b(clock,a,b,w,inverse,x,y);
    
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
    top$bf_b$a0 a0(
        .d(a0$d),
        .q(a0$q),
        .clock(a0$clock)
    );
    top$bf_b$b0 b0(
        .d(b0$d),
        .q(b0$q),
        .clock(b0$clock)
    );
    top$bf_b$w0 w0(
        .d(w0$d),
        .q(w0$q),
        .clock(w0$clock)
    );
    top$bf_b$inv0 inv0(
        .d(inv0$d),
        .q(inv0$q),
        .clock(inv0$clock)
    );
    top$bf_b$a1 a1(
        .d(a1$d),
        .q(a1$q),
        .clock(a1$clock)
    );
    top$bf_b$s1 s1(
        .d(s1$d),
        .q(s1$q),
        .clock(s1$clock)
    );
    top$bf_b$m1 m1(
        .d(m1$d),
        .q(m1$q),
        .clock(m1$clock)
    );
    top$bf_b$w1 w1(
        .d(w1$d),
        .q(w1$q),
        .clock(w1$clock)
    );
    top$bf_b$inv1 inv1(
        .d(inv1$d),
        .q(inv1$q),
        .clock(inv1$clock)
    );
    top$bf_b$a2 a2(
        .d(a2$d),
        .q(a2$q),
        .clock(a2$clock)
    );
    top$bf_b$s2 s2(
        .d(s2$d),
        .q(s2$q),
        .clock(s2$clock)
    );
    top$bf_b$p2 p2(
        .d(p2$d),
        .q(p2$q),
        .clock(p2$clock)
    );
    top$bf_b$inv2 inv2(
        .d(inv2$d),
        .q(inv2$q),
        .clock(inv2$clock)
    );
    top$bf_b$a3 a3(
        .d(a3$d),
        .q(a3$q),
        .clock(a3$clock)
    );
    top$bf_b$s3 s3(
        .d(s3$d),
        .q(s3$q),
        .clock(s3$clock)
    );
    top$bf_b$t3 t3(
        .d(t3$d),
        .q(t3$q),
        .clock(t3$clock)
    );
    top$bf_b$inv3 inv3(
        .d(inv3$d),
        .q(inv3$q),
        .clock(inv3$clock)
    );
    top$bf_b$reducer reducer(
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
    
endmodule // top$bf_b


module top$bf_b$a0(d,q,clock);
    
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
          
endmodule // top$bf_b$a0


module top$bf_b$a1(d,q,clock);
    
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
          
endmodule // top$bf_b$a1


module top$bf_b$a2(d,q,clock);
    
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
          
endmodule // top$bf_b$a2


module top$bf_b$a3(d,q,clock);
    
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
          
endmodule // top$bf_b$a3


module top$bf_b$b0(d,q,clock);
    
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
          
endmodule // top$bf_b$b0


module top$bf_b$inv0(d,q,clock);
    
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
          
endmodule // top$bf_b$inv0


module top$bf_b$inv1(d,q,clock);
    
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
          
endmodule // top$bf_b$inv1


module top$bf_b$inv2(d,q,clock);
    
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
          
endmodule // top$bf_b$inv2


module top$bf_b$inv3(d,q,clock);
    
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
          
endmodule // top$bf_b$inv3


module top$bf_b$m1(d,q,clock);
    
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
          
endmodule // top$bf_b$m1


module top$bf_b$p2(d,q,clock);
    
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
          
endmodule // top$bf_b$p2


module top$bf_b$reducer(c,r);
    
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
    top$bf_b$reducer$tree tree(
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
    
endmodule // top$bf_b$reducer


module top$bf_b$reducer$tree(c,s,d);
    
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
    top$bf_b$reducer$tree$lut$0 lut$0(
        .i0(lut$0$i0),
        .i1(lut$0$i1),
        .i2(lut$0$i2),
        .i3(lut$0$i3),
        .i4(lut$0$i4),
        .i5(lut$0$i5),
        .o6(lut$0$o6),
        .o5(lut$0$o5)
    );
    top$bf_b$reducer$tree$lut$1 lut$1(
        .i0(lut$1$i0),
        .i1(lut$1$i1),
        .i2(lut$1$i2),
        .i3(lut$1$i3),
        .i4(lut$1$i4),
        .i5(lut$1$i5),
        .o6(lut$1$o6),
        .o5(lut$1$o5)
    );
    top$bf_b$reducer$tree$lut$2 lut$2(
        .i0(lut$2$i0),
        .i1(lut$2$i1),
        .i2(lut$2$i2),
        .i3(lut$2$i3),
        .i4(lut$2$i4),
        .i5(lut$2$i5),
        .o6(lut$2$o6),
        .o5(lut$2$o5)
    );
    top$bf_b$reducer$tree$lut$3 lut$3(
        .i0(lut$3$i0),
        .i1(lut$3$i1),
        .i2(lut$3$i2),
        .i3(lut$3$i3),
        .i4(lut$3$i4),
        .i5(lut$3$i5),
        .o6(lut$3$o6),
        .o5(lut$3$o5)
    );
    top$bf_b$reducer$tree$lut$4 lut$4(
        .i0(lut$4$i0),
        .i1(lut$4$i1),
        .i2(lut$4$i2),
        .i3(lut$4$i3),
        .i4(lut$4$i4),
        .i5(lut$4$i5),
        .o6(lut$4$o6),
        .o5(lut$4$o5)
    );
    top$bf_b$reducer$tree$lut$5 lut$5(
        .i0(lut$5$i0),
        .i1(lut$5$i1),
        .i2(lut$5$i2),
        .i3(lut$5$i3),
        .i4(lut$5$i4),
        .i5(lut$5$i5),
        .o6(lut$5$o6),
        .o5(lut$5$o5)
    );
    top$bf_b$reducer$tree$lut$6 lut$6(
        .i0(lut$6$i0),
        .i1(lut$6$i1),
        .i2(lut$6$i2),
        .i3(lut$6$i3),
        .i4(lut$6$i4),
        .i5(lut$6$i5),
        .o6(lut$6$o6),
        .o5(lut$6$o5)
    );
    top$bf_b$reducer$tree$lut$7 lut$7(
        .i0(lut$7$i0),
        .i1(lut$7$i1),
        .i2(lut$7$i2),
        .i3(lut$7$i3),
        .i4(lut$7$i4),
        .i5(lut$7$i5),
        .o6(lut$7$o6),
        .o5(lut$7$o5)
    );
    top$bf_b$reducer$tree$lut$8 lut$8(
        .i0(lut$8$i0),
        .i1(lut$8$i1),
        .i2(lut$8$i2),
        .i3(lut$8$i3),
        .i4(lut$8$i4),
        .i5(lut$8$i5),
        .o6(lut$8$o6),
        .o5(lut$8$o5)
    );
    top$bf_b$reducer$tree$lut$9 lut$9(
        .i0(lut$9$i0),
        .i1(lut$9$i1),
        .i2(lut$9$i2),
        .i3(lut$9$i3),
        .i4(lut$9$i4),
        .i5(lut$9$i5),
        .o6(lut$9$o6),
        .o5(lut$9$o5)
    );
    top$bf_b$reducer$tree$lut$10 lut$10(
        .i0(lut$10$i0),
        .i1(lut$10$i1),
        .i2(lut$10$i2),
        .i3(lut$10$i3),
        .i4(lut$10$i4),
        .i5(lut$10$i5),
        .o6(lut$10$o6),
        .o5(lut$10$o5)
    );
    top$bf_b$reducer$tree$lut$11 lut$11(
        .i0(lut$11$i0),
        .i1(lut$11$i1),
        .i2(lut$11$i2),
        .i3(lut$11$i3),
        .i4(lut$11$i4),
        .i5(lut$11$i5),
        .o6(lut$11$o6),
        .o5(lut$11$o5)
    );
    top$bf_b$reducer$tree$lut$12 lut$12(
        .i0(lut$12$i0),
        .i1(lut$12$i1),
        .i2(lut$12$i2),
        .i3(lut$12$i3),
        .i4(lut$12$i4),
        .i5(lut$12$i5),
        .o6(lut$12$o6),
        .o5(lut$12$o5)
    );
    top$bf_b$reducer$tree$lut$13 lut$13(
        .i0(lut$13$i0),
        .i1(lut$13$i1),
        .i2(lut$13$i2),
        .i3(lut$13$i3),
        .i4(lut$13$i4),
        .i5(lut$13$i5),
        .o6(lut$13$o6),
        .o5(lut$13$o5)
    );
    top$bf_b$reducer$tree$lut$14 lut$14(
        .i0(lut$14$i0),
        .i1(lut$14$i1),
        .i2(lut$14$i2),
        .i3(lut$14$i3),
        .i4(lut$14$i4),
        .i5(lut$14$i5),
        .o6(lut$14$o6),
        .o5(lut$14$o5)
    );
    top$bf_b$reducer$tree$lut$15 lut$15(
        .i0(lut$15$i0),
        .i1(lut$15$i1),
        .i2(lut$15$i2),
        .i3(lut$15$i3),
        .i4(lut$15$i4),
        .i5(lut$15$i5),
        .o6(lut$15$o6),
        .o5(lut$15$o5)
    );
    top$bf_b$reducer$tree$lut$16 lut$16(
        .i0(lut$16$i0),
        .i1(lut$16$i1),
        .i2(lut$16$i2),
        .i3(lut$16$i3),
        .i4(lut$16$i4),
        .i5(lut$16$i5),
        .o6(lut$16$o6),
        .o5(lut$16$o5)
    );
    top$bf_b$reducer$tree$lut$17 lut$17(
        .i0(lut$17$i0),
        .i1(lut$17$i1),
        .i2(lut$17$i2),
        .i3(lut$17$i3),
        .i4(lut$17$i4),
        .i5(lut$17$i5),
        .o6(lut$17$o6),
        .o5(lut$17$o5)
    );
    top$bf_b$reducer$tree$lut$18 lut$18(
        .i0(lut$18$i0),
        .i1(lut$18$i1),
        .i2(lut$18$i2),
        .i3(lut$18$i3),
        .i4(lut$18$i4),
        .i5(lut$18$i5),
        .o6(lut$18$o6),
        .o5(lut$18$o5)
    );
    top$bf_b$reducer$tree$lut$19 lut$19(
        .i0(lut$19$i0),
        .i1(lut$19$i1),
        .i2(lut$19$i2),
        .i3(lut$19$i3),
        .i4(lut$19$i4),
        .i5(lut$19$i5),
        .o6(lut$19$o6),
        .o5(lut$19$o5)
    );
    top$bf_b$reducer$tree$lut$20 lut$20(
        .i0(lut$20$i0),
        .i1(lut$20$i1),
        .i2(lut$20$i2),
        .i3(lut$20$i3),
        .i4(lut$20$i4),
        .i5(lut$20$i5),
        .o6(lut$20$o6),
        .o5(lut$20$o5)
    );
    top$bf_b$reducer$tree$lut$21 lut$21(
        .i0(lut$21$i0),
        .i1(lut$21$i1),
        .i2(lut$21$i2),
        .i3(lut$21$i3),
        .i4(lut$21$i4),
        .i5(lut$21$i5),
        .o6(lut$21$o6),
        .o5(lut$21$o5)
    );
    top$bf_b$reducer$tree$lut$22 lut$22(
        .i0(lut$22$i0),
        .i1(lut$22$i1),
        .i2(lut$22$i2),
        .i3(lut$22$i3),
        .i4(lut$22$i4),
        .i5(lut$22$i5),
        .o6(lut$22$o6),
        .o5(lut$22$o5)
    );
    top$bf_b$reducer$tree$lut$23 lut$23(
        .i0(lut$23$i0),
        .i1(lut$23$i1),
        .i2(lut$23$i2),
        .i3(lut$23$i3),
        .i4(lut$23$i4),
        .i5(lut$23$i5),
        .o6(lut$23$o6),
        .o5(lut$23$o5)
    );
    top$bf_b$reducer$tree$lut$24 lut$24(
        .i0(lut$24$i0),
        .i1(lut$24$i1),
        .i2(lut$24$i2),
        .i3(lut$24$i3),
        .i4(lut$24$i4),
        .i5(lut$24$i5),
        .o6(lut$24$o6),
        .o5(lut$24$o5)
    );
    top$bf_b$reducer$tree$lut$25 lut$25(
        .i0(lut$25$i0),
        .i1(lut$25$i1),
        .i2(lut$25$i2),
        .i3(lut$25$i3),
        .i4(lut$25$i4),
        .i5(lut$25$i5),
        .o6(lut$25$o6),
        .o5(lut$25$o5)
    );
    top$bf_b$reducer$tree$lut$26 lut$26(
        .i0(lut$26$i0),
        .i1(lut$26$i1),
        .i2(lut$26$i2),
        .i3(lut$26$i3),
        .i4(lut$26$i4),
        .i5(lut$26$i5),
        .o6(lut$26$o6),
        .o5(lut$26$o5)
    );
    top$bf_b$reducer$tree$lut$27 lut$27(
        .i0(lut$27$i0),
        .i1(lut$27$i1),
        .i2(lut$27$i2),
        .i3(lut$27$i3),
        .i4(lut$27$i4),
        .i5(lut$27$i5),
        .o6(lut$27$o6),
        .o5(lut$27$o5)
    );
    top$bf_b$reducer$tree$lut$28 lut$28(
        .i0(lut$28$i0),
        .i1(lut$28$i1),
        .i2(lut$28$i2),
        .i3(lut$28$i3),
        .i4(lut$28$i4),
        .i5(lut$28$i5),
        .o6(lut$28$o6),
        .o5(lut$28$o5)
    );
    top$bf_b$reducer$tree$lut$29 lut$29(
        .i0(lut$29$i0),
        .i1(lut$29$i1),
        .i2(lut$29$i2),
        .i3(lut$29$i3),
        .i4(lut$29$i4),
        .i5(lut$29$i5),
        .o6(lut$29$o6),
        .o5(lut$29$o5)
    );
    top$bf_b$reducer$tree$lut$30 lut$30(
        .i0(lut$30$i0),
        .i1(lut$30$i1),
        .i2(lut$30$i2),
        .i3(lut$30$i3),
        .i4(lut$30$i4),
        .i5(lut$30$i5),
        .o6(lut$30$o6),
        .o5(lut$30$o5)
    );
    top$bf_b$reducer$tree$lut$31 lut$31(
        .i0(lut$31$i0),
        .i1(lut$31$i1),
        .i2(lut$31$i2),
        .i3(lut$31$i3),
        .i4(lut$31$i4),
        .i5(lut$31$i5),
        .o6(lut$31$o6),
        .o5(lut$31$o5)
    );
    top$bf_b$reducer$tree$lut$32 lut$32(
        .i0(lut$32$i0),
        .i1(lut$32$i1),
        .i2(lut$32$i2),
        .i3(lut$32$i3),
        .i4(lut$32$i4),
        .i5(lut$32$i5),
        .o6(lut$32$o6),
        .o5(lut$32$o5)
    );
    top$bf_b$reducer$tree$lut$33 lut$33(
        .i0(lut$33$i0),
        .i1(lut$33$i1),
        .i2(lut$33$i2),
        .i3(lut$33$i3),
        .i4(lut$33$i4),
        .i5(lut$33$i5),
        .o6(lut$33$o6),
        .o5(lut$33$o5)
    );
    top$bf_b$reducer$tree$lut$34 lut$34(
        .i0(lut$34$i0),
        .i1(lut$34$i1),
        .i2(lut$34$i2),
        .i3(lut$34$i3),
        .i4(lut$34$i4),
        .i5(lut$34$i5),
        .o6(lut$34$o6),
        .o5(lut$34$o5)
    );
    top$bf_b$reducer$tree$lut$35 lut$35(
        .i0(lut$35$i0),
        .i1(lut$35$i1),
        .i2(lut$35$i2),
        .i3(lut$35$i3),
        .i4(lut$35$i4),
        .i5(lut$35$i5),
        .o6(lut$35$o6),
        .o5(lut$35$o5)
    );
    top$bf_b$reducer$tree$lut$36 lut$36(
        .i0(lut$36$i0),
        .i1(lut$36$i1),
        .i2(lut$36$i2),
        .i3(lut$36$i3),
        .i4(lut$36$i4),
        .i5(lut$36$i5),
        .o6(lut$36$o6),
        .o5(lut$36$o5)
    );
    top$bf_b$reducer$tree$lut$37 lut$37(
        .i0(lut$37$i0),
        .i1(lut$37$i1),
        .i2(lut$37$i2),
        .i3(lut$37$i3),
        .i4(lut$37$i4),
        .i5(lut$37$i5),
        .o6(lut$37$o6),
        .o5(lut$37$o5)
    );
    top$bf_b$reducer$tree$lut$38 lut$38(
        .i0(lut$38$i0),
        .i1(lut$38$i1),
        .i2(lut$38$i2),
        .i3(lut$38$i3),
        .i4(lut$38$i4),
        .i5(lut$38$i5),
        .o6(lut$38$o6),
        .o5(lut$38$o5)
    );
    top$bf_b$reducer$tree$lut$39 lut$39(
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
    
endmodule // top$bf_b$reducer$tree


module top$bf_b$reducer$tree$lut$0(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$0


module top$bf_b$reducer$tree$lut$1(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$1


module top$bf_b$reducer$tree$lut$10(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$10


module top$bf_b$reducer$tree$lut$11(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$11


module top$bf_b$reducer$tree$lut$12(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$12


module top$bf_b$reducer$tree$lut$13(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$13


module top$bf_b$reducer$tree$lut$14(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$14


module top$bf_b$reducer$tree$lut$15(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$15


module top$bf_b$reducer$tree$lut$16(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$16


module top$bf_b$reducer$tree$lut$17(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$17


module top$bf_b$reducer$tree$lut$18(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$18


module top$bf_b$reducer$tree$lut$19(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$19


module top$bf_b$reducer$tree$lut$2(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$2


module top$bf_b$reducer$tree$lut$20(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$20


module top$bf_b$reducer$tree$lut$21(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$21


module top$bf_b$reducer$tree$lut$22(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$22


module top$bf_b$reducer$tree$lut$23(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$23


module top$bf_b$reducer$tree$lut$24(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$24


module top$bf_b$reducer$tree$lut$25(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$25


module top$bf_b$reducer$tree$lut$26(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$26


module top$bf_b$reducer$tree$lut$27(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$27


module top$bf_b$reducer$tree$lut$28(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$28


module top$bf_b$reducer$tree$lut$29(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$29


module top$bf_b$reducer$tree$lut$3(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$3


module top$bf_b$reducer$tree$lut$30(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$30


module top$bf_b$reducer$tree$lut$31(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$31


module top$bf_b$reducer$tree$lut$32(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$32


module top$bf_b$reducer$tree$lut$33(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$33


module top$bf_b$reducer$tree$lut$34(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$34


module top$bf_b$reducer$tree$lut$35(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$35


module top$bf_b$reducer$tree$lut$36(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$36


module top$bf_b$reducer$tree$lut$37(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$37


module top$bf_b$reducer$tree$lut$38(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$38


module top$bf_b$reducer$tree$lut$39(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$39


module top$bf_b$reducer$tree$lut$4(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$4


module top$bf_b$reducer$tree$lut$5(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$5


module top$bf_b$reducer$tree$lut$6(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$6


module top$bf_b$reducer$tree$lut$7(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$7


module top$bf_b$reducer$tree$lut$8(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$8


module top$bf_b$reducer$tree$lut$9(i0,i1,i2,i3,i4,i5,o6,o5);
    
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
endmodule // top$bf_b$reducer$tree$lut$9


module top$bf_b$s1(d,q,clock);
    
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
          
endmodule // top$bf_b$s1


module top$bf_b$s2(d,q,clock);
    
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
          
endmodule // top$bf_b$s2


module top$bf_b$s3(d,q,clock);
    
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
          
endmodule // top$bf_b$s3


module top$bf_b$t3(d,q,clock);
    
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
          
endmodule // top$bf_b$t3


module top$bf_b$w0(d,q,clock);
    
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
          
endmodule // top$bf_b$w0


module top$bf_b$w1(d,q,clock);
    
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
          
endmodule // top$bf_b$w1


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


module top$c1_hold$0(d,q,clock);
    
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
          
endmodule // top$c1_hold$0


module top$d1_f(d,q,clock);
    
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
          
endmodule // top$d1_f


module top$d1_jb(d,q,clock);
    
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
          
endmodule // top$d1_jb


module top$d1_jt(d,q,clock);
    
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
          
endmodule // top$d1_jt


module top$d1_ntt(d,q,clock);
    
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
          
endmodule // top$d1_ntt


module top$d1_x(d,q,clock);
    
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
          
endmodule // top$d1_x


module top$d1_y(d,q,clock);
    
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
          
endmodule // top$d1_y


module top$d2_jb(d,q,clock);
    
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
          
endmodule // top$d2_jb


module top$d2_y(d,q,clock);
    
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
          
endmodule // top$d2_y


module top$dl_jb$0(d,q,clock);
    
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
          
endmodule // top$dl_jb$0


module top$dl_jb$1(d,q,clock);
    
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
          
endmodule // top$dl_jb$1


module top$dl_jb$2(d,q,clock);
    
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
          
endmodule // top$dl_jb$2


module top$dl_jb$3(d,q,clock);
    
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
          
endmodule // top$dl_jb$3


module top$dl_jb$4(d,q,clock);
    
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
          
endmodule // top$dl_jb$4


module top$dl_jb$5(d,q,clock);
    
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
          
endmodule // top$dl_jb$5


module top$dl_jb$6(d,q,clock);
    
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
          
endmodule // top$dl_jb$6


module top$dl_jb$7(d,q,clock);
    
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
          
endmodule // top$dl_jb$7


module top$dl_jt$0(d,q,clock);
    
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
          
endmodule // top$dl_jt$0


module top$dl_jt$1(d,q,clock);
    
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
          
endmodule // top$dl_jt$1


module top$dl_jt$2(d,q,clock);
    
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
          
endmodule // top$dl_jt$2


module top$dl_jt$3(d,q,clock);
    
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
          
endmodule // top$dl_jt$3


module top$dl_jt$4(d,q,clock);
    
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
          
endmodule // top$dl_jt$4


module top$dl_jt$5(d,q,clock);
    
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
          
endmodule // top$dl_jt$5


module top$dl_jt$6(d,q,clock);
    
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
          
endmodule // top$dl_jt$6


module top$dl_jt$7(d,q,clock);
    
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
          
endmodule // top$dl_jt$7


module top$dl_lg$0(d,q,clock);
    
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
          
endmodule // top$dl_lg$0


module top$dl_lg$1(d,q,clock);
    
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
          
endmodule // top$dl_lg$1


module top$dl_lg$2(d,q,clock);
    
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
          
endmodule // top$dl_lg$2


module top$dl_lg$3(d,q,clock);
    
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
          
endmodule // top$dl_lg$3


module top$dl_lg$4(d,q,clock);
    
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
          
endmodule // top$dl_lg$4


module top$dl_lg$5(d,q,clock);
    
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
          
endmodule // top$dl_lg$5


module top$dl_lg$6(d,q,clock);
    
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
          
endmodule // top$dl_lg$6


module top$dl_lg$7(d,q,clock);
    
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
          
endmodule // top$dl_lg$7


module top$dl_odd$0(d,q,clock);
    
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
          
endmodule // top$dl_odd$0


module top$dl_odd$1(d,q,clock);
    
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
          
endmodule // top$dl_odd$1


module top$dl_odd$2(d,q,clock);
    
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
          
endmodule // top$dl_odd$2


module top$dl_odd$3(d,q,clock);
    
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
          
endmodule // top$dl_odd$3


module top$dl_odd$4(d,q,clock);
    
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
          
endmodule // top$dl_odd$4


module top$dl_odd$5(d,q,clock);
    
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
          
endmodule // top$dl_odd$5


module top$dl_odd$6(d,q,clock);
    
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
          
endmodule // top$dl_odd$6


module top$dl_odd$7(d,q,clock);
    
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
          
endmodule // top$dl_odd$7


module top$dl_v$0(d,q,clock);
    
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
          
endmodule // top$dl_v$0


module top$dl_v$1(d,q,clock);
    
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
          
endmodule // top$dl_v$1


module top$dl_v$2(d,q,clock);
    
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
          
endmodule // top$dl_v$2


module top$dl_v$3(d,q,clock);
    
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
          
endmodule // top$dl_v$3


module top$dl_v$4(d,q,clock);
    
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
          
endmodule // top$dl_v$4


module top$dl_v$5(d,q,clock);
    
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
          
endmodule // top$dl_v$5


module top$dl_v$6(d,q,clock);
    
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
          
endmodule // top$dl_v$6


module top$dl_v$7(d,q,clock);
    
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
          
endmodule // top$dl_v$7


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


module top$drain(d,q,clock);
    
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
          
endmodule // top$drain


module top$frame(d,q,clock);
    
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
          
endmodule // top$frame


module top$host_lane_q(d,q,clock);
    
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
          
endmodule // top$host_lane_q


module top$issuing(d,q,clock);
    
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
          
endmodule // top$issuing


module top$jbase(d,q,clock);
    
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
          
endmodule // top$jbase


module top$k(d,q,clock);
    
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
          
endmodule // top$k


module top$key0$0(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  read_address;
    input wire  read_clock;
    output reg  [11:0] read_data;
    input wire  write_address;
    input wire  write_clock;
    input wire  [11:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[11:0] mem[1:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$key0$0


module top$key1$0(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  read_address;
    input wire  read_clock;
    output reg  [11:0] read_data;
    input wire  write_address;
    input wire  write_clock;
    input wire  [11:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[11:0] mem[1:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$key1$0


module top$layer(d,q,clock);
    
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
          
endmodule // top$layer


module top$len(d,q,clock);
    
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
          
endmodule // top$len


module top$lg(d,q,clock);
    
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
          
endmodule // top$lg


module top$maskr(d,q,clock);
    
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
          
endmodule // top$maskr


module top$na0$0(d,q,clock);
    
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
          
endmodule // top$na0$0


module top$na1$0(d,q,clock);
    
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
          
endmodule // top$na1$0


module top$nb0$0(d,q,clock);
    
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
          
endmodule // top$nb0$0


module top$nb1$0(d,q,clock);
    
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
          
endmodule // top$nb1$0


module top$nr0$0(d,q,clock);
    
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
          
endmodule // top$nr0$0


module top$nr1$0(d,q,clock);
    
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
          
endmodule // top$nr1$0


module top$op_q(d,q,clock);
    
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
          
endmodule // top$op_q


module top$p_hold$0(d,q,clock);
    
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
          
endmodule // top$p_hold$0


module top$pa1$0(d,q,clock);
    
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
          
endmodule // top$pa1$0


module top$pb0$0(d,q,clock);
    
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
          
endmodule // top$pb0$0


module top$ph(d,q,clock);
    
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
          
endmodule // top$ph


module top$r0$0(d,q,clock);
    
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
          
endmodule // top$r0$0


module top$r1$0(d,q,clock);
    
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
          
endmodule // top$r1$0


module top$rpart_q(d,q,clock);
    
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
          
endmodule // top$rpart_q


module top$sa(d,q,clock);
    
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
          
endmodule // top$sa


module top$sb(d,q,clock);
    
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
          
endmodule // top$sb


module top$smp0$0(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  read_address;
    input wire  read_clock;
    output reg  [11:0] read_data;
    input wire  write_address;
    input wire  write_clock;
    input wire  [11:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[11:0] mem[1:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$smp0$0


module top$smp1$0(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  read_address;
    input wire  read_clock;
    output reg  [11:0] read_data;
    input wire  write_address;
    input wire  write_clock;
    input wire  [11:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[11:0] mem[1:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$smp1$0


module top$sr(d,q,clock);
    
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
          
endmodule // top$sr


module top$swap_q(d,q,clock);
    
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
          
endmodule // top$swap_q


module top$t1_en(d,q,clock);
    
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
          
endmodule // top$t1_en


module top$t1_jb(d,q,clock);
    
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
          
endmodule // top$t1_jb


module top$t1_jt(d,q,clock);
    
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
          
endmodule // top$t1_jt


module top$t1_kind(d,q,clock);
    
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
          
endmodule // top$t1_kind


module top$t2_en(d,q,clock);
    
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
          
endmodule // top$t2_en


module top$t2_jb(d,q,clock);
    
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
          
endmodule // top$t2_jb


module top$t2_jt(d,q,clock);
    
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
          
endmodule // top$t2_jt


module top$t2_kind(d,q,clock);
    
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
          
endmodule // top$t2_kind


module top$t3_en(d,q,clock);
    
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
          
endmodule // top$t3_en


module top$t3_jb(d,q,clock);
    
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
          
endmodule // top$t3_jb


module top$t3_jt(d,q,clock);
    
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
          
endmodule // top$t3_jt


module top$t3_kind(d,q,clock);
    
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
          
endmodule // top$t3_kind


module top$t4_en(d,q,clock);
    
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
          
endmodule // top$t4_en


module top$t4_jb(d,q,clock);
    
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
          
endmodule // top$t4_jb


module top$t4_jt(d,q,clock);
    
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
          
endmodule // top$t4_jt


module top$t4_kind(d,q,clock);
    
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
          
endmodule // top$t4_kind


module top$twiddles(address,clock,data);
    
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
endmodule // top$twiddles


module top$twiddles_b(address,clock,data);
    
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
endmodule // top$twiddles_b


module top$u_en$0(d,q,clock);
    
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
          
endmodule // top$u_en$0


module top$u_en$1(d,q,clock);
    
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
          
endmodule // top$u_en$1


module top$u_en$2(d,q,clock);
    
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
          
endmodule // top$u_en$2


module top$u_en$3(d,q,clock);
    
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
          
endmodule // top$u_en$3


module top$u_hold$0(d,q,clock);
    
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
          
endmodule // top$u_hold$0


module top$u_jb$0(d,q,clock);
    
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
          
endmodule // top$u_jb$0


module top$u_jb$1(d,q,clock);
    
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
          
endmodule // top$u_jb$1


module top$u_jb$2(d,q,clock);
    
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
          
endmodule // top$u_jb$2


module top$u_jb$3(d,q,clock);
    
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
          
endmodule // top$u_jb$3


module top$u_jt$0(d,q,clock);
    
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
          
endmodule // top$u_jt$0


module top$u_jt$1(d,q,clock);
    
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
          
endmodule // top$u_jt$1


module top$u_jt$2(d,q,clock);
    
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
          
endmodule // top$u_jt$2


module top$u_jt$3(d,q,clock);
    
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
          
endmodule // top$u_jt$3


module top$v_hold$0(d,q,clock);
    
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
          
endmodule // top$v_hold$0


module top$xa_hold(d,q,clock);
    
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
          
endmodule // top$xa_hold


module top$ya_hold(d,q,clock);
    
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
          
endmodule // top$ya_hold


module top$yb_hold(d,q,clock);
    
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
          
endmodule // top$yb_hold
