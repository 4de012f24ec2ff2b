//! `NttEngine<P, AW, F, SW, KW, SBW>`: the polynomial memory, the twiddle ROM, pipelined [`Butterfly`]
//! units and the sequencer for NTT, NTT⁻¹, BaseMul, BaseMul-accumulate, add and subtract on
//! polynomial slots (FIPS 203 Algorithms 9–12). `P` ∈ {1, 2} is the number of coefficients
//! per memory word and of butterflies working side by side; `AW` is the bank address width
//! (10 for P = 1, 9 for P = 2); `F` adds a second butterfly *in cascade* behind the first (with
//! P = 1), so that NTT and NTT⁻¹ fuse two layers per memory pass. The three configurations:
//! [`NttEngineP1`], [`NttEngineP2`] (two butterflies side by side, 2-coefficient words, 7
//! passes) and [`NttEngineP2Fused`] (two butterflies in cascade, 1-coefficient words, 4 passes).
//! `SW` is the slot ports' width; `KW` and `SBW` size the second and third parts of a banked
//! memory (1 and 1: none). [`NttEngineBanked`] is the KEM sequencer's engine: P = 1 with
//! [`BANKED_SLOTS`] = 26 slots.
//!
//! **One source, any butterfly.** The block is written once, as the macro `ntt_engine_block!`
//! whose parameter is the butterfly (every [`butterfly_block!`](crate::butterfly_block) has the
//! same ports and latency): [`NttEngine`] uses [`Butterfly`]; `NttEngineP1Yaman` and its
//! siblings are [`NttEngineP1`] around another reducer's butterfly, for the reduction paper's
//! PE-level comparison (§4.3; the report's "PE level" table). [`EngineIo`] gives drivers the
//! ports of any of them.
//!
//! **Polynomial memory.** [`SLOTS`] = 8 polynomials of 256 × 12 bits. A *word* is P adjacent
//! coefficients (index j, lane l = j mod P). Word w = ⌊j / P⌋ lives in bank parity(w) (the
//! XOR of its bits) at address {slot, ⌊w / 2⌋}; each bank is P RAMs of 12 bits (one per lane,
//! so a single coefficient can be written), i.e. `RAM<Bits<12>, AW>` × 2P. The two words a
//! butterfly pair touches, w and w + L/P, differ in one bit, so they are always in different
//! banks: every cycle reads 2 words (2P coefficients) and writes 2 words without conflict,
//! for every NTT layer (L ≥ 2 ≥ P) and for the base multiplication's pairs.
//!
//! **Banked memory** ([`NttEngineBanked`]: 5-bit slots, address {slot, w >> 1} of 12 bits).
//! Each parity bank is three RAMs at consecutive addresses, sized to what the iCE40's 4-kbit
//! block RAMs hold without waste: slots 0–15 (the sequencer's two work banks) in a 2048-word
//! RAM (`bank0`/`bank1`, 6 EBR), slots 16–23 (the key area) in a 1024-word one (`key0`/`key1`,
//! 3 EBR), slots 24–25 (the sample buffers) in a 256-word one (`smp0`/`smp1`, 1 EBR): 20 EBR
//! for 26 slots where one flat 4096-word RAM per parity bank would take 24. A read's part is
//! registered with it and selects the read data; a write enables only its part's RAM. The
//! sample buffers are written only through their own port (`smp_*`, the sampler's, usable
//! while the engine runs): the engine's results and the host port's writes there are dropped.
//! An address past slot 25 is in no part: writes there are dropped and reads give zeros. The
//! schedules and latencies are the unbanked P = 1 engine's; the part mux adds a level of
//! logic behind the RAMs' read data. Area, EBR and Fmax: the `ntt_engine_banked` row of
//! `bitstreams/report.md`.
//!
//! **Twiddles.** One 256 × 12 `SyncROM` ([`TWIDDLES`]): ζ^BitRev7(i) for the forward layers and
//! the base multiplication (γ_i = ±entry 64 + i/2), and ζ^BitRev7(i)/2 for the inverse.
//!
//! **Operations** (`op`, [`EngineOp`](crate::model::ntt_engine::EngineOp)): NTT and NTT⁻¹ in place on `slot_a`; BaseMul
//! `slot_r ← slot_a ∘ slot_b`; BaseMul-acc `slot_r ← slot_r + slot_a ∘ slot_b`; Add / Sub
//! `slot_r ← slot_a ± slot_b`. `start` is taken when idle; `busy` is high for
//! [`EngineOp::cycles`](crate::model::ntt_engine::EngineOp::cycles) cycles (data-independent: constant time) and `done` pulses in the cycle
//! after, when every result is written. `reset` (synchronous) returns the sequencer to idle
//! and cancels pending writes. Unknown op codes finish at once and change nothing.
//!
//! **Host port** (used when idle): `host_write` writes `host_wdata` to coefficient
//! `host_index` of `host_slot`; `host_rdata` shows that coefficient one cycle after
//! `host_slot`/`host_index` are presented.
//!
//! **Fused NTT/INTT** (F): pass 0 is one layer (NTT: length 128; INTT: length 2) on the first
//! butterfly alone; passes 1–3 each do two layers (NTT: 64+32, 16+8, 4+2; INTT: 4+8, 16+32,
//! 64+128) on groups {j, j+s, j+2s, j+3s}: the first butterfly takes the group's two pairs of
//! the first layer in consecutive cycles (reads A and B), and the second butterfly takes
//! (x_A, x_B) and then (y_A, y_B), the second layer's pairs, as soon as B's results arrive.
//! Reads and writes stay at one pair each per cycle, so the one-coefficient banks suffice. The
//! second butterfly has its own twiddle ROM; a delay line carries each read's indices and
//! layer to it. Single pass first, so its writes never collide with the fused tail.
//!
//! **Schedules.** NTT/INTT: one read of 2 words per cycle, layer after layer (k = 0, P, …,
//! 128 − P per layer); the first read is issued in the cycle `start` is taken and results are written 5 cycles
//! after their read (1 RAM + 4 butterfly). BaseMul: a
//! 5-cycle frame per P pairs with five multiply-accumulates on each butterfly
//! (v = r1 + a0·b1, u = r0 + a0·b0, p = a1·b1, c1 = v + a1·b0, c0 = u + γ·p), software-pipelined
//! over frames. Add/Sub: read a, then b, two butterflies-worth of add per two cycles.
//!
//! Latency: [`EngineOp::cycles_on`](crate::model::ntt_engine::EngineOp::cycles_on): NTT/INTT 7·128/P + 4 (900 / 452; fused 521), BaseMul
//! 5·(128/P + 2) + 3 (653 / 333; fused as P = 1), Add/Sub 256/P + 5. Ranges: every
//! coefficient in and out is in [0, q).
//! Model: [`crate::model::ntt_engine::EngineModel`]. Tests: `tests/rtl_ntt.rs`.

use rust_hdl::prelude::*;

use super::Butterfly;
use super::butterfly::ButterflyBlock;
use crate::model::ntt_engine::{SLOTS, TWIDDLES};
use crate::params::Q;

/// The engine with one butterfly (bank address = 3 slot bits + 7).
pub type NttEngineP1 = NttEngine<1, 10, false, 3, 1, 1>;
/// The engine with two butterflies (bank address = 3 slot bits + 6).
pub type NttEngineP2 = NttEngine<2, 9, false, 3, 1, 1>;
/// Two butterflies in cascade with one-coefficient banks: NTT and INTT fuse two layers per
/// memory pass (the P = 1 memory, 4 passes instead of 7).
pub type NttEngineP2Fused = NttEngine<1, 10, true, 3, 1, 1>;
/// The KEM sequencer's engine: one butterfly, [`BANKED_SLOTS`] = 26 slots in the iCE40's
/// block RAMs as the sequencer's budget has them (`docs/units/sequencer.md`): slots 0–15 (two
/// work banks) in a 2048-word part, 16–23 (the key area) in a 1024-word part, 24–25 (the
/// sample buffers) in a 256-word part, per parity bank.
pub type NttEngineBanked = NttEngine<1, 11, false, 5, 10, 8>;

/// Slots of [`NttEngineBanked`]; its slot ports are 5 bits wide, and a slot ≥ 26 reads zeros
/// and is never written.
pub const BANKED_SLOTS: usize = 26;

const _: () = assert!(SLOTS == 8, "the slot ports are 3 bits wide");

fn dffs<const P: usize>() -> [DFF<Bits<12>>; P] {
    std::array::from_fn(|_| Default::default())
}

fn locals<const M: usize>() -> [Signal<Local, Bits<12>>; M] {
    std::array::from_fn(|_| Default::default())
}

/// Defines the engine block `$name<P, AW, F, SW, KW, SBW>` (the module documentation's
/// architecture) around the butterfly block `$butterfly` (one of
/// [`butterfly_block!`](crate::butterfly_block)'s, all with the same ports and
/// [`BUTTERFLY_LATENCY`](super::BUTTERFLY_LATENCY)), and its [`EngineIo`].
macro_rules! ntt_engine_block {
    ($(#[$doc:meta])* $name:ident, $butterfly:ty) => {
        $(#[$doc])*
        #[derive(LogicBlock)]
        pub struct $name<
            const P: usize,
            const AW: usize,
            const F: bool,
            const SW: usize,
            const KW: usize,
            const SBW: usize,
        > {
            pub clock: Signal<In, Clock>,
            pub reset: Signal<In, Bit>,
            pub start: Signal<In, Bit>,
            pub op: Signal<In, Bits<3>>,
            pub slot_a: Signal<In, Bits<SW>>,
            pub slot_b: Signal<In, Bits<SW>>,
            pub slot_r: Signal<In, Bits<SW>>,
            pub busy: Signal<Out, Bit>,
            pub done: Signal<Out, Bit>,
            pub host_write: Signal<In, Bit>,
            pub host_slot: Signal<In, Bits<SW>>,
            pub host_index: Signal<In, Bits<8>>,
            pub host_wdata: Signal<In, Bits<12>>,
            pub host_rdata: Signal<Out, Bits<12>>,
            /// Banked engines: the sample buffers' own write port (the sampler's, and the wipe's):
            /// coefficient `smp_index` of sample buffer `smp_buffer` (0 or 1: slot 24 or 25) ←
            /// `smp_value`, busy or not. An unbanked engine ignores it.
            pub smp_write: Signal<In, Bit>,
            pub smp_buffer: Signal<In, Bit>,
            pub smp_index: Signal<In, Bits<8>>,
            pub smp_value: Signal<In, Bits<12>>,
            // The polynomial memory: bank 0 and bank 1, one RAM per lane.
            bank0: [RAM<Bits<12>, AW>; P],
            bank1: [RAM<Bits<12>, AW>; P],
            // Banked engines (KW, SBW > 1): the second and third parts of each parity bank, at the
            // addresses after the first part's; the part a read came from, and the read data of
            // each parity bank from its part.
            key0: [RAM<Bits<12>, KW>; P],
            key1: [RAM<Bits<12>, KW>; P],
            smp0: [RAM<Bits<12>, SBW>; P],
            smp1: [RAM<Bits<12>, SBW>; P],
            rpart_q: DFF<Bits<2>>,
            rpart: Signal<Local, Bits<2>>,
            wpart: Signal<Local, Bits<2>>,
            smp_addr: Signal<Local, Bits<16>>,
            rdata0: [Signal<Local, Bits<12>>; P],
            rdata1: [Signal<Local, Bits<12>>; P],
            wa0: [Signal<Local, Bits<16>>; P],
            wa1: [Signal<Local, Bits<16>>; P],
            wd0: [Signal<Local, Bits<12>>; P],
            wd1: [Signal<Local, Bits<12>>; P],
            we0: [Signal<Local, Bit>; P],
            we1: [Signal<Local, Bit>; P],
            twiddles: SyncROM<Bits<12>, 8>,
            bf: [$butterfly; P],
            // Fused engines (F): the second butterfly, its twiddle ROM, the read-info delay line
            // (entry i describes the read i + 1 cycles ago), the first layer's held results and the
            // second butterfly's write-back tags.
            bf_b: $butterfly,
            twiddles_b: SyncROM<Bits<12>, 8>,
            dl_v: [DFF<Bit>; 8],
            dl_odd: [DFF<Bit>; 8],
            dl_jt: [DFF<Bits<8>>; 8],
            dl_jb: [DFF<Bits<8>>; 8],
            dl_lg: [DFF<Bits<8>>; 8],
            xa_hold: DFF<Bits<12>>,
            ya_hold: DFF<Bits<12>>,
            yb_hold: DFF<Bits<12>>,
            u_en: [DFF<Bit>; 4],
            u_jt: [DFF<Bits<8>>; 4],
            u_jb: [DFF<Bits<8>>; 4],
            fsingle: Signal<Local, Bit>,
            fm: Signal<Local, Bits<8>>,
            fj: Signal<Local, Bits<8>>,
            ft: Signal<Local, Bits<8>>,
            fz: Signal<Local, Bits<16>>,
            fzb: Signal<Local, Bits<16>>,
            ftop: Signal<Local, Bits<8>>,
            flg: Signal<Local, Bits<8>>,
            // Read port.
            rd_slot: Signal<Local, Bits<SW>>,
            rd_jt: Signal<Local, Bits<8>>,
            rd_jb: Signal<Local, Bits<8>>,
            rd_wt: Signal<Local, Bits<8>>,
            rd_wb: Signal<Local, Bits<8>>,
            rd_at: Signal<Local, Bits<16>>,
            rd_ab: Signal<Local, Bits<16>>,
            swap_q: DFF<Bit>,
            host_lane_q: DFF<Bits<8>>,
            top: [Signal<Local, Bits<12>>; P],
            bot: [Signal<Local, Bits<12>>; P],
            flat: [Signal<Local, Bits<12>>; 4],
            rom_addr: Signal<Local, Bits<8>>,
            // Write port.
            wr_slot: Signal<Local, Bits<SW>>,
            wr_jt: Signal<Local, Bits<8>>,
            wr_jb: Signal<Local, Bits<8>>,
            wr_wt: Signal<Local, Bits<8>>,
            wr_wb: Signal<Local, Bits<8>>,
            wr_at: Signal<Local, Bits<16>>,
            wr_ab: Signal<Local, Bits<16>>,
            wr_en_t: Signal<Local, Bit>,
            wr_en_b: Signal<Local, Bit>,
            wr_lanes: Signal<Local, Bits<8>>,
            wr_t: [Signal<Local, Bits<12>>; P],
            wr_b: [Signal<Local, Bits<12>>; P],
            flatw: [Signal<Local, Bits<12>>; 4],
            // Sequencer.
            busy_q: DFF<Bit>,
            done_q: DFF<Bit>,
            issuing: DFF<Bit>,
            drain: DFF<Bits<4>>,
            op_q: DFF<Bits<3>>,
            sa: DFF<Bits<SW>>,
            sb: DFF<Bits<SW>>,
            sr: DFF<Bits<SW>>,
            k: DFF<Bits<8>>,
            len: DFF<Bits<8>>,
            lg: DFF<Bits<8>>,
            layer: DFF<Bits<3>>,
            ph: DFF<Bits<3>>,
            frame: DFF<Bits<8>>,
            jbase: DFF<Bits<8>>,
            go: Signal<Local, Bit>,
            e_op: Signal<Local, Bits<3>>,
            e_sa: Signal<Local, Bits<SW>>,
            e_sb: Signal<Local, Bits<SW>>,
            e_sr: Signal<Local, Bits<SW>>,
            e_k: Signal<Local, Bits<8>>,
            e_len: Signal<Local, Bits<8>>,
            e_lg: Signal<Local, Bits<8>>,
            e_layer: Signal<Local, Bits<3>>,
            e_ph: Signal<Local, Bits<3>>,
            e_frame: Signal<Local, Bits<8>>,
            e_jbase: Signal<Local, Bits<8>>,
            mask: Signal<Local, Bits<8>>,
            /// len − 1, kept in a register so that no subtraction sits on the read-address path.
            maskr: DFF<Bits<8>>,
            nk: Signal<Local, Bits<8>>,
            gpair: Signal<Local, Bits<8>>,
            gamma0: Signal<Local, Bits<12>>,
            // Present stage (one and two cycles after a read).
            d1_ntt: DFF<Bit>,
            d1_f: DFF<Bit>,
            d1_x: DFF<Bit>,
            d1_y: DFF<Bit>,
            d2_y: DFF<Bit>,
            d1_jt: DFF<Bits<8>>,
            d1_jb: DFF<Bits<8>>,
            d2_jb: DFF<Bits<8>>,
            // Write-back tags, delayed by the butterfly's latency.
            pt_en: Signal<Local, Bit>,
            pt_kind: Signal<Local, Bits<2>>,
            pt_jt: Signal<Local, Bits<8>>,
            pt_jb: Signal<Local, Bits<8>>,
            t1_en: DFF<Bit>,
            t1_kind: DFF<Bits<2>>,
            t1_jt: DFF<Bits<8>>,
            t1_jb: DFF<Bits<8>>,
            t2_en: DFF<Bit>,
            t2_kind: DFF<Bits<2>>,
            t2_jt: DFF<Bits<8>>,
            t2_jb: DFF<Bits<8>>,
            t3_en: DFF<Bit>,
            t3_kind: DFF<Bits<2>>,
            t3_jt: DFF<Bits<8>>,
            t3_jb: DFF<Bits<8>>,
            t4_en: DFF<Bit>,
            t4_kind: DFF<Bits<2>>,
            t4_jt: DFF<Bits<8>>,
            t4_jb: DFF<Bits<8>>,
            // Base multiplication operands (current pair and prefetched next pair; Add / Sub borrow
            // na0, na1 and nb1) and partials.
            a0: [DFF<Bits<12>>; P],
            a1: [DFF<Bits<12>>; P],
            b0: [DFF<Bits<12>>; P],
            b1: [DFF<Bits<12>>; P],
            r0: [DFF<Bits<12>>; P],
            r1: [DFF<Bits<12>>; P],
            na0: [DFF<Bits<12>>; P],
            na1: [DFF<Bits<12>>; P],
            nb0: [DFF<Bits<12>>; P],
            nb1: [DFF<Bits<12>>; P],
            nr0: [DFF<Bits<12>>; P],
            nr1: [DFF<Bits<12>>; P],
            v_hold: [DFF<Bits<12>>; P],
            u_hold: [DFF<Bits<12>>; P],
            p_hold: [DFF<Bits<12>>; P],
            c1_hold: [DFF<Bits<12>>; P],
            pa1: [DFF<Bits<12>>; P],
            pb0: [DFF<Bits<12>>; P],
            // Constants.
            k_one: Constant<Bits<8>>,
            k_p: Constant<Bits<8>>,
            k_2p: Constant<Bits<8>>,
            k_4p: Constant<Bits<8>>,
            k_lgp: Constant<Bits<8>>,
            k_lane_mask: Constant<Bits<8>>,
            k_slot_shift: Constant<Bits<16>>,
            k_key_base: Constant<Bits<16>>,
            k_smp_base: Constant<Bits<16>>,
            k_end: Constant<Bits<16>>,
            k_banked: Constant<Bit>,
            k_last_bf: Constant<Bits<8>>,
            k_last_pair: Constant<Bits<8>>,
            k_frames: Constant<Bits<8>>,
            k_q: Constant<Bits<12>>,
            k_511: Constant<Bits<16>>,
            k_fused: Constant<Bit>,
        }


        impl<
            const P: usize,
            const AW: usize,
            const F: bool,
            const SW: usize,
            const KW: usize,
            const SBW: usize,
        > Default for $name<P, AW, F, SW, KW, SBW>
        {
            fn default() -> Self {
                assert!(P == 1 || P == 2, "P must be 1 or 2");
                assert!(!F || P == 1, "the fused engine has one lane");
                let word_bits = 8 - 1 - P.trailing_zeros() as usize;
                if KW == 1 && SBW == 1 {
                    assert_eq!(SW, 3, "an unbanked engine has 8 slots");
                    assert_eq!(AW, SW + word_bits, "AW = 3 + 7 − log2 P");
                } else {
                    assert!(P == 1 && !F, "the banked engine has one lane");
                    assert!(
                        AW > KW && KW > SBW && SW + word_bits == AW + 1,
                        "parts in falling size"
                    );
                }
                let key_base = 1usize << AW;
                let smp_base = key_base + (1 << KW);
                let c8 = |v: usize| Constant::new((v as u64).into());
                Self {
                    clock: Default::default(),
                    reset: Default::default(),
                    start: Default::default(),
                    op: Default::default(),
                    slot_a: Default::default(),
                    slot_b: Default::default(),
                    slot_r: Default::default(),
                    busy: Default::default(),
                    done: Default::default(),
                    host_write: Default::default(),
                    host_slot: Default::default(),
                    host_index: Default::default(),
                    host_wdata: Default::default(),
                    host_rdata: Default::default(),
                    smp_write: Default::default(),
                    smp_buffer: Default::default(),
                    smp_index: Default::default(),
                    smp_value: Default::default(),
                    bank0: std::array::from_fn(|_| Default::default()),
                    bank1: std::array::from_fn(|_| Default::default()),
                    key0: std::array::from_fn(|_| Default::default()),
                    key1: std::array::from_fn(|_| Default::default()),
                    smp0: std::array::from_fn(|_| Default::default()),
                    smp1: std::array::from_fn(|_| Default::default()),
                    rpart_q: Default::default(),
                    rpart: Default::default(),
                    wpart: Default::default(),
                    smp_addr: Default::default(),
                    rdata0: locals(),
                    rdata1: locals(),
                    wa0: std::array::from_fn(|_| Default::default()),
                    wa1: std::array::from_fn(|_| Default::default()),
                    wd0: locals(),
                    wd1: locals(),
                    we0: std::array::from_fn(|_| Default::default()),
                    we1: std::array::from_fn(|_| Default::default()),
                    twiddles: TWIDDLES.iter().map(|&t| Bits::<12>::from(t as u64)).into(),
                    bf: std::array::from_fn(|_| Default::default()),
                    bf_b: Default::default(),
                    twiddles_b: TWIDDLES.iter().map(|&t| Bits::<12>::from(t as u64)).into(),
                    dl_v: std::array::from_fn(|_| Default::default()),
                    dl_odd: std::array::from_fn(|_| Default::default()),
                    dl_jt: std::array::from_fn(|_| Default::default()),
                    dl_jb: std::array::from_fn(|_| Default::default()),
                    dl_lg: std::array::from_fn(|_| Default::default()),
                    xa_hold: Default::default(),
                    ya_hold: Default::default(),
                    yb_hold: Default::default(),
                    u_en: std::array::from_fn(|_| Default::default()),
                    u_jt: std::array::from_fn(|_| Default::default()),
                    u_jb: std::array::from_fn(|_| Default::default()),
                    fsingle: Default::default(),
                    fm: Default::default(),
                    fj: Default::default(),
                    ft: Default::default(),
                    fz: Default::default(),
                    fzb: Default::default(),
                    ftop: Default::default(),
                    flg: Default::default(),
                    rd_slot: Default::default(),
                    rd_jt: Default::default(),
                    rd_jb: Default::default(),
                    rd_wt: Default::default(),
                    rd_wb: Default::default(),
                    rd_at: Default::default(),
                    rd_ab: Default::default(),
                    swap_q: Default::default(),
                    host_lane_q: Default::default(),
                    top: locals(),
                    bot: locals(),
                    flat: locals(),
                    rom_addr: Default::default(),
                    wr_slot: Default::default(),
                    wr_jt: Default::default(),
                    wr_jb: Default::default(),
                    wr_wt: Default::default(),
                    wr_wb: Default::default(),
                    wr_at: Default::default(),
                    wr_ab: Default::default(),
                    wr_en_t: Default::default(),
                    wr_en_b: Default::default(),
                    wr_lanes: Default::default(),
                    wr_t: locals(),
                    wr_b: locals(),
                    flatw: locals(),
                    busy_q: Default::default(),
                    done_q: Default::default(),
                    issuing: Default::default(),
                    drain: Default::default(),
                    op_q: Default::default(),
                    sa: Default::default(),
                    sb: Default::default(),
                    sr: Default::default(),
                    k: Default::default(),
                    len: Default::default(),
                    lg: Default::default(),
                    layer: Default::default(),
                    ph: Default::default(),
                    frame: Default::default(),
                    jbase: Default::default(),
                    go: Default::default(),
                    e_op: Default::default(),
                    e_sa: Default::default(),
                    e_sb: Default::default(),
                    e_sr: Default::default(),
                    e_k: Default::default(),
                    e_len: Default::default(),
                    e_lg: Default::default(),
                    e_layer: Default::default(),
                    e_ph: Default::default(),
                    e_frame: Default::default(),
                    e_jbase: Default::default(),
                    mask: Default::default(),
                    maskr: Default::default(),
                    nk: Default::default(),
                    gpair: Default::default(),
                    gamma0: Default::default(),
                    d1_ntt: Default::default(),
                    d1_f: Default::default(),
                    d1_x: Default::default(),
                    d1_y: Default::default(),
                    d2_y: Default::default(),
                    d1_jt: Default::default(),
                    d1_jb: Default::default(),
                    d2_jb: Default::default(),
                    pt_en: Default::default(),
                    pt_kind: Default::default(),
                    pt_jt: Default::default(),
                    pt_jb: Default::default(),
                    t1_en: Default::default(),
                    t1_kind: Default::default(),
                    t1_jt: Default::default(),
                    t1_jb: Default::default(),
                    t2_en: Default::default(),
                    t2_kind: Default::default(),
                    t2_jt: Default::default(),
                    t2_jb: Default::default(),
                    t3_en: Default::default(),
                    t3_kind: Default::default(),
                    t3_jt: Default::default(),
                    t3_jb: Default::default(),
                    t4_en: Default::default(),
                    t4_kind: Default::default(),
                    t4_jt: Default::default(),
                    t4_jb: Default::default(),
                    a0: dffs(),
                    a1: dffs(),
                    b0: dffs(),
                    b1: dffs(),
                    r0: dffs(),
                    r1: dffs(),
                    na0: dffs(),
                    na1: dffs(),
                    nb0: dffs(),
                    nb1: dffs(),
                    nr0: dffs(),
                    nr1: dffs(),
                    v_hold: dffs(),
                    u_hold: dffs(),
                    p_hold: dffs(),
                    c1_hold: dffs(),
                    pa1: dffs(),
                    pb0: dffs(),
                    k_one: c8(1),
                    k_p: c8(P),
                    k_2p: c8(2 * P),
                    k_4p: c8(4 * P),
                    k_lgp: c8(P.trailing_zeros() as usize),
                    k_lane_mask: c8(P - 1),
                    k_slot_shift: Constant::new((word_bits as u64).into()),
                    k_key_base: Constant::new((key_base as u64).into()),
                    k_smp_base: Constant::new((smp_base as u64).into()),
                    k_end: Constant::new(((smp_base + (1 << SBW)) as u64).into()),
                    k_banked: Constant::new(KW > 1),
                    k_last_bf: c8(128 - P),
                    k_last_pair: c8(256 - 2 * P),
                    k_frames: c8(128 / P),
                    k_q: Constant::new((Q as u64).into()),
                    k_511: Constant::new(511u64.into()),
                    k_fused: Constant::new(F),
                }
            }
        }

        impl<
            const P: usize,
            const AW: usize,
            const F: bool,
            const SW: usize,
            const KW: usize,
            const SBW: usize,
        > Logic for $name<P, AW, F, SW, KW, SBW>
        {
            #[hdl_gen]
            fn update(&mut self) {
                dff_setup!(
                    self,
                    clock,
                    swap_q,
                    rpart_q,
                    host_lane_q,
                    busy_q,
                    done_q,
                    issuing,
                    drain,
                    op_q,
                    sa,
                    sb,
                    sr,
                    k,
                    len,
                    maskr,
                    lg,
                    layer,
                    ph,
                    frame,
                    jbase,
                    d1_ntt,
                    d1_f,
                    d1_x,
                    d1_y,
                    d2_y,
                    d1_jt,
                    d1_jb,
                    d2_jb,
                    t1_en,
                    t1_kind,
                    t1_jt,
                    t1_jb,
                    t2_en,
                    t2_kind,
                    t2_jt,
                    t2_jb,
                    t3_en,
                    t3_kind,
                    t3_jt,
                    t3_jb,
                    t4_en,
                    t4_kind,
                    t4_jt,
                    t4_jb
                );
                for l in 0..P {
                    self.bank0[l].read_clock.next = self.clock.val();
                    self.bank0[l].write_clock.next = self.clock.val();
                    self.bank1[l].read_clock.next = self.clock.val();
                    self.bank1[l].write_clock.next = self.clock.val();
                    self.key0[l].read_clock.next = self.clock.val();
                    self.key0[l].write_clock.next = self.clock.val();
                    self.key1[l].read_clock.next = self.clock.val();
                    self.key1[l].write_clock.next = self.clock.val();
                    self.smp0[l].read_clock.next = self.clock.val();
                    self.smp0[l].write_clock.next = self.clock.val();
                    self.smp1[l].read_clock.next = self.clock.val();
                    self.smp1[l].write_clock.next = self.clock.val();
                    self.bf[l].clock.next = self.clock.val();
                    self.a0[l].clock.next = self.clock.val();
                    self.a1[l].clock.next = self.clock.val();
                    self.b0[l].clock.next = self.clock.val();
                    self.b1[l].clock.next = self.clock.val();
                    self.r0[l].clock.next = self.clock.val();
                    self.r1[l].clock.next = self.clock.val();
                    self.na0[l].clock.next = self.clock.val();
                    self.na1[l].clock.next = self.clock.val();
                    self.nb0[l].clock.next = self.clock.val();
                    self.nb1[l].clock.next = self.clock.val();
                    self.nr0[l].clock.next = self.clock.val();
                    self.nr1[l].clock.next = self.clock.val();
                    self.v_hold[l].clock.next = self.clock.val();
                    self.u_hold[l].clock.next = self.clock.val();
                    self.p_hold[l].clock.next = self.clock.val();
                    self.c1_hold[l].clock.next = self.clock.val();
                    self.pa1[l].clock.next = self.clock.val();
                    self.pb0[l].clock.next = self.clock.val();
                    self.pa1[l].d.next = self.pa1[l].q.val();
                    self.pb0[l].d.next = self.pb0[l].q.val();
                    self.a0[l].d.next = self.a0[l].q.val();
                    self.a1[l].d.next = self.a1[l].q.val();
                    self.b0[l].d.next = self.b0[l].q.val();
                    self.b1[l].d.next = self.b1[l].q.val();
                    self.r0[l].d.next = self.r0[l].q.val();
                    self.r1[l].d.next = self.r1[l].q.val();
                    self.na0[l].d.next = self.na0[l].q.val();
                    self.na1[l].d.next = self.na1[l].q.val();
                    self.nb0[l].d.next = self.nb0[l].q.val();
                    self.nb1[l].d.next = self.nb1[l].q.val();
                    self.nr0[l].d.next = self.nr0[l].q.val();
                    self.nr1[l].d.next = self.nr1[l].q.val();
                    self.v_hold[l].d.next = self.v_hold[l].q.val();
                    self.u_hold[l].d.next = self.u_hold[l].q.val();
                    self.p_hold[l].d.next = self.p_hold[l].q.val();
                    self.c1_hold[l].d.next = self.c1_hold[l].q.val();
                }
                self.twiddles.clock.next = self.clock.val();
                self.twiddles_b.clock.next = self.clock.val();
                self.bf_b.clock.next = self.clock.val();
                self.xa_hold.clock.next = self.clock.val();
                self.ya_hold.clock.next = self.clock.val();
                self.yb_hold.clock.next = self.clock.val();
                self.xa_hold.d.next = self.xa_hold.q.val();
                self.ya_hold.d.next = self.ya_hold.q.val();
                self.yb_hold.d.next = self.yb_hold.q.val();
                for i in 0..8 {
                    self.dl_v[i].clock.next = self.clock.val();
                    self.dl_odd[i].clock.next = self.clock.val();
                    self.dl_jt[i].clock.next = self.clock.val();
                    self.dl_jb[i].clock.next = self.clock.val();
                    self.dl_lg[i].clock.next = self.clock.val();
                }
                // The delay line shifts every cycle; entry 0 is written by the fused reads below.
                self.dl_v[0].d.next = false;
                self.dl_odd[0].d.next = false;
                self.dl_jt[0].d.next = 0.into();
                self.dl_jb[0].d.next = 0.into();
                self.dl_lg[0].d.next = 0.into();
                for i in 1..8 {
                    self.dl_v[i].d.next = self.dl_v[i - 1].q.val();
                    self.dl_odd[i].d.next = self.dl_odd[i - 1].q.val();
                    self.dl_jt[i].d.next = self.dl_jt[i - 1].q.val();
                    self.dl_jb[i].d.next = self.dl_jb[i - 1].q.val();
                    self.dl_lg[i].d.next = self.dl_lg[i - 1].q.val();
                }
                for i in 0..4 {
                    self.u_en[i].clock.next = self.clock.val();
                    self.u_jt[i].clock.next = self.clock.val();
                    self.u_jb[i].clock.next = self.clock.val();
                }
                self.u_en[0].d.next = false;
                self.u_jt[0].d.next = 0.into();
                self.u_jb[0].d.next = 0.into();
                for i in 1..4 {
                    self.u_en[i].d.next = self.u_en[i - 1].q.val();
                    self.u_jt[i].d.next = self.u_jt[i - 1].q.val();
                    self.u_jb[i].d.next = self.u_jb[i - 1].q.val();
                }

                // ---- Read data, back in index order (top word, bottom word) and as a flat list.
                for l in 0..P {
                    if self.swap_q.q.val() {
                        self.top[l].next = self.bank1[l].read_data.val();
                        self.bot[l].next = self.bank0[l].read_data.val();
                    } else {
                        self.top[l].next = self.bank0[l].read_data.val();
                        self.bot[l].next = self.bank1[l].read_data.val();
                    }
                }
                // Banked engines: each parity bank's read data from the part the read was in. (The
                // unbanked engines' logic above stays as it was: this is removed with the constant.)
                if self.k_banked.val() {
                    for l in 0..P {
                        self.rdata0[l].next = self.bank0[l].read_data.val();
                        self.rdata1[l].next = self.bank1[l].read_data.val();
                        if self.rpart_q.q.val() == 1 {
                            self.rdata0[l].next = self.key0[l].read_data.val();
                            self.rdata1[l].next = self.key1[l].read_data.val();
                        } else if self.rpart_q.q.val() == 2 {
                            self.rdata0[l].next = self.smp0[l].read_data.val();
                            self.rdata1[l].next = self.smp1[l].read_data.val();
                        } else if self.rpart_q.q.val() == 3 {
                            self.rdata0[l].next = 0.into();
                            self.rdata1[l].next = 0.into();
                        }
                        if self.swap_q.q.val() {
                            self.top[l].next = self.rdata1[l].val();
                            self.bot[l].next = self.rdata0[l].val();
                        } else {
                            self.top[l].next = self.rdata0[l].val();
                            self.bot[l].next = self.rdata1[l].val();
                        }
                    }
                }
                for i in 0..4 {
                    self.flat[i].next = 0.into();
                }
                for l in 0..P {
                    self.flat[l].next = self.top[l].val();
                }
                for p in P..(P + 1) {
                    for l in 0..P {
                        self.flat[p + l].next = self.bot[l].val();
                    }
                }
                self.host_rdata.next = self.top[0].val();
                for l in 1..P {
                    if self.host_lane_q.q.val().get_bit(l) {
                        self.host_rdata.next = self.top[l].val();
                    }
                }

                // ---- Defaults: no read request of interest, no write, butterflies fed zeros.
                self.rd_slot.next = self.host_slot.val();
                self.rd_jt.next = self.host_index.val();
                self.rd_jb.next = self.host_index.val() ^ self.k_p.val();
                self.rom_addr.next = 0.into();
                self.host_lane_q.d.next =
                    self.k_one.val() << (self.host_index.val() & self.k_lane_mask.val());
                self.pt_en.next = false;
                self.pt_kind.next = 0.into();
                self.pt_jt.next = 0.into();
                self.pt_jb.next = 0.into();
                for l in 0..P {
                    self.bf[l].a.next = 0.into();
                    self.bf[l].b.next = 0.into();
                    self.bf[l].w.next = 0.into();
                    self.bf[l].inverse.next = false;
                }
                self.d1_ntt.d.next = false;
                self.d1_f.d.next = false;
                self.d1_x.d.next = false;
                self.d1_y.d.next = false;
                self.d2_y.d.next = self.d1_y.q.val();
                self.d2_jb.d.next = self.d1_jb.q.val();
                self.done_q.d.next = false;
                // ---- Effective sequencer state: the registers, or the initial state in the cycle
                // `start` is taken (the first read is issued in that same cycle).
                self.go.next = !self.busy_q.q.val() & self.start.val();
                self.e_op.next = self.op_q.q.val();
                self.e_sa.next = self.sa.q.val();
                self.e_sb.next = self.sb.q.val();
                self.e_sr.next = self.sr.q.val();
                self.e_k.next = self.k.q.val();
                self.e_len.next = self.len.q.val();
                self.mask.next = self.maskr.q.val();
                self.e_lg.next = self.lg.q.val();
                self.e_layer.next = self.layer.q.val();
                self.e_ph.next = self.ph.q.val();
                self.e_frame.next = self.frame.q.val();
                self.e_jbase.next = self.jbase.q.val();
                if self.go.val() {
                    self.e_op.next = self.op.val();
                    self.e_sa.next = self.slot_a.val();
                    self.e_sb.next = self.slot_b.val();
                    self.e_sr.next = self.slot_r.val();
                    self.e_k.next = 0.into();
                    self.e_layer.next = 0.into();
                    self.e_ph.next = 0.into();
                    self.e_frame.next = 0.into();
                    self.e_jbase.next = 0.into();
                    if self.op.val() == 1 {
                        self.e_len.next = 2.into();
                        self.mask.next = 1.into();
                        self.e_lg.next = 1.into();
                    } else {
                        self.e_len.next = 128.into();
                        self.mask.next = 127.into();
                        self.e_lg.next = 7.into();
                    }
                }
                self.fsingle.next = true;
                self.fm.next = 0.into();
                self.fj.next = 0.into();
                self.ft.next = 0.into();
                self.fz.next = 0.into();
                self.nk.next = !self.e_k.val();
                self.gpair.next = (self.e_jbase.val() >> 1) - self.k_2p.val();
                self.gamma0.next = self.twiddles.data.val();
                if self.gpair.val().get_bit(0) {
                    self.gamma0.next = self.k_q.val() - self.twiddles.data.val();
                }

                // ---- Sequencer: start, issue, drain.
                if self.go.val() {
                    self.busy_q.d.next = true;
                    self.issuing.d.next = self.op.val() < 6;
                    self.drain.d.next = 1.into();
                    self.op_q.d.next = self.op.val();
                    self.sa.d.next = self.slot_a.val();
                    self.sb.d.next = self.slot_b.val();
                    self.sr.d.next = self.slot_r.val();
                }
                if (self.go.val() & (self.op.val() < 6)) | (self.busy_q.q.val() & self.issuing.q.val()) {
                    self.k.d.next = self.e_k.val();
                    self.len.d.next = self.e_len.val();
                    self.maskr.d.next = self.mask.val();
                    self.lg.d.next = self.e_lg.val();
                    self.layer.d.next = self.e_layer.val();
                    self.ph.d.next = self.e_ph.val();
                    self.frame.d.next = self.e_frame.val();
                    self.jbase.d.next = self.e_jbase.val();
                    if self.e_op.val() < 2 {
                        // NTT / INTT. Unfused engines: butterfly k of layer `layer`, k = 0, P, ….
                        // Fused engines: pass `layer` (0: one layer, 1–3: two layers), k = 0..127.
                        self.rd_slot.next = self.e_sa.val();
                        self.fsingle.next = !self.k_fused.val() | (self.e_layer.val() == 0);
                        if self.fsingle.val() {
                            self.rd_jt.next = ((self.e_k.val() & !self.mask.val()) << 1)
                                | (self.e_k.val() & self.mask.val());
                            self.rd_jb.next = self.rd_jt.val() | self.e_len.val();
                            if self.e_op.val() == 0 {
                                self.rom_addr.next = (self.e_k.val() | 128) >> self.e_lg.val();
                            } else {
                                self.rom_addr.next = (self.nk.val() >> self.e_lg.val()) | 128;
                            }
                            self.d1_ntt.d.next = true;
                            self.d1_jt.d.next = self.rd_jt.val();
                            self.d1_jb.d.next = self.rd_jb.val();
                        } else {
                            // Group m = k/2 of four coefficients {j, j+s, j+2s, j+3s} (s = `len`):
                            // read A (k even) then B (k odd), the first layer's two pairs. j has
                            // zeros at s and 2s, so the offsets are ORs (no carry chains).
                            self.fm.next = self.e_k.val() >> 1;
                            self.fj.next = ((self.fm.val() & !self.mask.val()) << 2)
                                | (self.fm.val() & self.mask.val());
                            self.ft.next = self.e_len.val() << 1;
                            if self.e_op.val() == 0 {
                                // NTT: first layer 2s: A = (j, j+2s), B = (j+s, j+3s).
                                if self.e_k.val().get_bit(0) {
                                    self.rd_jt.next = self.fj.val() | self.e_len.val();
                                } else {
                                    self.rd_jt.next = self.fj.val();
                                }
                                self.rd_jb.next = self.rd_jt.val() | self.ft.val();
                                self.fz.next =
                                    (bit_cast::<16, 8>(self.rd_jt.val()) | 256) >> (self.e_lg.val() + 2);
                            } else {
                                // INTT: first layer s: A = (j, j+s), B = (j+2s, j+3s).
                                if self.e_k.val().get_bit(0) {
                                    self.rd_jt.next = self.fj.val() | self.ft.val();
                                } else {
                                    self.rd_jt.next = self.fj.val();
                                }
                                self.rd_jb.next = self.rd_jt.val() | self.e_len.val();
                                self.fz.next = ((self.k_511.val() - bit_cast::<16, 8>(self.rd_jt.val()))
                                    >> (self.e_lg.val() + 1))
                                    | 128;
                            }
                            self.rom_addr.next = self.fz.val().get_bits::<8>(0);
                            self.d1_f.d.next = true;
                            self.dl_v[0].d.next = true;
                            self.dl_odd[0].d.next = self.e_k.val().get_bit(0);
                            self.dl_jt[0].d.next = self.rd_jt.val();
                            self.dl_jb[0].d.next = self.rd_jb.val();
                            self.dl_lg[0].d.next = self.e_lg.val();
                        }
                        if self.e_k.val() == self.k_last_bf.val() {
                            self.k.d.next = 0.into();
                            self.layer.d.next = self.e_layer.val() + 1;
                            if self.k_fused.val() {
                                if self.e_op.val() == 0 {
                                    if self.e_layer.val() == 0 {
                                        self.len.d.next = 32.into();
                                        self.maskr.d.next = 31.into();
                                        self.lg.d.next = 5.into();
                                    } else {
                                        self.len.d.next = self.e_len.val() >> 2;
                                        self.maskr.d.next = self.mask.val() >> 2;
                                        self.lg.d.next = self.e_lg.val() - 2;
                                    }
                                } else if self.e_layer.val() == 0 {
                                    self.len.d.next = 4.into();
                                    self.maskr.d.next = 3.into();
                                    self.lg.d.next = 2.into();
                                } else {
                                    self.len.d.next = self.e_len.val() << 2;
                                    self.maskr.d.next = (self.mask.val() << 2) | 3;
                                    self.lg.d.next = self.e_lg.val() + 2;
                                }
                                if self.e_layer.val() == 3 {
                                    self.issuing.d.next = false;
                                    self.drain.d.next = 10.into();
                                }
                            } else {
                                if self.e_op.val() == 0 {
                                    self.len.d.next = self.e_len.val() >> 1;
                                    self.maskr.d.next = self.mask.val() >> 1;
                                    self.lg.d.next = self.e_lg.val() - 1;
                                } else {
                                    self.len.d.next = self.e_len.val() << 1;
                                    self.maskr.d.next = (self.mask.val() << 1) | 1;
                                    self.lg.d.next = self.e_lg.val() + 1;
                                }
                                if self.e_layer.val() == 6 {
                                    self.issuing.d.next = false;
                                    self.drain.d.next = 5.into();
                                }
                            }
                        } else {
                            self.k.d.next = self.e_k.val() + self.k_p.val();
                        }
                    } else if self.e_op.val() < 4 {
                        // BaseMul(-acc): frame `frame`, cycle `ph` of 5.
                        self.rd_jt.next = self.e_jbase.val();
                        self.rd_jb.next = self.e_jbase.val() + self.k_p.val();
                        if self.e_ph.val() == 0 {
                            self.rd_slot.next = self.e_sa.val();
                        } else if self.e_ph.val() == 1 {
                            self.rd_slot.next = self.e_sb.val();
                        } else {
                            self.rd_slot.next = self.e_sr.val();
                        }
                        self.rom_addr.next = (self.gpair.val() >> 1) | 64;
                        if self.e_ph.val() == 4 {
                            self.ph.d.next = 0.into();
                            self.frame.d.next = self.e_frame.val() + 1;
                            self.jbase.d.next = self.e_jbase.val() + self.k_2p.val();
                        } else {
                            self.ph.d.next = self.e_ph.val() + 1;
                        }
                        if (self.e_ph.val() == 4) & (self.e_frame.val() == self.k_frames.val() + 1) {
                            self.issuing.d.next = false;
                            self.drain.d.next = 4.into();
                        }
                        for l in 0..P {
                            if self.e_ph.val() == 0 {
                                // v = r1 + a0·b1.
                                self.bf[l].a.next = self.r1[l].q.val();
                                self.bf[l].b.next = self.b1[l].q.val();
                                self.bf[l].w.next = self.a0[l].q.val();
                            } else if self.e_ph.val() == 1 {
                                // u = r0 + a0·b0.
                                self.bf[l].a.next = self.r0[l].q.val();
                                self.bf[l].b.next = self.b0[l].q.val();
                                self.bf[l].w.next = self.a0[l].q.val();
                            } else if self.e_ph.val() == 2 {
                                // p = a1·b1.
                                self.bf[l].b.next = self.b1[l].q.val();
                                self.bf[l].w.next = self.a1[l].q.val();
                            } else if self.e_ph.val() == 3 {
                                // c1 of the previous pair: v + a1·b0.
                                self.bf[l].a.next = self.v_hold[l].q.val();
                                self.bf[l].b.next = self.pb0[l].q.val();
                                self.bf[l].w.next = self.pa1[l].q.val();
                            } else {
                                // c0 of the previous pair: u + γ·p; the prefetched pair becomes
                                // current.
                                self.bf[l].a.next = self.u_hold[l].q.val();
                                self.bf[l].b.next = self.p_hold[l].q.val();
                                self.pa1[l].d.next = self.a1[l].q.val();
                                self.pb0[l].d.next = self.b0[l].q.val();
                                self.a0[l].d.next = self.na0[l].q.val();
                                self.a1[l].d.next = self.na1[l].q.val();
                                self.b0[l].d.next = self.nb0[l].q.val();
                                self.b1[l].d.next = self.nb1[l].q.val();
                                self.r0[l].d.next = self.nr0[l].q.val();
                                self.r1[l].d.next = self.nr1[l].q.val();
                            }
                        }
                        // γ for lane 0 is ±TWIDDLES[64 + pair/2]; lane 1's pair is odd: −γ0.
                        if self.e_ph.val() == 4 {
                            self.bf[0].w.next = self.gamma0.val();
                            for l in 1..P {
                                self.bf[l].w.next = self.k_q.val() - self.gamma0.val();
                            }
                            if (self.e_frame.val() >= 2) & (self.e_frame.val() <= self.k_frames.val() + 1) {
                                self.pt_en.next = true;
                            }
                            self.pt_kind.next = 3.into();
                            self.pt_jt.next = self.e_jbase.val() - self.k_4p.val();
                            self.pt_jb.next = self.e_jbase.val() - self.k_4p.val() + self.k_p.val();
                        }
                    } else {
                        // Add / Sub: read the first operand's two words, then the second's.
                        self.rd_jt.next = self.e_jbase.val();
                        self.rd_jb.next = self.e_jbase.val() + self.k_p.val();
                        self.d1_jt.d.next = self.rd_jt.val();
                        self.d1_jb.d.next = self.rd_jb.val();
                        if self.e_ph.val() == 0 {
                            self.rd_slot.next = self.e_sa.val();
                            self.d1_x.d.next = true;
                            self.ph.d.next = 1.into();
                        } else {
                            self.rd_slot.next = self.e_sb.val();
                            self.d1_y.d.next = true;
                            self.ph.d.next = 0.into();
                            self.jbase.d.next = self.e_jbase.val() + self.k_2p.val();
                            if self.e_jbase.val() == self.k_last_pair.val() {
                                self.issuing.d.next = false;
                                self.drain.d.next = 6.into();
                            }
                        }
                    }
                } else if self.busy_q.q.val() & (self.drain.q.val() == 1) {
                    self.busy_q.d.next = false;
                    self.done_q.d.next = true;
                } else if self.busy_q.q.val() {
                    self.drain.d.next = self.drain.q.val() - 1;
                }

                // ---- BaseMul: latch the prefetched words (they arrive one cycle after the read)
                // and the butterflies' partial results (4 cycles after they were presented: v at
                // cycle 4 of its frame, u, p and c1 at cycles 0, 1, 2 of the next). `ph` keeps
                // counting during the drain, so the last pair's c1 is caught too.
                if self.busy_q.q.val() & (self.op_q.q.val() >= 2) & (self.op_q.q.val() < 4) {
                    if !self.issuing.q.val() {
                        self.ph.d.next = self.ph.q.val() + 1;
                    }
                    for l in 0..P {
                        if self.ph.q.val() == 0 {
                            self.u_hold[l].d.next = self.bf[l].x.val();
                        }
                        if self.ph.q.val() == 1 {
                            self.p_hold[l].d.next = self.bf[l].x.val();
                        }
                        if self.ph.q.val() == 2 {
                            self.c1_hold[l].d.next = self.bf[l].x.val();
                        }
                        if self.ph.q.val() == 4 {
                            self.v_hold[l].d.next = self.bf[l].x.val();
                        }
                        if self.ph.q.val() == 1 {
                            self.na0[l].d.next = self.flat[2 * l].val();
                            self.na1[l].d.next = self.flat[2 * l + 1].val();
                        }
                        if self.ph.q.val() == 2 {
                            self.nb0[l].d.next = self.flat[2 * l].val();
                            self.nb1[l].d.next = self.flat[2 * l + 1].val();
                        }
                        if self.ph.q.val() == 3 {
                            if self.op_q.q.val() == 3 {
                                self.nr0[l].d.next = self.flat[2 * l].val();
                                self.nr1[l].d.next = self.flat[2 * l + 1].val();
                            } else {
                                self.nr0[l].d.next = 0.into();
                                self.nr1[l].d.next = 0.into();
                            }
                        }
                    }
                }

                // ---- Present stage for NTT / INTT and Add / Sub.
                if self.d1_ntt.q.val() {
                    for l in 0..P {
                        self.bf[l].a.next = self.top[l].val();
                        self.bf[l].b.next = self.bot[l].val();
                        self.bf[l].w.next = self.twiddles.data.val();
                        self.bf[l].inverse.next = self.op_q.q.val() == 1;
                    }
                    self.pt_en.next = true;
                    self.pt_kind.next = 0.into();
                    self.pt_jt.next = self.d1_jt.q.val();
                    self.pt_jb.next = self.d1_jb.q.val();
                }
                // Add / Sub keep the first operand's words in na0, na1 and the second's bottom word
                // in nb1 (BaseMul's prefetch registers, idle then; BaseMul reloads them before use).
                if self.d1_x.q.val() {
                    for l in 0..P {
                        self.na0[l].d.next = self.top[l].val();
                        self.na1[l].d.next = self.bot[l].val();
                    }
                }
                if self.d1_y.q.val() {
                    for l in 0..P {
                        self.bf[l].a.next = self.na0[l].q.val();
                        self.bf[l].b.next = self.top[l].val();
                        self.bf[l].w.next = 1.into();
                        self.nb1[l].d.next = self.bot[l].val();
                    }
                    self.pt_en.next = true;
                    self.pt_jt.next = self.d1_jt.q.val();
                }
                if self.d2_y.q.val() {
                    for l in 0..P {
                        self.bf[l].a.next = self.na1[l].q.val();
                        self.bf[l].b.next = self.nb1[l].q.val();
                        self.bf[l].w.next = 1.into();
                    }
                    self.pt_en.next = true;
                    self.pt_jt.next = self.d2_jb.q.val();
                }
                if self.d1_y.q.val() | self.d2_y.q.val() {
                    if self.op_q.q.val() == 5 {
                        self.pt_kind.next = 2.into();
                    } else {
                        self.pt_kind.next = 1.into();
                    }
                }

                // ---- Fused engines: the first layer's butterfly (lane 0) on each read, the second
                // layer's butterfly on pairs of its results: A's results are held 5 cycles after A's
                // read; when B's arrive, pair 1 = (x_A, x_B) goes in, one cycle later pair 2 =
                // (y_A, y_B). The second butterfly's twiddle is addressed one cycle ahead.
                self.bf_b.a.next = 0.into();
                self.bf_b.b.next = 0.into();
                self.bf_b.w.next = self.twiddles_b.data.val();
                self.bf_b.inverse.next = self.op_q.q.val() == 1;
                self.ftop.next = self.dl_jb[5].q.val();
                self.flg.next = self.dl_lg[5].q.val();
                if self.dl_v[3].q.val() & self.dl_odd[3].q.val() {
                    self.ftop.next = self.dl_jt[4].q.val();
                    self.flg.next = self.dl_lg[4].q.val();
                }
                if self.op_q.q.val() == 0 {
                    // NTT: second layer s.
                    self.fzb.next = (bit_cast::<16, 8>(self.ftop.val()) | 256) >> (self.flg.val() + 1);
                } else {
                    // INTT: second layer 2s.
                    self.fzb.next = ((self.k_511.val() - bit_cast::<16, 8>(self.ftop.val()))
                        >> (self.flg.val() + 2))
                        | 128;
                }
                self.twiddles_b.address.next = self.fzb.val().get_bits::<8>(0);
                if self.k_fused.val() {
                    if self.d1_f.q.val() {
                        self.bf[0].a.next = self.top[0].val();
                        self.bf[0].b.next = self.bot[0].val();
                        self.bf[0].w.next = self.twiddles.data.val();
                        self.bf[0].inverse.next = self.op_q.q.val() == 1;
                    }
                    if self.dl_v[4].q.val() & !self.dl_odd[4].q.val() {
                        self.xa_hold.d.next = self.bf[0].x.val();
                        self.ya_hold.d.next = self.bf[0].y.val();
                    }
                    if self.dl_v[4].q.val() & self.dl_odd[4].q.val() {
                        self.bf_b.a.next = self.xa_hold.q.val();
                        self.bf_b.b.next = self.bf[0].x.val();
                        self.yb_hold.d.next = self.bf[0].y.val();
                        self.u_en[0].d.next = true;
                        self.u_jt[0].d.next = self.dl_jt[5].q.val();
                        self.u_jb[0].d.next = self.dl_jt[4].q.val();
                    }
                    if self.dl_v[5].q.val() & self.dl_odd[5].q.val() {
                        self.bf_b.a.next = self.ya_hold.q.val();
                        self.bf_b.b.next = self.yb_hold.q.val();
                        self.u_en[0].d.next = true;
                        self.u_jt[0].d.next = self.dl_jb[6].q.val();
                        self.u_jb[0].d.next = self.dl_jb[5].q.val();
                    }
                }

                // ---- Write-back tags follow the butterfly pipeline.
                self.t1_en.d.next = self.pt_en.val();
                self.t1_kind.d.next = self.pt_kind.val();
                self.t1_jt.d.next = self.pt_jt.val();
                self.t1_jb.d.next = self.pt_jb.val();
                self.t2_en.d.next = self.t1_en.q.val();
                self.t2_kind.d.next = self.t1_kind.q.val();
                self.t2_jt.d.next = self.t1_jt.q.val();
                self.t2_jb.d.next = self.t1_jb.q.val();
                self.t3_en.d.next = self.t2_en.q.val();
                self.t3_kind.d.next = self.t2_kind.q.val();
                self.t3_jt.d.next = self.t2_jt.q.val();
                self.t3_jb.d.next = self.t2_jb.q.val();
                self.t4_en.d.next = self.t3_en.q.val();
                self.t4_kind.d.next = self.t3_kind.q.val();
                self.t4_jt.d.next = self.t3_jt.q.val();
                self.t4_jb.d.next = self.t3_jb.q.val();

                // ---- Write port: the engine's results when busy, the host's coefficient when idle.
                for i in 0..4 {
                    self.flatw[i].next = 0.into();
                }
                for l in 0..P {
                    self.flatw[2 * l].next = self.bf[l].x.val();
                    self.flatw[2 * l + 1].next = self.c1_hold[l].q.val();
                }
                self.wr_lanes.next = 0xFF.into();
                if self.busy_q.q.val() {
                    if self.op_q.q.val() < 2 {
                        self.wr_slot.next = self.sa.q.val();
                    } else {
                        self.wr_slot.next = self.sr.q.val();
                    }
                    self.wr_jt.next = self.t4_jt.q.val();
                    self.wr_jb.next = self.t4_jb.q.val();
                    self.wr_en_t.next = self.t4_en.q.val();
                    self.wr_en_b.next =
                        self.t4_en.q.val() & ((self.t4_kind.q.val() == 0) | (self.t4_kind.q.val() == 3));
                    for l in 0..P {
                        // Kinds 0 (butterfly pair) and 1 (add: one word from x).
                        if self.t4_kind.q.val() < 2 {
                            self.wr_t[l].next = self.bf[l].x.val();
                            self.wr_b[l].next = self.bf[l].y.val();
                        } else if self.t4_kind.q.val() == 2 {
                            self.wr_t[l].next = self.bf[l].y.val();
                            self.wr_b[l].next = self.bf[l].y.val();
                        } else {
                            self.wr_t[l].next = self.flatw[l].val();
                            self.wr_b[l].next = self.flatw[l].val();
                        }
                    }
                    if self.t4_kind.q.val() == 3 {
                        for p in P..(P + 1) {
                            for l in 0..P {
                                self.wr_b[l].next = self.flatw[p + l].val();
                            }
                        }
                    }
                    if self.k_fused.val() & self.u_en[3].q.val() {
                        self.wr_jt.next = self.u_jt[3].q.val();
                        self.wr_jb.next = self.u_jb[3].q.val();
                        self.wr_en_t.next = true;
                        self.wr_en_b.next = true;
                        self.wr_t[0].next = self.bf_b.x.val();
                        self.wr_b[0].next = self.bf_b.y.val();
                    }
                } else {
                    self.wr_slot.next = self.host_slot.val();
                    self.wr_jt.next = self.host_index.val();
                    self.wr_jb.next = self.host_index.val() ^ self.k_p.val();
                    self.wr_en_t.next = self.host_write.val();
                    self.wr_en_b.next = false;
                    self.wr_lanes.next =
                        self.k_one.val() << (self.host_index.val() & self.k_lane_mask.val());
                    for l in 0..P {
                        self.wr_t[l].next = self.host_wdata.val();
                        self.wr_b[l].next = self.host_wdata.val();
                    }
                }
                if self.reset.val() {
                    self.wr_en_t.next = false;
                    self.wr_en_b.next = false;
                }

                // ---- Bank mapping: word w = j >> log2 P in bank parity(w), address {slot, w >> 1}.
                self.rd_wt.next = self.rd_jt.val() >> self.k_lgp.val();
                self.rd_wb.next = self.rd_jb.val() >> self.k_lgp.val();
                self.rd_at.next = (bit_cast::<16, SW>(self.rd_slot.val()) << self.k_slot_shift.val())
                    | bit_cast::<16, 8>(self.rd_wt.val() >> 1);
                self.rd_ab.next = (bit_cast::<16, SW>(self.rd_slot.val()) << self.k_slot_shift.val())
                    | bit_cast::<16, 8>(self.rd_wb.val() >> 1);
                self.swap_q.d.next = self.rd_wt.val().xor();
                self.wr_wt.next = self.wr_jt.val() >> self.k_lgp.val();
                self.wr_wb.next = self.wr_jb.val() >> self.k_lgp.val();
                self.wr_at.next = (bit_cast::<16, SW>(self.wr_slot.val()) << self.k_slot_shift.val())
                    | bit_cast::<16, 8>(self.wr_wt.val() >> 1);
                self.wr_ab.next = (bit_cast::<16, SW>(self.wr_slot.val()) << self.k_slot_shift.val())
                    | bit_cast::<16, 8>(self.wr_wb.val() >> 1);
                self.twiddles.address.next = self.rom_addr.val();
                // The part of each parity bank an address lies in: 0 the first, 1 the second, 2 the
                // third, 3 none (past the last slot: reads give zeros, writes are dropped). The top
                // and bottom words of an access are in the same slot, so in the same part. An
                // unbanked engine (`k_banked` false) has only the first part, and its logic is the
                // same as before the parts existed: the constant removes the rest in synthesis.
                self.rpart.next = 0.into();
                self.wpart.next = 0.into();
                self.smp_addr.next = (bit_cast::<16, 1>(self.smp_buffer.val().into()) << 7)
                    | bit_cast::<16, 8>(self.smp_index.val() >> 1);
                if self.k_banked.val() {
                    self.rpart.next = 3.into();
                    if self.rd_at.val() < self.k_key_base.val() {
                        self.rpart.next = 0.into();
                    } else if self.rd_at.val() < self.k_smp_base.val() {
                        self.rpart.next = 1.into();
                    } else if self.rd_at.val() < self.k_end.val() {
                        self.rpart.next = 2.into();
                    }
                    self.wpart.next = 3.into();
                    if self.wr_at.val() < self.k_key_base.val() {
                        self.wpart.next = 0.into();
                    } else if self.wr_at.val() < self.k_smp_base.val() {
                        self.wpart.next = 1.into();
                    } else if self.wr_at.val() < self.k_end.val() {
                        self.wpart.next = 2.into();
                    }
                }
                self.rpart_q.d.next = self.rpart.val();
                for l in 0..P {
                    if self.rd_wt.val().xor() {
                        self.bank1[l].read_address.next = self.rd_at.val().get_bits::<AW>(0);
                        self.bank0[l].read_address.next = self.rd_ab.val().get_bits::<AW>(0);
                    } else {
                        self.bank0[l].read_address.next = self.rd_at.val().get_bits::<AW>(0);
                        self.bank1[l].read_address.next = self.rd_ab.val().get_bits::<AW>(0);
                    }
                    if self.wr_wt.val().xor() {
                        self.bank1[l].write_address.next = self.wr_at.val().get_bits::<AW>(0);
                        self.bank1[l].write_data.next = self.wr_t[l].val();
                        self.bank1[l].write_enable.next =
                            self.wr_en_t.val() & self.wr_lanes.val().get_bit(l);
                        self.bank0[l].write_address.next = self.wr_ab.val().get_bits::<AW>(0);
                        self.bank0[l].write_data.next = self.wr_b[l].val();
                        self.bank0[l].write_enable.next =
                            self.wr_en_b.val() & self.wr_lanes.val().get_bit(l);
                    } else {
                        self.bank0[l].write_address.next = self.wr_at.val().get_bits::<AW>(0);
                        self.bank0[l].write_data.next = self.wr_t[l].val();
                        self.bank0[l].write_enable.next =
                            self.wr_en_t.val() & self.wr_lanes.val().get_bit(l);
                        self.bank1[l].write_address.next = self.wr_ab.val().get_bits::<AW>(0);
                        self.bank1[l].write_data.next = self.wr_b[l].val();
                        self.bank1[l].write_enable.next =
                            self.wr_en_b.val() & self.wr_lanes.val().get_bit(l);
                    }
                    // The other parts of a banked engine: the same addresses (their low bits), and a
                    // write enabled only in the part it falls in. The sample buffers are written
                    // through their own port only (the engine's and the host port's writes there are
                    // dropped), in bank parity(j) at {buffer, j >> 1}.
                    if self.rd_wt.val().xor() {
                        self.key1[l].read_address.next = self.rd_at.val().get_bits::<KW>(0);
                        self.key0[l].read_address.next = self.rd_ab.val().get_bits::<KW>(0);
                        self.smp1[l].read_address.next = self.rd_at.val().get_bits::<SBW>(0);
                        self.smp0[l].read_address.next = self.rd_ab.val().get_bits::<SBW>(0);
                    } else {
                        self.key0[l].read_address.next = self.rd_at.val().get_bits::<KW>(0);
                        self.key1[l].read_address.next = self.rd_ab.val().get_bits::<KW>(0);
                        self.smp0[l].read_address.next = self.rd_at.val().get_bits::<SBW>(0);
                        self.smp1[l].read_address.next = self.rd_ab.val().get_bits::<SBW>(0);
                    }
                    if self.wr_wt.val().xor() {
                        self.wa1[l].next = self.wr_at.val();
                        self.wd1[l].next = self.wr_t[l].val();
                        self.we1[l].next = self.wr_en_t.val() & self.wr_lanes.val().get_bit(l);
                        self.wa0[l].next = self.wr_ab.val();
                        self.wd0[l].next = self.wr_b[l].val();
                        self.we0[l].next = self.wr_en_b.val() & self.wr_lanes.val().get_bit(l);
                    } else {
                        self.wa0[l].next = self.wr_at.val();
                        self.wd0[l].next = self.wr_t[l].val();
                        self.we0[l].next = self.wr_en_t.val() & self.wr_lanes.val().get_bit(l);
                        self.wa1[l].next = self.wr_ab.val();
                        self.wd1[l].next = self.wr_b[l].val();
                        self.we1[l].next = self.wr_en_b.val() & self.wr_lanes.val().get_bit(l);
                    }
                    self.key0[l].write_address.next = self.wa0[l].val().get_bits::<KW>(0);
                    self.key0[l].write_data.next = self.wd0[l].val();
                    self.key0[l].write_enable.next =
                        self.k_banked.val() & self.we0[l].val() & (self.wpart.val() == 1);
                    self.key1[l].write_address.next = self.wa1[l].val().get_bits::<KW>(0);
                    self.key1[l].write_data.next = self.wd1[l].val();
                    self.key1[l].write_enable.next =
                        self.k_banked.val() & self.we1[l].val() & (self.wpart.val() == 1);
                    self.smp0[l].write_address.next = self.smp_addr.val().get_bits::<SBW>(0);
                    self.smp0[l].write_data.next = self.smp_value.val();
                    self.smp0[l].write_enable.next =
                        self.k_banked.val() & self.smp_write.val() & !self.smp_index.val().xor();
                    self.smp1[l].write_address.next = self.smp_addr.val().get_bits::<SBW>(0);
                    self.smp1[l].write_data.next = self.smp_value.val();
                    self.smp1[l].write_enable.next =
                        self.k_banked.val() & self.smp_write.val() & self.smp_index.val().xor();
                    if self.k_banked.val() {
                        self.bank0[l].write_enable.next = self.we0[l].val() & (self.wpart.val() == 0);
                        self.bank1[l].write_enable.next = self.we1[l].val() & (self.wpart.val() == 0);
                    }
                }

                self.busy.next = self.busy_q.q.val();
                self.done.next = self.done_q.q.val();
                if self.reset.val() {
                    self.busy_q.d.next = false;
                    self.done_q.d.next = false;
                    self.issuing.d.next = false;
                    self.d1_ntt.d.next = false;
                    self.d1_x.d.next = false;
                    self.d1_y.d.next = false;
                    self.d2_y.d.next = false;
                    self.t1_en.d.next = false;
                    self.t2_en.d.next = false;
                    self.t3_en.d.next = false;
                    self.t4_en.d.next = false;
                    self.d1_f.d.next = false;
                    for i in 0..8 {
                        self.dl_v[i].d.next = false;
                    }
                    for i in 0..4 {
                        self.u_en[i].d.next = false;
                    }
                }
            }
        }

        impl<
            const P: usize,
            const AW: usize,
            const F: bool,
            const SW: usize,
            const KW: usize,
            const SBW: usize,
        > EngineIo<SW> for $name<P, AW, F, SW, KW, SBW>
        {
            const LANES: usize = P;
            const FUSED: bool = F;
            const REDUCER: &'static str = <$butterfly as ButterflyBlock>::REDUCER;

            fn io(&mut self) -> EnginePorts<'_, SW> {
                EnginePorts {
                    clock: &mut self.clock,
                    reset: &mut self.reset,
                    start: &mut self.start,
                    op: &mut self.op,
                    slot_a: &mut self.slot_a,
                    slot_b: &mut self.slot_b,
                    slot_r: &mut self.slot_r,
                    busy: &self.busy,
                    done: &self.done,
                    host_write: &mut self.host_write,
                    host_slot: &mut self.host_slot,
                    host_index: &mut self.host_index,
                    host_wdata: &mut self.host_wdata,
                    host_rdata: &self.host_rdata,
                    smp_write: &mut self.smp_write,
                    smp_buffer: &mut self.smp_buffer,
                    smp_index: &mut self.smp_index,
                    smp_value: &mut self.smp_value,
                }
            }
        }
    };
}

/// An engine's ports, borrowed: what a driver needs to run any engine block, whichever
/// butterfly it was built with (`EngineSim` is generic over [`EngineIo`]).
pub struct EnginePorts<'a, const SW: usize> {
    pub clock: &'a mut Signal<In, Clock>,
    pub reset: &'a mut Signal<In, Bit>,
    pub start: &'a mut Signal<In, Bit>,
    pub op: &'a mut Signal<In, Bits<3>>,
    pub slot_a: &'a mut Signal<In, Bits<SW>>,
    pub slot_b: &'a mut Signal<In, Bits<SW>>,
    pub slot_r: &'a mut Signal<In, Bits<SW>>,
    pub busy: &'a Signal<Out, Bit>,
    pub done: &'a Signal<Out, Bit>,
    pub host_write: &'a mut Signal<In, Bit>,
    pub host_slot: &'a mut Signal<In, Bits<SW>>,
    pub host_index: &'a mut Signal<In, Bits<8>>,
    pub host_wdata: &'a mut Signal<In, Bits<12>>,
    pub host_rdata: &'a Signal<Out, Bits<12>>,
    pub smp_write: &'a mut Signal<In, Bit>,
    pub smp_buffer: &'a mut Signal<In, Bit>,
    pub smp_index: &'a mut Signal<In, Bits<8>>,
    pub smp_value: &'a mut Signal<In, Bits<12>>,
}

/// An engine block with `SW`-bit slot ports, any butterfly (`ntt_engine_block!`).
pub trait EngineIo<const SW: usize>: Block + Default {
    /// Butterflies side by side (P).
    const LANES: usize;
    /// Two butterflies in cascade (F).
    const FUSED: bool;
    /// The reducer of its butterflies ([`ButterflyBlock::REDUCER`]).
    const REDUCER: &'static str;
    /// The ports, borrowed.
    fn io(&mut self) -> EnginePorts<'_, SW>;
}

ntt_engine_block!(
    /// The NTT engine with [`Butterfly`] ([`crate::rtl::reduce::DaddaReducer`]): the engine
    /// of the device and of the report's engine section.
    NttEngine,
    Butterfly
);

/// The one-butterfly engines of the reduction paper's PE-level comparison (§4.3): the same
/// engine as [`NttEngineP1`] (same memory, schedule, latencies and datapath from the
/// butterfly to the RAM write data), with the butterfly of another reducer. Report rows
/// only; `ButterflyNaive` (Verilog `%`, the flow check) has no engine.
macro_rules! pe_engines {
    ($($generic:ident, $p1:ident, $butterfly:ident;)*) => {
        $(
            ntt_engine_block!(
                #[doc = concat!("[`NttEngine`] with [`", stringify!($butterfly), "`](super::", stringify!($butterfly), ").")]
                $generic,
                super::$butterfly
            );
            #[doc = concat!("[`NttEngineP1`] with [`", stringify!($butterfly), "`](super::", stringify!($butterfly), ") (PE-level report row).")]
            pub type $p1 = $generic<1, 10, false, 3, 1, 1>;
        )*
    };
}

pe_engines!(
    NttEngineHighByte, NttEngineP1HighByte, ButterflyHighByte;
    NttEngineDaddaWide, NttEngineP1DaddaWide, ButterflyDaddaWide;
    NttEngineShiftAdd, NttEngineP1ShiftAdd, ButterflyShiftAdd;
    NttEngineYaman, NttEngineP1Yaman, ButterflyYaman;
    NttEngineGuo, NttEngineP1Guo, ButterflyGuo;
    NttEngineProth, NttEngineP1Proth, ButterflyProth;
    NttEngineChain, NttEngineP1Chain, ButterflyChain;
    NttEngineBarrettDsp, NttEngineP1BarrettDsp, ButterflyBarrettDsp;
    NttEngineBarrett, NttEngineP1Barrett, ButterflyBarrett;
    NttEngineFusedMul, NttEngineP1FusedMul, ButterflyFusedMul;
    NttEngineDaddaLut, NttEngineP1DaddaLut, ButterflyDaddaLut;
);
