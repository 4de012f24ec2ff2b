// Testbench of mlkem_fpga::rtl::ntt::verilated: Butterfly vector driver (latency 4).
#include "tb.h"
#include <vector>

int main(int argc, char** argv) {
    tb_open(argc, argv);
    std::vector<unsigned> in;
    unsigned a, b, w, inv;
    while (std::scanf("%u %u %u %u", &a, &b, &w, &inv) == 4) {
        in.push_back(a); in.push_back(b); in.push_back(w); in.push_back(inv);
    }
    const size_t n = in.size() / 4;
    top->clock = 0; top->eval();
    for (size_t t = 0; t < n + 4; ++t) {
        if (t < n) { top->a = in[4*t]; top->b = in[4*t+1]; top->w = in[4*t+2]; top->inverse = in[4*t+3]; }
        tick();
        // After the edge that ends cycle t, the outputs show the inputs of cycle t − 3.
        if (t >= 3 && t - 3 < n) std::printf("%u %u\n", (unsigned)top->x, (unsigned)top->y);
    }
    return tb_close();
}
