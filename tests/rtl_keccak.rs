//! The Keccak circuits against the FIPS 202 model: RustHDL simulation and the exported Verilog
//! under Verilator.

/// KeccakSerial on its own (was tests/rtl_keccak_serial.rs): `rtl_keccak/serial.rs`.
#[path = "rtl_keccak/serial.rs"]
mod serial;

use mlkem_fpga::model::keccak::{KeccakFunction, LANES, hash, keccak_f1600};
use mlkem_fpga::rtl::keccak::sim::{CoreCommand, CoreSim, KeccakCorePorts, SpongePorts, SpongeSim};
use mlkem_fpga::rtl::keccak::sponge::{CoreTiming, sponge_cycles};
use mlkem_fpga::rtl::keccak::verilated::{SpongeJob, VerilatedCore, VerilatedSponge};
use mlkem_fpga::rtl::keccak::{
    KeccakParallelR1, KeccakParallelR2, KeccakSerial, KeccakSponge, KeccakSpongeSerial,
};
use mlkem_fpga::rtl::ntt::verilog_of;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

fn core_matches_model<C: KeccakCorePorts>(permute_cycles: usize, states: usize) {
    let mut sim = CoreSim::<C>::default();
    let mut rng = StdRng::seed_from_u64(5);
    // The zero state, then random ones.
    for t in 0..states {
        let mut want: [u64; LANES] = if t == 0 {
            [0; LANES]
        } else {
            std::array::from_fn(|_| rng.random())
        };
        sim.load(&want).unwrap();
        assert_eq!(sim.read().unwrap(), want, "load/read back");
        let cycles = sim.command(CoreCommand::Permute, 0, 0).unwrap();
        assert_eq!(cycles, permute_cycles + 1, "permute busy cycles");
        keccak_f1600(&mut want);
        assert_eq!(sim.read().unwrap(), want, "state {t} after Keccak-f");
    }
}

#[test]
fn parallel_core_matches_model_in_rusthdl() {
    // Expected cycles per permutation are the design's figures, written out: 24 rounds at one
    // round per cycle, 12 at two, 725 on the serial core (25 passes of 29 cycles).
    core_matches_model::<KeccakParallelR1>(24, 3);
}

#[test]
fn parallel_core_two_rounds_per_cycle_matches_model_in_rusthdl() {
    core_matches_model::<KeccakParallelR2>(12, 3);
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

#[test]
fn serial_core_matches_model_in_rusthdl() {
    core_matches_model::<KeccakSerial>(725, 2);
}

fn work_dir(name: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("rtl_keccak")
        .join(name)
}

fn random_states(n: usize, seed: u64) -> Vec<[u64; LANES]> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut states = vec![[0u64; LANES], [u64::MAX; LANES]];
    while states.len() < n {
        states.push(std::array::from_fn(|_| rng.random()));
    }
    states
}

fn verilog_core_matches_model(stem: &str, verilog: &str, permute_cycles: usize) {
    let core = VerilatedCore::build(verilog, &work_dir(stem)).unwrap();
    let states = random_states(200, 7);
    let got = core.permute(&states).unwrap();
    for (s, (out, cycles)) in states.iter().zip(&got) {
        let mut want = *s;
        keccak_f1600(&mut want);
        assert_eq!(*out, want, "{stem}: Keccak-f of {s:x?}");
        assert_eq!(
            *cycles,
            permute_cycles + 1,
            "{stem}: constant permutation cycles"
        );
    }
    for after in [1, permute_cycles / 2, permute_cycles] {
        assert!(
            !core.reset_during_permute(after).unwrap(),
            "{stem}: busy after reset"
        );
    }
}

#[test]
fn parallel_cores_verilog_match_model_under_verilator() {
    verilog_core_matches_model("parallel_r1", &verilog_of::<KeccakParallelR1>(), 24);
    verilog_core_matches_model("parallel_r2", &verilog_of::<KeccakParallelR2>(), 12);
}

#[test]
fn parallel_core_reset_mid_permutation_in_rusthdl() {
    let mut sim = CoreSim::<KeccakParallelR1>::default();
    let mut want: [u64; LANES] = random_states(3, 9)[2];
    sim.load(&want).unwrap();
    assert!(!sim.permute_then_reset(10), "idle right after reset");
    // The state is some intermediate value; a clear and a fresh run are right again.
    sim.load(&want).unwrap();
    sim.command(CoreCommand::Permute, 0, 0).unwrap();
    keccak_f1600(&mut want);
    assert_eq!(sim.read().unwrap(), want);
    // lane_xor twice cancels, clear zeroes.
    sim.command(CoreCommand::LaneXor, 3, 0xDEAD_BEEF_0123_4567)
        .unwrap();
    sim.command(CoreCommand::LaneXor, 3, 0xDEAD_BEEF_0123_4567)
        .unwrap();
    assert_eq!(sim.read().unwrap(), want);
    sim.command(CoreCommand::Clear, 0, 0).unwrap();
    assert_eq!(sim.read().unwrap(), [0; LANES]);
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

#[test]
fn serial_core_verilog_matches_model_under_verilator() {
    verilog_core_matches_model("serial", &verilog_of::<KeccakSerial>(), 725);
}

#[test]
fn permutation_waveform() {
    use mlkem_fpga::rtl::keccak::sim::write_permutation_vcd;
    let path = work_dir("vcd").join("keccak_serial.vcd");
    let state = random_states(3, 4)[2];
    let (out, busy) = write_permutation_vcd::<KeccakSerial>(&state, &path).unwrap();
    let mut want = state;
    keccak_f1600(&mut want);
    assert_eq!(out, want);
    assert_eq!(busy, 725);
    let vcd = std::fs::read_to_string(&path).unwrap();
    assert!(vcd.starts_with("$timescale") && vcd.contains("busy") && vcd.contains("lane_out"));
}
