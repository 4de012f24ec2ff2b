//! The samplers' RustHDL drivers: [`SamplerSim`] clocks a [`SampleNtt`] or [`SampleCbd`] by
//! hand in the direct `simulate()` loop (no harness, `shared/guides/rusthdl.md` §2), and
//! [`SamplingSim`] drives a [`SamplingEngine`] (sponge + samplers + the engine's RAM).

use anyhow::{Result, bail};
use rust_hdl::prelude::*;

use super::samplers::*;
use super::sampling::*;
use crate::model::keccak::KeccakFunction;
use crate::model::ntt::Poly;
use crate::params::N;
use crate::sim::Clocked;

/// The ports [`SampleNtt`] and [`SampleCbd`] share, seen from a testbench.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SamplerOutputs {
    pub in_ready: bool,
    pub coeff_write: bool,
    pub coeff_index: usize,
    pub coeff_value: u16,
    pub busy: bool,
    pub done: bool,
}

/// A sampler circuit a [`SamplerSim`] can drive.
pub trait Sampler: Block + Default {
    /// Sets the common inputs.
    fn drive(&mut self, reset: bool, start: bool, in_valid: bool, in_byte: u8);
    /// Reads the common outputs.
    fn observe(&self) -> SamplerOutputs;
    /// Sets the clock input.
    fn set_clock(&mut self, high: bool);
}

macro_rules! impl_sampler {
    ($t:ty) => {
        impl Sampler for $t {
            fn drive(&mut self, reset: bool, start: bool, in_valid: bool, in_byte: u8) {
                self.reset.next = reset;
                self.start.next = start;
                self.in_valid.next = in_valid;
                self.in_byte.next = (in_byte as u64).into();
            }

            fn set_clock(&mut self, high: bool) {
                self.clock.next = Clock { clk: high };
            }

            fn observe(&self) -> SamplerOutputs {
                SamplerOutputs {
                    in_ready: self.in_ready.val(),
                    coeff_write: self.coeff_write.val(),
                    coeff_index: self.coeff_index.val().index(),
                    coeff_value: self.coeff_value.val().index() as u16,
                    busy: self.busy.val(),
                    done: self.done.val(),
                }
            }
        }
    };
}
impl_sampler!(SampleNtt);
impl_sampler!(SampleCbd);

/// Cycles after which [`SamplerSim::run`] gives up.
pub const RUN_LIMIT: usize = 100_000;

/// What one sampler run did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SamplerRun {
    /// The coefficients written (each index exactly once, checked by [`SamplerSim::run`]).
    pub coeffs: Poly,
    /// Bytes taken (`in_valid && in_ready`).
    pub bytes: usize,
    /// Latency: rising edges after the one that takes `start`, up to and including the one
    /// after which `done` is high (= the cycles `busy` is high).
    pub cycles: usize,
}

/// A sampler in RustHDL's direct `simulate()` loop (no harness; guide §2), clocked by hand.
pub struct SamplerSim<S: Sampler> {
    uut: Box<S>,
    /// Rising edges so far.
    pub edges: u64,
}

impl<S: Sampler> Default for SamplerSim<S> {
    fn default() -> Self {
        let mut uut = Box::new(S::default());
        uut.connect_all();
        let mut sim = Self { uut, edges: 0 };
        sim.uut.drive(false, false, false, 0);
        sim.settle();
        sim
    }
}

impl<S: Sampler> SamplerSim<S> {
    fn settle(&mut self) {
        crate::sim::settle(&mut *self.uut, "sampler", 100);
    }

    /// One clock cycle: the inputs set before the call are sampled at the rising edge.
    pub fn tick(&mut self) {
        crate::sim::clock_cycle(&mut *self.uut, "sampler", 100, |u, c| u.set_clock(c));
        self.edges += 1;
    }

    /// The circuit itself, to set or observe ports between ticks.
    pub fn uut(&mut self) -> &mut S {
        &mut self.uut
    }

    /// The common outputs now.
    pub fn outputs(&mut self) -> SamplerOutputs {
        self.settle();
        self.uut.observe()
    }

    /// Asserts `reset` for one cycle.
    pub fn reset(&mut self) {
        self.uut.drive(true, false, false, 0);
        self.tick();
        self.uut.drive(false, false, false, 0);
        self.settle();
    }

    /// Starts a run on `stream` and clocks until `done`, offering the next byte in every
    /// cycle where `valid()` says so. Checks the protocol on the way: `busy` high until
    /// `done`, `done` a single pulse with `busy` low, `in_ready` only while busy, every index
    /// written exactly once, no write after `done`. Fails if the sampler wants more bytes
    /// than `stream` has or does not finish within [`RUN_LIMIT`] cycles.
    pub fn run(&mut self, stream: &[u8], valid: &mut dyn FnMut() -> bool) -> Result<SamplerRun> {
        self.run_until(stream, valid, None)?
            .ok_or_else(|| anyhow::anyhow!("run aborted"))
    }

    /// [`Self::run`], but with `abort_after = Some(n)`: asserts `reset` n cycles after the
    /// start edge instead of waiting for `done`, and returns `None`.
    pub fn run_until(
        &mut self,
        stream: &[u8],
        valid: &mut dyn FnMut() -> bool,
        abort_after: Option<usize>,
    ) -> Result<Option<SamplerRun>> {
        if self.outputs().busy {
            bail!("sampler busy before start");
        }
        self.uut.drive(false, true, false, 0);
        self.tick();
        let mut cycles = 0;
        let mut pos = 0;
        let mut coeffs = [0u16; N];
        let mut written = [false; N];
        let mut aborted = false;
        // One step per cycle until `done` (or the abort); every step checks the protocol.
        crate::sim::try_wait_while(RUN_LIMIT, "sampler: waiting for done", || {
            if abort_after == Some(cycles) {
                self.reset();
                let o = self.outputs();
                if o.busy || o.in_ready || o.coeff_write || o.done {
                    bail!("not idle after reset: {o:?}");
                }
                aborted = true;
                return Ok(false);
            }
            let o = self.outputs();
            if !o.busy {
                bail!("busy low at cycle {cycles} without done");
            }
            let v = pos < stream.len() && valid();
            self.uut
                .drive(false, false, v, stream.get(pos).copied().unwrap_or(0));
            let o = self.outputs();
            if o.in_ready && pos == stream.len() {
                bail!("sampler wants more than the {} bytes given", stream.len());
            }
            self.tick();
            cycles += 1;
            if v && o.in_ready {
                pos += 1;
            }
            let o = self.outputs();
            if o.coeff_write {
                if written[o.coeff_index] {
                    bail!("index {} written twice", o.coeff_index);
                }
                written[o.coeff_index] = true;
                coeffs[o.coeff_index] = o.coeff_value;
            }
            if o.done {
                if o.busy {
                    bail!("busy high with done");
                }
                return Ok(false);
            }
            Ok(true)
        })?;
        if aborted {
            return Ok(None);
        }
        if let Some(j) = written.iter().position(|w| !w) {
            bail!("index {j} never written");
        }
        // One idle cycle: done must fall and nothing more be written or taken.
        self.uut.drive(false, false, true, 0);
        let o = self.outputs();
        if o.in_ready {
            bail!("in_ready high after done");
        }
        self.tick();
        self.uut.drive(false, false, false, 0);
        let o = self.outputs();
        if o.done || o.busy || o.coeff_write {
            bail!("not idle one cycle after done: {o:?}");
        }
        Ok(Some(SamplerRun {
            coeffs,
            bytes: pos,
            cycles,
        }))
    }
}

impl SamplerSim<SampleCbd> {
    /// Sets `eta3` for the next start (η = 3 when true, η = 2 when false).
    pub fn set_eta(&mut self, eta: usize) {
        assert!(eta == 2 || eta == 3, "η must be 2 or 3");
        self.uut.eta3.next = eta == 3;
    }
}

/// XOF bytes given to SampleNTT runs: 6 SHAKE128 blocks (1008 bytes; about 473 are used
/// on average and the worst known CCTV seed needs 582).
pub const SAMPLE_NTT_STREAM: usize = 6 * 168;

/// The first [`SAMPLE_NTT_STREAM`] bytes of XOF(ρ, j, i) (the model's SHAKE128).
pub fn xof_stream(rho: &[u8; 32], j: u8, i: u8) -> Vec<u8> {
    use sha3::digest::XofReader;
    let mut out = vec![0u8; SAMPLE_NTT_STREAM];
    crate::model::hash::xof(rho, j, i).read(&mut out);
    out
}

/// SampleNTT(ρ ‖ j ‖ i) on a fresh [`SampleNtt`] with a stream that is always valid.
pub fn sample_ntt_run(rho: &[u8; 32], j: u8, i: u8) -> Result<SamplerRun> {
    SamplerSim::<SampleNtt>::default().run(&xof_stream(rho, j, i), &mut || true)
}

/// SamplePolyCBD_η(`bytes`) on a fresh [`SampleCbd`] with a stream that is always valid.
pub fn sample_cbd_run(eta: usize, bytes: &[u8]) -> Result<SamplerRun> {
    let mut sim = SamplerSim::<SampleCbd>::default();
    sim.set_eta(eta);
    sim.run(bytes, &mut || true)
}

/// Cycle figures of the samplers for the report (always-valid streams).
#[derive(Clone, Debug, PartialEq)]
pub struct SamplerCycles {
    /// SampleNTT runs measured: every (i, j) < k of every seed.
    pub ntt_runs: usize,
    pub ntt_mean: f64,
    pub ntt_min: usize,
    pub ntt_max: usize,
    /// SamplePolyCBD_2 and _3 (the same for every input).
    pub cbd2: usize,
    pub cbd3: usize,
}

/// Measures [`SamplerCycles`]: SampleNTT(ρ ‖ j ‖ i) for every `(ρ, k)` in `seeds` and every
/// i, j < k (Â of that key), and one CBD run per η on PRF_η(0³², 0). Fails if a run
/// disagrees with the model or with the documented latency.
pub fn sampler_cycles(seeds: &[([u8; 32], usize)]) -> Result<SamplerCycles> {
    use crate::model::sample::{sample_ntt_counted, sample_poly_cbd};
    let (mut runs, mut sum, mut min, mut max) = (0, 0, usize::MAX, 0);
    for (rho, k) in seeds {
        for i in 0..*k as u8 {
            for j in 0..*k as u8 {
                let r = sample_ntt_run(rho, j, i)?;
                let (want, bytes) = sample_ntt_counted(rho, j, i);
                if r.coeffs != want || r.bytes != bytes || r.cycles != sample_ntt_latency(bytes) {
                    bail!("SampleNTT(ρ, {j}, {i}) disagrees with the model");
                }
                runs += 1;
                sum += r.cycles;
                min = min.min(r.cycles);
                max = max.max(r.cycles);
            }
        }
    }
    let mut cbd = [0; 2];
    for (c, eta) in cbd.iter_mut().zip([2, 3]) {
        let b = crate::model::hash::prf(eta, &[0; 32], 0);
        let r = sample_cbd_run(eta, &b)?;
        if r.coeffs != sample_poly_cbd(eta, &b) || r.bytes != cbd_bytes(eta) {
            bail!("SamplePolyCBD_{eta} disagrees with the model");
        }
        *c = r.cycles;
    }
    if runs == 0 {
        bail!("no SampleNTT seeds given");
    }
    Ok(SamplerCycles {
        ntt_runs: runs,
        ntt_mean: sum as f64 / runs as f64,
        ntt_min: min,
        ntt_max: max,
        cbd2: cbd[0],
        cbd3: cbd[1],
    })
}

pub const SAMPLING_LIMIT: u64 = 100_000;

/// A [`SamplingEngine`] in RustHDL's direct `simulate()` loop, clocked by hand.
pub struct SamplingSim {
    uut: Box<SamplingEngine>,
    /// Rising edges so far.
    pub cycles: u64,
}

impl Default for SamplingSim {
    fn default() -> Self {
        let mut uut = Box::new(SamplingEngine::default());
        uut.connect_all();
        let mut sim = Self { uut, cycles: 0 };
        sim.settle();
        sim
    }
}

impl Clocked for SamplingSim {
    fn circuit(&self) -> String {
        "SamplingEngine".to_string()
    }

    fn tick(&mut self) {
        crate::sim::clock_cycle(&mut *self.uut, "SamplingEngine", 200, |u, c| {
            u.clock.next = Clock::from(c)
        });
        self.cycles += 1;
    }
}

impl SamplingSim {
    fn settle(&mut self) {
        crate::sim::settle(&mut *self.uut, "SamplingEngine", 200);
    }

    /// One clock cycle.
    pub fn tick(&mut self) {
        Clocked::tick(self);
    }

    fn wait_for(&mut self, what: &str, ready: impl Fn(&SamplingEngine) -> bool) -> Result<()> {
        self.settle();
        self.wait_until(SAMPLING_LIMIT as usize, what, |s| ready(&s.uut))?;
        Ok(())
    }

    /// `init` with `function`, then absorbs `bytes`.
    pub fn absorb(&mut self, function: KeccakFunction, bytes: &[u8]) -> Result<()> {
        self.uut.init.next = true;
        self.uut.mode.next = function.code().into();
        self.tick();
        self.uut.init.next = false;
        for &b in bytes {
            self.wait_for("in_ready", |u| u.in_ready.val())?;
            self.uut.in_valid.next = true;
            self.uut.in_byte.next = (b as u64).into();
            self.tick();
            self.uut.in_valid.next = false;
        }
        Ok(())
    }

    /// Pulses `sample` (once the sponge takes it) with `kind` into `slot`, and clocks until
    /// `sample_done`; returns the cycles from the `sample` pulse to `sample_done`.
    pub fn sample(&mut self, kind: u64, slot: usize) -> Result<usize> {
        self.wait_for("in_ready", |u| u.in_ready.val())?;
        self.uut.sample.next = true;
        self.uut.kind.next = kind.into();
        self.uut.sample_slot.next = (slot as u64).into();
        self.tick();
        self.uut.sample.next = false;
        let start = self.cycles;
        self.wait_for("sample_done", |u| u.sample_done.val())?;
        Ok((self.cycles - start + 1) as usize)
    }

    /// SampleNTT(ρ ‖ j ‖ i) into `slot` (FIPS 203 Algorithm 7); returns its cycles.
    pub fn sample_ntt(&mut self, rho: &[u8; 32], j: u8, i: u8, slot: usize) -> Result<usize> {
        let mut seed = rho.to_vec();
        seed.extend([j, i]);
        self.absorb(KeccakFunction::Shake128, &seed)?;
        self.sample(kind::NTT, slot)
    }

    /// SamplePolyCBD_η(PRF_η(σ, n)) into `slot` (FIPS 203 Algorithm 8 on Eq. 4.3); returns
    /// its cycles.
    pub fn sample_cbd(
        &mut self,
        eta: usize,
        sigma: &[u8; 32],
        n: u8,
        slot: usize,
    ) -> Result<usize> {
        let mut seed = sigma.to_vec();
        seed.push(n);
        self.absorb(KeccakFunction::Shake256, &seed)?;
        self.sample(if eta == 3 { kind::CBD3 } else { kind::CBD2 }, slot)
    }

    /// `function(message)` through the raw squeeze port, `out_len` bytes.
    pub fn hash(
        &mut self,
        function: KeccakFunction,
        message: &[u8],
        out_len: usize,
    ) -> Result<Vec<u8>> {
        self.absorb(function, message)?;
        self.wait_for("in_ready", |u| u.in_ready.val())?;
        self.uut.finish.next = true;
        self.tick();
        self.uut.finish.next = false;
        self.uut.out_ready.next = true;
        let mut out = Vec::with_capacity(out_len);
        while out.len() < out_len {
            self.wait_for("out_valid", |u| u.out_valid.val())?;
            out.push(self.uut.out_byte.val().to_u64() as u8);
            self.tick();
        }
        self.uut.out_ready.next = false;
        Ok(out)
    }

    /// Reads `slot` through the host port.
    pub fn read_poly(&mut self, slot: usize) -> Poly {
        let mut out = [0u16; N];
        for (j, c) in out.iter_mut().enumerate() {
            self.uut.host_slot.next = (slot as u64).into();
            self.uut.host_index.next = (j as u64).into();
            self.tick();
            *c = self.uut.host_rdata.val().index() as u16;
        }
        out
    }

    /// Writes `poly` into `slot` through the host port.
    pub fn write_poly(&mut self, slot: usize, poly: &Poly) {
        for (j, &c) in poly.iter().enumerate() {
            self.uut.host_write.next = true;
            self.uut.host_slot.next = (slot as u64).into();
            self.uut.host_index.next = (j as u64).into();
            self.uut.host_wdata.next = (c as u64).into();
            self.tick();
        }
        self.uut.host_write.next = false;
        self.settle();
    }

    /// Asserts `reset` for one cycle.
    pub fn reset(&mut self) {
        self.uut.reset.next = true;
        self.tick();
        self.uut.reset.next = false;
        self.settle();
    }

    /// The block.
    pub fn uut(&mut self) -> &mut SamplingEngine {
        &mut self.uut
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::sample::{sample_ntt_counted, sample_poly_cbd};

    #[test]
    fn sample_ntt_smoke() {
        let rho = [7u8; 32];
        let r = sample_ntt_run(&rho, 1, 0).unwrap();
        let (want, bytes) = sample_ntt_counted(&rho, 1, 0);
        assert_eq!(r.coeffs, want);
        assert_eq!(r.bytes, bytes);
        assert_eq!(r.cycles, sample_ntt_latency(bytes));
    }

    #[test]
    fn sample_cbd_smoke() {
        for eta in [2, 3] {
            let b: Vec<u8> = (0..cbd_bytes(eta)).map(|i| (i * 37 + 11) as u8).collect();
            let r = sample_cbd_run(eta, &b).unwrap();
            assert_eq!(r.coeffs, sample_poly_cbd(eta, &b));
            assert_eq!((r.bytes, r.cycles), (cbd_bytes(eta), CBD_LATENCY));
        }
    }

    #[test]
    fn samplers_are_synthesizable() {
        for c in crate::rtl::catalog::CIRCUITS
            .iter()
            .filter(|c| matches!(c.stem, "sample_ntt" | "sample_cbd"))
        {
            yosys_validate(&format!("mlkem_{}", c.stem), &(c.verilog)()).unwrap();
        }
    }
}
