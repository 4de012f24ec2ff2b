// Testbench of mlkem_fpga::rtl::codec::verilated: Compress table.
#define TB_COMBINATIONAL
#include "tb.h"
int main(int argc, char** argv) {
    tb_open(argc, argv);
    for (unsigned d = 1; d <= 12; ++d) {
        unsigned n = d == 12 ? 4096 : QQ;
        top->d = d;
        std::printf("T");
        for (unsigned x = 0; x < n; ++x) {
            top->x = x; top->eval();
            std::printf(" %u", (unsigned)top->y);
        }
        std::printf("\n");
    }
    return tb_close();
}
