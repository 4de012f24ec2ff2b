//! The serial frame link: UART pins ↔ the request/response frames of [`crate::protocol`].
//!
//! ```text
//!  rx pin ─► UartRx ─► byte FIFO (16) ─► request parser + CRC-32 (1 bit/cycle) ─► rx buffer (512 B)
//!                                              │ link answers (BAD_CRC/BAD_LEN/BUSY, 1 pending)
//!  tx pin ◄─ UartTx ◄─ response sender + CRC-32 (1 bit/cycle) ◄─ tx buffer (512 B) ◄─ processor
//! ```
//!
//! # Ports of [`FrameLink`]
//!
//! | port | dir | width | meaning |
//! |---|---|---|---|
//! | `clock` | in | 1 | rising edge active |
//! | `reset` | in | 1 | synchronous; every FSM to idle, pending answer dropped, counters zeroed, FIFO flushed (takes [`FLUSH_CYCLES`] cycles after reset falls) |
//! | `divisor` | in | 16 | UART bit period in cycles, ≥ [`crate::protocol::MIN_DIVISOR`]; also the timeout's unit |
//! | `rx` / `tx` | in / out | 1 | the UART pins (8N1, idle high) |
//! | `accept` | in | 1 | a request whose sync byte is taken from the FIFO while `accept` is high is *captured* (payload written to the rx buffer) |
//! | `frame_valid` | out | 1 | one-cycle pulse: a captured request with a good CRC and len ≤ 512; payload in rx buffer [0, len) |
//! | `frame_opcode`, `frame_seq` | out | 8 | of the last `frame_valid` or `abort` (held) |
//! | `frame_len` | out | 10 | of the last `frame_valid` (held; 0..=512) |
//! | `abort` | out | 1 | one-cycle pulse: a good ABORT (opcode 0x04, len 0) that was not captured |
//! | `rx_addr` / `rx_data` | in / out | 9 / 8 | rx buffer read port, data one cycle after the address |
//! | `rx_wipe` | in | 1 | while high, the rx buffer byte at `rx_addr` is zeroed (the processor's `Clear`; only while no frame is captured) |
//! | `tx_write`, `tx_addr`, `tx_wdata` | in | 1, 9, 8 | tx buffer write port |
//! | `reply_start` | in | 1 | taken only when `reply_busy` is low (it then wins over a pending link answer) |
//! | `reply_opcode`, `reply_seq`, `reply_status` | in | 8 | the response header, sampled with `reply_start` |
//! | `reply_len` | in | 10 | payload = tx buffer [0, reply_len), 0..=512 |
//! | `reply_busy` | out | 1 | a response (the processor's or the link's) is being sent; falls in the last cycle of the last stop bit |
//! | `crc_errors`, `framing_errors`, `overruns`, `timeouts` | out | 8 | saturating counters |
//!
//! # Behaviour and timing
//!
//! * The parser takes one byte from the FIFO when the CRC shifter is idle and then shifts it
//!   through the CRC-32 register in 8 cycles (one bit per cycle, [`crate::protocol::crc32_bit`]),
//!   so it needs 9 cycles per byte; a byte arrives every 10·divisor ≥ 40 cycles, so the FIFO
//!   never fills unless the line is faster than the divisor. The CRC is checked by running
//!   the register over the 4 CRC bytes as well: the result must be the residue
//!   [`CRC32_RESIDUE`].
//! * **Latency**: `frame_valid` rises 9 cycles after the parser takes the last CRC byte,
//!   i.e. 9·divisor + ⌊divisor/2⌋ + 15 cycles after the falling edge of that byte's start
//!   bit on the pin (2 synchroniser + 1 edge cycles, the RX sample in the middle of the
//!   stop bit, its output register, 2 FIFO cycles, 8 CRC cycles, the check cycle); at
//!   divisor 4 that is 13 cycles after the end of the stop bit. A link answer
//!   (BAD_CRC/BUSY) is decided at the same point; BAD_LEN as soon as the second length byte
//!   has been taken.
//! * A response's start bit goes on the line one cycle after the edge that takes
//!   `reply_start` (or the pending answer); the bytes then follow back to back, and
//!   `reply_busy` is high for (10 + L)·10·divisor + 1 cycles for L payload bytes (it falls in
//!   the last cycle of the last stop bit).
//! * Link answers are header-only (len 0): BAD_CRC (status 1, echoing the received opcode and
//!   sequence number), BAD_LEN (2) for len > 512 (the parser then hunts for the next sync
//!   byte), BUSY (6) for a good non-ABORT request that was not captured. One answer can be
//!   pending while the sender is busy; a newer one replaces it.
//! * Timeout: while a request is in progress, [`crate::protocol::FRAME_TIMEOUT_BIT_PERIODS`]
//!   × divisor cycles without a new byte drop it (no answer, `timeouts` + 1).
//! * Bytes that are not 0xA5 while hunting are skipped. `overruns` counts bytes the
//!   receiver delivered while the FIFO was full (they are lost), `framing_errors` the
//!   receiver's framing errors, `crc_errors` requests with a bad CRC.
//!
//! Memories: two `RAM<Bits<8>, 9>` (one iCE40 EBR each) and the FIFO's `RAM<Bits<8>, 4>`.
//! Area (yosys `synth_ice40`, not placed, whole link with both UARTs): 786 SB_LUT4,
//! 168 SB_CARRY, 463 flip-flops, 3 SB_RAM40_4K (rx buffer, tx buffer, FIFO).
//!
//! Verilator: the exported Verilog needs `-Wno-UNOPTFLAT -Wno-SYMRSVDWORD` on top of the
//! project's flags ([`crate::rtl::link::verilated`] explains why; the FIFO's `read`/`empty`
//! and `UartTx`'s `start`/`ready` form block-level loops only).

pub mod sim;
pub mod unbuffered;
pub mod verilated;

pub use unbuffered::FrameLinkCore;

use rust_hdl::prelude::*;

use crate::protocol::{self, FRAME_TIMEOUT_BIT_PERIODS, MAX_PAYLOAD, Opcode, Status};
use crate::rtl::uart::{UartRx, UartTx};

declare_sync_fifo!(ByteFifo, Bits<8>, 16, 1);

/// The CRC-32 register (before the final XOR) after a message followed by its own CRC
/// (little-endian): the same for every message.
pub const CRC32_RESIDUE: u32 = 0xDEBB_20E3;

/// Cycles after reset during which the link drains its FIFO (and takes no byte).
pub const FLUSH_CYCLES: usize = 20;

const _: () = assert!(MAX_PAYLOAD == 512 && FRAME_TIMEOUT_BIT_PERIODS == 256);

/// Request parser states.
#[derive(Copy, Clone, Debug, PartialEq, Eq, LogicState)]
pub enum ParseState {
    Hunt,
    Op,
    Seq,
    LenLo,
    LenHi,
    Payload,
    Crc,
    Check,
}

/// Response sender states.
#[derive(Copy, Clone, Debug, PartialEq, Eq, LogicState)]
pub enum SendState {
    Idle,
    Header,
    Payload,
    Crc,
    Drain,
}

/// The frame link (see the module documentation).
#[derive(LogicBlock)]
pub struct FrameLink {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub divisor: Signal<In, Bits<16>>,
    pub rx: Signal<In, Bit>,
    pub tx: Signal<Out, Bit>,
    pub accept: Signal<In, Bit>,
    pub frame_valid: Signal<Out, Bit>,
    pub frame_opcode: Signal<Out, Bits<8>>,
    pub frame_seq: Signal<Out, Bits<8>>,
    pub frame_len: Signal<Out, Bits<10>>,
    pub abort: Signal<Out, Bit>,
    pub rx_addr: Signal<In, Bits<9>>,
    pub rx_data: Signal<Out, Bits<8>>,
    pub rx_wipe: Signal<In, Bit>,
    pub tx_write: Signal<In, Bit>,
    pub tx_addr: Signal<In, Bits<9>>,
    pub tx_wdata: Signal<In, Bits<8>>,
    pub reply_start: Signal<In, Bit>,
    pub reply_opcode: Signal<In, Bits<8>>,
    pub reply_seq: Signal<In, Bits<8>>,
    pub reply_status: Signal<In, Bits<8>>,
    pub reply_len: Signal<In, Bits<10>>,
    pub reply_busy: Signal<Out, Bit>,
    pub crc_errors: Signal<Out, Bits<8>>,
    pub framing_errors: Signal<Out, Bits<8>>,
    pub overruns: Signal<Out, Bits<8>>,
    pub timeouts: Signal<Out, Bits<8>>,
    urx: UartRx,
    utx: UartTx,
    fifo: ByteFifo,
    rxbuf: RAM<Bits<8>, 9>,
    txbuf: RAM<Bits<8>, 9>,
    // Parser.
    flush: DFF<Bits<5>>,
    pstate: DFF<ParseState>,
    captured: DFF<Bit>,
    p_op: DFF<Bits<8>>,
    p_seq: DFF<Bits<8>>,
    p_lenlo: DFF<Bits<8>>,
    p_len: DFF<Bits<10>>,
    pcnt: DFF<Bits<10>>,
    crc: DFF<Bits<32>>,
    crc_sh: DFF<Bits<8>>,
    crc_left: DFF<Bits<4>>,
    tdiv: DFF<Bits<16>>,
    tbits: DFF<Bits<9>>,
    fv: DFF<Bit>,
    ab: DFF<Bit>,
    f_op: DFF<Bits<8>>,
    f_seq: DFF<Bits<8>>,
    f_len: DFF<Bits<10>>,
    // Pending link answer.
    pend_v: DFF<Bit>,
    pend_op: DFF<Bits<8>>,
    pend_seq: DFF<Bits<8>>,
    pend_st: DFF<Bits<8>>,
    // Sender.
    tstate: DFF<SendState>,
    r_op: DFF<Bits<8>>,
    r_seq: DFF<Bits<8>>,
    r_st: DFF<Bits<8>>,
    r_len: DFF<Bits<10>>,
    tcnt: DFF<Bits<10>>,
    tcrc: DFF<Bits<32>>,
    tcrc_sh: DFF<Bits<8>>,
    tcrc_left: DFF<Bits<4>>,
    // Counters.
    n_crc: DFF<Bits<8>>,
    n_frm: DFF<Bits<8>>,
    n_ovr: DFF<Bits<8>>,
    n_tmo: DFF<Bits<8>>,
    // Combinational.
    byte_in: Signal<Local, Bits<8>>,
    pop: Signal<Local, Bit>,
    len16: Signal<Local, Bits<16>>,
    pcnt1: Signal<Local, Bits<10>>,
    tdiv1: Signal<Local, Bits<16>>,
    tbits1: Signal<Local, Bits<9>>,
    tbyte: Signal<Local, Bits<8>>,
    tcrc_n: Signal<Local, Bits<32>>,
    send_ok: Signal<Local, Bit>,
    take: Signal<Local, Bit>,
    tcnt1: Signal<Local, Bits<10>>,
    k_ones: Constant<Bits<32>>,
    k_poly: Constant<Bits<32>>,
    k_residue: Constant<Bits<32>>,
    k_sync: Constant<Bits<8>>,
    k_rsync: Constant<Bits<8>>,
    k_abort: Constant<Bits<8>>,
    k_bad_crc: Constant<Bits<8>>,
    k_bad_len: Constant<Bits<8>>,
    k_busy: Constant<Bits<8>>,
    k_max: Constant<Bits<16>>,
    k_timeout: Constant<Bits<9>>,
    k_flush: Constant<Bits<5>>,
}

impl Default for FrameLink {
    fn default() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            divisor: Default::default(),
            rx: Default::default(),
            tx: Default::default(),
            accept: Default::default(),
            frame_valid: Default::default(),
            frame_opcode: Default::default(),
            frame_seq: Default::default(),
            frame_len: Default::default(),
            abort: Default::default(),
            rx_addr: Default::default(),
            rx_wipe: Default::default(),
            rx_data: Default::default(),
            tx_write: Default::default(),
            tx_addr: Default::default(),
            tx_wdata: Default::default(),
            reply_start: Default::default(),
            reply_opcode: Default::default(),
            reply_seq: Default::default(),
            reply_status: Default::default(),
            reply_len: Default::default(),
            reply_busy: Default::default(),
            crc_errors: Default::default(),
            framing_errors: Default::default(),
            overruns: Default::default(),
            timeouts: Default::default(),
            urx: Default::default(),
            utx: Default::default(),
            fifo: Default::default(),
            rxbuf: Default::default(),
            txbuf: Default::default(),
            flush: Default::default(),
            pstate: Default::default(),
            captured: Default::default(),
            p_op: Default::default(),
            p_seq: Default::default(),
            p_lenlo: Default::default(),
            p_len: Default::default(),
            pcnt: Default::default(),
            crc: Default::default(),
            crc_sh: Default::default(),
            crc_left: Default::default(),
            tdiv: Default::default(),
            tbits: Default::default(),
            fv: Default::default(),
            ab: Default::default(),
            f_op: Default::default(),
            f_seq: Default::default(),
            f_len: Default::default(),
            pend_v: Default::default(),
            pend_op: Default::default(),
            pend_seq: Default::default(),
            pend_st: Default::default(),
            tstate: Default::default(),
            r_op: Default::default(),
            r_seq: Default::default(),
            r_st: Default::default(),
            r_len: Default::default(),
            tcnt: Default::default(),
            tcrc: Default::default(),
            tcrc_sh: Default::default(),
            tcrc_left: Default::default(),
            n_crc: Default::default(),
            n_frm: Default::default(),
            n_ovr: Default::default(),
            n_tmo: Default::default(),
            byte_in: Default::default(),
            pop: Default::default(),
            len16: Default::default(),
            pcnt1: Default::default(),
            tdiv1: Default::default(),
            tbits1: Default::default(),
            tbyte: Default::default(),
            tcrc_n: Default::default(),
            send_ok: Default::default(),
            take: Default::default(),
            tcnt1: Default::default(),
            k_ones: Constant::new(0xFFFF_FFFFu64.into()),
            k_poly: Constant::new(u64::from(protocol::CRC32_POLY).into()),
            k_residue: Constant::new(u64::from(CRC32_RESIDUE).into()),
            k_sync: Constant::new(u64::from(protocol::REQUEST_SYNC).into()),
            k_rsync: Constant::new(u64::from(protocol::RESPONSE_SYNC).into()),
            k_abort: Constant::new(u64::from(Opcode::Abort.code()).into()),
            k_bad_crc: Constant::new(u64::from(Status::BadCrc.code()).into()),
            k_bad_len: Constant::new(u64::from(Status::BadLen.code()).into()),
            k_busy: Constant::new(u64::from(Status::Busy.code()).into()),
            k_max: Constant::new((MAX_PAYLOAD as u64).into()),
            k_timeout: Constant::new(u64::from(FRAME_TIMEOUT_BIT_PERIODS).into()),
            k_flush: Constant::new((FLUSH_CYCLES as u64).into()),
        }
    }
}

impl Logic for FrameLink {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, flush, pstate, captured, p_op, p_seq, p_lenlo, p_len, pcnt, crc, crc_sh,
            crc_left, tdiv, tbits, fv, ab, f_op, f_seq, f_len, pend_v, pend_op, pend_seq, pend_st,
            tstate, r_op, r_seq, r_st, r_len, tcnt, tcrc, tcrc_sh, tcrc_left, n_crc, n_frm, n_ovr,
            n_tmo
        );
        // ---- UART receiver into the FIFO.
        self.urx.clock.next = self.clock.val();
        self.urx.reset.next = self.reset.val();
        self.urx.divisor.next = self.divisor.val();
        self.urx.rx.next = self.rx.val();
        self.fifo.clock.next = self.clock.val();
        self.fifo.write.next = self.urx.valid.val();
        self.fifo.data_in.next = self.urx.data.val();
        if self.urx.valid.val() & self.fifo.full.val() & (self.n_ovr.q.val() != 255) {
            self.n_ovr.d.next = self.n_ovr.q.val() + 1;
        }
        if self.urx.framing_error.val() & (self.n_frm.q.val() != 255) {
            self.n_frm.d.next = self.n_frm.q.val() + 1;
        }

        // ---- Request parser.
        self.byte_in.next = self.fifo.data_out.val();
        self.pop.next = !self.fifo.empty.val()
            & (self.flush.q.val() == 0)
            & (self.crc_left.q.val() == 0)
            & (self.pstate.q.val() != ParseState::Check);
        self.fifo.read.next = self.pop.val() | ((self.flush.q.val() != 0) & !self.fifo.empty.val());
        if self.flush.q.val() != 0 {
            self.flush.d.next = self.flush.q.val() - 1;
        }
        self.len16.next =
            (bit_cast::<16, 8>(self.byte_in.val()) << 8) | bit_cast::<16, 8>(self.p_lenlo.q.val());
        self.pcnt1.next = self.pcnt.q.val() + 1;
        self.tdiv1.next = self.tdiv.q.val() + 1;
        self.tbits1.next = self.tbits.q.val() + 1;
        self.fv.d.next = false;
        self.ab.d.next = false;
        self.rxbuf.write_clock.next = self.clock.val();
        self.rxbuf.read_clock.next = self.clock.val();
        self.rxbuf.write_enable.next = false;
        self.rxbuf.write_address.next = self.pcnt.q.val().get_bits::<9>(0);
        self.rxbuf.write_data.next = self.byte_in.val();
        self.rxbuf.read_address.next = self.rx_addr.val();
        self.rx_data.next = self.rxbuf.read_data.val();

        // CRC: one bit per cycle.
        if self.crc_left.q.val() != 0 {
            if self.crc.q.val().get_bit(0) != self.crc_sh.q.val().get_bit(0) {
                self.crc.d.next = (self.crc.q.val() >> 1) ^ self.k_poly.val();
            } else {
                self.crc.d.next = self.crc.q.val() >> 1;
            }
            self.crc_sh.d.next = self.crc_sh.q.val() >> 1;
            self.crc_left.d.next = self.crc_left.q.val() - 1;
        }
        // Timeout between bytes of a request.
        if (self.pstate.q.val() != ParseState::Hunt) & (self.pstate.q.val() != ParseState::Check) {
            self.tdiv.d.next = self.tdiv1.val();
            if self.tdiv1.val() >= self.divisor.val() {
                self.tdiv.d.next = 0.into();
                self.tbits.d.next = self.tbits1.val();
                if self.tbits1.val() == self.k_timeout.val() {
                    self.pstate.d.next = ParseState::Hunt;
                    if self.n_tmo.q.val() != 255 {
                        self.n_tmo.d.next = self.n_tmo.q.val() + 1;
                    }
                }
            }
        } else {
            self.tdiv.d.next = 0.into();
            self.tbits.d.next = 0.into();
        }
        if self.pop.val() {
            self.tdiv.d.next = 0.into();
            self.tbits.d.next = 0.into();
            if self.pstate.q.val() != ParseState::Hunt {
                self.crc_sh.d.next = self.byte_in.val();
                self.crc_left.d.next = 8.into();
            }
            match self.pstate.q.val() {
                ParseState::Hunt => {
                    if self.byte_in.val() == self.k_sync.val() {
                        self.pstate.d.next = ParseState::Op;
                        self.captured.d.next = self.accept.val();
                        self.crc.d.next = self.k_ones.val();
                    }
                }
                ParseState::Op => {
                    self.p_op.d.next = self.byte_in.val();
                    self.pstate.d.next = ParseState::Seq;
                }
                ParseState::Seq => {
                    self.p_seq.d.next = self.byte_in.val();
                    self.pstate.d.next = ParseState::LenLo;
                }
                ParseState::LenLo => {
                    self.p_lenlo.d.next = self.byte_in.val();
                    self.pstate.d.next = ParseState::LenHi;
                }
                ParseState::LenHi => {
                    self.p_len.d.next = self.len16.val().get_bits::<10>(0);
                    self.pcnt.d.next = 0.into();
                    if self.len16.val() > self.k_max.val() {
                        self.pstate.d.next = ParseState::Hunt;
                        self.pend_v.d.next = true;
                        self.pend_op.d.next = self.p_op.q.val();
                        self.pend_seq.d.next = self.p_seq.q.val();
                        self.pend_st.d.next = self.k_bad_len.val();
                    } else if self.len16.val() == 0 {
                        self.pstate.d.next = ParseState::Crc;
                    } else {
                        self.pstate.d.next = ParseState::Payload;
                    }
                }
                ParseState::Payload => {
                    self.rxbuf.write_enable.next = self.captured.q.val();
                    self.pcnt.d.next = self.pcnt1.val();
                    if self.pcnt1.val() == self.p_len.q.val() {
                        self.pcnt.d.next = 0.into();
                        self.pstate.d.next = ParseState::Crc;
                    }
                }
                ParseState::Crc => {
                    self.pcnt.d.next = self.pcnt1.val();
                    if self.pcnt.q.val() == 3 {
                        self.pstate.d.next = ParseState::Check;
                    }
                }
                ParseState::Check => {}
            }
        }
        if (self.pstate.q.val() == ParseState::Check) & (self.crc_left.q.val() == 0) {
            self.pstate.d.next = ParseState::Hunt;
            if self.crc.q.val() == self.k_residue.val() {
                if self.captured.q.val() {
                    self.fv.d.next = true;
                    self.f_op.d.next = self.p_op.q.val();
                    self.f_seq.d.next = self.p_seq.q.val();
                    self.f_len.d.next = self.p_len.q.val();
                } else if (self.p_op.q.val() == self.k_abort.val()) & (self.p_len.q.val() == 0) {
                    self.ab.d.next = true;
                    self.f_op.d.next = self.p_op.q.val();
                    self.f_seq.d.next = self.p_seq.q.val();
                } else {
                    self.pend_v.d.next = true;
                    self.pend_op.d.next = self.p_op.q.val();
                    self.pend_seq.d.next = self.p_seq.q.val();
                    self.pend_st.d.next = self.k_busy.val();
                }
            } else {
                if self.n_crc.q.val() != 255 {
                    self.n_crc.d.next = self.n_crc.q.val() + 1;
                }
                self.pend_v.d.next = true;
                self.pend_op.d.next = self.p_op.q.val();
                self.pend_seq.d.next = self.p_seq.q.val();
                self.pend_st.d.next = self.k_bad_crc.val();
            }
        }

        // ---- Response sender.
        self.utx.clock.next = self.clock.val();
        self.utx.reset.next = self.reset.val();
        self.utx.divisor.next = self.divisor.val();
        self.txbuf.write_clock.next = self.clock.val();
        self.txbuf.read_clock.next = self.clock.val();
        self.txbuf.write_enable.next = self.tx_write.val();
        self.txbuf.write_address.next = self.tx_addr.val();
        self.txbuf.write_data.next = self.tx_wdata.val();
        self.txbuf.read_address.next = self.tcnt.q.val().get_bits::<9>(0);
        self.tcrc_n.next = !self.tcrc.q.val();
        self.tcnt1.next = self.tcnt.q.val() + 1;
        self.tbyte.next = self.k_rsync.val();
        match self.tstate.q.val() {
            SendState::Header => {
                if self.tcnt.q.val() == 1 {
                    self.tbyte.next = self.r_op.q.val();
                } else if self.tcnt.q.val() == 2 {
                    self.tbyte.next = self.r_seq.q.val();
                } else if self.tcnt.q.val() == 3 {
                    self.tbyte.next = self.r_st.q.val();
                } else if self.tcnt.q.val() == 4 {
                    self.tbyte.next = self.r_len.q.val().get_bits::<8>(0);
                } else if self.tcnt.q.val() == 5 {
                    self.tbyte.next = bit_cast::<8, 2>(self.r_len.q.val().get_bits::<2>(8));
                }
            }
            SendState::Payload => {
                self.tbyte.next = self.txbuf.read_data.val();
            }
            SendState::Crc => {
                if self.tcnt.q.val() == 0 {
                    self.tbyte.next = self.tcrc_n.val().get_bits::<8>(0);
                } else if self.tcnt.q.val() == 1 {
                    self.tbyte.next = self.tcrc_n.val().get_bits::<8>(8);
                } else if self.tcnt.q.val() == 2 {
                    self.tbyte.next = self.tcrc_n.val().get_bits::<8>(16);
                } else {
                    self.tbyte.next = self.tcrc_n.val().get_bits::<8>(24);
                }
            }
            _ => {}
        }
        self.send_ok.next = ((self.tstate.q.val() == SendState::Header)
            | (self.tstate.q.val() == SendState::Payload)
            | (self.tstate.q.val() == SendState::Crc))
            & (self.tcrc_left.q.val() == 0);
        self.take.next = self.send_ok.val() & self.utx.ready.val();
        self.utx.start.next = self.send_ok.val();
        self.utx.data.next = self.tbyte.val();
        if self.tcrc_left.q.val() != 0 {
            if self.tcrc.q.val().get_bit(0) != self.tcrc_sh.q.val().get_bit(0) {
                self.tcrc.d.next = (self.tcrc.q.val() >> 1) ^ self.k_poly.val();
            } else {
                self.tcrc.d.next = self.tcrc.q.val() >> 1;
            }
            self.tcrc_sh.d.next = self.tcrc_sh.q.val() >> 1;
            self.tcrc_left.d.next = self.tcrc_left.q.val() - 1;
        }
        if self.take.val() {
            self.tcnt.d.next = self.tcnt1.val();
            if (self.tstate.q.val() == SendState::Payload)
                | ((self.tstate.q.val() == SendState::Header) & (self.tcnt.q.val() != 0))
            {
                self.tcrc_sh.d.next = self.tbyte.val();
                self.tcrc_left.d.next = 8.into();
            }
            if self.tstate.q.val() == SendState::Header {
                if self.tcnt.q.val() == 5 {
                    self.tcnt.d.next = 0.into();
                    if self.r_len.q.val() == 0 {
                        self.tstate.d.next = SendState::Crc;
                    } else {
                        self.tstate.d.next = SendState::Payload;
                    }
                }
            } else if self.tstate.q.val() == SendState::Payload {
                if self.tcnt1.val() == self.r_len.q.val() {
                    self.tcnt.d.next = 0.into();
                    self.tstate.d.next = SendState::Crc;
                }
            } else if self.tcnt.q.val() == 3 {
                self.tstate.d.next = SendState::Drain;
            }
        }
        if (self.tstate.q.val() == SendState::Drain) & self.utx.ready.val() {
            self.tstate.d.next = SendState::Idle;
        }
        if self.tstate.q.val() == SendState::Idle {
            if self.reply_start.val() {
                self.tstate.d.next = SendState::Header;
                self.tcnt.d.next = 0.into();
                self.tcrc.d.next = self.k_ones.val();
                self.r_op.d.next = self.reply_opcode.val();
                self.r_seq.d.next = self.reply_seq.val();
                self.r_st.d.next = self.reply_status.val();
                self.r_len.d.next = self.reply_len.val();
            } else if self.pend_v.q.val() {
                self.tstate.d.next = SendState::Header;
                self.tcnt.d.next = 0.into();
                self.tcrc.d.next = self.k_ones.val();
                self.r_op.d.next = self.pend_op.q.val();
                self.r_seq.d.next = self.pend_seq.q.val();
                self.r_st.d.next = self.pend_st.q.val();
                self.r_len.d.next = 0.into();
                // A new answer decided in this same cycle (below) stays pending.
                self.pend_v.d.next = false;
            }
        }
        // The parser's answers (set above) win over the clear: re-assert them.
        if (self.pstate.q.val() == ParseState::LenHi)
            & self.pop.val()
            & (self.len16.val() > self.k_max.val())
        {
            self.pend_v.d.next = true;
        }
        if (self.pstate.q.val() == ParseState::Check)
            & (self.crc_left.q.val() == 0)
            & ((self.crc.q.val() != self.k_residue.val())
                | (!self.captured.q.val()
                    & !((self.p_op.q.val() == self.k_abort.val()) & (self.p_len.q.val() == 0))))
        {
            self.pend_v.d.next = true;
        }

        if self.reset.val() {
            self.flush.d.next = self.k_flush.val();
            self.pstate.d.next = ParseState::Hunt;
            self.crc_left.d.next = 0.into();
            self.fv.d.next = false;
            self.ab.d.next = false;
            self.pend_v.d.next = false;
            self.tstate.d.next = SendState::Idle;
            self.tcrc_left.d.next = 0.into();
            self.n_crc.d.next = 0.into();
            self.n_frm.d.next = 0.into();
            self.n_ovr.d.next = 0.into();
            self.n_tmo.d.next = 0.into();
        }
        self.tx.next = self.utx.tx.val();
        self.frame_valid.next = self.fv.q.val();
        self.abort.next = self.ab.q.val();
        self.frame_opcode.next = self.f_op.q.val();
        self.frame_seq.next = self.f_seq.q.val();
        self.frame_len.next = self.f_len.q.val();
        self.reply_busy.next = self.tstate.q.val() != SendState::Idle;
        self.crc_errors.next = self.n_crc.q.val();
        self.framing_errors.next = self.n_frm.q.val();
        self.overruns.next = self.n_ovr.q.val();
        self.timeouts.next = self.n_tmo.q.val();
        if self.rx_wipe.val() {
            self.rxbuf.write_enable.next = true;
            self.rxbuf.write_address.next = self.rx_addr.val();
            self.rxbuf.write_data.next = 0.into();
        }
    }
}

/// The link's Verilog (module `top`).
pub fn verilog_of_link() -> String {
    crate::rtl::ntt::verilog_of::<FrameLink>()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crc_residue() {
        for msg in [&b""[..], b"123456789", &[0xA5; 40]] {
            let mut c = 0xFFFF_FFFFu32;
            let mut all = msg.to_vec();
            all.extend_from_slice(&protocol::crc32(msg).to_le_bytes());
            for b in all {
                for i in 0..8 {
                    c = protocol::crc32_bit(c, (b >> i) & 1 == 1);
                }
            }
            assert_eq!(c, CRC32_RESIDUE);
        }
    }
}
