// Testbench of mlkem_fpga::rtl::engine_unit::verilated: EngineUnit through its ports. On
// stdin, one line per step:
//   "L slot c0 .. c255"  load a slot while idle (the sampler's port for slot 24 or 25, else
//                        the codec's);
//   "R slot"             read a slot through the codec's port; prints "D c0 .. c255";
//   "C op a b r first sub gap abort smp" then, if smp is nonzero, a line "V v0 .. v255":
//                        gap idle cycles, then the command (reset high in cycle `abort` of it
//                        if nonzero), the sampler writing v into sample buffer smp from the
//                        cycle the command is taken in; prints "K cycles aborted" at done or
//                        at the reset (cycles from the one the command was taken in,
//                        inclusive).
#include "tb.h"
#include <vector>
static bool is_sample(unsigned s) { return s == 24 || s == 25; }
int main(int argc, char** argv) {
    tb_open(argc, argv);
    top->clock = 0; top->cmd_valid = 0; top->coeff_write = 0; top->smp_write = 0;
    top->reset = 1; tick(); top->reset = 0;
    char cmd[4];
    while (std::scanf("%3s", cmd) == 1) {
        if (!std::strcmp(cmd, "L")) {
            unsigned s; if (std::scanf("%u", &s) != 1) return 2;
            for (unsigned j = 0; j < 256; ++j) {
                unsigned v; if (std::scanf("%u", &v) != 1) return 2;
                if (is_sample(s)) {
                    top->smp_write = 1; top->smp_slot = s; top->smp_index = j; top->smp_value = v;
                } else {
                    top->coeff_write = 1; top->coeff_slot = s; top->coeff_index = j; top->coeff_value = v;
                }
                tick();
            }
            top->smp_write = 0; top->coeff_write = 0;
        } else if (!std::strcmp(cmd, "R")) {
            unsigned s; if (std::scanf("%u", &s) != 1) return 2;
            std::printf("D");
            for (unsigned j = 0; j < 256; ++j) {
                top->poly_rslot = s; top->poly_rindex = j; tick();
                std::printf(" %u", (unsigned)top->poly_rdata);
            }
            std::printf("\n");
        } else if (!std::strcmp(cmd, "C")) {
            unsigned op, a, b, r, first, sub, gap, abort, smp;
            if (std::scanf("%u %u %u %u %u %u %u %u %u", &op, &a, &b, &r, &first, &sub, &gap, &abort, &smp) != 9) return 2;
            std::vector<unsigned> v(256);
            if (smp) {
                if (std::scanf(" V") != 0) return 2;
                for (auto& x : v) if (std::scanf("%u", &x) != 1) return 2;
            }
            for (unsigned g = 0; g < gap; ++g) tick();
            top->cmd_valid = 1; top->cmd_op = op; top->cmd_slot_a = a; top->cmd_slot_b = b;
            top->cmd_slot_r = r; top->cmd_first = first; top->cmd_sub = sub;
            bool finished = false;
            for (unsigned long long t = 0; t < LIMIT; ++t) {
                bool aborting = abort != 0 && t == abort;
                top->reset = aborting;
                if (smp && t < 256) {
                    top->smp_write = 1; top->smp_slot = smp; top->smp_index = t; top->smp_value = v[t];
                } else {
                    top->smp_write = 0;
                }
                settle();
                bool done = top->done;
                tick();
                top->cmd_valid = 0; top->reset = 0;
                if (done || aborting) {
                    top->smp_write = 0;
                    std::printf("K %llu %u\n", t + 1, (unsigned)aborting);
                    finished = true;
                    break;
                }
            }
            if (!finished) { std::printf("E no done after %llu cycles\n", (unsigned long long)LIMIT); return 3; }
        } else {
            return 3;
        }
    }
    return tb_close();
}
