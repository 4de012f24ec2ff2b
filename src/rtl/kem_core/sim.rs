//! A driver for [`KemCore`] in RustHDL's direct `simulate()` loop: it writes a request's
//! payload into the byte memory through the host port, runs one ROM entry, and reads the
//! response back ([`CoreRun`]).

use anyhow::{Result, bail};
use rust_hdl::prelude::*;

use super::{KemCore, KemCoreIo};
use crate::sim::Clocked;

/// Cycles after which a run gives up (an ML-KEM-1024 Decaps takes about 80,000).
pub const RUN_LIMIT: u64 = 400_000;

/// One run of a ROM entry.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CoreRun {
    /// From the cycle after `start` to the cycle of `done`, counted as the model's
    /// [`crate::model::sequencer::Run::cycles`].
    pub cycles: u64,
    /// The sequencer's status: 0 done, 1 the modulus check failed, 2 the hash check failed.
    pub status: u8,
}

/// One thing the driver does, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CoreScript {
    /// Write the bytes from the address through the host port.
    Write(usize, Vec<u8>),
    /// Read this many bytes from the address.
    Read(usize, usize),
    /// Run the ROM entry at this address for parameter set index, key slot; with a nonzero
    /// last field, reset in that cycle of the run instead.
    Run(u8, u8, bool, u64),
}

/// What a script gave: a run per [`CoreScript::Run`] (`None` when aborted) and the bytes of
/// each read, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CoreTrace {
    pub runs: Vec<Option<CoreRun>>,
    pub reads: Vec<Vec<u8>>,
}

/// The core with its clock driven by hand.
pub struct KemCoreSim<C: KemCoreIo = KemCore> {
    uut: Box<C>,
}

impl<C: KemCoreIo> Clocked for KemCoreSim<C> {
    fn circuit(&self) -> String {
        crate::sim::block_name::<C>()
    }

    fn tick(&mut self) {
        crate::sim::clock_cycle(&mut *self.uut, "KemCore", 400, |u, c| {
            u.io().clock.next = Clock::from(c)
        });
    }
}

impl<C: KemCoreIo> Default for KemCoreSim<C> {
    fn default() -> Self {
        Self::new()
    }
}

impl<C: KemCoreIo> KemCoreSim<C> {
    /// A core after a reset.
    pub fn new() -> Self {
        let mut uut = Box::new(C::default());
        uut.connect_all();
        let mut sim = Self { uut };
        sim.reset(1);
        sim
    }

    fn settle(&mut self) {
        crate::sim::settle(&mut *self.uut, "KemCore", 400);
    }

    /// Holds `reset` high for `cycles` cycles.
    pub fn reset(&mut self, cycles: u32) {
        self.uut.io().start.next = false;
        self.uut.io().host_we.next = false;
        self.uut.io().reset.next = true;
        for _ in 0..cycles {
            self.tick();
        }
        self.uut.io().reset.next = false;
        self.settle();
    }

    /// Writes `bytes` from byte address `addr` through the host port (a byte a cycle).
    pub fn write(&mut self, addr: usize, bytes: &[u8]) {
        for (n, &b) in bytes.iter().enumerate() {
            self.uut.io().host_we.next = true;
            self.uut.io().host_addr.next = ((addr + n) as u64).into();
            self.uut.io().host_wdata.next = (b as u64).into();
            self.tick();
        }
        self.uut.io().host_we.next = false;
        self.settle();
    }

    /// Reads `n` bytes from byte address `addr` through the host port.
    pub fn read(&mut self, addr: usize, n: usize) -> Vec<u8> {
        (0..n)
            .map(|i| {
                self.uut.io().host_addr.next = ((addr + i) as u64).into();
                self.tick();
                self.settle();
                self.uut.io().host_rdata.val().index() as u8
            })
            .collect()
    }

    /// Runs the ROM entry at address `entry` for parameter set index `params` on key slot
    /// `key`; with `abort_at`, `reset` is raised in that cycle of the run instead (returns
    /// `None` then).
    pub fn run(
        &mut self,
        entry: u8,
        params: u8,
        key: bool,
        abort_at: Option<u64>,
    ) -> Result<Option<CoreRun>> {
        let mut wait = 0;
        while self.uut.io().busy.val() {
            self.tick();
            self.settle();
            wait += 1;
            if wait > RUN_LIMIT {
                bail!("the core stays busy");
            }
        }
        let u = self.uut.io();
        u.start.next = true;
        u.entry.next = (entry as u64).into();
        u.params.next = (params as u64).into();
        u.key.next = key;
        self.tick();
        self.uut.io().start.next = false;
        for t in 0..RUN_LIMIT {
            if abort_at == Some(t) {
                self.reset(1);
                return Ok(None);
            }
            self.settle();
            if self.uut.io().done.val() {
                let run = CoreRun {
                    cycles: t,
                    status: self.uut.io().status.val().index() as u8,
                };
                self.tick();
                return Ok(Some(run));
            }
            self.tick();
        }
        bail!("no done after {RUN_LIMIT} cycles")
    }

    /// Runs `script` (as [`crate::rtl::kem_core::verilated::VerilatedKemCore::run`] does).
    pub fn run_script(&mut self, script: &[CoreScript]) -> Result<CoreTrace> {
        let mut trace = CoreTrace::default();
        for item in script {
            match item {
                CoreScript::Write(a, bytes) => self.write(*a, bytes),
                CoreScript::Read(a, n) => trace.reads.push(self.read(*a, *n)),
                CoreScript::Run(e, p, k, abort) => {
                    let abort = (*abort != 0).then_some(*abort);
                    trace.runs.push(self.run(*e, *p, *k, abort)?)
                }
            }
        }
        Ok(trace)
    }
}
