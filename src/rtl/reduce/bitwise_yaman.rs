//! `BitwiseYaman`: the bitwise reduction of Yaman, Mert et al. (DATE 2021), re-implemented
//! from its published algorithm: the high bits of c folded into columns 0–11 with
//! 2^12 ≡ 767 (mod q) and its powers (each folded bit's balanced residue in plain binary,
//! negative residues as inverted bits, constant offsets absorbed as 1-bits), a Dadda tree of
//! full and half adders down to two 15-bit rows, three parallel 3:2 rows adding −2q, −q and
//! +q to those rows, four 15-bit adders in parallel and a priority select on their signs.
//!
//! | port | dir | width | meaning |
//! |---|---|---|---|
//! | `c` | in | 24 | product of two coefficients, c ∈ [0, (q−1)^2] |
//! | `r` | out | 12 | c mod q ∈ [0, q) |
//!
//! Latency: combinational (0 cycles). The tree block [`YamanTree`] is generated at build time
//! by `build.rs` from [`crate::generators::bit_tree::yaman_tree`]; its sum lies in (−q, 3q).
//! The published tree has 79 bits and height 9; this reading of the folding gives the figures
//! printed by `mlkem-fpga tree` (see the report).
//!
//! Model: [`crate::model::field::reduce_bitwise_yaman`]. Test: `tests/rtl_reduce.rs`.

use rust_hdl::prelude::*;

use super::{CorrectionSelect, minus_mod_2k};
use crate::model::field::reduce_bitwise_yaman;
use crate::params::Q;

include!(concat!(env!("OUT_DIR"), "/yaman_tree.rs"));

#[derive(LogicBlock)]
pub struct BitwiseYaman {
    pub c: Signal<In, Bits<24>>,
    pub r: Signal<Out, Bits<12>>,
    tree: YamanTree,
    /// Carry-save rows of s + d − 2q, s + d − q, s + d + q (3:2 compression with a constant).
    x_m2q: Signal<Local, Bits<15>>,
    y_m2q: Signal<Local, Bits<15>>,
    x_mq: Signal<Local, Bits<15>>,
    y_mq: Signal<Local, Bits<15>>,
    x_pq: Signal<Local, Bits<15>>,
    y_pq: Signal<Local, Bits<15>>,
    select: CorrectionSelect,
    k_minus_2q: Constant<Bits<15>>,
    k_minus_q: Constant<Bits<15>>,
    k_plus_q: Constant<Bits<15>>,
}

impl Default for BitwiseYaman {
    fn default() -> Self {
        Self {
            c: Default::default(),
            r: Default::default(),
            tree: Default::default(),
            x_m2q: Default::default(),
            y_m2q: Default::default(),
            x_mq: Default::default(),
            y_mq: Default::default(),
            x_pq: Default::default(),
            y_pq: Default::default(),
            select: Default::default(),
            k_minus_2q: Constant::new(minus_mod_2k(2 * Q, 15).into()),
            k_minus_q: Constant::new(minus_mod_2k(Q, 15).into()),
            k_plus_q: Constant::new((Q as u64).into()),
        }
    }
}

impl Logic for BitwiseYaman {
    #[hdl_gen]
    fn update(&mut self) {
        self.tree.c.next = self.c.val();
        self.x_m2q.next = self.tree.s.val() ^ self.tree.d.val() ^ self.k_minus_2q.val();
        self.y_m2q.next = ((self.tree.s.val() & self.tree.d.val())
            | (self.k_minus_2q.val() & (self.tree.s.val() ^ self.tree.d.val())))
            << 1;
        self.x_mq.next = self.tree.s.val() ^ self.tree.d.val() ^ self.k_minus_q.val();
        self.y_mq.next = ((self.tree.s.val() & self.tree.d.val())
            | (self.k_minus_q.val() & (self.tree.s.val() ^ self.tree.d.val())))
            << 1;
        self.x_pq.next = self.tree.s.val() ^ self.tree.d.val() ^ self.k_plus_q.val();
        self.y_pq.next = ((self.tree.s.val() & self.tree.d.val())
            | (self.k_plus_q.val() & (self.tree.s.val() ^ self.tree.d.val())))
            << 1;
        // The four parallel 15-bit adders, straight into the select.
        self.select.minus_2q.next = self.x_m2q.val() + self.y_m2q.val();
        self.select.minus_q.next = self.x_mq.val() + self.y_mq.val();
        self.select.sum.next = self.tree.s.val() + self.tree.d.val();
        self.select.plus_q.next = self.x_pq.val() + self.y_pq.val();
        self.r.next = self.select.r.val();
    }
}

crate::impl_reducer!(BitwiseYaman, "reduce_bitwise_yaman", reduce_bitwise_yaman);

#[cfg(test)]
mod tests {
    #[test]
    fn smoke() {
        crate::rtl::reduce::assert_smoke::<super::BitwiseYaman>();
    }
}
