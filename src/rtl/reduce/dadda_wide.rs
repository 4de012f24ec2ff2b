//! `DaddaWideReducer`: the reduction paper's bitwise reduction (seed 000, §2–3) with one more
//! multiple of q of room: the generator searches the representatives of the folded bits for
//! the window [−q, 4q) instead of the paper's (−q, 3q), which gives 58 tree bits of height 6
//! (the paper's: 62 of height 8), then a Dadda tree of full and half adders down to two 15-bit
//! rows, one carry-propagate adder S = s + d, four parallel correction adders and a priority
//! select: fewer compressors, one more adder in the correction (issue 18's "fewer bits, more
//! correction" experiment; the report says whether it wins).
//!
//! | port | dir | width | meaning |
//! |---|---|---|---|
//! | `c` | in | 24 | product of two coefficients, c ∈ [0, (q−1)^2] |
//! | `r` | out | 12 | c mod q ∈ [0, q) |
//!
//! ```text
//!  c ─► DaddaWideTree (58-bit tree) ─► s, d ─► S = s + d ─┬─► S − 3q ─┐
//!                                                        ├─► S − 2q ─┤
//!                                                        ├─► S − q  ─┤ priority on
//!                                                        ├─► S      ─┤ sign bits ─► r
//!                                                        └─► S + q  ─┘
//! ```
//!
//! Latency: combinational (0 cycles). The tree's sum S lies in [−q, 4q) (its exact range is
//! printed by `mlkem-flow tree` and proved by `bit_tree::verify`), so the first non-negative
//! of S − 3q, S − 2q, S − q, S, else S + q, is c mod q. The tree block [`DaddaWideTree`] is
//! generated at build time by `build.rs` from
//! [`crate::generators::bit_tree::dadda_wide_tree`]. Area and Fmax: `bitstreams/report.md`.
//!
//! Model: [`crate::model::field::reduce_dadda_wide`]. Test: `tests/rtl_reduce.rs`
//! (exhaustive in both simulators).

use rust_hdl::prelude::*;

use super::minus_mod_2k;
use crate::model::field::reduce_dadda_wide;
use crate::params::Q;

include!(concat!(env!("OUT_DIR"), "/dadda_wide_tree.rs"));

#[derive(LogicBlock)]
pub struct DaddaWideReducer {
    pub c: Signal<In, Bits<24>>,
    pub r: Signal<Out, Bits<12>>,
    tree: DaddaWideTree,
    /// −3q, −2q, −q mod 2^15, and +q.
    k3: Constant<Bits<15>>,
    k2: Constant<Bits<15>>,
    k1: Constant<Bits<15>>,
    kp: Constant<Bits<15>>,
    /// S = s + d, the tree's sum (signed 15 bits, in [−q, 4q)).
    sum: Signal<Local, Bits<15>>,
    /// S − 3q, S − 2q, S − q and S + q.
    m3: Signal<Local, Bits<15>>,
    m2: Signal<Local, Bits<15>>,
    m1: Signal<Local, Bits<15>>,
    p1: Signal<Local, Bits<15>>,
}

impl Default for DaddaWideReducer {
    fn default() -> Self {
        let minus = |j: u32| Constant::new(minus_mod_2k(j * Q, 15).into());
        Self {
            c: Default::default(),
            r: Default::default(),
            tree: Default::default(),
            k3: minus(3),
            k2: minus(2),
            k1: minus(1),
            kp: Constant::new((Q as u64).into()),
            sum: Default::default(),
            m3: Default::default(),
            m2: Default::default(),
            m1: Default::default(),
            p1: Default::default(),
        }
    }
}

impl Logic for DaddaWideReducer {
    #[hdl_gen]
    fn update(&mut self) {
        self.tree.c.next = self.c.val();
        self.sum.next = self.tree.s.val() + self.tree.d.val();
        self.m3.next = self.sum.val() + self.k3.val();
        self.m2.next = self.sum.val() + self.k2.val();
        self.m1.next = self.sum.val() + self.k1.val();
        self.p1.next = self.sum.val() + self.kp.val();
        if !self.m3.val().get_bit(14) {
            self.r.next = self.m3.val().get_bits::<12>(0);
        } else if !self.m2.val().get_bit(14) {
            self.r.next = self.m2.val().get_bits::<12>(0);
        } else if !self.m1.val().get_bit(14) {
            self.r.next = self.m1.val().get_bits::<12>(0);
        } else if !self.sum.val().get_bit(14) {
            self.r.next = self.sum.val().get_bits::<12>(0);
        } else {
            self.r.next = self.p1.val().get_bits::<12>(0);
        }
    }
}

crate::impl_reducer!(DaddaWideReducer, "reduce_dadda_wide", reduce_dadda_wide);

#[cfg(test)]
mod tests {
    #[test]
    fn smoke() {
        crate::rtl::reduce::assert_smoke::<super::DaddaWideReducer>();
    }
}
