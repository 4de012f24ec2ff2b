//! The KEM commands of the CLI, `keygen`, `encaps` and `decaps`, and their contract (issue 3):
//!
//! | command | inputs | stdout with `--json` (one line, exactly these keys, lowercase hex) |
//! |---|---|---|
//! | `keygen` | `--d HEX --z HEX` (32 bytes each; random from the OS if absent) | `{"ek": …, "dk": …}` |
//! | `encaps` | `--ek FILE`, `--m HEX` (32 bytes; random if absent) | `{"c": …, "k": …}` |
//! | `decaps` | `--dk FILE --c FILE` | `{"k": …}` |
//!
//! Every command takes `--params 512|768|1024` (default 768), `--backend
//! sim|sim2|model|model3|rusthdl|serial:PATH[@BAUD]` (default `sim`, the virtual board; `--vcd
//! FILE` with `rusthdl`), `--out DIR` (raw bytes to
//! `DIR/{ek,dk,c,k}.bin`, `dk.bin` and `k.bin` with mode 0600) and `--json`. Without `--out`
//! and `--json` a short human summary is printed.
//!
//! `info --backend B` prints what the device reports (version, build id, clock, baud, slots,
//! error counters, cycles, link bytes); `selftest --backend B [--vectors DIR]` runs one ACVP
//! keyGen, encapsulation and decapsulation case per parameter set and an encaps → decaps
//! round trip on the device and prints a table (exit status 1 on a mismatch). With
//! `--backend model` both drive the protocol model ([`crate::model::device`]) through the
//! whole driver path; `keygen`/`encaps`/`decaps` with `model` use the software KEM and with
//! `sim`, `model3`, `rusthdl` or `serial:…` the device: one request per operation on a
//! protocol 3 device ([`super::kem3::KemDevice3`]; keygen exports dk to print it, decaps with a
//! dk file imports it into a slot for the one operation), the host-orchestrated protocol 2 on
//! `sim2` ([`super::hwkem::HwMlKem`]).
//!
//! **Key slots** (a protocol 3 device: `--backend sim` (the default), `model3`, `rusthdl`, or a
//! board whose `VERSION` says protocol 3; [`super::kem3`]):
//!
//! | command | stdout with `--json` |
//! |---|---|
//! | `keygen --keep [--slot N] [--exportable]` | `{"ek": …, "slot": N}` (dk stays in the device) |
//! | `decaps --slot N --c FILE` | `{"k": …}` |
//! | `key import --dk FILE [--slot N] [--exportable]` | `{"slot": N}` |
//! | `key export --slot N` | `{"dk": …}` (`--out DIR`: `dk.bin`, mode 0600) |
//! | `key erase --slot N` | `{"slot": N}` |
//! | `key status` | `{"slots": [{"slot": 0, "state": "empty"}, {"slot": 1, "state": "valid", "set": "ML-KEM-512", "exportable": false}]}` |
//!
//! Without `--slot`, `keygen --keep` and `key import` take the first free slot. Slot commands on
//! a backend without key slots (`model`, `sim2`) exit 2 saying so. The in-process devices
//! (`sim`, `model3`, `rusthdl`) live as long as the process: a key kept by one `mlkem-fpga` run
//! is gone in the next (a board keeps it while powered; so does `mlkem-fpga board --pty`).
//! [`Session`] keeps one device across commands in a single process ([`keygen_in`],
//! [`decaps_in`], [`key_in`]).
//!
//! Exit status ([`CliError::exit_code`]): 0 success; 2 bad input or usage (bad hex, a wrong
//! length, an ek failing the modulus check, a dk failing the hash check, an unreadable file);
//! a slot command the backend or the slot's state refuses (no key slots, a slot that does not
//! exist, is empty or full, a key that is not exportable, c of another set than the slot's key);
//! 1 anything else (backend, file system, internal). Every input is checked before anything is
//! computed, and outputs are written all-or-nothing ([`PendingFiles`]): on failure no output
//! file exists. Secrets (d, z, m, dk, K, and their hex) live in [`Zeroizing`] buffers.

use std::fmt;
use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{Context, anyhow};
use clap::Args;
use zeroize::Zeroizing;

use super::backend::{
    Backend, DeviceError, DeviceKem, Kem, ModelDevice, Secret32, SecretBytes, check_output_len,
};
use super::driver::Driven;
use super::files::{PendingFiles, read_input};
use super::kem3::{Kem3Error, KemDevice3, SlotState};
use super::transport::Transport;
use crate::model::hash::h;
use crate::model::kem::{KemError, check_ct, check_dk, check_ek};
use crate::params::{ParamSet, SHARED_SECRET_LEN};

/// `--backend` and `--vcd`, shared by every command that talks to a device.
#[derive(Args, Debug, Clone)]
pub struct BackendArgs {
    /// Where it runs: sim (the virtual board: the Cu bitstream's protocol 3 device, its Verilog
    /// under Verilator: one request per operation, key slots), serial:PATH[@BAUD] (a board),
    /// model (software), model3 (the protocol 3 device's model), sim2 (the protocol 2
    /// co-processor, the Au's device, on the virtual board), rusthdl (the protocol 3 device in
    /// RustHDL's simulator, slow: for short runs with --vcd).
    #[arg(long, value_name = "BACKEND", default_value_t = Backend::default())]
    pub backend: Backend,
    /// With --backend rusthdl: record every signal of the device in this VCD file (GTKWave).
    #[arg(long, value_name = "FILE")]
    pub vcd: Option<PathBuf>,
}

impl BackendArgs {
    /// The backend, with the VCD file if one was asked for (`--vcd` needs `rusthdl`).
    pub fn resolve(&self) -> Result<Backend, CliError> {
        self.backend
            .clone()
            .with_vcd(self.vcd.clone())
            .map_err(|e| CliError::Input(e.to_string()))
    }
}

impl fmt::Display for BackendArgs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.backend.fmt(f)
    }
}

/// Options shared by `keygen`, `encaps` and `decaps`.
#[derive(Args, Debug, Clone)]
pub struct CommonArgs {
    /// Parameter set: 512, 768 or 1024 (ML-KEM-512, -768, -1024).
    #[arg(long, value_name = "512|768|1024", default_value = "768", value_parser = parse_params)]
    pub params: ParamSet,
    #[command(flatten)]
    pub backend: BackendArgs,
    /// Write the outputs as raw bytes to DIR/{ek,dk,c,k}.bin (DIR is created if missing;
    /// dk.bin and k.bin get mode 0600).
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
    /// Print the outputs as one JSON line of lowercase hex.
    #[arg(long)]
    pub json: bool,
}

/// `keygen`: ML-KEM.KeyGen_internal(d, z) (FIPS 203 Algorithm 16).
#[derive(Args, Debug, Clone)]
pub struct KeygenArgs {
    /// Seed d, 32 bytes as 64 hex digits; random from the OS if absent. Meant for
    /// known-answer tests: a command line is visible to other local users.
    #[arg(long, value_name = "HEX")]
    pub d: Option<String>,
    /// Implicit-rejection seed z, 32 bytes as 64 hex digits; random from the OS if absent.
    #[arg(long, value_name = "HEX")]
    pub z: Option<String>,
    /// Keep dk in a key slot of the device (protocol 3) and print the slot instead of dk.
    #[arg(long)]
    pub keep: bool,
    /// With --keep: the key slot (0 or 1; ML-KEM-768 and -1024 have slot 0 only). The first
    /// free one if absent.
    #[arg(long, value_name = "N", requires = "keep", value_parser = parse_slot)]
    pub slot: Option<usize>,
    /// With --keep: allow `key export` of the kept key (by default it never leaves the device).
    #[arg(long, requires = "keep")]
    pub exportable: bool,
    #[command(flatten)]
    pub common: CommonArgs,
}

/// `encaps`: ML-KEM.Encaps (FIPS 203 Algorithms 20 and 17) with the encapsulation-key check.
#[derive(Args, Debug, Clone)]
pub struct EncapsArgs {
    /// Encapsulation key: a file of raw FIPS 203 bytes (384k + 32).
    #[arg(long, value_name = "FILE")]
    pub ek: PathBuf,
    /// Message m, 32 bytes as 64 hex digits; random from the OS if absent (known-answer tests).
    #[arg(long, value_name = "HEX")]
    pub m: Option<String>,
    #[command(flatten)]
    pub common: CommonArgs,
}

/// `decaps`: ML-KEM.Decaps (FIPS 203 Algorithms 21 and 18) with the decapsulation-key check.
#[derive(Args, Debug, Clone)]
pub struct DecapsArgs {
    /// Decapsulation key: a file of raw FIPS 203 bytes (768k + 96).
    #[arg(
        long,
        value_name = "FILE",
        required_unless_present = "slot",
        conflicts_with = "slot"
    )]
    pub dk: Option<PathBuf>,
    /// Decapsulate with the key kept in this key slot of the device (protocol 3) instead of
    /// --dk.
    #[arg(long, value_name = "N", value_parser = parse_slot)]
    pub slot: Option<usize>,
    /// Ciphertext: a file of raw FIPS 203 bytes (32(du·k + dv)).
    #[arg(long, value_name = "FILE")]
    pub c: PathBuf,
    #[command(flatten)]
    pub common: CommonArgs,
}

/// `--params`: 512, 768 or 1024.
pub fn parse_params(s: &str) -> Result<ParamSet, String> {
    s.parse::<u32>()
        .ok()
        .and_then(ParamSet::from_level)
        .ok_or_else(|| format!("unknown parameter set '{s}' (expected 512, 768 or 1024)"))
}

/// `--slot`: a key slot number, 0 or 1.
pub fn parse_slot(s: &str) -> Result<usize, String> {
    s.parse::<usize>()
        .ok()
        .filter(|&n| n < crate::protocol::v3::KEY_SLOTS)
        .ok_or_else(|| format!("no key slot '{s}' (the device has slots 0 and 1)"))
}

/// A failed command: bad input (exit status 2) or any other failure (1).
#[derive(Debug)]
pub enum CliError {
    /// Bad input or usage; the message names the argument and the problem.
    Input(String),
    /// A backend, file-system or internal failure.
    Failure(anyhow::Error),
}

impl CliError {
    /// The process exit status: 2 for bad input, 1 otherwise.
    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::Input(_) => 2,
            CliError::Failure(_) => 1,
        }
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Input(msg) => f.write_str(msg),
            // One line: the context chain joined by ": ".
            CliError::Failure(e) => write!(f, "{e:#}"),
        }
    }
}

impl std::error::Error for CliError {}

impl From<anyhow::Error> for CliError {
    fn from(e: anyhow::Error) -> Self {
        CliError::Failure(e)
    }
}

impl From<DeviceError> for CliError {
    fn from(e: DeviceError) -> Self {
        match e {
            DeviceError::NoKeySlots { .. } => CliError::Input(e.to_string()),
            DeviceError::Kem3(e) => e.into(),
            e => CliError::Failure(e.into()),
        }
    }
}

/// A refusal for the slot's state or number is a usage error (2); the rest are failures.
impl From<Kem3Error> for CliError {
    fn from(e: Kem3Error) -> Self {
        match e {
            Kem3Error::BadSlot { .. }
            | Kem3Error::SlotEmpty { .. }
            | Kem3Error::SlotFull { .. }
            | Kem3Error::NotExportable { .. }
            | Kem3Error::NoFreeSlot { .. }
            | Kem3Error::WrongSet { .. }
            | Kem3Error::CiphertextLength { .. } => CliError::Input(e.to_string()),
            e => CliError::Failure(e.into()),
        }
    }
}

/// An open backend the commands run on: the software KEM, or a device ([`DeviceKem`]). Each
/// command opens its own; [`keygen_in`], [`decaps_in`] and [`key_in`] run on one the caller
/// keeps, so that a key kept in the in-process `model3` device outlives the command.
pub enum Session {
    Software(ModelDevice),
    Device(DeviceKem<Box<dyn Transport>>),
}

impl Session {
    /// Connects to the backend.
    pub fn open(backend: &BackendArgs) -> Result<Self, CliError> {
        let b = backend.resolve()?;
        Ok(match b {
            Backend::Model => Session::Software(ModelDevice),
            b => Session::Device(b.open_device()?),
        })
    }

    fn kem(&mut self) -> &mut dyn Kem {
        match self {
            Session::Software(m) => m,
            Session::Device(d) => d,
        }
    }

    /// The protocol 3 device, or the error that says the backend has no key slots.
    pub fn kem3(
        &mut self,
        backend: &BackendArgs,
    ) -> Result<&mut KemDevice3<Box<dyn Transport>>, CliError> {
        match self {
            Session::Device(DeviceKem::V3(d)) => Ok(d),
            Session::Device(DeviceKem::V2(d)) => Err(DeviceError::NoKeySlots {
                backend: backend.to_string(),
                why: format!(
                    "is a protocol 2 device ({})",
                    d.driver().transport().describe()
                ),
            }
            .into()),
            Session::Software(_) => Err(DeviceError::NoKeySlots {
                backend: backend.to_string(),
                why: "is the software KEM".into(),
            }
            .into()),
        }
    }
}

/// The session the caller gave, or a new one on `backend` (opened only now, after the inputs
/// were checked).
fn session<'a>(
    given: Option<&'a mut Session>,
    opened: &'a mut Option<Session>,
    backend: &BackendArgs,
) -> Result<&'a mut Session, CliError> {
    match given {
        Some(s) => Ok(s),
        None => Ok(opened.insert(Session::open(backend)?)),
    }
}

/// A 32-byte hex argument, or 32 random bytes from the OS when it is absent.
fn seed_arg(flag: &str, hex: Option<&str>) -> Result<Secret32, CliError> {
    let mut seed = Zeroizing::new([0u8; 32]);
    match hex {
        Some(s) => decode_hex_32(flag, s, &mut seed)?,
        None => getrandom::fill(seed.as_mut())
            .map_err(|e| anyhow!("the operating system's random source failed: {e}"))?,
    }
    Ok(seed)
}

/// Decodes 64 hex digits (either case) into `out`, or names what is wrong.
fn decode_hex_32(flag: &str, s: &str, out: &mut [u8; 32]) -> Result<(), CliError> {
    if let Some((i, c)) = s.char_indices().find(|(_, c)| !c.is_ascii_hexdigit()) {
        return Err(CliError::Input(format!(
            "{flag} is not hex: invalid character {c:?} at position {i}"
        )));
    }
    if s.len() != 2 * out.len() {
        return Err(CliError::Input(format!(
            "{flag} must be {} bytes ({} hex digits), got {} hex digits",
            out.len(),
            2 * out.len(),
            s.len()
        )));
    }
    hex::decode_to_slice(s, out).map_err(|e| CliError::Input(format!("{flag} is not hex: {e}")))
}

/// Reads an input file; any failure to read it is bad input.
fn input_file(flag: &str, path: &Path) -> Result<SecretBytes, CliError> {
    let mut buf = Zeroizing::new(Vec::new());
    read_input(path, &mut buf)
        .map_err(|e| CliError::Input(format!("{flag} {}: cannot read: {e}", path.display())))?;
    Ok(buf)
}

/// Maps a failed FIPS 203 input check to bad input naming the file.
fn check(flag: &str, path: &Path, p: ParamSet, r: Result<(), KemError>) -> Result<(), CliError> {
    r.map_err(|e| CliError::Input(format!("{flag} {}: {e} ({})", path.display(), p.name)))
}

/// One output of a command: `name` is the JSON key and the file stem (`name.bin`). A
/// [`Output::number`] (a slot) is printed as a JSON number and written to no file.
struct Output<'a> {
    name: &'static str,
    bytes: &'a [u8],
    secret: bool,
}

impl<'a> Output<'a> {
    /// A number (its decimal digits in `text`).
    fn number(name: &'static str, text: &'a str) -> Self {
        Output {
            name,
            bytes: text.as_bytes(),
            secret: false,
        }
    }

    fn is_number(&self) -> bool {
        self.name == "slot"
    }
}

/// `mlkem-fpga keygen`.
pub fn keygen(args: &KeygenArgs, stdout: &mut dyn Write) -> Result<(), CliError> {
    keygen_in(None, args, stdout)
}

/// `keygen` on `session` (a new one on `--backend` if None).
pub fn keygen_in(
    given: Option<&mut Session>,
    args: &KeygenArgs,
    stdout: &mut dyn Write,
) -> Result<(), CliError> {
    let p = args.common.params;
    let d = seed_arg("--d", args.d.as_deref())?;
    let z = seed_arg("--z", args.z.as_deref())?;
    let mut opened = None;
    let session = session(given, &mut opened, &args.common.backend)?;
    if args.keep {
        let dev = session.kem3(&args.common.backend)?;
        let slot = match args.slot {
            Some(n) => n,
            None => dev.free_slot(p)?,
        };
        let ek = dev.keygen_keep(p, slot, args.exportable, &d, &z)?;
        check_output_len("ek", &ek, p.ek_len())?;
        let slot_text = slot.to_string();
        return emit(
            &args.common,
            "keygen --keep",
            stdout,
            &[
                Output {
                    name: "ek",
                    bytes: &ek,
                    secret: false,
                },
                Output::number("slot", &slot_text),
            ],
        );
    }
    let (ek, dk) = session.kem().keygen(p, &d, &z)?;
    check_output_len("ek", &ek, p.ek_len())?;
    check_output_len("dk", &dk, p.dk_len())?;
    emit(
        &args.common,
        "keygen",
        stdout,
        &[
            Output {
                name: "ek",
                bytes: &ek,
                secret: false,
            },
            Output {
                name: "dk",
                bytes: &dk,
                secret: true,
            },
        ],
    )
}

/// `mlkem-fpga encaps`.
pub fn encaps(args: &EncapsArgs, stdout: &mut dyn Write) -> Result<(), CliError> {
    encaps_in(None, args, stdout)
}

/// `encaps` on `session` (a new one on `--backend` if None).
pub fn encaps_in(
    given: Option<&mut Session>,
    args: &EncapsArgs,
    stdout: &mut dyn Write,
) -> Result<(), CliError> {
    let p = args.common.params;
    let m = seed_arg("--m", args.m.as_deref())?;
    let ek = input_file("--ek", &args.ek)?;
    check("--ek", &args.ek, p, check_ek(p, &ek))?;
    let mut opened = None;
    let session = session(given, &mut opened, &args.common.backend)?;
    let (c, k) = session.kem().encaps(p, &ek, &m)?;
    check_output_len("c", &c, p.ct_len())?;
    emit(
        &args.common,
        "encaps",
        stdout,
        &[
            Output {
                name: "c",
                bytes: &c,
                secret: false,
            },
            Output {
                name: "k",
                bytes: &k[..],
                secret: true,
            },
        ],
    )
}

/// `mlkem-fpga decaps`.
pub fn decaps(args: &DecapsArgs, stdout: &mut dyn Write) -> Result<(), CliError> {
    decaps_in(None, args, stdout)
}

/// `decaps` on `session` (a new one on `--backend` if None). With `--slot`, c's length is
/// checked against `--params` and the device checks it against the slot's key.
pub fn decaps_in(
    given: Option<&mut Session>,
    args: &DecapsArgs,
    stdout: &mut dyn Write,
) -> Result<(), CliError> {
    let p = args.common.params;
    let c = input_file("--c", &args.c)?;
    let k = match (&args.dk, args.slot) {
        (Some(dk_path), _) => {
            let dk = input_file("--dk", dk_path)?;
            check("--dk", dk_path, p, check_dk(p, &dk))?;
            check("--c", &args.c, p, check_ct(p, &c))?;
            let mut opened = None;
            let session = session(given, &mut opened, &args.common.backend)?;
            session.kem().decaps(p, &dk, &c)?
        }
        (None, Some(slot)) => {
            check("--c", &args.c, p, check_ct(p, &c))?;
            let mut opened = None;
            let session = session(given, &mut opened, &args.common.backend)?;
            session.kem3(&args.common.backend)?.decaps_slot(slot, &c)?
        }
        (None, None) => return Err(CliError::Input("decaps needs --dk FILE or --slot N".into())),
    };
    emit(
        &args.common,
        "decaps",
        stdout,
        &[Output {
            name: "k",
            bytes: &k[..],
            secret: true,
        }],
    )
}

/// `key`: the device's key slots (protocol 3).
#[derive(Args, Debug, Clone)]
pub struct KeyArgs {
    #[command(subcommand)]
    pub command: KeyCommand,
}

/// The `key` subcommands.
#[derive(clap::Subcommand, Debug, Clone)]
pub enum KeyCommand {
    /// Import a decapsulation key (--dk FILE) into a key slot (two requests: ŝ ‖ z, then
    /// ek ‖ H(ek), which the device checks).
    Import(KeyImportArgs),
    /// Export the key in a slot (only if it was made or imported --exportable): dk.
    Export(KeyExportArgs),
    /// Erase the key in a slot.
    Erase(KeySlotArgs),
    /// Every key slot's state: empty, a key (set, exportable), or half imported.
    Status(KeyStatusArgs),
}

/// `key import`.
#[derive(Args, Debug, Clone)]
pub struct KeyImportArgs {
    /// Decapsulation key: a file of raw FIPS 203 bytes (768k + 96).
    #[arg(long, value_name = "FILE")]
    pub dk: PathBuf,
    /// The key slot (0 or 1); the first free one if absent.
    #[arg(long, value_name = "N", value_parser = parse_slot)]
    pub slot: Option<usize>,
    /// Allow `key export` of the key.
    #[arg(long)]
    pub exportable: bool,
    #[command(flatten)]
    pub common: CommonArgs,
}

/// `key export`.
#[derive(Args, Debug, Clone)]
pub struct KeyExportArgs {
    /// The key slot (0 or 1).
    #[arg(long, value_name = "N", value_parser = parse_slot)]
    pub slot: usize,
    #[command(flatten)]
    pub backend: BackendArgs,
    /// Write dk as raw bytes to DIR/dk.bin (mode 0600).
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
    /// Print dk as one JSON line of lowercase hex.
    #[arg(long)]
    pub json: bool,
}

/// `key erase`.
#[derive(Args, Debug, Clone)]
pub struct KeySlotArgs {
    /// The key slot (0 or 1).
    #[arg(long, value_name = "N", value_parser = parse_slot)]
    pub slot: usize,
    #[command(flatten)]
    pub backend: BackendArgs,
    /// Print the result as one JSON line.
    #[arg(long)]
    pub json: bool,
}

/// `key status`.
#[derive(Args, Debug, Clone)]
pub struct KeyStatusArgs {
    #[command(flatten)]
    pub backend: BackendArgs,
    /// Print the slots as one JSON line.
    #[arg(long)]
    pub json: bool,
}

/// `mlkem-fpga key …`.
pub fn key(args: &KeyArgs, stdout: &mut dyn Write) -> Result<(), CliError> {
    key_in(None, args, stdout)
}

/// `key …` on `session` (a new one on `--backend` if None).
pub fn key_in(
    given: Option<&mut Session>,
    args: &KeyArgs,
    stdout: &mut dyn Write,
) -> Result<(), CliError> {
    let mut opened = None;
    match &args.command {
        KeyCommand::Import(a) => {
            let p = a.common.params;
            let dk = input_file("--dk", &a.dk)?;
            check("--dk", &a.dk, p, check_dk(p, &dk))?;
            let dev = session(given, &mut opened, &a.common.backend)?.kem3(&a.common.backend)?;
            let slot = match a.slot {
                Some(n) => n,
                None => dev.free_slot(p)?,
            };
            dev.key_import(p, slot, a.exportable, &dk)?;
            let slot_text = slot.to_string();
            emit(
                &a.common,
                "key import",
                stdout,
                &[Output::number("slot", &slot_text)],
            )
        }
        KeyCommand::Export(a) => {
            let dev = session(given, &mut opened, &a.backend)?.kem3(&a.backend)?;
            let dk = dev.key_export(a.slot)?;
            let p = crate::params::PARAM_SETS
                .into_iter()
                .find(|p| p.dk_len() == dk.len())
                .ok_or_else(|| {
                    CliError::from(DeviceError::BadOutput {
                        what: "dk",
                        expected: 2400,
                        got: dk.len(),
                    })
                })?;
            let common = CommonArgs {
                params: p,
                backend: a.backend.clone(),
                out: a.out.clone(),
                json: a.json,
            };
            emit(
                &common,
                "key export",
                stdout,
                &[Output {
                    name: "dk",
                    bytes: &dk,
                    secret: true,
                }],
            )
        }
        KeyCommand::Erase(a) => {
            let dev = session(given, &mut opened, &a.backend)?.kem3(&a.backend)?;
            dev.key_erase(a.slot)?;
            let text = if a.json {
                format!("{{\"slot\": {}}}\n", a.slot)
            } else {
                format!("key slot {} erased (backend {})\n", a.slot, a.backend)
            };
            write_out(stdout, &text)
        }
        KeyCommand::Status(a) => {
            let dev = session(given, &mut opened, &a.backend)?.kem3(&a.backend)?;
            let states = dev.key_status()?;
            let text = if a.json {
                slots_json(&states) + "\n"
            } else {
                let mut t = format!("key slots (backend {})\n", a.backend);
                for (n, st) in states.iter().enumerate() {
                    t.push_str(&format!("  slot {n}  {}\n", st.describe()));
                }
                t
            };
            write_out(stdout, &text)
        }
    }
}

/// `{"slots": [{"slot": 0, "state": "empty"}, …]}`.
pub fn slots_json(states: &[SlotState]) -> String {
    let slots: Vec<serde_json::Value> = states
        .iter()
        .enumerate()
        .map(|(n, st)| {
            let mut o = serde_json::json!({ "slot": n });
            let (state, set, exportable) = match st {
                SlotState::Empty => ("empty", None, None),
                SlotState::HalfImported { set, exportable } => {
                    ("half-imported", Some(set.name), Some(*exportable))
                }
                SlotState::Valid { set, exportable } => {
                    ("valid", Some(set.name), Some(*exportable))
                }
            };
            o["state"] = state.into();
            if let (Some(set), Some(exportable)) = (set, exportable) {
                o["set"] = set.into();
                o["exportable"] = exportable.into();
            }
            o
        })
        .collect();
    serde_json::json!({ "slots": slots }).to_string()
}

fn write_out(stdout: &mut dyn Write, text: &str) -> Result<(), CliError> {
    stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
        .context("writing to stdout")?;
    Ok(())
}

/// Writes the outputs to temporaries in `--out`, prints the JSON line or the summary, and
/// only then renames the files into place (a failure anywhere leaves no output file).
fn emit(
    common: &CommonArgs,
    op: &str,
    stdout: &mut dyn Write,
    outputs: &[Output],
) -> Result<(), CliError> {
    let pending = match &common.out {
        Some(dir) => {
            let mut pending = PendingFiles::new(dir)
                .with_context(|| format!("creating --out directory {}", dir.display()))?;
            for o in outputs.iter().filter(|o| !o.is_number()) {
                let name = format!("{}.bin", o.name);
                pending
                    .add(&name, o.bytes, o.secret)
                    .with_context(|| format!("writing {}", dir.join(&name).display()))?;
            }
            Some(pending)
        }
        None => None,
    };
    let text = if common.json {
        json_line(outputs)
    } else {
        summary(common, op, outputs, pending.as_ref())
    };
    stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
        .context("writing to stdout")?;
    if let (Some(pending), Some(dir)) = (pending, &common.out) {
        pending
            .commit()
            .with_context(|| format!("moving the outputs into {}", dir.display()))?;
    }
    Ok(())
}

fn push_hex(s: &mut String, bytes: &[u8]) {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    for &b in bytes {
        s.push(DIGITS[(b >> 4) as usize] as char);
        s.push(DIGITS[(b & 15) as usize] as char);
    }
}

/// `{"ek": "…", "dk": "…"}` and a newline, in a buffer sized up front (no reallocation
/// leaves a copy of a secret behind) and wiped on drop.
fn json_line(outputs: &[Output]) -> Zeroizing<String> {
    let len = 3 + outputs
        .iter()
        .map(|o| o.name.len() + 8 + 2 * o.bytes.len())
        .sum::<usize>();
    let mut s = Zeroizing::new(String::with_capacity(len));
    s.push('{');
    for (i, o) in outputs.iter().enumerate() {
        if i > 0 {
            s.push_str(", ");
        }
        s.push('"');
        s.push_str(o.name);
        if o.is_number() {
            s.push_str("\": ");
            s.push_str(std::str::from_utf8(o.bytes).unwrap_or("null"));
            continue;
        }
        s.push_str("\": \"");
        push_hex(&mut s, o.bytes);
        s.push('"');
    }
    s.push_str("}\n");
    debug_assert!(s.len() <= len);
    s
}

/// A few lines for a person: sizes, the SHA3-256 of public outputs, the shared secret, and
/// where the files go. The decapsulation key is never shown.
fn summary(
    common: &CommonArgs,
    op: &str,
    outputs: &[Output],
    pending: Option<&PendingFiles>,
) -> Zeroizing<String> {
    // Sized up front (a reallocation would leave a copy of k behind): fixed text, plus the
    // file paths.
    let paths: usize = pending.map_or(0, |p| p.targets().map(|t| t.as_os_str().len() + 16).sum());
    let mut s = Zeroizing::new(String::with_capacity(512 + paths));
    s.push_str(&format!(
        "{} {op} (backend {})\n",
        common.params.name, common.backend
    ));
    for o in outputs {
        if o.is_number() {
            s.push_str(&format!(
                "  {} {}\n",
                o.name,
                std::str::from_utf8(o.bytes).unwrap_or("?")
            ));
            continue;
        }
        s.push_str(&format!("  {:<2} {:>5} bytes  ", o.name, o.bytes.len()));
        if !o.secret {
            s.push_str("SHA3-256 ");
            push_hex(&mut s, &h(o.bytes));
        } else if o.bytes.len() == SHARED_SECRET_LEN {
            push_hex(&mut s, o.bytes);
        } else {
            s.push_str("(secret, not shown: use --out DIR or --json)");
        }
        s.push('\n');
    }
    if let Some(pending) = pending {
        for t in pending.targets() {
            s.push_str(&format!("  wrote {}\n", t.display()));
        }
    }
    debug_assert!(s.len() <= 512 + paths, "summary outgrew its buffer");
    s
}

/// `info` and `selftest` options (with `--backend model`, the protocol model in process
/// through the whole driver path).
#[derive(Args, Debug, Clone)]
pub struct DeviceArgs {
    #[command(flatten)]
    pub backend: BackendArgs,
}

/// `selftest` options.
#[derive(Args, Debug, Clone)]
pub struct SelftestArgs {
    #[command(flatten)]
    pub device: DeviceArgs,
    /// The ACVP v1.1.0.40 vectors (the folder holding ML-KEM-keyGen-FIPS203/ and
    /// ML-KEM-encapDecap-FIPS203/).
    #[arg(long, value_name = "DIR", default_value = DEFAULT_VECTORS)]
    pub vectors: PathBuf,
}

/// The ACVP vectors of this source tree.
pub const DEFAULT_VECTORS: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/vectors/acvp-server-v1.1.0.40"
);

/// `mlkem-fpga info`: what the device reports, and the link bytes of the query. On a
/// protocol 3 device: its key slots (`KEY_STATUS`), its largest payload and whether it is
/// locked; nothing is changed (a locked device stays locked).
pub fn info(args: &DeviceArgs, stdout: &mut dyn Write) -> Result<(), CliError> {
    let (mut driver, v) = args.device_driver()?;
    let status = driver.status().map_err(DeviceError::from)?;
    let cycles = driver.cycles().map_err(DeviceError::from)?;
    let v3 = v.protocol == crate::protocol::v3::VERSION;
    let slots = if v3 {
        let states = match status.locked {
            Some(true) => "locked (reset since the last CLEAR: the key slots are wiped)".into(),
            _ => {
                let s = driver
                    .command(crate::protocol::v3::KemOpcode::KeyStatus, &[])
                    .map_err(DeviceError::from)?;
                s.iter()
                    .enumerate()
                    .map(|(n, &b)| {
                        format!(
                            "{n}: {}",
                            SlotState::from_byte(b)
                                .map_or_else(|| format!("state 0x{b:02x}?"), |st| st.describe())
                        )
                    })
                    .collect::<Vec<_>>()
                    .join("; ")
            }
        };
        format!(
            "protocol       {} (the whole KEM on the device, one request per operation)\n\
             key slots      {} ({states})\n\
             max payload    {} bytes\n",
            v.protocol, v.key_slots, v.max_response
        )
    } else {
        format!("protocol       {}\n", v.protocol)
    };
    let stats = driver.stats();
    let text = format!(
        "backend        {}\n\
         link           {}\n\
         {slots}\
         build id       0x{:08x}\n\
         clock          {} Hz\n\
         baud           {} (divisor {})\n\
         {}\
         errors         CRC {}, framing {}, overruns {}, timeouts {}\n\
         cycles         {}{}\n\
         link bytes     {} sent, {} received ({} commands, {} round trips)\n",
        args.backend,
        driver.transport().describe(),
        v.build_id,
        v.clock_hz,
        v.baud(),
        v.divisor,
        if v3 {
            String::new()
        } else {
            format!("slots          {}\n", v.slots)
        },
        status.crc_errors,
        status.framing_errors,
        status.overruns,
        status.timeouts,
        cycles,
        if args.backend.backend == Backend::Model {
            " (the model counts no cycles)"
        } else {
            ""
        },
        stats.bytes_sent,
        stats.bytes_received,
        stats.commands,
        stats.round_trips,
    );
    write_out(stdout, &text)
}

impl DeviceArgs {
    fn device_driver(
        &self,
    ) -> Result<
        (
            super::driver::DeviceDriver<Box<dyn super::transport::Transport>>,
            super::driver::VersionInfo,
        ),
        CliError,
    > {
        Ok(self.backend.resolve()?.open_driver()?)
    }
}

fn acvp_file(dir: &Path, name: &str) -> Result<serde_json::Value, CliError> {
    let path = dir.join(name).join("internalProjection.json");
    let text = std::fs::read_to_string(&path)
        .map_err(|e| CliError::Input(format!("--vectors: cannot read {}: {e}", path.display())))?;
    serde_json::from_str(&text)
        .map_err(|e| CliError::Input(format!("--vectors: {}: {e}", path.display())))
}

fn acvp_hex(t: &serde_json::Value, k: &str) -> Result<Vec<u8>, CliError> {
    t[k].as_str()
        .and_then(|h| hex::decode(h).ok())
        .ok_or_else(|| CliError::Input(format!("--vectors: field {k} missing or not hex")))
}

fn acvp_32(t: &serde_json::Value, k: &str) -> Result<[u8; 32], CliError> {
    acvp_hex(t, k)?
        .try_into()
        .map_err(|_| CliError::Input(format!("--vectors: field {k} is not 32 bytes")))
}

/// The first test of the group for `p` (and `function`, if given).
fn first_case<'a>(
    v: &'a serde_json::Value,
    p: ParamSet,
    function: Option<&str>,
) -> Result<&'a serde_json::Value, CliError> {
    v["testGroups"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|g| g["parameterSet"].as_str() == Some(p.name))
        .filter(|g| function.is_none_or(|f| g["function"].as_str() == Some(f)))
        .find_map(|g| g["tests"].as_array().and_then(|t| t.first()))
        .ok_or_else(|| {
            CliError::Input(format!(
                "--vectors: no {} {} case",
                p.name,
                function.unwrap_or("keyGen")
            ))
        })
}

/// `mlkem-fpga selftest`: per parameter set, the first ACVP keyGen, encapsulation and
/// decapsulation cases and a random encaps → decaps round trip, through the device; a table,
/// and exit status 1 on any mismatch.
pub fn selftest(args: &SelftestArgs, stdout: &mut dyn Write) -> Result<(), CliError> {
    let keygen_v = acvp_file(&args.vectors, "ML-KEM-keyGen-FIPS203")?;
    let encdec_v = acvp_file(&args.vectors, "ML-KEM-encapDecap-FIPS203")?;
    let (driver, v) = args.device.device_driver()?;
    let mut kem = DeviceKem::new(driver, &v)?;
    let mut out = format!(
        "selftest on {} (protocol {}, build id 0x{:08x})\n\n\
         | set | test | result | commands | bytes sent | bytes received |\n\
         |---|---|---|---|---|---|\n",
        args.device.backend, v.protocol, v.build_id
    );
    let mut failures = 0;
    for p in crate::params::PARAM_SETS {
        let before = kem.driver().stats();
        let mut rows: Vec<(String, bool, super::driver::LinkStats)> = Vec::new();
        let mut row = |kem: &DeviceKem<_>, name: String, ok: bool| {
            let s = kem.driver().stats();
            rows.push((name, ok, s));
        };
        let t = first_case(&keygen_v, p, None)?;
        let (ek, dk) = kem.keygen(p, &acvp_32(t, "d")?, &acvp_32(t, "z")?)?;
        let ok = ek == acvp_hex(t, "ek")? && *dk == acvp_hex(t, "dk")?;
        row(&kem, format!("ACVP keyGen tcId {}", t["tcId"]), ok);
        let t = first_case(&encdec_v, p, Some("encapsulation"))?;
        let (c, k) = kem.encaps(p, &acvp_hex(t, "ek")?, &acvp_32(t, "m")?)?;
        let ok = c == acvp_hex(t, "c")? && k.to_vec() == acvp_hex(t, "k")?;
        row(&kem, format!("ACVP encapsulation tcId {}", t["tcId"]), ok);
        let t = first_case(&encdec_v, p, Some("decapsulation"))?;
        let k = kem.decaps(p, &acvp_hex(t, "dk")?, &acvp_hex(t, "c")?)?;
        let ok = k.to_vec() == acvp_hex(t, "k")?;
        row(&kem, format!("ACVP decapsulation tcId {}", t["tcId"]), ok);
        let (c, k1) = kem.encaps(p, &ek, &crate::model::kem::random_seed())?;
        let k2 = kem.decaps(p, &dk, &c)?;
        row(&kem, "encaps + decaps round trip".into(), *k1 == *k2);
        let mut prev = before;
        for (name, ok, s) in &rows {
            failures += usize::from(!ok);
            out.push_str(&format!(
                "| {} | {name} | {} | {} | {} | {} |\n",
                p.name,
                if *ok { "ok" } else { "MISMATCH" },
                s.commands - prev.commands,
                s.bytes_sent - prev.bytes_sent,
                s.bytes_received - prev.bytes_received
            ));
            prev = *s;
        }
    }
    out.push_str(&format!(
        "\n{}\n",
        if failures == 0 {
            "all passed".to_string()
        } else {
            format!("{failures} FAILED")
        }
    ));
    stdout
        .write_all(out.as_bytes())
        .and_then(|()| stdout.flush())
        .context("writing to stdout")?;
    if failures > 0 {
        return Err(CliError::Failure(anyhow!(
            "selftest: {failures} mismatches on {}",
            args.device.backend
        )));
    }
    Ok(())
}

/// `bench` options.
#[derive(Args, Debug, Clone)]
pub struct BenchArgs {
    #[command(flatten)]
    pub device: DeviceArgs,
    /// Parameter sets to run (default: all three).
    #[arg(long, value_name = "512|768|1024", value_parser = parse_params, num_args = 1..)]
    pub params: Vec<ParamSet>,
    /// KeyGen → Encaps → Decaps rounds per parameter set (random seeds).
    #[arg(long, value_name = "N", default_value_t = 3)]
    pub rounds: usize,
    /// The board's baud rate for the modelled board time (its power-up rate by default).
    #[arg(long, value_name = "BAUD", default_value_t = crate::params::DEFAULT_BAUD)]
    pub baud: u32,
    /// Also write every figure as JSON to FILE: per set and operation the cycles (mean, min,
    /// max), bytes sent and received, the API minimum and the ratio, round trips, the modelled
    /// board time at each line rate (--baud and the tables' rates) and latency timer (0, 1 and
    /// 16 ms), and the wall times. FILE `-` writes the JSON to stdout instead of the tables.
    #[arg(long, value_name = "FILE")]
    pub json: Option<PathBuf>,
}

/// `mlkem-fpga bench`: per parameter set and operation, the device's compute cycles, link
/// bytes, round trips, modelled board time and wall time, with a progress bar on stderr; with
/// `--json FILE`, every figure as JSON ([`super::bench::BenchReport`]).
pub fn bench(args: &BenchArgs, stdout: &mut dyn Write) -> Result<(), CliError> {
    use super::bench::{BenchReport, LINE_RATES, bench, clear_cycles};
    if args.baud == 0 {
        return Err(CliError::Input("--baud must be positive".into()));
    }
    if args.rounds == 0 {
        return Err(CliError::Input("--rounds must be at least 1".into()));
    }
    let json_to_stdout = args.json.as_deref() == Some(Path::new("-"));
    let sets = if args.params.is_empty() {
        crate::params::PARAM_SETS.to_vec()
    } else {
        args.params.clone()
    };
    let (driver, v) = args.device.device_driver()?;
    let mut kem = DeviceKem::new(driver, &v)?;
    let bar = indicatif::ProgressBar::new((sets.len() * args.rounds * 3) as u64);
    bar.set_style(
        indicatif::ProgressStyle::with_template(
            "{spinner} [{elapsed_precise}] {bar:30} {pos}/{len} operations {msg}",
        )
        .expect("a valid template"),
    );
    let tick = |p: ParamSet, op: super::bench::Op| {
        bar.set_message(format!("{} {}", p.name, op.name()));
        bar.inc(1);
    };
    // Protocol 2 ends every operation with a CLEAR (its cycles are part of the figures);
    // protocol 3 needs none.
    let (clear, rows) = match &mut kem {
        DeviceKem::V2(kem) => {
            let clear = clear_cycles(kem)?;
            (clear, bench(kem, &sets, args.rounds, tick))
        }
        DeviceKem::V3(kem) => (0, super::bench::bench3(kem, &sets, args.rounds, tick)),
    };
    bar.finish_and_clear();
    let rows = rows.map_err(CliError::Failure)?;
    let link = kem.driver().transport().describe();
    let mut rates = vec![args.baud];
    rates.extend(LINE_RATES);
    let report = BenchReport::new(
        args.device.backend.to_string(),
        link.clone(),
        v.protocol,
        v.build_id,
        args.rounds,
        clear,
        &rates,
        &rows,
    );
    let json = serde_json::to_string_pretty(&report).context("encoding the JSON report")? + "\n";
    let text = if json_to_stdout {
        json
    } else {
        if let Some(path) = &args.json {
            std::fs::write(path, &json)
                .with_context(|| format!("writing --json {}", path.display()))?;
        }
        bench_tables(args, &link, &v, clear, &rows)
    };
    stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
        .context("writing to stdout")?;
    Ok(())
}

/// A latency timer for a table heading (`1 ms`).
fn timer_name(t: std::time::Duration) -> String {
    format!("{} ms", t.as_millis())
}

/// `bench`'s tables: costs per operation, link time against compute time, and the modelled
/// real-board wall time per line rate and latency timer.
fn bench_tables(
    args: &BenchArgs,
    link: &str,
    v: &super::driver::VersionInfo,
    clear: u64,
    rows: &[super::bench::BenchRow],
) -> String {
    use super::bench::{LATENCY_TIMERS, LINE_RATES, api_min_bytes, fmt_duration};
    let backend = &args.device.backend;
    let mhz = format!("{:.3}", crate::params::CLOCK_HZ as f64 / 1e6);
    let timers = LATENCY_TIMERS.map(timer_name);
    let v3 = v.protocol == crate::protocol::v3::VERSION;
    let ops = if v3 {
        "KeyGen --keep → Encaps → Decaps --slot (one request each; the key stays in a key \
         slot, erased after the round)"
    } else {
        "KeyGen → Encaps → Decaps"
    };
    let mut out = format!(
        "bench on {backend} ({link}; protocol {}, build id 0x{:08x}): {} round(s) of {ops} per \
         set, random seeds, every result checked against the software \
         model.\nRound trips: request frames sent, each waiting for its response (resends \
         included).\nBoard time = compute cycles / {mhz} MHz + 10 × link bytes / {} baud; \
         the next columns add round trips × the USB-UART bridge's latency timer ({} and {}).\n\n\
         | set | operation | compute cycles | link bytes sent / received | × API minimum | \
         round trips | board time | board, {} timer | board, {} timer | {backend} wall | \
         software wall |\n|---|---|---|---|---|---|---|---|---|---|---|\n",
        v.protocol, v.build_id, args.rounds, args.baud, timers[0], timers[1], timers[0], timers[1],
    );
    for r in rows {
        let cycles = if r.min_cycles == r.max_cycles {
            r.mean.cycles.to_string()
        } else {
            format!("{} ({}–{})", r.mean.cycles, r.min_cycles, r.max_cycles)
        };
        let trips = if r.min_round_trips == r.max_round_trips {
            r.mean.round_trips.to_string()
        } else {
            format!(
                "{} ({}–{})",
                r.mean.round_trips, r.min_round_trips, r.max_round_trips
            )
        };
        out.push_str(&format!(
            "| {} | {} | {cycles} | {} / {} | {:.2} | {trips} | {} | {} | {} | {} | {} |\n",
            r.set.name,
            r.op.name(),
            r.mean.bytes_sent,
            r.mean.bytes_received,
            r.mean.link_bytes() as f64 / api_min_bytes(r.set, r.op) as f64,
            fmt_duration(r.mean.board_time(args.baud)),
            fmt_duration(r.mean.real_board_time(args.baud, LATENCY_TIMERS[0])),
            fmt_duration(r.mean.real_board_time(args.baud, LATENCY_TIMERS[1])),
            fmt_duration(r.mean.wall),
            fmt_duration(r.model_wall),
        ));
    }
    let cycles_note = if v3 {
        "Compute cycles are the device's CYCLES counter across the one request (no CLEAR \
         follows: the key stays in its slot); the API minimum of KeyGen --keep and Decaps \
         --slot leaves dk out, which never crosses the link."
            .to_string()
    } else {
        format!(
            "Compute cycles include the CLEAR that wipes the device after each operation \
             ({clear} cycles); they vary only with the public seed ρ (SampleNTT's rejection \
             sampling)."
        )
    };
    out.push_str(&format!(
        "\n{cycles_note}\n\nLink time against compute time at {mhz} MHz:\n\n| set | operation | compute |",
    ));
    for b in LINE_RATES {
        out.push_str(&format!(" link at {b} baud |"));
    }
    out.push_str(&format!(
        "\n|---|---|---|{}\n",
        "---|".repeat(LINE_RATES.len())
    ));
    for r in rows {
        out.push_str(&format!(
            "| {} | {} | {} |",
            r.set.name,
            r.op.name(),
            fmt_duration(r.mean.compute_time())
        ));
        for b in LINE_RATES {
            out.push_str(&format!(" {} |", fmt_duration(r.mean.link_time(b))));
        }
        out.push('\n');
    }
    out.push_str(&format!(
        "\nModelled real-board wall time = 10 × link bytes / baud + round trips × latency \
         timer + compute cycles / {mhz} MHz; each cell: latency timer {} / {}:\n\n\
         | set | operation | round trips |",
        timers[0], timers[1]
    ));
    for b in LINE_RATES {
        out.push_str(&format!(" at {b} baud |"));
    }
    out.push_str(&format!(
        "\n|---|---|---|{}\n",
        "---|".repeat(LINE_RATES.len())
    ));
    for r in rows {
        out.push_str(&format!(
            "| {} | {} | {} |",
            r.set.name,
            r.op.name(),
            r.mean.round_trips
        ));
        for b in LINE_RATES {
            out.push_str(&format!(
                " {} / {} |",
                fmt_duration(r.mean.real_board_time(b, LATENCY_TIMERS[0])),
                fmt_duration(r.mean.real_board_time(b, LATENCY_TIMERS[1]))
            ));
        }
        out.push('\n');
    }
    out
}

/// `board` options.
#[derive(Args, Debug, Clone)]
pub struct BoardArgs {
    /// Serve the virtual board on a new pseudo-terminal: its path (/dev/pts/N) is the first
    /// line of stdout; other commands reach the board with --backend serial:/dev/pts/N.
    /// Runs until stopped (Ctrl-C, SIGTERM).
    #[arg(long)]
    pub pty: bool,
    /// The device: 3 (`KemDevice`, the Cu bitstream's: the whole KEM on chip with key slots,
    /// as `--backend sim`) or 2 (`MlKemDevice`, the Au's co-processor, as `--backend sim2`).
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u8).range(2..=3))]
    pub protocol: u8,
}

/// `mlkem-fpga board --pty`: the virtual board (built first if needed) behind a
/// pseudo-terminal until SIGINT, SIGTERM or SIGHUP ([`super::pty_board`]). The pty's path is
/// the first line of stdout; notes go to stderr.
#[cfg(unix)]
pub fn board(args: &BoardArgs, stdout: &mut dyn Write) -> Result<(), CliError> {
    use super::pty_board::{PtyBoard, stop_on_signals};
    if !args.pty {
        return Err(CliError::Input(
            "board: say how to serve it: --pty (a pseudo-terminal; the only way today)".into(),
        ));
    }
    let stop = stop_on_signals();
    let device = if args.protocol == 3 {
        super::sim_transport::VirtualDevice::Protocol3
    } else {
        super::sim_transport::VirtualDevice::Protocol2
    };
    let board = PtyBoard::start(device).map_err(|e| CliError::Failure(e.into()))?;
    writeln!(stdout, "{}", board.path())
        .and_then(|()| stdout.flush())
        .context("writing the pty's path to stdout")?;
    eprintln!(
        "virtual board on {path} (the device's Verilog under Verilator, power-up rate {} baud); \
         use --backend serial:{path}; stop with Ctrl-C",
        crate::params::DEFAULT_BAUD,
        path = board.path()
    );
    board
        .serve(stop)
        .map_err(|e| CliError::Failure(anyhow!(e).context("virtual board")))?;
    eprintln!("virtual board stopped");
    Ok(())
}

/// `mlkem-fpga board`: pseudo-terminals need a Unix host.
#[cfg(not(unix))]
pub fn board(_: &BoardArgs, _: &mut dyn Write) -> Result<(), CliError> {
    Err(CliError::Input(
        "board --pty needs a Unix host (pseudo-terminals)".into(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_arguments() {
        let mut out = [0u8; 32];
        decode_hex_32("--d", &"aB".repeat(32), &mut out).unwrap();
        assert_eq!(out, [0xab; 32]);
        for (bad, want) in [
            ("zz", "not hex: invalid character 'z' at position 0"),
            (&"00".repeat(31), "must be 32 bytes (64 hex digits), got 62"),
            (&"0".repeat(63), "got 63 hex digits"),
            ("", "got 0 hex digits"),
            ("0x00", "invalid character 'x'"),
        ] {
            let e = decode_hex_32("--d", bad, &mut out).unwrap_err();
            assert_eq!(e.exit_code(), 2);
            assert!(e.to_string().contains(want), "{bad:?}: {e}");
        }
    }

    #[test]
    fn json_has_exactly_the_keys() {
        let line = json_line(&[
            Output {
                name: "c",
                bytes: &[0xAB, 0x01],
                secret: false,
            },
            Output {
                name: "k",
                bytes: &[0xFF],
                secret: true,
            },
        ]);
        assert_eq!(line.as_str(), "{\"c\": \"ab01\", \"k\": \"ff\"}\n");
        let v: serde_json::Value = serde_json::from_str(&line).unwrap();
        assert_eq!(v.as_object().unwrap().len(), 2);
    }

    #[test]
    fn params() {
        assert_eq!(parse_params("1024").unwrap().k, 4);
        assert!(parse_params("640").is_err());
        assert!(parse_params("ML-KEM-768").is_err());
    }
}
