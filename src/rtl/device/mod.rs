//! `MlKemDevice`: the whole accelerator behind one serial line — the [`FrameLink`] (UART,
//! FIFO, frame parser with CRC-32, frame buffers, response transmitter), the command processor
//! (this file), the slot engine with the Keccak sponge and the samplers
//! ([`SamplingEngineSerial`]: `NttEngineP1` + `KeccakSpongeSerial` + SampleNTT/CBD), and the
//! codec ([`PolyEncoder`], [`PolyDecoder`]: FIPS 203 Alg. 5/6 with Compress/Decompress).
//!
//! Ports (board-independent): `clock`, `reset` (active high, synchronised here by two
//! flip-flops; it returns every FSM and FIFO to idle and the bit period to its power-up
//! default), `uart_rx`, `uart_tx` (8N1, bit period [`DEFAULT_DIVISOR`] cycles at power-up,
//! changed by `SetBaud`), `leds` (0: executing, 1: sending a response, 2: a CRC error was
//! seen, 3: a framing error was seen).
//!
//! **The command processor** implements [`crate::protocol`] (frame layout, opcodes, check
//! order, statuses, retry cache, hash state); its software twin is
//! [`crate::model::device::DeviceModel`]. One command at a time: a captured request
//! (`frame_valid`) is checked (opcode, length, slots, arguments, hash state — the first
//! failure is the status and nothing executes), executed, its response payload written into
//! the link's transmit buffer and sent with the status. The response's header fields are
//! kept: a good request repeating the last opcode and sequence number is answered from the
//! buffer without executing again. `Abort` (taken by the link while a command runs) resets
//! the slot engine, the samplers and the codec and is answered `Ok`.
//!
//! **Latency**: a command's compute cycles (the `Cycles` counter: from the cycle after
//! `frame_valid` to the response's start) are a function of the opcode and the public
//! arguments only — 8 cycles (5 fetching the first payload bytes, check, dispatch, the cycle
//! that sees the unit's `done`) plus the unit's own: the engine's
//! [`EngineOp::cycles`](crate::model::ntt_engine::EngineOp::cycles), the codec's cycles for
//! d, the sponge's cycles for the lengths, or SampleNTT's for the public ρ — never of secret
//! data (constant time). E.g. NTT 900 + 8 = 908, PolyWrite d = 12 387 + 8 = 395, PolyRead
//! d = 10 325 + 8 = 333 (`tests/rtl_device.rs` prints them); `Clear` writes 2048 zero words;
//! `make report` lists every command's cycles.

pub mod profile;
pub mod sim;
pub mod verilated;

use rust_hdl::prelude::*;

use crate::params::CLOCK_HZ;
use crate::protocol::{DEFAULT_DIVISOR, PROTOCOL_VERSION, build_id};
use crate::rtl::codec::{PolyDecoder, PolyEncoder};
use crate::rtl::link::FrameLink;
use crate::rtl::sample::SamplingEngineSerial;

/// The variant name hashed into the build id ([`build_id`]).
pub const DEVICE_VARIANT: &str = "MlKemDevice/iCE40 (KeccakSpongeSerial, NttEngineP1)";

/// The command processor's states.
#[derive(Copy, Clone, Debug, PartialEq, LogicState)]
pub enum DeviceState {
    /// Waiting for a request (the link may capture one).
    Idle,
    /// Sending the cached response again.
    Resend,
    /// Waiting for the previous response to leave the transmit buffer.
    WaitTx,
    /// Reading the first four payload bytes.
    Fetch,
    /// Checking the request (the status is registered).
    Check,
    /// Dispatching it (or answering its check status).
    Dispatch,
    /// Writing a fixed response (Version, Status, Cycles).
    Info,
    /// Zeroing every slot and both frame buffers.
    Clear,
    /// Waiting for the sponge's state clear.
    ClearWait,
    /// PolyWrite: the decoder runs.
    Decode,
    /// PolyRead: the encoder runs.
    Encode,
    /// An engine operation runs.
    EngineWait,
    /// Presenting the next message byte's address to the receive buffer.
    AbsorbLoad,
    /// Offering the byte to the sponge.
    AbsorbOffer,
    /// Message done (HashAbsorb answers; samplers go on).
    AbsorbDone,
    /// Pulsing `sample` once the sponge takes it.
    SampleGo,
    /// Waiting for the sampler.
    SampleWait,
    /// Pulsing `finish` once the sponge absorbs.
    FinishGo,
    /// Moving squeezed bytes into the transmit buffer.
    Squeeze,
    /// Starting the response.
    Reply,
    /// SetBaud: waiting for its response to start…
    BaudWait1,
    /// …and to end, then switching the bit period.
    BaudWait2,
}

/// The device (iCE40 variant). See the module documentation.
#[derive(LogicBlock)]
pub struct MlKemDevice {
    pub clock: Signal<In, Clock>,
    /// Active high; synchronised inside.
    pub reset: Signal<In, Bit>,
    pub uart_rx: Signal<In, Bit>,
    pub uart_tx: Signal<Out, Bit>,
    pub leds: Signal<Out, Bits<8>>,
    pub link: FrameLink,
    pub core: SamplingEngineSerial,
    pub encoder: PolyEncoder,
    pub decoder: PolyDecoder,
    reset_meta: DFF<Bit>,
    reset_sync: DFF<Bit>,
    state: DFF<DeviceState>,
    op: DFF<Bits<8>>,
    seq: DFF<Bits<8>>,
    len: DFF<Bits<10>>,
    a0: DFF<Bits<8>>,
    a1: DFF<Bits<8>>,
    a2: DFF<Bits<8>>,
    a3: DFF<Bits<8>>,
    count: DFF<Bits<12>>,
    ptr: DFF<Bits<10>>,
    stop: DFF<Bits<10>>,
    status: DFF<Bits<8>>,
    reply_len: DFF<Bits<10>>,
    last_valid: DFF<Bit>,
    last_op: DFF<Bits<8>>,
    last_seq: DFF<Bits<8>>,
    last_status: DFF<Bits<8>>,
    last_len: DFF<Bits<10>>,
    /// 0 idle, 1 absorbing, 2 squeezing ([`crate::protocol::HashState`]).
    hash_state: DFF<Bits<2>>,
    divisor: DFFWithInit<Bits<16>>,
    /// Reset since the last completed Clear: slot, sampling and hash commands are refused
    /// (protocol check 7).
    locked: DFFWithInit<Bit>,
    new_divisor: DFF<Bits<16>>,
    cycles: DFF<Bits<32>>,
    crc_seen: DFF<Bit>,
    framing_seen: DFF<Bit>,
    rst: Signal<Local, Bit>,
    sub_reset: Signal<Local, Bit>,
    computing: Signal<Local, Bit>,
    known: Signal<Local, Bit>,
    len_ok: Signal<Local, Bit>,
    slot_ok: Signal<Local, Bit>,
    arg_ok: Signal<Local, Bit>,
    pw_len_ok: Signal<Local, Bit>,
    hs_ok: Signal<Local, Bit>,
    pw_len: Signal<Local, Bits<10>>,
    check_status: Signal<Local, Bits<8>>,
    info_byte: Signal<Local, Bits<8>>,
    k_version: Constant<Bits<8>>,
    k_build: Constant<Bits<32>>,
    k_clock: Constant<Bits<32>>,
    k_divisor: Constant<Bits<16>>,
}

impl Default for MlKemDevice {
    fn default() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            uart_rx: Default::default(),
            uart_tx: Default::default(),
            leds: Default::default(),
            link: Default::default(),
            core: Default::default(),
            encoder: Default::default(),
            decoder: Default::default(),
            reset_meta: Default::default(),
            reset_sync: Default::default(),
            state: Default::default(),
            op: Default::default(),
            seq: Default::default(),
            len: Default::default(),
            a0: Default::default(),
            a1: Default::default(),
            a2: Default::default(),
            a3: Default::default(),
            count: Default::default(),
            ptr: Default::default(),
            stop: Default::default(),
            status: Default::default(),
            reply_len: Default::default(),
            last_valid: Default::default(),
            last_op: Default::default(),
            last_seq: Default::default(),
            last_status: Default::default(),
            last_len: Default::default(),
            hash_state: Default::default(),
            divisor: DFFWithInit::new(bits(DEFAULT_DIVISOR as u64)),
            locked: DFFWithInit::new(true),
            new_divisor: Default::default(),
            cycles: Default::default(),
            crc_seen: Default::default(),
            framing_seen: Default::default(),
            rst: Default::default(),
            sub_reset: Default::default(),
            computing: Default::default(),
            known: Default::default(),
            len_ok: Default::default(),
            slot_ok: Default::default(),
            arg_ok: Default::default(),
            pw_len_ok: Default::default(),
            hs_ok: Default::default(),
            pw_len: Default::default(),
            check_status: Default::default(),
            info_byte: Default::default(),
            k_version: Constant::new(bits(PROTOCOL_VERSION as u64)),
            k_build: Constant::new(bits(build_id(DEVICE_VARIANT) as u64)),
            k_clock: Constant::new(bits(CLOCK_HZ as u64)),
            k_divisor: Constant::new(bits(DEFAULT_DIVISOR as u64)),
        }
    }
}

impl Logic for MlKemDevice {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clock,
            reset_meta,
            reset_sync,
            state,
            op,
            seq,
            len,
            a0,
            a1,
            a2,
            a3,
            count,
            ptr,
            stop,
            status,
            reply_len,
            last_valid,
            last_op,
            last_seq,
            last_status,
            last_len,
            hash_state,
            divisor,
            locked,
            new_divisor,
            cycles,
            crc_seen,
            framing_seen
        );
        clock!(self, clock, link, core, encoder, decoder);
        // Reset synchroniser.
        self.reset_meta.d.next = self.reset.val();
        self.reset_sync.d.next = self.reset_meta.q.val();
        self.rst.next = self.reset_sync.q.val();
        self.sub_reset.next = false;
        self.computing.next = false;

        // Link.
        self.link.reset.next = self.rst.val();
        self.link.divisor.next = self.divisor.q.val();
        self.link.rx.next = self.uart_rx.val();
        self.uart_tx.next = self.link.tx.val();
        self.link.accept.next = false;
        self.link.rx_addr.next = 0.into();
        self.link.rx_wipe.next = false;
        self.link.tx_write.next = false;
        self.link.tx_addr.next = self.ptr.q.val().get_bits::<9>(0);
        self.link.tx_wdata.next = 0.into();
        self.link.reply_start.next = false;
        self.link.reply_opcode.next = self.op.q.val();
        self.link.reply_seq.next = self.seq.q.val();
        self.link.reply_status.next = self.status.q.val();
        self.link.reply_len.next = self.reply_len.q.val();

        // Slot engine, sponge and samplers.
        self.core.start.next = false;
        self.core.op.next = self.op.q.val().get_bits::<3>(0);
        self.core.slot_a.next = self.a0.q.val().get_bits::<3>(0);
        self.core.slot_b.next = self.a1.q.val().get_bits::<3>(0);
        self.core.slot_r.next = self.a2.q.val().get_bits::<3>(0);
        self.core.host_write.next = false;
        self.core.host_slot.next = self.a0.q.val().get_bits::<3>(0);
        self.core.host_index.next = 0.into();
        self.core.host_wdata.next = 0.into();
        self.core.init.next = false;
        self.core.mode.next = self.a0.q.val().get_bits::<2>(0);
        self.core.in_valid.next = false;
        self.core.in_byte.next = self.link.rx_data.val();
        self.core.finish.next = false;
        self.core.out_ready.next = false;
        self.core.sample.next = false;
        self.core.kind.next = 1.into();
        self.core.sample_slot.next = self.a0.q.val().get_bits::<3>(0);

        // Codec.
        self.encoder.start.next = false;
        self.encoder.d.next = self.a1.q.val().get_bits::<4>(0);
        self.encoder.coeff_data.next = self.core.host_rdata.val();
        self.decoder.start.next = false;
        self.decoder.d.next = self.a1.q.val().get_bits::<4>(0);
        self.decoder.byte_data.next = self.link.rx_data.val();

        // Request checks (protocol.rs, in order).
        self.known.next = false;
        self.len_ok.next = false;
        self.slot_ok.next = true;
        self.arg_ok.next = true;
        self.pw_len_ok.next = true;
        self.hs_ok.next = true;
        self.pw_len.next = (bit_cast::<10, 8>(self.a1.q.val()) << 5) + 2;
        match self.op.q.val().index() {
            // Version
            0 => {
                self.known.next = true;
                self.len_ok.next = self.len.q.val() == 0;
            }
            // Status
            1 => {
                self.known.next = true;
                self.len_ok.next = self.len.q.val() == 0;
            }
            // Cycles
            2 => {
                self.known.next = true;
                self.len_ok.next = self.len.q.val() == 0;
            }
            // SetBaud
            3 => {
                self.known.next = true;
                self.len_ok.next = self.len.q.val() == 2;
                self.arg_ok.next = (self.a1.q.val() != 0) | (self.a0.q.val() >= 4);
            }
            // Abort
            4 => {
                self.known.next = true;
                self.len_ok.next = self.len.q.val() == 0;
            }
            // Clear
            5 => {
                self.known.next = true;
                self.len_ok.next = self.len.q.val() == 0;
            }
            // PolyWrite
            16 => {
                self.known.next = true;
                self.len_ok.next = (self.len.q.val() >= 34) & (self.len.q.val() <= 386);
                self.slot_ok.next = self.a0.q.val() < 8;
                self.arg_ok.next = (self.a1.q.val() >= 1) & (self.a1.q.val() <= 12);
                self.pw_len_ok.next = self.len.q.val() == self.pw_len.val();
            }
            // PolyRead
            17 => {
                self.known.next = true;
                self.len_ok.next = self.len.q.val() == 2;
                self.slot_ok.next = self.a0.q.val() < 8;
                self.arg_ok.next = (self.a1.q.val() >= 1) & (self.a1.q.val() <= 12);
            }
            // Ntt
            32 => {
                self.known.next = true;
                self.len_ok.next = self.len.q.val() == 1;
                self.slot_ok.next = self.a0.q.val() < 8;
            }
            // Intt
            33 => {
                self.known.next = true;
                self.len_ok.next = self.len.q.val() == 1;
                self.slot_ok.next = self.a0.q.val() < 8;
            }
            // BaseMul
            34 => {
                self.known.next = true;
                self.len_ok.next = self.len.q.val() == 3;
                self.slot_ok.next =
                    (self.a0.q.val() < 8) & (self.a1.q.val() < 8) & (self.a2.q.val() < 8);
            }
            // BaseMulAcc
            35 => {
                self.known.next = true;
                self.len_ok.next = self.len.q.val() == 3;
                self.slot_ok.next =
                    (self.a0.q.val() < 8) & (self.a1.q.val() < 8) & (self.a2.q.val() < 8);
            }
            // Add
            36 => {
                self.known.next = true;
                self.len_ok.next = self.len.q.val() == 3;
                self.slot_ok.next =
                    (self.a0.q.val() < 8) & (self.a1.q.val() < 8) & (self.a2.q.val() < 8);
            }
            // Sub
            37 => {
                self.known.next = true;
                self.len_ok.next = self.len.q.val() == 3;
                self.slot_ok.next =
                    (self.a0.q.val() < 8) & (self.a1.q.val() < 8) & (self.a2.q.val() < 8);
            }
            // SampleNtt
            48 => {
                self.known.next = true;
                self.len_ok.next = self.len.q.val() == 35;
                self.slot_ok.next = self.a0.q.val() < 8;
            }
            // SampleCbd
            49 => {
                self.known.next = true;
                self.len_ok.next = self.len.q.val() == 35;
                self.slot_ok.next = self.a0.q.val() < 8;
                self.arg_ok.next = (self.a1.q.val() == 2) | (self.a1.q.val() == 3);
            }
            // HashInit
            64 => {
                self.known.next = true;
                self.len_ok.next = self.len.q.val() == 1;
                self.arg_ok.next = self.a0.q.val() < 4;
            }
            // HashAbsorb
            65 => {
                self.known.next = true;
                self.len_ok.next = self.len.q.val() != 0;
                self.hs_ok.next = self.hash_state.q.val() == 1;
            }
            // HashSqueeze
            66 => {
                self.known.next = true;
                self.len_ok.next = self.len.q.val() == 2;
                self.arg_ok.next = ((self.a1.q.val() < 2)
                    & ((self.a1.q.val() | self.a0.q.val()) != 0))
                    | ((self.a1.q.val() == 2) & (self.a0.q.val() == 0));
                self.hs_ok.next = self.hash_state.q.val() != 0;
            }
            _ => {}
        }
        if !self.known.val() {
            self.check_status.next = 3.into();
        } else if !self.len_ok.val() {
            self.check_status.next = 2.into();
        } else if !self.slot_ok.val() {
            self.check_status.next = 4.into();
        } else if !self.arg_ok.val() {
            self.check_status.next = 5.into();
        } else if !self.pw_len_ok.val() {
            self.check_status.next = 2.into();
        } else if !self.hs_ok.val() {
            self.check_status.next = 5.into();
        } else if self.locked.q.val() & (self.op.q.val() >= 16) {
            self.check_status.next = 7.into();
        } else {
            self.check_status.next = 0.into();
        }

        // Fixed responses: Version, Status, Cycles (byte `count`).
        self.info_byte.next = 0.into();
        match self.op.q.val().index() {
            0 => match self.count.q.val().index() {
                0 => {
                    self.info_byte.next = self.k_version.val();
                }
                1 => self.info_byte.next = self.k_build.val().get_bits::<8>(0),
                2 => {
                    self.info_byte.next = self.k_build.val().get_bits::<8>(8);
                }
                3 => self.info_byte.next = self.k_build.val().get_bits::<8>(16),
                4 => {
                    self.info_byte.next = self.k_build.val().get_bits::<8>(24);
                }
                5 => self.info_byte.next = self.k_clock.val().get_bits::<8>(0),
                6 => {
                    self.info_byte.next = self.k_clock.val().get_bits::<8>(8);
                }
                7 => self.info_byte.next = self.k_clock.val().get_bits::<8>(16),
                8 => {
                    self.info_byte.next = self.k_clock.val().get_bits::<8>(24);
                }
                9 => self.info_byte.next = self.divisor.q.val().get_bits::<8>(0),
                10 => {
                    self.info_byte.next = self.divisor.q.val().get_bits::<8>(8);
                }
                11 => self.info_byte.next = 8.into(),
                _ => {}
            },
            1 => match self.count.q.val().index() {
                0 => {
                    self.info_byte.next = self.link.crc_errors.val();
                }
                1 => self.info_byte.next = self.link.framing_errors.val(),
                2 => {
                    self.info_byte.next = self.link.overruns.val();
                }
                3 => self.info_byte.next = self.link.timeouts.val(),
                _ => {}
            },
            _ => match self.count.q.val().index() {
                0 => {
                    self.info_byte.next = self.cycles.q.val().get_bits::<8>(0);
                }
                1 => self.info_byte.next = self.cycles.q.val().get_bits::<8>(8),
                2 => {
                    self.info_byte.next = self.cycles.q.val().get_bits::<8>(16);
                }
                3 => self.info_byte.next = self.cycles.q.val().get_bits::<8>(24),
                _ => {}
            },
        }

        match self.state.q.val() {
            DeviceState::Idle => {
                self.link.accept.next = true;
                if self.link.frame_valid.val() {
                    self.op.d.next = self.link.frame_opcode.val();
                    self.seq.d.next = self.link.frame_seq.val();
                    self.len.d.next = self.link.frame_len.val();
                    if self.last_valid.q.val()
                        & (self.link.frame_opcode.val() == self.last_op.q.val())
                        & (self.link.frame_seq.val() == self.last_seq.q.val())
                    {
                        self.state.d.next = DeviceState::Resend;
                    } else {
                        self.state.d.next = DeviceState::WaitTx;
                    }
                }
            }
            DeviceState::Resend => {
                self.link.reply_opcode.next = self.last_op.q.val();
                self.link.reply_seq.next = self.last_seq.q.val();
                self.link.reply_status.next = self.last_status.q.val();
                self.link.reply_len.next = self.last_len.q.val();
                if !self.link.reply_busy.val() {
                    self.link.reply_start.next = true;
                    self.state.d.next = DeviceState::Idle;
                }
            }
            DeviceState::WaitTx => {
                self.count.d.next = 0.into();
                if !self.link.reply_busy.val() {
                    self.state.d.next = DeviceState::Fetch;
                }
            }
            DeviceState::Fetch => {
                self.computing.next = true;
                self.link.rx_addr.next = self.count.q.val().get_bits::<9>(0);
                self.count.d.next = self.count.q.val() + 1;
                match self.count.q.val().index() {
                    1 => {
                        self.a0.d.next = self.link.rx_data.val();
                    }
                    2 => self.a1.d.next = self.link.rx_data.val(),
                    3 => {
                        self.a2.d.next = self.link.rx_data.val();
                    }
                    4 => {
                        self.a3.d.next = self.link.rx_data.val();
                        self.state.d.next = DeviceState::Check;
                    }
                    _ => {}
                }
            }
            DeviceState::Check => {
                self.computing.next = true;
                self.status.d.next = self.check_status.val();
                self.state.d.next = DeviceState::Dispatch;
            }
            DeviceState::Dispatch => {
                self.computing.next = true;
                self.count.d.next = 0.into();
                self.ptr.d.next = 0.into();
                self.reply_len.d.next = 0.into();
                if self.status.q.val() != 0 {
                    self.state.d.next = DeviceState::Reply;
                } else {
                    self.state.d.next = DeviceState::Reply;
                    match self.op.q.val().index() {
                        // Version
                        0 => {
                            self.reply_len.d.next = 12.into();
                            self.state.d.next = DeviceState::Info;
                        }
                        // Status
                        1 => {
                            self.reply_len.d.next = 4.into();
                            self.state.d.next = DeviceState::Info;
                        }
                        // Cycles
                        2 => {
                            self.reply_len.d.next = 4.into();
                            self.state.d.next = DeviceState::Info;
                        }
                        // SetBaud
                        3 => {
                            self.new_divisor.d.next = bit_cast::<16, 8>(self.a0.q.val())
                                | (bit_cast::<16, 8>(self.a1.q.val()) << 8);
                        }
                        // Clear
                        5 => {
                            self.core.init.next = true;
                            self.core.mode.next = 0.into();
                            self.hash_state.d.next = 0.into();
                            self.state.d.next = DeviceState::Clear;
                        }
                        // PolyWrite
                        16 => {
                            self.decoder.start.next = true;
                            self.state.d.next = DeviceState::Decode;
                        }
                        // PolyRead
                        17 => {
                            self.encoder.start.next = true;
                            self.reply_len.d.next = bit_cast::<10, 8>(self.a1.q.val()) << 5;
                            self.state.d.next = DeviceState::Encode;
                        }
                        // Ntt
                        32 => {
                            self.core.start.next = true;
                            self.state.d.next = DeviceState::EngineWait;
                        }
                        // Intt
                        33 => {
                            self.core.start.next = true;
                            self.state.d.next = DeviceState::EngineWait;
                        }
                        // BaseMul
                        34 => {
                            self.core.start.next = true;
                            self.state.d.next = DeviceState::EngineWait;
                        }
                        // BaseMulAcc
                        35 => {
                            self.core.start.next = true;
                            self.state.d.next = DeviceState::EngineWait;
                        }
                        // Add
                        36 => {
                            self.core.start.next = true;
                            self.state.d.next = DeviceState::EngineWait;
                        }
                        // Sub
                        37 => {
                            self.core.start.next = true;
                            self.state.d.next = DeviceState::EngineWait;
                        }
                        // SampleNtt
                        48 => {
                            // SHAKE128(ρ ‖ j ‖ i): payload bytes 1..35.
                            self.core.init.next = true;
                            self.core.mode.next = 2.into();
                            self.hash_state.d.next = 0.into();
                            self.ptr.d.next = 1.into();
                            self.stop.d.next = 35.into();
                            self.state.d.next = DeviceState::AbsorbLoad;
                        }
                        // SampleCbd
                        49 => {
                            // SHAKE256(σ ‖ N): payload bytes 2..35.
                            self.core.init.next = true;
                            self.core.mode.next = 3.into();
                            self.hash_state.d.next = 0.into();
                            self.ptr.d.next = 2.into();
                            self.stop.d.next = 35.into();
                            self.state.d.next = DeviceState::AbsorbLoad;
                        }
                        // HashInit
                        64 => {
                            self.core.init.next = true;
                            self.hash_state.d.next = 1.into();
                        }
                        // HashAbsorb
                        65 => {
                            self.stop.d.next = self.len.q.val();
                            self.state.d.next = DeviceState::AbsorbLoad;
                        }
                        // HashSqueeze
                        66 => {
                            self.reply_len.d.next = bit_cast::<10, 8>(self.a0.q.val())
                                | (bit_cast::<10, 8>(self.a1.q.val()) << 8);
                            if self.hash_state.q.val() == 1 {
                                self.state.d.next = DeviceState::FinishGo;
                            } else {
                                self.state.d.next = DeviceState::Squeeze;
                            }
                            self.hash_state.d.next = 2.into();
                        }
                        _ => {}
                    }
                }
            }
            DeviceState::Info => {
                self.computing.next = true;
                self.link.tx_write.next = true;
                self.link.tx_addr.next = self.count.q.val().get_bits::<9>(0);
                self.link.tx_wdata.next = self.info_byte.val();
                self.count.d.next = self.count.q.val() + 1;
                if self.count.q.val().get_bits::<10>(0) + 1 == self.reply_len.q.val() {
                    self.state.d.next = DeviceState::Reply;
                }
            }
            DeviceState::Clear => {
                self.computing.next = true;
                self.core.host_write.next = true;
                self.core.host_slot.next = self.count.q.val().get_bits::<3>(8);
                self.core.host_index.next = self.count.q.val().get_bits::<8>(0);
                self.link.tx_write.next =
                    !self.count.q.val().get_bit(9) & !self.count.q.val().get_bit(10);
                self.link.tx_addr.next = self.count.q.val().get_bits::<9>(0);
                self.link.rx_wipe.next =
                    !self.count.q.val().get_bit(9) & !self.count.q.val().get_bit(10);
                self.link.rx_addr.next = self.count.q.val().get_bits::<9>(0);
                self.count.d.next = self.count.q.val() + 1;
                if self.count.q.val() == 2047 {
                    self.state.d.next = DeviceState::ClearWait;
                }
            }
            DeviceState::ClearWait => {
                self.computing.next = true;
                if self.core.in_ready.val() {
                    self.locked.d.next = false;
                    self.state.d.next = DeviceState::Reply;
                }
            }
            DeviceState::Decode => {
                self.computing.next = true;
                self.link.rx_addr.next = self.decoder.byte_index.val() + 2;
                self.core.host_write.next = self.decoder.coeff_write.val();
                self.core.host_index.next = self.decoder.coeff_index.val();
                self.core.host_wdata.next = self.decoder.coeff_value.val();
                if self.decoder.done.val() {
                    self.link.tx_write.next = true;
                    self.link.tx_addr.next = 0.into();
                    self.link.tx_wdata.next =
                        bit_cast::<8, 1>(self.decoder.out_of_range.val().into());
                    self.reply_len.d.next = 1.into();
                    self.state.d.next = DeviceState::Reply;
                }
            }
            DeviceState::Encode => {
                self.computing.next = true;
                self.core.host_index.next = self.encoder.coeff_index.val();
                self.link.tx_write.next = self.encoder.out_valid.val();
                self.link.tx_wdata.next = self.encoder.out_data.val();
                if self.encoder.out_valid.val() {
                    self.ptr.d.next = self.ptr.q.val() + 1;
                }
                if self.encoder.done.val() {
                    self.state.d.next = DeviceState::Reply;
                }
            }
            DeviceState::EngineWait => {
                self.computing.next = true;
                if self.core.engine_done.val() {
                    self.state.d.next = DeviceState::Reply;
                }
            }
            DeviceState::AbsorbLoad => {
                self.computing.next = true;
                self.link.rx_addr.next = self.ptr.q.val().get_bits::<9>(0);
                self.state.d.next = DeviceState::AbsorbOffer;
            }
            DeviceState::AbsorbOffer => {
                self.computing.next = true;
                self.link.rx_addr.next = self.ptr.q.val().get_bits::<9>(0);
                self.core.in_valid.next = true;
                if self.core.in_ready.val() {
                    self.ptr.d.next = self.ptr.q.val() + 1;
                    if self.ptr.q.val() + 1 == self.stop.q.val() {
                        self.state.d.next = DeviceState::AbsorbDone;
                    } else {
                        self.state.d.next = DeviceState::AbsorbLoad;
                    }
                }
            }
            DeviceState::AbsorbDone => {
                self.computing.next = true;
                if self.op.q.val() == 0x41 {
                    self.state.d.next = DeviceState::Reply;
                } else {
                    self.state.d.next = DeviceState::SampleGo;
                }
            }
            DeviceState::SampleGo => {
                self.computing.next = true;
                if self.op.q.val() == 0x30 {
                    self.core.kind.next = 1.into();
                } else if self.a1.q.val() == 3 {
                    self.core.kind.next = 3.into();
                } else {
                    self.core.kind.next = 2.into();
                }
                if self.core.in_ready.val() {
                    self.core.sample.next = true;
                    self.state.d.next = DeviceState::SampleWait;
                }
            }
            DeviceState::SampleWait => {
                self.computing.next = true;
                if self.core.sample_done.val() {
                    self.state.d.next = DeviceState::Reply;
                }
            }
            DeviceState::FinishGo => {
                self.computing.next = true;
                if self.core.in_ready.val() {
                    self.core.finish.next = true;
                    self.state.d.next = DeviceState::Squeeze;
                }
            }
            DeviceState::Squeeze => {
                self.computing.next = true;
                self.core.out_ready.next = true;
                self.link.tx_write.next = self.core.out_valid.val();
                self.link.tx_wdata.next = self.core.out_byte.val();
                if self.core.out_valid.val() {
                    self.ptr.d.next = self.ptr.q.val() + 1;
                    if self.ptr.q.val() + 1 == self.reply_len.q.val() {
                        self.state.d.next = DeviceState::Reply;
                    }
                }
            }
            DeviceState::Reply => {
                if !self.link.reply_busy.val() {
                    self.link.reply_start.next = true;
                    self.last_valid.d.next = true;
                    self.last_op.d.next = self.op.q.val();
                    self.last_seq.d.next = self.seq.q.val();
                    self.last_status.d.next = self.status.q.val();
                    self.last_len.d.next = self.reply_len.q.val();
                    if (self.op.q.val() == 0x03) & (self.status.q.val() == 0) {
                        self.state.d.next = DeviceState::BaudWait1;
                    } else {
                        self.state.d.next = DeviceState::Idle;
                    }
                }
            }
            DeviceState::BaudWait1 => {
                if self.link.reply_busy.val() {
                    self.state.d.next = DeviceState::BaudWait2;
                }
            }
            DeviceState::BaudWait2 => {
                if !self.link.reply_busy.val() {
                    self.divisor.d.next = self.new_divisor.q.val();
                    self.state.d.next = DeviceState::Idle;
                }
            }
            _ => {
                self.state.d.next = DeviceState::Idle;
            }
        }

        // Compute cycles (not those of Version, Status, Cycles).
        if self.computing.val() & (self.op.q.val() > 2) {
            self.cycles.d.next = self.cycles.q.val() + 1;
        }

        // Abort: taken by the link only while a command is in progress.
        if self.link.abort.val() {
            self.sub_reset.next = true;
            self.op.d.next = self.link.frame_opcode.val();
            self.seq.d.next = self.link.frame_seq.val();
            self.status.d.next = 0.into();
            self.reply_len.d.next = 0.into();
            self.hash_state.d.next = 0.into();
            self.state.d.next = DeviceState::Reply;
        }

        if self.link.crc_errors.val() != 0 {
            self.crc_seen.d.next = true;
        }
        if self.link.framing_errors.val() != 0 {
            self.framing_seen.d.next = true;
        }

        if self.rst.val() {
            self.state.d.next = DeviceState::Idle;
            self.last_valid.d.next = false;
            self.hash_state.d.next = 0.into();
            self.divisor.d.next = self.k_divisor.val();
            self.locked.d.next = true;
            self.cycles.d.next = 0.into();
            self.crc_seen.d.next = false;
            self.framing_seen.d.next = false;
        }
        self.core.reset.next = self.rst.val() | self.sub_reset.val();
        self.encoder.reset.next = self.rst.val() | self.sub_reset.val();
        self.decoder.reset.next = self.rst.val() | self.sub_reset.val();

        self.leds.next = bit_cast::<8, 1>(self.computing.val().into())
            | (bit_cast::<8, 1>(self.link.reply_busy.val().into()) << 1)
            | (bit_cast::<8, 1>(self.crc_seen.q.val().into()) << 2)
            | (bit_cast::<8, 1>(self.framing_seen.q.val().into()) << 3);
    }
}
