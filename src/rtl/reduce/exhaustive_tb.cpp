// Reducer testbench (mlkem_fpga::rtl::reduce::verilated): every c in [0, MAX_C], r == c % Q.
// Q and MAX_C are #defined from mlkem_fpga::params by the Rust side, ahead of this file.
#ifndef Q
#error "Q and MAX_C come from mlkem_fpga::params"
#endif
#define TB_COMBINATIONAL
#include "tb.h"

int main(int argc, char** argv) {
    tb_open(argc, argv);
    uint64_t checked = 0, mismatches = 0;
    for (uint32_t c = 0;; ++c) {
        top->c = c;
        settle();
        const uint32_t got = top->r;
        const uint32_t want = c % Q;
        ++checked;
        if (got != want) {
            if (mismatches == 0) std::printf("FIRST %u %u %u\n", c, got, want);
            ++mismatches;
        }
        if (c == MAX_C) break;
    }
    std::printf("CHECKED %llu\nMISMATCHES %llu\n", (unsigned long long)checked,
                (unsigned long long)mismatches);
    return tb_close();
}
