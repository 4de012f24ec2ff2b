//! The ML-KEM samplers (FIPS 203 §4.2.2): [`samplers`] holds the two circuits that turn a byte
//! stream into 256 coefficient writes (`SampleNtt`, Algorithm 7; `SampleCbd`, Algorithm 8);
//! [`sampling`] wires them behind the Keccak sponge (`PolySampler`) and into the NTT engine's
//! polynomial RAM (`SamplingEngine`). [`sim`] and [`verilated`] are their drivers.

pub mod samplers;
pub mod sampling;
pub mod sim;
pub mod verilated;

pub use samplers::*;
pub use sampling::{PolySampler, PolySamplerSerial, SamplingEngine, SamplingEngineSerial, kind};
pub use sim::*;
