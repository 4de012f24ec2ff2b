//! The generated reducers beyond the catalogue's q = 3329 set (issue 18, item 2): the paper's
//! bitwise reduction for other NTT-friendly moduli and in wider correction windows, and the
//! shift-add Barrett peer for each q. This table is the one list: `build.rs` writes each
//! entry's RustHDL block from it (`$OUT_DIR/generated_reducers.rs`, included by
//! `src/rtl/reduce/generated.rs`), and the model evaluates the same entries.

use super::barrett::NafBarrett;
use super::bit_tree::{CompressorTree, Modulus, Policy, derive_modulus, schedule};

/// How a generated reducer computes c mod q.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// The paper's three elimination methods and a Dadda tree for `q`, in the narrowest
    /// window that fits ([`Modulus::ntt_friendly`]) or in `window` = (lo, hi): [−lo·q, hi·q).
    Tree { q: i64, window: Option<(i64, i64)> },
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
            Form::Tree { q, .. } => q as u64,
            Form::Barrett { q } => q,
        }
    }

    /// The scheduled tree of a [`Form::Tree`] entry.
    pub fn tree(&self) -> Option<CompressorTree> {
        match self.form {
            Form::Tree { q, window: None } => Some(schedule(&Modulus::ntt_friendly(q))),
            Form::Tree {
                q,
                window: Some(window),
            } => {
                let m = Modulus { q, window };
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
            Form::Tree { .. } => None,
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

    /// The block's RustHDL source (`build.rs`).
    pub fn rusthdl_source(&self) -> String {
        match (self.tree(), self.barrett()) {
            (Some(t), _) => t.rusthdl_reducer_source(self.name),
            (_, Some(b)) => b.rusthdl_source(self.name),
            _ => unreachable!("an entry is a tree or a Barrett"),
        }
    }
}

/// Every generated reducer: per q the tree, then its Barrett peer; then q = 3329 in the
/// windows [−2q, 4q) and [−3q, 5q) (the paper's window and [−q, 4q) are `DaddaReducer` and
/// `DaddaWideReducer` in the catalogue's main table).
pub const GENERATED: [Generated; 9] = [
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
