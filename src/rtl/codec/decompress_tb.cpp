// Testbench of mlkem_fpga::rtl::codec::verilated: Decompress table.
#define TB_COMBINATIONAL
#include "tb.h"
int main(int argc, char** argv) {
    tb_open(argc, argv);
    for (unsigned d = 1; d <= 12; ++d) {
        top->d = d;
        std::printf("T");
        for (unsigned y = 0; y < (1u << d); ++y) {
            top->y = y; top->eval();
            std::printf(" %u", (unsigned)top->x + 4096u * (unsigned)top->ge_q);
        }
        std::printf("\n");
    }
    return tb_close();
}
