//! The latencies of the device's units as the KEM sequencer sees them
//! ([`crate::model::sequencer::Timing`]): the interpreter counts the circuit's cycles with
//! these. Each figure is the unit's own constant or formula, which that unit's tests check
//! against the circuit: `issue` by `tests/rtl_sequencer.rs`, the sponge unit's (`mem_read`,
//! `sampler_tail` and the core's) by `tests/rtl_sponge_unit.rs`, `cell` and `cell_pair` by
//! `tests/rtl_cell_unit.rs`, `encoder` and `decoder` by `tests/rtl_codec_unit.rs`, `engine`
//! and `zero_slot` by `tests/rtl_engine_unit.rs`.

use crate::model::sequencer::Timing;
use crate::rtl::codec_unit::{decode_cycles, encode_cycles};
use crate::rtl::engine_unit::{ZERO_CYCLES, op_cycles};
use crate::rtl::keccak::serial;
use crate::rtl::keccak::sponge::CoreTiming;

/// The iCE40 device (`Compact`): `KeccakSpongeSerial`, one butterfly (`EngineUnit`'s
/// `NttEngineBanked`), the byte-serial codec.
pub const COMPACT: Timing = Timing {
    issue: 2,
    permute: serial::PERMUTE_CYCLES,
    clear: serial::CLEAR_CYCLES,
    lane_xor: serial::LANE_XOR_CYCLES,
    lane_read: serial::LANE_READ_CYCLES,
    sampler_tail: 2,
    mem_read: 1,
    engine: op_cycles,
    encoder: encode_cycles,
    decoder: decode_cycles,
    cell: 32 + 1,
    cell_pair: 2 * 32 + 1,
    zero_slot: ZERO_CYCLES,
    overlap: true,
};

/// The Artix-7 device (`Fast`), as far as it is built: `SpongeUnitFast` (the sponge around
/// `KeccakParallelR1`, 24 cycles a permutation) and, for now, `Compact`'s engine, codec and
/// cell units. Issue 17 replaces these with wider ones, and their latencies here with theirs.
pub const FAST: Timing = Timing {
    permute: CoreTiming::parallel(1).permute,
    clear: CoreTiming::parallel(1).clear,
    lane_xor: CoreTiming::parallel(1).lane_xor,
    lane_read: CoreTiming::parallel(1).lane_read,
    ..COMPACT
};
