//! The latencies of the device's units as the KEM sequencer sees them
//! ([`crate::model::sequencer::Timing`]): the interpreter counts the circuit's cycles with
//! these. Each figure is the unit's own constant or formula, which that unit's tests check
//! against the circuit: `issue` by `tests/rtl_sequencer.rs`, the sponge unit's (`mem_read`,
//! `sampler_tail` and the core's) by `tests/rtl_sponge_unit.rs`, `cell` and `cell_pair` by
//! `tests/rtl_cell_unit.rs`, `encoder` and `decoder` by `tests/rtl_codec_unit.rs`. `zero_slot` is a design figure until the engine's banks are
//! built (issue 16).

use crate::model::ntt_engine::EngineOp;
use crate::model::sequencer::Timing;
use crate::params::N;
use crate::rtl::codec_unit::{decode_cycles, encode_cycles};
use crate::rtl::keccak::serial;

fn engine_p1(op: EngineOp) -> usize {
    op.cycles(1)
}

/// The iCE40 device (`Compact`): `KeccakSpongeSerial`, `NttEngineP1`, the byte-serial codec.
pub const COMPACT: Timing = Timing {
    issue: 2,
    permute: serial::PERMUTE_CYCLES,
    clear: serial::CLEAR_CYCLES,
    lane_xor: serial::LANE_XOR_CYCLES,
    lane_read: serial::LANE_READ_CYCLES,
    sampler_tail: 2,
    mem_read: 1,
    engine: engine_p1,
    encoder: encode_cycles,
    decoder: decode_cycles,
    cell: 32 + 1,
    cell_pair: 2 * 32 + 1,
    zero_slot: N + 2,
    overlap: true,
};
