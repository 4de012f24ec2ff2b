//! The cell unit's model: what `CellUnit` (`src/rtl/cell_unit/`) does with the sequencer's
//! cell commands on the byte memory, and in how many cycles. The interpreter
//! ([`super::interp`]) runs every cell command through it.
//!
//! | command | operands ([`Command`]) | effect |
//! |---|---|---|
//! | `Copy` | `addr` = P, `cell_c` | cell ← the 32 bytes at P |
//! | `Store` | `addr` = P, `cell_c` | the 32 bytes at P ← cell |
//! | `ZeroCell` | `cell_c` | cell ← 0 |
//! | `Select` | `cell_a` = d, `cell_b` = a, `cell_c` = b | d ← b if the difference flag is set, else a: both are read, so the time does not depend on the flag (FIPS 203 Algorithm 18 line 9's constant-time choice of K̄ or K′) |
//! | `Check(CellsEqual)` | `cell_b`, `cell_c` | fails if the two cells differ in any byte (every byte is read) |
//!
//! # Cycles
//!
//! The byte memory has one read port (one cycle of latency) and one write port. A move reads
//! a byte a cycle and writes it a cycle later: [`Timing::cell`] cycles (32 + 1). `Select` and
//! `CellsEqual` read two bytes for each byte position: [`Timing::cell_pair`] (64 + 1). A
//! `ZeroCell` writes in the cycles a move would, so it takes a move's time.
//!
//! A `Copy` or `Store` whose 32 bytes at P overlap the cell in part is refused (the circuit
//! would read bytes it has already written), so the interpreter stops a program that issues
//! one; cells are aligned, so a `Select`'s destination is one of its sources or apart from
//! both, and each position is read before it is written.

use super::Timing;
use super::interp::Command;

/// The opcodes the unit takes ([`super::isa::MicroOp::code`]).
pub mod op {
    use super::super::isa::{CellRef, Check, MicroOp};

    pub const COPY: u8 = MicroOp::Copy(CellRef::At(0)).code() as u8;
    pub const SELECT: u8 =
        MicroOp::Select(CellRef::At(0), CellRef::At(0), CellRef::At(0)).code() as u8;
    pub const ZERO_CELL: u8 = MicroOp::ZeroCell(CellRef::At(0)).code() as u8;
    pub const CELLS_EQUAL: u8 =
        MicroOp::Check(Check::CellsEqual(CellRef::At(0), CellRef::At(0))).code() as u8;
    pub const STORE: u8 = MicroOp::Store(CellRef::At(0)).code() as u8;
}

/// Bytes in a cell.
pub const CELL: usize = 32;

/// The cell unit (it keeps no state between commands).
#[derive(Clone, Copy, Debug, Default)]
pub struct CellUnitModel;

impl CellUnitModel {
    /// Carries out `cmd` on the byte memory `mem`, with the difference flag `diff` (set by a
    /// comparing `EncodeCt`); returns its cycles and whether a `CellsEqual` failed.
    pub fn execute(
        &self,
        cmd: &Command,
        diff: bool,
        mem: &mut [u8],
        t: &Timing,
    ) -> Result<(usize, bool), String> {
        let cell = |n: u8| -> Result<usize, String> {
            let a = n as usize * CELL;
            if a + CELL > mem.len() {
                return Err(format!("cell {n} past the memory"));
            }
            Ok(a)
        };
        let at = |a: u16| -> Result<usize, String> {
            if a as usize + CELL > mem.len() {
                return Err(format!("bytes {a} + {CELL} past the memory"));
            }
            Ok(a as usize)
        };
        // The circuit moves a byte a cycle, reading ahead of its writes: a source that
        // overlaps the destination in part would read bytes it has already written.
        let disjoint = |from: usize, to: usize| {
            if from != to && from < to + CELL && to < from + CELL {
                return Err(format!("bytes {from} and {to} overlap in part"));
            }
            Ok(())
        };
        Ok(match cmd.op {
            op::COPY => {
                let (from, to) = (at(cmd.addr)?, cell(cmd.cell_c)?);
                disjoint(from, to)?;
                mem.copy_within(from..from + CELL, to);
                (t.cell, false)
            }
            op::STORE => {
                let (from, to) = (cell(cmd.cell_c)?, at(cmd.addr)?);
                disjoint(from, to)?;
                mem.copy_within(from..from + CELL, to);
                (t.cell, false)
            }
            op::ZERO_CELL => {
                let to = cell(cmd.cell_c)?;
                mem[to..to + CELL].fill(0);
                (t.cell, false)
            }
            op::SELECT => {
                let (d, a, b) = (cell(cmd.cell_a)?, cell(cmd.cell_b)?, cell(cmd.cell_c)?);
                let mask = 0u8.wrapping_sub(diff as u8);
                for k in 0..CELL {
                    mem[d + k] = (mem[a + k] & !mask) | (mem[b + k] & mask);
                }
                (t.cell_pair, false)
            }
            op::CELLS_EQUAL => {
                let (a, b) = (cell(cmd.cell_b)?, cell(cmd.cell_c)?);
                let differ = (0..CELL).fold(0u8, |acc, k| acc | (mem[a + k] ^ mem[b + k]));
                (t.cell_pair, differ != 0)
            }
            other => return Err(format!("opcode {other} is not a cell command")),
        })
    }
}
