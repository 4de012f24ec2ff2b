//! RustHDL circuits of the accelerator.
//!
//! | unit | kind | latency | file |
//! |---|---|---|---|
//! | [`reduce::DaddaReducer`] | combinational, 24-bit product → c mod q | 0 cycles | `reduce/dadda.rs` |
//! | [`reduce::DaddaHighByteReducer`] | the same tree, correction decided from S's high byte (beyond the paper) | 0 cycles | `reduce/dadda_highbyte.rs` |
//! | peer reducers (naive, Barrett, shift-add Barrett, Yaman bitwise) | combinational | 0 cycles | `reduce/*.rs` |
//! | [`reduce::CorrectionSelect`] | combinational priority select of S − 2q, S − q, S, S + q | 0 cycles | `reduce/select.rs` |
//! | [`reduce::RegisteredDadda`] | the reducer between two register banks (paper Fig. 6) | 2 cycles | `reduce/registered.rs` |

pub mod ntt;
pub mod reduce;
