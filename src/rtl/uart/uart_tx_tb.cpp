// Testbench of mlkem_fpga::rtl::uart::verilated: UartTx driver.
#include "tb.h"
#include <string>
static std::string out;
// One clock cycle (tb.h's tick()), then what this bench records about it.
static void step() {
    tick();
    out += top->tx ? '1' : '0';
}
int main(int argc, char** argv) {
    tb_open(argc, argv);
    top->clock = 0; top->reset = 0; top->start = 0; top->data = 0; top->divisor = 4; top->eval();
    char cmd[4];
    while (std::scanf("%3s", cmd) == 1) {
        unsigned d, n, tail, rst;
        // S divisor n b0 .. b(n-1) tail reset_after (0 = none): prints the tx levels.
        if (cmd[0] != 'S' || std::scanf("%u %u", &d, &n) != 2) return 2;
        top->divisor = d; out.clear();
        unsigned bytes[512];
        for (unsigned i = 0; i < n; ++i) if (std::scanf("%x", &bytes[i]) != 1) return 2;
        if (std::scanf("%u %u", &tail, &rst) != 2) return 2;
        unsigned pos = 0, c = 0;
        while (pos < n) {
            top->start = 1; top->data = bytes[pos]; top->eval();
            bool r = top->ready; step(); ++c;
            if (r) ++pos;
            if (rst && c == rst) { top->start = 0; top->reset = 1; step(); top->reset = 0; pos = n; }
        }
        top->start = 0; top->eval();
        while (!top->ready) { step(); top->eval(); }
        for (unsigned i = 0; i < tail; ++i) step();
        std::printf("T %s\n", out.c_str());
    }
    return tb_close();
}
