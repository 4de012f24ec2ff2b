//! The README is a front door whose figures are checked: every number in its headline table
//! (between `<!-- headline:begin -->` and `<!-- headline:end -->`) equals the measured value in
//! `bitstreams/report.json` (rows with source `report`, looked up by circuit name) or
//! `bitstreams/alchitry_cu/BUILD_INFO` (source `BUILD_INFO`), to the precision it is printed
//! with. The README stays short (at most 210 lines), and every relative link in it and in
//! `docs/` resolves on disk; every page under `docs/` is linked from the README.
//!
//! The checker is plain Rust over `std` and `serde_json`; the unit tests at the bottom run it on
//! modified copies of a table and expect it to fail, so the check can bite.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use serde_json::Value;

const BEGIN: &str = "<!-- headline:begin -->";
const END: &str = "<!-- headline:end -->";
const MAX_README_LINES: usize = 210;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("reading {}: {e}", path.display()))
}

/// What a table column holds.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Column {
    /// `report` or `BUILD_INFO`.
    Source,
    /// The circuit's name (`report.json`'s `circuit`, or BUILD_INFO's `top`).
    Circuit,
    /// Free text: may hold no number (a pure-digit word) that nothing checks.
    Text,
    /// A figure: its place in a report.json row, and its BUILD_INFO key (if BUILD_INFO has it).
    Figure {
        json: &'static [&'static str],
        build_info: Option<&'static str>,
    },
}

/// The columns the headline table may have. A new column needs a line here, so that no
/// figure enters the table unchecked.
fn column(header: &str) -> Option<Column> {
    let h = normalise(header);
    Some(match h.as_str() {
        "source" => Column::Source,
        "circuit" => Column::Circuit,
        "what" => Column::Text,
        "artix-7 lut" => Column::Figure {
            json: &["xc7", "lut"],
            build_info: None,
        },
        "artix-7 ff" => Column::Figure {
            json: &["xc7", "ff"],
            build_info: None,
        },
        "lut × path" => Column::Figure {
            json: &["atp", "xc7_lut_x_path"],
            build_info: None,
        },
        "ice40 lc" => Column::Figure {
            json: &["ice40", "lc"],
            build_info: Some("logic cells (ICESTORM_LC)"),
        },
        "ebr" => Column::Figure {
            json: &["ice40", "ebr"],
            build_info: Some("EBR (ICESTORM_RAM)"),
        },
        "fmax mhz" => Column::Figure {
            json: &["ice40", "fmax_mhz"],
            build_info: Some("Fmax"),
        },
        "lc / mhz" => Column::Figure {
            json: &["atp", "ice40_lc_per_mhz"],
            build_info: None,
        },
        _ => return None,
    })
}

/// Lower case, without Markdown emphasis or code marks, single spaces.
fn normalise(cell: &str) -> String {
    let s: String = cell.chars().filter(|c| !matches!(c, '`' | '*')).collect();
    s.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// A cell's figure: `None` for a dash (no figure), else the value and its decimal places.
fn figure(cell: &str) -> Result<Option<(f64, u32)>, String> {
    let s: String = normalise(cell)
        .chars()
        .filter(|c| !matches!(c, ',' | '\u{202f}' | '\u{2009}'))
        .collect();
    if matches!(s.as_str(), "–" | "-" | "—") {
        return Ok(None);
    }
    let value: f64 = s
        .parse()
        .map_err(|_| format!("`{}` is neither a number nor a dash", cell.trim()))?;
    let decimals = s.split_once('.').map_or(0, |(_, frac)| frac.len() as u32);
    Ok(Some((value, decimals)))
}

/// The cells of a Markdown table row (`| a | b |` → ["a", "b"]).
fn cells(line: &str) -> Vec<String> {
    let t = line.trim();
    let t = t.strip_prefix('|').unwrap_or(t);
    let t = t.strip_suffix('|').unwrap_or(t);
    t.split('|').map(|c| c.trim().to_string()).collect()
}

/// Every object in `v` (at any depth) whose `circuit` is `name` and which carries figures.
fn report_rows<'a>(v: &'a Value, name: &str, out: &mut Vec<&'a Value>) {
    match v {
        Value::Object(map) => {
            let figures = map.contains_key("xc7") || map.contains_key("ice40");
            if figures && map.get("circuit").and_then(Value::as_str) == Some(name) {
                out.push(v);
            }
            map.values().for_each(|x| report_rows(x, name, out));
        }
        Value::Array(items) => items.iter().for_each(|x| report_rows(x, name, out)),
        _ => {}
    }
}

/// The first number in BUILD_INFO's line `key: …` (e.g. `7098` of `7098 / 7680`).
fn build_info_value(build_info: &str, key: &str) -> Option<f64> {
    let line = build_info
        .lines()
        .find_map(|l| l.strip_prefix(key)?.trim_start().strip_prefix(':'))?;
    let start = line.find(|c: char| c.is_ascii_digit())?;
    let rest = &line[start..];
    let end = rest
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(rest.len());
    rest[..end].parse().ok()
}

/// Compares a printed figure with the measured one, to the printed precision.
fn compare(what: &str, printed: Option<(f64, u32)>, measured: Option<f64>) -> Result<(), String> {
    match (printed, measured) {
        (None, None) => Ok(()),
        (Some((p, _)), None) => Err(format!(
            "{what}: the table says {p}, the source has no such figure"
        )),
        (None, Some(m)) => Err(format!(
            "{what}: the table shows a dash, the source says {m}"
        )),
        (Some((p, decimals)), Some(m)) => {
            let tolerance = 0.5 * 10f64.powi(-(decimals as i32)) + 1e-9;
            if (p - m).abs() <= tolerance {
                Ok(())
            } else {
                Err(format!("{what}: the table says {p}, the source says {m}"))
            }
        }
    }
}

/// Checks the headline table of `readme` against the report and BUILD_INFO; returns the number
/// of figures checked.
fn check_headline(readme: &str, report: &Value, build_info: &str) -> Result<usize, String> {
    let begin = readme
        .find(BEGIN)
        .ok_or("no `<!-- headline:begin -->` marker")?;
    let end = readme
        .find(END)
        .ok_or("no `<!-- headline:end -->` marker")?;
    if end < begin {
        return Err("the headline end marker comes before the begin marker".into());
    }
    let rows: Vec<&str> = readme[begin + BEGIN.len()..end]
        .lines()
        .filter(|l| l.trim_start().starts_with('|'))
        .collect();
    if rows.len() < 3 {
        return Err("the headline table has no data rows".into());
    }
    let headers = cells(rows[0]);
    let columns: Vec<Column> = headers
        .iter()
        .map(|h| {
            column(h).ok_or_else(|| format!("unknown headline column `{h}`: add it to `column()`"))
        })
        .collect::<Result<_, _>>()?;
    for needed in [Column::Source, Column::Circuit] {
        if !columns.contains(&needed) {
            return Err(format!("the headline table has no {needed:?} column"));
        }
    }
    if !cells(rows[1])
        .iter()
        .all(|c| !c.is_empty() && c.chars().all(|x| matches!(x, '-' | ':')))
    {
        return Err("the headline table's second line is not a separator".into());
    }
    let mut checked = 0;
    for row in &rows[2..] {
        let row_cells = cells(row);
        if row_cells.len() != columns.len() {
            return Err(format!(
                "row `{}` has {} cells, the header {}",
                row.trim(),
                row_cells.len(),
                columns.len()
            ));
        }
        let cell_of = |want: Column| {
            columns
                .iter()
                .position(|c| *c == want)
                .map(|i| normalise(&row_cells[i]))
                .unwrap_or_default()
        };
        let circuit: String = row_cells
            [columns.iter().position(|c| *c == Column::Circuit).unwrap()]
        .chars()
        .filter(|c| !matches!(c, '`' | '*'))
        .collect::<String>()
        .trim()
        .to_string();
        if circuit.is_empty() {
            return Err(format!("row `{}` names no circuit", row.trim()));
        }
        let source = cell_of(Column::Source);
        let json_row = match source.as_str() {
            "report" | "report.json" => {
                let mut found = Vec::new();
                report_rows(report, &circuit, &mut found);
                match found.len() {
                    0 => return Err(format!("circuit `{circuit}` is missing from report.json")),
                    1 => Some(found[0]),
                    n => return Err(format!("circuit `{circuit}` is in report.json {n} times")),
                }
            }
            "build_info" => {
                let top = build_info
                    .lines()
                    .find_map(|l| l.strip_prefix("top:"))
                    .ok_or("BUILD_INFO has no `top:` line")?
                    .trim();
                if top.split(|c: char| !c.is_alphanumeric() && c != '_').next()
                    != Some(circuit.as_str())
                {
                    return Err(format!("row `{circuit}`: BUILD_INFO's top is `{top}`"));
                }
                None
            }
            other => {
                return Err(format!(
                    "row `{circuit}`: unknown source `{other}` (report or BUILD_INFO)"
                ));
            }
        };
        for (col, cell) in columns.iter().zip(&row_cells) {
            match col {
                Column::Source | Column::Circuit => {}
                Column::Text => {
                    let number = cell
                        .split(|c: char| !c.is_alphanumeric())
                        .find(|w| !w.is_empty() && w.chars().all(|c| c.is_ascii_digit()));
                    if let Some(n) = number {
                        return Err(format!(
                            "row `{circuit}`: the text `{cell}` holds the unchecked number {n}"
                        ));
                    }
                }
                Column::Figure {
                    json,
                    build_info: key,
                } => {
                    let what = format!(
                        "`{circuit}` {}",
                        headers[columns.iter().position(|c| c == col).unwrap()]
                    );
                    let printed = figure(cell).map_err(|e| format!("{what}: {e}"))?;
                    let measured = match json_row {
                        Some(r) => json
                            .iter()
                            .try_fold(r, |v, k| v.get(k))
                            .and_then(Value::as_f64),
                        None => key.and_then(|k| build_info_value(build_info, k)),
                    };
                    compare(&what, printed, measured)?;
                    checked += usize::from(printed.is_some());
                }
            }
        }
    }
    if checked == 0 {
        return Err("the headline table holds no figure".into());
    }
    Ok(checked)
}

#[test]
fn headline_figures_equal_the_report_and_build_info() {
    let root = root();
    let readme = read(&root.join("README.md"));
    let report: Value = serde_json::from_str(&read(&root.join("bitstreams/report.json")))
        .expect("bitstreams/report.json is JSON");
    let build_info = read(&root.join("bitstreams/alchitry_cu/BUILD_INFO"));
    match check_headline(&readme, &report, &build_info) {
        Ok(n) => println!("{n} headline figures checked"),
        Err(e) => panic!("README headline table: {e}"),
    }
}

/// The figures in the README's prose that are not in the headline table: each is the design
/// constant it names (the circuits are checked against those constants, with the cycle counts
/// written out as literals, in `tests/rtl_ntt.rs` and `tests/rtl_keccak.rs`).
#[test]
fn prose_figures_are_the_design_constants() {
    use mlkem_fpga::model::ntt_engine::EngineOp;
    use mlkem_fpga::params::CLOCK_HZ;
    use mlkem_fpga::protocol::v3;
    use mlkem_fpga::rtl::keccak::serial::PERMUTE_CYCLES;
    let readme: String = read(&root().join("README.md"))
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    for claim in [
        format!(
            "an NTT takes {} cycles on `NttEngineP1`",
            EngineOp::Ntt.cycles(1)
        ),
        format!("a Keccak-f[1600] {PERMUTE_CYCLES} on `KeccakSerial`"),
        format!("meets its {:.2} MHz clock", CLOCK_HZ as f64 / 1e6),
        format!("the {}-byte bulk buffer", v3::MAX_RESPONSE),
        format!("{} key slots,", v3::KEY_SLOTS),
        format!("{} polynomial slots,", mlkem_fpga::model::sequencer::SLOTS),
    ] {
        assert!(readme.contains(&claim), "README.md no longer says: {claim}");
    }
}

#[test]
fn readme_is_short() {
    let lines = read(&root().join("README.md")).lines().count();
    assert!(
        lines <= MAX_README_LINES,
        "README.md has {lines} lines, at most {MAX_README_LINES}"
    );
}

/// The relative link targets of a Markdown text, outside fenced code blocks, without anchors.
fn relative_links(text: &str) -> Vec<String> {
    let mut links = Vec::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            continue;
        }
        let mut rest = line;
        while let Some(i) = rest.find("](") {
            rest = &rest[i + 2..];
            let Some(j) = rest.find(')') else { break };
            let target = rest[..j].trim();
            rest = &rest[j..];
            let path = target.split('#').next().unwrap_or("");
            let external = target.contains("://") || target.starts_with("mailto:");
            if !external && !path.is_empty() {
                links.push(path.to_string());
            }
        }
    }
    links
}

fn markdown_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            markdown_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "md") {
            out.push(p);
        }
    }
}

#[test]
fn readme_and_docs_links_exist_and_every_docs_page_is_linked() {
    let root = root();
    let readme = read(&root.join("README.md"));
    let mut files = vec![root.join("README.md")];
    markdown_files(&root.join("docs"), &mut files);
    let mut missing = Vec::new();
    for file in &files {
        let dir = file.parent().unwrap();
        for link in relative_links(&read(file)) {
            if !dir.join(&link).exists() {
                missing.push(format!(
                    "{}: {link}",
                    file.strip_prefix(&root).unwrap().display()
                ));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "links to nothing:\n{}",
        missing.join("\n")
    );

    let linked: BTreeSet<String> = relative_links(&readme).into_iter().collect();
    for needed in [
        "docs/architecture.md",
        "docs/verification.md",
        "docs/virtual-board.md",
    ] {
        assert!(linked.contains(needed), "README.md does not link {needed}");
    }
    let mut pages = Vec::new();
    markdown_files(&root.join("docs"), &mut pages);
    assert!(!pages.is_empty(), "docs/ holds no page");
    for page in pages {
        let rel = page
            .strip_prefix(&root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        assert!(linked.contains(&rel), "README.md does not link {rel}");
    }
}

#[cfg(test)]
mod checker_bites {
    use super::*;

    const TABLE: &str = "intro\n<!-- headline:begin -->\n\
        | source | circuit | what | Artix-7 LUT | iCE40 LC | EBR | Fmax MHz | LC / MHz |\n\
        |---|---|---|---:|---:|---:|---:|---:|\n\
        | report | `DaddaReducer` | the paper's reducer | 120 | 182 | 0 | 82.39 | 2.21 |\n\
        | report | `KeccakSerial` | a core not placed | 1243 | – | – | – | – |\n\
        | BUILD_INFO | `AlchitryCuTop` | the board | – | 7098 | 14 | 55.99 | – |\n\
        <!-- headline:end -->\nafter\n";

    const BUILD_INFO: &str = "board: Alchitry Cu\ntop: AlchitryCuTop (boards/alchitry_cu/top.rs): PLL\n\
        logic cells (ICESTORM_LC): 7098 / 7680\nEBR (ICESTORM_RAM): 14 / 32\n\
        Fmax: 55.99 MHz post-route (constraint 50 MHz: met)\n";

    fn report() -> Value {
        serde_json::json!({
            "rows": [{"circuit": "DaddaReducer", "xc7": {"lut": 120}, "ice40": {"lc": 182, "ebr": 0, "fmax_mhz": 82.39},
                      "atp": {"ice40_lc_per_mhz": 2.2090059473237043}}],
            "keccak": [{"circuit": "KeccakSerial", "xc7": {"lut": 1243}, "ice40": null,
                        "atp": {"ice40_lc_per_mhz": null}}]
        })
    }

    fn check(table: &str) -> Result<usize, String> {
        check_headline(table, &report(), BUILD_INFO)
    }

    #[test]
    fn the_original_passes() {
        assert_eq!(check(TABLE), Ok(9));
    }

    #[test]
    fn a_changed_integer_fails() {
        let e = check(&TABLE.replace("| 120 |", "| 121 |")).unwrap_err();
        assert!(e.contains("Artix-7 LUT"), "{e}");
    }

    #[test]
    fn a_figure_off_in_its_last_printed_digit_fails() {
        assert!(check(&TABLE.replace("| 2.21 |", "| 2.20 |")).is_err());
        assert!(
            check(&TABLE.replace("| 82.39 |", "| 82.4 |")).is_ok(),
            "82.39 printed as 82.4 rounds right"
        );
        assert!(check(&TABLE.replace("| 82.39 |", "| 82.3 |")).is_err());
    }

    #[test]
    fn a_build_info_figure_that_differs_fails() {
        assert!(check(&TABLE.replace("| 7098 |", "| 7048 |")).is_err());
        assert!(check(&TABLE.replace("| 55.99 |", "| 53.85 |")).is_err());
        assert!(check(&TABLE.replace("`AlchitryCuTop`", "`AlchitryAuTop`")).is_err());
    }

    #[test]
    fn a_circuit_missing_from_the_report_fails() {
        let e = check(&TABLE.replace("`DaddaReducer`", "`DaddaReducerX`")).unwrap_err();
        assert!(e.contains("missing from report.json"), "{e}");
    }

    #[test]
    fn a_dash_where_there_is_a_figure_and_a_figure_where_there_is_none_fail() {
        assert!(check(&TABLE.replace("| 182 |", "| – |")).is_err());
        assert!(check(&TABLE.replace("| 1243 | – |", "| 1243 | 1752 |")).is_err());
    }

    #[test]
    fn an_empty_or_unmarked_table_fails() {
        let header_only: String = TABLE
            .lines()
            .filter(|l| !l.starts_with("| report") && !l.starts_with("| BUILD"))
            .collect::<Vec<_>>()
            .join("\n");
        assert!(check(&header_only).is_err());
        assert!(check(&TABLE.replace(BEGIN, "")).is_err());
        assert!(check(&TABLE.replace(END, "")).is_err());
        let no_figures = "<!-- headline:begin -->\n| source | circuit | what |\n|---|---|---|\n\
            | report | `DaddaReducer` | a reducer |\n<!-- headline:end -->\n";
        let e = check(no_figures).unwrap_err();
        assert!(e.contains("holds no figure"), "{e}");
    }

    #[test]
    fn an_unknown_column_an_unknown_source_or_a_number_in_the_text_fails() {
        assert!(check(&TABLE.replace("| LC / MHz |", "| ns |")).is_err());
        assert!(
            check(&TABLE.replace("| report | `KeccakSerial`", "| guess | `KeccakSerial`")).is_err()
        );
        assert!(
            check(&TABLE.replace("the paper's reducer", "the paper's reducer, 16 % better"))
                .is_err()
        );
    }

    #[test]
    fn the_real_readme_fails_when_one_of_its_figures_changes() {
        let root = root();
        let readme = read(&root.join("README.md"));
        let report: Value =
            serde_json::from_str(&read(&root.join("bitstreams/report.json"))).unwrap();
        let build_info = read(&root.join("bitstreams/alchitry_cu/BUILD_INFO"));
        assert!(check_headline(&readme, &report, &build_info).is_ok());
        // Change the last figure of every data row in turn: each change must be caught.
        let begin = readme.find(BEGIN).unwrap();
        let end = readme.find(END).unwrap();
        let table = &readme[begin..end];
        let mut mutated = 0;
        for line in table
            .lines()
            .filter(|l| l.starts_with("| report") || l.starts_with("| BUILD_INFO"))
        {
            let row = cells(line);
            let Some(i) = row.iter().rposition(|c| figure(c).ok().flatten().is_some()) else {
                continue;
            };
            let mut changed = row.clone();
            let (v, decimals) = figure(&row[i]).unwrap().unwrap();
            changed[i] = format!(
                "{:.*}",
                decimals as usize,
                v + 2.0 * 10f64.powi(-(decimals as i32))
            );
            let new_line = format!("| {} |", changed.join(" | "));
            let bad = readme.replacen(line, &new_line, 1);
            assert!(
                check_headline(&bad, &report, &build_info).is_err(),
                "changing `{line}` to `{new_line}` went unnoticed"
            );
            mutated += 1;
        }
        assert!(mutated >= 3, "only {mutated} headline rows were mutated");
    }

    #[test]
    fn links_are_found_outside_code_blocks_only() {
        let md =
            "see [a](docs/a.md#x) and [b](https://e.org)\n```\n[c](docs/c.md)\n```\n[d](../d.md)";
        assert_eq!(
            relative_links(md),
            vec!["docs/a.md".to_string(), "../d.md".to_string()]
        );
    }
}
