

module top(clock,reset,divisor,rx,data,valid,framing_error);
    
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
    top$sync1_n sync1_n(
        .d(sync1_n$d),
        .q(sync1_n$q),
        .clock(sync1_n$clock)
    );
    top$sync2_n sync2_n(
        .d(sync2_n$d),
        .q(sync2_n$q),
        .clock(sync2_n$clock)
    );
    top$prev_n prev_n(
        .d(prev_n$d),
        .q(prev_n$q),
        .clock(prev_n$clock)
    );
    top$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    top$cnt cnt(
        .d(cnt$d),
        .q(cnt$q),
        .clock(cnt$clock)
    );
    top$bitn bitn(
        .d(bitn$d),
        .q(bitn$q),
        .clock(bitn$clock)
    );
    top$shift shift(
        .d(shift$d),
        .q(shift$q),
        .clock(shift$clock)
    );
    top$data_q data_q(
        .d(data_q$d),
        .q(data_q$q),
        .clock(data_q$clock)
    );
    top$valid_q valid_q(
        .d(valid_q$d),
        .q(valid_q$q),
        .clock(valid_q$clock)
    );
    top$ferr_q ferr_q(
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
    
endmodule // top


module top$bitn(d,q,clock);
    
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
          
endmodule // top$bitn


module top$cnt(d,q,clock);
    
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
          
endmodule // top$cnt


module top$data_q(d,q,clock);
    
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
          
endmodule // top$data_q


module top$ferr_q(d,q,clock);
    
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
          
endmodule // top$ferr_q


module top$prev_n(d,q,clock);
    
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
          
endmodule // top$prev_n


module top$shift(d,q,clock);
    
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
          
endmodule // top$shift


module top$state(d,q,clock);
    
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
          
endmodule // top$state


module top$sync1_n(d,q,clock);
    
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
          
endmodule // top$sync1_n


module top$sync2_n(d,q,clock);
    
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
          
endmodule // top$sync2_n


module top$valid_q(d,q,clock);
    
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
          
endmodule // top$valid_q
