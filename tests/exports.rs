//! The committed exports are current: every circuit of the catalogue, exported now, equals
//! `bitstreams/verilog/<stem>.v` byte for byte; no stale `.v` lies there without a catalogue
//! entry; and the Alchitry Cu wrapper's `top.v` / `top.pcf` in `boards/alchitry_cu/` (and the
//! copies beside the bitstream) equal a fresh export. `make verilog` rewrites them all.

use std::path::Path;

use mlkem_fpga::boards::alchitry_cu::top_files_on_disk;
use mlkem_fpga::rtl::catalog::CIRCUITS;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn committed(rel: &str) -> String {
    let path = root().join(rel);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn committed_verilog_equals_a_fresh_export() {
    let stale: Vec<&str> = std::thread::scope(|s| {
        let handles: Vec<_> = CIRCUITS
            .chunks(CIRCUITS.len().div_ceil(2))
            .map(|chunk| {
                s.spawn(move || {
                    chunk
                        .iter()
                        .filter(|c| {
                            (c.verilog)() != committed(&format!("bitstreams/verilog/{}.v", c.stem))
                        })
                        .map(|c| c.stem)
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect()
    });
    assert!(
        stale.is_empty(),
        "bitstreams/verilog/ is stale for {stale:?}: run `make verilog`"
    );
}

#[test]
fn every_committed_export_is_in_the_catalogue() {
    for entry in std::fs::read_dir(root().join("bitstreams/verilog")).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        let stem = name
            .strip_suffix(".v")
            .unwrap_or_else(|| panic!("not Verilog: {name}"));
        assert!(
            CIRCUITS.iter().any(|c| c.stem == stem),
            "bitstreams/verilog/{name} has no entry in rtl::catalog::CIRCUITS"
        );
    }
}

#[test]
fn board_wrapper_files_equal_a_fresh_export() {
    let (v, pcf) = top_files_on_disk();
    for dir in ["boards/alchitry_cu", "bitstreams/alchitry_cu"] {
        assert!(
            committed(&format!("{dir}/top.v")) == v,
            "{dir}/top.v is stale: run `make verilog`"
        );
        assert!(
            committed(&format!("{dir}/top.pcf")) == pcf,
            "{dir}/top.pcf is stale: run `make verilog`"
        );
    }
}

/// The check bites: one changed byte in an export is a difference.
#[test]
fn a_changed_byte_is_a_difference() {
    let c = &CIRCUITS[0];
    let mut v = committed(&format!("bitstreams/verilog/{}.v", c.stem)).into_bytes();
    let i = v.len() / 2;
    v[i] ^= 1;
    assert_ne!(String::from_utf8_lossy(&v), (c.verilog)());
}
