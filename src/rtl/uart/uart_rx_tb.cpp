// Testbench of mlkem_fpga::rtl::uart::verilated: UartRx level driver.
#include "tb.h"
#include <string>
// One clock cycle (tb.h's tick()), then what this bench records about it.
static void step() {
    tick();
    if (top->valid) std::printf("B %llu %u\n", tb_cycles, (unsigned)top->data);
    if (top->framing_error) std::printf("F %llu\n", tb_cycles);
}
int main(int argc, char** argv) {
    tb_open(argc, argv);
    top->clock = 0; top->reset = 0; top->rx = 1; top->divisor = 4; top->eval();
    char cmd[4];
    static char lv[1 << 22];
    while (std::scanf("%3s", cmd) == 1) {
        if (cmd[0] == 'D') { unsigned d; if (std::scanf("%u", &d) != 1) return 2; top->divisor = d; }
        else if (cmd[0] == 'L') {
            if (std::scanf("%4194303s", lv) != 1) return 2;
            for (size_t i = 0; lv[i]; ++i) { top->rx = lv[i] == '1'; step(); }
        } else if (cmd[0] == 'Z') { top->reset = 1; step(); top->reset = 0; }
        else return 3;
    }
    std::printf("END\n");
    return tb_close();
}
