//! The engine unit's model: what `EngineUnit` (`src/rtl/engine_unit/`) does with the
//! sequencer's engine commands on the polynomial slots, and in how many cycles. The
//! interpreter ([`super::interp`]) runs every engine command through it, and asks it whether
//! the codec may write a slot ([`EngineUnitModel::check_host_write`]).
//!
//! | command | operands ([`Command`]) | effect |
//! |---|---|---|
//! | `Ntt` | `slot_r` | slot ← NTT(slot) (FIPS 203 Algorithm 9) |
//! | `Intt` | `slot_r` | slot ← NTT⁻¹(slot) (Algorithm 10) |
//! | `MulAcc` | `slot_a`, `slot_b`, `slot_r`, `first` | r ← a ∘ b with `first`, else r ← r + a ∘ b (Algorithm 11 for every pair, summed) |
//! | `Arith` | `slot_a`, `slot_b`, `slot_r`, `sub` | r ← a − b with `sub`, else r ← a + b |
//! | `ZeroSlot` | `slot_r` | r ← 0 |
//!
//! **The sample buffers** ([`SAMPLE_BUFFERS`]) have their own write port, so that the
//! sampler can fill one while the engine reads the other. Only the sampler and `ZeroSlot`
//! (which wipes them at the end of an operation) write them: an engine command whose result
//! is a sample buffer is refused, and so is a codec write into one. A `ZeroSlot` of a sample
//! buffer uses that write port, so the interpreter lets it run only while the sampler is
//! idle; and the sampler writes nothing else ([`EngineUnitModel::check_sampler_write`]).
//!
//! # Cycles
//!
//! From the cycle the unit takes a command to its `done`, inclusive: the engine's operation
//! [`Timing::engine`] (the NTT engine's busy cycles plus the cycle that takes the command and
//! the one of `done`), [`Timing::zero_slot`] for `ZeroSlot` (a zero written a cycle). Nothing
//! depends on the data.

use super::interp::Command;
use super::isa::{MicroOp, SlotRef};
use super::{SAMPLE_BUFFERS, SLOTS, Timing};
use crate::model::ntt_engine::{EngineModel, EngineOp};
use crate::params::N;

/// The opcodes the unit takes ([`MicroOp::code`]).
pub mod op {
    use super::{MicroOp, SlotRef};
    use crate::model::sequencer::isa::{Acc, Arith};

    const S: SlotRef = SlotRef::At(0);
    pub const NTT: u8 = MicroOp::Ntt(S).code() as u8;
    pub const INTT: u8 = MicroOp::Intt(S).code() as u8;
    pub const MUL_ACC: u8 = MicroOp::MulAcc(S, S, S, Acc::Always).code() as u8;
    pub const ARITH: u8 = MicroOp::Arith(Arith::Add, S, S, S).code() as u8;
    pub const ZERO_SLOT: u8 = MicroOp::ZeroSlot(S).code() as u8;
}

/// The engine operation a command runs on the NTT engine, if it runs one.
pub fn engine_op(cmd: &Command) -> Option<EngineOp> {
    Some(match cmd.op {
        op::NTT => EngineOp::Ntt,
        op::INTT => EngineOp::Intt,
        op::MUL_ACC if cmd.first => EngineOp::BaseMul,
        op::MUL_ACC => EngineOp::BaseMulAcc,
        op::ARITH if cmd.sub => EngineOp::Sub,
        op::ARITH => EngineOp::Add,
        _ => return None,
    })
}

/// The engine unit (it has no state of its own: the slots are the engine's memory).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EngineUnitModel;

impl EngineUnitModel {
    /// Whether the codec (the unit's host port) may write `slot`.
    pub fn check_host_write(slot: usize) -> Result<(), String> {
        if slot >= SLOTS {
            return Err(format!("slot {slot} past the slots"));
        }
        if SAMPLE_BUFFERS.contains(&(slot as u8)) {
            return Err(format!(
                "slot {slot} is a sample buffer: only the sampler writes it"
            ));
        }
        Ok(())
    }

    /// Whether the sampler (the sample buffers' port) may write `slot`: only a sample buffer.
    pub fn check_sampler_write(slot: usize) -> Result<(), String> {
        if SAMPLE_BUFFERS.contains(&(slot as u8)) {
            Ok(())
        } else {
            Err(format!(
                "slot {slot} is not a sample buffer: the sampler writes only those"
            ))
        }
    }

    /// Carries out `cmd` on the engine's slots; returns its cycles.
    pub fn execute(
        &self,
        cmd: &Command,
        engine: &mut EngineModel,
        t: &Timing,
    ) -> Result<usize, String> {
        let (a, b, r) = (
            cmd.slot_a as usize,
            cmd.slot_b as usize,
            cmd.slot_r as usize,
        );
        if cmd.op == op::ZERO_SLOT {
            let Some(slot) = engine.slots.get_mut(r) else {
                return Err(format!("slot {r} past the slots"));
            };
            *slot = [0; N];
            return Ok(t.zero_slot);
        }
        Self::check_host_write(r)?;
        let Some(eop) = engine_op(cmd) else {
            return Err(format!("opcode {} is not an engine command", cmd.op));
        };
        match eop {
            EngineOp::Ntt | EngineOp::Intt => engine.execute(eop, r, r, r),
            _ => {
                if a.max(b) >= SLOTS {
                    return Err(format!("slots {a}, {b}: past the slots"));
                }
                engine.execute(eop, a, b, r)
            }
        }
        Ok((t.engine)(eop))
    }
}
