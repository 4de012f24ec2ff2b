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
    assert!(fmax.contains("constraint 50 MHz: met"), "{fmax}");
    let mhz: f64 = fmax.split_whitespace().next().unwrap().parse().unwrap();
    assert!(mhz >= 50.0, "{fmax}");
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
