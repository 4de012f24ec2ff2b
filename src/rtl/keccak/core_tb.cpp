// Testbench of mlkem_fpga::rtl::keccak::verilated: permutation-core script driver.
#include "tb.h"

static unsigned wait_idle() {
    unsigned n = 0;
    while (top->busy && n < 1000000) { tick(); ++n; }
    return n;
}
static void pulse(CData* sig) { *sig = 1; tick(); *sig = 0; top->eval(); wait_idle(); }

int main(int argc, char** argv) {
    tb_open(argc, argv);
    top->clock = 0; top->reset = 0; top->clear = 0; top->permute = 0;
    top->lane_xor = 0; top->lane_read = 0; top->eval();
    char cmd[8];
    while (std::scanf("%7s", cmd) == 1) {
        if (!std::strcmp(cmd, "P")) {
            unsigned long long lanes[25];
            for (int i = 0; i < 25; ++i) if (std::scanf("%llx", &lanes[i]) != 1) return 2;
            pulse(&top->clear);
            for (int i = 0; i < 25; ++i) {
                top->lane = i; top->lane_in = lanes[i]; pulse(&top->lane_xor);
            }
            top->permute = 1; tick(); top->permute = 0; top->eval();
            unsigned cycles = 1 + wait_idle();
            std::printf("S %u", cycles);
            for (int i = 0; i < 25; ++i) {
                top->lane = i; pulse(&top->lane_read);
                std::printf(" %016llx", (unsigned long long)top->lane_out);
            }
            std::printf("\n");
        } else if (!std::strcmp(cmd, "X")) {
            unsigned n; if (std::scanf("%u", &n) != 1) return 2;
            top->permute = 1; tick(); top->permute = 0; top->eval();
            for (unsigned i = 1; i < n; ++i) tick();
            top->reset = 1; tick(); top->reset = 0; top->eval();
            std::printf("B %u\n", (unsigned)top->busy);
        } else {
            return 3;
        }
    }
    return tb_close();
}
