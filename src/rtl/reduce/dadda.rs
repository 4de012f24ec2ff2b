//! `DaddaReducer`: the bitwise modular reduction of the reduction paper (seed 000): a bit tree
//! derived from its Equation (1), compressed by a Dadda tree of full and half adders, one
//! carry-propagate adder and three parallel corrections with a priority select (§3.1, Fig. 4).
//!
//! | port | dir | width | meaning |
//! |---|---|---|---|
//! | `c` | in | 24 | product of two coefficients, c ∈ [0, (q−1)^2] |
//! | `r` | out | 12 | c mod q ∈ [0, q) |
//!
//! ```text
//!  c ─► DaddaTree (62-bit tree, 3 levels) ─► s, d ─► S = s + d ─┬─► S − 2q ─┐
//!                                                             ├─► S − q  ─┤ priority on
//!                                                             ├─► S      ─┤ sign bits ─► r
//!                                                             └─► S + q  ─┘
//! ```
//!
//! Latency: combinational (0 cycles). The tree's sum S lies in (−q, 3q) (printed by the
//! generator; checked in `tree.rs` tests), so exactly one of S − 2q, S − q, S, S + q (tried in
//! that order) is the first non-negative one, and it is c mod q.
//! The tree block [`DaddaTree`] is generated at build time by `build.rs` from
//! [`crate::generators::bit_tree::dadda_tree`].
//!
//! Model: [`crate::model::field::reduce_dadda`]. Test: `tests/rtl_reduce.rs`.

use rust_hdl::prelude::*;

use super::{CorrectionSelect, minus_mod_2k};

use crate::model::field::reduce_dadda;
use crate::params::Q;

include!(concat!(env!("OUT_DIR"), "/dadda_tree.rs"));

#[derive(LogicBlock)]
pub struct DaddaReducer {
    pub c: Signal<In, Bits<24>>,
    pub r: Signal<Out, Bits<12>>,
    tree: DaddaTree,
    /// S = s + d (the paper's FA0), a signed 15-bit value in (−q, 3q).
    sum: Signal<Local, Bits<15>>,
    select: CorrectionSelect,
    k_minus_2q: Constant<Bits<15>>,
    k_minus_q: Constant<Bits<15>>,
    k_plus_q: Constant<Bits<15>>,
}

impl Default for DaddaReducer {
    fn default() -> Self {
        Self {
            c: Default::default(),
            r: Default::default(),
            tree: Default::default(),
            sum: Default::default(),
            select: Default::default(),
            k_minus_2q: Constant::new(minus_mod_2k(2 * Q, 15).into()),
            k_minus_q: Constant::new(minus_mod_2k(Q, 15).into()),
            k_plus_q: Constant::new((Q as u64).into()),
        }
    }
}

impl Logic for DaddaReducer {
    #[hdl_gen]
    fn update(&mut self) {
        self.tree.c.next = self.c.val();
        self.sum.next = self.tree.s.val() + self.tree.d.val();
        // The three parallel correction adders S − 2q, S − q, S + q, straight into the select.
        self.select.minus_2q.next = self.sum.val() + self.k_minus_2q.val();
        self.select.minus_q.next = self.sum.val() + self.k_minus_q.val();
        self.select.sum.next = self.sum.val();
        self.select.plus_q.next = self.sum.val() + self.k_plus_q.val();
        self.r.next = self.select.r.val();
    }
}

crate::impl_reducer!(DaddaReducer, "reduce_dadda", reduce_dadda);

#[cfg(test)]
mod tests {
    #[test]
    fn smoke() {
        crate::rtl::reduce::assert_smoke::<super::DaddaReducer>();
    }
}
