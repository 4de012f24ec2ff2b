# mlkem-fpga: every target installs the tools it needs first (scripts/install-tools.sh is
# idempotent: it only calls apt-get when a tool is missing), then runs one cargo command.
SHELL := /bin/bash
CARGO ?= cargo
RUN := $(CARGO) run --release --quiet --

.PHONY: all demo test test-full tools verilog report vcd bench clippy fmt clean

all: test

tools:
	@bash scripts/install-tools.sh

## The main job: reducers, tree figures, comparison table, NTT engines, Keccak and samplers,
## the device's commands on the virtual board, KEM round trips, and ML-KEM-768 keygen →
## encaps → decaps on the virtual board (cycles, link bytes, board time).
demo: tools
	$(RUN) demo

## Every test: unit tests, every circuit in RustHDL and under Verilator (the device through its
## UART pins, ML-KEM-512 through the exported device), the model on every vector set, the host.
test: tools
	$(CARGO) test --release

## The long sweeps (run by CI after `make test`): iCE40 place and route of a reducer and the
## end-to-end report (reducers, butterflies, NTT engines, Keccak, samplers, the device) in a
## scratch folder, and C2SP CCTV's one million accumulated ML-KEM tests per parameter set.
test-full: tools
	$(CARGO) test --release --test flow_smoke -- --ignored
	CCTV_ACCUMULATED_TESTS=1000000 $(CARGO) test --release --test model_cctv accumulated

## Export every circuit to bitstreams/verilog/ (and lint it with Verilator), and the Alchitry Cu
## wrapper to boards/alchitry_cu/top.{v,pcf}.
verilog: tools
	$(RUN) verilog --out bitstreams/verilog

## Synthesis report of the reducers, butterflies, NTT engines, Keccak circuits, samplers and the
## device (with their cycle counts and the EBR budget): bitstreams/report.{md,json} and
## bitstreams/report_*.svg.
report: tools
	$(RUN) report --out bitstreams --work build/synth --verify

## Waveforms: vcd/reduce/registered_dadda.vcd, vcd/ntt/ntt_engine_p1.vcd (one NTT) and
## vcd/keccak/keccak_serial.vcd (one Keccak-f[1600] on the compact core).
vcd: tools
	$(RUN) vcd --out vcd/reduce/registered_dadda.vcd --ntt-out vcd/ntt/ntt_engine_p1.vcd --keccak-out vcd/keccak/keccak_serial.vcd

## The device on the virtual board: per set and operation, compute cycles, link bytes,
## modelled board time and wall time (`mlkem-fpga bench`); then the software model against
## RustCrypto ml-kem (criterion; HTML and estimates in target/criterion/).
bench: tools
	$(RUN) bench
	$(CARGO) bench --bench kem -- --warm-up-time 1 --measurement-time 3

clippy:
	$(CARGO) clippy --release --all-targets -- -D warnings

fmt:
	$(CARGO) fmt --check

clean:
	rm -rf target build
