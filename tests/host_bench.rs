//! `mlkem-fpga bench`'s figures (issue 16, Deliver item 8): the round trips the driver counts
//! equal the request frames a counting transport sees on the wire (an independent count, by
//! parsing the bytes), resends included; the modelled real-board wall time equals the formula
//! computed here from its inputs; `bench --json` parses and has every parameter set ×
//! operation with figures consistent with each other and with FIPS 203's sizes.
//! No test here measures time.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use mlkem_fpga::host::backend::Kem;
use mlkem_fpga::host::bench::{OpCost, measure};
use mlkem_fpga::host::driver::{DeviceDriver, Timing};
use mlkem_fpga::host::hwkem::HwMlKem;
use mlkem_fpga::host::transport::{
    FaultRates, FaultyTransport, ModelTransport, Transport, TransportError,
};
use mlkem_fpga::model::device::DeviceModel;
use mlkem_fpga::model::kem;
use mlkem_fpga::params::{DEFAULT_BAUD, ML_KEM_512, ML_KEM_768, PARAM_SETS, ParamSet};
use mlkem_fpga::protocol::{REQUEST_OVERHEAD, REQUEST_SYNC, crc32, parse_response};
use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_mlkem-fpga");

/// What a [`Counting`] transport has seen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Seen {
    /// Well-formed request frames (sync, length, CRC) in the bytes sent.
    requests: u64,
    /// Well-formed response frames in the bytes received.
    responses: u64,
}

/// A transport that counts the frames crossing it by parsing the bytes, knowing nothing of
/// the driver's counters.
struct Counting<T> {
    inner: T,
    seen: Arc<Mutex<Seen>>,
    rx: Vec<u8>,
}

impl<T: Transport> Counting<T> {
    fn new(inner: T) -> (Self, Arc<Mutex<Seen>>) {
        let seen = Arc::new(Mutex::new(Seen::default()));
        (
            Counting {
                inner,
                seen: seen.clone(),
                rx: Vec::new(),
            },
            seen,
        )
    }
}

/// The well-formed request frames in `bytes` (sync, opcode, seq, length, payload, CRC-32).
fn request_frames(bytes: &[u8]) -> u64 {
    let (mut i, mut n) = (0, 0);
    while i + REQUEST_OVERHEAD <= bytes.len() {
        if bytes[i] != REQUEST_SYNC {
            i += 1;
            continue;
        }
        let len = u16::from_le_bytes([bytes[i + 3], bytes[i + 4]]) as usize;
        let end = i + REQUEST_OVERHEAD + len;
        if end <= bytes.len() {
            let crc = u32::from_le_bytes(bytes[end - 4..end].try_into().unwrap());
            if crc == crc32(&bytes[i + 1..end - 4]) {
                n += 1;
                i = end;
                continue;
            }
        }
        i += 1;
    }
    n
}

impl<T: Transport> Transport for Counting<T> {
    fn send(&mut self, bytes: &[u8]) -> Result<(), TransportError> {
        self.seen.lock().unwrap().requests += request_frames(bytes);
        self.inner.send(bytes)
    }

    fn recv(&mut self, buf: &mut [u8], timeout: Duration) -> Result<usize, TransportError> {
        let n = self.inner.recv(buf, timeout)?;
        self.rx.extend_from_slice(&buf[..n]);
        loop {
            match parse_response(&self.rx) {
                Ok((_, used)) => {
                    self.seen.lock().unwrap().responses += 1;
                    self.rx.drain(..used);
                }
                Err(mlkem_fpga::protocol::FrameError::Incomplete) => break,
                Err(_) => {
                    self.rx.drain(..1);
                }
            }
        }
        Ok(n)
    }

    fn set_baud(&mut self, baud: u32) -> Result<(), TransportError> {
        self.inner.set_baud(baud)
    }

    fn describe(&self) -> String {
        format!("counting {}", self.inner.describe())
    }
}

/// KeyGen, Encaps and Decaps measured with [`measure`]; each cost paired with what the
/// counting transport saw during the operation alone.
fn three_ops<T: Transport>(
    kem: &mut HwMlKem<T>,
    seen: &Arc<Mutex<Seen>>,
    p: ParamSet,
    seed: u8,
) -> Vec<(OpCost, Seen)> {
    let snap = || *seen.lock().unwrap();
    let delta = |a: Seen, b: Seen| Seen {
        requests: b.requests - a.requests,
        responses: b.responses - a.responses,
    };
    let (d, z, m) = ([seed; 32], [seed ^ 0x33; 32], [seed ^ 0x5A; 32]);
    let (ek_want, dk_want) = kem::keygen_internal(p, &d, &z);
    let (k_want, c_want) = kem::encaps_internal(p, &ek_want, &m);
    let mut out = Vec::new();
    let mut during = Seen::default();
    let ((ek, dk), cost) = measure(kem, |k| {
        let a = snap();
        let r = k.keygen(p, &d, &z);
        during = delta(a, snap());
        r
    })
    .unwrap();
    assert_eq!((ek, dk.to_vec()), (ek_want.clone(), dk_want.clone()));
    out.push((cost, during));
    let ((c, key), cost) = measure(kem, |k| {
        let a = snap();
        let r = k.encaps(p, &ek_want, &m);
        during = delta(a, snap());
        r
    })
    .unwrap();
    assert_eq!((c, *key), (c_want.clone(), k_want));
    out.push((cost, during));
    let (key, cost) = measure(kem, |k| {
        let a = snap();
        let r = k.decaps(p, &dk_want, &c_want);
        during = delta(a, snap());
        r
    })
    .unwrap();
    assert_eq!(*key, k_want);
    out.push((cost, during));
    out
}

/// On a clean link every round trip is one request frame and one response frame, and the
/// driver's count equals both counts taken on the wire.
#[test]
fn round_trips_equal_the_frames_on_the_wire() {
    for p in PARAM_SETS {
        let (t, seen) = Counting::new(ModelTransport::new(DeviceModel::new("model")));
        let (driver, _) = DeviceDriver::open(t, DEFAULT_BAUD, Timing::default()).unwrap();
        let mut kem = HwMlKem::new(driver);
        kem.clear().unwrap();
        for (op, (cost, wire)) in ["KeyGen", "Encaps", "Decaps"]
            .iter()
            .zip(three_ops(&mut kem, &seen, p, 7))
        {
            assert!(wire.requests > 0, "{} {op}", p.name);
            assert_eq!(cost.round_trips, wire.requests, "{} {op}", p.name);
            assert_eq!(cost.round_trips, wire.responses, "{} {op}", p.name);
            // No resend on a clean link: one round trip per command.
            assert_eq!(cost.round_trips, cost.commands, "{} {op}", p.name);
            assert_eq!(cost.resends, 0);
        }
    }
}

/// On a faulty link (bit flips, drops, duplicates both ways) the driver resends frames, and
/// every resend is a round trip: the count still equals the request frames the driver put on
/// the wire (counted above the fault injector).
#[test]
fn resends_count_as_round_trips() {
    let rates = FaultRates {
        flip_ppm: 300,
        drop_ppm: 300,
        duplicate_ppm: 300,
    };
    let (mut resends, mut runs) = (0, 0);
    for seed in 1..=6u64 {
        let faulty =
            FaultyTransport::new(ModelTransport::new(DeviceModel::new("model")), rates, seed);
        let (t, seen) = Counting::new(faulty);
        let timing = Timing {
            compute_allowance: Duration::from_micros(200),
            attempts: 20,
            busy_wait: Duration::from_millis(1),
        };
        let mut driver = DeviceDriver::new(t, DEFAULT_BAUD, timing);
        let before = (driver.stats().round_trips, seen.lock().unwrap().requests);
        let mut kem = HwMlKem::new({
            driver.version().unwrap();
            driver
        });
        kem.clear().unwrap();
        for (cost, wire) in three_ops(&mut kem, &seen, ML_KEM_512, seed as u8) {
            assert_eq!(cost.round_trips, wire.requests);
            assert_eq!(cost.round_trips, cost.commands + cost.resends);
            resends += cost.resends;
            runs += 1;
        }
        let after = (
            kem.driver().stats().round_trips,
            seen.lock().unwrap().requests,
        );
        assert_eq!(after.0 - before.0, after.1 - before.1, "seed {seed}");
    }
    assert_eq!(runs, 18);
    assert!(
        resends > 0,
        "the faults caused no resend: the test proves nothing"
    );
}

/// The modelled real-board wall time against the formula, from inputs chosen here.
#[test]
fn board_time_formula() {
    let (cycles, sent, received, trips) = (123_456u64, 3_000u64, 1_789u64, 37u64);
    let c = OpCost {
        cycles,
        bytes_sent: sent,
        bytes_received: received,
        round_trips: trips,
        ..OpCost::default()
    };
    let clock = mlkem_fpga::params::CLOCK_HZ as f64;
    for baud in [115_200u32, 1_000_000, 3_000_000, 12_000_000] {
        for timer_ms in [0u64, 1, 16] {
            let want = 10.0 * (sent + received) as f64 / baud as f64
                + trips as f64 * timer_ms as f64 / 1e3
                + cycles as f64 / clock;
            let got = c
                .real_board_time(baud, Duration::from_millis(timer_ms))
                .as_secs_f64();
            assert!(
                (got - want).abs() < 1e-8,
                "{baud} {timer_ms}: {got} vs {want}"
            );
        }
        assert_eq!(c.real_board_time(baud, Duration::ZERO), c.board_time(baud));
    }
}

fn scratch(name: &str) -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("host_bench")
        .join(name);
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// The CLI on the virtual board shared with tests/cli.rs (built once, under a lock).
fn run(args: &[&str]) -> Output {
    Command::new(BIN)
        .args(args)
        .env(
            "MLKEM_FPGA_SIM_DIR",
            Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli-virtual-board"),
        )
        .output()
        .expect("run mlkem-fpga")
}

fn num(v: &Value, key: &str) -> f64 {
    v[key]
        .as_f64()
        .unwrap_or_else(|| panic!("{key} missing or not a number in {v}"))
}

/// The FIPS 203 sizes (Table 3) from k, d_u, d_v, and the bytes a KEM call must move.
fn api_minimum(p: ParamSet, op: &str) -> f64 {
    let ek = 384 * p.k + 32;
    let dk = 768 * p.k + 96;
    let c = 32 * (p.du * p.k + p.dv);
    (match op {
        "KeyGen" => 64 + ek + dk,
        "Encaps" => ek + 32 + c + 32,
        "Decaps" => dk + c + 32,
        // Protocol 3 with the key kept on the device: dk never crosses the link.
        "KeyGen --keep" => 64 + ek,
        "Decaps --slot" => c + 32,
        _ => panic!("unknown operation {op}"),
    }) as f64
}

/// Checks a `bench --json` document: every set × operation, and every figure consistent.
fn check_report(v: &Value, sets: &[ParamSet], with_cycles: bool) {
    let clock = num(v, "clock_hz");
    assert!(clock > 0.0);
    let rates: Vec<f64> = v["line_rates"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_f64().unwrap())
        .collect();
    let timers: Vec<f64> = v["latency_timers_s"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_f64().unwrap())
        .collect();
    for want in [115_200.0, 1_000_000.0] {
        assert!(rates.contains(&want), "{rates:?}");
    }
    for want in [0.0, 0.001, 0.016] {
        assert!(timers.contains(&want), "{timers:?}");
    }
    let rows = v["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 3 * sets.len());
    let protocol = num(v, "protocol");
    let ops = if protocol == 3.0 {
        ["KeyGen --keep", "Encaps", "Decaps --slot"]
    } else {
        ["KeyGen", "Encaps", "Decaps"]
    };
    for p in sets {
        for op in ops {
            let r = rows
                .iter()
                .find(|r| r["set"] == p.name && r["op"] == op)
                .unwrap_or_else(|| panic!("no row for {} {op}", p.name));
            let ctx = format!("{} {op}", p.name);
            let cycles = &r["cycles"];
            let (mean, min, max) = (num(cycles, "mean"), num(cycles, "min"), num(cycles, "max"));
            assert!(min <= mean && mean <= max, "{ctx}");
            assert_eq!(mean > 0.0, with_cycles, "{ctx}: cycles {mean}");
            let (sent, received) = (num(r, "bytes_sent"), num(r, "bytes_received"));
            let link = num(r, "link_bytes");
            assert_eq!(link, sent + received, "{ctx}");
            assert!(sent > 0.0 && received > 0.0, "{ctx}");
            assert_eq!(num(r, "api_min_bytes"), api_minimum(*p, op), "{ctx}");
            assert!((num(r, "api_ratio") - link / api_minimum(*p, op)).abs() < 1e-9);
            let trips = num(&r["round_trips"], "mean");
            assert!(trips >= num(r, "commands") && trips > 0.0, "{ctx}");
            if protocol == 3.0 {
                // One request per operation, on a clean link.
                assert_eq!(trips, 1.0, "{ctx}");
            }
            // A Duration holds whole nanoseconds.
            assert!((num(r, "compute_s") - mean / clock).abs() <= 1e-9, "{ctx}");
            assert!(num(r, "wall_s") >= 0.0 && num(r, "software_wall_s") >= 0.0);
            let times = r["board_time"].as_array().unwrap();
            assert_eq!(times.len(), rates.len() * timers.len(), "{ctx}");
            for &baud in &rates {
                for &timer in &timers {
                    let t = times
                        .iter()
                        .find(|t| num(t, "baud") == baud && num(t, "latency_timer_s") == timer)
                        .unwrap_or_else(|| panic!("{ctx}: no board time at {baud} / {timer}"));
                    let (wire, wait, compute) = (10.0 * link / baud, trips * timer, mean / clock);
                    for (key, want) in [
                        ("link_s", wire),
                        ("latency_s", wait),
                        ("compute_s", compute),
                        ("total_s", wire + wait + compute),
                    ] {
                        // Durations hold whole nanoseconds: two roundings at most.
                        assert!(
                            (num(t, key) - want).abs() <= 2e-9,
                            "{ctx} {baud} {timer} {key}: {} vs {want}",
                            num(t, key)
                        );
                    }
                }
            }
        }
    }
}

/// `bench --json FILE` on the virtual board (every set, one round): the file parses, has every
/// set × operation, and its figures agree with each other; the tables still go to stdout,
/// with the round-trip and latency-timer columns.
#[test]
fn bench_json_file_on_the_virtual_board() {
    let dir = scratch("sim");
    let file = dir.join("bench.json");
    let o = run(&["bench", "--rounds", "1", "--json", file.to_str().unwrap()]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = String::from_utf8(o.stdout).unwrap();
    for want in ["round trips", "board, 1 ms timer", "board, 16 ms timer"] {
        assert!(out.contains(want), "{want:?} missing in\n{out}");
    }
    let v: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(v["backend"], "sim");
    assert_eq!(num(&v, "protocol"), 3.0);
    assert_eq!(num(&v, "rounds"), 1.0);
    check_report(&v, &PARAM_SETS, true);
}

/// `bench --json -` writes only the JSON to stdout (here on the protocol model, which counts
/// no cycles); a bad `--rounds` or an unwritable file is an error with no panic.
#[test]
fn bench_json_to_stdout_and_errors() {
    let o = run(&[
        "bench",
        "--backend",
        "model",
        "--params",
        "768",
        "--rounds",
        "2",
        "--json",
        "-",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v: Value = serde_json::from_slice(&o.stdout).expect("stdout is one JSON document");
    check_report(&v, &[ML_KEM_768], false);
    let o = run(&["bench", "--backend", "model", "--rounds", "0"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("--rounds"));
    let dir = scratch("unwritable");
    let file = dir.join("no-such-dir").join("bench.json");
    let o = run(&[
        "bench",
        "--backend",
        "model",
        "--params",
        "512",
        "--rounds",
        "1",
        "--json",
        file.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("--json") && !err.contains("panicked"), "{err}");
}
