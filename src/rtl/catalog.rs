//! The circuit catalogue: every exported circuit, listed once, with its name (the Rust type),
//! its stem (`bitstreams/verilog/<stem>.v`), its unit folder and how to make its Verilog.
//! `mlkem-flow verilog` (export and lint), `tests/exports.rs` (the committed exports equal a
//! fresh export) and the report iterate this table.

use super::codec::{Compress, Decompress, PolyDecoder, PolyEncoder};
use super::device::MlKemDevice;
use super::keccak::{
    KeccakParallelR1, KeccakParallelR2, KeccakSerial, KeccakSponge, KeccakSpongeSerial,
};
use super::link::verilog_of_link;
use super::ntt::{Butterfly, NttEngineP1, NttEngineP2, NttEngineP2Fused, verilog_of};
use super::reduce::{
    self, BarrettMul, BarrettShiftAdd, BitwiseYaman, DaddaHighByteReducer, DaddaReducer,
    NaiveReducer,
};
use super::sample::{
    PolySampler, PolySamplerSerial, SampleCbd, SampleNtt, SamplingEngine, SamplingEngineSerial,
};
use super::uart::{UartRx, UartTx};

use super::link::verilated::LINK_EXTRA_SUPPRESSED;

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
}

const fn c(
    name: &'static str,
    stem: &'static str,
    unit: &'static str,
    verilog: fn() -> String,
) -> Circuit {
    Circuit {
        name,
        stem,
        unit,
        verilog,
        lint_flags: &[],
    }
}

/// Every exported circuit, in the order of `bitstreams/verilog/` as `make verilog` writes it.
pub const CIRCUITS: &[Circuit] = &[
    c(
        "DaddaReducer",
        "reduce_dadda",
        "reduce",
        reduce::verilog::<DaddaReducer>,
    ),
    c(
        "DaddaHighByteReducer",
        "reduce_dadda_highbyte",
        "reduce",
        reduce::verilog::<DaddaHighByteReducer>,
    ),
    c(
        "BarrettShiftAdd",
        "reduce_barrett_shiftadd",
        "reduce",
        reduce::verilog::<BarrettShiftAdd>,
    ),
    c(
        "BitwiseYaman",
        "reduce_bitwise_yaman",
        "reduce",
        reduce::verilog::<BitwiseYaman>,
    ),
    c(
        "BarrettMul",
        "reduce_barrett_mul",
        "reduce",
        reduce::verilog::<BarrettMul>,
    ),
    c(
        "NaiveReducer",
        "reduce_naive",
        "reduce",
        reduce::verilog::<NaiveReducer>,
    ),
    c(
        "RegisteredDadda",
        "registered_dadda",
        "reduce",
        reduce::registered::verilog,
    ),
    c("Butterfly", "butterfly", "ntt", verilog_of::<Butterfly>),
    c(
        "NttEngineP1",
        "ntt_engine_p1",
        "ntt",
        verilog_of::<NttEngineP1>,
    ),
    c(
        "NttEngineP2",
        "ntt_engine_p2",
        "ntt",
        verilog_of::<NttEngineP2>,
    ),
    c(
        "NttEngineP2Fused",
        "ntt_engine_p2_fused",
        "ntt",
        verilog_of::<NttEngineP2Fused>,
    ),
    c(
        "KeccakParallel<1>",
        "keccak_parallel",
        "keccak",
        verilog_of::<KeccakParallelR1>,
    ),
    c(
        "KeccakParallel<2>",
        "keccak_parallel_r2",
        "keccak",
        verilog_of::<KeccakParallelR2>,
    ),
    c(
        "KeccakSponge",
        "keccak_sponge",
        "keccak",
        verilog_of::<KeccakSponge>,
    ),
    c(
        "KeccakSerial",
        "keccak_serial",
        "keccak",
        verilog_of::<KeccakSerial>,
    ),
    c(
        "KeccakSpongeSerial",
        "keccak_sponge_serial",
        "keccak",
        verilog_of::<KeccakSpongeSerial>,
    ),
    c("SampleNtt", "sample_ntt", "sample", verilog_of::<SampleNtt>),
    c("SampleCbd", "sample_cbd", "sample", verilog_of::<SampleCbd>),
    c(
        "PolySampler",
        "poly_sampler",
        "sample",
        verilog_of::<PolySampler>,
    ),
    c(
        "SamplingEngine",
        "sampling_engine",
        "sample",
        verilog_of::<SamplingEngine>,
    ),
    c(
        "PolySamplerSerial",
        "poly_sampler_serial",
        "sample",
        verilog_of::<PolySamplerSerial>,
    ),
    c(
        "SamplingEngineSerial",
        "sampling_engine_serial",
        "sample",
        verilog_of::<SamplingEngineSerial>,
    ),
    c("UartRx", "uart_rx", "uart", verilog_of::<UartRx>),
    c("UartTx", "uart_tx", "uart", verilog_of::<UartTx>),
    Circuit {
        lint_flags: &LINK_EXTRA_SUPPRESSED,
        ..c("FrameLink", "frame_link", "link", verilog_of_link)
    },
    c("Compress", "compress", "codec", verilog_of::<Compress>),
    c(
        "Decompress",
        "decompress",
        "codec",
        verilog_of::<Decompress>,
    ),
    c(
        "PolyEncoder",
        "poly_encoder",
        "codec",
        verilog_of::<PolyEncoder>,
    ),
    c(
        "PolyDecoder",
        "poly_decoder",
        "codec",
        verilog_of::<PolyDecoder>,
    ),
    c(
        "MlKemDevice",
        "mlkem_device",
        "device",
        verilog_of::<MlKemDevice>,
    ),
];

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
}
