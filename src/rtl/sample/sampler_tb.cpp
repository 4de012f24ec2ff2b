// Testbench of mlkem_fpga::rtl::sample::verilated: sampler script driver.
#include "tb.h"
#include <vector>


int main(int argc, char** argv) {
    tb_open(argc, argv);
    top->clock = 0; top->reset = 0; top->start = 0; top->in_valid = 0; top->in_byte = 0;
    top->eval();
    char cmd[4];
    std::vector<unsigned> bytes, w;
    while (std::scanf("%3s", cmd) == 1) {
        if (cmd[0] != 'S') return 3;
        unsigned eta3, seed, abort_at, n;
        if (std::scanf("%u %u %u %u", &eta3, &seed, &abort_at, &n) != 4) return 2;
        bytes.resize(n);
        for (unsigned k = 0; k < n; ++k) if (std::scanf("%x", &bytes[k]) != 1) return 2;
#ifdef HAS_ETA3
        top->eta3 = eta3;
#endif
        top->eval();
        if (top->busy) { std::printf("E busy before start\n"); continue; }
        top->start = 1; tick(); top->start = 0;
        uint32_t lcg = seed;
        unsigned cycles = 0, pos = 0;
        const char* err = nullptr;
        bool aborted = false;
        w.clear();
        for (;;) {
            if (cycles > 100000) { err = "no done"; break; }
            if (abort_at && cycles == abort_at) {
                top->in_valid = 0; top->reset = 1; tick(); top->reset = 0; top->eval();
                aborted = true;
                break;
            }
            if (!top->busy) { err = "busy low without done"; break; }
            bool v = pos < n;
            if (seed) { lcg = lcg * 1664525u + 1013904223u; if ((lcg >> 30) == 0) v = false; }
            top->in_valid = v; top->in_byte = v ? bytes[pos] : 0; top->eval();
            const bool ready = top->in_ready;
            if (ready && pos == n) { err = "wants more bytes"; break; }
            tick(); ++cycles;
            if (v && ready) ++pos;
            if (top->coeff_write) { w.push_back(top->coeff_index); w.push_back(top->coeff_value); }
            if (top->done) { if (top->busy) err = "busy with done"; break; }
        }
        if (err) { std::printf("E %s\n", err); continue; }
        if (aborted) {
            std::printf("A %u %u %u\n", (unsigned)top->busy, (unsigned)top->in_ready,
                        (unsigned)(top->done | top->coeff_write));
            continue;
        }
        // One idle cycle: done falls, nothing is taken or written.
        top->in_valid = 1; top->eval();
        if (top->in_ready) { std::printf("E ready after done\n"); continue; }
        tick(); top->in_valid = 0; top->eval();
        if (top->done || top->busy || top->coeff_write) { std::printf("E not idle after done\n"); continue; }
        std::printf("R %u %u %u", cycles, pos, (unsigned)(w.size() / 2));
        for (unsigned x : w) std::printf(" %u", x);
        std::printf("\n");
    }
    return tb_close();
}
