//! `Butterfly`: the NTT processing element, one unit for the Cooley–Tukey butterfly of the
//! forward NTT (FIPS 203 Algorithm 9) and the Gentleman–Sande butterfly of the inverse
//! (Algorithm 10), with the inverse's 128⁻¹ scaling folded in as one halving per layer.
//!
//! | port | dir | width | meaning |
//! |---|---|---|---|
//! | `clock` | in | 1 | clock |
//! | `a`, `b` | in | 12 | coefficients, ∈ [0, q) |
//! | `w` | in | 12 | twiddle, ∈ [0, q) |
//! | `inverse` | in | 1 | 0: CT, 1: GS with halving |
//! | `x`, `y` | out | 12 | results, ∈ [0, q) |
//!
//! * CT (`inverse` = 0): x = a + w·b, y = a − w·b (mod q). With w = 1 this is the slot add and
//!   subtract; with a = accumulator it is the multiply-accumulate of the base multiplication.
//! * GS (`inverse` = 1): x = (a + b)/2, y = w·(b − a) (mod q). The engine feeds w = ζ/2 (the
//!   halved twiddles of [`crate::model::ntt_engine::TWIDDLES`]), so each of the 7 inverse
//!   layers divides both outputs by 2 and NTT⁻¹ needs no final 128⁻¹ = 3303 pass.
//!
//! ```text
//!  cycle t   t+1               t+2               t+3            t+4 (x, y valid)
//!  a,b,w ─► a0,b0 ─► b−a, a+b ─► m1 ─► m1 × w1 ─► p2 ─► reduce ─► t3 ─► a3 ± t3 / s3, t3 ─► x, y
//!                    (mod q)     s1 ─► s1/2    ─► s2 ──────────► s3
//! ```
//!
//! Latency: 4 cycles (inputs presented in cycle t are at `x`, `y` during cycle t + 4; the
//! input registers take the engine's read multiplexers off the arithmetic's paths);
//! throughput one butterfly per cycle. The 12 × 12 multiplier is RustHDL's `*` (Verilog
//! `*`): LUTs and carry chains on iCE40 (no DSP on the HX8K), one DSP48E1 on Artix-7 under
//! `synth_xilinx` (`-nodsp` gives the LUT variant). The reducer is a type
//! parameter of the macro [`butterfly_block!`](crate::butterfly_block): [`Butterfly`] uses
//! [`crate::rtl::reduce::DaddaReducer`]; the peers' reducers give the PE-level comparison of
//! the reduction paper (§4.3), and [`ButterflyDaddaLut`] is built with the generated
//! `DaddaLutReducer` (Artix-7 `LUT6_2` cells: Artix-7 only). [`ButterflyFusedMul`] replaces
//! the multiplier too: stage 1 is [`FusedProduct`] (`FusedModMul`'s heap, a 16-bit S in
//! `p2`), stage 2 the reduction of S.
//!
//! Model: [`crate::model::ntt_engine::butterfly`]. Tests: below (random and edge inputs
//! against the model through the pipeline) and `tests/rtl_ntt.rs` (Verilator).

use rust_hdl::prelude::*;

/// Defines a butterfly block `$name` whose modular reduction is the combinational reducer
/// `$reducer` (ports `c: Bits<24>` → `r: Bits<12>`). See the module documentation. The
/// caller must have `rust_hdl::prelude::*` in scope.
#[macro_export]
macro_rules! butterfly_block {
    ($(#[$doc:meta])* $name:ident, $reducer:ty) => {
        $(#[$doc])*
        #[derive(LogicBlock)]
        pub struct $name {
            pub clock: Signal<In, Clock>,
            pub a: Signal<In, Bits<12>>,
            pub b: Signal<In, Bits<12>>,
            pub w: Signal<In, Bits<12>>,
            pub inverse: Signal<In, bool>,
            pub x: Signal<Out, Bits<12>>,
            pub y: Signal<Out, Bits<12>>,
            // Input registers.
            a0: DFF<Bits<12>>,
            b0: DFF<Bits<12>>,
            w0: DFF<Bits<12>>,
            inv0: DFF<bool>,
            // Stage 0 (combinational on the input registers).
            sum0: Signal<Local, Bits<13>>,
            diff0: Signal<Local, Bits<13>>,
            // Stage registers.
            a1: DFF<Bits<12>>,
            s1: DFF<Bits<12>>,
            // Multiplier operands, zero-extended to the 16 × 16 multiply's width in the
            // register (so that yosys sees 12-bit operands: one DSP48E1 on Artix-7).
            m1: DFF<Bits<16>>,
            w1: DFF<Bits<16>>,
            inv1: DFF<bool>,
            product: Signal<Local, Bits<32>>,
            a2: DFF<Bits<12>>,
            s2: DFF<Bits<12>>,
            p2: DFF<Bits<24>>,
            inv2: DFF<bool>,
            a3: DFF<Bits<12>>,
            s3: DFF<Bits<12>>,
            t3: DFF<Bits<12>>,
            inv3: DFF<bool>,
            // Stage 3 (combinational on the last registers).
            add3: Signal<Local, Bits<13>>,
            sub3: Signal<Local, Bits<13>>,
            reducer: $reducer,
            k_q: Constant<Bits<13>>,
            k_half: Constant<Bits<12>>,
        }

        impl Default for $name {
            fn default() -> Self {
                Self {
                    clock: Default::default(),
                    a: Default::default(),
                    b: Default::default(),
                    w: Default::default(),
                    inverse: Default::default(),
                    x: Default::default(),
                    y: Default::default(),
                    a0: Default::default(),
                    b0: Default::default(),
                    w0: Default::default(),
                    inv0: Default::default(),
                    sum0: Default::default(),
                    diff0: Default::default(),
                    a1: Default::default(),
                    s1: Default::default(),
                    m1: Default::default(),
                    w1: Default::default(),
                    inv1: Default::default(),
                    product: Default::default(),
                    a2: Default::default(),
                    s2: Default::default(),
                    p2: Default::default(),
                    inv2: Default::default(),
                    a3: Default::default(),
                    s3: Default::default(),
                    t3: Default::default(),
                    inv3: Default::default(),
                    add3: Default::default(),
                    sub3: Default::default(),
                    reducer: Default::default(),
                    k_q: Constant::new(($crate::params::Q as u64).into()),
                    k_half: Constant::new(
                        ($crate::model::ntt_engine::HALF as u64).into(),
                    ),
                }
            }
        }

        impl $crate::rtl::ntt::butterfly::ButterflyBlock for $name {
            const REDUCER: &'static str =
                <$reducer as $crate::rtl::reduce::Reducer>::NAME;
        }

        impl Logic for $name {
            #[hdl_gen]
            fn update(&mut self) {
                dff_setup!(
                    self, clock, a0, b0, w0, inv0, a1, s1, m1, w1, inv1, a2, s2, p2, inv2, a3, s3, t3, inv3
                );
                self.a0.d.next = self.a.val();
                self.b0.d.next = self.b.val();
                self.w0.d.next = self.w.val();
                self.inv0.d.next = self.inverse.val();
                // Stage 0: a + b and b − a + q, each with one conditional subtraction of q.
                self.sum0.next = bit_cast::<13, 12>(self.a0.q.val())
                    + bit_cast::<13, 12>(self.b0.q.val());
                if self.sum0.val() >= self.k_q.val() {
                    self.sum0.next = self.sum0.val() - self.k_q.val();
                }
                self.diff0.next = bit_cast::<13, 12>(self.b0.q.val())
                    + self.k_q.val()
                    - bit_cast::<13, 12>(self.a0.q.val());
                if self.diff0.val() >= self.k_q.val() {
                    self.diff0.next = self.diff0.val() - self.k_q.val();
                }
                self.a1.d.next = self.a0.q.val();
                self.s1.d.next = self.sum0.val().get_bits::<12>(0);
                if self.inv0.q.val() {
                    self.m1.d.next = bit_cast::<16, 12>(self.diff0.val().get_bits::<12>(0));
                } else {
                    self.m1.d.next = bit_cast::<16, 12>(self.b0.q.val());
                }
                self.w1.d.next = bit_cast::<16, 12>(self.w0.q.val());
                self.inv1.d.next = self.inv0.q.val();
                // Stage 1: the 12 × 12 product; (a + b)/2 mod q.
                self.product.next = self.m1.q.val() * self.w1.q.val();
                self.p2.d.next = self.product.val().get_bits::<24>(0);
                self.a2.d.next = self.a1.q.val();
                if self.s1.q.val().get_bit(0) {
                    self.s2.d.next = (self.s1.q.val() >> 1) + self.k_half.val();
                } else {
                    self.s2.d.next = self.s1.q.val() >> 1;
                }
                self.inv2.d.next = self.inv1.q.val();
                // Stage 2: the modular reduction.
                self.reducer.c.next = self.p2.q.val();
                self.t3.d.next = self.reducer.r.val();
                self.a3.d.next = self.a2.q.val();
                self.s3.d.next = self.s2.q.val();
                self.inv3.d.next = self.inv2.q.val();
                // Stage 3: a + t and a − t, each with one conditional subtraction of q.
                self.add3.next = bit_cast::<13, 12>(self.a3.q.val())
                    + bit_cast::<13, 12>(self.t3.q.val());
                if self.add3.val() >= self.k_q.val() {
                    self.add3.next = self.add3.val() - self.k_q.val();
                }
                self.sub3.next = bit_cast::<13, 12>(self.a3.q.val())
                    + self.k_q.val()
                    - bit_cast::<13, 12>(self.t3.q.val());
                if self.sub3.val() >= self.k_q.val() {
                    self.sub3.next = self.sub3.val() - self.k_q.val();
                }
                if self.inv3.q.val() {
                    self.x.next = self.s3.q.val();
                    self.y.next = self.t3.q.val();
                } else {
                    self.x.next = self.add3.val().get_bits::<12>(0);
                    self.y.next = self.sub3.val().get_bits::<12>(0);
                }
            }
        }
    };
    // A stage 1 `$product` block in place of the multiplier (ports `a`, `b`: Bits<16> in,
    // `p`: Bits<$p_bits> out) and a combinational stage 2 `$reducer` (`c`: Bits<$p_bits> in,
    // `r`: Bits<12> out): `ButterflyFusedMul`. The rest is the arm above, line for line. It
    // is a copy, not a shared body, because `#[hdl_gen]` resolves `self` in the macro arm
    // that writes it (hygiene), so stage-1 statements cannot be passed in from another arm;
    // and a stage-1 block in the arm above would change `Butterfly`'s Verilog, the device's
    // netlist and its committed bitstream (tried: every butterfly row moved by seed noise).
    (
        $(#[$doc:meta])* $name:ident, product $product:ty, $p_bits:literal, $reducer:ty,
        $reducer_name:expr
    ) => {
        $(#[$doc])*
        #[derive(LogicBlock)]
        pub struct $name {
            pub clock: Signal<In, Clock>,
            pub a: Signal<In, Bits<12>>,
            pub b: Signal<In, Bits<12>>,
            pub w: Signal<In, Bits<12>>,
            pub inverse: Signal<In, bool>,
            pub x: Signal<Out, Bits<12>>,
            pub y: Signal<Out, Bits<12>>,
            // Input registers.
            a0: DFF<Bits<12>>,
            b0: DFF<Bits<12>>,
            w0: DFF<Bits<12>>,
            inv0: DFF<bool>,
            // Stage 0 (combinational on the input registers).
            sum0: Signal<Local, Bits<13>>,
            diff0: Signal<Local, Bits<13>>,
            // Stage registers.
            a1: DFF<Bits<12>>,
            s1: DFF<Bits<12>>,
            // Multiplier operands, zero-extended to the 16 × 16 multiply's width in the
            // register (so that yosys sees 12-bit operands: one DSP48E1 on Artix-7).
            m1: DFF<Bits<16>>,
            w1: DFF<Bits<16>>,
            inv1: DFF<bool>,
            product: $product,
            a2: DFF<Bits<12>>,
            s2: DFF<Bits<12>>,
            p2: DFF<Bits<$p_bits>>,
            inv2: DFF<bool>,
            a3: DFF<Bits<12>>,
            s3: DFF<Bits<12>>,
            t3: DFF<Bits<12>>,
            inv3: DFF<bool>,
            // Stage 3 (combinational on the last registers).
            add3: Signal<Local, Bits<13>>,
            sub3: Signal<Local, Bits<13>>,
            reducer: $reducer,
            k_q: Constant<Bits<13>>,
            k_half: Constant<Bits<12>>,
        }

        impl Default for $name {
            fn default() -> Self {
                Self {
                    clock: Default::default(),
                    a: Default::default(),
                    b: Default::default(),
                    w: Default::default(),
                    inverse: Default::default(),
                    x: Default::default(),
                    y: Default::default(),
                    a0: Default::default(),
                    b0: Default::default(),
                    w0: Default::default(),
                    inv0: Default::default(),
                    sum0: Default::default(),
                    diff0: Default::default(),
                    a1: Default::default(),
                    s1: Default::default(),
                    m1: Default::default(),
                    w1: Default::default(),
                    inv1: Default::default(),
                    product: Default::default(),
                    a2: Default::default(),
                    s2: Default::default(),
                    p2: Default::default(),
                    inv2: Default::default(),
                    a3: Default::default(),
                    s3: Default::default(),
                    t3: Default::default(),
                    inv3: Default::default(),
                    add3: Default::default(),
                    sub3: Default::default(),
                    reducer: Default::default(),
                    k_q: Constant::new(($crate::params::Q as u64).into()),
                    k_half: Constant::new(
                        ($crate::model::ntt_engine::HALF as u64).into(),
                    ),
                }
            }
        }

        impl $crate::rtl::ntt::butterfly::ButterflyBlock for $name {
            const REDUCER: &'static str = $reducer_name;
        }

        impl Logic for $name {
            #[hdl_gen]
            fn update(&mut self) {
                dff_setup!(
                    self, clock, a0, b0, w0, inv0, a1, s1, m1, w1, inv1, a2, s2, p2, inv2, a3, s3, t3, inv3
                );
                self.a0.d.next = self.a.val();
                self.b0.d.next = self.b.val();
                self.w0.d.next = self.w.val();
                self.inv0.d.next = self.inverse.val();
                // Stage 0: a + b and b − a + q, each with one conditional subtraction of q.
                self.sum0.next = bit_cast::<13, 12>(self.a0.q.val())
                    + bit_cast::<13, 12>(self.b0.q.val());
                if self.sum0.val() >= self.k_q.val() {
                    self.sum0.next = self.sum0.val() - self.k_q.val();
                }
                self.diff0.next = bit_cast::<13, 12>(self.b0.q.val())
                    + self.k_q.val()
                    - bit_cast::<13, 12>(self.a0.q.val());
                if self.diff0.val() >= self.k_q.val() {
                    self.diff0.next = self.diff0.val() - self.k_q.val();
                }
                self.a1.d.next = self.a0.q.val();
                self.s1.d.next = self.sum0.val().get_bits::<12>(0);
                if self.inv0.q.val() {
                    self.m1.d.next = bit_cast::<16, 12>(self.diff0.val().get_bits::<12>(0));
                } else {
                    self.m1.d.next = bit_cast::<16, 12>(self.b0.q.val());
                }
                self.w1.d.next = bit_cast::<16, 12>(self.w0.q.val());
                self.inv1.d.next = self.inv0.q.val();
                // Stage 1: the 12 × 12 product; (a + b)/2 mod q.
                self.product.a.next = self.m1.q.val();
                self.product.b.next = self.w1.q.val();
                self.p2.d.next = self.product.p.val();
                self.a2.d.next = self.a1.q.val();
                if self.s1.q.val().get_bit(0) {
                    self.s2.d.next = (self.s1.q.val() >> 1) + self.k_half.val();
                } else {
                    self.s2.d.next = self.s1.q.val() >> 1;
                }
                self.inv2.d.next = self.inv1.q.val();
                // Stage 2: the modular reduction.
                self.reducer.c.next = self.p2.q.val();
                self.t3.d.next = self.reducer.r.val();
                self.a3.d.next = self.a2.q.val();
                self.s3.d.next = self.s2.q.val();
                self.inv3.d.next = self.inv2.q.val();
                // Stage 3: a + t and a − t, each with one conditional subtraction of q.
                self.add3.next = bit_cast::<13, 12>(self.a3.q.val())
                    + bit_cast::<13, 12>(self.t3.q.val());
                if self.add3.val() >= self.k_q.val() {
                    self.add3.next = self.add3.val() - self.k_q.val();
                }
                self.sub3.next = bit_cast::<13, 12>(self.a3.q.val())
                    + self.k_q.val()
                    - bit_cast::<13, 12>(self.t3.q.val());
                if self.sub3.val() >= self.k_q.val() {
                    self.sub3.next = self.sub3.val() - self.k_q.val();
                }
                if self.inv3.q.val() {
                    self.x.next = self.s3.q.val();
                    self.y.next = self.t3.q.val();
                } else {
                    self.x.next = self.add3.val().get_bits::<12>(0);
                    self.y.next = self.sub3.val().get_bits::<12>(0);
                }
            }
        }
    };
}

/// A block defined by [`butterfly_block!`](crate::butterfly_block): its reducer's name
/// ([`crate::rtl::reduce::Reducer::NAME`]), for the catalogue and the PE-level engines.
pub trait ButterflyBlock: Block + Default {
    const REDUCER: &'static str;
}

/// Pipeline latency of every butterfly block, in cycles.
pub const BUTTERFLY_LATENCY: usize = 4;

use crate::rtl::reduce::{
    BarrettDsp, BarrettMul, BarrettShiftAdd, BarrettShiftAddChain, BitwiseGuo, BitwiseYaman,
    DaddaHighByteReducer, DaddaReducer, DaddaWideReducer, FusedModMulHeap, FusedModMulLast,
    NaiveReducer, ProthBarrett, generated::DaddaLutReducer,
};

/// Stage 1 of [`ButterflyFusedMul`]: [`FusedModMulHeap`] on the low 12 bits of `a` and `b`
/// (c = a + 2^12·b) and `p` = S = s + d, ≡ a·b (mod q), the input of [`FusedModMulLast`].
/// Combinational; S's range is the generator's ([`crate::generators::fused`]).
#[derive(LogicBlock, Default)]
pub struct FusedProduct {
    pub a: Signal<In, Bits<16>>,
    pub b: Signal<In, Bits<16>>,
    pub p: Signal<Out, Bits<16>>,
    heap: FusedModMulHeap,
    sum: Signal<Local, Bits<17>>,
}

impl Logic for FusedProduct {
    #[hdl_gen]
    fn update(&mut self) {
        self.heap.c.next = bit_cast::<24, 12>(self.a.val().get_bits::<12>(0))
            | (bit_cast::<24, 12>(self.b.val().get_bits::<12>(0)) << 12);
        self.sum.next = self.heap.s.val() + self.heap.d.val();
        self.p.next = self.sum.val().get_bits::<16>(0);
    }
}

// The widths above are the generator's (`FusedModMul`'s heap rows and S).
const _: () = assert!(
    crate::rtl::reduce::fused_mod_mul::FUSED_MOD_MUL_HEAP_BITS == 17
        && crate::rtl::reduce::fused_mod_mul::FUSED_MOD_MUL_SUM_BITS == 16
);

butterfly_block!(
    /// The butterfly with the paper's [`DaddaReducer`]: the one the NTT engine uses.
    Butterfly,
    DaddaReducer
);
butterfly_block!(
    /// The butterfly with [`DaddaHighByteReducer`] (report row).
    ButterflyHighByte,
    DaddaHighByteReducer
);
butterfly_block!(
    /// The butterfly with [`DaddaWideReducer`] (report row).
    ButterflyDaddaWide,
    DaddaWideReducer
);
butterfly_block!(
    /// The butterfly with Yaman et al.'s bitwise reducer [`BitwiseYaman`] (report row).
    ButterflyYaman,
    BitwiseYaman
);
butterfly_block!(
    /// The butterfly with Xing & Li's [`BarrettShiftAdd`] (report row).
    ButterflyShiftAdd,
    BarrettShiftAdd
);
butterfly_block!(
    /// The butterfly with the two-DSP Barrett [`BarrettDsp`] (Ma et al., report row).
    ButterflyBarrettDsp,
    BarrettDsp
);
butterfly_block!(
    /// The butterfly with Guo et al.'s bitwise reducer [`BitwiseGuo`] (report row).
    ButterflyGuo,
    BitwiseGuo
);
butterfly_block!(
    /// The butterfly with the Proth-form Barrett [`ProthBarrett`] (Li et al., report row).
    ButterflyProth,
    ProthBarrett
);
butterfly_block!(
    /// The butterfly with the shift-add-chain Barrett [`BarrettShiftAddChain`] (Chen et al.,
    /// report row).
    ButterflyChain,
    BarrettShiftAddChain
);
butterfly_block!(
    /// The butterfly with textbook Barrett [`BarrettMul`] (report row).
    ButterflyBarrett,
    BarrettMul
);
butterfly_block!(
    /// The butterfly with [`DaddaLutReducer`], the paper's tree on Artix-7 LUT6_2 cells
    /// (issue 18, item 4; Artix-7 only: its Verilog instantiates `LUT6_2`, report row).
    ButterflyDaddaLut,
    DaddaLutReducer
);
butterfly_block!(
    /// The butterfly with Verilog's `%` ([`NaiveReducer`], report row).
    ButterflyNaive,
    NaiveReducer
);
butterfly_block!(
    /// The butterfly with [`FusedModMul`](crate::rtl::reduce::FusedModMul), no multiplier:
    /// stage 1 is its heap of partial products and folded digits and S = s + d
    /// ([`FusedProduct`]: 16 bits in the register where the other butterflies hold the 24-bit
    /// product), stage 2 its reduction of S (issue 18, item 3b; report row).
    ButterflyFusedMul,
    product FusedProduct,
    16,
    FusedModMulLast,
    "FusedModMul"
);
