//! Every `KeccakSerial` test, in RustHDL simulation (direct `simulate()` loop, `CoreSim`) and as
//! exported Verilog under Verilator (`VerilatedCore`): the common drivers of every core, in
//! their one busy-cycle convention. Against FIPS 202's Keccak-f[1600]
//! (`model::keccak::keccak_f1600`):
//! * clear, then permute the zero state;
//! * states loaded by `lane_xor` onto a cleared state, permuted (twice in a row), read back by
//!   `lane_read` (RustHDL: 7 states; Verilator: 300 states);
//! * `lane_xor` twice with the same value cancels; `clear` zeroes a random state (both);
//! * `reset` in the middle of a permutation returns the core to idle at once, and the core
//!   works after it (both); commands while busy are ignored (RustHDL); `lane_out` holds until
//!   the next command (RustHDL);
//! * every command's busy cycles are the design's figures written out, whatever the data:
//!   `permute` 725 (25 passes of 29), `clear` 25, `lane_xor` 2, `lane_read` 0 ([`SERIAL`]);
//! * the waveform of one permutation.

use mlkem_fpga::model::keccak::LANES;
use mlkem_fpga::rtl::keccak::KeccakSerial;
use mlkem_fpga::rtl::keccak::serial::{
    CLEAR_CYCLES, LANE_READ_CYCLES, LANE_XOR_CYCLES, PERMUTE_CYCLES,
};
use mlkem_fpga::rtl::keccak::sim::{CoreCommand, CoreSim};
use mlkem_fpga::rtl::ntt::verilog_of;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use super::{
    Latency, State, commands_while_busy_are_ignored_on, core_matches_model, lane_out_holds, load,
    model_states, permuted, random_states, read, run, verilog_core_matches_model,
};

/// `KeccakSerial`'s busy cycles, as its documentation states them.
pub const SERIAL: Latency = Latency {
    permute: 725,
    clear: 25,
    lane_xor: 2,
    lane_read: 0,
};

type Sim = CoreSim<KeccakSerial>;

fn random_state(rng: &mut StdRng) -> State {
    std::array::from_fn(|_| rng.random::<u64>())
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

/// The circuit's own constants are the documented figures (the tests use the literals).
#[test]
fn latency_constants_are_the_documented_figures() {
    assert_eq!(
        (
            PERMUTE_CYCLES,
            CLEAR_CYCLES,
            LANE_XOR_CYCLES,
            LANE_READ_CYCLES
        ),
        (725, 25, 2, 0)
    );
}

#[test]
fn zero_state_permutes_to_keccak_f() {
    let mut sim = Sim::default();
    run(&mut sim, &SERIAL, CoreCommand::Clear, 0, 0);
    assert_eq!(read(&mut sim, &SERIAL), [0u64; LANES]);
    run(&mut sim, &SERIAL, CoreCommand::Permute, 0, 0);
    assert_eq!(read(&mut sim, &SERIAL), permuted(&[0u64; LANES]));
}

/// The zero state and a random one (seed 5), then the edge states and two random ones
/// (seed 0x5EED_0001): loaded, read back, permuted twice, every command's cycles checked.
#[test]
fn states_loaded_by_lane_xor_permute_like_the_model_in_rusthdl() {
    let mut all = model_states(2);
    all.extend(states(0x5EED_0001, 5));
    core_matches_model::<KeccakSerial>(&SERIAL, &all);
}

#[test]
fn lane_xor_twice_cancels_and_clear_zeroes() {
    let lat = &SERIAL;
    let mut rng = StdRng::seed_from_u64(0x5EED_0002);
    let mut sim = Sim::default();
    let s = random_state(&mut rng);
    load(&mut sim, lat, &s);
    let mut t = s;
    for i in [0, 7, 24, 7] {
        let v = rng.random::<u64>();
        run(&mut sim, lat, CoreCommand::LaneXor, i, v);
        t[i] ^= v;
        let (got, _) = sim.read_lane(i).unwrap();
        assert_eq!(got, t[i], "lane {i} after one xor");
        run(&mut sim, lat, CoreCommand::LaneXor, i, v);
        t[i] ^= v;
    }
    assert_eq!(read(&mut sim, lat), s, "xor twice cancels");
    // Back-to-back: a lane_read in the first cycle busy is low after a lane_xor.
    run(
        &mut sim,
        lat,
        CoreCommand::LaneXor,
        3,
        0xDEAD_BEEF_0123_4567,
    );
    let (got, _) = sim.read_lane(3).unwrap();
    assert_eq!(got, s[3] ^ 0xDEAD_BEEF_0123_4567);
    run(&mut sim, lat, CoreCommand::Clear, 0, 0);
    assert_eq!(read(&mut sim, lat), [0u64; LANES], "clear zeroes");
    run(&mut sim, lat, CoreCommand::Permute, 0, 0);
    assert_eq!(read(&mut sim, lat), permuted(&[0u64; LANES]));
}

#[test]
fn lane_out_holds_until_the_next_command() {
    lane_out_holds::<KeccakSerial>(&SERIAL, &states(0x5EED_0003, 4)[3]);
}

#[test]
fn reset_mid_permutation_returns_to_idle_at_once() {
    let s = states(0x5EED_0004, 4)[3];
    let mut sim = Sim::default();
    // n busy cycles pass, reset in the next one: pass boundaries (28, 29) and the last cycles.
    for n in [0, 1, 3, 28, 29, 100, 400, SERIAL.permute - 2] {
        load(&mut sim, &SERIAL, &s);
        let busy = sim.permute_then_reset(n);
        assert!(!busy, "busy after a reset {n} cycles into a permutation");
        // Idle: the next command is taken at once and works.
        load(&mut sim, &SERIAL, &s);
        run(&mut sim, &SERIAL, CoreCommand::Permute, 0, 0);
        assert_eq!(
            read(&mut sim, &SERIAL),
            permuted(&s),
            "permutation after a reset at {n}"
        );
    }
}

#[test]
fn commands_while_busy_are_ignored() {
    commands_while_busy_are_ignored_on::<KeccakSerial>(
        &SERIAL,
        [5, 30, 200, 700],
        &states(0x5EED_0005, 4)[3],
    );
}

/// 300 states (zero, all ones, 198 random of seed 7; zero, all ones, one bit, 97 random of
/// seed 0x5EED_0100), `lane_xor` twice, `clear`, resets after 0, 1, 28, 300, 361, 723 and 724
/// busy cycles, then a permutation (state 7 of the second set): every lane and every
/// command's busy cycles.
#[test]
fn verilog_under_verilator_matches_the_model() {
    let mut all = random_states(200, 7);
    let edge = states(0x5EED_0100, 100);
    all.extend(&edge);
    verilog_core_matches_model(
        "serial",
        &verilog_of::<KeccakSerial>(),
        &SERIAL,
        &all,
        &[0, 1, 28, 300, 361, SERIAL.permute - 2, SERIAL.permute - 1],
        &edge[7],
    );
}

#[test]
fn permutation_waveform() {
    use mlkem_fpga::rtl::keccak::sim::write_permutation_vcd;
    use mlkem_fpga::sim::vcd::vcd_file;
    let path = vcd_file("keccak_serial", "permutation_waveform").unwrap();
    let state = random_states(3, 4)[2];
    let (out, busy) = write_permutation_vcd::<KeccakSerial>(&state, &path).unwrap();
    assert_eq!(out, permuted(&state));
    assert_eq!(busy, 725);
    let vcd = std::fs::read_to_string(&path).unwrap();
    assert!(vcd.starts_with("$timescale") && vcd.contains("busy") && vcd.contains("lane_out"));
}
