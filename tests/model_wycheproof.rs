//! Wycheproof ML-KEM vectors (C2SP/wycheproof `testvectors_v1/mlkem_*`, schemas in
//! tests/vectors/wycheproof/schemas/) against the golden model, all three parameter sets:
//!
//! | file | schema / group type | what is run |
//! |---|---|---|
//! | `mlkem_N_test.json` | MLKEMTest | seed = d ‖ z → KeyGen_internal → ek; Decaps(dk, c) = K |
//! | `mlkem_N_encaps_test.json` | MLKEMEncapsTest | Encaps(ek, m) with the §7.2 input check |
//! | `mlkem_N_keygen_seed_test.json` | MLKEMKeyGen | seed → (ek, dk) |
//! | `mlkem_N_semi_expanded_decaps_test.json` | MLKEMDecapsValidationTest | Decaps(dk, c) with the §7.3 checks |
//!
//! `result`: "valid" must succeed with exactly the given outputs, "invalid" must be rejected,
//! "acceptable" may go either way but, if accepted, must give the given outputs. Flags are
//! tied to the rejection they require (ModulusOverflow → modulus check, Incorrect…Length →
//! length check, InvalidDecapsulationKey → hash check).

mod common;

use common::{Tally, b32, hx, hx_opt, param_set, read_json, st};
use mlkem_fpga::model::kem::{KemError, decaps, encaps, keygen_internal};
use mlkem_fpga::params::{PARAM_SETS, ParamSet};
use serde_json::Value;

/// Why the model rejected an input: a KemError, or a seed that is not 64 bytes.
#[derive(Debug, PartialEq)]
enum Reject {
    SeedLength(usize),
    Kem(KemError),
}

impl Reject {
    fn label(&self) -> String {
        match self {
            Reject::SeedLength(_) => "seed length".into(),
            Reject::Kem(KemError::WrongLength { what, .. }) => format!("{what} length"),
            Reject::Kem(KemError::ModulusCheck) => "modulus check".into(),
            Reject::Kem(KemError::HashCheck) => "hash check".into(),
        }
    }
}

/// The KeyGen from a 64-byte seed d ‖ z that the Wycheproof files use as the private key.
fn keygen_seed(p: ParamSet, seed: &[u8]) -> Result<(Vec<u8>, Vec<u8>), Reject> {
    if seed.len() != 64 {
        return Err(Reject::SeedLength(seed.len()));
    }
    Ok(keygen_internal(p, &b32(&seed[..32]), &b32(&seed[32..])))
}

/// One file's header and tests, with its parameter set checked against the file name.
fn load(p: ParamSet, suffix: &str, schema: &str) -> (Value, String) {
    let level = p.k * 256;
    let name = format!("mlkem_{level}_{suffix}.json");
    let file = read_json(&format!("wycheproof/testvectors_v1/{name}"));
    assert_eq!(st(&file, "algorithm"), "ML-KEM");
    assert_eq!(st(&file, "schema"), schema, "{name}");
    (file, name)
}

/// Runs every test of one file through `run`, which returns the outputs (or the rejection);
/// checks them against `result`, and tallies "<result> [flags] → accepted / rejected (why)".
fn run_file(
    p: ParamSet,
    suffix: &str,
    schema: &str,
    group_type: &str,
    tally: &mut Tally,
    run: impl Fn(ParamSet, &Value) -> Result<(), Reject>,
) {
    let (file, name) = load(p, suffix, schema);
    let mut n = 0;
    for g in file["testGroups"].as_array().expect("testGroups") {
        assert_eq!(st(g, "type"), group_type, "{name}");
        assert_eq!(param_set(st(g, "parameterSet")), p, "{name}");
        for t in g["tests"].as_array().expect("tests") {
            n += 1;
            let id = &t["tcId"];
            let result = st(t, "result");
            let flags: Vec<&str> = t["flags"]
                .as_array()
                .map(|f| f.iter().map(|x| x.as_str().expect("flag")).collect())
                .unwrap_or_default();
            let ctx = format!(
                "{name} tcId {id} ({result} {flags:?} {:?})",
                t.get("comment")
            );
            let outcome = run(p, t);
            match (result, &outcome) {
                ("valid", Err(e)) => panic!("{ctx}: rejected: {e:?}"),
                ("invalid", Ok(())) => panic!("{ctx}: accepted"),
                ("valid" | "invalid" | "acceptable", _) => {}
                (r, _) => panic!("{ctx}: unknown result {r}"),
            }
            if let Err(e) = &outcome {
                for f in &flags {
                    let want = match *f {
                        "ModulusOverflow" => Some(KemError::ModulusCheck),
                        "InvalidDecapsulationKey" => Some(KemError::HashCheck),
                        _ => None,
                    };
                    if let Some(want) = want {
                        assert_eq!(e, &Reject::Kem(want), "{ctx}");
                    }
                    if f.starts_with("Incorrect") && f.ends_with("Length") {
                        assert!(
                            matches!(e, Reject::Kem(KemError::WrongLength { .. })),
                            "{ctx}: {e:?}"
                        );
                    }
                }
            }
            let flags = if flags.is_empty() {
                String::new()
            } else {
                format!(" [{}]", flags.join(","))
            };
            let outcome = match outcome {
                Ok(()) => "accepted".into(),
                Err(e) => format!("rejected ({})", e.label()),
            };
            tally.add(format!("{} {result}{flags} → {outcome}", p.name));
        }
    }
    let declared = file["numberOfTests"].as_u64().expect("numberOfTests") as usize;
    assert_eq!(n, declared, "{name}: tests run vs numberOfTests");
    println!("{name}: {n} tests");
}

/// MLKEMTest: KeyGen from the seed must give `ek`; Decaps(dk, c) must give `K`.
fn mlkem_test(p: ParamSet, t: &Value) -> Result<(), Reject> {
    let (ek, dk) = keygen_seed(p, &hx(t, "seed"))?;
    if let Some(want) = hx_opt(t, "ek") {
        assert_eq!(ek, want, "tcId {}: ek", t["tcId"]);
    }
    let k = decaps(p, &dk, &hx(t, "c")).map_err(Reject::Kem)?;
    assert_eq!(k.to_vec(), hx(t, "K"), "tcId {}: K", t["tcId"]);
    Ok(())
}

/// MLKEMEncapsTest: Encaps(ek, m) (with the modulus check) must give `c` and `K`.
fn encaps_test(p: ParamSet, t: &Value) -> Result<(), Reject> {
    let (k, c) = encaps(p, &hx(t, "ek"), Some(&b32(&hx(t, "m")))).map_err(Reject::Kem)?;
    assert_eq!(c, hx(t, "c"), "tcId {}: c", t["tcId"]);
    assert_eq!(k.to_vec(), hx(t, "K"), "tcId {}: K", t["tcId"]);
    Ok(())
}

/// MLKEMKeyGen: the seed must give `ek` and `dk`.
fn keygen_test(p: ParamSet, t: &Value) -> Result<(), Reject> {
    let (ek, dk) = keygen_seed(p, &hx(t, "seed"))?;
    assert_eq!(ek, hx(t, "ek"), "tcId {}: ek", t["tcId"]);
    assert_eq!(dk, hx(t, "dk"), "tcId {}: dk", t["tcId"]);
    Ok(())
}

/// MLKEMDecapsValidationTest: Decaps(dk, c) with the §7.3 checks must give `K`.
fn semi_expanded_decaps_test(p: ParamSet, t: &Value) -> Result<(), Reject> {
    let dk = hx(t, "dk");
    let k = decaps(p, &dk, &hx(t, "c")).map_err(Reject::Kem)?;
    assert_eq!(k.to_vec(), hx(t, "K"), "tcId {}: K", t["tcId"]);
    assert_eq!(dk[384 * p.k..768 * p.k + 32], hx(t, "ek"), "embedded ek");
    Ok(())
}

/// Expected tally per parameter set, from the files (tests/vectors/README.md): `(label
/// without the set name, count for 512, 768, 1024)`.
fn expected(rows: &[(&str, [usize; 3])]) -> Vec<(String, usize)> {
    let mut want = vec![];
    for (i, p) in PARAM_SETS.iter().enumerate() {
        for (label, counts) in rows {
            if counts[i] > 0 {
                want.push((format!("{} {label}", p.name), counts[i]));
            }
        }
    }
    want
}

#[test]
fn wycheproof_mlkem_test() {
    let mut tally = Tally::default();
    for p in PARAM_SETS {
        run_file(
            p,
            "test",
            "mlkem_test_schema.json",
            "MLKEMTest",
            &mut tally,
            mlkem_test,
        );
    }
    tally.check(
        "Wycheproof mlkem_N_test (MLKEMTest)",
        expected(&[
            ("valid → accepted", [152; 3]),
            ("valid [Strcmp] → accepted", [1; 3]),
            ("invalid → rejected (seed length)", [20; 3]),
            ("invalid → rejected (ciphertext length)", [20; 3]),
        ]),
    );
}

#[test]
fn wycheproof_mlkem_encaps_test() {
    let mut tally = Tally::default();
    for p in PARAM_SETS {
        run_file(
            p,
            "encaps_test",
            "mlkem_encaps_test_schema.json",
            "MLKEMEncapsTest",
            &mut tally,
            encaps_test,
        );
    }
    tally.check(
        "Wycheproof mlkem_N_encaps_test (MLKEMEncapsTest)",
        expected(&[
            ("valid → accepted", [133; 3]),
            ("invalid → rejected (modulus check)", [100; 3]),
            (
                "invalid [ModulusOverflow] → rejected (modulus check)",
                [8, 12, 16],
            ),
            ("invalid → rejected (encapsulation key length)", [20; 3]),
        ]),
    );
}

#[test]
fn wycheproof_mlkem_keygen_seed_test() {
    let mut tally = Tally::default();
    for p in PARAM_SETS {
        run_file(
            p,
            "keygen_seed_test",
            "mlkem_keygen_seed_test_schema.json",
            "MLKEMKeyGen",
            &mut tally,
            keygen_test,
        );
    }
    tally.check(
        "Wycheproof mlkem_N_keygen_seed_test (MLKEMKeyGen)",
        expected(&[("valid → accepted", [100; 3])]),
    );
}

#[test]
fn wycheproof_mlkem_semi_expanded_decaps_test() {
    let mut tally = Tally::default();
    for p in PARAM_SETS {
        run_file(
            p,
            "semi_expanded_decaps_test",
            "mlkem_semi_expanded_decaps_test_schema.json",
            "MLKEMDecapsValidationTest",
            &mut tally,
            semi_expanded_decaps_test,
        );
    }
    tally.check(
        "Wycheproof mlkem_N_semi_expanded_decaps_test (MLKEMDecapsValidationTest)",
        expected(&[
            ("valid → accepted", [1; 3]),
            ("valid [MalleableCiphertext] → accepted", [2; 3]),
            (
                "invalid [IncorrectCiphertextLength] → rejected (ciphertext length)",
                [2; 3],
            ),
            (
                "invalid [IncorrectDecapsulationKeyLength] → rejected (decapsulation key length)",
                [2; 3],
            ),
            (
                "invalid [InvalidDecapsulationKey] → rejected (hash check)",
                [2; 3],
            ),
        ]),
    );
}
