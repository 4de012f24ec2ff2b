//! The shift-add Barrett reduction for any modulus q: the textbook algorithm (Menezes, van
//! Oorschot and Vanstone, *Handbook of Applied Cryptography*, Algorithm 14.42, base b = 2)
//! with both constant multiplications written as shifts and adds of the constants' minimal
//! signed digits (non-adjacent form), so that no multiplier is inferred. It is the per-q peer
//! of the generated bitwise reducers (issue 18, item 2: "report rows per q against a
//! shift-add Barrett for the same q").
//!
//! For q of bit length L and c ∈ [0, (q−1)^2] ⊂ [0, 2^{2L}):
//!
//! ```text
//!   q1 = c >> (L − 1)              μ = ⌊2^{2L} / q⌋
//!   q3 = (q1 · μ) >> (L + 1)       (μ's signed digits: a sum of shifted q1)
//!   r' = c − q3 · q  mod 2^{L+2}   (q's signed digits)
//!   r  = the first non-negative of r' − 2q, r' − q, r'
//! ```
//!
//! Bound (HAC Fact 14.43 for b = 2, and [`NafBarrett::verify`]): q1 > c/2^{L−1} − 1 and
//! μ > 2^{2L}/q − 1, so q3 > c/q − c/2^{2L} − μ/2^{L+1} − 1 > c/q − 3 (μ ≤ 2^{L+1}): the
//! estimate is the true quotient minus 0, 1 or 2, and r' ∈ [0, 3q) ⊂ [0, 2^{L+2}); the
//! candidates r' − 2q ∈ [−2q, q) fit L + 2 signed bits.
//!
//! Plain Rust, no HDL dependency: `build.rs` includes it and writes the RustHDL source
//! ([`NafBarrett::rusthdl_source`]).

/// Bit length of `x` (0 for 0).
const fn bit_length(x: u64) -> usize {
    (u64::BITS - x.leading_zeros()) as usize
}

/// Minimal signed-digit form (non-adjacent form) of `a`: `(weight, negative)` pairs, low
/// weight first.
pub fn naf(mut a: i64) -> Vec<(u32, bool)> {
    let mut out = Vec::new();
    let mut w = 0;
    while a != 0 {
        if a & 1 == 1 {
            let d = 2 - a.rem_euclid(4);
            out.push((w, d < 0));
            a -= d;
        }
        a >>= 1;
        w += 1;
    }
    out
}

/// The shift-add Barrett reducer's parameters for one q.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NafBarrett {
    pub q: u64,
    /// q's bit length L.
    pub l: usize,
    /// Width of the input c: the bit length of (q − 1)^2.
    pub c_bits: usize,
    /// μ = ⌊2^{2L} / q⌋.
    pub mu: u64,
    /// Width of q1 = c >> (L − 1).
    pub q1_bits: usize,
    /// Width of the product q1 · μ (its largest value's bit length).
    pub product_bits: usize,
    /// Width of q3 = (q1 · μ) >> (L + 1).
    pub q3_bits: usize,
}

impl NafBarrett {
    pub fn new(q: u64) -> Self {
        assert!(q > 2 && q % 2 == 1, "q is an odd modulus");
        let l = bit_length(q);
        let max_c = (q - 1) * (q - 1);
        let c_bits = bit_length(max_c);
        let mu = (1u128 << (2 * l)) / q as u128;
        let mu = u64::try_from(mu).expect("μ fits 64 bits");
        let max_q1 = max_c >> (l - 1);
        let max_product = max_q1 as u128 * mu as u128;
        let product_bits = (u128::BITS - max_product.leading_zeros()) as usize;
        assert!(product_bits <= 64, "the product fits 64 bits");
        Self {
            q,
            l,
            c_bits,
            mu,
            q1_bits: bit_length(max_q1),
            product_bits,
            q3_bits: product_bits - (l + 1),
        }
    }

    /// Width of the residue r' and its candidates: L + 2 signed bits.
    pub fn r_bits(&self) -> usize {
        self.l + 2
    }

    /// Width of the output: c mod q < q ≤ 2^R.
    pub fn residue_bits(&self) -> usize {
        bit_length(self.q - 1)
    }

    /// The algorithm with plain integer arithmetic: (r', r).
    pub fn reduce_parts(&self, c: u64) -> (u64, u64) {
        let q1 = c >> (self.l - 1);
        let q3 = ((q1 as u128 * self.mu as u128) >> (self.l + 1)) as u64;
        let rp = c - q3 * self.q;
        let r = if rp >= 2 * self.q {
            rp - 2 * self.q
        } else if rp >= self.q {
            rp - self.q
        } else {
            rp
        };
        (rp, r)
    }

    /// The circuit's arithmetic, term by term: the signed-digit sums taken mod 2^width as the
    /// adders do, then the priority select on the (L + 2)-bit candidates' sign bits.
    pub fn reduce_shift_add(&self, c: u64) -> u64 {
        let pmask = (1u128 << self.product_bits) - 1;
        let q1 = c >> (self.l - 1);
        let product = naf(self.mu as i64).iter().fold(0u128, |acc, &(w, neg)| {
            let t = ((q1 as u128) << w) & pmask;
            if neg {
                acc.wrapping_sub(t) & pmask
            } else {
                acc.wrapping_add(t) & pmask
            }
        });
        let q3 = (product >> (self.l + 1)) as u64 & ((1u64 << self.q3_bits) - 1);
        let rb = self.r_bits();
        let rmask = (1u64 << rb) - 1;
        let qq = naf(self.q as i64).iter().fold(0u64, |acc, &(w, neg)| {
            let t = (q3 << w) & rmask;
            if neg {
                acc.wrapping_sub(t) & rmask
            } else {
                acc.wrapping_add(t) & rmask
            }
        });
        let rp = (c & rmask).wrapping_sub(qq) & rmask;
        let neg = |x: u64| (x >> (rb - 1)) & 1 == 1;
        let m2 = rp.wrapping_sub(2 * self.q) & rmask;
        let m1 = rp.wrapping_sub(self.q) & rmask;
        let pick = if !neg(m2) {
            m2
        } else if !neg(m1) {
            m1
        } else {
            rp
        };
        pick & ((1u64 << self.residue_bits()) - 1)
    }

    /// The bound the correction relies on, checked from the parameters (no enumeration):
    /// c < 2^{2L}, μ ≤ 2^{L+1}, so r' ∈ [0, 3q); 3q < 2^{L+1} + 2^L fits L + 2 bits, and
    /// r' − 2q ≥ −2q > −2^{L+1} keeps its sign bit.
    pub fn verify(&self) -> Result<(), String> {
        let max_c = (self.q - 1) * (self.q - 1);
        if bit_length(max_c) > 2 * self.l {
            return Err(format!("c ≥ 2^2L for q {}", self.q));
        }
        if self.mu > 1 << (self.l + 1) {
            return Err(format!("μ = {} > 2^(L+1)", self.mu));
        }
        if 3 * self.q > 1 << (self.l + 2) || 2 * self.q > 1 << (self.l + 1) {
            return Err(format!("3q or 2q does not fit {} bits", self.r_bits()));
        }
        Ok(())
    }

    /// RustHDL source of the block `name`: ports `c: Bits<N>`, `r: Bits<R>`; combinational.
    pub fn rusthdl_source(&self, name: &str) -> String {
        let (pb, q1b, q3b, rb, l) = (
            self.product_bits,
            self.q1_bits,
            self.q3_bits,
            self.r_bits(),
            self.l,
        );
        let sum_of = |digits: &[(u32, bool)], x: &str| {
            // The top digit of a non-adjacent form is positive: start there.
            let mut d: Vec<(u32, bool)> = digits.to_vec();
            d.reverse();
            let mut e = String::new();
            for (n, &(w, neg)) in d.iter().enumerate() {
                let term = if w == 0 {
                    format!("self.{x}.val()")
                } else {
                    format!("(self.{x}.val() << {w})")
                };
                if n == 0 {
                    assert!(!neg, "the leading signed digit is positive");
                    e.push_str(&term);
                } else {
                    e.push_str(if neg { " - " } else { " + " });
                    e.push_str(&term);
                }
            }
            e
        };
        let mu_digits = naf(self.mu as i64);
        let q_digits = naf(self.q as i64);
        let minus = |k: u64| ((1u64 << rb) - k % (1u64 << rb)) % (1u64 << rb);
        format!(
            "/// Shift-add Barrett reduction for q = {q} (`build.rs`, from\n\
             /// [`crate::generators::barrett`]): q1 = c >> {l1}, q3 = (q1·μ) >> {l2} with\n\
             /// μ = {mu} as {nmu} signed digits, r' = c − q3·q mod 2^{rb} with q as {nq} signed\n\
             /// digits, then the first non-negative of r' − 2q, r' − q, r'. Combinational;\n\
             /// `c` ∈ [0, (q−1)^2], `r` = c mod q.\n\
             #[derive(LogicBlock)]\n\
             pub struct {name} {{\n\
             \x20   pub c: Signal<In, Bits<{nb}>>,\n\
             \x20   pub r: Signal<Out, Bits<{resb}>>,\n\
             \x20   /// q1 = c >> (L − 1), widened to the product's width.\n\
             \x20   q1: Signal<Local, Bits<{pb}>>,\n\
             \x20   /// q1 · μ.\n\
             \x20   product: Signal<Local, Bits<{pb}>>,\n\
             \x20   /// q3 = (q1 · μ) >> (L + 1), widened to r's width.\n\
             \x20   q3: Signal<Local, Bits<{rb}>>,\n\
             \x20   /// r' = c − q3 · q mod 2^{rb}, in [0, 3q).\n\
             \x20   rp: Signal<Local, Bits<{rb}>>,\n\
             \x20   m1: Signal<Local, Bits<{rb}>>,\n\
             \x20   m2: Signal<Local, Bits<{rb}>>,\n\
             \x20   k_m1: Constant<Bits<{rb}>>,\n\
             \x20   k_m2: Constant<Bits<{rb}>>,\n\
             }}\n\n\
             impl Default for {name} {{\n\
             \x20   fn default() -> Self {{\n\
             \x20       Self {{\n\
             \x20           c: Default::default(),\n\
             \x20           r: Default::default(),\n\
             \x20           q1: Default::default(),\n\
             \x20           product: Default::default(),\n\
             \x20           q3: Default::default(),\n\
             \x20           rp: Default::default(),\n\
             \x20           m1: Default::default(),\n\
             \x20           m2: Default::default(),\n\
             \x20           k_m1: Constant::new({km1}u64.into()),\n\
             \x20           k_m2: Constant::new({km2}u64.into()),\n\
             \x20       }}\n\
             \x20   }}\n\
             }}\n\n\
             impl Logic for {name} {{\n\
             \x20   #[hdl_gen]\n\
             \x20   fn update(&mut self) {{\n\
             \x20       self.q1.next = bit_cast::<{pb}, {q1b}>(self.c.val().get_bits::<{q1b}>({l1}));\n\
             \x20       self.product.next = {mu_sum};\n\
             \x20       self.q3.next = bit_cast::<{rb}, {q3b}>(self.product.val().get_bits::<{q3b}>({l2}));\n\
             \x20       self.rp.next = self.c.val().get_bits::<{rb}>(0) - ({q_sum});\n\
             \x20       self.m1.next = self.rp.val() + self.k_m1.val();\n\
             \x20       self.m2.next = self.rp.val() + self.k_m2.val();\n\
             \x20       if !self.m2.val().get_bit({sb}) {{\n\
             \x20           self.r.next = self.m2.val().get_bits::<{resb}>(0);\n\
             \x20       }} else if !self.m1.val().get_bit({sb}) {{\n\
             \x20           self.r.next = self.m1.val().get_bits::<{resb}>(0);\n\
             \x20       }} else {{\n\
             \x20           self.r.next = self.rp.val().get_bits::<{resb}>(0);\n\
             \x20       }}\n\
             \x20   }}\n\
             }}\n",
            q = self.q,
            l1 = l - 1,
            l2 = l + 1,
            mu = self.mu,
            nmu = mu_digits.len(),
            nq = q_digits.len(),
            nb = self.c_bits,
            resb = self.residue_bits(),
            km1 = minus(self.q),
            km2 = minus(2 * self.q),
            sb = rb - 1,
            mu_sum = sum_of(&mu_digits, "q1"),
            q_sum = sum_of(&q_digits, "q3"),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn naf_is_a_minimal_signed_digit_form() {
        for a in 1..5000i64 {
            let d = naf(a);
            let v: i64 = d
                .iter()
                .map(|&(w, n)| if n { -(1i64 << w) } else { 1i64 << w })
                .sum();
            assert_eq!(v, a);
            // Non-adjacent: no two consecutive weights.
            assert!(d.windows(2).all(|p| p[1].0 > p[0].0 + 1), "{a}: {d:?}");
            assert!(!d.last().unwrap().1, "{a}: the top digit is positive");
        }
    }

    #[test]
    fn every_product_of_small_moduli_reduces() {
        for q in [3329u64, 7681] {
            let b = NafBarrett::new(q);
            b.verify().unwrap();
            for c in 0..=(q - 1) * (q - 1) {
                let (rp, r) = b.reduce_parts(c);
                assert!(rp < 3 * q, "q {q} c {c}: r' = {rp}");
                assert_eq!(r, c % q, "q {q} c {c}");
                if c % 7 == 0 {
                    assert_eq!(b.reduce_shift_add(c), c % q, "q {q} c {c}");
                }
            }
        }
    }
}
