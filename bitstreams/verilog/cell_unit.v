

module top(clock,reset,cmd_valid,cmd_op,cmd_addr,cmd_cell_a,cmd_cell_b,cmd_cell_c,diff,done,fail,mem_raddr,mem_rdata,mem_we,mem_waddr,mem_wdata);
    
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
    top$active active(
        .d(active$d),
        .q(active$q),
        .clock(active$clock)
    );
    top$pair pair(
        .d(pair$d),
        .q(pair$q),
        .clock(pair$clock)
    );
    top$writes writes(
        .d(writes$d),
        .q(writes$q),
        .clock(writes$clock)
    );
    top$zero zero(
        .d(zero$d),
        .q(zero$q),
        .clock(zero$clock)
    );
    top$select_b select_b(
        .d(select_b$d),
        .q(select_b$q),
        .clock(select_b$clock)
    );
    top$cnt cnt(
        .d(cnt$d),
        .q(cnt$q),
        .clock(cnt$clock)
    );
    top$src_a src_a(
        .d(src_a$d),
        .q(src_a$q),
        .clock(src_a$clock)
    );
    top$src_b src_b(
        .d(src_b$d),
        .q(src_b$q),
        .clock(src_b$clock)
    );
    top$dst dst(
        .d(dst$d),
        .q(dst$q),
        .clock(dst$clock)
    );
    top$hold hold(
        .d(hold$d),
        .q(hold$q),
        .clock(hold$clock)
    );
    top$differ differ(
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


module top$cnt(d,q,clock);
    
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
          
endmodule // top$cnt


module top$differ(d,q,clock);
    
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
          
endmodule // top$differ


module top$dst(d,q,clock);
    
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
          
endmodule // top$dst


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


module top$pair(d,q,clock);
    
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
          
endmodule // top$pair


module top$select_b(d,q,clock);
    
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
          
endmodule // top$select_b


module top$src_a(d,q,clock);
    
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
          
endmodule // top$src_a


module top$src_b(d,q,clock);
    
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
          
endmodule // top$src_b


module top$writes(d,q,clock);
    
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
          
endmodule // top$writes


module top$zero(d,q,clock);
    
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
          
endmodule // top$zero
