//! The NTT engine (FIPS 203 §4.3): the butterfly processing element and the engine around
//! it (polynomial memory, twiddle ROM, sequencer). See [`engine`] for the architecture.

pub mod butterfly;
pub mod engine;
pub mod sim;
pub mod verilated;

pub use butterfly::{
    BUTTERFLY_LATENCY, Butterfly, ButterflyBarrett, ButterflyBarrettDsp, ButterflyBlock,
    ButterflyChain, ButterflyDaddaLut, ButterflyDaddaWide, ButterflyFusedMul, ButterflyGuo,
    ButterflyHighByte, ButterflyNaive, ButterflyProth, ButterflyShiftAdd, ButterflyYaman,
};
pub use engine::{
    BANKED_SLOTS, EngineIo, EnginePorts, NttEngine, NttEngineBanked, NttEngineP1,
    NttEngineP1Barrett, NttEngineP1BarrettDsp, NttEngineP1Chain, NttEngineP1DaddaLut,
    NttEngineP1DaddaWide, NttEngineP1FusedMul, NttEngineP1Guo, NttEngineP1HighByte,
    NttEngineP1Proth, NttEngineP1ShiftAdd, NttEngineP1Yaman, NttEngineP2, NttEngineP2Fused,
};

use rust_hdl::prelude::*;

/// The Verilog RustHDL exports for block `B` (module `top`).
pub fn verilog_of<B: Block + Default>() -> String {
    let mut uut = B::default();
    uut.connect_all();
    generate_verilog(&uut)
}
