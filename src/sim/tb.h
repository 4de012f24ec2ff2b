// tb.h: the prelude every Verilator testbench of this project includes (written beside the
// testbench by mlkem_fpga::sim::verilator::build_with_driver). One model `top`, one cycle
// counter, one clock loop:
//   tb_open(argc, argv)  creates the context and the model;
//   settle()             propagates changed inputs;
//   edge()               one rising and one falling clock edge (++tb_cycles);
//   tick()               settle(), then edge(): inputs set before it are sampled at its edge;
//   tb_wait_while(c, limit, what)  tick() while c() holds, at most limit times: the bounded
//                        wait (returns the ticks; past the limit the run fails with a message);
//   tb_close()           flushes stdout, finalises and frees the model; returns 0 for main.
// A combinational testbench defines TB_COMBINATIONAL before the include (no clock port).
#pragma once
#include "Vtop.h"
#include "verilated.h"
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

static VerilatedContext* tb_ctx = nullptr;
static Vtop* top = nullptr;
static unsigned long long tb_cycles = 0;

static inline void tb_open(int argc, char** argv) {
    tb_ctx = new VerilatedContext;
    tb_ctx->commandArgs(argc, argv);
    top = new Vtop{tb_ctx};
}

static inline int tb_close() {
    std::fflush(stdout);
    top->final();
    delete top;
    delete tb_ctx;
    return 0;
}

static inline void settle() { top->eval(); }

#ifndef TB_COMBINATIONAL
static inline void edge() {
    top->clock = 1; top->eval();
    top->clock = 0; top->eval();
    ++tb_cycles;
}

static inline void tick() {
    settle();
    edge();
}

// Ticks while cond() holds (checked before every tick), at most `limit` ticks; returns the
// ticks. Past the limit it prints "<what>: still waiting after <limit> cycles" on stderr and
// exits with status 4, so the Rust side (run_with_input) fails with that message.
template <class Cond>
static inline unsigned long long tb_wait_while(Cond cond, unsigned long long limit,
                                               const char* what) {
    unsigned long long n = 0;
    while (cond()) {
        if (n == limit) {
            std::fflush(stdout);
            std::fprintf(stderr, "%s: still waiting after %llu cycles\n", what, limit);
            std::exit(4);
        }
        tick();
        ++n;
    }
    return n;
}
#endif
