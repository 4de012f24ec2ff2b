//! `KeccakSerial` in RustHDL simulation (direct `simulate()` loop, `SerialSim`) and as
//! exported Verilog under Verilator (`VerilatedSerial`), against FIPS 202's Keccak-f[1600]
//! (`model::keccak::keccak_f1600`):
//! * clear, then permute the zero state;
//! * random states loaded by `lane_xor` onto a cleared state, permuted (twice in a row), read back
//!   by `lane_read` (RustHDL: 4 states; Verilator: 100 states);
//! * `lane_xor` twice with the same value cancels; `clear` zeroes a random state;
//! * `reset` in the middle of a permutation returns the core to idle at once, and the core works
//!   after it; commands while busy are ignored;
//! * every command's `busy` cycle count is its documented constant whatever the data.

use std::path::PathBuf;

use mlkem_fpga::model::keccak::{LANES, keccak_f1600};
use mlkem_fpga::rtl::keccak::KeccakSerial;
use mlkem_fpga::rtl::keccak::serial::{
    CLEAR_CYCLES, LANE_READ_CYCLES, LANE_XOR_CYCLES, PERMUTE_CYCLES,
};
use mlkem_fpga::rtl::keccak::serial_sim::{SerialCommand, SerialSim, VerilatedSerial};
use mlkem_fpga::rtl::ntt::verilog_of;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

type State = [u64; LANES];

fn work_dir(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("mlkem-fpga-{name}-{}", std::process::id()))
}

fn random_state(rng: &mut StdRng) -> State {
    std::array::from_fn(|_| rng.random::<u64>())
}

fn permuted(s: &State) -> State {
    let mut s = *s;
    keccak_f1600(&mut s);
    s
}

/// The edge states first (zero, all ones, one bit), then random ones.
fn states(seed: u64, n: usize) -> Vec<State> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut single = [0u64; LANES];
    single[LANES - 1] = 1 << 63;
    let mut v = vec![[0u64; LANES], [u64::MAX; LANES], single];
    while v.len() < n {
        v.push(random_state(&mut rng));
    }
    v.truncate(n);
    v
}

fn expected_cycles(cmd: SerialCommand) -> usize {
    match cmd {
        SerialCommand::Clear => CLEAR_CYCLES,
        SerialCommand::Permute => 725,
        SerialCommand::LaneXor(..) => LANE_XOR_CYCLES,
        SerialCommand::LaneRead(_) => LANE_READ_CYCLES,
    }
}

/// Runs `cmd` and checks its cycle count.
fn run(sim: &mut SerialSim, cmd: SerialCommand) {
    let n = sim.run(cmd).unwrap();
    assert_eq!(n, expected_cycles(cmd), "{cmd:?}: busy cycles");
}

fn load(sim: &mut SerialSim, s: &State) {
    run(sim, SerialCommand::Clear);
    for (i, &v) in s.iter().enumerate() {
        run(sim, SerialCommand::LaneXor(i, v));
    }
}

fn read(sim: &mut SerialSim) -> State {
    std::array::from_fn(|i| {
        let (v, n) = sim.read_lane(i).unwrap();
        assert_eq!(n, LANE_READ_CYCLES, "lane_read busy cycles");
        v
    })
}

#[test]
fn zero_state_permutes_to_keccak_f() {
    let mut sim = SerialSim::default();
    run(&mut sim, SerialCommand::Clear);
    assert_eq!(read(&mut sim), [0u64; LANES]);
    run(&mut sim, SerialCommand::Permute);
    assert_eq!(read(&mut sim), permuted(&[0u64; LANES]));
}

#[test]
fn states_loaded_by_lane_xor_permute_like_the_model() {
    let mut sim = SerialSim::default();
    for (k, s) in states(0x5EED_0001, 5).iter().enumerate() {
        load(&mut sim, s);
        assert_eq!(read(&mut sim), *s, "state {k} as loaded");
        run(&mut sim, SerialCommand::Permute);
        let once = permuted(s);
        assert_eq!(read(&mut sim), once, "state {k}, one permutation");
        run(&mut sim, SerialCommand::Permute);
        assert_eq!(
            read(&mut sim),
            permuted(&once),
            "state {k}, two permutations"
        );
    }
}

#[test]
fn lane_xor_twice_cancels_and_clear_zeroes() {
    let mut rng = StdRng::seed_from_u64(0x5EED_0002);
    let mut sim = SerialSim::default();
    let s = random_state(&mut rng);
    load(&mut sim, &s);
    let mut t = s;
    for i in [0, 7, 24, 7] {
        let v = rng.random::<u64>();
        run(&mut sim, SerialCommand::LaneXor(i, v));
        t[i] ^= v;
        let (got, _) = sim.read_lane(i).unwrap();
        assert_eq!(got, t[i], "lane {i} after one xor");
        run(&mut sim, SerialCommand::LaneXor(i, v));
        t[i] ^= v;
    }
    assert_eq!(read(&mut sim), s, "xor twice cancels");
    // Back-to-back: a lane_read in the first cycle busy is low after a lane_xor.
    run(&mut sim, SerialCommand::LaneXor(3, 0xDEAD_BEEF_0123_4567));
    let (got, _) = sim.read_lane(3).unwrap();
    assert_eq!(got, s[3] ^ 0xDEAD_BEEF_0123_4567);
    run(&mut sim, SerialCommand::Clear);
    assert_eq!(read(&mut sim), [0u64; LANES], "clear zeroes");
    run(&mut sim, SerialCommand::Permute);
    assert_eq!(read(&mut sim), permuted(&[0u64; LANES]));
}

#[test]
fn lane_out_holds_until_the_next_command() {
    let mut sim = SerialSim::default();
    load(&mut sim, &states(0x5EED_0003, 4)[3]);
    let (v, _) = sim.read_lane(11).unwrap();
    for _ in 0..5 {
        sim.tick();
        assert_eq!(sim.lane_out(), v);
    }
}

#[test]
fn reset_mid_permutation_returns_to_idle_at_once() {
    let s = states(0x5EED_0004, 4)[3];
    let mut sim = SerialSim::default();
    for n in [0, 1, 3, 28, 29, 100, 400, PERMUTE_CYCLES - 2] {
        load(&mut sim, &s);
        let busy = sim.permute_then_reset(n);
        assert!(!busy, "busy after a reset {n} cycles into a permutation");
        // Idle: the next command is taken at once and works.
        load(&mut sim, &s);
        run(&mut sim, SerialCommand::Permute);
        assert_eq!(
            read(&mut sim),
            permuted(&s),
            "permutation after a reset at {n}"
        );
    }
}

#[test]
fn commands_while_busy_are_ignored() {
    let s = states(0x5EED_0005, 4)[3];
    let mut sim = SerialSim::default();
    load(&mut sim, &s);
    sim.issue(SerialCommand::Permute);
    let mut busy = 0;
    while sim.busy() {
        assert!(busy < 10_000, "permute never finished");
        match busy {
            5 => sim.issue(SerialCommand::LaneXor(0, u64::MAX)),
            30 => sim.issue(SerialCommand::Clear),
            200 => sim.issue(SerialCommand::Permute),
            700 => sim.issue(SerialCommand::LaneRead(3)),
            _ => sim.tick(),
        }
        busy += 1;
    }
    assert_eq!(busy, 725);
    assert_eq!(read(&mut sim), permuted(&s));
}

#[test]
fn verilog_under_verilator_matches_the_model() {
    let verilog = verilog_of::<KeccakSerial>();
    let mut v = VerilatedSerial::build(&verilog, &work_dir("keccak-serial")).expect("build");
    let all = states(0x5EED_0100, 100);
    let mut cmds = Vec::new();
    let mut want_lanes = Vec::new();
    for s in &all {
        cmds.push(SerialCommand::Clear);
        for (i, &x) in s.iter().enumerate() {
            cmds.push(SerialCommand::LaneXor(i, x));
        }
        cmds.push(SerialCommand::Permute);
        cmds.extend((0..LANES).map(SerialCommand::LaneRead));
        want_lanes.extend(permuted(s));
    }
    // lane_xor twice cancels, clear zeroes.
    cmds.push(SerialCommand::LaneXor(5, 0x0123_4567_89AB_CDEF));
    cmds.push(SerialCommand::LaneXor(5, 0x0123_4567_89AB_CDEF));
    cmds.extend((0..LANES).map(SerialCommand::LaneRead));
    want_lanes.extend(permuted(all.last().unwrap()));
    cmds.push(SerialCommand::Clear);
    cmds.extend((0..LANES).map(SerialCommand::LaneRead));
    want_lanes.extend([0u64; LANES]);
    for &c in &cmds {
        v.push(c);
    }
    // Reset in the middle of permutations, then a right permutation.
    let resets = [0, 1, 28, 300, PERMUTE_CYCLES - 2];
    for &n in &resets {
        v.push_permute_then_reset(n);
    }
    let s = all[7];
    let tail: Vec<SerialCommand> = std::iter::once(SerialCommand::Clear)
        .chain(
            s.iter()
                .enumerate()
                .map(|(i, &x)| SerialCommand::LaneXor(i, x)),
        )
        .chain([SerialCommand::Permute])
        .chain((0..LANES).map(SerialCommand::LaneRead))
        .collect();
    for &c in &tail {
        v.push(c);
    }
    cmds.extend(&tail);
    want_lanes.extend(permuted(&s));

    let trace = v.execute().expect("verilator run");
    assert_eq!(trace.busy_after_reset, vec![false; resets.len()]);
    assert_eq!(trace.cycles.len(), cmds.len());
    for (i, (&n, &c)) in trace.cycles.iter().zip(&cmds).enumerate() {
        assert_eq!(n, expected_cycles(c), "command {i} ({c:?}): busy cycles");
    }
    assert_eq!(trace.lanes.len(), want_lanes.len());
    for (i, (got, want)) in trace.lanes.iter().zip(&want_lanes).enumerate() {
        assert_eq!(
            got,
            want,
            "lane read {i} (state {}, lane {})",
            i / LANES,
            i % LANES
        );
    }
}
