//! The CLI contract of `keygen`, `encaps` and `decaps` (issue 3, point 4), checked on the
//! built binary: known answers (ACVP), determinism, the JSON shape, the output files and their
//! modes, and exit status 2 with no output file on every kind of bad input. The backends: the
//! default `sim` (the virtual board of the protocol 3 device), `model`, `rusthdl` with `--vcd`, a missing Verilator,
//! and `info`, `selftest` and `bench` on them.
//!
//! The ACVP sweeps here go through the `model` backend (a process per case); the same sweeps
//! on the virtual board are in `tests/device_kem.rs`. Everything else runs on the default.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::{Map, Value};

const BIN: &str = env!("CARGO_BIN_EXE_mlkem-fpga");

/// (level, k, ek, dk, c bytes).
const SETS: [(u32, usize, usize, usize, usize); 3] = [
    (512, 2, 800, 1632, 768),
    (768, 3, 1184, 2400, 1088),
    (1024, 4, 1568, 3168, 1568),
];

/// The virtual board of these tests (built once, by whichever test gets there first: the
/// build holds a lock).
fn sim_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli-virtual-board")
}

fn run(args: &[&str]) -> Output {
    Command::new(BIN)
        .args(args)
        .env("MLKEM_FPGA_SIM_DIR", sim_dir())
        .output()
        .expect("run mlkem-fpga")
}

/// A fresh, empty scratch directory for one test.
fn scratch(name: &str) -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("cli")
        .join(name);
    let _ = fs::remove_dir_all(&d);
    fs::create_dir_all(&d).unwrap();
    d
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Runs a command that must succeed with `--json`, and returns its one JSON line as a map
/// after checking it has exactly `keys`, each lowercase hex of the given byte length.
fn json(args: &[&str], keys: &[(&str, usize)]) -> Map<String, Value> {
    let mut args = args.to_vec();
    args.push("--json");
    let o = run(&args);
    assert!(o.status.success(), "{args:?}: {}", stderr(&o));
    let out = String::from_utf8(o.stdout).unwrap();
    assert_eq!(out.lines().count(), 1, "one line: {out:?}");
    assert!(out.ends_with('\n'));
    let v: Value = serde_json::from_str(&out).expect("valid JSON");
    let map = v.as_object().expect("a JSON object").clone();
    let got: BTreeSet<&str> = map.keys().map(String::as_str).collect();
    let want: BTreeSet<&str> = keys.iter().map(|(k, _)| *k).collect();
    assert_eq!(got, want, "exactly the keys");
    for (k, len) in keys {
        let h = map[*k].as_str().expect("a string");
        assert_eq!(h.len(), 2 * len, "{k}: {len} bytes");
        assert!(
            h.bytes()
                .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b)),
            "{k} is lowercase hex"
        );
    }
    map
}

fn hexval(m: &Map<String, Value>, k: &str) -> String {
    m[k].as_str().unwrap().to_owned()
}

fn unhex(h: &str) -> Vec<u8> {
    hex::decode(h).unwrap()
}

/// An ACVP v1.1.0.40 vector file from `tests/vectors/` (see its README).
fn acvp(file: &str) -> Value {
    let path = format!(
        "{}/tests/vectors/acvp-server-v1.1.0.40/{file}/internalProjection.json",
        env!("CARGO_MANIFEST_DIR")
    );
    serde_json::from_str(&fs::read_to_string(path).unwrap()).unwrap()
}

/// The groups of an ACVP file with their `--params` level, e.g. ("768", group).
fn groups(v: &Value) -> Vec<(String, &Value)> {
    v["testGroups"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| {
            let set = g["parameterSet"].as_str().unwrap();
            (set.trim_start_matches("ML-KEM-").to_owned(), g)
        })
        .collect()
}

fn field(v: &Value, k: &str) -> String {
    v[k].as_str().unwrap().to_owned()
}

/// Runs a command that must be rejected as bad input: exit status 2, one line on stderr
/// containing `want`, nothing on stdout, and no `--out` directory (nor file) created.
fn assert_rejected(args: &[&str], want: &str, dir: &Path) {
    let out = dir.join("out");
    let mut args = args.to_vec();
    args.extend(["--out", s(&out), "--json"]);
    let o = run(&args);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
    assert_eq!(err.lines().count(), 1, "one line: {err:?}");
    assert!(err.contains(want), "{args:?}: {err:?} lacks {want:?}");
    assert!(o.stdout.is_empty(), "{args:?}: stdout {:?}", o.stdout);
    assert!(!out.exists(), "{args:?} created {}", out.display());
}

#[cfg(unix)]
fn mode(p: &Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    fs::metadata(p).unwrap().permissions().mode() & 0o777
}

const D: &str = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";
const Z: &str = "202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f";
const M: &str = "404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f";

/// Every ACVP v1.1.0.40 keyGen case, all parameter sets, through `keygen --d --z --json`.
#[test]
fn acvp_keygen_is_reproduced() {
    let mut cases = 0;
    for (level, g) in groups(&acvp("ML-KEM-keyGen-FIPS203")) {
        let (_, _, ek_len, dk_len, _) = *SETS.iter().find(|s| s.0.to_string() == level).unwrap();
        for t in g["tests"].as_array().unwrap() {
            // The ACVP hex is upper case; the CLI accepts either case and prints lower case.
            let (d, z) = (field(t, "d"), field(t, "z"));
            let args = [
                "keygen",
                "--params",
                &level,
                "--backend",
                "model",
                "--d",
                &d,
                "--z",
                &z,
            ];
            let got = json(&args, &[("ek", ek_len), ("dk", dk_len)]);
            assert_eq!(
                hexval(&got, "ek"),
                field(t, "ek").to_lowercase(),
                "tcId {}",
                t["tcId"]
            );
            assert_eq!(
                hexval(&got, "dk"),
                field(t, "dk").to_lowercase(),
                "tcId {}",
                t["tcId"]
            );
            cases += 1;
        }
    }
    assert_eq!(cases, 75, "25 keyGen cases per parameter set");
}

/// Every ACVP v1.1.0.40 encapsulation and decapsulation case through `encaps --ek --m` and
/// `decaps --dk --c`, and the failing decapsulation-key checks exit 2.
#[test]
fn acvp_encaps_and_decaps_are_reproduced() {
    let dir = scratch("acvp-encdec");
    let (ek, dk, c) = (dir.join("ek.bin"), dir.join("dk.bin"), dir.join("c.bin"));
    let (mut encaps, mut decaps, mut rejected) = (0, 0, 0);
    for (level, g) in groups(&acvp("ML-KEM-encapDecap-FIPS203")) {
        let ct_len = SETS.iter().find(|s| s.0.to_string() == level).unwrap().4;
        for t in g["tests"].as_array().unwrap() {
            let id = &t["tcId"];
            match g["function"].as_str().unwrap() {
                "encapsulation" => {
                    fs::write(&ek, unhex(&field(t, "ek"))).unwrap();
                    let args = [
                        "encaps",
                        "--backend",
                        "model",
                        "--params",
                        &level,
                        "--ek",
                        s(&ek),
                        "--m",
                        &field(t, "m"),
                    ];
                    let got = json(&args, &[("c", ct_len), ("k", 32)]);
                    assert_eq!(hexval(&got, "c"), field(t, "c").to_lowercase(), "tcId {id}");
                    assert_eq!(hexval(&got, "k"), field(t, "k").to_lowercase(), "tcId {id}");
                    encaps += 1;
                }
                "decapsulation" => {
                    fs::write(&dk, unhex(&field(t, "dk"))).unwrap();
                    fs::write(&c, unhex(&field(t, "c"))).unwrap();
                    let args = [
                        "decaps",
                        "--backend",
                        "model",
                        "--params",
                        &level,
                        "--dk",
                        s(&dk),
                        "--c",
                        s(&c),
                    ];
                    let got = json(&args, &[("k", 32)]);
                    // "modified ciphertext": the implicit-rejection key J(z ‖ c), exit status 0.
                    assert_eq!(hexval(&got, "k"), field(t, "k").to_lowercase(), "tcId {id}");
                    decaps += 1;
                }
                "decapsulationKeyCheck" if t["testPassed"] == Value::Bool(false) => {
                    let (bad, zero_c) = (dir.join("bad-dk.bin"), dir.join("zero-c.bin"));
                    fs::write(&bad, unhex(&field(t, "dk"))).unwrap();
                    fs::write(&zero_c, vec![0u8; ct_len]).unwrap();
                    let args = [
                        "decaps",
                        "--params",
                        &level,
                        "--dk",
                        s(&bad),
                        "--c",
                        s(&zero_c),
                    ];
                    assert_rejected(&args, "hash check", &dir);
                    rejected += 1;
                }
                _ => {}
            }
        }
    }
    assert_eq!((encaps, decaps, rejected), (75, 30, 15));
}

#[test]
fn round_trip_with_files_in_every_parameter_set() {
    for (level, _, ek_len, dk_len, c_len) in SETS {
        let dir = scratch(&format!("round-trip-{level}"));
        let level = level.to_string();
        let keys = dir.join("keys");
        let kg = json(
            &[
                "keygen",
                "--params",
                &level,
                "--d",
                D,
                "--z",
                Z,
                "--out",
                s(&keys),
            ],
            &[("ek", ek_len), ("dk", dk_len)],
        );
        let (ek, dk) = (keys.join("ek.bin"), keys.join("dk.bin"));
        assert_eq!(fs::read(&ek).unwrap(), unhex(&hexval(&kg, "ek")));
        assert_eq!(fs::read(&dk).unwrap(), unhex(&hexval(&kg, "dk")));

        let sent = dir.join("sent");
        let en = json(
            &[
                "encaps",
                "--params",
                &level,
                "--ek",
                s(&ek),
                "--m",
                M,
                "--out",
                s(&sent),
            ],
            &[("c", c_len), ("k", 32)],
        );
        let (c, k) = (sent.join("c.bin"), sent.join("k.bin"));
        assert_eq!(fs::read(&c).unwrap(), unhex(&hexval(&en, "c")));
        assert_eq!(fs::read(&k).unwrap(), unhex(&hexval(&en, "k")));
        // Deterministic given m.
        assert_eq!(
            json(
                &["encaps", "--params", &level, "--ek", s(&ek), "--m", M],
                &[("c", c_len), ("k", 32)]
            ),
            en
        );

        let received = dir.join("received");
        let de = json(
            &[
                "decaps",
                "--params",
                &level,
                "--dk",
                s(&dk),
                "--c",
                s(&c),
                "--out",
                s(&received),
            ],
            &[("k", 32)],
        );
        assert_eq!(de["k"], en["k"], "decaps recovers k");
        assert_eq!(
            fs::read(received.join("k.bin")).unwrap(),
            unhex(&hexval(&de, "k"))
        );

        #[cfg(unix)]
        {
            assert_eq!(mode(&dk), 0o600, "dk.bin");
            assert_eq!(mode(&k), 0o600, "k.bin");
            assert_eq!(mode(&received.join("k.bin")), 0o600, "k.bin");
            assert_eq!(mode(&ek) & 0o600, 0o600, "ek.bin is readable");
        }
        // Only the outputs: no temporaries left behind.
        let names = |d: &Path| -> BTreeSet<String> {
            fs::read_dir(d)
                .unwrap()
                .map(|e| e.unwrap().file_name().into_string().unwrap())
                .collect()
        };
        assert_eq!(
            names(&keys),
            BTreeSet::from(["dk.bin".into(), "ek.bin".into()])
        );
        assert_eq!(
            names(&sent),
            BTreeSet::from(["c.bin".into(), "k.bin".into()])
        );
        assert_eq!(names(&received), BTreeSet::from(["k.bin".into()]));
    }
}

#[cfg(unix)]
#[test]
fn out_replaces_an_older_readable_dk_with_a_0600_one() {
    use std::os::unix::fs::PermissionsExt;
    let dir = scratch("replace");
    let dk = dir.join("dk.bin");
    fs::write(&dk, b"old").unwrap();
    fs::set_permissions(&dk, fs::Permissions::from_mode(0o644)).unwrap();
    let o = run(&["keygen", "--d", D, "--z", Z, "--out", s(&dir)]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(fs::read(&dk).unwrap().len(), 2400);
    assert_eq!(mode(&dk), 0o600);
}

#[test]
fn defaults_random_seeds_and_human_summary() {
    // Default parameter set 768; seeds from the OS differ between runs.
    let a = json(&["keygen"], &[("ek", 1184), ("dk", 2400)]);
    let b = json(&["keygen"], &[("ek", 1184), ("dk", 2400)]);
    assert_ne!(a, b);
    let dir = scratch("random-m");
    let ek = dir.join("ek.bin");
    fs::write(&ek, unhex(&hexval(&a, "ek"))).unwrap();
    let e1 = json(&["encaps", "--ek", s(&ek)], &[("c", 1088), ("k", 32)]);
    let e2 = json(&["encaps", "--ek", s(&ek)], &[("c", 1088), ("k", 32)]);
    assert_ne!(e1, e2);

    // Without --out and --json: a few lines for a person, never the decapsulation key.
    let o = run(&["keygen", "--d", D, "--z", Z]);
    assert!(o.status.success());
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(
        text.starts_with("ML-KEM-768 keygen (backend sim)"),
        "{text}"
    );
    assert!(text.lines().count() <= 4, "{text}");
    let kg = json(
        &["keygen", "--d", D, "--z", Z],
        &[("ek", 1184), ("dk", 2400)],
    );
    assert!(!text.contains(&hexval(&kg, "dk")[..64]));
}

#[test]
fn bad_input_exits_2_and_writes_nothing() {
    let dir = scratch("bad-input");
    let kg = json(
        &["keygen", "--d", D, "--z", Z],
        &[("ek", 1184), ("dk", 2400)],
    );
    let (ek_bytes, dk_bytes) = (unhex(&hexval(&kg, "ek")), unhex(&hexval(&kg, "dk")));
    let write = |name: &str, bytes: &[u8]| {
        let p = dir.join(name);
        fs::write(&p, bytes).unwrap();
        p
    };
    let ek = write("ek.bin", &ek_bytes);
    let dk = write("dk.bin", &dk_bytes);
    let en = json(
        &["encaps", "--ek", s(&ek), "--m", M],
        &[("c", 1088), ("k", 32)],
    );
    let c_bytes = unhex(&hexval(&en, "c"));
    let c = write("c.bin", &c_bytes);

    // Modulus violation: the first 12-bit coefficient of t̂ set to 4095 ≥ q.
    let mut bad = ek_bytes.clone();
    bad[0] = 0xFF;
    bad[1] |= 0x0F;
    let ek_modulus = write("ek-modulus.bin", &bad);
    // Another one further in: coefficient 1 of the second polynomial, exactly q = 3329 = 0xD01.
    let mut bad = ek_bytes.clone();
    bad[384 + 1] = (bad[384 + 1] & 0x0F) | 0x10;
    bad[384 + 2] = 0xD0;
    let ek_modulus_q = write("ek-modulus-q.bin", &bad);
    let ek_short = write("ek-short.bin", &ek_bytes[..ek_bytes.len() - 1]);
    // dk with a flipped byte of its stored H(ek) (at 768k + 32, k = 3).
    let mut bad = dk_bytes.clone();
    bad[768 * 3 + 32] ^= 0x01;
    let dk_hash = write("dk-hash.bin", &bad);
    let dk_long = write("dk-long.bin", &[dk_bytes.as_slice(), &[0]].concat());
    let c_short = write("c-short.bin", &c_bytes[..c_bytes.len() - 1]);
    let c_long = write("c-long.bin", &[c_bytes.as_slice(), &[0]].concat());
    let missing = dir.join("missing.bin");

    let d31 = &D[..62];
    let d33 = format!("{D}00");
    let not_hex = format!("{}zz", &D[..62]);
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (vec!["keygen", "--d", &not_hex, "--z", Z], "--d is not hex"),
        (vec!["keygen", "--d", D, "--z", "0x00"], "--z is not hex"),
        (vec!["keygen", "--d", d31, "--z", Z], "--d must be 32 bytes"),
        (
            vec!["keygen", "--d", D, "--z", &d33],
            "--z must be 32 bytes",
        ),
        (
            vec!["encaps", "--ek", s(&ek), "--m", d31],
            "--m must be 32 bytes",
        ),
        (vec!["encaps", "--ek", s(&ek_modulus)], "modulus check"),
        (vec!["encaps", "--ek", s(&ek_modulus_q)], "modulus check"),
        (
            vec!["encaps", "--ek", s(&ek_short)],
            "1183 bytes, 1184 expected",
        ),
        (
            vec!["encaps", "--ek", s(&ek), "--params", "1024"],
            "1184 bytes, 1568 expected",
        ),
        (vec!["encaps", "--ek", s(&missing)], "cannot read"),
        (vec!["encaps", "--ek", s(&dir)], "cannot read"),
        (
            vec!["decaps", "--dk", s(&dk_hash), "--c", s(&c)],
            "hash check",
        ),
        (
            vec!["decaps", "--dk", s(&dk_long), "--c", s(&c)],
            "2401 bytes, 2400 expected",
        ),
        (
            vec!["decaps", "--dk", s(&dk), "--c", s(&c_short)],
            "1087 bytes, 1088 expected",
        ),
        (
            vec!["decaps", "--dk", s(&dk), "--c", s(&c_long)],
            "1089 bytes, 1088 expected",
        ),
        (
            vec!["decaps", "--dk", s(&missing), "--c", s(&c)],
            "missing.bin: cannot read",
        ),
        (
            vec!["decaps", "--dk", s(&dk), "--c", s(&missing)],
            "missing.bin: cannot read",
        ),
        (vec!["decaps", "--dk", s(&dk)], "not provided: --c <FILE>"),
        // Usage errors (clap), also one line and status 2.
        (vec!["keygen", "--bogus"], "--bogus"),
        (vec!["keygen", "--params", "640"], "640"),
        (vec!["keygen", "--backend", "fpga"], "unknown backend"),
        (
            vec!["keygen", "--vcd", "x.vcd"],
            "--vcd records the RustHDL simulation: use it with --backend rusthdl, not sim",
        ),
        (
            vec!["keygen", "--backend", "serial:/dev/ttyUSB0@0"],
            "bad baud rate",
        ),
    ];
    for (args, want) in &cases {
        assert_rejected(args, want, &dir);
    }
    // The inputs themselves are untouched.
    assert_eq!(fs::read(&dk).unwrap(), dk_bytes);
}

#[test]
fn unavailable_backends_exit_1_with_a_clear_message() {
    let dir = scratch("backends");
    for (backend, want) in [
        (
            "serial:/dev/nonexistent-mlkem-tty",
            "cannot open serial port /dev/nonexistent-mlkem-tty",
        ),
        (
            "serial:/dev/nonexistent-mlkem-tty@921600",
            "cannot open serial port /dev/nonexistent-mlkem-tty",
        ),
    ] {
        let out = dir.join("out");
        let o = run(&[
            "keygen",
            "--d",
            D,
            "--z",
            Z,
            "--backend",
            backend,
            "--out",
            s(&out),
            "--json",
        ]);
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(1), "{backend}: {err}");
        assert_eq!(err.lines().count(), 1, "{err:?}");
        assert!(err.contains(want), "{err}");
        assert!(o.stdout.is_empty());
        assert!(!out.exists());
        for cmd in ["info", "selftest"] {
            let o = run(&[cmd, "--backend", backend]);
            let err = stderr(&o);
            assert_eq!(o.status.code(), Some(1), "{cmd} {backend}: {err}");
            assert!(err.contains(want), "{cmd}: {err}");
        }
    }
}

/// Without Verilator, a virtual board that is not built yet cannot be: exit 1, and the
/// message names the command that installs it.
#[test]
fn sim_without_verilator_says_how_to_install_it() {
    let dir = scratch("no-verilator");
    let o = Command::new(BIN)
        .args(["keygen", "--json", "--out", s(&dir.join("out"))])
        .env("MLKEM_FPGA_SIM_DIR", dir.join("board"))
        .env("PATH", dir.join("empty-path"))
        .output()
        .unwrap();
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert_eq!(err.lines().count(), 1, "{err:?}");
    for want in [
        "verilator and g++ not found",
        "make tools",
        "apt-get install verilator",
    ] {
        assert!(err.contains(want), "{want:?} missing in {err}");
    }
    assert!(o.stdout.is_empty());
    assert!(!dir.join("out").exists());
}

/// `info` on the default backend, the virtual board: the device's build id, moved to the
/// fastest line.
#[test]
fn info_on_the_virtual_board() {
    let o = run(&["info"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = String::from_utf8(o.stdout).unwrap();
    let build = format!(
        "0x{:08x}",
        mlkem_fpga::protocol::build_id(mlkem_fpga::rtl::kem_device::KEM_DEVICE_VARIANT)
    );
    for want in [
        "backend        sim",
        "protocol       3",
        "link           sim (Verilator, bit period 4 cycles)",
        build.as_str(),
        "baud           12000000 (divisor 4)",
        "errors         CRC 0, framing 0, overruns 0, timeouts 0",
    ] {
        assert!(out.contains(want), "{want:?} missing in\n{out}");
    }
}

/// `--backend rusthdl --vcd FILE`: the RustHDL simulation answers as the virtual board does,
/// and its waveform is a VCD file (read back with the `vcd` crate) in which `uart_rx` and
/// `uart_tx` carry the frames.
#[test]
fn rusthdl_backend_writes_a_waveform() {
    let dir = scratch("rusthdl");
    let vcd_path = dir.join("wave/device.vcd");
    let o = run(&["info", "--backend", "rusthdl", "--vcd", s(&vcd_path)]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = String::from_utf8(o.stdout).unwrap();
    assert!(out.contains("baud           12000000 (divisor 4)"), "{out}");
    assert!(out.contains("waveform"), "{out}");
    let file = std::io::BufReader::new(fs::File::open(&vcd_path).unwrap());
    let mut parser = vcd::Parser::new(file);
    let header = parser.parse_header().unwrap();
    let code = |name: &str| match header.find_var(&["uut", name]) {
        Some(v) => v.code,
        None => panic!("{name} not in the VCD"),
    };
    let (rx, tx) = (code("uart_rx"), code("uart_tx"));
    let (mut rx_edges, mut tx_edges, mut last_time) = (0, 0, 0);
    for command in parser {
        match command.unwrap() {
            vcd::Command::ChangeScalar(c, _) if c == rx => rx_edges += 1,
            vcd::Command::ChangeScalar(c, _) if c == tx => tx_edges += 1,
            vcd::Command::Timestamp(t) => last_time = t,
            _ => {}
        }
    }
    // VERSION, SET_BAUD, VERSION, STATUS, CYCLES: 47 bytes in, 82 out, many edges each.
    assert!(
        rx_edges > 47 * 2 && tx_edges > 82 * 2,
        "{rx_edges} {tx_edges}"
    );
    assert!(last_time > 0);
}

/// `bench` on the virtual board (protocol 3): one row per operation, each one round trip,
/// the results checked on the way.
#[test]
fn bench_prints_a_table() {
    let o = run(&["bench", "--params", "512", "--rounds", "1"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = String::from_utf8(o.stdout).unwrap();
    for op in mlkem_fpga::host::bench::Op::V3 {
        let row = out
            .lines()
            .find(|l| l.starts_with(&format!("| ML-KEM-512 | {} | ", op.name())))
            .unwrap_or_else(|| panic!("no {} row in\n{out}", op.name()));
        // set, operation, cycles, bytes, × API minimum, round trips.
        assert_eq!(row.split(" | ").nth(5), Some("1"), "{row}");
    }
    assert!(!out.contains("ML-KEM-768"), "{out}");
    assert!(out.contains("link at 115200 baud"), "{out}");
}

/// `info` on the model backend: the protocol model through the whole driver path.
#[test]
fn info_reports_the_device() {
    let o = run(&["info", "--backend", "model"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = String::from_utf8(o.stdout).unwrap();
    let build = format!("0x{:08x}", mlkem_fpga::protocol::build_id("model"));
    for want in [
        "protocol       2",
        build.as_str(),
        "clock          47916667 Hz",
        "baud           1000000 (divisor 48)",
        "slots          8",
        "errors         CRC 0, framing 0, overruns 0, timeouts 0",
        "link bytes",
    ] {
        assert!(out.contains(want), "{want:?} missing in\n{out}");
    }
}

/// `selftest` passes on the model device; with a corrupted vector it exits 1 naming the
/// mismatch.
#[test]
fn selftest_passes_and_fails_on_a_wrong_answer() {
    let o = run(&["selftest"]);
    let out = String::from_utf8_lossy(&o.stdout).into_owned();
    assert!(o.status.success(), "{}{out}", stderr(&o));
    assert_eq!(out.matches("| ok |").count(), 12, "{out}");
    assert!(out.contains("all passed"));
    // A copy of the vectors with the first keyGen ek changed.
    let dir = scratch("selftest");
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/vectors/acvp-server-v1.1.0.40");
    for name in ["ML-KEM-keyGen-FIPS203", "ML-KEM-encapDecap-FIPS203"] {
        fs::create_dir_all(dir.join(name)).unwrap();
        let text = fs::read_to_string(src.join(name).join("internalProjection.json")).unwrap();
        let text = if name.contains("keyGen") {
            let mut v: Value = serde_json::from_str(&text).unwrap();
            let t = &mut v["testGroups"][0]["tests"][0];
            let ek = t["ek"].as_str().unwrap().to_owned();
            t["ek"] = Value::String(format!(
                "{}{}",
                if &ek[..1] == "0" { "1" } else { "0" },
                &ek[1..]
            ));
            v.to_string()
        } else {
            text
        };
        fs::write(dir.join(name).join("internalProjection.json"), text).unwrap();
    }
    let o = run(&["selftest", "--vectors", s(&dir)]);
    let out = String::from_utf8_lossy(&o.stdout).into_owned();
    assert_eq!(o.status.code(), Some(1), "{out}");
    assert!(
        out.contains("MISMATCH") && out.contains("1 FAILED"),
        "{out}"
    );
    assert!(
        stderr(&o).contains("selftest: 1 mismatches"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn developer_flow_is_its_own_binary() {
    let o = Command::new(env!("CARGO_BIN_EXE_mlkem-flow"))
        .arg("tree")
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(String::from_utf8_lossy(&o.stdout).contains("DaddaReducer"));
    // The user's command line has no developer commands.
    let o = run(&["tree"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
}

/// A failure after the outputs were computed (here: stdout is /dev/full) exits 1 and leaves
/// no file, not even the --out directory it had created.
#[cfg(target_os = "linux")]
#[test]
fn failure_while_printing_leaves_no_file() {
    let dir = scratch("dev-full");
    let out = dir.join("new/out");
    let full = fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let o = Command::new(BIN)
        .args(["keygen", "--d", D, "--z", Z, "--json", "--out", s(&out)])
        .stdout(full)
        .output()
        .unwrap();
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains("writing to stdout"), "{err}");
    assert!(!dir.join("new").exists());
}
