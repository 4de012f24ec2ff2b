//! The debug path (issue 16, item 4): one host-supplied micro-op word, run by the sequencer
//! on the device's units in place of the old fine-grained opcodes, so that every unit can
//! still be exercised alone through the protocol 3 device (`DebugOp`,
//! [`crate::protocol::v3`]).
//!
//! The word is written at [`DEBUG_WORD`] of the microcode memory and runs from there; the zero
//! word after it, the memory's last, is `End` and ends the run. The run starts as every run does (i = j = 0, N = 0, the Decaps
//! flag clear, the sample buffers unexchanged) except that P starts at [`DEBUG_P`], just past
//! the echoed word in the bulk buffer.
//!
//! **Refused** ([`refused`], the same rule in the circuit, `rtl::sequencer`): before the word
//! issues anything, when it is a jump (`NextI`, `NextJ`, `Skip`, `Call`, `Ret`: they would run
//! the program's own words), or when an operand its opcode uses reaches the key area:
//! * a polynomial slot that resolves into 16..24, the key slots;
//! * a 32-byte cell whose number's low six bits are 56 or more (the key cells 58–63, and 56–57
//!   for a simpler comparison);
//! * a sponge transfer (`SetP`, `Absorb`, `Squeeze`) longer than 64 bytes starting at cell 8
//!   or above (it would reach byte 1856, the first key cell's).
//!
//! P-relative transfers (`Decode`, `Encode`, `Copy`, `Store`) start at P = 4 and move at most
//! 384 bytes, inside the bulk buffer. So a debug word neither reads nor writes a key, and the
//! work slots and cells it can reach hold nothing secret: every operation wipes its own
//! ([`super::program`]).
//!
//! Words that are no program (a sampler writing a work slot, a field value the assembler never
//! emits) are not refused; the interpreter stops on them with [`super::Stop::BadProgram`] and
//! the circuit does what its units do. Tests use well-formed words.

use crate::params::ParamSet;

pub use super::program::DEBUG_WORD;
use super::{KEY_CELLS, KEY_SLOT_BASE};

/// P at the start of a debug run: the word's four bytes come first in the bulk buffer.
pub const DEBUG_P: usize = 4;

/// Whether the circuit refuses `word` as a debug micro-op for parameter set `p` and key index
/// `key` (the request's argument), from the word's raw fields as the sequencer resolves them
/// at the start of a run (see the module documentation).
pub fn refused(word: u32, p: ParamSet, key: usize) -> bool {
    let opc = word >> 27;
    let field = |shift: u32| (word >> shift) & 0xFF;
    let key_off = (2 * p.k * key) as u32;
    // A slot operand: mode[7:5], base[4:0]; i = j = 0, the Decaps flag clear.
    let slot = |f: u32| -> u32 {
        let off = match f >> 5 {
            3 | 6 => key_off,
            4 | 5 => key_off + p.k as u32,
            _ => 0,
        };
        ((f & 31) + off) & 31
    };
    let key_slot = |f: u32| slot(f) >> 3 == KEY_SLOT_BASE as u32 >> 3;
    // A cell operand: key flag[7], cell[6:0]; the key's cells are KEY_CELLS further on.
    let cell = |f: u32| -> u32 {
        let n = f & 127;
        if f >> 7 == 1 {
            (n + KEY_CELLS as u32 * key as u32) & 127
        } else {
            n
        }
    };
    let high = |f: u32| (cell(f) >> 3) & 7 == 7;
    match opc {
        21 | 23 | 29..=31 => true,
        7..=10 | 13..=15 | 19 => key_slot(field(0)),
        11 | 12 => key_slot(field(0)) || key_slot(field(8)) || key_slot(field(16)),
        1 | 3 | 5 => {
            let from = (cell(field(3)) >> 3) & 7;
            let long = word & 4 != 0 || word & 3 == 3;
            from == 7 || (long && from != 0)
        }
        16 | 18 | 26 => high(field(0)),
        25 => high(field(0)) || high(field(8)),
        17 => high(field(0)) || high(field(8)) || high(field(16)),
        _ => false,
    }
}
