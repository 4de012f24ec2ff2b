//! `ProthBarrett`: r = c mod q by a Barrett reduction by δ = 13 instead of q, using
//! q = 13·2^8 + 1 (a Proth prime, 13·2^8 ≡ −1 mod q).
//!
//! Reference: Li et al., IEEE TCAD 2023, as the reduction paper (`shared/seeds/000`, §4,
//! Table 2, ref. [21]) describes it: "leveraged the property of the modulus 3329 being a
//! Proth prime to replace a large number modulus with a smaller one … four parameter sets,
//! yet the first and fourth sets are too aggressive for correct computation … we only
//! implement their third". The paper's own text and its four sets were not available to us:
//! this is our reconstruction. With x = c[23:8] and any a, x = 13a + b gives
//! c ≡ b·2^8 + c[7:0] − a (mod q); a = ⌊x·m / 2^k⌋ estimates x/13. The parameter set (e, k)
//! (here e = 8, k = 12, m = 315) is correct when the residue stays in [−q, 2q) for every
//! product; `mlkem-flow proth` sweeps (e, k) exhaustively
//! ([`crate::model::field::proth_barrett_residue`]).
//!
//! Datapath: x·315 = x·2^8 + x·2^6 − x·2^2 − x (25 bits), a = its bits [23:12] (≤ 3327),
//! b = x − 13a on 5 bits (∈ [0, 23]), r = b·2^8 + c[7:0] − a on 13 bits (two's complement,
//! ∈ [−590, 3583]), then r + q, r − q and r in parallel and a select on their signs.
//!
//! | port | dir | width | meaning |
//! |---|---|---|---|
//! | `c` | in | 24 | product of two coefficients, c ∈ [0, (q−1)^2] |
//! | `r` | out | 12 | c mod q ∈ [0, q) |
//!
//! Latency: combinational (0 cycles), no multiplier.
//! Model: [`crate::model::field::reduce_proth_barrett`]. Test: `tests/rtl_reduce.rs`
//! (exhaustive) and the unit tests below.

use rust_hdl::prelude::*;

use crate::model::field::{PROTH_E, PROTH_K, reduce_proth_barrett};
use crate::params::{COEFF_BITS, PRODUCT_BITS, Q};

// The slice offsets, widths and shifts in `update` are literals; tie them to the parameters.
const _: () = assert!(PRODUCT_BITS == 24 && COEFF_BITS == 12);
const _: () = assert!(PROTH_E == 8 && PROTH_K == 12 && Q == 13 * 256 + 1);

#[derive(LogicBlock)]
pub struct ProthBarrett {
    pub c: Signal<In, Bits<24>>,
    pub r: Signal<Out, Bits<12>>,
    q: Constant<Bits<13>>,
    /// x = c[23:8], widened to 25 bits.
    xw: Signal<Local, Bits<25>>,
    /// x·315.
    p: Signal<Local, Bits<25>>,
    /// a = ⌊x·315 / 2^12⌋ ∈ [0, 3327].
    a: Signal<Local, Bits<12>>,
    /// b = x − 13a mod 2^5 (∈ [0, 23]).
    b: Signal<Local, Bits<5>>,
    /// r = b·2^8 + c[7:0] − a mod 2^13.
    res: Signal<Local, Bits<13>>,
    /// r + q mod 2^13.
    plus_q: Signal<Local, Bits<13>>,
    /// r − q mod 2^13.
    minus_q: Signal<Local, Bits<13>>,
}

impl Default for ProthBarrett {
    fn default() -> Self {
        Self {
            c: Default::default(),
            r: Default::default(),
            q: Constant::new((Q as u64).into()),
            xw: Default::default(),
            p: Default::default(),
            a: Default::default(),
            b: Default::default(),
            res: Default::default(),
            plus_q: Default::default(),
            minus_q: Default::default(),
        }
    }
}

impl Logic for ProthBarrett {
    #[hdl_gen]
    fn update(&mut self) {
        self.xw.next = bit_cast::<25, 16>(self.c.val().get_bits::<16>(8));
        self.p.next =
            (self.xw.val() << 8) + (self.xw.val() << 6) - (self.xw.val() << 2) - self.xw.val();
        self.a.next = self.p.val().get_bits::<12>(12);
        self.b.next = self.c.val().get_bits::<5>(8)
            - (self.a.val().get_bits::<5>(0) << 3)
            - (self.a.val().get_bits::<5>(0) << 2)
            - self.a.val().get_bits::<5>(0);
        self.res.next = (bit_cast::<13, 5>(self.b.val()) << 8)
            + bit_cast::<13, 8>(self.c.val().get_bits::<8>(0))
            - bit_cast::<13, 12>(self.a.val());
        self.plus_q.next = self.res.val() + self.q.val();
        self.minus_q.next = self.res.val() - self.q.val();
        if self.res.val().get_bit(12) {
            self.r.next = self.plus_q.val().get_bits::<12>(0);
        } else if !self.minus_q.val().get_bit(12) {
            self.r.next = self.minus_q.val().get_bits::<12>(0);
        } else {
            self.r.next = self.res.val().get_bits::<12>(0);
        }
    }
}

crate::impl_reducer!(ProthBarrett, "reduce_proth_barrett", reduce_proth_barrett);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rtl::reduce::{assert_smoke, verilog};

    #[test]
    fn smoke() {
        assert_smoke::<ProthBarrett>();
        assert!(
            !verilog::<ProthBarrett>().contains(" * "),
            "the Proth-form Barrett has no multiplier"
        );
    }
}
