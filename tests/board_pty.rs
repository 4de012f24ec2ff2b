//! `mlkem-fpga board --pty` (issue 16, Deliver item 7): the virtual board (the protocol 3
//! device, as `--backend sim`) served on a pseudo-terminal outlives CLI commands. Separate CLI processes reach it with
//! `--backend serial:PTY`, the real board's path, and get the software model's answers; the
//! device's state (its baud register) persists between them; garbage on the line does not
//! kill it; SIGTERM and SIGINT stop it with exit status 0.

#![cfg(unix)]

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::sync::mpsc::channel;
use std::time::{Duration, Instant};

use mlkem_fpga::model::kem;
use mlkem_fpga::params::{DEFAULT_BAUD, ML_KEM_512};
use mlkem_fpga::protocol::{REQUEST_SYNC, v3};
use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_mlkem-fpga");

/// The virtual board build shared with tests/cli.rs (built once, under a lock).
fn sim_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli-virtual-board")
}

fn scratch(name: &str) -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("board_pty")
        .join(name);
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// A running `mlkem-fpga board --pty`, killed if the test ends early.
struct Board {
    child: Option<Child>,
    path: String,
    stderr: PathBuf,
}

impl Board {
    fn start(name: &str) -> Board {
        Board::start_with(name, &["board", "--pty"])
    }

    fn start_with(name: &str, args: &[&str]) -> Board {
        let stderr = scratch(name).join("board.stderr");
        let mut child = Command::new(BIN)
            .args(args)
            .env("MLKEM_FPGA_SIM_DIR", sim_dir())
            .stdout(Stdio::piped())
            .stderr(std::fs::File::create(&stderr).unwrap())
            .spawn()
            .expect("start mlkem-fpga board --pty");
        // The first line is the pty's path. A guard against a board that never answers (the
        // first use builds it: minutes at most), not a measurement.
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            let mut line = String::new();
            let _ = BufReader::new(stdout).read_line(&mut line);
            let _ = tx.send(line);
        });
        let mut board = Board {
            child: Some(child),
            path: String::new(),
            stderr,
        };
        let line = rx
            .recv_timeout(Duration::from_secs(900))
            .unwrap_or_else(|_| panic!("no pty path from the board: {}", board.stderr_text()));
        board.path = line.trim_end().to_owned();
        assert!(
            board.path.starts_with("/dev/"),
            "first line {line:?}; stderr: {}",
            board.stderr_text()
        );
        board
    }

    fn stderr_text(&self) -> String {
        std::fs::read_to_string(&self.stderr).unwrap_or_default()
    }

    fn backend(&self) -> String {
        format!("serial:{}", self.path)
    }

    fn pid(&self) -> i32 {
        self.child.as_ref().unwrap().id() as i32
    }

    /// Sends `signal` and waits for the board to exit; its exit status.
    fn stop(&mut self, signal: i32) -> std::process::ExitStatus {
        // SAFETY: a plain kill(2) on our own child.
        assert_eq!(unsafe { libc::kill(self.pid(), signal) }, 0);
        let mut child = self.child.take().unwrap();
        // A guard against a board that ignores the signal, not a measurement.
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            if let Some(status) = child.try_wait().unwrap() {
                return status;
            }
            if Instant::now() > deadline {
                let _ = child.kill();
                panic!("the board did not exit on signal {signal}");
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Board {
    fn drop(&mut self) {
        if let Some(mut c) = self.child.take() {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

/// A CLI process (it must not need the virtual board build: it goes through the pty).
fn run(args: &[&str]) -> Output {
    Command::new(BIN)
        .args(args)
        .env("MLKEM_FPGA_SIM_DIR", sim_dir())
        .output()
        .expect("run mlkem-fpga")
}

fn ok(o: Output, board: &Board) -> String {
    assert!(
        o.status.success(),
        "exit {:?}\nstderr: {}\nboard: {}",
        o.status,
        String::from_utf8_lossy(&o.stderr),
        board.stderr_text()
    );
    String::from_utf8(o.stdout).unwrap()
}

fn json(text: &str) -> Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

fn hex_field(v: &Value, k: &str) -> Vec<u8> {
    hex::decode(v[k].as_str().unwrap()).unwrap()
}

/// Deterministic junk: xorshift bytes, a sync byte claiming a 65535-byte frame, truncated
/// frames.
fn garbage(len: usize, mut state: u64) -> Vec<u8> {
    let mut g = Vec::with_capacity(len + 16);
    g.extend([REQUEST_SYNC, 0x01, 0x00, 0xFF, 0xFF, 1, 2, 3]);
    while g.len() < len {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        g.push(state as u8);
        if state.is_multiple_of(17) {
            g.extend([REQUEST_SYNC, (state >> 8) as u8]);
        }
    }
    g
}

/// Writes `bytes` to the pty as a client at `baud` would, and closes it.
fn write_line_noise(path: &str, baud: u32, bytes: &[u8]) {
    let mut port = serialport::new(path, baud)
        .timeout(Duration::from_millis(500))
        .open()
        .unwrap();
    port.write_all(bytes).unwrap();
    port.flush().unwrap();
}

#[test]
fn cli_processes_share_a_persistent_board() {
    let mut board = Board::start("shared");
    let backend = board.backend();

    // 1. `info`: the device, through the serial driver, at the power-up rate.
    let out = ok(run(&["info", "--backend", &backend]), &board);
    for want in [
        format!("link           serial:{}@{DEFAULT_BAUD}", board.path),
        format!("protocol       {}", v3::VERSION),
        format!("baud           {DEFAULT_BAUD}"),
    ] {
        assert!(out.contains(&want), "{want:?} missing in\n{out}");
    }

    // 2. ML-KEM-512 across three more processes, checked against the software model.
    let p = ML_KEM_512;
    let dir = scratch("kem");
    let (d, z, m) = ([0x11u8; 32], [0x22u8; 32], [0x33u8; 32]);
    let (ek_want, dk_want) = kem::keygen_internal(p, &d, &z);
    let (k_want, c_want) = kem::encaps_internal(p, &ek_want, &m);
    let kg = json(&ok(
        run(&[
            "keygen",
            "--params",
            "512",
            "--d",
            &hex::encode(d),
            "--z",
            &hex::encode(z),
            "--json",
            "--out",
            dir.to_str().unwrap(),
            "--backend",
            &backend,
        ]),
        &board,
    ));
    assert_eq!(hex_field(&kg, "ek"), ek_want);
    assert_eq!(hex_field(&kg, "dk"), dk_want);
    let ek = dir.join("ek.bin");
    let dk = dir.join("dk.bin");
    let en = json(&ok(
        run(&[
            "encaps",
            "--params",
            "512",
            "--ek",
            ek.to_str().unwrap(),
            "--m",
            &hex::encode(m),
            "--json",
            "--backend",
            &backend,
        ]),
        &board,
    ));
    assert_eq!(hex_field(&en, "c"), c_want);
    assert_eq!(hex_field(&en, "k"), k_want);
    let c = dir.join("c.bin");
    std::fs::write(&c, &c_want).unwrap();
    let de = json(&ok(
        run(&[
            "decaps",
            "--params",
            "512",
            "--dk",
            dk.to_str().unwrap(),
            "--c",
            c.to_str().unwrap(),
            "--json",
            "--backend",
            &backend,
        ]),
        &board,
    ));
    assert_eq!(hex_field(&de, "k"), k_want);

    // 3. Garbage on the line, at the device's rate and at another one: the board lives on and
    //    the next command works (the driver resends what the junk spoiled).
    write_line_noise(&board.path, DEFAULT_BAUD, &garbage(300, 0x1234_5678));
    write_line_noise(&board.path, 115_200, &garbage(40, 0x9abc_def0));
    let out = ok(run(&["info", "--backend", &backend]), &board);
    assert!(
        out.contains(&format!("baud           {DEFAULT_BAUD}")),
        "{out}"
    );
    let again = json(&ok(
        run(&[
            "decaps",
            "--params",
            "512",
            "--dk",
            dk.to_str().unwrap(),
            "--c",
            c.to_str().unwrap(),
            "--json",
            "--backend",
            &backend,
        ]),
        &board,
    ));
    assert_eq!(hex_field(&again, "k"), k_want);

    // 4. The device's baud register outlives a command, as on a board: one command moves it
    //    to 12 Mbaud (SET_BAUD after connecting at the power-up rate); the next finds it
    //    there at once; a command at the power-up rate then gets no answer (exit status 1, a
    //    clear error), and the board still answers at 12 Mbaud.
    let fast = format!("{backend}@12000000");
    let first = ok(run(&["info", "--backend", &fast]), &board);
    let second = ok(run(&["info", "--backend", &fast]), &board);
    for out in [&first, &second] {
        assert!(out.contains("baud           12000000 (divisor 4)"), "{out}");
    }
    let commands = |out: &str| {
        let line = out.lines().find(|l| l.starts_with("link bytes")).unwrap();
        line.split('(')
            .nth(1)
            .unwrap()
            .split(' ')
            .next()
            .unwrap()
            .parse::<u32>()
            .unwrap()
    };
    // VERSION, STATUS, KEY_STATUS, CYCLES; the first also VERSION, SET_BAUD, VERSION at the
    // power-up rate.
    assert_eq!(commands(&second), 4, "{second}");
    assert!(commands(&first) > commands(&second), "{first}");
    let o = run(&["info", "--backend", &backend]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("no valid response") && !err.contains("panicked"),
        "{err}"
    );
    let kg2 = json(&ok(
        run(&[
            "keygen",
            "--params",
            "512",
            "--d",
            &hex::encode(d),
            "--z",
            &hex::encode(z),
            "--json",
            "--backend",
            &fast,
        ]),
        &board,
    ));
    assert_eq!(hex_field(&kg2, "ek"), ek_want);

    // 5. SIGTERM: a clean exit.
    let status = board.stop(libc::SIGTERM);
    assert!(status.success(), "{status:?}: {}", board.stderr_text());
    assert!(board.stderr_text().contains("virtual board stopped"));
}

#[test]
fn sigint_stops_an_idle_board() {
    let mut board = Board::start("sigint");
    let status = board.stop(libc::SIGINT);
    assert!(status.success(), "{status:?}: {}", board.stderr_text());
}

#[test]
fn board_without_pty_is_a_usage_error() {
    let o = run(&["board"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("--pty"));
}

/// The protocol 3 device behind the pty (`board --pty --protocol 3`, the default said
/// explicitly): `keygen --keep` in one
/// CLI process leaves dk in a key slot; `decaps --slot` in another finds it there and gives
/// the shared secret `encaps` gave; `key status` in a third shows the slot; erased, the slot
/// refuses decapsulation.
#[test]
fn protocol_3_key_slot_workflow_across_processes() {
    let board = Board::start_with("protocol3_board", &["board", "--pty", "--protocol", "3"]);
    let backend = board.backend();
    let dir = scratch("protocol3");
    let kept = json(&ok(
        run(&[
            "keygen",
            "--keep",
            "--params",
            "512",
            "--backend",
            &backend,
            "--json",
        ]),
        &board,
    ));
    let slot = kept["slot"].as_u64().expect("a slot").to_string();
    let ek = hex_field(&kept, "ek");
    std::fs::write(dir.join("ek.bin"), &ek).unwrap();
    let enc = json(&ok(
        run(&[
            "encaps",
            "--params",
            "512",
            "--ek",
            dir.join("ek.bin").to_str().unwrap(),
            "--backend",
            &backend,
            "--json",
        ]),
        &board,
    ));
    std::fs::write(dir.join("c.bin"), hex_field(&enc, "c")).unwrap();
    let dec = json(&ok(
        run(&[
            "decaps",
            "--params",
            "512",
            "--slot",
            &slot,
            "--c",
            dir.join("c.bin").to_str().unwrap(),
            "--backend",
            &backend,
            "--json",
        ]),
        &board,
    ));
    assert_eq!(hex_field(&dec, "k"), hex_field(&enc, "k"));
    let status = ok(
        run(&["key", "status", "--backend", &backend, "--json"]),
        &board,
    );
    assert!(status.contains("\"valid\""), "{status}");
    ok(
        run(&["key", "erase", "--slot", &slot, "--backend", &backend]),
        &board,
    );
    let o = run(&[
        "decaps",
        "--params",
        "512",
        "--slot",
        &slot,
        "--c",
        dir.join("c.bin").to_str().unwrap(),
        "--backend",
        &backend,
    ]);
    assert!(!o.status.success(), "decaps with an erased slot");
}
