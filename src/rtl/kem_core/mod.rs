//! `KemCore`: the whole ML-KEM datapath of issue 16 in one block — the microcoded
//! [`KemSequencer`] and the four units it commands, around the device's byte memory. Given a
//! request's payload in the bulk buffer, it runs one ROM entry (KeyGen, Encaps, Decaps, a key's
//! export, import or erase; FIPS 203 Algorithms 16–18 through 13–15, as
//! [`crate::model::sequencer::program`] writes them) and leaves the response in the bulk
//! buffer. H, G, J, PRF and XOF run on the sponge unit; a key's ŝ, t̂, ρ, H(ek) and z stay in
//! the key slots and key cells.
//!
//! | part | what |
//! |---|---|
//! | [`KemSequencer`] | fetches the micro-ops, resolves their operands, issues them |
//! | [`SpongeUnit`] | `HashInit`, `Absorb`, `AbsorbByte`, `Squeeze`, `SampleNtt`, `SampleCbd` (the sequencer's sponge port), writing samples into the sample buffers |
//! | [`EngineUnit`] | `Ntt`, `Intt`, `MulAcc`, `Arith`, `ZeroSlot` on the 26 polynomial slots |
//! | [`CodecUnit`] | `Decode`, `Encode`, `EncodeCt` between the byte memory and the slots |
//! | [`CellUnit`] | `Copy`, `Store`, `ZeroCell`, `Select`, `Check(CellsEqual)` on 32-byte cells |
//! | byte memory | `RAM<Bits<8>, 11>`, [`MEM_BYTES`] bytes: the bulk buffer, the work cells and the key cells ([`crate::model::sequencer`]) |
//!
//! **The byte memory's ports.** It has one read port and one write port. A running cell or
//! codec command that reads memory (any but `ZeroCell`, a writing `Encode` or `EncodeCt`) owns
//! the read port from the cycle it is taken to its `done`; otherwise, while
//! the sequencer runs, the sponge unit does; while it is idle, the host port does. Writes come
//! from whichever unit writes (the sponge's squeeze, a codec encode, a cell move; the host's
//! only while idle). The program never lets two units use one port at once: the model's
//! interpreter refuses such a program (`tests/sequencer.rs`), so no arbitration beyond this
//! ownership is needed.
//!
//! Model: [`crate::model::sequencer::SequencerKem`] (the interpreter running the same ROM with
//! the units' models). Tests: `tests/rtl_kem_core.rs` (RustHDL and the exported Verilog under
//! Verilator: every entry's response bytes, status and cycles equal the model's, and the
//! results FIPS 203's).
//!
//! # Ports
//!
//! | port | dir | width | what |
//! |---|---|---|---|
//! | `clock`, `reset` | in | 1 | `reset` (synchronous) aborts a run: every unit stops, nothing more is written |
//! | `start`, `entry`, `params`, `key` | in | 1, 8, 2, 1 | run the ROM entry at address `entry` ([`crate::model::sequencer::Rom::entries`]) for ML-KEM-512/768/1024 (`params` 0/1/2) on key slot `key`; taken while idle |
//! | `busy`, `done`, `status` | out | 1, 1, 2 | running (or the sponge still clearing its state after a reset: `start` waits for `busy` low); `done` for one cycle at the end with `status` 0 (done), 1 (§7.2 modulus check failed), 2 (§7.3 hash check failed) |
//! | `host_addr`, `host_we`, `host_wdata`, `host_rdata` | in, in, in, out | 11, 1, 8, 8 | the byte memory while idle: a write in the cycle `host_we` is high; a read's byte one cycle after its address |
//!
//! # Latency
//!
//! A run takes the model's [`crate::model::sequencer::Run::cycles`] with
//! [`crate::rtl::device::profile::COMPACT`] ([`KemCore`]) or
//! [`crate::rtl::device::profile::FAST`] ([`KemCoreFast`]): from the cycle after `start` to
//! the cycle of `done`, inclusive. It depends on the entry and the parameter set only (and,
//! for a stop, on where the program stops).
//!
//! # Profiles
//!
//! `kem_core_block!` builds the core around either sponge unit: [`KemCore`] (`Compact`, the
//! iCE40's: [`SpongeUnit`] on the serial Keccak core) and [`KemCoreFast`] (`Fast`, issue 17's
//! Artix-7 profile as far as it is built: [`SpongeUnitFast`] on `KeccakParallelR1`). Ports,
//! ROM and behaviour are the same; only the latencies differ.
//!
//! Area, EBR and Fmax: the `kem_core` and `kem_core_fast` rows of `bitstreams/report.md`.

pub mod sim;
pub mod verilated;

use rust_hdl::prelude::*;

use crate::model::sequencer::{MEM_BYTES, cells, codec, engine};
use crate::rtl::cell_unit::CellUnit;
use crate::rtl::codec_unit::CodecUnit;
use crate::rtl::engine_unit::EngineUnit;
use crate::rtl::sequencer::KemSequencer;
use crate::rtl::sponge_unit::{SpongeUnit, SpongeUnitFast};

/// Address bits of the byte memory.
pub const MEM_ADDR_BITS: usize = 11;
const _: () = assert!(1 << MEM_ADDR_BITS == MEM_BYTES);

/// Which datapath unit runs the current command.
#[derive(Copy, Clone, Debug, PartialEq, LogicState)]
pub enum DatapathUnit {
    None,
    Cell,
    Codec,
    Engine,
}

fn code(c: u8) -> Constant<Bits<5>> {
    Constant::new((c as u64).into())
}

/// Defines the core block `$name` around the sponge unit `$sponge` (one of
/// [`crate::rtl::sponge_unit`]'s, all with the same ports), and its [`KemCoreIo`].
macro_rules! kem_core_block {
    ($(#[$doc:meta])* $name:ident, $sponge:ty) => {
        $(#[$doc])*
        #[derive(LogicBlock)]
        pub struct $name {
            pub clock: Signal<In, Clock>,
            pub reset: Signal<In, Bit>,
            pub start: Signal<In, Bit>,
            pub entry: Signal<In, Bits<8>>,
            pub params: Signal<In, Bits<2>>,
            pub key: Signal<In, Bit>,
            /// A debug run ([`KemSequencer`]'s `debug`, `dbg_*`: the word written half by half).
            pub debug: Signal<In, Bit>,
            pub dbg_we_lo: Signal<In, Bit>,
            pub dbg_we_hi: Signal<In, Bit>,
            pub dbg_wdata: Signal<In, Bits<16>>,
            pub busy: Signal<Out, Bit>,
            pub done: Signal<Out, Bit>,
            pub status: Signal<Out, Bits<2>>,
            pub host_addr: Signal<In, Bits<11>>,
            pub host_we: Signal<In, Bit>,
            pub host_wdata: Signal<In, Bits<8>>,
            pub host_rdata: Signal<Out, Bits<8>>,
            seq: KemSequencer,
            sponge: $sponge,
            engine: EngineUnit,
            codec: CodecUnit,
            cells: CellUnit,
            mem: RAM<Bits<8>, 11>,
            /// The datapath unit whose command runs and reads the byte memory (from the cycle after
            /// it is taken).
            owner: DFF<DatapathUnit>,
            /// The unit the sequencer's datapath command goes to (this cycle's).
            target: Signal<Local, DatapathUnit>,
            /// The unit that holds the byte memory's read port this cycle.
            reader: Signal<Local, DatapathUnit>,
            /// A datapath unit's `done`.
            dp_done: Signal<Local, Bit>,
            /// The sequencer's datapath command reads the byte memory: a cell command other than
            /// `ZeroCell`, a `Decode`, a comparing `EncodeCt`. (The cell and codec units also read
            /// during a `ZeroCell` or a writing `Encode`, but use nothing they read; the program may
            /// let the sponge unit hold the read port meanwhile.)
            reads: Signal<Local, Bit>,
            op_copy: Constant<Bits<5>>,
            op_store: Constant<Bits<5>>,
            op_zero_cell: Constant<Bits<5>>,
            op_select: Constant<Bits<5>>,
            op_cells_equal: Constant<Bits<5>>,
            op_decode: Constant<Bits<5>>,
            op_encode: Constant<Bits<5>>,
            op_encode_ct: Constant<Bits<5>>,
            op_ntt: Constant<Bits<5>>,
            op_intt: Constant<Bits<5>>,
            op_mul_acc: Constant<Bits<5>>,
            op_arith: Constant<Bits<5>>,
            op_zero_slot: Constant<Bits<5>>,
        }

        impl Default for $name {
            fn default() -> Self {
                Self {
                    clock: Default::default(),
                    reset: Default::default(),
                    start: Default::default(),
                    entry: Default::default(),
                    params: Default::default(),
                    key: Default::default(),
                    debug: Default::default(),
                    dbg_we_lo: Default::default(),
                    dbg_we_hi: Default::default(),
                    dbg_wdata: Default::default(),
                    busy: Default::default(),
                    done: Default::default(),
                    status: Default::default(),
                    host_addr: Default::default(),
                    host_we: Default::default(),
                    host_wdata: Default::default(),
                    host_rdata: Default::default(),
                    seq: Default::default(),
                    sponge: Default::default(),
                    engine: Default::default(),
                    codec: Default::default(),
                    cells: Default::default(),
                    mem: Default::default(),
                    owner: Default::default(),
                    target: Default::default(),
                    reader: Default::default(),
                    dp_done: Default::default(),
                    reads: Default::default(),
                    op_copy: code(cells::op::COPY),
                    op_store: code(cells::op::STORE),
                    op_zero_cell: code(cells::op::ZERO_CELL),
                    op_select: code(cells::op::SELECT),
                    op_cells_equal: code(cells::op::CELLS_EQUAL),
                    op_decode: code(codec::op::DECODE),
                    op_encode: code(codec::op::ENCODE),
                    op_encode_ct: code(codec::op::ENCODE_CT),
                    op_ntt: code(engine::op::NTT),
                    op_intt: code(engine::op::INTT),
                    op_mul_acc: code(engine::op::MUL_ACC),
                    op_arith: code(engine::op::ARITH),
                    op_zero_slot: code(engine::op::ZERO_SLOT),
                }
            }
        }

        impl Logic for $name {
            #[hdl_gen]
            fn update(&mut self) {
                dff_setup!(self, clock, owner);
                self.seq.clock.next = self.clock.val();
                self.sponge.clock.next = self.clock.val();
                self.engine.clock.next = self.clock.val();
                self.codec.clock.next = self.clock.val();
                self.cells.clock.next = self.clock.val();
                self.mem.read_clock.next = self.clock.val();
                self.mem.write_clock.next = self.clock.val();
                self.seq.reset.next = self.reset.val();
                self.sponge.reset.next = self.reset.val();
                self.engine.reset.next = self.reset.val();
                self.codec.reset.next = self.reset.val();
                self.cells.reset.next = self.reset.val();

                // The sequencer.
                self.seq.start.next = self.start.val();
                self.seq.entry.next = self.entry.val();
                self.seq.params.next = self.params.val();
                self.seq.key.next = self.key.val();
                self.seq.debug.next = self.debug.val();
                self.seq.dbg_we_lo.next = self.dbg_we_lo.val();
                self.seq.dbg_we_hi.next = self.dbg_we_hi.val();
                self.seq.dbg_wdata.next = self.dbg_wdata.val();
                self.seq.modulus_flag.next = self.codec.modulus_flag.val();
                self.seq.s_ready.next = self.sponge.ready.val();
                self.dp_done.next = self.cells.done.val() | self.codec.done.val() | self.engine.done.val();
                self.seq.d_done.next = self.dp_done.val();
                self.seq.d_fail.next = self.cells.fail.val();
                // Busy while the program runs, and while the sponge clears its state after a reset.
                self.busy.next = self.seq.busy.val() | !self.sponge.ready.val();
                self.done.next = self.seq.done.val();
                self.status.next = self.seq.status.val();

                // Which unit a datapath command is for.
                self.target.next = DatapathUnit::None;
                if (self.seq.cmd_op.val() == self.op_copy.val())
                    | (self.seq.cmd_op.val() == self.op_store.val())
                    | (self.seq.cmd_op.val() == self.op_zero_cell.val())
                    | (self.seq.cmd_op.val() == self.op_select.val())
                    | (self.seq.cmd_op.val() == self.op_cells_equal.val())
                {
                    self.target.next = DatapathUnit::Cell;
                }
                if (self.seq.cmd_op.val() == self.op_decode.val())
                    | (self.seq.cmd_op.val() == self.op_encode.val())
                    | (self.seq.cmd_op.val() == self.op_encode_ct.val())
                {
                    self.target.next = DatapathUnit::Codec;
                }
                if (self.seq.cmd_op.val() == self.op_ntt.val())
                    | (self.seq.cmd_op.val() == self.op_intt.val())
                    | (self.seq.cmd_op.val() == self.op_mul_acc.val())
                    | (self.seq.cmd_op.val() == self.op_arith.val())
                    | (self.seq.cmd_op.val() == self.op_zero_slot.val())
                {
                    self.target.next = DatapathUnit::Engine;
                }
                self.reads.next = self.seq.d_valid.val()
                    & (((self.target.val() == DatapathUnit::Cell)
                        & (self.seq.cmd_op.val() != self.op_zero_cell.val()))
                        | ((self.target.val() == DatapathUnit::Codec)
                            & ((self.seq.cmd_op.val() == self.op_decode.val())
                                | ((self.seq.cmd_op.val() == self.op_encode_ct.val())
                                    & self.seq.cmd_compare.val()))));
                if self.reads.val() {
                    self.owner.d.next = self.target.val();
                }
                if self.dp_done.val() | self.reset.val() {
                    self.owner.d.next = DatapathUnit::None;
                }

                // The command port, shared by every unit.
                self.sponge.cmd_valid.next = self.seq.s_valid.val();
                self.sponge.cmd_op.next = self.seq.cmd_op.val();
                self.sponge.cmd_addr.next = self.seq.cmd_addr.val();
                self.sponge.cmd_len.next = self.seq.cmd_len.val();
                self.sponge.cmd_byte.next = self.seq.cmd_byte.val();
                self.sponge.cmd_func.next = self.seq.cmd_func.val();
                self.sponge.cmd_slot.next = self.seq.cmd_slot_r.val();
                self.sponge.cmd_eta.next = self.seq.cmd_eta.val();

                self.cells.cmd_valid.next =
                    self.seq.d_valid.val() & (self.target.val() == DatapathUnit::Cell);
                self.cells.cmd_op.next = self.seq.cmd_op.val();
                self.cells.cmd_addr.next = self.seq.cmd_addr.val();
                self.cells.cmd_cell_a.next = self.seq.cmd_cell_a.val();
                self.cells.cmd_cell_b.next = self.seq.cmd_cell_b.val();
                self.cells.cmd_cell_c.next = self.seq.cmd_cell_c.val();
                self.cells.diff.next = self.codec.diff.val();

                self.codec.flags_clear.next = self.start.val() & !self.seq.busy.val();
                self.codec.cmd_valid.next =
                    self.seq.d_valid.val() & (self.target.val() == DatapathUnit::Codec);
                self.codec.cmd_op.next = self.seq.cmd_op.val();
                self.codec.cmd_addr.next = self.seq.cmd_addr.val();
                self.codec.cmd_d.next = self.seq.cmd_d.val();
                self.codec.cmd_slot.next = self.seq.cmd_slot_r.val();
                self.codec.cmd_compare.next = self.seq.cmd_compare.val();

                self.engine.cmd_valid.next =
                    self.seq.d_valid.val() & (self.target.val() == DatapathUnit::Engine);
                self.engine.cmd_op.next = self.seq.cmd_op.val();
                self.engine.cmd_slot_a.next = self.seq.cmd_slot_a.val();
                self.engine.cmd_slot_b.next = self.seq.cmd_slot_b.val();
                self.engine.cmd_slot_r.next = self.seq.cmd_slot_r.val();
                self.engine.cmd_first.next = self.seq.cmd_first.val();
                self.engine.cmd_sub.next = self.seq.cmd_sub.val();

                // The slots: the codec's reads and writes through the engine's port, the samplers'
                // through the sample buffers' own.
                self.engine.poly_rslot.next = self.codec.poly_rslot.val();
                self.engine.poly_rindex.next = self.codec.poly_rindex.val();
                self.codec.poly_rdata.next = self.engine.poly_rdata.val();
                self.engine.coeff_write.next = self.codec.coeff_write.val();
                self.engine.coeff_slot.next = self.codec.coeff_slot.val();
                self.engine.coeff_index.next = self.codec.coeff_index.val();
                self.engine.coeff_value.next = self.codec.coeff_value.val();
                self.engine.smp_write.next = self.sponge.coeff_write.val();
                self.engine.smp_slot.next = self.sponge.coeff_slot.val();
                self.engine.smp_index.next = self.sponge.coeff_index.val();
                self.engine.smp_value.next = self.sponge.coeff_value.val();

                // The byte memory's read port: the running cell or codec command that reads (from the
                // cycle it is taken), else the sponge while the sequencer runs, else the host.
                self.reader.next = self.owner.q.val();
                if self.reads.val() {
                    self.reader.next = self.target.val();
                }
                self.mem.read_address.next = self.host_addr.val();
                if self.seq.busy.val() {
                    self.mem.read_address.next = self.sponge.mem_raddr.val().get_bits::<11>(0);
                }
                if self.reader.val() == DatapathUnit::Cell {
                    self.mem.read_address.next = self.cells.mem_raddr.val().get_bits::<11>(0);
                }
                if self.reader.val() == DatapathUnit::Codec {
                    self.mem.read_address.next = self.codec.mem_raddr.val().get_bits::<11>(0);
                }
                self.sponge.mem_rdata.next = self.mem.read_data.val();
                self.cells.mem_rdata.next = self.mem.read_data.val();
                self.codec.mem_rdata.next = self.mem.read_data.val();
                self.host_rdata.next = self.mem.read_data.val();

                // Its write port: whichever unit writes (one at a time, as the program is checked);
                // the host only while the sequencer is idle.
                self.mem.write_enable.next = self.host_we.val() & !self.seq.busy.val();
                self.mem.write_address.next = self.host_addr.val();
                self.mem.write_data.next = self.host_wdata.val();
                if self.sponge.mem_we.val() {
                    self.mem.write_enable.next = true;
                    self.mem.write_address.next = self.sponge.mem_waddr.val().get_bits::<11>(0);
                    self.mem.write_data.next = self.sponge.mem_wdata.val();
                }
                if self.codec.mem_we.val() {
                    self.mem.write_enable.next = true;
                    self.mem.write_address.next = self.codec.mem_waddr.val().get_bits::<11>(0);
                    self.mem.write_data.next = self.codec.mem_wdata.val();
                }
                if self.cells.mem_we.val() {
                    self.mem.write_enable.next = true;
                    self.mem.write_address.next = self.cells.mem_waddr.val().get_bits::<11>(0);
                    self.mem.write_data.next = self.cells.mem_wdata.val();
                }
                if self.reset.val() {
                    self.mem.write_enable.next = false;
                }
            }
        }
        impl KemCoreIo for $name {
            fn io(&mut self) -> KemCorePorts<'_> {
                KemCorePorts {
                    clock: &mut self.clock,
                    reset: &mut self.reset,
                    start: &mut self.start,
                    entry: &mut self.entry,
                    params: &mut self.params,
                    key: &mut self.key,
                    busy: &self.busy,
                    done: &self.done,
                    status: &self.status,
                    host_addr: &mut self.host_addr,
                    host_we: &mut self.host_we,
                    host_wdata: &mut self.host_wdata,
                    host_rdata: &self.host_rdata,
                }
            }
        }
    };
}

/// The core's ports a driver uses, borrowed ([`KemCoreIo`]; the debug port is the device's).
pub struct KemCorePorts<'a> {
    pub clock: &'a mut Signal<In, Clock>,
    pub reset: &'a mut Signal<In, Bit>,
    pub start: &'a mut Signal<In, Bit>,
    pub entry: &'a mut Signal<In, Bits<8>>,
    pub params: &'a mut Signal<In, Bits<2>>,
    pub key: &'a mut Signal<In, Bit>,
    pub busy: &'a Signal<Out, Bit>,
    pub done: &'a Signal<Out, Bit>,
    pub status: &'a Signal<Out, Bits<2>>,
    pub host_addr: &'a mut Signal<In, Bits<11>>,
    pub host_we: &'a mut Signal<In, Bit>,
    pub host_wdata: &'a mut Signal<In, Bits<8>>,
    pub host_rdata: &'a Signal<Out, Bits<8>>,
}

/// A KEM core block, either profile (`kem_core_block!`).
pub trait KemCoreIo: Block + Default {
    /// The ports, borrowed.
    fn io(&mut self) -> KemCorePorts<'_>;
}

kem_core_block!(
    /// The `Compact` core (iCE40): [`SpongeUnit`] on the serial Keccak core. See the module
    /// documentation.
    KemCore,
    SpongeUnit
);

kem_core_block!(
    /// The `Fast` core (Artix-7), as far as issue 17 has built it: [`SpongeUnitFast`] (the
    /// sponge around `KeccakParallelR1`) and the `Compact` core's other units. It runs the same
    /// ROM; its cycles are the model's with [`crate::rtl::device::profile::FAST`].
    KemCoreFast,
    SpongeUnitFast
);

/// The core's Verilog (module `top`).
pub fn verilog() -> String {
    crate::rtl::ntt::verilog_of::<KemCore>()
}

/// [`KemCoreFast`]'s Verilog (module `top`).
pub fn verilog_fast() -> String {
    crate::rtl::ntt::verilog_of::<KemCoreFast>()
}
