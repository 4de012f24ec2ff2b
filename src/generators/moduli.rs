//! The generated reducers beyond the catalogue's q = 3329 set (issue 18, item 2): the paper's
//! bitwise reduction for other NTT-friendly moduli and in wider correction windows, and the
//! shift-add Barrett peer for each q. This table is the one list: `build.rs` writes each
//! entry's RustHDL block from it (`$OUT_DIR/generated_reducers.rs`, included by
//! `src/rtl/reduce/generated.rs`), and the model evaluates the same entries.

use super::barrett::NafBarrett;
use super::bit_tree::{Cells, CompressorTree, Modulus, Policy, derive_modulus, schedule};

/// How a generated reducer computes c mod q.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// The paper's three elimination methods and a Dadda tree for `q`, in the narrowest
    /// window that fits ([`Modulus::ntt_friendly`]) or in `window` = (lo, hi): [−lo·q, hi·q).
    Tree { q: i64, window: Option<(i64, i64)> },
    /// [`Form::Tree`] with every compressor one Artix-7 `LUT6_2` ([`Cells::Xc7Lut62`]): the
    /// same tree and correction, a (3;2) counter per LUT site. Artix-7 only.
    Lut62Tree { q: i64, window: Option<(i64, i64)> },
    /// The shift-add Barrett reduction for `q` ([`NafBarrett`]).
    Barrett { q: u64 },
}

/// One generated reducer: its Rust type, its file stem and how it is built.
#[derive(Clone, Copy, Debug)]
pub struct Generated {
    pub name: &'static str,
    pub stem: &'static str,
    pub form: Form,
}

impl Generated {
    pub const fn q(&self) -> u64 {
        match self.form {
            Form::Tree { q, .. } | Form::Lut62Tree { q, .. } => q as u64,
            Form::Barrett { q } => q,
        }
    }

    /// The scheduled tree of a [`Form::Tree`] or [`Form::Lut62Tree`] entry.
    pub fn tree(&self) -> Option<CompressorTree> {
        match self.form {
            Form::Tree { q, window: None } | Form::Lut62Tree { q, window: None } => {
                Some(schedule(&Modulus::ntt_friendly(q)))
            }
            Form::Tree {
                q,
                window: Some(window),
            }
            | Form::Lut62Tree {
                q,
                window: Some(window),
            } => {
                let m = Modulus::new(q, window);
                let t = derive_modulus(&m, &m.power_coefficients(), Policy::PaperElimination)
                    .unwrap_or_else(|| panic!("{}: no tree fits the window", self.name));
                Some(schedule(&t))
            }
            Form::Barrett { .. } => None,
        }
    }

    /// The parameters of a [`Form::Barrett`] entry.
    pub fn barrett(&self) -> Option<NafBarrett> {
        match self.form {
            Form::Barrett { q } => Some(NafBarrett::new(q)),
            Form::Tree { .. } | Form::Lut62Tree { .. } => None,
        }
    }

    /// Width of the input c: the bit length of (q − 1)^2.
    pub fn c_bits(&self) -> usize {
        let m = self.q() - 1;
        (u64::BITS - (m * m).leading_zeros()) as usize
    }

    /// Width of the residue r = c mod q.
    pub fn r_bits(&self) -> usize {
        (u64::BITS - (self.q() - 1).leading_zeros()) as usize
    }

    /// What the tree's compressors are built of.
    pub const fn cells(&self) -> Cells {
        match self.form {
            Form::Lut62Tree { .. } => Cells::Xc7Lut62,
            _ => Cells::Gates,
        }
    }

    /// Whether the circuit is for the iCE40 too (not if it instantiates Artix-7 cells).
    pub const fn ice40(&self) -> bool {
        !matches!(self.cells(), Cells::Xc7Lut62)
    }

    /// The block's RustHDL source (`build.rs`).
    pub fn rusthdl_source(&self) -> String {
        match (self.tree(), self.barrett()) {
            (Some(t), _) => t.rusthdl_reducer_source_in(self.name, self.cells()),
            (_, Some(b)) => b.rusthdl_source(self.name),
            _ => unreachable!("an entry is a tree or a Barrett"),
        }
    }
}

/// Every generated reducer: per q the tree, then its Barrett peer; then q = 3329 in the
/// windows [−2q, 4q) and [−3q, 5q) (the paper's window and [−q, 4q) are `DaddaReducer` and
/// `DaddaWideReducer` in the catalogue's main table); last `DaddaLutReducer`, the paper's
/// tree with each adder one Artix-7 LUT6_2 (issue 18, item 3a).
pub const GENERATED: [Generated; 10] = [
    Generated {
        name: "BarrettNafQ3329",
        stem: "reduce_barrett_naf_q3329",
        form: Form::Barrett { q: 3329 },
    },
    Generated {
        name: "DaddaReducerQ7681",
        stem: "reduce_dadda_q7681",
        form: Form::Tree {
            q: 7681,
            window: None,
        },
    },
    Generated {
        name: "BarrettNafQ7681",
        stem: "reduce_barrett_naf_q7681",
        form: Form::Barrett { q: 7681 },
    },
    Generated {
        name: "DaddaReducerQ12289",
        stem: "reduce_dadda_q12289",
        form: Form::Tree {
            q: 12289,
            window: None,
        },
    },
    Generated {
        name: "BarrettNafQ12289",
        stem: "reduce_barrett_naf_q12289",
        form: Form::Barrett { q: 12289 },
    },
    Generated {
        name: "DaddaReducerQ8380417",
        stem: "reduce_dadda_q8380417",
        form: Form::Tree {
            q: 8380417,
            window: None,
        },
    },
    Generated {
        name: "BarrettNafQ8380417",
        stem: "reduce_barrett_naf_q8380417",
        form: Form::Barrett { q: 8380417 },
    },
    Generated {
        name: "DaddaReducerWin24",
        stem: "reduce_dadda_win24",
        form: Form::Tree {
            q: 3329,
            window: Some((2, 4)),
        },
    },
    Generated {
        name: "DaddaReducerWin35",
        stem: "reduce_dadda_win35",
        form: Form::Tree {
            q: 3329,
            window: Some((3, 5)),
        },
    },
    Generated {
        name: "DaddaLutReducer",
        stem: "reduce_dadda_lut",
        form: Form::Lut62Tree {
            q: 3329,
            window: None,
        },
    },
];

/// Structured edge products for `q`: the ends, the first multiples of q and q's top multiples
/// with their neighbours, powers of two with their neighbours, and each single bit cleared from
/// or flipped in (q − 1)^2. All lie in [0, (q − 1)^2].
pub fn edge_products(q: u64) -> Vec<u64> {
    let max = (q - 1) * (q - 1);
    let bits = 64 - max.leading_zeros() as u64;
    let mut v = vec![0, 1, max, max - 1];
    for k in [1u64, 2, 3, 4, q - 1, q, q - 2] {
        let m = k * q;
        v.extend([m.wrapping_sub(1), m, m + 1]);
    }
    for i in 0..bits {
        let p = 1u64 << i;
        v.extend([p - 1, p, p + 1, max ^ p, max & !p]);
    }
    v.retain(|&c| c <= max);
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generators::bit_tree::{Atom, Src, dadda_tree};

    fn lut_entry() -> &'static Generated {
        GENERATED
            .iter()
            .find(|g| g.stem == "reduce_dadda_lut")
            .expect("DaddaLutReducer is generated")
    }

    /// `DaddaLutReducer` is the paper's tree (62 bits, height 8, 3 levels, 33 full and 7 half
    /// adders), the same netlist as `DaddaReducer`'s, built of LUT6_2 and not for the iCE40.
    #[test]
    fn the_lut_reducer_has_the_papers_tree() {
        let g = lut_entry();
        let t = g.tree().expect("a tree");
        let figures = (
            t.tree.bits(),
            t.tree.height(),
            t.levels(),
            t.full_adders(),
            t.half_adders(),
        );
        assert_eq!(figures, (62, 8, 3, 33, 7));
        let d = dadda_tree();
        assert_eq!(t.tree.columns, d.tree.columns);
        assert_eq!(t.rows, d.rows);
        assert_eq!(g.cells(), Cells::Xc7Lut62);
        assert!(!g.ice40());
        assert!(
            GENERATED
                .iter()
                .filter(|g| g.stem != "reduce_dadda_lut")
                .all(Generated::ice40)
        );
    }

    /// The LUT6_2 truth tables compute the netlist: evaluating every compressor as a table
    /// lookup (raw input bits on I0…I2, I5 = 1 for O6, O5 from the lower half, as UG953
    /// defines the primitive) gives the same rows as the full- and half-adder semantics of
    /// `CompressorTree::eval_rows`, on every 7th product.
    #[test]
    fn lut_tables_compute_the_adders() {
        let t = lut_entry().tree().expect("a tree");
        let inits: Vec<u64> = (0..t.compressors.len()).map(|k| t.lut62_init(k)).collect();
        let max = 3328u64 * 3328;
        for c in (0..=max).step_by(7) {
            let mut wire = vec![false; t.wires];
            let raw = |s: Src, wire: &[bool]| match s {
                Src::Atom(Atom::Bit(i) | Atom::NotBit(i)) => (c >> i) & 1 == 1,
                Src::Atom(Atom::One) => true,
                Src::Atom(Atom::And(i, j) | Atom::NotAnd(i, j)) => (c >> i) & (c >> j) & 1 == 1,
                Src::Wire(k) => wire[k],
            };
            for (k, comp) in t.compressors.iter().enumerate() {
                let a = comp
                    .inputs
                    .iter()
                    .enumerate()
                    .fold(0u32, |a, (j, &s)| a | ((raw(s, &wire) as u32) << j));
                wire[comp.sum] = (inits[k] >> (a | 32)) & 1 == 1;
                wire[comp.carry] = (inits[k] >> a) & 1 == 1;
            }
            let val = |s: Src| match s {
                Src::Atom(a) => a.eval(c),
                Src::Wire(k) => wire[k],
            };
            let rows: Vec<u64> = t
                .rows
                .iter()
                .map(|row| {
                    (0..row.len())
                        .filter(|&w| row[w].is_some_and(val))
                        .fold(0u64, |acc, w| acc | (1 << w))
                })
                .collect();
            assert_eq!((rows[0], rows[1]), t.eval_rows(c), "c = {c}");
        }
    }
}
