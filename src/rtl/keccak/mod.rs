//! The Keccak circuits (FIPS 202): two Keccak-f[1600] cores with one port contract
//! ([`KeccakSerial`] for iCE40, [`KeccakParallel`] for Artix-7) and the sponge around them
//! ([`KeccakSponge`], [`KeccakSpongeSerial`]). The ML-KEM samplers that consume the sponge's
//! output are [`crate::rtl::sample`]; [`crate::rtl::sample::sampling`] wires them to the NTT engine's
//! polynomial RAM.
//!
//! # The permutation-core contract (every core implements exactly these ports)
//!
//! | port | dir | width | meaning |
//! |---|---|---|---|
//! | `clock` | in | 1 | |
//! | `reset` | in | 1 | synchronous: back to idle at once (the state is not cleared) |
//! | `clear` | in | 1 | command: state ← 0 |
//! | `permute` | in | 1 | command: state ← Keccak-f[1600](state) |
//! | `lane_xor` | in | 1 | command: state[`lane`] ^= `lane_in` |
//! | `lane_read` | in | 1 | command: `lane_out` ← state[`lane`] |
//! | `lane` | in | 5 | lane index x + 5y (0..24), with `lane_xor` / `lane_read` |
//! | `lane_in` | in | 64 | lane value, bit z = A[x, y, z] (FIPS 202 §3.1.2) |
//! | `lane_out` | out | 64 | the lane last read; valid once `busy` is low after `lane_read` and held until the next command |
//! | `busy` | out | 1 | high from the cycle after a command until the core can take the next one |
//!
//! A command is a one-cycle pulse, taken only in a cycle where `busy` is low (at most one
//! command per cycle); commands while `busy` is high are ignored. Every command's latency is
//! fixed (it depends on nothing but the command), so the cores are constant-time.
//!
//! # Drivers
//!
//! One pair serves every core through these ports: [`sim::CoreSim`] (RustHDL, direct loop)
//! and [`verilated::VerilatedCore`] (the exported Verilog under Verilator, testbench
//! `core_tb.cpp`); the sponges have [`sim::SpongeSim`] and [`verilated::VerilatedSponge`].
//! Both core drivers count a command's **busy cycles** one way: the command's own cycle is not
//! counted, then every cycle with `busy` high is. A permutation is 725 busy cycles on
//! [`KeccakSerial`], 24 on `KeccakParallel<1>` and 12 on `KeccakParallel<2>`; the tests pin
//! these figures as literals (`tests/rtl_keccak.rs`, `tests/rtl_keccak/serial.rs`).

pub mod parallel;
pub mod serial;
pub mod sim;
pub mod sponge;
pub mod verilated;

pub use parallel::{KeccakParallel, KeccakParallelR1, KeccakParallelR2, parallel_permute_cycles};
pub use serial::KeccakSerial;
pub use sponge::{KeccakSponge, KeccakSpongeSerial, SpongeState};
