//! The Keccak circuits against the FIPS 202 model: RustHDL simulation and the exported Verilog
//! under Verilator. The permutation cores are driven by the common drivers of the contract,
//! `CoreSim` and `VerilatedCore`, in one busy-cycle convention (the command's own cycle not
//! counted, every cycle with `busy` high counted); the expected cycles are the design's figures
//! written out as literals ([`Latency`]), never the circuit's own constants.
//!
//! Here: the generic core checks, `KeccakParallel<1>` and `<2>`, and both sponges. Every
//! `KeccakSerial` test is in `rtl_keccak/serial.rs`.

#[path = "rtl_keccak/serial.rs"]
mod serial;

use mlkem_fpga::model::keccak::{KeccakFunction, LANES, hash, keccak_f1600};
use mlkem_fpga::rtl::keccak::sim::{CoreCommand, CoreSim, KeccakCorePorts, SpongePorts, SpongeSim};
use mlkem_fpga::rtl::keccak::sponge::{CoreTiming, sponge_cycles};
use mlkem_fpga::rtl::keccak::verilated::{CoreScript, SpongeJob, VerilatedCore, VerilatedSponge};
use mlkem_fpga::rtl::keccak::{
    KeccakParallelR1, KeccakParallelR2, KeccakSponge, KeccakSpongeSerial,
};
use mlkem_fpga::rtl::ntt::verilog_of;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

type State = [u64; LANES];

/// The busy cycles of each command on a core, as the design documents them.
#[derive(Clone, Copy, Debug)]
pub struct Latency {
    pub permute: usize,
    pub clear: usize,
    pub lane_xor: usize,
    pub lane_read: usize,
}

impl Latency {
    /// The busy cycles of `command` (a reset takes effect at once: 0).
    pub fn of(&self, command: CoreCommand) -> usize {
        match command {
            CoreCommand::Reset => 0,
            CoreCommand::Clear => self.clear,
            CoreCommand::Permute => self.permute,
            CoreCommand::LaneXor => self.lane_xor,
            CoreCommand::LaneRead => self.lane_read,
        }
    }
}

/// 24 rounds at one round per cycle; the other commands keep `busy` low.
const PARALLEL_R1: Latency = Latency {
    permute: 24,
    clear: 0,
    lane_xor: 0,
    lane_read: 0,
};

/// 12 cycles at two rounds per cycle.
const PARALLEL_R2: Latency = Latency {
    permute: 12,
    ..PARALLEL_R1
};

/// Runs `command` and checks its busy cycles.
pub fn run<C: KeccakCorePorts>(
    sim: &mut CoreSim<C>,
    lat: &Latency,
    command: CoreCommand,
    lane: usize,
    value: u64,
) {
    let n = sim.run(command, lane, value).unwrap();
    assert_eq!(n, lat.of(command), "{command:?} (lane {lane}): busy cycles");
}

/// Clear, then 25 lane XORs, each command's cycles checked.
pub fn load<C: KeccakCorePorts>(sim: &mut CoreSim<C>, lat: &Latency, s: &State) {
    run(sim, lat, CoreCommand::Clear, 0, 0);
    for (i, &v) in s.iter().enumerate() {
        run(sim, lat, CoreCommand::LaneXor, i, v);
    }
}

/// 25 lane reads, each command's cycles checked.
pub fn read<C: KeccakCorePorts>(sim: &mut CoreSim<C>, lat: &Latency) -> State {
    std::array::from_fn(|i| {
        let (v, n) = sim.read_lane(i).unwrap();
        assert_eq!(n, lat.lane_read, "lane_read busy cycles");
        v
    })
}

pub fn permuted(s: &State) -> State {
    let mut s = *s;
    keccak_f1600(&mut s);
    s
}

/// The zero state, then `n - 1` random ones (seed 5).
pub fn model_states(n: usize) -> Vec<State> {
    let mut rng = StdRng::seed_from_u64(5);
    (0..n)
        .map(|t| {
            if t == 0 {
                [0; LANES]
            } else {
                std::array::from_fn(|_| rng.random())
            }
        })
        .collect()
}

/// Each state loaded, read back, permuted twice (read after each) on core `C` in RustHDL:
/// every command's busy cycles equal `lat`, the results FIPS 202's Keccak-f.
pub fn core_matches_model<C: KeccakCorePorts>(lat: &Latency, states: &[State]) {
    let mut sim = CoreSim::<C>::default();
    for (t, s) in states.iter().enumerate() {
        load(&mut sim, lat, s);
        assert_eq!(read(&mut sim, lat), *s, "state {t}: load/read back");
        run(&mut sim, lat, CoreCommand::Permute, 0, 0);
        let once = permuted(s);
        assert_eq!(read(&mut sim, lat), once, "state {t} after Keccak-f");
        run(&mut sim, lat, CoreCommand::Permute, 0, 0);
        assert_eq!(
            read(&mut sim, lat),
            permuted(&once),
            "state {t} after two Keccak-f"
        );
    }
}

#[test]
fn parallel_core_matches_model_in_rusthdl() {
    // Expected cycles per permutation are the design's figures, written out: 24 rounds at one
    // round per cycle, 12 at two, 725 on the serial core (25 passes of 29).
    core_matches_model::<KeccakParallelR1>(&PARALLEL_R1, &model_states(3));
}

#[test]
fn parallel_core_two_rounds_per_cycle_matches_model_in_rusthdl() {
    core_matches_model::<KeccakParallelR2>(&PARALLEL_R2, &model_states(3));
}

pub fn work_dir(name: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("rtl_keccak")
        .join(name)
}

/// Zero, all ones, then random states (seed `seed`).
pub fn random_states(n: usize, seed: u64) -> Vec<State> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut states = vec![[0u64; LANES], [u64::MAX; LANES]];
    while states.len() < n {
        states.push(std::array::from_fn(|_| rng.random()));
    }
    states
}

/// The exported core under Verilator, one script: each of `states` loaded (clear, 25 lane
/// XORs), permuted and read back; `lane_xor` twice with one value cancels; `clear` zeroes; a
/// permutation cut by `reset` after each of `cuts` busy cycles leaves the core idle; then
/// `tail` permutes right again. Every command's busy cycles equal `lat` (so they do not
/// depend on the data), every lane read equals the model's.
pub fn verilog_core_matches_model(
    stem: &str,
    verilog: &str,
    lat: &Latency,
    states: &[State],
    cuts: &[usize],
    tail: &State,
) {
    let core = VerilatedCore::build(verilog, &work_dir(stem)).unwrap();
    // The commands before the cuts and after them: (command, lane, lane_in).
    let load_permute_read = |ops: &mut Vec<(CoreCommand, usize, u64)>, s: &State| {
        ops.push((CoreCommand::Clear, 0, 0));
        ops.extend(
            s.iter()
                .enumerate()
                .map(|(i, &x)| (CoreCommand::LaneXor, i, x)),
        );
        ops.push((CoreCommand::Permute, 0, 0));
        ops.extend((0..LANES).map(|i| (CoreCommand::LaneRead, i, 0)));
    };
    let reads = (0..LANES).map(|i| (CoreCommand::LaneRead, i, 0));
    let mut before = Vec::new();
    let mut want_lanes = Vec::new();
    for s in states {
        load_permute_read(&mut before, s);
        want_lanes.extend(permuted(s));
    }
    // lane_xor twice cancels, clear zeroes.
    before.push((CoreCommand::LaneXor, 5, 0x0123_4567_89AB_CDEF));
    before.push((CoreCommand::LaneXor, 5, 0x0123_4567_89AB_CDEF));
    before.extend(reads.clone());
    want_lanes.extend(permuted(states.last().unwrap()));
    before.push((CoreCommand::Clear, 0, 0));
    before.extend(reads);
    want_lanes.extend([0u64; LANES]);
    // Reset in the middle of permutations, then a right permutation.
    let mut after = Vec::new();
    load_permute_read(&mut after, tail);
    want_lanes.extend(permuted(tail));
    let mut script = CoreScript::default();
    for &(c, lane, value) in &before {
        script.command(c, lane, value);
    }
    for &n in cuts {
        script.permute_then_reset(n);
    }
    for &(c, lane, value) in &after {
        script.command(c, lane, value);
    }
    let commands: Vec<_> = before.iter().chain(&after).collect();

    let trace = core.run(&script).unwrap();
    assert_eq!(
        trace.busy_after_reset,
        vec![false; cuts.len()],
        "{stem}: busy after a reset mid-permutation ({cuts:?})"
    );
    assert_eq!(
        trace.cycles.len(),
        commands.len(),
        "{stem}: commands answered"
    );
    for (i, (&n, &&(c, lane, _))) in trace.cycles.iter().zip(&commands).enumerate() {
        assert_eq!(
            n,
            lat.of(c),
            "{stem}: command {i} ({c:?}, lane {lane}): busy cycles"
        );
    }
    assert_eq!(trace.lanes.len(), want_lanes.len(), "{stem}: lanes read");
    for (i, (got, want)) in trace.lanes.iter().zip(&want_lanes).enumerate() {
        assert_eq!(
            got,
            want,
            "{stem}: lane read {i} (state {}, lane {})",
            i / LANES,
            i % LANES
        );
    }
}

#[test]
fn parallel_cores_verilog_match_model_under_verilator() {
    // Reset 0 busy cycles in, half way and in the last busy cycle.
    let states = random_states(200, 7);
    verilog_core_matches_model(
        "parallel_r1",
        &verilog_of::<KeccakParallelR1>(),
        &PARALLEL_R1,
        &states,
        &[0, 11, 23],
        &states[7],
    );
    verilog_core_matches_model(
        "parallel_r2",
        &verilog_of::<KeccakParallelR2>(),
        &PARALLEL_R2,
        &states,
        &[0, 5, 11],
        &states[7],
    );
}

#[test]
fn parallel_core_reset_mid_permutation_in_rusthdl() {
    let lat = &PARALLEL_R1;
    let mut sim = CoreSim::<KeccakParallelR1>::default();
    let mut want: State = random_states(3, 9)[2];
    load(&mut sim, lat, &want);
    // Reset in the 10th cycle after the permute pulse (9 busy cycles have passed).
    assert!(!sim.permute_then_reset(9), "idle right after reset");
    // The state is some intermediate value; a clear and a fresh run are right again.
    load(&mut sim, lat, &want);
    run(&mut sim, lat, CoreCommand::Permute, 0, 0);
    keccak_f1600(&mut want);
    assert_eq!(read(&mut sim, lat), want);
    // lane_xor twice cancels, clear zeroes.
    run(
        &mut sim,
        lat,
        CoreCommand::LaneXor,
        3,
        0xDEAD_BEEF_0123_4567,
    );
    run(
        &mut sim,
        lat,
        CoreCommand::LaneXor,
        3,
        0xDEAD_BEEF_0123_4567,
    );
    assert_eq!(read(&mut sim, lat), want);
    run(&mut sim, lat, CoreCommand::Clear, 0, 0);
    assert_eq!(read(&mut sim, lat), [0; LANES]);
}

/// `lane_out` keeps the lane read while the core idles.
pub fn lane_out_holds<C: KeccakCorePorts>(lat: &Latency, s: &State) {
    let mut sim = CoreSim::<C>::default();
    load(&mut sim, lat, s);
    let (v, _) = sim.read_lane(11).unwrap();
    for _ in 0..5 {
        sim.tick();
        assert_eq!(sim.lane_out(), v);
    }
}

/// A permutation of `s` with a `lane_xor`, a `clear`, a `permute` and a `lane_read` pulsed
/// after `at` of its busy cycles: all ignored (the permutation still takes `lat.permute`
/// cycles and its result is Keccak-f(s)).
pub fn commands_while_busy_are_ignored_on<C: KeccakCorePorts>(
    lat: &Latency,
    at: [usize; 4],
    s: &State,
) {
    let mut sim = CoreSim::<C>::default();
    load(&mut sim, lat, s);
    sim.issue(CoreCommand::Permute, 0, 0);
    let mut busy = 0;
    while sim.busy() {
        assert!(busy < 10_000, "permute never finished");
        if busy == at[0] {
            sim.issue(CoreCommand::LaneXor, 0, u64::MAX);
        } else if busy == at[1] {
            sim.issue(CoreCommand::Clear, 0, 0);
        } else if busy == at[2] {
            sim.issue(CoreCommand::Permute, 0, 0);
        } else if busy == at[3] {
            sim.issue(CoreCommand::LaneRead, 3, 0);
        } else {
            sim.tick();
        }
        busy += 1;
    }
    assert_eq!(busy, lat.permute);
    assert_eq!(read(&mut sim, lat), permuted(s));
}

#[test]
fn parallel_core_ignores_commands_while_busy_in_rusthdl() {
    commands_while_busy_are_ignored_on::<KeccakParallelR1>(
        &PARALLEL_R1,
        [1, 5, 12, 23],
        &random_states(3, 13)[2],
    );
}

#[test]
fn parallel_core_lane_out_holds_in_rusthdl() {
    lane_out_holds::<KeccakParallelR1>(&PARALLEL_R1, &random_states(3, 14)[2]);
}

fn sponge_matches_model_at_rate_boundaries<S: SpongePorts>(timing: CoreTiming) {
    let mut sim = SpongeSim::<S>::default();
    for f in KeccakFunction::ALL {
        let r = f.rate();
        for len in [0, r - 1, r, r + 1, 2 * r] {
            let msg: Vec<u8> = (0..len).map(|i| (i * 7 + len) as u8).collect();
            let out_len = f.digest_len().unwrap_or(r + 3);
            let (got, cycles) = sim.hash(f, &msg, out_len).unwrap();
            assert_eq!(got, hash(f, &msg, out_len), "{} len {len}", f.name());
            assert_eq!(
                cycles as usize,
                sponge_cycles(f, len, out_len, timing),
                "{} len {len}: cycles against the formula",
                f.name()
            );
        }
    }
}

#[test]
fn sponge_matches_model_at_rate_boundaries_in_rusthdl() {
    sponge_matches_model_at_rate_boundaries::<KeccakSponge>(CoreTiming::parallel(1));
}

#[test]
fn serial_sponge_matches_model_at_rate_boundaries_in_rusthdl() {
    sponge_matches_model_at_rate_boundaries::<KeccakSpongeSerial>(CoreTiming::SERIAL);
}

/// Every message length from 0 to 3·rate + 1 for each function (all rate boundaries), with
/// output lengths around the rate, on the exported Verilog; cycles against the formula.
fn sponge_verilog_matches_model_at_every_length(stem: &str, verilog: &str, timing: CoreTiming) {
    let sponge = VerilatedSponge::build(verilog, &work_dir(stem)).unwrap();
    let mut rng = StdRng::seed_from_u64(11);
    let mut jobs: Vec<SpongeJob> = Vec::new();
    for f in KeccakFunction::ALL {
        let r = f.rate();
        let outs = [1, 32, r - 1, r, r + 1, 2 * r + 1];
        for len in 0..=3 * r + 1 {
            let msg: Vec<u8> = (0..len).map(|_| rng.random()).collect();
            let out_len = f.digest_len().unwrap_or(outs[len % outs.len()]);
            jobs.push((f, msg.clone(), out_len));
            // The same length again with other data: the cycle count must not change.
            if len % 17 == 0 {
                jobs.push((f, msg.iter().map(|b| !b).collect(), out_len));
            }
        }
    }
    let got = sponge.hash(&jobs).unwrap();
    for ((f, msg, out_len), (out, cycles)) in jobs.iter().zip(&got) {
        assert_eq!(
            *out,
            hash(*f, msg, *out_len),
            "{stem}: {} len {}",
            f.name(),
            msg.len()
        );
        assert_eq!(
            *cycles as usize,
            sponge_cycles(*f, msg.len(), *out_len, timing),
            "{stem}: {} len {} out {out_len}: cycles against the formula",
            f.name(),
            msg.len()
        );
    }
}

#[test]
fn sponge_verilog_matches_model_at_every_length_under_verilator() {
    sponge_verilog_matches_model_at_every_length(
        "sponge",
        &verilog_of::<KeccakSponge>(),
        CoreTiming::parallel(1),
    );
}

#[test]
fn serial_sponge_verilog_matches_model_at_every_length_under_verilator() {
    sponge_verilog_matches_model_at_every_length(
        "sponge_serial",
        &verilog_of::<KeccakSpongeSerial>(),
        CoreTiming::SERIAL,
    );
}
