//! `KeccakParallel<R, L>`: Keccak-f[1600] with the whole state in flip-flops and R full rounds
//! in cascade per cycle (FIPS 202 §3.2–3.4, Algorithms 1–7), the fast core for Artix-7;
//! `L` = 25 (R + 1) sizes the stage arrays ([`KeccakParallelR1`], [`KeccakParallelR2`]).
//!
//! # Latency (busy cycles: the command's own cycle not counted, then every cycle `busy` is high,
//! the Keccak unit's one convention)
//!
//! | command | busy cycles | note |
//! |---|---:|---|
//! | `permute` | [`parallel_permute_cycles`]`(R)` = 24 / R | the next command can be pulsed in the cycle `busy` falls |
//! | `clear`, `lane_xor` | 0 | `busy` stays low: a command can follow in the next cycle |
//! | `lane_read` | 0 | `lane_out` holds the lane from the next cycle on |
//!
//! Inputs: `lane` in 0..24 (x + 5y), `lane_in` any 64-bit value; outputs: `lane_out` any 64-bit
//! value. The round is one level of logic per stage: θ's column parities C and D (a 10-input
//! XOR per bit), then ρ and π (wiring), χ and ι. Every output bit of χ depends on three state
//! bits and three D bits, six inputs: one LUT6 per state bit on Artix-7. Round constants come
//! from one combinational ROM per cascaded round, generated from the model's table.

use rust_hdl::prelude::*;

use crate::model::keccak::{LANES, RHO_OFFSETS, ROUND_CONSTANTS, ROUNDS};

/// One round per cycle (24 cycles per permutation).
pub type KeccakParallelR1 = KeccakParallel<1, 50>;
/// Two rounds per cycle (12 cycles per permutation).
pub type KeccakParallelR2 = KeccakParallel<2, 75>;

/// Cycles `busy` stays high after `permute` on `KeccakParallel<R>`: 24 / R.
pub const fn parallel_permute_cycles(r: usize) -> usize {
    ROUNDS / r
}

/// The full-state Keccak-f[1600] core (see the module documentation and the contract in
/// [`super`]).
#[derive(LogicBlock)]
pub struct KeccakParallel<const R: usize, const L: usize> {
    /// Clock.
    pub clock: Signal<In, Clock>,
    /// Synchronous reset: back to idle (the state is kept).
    pub reset: Signal<In, Bit>,
    /// Command: state ← 0.
    pub clear: Signal<In, Bit>,
    /// Command: state ← Keccak-f[1600](state).
    pub permute: Signal<In, Bit>,
    /// Command: state[`lane`] ^= `lane_in`.
    pub lane_xor: Signal<In, Bit>,
    /// Command: `lane_out` ← state[`lane`].
    pub lane_read: Signal<In, Bit>,
    /// Lane index x + 5y.
    pub lane: Signal<In, Bits<5>>,
    /// Lane value for `lane_xor`.
    pub lane_in: Signal<In, Bits<64>>,
    /// The lane last read.
    pub lane_out: Signal<Out, Bits<64>>,
    /// High while a permutation runs.
    pub busy: Signal<Out, Bit>,
    state: [DFF<Bits<64>>; LANES],
    out_q: DFF<Bits<64>>,
    running: DFF<Bit>,
    round: DFF<Bits<5>>,
    s: [Signal<Local, Bits<64>>; L],
    c: [Signal<Local, Bits<64>>; L],
    d: [Signal<Local, Bits<64>>; L],
    e: [Signal<Local, Bits<64>>; L],
    b: [Signal<Local, Bits<64>>; L],
    k_rot_left: [Constant<Bits<7>>; LANES],
    k_rot_right: [Constant<Bits<7>>; LANES],
    rc: [ROM<Bits<64>, 5>; R],
    sel: Signal<Local, Bits<32>>,
    rd: Signal<Local, Bits<64>>,
    k_one: Constant<Bits<32>>,
    k_last_round: Constant<Bits<5>>,
}

impl<const R: usize, const L: usize> Default for KeccakParallel<R, L> {
    fn default() -> Self {
        assert!(R > 0 && ROUNDS.is_multiple_of(R), "R must divide 24");
        assert_eq!(L, 25 * (R + 1), "L = 25 (R + 1) stage lanes");
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
            state: std::array::from_fn(|_| Default::default()),
            out_q: Default::default(),
            running: Default::default(),
            round: Default::default(),
            s: std::array::from_fn(|_| Default::default()),
            c: std::array::from_fn(|_| Default::default()),
            d: std::array::from_fn(|_| Default::default()),
            e: std::array::from_fn(|_| Default::default()),
            b: std::array::from_fn(|_| Default::default()),
            k_rot_left: std::array::from_fn(|i| Constant::new((RHO_OFFSETS[i] as u64).into())),
            k_rot_right: std::array::from_fn(|i| {
                Constant::new((64 - RHO_OFFSETS[i] as u64).into())
            }),
            rc: std::array::from_fn(|r| {
                ROUND_CONSTANTS
                    .iter()
                    .skip(r)
                    .step_by(R)
                    .map(|&c| Bits::<64>::from(c))
                    .into()
            }),
            sel: Default::default(),
            rd: Default::default(),
            k_one: Constant::new(1u64.into()),
            k_last_round: Constant::new(((ROUNDS / R - 1) as u64).into()),
        }
    }
}

impl<const R: usize, const L: usize> Logic for KeccakParallel<R, L> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, out_q, running, round);
        for i in 0..25 {
            self.state[i].clock.next = self.clock.val();
            self.state[i].d.next = self.state[i].q.val();
        }
        // Stage 0 is the state; stage r + 1 is round r's output.
        for i in 0..25 {
            self.s[i].next = self.state[i].q.val();
        }
        for r in 0..R {
            self.rc[r].address.next = self.round.q.val();
            // θ: column parities and D[x] = C[x − 1] ⊕ rot(C[x + 1], 1).
            for x in 0..5 {
                self.c[5 * r + x].next = self.s[25 * r + x].val()
                    ^ self.s[25 * r + x + 5].val()
                    ^ self.s[25 * r + x + 10].val()
                    ^ self.s[25 * r + x + 15].val()
                    ^ self.s[25 * r + x + 20].val();
            }
            for x in 0..5 {
                self.d[5 * r + x].next = self.c[5 * r + (x + 4) % 5].val()
                    ^ (self.c[5 * r + (x + 1) % 5].val() << 1)
                    ^ (self.c[5 * r + (x + 1) % 5].val() >> 63);
            }
            for y in 0..5 {
                for x in 0..5 {
                    self.e[25 * r + x + 5 * y].next =
                        self.s[25 * r + x + 5 * y].val() ^ self.d[5 * r + x].val();
                }
            }
            // ρ and π: B[x, y] = rot(E[(x + 3y) mod 5, x], r[(x + 3y) mod 5, x]).
            for y in 0..5 {
                for x in 0..5 {
                    self.b[25 * r + x + 5 * y].next = (self.e[25 * r + (x + 3 * y) % 5 + 5 * x]
                        .val()
                        << self.k_rot_left[(x + 3 * y) % 5 + 5 * x].val())
                        | (self.e[25 * r + (x + 3 * y) % 5 + 5 * x].val()
                            >> self.k_rot_right[(x + 3 * y) % 5 + 5 * x].val());
                }
            }
            // χ, and ι on lane 0.
            for y in 0..5 {
                for x in 0..5 {
                    self.s[25 * r + 25 + x + 5 * y].next = self.b[25 * r + x + 5 * y].val()
                        ^ (!self.b[25 * r + (x + 1) % 5 + 5 * y].val()
                            & self.b[25 * r + (x + 2) % 5 + 5 * y].val());
                }
            }
            self.s[25 * r + 25].next = self.s[25 * r + 25].val() ^ self.rc[r].data.val();
        }
        // Stage-sized arrays: the entries past R rounds are unused.
        for k in (5 * R)..L {
            self.c[k].next = 0.into();
            self.d[k].next = 0.into();
        }
        for k in (25 * R)..L {
            self.e[k].next = 0.into();
            self.b[k].next = 0.into();
        }
        // Lane select (one-hot) and read multiplexer.
        self.sel.next = self.k_one.val() << self.lane.val();
        match self.lane.val().index() {
            0 => {
                self.rd.next = self.state[0].q.val();
            }
            1 => {
                self.rd.next = self.state[1].q.val();
            }
            2 => {
                self.rd.next = self.state[2].q.val();
            }
            3 => {
                self.rd.next = self.state[3].q.val();
            }
            4 => {
                self.rd.next = self.state[4].q.val();
            }
            5 => {
                self.rd.next = self.state[5].q.val();
            }
            6 => {
                self.rd.next = self.state[6].q.val();
            }
            7 => {
                self.rd.next = self.state[7].q.val();
            }
            8 => {
                self.rd.next = self.state[8].q.val();
            }
            9 => {
                self.rd.next = self.state[9].q.val();
            }
            10 => {
                self.rd.next = self.state[10].q.val();
            }
            11 => {
                self.rd.next = self.state[11].q.val();
            }
            12 => {
                self.rd.next = self.state[12].q.val();
            }
            13 => {
                self.rd.next = self.state[13].q.val();
            }
            14 => {
                self.rd.next = self.state[14].q.val();
            }
            15 => {
                self.rd.next = self.state[15].q.val();
            }
            16 => {
                self.rd.next = self.state[16].q.val();
            }
            17 => {
                self.rd.next = self.state[17].q.val();
            }
            18 => {
                self.rd.next = self.state[18].q.val();
            }
            19 => {
                self.rd.next = self.state[19].q.val();
            }
            20 => {
                self.rd.next = self.state[20].q.val();
            }
            21 => {
                self.rd.next = self.state[21].q.val();
            }
            22 => {
                self.rd.next = self.state[22].q.val();
            }
            23 => {
                self.rd.next = self.state[23].q.val();
            }
            24 => {
                self.rd.next = self.state[24].q.val();
            }
            _ => {
                self.rd.next = 0.into();
            }
        }
        self.busy.next = self.running.q.val();
        self.lane_out.next = self.out_q.q.val();
        for i in 0..25 {
            if self.clear.val() & !self.running.q.val() {
                self.state[i].d.next = 0.into();
            } else if self.running.q.val() {
                for r in R..(R + 1) {
                    self.state[i].d.next = self.s[25 * r + i].val();
                }
            } else if self.lane_xor.val() & self.sel.val().get_bit(i) {
                self.state[i].d.next = self.state[i].q.val() ^ self.lane_in.val();
            }
        }
        if self.running.q.val() {
            self.round.d.next = self.round.q.val() + 1;
            if self.round.q.val() == self.k_last_round.val() {
                self.running.d.next = false;
                self.round.d.next = 0.into();
            }
        } else if self.permute.val() & !self.clear.val() {
            self.running.d.next = true;
            self.round.d.next = 0.into();
        } else if self.lane_read.val() & !self.clear.val() & !self.lane_xor.val() {
            self.out_q.d.next = self.rd.val();
        }
        if self.reset.val() {
            self.running.d.next = false;
            self.round.d.next = 0.into();
        }
    }
}
