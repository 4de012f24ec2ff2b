// Generated-reducer testbench (mlkem_fpga::rtl::reduce::verilated::generated_check):
// r == c % Q on the N_EDGES inputs of EDGES[] (always), then on every c in [0, MAX_C] when EXHAUSTIVE
// is 1, or on RANDOM inputs drawn uniformly from [0, MAX_C] by splitmix64 (seed SEED).
// Q, MAX_C, EXHAUSTIVE, RANDOM, SEED, N_EDGES and EDGES[] come from the Rust side, ahead of this file.
#ifndef Q
#error "Q, MAX_C, EXHAUSTIVE, RANDOM, SEED and EDGES come from mlkem_fpga::rtl::reduce::verilated"
#endif
#define TB_COMBINATIONAL
#include "tb.h"

static uint64_t checked = 0, mismatches = 0;

static void check(uint64_t c) {
    top->c = c;
    settle();
    const uint64_t got = top->r;
    const uint64_t want = c % Q;
    ++checked;
    if (got != want) {
        if (mismatches == 0)
            std::printf("FIRST %llu %llu %llu\n", (unsigned long long)c, (unsigned long long)got,
                        (unsigned long long)want);
        ++mismatches;
    }
}

static uint64_t splitmix64(uint64_t& s) {
    uint64_t z = (s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

int main(int argc, char** argv) {
    tb_open(argc, argv);
    for (uint64_t i = 0; i < N_EDGES; ++i) check(EDGES[i]);
    if (EXHAUSTIVE) {
        for (uint64_t c = 0;; ++c) {
            check(c);
            if (c == MAX_C) break;
        }
    } else {
        uint64_t s = SEED;
        for (uint64_t i = 0; i < RANDOM; ++i) check(splitmix64(s) % (MAX_C + 1));
    }
    std::printf("CHECKED %llu\nMISMATCHES %llu\n", (unsigned long long)checked,
                (unsigned long long)mismatches);
    return tb_close();
}
