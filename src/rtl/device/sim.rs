//! [`DeviceSim`]: the RustHDL [`MlKemDevice`] clocked by hand in the direct `simulate()` loop
//! (guide §2), talking to it only through its pins: request bytes are bit-serialised onto
//! `uart_rx` (8N1, the device's current bit period) and `uart_tx` is sampled mid-bit back into
//! bytes. Nothing inside the device is poked: what the tests see is what a host would see.
//!
//! [`DeviceSim::trace_to`] records every signal of the device, at every clock edge from then
//! on, in a VCD file (GTKWave opens it; `--backend rusthdl --vcd FILE` on the CLI).

use std::path::Path;

use anyhow::{Result, bail};
use rust_hdl::prelude::*;

use super::MlKemDevice;
use crate::model::uart::{UartDecoder, UartEvent, serialize};
use crate::protocol::{
    DEFAULT_DIVISOR, FrameError, Opcode, Response, encode_request, parse_response_up_to,
};
use crate::sim::vcd::Trace;
use crate::sim::{Clocked, Phase};

/// Cycles without a complete response after which [`DeviceSim::transact`] gives up.
pub const TRANSACT_LIMIT: u64 = 2_000_000;

/// The clock period in the VCD, in picoseconds ([`crate::params::CLOCK_HZ`], 47.92 MHz).
const VCD_PERIOD_PS: u64 = 1_000_000_000_000 / crate::params::CLOCK_HZ as u64;

/// A device with the board's pins (`clock`, `reset`, `uart_rx`, `uart_tx`, `leds`): the
/// protocol 2 [`MlKemDevice`] and the protocol 3 [`crate::rtl::kem_device::KemDevice`].
pub trait UartDevice: Block + Default {
    /// The block's name, for messages.
    const NAME: &'static str;
    fn clock_pin(&mut self) -> &mut Signal<In, Clock>;
    fn reset_pin(&mut self) -> &mut Signal<In, Bit>;
    fn rx_pin(&mut self) -> &mut Signal<In, Bit>;
    fn tx_pin(&self) -> bool;
    fn leds_pins(&self) -> u8;
}

/// Implements [`UartDevice`] for a block with the board's pins.
macro_rules! uart_device {
    ($t:ty, $name:expr) => {
        impl $crate::rtl::device::sim::UartDevice for $t {
            const NAME: &'static str = $name;
            fn clock_pin(&mut self) -> &mut Signal<In, Clock> {
                &mut self.clock
            }
            fn reset_pin(&mut self) -> &mut Signal<In, Bit> {
                &mut self.reset
            }
            fn rx_pin(&mut self) -> &mut Signal<In, Bit> {
                &mut self.uart_rx
            }
            fn tx_pin(&self) -> bool {
                self.uart_tx.val()
            }
            fn leds_pins(&self) -> u8 {
                self.leds.val().index() as u8
            }
        }
    };
}

pub(crate) use uart_device;

uart_device!(MlKemDevice, "MlKemDevice");

/// The protocol 2 device driven through its pins.
pub type DeviceSim = UartDeviceSim<MlKemDevice>;

/// A device driven through its UART pins.
pub struct UartDeviceSim<D: UartDevice> {
    uut: Box<D>,
    /// Rising edges so far.
    pub cycles: u64,
    /// The bit period the bench uses on both lines (must match the device's).
    pub divisor: u32,
    rx: UartDecoder,
    /// Bytes received from `uart_tx` and not yet consumed.
    pub received: Vec<u8>,
    /// Stop bits that read 0 on `uart_tx`.
    pub framing_errors: usize,
    next_seq: u8,
    trace: Option<Trace>,
}

impl<D: UartDevice> Default for UartDeviceSim<D> {
    fn default() -> Self {
        let mut uut = Box::new(D::default());
        uut.connect_all();
        uut.rx_pin().next = true;
        let mut sim = Self {
            uut,
            cycles: 0,
            divisor: DEFAULT_DIVISOR as u32,
            rx: UartDecoder::new(DEFAULT_DIVISOR as usize),
            received: Vec::new(),
            framing_errors: 0,
            next_seq: 0,
            trace: None,
        };
        sim.settle();
        sim.reset();
        sim
    }
}

impl<D: UartDevice> Clocked for UartDeviceSim<D> {
    fn circuit(&self) -> String {
        D::NAME.to_string()
    }

    /// One cycle with `uart_rx` idle (high).
    fn tick(&mut self) {
        self.tick_with(true);
    }
}

impl<D: UartDevice> UartDeviceSim<D> {
    /// A device switched to bit period `divisor` with a `SetBaud` request (checked).
    pub fn with_divisor(divisor: u16) -> Result<Self> {
        let mut sim = Self::default();
        let r = sim.command(Opcode::SetBaud, &divisor.to_le_bytes())?;
        if r.status != 0 {
            bail!("SetBaud({divisor}) answered status {}", r.status);
        }
        // The new period applies once the response has left.
        sim.idle(20 * sim.divisor as u64);
        sim.set_divisor(divisor as u32);
        Ok(sim)
    }

    fn settle(&mut self) {
        crate::sim::settle(&mut *self.uut, D::NAME, 500);
    }

    /// Records every signal of the device in the VCD file `path` from now on: a full dump
    /// now, then the changes at each clock edge (the time axis is the device clock's).
    pub fn trace_to(&mut self, path: &Path) -> Result<()> {
        self.trace = Some(Trace::create(
            path,
            &*self.uut,
            self.cycles * VCD_PERIOD_PS,
        )?);
        Ok(())
    }

    /// One clock cycle with `uart_rx` at `line`; samples `uart_tx` after the edge.
    pub fn tick_with(&mut self, line: bool) {
        self.uut.rx_pin().next = line;
        let start = self.cycles * VCD_PERIOD_PS;
        let trace = &mut self.trace;
        crate::sim::clock_cycle_with(
            &mut *self.uut,
            D::NAME,
            500,
            |u, c| u.clock_pin().next = Clock::from(c),
            |u, phase| {
                if let Some(trace) = trace.as_mut() {
                    match phase {
                        Phase::Inputs => {}
                        Phase::Rising => trace.record(u, start + VCD_PERIOD_PS / 2),
                        Phase::Falling => trace.record(u, start + VCD_PERIOD_PS),
                    }
                }
            },
        );
        self.cycles += 1;
        self.sample_tx();
    }

    /// Whether anything is happening: the device computing or replying, or a character on
    /// `uart_tx` being received.
    pub fn active(&mut self) -> bool {
        self.leds() & 3 != 0 || !self.uut.tx_pin() || self.rx.busy()
    }

    /// Sets the bench's bit period on both lines (after the device's SetBaud response).
    pub fn set_divisor(&mut self, divisor: u32) {
        self.divisor = divisor;
        self.rx = UartDecoder::new(divisor as usize);
    }

    fn sample_tx(&mut self) {
        match self.rx.push(self.uut.tx_pin()) {
            Some(UartEvent::Byte(b)) => self.received.push(b),
            Some(UartEvent::FramingError) => self.framing_errors += 1,
            None => {}
        }
    }

    /// `n` cycles with the line idle.
    pub fn idle(&mut self, n: u64) {
        for _ in 0..n {
            self.tick_with(true);
        }
    }

    /// Sends `bytes` on `uart_rx`, one 8N1 frame after the other.
    pub fn send(&mut self, bytes: &[u8]) {
        for level in serialize(bytes, self.divisor as usize, 0) {
            self.tick_with(level);
        }
    }

    /// Clocks until a whole response is in [`Self::received`] (or `limit` cycles pass) and
    /// takes it out. Bytes before the response's sync byte are an error.
    pub fn receive(&mut self, limit: u64) -> Result<Response> {
        let mut parsed = None;
        self.wait_until(limit as usize, "a complete response on uart_tx", |s| {
            match parse_response_up_to(&s.received, crate::protocol::v3::MAX_RESPONSE) {
                Ok((r, used)) => {
                    s.received.drain(..used);
                    parsed = Some(Ok(r));
                    true
                }
                Err(FrameError::Incomplete) => false,
                Err(e) => {
                    parsed = Some(Err(e));
                    true
                }
            }
        })
        .map_err(|e| anyhow::anyhow!("{e} ({} bytes received)", self.received.len()))?;
        match parsed {
            Some(Ok(r)) => Ok(r),
            Some(Err(e)) => bail!("bad response from the device: {e}"),
            None => unreachable!("wait_until returned without a response"),
        }
    }

    /// Sends `request` and returns the next response.
    pub fn transact(&mut self, request: &[u8]) -> Result<Response> {
        self.send(request);
        self.receive(TRANSACT_LIMIT)
    }

    /// Sends `op(payload)` with the next sequence number and returns the response.
    pub fn command(&mut self, op: Opcode, payload: &[u8]) -> Result<Response> {
        let seq = self.next_seq;
        self.next_seq = self.next_seq.wrapping_add(1);
        self.transact(&encode_request(op.code(), seq, payload))
    }

    /// The sequence number the next [`Self::command`] uses.
    pub fn next_seq(&self) -> u8 {
        self.next_seq
    }

    /// Holds `reset` for 4 cycles (the device synchronises it), then lets it settle. The bench
    /// returns to the power-up bit period, as the device does.
    pub fn reset(&mut self) {
        self.uut.reset_pin().next = true;
        for _ in 0..4 {
            self.tick_with(true);
        }
        self.uut.reset_pin().next = false;
        for _ in 0..4 {
            self.tick_with(true);
        }
        self.set_divisor(DEFAULT_DIVISOR as u32);
        self.received.clear();
    }

    /// Asserts `reset` while clocking (for a reset in the middle of something).
    pub fn set_reset(&mut self, level: bool) {
        self.uut.reset_pin().next = level;
    }

    /// The LED outputs.
    pub fn leds(&mut self) -> u8 {
        self.uut.leds_pins()
    }

    /// The block.
    pub fn uut(&mut self) -> &mut D {
        &mut self.uut
    }
}
