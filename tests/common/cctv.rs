//! C2SP CCTV ML-KEM text files (https://c2sp.org/CCTV/ML-KEM): `name = value` traces.

use mlkem_fpga::model::ntt::Poly;
use mlkem_fpga::params::ParamSet;

use super::unhex;

/// `name = value` lines of a CCTV text file, in order (names may repeat). A line may carry
/// several ` = `-separated forms, e.g. `A[0, 0] = {coefficients} = hex`.
pub struct Trace(pub Vec<(String, Vec<String>)>);

impl Trace {
    pub fn parse(text: &str) -> Trace {
        Trace(
            text.lines()
                .filter(|l| !l.trim().is_empty())
                .map(|l| {
                    let mut parts = l.split(" = ").map(str::to_string);
                    let name = parts.next().expect("name");
                    (name, parts.collect())
                })
                .collect(),
        )
    }

    /// The forms of the `nth` (0-based) line named `name`.
    pub fn forms(&self, name: &str, nth: usize) -> &[String] {
        self.0
            .iter()
            .filter(|(n, _)| n == name)
            .nth(nth)
            .map(|(_, v)| &v[..])
            .unwrap_or_else(|| panic!("no line #{nth} named {name}"))
    }

    /// The hex form of the `nth` line named `name`, as bytes.
    pub fn bytes_nth(&self, name: &str, nth: usize) -> Vec<u8> {
        let f = self.forms(name, nth);
        let hex = f.last().expect("value");
        assert!(!hex.starts_with('{'), "{name} has no hex form");
        unhex(hex)
    }

    pub fn bytes(&self, name: &str) -> Vec<u8> {
        self.bytes_nth(name, 0)
    }

    /// The `{c0, c1, …}` form of the first line named `name`.
    pub fn coeffs(&self, name: &str) -> Poly {
        let f = self
            .forms(name, 0)
            .iter()
            .find(|f| f.starts_with('{'))
            .unwrap_or_else(|| panic!("{name} has no coefficient form"));
        let v: Vec<u16> = f
            .trim_matches(|c| c == '{' || c == '}')
            .split(',')
            .map(|x| x.trim().parse().expect("coefficient"))
            .collect();
        v.try_into().expect("256 coefficients")
    }
}

/// The CCTV file of a parameter set (`ML-KEM-768.txt`).
pub fn file_name(p: ParamSet) -> String {
    format!("ML-KEM-{}.txt", p.k * 256)
}
