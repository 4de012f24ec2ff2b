//! `EngineUnit`: the part of the KEM sequencer's datapath that runs the engine commands on the
//! polynomial slots: `Ntt`, `Intt` (FIPS 203 Algorithms 9, 10), `MulAcc` (Algorithm 11 over a
//! row of Â or a vector, accumulated), `Arith` (add, subtract) and `ZeroSlot` (the wipe). It
//! holds the slots: an [`NttEngineBanked`] (26 slots: two work banks, the key area and the
//! two sample buffers, in the block RAMs the sequencer's budget gives them), and shares them
//! with the codec unit (through the engine's host port, while the unit is idle) and the
//! sampler (through the sample buffers' own write port, at any time).
//!
//! Model: [`crate::model::sequencer::engine::EngineUnitModel`], which the sequencer's
//! interpreter runs for every engine command. Tests: `tests/rtl_engine_unit.rs` (RustHDL and
//! the exported Verilog under Verilator against the model: every slot, cycles).
//!
//! # Ports
//!
//! | port | dir | width | what |
//! |---|---|---|---|
//! | `clock`, `reset` | in | 1 | `reset` (synchronous) aborts a command: the engine stops, a wipe stops; the result slot is then undefined, the others keep their values |
//! | `cmd_valid` | in | 1 | a command on `cmd_*` (the sequencer's `d_valid` for an engine command); taken while the unit is idle |
//! | `cmd_op` | in | 5 | [`crate::model::sequencer::isa::MicroOp::code`] of `Ntt`, `Intt`, `MulAcc`, `Arith`, `ZeroSlot` |
//! | `cmd_slot_a`, `cmd_slot_b`, `cmd_slot_r` | in | 5 each | the operands and the result (`Ntt`, `Intt`, `ZeroSlot`: `cmd_slot_r` alone) |
//! | `cmd_first`, `cmd_sub` | in | 1, 1 | `MulAcc` overwrites instead of accumulating; `Arith` subtracts |
//! | `done` | out | 1 | in the command's last cycle (the sequencer's `d_done`) |
//! | `poly_rslot`, `poly_rindex`, `poly_rdata` | in, in, out | 5, 8, 12 | the codec's slot reads, one cycle of latency |
//! | `coeff_write`, `coeff_slot`, `coeff_index`, `coeff_value` | in | 1, 5, 8, 12 | the codec's coefficient writes (idle only; not into a sample buffer) |
//! | `smp_write`, `smp_slot`, `smp_index`, `smp_value` | in | 1, 5, 8, 12 | the sampler's coefficient writes into sample buffer 24 or 25 (`smp_slot`'s low bit picks it; any time, but not while a wipe of a sample buffer runs) |
//!
//! An engine result or a codec write into a sample buffer is dropped (the sample buffers'
//! write port is the sampler's and the wipe's); the model refuses such a command, so the
//! sequencer never issues one.
//!
//! # Latency
//!
//! From the cycle a command is taken to its `done`, inclusive: [`op_cycles`] = the NTT
//! engine's busy cycles ([`EngineOp::cycles`] with one butterfly) + 2 for an engine
//! operation (the cycle that starts the engine, and the one of `done` after its last write);
//! [`ZERO_CYCLES`] = 257 for `ZeroSlot` (the cycle that takes it, then a zero written a
//! cycle). Nothing depends on the data.
//!
//! Area, EBR and Fmax: the `engine_unit` row of `bitstreams/report.md`.

pub mod sim;
pub mod verilated;

use rust_hdl::prelude::*;

use crate::model::ntt_engine::EngineOp;
use crate::model::sequencer::SAMPLE_BUFFERS;
use crate::model::sequencer::engine::op;
use crate::params::N;
use crate::rtl::ntt::NttEngineBanked;

/// Cycles of an engine operation, from the cycle the command is taken to its `done`,
/// inclusive.
pub fn op_cycles(op: EngineOp) -> usize {
    op.cycles(1) + 2
}

/// Cycles of a `ZeroSlot`, counted as [`op_cycles`].
pub const ZERO_CYCLES: usize = N + 1;

/// The engine unit. See the module documentation.
#[derive(LogicBlock)]
pub struct EngineUnit {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub cmd_valid: Signal<In, Bit>,
    pub cmd_op: Signal<In, Bits<5>>,
    pub cmd_slot_a: Signal<In, Bits<5>>,
    pub cmd_slot_b: Signal<In, Bits<5>>,
    pub cmd_slot_r: Signal<In, Bits<5>>,
    pub cmd_first: Signal<In, Bit>,
    pub cmd_sub: Signal<In, Bit>,
    pub done: Signal<Out, Bit>,
    pub poly_rslot: Signal<In, Bits<5>>,
    pub poly_rindex: Signal<In, Bits<8>>,
    pub poly_rdata: Signal<Out, Bits<12>>,
    pub coeff_write: Signal<In, Bit>,
    pub coeff_slot: Signal<In, Bits<5>>,
    pub coeff_index: Signal<In, Bits<8>>,
    pub coeff_value: Signal<In, Bits<12>>,
    pub smp_write: Signal<In, Bit>,
    pub smp_slot: Signal<In, Bits<5>>,
    pub smp_index: Signal<In, Bits<8>>,
    pub smp_value: Signal<In, Bits<12>>,
    engine: NttEngineBanked,
    /// A command is running.
    active: DFF<Bit>,
    /// The running command is a wipe: slot `zslot`, coefficient `zindex` next.
    zeroing: DFF<Bit>,
    zslot: DFF<Bits<5>>,
    zindex: DFF<Bits<8>>,
    take: Signal<Local, Bit>,
    is_zero: Signal<Local, Bit>,
    zsample: Signal<Local, Bit>,
    eop: Signal<Local, Bits<3>>,
    k_ntt: Constant<Bits<5>>,
    k_intt: Constant<Bits<5>>,
    k_mul_acc: Constant<Bits<5>>,
    k_arith: Constant<Bits<5>>,
    k_zero: Constant<Bits<5>>,
    k_smp0: Constant<Bits<5>>,
    k_smp1: Constant<Bits<5>>,
}

impl Default for EngineUnit {
    fn default() -> Self {
        let c5 = |v: u8| Constant::new((v as u64).into());
        assert_eq!(SAMPLE_BUFFERS[1], SAMPLE_BUFFERS[0] + 1);
        assert_eq!(SAMPLE_BUFFERS[0] % 2, 0, "the buffer is the slot's low bit");
        Self {
            clock: Default::default(),
            reset: Default::default(),
            cmd_valid: Default::default(),
            cmd_op: Default::default(),
            cmd_slot_a: Default::default(),
            cmd_slot_b: Default::default(),
            cmd_slot_r: Default::default(),
            cmd_first: Default::default(),
            cmd_sub: Default::default(),
            done: Default::default(),
            poly_rslot: Default::default(),
            poly_rindex: Default::default(),
            poly_rdata: Default::default(),
            coeff_write: Default::default(),
            coeff_slot: Default::default(),
            coeff_index: Default::default(),
            coeff_value: Default::default(),
            smp_write: Default::default(),
            smp_slot: Default::default(),
            smp_index: Default::default(),
            smp_value: Default::default(),
            engine: Default::default(),
            active: Default::default(),
            zeroing: Default::default(),
            zslot: Default::default(),
            zindex: Default::default(),
            take: Default::default(),
            is_zero: Default::default(),
            zsample: Default::default(),
            eop: Default::default(),
            k_ntt: c5(op::NTT),
            k_intt: c5(op::INTT),
            k_mul_acc: c5(op::MUL_ACC),
            k_arith: c5(op::ARITH),
            k_zero: c5(op::ZERO_SLOT),
            k_smp0: c5(SAMPLE_BUFFERS[0]),
            k_smp1: c5(SAMPLE_BUFFERS[1]),
        }
    }
}

impl Logic for EngineUnit {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, active, zeroing, zslot, zindex);
        self.engine.clock.next = self.clock.val();
        self.engine.reset.next = self.reset.val();
        self.take.next = self.cmd_valid.val() & !self.active.q.val() & !self.reset.val();
        self.is_zero.next = self.cmd_op.val() == self.k_zero.val();
        // The engine operation (EngineOp's code) of the command.
        self.eop.next = 0.into();
        if self.cmd_op.val() == self.k_intt.val() {
            self.eop.next = 1.into();
        } else if self.cmd_op.val() == self.k_mul_acc.val() {
            self.eop.next = 3.into();
            if self.cmd_first.val() {
                self.eop.next = 2.into();
            }
        } else if self.cmd_op.val() == self.k_arith.val() {
            self.eop.next = 4.into();
            if self.cmd_sub.val() {
                self.eop.next = 5.into();
            }
        }
        self.engine.op.next = self.eop.val();
        self.engine.slot_a.next = self.cmd_slot_a.val();
        if (self.cmd_op.val() == self.k_ntt.val()) | (self.cmd_op.val() == self.k_intt.val()) {
            self.engine.slot_a.next = self.cmd_slot_r.val();
        }
        self.engine.slot_b.next = self.cmd_slot_b.val();
        self.engine.slot_r.next = self.cmd_slot_r.val();
        self.engine.start.next = self.take.val() & !self.is_zero.val();
        // The host port: the codec's while idle, the wipe's while it runs.
        self.engine.host_write.next =
            self.coeff_write.val() & !self.active.q.val() & !self.take.val();
        self.engine.host_slot.next = self.coeff_slot.val();
        self.engine.host_index.next = self.coeff_index.val();
        self.engine.host_wdata.next = self.coeff_value.val();
        if !self.coeff_write.val() {
            self.engine.host_slot.next = self.poly_rslot.val();
            self.engine.host_index.next = self.poly_rindex.val();
        }
        self.poly_rdata.next = self.engine.host_rdata.val();
        // The sample buffers' port: the sampler's, or the wipe's of a sample buffer.
        self.engine.smp_write.next = self.smp_write.val();
        self.engine.smp_buffer.next = self.smp_slot.val().get_bit(0);
        self.engine.smp_index.next = self.smp_index.val();
        self.engine.smp_value.next = self.smp_value.val();
        self.zsample.next =
            (self.zslot.q.val() == self.k_smp0.val()) | (self.zslot.q.val() == self.k_smp1.val());
        if self.zeroing.q.val() {
            if self.zsample.val() {
                self.engine.smp_write.next = true;
                self.engine.smp_buffer.next = self.zslot.q.val().get_bit(0);
                self.engine.smp_index.next = self.zindex.q.val();
                self.engine.smp_value.next = 0.into();
            } else {
                self.engine.host_write.next = true;
                self.engine.host_slot.next = self.zslot.q.val();
                self.engine.host_index.next = self.zindex.q.val();
                self.engine.host_wdata.next = 0.into();
            }
            self.zindex.d.next = self.zindex.q.val() + 1;
        }
        // Done: the engine's, or the wipe's last write.
        self.done.next = false;
        if self.active.q.val() & !self.zeroing.q.val() & self.engine.done.val() {
            self.done.next = true;
            self.active.d.next = false;
        }
        if self.zeroing.q.val() & (self.zindex.q.val() == 255) {
            self.done.next = true;
            self.active.d.next = false;
            self.zeroing.d.next = false;
        }
        if self.take.val() {
            self.active.d.next = true;
            self.zeroing.d.next = self.is_zero.val();
            self.zslot.d.next = self.cmd_slot_r.val();
            self.zindex.d.next = 0.into();
        }
        if self.reset.val() {
            self.done.next = false;
            self.active.d.next = false;
            self.zeroing.d.next = false;
            self.engine.smp_write.next = false;
            self.engine.host_write.next = false;
        }
    }
}

/// The unit's Verilog (module `top`).
pub fn verilog() -> String {
    let mut uut = EngineUnit::default();
    uut.connect_all();
    generate_verilog(&uut)
}
