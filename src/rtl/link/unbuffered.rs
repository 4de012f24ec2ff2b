//! [`FrameLinkCore`]: the frame link of the protocol 3 device ([`crate::protocol::v3`]) —
//! [`super::FrameLink`]'s UART, parser, CRC-32, link answers, timeout, counters and sender,
//! without its two 512-byte buffers and without its 16-byte FIFO (one EBR): a received byte
//! waits in a register, since one arrives every ≥ 10 × [`protocol::MIN_DIVISOR`] = 40 cycles
//! and the parser takes one within 10 (`overruns` counts a byte that finds the register
//! still full). A captured request's payload leaves through a
//! write port into the device's byte memory as it arrives, and a response's payload is read
//! from that memory; requests carry up to [`v3::MAX_REQUEST`] bytes (11-bit lengths).
//!
//! It differs from [`super::FrameLink`] (the protocol 2 device's link, which it replaces when
//! the protocol 3 device takes over the board; until then the two share their behaviour and
//! `tests/rtl_link.rs` checks both) only in these ports:
//!
//! | port | dir | width | meaning |
//! |---|---|---|---|
//! | `frame_opcode`, `frame_seq` | out | 8 | of a request in its `frame_valid` or `abort` cycle, not held (the parser's header registers, until the next request's header overwrites them) |
//! | `frame_len` | out | 11 | of a request in its `frame_valid` cycle (0..=1601), not held |
//! | `frame_bad` | out | 1 | one-cycle pulse: a request (captured or not) failed its CRC; `hdr_opcode`, `hdr_seq` are its own in that cycle |
//! | `hdr_opcode`, `hdr_seq` | out | 8 | the request being received, from its header on (the device suppresses the payload's writes for a repeat of its last request, whose response it keeps) |
//! | `rx_we`, `rx_waddr`, `rx_wdata` | out | 1, 11, 8 | a captured request's payload byte `rx_waddr` (0, 1, …), one cycle per byte as the parser takes it |
//! | `tx_raddr`, `tx_rdata` | out, in | 11, 8 | the response payload's read port: the byte at `tx_raddr` is expected on `tx_rdata` one cycle later (a synchronous RAM), and held while the address is |
//! | `reply_len` | in | 11 | payload = memory [0, reply_len), 0..=1600 |
//!
//! BAD_LEN answers a length above [`v3::MAX_REQUEST`]. Timing as [`super::FrameLink`]'s.

use rust_hdl::prelude::*;

use super::{CRC32_RESIDUE, FLUSH_CYCLES, ParseState, SendState};
use crate::protocol::{self, FRAME_TIMEOUT_BIT_PERIODS, Opcode, Status, v3};
use crate::rtl::uart::{UartRx, UartTx};

/// The frame link without its buffers (see the module documentation).
#[derive(LogicBlock)]
pub struct FrameLinkCore {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub divisor: Signal<In, Bits<16>>,
    pub rx: Signal<In, Bit>,
    pub tx: Signal<Out, Bit>,
    pub accept: Signal<In, Bit>,
    pub frame_valid: Signal<Out, Bit>,
    pub frame_opcode: Signal<Out, Bits<8>>,
    pub frame_seq: Signal<Out, Bits<8>>,
    pub frame_len: Signal<Out, Bits<11>>,
    pub abort: Signal<Out, Bit>,
    pub frame_bad: Signal<Out, Bit>,
    pub hdr_opcode: Signal<Out, Bits<8>>,
    pub hdr_seq: Signal<Out, Bits<8>>,
    pub rx_we: Signal<Out, Bit>,
    pub rx_waddr: Signal<Out, Bits<11>>,
    pub rx_wdata: Signal<Out, Bits<8>>,
    pub tx_raddr: Signal<Out, Bits<11>>,
    pub tx_rdata: Signal<In, Bits<8>>,
    pub reply_start: Signal<In, Bit>,
    pub reply_opcode: Signal<In, Bits<8>>,
    pub reply_seq: Signal<In, Bits<8>>,
    pub reply_status: Signal<In, Bits<8>>,
    pub reply_len: Signal<In, Bits<11>>,
    pub reply_busy: Signal<Out, Bit>,
    pub crc_errors: Signal<Out, Bits<8>>,
    pub framing_errors: Signal<Out, Bits<8>>,
    pub overruns: Signal<Out, Bits<8>>,
    pub timeouts: Signal<Out, Bits<8>>,
    urx: UartRx,
    utx: UartTx,
    /// The received byte waiting for the parser (no FIFO: a byte arrives every ≥ 40 cycles,
    /// the parser takes one within 10).
    rx_hold: DFF<Bits<8>>,
    rx_full: DFF<Bit>,
    // Parser.
    flush: DFF<Bits<5>>,
    pstate: DFF<ParseState>,
    captured: DFF<Bit>,
    p_op: DFF<Bits<8>>,
    p_seq: DFF<Bits<8>>,
    p_lenlo: DFF<Bits<8>>,
    p_len: DFF<Bits<11>>,
    pcnt: DFF<Bits<11>>,
    crc: DFF<Bits<32>>,
    crc_sh: DFF<Bits<8>>,
    crc_left: DFF<Bits<4>>,
    tdiv: DFF<Bits<16>>,
    tbits: DFF<Bits<9>>,
    fv: DFF<Bit>,
    bad: DFF<Bit>,
    ab: DFF<Bit>,
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
    r_len: DFF<Bits<11>>,
    tcnt: DFF<Bits<11>>,
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
    pcnt1: Signal<Local, Bits<11>>,
    tdiv1: Signal<Local, Bits<16>>,
    tbits1: Signal<Local, Bits<9>>,
    tbyte: Signal<Local, Bits<8>>,
    tcrc_n: Signal<Local, Bits<32>>,
    send_ok: Signal<Local, Bit>,
    take: Signal<Local, Bit>,
    tcnt1: Signal<Local, Bits<11>>,
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

impl Default for FrameLinkCore {
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
            frame_bad: Default::default(),
            hdr_opcode: Default::default(),
            hdr_seq: Default::default(),
            rx_we: Default::default(),
            rx_waddr: Default::default(),
            rx_wdata: Default::default(),
            tx_raddr: Default::default(),
            tx_rdata: Default::default(),
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
            rx_hold: Default::default(),
            rx_full: Default::default(),
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
            bad: Default::default(),
            ab: Default::default(),
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
            k_max: Constant::new((v3::MAX_REQUEST as u64).into()),
            k_timeout: Constant::new(u64::from(FRAME_TIMEOUT_BIT_PERIODS).into()),
            k_flush: Constant::new((FLUSH_CYCLES as u64).into()),
        }
    }
}

impl Logic for FrameLinkCore {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, rx_hold, rx_full, flush, pstate, captured, p_op, p_seq, p_lenlo, p_len,
            pcnt, crc, crc_sh, crc_left, tdiv, tbits, fv, bad, ab, pend_v, pend_op, pend_seq,
            pend_st, tstate, r_op, r_seq, r_st, r_len, tcnt, tcrc, tcrc_sh, tcrc_left, n_crc,
            n_frm, n_ovr, n_tmo
        );
        // ---- UART receiver into the holding register.
        self.urx.clock.next = self.clock.val();
        self.urx.reset.next = self.reset.val();
        self.urx.divisor.next = self.divisor.val();
        self.urx.rx.next = self.rx.val();
        if self.urx.framing_error.val() & (self.n_frm.q.val() != 255) {
            self.n_frm.d.next = self.n_frm.q.val() + 1;
        }

        // ---- Request parser.
        self.byte_in.next = self.rx_hold.q.val();
        self.pop.next = self.rx_full.q.val()
            & (self.flush.q.val() == 0)
            & (self.crc_left.q.val() == 0)
            & (self.pstate.q.val() != ParseState::Check);
        if self.pop.val() | (self.flush.q.val() != 0) {
            self.rx_full.d.next = false;
        }
        if self.urx.valid.val() & (self.flush.q.val() == 0) {
            if self.rx_full.q.val() & !self.pop.val() {
                // Lost: the parser has not taken the previous byte (a line faster than the
                // divisor).
                if self.n_ovr.q.val() != 255 {
                    self.n_ovr.d.next = self.n_ovr.q.val() + 1;
                }
            } else {
                self.rx_hold.d.next = self.urx.data.val();
                self.rx_full.d.next = true;
            }
        }
        if self.flush.q.val() != 0 {
            self.flush.d.next = self.flush.q.val() - 1;
        }
        self.len16.next =
            (bit_cast::<16, 8>(self.byte_in.val()) << 8) | bit_cast::<16, 8>(self.p_lenlo.q.val());
        self.pcnt1.next = self.pcnt.q.val() + 1;
        self.tdiv1.next = self.tdiv.q.val() + 1;
        self.tbits1.next = self.tbits.q.val() + 1;
        self.fv.d.next = false;
        self.bad.d.next = false;
        self.ab.d.next = false;
        self.rx_we.next = false;
        self.rx_waddr.next = self.pcnt.q.val();
        self.rx_wdata.next = self.byte_in.val();
        self.hdr_opcode.next = self.p_op.q.val();
        self.hdr_seq.next = self.p_seq.q.val();

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
                    self.p_len.d.next = self.len16.val().get_bits::<11>(0);
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
                    self.rx_we.next = self.captured.q.val();
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
                } else if (self.p_op.q.val() == self.k_abort.val()) & (self.p_len.q.val() == 0) {
                    self.ab.d.next = true;
                } else {
                    self.pend_v.d.next = true;
                    self.pend_op.d.next = self.p_op.q.val();
                    self.pend_seq.d.next = self.p_seq.q.val();
                    self.pend_st.d.next = self.k_busy.val();
                }
            } else {
                self.bad.d.next = true;
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
        self.tx_raddr.next = self.tcnt.q.val();
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
                    self.tbyte.next = bit_cast::<8, 3>(self.r_len.q.val().get_bits::<3>(8));
                }
            }
            SendState::Payload => {
                self.tbyte.next = self.tx_rdata.val();
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
            self.bad.d.next = false;
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
        self.frame_bad.next = self.bad.q.val();
        self.abort.next = self.ab.q.val();
        // The header's own registers: the parser leaves them alone for at least two cycles
        // after a check (the next request's opcode follows its sync byte).
        self.frame_opcode.next = self.p_op.q.val();
        self.frame_seq.next = self.p_seq.q.val();
        self.frame_len.next = self.p_len.q.val();
        self.reply_busy.next = self.tstate.q.val() != SendState::Idle;
        self.crc_errors.next = self.n_crc.q.val();
        self.framing_errors.next = self.n_frm.q.val();
        self.overruns.next = self.n_ovr.q.val();
        self.timeouts.next = self.n_tmo.q.val();
    }
}
