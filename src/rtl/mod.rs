//! RustHDL circuits of the accelerator.
//!
//! | unit | kind | latency | file |
//! |---|---|---|---|
//! | [`reduce::DaddaReducer`] | combinational, 24-bit product → c mod q | 0 cycles | `reduce/dadda.rs` |
//! | [`reduce::DaddaHighByteReducer`] | the same tree, correction decided from S's high byte (beyond the paper) | 0 cycles | `reduce/dadda_highbyte.rs` |
//! | peer reducers (naive, Barrett, shift-add Barrett, Yaman bitwise; the reconstructions of Guo, Li, Chen and Ma) | combinational | 0 cycles | `reduce/*.rs` |
//! | [`reduce::CorrectionSelect`] | combinational priority select of S − 2q, S − q, S, S + q | 0 cycles | `reduce/select.rs` |
//! | [`reduce::RegisteredDadda`] | the reducer between two register banks (paper Fig. 6) | 2 cycles | `reduce/registered.rs` |
//! | [`ntt::Butterfly`] | CT / GS-with-halving butterfly: 12 × 12 multiplier, `DaddaReducer`, mod-q add/sub | 4 cycles | `ntt/butterfly.rs` |
//! | [`ntt::NttEngine`] | polynomial RAM (8 slots, 2 banks), twiddle ROM, P ∈ {1, 2} butterflies, sequencer for NTT/INTT/BaseMul(-acc)/Add/Sub | NTT 900 (P = 1) / 452 (P = 2) cycles | `ntt/engine.rs` |
//! | [`keccak::KeccakSerial`] | Keccak-f[1600], state in block RAM, one 64-bit lane per cycle (iCE40) | permute 725 cycles | `keccak/serial.rs` |
//! | [`keccak::KeccakParallel`] | Keccak-f[1600], state in flip-flops, R rounds per cycle (Artix-7) | permute 24 / R cycles | `keccak/parallel.rs` |
//! | [`keccak::KeccakSponge`], [`keccak::KeccakSpongeSerial`] | FIPS 202 sponge (SHA3-256/512, SHAKE128/256), byte streams in and out | a formula of the lengths ([`keccak::sponge::sponge_cycles`]) | `keccak/sponge.rs` |
//! | [`sample::SampleNtt`], [`sample::SampleCbd`] | byte stream (valid/ready) → 256 coefficient writes: FIPS 203 Alg. 7 SampleNTT, Alg. 8 SamplePolyCBD_η (η = 2, 3) | SampleNTT B + 2 cycles for B bytes consumed (public ρ only); CBD 258 cycles (constant) | `sample/samplers.rs` |
//! | [`sample::PolySampler`], [`sample::SamplingEngine`] | the sponge and both samplers; writing into `NttEngineP1`'s slots | SampleNTT from the seed ≈ 751 cycles (ACVP mean), CBD 307 / 379 | `sample/sampling.rs` |
//! | [`codec::Compress`], [`codec::Decompress`], [`codec::PolyEncoder`], [`codec::PolyDecoder`] | FIPS 203 Compress_d / Decompress_d (combinational, no division) and ByteEncode_d∘Compress_d / Decompress_d∘ByteDecode_d over a slot with 1-cycle read latency (d = 1..=12; d = 12 flags values ≥ q) | 0 cycles; encoder max(256, 32·d) + 5, decoder max(256, 32·d) + 3 (constant time) | `codec/` |
//! | [`uart::UartRx`], [`uart::UartTx`] | 8N1 UART, run-time bit period (divisor ≥ 4 cycles), 2-FF synchroniser, mid-bit sampling | RX `valid` mid-stop-bit + 3 cycles; TX 10·divisor cycles per byte, back to back | `uart/` |
//! | [`link::FrameLink`] | UART pins ↔ request/response frames (`protocol`): FIFO, bit-serial CRC-32 parser, 512-byte rx/tx buffers, BAD_CRC/BAD_LEN/BUSY answers, abort, timeout, counters | `frame_valid` ≈ ⌊divisor/2⌋ + 16 cycles after the last stop bit | `link/` |
//! | [`sequencer::KemSequencer`] | microcoded control of ML-KEM (FIPS 203 Alg. 13–18): a 256 × 32 ROM of [`crate::model::sequencer`]'s program, loops, look-ahead, subroutine, operands resolved per parameter set, commands to the sponge unit and the datapath (issue 16; in `KemDevice`) | 2 cycles per micro-op + the units' | `sequencer/` |
//! | [`device::MlKemDevice`] | the whole device: `FrameLink` + command processor ([`crate::protocol`]: checks, retry cache, busy/abort, hash state, `Cycles`) + `SamplingEngineSerial` + codec; pins clock, reset, uart_rx, uart_tx, leds | a command: 8 cycles + its unit's (NTT 908) | `device/` |
//! | [`kem_device::KemDevice`] | the protocol 3 device ([`crate::protocol::v3`], issue 16): [`link::FrameLinkCore`] + request controller (checks, key slots, retry rule, wipe) + [`kem_core::KemCore`]; the same pins; the Alchitry Cu bitstream's (`synth_ice40 -no-rw-check -dff`) | a request: its core runs (the model's cycles) + a few controller cycles | `kem_device/` |

//! | [`cell_unit::CellUnit`] | the sequencer's cell commands on the byte memory: Copy, Store, ZeroCell, constant-time Select, CellsEqual (issue 16; in `KemDevice`) | 33 cycles, 65 for Select and CellsEqual | `cell_unit/` |
//! | [`codec_unit::CodecUnit`] | the sequencer's codec commands: Decode (with §7.2's modulus flag), Encode, EncodeCt (written, or compared with the bytes at P for Decaps' c ≠ c′) between the byte memory and the slots (issue 16; in `KemDevice`) | decode max(256, 32·d) + 5, encode max(256, 32·d) + 7 | `codec_unit/` |
//! | [`kem_core::KemCore`] | the whole KEM datapath: [`sequencer::KemSequencer`] and its four units around the 2048-byte byte memory; one ROM entry (KeyGen, Encaps, Decaps, a key's export, import or erase) per run (issue 16; in `KemDevice`) | the model's cycles per entry and set | `kem_core/` |
//! | [`engine_unit::EngineUnit`] | the sequencer's engine commands (NTT, NTT⁻¹, MulAcc, Arith, ZeroSlot) on `NttEngineBanked`'s 26 slots, shared with the codec (idle) and the sampler (any time) (issue 16; in `KemDevice`) | the engine's cycles + 2; ZeroSlot 257 | `engine_unit/` |
//! | [`sponge_unit::SpongeUnit`] | the sequencer's sponge commands (H, G, J, PRF, XOF, SampleNTT, SamplePolyCBD) on `PolySamplerSerial`, the byte memory's read and write ports and the sample buffers (issue 16; in `KemDevice`) | per command, as [`crate::model::sequencer::sponge`] counts | `sponge_unit/` |

pub mod catalog;
pub mod cell_unit;
pub mod codec;
pub mod codec_unit;
pub mod device;
pub mod engine_unit;
pub mod keccak;
pub mod kem_core;
pub mod kem_device;
pub mod link;
pub mod ntt;
pub mod reduce;
pub mod sample;
pub mod sequencer;
pub mod sponge_unit;
pub mod uart;
