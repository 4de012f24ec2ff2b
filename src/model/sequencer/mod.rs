//! The KEM sequencer: FIPS 203's ML-KEM operations as one program of micro-operations on the
//! device's units, its assembly into ROM words, and the interpreter of those words — the model
//! of the circuit `KemSequencer` (`src/rtl/sequencer/`, issue 16; the device does not use it
//! yet).
//!
//! | module | what |
//! |---|---|
//! | [`isa`] | the micro-operations and their 32-bit words |
//! | [`program`] | Algorithms 13–18 written as micro-op programs, and the [`Rom`] they assemble to |
//! | [`interp`] | the interpreter of ROM words: results and cycle counts |
//! | [`kem`] | ML-KEM through the interpreter: payloads in, responses out, key slots |
//! | [`debug`] | the debug path: one host-supplied micro-op, refused on the key area |
//!
//! # The machine
//!
//! The program works on the units the device already has, named as the circuit will see them:
//! * **polynomial slots** (the NTT engine's RAM), [`SLOTS`] of 256 coefficients: a work area
//!   ([`slot`]), a key area ([`KEY_SLOT_BASE`], [`KEY_SLOTS`]) where a key's ŝ and t̂ stay,
//!   and two sample buffers ([`SAMPLE_BUFFERS`]) that the sampler fills while the engine
//!   works ([`bank`]);
//! * the **byte memory**, [`MEM_BYTES`] bytes in 32-byte cells: the bulk buffer (cells 0..50,
//!   [`BULK_BYTES`]) into which a request's payload arrives and from which its response
//!   leaves, the work cells ([`cell`]) and the key cells ([`KEY_CELL_BASE`]: ρ, H(ek), z of
//!   each key);
//! * one **Keccak sponge**, the **samplers** fed by it, the **codec** between slots and bytes;
//! * registers: the loop counters i and j, the PRF nonce N, the byte pointer P, the key index,
//!   the modulus flag and the difference flag.
//!
//! A key is kept as polynomials (ŝ, t̂ in the key slots) plus ρ, H(ek), z, not as the seed
//! (d, z): an imported dk (FIPS 203 Algorithm 16's output) holds no d, and Decaps then needs
//! no second KeyGen. `docs/units/sequencer.md` weighs the two.

pub mod cells;
pub mod codec;
pub mod debug;
pub mod engine;
pub mod interp;
pub mod isa;
pub mod kem;
pub mod program;
pub mod sponge;

pub use interp::{Command, Machine, Run, Stop, Timing, Traced};
pub use isa::MicroOp;
pub use kem::{KemStop, KeyState, RunLog, SequencerKem};
pub use program::{Entry, Rom};

use crate::params::ParamSet;

/// Polynomial slots the sequencer addresses: three banks of 8 (work, work, key) and the two
/// sample buffers.
pub const SLOTS: usize = 26;
/// Slots of the key area.
pub const KEY_SLOTS: usize = 8;
/// The two sample buffers, each a memory of its own, so that the sampler fills one while the
/// engine works on the other slots.
pub const SAMPLE_BUFFERS: [u8; 2] = [24, 25];

/// The memory bank of physical slot `s`: banks 0–2 hold slots 8b .. 8b + 8 (one RAM each, as
/// the engine's 8-slot RAM is today), the sample buffers are banks 3 and 4. The sampler may
/// write one bank while the engine uses the others ([`interp`], "Overlap").
pub fn bank(s: usize) -> usize {
    if s < 24 { s / 8 } else { 3 + (s - 24) }
}
/// First slot of the key area: key `n`'s ŝ_i is slot `KEY_SLOT_BASE + 2k·n + i`, its t̂_i
/// slot `KEY_SLOT_BASE + 2k·n + k + i`.
pub const KEY_SLOT_BASE: u8 = 16;
/// Bytes of the byte memory (64 cells of 32 bytes: four iCE40 EBR).
pub const MEM_BYTES: usize = 2048;
/// The bulk buffer at address 0: request payloads arrive here and responses leave from here.
/// It holds the largest of them, 1600 bytes: an ML-KEM-1024 ek ‖ m in, c ‖ K out, and each
/// half of a dk (ŝ ‖ z, ek ‖ H(ek)).
pub const BULK_BYTES: usize = crate::protocol::v3::MAX_RESPONSE;
/// First key cell: key `n`'s ρ, H(ek) and z are cells `KEY_CELL_BASE + KEY_CELLS·n + 0, 1, 2`.
pub const KEY_CELL_BASE: u8 = 58;
/// Cells per key.
pub const KEY_CELLS: u8 = 3;
/// The key cells of one key, relative to its base.
pub mod key_cell {
    pub const RHO: u8 = 0;
    pub const H: u8 = 1;
    pub const Z: u8 = 2;
}

/// Work slots (absolute numbers).
pub mod slot {
    /// t̂ decoded from ek (Encaps), k slots.
    pub const T: u8 = 0;
    /// ŷ (Algorithm 14's y in the NTT domain), k slots.
    pub const Y: u8 = 4;
    /// u, and in Decaps first û, k slots.
    pub const U: u8 = 8;
    /// v.
    pub const V: u8 = 12;
    /// Scratch: μ, w.
    pub const E: u8 = 14;
    /// All zeros while a program runs (it zeroes the slot first): `A_CUR + ZERO` copies the
    /// sample buffer into a slot through the engine's adder.
    pub const ZERO: u8 = 15;
    /// The sample buffer the sampler fills next ([`super::isa::MicroOp::Swap`] exchanges the
    /// two; physical slot 24 or 25).
    pub const A_NEXT: u8 = 24;
    /// The sample buffer filled last.
    pub const A_CUR: u8 = 25;
}

/// Work cells (absolute numbers; cells 0..50 are the bulk buffer).
pub mod cell {
    /// m (Encaps) or m′ (Decaps); H(ek) follows it, so G reads m ‖ H(ek) at once.
    pub const M: u8 = 50;
    pub const H: u8 = 51;
    /// G's output K̄ ‖ r (Algorithm 17 line 2, Algorithm 18 line 7).
    pub const KBAR: u8 = 52;
    pub const R: u8 = 53;
    /// ρ ‖ σ (Algorithm 13 line 1); ρ is also Encaps' and Decaps' ρ.
    pub const RHO: u8 = 54;
    pub const SIGMA: u8 = 55;
    /// z (Decaps' copy of the key's).
    pub const Z: u8 = 56;
    /// K̄ = J(z ‖ c), the implicit-rejection key.
    pub const KREJ: u8 = 57;
}

/// Key slots the key area holds for parameter set `p`: 8 slots / 2k (2 for ML-KEM-512, else 1).
pub fn keys(p: ParamSet) -> usize {
    KEY_SLOTS / (2 * p.k)
}

const _: () = assert!(
    slot::ZERO < KEY_SLOT_BASE
        && (KEY_SLOT_BASE as usize) + KEY_SLOTS == SAMPLE_BUFFERS[0] as usize
        && slot::A_NEXT == SAMPLE_BUFFERS[0]
        && slot::A_CUR == SAMPLE_BUFFERS[1]
        && SAMPLE_BUFFERS[1] as usize + 1 == SLOTS
);
const _: () = assert!(
    (KEY_CELL_BASE as usize + 2 * KEY_CELLS as usize) * 32 == MEM_BYTES
        && cell::KREJ < KEY_CELL_BASE
        && cell::M as usize * 32 == BULK_BYTES
);
