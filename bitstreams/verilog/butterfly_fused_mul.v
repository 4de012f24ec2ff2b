

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
    top$product product(
        .a(product$a),
        .b(product$b),
        .p(product$p)
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
          
endmodule // top$p2


module top$product(a,b,p);
    
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
    top$product$heap heap(
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
    
endmodule // top$product


module top$product$heap(c,s,d);
    
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
    
endmodule // top$product$heap


module top$reducer(c,r);
    
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
    top$reducer$tree tree(
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
    
endmodule // top$reducer


module top$reducer$tree(c,s,d);
    
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
    
endmodule // top$reducer$tree


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
