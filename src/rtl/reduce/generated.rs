//! The generated reducers (issue 18, item 2): the reduction paper's bitwise reduction for the
//! NTT-friendly moduli 7681, 12289 and 8380417 (ML-DSA) and for q = 3329 in the windows
//! [−2q, 4q) and [−3q, 5q), and the shift-add Barrett peer for each q. The list is
//! [`crate::generators::moduli::GENERATED`]; `build.rs` writes every block from it.
//!
//! Bitwise reducers (`DaddaReducerQ<q>`, `DaddaReducerWin<lo><hi>`):
//!
//! | port | dir | width | meaning |
//! |---|---|---|---|
//! | `c` | in | N = bit length of (q−1)^2 (26, 28, 46; 24 for 3329) | c ∈ [0, (q−1)^2] |
//! | `r` | out | R = bit length of q − 1 (13, 14, 23; 12) | c mod q |
//!
//! ```text
//!  c ─► tree (generated, window [−lo·q, hi·q)) ─► s, d ─► S = s + d ─┬─► S − (hi−1)q ─┐
//!                                                                  ├─► …            ─┤ priority
//!                                                                  ├─► S            ─┤ on sign
//!                                                                  └─► S + lo·q     ─┘ bits ─► r
//! ```
//!
//! Shift-add Barrett (`BarrettNafQ<q>`, [`crate::generators::barrett`]): q1 = c >> (L−1),
//! q3 = (q1·⌊2^{2L}/q⌋) >> (L+1) and r' = c − q3·q as shifts and adds of signed digits, then
//! the first non-negative of r' − 2q, r' − q, r'. Same ports.
//!
//! Latency: combinational (0 cycles). Models: [`crate::model::bit_tree::reduce_generated`].
//! Tests: `tests/rtl_reduce_moduli.rs` (both simulators: exhaustive for q = 3329 and 7681,
//! and for 12289 in `make test-full`; edges and random products for 8380417, 10^8 of them
//! under Verilator). Area and Fmax: `bitstreams/report.md`, section "Generated reducers".

use rust_hdl::prelude::*;

// The generated trees built of Artix-7 cells (`Cells::Xc7Lut62`) name it unqualified.
use super::lut6_2::Lut62;

/// A generated combinational reducer with ports `c: Bits<C_BITS>` and `r: Bits<R_BITS>`.
pub trait ModReducer: Block + Default + Send {
    /// The circuit's name (its Rust type).
    const NAME: &'static str;
    /// The stem of its Verilog file and report row.
    const STEM: &'static str;
    const Q: u64;
    const C_BITS: usize;
    const R_BITS: usize;
    /// Drives the input `c`.
    fn drive(&mut self, c: u64);
    /// Reads the output `r`.
    fn read(&self) -> u64;
}

/// Implements [`ModReducer`] for a generated block with ports `c` and `r` (`build.rs` emits
/// one call per block).
#[macro_export]
macro_rules! impl_mod_reducer {
    ($ty:ident, $stem:literal, $q:literal, $cb:literal, $rb:literal) => {
        impl $crate::rtl::reduce::generated::ModReducer for $ty {
            const NAME: &'static str = stringify!($ty);
            const STEM: &'static str = $stem;
            const Q: u64 = $q;
            const C_BITS: usize = $cb;
            const R_BITS: usize = $rb;
            fn drive(&mut self, c: u64) {
                self.c.next = c.into();
            }
            fn read(&self) -> u64 {
                self.r.val().index() as u64
            }
        }
    };
}

include!(concat!(env!("OUT_DIR"), "/generated_reducers.rs"));

// `DaddaLutReducer` has the 24 → 12-bit ports of q = 3329's reducers, so it also drops into a
// butterfly (`ButterflyDaddaLut`, issue 18 item 4; Artix-7 only).
crate::impl_reducer!(
    DaddaLutReducer,
    "reduce_dadda_lut",
    crate::model::bit_tree::reduce_dadda_lut
);

/// A disagreement: `(c, circuit, model)`.
pub type Mismatch = (u64, u64, u64);

/// One row of [`GENERATED_REDUCERS`].
pub struct ModReducerEntry {
    pub name: &'static str,
    pub stem: &'static str,
    pub q: u64,
    pub c_bits: usize,
    pub r_bits: usize,
    /// The Verilog RustHDL exports (module `top`, ports `c`, `r`).
    pub verilog: fn() -> String,
    /// The first c of `inputs` where the RustHDL circuit or the model disagrees with
    /// `c mod q`, as `(c, circuit, model)` (`u64::MAX` for a circuit that did not settle).
    pub first_mismatch: fn(&mut dyn Iterator<Item = u64>) -> Option<Mismatch>,
}

const fn mod_entry<R: ModReducer>() -> ModReducerEntry {
    ModReducerEntry {
        name: R::NAME,
        stem: R::STEM,
        q: R::Q,
        c_bits: R::C_BITS,
        r_bits: R::R_BITS,
        verilog: verilog::<R>,
        first_mismatch: first_mismatch::<R>,
    }
}

impl ModReducerEntry {
    /// The largest input, (q − 1)^2.
    pub fn max_c(&self) -> u64 {
        (self.q - 1) * (self.q - 1)
    }

    /// The entry of `generators::moduli::GENERATED` it was built from.
    pub fn generated(&self) -> &'static crate::generators::moduli::Generated {
        crate::generators::moduli::GENERATED
            .iter()
            .find(|g| g.stem == self.stem)
            .expect("every generated reducer is in GENERATED")
    }

    /// [`Self::first_mismatch`] over every c in [0, (q−1)^2], split over `threads` threads.
    pub fn exhaustive_mismatch(&self, threads: u64) -> Option<Mismatch> {
        let threads = threads.max(1);
        let count = self.max_c() + 1;
        let chunk = count.div_ceil(threads);
        let f = self.first_mismatch;
        std::thread::scope(|s| {
            let handles: Vec<_> = (0..threads)
                .map(|t| {
                    let lo = t * chunk;
                    let hi = (lo + chunk).min(count);
                    s.spawn(move || f(&mut (lo..hi)))
                })
                .collect();
            handles
                .into_iter()
                .filter_map(|h| h.join().expect("reducer check thread panicked"))
                .min_by_key(|m| m.0)
        })
    }
}

/// The Verilog RustHDL exports for `R` (module `top`).
pub fn verilog<R: ModReducer>() -> String {
    let mut uut = R::default();
    uut.connect_all();
    generate_verilog(&uut)
}

/// See [`ModReducerEntry::first_mismatch`]; the model is
/// [`crate::model::bit_tree::reduce_generated`].
pub fn first_mismatch<R: ModReducer>(inputs: &mut dyn Iterator<Item = u64>) -> Option<Mismatch> {
    let mut uut = R::default();
    uut.connect_all();
    for c in inputs {
        uut.drive(c);
        let got = if simulate(&mut uut, 100) {
            uut.read()
        } else {
            u64::MAX
        };
        let model = crate::model::bit_tree::reduce_generated(R::STEM, c);
        if got != c % R::Q || model != c % R::Q {
            return Some((c, got, model));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_follows_the_generator_list() {
        let stems: Vec<_> = GENERATED_REDUCERS.iter().map(|e| e.stem).collect();
        let want: Vec<_> = crate::generators::moduli::GENERATED
            .iter()
            .map(|g| g.stem)
            .collect();
        assert_eq!(stems, want);
        for e in &GENERATED_REDUCERS {
            let g = e.generated();
            assert_eq!((e.q, e.c_bits, e.r_bits), (g.q(), g.c_bits(), g.r_bits()));
            assert!((e.verilog)().contains("module top"), "{}", e.name);
        }
    }

    #[test]
    fn smoke() {
        for e in &GENERATED_REDUCERS {
            let q = e.q;
            let mut edges = vec![0, 1, q - 1, q, q + 1, 2 * q, e.max_c() - 1, e.max_c()];
            edges.extend((0..e.c_bits).map(|i| 1u64 << i).filter(|&c| c <= e.max_c()));
            assert_eq!(
                (e.first_mismatch)(&mut edges.into_iter()),
                None,
                "{}",
                e.name
            );
        }
    }
}
