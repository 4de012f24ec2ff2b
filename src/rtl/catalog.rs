//! The circuit catalogue: every exported circuit, listed once, with its name (the Rust type),
//! its stem (`bitstreams/verilog/<stem>.v`), its unit folder, how to make its Verilog, how the
//! report synthesises it (its [`Harness`]), whether it is placed on the iCE40-HX8K, a line on
//! what it is and its operations. `mlkem-flow verilog` (export and lint), `mlkem-flow demo`
//! (the catalogue table), the report (`flow::report`: one row per entry with a harness) and
//! `tests/exports.rs` (the committed exports equal a fresh export) iterate this table.

use super::codec::{Compress, Decompress, PolyDecoder, PolyEncoder, registered};
use super::device::MlKemDevice;
use super::keccak::{
    KeccakParallelR1, KeccakParallelR2, KeccakSerial, KeccakSponge, KeccakSpongeSerial,
};
use super::link::verilog_of_link;
use super::ntt::{
    Butterfly, ButterflyBarrett, ButterflyBarrettDsp, ButterflyBlock, ButterflyChain,
    ButterflyDaddaLut, ButterflyDaddaWide, ButterflyFusedMul, ButterflyGuo, ButterflyHighByte,
    ButterflyNaive, ButterflyProth, ButterflyShiftAdd, ButterflyYaman, EngineIo, NttEngineBanked,
    NttEngineP1, NttEngineP1Barrett, NttEngineP1BarrettDsp, NttEngineP1Chain, NttEngineP1DaddaLut,
    NttEngineP1DaddaWide, NttEngineP1FusedMul, NttEngineP1Guo, NttEngineP1HighByte,
    NttEngineP1Proth, NttEngineP1ShiftAdd, NttEngineP1Yaman, NttEngineP2, NttEngineP2Fused,
    verilog_of,
};
use super::reduce::generated::{
    BarrettNafQ3329, BarrettNafQ7681, BarrettNafQ12289, BarrettNafQ8380417, DaddaLutReducer,
    DaddaReducerQ7681, DaddaReducerQ12289, DaddaReducerQ8380417, DaddaReducerWin24,
    DaddaReducerWin35, ModReducer,
};
use super::reduce::{
    self, BarrettDsp, BarrettMul, BarrettShiftAdd, BarrettShiftAddChain, BitwiseGuo, BitwiseYaman,
    DaddaHighByteReducer, DaddaReducer, DaddaWideReducer, NaiveReducer, ProthBarrett, Reducer,
};
use super::sample::{
    PolySampler, PolySamplerSerial, SampleCbd, SampleNtt, SamplingEngine, SamplingEngineSerial,
};
use super::uart::{UartRx, UartTx};
use crate::model::ntt_engine::EngineOp;
use crate::protocol::Opcode;

use super::link::verilated::LINK_EXTRA_SUPPRESSED;

/// How the report puts a circuit on the two targets (`flow::synth` builds the wrappers).
#[derive(Clone, Copy, Debug)]
pub enum Harness {
    /// A combinational reducer (`c` → `r`): on the iCE40 between a 24-FF input and a 12-FF
    /// output register (the reduction paper's Fig. 6); on the Artix-7 with `ltp -noff`.
    Reducer,
    /// A generated combinational reducer (`rtl::reduce::generated`) with `c` and `r` of these
    /// widths, measured as [`Harness::Reducer`] is: between a `c_bits`-FF input and an
    /// `r_bits`-FF output register on the iCE40, `ltp -noff` on the Artix-7.
    WideReducer { c_bits: usize, r_bits: usize },
    /// A clocked butterfly: on the iCE40 between input and output registers; on the Artix-7
    /// as it is, with and without DSP48s.
    Butterfly,
    /// Synthesised as it is on both targets (top `top`, clock port `clock`), its ports on
    /// pins that nextpnr places.
    Bare,
    /// A combinational block measured between input and output registers: this Verilog
    /// (module `top`, clock `clock`) is synthesised as [`Harness::Bare`].
    Registered(fn() -> String),
}

/// What a circuit can be asked to do.
#[derive(Clone, Copy, Debug)]
pub enum Operations {
    /// One combinational reduction `c` → `c mod q`.
    Reduce,
    /// Every NTT engine operation ([`EngineOp::ALL`]).
    Engine,
    /// Every command of the protocol ([`Opcode::ALL`]).
    Device,
    /// The operations of its port contract, by name.
    Named(&'static [&'static str]),
}

impl Operations {
    /// The operations' names.
    pub fn names(self) -> Vec<&'static str> {
        match self {
            Operations::Reduce => vec!["reduce"],
            Operations::Engine => EngineOp::ALL.iter().map(|o| o.name()).collect(),
            Operations::Device => Opcode::ALL.iter().map(|o| o.name()).collect(),
            Operations::Named(names) => names.to_vec(),
        }
    }
}

/// One exported circuit.
#[derive(Clone, Copy)]
pub struct Circuit {
    /// The circuit's Rust type.
    pub name: &'static str,
    /// `bitstreams/verilog/<stem>.v`, and its report row.
    pub stem: &'static str,
    /// Its unit: the folder `src/rtl/<unit>/`.
    pub unit: &'static str,
    /// The Verilog RustHDL exports (module `top`).
    pub verilog: fn() -> String,
    /// Extra `verilator --lint-only` flags it needs as a top module.
    pub lint_flags: &'static [&'static str],
    /// How the report synthesises it; `None`: exported, not a row of the report.
    pub harness: Option<Harness>,
    /// Placed and routed on the iCE40-HX8K by the report (false: Artix-7 synthesis only, as
    /// [`Circuit::summary`] says why).
    pub ice40: bool,
    /// One line on what it is (the report's architecture column).
    pub summary: &'static str,
    /// The reducer inside (butterflies, and the one-butterfly engines of the PE-level
    /// comparison).
    pub reducer: Option<&'static str>,
    pub operations: Operations,
}

impl Circuit {
    /// The Verilog the report synthesises: the export, or its registered wrapper.
    pub fn measured_verilog(&self) -> String {
        match self.harness {
            Some(Harness::Registered(f)) => f(),
            _ => (self.verilog)(),
        }
    }
}

/// A circuit synthesised as it is and placed on the iCE40.
const fn c(
    name: &'static str,
    stem: &'static str,
    unit: &'static str,
    verilog: fn() -> String,
    summary: &'static str,
    operations: Operations,
) -> Circuit {
    Circuit {
        name,
        stem,
        unit,
        verilog,
        lint_flags: &[],
        harness: Some(Harness::Bare),
        ice40: true,
        summary,
        reducer: None,
        operations,
    }
}

/// A reducer: its name and stem are the [`Reducer`]'s own.
const fn reducer<R: Reducer>(summary: &'static str) -> Circuit {
    Circuit {
        harness: Some(Harness::Reducer),
        ..c(
            R::NAME,
            R::STEM,
            "reduce",
            reduce::verilog::<R>,
            summary,
            Operations::Reduce,
        )
    }
}

/// A generated reducer (`rtl::reduce::generated`): its name and stem are its own.
const fn generated<R: ModReducer>(summary: &'static str) -> Circuit {
    Circuit {
        harness: Some(Harness::WideReducer {
            c_bits: R::C_BITS,
            r_bits: R::R_BITS,
        }),
        ..c(
            R::NAME,
            R::STEM,
            "reduce",
            reduce::generated::verilog::<R>,
            summary,
            Operations::Reduce,
        )
    }
}

/// The butterfly `B` (its reducer: [`ButterflyBlock::REDUCER`]).
const fn butterfly<B: ButterflyBlock>(name: &'static str, stem: &'static str) -> Circuit {
    Circuit {
        harness: Some(Harness::Butterfly),
        reducer: Some(B::REDUCER),
        ..c(
            name,
            stem,
            "ntt",
            verilog_of::<B>,
            "Cooley–Tukey / Gentleman–Sande butterfly, 4-cycle pipeline",
            BUTTERFLY_OPS,
        )
    }
}

/// The one-butterfly engine `E` ([`NttEngineP1`]'s memory and schedule) around another
/// reducer's butterfly ([`EngineIo::REDUCER`]): a row of the PE-level comparison (reduction
/// paper §4.3).
const fn pe_engine<E: EngineIo<3>>(name: &'static str, stem: &'static str) -> Circuit {
    Circuit {
        reducer: Some(E::REDUCER),
        ..c(
            name,
            stem,
            "ntt",
            verilog_of::<E>,
            "NttEngineP1 with this reducer's butterfly (PE-level comparison)",
            Operations::Engine,
        )
    }
}

/// The ROM entries of the KEM sequencer, and so of either KEM core.
const KEM_CORE_OPS: &[&str] = &[
    "KeyGen",
    "Encaps",
    "Decaps",
    "ExportSecret",
    "ExportPublic",
    "ImportSecret",
    "ImportPublic",
    "Erase",
];

/// The sponge commands of either sponge unit.
const SPONGE_UNIT_OPS: &[&str] = &[
    "H",
    "G",
    "J",
    "PRF",
    "XOF → SampleNTT",
    "PRF → SamplePolyCBD",
];

/// Artix-7 synthesis only: more ports than the HX8K's cb132 package has pins (it is placed
/// inside a larger circuit).
const fn xc7_only(c: Circuit) -> Circuit {
    Circuit { ice40: false, ..c }
}

/// Exported only (no report row).
const fn export_only(c: Circuit) -> Circuit {
    Circuit {
        harness: None,
        ice40: false,
        ..c
    }
}

const BUTTERFLY_OPS: Operations = Operations::Named(&["forward (CT)", "inverse (GS)"]);
const CORE_OPS: Operations = Operations::Named(&["clear", "lane_xor", "lane_read", "permutation"]);
const SPONGE_OPS: Operations = Operations::Named(&["H", "G", "XOF", "PRF", "J"]);

/// Every exported circuit, in the order of the report's tables (`bitstreams/verilog/` holds
/// one file per entry).
pub const CIRCUITS: &[Circuit] = &[
    reducer::<DaddaReducer>(
        "Dadda bit tree after the paper's three eliminations, then a correction",
    ),
    reducer::<DaddaHighByteReducer>("DaddaReducer with its high byte reduced by a table first"),
    reducer::<DaddaWideReducer>(
        "the paper's elimination in the wider window [−q, 4q): 58 bits, height 6, four corrections",
    ),
    reducer::<BarrettShiftAdd>("Barrett with the multiplications as shifts and adds (Xing & Li)"),
    reducer::<BitwiseYaman>("bitwise Dadda tree without the paper's eliminations (Yaman/Mert)"),
    reducer::<BitwiseGuo>(
        "bit tree without redundancy elimination, range (−q, 8q) (Guo et al., our reconstruction)",
    ),
    reducer::<ProthBarrett>(
        "Barrett by 13 instead of q = 13·2^8 + 1 (Li et al., our reconstruction)",
    ),
    reducer::<BarrettShiftAddChain>(
        "full-width Barrett, its multiplier as a shift-add chain (Chen et al., our reconstruction)",
    ),
    reducer::<BarrettDsp>(
        "Barrett with two multipliers on DSP48 slices (Ma et al., our reconstruction)",
    ),
    reducer::<BarrettMul>("textbook Barrett with multipliers"),
    reducer::<NaiveReducer>("`c % 3329` as written, for the flow check"),
    generated::<BarrettNafQ3329>("shift-add Barrett (HAC 14.42, signed-digit constants), q = 3329"),
    generated::<DaddaReducerQ7681>("the paper's bitwise reduction generated for q = 7681"),
    generated::<BarrettNafQ7681>("shift-add Barrett, q = 7681"),
    generated::<DaddaReducerQ12289>("the paper's bitwise reduction generated for q = 12289"),
    generated::<BarrettNafQ12289>("shift-add Barrett, q = 12289"),
    generated::<DaddaReducerQ8380417>(
        "the paper's bitwise reduction generated for q = 8380417 (ML-DSA, 46-bit products)",
    ),
    generated::<BarrettNafQ8380417>("shift-add Barrett, q = 8380417"),
    generated::<DaddaReducerWin24>("the paper's bitwise reduction, q = 3329, window [−2q, 4q)"),
    generated::<DaddaReducerWin35>("the paper's bitwise reduction, q = 3329, window [−3q, 5q)"),
    // Artix-7 cells (LUT6_2): no iCE40 run.
    Circuit {
        ice40: false,
        ..generated::<DaddaLutReducer>(
            "the paper's tree for q = 3329 with every full and half adder one Artix-7 LUT6_2",
        )
    },
    // Measured where it is pipelined: `ButterflyFusedMul` and `NttEngineP1FusedMul` below.
    export_only(c(
        "FusedModMul",
        "fused_mod_mul",
        "reduce",
        reduce::fused_mod_mul::verilog,
        "a·b mod q, partial products and folding in one heap (measured in its butterfly)",
        Operations::Named(&["a·b mod q"]),
    )),
    export_only(c(
        "RegisteredDadda",
        "registered_dadda",
        "reduce",
        reduce::registered::verilog,
        "DaddaReducer between registers, for its waveform",
        Operations::Reduce,
    )),
    butterfly::<Butterfly>("Butterfly", "butterfly"),
    butterfly::<ButterflyHighByte>("ButterflyHighByte", "butterfly_highbyte"),
    butterfly::<ButterflyDaddaWide>("ButterflyDaddaWide", "butterfly_dadda_wide"),
    butterfly::<ButterflyShiftAdd>("ButterflyShiftAdd", "butterfly_shiftadd"),
    butterfly::<ButterflyYaman>("ButterflyYaman", "butterfly_yaman"),
    butterfly::<ButterflyGuo>("ButterflyGuo", "butterfly_guo"),
    butterfly::<ButterflyProth>("ButterflyProth", "butterfly_proth"),
    butterfly::<ButterflyChain>("ButterflyChain", "butterfly_chain"),
    butterfly::<ButterflyBarrettDsp>("ButterflyBarrettDsp", "butterfly_barrett_dsp"),
    butterfly::<ButterflyBarrett>("ButterflyBarrett", "butterfly_barrett"),
    butterfly::<ButterflyFusedMul>("ButterflyFusedMul", "butterfly_fused_mul"),
    // Artix-7 cells (LUT6_2 in `DaddaLutReducer`): no iCE40 run.
    xc7_only(butterfly::<ButterflyDaddaLut>(
        "ButterflyDaddaLut",
        "butterfly_dadda_lut",
    )),
    butterfly::<ButterflyNaive>("ButterflyNaive", "butterfly_naive"),
    Circuit {
        reducer: Some(<NttEngineP1 as EngineIo<3>>::REDUCER),
        ..c(
            "NttEngineP1",
            "ntt_engine_p1",
            "ntt",
            verilog_of::<NttEngineP1>,
            "one butterfly, slot RAM in block RAM",
            Operations::Engine,
        )
    },
    c(
        "NttEngineP2",
        "ntt_engine_p2",
        "ntt",
        verilog_of::<NttEngineP2>,
        "two butterflies side by side",
        Operations::Engine,
    ),
    c(
        "NttEngineP2Fused",
        "ntt_engine_p2_fused",
        "ntt",
        verilog_of::<NttEngineP2Fused>,
        "two butterflies in cascade (two layers per memory pass)",
        Operations::Engine,
    ),
    c(
        "NttEngineBanked",
        "ntt_engine_banked",
        "ntt",
        verilog_of::<NttEngineBanked>,
        "one butterfly, 26 slots in three RAM parts (the KEM sequencer's slots)",
        Operations::Engine,
    ),
    pe_engine::<NttEngineP1HighByte>("NttEngineP1HighByte", "ntt_engine_p1_highbyte"),
    pe_engine::<NttEngineP1DaddaWide>("NttEngineP1DaddaWide", "ntt_engine_p1_dadda_wide"),
    pe_engine::<NttEngineP1ShiftAdd>("NttEngineP1ShiftAdd", "ntt_engine_p1_shiftadd"),
    pe_engine::<NttEngineP1Yaman>("NttEngineP1Yaman", "ntt_engine_p1_yaman"),
    pe_engine::<NttEngineP1Guo>("NttEngineP1Guo", "ntt_engine_p1_guo"),
    pe_engine::<NttEngineP1Proth>("NttEngineP1Proth", "ntt_engine_p1_proth"),
    pe_engine::<NttEngineP1Chain>("NttEngineP1Chain", "ntt_engine_p1_chain"),
    pe_engine::<NttEngineP1BarrettDsp>("NttEngineP1BarrettDsp", "ntt_engine_p1_barrett_dsp"),
    pe_engine::<NttEngineP1Barrett>("NttEngineP1Barrett", "ntt_engine_p1_barrett"),
    pe_engine::<NttEngineP1FusedMul>("NttEngineP1FusedMul", "ntt_engine_p1_fused_mul"),
    xc7_only(pe_engine::<NttEngineP1DaddaLut>(
        "NttEngineP1DaddaLut",
        "ntt_engine_p1_dadda_lut",
    )),
    xc7_only(c(
        "KeccakParallelR1",
        "keccak_parallel",
        "keccak",
        verilog_of::<KeccakParallelR1>,
        "state in flip-flops, 1 round per cycle",
        CORE_OPS,
    )),
    xc7_only(c(
        "KeccakParallelR2",
        "keccak_parallel_r2",
        "keccak",
        verilog_of::<KeccakParallelR2>,
        "state in flip-flops, 2 rounds per cycle",
        CORE_OPS,
    )),
    // nextpnr-ice40: 8704 of 7680 LC, no placement.
    xc7_only(c(
        "KeccakSponge",
        "keccak_sponge",
        "keccak",
        verilog_of::<KeccakSponge>,
        "byte-stream sponge around KeccakParallelR1",
        SPONGE_OPS,
    )),
    // 140 ports: more than the cb132 package's pins; placed in the sponge below.
    xc7_only(c(
        "KeccakSerial",
        "keccak_serial",
        "keccak",
        verilog_of::<KeccakSerial>,
        "state in block RAM, one 64-bit lane per cycle",
        CORE_OPS,
    )),
    c(
        "KeccakSpongeSerial",
        "keccak_sponge_serial",
        "keccak",
        verilog_of::<KeccakSpongeSerial>,
        "byte-stream sponge around KeccakSerial",
        SPONGE_OPS,
    ),
    c(
        "SampleNtt",
        "sample_ntt",
        "sample",
        verilog_of::<SampleNtt>,
        "FIPS 203 Alg. 7 on a byte stream",
        Operations::Named(&["SampleNTT"]),
    ),
    c(
        "SampleCbd",
        "sample_cbd",
        "sample",
        verilog_of::<SampleCbd>,
        "FIPS 203 Alg. 8 (η = 2, 3) on a byte stream",
        Operations::Named(&["SamplePolyCBD"]),
    ),
    export_only(c(
        "PolySampler",
        "poly_sampler",
        "sample",
        verilog_of::<PolySampler>,
        "KeccakSponge + SampleNtt + SampleCbd, output on ports",
        Operations::Named(&["SampleNTT", "CBD"]),
    )),
    xc7_only(c(
        "SamplingEngine",
        "sampling_engine",
        "sample",
        verilog_of::<SamplingEngine>,
        "KeccakSponge + SampleNtt + SampleCbd writing into NttEngineP1's RAM",
        Operations::Named(&["SampleNTT", "CBD"]),
    )),
    export_only(c(
        "PolySamplerSerial",
        "poly_sampler_serial",
        "sample",
        verilog_of::<PolySamplerSerial>,
        "KeccakSpongeSerial + SampleNtt + SampleCbd, output on ports",
        Operations::Named(&["SampleNTT", "CBD"]),
    )),
    c(
        "SamplingEngineSerial",
        "sampling_engine_serial",
        "sample",
        verilog_of::<SamplingEngineSerial>,
        "KeccakSpongeSerial + SampleNtt + SampleCbd writing into NttEngineP1's RAM",
        Operations::Named(&["SampleNTT", "CBD"]),
    ),
    c(
        "UartRx",
        "uart_rx",
        "uart",
        verilog_of::<UartRx>,
        "8N1 receiver, runtime bit period, 2-FF synchroniser, mid-bit sampling",
        Operations::Named(&["receive byte"]),
    ),
    c(
        "UartTx",
        "uart_tx",
        "uart",
        verilog_of::<UartTx>,
        "8N1 transmitter, runtime bit period",
        Operations::Named(&["send byte"]),
    ),
    // More ports than the cb132 package has pins: placed inside the device below.
    Circuit {
        lint_flags: &LINK_EXTRA_SUPPRESSED,
        ..xc7_only(c(
            "FrameLink",
            "frame_link",
            "link",
            verilog_of_link,
            "UartRx/UartTx, 16-byte FIFO, frame parser with bit-serial CRC-32 \
             (1 bit/cycle), 2 × 512-byte frame buffers, response transmitter; \
             Artix-7 only (more ports than the HX8K package has pins)",
            Operations::Named(&["receive frame", "send response"]),
        ))
    },
    Circuit {
        harness: Some(Harness::Registered(registered::registered_compress)),
        ..c(
            "Compress",
            "compress",
            "codec",
            verilog_of::<Compress>,
            "Compress_d (FIPS 203 eq. 4.7), combinational, reciprocal as shifts \
             and adds; measured between input (16 FF) and output (12 FF) registers",
            Operations::Named(&["Compress_d"]),
        )
    },
    Circuit {
        harness: Some(Harness::Registered(registered::registered_decompress)),
        ..c(
            "Decompress",
            "decompress",
            "codec",
            verilog_of::<Decompress>,
            "Decompress_d (eq. 4.8), combinational, y·q as shifts and adds; \
             measured between input (16 FF) and output (13 FF) registers",
            Operations::Named(&["Decompress_d"]),
        )
    },
    c(
        "PolyEncoder",
        "poly_encoder",
        "codec",
        verilog_of::<PolyEncoder>,
        "Compress_d + ByteEncode_d (FIPS 203 Alg. 5) streamed from a slot, \
         20-bit bit buffer; max(256, 32·d) + 5 cycles (input registered before Compress)",
        Operations::Named(&["ByteEncode_d ∘ Compress_d"]),
    ),
    c(
        "PolyDecoder",
        "poly_decoder",
        "codec",
        verilog_of::<PolyDecoder>,
        "ByteDecode_d (Alg. 6) + Decompress_d streamed into a slot, 20-bit \
         bit buffer, d = 12 modulus check; max(256, 32·d) + 3 cycles",
        Operations::Named(&["Decompress_d ∘ ByteDecode_d"]),
    ),
    // 107 ports: more than the cb132 package's pins; it will be placed inside the device.
    xc7_only(c(
        "KemSequencer",
        "kem_sequencer",
        "sequencer",
        super::sequencer::verilog,
        "microcode memory (256 × 32) of FIPS 203 Alg. 13–18, loops, look-ahead, subroutine, \
         operands resolved per parameter set; commands to the sponge unit and the datapath; \
         the debug path's one word, refused on the key area",
        Operations::Named(KEM_CORE_OPS),
    )),
    // The whole KEM datapath: 46 ports, so it is placed on the HX8K on its own.
    c(
        "KemCore",
        "kem_core",
        "kem_core",
        super::kem_core::verilog,
        "KemSequencer + SpongeUnit + EngineUnit + CodecUnit + CellUnit around a 2048-byte \
         byte memory: a whole KeyGen, Encaps, Decaps, key export, import or erase from the \
         payload in the bulk buffer",
        Operations::Named(KEM_CORE_OPS),
    ),
    // Issue 17's `Fast` profile (Artix-7), as far as it is built: the same source and ROM
    // with the sponge around KeccakParallelR1.
    xc7_only(c(
        "KemCoreFast",
        "kem_core_fast",
        "kem_core",
        super::kem_core::verilog_fast,
        "KemCore with SpongeUnitFast (KeccakParallelR1, 24 cycles a permutation); the other \
         units and the ROM as KemCore's (issue 17's Fast profile, first step)",
        Operations::Named(KEM_CORE_OPS),
    )),
    // Inside the device, beside the sequencer: synthesised, not placed alone.
    xc7_only(c(
        "CellUnit",
        "cell_unit",
        "cell_unit",
        super::cell_unit::verilog,
        "the sequencer's cell commands on the byte memory: Copy/Store (P ↔ cell), ZeroCell, \
         Select (constant-time, by the difference flag), CellsEqual; 33 or 65 cycles",
        Operations::Named(&["Copy", "Store", "ZeroCell", "Select", "CellsEqual"]),
    )),
    xc7_only(c(
        "CodecUnit",
        "codec_unit",
        "codec_unit",
        super::codec_unit::verilog,
        "the sequencer's codec commands between the byte memory and the slots: Decode (with \
         the §7.2 modulus flag), Encode, EncodeCt (writes c, or compares c′ with it: the \
         difference flag); max(256, 32·d) + 5 or + 7 cycles",
        Operations::Named(&["Decode", "Encode", "EncodeCt"]),
    )),
    // 103 ports: more than the cb132 package's pins; its slots are NttEngineBanked's row.
    xc7_only(c(
        "EngineUnit",
        "engine_unit",
        "engine_unit",
        super::engine_unit::verilog,
        "the sequencer's engine commands on 26 slots (NttEngineBanked): NTT, NTT⁻¹, MulAcc, \
         Arith, ZeroSlot; the codec's port while idle, the sampler's into the sample buffers \
         at any time; the engine's cycles + 2, ZeroSlot 257",
        Operations::Named(&["Ntt", "Intt", "MulAcc", "Arith", "ZeroSlot"]),
    )),
    // 106 ports: more than the cb132 package's pins; it will be placed inside the device.
    xc7_only(c(
        "SpongeUnit",
        "sponge_unit",
        "sponge_unit",
        super::sponge_unit::verilog,
        "the sequencer's sponge commands (HashInit, Absorb from the byte memory, AbsorbByte, \
         Squeeze to it, SampleNTT, SamplePolyCBD into a slot) on PolySamplerSerial; cycles \
         as the model's per command",
        Operations::Named(SPONGE_UNIT_OPS),
    )),
    xc7_only(c(
        "SpongeUnitFast",
        "sponge_unit_fast",
        "sponge_unit",
        super::sponge_unit::verilog_fast,
        "SpongeUnit on PolySampler (the sponge around KeccakParallelR1): the same commands, \
         the parallel core's latencies (the Fast profile's)",
        Operations::Named(SPONGE_UNIT_OPS),
    )),
    c(
        "MlKemDevice",
        "mlkem_device",
        "device",
        verilog_of::<MlKemDevice>,
        "FrameLink + command processor (checks, retry cache, hash state, \
         Cycles counter) + SamplingEngineSerial (NttEngineP1, \
         KeccakSpongeSerial, SampleNtt, SampleCbd) + PolyEncoder/PolyDecoder",
        Operations::Device,
    ),
    // Five pins like MlKemDevice. It fits the HX8K only with `synth_ice40 -no-rw-check -dff`
    // and the board's pins, which `make place-kem-device` uses (and the report's generic
    // iCE40 flow does not), so the report synthesises it for the Artix-7 only.
    xc7_only(c(
        "KemDevice",
        "kem_device",
        "kem_device",
        super::kem_device::verilog,
        "protocol 3: FrameLinkCore (payloads straight into the byte memory) + request \
         controller (checks, two key slots, retry rule, wipe after reset and CLEAR) + KemCore; \
         one request per KeyGen, Encaps, Decaps; iCE40: `make place-kem-device` (fits with \
         `synth_ice40 -no-rw-check -dff`, see docs/units/kem_device.md)",
        Operations::Named(&[
            "VERSION",
            "STATUS",
            "CYCLES",
            "CLEAR",
            "SET_BAUD",
            "ABORT",
            "KEYGEN",
            "ENCAPS",
            "DECAPS",
            "KEY_IMPORT",
            "KEY_EXPORT",
            "KEY_ERASE",
            "KEY_STATUS",
            "DEBUG_OP",
        ]),
    )),
];

/// The catalogue's entries of these units, in catalogue order.
pub fn of_units(units: &'static [&'static str]) -> impl Iterator<Item = &'static Circuit> {
    CIRCUITS.iter().filter(move |c| units.contains(&c.unit))
}

/// The catalogue entry with this stem.
pub fn by_stem(stem: &str) -> Option<&'static Circuit> {
    CIRCUITS.iter().find(|c| c.stem == stem)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stems_are_unique_and_units_are_folders() {
        let mut stems: Vec<_> = CIRCUITS.iter().map(|c| c.stem).collect();
        stems.sort();
        stems.dedup();
        assert_eq!(stems.len(), CIRCUITS.len(), "a stem is listed twice");
        for c in CIRCUITS {
            let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("src/rtl")
                .join(c.unit);
            assert!(dir.is_dir(), "{}: no unit folder {}", c.name, dir.display());
        }
    }

    #[test]
    fn every_reducer_is_catalogued() {
        for e in &reduce::REDUCERS {
            let c = by_stem(e.stem).unwrap_or_else(|| panic!("{} not in CIRCUITS", e.name));
            assert_eq!(c.name, e.name);
        }
    }

    #[test]
    fn every_generated_reducer_is_catalogued() {
        for e in &reduce::GENERATED_REDUCERS {
            let c = by_stem(e.stem).unwrap_or_else(|| panic!("{} not in CIRCUITS", e.name));
            assert_eq!(c.name, e.name);
            assert!(matches!(
                c.harness,
                Some(Harness::WideReducer { c_bits, r_bits }) if (c_bits, r_bits) == (e.c_bits, e.r_bits)
            ));
        }
    }

    #[test]
    fn every_entry_says_what_it_is_and_does() {
        for c in CIRCUITS {
            assert!(!c.summary.is_empty(), "{}: no summary", c.name);
            assert!(
                !c.operations.names().is_empty(),
                "{}: no operations",
                c.name
            );
            // Only a measured circuit can be placed by the report.
            assert!(c.harness.is_some() || !c.ice40, "{}", c.name);
            // Butterflies name their reducer; so do the NTT engines of the PE-level
            // comparison, and nothing else.
            assert!(
                c.reducer.is_none()
                    || matches!(c.harness, Some(Harness::Butterfly))
                    || (c.unit == "ntt" && matches!(c.operations, Operations::Engine)),
                "{}: names a reducer",
                c.name
            );
            if matches!(c.harness, Some(Harness::Butterfly)) {
                assert!(
                    c.reducer.is_some(),
                    "{}: a butterfly names its reducer",
                    c.name
                );
            }
        }
        // One butterfly per reducer, and at most one PE-level engine per reducer.
        let each_reducer_once = |keep: fn(&Circuit) -> bool| {
            let mut names: Vec<&str> = CIRCUITS
                .iter()
                .filter(|c| keep(c))
                .filter_map(|c| c.reducer)
                .collect();
            let n = names.len();
            names.sort_unstable();
            names.dedup();
            names.len() == n
        };
        assert!(each_reducer_once(|c| matches!(
            c.harness,
            Some(Harness::Butterfly)
        )));
        assert!(each_reducer_once(|c| matches!(
            c.harness,
            Some(Harness::Bare)
        )));
        let ops = |stem| by_stem(stem).unwrap().operations.names();
        assert_eq!(ops("ntt_engine_p1").len(), EngineOp::ALL.len());
        assert!(ops("mlkem_device").contains(&"SAMPLE_NTT"));
        assert_eq!(ops("reduce_dadda"), ["reduce"]);
    }

    /// The registered harness of a combinational codec block wraps that block.
    #[test]
    fn registered_harnesses_wrap_their_circuit() {
        for stem in ["compress", "decompress"] {
            let c = by_stem(stem).unwrap();
            assert!(matches!(c.harness, Some(Harness::Registered(_))));
            let core = (c.verilog)().replacen("module top(", "module core(", 1);
            assert!(c.measured_verilog().starts_with(&core), "{stem}");
        }
    }
}
