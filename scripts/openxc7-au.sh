#!/usr/bin/env bash
# The open openXC7 flow for the Alchitry Au (yosys -> nextpnr-xilinx -> fasm2frames ->
# xc7frames2bit). It runs only where that toolchain is installed (it is not a Debian package
# and is not installed by scripts/install-tools.sh); NOT run in this project's CI.
#
# Needs: nextpnr-xilinx on PATH, CHIPDB=<path to xc7a35tftg256.bin> (built with bbaexport.py
# and bbasm from nextpnr-xilinx), PRJXRAY_DB_DIR=<prjxray-db>, fasm2frames and xc7frames2bit
# on PATH. Output: build/alchitry_au/openxc7/au_top.bit.
set -euo pipefail
cd "$(dirname "$0")/.."
part=xc7a35tftg256-1
missing=()
for tool in yosys nextpnr-xilinx fasm2frames xc7frames2bit; do
  command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
done
[ -n "${CHIPDB:-}" ] && [ -f "${CHIPDB}" ] || missing+=("CHIPDB=<xc7a35tftg256.bin>")
[ -n "${PRJXRAY_DB_DIR:-}" ] && [ -d "${PRJXRAY_DB_DIR}/artix7" ] || missing+=("PRJXRAY_DB_DIR=<prjxray-db>")
if [ ${#missing[@]} -gt 0 ]; then
  echo "openxc7-au: the openXC7 toolchain is not installed here (missing: ${missing[*]})." >&2
  echo "See https://github.com/openXC7 for its installation; boards/alchitry_au/README.md for the Vivado path." >&2
  exit 1
fi
out=build/alchitry_au/openxc7
mkdir -p "$out"
cp boards/alchitry_au/au_top.v boards/alchitry_au/au.xdc bitstreams/verilog/mlkem_device.v "$out/"
cd "$out"
yosys -q -l yosys.log -p "read_verilog au_top.v mlkem_device.v; synth_xilinx -flatten -abc9 -arch xc7 -top au_top; write_json au_top.json"
nextpnr-xilinx --chipdb "$CHIPDB" --xdc au.xdc --json au_top.json --fasm au_top.fasm --log nextpnr.log
fasm2frames --part "$part" --db-root "$PRJXRAY_DB_DIR/artix7" au_top.fasm > au_top.frames
xc7frames2bit --part_file "$PRJXRAY_DB_DIR/artix7/$part/part.yaml" --part_name "$part" \
  --frm_file au_top.frames --output_file au_top.bit
echo "wrote $out/au_top.bit"
