#!/usr/bin/env bash
# Installs the hardware tool chain this project needs, only when something is missing.
# Idempotent: a second run on a machine that has everything does nothing (no apt-get update).
set -euo pipefail

# tool binary -> Debian package
declare -A PKG=(
  [yosys]=yosys
  [nextpnr-ice40]=nextpnr-ice40
  [icepack]=fpga-icestorm
  [verilator]=verilator
  [iverilog]=iverilog
  [g++]=g++
  [make]=make
)

missing=()
for tool in "${!PKG[@]}"; do
  command -v "$tool" >/dev/null 2>&1 || missing+=("${PKG[$tool]}")
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || { echo "install-tools: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
  SUDO="sudo"
fi

echo "install-tools: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "install-tools: done" >&2
