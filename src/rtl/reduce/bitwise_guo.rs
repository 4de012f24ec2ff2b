//! `BitwiseGuo`: the bitwise reduction of Guo, Li and Kong (IEEE TCAS-II 69(3), 2022), as
//! the reduction paper (`shared/seeds/000`, §4, Table 2, ref. [22]) describes it: a bit tree
//! without redundancy elimination, 86 bits, height 9, range (−q, 8q). Their own text was not
//! available to us: this is our reconstruction. Each high bit's 2^i mod q is built up by
//! doubling with 2^12 ≡ 2^9 + 2^8 − 1, equal terms merged, opposite terms kept
//! ([`crate::generators::bit_tree::Policy::GuoRecursive`]): 83 input terms and 8 constant
//! ones (91 bits, the paper's count with the constant), range [−472, 26395] ⊂ (−q, 8q), a
//! Dadda tree of full and half adders down to two 16-bit rows, one carry-propagate adder
//! S = s + d, eight parallel adders S + q, S − q, …, S − 7q and a priority select on their
//! signs: the first non-negative of S − 7q, …, S − q, S, else S + q.
//!
//! | port | dir | width | meaning |
//! |---|---|---|---|
//! | `c` | in | 24 | product of two coefficients, c ∈ [0, (q−1)^2] |
//! | `r` | out | 12 | c mod q ∈ [0, q) |
//!
//! Latency: combinational (0 cycles). The tree block [`GuoTree`] is generated at build time
//! by `build.rs` from [`crate::generators::bit_tree::guo_tree`].
//! Model: [`crate::model::field::reduce_bitwise_guo`]. Test: `tests/rtl_reduce.rs`
//! (exhaustive) and the unit tests below.

use rust_hdl::prelude::*;

use super::minus_mod_2k;
use crate::model::bit_tree::GUO_ROW_BITS;
use crate::model::field::reduce_bitwise_guo;
use crate::params::Q;

include!(concat!(env!("OUT_DIR"), "/guo_tree.rs"));

// The candidates' width and the sign bit read in `update` are literals.
const _: () = assert!(GUO_ROW_BITS == 16);

#[derive(LogicBlock)]
pub struct BitwiseGuo {
    pub c: Signal<In, Bits<24>>,
    pub r: Signal<Out, Bits<12>>,
    tree: GuoTree,
    /// −j·q mod 2^16 for j = 1 … 7, and +q.
    k1: Constant<Bits<16>>,
    k2: Constant<Bits<16>>,
    k3: Constant<Bits<16>>,
    k4: Constant<Bits<16>>,
    k5: Constant<Bits<16>>,
    k6: Constant<Bits<16>>,
    k7: Constant<Bits<16>>,
    kp: Constant<Bits<16>>,
    /// S = s + d, the tree's sum (signed 16 bits, in (−q, 8q)).
    sum: Signal<Local, Bits<16>>,
    /// S − j·q for j = 1 … 7, and S + q.
    m1: Signal<Local, Bits<16>>,
    m2: Signal<Local, Bits<16>>,
    m3: Signal<Local, Bits<16>>,
    m4: Signal<Local, Bits<16>>,
    m5: Signal<Local, Bits<16>>,
    m6: Signal<Local, Bits<16>>,
    m7: Signal<Local, Bits<16>>,
    p1: Signal<Local, Bits<16>>,
}

impl Default for BitwiseGuo {
    fn default() -> Self {
        let minus = |j: u32| Constant::new(minus_mod_2k(j * Q, 16).into());
        Self {
            c: Default::default(),
            r: Default::default(),
            tree: Default::default(),
            k1: minus(1),
            k2: minus(2),
            k3: minus(3),
            k4: minus(4),
            k5: minus(5),
            k6: minus(6),
            k7: minus(7),
            kp: Constant::new((Q as u64).into()),
            sum: Default::default(),
            m1: Default::default(),
            m2: Default::default(),
            m3: Default::default(),
            m4: Default::default(),
            m5: Default::default(),
            m6: Default::default(),
            m7: Default::default(),
            p1: Default::default(),
        }
    }
}

impl Logic for BitwiseGuo {
    #[hdl_gen]
    fn update(&mut self) {
        self.tree.c.next = self.c.val();
        self.sum.next = self.tree.s.val() + self.tree.d.val();
        self.m1.next = self.sum.val() + self.k1.val();
        self.m2.next = self.sum.val() + self.k2.val();
        self.m3.next = self.sum.val() + self.k3.val();
        self.m4.next = self.sum.val() + self.k4.val();
        self.m5.next = self.sum.val() + self.k5.val();
        self.m6.next = self.sum.val() + self.k6.val();
        self.m7.next = self.sum.val() + self.k7.val();
        self.p1.next = self.sum.val() + self.kp.val();
        if !self.m7.val().get_bit(15) {
            self.r.next = self.m7.val().get_bits::<12>(0);
        } else if !self.m6.val().get_bit(15) {
            self.r.next = self.m6.val().get_bits::<12>(0);
        } else if !self.m5.val().get_bit(15) {
            self.r.next = self.m5.val().get_bits::<12>(0);
        } else if !self.m4.val().get_bit(15) {
            self.r.next = self.m4.val().get_bits::<12>(0);
        } else if !self.m3.val().get_bit(15) {
            self.r.next = self.m3.val().get_bits::<12>(0);
        } else if !self.m2.val().get_bit(15) {
            self.r.next = self.m2.val().get_bits::<12>(0);
        } else if !self.m1.val().get_bit(15) {
            self.r.next = self.m1.val().get_bits::<12>(0);
        } else if !self.sum.val().get_bit(15) {
            self.r.next = self.sum.val().get_bits::<12>(0);
        } else {
            self.r.next = self.p1.val().get_bits::<12>(0);
        }
    }
}

crate::impl_reducer!(BitwiseGuo, "reduce_bitwise_guo", reduce_bitwise_guo);

#[cfg(test)]
mod tests {
    #[test]
    fn smoke() {
        crate::rtl::reduce::assert_smoke::<super::BitwiseGuo>();
    }
}
