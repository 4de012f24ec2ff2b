//! Bit-exact software models: FIPS 203 in plain Rust, canonical coefficients in [0, q) (the
//! hardware's convention, no Montgomery domain), and the twins of every circuit.
//!
//! | module | FIPS 203 |
//! |---|---|
//! | [`field`] | §2.4 arithmetic in Z_q; twins of the reduction circuits |
//! | [`ntt`] | §4.3, Algorithms 9–12 |
//! | [`hash`] | §4.1 G, H, J, PRF, XOF (`sha3` crate) |
//! | [`keccak`] | FIPS 202 Keccak-f[1600] and the sponge from the spec (twin of the Keccak circuits) |
//! | [`sample`] | §4.2.2, Algorithms 7, 8 |
//! | [`encode`] | §4.2.1, Algorithms 5, 6, Compress, Decompress |
//! | [`kpke`] | §5, Algorithms 13–15 |
//! | [`kem`] | §6–7, Algorithms 16–21 |
//! | [`sequencer`] | Algorithms 13–18 as the KEM sequencer's micro-op program, and its interpreter |
//! | [`kem_device`] | the protocol 3 device (issue 16): single-request KeyGen, Encaps, Decaps and key slots on the sequencer |
//! | [`bit_tree`] | twins of the tree-based reducers |

pub mod bit_tree;
pub mod device;
pub mod encode;
pub mod field;
pub mod hash;
pub mod keccak;
pub mod kem;
pub mod kem_device;
pub mod kpke;
pub mod ntt;
pub mod ntt_engine;
pub mod sample;
pub mod sequencer;
pub mod uart;
