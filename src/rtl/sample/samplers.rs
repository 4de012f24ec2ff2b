//! The ML-KEM samplers: byte stream in, 256 coefficients out through a RAM write port.
//!
//! Spec: FIPS 203 §4.2.2, Algorithm 7 (SampleNTT, [`SampleNtt`]) and Algorithm 8
//! (SamplePolyCBD_η for η ∈ {2, 3}, [`SampleCbd`]). The bytes are the squeeze output of a
//! Keccak sponge (SHAKE128 XOF(ρ, j, i) for SampleNTT, SHAKE256 PRF_η(σ, N) for CBD); the
//! coefficients go to the NTT engine's host write port (index 8 bits, value 12 bits).
//!
//! # Ports (both blocks; `eta3` only on [`SampleCbd`])
//!
//! | port | dir | width | meaning per cycle |
//! |---|---|---|---|
//! | `clock` | in | 1 | rising edge active |
//! | `reset` | in | 1 | synchronous: back to idle (pending writes dropped, no `done`) |
//! | `start` | in | 1 | one-cycle pulse, taken only when `busy` is low |
//! | `eta3` | in | 1 | CBD only, sampled with `start`: 0 → η = 2, 1 → η = 3 |
//! | `in_valid` | in | 1 | `in_byte` holds the next stream byte |
//! | `in_byte` | in | 8 | stream byte (FIPS 203 byte order: `B[0]` first) |
//! | `in_ready` | out | 1 | the block takes `in_byte` in this cycle if `in_valid` is high; depends on registers only |
//! | `coeff_write` | out | 1 | write pulse: coefficient `coeff_index` ← `coeff_value` |
//! | `coeff_index` | out | 8 | 0..255, each written exactly once per run, in increasing order |
//! | `coeff_value` | out | 12 | in [0, q) |
//! | `busy` | out | 1 | high from the cycle after `start` until `done` |
//! | `done` | out | 1 | one-cycle pulse in the cycle after the last write (`busy` is low then) |
//!
//! A byte is taken in a cycle where `in_valid && in_ready`. All outputs but `in_ready` come
//! straight from registers; `in_ready` never depends on `in_valid`, so a producer may wait
//! for it. At most one coefficient write per cycle.
//!
//! # Latency (cycles from the rising edge that takes `start` to the edge after which `done`
//! is high, i.e. the number of cycles `busy` is high; with a stream that is always valid)
//!
//! * [`SampleNtt`]: **B + 2** cycles ([`sample_ntt_latency`]), where B is the number of bytes
//!   it consumes: the smallest multiple of 3 whose groups give 256 values < q (about 473 on
//!   average, since a 3-byte group yields 2·q/4096 ≈ 1.63 values; 435–519 over the 2 900 Â
//!   entries of the ACVP keys, 576–582 for the CCTV "unlucky" ones). B, and so the latency,
//!   depends only on the public seed ρ (and j, i), never on secret data. With edge 0 the one
//!   that takes `start`, byte k (1-based) is taken at edge k and the last coefficient is
//!   always written at edge B + 1 (`done` follows at edge B + 2).
//! * [`SampleCbd`]: **N + 2 = 258** cycles for η = 2 and η = 3 alike ([`CBD_LATENCY`]),
//!   whatever the bytes (constant time). It takes exactly 64·η bytes; coefficient i is
//!   written at edge i + 2.
//!
//! With stalls (`in_valid` low in some cycles) the results are the same and the latency grows
//! by at most the number of stall cycles.
//!
//! # Throughput and structure
//!
//! * SampleNTT collects 3 bytes (b0, b1 registers; the third comes straight from `in_byte`),
//!   forms d1 = b0 + 256·(b1 mod 16) and d2 = ⌊b1/16⌋ + 16·b2 and compares both with q.
//!   Of the (at most two) accepted values that still fit below 256 coefficients, the
//!   earlier one is written at once when there are two, and the last one is held for one cycle
//!   and written at the next edge, so groups never collide (a group takes ≥ 3 cycles).
//!   After the 256th accepted value no new group is started (`in_ready` falls); a started
//!   group is always taken whole.
//! * SamplePolyCBD keeps a 16-bit bit buffer. Every cycle with ≥ 2η buffered bits emits one
//!   coefficient (x = Σ η bits, y = Σ next η bits, (x − y) mod q); a byte is taken when
//!   at most 8 bits remain after that, until 64·η bytes are in.
//!
//! # Ranges
//!
//! Input: any byte values. Output: every `coeff_value` in [0, q); SampleNTT's are uniform
//! (rejection), CBD's are in {0, 1, 2, 3} ∪ {q − 3, q − 2, q − 1} (η ≤ 3).
//!
//! # Area
//!
//! Measured figures live in `bitstreams/report.json`: the rows `sample_ntt` and `sample_cbd`
//! of the report's Keccak section (`bitstreams/report.md`; `make report`). No EBR, BRAM or
//! DSP.
//!
//! Model: [`crate::model::sample`] (`sample_ntt_counted`, `sample_poly_cbd`).
//! Test: `tests/rtl_sample.rs` (RustHDL simulation and the exported Verilog under Verilator).

use rust_hdl::prelude::*;

use crate::params::{N, Q};

const _: () = assert!(N == 256, "coeff_index is 8 bits and the counters 9 bits");

/// [`SampleNtt`]'s latency for a stream that is always valid: B + 2 cycles when it consumes
/// B bytes (B depends only on the public seed ρ).
pub const fn sample_ntt_latency(bytes: usize) -> usize {
    bytes + 2
}

/// [`SampleCbd`]'s latency for a stream that is always valid, for η = 2 and η = 3: N + 2.
pub const CBD_LATENCY: usize = N + 2;

/// Bytes SamplePolyCBD_η takes: 64·η = 2·N·η / 8.
pub const fn cbd_bytes(eta: usize) -> usize {
    N / 4 * eta
}

/// FIPS 203 Algorithm 7, SampleNTT: rejection sampling of 12-bit values < q from a byte
/// stream (see the module documentation for ports and latency).
#[derive(LogicBlock)]
pub struct SampleNtt {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub start: Signal<In, Bit>,
    pub in_valid: Signal<In, Bit>,
    pub in_byte: Signal<In, Bits<8>>,
    pub in_ready: Signal<Out, Bit>,
    pub coeff_write: Signal<Out, Bit>,
    pub coeff_index: Signal<Out, Bits<8>>,
    pub coeff_value: Signal<Out, Bits<12>>,
    pub busy: Signal<Out, Bit>,
    pub done: Signal<Out, Bit>,
    busy_q: DFF<Bit>,
    done_q: DFF<Bit>,
    /// Position in the current 3-byte group (0, 1, 2).
    phase: DFF<Bits<2>>,
    b0: DFF<Bits<8>>,
    b1: DFF<Bits<8>>,
    /// Values accepted so far, including the pending one (0..=N).
    taken: DFF<Bits<9>>,
    pend_v: DFF<Bit>,
    pend_val: DFF<Bits<12>>,
    pend_idx: DFF<Bits<8>>,
    wr: DFF<Bit>,
    idx: DFF<Bits<8>>,
    val: DFF<Bits<12>>,
    /// The write of coefficient N − 1 is on the outputs.
    last: DFF<Bit>,
    d1: Signal<Local, Bits<12>>,
    d2: Signal<Local, Bits<12>>,
    a1: Signal<Local, Bit>,
    a2: Signal<Local, Bit>,
    two: Signal<Local, Bit>,
    ready: Signal<Local, Bit>,
    take: Signal<Local, Bit>,
    taken1: Signal<Local, Bits<9>>,
    k_q: Constant<Bits<12>>,
    k_n: Constant<Bits<9>>,
    k_last: Constant<Bits<9>>,
    k_last8: Constant<Bits<8>>,
}

impl Default for SampleNtt {
    fn default() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            start: Default::default(),
            in_valid: Default::default(),
            in_byte: Default::default(),
            in_ready: Default::default(),
            coeff_write: Default::default(),
            coeff_index: Default::default(),
            coeff_value: Default::default(),
            busy: Default::default(),
            done: Default::default(),
            busy_q: Default::default(),
            done_q: Default::default(),
            phase: Default::default(),
            b0: Default::default(),
            b1: Default::default(),
            taken: Default::default(),
            pend_v: Default::default(),
            pend_val: Default::default(),
            pend_idx: Default::default(),
            wr: Default::default(),
            idx: Default::default(),
            val: Default::default(),
            last: Default::default(),
            d1: Default::default(),
            d2: Default::default(),
            a1: Default::default(),
            a2: Default::default(),
            two: Default::default(),
            ready: Default::default(),
            take: Default::default(),
            taken1: Default::default(),
            k_q: Constant::new((Q as u64).into()),
            k_n: Constant::new((N as u64).into()),
            k_last: Constant::new(((N - 1) as u64).into()),
            k_last8: Constant::new(((N - 1) as u64).into()),
        }
    }
}

impl Logic for SampleNtt {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, busy_q, done_q, phase, b0, b1, taken, pend_v, pend_val, pend_idx, wr, idx,
            val, last
        );
        // The group's two candidates: b0, b1 from registers, b2 straight from the input.
        self.d1.next = bit_cast::<12, 8>(self.b0.q.val())
            | (bit_cast::<12, 4>(self.b1.q.val().get_bits::<4>(0)) << 8);
        self.d2.next = bit_cast::<12, 4>(self.b1.q.val().get_bits::<4>(4))
            | (bit_cast::<12, 8>(self.in_byte.val()) << 4);
        self.a1.next = self.d1.val() < self.k_q.val();
        self.a2.next = self.d2.val() < self.k_q.val();
        // Both fit only while at least two coefficients are missing (taken ≤ N − 2).
        self.two.next = self.a1.val() & self.a2.val() & (self.taken.q.val() < self.k_last.val());
        self.taken1.next = self.taken.q.val() + 1;
        self.ready.next = self.busy_q.q.val()
            & ((self.phase.q.val() != 0) | (self.taken.q.val() != self.k_n.val()));
        self.take.next = self.ready.val() & self.in_valid.val();
        self.wr.d.next = false;
        self.pend_v.d.next = false;
        self.last.d.next = false;
        self.done_q.d.next = false;

        // The value held back from the previous group.
        if self.pend_v.q.val() {
            self.wr.d.next = true;
            self.idx.d.next = self.pend_idx.q.val();
            self.val.d.next = self.pend_val.q.val();
            self.last.d.next = self.pend_idx.q.val() == self.k_last8.val();
        }
        if self.take.val() {
            if self.phase.q.val() == 0 {
                self.b0.d.next = self.in_byte.val();
                self.phase.d.next = 1.into();
            } else if self.phase.q.val() == 1 {
                self.b1.d.next = self.in_byte.val();
                self.phase.d.next = 2.into();
            } else {
                self.phase.d.next = 0.into();
                if self.two.val() {
                    self.wr.d.next = true;
                    self.idx.d.next = self.taken.q.val().get_bits::<8>(0);
                    self.val.d.next = self.d1.val();
                    self.pend_v.d.next = true;
                    self.pend_val.d.next = self.d2.val();
                    self.pend_idx.d.next = self.taken1.val().get_bits::<8>(0);
                    self.taken.d.next = self.taken.q.val() + 2;
                } else if self.a1.val() | self.a2.val() {
                    self.pend_v.d.next = true;
                    if self.a1.val() {
                        self.pend_val.d.next = self.d1.val();
                    } else {
                        self.pend_val.d.next = self.d2.val();
                    }
                    self.pend_idx.d.next = self.taken.q.val().get_bits::<8>(0);
                    self.taken.d.next = self.taken1.val();
                }
            }
        }
        if self.last.q.val() {
            self.busy_q.d.next = false;
            self.done_q.d.next = true;
        }
        if self.start.val() & !self.busy_q.q.val() {
            self.busy_q.d.next = true;
            self.phase.d.next = 0.into();
            self.taken.d.next = 0.into();
        }
        if self.reset.val() {
            self.busy_q.d.next = false;
            self.done_q.d.next = false;
            self.wr.d.next = false;
            self.pend_v.d.next = false;
            self.last.d.next = false;
            self.phase.d.next = 0.into();
            self.taken.d.next = 0.into();
        }
        self.in_ready.next = self.ready.val();
        self.coeff_write.next = self.wr.q.val();
        self.coeff_index.next = self.idx.q.val();
        self.coeff_value.next = self.val.q.val();
        self.busy.next = self.busy_q.q.val();
        self.done.next = self.done_q.q.val();
    }
}

/// FIPS 203 Algorithm 8, SamplePolyCBD_η for η = 2 (`eta3` = 0) or η = 3 (`eta3` = 1): the
/// centred binomial distribution from 64·η bytes (see the module documentation).
#[derive(LogicBlock)]
pub struct SampleCbd {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub start: Signal<In, Bit>,
    pub eta3: Signal<In, Bit>,
    pub in_valid: Signal<In, Bit>,
    pub in_byte: Signal<In, Bits<8>>,
    pub in_ready: Signal<Out, Bit>,
    pub coeff_write: Signal<Out, Bit>,
    pub coeff_index: Signal<Out, Bits<8>>,
    pub coeff_value: Signal<Out, Bits<12>>,
    pub busy: Signal<Out, Bit>,
    pub done: Signal<Out, Bit>,
    busy_q: DFF<Bit>,
    done_q: DFF<Bit>,
    eta3_q: DFF<Bit>,
    /// Bit buffer: bit 0 is the next stream bit (FIPS 203 BytesToBits order).
    bitbuf: DFF<Bits<16>>,
    /// Bits in `bitbuf` (0..=16).
    nbits: DFF<Bits<5>>,
    /// Coefficients emitted (0..=N).
    cnt: DFF<Bits<9>>,
    /// Bytes still to take (64·η at start, down to 0).
    left: DFF<Bits<8>>,
    wr: DFF<Bit>,
    idx: DFF<Bits<8>>,
    val: DFF<Bits<12>>,
    last: DFF<Bit>,
    need: Signal<Local, Bits<5>>,
    emit: Signal<Local, Bit>,
    rem: Signal<Local, Bits<5>>,
    shifted: Signal<Local, Bits<16>>,
    ins: Signal<Local, Bits<16>>,
    /// `nbits` ≥ 2η.
    have: Signal<Local, Bit>,
    /// `nbits` ≤ 8 + (`emit` ? 2η : 0): room for a byte after this cycle's emission.
    room: Signal<Local, Bit>,
    ready: Signal<Local, Bit>,
    take: Signal<Local, Bit>,
    x: Signal<Local, Bits<12>>,
    y: Signal<Local, Bits<12>>,
    coef: Signal<Local, Bits<12>>,
    k_q: Constant<Bits<12>>,
    k_last: Constant<Bits<9>>,
    k_bytes2: Constant<Bits<8>>,
    k_bytes3: Constant<Bits<8>>,
}

impl Default for SampleCbd {
    fn default() -> Self {
        const _: () = assert!(cbd_bytes(3) < 256, "left is 8 bits");
        Self {
            clock: Default::default(),
            reset: Default::default(),
            start: Default::default(),
            eta3: Default::default(),
            in_valid: Default::default(),
            in_byte: Default::default(),
            in_ready: Default::default(),
            coeff_write: Default::default(),
            coeff_index: Default::default(),
            coeff_value: Default::default(),
            busy: Default::default(),
            done: Default::default(),
            busy_q: Default::default(),
            done_q: Default::default(),
            eta3_q: Default::default(),
            bitbuf: Default::default(),
            nbits: Default::default(),
            cnt: Default::default(),
            left: Default::default(),
            wr: Default::default(),
            idx: Default::default(),
            val: Default::default(),
            last: Default::default(),
            need: Default::default(),
            emit: Default::default(),
            rem: Default::default(),
            shifted: Default::default(),
            ins: Default::default(),
            have: Default::default(),
            room: Default::default(),
            ready: Default::default(),
            take: Default::default(),
            x: Default::default(),
            y: Default::default(),
            coef: Default::default(),
            k_q: Constant::new((Q as u64).into()),
            k_last: Constant::new(((N - 1) as u64).into()),
            k_bytes2: Constant::new((cbd_bytes(2) as u64).into()),
            k_bytes3: Constant::new((cbd_bytes(3) as u64).into()),
        }
    }
}

impl Logic for SampleCbd {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, busy_q, done_q, eta3_q, bitbuf, nbits, cnt, left, wr, idx, val, last
        );
        // 2η bits per coefficient; x from the first η, y from the next η. `have` and `room`
        // compare `nbits` with constants, so no subtraction lies on the `in_ready` path.
        if self.eta3_q.q.val() {
            self.need.next = 6.into();
            self.have.next = self.nbits.q.val() >= 6;
            self.room.next = self.nbits.q.val() <= 14;
            self.shifted.next = self.bitbuf.q.val() >> 6;
            self.x.next = bit_cast::<12, 1>(self.bitbuf.q.val().get_bits::<1>(0))
                + bit_cast::<12, 1>(self.bitbuf.q.val().get_bits::<1>(1))
                + bit_cast::<12, 1>(self.bitbuf.q.val().get_bits::<1>(2));
            self.y.next = bit_cast::<12, 1>(self.bitbuf.q.val().get_bits::<1>(3))
                + bit_cast::<12, 1>(self.bitbuf.q.val().get_bits::<1>(4))
                + bit_cast::<12, 1>(self.bitbuf.q.val().get_bits::<1>(5));
        } else {
            self.need.next = 4.into();
            self.have.next = self.nbits.q.val() >= 4;
            self.room.next = self.nbits.q.val() <= 12;
            self.shifted.next = self.bitbuf.q.val() >> 4;
            self.x.next = bit_cast::<12, 1>(self.bitbuf.q.val().get_bits::<1>(0))
                + bit_cast::<12, 1>(self.bitbuf.q.val().get_bits::<1>(1));
            self.y.next = bit_cast::<12, 1>(self.bitbuf.q.val().get_bits::<1>(2))
                + bit_cast::<12, 1>(self.bitbuf.q.val().get_bits::<1>(3));
        }
        // (x − y) mod q without a division: x, y ≤ 3.
        if self.x.val() >= self.y.val() {
            self.coef.next = self.x.val() - self.y.val();
        } else {
            self.coef.next = (self.x.val() + self.k_q.val()) - self.y.val();
        }
        self.emit.next = self.busy_q.q.val() & self.have.val() & !self.cnt.q.val().get_bit(8);
        if self.emit.val() {
            self.rem.next = self.nbits.q.val() - self.need.val();
        } else {
            self.rem.next = self.nbits.q.val();
            self.shifted.next = self.bitbuf.q.val();
            self.room.next = self.nbits.q.val() <= 8;
        }
        self.ready.next = self.busy_q.q.val() & self.room.val() & self.left.q.val().any();
        self.take.next = self.ready.val() & self.in_valid.val();
        self.ins.next = bit_cast::<16, 8>(self.in_byte.val()) << self.rem.val();
        self.wr.d.next = false;
        self.last.d.next = false;
        self.done_q.d.next = false;

        if self.take.val() {
            self.bitbuf.d.next = self.shifted.val() | self.ins.val();
            self.nbits.d.next = self.rem.val() + 8;
            self.left.d.next = self.left.q.val() - 1;
        } else {
            self.bitbuf.d.next = self.shifted.val();
            self.nbits.d.next = self.rem.val();
        }
        if self.emit.val() {
            self.wr.d.next = true;
            self.idx.d.next = self.cnt.q.val().get_bits::<8>(0);
            self.val.d.next = self.coef.val();
            self.cnt.d.next = self.cnt.q.val() + 1;
            self.last.d.next = self.cnt.q.val() == self.k_last.val();
        }
        if self.last.q.val() {
            self.busy_q.d.next = false;
            self.done_q.d.next = true;
        }
        if self.start.val() & !self.busy_q.q.val() {
            self.busy_q.d.next = true;
            self.eta3_q.d.next = self.eta3.val();
            self.bitbuf.d.next = 0.into();
            self.nbits.d.next = 0.into();
            self.cnt.d.next = 0.into();
            if self.eta3.val() {
                self.left.d.next = self.k_bytes3.val();
            } else {
                self.left.d.next = self.k_bytes2.val();
            }
        }
        if self.reset.val() {
            self.busy_q.d.next = false;
            self.done_q.d.next = false;
            self.wr.d.next = false;
            self.last.d.next = false;
            self.nbits.d.next = 0.into();
            self.cnt.d.next = 0.into();
            self.left.d.next = 0.into();
        }
        self.in_ready.next = self.ready.val();
        self.coeff_write.next = self.wr.q.val();
        self.coeff_index.next = self.idx.q.val();
        self.coeff_value.next = self.val.q.val();
        self.busy.next = self.busy_q.q.val();
        self.done.next = self.done_q.q.val();
    }
}
