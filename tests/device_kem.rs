//! Full ML-KEM on the virtual board: the exported `MlKemDevice` Verilog under Verilator
//! (`VirtualBoardTransport`), driven through its UART pins at bit period 4 by the host driver
//! and `HwMlKem`, for ML-KEM-512, -768 and -1024. What it checks:
//!
//! * **ACVP**: the keyGen, encapsulation and decapsulation cases of ACVP v1.1.0.40 give the
//!   vectors' ek, dk, c and K (the key checks are host-only and are covered elsewhere).
//! * **Interop** with RustCrypto `ml-kem`, both ways: its keys encapsulated on the device and
//!   its decapsulation of the result; the device's keys encapsulated by it and decapsulated on
//!   the device.
//! * **Constant time**: the device's compute cycles (`CYCLES`) for Decaps are the same for a
//!   valid and a tampered ciphertext (whose K is the implicit-rejection key of the FIPS 203
//!   model); Encaps takes the same cycles for two messages m; KeyGen the same for two z, and
//!   for two d once the cycles of SampleNTT over Â (variable-time in the *public* ρ, measured
//!   separately on the device) are taken out.
//! * **Secrets**: after every KEM operation (also a decapsulation of a tampered ciphertext and an
//!   encapsulation failing the modulus check) all 8 slots read back as zero.
//! * **Faults** on the simulated line (bit flips, drops, duplicates in both directions): every
//!   operation gives the model's result or an error, never a wrong one; the device works
//!   afterwards. A **reset** of the device in the middle of an operation (before or after a
//!   command executes) makes the operation fail, whether the host's port stays at bit period 4
//!   (the line goes dead) or the host runs at the power-up rate (the line keeps working): the
//!   reset locks the device (protocol check 7), so the resent command is refused rather than
//!   executed twice on slots the reset left behind, and those slots cannot be read. The host
//!   reconnects and the next operation's CLEAR unlocks it.
//! * **Random frames** (garbage, well-formed requests with random contents, corrupted
//!   requests) streamed at the device: it never hangs, answers VERSION and runs a KEM after.
//!
//! The whole file takes about 2 minutes on 2 cores (`cargo test --release --test device_kem`);
//! the 100,000 random frames are the longest test (about 90 s).

mod common;

use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use common::device::Gen;
use common::{b32, hx, param_set, read_json, st};
use mlkem_fpga::host::backend::DeviceError;
use mlkem_fpga::host::driver::{DeviceDriver, Timing};
use mlkem_fpga::host::hwkem::{HwMlKem, Kem};
use mlkem_fpga::host::sim_transport::{VirtualBoardTransport, VirtualDevice};
use mlkem_fpga::host::transport::{FaultRates, FaultyTransport, Transport, TransportError};
use mlkem_fpga::model::kem::{self, KemError};
use mlkem_fpga::params::{CLOCK_HZ, ML_KEM_512, ML_KEM_768, ML_KEM_1024, PARAM_SETS, ParamSet};
use mlkem_fpga::protocol::{
    DEFAULT_DIVISOR, FrameError, Opcode, REQUEST_SYNC, RESPONSE_SYNC, Response, SLOTS, Status,
    encode_request, parse_response,
};
use mlkem_fpga::rtl::device::verilated::VerilatedDevice;

/// The bit period after `SET_BAUD` (the fastest the protocol allows).
const DIV: u16 = 4;
/// The device's power-up baud rate.
const POWER_UP_BAUD: u32 = CLOCK_HZ / DEFAULT_DIVISOR as u32;
/// The baud rate at bit period [`DIV`].
const FAST_BAUD: u32 = CLOCK_HZ / DIV as u32;
const ACVP: &str = "acvp-server-v1.1.0.40";

/// The bench, built once per test binary (the tests run in parallel threads).
fn bench() -> &'static Path {
    static EXE: OnceLock<PathBuf> = OnceLock::new();
    EXE.get_or_init(|| {
        let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("device_kem");
        VirtualBoardTransport::build(VirtualDevice::Protocol2, &dir)
            .expect("building the virtual board")
    })
}

/// A fresh virtual board at its power-up bit period.
fn board() -> VirtualBoardTransport {
    VirtualBoardTransport::start_built(bench()).expect("starting the virtual board")
}

fn timing(compute_allowance: Duration) -> Timing {
    Timing {
        compute_allowance,
        ..Timing::default()
    }
}

/// Connects to a device at its power-up rate and moves it (and the host) to bit period [`DIV`].
fn fast_driver<T: Transport>(transport: T, timing: Timing) -> DeviceDriver<T> {
    let (mut driver, version) =
        DeviceDriver::open(transport, POWER_UP_BAUD, timing).expect("VERSION at power-up");
    assert_eq!(version.divisor, DEFAULT_DIVISOR);
    driver.set_baud(DIV).expect("SET_BAUD");
    driver
}

/// `HwMlKem` on a fresh virtual board at bit period [`DIV`] (a clean line: a generous compute
/// allowance, so that a loaded machine causes no resend).
fn hw() -> HwMlKem<VirtualBoardTransport> {
    let mut hw = HwMlKem::new(fast_driver(board(), timing(Duration::from_secs(10))));
    // The CLEAR a new session owes (it unlocks the reset device), so that no operation's
    // cycle count includes it.
    hw.clear().expect("CLEAR");
    hw
}

/// The slots that do not read back as zero.
fn nonzero_slots<T: Transport>(driver: &mut DeviceDriver<T>) -> Vec<u8> {
    (0..SLOTS)
        .filter(|&s| {
            let bytes = driver.poly_read(s, 12).expect("POLY_READ");
            bytes.iter().any(|&b| b != 0)
        })
        .collect()
}

fn assert_slots_clear<T: Transport>(hw: &mut HwMlKem<T>, after: &str) {
    assert_eq!(
        nonzero_slots(hw.driver_mut()),
        Vec::<u8>::new(),
        "slots not zero after {after}"
    );
}

/// The operations of a [`Case`], in order.
const OPS: [&str; 3] = ["keygen", "encaps", "decaps"];

/// One KeyGen/Encaps/Decaps case with the FIPS 203 model's answers.
struct Case {
    p: ParamSet,
    d: [u8; 32],
    z: [u8; 32],
    m: [u8; 32],
    ek: Vec<u8>,
    dk: Vec<u8>,
    c: Vec<u8>,
    k: [u8; 32],
}

impl Case {
    /// Seeds d, z, m from `seed`.
    fn new(p: ParamSet, seed: u8) -> Self {
        let mut g = Gen(0x5EED_0000 + seed as u64);
        let mut s = || b32(&g.bytes(32));
        Self::from_seeds(p, s(), s(), s())
    }

    fn from_seeds(p: ParamSet, d: [u8; 32], z: [u8; 32], m: [u8; 32]) -> Self {
        let (ek, dk) = kem::keygen_internal(p, &d, &z);
        let (k, c) = kem::encaps_internal(p, &ek, &m);
        Case {
            p,
            d,
            z,
            m,
            ek,
            dk,
            c,
            k,
        }
    }

    /// KeyGen on `hw`: Ok if it gives the model's (ek, dk), the error if it failed; panics on a
    /// wrong result. So do [`Case::encaps`] and [`Case::decaps`].
    fn keygen<T: Transport>(&self, hw: &mut HwMlKem<T>) -> Result<(), DeviceError> {
        let (ek, dk) = hw.keygen(self.p, &self.d, &self.z)?;
        assert_eq!(ek, self.ek, "{}: wrong ek", self.p.name);
        assert_eq!(dk[..], self.dk[..], "{}: wrong dk", self.p.name);
        Ok(())
    }

    fn encaps<T: Transport>(&self, hw: &mut HwMlKem<T>) -> Result<(), DeviceError> {
        let (c, k) = hw.encaps(self.p, &self.ek, &self.m)?;
        assert_eq!(c, self.c, "{}: wrong c", self.p.name);
        assert_eq!(*k, self.k, "{}: wrong K", self.p.name);
        Ok(())
    }

    fn decaps<T: Transport>(&self, hw: &mut HwMlKem<T>) -> Result<(), DeviceError> {
        let k = hw.decaps(self.p, &self.dk, &self.c)?;
        assert_eq!(*k, self.k, "{}: wrong decapsulated K", self.p.name);
        Ok(())
    }

    /// Operation `i` of [`OPS`].
    fn op<T: Transport>(&self, hw: &mut HwMlKem<T>, i: usize) -> Result<(), DeviceError> {
        match OPS[i] {
            "keygen" => self.keygen(hw),
            "encaps" => self.encaps(hw),
            _ => self.decaps(hw),
        }
    }

    /// The three operations, each right or an error.
    fn run<T: Transport>(&self, hw: &mut HwMlKem<T>) -> [Result<(), DeviceError>; 3] {
        std::array::from_fn(|i| self.op(hw, i))
    }

    /// The three operations, each of which must succeed.
    fn run_ok<T: Transport>(&self, hw: &mut HwMlKem<T>) {
        for (op, r) in OPS.iter().zip(self.run(hw)) {
            if let Err(e) = r {
                panic!("{} {op}: {e}", self.p.name);
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// 1. ACVP

/// Every keyGen, encapsulation and decapsulation case of `p` on one virtual board; returns how
/// many of each ran.
fn acvp(p: ParamSet) -> [usize; 3] {
    let t = Instant::now();
    let mut hw = hw();
    let mut done = [0; 3];
    let keygen = read_json(&format!(
        "{ACVP}/ML-KEM-keyGen-FIPS203/internalProjection.json"
    ));
    let encap_decap = read_json(&format!(
        "{ACVP}/ML-KEM-encapDecap-FIPS203/internalProjection.json"
    ));
    let groups = keygen["testGroups"]
        .as_array()
        .unwrap()
        .iter()
        .chain(encap_decap["testGroups"].as_array().unwrap())
        .filter(|g| param_set(st(g, "parameterSet")) == p);
    for g in groups {
        let function = g.get("function").map_or("keyGen", |f| f.as_str().unwrap());
        for t in g["tests"].as_array().unwrap() {
            let ctx = format!("{} {function} tcId {}", p.name, t["tcId"]);
            match function {
                "keyGen" => {
                    let (ek, dk) = hw.keygen(p, &b32(&hx(t, "d")), &b32(&hx(t, "z"))).unwrap();
                    assert_eq!(ek, hx(t, "ek"), "{ctx}: ek");
                    assert_eq!(*dk, hx(t, "dk"), "{ctx}: dk");
                    done[0] += 1;
                }
                "encapsulation" => {
                    let (c, k) = hw.encaps(p, &hx(t, "ek"), &b32(&hx(t, "m"))).unwrap();
                    assert_eq!(c, hx(t, "c"), "{ctx}: c");
                    assert_eq!(k.to_vec(), hx(t, "k"), "{ctx}: K");
                    done[1] += 1;
                }
                "decapsulation" => {
                    let k = hw.decaps(p, &hx(t, "dk"), &hx(t, "c")).unwrap();
                    assert_eq!(k.to_vec(), hx(t, "k"), "{ctx}: K");
                    done[2] += 1;
                }
                // encapsulationKeyCheck, decapsulationKeyCheck: host-only input checks.
                _ => {}
            }
        }
    }
    println!(
        "{}: ACVP keyGen {}, encapsulation {}, decapsulation {} cases in {:.1} s; {:?}",
        p.name,
        done[0],
        done[1],
        done[2],
        t.elapsed().as_secs_f64(),
        hw.driver().stats()
    );
    done
}

/// ACVP v1.1.0.40 has 25 keyGen, 25 encapsulation and 10 decapsulation cases per set.
const ACVP_CASES: [usize; 3] = [25, 25, 10];

#[test]
fn acvp_ml_kem_512() {
    assert_eq!(acvp(ML_KEM_512), ACVP_CASES);
}

#[test]
fn acvp_ml_kem_768() {
    assert_eq!(acvp(ML_KEM_768), ACVP_CASES);
}

#[test]
fn acvp_ml_kem_1024() {
    assert_eq!(acvp(ML_KEM_1024), ACVP_CASES);
}

// ---------------------------------------------------------------------------------------------
// 2. Interop with RustCrypto ml-kem

macro_rules! interop {
    ($name:ident, $kem:ty, $p:expr) => {
        /// RustCrypto ml-kem generates, the device encapsulates, RustCrypto decapsulates; and
        /// the device generates, RustCrypto encapsulates, the device decapsulates.
        #[test]
        fn $name() {
            use ml_kem::array::Array;
            use ml_kem::kem::{Decapsulate, Encapsulate, Kem as _, KeyExport};
            use ml_kem::{DecapsulationKey, EncapsulationKey, Seed};
            use rand::SeedableRng;
            let (p, t) = ($p, Instant::now());
            let mut rng = rand::rngs::StdRng::seed_from_u64(0xB0A4D + p.k as u64);
            let mut hw = hw();
            for round in 0..2u8 {
                // Theirs → the device's Encaps → their Decaps.
                let (their_dk, their_ek) = <$kem>::generate_keypair_from_rng(&mut rng);
                let (c, k) = hw.encaps(p, &their_ek.to_bytes(), &[round; 32]).unwrap();
                let c = Array::try_from(&c[..]).unwrap();
                assert_eq!(their_dk.decapsulate(&c).0, *k, "{} round {round}", p.name);
                // The device's KeyGen → their Encaps → the device's Decaps; their KeyGen from
                // the same (d, z) gives the same ek.
                let (d, z) = ([round ^ 0x3C; 32], [round ^ 0xC3; 32]);
                let (ek, dk) = hw.keygen(p, &d, &z).unwrap();
                let seed: Seed = Array::try_from(&[d, z].concat()[..]).unwrap();
                let from_seed = DecapsulationKey::<$kem>::from_seed(seed);
                assert_eq!(&from_seed.encapsulation_key().to_bytes()[..], &ek[..]);
                let their_ek = EncapsulationKey::<$kem>::new(&Array::try_from(&ek[..]).unwrap())
                    .expect("ml-kem accepts the device's ek");
                let (c2, k2) = their_ek.encapsulate_with_rng(&mut rng);
                assert_eq!(
                    *hw.decaps(p, &dk, &c2[..]).unwrap(),
                    k2.0,
                    "{} round {round}",
                    p.name
                );
            }
            println!("{}: interop in {:.1} s", p.name, t.elapsed().as_secs_f64());
        }
    };
}

interop!(interop_ml_kem_512, ml_kem::MlKem512, ML_KEM_512);
interop!(interop_ml_kem_768, ml_kem::MlKem768, ML_KEM_768);
interop!(interop_ml_kem_1024, ml_kem::MlKem1024, ML_KEM_1024);

// ---------------------------------------------------------------------------------------------
// 3. Constant time

/// The device's compute cycles spent by `f`.
fn cycles_of<T: Transport, R>(
    hw: &mut HwMlKem<T>,
    f: impl FnOnce(&mut HwMlKem<T>) -> R,
) -> (R, u32) {
    let before = hw.driver_mut().cycles().unwrap();
    let r = f(hw);
    let after = hw.driver_mut().cycles().unwrap();
    (r, after - before)
}

/// The compute cycles of SampleNTT(ρ ‖ j ‖ i) for every entry of Â (the KeyGen and Encrypt
/// part whose time depends on ρ, which is public: FIPS 203 §3.3).
fn matrix_cycles<T: Transport>(hw: &mut HwMlKem<T>, p: ParamSet, ek: &[u8]) -> u32 {
    let rho = b32(&ek[384 * p.k..]);
    let (_, cycles) = cycles_of(hw, |hw| {
        for i in 0..p.k as u8 {
            for j in 0..p.k as u8 {
                hw.driver_mut().sample_ntt(0, &rho, j, i).unwrap();
            }
        }
    });
    hw.driver_mut().clear().unwrap();
    cycles
}

fn constant_time(p: ParamSet) {
    let t = Instant::now();
    let mut hw = hw();
    let (a, b) = (Case::new(p, 1), Case::new(p, 2));
    // KeyGen: z never reaches the device; d gives ρ (public) and σ (secret).
    let (r, keygen) = cycles_of(&mut hw, |hw| a.keygen(hw));
    r.unwrap();
    let other_z = Case::from_seeds(p, a.d, b.z, a.m);
    let (r, keygen_z) = cycles_of(&mut hw, |hw| other_z.keygen(hw));
    r.unwrap();
    assert_eq!(keygen, keygen_z, "{}: KeyGen cycles depend on z", p.name);
    let (r, keygen_b) = cycles_of(&mut hw, |hw| b.keygen(hw));
    r.unwrap();
    let (matrix_a, matrix_b) = (
        matrix_cycles(&mut hw, p, &a.ek),
        matrix_cycles(&mut hw, p, &b.ek),
    );
    assert_eq!(
        keygen - matrix_a,
        keygen_b - matrix_b,
        "{}: KeyGen cycles beyond SampleNTT(ρ) depend on d (σ)",
        p.name
    );
    // Encaps: the same ek, two messages.
    let (r, encaps) = cycles_of(&mut hw, |hw| a.encaps(hw));
    r.unwrap();
    let b_on_a = Case::from_seeds(p, a.d, a.z, b.m);
    let (r, encaps_m) = cycles_of(&mut hw, |hw| b_on_a.encaps(hw));
    r.unwrap();
    assert_eq!(encaps, encaps_m, "{}: Encaps cycles depend on m", p.name);
    // Decaps: two valid ciphertexts and two tampered ones (in u and in v).
    let (r, decaps) = cycles_of(&mut hw, |hw| a.decaps(hw));
    r.unwrap();
    let (r, decaps_other) = cycles_of(&mut hw, |hw| b_on_a.decaps(hw));
    r.unwrap();
    assert_eq!(
        decaps, decaps_other,
        "{}: Decaps cycles depend on c",
        p.name
    );
    for at in [3, a.c.len() - 1] {
        let mut bad = a.c.clone();
        bad[at] ^= 0x10;
        let (k, cycles) = cycles_of(&mut hw, |hw| hw.decaps(p, &a.dk, &bad).unwrap());
        assert_eq!(
            *k,
            kem::decaps_internal(p, &a.dk, &bad),
            "{}: implicit rejection key (byte {at} tampered)",
            p.name
        );
        assert_ne!(*k, a.k, "{}: a tampered c gave the real K", p.name);
        assert_eq!(
            cycles, decaps,
            "{}: Decaps cycles differ for a tampered c (byte {at})",
            p.name
        );
    }
    println!(
        "{}: compute cycles keygen {keygen} (of which SampleNTT of Â {matrix_a}; another d: \
         {keygen_b}, {matrix_b}), encaps {encaps}, decaps {decaps} (valid or tampered); {:.1} s",
        p.name,
        t.elapsed().as_secs_f64()
    );
}

#[test]
fn constant_time_ml_kem_512() {
    constant_time(ML_KEM_512);
}

#[test]
fn constant_time_ml_kem_768() {
    constant_time(ML_KEM_768);
}

#[test]
fn constant_time_ml_kem_1024() {
    constant_time(ML_KEM_1024);
}

// ---------------------------------------------------------------------------------------------
// 4. Secrets

/// After every operation of every parameter set, and after a failed Encaps, all slots are zero.
#[test]
fn no_secret_stays_in_the_slots() {
    let t = Instant::now();
    let mut hw = hw();
    // The check sees a slot that is not zero.
    let poly = Gen(0x51075).poly12();
    hw.driver_mut().poly_write(SLOTS - 1, 12, &poly).unwrap();
    assert_eq!(nonzero_slots(hw.driver_mut()), vec![SLOTS - 1]);
    hw.driver_mut().clear().unwrap();
    assert_slots_clear(&mut hw, "CLEAR");
    for p in PARAM_SETS {
        let case = Case::new(p, 3);
        case.keygen(&mut hw).unwrap();
        assert_slots_clear(&mut hw, &format!("{} keygen", p.name));
        case.encaps(&mut hw).unwrap();
        assert_slots_clear(&mut hw, &format!("{} encaps", p.name));
        case.decaps(&mut hw).unwrap();
        assert_slots_clear(&mut hw, &format!("{} decaps", p.name));
        let mut bad = case.c.clone();
        bad[0] ^= 1;
        hw.decaps(p, &case.dk, &bad).unwrap();
        assert_slots_clear(&mut hw, &format!("{} decaps of a tampered c", p.name));
        // An ek failing the modulus check: the last t̂ coefficient is 4095.
        let mut ek = case.ek.clone();
        ek[384 * p.k - 1] = 0xFF;
        ek[384 * p.k - 2] |= 0xF0;
        let err = hw.encaps(p, &ek, &case.m).unwrap_err();
        assert!(
            matches!(err, DeviceError::Rejected(KemError::ModulusCheck)),
            "{}: {err}",
            p.name
        );
        assert_slots_clear(&mut hw, &format!("{} failed encaps", p.name));
    }
    println!("slots checked in {:.1} s", t.elapsed().as_secs_f64());
}

// ---------------------------------------------------------------------------------------------
// 5. Faults and resets

/// Runs one case per parameter set, twice, with faults at `ppm` (each kind, both directions);
/// returns (right, errors). Panics on a wrong result. Afterwards, on the clean line, a full KEM
/// must match the model.
fn faults(ppm: u32, seed: u64) -> (usize, usize) {
    let t = Instant::now();
    let clean = fast_driver(board(), timing(Duration::from_secs(10))).into_transport();
    let rates = FaultRates {
        flip_ppm: ppm,
        drop_ppm: ppm,
        duplicate_ppm: ppm,
    };
    let quick = Timing {
        attempts: 8,
        ..timing(Duration::from_millis(250))
    };
    let faulty = FaultyTransport::new(clean, rates, seed);
    let mut hw = HwMlKem::new(DeviceDriver::new(faulty, FAST_BAUD, quick));
    let (mut right, mut errors) = (0, 0);
    for p in PARAM_SETS {
        let case = Case::new(p, 4 + seed as u8);
        for _ in 0..2 {
            for r in case.run(&mut hw) {
                match r {
                    Ok(()) => right += 1,
                    Err(e) => {
                        println!("{} at {ppm} ppm: error (allowed): {e}", p.name);
                        errors += 1;
                    }
                }
            }
        }
    }
    let stats = hw.driver().stats();
    let faulty = hw.into_driver().into_transport();
    println!(
        "faults at {ppm} ppm: {right} right, {errors} errors; injected (flips, drops, \
         duplicates) {:?}; {stats:?}; {:.1} s",
        faulty.injected,
        t.elapsed().as_secs_f64()
    );
    assert!(faulty.injected.0 > 0 && faulty.injected.1 > 0 && faulty.injected.2 > 0);
    let mut hw = HwMlKem::new(DeviceDriver::new(
        faulty.inner,
        FAST_BAUD,
        timing(Duration::from_secs(10)),
    ));
    for p in PARAM_SETS {
        Case::new(p, 9).run_ok(&mut hw);
    }
    (right, errors)
}

#[test]
fn light_faults_are_absorbed_by_the_retries() {
    let (right, errors) = faults(100, 1);
    assert_eq!((right, errors), (18, 0));
}

#[test]
fn heavy_faults_never_give_a_wrong_key() {
    let (right, _) = faults(600, 2);
    assert!(right > 0, "nothing succeeded");
}

/// Where in a command [`ResetAfter`] pulses the device's `reset`.
#[derive(Clone, Copy, Debug)]
enum ResetPoint {
    /// Right after the host queued the frame: the request is lost (or, if the bench already
    /// sent a short frame, executed with its response lost).
    Request,
    /// When the response begins to arrive: the command has executed, its answer is lost.
    Response,
}

/// A virtual board whose `reset` is pulsed during the host's `n`-th frame once armed (a power
/// glitch or the reset button in the middle of an operation). `VerilatedDevice::reset` brings
/// the device *and the bench's side of the line* back to the power-up bit period. With
/// `host_keeps_rate` the bench then returns to the host's rate, as a host's serial port does
/// not follow the board's reset: that is what a host at bit period [`DIV`] sees. Without it,
/// the line keeps working: that is what a host at the power-up rate sees.
struct ResetAfter {
    board: VirtualBoardTransport,
    point: ResetPoint,
    host_keeps_rate: bool,
    countdown: Option<usize>,
    due: bool,
}

impl ResetAfter {
    fn new(point: ResetPoint, host_keeps_rate: bool) -> Self {
        ResetAfter {
            board: board(),
            point,
            host_keeps_rate,
            countdown: None,
            due: false,
        }
    }

    fn arm(&mut self, frame: usize) {
        self.countdown = Some(frame);
    }

    fn reset(&mut self) -> Result<(), TransportError> {
        let sim = |e: anyhow::Error| TransportError::Sim(format!("{e:#}"));
        let divisor = self.board.board().divisor;
        self.board.board().reset().map_err(sim)?;
        if self.host_keeps_rate {
            self.board.board().set_divisor(divisor).map_err(sim)?;
        }
        Ok(())
    }
}

impl Transport for ResetAfter {
    fn send(&mut self, bytes: &[u8]) -> Result<(), TransportError> {
        self.board.send(bytes)?;
        match self.countdown {
            Some(1) => {
                self.countdown = None;
                match self.point {
                    ResetPoint::Request => self.reset()?,
                    ResetPoint::Response => self.due = true,
                }
            }
            Some(n) => self.countdown = Some(n - 1),
            None => {}
        }
        Ok(())
    }

    fn recv(&mut self, buf: &mut [u8], timeout: Duration) -> Result<usize, TransportError> {
        let n = self.board.recv(buf, timeout)?;
        if self.due && n > 0 {
            self.due = false;
            self.reset()?;
            return Ok(0);
        }
        Ok(n)
    }

    fn set_baud(&mut self, baud: u32) -> Result<(), TransportError> {
        self.board.set_baud(baud)
    }

    fn describe(&self) -> String {
        format!("resetting {}", self.board.describe())
    }
}

/// Resets the device during each of KeyGen, Encaps and Decaps of ML-KEM-768 in turn; each
/// operation must fail (a [`Case`] panics on a wrong result). After the host reconnects at the
/// power-up rate the slots the reset left behind cannot be read (LOCKED), and a full KEM must
/// match the model.
fn reset_mid_operation(point: ResetPoint, host_keeps_rate: bool) {
    let t = Instant::now();
    let quick = timing(Duration::from_millis(250));
    let transport = ResetAfter::new(point, host_keeps_rate);
    let mut hw = HwMlKem::new(fast_driver(transport, quick));
    let case = Case::new(ML_KEM_768, 5);
    case.keygen(&mut hw).unwrap();
    // Frame 10 of KeyGen and frame 12 of Encaps are BASEMUL_ACC, frame 30 of Decaps an INTT:
    // commands that must not execute twice.
    for (i, frame) in [10, 12, 30].into_iter().enumerate() {
        let op = OPS[i];
        hw.driver_mut().transport_mut().arm(frame);
        let r = case.op(&mut hw, i);
        assert!(r.is_err(), "{op}: an operation spanning a reset must fail");
        // The device's reset does not clear its slot RAM, and with `host_keeps_rate` the failed
        // operation's CLEAR does not reach it: the lock keeps what is left unreadable until
        // the next operation's CLEAR wipes it.
        let mut transport = hw.into_driver().into_transport();
        transport.set_baud(POWER_UP_BAUD).unwrap();
        let mut driver = fast_driver(transport, quick);
        let read = driver.poly_read(0, 12);
        if host_keeps_rate {
            let err = read.expect_err("slot 0 readable after a reset").to_string();
            assert!(err.contains("LOCKED"), "{err}");
        } else {
            // The failed operation's own CLEAR reached the device: wiped and unlocked.
            assert_eq!(read.unwrap(), vec![0; 384]);
        }
        hw = HwMlKem::new(driver);
        println!("reset at frame {frame} ({point:?}) of {op}: {r:?}");
        case.run_ok(&mut hw);
        assert_slots_clear(&mut hw, &format!("the KEM after a reset in {op}"));
    }
    println!("resets ({point:?}): {:.1} s", t.elapsed().as_secs_f64());
}

#[test]
fn reset_before_a_command_executes_fails_the_operation() {
    reset_mid_operation(ResetPoint::Request, true);
}

#[test]
fn reset_after_a_command_executed_fails_the_operation() {
    reset_mid_operation(ResetPoint::Response, true);
}

/// A host at the power-up rate does not notice a reset on the line: it resends the lost
/// command. Without the lock that command executed again (the retry cache does not survive
/// the reset, the slot RAM does): a BASEMUL_ACC or INTT twice gave a wrong ek (KeyGen), a
/// wrong c (Encaps) or the implicit-rejection key for a valid c (Decaps), with no error. Now
/// the resend is answered LOCKED and the operation fails.
#[test]
fn reset_at_the_power_up_rate_fails_the_operation() {
    reset_mid_operation(ResetPoint::Response, false);
    reset_mid_operation(ResetPoint::Request, false);
}

// ---------------------------------------------------------------------------------------------
// 6. Random frames

/// A payload for `op` of the right length with arguments mostly in range, so that it executes.
fn plausible_payload(g: &mut Gen, op: Opcode) -> Vec<u8> {
    let slot = |g: &mut Gen| (g.next() % (SLOTS as u64 + 1)) as u8;
    match op {
        Opcode::Version | Opcode::Status | Opcode::Cycles | Opcode::Abort | Opcode::Clear => {
            vec![]
        }
        Opcode::SetBaud => unreachable!("never sent: see random_request"),
        Opcode::PolyWrite => {
            let d = 1 + (g.next() % 12) as u8;
            [vec![slot(g), d], g.bytes(32 * d as usize)].concat()
        }
        Opcode::PolyRead => vec![slot(g), (g.next() % 14) as u8],
        Opcode::Ntt | Opcode::Intt => vec![slot(g)],
        Opcode::BaseMul | Opcode::BaseMulAcc | Opcode::Add | Opcode::Sub => {
            vec![slot(g), slot(g), slot(g)]
        }
        Opcode::SampleNtt => [vec![slot(g)], g.bytes(34)].concat(),
        Opcode::SampleCbd => [vec![slot(g), 2 + (g.next() % 3) as u8], g.bytes(33)].concat(),
        Opcode::HashInit => vec![(g.next() % 5) as u8],
        Opcode::HashAbsorb => {
            let n = 1 + (g.next() % 64) as usize;
            g.bytes(n)
        }
        Opcode::HashSqueeze => (g.next() % 80).to_le_bytes()[..2].to_vec(),
    }
}

/// A well-formed request (good CRC) with a random opcode, sequence number, length and payload.
///
/// Never `SET_BAUD`: a good SET_BAUD with a random divisor would really change the device's bit
/// period, and the bench would no longer understand it (that is a working device, not a hang).
/// Unknown opcodes are drawn from the other 237 codes. Corrupted frames and garbage cannot
/// become a good SET_BAUD (that needs a matching CRC-32).
fn random_request(g: &mut Gen) -> Vec<u8> {
    let ops: Vec<Opcode> = Opcode::ALL
        .into_iter()
        .filter(|&o| o != Opcode::SetBaud)
        .collect();
    let op = match g.next() % 8 {
        0 => None,
        _ => Some(ops[(g.next() % ops.len() as u64) as usize]),
    };
    let code = op.map_or_else(
        || loop {
            let c = g.next() as u8;
            if Opcode::from_code(c).is_none() {
                break c;
            }
        },
        Opcode::code,
    );
    let payload = match op {
        Some(op) if !g.next().is_multiple_of(4) => plausible_payload(g, op),
        _ => {
            let n = (g.next() % 48) as usize;
            g.bytes(n)
        }
    };
    encode_request(code, g.next() as u8, &payload)
}

/// A well-formed request with 1 to 3 bytes flipped, dropped or duplicated.
fn corrupted_request(g: &mut Gen) -> Vec<u8> {
    let mut f = random_request(g);
    for _ in 0..1 + g.next() % 3 {
        let at = (g.next() % f.len() as u64) as usize;
        match g.next() % 3 {
            0 => f[at] ^= 1 << (g.next() % 8),
            1 => {
                f.remove(at);
            }
            _ => f.insert(at, f[at]),
        }
        if f.is_empty() {
            break;
        }
    }
    f
}

/// Random bytes, a few of them sync bytes.
fn garbage(g: &mut Gen) -> Vec<u8> {
    let n = 1 + (g.next() % 32) as usize;
    (0..n)
        .map(|_| match g.next() % 16 {
            0 => REQUEST_SYNC,
            _ => g.next() as u8,
        })
        .collect()
}

/// The device's output stream, parsed: responses by status (index 8: unknown statuses), and
/// anything that is not a well-formed response (the line from the device is clean, so there
/// must be none).
#[derive(Debug, Default)]
struct ResponseTally {
    buf: Vec<u8>,
    by_status: [u64; 9],
    bytes: u64,
    /// Bytes outside any response.
    stray: u64,
    /// Frames failing their CRC or length check.
    bad: u64,
}

impl ResponseTally {
    /// Adds `bytes`; returns the responses they completed.
    fn absorb(&mut self, bytes: &[u8]) -> Vec<Response> {
        self.bytes += bytes.len() as u64;
        self.buf.extend_from_slice(bytes);
        let mut out = Vec::new();
        while let Some(&first) = self.buf.first() {
            if first != RESPONSE_SYNC {
                self.stray += 1;
                self.buf.remove(0);
                continue;
            }
            match parse_response(&self.buf) {
                Ok((r, used)) => {
                    self.by_status[(r.status as usize).min(8)] += 1;
                    self.buf.drain(..used);
                    out.push(r);
                }
                Err(FrameError::Incomplete) => break,
                Err(_) => {
                    self.bad += 1;
                    self.buf.remove(0);
                }
            }
        }
        out
    }

    fn count(&self, s: Status) -> u64 {
        self.by_status[s.code() as usize]
    }
}

/// Sends VERSION with sequence number `seq` (again every second) until the device answers it,
/// tallying everything before the answer; returns the answer's payload. The random frames
/// before it may still be on the line: they are answered first. (A random VERSION request
/// with the same sequence number would be answered alike.)
fn probe(board: &mut VerilatedDevice, tally: &mut ResponseTally, seq: u8, after: usize) -> Vec<u8> {
    let frame = encode_request(Opcode::Version.code(), seq, &[]);
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut chunk = [0u8; 4096];
    loop {
        assert!(
            Instant::now() < deadline,
            "the device stopped answering after {after} random frames"
        );
        board.send(&frame).unwrap();
        let resend = Instant::now() + Duration::from_secs(1);
        while Instant::now() < resend {
            let n = board.recv(&mut chunk, Duration::from_millis(100)).unwrap();
            let answer = tally.absorb(&chunk[..n]).into_iter().find(|r| {
                (r.opcode, r.seq, r.status) == (Opcode::Version.code(), seq, Status::Ok.code())
            });
            if let Some(r) = answer {
                return r.payload;
            }
        }
    }
}

/// Streams `frames` random items at the device at bit period [`DIV`] in batches of 1000; after
/// each batch the device must answer VERSION as before, and its output must be well-formed
/// responses only. Then a full ML-KEM-768 must match the model.
fn random_frames(frames: usize, seed: u64) {
    const BATCH: usize = 1000;
    assert_eq!(frames % BATCH, 0);
    let t = Instant::now();
    let mut driver = fast_driver(board(), timing(Duration::from_secs(2)));
    let version = driver.command(Opcode::Version, &[]).unwrap();
    let mut g = Gen(seed);
    let mut tally = ResponseTally::default();
    let mut bytes = 0;
    for (b, sent) in (BATCH..=frames).step_by(BATCH).enumerate() {
        let batch: Vec<u8> = (0..BATCH)
            .flat_map(|_| match g.next() % 4 {
                0 => garbage(&mut g),
                1 => corrupted_request(&mut g),
                _ => random_request(&mut g),
            })
            .collect();
        bytes += batch.len();
        let board = driver.transport_mut().board();
        board.send(&batch).unwrap();
        let v = probe(board, &mut tally, b as u8, sent);
        assert_eq!(v, version, "VERSION after {sent} random frames");
    }
    let status = driver.status().unwrap();
    let framing = driver.transport_mut().board().framing_errors;
    println!(
        "{frames} random frames ({bytes} bytes) in {:.1} s; responses {} bytes: OK {}, BAD_CRC \
         {}, BAD_LEN {}, BAD_OPCODE {}, BAD_SLOT {}, BAD_ARG {}, BUSY {}, LOCKED {}; device \
         counters {status:?}",
        t.elapsed().as_secs_f64(),
        tally.bytes,
        tally.count(Status::Ok),
        tally.count(Status::BadCrc),
        tally.count(Status::BadLen),
        tally.count(Status::BadOpcode),
        tally.count(Status::BadSlot),
        tally.count(Status::BadArg),
        tally.count(Status::Busy),
        tally.count(Status::Locked),
    );
    assert_eq!(framing, 0, "framing errors on the device's uart_tx");
    assert_eq!(
        (tally.stray, tally.bad, tally.by_status[8]),
        (0, 0, 0),
        "the device sent bytes that are not well-formed responses"
    );
    for s in [
        Status::Ok,
        Status::BadCrc,
        Status::BadLen,
        Status::BadOpcode,
    ] {
        assert!(tally.count(s) > 0, "no {} response", s.name());
    }
    let mut hw = HwMlKem::new(driver);
    Case::new(ML_KEM_768, 6).run_ok(&mut hw);
    assert_slots_clear(&mut hw, "the KEM after the random frames");
}

#[test]
fn random_frames_never_hang_the_device() {
    random_frames(100_000, 0xF4A3E5);
}
