//! The UART's RustHDL drivers: [`UartRxSim`] and [`UartTxSim`] in the direct `simulate()`
//! loop, the line driven and decoded by the bit-level model ([`crate::model::uart`]).

use rust_hdl::prelude::*;

use super::*;
use crate::sim::{Phase, wait_while};

/// Cycles after which [`UartTxSim::send`] panics (the transmitter never ready).
pub const SEND_LIMIT: usize = 1 << 26;

/// Direct-loop simulation of a [`UartRx`] driven by a level trace.
pub struct UartRxSim {
    uut: Box<UartRx>,
}

impl UartRxSim {
    /// A receiver at `divisor` cycles per bit, the pin idle high.
    pub fn new(divisor: u16) -> Self {
        let mut uut = Box::new(UartRx::default());
        uut.connect_all();
        uut.divisor.next = u64::from(divisor).into();
        uut.rx.next = true;
        let mut s = Self { uut };
        s.settle();
        s
    }

    fn settle(&mut self) {
        crate::sim::settle(&mut *self.uut, "UartRx", 100);
    }

    /// One clock cycle with `rx` = `level` and `reset` = `reset`; returns the outputs after
    /// the edge: `Some(Ok(byte))` on `valid`, `Some(Err(()))` on `framing_error`.
    pub fn step(&mut self, level: bool, reset: bool) -> Option<Result<u8, ()>> {
        self.uut.rx.next = level;
        self.uut.reset.next = reset;
        crate::sim::clock_cycle(&mut *self.uut, "UartRx", 100, |u, c| {
            u.clock.next = Clock::from(c)
        });
        assert!(
            !(self.uut.valid.val() && self.uut.framing_error.val()),
            "valid with framing_error"
        );
        if self.uut.valid.val() {
            Some(Ok(self.uut.data.val().index() as u8))
        } else if self.uut.framing_error.val() {
            Some(Err(()))
        } else {
            None
        }
    }

    /// Feeds `levels` (one per cycle); returns the bytes and the framing errors.
    pub fn feed(&mut self, levels: &[bool]) -> (Vec<u8>, usize) {
        let (mut bytes, mut errors) = (Vec::new(), 0);
        for &l in levels {
            match self.step(l, false) {
                Some(Ok(b)) => bytes.push(b),
                Some(Err(())) => errors += 1,
                None => {}
            }
        }
        (bytes, errors)
    }
}

/// Direct-loop simulation of a [`UartTx`]: sends bytes and records the `tx` level per cycle.
pub struct UartTxSim {
    uut: Box<UartTx>,
}

impl UartTxSim {
    pub fn new(divisor: u16) -> Self {
        let mut uut = Box::new(UartTx::default());
        uut.connect_all();
        uut.divisor.next = u64::from(divisor).into();
        let mut s = Self { uut };
        s.settle();
        s
    }

    fn settle(&mut self) {
        crate::sim::settle(&mut *self.uut, "UartTx", 100);
    }

    /// One cycle with the given inputs; returns (`ready` before the edge, `tx` after it).
    pub fn step(&mut self, start: bool, data: u8, reset: bool) -> (bool, bool) {
        self.uut.start.next = start;
        self.uut.data.next = u64::from(data).into();
        self.uut.reset.next = reset;
        let mut ready = false;
        crate::sim::clock_cycle_with(
            &mut *self.uut,
            "UartTx",
            100,
            |u, c| u.clock.next = Clock::from(c),
            |u, phase| {
                if phase == Phase::Inputs {
                    ready = u.ready.val();
                }
            },
        );
        (ready, self.uut.tx.val())
    }

    /// The line level now.
    pub fn tx(&mut self) -> bool {
        self.settle();
        self.uut.tx.val()
    }

    /// Sends `bytes` holding `start` high (each new byte offered as soon as `ready`), then
    /// idles `tail` cycles; returns the `tx` level of every cycle (after each edge).
    pub fn send(&mut self, bytes: &[u8], tail: usize) -> Vec<bool> {
        let mut levels = Vec::new();
        let mut pos = 0;
        wait_while(SEND_LIMIT, "UartTx: ready for every byte", || {
            if pos == bytes.len() {
                return false;
            }
            let (ready, tx) = self.step(true, bytes[pos], false);
            levels.push(tx);
            if ready {
                pos += 1;
            }
            true
        })
        .unwrap_or_else(|e| panic!("{e}"));
        // The last byte: until `ready` (its stop bit's last cycle is then on the line).
        wait_while(SEND_LIMIT, "UartTx: ready after the last byte", || {
            self.uut.start.next = false;
            self.settle();
            if self.uut.ready.val() {
                return false;
            }
            let (_, tx) = self.step(false, 0, false);
            levels.push(tx);
            true
        })
        .unwrap_or_else(|e| panic!("{e}"));
        for _ in 0..tail {
            let (_, tx) = self.step(false, 0, false);
            levels.push(tx);
        }
        levels
    }
}
