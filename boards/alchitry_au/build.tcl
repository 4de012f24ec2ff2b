# Vivado non-project build of the Alchitry Au bitstream (NOT run in this project: no Vivado
# here; see boards/alchitry_au/README.md). From the repository root, after `make verilog`:
#
#   vivado -mode batch -nojournal -nolog -source boards/alchitry_au/build.tcl
#
# Writes build/alchitry_au/au_top.bit and au_top.bin (the .bin is what Alchitry's loader
# writes to the flash) with utilisation and timing reports.
set here [file dirname [file normalize [info script]]]
set root [file normalize "$here/../.."]
set part xc7a35tftg256-1
set out  "$root/build/alchitry_au"
file mkdir $out
read_verilog [list "$here/au_top.v" "$root/bitstreams/verilog/mlkem_device.v"]
read_xdc "$here/au.xdc"
read_xdc "$here/au_bitstream.xdc"
synth_design -top au_top -part $part
report_utilization -file "$out/post_synth_utilization.rpt"
opt_design
place_design
route_design
report_utilization -file "$out/post_route_utilization.rpt"
report_timing_summary -file "$out/post_route_timing.rpt"
if {[get_property SLACK [get_timing_paths -max_paths 1 -nworst 1 -setup]] < 0} {
    error "timing not met: see $out/post_route_timing.rpt"
}
write_bitstream -force -bin_file "$out/au_top.bit"
