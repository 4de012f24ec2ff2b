//! The codec unit's model: what `CodecUnit` (`src/rtl/codec_unit/`) does with the sequencer's
//! codec commands between the byte memory and the polynomial slots, and in how many cycles.
//! The interpreter ([`super::interp`]) runs every codec command through it.
//!
//! | command | operands ([`Command`]) | effect |
//! |---|---|---|
//! | `Decode` | `addr` = P, `d`, `slot_r` | slot ← Decompress_d(ByteDecode_d(the 32·d bytes at P)) (FIPS 203 Algorithm 6, eq. 4.8); d = 12 takes each value mod q and sets the modulus flag if one was ≥ q (§7.2) |
//! | `Encode` | `addr` = P, `d`, `slot_r` | the 32·d bytes at P ← ByteEncode_d(Compress_d(slot)) (Algorithm 5, eq. 4.7; d = 12 uncompressed) |
//! | `EncodeCt` | the same, and `compare` | as `Encode`; with `compare` (Decaps' re-encryption) nothing is written: every byte is compared with the one at P and the difference flag set if any differs (Algorithm 18 line 9's c ≠ c′) |
//!
//! The two flags are sticky: set by the commands, cleared only by [`CodecUnitModel::clear`]
//! (the start of an operation, or a reset).
//!
//! # Cycles
//!
//! The unit runs `PolyDecoder` or `PolyEncoder` (`src/rtl/codec/`) on the command; its cycles
//! are [`Timing::decoder`] and [`Timing::encoder`] of d, the same whether an `EncodeCt`
//! writes or compares, and independent of the data.

use super::Timing;
use super::interp::Command;
use crate::model::encode::{byte_decode, byte_encode, compress, decompress};
use crate::model::ntt::Poly;

/// The opcodes the unit takes ([`super::isa::MicroOp::code`]).
pub mod op {
    use super::super::isa::{MicroOp, SlotRef, Width};

    pub const DECODE: u8 = MicroOp::Decode(Width::D12, SlotRef::At(0)).code() as u8;
    pub const ENCODE: u8 = MicroOp::Encode(Width::D12, SlotRef::At(0)).code() as u8;
    pub const ENCODE_CT: u8 = MicroOp::EncodeCt(Width::D12, SlotRef::At(0)).code() as u8;
}

/// The codec unit's two sticky flags.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CodecUnitModel {
    /// A ByteDecode₁₂ met a value ≥ q (FIPS 203 §7.2's modulus check failed).
    pub modulus_flag: bool,
    /// A comparing `EncodeCt` met a byte that differs (c ≠ c′).
    pub diff: bool,
}

impl CodecUnitModel {
    /// Clears both flags (the start of an operation).
    pub fn clear(&mut self) {
        *self = Self::default();
    }

    /// Carries out `cmd` on the slots and the byte memory; returns its cycles.
    pub fn execute(
        &mut self,
        cmd: &Command,
        slots: &mut [Poly],
        mem: &mut [u8],
        t: &Timing,
    ) -> Result<usize, String> {
        let d = cmd.d as usize;
        if !(1..=12).contains(&d) {
            return Err(format!("codec width d = {d}"));
        }
        let at = cmd.addr as usize;
        let r = at..at + 32 * d;
        if r.end > mem.len() {
            return Err(format!("bytes {at} + {} past the memory", 32 * d));
        }
        let slot = cmd.slot_r as usize;
        if slot >= slots.len() {
            return Err(format!("slot {slot} past the slots"));
        }
        Ok(match cmd.op {
            op::DECODE => {
                let bytes = &mem[r];
                let f = byte_decode(d, bytes);
                if d == 12 {
                    // A value ≥ q is one that does not re-encode to its bytes.
                    self.modulus_flag |= byte_encode(12, &f) != bytes;
                    slots[slot] = f;
                } else {
                    slots[slot] = f.map(|x| decompress(d, x));
                }
                (t.decoder)(d)
            }
            op::ENCODE | op::ENCODE_CT => {
                let poly = &slots[slot];
                let bytes = if d == 12 {
                    byte_encode(12, poly)
                } else {
                    byte_encode(d, &poly.map(|x| compress(d, x)))
                };
                if cmd.op == op::ENCODE_CT && cmd.compare {
                    let differ = mem[r]
                        .iter()
                        .zip(&bytes)
                        .fold(0u8, |acc, (a, b)| acc | (a ^ b));
                    self.diff |= differ != 0;
                } else {
                    mem[r].copy_from_slice(&bytes);
                }
                (t.encoder)(d)
            }
            o => return Err(format!("opcode {o} is not a codec command")),
        })
    }
}
