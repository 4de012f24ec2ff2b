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
//!
//! # Overlap
//!
//! The sponge unit (the Keccak sponge and the samplers it feeds: [`is_sponge_op`]) runs beside
//! the sequencer's datapath (the NTT engine, the codec, the cell moves), as Xing & Li run their
//! Keccak beside the NTT. The sequencer hands a sponge micro-op to the unit, waiting only
//! until the unit is idle, and goes on with the next micro-op; [`MicroOp::Sync`] waits for the
//! unit. The program double-buffers what the sampler writes: it fills one sample buffer while
//! the engine reads the other ([`MicroOp::Swap`]). A datapath micro-op may not run while the
//! unit is busy if it uses the slot bank the sampler writes ([`super::bank`]), the byte
//! memory's port the unit holds (one read port, one write port), or bytes the unit reads or
//! writes: the interpreter stops such a program with [`Stop::BadProgram`], so a missing
//! `Sync` is a test failure, never a wrong result. Because of that rule the interpreter can
//! carry out a sponge micro-op at once and only account its cycles later. With
//! [`Timing::overlap`] off every sponge micro-op is waited for: the same program without
//! overlap, reported beside it.

use zeroize::Zeroize;

use super::cells::CellUnitModel;
use super::codec::CodecUnitModel;
use super::debug::{self, DEBUG_P};
use super::engine::EngineUnitModel;
use super::isa::{Acc, Arith, ByteSrc, CellRef, Check, Cond, Eta, MicroOp, SlotRef, is_sponge_op};
use super::program::{DEBUG_WORD, Entry, ROM_WORDS, Rom};
use super::sponge::SpongeUnitModel;
use super::{KEY_CELLS, KEY_SLOT_BASE, MEM_BYTES, SAMPLE_BUFFERS, SLOTS, bank, keys};
use crate::model::ntt_engine::{EngineModel, EngineOp};
use crate::params::ParamSet;

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
    /// The byte memory's read latency: cycles before an `Absorb`'s first byte reaches the
    /// sponge.
    pub mem_read: usize,
    /// The engine's cycles for an operation.
    pub engine: fn(EngineOp) -> usize,
    /// The encoder's and decoder's cycles for width d (the same for a comparing encode).
    pub encoder: fn(usize) -> usize,
    pub decoder: fn(usize) -> usize,
    /// Cycles to move 32 bytes between cells, or to write a zero cell.
    pub cell: usize,
    /// Cycles of a `Select` or a `CellsEqual` (two bytes read for each of 32).
    pub cell_pair: usize,
    /// Cycles to zero a slot.
    pub zero_slot: usize,
    /// Whether the sponge unit runs beside the datapath (false: the sequencer waits for each
    /// sponge micro-op, the figure without overlap).
    pub overlap: bool,
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
    /// A debug word that jumps or reaches the key area ([`super::debug::refused`]).
    #[error("the debug micro-op is a jump or reaches the key area")]
    DebugRefused,
}

/// What a run did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Run {
    /// Cycles from the first micro-op to the end, the sponge unit's last micro-op included.
    pub cycles: u64,
    /// Micro-ops executed.
    pub ops: u64,
    /// Cycles the sponge unit was busy (sponge and samplers).
    pub sponge: u64,
    /// Cycles of the sequencer's own datapath micro-ops (engine, codec, cells).
    pub datapath: u64,
}

/// A command the sequencer hands to a unit: the micro-op's opcode and its operands resolved
/// against the parameter set, the loop counters, the key, the Decaps flag and the sample
/// buffers' names — what `KemSequencer` puts on its command port. Fields a micro-op does not
/// use are 0 ([`Command::masked`] clears them in a circuit's output).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Command {
    pub op: u8,
    /// Physical slots: the operands at bits 16, 8 and 0 of the word (a single slot is `r`).
    pub slot_a: u8,
    pub slot_b: u8,
    pub slot_r: u8,
    /// A byte address: the cell of an absorb or squeeze, or P for the codec and cell moves.
    pub addr: u16,
    /// Cells (numbers, the key's offset added): the operands at bits 16, 8 and 0.
    pub cell_a: u8,
    pub cell_b: u8,
    pub cell_c: u8,
    /// Bytes of an absorb or squeeze.
    pub len: u16,
    /// The codec's width d.
    pub d: u8,
    /// The byte of an AbsorbByte.
    pub byte: u8,
    /// The Keccak function code of a HashInit.
    pub func: u8,
    /// η of a SampleCBD.
    pub eta: u8,
    /// MulAcc overwrites instead of accumulating.
    pub first: bool,
    /// Arith subtracts.
    pub sub: bool,
    /// EncodeCt compares instead of writing.
    pub compare: bool,
}

impl Command {
    /// Whether the command goes to the sponge unit (else to the datapath).
    pub fn to_sponge(&self) -> bool {
        matches!(self.op, 2 | 3 | 4 | 5 | 7 | 8)
    }

    /// The command with the fields its opcode does not use cleared.
    pub fn masked(&self) -> Command {
        let c = *self;
        let mut m = Command {
            op: c.op,
            ..Command::default()
        };
        match c.op {
            2 => m.func = c.func,
            3 | 5 => (m.addr, m.len) = (c.addr, c.len),
            4 => m.byte = c.byte,
            7 | 9 | 10 | 19 => m.slot_r = c.slot_r,
            8 => (m.slot_r, m.eta) = (c.slot_r, c.eta),
            11 => (m.slot_a, m.slot_b, m.slot_r, m.first) = (c.slot_a, c.slot_b, c.slot_r, c.first),
            12 => (m.slot_a, m.slot_b, m.slot_r, m.sub) = (c.slot_a, c.slot_b, c.slot_r, c.sub),
            13 | 14 => (m.addr, m.d, m.slot_r) = (c.addr, c.d, c.slot_r),
            15 => (m.addr, m.d, m.slot_r, m.compare) = (c.addr, c.d, c.slot_r, c.compare),
            16 | 26 => (m.addr, m.cell_c) = (c.addr, c.cell_c),
            18 => m.cell_c = c.cell_c,
            17 => (m.cell_a, m.cell_b, m.cell_c) = (c.cell_a, c.cell_b, c.cell_c),
            25 => (m.cell_b, m.cell_c) = (c.cell_b, c.cell_c),
            _ => {}
        }
        m
    }
}

/// One command of a run's trace: the cycle (from the first fetch) in which the unit sees it,
/// the unit's cycles for it, and for a cell comparison whether it failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Traced {
    pub at: u64,
    pub cycles: u64,
    pub fail: bool,
    pub command: Command,
}

/// The byte ranges a micro-op reads and writes and the physical slots it uses.
#[derive(Clone, Debug, Default)]
struct Access {
    reads: Vec<std::ops::Range<usize>>,
    writes: Vec<std::ops::Range<usize>>,
    slots: Vec<usize>,
}

impl Access {
    /// Whether a datapath micro-op (`self`) may not run while the sponge unit runs `s`: it
    /// uses the bank the sampler writes, it needs the byte memory's read or write port the
    /// unit holds, or it touches bytes the unit reads or writes.
    fn conflicts(&self, s: &Access) -> bool {
        let overlap = |a: &[std::ops::Range<usize>], b: &[std::ops::Range<usize>]| {
            a.iter()
                .any(|x| b.iter().any(|y| x.start < y.end && y.start < x.end))
        };
        self.slots
            .iter()
            .any(|&a| s.slots.iter().any(|&b| bank(a) == bank(b)))
            || (!self.reads.is_empty() && !s.reads.is_empty())
            || (!self.writes.is_empty() && !s.writes.is_empty())
            || overlap(&self.writes, &s.reads)
            || overlap(&self.reads, &s.writes)
    }
}

/// The sequencer's state: slots, byte memory, sponge and registers.
#[derive(Clone)]
pub struct Machine {
    pub engine: EngineModel,
    pub mem: Vec<u8>,
    sponge: SpongeUnitModel,
    i: usize,
    j: usize,
    nonce: u8,
    ptr: usize,
    key: usize,
    /// The codec unit's sticky flags (the modulus check, c ≠ c′).
    codec: CodecUnitModel,
    /// Set by [`MicroOp::Call`]: K-PKE.Encrypt runs for Decaps.
    decaps: bool,
    /// Which physical buffer the name [`super::slot::A_NEXT`] means.
    pp: bool,
    /// When set, every command handed to a unit is recorded here ([`Traced`]).
    pub trace: Option<Vec<Traced>>,
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
            sponge: SpongeUnitModel::default(),
            i: 0,
            j: 0,
            nonce: 0,
            ptr: 0,
            key: 0,
            codec: CodecUnitModel::default(),
            decaps: false,
            pp: false,
            trace: None,
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
        self.run_words(&rom.words, rom.entry(entry), p, key, 0, timing)
    }

    /// Runs the debug path's `word` ([`super::debug`]) for parameter set `p` and key index
    /// `key`: refused, or written at [`DEBUG_WORD`] of `rom` and run from there with P at
    /// [`DEBUG_P`].
    pub fn run_debug(
        &mut self,
        rom: &Rom,
        word: u32,
        p: ParamSet,
        key: usize,
        timing: &Timing,
    ) -> Result<Run, Stop> {
        if debug::refused(word, p, key) {
            return Err(Stop::DebugRefused);
        }
        // The word, then the zero word (End) after it.
        let mut words = rom.words.clone();
        words.resize(ROM_WORDS, 0);
        words[DEBUG_WORD] = word;
        self.run_words(&words, DEBUG_WORD, p, key, DEBUG_P, timing)
    }

    /// Runs `words` from `pc` with the start values of a run (P = `ptr`).
    fn run_words(
        &mut self,
        words: &[u32],
        mut pc: usize,
        p: ParamSet,
        key: usize,
        ptr: usize,
        timing: &Timing,
    ) -> Result<Run, Stop> {
        // A run starts from the registers' start values, as the circuit's start does.
        (self.i, self.j, self.nonce, self.ptr) = (0, 0, 0, ptr);
        self.key = key;
        self.codec.clear();
        self.decaps = false;
        self.pp = false;
        let (mut loop_i, mut loop_j, mut ret) = (None, None, None);
        let mut run = Run::default();
        // The sequencer's time (the cycle its next fetch starts, counted from the first), the
        // first cycle the sponge unit is ready again, and what it is doing. A micro-op waiting
        // for the unit is handed over in that cycle and the next fetch starts one later.
        let (mut now, mut sponge_free) = (0u64, 0u64);
        let mut sponge_access = Access::default();
        let bad = |pc: usize, m: String| Stop::BadProgram(pc, m);
        loop {
            let word = *words
                .get(pc)
                .ok_or_else(|| bad(pc, "past the end of the ROM".into()))?;
            let op = MicroOp::decode(word).map_err(|e| bad(pc, e.to_string()))?;
            run.ops += 1;
            now += timing.issue as u64;
            let mut next = pc + 1;
            match op {
                MicroOp::End => {
                    if ret.is_some() {
                        return Err(bad(pc, "End inside a subroutine".into()));
                    }
                    run.cycles = now.max(sponge_free + 1);
                    return Ok(run);
                }
                MicroOp::Sync => now = now.max(sponge_free + 1),
                MicroOp::Swap => self.pp = !self.pp,
                MicroOp::Skip(c, n) => {
                    let (last_i, last_j) = (self.i + 1 == p.k, self.j + 1 == p.k);
                    let skip = match c {
                        Cond::LastIJ => last_i && last_j,
                        Cond::NotLastIJ => !(last_i && last_j),
                        Cond::LastI => last_i,
                        Cond::NotLastI => !last_i,
                    };
                    if skip {
                        next += n as usize;
                    }
                }
                MicroOp::Call(addr, flag) => {
                    if ret.is_some() {
                        return Err(bad(pc, "Call inside a subroutine".into()));
                    }
                    ret = Some(next);
                    self.decaps = flag;
                    next = addr as usize;
                }
                MicroOp::Ret => {
                    next = ret
                        .take()
                        .ok_or_else(|| bad(pc, "Ret without Call".into()))?;
                }
                MicroOp::LoopI => {
                    self.i = 0;
                    loop_i = Some(next);
                }
                MicroOp::NextI => {
                    self.i += 1;
                    if self.i < p.k {
                        next = loop_i.ok_or_else(|| bad(pc, "NextI".into()))?;
                    }
                }
                MicroOp::LoopJ => {
                    self.j = 0;
                    loop_j = Some(next);
                }
                MicroOp::NextJ => {
                    self.j += 1;
                    if self.j < p.k {
                        next = loop_j.ok_or_else(|| bad(pc, "NextJ".into()))?;
                    }
                }
                MicroOp::Check(Check::Modulus) => {
                    if self.codec.modulus_flag {
                        return Err(Stop::BadEk);
                    }
                }
                // The sequencer's own registers.
                MicroOp::SetP(..) | MicroOp::ClearNonce => {
                    self.execute(op, p, timing).map_err(|m| bad(pc, m))?;
                }
                op if is_sponge_op(op) => {
                    // The unit takes one micro-op at a time: the sequencer waits for it to
                    // be idle, hands the micro-op over and goes on.
                    now = now.max(sponge_free + 1);
                    let access = self.access(op, p);
                    let command = self.command(op, p);
                    if op == MicroOp::AbsorbByte(ByteSrc::Nonce) {
                        self.nonce += 1;
                    }
                    if matches!(op, MicroOp::SampleNtt(_) | MicroOp::SampleCbd(..)) {
                        EngineUnitModel::check_sampler_write(command.slot_r as usize)
                            .map_err(|m| bad(pc, m))?;
                    }
                    let c = self
                        .sponge
                        .execute(&command, &mut self.mem, &mut self.engine.slots, timing)
                        .map_err(|m| bad(pc, m))? as u64;
                    if let Some(t) = self.trace.as_mut() {
                        t.push(Traced {
                            at: now,
                            cycles: c,
                            fail: false,
                            command,
                        });
                    }
                    run.sponge += c;
                    sponge_free = now + c;
                    sponge_access = access;
                    if !timing.overlap {
                        now = sponge_free;
                    }
                }
                op => {
                    let access = self.access(op, p);
                    if sponge_free > now && access.conflicts(&sponge_access) {
                        return Err(bad(
                            pc,
                            format!("{op:?} conflicts with the sponge unit's micro-op in flight"),
                        ));
                    }
                    let command = self.trace.is_some().then(|| self.command(op, p));
                    let (c, fail) = match op {
                        MicroOp::Check(Check::CellsEqual(..)) => CellUnitModel
                            .execute(&self.command(op, p), self.codec.diff, &mut self.mem, timing)
                            .map_err(|m| bad(pc, m))?,
                        op => (self.execute(op, p, timing).map_err(|m| bad(pc, m))?, false),
                    };
                    let c = c as u64;
                    if let (Some(t), Some(cmd)) = (self.trace.as_mut(), command) {
                        t.push(Traced {
                            at: now,
                            cycles: c,
                            fail,
                            command: cmd,
                        });
                    }
                    if fail {
                        return Err(Stop::BadKey);
                    }
                    run.datapath += c;
                    now += c;
                }
            }
            pc = next;
        }
    }

    /// What micro-op `op` reads and writes, with the slots and pointer as they are now.
    fn access(&self, op: MicroOp, p: ParamSet) -> Access {
        let mut a = Access::default();
        let at = |n: usize| self.ptr..self.ptr + n;
        let from = |c: CellRef, n: usize| {
            let x = self.cell_addr(c);
            x..x + n
        };
        let cell = |c: CellRef| {
            let x = self.cell_addr(c);
            x..x + 32
        };
        match op {
            MicroOp::Absorb(c, l) => a.reads.push(from(c, l.bytes(p))),
            MicroOp::Squeeze(c, l) => a.writes.push(from(c, l.bytes(p))),
            MicroOp::SampleNtt(s) | MicroOp::SampleCbd(s, _) => a.slots.push(self.slot(s, p)),
            MicroOp::Ntt(s) | MicroOp::Intt(s) => a.slots.push(self.slot(s, p)),
            MicroOp::ZeroSlot(s) => {
                let slot = self.slot(s, p);
                if SAMPLE_BUFFERS.contains(&(slot as u8)) {
                    // The sample buffers' write port, which the sampler holds while it runs.
                    a.slots.extend(SAMPLE_BUFFERS.map(usize::from));
                } else {
                    a.slots.push(slot);
                }
            }
            MicroOp::MulAcc(x, y, r, _) | MicroOp::Arith(_, x, y, r) => {
                a.slots.extend([x, y, r].map(|s| self.slot(s, p)))
            }
            MicroOp::Decode(w, s) => {
                a.reads.push(at(32 * w.d(p)));
                a.slots.push(self.slot(s, p));
            }
            MicroOp::Encode(w, s) => {
                a.writes.push(at(32 * w.d(p)));
                a.slots.push(self.slot(s, p));
            }
            MicroOp::EncodeCt(w, s) => {
                if self.decaps {
                    a.reads.push(at(32 * w.d(p)));
                } else {
                    a.writes.push(at(32 * w.d(p)));
                }
                a.slots.push(self.slot(s, p));
            }
            MicroOp::Copy(c) => {
                a.reads.push(at(32));
                a.writes.push(cell(c));
            }
            MicroOp::Store(c) => {
                a.reads.push(cell(c));
                a.writes.push(at(32));
            }
            MicroOp::Select(d, x, y) => {
                a.reads.extend([cell(x), cell(y)]);
                a.writes.push(cell(d));
            }
            MicroOp::ZeroCell(c) => a.writes.push(cell(c)),
            MicroOp::Check(Check::CellsEqual(x, y)) => a.reads.extend([cell(x), cell(y)]),
            _ => {}
        }
        a
    }

    /// The command micro-op `op` hands to its unit, its operands resolved as now.
    fn command(&self, op: MicroOp, p: ParamSet) -> Command {
        let mut c = Command {
            op: op.code() as u8,
            ..Command::default()
        };
        let slot = |s: SlotRef| self.slot(s, p) as u8;
        let cell = |r: CellRef| (self.cell_addr(r) / 32) as u8;
        match op {
            MicroOp::HashInit(f) => c.func = f.code() as u8,
            MicroOp::Absorb(r, l) | MicroOp::Squeeze(r, l) => {
                c.addr = self.cell_addr(r) as u16;
                c.len = l.bytes(p) as u16;
            }
            MicroOp::AbsorbByte(src) => {
                c.byte = match src {
                    ByteSrc::K => p.k as u8,
                    ByteSrc::I => self.i as u8,
                    ByteSrc::J => self.j as u8,
                    ByteSrc::Nonce => self.nonce,
                    ByteSrc::INext => (self.i + (self.j + 1 == p.k) as usize) as u8,
                    ByteSrc::JNext => ((self.j + 1) % p.k) as u8,
                    ByteSrc::Zero => 0,
                }
            }
            MicroOp::SampleNtt(s) | MicroOp::Ntt(s) | MicroOp::Intt(s) | MicroOp::ZeroSlot(s) => {
                c.slot_r = slot(s)
            }
            MicroOp::SampleCbd(s, eta) => {
                c.slot_r = slot(s);
                c.eta = match eta {
                    Eta::Eta1 => p.eta1,
                    Eta::Eta2 => p.eta2,
                } as u8;
            }
            MicroOp::MulAcc(a, b, r, acc) => {
                (c.slot_a, c.slot_b, c.slot_r) = (slot(a), slot(b), slot(r));
                c.first = match acc {
                    Acc::Always => false,
                    Acc::FirstJ => self.j == 0,
                    Acc::FirstI => self.i == 0,
                };
            }
            MicroOp::Arith(op, a, b, r) => {
                (c.slot_a, c.slot_b, c.slot_r) = (slot(a), slot(b), slot(r));
                c.sub = op == Arith::Sub;
            }
            MicroOp::Decode(w, s) | MicroOp::Encode(w, s) | MicroOp::EncodeCt(w, s) => {
                c.addr = self.ptr as u16;
                c.d = w.d(p) as u8;
                c.slot_r = slot(s);
                c.compare = matches!(op, MicroOp::EncodeCt(..)) && self.decaps;
            }
            MicroOp::Copy(r) | MicroOp::Store(r) => {
                c.addr = self.ptr as u16;
                c.cell_c = cell(r);
            }
            MicroOp::ZeroCell(r) => c.cell_c = cell(r),
            MicroOp::Select(d, a, b) => {
                (c.cell_a, c.cell_b, c.cell_c) = (cell(d), cell(a), cell(b));
            }
            MicroOp::Check(Check::CellsEqual(a, b)) => (c.cell_b, c.cell_c) = (cell(a), cell(b)),
            _ => {}
        }
        c
    }

    fn slot(&self, s: SlotRef, p: ParamSet) -> usize {
        let key = 2 * p.k * self.key;
        let n = match s {
            SlotRef::At(b) => b as usize,
            SlotRef::PlusI(b) => b as usize + self.i,
            SlotRef::PlusJ(b) => b as usize + self.j,
            SlotRef::KeyS(b) => b as usize + key + self.i,
            SlotRef::KeySj(b) => b as usize + key + self.j,
            SlotRef::KeyT(b) => b as usize + key + p.k + self.i,
            SlotRef::KeyTj(b) => b as usize + key + p.k + self.j,
            SlotRef::EncT(_) if self.decaps => KEY_SLOT_BASE as usize + key + p.k + self.i,
            SlotRef::EncT(b) => b as usize + self.i,
        };
        // The sample buffers' names are exchanged by Swap.
        match n {
            24 | 25 => 24 + ((n - 24) ^ self.pp as usize),
            n => n,
        }
    }

    fn cell_addr(&self, c: CellRef) -> usize {
        32 * match c {
            CellRef::At(n) => n as usize,
            CellRef::Key(n) => n as usize + KEY_CELLS as usize * self.key,
        }
    }

    fn mem_range(&self, n: usize) -> Result<std::ops::Range<usize>, String> {
        Self::range_at(self.ptr, n)
    }

    fn range_at(at: usize, n: usize) -> Result<std::ops::Range<usize>, String> {
        let r = at..at + n;
        if r.end > MEM_BYTES {
            return Err(format!("bytes {at} + {n} past the memory"));
        }
        Ok(r)
    }

    /// Executes a unit micro-op; returns its unit cycles.
    fn execute(&mut self, op: MicroOp, p: ParamSet, t: &Timing) -> Result<usize, String> {
        Ok(match op {
            MicroOp::SetP(c, l) => {
                self.ptr = self.cell_addr(c) + l.bytes(p);
                0
            }
            MicroOp::ClearNonce => {
                self.nonce = 0;
                0
            }
            MicroOp::Ntt(_)
            | MicroOp::Intt(_)
            | MicroOp::MulAcc(..)
            | MicroOp::Arith(..)
            | MicroOp::ZeroSlot(_) => {
                let cmd = self.command(op, p);
                EngineUnitModel.execute(&cmd, &mut self.engine, t)?
            }
            MicroOp::Decode(w, _) | MicroOp::Encode(w, _) | MicroOp::EncodeCt(w, _) => {
                let cmd = self.command(op, p);
                if matches!(op, MicroOp::Decode(..)) {
                    EngineUnitModel::check_host_write(cmd.slot_r as usize)?;
                }
                let c = self
                    .codec
                    .execute(&cmd, &mut self.engine.slots, &mut self.mem, t)?;
                // P moves past the 32·d bytes (the sequencer's register).
                self.ptr = self.mem_range(32 * w.d(p))?.end;
                c
            }
            MicroOp::Copy(_) | MicroOp::Store(_) | MicroOp::Select(..) | MicroOp::ZeroCell(_) => {
                let cmd = self.command(op, p);
                let (c, _) = CellUnitModel.execute(&cmd, self.codec.diff, &mut self.mem, t)?;
                if matches!(op, MicroOp::Copy(_) | MicroOp::Store(_)) {
                    // P moves past the 32 bytes (the sequencer's register).
                    self.ptr = self.mem_range(32)?.end;
                }
                c
            }
            MicroOp::End
            | MicroOp::LoopI
            | MicroOp::NextI
            | MicroOp::LoopJ
            | MicroOp::NextJ
            | MicroOp::Check(_)
            | MicroOp::Sync
            | MicroOp::Swap
            | MicroOp::Skip(..)
            | MicroOp::Call(..)
            | MicroOp::Ret => unreachable!("handled by run"),
            op => unreachable!("{op:?} goes to the sponge unit"),
        })
    }
}
