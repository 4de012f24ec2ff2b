// Testbench of mlkem_fpga::rtl::cell_unit::verilated: CellUnit with a byte memory (one cycle
// of read latency, the old byte on a read during a write). On stdin: "M n b0 .. b(n-1)" (the
// memory), then one line "C op addr cell_a cell_b cell_c diff gap" per command (gap idle
// cycles first). Prints, per command, "W addr byte" per memory write and "D cycles fail" at
// done (cycles from the one the command was taken in to done, inclusive).
#include "tb.h"
#include <vector>
int main(int argc, char** argv) {
    tb_open(argc, argv);
    top->clock = 0; top->cmd_valid = 0; top->mem_rdata = 0; top->diff = 0;
    top->reset = 1; tick(); top->reset = 0;
    unsigned n;
    if (std::scanf(" M %u", &n) != 1) return 2;
    std::vector<unsigned char> mem(n);
    for (unsigned k = 0; k < n; ++k) { unsigned b; if (std::scanf("%u", &b) != 1) return 2; mem[k] = b; }
    unsigned op, addr, ca, cb, cc, diff, gap;
    while (std::scanf(" C %u %u %u %u %u %u %u", &op, &addr, &ca, &cb, &cc, &diff, &gap) == 7) {
        top->cmd_valid = 0;
        for (unsigned g = 0; g < gap; ++g) tick();
        top->cmd_valid = 1; top->cmd_op = op; top->cmd_addr = addr;
        top->cmd_cell_a = ca; top->cmd_cell_b = cb; top->cmd_cell_c = cc; top->diff = diff;
        bool finished = false;
        for (unsigned long long t = 0; t < LIMIT; ++t) {
            settle();
            unsigned raddr = top->mem_raddr;
            bool we = top->mem_we;
            unsigned waddr = top->mem_waddr, wdata = top->mem_wdata;
            bool done = top->done, fail = top->fail;
            edge();
            top->mem_rdata = raddr < n ? mem[raddr] : 0;
            if (we) {
                if (waddr >= n) { std::printf("E write past the memory\n"); return 3; }
                mem[waddr] = wdata;
                std::printf("W %u %u\n", waddr, wdata);
            }
            top->cmd_valid = 0;
            if (done) { std::printf("D %llu %u\n", t + 1, (unsigned)fail); finished = true; break; }
        }
        if (!finished) { std::printf("E no done after %llu cycles\n", (unsigned long long)LIMIT); return 3; }
    }
    return tb_close();
}
