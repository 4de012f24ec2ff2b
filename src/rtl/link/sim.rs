//! The frame link's RustHDL driver: [`LinkSim`] clocks a [`FrameLink`] in the direct
//! `simulate()` loop, its `rx` pin fed and its `tx` pin decoded by the line model.

use rust_hdl::prelude::*;

use super::*;
use crate::model::uart::{UartDecoder, UartEvent};
use crate::sim::Clocked;

/// Cycles after which a wait of [`LinkSim`] (the sender busy, the line not idle) panics.
pub const WAIT_LIMIT: usize = 10_000_000;

/// What the link did in one cycle (see [`LinkSim`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkEvent {
    /// `frame_valid`: opcode, seq, len.
    Frame(u8, u8, usize),
    /// `abort`: opcode, seq.
    Abort(u8, u8),
}

/// Direct-loop simulation of a [`FrameLink`] with its pins driven and decoded by the line
/// model: levels queued for `rx`, `tx` decoded into bytes.
pub struct LinkSim {
    uut: Box<FrameLink>,
    divisor: usize,
    rx_queue: std::collections::VecDeque<bool>,
    decoder: UartDecoder,
    /// Bytes decoded from `tx` so far.
    pub tx_bytes: Vec<u8>,
    /// Framing errors seen on `tx` (should stay 0).
    pub tx_framing_errors: usize,
    /// `frame_valid` / `abort` pulses so far.
    pub events: Vec<LinkEvent>,
    /// Cycles simulated.
    pub cycles: u64,
}

impl Clocked for LinkSim {
    fn circuit(&self) -> String {
        "FrameLink".to_string()
    }

    fn tick(&mut self) {
        self.uut.rx.next = self.rx_queue.pop_front().unwrap_or(true);
        crate::sim::clock_cycle(&mut *self.uut, "FrameLink", 100, |u, c| {
            u.clock.next = Clock::from(c)
        });
        self.cycles += 1;
        match self.decoder.push(self.uut.tx.val()) {
            Some(UartEvent::Byte(b)) => self.tx_bytes.push(b),
            Some(UartEvent::FramingError) => self.tx_framing_errors += 1,
            None => {}
        }
        if self.uut.frame_valid.val() {
            self.events.push(LinkEvent::Frame(
                self.uut.frame_opcode.val().index() as u8,
                self.uut.frame_seq.val().index() as u8,
                self.uut.frame_len.val().index(),
            ));
        }
        if self.uut.abort.val() {
            self.events.push(LinkEvent::Abort(
                self.uut.frame_opcode.val().index() as u8,
                self.uut.frame_seq.val().index() as u8,
            ));
        }
    }
}

impl LinkSim {
    /// A link at `divisor` cycles per bit, `accept` high.
    pub fn new(divisor: u16) -> Self {
        let mut uut = Box::new(FrameLink::default());
        uut.connect_all();
        uut.divisor.next = u64::from(divisor).into();
        uut.rx.next = true;
        uut.accept.next = true;
        let mut s = Self {
            uut,
            divisor: divisor as usize,
            rx_queue: Default::default(),
            decoder: UartDecoder::new(divisor as usize),
            tx_bytes: Vec::new(),
            tx_framing_errors: 0,
            events: Vec::new(),
            cycles: 0,
        };
        s.settle();
        s
    }

    fn settle(&mut self) {
        crate::sim::settle(&mut *self.uut, "FrameLink", 100);
    }

    /// The circuit, to set inputs between cycles.
    pub fn uut(&mut self) -> &mut FrameLink {
        &mut self.uut
    }

    /// One clock cycle (the next queued `rx` level, or idle high).
    pub fn tick(&mut self) {
        Clocked::tick(self);
    }

    /// Runs `n` cycles.
    pub fn run(&mut self, n: usize) {
        for _ in 0..n {
            self.tick();
        }
    }

    /// Queues `levels` for the `rx` pin.
    pub fn queue_levels(&mut self, levels: &[bool]) {
        self.rx_queue.extend(levels.iter().copied());
    }

    /// Queues `bytes` (back to back) for the `rx` pin.
    pub fn queue_bytes(&mut self, bytes: &[u8]) {
        let l = crate::model::uart::serialize(bytes, self.divisor, 0);
        self.queue_levels(&l);
    }

    /// Runs until the `rx` queue is empty and `n` more cycles.
    pub fn drain(&mut self, n: usize) {
        while !self.rx_queue.is_empty() {
            self.tick();
        }
        self.run(n);
    }

    /// Sets `accept`.
    pub fn set_accept(&mut self, accept: bool) {
        self.uut.accept.next = accept;
    }

    /// Reads `len` bytes of the rx buffer through `rx_addr`/`rx_data`.
    pub fn read_rx(&mut self, len: usize) -> Vec<u8> {
        let mut out = Vec::with_capacity(len);
        for a in 0..len {
            self.uut.rx_addr.next = (a as u64).into();
            self.tick();
            out.push(self.uut.rx_data.val().index() as u8);
        }
        out
    }

    /// Writes `bytes` into the tx buffer from address 0.
    pub fn write_tx(&mut self, bytes: &[u8]) {
        for (a, &b) in bytes.iter().enumerate() {
            self.uut.tx_write.next = true;
            self.uut.tx_addr.next = (a as u64).into();
            self.uut.tx_wdata.next = u64::from(b).into();
            self.tick();
        }
        self.uut.tx_write.next = false;
    }

    /// Waits for `reply_busy` low, then pulses `reply_start` with the header.
    pub fn reply(&mut self, opcode: u8, seq: u8, status: u8, len: usize) {
        self.wait_while(WAIT_LIMIT, "reply_busy before reply_start", |s| {
            s.reply_busy()
        })
        .unwrap_or_else(|e| panic!("{e}"));
        self.uut.reply_start.next = true;
        self.uut.reply_opcode.next = u64::from(opcode).into();
        self.uut.reply_seq.next = u64::from(seq).into();
        self.uut.reply_status.next = u64::from(status).into();
        self.uut.reply_len.next = (len as u64).into();
        self.tick();
        self.uut.reply_start.next = false;
    }

    /// `reply_busy` now.
    pub fn reply_busy(&mut self) -> bool {
        self.settle();
        self.uut.reply_busy.val()
    }

    /// Runs until `reply_busy` is low and the `tx` decoder is idle.
    pub fn wait_tx_idle(&mut self) {
        self.wait_while(WAIT_LIMIT, "sender busy or tx not idle", |s| {
            s.reply_busy() || !s.decoder.is_idle()
        })
        .unwrap_or_else(|e| panic!("{e}"));
    }

    /// One cycle with `reset` high.
    pub fn reset(&mut self) {
        self.uut.reset.next = true;
        self.tick();
        self.uut.reset.next = false;
    }

    /// (crc_errors, framing_errors, overruns, timeouts).
    pub fn counters(&mut self) -> [u8; 4] {
        self.settle();
        [
            self.uut.crc_errors.val().index() as u8,
            self.uut.framing_errors.val().index() as u8,
            self.uut.overruns.val().index() as u8,
            self.uut.timeouts.val().index() as u8,
        ]
    }

    /// The responses decoded from `tx` so far (removed from [`Self::tx_bytes`]); panics on
    /// a malformed one.
    pub fn take_responses(&mut self) -> Vec<protocol::Response> {
        let mut out = Vec::new();
        let mut pos = 0;
        while pos < self.tx_bytes.len() {
            match protocol::parse_response(&self.tx_bytes[pos..]) {
                Ok((r, used)) => {
                    out.push(r);
                    pos += used;
                }
                Err(protocol::FrameError::Incomplete) => break,
                Err(e) => panic!("bad response on tx: {e}"),
            }
        }
        self.tx_bytes.drain(..pos);
        out
    }
}
