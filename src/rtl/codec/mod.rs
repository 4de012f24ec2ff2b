//! The ML-KEM polynomial codecs: Compress_d / Decompress_d (FIPS 203 §4.2.1, eqs. 4.7, 4.8)
//! and ByteEncode_d / ByteDecode_d (Algorithms 5, 6) over a polynomial slot with a one-cycle
//! read latency.
//!
//! | block | kind | latency |
//! |---|---|---|
//! | [`Compress`] | combinational, no division (a constant reciprocal as shifts and adds) | 0 cycles |
//! | [`Decompress`] | combinational, y·q as shifts and adds | 0 cycles |
//! | [`PolyEncoder`] | 256 coefficient reads → 32·d bytes of ByteEncode_d(Compress_d(f)) | [`encoder_cycles`]: max(256, 32·d) + 5 |
//! | [`PolyDecoder`] | 32·d byte reads → 256 coefficient writes of Decompress_d(ByteDecode_d(B)) | [`decoder_cycles`]: max(256, 32·d) + 3 |
//!
//! # Exactness of [`Compress`]
//!
//! Let z = ⌊4096·x / q⌋ (12 bits for x < q). Then ⌊2^(d+1)·x / q⌋ = ⌊z / 2^(11−d)⌋ (a floor of a
//! floor) and Compress_d(x) = ⌊(⌊2^(d+1)·x/q⌋ + 1) / 2⌋ mod 2^d, the round-half-up of
//! 2^d·x/q. z itself is ⌊(16·315·x − ⌊145·x / 512⌋) / 4096⌋: 315·2^13 − 145 = 2 580 335 is a
//! reciprocal m with ⌊x·m / 2^21⌋ = ⌊4096·x/q⌋ for every x < q, and dropping the low 9 bits
//! of 145·x moves x·m up by less than 512, inside the slack of that reciprocal (every
//! offset in [0, 513) keeps the quotient). The tests check all 11·q inputs against
//! [`crate::model::encode::compress`], in RustHDL and on the exported Verilog.
//!
//! # Constant time
//!
//! Both stream units decide every read and every output from counters that depend only on
//! d (a "virtual" bit count at the request stage that the datapath's real bit count follows
//! a fixed number of cycles later), never on the data: the cycle count is a function of d.
//!
//! # Area
//!
//! Measured figures (LUT, LC, Fmax) live in `bitstreams/report.json`: the rows `compress`,
//! `decompress`, `poly_encoder` and `poly_decoder` of the report's device section
//! (`bitstreams/report.md`). [`registered`] holds the wrappers that measure the two
//! combinational blocks between registers. No EBR or DSP.
//!
//! Model: [`crate::model::encode`]. Test: `tests/rtl_codec.rs` (RustHDL simulation and the
//! exported Verilog under Verilator).

pub mod registered;
pub mod verilated;

use rust_hdl::prelude::*;

use crate::params::{N, Q};

const _: () = assert!(N == 256, "coeff_index is 8 bits");

/// Cycles of a [`PolyEncoder`] run, max(256, 32·d) + 5 for d ∈ 1..=12: from the rising edge
/// that takes `start` to the edge after which `done` is high, i.e. the number of cycles
/// `busy` is high.
pub const fn encoder_cycles(d: usize) -> usize {
    let b = 32 * d;
    (if b > N { b } else { N }) + 5
}

/// Cycles of a [`PolyDecoder`] run, counted like [`encoder_cycles`]: max(256, 32·d) + 3.
pub const fn decoder_cycles(d: usize) -> usize {
    let b = 32 * d;
    (if b > N { b } else { N }) + 3
}

/// Compress_d(x) = ⌈(2^d/q)·x⌋ mod 2^d (FIPS 203 eq. 4.7), combinational (0 cycles).
///
/// Inputs: `x` ∈ [0, q), `d` ∈ 1..=11; output `y` ∈ [0, 2^d). As an extension `d` = 12
/// passes `x` through unchanged (ByteEncode_12 takes coefficients uncompressed), so the
/// encoder needs no separate path. Other `d` (0, 13..15): unspecified output.
///
/// No division: ⌊4096·x/q⌋ by a reciprocal as shifts and adds (see the module
/// documentation), then a right shift by 11 − d and a round-half-up.
#[derive(LogicBlock, Default)]
pub struct Compress {
    pub x: Signal<In, Bits<12>>,
    pub d: Signal<In, Bits<4>>,
    pub y: Signal<Out, Bits<12>>,
    // Each product exactly as wide as its largest value (12-bit x), so that no carry chain
    // runs through constant-zero bits.
    xw: Signal<Local, Bits<20>>,
    x5: Signal<Local, Bits<15>>,
    x315: Signal<Local, Bits<21>>,
    x9: Signal<Local, Bits<16>>,
    x145: Signal<Local, Bits<20>>,
    t: Signal<Local, Bits<25>>,
    z: Signal<Local, Bits<13>>,
    sh: Signal<Local, Bits<4>>,
    w: Signal<Local, Bits<13>>,
    r: Signal<Local, Bits<13>>,
    one: Signal<Local, Bits<13>>,
    mask: Signal<Local, Bits<13>>,
    rm: Signal<Local, Bits<13>>,
}

impl Logic for Compress {
    #[hdl_gen]
    fn update(&mut self) {
        self.xw.next = bit_cast::<20, 12>(self.x.val());
        self.x5.next = bit_cast::<15, 12>(self.x.val()) + (bit_cast::<15, 12>(self.x.val()) << 2);
        self.x315.next =
            (bit_cast::<21, 15>(self.x5.val()) << 6) - bit_cast::<21, 15>(self.x5.val());
        self.x9.next = bit_cast::<16, 12>(self.x.val()) + (bit_cast::<16, 12>(self.x.val()) << 3);
        self.x145.next = (bit_cast::<20, 16>(self.x9.val()) << 4) + self.xw.val();
        // t = 16·315·x − ⌊145·x/512⌋; z = ⌊t / 4096⌋ = ⌊4096·x/q⌋ < 4096.
        self.t.next = (bit_cast::<25, 21>(self.x315.val()) << 4)
            - bit_cast::<25, 11>(self.x145.val().get_bits::<11>(9));
        self.z.next = self.t.val().get_bits::<13>(12);
        // w = ⌊2^(d+1)·x/q⌋; y = ⌊(w + 1)/2⌋ mod 2^d.
        self.sh.next = 11.into();
        self.sh.next = self.sh.val() - self.d.val();
        self.w.next = self.z.val() >> self.sh.val();
        self.r.next = (self.w.val() + 1) >> 1;
        self.one.next = 1.into();
        self.mask.next = (self.one.val() << self.d.val()) - 1;
        self.rm.next = self.r.val() & self.mask.val();
        self.y.next = self.rm.val().get_bits::<12>(0);
        if self.d.val() == 12 {
            self.y.next = self.x.val();
        }
    }
}

/// Decompress_d(y) = ⌈(q/2^d)·y⌋ (FIPS 203 eq. 4.8), combinational (0 cycles).
///
/// Inputs: `y` ∈ [0, 2^d), `d` ∈ 1..=11; output `x` ∈ [0, q). Computed as
/// ⌊(y·2^(11−d)·q + 2^10) / 2^11⌋ with y·q = (y << 11) + (y << 10) + (y << 8) + y.
/// As an extension `d` = 12 is the ByteDecode_12 reduction: `y` ∈ [0, 4096) → y mod q,
/// with `ge_q` high when y ≥ q (the FIPS 203 §7.2 modulus check fails); `ge_q` is low for
/// d < 12.
#[derive(LogicBlock)]
pub struct Decompress {
    pub y: Signal<In, Bits<12>>,
    pub d: Signal<In, Bits<4>>,
    pub x: Signal<Out, Bits<12>>,
    pub ge_q: Signal<Out, Bit>,
    sh: Signal<Local, Bits<4>>,
    /// y·2^(11−d) < 2^11 for y < 2^d.
    ys: Signal<Local, Bits<11>>,
    yw: Signal<Local, Bits<23>>,
    p: Signal<Local, Bits<23>>,
    ge: Signal<Local, Bit>,
    k_q: Constant<Bits<12>>,
}

impl Default for Decompress {
    fn default() -> Self {
        Self {
            y: Default::default(),
            d: Default::default(),
            x: Default::default(),
            ge_q: Default::default(),
            sh: Default::default(),
            ys: Default::default(),
            yw: Default::default(),
            p: Default::default(),
            ge: Default::default(),
            k_q: Constant::new((Q as u64).into()),
        }
    }
}

impl Logic for Decompress {
    #[hdl_gen]
    fn update(&mut self) {
        self.sh.next = 11.into();
        self.sh.next = self.sh.val() - self.d.val();
        self.ys.next = self.y.val().get_bits::<11>(0) << self.sh.val();
        self.yw.next = bit_cast::<23, 11>(self.ys.val());
        self.p.next = (self.yw.val() << 11)
            + (self.yw.val() << 10)
            + (self.yw.val() << 8)
            + self.yw.val()
            + 1024;
        self.x.next = self.p.val().get_bits::<12>(11);
        self.ge.next = self.y.val() >= self.k_q.val();
        self.ge_q.next = false;
        if self.d.val() == 12 {
            self.ge_q.next = self.ge.val();
            if self.ge.val() {
                self.x.next = self.y.val() - self.k_q.val();
            } else {
                self.x.next = self.y.val();
            }
        }
    }
}

/// FIPS 203 Algorithm 5 after eq. 4.7: ByteEncode_d(Compress_d(f)) of the 256
/// coefficients in a polynomial slot (d = 12: ByteEncode_12(f), no compression).
///
/// # Ports
///
/// | port | dir | width | meaning |
/// |---|---|---|---|
/// | `clock` | in | 1 | rising edge active |
/// | `reset` | in | 1 | synchronous: back to idle at once (no further output, no `done`) |
/// | `start` | in | 1 | taken when `busy` is low; `d` is latched with it |
/// | `d` | in | 4 | 1..=12 (other values: unspecified; the run may not end until `reset`) |
/// | `busy` | out | 1 | high from the cycle after `start` until `done` |
/// | `done` | out | 1 | one-cycle pulse in the cycle after the last `out_valid` (`busy` is low then) |
/// | `coeff_index` | out | 8 | the coefficient wanted; its value must be on `coeff_data` one cycle later |
/// | `coeff_data` | in | 12 | coefficient in [0, q) |
/// | `out_valid` | out | 1 | `out_data` holds the next byte: exactly 32·d pulses per run, in order |
/// | `out_data` | out | 8 | the byte (FIPS 203 order: B[0] first) |
///
/// All outputs but `coeff_index` come from registers (`coeff_index` is a register too, the
/// read request counter). The consumer always accepts.
///
/// # Latency
///
/// [`encoder_cycles`]: **max(256, 32·d) + 5** cycles from the edge that takes `start` to
/// the edge after which `done` is high, whatever the coefficients (constant time). Reads
/// go out one per cycle while the 20-bit bit buffer has room (every cycle for d ≤ 8, about
/// 8 of every d cycles beyond), and a byte leaves in every cycle with ≥ 8 buffered bits.
///
/// # Structure
///
/// read (coeff_index) → RAM (1 cycle) → [`Compress`] → register → bit buffer (insert at the
/// bit count, shift out 8 bits) → `out_data` register. The read decisions come from a copy
/// of the bit count kept two cycles ahead, which the buffer's real count follows exactly.
#[derive(LogicBlock)]
pub struct PolyEncoder {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub start: Signal<In, Bit>,
    pub d: Signal<In, Bits<4>>,
    pub busy: Signal<Out, Bit>,
    pub done: Signal<Out, Bit>,
    pub coeff_index: Signal<Out, Bits<8>>,
    pub coeff_data: Signal<In, Bits<12>>,
    pub out_valid: Signal<Out, Bit>,
    pub out_data: Signal<Out, Bits<8>>,
    comp: Compress,
    busy_q: DFF<Bit>,
    done_q: DFF<Bit>,
    fin: DFF<Bit>,
    d_q: DFF<Bits<4>>,
    /// Coefficients requested (0..=256).
    req_cnt: DFF<Bits<9>>,
    /// The bit count the buffer will have three cycles later (request, register, compress).
    vb: DFF<Bits<5>>,
    v1: DFF<Bit>,
    v1b: DFF<Bit>,
    v2: DFF<Bit>,
    /// The coefficient read, registered before [`Compress`] (the RAM's clock-to-out plus the
    /// compression's adders would otherwise be one path: 43 MHz in the device on iCE40).
    xreg: DFF<Bits<12>>,
    creg: DFF<Bits<12>>,
    acc: DFF<Bits<20>>,
    nb: DFF<Bits<5>>,
    outv: DFF<Bit>,
    outd: DFF<Bits<8>>,
    /// Bytes emitted (0..=32·d).
    ocnt: DFF<Bits<9>>,
    dw: Signal<Local, Bits<5>>,
    ve: Signal<Local, Bit>,
    vr: Signal<Local, Bits<5>>,
    req: Signal<Local, Bit>,
    re: Signal<Local, Bit>,
    rr: Signal<Local, Bits<5>>,
    shifted: Signal<Local, Bits<20>>,
    ins: Signal<Local, Bits<20>>,
    nlast: Signal<Local, Bits<9>>,
    k_n: Constant<Bits<9>>,
}

impl Default for PolyEncoder {
    fn default() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            start: Default::default(),
            d: Default::default(),
            busy: Default::default(),
            done: Default::default(),
            coeff_index: Default::default(),
            coeff_data: Default::default(),
            out_valid: Default::default(),
            out_data: Default::default(),
            comp: Default::default(),
            busy_q: Default::default(),
            done_q: Default::default(),
            fin: Default::default(),
            d_q: Default::default(),
            req_cnt: Default::default(),
            vb: Default::default(),
            v1: Default::default(),
            v1b: Default::default(),
            v2: Default::default(),
            xreg: Default::default(),
            creg: Default::default(),
            acc: Default::default(),
            nb: Default::default(),
            outv: Default::default(),
            outd: Default::default(),
            ocnt: Default::default(),
            dw: Default::default(),
            ve: Default::default(),
            vr: Default::default(),
            req: Default::default(),
            re: Default::default(),
            rr: Default::default(),
            shifted: Default::default(),
            ins: Default::default(),
            nlast: Default::default(),
            k_n: Constant::new((N as u64).into()),
        }
    }
}

impl Logic for PolyEncoder {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, busy_q, done_q, fin, d_q, req_cnt, vb, v1, v1b, v2, xreg, creg, acc, nb,
            outv, outd, ocnt
        );
        self.xreg.d.next = self.coeff_data.val();
        self.comp.x.next = self.xreg.q.val();
        self.comp.d.next = self.d_q.q.val();
        self.dw.next = bit_cast::<5, 4>(self.d_q.q.val());
        // Request stage: the virtual bit count decides the read.
        self.ve.next = self.vb.q.val() >= 8;
        self.vr.next = self.vb.q.val();
        if self.ve.val() {
            self.vr.next = self.vb.q.val() - 8;
        }
        self.req.next = self.busy_q.q.val()
            & (self.req_cnt.q.val() < self.k_n.val())
            & ((self.vr.val() + self.dw.val()) <= 19);
        self.vb.d.next = self.vr.val();
        if self.req.val() {
            self.vb.d.next = self.vr.val() + self.dw.val();
            self.req_cnt.d.next = self.req_cnt.q.val() + 1;
        }
        self.v1.d.next = self.req.val();
        // Data stages: the coefficient arrives into `xreg`, then compressed into `creg`.
        self.creg.d.next = self.comp.y.val();
        self.v1b.d.next = self.v1.q.val();
        self.v2.d.next = self.v1b.q.val();
        // Buffer stage: a byte out when ≥ 8 bits, the compressed value in at the top.
        self.re.next = self.nb.q.val() >= 8;
        self.shifted.next = self.acc.q.val();
        self.rr.next = self.nb.q.val();
        if self.re.val() {
            self.shifted.next = self.acc.q.val() >> 8;
            self.rr.next = self.nb.q.val() - 8;
        }
        self.ins.next = bit_cast::<20, 12>(self.creg.q.val()) << self.rr.val();
        self.acc.d.next = self.shifted.val();
        self.nb.d.next = self.rr.val();
        if self.v2.q.val() {
            self.acc.d.next = self.shifted.val() | self.ins.val();
            self.nb.d.next = self.rr.val() + self.dw.val();
        }
        self.outv.d.next = self.re.val();
        self.outd.d.next = self.acc.q.val().get_bits::<8>(0);
        self.nlast.next = (bit_cast::<9, 4>(self.d_q.q.val()) << 5) - 1;
        self.fin.d.next = false;
        self.done_q.d.next = false;
        if self.re.val() {
            self.ocnt.d.next = self.ocnt.q.val() + 1;
            if self.ocnt.q.val() == self.nlast.val() {
                self.fin.d.next = true;
            }
        }
        if self.fin.q.val() {
            self.busy_q.d.next = false;
            self.done_q.d.next = true;
        }
        if self.start.val() & !self.busy_q.q.val() {
            self.busy_q.d.next = true;
            self.d_q.d.next = self.d.val();
            self.req_cnt.d.next = 0.into();
            self.vb.d.next = 0.into();
            self.nb.d.next = 0.into();
            self.acc.d.next = 0.into();
            self.ocnt.d.next = 0.into();
            self.v1.d.next = false;
            self.v1b.d.next = false;
            self.v2.d.next = false;
            self.outv.d.next = false;
            self.fin.d.next = false;
            self.done_q.d.next = false;
        }
        if self.reset.val() {
            self.busy_q.d.next = false;
            self.done_q.d.next = false;
            self.fin.d.next = false;
            self.v1.d.next = false;
            self.v1b.d.next = false;
            self.v2.d.next = false;
            self.outv.d.next = false;
            self.req_cnt.d.next = 0.into();
            self.vb.d.next = 0.into();
            self.nb.d.next = 0.into();
            self.acc.d.next = 0.into();
            self.ocnt.d.next = 0.into();
        }
        self.busy.next = self.busy_q.q.val();
        self.done.next = self.done_q.q.val();
        self.coeff_index.next = self.req_cnt.q.val().get_bits::<8>(0);
        self.out_valid.next = self.outv.q.val();
        self.out_data.next = self.outd.q.val();
    }
}

/// FIPS 203 Algorithm 6 then eq. 4.8: Decompress_d(ByteDecode_d(B)) of 32·d bytes into 256
/// coefficient writes (d = 12: ByteDecode_12, each value taken mod q).
///
/// # Ports
///
/// | port | dir | width | meaning |
/// |---|---|---|---|
/// | `clock` | in | 1 | rising edge active |
/// | `reset` | in | 1 | synchronous: back to idle at once (no further writes, no `done`; clears `out_of_range`) |
/// | `start` | in | 1 | taken when `busy` is low; `d` is latched with it |
/// | `d` | in | 4 | 1..=12 (other values: unspecified; the run may not end until `reset`) |
/// | `busy` | out | 1 | high from the cycle after `start` until `done` |
/// | `done` | out | 1 | one-cycle pulse in the cycle after the last write (`busy` is low then) |
/// | `byte_index` | out | 9 | 0..32·d − 1, the byte wanted; it must be on `byte_data` one cycle later |
/// | `byte_data` | in | 8 | the byte |
/// | `coeff_write` | out | 1 | write pulse: coefficient `coeff_index` ← `coeff_value` |
/// | `coeff_index` | out | 8 | 0..255, each written exactly once per run, in increasing order |
/// | `coeff_value` | out | 12 | in [0, q) |
/// | `out_of_range` | out | 1 | sticky from `start`: d = 12 and some 12-bit value was ≥ q (reduced mod q in the output) |
///
/// All outputs but `byte_index` come from registers (`byte_index` is the request counter,
/// a register too).
///
/// # Latency
///
/// [`decoder_cycles`]: **max(256, 32·d) + 3** cycles from the edge that takes `start` to
/// the edge after which `done` is high, whatever the bytes (constant time): a byte is read
/// in every cycle the 20-bit bit buffer has room (every cycle for d ≥ 8), and a
/// coefficient leaves in every cycle with ≥ d buffered bits.
///
/// # Structure
///
/// read (byte_index) → RAM (1 cycle) → bit buffer (insert at the bit count, shift out d
/// bits) → [`Decompress`] (d = 12: conditional subtraction of q) → write registers.
#[derive(LogicBlock)]
pub struct PolyDecoder {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub start: Signal<In, Bit>,
    pub d: Signal<In, Bits<4>>,
    pub busy: Signal<Out, Bit>,
    pub done: Signal<Out, Bit>,
    pub byte_index: Signal<Out, Bits<9>>,
    pub byte_data: Signal<In, Bits<8>>,
    pub coeff_write: Signal<Out, Bit>,
    pub coeff_index: Signal<Out, Bits<8>>,
    pub coeff_value: Signal<Out, Bits<12>>,
    pub out_of_range: Signal<Out, Bit>,
    dec: Decompress,
    busy_q: DFF<Bit>,
    done_q: DFF<Bit>,
    fin: DFF<Bit>,
    d_q: DFF<Bits<4>>,
    mask_q: DFF<Bits<12>>,
    /// Bytes requested (0..=32·d).
    req_cnt: DFF<Bits<9>>,
    /// The bit count the buffer will have one cycle later.
    vb: DFF<Bits<5>>,
    v1: DFF<Bit>,
    acc: DFF<Bits<20>>,
    nb: DFF<Bits<5>>,
    wr: DFF<Bit>,
    widx: DFF<Bits<8>>,
    wval: DFF<Bits<12>>,
    /// Coefficients extracted (0..=256).
    ccnt: DFF<Bits<9>>,
    oor: DFF<Bit>,
    dw: Signal<Local, Bits<5>>,
    ve: Signal<Local, Bit>,
    vr: Signal<Local, Bits<5>>,
    req: Signal<Local, Bit>,
    re: Signal<Local, Bit>,
    rr: Signal<Local, Bits<5>>,
    shifted: Signal<Local, Bits<20>>,
    ins: Signal<Local, Bits<20>>,
    nbytes: Signal<Local, Bits<9>>,
    one: Signal<Local, Bits<12>>,
    k_last: Constant<Bits<9>>,
}

impl Default for PolyDecoder {
    fn default() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            start: Default::default(),
            d: Default::default(),
            busy: Default::default(),
            done: Default::default(),
            byte_index: Default::default(),
            byte_data: Default::default(),
            coeff_write: Default::default(),
            coeff_index: Default::default(),
            coeff_value: Default::default(),
            out_of_range: Default::default(),
            dec: Default::default(),
            busy_q: Default::default(),
            done_q: Default::default(),
            fin: Default::default(),
            d_q: Default::default(),
            mask_q: Default::default(),
            req_cnt: Default::default(),
            vb: Default::default(),
            v1: Default::default(),
            acc: Default::default(),
            nb: Default::default(),
            wr: Default::default(),
            widx: Default::default(),
            wval: Default::default(),
            ccnt: Default::default(),
            oor: Default::default(),
            dw: Default::default(),
            ve: Default::default(),
            vr: Default::default(),
            req: Default::default(),
            re: Default::default(),
            rr: Default::default(),
            shifted: Default::default(),
            ins: Default::default(),
            nbytes: Default::default(),
            one: Default::default(),
            k_last: Constant::new(((N - 1) as u64).into()),
        }
    }
}

impl Logic for PolyDecoder {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, busy_q, done_q, fin, d_q, mask_q, req_cnt, vb, v1, acc, nb, wr, widx,
            wval, ccnt, oor
        );
        self.dw.next = bit_cast::<5, 4>(self.d_q.q.val());
        // Request stage: the virtual bit count decides the read.
        self.ve.next = self.vb.q.val() >= self.dw.val();
        self.vr.next = self.vb.q.val();
        if self.ve.val() {
            self.vr.next = self.vb.q.val() - self.dw.val();
        }
        self.nbytes.next = bit_cast::<9, 4>(self.d_q.q.val()) << 5;
        self.req.next = self.busy_q.q.val()
            & (self.req_cnt.q.val() < self.nbytes.val())
            & ((self.vr.val() + 8) <= 19);
        self.vb.d.next = self.vr.val();
        if self.req.val() {
            self.vb.d.next = self.vr.val() + 8;
            self.req_cnt.d.next = self.req_cnt.q.val() + 1;
        }
        self.v1.d.next = self.req.val();
        // Buffer stage: d bits out when available, the arriving byte in at the top.
        self.re.next = self.nb.q.val() >= self.dw.val();
        self.shifted.next = self.acc.q.val();
        self.rr.next = self.nb.q.val();
        if self.re.val() {
            self.shifted.next = self.acc.q.val() >> self.dw.val();
            self.rr.next = self.nb.q.val() - self.dw.val();
        }
        self.ins.next = bit_cast::<20, 8>(self.byte_data.val()) << self.rr.val();
        self.acc.d.next = self.shifted.val();
        self.nb.d.next = self.rr.val();
        if self.v1.q.val() {
            self.acc.d.next = self.shifted.val() | self.ins.val();
            self.nb.d.next = self.rr.val() + 8;
        }
        self.dec.y.next = self.acc.q.val().get_bits::<12>(0) & self.mask_q.q.val();
        self.dec.d.next = self.d_q.q.val();
        self.wr.d.next = self.re.val();
        self.widx.d.next = self.ccnt.q.val().get_bits::<8>(0);
        self.wval.d.next = self.dec.x.val();
        self.fin.d.next = false;
        self.done_q.d.next = false;
        if self.re.val() {
            self.ccnt.d.next = self.ccnt.q.val() + 1;
            if self.dec.ge_q.val() {
                self.oor.d.next = true;
            }
            if self.ccnt.q.val() == self.k_last.val() {
                self.fin.d.next = true;
            }
        }
        if self.fin.q.val() {
            self.busy_q.d.next = false;
            self.done_q.d.next = true;
        }
        self.one.next = 1.into();
        if self.start.val() & !self.busy_q.q.val() {
            self.busy_q.d.next = true;
            self.d_q.d.next = self.d.val();
            self.mask_q.d.next = (self.one.val() << self.d.val()) - 1;
            self.req_cnt.d.next = 0.into();
            self.vb.d.next = 0.into();
            self.nb.d.next = 0.into();
            self.acc.d.next = 0.into();
            self.ccnt.d.next = 0.into();
            self.v1.d.next = false;
            self.wr.d.next = false;
            self.fin.d.next = false;
            self.done_q.d.next = false;
            self.oor.d.next = false;
        }
        if self.reset.val() {
            self.busy_q.d.next = false;
            self.done_q.d.next = false;
            self.fin.d.next = false;
            self.v1.d.next = false;
            self.wr.d.next = false;
            self.oor.d.next = false;
            self.req_cnt.d.next = 0.into();
            self.vb.d.next = 0.into();
            self.nb.d.next = 0.into();
            self.acc.d.next = 0.into();
            self.ccnt.d.next = 0.into();
        }
        self.busy.next = self.busy_q.q.val();
        self.done.next = self.done_q.q.val();
        self.byte_index.next = self.req_cnt.q.val();
        self.coeff_write.next = self.wr.q.val();
        self.coeff_index.next = self.widx.q.val();
        self.coeff_value.next = self.wval.q.val();
        self.out_of_range.next = self.oor.q.val();
    }
}
