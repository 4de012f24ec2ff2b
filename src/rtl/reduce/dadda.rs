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
//! [`crate::rtl::reduce::tree::dadda_tree`].
//!
//! Model: [`crate::model::field::reduce_dadda`]. Test: `tests/rtl_reduce.rs`.

use rust_hdl::prelude::*;

use super::CorrectionSelect;

use crate::model::field::reduce_dadda;
use crate::params::Q;

include!(concat!(env!("OUT_DIR"), "/dadda_tree.rs"));

/// 2^15 − k: adding it to a 15-bit value subtracts k modulo 2^15.
pub(crate) const fn minus15(k: u32) -> u64 {
    ((1u32 << 15) - k) as u64
}

#[derive(LogicBlock)]
pub struct DaddaReducer {
    pub c: Signal<In, Bits<24>>,
    pub r: Signal<Out, Bits<12>>,
    tree: DaddaTree,
    /// S = s + d (the paper's FA0), a signed 15-bit value in (−q, 3q).
    sum: Signal<Local, Bits<15>>,
    /// S − 2q, S − q and S + q (the three parallel correction adders).
    minus_2q: Signal<Local, Bits<15>>,
    minus_q: Signal<Local, Bits<15>>,
    plus_q: Signal<Local, Bits<15>>,
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
            minus_2q: Default::default(),
            minus_q: Default::default(),
            plus_q: Default::default(),
            select: Default::default(),
            k_minus_2q: Constant::new(minus15(2 * Q).into()),
            k_minus_q: Constant::new(minus15(Q).into()),
            k_plus_q: Constant::new((Q as u64).into()),
        }
    }
}

impl Logic for DaddaReducer {
    #[hdl_gen]
    fn update(&mut self) {
        self.tree.c.next = self.c.val();
        self.sum.next = self.tree.s.val() + self.tree.d.val();
        self.minus_2q.next = self.sum.val() + self.k_minus_2q.val();
        self.minus_q.next = self.sum.val() + self.k_minus_q.val();
        self.plus_q.next = self.sum.val() + self.k_plus_q.val();
        self.select.minus_2q.next = self.minus_2q.val();
        self.select.minus_q.next = self.minus_q.val();
        self.select.sum.next = self.sum.val();
        self.select.plus_q.next = self.plus_q.val();
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
