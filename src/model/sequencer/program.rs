//! FIPS 203's ML-KEM operations as one program of micro-operations, and its assembly into the
//! sequencer's ROM.
//!
//! Each operation is written once, for every parameter set: lengths, widths and loop bounds
//! are resolved by the sequencer from the set ([`super::isa::Len`], [`super::isa::Width`], the
//! loops over k). K-PKE.Encrypt (Algorithm 14) is written once, as a subroutine that Encaps
//! calls to write c and Decaps calls to compare c′ with c byte by byte without storing it.
//! The sampler runs one polynomial ahead of the engine ([`super::interp`], "Overlap").
//!
//! Payloads in the bulk buffer (cell 0 = byte 0):
//!
//! | entry | request payload | response payload |
//! |---|---|---|
//! | [`Entry::KeyGen`] | d ‖ z | ek (the key stays in key slot `key`) |
//! | [`Entry::Encaps`] | ek ‖ m | c ‖ K |
//! | [`Entry::Decaps`] | c | K (with key slot `key`) |
//! | [`Entry::ExportSecret`] | – | ŝ encoded ‖ z, 384k + 32 bytes (dk's secret parts) |
//! | [`Entry::ExportPublic`] | – | ek ‖ H(ek) (dk's public parts) |
//! | [`Entry::ImportSecret`] | ŝ encoded ‖ z | – |
//! | [`Entry::ImportPublic`] | ek ‖ H(ek) | – (stops with `BadEk` or `BadKey` if a check fails) |
//! | [`Entry::Erase`] | – | – (key slot `key`'s polynomials and cells zeroed) |
//! | [`Entry::Wipe`] | – | – (run for ML-KEM-1024, key 0: every polynomial slot and key 0's cells zeroed) |
//!
//! dk = ŝ ‖ ek ‖ H(ek) ‖ z (3168 bytes for ML-KEM-1024) does not fit the 1600-byte bulk
//! buffer, so it moves in two parts: the secret ŝ ‖ z and the public ek ‖ H(ek), each at most
//! 1600 bytes; the host puts z back at the end.

use super::isa::{Acc, Arith, ByteSrc, CellRef, Check, Cond, Eta, Len, MicroOp, SlotRef, Width};
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
    /// Zero every polynomial slot, the sample buffers included, and key 0's cells (the
    /// device's CLEAR and its wipe after a reset, run for ML-KEM-1024, key 0; the device
    /// zeroes the byte memory itself). It zeroes the work slots and falls through into
    /// [`Entry::Erase`], whose loop covers the key area at k = 4.
    Wipe,
    /// Zero the key's slots and cells (KEY_ERASE, and a failed import).
    Erase,
}

impl Entry {
    /// Every entry, in ROM order.
    pub const ALL: [Entry; 9] = [
        Entry::KeyGen,
        Entry::Encaps,
        Entry::Decaps,
        Entry::ExportSecret,
        Entry::ExportPublic,
        Entry::ImportSecret,
        Entry::ImportPublic,
        Entry::Wipe,
        Entry::Erase,
    ];
}

/// Words of the microcode memory (8 address bits).
pub const ROM_WORDS: usize = 256;
/// The debug path's word ([`super::debug`]): the host-supplied micro-op is written here and
/// runs from here; the memory's last word, after it, is `End` (zero), which ends the run.
pub const DEBUG_WORD: usize = ROM_WORDS - 2;

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
    /// Addresses of `Call` words still to be pointed at K-PKE.Encrypt.
    calls: Vec<usize>,
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
            End | Ret => assert!(self.open.is_empty(), "{op:?} inside a loop"),
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

    /// `if !cond { body }`: a `Skip` over the body's words.
    fn unless(&mut self, cond: Cond, body: impl FnOnce(&mut Self)) -> &mut Self {
        let at = self.ops.len();
        self.op(Skip(cond, 0));
        let open = self.open.len();
        body(self);
        assert_eq!(self.open.len(), open, "a skipped body closes its loops");
        let n = self.ops.len() - at - 1;
        self.ops[at] = Skip(cond, u8::try_from(n).expect("a short body"));
        self
    }

    /// K-PKE.Encrypt as a subroutine, for Encaps (`decaps` false) or Decaps.
    fn call_encrypt(&mut self, decaps: bool) -> &mut Self {
        self.calls.push(self.ops.len());
        self.op(Call(0, decaps))
    }

    /// The sponge hashes the cell `c` (32 bytes) and then one byte: PRF_η(σ, N) with the
    /// nonce (SHAKE256), or XOF(ρ, a, b) (SHAKE128) with two bytes.
    fn hash_cell(
        &mut self,
        f: crate::model::keccak::KeccakFunction,
        c: CellRef,
        bytes: &[ByteSrc],
    ) {
        self.ops(&[HashInit(f), Absorb(c, Len::B32)]);
        for &b in bytes {
            self.op(AbsorbByte(b));
        }
    }

    /// Starts SamplePolyCBD_η(PRF_η(seed, N)) into the sample buffer `A_NEXT` (Algorithm 8).
    fn start_cbd(&mut self, seed: u8, eta: Eta) -> &mut Self {
        self.hash_cell(Shake256, at(seed), &[ByteSrc::Nonce]);
        self.op(SampleCbd(SlotRef::At(slot::A_NEXT), eta))
    }

    /// Starts SampleNTT(ρ ‖ a ‖ b) into the sample buffer `A_NEXT` (Algorithm 7).
    fn start_ntt_sample(&mut self, a: ByteSrc, b: ByteSrc) -> &mut Self {
        self.hash_cell(Shake128, at(cell::RHO), &[a, b]);
        self.op(SampleNtt(SlotRef::At(slot::A_NEXT)))
    }

    /// Waits for the sampling in flight and makes its buffer `A_CUR`.
    fn take(&mut self) -> &mut Self {
        self.ops(&[Sync, Swap])
    }

    /// slot ← the sample in `A_CUR` (through the engine's adder, `A_CUR + ZERO`).
    fn copy_sample(&mut self, to: SlotRef) -> &mut Self {
        self.op(Arith(
            Arith::Add,
            SlotRef::At(slot::A_CUR),
            SlotRef::At(slot::ZERO),
            to,
        ))
    }
}

/// Algorithm 13, K-PKE.KeyGen(d), into key slot `key`; the first half of Algorithm 16.
///
/// The sampler runs one polynomial ahead of the engine: while the engine copies and
/// transforms s_i (or ê_i, or multiplies by Â[i, j]), the sponge unit already samples the next
/// polynomial into the other sample buffer.
fn k_pke_keygen(p: &mut Program) {
    let s = SlotRef::KeyS(KEY_SLOT_BASE);
    let t = SlotRef::KeyT(KEY_SLOT_BASE);
    // Line 1: (ρ, σ) ← G(d ‖ k); d is wiped once G has read it.
    p.ops(&[
        ZeroSlot(SlotRef::At(slot::ZERO)),
        HashInit(Sha3_512),
        Absorb(at(0), Len::B32),
        AbsorbByte(ByteSrc::K),
        Squeeze(at(cell::RHO), Len::B64),
        Sync,
        ZeroCell(at(0)),
        ClearNonce,
    ]);
    // Lines 8–11: s ← CBD_η1(PRF(σ, N)), N = 0..k; line 16: ŝ ← NTT(s).
    p.start_cbd(cell::SIGMA, Eta::Eta1);
    p.for_i(|p| {
        p.take();
        // s_{i+1}, or e_0 after the last.
        p.start_cbd(cell::SIGMA, Eta::Eta1);
        p.copy_sample(s).op(Ntt(s));
    });
    // Lines 12–15: e, N = k..2k; line 17: ê ← NTT(e), kept in t̂'s slots. After the last e,
    // the sampler starts on Â[0, 0].
    p.for_i(|p| {
        p.take();
        p.unless(Cond::LastI, |p| {
            p.start_cbd(cell::SIGMA, Eta::Eta1);
        });
        p.unless(Cond::NotLastI, |p| {
            p.start_ntt_sample(ByteSrc::Zero, ByteSrc::Zero);
        });
        p.copy_sample(t).op(Ntt(t));
    });
    p.op(ZeroCell(at(cell::SIGMA)));
    // Lines 3–7 and 18: t̂_i = ê_i + Σ_j Â[i, j] ∘ ŝ_j, Â[i, j] = SampleNTT(ρ ‖ j ‖ i), the
    // next entry sampled while this one is multiplied.
    p.for_i(|p| {
        p.for_j(|p| {
            p.take();
            p.unless(Cond::LastIJ, |p| {
                p.start_ntt_sample(ByteSrc::JNext, ByteSrc::INext);
            });
            p.op(MulAcc(
                SlotRef::At(slot::A_CUR),
                SlotRef::KeySj(KEY_SLOT_BASE),
                t,
                Acc::Always,
            ));
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

/// Algorithm 14, K-PKE.Encrypt(ek, m, r), a subroutine: ρ in cell RHO, m in cell M, r in cell
/// R; t̂ in the work slots T (Encaps) or the key's (Decaps: [`SlotRef::EncT`]). c is written
/// to the bulk buffer (Encaps) or compared with the c there (Decaps, Algorithm 18 line 9:
/// [`MicroOp::EncodeCt`]). The sampler runs one polynomial ahead of the engine throughout:
/// y_0 .. y_{k−1}, Â in the order the engine uses it, e1_0 .. e1_{k−1}, e2.
fn k_pke_encrypt(p: &mut Program) {
    let (y_i, y_j) = (SlotRef::PlusI(slot::Y), SlotRef::PlusJ(slot::Y));
    let u_i = SlotRef::PlusI(slot::U);
    let (v, e, a) = (
        SlotRef::At(slot::V),
        SlotRef::At(slot::E),
        SlotRef::At(slot::A_CUR),
    );
    // Lines 9–12: y ← CBD_η1(PRF(r, N)), N = 0..k; line 18: ŷ ← NTT(y). After the last y the
    // sampler starts on Â's first entry.
    p.ops(&[ZeroSlot(SlotRef::At(slot::ZERO)), ClearNonce]);
    p.start_cbd(cell::R, Eta::Eta1);
    p.for_i(|p| {
        p.take();
        p.unless(Cond::LastI, |p| {
            p.start_cbd(cell::R, Eta::Eta1);
        });
        p.unless(Cond::NotLastI, |p| {
            p.start_ntt_sample(ByteSrc::Zero, ByteSrc::Zero);
        });
        p.copy_sample(y_i).op(Ntt(y_i));
    });
    // Lines 4–8, 19: u_i = NTT⁻¹(Σ_j Â[j, i] ∘ ŷ_j), Â[j, i] = SampleNTT(ρ ‖ i ‖ j); line 21's
    // t̂ᵀ ∘ ŷ accumulated into v one row at a time. After the last entry the sampler starts on
    // e1_0 (lines 13–16: e1_i = CBD_η2(PRF(r, N)), N = k..2k).
    p.for_i(|p| {
        p.for_j(|p| {
            p.take();
            p.unless(Cond::LastIJ, |p| {
                p.start_ntt_sample(ByteSrc::INext, ByteSrc::JNext);
            });
            p.unless(Cond::NotLastIJ, |p| {
                p.start_cbd(cell::R, Eta::Eta2);
            });
            p.op(MulAcc(a, y_j, u_i, Acc::FirstJ));
        });
        p.ops(&[
            Intt(u_i),
            MulAcc(SlotRef::EncT(slot::T), y_i, v, Acc::FirstI),
        ]);
    });
    // Line 19: u_i += e1_i; after the last, the sampler starts on e2 (line 17, N = 2k).
    p.for_i(|p| {
        p.take();
        p.start_cbd(cell::R, Eta::Eta2);
        p.op(Arith(Arith::Add, u_i, a, u_i));
    });
    // Lines 20–21: v = NTT⁻¹(t̂ᵀ ∘ ŷ) + e2 + μ, μ = Decompress₁(ByteDecode₁(m)).
    p.ops(&[
        Intt(v),
        SetP(at(cell::M), Len::Zero),
        Decode(Width::D1, e),
        Arith(Arith::Add, v, e, v),
    ]);
    p.take();
    p.ops(&[Arith(Arith::Add, v, a, v), SetP(at(0), Len::Zero)]);
    // Lines 22–23: c = ByteEncode_du(Compress_du(u)) ‖ ByteEncode_dv(Compress_dv(v)), written
    // or compared.
    p.for_i(|p| {
        p.op(EncodeCt(Width::Du, u_i));
    });
    p.ops(&[EncodeCt(Width::Dv, v), Ret]);
}

/// Wipes the secret work slots and cells an operation leaves: ŷ, the noise in the sample
/// buffers, m, r, K̄; for Decaps also u′, v′ and w (c′ stays on the chip, and a debug read of
/// a work slot must not show it).
fn wipe(p: &mut Program, decaps: bool) {
    p.for_i(|p| {
        p.op(ZeroSlot(SlotRef::PlusI(slot::Y)));
        if decaps {
            p.op(ZeroSlot(SlotRef::PlusI(slot::U)));
        }
    });
    for c in [cell::M, cell::KBAR, cell::R, cell::Z, cell::KREJ] {
        p.op(ZeroCell(at(c)));
    }
    for s in [slot::E, slot::A_CUR, slot::A_NEXT] {
        p.op(ZeroSlot(SlotRef::At(s)));
    }
    if decaps {
        p.op(ZeroSlot(SlotRef::At(slot::V)));
    }
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
        Absorb(at(0), Len::Ek),
        Squeeze(key(key_cell::H), Len::B32),
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
        Absorb(at(0), Len::Ek),
        Squeeze(at(cell::H), Len::B32),
        HashInit(Sha3_512),
        Absorb(at(cell::M), Len::B64),
        Squeeze(at(cell::KBAR), Len::B64),
    ]);
    // Line 2: c ← K-PKE.Encrypt(ek, m, r), into the bulk buffer; K after it.
    p.call_encrypt(false);
    p.ops(&[SetP(at(0), Len::Ct), Store(at(cell::KBAR))]);
    wipe(p, false);
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
    // Algorithm 15 (K-PKE.Decrypt), lines 3–4: u′ ← Decompress_du(ByteDecode_du(c1)),
    // v′ ← Decompress_dv(ByteDecode_dv(c2)).
    p.for_i(|p| {
        p.op(Decode(Width::Du, u_i));
    });
    p.op(Decode(Width::Dv, v));
    // Line 8: K̄ ← J(z ‖ c), always computed; the sponge absorbs c while the engine decrypts.
    p.ops(&[
        HashInit(Shake256),
        Absorb(at(cell::Z), Len::B32),
        Absorb(at(0), Len::Ct),
    ]);
    // Lines 5–7: w = v′ − NTT⁻¹(ŝᵀ ∘ NTT(u′)); m′ = ByteEncode₁(Compress₁(w)).
    p.for_i(|p| {
        p.ops(&[
            Ntt(u_i),
            MulAcc(SlotRef::KeyS(KEY_SLOT_BASE), u_i, e, Acc::FirstI),
        ]);
    });
    p.ops(&[
        Intt(e),
        Arith(Arith::Sub, v, e, e),
        SetP(at(cell::M), Len::Zero),
        Encode(Width::D1, e),
        Squeeze(at(cell::KREJ), Len::B32),
        // Line 7: (K′, r′) ← G(m′ ‖ h).
        HashInit(Sha3_512),
        Absorb(at(cell::M), Len::B64),
        Squeeze(at(cell::KBAR), Len::B64),
    ]);
    // Lines 9–12: c′ ← K-PKE.Encrypt(ek, m′, r′), compared with c; K = K′ or K̄ by a mux.
    p.call_encrypt(true);
    p.op(Select(at(0), at(cell::KBAR), at(cell::KREJ)));
    wipe(p, true);
    p.ops(&[ZeroCell(at(cell::H)), End]);
}

/// dk's secret parts out: ByteEncode₁₂(ŝ) ‖ z.
fn export_secret(p: &mut Program) {
    // P starts at 0 (every run starts so).

    p.for_i(|p| {
        p.op(Encode(Width::D12, SlotRef::KeyS(KEY_SLOT_BASE)));
    });
    p.ops(&[Store(key(key_cell::Z)), End]);
}

/// dk's public parts out: ek = ByteEncode₁₂(t̂) ‖ ρ, then H(ek).
fn export_public(p: &mut Program) {
    // P starts at 0 (every run starts so).

    p.for_i(|p| {
        p.op(Encode(Width::D12, SlotRef::KeyT(KEY_SLOT_BASE)));
    });
    p.ops(&[Store(key(key_cell::RHO)), Store(key(key_cell::H)), End]);
}

/// dk's secret parts in: ŝ ← ByteDecode₁₂ (Algorithm 15 line 5: values mod q), then z.
fn import_secret(p: &mut Program) {
    // P starts at 0 (every run starts so).

    p.for_i(|p| {
        p.op(Decode(Width::D12, SlotRef::KeyS(KEY_SLOT_BASE)));
    });
    p.ops(&[Copy(key(key_cell::Z)), End]);
}

/// Key slot `key`'s ŝ, t̂ and cells zeroed (for the parameter set it holds).
fn erase(p: &mut Program) {
    p.for_i(|p| {
        p.ops(&[
            ZeroSlot(SlotRef::KeyS(KEY_SLOT_BASE)),
            ZeroSlot(SlotRef::KeyT(KEY_SLOT_BASE)),
        ]);
    });
    p.ops(&[
        ZeroCell(key(key_cell::RHO)),
        ZeroCell(key(key_cell::H)),
        ZeroCell(key(key_cell::Z)),
        End,
    ]);
}

/// The work slots and the sample buffers zeroed (at k = 4: slots 0–15, 24, 25); no `End`:
/// the program goes on into [`erase`], which zeroes the key area (slots 16–23) and key 0's
/// cells. (Eight words: the ROM's 256 have no room for one `ZeroSlot` per slot.)
fn wipe_all(p: &mut Program) {
    assert_eq!(
        KEY_SLOT_BASE, 16,
        "the loop covers the slots below the key area"
    );
    p.for_i(|p| {
        p.ops(&[
            ZeroSlot(SlotRef::PlusI(0)),
            ZeroSlot(SlotRef::PlusI(4)),
            ZeroSlot(SlotRef::PlusI(8)),
            ZeroSlot(SlotRef::PlusI(12)),
        ]);
    });
    p.ops(&[
        ZeroSlot(SlotRef::At(slot::A_NEXT)),
        ZeroSlot(SlotRef::At(slot::A_CUR)),
    ]);
}

/// dk's second part in: t̂ ← ByteDecode₁₂(ek) with the §7.2 modulus check (a dk whose ek
/// would not re-encode to itself is refused, so an export gives back the bytes imported),
/// then the §7.3 hash check H(ek) = h; ρ and h into the key cells only after both.
fn import_public(p: &mut Program) {
    // P starts at 0 (every run starts so).

    p.for_i(|p| {
        p.op(Decode(Width::D12, SlotRef::KeyT(KEY_SLOT_BASE)));
    });
    p.ops(&[
        Check(Check::Modulus),
        HashInit(Sha3_256),
        Absorb(at(0), Len::Ek),
        Squeeze(at(cell::H), Len::B32),
        Sync,
        // h follows ek.
        SetP(at(0), Len::Ek),
        Copy(at(cell::KREJ)),
        Check(Check::CellsEqual(at(cell::H), at(cell::KREJ))),
        SetP(at(0), Len::Poly12Vec),
        Copy(key(key_cell::RHO)),
        SetP(at(cell::H), Len::Zero),
        Copy(key(key_cell::H)),
        ZeroCell(at(cell::H)),
        ZeroCell(at(cell::KREJ)),
        End,
    ]);
}

/// The whole program, assembled: the entries, then the K-PKE.Encrypt subroutine.
pub fn assemble() -> Rom {
    let mut p = Program::default();
    let mut entries = Vec::new();
    for (n, e) in Entry::ALL.into_iter().enumerate() {
        if e == Entry::Erase {
            assert_eq!(n.checked_sub(1).map(|m| Entry::ALL[m]), Some(Entry::Wipe));
        }
        entries.push((e, p.ops.len()));
        match e {
            Entry::KeyGen => keygen(&mut p),
            Entry::Encaps => encaps(&mut p),
            Entry::Decaps => decaps(&mut p),
            Entry::ExportSecret => export_secret(&mut p),
            Entry::ExportPublic => export_public(&mut p),
            Entry::ImportSecret => import_secret(&mut p),
            Entry::ImportPublic => import_public(&mut p),
            Entry::Erase => erase(&mut p),
            Entry::Wipe => wipe_all(&mut p),
        }
    }
    let encrypt = u16::try_from(p.ops.len()).expect("a short ROM");
    k_pke_encrypt(&mut p);
    for at in std::mem::take(&mut p.calls) {
        if let Call(_, flag) = p.ops[at] {
            p.ops[at] = Call(encrypt, flag);
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
