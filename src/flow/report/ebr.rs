//! The iCE40-HX8K block RAM budget: derived from the measured engine, Keccak and device rows.

use std::fmt::Write as _;

use super::schema::{EbrEntry, Row};

/// The iCE40-HX8K's block RAMs (SB_RAM40_4K, 4 kbit each).
pub const HX8K_EBR: u32 = 32;

/// EBR estimates for the blocks the run did not measure: (block, EBR, basis). Used only
/// when the report has no placed `MlKemDevice` row to derive the link's share from.
pub const EBR_ESTIMATES: [(&str, u32, &str); 1] = [(
    "FrameLink (not placed in this run)",
    3,
    "its two 512-byte frame buffers (one EBR each) and the 16-byte UART FIFO, which yosys \
         put in one EBR when the link was placed on its own (src/rtl/link.rs)",
)];

/// The EBR budget: the measured engines (the P = 1 row counts only in the P = 1 design and
/// vice versa), the Keccak sponge, then the rest of the device: derived from the placed
/// `MlKemDevice` row (its EBR minus `NttEngineP1`'s and `KeccakSpongeSerial`'s; the device is
/// built with `NttEngineP1`) when there is one, else the estimates. Empty when no engine has
/// iCE40 figures.
pub fn budget(engines: &[Row], keccak: &[Row], device: &[Row]) -> Vec<EbrEntry> {
    let ebr = |circuit: &str| {
        engines
            .iter()
            .find(|r| r.circuit == circuit)
            .and_then(|r| r.ice40.as_ref())
            .map(|i| i.ebr)
    };
    let (Some(p1), Some(p2), Some(pf)) = (
        ebr("NttEngineP1"),
        ebr("NttEngineP2"),
        ebr("NttEngineP2Fused"),
    ) else {
        return Vec::new();
    };
    let mut out = vec![EbrEntry {
        block: "NTT engine (NttEngineP1 / NttEngineP2 / NttEngineP2Fused)".to_string(),
        ebr_p1: p1,
        ebr_p2: p2,
        ebr_fused: pf,
        estimate: false,
        basis: "nextpnr-ice40 ICESTORM_RAM, this run".to_string(),
    }];
    let sponge = keccak
        .iter()
        .find(|r| r.circuit == "KeccakSpongeSerial")
        .and_then(|r| r.ice40.as_ref())
        .map(|k| k.ebr);
    if let Some(k) = sponge {
        out.push(EbrEntry {
            block: "Keccak (KeccakSpongeSerial: KeccakSerial's state RAM)".to_string(),
            ebr_p1: k,
            ebr_p2: k,
            ebr_fused: k,
            estimate: false,
            basis: "nextpnr-ice40 ICESTORM_RAM, this run".to_string(),
        });
    }
    let dev = device
        .iter()
        .find(|r| r.circuit == "MlKemDevice")
        .and_then(|r| r.ice40.as_ref())
        .map(|i| i.ebr);
    match (dev, sponge) {
        (Some(d), Some(k)) if d >= p1 + k => {
            let rest = d - p1 - k;
            out.push(EbrEntry {
                block: "FrameLink, codec and command processor (the rest of MlKemDevice)"
                    .to_string(),
                ebr_p1: rest,
                ebr_p2: rest,
                ebr_fused: rest,
                estimate: false,
                basis: format!(
                    "derived from this run's rows: MlKemDevice {d} − NttEngineP1 {p1} − \
                     KeccakSpongeSerial {k} (the device is built with NttEngineP1, so the \
                     first column's total is the placed device's count)"
                ),
            });
        }
        _ => out.extend(EBR_ESTIMATES.iter().map(|&(block, n, basis)| EbrEntry {
            block: block.to_string(),
            ebr_p1: n,
            ebr_p2: n,
            ebr_fused: n,
            estimate: true,
            basis: basis.to_string(),
        })),
    }
    out
}

/// The EBR budget table.
pub fn section(w: &mut String, budget: &[EbrEntry]) {
    if budget.is_empty() {
        return;
    }
    let _ = writeln!(
        w,
        "\n## EBR budget, iCE40-HX8K ({HX8K_EBR} × SB_RAM40_4K)\n"
    );
    let _ = writeln!(
        w,
        "| block | EBR, design with `NttEngineP1` | EBR, design with `NttEngineP2` | EBR, design with `NttEngineP2Fused` | source |\n\
         |---|---:|---:|---:|---|"
    );
    for e in budget {
        let kind = if e.estimate {
            "**estimate**: "
        } else if e.basis.starts_with("derived") {
            ""
        } else {
            "measured: "
        };
        let _ = writeln!(
            w,
            "| {} | {} | {} | {} | {kind}{} |",
            e.block, e.ebr_p1, e.ebr_p2, e.ebr_fused, e.basis
        );
    }
    let t1: u32 = budget.iter().map(|e| e.ebr_p1).sum();
    let t2: u32 = budget.iter().map(|e| e.ebr_p2).sum();
    let tf: u32 = budget.iter().map(|e| e.ebr_fused).sum();
    let _ = writeln!(
        w,
        "| **total** (measured + estimated) | **{t1}** | **{t2}** | **{tf}** | of {HX8K_EBR} |\n\
         | free | {} | {} | {} | |",
        i64::from(HX8K_EBR) - i64::from(t1),
        i64::from(HX8K_EBR) - i64::from(t2),
        i64::from(HX8K_EBR) - i64::from(tf)
    );
}
