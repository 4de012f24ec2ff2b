//! `KemDevice`: the protocol 3 device of issue 16 ([`crate::protocol::v3`]) — one request per
//! KeyGen, Encaps or Decaps, the hashing on chip, keys kept in on-chip key slots. It is the
//! [`FrameLinkCore`] (UART, byte register, parser with CRC-32, link answers, sender) in front of the
//! [`KemCore`] (the microcoded sequencer and its units around the 2048-byte byte memory), and
//! the request controller of this file between them. Its software twin, byte for byte and
//! status for status, is [`crate::model::kem_device::KemDeviceModel`].
//!
//! Ports (as [`crate::rtl::device::MlKemDevice`]'s, so that the same benches and board
//! wrappers drive it): `clock`, `reset` (active high, synchronised here by two flip-flops),
//! `uart_rx`, `uart_tx` (8N1, bit period [`DEFAULT_DIVISOR`] cycles at power-up, changed by
//! `SetBaud`), `leds` (0: working, 1: sending a response, 2: a CRC error was seen, 3: a
//! framing error was seen).
//!
//! # Data path of a request
//!
//! The link writes a captured request's payload as it arrives: its first byte, the argument
//! byte, into a register, the rest into the byte memory's bulk buffer from address 0 (no frame
//! buffer: the bulk buffer is one). The controller checks the request (the model's check
//! order: opcode, lock, length and arguments, key-slot states), runs one ROM entry of the core
//! (KeyGen and a first import half run `Erase` first if the slot holds a first half; a failed
//! second half runs `Erase` after), and the link sends the response from the bulk buffer, where
//! the core left it.
//!
//! **Retries.** The last response stays in the bulk buffer with its header fields. A request
//! repeating the last opcode and sequence number has its payload writes suppressed (the header
//! comes first) and is answered from the buffer without executing again, as the model's retry
//! cache. Any other payload byte written, or another request failing its CRC, forgets it.
//!
//! **Key slots.** Two slots, each `empty`, `half` (a first import half) or `valid`, with its
//! set and an exportable flag, kept in flip-flops; the key material itself is in the core's key
//! slots and key cells. A reset empties every slot and locks the device; then, and on `Clear`,
//! the controller zeroes the byte memory (2048 cycles) and runs the `Wipe` entry (every
//! polynomial slot zeroed), after the core's reset has cleared the Keccak state. `Clear`
//! answers when that is done and unlocks.
//!
//! **Differences from the model** (neither is visible in a response to a well-formed request
//! sequence): an exported half stays in the bulk buffer, as the response the retry rule may
//! resend, until the next request's payload or `Clear` overwrites it (the model zeroes its
//! copy); a request cut short by the line's timeout that had written payload bytes forgets the
//! cached response. `Abort` answers `Ok` and does nothing (a run is never interrupted: the
//! longest takes 80 000 cycles); an `Abort` sent while the device is busy is not answered.
//!
//! # Latency
//!
//! `Cycles` answers the sum, since the last reset, of the core's run cycles of every request
//! that succeeded ([`crate::model::sequencer::Run::cycles`], the model's figure); the
//! controller adds a few cycles of its own per request (check, dispatch, start).
//!
//! Area and EBR on the HX8K: `make place-kem-device` (it fits, with `synth_ice40 -no-rw-check -dff`;
//! the figures and the steps that got there are in `docs/units/kem_device.md`). Its row in
//! `bitstreams/report.md` (the `kem_device` row, `make report`) has the Artix-7 synthesis.

pub mod sim;

use rust_hdl::prelude::*;

use crate::model::sequencer::program::DEBUG_WORD;
use crate::model::sequencer::{Entry, program::assemble};
use crate::params::{CLOCK_HZ, PARAM_SETS};
use crate::protocol::v3::{self, KemOpcode};
use crate::protocol::{DEFAULT_DIVISOR, MIN_DIVISOR, Opcode, Status, build_id};
use crate::rtl::kem_core::KemCore;
use crate::rtl::link::FrameLinkCore;

/// The variant name hashed into the build id ([`build_id`]).
pub const KEM_DEVICE_VARIANT: &str = "KemDevice/iCE40 (KemCore: KemSequencer, EngineUnit)";

/// The controller's states.
#[derive(Copy, Clone, Debug, PartialEq, LogicState)]
pub enum KemDeviceState {
    /// After a reset or `Clear`: waiting for the core (the sponge clears its state).
    Boot,
    /// Zeroing the byte memory.
    WipeMem,
    /// Starting the `Wipe` entry.
    WipeStart,
    /// Waiting for it.
    WipeWait,
    /// Waiting for a request.
    Idle,
    /// Sending the kept response again.
    Resend,
    /// Checking the request.
    Check,
    /// Acting on the check.
    Dispatch,
    /// Writing a small response (Version, Status, Cycles, KeyStatus) into the bulk buffer.
    Info,
    /// Starting a core run.
    RunStart,
    /// Waiting for it.
    RunWait,
    /// Zeroing an imported first half in the bulk buffer.
    ZeroBulk,
    /// Starting the response.
    Reply,
    /// SetBaud: waiting for its response to start…
    BaudWait1,
    /// …and to end, then switching the bit period.
    BaudWait2,
}

/// What a checked request does.
#[derive(Copy, Clone, Debug, PartialEq, LogicState)]
pub enum KemAction {
    /// Answer with the status (and no payload).
    Reply,
    /// Write a small response.
    Info,
    /// SetBaud.
    Baud,
    /// Clear.
    Clear,
    /// Run a ROM entry.
    Run,
}

/// Which run of a request runs.
#[derive(Copy, Clone, Debug, PartialEq, LogicState)]
pub enum RunPhase {
    /// `Erase` of a slot's first half before KeyGen or a new import.
    PreErase,
    /// The request's own entry.
    Main,
    /// `Erase` after a failed second import half.
    PostErase,
}

fn k8(v: u64) -> Constant<Bits<8>> {
    Constant::new(v.into())
}

fn k11(v: usize) -> Constant<Bits<11>> {
    Constant::new((v as u64).into())
}

fn entry(e: Entry) -> Constant<Bits<8>> {
    k8(assemble().entry(e) as u64)
}

/// The protocol 3 device. See the module documentation.
#[derive(LogicBlock)]
pub struct KemDevice {
    pub clock: Signal<In, Clock>,
    /// Active high; synchronised inside.
    pub reset: Signal<In, Bit>,
    pub uart_rx: Signal<In, Bit>,
    pub uart_tx: Signal<Out, Bit>,
    pub leds: Signal<Out, Bits<8>>,
    pub link: FrameLinkCore,
    pub core: KemCore,
    reset_meta: DFF<Bit>,
    reset_sync: DFF<Bit>,
    state: DFF<KemDeviceState>,
    act: DFF<KemAction>,
    phase: DFF<RunPhase>,
    f_op: DFF<Bits<8>>,
    f_seq: DFF<Bits<8>>,
    f_len: DFF<Bits<11>>,
    arg: DFF<Bits<8>>,
    status: DFF<Bits<8>>,
    reply_len: DFF<Bits<11>>,
    count: DFF<Bits<11>>,
    run_entry: DFF<Bits<8>>,
    run_set: DFF<Bits<2>>,
    erase_set: DFF<Bits<2>>,
    pre_erase: DFF<Bit>,
    clearing: DFF<Bit>,
    last_valid: DFF<Bit>,
    /// The last payload byte (the debug word's low byte of each half).
    hold: DFF<Bits<8>>,
    /// Key slot n's state: 0 empty, 1 first half, 2 valid.
    ks_state0: DFF<Bits<2>>,
    ks_state1: DFF<Bits<2>>,
    ks_set0: DFF<Bits<2>>,
    ks_set1: DFF<Bits<2>>,
    ks_exp0: DFF<Bit>,
    ks_exp1: DFF<Bit>,
    divisor: DFFWithInit<Bits<16>>,
    new_divisor: DFF<Bits<16>>,
    /// Reset since the last completed Clear: KEM requests are refused.
    locked: DFFWithInit<Bit>,
    cycles: DFF<Bits<32>>,
    /// The running request's cycles (a run takes under 2^17).
    run_cycles: DFF<Bits<17>>,
    crc_seen: DFF<Bit>,
    framing_seen: DFF<Bit>,
    rst: Signal<Local, Bit>,
    core_reset: Signal<Local, Bit>,
    suppress: Signal<Local, Bit>,
    a_set: Signal<Local, Bits<2>>,
    a_slot: Signal<Local, Bit>,
    a_exp: Signal<Local, Bit>,
    a_half: Signal<Local, Bit>,
    sel_state: Signal<Local, Bits<2>>,
    sel_set: Signal<Local, Bits<2>>,
    sel_exp: Signal<Local, Bit>,
    oth_state: Signal<Local, Bits<2>>,
    oth_set: Signal<Local, Bits<2>>,
    free_status: Signal<Local, Bits<8>>,
    ek_a: Signal<Local, Bits<11>>,
    ek_sel: Signal<Local, Bits<11>>,
    ek_a1: Signal<Local, Bits<11>>,
    ek_a33: Signal<Local, Bits<11>>,
    ct_a32: Signal<Local, Bits<11>>,
    ek_sel32: Signal<Local, Bits<11>>,
    ct_sel1: Signal<Local, Bits<11>>,
    baud_in: Signal<Local, Bits<16>>,
    info_byte: Signal<Local, Bits<8>>,
    count1: Signal<Local, Bits<11>>,
    waddr1: Signal<Local, Bits<11>>,
    ks_byte0: Signal<Local, Bits<8>>,
    ks_byte1: Signal<Local, Bits<8>>,
    /// Per set: the lengths the checks compare with and the responses' (as constants, so
    /// that selecting one by the set costs a few LUTs and no adder).
    k_ek: [Constant<Bits<11>>; 3],
    k_ek1: [Constant<Bits<11>>; 3],
    k_ek32: [Constant<Bits<11>>; 3],
    k_ek33: [Constant<Bits<11>>; 3],
    k_ct1: [Constant<Bits<11>>; 3],
    k_ct32: [Constant<Bits<11>>; 3],
    k_build: Constant<Bits<32>>,
    k_clock: Constant<Bits<32>>,
    k_default_divisor: Constant<Bits<16>>,
    k_min_divisor: Constant<Bits<16>>,
    k_max_response: Constant<Bits<16>>,
    k_version: Constant<Bits<8>>,
    /// The small answers' lengths ([`v3::VERSION_LEN`] …).
    k_version_len: Constant<Bits<11>>,
    k_status_len: Constant<Bits<11>>,
    k_cycles_len: Constant<Bits<11>>,
    k_key_status_len: Constant<Bits<11>>,
    k_key_slots: Constant<Bits<8>>,
    o_version: Constant<Bits<8>>,
    o_status: Constant<Bits<8>>,
    o_cycles: Constant<Bits<8>>,
    o_set_baud: Constant<Bits<8>>,
    o_abort: Constant<Bits<8>>,
    o_clear: Constant<Bits<8>>,
    o_keygen: Constant<Bits<8>>,
    o_encaps: Constant<Bits<8>>,
    o_decaps: Constant<Bits<8>>,
    o_import: Constant<Bits<8>>,
    o_export: Constant<Bits<8>>,
    o_erase: Constant<Bits<8>>,
    o_key_status: Constant<Bits<8>>,
    o_debug: Constant<Bits<8>>,
    k_debug_len: Constant<Bits<11>>,
    k_debug_req: Constant<Bits<11>>,
    s_debug_refused: Constant<Bits<8>>,
    e_debug: Constant<Bits<8>>,
    s_ok: Constant<Bits<8>>,
    s_bad_len: Constant<Bits<8>>,
    s_bad_opcode: Constant<Bits<8>>,
    s_bad_slot: Constant<Bits<8>>,
    s_bad_arg: Constant<Bits<8>>,
    s_locked: Constant<Bits<8>>,
    s_bad_ek: Constant<Bits<8>>,
    s_bad_key: Constant<Bits<8>>,
    s_slot_empty: Constant<Bits<8>>,
    s_slot_full: Constant<Bits<8>>,
    s_not_exportable: Constant<Bits<8>>,
    e_keygen: Constant<Bits<8>>,
    e_encaps: Constant<Bits<8>>,
    e_decaps: Constant<Bits<8>>,
    e_export_secret: Constant<Bits<8>>,
    e_export_public: Constant<Bits<8>>,
    e_import_secret: Constant<Bits<8>>,
    e_import_public: Constant<Bits<8>>,
    e_erase: Constant<Bits<8>>,
    e_wipe: Constant<Bits<8>>,
}

impl Default for KemDevice {
    fn default() -> Self {
        let st = |s: Status| k8(s.code() as u64);
        let kem = |o: KemOpcode| k8(o.code() as u64);
        let op = |o: Opcode| k8(o.code() as u64);
        Self {
            clock: Default::default(),
            reset: Default::default(),
            uart_rx: Default::default(),
            uart_tx: Default::default(),
            leds: Default::default(),
            link: Default::default(),
            core: Default::default(),
            reset_meta: Default::default(),
            reset_sync: Default::default(),
            state: Default::default(),
            act: Default::default(),
            phase: Default::default(),
            f_op: Default::default(),
            f_seq: Default::default(),
            f_len: Default::default(),
            arg: Default::default(),
            status: Default::default(),
            reply_len: Default::default(),
            count: Default::default(),
            run_entry: Default::default(),
            run_set: Default::default(),
            erase_set: Default::default(),
            pre_erase: Default::default(),
            clearing: Default::default(),
            last_valid: Default::default(),
            hold: Default::default(),
            ks_state0: Default::default(),
            ks_state1: Default::default(),
            ks_set0: Default::default(),
            ks_set1: Default::default(),
            ks_exp0: Default::default(),
            ks_exp1: Default::default(),
            divisor: DFFWithInit::new(bits(DEFAULT_DIVISOR as u64)),
            new_divisor: Default::default(),
            locked: DFFWithInit::new(true),
            cycles: Default::default(),
            run_cycles: Default::default(),
            crc_seen: Default::default(),
            framing_seen: Default::default(),
            rst: Default::default(),
            core_reset: Default::default(),
            suppress: Default::default(),
            a_set: Default::default(),
            a_slot: Default::default(),
            a_exp: Default::default(),
            a_half: Default::default(),
            sel_state: Default::default(),
            sel_set: Default::default(),
            sel_exp: Default::default(),
            oth_state: Default::default(),
            oth_set: Default::default(),
            free_status: Default::default(),
            ek_a: Default::default(),
            ek_sel: Default::default(),
            ek_a1: Default::default(),
            ek_a33: Default::default(),
            ct_a32: Default::default(),
            ek_sel32: Default::default(),
            ct_sel1: Default::default(),
            baud_in: Default::default(),
            info_byte: Default::default(),
            count1: Default::default(),
            waddr1: Default::default(),
            ks_byte0: Default::default(),
            ks_byte1: Default::default(),
            k_ek: std::array::from_fn(|i| k11(PARAM_SETS[i].ek_len())),
            k_ek1: std::array::from_fn(|i| k11(PARAM_SETS[i].ek_len() + 1)),
            k_ek32: std::array::from_fn(|i| k11(PARAM_SETS[i].ek_len() + 32)),
            k_ek33: std::array::from_fn(|i| k11(PARAM_SETS[i].ek_len() + 33)),
            k_ct1: std::array::from_fn(|i| k11(PARAM_SETS[i].ct_len() + 1)),
            k_ct32: std::array::from_fn(|i| k11(PARAM_SETS[i].ct_len() + 32)),
            k_build: Constant::new(bits(build_id(KEM_DEVICE_VARIANT) as u64)),
            k_clock: Constant::new(bits(CLOCK_HZ as u64)),
            k_default_divisor: Constant::new(bits(DEFAULT_DIVISOR as u64)),
            k_min_divisor: Constant::new(bits(MIN_DIVISOR as u64)),
            k_max_response: Constant::new(bits(v3::MAX_RESPONSE as u64)),
            k_version: k8(v3::VERSION as u64),
            k_version_len: k11(v3::VERSION_LEN),
            k_status_len: k11(v3::STATUS_LEN),
            k_cycles_len: k11(v3::CYCLES_LEN),
            k_key_status_len: k11(v3::KEY_STATUS_LEN),
            k_key_slots: k8(v3::KEY_SLOTS as u64),
            o_version: op(Opcode::Version),
            o_status: op(Opcode::Status),
            o_cycles: op(Opcode::Cycles),
            o_set_baud: op(Opcode::SetBaud),
            o_abort: op(Opcode::Abort),
            o_clear: op(Opcode::Clear),
            o_keygen: kem(KemOpcode::KeyGen),
            o_encaps: kem(KemOpcode::Encaps),
            o_decaps: kem(KemOpcode::Decaps),
            o_import: kem(KemOpcode::KeyImport),
            o_export: kem(KemOpcode::KeyExport),
            o_erase: kem(KemOpcode::KeyErase),
            o_key_status: kem(KemOpcode::KeyStatus),
            o_debug: kem(KemOpcode::DebugOp),
            k_debug_len: k11(v3::DEBUG_RESPONSE),
            k_debug_req: k11(1 + v3::DEBUG_RESPONSE),
            s_debug_refused: st(Status::DebugRefused),
            e_debug: k8(DEBUG_WORD as u64),
            s_ok: st(Status::Ok),
            s_bad_len: st(Status::BadLen),
            s_bad_opcode: st(Status::BadOpcode),
            s_bad_slot: st(Status::BadSlot),
            s_bad_arg: st(Status::BadArg),
            s_locked: st(Status::Locked),
            s_bad_ek: st(Status::BadEk),
            s_bad_key: st(Status::BadKey),
            s_slot_empty: st(Status::SlotEmpty),
            s_slot_full: st(Status::SlotFull),
            s_not_exportable: st(Status::NotExportable),
            e_keygen: entry(Entry::KeyGen),
            e_encaps: entry(Entry::Encaps),
            e_decaps: entry(Entry::Decaps),
            e_export_secret: entry(Entry::ExportSecret),
            e_export_public: entry(Entry::ExportPublic),
            e_import_secret: entry(Entry::ImportSecret),
            e_import_public: entry(Entry::ImportPublic),
            e_erase: entry(Entry::Erase),
            e_wipe: entry(Entry::Wipe),
        }
    }
}

// The opcodes the controller knows are the protocol's; the KEM ones are one contiguous range.
const _: () = assert!(KemOpcode::KeyGen as u8 == 0x50 && KemOpcode::DebugOp as u8 == 0x57);
const _: () = assert!(v3::KEY_SLOTS == 2 && PARAM_SETS.len() == 3);

impl Logic for KemDevice {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clock,
            reset_meta,
            reset_sync,
            state,
            act,
            phase,
            f_op,
            f_seq,
            f_len,
            arg,
            status,
            reply_len,
            count,
            run_entry,
            run_set,
            erase_set,
            pre_erase,
            clearing,
            last_valid,
            hold,
            ks_state0,
            ks_state1,
            ks_set0,
            ks_set1,
            ks_exp0,
            ks_exp1,
            divisor,
            new_divisor,
            locked,
            cycles,
            run_cycles,
            crc_seen,
            framing_seen
        );
        clock!(self, clock, link, core);
        self.reset_meta.d.next = self.reset.val();
        self.reset_sync.d.next = self.reset_meta.q.val();
        self.rst.next = self.reset_sync.q.val();
        self.core_reset.next = false;

        // ---- The link.
        self.link.reset.next = self.rst.val();
        self.link.divisor.next = self.divisor.q.val();
        self.link.rx.next = self.uart_rx.val();
        self.uart_tx.next = self.link.tx.val();
        self.link.accept.next =
            (self.state.q.val() == KemDeviceState::Idle) & !self.link.reply_busy.val();
        self.link.reply_start.next = false;
        self.link.reply_opcode.next = self.f_op.q.val();
        self.link.reply_seq.next = self.f_seq.q.val();
        self.link.reply_status.next = self.status.q.val();
        self.link.reply_len.next = self.reply_len.q.val();
        self.link.tx_rdata.next = self.core.host_rdata.val();

        // ---- The core: its host port is the link's (payload in, response out) unless the
        // controller writes.
        self.core.start.next = false;
        self.core.entry.next = self.run_entry.q.val();
        self.core.params.next = self.run_set.q.val();
        // Encaps uses no key (the model runs it with key 0).
        self.core.key.next =
            self.arg.q.val().get_bit(2) & (self.f_op.q.val() != self.o_encaps.val());
        self.core.host_we.next = false;
        self.core.host_wdata.next = self.link.rx_wdata.val();
        self.core.host_addr.next = 0.into();
        if self.link.reply_busy.val() {
            self.core.host_addr.next = self.link.tx_raddr.val();
        }
        // The kept response's header is the last request's: f_op, f_seq, status and
        // reply_len change only between a request's check and its reply.
        self.suppress.next = self.last_valid.q.val()
            & (self.link.hdr_opcode.val() == self.f_op.q.val())
            & (self.link.hdr_seq.val() == self.f_seq.q.val());
        self.waddr1.next = self.link.rx_waddr.val() - 1;
        // The debug word (payload bytes 1..=4, little-endian) goes into the microcode memory
        // a half at a time as it arrives, as well as into the bulk buffer.
        self.core.debug.next = false;
        self.core.dbg_wdata.next = (bit_cast::<16, 8>(self.link.rx_wdata.val()) << 8)
            | bit_cast::<16, 8>(self.hold.q.val());
        self.core.dbg_we_lo.next = false;
        self.core.dbg_we_hi.next = false;
        if self.link.rx_we.val() {
            self.hold.d.next = self.link.rx_wdata.val();
        }
        if self.link.rx_we.val() & !self.suppress.val() {
            self.last_valid.d.next = false;
            if self.link.hdr_opcode.val() == self.o_debug.val() {
                self.core.dbg_we_lo.next = self.link.rx_waddr.val() == 2;
                self.core.dbg_we_hi.next = self.link.rx_waddr.val() == 4;
            }
            if self.link.rx_waddr.val() == 0 {
                self.arg.d.next = self.link.rx_wdata.val();
            } else {
                self.core.host_we.next = true;
                self.core.host_addr.next = self.waddr1.val();
            }
        }
        if self.link.frame_bad.val() & !self.suppress.val() {
            self.last_valid.d.next = false;
        }

        // ---- The request's fields and the key slots it names.
        self.a_set.next = self.arg.q.val().get_bits::<2>(0);
        self.a_slot.next = self.arg.q.val().get_bit(2);
        self.a_exp.next = self.arg.q.val().get_bit(3);
        self.a_half.next = self.arg.q.val().get_bit(4);
        self.sel_state.next = self.ks_state0.q.val();
        self.sel_set.next = self.ks_set0.q.val();
        self.sel_exp.next = self.ks_exp0.q.val();
        self.oth_state.next = self.ks_state1.q.val();
        self.oth_set.next = self.ks_set1.q.val();
        if self.a_slot.val() {
            self.sel_state.next = self.ks_state1.q.val();
            self.sel_set.next = self.ks_set1.q.val();
            self.sel_exp.next = self.ks_exp1.q.val();
            self.oth_state.next = self.ks_state0.q.val();
            self.oth_set.next = self.ks_set0.q.val();
        }
        // A new key of set a_set in the named slot: slot 1 exists for ML-KEM-512 only; the
        // two ML-KEM-512 keys share the key area of one larger key.
        self.free_status.next = self.s_ok.val();
        if self.a_slot.val() & (self.a_set.val() != 0) {
            self.free_status.next = self.s_bad_slot.val();
        } else if (self.sel_state.val() == 2)
            | ((self.oth_state.val() != 0) & ((self.a_set.val() != 0) | (self.oth_set.val() != 0)))
        {
            self.free_status.next = self.s_slot_full.val();
        }
        // Lengths by the argument's set (request layouts) and by the slot's set (set 3: 0,
        // refused by the checks before use).
        self.ek_a.next = 0.into();
        self.ek_a1.next = 0.into();
        self.ek_a33.next = 0.into();
        self.ct_a32.next = 0.into();
        self.ek_sel.next = 0.into();
        self.ek_sel32.next = 0.into();
        self.ct_sel1.next = 0.into();
        for i in 0..3 {
            if self.a_set.val().index() == i {
                self.ek_a.next = self.k_ek[i].val();
                self.ek_a1.next = self.k_ek1[i].val();
                self.ek_a33.next = self.k_ek33[i].val();
                self.ct_a32.next = self.k_ct32[i].val();
            }
            if self.sel_set.val().index() == i {
                self.ek_sel.next = self.k_ek[i].val();
                self.ek_sel32.next = self.k_ek32[i].val();
                self.ct_sel1.next = self.k_ct1[i].val();
            }
        }
        self.baud_in.next = (bit_cast::<16, 8>(self.core.host_rdata.val()) << 8)
            | bit_cast::<16, 8>(self.arg.q.val());
        self.count1.next = self.count.q.val() + 1;

        // ---- Small responses.
        // An empty slot reads 0 (no set, not exportable).
        self.ks_byte0.next = 0.into();
        if self.ks_state0.q.val() != 0 {
            self.ks_byte0.next = bit_cast::<8, 2>(self.ks_state0.q.val())
                | (bit_cast::<8, 2>(self.ks_set0.q.val()) << 2)
                | (bit_cast::<8, 1>(self.ks_exp0.q.val().into()) << 4);
        }
        // An empty slot reads 0 (no set, not exportable).
        self.ks_byte1.next = 0.into();
        if self.ks_state1.q.val() != 0 {
            self.ks_byte1.next = bit_cast::<8, 2>(self.ks_state1.q.val())
                | (bit_cast::<8, 2>(self.ks_set1.q.val()) << 2)
                | (bit_cast::<8, 1>(self.ks_exp1.q.val().into()) << 4);
        }
        self.info_byte.next = 0.into();
        if self.f_op.q.val() == self.o_version.val() {
            if self.count.q.val() == 0 {
                self.info_byte.next = self.k_version.val();
            } else if self.count.q.val() == 1 {
                self.info_byte.next = self.k_build.val().get_bits::<8>(0);
            } else if self.count.q.val() == 2 {
                self.info_byte.next = self.k_build.val().get_bits::<8>(8);
            } else if self.count.q.val() == 3 {
                self.info_byte.next = self.k_build.val().get_bits::<8>(16);
            } else if self.count.q.val() == 4 {
                self.info_byte.next = self.k_build.val().get_bits::<8>(24);
            } else if self.count.q.val() == 5 {
                self.info_byte.next = self.k_clock.val().get_bits::<8>(0);
            } else if self.count.q.val() == 6 {
                self.info_byte.next = self.k_clock.val().get_bits::<8>(8);
            } else if self.count.q.val() == 7 {
                self.info_byte.next = self.k_clock.val().get_bits::<8>(16);
            } else if self.count.q.val() == 8 {
                self.info_byte.next = self.k_clock.val().get_bits::<8>(24);
            } else if self.count.q.val() == 9 {
                self.info_byte.next = self.divisor.q.val().get_bits::<8>(0);
            } else if self.count.q.val() == 10 {
                self.info_byte.next = self.divisor.q.val().get_bits::<8>(8);
            } else if self.count.q.val() == 11 {
                self.info_byte.next = self.k_key_slots.val();
            } else if self.count.q.val() == 12 {
                self.info_byte.next = self.k_max_response.val().get_bits::<8>(0);
            } else {
                self.info_byte.next = self.k_max_response.val().get_bits::<8>(8);
            }
        } else if self.f_op.q.val() == self.o_status.val() {
            if self.count.q.val() == 0 {
                self.info_byte.next = self.link.crc_errors.val();
            } else if self.count.q.val() == 1 {
                self.info_byte.next = self.link.framing_errors.val();
            } else if self.count.q.val() == 2 {
                self.info_byte.next = self.link.overruns.val();
            } else if self.count.q.val() == 3 {
                self.info_byte.next = self.link.timeouts.val();
            } else {
                self.info_byte.next = bit_cast::<8, 1>(self.locked.q.val().into());
            }
        } else if self.f_op.q.val() == self.o_cycles.val() {
            if self.count.q.val() == 0 {
                self.info_byte.next = self.cycles.q.val().get_bits::<8>(0);
            } else if self.count.q.val() == 1 {
                self.info_byte.next = self.cycles.q.val().get_bits::<8>(8);
            } else if self.count.q.val() == 2 {
                self.info_byte.next = self.cycles.q.val().get_bits::<8>(16);
            } else {
                self.info_byte.next = self.cycles.q.val().get_bits::<8>(24);
            }
        } else if self.count.q.val() == 0 {
            self.info_byte.next = self.ks_byte0.val();
        } else {
            self.info_byte.next = self.ks_byte1.val();
        }

        // ---- The controller.
        match self.state.q.val() {
            KemDeviceState::Boot => {
                self.count.d.next = 0.into();
                if !self.core.busy.val() {
                    self.state.d.next = KemDeviceState::WipeMem;
                }
            }
            KemDeviceState::WipeMem => {
                self.core.host_we.next = true;
                self.core.host_addr.next = self.count.q.val();
                self.core.host_wdata.next = 0.into();
                self.count.d.next = self.count1.val();
                if self.count.q.val() == 2047 {
                    self.state.d.next = KemDeviceState::WipeStart;
                }
            }
            KemDeviceState::WipeStart => {
                // ML-KEM-1024, key 0: the entry's Erase part then covers the whole key area.
                self.core.entry.next = self.e_wipe.val();
                self.core.params.next = 2.into();
                self.core.key.next = false;
                self.core.start.next = !self.core.busy.val();
                if !self.core.busy.val() {
                    self.state.d.next = KemDeviceState::WipeWait;
                }
            }
            KemDeviceState::WipeWait => {
                if self.core.done.val() {
                    self.state.d.next = KemDeviceState::Idle;
                    if self.clearing.q.val() {
                        self.clearing.d.next = false;
                        self.locked.d.next = false;
                        self.state.d.next = KemDeviceState::Reply;
                    }
                }
            }
            KemDeviceState::Idle => {
                if self.link.frame_valid.val() {
                    self.f_op.d.next = self.link.frame_opcode.val();
                    self.f_seq.d.next = self.link.frame_seq.val();
                    self.f_len.d.next = self.link.frame_len.val();
                    if self.last_valid.q.val()
                        & (self.link.frame_opcode.val() == self.f_op.q.val())
                        & (self.link.frame_seq.val() == self.f_seq.q.val())
                    {
                        self.state.d.next = KemDeviceState::Resend;
                    } else {
                        self.state.d.next = KemDeviceState::Check;
                    }
                }
            }
            KemDeviceState::Resend => {
                // The same opcode and sequence number; status and length are still the
                // last reply's.
                self.link.reply_start.next = true;
                if !self.link.reply_busy.val() {
                    self.state.d.next = KemDeviceState::Idle;
                }
            }
            KemDeviceState::Check => {
                self.state.d.next = KemDeviceState::Dispatch;
                self.status.d.next = self.s_ok.val();
                self.act.d.next = KemAction::Reply;
                self.reply_len.d.next = 0.into();
                self.pre_erase.d.next = false;
                self.run_set.d.next = self.a_set.val();
                self.erase_set.d.next = self.sel_set.val();
                self.count.d.next = 0.into();
                if self.f_op.q.val() == self.o_version.val() {
                    if self.f_len.q.val() != 0 {
                        self.status.d.next = self.s_bad_len.val();
                    } else {
                        self.act.d.next = KemAction::Info;
                        self.reply_len.d.next = self.k_version_len.val();
                    }
                } else if self.f_op.q.val() == self.o_status.val() {
                    if self.f_len.q.val() != 0 {
                        self.status.d.next = self.s_bad_len.val();
                    } else {
                        self.act.d.next = KemAction::Info;
                        self.reply_len.d.next = self.k_status_len.val();
                    }
                } else if self.f_op.q.val() == self.o_cycles.val() {
                    if self.f_len.q.val() != 0 {
                        self.status.d.next = self.s_bad_len.val();
                    } else {
                        self.act.d.next = KemAction::Info;
                        self.reply_len.d.next = self.k_cycles_len.val();
                    }
                } else if self.f_op.q.val() == self.o_set_baud.val() {
                    self.new_divisor.d.next = self.baud_in.val();
                    if self.f_len.q.val() != 2 {
                        self.status.d.next = self.s_bad_len.val();
                    } else if self.baud_in.val() < self.k_min_divisor.val() {
                        self.status.d.next = self.s_bad_arg.val();
                    } else {
                        self.act.d.next = KemAction::Baud;
                    }
                } else if self.f_op.q.val() == self.o_abort.val() {
                    if self.f_len.q.val() != 0 {
                        self.status.d.next = self.s_bad_len.val();
                    }
                } else if self.f_op.q.val() == self.o_clear.val() {
                    if self.f_len.q.val() != 0 {
                        self.status.d.next = self.s_bad_len.val();
                    } else {
                        self.act.d.next = KemAction::Clear;
                    }
                } else if (self.f_op.q.val() < self.o_keygen.val())
                    | (self.f_op.q.val() > self.o_debug.val())
                {
                    self.status.d.next = self.s_bad_opcode.val();
                } else if self.locked.q.val() {
                    self.status.d.next = self.s_locked.val();
                } else if self.f_op.q.val() == self.o_key_status.val() {
                    if self.f_len.q.val() != 0 {
                        self.status.d.next = self.s_bad_len.val();
                    } else {
                        self.act.d.next = KemAction::Info;
                        self.reply_len.d.next = self.k_key_status_len.val();
                    }
                } else if self.f_len.q.val() == 0 {
                    self.status.d.next = self.s_bad_len.val();
                } else if self.f_op.q.val() == self.o_debug.val() {
                    self.run_entry.d.next = self.e_debug.val();
                    self.reply_len.d.next = self.k_debug_len.val();
                    if self.a_set.val() == 3 {
                        self.status.d.next = self.s_bad_arg.val();
                    } else if self.f_len.q.val() != self.k_debug_req.val() {
                        self.status.d.next = self.s_bad_len.val();
                    } else {
                        self.act.d.next = KemAction::Run;
                    }
                } else if self.f_op.q.val() == self.o_keygen.val() {
                    self.run_entry.d.next = self.e_keygen.val();
                    self.pre_erase.d.next = self.sel_state.val() != 0;
                    self.reply_len.d.next = self.ek_a.val();
                    if self.a_set.val() == 3 {
                        self.status.d.next = self.s_bad_arg.val();
                    } else if self.free_status.val() != 0 {
                        self.status.d.next = self.free_status.val();
                    } else if self.f_len.q.val() != 65 {
                        self.status.d.next = self.s_bad_len.val();
                    } else {
                        self.act.d.next = KemAction::Run;
                    }
                } else if self.f_op.q.val() == self.o_encaps.val() {
                    self.run_entry.d.next = self.e_encaps.val();
                    self.reply_len.d.next = self.ct_a32.val();
                    if self.a_set.val() == 3 {
                        self.status.d.next = self.s_bad_arg.val();
                    } else if self.f_len.q.val() != self.ek_a33.val() {
                        self.status.d.next = self.s_bad_len.val();
                    } else {
                        self.act.d.next = KemAction::Run;
                    }
                } else if self.f_op.q.val() == self.o_decaps.val() {
                    self.run_entry.d.next = self.e_decaps.val();
                    self.run_set.d.next = self.sel_set.val();
                    self.reply_len.d.next = 32.into();
                    if self.sel_state.val() != 2 {
                        self.status.d.next = self.s_slot_empty.val();
                    } else if self.f_len.q.val() != self.ct_sel1.val() {
                        self.status.d.next = self.s_bad_len.val();
                    } else {
                        self.act.d.next = KemAction::Run;
                    }
                } else if self.f_op.q.val() == self.o_import.val() {
                    if self.a_set.val() == 3 {
                        self.status.d.next = self.s_bad_arg.val();
                    } else if !self.a_half.val() {
                        self.run_entry.d.next = self.e_import_secret.val();
                        self.pre_erase.d.next = self.sel_state.val() != 0;
                        if self.free_status.val() != 0 {
                            self.status.d.next = self.free_status.val();
                        } else if self.f_len.q.val() != self.ek_a1.val() {
                            self.status.d.next = self.s_bad_len.val();
                        } else {
                            self.act.d.next = KemAction::Run;
                        }
                    } else {
                        self.run_entry.d.next = self.e_import_public.val();
                        if (self.sel_state.val() != 1) | (self.sel_set.val() != self.a_set.val()) {
                            self.status.d.next = self.s_slot_empty.val();
                        } else if self.f_len.q.val() != self.ek_a33.val() {
                            self.status.d.next = self.s_bad_len.val();
                        } else {
                            self.act.d.next = KemAction::Run;
                        }
                    }
                } else if self.f_op.q.val() == self.o_export.val() {
                    self.run_set.d.next = self.sel_set.val();
                    self.run_entry.d.next = self.e_export_secret.val();
                    self.reply_len.d.next = self.ek_sel.val();
                    if self.a_half.val() {
                        self.run_entry.d.next = self.e_export_public.val();
                        self.reply_len.d.next = self.ek_sel32.val();
                    }
                    if self.sel_state.val() != 2 {
                        self.status.d.next = self.s_slot_empty.val();
                    } else if !self.sel_exp.val() {
                        self.status.d.next = self.s_not_exportable.val();
                    } else if self.f_len.q.val() != 1 {
                        self.status.d.next = self.s_bad_len.val();
                    } else {
                        self.act.d.next = KemAction::Run;
                    }
                } else {
                    // KeyErase.
                    self.run_set.d.next = self.sel_set.val();
                    self.run_entry.d.next = self.e_erase.val();
                    if self.f_len.q.val() != 1 {
                        self.status.d.next = self.s_bad_len.val();
                    } else if self.sel_state.val() != 0 {
                        self.act.d.next = KemAction::Run;
                    }
                }
            }
            KemDeviceState::Dispatch => {
                self.state.d.next = KemDeviceState::Reply;
                self.phase.d.next = RunPhase::Main;
                if self.status.q.val() != 0 {
                    self.reply_len.d.next = 0.into();
                } else {
                    match self.act.q.val() {
                        KemAction::Info => {
                            self.state.d.next = KemDeviceState::Info;
                        }
                        KemAction::Clear => {
                            self.core_reset.next = true;
                            self.clearing.d.next = true;
                            self.ks_state0.d.next = 0.into();
                            self.ks_state1.d.next = 0.into();
                            self.ks_exp0.d.next = false;
                            self.ks_exp1.d.next = false;
                            self.state.d.next = KemDeviceState::Boot;
                        }
                        KemAction::Run => {
                            if self.pre_erase.q.val() {
                                self.phase.d.next = RunPhase::PreErase;
                            }
                            self.state.d.next = KemDeviceState::RunStart;
                        }
                        _ => {}
                    }
                }
            }
            KemDeviceState::Info => {
                self.core.host_we.next = true;
                self.core.host_addr.next = self.count.q.val();
                self.core.host_wdata.next = self.info_byte.val();
                self.count.d.next = self.count1.val();
                if self.count1.val() == self.reply_len.q.val() {
                    self.state.d.next = KemDeviceState::Reply;
                }
            }
            KemDeviceState::RunStart => {
                self.run_cycles.d.next = 0.into();
                self.core.debug.next = self.f_op.q.val() == self.o_debug.val();
                if self.phase.q.val() != RunPhase::Main {
                    self.core.entry.next = self.e_erase.val();
                    self.core.params.next = self.erase_set.q.val();
                }
                self.core.start.next = !self.core.busy.val();
                if !self.core.busy.val() {
                    self.state.d.next = KemDeviceState::RunWait;
                }
            }
            KemDeviceState::RunWait => {
                self.run_cycles.d.next = self.run_cycles.q.val() + 1;
                if self.core.done.val() {
                    self.state.d.next = KemDeviceState::Reply;
                    match self.phase.q.val() {
                        RunPhase::PreErase => {
                            if self.a_slot.val() {
                                self.ks_state1.d.next = 0.into();
                            } else {
                                self.ks_state0.d.next = 0.into();
                            }
                            self.phase.d.next = RunPhase::Main;
                            self.state.d.next = KemDeviceState::RunStart;
                        }
                        RunPhase::Main => {
                            if self.core.status.val() == 0 {
                                self.cycles.d.next = self.cycles.q.val()
                                    + bit_cast::<32, 17>(self.run_cycles.q.val());
                                if self.f_op.q.val() == self.o_keygen.val() {
                                    if self.a_slot.val() {
                                        self.ks_state1.d.next = 2.into();
                                        self.ks_set1.d.next = self.a_set.val();
                                        self.ks_exp1.d.next = self.a_exp.val();
                                    } else {
                                        self.ks_state0.d.next = 2.into();
                                        self.ks_set0.d.next = self.a_set.val();
                                        self.ks_exp0.d.next = self.a_exp.val();
                                    }
                                } else if self.f_op.q.val() == self.o_import.val() {
                                    if self.a_half.val() {
                                        if self.a_slot.val() {
                                            self.ks_state1.d.next = 2.into();
                                        } else {
                                            self.ks_state0.d.next = 2.into();
                                        }
                                    } else {
                                        if self.a_slot.val() {
                                            self.ks_state1.d.next = 1.into();
                                            self.ks_set1.d.next = self.a_set.val();
                                            self.ks_exp1.d.next = self.a_exp.val();
                                        } else {
                                            self.ks_state0.d.next = 1.into();
                                            self.ks_set0.d.next = self.a_set.val();
                                            self.ks_exp0.d.next = self.a_exp.val();
                                        }
                                        self.count.d.next = 0.into();
                                        self.state.d.next = KemDeviceState::ZeroBulk;
                                    }
                                } else if self.f_op.q.val() == self.o_erase.val() {
                                    if self.a_slot.val() {
                                        self.ks_state1.d.next = 0.into();
                                        self.ks_exp1.d.next = false;
                                    } else {
                                        self.ks_state0.d.next = 0.into();
                                        self.ks_exp0.d.next = false;
                                    }
                                }
                            } else {
                                self.reply_len.d.next = 0.into();
                                self.status.d.next = self.s_bad_key.val();
                                if self.core.status.val() == 1 {
                                    self.status.d.next = self.s_bad_ek.val();
                                }
                                if self.core.status.val() == 3 {
                                    self.status.d.next = self.s_debug_refused.val();
                                }
                                if self.f_op.q.val() == self.o_import.val() {
                                    self.phase.d.next = RunPhase::PostErase;
                                    self.erase_set.d.next = self.run_set.q.val();
                                    self.state.d.next = KemDeviceState::RunStart;
                                }
                            }
                        }
                        _ => {
                            if self.a_slot.val() {
                                self.ks_state1.d.next = 0.into();
                                self.ks_exp1.d.next = false;
                            } else {
                                self.ks_state0.d.next = 0.into();
                                self.ks_exp0.d.next = false;
                            }
                        }
                    }
                }
            }
            KemDeviceState::ZeroBulk => {
                self.core.host_we.next = true;
                self.core.host_addr.next = self.count.q.val();
                self.core.host_wdata.next = 0.into();
                self.count.d.next = self.count1.val();
                if self.count1.val() == self.ek_a.val() {
                    self.state.d.next = KemDeviceState::Reply;
                }
            }
            KemDeviceState::Reply => {
                self.link.reply_start.next = true;
                if !self.link.reply_busy.val() {
                    self.last_valid.d.next = true;
                    self.state.d.next = KemDeviceState::Idle;
                    if (self.act.q.val() == KemAction::Baud) & (self.status.q.val() == 0) {
                        self.state.d.next = KemDeviceState::BaudWait1;
                    }
                }
            }
            KemDeviceState::BaudWait1 => {
                if self.link.reply_busy.val() {
                    self.state.d.next = KemDeviceState::BaudWait2;
                }
            }
            KemDeviceState::BaudWait2 => {
                if !self.link.reply_busy.val() {
                    self.divisor.d.next = self.new_divisor.q.val();
                    self.state.d.next = KemDeviceState::Idle;
                }
            }
        }

        if self.link.crc_errors.val() != 0 {
            self.crc_seen.d.next = true;
        }
        if self.link.framing_errors.val() != 0 {
            self.framing_seen.d.next = true;
        }
        if self.rst.val() {
            self.state.d.next = KemDeviceState::Boot;
            self.clearing.d.next = false;
            self.last_valid.d.next = false;
            self.divisor.d.next = self.k_default_divisor.val();
            self.locked.d.next = true;
            self.cycles.d.next = 0.into();
            self.ks_state0.d.next = 0.into();
            self.ks_state1.d.next = 0.into();
            self.ks_exp0.d.next = false;
            self.ks_exp1.d.next = false;
            self.crc_seen.d.next = false;
            self.framing_seen.d.next = false;
        }
        self.core.reset.next = self.rst.val() | self.core_reset.val();
        self.leds.next = bit_cast::<8, 1>((self.state.q.val() != KemDeviceState::Idle).into())
            | (bit_cast::<8, 1>(self.link.reply_busy.val().into()) << 1)
            | (bit_cast::<8, 1>(self.crc_seen.q.val().into()) << 2)
            | (bit_cast::<8, 1>(self.framing_seen.q.val().into()) << 3);
    }
}

/// The device's Verilog (module `top`).
pub fn verilog() -> String {
    let mut uut = KemDevice::default();
    uut.connect_all();
    generate_verilog(&uut)
}
