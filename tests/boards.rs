//! The committed board files: the Alchitry Cu bitstream in `bitstreams/alchitry_cu/` comes
//! from today's sources (`BUILD_INFO`'s hashes of a fresh `top.v`/`top.pcf` export and of the
//! committed files), and the check notices a changed file. Rebuilding the bitstream itself
//! (`make bitstream`, two minutes of yosys and nextpnr) is in CI, not here.

use std::path::Path;

use mlkem_fpga::flow::bitstream::{BIN_NAME, BuildInfo, CU_OUT, check_cu};

fn committed() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(CU_OUT)
}

#[test]
fn the_committed_bitstream_comes_from_todays_sources() {
    let lines = check_cu(&committed()).expect("make bitstream-check");
    assert_eq!(lines.len(), 5, "{lines:?}");
    let info = BuildInfo::parse(&std::fs::read_to_string(committed().join("BUILD_INFO")).unwrap());
    let fmax = info.get("Fmax").expect("an Fmax line");
    let clock = mlkem_fpga::flow::bitstream::clock_mhz();
    assert!(
        fmax.contains(&format!("constraint {clock} MHz: met")),
        "{fmax}"
    );
    let mhz: f64 = fmax.split_whitespace().next().unwrap().parse().unwrap();
    assert!(mhz >= clock, "{fmax}");
    assert!(info.get("nextpnr seed").is_some());
}

#[test]
fn a_changed_file_fails_the_check() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("boards-check");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for name in ["BUILD_INFO", "top.v", "top.pcf", BIN_NAME] {
        std::fs::copy(committed().join(name), dir.join(name)).unwrap();
    }
    check_cu(&dir).expect("an intact copy passes");
    let mut bin = std::fs::read(dir.join(BIN_NAME)).unwrap();
    bin[1000] ^= 0x01;
    std::fs::write(dir.join(BIN_NAME), &bin).unwrap();
    let err = check_cu(&dir).unwrap_err().to_string();
    assert!(
        err.contains("does not match today's sources") && err.contains(BIN_NAME),
        "{err}"
    );
    std::fs::remove_file(dir.join("BUILD_INFO")).unwrap();
    let err = check_cu(&dir).unwrap_err().to_string();
    assert!(err.contains("run `make bitstream`"), "{err}");
}

/// The PLL parameters RustHDL chose for the Cu (`SB_PLL40_CORE` in the exported `top.v`) give
/// `CLOCK_HZ` to within a hertz, and that clock gives every line rate of `CLOCKED_LINE_RATES`
/// within 0.5 % of a whole number of cycles per bit (issue 16, Deliver 6).
#[test]
fn the_cu_pll_gives_the_device_clock_and_every_line_rate_within_half_a_percent() {
    use mlkem_fpga::params::{BAUD_TOLERANCE, CLOCK_HZ, CLOCKED_LINE_RATES};
    let (v, _) = mlkem_fpga::boards::alchitry_cu::top_files();
    let param = |name: &str| -> u64 {
        let at = v
            .find(&format!(".{name}(32'h"))
            .unwrap_or_else(|| panic!("no {name} in top.v"));
        let rest = &v[at + name.len() + 6..];
        u64::from_str_radix(&rest[..rest.find(')').unwrap()], 16).unwrap()
    };
    let (divr, divf, divq) = (param("DIVR"), param("DIVF"), param("DIVQ"));
    let f_out = mlkem_fpga::boards::alchitry_cu::BOARD_CLOCK_HZ as f64 * (divf + 1) as f64
        / ((divr + 1) as f64 * (1u64 << divq) as f64);
    assert!(
        (f_out - CLOCK_HZ as f64).abs() < 1.0,
        "PLL gives {f_out} Hz, CLOCK_HZ is {CLOCK_HZ}"
    );
    let vco = f_out * (1u64 << divq) as f64;
    assert!((533e6..=1066e6).contains(&vco), "VCO {vco}");
    for rate in CLOCKED_LINE_RATES {
        let cycles = (f_out / rate as f64).round();
        let err = (f_out / cycles / rate as f64 - 1.0).abs();
        assert!(
            err <= BAUD_TOLERANCE,
            "{rate} baud: {cycles} cycles per bit, {:.3} % off",
            err * 100.0
        );
    }
    assert_eq!(
        (f_out / 12e6).round(),
        4.0,
        "12 Mbaud is the protocol's fastest bit period"
    );
}
