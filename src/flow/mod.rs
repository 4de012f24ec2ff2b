//! The tool flow around the circuits: Verilog export, independent simulation and synthesis.
