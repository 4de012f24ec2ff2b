//! The module graph points one way (docs/architecture.md):
//! params ← protocol ← model ← rtl ← flow/boards; host uses model, protocol and the drivers;
//! the user CLI uses host. Checked on the source: every `use crate::…` (and `crate::…` path) in
//! a file names only modules its layer may depend on.

use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let p = entry.unwrap().path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

/// The top-level crate modules a source text refers to with `crate::<m>` or, in a binary,
/// `mlkem_fpga::<m>` (comment lines are skipped: doc links are not dependencies).
fn dependencies(text: &str, prefix: &str) -> Vec<String> {
    let mut deps = Vec::new();
    for line in text.lines() {
        let code = line.trim_start();
        if code.starts_with("//") {
            continue;
        }
        let mut rest = code;
        while let Some(i) = rest.find(prefix) {
            let after = &rest[i + prefix.len()..];
            let m: String = after
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if !m.is_empty() {
                deps.push(m);
            }
            rest = after;
        }
    }
    deps.sort();
    deps.dedup();
    deps
}

/// The violations in the files under `src/<dir>`: (file, module) pairs outside `allowed`.
fn violations(dir: &str, allowed: &[&str]) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    let path = root.join(dir);
    if path.is_dir() {
        rust_files(&path, &mut files);
    } else {
        files.push(path);
    }
    let mut bad = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        for m in dependencies(&text, "crate::") {
            if !allowed.contains(&m.as_str()) {
                bad.push(format!("{} uses crate::{m}", f.display()));
            }
        }
    }
    bad
}

#[test]
fn params_depends_on_nothing() {
    assert_eq!(violations("params.rs", &["params"]), Vec::<String>::new());
}

#[test]
fn protocol_depends_on_params_only() {
    assert_eq!(
        violations("protocol.rs", &["params", "protocol"]),
        Vec::<String>::new()
    );
}

#[test]
fn generators_are_plain_rust() {
    assert_eq!(
        violations("generators", &["params", "generators"]),
        Vec::<String>::new()
    );
}

#[test]
fn the_harness_is_a_leaf() {
    assert_eq!(violations("sim", &["sim"]), Vec::<String>::new());
}

#[test]
fn the_model_knows_no_hardware() {
    let allowed = ["params", "protocol", "generators", "model"];
    assert_eq!(violations("model", &allowed), Vec::<String>::new());
}

#[test]
fn circuits_know_no_flow_host_or_cli() {
    let allowed = [
        "params",
        "protocol",
        "generators",
        "model",
        "sim",
        "rtl",
        "impl_reducer",
        "keccak_core_ports",
    ];
    assert_eq!(violations("rtl", &allowed), Vec::<String>::new());
}

/// Only the drivers (`sim.rs`, `verilated.rs`) use the harness: a circuit file does not know
/// how it is simulated.
#[test]
fn circuits_do_not_know_their_drivers() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/rtl");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    let drivers = ["sim.rs", "verilated.rs"];
    let bad: Vec<String> = files
        .iter()
        .filter(|f| !drivers.contains(&f.file_name().unwrap().to_str().unwrap()))
        .filter(|f| {
            dependencies(&std::fs::read_to_string(f).unwrap(), "crate::")
                .contains(&"sim".to_string())
        })
        .map(|f| f.display().to_string())
        .collect();
    assert_eq!(bad, Vec::<String>::new());
}

#[test]
fn the_host_knows_no_flow() {
    let allowed = ["params", "protocol", "model", "rtl", "sim", "host"];
    assert_eq!(violations("host", &allowed), Vec::<String>::new());
}

#[test]
fn the_user_cli_uses_the_host_only() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join("src/main.rs")).unwrap();
    assert_eq!(dependencies(&text, "mlkem_fpga::"), ["host"]);
}

/// The checker bites: a circuit file that used the flow would be reported.
#[test]
fn a_wrong_way_import_is_found() {
    let deps = dependencies(
        "use crate::params::Q;\n/// [`crate::host`] in a doc line\nuse crate::flow::synth;\n",
        "crate::",
    );
    assert_eq!(deps, ["flow", "params"]);
}
