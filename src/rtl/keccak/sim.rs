//! Drivers for the Keccak circuits in RustHDL's direct `simulate()` loop (no harness, guide §2):
//! [`CoreSim`] speaks the permutation-core contract of [`super`] to any core, and counts the
//! cycles of every command.

use anyhow::{Result, bail};
use rust_hdl::prelude::*;

use super::{KeccakParallel, KeccakSerial};
use crate::model::keccak::LANES;

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

/// A core with its clock driven by hand.
pub struct CoreSim<C: KeccakCorePorts> {
    uut: Box<C>,
    /// Rising edges so far.
    pub cycles: u64,
}

impl<C: KeccakCorePorts> Default for CoreSim<C> {
    fn default() -> Self {
        let mut uut = Box::new(C::default());
        uut.connect_all();
        let mut sim = Self { uut, cycles: 0 };
        sim.settle();
        sim
    }
}

impl<C: KeccakCorePorts> CoreSim<C> {
    fn settle(&mut self) {
        crate::sim::settle(&mut *self.uut, "Keccak core", 200);
    }

    /// One clock cycle.
    pub fn tick(&mut self) {
        crate::sim::clock_cycle(&mut *self.uut, "Keccak core", 200, |u, c| {
            u.clock_port().next = Clock::from(c)
        });
        self.cycles += 1;
    }

    /// Pulses `command` for one cycle, then clocks until `busy` is low; returns the cycles from
    /// the pulse until the core takes the next command (1 for a single-cycle command).
    pub fn command(&mut self, command: CoreCommand, lane: usize, value: u64) -> Result<usize> {
        if self.uut.busy_value() {
            bail!("core busy before {command:?}");
        }
        self.uut.lane_port().next = (lane as u64).into();
        self.uut.lane_in_port().next = value.into();
        let index = match command {
            CoreCommand::Reset => 0,
            CoreCommand::Clear => 1,
            CoreCommand::Permute => 2,
            CoreCommand::LaneXor => 3,
            CoreCommand::LaneRead => 4,
        };
        self.uut.controls()[index].next = true;
        self.tick();
        self.uut.controls()[index].next = false;
        let mut cycles = 1;
        while self.uut.busy_value() {
            self.tick();
            cycles += 1;
            if cycles > COMMAND_LIMIT {
                bail!("{command:?} did not finish in {COMMAND_LIMIT} cycles");
            }
        }
        Ok(cycles)
    }

    /// Loads `state` into a cleared core (clear, then 25 lane XORs).
    pub fn load(&mut self, state: &[u64; LANES]) -> Result<()> {
        self.command(CoreCommand::Clear, 0, 0)?;
        for (i, &v) in state.iter().enumerate() {
            self.command(CoreCommand::LaneXor, i, v)?;
        }
        Ok(())
    }

    /// Reads the 25 lanes.
    pub fn read(&mut self) -> Result<[u64; LANES]> {
        let mut out = [0u64; LANES];
        for (i, o) in out.iter_mut().enumerate() {
            self.command(CoreCommand::LaneRead, i, 0)?;
            *o = self.uut.lane_out_value();
        }
        Ok(out)
    }

    /// Starts a permutation and resets the core `after` cycles into it; returns `busy` in the
    /// cycle after the reset.
    pub fn permute_then_reset(&mut self, after: usize) -> bool {
        self.uut.controls()[2].next = true;
        self.tick();
        self.uut.controls()[2].next = false;
        for _ in 1..after {
            self.tick();
        }
        self.uut.controls()[0].next = true;
        self.tick();
        self.uut.controls()[0].next = false;
        self.settle();
        self.uut.busy_value()
    }

    /// The block, e.g. for a waveform.
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
    /// Rising edges so far.
    pub cycles: u64,
}

impl<S: SpongePorts> Default for SpongeSim<S> {
    fn default() -> Self {
        let mut uut = Box::new(S::default());
        uut.connect_all();
        let mut sim = Self { uut, cycles: 0 };
        sim.settle();
        sim
    }
}

impl<S: SpongePorts> SpongeSim<S> {
    fn settle(&mut self) {
        crate::sim::settle(&mut *self.uut, "sponge", 200);
    }

    /// One clock cycle.
    pub fn tick(&mut self) {
        crate::sim::clock_cycle(&mut *self.uut, "sponge", 200, |u, c| u.set_clock(c));
        self.cycles += 1;
    }

    fn wait_for(&mut self, what: &str, ready: impl Fn(&S) -> bool) -> Result<()> {
        let start = self.cycles;
        while !ready(&self.uut) {
            self.tick();
            if self.cycles - start > COMMAND_LIMIT as u64 {
                bail!("sponge never became ready to {what}");
            }
        }
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
            self.wait_for("absorb", |u| u.in_ready())?;
            self.uut.set_in(true, b);
            self.tick();
            self.uut.set_in(false, 0);
        }
        self.wait_for("finish", |u| u.in_ready())?;
        self.uut.set_finish(true);
        self.tick();
        self.uut.set_finish(false);
        let mut out = Vec::with_capacity(out_len);
        self.uut.set_out_ready(true);
        while out.len() < out_len {
            self.wait_for("squeeze", |u| u.out_valid())?;
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

/// Writes a waveform (VCD, 100 MHz clock) of core `C` loading `state` (clear, 25 lane
/// XORs), permuting it once and reading it back; checks the result against
/// [`crate::model::keccak::keccak_f1600`] and returns it with the permutation's busy cycles.
pub fn write_permutation_vcd<C: KeccakCorePorts + Send + 'static>(
    state: &[u64; LANES],
    vcd: &std::path::Path,
) -> Result<([u64; LANES], usize)> {
    use anyhow::Context;
    use std::sync::{Arc, Mutex};
    let input = *state;
    let result = Arc::new(Mutex::new(([0u64; LANES], 0usize)));
    let collected = result.clone();
    let mut sim = Simulation::new();
    sim.add_clock(5000, |x: &mut Box<C>| {
        let c = x.clock_port().val();
        x.clock_port().next = !c;
    });
    sim.add_testbench(move |mut sim: Sim<C>| {
        let mut x = sim.init()?;
        // One command: pulse it for a cycle, then wait while busy; returns the busy cycles.
        macro_rules! command {
            ($index:expr, $lane:expr, $value:expr) => {{
                x.lane_port().next = ($lane as u64).into();
                x.lane_in_port().next = ($value as u64).into();
                x.controls()[$index].next = true;
                x = sim.watch(|x| x.clock_value(), x)?;
                x = sim.watch(|x| !x.clock_value(), x)?;
                x.controls()[$index].next = false;
                let mut busy = 0usize;
                while x.busy_value() {
                    x = sim.watch(|x| x.clock_value(), x)?;
                    x = sim.watch(|x| !x.clock_value(), x)?;
                    busy += 1;
                }
                busy
            }};
        }
        command!(1, 0, 0u64);
        for (i, &v) in input.iter().enumerate() {
            command!(3, i, v);
        }
        let busy = command!(2, 0, 0u64);
        let mut out = [0u64; LANES];
        for (i, o) in out.iter_mut().enumerate() {
            command!(4, i, 0u64);
            *o = x.lane_out_value();
        }
        *collected.lock().unwrap() = (out, busy);
        sim.done(x)
    });
    if let Some(dir) = vcd.parent() {
        std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    }
    let file = std::fs::File::create(vcd).with_context(|| format!("creating {}", vcd.display()))?;
    let mut uut = C::default();
    uut.connect_all();
    sim.run_traced(Box::new(uut), 10_000 * 5_000, std::io::BufWriter::new(file))
        .map_err(|e| anyhow::anyhow!("Keccak core simulation failed: {e:?}"))?;
    let (out, busy) = *result.lock().unwrap();
    let mut want = *state;
    crate::model::keccak::keccak_f1600(&mut want);
    if out != want {
        bail!("the traced permutation differs from FIPS 202's Keccak-f[1600]");
    }
    Ok((out, busy))
}
