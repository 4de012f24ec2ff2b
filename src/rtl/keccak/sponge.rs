//! `KeccakSponge`: the FIPS 202 sponge (§4, Algorithm 8) around a permutation core, with the
//! SHA-3 and SHAKE padding (§6, §B.2), byte-streaming absorb and squeeze. The twin is
//! [`crate::model::keccak::Sponge`].
//!
//! | port | dir | width | meaning |
//! |---|---|---|---|
//! | `clock`, `reset` | in | 1 | `reset` (synchronous) aborts any operation and clears the state |
//! | `init` | in | 1 | pulse: start a new hash of `function` (clears the state) |
//! | `mode` | in | 2 | with `init`, the function: [`KeccakFunction::code`]: 0 SHA3-256, 1 SHA3-512, 2 SHAKE128, 3 SHAKE256 |
//! | `in_valid`, `in_byte`, `in_ready` | in, in, out | 1, 8, 1 | message bytes; one is taken in a cycle with `in_valid && in_ready` |
//! | `finish` | in | 1 | pulse while absorbing (and no byte offered): the message is complete, pad and permute |
//! | `out_valid`, `out_byte`, `out_ready` | out, out, in | 1, 8, 1 | output bytes, as many as wanted; one is taken with `out_valid && out_ready` |
//! | `busy` | out | 1 | neither taking a byte nor offering one (clearing, padding, permuting, moving a lane) |
//!
//! Bytes are collected into a 64-bit lane and XORed into the core with `lane_xor` every 8
//! bytes (every rate — 72, 136, 168 bytes — is a whole number of lanes); a full rate triggers a
//! permutation. `finish` feeds the padding through the same path: the domain byte (0x06 or
//! 0x1F) and zeros to the end of its lane, then the last rate lane with 0x80 in its top byte
//! (lanes between are zero and skipped). Squeezing reads a lane (`lane_read`) and shifts it out
//! byte by byte; after the rate it permutes.
//!
//! Latency (with the parallel core, cycles; `p` = the core's permutation cycles + 1):
//! absorbing takes 1 cycle per byte plus 2 per lane (XOR, wait) plus p + 1 per full rate;
//! `finish` takes at most 8 + 2 + 8 + 2 + p + 1 cycles; squeezing takes 1 cycle per byte plus 3
//! per lane (read, wait, load) plus p + 1 per rate. Everything depends only on the message
//! length and the function (public), never on the data.

use rust_hdl::prelude::*;

use crate::model::keccak::KeccakFunction;

/// The sponge's control states.
#[derive(Copy, Clone, Debug, PartialEq, LogicState)]
pub enum SpongeState {
    /// Issue `clear` to the core.
    Clear,
    /// Take message (or padding) bytes.
    Absorb,
    /// XOR the collected lane into the core.
    Lane,
    /// Issue `permute`.
    Permute,
    /// Wait for the core, then go to `ret`.
    Wait,
    /// Issue `lane_read`.
    Read,
    /// Latch the lane read.
    Load,
    /// Offer output bytes.
    Emit,
}

/// Last rate lane (rate / 8 − 1) of each function, by code.
pub fn last_rate_lane(f: KeccakFunction) -> u64 {
    (f.rate() / 8 - 1) as u64
}

macro_rules! sponge_block {
    ($(#[$doc:meta])* $name:ident, $core:ty) => {
        $(#[$doc])*
        #[derive(LogicBlock)]
        pub struct $name {
            /// Clock.
            pub clock: Signal<In, Clock>,
            /// Synchronous reset.
            pub reset: Signal<In, Bit>,
            /// Start a new hash.
            pub init: Signal<In, Bit>,
            /// The function, with `init`.
            pub mode: Signal<In, Bits<2>>,
            /// A message byte is offered.
            pub in_valid: Signal<In, Bit>,
            /// The message byte.
            pub in_byte: Signal<In, Bits<8>>,
            /// The sponge takes `in_byte` this cycle if `in_valid`.
            pub in_ready: Signal<Out, Bit>,
            /// The message is complete.
            pub finish: Signal<In, Bit>,
            /// An output byte is offered.
            pub out_valid: Signal<Out, Bit>,
            /// The output byte.
            pub out_byte: Signal<Out, Bits<8>>,
            /// The consumer takes `out_byte` this cycle if `out_valid`.
            pub out_ready: Signal<In, Bit>,
            /// Neither taking nor offering bytes.
            pub busy: Signal<Out, Bit>,
            /// The permutation core.
            pub core: $core,
            state: DFF<SpongeState>,
            ret: DFF<SpongeState>,
            func: DFF<Bits<2>>,
            squeezing: DFF<Bit>,
            padding: DFF<Bit>,
            first: DFF<Bit>,
            pos: DFF<Bits<3>>,
            lane: DFF<Bits<5>>,
            /// The lane being collected (absorbing: bytes shift in at the top) or emitted
            /// (squeezing: bytes shift out at the bottom); one register, as the two never
            /// overlap.
            lane_reg: DFF<Bits<64>>,
            last_lane: Signal<Local, Bits<5>>,
            domain: Signal<Local, Bits<8>>,
            pad_byte: Signal<Local, Bits<8>>,
            next_byte: Signal<Local, Bits<8>>,
            take: Signal<Local, Bit>,
            wide: Signal<Local, Bits<64>>,
            k_last_lane: [Constant<Bits<5>>; 4],
            k_domain: [Constant<Bits<8>>; 4],
            k_pad_end: Constant<Bits<8>>,
            k_last_pos: Constant<Bits<3>>,
        }

        impl Default for $name {
            fn default() -> Self {
                Self {
                    clock: Default::default(),
                    reset: Default::default(),
                    init: Default::default(),
                    mode: Default::default(),
                    in_valid: Default::default(),
                    in_byte: Default::default(),
                    in_ready: Default::default(),
                    finish: Default::default(),
                    out_valid: Default::default(),
                    out_byte: Default::default(),
                    out_ready: Default::default(),
                    busy: Default::default(),
                    core: Default::default(),
                    state: Default::default(),
                    ret: Default::default(),
                    func: Default::default(),
                    squeezing: Default::default(),
                    padding: Default::default(),
                    first: Default::default(),
                    pos: Default::default(),
                    lane: Default::default(),
                    lane_reg: Default::default(),
                    last_lane: Default::default(),
                    domain: Default::default(),
                    pad_byte: Default::default(),
                    next_byte: Default::default(),
                    take: Default::default(),
                    wide: Default::default(),
                    k_last_lane: std::array::from_fn(|c| {
                        Constant::new(last_rate_lane(KeccakFunction::ALL[c]).into())
                    }),
                    k_domain: std::array::from_fn(|c| {
                        Constant::new((KeccakFunction::ALL[c].domain_byte() as u64).into())
                    }),
                    k_pad_end: Constant::new(0x80u64.into()),
                    k_last_pos: Constant::new(7u64.into()),
                }
            }
        }

        impl super::sim::SpongePorts for $name {
            fn set_clock(&mut self, high: bool) {
                self.clock.next = Clock::from(high);
            }
            fn set_init(&mut self, init: bool, mode: u64) {
                self.init.next = init;
                self.mode.next = mode.into();
            }
            fn set_in(&mut self, valid: bool, byte: u8) {
                self.in_valid.next = valid;
                self.in_byte.next = (byte as u64).into();
            }
            fn set_finish(&mut self, finish: bool) {
                self.finish.next = finish;
            }
            fn set_out_ready(&mut self, ready: bool) {
                self.out_ready.next = ready;
            }
            fn in_ready(&self) -> bool {
                self.in_ready.val()
            }
            fn out_valid(&self) -> bool {
                self.out_valid.val()
            }
            fn out_byte(&self) -> u8 {
                self.out_byte.val().to_u64() as u8
            }
        }

        impl Logic for $name {
            #[hdl_gen]
            fn update(&mut self) {
                dff_setup!(
                    self, clock, state, ret, func, squeezing, padding, first, pos, lane, lane_reg
                );
                self.core.clock.next = self.clock.val();
                self.core.reset.next = self.reset.val();
                self.core.clear.next = false;
                self.core.permute.next = false;
                self.core.lane_xor.next = false;
                self.core.lane_read.next = false;
                self.core.lane.next = self.lane.q.val();
                self.core.lane_in.next = self.lane_reg.q.val();
                match self.func.q.val().index() {
                    0 => {
                        self.last_lane.next = self.k_last_lane[0].val();
                        self.domain.next = self.k_domain[0].val();
                    }
                    1 => {
                        self.last_lane.next = self.k_last_lane[1].val();
                        self.domain.next = self.k_domain[1].val();
                    }
                    2 => {
                        self.last_lane.next = self.k_last_lane[2].val();
                        self.domain.next = self.k_domain[2].val();
                    }
                    _ => {
                        self.last_lane.next = self.k_last_lane[3].val();
                        self.domain.next = self.k_domain[3].val();
                    }
                }
                // The padding byte at the current position: the domain byte first, 0x80 at
                // the last byte of the rate, zeros between.
                self.pad_byte.next = 0.into();
                if self.first.q.val() {
                    self.pad_byte.next = self.domain.val();
                }
                if (self.lane.q.val() == self.last_lane.val())
                    & (self.pos.q.val() == self.k_last_pos.val())
                {
                    self.pad_byte.next = self.pad_byte.val() | self.k_pad_end.val();
                }
                self.in_ready.next = (self.state.q.val() == SpongeState::Absorb)
                    & !self.padding.q.val()
                    & !self.squeezing.q.val();
                self.out_valid.next = self.state.q.val() == SpongeState::Emit;
                self.out_byte.next = self.lane_reg.q.val().get_bits::<8>(0);
                self.busy.next = !self.in_ready.val() & !self.out_valid.val();
                self.take.next = false;
                self.next_byte.next = self.in_byte.val();
                self.wide.next = 0.into();
                match self.state.q.val() {
                    SpongeState::Clear => {
                        if !self.core.busy.val() {
                            self.core.clear.next = true;
                            self.state.d.next = SpongeState::Wait;
                            self.ret.d.next = SpongeState::Absorb;
                        }
                    }
                    SpongeState::Absorb => {
                        if self.padding.q.val() {
                            self.take.next = true;
                            self.next_byte.next = self.pad_byte.val();
                        } else if !self.squeezing.q.val() {
                            if self.in_valid.val() {
                                self.take.next = true;
                            } else if self.finish.val() {
                                self.padding.d.next = true;
                                self.first.d.next = true;
                            }
                        }
                        if self.take.val() {
                            self.wide.next = bit_cast::<64, 8>(self.next_byte.val());
                            self.lane_reg.d.next = (self.wide.val() << 56) | (self.lane_reg.q.val() >> 8);
                            self.pos.d.next = self.pos.q.val() + 1;
                            self.first.d.next = false;
                            if self.pos.q.val() == self.k_last_pos.val() {
                                self.state.d.next = SpongeState::Lane;
                            }
                        }
                    }
                    SpongeState::Lane => {
                        // The lane's 8 bytes replace all of `lane_reg` before the next XOR.
                        self.core.lane_xor.next = true;
                        self.state.d.next = SpongeState::Wait;
                        self.ret.d.next = SpongeState::Absorb;
                        if self.lane.q.val() == self.last_lane.val() {
                            self.lane.d.next = 0.into();
                            self.ret.d.next = SpongeState::Permute;
                        } else if self.padding.q.val() {
                            self.lane.d.next = self.last_lane.val();
                        } else {
                            self.lane.d.next = self.lane.q.val() + 1;
                        }
                    }
                    SpongeState::Permute => {
                        self.core.permute.next = true;
                        self.state.d.next = SpongeState::Wait;
                        self.ret.d.next = SpongeState::Absorb;
                        if self.padding.q.val() | self.squeezing.q.val() {
                            self.padding.d.next = false;
                            self.squeezing.d.next = true;
                            self.ret.d.next = SpongeState::Read;
                        }
                    }
                    SpongeState::Wait => {
                        if !self.core.busy.val() {
                            self.state.d.next = self.ret.q.val();
                        }
                    }
                    SpongeState::Read => {
                        self.core.lane_read.next = true;
                        self.state.d.next = SpongeState::Wait;
                        self.ret.d.next = SpongeState::Load;
                    }
                    SpongeState::Load => {
                        self.lane_reg.d.next = self.core.lane_out.val();
                        self.state.d.next = SpongeState::Emit;
                    }
                    SpongeState::Emit => {
                        if self.out_ready.val() {
                            self.lane_reg.d.next = self.lane_reg.q.val() >> 8;
                            self.pos.d.next = self.pos.q.val() + 1;
                            if self.pos.q.val() == self.k_last_pos.val() {
                                if self.lane.q.val() == self.last_lane.val() {
                                    self.lane.d.next = 0.into();
                                    self.state.d.next = SpongeState::Permute;
                                } else {
                                    self.lane.d.next = self.lane.q.val() + 1;
                                    self.state.d.next = SpongeState::Read;
                                }
                            }
                        }
                    }
                    _ => {
                        self.state.d.next = SpongeState::Clear;
                    }
                }
                if self.init.val() | self.reset.val() {
                    // No core command in this cycle: a new hash starts from a known state.
                    self.core.clear.next = false;
                    self.core.permute.next = false;
                    self.core.lane_xor.next = false;
                    self.core.lane_read.next = false;
                    if self.init.val() {
                        self.func.d.next = self.mode.val();
                    }
                    self.state.d.next = SpongeState::Clear;
                    self.squeezing.d.next = false;
                    self.padding.d.next = false;
                    self.first.d.next = false;
                    self.pos.d.next = 0.into();
                    self.lane.d.next = 0.into();
                    self.lane_reg.d.next = 0.into();
                }
            }
        }
    };
}

sponge_block!(
    /// The sponge around [`super::KeccakParallelR1`] (one round per cycle): the fast variant
    /// for Artix-7.
    KeccakSponge,
    super::KeccakParallelR1
);

sponge_block!(
    /// The sponge around [`super::KeccakSerial`] (lane-serial, state in block RAM): the
    /// compact variant for iCE40.
    KeccakSpongeSerial,
    super::KeccakSerial
);

/// Cycles a permutation core keeps `busy` high after each command (0: it takes the next
/// command at once).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CoreTiming {
    pub permute: usize,
    pub clear: usize,
    pub lane_xor: usize,
    pub lane_read: usize,
}

impl CoreTiming {
    /// [`super::KeccakSerial`].
    pub const SERIAL: CoreTiming = CoreTiming {
        permute: super::serial::PERMUTE_CYCLES,
        clear: super::serial::CLEAR_CYCLES,
        lane_xor: super::serial::LANE_XOR_CYCLES,
        lane_read: super::serial::LANE_READ_CYCLES,
    };

    /// [`super::KeccakParallel`] with `r` rounds per cycle.
    pub const fn parallel(r: usize) -> Self {
        CoreTiming {
            permute: super::parallel_permute_cycles(r),
            clear: 0,
            lane_xor: 0,
            lane_read: 0,
        }
    }
}

/// The sponge's cycles for `function(message of m bytes)` squeezed to `o` ≥ 1 bytes, from the
/// `init` cycle to the cycle the last byte is taken, with `finish` given as soon as the last
/// byte is in and the consumer always ready: the formula of the module documentation. A
/// command state plus its wait is the core's busy time + 2 cycles.
pub fn sponge_cycles(function: KeccakFunction, m: usize, o: usize, core: CoreTiming) -> usize {
    assert!(o >= 1, "squeeze at least one byte");
    let rate = function.rate();
    let lanes = rate / 8;
    let (perm, lane) = (core.permute + 2, core.lane_xor + 2);
    let absorb = m + (m / 8) * lane + (m / rate) * perm;
    let in_block = m % rate;
    let mut padding = (8 - in_block % 8) + lane;
    if in_block / 8 != lanes - 1 {
        padding += 8 + lane;
    }
    padding += perm;
    let squeeze = o + o.div_ceil(8) * (core.lane_read + 3) + ((o - 1) / rate) * perm;
    1 + (core.clear + 2) + absorb + 1 + padding + squeeze
}
