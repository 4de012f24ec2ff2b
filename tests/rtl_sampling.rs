//! The sponge and the samplers writing into the NTT engine's polynomial RAM
//! ([`SamplingEngine`]): SampleNTT(ρ ‖ j ‖ i) from SHAKE128 and SamplePolyCBD_η(PRF_η(σ, N))
//! from SHAKE256, absorbed and squeezed by the circuit's own Keccak, read back through the
//! engine's host port and compared with `model::sample`; in RustHDL simulation and on the
//! exported Verilog under Verilator.

mod common;

use common::seeds::{all_acvp_seeds, matrix_entries, unlucky_seeds};
use mlkem_fpga::model::hash::{g, prf};
use mlkem_fpga::model::keccak::{KeccakFunction, hash};
use mlkem_fpga::model::ntt::Poly;
use mlkem_fpga::model::ntt_engine::sample_poly;
use mlkem_fpga::model::sample::{sample_ntt, sample_ntt_counted, sample_poly_cbd};
use mlkem_fpga::rtl::sampling::SamplingSim;

#[test]
fn sample_ntt_into_a_slot_matches_model_in_rusthdl() {
    let mut sim = SamplingSim::default();
    let other = sample_poly(9);
    sim.write_poly(0, &other);
    // Two ACVP entries and the ML-KEM-768 unlucky Â[0][0] (582 XOF bytes).
    let mut entries: Vec<_> = matrix_entries(&all_acvp_seeds()[..1])
        .into_iter()
        .take(2)
        .collect();
    let (unlucky_rho, _) = unlucky_seeds()[1];
    entries.push((unlucky_rho, 0, 0));
    for (n, &(rho, j, i)) in entries.iter().enumerate() {
        let slot = 2 + n % 3;
        let cycles = sim.sample_ntt(&rho, j, i, slot).unwrap();
        assert_eq!(sim.read_poly(slot), sample_ntt(&rho, j, i), "Â[{i}][{j}]");
        let (_, bytes) = sample_ntt_counted(&rho, j, i);
        eprintln!("SampleNTT {bytes} XOF bytes: {cycles} cycles");
        // The same seed again: the same cycles (timing depends on ρ only).
        assert_eq!(sim.sample_ntt(&rho, j, i, slot).unwrap(), cycles);
    }
    assert_eq!(
        sim.read_poly(0),
        other,
        "a slot the sampler did not target is intact"
    );
}

#[test]
fn cbd_into_a_slot_matches_model_with_constant_cycles_in_rusthdl() {
    let mut sim = SamplingSim::default();
    for eta in [2usize, 3] {
        let mut cycles = Vec::new();
        for n in 0..3u8 {
            let (sigma, _) = g(&[&[n ^ eta as u8; 32]]);
            cycles.push(sim.sample_cbd(eta, &sigma, n, 6).unwrap());
            assert_eq!(
                sim.read_poly(6),
                sample_poly_cbd(eta, &prf(eta, &sigma, n)),
                "η {eta} N {n}"
            );
        }
        assert!(
            cycles.iter().all(|&c| c == cycles[0]),
            "η {eta}: constant cycles {cycles:?}"
        );
        eprintln!("CBD η = {eta}: {} cycles", cycles[0]);
    }
}

#[test]
fn raw_hash_and_reset_mid_sampling_in_rusthdl() {
    let mut sim = SamplingSim::default();
    let msg: Vec<u8> = (0..33u8).collect();
    for f in KeccakFunction::ALL {
        let out_len = f.digest_len().unwrap_or(200);
        assert_eq!(
            sim.hash(f, &msg, out_len).unwrap(),
            hash(f, &msg, out_len),
            "{}",
            f.name()
        );
    }
    // Reset in the middle of a SampleNTT, then a full one is right.
    let (rho, _) = unlucky_seeds()[0];
    let mut seed = rho.to_vec();
    seed.extend([0, 0]);
    sim.absorb(KeccakFunction::Shake128, &seed).unwrap();
    sim.uut().sample.next = true;
    sim.uut().kind.next = mlkem_fpga::rtl::sampling::kind::NTT.into();
    sim.tick();
    sim.uut().sample.next = false;
    for _ in 0..150 {
        sim.tick();
    }
    sim.reset();
    assert!(!sim.uut().sample_busy.val(), "sampler idle after reset");
    sim.sample_ntt(&rho, 1, 0, 1).unwrap();
    assert_eq!(sim.read_poly(1), sample_ntt(&rho, 1, 0));
    let _: Poly = sim.read_poly(2);
}
