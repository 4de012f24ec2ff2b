// Testbench of mlkem_fpga::rtl::sequencer::verilated: KemSequencer with stub units.
// Per run, on stdin: "S entry params key modulus_flag debug word ns nd" (debug 1: the word is
// written into the microcode memory and runs as the debug path), then ns sponge cycle counts,
// then nd datapath "cycles fail" pairs (the stubs' answers, in command order). Prints one line
// "C t op a b r addr ca cb cc len d byte func eta first sub cmp" per command (t: the cycle
// from the first fetch in which s_valid or d_valid is high) and "D t status" at done.
#include "tb.h"
#include <vector>
int main(int argc, char** argv) {
    tb_open(argc, argv);
    top->clock = 0; top->reset = 0; top->start = 0;
    top->s_ready = 1; top->d_done = 0; top->d_fail = 0; top->modulus_flag = 0;
    settle();
    unsigned entry, params, key, modflag, debug, word, ns, nd;
    while (std::scanf(" S %u %u %u %u %u %u %u %u", &entry, &params, &key, &modflag, &debug, &word,
                      &ns, &nd) == 8) {
        std::vector<unsigned long long> sc(ns), dc(nd);
        std::vector<unsigned> df(nd);
        for (unsigned n = 0; n < ns; ++n) if (std::scanf("%llu", &sc[n]) != 1) return 2;
        for (unsigned n = 0; n < nd; ++n) if (std::scanf("%llu %u", &dc[n], &df[n]) != 2) return 2;
        if (debug) {
            top->dbg_we_lo = 1; top->dbg_wdata = word & 0xFFFF; tick();
            top->dbg_we_lo = 0; top->dbg_we_hi = 1; top->dbg_wdata = word >> 16; tick();
            top->dbg_we_hi = 0;
        }
        top->start = 1; top->entry = entry; top->params = params; top->key = key;
        top->debug = debug;
        top->modulus_flag = modflag; top->s_ready = 1; top->d_done = 0; top->d_fail = 0;
        tick();
        top->start = 0; top->debug = 0;
        unsigned long long s_left = 0, d_left = 0;
        unsigned d_fail = 0, si = 0, di = 0;
        bool finished = false;
        for (unsigned long long t = 0; t < LIMIT; ++t) {
            top->s_ready = s_left == 0;
            top->d_done = d_left == 1;
            top->d_fail = d_left == 1 && d_fail;
            settle();
            if (top->done) {
                std::printf("D %llu %u\n", t, (unsigned)top->status);
                finished = true;
                break;
            }
            unsigned sv = top->s_valid, dv = top->d_valid;
            if (sv || dv)
                std::printf("C %llu %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u %u\n", t,
                            (unsigned)top->cmd_op, (unsigned)top->cmd_slot_a,
                            (unsigned)top->cmd_slot_b, (unsigned)top->cmd_slot_r,
                            (unsigned)top->cmd_addr, (unsigned)top->cmd_cell_a,
                            (unsigned)top->cmd_cell_b, (unsigned)top->cmd_cell_c,
                            (unsigned)top->cmd_len, (unsigned)top->cmd_d,
                            (unsigned)top->cmd_byte, (unsigned)top->cmd_func,
                            (unsigned)top->cmd_eta, (unsigned)top->cmd_first,
                            (unsigned)top->cmd_sub, (unsigned)top->cmd_compare);
            edge();
            if (s_left) --s_left;
            if (d_left) --d_left;
            if (sv) {
                if (si == ns) { std::printf("E extra sponge command at %llu\n", t); return 3; }
                s_left = sc[si] ? sc[si] - 1 : 0; ++si;
            }
            if (dv) {
                if (di == nd) { std::printf("E extra datapath command at %llu\n", t); return 3; }
                d_left = dc[di] - 1; d_fail = df[di]; ++di;
            }
        }
        if (!finished) { std::printf("E no done after %llu cycles\n", (unsigned long long)LIMIT); return 3; }
    }
    return tb_close();
}
