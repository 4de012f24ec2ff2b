//! The report's device rows: the UART, the frame link, the codec and the whole
//! [`MlKemDevice`], each synthesised in this run's flow, with the device's compute cycles per
//! command measured on the exported Verilog under Verilator (the `Cycles` counter read before
//! and after each command) and every response checked against the protocol model.

use std::fmt::Write as _;
use std::path::Path;

use anyhow::{Context, Result, bail};

use super::Selection;
use super::anchors::KEM_ANCHORS;
use super::measure::measure_circuit;
use super::schema::{OpCycles, Row};
use super::table::placement_summary;
use crate::flow::synth::SynthOptions;
use crate::model::device::DeviceModel;
use crate::model::sequencer::Timing;
use crate::model::sequencer::program::{Entry, assemble};
use crate::model::sequencer::{MEM_BYTES, Machine};
use crate::params::PARAM_SETS;
use crate::protocol::{Opcode, encode_request, parse_response};
use crate::rtl::catalog::{self, Circuit};
use crate::rtl::device::profile::{COMPACT, FAST};
use crate::rtl::device::verilated::{VerilatedDevice, build_device};
use crate::rtl::device::{DEVICE_VARIANT, MlKemDevice};
use crate::rtl::kem_core::{self, sim::CoreScript, verilated::VerilatedKemCore};
use crate::rtl::ntt::verilog_of;

/// The catalogue's circuits of this section: the UART, the link, the codec, the sequencer, the
/// KEM core and its units, and the two devices (protocol 2's `MlKemDevice`, protocol 3's
/// `KemDevice`).
pub fn circuits() -> impl Iterator<Item = &'static Circuit> {
    catalog::of_units(&[
        "uart",
        "link",
        "codec",
        "sequencer",
        "kem_core",
        "cell_unit",
        "codec_unit",
        "engine_unit",
        "sponge_unit",
        "device",
        "kem_device",
    ])
    .filter(|c| c.harness.is_some())
}

/// Measures a row's command cycles, with a work directory.
pub type CyclesFn = fn(&Path) -> Result<Vec<OpCycles>>;

/// How a circuit's commands are measured, by its stem.
pub fn cycles_of(stem: &str) -> Option<CyclesFn> {
    match stem {
        "mlkem_device" => Some(device_command_cycles),
        "kem_core" => Some(kem_core_cycles),
        "kem_core_fast" => Some(kem_core_fast_cycles),
        _ => None,
    }
}

/// The commands measured for the device row, with their payloads. `Clear` comes first: the
/// device starts locked (protocol check 7) and `Clear` unlocks it.
pub fn measured_commands() -> Vec<(&'static str, Opcode, Vec<u8>)> {
    let poly12: Vec<u8> = (0..384u32).map(|i| (i * 37 + 11) as u8 & 0x7F).collect();
    let mut rho = [0u8; 32];
    rho.iter_mut().enumerate().for_each(|(i, b)| *b = i as u8);
    vec![
        ("Clear", Opcode::Clear, vec![]),
        (
            "PolyWrite d = 12 (384 B)",
            Opcode::PolyWrite,
            [[0u8, 12].as_slice(), &poly12].concat(),
        ),
        (
            "PolyWrite d = 12 (384 B)",
            Opcode::PolyWrite,
            [[1u8, 12].as_slice(), &poly12].concat(),
        ),
        ("PolyRead d = 12", Opcode::PolyRead, vec![0, 12]),
        ("PolyRead d = 10 (Compress)", Opcode::PolyRead, vec![0, 10]),
        ("PolyRead d = 4 (Compress)", Opcode::PolyRead, vec![0, 4]),
        (
            "PolyWrite d = 10 (Decompress)",
            Opcode::PolyWrite,
            [[2u8, 10].as_slice(), &[0x5A; 320]].concat(),
        ),
        ("NTT", Opcode::Ntt, vec![0]),
        ("BaseMul-acc", Opcode::BaseMulAcc, vec![0, 1, 2]),
        ("INTT", Opcode::Intt, vec![2]),
        ("Add", Opcode::Add, vec![0, 1, 3]),
        (
            "SampleNTT (ρ = 00..1f, j = i = 0)",
            Opcode::SampleNtt,
            [[4u8].as_slice(), &rho, &[0, 0]].concat(),
        ),
        (
            "SampleCBD η = 2",
            Opcode::SampleCbd,
            [[5u8, 2].as_slice(), &rho, &[0]].concat(),
        ),
        (
            "SampleCBD η = 3",
            Opcode::SampleCbd,
            [[5u8, 3].as_slice(), &rho, &[1]].concat(),
        ),
        ("HashInit SHA3-512", Opcode::HashInit, vec![1]),
        ("HashAbsorb 33 B", Opcode::HashAbsorb, vec![7; 33]),
        (
            "HashSqueeze 64 B (G)",
            Opcode::HashSqueeze,
            64u16.to_le_bytes().to_vec(),
        ),
    ]
}

/// Runs [`measured_commands`] on the exported device under Verilator (work files in
/// `work_dir`), reading `Cycles` around each; every response must equal the model's.
pub fn device_command_cycles(work_dir: &Path) -> Result<Vec<OpCycles>> {
    let exe = build_device(&verilog_of::<MlKemDevice>(), &work_dir.join("verilator"))?;
    let mut dev = VerilatedDevice::start(&exe)?;
    let mut model = DeviceModel::new(DEVICE_VARIANT);
    let mut seq = 0u8;
    let mut ask = |dev: &mut VerilatedDevice,
                   model: &mut DeviceModel,
                   op: Opcode,
                   payload: &[u8]|
     -> Result<(crate::protocol::Response, bool)> {
        let frame = encode_request(op.code(), seq, payload);
        seq = seq.wrapping_add(1);
        dev.send(&frame)?;
        let mut buf = Vec::new();
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
        loop {
            let mut chunk = [0u8; 1024];
            let n = dev.recv(&mut chunk, std::time::Duration::from_secs(5))?;
            buf.extend_from_slice(&chunk[..n]);
            match parse_response(&buf) {
                Ok((r, _)) => {
                    let want = parse_response(&model.receive(&frame))
                        .map(|(w, _)| w)
                        .context("the model's response")?;
                    let same = op == Opcode::Cycles || r == want;
                    return Ok((r, same));
                }
                Err(crate::protocol::FrameError::Incomplete) => {}
                Err(e) => bail!("{}: {e}", op.name()),
            }
            if std::time::Instant::now() > deadline {
                bail!("{}: no response from the virtual board", op.name());
            }
        }
    };
    let cycles = |r: &crate::protocol::Response| -> Result<u64> {
        Ok(u32::from_le_bytes(r.payload.get(..4).context("Cycles payload")?.try_into()?) as u64)
    };
    let mut out = Vec::new();
    for (label, op, payload) in measured_commands() {
        let (before, _) = ask(&mut dev, &mut model, Opcode::Cycles, &[])?;
        let (r, same) = ask(&mut dev, &mut model, op, &payload)?;
        if r.status != 0 {
            bail!("{label}: status {}", r.status);
        }
        let (after, _) = ask(&mut dev, &mut model, Opcode::Cycles, &[])?;
        out.push(OpCycles {
            op: label.to_string(),
            measured: (cycles(&after)? - cycles(&before)?) as usize,
            model: None,
            memory_passes: 0,
            result_matches_model: same,
        });
    }
    Ok(out)
}

/// The KEM core's cycles per parameter set and operation, measured on its exported Verilog
/// under Verilator: KeyGen, Encaps and Decaps from fixed seeds, each run's cycles beside the
/// sequencer model's, and the core's whole byte memory after each run compared with the
/// model's.
pub fn kem_core_cycles(work_dir: &Path) -> Result<Vec<OpCycles>> {
    core_cycles(work_dir, &kem_core::verilog(), &COMPACT)
}

/// [`kem_core_cycles`] for the `Fast` core (`KemCoreFast`, the model with [`FAST`]).
pub fn kem_core_fast_cycles(work_dir: &Path) -> Result<Vec<OpCycles>> {
    core_cycles(work_dir, &kem_core::verilog_fast(), &FAST)
}

/// The measurement of [`kem_core_cycles`] on the core `verilog` whose latencies are `timing`.
fn core_cycles(work_dir: &Path, verilog: &str, timing: &Timing) -> Result<Vec<OpCycles>> {
    let core = VerilatedKemCore::build(verilog, &work_dir.join("verilator"))?;
    let rom = assemble();
    let entry = |e: Entry| -> Result<u8> {
        let (_, at) = rom
            .entries
            .iter()
            .find(|(x, _)| *x == e)
            .context("a ROM entry")?;
        Ok(u8::try_from(*at)?)
    };
    let mut out = Vec::new();
    for (pi, p) in PARAM_SETS.into_iter().enumerate() {
        let mut model = Machine::new();
        let mut script = Vec::new();
        let mut want = Vec::new();
        let mut mems = Vec::new();
        let (d, z, m) = ([0x11u8; 32], [0x22u8; 32], [0x33u8; 32]);
        let mut step = |model: &mut Machine, e: Entry, payload: Vec<u8>| -> Result<Vec<u8>> {
            model.mem[..payload.len()].copy_from_slice(&payload);
            script.push(CoreScript::Write(0, payload));
            let run = model.run(&rom, e, p, 0, timing)?;
            script.push(CoreScript::Run(entry(e)?, pi as u8, false, 0));
            script.push(CoreScript::Read(0, MEM_BYTES));
            want.push((e, run.cycles));
            mems.push(model.mem.clone());
            Ok(model.mem.clone())
        };
        let ek = step(&mut model, Entry::KeyGen, [d, z].concat())?[..p.ek_len()].to_vec();
        let c = step(&mut model, Entry::Encaps, [&ek[..], &m].concat())?[..p.ct_len()].to_vec();
        step(&mut model, Entry::Decaps, c)?;
        let got = core.run(&script)?;
        for (n, (e, cycles)) in want.iter().enumerate() {
            let run = got.runs.get(n).copied().flatten().context("a run")?;
            out.push(OpCycles {
                op: format!("{} {e:?}", p.name),
                measured: run.cycles as usize,
                model: Some(*cycles as usize),
                memory_passes: 0,
                result_matches_model: run.status == 0 && got.reads.get(n) == Some(&mems[n]),
            });
        }
    }
    Ok(out)
}

/// Measures every circuit of this section ([`circuits`]): its commands where it has them
/// ([`cycles_of`]), then its synthesis (an iCE40 failure leaves an Artix-7-only row, which
/// the section reports); tool files under `work_dir/<stem>/`.
pub fn rows(
    work_dir: &Path,
    select: Selection,
    progress: &mut impl FnMut(&str),
) -> Result<Vec<Row>> {
    let mut rows = Vec::new();
    for e in circuits().filter(|e| select.keeps(e.stem)) {
        let dir = work_dir.join(e.stem);
        let cycles = match cycles_of(e.stem) {
            Some(f) => {
                progress(&format!(
                    "{}: commands on the virtual board ({})",
                    e.stem, e.name
                ));
                Some(f(&dir).with_context(|| format!("running {}", e.name))?)
            }
            None => None,
        };
        progress(&format!("{}: synthesising ({})", e.stem, e.name));
        let row = measure_circuit(e, &dir, true, progress)?;
        progress(&placement_summary(&row));
        rows.push(Row { cycles, ..row });
    }
    Ok(rows)
}

/// The report's device section.
pub fn section(w: &mut String, rows: &[Row], seeds: &str) {
    if rows.is_empty() {
        return;
    }
    let architecture = |name: &str| {
        circuits()
            .find(|e| e.name == name)
            .map_or("", |e| e.summary)
    };
    let _ = writeln!(w, "\n## The device, measured in this run\n");
    let _ = writeln!(
        w,
        "Each circuit synthesised as it is (top `top`, clock `clock`), with the NTT engines' \
         scripts and nextpnr runs, its ports on pins that nextpnr places (no pcf; the \
         Alchitry Cu's `boards/alchitry_cu/top.pcf` is not used here). `Compress` and \
         `Decompress` are combinational and measured between input and output registers. \
         `MlKemDevice` is the whole design (`SamplingEngineSerial` with `NttEngineP1`) behind \
         its UART pins.\n"
    );
    let _ = writeln!(
        w,
        "| circuit | architecture | Artix-7 LUT | FF | RAMB18 | iCE40 LC (of 7680) | EBR (of 32) | Fmax MHz (seeds {seeds}) |"
    );
    let _ = writeln!(w, "|---|---|---:|---:|---:|---:|---:|---:|");
    for r in rows {
        let x = r.xc7.as_ref();
        let i = r.ice40.as_ref();
        let _ = writeln!(
            w,
            "| `{}` | {} | {} | {} | {} | {} | {} | {} |",
            r.circuit,
            architecture(&r.circuit),
            x.map_or("–".into(), |x| x.lut.to_string()),
            x.map_or("–".into(), |x| x.ff.to_string()),
            x.map_or("–".into(), |x| x.bram.to_string()),
            i.map_or("– (not placed)".into(), |i| i.lc.to_string()),
            i.map_or("–".into(), |i| i.ebr.to_string()),
            i.map_or("–".into(), |i| format!("{:.2}", i.fmax_mhz)),
        );
    }
    for r in rows {
        let meant = circuits().any(|e| e.name == r.circuit && e.ice40);
        if meant && r.ice40.is_none() {
            let _ = writeln!(
                w,
                "\n`{}`: the iCE40 flow (yosys `synth_ice40`, nextpnr-ice40 `--hx8k`) failed \
                 in this run; Artix-7 figures only (the tool logs are in the work folder, \
                 `{}/`).",
                r.circuit, r.name
            );
        }
    }
    let clock_mhz = crate::params::CLOCK_HZ as f64 / 1e6;
    for r in rows {
        if let Some(i) = r.ice40.as_ref().filter(|_| r.circuit == "MlKemDevice") {
            let verdict = if i.fmax_mhz >= clock_mhz {
                "meets"
            } else {
                "**does not meet**"
            };
            let _ = writeln!(
                w,
                "\n`MlKemDevice` on the HX8K: {} of 7680 LC, {} of 32 EBR; its median Fmax \
                 {:.2} MHz {verdict} the device's {clock_mhz:.3} MHz clock (`CLOCK_HZ`, the \
                 Alchitry Cu PLL's output) in this run (nextpnr `--freq {}`).",
                i.lc,
                i.ebr,
                i.fmax_mhz,
                SynthOptions::default().freq_mhz
            );
        }
    }
    let _ = writeln!(
        w,
        "\nCompute cycles of the device's commands (the `Cycles` counter around each command, \
         on the exported Verilog under Verilator; the link's bytes are not counted; `= model`: \
         the response equals the protocol model's):\n"
    );
    let _ = writeln!(w, "| command | compute cycles | = model |");
    let _ = writeln!(w, "|---|---:|---|");
    for r in rows.iter().filter(|r| r.circuit == "MlKemDevice") {
        for c in r.cycles.iter().flatten() {
            let _ = writeln!(
                w,
                "| {} | {} | {} |",
                c.op,
                c.measured,
                if c.result_matches_model {
                    "yes"
                } else {
                    "**no**"
                }
            );
        }
    }
    for r in rows
        .iter()
        .filter(|r| r.circuit == "KemCore" || r.circuit == "KemCoreFast")
    {
        let (profile, latencies) = if r.circuit == "KemCore" {
            ("`Compact`", "`COMPACT`: the iCE40 units'")
        } else {
            ("`Fast`", "`FAST`: the Fast units'")
        };
        let _ = writeln!(
            w,
            "\nCycles of the {profile} KEM core's operations (`{}` on its exported Verilog \
             under Verilator, from the cycle after `start` to `done`; model: the sequencer's \
             interpreter with {latencies} latencies; `= model`: the whole byte memory after \
             the run equals the model's):\n",
            r.circuit
        );
        let _ = writeln!(w, "| operation | cycles | model | = model |");
        let _ = writeln!(w, "|---|---:|---:|---|");
        for c in r.cycles.iter().flatten() {
            let _ = writeln!(
                w,
                "| {} | {} | {} | {} |",
                c.op,
                c.measured,
                c.model.map_or("–".into(), |m| m.to_string()),
                if c.result_matches_model && c.model == Some(c.measured) {
                    "yes"
                } else {
                    "**no**"
                }
            );
        }
    }
    profiles_table(w, rows);
}

/// Issue 17's side-by-side table: both profiles' cores per set and operation (cycles measured
/// above; Artix-7 LUT, FF, RAMB18, DSP of the core's row; LUT × cycles), then the published
/// full-KEM cores ([`KEM_ANCHORS`], other flows, never part of a ratio here).
fn profiles_table(w: &mut String, rows: &[Row]) {
    let cores: Vec<&Row> = ["KemCore", "KemCoreFast"]
        .iter()
        .filter_map(|n| rows.iter().find(|r| r.circuit == *n && r.cycles.is_some()))
        .collect();
    if cores.is_empty() {
        return;
    }
    let _ = writeln!(
        w,
        "\n### The profiles side by side (issue 17)\n\n\
         Both profiles' KEM cores in this run's flow (yosys `synth_xilinx`, Artix-7), H and G on \
         chip, cycles from the tables above; LUT × cycles in millions. Below them, published \
         full-KEM cores, **other flows** (their authors' tools and devices; Xing & Li is \
         round-3 Kyber, its 3 block RAM tiles shown as 6 RAMB18; Adams Bridge is an ASIC): \
         context, not a measurement of this run.\n"
    );
    let _ = writeln!(
        w,
        "| design | set | operation | cycles | Artix-7 LUT | FF | RAMB18 | DSP | LUT × cycles (M) |"
    );
    let _ = writeln!(w, "|---|---|---|---:|---:|---:|---:|---:|---:|");
    for r in &cores {
        let x = r.xc7.as_ref();
        for c in r.cycles.iter().flatten() {
            let (set, op) = c.op.split_once(' ').unwrap_or((&c.op, ""));
            let _ = writeln!(
                w,
                "| `{}` | {set} | {op} | {} | {} | {} | {} | {} | {} |",
                r.circuit,
                c.measured,
                x.map_or("–".into(), |x| x.lut.to_string()),
                x.map_or("–".into(), |x| x.ff.to_string()),
                x.map_or("–".into(), |x| x.bram.to_string()),
                x.map_or("–".into(), |x| x.dsp.to_string()),
                x.map_or("–".into(), |x| format!(
                    "{:.1}",
                    x.lut as f64 * c.measured as f64 / 1e6
                )),
            );
        }
    }
    for a in KEM_ANCHORS {
        for &(set, ops) in a.cycles {
            for (op, cycles) in ["KeyGen", "Encaps", "Decaps"].iter().zip(ops) {
                let lut = a.lut.map_or("–".into(), |l| l.to_string());
                let _ = writeln!(
                    w,
                    "| {} (published; {}) | {set} | {op} | {cycles} | {lut} | {} | {} | {} | {} |",
                    a.design,
                    a.source,
                    a.ff.map_or("–".into(), |f| f.to_string()),
                    a.bram18.map_or("–".into(), |b| b.to_string()),
                    a.dsp.map_or("–".into(), |d| d.to_string()),
                    a.lut.map_or("–".into(), |l| format!(
                        "{:.1}",
                        l as f64 * cycles as f64 / 1e6
                    )),
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_circuit_has_a_summary_and_the_device_its_commands() {
        let names: Vec<&str> = circuits().map(|c| c.name).collect();
        assert_eq!(
            names,
            [
                "UartRx",
                "UartTx",
                "FrameLink",
                "Compress",
                "Decompress",
                "PolyEncoder",
                "PolyDecoder",
                "KemSequencer",
                "KemCore",
                "KemCoreFast",
                "CellUnit",
                "CodecUnit",
                "EngineUnit",
                "SpongeUnit",
                "SpongeUnitFast",
                "MlKemDevice",
                "KemDevice"
            ]
        );
        assert!(circuits().all(|e| !e.summary.is_empty()));
        assert!(cycles_of("mlkem_device").is_some());
        assert!(cycles_of("kem_core").is_some());
        assert!(cycles_of("kem_core_fast").is_some());
        assert!(circuits().filter(|c| cycles_of(c.stem).is_some()).count() == 3);
    }
}
