//! `mlkem-flow`: the developer flow of the accelerator project. It exports, checks, measures
//! and builds the circuits (`demo`, `tree`, `verilog`, `report`, `vcd`, `bitstream`,
//! `bitstream-check`, `synth-au`); the make targets of the same names call it. The user's
//! command line, which runs ML-KEM, is the other binary, `mlkem-fpga`.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use clap::{Parser, Subcommand};

use mlkem_fpga::generators::bit_tree as tree;
use mlkem_fpga::params::{MAX_PRODUCT, Q};
use mlkem_fpga::rtl::reduce::{self, REDUCERS};

#[derive(Parser)]
#[command(
    name = "mlkem-flow",
    version,
    about = "ML-KEM FPGA accelerator, developer flow: export, verify, measure and build the circuits"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// The developer flow's commands.
#[derive(Subcommand)]
enum Command {
    /// Push sample products through every simulated reducer and print the comparison table.
    Demo {
        /// The report to print the comparison from.
        #[arg(long, default_value = "bitstreams/report.json")]
        report: PathBuf,
    },
    /// Print the generated bit trees: bits, height, range, levels and compressor counts.
    Tree,
    /// Sweep the Proth-form Barrett's parameter sets (e, k) over every product and print
    /// which are correct with `ProthBarrett`'s three-way correction.
    Proth,
    /// Export every circuit to Verilog (`<out>/<stem>.v`) and lint it with Verilator; write
    /// the Alchitry Cu wrapper's `top.v` and `top.pcf` into `boards/alchitry_cu/`.
    Verilog {
        #[arg(long, default_value = "bitstreams/verilog")]
        out: PathBuf,
        /// Skip the `verilator --lint-only` check.
        #[arg(long)]
        no_lint: bool,
    },
    /// Synthesise every circuit of the catalogue that has a harness (yosys Artix-7, yosys +
    /// nextpnr iCE40-HX8K), count the engines', Keccak circuits' and samplers' cycles in
    /// simulation and the device's command cycles under Verilator, and write
    /// `<out>/report.{md,json}`, the ATP charts and the page `--docs`.
    Report {
        #[arg(long, default_value = "bitstreams")]
        out: PathBuf,
        /// The results page written from the report.
        #[arg(long, default_value = "docs/results.md")]
        docs: PathBuf,
        /// Scratch directory for the tool runs.
        #[arg(long, default_value = "build/synth")]
        work: PathBuf,
        /// Also check each reducer's Verilog exhaustively under Verilator.
        #[arg(long)]
        verify: bool,
        /// Measure nothing: render `<out>/report.json` again (Markdown, charts, the page).
        #[arg(long)]
        render_only: bool,
    },
    /// Build the Alchitry Cu bitstream (yosys → nextpnr-ice40 with the board's pins at the
    /// device's clock, `CLOCK_HZ` → icepack) into `<out>`: mlkem_device.bin, top.v, top.pcf and
    /// BUILD_INFO. Fails if a tool fails or timing is not met.
    Bitstream {
        #[arg(long, default_value = mlkem_fpga::flow::bitstream::CU_OUT)]
        out: PathBuf,
        /// Scratch directory for the tool runs and their logs.
        #[arg(long, default_value = "build/bitstream")]
        work: PathBuf,
    },
    /// Place the protocol 3 device (`KemDevice`, issue 16) on the Alchitry Cu's HX8K as
    /// `bitstream` places today's: the logic cells and EBR it needs, whether it fits, its Fmax.
    PlaceKemDevice {
        /// Scratch directory for the tool runs and their logs.
        #[arg(long, default_value = "build/place_kem_device")]
        work: PathBuf,
    },
    /// Artix-7 synthesis (yosys synth_xilinx) of the Alchitry Au design: `<out>/UTILISATION.md`.
    SynthAu {
        #[arg(long, default_value = mlkem_fpga::flow::bitstream::AU_OUT)]
        out: PathBuf,
        #[arg(long, default_value = "build/alchitry_au")]
        work: PathBuf,
    },
    /// Check that the committed bitstream in `<out>` comes from today's sources (fresh top.v
    /// and top.pcf hash to what its BUILD_INFO records, as do the files beside it).
    BitstreamCheck {
        #[arg(long, default_value = mlkem_fpga::flow::bitstream::CU_OUT)]
        out: PathBuf,
    },
    /// Write the waveforms: the registered reducer (paper Fig. 6) on a short product
    /// sequence, one NTT on the P = 1 engine, and one Keccak-f[1600] permutation.
    Vcd {
        #[arg(long, default_value = "vcd/reduce/registered_dadda.vcd")]
        out: PathBuf,
        #[arg(long, default_value = "vcd/ntt/ntt_engine_p1.vcd")]
        ntt_out: PathBuf,
        /// One Keccak-f[1600] on the compact core (KeccakSerial).
        #[arg(long, default_value = "vcd/keccak/keccak_serial.vcd")]
        keccak_out: PathBuf,
    },
}

/// Products shown by `demo` and traced by `vcd`: edges of the range and a few ordinary ones.
const SAMPLE_PRODUCTS: [u32; 10] = [
    0,
    1,
    Q - 1,
    Q,
    2 * Q - 1,
    12_345,
    1_234_567,
    17 * 3_303,
    0x55_5555,
    MAX_PRODUCT,
];

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli.command) {
        Ok(()) => ExitCode::SUCCESS,
        // As `fn main() -> anyhow::Result<()>` reports an error.
        Err(e) => {
            eprintln!("Error: {e:?}");
            ExitCode::FAILURE
        }
    }
}

/// Runs one developer-flow command.
fn run(command: Command) -> Result<()> {
    match command {
        Command::Demo { report } => demo(&report),
        Command::Tree => {
            print_trees();
            Ok(())
        }
        Command::Proth => {
            print_proth_sweep();
            Ok(())
        }
        Command::Verilog { out, no_lint } => export_verilog(&out, !no_lint),
        Command::Bitstream { out, work } => build_bitstream(&out, &work),
        Command::PlaceKemDevice { work } => {
            let mut progress = |step: &str| eprintln!("{step}");
            print!(
                "{}",
                mlkem_fpga::flow::bitstream::place_kem_device(&work, &mut progress)?
            );
            Ok(())
        }
        Command::SynthAu { out, work } => {
            print!("{}", mlkem_fpga::flow::bitstream::synth_au(&out, &work)?);
            Ok(())
        }
        Command::BitstreamCheck { out } => {
            for line in mlkem_fpga::flow::bitstream::check_cu(&out)? {
                println!("{line}");
            }
            println!("the committed bitstream matches today's sources");
            Ok(())
        }
        Command::Report {
            out,
            docs,
            render_only: true,
            ..
        } => {
            let path = out.join("report.json");
            let json = std::fs::read_to_string(&path)
                .with_context(|| format!("reading {}", path.display()))?;
            let report: mlkem_fpga::flow::Report = serde_json::from_str(&json)
                .with_context(|| format!("parsing {}", path.display()))?;
            mlkem_fpga::flow::write_full_report(&report, &out)?;
            mlkem_fpga::flow::report::write_results_page(&out, &docs)?;
            eprintln!(
                "{} rendered again; {} written",
                path.display(),
                docs.display()
            );
            Ok(())
        }
        Command::Report {
            out,
            docs,
            work,
            verify,
            ..
        } => {
            let t = tree::dadda_tree();
            let figures = mlkem_fpga::flow::report::TreeFigures {
                bits: t.tree.bits() as u32,
                height: t.tree.height() as u32,
                levels: t.levels() as u32,
                full_adders: t.full_adders() as u32,
                half_adders: t.half_adders() as u32,
            };
            mlkem_fpga::flow::report::run_report(
                &out,
                &work,
                Some(figures),
                verify,
                mlkem_fpga::flow::Selection::All,
                |msg| eprintln!("{msg}"),
            )?;
            mlkem_fpga::flow::report::write_results_page(&out, &docs)?;
            eprintln!("results page written to {}", docs.display());
            Ok(())
        }
        Command::Vcd {
            out,
            ntt_out,
            keccak_out,
        } => {
            let r = reduce::registered::write_vcd(&SAMPLE_PRODUCTS, &out)?;
            println!(
                "wrote {} ({} products, outputs {:?})",
                out.display(),
                r.len(),
                r
            );
            // f_j = j: a polynomial whose NTT exercises every twiddle.
            let f: mlkem_fpga::model::ntt::Poly = std::array::from_fn(|j| j as u16);
            let (_, busy) = mlkem_fpga::rtl::ntt::sim::write_ntt_vcd(&f, &ntt_out)?;
            println!(
                "wrote {} (NTT of f_j = j on the P = 1 engine: {busy} cycles busy, result = FIPS 203 NTT)",
                ntt_out.display()
            );
            // A state with one bit set per lane, at a different position in each.
            let state: [u64; 25] = std::array::from_fn(|i| 1u64 << (i * 5 % 64));
            let (_, busy) = mlkem_fpga::rtl::keccak::sim::write_permutation_vcd::<
                mlkem_fpga::rtl::keccak::KeccakSerial,
            >(&state, &keccak_out)?;
            println!(
                "wrote {} (one Keccak-f[1600] on KeccakSerial: {busy} cycles busy, result = FIPS 202)",
                keccak_out.display()
            );
            Ok(())
        }
    }
}

/// `mlkem-fpga bitstream`, with a spinner naming the step.
fn build_bitstream(out: &std::path::Path, work: &std::path::Path) -> Result<()> {
    let t = std::time::Instant::now();
    let spinner = indicatif::ProgressBar::new_spinner();
    spinner.enable_steady_tick(std::time::Duration::from_millis(200));
    let mut progress = |msg: &str| {
        // Printed also when stderr is not a terminal (indicatif then hides the spinner).
        spinner.suspend(|| eprintln!("[{:>4} s] {msg}", t.elapsed().as_secs()));
        spinner.set_message(msg.to_string());
    };
    let built = mlkem_fpga::flow::bitstream::build_cu(out, work, &mut progress);
    spinner.finish_and_clear();
    let info = built?;
    println!(
        "wrote {} in {} s:",
        out.join(mlkem_fpga::flow::bitstream::BIN_NAME).display(),
        t.elapsed().as_secs()
    );
    for (k, v) in &info.entries {
        println!("  {k}: {v}");
    }
    Ok(())
}

fn print_trees() {
    println!("| tree | bits | height | range | levels | full adders | half adders |");
    println!("|---|---|---|---|---|---|---|");
    for (name, t) in [
        ("DaddaReducer (reduction paper)", tree::dadda_tree()),
        (
            "DaddaWideReducer (window [−q, 4q))",
            tree::dadda_wide_tree(),
        ),
        ("BitwiseYaman", tree::yaman_tree()),
        ("BitwiseGuo (our reconstruction)", tree::guo_tree()),
    ] {
        println!(
            "| {name} | {} | {} | [{:.3}q, {:.3}q] | {} | {} | {} |",
            t.tree.bits(),
            t.tree.height(),
            t.tree.range.0 as f64 / Q as f64,
            t.tree.range.1 as f64 / Q as f64,
            t.levels(),
            t.full_adders(),
            t.half_adders()
        );
    }
    println!("| paper, Table 1 and §3.1 (published) | 62 | 8 | (−q, 3q) | 3 | 33 | 7 |");
    println!("| Yaman et al., as published | 79 | 9 | (−q, 3q) | 4 | — | — |");
    println!(
        "\nThe generator on other NTT-friendly moduli (the paper's three methods from 2^i mod q; \
         each tree proved by `bit_tree::verify`; software checks: tests/bit_tree_moduli.rs):\n"
    );
    println!(
        "| q | product bits | folded from bit | window | row bits | bits | height | range | levels | full adders | half adders | corrections |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|---|---|");
    for q in [3329, 7681, 12289, 8380417] {
        let t = tree::schedule(&tree::Modulus::ntt_friendly(q));
        let m = t.tree.modulus;
        let proved = if tree::verify(&t.tree).is_ok() {
            ""
        } else {
            " (NOT PROVED)"
        };
        println!(
            "| {q}{proved} | {} | {} | {}",
            m.input_bits(),
            t.tree.folded_from,
            tree_cells(&t)
        );
    }
    println!(
        "\nq = 3329 in wider windows: fewer tree bits and compressors, more correction adders \
         and a wider select (tree level only; whether it wins in LUTs and delay is the \
         circuit's to show):\n"
    );
    println!(
        "| window | row bits | bits | height | range | levels | full adders | half adders | corrections |"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    for window in [(1, 3), (1, 4), (2, 4), (3, 5)] {
        let m = tree::Modulus::new(Q as i64, window);
        match tree::derive_modulus(&m, &m.power_coefficients(), tree::Policy::PaperElimination) {
            Some(t) => println!("| {}", tree_cells(&tree::schedule(&t))),
            None => println!(
                "| [−{}q, {}q) | no tree fits | | | | | | | |",
                window.0, window.1
            ),
        }
    }
    let f = mlkem_fpga::generators::fused::FusedMul::kyber();
    println!(
        "\n`FusedModMul` (issue 18, item 3b; `generators::fused`): the 12 × 12 partial products \
         and the folding in one heap, then the paper's reduction of its sum S{}:\n\n{}",
        if f.verify().is_ok() {
            ""
        } else {
            " (NOT PROVED)"
        },
        f.summary()
    );
}

/// The Proth-form Barrett sweep (`model::field::proth_barrett_range`): for q = δ·2^e + 1 and
/// m = ⌊2^k / δ⌋, the residue c − a·q over every product, and whether the three-way
/// correction (r + q, r, r − q) maps it to c mod q.
fn print_proth_sweep() {
    use mlkem_fpga::model::field::{PROTH_E, PROTH_K, proth_barrett_range};
    println!(
        "Proth-form Barrett (Li et al., TCAD 2023; our reconstruction): x = c >> e, \
         a = (x·⌊2^k/δ⌋) >> k, r = (x − δa)·2^e + c mod 2^e − a, over every c ∈ [0, (q−1)^2]. \
         Correct: r ∈ [−q, 2q). The circuit `ProthBarrett` uses e = {PROTH_E}, k = {PROTH_K}.\n"
    );
    println!("| e | δ | k | m | residue range | in multiples of q | three-way correction |");
    println!("|---:|---:|---:|---:|---|---|---|");
    let q = i64::from(Q);
    for e in (5..=8).rev() {
        let delta = (Q - 1) >> e;
        for k in 8..=16 {
            let (lo, hi) = proth_barrett_range(e, k).expect("q − 1 = 13·2^8");
            let ok = lo >= -q && hi < 2 * q;
            let mark = if (e, k) == (PROTH_E, PROTH_K) {
                " (ProthBarrett)"
            } else {
                ""
            };
            println!(
                "| {e} | {delta} | {k} | {} | [{lo}, {hi}] | [{:.2}q, {:.2}q] | {}{mark} |",
                (1u64 << k) / u64::from(delta),
                lo as f64 / q as f64,
                hi as f64 / q as f64,
                if ok { "correct" } else { "wrong" },
            );
        }
    }
}

/// A generated tree's cells from its window on: window, row bits, bits, height, range,
/// levels, full and half adders, corrections.
fn tree_cells(t: &tree::CompressorTree) -> String {
    let m = t.tree.modulus;
    let (lo, hi) = m.window;
    format!(
        "[−{lo}q, {hi}q) | {} | {} | {} | [{:.3}q, {:.3}q] | {} | {} | {} | {} |",
        m.row_bits(),
        t.tree.bits(),
        t.tree.height(),
        t.tree.range.0 as f64 / m.q as f64,
        t.tree.range.1 as f64 / m.q as f64,
        t.levels(),
        t.full_adders(),
        t.half_adders(),
        lo + hi - 1
    )
}

fn demo(report: &std::path::Path) -> Result<()> {
    circuit_catalogue();
    println!("Sample products through every reducer (RustHDL simulation), expected c mod {Q}:\n");
    print!("| c | c mod q |");
    for e in &REDUCERS {
        print!(" {} |", e.name);
    }
    println!();
    println!("|---|---|{}", "---|".repeat(REDUCERS.len()));
    let mut all_ok = true;
    for &c in &SAMPLE_PRODUCTS {
        print!("| {c} | {} |", c % Q);
        for e in &REDUCERS {
            let r = (e.simulate)(c);
            all_ok &= r == Some(c % Q);
            match r {
                Some(r) if r == c % Q => print!(" {r} |"),
                Some(r) => print!(" {r} (WRONG) |"),
                None => print!(" did not settle |"),
            }
        }
        println!();
    }
    println!();
    print_trees();
    println!();
    match std::fs::read_to_string(report) {
        Ok(json) => {
            let md = mlkem_fpga::flow::report::comparison_table(&json)
                .with_context(|| format!("reading {}", report.display()))?;
            println!(
                "Synthesis comparison (from {}, written by `make report`):\n\n{md}",
                report.display()
            );
        }
        Err(_) => println!(
            "No report at {}: run `make report` to measure the reducers.",
            report.display()
        ),
    }
    if !all_ok {
        bail!("a reducer disagreed with c mod q");
    }
    ntt_engines()?;
    keccak_circuits()?;
    device_commands()?;
    kem_round_trips()?;
    kem_on_the_virtual_board()
}

/// The circuit catalogue: every exported circuit with its unit, how the report measures it
/// and its operations.
fn circuit_catalogue() {
    use mlkem_fpga::rtl::catalog::{CIRCUITS, Harness};
    println!("The circuits (rtl::catalog; Verilog in bitstreams/verilog/<file>.v):\n");
    println!("| circuit | unit | file | report harness | iCE40 | operations |");
    println!("|---|---|---|---|---|---|");
    for c in CIRCUITS {
        let harness = match c.harness {
            Some(Harness::Reducer) => "reducer (Fig. 6 registers)",
            Some(Harness::WideReducer { .. }) => "reducer (Fig. 6 registers, its widths)",
            Some(Harness::Butterfly) => "butterfly (I/O registers)",
            Some(Harness::Bare) => "as is",
            Some(Harness::Registered(_)) => "between registers",
            None => "exported only",
        };
        println!(
            "| {} | {} | {} | {harness} | {} | {} |",
            c.name,
            c.unit,
            c.stem,
            if c.ice40 { "placed" } else { "–" },
            c.operations.names().join(", ")
        );
    }
    println!();
}

/// ML-KEM-768 KeyGen → Encaps → Decaps on the virtual board (the CLI's default backend, the
/// protocol 3 device: one request per operation, dk kept in a key slot), with the device's
/// cycles, the link bytes and the modelled board time.
fn kem_on_the_virtual_board() -> Result<()> {
    use mlkem_fpga::host::backend::Backend;
    use mlkem_fpga::host::bench::{Op, fmt_duration, round3};
    use mlkem_fpga::host::driver::Driven;
    use mlkem_fpga::host::kem3::KemDevice3;
    use mlkem_fpga::params::{CLOCK_HZ, DEFAULT_BAUD, ML_KEM_768};
    let (driver, _) = Backend::Sim.open_driver()?;
    let mut kem = KemDevice3::open(driver)?;
    let link = kem.driver().transport().describe();
    let r = round3(&mut kem, ML_KEM_768)?;
    println!(
        "\nML-KEM-768 on the virtual board ({link}; random seeds; results checked against \
         the software model). Board time = cycles / {:.2} MHz + 10 × bytes / {DEFAULT_BAUD} baud:\n",
        CLOCK_HZ as f64 / 1e6
    );
    println!(
        "| operation | compute cycles | link bytes sent / received | board time | simulator wall |"
    );
    println!("|---|---|---|---|---|");
    for (op, c) in Op::V3.iter().zip(&r.device) {
        println!(
            "| {} | {} | {} / {} | {} | {} |",
            op.name(),
            c.cycles,
            c.bytes_sent,
            c.bytes_received,
            fmt_duration(c.board_time(DEFAULT_BAUD)),
            fmt_duration(c.wall)
        );
    }
    println!(
        "\nshared secret from Encaps: {}\nshared secret from Decaps: {}\nequal: {}",
        hex::encode(r.encaps_secret),
        hex::encode(r.decaps_secret),
        r.encaps_secret == r.decaps_secret
    );
    Ok(())
}

/// A sequence of commands on the whole device (the exported `MlKemDevice` under Verilator,
/// driven through its UART pins), with the compute cycles of each and the check of every
/// response against the protocol model.
fn device_commands() -> Result<()> {
    println!(
        "\nThe protocol 2 co-processor (MlKemDevice, the Alchitry Au's device; its Verilog under \
         Verilator, through its UART pins; compute cycles from its Cycles counter; responses \
         checked against the protocol model):\n"
    );
    println!("| command | compute cycles | response = model |");
    println!("|---|---|---|");
    let rows = mlkem_fpga::flow::report::device::device_command_cycles(std::path::Path::new(
        "build/demo/mlkem_device",
    ))?;
    for c in &rows {
        println!(
            "| {} | {} | {} |",
            c.op,
            c.measured,
            if c.result_matches_model { "yes" } else { "NO" }
        );
    }
    if let Some(c) = rows.iter().find(|c| !c.result_matches_model) {
        bail!("MlKemDevice {}: differs from the model", c.op);
    }
    Ok(())
}

/// The Keccak cores, sponges and samplers: each row's operations with their cycles, checked
/// against the documented formula (or the other simulator) and the FIPS 202/203 model.
fn keccak_circuits() -> Result<()> {
    use mlkem_fpga::flow::report::keccak;
    println!(
        "\nThe Keccak circuits and samplers (RustHDL simulation, and Verilator where marked; \
         results checked against the FIPS 202/203 model):\n"
    );
    println!("| circuit | operation | cycles | formula | result = model |");
    println!("|---|---|---|---|---|");
    for e in keccak::circuits() {
        let run = keccak::cycles_of(e.stem)
            .with_context(|| format!("{}: no cycle measurement", e.name))?;
        for c in run()? {
            println!(
                "| {} | {} | {} | {} | {} |",
                e.name,
                c.op,
                c.measured,
                c.model.map_or("–".to_string(), |m| m.to_string()),
                if c.result_matches_model { "yes" } else { "NO" }
            );
            if !c.result_matches_model || c.model.is_some_and(|m| m != c.measured) {
                bail!("{} {}: differs from the model", e.name, c.op);
            }
        }
    }
    Ok(())
}

/// Every operation once on each NTT engine configuration (RustHDL simulation), with its
/// cycles and the check of its result against the model.
fn ntt_engines() -> Result<()> {
    use mlkem_fpga::flow::report::ntt;
    println!(
        "\nThe NTT engines (RustHDL simulation; result checked against the FIPS 203 model):\n"
    );
    println!("| engine | operation | memory passes | cycles | result = model |");
    println!("|---|---|---|---|---|");
    for e in ntt::engines() {
        let run = ntt::engine_cycles_of(e.stem)
            .with_context(|| format!("{}: no cycle measurement", e.name))?;
        for c in run()? {
            println!(
                "| {} | {} | {} | {} | {} |",
                e.name,
                c.op,
                c.memory_passes,
                c.measured,
                if c.result_matches_model { "yes" } else { "NO" }
            );
            if !c.result_matches_model || c.model != Some(c.measured) {
                bail!("{} {}: differs from the model", e.name, c.op);
            }
        }
    }
    Ok(())
}

/// One ML-KEM round trip per parameter set on the model backend (random seeds).
fn kem_round_trips() -> Result<()> {
    use mlkem_fpga::host::backend::{Kem, ModelDevice};
    use mlkem_fpga::model::kem::random_seed;
    println!("\nML-KEM round trips on the model backend (FIPS 203, random seeds):\n");
    println!("| set | ek bytes | dk bytes | c bytes | decapsulated K = encapsulated K |");
    println!("|---|---|---|---|---|");
    let mut device = ModelDevice;
    for p in mlkem_fpga::params::PARAM_SETS {
        let (ek, dk) = device.keygen(p, &random_seed(), &random_seed())?;
        let (c, k) = device.encaps(p, &ek, &random_seed())?;
        let k2 = device.decaps(p, &dk, &c)?;
        println!(
            "| {} | {} | {} | {} | {} |",
            p.name,
            ek.len(),
            dk.len(),
            c.len(),
            *k == *k2
        );
        if *k != *k2 {
            bail!("{}: decapsulation disagreed with encapsulation", p.name);
        }
    }
    Ok(())
}

fn export_verilog(out: &std::path::Path, lint: bool) -> Result<()> {
    use mlkem_fpga::rtl::catalog::CIRCUITS;
    std::fs::create_dir_all(out).with_context(|| format!("creating {}", out.display()))?;
    let work = std::path::Path::new("build/lint");
    for c in CIRCUITS {
        let v = (c.verilog)();
        let path = out.join(format!("{}.v", c.stem));
        std::fs::write(&path, &v).with_context(|| format!("writing {}", path.display()))?;
        if lint {
            // Artix-7 cells are linted with their simulation models (the file has none).
            let with_models = mlkem_fpga::rtl::reduce::lut6_2::with_xc7_models(&v);
            mlkem_fpga::sim::verilator::lint_with_flags(
                &with_models,
                &work.join(c.stem),
                c.lint_flags,
            )
            .with_context(|| format!("verilator --lint-only {}", path.display()))?;
        }
        println!(
            "wrote {}{}",
            path.display(),
            if lint { " (verilator lint clean)" } else { "" }
        );
    }
    // The Alchitry Cu wrapper: generated files next to its source (not linted: it
    // instantiates the iCE40 PLL primitive, which only yosys knows).
    let board = std::path::Path::new("boards/alchitry_cu");
    let (top_v, top_pcf) = mlkem_fpga::boards::alchitry_cu::top_files_on_disk();
    for (name, text) in [("top.v", top_v), ("top.pcf", top_pcf)] {
        let path = board.join(name);
        std::fs::write(&path, text).with_context(|| format!("writing {}", path.display()))?;
        println!("wrote {} (Alchitry Cu wrapper, not linted)", path.display());
    }
    Ok(())
}
