//! Waveforms (VCD files, GTKWave opens them), the one place that opens them and writes their
//! header, dump and timestamps:
//!
//! * [`vcd_file`]: the path a test writes its waveform to, `vcd/<stem>/<test>.vcd` under the
//!   crate root (`.gitignore` keeps those files out of git);
//! * [`create`]: a buffered file for a waveform, its folder created;
//! * [`Trace`]: every signal of a block clocked by hand in the direct loop, recorded at the
//!   times its driver gives (the device's `trace_to`);
//! * [`run_traced`] and [`Bench`]: a RustHDL `Simulation` (the threaded harness) with a
//!   100 MHz clock and one testbench, traced into a file (the NTT, Keccak and registered
//!   reducer waveforms of `make vcd`). The harness records every clock toggle itself; its
//!   testbench moves the circuit in and out of every wait, so it has its own cycle, bounded
//!   wait and check ([`Bench::cycle`], [`Bench::wait_while`], [`Bench::check`]).

use std::fs::File;
use std::io::BufWriter;
use std::panic::RefUnwindSafe;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use anyhow::{Context, Result, bail};
use rust_hdl::core::vcd_probe::VCDProbe;
use rust_hdl::prelude::*;

use super::{block_name, ensure_dir, still_waiting};

/// `vcd/<stem>/<test>.vcd` under the crate root, with its folder created: where a test writes
/// the waveform of circuit `stem` (the catalogue's file stem) for test `test`.
pub fn vcd_file(stem: &str, test: &str) -> Result<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("vcd").join(stem);
    ensure_dir(&dir)?;
    Ok(dir.join(format!("{test}.vcd")))
}

/// Creates the file `path` for a waveform (its folder too) and buffers it.
pub fn create(path: &Path) -> Result<BufWriter<File>> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        ensure_dir(dir)?;
    }
    let file = File::create(path).with_context(|| format!("creating {}", path.display()))?;
    Ok(BufWriter::new(file))
}

/// Every signal of a block clocked by hand, recorded into a VCD file: the header and a full
/// dump when it is created, then the changed signals at each [`Trace::record`].
pub struct Trace {
    probe: Option<VCDProbe<BufWriter<File>>>,
}

impl Trace {
    /// Creates `path` and writes the header of `uut`'s signals and a dump of their values at
    /// time `t_ps` (picoseconds, the VCD's time unit).
    pub fn create(path: &Path, uut: &dyn Block, t_ps: u64) -> Result<Self> {
        let mut probe = write_vcd_header(create(path)?, uut);
        probe
            .timestamp(t_ps)
            .with_context(|| format!("writing {}", path.display()))?;
        Ok(Self {
            probe: Some(write_vcd_dump(probe, uut)),
        })
    }

    /// Records the signals of `uut` that changed since the last record, at time `t_ps`. After
    /// a write error (a full disk) the trace stops; the simulation goes on.
    pub fn record(&mut self, uut: &dyn Block, t_ps: u64) {
        if let Some(mut probe) = self.probe.take()
            && probe.timestamp(t_ps).is_ok()
        {
            self.probe = Some(write_vcd_change(probe, uut));
        }
    }
}

/// Half a period of the harness clock in [`run_traced`], in picoseconds: 100 MHz.
pub const HALF_PERIOD_PS: u64 = 5_000;

/// The RustHDL harness's result (its error is a bare [`SimError`]).
pub type SimResult<T> = std::result::Result<T, SimError>;

/// The testbench's side of a [`run_traced`] run: clock cycles and bounded waits on the
/// circuit the harness hands back and forth.
pub struct Bench<U> {
    sim: Sim<U>,
    level: fn(&U) -> bool,
    failure: Arc<Mutex<Option<String>>>,
}

impl<U: Block + Send + 'static> Bench<U> {
    /// One clock cycle: waits for the clock's next rising edge, then its falling edge. The
    /// inputs set before the call are sampled at that rising edge.
    pub fn cycle(&mut self, x: Box<U>) -> SimResult<Box<U>> {
        let level = self.level;
        let x = self.sim.watch(level, x)?;
        self.sim.watch(move |u| !level(u), x)
    }

    /// Clock cycles while `cond` holds (checked before each); returns the circuit and the
    /// cycles. If it still holds after `limit` cycles the run halts and [`run_traced`] fails
    /// with "`circuit`: `what`: still waiting after `limit` cycles".
    pub fn wait_while(
        &mut self,
        mut x: Box<U>,
        limit: usize,
        what: &str,
        cond: impl Fn(&U) -> bool,
    ) -> SimResult<(Box<U>, usize)> {
        let mut cycles = 0;
        while cond(&x) {
            if cycles == limit {
                *self.failure.lock().unwrap() = Some(still_waiting(what, limit));
                return self.sim.halt(x).and(Err(SimError::SimHalted));
            }
            x = self.cycle(x)?;
            cycles += 1;
        }
        Ok((x, cycles))
    }

    /// A check in the testbench: if `ok` is false the run halts and [`run_traced`] fails with
    /// "`circuit`: `message()`"; otherwise the circuit is handed back.
    pub fn check(
        &mut self,
        x: Box<U>,
        ok: bool,
        message: impl FnOnce() -> String,
    ) -> SimResult<Box<U>> {
        if ok {
            return Ok(x);
        }
        *self.failure.lock().unwrap() = Some(message());
        self.sim.halt(x).and(Err(SimError::SimHalted))
    }
}

/// Runs `testbench` on `uut` in RustHDL's `Simulation` harness for at most `max_cycles` cycles
/// of a 100 MHz clock ([`HALF_PERIOD_PS`]; `toggle` inverts the clock input, `level` reads
/// it), tracing every signal into the VCD file `vcd` (created with its folder). The testbench
/// gets the circuit after initialisation and returns it when it is done. Fails, naming the
/// circuit, if the simulation fails: a failed wait's message, or the harness's error (an
/// assertion, the time limit).
pub fn run_traced<U, F>(
    uut: U,
    vcd: &Path,
    max_cycles: u64,
    toggle: fn(&mut U),
    level: fn(&U) -> bool,
    testbench: F,
) -> Result<()>
where
    U: Block + Send + 'static,
    F: Fn(&mut Bench<U>, Box<U>) -> SimResult<Box<U>> + Send + RefUnwindSafe + 'static,
{
    let failure = Arc::new(Mutex::new(None));
    let failed = failure.clone();
    let mut sim = Simulation::new();
    sim.add_clock(HALF_PERIOD_PS, move |x: &mut Box<U>| toggle(x));
    sim.add_testbench(move |sim: Sim<U>| {
        let x = sim.init()?;
        let mut bench = Bench {
            sim,
            level,
            failure: failed.clone(),
        };
        let x = testbench(&mut bench, x)?;
        bench.sim.done(x)
    });
    let file = create(vcd)?;
    let ran = sim.run_traced(Box::new(uut), max_cycles * 2 * HALF_PERIOD_PS, file);
    let name = block_name::<U>();
    if let Some(message) = failure.lock().unwrap().take() {
        bail!("{name}: {message}");
    }
    ran.map_err(|e| anyhow::anyhow!("{name} simulation failed: {e:?}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A flip-flop that toggles every cycle.
    #[derive(LogicBlock, Default)]
    struct Blinker {
        clock: Signal<In, Clock>,
        q: Signal<Out, Bit>,
        d: DFF<Bit>,
    }

    impl Logic for Blinker {
        #[hdl_gen]
        fn update(&mut self) {
            dff_setup!(self, clock, d);
            self.d.d.next = !self.d.q.val();
            self.q.next = self.d.q.val();
        }
    }

    fn run(
        name: &str,
        testbench: impl Fn(&mut Bench<Blinker>, Box<Blinker>) -> SimResult<Box<Blinker>>
        + Send
        + RefUnwindSafe
        + 'static,
    ) -> (Result<()>, PathBuf) {
        let dir = std::env::temp_dir().join(format!("mlkem-sim-vcd-{}", std::process::id()));
        let path = dir.join(name).join("blinker.vcd");
        let ran = run_traced(
            Blinker::default(),
            &path,
            20,
            |x| x.clock.next = !x.clock.val(),
            |x| x.clock.val().clk,
            testbench,
        );
        (ran, path)
    }

    #[test]
    fn run_traced_writes_the_waveform() {
        let (ran, path) = run("ok", |bench, x| {
            let x = bench.cycle(x)?;
            let (x, n) = bench.wait_while(x, 5, "q high", |x| x.q.val())?;
            bench.check(x, n == 1, || format!("{n} cycles"))
        });
        ran.unwrap();
        let vcd = std::fs::read_to_string(&path).unwrap();
        assert!(
            vcd.starts_with("$timescale") && vcd.contains(" q "),
            "{vcd}"
        );
    }

    #[test]
    fn a_failed_wait_or_check_names_circuit_condition_and_limit() {
        let (ran, _) = run("wait", |bench, x| {
            let (x, _) = bench.wait_while(x, 3, "clock running", |_| true)?;
            Ok(x)
        });
        assert_eq!(
            ran.unwrap_err().to_string(),
            "Blinker: clock running: still waiting after 3 cycles"
        );
        let (ran, _) = run("check", |bench, x| {
            bench.check(x, false, || "q stuck".to_string())
        });
        assert_eq!(ran.unwrap_err().to_string(), "Blinker: q stuck");
    }

    #[test]
    fn vcd_file_is_under_the_crate_root() {
        let p = vcd_file("unit_test", "vcd_file").unwrap();
        assert!(p.ends_with("vcd/unit_test/vcd_file.vcd"), "{}", p.display());
        assert!(p.starts_with(env!("CARGO_MANIFEST_DIR")));
        assert!(p.parent().unwrap().is_dir());
        std::fs::remove_dir(p.parent().unwrap()).unwrap();
    }
}
