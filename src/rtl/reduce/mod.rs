//! Modular reduction units: a 24-bit product c of two coefficients in [0, q) → c mod q.
//!
//! Every reducer has the same ports, `c: In<Bits<24>>` and `r: Out<Bits<12>>`, is purely
//! combinational, and has a bit-exact software twin in [`crate::model::field`]. The
//! [`REDUCERS`] table lists them for the tests, the Verilog export and the report.

use rust_hdl::prelude::*;

pub mod barrett_chain;
pub mod barrett_dsp;
pub mod barrett_mul;
pub mod barrett_shiftadd;
pub mod bitwise_guo;
pub mod bitwise_yaman;
pub mod dadda;
pub mod dadda_highbyte;
pub mod dadda_wide;
pub mod fused_mod_mul;
pub mod generated;
pub mod lut6_2;
pub mod naive;
pub mod proth_barrett;
pub mod registered;
pub mod select;
pub mod sim;
pub mod verilated;

pub use barrett_chain::BarrettShiftAddChain;
pub use barrett_dsp::BarrettDsp;
pub use barrett_mul::BarrettMul;
pub use barrett_shiftadd::BarrettShiftAdd;
pub use bitwise_guo::BitwiseGuo;
pub use bitwise_yaman::BitwiseYaman;
pub use dadda::DaddaReducer;
pub use dadda_highbyte::DaddaHighByteReducer;
pub use dadda_wide::DaddaWideReducer;
pub use fused_mod_mul::{FusedModMul, FusedModMulHeap, FusedModMulLast};
pub use generated::{GENERATED_REDUCERS, ModReducer, ModReducerEntry};
pub use naive::NaiveReducer;
pub use proth_barrett::ProthBarrett;
pub use registered::RegisteredDadda;
pub use select::CorrectionSelect;
#[cfg(test)]
pub(crate) use sim::assert_smoke;
pub use sim::{Evaluator, exhaustive_mismatch, first_mismatch, simulate_once};

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
    /// Whether the report's Artix-7 run keeps DSP48 slices (and counts them as
    /// 158 LUT each in the area × delay product, the reduction paper's convention); the
    /// other reducers are measured with `-nodsp`.
    const DSP: bool = false;
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
        $crate::impl_reducer!($ty, $stem, $model, false);
    };
    ($ty:ty, $stem:literal, $model:path, $dsp:literal) => {
        impl $crate::rtl::reduce::Reducer for $ty {
            const NAME: &'static str = stringify!($ty);
            const STEM: &'static str = $stem;
            const DSP: bool = $dsp;
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
    /// [`Reducer::DSP`].
    pub dsp: bool,
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
        dsp: R::DSP,
        simulate: simulate_once::<R>,
        verilog: verilog::<R>,
        exhaustive_mismatch: exhaustive_mismatch::<R>,
    }
}

/// Every reducer: the paper's design first, then our variant of its final stage, then the peers.
pub const REDUCERS: [ReducerEntry; 11] = [
    entry::<DaddaReducer>(),
    entry::<DaddaHighByteReducer>(),
    entry::<DaddaWideReducer>(),
    entry::<BarrettShiftAdd>(),
    entry::<BitwiseYaman>(),
    entry::<BitwiseGuo>(),
    entry::<ProthBarrett>(),
    entry::<BarrettShiftAddChain>(),
    entry::<BarrettDsp>(),
    entry::<BarrettMul>(),
    entry::<NaiveReducer>(),
];
