// Testbench of mlkem_fpga::rtl::codec::verilated: PolyEncoder script driver.
// Line "E d abort c0 .. c255": run (abort > 0: reset at edge `abort`, print "R").
#include "tb.h"
int main(int argc, char** argv) {
    tb_open(argc, argv);
    top->clock = 0; top->reset = 0; top->start = 0; top->d = 0; top->coeff_data = 0;
    top->eval();
    char cmd[4];
    unsigned poly[256];
    while (std::scanf("%3s", cmd) == 1) {
        unsigned d, abort;
        if (std::scanf("%u %u", &d, &abort) != 2) return 2;
        for (int i = 0; i < 256; ++i) if (std::scanf("%u", &poly[i]) != 1) return 2;
        top->start = 1; top->d = d;
        unsigned cycles = 0;
        static char hex[2 * 512 + 1];
        unsigned nb = 0;
        for (;;) {
            top->eval();
            unsigned addr = top->coeff_index;
            top->clock = 1; top->eval();
            top->clock = 0; top->start = 0; top->reset = 0; top->coeff_data = poly[addr & 255];
            top->eval();
            if (abort && cycles == abort) {
                std::printf("R %u\n", (unsigned)(top->busy | top->done | top->out_valid));
                break;
            }
            if (cycles >= LIMIT) { std::printf("E timeout\n"); break; }
            if (top->out_valid && nb < 512) {
                std::snprintf(hex + 2 * nb, 3, "%02x", (unsigned)top->out_data); ++nb;
            }
            if (top->done) {
                if (top->busy || top->out_valid) { std::printf("E done with busy\n"); break; }
                hex[2 * nb] = 0;
                std::printf("O %u %s\n", cycles, nb ? hex : "-");
                break;
            }
            if (!top->busy) { std::printf("E not busy\n"); break; }
            ++cycles;
            if (abort == cycles) top->reset = 1;
        }
    }
    return tb_close();
}
