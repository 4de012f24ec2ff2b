// Testbench of mlkem_fpga::rtl::keccak::verilated: the permutation-core contract, one command
// per script line, for any core (KeccakSerial, KeccakParallel<R>). Busy cycles: the command's
// own cycle not counted, every cycle with busy high counted (CoreSim's convention).
#include "tb.h"

// Cycles after which a command that never finishes fails the run (COMMAND_LIMIT in sim.rs).
static const unsigned long long LIMIT = 100000;

// After a command's cycle: every pulse low, and the data inputs changed (the core must have
// sampled them at the command's edge).
static void release() {
    top->reset = 0; top->clear = 0; top->permute = 0; top->lane_xor = 0; top->lane_read = 0;
    top->lane = 31; top->lane_in = 0;
    settle();
}

// Pulses `sig` for one cycle.
static void pulse(CData* sig) { *sig = 1; tick(); release(); }

// Clocks until busy is low; returns the busy cycles.
static unsigned long long busy_cycles(const char* what) {
    return tb_wait_while([] { return top->busy != 0; }, LIMIT, what);
}

int main(int argc, char** argv) {
    tb_open(argc, argv);
    top->clock = 0;
    release();
    char cmd[8];
    while (std::scanf("%7s", cmd) == 1) {
        if (top->busy) { std::printf("E busy\n"); continue; }
        if (!std::strcmp(cmd, "reset")) {
            pulse(&top->reset);
        } else if (!std::strcmp(cmd, "clear")) {
            pulse(&top->clear);
        } else if (!std::strcmp(cmd, "permute")) {
            pulse(&top->permute);
        } else if (!std::strcmp(cmd, "xor")) {
            unsigned lane; unsigned long long v;
            if (std::scanf("%u %llx", &lane, &v) != 2) return 2;
            top->lane = lane; top->lane_in = v; pulse(&top->lane_xor);
        } else if (!std::strcmp(cmd, "read")) {
            unsigned lane; if (std::scanf("%u", &lane) != 1) return 2;
            top->lane = lane; pulse(&top->lane_read);
            unsigned long long n = busy_cycles("busy after read");
            std::printf("L %016llx\nN %llu\n", (unsigned long long)top->lane_out, n);
            continue;
        } else if (!std::strcmp(cmd, "cut")) {
            unsigned n; if (std::scanf("%u", &n) != 1) return 2;
            pulse(&top->permute);
            for (unsigned i = 0; i < n; ++i) tick();
            pulse(&top->reset);
            std::printf("B %u\n", (unsigned)top->busy);
            continue;
        } else {
            return 3;
        }
        std::printf("N %llu\n", busy_cycles(cmd));
    }
    return tb_close();
}
