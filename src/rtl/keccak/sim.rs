//! Drivers for the Keccak circuits in RustHDL's direct `simulate()` loop (no harness, guide §2):
//! [`CoreSim`] speaks the permutation-core contract of [`super`] to any core (`KeccakSerial`,
//! `KeccakParallel<R>`) and counts the busy cycles of every command (the convention is in
//! [`CoreSim`]'s documentation); [`SpongeSim`] hashes byte strings on any sponge;
//! [`write_permutation_vcd`] writes the waveform of one permutation. Every wait is the
//! harness's bounded wait ([`crate::sim::Clocked`]).

use anyhow::{Result, bail};
use rust_hdl::prelude::*;

use super::{KeccakParallel, KeccakSerial};
use crate::model::keccak::LANES;
use crate::sim::Clocked;

/// Cycles after which a command that never finishes is an error.
pub const COMMAND_LIMIT: usize = 100_000;

/// The ports of the permutation-core contract, so one driver serves every core.
pub trait KeccakCorePorts: Block + Default {
    /// `(clock, reset, clear, permute, lane_xor, lane_read)`.
    fn controls(&mut self) -> [&mut Signal<In, Bit>; 5];
    /// The clock.
    fn clock_port(&mut self) -> &mut Signal<In, Clock>;
    /// `lane`.
    fn lane_port(&mut self) -> &mut Signal<In, Bits<5>>;
    /// `lane_in`.
    fn lane_in_port(&mut self) -> &mut Signal<In, Bits<64>>;
    /// `lane_out`.
    fn lane_out_value(&self) -> u64;
    /// `busy`.
    fn busy_value(&self) -> bool;
    /// The clock's level.
    fn clock_value(&self) -> bool;
}

/// Implements [`KeccakCorePorts`] for a block with the contract's port names.
#[macro_export]
macro_rules! keccak_core_ports {
    ([$($generics:tt)*] $core:ty) => {
        impl<$($generics)*> $crate::rtl::keccak::sim::KeccakCorePorts for $core {
            fn controls(&mut self) -> [&mut Signal<In, Bit>; 5] {
                [
                    &mut self.reset,
                    &mut self.clear,
                    &mut self.permute,
                    &mut self.lane_xor,
                    &mut self.lane_read,
                ]
            }
            fn clock_port(&mut self) -> &mut Signal<In, Clock> {
                &mut self.clock
            }
            fn lane_port(&mut self) -> &mut Signal<In, Bits<5>> {
                &mut self.lane
            }
            fn lane_in_port(&mut self) -> &mut Signal<In, Bits<64>> {
                &mut self.lane_in
            }
            fn lane_out_value(&self) -> u64 {
                self.lane_out.val().to_u64()
            }
            fn busy_value(&self) -> bool {
                self.busy.val()
            }
            fn clock_value(&self) -> bool {
                self.clock.val().clk
            }
        }
    };
}

keccak_core_ports!([const R: usize, const L: usize] KeccakParallel<R, L>);
keccak_core_ports!([] KeccakSerial);

/// Which command to pulse.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CoreCommand {
    /// Synchronous reset.
    Reset,
    /// state ← 0.
    Clear,
    /// Keccak-f[1600].
    Permute,
    /// state[lane] ^= value.
    LaneXor,
    /// lane_out ← state[lane].
    LaneRead,
}

impl CoreCommand {
    /// Its index in [`KeccakCorePorts::controls`].
    fn control(self) -> usize {
        self as usize
    }
}

/// A permutation core with its clock driven by hand, speaking the contract of [`super`].
///
/// **Busy cycles** (the one convention of both Keccak drivers, this and
/// [`super::verilated::VerilatedCore`]): the command's own cycle (the edge that takes the
/// pulse) is not counted, then every cycle in which `busy` is high is. A permutation is 725
/// busy cycles on `KeccakSerial`, 24 on `KeccakParallel<1>`, 12 on `KeccakParallel<2>`; a
/// command that keeps `busy` low is 0, and the next command can be pulsed in the cycle after
/// its own.
pub struct CoreSim<C: KeccakCorePorts> {
    uut: Box<C>,
    name: String,
    /// Rising edges so far.
    pub cycles: u64,
}

impl<C: KeccakCorePorts> Default for CoreSim<C> {
    fn default() -> Self {
        let mut uut = Box::new(C::default());
        uut.connect_all();
        let mut sim = Self {
            uut,
            name: crate::sim::block_name::<C>(),
            cycles: 0,
        };
        sim.settle();
        sim
    }
}

impl<C: KeccakCorePorts> Clocked for CoreSim<C> {
    fn circuit(&self) -> String {
        self.name.clone()
    }

    fn tick(&mut self) {
        crate::sim::clock_cycle(&mut *self.uut, &self.name, 200, |u, c| {
            u.clock_port().next = Clock::from(c)
        });
        self.cycles += 1;
    }
}

impl<C: KeccakCorePorts> CoreSim<C> {
    fn settle(&mut self) {
        crate::sim::settle(&mut *self.uut, &self.name, 200);
    }

    /// One clock cycle: the inputs set before the call are sampled at the rising edge.
    pub fn tick(&mut self) {
        Clocked::tick(self);
    }

    /// `busy` now.
    pub fn busy(&self) -> bool {
        self.uut.busy_value()
    }

    /// `lane_out` now.
    pub fn lane_out(&self) -> u64 {
        self.uut.lane_out_value()
    }

    /// One cycle with `command`'s pulse, `lane` and `value` (`lane_in`) on the inputs, whether
    /// the core is busy or not (a command while busy must be ignored). After it the data
    /// inputs change (`lane` 31, `lane_in` 0), as a host would reuse them: the core must have
    /// sampled them at the command's edge.
    pub fn issue(&mut self, command: CoreCommand, lane: usize, value: u64) {
        self.uut.lane_port().next = (lane as u64).into();
        self.uut.lane_in_port().next = value.into();
        self.uut.controls()[command.control()].next = true;
        self.tick();
        self.uut.controls()[command.control()].next = false;
        self.uut.lane_port().next = 31u64.into();
        self.uut.lane_in_port().next = 0u64.into();
        self.settle();
    }

    /// Issues `command` (the core must be idle) and clocks until `busy` is low; returns the
    /// busy cycles (the convention of [`CoreSim`]). Fails if the core is busy before, or still
    /// busy after [`COMMAND_LIMIT`] cycles.
    pub fn run(&mut self, command: CoreCommand, lane: usize, value: u64) -> Result<usize> {
        if self.busy() {
            bail!("{}: busy before {command:?}", self.name);
        }
        self.issue(command, lane, value);
        self.wait_while(COMMAND_LIMIT, &format!("busy after {command:?}"), |s| {
            s.busy()
        })
    }

    /// `lane_read`: the lane's value and the busy cycles.
    pub fn read_lane(&mut self, lane: usize) -> Result<(u64, usize)> {
        let busy = self.run(CoreCommand::LaneRead, lane, 0)?;
        Ok((self.lane_out(), busy))
    }

    /// Loads `state` into a cleared core (clear, then 25 lane XORs).
    pub fn load(&mut self, state: &[u64; LANES]) -> Result<()> {
        self.run(CoreCommand::Clear, 0, 0)?;
        for (i, &v) in state.iter().enumerate() {
            self.run(CoreCommand::LaneXor, i, v)?;
        }
        Ok(())
    }

    /// Reads the 25 lanes.
    pub fn read(&mut self) -> Result<[u64; LANES]> {
        let mut out = [0u64; LANES];
        for (i, o) in out.iter_mut().enumerate() {
            *o = self.read_lane(i)?.0;
        }
        Ok(out)
    }

    /// Starts a permutation, lets `n` of its busy cycles pass, asserts `reset` in the next
    /// cycle and returns `busy` after that edge (it must be low: the reset is immediate).
    pub fn permute_then_reset(&mut self, n: usize) -> bool {
        self.issue(CoreCommand::Permute, 0, 0);
        for _ in 0..n {
            self.tick();
        }
        self.uut.controls()[CoreCommand::Reset.control()].next = true;
        self.tick();
        self.uut.controls()[CoreCommand::Reset.control()].next = false;
        self.settle();
        self.busy()
    }

    /// The block, to set or observe ports between ticks (or for a waveform).
    pub fn uut(&mut self) -> &mut C {
        &mut self.uut
    }
}

/// The ports of a sponge block (`sponge_block!` implements it), so one driver serves every
/// sponge.
pub trait SpongePorts: Block + Default {
    fn set_clock(&mut self, high: bool);
    fn set_init(&mut self, init: bool, mode: u64);
    fn set_in(&mut self, valid: bool, byte: u8);
    fn set_finish(&mut self, finish: bool);
    fn set_out_ready(&mut self, ready: bool);
    fn in_ready(&self) -> bool;
    fn out_valid(&self) -> bool;
    fn out_byte(&self) -> u8;
}

/// A sponge block with its clock driven by hand: hash byte strings and count cycles.
pub struct SpongeSim<S: SpongePorts = super::KeccakSponge> {
    uut: Box<S>,
    name: String,
    /// Rising edges so far.
    pub cycles: u64,
}

impl<S: SpongePorts> Default for SpongeSim<S> {
    fn default() -> Self {
        let mut uut = Box::new(S::default());
        uut.connect_all();
        let mut sim = Self {
            uut,
            name: crate::sim::block_name::<S>(),
            cycles: 0,
        };
        crate::sim::settle(&mut *sim.uut, &sim.name, 200);
        sim
    }
}

impl<S: SpongePorts> Clocked for SpongeSim<S> {
    fn circuit(&self) -> String {
        self.name.clone()
    }

    fn tick(&mut self) {
        crate::sim::clock_cycle(&mut *self.uut, &self.name, 200, |u, c| u.set_clock(c));
        self.cycles += 1;
    }
}

impl<S: SpongePorts> SpongeSim<S> {
    /// One clock cycle.
    pub fn tick(&mut self) {
        Clocked::tick(self);
    }

    fn wait_for(&mut self, what: &str, ready: impl Fn(&S) -> bool) -> Result<()> {
        self.wait_until(COMMAND_LIMIT, what, |s| ready(&s.uut))?;
        Ok(())
    }

    /// `function(message)`, `out_len` bytes, through the circuit; returns the output and the
    /// cycles from `init` to the last output byte.
    pub fn hash(
        &mut self,
        function: crate::model::keccak::KeccakFunction,
        message: &[u8],
        out_len: usize,
    ) -> Result<(Vec<u8>, u64)> {
        let start = self.cycles;
        self.uut.set_init(true, function.code());
        self.tick();
        self.uut.set_init(false, function.code());
        for &b in message {
            self.wait_for("in_ready to absorb", |u| u.in_ready())?;
            self.uut.set_in(true, b);
            self.tick();
            self.uut.set_in(false, 0);
        }
        self.wait_for("in_ready to finish", |u| u.in_ready())?;
        self.uut.set_finish(true);
        self.tick();
        self.uut.set_finish(false);
        let mut out = Vec::with_capacity(out_len);
        self.uut.set_out_ready(true);
        while out.len() < out_len {
            self.wait_for("out_valid to squeeze", |u| u.out_valid())?;
            out.push(self.uut.out_byte());
            self.tick();
        }
        self.uut.set_out_ready(false);
        Ok((out, self.cycles - start))
    }

    /// The block.
    pub fn uut(&mut self) -> &mut S {
        &mut self.uut
    }
}

/// Writes a waveform (VCD, 100 MHz clock, RustHDL's `Simulation` harness through
/// [`crate::sim::vcd::run_traced`]) of core `C` loading `state` (clear, 25 lane XORs),
/// permuting it once and reading it back; checks the result against
/// [`crate::model::keccak::keccak_f1600`] and returns it with the permutation's busy cycles
/// ([`CoreSim`]'s convention: 725 on `KeccakSerial`).
pub fn write_permutation_vcd<C: KeccakCorePorts + Send + 'static>(
    state: &[u64; LANES],
    vcd: &std::path::Path,
) -> Result<([u64; LANES], usize)> {
    use crate::sim::vcd::{Bench, SimResult, run_traced};
    use std::sync::{Arc, Mutex};
    let input = *state;
    let result = Arc::new(Mutex::new(([0u64; LANES], 0usize)));
    let collected = result.clone();
    // One command: pulse it for a cycle, then wait while busy; returns the busy cycles.
    fn command<C: KeccakCorePorts + Send + 'static>(
        bench: &mut Bench<C>,
        mut x: Box<C>,
        command: CoreCommand,
        lane: usize,
        value: u64,
    ) -> SimResult<(Box<C>, usize)> {
        x.lane_port().next = (lane as u64).into();
        x.lane_in_port().next = value.into();
        x.controls()[command.control()].next = true;
        x = bench.cycle(x)?;
        x.controls()[command.control()].next = false;
        bench.wait_while(x, COMMAND_LIMIT, &format!("busy after {command:?}"), |x| {
            x.busy_value()
        })
    }
    run_traced(
        C::default(),
        vcd,
        5_000,
        |x| {
            let c = x.clock_port().val();
            x.clock_port().next = !c;
        },
        |x| x.clock_value(),
        move |bench, x| {
            let (mut x, _) = command(bench, x, CoreCommand::Clear, 0, 0)?;
            for (i, &v) in input.iter().enumerate() {
                x = command(bench, x, CoreCommand::LaneXor, i, v)?.0;
            }
            let (mut x, busy) = command(bench, x, CoreCommand::Permute, 0, 0)?;
            let mut out = [0u64; LANES];
            for (i, o) in out.iter_mut().enumerate() {
                x = command(bench, x, CoreCommand::LaneRead, i, 0)?.0;
                *o = x.lane_out_value();
            }
            *collected.lock().unwrap() = (out, busy);
            Ok(x)
        },
    )?;
    let (out, busy) = *result.lock().unwrap();
    let mut want = *state;
    crate::model::keccak::keccak_f1600(&mut want);
    if out != want {
        bail!("the traced permutation differs from FIPS 202's Keccak-f[1600]");
    }
    Ok((out, busy))
}
