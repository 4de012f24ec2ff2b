//! Interoperability of the golden model with RustCrypto `ml-kem` 0.3.4 (dev-dependency, default
//! features), all three parameter sets, `SEEDS` fixed-seed random rounds each:
//!
//! 1. deterministic KeyGen: `DecapsulationKey::from_seed(d ‖ z)` gives byte-identical ek and
//!    (expanded) dk to `keygen_internal(d, z)`;
//! 2. our keys → `ml-kem` Encapsulate (its own randomness) → our Decaps, and `ml-kem` Decaps
//!    from our expanded dk; `encapsulate_deterministic(m)` equals our `encaps_internal(ek, m)`;
//! 3. `ml-kem` random KeyGen → our Encaps → `ml-kem` Decaps, and our Decaps from its
//!    expanded dk;
//! 4. implicit rejection: a ciphertext with one flipped bit (anywhere, and in the last byte)
//!    gives the same K̄ in both;
//! 5. an ek with one coefficient ≥ q is rejected by both.

#[allow(deprecated)]
use ml_kem::ExpandedKeyEncoding;
use ml_kem::array::Array;
use ml_kem::kem::{Decapsulate, Encapsulate, Kem, KeyExport};
use ml_kem::{B32, DecapsulationKey, EncapsulationKey, MlKem512, MlKem768, MlKem1024, Seed};
use mlkem_fpga::model::kem::{KemError, decaps, encaps, encaps_internal, keygen_internal};
use mlkem_fpga::params::{ML_KEM_512, ML_KEM_768, ML_KEM_1024};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

/// Random rounds per parameter set.
const SEEDS: usize = 20;

macro_rules! cross_test {
    ($name:ident, $kem:ty, $p:expr) => {
        #[test]
        #[allow(deprecated)] // ml-kem's expanded dk encoding (FIPS 203's dk format)
        fn $name() {
            let p = $p;
            let seed = 0x2030_0000 + p.k as u64;
            let mut rng = StdRng::seed_from_u64(seed);
            for round in 0..SEEDS {
                let ctx = format!("{} round {round} (StdRng seed {seed:#x})", p.name);

                // 1. Deterministic KeyGen from (d, z).
                let (d, z): ([u8; 32], [u8; 32]) = (rng.random(), rng.random());
                let (ek, dk) = keygen_internal(p, &d, &z);
                let seed64: Seed = Array::try_from(&[d, z].concat()[..]).expect("64 bytes");
                let their_dk = DecapsulationKey::<$kem>::from_seed(seed64);
                assert_eq!(
                    &their_dk.encapsulation_key().to_bytes()[..],
                    &ek[..],
                    "{ctx}: ek"
                );
                assert_eq!(&their_dk.to_expanded_bytes()[..], &dk[..], "{ctx}: dk");

                // 2. Our keys, their encapsulation.
                let their_ek =
                    EncapsulationKey::<$kem>::new(&Array::try_from(&ek[..]).expect("ek length"))
                        .expect("ml-kem accepts our ek");
                let (c, k) = their_ek.encapsulate_with_rng(&mut rng);
                assert_eq!(decaps(p, &dk, &c[..]), Ok(k.0), "{ctx}: our Decaps");
                let their_from_ours = DecapsulationKey::<$kem>::from_expanded_bytes(
                    &Array::try_from(&dk[..]).expect("dk length"),
                )
                .expect("ml-kem accepts our dk");
                assert_eq!(their_from_ours.decapsulate(&c), k, "{ctx}: expanded dk");
                let m: [u8; 32] = rng.random();
                let (c_det, k_det) = their_ek.encapsulate_deterministic(&B32::from(m));
                assert_eq!(
                    encaps_internal(p, &ek, &m),
                    (k_det.0, c_det.to_vec()),
                    "{ctx}: Encaps_internal(ek, m)"
                );

                // 3. Their keys, our encapsulation.
                let (their_dk, their_ek) = <$kem as Kem>::generate_keypair_from_rng(&mut rng);
                let their_ek_bytes = their_ek.to_bytes();
                let m: [u8; 32] = rng.random();
                let (k, c) = encaps(p, &their_ek_bytes, Some(&m)).expect("valid ek");
                let c_arr = Array::try_from(&c[..]).expect("ct length");
                assert_eq!(their_dk.decapsulate(&c_arr).0, k, "{ctx}: their Decaps");
                let their_dk_bytes = their_dk.to_expanded_bytes();
                assert_eq!(decaps(p, &their_dk_bytes, &c), Ok(k), "{ctx}: our Decaps");

                // 4. Implicit rejection agrees: one random bit flipped, and one bit of the
                //    last byte (the end of c2).
                let last = 8 * (c.len() - 1) + rng.random_range(0..8);
                for bit in [rng.random_range(0..8 * c.len()), last] {
                    let mut bad = c.clone();
                    bad[bit / 8] ^= 1 << (bit % 8);
                    let bad_arr = Array::try_from(&bad[..]).expect("ct length");
                    let k_bar = decaps(p, &their_dk_bytes, &bad).expect("lengths");
                    assert_ne!(k_bar, k, "{ctx}: flipped bit {bit} accepted");
                    assert_eq!(their_dk.decapsulate(&bad_arr).0, k_bar, "{ctx}: K̄");
                }

                // 5. Both reject an ek with a coefficient ≥ q (coefficient 2i+1 of t̂[0] set
                //    to 4095 through its byte 3i+2 and the high nibble of byte 3i+1).
                let mut bad_ek = ek.clone();
                let i = rng.random_range(0..128 * p.k);
                bad_ek[3 * i + 1] |= 0xF0;
                bad_ek[3 * i + 2] = 0xFF;
                assert_eq!(
                    encaps(p, &bad_ek, Some(&m)),
                    Err(KemError::ModulusCheck),
                    "{ctx}"
                );
                assert!(
                    EncapsulationKey::<$kem>::new(&Array::try_from(&bad_ek[..]).expect("len"))
                        .is_err(),
                    "{ctx}: ml-kem accepted an unreduced ek"
                );
            }
            println!("{}: {SEEDS} rounds interoperate with ml-kem 0.3.4", p.name);
        }
    };
}

cross_test!(cross_ml_kem_512, MlKem512, ML_KEM_512);
cross_test!(cross_ml_kem_768, MlKem768, ML_KEM_768);
cross_test!(cross_ml_kem_1024, MlKem1024, ML_KEM_1024);
