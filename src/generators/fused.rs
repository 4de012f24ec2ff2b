//! Generator of `FusedModMul` (issue 18, item 3b): a·b mod q for a, b ∈ [0, q) with the
//! partial products of the multiplication and the reduction's folding in one bit heap, so
//! that no separate multiplier and no 24-bit product exist.
//!
//! # Stage 1: one heap
//!
//! a·b = Σ_(i,j) a_i b_j 2^(i+j). A partial product a_i b_j of weight 2^(i+j) below q's bit
//! length stays in column i + j. One at or above it is folded as the reduction paper folds a
//! product bit (method 1): its weight becomes a representative x ≡ 2^(i+j) (mod q), |x| < q, with
//! the fewest signed digits (then the smallest |x|), and each digit ±2^w puts the partial
//! product (or, negative, its complement, −2^w p = 2^w ¬p − 2^w) into column w. The constant of
//! the complements and a multiple of q that makes the sum non-negative fold into one constant
//! whose 1-bits join the heap. The sum S of the heap is then ≡ a·b (mod q) and lies in
//! [0, max], `max` computed exactly over every (a, b) (for each b, the digit DP of
//! [`linear_range`] over a). Dadda's sequence ([`schedule_dadda`]) compresses the heap to two
//! rows; one carry-propagate adder gives S.
//!
//! # Stage 2: the paper's reduction of S
//!
//! S is a W-bit number, not a product: [`Modulus::with_max`] gives the bitwise reduction for
//! c ∈ [0, max], derived and scheduled as every other generated reducer (window [−q, h·q),
//! the narrowest h that fits), then its correction adders and priority select.
//!
//! For q = 3329 the heap has 303 bits (height 36, 8 Dadda levels) where the 12 × 12
//! multiplier's has 144 and `DaddaReducer`'s 62: folding each of the 66 high partial products
//! costs more bits than folding the 12 high product bits, and S is 17q wide where the
//! product's tree spans 4q (stage 2: 31 bits, 2 levels; `the_figures_for_3329`).
//! What it saves is the 24-bit product and its carry-propagate adder, which carry chains made
//! cheap: in the report, `ButterflyFusedMul` loses to `Butterfly` on both targets
//! (`docs/units/reduce.md`; [`FusedMul::summary`] gives the heap's figures).
//!
//! [`FusedMul::verify`] is the proof by construction; the tests also evaluate every pair.

use super::bit_tree::{
    Atom, BitTree, CompressorTree, Modulus, bit_length, linear_range, pow2_mod, schedule,
    schedule_dadda, signed_digits, verify,
};

/// The fused modular multiplier for one q: both stages, scheduled.
#[derive(Clone, Debug)]
pub struct FusedMul {
    pub q: i64,
    /// Operand width n: a, b < q < 2^n; the input is c = a + 2^n·b.
    pub operand_bits: usize,
    /// `coefficients[i][j]`: the weight of a_i b_j in the heap, ≡ 2^(i+j) (mod q).
    pub coefficients: Vec<Vec<i64>>,
    /// Stage 1, the heap, scheduled: s + d (mod 2^W) = S.
    pub heap: CompressorTree,
    /// Stage 2, the reduction of S ∈ [0, max], scheduled.
    pub last: CompressorTree,
}

/// The representative of 2^w (mod q) with |x| < q and the fewest signed digits, then the
/// smallest magnitude.
fn representative(w: usize, q: i64) -> i64 {
    let r = pow2_mod(w, q);
    [r, r - q]
        .into_iter()
        .filter(|x| x.abs() < q)
        .min_by_key(|&x| (signed_digits(x).len(), x.abs()))
        .expect("2^w mod q has a representative")
}

/// The exact range of Σ coef_ij a_i b_j over a, b ∈ [0, q − 1]: for each b, the a-side is a
/// linear form in a's bits, whose range over [0, q − 1] [`linear_range`] gives.
fn exact_range(coefficients: &[Vec<i64>], q: i64) -> (i64, i64) {
    let n = coefficients.len();
    let (mut lo, mut hi) = (i64::MAX, i64::MIN);
    for b in 0..q as u64 {
        let g: Vec<i64> = coefficients
            .iter()
            .map(|row| (0..n).filter(|&j| (b >> j) & 1 == 1).map(|j| row[j]).sum())
            .collect();
        let (l, h) = linear_range(&g, (q - 1) as u64);
        lo = lo.min(l);
        hi = hi.max(h);
    }
    (lo, hi)
}

impl FusedMul {
    /// The fused multiplier for `q` (an odd modulus; operands of q's bit length).
    pub fn new(q: i64) -> Self {
        let n = bit_length((q - 1) as u64);
        let fold = bit_length(q as u64);
        let coefficients: Vec<Vec<i64>> = (0..n)
            .map(|i| {
                (0..n)
                    .map(|j| {
                        if i + j < fold {
                            1 << (i + j)
                        } else {
                            representative(i + j, q)
                        }
                    })
                    .collect()
            })
            .collect();
        let (lo, hi) = exact_range(&coefficients, q);
        let multiple = -lo.div_euclid(q);
        let (min, max) = ((lo + multiple * q) as u64, (hi + multiple * q) as u64);
        // One more column than S needs: the heap's sum read as a signed W-bit value is S too.
        let width = bit_length(max) + 1;
        let mut columns = vec![Vec::new(); width];
        let mut negative_weight = 0i64;
        for (i, row) in coefficients.iter().enumerate() {
            for (j, &x) in row.iter().enumerate() {
                for (w, neg) in signed_digits(x) {
                    let (w, (ai, bj)) = (w as usize, (i as u8, (n + j) as u8));
                    if neg {
                        columns[w].push(Atom::NotAnd(ai, bj));
                        negative_weight += 1 << w;
                    } else {
                        columns[w].push(Atom::And(ai, bj));
                    }
                }
            }
        }
        let constant = (multiple * q - negative_weight).rem_euclid(1 << width) as u64;
        for (w, col) in columns.iter_mut().enumerate() {
            if (constant >> w) & 1 == 1 {
                col.push(Atom::One);
            }
        }
        let top = (q - 1) as u64;
        let heap_tree = BitTree {
            modulus: Modulus::new(q, (0, max as i64 / q + 1)).with_max(top + (top << n)),
            columns,
            range: (min as i64, max as i64),
            coefficients: Vec::new(),
            constant,
            multiple,
            folded_from: fold,
        };
        let heap = schedule_dadda(&heap_tree);
        // Stage 2: the narrowest window [−q, h·q) in which the reduction of S ∈ [0, max] fits.
        let last = Modulus::narrowest(q, max);
        FusedMul {
            q,
            operand_bits: n,
            coefficients,
            heap,
            last: schedule(&last),
        }
    }

    /// ML-KEM's q = 3329.
    pub fn kyber() -> Self {
        Self::new(3329)
    }

    /// Width of the input c = a + 2^n·b.
    pub fn c_bits(&self) -> usize {
        2 * self.operand_bits
    }

    /// The smallest S (≥ 0): the heap's range.
    pub fn min(&self) -> u64 {
        self.heap.tree.range.0 as u64
    }

    /// The largest S: S ∈ [[`Self::min`], max].
    pub fn max(&self) -> u64 {
        self.heap.tree.range.1 as u64
    }

    /// Width of S, stage 2's input (the bit length of `max`).
    pub fn sum_bits(&self) -> usize {
        bit_length(self.max())
    }

    /// Width W of the heap's rows.
    pub fn heap_bits(&self) -> usize {
        self.heap.tree.row_bits()
    }

    /// The input c for operands a and b.
    pub fn pack(&self, a: u64, b: u64) -> u64 {
        a | (b << self.operand_bits)
    }

    /// Stage 1 in software, on the netlist: S = s + d (mod 2^W), the low `sum_bits` bits.
    pub fn sum(&self, c: u64) -> u64 {
        let (s, d) = self.heap.eval_rows(c);
        s.wrapping_add(d) & ((1 << self.sum_bits()) - 1)
    }

    /// Both stages in software, on the netlists: what the circuit computes for input c.
    pub fn eval(&self, c: u64) -> u64 {
        self.last.reduce_rows(self.sum(c))
    }

    /// The figures of both stages.
    pub fn summary(&self) -> String {
        format!(
            "heap: {} bits, height {}, S ∈ [{}, {}] ({:.2}q wide), {} levels, {} full and {} half adders; \
             stage 2 on {} bits: {} bits, height {}, {} levels, {} full and {} half adders, window [−{}q, {}q)",
            self.heap.tree.bits(),
            self.heap.tree.height(),
            self.min(),
            self.max(),
            (self.max() - self.min()) as f64 / self.q as f64,
            self.heap.levels(),
            self.heap.full_adders(),
            self.heap.half_adders(),
            self.sum_bits(),
            self.last.tree.bits(),
            self.last.tree.height(),
            self.last.levels(),
            self.last.full_adders(),
            self.last.half_adders(),
            self.last.tree.modulus.window.0,
            self.last.tree.modulus.window.1,
        )
    }

    /// The proof by construction that the circuit computes a·b mod q for every a, b < q,
    /// with no pair enumerated:
    ///
    /// 1. Each partial product a_i b_j has net weight coef_ij in the heap (2^w for each atom
    ///    in column w, −2^w for each complement), and coef_ij ≡ 2^(i+j) (mod q); no other
    ///    atom is in the heap than partial products of an a bit and a b bit, and the 1s.
    /// 2. The constant K (complements and 1s) is ≡ multiple·q (mod 2^W). So, mod 2^W, the
    ///    heap's sum is V = Σ coef_ij a_i b_j + multiple·q ≡ a·b (mod q).
    /// 3. V's exact range over a, b ∈ [0, q − 1] (recomputed here) is [min, max] ⊂ [0, 2^(W−1)):
    ///    the W-bit sum is V, and its low `sum_bits` bits are V.
    /// 4. Stage 2 is a bitwise reduction for the inputs [0, max] that
    ///    [`super::bit_tree::verify`] proves.
    pub fn verify(&self) -> Result<(), String> {
        let (q, n, w) = (self.q, self.operand_bits, self.heap_bits());
        let mut weight = vec![vec![0i64; n]; n];
        let mut k = 0i64;
        let pp = |i: u8, j: u8| -> Result<(usize, usize), String> {
            let (i, j) = (i as usize, j as usize);
            if i < n && (n..2 * n).contains(&j) {
                Ok((i, j - n))
            } else {
                Err(format!("c_{i} ∧ c_{j} is not a partial product a_i b_j"))
            }
        };
        for (col, atoms) in self.heap.tree.columns.iter().enumerate() {
            for atom in atoms {
                match *atom {
                    Atom::And(i, j) => {
                        let (i, j) = pp(i, j)?;
                        weight[i][j] += 1 << col;
                    }
                    Atom::NotAnd(i, j) => {
                        let (i, j) = pp(i, j)?;
                        weight[i][j] -= 1 << col;
                        k += 1 << col;
                    }
                    Atom::One => k += 1 << col,
                    other => return Err(format!("{other:?} in the heap")),
                }
            }
        }
        if self.coefficients.len() != n || self.coefficients.iter().any(|r| r.len() != n) {
            return Err(format!("the coefficients are not {n} × {n}"));
        }
        for (i, (coefficients, weights)) in self.coefficients.iter().zip(&weight).enumerate() {
            for (j, (&x, &wij)) in coefficients.iter().zip(weights).enumerate() {
                if wij != x {
                    return Err(format!("a_{i} b_{j}: weight {wij} ≠ {x}"));
                }
                if (x - pow2_mod(i + j, q)).rem_euclid(q) != 0 {
                    return Err(format!("a_{i} b_{j}: {x} is not 2^{} mod q", i + j));
                }
            }
        }
        let multiple = self.heap.tree.multiple;
        if (k - multiple * q).rem_euclid(1 << w) != 0 {
            return Err(format!("the constant {k} is not {multiple}·q mod 2^{w}"));
        }
        let (lo, hi) = exact_range(&self.coefficients, q);
        let range = (lo + multiple * q, hi + multiple * q);
        if range != (self.min() as i64, self.max() as i64) {
            return Err(format!(
                "range {range:?}, the generator says [{}, {}]",
                self.min(),
                self.max()
            ));
        }
        if range.0 < 0 || range.1 >= 1 << (w - 1) || range.1 >= 1 << self.sum_bits() {
            return Err(format!(
                "range {range:?} does not fit {} bits",
                self.sum_bits()
            ));
        }
        let m = self.last.tree.modulus;
        if m.max_input() < self.max() || m.q != q {
            return Err(format!(
                "stage 2 reduces [0, {}] mod {}",
                m.max_input(),
                m.q
            ));
        }
        verify(&self.last.tree).map(|_| ())
    }

    /// RustHDL source of `name` (ports `c: Bits<2n>`, c = a + 2^n·b, and `r: Bits<R>`,
    /// combinational) and of its two stages, `{name}Heap` (c → rows s, d: Bits<W>) and
    /// `{name}Last` (S: Bits<sum_bits> → r, with its tree `{name}LastTree`), which the fused
    /// butterfly pipelines apart; and `{NAME}_SUM_BITS`, the width of S.
    pub fn rusthdl_source(&self, name: &str) -> String {
        let (w, sb, rb, cb) = (
            self.heap_bits(),
            self.sum_bits(),
            self.last.residue_bits(),
            self.c_bits(),
        );
        format!(
            "{heap}\n{last}\n\
             /// Width of S, the heap's sum and `{name}Last`'s input.\n\
             pub const {upper}_SUM_BITS: usize = {sb};\n\
             /// Width of `{name}Heap`'s rows `s` and `d`.\n\
             pub const {upper}_HEAP_BITS: usize = {w};\n\n\
             /// The generated fused modular multiplier for q = {q} (`build.rs`, from\n\
             /// [`crate::generators::fused`]): {summary}. Combinational; `c` = a + 2^{n}·b with\n\
             /// a, b ∈ [0, q), `r` = a·b mod q.\n\
             #[derive(LogicBlock, Default)]\n\
             pub struct {name} {{\n\
             \x20   pub c: Signal<In, Bits<{cb}>>,\n\
             \x20   pub r: Signal<Out, Bits<{rb}>>,\n\
             \x20   heap: {name}Heap,\n\
             \x20   /// S = s + d (mod 2^{w}), in [{min}, {max}].\n\
             \x20   sum: Signal<Local, Bits<{w}>>,\n\
             \x20   last: {name}Last,\n\
             }}\n\n\
             impl Logic for {name} {{\n\
             \x20   #[hdl_gen]\n\
             \x20   fn update(&mut self) {{\n\
             \x20       self.heap.c.next = self.c.val();\n\
             \x20       self.sum.next = self.heap.s.val() + self.heap.d.val();\n\
             \x20       self.last.c.next = self.sum.val().get_bits::<{sb}>(0);\n\
             \x20       self.r.next = self.last.r.val();\n\
             \x20   }}\n\
             }}\n",
            heap = self.heap.rusthdl_source(&format!("{name}Heap")),
            last = self.last.rusthdl_reducer_source(&format!("{name}Last")),
            upper = screaming(name),
            q = self.q,
            n = self.operand_bits,
            summary = self.summary(),
            min = self.min(),
            max = self.max(),
        )
    }
}

/// `FusedModMul` → `FUSED_MOD_MUL`.
fn screaming(name: &str) -> String {
    let mut out = String::new();
    for (k, ch) in name.chars().enumerate() {
        if ch.is_uppercase() && k > 0 {
            out.push('_');
        }
        out.push(ch.to_ascii_uppercase());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_proof_holds_for_3329() {
        let f = FusedMul::kyber();
        eprintln!("{}", f.summary());
        assert_eq!(f.verify(), Ok(()), "{}", f.summary());
        assert_eq!((f.c_bits(), f.last.residue_bits()), (24, 12));
    }

    /// The netlists in software against a·b mod q, from the spec's arithmetic, for every pair
    /// (both stages' compressors evaluated bit by bit; release builds take seconds).
    #[test]
    fn every_pair_in_software() {
        let f = FusedMul::kyber();
        let q = 3329u64;
        let step = if cfg!(debug_assertions) { 37 } else { 1 };
        for a in 0..q {
            for b in (0..q).step_by(step) {
                assert_eq!(f.eval(f.pack(a, b)), a * b % q, "a = {a}, b = {b}");
            }
        }
    }

    /// A proof that cannot fail is no proof: a wrong coefficient, a dropped atom and a
    /// wrong constant are each refused.
    #[test]
    fn the_proof_refuses_a_broken_heap() {
        let f = FusedMul::kyber();
        let mut g = f.clone();
        g.coefficients[11][11] += 1;
        assert!(g.verify().is_err());
        let mut g = f.clone();
        let col = g
            .heap
            .tree
            .columns
            .iter()
            .position(|c| c.len() > 1)
            .unwrap();
        g.heap.tree.columns[col].pop();
        assert!(g.verify().is_err());
        let mut g = f.clone();
        g.heap.tree.multiple += 1;
        assert!(g.verify().is_err());
    }

    /// The figures the module documentation quotes.
    #[test]
    fn the_figures_for_3329() {
        let f = FusedMul::kyber();
        let heap = (f.heap.tree.bits(), f.heap.tree.height(), f.heap.levels());
        assert_eq!(heap, (303, 36, 8));
        assert_eq!(
            (f.last.tree.bits(), f.last.levels(), f.sum_bits()),
            (31, 2, 16)
        );
    }

    #[test]
    fn names() {
        assert_eq!(screaming("FusedModMul"), "FUSED_MOD_MUL");
    }
}
