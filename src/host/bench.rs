//! Per-operation measurements of ML-KEM on a device (`mlkem-fpga bench` and `make demo`):
//!
//! * **compute cycles**: the device's CYCLES counter before and after the operation (it
//!   counts cycles spent executing commands, the UART link excluded). An operation ends with
//!   the CLEAR that wipes the slots, so the figure includes it ([`clear_cycles`] gives its
//!   share);
//! * **link bytes**: bytes sent and received for the operation's commands (frames, CRCs and
//!   all), against the API minimum ([`api_min_bytes`]: what a KEM call must move at least);
//! * **round trips**: request frames sent, each waiting for its response, counted by the
//!   driver where frames are exchanged ([`LinkStats::round_trips`]; resends count);
//! * **modelled board time**: cycles / f_clk + 10 × bytes / baud (8N1: ten bit periods per
//!   byte), at the board's clock [`CLOCK_HZ`] and a given baud rate ([`OpCost::board_time`]);
//! * **modelled real-board wall time** ([`OpCost::real_board_time`]): the same plus round
//!   trips × the USB-UART bridge's latency timer. An FTDI bridge (the FT2232H of the
//!   Alchitry Cu) holds each short response until its latency timer expires: 16 ms by default
//!   on Linux, 1 ms at the minimum ([`LATENCY_TIMERS`]). Each round trip is charged one full
//!   timer: the bound a lock-step protocol pays when its responses are shorter than the
//!   bridge's buffer;
//! * **wall time** of the backend (the simulator's, for `sim`), and of the software model
//!   ([`ModelDevice`]) on the same inputs.
//!
//! Every device result is checked against the software model: a bench run is also a test.
//!
//! **Protocol 3** ([`bench3`], [`super::kem3::KemDevice3`]): the operations are KeyGen with
//! the key kept (`KEYGEN`), Encaps (`ENCAPS`) and Decaps with the kept key (`DECAPS`), one
//! request each; their API minimum leaves dk out (it never crosses the link:
//! [`Op::KeyGenKeep`], [`Op::DecapsSlot`]); no CLEAR ends them (the key is erased after each
//! round, outside the measurement).

use std::time::{Duration, Instant};

use anyhow::{Result, bail};
use serde::Serialize;

use super::backend::{Kem, ModelDevice};
use super::driver::Driven;
#[cfg(doc)]
use super::driver::LinkStats;
use super::hwkem::HwMlKem;
use super::kem3::KemDevice3;
use super::transport::Transport;
use crate::model::kem::random_seed;
use crate::params::{CLOCK_HZ, ParamSet, SHARED_SECRET_LEN};

/// A KEM operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    KeyGen,
    Encaps,
    Decaps,
    /// Protocol 3: KeyGen with dk kept in a key slot (`keygen --keep`).
    KeyGenKeep,
    /// Protocol 3: Decaps with the key in a slot (`decaps --slot`).
    DecapsSlot,
}

impl Op {
    /// A protocol 2 round.
    pub const ALL: [Op; 3] = [Op::KeyGen, Op::Encaps, Op::Decaps];
    /// A protocol 3 round.
    pub const V3: [Op; 3] = [Op::KeyGenKeep, Op::Encaps, Op::DecapsSlot];

    pub fn name(self) -> &'static str {
        match self {
            Op::KeyGen => "KeyGen",
            Op::Encaps => "Encaps",
            Op::Decaps => "Decaps",
            Op::KeyGenKeep => "KeyGen --keep",
            Op::DecapsSlot => "Decaps --slot",
        }
    }
}

/// The bytes a KEM call must move at least: its inputs and outputs (FIPS 203 Table 3).
/// KeyGen: d, z in, ek, dk out; Encaps: ek, m in, c, K out; Decaps: dk, c in, K out. With
/// the key kept on the device, dk moves neither way: KeyGen --keep: d, z in, ek out; Decaps
/// --slot: c in, K out.
pub fn api_min_bytes(p: ParamSet, op: Op) -> usize {
    let k = SHARED_SECRET_LEN;
    match op {
        Op::KeyGen => 64 + p.ek_len() + p.dk_len(),
        Op::Encaps => p.ek_len() + 32 + p.ct_len() + k,
        Op::Decaps => p.dk_len() + p.ct_len() + k,
        Op::KeyGenKeep => 64 + p.ek_len(),
        Op::DecapsSlot => p.ct_len() + k,
    }
}

/// The FT2232H latency timers the real-board wall time is modelled at: the minimum (1 ms,
/// `echo 1 > /sys/bus/usb-serial/devices/ttyUSB1/latency_timer`) and Linux's default (16 ms).
pub const LATENCY_TIMERS: [Duration; 2] = [Duration::from_millis(1), Duration::from_millis(16)];

/// What one operation cost on the device.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct OpCost {
    /// Compute cycles (CYCLES difference; the link excluded).
    pub cycles: u64,
    pub bytes_sent: u64,
    pub bytes_received: u64,
    pub commands: u64,
    /// Request frames sent and waited on ([`LinkStats::round_trips`]: resends included).
    pub round_trips: u64,
    /// Frames sent again (part of `round_trips`).
    pub resends: u64,
    /// Wall time of the backend.
    pub wall: Duration,
}

impl OpCost {
    pub fn link_bytes(&self) -> u64 {
        self.bytes_sent + self.bytes_received
    }

    /// Compute time at the board's clock.
    pub fn compute_time(&self) -> Duration {
        Duration::from_secs_f64(self.cycles as f64 / CLOCK_HZ as f64)
    }

    /// Wire time of the link bytes at `baud` (8N1).
    pub fn link_time(&self, baud: u32) -> Duration {
        Duration::from_secs_f64(10.0 * self.link_bytes() as f64 / baud as f64)
    }

    /// Modelled board time: compute time plus wire time at `baud` (no USB latency).
    pub fn board_time(&self, baud: u32) -> Duration {
        self.compute_time() + self.link_time(baud)
    }

    /// The USB-UART bridge's share: round trips × its latency timer.
    pub fn latency_time(&self, latency_timer: Duration) -> Duration {
        latency_timer * self.round_trips as u32
    }

    /// Modelled real-board wall time: 10 × link bytes / `baud` + round trips ×
    /// `latency_timer` + cycles / f_clk.
    pub fn real_board_time(&self, baud: u32, latency_timer: Duration) -> Duration {
        self.link_time(baud) + self.latency_time(latency_timer) + self.compute_time()
    }
}

/// Runs `f` on `kem` (a [`HwMlKem`] or a [`KemDevice3`]) and measures it.
pub fn measure<T: Transport, K: Driven<T>, R, E>(
    kem: &mut K,
    f: impl FnOnce(&mut K) -> Result<R, E>,
) -> Result<(R, OpCost)>
where
    anyhow::Error: From<E>,
{
    let c0 = kem.driver_mut().cycles()?;
    let s0 = kem.driver().stats();
    let t0 = Instant::now();
    let r = f(kem)?;
    let wall = t0.elapsed();
    let s1 = kem.driver().stats();
    let c1 = kem.driver_mut().cycles()?;
    Ok((
        r,
        OpCost {
            cycles: c1.wrapping_sub(c0) as u64,
            bytes_sent: s1.bytes_sent - s0.bytes_sent,
            bytes_received: s1.bytes_received - s0.bytes_received,
            commands: s1.commands - s0.commands,
            round_trips: s1.round_trips - s0.round_trips,
            resends: s1.resends - s0.resends,
            wall,
        },
    ))
}

/// The compute cycles of one CLEAR (part of every operation's figure). Also the CLEAR a new
/// [`HwMlKem`] owes before its first operation, so that operation's figure is like the rest.
pub fn clear_cycles<T: Transport>(kem: &mut HwMlKem<T>) -> Result<u64> {
    let c0 = kem.driver_mut().cycles()?;
    kem.clear()?;
    let c1 = kem.driver_mut().cycles()?;
    Ok(c1.wrapping_sub(c0) as u64)
}

/// One KeyGen → Encaps → Decaps round on the device with random seeds, each result checked
/// against the software model (whose wall times are returned too, in [`Op::ALL`] order).
pub struct Round {
    pub set: ParamSet,
    pub device: [OpCost; 3],
    pub model_wall: [Duration; 3],
    /// The shared secrets from Encaps and from Decaps (equal, or the round fails).
    pub encaps_secret: [u8; 32],
    pub decaps_secret: [u8; 32],
}

/// Runs one [`Round`] for `p`.
pub fn round<T: Transport>(kem: &mut HwMlKem<T>, p: ParamSet) -> Result<Round> {
    let (d, z, m) = (random_seed(), random_seed(), random_seed());
    let ((ek, dk), keygen) = measure(kem, |k| k.keygen(p, &d, &z))?;
    let ((c, key), encaps) = measure(kem, |k| k.encaps(p, &ek, &m))?;
    let (key2, decaps) = measure(kem, |k| k.decaps(p, &dk, &c))?;
    if *key != *key2 {
        bail!("{}: Decaps gave another shared secret than Encaps", p.name);
    }
    let mut model = ModelDevice;
    let t0 = Instant::now();
    let (ek_m, dk_m) = model.keygen(p, &d, &z)?;
    let t1 = Instant::now();
    let (c_m, key_m) = model.encaps(p, &ek_m, &m)?;
    let t2 = Instant::now();
    let key2_m = model.decaps(p, &dk_m, &c_m)?;
    let t3 = Instant::now();
    if ek != ek_m || *dk != *dk_m || c != c_m || *key != *key_m || *key2 != *key2_m {
        bail!("{}: the device's results differ from the model's", p.name);
    }
    Ok(Round {
        set: p,
        device: [keygen, encaps, decaps],
        model_wall: [t1 - t0, t2 - t1, t3 - t2],
        encaps_secret: *key,
        decaps_secret: *key2,
    })
}

/// One protocol 3 round for `p`: KeyGen --keep (into the first free slot, not exportable),
/// Encaps to its ek, Decaps --slot of c, each one request, each result checked against the
/// software model; then the key is erased (not measured). [`Round::device`] is in
/// [`Op::V3`] order.
pub fn round3<T: Transport>(kem: &mut KemDevice3<T>, p: ParamSet) -> Result<Round> {
    let (d, z, m) = (random_seed(), random_seed(), random_seed());
    let slot = kem.free_slot(p)?;
    let (ek, keygen) = measure(kem, |k| k.keygen_keep(p, slot, false, &d, &z))?;
    let ((c, key), encaps) = measure(kem, |k| k.encaps(p, &ek, &m))?;
    let (key2, decaps) = measure(kem, |k| k.decaps_slot(slot, &c))?;
    kem.key_erase(slot)?;
    if *key != *key2 {
        bail!("{}: Decaps gave another shared secret than Encaps", p.name);
    }
    let mut model = ModelDevice;
    let t0 = Instant::now();
    let (ek_m, dk_m) = model.keygen(p, &d, &z)?;
    let t1 = Instant::now();
    let (c_m, key_m) = model.encaps(p, &ek_m, &m)?;
    let t2 = Instant::now();
    let key2_m = model.decaps(p, &dk_m, &c_m)?;
    let t3 = Instant::now();
    if ek != ek_m || c != c_m || *key != *key_m || *key2 != *key2_m {
        bail!("{}: the device's results differ from the model's", p.name);
    }
    Ok(Round {
        set: p,
        device: [keygen, encaps, decaps],
        model_wall: [t1 - t0, t2 - t1, t3 - t2],
        encaps_secret: *key,
        decaps_secret: *key2,
    })
}

/// Per parameter set and operation: the mean cost over several rounds and the range of the
/// cycle counts (they vary only with the public seed ρ, through SampleNTT's rejection
/// sampling).
#[derive(Clone, Debug)]
pub struct BenchRow {
    pub set: ParamSet,
    pub op: Op,
    pub mean: OpCost,
    pub min_cycles: u64,
    pub max_cycles: u64,
    /// The range of the round trips (they differ only when a frame was sent again).
    pub min_round_trips: u64,
    pub max_round_trips: u64,
    pub model_wall: Duration,
}

/// `rounds` rounds per parameter set; `tick` is called after each operation.
pub fn bench<T: Transport>(
    kem: &mut HwMlKem<T>,
    sets: &[ParamSet],
    rounds: usize,
    tick: impl FnMut(ParamSet, Op),
) -> Result<Vec<BenchRow>> {
    bench_rounds(kem, round, Op::ALL, sets, rounds, tick)
}

/// [`bench`] on a protocol 3 device: rounds of [`round3`], rows in [`Op::V3`] order.
pub fn bench3<T: Transport>(
    kem: &mut KemDevice3<T>,
    sets: &[ParamSet],
    rounds: usize,
    tick: impl FnMut(ParamSet, Op),
) -> Result<Vec<BenchRow>> {
    bench_rounds(kem, round3, Op::V3, sets, rounds, tick)
}

fn bench_rounds<K>(
    kem: &mut K,
    round: fn(&mut K, ParamSet) -> Result<Round>,
    ops: [Op; 3],
    sets: &[ParamSet],
    rounds: usize,
    mut tick: impl FnMut(ParamSet, Op),
) -> Result<Vec<BenchRow>> {
    let rounds = rounds.max(1);
    let mut rows = Vec::new();
    for &p in sets {
        let mut all = Vec::with_capacity(rounds);
        for _ in 0..rounds {
            let r = round(kem, p)?;
            for op in ops {
                tick(p, op);
            }
            all.push(r);
        }
        for (i, op) in ops.into_iter().enumerate() {
            let n = all.len() as u64;
            let sum = |f: fn(&OpCost) -> u64| all.iter().map(|r| f(&r.device[i])).sum::<u64>();
            let cycles: Vec<u64> = all.iter().map(|r| r.device[i].cycles).collect();
            let trips: Vec<u64> = all.iter().map(|r| r.device[i].round_trips).collect();
            rows.push(BenchRow {
                set: p,
                op,
                mean: OpCost {
                    cycles: sum(|c| c.cycles) / n,
                    bytes_sent: sum(|c| c.bytes_sent) / n,
                    bytes_received: sum(|c| c.bytes_received) / n,
                    commands: sum(|c| c.commands) / n,
                    round_trips: sum(|c| c.round_trips) / n,
                    resends: sum(|c| c.resends) / n,
                    wall: all.iter().map(|r| r.device[i].wall).sum::<Duration>() / n as u32,
                },
                min_cycles: *cycles.iter().min().expect("at least one round"),
                max_cycles: *cycles.iter().max().expect("at least one round"),
                min_round_trips: *trips.iter().min().expect("at least one round"),
                max_round_trips: *trips.iter().max().expect("at least one round"),
                model_wall: all.iter().map(|r| r.model_wall[i]).sum::<Duration>() / n as u32,
            });
        }
    }
    Ok(rows)
}

/// The line rates of the link-time and real-board tables: a classic rate, the power-up rate,
/// 3 Mbaud, and the fastest the protocol allows, 12 Mbaud (bit period 4 at
/// [`CLOCK_HZ`]).
pub const LINE_RATES: [u32; 4] = [115_200, 1_000_000, 3_000_000, 12_000_000];

/// How `bench --json` states the model of [`BoardTime::total_s`].
pub const BOARD_TIME_FORMULA: &str =
    "total_s = 10 * link_bytes / baud + round_trips * latency_timer_s + cycles / clock_hz";

/// Everything `mlkem-fpga bench` measured and modelled, as `bench --json` writes it.
#[derive(Clone, Debug, Serialize)]
pub struct BenchReport {
    /// The `--backend` argument and the link it opened.
    pub backend: String,
    pub link: String,
    pub protocol: u8,
    pub build_id: String,
    /// The board clock the compute times are at.
    pub clock_hz: u32,
    pub rounds: usize,
    /// Cycles of the CLEAR that ends every operation (included in its cycles; 0 on protocol
    /// 3, whose operations end without one).
    pub clear_cycles: u64,
    /// The line rates and latency timers of every row's `board_time` entries.
    pub line_rates: Vec<u32>,
    pub latency_timers_s: Vec<f64>,
    pub formula: &'static str,
    /// One per parameter set and operation.
    pub rows: Vec<RowReport>,
}

/// A mean over rounds and the range of the rounds.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct Spread {
    pub mean: u64,
    pub min: u64,
    pub max: u64,
}

/// One parameter set and operation in a [`BenchReport`]. Counts are means over the rounds
/// (rounded down); `cycles` and `round_trips` also give their range.
#[derive(Clone, Debug, Serialize)]
pub struct RowReport {
    pub set: &'static str,
    pub op: &'static str,
    pub cycles: Spread,
    pub bytes_sent: u64,
    pub bytes_received: u64,
    pub link_bytes: u64,
    pub api_min_bytes: u64,
    /// link_bytes / api_min_bytes.
    pub api_ratio: f64,
    pub commands: u64,
    pub round_trips: Spread,
    pub resends: u64,
    /// cycles.mean / clock_hz.
    pub compute_s: f64,
    /// At every line rate × latency timer (0, then [`LATENCY_TIMERS`]).
    pub board_time: Vec<BoardTime>,
    /// Mean wall time of the backend and of the software model on the same inputs.
    pub wall_s: f64,
    pub software_wall_s: f64,
}

/// The modelled wall time of one operation on a real board at one line rate and latency
/// timer ([`BOARD_TIME_FORMULA`]).
#[derive(Clone, Copy, Debug, Serialize)]
pub struct BoardTime {
    pub baud: u32,
    pub latency_timer_s: f64,
    pub link_s: f64,
    pub latency_s: f64,
    pub compute_s: f64,
    pub total_s: f64,
}

/// The latency timers of a report: none (the link and compute alone), then [`LATENCY_TIMERS`].
pub fn report_latency_timers() -> Vec<Duration> {
    std::iter::once(Duration::ZERO)
        .chain(LATENCY_TIMERS)
        .collect()
}

impl BenchReport {
    /// The report of `rows`, with board times at `line_rates` (ascending, duplicates
    /// dropped) and [`report_latency_timers`].
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        backend: String,
        link: String,
        protocol: u8,
        build_id: u32,
        rounds: usize,
        clear_cycles: u64,
        line_rates: &[u32],
        rows: &[BenchRow],
    ) -> Self {
        let mut rates: Vec<u32> = line_rates.iter().copied().filter(|&b| b > 0).collect();
        rates.sort_unstable();
        rates.dedup();
        let timers = report_latency_timers();
        let rows = rows
            .iter()
            .map(|r| {
                let c = &r.mean;
                let api = api_min_bytes(r.set, r.op) as u64;
                let board_time = rates
                    .iter()
                    .flat_map(|&baud| {
                        timers.iter().map(move |&t| BoardTime {
                            baud,
                            latency_timer_s: t.as_secs_f64(),
                            link_s: c.link_time(baud).as_secs_f64(),
                            latency_s: c.latency_time(t).as_secs_f64(),
                            compute_s: c.compute_time().as_secs_f64(),
                            total_s: c.real_board_time(baud, t).as_secs_f64(),
                        })
                    })
                    .collect();
                RowReport {
                    set: r.set.name,
                    op: r.op.name(),
                    cycles: Spread {
                        mean: c.cycles,
                        min: r.min_cycles,
                        max: r.max_cycles,
                    },
                    bytes_sent: c.bytes_sent,
                    bytes_received: c.bytes_received,
                    link_bytes: c.link_bytes(),
                    api_min_bytes: api,
                    api_ratio: c.link_bytes() as f64 / api as f64,
                    commands: c.commands,
                    round_trips: Spread {
                        mean: c.round_trips,
                        min: r.min_round_trips,
                        max: r.max_round_trips,
                    },
                    resends: c.resends,
                    compute_s: c.compute_time().as_secs_f64(),
                    board_time,
                    wall_s: c.wall.as_secs_f64(),
                    software_wall_s: r.model_wall.as_secs_f64(),
                }
            })
            .collect();
        BenchReport {
            backend,
            link,
            protocol,
            build_id: format!("0x{build_id:08x}"),
            clock_hz: CLOCK_HZ,
            rounds,
            clear_cycles,
            line_rates: rates,
            latency_timers_s: timers.iter().map(Duration::as_secs_f64).collect(),
            formula: BOARD_TIME_FORMULA,
            rows,
        }
    }
}

/// A duration in the unit that reads best (µs, ms or s).
pub fn fmt_duration(d: Duration) -> String {
    let s = d.as_secs_f64();
    if s < 1e-3 {
        format!("{:.1} µs", s * 1e6)
    } else if s < 1.0 {
        format!("{:.2} ms", s * 1e3)
    } else {
        format!("{s:.2} s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::params::ML_KEM_768;

    #[test]
    fn api_minimum_and_board_time() {
        // ML-KEM-768: ek 1184, dk 2400, c 1088 bytes.
        assert_eq!(api_min_bytes(ML_KEM_768, Op::Encaps), 1184 + 32 + 1088 + 32);
        assert_eq!(api_min_bytes(ML_KEM_768, Op::Decaps), 2400 + 1088 + 32);
        assert_eq!(api_min_bytes(ML_KEM_768, Op::KeyGen), 64 + 1184 + 2400);
        // Protocol 3 with the key kept: dk crosses neither way.
        assert_eq!(api_min_bytes(ML_KEM_768, Op::KeyGenKeep), 64 + 1184);
        assert_eq!(api_min_bytes(ML_KEM_768, Op::DecapsSlot), 1088 + 32);
        assert_eq!(
            Op::V3.map(Op::name),
            ["KeyGen --keep", "Encaps", "Decaps --slot"]
        );
        let c = OpCost {
            cycles: CLOCK_HZ as u64 / 1000,
            bytes_sent: 60,
            bytes_received: 40,
            ..OpCost::default()
        };
        // 1 ms of compute (CLOCK_HZ is a whole number of Hz, so to within a nanosecond), 1000
        // bits at 1 Mbaud = 1 ms of wire.
        let near = |a: Duration, b: Duration| a.abs_diff(b) <= Duration::from_micros(1);
        assert!(near(c.board_time(1_000_000), Duration::from_millis(2)));
        let c = OpCost {
            round_trips: 3,
            ..c
        };
        assert!(near(
            c.real_board_time(1_000_000, Duration::from_millis(16)),
            Duration::from_millis(2 + 3 * 16)
        ));
        assert_eq!(
            c.real_board_time(1_000_000, Duration::ZERO),
            c.board_time(1_000_000)
        );
        assert_eq!(fmt_duration(Duration::from_micros(1500)), "1.50 ms");
    }
}
