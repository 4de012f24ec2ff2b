

module top(c,r);
    
    // Module arguments
    input wire  [23:0] c;
    output reg  [11:0] r;
    
    // Constant declarations
    localparam  k_m3 = 15'b101100011111101;
    localparam  k_m2 = 15'b110010111111110;
    localparam  k_m1 = 15'b111001011111111;
    localparam  k_p1 = 15'b110100000001;
    localparam  k_p2 = 15'b1101000000010;
    
    // Stub signals
    reg  [23:0] tree$c;
    wire  [14:0] tree$s;
    wire  [14:0] tree$d;
    
    // Local signals
    reg  [14:0] sum;
    reg  [14:0] m3;
    reg  [14:0] m2;
    reg  [14:0] m1;
    reg  [14:0] p1;
    reg  [14:0] p2;
    
    // Sub module instances
    top$tree tree(
        .c(tree$c),
        .s(tree$s),
        .d(tree$d)
    );
    
    // Update code
    always @(*) begin
        tree$c = c;
        sum = tree$s + tree$d;
        m3 = sum + k_m3;
        m2 = sum + k_m2;
        m1 = sum + k_m1;
        p1 = sum + k_p1;
        p2 = sum + k_p2;
        if (~m3[32'he]) begin
            r = m3[(32'h0)+:(12)];
        end
        else if (~m2[32'he]) begin
            r = m2[(32'h0)+:(12)];
        end
        else if (~m1[32'he]) begin
            r = m1[(32'h0)+:(12)];
        end
        else if (~sum[32'he]) begin
            r = sum[(32'h0)+:(12)];
        end
        else if (~p1[32'he]) begin
            r = p1[(32'h0)+:(12)];
        end
        else begin
            r = p2[(32'h0)+:(12)];
        end
    end
    
endmodule // top


module top$tree(c,s,d);
    
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
    
    // Update code
    always @(*) begin
        w$0 = c[32'h1] ^ ~c[32'hc] ^ ~c[32'hd];
        w$1 = (c[32'h1] & ~c[32'hc]) | (~c[32'hd] & (c[32'h1] ^ ~c[32'hc]));
        w$2 = ~c[32'hf] ^ c[32'h13] ^ c[32'h15];
        w$3 = (~c[32'hf] & c[32'h13]) | (c[32'h15] & (~c[32'hf] ^ c[32'h13]));
        w$4 = c[32'h2] ^ ~c[32'he] ^ ~c[32'h10];
        w$5 = (c[32'h2] & ~c[32'he]) | (~c[32'h10] & (c[32'h2] ^ ~c[32'he]));
        w$6 = c[32'h14] ^ c[32'h16];
        w$7 = c[32'h14] & c[32'h16];
        w$8 = c[32'h3] ^ ~c[32'hf] ^ ~c[32'h11];
        w$9 = (c[32'h3] & ~c[32'hf]) | (~c[32'h11] & (c[32'h3] ^ ~c[32'hf]));
        w$10 = c[32'h15] ^ c[32'h17];
        w$11 = c[32'h15] & c[32'h17];
        w$12 = c[32'h4] ^ ~c[32'h10] ^ ~c[32'h12];
        w$13 = (c[32'h4] & ~c[32'h10]) | (~c[32'h12] & (c[32'h4] ^ ~c[32'h10]));
        w$14 = c[32'h5] ^ ~c[32'h11];
        w$15 = c[32'h5] & ~c[32'h11];
        w$16 = c[32'h8] ^ ~c[32'he];
        w$17 = c[32'h8] & ~c[32'he];
        w$18 = c[32'h9] ^ ~c[32'hc] ^ ~c[32'hd];
        w$19 = (c[32'h9] & ~c[32'hc]) | (~c[32'hd] & (c[32'h9] ^ ~c[32'hc]));
        w$20 = ~c[32'hf] ^ c[32'h13];
        w$21 = ~c[32'hf] & c[32'h13];
        w$22 = c[32'ha] ^ ~c[32'h10];
        w$23 = c[32'ha] & ~c[32'h10];
        w$24 = c[32'hb] ^ ~c[32'hc] ^ c[32'hd];
        w$25 = (c[32'hb] & ~c[32'hc]) | (c[32'hd] & (c[32'hb] ^ ~c[32'hc]));
        w$26 = c[32'h0] ^ ~c[32'he] ^ c[32'h12];
        w$27 = (c[32'h0] & ~c[32'he]) | (c[32'h12] & (c[32'h0] ^ ~c[32'he]));
        w$28 = w$0 ^ w$2 ^ 1'b1;
        w$29 = (w$0 & w$2) | (1'b1 & (w$0 ^ w$2));
        w$30 = w$1 ^ w$3 ^ w$4;
        w$31 = (w$1 & w$3) | (w$4 & (w$1 ^ w$3));
        w$32 = w$5 ^ w$7 ^ w$8;
        w$33 = (w$5 & w$7) | (w$8 & (w$5 ^ w$7));
        w$34 = w$9 ^ w$11 ^ w$12;
        w$35 = (w$9 & w$11) | (w$12 & (w$9 ^ w$11));
        w$36 = w$13 ^ w$14 ^ ~c[32'h13];
        w$37 = (w$13 & w$14) | (~c[32'h13] & (w$13 ^ w$14));
        w$38 = w$15 ^ c[32'h6] ^ ~c[32'h12];
        w$39 = (w$15 & c[32'h6]) | (~c[32'h12] & (w$15 ^ c[32'h6]));
        w$40 = c[32'h7] ^ ~c[32'h13];
        w$41 = c[32'h7] & ~c[32'h13];
        w$42 = w$16 ^ c[32'h12] ^ ~c[32'h16];
        w$43 = (w$16 & c[32'h12]) | (~c[32'h16] & (w$16 ^ c[32'h12]));
        w$44 = w$17 ^ w$18 ^ w$20;
        w$45 = (w$17 & w$18) | (w$20 & (w$17 ^ w$18));
        w$46 = w$19 ^ w$21 ^ w$22;
        w$47 = (w$19 & w$21) | (w$22 & (w$19 ^ w$21));
        w$48 = w$23 ^ w$24 ^ ~c[32'h11];
        w$49 = (w$23 & w$24) | (~c[32'h11] & (w$23 ^ w$24));
        w$50 = w$29 ^ w$30;
        w$51 = w$29 & w$30;
        w$52 = w$31 ^ w$32 ^ w$10;
        w$53 = (w$31 & w$32) | (w$10 & (w$31 ^ w$32));
        w$54 = w$33 ^ w$34 ^ c[32'h16];
        w$55 = (w$33 & w$34) | (c[32'h16] & (w$33 ^ w$34));
        w$56 = w$35 ^ w$36 ^ c[32'h17];
        w$57 = (w$35 & w$36) | (c[32'h17] & (w$35 ^ w$36));
        w$58 = w$37 ^ w$38 ^ ~c[32'h14];
        w$59 = (w$37 & w$38) | (~c[32'h14] & (w$37 ^ w$38));
        w$60 = w$39 ^ w$40 ^ ~c[32'h15];
        w$61 = (w$39 & w$40) | (~c[32'h15] & (w$39 ^ w$40));
        w$62 = w$41 ^ w$42 ^ 1'b1;
        w$63 = (w$41 & w$42) | (1'b1 & (w$41 ^ w$42));
        w$64 = w$43 ^ w$44 ^ ~c[32'h17];
        w$65 = (w$43 & w$44) | (~c[32'h17] & (w$43 ^ w$44));
        w$66 = w$45 ^ w$46 ^ ~c[32'h12];
        w$67 = (w$45 & w$46) | (~c[32'h12] & (w$45 ^ w$46));
        w$68 = w$47 ^ w$48 ^ ~c[32'h13];
        w$69 = (w$47 & w$48) | (~c[32'h13] & (w$47 ^ w$48));
        w$70 = w$49 ^ w$25;
        w$71 = w$49 & w$25;
        s_row = 32'h0;
        s_row = (s_row & ~(1 << (32'h0)) | ((w$26) << (32'h0)));
        s_row = (s_row & ~(1 << (32'h1)) | ((w$27) << (32'h1)));
        s_row = (s_row & ~(1 << (32'h2)) | ((w$50) << (32'h2)));
        s_row = (s_row & ~(1 << (32'h3)) | ((w$51) << (32'h3)));
        s_row = (s_row & ~(1 << (32'h4)) | ((w$53) << (32'h4)));
        s_row = (s_row & ~(1 << (32'h5)) | ((w$55) << (32'h5)));
        s_row = (s_row & ~(1 << (32'h6)) | ((w$57) << (32'h6)));
        s_row = (s_row & ~(1 << (32'h7)) | ((w$59) << (32'h7)));
        s_row = (s_row & ~(1 << (32'h8)) | ((w$61) << (32'h8)));
        s_row = (s_row & ~(1 << (32'h9)) | ((w$63) << (32'h9)));
        s_row = (s_row & ~(1 << (32'ha)) | ((w$65) << (32'ha)));
        s_row = (s_row & ~(1 << (32'hb)) | ((w$67) << (32'hb)));
        s_row = (s_row & ~(1 << (32'hc)) | ((w$69) << (32'hc)));
        s_row = (s_row & ~(1 << (32'hd)) | ((w$71) << (32'hd)));
        s_row = (s_row & ~(1 << (32'he)) | ((1'b1) << (32'he)));
        d_row = 32'h0;
        d_row = (d_row & ~(1 << (32'h0)) | ((c[32'h14]) << (32'h0)));
        d_row = (d_row & ~(1 << (32'h1)) | ((w$28) << (32'h1)));
        d_row = (d_row & ~(1 << (32'h2)) | ((w$6) << (32'h2)));
        d_row = (d_row & ~(1 << (32'h3)) | ((w$52) << (32'h3)));
        d_row = (d_row & ~(1 << (32'h4)) | ((w$54) << (32'h4)));
        d_row = (d_row & ~(1 << (32'h5)) | ((w$56) << (32'h5)));
        d_row = (d_row & ~(1 << (32'h6)) | ((w$58) << (32'h6)));
        d_row = (d_row & ~(1 << (32'h7)) | ((w$60) << (32'h7)));
        d_row = (d_row & ~(1 << (32'h8)) | ((w$62) << (32'h8)));
        d_row = (d_row & ~(1 << (32'h9)) | ((w$64) << (32'h9)));
        d_row = (d_row & ~(1 << (32'ha)) | ((w$66) << (32'ha)));
        d_row = (d_row & ~(1 << (32'hb)) | ((w$68) << (32'hb)));
        d_row = (d_row & ~(1 << (32'hc)) | ((w$70) << (32'hc)));
        d_row = (d_row & ~(1 << (32'hd)) | ((1'b1) << (32'hd)));
        s = s_row;
        d = d_row;
    end
    
endmodule // top$tree
