//! The sponge unit's model: what `SpongeUnit` (`src/rtl/sponge_unit/`) does with each of the
//! sequencer's sponge commands, and in how many cycles. The interpreter ([`super::interp`])
//! runs every sponge command through it, and the circuit's tests compare the circuit with it
//! command for command.
//!
//! # Cycles
//!
//! A command's cycles run from the cycle the unit takes it to the cycle before it is ready
//! again, with the core's latencies in [`Timing`] (`lane` = lane XOR + 2, `read` = lane read +
//! 3, `perm` = permutation + 2; rate r bytes):
//!
//! - `HashInit`: 1 + clear + 2.
//! - `Absorb` of bytes `a..b` of the message: [`Timing::mem_read`] + (b − a) + lane · (lanes
//!   completed) + perm · (rates completed); `AbsorbByte` the same without the read.
//! - The first `Squeeze` or sampling finishes the message: 1 + the padding's bytes and lanes +
//!   perm ([`SpongeUnitModel::finish_cycles`]), and reads the first lane.
//! - Squeezing bytes `a..b` of the output: (b − a) + read · (lanes completed) + perm · (rates
//!   completed): the unit is ready only when the sponge offers its next byte, so a lane or a
//!   permutation is paid by the command whose byte ends it, not by the next one, and a
//!   command's cycles do not depend on when the next one comes.
//! - SampleNTT pays the finish and the bytes it takes as a squeeze does, except that it ends
//!   at its last byte (the unit does not wait for the sponge), plus [`Timing::sampler_tail`].
//!   It takes bytes in groups of three until it has 256 values < q: how many depends only on
//!   the XOF output, that is on the public ρ.
//! - SamplePolyCBD takes fewer bytes than one a cycle, so its stalls and the sponge's pauses
//!   interleave: [`SpongeUnitModel::cbd_cycles`] follows both cycle by cycle (a function of η,
//!   the rate and the message length).
//! - Every command takes at least one cycle (a later `Squeeze` of 0 bytes).
//!
//! A sampling must follow absorbing (the circuit's sampler starts only then), and absorbing
//! must not follow a squeeze: the model refuses both, so the interpreter stops a program that
//! does either.

use zeroize::Zeroize;

use super::Timing;
use super::interp::Command;
use crate::model::keccak::{KeccakFunction, Sponge};
use crate::model::ntt::Poly;
use crate::model::sample::sample_poly_cbd;
use crate::params::{N, Q};

/// The sponge between `HashInit` and the end of its use, with the byte counts its timing
/// depends on.
#[derive(Clone)]
struct Hash {
    sponge: Sponge,
    function: KeccakFunction,
    absorbed: usize,
    /// Bytes squeezed so far (None while absorbing).
    squeezed: Option<usize>,
}

/// The sponge unit: a sponge (none before the first `HashInit` and after a sampling).
#[derive(Clone, Default)]
pub struct SpongeUnitModel {
    hash: Option<Hash>,
}

/// The opcodes the unit takes ([`super::isa::MicroOp::code`]).
pub mod op {
    use super::super::isa::{ByteSrc, CellRef, Eta, Len, MicroOp, SlotRef};
    use crate::model::keccak::KeccakFunction;

    pub const HASH_INIT: u8 = MicroOp::HashInit(KeccakFunction::Sha3_256).code() as u8;
    pub const ABSORB: u8 = MicroOp::Absorb(CellRef::At(0), Len::Zero).code() as u8;
    pub const ABSORB_BYTE: u8 = MicroOp::AbsorbByte(ByteSrc::Zero).code() as u8;
    pub const SQUEEZE: u8 = MicroOp::Squeeze(CellRef::At(0), Len::Zero).code() as u8;
    pub const SAMPLE_NTT: u8 = MicroOp::SampleNtt(SlotRef::At(0)).code() as u8;
    pub const SAMPLE_CBD: u8 = MicroOp::SampleCbd(SlotRef::At(0), Eta::Eta1).code() as u8;
}

impl SpongeUnitModel {
    /// Carries out `cmd` on the byte memory `mem` and the slots `slots`; returns its cycles.
    pub fn execute(
        &mut self,
        cmd: &Command,
        mem: &mut [u8],
        slots: &mut [Poly],
        t: &Timing,
    ) -> Result<usize, String> {
        // Every command holds the unit for at least the cycle it is taken in.
        self.execute_inner(cmd, mem, slots, t).map(|c| c.max(1))
    }

    fn execute_inner(
        &mut self,
        cmd: &Command,
        mem: &mut [u8],
        slots: &mut [Poly],
        t: &Timing,
    ) -> Result<usize, String> {
        let range = |mem: &[u8]| {
            let r = cmd.addr as usize..cmd.addr as usize + cmd.len as usize;
            if r.end > mem.len() {
                return Err(format!("bytes {} + {} past the memory", r.start, r.len()));
            }
            Ok(r)
        };
        Ok(match cmd.op {
            op::HASH_INIT => {
                let function = *KeccakFunction::ALL
                    .get(cmd.func as usize)
                    .ok_or_else(|| format!("no Keccak function {}", cmd.func))?;
                self.hash = Some(Hash {
                    sponge: Sponge::new(function),
                    function,
                    absorbed: 0,
                    squeezed: None,
                });
                1 + t.clear + 2
            }
            op::ABSORB => {
                let r = range(mem)?;
                t.mem_read + self.absorb(&mem[r], t)?
            }
            op::ABSORB_BYTE => self.absorb(&[cmd.byte], t)?,
            op::SQUEEZE => {
                let r = range(mem)?;
                let (out, c) = self.squeeze(r.len(), t, true)?;
                mem[r].copy_from_slice(&out);
                c
            }
            op::SAMPLE_NTT | op::SAMPLE_CBD if self.hash()?.squeezed.is_some() => {
                // The circuit's sampler starts only on a sponge that still absorbs.
                return Err("sampling after a squeeze".into());
            }
            op::SAMPLE_NTT => {
                // Algorithm 7 on the sponge's output, 3 bytes at a time.
                let slot = slots
                    .get_mut(cmd.slot_r as usize)
                    .ok_or_else(|| format!("no slot {}", cmd.slot_r))?;
                let mut a = [0u16; N];
                let mut n = 0;
                let mut taken = 0;
                let mut cycles = self.finish(t)?;
                while n < N {
                    let (c, _) = self.squeeze(3, t, false)?;
                    taken += 3;
                    let d1 = c[0] as u16 | ((c[1] as u16 & 0x0F) << 8);
                    let d2 = (c[1] as u16 >> 4) | ((c[2] as u16) << 4);
                    for d in [d1, d2] {
                        if (d as u32) < Q && n < N {
                            a[n] = d;
                            n += 1;
                        }
                    }
                }
                cycles += self.sampled_cycles(taken, t);
                *slot = a;
                self.hash = None;
                cycles
            }
            op::SAMPLE_CBD => {
                let eta = cmd.eta as usize;
                if !(2..=3).contains(&eta) {
                    return Err(format!("η = {eta}"));
                }
                let slot = slots
                    .get_mut(cmd.slot_r as usize)
                    .ok_or_else(|| format!("no slot {}", cmd.slot_r))?;
                let finish = self.finish(t)?;
                let rate = self.hash()?.function.rate();
                let (mut b, _) = self.squeeze(64 * eta, t, false)?;
                let cycles = Self::cbd_cycles(eta, finish, rate, t);
                *slot = sample_poly_cbd(eta, &b);
                b.zeroize();
                self.hash = None;
                cycles
            }
            other => return Err(format!("opcode {other} is not a sponge command")),
        })
    }

    fn hash(&mut self) -> Result<&mut Hash, String> {
        self.hash
            .as_mut()
            .ok_or_else(|| "sponge used before HashInit".into())
    }

    /// Cycles to absorb bytes number `from..to` of the message.
    fn absorb_cycles(t: &Timing, rate: usize, from: usize, to: usize) -> usize {
        let (lane, perm) = (t.lane_xor + 2, t.permute + 2);
        (to - from) + (to / 8 - from / 8) * lane + (to / rate - from / rate) * perm
    }

    /// Cycles of padding, the last permutation and the first lane read, for a message of
    /// `absorbed` bytes.
    pub fn finish_cycles(t: &Timing, rate: usize, absorbed: usize) -> usize {
        let lanes = rate / 8;
        let in_block = absorbed % rate;
        let mut padding = (8 - in_block % 8) + t.lane_xor + 2;
        if in_block / 8 != lanes - 1 {
            padding += 8 + t.lane_xor + 2;
        }
        1 + padding + t.permute + 2 + t.lane_read + 3
    }

    /// Cycles to squeeze output bytes `from..to` (after the finish), each lane and rate the
    /// bytes complete included.
    fn squeeze_cycles(t: &Timing, rate: usize, from: usize, to: usize) -> usize {
        (to - from)
            + (to / 8 - from / 8) * (t.lane_read + 3)
            + (to / rate - from / rate) * (t.permute + 2)
    }

    /// A sampler's cycles for its first `taken` output bytes (after the finish): the bytes,
    /// the lanes and rates before the last byte, and the sampler's tail.
    fn sampled_cycles(&self, taken: usize, t: &Timing) -> usize {
        let rate = self.hash.as_ref().map_or(1, |h| h.function.rate());
        let before = taken - 1;
        taken
            + (before / 8) * (t.lane_read + 3)
            + (before / rate) * (t.permute + 2)
            + t.sampler_tail
    }

    /// SamplePolyCBD_η's cycles, from the command (cycle 0) to the cycle after its `done`
    /// pulse's, when the sponge offers its first byte in cycle `first`. The sampler takes
    /// fewer bytes than one a cycle (2η bits a coefficient, a coefficient a cycle, a 16-bit
    /// buffer), so its stalls and the sponge's lane reads and permutations interleave; this
    /// follows both cycle by cycle: the sponge offers a byte a cycle within a lane and pauses
    /// after each lane (lane read + 3) and rate (permutation + 2 as well); the sampler
    /// (`rtl::sample::SampleCbd`, busy from cycle 1) emits a coefficient in every cycle it
    /// holds 2η bits and takes a byte when at most 8 bits remain after that. `done` follows
    /// the 256th coefficient by two cycles.
    fn cbd_cycles(eta: usize, first: usize, rate: usize, t: &Timing) -> usize {
        let (mut offered_at, mut left, mut taken) = (first, 64 * eta, 0);
        let (mut bits, mut coefficients) = (0, 0);
        for cycle in 1.. {
            let emit = bits >= 2 * eta && coefficients < N;
            let rem = if emit { bits - 2 * eta } else { bits };
            if rem <= 8 && left > 0 && cycle >= offered_at {
                bits = rem + 8;
                left -= 1;
                taken += 1;
                offered_at = cycle + 1;
                if taken % 8 == 0 {
                    offered_at += t.lane_read + 3;
                }
                if taken % rate == 0 {
                    offered_at += t.permute + 2;
                }
            } else {
                bits = rem;
            }
            if emit {
                coefficients += 1;
                if coefficients == N {
                    return cycle + t.sampler_tail;
                }
            }
        }
        unreachable!()
    }

    /// Finishes the absorption if it is not finished; returns the cycles.
    fn finish(&mut self, t: &Timing) -> Result<usize, String> {
        let h = self.hash()?;
        Ok(match h.squeezed {
            Some(_) => 0,
            None => {
                h.squeezed = Some(0);
                Self::finish_cycles(t, h.function.rate(), h.absorbed)
            }
        })
    }

    /// Squeezes `n` bytes, finishing the absorption first; returns the bytes and the cycles
    /// (with `timed`; a sampler counts its own).
    fn squeeze(&mut self, n: usize, t: &Timing, timed: bool) -> Result<(Vec<u8>, usize), String> {
        let mut cycles = self.finish(t)?;
        let h = self.hash()?;
        let rate = h.function.rate();
        let from = h.squeezed.unwrap_or(0);
        let mut out = vec![0; n];
        h.sponge.squeeze(&mut out);
        h.squeezed = Some(from + n);
        cycles += Self::squeeze_cycles(t, rate, from, from + n);
        Ok((out, if timed { cycles } else { 0 }))
    }

    fn absorb(&mut self, bytes: &[u8], t: &Timing) -> Result<usize, String> {
        let h = self.hash()?;
        if h.squeezed.is_some() {
            return Err("absorb after squeeze".into());
        }
        h.sponge.absorb(bytes);
        let rate = h.function.rate();
        let c = Self::absorb_cycles(t, rate, h.absorbed, h.absorbed + bytes.len());
        h.absorbed += bytes.len();
        Ok(c)
    }
}
