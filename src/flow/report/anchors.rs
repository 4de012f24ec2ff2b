//! Figures from outside this run: the peers' original Verilog as `shared/anchors.md` measured
//! it (the Debian 12 flow: yosys 0.23, nextpnr-ice40 0.4) and published figures from other flows. They appear in their own
//! tables only and are never used in ratios with the measured rows.

/// A figure from outside this run: a peer's original Verilog in the anchors' flow (seed 1), or a
/// published figure from another flow. Shown for context only, never used in ratios.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Anchor {
    pub design: &'static str,
    /// Where the number comes from.
    pub source: &'static str,
    pub lut: Option<u32>,
    pub carry4: Option<u32>,
    /// MUXF7 + MUXF8.
    pub muxf: Option<u32>,
    pub path: Option<u32>,
    pub lc: Option<u32>,
    /// iCE40-HX8K Fmax, MHz.
    pub ice40_fmax_mhz: Option<f64>,
    /// Artix-7 Fmax from a vendor flow, MHz.
    pub xc7_fmax_mhz: Option<f64>,
}

/// The anchors for the reducers: `shared/anchors.md` (the Debian 12 flow, the authors' public
/// Verilog, seed 1; LC includes the 36 wrapper FFs; and the one YoWASP-flow figure it gives for
/// an original, Yaman's LUT count) and the reduction paper's Table 2, all seven designs as
/// published (the circuit of this run that re-implements each is named).
pub const REDUCER_ANCHORS: [Anchor; 11] = [
    Anchor {
        design: "Yaman/Mert, DATE 2021 (bitwise, Dadda), original Verilog",
        source: "shared/anchors.md (Debian flow: yosys 0.23, nextpnr 0.4; seed 1)",
        lut: Some(210),
        carry4: Some(15),
        muxf: Some(63),
        path: Some(14),
        lc: Some(262),
        ice40_fmax_mhz: Some(78.9),
        xc7_fmax_mhz: None,
    },
    Anchor {
        design: "Yaman/Mert, DATE 2021 (bitwise, Dadda), original Verilog",
        source: "shared/anchors.md (YoWASP flow: yosys 0.70 `synth_xilinx -flatten -nodsp`; LUT only)",
        lut: Some(158),
        carry4: None,
        muxf: None,
        path: None,
        lc: None,
        ice40_fmax_mhz: None,
        xc7_fmax_mhz: None,
    },
    Anchor {
        design: "Xing & Li, TCHES 2021 (shift-add Barrett), original Verilog, unpipelined",
        source: "shared/anchors.md (Debian flow: yosys 0.23, nextpnr 0.4; seed 1)",
        lut: Some(98),
        carry4: Some(16),
        muxf: Some(4),
        path: Some(22),
        lc: Some(163),
        ice40_fmax_mhz: Some(57.5),
        xc7_fmax_mhz: None,
    },
    Anchor {
        design: "`c % 3329` as written (flow check: compare with the reduce_naive row)",
        source: "shared/anchors.md (Debian flow: yosys 0.23, nextpnr 0.4; seed 1)",
        lut: Some(1349),
        carry4: Some(363),
        muxf: Some(1878),
        path: Some(297),
        lc: Some(795),
        ice40_fmax_mhz: Some(12.1),
        xc7_fmax_mhz: None,
    },
    Anchor {
        design: "reduction paper's reducer (`DaddaReducer`)",
        source: "reduction paper, Table 2, as published (Vivado 2024.1, another flow)",
        lut: Some(91),
        carry4: None,
        muxf: None,
        path: None,
        lc: None,
        ice40_fmax_mhz: None,
        xc7_fmax_mhz: Some(215.38),
    },
    Anchor {
        design: "Yaman/Mert, DATE 2021 (`BitwiseYaman`)",
        source: "reduction paper, Table 2, as published (Vivado 2024.1, another flow)",
        lut: Some(156),
        carry4: None,
        muxf: None,
        path: None,
        lc: None,
        ice40_fmax_mhz: None,
        xc7_fmax_mhz: Some(202.27),
    },
    Anchor {
        design: "Guo et al., TCAS-II 2022 (`BitwiseGuo`)",
        source: "reduction paper, Table 2, as published (Vivado 2024.1, another flow)",
        lut: Some(279),
        carry4: None,
        muxf: None,
        path: None,
        lc: None,
        ice40_fmax_mhz: None,
        xc7_fmax_mhz: Some(167.48),
    },
    Anchor {
        design: "Ma et al., CISCE 2021 (`BarrettDsp`): 37 LUT + 2 DSP",
        source: "reduction paper, Table 2, as published (Vivado 2024.1, another flow)",
        lut: Some(37),
        carry4: None,
        muxf: None,
        path: None,
        lc: None,
        ice40_fmax_mhz: None,
        xc7_fmax_mhz: Some(102.88),
    },
    Anchor {
        design: "Chen et al., Integration 2021 (`BarrettShiftAddChain`)",
        source: "reduction paper, Table 2, as published (Vivado 2024.1, another flow)",
        lut: Some(126),
        carry4: None,
        muxf: None,
        path: None,
        lc: None,
        ice40_fmax_mhz: None,
        xc7_fmax_mhz: Some(129.87),
    },
    Anchor {
        design: "Xing & Li, TCHES 2021 (`BarrettShiftAdd`)",
        source: "reduction paper, Table 2, as published (Vivado 2024.1, another flow)",
        lut: Some(94),
        carry4: None,
        muxf: None,
        path: None,
        lc: None,
        ice40_fmax_mhz: None,
        xc7_fmax_mhz: Some(138.89),
    },
    Anchor {
        design: "Li et al., TCAD 2023, third set (`ProthBarrett`)",
        source: "reduction paper, Table 2, as published (Vivado 2024.1, another flow)",
        lut: Some(79),
        carry4: None,
        muxf: None,
        path: None,
        lc: None,
        ice40_fmax_mhz: None,
        xc7_fmax_mhz: Some(156.25),
    },
];

/// Published Keccak figures from other flows (shared/anchors.md), for context only.
pub const KECCAK_ANCHORS: [(&str, &str, u64, u64); 2] = [
    (
        "Keccak team high-speed core",
        "xc7a100t, Vivado; 2707 FF",
        3365,
        24,
    ),
    (
        "Jungk slice-serial cSHAKE (1 slice)",
        "xc7a200t, Vivado; + 25 LUTRAM, 483 FF",
        773,
        5010,
    ),
];

/// A published full-KEM core (shared/anchors.md, "Full-KEM cores"): another flow, for context
/// only (the report's issue 17 table).
pub struct KemAnchor {
    pub design: &'static str,
    pub source: &'static str,
    pub lut: Option<u64>,
    pub ff: Option<u64>,
    /// Block RAM in RAMB18 units (a BRAM36 counts 2).
    pub bram18: Option<u64>,
    pub dsp: Option<u64>,
    /// Per parameter set: KeyGen, Encaps, Decaps cycles.
    pub cycles: &'static [(&'static str, [u64; 3])],
}

/// Xing & Li (TCHES 2021, round-3 Kyber, the client: 6785 LUT / 3981 FF / 2 DSP / 3 BRAM36)
/// and Adams Bridge (Caliptra, ASIC, ML-KEM-1024), as published.
pub const KEM_ANCHORS: [KemAnchor; 2] = [
    KemAnchor {
        design: "Xing & Li, TCHES 2021",
        source: "round-3 Kyber, xc7a12t, client core",
        lut: Some(6785),
        ff: Some(3981),
        bram18: Some(6),
        dsp: Some(2),
        cycles: &[
            ("ML-KEM-512", [3768, 5079, 6668]),
            ("ML-KEM-768", [6316, 7925, 10049]),
            ("ML-KEM-1024", [9380, 11321, 13908]),
        ],
    },
    KemAnchor {
        design: "Adams Bridge",
        source: "Caliptra, ASIC",
        lut: None,
        ff: None,
        bram18: None,
        dsp: None,
        cycles: &[("ML-KEM-1024", [6640, 7930, 11054])],
    },
];
