//! The reducers' RustHDL driver: a reducer evaluated by RustHDL's direct `simulate()` loop
//! (combinational, so no clock and no harness), checked against its model and `c mod q`; and
//! [`write_vcd`], the waveform of [`RegisteredDadda`] (the clocked timing harness).

use rust_hdl::prelude::*;

use super::Reducer;
use super::registered::{REGISTERED_LATENCY, RegisteredDadda};
#[cfg(test)]
use super::verilog;
use crate::params::PRODUCT_COUNT;

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

/// Simulates [`RegisteredDadda`] fed `products` one per cycle (RustHDL's harness through
/// [`crate::sim::vcd::run_traced`], 100 MHz clock), checks every output against the model
/// after the 2-cycle latency, and writes the waveform to `vcd` (GTKWave opens it). Returns
/// the outputs in order.
pub fn write_vcd(products: &[u32], vcd: &std::path::Path) -> anyhow::Result<Vec<u32>> {
    use crate::model::field::reduce_dadda;
    let inputs = products.to_vec();
    let outputs = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let collected = outputs.clone();
    crate::sim::vcd::run_traced(
        RegisteredDadda::default(),
        vcd,
        products.len() as u64 + 8,
        |x| x.clock.next = !x.clock.val(),
        |x| x.clock.val().clk,
        move |bench, mut x| {
            // The product presented before rising edge k is at r_out after edge k + 1.
            let cycles = inputs.len() + REGISTERED_LATENCY - 1;
            for cycle in 0..cycles {
                x.c_in.next = (*inputs.get(cycle).unwrap_or(&0) as u64).into();
                x = bench.cycle(x)?;
                if cycle + 1 >= REGISTERED_LATENCY {
                    let c = inputs[cycle + 1 - REGISTERED_LATENCY];
                    let r = x.r_out.val().index() as u32;
                    collected.lock().unwrap().push(r);
                    x = bench.check(x, r == reduce_dadda(c), || {
                        format!(
                            "r_out = {r} for c = {c}, the model says {}",
                            reduce_dadda(c)
                        )
                    })?;
                }
            }
            Ok(x)
        },
    )?;
    let out = outputs.lock().unwrap().clone();
    Ok(out)
}
