//! `mlkem-fpga`: the command line of the accelerator. It runs the KEM (`keygen`, `encaps`,
//! `decaps`; the contract is in `mlkem_fpga::host::cli`), manages a protocol 3 device's key
//! slots (`key import|export|erase|status`, `keygen --keep`, `decaps --slot`), queries, tests
//! and measures the device (`info`, `selftest`, `bench`), and serves a persistent virtual board on a
//! pseudo-terminal (`board --pty`). The commands run on the virtual board
//! (`--backend sim`) unless told otherwise. It uses the host library only; the developer
//! flow (export, report, bitstream) is the other binary, `mlkem-flow`.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use mlkem_fpga::host::cli::{
    self, BenchArgs, BoardArgs, DecapsArgs, DeviceArgs, EncapsArgs, KeyArgs, KeygenArgs,
    SelftestArgs,
};

#[derive(Parser)]
#[command(
    name = "mlkem-fpga",
    version,
    about = "ML-KEM (FIPS 203) on the FPGA accelerator: keygen, encaps, decaps, key, info, selftest, bench, board"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// ML-KEM key generation from seeds d, z: prints or writes ek and dk (--keep: dk stays in
    /// a key slot of a protocol 3 device, the slot is printed).
    Keygen(KeygenArgs),
    /// ML-KEM encapsulation to the key in --ek: prints or writes c and the shared secret k.
    Encaps(EncapsArgs),
    /// ML-KEM decapsulation of --c with the key in --dk (or in key slot --slot of a protocol 3
    /// device): prints or writes k.
    Decaps(DecapsArgs),
    /// A protocol 3 device's key slots: key import, key export, key erase, key status.
    Key(KeyArgs),
    /// The device's version, build id, clock, baud rate, slots and error counters.
    Info(DeviceArgs),
    /// Known answers on the device: one ACVP keyGen, encapsulation and decapsulation case per
    /// parameter set and a round trip; prints a table, exit status 1 on a mismatch.
    Selftest(SelftestArgs),
    /// Per parameter set and operation: the device's compute cycles, link bytes, modelled
    /// board time (cycles / f_clk + 10 × bytes / baud, then + round trips × a 1 or 16 ms USB
    /// latency timer) and wall time, with a progress bar; --json FILE writes every figure.
    Bench(BenchArgs),
    /// A persistent virtual board: `board --pty` serves the device's Verilog under Verilator
    /// on a pseudo-terminal until stopped, printing the pty's path as its first line; other
    /// commands reach it with --backend serial:/dev/pts/N, as they would a board.
    Board(BoardArgs),
}

fn main() -> ExitCode {
    let command = match Cli::try_parse() {
        Ok(cli) => cli.command,
        // --help, --version, and the help shown when no subcommand is given: as clap does it.
        Err(e)
            if !e.use_stderr()
                || e.kind() == clap::error::ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand =>
        {
            e.exit()
        }
        // A usage error: one line, exit status 2.
        Err(e) => {
            // clap's first paragraph (e.g. "the following required arguments were not
            // provided:" and the list) joined on one line; the usage and tips are left out.
            let text = e.to_string();
            let first: Vec<&str> = text
                .lines()
                .take_while(|l| !l.trim().is_empty())
                .map(str::trim)
                .collect();
            eprintln!("{} (try --help)", first.join(" "));
            return ExitCode::from(2);
        }
    };
    let stdout = || std::io::stdout().lock();
    let kem = match command {
        Command::Keygen(args) => cli::keygen(&args, &mut stdout()),
        Command::Encaps(args) => cli::encaps(&args, &mut stdout()),
        Command::Decaps(args) => cli::decaps(&args, &mut stdout()),
        Command::Key(args) => cli::key(&args, &mut stdout()),
        Command::Info(args) => cli::info(&args, &mut stdout()),
        Command::Selftest(args) => cli::selftest(&args, &mut stdout()),
        Command::Bench(args) => cli::bench(&args, &mut stdout()),
        Command::Board(args) => cli::board(&args, &mut stdout()),
    };
    match kem {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(e.exit_code())
        }
    }
}
