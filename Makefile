# mlkem-fpga: every target installs the tools it needs first (scripts/install-tools.sh is
# idempotent: it only calls apt-get when a tool is missing), then runs one cargo command.
SHELL := /bin/bash
CARGO ?= cargo
# The developer flow (mlkem-flow) and the user's command line (mlkem-fpga).
FLOW := $(CARGO) run --release --quiet --bin mlkem-flow --
CLI := $(CARGO) run --release --quiet --bin mlkem-fpga --
# Where yosys, nextpnr-ice40 and icepack come from: `yowasp` (the pinned PyPI wheels in
# .venv-fpga/, scripts/fpga-tools.txt) or `debian` (the distribution's packages on PATH).
FPGA_TOOLS ?= yowasp
export FPGA_TOOLS
# In the yowasp flow, programs that call `yosys` from PATH (RustHDL's yosys_validate in the
# tests) get the pinned one too.
ifeq ($(FPGA_TOOLS),yowasp)
export PATH := $(CURDIR)/.venv-fpga/shims:$(PATH)
endif

.PHONY: all demo test test-full test-cctv tools verilog bitstream bitstream-check place-kem-device prog synth-au openxc7-au report vcd bench clippy fmt clean

all: test

tools:
	@bash scripts/install-tools.sh

## The main job: reducers, tree figures, comparison table, NTT engines, Keccak and samplers,
## the device's commands on the virtual board, KEM round trips, and ML-KEM-768 keygen →
## encaps → decaps on the virtual board (cycles, link bytes, board time).
demo: tools
	$(FLOW) demo

## Every test: unit tests, every circuit in RustHDL and under Verilator (the device through its
## UART pins, ML-KEM-512 through the exported device), the model on every vector set, the host.
test: tools
	$(CARGO) test --release

## The long sweeps (run by CI after `make test`): iCE40 place and route of a reducer and the
## report pipeline end to end on one circuit of each kind (flow_smoke), the generated bit tree
## for q = 12289 on all of its 1.5 × 10^8 products (in software, then the generated circuits in
## RustHDL and under Verilator), issue 16's 1 000 000 random frames on
## the protocol 3 device under Verilator (two benches, one per core), and CCTV's 1 000 000
## accumulated tests per set (test-cctv).
test-full: tools
	$(CARGO) test --release --test flow_smoke -- --ignored
	$(CARGO) test --release --test bit_tree_moduli -- --ignored
	$(CARGO) test --release --test rtl_reduce_moduli -- --ignored
	KEM_DEVICE_RANDOM_FRAMES=1000000 $(CARGO) test --release --test kem_device_verilator random_frames
	$(MAKE) test-cctv

## C2SP CCTV's 1 000 000 accumulated ML-KEM tests per parameter set on the model (about
## 10 minutes on two cores; part of test-full). `make test` runs the upstream 10 000 per set.
test-cctv: tools
	CCTV_ACCUMULATED_TESTS=1000000 $(CARGO) test --release --test model_cctv accumulated

## Export every circuit to bitstreams/verilog/ (and lint it with Verilator), and the Alchitry Cu
## wrapper to boards/alchitry_cu/top.{v,pcf}.
verilog: tools
	$(FLOW) verilog --out bitstreams/verilog

## The Alchitry Cu bitstream: yosys synth_ice40 → nextpnr-ice40 (HX8K cb132, the board's pins,
## --freq 50, seeds tried until one meets timing) → icepack, into bitstreams/alchitry_cu/
## (mlkem_device.bin, top.v, top.pcf, BUILD_INFO). Fails if a step fails or timing is not met.
bitstream: tools
	$(FLOW) bitstream --out bitstreams/alchitry_cu --work build/bitstream

## The protocol 3 device (KemDevice, issue 16) placed on the HX8K as `bitstream` places today's:
## logic cells, EBR, whether it fits, Fmax (build/place_kem_device/ holds the logs).
place-kem-device: tools
	$(FLOW) place-kem-device --work build/place_kem_device

## The committed bitstream comes from today's sources: a fresh top.v/top.pcf hash to BUILD_INFO.
bitstream-check:
	$(FLOW) bitstream-check --out bitstreams/alchitry_cu

## Program the Alchitry Cu's flash over its FTDI (interface A) with iceprog (see
## boards/alchitry_cu/README.md for permissions).
prog:
	@command -v iceprog >/dev/null 2>&1 || FPGA_TOOLS=debian bash scripts/install-tools.sh
	iceprog bitstreams/alchitry_cu/mlkem_device.bin

## Alchitry Au (Artix-7): yosys synth_xilinx of boards/alchitry_au/au_top.v with the device,
## utilisation in bitstreams/alchitry_au/UTILISATION.md. Vivado users: boards/alchitry_au/build.tcl.
synth-au: tools
	$(FLOW) synth-au --out bitstreams/alchitry_au --work build/alchitry_au

## The open openXC7 flow for the Au (nextpnr-xilinx, prjxray): runs where it is installed.
openxc7-au: verilog
	bash scripts/openxc7-au.sh

## Synthesis report of every catalogued circuit with a harness (reducers, butterflies, NTT
## engines, Keccak circuits, samplers, the device; their cycle counts and the EBR budget):
## bitstreams/report.{md,json}, bitstreams/report_*.svg and docs/results.md.
report: tools
	$(FLOW) report --out bitstreams --work build/synth --verify

## Waveforms: vcd/reduce/registered_dadda.vcd, vcd/ntt/ntt_engine_p1.vcd (one NTT) and
## vcd/keccak/keccak_serial.vcd (one Keccak-f[1600] on the compact core).
vcd: tools
	$(FLOW) vcd --out vcd/reduce/registered_dadda.vcd --ntt-out vcd/ntt/ntt_engine_p1.vcd --keccak-out vcd/keccak/keccak_serial.vcd

## The device on the virtual board: per set and operation, compute cycles, link bytes,
## modelled board time and wall time (`mlkem-fpga bench`); then the software model against
## RustCrypto ml-kem (criterion; HTML and estimates in target/criterion/).
bench: tools
	$(CLI) bench
	$(CARGO) bench --bench kem -- --warm-up-time 1 --measurement-time 3

clippy:
	$(CARGO) clippy --release --all-targets -- -D warnings

fmt:
	$(CARGO) fmt --check

clean:
	rm -rf target build
