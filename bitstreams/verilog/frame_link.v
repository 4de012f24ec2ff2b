

module top(clock,reset,divisor,rx,tx,accept,frame_valid,frame_opcode,frame_seq,frame_len,abort,rx_addr,rx_data,rx_wipe,tx_write,tx_addr,tx_wdata,reply_start,reply_opcode,reply_seq,reply_status,reply_len,reply_busy,crc_errors,framing_errors,overruns,timeouts);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [15:0] divisor;
    input wire  rx;
    output reg  tx;
    input wire  accept;
    output reg  frame_valid;
    output reg  [7:0] frame_opcode;
    output reg  [7:0] frame_seq;
    output reg  [9:0] frame_len;
    output reg  abort;
    input wire  [8:0] rx_addr;
    output reg  [7:0] rx_data;
    input wire  rx_wipe;
    input wire  tx_write;
    input wire  [8:0] tx_addr;
    input wire  [7:0] tx_wdata;
    input wire  reply_start;
    input wire  [7:0] reply_opcode;
    input wire  [7:0] reply_seq;
    input wire  [7:0] reply_status;
    input wire  [9:0] reply_len;
    output reg  reply_busy;
    output reg  [7:0] crc_errors;
    output reg  [7:0] framing_errors;
    output reg  [7:0] overruns;
    output reg  [7:0] timeouts;
    
    // Constant declarations
    localparam  k_ones = 32'hffffffff;
    localparam  k_poly = 32'hedb88320;
    localparam  k_residue = 32'hdebb20e3;
    localparam  k_sync = 8'ha5;
    localparam  k_rsync = 8'h5a;
    localparam  k_abort = 8'h4;
    localparam  k_bad_crc = 8'h1;
    localparam  k_bad_len = 8'h2;
    localparam  k_busy = 8'h6;
    localparam  k_max = 16'h200;
    localparam  k_timeout = 9'b100000000;
    localparam  k_flush = 5'b10100;
    
    // Enums
    localparam ParseState$Hunt = 0;
    localparam ParseState$Op = 1;
    localparam ParseState$Seq = 2;
    localparam ParseState$LenLo = 3;
    localparam ParseState$LenHi = 4;
    localparam ParseState$Payload = 5;
    localparam ParseState$Crc = 6;
    localparam ParseState$Check = 7;
    localparam SendState$Idle = 0;
    localparam SendState$Header = 1;
    localparam SendState$Payload = 2;
    localparam SendState$Crc = 3;
    localparam SendState$Drain = 4;
    
    // Stub signals
    reg  urx$clock;
    reg  urx$reset;
    reg  [15:0] urx$divisor;
    reg  urx$rx;
    wire  [7:0] urx$data;
    wire  urx$valid;
    wire  urx$framing_error;
    reg  utx$clock;
    reg  utx$reset;
    reg  [15:0] utx$divisor;
    reg  [7:0] utx$data;
    reg  utx$start;
    wire  utx$ready;
    wire  utx$tx;
    reg  fifo$clock;
    reg  fifo$read;
    wire  [7:0] fifo$data_out;
    wire  fifo$empty;
    wire  fifo$almost_empty;
    wire  fifo$underflow;
    reg  fifo$write;
    reg  [7:0] fifo$data_in;
    wire  fifo$full;
    wire  fifo$almost_full;
    wire  fifo$overflow;
    reg  [8:0] rxbuf$read_address;
    reg  rxbuf$read_clock;
    wire  [7:0] rxbuf$read_data;
    reg  [8:0] rxbuf$write_address;
    reg  rxbuf$write_clock;
    reg  [7:0] rxbuf$write_data;
    reg  rxbuf$write_enable;
    reg  [8:0] txbuf$read_address;
    reg  txbuf$read_clock;
    wire  [7:0] txbuf$read_data;
    reg  [8:0] txbuf$write_address;
    reg  txbuf$write_clock;
    reg  [7:0] txbuf$write_data;
    reg  txbuf$write_enable;
    reg  [4:0] flush$d;
    wire  [4:0] flush$q;
    reg  flush$clock;
    reg  [2:0] pstate$d;
    wire  [2:0] pstate$q;
    reg  pstate$clock;
    reg  captured$d;
    wire  captured$q;
    reg  captured$clock;
    reg  [7:0] p_op$d;
    wire  [7:0] p_op$q;
    reg  p_op$clock;
    reg  [7:0] p_seq$d;
    wire  [7:0] p_seq$q;
    reg  p_seq$clock;
    reg  [7:0] p_lenlo$d;
    wire  [7:0] p_lenlo$q;
    reg  p_lenlo$clock;
    reg  [9:0] p_len$d;
    wire  [9:0] p_len$q;
    reg  p_len$clock;
    reg  [9:0] pcnt$d;
    wire  [9:0] pcnt$q;
    reg  pcnt$clock;
    reg  [31:0] crc$d;
    wire  [31:0] crc$q;
    reg  crc$clock;
    reg  [7:0] crc_sh$d;
    wire  [7:0] crc_sh$q;
    reg  crc_sh$clock;
    reg  [3:0] crc_left$d;
    wire  [3:0] crc_left$q;
    reg  crc_left$clock;
    reg  [15:0] tdiv$d;
    wire  [15:0] tdiv$q;
    reg  tdiv$clock;
    reg  [8:0] tbits$d;
    wire  [8:0] tbits$q;
    reg  tbits$clock;
    reg  fv$d;
    wire  fv$q;
    reg  fv$clock;
    reg  ab$d;
    wire  ab$q;
    reg  ab$clock;
    reg  [7:0] f_op$d;
    wire  [7:0] f_op$q;
    reg  f_op$clock;
    reg  [7:0] f_seq$d;
    wire  [7:0] f_seq$q;
    reg  f_seq$clock;
    reg  [9:0] f_len$d;
    wire  [9:0] f_len$q;
    reg  f_len$clock;
    reg  pend_v$d;
    wire  pend_v$q;
    reg  pend_v$clock;
    reg  [7:0] pend_op$d;
    wire  [7:0] pend_op$q;
    reg  pend_op$clock;
    reg  [7:0] pend_seq$d;
    wire  [7:0] pend_seq$q;
    reg  pend_seq$clock;
    reg  [7:0] pend_st$d;
    wire  [7:0] pend_st$q;
    reg  pend_st$clock;
    reg  [2:0] tstate$d;
    wire  [2:0] tstate$q;
    reg  tstate$clock;
    reg  [7:0] r_op$d;
    wire  [7:0] r_op$q;
    reg  r_op$clock;
    reg  [7:0] r_seq$d;
    wire  [7:0] r_seq$q;
    reg  r_seq$clock;
    reg  [7:0] r_st$d;
    wire  [7:0] r_st$q;
    reg  r_st$clock;
    reg  [9:0] r_len$d;
    wire  [9:0] r_len$q;
    reg  r_len$clock;
    reg  [9:0] tcnt$d;
    wire  [9:0] tcnt$q;
    reg  tcnt$clock;
    reg  [31:0] tcrc$d;
    wire  [31:0] tcrc$q;
    reg  tcrc$clock;
    reg  [7:0] tcrc_sh$d;
    wire  [7:0] tcrc_sh$q;
    reg  tcrc_sh$clock;
    reg  [3:0] tcrc_left$d;
    wire  [3:0] tcrc_left$q;
    reg  tcrc_left$clock;
    reg  [7:0] n_crc$d;
    wire  [7:0] n_crc$q;
    reg  n_crc$clock;
    reg  [7:0] n_frm$d;
    wire  [7:0] n_frm$q;
    reg  n_frm$clock;
    reg  [7:0] n_ovr$d;
    wire  [7:0] n_ovr$q;
    reg  n_ovr$clock;
    reg  [7:0] n_tmo$d;
    wire  [7:0] n_tmo$q;
    reg  n_tmo$clock;
    
    // Local signals
    reg  [7:0] byte_in;
    reg  pop;
    reg  [15:0] len16;
    reg  [9:0] pcnt1;
    reg  [15:0] tdiv1;
    reg  [8:0] tbits1;
    reg  [7:0] tbyte;
    reg  [31:0] tcrc_n;
    reg  send_ok;
    reg  take;
    reg  [9:0] tcnt1;
    
    // Sub module instances
    top$urx urx(
        .clock(urx$clock),
        .reset(urx$reset),
        .divisor(urx$divisor),
        .rx(urx$rx),
        .data(urx$data),
        .valid(urx$valid),
        .framing_error(urx$framing_error)
    );
    top$utx utx(
        .clock(utx$clock),
        .reset(utx$reset),
        .divisor(utx$divisor),
        .data(utx$data),
        .start(utx$start),
        .ready(utx$ready),
        .tx(utx$tx)
    );
    top$fifo fifo(
        .clock(fifo$clock),
        .read(fifo$read),
        .data_out(fifo$data_out),
        .empty(fifo$empty),
        .almost_empty(fifo$almost_empty),
        .underflow(fifo$underflow),
        .write(fifo$write),
        .data_in(fifo$data_in),
        .full(fifo$full),
        .almost_full(fifo$almost_full),
        .overflow(fifo$overflow)
    );
    top$rxbuf rxbuf(
        .read_address(rxbuf$read_address),
        .read_clock(rxbuf$read_clock),
        .read_data(rxbuf$read_data),
        .write_address(rxbuf$write_address),
        .write_clock(rxbuf$write_clock),
        .write_data(rxbuf$write_data),
        .write_enable(rxbuf$write_enable)
    );
    top$txbuf txbuf(
        .read_address(txbuf$read_address),
        .read_clock(txbuf$read_clock),
        .read_data(txbuf$read_data),
        .write_address(txbuf$write_address),
        .write_clock(txbuf$write_clock),
        .write_data(txbuf$write_data),
        .write_enable(txbuf$write_enable)
    );
    top$flush flush(
        .d(flush$d),
        .q(flush$q),
        .clock(flush$clock)
    );
    top$pstate pstate(
        .d(pstate$d),
        .q(pstate$q),
        .clock(pstate$clock)
    );
    top$captured captured(
        .d(captured$d),
        .q(captured$q),
        .clock(captured$clock)
    );
    top$p_op p_op(
        .d(p_op$d),
        .q(p_op$q),
        .clock(p_op$clock)
    );
    top$p_seq p_seq(
        .d(p_seq$d),
        .q(p_seq$q),
        .clock(p_seq$clock)
    );
    top$p_lenlo p_lenlo(
        .d(p_lenlo$d),
        .q(p_lenlo$q),
        .clock(p_lenlo$clock)
    );
    top$p_len p_len(
        .d(p_len$d),
        .q(p_len$q),
        .clock(p_len$clock)
    );
    top$pcnt pcnt(
        .d(pcnt$d),
        .q(pcnt$q),
        .clock(pcnt$clock)
    );
    top$crc crc(
        .d(crc$d),
        .q(crc$q),
        .clock(crc$clock)
    );
    top$crc_sh crc_sh(
        .d(crc_sh$d),
        .q(crc_sh$q),
        .clock(crc_sh$clock)
    );
    top$crc_left crc_left(
        .d(crc_left$d),
        .q(crc_left$q),
        .clock(crc_left$clock)
    );
    top$tdiv tdiv(
        .d(tdiv$d),
        .q(tdiv$q),
        .clock(tdiv$clock)
    );
    top$tbits tbits(
        .d(tbits$d),
        .q(tbits$q),
        .clock(tbits$clock)
    );
    top$fv fv(
        .d(fv$d),
        .q(fv$q),
        .clock(fv$clock)
    );
    top$ab ab(
        .d(ab$d),
        .q(ab$q),
        .clock(ab$clock)
    );
    top$f_op f_op(
        .d(f_op$d),
        .q(f_op$q),
        .clock(f_op$clock)
    );
    top$f_seq f_seq(
        .d(f_seq$d),
        .q(f_seq$q),
        .clock(f_seq$clock)
    );
    top$f_len f_len(
        .d(f_len$d),
        .q(f_len$q),
        .clock(f_len$clock)
    );
    top$pend_v pend_v(
        .d(pend_v$d),
        .q(pend_v$q),
        .clock(pend_v$clock)
    );
    top$pend_op pend_op(
        .d(pend_op$d),
        .q(pend_op$q),
        .clock(pend_op$clock)
    );
    top$pend_seq pend_seq(
        .d(pend_seq$d),
        .q(pend_seq$q),
        .clock(pend_seq$clock)
    );
    top$pend_st pend_st(
        .d(pend_st$d),
        .q(pend_st$q),
        .clock(pend_st$clock)
    );
    top$tstate tstate(
        .d(tstate$d),
        .q(tstate$q),
        .clock(tstate$clock)
    );
    top$r_op r_op(
        .d(r_op$d),
        .q(r_op$q),
        .clock(r_op$clock)
    );
    top$r_seq r_seq(
        .d(r_seq$d),
        .q(r_seq$q),
        .clock(r_seq$clock)
    );
    top$r_st r_st(
        .d(r_st$d),
        .q(r_st$q),
        .clock(r_st$clock)
    );
    top$r_len r_len(
        .d(r_len$d),
        .q(r_len$q),
        .clock(r_len$clock)
    );
    top$tcnt tcnt(
        .d(tcnt$d),
        .q(tcnt$q),
        .clock(tcnt$clock)
    );
    top$tcrc tcrc(
        .d(tcrc$d),
        .q(tcrc$q),
        .clock(tcrc$clock)
    );
    top$tcrc_sh tcrc_sh(
        .d(tcrc_sh$d),
        .q(tcrc_sh$q),
        .clock(tcrc_sh$clock)
    );
    top$tcrc_left tcrc_left(
        .d(tcrc_left$d),
        .q(tcrc_left$q),
        .clock(tcrc_left$clock)
    );
    top$n_crc n_crc(
        .d(n_crc$d),
        .q(n_crc$q),
        .clock(n_crc$clock)
    );
    top$n_frm n_frm(
        .d(n_frm$d),
        .q(n_frm$q),
        .clock(n_frm$clock)
    );
    top$n_ovr n_ovr(
        .d(n_ovr$d),
        .q(n_ovr$q),
        .clock(n_ovr$clock)
    );
    top$n_tmo n_tmo(
        .d(n_tmo$d),
        .q(n_tmo$q),
        .clock(n_tmo$clock)
    );
    
    // Update code
    always @(*) begin
        flush$clock = clock;
        pstate$clock = clock;
        captured$clock = clock;
        p_op$clock = clock;
        p_seq$clock = clock;
        p_lenlo$clock = clock;
        p_len$clock = clock;
        pcnt$clock = clock;
        crc$clock = clock;
        crc_sh$clock = clock;
        crc_left$clock = clock;
        tdiv$clock = clock;
        tbits$clock = clock;
        fv$clock = clock;
        ab$clock = clock;
        f_op$clock = clock;
        f_seq$clock = clock;
        f_len$clock = clock;
        pend_v$clock = clock;
        pend_op$clock = clock;
        pend_seq$clock = clock;
        pend_st$clock = clock;
        tstate$clock = clock;
        r_op$clock = clock;
        r_seq$clock = clock;
        r_st$clock = clock;
        r_len$clock = clock;
        tcnt$clock = clock;
        tcrc$clock = clock;
        tcrc_sh$clock = clock;
        tcrc_left$clock = clock;
        n_crc$clock = clock;
        n_frm$clock = clock;
        n_ovr$clock = clock;
        n_tmo$clock = clock;
        flush$d = flush$q;
        pstate$d = pstate$q;
        captured$d = captured$q;
        p_op$d = p_op$q;
        p_seq$d = p_seq$q;
        p_lenlo$d = p_lenlo$q;
        p_len$d = p_len$q;
        pcnt$d = pcnt$q;
        crc$d = crc$q;
        crc_sh$d = crc_sh$q;
        crc_left$d = crc_left$q;
        tdiv$d = tdiv$q;
        tbits$d = tbits$q;
        fv$d = fv$q;
        ab$d = ab$q;
        f_op$d = f_op$q;
        f_seq$d = f_seq$q;
        f_len$d = f_len$q;
        pend_v$d = pend_v$q;
        pend_op$d = pend_op$q;
        pend_seq$d = pend_seq$q;
        pend_st$d = pend_st$q;
        tstate$d = tstate$q;
        r_op$d = r_op$q;
        r_seq$d = r_seq$q;
        r_st$d = r_st$q;
        r_len$d = r_len$q;
        tcnt$d = tcnt$q;
        tcrc$d = tcrc$q;
        tcrc_sh$d = tcrc_sh$q;
        tcrc_left$d = tcrc_left$q;
        n_crc$d = n_crc$q;
        n_frm$d = n_frm$q;
        n_ovr$d = n_ovr$q;
        n_tmo$d = n_tmo$q;
        urx$clock = clock;
        urx$reset = reset;
        urx$divisor = divisor;
        urx$rx = rx;
        fifo$clock = clock;
        fifo$write = urx$valid;
        fifo$data_in = urx$data;
        if (urx$valid & fifo$full & (n_ovr$q != 32'hff)) begin
            n_ovr$d = n_ovr$q + 32'h1;
        end
        if (urx$framing_error & (n_frm$q != 32'hff)) begin
            n_frm$d = n_frm$q + 32'h1;
        end
        byte_in = fifo$data_out;
        pop = ~fifo$empty & (flush$q == 32'h0) & (crc_left$q == 32'h0) & (pstate$q != ParseState$Check);
        fifo$read = pop | ((flush$q != 32'h0) & ~fifo$empty);
        if (flush$q != 32'h0) begin
            flush$d = flush$q - 32'h1;
        end
        len16 = (((byte_in) & 16'hffff) << 32'h8) | ((p_lenlo$q) & 16'hffff);
        pcnt1 = pcnt$q + 32'h1;
        tdiv1 = tdiv$q + 32'h1;
        tbits1 = tbits$q + 32'h1;
        fv$d = 1'b0;
        ab$d = 1'b0;
        rxbuf$write_clock = clock;
        rxbuf$read_clock = clock;
        rxbuf$write_enable = 1'b0;
        rxbuf$write_address = pcnt$q[(32'h0)+:(9)];
        rxbuf$write_data = byte_in;
        rxbuf$read_address = rx_addr;
        rx_data = rxbuf$read_data;
        if (crc_left$q != 32'h0) begin
            if (crc$q[32'h0] != crc_sh$q[32'h0]) begin
                crc$d = (crc$q >> 32'h1) ^ k_poly;
            end
            else begin
                crc$d = crc$q >> 32'h1;
            end
            crc_sh$d = crc_sh$q >> 32'h1;
            crc_left$d = crc_left$q - 32'h1;
        end
        if ((pstate$q != ParseState$Hunt) & (pstate$q != ParseState$Check)) begin
            tdiv$d = tdiv1;
            if (tdiv1 >= divisor) begin
                tdiv$d = 32'h0;
                tbits$d = tbits1;
                if (tbits1 == k_timeout) begin
                    pstate$d = ParseState$Hunt;
                    if (n_tmo$q != 32'hff) begin
                        n_tmo$d = n_tmo$q + 32'h1;
                    end
                end
            end
        end
        else begin
            tdiv$d = 32'h0;
            tbits$d = 32'h0;
        end
        if (pop) begin
            tdiv$d = 32'h0;
            tbits$d = 32'h0;
            if (pstate$q != ParseState$Hunt) begin
                crc_sh$d = byte_in;
                crc_left$d = 32'h8;
            end
            case (pstate$q)
                ParseState$Hunt:
                    begin
                        if (byte_in == k_sync) begin
                            pstate$d = ParseState$Op;
                            captured$d = accept;
                            crc$d = k_ones;
                        end
                    end
                ParseState$Op:
                    begin
                        p_op$d = byte_in;
                        pstate$d = ParseState$Seq;
                    end
                ParseState$Seq:
                    begin
                        p_seq$d = byte_in;
                        pstate$d = ParseState$LenLo;
                    end
                ParseState$LenLo:
                    begin
                        p_lenlo$d = byte_in;
                        pstate$d = ParseState$LenHi;
                    end
                ParseState$LenHi:
                    begin
                        p_len$d = len16[(32'h0)+:(10)];
                        pcnt$d = 32'h0;
                        if (len16 > k_max) begin
                            pstate$d = ParseState$Hunt;
                            pend_v$d = 1'b1;
                            pend_op$d = p_op$q;
                            pend_seq$d = p_seq$q;
                            pend_st$d = k_bad_len;
                        end
                        else if (len16 == 32'h0) begin
                            pstate$d = ParseState$Crc;
                        end
                        else begin
                            pstate$d = ParseState$Payload;
                        end
                    end
                ParseState$Payload:
                    begin
                        rxbuf$write_enable = captured$q;
                        pcnt$d = pcnt1;
                        if (pcnt1 == p_len$q) begin
                            pcnt$d = 32'h0;
                            pstate$d = ParseState$Crc;
                        end
                    end
                ParseState$Crc:
                    begin
                        pcnt$d = pcnt1;
                        if (pcnt$q == 32'h3) begin
                            pstate$d = ParseState$Check;
                        end
                    end
                ParseState$Check:
                    begin
                    end
            endcase
        end
        if ((pstate$q == ParseState$Check) & (crc_left$q == 32'h0)) begin
            pstate$d = ParseState$Hunt;
            if (crc$q == k_residue) begin
                if (captured$q) begin
                    fv$d = 1'b1;
                    f_op$d = p_op$q;
                    f_seq$d = p_seq$q;
                    f_len$d = p_len$q;
                end
                else if ((p_op$q == k_abort) & (p_len$q == 32'h0)) begin
                    ab$d = 1'b1;
                    f_op$d = p_op$q;
                    f_seq$d = p_seq$q;
                end
                else begin
                    pend_v$d = 1'b1;
                    pend_op$d = p_op$q;
                    pend_seq$d = p_seq$q;
                    pend_st$d = k_busy;
                end
            end
            else begin
                if (n_crc$q != 32'hff) begin
                    n_crc$d = n_crc$q + 32'h1;
                end
                pend_v$d = 1'b1;
                pend_op$d = p_op$q;
                pend_seq$d = p_seq$q;
                pend_st$d = k_bad_crc;
            end
        end
        utx$clock = clock;
        utx$reset = reset;
        utx$divisor = divisor;
        txbuf$write_clock = clock;
        txbuf$read_clock = clock;
        txbuf$write_enable = tx_write;
        txbuf$write_address = tx_addr;
        txbuf$write_data = tx_wdata;
        txbuf$read_address = tcnt$q[(32'h0)+:(9)];
        tcrc_n = ~tcrc$q;
        tcnt1 = tcnt$q + 32'h1;
        tbyte = k_rsync;
        case (tstate$q)
            SendState$Header:
                begin
                    if (tcnt$q == 32'h1) begin
                        tbyte = r_op$q;
                    end
                    else if (tcnt$q == 32'h2) begin
                        tbyte = r_seq$q;
                    end
                    else if (tcnt$q == 32'h3) begin
                        tbyte = r_st$q;
                    end
                    else if (tcnt$q == 32'h4) begin
                        tbyte = r_len$q[(32'h0)+:(8)];
                    end
                    else if (tcnt$q == 32'h5) begin
                        tbyte = ((r_len$q[(32'h8)+:(2)]) & 8'hff);
                    end
                end
            SendState$Payload:
                begin
                    tbyte = txbuf$read_data;
                end
            SendState$Crc:
                begin
                    if (tcnt$q == 32'h0) begin
                        tbyte = tcrc_n[(32'h0)+:(8)];
                    end
                    else if (tcnt$q == 32'h1) begin
                        tbyte = tcrc_n[(32'h8)+:(8)];
                    end
                    else if (tcnt$q == 32'h2) begin
                        tbyte = tcrc_n[(32'h10)+:(8)];
                    end
                    else begin
                        tbyte = tcrc_n[(32'h18)+:(8)];
                    end
                end
            default:
                begin
                end
        endcase
        send_ok = ((tstate$q == SendState$Header) | (tstate$q == SendState$Payload) | (tstate$q == SendState$Crc)) & (tcrc_left$q == 32'h0);
        take = send_ok & utx$ready;
        utx$start = send_ok;
        utx$data = tbyte;
        if (tcrc_left$q != 32'h0) begin
            if (tcrc$q[32'h0] != tcrc_sh$q[32'h0]) begin
                tcrc$d = (tcrc$q >> 32'h1) ^ k_poly;
            end
            else begin
                tcrc$d = tcrc$q >> 32'h1;
            end
            tcrc_sh$d = tcrc_sh$q >> 32'h1;
            tcrc_left$d = tcrc_left$q - 32'h1;
        end
        if (take) begin
            tcnt$d = tcnt1;
            if ((tstate$q == SendState$Payload) | ((tstate$q == SendState$Header) & (tcnt$q != 32'h0))) begin
                tcrc_sh$d = tbyte;
                tcrc_left$d = 32'h8;
            end
            if (tstate$q == SendState$Header) begin
                if (tcnt$q == 32'h5) begin
                    tcnt$d = 32'h0;
                    if (r_len$q == 32'h0) begin
                        tstate$d = SendState$Crc;
                    end
                    else begin
                        tstate$d = SendState$Payload;
                    end
                end
            end
            else if (tstate$q == SendState$Payload) begin
                if (tcnt1 == r_len$q) begin
                    tcnt$d = 32'h0;
                    tstate$d = SendState$Crc;
                end
            end
            else if (tcnt$q == 32'h3) begin
                tstate$d = SendState$Drain;
            end
        end
        if ((tstate$q == SendState$Drain) & utx$ready) begin
            tstate$d = SendState$Idle;
        end
        if (tstate$q == SendState$Idle) begin
            if (reply_start) begin
                tstate$d = SendState$Header;
                tcnt$d = 32'h0;
                tcrc$d = k_ones;
                r_op$d = reply_opcode;
                r_seq$d = reply_seq;
                r_st$d = reply_status;
                r_len$d = reply_len;
            end
            else if (pend_v$q) begin
                tstate$d = SendState$Header;
                tcnt$d = 32'h0;
                tcrc$d = k_ones;
                r_op$d = pend_op$q;
                r_seq$d = pend_seq$q;
                r_st$d = pend_st$q;
                r_len$d = 32'h0;
                pend_v$d = 1'b0;
            end
        end
        if ((pstate$q == ParseState$LenHi) & pop & (len16 > k_max)) begin
            pend_v$d = 1'b1;
        end
        if ((pstate$q == ParseState$Check) & (crc_left$q == 32'h0) & ((crc$q != k_residue) | (~captured$q & ~((p_op$q == k_abort) & (p_len$q == 32'h0))))) begin
            pend_v$d = 1'b1;
        end
        if (reset) begin
            flush$d = k_flush;
            pstate$d = ParseState$Hunt;
            crc_left$d = 32'h0;
            fv$d = 1'b0;
            ab$d = 1'b0;
            pend_v$d = 1'b0;
            tstate$d = SendState$Idle;
            tcrc_left$d = 32'h0;
            n_crc$d = 32'h0;
            n_frm$d = 32'h0;
            n_ovr$d = 32'h0;
            n_tmo$d = 32'h0;
        end
        tx = utx$tx;
        frame_valid = fv$q;
        abort = ab$q;
        frame_opcode = f_op$q;
        frame_seq = f_seq$q;
        frame_len = f_len$q;
        reply_busy = tstate$q != SendState$Idle;
        crc_errors = n_crc$q;
        framing_errors = n_frm$q;
        overruns = n_ovr$q;
        timeouts = n_tmo$q;
        if (rx_wipe) begin
            rxbuf$write_enable = 1'b1;
            rxbuf$write_address = rx_addr;
            rxbuf$write_data = 32'h0;
        end
    end
    
endmodule // top


module top$ab(d,q,clock);
    
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
          
endmodule // top$ab


module top$captured(d,q,clock);
    
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
          
endmodule // top$captured


module top$crc(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$crc


module top$crc_left(d,q,clock);
    
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
          
endmodule // top$crc_left


module top$crc_sh(d,q,clock);
    
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
          
endmodule // top$crc_sh


module top$f_len(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$f_len


module top$f_op(d,q,clock);
    
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
          
endmodule // top$f_op


module top$f_seq(d,q,clock);
    
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
          
endmodule // top$f_seq


module top$fifo(clock,read,data_out,empty,almost_empty,underflow,write,data_in,full,almost_full,overflow);
    
    // Module arguments
    input wire  clock;
    input wire  read;
    output reg  [7:0] data_out;
    output reg  empty;
    output reg  almost_empty;
    output reg  underflow;
    input wire  write;
    input wire  [7:0] data_in;
    output reg  full;
    output reg  almost_full;
    output reg  overflow;
    
    // Stub signals
    reg  [3:0] ram$read_address;
    reg  ram$read_clock;
    wire  [7:0] ram$read_data;
    reg  [3:0] ram$write_address;
    reg  ram$write_clock;
    reg  [7:0] ram$write_data;
    reg  ram$write_enable;
    reg  read_logic$clock;
    reg  read_logic$read;
    wire  [7:0] read_logic$data_out;
    wire  read_logic$empty;
    wire  read_logic$almost_empty;
    wire  read_logic$underflow;
    reg  [4:0] read_logic$write_address_delayed;
    wire  [3:0] read_logic$ram_read_address;
    reg  [7:0] read_logic$ram_read_data;
    wire  read_logic$ram_read_clock;
    wire  [4:0] read_logic$read_address_out;
    wire  [4:0] read_logic$fill_level;
    reg  write_logic$write;
    reg  [7:0] write_logic$data_in;
    wire  write_logic$full;
    wire  write_logic$almost_full;
    wire  write_logic$overflow;
    reg  write_logic$clock;
    wire  [3:0] write_logic$ram_write_address;
    wire  write_logic$ram_write_clock;
    wire  [7:0] write_logic$ram_write_data;
    wire  write_logic$ram_write_enable;
    reg  [4:0] write_logic$read_address;
    wire  [4:0] write_logic$write_address_delayed;
    wire  [4:0] write_logic$fill_level;
    
    // Sub module instances
    top$fifo$ram ram(
        .read_address(ram$read_address),
        .read_clock(ram$read_clock),
        .read_data(ram$read_data),
        .write_address(ram$write_address),
        .write_clock(ram$write_clock),
        .write_data(ram$write_data),
        .write_enable(ram$write_enable)
    );
    top$fifo$read_logic read_logic(
        .clock(read_logic$clock),
        .read(read_logic$read),
        .data_out(read_logic$data_out),
        .empty(read_logic$empty),
        .almost_empty(read_logic$almost_empty),
        .underflow(read_logic$underflow),
        .write_address_delayed(read_logic$write_address_delayed),
        .ram_read_address(read_logic$ram_read_address),
        .ram_read_data(read_logic$ram_read_data),
        .ram_read_clock(read_logic$ram_read_clock),
        .read_address_out(read_logic$read_address_out),
        .fill_level(read_logic$fill_level)
    );
    top$fifo$write_logic write_logic(
        .write(write_logic$write),
        .data_in(write_logic$data_in),
        .full(write_logic$full),
        .almost_full(write_logic$almost_full),
        .overflow(write_logic$overflow),
        .clock(write_logic$clock),
        .ram_write_address(write_logic$ram_write_address),
        .ram_write_clock(write_logic$ram_write_clock),
        .ram_write_data(write_logic$ram_write_data),
        .ram_write_enable(write_logic$ram_write_enable),
        .read_address(write_logic$read_address),
        .write_address_delayed(write_logic$write_address_delayed),
        .fill_level(write_logic$fill_level)
    );
    
    // Update code
    always @(*) begin
        read_logic$clock = clock;
        write_logic$clock = clock;
        read_logic$read = read;
        empty = read_logic$empty;
        almost_empty = read_logic$almost_empty;
        data_out = read_logic$data_out;
        underflow = read_logic$underflow;
        overflow = write_logic$overflow;
        almost_full = write_logic$almost_full;
        full = write_logic$full;
        write_logic$write = write;
        write_logic$data_in = data_in;
        ram$write_clock = clock;
        ram$write_enable = write_logic$ram_write_enable;
        ram$write_address = write_logic$ram_write_address;
        ram$write_data = write_logic$ram_write_data;
        ram$read_clock = clock;
        ram$read_address = read_logic$ram_read_address;
        read_logic$ram_read_data = ram$read_data;
        read_logic$write_address_delayed = write_logic$write_address_delayed;
        write_logic$read_address = read_logic$read_address_out;
    end
    
endmodule // top$fifo


module top$fifo$ram(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [3:0] read_address;
    input wire  read_clock;
    output reg  [7:0] read_data;
    input wire  [3:0] write_address;
    input wire  write_clock;
    input wire  [7:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[7:0] mem[15:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$fifo$ram


module top$fifo$read_logic(clock,read,data_out,empty,almost_empty,underflow,write_address_delayed,ram_read_address,ram_read_data,ram_read_clock,read_address_out,fill_level);
    
    // Module arguments
    input wire  clock;
    input wire  read;
    output reg  [7:0] data_out;
    output reg  empty;
    output reg  almost_empty;
    output reg  underflow;
    input wire  [4:0] write_address_delayed;
    output reg  [3:0] ram_read_address;
    input wire  [7:0] ram_read_data;
    output reg  ram_read_clock;
    output reg  [4:0] read_address_out;
    output reg  [4:0] fill_level;
    
    // Constant declarations
    localparam  fifo_address_mask = 5'b1111;
    localparam  fifo_size = 5'b10000;
    localparam  block_size = 5'b1;
    
    // Stub signals
    reg  [4:0] read_address$d;
    wire  [4:0] read_address$q;
    reg  read_address$clock;
    reg  dff_underflow$d;
    wire  dff_underflow$q;
    reg  dff_underflow$clock;
    
    // Local signals
    reg  is_empty;
    reg  is_full;
    
    // Sub module instances
    top$fifo$read_logic$read_address read_address(
        .d(read_address$d),
        .q(read_address$q),
        .clock(read_address$clock)
    );
    top$fifo$read_logic$dff_underflow dff_underflow(
        .d(dff_underflow$d),
        .q(dff_underflow$q),
        .clock(dff_underflow$clock)
    );
    
    // Update code
    always @(*) begin
        read_address$clock = clock;
        dff_underflow$clock = clock;
        read_address$d = read_address$q;
        dff_underflow$d = dff_underflow$q;
        ram_read_clock = clock;
        is_empty = (read_address$q == write_address_delayed);
        is_full = ~is_empty & ((read_address$q & fifo_address_mask) == (write_address_delayed & fifo_address_mask));
        fill_level = ((write_address_delayed & fifo_address_mask) + fifo_size - (read_address$q & fifo_address_mask)) & fifo_address_mask;
        if (is_full) begin
            fill_level = fifo_size;
        end
        almost_empty = (fill_level < block_size);
        empty = is_empty;
        ram_read_address = ((read_address$q & fifo_address_mask) & 4'hf);
        data_out = ram_read_data;
        if (read & ~is_empty) begin
            read_address$d = read_address$q + 32'h1;
            ram_read_address = (((read_address$q + 32'h1) & fifo_address_mask) & 4'hf);
        end
        else begin
            read_address$d = read_address$q;
        end
        dff_underflow$d = dff_underflow$q | (is_empty & read);
        underflow = dff_underflow$q;
        read_address_out = read_address$q;
    end
    
endmodule // top$fifo$read_logic


module top$fifo$read_logic$dff_underflow(d,q,clock);
    
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
          
endmodule // top$fifo$read_logic$dff_underflow


module top$fifo$read_logic$read_address(d,q,clock);
    
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
          
endmodule // top$fifo$read_logic$read_address


module top$fifo$write_logic(write,data_in,full,almost_full,overflow,clock,ram_write_address,ram_write_clock,ram_write_data,ram_write_enable,read_address,write_address_delayed,fill_level);
    
    // Module arguments
    input wire  write;
    input wire  [7:0] data_in;
    output reg  full;
    output reg  almost_full;
    output reg  overflow;
    input wire  clock;
    output reg  [3:0] ram_write_address;
    output reg  ram_write_clock;
    output reg  [7:0] ram_write_data;
    output reg  ram_write_enable;
    input wire  [4:0] read_address;
    output reg  [4:0] write_address_delayed;
    output reg  [4:0] fill_level;
    
    // Constant declarations
    localparam  fifo_address_mask = 5'b1111;
    localparam  fifo_size = 5'b10000;
    localparam  almost_full_level = 5'b1111;
    
    // Stub signals
    reg  [4:0] write_address$d;
    wire  [4:0] write_address$q;
    reg  write_address$clock;
    reg  [4:0] dff_write_address_delay$d;
    wire  [4:0] dff_write_address_delay$q;
    reg  dff_write_address_delay$clock;
    reg  dff_overflow$d;
    wire  dff_overflow$q;
    reg  dff_overflow$clock;
    
    // Local signals
    reg  is_empty;
    reg  is_full;
    
    // Sub module instances
    top$fifo$write_logic$write_address write_address(
        .d(write_address$d),
        .q(write_address$q),
        .clock(write_address$clock)
    );
    top$fifo$write_logic$dff_write_address_delay dff_write_address_delay(
        .d(dff_write_address_delay$d),
        .q(dff_write_address_delay$q),
        .clock(dff_write_address_delay$clock)
    );
    top$fifo$write_logic$dff_overflow dff_overflow(
        .d(dff_overflow$d),
        .q(dff_overflow$q),
        .clock(dff_overflow$clock)
    );
    
    // Update code
    always @(*) begin
        dff_overflow$clock = clock;
        write_address$clock = clock;
        dff_write_address_delay$clock = clock;
        dff_overflow$d = dff_overflow$q;
        write_address$d = write_address$q;
        dff_write_address_delay$d = dff_write_address_delay$q;
        ram_write_clock = clock;
        dff_write_address_delay$d = write_address$q;
        write_address_delayed = dff_write_address_delay$q;
        ram_write_enable = 1'b0;
        is_empty = (read_address == dff_write_address_delay$q);
        is_full = ~is_empty & ((read_address & fifo_address_mask) == (write_address$q & fifo_address_mask));
        fill_level = ((dff_write_address_delay$q & fifo_address_mask) + fifo_size - (read_address & fifo_address_mask)) & fifo_address_mask;
        if (is_full) begin
            fill_level = fifo_size;
        end
        almost_full = (fill_level >= almost_full_level);
        full = is_full;
        ram_write_address = ((write_address$q & fifo_address_mask) & 4'hf);
        ram_write_data = data_in;
        if (write & ~is_full) begin
            write_address$d = write_address$q + 32'h1;
            ram_write_enable = 1'b1;
        end
        else begin
            write_address$d = write_address$q;
            ram_write_enable = 1'b0;
        end
        dff_overflow$d = dff_overflow$q | (is_full & write);
        overflow = dff_overflow$q;
    end
    
endmodule // top$fifo$write_logic


module top$fifo$write_logic$dff_overflow(d,q,clock);
    
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
          
endmodule // top$fifo$write_logic$dff_overflow


module top$fifo$write_logic$dff_write_address_delay(d,q,clock);
    
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
          
endmodule // top$fifo$write_logic$dff_write_address_delay


module top$fifo$write_logic$write_address(d,q,clock);
    
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
          
endmodule // top$fifo$write_logic$write_address


module top$flush(d,q,clock);
    
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
          
endmodule // top$flush


module top$fv(d,q,clock);
    
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
          
endmodule // top$fv


module top$n_crc(d,q,clock);
    
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
          
endmodule // top$n_crc


module top$n_frm(d,q,clock);
    
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
          
endmodule // top$n_frm


module top$n_ovr(d,q,clock);
    
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
          
endmodule // top$n_ovr


module top$n_tmo(d,q,clock);
    
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
          
endmodule // top$n_tmo


module top$p_len(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$p_len


module top$p_lenlo(d,q,clock);
    
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
          
endmodule // top$p_lenlo


module top$p_op(d,q,clock);
    
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
          
endmodule // top$p_op


module top$p_seq(d,q,clock);
    
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
          
endmodule // top$p_seq


module top$pcnt(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$pcnt


module top$pend_op(d,q,clock);
    
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
          
endmodule // top$pend_op


module top$pend_seq(d,q,clock);
    
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
          
endmodule // top$pend_seq


module top$pend_st(d,q,clock);
    
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
          
endmodule // top$pend_st


module top$pend_v(d,q,clock);
    
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
          
endmodule // top$pend_v


module top$pstate(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Enums
    localparam ParseState$Hunt = 0;
    localparam ParseState$Op = 1;
    localparam ParseState$Seq = 2;
    localparam ParseState$LenLo = 3;
    localparam ParseState$LenHi = 4;
    localparam ParseState$Payload = 5;
    localparam ParseState$Crc = 6;
    localparam ParseState$Check = 7;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$pstate


module top$r_len(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$r_len


module top$r_op(d,q,clock);
    
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
          
endmodule // top$r_op


module top$r_seq(d,q,clock);
    
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
          
endmodule // top$r_seq


module top$r_st(d,q,clock);
    
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
          
endmodule // top$r_st


module top$rxbuf(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [8:0] read_address;
    input wire  read_clock;
    output reg  [7:0] read_data;
    input wire  [8:0] write_address;
    input wire  write_clock;
    input wire  [7:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[7:0] mem[511:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$rxbuf


module top$tbits(d,q,clock);
    
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
          
endmodule // top$tbits


module top$tcnt(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$tcnt


module top$tcrc(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$tcrc


module top$tcrc_left(d,q,clock);
    
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
          
endmodule // top$tcrc_left


module top$tcrc_sh(d,q,clock);
    
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
          
endmodule // top$tcrc_sh


module top$tdiv(d,q,clock);
    
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
          
endmodule // top$tdiv


module top$tstate(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Enums
    localparam SendState$Idle = 0;
    localparam SendState$Header = 1;
    localparam SendState$Payload = 2;
    localparam SendState$Crc = 3;
    localparam SendState$Drain = 4;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$tstate


module top$txbuf(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [8:0] read_address;
    input wire  read_clock;
    output reg  [7:0] read_data;
    input wire  [8:0] write_address;
    input wire  write_clock;
    input wire  [7:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[7:0] mem[511:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$txbuf


module top$urx(clock,reset,divisor,rx,data,valid,framing_error);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [15:0] divisor;
    input wire  rx;
    output reg  [7:0] data;
    output reg  valid;
    output reg  framing_error;
    
    // Enums
    localparam RxState$Idle = 0;
    localparam RxState$Start = 1;
    localparam RxState$Data = 2;
    localparam RxState$Stop = 3;
    localparam RxState$WaitHigh = 4;
    
    // Stub signals
    reg  sync1_n$d;
    wire  sync1_n$q;
    reg  sync1_n$clock;
    reg  sync2_n$d;
    wire  sync2_n$q;
    reg  sync2_n$clock;
    reg  prev_n$d;
    wire  prev_n$q;
    reg  prev_n$clock;
    reg  [2:0] state$d;
    wire  [2:0] state$q;
    reg  state$clock;
    reg  [15:0] cnt$d;
    wire  [15:0] cnt$q;
    reg  cnt$clock;
    reg  [2:0] bitn$d;
    wire  [2:0] bitn$q;
    reg  bitn$clock;
    reg  [7:0] shift$d;
    wire  [7:0] shift$q;
    reg  shift$clock;
    reg  [7:0] data_q$d;
    wire  [7:0] data_q$q;
    reg  data_q$clock;
    reg  valid_q$d;
    wire  valid_q$q;
    reg  valid_q$clock;
    reg  ferr_q$d;
    wire  ferr_q$q;
    reg  ferr_q$clock;
    
    // Local signals
    reg  line;
    reg  [15:0] cnt1;
    reg  [15:0] half;
    
    // Sub module instances
    top$urx$sync1_n sync1_n(
        .d(sync1_n$d),
        .q(sync1_n$q),
        .clock(sync1_n$clock)
    );
    top$urx$sync2_n sync2_n(
        .d(sync2_n$d),
        .q(sync2_n$q),
        .clock(sync2_n$clock)
    );
    top$urx$prev_n prev_n(
        .d(prev_n$d),
        .q(prev_n$q),
        .clock(prev_n$clock)
    );
    top$urx$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    top$urx$cnt cnt(
        .d(cnt$d),
        .q(cnt$q),
        .clock(cnt$clock)
    );
    top$urx$bitn bitn(
        .d(bitn$d),
        .q(bitn$q),
        .clock(bitn$clock)
    );
    top$urx$shift shift(
        .d(shift$d),
        .q(shift$q),
        .clock(shift$clock)
    );
    top$urx$data_q data_q(
        .d(data_q$d),
        .q(data_q$q),
        .clock(data_q$clock)
    );
    top$urx$valid_q valid_q(
        .d(valid_q$d),
        .q(valid_q$q),
        .clock(valid_q$clock)
    );
    top$urx$ferr_q ferr_q(
        .d(ferr_q$d),
        .q(ferr_q$q),
        .clock(ferr_q$clock)
    );
    
    // Update code
    always @(*) begin
        sync1_n$clock = clock;
        sync2_n$clock = clock;
        prev_n$clock = clock;
        state$clock = clock;
        cnt$clock = clock;
        bitn$clock = clock;
        shift$clock = clock;
        data_q$clock = clock;
        valid_q$clock = clock;
        ferr_q$clock = clock;
        sync1_n$d = sync1_n$q;
        sync2_n$d = sync2_n$q;
        prev_n$d = prev_n$q;
        state$d = state$q;
        cnt$d = cnt$q;
        bitn$d = bitn$q;
        shift$d = shift$q;
        data_q$d = data_q$q;
        valid_q$d = valid_q$q;
        ferr_q$d = ferr_q$q;
        cnt1 = cnt$q + 32'h1;
        half = divisor >> 32'h1;
        sync1_n$d = ~rx;
        sync2_n$d = sync1_n$q;
        prev_n$d = sync2_n$q;
        line = ~sync2_n$q;
        valid_q$d = 1'b0;
        ferr_q$d = 1'b0;
        case (state$q)
            RxState$Idle:
                begin
                    if (~prev_n$q & sync2_n$q) begin
                        state$d = RxState$Start;
                        cnt$d = 32'h0;
                    end
                end
            RxState$Start:
                begin
                    cnt$d = cnt1;
                    if (cnt1 == half) begin
                        if (line) begin
                            state$d = RxState$Idle;
                        end
                        else begin
                            state$d = RxState$Data;
                            cnt$d = 32'h0;
                            bitn$d = 32'h0;
                        end
                    end
                end
            RxState$Data:
                begin
                    cnt$d = cnt1;
                    if (cnt1 >= divisor) begin
                        cnt$d = 32'h0;
                        if (line) begin
                            shift$d = (shift$q >> 32'h1) | 32'h80;
                        end
                        else begin
                            shift$d = shift$q >> 32'h1;
                        end
                        bitn$d = bitn$q + 32'h1;
                        if (bitn$q == 32'h7) begin
                            state$d = RxState$Stop;
                        end
                    end
                end
            RxState$Stop:
                begin
                    cnt$d = cnt1;
                    if (cnt1 >= divisor) begin
                        if (line) begin
                            valid_q$d = 1'b1;
                            data_q$d = shift$q;
                            state$d = RxState$Idle;
                        end
                        else begin
                            ferr_q$d = 1'b1;
                            state$d = RxState$WaitHigh;
                        end
                    end
                end
            RxState$WaitHigh:
                begin
                    if (line) begin
                        state$d = RxState$Idle;
                    end
                end
        endcase
        if (reset) begin
            state$d = RxState$Idle;
            valid_q$d = 1'b0;
            ferr_q$d = 1'b0;
        end
        data = data_q$q;
        valid = valid_q$q;
        framing_error = ferr_q$q;
    end
    
endmodule // top$urx


module top$urx$bitn(d,q,clock);
    
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
          
endmodule // top$urx$bitn


module top$urx$cnt(d,q,clock);
    
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
          
endmodule // top$urx$cnt


module top$urx$data_q(d,q,clock);
    
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
          
endmodule // top$urx$data_q


module top$urx$ferr_q(d,q,clock);
    
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
          
endmodule // top$urx$ferr_q


module top$urx$prev_n(d,q,clock);
    
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
          
endmodule // top$urx$prev_n


module top$urx$shift(d,q,clock);
    
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
          
endmodule // top$urx$shift


module top$urx$state(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Enums
    localparam RxState$Idle = 0;
    localparam RxState$Start = 1;
    localparam RxState$Data = 2;
    localparam RxState$Stop = 3;
    localparam RxState$WaitHigh = 4;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$urx$state


module top$urx$sync1_n(d,q,clock);
    
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
          
endmodule // top$urx$sync1_n


module top$urx$sync2_n(d,q,clock);
    
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
          
endmodule // top$urx$sync2_n


module top$urx$valid_q(d,q,clock);
    
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
          
endmodule // top$urx$valid_q


module top$utx(clock,reset,divisor,data,start,ready,tx);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [15:0] divisor;
    input wire  [7:0] data;
    input wire  start;
    output reg  ready;
    output reg  tx;
    
    // Stub signals
    reg  busy$d;
    wire  busy$q;
    reg  busy$clock;
    reg  tx_n$d;
    wire  tx_n$q;
    reg  tx_n$clock;
    reg  [9:0] shreg$d;
    wire  [9:0] shreg$q;
    reg  shreg$clock;
    reg  [3:0] left$d;
    wire  [3:0] left$q;
    reg  left$clock;
    reg  [15:0] cnt$d;
    wire  [15:0] cnt$q;
    reg  cnt$clock;
    
    // Local signals
    reg  [15:0] cnt1;
    reg  bit_end;
    reg  last;
    reg  rdy;
    
    // Sub module instances
    top$utx$busy busy(
        .d(busy$d),
        .q(busy$q),
        .clock(busy$clock)
    );
    top$utx$tx_n tx_n(
        .d(tx_n$d),
        .q(tx_n$q),
        .clock(tx_n$clock)
    );
    top$utx$shreg shreg(
        .d(shreg$d),
        .q(shreg$q),
        .clock(shreg$clock)
    );
    top$utx$left left(
        .d(left$d),
        .q(left$q),
        .clock(left$clock)
    );
    top$utx$cnt cnt(
        .d(cnt$d),
        .q(cnt$q),
        .clock(cnt$clock)
    );
    
    // Update code
    always @(*) begin
        busy$clock = clock;
        tx_n$clock = clock;
        shreg$clock = clock;
        left$clock = clock;
        cnt$clock = clock;
        busy$d = busy$q;
        tx_n$d = tx_n$q;
        shreg$d = shreg$q;
        left$d = left$q;
        cnt$d = cnt$q;
        cnt1 = cnt$q + 32'h1;
        bit_end = busy$q & (cnt1 >= divisor);
        last = bit_end & (left$q == 32'h1);
        rdy = ~busy$q | last;
        if (busy$q) begin
            cnt$d = cnt1;
        end
        if (bit_end) begin
            cnt$d = 32'h0;
            shreg$d = shreg$q >> 32'h1;
            left$d = left$q - 32'h1;
            tx_n$d = ~shreg$q[32'h1];
        end
        if (last) begin
            busy$d = 1'b0;
            tx_n$d = 1'b0;
        end
        if (start & rdy) begin
            busy$d = 1'b1;
            cnt$d = 32'h0;
            left$d = 32'ha;
            shreg$d = (((data) & 10'h3ff) << 32'h1) | 32'h200;
            tx_n$d = 1'b1;
        end
        if (reset) begin
            busy$d = 1'b0;
            tx_n$d = 1'b0;
            cnt$d = 32'h0;
        end
        ready = rdy;
        tx = ~tx_n$q;
    end
    
endmodule // top$utx


module top$utx$busy(d,q,clock);
    
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
          
endmodule // top$utx$busy


module top$utx$cnt(d,q,clock);
    
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
          
endmodule // top$utx$cnt


module top$utx$left(d,q,clock);
    
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
          
endmodule // top$utx$left


module top$utx$shreg(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$utx$shreg


module top$utx$tx_n(d,q,clock);
    
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
          
endmodule // top$utx$tx_n
