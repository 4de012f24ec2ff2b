

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
    reg  [15:0] product$a;
    reg  [15:0] product$b;
    wire  [15:0] product$p;
    reg  [11:0] a2$d;
    wire  [11:0] a2$q;
    reg  a2$clock;
    reg  [11:0] s2$d;
    wire  [11:0] s2$q;
    reg  s2$clock;
    reg  [15:0] p2$d;
    wire  [15:0] p2$q;
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
    reg  [15:0] reducer$c;
    wire  [11:0] reducer$r;
    
    // Local signals
    reg  [12:0] sum0;
    reg  [12:0] diff0;
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
    top$bf$0$product product(
        .a(product$a),
        .b(product$b),
        .p(product$p)
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
        product$a = m1$q;
        product$b = w1$q;
        p2$d = product$p;
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
          
endmodule // top$bf$0$p2


module top$bf$0$product(a,b,p);
    
    // Module arguments
    input wire  [15:0] a;
    input wire  [15:0] b;
    output reg  [15:0] p;
    
    // Stub signals
    reg  [23:0] heap$c;
    wire  [16:0] heap$s;
    wire  [16:0] heap$d;
    
    // Local signals
    reg  [16:0] sum;
    
    // Sub module instances
    top$bf$0$product$heap heap(
        .c(heap$c),
        .s(heap$s),
        .d(heap$d)
    );
    
    // Update code
    always @(*) begin
        heap$c = ((a[(32'h0)+:(12)]) & 24'hffffff) | (((b[(32'h0)+:(12)]) & 24'hffffff) << 32'hc);
        sum = heap$s + heap$d;
        p = sum[(32'h0)+:(16)];
    end
    
endmodule // top$bf$0$product


module top$bf$0$product$heap(c,s,d);
    
    // Module arguments
    input wire  [23:0] c;
    output reg  [16:0] s;
    output reg  [16:0] d;
    
    // Local signals
    reg  [16:0] s_row;
    reg  [16:0] d_row;
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
    reg  w$143;
    reg  w$144;
    reg  w$145;
    reg  w$146;
    reg  w$147;
    reg  w$148;
    reg  w$149;
    reg  w$150;
    reg  w$151;
    reg  w$152;
    reg  w$153;
    reg  w$154;
    reg  w$155;
    reg  w$156;
    reg  w$157;
    reg  w$158;
    reg  w$159;
    reg  w$160;
    reg  w$161;
    reg  w$162;
    reg  w$163;
    reg  w$164;
    reg  w$165;
    reg  w$166;
    reg  w$167;
    reg  w$168;
    reg  w$169;
    reg  w$170;
    reg  w$171;
    reg  w$172;
    reg  w$173;
    reg  w$174;
    reg  w$175;
    reg  w$176;
    reg  w$177;
    reg  w$178;
    reg  w$179;
    reg  w$180;
    reg  w$181;
    reg  w$182;
    reg  w$183;
    reg  w$184;
    reg  w$185;
    reg  w$186;
    reg  w$187;
    reg  w$188;
    reg  w$189;
    reg  w$190;
    reg  w$191;
    reg  w$192;
    reg  w$193;
    reg  w$194;
    reg  w$195;
    reg  w$196;
    reg  w$197;
    reg  w$198;
    reg  w$199;
    reg  w$200;
    reg  w$201;
    reg  w$202;
    reg  w$203;
    reg  w$204;
    reg  w$205;
    reg  w$206;
    reg  w$207;
    reg  w$208;
    reg  w$209;
    reg  w$210;
    reg  w$211;
    reg  w$212;
    reg  w$213;
    reg  w$214;
    reg  w$215;
    reg  w$216;
    reg  w$217;
    reg  w$218;
    reg  w$219;
    reg  w$220;
    reg  w$221;
    reg  w$222;
    reg  w$223;
    reg  w$224;
    reg  w$225;
    reg  w$226;
    reg  w$227;
    reg  w$228;
    reg  w$229;
    reg  w$230;
    reg  w$231;
    reg  w$232;
    reg  w$233;
    reg  w$234;
    reg  w$235;
    reg  w$236;
    reg  w$237;
    reg  w$238;
    reg  w$239;
    reg  w$240;
    reg  w$241;
    reg  w$242;
    reg  w$243;
    reg  w$244;
    reg  w$245;
    reg  w$246;
    reg  w$247;
    reg  w$248;
    reg  w$249;
    reg  w$250;
    reg  w$251;
    reg  w$252;
    reg  w$253;
    reg  w$254;
    reg  w$255;
    reg  w$256;
    reg  w$257;
    reg  w$258;
    reg  w$259;
    reg  w$260;
    reg  w$261;
    reg  w$262;
    reg  w$263;
    reg  w$264;
    reg  w$265;
    reg  w$266;
    reg  w$267;
    reg  w$268;
    reg  w$269;
    reg  w$270;
    reg  w$271;
    reg  w$272;
    reg  w$273;
    reg  w$274;
    reg  w$275;
    reg  w$276;
    reg  w$277;
    reg  w$278;
    reg  w$279;
    reg  w$280;
    reg  w$281;
    reg  w$282;
    reg  w$283;
    reg  w$284;
    reg  w$285;
    reg  w$286;
    reg  w$287;
    reg  w$288;
    reg  w$289;
    reg  w$290;
    reg  w$291;
    reg  w$292;
    reg  w$293;
    reg  w$294;
    reg  w$295;
    reg  w$296;
    reg  w$297;
    reg  w$298;
    reg  w$299;
    reg  w$300;
    reg  w$301;
    reg  w$302;
    reg  w$303;
    reg  w$304;
    reg  w$305;
    reg  w$306;
    reg  w$307;
    reg  w$308;
    reg  w$309;
    reg  w$310;
    reg  w$311;
    reg  w$312;
    reg  w$313;
    reg  w$314;
    reg  w$315;
    reg  w$316;
    reg  w$317;
    reg  w$318;
    reg  w$319;
    reg  w$320;
    reg  w$321;
    reg  w$322;
    reg  w$323;
    reg  w$324;
    reg  w$325;
    reg  w$326;
    reg  w$327;
    reg  w$328;
    reg  w$329;
    reg  w$330;
    reg  w$331;
    reg  w$332;
    reg  w$333;
    reg  w$334;
    reg  w$335;
    reg  w$336;
    reg  w$337;
    reg  w$338;
    reg  w$339;
    reg  w$340;
    reg  w$341;
    reg  w$342;
    reg  w$343;
    reg  w$344;
    reg  w$345;
    reg  w$346;
    reg  w$347;
    reg  w$348;
    reg  w$349;
    reg  w$350;
    reg  w$351;
    reg  w$352;
    reg  w$353;
    reg  w$354;
    reg  w$355;
    reg  w$356;
    reg  w$357;
    reg  w$358;
    reg  w$359;
    reg  w$360;
    reg  w$361;
    reg  w$362;
    reg  w$363;
    reg  w$364;
    reg  w$365;
    reg  w$366;
    reg  w$367;
    reg  w$368;
    reg  w$369;
    reg  w$370;
    reg  w$371;
    reg  w$372;
    reg  w$373;
    reg  w$374;
    reg  w$375;
    reg  w$376;
    reg  w$377;
    reg  w$378;
    reg  w$379;
    reg  w$380;
    reg  w$381;
    reg  w$382;
    reg  w$383;
    reg  w$384;
    reg  w$385;
    reg  w$386;
    reg  w$387;
    reg  w$388;
    reg  w$389;
    reg  w$390;
    reg  w$391;
    reg  w$392;
    reg  w$393;
    reg  w$394;
    reg  w$395;
    reg  w$396;
    reg  w$397;
    reg  w$398;
    reg  w$399;
    reg  w$400;
    reg  w$401;
    reg  w$402;
    reg  w$403;
    reg  w$404;
    reg  w$405;
    reg  w$406;
    reg  w$407;
    reg  w$408;
    reg  w$409;
    reg  w$410;
    reg  w$411;
    reg  w$412;
    reg  w$413;
    reg  w$414;
    reg  w$415;
    reg  w$416;
    reg  w$417;
    reg  w$418;
    reg  w$419;
    reg  w$420;
    reg  w$421;
    reg  w$422;
    reg  w$423;
    reg  w$424;
    reg  w$425;
    reg  w$426;
    reg  w$427;
    reg  w$428;
    reg  w$429;
    reg  w$430;
    reg  w$431;
    reg  w$432;
    reg  w$433;
    reg  w$434;
    reg  w$435;
    reg  w$436;
    reg  w$437;
    reg  w$438;
    reg  w$439;
    reg  w$440;
    reg  w$441;
    reg  w$442;
    reg  w$443;
    reg  w$444;
    reg  w$445;
    reg  w$446;
    reg  w$447;
    reg  w$448;
    reg  w$449;
    reg  w$450;
    reg  w$451;
    reg  w$452;
    reg  w$453;
    reg  w$454;
    reg  w$455;
    reg  w$456;
    reg  w$457;
    reg  w$458;
    reg  w$459;
    reg  w$460;
    reg  w$461;
    reg  w$462;
    reg  w$463;
    reg  w$464;
    reg  w$465;
    reg  w$466;
    reg  w$467;
    reg  w$468;
    reg  w$469;
    reg  w$470;
    reg  w$471;
    reg  w$472;
    reg  w$473;
    reg  w$474;
    reg  w$475;
    reg  w$476;
    reg  w$477;
    reg  w$478;
    reg  w$479;
    reg  w$480;
    reg  w$481;
    reg  w$482;
    reg  w$483;
    reg  w$484;
    reg  w$485;
    reg  w$486;
    reg  w$487;
    reg  w$488;
    reg  w$489;
    reg  w$490;
    reg  w$491;
    reg  w$492;
    reg  w$493;
    reg  w$494;
    reg  w$495;
    reg  w$496;
    reg  w$497;
    reg  w$498;
    reg  w$499;
    reg  w$500;
    reg  w$501;
    reg  w$502;
    reg  w$503;
    reg  w$504;
    reg  w$505;
    reg  w$506;
    reg  w$507;
    reg  w$508;
    reg  w$509;
    reg  w$510;
    reg  w$511;
    reg  w$512;
    reg  w$513;
    reg  w$514;
    reg  w$515;
    reg  w$516;
    reg  w$517;
    reg  w$518;
    reg  w$519;
    reg  w$520;
    reg  w$521;
    reg  w$522;
    reg  w$523;
    reg  w$524;
    reg  w$525;
    reg  w$526;
    reg  w$527;
    reg  w$528;
    reg  w$529;
    reg  w$530;
    reg  w$531;
    reg  w$532;
    reg  w$533;
    reg  w$534;
    reg  w$535;
    reg  w$536;
    reg  w$537;
    reg  w$538;
    reg  w$539;
    reg  w$540;
    reg  w$541;
    reg  w$542;
    reg  w$543;
    reg  w$544;
    reg  w$545;
    reg  w$546;
    reg  w$547;
    reg  w$548;
    reg  w$549;
    reg  w$550;
    reg  w$551;
    reg  w$552;
    reg  w$553;
    reg  w$554;
    reg  w$555;
    reg  w$556;
    reg  w$557;
    reg  w$558;
    reg  w$559;
    reg  w$560;
    reg  w$561;
    reg  w$562;
    reg  w$563;
    reg  w$564;
    reg  w$565;
    reg  w$566;
    reg  w$567;
    reg  w$568;
    reg  w$569;
    reg  w$570;
    reg  w$571;
    reg  w$572;
    reg  w$573;
    reg  w$574;
    reg  w$575;
    reg  w$576;
    reg  w$577;
    
    // Update code
    always @(*) begin
        w$0 = c[32'h0] & c[32'hc] ^ ~(c[32'h1] & c[32'h17]);
        w$1 = c[32'h0] & c[32'hc] & ~(c[32'h1] & c[32'h17]);
        w$2 = c[32'h0] & c[32'h14] ^ c[32'h1] & c[32'h13] ^ ~(c[32'h1] & c[32'h17]);
        w$3 = (c[32'h0] & c[32'h14] & c[32'h1] & c[32'h13]) | (~(c[32'h1] & c[32'h17]) & (c[32'h0] & c[32'h14] ^ c[32'h1] & c[32'h13]));
        w$4 = c[32'h2] & c[32'h12] ^ ~(c[32'h2] & c[32'h16]) ^ c[32'h3] & c[32'h11];
        w$5 = (c[32'h2] & c[32'h12] & ~(c[32'h2] & c[32'h16])) | (c[32'h3] & c[32'h11] & (c[32'h2] & c[32'h12] ^ ~(c[32'h2] & c[32'h16])));
        w$6 = ~(c[32'h3] & c[32'h15]) ^ ~(c[32'h3] & c[32'h17]) ^ c[32'h4] & c[32'h10];
        w$7 = (~(c[32'h3] & c[32'h15]) & ~(c[32'h3] & c[32'h17])) | (c[32'h4] & c[32'h10] & (~(c[32'h3] & c[32'h15]) ^ ~(c[32'h3] & c[32'h17])));
        w$8 = ~(c[32'h4] & c[32'h14]) ^ ~(c[32'h4] & c[32'h16]) ^ c[32'h5] & c[32'hf];
        w$9 = (~(c[32'h4] & c[32'h14]) & ~(c[32'h4] & c[32'h16])) | (c[32'h5] & c[32'hf] & (~(c[32'h4] & c[32'h14]) ^ ~(c[32'h4] & c[32'h16])));
        w$10 = c[32'h0] & c[32'h15] ^ c[32'h1] & c[32'h14] ^ c[32'h2] & c[32'h13];
        w$11 = (c[32'h0] & c[32'h15] & c[32'h1] & c[32'h14]) | (c[32'h2] & c[32'h13] & (c[32'h0] & c[32'h15] ^ c[32'h1] & c[32'h14]));
        w$12 = ~(c[32'h2] & c[32'h17]) ^ c[32'h3] & c[32'h12] ^ ~(c[32'h3] & c[32'h16]);
        w$13 = (~(c[32'h2] & c[32'h17]) & c[32'h3] & c[32'h12]) | (~(c[32'h3] & c[32'h16]) & (~(c[32'h2] & c[32'h17]) ^ c[32'h3] & c[32'h12]));
        w$14 = c[32'h4] & c[32'h11] ^ ~(c[32'h4] & c[32'h15]) ^ ~(c[32'h4] & c[32'h17]);
        w$15 = (c[32'h4] & c[32'h11] & ~(c[32'h4] & c[32'h15])) | (~(c[32'h4] & c[32'h17]) & (c[32'h4] & c[32'h11] ^ ~(c[32'h4] & c[32'h15])));
        w$16 = c[32'h5] & c[32'h10] ^ ~(c[32'h5] & c[32'h14]) ^ ~(c[32'h5] & c[32'h16]);
        w$17 = (c[32'h5] & c[32'h10] & ~(c[32'h5] & c[32'h14])) | (~(c[32'h5] & c[32'h16]) & (c[32'h5] & c[32'h10] ^ ~(c[32'h5] & c[32'h14])));
        w$18 = c[32'h0] & c[32'h16] ^ c[32'h1] & c[32'h15] ^ c[32'h1] & c[32'h17];
        w$19 = (c[32'h0] & c[32'h16] & c[32'h1] & c[32'h15]) | (c[32'h1] & c[32'h17] & (c[32'h0] & c[32'h16] ^ c[32'h1] & c[32'h15]));
        w$20 = c[32'h2] & c[32'h14] ^ c[32'h2] & c[32'h16] ^ c[32'h3] & c[32'h13];
        w$21 = (c[32'h2] & c[32'h14] & c[32'h2] & c[32'h16]) | (c[32'h3] & c[32'h13] & (c[32'h2] & c[32'h14] ^ c[32'h2] & c[32'h16]));
        w$22 = c[32'h3] & c[32'h15] ^ c[32'h4] & c[32'h12] ^ c[32'h4] & c[32'h14];
        w$23 = (c[32'h3] & c[32'h15] & c[32'h4] & c[32'h12]) | (c[32'h4] & c[32'h14] & (c[32'h3] & c[32'h15] ^ c[32'h4] & c[32'h12]));
        w$24 = c[32'h5] & c[32'h11] ^ c[32'h5] & c[32'h13] ^ ~(c[32'h5] & c[32'h17]);
        w$25 = (c[32'h5] & c[32'h11] & c[32'h5] & c[32'h13]) | (~(c[32'h5] & c[32'h17]) & (c[32'h5] & c[32'h11] ^ c[32'h5] & c[32'h13]));
        w$26 = c[32'h6] & c[32'h10] ^ c[32'h6] & c[32'h12] ^ ~(c[32'h6] & c[32'h16]);
        w$27 = (c[32'h6] & c[32'h10] & c[32'h6] & c[32'h12]) | (~(c[32'h6] & c[32'h16]) & (c[32'h6] & c[32'h10] ^ c[32'h6] & c[32'h12]));
        w$28 = c[32'h7] & c[32'hf] ^ c[32'h7] & c[32'h11];
        w$29 = c[32'h7] & c[32'hf] & c[32'h7] & c[32'h11];
        w$30 = c[32'h0] & c[32'h17] ^ c[32'h1] & c[32'h16] ^ c[32'h2] & c[32'h15];
        w$31 = (c[32'h0] & c[32'h17] & c[32'h1] & c[32'h16]) | (c[32'h2] & c[32'h15] & (c[32'h0] & c[32'h17] ^ c[32'h1] & c[32'h16]));
        w$32 = c[32'h2] & c[32'h17] ^ c[32'h3] & c[32'h14] ^ c[32'h3] & c[32'h16];
        w$33 = (c[32'h2] & c[32'h17] & c[32'h3] & c[32'h14]) | (c[32'h3] & c[32'h16] & (c[32'h2] & c[32'h17] ^ c[32'h3] & c[32'h14]));
        w$34 = c[32'h4] & c[32'h13] ^ c[32'h4] & c[32'h15] ^ c[32'h5] & c[32'h12];
        w$35 = (c[32'h4] & c[32'h13] & c[32'h4] & c[32'h15]) | (c[32'h5] & c[32'h12] & (c[32'h4] & c[32'h13] ^ c[32'h4] & c[32'h15]));
        w$36 = c[32'h5] & c[32'h14] ^ c[32'h6] & c[32'h11] ^ c[32'h6] & c[32'h13];
        w$37 = (c[32'h5] & c[32'h14] & c[32'h6] & c[32'h11]) | (c[32'h6] & c[32'h13] & (c[32'h5] & c[32'h14] ^ c[32'h6] & c[32'h11]));
        w$38 = ~(c[32'h6] & c[32'h17]) ^ c[32'h7] & c[32'h10] ^ c[32'h7] & c[32'h12];
        w$39 = (~(c[32'h6] & c[32'h17]) & c[32'h7] & c[32'h10]) | (c[32'h7] & c[32'h12] & (~(c[32'h6] & c[32'h17]) ^ c[32'h7] & c[32'h10]));
        w$40 = ~(c[32'h7] & c[32'h16]) ^ c[32'h8] & c[32'hf];
        w$41 = ~(c[32'h7] & c[32'h16]) & c[32'h8] & c[32'hf];
        w$42 = w$0 ^ ~(c[32'h2] & c[32'h16]) ^ ~(c[32'h3] & c[32'h15]);
        w$43 = (w$0 & ~(c[32'h2] & c[32'h16])) | (~(c[32'h3] & c[32'h15]) & (w$0 ^ ~(c[32'h2] & c[32'h16])));
        w$44 = ~(c[32'h3] & c[32'h17]) ^ ~(c[32'h4] & c[32'h14]) ^ ~(c[32'h4] & c[32'h16]);
        w$45 = (~(c[32'h3] & c[32'h17]) & ~(c[32'h4] & c[32'h14])) | (~(c[32'h4] & c[32'h16]) & (~(c[32'h3] & c[32'h17]) ^ ~(c[32'h4] & c[32'h14])));
        w$46 = ~(c[32'h5] & c[32'h13]) ^ ~(c[32'h5] & c[32'h15]) ^ ~(c[32'h6] & c[32'h12]);
        w$47 = (~(c[32'h5] & c[32'h13]) & ~(c[32'h5] & c[32'h15])) | (~(c[32'h6] & c[32'h12]) & (~(c[32'h5] & c[32'h13]) ^ ~(c[32'h5] & c[32'h15])));
        w$48 = ~(c[32'h6] & c[32'h14]) ^ ~(c[32'h7] & c[32'h11]) ^ ~(c[32'h7] & c[32'h13]);
        w$49 = (~(c[32'h6] & c[32'h14]) & ~(c[32'h7] & c[32'h11])) | (~(c[32'h7] & c[32'h13]) & (~(c[32'h6] & c[32'h14]) ^ ~(c[32'h7] & c[32'h11])));
        w$50 = c[32'h7] & c[32'h17] ^ ~(c[32'h8] & c[32'h10]);
        w$51 = c[32'h7] & c[32'h17] & ~(c[32'h8] & c[32'h10]);
        w$52 = w$1 ^ c[32'h0] & c[32'hd] ^ c[32'h1] & c[32'hc];
        w$53 = (w$1 & c[32'h0] & c[32'hd]) | (c[32'h1] & c[32'hc] & (w$1 ^ c[32'h0] & c[32'hd]));
        w$54 = ~(c[32'h2] & c[32'h17]) ^ ~(c[32'h3] & c[32'h16]) ^ ~(c[32'h4] & c[32'h15]);
        w$55 = (~(c[32'h2] & c[32'h17]) & ~(c[32'h3] & c[32'h16])) | (~(c[32'h4] & c[32'h15]) & (~(c[32'h2] & c[32'h17]) ^ ~(c[32'h3] & c[32'h16])));
        w$56 = ~(c[32'h4] & c[32'h17]) ^ ~(c[32'h5] & c[32'h14]) ^ ~(c[32'h5] & c[32'h16]);
        w$57 = (~(c[32'h4] & c[32'h17]) & ~(c[32'h5] & c[32'h14])) | (~(c[32'h5] & c[32'h16]) & (~(c[32'h4] & c[32'h17]) ^ ~(c[32'h5] & c[32'h14])));
        w$58 = ~(c[32'h6] & c[32'h13]) ^ ~(c[32'h6] & c[32'h15]) ^ ~(c[32'h7] & c[32'h12]);
        w$59 = (~(c[32'h6] & c[32'h13]) & ~(c[32'h6] & c[32'h15])) | (~(c[32'h7] & c[32'h12]) & (~(c[32'h6] & c[32'h13]) ^ ~(c[32'h6] & c[32'h15])));
        w$60 = ~(c[32'h7] & c[32'h14]) ^ ~(c[32'h8] & c[32'h11]) ^ ~(c[32'h8] & c[32'h13]);
        w$61 = (~(c[32'h7] & c[32'h14]) & ~(c[32'h8] & c[32'h11])) | (~(c[32'h8] & c[32'h13]) & (~(c[32'h7] & c[32'h14]) ^ ~(c[32'h8] & c[32'h11])));
        w$62 = c[32'h8] & c[32'h17] ^ ~(c[32'h9] & c[32'h10]) ^ ~(c[32'h9] & c[32'h12]);
        w$63 = (c[32'h8] & c[32'h17] & ~(c[32'h9] & c[32'h10])) | (~(c[32'h9] & c[32'h12]) & (c[32'h8] & c[32'h17] ^ ~(c[32'h9] & c[32'h10])));
        w$64 = c[32'h9] & c[32'h16] ^ ~(c[32'ha] & c[32'hf]) ^ ~(c[32'ha] & c[32'h11]);
        w$65 = (c[32'h9] & c[32'h16] & ~(c[32'ha] & c[32'hf])) | (~(c[32'ha] & c[32'h11]) & (c[32'h9] & c[32'h16] ^ ~(c[32'ha] & c[32'hf])));
        w$66 = c[32'h0] & c[32'he] ^ c[32'h1] & c[32'hd] ^ c[32'h2] & c[32'hc];
        w$67 = (c[32'h0] & c[32'he] & c[32'h1] & c[32'hd]) | (c[32'h2] & c[32'hc] & (c[32'h0] & c[32'he] ^ c[32'h1] & c[32'hd]));
        w$68 = ~(c[32'h3] & c[32'h17]) ^ ~(c[32'h4] & c[32'h16]) ^ ~(c[32'h5] & c[32'h15]);
        w$69 = (~(c[32'h3] & c[32'h17]) & ~(c[32'h4] & c[32'h16])) | (~(c[32'h5] & c[32'h15]) & (~(c[32'h3] & c[32'h17]) ^ ~(c[32'h4] & c[32'h16])));
        w$70 = ~(c[32'h5] & c[32'h17]) ^ ~(c[32'h6] & c[32'h14]) ^ ~(c[32'h6] & c[32'h16]);
        w$71 = (~(c[32'h5] & c[32'h17]) & ~(c[32'h6] & c[32'h14])) | (~(c[32'h6] & c[32'h16]) & (~(c[32'h5] & c[32'h17]) ^ ~(c[32'h6] & c[32'h14])));
        w$72 = ~(c[32'h7] & c[32'h13]) ^ ~(c[32'h7] & c[32'h15]) ^ ~(c[32'h8] & c[32'h12]);
        w$73 = (~(c[32'h7] & c[32'h13]) & ~(c[32'h7] & c[32'h15])) | (~(c[32'h8] & c[32'h12]) & (~(c[32'h7] & c[32'h13]) ^ ~(c[32'h7] & c[32'h15])));
        w$74 = ~(c[32'h8] & c[32'h14]) ^ ~(c[32'h9] & c[32'h11]) ^ ~(c[32'h9] & c[32'h13]);
        w$75 = (~(c[32'h8] & c[32'h14]) & ~(c[32'h9] & c[32'h11])) | (~(c[32'h9] & c[32'h13]) & (~(c[32'h8] & c[32'h14]) ^ ~(c[32'h9] & c[32'h11])));
        w$76 = c[32'h9] & c[32'h17] ^ ~(c[32'ha] & c[32'h10]) ^ ~(c[32'ha] & c[32'h12]);
        w$77 = (c[32'h9] & c[32'h17] & ~(c[32'ha] & c[32'h10])) | (~(c[32'ha] & c[32'h12]) & (c[32'h9] & c[32'h17] ^ ~(c[32'ha] & c[32'h10])));
        w$78 = c[32'h0] & c[32'hf] ^ c[32'h1] & c[32'he] ^ c[32'h2] & c[32'hd];
        w$79 = (c[32'h0] & c[32'hf] & c[32'h1] & c[32'he]) | (c[32'h2] & c[32'hd] & (c[32'h0] & c[32'hf] ^ c[32'h1] & c[32'he]));
        w$80 = c[32'h3] & c[32'hc] ^ ~(c[32'h4] & c[32'h17]) ^ ~(c[32'h5] & c[32'h16]);
        w$81 = (c[32'h3] & c[32'hc] & ~(c[32'h4] & c[32'h17])) | (~(c[32'h5] & c[32'h16]) & (c[32'h3] & c[32'hc] ^ ~(c[32'h4] & c[32'h17])));
        w$82 = ~(c[32'h6] & c[32'h15]) ^ ~(c[32'h6] & c[32'h17]) ^ ~(c[32'h7] & c[32'h14]);
        w$83 = (~(c[32'h6] & c[32'h15]) & ~(c[32'h6] & c[32'h17])) | (~(c[32'h7] & c[32'h14]) & (~(c[32'h6] & c[32'h15]) ^ ~(c[32'h6] & c[32'h17])));
        w$84 = ~(c[32'h7] & c[32'h16]) ^ ~(c[32'h8] & c[32'h13]) ^ ~(c[32'h8] & c[32'h15]);
        w$85 = (~(c[32'h7] & c[32'h16]) & ~(c[32'h8] & c[32'h13])) | (~(c[32'h8] & c[32'h15]) & (~(c[32'h7] & c[32'h16]) ^ ~(c[32'h8] & c[32'h13])));
        w$86 = c[32'h0] & c[32'h10] ^ c[32'h1] & c[32'hf] ^ c[32'h2] & c[32'he];
        w$87 = (c[32'h0] & c[32'h10] & c[32'h1] & c[32'hf]) | (c[32'h2] & c[32'he] & (c[32'h0] & c[32'h10] ^ c[32'h1] & c[32'hf]));
        w$88 = c[32'h3] & c[32'hd] ^ c[32'h4] & c[32'hc] ^ ~(c[32'h5] & c[32'h17]);
        w$89 = (c[32'h3] & c[32'hd] & c[32'h4] & c[32'hc]) | (~(c[32'h5] & c[32'h17]) & (c[32'h3] & c[32'hd] ^ c[32'h4] & c[32'hc]));
        w$90 = w$2 ^ w$4 ^ w$6;
        w$91 = (w$2 & w$4) | (w$6 & (w$2 ^ w$4));
        w$92 = w$8 ^ ~(c[32'h5] & c[32'h13]) ^ ~(c[32'h5] & c[32'h15]);
        w$93 = (w$8 & ~(c[32'h5] & c[32'h13])) | (~(c[32'h5] & c[32'h15]) & (w$8 ^ ~(c[32'h5] & c[32'h13])));
        w$94 = c[32'h6] & c[32'he] ^ ~(c[32'h6] & c[32'h12]) ^ ~(c[32'h6] & c[32'h14]);
        w$95 = (c[32'h6] & c[32'he] & ~(c[32'h6] & c[32'h12])) | (~(c[32'h6] & c[32'h14]) & (c[32'h6] & c[32'he] ^ ~(c[32'h6] & c[32'h12])));
        w$96 = c[32'h7] & c[32'hd] ^ ~(c[32'h7] & c[32'h11]) ^ ~(c[32'h7] & c[32'h13]);
        w$97 = (c[32'h7] & c[32'hd] & ~(c[32'h7] & c[32'h11])) | (~(c[32'h7] & c[32'h13]) & (c[32'h7] & c[32'hd] ^ ~(c[32'h7] & c[32'h11])));
        w$98 = c[32'h7] & c[32'h17] ^ c[32'h8] & c[32'hc];
        w$99 = c[32'h7] & c[32'h17] & c[32'h8] & c[32'hc];
        w$100 = w$3 ^ w$5 ^ w$7;
        w$101 = (w$3 & w$5) | (w$7 & (w$3 ^ w$5));
        w$102 = w$9 ^ w$10 ^ w$12;
        w$103 = (w$9 & w$10) | (w$12 & (w$9 ^ w$10));
        w$104 = w$14 ^ w$16 ^ c[32'h6] & c[32'hf];
        w$105 = (w$14 & w$16) | (c[32'h6] & c[32'hf] & (w$14 ^ w$16));
        w$106 = ~(c[32'h6] & c[32'h13]) ^ ~(c[32'h6] & c[32'h15]) ^ c[32'h7] & c[32'he];
        w$107 = (~(c[32'h6] & c[32'h13]) & ~(c[32'h6] & c[32'h15])) | (c[32'h7] & c[32'he] & (~(c[32'h6] & c[32'h13]) ^ ~(c[32'h6] & c[32'h15])));
        w$108 = ~(c[32'h7] & c[32'h12]) ^ ~(c[32'h7] & c[32'h14]) ^ c[32'h8] & c[32'hd];
        w$109 = (~(c[32'h7] & c[32'h12]) & ~(c[32'h7] & c[32'h14])) | (c[32'h8] & c[32'hd] & (~(c[32'h7] & c[32'h12]) ^ ~(c[32'h7] & c[32'h14])));
        w$110 = ~(c[32'h8] & c[32'h11]) ^ ~(c[32'h8] & c[32'h13]) ^ c[32'h8] & c[32'h17];
        w$111 = (~(c[32'h8] & c[32'h11]) & ~(c[32'h8] & c[32'h13])) | (c[32'h8] & c[32'h17] & (~(c[32'h8] & c[32'h11]) ^ ~(c[32'h8] & c[32'h13])));
        w$112 = c[32'h9] & c[32'hc] ^ ~(c[32'h9] & c[32'h10]) ^ ~(c[32'h9] & c[32'h12]);
        w$113 = (c[32'h9] & c[32'hc] & ~(c[32'h9] & c[32'h10])) | (~(c[32'h9] & c[32'h12]) & (c[32'h9] & c[32'hc] ^ ~(c[32'h9] & c[32'h10])));
        w$114 = w$11 ^ w$13 ^ w$15;
        w$115 = (w$11 & w$13) | (w$15 & (w$11 ^ w$13));
        w$116 = w$17 ^ w$18 ^ w$20;
        w$117 = (w$17 & w$18) | (w$20 & (w$17 ^ w$18));
        w$118 = w$22 ^ w$24 ^ w$26;
        w$119 = (w$22 & w$24) | (w$26 & (w$22 ^ w$24));
        w$120 = w$28 ^ ~(c[32'h7] & c[32'h15]) ^ ~(c[32'h7] & c[32'h17]);
        w$121 = (w$28 & ~(c[32'h7] & c[32'h15])) | (~(c[32'h7] & c[32'h17]) & (w$28 ^ ~(c[32'h7] & c[32'h15])));
        w$122 = c[32'h8] & c[32'he] ^ c[32'h8] & c[32'h10] ^ ~(c[32'h8] & c[32'h14]);
        w$123 = (c[32'h8] & c[32'he] & c[32'h8] & c[32'h10]) | (~(c[32'h8] & c[32'h14]) & (c[32'h8] & c[32'he] ^ c[32'h8] & c[32'h10]));
        w$124 = ~(c[32'h8] & c[32'h16]) ^ c[32'h9] & c[32'hd] ^ c[32'h9] & c[32'hf];
        w$125 = (~(c[32'h8] & c[32'h16]) & c[32'h9] & c[32'hd]) | (c[32'h9] & c[32'hf] & (~(c[32'h8] & c[32'h16]) ^ c[32'h9] & c[32'hd]));
        w$126 = ~(c[32'h9] & c[32'h13]) ^ ~(c[32'h9] & c[32'h15]) ^ c[32'ha] & c[32'hc];
        w$127 = (~(c[32'h9] & c[32'h13]) & ~(c[32'h9] & c[32'h15])) | (c[32'ha] & c[32'hc] & (~(c[32'h9] & c[32'h13]) ^ ~(c[32'h9] & c[32'h15])));
        w$128 = c[32'ha] & c[32'he] ^ ~(c[32'ha] & c[32'h12]) ^ ~(c[32'ha] & c[32'h14]);
        w$129 = (c[32'ha] & c[32'he] & ~(c[32'ha] & c[32'h12])) | (~(c[32'ha] & c[32'h14]) & (c[32'ha] & c[32'he] ^ ~(c[32'ha] & c[32'h12])));
        w$130 = w$19 ^ w$21 ^ w$23;
        w$131 = (w$19 & w$21) | (w$23 & (w$19 ^ w$21));
        w$132 = w$25 ^ w$27 ^ w$29;
        w$133 = (w$25 & w$27) | (w$29 & (w$25 ^ w$27));
        w$134 = w$30 ^ w$32 ^ w$34;
        w$135 = (w$30 & w$32) | (w$34 & (w$30 ^ w$32));
        w$136 = w$36 ^ w$38 ^ w$40;
        w$137 = (w$36 & w$38) | (w$40 & (w$36 ^ w$38));
        w$138 = c[32'h8] & c[32'h11] ^ ~(c[32'h8] & c[32'h15]) ^ ~(c[32'h8] & c[32'h17]);
        w$139 = (c[32'h8] & c[32'h11] & ~(c[32'h8] & c[32'h15])) | (~(c[32'h8] & c[32'h17]) & (c[32'h8] & c[32'h11] ^ ~(c[32'h8] & c[32'h15])));
        w$140 = c[32'h9] & c[32'he] ^ c[32'h9] & c[32'h10] ^ ~(c[32'h9] & c[32'h14]);
        w$141 = (c[32'h9] & c[32'he] & c[32'h9] & c[32'h10]) | (~(c[32'h9] & c[32'h14]) & (c[32'h9] & c[32'he] ^ c[32'h9] & c[32'h10]));
        w$142 = ~(c[32'h9] & c[32'h16]) ^ c[32'ha] & c[32'hd] ^ c[32'ha] & c[32'hf];
        w$143 = (~(c[32'h9] & c[32'h16]) & c[32'ha] & c[32'hd]) | (c[32'ha] & c[32'hf] & (~(c[32'h9] & c[32'h16]) ^ c[32'ha] & c[32'hd]));
        w$144 = ~(c[32'ha] & c[32'h13]) ^ ~(c[32'ha] & c[32'h15]) ^ c[32'hb] & c[32'hc];
        w$145 = (~(c[32'ha] & c[32'h13]) & ~(c[32'ha] & c[32'h15])) | (c[32'hb] & c[32'hc] & (~(c[32'ha] & c[32'h13]) ^ ~(c[32'ha] & c[32'h15])));
        w$146 = c[32'hb] & c[32'he] ^ ~(c[32'hb] & c[32'h12]);
        w$147 = c[32'hb] & c[32'he] & ~(c[32'hb] & c[32'h12]);
        w$148 = w$42 ^ w$44 ^ w$46;
        w$149 = (w$42 & w$44) | (w$46 & (w$42 ^ w$44));
        w$150 = w$48 ^ w$50 ^ ~(c[32'h8] & c[32'h12]);
        w$151 = (w$48 & w$50) | (~(c[32'h8] & c[32'h12]) & (w$48 ^ w$50));
        w$152 = c[32'h8] & c[32'h16] ^ ~(c[32'h9] & c[32'hf]) ^ ~(c[32'h9] & c[32'h11]);
        w$153 = (c[32'h8] & c[32'h16] & ~(c[32'h9] & c[32'hf])) | (~(c[32'h9] & c[32'h11]) & (c[32'h8] & c[32'h16] ^ ~(c[32'h9] & c[32'hf])));
        w$154 = w$43 ^ w$45 ^ w$47;
        w$155 = (w$43 & w$45) | (w$47 & (w$43 ^ w$45));
        w$156 = w$49 ^ w$51 ^ w$52;
        w$157 = (w$49 & w$51) | (w$52 & (w$49 ^ w$51));
        w$158 = w$54 ^ w$56 ^ w$58;
        w$159 = (w$54 & w$56) | (w$58 & (w$54 ^ w$56));
        w$160 = w$60 ^ w$62 ^ w$64;
        w$161 = (w$60 & w$62) | (w$64 & (w$60 ^ w$62));
        w$162 = c[32'ha] & c[32'h15] ^ c[32'ha] & c[32'h17];
        w$163 = c[32'ha] & c[32'h15] & c[32'ha] & c[32'h17];
        w$164 = w$53 ^ w$55 ^ w$57;
        w$165 = (w$53 & w$55) | (w$57 & (w$53 ^ w$55));
        w$166 = w$59 ^ w$61 ^ w$63;
        w$167 = (w$59 & w$61) | (w$63 & (w$59 ^ w$61));
        w$168 = w$65 ^ w$66 ^ w$68;
        w$169 = (w$65 & w$66) | (w$68 & (w$65 ^ w$66));
        w$170 = w$70 ^ w$72 ^ w$74;
        w$171 = (w$70 & w$72) | (w$74 & (w$70 ^ w$72));
        w$172 = w$76 ^ c[32'ha] & c[32'h16] ^ ~(c[32'hb] & c[32'hf]);
        w$173 = (w$76 & c[32'ha] & c[32'h16]) | (~(c[32'hb] & c[32'hf]) & (w$76 ^ c[32'ha] & c[32'h16]));
        w$174 = ~(c[32'hb] & c[32'h11]) ^ c[32'hb] & c[32'h15];
        w$175 = ~(c[32'hb] & c[32'h11]) & c[32'hb] & c[32'h15];
        w$176 = w$67 ^ w$69 ^ w$71;
        w$177 = (w$67 & w$69) | (w$71 & (w$67 ^ w$69));
        w$178 = w$73 ^ w$75 ^ w$77;
        w$179 = (w$73 & w$75) | (w$77 & (w$73 ^ w$75));
        w$180 = w$78 ^ w$80 ^ w$82;
        w$181 = (w$78 & w$80) | (w$82 & (w$78 ^ w$80));
        w$182 = w$84 ^ ~(c[32'h9] & c[32'h12]) ^ ~(c[32'h9] & c[32'h14]);
        w$183 = (w$84 & ~(c[32'h9] & c[32'h12])) | (~(c[32'h9] & c[32'h14]) & (w$84 ^ ~(c[32'h9] & c[32'h12])));
        w$184 = ~(c[32'ha] & c[32'h11]) ^ ~(c[32'ha] & c[32'h13]) ^ c[32'ha] & c[32'h17];
        w$185 = (~(c[32'ha] & c[32'h11]) & ~(c[32'ha] & c[32'h13])) | (c[32'ha] & c[32'h17] & (~(c[32'ha] & c[32'h11]) ^ ~(c[32'ha] & c[32'h13])));
        w$186 = ~(c[32'hb] & c[32'h10]) ^ ~(c[32'hb] & c[32'h12]) ^ c[32'hb] & c[32'h16];
        w$187 = (~(c[32'hb] & c[32'h10]) & ~(c[32'hb] & c[32'h12])) | (c[32'hb] & c[32'h16] & (~(c[32'hb] & c[32'h10]) ^ ~(c[32'hb] & c[32'h12])));
        w$188 = w$79 ^ w$81 ^ w$83;
        w$189 = (w$79 & w$81) | (w$83 & (w$79 ^ w$81));
        w$190 = w$85 ^ w$86 ^ w$88;
        w$191 = (w$85 & w$86) | (w$88 & (w$85 ^ w$86));
        w$192 = ~(c[32'h6] & c[32'h16]) ^ ~(c[32'h7] & c[32'h15]) ^ ~(c[32'h7] & c[32'h17]);
        w$193 = (~(c[32'h6] & c[32'h16]) & ~(c[32'h7] & c[32'h15])) | (~(c[32'h7] & c[32'h17]) & (~(c[32'h6] & c[32'h16]) ^ ~(c[32'h7] & c[32'h15])));
        w$194 = ~(c[32'h8] & c[32'h14]) ^ ~(c[32'h8] & c[32'h16]) ^ ~(c[32'h9] & c[32'h13]);
        w$195 = (~(c[32'h8] & c[32'h14]) & ~(c[32'h8] & c[32'h16])) | (~(c[32'h9] & c[32'h13]) & (~(c[32'h8] & c[32'h14]) ^ ~(c[32'h8] & c[32'h16])));
        w$196 = ~(c[32'h9] & c[32'h15]) ^ ~(c[32'ha] & c[32'h12]) ^ ~(c[32'ha] & c[32'h14]);
        w$197 = (~(c[32'h9] & c[32'h15]) & ~(c[32'ha] & c[32'h12])) | (~(c[32'ha] & c[32'h14]) & (~(c[32'h9] & c[32'h15]) ^ ~(c[32'ha] & c[32'h12])));
        w$198 = ~(c[32'hb] & c[32'h11]) ^ ~(c[32'hb] & c[32'h13]) ^ c[32'hb] & c[32'h17];
        w$199 = (~(c[32'hb] & c[32'h11]) & ~(c[32'hb] & c[32'h13])) | (c[32'hb] & c[32'h17] & (~(c[32'hb] & c[32'h11]) ^ ~(c[32'hb] & c[32'h13])));
        w$200 = w$87 ^ w$89 ^ c[32'h0] & c[32'h11];
        w$201 = (w$87 & w$89) | (c[32'h0] & c[32'h11] & (w$87 ^ w$89));
        w$202 = c[32'h1] & c[32'h10] ^ c[32'h2] & c[32'hf] ^ c[32'h3] & c[32'he];
        w$203 = (c[32'h1] & c[32'h10] & c[32'h2] & c[32'hf]) | (c[32'h3] & c[32'he] & (c[32'h1] & c[32'h10] ^ c[32'h2] & c[32'hf]));
        w$204 = c[32'h4] & c[32'hd] ^ c[32'h5] & c[32'hc] ^ ~(c[32'h6] & c[32'h17]);
        w$205 = (c[32'h4] & c[32'hd] & c[32'h5] & c[32'hc]) | (~(c[32'h6] & c[32'h17]) & (c[32'h4] & c[32'hd] ^ c[32'h5] & c[32'hc]));
        w$206 = ~(c[32'h7] & c[32'h16]) ^ ~(c[32'h8] & c[32'h15]) ^ ~(c[32'h8] & c[32'h17]);
        w$207 = (~(c[32'h7] & c[32'h16]) & ~(c[32'h8] & c[32'h15])) | (~(c[32'h8] & c[32'h17]) & (~(c[32'h7] & c[32'h16]) ^ ~(c[32'h8] & c[32'h15])));
        w$208 = ~(c[32'h9] & c[32'h14]) ^ ~(c[32'h9] & c[32'h16]) ^ ~(c[32'ha] & c[32'h13]);
        w$209 = (~(c[32'h9] & c[32'h14]) & ~(c[32'h9] & c[32'h16])) | (~(c[32'ha] & c[32'h13]) & (~(c[32'h9] & c[32'h14]) ^ ~(c[32'h9] & c[32'h16])));
        w$210 = ~(c[32'ha] & c[32'h15]) ^ ~(c[32'hb] & c[32'h12]);
        w$211 = ~(c[32'ha] & c[32'h15]) & ~(c[32'hb] & c[32'h12]);
        w$212 = c[32'h0] & c[32'h12] ^ c[32'h1] & c[32'h11] ^ c[32'h2] & c[32'h10];
        w$213 = (c[32'h0] & c[32'h12] & c[32'h1] & c[32'h11]) | (c[32'h2] & c[32'h10] & (c[32'h0] & c[32'h12] ^ c[32'h1] & c[32'h11]));
        w$214 = c[32'h3] & c[32'hf] ^ c[32'h4] & c[32'he] ^ c[32'h5] & c[32'hd];
        w$215 = (c[32'h3] & c[32'hf] & c[32'h4] & c[32'he]) | (c[32'h5] & c[32'hd] & (c[32'h3] & c[32'hf] ^ c[32'h4] & c[32'he]));
        w$216 = c[32'h6] & c[32'hc] ^ ~(c[32'h7] & c[32'h17]) ^ ~(c[32'h8] & c[32'h16]);
        w$217 = (c[32'h6] & c[32'hc] & ~(c[32'h7] & c[32'h17])) | (~(c[32'h8] & c[32'h16]) & (c[32'h6] & c[32'hc] ^ ~(c[32'h7] & c[32'h17])));
        w$218 = ~(c[32'h9] & c[32'h15]) ^ ~(c[32'h9] & c[32'h17]) ^ ~(c[32'ha] & c[32'h14]);
        w$219 = (~(c[32'h9] & c[32'h15]) & ~(c[32'h9] & c[32'h17])) | (~(c[32'ha] & c[32'h14]) & (~(c[32'h9] & c[32'h15]) ^ ~(c[32'h9] & c[32'h17])));
        w$220 = c[32'h0] & c[32'h13] ^ c[32'h1] & c[32'h12] ^ c[32'h2] & c[32'h11];
        w$221 = (c[32'h0] & c[32'h13] & c[32'h1] & c[32'h12]) | (c[32'h2] & c[32'h11] & (c[32'h0] & c[32'h13] ^ c[32'h1] & c[32'h12]));
        w$222 = c[32'h3] & c[32'h10] ^ c[32'h4] & c[32'hf] ^ c[32'h5] & c[32'he];
        w$223 = (c[32'h3] & c[32'h10] & c[32'h4] & c[32'hf]) | (c[32'h5] & c[32'he] & (c[32'h3] & c[32'h10] ^ c[32'h4] & c[32'hf]));
        w$224 = c[32'h6] & c[32'hd] ^ c[32'h7] & c[32'hc];
        w$225 = c[32'h6] & c[32'hd] & c[32'h7] & c[32'hc];
        w$226 = w$90 ^ w$92 ^ w$94;
        w$227 = (w$90 & w$92) | (w$94 & (w$90 ^ w$92));
        w$228 = w$96 ^ w$98 ^ ~(c[32'h8] & c[32'h10]);
        w$229 = (w$96 & w$98) | (~(c[32'h8] & c[32'h10]) & (w$96 ^ w$98));
        w$230 = ~(c[32'h8] & c[32'h12]) ^ c[32'h8] & c[32'h16] ^ ~(c[32'h9] & c[32'hf]);
        w$231 = (~(c[32'h8] & c[32'h12]) & c[32'h8] & c[32'h16]) | (~(c[32'h9] & c[32'hf]) & (~(c[32'h8] & c[32'h12]) ^ c[32'h8] & c[32'h16]));
        w$232 = ~(c[32'h9] & c[32'h11]) ^ c[32'h9] & c[32'h15] ^ ~(c[32'ha] & c[32'he]);
        w$233 = (~(c[32'h9] & c[32'h11]) & c[32'h9] & c[32'h15]) | (~(c[32'ha] & c[32'he]) & (~(c[32'h9] & c[32'h11]) ^ c[32'h9] & c[32'h15]));
        w$234 = ~(c[32'ha] & c[32'h10]) ^ c[32'ha] & c[32'h14];
        w$235 = ~(c[32'ha] & c[32'h10]) & c[32'ha] & c[32'h14];
        w$236 = w$91 ^ w$93 ^ w$95;
        w$237 = (w$91 & w$93) | (w$95 & (w$91 ^ w$93));
        w$238 = w$97 ^ w$99 ^ w$100;
        w$239 = (w$97 & w$99) | (w$100 & (w$97 ^ w$99));
        w$240 = w$102 ^ w$104 ^ w$106;
        w$241 = (w$102 & w$104) | (w$106 & (w$102 ^ w$104));
        w$242 = w$108 ^ w$110 ^ w$112;
        w$243 = (w$108 & w$110) | (w$112 & (w$108 ^ w$110));
        w$244 = c[32'h9] & c[32'h16] ^ ~(c[32'ha] & c[32'hf]) ^ ~(c[32'ha] & c[32'h11]);
        w$245 = (c[32'h9] & c[32'h16] & ~(c[32'ha] & c[32'hf])) | (~(c[32'ha] & c[32'h11]) & (c[32'h9] & c[32'h16] ^ ~(c[32'ha] & c[32'hf])));
        w$246 = c[32'ha] & c[32'h15] ^ ~(c[32'hb] & c[32'he]);
        w$247 = c[32'ha] & c[32'h15] & ~(c[32'hb] & c[32'he]);
        w$248 = w$101 ^ w$103 ^ w$105;
        w$249 = (w$101 & w$103) | (w$105 & (w$101 ^ w$103));
        w$250 = w$107 ^ w$109 ^ w$111;
        w$251 = (w$107 & w$109) | (w$111 & (w$107 ^ w$109));
        w$252 = w$113 ^ w$114 ^ w$116;
        w$253 = (w$113 & w$114) | (w$116 & (w$113 ^ w$114));
        w$254 = w$118 ^ w$120 ^ w$122;
        w$255 = (w$118 & w$120) | (w$122 & (w$118 ^ w$120));
        w$256 = w$124 ^ w$126 ^ w$128;
        w$257 = (w$124 & w$126) | (w$128 & (w$124 ^ w$126));
        w$258 = c[32'hb] & c[32'hd] ^ ~(c[32'hb] & c[32'h11]) ^ ~(c[32'hb] & c[32'h13]);
        w$259 = (c[32'hb] & c[32'hd] & ~(c[32'hb] & c[32'h11])) | (~(c[32'hb] & c[32'h13]) & (c[32'hb] & c[32'hd] ^ ~(c[32'hb] & c[32'h11])));
        w$260 = w$115 ^ w$117 ^ w$119;
        w$261 = (w$115 & w$117) | (w$119 & (w$115 ^ w$117));
        w$262 = w$121 ^ w$123 ^ w$125;
        w$263 = (w$121 & w$123) | (w$125 & (w$121 ^ w$123));
        w$264 = w$127 ^ w$129 ^ w$130;
        w$265 = (w$127 & w$129) | (w$130 & (w$127 ^ w$129));
        w$266 = w$132 ^ w$134 ^ w$136;
        w$267 = (w$132 & w$134) | (w$136 & (w$132 ^ w$134));
        w$268 = w$138 ^ w$140 ^ w$142;
        w$269 = (w$138 & w$140) | (w$142 & (w$138 ^ w$140));
        w$270 = w$144 ^ w$146 ^ ~(c[32'hb] & c[32'h14]);
        w$271 = (w$144 & w$146) | (~(c[32'hb] & c[32'h14]) & (w$144 ^ w$146));
        w$272 = w$131 ^ w$133 ^ w$135;
        w$273 = (w$131 & w$133) | (w$135 & (w$131 ^ w$133));
        w$274 = w$137 ^ w$139 ^ w$141;
        w$275 = (w$137 & w$139) | (w$141 & (w$137 ^ w$139));
        w$276 = w$143 ^ w$145 ^ w$147;
        w$277 = (w$143 & w$145) | (w$147 & (w$143 ^ w$145));
        w$278 = w$31 ^ w$33 ^ w$35;
        w$279 = (w$31 & w$33) | (w$35 & (w$31 ^ w$33));
        w$280 = w$148 ^ w$150 ^ w$152;
        w$281 = (w$148 & w$150) | (w$152 & (w$148 ^ w$150));
        w$282 = c[32'h9] & c[32'h15] ^ c[32'h9] & c[32'h17] ^ ~(c[32'ha] & c[32'he]);
        w$283 = (c[32'h9] & c[32'h15] & c[32'h9] & c[32'h17]) | (~(c[32'ha] & c[32'he]) & (c[32'h9] & c[32'h15] ^ c[32'h9] & c[32'h17]));
        w$284 = w$149 ^ w$151 ^ w$153;
        w$285 = (w$149 & w$151) | (w$153 & (w$149 ^ w$151));
        w$286 = w$154 ^ w$156 ^ w$158;
        w$287 = (w$154 & w$156) | (w$158 & (w$154 ^ w$156));
        w$288 = w$160 ^ w$162 ^ ~(c[32'hb] & c[32'he]);
        w$289 = (w$160 & w$162) | (~(c[32'hb] & c[32'he]) & (w$160 ^ w$162));
        w$290 = w$155 ^ w$157 ^ w$159;
        w$291 = (w$155 & w$157) | (w$159 & (w$155 ^ w$157));
        w$292 = w$161 ^ w$163 ^ w$164;
        w$293 = (w$161 & w$163) | (w$164 & (w$161 ^ w$163));
        w$294 = w$166 ^ w$168 ^ w$170;
        w$295 = (w$166 & w$168) | (w$170 & (w$166 ^ w$168));
        w$296 = w$172 ^ w$174;
        w$297 = w$172 & w$174;
        w$298 = w$165 ^ w$167 ^ w$169;
        w$299 = (w$165 & w$167) | (w$169 & (w$165 ^ w$167));
        w$300 = w$171 ^ w$173 ^ w$175;
        w$301 = (w$171 & w$173) | (w$175 & (w$171 ^ w$173));
        w$302 = w$176 ^ w$178 ^ w$180;
        w$303 = (w$176 & w$178) | (w$180 & (w$176 ^ w$178));
        w$304 = w$182 ^ w$184 ^ w$186;
        w$305 = (w$182 & w$184) | (w$186 & (w$182 ^ w$184));
        w$306 = w$177 ^ w$179 ^ w$181;
        w$307 = (w$177 & w$179) | (w$181 & (w$177 ^ w$179));
        w$308 = w$183 ^ w$185 ^ w$187;
        w$309 = (w$183 & w$185) | (w$187 & (w$183 ^ w$185));
        w$310 = w$188 ^ w$190 ^ w$192;
        w$311 = (w$188 & w$190) | (w$192 & (w$188 ^ w$190));
        w$312 = w$194 ^ w$196 ^ w$198;
        w$313 = (w$194 & w$196) | (w$198 & (w$194 ^ w$196));
        w$314 = w$189 ^ w$191 ^ w$193;
        w$315 = (w$189 & w$191) | (w$193 & (w$189 ^ w$191));
        w$316 = w$195 ^ w$197 ^ w$199;
        w$317 = (w$195 & w$197) | (w$199 & (w$195 ^ w$197));
        w$318 = w$200 ^ w$202 ^ w$204;
        w$319 = (w$200 & w$202) | (w$204 & (w$200 ^ w$202));
        w$320 = w$206 ^ w$208 ^ w$210;
        w$321 = (w$206 & w$208) | (w$210 & (w$206 ^ w$208));
        w$322 = w$201 ^ w$203 ^ w$205;
        w$323 = (w$201 & w$203) | (w$205 & (w$201 ^ w$203));
        w$324 = w$207 ^ w$209 ^ w$211;
        w$325 = (w$207 & w$209) | (w$211 & (w$207 ^ w$209));
        w$326 = w$212 ^ w$214 ^ w$216;
        w$327 = (w$212 & w$214) | (w$216 & (w$212 ^ w$214));
        w$328 = w$218 ^ ~(c[32'ha] & c[32'h16]) ^ ~(c[32'hb] & c[32'h13]);
        w$329 = (w$218 & ~(c[32'ha] & c[32'h16])) | (~(c[32'hb] & c[32'h13]) & (w$218 ^ ~(c[32'ha] & c[32'h16])));
        w$330 = w$213 ^ w$215 ^ w$217;
        w$331 = (w$213 & w$215) | (w$217 & (w$213 ^ w$215));
        w$332 = w$219 ^ w$220 ^ w$222;
        w$333 = (w$219 & w$220) | (w$222 & (w$219 ^ w$220));
        w$334 = w$224 ^ ~(c[32'h8] & c[32'h17]) ^ ~(c[32'h9] & c[32'h16]);
        w$335 = (w$224 & ~(c[32'h8] & c[32'h17])) | (~(c[32'h9] & c[32'h16]) & (w$224 ^ ~(c[32'h8] & c[32'h17])));
        w$336 = ~(c[32'ha] & c[32'h15]) ^ ~(c[32'ha] & c[32'h17]) ^ ~(c[32'hb] & c[32'h14]);
        w$337 = (~(c[32'ha] & c[32'h15]) & ~(c[32'ha] & c[32'h17])) | (~(c[32'hb] & c[32'h14]) & (~(c[32'ha] & c[32'h15]) ^ ~(c[32'ha] & c[32'h17])));
        w$338 = w$221 ^ w$223 ^ w$225;
        w$339 = (w$221 & w$223) | (w$225 & (w$221 ^ w$223));
        w$340 = w$226 ^ w$228 ^ w$230;
        w$341 = (w$226 & w$228) | (w$230 & (w$226 ^ w$228));
        w$342 = w$232 ^ w$234 ^ ~(c[32'hb] & c[32'hd]);
        w$343 = (w$232 & w$234) | (~(c[32'hb] & c[32'hd]) & (w$232 ^ w$234));
        w$344 = ~(c[32'hb] & c[32'hf]) ^ c[32'hb] & c[32'h13] ^ ~(c[32'hb] & c[32'h17]);
        w$345 = (~(c[32'hb] & c[32'hf]) & c[32'hb] & c[32'h13]) | (~(c[32'hb] & c[32'h17]) & (~(c[32'hb] & c[32'hf]) ^ c[32'hb] & c[32'h13]));
        w$346 = w$227 ^ w$229 ^ w$231;
        w$347 = (w$227 & w$229) | (w$231 & (w$227 ^ w$229));
        w$348 = w$233 ^ w$235 ^ w$236;
        w$349 = (w$233 & w$235) | (w$236 & (w$233 ^ w$235));
        w$350 = w$238 ^ w$240 ^ w$242;
        w$351 = (w$238 & w$240) | (w$242 & (w$238 ^ w$240));
        w$352 = w$244 ^ w$246 ^ ~(c[32'hb] & c[32'h10]);
        w$353 = (w$244 & w$246) | (~(c[32'hb] & c[32'h10]) & (w$244 ^ w$246));
        w$354 = w$237 ^ w$239 ^ w$241;
        w$355 = (w$237 & w$239) | (w$241 & (w$237 ^ w$239));
        w$356 = w$243 ^ w$245 ^ w$247;
        w$357 = (w$243 & w$245) | (w$247 & (w$243 ^ w$245));
        w$358 = w$248 ^ w$250 ^ w$252;
        w$359 = (w$248 & w$250) | (w$252 & (w$248 ^ w$250));
        w$360 = w$254 ^ w$256 ^ w$258;
        w$361 = (w$254 & w$256) | (w$258 & (w$254 ^ w$256));
        w$362 = w$249 ^ w$251 ^ w$253;
        w$363 = (w$249 & w$251) | (w$253 & (w$249 ^ w$251));
        w$364 = w$255 ^ w$257 ^ w$259;
        w$365 = (w$255 & w$257) | (w$259 & (w$255 ^ w$257));
        w$366 = w$260 ^ w$262 ^ w$264;
        w$367 = (w$260 & w$262) | (w$264 & (w$260 ^ w$262));
        w$368 = w$266 ^ w$268 ^ w$270;
        w$369 = (w$266 & w$268) | (w$270 & (w$266 ^ w$268));
        w$370 = w$261 ^ w$263 ^ w$265;
        w$371 = (w$261 & w$263) | (w$265 & (w$261 ^ w$263));
        w$372 = w$267 ^ w$269 ^ w$271;
        w$373 = (w$267 & w$269) | (w$271 & (w$267 ^ w$269));
        w$374 = w$272 ^ w$274 ^ w$276;
        w$375 = (w$272 & w$274) | (w$276 & (w$272 ^ w$274));
        w$376 = w$278 ^ w$37 ^ w$39;
        w$377 = (w$278 & w$37) | (w$39 & (w$278 ^ w$37));
        w$378 = w$280 ^ w$282 ^ ~(c[32'ha] & c[32'h10]);
        w$379 = (w$280 & w$282) | (~(c[32'ha] & c[32'h10]) & (w$280 ^ w$282));
        w$380 = c[32'ha] & c[32'h14] ^ c[32'ha] & c[32'h16];
        w$381 = c[32'ha] & c[32'h14] & c[32'ha] & c[32'h16];
        w$382 = w$281 ^ w$283 ^ w$284;
        w$383 = (w$281 & w$283) | (w$284 & (w$281 ^ w$283));
        w$384 = w$286 ^ w$288 ^ ~(c[32'hb] & c[32'h10]);
        w$385 = (w$286 & w$288) | (~(c[32'hb] & c[32'h10]) & (w$286 ^ w$288));
        w$386 = c[32'hb] & c[32'h14] ^ c[32'hb] & c[32'h16];
        w$387 = c[32'hb] & c[32'h14] & c[32'hb] & c[32'h16];
        w$388 = w$285 ^ w$287 ^ w$289;
        w$389 = (w$285 & w$287) | (w$289 & (w$285 ^ w$287));
        w$390 = w$290 ^ w$292 ^ w$294;
        w$391 = (w$290 & w$292) | (w$294 & (w$290 ^ w$292));
        w$392 = w$296 ^ c[32'hb] & c[32'h17] ^ 1'b1;
        w$393 = (w$296 & c[32'hb] & c[32'h17]) | (1'b1 & (w$296 ^ c[32'hb] & c[32'h17]));
        w$394 = w$291 ^ w$293 ^ w$295;
        w$395 = (w$291 & w$293) | (w$295 & (w$291 ^ w$293));
        w$396 = w$297 ^ w$298 ^ w$300;
        w$397 = (w$297 & w$298) | (w$300 & (w$297 ^ w$298));
        w$398 = w$302 ^ w$304 ^ 1'b1;
        w$399 = (w$302 & w$304) | (1'b1 & (w$302 ^ w$304));
        w$400 = w$299 ^ w$301 ^ w$303;
        w$401 = (w$299 & w$301) | (w$303 & (w$299 ^ w$301));
        w$402 = w$305 ^ w$306 ^ w$308;
        w$403 = (w$305 & w$306) | (w$308 & (w$305 ^ w$306));
        w$404 = w$310 ^ w$312 ^ 1'b1;
        w$405 = (w$310 & w$312) | (1'b1 & (w$310 ^ w$312));
        w$406 = w$307 ^ w$309 ^ w$311;
        w$407 = (w$307 & w$309) | (w$311 & (w$307 ^ w$309));
        w$408 = w$313 ^ w$314 ^ w$316;
        w$409 = (w$313 & w$314) | (w$316 & (w$313 ^ w$314));
        w$410 = w$318 ^ w$320 ^ ~(c[32'hb] & c[32'h14]);
        w$411 = (w$318 & w$320) | (~(c[32'hb] & c[32'h14]) & (w$318 ^ w$320));
        w$412 = w$315 ^ w$317 ^ w$319;
        w$413 = (w$315 & w$317) | (w$319 & (w$315 ^ w$317));
        w$414 = w$321 ^ w$322 ^ w$324;
        w$415 = (w$321 & w$322) | (w$324 & (w$321 ^ w$322));
        w$416 = w$326 ^ w$328 ^ ~(c[32'hb] & c[32'h15]);
        w$417 = (w$326 & w$328) | (~(c[32'hb] & c[32'h15]) & (w$326 ^ w$328));
        w$418 = w$323 ^ w$325 ^ w$327;
        w$419 = (w$323 & w$325) | (w$327 & (w$323 ^ w$325));
        w$420 = w$329 ^ w$330 ^ w$332;
        w$421 = (w$329 & w$330) | (w$332 & (w$329 ^ w$330));
        w$422 = w$334 ^ w$336 ^ ~(c[32'hb] & c[32'h16]);
        w$423 = (w$334 & w$336) | (~(c[32'hb] & c[32'h16]) & (w$334 ^ w$336));
        w$424 = w$331 ^ w$333 ^ w$335;
        w$425 = (w$331 & w$333) | (w$335 & (w$331 ^ w$333));
        w$426 = w$337 ^ w$338 ^ w$340;
        w$427 = (w$337 & w$338) | (w$340 & (w$337 ^ w$338));
        w$428 = w$342 ^ w$344 ^ 1'b1;
        w$429 = (w$342 & w$344) | (1'b1 & (w$342 ^ w$344));
        w$430 = w$339 ^ w$341 ^ w$343;
        w$431 = (w$339 & w$341) | (w$343 & (w$339 ^ w$341));
        w$432 = w$345 ^ w$346 ^ w$348;
        w$433 = (w$345 & w$346) | (w$348 & (w$345 ^ w$346));
        w$434 = w$350 ^ w$352 ^ c[32'hb] & c[32'h14];
        w$435 = (w$350 & w$352) | (c[32'hb] & c[32'h14] & (w$350 ^ w$352));
        w$436 = w$347 ^ w$349 ^ w$351;
        w$437 = (w$347 & w$349) | (w$351 & (w$347 ^ w$349));
        w$438 = w$353 ^ w$354 ^ w$356;
        w$439 = (w$353 & w$354) | (w$356 & (w$353 ^ w$354));
        w$440 = w$358 ^ w$360 ^ 1'b1;
        w$441 = (w$358 & w$360) | (1'b1 & (w$358 ^ w$360));
        w$442 = w$355 ^ w$357 ^ w$359;
        w$443 = (w$355 & w$357) | (w$359 & (w$355 ^ w$357));
        w$444 = w$361 ^ w$362 ^ w$364;
        w$445 = (w$361 & w$362) | (w$364 & (w$361 ^ w$362));
        w$446 = w$366 ^ w$368 ^ 1'b1;
        w$447 = (w$366 & w$368) | (1'b1 & (w$366 ^ w$368));
        w$448 = w$363 ^ w$365 ^ w$367;
        w$449 = (w$363 & w$365) | (w$367 & (w$363 ^ w$365));
        w$450 = w$369 ^ w$370 ^ w$372;
        w$451 = (w$369 & w$370) | (w$372 & (w$369 ^ w$370));
        w$452 = w$374 ^ w$376 ^ w$41;
        w$453 = (w$374 & w$376) | (w$41 & (w$374 ^ w$376));
        w$454 = w$371 ^ w$373 ^ w$375;
        w$455 = (w$371 & w$373) | (w$375 & (w$371 ^ w$373));
        w$456 = w$377 ^ w$273 ^ w$275;
        w$457 = (w$377 & w$273) | (w$275 & (w$377 ^ w$273));
        w$458 = w$277 ^ w$279;
        w$459 = w$277 & w$279;
        w$460 = w$378 ^ w$380 ^ ~(c[32'hb] & c[32'hd]);
        w$461 = (w$378 & w$380) | (~(c[32'hb] & c[32'hd]) & (w$378 ^ w$380));
        w$462 = w$379 ^ w$381 ^ w$382;
        w$463 = (w$379 & w$381) | (w$382 & (w$379 ^ w$381));
        w$464 = w$384 ^ w$386;
        w$465 = w$384 & w$386;
        w$466 = w$383 ^ w$385 ^ w$387;
        w$467 = (w$383 & w$385) | (w$387 & (w$383 ^ w$385));
        w$468 = w$388 ^ w$390 ^ w$392;
        w$469 = (w$388 & w$390) | (w$392 & (w$388 ^ w$390));
        w$470 = w$389 ^ w$391 ^ w$393;
        w$471 = (w$389 & w$391) | (w$393 & (w$389 ^ w$391));
        w$472 = w$394 ^ w$396 ^ w$398;
        w$473 = (w$394 & w$396) | (w$398 & (w$394 ^ w$396));
        w$474 = w$395 ^ w$397 ^ w$399;
        w$475 = (w$395 & w$397) | (w$399 & (w$395 ^ w$397));
        w$476 = w$400 ^ w$402 ^ w$404;
        w$477 = (w$400 & w$402) | (w$404 & (w$400 ^ w$402));
        w$478 = w$401 ^ w$403 ^ w$405;
        w$479 = (w$401 & w$403) | (w$405 & (w$401 ^ w$403));
        w$480 = w$406 ^ w$408 ^ w$410;
        w$481 = (w$406 & w$408) | (w$410 & (w$406 ^ w$408));
        w$482 = w$407 ^ w$409 ^ w$411;
        w$483 = (w$407 & w$409) | (w$411 & (w$407 ^ w$409));
        w$484 = w$412 ^ w$414 ^ w$416;
        w$485 = (w$412 & w$414) | (w$416 & (w$412 ^ w$414));
        w$486 = w$413 ^ w$415 ^ w$417;
        w$487 = (w$413 & w$415) | (w$417 & (w$413 ^ w$415));
        w$488 = w$418 ^ w$420 ^ w$422;
        w$489 = (w$418 & w$420) | (w$422 & (w$418 ^ w$420));
        w$490 = w$419 ^ w$421 ^ w$423;
        w$491 = (w$419 & w$421) | (w$423 & (w$419 ^ w$421));
        w$492 = w$424 ^ w$426 ^ w$428;
        w$493 = (w$424 & w$426) | (w$428 & (w$424 ^ w$426));
        w$494 = w$425 ^ w$427 ^ w$429;
        w$495 = (w$425 & w$427) | (w$429 & (w$425 ^ w$427));
        w$496 = w$430 ^ w$432 ^ w$434;
        w$497 = (w$430 & w$432) | (w$434 & (w$430 ^ w$432));
        w$498 = w$431 ^ w$433 ^ w$435;
        w$499 = (w$431 & w$433) | (w$435 & (w$431 ^ w$433));
        w$500 = w$436 ^ w$438 ^ w$440;
        w$501 = (w$436 & w$438) | (w$440 & (w$436 ^ w$438));
        w$502 = w$437 ^ w$439 ^ w$441;
        w$503 = (w$437 & w$439) | (w$441 & (w$437 ^ w$439));
        w$504 = w$442 ^ w$444 ^ w$446;
        w$505 = (w$442 & w$444) | (w$446 & (w$442 ^ w$444));
        w$506 = w$443 ^ w$445 ^ w$447;
        w$507 = (w$443 & w$445) | (w$447 & (w$443 ^ w$445));
        w$508 = w$448 ^ w$450 ^ w$452;
        w$509 = (w$448 & w$450) | (w$452 & (w$448 ^ w$450));
        w$510 = w$449 ^ w$451 ^ w$453;
        w$511 = (w$449 & w$451) | (w$453 & (w$449 ^ w$451));
        w$512 = w$454 ^ w$456 ^ w$458;
        w$513 = (w$454 & w$456) | (w$458 & (w$454 ^ w$456));
        w$514 = w$455 ^ w$457;
        w$515 = w$455 & w$457;
        w$516 = w$460 ^ ~(c[32'hb] & c[32'hf]);
        w$517 = w$460 & ~(c[32'hb] & c[32'hf]);
        w$518 = w$461 ^ w$462 ^ w$464;
        w$519 = (w$461 & w$462) | (w$464 & (w$461 ^ w$462));
        w$520 = w$463 ^ w$465 ^ w$466;
        w$521 = (w$463 & w$465) | (w$466 & (w$463 ^ w$465));
        w$522 = w$467 ^ w$469 ^ w$470;
        w$523 = (w$467 & w$469) | (w$470 & (w$467 ^ w$469));
        w$524 = w$471 ^ w$473 ^ w$474;
        w$525 = (w$471 & w$473) | (w$474 & (w$471 ^ w$473));
        w$526 = w$475 ^ w$477 ^ w$478;
        w$527 = (w$475 & w$477) | (w$478 & (w$475 ^ w$477));
        w$528 = w$479 ^ w$481 ^ w$482;
        w$529 = (w$479 & w$481) | (w$482 & (w$479 ^ w$481));
        w$530 = w$483 ^ w$485 ^ w$486;
        w$531 = (w$483 & w$485) | (w$486 & (w$483 ^ w$485));
        w$532 = w$487 ^ w$489 ^ w$490;
        w$533 = (w$487 & w$489) | (w$490 & (w$487 ^ w$489));
        w$534 = w$491 ^ w$493 ^ w$494;
        w$535 = (w$491 & w$493) | (w$494 & (w$491 ^ w$493));
        w$536 = w$495 ^ w$497 ^ w$498;
        w$537 = (w$495 & w$497) | (w$498 & (w$495 ^ w$497));
        w$538 = w$499 ^ w$501 ^ w$502;
        w$539 = (w$499 & w$501) | (w$502 & (w$499 ^ w$501));
        w$540 = w$503 ^ w$505 ^ w$506;
        w$541 = (w$503 & w$505) | (w$506 & (w$503 ^ w$505));
        w$542 = w$507 ^ w$509 ^ w$510;
        w$543 = (w$507 & w$509) | (w$510 & (w$507 ^ w$509));
        w$544 = w$511 ^ w$513 ^ w$514;
        w$545 = (w$511 & w$513) | (w$514 & (w$511 ^ w$513));
        w$546 = w$516 ^ c[32'hb] & c[32'h13];
        w$547 = w$516 & c[32'hb] & c[32'h13];
        w$548 = w$517 ^ w$518 ^ 1'b1;
        w$549 = (w$517 & w$518) | (1'b1 & (w$517 ^ w$518));
        w$550 = w$519 ^ w$520 ^ w$468;
        w$551 = (w$519 & w$520) | (w$468 & (w$519 ^ w$520));
        w$552 = w$521 ^ w$522 ^ w$472;
        w$553 = (w$521 & w$522) | (w$472 & (w$521 ^ w$522));
        w$554 = w$523 ^ w$524 ^ w$476;
        w$555 = (w$523 & w$524) | (w$476 & (w$523 ^ w$524));
        w$556 = w$525 ^ w$526 ^ w$480;
        w$557 = (w$525 & w$526) | (w$480 & (w$525 ^ w$526));
        w$558 = w$527 ^ w$528 ^ w$484;
        w$559 = (w$527 & w$528) | (w$484 & (w$527 ^ w$528));
        w$560 = w$529 ^ w$530 ^ w$488;
        w$561 = (w$529 & w$530) | (w$488 & (w$529 ^ w$530));
        w$562 = w$531 ^ w$532 ^ w$492;
        w$563 = (w$531 & w$532) | (w$492 & (w$531 ^ w$532));
        w$564 = w$533 ^ w$534 ^ w$496;
        w$565 = (w$533 & w$534) | (w$496 & (w$533 ^ w$534));
        w$566 = w$535 ^ w$536 ^ w$500;
        w$567 = (w$535 & w$536) | (w$500 & (w$535 ^ w$536));
        w$568 = w$537 ^ w$538 ^ w$504;
        w$569 = (w$537 & w$538) | (w$504 & (w$537 ^ w$538));
        w$570 = w$539 ^ w$540 ^ w$508;
        w$571 = (w$539 & w$540) | (w$508 & (w$539 ^ w$540));
        w$572 = w$541 ^ w$542 ^ w$512;
        w$573 = (w$541 & w$542) | (w$512 & (w$541 ^ w$542));
        w$574 = w$543 ^ w$544 ^ w$459;
        w$575 = (w$543 & w$544) | (w$459 & (w$543 ^ w$544));
        w$576 = w$545 ^ w$515 ^ 1'b1;
        w$577 = (w$545 & w$515) | (1'b1 & (w$545 ^ w$515));
        s_row = 32'h0;
        s_row = (s_row & ~(1 << (32'h0)) | ((w$546) << (32'h0)));
        s_row = (s_row & ~(1 << (32'h1)) | ((w$547) << (32'h1)));
        s_row = (s_row & ~(1 << (32'h2)) | ((w$549) << (32'h2)));
        s_row = (s_row & ~(1 << (32'h3)) | ((w$551) << (32'h3)));
        s_row = (s_row & ~(1 << (32'h4)) | ((w$553) << (32'h4)));
        s_row = (s_row & ~(1 << (32'h5)) | ((w$555) << (32'h5)));
        s_row = (s_row & ~(1 << (32'h6)) | ((w$557) << (32'h6)));
        s_row = (s_row & ~(1 << (32'h7)) | ((w$559) << (32'h7)));
        s_row = (s_row & ~(1 << (32'h8)) | ((w$561) << (32'h8)));
        s_row = (s_row & ~(1 << (32'h9)) | ((w$563) << (32'h9)));
        s_row = (s_row & ~(1 << (32'ha)) | ((w$565) << (32'ha)));
        s_row = (s_row & ~(1 << (32'hb)) | ((w$567) << (32'hb)));
        s_row = (s_row & ~(1 << (32'hc)) | ((w$569) << (32'hc)));
        s_row = (s_row & ~(1 << (32'hd)) | ((w$571) << (32'hd)));
        s_row = (s_row & ~(1 << (32'he)) | ((w$573) << (32'he)));
        s_row = (s_row & ~(1 << (32'hf)) | ((w$575) << (32'hf)));
        s_row = (s_row & ~(1 << (32'h10)) | ((w$577) << (32'h10)));
        d_row = 32'h0;
        d_row = (d_row & ~(1 << (32'h0)) | ((c[32'hb] & c[32'h15]) << (32'h0)));
        d_row = (d_row & ~(1 << (32'h1)) | ((w$548) << (32'h1)));
        d_row = (d_row & ~(1 << (32'h2)) | ((w$550) << (32'h2)));
        d_row = (d_row & ~(1 << (32'h3)) | ((w$552) << (32'h3)));
        d_row = (d_row & ~(1 << (32'h4)) | ((w$554) << (32'h4)));
        d_row = (d_row & ~(1 << (32'h5)) | ((w$556) << (32'h5)));
        d_row = (d_row & ~(1 << (32'h6)) | ((w$558) << (32'h6)));
        d_row = (d_row & ~(1 << (32'h7)) | ((w$560) << (32'h7)));
        d_row = (d_row & ~(1 << (32'h8)) | ((w$562) << (32'h8)));
        d_row = (d_row & ~(1 << (32'h9)) | ((w$564) << (32'h9)));
        d_row = (d_row & ~(1 << (32'ha)) | ((w$566) << (32'ha)));
        d_row = (d_row & ~(1 << (32'hb)) | ((w$568) << (32'hb)));
        d_row = (d_row & ~(1 << (32'hc)) | ((w$570) << (32'hc)));
        d_row = (d_row & ~(1 << (32'hd)) | ((w$572) << (32'hd)));
        d_row = (d_row & ~(1 << (32'he)) | ((w$574) << (32'he)));
        d_row = (d_row & ~(1 << (32'hf)) | ((w$576) << (32'hf)));
        d_row = (d_row & ~(1 << (32'h10)) | ((1'b1) << (32'h10)));
        s = s_row;
        d = d_row;
    end
    
endmodule // top$bf$0$product$heap


module top$bf$0$reducer(c,r);
    
    // Module arguments
    input wire  [15:0] c;
    output reg  [11:0] r;
    
    // Constant declarations
    localparam  k_m2 = 15'b110010111111110;
    localparam  k_m1 = 15'b111001011111111;
    localparam  k_p1 = 15'b110100000001;
    
    // Stub signals
    reg  [15:0] tree$c;
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
    input wire  [15:0] c;
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
    
    // Update code
    always @(*) begin
        w$0 = c[32'h0] ^ ~c[32'hc] ^ c[32'hd];
        w$1 = (c[32'h0] & ~c[32'hc]) | (c[32'hd] & (c[32'h0] ^ ~c[32'hc]));
        w$2 = c[32'h2] ^ ~c[32'hd];
        w$3 = c[32'h2] & ~c[32'hd];
        w$4 = c[32'h3] ^ ~c[32'hf];
        w$5 = c[32'h3] & ~c[32'hf];
        w$6 = c[32'h8] ^ ~c[32'hc];
        w$7 = c[32'h8] & ~c[32'hc];
        w$8 = w$0 ^ ~c[32'he];
        w$9 = w$0 & ~c[32'he];
        w$10 = w$1 ^ c[32'h1] ^ ~c[32'hf];
        w$11 = (w$1 & c[32'h1]) | (~c[32'hf] & (w$1 ^ c[32'h1]));
        w$12 = w$2 ^ ~c[32'he] ^ 1'b1;
        w$13 = (w$2 & ~c[32'he]) | (1'b1 & (w$2 ^ ~c[32'he]));
        w$14 = w$3 ^ w$4 ^ 1'b1;
        w$15 = (w$3 & w$4) | (1'b1 & (w$3 ^ w$4));
        w$16 = w$5 ^ c[32'h4];
        w$17 = w$5 & c[32'h4];
        w$18 = c[32'h5] ^ 1'b1;
        w$19 = c[32'h5] & 1'b1;
        w$20 = c[32'h6] ^ 1'b1;
        w$21 = c[32'h6] & 1'b1;
        w$22 = c[32'h7] ^ 1'b1;
        w$23 = c[32'h7] & 1'b1;
        w$24 = w$6 ^ c[32'hd] ^ ~c[32'he];
        w$25 = (w$6 & c[32'hd]) | (~c[32'he] & (w$6 ^ c[32'hd]));
        w$26 = w$7 ^ c[32'h9] ^ ~c[32'hf];
        w$27 = (w$7 & c[32'h9]) | (~c[32'hf] & (w$7 ^ c[32'h9]));
        w$28 = c[32'ha] ^ c[32'hc];
        w$29 = c[32'ha] & c[32'hc];
        w$30 = c[32'hb] ^ ~c[32'hd];
        w$31 = c[32'hb] & ~c[32'hd];
        s_row = 32'h0;
        s_row = (s_row & ~(1 << (32'h0)) | ((w$8) << (32'h0)));
        s_row = (s_row & ~(1 << (32'h1)) | ((w$9) << (32'h1)));
        s_row = (s_row & ~(1 << (32'h2)) | ((w$11) << (32'h2)));
        s_row = (s_row & ~(1 << (32'h3)) | ((w$13) << (32'h3)));
        s_row = (s_row & ~(1 << (32'h4)) | ((w$15) << (32'h4)));
        s_row = (s_row & ~(1 << (32'h5)) | ((w$17) << (32'h5)));
        s_row = (s_row & ~(1 << (32'h6)) | ((w$19) << (32'h6)));
        s_row = (s_row & ~(1 << (32'h7)) | ((w$21) << (32'h7)));
        s_row = (s_row & ~(1 << (32'h8)) | ((w$23) << (32'h8)));
        s_row = (s_row & ~(1 << (32'h9)) | ((w$25) << (32'h9)));
        s_row = (s_row & ~(1 << (32'ha)) | ((w$27) << (32'ha)));
        s_row = (s_row & ~(1 << (32'hb)) | ((w$29) << (32'hb)));
        s_row = (s_row & ~(1 << (32'hc)) | ((w$31) << (32'hc)));
        d_row = 32'h0;
        d_row = (d_row & ~(1 << (32'h0)) | ((1'b1) << (32'h0)));
        d_row = (d_row & ~(1 << (32'h1)) | ((w$10) << (32'h1)));
        d_row = (d_row & ~(1 << (32'h2)) | ((w$12) << (32'h2)));
        d_row = (d_row & ~(1 << (32'h3)) | ((w$14) << (32'h3)));
        d_row = (d_row & ~(1 << (32'h4)) | ((w$16) << (32'h4)));
        d_row = (d_row & ~(1 << (32'h5)) | ((w$18) << (32'h5)));
        d_row = (d_row & ~(1 << (32'h6)) | ((w$20) << (32'h6)));
        d_row = (d_row & ~(1 << (32'h7)) | ((w$22) << (32'h7)));
        d_row = (d_row & ~(1 << (32'h8)) | ((w$24) << (32'h8)));
        d_row = (d_row & ~(1 << (32'h9)) | ((w$26) << (32'h9)));
        d_row = (d_row & ~(1 << (32'ha)) | ((w$28) << (32'ha)));
        d_row = (d_row & ~(1 << (32'hb)) | ((w$30) << (32'hb)));
        s = s_row;
        d = d_row;
    end
    
endmodule // top$bf$0$reducer$tree


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
    reg  [15:0] product$a;
    reg  [15:0] product$b;
    wire  [15:0] product$p;
    reg  [11:0] a2$d;
    wire  [11:0] a2$q;
    reg  a2$clock;
    reg  [11:0] s2$d;
    wire  [11:0] s2$q;
    reg  s2$clock;
    reg  [15:0] p2$d;
    wire  [15:0] p2$q;
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
    reg  [15:0] reducer$c;
    wire  [11:0] reducer$r;
    
    // Local signals
    reg  [12:0] sum0;
    reg  [12:0] diff0;
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
    top$bf_b$product product(
        .a(product$a),
        .b(product$b),
        .p(product$p)
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
        product$a = m1$q;
        product$b = w1$q;
        p2$d = product$p;
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
          
endmodule // top$bf_b$p2


module top$bf_b$product(a,b,p);
    
    // Module arguments
    input wire  [15:0] a;
    input wire  [15:0] b;
    output reg  [15:0] p;
    
    // Stub signals
    reg  [23:0] heap$c;
    wire  [16:0] heap$s;
    wire  [16:0] heap$d;
    
    // Local signals
    reg  [16:0] sum;
    
    // Sub module instances
    top$bf_b$product$heap heap(
        .c(heap$c),
        .s(heap$s),
        .d(heap$d)
    );
    
    // Update code
    always @(*) begin
        heap$c = ((a[(32'h0)+:(12)]) & 24'hffffff) | (((b[(32'h0)+:(12)]) & 24'hffffff) << 32'hc);
        sum = heap$s + heap$d;
        p = sum[(32'h0)+:(16)];
    end
    
endmodule // top$bf_b$product


module top$bf_b$product$heap(c,s,d);
    
    // Module arguments
    input wire  [23:0] c;
    output reg  [16:0] s;
    output reg  [16:0] d;
    
    // Local signals
    reg  [16:0] s_row;
    reg  [16:0] d_row;
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
    reg  w$143;
    reg  w$144;
    reg  w$145;
    reg  w$146;
    reg  w$147;
    reg  w$148;
    reg  w$149;
    reg  w$150;
    reg  w$151;
    reg  w$152;
    reg  w$153;
    reg  w$154;
    reg  w$155;
    reg  w$156;
    reg  w$157;
    reg  w$158;
    reg  w$159;
    reg  w$160;
    reg  w$161;
    reg  w$162;
    reg  w$163;
    reg  w$164;
    reg  w$165;
    reg  w$166;
    reg  w$167;
    reg  w$168;
    reg  w$169;
    reg  w$170;
    reg  w$171;
    reg  w$172;
    reg  w$173;
    reg  w$174;
    reg  w$175;
    reg  w$176;
    reg  w$177;
    reg  w$178;
    reg  w$179;
    reg  w$180;
    reg  w$181;
    reg  w$182;
    reg  w$183;
    reg  w$184;
    reg  w$185;
    reg  w$186;
    reg  w$187;
    reg  w$188;
    reg  w$189;
    reg  w$190;
    reg  w$191;
    reg  w$192;
    reg  w$193;
    reg  w$194;
    reg  w$195;
    reg  w$196;
    reg  w$197;
    reg  w$198;
    reg  w$199;
    reg  w$200;
    reg  w$201;
    reg  w$202;
    reg  w$203;
    reg  w$204;
    reg  w$205;
    reg  w$206;
    reg  w$207;
    reg  w$208;
    reg  w$209;
    reg  w$210;
    reg  w$211;
    reg  w$212;
    reg  w$213;
    reg  w$214;
    reg  w$215;
    reg  w$216;
    reg  w$217;
    reg  w$218;
    reg  w$219;
    reg  w$220;
    reg  w$221;
    reg  w$222;
    reg  w$223;
    reg  w$224;
    reg  w$225;
    reg  w$226;
    reg  w$227;
    reg  w$228;
    reg  w$229;
    reg  w$230;
    reg  w$231;
    reg  w$232;
    reg  w$233;
    reg  w$234;
    reg  w$235;
    reg  w$236;
    reg  w$237;
    reg  w$238;
    reg  w$239;
    reg  w$240;
    reg  w$241;
    reg  w$242;
    reg  w$243;
    reg  w$244;
    reg  w$245;
    reg  w$246;
    reg  w$247;
    reg  w$248;
    reg  w$249;
    reg  w$250;
    reg  w$251;
    reg  w$252;
    reg  w$253;
    reg  w$254;
    reg  w$255;
    reg  w$256;
    reg  w$257;
    reg  w$258;
    reg  w$259;
    reg  w$260;
    reg  w$261;
    reg  w$262;
    reg  w$263;
    reg  w$264;
    reg  w$265;
    reg  w$266;
    reg  w$267;
    reg  w$268;
    reg  w$269;
    reg  w$270;
    reg  w$271;
    reg  w$272;
    reg  w$273;
    reg  w$274;
    reg  w$275;
    reg  w$276;
    reg  w$277;
    reg  w$278;
    reg  w$279;
    reg  w$280;
    reg  w$281;
    reg  w$282;
    reg  w$283;
    reg  w$284;
    reg  w$285;
    reg  w$286;
    reg  w$287;
    reg  w$288;
    reg  w$289;
    reg  w$290;
    reg  w$291;
    reg  w$292;
    reg  w$293;
    reg  w$294;
    reg  w$295;
    reg  w$296;
    reg  w$297;
    reg  w$298;
    reg  w$299;
    reg  w$300;
    reg  w$301;
    reg  w$302;
    reg  w$303;
    reg  w$304;
    reg  w$305;
    reg  w$306;
    reg  w$307;
    reg  w$308;
    reg  w$309;
    reg  w$310;
    reg  w$311;
    reg  w$312;
    reg  w$313;
    reg  w$314;
    reg  w$315;
    reg  w$316;
    reg  w$317;
    reg  w$318;
    reg  w$319;
    reg  w$320;
    reg  w$321;
    reg  w$322;
    reg  w$323;
    reg  w$324;
    reg  w$325;
    reg  w$326;
    reg  w$327;
    reg  w$328;
    reg  w$329;
    reg  w$330;
    reg  w$331;
    reg  w$332;
    reg  w$333;
    reg  w$334;
    reg  w$335;
    reg  w$336;
    reg  w$337;
    reg  w$338;
    reg  w$339;
    reg  w$340;
    reg  w$341;
    reg  w$342;
    reg  w$343;
    reg  w$344;
    reg  w$345;
    reg  w$346;
    reg  w$347;
    reg  w$348;
    reg  w$349;
    reg  w$350;
    reg  w$351;
    reg  w$352;
    reg  w$353;
    reg  w$354;
    reg  w$355;
    reg  w$356;
    reg  w$357;
    reg  w$358;
    reg  w$359;
    reg  w$360;
    reg  w$361;
    reg  w$362;
    reg  w$363;
    reg  w$364;
    reg  w$365;
    reg  w$366;
    reg  w$367;
    reg  w$368;
    reg  w$369;
    reg  w$370;
    reg  w$371;
    reg  w$372;
    reg  w$373;
    reg  w$374;
    reg  w$375;
    reg  w$376;
    reg  w$377;
    reg  w$378;
    reg  w$379;
    reg  w$380;
    reg  w$381;
    reg  w$382;
    reg  w$383;
    reg  w$384;
    reg  w$385;
    reg  w$386;
    reg  w$387;
    reg  w$388;
    reg  w$389;
    reg  w$390;
    reg  w$391;
    reg  w$392;
    reg  w$393;
    reg  w$394;
    reg  w$395;
    reg  w$396;
    reg  w$397;
    reg  w$398;
    reg  w$399;
    reg  w$400;
    reg  w$401;
    reg  w$402;
    reg  w$403;
    reg  w$404;
    reg  w$405;
    reg  w$406;
    reg  w$407;
    reg  w$408;
    reg  w$409;
    reg  w$410;
    reg  w$411;
    reg  w$412;
    reg  w$413;
    reg  w$414;
    reg  w$415;
    reg  w$416;
    reg  w$417;
    reg  w$418;
    reg  w$419;
    reg  w$420;
    reg  w$421;
    reg  w$422;
    reg  w$423;
    reg  w$424;
    reg  w$425;
    reg  w$426;
    reg  w$427;
    reg  w$428;
    reg  w$429;
    reg  w$430;
    reg  w$431;
    reg  w$432;
    reg  w$433;
    reg  w$434;
    reg  w$435;
    reg  w$436;
    reg  w$437;
    reg  w$438;
    reg  w$439;
    reg  w$440;
    reg  w$441;
    reg  w$442;
    reg  w$443;
    reg  w$444;
    reg  w$445;
    reg  w$446;
    reg  w$447;
    reg  w$448;
    reg  w$449;
    reg  w$450;
    reg  w$451;
    reg  w$452;
    reg  w$453;
    reg  w$454;
    reg  w$455;
    reg  w$456;
    reg  w$457;
    reg  w$458;
    reg  w$459;
    reg  w$460;
    reg  w$461;
    reg  w$462;
    reg  w$463;
    reg  w$464;
    reg  w$465;
    reg  w$466;
    reg  w$467;
    reg  w$468;
    reg  w$469;
    reg  w$470;
    reg  w$471;
    reg  w$472;
    reg  w$473;
    reg  w$474;
    reg  w$475;
    reg  w$476;
    reg  w$477;
    reg  w$478;
    reg  w$479;
    reg  w$480;
    reg  w$481;
    reg  w$482;
    reg  w$483;
    reg  w$484;
    reg  w$485;
    reg  w$486;
    reg  w$487;
    reg  w$488;
    reg  w$489;
    reg  w$490;
    reg  w$491;
    reg  w$492;
    reg  w$493;
    reg  w$494;
    reg  w$495;
    reg  w$496;
    reg  w$497;
    reg  w$498;
    reg  w$499;
    reg  w$500;
    reg  w$501;
    reg  w$502;
    reg  w$503;
    reg  w$504;
    reg  w$505;
    reg  w$506;
    reg  w$507;
    reg  w$508;
    reg  w$509;
    reg  w$510;
    reg  w$511;
    reg  w$512;
    reg  w$513;
    reg  w$514;
    reg  w$515;
    reg  w$516;
    reg  w$517;
    reg  w$518;
    reg  w$519;
    reg  w$520;
    reg  w$521;
    reg  w$522;
    reg  w$523;
    reg  w$524;
    reg  w$525;
    reg  w$526;
    reg  w$527;
    reg  w$528;
    reg  w$529;
    reg  w$530;
    reg  w$531;
    reg  w$532;
    reg  w$533;
    reg  w$534;
    reg  w$535;
    reg  w$536;
    reg  w$537;
    reg  w$538;
    reg  w$539;
    reg  w$540;
    reg  w$541;
    reg  w$542;
    reg  w$543;
    reg  w$544;
    reg  w$545;
    reg  w$546;
    reg  w$547;
    reg  w$548;
    reg  w$549;
    reg  w$550;
    reg  w$551;
    reg  w$552;
    reg  w$553;
    reg  w$554;
    reg  w$555;
    reg  w$556;
    reg  w$557;
    reg  w$558;
    reg  w$559;
    reg  w$560;
    reg  w$561;
    reg  w$562;
    reg  w$563;
    reg  w$564;
    reg  w$565;
    reg  w$566;
    reg  w$567;
    reg  w$568;
    reg  w$569;
    reg  w$570;
    reg  w$571;
    reg  w$572;
    reg  w$573;
    reg  w$574;
    reg  w$575;
    reg  w$576;
    reg  w$577;
    
    // Update code
    always @(*) begin
        w$0 = c[32'h0] & c[32'hc] ^ ~(c[32'h1] & c[32'h17]);
        w$1 = c[32'h0] & c[32'hc] & ~(c[32'h1] & c[32'h17]);
        w$2 = c[32'h0] & c[32'h14] ^ c[32'h1] & c[32'h13] ^ ~(c[32'h1] & c[32'h17]);
        w$3 = (c[32'h0] & c[32'h14] & c[32'h1] & c[32'h13]) | (~(c[32'h1] & c[32'h17]) & (c[32'h0] & c[32'h14] ^ c[32'h1] & c[32'h13]));
        w$4 = c[32'h2] & c[32'h12] ^ ~(c[32'h2] & c[32'h16]) ^ c[32'h3] & c[32'h11];
        w$5 = (c[32'h2] & c[32'h12] & ~(c[32'h2] & c[32'h16])) | (c[32'h3] & c[32'h11] & (c[32'h2] & c[32'h12] ^ ~(c[32'h2] & c[32'h16])));
        w$6 = ~(c[32'h3] & c[32'h15]) ^ ~(c[32'h3] & c[32'h17]) ^ c[32'h4] & c[32'h10];
        w$7 = (~(c[32'h3] & c[32'h15]) & ~(c[32'h3] & c[32'h17])) | (c[32'h4] & c[32'h10] & (~(c[32'h3] & c[32'h15]) ^ ~(c[32'h3] & c[32'h17])));
        w$8 = ~(c[32'h4] & c[32'h14]) ^ ~(c[32'h4] & c[32'h16]) ^ c[32'h5] & c[32'hf];
        w$9 = (~(c[32'h4] & c[32'h14]) & ~(c[32'h4] & c[32'h16])) | (c[32'h5] & c[32'hf] & (~(c[32'h4] & c[32'h14]) ^ ~(c[32'h4] & c[32'h16])));
        w$10 = c[32'h0] & c[32'h15] ^ c[32'h1] & c[32'h14] ^ c[32'h2] & c[32'h13];
        w$11 = (c[32'h0] & c[32'h15] & c[32'h1] & c[32'h14]) | (c[32'h2] & c[32'h13] & (c[32'h0] & c[32'h15] ^ c[32'h1] & c[32'h14]));
        w$12 = ~(c[32'h2] & c[32'h17]) ^ c[32'h3] & c[32'h12] ^ ~(c[32'h3] & c[32'h16]);
        w$13 = (~(c[32'h2] & c[32'h17]) & c[32'h3] & c[32'h12]) | (~(c[32'h3] & c[32'h16]) & (~(c[32'h2] & c[32'h17]) ^ c[32'h3] & c[32'h12]));
        w$14 = c[32'h4] & c[32'h11] ^ ~(c[32'h4] & c[32'h15]) ^ ~(c[32'h4] & c[32'h17]);
        w$15 = (c[32'h4] & c[32'h11] & ~(c[32'h4] & c[32'h15])) | (~(c[32'h4] & c[32'h17]) & (c[32'h4] & c[32'h11] ^ ~(c[32'h4] & c[32'h15])));
        w$16 = c[32'h5] & c[32'h10] ^ ~(c[32'h5] & c[32'h14]) ^ ~(c[32'h5] & c[32'h16]);
        w$17 = (c[32'h5] & c[32'h10] & ~(c[32'h5] & c[32'h14])) | (~(c[32'h5] & c[32'h16]) & (c[32'h5] & c[32'h10] ^ ~(c[32'h5] & c[32'h14])));
        w$18 = c[32'h0] & c[32'h16] ^ c[32'h1] & c[32'h15] ^ c[32'h1] & c[32'h17];
        w$19 = (c[32'h0] & c[32'h16] & c[32'h1] & c[32'h15]) | (c[32'h1] & c[32'h17] & (c[32'h0] & c[32'h16] ^ c[32'h1] & c[32'h15]));
        w$20 = c[32'h2] & c[32'h14] ^ c[32'h2] & c[32'h16] ^ c[32'h3] & c[32'h13];
        w$21 = (c[32'h2] & c[32'h14] & c[32'h2] & c[32'h16]) | (c[32'h3] & c[32'h13] & (c[32'h2] & c[32'h14] ^ c[32'h2] & c[32'h16]));
        w$22 = c[32'h3] & c[32'h15] ^ c[32'h4] & c[32'h12] ^ c[32'h4] & c[32'h14];
        w$23 = (c[32'h3] & c[32'h15] & c[32'h4] & c[32'h12]) | (c[32'h4] & c[32'h14] & (c[32'h3] & c[32'h15] ^ c[32'h4] & c[32'h12]));
        w$24 = c[32'h5] & c[32'h11] ^ c[32'h5] & c[32'h13] ^ ~(c[32'h5] & c[32'h17]);
        w$25 = (c[32'h5] & c[32'h11] & c[32'h5] & c[32'h13]) | (~(c[32'h5] & c[32'h17]) & (c[32'h5] & c[32'h11] ^ c[32'h5] & c[32'h13]));
        w$26 = c[32'h6] & c[32'h10] ^ c[32'h6] & c[32'h12] ^ ~(c[32'h6] & c[32'h16]);
        w$27 = (c[32'h6] & c[32'h10] & c[32'h6] & c[32'h12]) | (~(c[32'h6] & c[32'h16]) & (c[32'h6] & c[32'h10] ^ c[32'h6] & c[32'h12]));
        w$28 = c[32'h7] & c[32'hf] ^ c[32'h7] & c[32'h11];
        w$29 = c[32'h7] & c[32'hf] & c[32'h7] & c[32'h11];
        w$30 = c[32'h0] & c[32'h17] ^ c[32'h1] & c[32'h16] ^ c[32'h2] & c[32'h15];
        w$31 = (c[32'h0] & c[32'h17] & c[32'h1] & c[32'h16]) | (c[32'h2] & c[32'h15] & (c[32'h0] & c[32'h17] ^ c[32'h1] & c[32'h16]));
        w$32 = c[32'h2] & c[32'h17] ^ c[32'h3] & c[32'h14] ^ c[32'h3] & c[32'h16];
        w$33 = (c[32'h2] & c[32'h17] & c[32'h3] & c[32'h14]) | (c[32'h3] & c[32'h16] & (c[32'h2] & c[32'h17] ^ c[32'h3] & c[32'h14]));
        w$34 = c[32'h4] & c[32'h13] ^ c[32'h4] & c[32'h15] ^ c[32'h5] & c[32'h12];
        w$35 = (c[32'h4] & c[32'h13] & c[32'h4] & c[32'h15]) | (c[32'h5] & c[32'h12] & (c[32'h4] & c[32'h13] ^ c[32'h4] & c[32'h15]));
        w$36 = c[32'h5] & c[32'h14] ^ c[32'h6] & c[32'h11] ^ c[32'h6] & c[32'h13];
        w$37 = (c[32'h5] & c[32'h14] & c[32'h6] & c[32'h11]) | (c[32'h6] & c[32'h13] & (c[32'h5] & c[32'h14] ^ c[32'h6] & c[32'h11]));
        w$38 = ~(c[32'h6] & c[32'h17]) ^ c[32'h7] & c[32'h10] ^ c[32'h7] & c[32'h12];
        w$39 = (~(c[32'h6] & c[32'h17]) & c[32'h7] & c[32'h10]) | (c[32'h7] & c[32'h12] & (~(c[32'h6] & c[32'h17]) ^ c[32'h7] & c[32'h10]));
        w$40 = ~(c[32'h7] & c[32'h16]) ^ c[32'h8] & c[32'hf];
        w$41 = ~(c[32'h7] & c[32'h16]) & c[32'h8] & c[32'hf];
        w$42 = w$0 ^ ~(c[32'h2] & c[32'h16]) ^ ~(c[32'h3] & c[32'h15]);
        w$43 = (w$0 & ~(c[32'h2] & c[32'h16])) | (~(c[32'h3] & c[32'h15]) & (w$0 ^ ~(c[32'h2] & c[32'h16])));
        w$44 = ~(c[32'h3] & c[32'h17]) ^ ~(c[32'h4] & c[32'h14]) ^ ~(c[32'h4] & c[32'h16]);
        w$45 = (~(c[32'h3] & c[32'h17]) & ~(c[32'h4] & c[32'h14])) | (~(c[32'h4] & c[32'h16]) & (~(c[32'h3] & c[32'h17]) ^ ~(c[32'h4] & c[32'h14])));
        w$46 = ~(c[32'h5] & c[32'h13]) ^ ~(c[32'h5] & c[32'h15]) ^ ~(c[32'h6] & c[32'h12]);
        w$47 = (~(c[32'h5] & c[32'h13]) & ~(c[32'h5] & c[32'h15])) | (~(c[32'h6] & c[32'h12]) & (~(c[32'h5] & c[32'h13]) ^ ~(c[32'h5] & c[32'h15])));
        w$48 = ~(c[32'h6] & c[32'h14]) ^ ~(c[32'h7] & c[32'h11]) ^ ~(c[32'h7] & c[32'h13]);
        w$49 = (~(c[32'h6] & c[32'h14]) & ~(c[32'h7] & c[32'h11])) | (~(c[32'h7] & c[32'h13]) & (~(c[32'h6] & c[32'h14]) ^ ~(c[32'h7] & c[32'h11])));
        w$50 = c[32'h7] & c[32'h17] ^ ~(c[32'h8] & c[32'h10]);
        w$51 = c[32'h7] & c[32'h17] & ~(c[32'h8] & c[32'h10]);
        w$52 = w$1 ^ c[32'h0] & c[32'hd] ^ c[32'h1] & c[32'hc];
        w$53 = (w$1 & c[32'h0] & c[32'hd]) | (c[32'h1] & c[32'hc] & (w$1 ^ c[32'h0] & c[32'hd]));
        w$54 = ~(c[32'h2] & c[32'h17]) ^ ~(c[32'h3] & c[32'h16]) ^ ~(c[32'h4] & c[32'h15]);
        w$55 = (~(c[32'h2] & c[32'h17]) & ~(c[32'h3] & c[32'h16])) | (~(c[32'h4] & c[32'h15]) & (~(c[32'h2] & c[32'h17]) ^ ~(c[32'h3] & c[32'h16])));
        w$56 = ~(c[32'h4] & c[32'h17]) ^ ~(c[32'h5] & c[32'h14]) ^ ~(c[32'h5] & c[32'h16]);
        w$57 = (~(c[32'h4] & c[32'h17]) & ~(c[32'h5] & c[32'h14])) | (~(c[32'h5] & c[32'h16]) & (~(c[32'h4] & c[32'h17]) ^ ~(c[32'h5] & c[32'h14])));
        w$58 = ~(c[32'h6] & c[32'h13]) ^ ~(c[32'h6] & c[32'h15]) ^ ~(c[32'h7] & c[32'h12]);
        w$59 = (~(c[32'h6] & c[32'h13]) & ~(c[32'h6] & c[32'h15])) | (~(c[32'h7] & c[32'h12]) & (~(c[32'h6] & c[32'h13]) ^ ~(c[32'h6] & c[32'h15])));
        w$60 = ~(c[32'h7] & c[32'h14]) ^ ~(c[32'h8] & c[32'h11]) ^ ~(c[32'h8] & c[32'h13]);
        w$61 = (~(c[32'h7] & c[32'h14]) & ~(c[32'h8] & c[32'h11])) | (~(c[32'h8] & c[32'h13]) & (~(c[32'h7] & c[32'h14]) ^ ~(c[32'h8] & c[32'h11])));
        w$62 = c[32'h8] & c[32'h17] ^ ~(c[32'h9] & c[32'h10]) ^ ~(c[32'h9] & c[32'h12]);
        w$63 = (c[32'h8] & c[32'h17] & ~(c[32'h9] & c[32'h10])) | (~(c[32'h9] & c[32'h12]) & (c[32'h8] & c[32'h17] ^ ~(c[32'h9] & c[32'h10])));
        w$64 = c[32'h9] & c[32'h16] ^ ~(c[32'ha] & c[32'hf]) ^ ~(c[32'ha] & c[32'h11]);
        w$65 = (c[32'h9] & c[32'h16] & ~(c[32'ha] & c[32'hf])) | (~(c[32'ha] & c[32'h11]) & (c[32'h9] & c[32'h16] ^ ~(c[32'ha] & c[32'hf])));
        w$66 = c[32'h0] & c[32'he] ^ c[32'h1] & c[32'hd] ^ c[32'h2] & c[32'hc];
        w$67 = (c[32'h0] & c[32'he] & c[32'h1] & c[32'hd]) | (c[32'h2] & c[32'hc] & (c[32'h0] & c[32'he] ^ c[32'h1] & c[32'hd]));
        w$68 = ~(c[32'h3] & c[32'h17]) ^ ~(c[32'h4] & c[32'h16]) ^ ~(c[32'h5] & c[32'h15]);
        w$69 = (~(c[32'h3] & c[32'h17]) & ~(c[32'h4] & c[32'h16])) | (~(c[32'h5] & c[32'h15]) & (~(c[32'h3] & c[32'h17]) ^ ~(c[32'h4] & c[32'h16])));
        w$70 = ~(c[32'h5] & c[32'h17]) ^ ~(c[32'h6] & c[32'h14]) ^ ~(c[32'h6] & c[32'h16]);
        w$71 = (~(c[32'h5] & c[32'h17]) & ~(c[32'h6] & c[32'h14])) | (~(c[32'h6] & c[32'h16]) & (~(c[32'h5] & c[32'h17]) ^ ~(c[32'h6] & c[32'h14])));
        w$72 = ~(c[32'h7] & c[32'h13]) ^ ~(c[32'h7] & c[32'h15]) ^ ~(c[32'h8] & c[32'h12]);
        w$73 = (~(c[32'h7] & c[32'h13]) & ~(c[32'h7] & c[32'h15])) | (~(c[32'h8] & c[32'h12]) & (~(c[32'h7] & c[32'h13]) ^ ~(c[32'h7] & c[32'h15])));
        w$74 = ~(c[32'h8] & c[32'h14]) ^ ~(c[32'h9] & c[32'h11]) ^ ~(c[32'h9] & c[32'h13]);
        w$75 = (~(c[32'h8] & c[32'h14]) & ~(c[32'h9] & c[32'h11])) | (~(c[32'h9] & c[32'h13]) & (~(c[32'h8] & c[32'h14]) ^ ~(c[32'h9] & c[32'h11])));
        w$76 = c[32'h9] & c[32'h17] ^ ~(c[32'ha] & c[32'h10]) ^ ~(c[32'ha] & c[32'h12]);
        w$77 = (c[32'h9] & c[32'h17] & ~(c[32'ha] & c[32'h10])) | (~(c[32'ha] & c[32'h12]) & (c[32'h9] & c[32'h17] ^ ~(c[32'ha] & c[32'h10])));
        w$78 = c[32'h0] & c[32'hf] ^ c[32'h1] & c[32'he] ^ c[32'h2] & c[32'hd];
        w$79 = (c[32'h0] & c[32'hf] & c[32'h1] & c[32'he]) | (c[32'h2] & c[32'hd] & (c[32'h0] & c[32'hf] ^ c[32'h1] & c[32'he]));
        w$80 = c[32'h3] & c[32'hc] ^ ~(c[32'h4] & c[32'h17]) ^ ~(c[32'h5] & c[32'h16]);
        w$81 = (c[32'h3] & c[32'hc] & ~(c[32'h4] & c[32'h17])) | (~(c[32'h5] & c[32'h16]) & (c[32'h3] & c[32'hc] ^ ~(c[32'h4] & c[32'h17])));
        w$82 = ~(c[32'h6] & c[32'h15]) ^ ~(c[32'h6] & c[32'h17]) ^ ~(c[32'h7] & c[32'h14]);
        w$83 = (~(c[32'h6] & c[32'h15]) & ~(c[32'h6] & c[32'h17])) | (~(c[32'h7] & c[32'h14]) & (~(c[32'h6] & c[32'h15]) ^ ~(c[32'h6] & c[32'h17])));
        w$84 = ~(c[32'h7] & c[32'h16]) ^ ~(c[32'h8] & c[32'h13]) ^ ~(c[32'h8] & c[32'h15]);
        w$85 = (~(c[32'h7] & c[32'h16]) & ~(c[32'h8] & c[32'h13])) | (~(c[32'h8] & c[32'h15]) & (~(c[32'h7] & c[32'h16]) ^ ~(c[32'h8] & c[32'h13])));
        w$86 = c[32'h0] & c[32'h10] ^ c[32'h1] & c[32'hf] ^ c[32'h2] & c[32'he];
        w$87 = (c[32'h0] & c[32'h10] & c[32'h1] & c[32'hf]) | (c[32'h2] & c[32'he] & (c[32'h0] & c[32'h10] ^ c[32'h1] & c[32'hf]));
        w$88 = c[32'h3] & c[32'hd] ^ c[32'h4] & c[32'hc] ^ ~(c[32'h5] & c[32'h17]);
        w$89 = (c[32'h3] & c[32'hd] & c[32'h4] & c[32'hc]) | (~(c[32'h5] & c[32'h17]) & (c[32'h3] & c[32'hd] ^ c[32'h4] & c[32'hc]));
        w$90 = w$2 ^ w$4 ^ w$6;
        w$91 = (w$2 & w$4) | (w$6 & (w$2 ^ w$4));
        w$92 = w$8 ^ ~(c[32'h5] & c[32'h13]) ^ ~(c[32'h5] & c[32'h15]);
        w$93 = (w$8 & ~(c[32'h5] & c[32'h13])) | (~(c[32'h5] & c[32'h15]) & (w$8 ^ ~(c[32'h5] & c[32'h13])));
        w$94 = c[32'h6] & c[32'he] ^ ~(c[32'h6] & c[32'h12]) ^ ~(c[32'h6] & c[32'h14]);
        w$95 = (c[32'h6] & c[32'he] & ~(c[32'h6] & c[32'h12])) | (~(c[32'h6] & c[32'h14]) & (c[32'h6] & c[32'he] ^ ~(c[32'h6] & c[32'h12])));
        w$96 = c[32'h7] & c[32'hd] ^ ~(c[32'h7] & c[32'h11]) ^ ~(c[32'h7] & c[32'h13]);
        w$97 = (c[32'h7] & c[32'hd] & ~(c[32'h7] & c[32'h11])) | (~(c[32'h7] & c[32'h13]) & (c[32'h7] & c[32'hd] ^ ~(c[32'h7] & c[32'h11])));
        w$98 = c[32'h7] & c[32'h17] ^ c[32'h8] & c[32'hc];
        w$99 = c[32'h7] & c[32'h17] & c[32'h8] & c[32'hc];
        w$100 = w$3 ^ w$5 ^ w$7;
        w$101 = (w$3 & w$5) | (w$7 & (w$3 ^ w$5));
        w$102 = w$9 ^ w$10 ^ w$12;
        w$103 = (w$9 & w$10) | (w$12 & (w$9 ^ w$10));
        w$104 = w$14 ^ w$16 ^ c[32'h6] & c[32'hf];
        w$105 = (w$14 & w$16) | (c[32'h6] & c[32'hf] & (w$14 ^ w$16));
        w$106 = ~(c[32'h6] & c[32'h13]) ^ ~(c[32'h6] & c[32'h15]) ^ c[32'h7] & c[32'he];
        w$107 = (~(c[32'h6] & c[32'h13]) & ~(c[32'h6] & c[32'h15])) | (c[32'h7] & c[32'he] & (~(c[32'h6] & c[32'h13]) ^ ~(c[32'h6] & c[32'h15])));
        w$108 = ~(c[32'h7] & c[32'h12]) ^ ~(c[32'h7] & c[32'h14]) ^ c[32'h8] & c[32'hd];
        w$109 = (~(c[32'h7] & c[32'h12]) & ~(c[32'h7] & c[32'h14])) | (c[32'h8] & c[32'hd] & (~(c[32'h7] & c[32'h12]) ^ ~(c[32'h7] & c[32'h14])));
        w$110 = ~(c[32'h8] & c[32'h11]) ^ ~(c[32'h8] & c[32'h13]) ^ c[32'h8] & c[32'h17];
        w$111 = (~(c[32'h8] & c[32'h11]) & ~(c[32'h8] & c[32'h13])) | (c[32'h8] & c[32'h17] & (~(c[32'h8] & c[32'h11]) ^ ~(c[32'h8] & c[32'h13])));
        w$112 = c[32'h9] & c[32'hc] ^ ~(c[32'h9] & c[32'h10]) ^ ~(c[32'h9] & c[32'h12]);
        w$113 = (c[32'h9] & c[32'hc] & ~(c[32'h9] & c[32'h10])) | (~(c[32'h9] & c[32'h12]) & (c[32'h9] & c[32'hc] ^ ~(c[32'h9] & c[32'h10])));
        w$114 = w$11 ^ w$13 ^ w$15;
        w$115 = (w$11 & w$13) | (w$15 & (w$11 ^ w$13));
        w$116 = w$17 ^ w$18 ^ w$20;
        w$117 = (w$17 & w$18) | (w$20 & (w$17 ^ w$18));
        w$118 = w$22 ^ w$24 ^ w$26;
        w$119 = (w$22 & w$24) | (w$26 & (w$22 ^ w$24));
        w$120 = w$28 ^ ~(c[32'h7] & c[32'h15]) ^ ~(c[32'h7] & c[32'h17]);
        w$121 = (w$28 & ~(c[32'h7] & c[32'h15])) | (~(c[32'h7] & c[32'h17]) & (w$28 ^ ~(c[32'h7] & c[32'h15])));
        w$122 = c[32'h8] & c[32'he] ^ c[32'h8] & c[32'h10] ^ ~(c[32'h8] & c[32'h14]);
        w$123 = (c[32'h8] & c[32'he] & c[32'h8] & c[32'h10]) | (~(c[32'h8] & c[32'h14]) & (c[32'h8] & c[32'he] ^ c[32'h8] & c[32'h10]));
        w$124 = ~(c[32'h8] & c[32'h16]) ^ c[32'h9] & c[32'hd] ^ c[32'h9] & c[32'hf];
        w$125 = (~(c[32'h8] & c[32'h16]) & c[32'h9] & c[32'hd]) | (c[32'h9] & c[32'hf] & (~(c[32'h8] & c[32'h16]) ^ c[32'h9] & c[32'hd]));
        w$126 = ~(c[32'h9] & c[32'h13]) ^ ~(c[32'h9] & c[32'h15]) ^ c[32'ha] & c[32'hc];
        w$127 = (~(c[32'h9] & c[32'h13]) & ~(c[32'h9] & c[32'h15])) | (c[32'ha] & c[32'hc] & (~(c[32'h9] & c[32'h13]) ^ ~(c[32'h9] & c[32'h15])));
        w$128 = c[32'ha] & c[32'he] ^ ~(c[32'ha] & c[32'h12]) ^ ~(c[32'ha] & c[32'h14]);
        w$129 = (c[32'ha] & c[32'he] & ~(c[32'ha] & c[32'h12])) | (~(c[32'ha] & c[32'h14]) & (c[32'ha] & c[32'he] ^ ~(c[32'ha] & c[32'h12])));
        w$130 = w$19 ^ w$21 ^ w$23;
        w$131 = (w$19 & w$21) | (w$23 & (w$19 ^ w$21));
        w$132 = w$25 ^ w$27 ^ w$29;
        w$133 = (w$25 & w$27) | (w$29 & (w$25 ^ w$27));
        w$134 = w$30 ^ w$32 ^ w$34;
        w$135 = (w$30 & w$32) | (w$34 & (w$30 ^ w$32));
        w$136 = w$36 ^ w$38 ^ w$40;
        w$137 = (w$36 & w$38) | (w$40 & (w$36 ^ w$38));
        w$138 = c[32'h8] & c[32'h11] ^ ~(c[32'h8] & c[32'h15]) ^ ~(c[32'h8] & c[32'h17]);
        w$139 = (c[32'h8] & c[32'h11] & ~(c[32'h8] & c[32'h15])) | (~(c[32'h8] & c[32'h17]) & (c[32'h8] & c[32'h11] ^ ~(c[32'h8] & c[32'h15])));
        w$140 = c[32'h9] & c[32'he] ^ c[32'h9] & c[32'h10] ^ ~(c[32'h9] & c[32'h14]);
        w$141 = (c[32'h9] & c[32'he] & c[32'h9] & c[32'h10]) | (~(c[32'h9] & c[32'h14]) & (c[32'h9] & c[32'he] ^ c[32'h9] & c[32'h10]));
        w$142 = ~(c[32'h9] & c[32'h16]) ^ c[32'ha] & c[32'hd] ^ c[32'ha] & c[32'hf];
        w$143 = (~(c[32'h9] & c[32'h16]) & c[32'ha] & c[32'hd]) | (c[32'ha] & c[32'hf] & (~(c[32'h9] & c[32'h16]) ^ c[32'ha] & c[32'hd]));
        w$144 = ~(c[32'ha] & c[32'h13]) ^ ~(c[32'ha] & c[32'h15]) ^ c[32'hb] & c[32'hc];
        w$145 = (~(c[32'ha] & c[32'h13]) & ~(c[32'ha] & c[32'h15])) | (c[32'hb] & c[32'hc] & (~(c[32'ha] & c[32'h13]) ^ ~(c[32'ha] & c[32'h15])));
        w$146 = c[32'hb] & c[32'he] ^ ~(c[32'hb] & c[32'h12]);
        w$147 = c[32'hb] & c[32'he] & ~(c[32'hb] & c[32'h12]);
        w$148 = w$42 ^ w$44 ^ w$46;
        w$149 = (w$42 & w$44) | (w$46 & (w$42 ^ w$44));
        w$150 = w$48 ^ w$50 ^ ~(c[32'h8] & c[32'h12]);
        w$151 = (w$48 & w$50) | (~(c[32'h8] & c[32'h12]) & (w$48 ^ w$50));
        w$152 = c[32'h8] & c[32'h16] ^ ~(c[32'h9] & c[32'hf]) ^ ~(c[32'h9] & c[32'h11]);
        w$153 = (c[32'h8] & c[32'h16] & ~(c[32'h9] & c[32'hf])) | (~(c[32'h9] & c[32'h11]) & (c[32'h8] & c[32'h16] ^ ~(c[32'h9] & c[32'hf])));
        w$154 = w$43 ^ w$45 ^ w$47;
        w$155 = (w$43 & w$45) | (w$47 & (w$43 ^ w$45));
        w$156 = w$49 ^ w$51 ^ w$52;
        w$157 = (w$49 & w$51) | (w$52 & (w$49 ^ w$51));
        w$158 = w$54 ^ w$56 ^ w$58;
        w$159 = (w$54 & w$56) | (w$58 & (w$54 ^ w$56));
        w$160 = w$60 ^ w$62 ^ w$64;
        w$161 = (w$60 & w$62) | (w$64 & (w$60 ^ w$62));
        w$162 = c[32'ha] & c[32'h15] ^ c[32'ha] & c[32'h17];
        w$163 = c[32'ha] & c[32'h15] & c[32'ha] & c[32'h17];
        w$164 = w$53 ^ w$55 ^ w$57;
        w$165 = (w$53 & w$55) | (w$57 & (w$53 ^ w$55));
        w$166 = w$59 ^ w$61 ^ w$63;
        w$167 = (w$59 & w$61) | (w$63 & (w$59 ^ w$61));
        w$168 = w$65 ^ w$66 ^ w$68;
        w$169 = (w$65 & w$66) | (w$68 & (w$65 ^ w$66));
        w$170 = w$70 ^ w$72 ^ w$74;
        w$171 = (w$70 & w$72) | (w$74 & (w$70 ^ w$72));
        w$172 = w$76 ^ c[32'ha] & c[32'h16] ^ ~(c[32'hb] & c[32'hf]);
        w$173 = (w$76 & c[32'ha] & c[32'h16]) | (~(c[32'hb] & c[32'hf]) & (w$76 ^ c[32'ha] & c[32'h16]));
        w$174 = ~(c[32'hb] & c[32'h11]) ^ c[32'hb] & c[32'h15];
        w$175 = ~(c[32'hb] & c[32'h11]) & c[32'hb] & c[32'h15];
        w$176 = w$67 ^ w$69 ^ w$71;
        w$177 = (w$67 & w$69) | (w$71 & (w$67 ^ w$69));
        w$178 = w$73 ^ w$75 ^ w$77;
        w$179 = (w$73 & w$75) | (w$77 & (w$73 ^ w$75));
        w$180 = w$78 ^ w$80 ^ w$82;
        w$181 = (w$78 & w$80) | (w$82 & (w$78 ^ w$80));
        w$182 = w$84 ^ ~(c[32'h9] & c[32'h12]) ^ ~(c[32'h9] & c[32'h14]);
        w$183 = (w$84 & ~(c[32'h9] & c[32'h12])) | (~(c[32'h9] & c[32'h14]) & (w$84 ^ ~(c[32'h9] & c[32'h12])));
        w$184 = ~(c[32'ha] & c[32'h11]) ^ ~(c[32'ha] & c[32'h13]) ^ c[32'ha] & c[32'h17];
        w$185 = (~(c[32'ha] & c[32'h11]) & ~(c[32'ha] & c[32'h13])) | (c[32'ha] & c[32'h17] & (~(c[32'ha] & c[32'h11]) ^ ~(c[32'ha] & c[32'h13])));
        w$186 = ~(c[32'hb] & c[32'h10]) ^ ~(c[32'hb] & c[32'h12]) ^ c[32'hb] & c[32'h16];
        w$187 = (~(c[32'hb] & c[32'h10]) & ~(c[32'hb] & c[32'h12])) | (c[32'hb] & c[32'h16] & (~(c[32'hb] & c[32'h10]) ^ ~(c[32'hb] & c[32'h12])));
        w$188 = w$79 ^ w$81 ^ w$83;
        w$189 = (w$79 & w$81) | (w$83 & (w$79 ^ w$81));
        w$190 = w$85 ^ w$86 ^ w$88;
        w$191 = (w$85 & w$86) | (w$88 & (w$85 ^ w$86));
        w$192 = ~(c[32'h6] & c[32'h16]) ^ ~(c[32'h7] & c[32'h15]) ^ ~(c[32'h7] & c[32'h17]);
        w$193 = (~(c[32'h6] & c[32'h16]) & ~(c[32'h7] & c[32'h15])) | (~(c[32'h7] & c[32'h17]) & (~(c[32'h6] & c[32'h16]) ^ ~(c[32'h7] & c[32'h15])));
        w$194 = ~(c[32'h8] & c[32'h14]) ^ ~(c[32'h8] & c[32'h16]) ^ ~(c[32'h9] & c[32'h13]);
        w$195 = (~(c[32'h8] & c[32'h14]) & ~(c[32'h8] & c[32'h16])) | (~(c[32'h9] & c[32'h13]) & (~(c[32'h8] & c[32'h14]) ^ ~(c[32'h8] & c[32'h16])));
        w$196 = ~(c[32'h9] & c[32'h15]) ^ ~(c[32'ha] & c[32'h12]) ^ ~(c[32'ha] & c[32'h14]);
        w$197 = (~(c[32'h9] & c[32'h15]) & ~(c[32'ha] & c[32'h12])) | (~(c[32'ha] & c[32'h14]) & (~(c[32'h9] & c[32'h15]) ^ ~(c[32'ha] & c[32'h12])));
        w$198 = ~(c[32'hb] & c[32'h11]) ^ ~(c[32'hb] & c[32'h13]) ^ c[32'hb] & c[32'h17];
        w$199 = (~(c[32'hb] & c[32'h11]) & ~(c[32'hb] & c[32'h13])) | (c[32'hb] & c[32'h17] & (~(c[32'hb] & c[32'h11]) ^ ~(c[32'hb] & c[32'h13])));
        w$200 = w$87 ^ w$89 ^ c[32'h0] & c[32'h11];
        w$201 = (w$87 & w$89) | (c[32'h0] & c[32'h11] & (w$87 ^ w$89));
        w$202 = c[32'h1] & c[32'h10] ^ c[32'h2] & c[32'hf] ^ c[32'h3] & c[32'he];
        w$203 = (c[32'h1] & c[32'h10] & c[32'h2] & c[32'hf]) | (c[32'h3] & c[32'he] & (c[32'h1] & c[32'h10] ^ c[32'h2] & c[32'hf]));
        w$204 = c[32'h4] & c[32'hd] ^ c[32'h5] & c[32'hc] ^ ~(c[32'h6] & c[32'h17]);
        w$205 = (c[32'h4] & c[32'hd] & c[32'h5] & c[32'hc]) | (~(c[32'h6] & c[32'h17]) & (c[32'h4] & c[32'hd] ^ c[32'h5] & c[32'hc]));
        w$206 = ~(c[32'h7] & c[32'h16]) ^ ~(c[32'h8] & c[32'h15]) ^ ~(c[32'h8] & c[32'h17]);
        w$207 = (~(c[32'h7] & c[32'h16]) & ~(c[32'h8] & c[32'h15])) | (~(c[32'h8] & c[32'h17]) & (~(c[32'h7] & c[32'h16]) ^ ~(c[32'h8] & c[32'h15])));
        w$208 = ~(c[32'h9] & c[32'h14]) ^ ~(c[32'h9] & c[32'h16]) ^ ~(c[32'ha] & c[32'h13]);
        w$209 = (~(c[32'h9] & c[32'h14]) & ~(c[32'h9] & c[32'h16])) | (~(c[32'ha] & c[32'h13]) & (~(c[32'h9] & c[32'h14]) ^ ~(c[32'h9] & c[32'h16])));
        w$210 = ~(c[32'ha] & c[32'h15]) ^ ~(c[32'hb] & c[32'h12]);
        w$211 = ~(c[32'ha] & c[32'h15]) & ~(c[32'hb] & c[32'h12]);
        w$212 = c[32'h0] & c[32'h12] ^ c[32'h1] & c[32'h11] ^ c[32'h2] & c[32'h10];
        w$213 = (c[32'h0] & c[32'h12] & c[32'h1] & c[32'h11]) | (c[32'h2] & c[32'h10] & (c[32'h0] & c[32'h12] ^ c[32'h1] & c[32'h11]));
        w$214 = c[32'h3] & c[32'hf] ^ c[32'h4] & c[32'he] ^ c[32'h5] & c[32'hd];
        w$215 = (c[32'h3] & c[32'hf] & c[32'h4] & c[32'he]) | (c[32'h5] & c[32'hd] & (c[32'h3] & c[32'hf] ^ c[32'h4] & c[32'he]));
        w$216 = c[32'h6] & c[32'hc] ^ ~(c[32'h7] & c[32'h17]) ^ ~(c[32'h8] & c[32'h16]);
        w$217 = (c[32'h6] & c[32'hc] & ~(c[32'h7] & c[32'h17])) | (~(c[32'h8] & c[32'h16]) & (c[32'h6] & c[32'hc] ^ ~(c[32'h7] & c[32'h17])));
        w$218 = ~(c[32'h9] & c[32'h15]) ^ ~(c[32'h9] & c[32'h17]) ^ ~(c[32'ha] & c[32'h14]);
        w$219 = (~(c[32'h9] & c[32'h15]) & ~(c[32'h9] & c[32'h17])) | (~(c[32'ha] & c[32'h14]) & (~(c[32'h9] & c[32'h15]) ^ ~(c[32'h9] & c[32'h17])));
        w$220 = c[32'h0] & c[32'h13] ^ c[32'h1] & c[32'h12] ^ c[32'h2] & c[32'h11];
        w$221 = (c[32'h0] & c[32'h13] & c[32'h1] & c[32'h12]) | (c[32'h2] & c[32'h11] & (c[32'h0] & c[32'h13] ^ c[32'h1] & c[32'h12]));
        w$222 = c[32'h3] & c[32'h10] ^ c[32'h4] & c[32'hf] ^ c[32'h5] & c[32'he];
        w$223 = (c[32'h3] & c[32'h10] & c[32'h4] & c[32'hf]) | (c[32'h5] & c[32'he] & (c[32'h3] & c[32'h10] ^ c[32'h4] & c[32'hf]));
        w$224 = c[32'h6] & c[32'hd] ^ c[32'h7] & c[32'hc];
        w$225 = c[32'h6] & c[32'hd] & c[32'h7] & c[32'hc];
        w$226 = w$90 ^ w$92 ^ w$94;
        w$227 = (w$90 & w$92) | (w$94 & (w$90 ^ w$92));
        w$228 = w$96 ^ w$98 ^ ~(c[32'h8] & c[32'h10]);
        w$229 = (w$96 & w$98) | (~(c[32'h8] & c[32'h10]) & (w$96 ^ w$98));
        w$230 = ~(c[32'h8] & c[32'h12]) ^ c[32'h8] & c[32'h16] ^ ~(c[32'h9] & c[32'hf]);
        w$231 = (~(c[32'h8] & c[32'h12]) & c[32'h8] & c[32'h16]) | (~(c[32'h9] & c[32'hf]) & (~(c[32'h8] & c[32'h12]) ^ c[32'h8] & c[32'h16]));
        w$232 = ~(c[32'h9] & c[32'h11]) ^ c[32'h9] & c[32'h15] ^ ~(c[32'ha] & c[32'he]);
        w$233 = (~(c[32'h9] & c[32'h11]) & c[32'h9] & c[32'h15]) | (~(c[32'ha] & c[32'he]) & (~(c[32'h9] & c[32'h11]) ^ c[32'h9] & c[32'h15]));
        w$234 = ~(c[32'ha] & c[32'h10]) ^ c[32'ha] & c[32'h14];
        w$235 = ~(c[32'ha] & c[32'h10]) & c[32'ha] & c[32'h14];
        w$236 = w$91 ^ w$93 ^ w$95;
        w$237 = (w$91 & w$93) | (w$95 & (w$91 ^ w$93));
        w$238 = w$97 ^ w$99 ^ w$100;
        w$239 = (w$97 & w$99) | (w$100 & (w$97 ^ w$99));
        w$240 = w$102 ^ w$104 ^ w$106;
        w$241 = (w$102 & w$104) | (w$106 & (w$102 ^ w$104));
        w$242 = w$108 ^ w$110 ^ w$112;
        w$243 = (w$108 & w$110) | (w$112 & (w$108 ^ w$110));
        w$244 = c[32'h9] & c[32'h16] ^ ~(c[32'ha] & c[32'hf]) ^ ~(c[32'ha] & c[32'h11]);
        w$245 = (c[32'h9] & c[32'h16] & ~(c[32'ha] & c[32'hf])) | (~(c[32'ha] & c[32'h11]) & (c[32'h9] & c[32'h16] ^ ~(c[32'ha] & c[32'hf])));
        w$246 = c[32'ha] & c[32'h15] ^ ~(c[32'hb] & c[32'he]);
        w$247 = c[32'ha] & c[32'h15] & ~(c[32'hb] & c[32'he]);
        w$248 = w$101 ^ w$103 ^ w$105;
        w$249 = (w$101 & w$103) | (w$105 & (w$101 ^ w$103));
        w$250 = w$107 ^ w$109 ^ w$111;
        w$251 = (w$107 & w$109) | (w$111 & (w$107 ^ w$109));
        w$252 = w$113 ^ w$114 ^ w$116;
        w$253 = (w$113 & w$114) | (w$116 & (w$113 ^ w$114));
        w$254 = w$118 ^ w$120 ^ w$122;
        w$255 = (w$118 & w$120) | (w$122 & (w$118 ^ w$120));
        w$256 = w$124 ^ w$126 ^ w$128;
        w$257 = (w$124 & w$126) | (w$128 & (w$124 ^ w$126));
        w$258 = c[32'hb] & c[32'hd] ^ ~(c[32'hb] & c[32'h11]) ^ ~(c[32'hb] & c[32'h13]);
        w$259 = (c[32'hb] & c[32'hd] & ~(c[32'hb] & c[32'h11])) | (~(c[32'hb] & c[32'h13]) & (c[32'hb] & c[32'hd] ^ ~(c[32'hb] & c[32'h11])));
        w$260 = w$115 ^ w$117 ^ w$119;
        w$261 = (w$115 & w$117) | (w$119 & (w$115 ^ w$117));
        w$262 = w$121 ^ w$123 ^ w$125;
        w$263 = (w$121 & w$123) | (w$125 & (w$121 ^ w$123));
        w$264 = w$127 ^ w$129 ^ w$130;
        w$265 = (w$127 & w$129) | (w$130 & (w$127 ^ w$129));
        w$266 = w$132 ^ w$134 ^ w$136;
        w$267 = (w$132 & w$134) | (w$136 & (w$132 ^ w$134));
        w$268 = w$138 ^ w$140 ^ w$142;
        w$269 = (w$138 & w$140) | (w$142 & (w$138 ^ w$140));
        w$270 = w$144 ^ w$146 ^ ~(c[32'hb] & c[32'h14]);
        w$271 = (w$144 & w$146) | (~(c[32'hb] & c[32'h14]) & (w$144 ^ w$146));
        w$272 = w$131 ^ w$133 ^ w$135;
        w$273 = (w$131 & w$133) | (w$135 & (w$131 ^ w$133));
        w$274 = w$137 ^ w$139 ^ w$141;
        w$275 = (w$137 & w$139) | (w$141 & (w$137 ^ w$139));
        w$276 = w$143 ^ w$145 ^ w$147;
        w$277 = (w$143 & w$145) | (w$147 & (w$143 ^ w$145));
        w$278 = w$31 ^ w$33 ^ w$35;
        w$279 = (w$31 & w$33) | (w$35 & (w$31 ^ w$33));
        w$280 = w$148 ^ w$150 ^ w$152;
        w$281 = (w$148 & w$150) | (w$152 & (w$148 ^ w$150));
        w$282 = c[32'h9] & c[32'h15] ^ c[32'h9] & c[32'h17] ^ ~(c[32'ha] & c[32'he]);
        w$283 = (c[32'h9] & c[32'h15] & c[32'h9] & c[32'h17]) | (~(c[32'ha] & c[32'he]) & (c[32'h9] & c[32'h15] ^ c[32'h9] & c[32'h17]));
        w$284 = w$149 ^ w$151 ^ w$153;
        w$285 = (w$149 & w$151) | (w$153 & (w$149 ^ w$151));
        w$286 = w$154 ^ w$156 ^ w$158;
        w$287 = (w$154 & w$156) | (w$158 & (w$154 ^ w$156));
        w$288 = w$160 ^ w$162 ^ ~(c[32'hb] & c[32'he]);
        w$289 = (w$160 & w$162) | (~(c[32'hb] & c[32'he]) & (w$160 ^ w$162));
        w$290 = w$155 ^ w$157 ^ w$159;
        w$291 = (w$155 & w$157) | (w$159 & (w$155 ^ w$157));
        w$292 = w$161 ^ w$163 ^ w$164;
        w$293 = (w$161 & w$163) | (w$164 & (w$161 ^ w$163));
        w$294 = w$166 ^ w$168 ^ w$170;
        w$295 = (w$166 & w$168) | (w$170 & (w$166 ^ w$168));
        w$296 = w$172 ^ w$174;
        w$297 = w$172 & w$174;
        w$298 = w$165 ^ w$167 ^ w$169;
        w$299 = (w$165 & w$167) | (w$169 & (w$165 ^ w$167));
        w$300 = w$171 ^ w$173 ^ w$175;
        w$301 = (w$171 & w$173) | (w$175 & (w$171 ^ w$173));
        w$302 = w$176 ^ w$178 ^ w$180;
        w$303 = (w$176 & w$178) | (w$180 & (w$176 ^ w$178));
        w$304 = w$182 ^ w$184 ^ w$186;
        w$305 = (w$182 & w$184) | (w$186 & (w$182 ^ w$184));
        w$306 = w$177 ^ w$179 ^ w$181;
        w$307 = (w$177 & w$179) | (w$181 & (w$177 ^ w$179));
        w$308 = w$183 ^ w$185 ^ w$187;
        w$309 = (w$183 & w$185) | (w$187 & (w$183 ^ w$185));
        w$310 = w$188 ^ w$190 ^ w$192;
        w$311 = (w$188 & w$190) | (w$192 & (w$188 ^ w$190));
        w$312 = w$194 ^ w$196 ^ w$198;
        w$313 = (w$194 & w$196) | (w$198 & (w$194 ^ w$196));
        w$314 = w$189 ^ w$191 ^ w$193;
        w$315 = (w$189 & w$191) | (w$193 & (w$189 ^ w$191));
        w$316 = w$195 ^ w$197 ^ w$199;
        w$317 = (w$195 & w$197) | (w$199 & (w$195 ^ w$197));
        w$318 = w$200 ^ w$202 ^ w$204;
        w$319 = (w$200 & w$202) | (w$204 & (w$200 ^ w$202));
        w$320 = w$206 ^ w$208 ^ w$210;
        w$321 = (w$206 & w$208) | (w$210 & (w$206 ^ w$208));
        w$322 = w$201 ^ w$203 ^ w$205;
        w$323 = (w$201 & w$203) | (w$205 & (w$201 ^ w$203));
        w$324 = w$207 ^ w$209 ^ w$211;
        w$325 = (w$207 & w$209) | (w$211 & (w$207 ^ w$209));
        w$326 = w$212 ^ w$214 ^ w$216;
        w$327 = (w$212 & w$214) | (w$216 & (w$212 ^ w$214));
        w$328 = w$218 ^ ~(c[32'ha] & c[32'h16]) ^ ~(c[32'hb] & c[32'h13]);
        w$329 = (w$218 & ~(c[32'ha] & c[32'h16])) | (~(c[32'hb] & c[32'h13]) & (w$218 ^ ~(c[32'ha] & c[32'h16])));
        w$330 = w$213 ^ w$215 ^ w$217;
        w$331 = (w$213 & w$215) | (w$217 & (w$213 ^ w$215));
        w$332 = w$219 ^ w$220 ^ w$222;
        w$333 = (w$219 & w$220) | (w$222 & (w$219 ^ w$220));
        w$334 = w$224 ^ ~(c[32'h8] & c[32'h17]) ^ ~(c[32'h9] & c[32'h16]);
        w$335 = (w$224 & ~(c[32'h8] & c[32'h17])) | (~(c[32'h9] & c[32'h16]) & (w$224 ^ ~(c[32'h8] & c[32'h17])));
        w$336 = ~(c[32'ha] & c[32'h15]) ^ ~(c[32'ha] & c[32'h17]) ^ ~(c[32'hb] & c[32'h14]);
        w$337 = (~(c[32'ha] & c[32'h15]) & ~(c[32'ha] & c[32'h17])) | (~(c[32'hb] & c[32'h14]) & (~(c[32'ha] & c[32'h15]) ^ ~(c[32'ha] & c[32'h17])));
        w$338 = w$221 ^ w$223 ^ w$225;
        w$339 = (w$221 & w$223) | (w$225 & (w$221 ^ w$223));
        w$340 = w$226 ^ w$228 ^ w$230;
        w$341 = (w$226 & w$228) | (w$230 & (w$226 ^ w$228));
        w$342 = w$232 ^ w$234 ^ ~(c[32'hb] & c[32'hd]);
        w$343 = (w$232 & w$234) | (~(c[32'hb] & c[32'hd]) & (w$232 ^ w$234));
        w$344 = ~(c[32'hb] & c[32'hf]) ^ c[32'hb] & c[32'h13] ^ ~(c[32'hb] & c[32'h17]);
        w$345 = (~(c[32'hb] & c[32'hf]) & c[32'hb] & c[32'h13]) | (~(c[32'hb] & c[32'h17]) & (~(c[32'hb] & c[32'hf]) ^ c[32'hb] & c[32'h13]));
        w$346 = w$227 ^ w$229 ^ w$231;
        w$347 = (w$227 & w$229) | (w$231 & (w$227 ^ w$229));
        w$348 = w$233 ^ w$235 ^ w$236;
        w$349 = (w$233 & w$235) | (w$236 & (w$233 ^ w$235));
        w$350 = w$238 ^ w$240 ^ w$242;
        w$351 = (w$238 & w$240) | (w$242 & (w$238 ^ w$240));
        w$352 = w$244 ^ w$246 ^ ~(c[32'hb] & c[32'h10]);
        w$353 = (w$244 & w$246) | (~(c[32'hb] & c[32'h10]) & (w$244 ^ w$246));
        w$354 = w$237 ^ w$239 ^ w$241;
        w$355 = (w$237 & w$239) | (w$241 & (w$237 ^ w$239));
        w$356 = w$243 ^ w$245 ^ w$247;
        w$357 = (w$243 & w$245) | (w$247 & (w$243 ^ w$245));
        w$358 = w$248 ^ w$250 ^ w$252;
        w$359 = (w$248 & w$250) | (w$252 & (w$248 ^ w$250));
        w$360 = w$254 ^ w$256 ^ w$258;
        w$361 = (w$254 & w$256) | (w$258 & (w$254 ^ w$256));
        w$362 = w$249 ^ w$251 ^ w$253;
        w$363 = (w$249 & w$251) | (w$253 & (w$249 ^ w$251));
        w$364 = w$255 ^ w$257 ^ w$259;
        w$365 = (w$255 & w$257) | (w$259 & (w$255 ^ w$257));
        w$366 = w$260 ^ w$262 ^ w$264;
        w$367 = (w$260 & w$262) | (w$264 & (w$260 ^ w$262));
        w$368 = w$266 ^ w$268 ^ w$270;
        w$369 = (w$266 & w$268) | (w$270 & (w$266 ^ w$268));
        w$370 = w$261 ^ w$263 ^ w$265;
        w$371 = (w$261 & w$263) | (w$265 & (w$261 ^ w$263));
        w$372 = w$267 ^ w$269 ^ w$271;
        w$373 = (w$267 & w$269) | (w$271 & (w$267 ^ w$269));
        w$374 = w$272 ^ w$274 ^ w$276;
        w$375 = (w$272 & w$274) | (w$276 & (w$272 ^ w$274));
        w$376 = w$278 ^ w$37 ^ w$39;
        w$377 = (w$278 & w$37) | (w$39 & (w$278 ^ w$37));
        w$378 = w$280 ^ w$282 ^ ~(c[32'ha] & c[32'h10]);
        w$379 = (w$280 & w$282) | (~(c[32'ha] & c[32'h10]) & (w$280 ^ w$282));
        w$380 = c[32'ha] & c[32'h14] ^ c[32'ha] & c[32'h16];
        w$381 = c[32'ha] & c[32'h14] & c[32'ha] & c[32'h16];
        w$382 = w$281 ^ w$283 ^ w$284;
        w$383 = (w$281 & w$283) | (w$284 & (w$281 ^ w$283));
        w$384 = w$286 ^ w$288 ^ ~(c[32'hb] & c[32'h10]);
        w$385 = (w$286 & w$288) | (~(c[32'hb] & c[32'h10]) & (w$286 ^ w$288));
        w$386 = c[32'hb] & c[32'h14] ^ c[32'hb] & c[32'h16];
        w$387 = c[32'hb] & c[32'h14] & c[32'hb] & c[32'h16];
        w$388 = w$285 ^ w$287 ^ w$289;
        w$389 = (w$285 & w$287) | (w$289 & (w$285 ^ w$287));
        w$390 = w$290 ^ w$292 ^ w$294;
        w$391 = (w$290 & w$292) | (w$294 & (w$290 ^ w$292));
        w$392 = w$296 ^ c[32'hb] & c[32'h17] ^ 1'b1;
        w$393 = (w$296 & c[32'hb] & c[32'h17]) | (1'b1 & (w$296 ^ c[32'hb] & c[32'h17]));
        w$394 = w$291 ^ w$293 ^ w$295;
        w$395 = (w$291 & w$293) | (w$295 & (w$291 ^ w$293));
        w$396 = w$297 ^ w$298 ^ w$300;
        w$397 = (w$297 & w$298) | (w$300 & (w$297 ^ w$298));
        w$398 = w$302 ^ w$304 ^ 1'b1;
        w$399 = (w$302 & w$304) | (1'b1 & (w$302 ^ w$304));
        w$400 = w$299 ^ w$301 ^ w$303;
        w$401 = (w$299 & w$301) | (w$303 & (w$299 ^ w$301));
        w$402 = w$305 ^ w$306 ^ w$308;
        w$403 = (w$305 & w$306) | (w$308 & (w$305 ^ w$306));
        w$404 = w$310 ^ w$312 ^ 1'b1;
        w$405 = (w$310 & w$312) | (1'b1 & (w$310 ^ w$312));
        w$406 = w$307 ^ w$309 ^ w$311;
        w$407 = (w$307 & w$309) | (w$311 & (w$307 ^ w$309));
        w$408 = w$313 ^ w$314 ^ w$316;
        w$409 = (w$313 & w$314) | (w$316 & (w$313 ^ w$314));
        w$410 = w$318 ^ w$320 ^ ~(c[32'hb] & c[32'h14]);
        w$411 = (w$318 & w$320) | (~(c[32'hb] & c[32'h14]) & (w$318 ^ w$320));
        w$412 = w$315 ^ w$317 ^ w$319;
        w$413 = (w$315 & w$317) | (w$319 & (w$315 ^ w$317));
        w$414 = w$321 ^ w$322 ^ w$324;
        w$415 = (w$321 & w$322) | (w$324 & (w$321 ^ w$322));
        w$416 = w$326 ^ w$328 ^ ~(c[32'hb] & c[32'h15]);
        w$417 = (w$326 & w$328) | (~(c[32'hb] & c[32'h15]) & (w$326 ^ w$328));
        w$418 = w$323 ^ w$325 ^ w$327;
        w$419 = (w$323 & w$325) | (w$327 & (w$323 ^ w$325));
        w$420 = w$329 ^ w$330 ^ w$332;
        w$421 = (w$329 & w$330) | (w$332 & (w$329 ^ w$330));
        w$422 = w$334 ^ w$336 ^ ~(c[32'hb] & c[32'h16]);
        w$423 = (w$334 & w$336) | (~(c[32'hb] & c[32'h16]) & (w$334 ^ w$336));
        w$424 = w$331 ^ w$333 ^ w$335;
        w$425 = (w$331 & w$333) | (w$335 & (w$331 ^ w$333));
        w$426 = w$337 ^ w$338 ^ w$340;
        w$427 = (w$337 & w$338) | (w$340 & (w$337 ^ w$338));
        w$428 = w$342 ^ w$344 ^ 1'b1;
        w$429 = (w$342 & w$344) | (1'b1 & (w$342 ^ w$344));
        w$430 = w$339 ^ w$341 ^ w$343;
        w$431 = (w$339 & w$341) | (w$343 & (w$339 ^ w$341));
        w$432 = w$345 ^ w$346 ^ w$348;
        w$433 = (w$345 & w$346) | (w$348 & (w$345 ^ w$346));
        w$434 = w$350 ^ w$352 ^ c[32'hb] & c[32'h14];
        w$435 = (w$350 & w$352) | (c[32'hb] & c[32'h14] & (w$350 ^ w$352));
        w$436 = w$347 ^ w$349 ^ w$351;
        w$437 = (w$347 & w$349) | (w$351 & (w$347 ^ w$349));
        w$438 = w$353 ^ w$354 ^ w$356;
        w$439 = (w$353 & w$354) | (w$356 & (w$353 ^ w$354));
        w$440 = w$358 ^ w$360 ^ 1'b1;
        w$441 = (w$358 & w$360) | (1'b1 & (w$358 ^ w$360));
        w$442 = w$355 ^ w$357 ^ w$359;
        w$443 = (w$355 & w$357) | (w$359 & (w$355 ^ w$357));
        w$444 = w$361 ^ w$362 ^ w$364;
        w$445 = (w$361 & w$362) | (w$364 & (w$361 ^ w$362));
        w$446 = w$366 ^ w$368 ^ 1'b1;
        w$447 = (w$366 & w$368) | (1'b1 & (w$366 ^ w$368));
        w$448 = w$363 ^ w$365 ^ w$367;
        w$449 = (w$363 & w$365) | (w$367 & (w$363 ^ w$365));
        w$450 = w$369 ^ w$370 ^ w$372;
        w$451 = (w$369 & w$370) | (w$372 & (w$369 ^ w$370));
        w$452 = w$374 ^ w$376 ^ w$41;
        w$453 = (w$374 & w$376) | (w$41 & (w$374 ^ w$376));
        w$454 = w$371 ^ w$373 ^ w$375;
        w$455 = (w$371 & w$373) | (w$375 & (w$371 ^ w$373));
        w$456 = w$377 ^ w$273 ^ w$275;
        w$457 = (w$377 & w$273) | (w$275 & (w$377 ^ w$273));
        w$458 = w$277 ^ w$279;
        w$459 = w$277 & w$279;
        w$460 = w$378 ^ w$380 ^ ~(c[32'hb] & c[32'hd]);
        w$461 = (w$378 & w$380) | (~(c[32'hb] & c[32'hd]) & (w$378 ^ w$380));
        w$462 = w$379 ^ w$381 ^ w$382;
        w$463 = (w$379 & w$381) | (w$382 & (w$379 ^ w$381));
        w$464 = w$384 ^ w$386;
        w$465 = w$384 & w$386;
        w$466 = w$383 ^ w$385 ^ w$387;
        w$467 = (w$383 & w$385) | (w$387 & (w$383 ^ w$385));
        w$468 = w$388 ^ w$390 ^ w$392;
        w$469 = (w$388 & w$390) | (w$392 & (w$388 ^ w$390));
        w$470 = w$389 ^ w$391 ^ w$393;
        w$471 = (w$389 & w$391) | (w$393 & (w$389 ^ w$391));
        w$472 = w$394 ^ w$396 ^ w$398;
        w$473 = (w$394 & w$396) | (w$398 & (w$394 ^ w$396));
        w$474 = w$395 ^ w$397 ^ w$399;
        w$475 = (w$395 & w$397) | (w$399 & (w$395 ^ w$397));
        w$476 = w$400 ^ w$402 ^ w$404;
        w$477 = (w$400 & w$402) | (w$404 & (w$400 ^ w$402));
        w$478 = w$401 ^ w$403 ^ w$405;
        w$479 = (w$401 & w$403) | (w$405 & (w$401 ^ w$403));
        w$480 = w$406 ^ w$408 ^ w$410;
        w$481 = (w$406 & w$408) | (w$410 & (w$406 ^ w$408));
        w$482 = w$407 ^ w$409 ^ w$411;
        w$483 = (w$407 & w$409) | (w$411 & (w$407 ^ w$409));
        w$484 = w$412 ^ w$414 ^ w$416;
        w$485 = (w$412 & w$414) | (w$416 & (w$412 ^ w$414));
        w$486 = w$413 ^ w$415 ^ w$417;
        w$487 = (w$413 & w$415) | (w$417 & (w$413 ^ w$415));
        w$488 = w$418 ^ w$420 ^ w$422;
        w$489 = (w$418 & w$420) | (w$422 & (w$418 ^ w$420));
        w$490 = w$419 ^ w$421 ^ w$423;
        w$491 = (w$419 & w$421) | (w$423 & (w$419 ^ w$421));
        w$492 = w$424 ^ w$426 ^ w$428;
        w$493 = (w$424 & w$426) | (w$428 & (w$424 ^ w$426));
        w$494 = w$425 ^ w$427 ^ w$429;
        w$495 = (w$425 & w$427) | (w$429 & (w$425 ^ w$427));
        w$496 = w$430 ^ w$432 ^ w$434;
        w$497 = (w$430 & w$432) | (w$434 & (w$430 ^ w$432));
        w$498 = w$431 ^ w$433 ^ w$435;
        w$499 = (w$431 & w$433) | (w$435 & (w$431 ^ w$433));
        w$500 = w$436 ^ w$438 ^ w$440;
        w$501 = (w$436 & w$438) | (w$440 & (w$436 ^ w$438));
        w$502 = w$437 ^ w$439 ^ w$441;
        w$503 = (w$437 & w$439) | (w$441 & (w$437 ^ w$439));
        w$504 = w$442 ^ w$444 ^ w$446;
        w$505 = (w$442 & w$444) | (w$446 & (w$442 ^ w$444));
        w$506 = w$443 ^ w$445 ^ w$447;
        w$507 = (w$443 & w$445) | (w$447 & (w$443 ^ w$445));
        w$508 = w$448 ^ w$450 ^ w$452;
        w$509 = (w$448 & w$450) | (w$452 & (w$448 ^ w$450));
        w$510 = w$449 ^ w$451 ^ w$453;
        w$511 = (w$449 & w$451) | (w$453 & (w$449 ^ w$451));
        w$512 = w$454 ^ w$456 ^ w$458;
        w$513 = (w$454 & w$456) | (w$458 & (w$454 ^ w$456));
        w$514 = w$455 ^ w$457;
        w$515 = w$455 & w$457;
        w$516 = w$460 ^ ~(c[32'hb] & c[32'hf]);
        w$517 = w$460 & ~(c[32'hb] & c[32'hf]);
        w$518 = w$461 ^ w$462 ^ w$464;
        w$519 = (w$461 & w$462) | (w$464 & (w$461 ^ w$462));
        w$520 = w$463 ^ w$465 ^ w$466;
        w$521 = (w$463 & w$465) | (w$466 & (w$463 ^ w$465));
        w$522 = w$467 ^ w$469 ^ w$470;
        w$523 = (w$467 & w$469) | (w$470 & (w$467 ^ w$469));
        w$524 = w$471 ^ w$473 ^ w$474;
        w$525 = (w$471 & w$473) | (w$474 & (w$471 ^ w$473));
        w$526 = w$475 ^ w$477 ^ w$478;
        w$527 = (w$475 & w$477) | (w$478 & (w$475 ^ w$477));
        w$528 = w$479 ^ w$481 ^ w$482;
        w$529 = (w$479 & w$481) | (w$482 & (w$479 ^ w$481));
        w$530 = w$483 ^ w$485 ^ w$486;
        w$531 = (w$483 & w$485) | (w$486 & (w$483 ^ w$485));
        w$532 = w$487 ^ w$489 ^ w$490;
        w$533 = (w$487 & w$489) | (w$490 & (w$487 ^ w$489));
        w$534 = w$491 ^ w$493 ^ w$494;
        w$535 = (w$491 & w$493) | (w$494 & (w$491 ^ w$493));
        w$536 = w$495 ^ w$497 ^ w$498;
        w$537 = (w$495 & w$497) | (w$498 & (w$495 ^ w$497));
        w$538 = w$499 ^ w$501 ^ w$502;
        w$539 = (w$499 & w$501) | (w$502 & (w$499 ^ w$501));
        w$540 = w$503 ^ w$505 ^ w$506;
        w$541 = (w$503 & w$505) | (w$506 & (w$503 ^ w$505));
        w$542 = w$507 ^ w$509 ^ w$510;
        w$543 = (w$507 & w$509) | (w$510 & (w$507 ^ w$509));
        w$544 = w$511 ^ w$513 ^ w$514;
        w$545 = (w$511 & w$513) | (w$514 & (w$511 ^ w$513));
        w$546 = w$516 ^ c[32'hb] & c[32'h13];
        w$547 = w$516 & c[32'hb] & c[32'h13];
        w$548 = w$517 ^ w$518 ^ 1'b1;
        w$549 = (w$517 & w$518) | (1'b1 & (w$517 ^ w$518));
        w$550 = w$519 ^ w$520 ^ w$468;
        w$551 = (w$519 & w$520) | (w$468 & (w$519 ^ w$520));
        w$552 = w$521 ^ w$522 ^ w$472;
        w$553 = (w$521 & w$522) | (w$472 & (w$521 ^ w$522));
        w$554 = w$523 ^ w$524 ^ w$476;
        w$555 = (w$523 & w$524) | (w$476 & (w$523 ^ w$524));
        w$556 = w$525 ^ w$526 ^ w$480;
        w$557 = (w$525 & w$526) | (w$480 & (w$525 ^ w$526));
        w$558 = w$527 ^ w$528 ^ w$484;
        w$559 = (w$527 & w$528) | (w$484 & (w$527 ^ w$528));
        w$560 = w$529 ^ w$530 ^ w$488;
        w$561 = (w$529 & w$530) | (w$488 & (w$529 ^ w$530));
        w$562 = w$531 ^ w$532 ^ w$492;
        w$563 = (w$531 & w$532) | (w$492 & (w$531 ^ w$532));
        w$564 = w$533 ^ w$534 ^ w$496;
        w$565 = (w$533 & w$534) | (w$496 & (w$533 ^ w$534));
        w$566 = w$535 ^ w$536 ^ w$500;
        w$567 = (w$535 & w$536) | (w$500 & (w$535 ^ w$536));
        w$568 = w$537 ^ w$538 ^ w$504;
        w$569 = (w$537 & w$538) | (w$504 & (w$537 ^ w$538));
        w$570 = w$539 ^ w$540 ^ w$508;
        w$571 = (w$539 & w$540) | (w$508 & (w$539 ^ w$540));
        w$572 = w$541 ^ w$542 ^ w$512;
        w$573 = (w$541 & w$542) | (w$512 & (w$541 ^ w$542));
        w$574 = w$543 ^ w$544 ^ w$459;
        w$575 = (w$543 & w$544) | (w$459 & (w$543 ^ w$544));
        w$576 = w$545 ^ w$515 ^ 1'b1;
        w$577 = (w$545 & w$515) | (1'b1 & (w$545 ^ w$515));
        s_row = 32'h0;
        s_row = (s_row & ~(1 << (32'h0)) | ((w$546) << (32'h0)));
        s_row = (s_row & ~(1 << (32'h1)) | ((w$547) << (32'h1)));
        s_row = (s_row & ~(1 << (32'h2)) | ((w$549) << (32'h2)));
        s_row = (s_row & ~(1 << (32'h3)) | ((w$551) << (32'h3)));
        s_row = (s_row & ~(1 << (32'h4)) | ((w$553) << (32'h4)));
        s_row = (s_row & ~(1 << (32'h5)) | ((w$555) << (32'h5)));
        s_row = (s_row & ~(1 << (32'h6)) | ((w$557) << (32'h6)));
        s_row = (s_row & ~(1 << (32'h7)) | ((w$559) << (32'h7)));
        s_row = (s_row & ~(1 << (32'h8)) | ((w$561) << (32'h8)));
        s_row = (s_row & ~(1 << (32'h9)) | ((w$563) << (32'h9)));
        s_row = (s_row & ~(1 << (32'ha)) | ((w$565) << (32'ha)));
        s_row = (s_row & ~(1 << (32'hb)) | ((w$567) << (32'hb)));
        s_row = (s_row & ~(1 << (32'hc)) | ((w$569) << (32'hc)));
        s_row = (s_row & ~(1 << (32'hd)) | ((w$571) << (32'hd)));
        s_row = (s_row & ~(1 << (32'he)) | ((w$573) << (32'he)));
        s_row = (s_row & ~(1 << (32'hf)) | ((w$575) << (32'hf)));
        s_row = (s_row & ~(1 << (32'h10)) | ((w$577) << (32'h10)));
        d_row = 32'h0;
        d_row = (d_row & ~(1 << (32'h0)) | ((c[32'hb] & c[32'h15]) << (32'h0)));
        d_row = (d_row & ~(1 << (32'h1)) | ((w$548) << (32'h1)));
        d_row = (d_row & ~(1 << (32'h2)) | ((w$550) << (32'h2)));
        d_row = (d_row & ~(1 << (32'h3)) | ((w$552) << (32'h3)));
        d_row = (d_row & ~(1 << (32'h4)) | ((w$554) << (32'h4)));
        d_row = (d_row & ~(1 << (32'h5)) | ((w$556) << (32'h5)));
        d_row = (d_row & ~(1 << (32'h6)) | ((w$558) << (32'h6)));
        d_row = (d_row & ~(1 << (32'h7)) | ((w$560) << (32'h7)));
        d_row = (d_row & ~(1 << (32'h8)) | ((w$562) << (32'h8)));
        d_row = (d_row & ~(1 << (32'h9)) | ((w$564) << (32'h9)));
        d_row = (d_row & ~(1 << (32'ha)) | ((w$566) << (32'ha)));
        d_row = (d_row & ~(1 << (32'hb)) | ((w$568) << (32'hb)));
        d_row = (d_row & ~(1 << (32'hc)) | ((w$570) << (32'hc)));
        d_row = (d_row & ~(1 << (32'hd)) | ((w$572) << (32'hd)));
        d_row = (d_row & ~(1 << (32'he)) | ((w$574) << (32'he)));
        d_row = (d_row & ~(1 << (32'hf)) | ((w$576) << (32'hf)));
        d_row = (d_row & ~(1 << (32'h10)) | ((1'b1) << (32'h10)));
        s = s_row;
        d = d_row;
    end
    
endmodule // top$bf_b$product$heap


module top$bf_b$reducer(c,r);
    
    // Module arguments
    input wire  [15:0] c;
    output reg  [11:0] r;
    
    // Constant declarations
    localparam  k_m2 = 15'b110010111111110;
    localparam  k_m1 = 15'b111001011111111;
    localparam  k_p1 = 15'b110100000001;
    
    // Stub signals
    reg  [15:0] tree$c;
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
    input wire  [15:0] c;
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
    
    // Update code
    always @(*) begin
        w$0 = c[32'h0] ^ ~c[32'hc] ^ c[32'hd];
        w$1 = (c[32'h0] & ~c[32'hc]) | (c[32'hd] & (c[32'h0] ^ ~c[32'hc]));
        w$2 = c[32'h2] ^ ~c[32'hd];
        w$3 = c[32'h2] & ~c[32'hd];
        w$4 = c[32'h3] ^ ~c[32'hf];
        w$5 = c[32'h3] & ~c[32'hf];
        w$6 = c[32'h8] ^ ~c[32'hc];
        w$7 = c[32'h8] & ~c[32'hc];
        w$8 = w$0 ^ ~c[32'he];
        w$9 = w$0 & ~c[32'he];
        w$10 = w$1 ^ c[32'h1] ^ ~c[32'hf];
        w$11 = (w$1 & c[32'h1]) | (~c[32'hf] & (w$1 ^ c[32'h1]));
        w$12 = w$2 ^ ~c[32'he] ^ 1'b1;
        w$13 = (w$2 & ~c[32'he]) | (1'b1 & (w$2 ^ ~c[32'he]));
        w$14 = w$3 ^ w$4 ^ 1'b1;
        w$15 = (w$3 & w$4) | (1'b1 & (w$3 ^ w$4));
        w$16 = w$5 ^ c[32'h4];
        w$17 = w$5 & c[32'h4];
        w$18 = c[32'h5] ^ 1'b1;
        w$19 = c[32'h5] & 1'b1;
        w$20 = c[32'h6] ^ 1'b1;
        w$21 = c[32'h6] & 1'b1;
        w$22 = c[32'h7] ^ 1'b1;
        w$23 = c[32'h7] & 1'b1;
        w$24 = w$6 ^ c[32'hd] ^ ~c[32'he];
        w$25 = (w$6 & c[32'hd]) | (~c[32'he] & (w$6 ^ c[32'hd]));
        w$26 = w$7 ^ c[32'h9] ^ ~c[32'hf];
        w$27 = (w$7 & c[32'h9]) | (~c[32'hf] & (w$7 ^ c[32'h9]));
        w$28 = c[32'ha] ^ c[32'hc];
        w$29 = c[32'ha] & c[32'hc];
        w$30 = c[32'hb] ^ ~c[32'hd];
        w$31 = c[32'hb] & ~c[32'hd];
        s_row = 32'h0;
        s_row = (s_row & ~(1 << (32'h0)) | ((w$8) << (32'h0)));
        s_row = (s_row & ~(1 << (32'h1)) | ((w$9) << (32'h1)));
        s_row = (s_row & ~(1 << (32'h2)) | ((w$11) << (32'h2)));
        s_row = (s_row & ~(1 << (32'h3)) | ((w$13) << (32'h3)));
        s_row = (s_row & ~(1 << (32'h4)) | ((w$15) << (32'h4)));
        s_row = (s_row & ~(1 << (32'h5)) | ((w$17) << (32'h5)));
        s_row = (s_row & ~(1 << (32'h6)) | ((w$19) << (32'h6)));
        s_row = (s_row & ~(1 << (32'h7)) | ((w$21) << (32'h7)));
        s_row = (s_row & ~(1 << (32'h8)) | ((w$23) << (32'h8)));
        s_row = (s_row & ~(1 << (32'h9)) | ((w$25) << (32'h9)));
        s_row = (s_row & ~(1 << (32'ha)) | ((w$27) << (32'ha)));
        s_row = (s_row & ~(1 << (32'hb)) | ((w$29) << (32'hb)));
        s_row = (s_row & ~(1 << (32'hc)) | ((w$31) << (32'hc)));
        d_row = 32'h0;
        d_row = (d_row & ~(1 << (32'h0)) | ((1'b1) << (32'h0)));
        d_row = (d_row & ~(1 << (32'h1)) | ((w$10) << (32'h1)));
        d_row = (d_row & ~(1 << (32'h2)) | ((w$12) << (32'h2)));
        d_row = (d_row & ~(1 << (32'h3)) | ((w$14) << (32'h3)));
        d_row = (d_row & ~(1 << (32'h4)) | ((w$16) << (32'h4)));
        d_row = (d_row & ~(1 << (32'h5)) | ((w$18) << (32'h5)));
        d_row = (d_row & ~(1 << (32'h6)) | ((w$20) << (32'h6)));
        d_row = (d_row & ~(1 << (32'h7)) | ((w$22) << (32'h7)));
        d_row = (d_row & ~(1 << (32'h8)) | ((w$24) << (32'h8)));
        d_row = (d_row & ~(1 << (32'h9)) | ((w$26) << (32'h9)));
        d_row = (d_row & ~(1 << (32'ha)) | ((w$28) << (32'ha)));
        d_row = (d_row & ~(1 << (32'hb)) | ((w$30) << (32'hb)));
        s = s_row;
        d = d_row;
    end
    
endmodule // top$bf_b$reducer$tree


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
