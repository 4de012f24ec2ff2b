//! The sponge and the samplers writing into the NTT engine's polynomial RAM
//! ([`SamplingEngine`]): SampleNTT(ρ ‖ j ‖ i) from SHAKE128 and SamplePolyCBD_η(PRF_η(σ, N))
//! from SHAKE256, absorbed and squeezed by the circuit's own Keccak, read back through the
//! engine's host port and compared with `model::sample`; in RustHDL simulation and on the
//! exported Verilog under Verilator.

use crate::common::seeds::{all_acvp_seeds, matrix_entries, unlucky_seeds};
use mlkem_fpga::model::hash::{g, prf};
use mlkem_fpga::model::keccak::{KeccakFunction, hash};
use mlkem_fpga::model::ntt::Poly;
use mlkem_fpga::model::ntt_engine::sample_poly;
use mlkem_fpga::model::sample::{sample_ntt, sample_ntt_counted, sample_poly_cbd};
use mlkem_fpga::rtl::sample::SamplingSim;

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
    sim.uut().kind.next = mlkem_fpga::rtl::sample::kind::NTT.into();
    sim.tick();
    sim.uut().sample.next = false;
    for _ in 0..150 {
        sim.tick();
    }
    sim.reset();
    assert!(!sim.uut().sample_busy.val(), "sampler idle after reset");
    // A `sample` pulse while a sampler runs is ignored: the running one is not disturbed.
    sim.absorb(KeccakFunction::Shake128, &seed).unwrap();
    sim.uut().sample.next = true;
    sim.uut().sample_slot.next = 4u64.into();
    sim.tick();
    for _ in 0..100 {
        sim.tick();
    }
    sim.uut().sample_slot.next = 5u64.into();
    sim.tick();
    sim.uut().sample.next = false;
    while !sim.uut().sample_done.val() {
        sim.tick();
    }
    assert_eq!(
        sim.read_poly(4),
        sample_ntt(&rho, 0, 0),
        "the first pulse's slot"
    );
    sim.sample_ntt(&rho, 1, 0, 1).unwrap();
    assert_eq!(sim.read_poly(1), sample_ntt(&rho, 1, 0));
    let _: Poly = sim.read_poly(2);
}

/// Every Â entry of every ACVP ρ (both releases, keyGen and encapsulation) and the three
/// unlucky keys' Â[0][0], CBD₂/CBD₃ on PRF outputs, and resets mid-sampling, on the exported
/// Verilog of the whole SamplingEngine.
#[test]
fn sampling_engine_verilog_matches_model_under_verilator() {
    use mlkem_fpga::rtl::ntt::verilog_of;
    use mlkem_fpga::rtl::sample::verilated::{SamplingJob, SamplingResult, VerilatedSampling};
    use mlkem_fpga::rtl::sample::{SamplingEngine, kind};
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("rtl_sampling");
    let v = VerilatedSampling::build(&verilog_of::<SamplingEngine>(), &dir).unwrap();
    let mut jobs = Vec::new();
    let mut want: Vec<Option<Poly>> = Vec::new();
    let mut entries = matrix_entries(&all_acvp_seeds());
    entries.extend(unlucky_seeds().iter().map(|&(rho, _)| (rho, 0, 0)));
    for (n, &(rho, j, i)) in entries.iter().enumerate() {
        let mut seed = rho.to_vec();
        seed.extend([j, i]);
        jobs.push(SamplingJob {
            function: KeccakFunction::Shake128,
            seed,
            kind: kind::NTT,
            slot: n % 8,
            reset_after: None,
        });
        want.push(Some(sample_ntt(&rho, j, i)));
        if n % 500 == 7 {
            let mut seed = rho.to_vec();
            seed.extend([j, i]);
            jobs.push(SamplingJob {
                function: KeccakFunction::Shake128,
                seed,
                kind: kind::NTT,
                slot: 7,
                reset_after: Some(50 + n % 400),
            });
            want.push(None);
        }
    }
    let ntt_jobs = jobs.len();
    for eta in [2usize, 3] {
        for n in 0..40u8 {
            let (sigma, _) = g(&[&[n, eta as u8]]);
            let mut seed = sigma.to_vec();
            seed.push(n);
            jobs.push(SamplingJob {
                function: KeccakFunction::Shake256,
                seed,
                kind: if eta == 3 { kind::CBD3 } else { kind::CBD2 },
                slot: (n % 8) as usize,
                reset_after: None,
            });
            want.push(Some(sample_poly_cbd(eta, &prf(eta, &sigma, n))));
        }
    }
    let got = v.run(&jobs).unwrap();
    let mut ntt_cycles = Vec::new();
    let mut cbd_cycles = std::collections::BTreeMap::<u64, Vec<usize>>::new();
    for (k, (job, (res, w))) in jobs.iter().zip(got.iter().zip(&want)).enumerate() {
        match (res, w) {
            (SamplingResult::Sampled { poly, cycles }, Some(w)) => {
                assert_eq!(**poly, *w, "job {k} ({job:?})");
                if k < ntt_jobs {
                    ntt_cycles.push(*cycles);
                } else {
                    cbd_cycles.entry(job.kind).or_default().push(*cycles);
                }
            }
            (SamplingResult::Reset { busy }, None) => assert!(!busy, "busy after reset"),
            other => panic!("job {k}: unexpected {other:?}"),
        }
    }
    for (kind, c) in &cbd_cycles {
        assert!(
            c.iter().all(|&x| x == c[0]),
            "CBD kind {kind}: constant cycles"
        );
    }
    let mean = ntt_cycles.iter().sum::<usize>() as f64 / ntt_cycles.len() as f64;
    eprintln!(
        "{} SampleNTT runs, mean {mean:.1} cycles, max {}; CBD cycles {:?}",
        ntt_cycles.len(),
        ntt_cycles.iter().max().unwrap(),
        cbd_cycles
            .iter()
            .map(|(k, c)| (k, c[0]))
            .collect::<Vec<_>>()
    );
}

/// The iCE40 variant (the compact sponge) on the same jobs: every Â entry of every ACVP ρ and
/// the unlucky keys, and CBDs, on its exported Verilog.
#[test]
fn sampling_engine_serial_verilog_matches_model_under_verilator() {
    use mlkem_fpga::rtl::ntt::verilog_of;
    use mlkem_fpga::rtl::sample::verilated::{SamplingJob, SamplingResult, VerilatedSampling};
    use mlkem_fpga::rtl::sample::{SamplingEngineSerial, kind};
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("rtl_sampling_serial");
    let v = VerilatedSampling::build(&verilog_of::<SamplingEngineSerial>(), &dir).unwrap();
    let mut jobs = Vec::new();
    let mut want = Vec::new();
    let mut entries = matrix_entries(&all_acvp_seeds());
    entries.extend(unlucky_seeds().iter().map(|&(rho, _)| (rho, 0, 0)));
    for (n, &(rho, j, i)) in entries.iter().enumerate() {
        let mut seed = rho.to_vec();
        seed.extend([j, i]);
        jobs.push(SamplingJob {
            function: KeccakFunction::Shake128,
            seed,
            kind: kind::NTT,
            slot: n % 8,
            reset_after: None,
        });
        want.push(sample_ntt(&rho, j, i));
    }
    for eta in [2usize, 3] {
        for n in 0..10u8 {
            let (sigma, _) = g(&[&[n, eta as u8, 1]]);
            let mut seed = sigma.to_vec();
            seed.push(n);
            jobs.push(SamplingJob {
                function: KeccakFunction::Shake256,
                seed,
                kind: if eta == 3 { kind::CBD3 } else { kind::CBD2 },
                slot: (n % 8) as usize,
                reset_after: None,
            });
            want.push(sample_poly_cbd(eta, &prf(eta, &sigma, n)));
        }
    }
    let got = v.run(&jobs).unwrap();
    let mut cbd = std::collections::BTreeMap::<u64, Vec<usize>>::new();
    for (k, (job, (res, w))) in jobs.iter().zip(got.iter().zip(&want)).enumerate() {
        let SamplingResult::Sampled { poly, cycles } = res else {
            panic!("job {k}: unexpected {res:?}");
        };
        assert_eq!(**poly, *w, "job {k} ({job:?})");
        if job.kind != kind::NTT {
            cbd.entry(job.kind).or_default().push(*cycles);
        }
    }
    for (kind, c) in &cbd {
        assert!(
            c.iter().all(|&x| x == c[0]),
            "CBD kind {kind}: constant cycles {c:?}"
        );
    }
}
