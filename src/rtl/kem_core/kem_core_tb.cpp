// Testbench of mlkem_fpga::rtl::kem_core::verilated: KemCore through its ports. On stdin:
//   "W addr n b0 .. b(n-1)"     write n bytes through the host port;
//   "R addr n"                  read n bytes; prints "D b0 .. b(n-1)";
//   "S entry params key abort"  wait while busy, then run the ROM entry; prints
//                               "K cycles status" at done (cycles from the one after start),
//                               or, with abort nonzero, raises reset in that cycle of the run
//                               and prints "A".
#include "tb.h"
int main(int argc, char** argv) {
    tb_open(argc, argv);
    top->clock = 0; top->start = 0; top->host_we = 0;
    top->reset = 1; tick(); top->reset = 0;
    char cmd[4];
    while (std::scanf("%3s", cmd) == 1) {
        if (!std::strcmp(cmd, "W")) {
            unsigned a, n; if (std::scanf("%u %u", &a, &n) != 2) return 2;
            for (unsigned i = 0; i < n; ++i) {
                unsigned b; if (std::scanf("%u", &b) != 1) return 2;
                top->host_we = 1; top->host_addr = a + i; top->host_wdata = b; tick();
            }
            top->host_we = 0;
        } else if (!std::strcmp(cmd, "R")) {
            unsigned a, n; if (std::scanf("%u %u", &a, &n) != 2) return 2;
            std::printf("D");
            for (unsigned i = 0; i < n; ++i) {
                top->host_addr = a + i; tick();
                std::printf(" %u", (unsigned)top->host_rdata);
            }
            std::printf("\n");
        } else if (!std::strcmp(cmd, "S")) {
            unsigned entry, params, key; unsigned long long abort;
            if (std::scanf("%u %u %u %llu", &entry, &params, &key, &abort) != 4) return 2;
            unsigned long long wait = 0;
            for (settle(); top->busy; settle()) { tick(); if (++wait > LIMIT) return 4; }
            top->start = 1; top->entry = entry; top->params = params; top->key = key; tick();
            top->start = 0;
            bool finished = false;
            for (unsigned long long t = 0; t < LIMIT; ++t) {
                if (abort && t == abort) {
                    top->reset = 1; tick(); top->reset = 0;
                    std::printf("A\n"); finished = true; break;
                }
                settle();
                if (top->done) {
                    std::printf("K %llu %u\n", t, (unsigned)top->status);
                    tick(); finished = true; break;
                }
                tick();
            }
            if (!finished) { std::printf("E no done after %llu cycles\n", (unsigned long long)LIMIT); return 3; }
        } else {
            return 3;
        }
        std::fflush(stdout);
    }
    return tb_close();
}
