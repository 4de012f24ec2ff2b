//! Issue 16's acceptance through the CLI's default backend, `--backend sim`: the protocol 3
//! `KemDevice` (the Alchitry Cu bitstream's device) as exported Verilog under Verilator, driven
//! through its UART pins by the host's driver and `KemDevice3`, one request per operation.
//!
//! * The default is that device, speaking protocol 3.
//! * C2SP CCTV's `strcmp` cases (implicit rejection although c and c′ agree up to a zero byte)
//!   and its unlucky-SampleNTT cases (KeyGen, Encaps, Decaps), all three sets.
//! * RustCrypto `ml-kem` interop both ways, all three sets.
//! * Constant time per set: Decaps --slot takes the same cycles for a valid and for a tampered
//!   c, and so does Encaps for two m; each is one round trip.
//!
//! Every ACVP keyGen and encapDecap case, key checks included, through the default backend is
//! `tests/host_kem3.rs` (`every_acvp_case_through_the_circuit_on_the_virtual_board`). Expected
//! values come from the vector files and from RustCrypto `ml-kem`, never from the device.

mod common;

use common::cctv::{Trace, file_name};
use common::{b32, read_text};
use mlkem_fpga::host::backend::{Backend, Kem};
use mlkem_fpga::host::bench::measure;
use mlkem_fpga::host::driver::Driven;
use mlkem_fpga::host::kem3::KemDevice3;
use mlkem_fpga::host::transport::Transport;
use mlkem_fpga::params::{ML_KEM_512, ML_KEM_768, ML_KEM_1024, PARAM_SETS, ParamSet};
use mlkem_fpga::protocol::v3;

/// The default backend's protocol 3 device.
fn device() -> KemDevice3<Box<dyn Transport>> {
    Backend::default()
        .open_kem3()
        .expect("the default backend has key slots")
}

#[test]
fn the_default_backend_is_the_protocol_3_virtual_board() {
    assert_eq!(Backend::default(), "sim".parse().unwrap());
    let dev = device();
    assert_eq!(dev.version().protocol, v3::VERSION);
    let link = dev.driver().transport().describe();
    assert!(link.contains("Verilator"), "{link}");
}

/// CCTV strcmp: Decaps must give the implicit-rejection key J(z ‖ c), the file's K. The file
/// gives dk, so Decaps goes through the `Kem` trait, which imports dk into a slot for it.
#[test]
fn cctv_strcmp_on_the_default_backend() {
    let mut kem = Backend::default().open().unwrap();
    for p in PARAM_SETS {
        let t = Trace::parse(&read_text(&format!("cctv/ML-KEM/strcmp/{}", file_name(p))));
        let (dk, c, k) = (t.bytes("dk"), t.bytes("c"), t.bytes("K"));
        let got = kem.decaps(p, &dk, &c).expect("a valid dk and c");
        assert_eq!(got.to_vec(), k, "{}", p.name);
    }
}

/// CCTV unlucky (C2SP/CCTV#13, final FIPS 203): one SampleNTT of Â needs more than 575 bytes of
/// SHAKE-128 output; d, z, m give the file's ek, dk, c and K on the device.
#[test]
fn cctv_unlucky_sample_ntt_on_the_default_backend() {
    let mut kem = Backend::default().open().unwrap();
    for p in PARAM_SETS {
        let t = Trace::parse(&read_text(&format!(
            "cctv-pr13/ML-KEM/unluckysample/{}",
            file_name(p)
        )));
        let (d, z, m) = (b32(&t.bytes("d")), b32(&t.bytes("z")), b32(&t.bytes("m")));
        let (ek, dk) = kem.keygen(p, &d, &z).unwrap();
        assert_eq!(ek, t.bytes("ek"), "{}: ek", p.name);
        assert_eq!(*dk, t.bytes("dk"), "{}: dk", p.name);
        let (c, k) = kem.encaps(p, &ek, &m).unwrap();
        assert_eq!(c, t.bytes("c"), "{}: c", p.name);
        assert_eq!(k.to_vec(), t.bytes("K"), "{}: K", p.name);
        assert_eq!(*kem.decaps(p, &dk, &c).unwrap(), *k, "{}: decaps", p.name);
    }
}

macro_rules! interop {
    ($name:ident, $kem:ty, $p:expr) => {
        /// RustCrypto ml-kem generates, the device encapsulates, RustCrypto decapsulates; the
        /// device generates (dk kept in a slot), RustCrypto encapsulates, the device
        /// decapsulates with the slot.
        #[test]
        fn $name() {
            use ml_kem::array::Array;
            use ml_kem::kem::{Decapsulate, Encapsulate, Kem as _, KeyExport};
            use ml_kem::{DecapsulationKey, EncapsulationKey, Seed};
            use rand::SeedableRng;
            let p: ParamSet = $p;
            let mut rng = rand::rngs::StdRng::seed_from_u64(0x16_0000 + p.k as u64);
            let mut dev = device();
            for round in 0..2u8 {
                let (their_dk, their_ek) = <$kem>::generate_keypair_from_rng(&mut rng);
                let (c, k) = dev.encaps(p, &their_ek.to_bytes(), &[round; 32]).unwrap();
                let c = Array::try_from(&c[..]).unwrap();
                assert_eq!(their_dk.decapsulate(&c).0, *k, "{} round {round}", p.name);

                let (d, z) = ([round ^ 0x3C; 32], [round ^ 0xC3; 32]);
                let slot = dev.free_slot(p).unwrap();
                let ek = dev.keygen_keep(p, slot, false, &d, &z).unwrap();
                let seed: Seed = Array::try_from(&[d, z].concat()[..]).unwrap();
                let from_seed = DecapsulationKey::<$kem>::from_seed(seed);
                assert_eq!(&from_seed.encapsulation_key().to_bytes()[..], &ek[..]);
                let their_ek = EncapsulationKey::<$kem>::new(&Array::try_from(&ek[..]).unwrap())
                    .expect("ml-kem accepts the device's ek");
                let (c2, k2) = their_ek.encapsulate_with_rng(&mut rng);
                assert_eq!(
                    *dev.decaps_slot(slot, &c2[..]).unwrap(),
                    k2.0,
                    "{} round {round}",
                    p.name
                );
                dev.key_erase(slot).unwrap();
            }
        }
    };
}

interop!(interop_ml_kem_512, ml_kem::MlKem512, ML_KEM_512);
interop!(interop_ml_kem_768, ml_kem::MlKem768, ML_KEM_768);
interop!(interop_ml_kem_1024, ml_kem::MlKem1024, ML_KEM_1024);

/// Decaps --slot cycles are equal for a valid c and for c tampered in u and in v (whose K is
/// not the real one); Encaps cycles are equal for two m. Each operation is one round trip.
fn constant_time(p: ParamSet) {
    let mut dev = device();
    let slot = dev.free_slot(p).unwrap();
    let ek = dev
        .keygen_keep(p, slot, false, &[0x11; 32], &[0x22; 32])
        .unwrap();
    let ((c, k), encaps) = measure(&mut dev, |d| d.encaps(p, &ek, &[0x33; 32])).unwrap();
    let (_, encaps_m) = measure(&mut dev, |d| d.encaps(p, &ek, &[0xCC; 32])).unwrap();
    assert_eq!(
        encaps.cycles, encaps_m.cycles,
        "{}: Encaps cycles depend on m",
        p.name
    );
    let (k2, decaps) = measure(&mut dev, |d| d.decaps_slot(slot, &c)).unwrap();
    assert_eq!(*k2, *k, "{}: Decaps", p.name);
    for cost in [&encaps, &encaps_m, &decaps] {
        assert_eq!(cost.round_trips, 1, "{}: {cost:?}", p.name);
    }
    for at in [3, c.len() - 1] {
        let mut bad = c.clone();
        bad[at] ^= 0x10;
        let (kb, tampered) = measure(&mut dev, |d| d.decaps_slot(slot, &bad)).unwrap();
        assert_ne!(*kb, *k, "{}: a tampered c gave the real K", p.name);
        assert_eq!(
            tampered.cycles, decaps.cycles,
            "{}: Decaps cycles differ for a tampered c (byte {at})",
            p.name
        );
        assert_eq!(tampered.bytes_received, decaps.bytes_received, "{}", p.name);
    }
    println!(
        "{}: Encaps {} cycles (two m), Decaps {} cycles (valid or tampered c)",
        p.name, encaps.cycles, decaps.cycles
    );
}

#[test]
fn constant_time_ml_kem_512() {
    constant_time(ML_KEM_512);
}

#[test]
fn constant_time_ml_kem_768() {
    constant_time(ML_KEM_768);
}

#[test]
fn constant_time_ml_kem_1024() {
    constant_time(ML_KEM_1024);
}
