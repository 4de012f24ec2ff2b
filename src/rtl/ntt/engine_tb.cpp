// Testbench of mlkem_fpga::rtl::ntt::verilated: NttEngine script driver.
#include "tb.h"


int main(int argc, char** argv) {
    tb_open(argc, argv);
    top->clock = 0; top->reset = 0; top->start = 0; top->host_write = 0; top->smp_write = 0;
    top->eval();
    char cmd[8];
    while (std::scanf("%7s", cmd) == 1) {
        if (!std::strcmp(cmd, "W")) {
            unsigned s, j, v; if (std::scanf("%u %u %u", &s, &j, &v) != 3) return 2;
            top->host_write = 1; top->host_slot = s; top->host_index = j; top->host_wdata = v;
            tick();
            top->host_write = 0;
        } else if (!std::strcmp(cmd, "P")) {
            unsigned b, j, v; if (std::scanf("%u %u %u", &b, &j, &v) != 3) return 2;
            top->smp_write = 1; top->smp_buffer = b; top->smp_index = j; top->smp_value = v;
            tick();
            top->smp_write = 0;
        } else if (!std::strcmp(cmd, "R")) {
            unsigned s; if (std::scanf("%u", &s) != 1) return 2;
            std::printf("D");
            for (unsigned j = 0; j < 256; ++j) {
                top->host_slot = s; top->host_index = j; tick();
                std::printf(" %u", (unsigned)top->host_rdata);
            }
            std::printf("\n");
        } else if (!std::strcmp(cmd, "O") || !std::strcmp(cmd, "S")) {
            unsigned op, a, b, r, n = 0;
            if (std::scanf("%u %u %u %u", &op, &a, &b, &r) != 4) return 2;
            if (cmd[0] == 'S' && std::scanf("%u", &n) != 1) return 2;
            top->op = op; top->slot_a = a; top->slot_b = b; top->slot_r = r; top->start = 1;
            tick();
            top->start = 0; top->eval();
            unsigned cycles = 0;
            if (cmd[0] == 'S') {
                while (cycles < n) { tick(); ++cycles; }
                top->reset = 1; tick(); top->reset = 0; top->eval();
                std::printf("C %u %u\n", cycles, (unsigned)top->busy);
                continue;
            }
            while (top->busy && cycles < 100000) { tick(); ++cycles; }
            if (top->busy) std::printf("E timeout\n");
            else if (!top->done) std::printf("E nodone\n");
            else std::printf("C %u\n", cycles);
        } else if (!std::strcmp(cmd, "X")) {
            top->reset = 1; tick(); top->reset = 0; top->eval();
        } else {
            return 3;
        }
    }
    return tb_close();
}
