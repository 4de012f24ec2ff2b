//! Writes the RustHDL source of the reduction bit-tree compressors: `#[hdl_gen]` accepts only
//! literal indices, so a tree computed by the generator becomes Rust source at build time
//! (`$OUT_DIR/dadda_tree.rs`, `$OUT_DIR/yaman_tree.rs`, `$OUT_DIR/guo_tree.rs`,
//! `$OUT_DIR/dadda_wide_tree.rs`, included by `src/rtl/reduce/`).

#[allow(dead_code)]
#[path = "src/generators/bit_tree.rs"]
mod bit_tree;
#[allow(dead_code)]
#[path = "src/params.rs"]
mod params;

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=src/params.rs");
    println!("cargo::rerun-if-changed=src/generators/bit_tree.rs");
    let out = std::path::PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    for (file, name, t) in [
        ("dadda_tree.rs", "DaddaTree", bit_tree::dadda_tree()),
        ("yaman_tree.rs", "YamanTree", bit_tree::yaman_tree()),
        ("guo_tree.rs", "GuoTree", bit_tree::guo_tree()),
        (
            "dadda_wide_tree.rs",
            "DaddaWideTree",
            bit_tree::dadda_wide_tree(),
        ),
    ] {
        std::fs::write(out.join(file), t.rusthdl_source(name))
            .expect("write generated tree source");
    }
}
