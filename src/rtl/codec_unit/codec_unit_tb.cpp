// Testbench of mlkem_fpga::rtl::codec_unit::verilated: CodecUnit with a byte memory and the
// polynomial slots (each one cycle of read latency). On stdin: "M n b0 .. b(n-1)" (the
// memory), "S n c0 .. c(256n-1)" (n slots of 256 coefficients), then one line
// "C op addr d slot compare clear gap abort" per command (a cycle with flags_clear high if
// clear, then gap idle cycles; reset high in cycle `abort` of the command if nonzero).
// Prints, per command, "W addr byte" per memory write, "P slot index value" per coefficient
// write and "D cycles modulus_flag diff aborted" at done or at the reset (cycles from the one
// the command was taken in, inclusive; the flags of the cycle after).
#include "tb.h"
#include <vector>
int main(int argc, char** argv) {
    tb_open(argc, argv);
    top->clock = 0; top->cmd_valid = 0; top->mem_rdata = 0; top->poly_rdata = 0;
    top->flags_clear = 0;
    top->reset = 1; tick(); top->reset = 0;
    unsigned n, ns;
    if (std::scanf(" M %u", &n) != 1) return 2;
    std::vector<unsigned char> mem(n);
    for (unsigned k = 0; k < n; ++k) { unsigned b; if (std::scanf("%u", &b) != 1) return 2; mem[k] = b; }
    if (std::scanf(" S %u", &ns) != 1) return 2;
    std::vector<unsigned> slots(256u * ns);
    for (auto& c : slots) if (std::scanf("%u", &c) != 1) return 2;
    unsigned op, addr, d, slot, compare, clear, gap, abort;
    while (std::scanf(" C %u %u %u %u %u %u %u %u", &op, &addr, &d, &slot, &compare, &clear, &gap, &abort) == 8) {
        top->cmd_valid = 0;
        if (clear) { top->flags_clear = 1; tick(); top->flags_clear = 0; }
        for (unsigned g = 0; g < gap; ++g) tick();
        top->cmd_valid = 1; top->cmd_op = op; top->cmd_addr = addr; top->cmd_d = d;
        top->cmd_slot = slot; top->cmd_compare = compare;
        bool finished = false;
        for (unsigned long long t = 0; t < LIMIT; ++t) {
            bool aborting = abort != 0 && t == abort;
            top->reset = aborting;
            settle();
            unsigned raddr = top->mem_raddr, rslot = top->poly_rslot, rindex = top->poly_rindex;
            bool we = top->mem_we;
            unsigned waddr = top->mem_waddr, wdata = top->mem_wdata;
            bool cw = top->coeff_write;
            unsigned cs = top->coeff_slot, ci = top->coeff_index, cv = top->coeff_value;
            bool done = top->done;
            edge();
            top->mem_rdata = raddr < n ? mem[raddr] : 0;
            top->poly_rdata = rslot < ns ? slots[256u * rslot + rindex] : 0;
            if (we) {
                if (waddr >= n) { std::printf("E write past the memory\n"); return 3; }
                mem[waddr] = wdata;
                std::printf("W %u %u\n", waddr, wdata);
            }
            if (cw) {
                if (cs >= ns) { std::printf("E write past the slots\n"); return 3; }
                slots[256u * cs + ci] = cv;
                std::printf("P %u %u %u\n", cs, ci, cv);
            }
            top->cmd_valid = 0; top->reset = 0;
            if (done || aborting) {
                settle();
                std::printf("D %llu %u %u %u\n", t + 1, (unsigned)top->modulus_flag, (unsigned)top->diff,
                            (unsigned)aborting);
                finished = true;
                break;
            }
        }
        if (!finished) { std::printf("E no done after %llu cycles\n", (unsigned long long)LIMIT); return 3; }
    }
    return tb_close();
}
