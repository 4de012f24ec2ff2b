//! Modular reduction units: a 24-bit product c of two coefficients in [0, q) → c mod q.
//!
//! Every reducer has the same ports, `c: In<Bits<24>>` and `r: Out<Bits<12>>`, is purely
//! combinational, and has a bit-exact software twin in [`crate::model::field`]. The
//! [`REDUCERS`] table lists them for the tests, the Verilog export and the report.

use rust_hdl::prelude::*;

use crate::params::PRODUCT_COUNT;

pub mod barrett_mul;
pub mod barrett_shiftadd;
pub mod bitwise_yaman;
pub mod dadda;
pub mod dadda_highbyte;
pub mod naive;
pub mod registered;
pub mod select;
pub mod tree;

pub use barrett_mul::BarrettMul;
pub use barrett_shiftadd::BarrettShiftAdd;
pub use bitwise_yaman::BitwiseYaman;
pub use dadda::DaddaReducer;
pub use dadda_highbyte::DaddaHighByteReducer;
pub use naive::NaiveReducer;
pub use registered::RegisteredDadda;
pub use select::CorrectionSelect;

/// (−x) mod 2^bits: the constant whose addition subtracts x from a `bits`-wide value.
pub(crate) const fn minus_mod_2k(x: u32, bits: u32) -> u64 {
    let m = 1u64 << bits;
    (m - x as u64 % m) % m
}

/// A combinational reducer with ports `c: Bits<24>` in and `r: Bits<12>` out.
pub trait Reducer: Block + Default + Send {
    /// The circuit's name (its Rust type).
    const NAME: &'static str;
    /// The stem of its Verilog file, `bitstreams/verilog/<STEM>.v`, and its report row name.
    const STEM: &'static str;
    /// The bit-exact software twin (in `crate::model::field`).
    fn model(c: u32) -> u32;
    /// The product input.
    fn c_mut(&mut self) -> &mut Signal<In, Bits<24>>;
    /// The residue output.
    fn r(&self) -> &Signal<Out, Bits<12>>;
}

/// Implements [`Reducer`] for a block whose ports are the fields `c` and `r`.
#[macro_export]
macro_rules! impl_reducer {
    ($ty:ty, $stem:literal, $model:path) => {
        impl $crate::rtl::reduce::Reducer for $ty {
            const NAME: &'static str = stringify!($ty);
            const STEM: &'static str = $stem;
            fn model(c: u32) -> u32 {
                $model(c)
            }
            fn c_mut(
                &mut self,
            ) -> &mut rust_hdl::prelude::Signal<rust_hdl::prelude::In, rust_hdl::prelude::Bits<24>>
            {
                &mut self.c
            }
            fn r(
                &self,
            ) -> &rust_hdl::prelude::Signal<rust_hdl::prelude::Out, rust_hdl::prelude::Bits<12>>
            {
                &self.r
            }
        }
    };
}

/// A reducer instance ready for direct evaluation (RustHDL's `simulate()` loop, no harness).
pub struct Evaluator<R: Reducer> {
    uut: R,
}

impl<R: Reducer> Default for Evaluator<R> {
    fn default() -> Self {
        let mut uut = R::default();
        uut.connect_all();
        Self { uut }
    }
}

impl<R: Reducer> Evaluator<R> {
    /// Drives `c` and settles the circuit; returns `r`, or `None` if it did not converge.
    pub fn eval(&mut self, c: u32) -> Option<u32> {
        self.uut.c_mut().next = (c as u64).into();
        if !simulate(&mut self.uut, 100) {
            return None;
        }
        Some(self.uut.r().val().index() as u32)
    }
}

/// The quick in-file check of a reducer (the exhaustive one is `tests/rtl_reduce.rs`): edge
/// products (0, 1, q − 1, q, q + 1, 2q − 1, 2q, k·q ± 1, (q − 1)^2 − 1, (q − 1)^2) through the
/// circuit and its model, then 1000 pseudo-random windows of 100 consecutive products (an
/// LCG) and the top 1000 products.
#[cfg(test)]
pub(crate) fn assert_smoke<R: Reducer>() {
    use crate::params::{MAX_PRODUCT, Q};
    let mut ev = Evaluator::<R>::default();
    let mut edges = vec![
        0,
        1,
        Q - 1,
        Q,
        Q + 1,
        2 * Q - 1,
        2 * Q,
        MAX_PRODUCT - 1,
        MAX_PRODUCT,
    ];
    for k in [3, 100, 1000, 3327, 3328] {
        edges.extend([k * Q - 1, k * Q, k * Q + 1]);
    }
    for c in edges {
        assert_eq!(ev.eval(c), Some(c % Q), "{} circuit, c = {c}", R::NAME);
        assert_eq!(R::model(c), c % Q, "{} model, c = {c}", R::NAME);
    }
    let mut x: u32 = 0x1234_5678;
    for _ in 0..1000 {
        x = x.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
        let start = x % (MAX_PRODUCT - 99);
        assert_eq!(first_mismatch::<R>(start..start + 100), None, "{}", R::NAME);
    }
    assert_eq!(
        first_mismatch::<R>(MAX_PRODUCT - 999..MAX_PRODUCT + 1),
        None,
        "{}",
        R::NAME
    );
    assert!(
        verilog::<R>().contains("module top"),
        "{} exports Verilog",
        R::NAME
    );
}

/// Evaluates a fresh instance of reducer `R` once.
pub fn simulate_once<R: Reducer>(c: u32) -> Option<u32> {
    Evaluator::<R>::default().eval(c)
}

/// The first input in `range` where the RustHDL circuit disagrees with its model or with
/// `c mod q`, as `(c, got, expected)`; `got` is `u32::MAX` when the circuit did not settle.
pub fn first_mismatch<R: Reducer>(range: std::ops::Range<u32>) -> Option<(u32, u32, u32)> {
    let mut ev = Evaluator::<R>::default();
    for c in range {
        let want = c % crate::params::Q;
        let got = ev.eval(c).unwrap_or(u32::MAX);
        if got != want || R::model(c) != want {
            return Some((c, got, want));
        }
    }
    None
}

/// [`first_mismatch`] over every product c in [0, (q−1)^2], split over `threads` threads.
pub fn exhaustive_mismatch<R: Reducer>(threads: u32) -> Option<(u32, u32, u32)> {
    let threads = threads.max(1);
    let chunk = PRODUCT_COUNT.div_ceil(threads);
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let lo = t * chunk;
                let hi = (lo + chunk).min(PRODUCT_COUNT);
                s.spawn(move || first_mismatch::<R>(lo..hi))
            })
            .collect();
        handles
            .into_iter()
            .filter_map(|h| h.join().expect("reducer check thread panicked"))
            .min_by_key(|m| m.0)
    })
}

/// The Verilog RustHDL exports for reducer `R` (module `top`, ports `c[23:0]`, `r[11:0]`).
pub fn verilog<R: Reducer>() -> String {
    let mut uut = R::default();
    uut.connect_all();
    generate_verilog(&uut)
}

/// One row of the reducer table: what the tests, the exporter and the report iterate over.
pub struct ReducerEntry {
    pub name: &'static str,
    pub stem: &'static str,
    pub model: fn(u32) -> u32,
    /// One RustHDL evaluation of the circuit (`None` if it did not settle).
    pub simulate: fn(u32) -> Option<u32>,
    pub verilog: fn() -> String,
    pub exhaustive_mismatch: fn(u32) -> Option<(u32, u32, u32)>,
}

const fn entry<R: Reducer>() -> ReducerEntry {
    ReducerEntry {
        name: R::NAME,
        stem: R::STEM,
        model: R::model,
        simulate: simulate_once::<R>,
        verilog: verilog::<R>,
        exhaustive_mismatch: exhaustive_mismatch::<R>,
    }
}

/// Every reducer: the paper's design first, then our variant of its final stage, then the peers.
pub const REDUCERS: [ReducerEntry; 6] = [
    entry::<DaddaReducer>(),
    entry::<DaddaHighByteReducer>(),
    entry::<BarrettShiftAdd>(),
    entry::<BitwiseYaman>(),
    entry::<BarrettMul>(),
    entry::<NaiveReducer>(),
];
