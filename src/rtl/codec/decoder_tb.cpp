// Testbench of mlkem_fpga::rtl::codec::verilated: PolyDecoder script driver.
// Line "D d abort hex": run (abort > 0: reset at edge `abort`, print "R").
#include "tb.h"
int main(int argc, char** argv) {
    tb_open(argc, argv);
    top->clock = 0; top->reset = 0; top->start = 0; top->d = 0; top->byte_data = 0;
    top->eval();
    char cmd[4];
    static char hex[2 * 512 + 1];
    unsigned char bytes[512];
    while (std::scanf("%3s", cmd) == 1) {
        unsigned d, abort;
        if (std::scanf("%u %u %1024s", &d, &abort, hex) != 3) return 2;
        size_t len = std::strlen(hex) / 2;
        std::memset(bytes, 0, sizeof bytes);
        for (size_t i = 0; i < len; ++i) { unsigned b; std::sscanf(hex + 2 * i, "%2x", &b); bytes[i] = b; }
        top->start = 1; top->d = d;
        unsigned cycles = 0, next = 0;
        unsigned coeffs[256];
        bool bad = false;
        for (;;) {
            top->eval();
            unsigned addr = top->byte_index;
            top->clock = 1; top->eval();
            top->clock = 0; top->start = 0; top->reset = 0; top->byte_data = bytes[addr & 511];
            top->eval();
            if (abort && cycles == abort) {
                std::printf("R %u\n", (unsigned)(top->busy | top->done | top->coeff_write | top->out_of_range));
                break;
            }
            if (cycles >= LIMIT) { std::printf("E timeout\n"); break; }
            if (top->coeff_write) {
                if (top->coeff_index != next || next >= 256) bad = true;
                else coeffs[next++] = top->coeff_value;
            }
            if (top->done) {
                if (top->busy || top->coeff_write || bad || next != 256) { std::printf("E protocol\n"); break; }
                std::printf("O %u %u", cycles, (unsigned)top->out_of_range);
                for (int i = 0; i < 256; ++i) std::printf(" %u", coeffs[i]);
                std::printf("\n");
                break;
            }
            if (!top->busy) { std::printf("E not busy\n"); break; }
            ++cycles;
            if (abort == cycles) top->reset = 1;
        }
    }
    return tb_close();
}
