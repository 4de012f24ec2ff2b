//! 8N1 UART receiver and transmitter with a run-time bit period.
//!
//! Line format: idle high, one start bit (low), 8 data bits LSB first, one stop bit (high).
//! A bit lasts `divisor` clock cycles (`divisor` ≥ 4, a run-time input; at
//! [`crate::params::CLOCK_HZ`] ≈ 47.92 MHz the default 1 Mbaud is `divisor` = 48). Software twin:
//! [`crate::model::uart`] ([`crate::model::uart::UartDecoder`] is cycle-for-cycle the same
//! receiver, without the two synchroniser stages).
//!
//! # [`UartRx`]
//!
//! | port | dir | width | meaning |
//! |---|---|---|---|
//! | `clock` | in | 1 | rising edge active |
//! | `reset` | in | 1 | synchronous: back to hunting (a byte in progress is dropped) |
//! | `divisor` | in | 16 | cycles per bit, 4..=65535; read every cycle (change it only while the line is idle) |
//! | `rx` | in | 1 | the pin (asynchronous; two flip-flops synchronise it) |
//! | `data` | out | 8 | the last byte received (held) |
//! | `valid` | out | 1 | one-cycle pulse: `data` is a new byte |
//! | `framing_error` | out | 1 | one-cycle pulse: the stop bit read low; the byte is dropped |
//!
//! The receiver hunts for a falling edge of the synchronised line, re-checks the start bit
//! ⌊divisor/2⌋ cycles later (a low glitch shorter than that is ignored), then samples every
//! data bit and the stop bit one `divisor` later each, i.e. in the middle of the bit. After a
//! framing error it waits for the line to be high before hunting again.
//!
//! **Latency**: `valid` rises 2 (synchroniser) + 1 (edge register) + ⌊divisor/2⌋ + 9·divisor
//! plus 1 cycles after the falling edge of the start bit on the pin, i.e. in the middle of
//! the stop bit (+ 3 cycles). Tolerance: a sender whose bit period differs by up to about ±4 %
//! (the last sample stays inside the stop bit) is received; ±3 % is tested at divisor 50.
//!
//! # [`UartTx`]
//!
//! | port | dir | width | meaning |
//! |---|---|---|---|
//! | `clock`, `reset` | in | 1 | reset: line back to idle high at once, `ready` high |
//! | `divisor` | in | 16 | cycles per bit, ≥ 4 |
//! | `data` | in | 8 | the byte to send, taken with `start` |
//! | `start` | in | 1 | taken in a cycle where `ready` is high |
//! | `ready` | out | 1 | high while idle and in the last cycle of a stop bit (depends on registers only) |
//! | `tx` | out | 1 | the pin, from a flip-flop; idle high |
//!
//! **Timing**: the start bit appears on `tx` at the edge that takes `start`; a byte takes
//! exactly 10·divisor cycles; with `start` held (new `data` whenever `ready`) bytes follow
//! each other with no idle time. Area is a 16-bit counter, a 10-bit shift register and a 4-bit
//! bit counter (RX: 16-bit counter, 8-bit shift register, 3-bit bit counter, 3 state bits).

pub mod sim;
pub mod verilated;

use rust_hdl::prelude::*;

/// [`UartRx`] states.
#[derive(Copy, Clone, Debug, PartialEq, Eq, LogicState)]
pub enum RxState {
    Idle,
    Start,
    Data,
    Stop,
    WaitHigh,
}

/// 8N1 receiver (see the module documentation).
#[derive(LogicBlock, Default)]
pub struct UartRx {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub divisor: Signal<In, Bits<16>>,
    pub rx: Signal<In, Bit>,
    pub data: Signal<Out, Bits<8>>,
    pub valid: Signal<Out, Bit>,
    pub framing_error: Signal<Out, Bit>,
    /// The synchroniser and edge registers hold the line inverted, so that they power up
    /// as an idle (high) line.
    sync1_n: DFF<Bit>,
    sync2_n: DFF<Bit>,
    prev_n: DFF<Bit>,
    line: Signal<Local, Bit>,
    state: DFF<RxState>,
    cnt: DFF<Bits<16>>,
    bitn: DFF<Bits<3>>,
    shift: DFF<Bits<8>>,
    data_q: DFF<Bits<8>>,
    valid_q: DFF<Bit>,
    ferr_q: DFF<Bit>,
    cnt1: Signal<Local, Bits<16>>,
    half: Signal<Local, Bits<16>>,
}

impl Logic for UartRx {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, sync1_n, sync2_n, prev_n, state, cnt, bitn, shift, data_q, valid_q, ferr_q
        );
        self.cnt1.next = self.cnt.q.val() + 1;
        self.half.next = self.divisor.val() >> 1;
        self.sync1_n.d.next = !self.rx.val();
        self.sync2_n.d.next = self.sync1_n.q.val();
        self.prev_n.d.next = self.sync2_n.q.val();
        self.line.next = !self.sync2_n.q.val();
        self.valid_q.d.next = false;
        self.ferr_q.d.next = false;
        match self.state.q.val() {
            RxState::Idle => {
                if !self.prev_n.q.val() & self.sync2_n.q.val() {
                    self.state.d.next = RxState::Start;
                    self.cnt.d.next = 0.into();
                }
            }
            RxState::Start => {
                self.cnt.d.next = self.cnt1.val();
                if self.cnt1.val() == self.half.val() {
                    if self.line.val() {
                        self.state.d.next = RxState::Idle;
                    } else {
                        self.state.d.next = RxState::Data;
                        self.cnt.d.next = 0.into();
                        self.bitn.d.next = 0.into();
                    }
                }
            }
            RxState::Data => {
                self.cnt.d.next = self.cnt1.val();
                if self.cnt1.val() >= self.divisor.val() {
                    self.cnt.d.next = 0.into();
                    if self.line.val() {
                        self.shift.d.next = (self.shift.q.val() >> 1) | 0x80;
                    } else {
                        self.shift.d.next = self.shift.q.val() >> 1;
                    }
                    self.bitn.d.next = self.bitn.q.val() + 1;
                    if self.bitn.q.val() == 7 {
                        self.state.d.next = RxState::Stop;
                    }
                }
            }
            RxState::Stop => {
                self.cnt.d.next = self.cnt1.val();
                if self.cnt1.val() >= self.divisor.val() {
                    if self.line.val() {
                        self.valid_q.d.next = true;
                        self.data_q.d.next = self.shift.q.val();
                        self.state.d.next = RxState::Idle;
                    } else {
                        self.ferr_q.d.next = true;
                        self.state.d.next = RxState::WaitHigh;
                    }
                }
            }
            RxState::WaitHigh => {
                if self.line.val() {
                    self.state.d.next = RxState::Idle;
                }
            }
        }
        if self.reset.val() {
            self.state.d.next = RxState::Idle;
            self.valid_q.d.next = false;
            self.ferr_q.d.next = false;
        }
        self.data.next = self.data_q.q.val();
        self.valid.next = self.valid_q.q.val();
        self.framing_error.next = self.ferr_q.q.val();
    }
}

/// 8N1 transmitter (see the module documentation).
#[derive(LogicBlock, Default)]
pub struct UartTx {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub divisor: Signal<In, Bits<16>>,
    pub data: Signal<In, Bits<8>>,
    pub start: Signal<In, Bit>,
    pub ready: Signal<Out, Bit>,
    pub tx: Signal<Out, Bit>,
    busy: DFF<Bit>,
    /// The line level inverted (a plain DFF powers up 0, i.e. an idle-high line).
    tx_n: DFF<Bit>,
    /// Bits still to send; bit 0 is on the line.
    shreg: DFF<Bits<10>>,
    /// Bits on the line or still to come (10 at the start bit, 1 at the stop bit).
    left: DFF<Bits<4>>,
    cnt: DFF<Bits<16>>,
    cnt1: Signal<Local, Bits<16>>,
    bit_end: Signal<Local, Bit>,
    last: Signal<Local, Bit>,
    rdy: Signal<Local, Bit>,
}

impl Logic for UartTx {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, busy, tx_n, shreg, left, cnt);
        self.cnt1.next = self.cnt.q.val() + 1;
        self.bit_end.next = self.busy.q.val() & (self.cnt1.val() >= self.divisor.val());
        self.last.next = self.bit_end.val() & (self.left.q.val() == 1);
        self.rdy.next = !self.busy.q.val() | self.last.val();
        if self.busy.q.val() {
            self.cnt.d.next = self.cnt1.val();
        }
        if self.bit_end.val() {
            self.cnt.d.next = 0.into();
            self.shreg.d.next = self.shreg.q.val() >> 1;
            self.left.d.next = self.left.q.val() - 1;
            self.tx_n.d.next = !self.shreg.q.val().get_bit(1);
        }
        if self.last.val() {
            self.busy.d.next = false;
            self.tx_n.d.next = false;
        }
        if self.start.val() & self.rdy.val() {
            self.busy.d.next = true;
            self.cnt.d.next = 0.into();
            self.left.d.next = 10.into();
            self.shreg.d.next = (bit_cast::<10, 8>(self.data.val()) << 1) | 0x200;
            self.tx_n.d.next = true;
        }
        if self.reset.val() {
            self.busy.d.next = false;
            self.tx_n.d.next = false;
            self.cnt.d.next = 0.into();
        }
        self.ready.next = self.rdy.val();
        self.tx.next = !self.tx_n.q.val();
    }
}

/// One [`UartTx`] and one [`UartRx`] with the same divisor, `tx` wired to `rx` (the test
/// fixture for loopback; ports are the union of both blocks', `line` shows the wire).
#[derive(LogicBlock, Default)]
pub struct UartLoopback {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub divisor: Signal<In, Bits<16>>,
    pub tx_data: Signal<In, Bits<8>>,
    pub start: Signal<In, Bit>,
    pub ready: Signal<Out, Bit>,
    pub line: Signal<Out, Bit>,
    pub rx_data: Signal<Out, Bits<8>>,
    pub valid: Signal<Out, Bit>,
    pub framing_error: Signal<Out, Bit>,
    utx: UartTx,
    urx: UartRx,
}

impl Logic for UartLoopback {
    #[hdl_gen]
    fn update(&mut self) {
        self.utx.clock.next = self.clock.val();
        self.urx.clock.next = self.clock.val();
        self.utx.reset.next = self.reset.val();
        self.urx.reset.next = self.reset.val();
        self.utx.divisor.next = self.divisor.val();
        self.urx.divisor.next = self.divisor.val();
        self.utx.data.next = self.tx_data.val();
        self.utx.start.next = self.start.val();
        self.ready.next = self.utx.ready.val();
        self.urx.rx.next = self.utx.tx.val();
        self.line.next = self.utx.tx.val();
        self.rx_data.next = self.urx.data.val();
        self.valid.next = self.urx.valid.val();
        self.framing_error.next = self.urx.framing_error.val();
    }
}
