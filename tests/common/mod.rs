//! Helpers shared by the vector tests: reading `tests/vectors/`, hex fields, case tallies.
//! Every test reads its data through [`vector_path`], so a clone of the project (without
//! `../shared`) runs the same tests.

#![allow(dead_code)] // each test binary uses a different subset

pub mod cctv;
pub mod device;
pub mod kem3;
pub mod report;
pub mod seeds;

use std::collections::BTreeMap;
use std::io::Read;
use std::path::PathBuf;

use mlkem_fpga::params::ParamSet;
use serde_json::Value;

/// `tests/vectors/<rel>` inside the crate.
pub fn vector_path(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/vectors")
        .join(rel)
}

/// A vector file as text; `.gz` files are decompressed (flate2).
pub fn read_text(rel: &str) -> String {
    let path = vector_path(rel);
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    if rel.ends_with(".gz") {
        let mut s = String::new();
        flate2::read::GzDecoder::new(&bytes[..])
            .read_to_string(&mut s)
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        s
    } else {
        String::from_utf8(bytes).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    }
}

/// A JSON vector file.
pub fn read_json(rel: &str) -> Value {
    serde_json::from_str(&read_text(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

/// Hex string (either case) to bytes.
pub fn unhex(s: &str) -> Vec<u8> {
    hex::decode(s.trim()).unwrap_or_else(|e| panic!("bad hex {:.40}…: {e}", s))
}

/// The hex field `key` of a JSON object, as bytes; panics if absent.
pub fn hx(obj: &Value, key: &str) -> Vec<u8> {
    hx_opt(obj, key).unwrap_or_else(|| panic!("field {key} missing in {:.200}", obj.to_string()))
}

/// The hex field `key` of a JSON object, as bytes, if present.
pub fn hx_opt(obj: &Value, key: &str) -> Option<Vec<u8>> {
    obj.get(key).map(|v| unhex(v.as_str().expect("hex string")))
}

/// A string field.
pub fn st<'a>(obj: &'a Value, key: &str) -> &'a str {
    obj[key]
        .as_str()
        .unwrap_or_else(|| panic!("string field {key} missing"))
}

/// 32 bytes as an array.
pub fn b32(b: &[u8]) -> [u8; 32] {
    b.try_into()
        .unwrap_or_else(|_| panic!("{} bytes, 32 expected", b.len()))
}

/// The parameter set named in a vector file ("ML-KEM-768").
pub fn param_set(name: &str) -> ParamSet {
    ParamSet::from_name(name).unwrap_or_else(|| panic!("unknown parameter set {name}"))
}

/// Case counts keyed by a label such as "keyGen ML-KEM-768"; printed and compared to the
/// expected table so that a missing or silently empty file fails the test.
#[derive(Default, Debug)]
pub struct Tally(pub BTreeMap<String, usize>);

impl Tally {
    pub fn add(&mut self, label: impl Into<String>) {
        *self.0.entry(label.into()).or_default() += 1;
    }

    pub fn total(&self) -> usize {
        self.0.values().sum()
    }

    /// Prints the tally and asserts it equals `expected` exactly (no missing or extra labels).
    pub fn check<S: Into<String>>(
        &self,
        title: &str,
        expected: impl IntoIterator<Item = (S, usize)>,
    ) {
        println!("{title}: {} cases", self.total());
        for (k, v) in &self.0 {
            println!("  {k:<60} {v:>5}");
        }
        let want: BTreeMap<String, usize> =
            expected.into_iter().map(|(k, v)| (k.into(), v)).collect();
        assert_eq!(
            self.0, want,
            "{title}: case counts differ from the expected table"
        );
    }
}
