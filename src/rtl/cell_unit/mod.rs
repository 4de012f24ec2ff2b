//! `CellUnit`: the part of the KEM sequencer's datapath that moves, clears, selects and
//! compares 32-byte cells of the device's byte memory (FIPS 203 Algorithm 18 line 9's
//! constant-time choice of K′ or K̄, §7.3's hash check of an imported key, and the moves of
//! seeds, hashes and keys between the bulk buffer and the work and key cells).
//!
//! Model: [`crate::model::sequencer::cells::CellUnitModel`], which the sequencer's
//! interpreter runs for every cell command. Tests: `tests/rtl_cell_unit.rs` (RustHDL and the
//! exported Verilog under Verilator against the model: bytes written, `fail`, cycles).
//!
//! # Ports
//!
//! | port | dir | width | what |
//! |---|---|---|---|
//! | `clock`, `reset` | in | 1 | `reset` (synchronous) aborts a command; nothing is written in its cycle |
//! | `cmd_valid` | in | 1 | a command on `cmd_*` (the sequencer's `d_valid` for a cell command); taken while the unit is idle |
//! | `cmd_op` | in | 5 | [`crate::model::sequencer::isa::MicroOp::code`] of `Copy`, `Store`, `ZeroCell`, `Select`, `Check(CellsEqual)` |
//! | `cmd_addr` | in | 12 | P, the byte address of a `Copy`'s source or a `Store`'s destination |
//! | `cmd_cell_a`, `cmd_cell_b`, `cmd_cell_c` | in | 7 each | cells as [`crate::model::sequencer::cells`] lists them per command |
//! | `diff` | in | 1 | the difference flag (a comparing `EncodeCt` set it): `Select` takes `cell_c` when high, `cell_b` when low |
//! | `done`, `fail` | out | 1, 1 | `done` in the command's last cycle (the sequencer's `d_done`), with `fail` when a `CellsEqual` found a difference |
//! | `mem_raddr`, `mem_rdata` | out, in | 12, 8 | the byte memory's read port, one cycle of latency |
//! | `mem_we`, `mem_waddr`, `mem_wdata` | out | 1, 12, 8 | its write port |
//!
//! # Latency
//!
//! From the cycle a command is taken to its `done`, inclusive: `Copy`, `Store`, `ZeroCell` 33
//! cycles (a byte read each cycle, written the next); `Select` and `CellsEqual` 65 (the two
//! bytes of a position are read one after the other; the select writes, the comparison ORs
//! their difference). Every byte is read whatever the flag and the data, so the cycles depend
//! on the opcode only. The model's [`crate::model::sequencer::Timing`] `cell` and
//! `cell_pair` are these counts.
//!
//! Area and Fmax: the `cell_unit` row of `bitstreams/report.md`.

pub mod sim;
pub mod verilated;

use rust_hdl::prelude::*;

use crate::model::sequencer::cells::op;

fn code(op: u8) -> Constant<Bits<5>> {
    Constant::new((op as u64).into())
}

/// The cell unit. See the module documentation.
#[derive(LogicBlock)]
pub struct CellUnit {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub cmd_valid: Signal<In, Bit>,
    pub cmd_op: Signal<In, Bits<5>>,
    pub cmd_addr: Signal<In, Bits<12>>,
    pub cmd_cell_a: Signal<In, Bits<7>>,
    pub cmd_cell_b: Signal<In, Bits<7>>,
    pub cmd_cell_c: Signal<In, Bits<7>>,
    pub diff: Signal<In, Bit>,
    pub done: Signal<Out, Bit>,
    pub fail: Signal<Out, Bit>,
    pub mem_raddr: Signal<Out, Bits<12>>,
    pub mem_rdata: Signal<In, Bits<8>>,
    pub mem_we: Signal<Out, Bit>,
    pub mem_waddr: Signal<Out, Bits<12>>,
    pub mem_wdata: Signal<Out, Bits<8>>,
    active: DFF<Bit>,
    /// Two bytes a position (`Select`, `CellsEqual`).
    pair: DFF<Bit>,
    /// The command writes (not `CellsEqual`).
    writes: DFF<Bit>,
    /// `ZeroCell`: write zeros.
    zero: DFF<Bit>,
    select_b: DFF<Bit>,
    /// Cycles since the command was taken.
    cnt: DFF<Bits<7>>,
    /// Read bases: the source (moves) or the first of a pair; the second of a pair.
    src_a: DFF<Bits<12>>,
    src_b: DFF<Bits<12>>,
    dst: DFF<Bits<12>>,
    hold: DFF<Bits<8>>,
    differ: DFF<Bit>,
    last: Signal<Local, Bit>,
    index: Signal<Local, Bits<12>>,
    cell_a_addr: Signal<Local, Bits<12>>,
    cell_b_addr: Signal<Local, Bits<12>>,
    cell_c_addr: Signal<Local, Bits<12>>,
    byte_differs: Signal<Local, Bit>,
    op_store: Constant<Bits<5>>,
    op_zero: Constant<Bits<5>>,
    op_select: Constant<Bits<5>>,
    op_equal: Constant<Bits<5>>,
}

impl Default for CellUnit {
    fn default() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            cmd_valid: Default::default(),
            cmd_op: Default::default(),
            cmd_addr: Default::default(),
            cmd_cell_a: Default::default(),
            cmd_cell_b: Default::default(),
            cmd_cell_c: Default::default(),
            diff: Default::default(),
            done: Default::default(),
            fail: Default::default(),
            mem_raddr: Default::default(),
            mem_rdata: Default::default(),
            mem_we: Default::default(),
            mem_waddr: Default::default(),
            mem_wdata: Default::default(),
            active: Default::default(),
            pair: Default::default(),
            writes: Default::default(),
            zero: Default::default(),
            select_b: Default::default(),
            cnt: Default::default(),
            src_a: Default::default(),
            src_b: Default::default(),
            dst: Default::default(),
            hold: Default::default(),
            differ: Default::default(),
            last: Default::default(),
            index: Default::default(),
            cell_a_addr: Default::default(),
            cell_b_addr: Default::default(),
            cell_c_addr: Default::default(),
            byte_differs: Default::default(),
            op_store: code(op::STORE),
            op_zero: code(op::ZERO_CELL),
            op_select: code(op::SELECT),
            op_equal: code(op::CELLS_EQUAL),
        }
    }
}

impl Logic for CellUnit {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, active, pair, writes, zero, select_b, cnt, src_a, src_b, dst, hold, differ
        );
        self.cell_a_addr.next = bit_cast::<12, 7>(self.cmd_cell_a.val()) << 5;
        self.cell_b_addr.next = bit_cast::<12, 7>(self.cmd_cell_b.val()) << 5;
        self.cell_c_addr.next = bit_cast::<12, 7>(self.cmd_cell_c.val()) << 5;
        self.done.next = false;
        self.fail.next = false;
        self.mem_we.next = false;
        self.mem_wdata.next = self.mem_rdata.val();
        self.byte_differs.next = (self.hold.q.val() ^ self.mem_rdata.val()).any();
        // Moves: byte cnt − 1 arrives now and is written; byte cnt is read.
        // Pairs: an odd cnt brings the first byte of position (cnt − 1)/2, an even one the
        // second of position cnt/2 − 1; the read address alternates between the two cells.
        self.index.next = bit_cast::<12, 7>(self.cnt.q.val()) - 1;
        self.mem_waddr.next = self.dst.q.val() + self.index.val();
        self.mem_raddr.next = self.src_a.q.val() + bit_cast::<12, 7>(self.cnt.q.val());
        self.last.next = false;
        if self.pair.q.val() {
            self.index.next = bit_cast::<12, 7>(self.cnt.q.val() >> 1) - 1;
            self.mem_waddr.next = self.dst.q.val() + self.index.val();
            if self.cnt.q.val().get_bit(0) {
                self.mem_raddr.next = self.src_b.q.val() + bit_cast::<12, 7>(self.cnt.q.val() >> 1);
            } else {
                self.mem_raddr.next = self.src_a.q.val() + bit_cast::<12, 7>(self.cnt.q.val() >> 1);
            }
            self.last.next = self.cnt.q.val() == 64;
        } else {
            self.last.next = self.cnt.q.val() == 32;
        }
        if self.active.q.val() {
            self.cnt.d.next = self.cnt.q.val() + 1;
            if self.pair.q.val() {
                if self.cnt.q.val().get_bit(0) {
                    self.hold.d.next = self.mem_rdata.val();
                } else {
                    self.mem_we.next = self.writes.q.val();
                    if !self.select_b.q.val() {
                        self.mem_wdata.next = self.hold.q.val();
                    }
                    self.differ.d.next = self.differ.q.val() | self.byte_differs.val();
                    self.fail.next = self.last.val()
                        & !self.writes.q.val()
                        & (self.differ.q.val() | self.byte_differs.val());
                }
            } else {
                self.mem_we.next = true;
                if self.zero.q.val() {
                    self.mem_wdata.next = 0.into();
                }
            }
            if self.last.val() {
                self.done.next = true;
                self.active.d.next = false;
            }
        } else if self.cmd_valid.val() {
            self.active.d.next = true;
            self.cnt.d.next = 1.into();
            self.differ.d.next = false;
            self.select_b.d.next = self.diff.val();
            self.pair.d.next = (self.cmd_op.val() == self.op_select.val())
                | (self.cmd_op.val() == self.op_equal.val());
            self.writes.d.next = self.cmd_op.val() != self.op_equal.val();
            self.zero.d.next = self.cmd_op.val() == self.op_zero.val();
            // Read bases and destination per command (`Copy` unless another); the first read
            // goes out now.
            self.src_a.d.next = self.cmd_addr.val();
            self.src_b.d.next = self.cell_c_addr.val();
            self.dst.d.next = self.cell_c_addr.val();
            self.mem_raddr.next = self.cmd_addr.val();
            if self.cmd_op.val() == self.op_store.val() {
                self.src_a.d.next = self.cell_c_addr.val();
                self.dst.d.next = self.cmd_addr.val();
                self.mem_raddr.next = self.cell_c_addr.val();
            }
            if (self.cmd_op.val() == self.op_select.val())
                | (self.cmd_op.val() == self.op_equal.val())
            {
                self.src_a.d.next = self.cell_b_addr.val();
                self.dst.d.next = self.cell_a_addr.val();
                self.mem_raddr.next = self.cell_b_addr.val();
            }
        }
        if self.reset.val() {
            self.mem_we.next = false;
            self.done.next = false;
            self.fail.next = false;
            self.active.d.next = false;
        }
    }
}

/// The unit's Verilog (module `top`).
pub fn verilog() -> String {
    let mut uut = CellUnit::default();
    uut.connect_all();
    generate_verilog(&uut)
}
