

module top(c,r);
    
    // Module arguments
    input wire  [23:0] c;
    output reg  [11:0] r;
    
    // Constant declarations
    localparam  q = 13'b110100000001;
    localparam  corr_table$0 = 13'b0;
    localparam  corr_table$1 = 13'b0;
    localparam  corr_table$2 = 13'b11100000011;
    localparam  corr_table$3 = 13'b1101000000010;
    localparam  corr_table$4 = 13'b0;
    localparam  corr_table$5 = 13'b0;
    localparam  corr_table$6 = 13'b11100000011;
    localparam  corr_table$7 = 13'b1101000000010;
    
    // Local signals
    reg  [11:0] sum;
    reg  [14:0] sw;
    reg  [14:0] sq;
    reg  [14:0] diff;
    reg  [12:0] corr;
    reg  [12:0] res;
    reg  [12:0] r1;
    
    // Update code
    always @(*) begin
        sum = c[(32'hc)+:(12)] + ((c[(32'he)+:(10)]) & 12'hfff) - ((c[(32'h12)+:(6)]) & 12'hfff) - ((c[(32'h14)+:(4)]) & 12'hfff);
        sw = ((sum) & 15'h7fff);
        sq = sw + (sw << 32'h8) + (sw << 32'ha) + (sw << 32'hb);
        diff = c[(32'h0)+:(15)] - sq;
        case (diff[(32'hc)+:(3)])
            0:
                begin
                    corr = corr_table$0;
                end
            1:
                begin
                    corr = corr_table$1;
                end
            2:
                begin
                    corr = corr_table$2;
                end
            3:
                begin
                    corr = corr_table$3;
                end
            4:
                begin
                    corr = corr_table$4;
                end
            5:
                begin
                    corr = corr_table$5;
                end
            6:
                begin
                    corr = corr_table$6;
                end
            7:
                begin
                    corr = corr_table$7;
                end
            default:
                begin
                    corr = 32'h0;
                end
        endcase
        res = diff[(32'h0)+:(13)] + corr;
        if (res >= q) begin
            r1 = res - q;
        end
        else begin
            r1 = res;
        end
        r = r1[(32'h0)+:(12)];
    end
    
endmodule // top
