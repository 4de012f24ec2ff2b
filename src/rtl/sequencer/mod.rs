//! `KemSequencer`: the microcoded control unit that runs FIPS 203's ML-KEM operations
//! (Algorithms 13–18, through [`crate::model::sequencer::program`]) on the device's units.
//! It fetches 32-bit micro-op words from a ROM, keeps the loop counters, the PRF nonce, the
//! byte pointer P, the key index, the Decaps flag and the sample buffers' names, resolves each
//! micro-op's operands against the parameter set, and hands it as one [`crate::model::sequencer::Command`]
//! to the sponge unit or to the datapath (engine, codec, cell moves).
//!
//! The model is the interpreter [`crate::model::sequencer::Machine`]: the same words, the
//! same commands in the same cycles (its trace, [`crate::model::sequencer::Traced`]). The
//! units behind the ports are not part of this block.
//!
//! # Ports
//!
//! | port | dir | what |
//! |---|---|---|
//! | `start`, `entry[8]`, `params[2]`, `key` | in | start the program at ROM address `entry` for ML-KEM-512/768/1024 (`params` 0/1/2) with key slot `key` |
//! | `debug` | in | with `start` (and `entry` = [`DEBUG_WORD`]): a debug run, one host-supplied word ([`crate::model::sequencer::debug`]) with P starting at 4 |
//! | `dbg_we_lo`, `dbg_we_hi`, `dbg_wdata[16]` | in | write the debug word's low or high half into the microcode memory at [`DEBUG_WORD`] |
//! | `busy`, `done`, `status[2]` | out | running; `done` is high for one cycle at the end, with `status` 0 (the program's `End`), 1 (`BadEk`: the §7.2 modulus check failed), 2 (`BadKey`: a cell comparison failed, §7.3) or 3 (a debug word refused: it jumps or reaches the key area; nothing was issued, `done` two cycles after `start`) |
//! | `s_valid`, `s_ready` | out, in | a command for the sponge unit; the unit takes it in the cycle `s_valid` is high and is ready for the next when `s_ready` is high |
//! | `d_valid`, `d_done`, `d_fail` | out, in | a command for the datapath; the datapath raises `d_done` (with `d_fail` for a failed cell comparison) in the last cycle of its work |
//! | `modulus_flag` | in | the codec's sticky "a ByteDecode₁₂ met a coefficient ≥ q" |
//! | `cmd_*` | out | the command: opcode, three physical slots, byte address, three cells, length, d, byte, Keccak function, η, and the MulAcc-overwrite, subtract and compare bits |
//!
//! # Latency
//!
//! Every micro-op takes two cycles (fetch from the ROM, then decode and issue) plus, for a
//! datapath command, the datapath's cycles, and, where it must wait for the sponge unit (a
//! sponge command, `Sync`, `End`), the wait. A command is registered: the unit sees it in the
//! cycle after the issue, and counts its own cycles from that one. A run's cycles, from the
//! first fetch (the cycle after `start`) to the cycle `done` is high, equal the model's
//! [`crate::model::sequencer::Run::cycles`] with [`crate::rtl::device::profile::COMPACT`]'s
//! two issue cycles. They depend only on the program, the parameter set and the units'
//! cycles, never on data: the only data-dependent inputs are the two stop conditions.
//!
//! # Area
//!
//! The microcode memory is two `RAM`s of 256 × 16 bits (two EBR on the iCE40), written only
//! at [`DEBUG_WORD`]. Measured figures: the
//! `kem_sequencer` row of `bitstreams/report.md`.
//!
//! Model: [`crate::model::sequencer`]. Tests: `tests/rtl_sequencer.rs` (RustHDL and the
//! exported Verilog under Verilator, against the model's trace of every operation) and
//! `tests/rtl_sequencer_debug.rs` (debug words, refused and run).

pub mod sim;
pub mod verilated;

use rust_hdl::prelude::*;

use crate::model::sequencer::program::assemble;
use crate::params::{PARAM_SETS, ParamSet};

pub use crate::model::sequencer::program::{DEBUG_WORD, ROM_WORDS};

/// The sequencer's states.
#[derive(Copy, Clone, Debug, PartialEq, LogicState)]
pub enum SequencerState {
    /// Waiting for `start`.
    Idle,
    /// The ROM reads the word at `pc`.
    Fetch,
    /// The word is decoded and issued (or waits for the sponge unit).
    Issue,
    /// A datapath command runs.
    Wait,
}

/// The microcode memory: the assembled program ([`assemble`]), zero words (`End`) after it,
/// in two `RAM<Bits<16>, 8>` (the words' low and high halves, one iCE40 EBR each). Their
/// write ports reach one address only, [`DEBUG_WORD`]: the debug path's host-supplied word,
/// written a half at a time (`we_lo`, `we_hi`, `wdata`). The program's words are never
/// written.
#[derive(LogicBlock)]
pub struct MicrocodeRom {
    pub clock: Signal<In, Clock>,
    pub address: Signal<In, Bits<8>>,
    pub data: Signal<Out, Bits<32>>,
    pub we_lo: Signal<In, Bit>,
    pub we_hi: Signal<In, Bit>,
    pub wdata: Signal<In, Bits<16>>,
    lo: RAM<Bits<16>, 8>,
    hi: RAM<Bits<16>, 8>,
    debug_word: Constant<Bits<8>>,
}

impl Default for MicrocodeRom {
    fn default() -> Self {
        let words = assemble().words;
        assert!(
            words.len() <= DEBUG_WORD,
            "the program has {} words",
            words.len()
        );
        let half = |shift: u32| -> RAM<Bits<16>, 8> {
            words
                .iter()
                .map(|&w| Bits::<16>::from(((w >> shift) & 0xFFFF) as u64))
                .into()
        };
        Self {
            clock: Default::default(),
            address: Default::default(),
            data: Default::default(),
            we_lo: Default::default(),
            we_hi: Default::default(),
            wdata: Default::default(),
            lo: half(0),
            hi: half(16),
            debug_word: Constant::new(bits(DEBUG_WORD as u64)),
        }
    }
}

impl Logic for MicrocodeRom {
    #[hdl_gen]
    fn update(&mut self) {
        self.lo.read_clock.next = self.clock.val();
        self.lo.write_clock.next = self.clock.val();
        self.hi.read_clock.next = self.clock.val();
        self.hi.write_clock.next = self.clock.val();
        self.lo.read_address.next = self.address.val();
        self.hi.read_address.next = self.address.val();
        self.lo.write_address.next = self.debug_word.val();
        self.hi.write_address.next = self.debug_word.val();
        self.lo.write_data.next = self.wdata.val();
        self.hi.write_data.next = self.wdata.val();
        self.lo.write_enable.next = self.we_lo.val();
        self.hi.write_enable.next = self.we_hi.val();
        self.data.next = bit_cast::<32, 16>(self.lo.read_data.val())
            | (bit_cast::<32, 16>(self.hi.read_data.val()) << 16);
    }
}

/// A slot operand (8 bits: mode[7:5], base[4:0]) resolved to a physical slot, as
/// [`crate::model::sequencer::isa::SlotRef`] says; slots 24 and 25 are the sample buffers,
/// whose names `pp` exchanges. The sums a mode adds to its base (i, j, 2k·key + i, …) come in
/// ready-made from the sequencer's offset registers, so a resolver is one 8:1 multiplexer and
/// one 5-bit adder.
#[derive(LogicBlock, Default)]
pub struct SlotResolver {
    pub field: Signal<In, Bits<8>>,
    /// i, j (modes 1, 2).
    pub off_i: Signal<In, Bits<5>>,
    pub off_j: Signal<In, Bits<5>>,
    /// 2k·key + i, 2k·key + j (modes 3, 6: the key's ŝ).
    pub off_si: Signal<In, Bits<5>>,
    pub off_sj: Signal<In, Bits<5>>,
    /// 2k·key + k + i, 2k·key + k + j (modes 4, 5: the key's t̂; mode 7 while `decaps`).
    pub off_ti: Signal<In, Bits<5>>,
    pub off_tj: Signal<In, Bits<5>>,
    pub decaps: Signal<In, Bit>,
    pub pp: Signal<In, Bit>,
    pub slot: Signal<Out, Bits<5>>,
    mode: Signal<Local, Bits<3>>,
    base: Signal<Local, Bits<5>>,
    off: Signal<Local, Bits<5>>,
    raw: Signal<Local, Bits<5>>,
}

impl Logic for SlotResolver {
    #[hdl_gen]
    fn update(&mut self) {
        self.mode.next = self.field.val().get_bits::<3>(5);
        self.base.next = self.field.val().get_bits::<5>(0);
        self.off.next = 0.into();
        match self.mode.val().index() {
            1 => {
                self.off.next = self.off_i.val();
            }
            2 => {
                self.off.next = self.off_j.val();
            }
            3 => {
                self.off.next = self.off_si.val();
            }
            4 => {
                self.off.next = self.off_ti.val();
            }
            5 => {
                self.off.next = self.off_tj.val();
            }
            6 => {
                self.off.next = self.off_sj.val();
            }
            7 => {
                // EncT: the key's t̂_i (from the key area's base, 16) while re-encrypting in
                // Decaps, else base + i.
                if self.decaps.val() {
                    self.base.next = 16.into();
                    self.off.next = self.off_ti.val();
                } else {
                    self.off.next = self.off_i.val();
                }
            }
            _ => {}
        }
        self.raw.next = self.base.val() + self.off.val();
        self.slot.next = self.raw.val();
        if (self.raw.val().get_bits::<4>(1) == 12) & self.pp.val() {
            self.slot.next = self.raw.val() ^ 1;
        }
    }
}

/// A cell operand (8 bits: key-relative flag[7], cell[6:0]) resolved to a cell number.
#[derive(LogicBlock, Default)]
pub struct CellResolver {
    pub field: Signal<In, Bits<8>>,
    /// 3 · key (the key's cells).
    pub key3: Signal<In, Bits<7>>,
    pub number: Signal<Out, Bits<7>>,
}

impl Logic for CellResolver {
    #[hdl_gen]
    fn update(&mut self) {
        self.number.next = self.field.val().get_bits::<7>(0);
        if self.field.val().get_bit(7) {
            self.number.next = self.field.val().get_bits::<7>(0) + self.key3.val();
        }
    }
}

/// The parameter set's constants the sequencer needs, as functions of the set's number (0, 1,
/// 2: ML-KEM-512, 768, 1024; 3 reads as 1024), from [`PARAM_SETS`]: a few LUTs, where
/// registers loaded at `start` took a flip-flop per bit.
#[derive(LogicBlock)]
pub struct ParamTable {
    pub set: Signal<In, Bits<2>>,
    pub k: Signal<Out, Bits<3>>,
    pub du: Signal<Out, Bits<4>>,
    pub dv: Signal<Out, Bits<4>>,
    pub eta1: Signal<Out, Bits<2>>,
    /// |ek| = 384k + 32, |c| = 32(du·k + dv), 384k (a vector of ByteEncode₁₂).
    pub ek_len: Signal<Out, Bits<11>>,
    pub ct_len: Signal<Out, Bits<11>>,
    pub vec12_len: Signal<Out, Bits<11>>,
    t_k: [Constant<Bits<3>>; 3],
    t_du: [Constant<Bits<4>>; 3],
    t_dv: [Constant<Bits<4>>; 3],
    t_eta1: [Constant<Bits<2>>; 3],
    t_ek: [Constant<Bits<11>>; 3],
    t_ct: [Constant<Bits<11>>; 3],
    t_vec12: [Constant<Bits<11>>; 3],
}

impl Default for ParamTable {
    fn default() -> Self {
        fn table<const N: usize>(f: impl Fn(&ParamSet) -> usize) -> [Constant<Bits<N>>; 3] {
            std::array::from_fn(|i| Constant::new(bits(f(&PARAM_SETS[i]) as u64)))
        }
        Self {
            set: Default::default(),
            k: Default::default(),
            du: Default::default(),
            dv: Default::default(),
            eta1: Default::default(),
            ek_len: Default::default(),
            ct_len: Default::default(),
            vec12_len: Default::default(),
            t_k: table(|p| p.k),
            t_du: table(|p| p.du),
            t_dv: table(|p| p.dv),
            t_eta1: table(|p| p.eta1),
            t_ek: table(|p| p.ek_len()),
            t_ct: table(|p| p.ct_len()),
            t_vec12: table(|p| 384 * p.k),
        }
    }
}

impl Logic for ParamTable {
    #[hdl_gen]
    fn update(&mut self) {
        self.k.next = self.t_k[2].val();
        self.du.next = self.t_du[2].val();
        self.dv.next = self.t_dv[2].val();
        self.eta1.next = self.t_eta1[2].val();
        self.ek_len.next = self.t_ek[2].val();
        self.ct_len.next = self.t_ct[2].val();
        self.vec12_len.next = self.t_vec12[2].val();
        for i in 0..2 {
            if self.set.val().index() == i {
                self.k.next = self.t_k[i].val();
                self.du.next = self.t_du[i].val();
                self.dv.next = self.t_dv[i].val();
                self.eta1.next = self.t_eta1[i].val();
                self.ek_len.next = self.t_ek[i].val();
                self.ct_len.next = self.t_ct[i].val();
                self.vec12_len.next = self.t_vec12[i].val();
            }
        }
    }
}

/// The KEM sequencer (see the module documentation).
#[derive(LogicBlock, Default)]
pub struct KemSequencer {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub start: Signal<In, Bit>,
    pub entry: Signal<In, Bits<8>>,
    pub params: Signal<In, Bits<2>>,
    pub key: Signal<In, Bit>,
    /// The run is the debug path's: one host-supplied word at [`DEBUG_WORD`] (`entry` is
    /// then [`DEBUG_WORD`]), P starting at 4, the word refused as [`crate::model::sequencer::debug::refused`] says.
    pub debug: Signal<In, Bit>,
    /// The debug word's halves, written into the microcode memory ([`MicrocodeRom`]).
    pub dbg_we_lo: Signal<In, Bit>,
    pub dbg_we_hi: Signal<In, Bit>,
    pub dbg_wdata: Signal<In, Bits<16>>,
    pub modulus_flag: Signal<In, Bit>,
    pub s_ready: Signal<In, Bit>,
    pub d_done: Signal<In, Bit>,
    pub d_fail: Signal<In, Bit>,
    pub busy: Signal<Out, Bit>,
    pub done: Signal<Out, Bit>,
    pub status: Signal<Out, Bits<2>>,
    pub s_valid: Signal<Out, Bit>,
    pub d_valid: Signal<Out, Bit>,
    pub cmd_op: Signal<Out, Bits<5>>,
    pub cmd_slot_a: Signal<Out, Bits<5>>,
    pub cmd_slot_b: Signal<Out, Bits<5>>,
    pub cmd_slot_r: Signal<Out, Bits<5>>,
    pub cmd_addr: Signal<Out, Bits<12>>,
    pub cmd_cell_a: Signal<Out, Bits<7>>,
    pub cmd_cell_b: Signal<Out, Bits<7>>,
    pub cmd_cell_c: Signal<Out, Bits<7>>,
    pub cmd_len: Signal<Out, Bits<11>>,
    pub cmd_d: Signal<Out, Bits<4>>,
    pub cmd_byte: Signal<Out, Bits<8>>,
    pub cmd_func: Signal<Out, Bits<2>>,
    pub cmd_eta: Signal<Out, Bits<2>>,
    pub cmd_first: Signal<Out, Bit>,
    pub cmd_sub: Signal<Out, Bit>,
    pub cmd_compare: Signal<Out, Bit>,
    rom: MicrocodeRom,
    res_a: SlotResolver,
    res_b: SlotResolver,
    res_r: SlotResolver,
    cell_a: CellResolver,
    cell_b: CellResolver,
    cell_c: CellResolver,
    cell_p: CellResolver,
    state: DFF<SequencerState>,
    pc: DFF<Bits<8>>,
    loop_i: DFF<Bits<8>>,
    loop_j: DFF<Bits<8>>,
    ret: DFF<Bits<8>>,
    i: DFF<Bits<3>>,
    j: DFF<Bits<3>>,
    /// The run's parameter set and key (`params`, `key` at `start`).
    set: DFF<Bits<2>>,
    keyb: DFF<Bit>,
    /// The run is a debug run.
    dbg: DFF<Bit>,
    par: ParamTable,
    nonce: DFF<Bits<8>>,
    ptr: DFF<Bits<12>>,
    decaps: DFF<Bit>,
    pp: DFF<Bit>,
    /// 2k · key (the key's first slot in the key area) and 3 · key (its first cell).
    key_off: Signal<Local, Bits<5>>,
    key3: Signal<Local, Bits<7>>,
    /// The slot resolvers' offsets, from i, j, k and `key_off` of the cycle before: a word
    /// is issued at least two cycles after the one that last changed i or j (its fetch lies
    /// between), so they are current whenever a word is decoded.
    off_i: DFF<Bits<5>>,
    off_j: DFF<Bits<5>>,
    off_si: DFF<Bits<5>>,
    off_sj: DFF<Bits<5>>,
    off_ti: DFF<Bits<5>>,
    off_tj: DFF<Bits<5>>,
    done_r: DFF<Bit>,
    status_r: DFF<Bits<2>>,
    c_sv: DFF<Bit>,
    c_dv: DFF<Bit>,
    c_op: DFF<Bits<5>>,
    c_sa: DFF<Bits<5>>,
    c_sb: DFF<Bits<5>>,
    c_sr: DFF<Bits<5>>,
    c_addr: DFF<Bits<12>>,
    c_ca: DFF<Bits<7>>,
    c_cb: DFF<Bits<7>>,
    c_cc: DFF<Bits<7>>,
    c_len: DFF<Bits<11>>,
    c_d: DFF<Bits<4>>,
    c_byte: DFF<Bits<8>>,
    c_func: DFF<Bits<2>>,
    c_eta: DFF<Bits<2>>,
    c_first: DFF<Bit>,
    c_sub: DFF<Bit>,
    c_cmp: DFF<Bit>,
    word: Signal<Local, Bits<32>>,
    opc: Signal<Local, Bits<5>>,
    lenv: Signal<Local, Bits<11>>,
    width: Signal<Local, Bits<4>>,
    bytev: Signal<Local, Bits<8>>,
    inc_i: Signal<Local, Bits<3>>,
    inc_j: Signal<Local, Bits<3>>,
    last_i: Signal<Local, Bit>,
    last_j: Signal<Local, Bit>,
    skip: Signal<Local, Bit>,
    next_pc: Signal<Local, Bits<8>>,
    sponge_op: Signal<Local, Bit>,
    datapath_op: Signal<Local, Bit>,
    step: Signal<Local, Bits<12>>,
    key_t: Signal<Local, Bits<5>>,
    /// The debug path's refusal ([`crate::model::sequencer::debug::refused`]).
    refuse: Signal<Local, Bit>,
    long_len: Signal<Local, Bit>,
}

impl Logic for KemSequencer {
    // `#[hdl_gen]` takes no match guards, so the conditions stay inside the arms.
    #[allow(clippy::collapsible_match)]
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, state, pc, loop_i, loop_j, ret, i, j, nonce, ptr, decaps, pp, set, keyb,
            dbg, off_i, off_j, off_si, off_sj, off_ti, off_tj, done_r, status_r, c_sv, c_dv, c_op,
            c_sa, c_sb, c_sr, c_addr, c_ca, c_cb, c_cc, c_len, c_d, c_byte, c_func, c_eta, c_first,
            c_sub, c_cmp
        );
        self.rom.clock.next = self.clock.val();
        self.rom.address.next = self.pc.q.val();
        self.rom.we_lo.next = self.dbg_we_lo.val();
        self.rom.we_hi.next = self.dbg_we_hi.val();
        self.rom.wdata.next = self.dbg_wdata.val();
        self.word.next = self.rom.data.val();
        self.opc.next = self.word.val().get_bits::<5>(27);
        self.par.set.next = self.set.q.val();
        self.key_off.next = 0.into();
        self.key3.next = 0.into();
        if self.keyb.q.val() {
            self.key_off.next = bit_cast::<5, 3>(self.par.k.val()) << 1;
            self.key3.next = 3.into();
        }

        // Operand resolution.
        self.res_a.field.next = self.word.val().get_bits::<8>(16);
        self.res_b.field.next = self.word.val().get_bits::<8>(8);
        self.res_r.field.next = self.word.val().get_bits::<8>(0);
        self.off_i.d.next = bit_cast::<5, 3>(self.i.q.val());
        self.off_j.d.next = bit_cast::<5, 3>(self.j.q.val());
        self.off_si.d.next = self.key_off.val() + bit_cast::<5, 3>(self.i.q.val());
        self.off_sj.d.next = self.key_off.val() + bit_cast::<5, 3>(self.j.q.val());
        self.key_t.next = self.key_off.val() + bit_cast::<5, 3>(self.par.k.val());
        self.off_ti.d.next = self.key_t.val() + bit_cast::<5, 3>(self.i.q.val());
        self.off_tj.d.next = self.key_t.val() + bit_cast::<5, 3>(self.j.q.val());
        self.res_a.off_i.next = self.off_i.q.val();
        self.res_b.off_i.next = self.off_i.q.val();
        self.res_r.off_i.next = self.off_i.q.val();
        self.res_a.off_j.next = self.off_j.q.val();
        self.res_b.off_j.next = self.off_j.q.val();
        self.res_r.off_j.next = self.off_j.q.val();
        self.res_a.off_si.next = self.off_si.q.val();
        self.res_b.off_si.next = self.off_si.q.val();
        self.res_r.off_si.next = self.off_si.q.val();
        self.res_a.off_sj.next = self.off_sj.q.val();
        self.res_b.off_sj.next = self.off_sj.q.val();
        self.res_r.off_sj.next = self.off_sj.q.val();
        self.res_a.off_ti.next = self.off_ti.q.val();
        self.res_b.off_ti.next = self.off_ti.q.val();
        self.res_r.off_ti.next = self.off_ti.q.val();
        self.res_a.off_tj.next = self.off_tj.q.val();
        self.res_b.off_tj.next = self.off_tj.q.val();
        self.res_r.off_tj.next = self.off_tj.q.val();
        self.res_a.decaps.next = self.decaps.q.val();
        self.res_b.decaps.next = self.decaps.q.val();
        self.res_r.decaps.next = self.decaps.q.val();
        self.res_a.pp.next = self.pp.q.val();
        self.res_b.pp.next = self.pp.q.val();
        self.res_r.pp.next = self.pp.q.val();
        self.cell_a.field.next = self.word.val().get_bits::<8>(16);
        self.cell_b.field.next = self.word.val().get_bits::<8>(8);
        self.cell_c.field.next = self.word.val().get_bits::<8>(0);
        self.cell_p.field.next = self.word.val().get_bits::<8>(3);
        self.cell_a.key3.next = self.key3.val();
        self.cell_b.key3.next = self.key3.val();
        self.cell_c.key3.next = self.key3.val();
        self.cell_p.key3.next = self.key3.val();

        // Length, codec width, absorbed byte, loop conditions.
        self.lenv.next = self.par.vec12_len.val();
        match self.word.val().get_bits::<3>(0).index() {
            0 => {
                self.lenv.next = 0.into();
            }
            1 => {
                self.lenv.next = 32.into();
            }
            2 => {
                self.lenv.next = 64.into();
            }
            3 => {
                self.lenv.next = self.par.ek_len.val();
            }
            4 => {
                self.lenv.next = self.par.ct_len.val();
            }
            _ => {}
        }
        self.width.next = self.par.dv.val();
        match self.word.val().get_bits::<2>(8).index() {
            0 => {
                self.width.next = 1.into();
            }
            1 => {
                self.width.next = 12.into();
            }
            2 => {
                self.width.next = self.par.du.val();
            }
            _ => {}
        }
        self.inc_i.next = self.i.q.val() + 1;
        self.inc_j.next = self.j.q.val() + 1;
        self.last_i.next = self.inc_i.val() == self.par.k.val();
        self.last_j.next = self.inc_j.val() == self.par.k.val();
        self.bytev.next = 0.into();
        match self.word.val().get_bits::<3>(0).index() {
            0 => {
                self.bytev.next = bit_cast::<8, 3>(self.par.k.val());
            }
            1 => {
                self.bytev.next = bit_cast::<8, 3>(self.i.q.val());
            }
            2 => {
                self.bytev.next = bit_cast::<8, 3>(self.j.q.val());
            }
            3 => {
                self.bytev.next = self.nonce.q.val();
            }
            4 => {
                self.bytev.next = bit_cast::<8, 3>(self.i.q.val());
                if self.last_j.val() {
                    self.bytev.next = bit_cast::<8, 3>(self.inc_i.val());
                }
            }
            5 => {
                self.bytev.next = bit_cast::<8, 3>(self.inc_j.val());
                if self.last_j.val() {
                    self.bytev.next = 0.into();
                }
            }
            _ => {}
        }
        self.skip.next = !self.last_i.val();
        match self.word.val().get_bits::<2>(5).index() {
            0 => {
                self.skip.next = self.last_i.val() & self.last_j.val();
            }
            1 => {
                self.skip.next = !(self.last_i.val() & self.last_j.val());
            }
            2 => {
                self.skip.next = self.last_i.val();
            }
            _ => {}
        }
        // HashInit, Absorb, AbsorbByte, Squeeze, SampleNtt, SampleCbd go to the sponge unit;
        // Ntt .. ZeroSlot, CellsEqual and Store to the datapath.
        self.sponge_op.next = ((self.opc.val() >= 2) & (self.opc.val() <= 5))
            | (self.opc.val() == 7)
            | (self.opc.val() == 8);
        self.datapath_op.next = ((self.opc.val() >= 9) & (self.opc.val() <= 19))
            | (self.opc.val() == 25)
            | (self.opc.val() == 26);
        // How far a codec or cell command moves P.
        self.step.next = bits::<12>(32);
        if (self.opc.val() == 13) | (self.opc.val() == 14) | (self.opc.val() == 15) {
            self.step.next = bit_cast::<12, 4>(self.width.val()) << 5;
        }
        self.next_pc.next = self.pc.q.val() + 1;

        // The debug path's refusal (`model::sequencer::debug::refused`): a jump, or an operand the word's
        // opcode uses that reaches the key area — a slot in 16..24, a cell whose number's low
        // six bits are 56 or more, or a sponge transfer longer than 64 bytes from cell 8 on.
        self.long_len.next = self.word.val().get_bit(2) | (self.word.val().get_bits::<2>(0) == 3);
        self.refuse.next = (self.opc.val() == 21) | (self.opc.val() == 23) | (self.opc.val() >= 29);
        if (((self.opc.val() >= 7) & (self.opc.val() <= 15)) | (self.opc.val() == 19))
            & (self.res_r.slot.val().get_bits::<2>(3) == 2)
        {
            self.refuse.next = true;
        }
        if ((self.opc.val() == 11) | (self.opc.val() == 12))
            & ((self.res_a.slot.val().get_bits::<2>(3) == 2)
                | (self.res_b.slot.val().get_bits::<2>(3) == 2))
        {
            self.refuse.next = true;
        }
        if ((self.opc.val() == 1) | (self.opc.val() == 3) | (self.opc.val() == 5))
            & ((self.cell_p.number.val().get_bits::<3>(3) == 7)
                | (self.long_len.val() & (self.cell_p.number.val().get_bits::<3>(3) != 0)))
        {
            self.refuse.next = true;
        }
        if (((self.opc.val() >= 16) & (self.opc.val() <= 18))
            | (self.opc.val() == 25)
            | (self.opc.val() == 26))
            & (self.cell_c.number.val().get_bits::<3>(3) == 7)
        {
            self.refuse.next = true;
        }
        if ((self.opc.val() == 17) | (self.opc.val() == 25))
            & (self.cell_b.number.val().get_bits::<3>(3) == 7)
        {
            self.refuse.next = true;
        }
        if (self.opc.val() == 17) & (self.cell_a.number.val().get_bits::<3>(3) == 7) {
            self.refuse.next = true;
        }

        // Outputs.
        self.busy.next = true;
        self.done.next = self.done_r.q.val();
        self.status.next = self.status_r.q.val();
        self.s_valid.next = self.c_sv.q.val();
        self.d_valid.next = self.c_dv.q.val();
        self.cmd_op.next = self.c_op.q.val();
        self.cmd_slot_a.next = self.c_sa.q.val();
        self.cmd_slot_b.next = self.c_sb.q.val();
        self.cmd_slot_r.next = self.c_sr.q.val();
        self.cmd_addr.next = self.c_addr.q.val();
        self.cmd_cell_a.next = self.c_ca.q.val();
        self.cmd_cell_b.next = self.c_cb.q.val();
        self.cmd_cell_c.next = self.c_cc.q.val();
        self.cmd_len.next = self.c_len.q.val();
        self.cmd_d.next = self.c_d.q.val();
        self.cmd_byte.next = self.c_byte.q.val();
        self.cmd_func.next = self.c_func.q.val();
        self.cmd_eta.next = self.c_eta.q.val();
        self.cmd_first.next = self.c_first.q.val();
        self.cmd_sub.next = self.c_sub.q.val();
        self.cmd_compare.next = self.c_cmp.q.val();

        // A command is valid for one cycle.
        self.c_sv.d.next = false;
        self.c_dv.d.next = false;
        self.done_r.d.next = false;

        match self.state.q.val() {
            SequencerState::Idle => {
                self.busy.next = false;
                if self.start.val() {
                    self.pc.d.next = self.entry.val();
                    self.state.d.next = SequencerState::Fetch;
                    self.i.d.next = 0.into();
                    self.j.d.next = 0.into();
                    self.nonce.d.next = 0.into();
                    self.ptr.d.next = bit_cast::<12, 1>(self.debug.val().into()) << 2;
                    self.dbg.d.next = self.debug.val();
                    self.decaps.d.next = false;
                    self.pp.d.next = false;
                    self.status_r.d.next = 0.into();
                    self.set.d.next = self.params.val();
                    self.keyb.d.next = self.key.val();
                }
            }
            SequencerState::Fetch => {
                self.state.d.next = SequencerState::Issue;
            }
            SequencerState::Issue => {
                self.state.d.next = SequencerState::Fetch;
                self.pc.d.next = self.next_pc.val();
                // The command registers take the resolved operands of every word.
                self.c_op.d.next = self.opc.val();
                self.c_sa.d.next = self.res_a.slot.val();
                self.c_sb.d.next = self.res_b.slot.val();
                self.c_sr.d.next = self.res_r.slot.val();
                self.c_addr.d.next = self.ptr.q.val();
                if (self.opc.val() == 3) | (self.opc.val() == 5) {
                    self.c_addr.d.next = bit_cast::<12, 7>(self.cell_p.number.val()) << 5;
                }
                self.c_ca.d.next = self.cell_a.number.val();
                self.c_cb.d.next = self.cell_b.number.val();
                self.c_cc.d.next = self.cell_c.number.val();
                self.c_len.d.next = self.lenv.val();
                self.c_d.d.next = self.width.val();
                self.c_byte.d.next = self.bytev.val();
                self.c_func.d.next = self.word.val().get_bits::<2>(0);
                self.c_eta.d.next = self.par.eta1.val();
                if self.word.val().get_bit(8) {
                    self.c_eta.d.next = 2.into();
                }
                self.c_first.d.next = false;
                if self.word.val().get_bits::<2>(24) == 1 {
                    self.c_first.d.next = self.j.q.val() == 0;
                }
                if self.word.val().get_bits::<2>(24) == 2 {
                    self.c_first.d.next = self.i.q.val() == 0;
                }
                self.c_sub.d.next = self.word.val().get_bit(24);
                self.c_cmp.d.next = (self.opc.val() == 15) & self.decaps.q.val();
                if self.sponge_op.val() {
                    if self.s_ready.val() {
                        self.c_sv.d.next = true;
                        if (self.opc.val() == 4) & (self.word.val().get_bits::<3>(0) == 3) {
                            self.nonce.d.next = self.nonce.q.val() + 1;
                        }
                    } else {
                        self.state.d.next = SequencerState::Issue;
                        self.pc.d.next = self.pc.q.val();
                    }
                }
                if self.datapath_op.val() {
                    self.c_dv.d.next = true;
                    self.state.d.next = SequencerState::Wait;
                    if ((self.opc.val() >= 13) & (self.opc.val() <= 16)) | (self.opc.val() == 26) {
                        self.ptr.d.next = self.ptr.q.val() + self.step.val();
                    }
                }
                match self.opc.val().index() {
                    // End and Sync wait for the sponge unit.
                    0 => {
                        if self.s_ready.val() {
                            self.done_r.d.next = true;
                            self.state.d.next = SequencerState::Idle;
                        } else {
                            self.state.d.next = SequencerState::Issue;
                            self.pc.d.next = self.pc.q.val();
                        }
                    }
                    27 => {
                        if !self.s_ready.val() {
                            self.state.d.next = SequencerState::Issue;
                            self.pc.d.next = self.pc.q.val();
                        }
                    }
                    // SetP
                    1 => {
                        self.ptr.d.next = (bit_cast::<12, 7>(self.cell_p.number.val()) << 5)
                            + bit_cast::<12, 11>(self.lenv.val());
                    }
                    // ClearNonce
                    6 => {
                        self.nonce.d.next = 0.into();
                    }
                    // LoopI, NextI, LoopJ, NextJ
                    20 => {
                        self.i.d.next = 0.into();
                        self.loop_i.d.next = self.next_pc.val();
                    }
                    21 => {
                        self.i.d.next = self.inc_i.val();
                        if !self.last_i.val() {
                            self.pc.d.next = self.loop_i.q.val();
                        }
                    }
                    22 => {
                        self.j.d.next = 0.into();
                        self.loop_j.d.next = self.next_pc.val();
                    }
                    23 => {
                        self.j.d.next = self.inc_j.val();
                        if !self.last_j.val() {
                            self.pc.d.next = self.loop_j.q.val();
                        }
                    }
                    // Check(Modulus)
                    24 => {
                        if self.modulus_flag.val() {
                            self.status_r.d.next = 1.into();
                            self.done_r.d.next = true;
                            self.state.d.next = SequencerState::Idle;
                        }
                    }
                    // Swap
                    28 => {
                        self.pp.d.next = !self.pp.q.val();
                    }
                    // Skip
                    29 => {
                        if self.skip.val() {
                            self.pc.d.next = self.next_pc.val()
                                + bit_cast::<8, 5>(self.word.val().get_bits::<5>(0));
                        }
                    }
                    // Call, Ret
                    30 => {
                        self.ret.d.next = self.next_pc.val();
                        self.decaps.d.next = self.word.val().get_bit(9);
                        self.pc.d.next = self.word.val().get_bits::<8>(0);
                    }
                    31 => {
                        self.pc.d.next = self.ret.q.val();
                    }
                    _ => {}
                }
                // A refused debug word issues nothing and ends the run with status 3.
                if self.dbg.q.val() & self.refuse.val() {
                    self.c_sv.d.next = false;
                    self.c_dv.d.next = false;
                    self.status_r.d.next = 3.into();
                    self.done_r.d.next = true;
                    self.state.d.next = SequencerState::Idle;
                }
            }
            SequencerState::Wait => {
                if self.d_done.val() {
                    self.state.d.next = SequencerState::Fetch;
                    if self.d_fail.val() {
                        self.status_r.d.next = 2.into();
                        self.done_r.d.next = true;
                        self.state.d.next = SequencerState::Idle;
                    }
                }
            }
            _ => {}
        }
        if self.reset.val() {
            self.state.d.next = SequencerState::Idle;
            self.done_r.d.next = false;
            self.c_sv.d.next = false;
            self.c_dv.d.next = false;
        }
    }
}

/// The sequencer's Verilog (module `top`).
pub fn verilog() -> String {
    let mut uut = KemSequencer::default();
    uut.connect_all();
    generate_verilog(&uut)
}
