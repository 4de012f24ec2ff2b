// FusedModMul testbench (mlkem_fpga::rtl::reduce::verilated::fused_check): r == a·b % Q for
// every a, b in [0, Q), c = a + 2^N·b. Q and N come from the Rust side, ahead of this file.
#ifndef Q
#error "Q and N come from mlkem_fpga::rtl::reduce::verilated"
#endif
#define TB_COMBINATIONAL
#include "tb.h"

int main(int argc, char** argv) {
    tb_open(argc, argv);
    uint64_t checked = 0, mismatches = 0;
    for (uint64_t b = 0; b < Q; ++b) {
        for (uint64_t a = 0; a < Q; ++a) {
            const uint64_t c = a | (b << N);
            top->c = c;
            settle();
            const uint64_t got = top->r;
            const uint64_t want = a * b % Q;
            ++checked;
            if (got != want) {
                if (mismatches == 0)
                    std::printf("FIRST %llu %llu %llu\n", (unsigned long long)c,
                                (unsigned long long)got, (unsigned long long)want);
                ++mismatches;
            }
        }
    }
    std::printf("CHECKED %llu\nMISMATCHES %llu\n", (unsigned long long)checked,
                (unsigned long long)mismatches);
    return tb_close();
}
