// Testbench of mlkem_fpga::rtl::keccak::verilated: KeccakSponge script driver.
#include "tb.h"
#include <string>

static bool wait_for(CData* sig) {
    unsigned n = 0;
    while (!*sig && n < 1000000) { tick(); ++n; }
    return *sig;
}

int main(int argc, char** argv) {
    tb_open(argc, argv);
    top->clock = 0; top->reset = 0; top->init = 0; top->in_valid = 0; top->finish = 0;
    top->out_ready = 0; top->eval();
    char cmd[8];
    static char hex[1 << 16];
    while (std::scanf("%7s", cmd) == 1) {
        if (std::strcmp(cmd, "H")) return 3;
        unsigned f, out_len;
        if (std::scanf("%u %u %65535s", &f, &out_len, hex) != 3) return 2;
        tb_cycles = 0;
        top->init = 1; top->mode = f; tick(); top->init = 0; top->eval();
        size_t len = hex[0] == '-' ? 0 : std::strlen(hex) / 2;
        for (size_t i = 0; i < len; ++i) {
            unsigned b; std::sscanf(hex + 2 * i, "%2x", &b);
            if (!wait_for(&top->in_ready)) { std::printf("E absorb\n"); return 4; }
            top->in_valid = 1; top->in_byte = b; tick(); top->in_valid = 0; top->eval();
        }
        if (!wait_for(&top->in_ready)) { std::printf("E finish\n"); return 4; }
        top->finish = 1; tick(); top->finish = 0; top->eval();
        std::string out;
        top->out_ready = 1;
        for (unsigned i = 0; i < out_len; ++i) {
            if (!wait_for(&top->out_valid)) { std::printf("E squeeze\n"); return 4; }
            char b[3]; std::snprintf(b, sizeof b, "%02x", (unsigned)top->out_byte);
            out += b;
            tick();
        }
        top->out_ready = 0; top->eval();
        std::printf("O %s %llu\n", out.empty() ? "-" : out.c_str(), tb_cycles);
    }
    return tb_close();
}
