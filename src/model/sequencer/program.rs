//! FIPS 203's ML-KEM operations as one program of micro-operations, and its assembly into the
//! sequencer's ROM.
//!
//! Each operation is written once, for every parameter set: lengths, widths and loop bounds
//! are resolved by the sequencer from the set ([`super::isa::Len`], [`super::isa::Width`], the
//! loops over k). K-PKE.Encrypt (Algorithm 14) is written once and emitted twice: in Encaps,
//! writing c, and in Decaps, comparing c′ with c byte by byte without storing it.
//!
//! Payloads in the bulk buffer (cell 0 = byte 0):
//!
//! | entry | request payload | response payload |
//! |---|---|---|
//! | [`Entry::KeyGen`] | d ‖ z | ek (the key stays in key slot `key`) |
//! | [`Entry::Encaps`] | ek ‖ m | c ‖ K |
//! | [`Entry::Decaps`] | c | K (with key slot `key`) |
//! | [`Entry::ExportSecret`] | – | ŝ encoded, 384k bytes (the first part of dk) |
//! | [`Entry::ExportPublic`] | – | ek ‖ H(ek) ‖ z (the rest of dk) |
//! | [`Entry::ImportSecret`] | ŝ encoded | – |
//! | [`Entry::ImportPublic`] | ek ‖ H(ek) ‖ z | – (stops with `BadEk` or `BadKey` if a check fails) |
//!
//! dk (3168 bytes for ML-KEM-1024) does not fit the 2048-byte bulk buffer, so it moves in two
//! parts, the secret ŝ and the public rest.

use super::isa::{Acc, Arith, ByteSrc, CellRef, Check, Eta, Len, MicroOp, SlotRef, Width};
use super::{KEY_CELL_BASE, KEY_SLOT_BASE, cell, key_cell, slot};
use crate::model::keccak::KeccakFunction::{Sha3_256, Sha3_512, Shake128, Shake256};

use MicroOp::*;

/// An operation's entry point in the ROM.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Entry {
    /// ML-KEM.KeyGen_internal(d, z) (Algorithm 16), the key kept on chip.
    KeyGen,
    /// ML-KEM.Encaps_internal(ek, m) (Algorithm 17), with the §7.2 modulus check.
    Encaps,
    /// ML-KEM.Decaps_internal(dk, c) (Algorithm 18) with a kept key.
    Decaps,
    /// dk's first part: ŝ, ByteEncode₁₂ of the key's slots.
    ExportSecret,
    /// dk's second part: ek = ByteEncode₁₂(t̂) ‖ ρ, H(ek), z.
    ExportPublic,
    /// Import dk's first part into the key's ŝ slots.
    ImportSecret,
    /// Import dk's second part, with the §7.3 hash check and the §7.2 modulus check on ek.
    ImportPublic,
}

impl Entry {
    /// Every entry, in ROM order.
    pub const ALL: [Entry; 7] = [
        Entry::KeyGen,
        Entry::Encaps,
        Entry::Decaps,
        Entry::ExportSecret,
        Entry::ExportPublic,
        Entry::ImportSecret,
        Entry::ImportPublic,
    ];
}

/// The assembled program: ROM words and each entry's address.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rom {
    pub words: Vec<u32>,
    pub entries: Vec<(Entry, usize)>,
}

impl Rom {
    /// The address of `entry`.
    pub fn entry(&self, entry: Entry) -> usize {
        self.entries
            .iter()
            .find(|(e, _)| *e == entry)
            .map(|&(_, a)| a)
            .expect("every entry is assembled")
    }
}

const fn at(c: u8) -> CellRef {
    CellRef::At(c)
}

const fn key(c: u8) -> CellRef {
    CellRef::Key(KEY_CELL_BASE + c)
}

/// A program under construction; checks the loop structure as it goes.
#[derive(Default)]
struct Program {
    ops: Vec<MicroOp>,
    open: Vec<MicroOp>,
}

impl Program {
    fn op(&mut self, op: MicroOp) -> &mut Self {
        match op {
            LoopI | LoopJ => {
                assert!(!self.open.contains(&op), "{op:?} nested in itself");
                self.open.push(op);
            }
            NextI => assert_eq!(self.open.pop(), Some(LoopI), "NextI without LoopI"),
            NextJ => assert_eq!(self.open.pop(), Some(LoopJ), "NextJ without LoopJ"),
            End => assert!(self.open.is_empty(), "End inside a loop"),
            _ => {}
        }
        self.ops.push(op);
        self
    }

    fn ops(&mut self, ops: &[MicroOp]) -> &mut Self {
        for &o in ops {
            self.op(o);
        }
        self
    }

    /// `for i in 0..k { body }`.
    fn for_i(&mut self, body: impl FnOnce(&mut Self)) -> &mut Self {
        self.op(LoopI);
        body(self);
        self.op(NextI)
    }

    /// `for j in 0..k { body }`.
    fn for_j(&mut self, body: impl FnOnce(&mut Self)) -> &mut Self {
        self.op(LoopJ);
        body(self);
        self.op(NextJ)
    }

    /// The sponge hashes the cell `c` (32 bytes) and then one byte: PRF_η(σ, N) with the
    /// nonce (SHAKE256), or XOF(ρ, a, b) (SHAKE128) with two bytes.
    fn hash_cell(
        &mut self,
        f: crate::model::keccak::KeccakFunction,
        c: CellRef,
        bytes: &[ByteSrc],
    ) {
        self.ops(&[HashInit(f), SetP(c, Len::Zero), Absorb(Len::B32)]);
        for &b in bytes {
            self.op(AbsorbByte(b));
        }
    }
}

/// Where K-PKE.Encrypt finds t̂ and what it does with c.
#[derive(Clone, Copy, PartialEq, Eq)]
enum EncryptUse {
    /// Encaps: t̂ in the work slots (decoded from ek); c written to the bulk buffer.
    Encaps,
    /// Decaps: t̂ of the key; c′ compared with the c in the bulk buffer.
    Decaps,
}

/// Algorithm 13, K-PKE.KeyGen(d), into key slot `key`; the first half of Algorithm 16.
fn k_pke_keygen(p: &mut Program) {
    let s = SlotRef::KeyS(KEY_SLOT_BASE);
    let t = SlotRef::KeyT(KEY_SLOT_BASE);
    // Line 1: (ρ, σ) ← G(d ‖ k).
    p.ops(&[
        HashInit(Sha3_512),
        SetP(at(0), Len::Zero),
        Absorb(Len::B32),
        AbsorbByte(ByteSrc::K),
        SetP(at(cell::RHO), Len::Zero),
        Squeeze(Len::B64),
        ZeroCell(at(0)),
        ClearNonce,
    ]);
    // Lines 8–11: s ← CBD_η1(PRF(σ, N)), N = 0..k; line 16: ŝ ← NTT(s).
    p.for_i(|p| {
        p.hash_cell(Shake256, at(cell::SIGMA), &[ByteSrc::Nonce]);
        p.ops(&[SampleCbd(s, Eta::Eta1), Ntt(s)]);
    });
    // Lines 12–15: e, N = k..2k; line 17: ê ← NTT(e), kept in t̂'s slots.
    p.for_i(|p| {
        p.hash_cell(Shake256, at(cell::SIGMA), &[ByteSrc::Nonce]);
        p.ops(&[SampleCbd(t, Eta::Eta1), Ntt(t)]);
    });
    p.op(ZeroCell(at(cell::SIGMA)));
    // Lines 3–7 and 18: t̂_i = ê_i + Σ_j Â[i, j] ∘ ŝ_j, Â[i, j] = SampleNTT(ρ ‖ j ‖ i), one
    // entry at a time.
    p.for_i(|p| {
        p.for_j(|p| {
            p.hash_cell(Shake128, at(cell::RHO), &[ByteSrc::J, ByteSrc::I]);
            p.ops(&[
                SampleNtt(SlotRef::At(slot::A)),
                MulAcc(
                    SlotRef::At(slot::A),
                    SlotRef::KeySj(KEY_SLOT_BASE),
                    t,
                    Acc::Always,
                ),
            ]);
        });
    });
    // Line 19: ek ← ByteEncode₁₂(t̂) ‖ ρ, into the bulk buffer.
    p.op(SetP(at(0), Len::Zero));
    p.for_i(|p| {
        p.op(Encode(Width::D12, t));
    });
    p.op(Store(at(cell::RHO)));
    // The key keeps ρ (dk_PKE itself is ŝ, in the key slots).
    p.ops(&[SetP(at(cell::RHO), Len::Zero), Copy(key(key_cell::RHO))]);
}

/// Algorithm 14, K-PKE.Encrypt(ek, m, r): ρ in cell RHO, m in cell M, r in cell R; t̂ as
/// `use_` says.
fn k_pke_encrypt(p: &mut Program, use_: EncryptUse) {
    let (y_i, y_j) = (SlotRef::PlusI(slot::Y), SlotRef::PlusJ(slot::Y));
    let u_i = SlotRef::PlusI(slot::U);
    let (v, a, e) = (
        SlotRef::At(slot::V),
        SlotRef::At(slot::A),
        SlotRef::At(slot::E),
    );
    let t_j = match use_ {
        EncryptUse::Encaps => SlotRef::PlusJ(slot::T),
        EncryptUse::Decaps => SlotRef::KeyTj(KEY_SLOT_BASE),
    };
    // Lines 9–12: y ← CBD_η1(PRF(r, N)), N = 0..k; line 18: ŷ ← NTT(y).
    p.op(ClearNonce);
    p.for_i(|p| {
        p.hash_cell(Shake256, at(cell::R), &[ByteSrc::Nonce]);
        p.ops(&[SampleCbd(y_i, Eta::Eta1), Ntt(y_i)]);
    });
    // Lines 4–8, 13–16, 19: u_i = NTT⁻¹(Σ_j Â[j, i] ∘ ŷ_j) + e1_i, Â[j, i] = SampleNTT(ρ ‖ i ‖ j);
    // e1_i = CBD_η2(PRF(r, N)), N = k..2k, sampled into the scratch slot.
    p.for_i(|p| {
        p.for_j(|p| {
            p.hash_cell(Shake128, at(cell::RHO), &[ByteSrc::I, ByteSrc::J]);
            p.ops(&[SampleNtt(a), MulAcc(a, y_j, u_i, Acc::FirstJ)]);
        });
        p.op(Intt(u_i));
        p.hash_cell(Shake256, at(cell::R), &[ByteSrc::Nonce]);
        p.ops(&[SampleCbd(e, Eta::Eta2), Arith(Arith::Add, u_i, e, u_i)]);
    });
    // Lines 17, 20–21: v = NTT⁻¹(t̂ᵀ ∘ ŷ) + e2 + μ, e2 = CBD_η2(PRF(r, 2k)),
    // μ = Decompress₁(ByteDecode₁(m)).
    p.for_j(|p| {
        p.op(MulAcc(t_j, y_j, v, Acc::FirstJ));
    });
    p.op(Intt(v));
    p.hash_cell(Shake256, at(cell::R), &[ByteSrc::Nonce]);
    p.ops(&[
        SampleCbd(e, Eta::Eta2),
        Arith(Arith::Add, v, e, v),
        SetP(at(cell::M), Len::Zero),
        Decode(Width::D1, e),
        Arith(Arith::Add, v, e, v),
        SetP(at(0), Len::Zero),
    ]);
    // Lines 22–23: c = ByteEncode_du(Compress_du(u)) ‖ ByteEncode_dv(Compress_dv(v)), written
    // (Encaps) or compared with the c received (Decaps, Algorithm 18 line 9).
    let code: fn(Width, SlotRef) -> MicroOp = match use_ {
        EncryptUse::Encaps => Encode,
        EncryptUse::Decaps => EncodeCompare,
    };
    p.for_i(|p| {
        p.op(code(Width::Du, u_i));
    });
    p.op(code(Width::Dv, v));
}

/// Wipes the secret work slots and cells an operation leaves: ŷ, the noise, m, r, K̄.
fn wipe(p: &mut Program) {
    p.for_i(|p| {
        p.op(ZeroSlot(SlotRef::PlusI(slot::Y)));
    });
    for c in [cell::M, cell::KBAR, cell::R, cell::Z, cell::KREJ] {
        p.op(ZeroCell(at(c)));
    }
    p.op(ZeroSlot(SlotRef::At(slot::E)));
}

/// Algorithm 16, ML-KEM.KeyGen_internal(d, z): ek out, dk = (ŝ, ek, H(ek), z) kept in key
/// slot `key` (ŝ and t̂ as polynomials, ρ, H(ek) and z in the key cells).
fn keygen(p: &mut Program) {
    // z first: the bulk buffer is overwritten by ek.
    p.ops(&[
        SetP(at(1), Len::Zero),
        Copy(key(key_cell::Z)),
        ZeroCell(at(1)),
    ]);
    k_pke_keygen(p);
    // H(ek), kept with the key.
    p.ops(&[
        HashInit(Sha3_256),
        SetP(at(0), Len::Zero),
        Absorb(Len::Ek),
        SetP(key(key_cell::H), Len::Zero),
        Squeeze(Len::B32),
        End,
    ]);
}

/// Algorithm 17, ML-KEM.Encaps_internal(ek, m), with the §7.2 modulus check on ek.
fn encaps(p: &mut Program) {
    // §7.2: t̂ ← ByteDecode₁₂(ek), and ek must re-encode to itself (no coefficient ≥ q).
    p.op(SetP(at(0), Len::Zero));
    p.for_i(|p| {
        p.op(Decode(Width::D12, SlotRef::PlusI(slot::T)));
    });
    p.ops(&[
        Check(Check::Modulus),
        // P is now at ρ, then m.
        Copy(at(cell::RHO)),
        Copy(at(cell::M)),
        // Line 1: (K, r) ← G(m ‖ H(ek)).
        HashInit(Sha3_256),
        SetP(at(0), Len::Zero),
        Absorb(Len::Ek),
        SetP(at(cell::H), Len::Zero),
        Squeeze(Len::B32),
        HashInit(Sha3_512),
        SetP(at(cell::M), Len::Zero),
        Absorb(Len::B64),
        SetP(at(cell::KBAR), Len::Zero),
        Squeeze(Len::B64),
    ]);
    // Line 2: c ← K-PKE.Encrypt(ek, m, r), into the bulk buffer; K after it.
    k_pke_encrypt(p, EncryptUse::Encaps);
    p.ops(&[SetP(at(0), Len::Ct), Store(at(cell::KBAR))]);
    wipe(p);
    p.op(End);
}

/// Algorithm 18, ML-KEM.Decaps_internal(dk, c) with the key in key slot `key`.
fn decaps(p: &mut Program) {
    let u_i = SlotRef::PlusI(slot::U);
    let (v, e) = (SlotRef::At(slot::V), SlotRef::At(slot::E));
    // The key's ρ, H(ek), z into the work cells.
    p.ops(&[
        SetP(key(key_cell::RHO), Len::Zero),
        Copy(at(cell::RHO)),
        Copy(at(cell::H)),
        Copy(at(cell::Z)),
        SetP(at(0), Len::Zero),
    ]);
    // Algorithm 15 (K-PKE.Decrypt), lines 3–4: û ← NTT(Decompress_du(ByteDecode_du(c1))),
    // v′ ← Decompress_dv(ByteDecode_dv(c2)).
    p.for_i(|p| {
        p.ops(&[Decode(Width::Du, u_i), Ntt(u_i)]);
    });
    p.op(Decode(Width::Dv, v));
    // Lines 6–7: w = v′ − NTT⁻¹(ŝᵀ ∘ û); m′ = ByteEncode₁(Compress₁(w)).
    p.for_i(|p| {
        p.op(MulAcc(SlotRef::KeyS(KEY_SLOT_BASE), u_i, e, Acc::FirstI));
    });
    p.ops(&[
        Intt(e),
        Arith(Arith::Sub, v, e, e),
        SetP(at(cell::M), Len::Zero),
        Encode(Width::D1, e),
        // Line 7: (K′, r′) ← G(m′ ‖ h).
        HashInit(Sha3_512),
        SetP(at(cell::M), Len::Zero),
        Absorb(Len::B64),
        SetP(at(cell::KBAR), Len::Zero),
        Squeeze(Len::B64),
        // Line 8: K̄ ← J(z ‖ c), always computed.
        HashInit(Shake256),
        SetP(at(cell::Z), Len::Zero),
        Absorb(Len::B32),
        SetP(at(0), Len::Zero),
        Absorb(Len::Ct),
        SetP(at(cell::KREJ), Len::Zero),
        Squeeze(Len::B32),
    ]);
    // Lines 9–12: c′ ← K-PKE.Encrypt(ek, m′, r′), compared with c; K = K′ or K̄ by a mux.
    k_pke_encrypt(p, EncryptUse::Decaps);
    p.op(Select(at(0), at(cell::KBAR), at(cell::KREJ)));
    wipe(p);
    p.ops(&[ZeroCell(at(cell::H)), End]);
}

/// dk's first part out: ByteEncode₁₂(ŝ).
fn export_secret(p: &mut Program) {
    p.op(SetP(at(0), Len::Zero));
    p.for_i(|p| {
        p.op(Encode(Width::D12, SlotRef::KeyS(KEY_SLOT_BASE)));
    });
    p.op(End);
}

/// dk's second part out: ByteEncode₁₂(t̂) ‖ ρ ‖ H(ek) ‖ z.
fn export_public(p: &mut Program) {
    p.op(SetP(at(0), Len::Zero));
    p.for_i(|p| {
        p.op(Encode(Width::D12, SlotRef::KeyT(KEY_SLOT_BASE)));
    });
    p.ops(&[
        Store(key(key_cell::RHO)),
        Store(key(key_cell::H)),
        Store(key(key_cell::Z)),
        End,
    ]);
}

/// dk's first part in: ŝ ← ByteDecode₁₂ (Algorithm 15 line 5: values mod q).
fn import_secret(p: &mut Program) {
    p.op(SetP(at(0), Len::Zero));
    p.for_i(|p| {
        p.op(Decode(Width::D12, SlotRef::KeyS(KEY_SLOT_BASE)));
    });
    p.op(End);
}

/// dk's second part in: t̂ ← ByteDecode₁₂(ek) with the §7.2 modulus check (a dk whose ek
/// would not re-encode to itself is refused, so an export gives back the bytes imported),
/// then the §7.3 hash check H(ek) = h; ρ, h, z into the key cells only after both.
fn import_public(p: &mut Program) {
    p.op(SetP(at(0), Len::Zero));
    p.for_i(|p| {
        p.op(Decode(Width::D12, SlotRef::KeyT(KEY_SLOT_BASE)));
    });
    p.ops(&[
        Check(Check::Modulus),
        HashInit(Sha3_256),
        SetP(at(0), Len::Zero),
        Absorb(Len::Ek),
        SetP(at(cell::H), Len::Zero),
        Squeeze(Len::B32),
        // h and z follow ek.
        SetP(at(0), Len::Ek),
        Copy(at(cell::KREJ)),
        Check(Check::CellsEqual(at(cell::H), at(cell::KREJ))),
        Copy(key(key_cell::Z)),
        SetP(at(0), Len::Poly12Vec),
        Copy(key(key_cell::RHO)),
        SetP(at(cell::H), Len::Zero),
        Copy(key(key_cell::H)),
        ZeroCell(at(cell::H)),
        ZeroCell(at(cell::KREJ)),
        End,
    ]);
}

/// The whole program, assembled.
pub fn assemble() -> Rom {
    let mut p = Program::default();
    let mut entries = Vec::new();
    for e in Entry::ALL {
        entries.push((e, p.ops.len()));
        match e {
            Entry::KeyGen => keygen(&mut p),
            Entry::Encaps => encaps(&mut p),
            Entry::Decaps => decaps(&mut p),
            Entry::ExportSecret => export_secret(&mut p),
            Entry::ExportPublic => export_public(&mut p),
            Entry::ImportSecret => import_secret(&mut p),
            Entry::ImportPublic => import_public(&mut p),
        }
    }
    Rom {
        words: p.ops.iter().map(|o| o.encode()).collect(),
        entries,
    }
}

/// The program as micro-ops (a listing, for docs and tests).
pub fn listing() -> Vec<MicroOp> {
    assemble()
        .words
        .iter()
        .map(|&w| MicroOp::decode(w).expect("the assembler emits valid words"))
        .collect()
}
