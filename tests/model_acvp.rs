//! NIST ACVP sample vectors for ML-KEM (FIPS 203), releases v1.1.0.35 and v1.1.0.40, all
//! three parameter sets, against the golden model: every keyGen, encapsulation,
//! decapsulation (valid and modified ciphertexts), encapsulationKeyCheck and
//! decapsulationKeyCheck case of `internalProjection.json` (inputs and expected outputs in one
//! file). Sources and licences: tests/vectors/README.md.

mod common;

use common::{Tally, b32, hx, param_set, read_json, st};
use mlkem_fpga::model::hash::j;
use mlkem_fpga::model::kem::{
    KemError, check_dk, check_ek, decaps, decaps_internal, encaps, encaps_internal, keygen_internal,
};
use mlkem_fpga::params::PARAM_SETS;
use serde_json::Value;

fn groups(v: &Value) -> &Vec<Value> {
    v["testGroups"].as_array().expect("testGroups")
}

fn tests(g: &Value) -> &Vec<Value> {
    g["tests"].as_array().expect("tests")
}

/// keyGen: ML-KEM.KeyGen_internal(d, z) = (ek, dk), and both keys pass the input checks.
fn keygen_file(release: &str) {
    let file = read_json(&format!(
        "{release}/ML-KEM-keyGen-FIPS203/internalProjection.json"
    ));
    assert_eq!(st(&file, "mode"), "keyGen");
    let mut tally = Tally::default();
    for g in groups(&file) {
        let p = param_set(st(g, "parameterSet"));
        for t in tests(g) {
            let id = &t["tcId"];
            let (ek, dk) = keygen_internal(p, &b32(&hx(t, "d")), &b32(&hx(t, "z")));
            assert_eq!(ek, hx(t, "ek"), "{release} keyGen tcId {id}: ek");
            assert_eq!(dk, hx(t, "dk"), "{release} keyGen tcId {id}: dk");
            assert_eq!(check_ek(p, &ek), Ok(()));
            assert_eq!(check_dk(p, &dk), Ok(()));
            tally.add(format!("keyGen {}", p.name));
        }
    }
    tally.check(
        &format!("ACVP {release} keyGen"),
        PARAM_SETS.map(|p| (format!("keyGen {}", p.name), 25)),
    );
}

/// Short name of a KemError for the tally.
fn kind(e: &KemError) -> &'static str {
    match e {
        KemError::WrongLength { .. } => "WrongLength",
        KemError::ModulusCheck => "ModulusCheck",
        KemError::HashCheck => "HashCheck",
    }
}

/// encapDecap: encapsulation (ek, m → c, k), decapsulation (dk, c → k; a modified c must give
/// the implicit-rejection key J(z ‖ c)), and in v1.1.0.40 the two key checks.
fn encap_decap_file(release: &str) -> Tally {
    let file = read_json(&format!(
        "{release}/ML-KEM-encapDecap-FIPS203/internalProjection.json"
    ));
    assert_eq!(st(&file, "mode"), "encapDecap");
    let mut tally = Tally::default();
    for g in groups(&file) {
        let p = param_set(st(g, "parameterSet"));
        let function = st(g, "function");
        for t in tests(g) {
            let id = &t["tcId"];
            let ctx = format!("{release} {function} {} tcId {id}", p.name);
            // v1.1.0.35 gives dk and ek per group for decapsulation, v1.1.0.40 per test.
            let field = |k: &str| hx(if t.get(k).is_some() { t } else { g }, k);
            match function {
                "encapsulation" => {
                    let (ek, m) = (field("ek"), b32(&hx(t, "m")));
                    let (k, c) = encaps_internal(p, &ek, &m);
                    assert_eq!(c, hx(t, "c"), "{ctx}: c");
                    assert_eq!(k.to_vec(), hx(t, "k"), "{ctx}: k");
                    // The checked entry point agrees, and the projection's dk decapsulates c.
                    assert_eq!(encaps(p, &ek, Some(&m)), Ok((k, c.clone())), "{ctx}");
                    assert_eq!(decaps(p, &field("dk"), &c), Ok(k), "{ctx}: round trip");
                    tally.add(format!("encapsulation {}", p.name));
                }
                "decapsulation" => {
                    let (dk, c, k) = (field("dk"), hx(t, "c"), hx(t, "k"));
                    let got = decaps(p, &dk, &c).unwrap_or_else(|e| panic!("{ctx}: {e}"));
                    assert_eq!(got.to_vec(), k, "{ctx}: k");
                    assert_eq!(decaps_internal(p, &dk, &c), got, "{ctx}");
                    let z = &dk[768 * p.k + 64..];
                    let rejected = got == j(&[z, &c]);
                    let reason = st(t, "reason");
                    let modified = match reason {
                        "modify ciphertext" | "modified ciphertext" => true,
                        "no modification" | "valid decapsulation" => false,
                        r => panic!("{ctx}: unknown reason {r}"),
                    };
                    assert_eq!(rejected, modified, "{ctx}: reason {reason}");
                    let what = if modified {
                        "modified c (implicit rejection)"
                    } else {
                        "valid c"
                    };
                    tally.add(format!("decapsulation {} {what}", p.name));
                }
                "encapsulationKeyCheck" => {
                    let passed = t["testPassed"].as_bool().expect("testPassed");
                    let got = check_ek(p, &hx(t, "ek"));
                    assert_eq!(got.is_ok(), passed, "{ctx}: {got:?}");
                    let outcome =
                        got.map_or_else(|e| format!("fail ({})", kind(&e)), |_| "pass".into());
                    tally.add(format!("encapsulationKeyCheck {} {outcome}", p.name));
                }
                "decapsulationKeyCheck" => {
                    let passed = t["testPassed"].as_bool().expect("testPassed");
                    let got = check_dk(p, &hx(t, "dk"));
                    assert_eq!(got.is_ok(), passed, "{ctx}: {got:?}");
                    let outcome =
                        got.map_or_else(|e| format!("fail ({})", kind(&e)), |_| "pass".into());
                    tally.add(format!("decapsulationKeyCheck {} {outcome}", p.name));
                }
                f => panic!("{release}: unknown function {f}"),
            }
        }
    }
    tally
}

fn encap_decap_expected(key_checks: bool) -> Vec<(String, usize)> {
    let mut want = vec![];
    for p in PARAM_SETS {
        let n = p.name;
        want.push((format!("encapsulation {n}"), 25));
        want.push((format!("decapsulation {n} valid c"), 5));
        want.push((
            format!("decapsulation {n} modified c (implicit rejection)"),
            5,
        ));
        if key_checks {
            want.push((format!("encapsulationKeyCheck {n} pass"), 5));
            // v1.1.0.40's five failing keys per set have the wrong length (1216/1600/1984
            // bytes), so the length check rejects them before the modulus check.
            want.push((format!("encapsulationKeyCheck {n} fail (WrongLength)"), 5));
            want.push((format!("decapsulationKeyCheck {n} pass"), 5));
            want.push((format!("decapsulationKeyCheck {n} fail (HashCheck)"), 5));
        }
    }
    want
}

#[test]
fn acvp_v1_1_0_35_keygen() {
    keygen_file("acvp-server-v1.1.0.35");
}

#[test]
fn acvp_v1_1_0_40_keygen() {
    keygen_file("acvp-server-v1.1.0.40");
}

#[test]
fn acvp_v1_1_0_35_encap_decap() {
    let release = "acvp-server-v1.1.0.35";
    encap_decap_file(release).check(
        &format!("ACVP {release} encapDecap"),
        encap_decap_expected(false),
    );
}

#[test]
fn acvp_v1_1_0_40_encap_decap() {
    let release = "acvp-server-v1.1.0.40";
    encap_decap_file(release).check(
        &format!("ACVP {release} encapDecap"),
        encap_decap_expected(true),
    );
}
