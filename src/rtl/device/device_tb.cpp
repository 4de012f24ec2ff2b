// The virtual board's bench (mlkem_fpga::rtl::device::verilated): the device's UART pins
// driven from stdin and decoded to stdout (the line protocol is in verilated.rs). It clocks
// with edge(), not tick(): Verilator settles a changed input at the next eval(), and the
// bench's hot loop (millions of cycles per KEM operation) saves the extra eval().
#include "tb.h"
#include <poll.h>
#include <unistd.h>
#include <deque>
#include <string>

static int hexval(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

int main(int argc, char** argv) {
    tb_open(argc, argv);
    unsigned div = argc > 1 ? (unsigned)atoi(argv[1]) : 50;
    unsigned long long grace = argc > 2 ? strtoull(argv[2], 0, 10) : 300;
    top->clock = 0; top->uart_rx = 1; top->reset = 1; top->eval();
    for (int i = 0; i < 8; i++) edge();
    top->reset = 0;
    for (int i = 0; i < 8; i++) edge();
    std::deque<unsigned char> txq;
    int s_bit = -1; unsigned s_cnt = 0; unsigned s_frame = 0;
    int r_state = 0; unsigned r_cnt = 0; int r_bit = 0; unsigned r_byte = 0;
    std::string inbuf, out;
    unsigned long long quiet = 0;
    for (;;) {
        bool active = !txq.empty() || s_bit >= 0 || r_state != 0 || (top->leds & 3) || !top->uart_tx;
        quiet = active ? 0 : quiet + 1;
        bool sleep = quiet > grace * div;
        if (sleep || (tb_cycles & 1023) == 0) {
            if (!out.empty()) { printf("R %s\n", out.c_str()); out.clear(); }
            if (sleep) fflush(stdout);
            struct pollfd p; p.fd = 0; p.events = POLLIN; p.revents = 0;
            int r = poll(&p, 1, sleep ? -1 : 0);
            if (r > 0) {
                char buf[65536];
                ssize_t n = read(0, buf, sizeof buf);
                if (n <= 0) break;
                inbuf.append(buf, n);
                size_t nl;
                while ((nl = inbuf.find('\n')) != std::string::npos) {
                    std::string line = inbuf.substr(0, nl);
                    inbuf.erase(0, nl + 1);
                    if (line.empty()) continue;
                    if (line[0] == 'D') {
                        for (size_t i = 2; i + 1 < line.size(); i += 2)
                            txq.push_back((unsigned char)(hexval(line[i]) * 16 + hexval(line[i + 1])));
                    } else if (line[0] == 'B') {
                        div = (unsigned)atoi(line.c_str() + 2);
                    } else if (line[0] == 'Q') {
                        printf("T %llu\n", tb_cycles);
                        fflush(stdout);
                    } else if (line[0] == 'X') {
                        top->reset = 1;
                        for (int i = 0; i < 4; i++) edge();
                        top->reset = 0;
                        for (int i = 0; i < 4; i++) edge();
                        s_bit = -1; r_state = 0; txq.clear();
                    }
                }
                quiet = 0;
                continue;
            }
            if (sleep) continue;
        }
        if (s_bit < 0 && !txq.empty()) {
            s_frame = (1u << 9) | ((unsigned)txq.front() << 1);
            txq.pop_front();
            s_bit = 0; s_cnt = 0;
        }
        top->uart_rx = s_bit < 0 ? 1 : (s_frame >> s_bit) & 1;
        edge();
        if (s_bit >= 0 && ++s_cnt == div) { s_cnt = 0; if (++s_bit == 10) s_bit = -1; }
        int line = top->uart_tx;
        if (r_state == 0) {
            if (!line) { r_state = 1; r_cnt = 1; }
        } else if (r_state == 1) {
            if (++r_cnt == div / 2) {
                if (line) r_state = 0; else { r_state = 2; r_cnt = 0; r_bit = 0; r_byte = 0; }
            }
        } else if (++r_cnt == div) {
            r_cnt = 0;
            if (r_bit < 8) { r_byte |= (unsigned)line << r_bit; r_bit++; }
            else {
                if (line) { char h[3]; snprintf(h, sizeof h, "%02x", r_byte); out += h; }
                else printf("F\n");
                r_state = 0;
            }
        }
    }
    return tb_close();
}
