// Testbench of mlkem_fpga::rtl::keccak::serial_sim: KeccakSerial script driver.
#include "tb.h"

static void release() {
    top->clear = 0; top->permute = 0; top->lane_xor = 0; top->lane_read = 0;
    top->lane = 31; top->lane_in = 0; top->eval();
}
static unsigned count_busy() {
    unsigned n = 0;
    while (top->busy && n < 100000) { tick(); ++n; }
    return n;
}

int main(int argc, char** argv) {
    tb_open(argc, argv);
    top->clock = 0; top->reset = 0; release();
    char cmd[8];
    while (std::scanf("%7s", cmd) == 1) {
        if (top->busy) { std::printf("E busy\n"); continue; }
        if (!std::strcmp(cmd, "C")) {
            top->clear = 1; tick(); release();
        } else if (!std::strcmp(cmd, "P")) {
            top->permute = 1; tick(); release();
        } else if (!std::strcmp(cmd, "X")) {
            unsigned lane, hi, lo; if (std::scanf("%u %u %u", &lane, &hi, &lo) != 3) return 2;
            top->lane_xor = 1; top->lane = lane;
            top->lane_in = ((uint64_t)hi << 32) | lo;
            tick(); release();
        } else if (!std::strcmp(cmd, "R")) {
            unsigned lane; if (std::scanf("%u", &lane) != 1) return 2;
            top->lane_read = 1; top->lane = lane; tick(); release();
            unsigned n = count_busy();
            uint64_t v = top->lane_out;
            std::printf("L %u %u\nN %u\n", (unsigned)(v >> 32), (unsigned)(v & 0xffffffffu), n);
            continue;
        } else if (!std::strcmp(cmd, "Z")) {
            unsigned n; if (std::scanf("%u", &n) != 1) return 2;
            top->permute = 1; tick(); release();
            for (unsigned i = 0; i < n; ++i) tick();
            top->reset = 1; tick(); top->reset = 0; top->eval();
            std::printf("B %u\n", (unsigned)top->busy);
            continue;
        } else {
            return 3;
        }
        unsigned n = count_busy();
        if (top->busy) std::printf("E timeout\n"); else std::printf("N %u\n", n);
    }
    return tb_close();
}
