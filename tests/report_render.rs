//! The committed report is a pure function of its `report.json`, and its rows are the
//! circuit catalogue's:
//! * loading `bitstreams/report.json` and writing the report again gives the committed
//!   `report.{json,md}`, the two charts and `docs/results.md` byte for byte, so every change
//!   to the report's code (markdown, charts, derived figures) is checked without rerunning
//!   the synthesis;
//! * every catalogue entry with a harness has its row in its section, in catalogue order,
//!   with iCE40 figures exactly where the catalogue says it is placed.

use std::path::Path;

mod common;

use mlkem_fpga::flow::report::{self, Report, results_page, write_full_report};
use mlkem_fpga::rtl::catalog::{CIRCUITS, Circuit};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn committed() -> Report {
    let json = std::fs::read_to_string(root().join("bitstreams/report.json")).unwrap();
    serde_json::from_str(&json).unwrap()
}

#[test]
fn committed_report_renders_from_its_json() {
    let out = std::env::temp_dir().join(format!("mlkem_report_render_{}", std::process::id()));
    write_full_report(&committed(), &out).unwrap();
    for f in [
        "report.json",
        "report.md",
        "report_atp.svg",
        "report_butterfly_atp.svg",
    ] {
        let want = std::fs::read_to_string(root().join("bitstreams").join(f)).unwrap();
        let got = std::fs::read_to_string(out.join(f)).unwrap();
        assert!(
            got == want,
            "bitstreams/{f} differs from a fresh rendering of report.json"
        );
    }
    let _ = std::fs::remove_dir_all(&out);
}

/// The committed figures hold what the report promises: every row's simulations equal the
/// model, the DSP48s, block RAMs and EBR budgets where they belong, the devices within the
/// HX8K ([`common::report::check_complete`]; `tests/flow_smoke.rs` runs the same row checks on
/// a fresh smoke run of the pipeline).
#[test]
fn committed_report_figures_hold() {
    common::report::check_complete(&committed());
}

#[test]
fn results_page_is_the_committed_report() {
    let want = std::fs::read_to_string(root().join("docs/results.md")).unwrap();
    let got = results_page(Path::new("bitstreams")).map(|p| p.replace("\r\n", "\n"));
    // results_page reads report.md relative to the working directory: tests run in the crate
    // root.
    assert!(
        got.unwrap() == want,
        "docs/results.md is not bitstreams/report.md: run `make report` (or \
         `mlkem-flow report`), which writes both"
    );
    assert!(want.contains("](../bitstreams/report_atp.svg)"));
}

#[test]
fn every_measured_circuit_of_the_catalogue_has_its_row() {
    let r = committed();
    // Each section's circuits as the report selects them from the catalogue.
    let sections: [(&str, Vec<&Circuit>, &Vec<mlkem_fpga::flow::Row>); 6] = [
        ("reducers", report::reduce::circuits().collect(), &r.rows),
        (
            "generated reducers",
            report::generated::circuits().collect(),
            &r.generated,
        ),
        (
            "butterflies",
            report::ntt::butterflies().collect(),
            &r.butterflies,
        ),
        ("engines", report::ntt::engines().collect(), &r.engines),
        ("keccak", report::keccak::circuits().collect(), &r.keccak),
        ("device", report::device::circuits().collect(), &r.device),
    ];
    let mut measured = 0;
    for (section, want, rows) in &sections {
        let stems: Vec<&str> = want.iter().map(|c| c.stem).collect();
        let rows_stems: Vec<&str> = rows.iter().map(|r| r.name.as_str()).collect();
        assert_eq!(rows_stems, stems, "section {section}");
        for (c, row) in want.iter().zip(rows.iter()) {
            assert_eq!(row.circuit, c.name, "{}", c.stem);
            assert_eq!(row.ice40.is_some(), c.ice40, "{}: iCE40 placement", c.stem);
        }
        measured += want.len();
    }
    let exported_only = CIRCUITS.iter().filter(|c| c.harness.is_none()).count();
    assert_eq!(measured + exported_only, CIRCUITS.len());
}

/// The report package has no import cycle: the graph of `super::<module>` references between
/// the files of `src/flow/report/` (the package root excepted, which only re-exports and
/// writes) is acyclic, and `schema` and `table` import no other report module.
#[test]
fn report_package_has_no_import_cycle() {
    let dir = root().join("src/flow/report");
    let mut modules: Vec<(String, Vec<String>)> = Vec::new();
    let names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .filter(|n| n != "mod")
        .collect();
    for n in &names {
        let text = std::fs::read_to_string(dir.join(format!("{n}.rs"))).unwrap();
        // Code only: the tests module may reach anything.
        let code = text.split("#[cfg(test)]").next().unwrap();
        let deps: Vec<String> = super_refs(code)
            .into_iter()
            .filter(|m| m != n && names.contains(m))
            .collect();
        modules.push((n.clone(), deps));
    }
    for leaf in ["schema", "table"] {
        let deps = &modules.iter().find(|(n, _)| n == leaf).unwrap().1;
        assert!(
            deps.iter().all(|d| d == "schema"),
            "{leaf} imports {deps:?}"
        );
    }
    // Kahn's algorithm: every module must be removable.
    let mut left = modules.clone();
    while !left.is_empty() {
        let before = left.len();
        let done: Vec<String> = left
            .iter()
            .filter(|(_, deps)| deps.iter().all(|d| !left.iter().any(|(n, _)| n == d)))
            .map(|(n, _)| n.clone())
            .collect();
        left.retain(|(n, _)| !done.contains(n));
        assert!(left.len() < before, "import cycle among {left:?}");
    }
}

/// The first path segments after every `super::` in `code`: `super::a::x` gives `a`, and
/// `super::{a, b::c}` gives `a` and `b`.
fn super_refs(code: &str) -> Vec<String> {
    let ident = |s: &str| -> String {
        s.trim()
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect()
    };
    let mut out = Vec::new();
    for (i, _) in code.match_indices("super::") {
        let rest = &code[i + "super::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let group = &group[..group.find('}').unwrap_or(group.len())];
            out.extend(group.split(',').map(ident));
        } else {
            out.push(ident(rest));
        }
    }
    out.retain(|m| !m.is_empty());
    out.sort();
    out.dedup();
    out
}

#[test]
fn super_refs_reads_paths_and_groups() {
    assert_eq!(
        super_refs("use super::{device, ebr::x};\nlet a = super::ntt::f();"),
        ["device", "ebr", "ntt"]
    );
}
