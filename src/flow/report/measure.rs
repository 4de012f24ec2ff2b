//! How one catalogue entry becomes a row: synthesised with its harness on both targets (or on
//! the Artix-7 only), with the tool files in its work folder.

use std::path::Path;

use anyhow::{Context, Result};

use super::schema::{OpCycles, Row};
use crate::flow::synth::{self, SynthOptions};
use crate::rtl::catalog::Circuit;

/// Measures a row's operation cycles in simulation.
pub type Cycles = fn() -> Result<Vec<OpCycles>>;

/// A row synthesised for Artix-7 only (`synth_xilinx`, no iCE40 placement).
pub fn xc7_only_row(stem: &str, name: &str, verilog: &str, dir: &Path) -> Result<Row> {
    let (xc7, memories) = synth::synth_xc7_bare(verilog, dir)
        .with_context(|| format!("synthesising {name} ({stem})"))?;
    Ok(Row {
        memories: Some(memories),
        ..Row::new(stem, name, Some(xc7), None)
    })
}

/// Synthesises `c` with its harness: on both targets where it is placed on the iCE40, else
/// on the Artix-7 only. With `fall_back`, a failed iCE40 flow gives an Artix-7-only row (the
/// report says so) instead of an error; `progress` hears why.
pub fn measure_circuit(
    c: &Circuit,
    dir: &Path,
    fall_back: bool,
    progress: &mut impl FnMut(&str),
) -> Result<Row> {
    let verilog = c.measured_verilog();
    let harness = c.harness.unwrap_or(synth::Harness::Bare);
    if c.ice40 {
        match synth::measure_with(&verilog, dir, &SynthOptions::default(), harness, false) {
            Ok(m) => {
                return Ok(Row {
                    memories: Some(m.memories),
                    ..Row::new(c.stem, c.name, Some(m.xc7), Some(m.ice40))
                });
            }
            Err(err) if fall_back => progress(&format!(
                "{}: iCE40 flow failed, Artix-7 only: {err:#}",
                c.stem
            )),
            Err(err) => {
                return Err(err).with_context(|| format!("measuring {} ({})", c.name, c.stem));
            }
        }
    }
    xc7_only_row(c.stem, c.name, &verilog, dir)
}
