//! Writes the RustHDL source of the reduction bit-tree compressors: `#[hdl_gen]` accepts only
//! literal indices, so a tree computed by the generator becomes Rust source at build time
//! (`$OUT_DIR/dadda_tree.rs`, `$OUT_DIR/yaman_tree.rs`, `$OUT_DIR/guo_tree.rs`,
//! `$OUT_DIR/dadda_wide_tree.rs`, included by `src/rtl/reduce/`), and the generated reducers of
//! [`moduli::GENERATED`] (`$OUT_DIR/generated_reducers.rs`, included by
//! `src/rtl/reduce/generated.rs`), and `FusedModMul` (`$OUT_DIR/fused_mod_mul.rs`, included by
//! `src/rtl/reduce/fused_mod_mul.rs`).

#[allow(dead_code)]
#[path = "src/generators/barrett.rs"]
mod barrett;
#[allow(dead_code)]
#[path = "src/generators/bit_tree.rs"]
mod bit_tree;
#[allow(dead_code)]
#[path = "src/generators/fused.rs"]
mod fused;
#[allow(dead_code)]
#[path = "src/generators/moduli.rs"]
mod moduli;
#[allow(dead_code)]
#[path = "src/params.rs"]
mod params;

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=src/params.rs");
    println!("cargo::rerun-if-changed=src/generators/bit_tree.rs");
    println!("cargo::rerun-if-changed=src/generators/barrett.rs");
    println!("cargo::rerun-if-changed=src/generators/moduli.rs");
    println!("cargo::rerun-if-changed=src/generators/fused.rs");
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
    // The generated reducers for other moduli and windows: each block, its `ModReducer`
    // impl, and the table `GENERATED_REDUCERS` in `moduli::GENERATED`'s order.
    let mut src = String::new();
    let mut table = String::new();
    for g in &moduli::GENERATED {
        src.push_str(&g.rusthdl_source());
        src.push_str(&format!(
            "\ncrate::impl_mod_reducer!({name}, {stem:?}, {q}, {cb}, {rb});\n\n",
            name = g.name,
            stem = g.stem,
            q = g.q(),
            cb = g.c_bits(),
            rb = g.r_bits(),
        ));
        table.push_str(&format!("    mod_entry::<{}>(),\n", g.name));
    }
    src.push_str(&format!(
        "/// Every generated reducer, in `generators::moduli::GENERATED`'s order.\n\
         pub const GENERATED_REDUCERS: [ModReducerEntry; {n}] = [\n{table}];\n",
        n = moduli::GENERATED.len()
    ));
    std::fs::write(out.join("generated_reducers.rs"), src).expect("write generated reducers");
    // `FusedModMul`: the partial products and the folding in one heap, and its second stage.
    std::fs::write(
        out.join("fused_mod_mul.rs"),
        fused::FusedMul::kyber().rusthdl_source("FusedModMul"),
    )
    .expect("write the fused multiplier");
}
