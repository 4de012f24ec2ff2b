// Testbench of mlkem_fpga::rtl::sponge_unit::verilated: SpongeUnit with a byte memory
// (one cycle of read latency, the old byte on a read during a write). On stdin: "M n b0 .. b(n-1)"
// (the memory), then one line "C op addr len byte func slot eta gap abort" per command: gap idle
// cycles first, and when abort is nonzero, reset high in that cycle of the command. Prints,
// per command, "W addr byte" per memory write, "K slot index value" per coefficient write and
// "R cycles" when the unit is ready again (cycles from the one the command was taken in), or
// "A cycles" for an aborted command (cycles from the reset).
#include "tb.h"
#include <vector>
int main(int argc, char** argv) {
    tb_open(argc, argv);
    top->clock = 0; top->cmd_valid = 0; top->mem_rdata = 0;
    top->reset = 1; tick(); top->reset = 0;
    tb_wait_while([] { return !top->ready; }, LIMIT, "ready after reset");
    unsigned n;
    if (std::scanf(" M %u", &n) != 1) return 2;
    std::vector<unsigned char> mem(n);
    for (unsigned k = 0; k < n; ++k) { unsigned b; if (std::scanf("%u", &b) != 1) return 2; mem[k] = b; }
    unsigned op, addr, len, byte, func, slot, eta, gap, abort;
    while (std::scanf(" C %u %u %u %u %u %u %u %u %u", &op, &addr, &len, &byte, &func, &slot, &eta,
                      &gap, &abort) == 9) {
        top->cmd_valid = 0;
        for (unsigned g = 0; g < gap; ++g) tick();
        top->cmd_valid = 1; top->cmd_op = op; top->cmd_addr = addr; top->cmd_len = len;
        top->cmd_byte = byte; top->cmd_func = func; top->cmd_slot = slot; top->cmd_eta = eta;
        bool done = false;
        unsigned long long since = 0;
        for (unsigned long long t = 0; t < LIMIT; ++t) {
            top->reset = abort && t == abort;
            if (top->reset) since = t;
            settle();
            if (t == 0 && !top->ready) { std::printf("E not ready\n"); return 3; }
            if (t > 0 && top->ready) {
                std::printf("%c %llu\n", since ? 'A' : 'R', t - since);
                done = true;
                break;
            }
            unsigned raddr = top->mem_raddr;
            bool we = top->mem_we;
            unsigned waddr = top->mem_waddr, wdata = top->mem_wdata;
            if (top->coeff_write)
                std::printf("K %u %u %u\n", (unsigned)top->coeff_slot, (unsigned)top->coeff_index,
                            (unsigned)top->coeff_value);
            edge();
            top->mem_rdata = raddr < n ? mem[raddr] : 0;
            if (we) {
                if (waddr >= n) { std::printf("E write past the memory\n"); return 3; }
                mem[waddr] = wdata;
                std::printf("W %u %u\n", waddr, wdata);
            }
            top->cmd_valid = 0;
            top->reset = 0;
        }
        if (!done) { std::printf("E not ready after %llu cycles\n", (unsigned long long)LIMIT); return 3; }
    }
    return tb_close();
}
