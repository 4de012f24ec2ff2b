// Testbench of mlkem_fpga::rtl::sample::verilated: SamplingEngine script driver.
#include "tb.h"

static bool wait_for(CData* sig) {
    unsigned n = 0;
    while (!*sig && n < 1000000) { tick(); ++n; }
    return *sig;
}

int main(int argc, char** argv) {
    tb_open(argc, argv);
    top->clock = 0; top->reset = 0; top->start = 0; top->host_write = 0; top->init = 0;
    top->in_valid = 0; top->finish = 0; top->out_ready = 0; top->sample = 0; top->eval();
    char cmd[8];
    static char hex[4096];
    while (std::scanf("%7s", cmd) == 1) {
        if (!std::strcmp(cmd, "A")) {
            unsigned mode; if (std::scanf("%u %4095s", &mode, hex) != 2) return 2;
            top->init = 1; top->mode = mode; tick(); top->init = 0; top->eval();
            size_t len = std::strlen(hex) / 2;
            for (size_t i = 0; i < len; ++i) {
                unsigned b; std::sscanf(hex + 2 * i, "%2x", &b);
                if (!wait_for(&top->in_ready)) { std::printf("E absorb\n"); return 4; }
                top->in_valid = 1; top->in_byte = b; tick(); top->in_valid = 0; top->eval();
            }
        } else if (!std::strcmp(cmd, "S") || !std::strcmp(cmd, "X")) {
            unsigned kind, slot, n = 0;
            if (std::scanf("%u %u", &kind, &slot) != 2) return 2;
            if (cmd[0] == 'X' && std::scanf("%u", &n) != 1) return 2;
            if (!wait_for(&top->in_ready)) { std::printf("E sample\n"); return 4; }
            top->sample = 1; top->kind = kind; top->sample_slot = slot; tick();
            top->sample = 0; top->eval();
            unsigned cycles = 1;
            if (cmd[0] == 'X') {
                while (cycles < n) { tick(); ++cycles; }
                top->reset = 1; tick(); top->reset = 0; top->eval();
                std::printf("B %u\n", (unsigned)top->sample_busy);
                continue;
            }
            while (!top->sample_done && cycles < 1000000) { tick(); ++cycles; }
            if (!top->sample_done) { std::printf("E timeout\n"); return 4; }
            std::printf("C %u\n", cycles);
        } else if (!std::strcmp(cmd, "R")) {
            unsigned s; if (std::scanf("%u", &s) != 1) return 2;
            std::printf("D");
            for (unsigned j = 0; j < 256; ++j) {
                top->host_slot = s; top->host_index = j; tick();
                std::printf(" %u", (unsigned)top->host_rdata);
            }
            std::printf("\n");
        } else {
            return 3;
        }
    }
    return tb_close();
}
