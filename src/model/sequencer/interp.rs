//! The interpreter of the sequencer's ROM: the model of `KemSequencer`. It decodes each word
//! and does what the circuit's units do, with the models of those units (the slot engine, the
//! sponge, the samplers, the codec), and counts the cycles the circuit takes.
//!
//! # Cycles
//!
//! Every micro-op costs [`Timing::issue`] cycles (ROM read and dispatch) plus its unit's
//! cycles, all given by [`Timing`]: the engine's per operation, the codec's per width d, and
//! the sponge's from its core's latencies, counted byte by byte so that a message absorbed in
//! pieces costs what it costs in one piece. Only two things vary, and both are public: the
//! parameter set (lengths, loop bounds) and the XOF bytes SampleNTT reads, which depend on ρ
//! alone. Secret data never changes a count: the modulus check stops only on ek (public), the
//! comparison of c′ with c only sets a flag, and [`MicroOp::Select`] reads both cells.

use zeroize::Zeroize;

use super::isa::{Acc, Arith, ByteSrc, CellRef, Check, Eta, MicroOp, SlotRef};
use super::program::{Entry, Rom};
use super::{KEY_CELLS, MEM_BYTES, SLOTS, keys};
use crate::model::encode::{byte_decode, byte_encode, compress, decompress};
use crate::model::keccak::{KeccakFunction, Sponge};
use crate::model::ntt::Poly;
use crate::model::ntt_engine::{EngineModel, EngineOp};
use crate::model::sample::sample_poly_cbd;
use crate::params::{N, ParamSet, Q};

/// The latencies of the units behind the sequencer (the device profile's).
#[derive(Clone, Copy, Debug)]
pub struct Timing {
    /// Cycles of every micro-op before its unit starts (ROM read, decode, dispatch).
    pub issue: usize,
    /// Keccak-f[1600], and the core's busy cycles per lane XOR-in and lane read-out.
    pub permute: usize,
    pub clear: usize,
    pub lane_xor: usize,
    pub lane_read: usize,
    /// Cycles after the last squeezed byte until a sampler's last coefficient is written.
    pub sampler_tail: usize,
    /// The engine's cycles for an operation.
    pub engine: fn(EngineOp) -> usize,
    /// The encoder's and decoder's cycles for width d (the same for a comparing encode).
    pub encoder: fn(usize) -> usize,
    pub decoder: fn(usize) -> usize,
    /// Cycles to move 32 bytes between cells, or to write a zero cell.
    pub cell: usize,
    /// Cycles to zero a slot.
    pub zero_slot: usize,
}

/// Why an operation stopped before its end.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Stop {
    /// §7.2: ek holds a coefficient ≥ q.
    #[error("ek fails the modulus check (FIPS 203 §7.2)")]
    BadEk,
    /// §7.3: H(ek) differs from the stored hash.
    #[error("dk fails the hash check (FIPS 203 §7.3)")]
    BadKey,
    /// The key index has no room for this parameter set.
    #[error("key slot {0} does not exist for this parameter set")]
    BadKeySlot(usize),
    /// A ROM word is no micro-op, or the program misuses the sponge or a loop.
    #[error("bad program at address {0}: {1}")]
    BadProgram(usize, String),
}

/// What a run did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Run {
    /// Cycles from the first micro-op to the end (or the stop).
    pub cycles: u64,
    /// Micro-ops executed.
    pub ops: u64,
}

/// The sponge with the byte counts its timing depends on.
#[derive(Clone)]
struct SpongeUnit {
    sponge: Sponge,
    function: KeccakFunction,
    absorbed: usize,
    /// Bytes squeezed so far (None while absorbing).
    squeezed: Option<usize>,
}

/// The sequencer's state: slots, byte memory, sponge and registers.
#[derive(Clone)]
pub struct Machine {
    pub engine: EngineModel,
    pub mem: Vec<u8>,
    sponge: Option<SpongeUnit>,
    i: usize,
    j: usize,
    nonce: u8,
    ptr: usize,
    key: usize,
    modulus_flag: bool,
    diff: bool,
}

impl Default for Machine {
    fn default() -> Self {
        Self::new()
    }
}

impl Drop for Machine {
    fn drop(&mut self) {
        self.mem.zeroize();
        for s in self.engine.slots.iter_mut() {
            s.zeroize();
        }
    }
}

impl Machine {
    /// A machine with zeroed slots and memory.
    pub fn new() -> Self {
        Machine {
            engine: EngineModel::with_slots(SLOTS),
            mem: vec![0; MEM_BYTES],
            sponge: None,
            i: 0,
            j: 0,
            nonce: 0,
            ptr: 0,
            key: 0,
            modulus_flag: false,
            diff: false,
        }
    }

    /// Runs `entry` of `rom` for parameter set `p` with key slot `key`.
    pub fn run(
        &mut self,
        rom: &Rom,
        entry: Entry,
        p: ParamSet,
        key: usize,
        timing: &Timing,
    ) -> Result<Run, Stop> {
        if key >= keys(p) {
            return Err(Stop::BadKeySlot(key));
        }
        self.key = key;
        self.modulus_flag = false;
        self.diff = false;
        let mut pc = rom.entry(entry);
        let (mut loop_i, mut loop_j) = (None, None);
        let mut run = Run { cycles: 0, ops: 0 };
        loop {
            let word = *rom
                .words
                .get(pc)
                .ok_or_else(|| Stop::BadProgram(pc, "past the end of the ROM".into()))?;
            let op = MicroOp::decode(word).map_err(|e| Stop::BadProgram(pc, e.to_string()))?;
            run.ops += 1;
            run.cycles += timing.issue as u64;
            let mut next = pc + 1;
            match op {
                MicroOp::End => return Ok(run),
                MicroOp::LoopI => {
                    self.i = 0;
                    loop_i = Some(next);
                }
                MicroOp::NextI => {
                    self.i += 1;
                    if self.i < p.k {
                        next = loop_i.ok_or_else(|| Stop::BadProgram(pc, "NextI".into()))?;
                    }
                }
                MicroOp::LoopJ => {
                    self.j = 0;
                    loop_j = Some(next);
                }
                MicroOp::NextJ => {
                    self.j += 1;
                    if self.j < p.k {
                        next = loop_j.ok_or_else(|| Stop::BadProgram(pc, "NextJ".into()))?;
                    }
                }
                MicroOp::Check(Check::Modulus) => {
                    if self.modulus_flag {
                        return Err(Stop::BadEk);
                    }
                }
                MicroOp::Check(Check::CellsEqual(a, b)) => {
                    run.cycles += timing.cell as u64;
                    let (a, b) = (self.cell_addr(a, p), self.cell_addr(b, p));
                    if self.mem[a..a + 32] != self.mem[b..b + 32] {
                        return Err(Stop::BadKey);
                    }
                }
                other => {
                    run.cycles +=
                        self.execute(other, p, timing)
                            .map_err(|m| Stop::BadProgram(pc, m))? as u64;
                }
            }
            pc = next;
        }
    }

    fn slot(&self, s: SlotRef, p: ParamSet) -> usize {
        let key = 2 * p.k * self.key;
        match s {
            SlotRef::At(b) => b as usize,
            SlotRef::PlusI(b) => b as usize + self.i,
            SlotRef::PlusJ(b) => b as usize + self.j,
            SlotRef::KeyS(b) => b as usize + key + self.i,
            SlotRef::KeySj(b) => b as usize + key + self.j,
            SlotRef::KeyT(b) => b as usize + key + p.k + self.i,
            SlotRef::KeyTj(b) => b as usize + key + p.k + self.j,
        }
    }

    fn cell_addr(&self, c: CellRef, _p: ParamSet) -> usize {
        32 * match c {
            CellRef::At(n) => n as usize,
            CellRef::Key(n) => n as usize + KEY_CELLS as usize * self.key,
        }
    }

    fn sponge(&mut self) -> Result<&mut SpongeUnit, String> {
        self.sponge
            .as_mut()
            .ok_or_else(|| "sponge used before HashInit".into())
    }

    /// Cycles to absorb bytes number `from..to` of the message.
    fn absorb_cycles(t: &Timing, rate: usize, from: usize, to: usize) -> usize {
        let (lane, perm) = (t.lane_xor + 2, t.permute + 2);
        (to - from) + (to / 8 - from / 8) * lane + (to / rate - from / rate) * perm
    }

    /// Cycles of padding and the last permutation (the first squeeze or a sampling).
    fn finish_cycles(t: &Timing, rate: usize, absorbed: usize) -> usize {
        let lanes = rate / 8;
        let in_block = absorbed % rate;
        let mut padding = (8 - in_block % 8) + t.lane_xor + 2;
        if in_block / 8 != lanes - 1 {
            padding += 8 + t.lane_xor + 2;
        }
        1 + padding + t.permute + 2
    }

    /// Cycles to squeeze output bytes `from..to`.
    fn squeeze_cycles(t: &Timing, rate: usize, from: usize, to: usize) -> usize {
        let lanes = |n: usize| n.div_ceil(8);
        let perms = |n: usize| if n == 0 { 0 } else { (n - 1) / rate };
        (to - from)
            + (lanes(to) - lanes(from)) * (t.lane_read + 3)
            + (perms(to) - perms(from)) * (t.permute + 2)
    }

    /// Squeezes `n` bytes, finishing the absorption first; returns the bytes and the cycles.
    fn squeeze(&mut self, n: usize, t: &Timing) -> Result<(Vec<u8>, usize), String> {
        let s = self.sponge()?;
        let rate = s.function.rate();
        let mut cycles = 0;
        let from = match s.squeezed {
            Some(f) => f,
            None => {
                cycles += Self::finish_cycles(t, rate, s.absorbed);
                0
            }
        };
        let mut out = vec![0; n];
        s.sponge.squeeze(&mut out);
        s.squeezed = Some(from + n);
        cycles += Self::squeeze_cycles(t, rate, from, from + n);
        Ok((out, cycles))
    }

    fn absorb(&mut self, bytes: &[u8], t: &Timing) -> Result<usize, String> {
        let s = self.sponge()?;
        if s.squeezed.is_some() {
            return Err("absorb after squeeze".into());
        }
        s.sponge.absorb(bytes);
        let rate = s.function.rate();
        let c = Self::absorb_cycles(t, rate, s.absorbed, s.absorbed + bytes.len());
        s.absorbed += bytes.len();
        Ok(c)
    }

    fn mem_range(&self, n: usize) -> Result<std::ops::Range<usize>, String> {
        let r = self.ptr..self.ptr + n;
        if r.end > MEM_BYTES {
            return Err(format!("byte pointer {} + {n} past the memory", self.ptr));
        }
        Ok(r)
    }

    /// Executes a unit micro-op; returns its unit cycles.
    fn execute(&mut self, op: MicroOp, p: ParamSet, t: &Timing) -> Result<usize, String> {
        Ok(match op {
            MicroOp::SetP(c, l) => {
                self.ptr = self.cell_addr(c, p) + l.bytes(p);
                0
            }
            MicroOp::ClearNonce => {
                self.nonce = 0;
                0
            }
            MicroOp::HashInit(f) => {
                self.sponge = Some(SpongeUnit {
                    sponge: Sponge::new(f),
                    function: f,
                    absorbed: 0,
                    squeezed: None,
                });
                1 + t.clear + 2
            }
            MicroOp::Absorb(l) => {
                let r = self.mem_range(l.bytes(p))?;
                self.ptr = r.end;
                let bytes = self.mem[r].to_vec();
                self.absorb(&bytes, t)?
            }
            MicroOp::AbsorbByte(src) => {
                let b = match src {
                    ByteSrc::K => p.k as u8,
                    ByteSrc::I => self.i as u8,
                    ByteSrc::J => self.j as u8,
                    ByteSrc::Nonce => {
                        self.nonce += 1;
                        self.nonce - 1
                    }
                };
                self.absorb(&[b], t)?
            }
            MicroOp::Squeeze(l) => {
                let r = self.mem_range(l.bytes(p))?;
                let (out, c) = self.squeeze(r.len(), t)?;
                self.mem[r.clone()].copy_from_slice(&out);
                self.ptr = r.end;
                c
            }
            MicroOp::SampleNtt(s) => {
                // Algorithm 7 on the sponge's output, 3 bytes at a time.
                let mut a = [0u16; N];
                let (mut n, mut cycles) = (0, 0);
                while n < N {
                    let (c, k) = self.squeeze(3, t)?;
                    cycles += k;
                    let d1 = c[0] as u16 | ((c[1] as u16 & 0x0F) << 8);
                    let d2 = (c[1] as u16 >> 4) | ((c[2] as u16) << 4);
                    for d in [d1, d2] {
                        if (d as u32) < Q && n < N {
                            a[n] = d;
                            n += 1;
                        }
                    }
                }
                let slot = self.slot(s, p);
                self.engine.slots[slot] = a;
                self.sponge = None;
                cycles + t.sampler_tail
            }
            MicroOp::SampleCbd(s, eta) => {
                let eta = match eta {
                    Eta::Eta1 => p.eta1,
                    Eta::Eta2 => p.eta2,
                };
                let (mut b, cycles) = self.squeeze(64 * eta, t)?;
                let slot = self.slot(s, p);
                self.engine.slots[slot] = sample_poly_cbd(eta, &b);
                b.zeroize();
                self.sponge = None;
                cycles + t.sampler_tail
            }
            MicroOp::Ntt(s) => self.engine_op(EngineOp::Ntt, s, s, s, p, t),
            MicroOp::Intt(s) => self.engine_op(EngineOp::Intt, s, s, s, p, t),
            MicroOp::MulAcc(a, b, r, acc) => {
                let first = match acc {
                    Acc::Always => false,
                    Acc::FirstJ => self.j == 0,
                    Acc::FirstI => self.i == 0,
                };
                let op = if first {
                    EngineOp::BaseMul
                } else {
                    EngineOp::BaseMulAcc
                };
                self.engine_op(op, a, b, r, p, t)
            }
            MicroOp::Arith(op, a, b, r) => {
                let op = match op {
                    Arith::Add => EngineOp::Add,
                    Arith::Sub => EngineOp::Sub,
                };
                self.engine_op(op, a, b, r, p, t)
            }
            MicroOp::Decode(w, s) => {
                let d = w.d(p);
                let r = self.mem_range(32 * d)?;
                let bytes = &self.mem[r.clone()];
                let f = byte_decode(d, bytes);
                let slot = self.slot(s, p);
                if d == 12 {
                    // §7.2: a coefficient ≥ q is one that does not re-encode to its bytes.
                    self.modulus_flag |= byte_encode(12, &f) != bytes;
                    self.engine.slots[slot] = f;
                } else {
                    self.engine.slots[slot] = f.map(|x| decompress(d, x));
                }
                self.ptr = r.end;
                (t.decoder)(d)
            }
            MicroOp::Encode(w, s) | MicroOp::EncodeCompare(w, s) => {
                let d = w.d(p);
                let r = self.mem_range(32 * d)?;
                let slot = self.slot(s, p);
                let poly: Poly = self.engine.slots[slot];
                let bytes = if d == 12 {
                    byte_encode(12, &poly)
                } else {
                    byte_encode(d, &poly.map(|x| compress(d, x)))
                };
                if matches!(op, MicroOp::Encode(..)) {
                    self.mem[r.clone()].copy_from_slice(&bytes);
                } else {
                    let differ = self.mem[r.clone()]
                        .iter()
                        .zip(&bytes)
                        .fold(0u8, |acc, (a, b)| acc | (a ^ b));
                    self.diff |= differ != 0;
                }
                self.ptr = r.end;
                (t.encoder)(d)
            }
            MicroOp::Copy(c) | MicroOp::Store(c) => {
                let r = self.mem_range(32)?;
                let a = self.cell_addr(c, p);
                if matches!(op, MicroOp::Copy(_)) {
                    self.mem.copy_within(r.clone(), a);
                } else {
                    self.mem.copy_within(a..a + 32, r.start);
                }
                self.ptr = r.end;
                t.cell
            }
            MicroOp::Select(d, a, b) => {
                let (d, a, b) = (
                    self.cell_addr(d, p),
                    self.cell_addr(a, p),
                    self.cell_addr(b, p),
                );
                let mask = 0u8.wrapping_sub(self.diff as u8);
                for k in 0..32 {
                    self.mem[d + k] = (self.mem[a + k] & !mask) | (self.mem[b + k] & mask);
                }
                t.cell
            }
            MicroOp::ZeroCell(c) => {
                let a = self.cell_addr(c, p);
                self.mem[a..a + 32].fill(0);
                t.cell
            }
            MicroOp::ZeroSlot(s) => {
                let slot = self.slot(s, p);
                self.engine.slots[slot] = [0; N];
                t.zero_slot
            }
            MicroOp::End
            | MicroOp::LoopI
            | MicroOp::NextI
            | MicroOp::LoopJ
            | MicroOp::NextJ
            | MicroOp::Check(_) => unreachable!("handled by run"),
        })
    }

    fn engine_op(
        &mut self,
        op: EngineOp,
        a: SlotRef,
        b: SlotRef,
        r: SlotRef,
        p: ParamSet,
        t: &Timing,
    ) -> usize {
        let (a, b, r) = (self.slot(a, p), self.slot(b, p), self.slot(r, p));
        self.engine.execute(op, a, b, r);
        (t.engine)(op)
    }
}
