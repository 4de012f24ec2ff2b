//! `CodecUnit`: the part of the KEM sequencer's datapath that moves polynomials between the
//! device's byte memory and its polynomial slots through the codec (FIPS 203 Algorithms 5
//! and 6 with Compress_d / Decompress_d, eqs. 4.7 and 4.8): ek's t̂ and dk's ŝ decoded with
//! §7.2's modulus check, c's u and v and the message encoded, and Decaps' re-encryption
//! compared byte by byte with the c it received (Algorithm 18 line 9, c ≠ c′), so that c′ is
//! never written anywhere.
//!
//! It is [`PolyDecoder`] and [`PolyEncoder`] (`src/rtl/codec/`) behind the sequencer's
//! datapath port, with the byte memory's read and write ports and the slots' read and write
//! ports.
//!
//! Model: [`crate::model::sequencer::codec::CodecUnitModel`], which the sequencer's
//! interpreter runs for every codec command. Tests: `tests/rtl_codec_unit.rs` (RustHDL and
//! the exported Verilog under Verilator against the model: bytes written, coefficients
//! written, both flags, cycles).
//!
//! # Ports
//!
//! | port | dir | width | what |
//! |---|---|---|---|
//! | `clock`, `reset` | in | 1 | `reset` (synchronous) aborts a command (nothing is written in its cycle) and clears both flags |
//! | `flags_clear` | in | 1 | clears both flags (the start of an operation) |
//! | `cmd_valid` | in | 1 | a command on `cmd_*` (the sequencer's `d_valid` for a codec command); taken while the unit is idle |
//! | `cmd_op` | in | 5 | [`crate::model::sequencer::isa::MicroOp::code`] of `Decode`, `Encode`, `EncodeCt` |
//! | `cmd_addr` | in | 12 | P, the first byte |
//! | `cmd_d` | in | 4 | the width d, 1..=12 |
//! | `cmd_slot` | in | 5 | the slot |
//! | `cmd_compare` | in | 1 | an `EncodeCt` compares instead of writing |
//! | `done` | out | 1 | in the command's last cycle (the sequencer's `d_done`) |
//! | `modulus_flag` | out | 1 | sticky: a `Decode` with d = 12 met a value ≥ q (the sequencer's `modulus_flag`) |
//! | `diff` | out | 1 | sticky: a comparing `EncodeCt` met a byte that differs (the cell unit's `diff`) |
//! | `mem_raddr`, `mem_rdata` | out, in | 12, 8 | the byte memory's read port, one cycle of latency |
//! | `mem_we`, `mem_waddr`, `mem_wdata` | out | 1, 12, 8 | its write port |
//! | `poly_rslot`, `poly_rindex`, `poly_rdata` | out, out, in | 5, 8, 12 | the slots' read port, one cycle of latency (the encoder's coefficients) |
//! | `coeff_write`, `coeff_slot`, `coeff_index`, `coeff_value` | out | 1, 5, 8, 12 | the decoder's coefficient writes, in [0, q) |
//!
//! # Latency
//!
//! From the cycle a command is taken to its `done`, inclusive: [`decode_cycles`] =
//! max(256, 32·d) + 5 for a `Decode`, [`encode_cycles`] = max(256, 32·d) + 7 for an
//! `Encode` or `EncodeCt`, written or compared alike: the decoder's or encoder's own cycles
//! plus the cycle that takes the command and the one of `done`. Each encoded byte is held a
//! cycle while its partner at P is read, then written or compared, so both modes take the
//! same time. Nothing depends on the data. A flag set by a command is visible in the cycle
//! after its `done`.
//!
//! Area and Fmax: the `codec_unit` row of `bitstreams/report.md`.

pub mod sim;
pub mod verilated;

use rust_hdl::prelude::*;

use crate::model::sequencer::codec::op;
use crate::rtl::codec::{PolyDecoder, PolyEncoder, decoder_cycles, encoder_cycles};

/// Cycles of a `Decode` of width d, from the cycle the command is taken to its `done`,
/// inclusive.
pub const fn decode_cycles(d: usize) -> usize {
    decoder_cycles(d) + 2
}

/// Cycles of an `Encode` or `EncodeCt` of width d, counted as [`decode_cycles`].
pub const fn encode_cycles(d: usize) -> usize {
    encoder_cycles(d) + 2
}

/// The codec unit. See the module documentation.
#[derive(LogicBlock)]
pub struct CodecUnit {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub flags_clear: Signal<In, Bit>,
    pub cmd_valid: Signal<In, Bit>,
    pub cmd_op: Signal<In, Bits<5>>,
    pub cmd_addr: Signal<In, Bits<12>>,
    pub cmd_d: Signal<In, Bits<4>>,
    pub cmd_slot: Signal<In, Bits<5>>,
    pub cmd_compare: Signal<In, Bit>,
    pub done: Signal<Out, Bit>,
    pub modulus_flag: Signal<Out, Bit>,
    pub diff: Signal<Out, Bit>,
    pub mem_raddr: Signal<Out, Bits<12>>,
    pub mem_rdata: Signal<In, Bits<8>>,
    pub mem_we: Signal<Out, Bit>,
    pub mem_waddr: Signal<Out, Bits<12>>,
    pub mem_wdata: Signal<Out, Bits<8>>,
    pub poly_rslot: Signal<Out, Bits<5>>,
    pub poly_rindex: Signal<Out, Bits<8>>,
    pub poly_rdata: Signal<In, Bits<12>>,
    pub coeff_write: Signal<Out, Bit>,
    pub coeff_slot: Signal<Out, Bits<5>>,
    pub coeff_index: Signal<Out, Bits<8>>,
    pub coeff_value: Signal<Out, Bits<12>>,
    enc: PolyEncoder,
    dec: PolyDecoder,
    active: DFF<Bit>,
    decoding: DFF<Bit>,
    compare: DFF<Bit>,
    addr: DFF<Bits<12>>,
    slot: DFF<Bits<5>>,
    /// Address of the next encoded byte.
    next: DFF<Bits<12>>,
    /// An encoded byte held while its partner at P is read.
    held: DFF<Bit>,
    hold: DFF<Bits<8>>,
    hold_addr: DFF<Bits<12>>,
    modq: DFF<Bit>,
    diffq: DFF<Bit>,
    take: Signal<Local, Bit>,
    finished: Signal<Local, Bit>,
    op_decode: Constant<Bits<5>>,
    op_encode_ct: Constant<Bits<5>>,
}

impl Default for CodecUnit {
    fn default() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            flags_clear: Default::default(),
            cmd_valid: Default::default(),
            cmd_op: Default::default(),
            cmd_addr: Default::default(),
            cmd_d: Default::default(),
            cmd_slot: Default::default(),
            cmd_compare: Default::default(),
            done: Default::default(),
            modulus_flag: Default::default(),
            diff: Default::default(),
            mem_raddr: Default::default(),
            mem_rdata: Default::default(),
            mem_we: Default::default(),
            mem_waddr: Default::default(),
            mem_wdata: Default::default(),
            poly_rslot: Default::default(),
            poly_rindex: Default::default(),
            poly_rdata: Default::default(),
            coeff_write: Default::default(),
            coeff_slot: Default::default(),
            coeff_index: Default::default(),
            coeff_value: Default::default(),
            enc: Default::default(),
            dec: Default::default(),
            active: Default::default(),
            decoding: Default::default(),
            compare: Default::default(),
            addr: Default::default(),
            slot: Default::default(),
            next: Default::default(),
            held: Default::default(),
            hold: Default::default(),
            hold_addr: Default::default(),
            modq: Default::default(),
            diffq: Default::default(),
            take: Default::default(),
            finished: Default::default(),
            op_decode: Constant::new((op::DECODE as u64).into()),
            op_encode_ct: Constant::new((op::ENCODE_CT as u64).into()),
        }
    }
}

impl Logic for CodecUnit {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, active, decoding, compare, addr, slot, next, held, hold, hold_addr, modq,
            diffq
        );
        self.enc.clock.next = self.clock.val();
        self.dec.clock.next = self.clock.val();
        self.enc.reset.next = self.reset.val();
        self.dec.reset.next = self.reset.val();
        self.take.next = self.cmd_valid.val() & !self.active.q.val() & !self.reset.val();
        self.enc.d.next = self.cmd_d.val();
        self.dec.d.next = self.cmd_d.val();
        self.enc.start.next = self.take.val() & (self.cmd_op.val() != self.op_decode.val());
        self.dec.start.next = self.take.val() & (self.cmd_op.val() == self.op_decode.val());
        // The slots: the encoder reads, the decoder writes.
        self.poly_rslot.next = self.slot.q.val();
        self.poly_rindex.next = self.enc.coeff_index.val();
        self.enc.coeff_data.next = self.poly_rdata.val();
        // The idle decoder's counters run free (its write and done pulses with them): only
        // the running command's count.
        self.coeff_write.next = self.dec.coeff_write.val()
            & self.active.q.val()
            & self.decoding.q.val()
            & !self.reset.val();
        self.coeff_slot.next = self.slot.q.val();
        self.coeff_index.next = self.dec.coeff_index.val();
        self.coeff_value.next = self.dec.coeff_value.val();
        // The byte memory: the decoder's byte reads; an encoded byte's partner at P, read as
        // the byte arrives and written or compared a cycle later.
        self.dec.byte_data.next = self.mem_rdata.val();
        self.mem_raddr.next = self.addr.q.val() + bit_cast::<12, 9>(self.dec.byte_index.val());
        self.held.d.next = false;
        if !self.decoding.q.val() {
            self.mem_raddr.next = self.next.q.val();
        }
        if self.enc.out_valid.val() {
            self.held.d.next = true;
            self.hold.d.next = self.enc.out_data.val();
            self.hold_addr.d.next = self.next.q.val();
            self.next.d.next = self.next.q.val() + 1;
        }
        self.mem_we.next = self.held.q.val() & !self.compare.q.val() & !self.reset.val();
        self.mem_waddr.next = self.hold_addr.q.val();
        self.mem_wdata.next = self.hold.q.val();
        if self.held.q.val() & self.compare.q.val() {
            self.diffq.d.next =
                self.diffq.q.val() | (self.hold.q.val() ^ self.mem_rdata.val()).any();
        }
        self.done.next = false;
        self.finished.next = self.enc.done.val();
        if self.decoding.q.val() {
            self.finished.next = self.dec.done.val();
        }
        if self.active.q.val() & self.finished.val() {
            self.done.next = true;
            self.active.d.next = false;
            self.modq.d.next =
                self.modq.q.val() | (self.decoding.q.val() & self.dec.out_of_range.val());
        }
        if self.take.val() {
            self.active.d.next = true;
            self.decoding.d.next = self.cmd_op.val() == self.op_decode.val();
            self.compare.d.next =
                self.cmd_compare.val() & (self.cmd_op.val() == self.op_encode_ct.val());
            self.addr.d.next = self.cmd_addr.val();
            self.next.d.next = self.cmd_addr.val();
            self.slot.d.next = self.cmd_slot.val();
        }
        if self.flags_clear.val() | self.reset.val() {
            self.modq.d.next = false;
            self.diffq.d.next = false;
        }
        if self.reset.val() {
            self.done.next = false;
            self.active.d.next = false;
            self.held.d.next = false;
        }
        self.modulus_flag.next = self.modq.q.val();
        self.diff.next = self.diffq.q.val();
    }
}

/// The unit's Verilog (module `top`).
pub fn verilog() -> String {
    let mut uut = CodecUnit::default();
    uut.connect_all();
    generate_verilog(&uut)
}
