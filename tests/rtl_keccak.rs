//! The Keccak circuits against the FIPS 202 model: RustHDL simulation and the exported Verilog
//! under Verilator.

use mlkem_fpga::model::keccak::{LANES, keccak_f1600};
use mlkem_fpga::rtl::keccak::sim::{CoreCommand, CoreSim, KeccakCorePorts};
use mlkem_fpga::rtl::keccak::{KeccakParallelR1, KeccakParallelR2, parallel_permute_cycles};
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
    core_matches_model::<KeccakParallelR1>(parallel_permute_cycles(1), 3);
}

#[test]
fn parallel_core_two_rounds_per_cycle_matches_model_in_rusthdl() {
    core_matches_model::<KeccakParallelR2>(parallel_permute_cycles(2), 3);
}

#[test]
fn sponge_matches_model_at_rate_boundaries_in_rusthdl() {
    use mlkem_fpga::model::keccak::{KeccakFunction, hash};
    use mlkem_fpga::rtl::keccak::sim::SpongeSim;
    let mut sim = SpongeSim::default();
    for f in KeccakFunction::ALL {
        let r = f.rate();
        for len in [0, r - 1, r, r + 1, 2 * r] {
            let msg: Vec<u8> = (0..len).map(|i| (i * 7 + len) as u8).collect();
            let out_len = f.digest_len().unwrap_or(r + 3);
            let (got, cycles) = sim.hash(f, &msg, out_len).unwrap();
            assert_eq!(got, hash(f, &msg, out_len), "{} len {len}", f.name());
            eprintln!("{} len {len}: {cycles} cycles", f.name());
        }
    }
}
