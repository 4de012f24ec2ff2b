//! `BarrettShiftAdd`: r = c mod q by the multiplier-free, single-cycle shift-add Barrett
//! reduction of Xing and Li.
//!
//! Reference: Y. Xing and S. Li, "A Compact Hardware Implementation of CCA-Secure Key
//! Exchange Mechanism CRYSTALS-KYBER on FPGA", IACR TCHES 2021(2), modular reduction for
//! q = 3329. The quotient estimate is
//! sum = c[23:12] + c[23:14] − c[23:18] − c[23:20] ≈ c·(2^−12 + 2^−14 − 2^−18 − 2^−20)
//! = c/3328.8, then diff = c[14:0] − sum·q mod 2^15 with q = 1 + 2^8 + 2^10 + 2^11 as
//! shifts. Over c ∈ [0, (q−1)^2] the true diff lies in [−6987, 6396], so diff[14:12]
//! selects a multiple k·q to add ([`SHIFTADD_CORRECTION`], 13-bit constants):
//!
//! | diff[14:12] | true diff | k | diff + k·q |
//! |---|---|---|---|
//! | 000 | [0, 4095] | 0 | [0, 4095] |
//! | 001 | [4096, 6396] | 0 | [4096, 6396] |
//! | 110 | [−6987, −4097] | +3 | [3000, 5890] |
//! | 111 | [−4096, −1] | +2 | [2562, 6657] |
//! | 010, 011, 100, 101 | never occur | as 110, 111, 000, 001 | – |
//!
//! The unreachable entries copy the reachable ones with the same diff[13:12], so the lookup
//! ignores diff[14] (a don't-care fill, not a change of algorithm; yosys gives 99 LUTs
//! instead of 105 for k = −1 at 001 and zeros elsewhere). diff[12:0] + k·q mod 2^13 lies in
//! [0, 2q), and one conditional subtract of q finishes.
//!
//! | port | dir | width | meaning |
//! |---|---|---|---|
//! | `c` | in | 24 | product of two coefficients, c ∈ [0, (q−1)^2] |
//! | `r` | out | 12 | c mod q ∈ [0, q) |
//!
//! Latency: combinational (0 cycles); adders, one 8-entry constant lookup and a comparator,
//! no multiplier.
//! Model: [`crate::model::field::reduce_barrett_shiftadd`]. Test: `tests/rtl_reduce.rs`
//! (exhaustive) and the unit tests below.

use rust_hdl::prelude::*;

use crate::model::field::{SHIFTADD_CORRECTION, reduce_barrett_shiftadd};
use crate::params::{COEFF_BITS, PRODUCT_BITS, Q};

// The slice offsets and widths in `update` are literals; tie them to the parameters.
const _: () = assert!(PRODUCT_BITS == 24 && COEFF_BITS == 12);
// sum·q is written as sum + (sum << 8) + (sum << 10) + (sum << 11).
const _: () = assert!(Q == 1 + (1 << 8) + (1 << 10) + (1 << 11));
// diff + k·q < 2q < 2^13, so 13 bits suffice after the lookup.
const _: () = assert!(2 * Q <= (1 << 13));

#[derive(LogicBlock)]
pub struct BarrettShiftAdd {
    pub c: Signal<In, Bits<24>>,
    pub r: Signal<Out, Bits<12>>,
    /// q, for the conditional subtract.
    q: Constant<Bits<13>>,
    /// The correction lookup, entry i for diff[14:12] = i ([`SHIFTADD_CORRECTION`]).
    corr_table: [Constant<Bits<13>>; 8],
    /// Quotient estimate c[23:12] + c[23:14] − c[23:18] − c[23:20] ∈ [0, q).
    sum: Signal<Local, Bits<12>>,
    /// sum widened to 15 bits.
    sw: Signal<Local, Bits<15>>,
    /// sum·q mod 2^15.
    sq: Signal<Local, Bits<15>>,
    /// c[14:0] − sum·q mod 2^15 (true value in [−6987, 6396]).
    diff: Signal<Local, Bits<15>>,
    /// k·q mod 2^13 selected by diff[14:12].
    corr: Signal<Local, Bits<13>>,
    /// diff + k·q ∈ [0, 2q).
    res: Signal<Local, Bits<13>>,
    /// res after the conditional subtract, ∈ [0, q).
    r1: Signal<Local, Bits<13>>,
}

impl Default for BarrettShiftAdd {
    fn default() -> Self {
        Self {
            c: Default::default(),
            r: Default::default(),
            q: Constant::new((Q as u64).into()),
            corr_table: SHIFTADD_CORRECTION.map(|k| Constant::new((k as u64).into())),
            sum: Default::default(),
            sw: Default::default(),
            sq: Default::default(),
            diff: Default::default(),
            corr: Default::default(),
            res: Default::default(),
            r1: Default::default(),
        }
    }
}

impl Logic for BarrettShiftAdd {
    #[hdl_gen]
    fn update(&mut self) {
        self.sum.next = self.c.val().get_bits::<12>(12)
            + bit_cast::<12, 10>(self.c.val().get_bits::<10>(14))
            - bit_cast::<12, 6>(self.c.val().get_bits::<6>(18))
            - bit_cast::<12, 4>(self.c.val().get_bits::<4>(20));
        self.sw.next = bit_cast::<15, 12>(self.sum.val());
        self.sq.next =
            self.sw.val() + (self.sw.val() << 8) + (self.sw.val() << 10) + (self.sw.val() << 11);
        self.diff.next = self.c.val().get_bits::<15>(0) - self.sq.val();
        match self.diff.val().get_bits::<3>(12).index() {
            0 => {
                self.corr.next = self.corr_table[0].val();
            }
            1 => {
                self.corr.next = self.corr_table[1].val();
            }
            2 => {
                self.corr.next = self.corr_table[2].val();
            }
            3 => {
                self.corr.next = self.corr_table[3].val();
            }
            4 => {
                self.corr.next = self.corr_table[4].val();
            }
            5 => {
                self.corr.next = self.corr_table[5].val();
            }
            6 => {
                self.corr.next = self.corr_table[6].val();
            }
            7 => {
                self.corr.next = self.corr_table[7].val();
            }
            _ => {
                self.corr.next = 0.into();
            }
        }
        self.res.next = self.diff.val().get_bits::<13>(0) + self.corr.val();
        if self.res.val() >= self.q.val() {
            self.r1.next = self.res.val() - self.q.val();
        } else {
            self.r1.next = self.res.val();
        }
        self.r.next = self.r1.val().get_bits::<12>(0);
    }
}

crate::impl_reducer!(
    BarrettShiftAdd,
    "reduce_barrett_shiftadd",
    reduce_barrett_shiftadd
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rtl::reduce::{assert_smoke, verilog};

    #[test]
    fn smoke() {
        assert_smoke::<BarrettShiftAdd>();
        assert!(
            !verilog::<BarrettShiftAdd>().contains(" * "),
            "the shift-add reducer has no multiplier"
        );
    }
}
