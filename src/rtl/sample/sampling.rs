//! `PolySampler`: the sponge and the two ML-KEM samplers, and `SamplingEngine`: the
//! `PolySampler` writing straight into a slot of the NTT engine's polynomial RAM (FIPS 203
//! §4.2.2, Algorithms 7 and 8, with SHAKE128 / SHAKE256 of FIPS 202 from [`KeccakSponge`]).
//!
//! A caller absorbs the seed through the sponge's byte port (`init` with SHAKE128 for
//! XOF(ρ, j, i) = SHAKE128(ρ ‖ j ‖ i), or SHAKE256 for PRF_η(σ, N) = SHAKE256(σ ‖ N)), then
//! pulses `sample` with `kind` (taken only while `in_ready` is high and no byte is offered,
//! ignored otherwise): the sponge is finished (padded, permuted) and its output bytes
//! go to the chosen sampler, whose coefficient writes come out on `coeff_*`. With `kind` = 0
//! (or when no sampler runs), the squeezed bytes come out on `out_*` instead: the hashes G, H
//! and J.
//!
//! Latency: SampleNTT depends on how many XOF bytes it needs (576 at most in the unlucky
//! vectors, 504 typically), which depends only on the public ρ; CBD has a fixed latency
//! (64η bytes); both are measured in the report.

use rust_hdl::prelude::*;

use crate::rtl::keccak::{KeccakSponge, KeccakSpongeSerial};
use crate::rtl::ntt::NttEngineP1;
use crate::rtl::sample::{SampleCbd, SampleNtt};

/// `kind` codes of [`PolySampler`].
pub mod kind {
    /// No sampler: the squeezed bytes go to `out_*`.
    pub const RAW: u64 = 0;
    /// SampleNTT (Algorithm 7) from SHAKE128.
    pub const NTT: u64 = 1;
    /// SamplePolyCBD₂ (Algorithm 8) from SHAKE256.
    pub const CBD2: u64 = 2;
    /// SamplePolyCBD₃ (Algorithm 8) from SHAKE256.
    pub const CBD3: u64 = 3;
}

macro_rules! poly_sampler_block {
    ($(#[$doc:meta])* $name:ident, $sponge:ty) => {
        $(#[$doc])*
        #[derive(LogicBlock, Default)]
        pub struct $name {
            pub clock: Signal<In, Clock>,
            /// Synchronous reset of the sponge and both samplers.
            pub reset: Signal<In, Bit>,
            /// Sponge `init` (clears the state) with `mode` (a
            /// [`crate::model::keccak::KeccakFunction`] code).
            pub init: Signal<In, Bit>,
            pub mode: Signal<In, Bits<2>>,
            /// Seed bytes into the sponge.
            pub in_valid: Signal<In, Bit>,
            pub in_byte: Signal<In, Bits<8>>,
            pub in_ready: Signal<Out, Bit>,
            /// The message is complete (for `kind::RAW` use; `sample` finishes the sponge itself).
            pub finish: Signal<In, Bit>,
            /// Raw squeeze port (when no sampler runs).
            pub out_valid: Signal<Out, Bit>,
            pub out_byte: Signal<Out, Bits<8>>,
            pub out_ready: Signal<In, Bit>,
            /// Pulse: finish the sponge and run the sampler `kind`.
            pub sample: Signal<In, Bit>,
            pub kind: Signal<In, Bits<2>>,
            /// Coefficient writes of the running sampler.
            pub coeff_write: Signal<Out, Bit>,
            pub coeff_index: Signal<Out, Bits<8>>,
            pub coeff_value: Signal<Out, Bits<12>>,
            /// A sampler runs.
            pub busy: Signal<Out, Bit>,
            /// One-cycle pulse after the sampler's last write.
            pub done: Signal<Out, Bit>,
            pub sponge: $sponge,
            pub ntt: SampleNtt,
            pub cbd: SampleCbd,
            active: DFF<Bits<2>>,
        }

        impl Logic for $name {
            #[hdl_gen]
            fn update(&mut self) {
                dff_setup!(self, clock, active);
                self.sponge.clock.next = self.clock.val();
                self.ntt.clock.next = self.clock.val();
                self.cbd.clock.next = self.clock.val();
                self.sponge.reset.next = self.reset.val();
                self.ntt.reset.next = self.reset.val();
                self.cbd.reset.next = self.reset.val();
                self.sponge.init.next = self.init.val();
                self.sponge.mode.next = self.mode.val();
                self.sponge.in_valid.next = self.in_valid.val();
                self.sponge.in_byte.next = self.in_byte.val();
                self.in_ready.next = self.sponge.in_ready.val();
                self.sponge.finish.next = self.finish.val();
                self.ntt.start.next = false;
                self.cbd.start.next = false;
                self.cbd.eta3.next = self.kind.val().get_bit(0);
                // `sample` is taken only while the sponge absorbs and no byte is offered (as
                // `finish`); otherwise it is ignored.
                if self.sample.val() & self.sponge.in_ready.val() & !self.in_valid.val() {
                    self.sponge.finish.next = true;
                    self.active.d.next = self.kind.val();
                    if self.kind.val().get_bit(1) {
                        self.cbd.start.next = true;
                    } else if self.kind.val().get_bit(0) {
                        self.ntt.start.next = true;
                    }
                }
                // Route the squeezed bytes.
                self.ntt.in_valid.next = false;
                self.cbd.in_valid.next = false;
                self.ntt.in_byte.next = self.sponge.out_byte.val();
                self.cbd.in_byte.next = self.sponge.out_byte.val();
                self.out_byte.next = self.sponge.out_byte.val();
                self.out_valid.next = false;
                self.sponge.out_ready.next = false;
                if self.active.q.val().get_bit(1) {
                    self.cbd.in_valid.next = self.sponge.out_valid.val();
                    self.sponge.out_ready.next = self.cbd.in_ready.val();
                } else if self.active.q.val().get_bit(0) {
                    self.ntt.in_valid.next = self.sponge.out_valid.val();
                    self.sponge.out_ready.next = self.ntt.in_ready.val();
                } else {
                    self.out_valid.next = self.sponge.out_valid.val();
                    self.sponge.out_ready.next = self.out_ready.val();
                }
                self.coeff_write.next = self.ntt.coeff_write.val() | self.cbd.coeff_write.val();
                self.coeff_index.next = self.ntt.coeff_index.val();
                self.coeff_value.next = self.ntt.coeff_value.val();
                if self.cbd.coeff_write.val() {
                    self.coeff_index.next = self.cbd.coeff_index.val();
                    self.coeff_value.next = self.cbd.coeff_value.val();
                }
                self.busy.next = self.ntt.busy.val() | self.cbd.busy.val();
                self.done.next = self.ntt.done.val() | self.cbd.done.val();
                if self.ntt.done.val() | self.cbd.done.val() | self.reset.val() | self.init.val() {
                    self.active.d.next = 0.into();
                }
            }
        }
    };
}

poly_sampler_block!(
    /// The sponge with SampleNTT and SamplePolyCBD_η on its output stream (the fast sponge,
    /// [`KeccakSponge`]).
    PolySampler,
    KeccakSponge
);

poly_sampler_block!(
    /// [`PolySampler`] on the compact sponge ([`KeccakSpongeSerial`]), for iCE40.
    PolySamplerSerial,
    KeccakSpongeSerial
);

macro_rules! sampling_engine_block {
    ($(#[$doc:meta])* $name:ident, $sampler:ty) => {
        $(#[$doc])*
        #[derive(LogicBlock, Default)]
        pub struct $name {
            pub clock: Signal<In, Clock>,
            pub reset: Signal<In, Bit>,
            // Engine operations (see [`crate::rtl::ntt::NttEngine`]).
            pub start: Signal<In, Bit>,
            pub op: Signal<In, Bits<3>>,
            pub slot_a: Signal<In, Bits<3>>,
            pub slot_b: Signal<In, Bits<3>>,
            pub slot_r: Signal<In, Bits<3>>,
            pub engine_busy: Signal<Out, Bit>,
            pub engine_done: Signal<Out, Bit>,
            // Host coefficient port.
            pub host_write: Signal<In, Bit>,
            pub host_slot: Signal<In, Bits<3>>,
            pub host_index: Signal<In, Bits<8>>,
            pub host_wdata: Signal<In, Bits<12>>,
            pub host_rdata: Signal<Out, Bits<12>>,
            // Sponge and samplers (see [`PolySampler`]).
            pub init: Signal<In, Bit>,
            pub mode: Signal<In, Bits<2>>,
            pub in_valid: Signal<In, Bit>,
            pub in_byte: Signal<In, Bits<8>>,
            pub in_ready: Signal<Out, Bit>,
            pub finish: Signal<In, Bit>,
            pub out_valid: Signal<Out, Bit>,
            pub out_byte: Signal<Out, Bits<8>>,
            pub out_ready: Signal<In, Bit>,
            pub sample: Signal<In, Bit>,
            pub kind: Signal<In, Bits<2>>,
            /// The slot the sampler writes, with `sample`.
            pub sample_slot: Signal<In, Bits<3>>,
            pub sample_busy: Signal<Out, Bit>,
            pub sample_done: Signal<Out, Bit>,
            pub engine: NttEngineP1,
            pub sampler: $sampler,
            slot: DFF<Bits<3>>,
        }

        impl Logic for $name {
            #[hdl_gen]
            fn update(&mut self) {
                dff_setup!(self, clock, slot);
                self.engine.clock.next = self.clock.val();
                self.sampler.clock.next = self.clock.val();
                self.engine.reset.next = self.reset.val();
                self.sampler.reset.next = self.reset.val();
                self.engine.start.next = self.start.val();
                self.engine.op.next = self.op.val();
                self.engine.slot_a.next = self.slot_a.val();
                self.engine.slot_b.next = self.slot_b.val();
                self.engine.slot_r.next = self.slot_r.val();
                self.engine_busy.next = self.engine.busy.val();
                self.engine_done.next = self.engine.done.val();
                self.sampler.init.next = self.init.val();
                self.sampler.mode.next = self.mode.val();
                self.sampler.in_valid.next = self.in_valid.val();
                self.sampler.in_byte.next = self.in_byte.val();
                self.in_ready.next = self.sampler.in_ready.val();
                self.sampler.finish.next = self.finish.val();
                self.out_valid.next = self.sampler.out_valid.val();
                self.out_byte.next = self.sampler.out_byte.val();
                self.sampler.out_ready.next = self.out_ready.val();
                self.sampler.sample.next = self.sample.val();
                self.sampler.kind.next = self.kind.val();
                self.sample_busy.next = self.sampler.busy.val();
                self.sample_done.next = self.sampler.done.val();
                if self.sample.val() & self.sampler.in_ready.val() & !self.in_valid.val() {
                    self.slot.d.next = self.sample_slot.val();
                }
                // The host port, taken over by the sampler's writes.
                self.engine.host_write.next = self.host_write.val();
                self.engine.host_slot.next = self.host_slot.val();
                self.engine.host_index.next = self.host_index.val();
                self.engine.host_wdata.next = self.host_wdata.val();
                if self.sampler.coeff_write.val() {
                    self.engine.host_write.next = true;
                    self.engine.host_slot.next = self.slot.q.val();
                    self.engine.host_index.next = self.sampler.coeff_index.val();
                    self.engine.host_wdata.next = self.sampler.coeff_value.val();
                }
                self.host_rdata.next = self.engine.host_rdata.val();
                self.engine.smp_write.next = false;
                self.engine.smp_buffer.next = false;
                self.engine.smp_index.next = 0.into();
                self.engine.smp_value.next = 0.into();
            }
        }
    };
}

sampling_engine_block!(
    /// [`PolySampler`] writing into slot `sample_slot` of an [`NttEngineP1`]; the engine's own
    /// host port is available whenever no sampler writes.
    SamplingEngine,
    PolySampler
);

sampling_engine_block!(
    /// [`SamplingEngine`] on the compact sponge ([`PolySamplerSerial`]): the iCE40 variant.
    SamplingEngineSerial,
    PolySamplerSerial
);
