//! `SpongeUnit`: the unit that carries out the KEM sequencer's sponge commands (FIPS 202
//! SHA3-256/512 and SHAKE128/256 for H, G, J, PRF and XOF; FIPS 203 Algorithms 7 and 8 on
//! the XOF and PRF output) on the device's byte memory and sample buffers, beside the
//! datapath. It is a sampler block (the sponge, `SampleNtt`, `SampleCbd`) behind the
//! sequencer's sponge port, with a read port and a write port on the byte memory. One source
//! gives the two profiles' units (`sponge_unit_block!`): [`SpongeUnit`] on
//! [`crate::rtl::sample::PolySamplerSerial`] (the compact sponge around
//! [`crate::rtl::keccak::KeccakSerial`], `Compact`) and [`SpongeUnitFast`] on
//! [`crate::rtl::sample::PolySampler`] (the sponge around `KeccakParallelR1`, `Fast`). They
//! differ only in the core's latencies, which the model takes from the profile's
//! [`crate::model::sequencer::Timing`].
//!
//! Model: [`crate::model::sequencer::sponge::SpongeUnitModel`], which the sequencer's
//! interpreter runs for every sponge command. Tests: `tests/rtl_sponge_unit.rs` (RustHDL and
//! the exported Verilog under Verilator, command for command against the model: bytes written,
//! coefficients written, cycles).
//!
//! # Ports
//!
//! | port | dir | width | what |
//! |---|---|---|---|
//! | `clock`, `reset` | in | 1 | `reset` (synchronous) aborts any command (nothing is written in its cycle) and resets the sponge, which then clears its state; `ready` rises when it has |
//! | `cmd_valid` | in | 1 | a command is on `cmd_*` (the sequencer's `s_valid`); taken in any cycle `ready` is high |
//! | `cmd_op` | in | 5 | [`crate::model::sequencer::isa::MicroOp::code`] of `HashInit`, `Absorb`, `AbsorbByte`, `Squeeze`, `SampleNtt`, `SampleCbd` |
//! | `cmd_addr`, `cmd_len` | in | 12, 11 | the first byte and the byte count of an `Absorb` or `Squeeze` |
//! | `cmd_byte` | in | 8 | the byte of an `AbsorbByte` |
//! | `cmd_func` | in | 2 | a `HashInit`'s function ([`crate::model::keccak::KeccakFunction::code`]) |
//! | `cmd_slot`, `cmd_eta` | in | 5, 2 | a sampler's slot (passed to `coeff_slot`) and a CBD's η (2 or 3) |
//! | `ready` | out | 1 | idle: the sequencer's `s_ready` |
//! | `mem_raddr`, `mem_rdata` | out, in | 12, 8 | the byte memory's read port, one cycle of latency |
//! | `mem_we`, `mem_waddr`, `mem_wdata` | out | 1, 12, 8 | the byte memory's write port |
//! | `coeff_write`, `coeff_slot`, `coeff_index`, `coeff_value` | out | 1, 5, 8, 12 | a sampler's coefficient writes, in [0, q) |
//!
//! # Latency
//!
//! A command is taken in the cycle `cmd_valid` is high (the first of its c cycles) and `ready`
//! is high again c cycles later. c is the model's
//! ([`crate::model::sequencer::sponge::SpongeUnitModel::execute`]), a function of the
//! command, the bytes absorbed and squeezed so far and, for `SampleNtt`, of how many XOF bytes
//! the rejection needs (public ρ only): never of other data.
//!
//! - `HashInit`: resets the sponge and its core and clears the state: 3 + the core's clear.
//! - `Absorb`: one cycle to read the first byte, then a byte per cycle, plus the lanes and
//!   permutations the bytes complete; `AbsorbByte` the same without the read.
//! - `Squeeze`: the padding and last permutation if it is the first, then a byte per cycle
//!   plus the lanes and permutations the bytes complete: `ready` waits until the sponge offers
//!   its next byte, so a command's cycles do not depend on when the next one comes.
//! - `SampleNtt`, `SampleCbd`: the padding and permutation, then the sampler's bytes and its
//!   two-cycle tail; `ready` comes with the sampler's `done`. The sponge is left as it is: the
//!   program's next sponge command is a `HashInit` (the model refuses any other, and a sampling
//!   after a squeeze, so the interpreter stops a program that issues one).
//!
//! Area and Fmax: the `sponge_unit` row of `bitstreams/report.md`.

pub mod sim;
pub mod verilated;

use rust_hdl::prelude::*;

use crate::model::keccak::KeccakFunction;
use crate::model::sequencer::isa::{ByteSrc, CellRef, Eta, Len, MicroOp, SlotRef};
use crate::rtl::sample::kind;
use crate::rtl::sample::{PolySampler, PolySamplerSerial};

/// What the unit is doing.
#[derive(Copy, Clone, Debug, PartialEq, LogicState)]
pub enum SpongeUnitState {
    /// Ready for a command.
    Idle,
    /// Waiting for the sponge to finish clearing (`HashInit`).
    Settle,
    /// Feeding bytes from the byte memory (or the command's byte) to the sponge.
    Absorb,
    /// Writing squeezed bytes to the byte memory.
    Squeeze,
    /// A sampler runs.
    Sample,
}

fn code(op: MicroOp) -> Constant<Bits<5>> {
    Constant::new((op.code() as u64).into())
}

/// Defines the unit block `$name` around the sampler block `$sampler` (one of
/// `poly_sampler_block!`'s: the same ports, the sponge around another Keccak core), and its
/// [`SpongeUnitIo`].
macro_rules! sponge_unit_block {
    ($(#[$doc:meta])* $name:ident, $sampler:ty) => {
        $(#[$doc])*
        #[derive(LogicBlock)]
        pub struct $name {
            pub clock: Signal<In, Clock>,
            pub reset: Signal<In, Bit>,
            pub cmd_valid: Signal<In, Bit>,
            pub cmd_op: Signal<In, Bits<5>>,
            pub cmd_addr: Signal<In, Bits<12>>,
            pub cmd_len: Signal<In, Bits<11>>,
            pub cmd_byte: Signal<In, Bits<8>>,
            pub cmd_func: Signal<In, Bits<2>>,
            pub cmd_slot: Signal<In, Bits<5>>,
            pub cmd_eta: Signal<In, Bits<2>>,
            pub ready: Signal<Out, Bit>,
            pub mem_raddr: Signal<Out, Bits<12>>,
            pub mem_rdata: Signal<In, Bits<8>>,
            pub mem_we: Signal<Out, Bit>,
            pub mem_waddr: Signal<Out, Bits<12>>,
            pub mem_wdata: Signal<Out, Bits<8>>,
            pub coeff_write: Signal<Out, Bit>,
            pub coeff_slot: Signal<Out, Bits<5>>,
            pub coeff_index: Signal<Out, Bits<8>>,
            pub coeff_value: Signal<Out, Bits<12>>,
            /// The sponge and the samplers.
            pub sampler: $sampler,
            state: DFF<SpongeUnitState>,
            /// The byte memory address of the byte on `mem_rdata` (absorb) or of the next byte to
            /// write (squeeze).
            ptr: DFF<Bits<12>>,
            /// Bytes still to move.
            left: DFF<Bits<11>>,
            slot: DFF<Bits<5>>,
            start: Signal<Local, Bit>,
            take_in: Signal<Local, Bit>,
            take_out: Signal<Local, Bit>,
            sponge_idle: Signal<Local, Bit>,
            op_init: Constant<Bits<5>>,
            op_absorb: Constant<Bits<5>>,
            op_absorb_byte: Constant<Bits<5>>,
            op_squeeze: Constant<Bits<5>>,
            op_sample_ntt: Constant<Bits<5>>,
            op_sample_cbd: Constant<Bits<5>>,
            kind_ntt: Constant<Bits<2>>,
            kind_cbd2: Constant<Bits<2>>,
            kind_cbd3: Constant<Bits<2>>,
        }

        impl Default for $name {
            fn default() -> Self {
                let cell = CellRef::At(0);
                let slot = SlotRef::At(0);
                Self {
                    clock: Default::default(),
                    reset: Default::default(),
                    cmd_valid: Default::default(),
                    cmd_op: Default::default(),
                    cmd_addr: Default::default(),
                    cmd_len: Default::default(),
                    cmd_byte: Default::default(),
                    cmd_func: Default::default(),
                    cmd_slot: Default::default(),
                    cmd_eta: Default::default(),
                    ready: Default::default(),
                    mem_raddr: Default::default(),
                    mem_rdata: Default::default(),
                    mem_we: Default::default(),
                    mem_waddr: Default::default(),
                    mem_wdata: Default::default(),
                    coeff_write: Default::default(),
                    coeff_slot: Default::default(),
                    coeff_index: Default::default(),
                    coeff_value: Default::default(),
                    sampler: Default::default(),
                    state: Default::default(),
                    ptr: Default::default(),
                    left: Default::default(),
                    slot: Default::default(),
                    start: Default::default(),
                    take_in: Default::default(),
                    take_out: Default::default(),
                    sponge_idle: Default::default(),
                    op_init: code(MicroOp::HashInit(KeccakFunction::Sha3_256)),
                    op_absorb: code(MicroOp::Absorb(cell, Len::B32)),
                    op_absorb_byte: code(MicroOp::AbsorbByte(ByteSrc::Zero)),
                    op_squeeze: code(MicroOp::Squeeze(cell, Len::B32)),
                    op_sample_ntt: code(MicroOp::SampleNtt(slot)),
                    op_sample_cbd: code(MicroOp::SampleCbd(slot, Eta::Eta1)),
                    kind_ntt: Constant::new(kind::NTT.into()),
                    kind_cbd2: Constant::new(kind::CBD2.into()),
                    kind_cbd3: Constant::new(kind::CBD3.into()),
                }
            }
        }

        impl Logic for $name {
            #[hdl_gen]
            fn update(&mut self) {
                dff_setup!(self, clock, state, ptr, left, slot);
                self.sampler.clock.next = self.clock.val();
                self.sampler.reset.next = self.reset.val();
                self.sampler.init.next = false;
                self.sampler.mode.next = self.cmd_func.val();
                self.sampler.in_valid.next = false;
                self.sampler.in_byte.next = self.mem_rdata.val();
                self.sampler.finish.next = false;
                self.sampler.out_ready.next = false;
                self.sampler.sample.next = false;
                self.sampler.kind.next = self.kind_ntt.val();
                if self.cmd_op.val() == self.op_sample_cbd.val() {
                    // η = 2 or 3: its low bit picks the CBD.
                    self.sampler.kind.next = self.kind_cbd2.val();
                    if self.cmd_eta.val().get_bit(0) {
                        self.sampler.kind.next = self.kind_cbd3.val();
                    }
                }
                self.coeff_write.next = self.sampler.coeff_write.val();
                self.coeff_index.next = self.sampler.coeff_index.val();
                self.coeff_value.next = self.sampler.coeff_value.val();
                self.coeff_slot.next = self.slot.q.val();
                self.mem_raddr.next = self.ptr.q.val();
                self.mem_we.next = false;
                self.mem_waddr.next = self.ptr.q.val();
                self.mem_wdata.next = self.sampler.out_byte.val();
                // The sponge neither clears, pads, permutes nor moves a lane.
                self.sponge_idle.next = self.sampler.in_ready.val() | self.sampler.out_valid.val();
                self.start.next = false;
                self.take_in.next = false;
                self.take_out.next = false;
                self.ready.next = false;
                match self.state.q.val() {
                    SpongeUnitState::Idle => {
                        self.ready.next = true;
                    }
                    SpongeUnitState::Settle => {
                        if self.sponge_idle.val() {
                            self.ready.next = true;
                            self.state.d.next = SpongeUnitState::Idle;
                        }
                    }
                    SpongeUnitState::Absorb => {
                        // `mem_rdata` holds the byte at `ptr`; read the next one when it is taken.
                        if self.left.q.val().any() {
                            self.sampler.in_valid.next = true;
                            self.take_in.next = self.sampler.in_ready.val();
                        } else if self.sponge_idle.val() {
                            self.ready.next = true;
                            self.state.d.next = SpongeUnitState::Idle;
                        }
                        if self.take_in.val() {
                            self.mem_raddr.next = self.ptr.q.val() + 1;
                            self.ptr.d.next = self.ptr.q.val() + 1;
                            self.left.d.next = self.left.q.val() - 1;
                        }
                    }
                    SpongeUnitState::Squeeze => {
                        if self.left.q.val().any() {
                            self.sampler.out_ready.next = true;
                            self.take_out.next = self.sampler.out_valid.val();
                        } else if self.sponge_idle.val() {
                            self.ready.next = true;
                            self.state.d.next = SpongeUnitState::Idle;
                        }
                    }
                    SpongeUnitState::Sample => {
                        if self.sampler.done.val() {
                            self.ready.next = true;
                            self.state.d.next = SpongeUnitState::Idle;
                        }
                    }
                    _ => {
                        self.state.d.next = SpongeUnitState::Idle;
                    }
                }
                // A command is taken whenever the unit is ready, also in the cycle it finishes one.
                self.start.next = self.cmd_valid.val() & self.ready.val();
                if self.start.val() {
                    if self.cmd_op.val() == self.op_init.val() {
                        // A new hash: the sponge and its core are reset whatever they were doing (an
                        // abandoned sampler's permutation included), then the state is cleared.
                        self.sampler.reset.next = true;
                        self.sampler.init.next = true;
                        self.state.d.next = SpongeUnitState::Settle;
                    }
                    if self.cmd_op.val() == self.op_absorb.val() {
                        self.mem_raddr.next = self.cmd_addr.val();
                        self.ptr.d.next = self.cmd_addr.val();
                        self.left.d.next = self.cmd_len.val();
                        self.state.d.next = SpongeUnitState::Absorb;
                    }
                    if self.cmd_op.val() == self.op_absorb_byte.val() {
                        self.sampler.in_valid.next = true;
                        self.sampler.in_byte.next = self.cmd_byte.val();
                        self.left.d.next = 0.into();
                        self.state.d.next = SpongeUnitState::Absorb;
                    }
                    if self.cmd_op.val() == self.op_squeeze.val() {
                        // The first squeeze pads the message; later ones take a byte at once.
                        self.sampler.finish.next = self.sampler.in_ready.val();
                        self.ptr.d.next = self.cmd_addr.val();
                        self.left.d.next = self.cmd_len.val();
                        self.state.d.next = SpongeUnitState::Squeeze;
                        if self.cmd_len.val().any() {
                            self.sampler.out_ready.next = true;
                            self.take_out.next = self.sampler.out_valid.val();
                        }
                    }
                    if (self.cmd_op.val() == self.op_sample_ntt.val())
                        | (self.cmd_op.val() == self.op_sample_cbd.val())
                    {
                        self.sampler.sample.next = true;
                        self.slot.d.next = self.cmd_slot.val();
                        self.state.d.next = SpongeUnitState::Sample;
                    }
                }
                if self.take_out.val() {
                    self.mem_we.next = true;
                    if self.start.val() {
                        self.mem_waddr.next = self.cmd_addr.val();
                        self.ptr.d.next = self.cmd_addr.val() + 1;
                        self.left.d.next = self.cmd_len.val() - 1;
                    } else {
                        self.ptr.d.next = self.ptr.q.val() + 1;
                        self.left.d.next = self.left.q.val() - 1;
                    }
                }
                if self.reset.val() {
                    // Nothing is written in the reset cycle; the unit is ready again once the reset
                    // sponge has cleared its state.
                    self.mem_we.next = false;
                    self.coeff_write.next = false;
                    self.ready.next = false;
                    self.state.d.next = SpongeUnitState::Settle;
                    self.left.d.next = 0.into();
                }
            }
        }
        impl SpongeUnitIo for $name {
            fn io(&mut self) -> SpongeUnitPorts<'_> {
                SpongeUnitPorts {
                    clock: &mut self.clock,
                    reset: &mut self.reset,
                    cmd_valid: &mut self.cmd_valid,
                    cmd_op: &mut self.cmd_op,
                    cmd_addr: &mut self.cmd_addr,
                    cmd_len: &mut self.cmd_len,
                    cmd_byte: &mut self.cmd_byte,
                    cmd_func: &mut self.cmd_func,
                    cmd_slot: &mut self.cmd_slot,
                    cmd_eta: &mut self.cmd_eta,
                    ready: &self.ready,
                    mem_raddr: &self.mem_raddr,
                    mem_rdata: &mut self.mem_rdata,
                    mem_we: &self.mem_we,
                    mem_waddr: &self.mem_waddr,
                    mem_wdata: &self.mem_wdata,
                    coeff_write: &self.coeff_write,
                    coeff_slot: &self.coeff_slot,
                    coeff_index: &self.coeff_index,
                    coeff_value: &self.coeff_value,
                }
            }
        }
    };
}

/// The unit's ports, borrowed: what a driver needs to run either unit ([`SpongeUnitIo`]).
pub struct SpongeUnitPorts<'a> {
    pub clock: &'a mut Signal<In, Clock>,
    pub reset: &'a mut Signal<In, Bit>,
    pub cmd_valid: &'a mut Signal<In, Bit>,
    pub cmd_op: &'a mut Signal<In, Bits<5>>,
    pub cmd_addr: &'a mut Signal<In, Bits<12>>,
    pub cmd_len: &'a mut Signal<In, Bits<11>>,
    pub cmd_byte: &'a mut Signal<In, Bits<8>>,
    pub cmd_func: &'a mut Signal<In, Bits<2>>,
    pub cmd_slot: &'a mut Signal<In, Bits<5>>,
    pub cmd_eta: &'a mut Signal<In, Bits<2>>,
    pub ready: &'a Signal<Out, Bit>,
    pub mem_raddr: &'a Signal<Out, Bits<12>>,
    pub mem_rdata: &'a mut Signal<In, Bits<8>>,
    pub mem_we: &'a Signal<Out, Bit>,
    pub mem_waddr: &'a Signal<Out, Bits<12>>,
    pub mem_wdata: &'a Signal<Out, Bits<8>>,
    pub coeff_write: &'a Signal<Out, Bit>,
    pub coeff_slot: &'a Signal<Out, Bits<5>>,
    pub coeff_index: &'a Signal<Out, Bits<8>>,
    pub coeff_value: &'a Signal<Out, Bits<12>>,
}

/// A sponge unit block, either core (`sponge_unit_block!`).
pub trait SpongeUnitIo: Block + Default {
    /// The ports, borrowed.
    fn io(&mut self) -> SpongeUnitPorts<'_>;
}

sponge_unit_block!(
    /// The sponge unit on the compact sponge ([`PolySamplerSerial`]: `KeccakSerial`), the
    /// `Compact` profile's (iCE40). See the module documentation.
    SpongeUnit,
    PolySamplerSerial
);

sponge_unit_block!(
    /// The sponge unit on the fast sponge ([`PolySampler`]: `KeccakParallelR1`, a round per
    /// cycle), the `Fast` profile's (Artix-7). The same unit as [`SpongeUnit`] but for the
    /// core's latencies ([`crate::rtl::device::profile::FAST`]).
    SpongeUnitFast,
    PolySampler
);

/// The unit's Verilog (module `top`).
pub fn verilog() -> String {
    crate::rtl::ntt::verilog_of::<SpongeUnit>()
}

/// [`SpongeUnitFast`]'s Verilog (module `top`).
pub fn verilog_fast() -> String {
    crate::rtl::ntt::verilog_of::<SpongeUnitFast>()
}
