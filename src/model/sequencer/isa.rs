//! The sequencer's micro-operations and their 32-bit ROM words.
//!
//! A word is `opcode[31:27]` and up to 27 bits of operands. Operands:
//! * a **slot reference** ([`SlotRef`], 8 bits): a base slot (5 bits) and how the loop counters
//!   or the key index offset it (3 bits);
//! * a **cell reference** ([`CellRef`], 8 bits): a 32-byte cell of the byte memory (7 bits) and a
//!   key-relative flag;
//! * a **length** ([`Len`], 3 bits) and a **coefficient width** ([`Width`], 2 bits), both
//!   resolved against the parameter set at run time, so one program serves ML-KEM-512, 768
//!   and 1024.
//!
//! [`MicroOp::encode`] and [`MicroOp::decode`] are inverse on every micro-op (a test checks
//! it); the interpreter ([`super::interp`]) runs decoded ROM words, never the Rust values, so
//! what it runs is what the ROM holds.

use crate::model::keccak::KeccakFunction;
use crate::params::ParamSet;

/// A polynomial slot operand: `base`, offset by a loop counter or relative to the key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SlotRef {
    /// Slot `base`.
    At(u8),
    /// Slot `base + i`.
    PlusI(u8),
    /// Slot `base + j`.
    PlusJ(u8),
    /// The key's ŝ_i: slot `base + key·2k + i`.
    KeyS(u8),
    /// The key's t̂_i: slot `base + key·2k + k + i`.
    KeyT(u8),
    /// The key's t̂_j: slot `base + key·2k + k + j`.
    KeyTj(u8),
    /// The key's ŝ_j: slot `base + key·2k + j`.
    KeySj(u8),
    /// K-PKE.Encrypt's t̂_i: slot `base + i` while the Decaps flag is clear (Encaps: t̂ decoded
    /// from ek), the key's t̂_i (slot `KEY_SLOT_BASE + key·2k + k + i`) while it is set
    /// (Decaps re-encrypting with its key). See [`MicroOp::Call`].
    EncT(u8),
}

impl SlotRef {
    fn bits(self) -> u32 {
        let (mode, base) = match self {
            SlotRef::At(b) => (0, b),
            SlotRef::PlusI(b) => (1, b),
            SlotRef::PlusJ(b) => (2, b),
            SlotRef::KeyS(b) => (3, b),
            SlotRef::KeyT(b) => (4, b),
            SlotRef::KeyTj(b) => (5, b),
            SlotRef::KeySj(b) => (6, b),
            SlotRef::EncT(b) => (7, b),
        };
        assert!(base < 32, "slot base {base} does not fit 5 bits");
        (mode << 5) | base as u32
    }

    fn from_bits(v: u32) -> Result<Self, DecodeError> {
        let base = (v & 31) as u8;
        Ok(match v >> 5 {
            0 => SlotRef::At(base),
            1 => SlotRef::PlusI(base),
            2 => SlotRef::PlusJ(base),
            3 => SlotRef::KeyS(base),
            4 => SlotRef::KeyT(base),
            5 => SlotRef::KeyTj(base),
            6 => SlotRef::KeySj(base),
            7 => SlotRef::EncT(base),
            m => return Err(DecodeError::Field("slot mode", m)),
        })
    }
}

/// A 32-byte cell of the byte memory, absolute or relative to the key's cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CellRef {
    /// Cell `n` (bytes 32·n ..).
    At(u8),
    /// Cell `n + key·KEY_CELLS` (the key's ρ, H(ek), z).
    Key(u8),
}

impl CellRef {
    fn bits(self) -> u32 {
        let (flag, n) = match self {
            CellRef::At(n) => (0, n),
            CellRef::Key(n) => (1, n),
        };
        assert!(n < 128, "cell {n} does not fit 7 bits");
        (flag << 7) | n as u32
    }

    fn from_bits(v: u32) -> Self {
        let n = (v & 127) as u8;
        if v >> 7 == 0 {
            CellRef::At(n)
        } else {
            CellRef::Key(n)
        }
    }
}

/// A byte count, resolved against the parameter set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Len {
    /// 0 bytes (an offset only).
    Zero,
    /// 32 bytes.
    B32,
    /// 64 bytes.
    B64,
    /// |ek| = 384k + 32.
    Ek,
    /// |c| = 32(du·k + dv).
    Ct,
    /// 384k: ByteEncode₁₂ of a vector (dk_PKE, or ek without ρ).
    Poly12Vec,
}

impl Len {
    const ALL: [Len; 6] = [
        Len::Zero,
        Len::B32,
        Len::B64,
        Len::Ek,
        Len::Ct,
        Len::Poly12Vec,
    ];

    /// The byte count for parameter set `p`.
    pub fn bytes(self, p: ParamSet) -> usize {
        match self {
            Len::Zero => 0,
            Len::B32 => 32,
            Len::B64 => 64,
            Len::Ek => p.ek_len(),
            Len::Ct => p.ct_len(),
            Len::Poly12Vec => 384 * p.k,
        }
    }

    fn bits(self) -> u32 {
        Len::ALL.iter().position(|&l| l == self).unwrap() as u32
    }

    fn from_bits(v: u32) -> Result<Self, DecodeError> {
        Len::ALL
            .get(v as usize)
            .copied()
            .ok_or(DecodeError::Field("length", v))
    }
}

/// The coefficient width d of a codec operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Width {
    /// d = 1 (the message).
    D1,
    /// d = 12 (ek, dk: no compression).
    D12,
    /// d = d_u.
    Du,
    /// d = d_v.
    Dv,
}

impl Width {
    const ALL: [Width; 4] = [Width::D1, Width::D12, Width::Du, Width::Dv];

    /// d for parameter set `p`.
    pub fn d(self, p: ParamSet) -> usize {
        match self {
            Width::D1 => 1,
            Width::D12 => 12,
            Width::Du => p.du,
            Width::Dv => p.dv,
        }
    }

    fn bits(self) -> u32 {
        Width::ALL.iter().position(|&w| w == self).unwrap() as u32
    }

    fn from_bits(v: u32) -> Self {
        Width::ALL[(v & 3) as usize]
    }
}

/// The source of a single absorbed byte.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ByteSrc {
    /// The module rank k (G(d ‖ k), Algorithm 13 line 1).
    K,
    /// The loop counter i.
    I,
    /// The loop counter j.
    J,
    /// The PRF nonce N, which is then incremented (Algorithms 13–14).
    Nonce,
    /// i of the next (i, j) of the double loop: i + 1 when j = k − 1, else i (the look-ahead
    /// sampling of the next Â entry).
    INext,
    /// j of the next (i, j): (j + 1) mod k.
    JNext,
    /// The byte 0 (Â[0, 0]'s indices, before the loops start).
    Zero,
}

impl ByteSrc {
    const ALL: [ByteSrc; 7] = [
        ByteSrc::K,
        ByteSrc::I,
        ByteSrc::J,
        ByteSrc::Nonce,
        ByteSrc::INext,
        ByteSrc::JNext,
        ByteSrc::Zero,
    ];
}

/// The condition of a [`MicroOp::Skip`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cond {
    /// i = k − 1 and j = k − 1: the last pass of the double loop.
    LastIJ,
    /// Any other pass.
    NotLastIJ,
    /// i = k − 1.
    LastI,
    /// i < k − 1.
    NotLastI,
}

impl Cond {
    const ALL: [Cond; 4] = [Cond::LastIJ, Cond::NotLastIJ, Cond::LastI, Cond::NotLastI];
}

/// Which η a CBD sampling uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Eta {
    Eta1,
    Eta2,
}

/// When a multiply-accumulate overwrites its result instead of adding to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Acc {
    /// Always accumulate: r ← r + a∘b.
    Always,
    /// r ← a∘b when j = 0, else r + a∘b.
    FirstJ,
    /// r ← a∘b when i = 0, else r + a∘b.
    FirstI,
}

/// Two-operand engine operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Arith {
    /// r ← a + b.
    Add,
    /// r ← a − b.
    Sub,
}

/// Why an operation stops before [`MicroOp::End`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Check {
    /// Stop with `BadEk` if a ByteDecode₁₂ since the last check met a coefficient ≥ q
    /// (FIPS 203 §7.2 modulus check).
    Modulus,
    /// Stop with `BadKey` if the two cells differ (FIPS 203 §7.3 hash check).
    CellsEqual(CellRef, CellRef),
}

/// One micro-operation. `P` is the byte pointer: reads and writes of the byte memory start at
/// P and advance it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MicroOp {
    /// The operation is complete.
    End,
    /// P ← 32·cell + len (len resolved for the parameter set).
    SetP(CellRef, Len),
    /// Sponge: clear the state and start `function`.
    HashInit(KeccakFunction),
    /// Sponge: absorb `len` bytes from the cell on (the sponge unit's own address; P is the
    /// datapath's).
    Absorb(CellRef, Len),
    /// Sponge: absorb one byte.
    AbsorbByte(ByteSrc),
    /// Sponge: squeeze `len` bytes to the cell on (the first squeeze pads and permutes).
    Squeeze(CellRef, Len),
    /// N ← 0.
    ClearNonce,
    /// slot ← SampleNTT of the sponge's output (Algorithm 7).
    SampleNtt(SlotRef),
    /// slot ← SamplePolyCBD_η of the sponge's output (Algorithm 8).
    SampleCbd(SlotRef, Eta),
    /// slot ← NTT(slot) (Algorithm 9).
    Ntt(SlotRef),
    /// slot ← NTT⁻¹(slot) (Algorithm 10).
    Intt(SlotRef),
    /// r ← (r +) a ∘ b (Algorithm 11), overwriting as [`Acc`] says.
    MulAcc(SlotRef, SlotRef, SlotRef, Acc),
    /// r ← a ± b.
    Arith(Arith, SlotRef, SlotRef, SlotRef),
    /// slot ← Decompress_d(ByteDecode_d(32·d bytes at P)); for d = 12 a coefficient ≥ q sets
    /// the modulus flag ([`Check::Modulus`]).
    Decode(Width, SlotRef),
    /// 32·d bytes at P ← ByteEncode_d(Compress_d(slot)).
    Encode(Width, SlotRef),
    /// c's part: with the Decaps flag clear, as [`MicroOp::Encode`]; with it set, the
    /// difference flag ORs in whether ByteEncode_d(Compress_d(slot)) differs from the 32·d
    /// bytes at P (FIPS 203 Algorithm 18 line 9, every byte compared, nothing written).
    EncodeCt(Width, SlotRef),
    /// cell ← the 32 bytes at P.
    Copy(CellRef),
    /// The 32 bytes at P ← cell.
    Store(CellRef),
    /// dst ← (difference flag ? b : a), 32 bytes, every byte read (a mux, constant time).
    Select(CellRef, CellRef, CellRef),
    /// cell ← 0³².
    ZeroCell(CellRef),
    /// slot ← 0²⁵⁶.
    ZeroSlot(SlotRef),
    /// i ← 0; the body up to the matching [`MicroOp::NextI`] runs for i = 0..k.
    LoopI,
    /// i ← i + 1; back to the instruction after `LoopI` while i < k.
    NextI,
    /// j ← 0 (the inner loop).
    LoopJ,
    /// j ← j + 1; back while j < k.
    NextJ,
    /// Stop unless the check holds.
    Check(Check),
    /// Wait until the sponge unit is idle (its last micro-op, e.g. a sampling, is complete).
    Sync,
    /// Exchange the two sample buffers: slot [`crate::model::sequencer::slot::A_NEXT`], which
    /// the sampler fills, becomes [`crate::model::sequencer::slot::A_CUR`], and back.
    Swap,
    /// Skip the next `n` words when the condition holds.
    Skip(Cond, u8),
    /// Set the Decaps flag to `flag` and run the subroutine at `addr` up to its
    /// [`MicroOp::Ret`] (one level: a subroutine calls none).
    Call(u16, bool),
    /// Back to the word after the [`MicroOp::Call`].
    Ret,
}

/// The sponge unit's micro-ops: issued to the unit, which runs them in order while the
/// sequencer goes on with the next micro-op (see [`super::interp`], "Overlap").
pub fn is_sponge_op(op: MicroOp) -> bool {
    matches!(
        op,
        MicroOp::HashInit(_)
            | MicroOp::Absorb(..)
            | MicroOp::AbsorbByte(_)
            | MicroOp::Squeeze(..)
            | MicroOp::SampleNtt(_)
            | MicroOp::SampleCbd(..)
    )
}

/// A word that is no micro-operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    #[error("unknown micro-op code {0}")]
    Opcode(u32),
    #[error("bad {0} field {1}")]
    Field(&'static str, u32),
}

fn kfn_bits(f: KeccakFunction) -> u32 {
    f.code() as u32
}

fn kfn_from_bits(v: u32) -> KeccakFunction {
    KeccakFunction::ALL[(v & 3) as usize]
}

impl MicroOp {
    /// The 5-bit opcode.
    pub const fn code(self) -> u32 {
        match self {
            MicroOp::End => 0,
            MicroOp::SetP(..) => 1,
            MicroOp::HashInit(_) => 2,
            MicroOp::Absorb(..) => 3,
            MicroOp::AbsorbByte(_) => 4,
            MicroOp::Squeeze(..) => 5,
            MicroOp::ClearNonce => 6,
            MicroOp::SampleNtt(_) => 7,
            MicroOp::SampleCbd(..) => 8,
            MicroOp::Ntt(_) => 9,
            MicroOp::Intt(_) => 10,
            MicroOp::MulAcc(..) => 11,
            MicroOp::Arith(..) => 12,
            MicroOp::Decode(..) => 13,
            MicroOp::Encode(..) => 14,
            MicroOp::EncodeCt(..) => 15,
            MicroOp::Copy(_) => 16,
            MicroOp::Select(..) => 17,
            MicroOp::ZeroCell(_) => 18,
            MicroOp::ZeroSlot(_) => 19,
            MicroOp::LoopI => 20,
            MicroOp::NextI => 21,
            MicroOp::LoopJ => 22,
            MicroOp::NextJ => 23,
            MicroOp::Check(Check::Modulus) => 24,
            MicroOp::Check(Check::CellsEqual(..)) => 25,
            MicroOp::Store(_) => 26,
            MicroOp::Sync => 27,
            MicroOp::Swap => 28,
            MicroOp::Skip(..) => 29,
            MicroOp::Call(..) => 30,
            MicroOp::Ret => 31,
        }
    }

    /// The 32-bit ROM word.
    pub fn encode(self) -> u32 {
        let operands = match self {
            MicroOp::End
            | MicroOp::ClearNonce
            | MicroOp::LoopI
            | MicroOp::NextI
            | MicroOp::LoopJ
            | MicroOp::NextJ
            | MicroOp::Sync
            | MicroOp::Swap
            | MicroOp::Ret
            | MicroOp::Check(Check::Modulus) => 0,
            MicroOp::Skip(c, n) => {
                assert!(n < 32, "skip of {n} words does not fit 5 bits");
                (Cond::ALL.iter().position(|&x| x == c).unwrap() as u32) << 5 | n as u32
            }
            MicroOp::Call(addr, flag) => {
                assert!(addr < 512, "call address {addr} does not fit 9 bits");
                (flag as u32) << 9 | addr as u32
            }
            MicroOp::SetP(c, l) | MicroOp::Absorb(c, l) | MicroOp::Squeeze(c, l) => {
                (c.bits() << 3) | l.bits()
            }
            MicroOp::HashInit(f) => kfn_bits(f),
            MicroOp::AbsorbByte(s) => ByteSrc::ALL.iter().position(|&x| x == s).unwrap() as u32,
            MicroOp::SampleNtt(s) | MicroOp::Ntt(s) | MicroOp::Intt(s) | MicroOp::ZeroSlot(s) => {
                s.bits()
            }
            MicroOp::SampleCbd(s, e) => ((e == Eta::Eta2) as u32) << 8 | s.bits(),
            MicroOp::MulAcc(a, b, r, acc) => {
                let m = match acc {
                    Acc::Always => 0,
                    Acc::FirstJ => 1,
                    Acc::FirstI => 2,
                };
                (m << 24) | (a.bits() << 16) | (b.bits() << 8) | r.bits()
            }
            MicroOp::Arith(op, a, b, r) => {
                ((op == Arith::Sub) as u32) << 24 | (a.bits() << 16) | (b.bits() << 8) | r.bits()
            }
            MicroOp::Decode(w, s) | MicroOp::Encode(w, s) | MicroOp::EncodeCt(w, s) => {
                (w.bits() << 8) | s.bits()
            }
            MicroOp::Copy(c) | MicroOp::Store(c) | MicroOp::ZeroCell(c) => c.bits(),
            MicroOp::Select(d, a, b) => (d.bits() << 16) | (a.bits() << 8) | b.bits(),
            MicroOp::Check(Check::CellsEqual(a, b)) => (a.bits() << 8) | b.bits(),
        };
        debug_assert!(operands < 1 << 27);
        (self.code() << 27) | operands
    }

    /// The micro-op of a ROM word.
    pub fn decode(word: u32) -> Result<MicroOp, DecodeError> {
        let v = word & ((1 << 27) - 1);
        let slot = |shift: u32| SlotRef::from_bits((v >> shift) & 0xFF);
        let cell = |shift: u32| CellRef::from_bits((v >> shift) & 0xFF);
        Ok(match word >> 27 {
            0 => MicroOp::End,
            1 => MicroOp::SetP(cell(3), Len::from_bits(v & 7)?),
            2 => MicroOp::HashInit(kfn_from_bits(v)),
            3 => MicroOp::Absorb(cell(3), Len::from_bits(v & 7)?),
            4 => MicroOp::AbsorbByte(
                *ByteSrc::ALL
                    .get((v & 7) as usize)
                    .ok_or(DecodeError::Field("byte source", v & 7))?,
            ),
            5 => MicroOp::Squeeze(cell(3), Len::from_bits(v & 7)?),
            6 => MicroOp::ClearNonce,
            7 => MicroOp::SampleNtt(slot(0)?),
            8 => MicroOp::SampleCbd(
                slot(0)?,
                if v >> 8 & 1 == 1 {
                    Eta::Eta2
                } else {
                    Eta::Eta1
                },
            ),
            9 => MicroOp::Ntt(slot(0)?),
            10 => MicroOp::Intt(slot(0)?),
            11 => MicroOp::MulAcc(
                slot(16)?,
                slot(8)?,
                slot(0)?,
                match v >> 24 {
                    0 => Acc::Always,
                    1 => Acc::FirstJ,
                    2 => Acc::FirstI,
                    m => return Err(DecodeError::Field("accumulate mode", m)),
                },
            ),
            12 => MicroOp::Arith(
                if v >> 24 & 1 == 1 {
                    Arith::Sub
                } else {
                    Arith::Add
                },
                slot(16)?,
                slot(8)?,
                slot(0)?,
            ),
            13 => MicroOp::Decode(Width::from_bits(v >> 8), slot(0)?),
            14 => MicroOp::Encode(Width::from_bits(v >> 8), slot(0)?),
            15 => MicroOp::EncodeCt(Width::from_bits(v >> 8), slot(0)?),
            16 => MicroOp::Copy(cell(0)),
            17 => MicroOp::Select(cell(16), cell(8), cell(0)),
            18 => MicroOp::ZeroCell(cell(0)),
            19 => MicroOp::ZeroSlot(slot(0)?),
            20 => MicroOp::LoopI,
            21 => MicroOp::NextI,
            22 => MicroOp::LoopJ,
            23 => MicroOp::NextJ,
            24 => MicroOp::Check(Check::Modulus),
            25 => MicroOp::Check(Check::CellsEqual(cell(8), cell(0))),
            26 => MicroOp::Store(cell(0)),
            27 => MicroOp::Sync,
            28 => MicroOp::Swap,
            29 => MicroOp::Skip(Cond::ALL[((v >> 5) & 3) as usize], (v & 31) as u8),
            30 => MicroOp::Call((v & 511) as u16, (v >> 9) & 1 == 1),
            31 => MicroOp::Ret,
            c => return Err(DecodeError::Opcode(c)),
        })
    }
}
