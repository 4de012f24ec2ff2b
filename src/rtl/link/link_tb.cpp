// Testbench of mlkem_fpga::rtl::link::verilated: FrameLink script driver.
#include "tb.h"
#include <string>
#include <vector>
static int last_tx = 1;
static std::vector<unsigned long long> toggles;
// One clock cycle (tb.h's tick()), then what this bench records about it.
static void step() {
    tick();
    if (top->tx != last_tx) { toggles.push_back(tb_cycles); last_tx = top->tx; }
    if (top->frame_valid) std::printf("V %u %u %u\n", (unsigned)top->frame_opcode, (unsigned)top->frame_seq, (unsigned)top->frame_len);
    if (top->__SYM__abort) std::printf("X %u %u\n", (unsigned)top->frame_opcode, (unsigned)top->frame_seq);
}
int main(int argc, char** argv) {
    tb_open(argc, argv);
    top->clock = 0; top->reset = 0; top->divisor = DIVISOR; top->rx = 1; top->accept = 1;
    top->rx_addr = 0; top->tx_write = 0; top->tx_addr = 0; top->tx_wdata = 0; top->reply_start = 0;
    top->reply_opcode = 0; top->reply_seq = 0; top->reply_status = 0; top->reply_len = 0;
    top->eval();
    static char arg[1 << 20];
    char cmd[4];
    while (std::scanf("%3s", cmd) == 1) {
        switch (cmd[0]) {
        case 'A': { unsigned a; if (std::scanf("%u", &a) != 1) return 2; top->accept = a; break; }
        case 'L': {
            if (std::scanf("%1048575s", arg) != 1) return 2;
            for (size_t i = 0; arg[i]; ++i) { top->rx = arg[i] == '1'; step(); }
            top->rx = 1; break;
        }
        case 'I': { unsigned n; if (std::scanf("%u", &n) != 1) return 2; for (unsigned i = 0; i < n; ++i) step(); break; }
        case 'R': {
            unsigned n; if (std::scanf("%u", &n) != 1) return 2;
            std::string h;
            for (unsigned a = 0; a < n; ++a) {
                top->rx_addr = a; step();
                char b[3]; std::snprintf(b, sizeof b, "%02x", (unsigned)top->rx_data); h += b;
            }
            std::printf("B %s\n", h.empty() ? "-" : h.c_str());
            break;
        }
        case 'W': {
            if (std::scanf("%1048575s", arg) != 1) return 2;
            if (arg[0] != '-') {
                for (size_t i = 0; arg[2 * i]; ++i) {
                    unsigned b; std::sscanf(arg + 2 * i, "%2x", &b);
                    top->tx_write = 1; top->tx_addr = i; top->tx_wdata = b; step();
                }
            }
            top->tx_write = 0; break;
        }
        case 'Q': {
            unsigned op, seq, st, len;
            if (std::scanf("%u %u %u %u", &op, &seq, &st, &len) != 4) return 2;
            top->eval();
            while (top->reply_busy) { step(); top->eval(); }
            top->reply_start = 1; top->reply_opcode = op; top->reply_seq = seq;
            top->reply_status = st; top->reply_len = len; step(); top->reply_start = 0;
            break;
        }
        case 'G': {
            top->eval();
            while (top->reply_busy) { step(); top->eval(); }
            for (int i = 0; i < 10 * DIVISOR; ++i) step();
            break;
        }
        case 'Z': { top->reset = 1; step(); top->reset = 0; break; }
        case 'C':
            top->eval();
            std::printf("C %u %u %u %u\n", (unsigned)top->crc_errors, (unsigned)top->framing_errors,
                        (unsigned)top->overruns, (unsigned)top->timeouts);
            break;
        default: return 3;
        }
    }
    std::printf("T");
    for (auto c : toggles) std::printf(" %llu", c);
    std::printf("\nN %llu\n", tb_cycles);
    return tb_close();
}
