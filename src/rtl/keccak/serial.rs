//! `KeccakSerial`: a compact, lane-serial Keccak-f\[1600\] core for the iCE40-HX8K: the state
//! in block RAM, one 64-bit lane through θ, ρ, π, χ and ι per cycle.
//!
//! FIPS 202 §3.2: θ (Algorithm 1), ρ (Algorithm 2), π (Algorithm 3), χ (Algorithm 4),
//! ι (Algorithm 6, round constants from Algorithm 5), Rnd and Keccak-p\[1600, 24\] =
//! Keccak-f\[1600\] (Algorithm 7, §3.3–3.4); the state layout is §3.1.2 (lane `x + 5y`,
//! bit z = A\[x, y, z\]).
//!
//! # Ports (the permutation-core contract of [`crate::rtl::keccak`])
//!
//! | port | dir | width | meaning per cycle |
//! |---|---|---|---|
//! | `clock` | in | 1 | rising edge |
//! | `reset` | in | 1 | synchronous: idle after this edge, whatever the core was doing; the state RAM keeps what it holds (a permutation cut short leaves a mix of rounds) |
//! | `clear` | in | 1 | command: state ← 0 |
//! | `permute` | in | 1 | command: state ← Keccak-f\[1600\](state) |
//! | `lane_xor` | in | 1 | command: state\[`lane`\] ← state\[`lane`\] ⊕ `lane_in` |
//! | `lane_read` | in | 1 | command: `lane_out` ← state\[`lane`\] |
//! | `lane` | in | 5 | lane index x + 5y ∈ [0, 24], sampled with `lane_xor` / `lane_read` (25..31 reach unused RAM words, outside the state) |
//! | `lane_in` | in | 64 | any 64-bit value, sampled with `lane_xor` |
//! | `lane_out` | out | 64 | the lane last read, from the cycle after `lane_read` until the next command |
//! | `busy` | out | 1 | high from the cycle after a command until the core takes the next one |
//!
//! A command is a one-cycle pulse taken only when `busy` is low and `reset` is low; with
//! several pulses in one cycle the first of `clear`, `permute`, `lane_xor`, `lane_read` wins.
//!
//! # Latency (fixed, data-independent: `busy` cycles after the command's cycle)
//!
//! | command | `busy` cycles | next command | constant |
//! |---|---|---|---|
//! | `clear` | 25 | 26 cycles after | [`CLEAR_CYCLES`] |
//! | `permute` | 725 = 25 passes × 29 | 726 cycles after | [`PERMUTE_CYCLES`] |
//! | `lane_xor` | 2 | 3 cycles after | [`LANE_XOR_CYCLES`] |
//! | `lane_read` | 0 (`lane_out` valid in the next cycle) | the next cycle | [`LANE_READ_CYCLES`] |
//!
//! Ranges: every 64-bit lane value is valid in and out; `lane` ∈ [0, 24].
//!
//! # Architecture
//!
//! ```text
//!  RAM 64 × 64 ─rdata─► ⊕ D[t mod 5] ─► rotl ρ(src) ─► B ─► w1 ─► w2      h, g: the row's
//!  (4 EBR; half 0 │      (D ring,        (6-stage        │                  first two lanes
//!   / half 1)     │       5 × 64)         barrel)        ▼
//!     ▲           │                          wdata = w2 ⊕ (¬w1 ∧ (B or h)) ⊕ RC (ι)
//!     └─ write (registered, falling edge) ◄──────────────┴──► C[x] ⊕= wdata ─► D at t = 0
//! ```
//!
//! The state lives in one `RAM<Bits<64>, 6>`: lane i of the current state at address i
//! (half 0) and the round being written at 32 + i (half 1); each round reads one half and
//! writes the other, and the 24th round writes half 0 again. A permutation is 25 *passes* of
//! [`PASS_CYCLES`] = 29 cycles, each driven by a 32-entry schedule ROM indexed by the pass
//! cycle t ([`schedule_word`], generated from `PI_SOURCE` and `RHO_OFFSETS`):
//!
//! * t = 0..24: read lane `src(t)`; t + 1: θ (⊕ D of column t mod 5) and ρ (rotate by the
//!   source lane's offset) into the register B; t + 2: B enters the χ window.
//! * Output row y is produced in the lane order x = 2y, 2y + 1, … (mod 5) ([`dest`]). With
//!   that order the π source of the t-th lane read, `PI_SOURCE[x + 5y]`, is always in
//!   column t mod 5, so the five θ words D\[x\] sit in a ring of registers that rotates once a
//!   cycle: no 5:1 multiplexer on the datapath.
//! * χ works on a row as it streams: A'\[x\] = B\[x\] ⊕ (¬B\[x+1\] ∧ B\[x+2\]) needs the row's
//!   first two lanes again for its last two outputs, so a two-entry FIFO (h, g) keeps them
//!   and feeds them back into the window; the output lags the read by 4 cycles
//!   (t = 4..28); ι xors `ROUND_CONSTANTS[p − 1]` into lane 0 (t = 4).
//! * Every lane written is also xored into the column parity C\[x\] of the *next* round
//!   (overwriting during row 0, so C needs no clear). At t = 0 of the next pass
//!   D\[x\] ← C\[x − 1\] ⊕ rotl(C\[x + 1\], 1) for all x at once. The 4 cycles per pass beyond the
//!   25 reads are the pipeline draining, so that C is complete before D is formed.
//! * Pass 0 (the *parity pass*) reads the input state in write order with D = 0 and no
//!   rotation and writes nothing: it only fills C for round 0. Passes 1..24 are rounds 0..23.
//! * The write port's address, data and enable are registered and the RAM writes at the
//!   falling edge: reads and writes never meet on one address in a cycle, and a RAM written
//!   on the read clock's edge would make yosys emulate read-before-write on the iCE40 EBR
//!   (a delayed write plus a 64-bit bypass on the read data, about 200 LC).
//!
//! `clear` writes zeros to lanes 0..24 (25 cycles); `lane_xor` reads the lane at the command
//! edge, xors `lane_in` (held in h) in the θ stage and writes through the χ stage with an
//! all-zero window (2 cycles); `lane_read` addresses the RAM at the command edge and the
//! RAM's output register is `lane_out`, held by keeping the read address.
//!
//! # Area, Fmax and the alternatives
//!
//! Measured figures are in the report (`bitstreams/report.json`; the "Keccak" section of
//! `docs/results.md`, `make report`). The design steps measured while the core was built, and
//! the architectures weighed against it, are in `docs/units/keccak.md` ("Design-time
//! measurements of `KeccakSerial`").
//!
//! Model: [`crate::model::keccak::keccak_f1600`]. Drivers: the common ones of every core,
//! [`super::sim::CoreSim`] (RustHDL) and [`super::verilated::VerilatedCore`] (Verilator), whose
//! busy-cycle convention is the table's above. Test: `tests/rtl_keccak/serial.rs` (part of
//! `tests/rtl_keccak.rs`): every `KeccakSerial` check, in both simulators.

use rust_hdl::prelude::*;

use crate::model::keccak::{LANES, PI_SOURCE, RHO_OFFSETS, ROUND_CONSTANTS, ROUNDS};

/// Cycles of one pass: 25 lane reads plus the 4-cycle pipeline (RAM, θρ, χ window).
pub const PASS_CYCLES: usize = LANES + 4;
/// `busy` cycles of `permute`: the parity pass and 24 rounds.
pub const PERMUTE_CYCLES: usize = (ROUNDS + 1) * PASS_CYCLES;
/// `busy` cycles of `clear`: one lane written per cycle.
pub const CLEAR_CYCLES: usize = LANES;
/// `busy` cycles of `lane_xor`: the θ stage, then the write.
pub const LANE_XOR_CYCLES: usize = 2;
/// `busy` cycles of `lane_read`: none, `lane_out` is valid in the next cycle.
pub const LANE_READ_CYCLES: usize = 0;

/// The lane written at output step `w` = 5y + j of a round: row y, x = 2y + j (mod 5).
pub const fn dest(w: usize) -> usize {
    let (y, j) = (w / 5, w % 5);
    (2 * y + j) % 5 + 5 * y
}

/// The lane read at step t of a round: the π source of the output lane `dest(t)`.
pub const fn src(t: usize) -> usize {
    PI_SOURCE[dest(t)]
}

// Bit fields of a schedule ROM word (see [`schedule_word`]). The kernel writes them as
// literals: `#[hdl_gen]` would export a Rust `const` as an undeclared Verilog identifier.
const F_SRC: usize = 0;
const F_PRE: usize = 5;
const F_RHO: usize = 10;
const F_WDEST: usize = 16;
const F_WSEL: usize = 21;
const F_KK: usize = 26;

/// The schedule ROM word for pass cycle `t` (0..31):
/// bits 0–4 `src(t)` (round read), 5–9 `dest(t)` (parity-pass read), 10–15 ρ offset of
/// `src(t)`, 16–20 `dest(t − 4)` (write lane), 21–25 one-hot column of `dest(t − 4)`
/// (the C register to update), 26–28 one-hot (t − 2) mod 5 ∈ {0, 1, 2} (χ window step).
pub fn schedule_word(t: usize) -> u64 {
    let mut word = 0u64;
    if t < LANES {
        word |= (src(t) as u64) << F_SRC;
        word |= (dest(t) as u64) << F_PRE;
        word |= (RHO_OFFSETS[src(t)] as u64) << F_RHO;
    }
    if (4..PASS_CYCLES).contains(&t) {
        let w = t - 4;
        word |= (dest(w) as u64) << F_WDEST;
        word |= 1 << (F_WSEL + dest(w) % 5);
    }
    if (2..PASS_CYCLES).contains(&t) && (t - 2) % 5 < 3 {
        word |= 1 << (F_KK + (t - 2) % 5);
    }
    word
}

/// The ι ROM word for pass `p`: 0 for the parity pass, `ROUND_CONSTANTS[p − 1]` for rounds.
pub fn iota_word(p: usize) -> u64 {
    if (1..=ROUNDS).contains(&p) {
        ROUND_CONSTANTS[p - 1]
    } else {
        0
    }
}

/// The sequencer's state.
#[derive(Copy, Clone, PartialEq, Debug, LogicState)]
pub enum KeccakSerialState {
    Idle,
    Clear,
    LaneXor,
    Permute,
}

/// The lane-serial Keccak-f\[1600\] core (see the module documentation).
#[derive(LogicBlock)]
pub struct KeccakSerial {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub clear: Signal<In, Bit>,
    pub permute: Signal<In, Bit>,
    pub lane_xor: Signal<In, Bit>,
    pub lane_read: Signal<In, Bit>,
    pub lane: Signal<In, Bits<5>>,
    pub lane_in: Signal<In, Bits<64>>,
    pub lane_out: Signal<Out, Bits<64>>,
    pub busy: Signal<Out, Bit>,
    // State RAM (two halves of 32 lanes) and the two ROMs.
    ram: RAM<Bits<64>, 6>,
    schedule: ROM<Bits<32>, 5>,
    iota: ROM<Bits<64>, 5>,
    // Sequencer: state, pass cycle t, pass p, the lane of the last lane command.
    state: DFF<KeccakSerialState>,
    t: DFF<Bits<5>>,
    p: DFF<Bits<5>>,
    // p ≠ 0 (a round pass), registered: `pre` is on the θ-select path.
    rounds: DFF<Bit>,
    lane_q: DFF<Bits<5>>,
    // Datapath: ρ offset of the lane in the θ stage, B, the χ window, the row's first two.
    rho_q: DFF<Bits<6>>,
    b: DFF<Bits<64>>,
    w1: DFF<Bits<64>>,
    w2: DFF<Bits<64>>,
    h: DFF<Bits<64>>,
    g: DFF<Bits<64>>,
    // The write port's inputs, registered (the RAM writes them at the falling edge).
    wq_data: DFF<Bits<64>>,
    wq_addr: DFF<Bits<6>>,
    wq_en: DFF<Bit>,
    // θ: column parities of the round being written, and the D ring (head = d[0]).
    c: [DFF<Bits<64>>; 5],
    d: [DFF<Bits<64>>; 5],
    // Combinational.
    word: Signal<Local, Bits<32>>,
    idle: Signal<Local, Bit>,
    perm: Signal<Local, Bit>,
    pre: Signal<Local, Bit>,
    lane_cmd: Signal<Local, Bit>,
    rd_lane: Signal<Local, Bits<5>>,
    wsel: Signal<Local, Bits<5>>,
    kk: Signal<Local, Bits<3>>,
    k0: Signal<Local, Bit>,
    k1: Signal<Local, Bit>,
    hsel: Signal<Local, Bit>,
    dsel: Signal<Local, Bits<64>>,
    r0: Signal<Local, Bits<64>>,
    r1: Signal<Local, Bits<64>>,
    r2: Signal<Local, Bits<64>>,
    r3: Signal<Local, Bits<64>>,
    r4: Signal<Local, Bits<64>>,
    r5: Signal<Local, Bits<64>>,
    r6: Signal<Local, Bits<64>>,
    mr: Signal<Local, Bits<64>>,
    wdata: Signal<Local, Bits<64>>,
    acc: Signal<Local, Bit>,
    first: Signal<Local, Bit>,
}

impl Default for KeccakSerial {
    fn default() -> Self {
        for t in 0..LANES {
            assert_eq!(
                src(t) % 5,
                t % 5,
                "the D ring needs column t mod 5 at step t"
            );
        }
        let mut written: Vec<usize> = (0..LANES).map(dest).collect();
        written.sort_unstable();
        assert!(
            written.iter().copied().eq(0..LANES),
            "dest is a permutation"
        );
        Self {
            clock: Default::default(),
            reset: Default::default(),
            clear: Default::default(),
            permute: Default::default(),
            lane_xor: Default::default(),
            lane_read: Default::default(),
            lane: Default::default(),
            lane_in: Default::default(),
            lane_out: Default::default(),
            busy: Default::default(),
            ram: Default::default(),
            schedule: (0..32).map(|t| Bits::<32>::from(schedule_word(t))).into(),
            iota: (0..32).map(|p| Bits::<64>::from(iota_word(p))).into(),
            state: Default::default(),
            t: Default::default(),
            p: Default::default(),
            rounds: Default::default(),
            lane_q: Default::default(),
            rho_q: Default::default(),
            b: Default::default(),
            w1: Default::default(),
            w2: Default::default(),
            h: Default::default(),
            g: Default::default(),
            wq_data: Default::default(),
            wq_addr: Default::default(),
            wq_en: Default::default(),
            c: std::array::from_fn(|_| Default::default()),
            d: std::array::from_fn(|_| Default::default()),
            word: Default::default(),
            idle: Default::default(),
            perm: Default::default(),
            pre: Default::default(),
            lane_cmd: Default::default(),
            rd_lane: Default::default(),
            wsel: Default::default(),
            kk: Default::default(),
            k0: Default::default(),
            k1: Default::default(),
            hsel: Default::default(),
            dsel: Default::default(),
            r0: Default::default(),
            r1: Default::default(),
            r2: Default::default(),
            r3: Default::default(),
            r4: Default::default(),
            r5: Default::default(),
            r6: Default::default(),
            mr: Default::default(),
            wdata: Default::default(),
            acc: Default::default(),
            first: Default::default(),
        }
    }
}

impl Logic for KeccakSerial {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, state, t, p, rounds, lane_q, rho_q, b, w1, w2, h, g, wq_data, wq_addr,
            wq_en
        );
        for i in 0..5 {
            self.c[i].clock.next = self.clock.val();
            self.c[i].d.next = self.c[i].q.val();
            self.d[i].clock.next = self.clock.val();
            self.d[i].d.next = self.d[i].q.val();
        }
        self.ram.read_clock.next = self.clock.val();
        self.ram.write_clock.next = !self.clock.val();
        self.schedule.address.next = self.t.q.val();
        self.iota.address.next = self.p.q.val();
        self.word.next = self.schedule.data.val();
        self.wsel.next = self.word.val().get_bits::<5>(21);
        self.kk.next = self.word.val().get_bits::<3>(26);

        self.idle.next = self.state.q.val() == KeccakSerialState::Idle;
        self.perm.next = self.state.q.val() == KeccakSerialState::Permute;
        self.pre.next = !self.rounds.q.val();
        self.busy.next = !self.idle.val();
        self.lane_cmd.next = self.lane_xor.val() | self.lane_read.val();

        // Sequencer.
        match self.state.q.val() {
            KeccakSerialState::Idle => {
                self.t.d.next = 0.into();
                self.p.d.next = 0.into();
                self.rounds.d.next = false;
                if self.clear.val() {
                    self.state.d.next = KeccakSerialState::Clear;
                } else if self.permute.val() {
                    self.state.d.next = KeccakSerialState::Permute;
                } else if self.lane_xor.val() {
                    self.state.d.next = KeccakSerialState::LaneXor;
                    self.lane_q.d.next = self.lane.val();
                } else if self.lane_read.val() {
                    self.lane_q.d.next = self.lane.val();
                }
            }
            KeccakSerialState::Clear => {
                self.t.d.next = self.t.q.val() + 1;
                if self.t.q.val() == 24 {
                    self.state.d.next = KeccakSerialState::Idle;
                }
            }
            KeccakSerialState::LaneXor => {
                self.t.d.next = self.t.q.val() + 1;
                if self.t.q.val() == 1 {
                    self.state.d.next = KeccakSerialState::Idle;
                }
            }
            KeccakSerialState::Permute => {
                if self.t.q.val() == 28 {
                    self.t.d.next = 0.into();
                    self.p.d.next = self.p.q.val() + 1;
                    self.rounds.d.next = true;
                    if self.p.q.val() == 24 {
                        self.state.d.next = KeccakSerialState::Idle;
                    }
                } else {
                    self.t.d.next = self.t.q.val() + 1;
                }
            }
            _ => {
                self.state.d.next = KeccakSerialState::Idle;
            }
        }
        if self.reset.val() {
            self.state.d.next = KeccakSerialState::Idle;
            self.t.d.next = 0.into();
            self.p.d.next = 0.into();
            self.rounds.d.next = false;
        }

        // Read port: the lane of a lane command at its edge, the schedule while permuting
        // (half 0 in the parity pass and odd passes, half 1 in even rounds), else the last
        // lane (so that `lane_out` holds).
        if self.pre.val() {
            self.rd_lane.next = self.word.val().get_bits::<5>(5);
        } else {
            self.rd_lane.next = self.word.val().get_bits::<5>(0);
        }
        self.ram.read_address.next = bit_cast::<6, 5>(self.lane_q.q.val());
        if self.idle.val() & self.lane_cmd.val() {
            self.ram.read_address.next = bit_cast::<6, 5>(self.lane.val());
        }
        if self.perm.val() {
            if self.pre.val() | self.p.q.val().get_bit(0) {
                self.ram.read_address.next = bit_cast::<6, 5>(self.rd_lane.val());
            } else {
                self.ram.read_address.next = bit_cast::<6, 5>(self.rd_lane.val()) | 32;
            }
        }
        self.lane_out.next = self.ram.read_data.val();

        // θ and ρ: B ← rotl(A[src] ⊕ D[col], ρ). lane_xor and the parity pass use h
        // (lane_in, resp. 0) in place of D, with no rotation.
        if (self.state.q.val() == KeccakSerialState::LaneXor) | (self.perm.val() & self.pre.val()) {
            self.dsel.next = self.h.q.val();
        } else {
            self.dsel.next = self.d[0].q.val();
        }
        self.r0.next = self.ram.read_data.val() ^ self.dsel.val();
        if self.rho_q.q.val().get_bit(0) {
            self.r1.next = (self.r0.val() << 1) | (self.r0.val() >> 63);
        } else {
            self.r1.next = self.r0.val();
        }
        if self.rho_q.q.val().get_bit(1) {
            self.r2.next = (self.r1.val() << 2) | (self.r1.val() >> 62);
        } else {
            self.r2.next = self.r1.val();
        }
        if self.rho_q.q.val().get_bit(2) {
            self.r3.next = (self.r2.val() << 4) | (self.r2.val() >> 60);
        } else {
            self.r3.next = self.r2.val();
        }
        if self.rho_q.q.val().get_bit(3) {
            self.r4.next = (self.r3.val() << 8) | (self.r3.val() >> 56);
        } else {
            self.r4.next = self.r3.val();
        }
        if self.rho_q.q.val().get_bit(4) {
            self.r5.next = (self.r4.val() << 16) | (self.r4.val() >> 48);
        } else {
            self.r5.next = self.r4.val();
        }
        if self.rho_q.q.val().get_bit(5) {
            self.r6.next = (self.r5.val() << 32) | (self.r5.val() >> 32);
        } else {
            self.r6.next = self.r5.val();
        }
        self.b.d.next = self.r6.val();
        self.rho_q.d.next = 0.into();
        if self.perm.val() & !self.pre.val() & (self.t.q.val() < 25) {
            self.rho_q.d.next = self.word.val().get_bits::<6>(10);
        }

        // χ window: wdata = w2 ⊕ (¬w1 ∧ R), R = B or h. h, g are a two-entry FIFO of the row's
        // first two lanes: at step 0 of the next row R = h = B0 while w1 ← B0 (so that step 1
        // sees Q = B0), at step 1 R = h = B1 while w2 ← g = the new row's B0. The parity pass
        // holds h = 0 and takes R = h, so w2 passes; outside a permutation w1 = w2 = 0 and B
        // passes (lane_xor).
        self.k0.next = self.perm.val() & !self.pre.val() & self.kk.val().get_bit(0);
        self.k1.next = self.perm.val() & !self.pre.val() & self.kk.val().get_bit(1);
        self.hsel.next = self.k0.val() | self.k1.val() | (self.perm.val() & self.pre.val());
        if self.hsel.val() {
            self.mr.next = self.h.q.val();
        } else {
            self.mr.next = self.b.q.val();
        }
        self.wdata.next = self.w2.q.val() ^ (!self.w1.q.val() & self.mr.val());
        if self.perm.val() & (self.t.q.val() == 4) {
            self.wdata.next = self.wdata.val() ^ self.iota.data.val();
        }
        if self.state.q.val() == KeccakSerialState::Clear {
            self.wdata.next = 0.into();
        }
        if self.perm.val() {
            if self.k0.val() {
                self.w1.d.next = self.h.q.val();
            } else {
                self.w1.d.next = self.b.q.val();
            }
            if self.k1.val() {
                self.w2.d.next = self.g.q.val();
            } else {
                self.w2.d.next = self.w1.q.val();
            }
        } else {
            self.w1.d.next = 0.into();
            self.w2.d.next = 0.into();
        }
        if self.idle.val() {
            if self.permute.val() {
                self.h.d.next = 0.into();
            } else {
                self.h.d.next = self.lane_in.val();
            }
        }
        if self.k0.val() | self.k1.val() {
            self.h.d.next = self.g.q.val();
            self.g.d.next = self.b.q.val();
        }

        // Write port: address, data and enable are registered at the rising edge and the RAM
        // writes them at the next falling edge, half a cycle before the next read can sample
        // its address. Reads and writes never meet on one address in a cycle, so the RAM
        // needs no read-before-write order, which yosys would otherwise emulate for the iCE40
        // EBR with a delayed write and a 64-bit bypass on the read data (about 200 LC).
        self.ram.write_data.next = self.wq_data.q.val();
        self.ram.write_address.next = self.wq_addr.q.val();
        self.ram.write_enable.next = self.wq_en.q.val();
        self.wq_data.d.next = self.wdata.val();
        self.wq_en.d.next = false;
        self.wq_addr.d.next = bit_cast::<6, 5>(self.lane_q.q.val());
        match self.state.q.val() {
            KeccakSerialState::Clear => {
                self.wq_en.d.next = true;
                self.wq_addr.d.next = bit_cast::<6, 5>(self.t.q.val());
            }
            KeccakSerialState::LaneXor => {
                self.wq_en.d.next = self.t.q.val() == 1;
            }
            KeccakSerialState::Permute => {
                self.wq_en.d.next = !self.pre.val() & (self.t.q.val() >= 4);
                if self.p.q.val().get_bit(0) {
                    self.wq_addr.d.next = bit_cast::<6, 5>(self.word.val().get_bits::<5>(16)) | 32;
                } else {
                    self.wq_addr.d.next = bit_cast::<6, 5>(self.word.val().get_bits::<5>(16));
                }
            }
            _ => {}
        }
        if self.reset.val() {
            self.wq_en.d.next = false;
        }

        // θ parities of what is written (row 0 overwrites), and the D ring.
        self.acc.next = self.perm.val() & (self.t.q.val() >= 4);
        self.first.next = self.t.q.val() < 9;
        for x in 0..5 {
            if self.acc.val() & self.wsel.val().get_bit(x) {
                if self.first.val() {
                    self.c[x].d.next = self.wdata.val();
                } else {
                    self.c[x].d.next = self.c[x].q.val() ^ self.wdata.val();
                }
            }
        }
        if self.perm.val() & !self.pre.val() & (self.t.q.val() == 0) {
            self.d[0].d.next =
                self.c[4].q.val() ^ ((self.c[1].q.val() << 1) | (self.c[1].q.val() >> 63));
            self.d[1].d.next =
                self.c[0].q.val() ^ ((self.c[2].q.val() << 1) | (self.c[2].q.val() >> 63));
            self.d[2].d.next =
                self.c[1].q.val() ^ ((self.c[3].q.val() << 1) | (self.c[3].q.val() >> 63));
            self.d[3].d.next =
                self.c[2].q.val() ^ ((self.c[4].q.val() << 1) | (self.c[4].q.val() >> 63));
            self.d[4].d.next =
                self.c[3].q.val() ^ ((self.c[0].q.val() << 1) | (self.c[0].q.val() >> 63));
        } else if self.perm.val() & (self.t.q.val() >= 1) & (self.t.q.val() <= 25) {
            self.d[0].d.next = self.d[1].q.val();
            self.d[1].d.next = self.d[2].q.val();
            self.d[2].d.next = self.d[3].q.val();
            self.d[3].d.next = self.d[4].q.val();
            self.d[4].d.next = self.d[0].q.val();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn schedule_covers_every_lane_once() {
        let mut read: Vec<usize> = (0..LANES).map(src).collect();
        read.sort_unstable();
        assert!(read.into_iter().eq(0..LANES));
        assert_eq!(dest(0), 0, "ι's lane is written at t = 4");
        assert_eq!(schedule_word(4) >> F_WDEST & 31, 0);
        assert_eq!(iota_word(1), ROUND_CONSTANTS[0]);
        assert_eq!(iota_word(0), 0);
    }

    #[test]
    fn keccak_serial_is_synthesizable() {
        let mut uut = KeccakSerial::default();
        uut.connect_all();
        let v = generate_verilog(&uut);
        yosys_validate("keccak_serial", &v).unwrap();
    }
}
