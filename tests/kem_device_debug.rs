//! Issue 16's debug path through the protocol 3 device on the virtual board (the default
//! backend: `KemDevice`'s exported Verilog under Verilator): `DEBUG_OP` runs one micro-op on
//! one unit, and every unit is reached — the codec (ByteDecode₁₂ / ByteEncode₁₂), the NTT
//! engine (NTT, NTT⁻¹, MultiplyNTTs, add, subtract, zero), the sponge (SHA3-256, SHAKE-128 and
//! SHAKE-256 through `HashInit`, `Absorb`, `AbsorbByte`, `Squeeze`), both samplers and the
//! cell unit. Expected values come from the FIPS 203 model functions (`model::ntt`,
//! `model::encode`, `model::sample`) and the `sha3` crate, never from the circuit.
//!
//! And the refusal: with a key kept in slot 0, every word that jumps or reaches the key area
//! gets `DEBUG_REFUSED`, and nothing changes: the key still decapsulates to the same K, its
//! export is byte for byte the same, the key status and the cycle counter are unchanged.

use mlkem_fpga::host::backend::Backend;
use mlkem_fpga::host::driver::Driven;
use mlkem_fpga::host::kem3::{Kem3Error, KemDevice3};
use mlkem_fpga::host::transport::Transport;
use mlkem_fpga::model::encode::{byte_decode, byte_encode};
use mlkem_fpga::model::keccak::KeccakFunction;
use mlkem_fpga::model::ntt::{Poly, multiply_ntts, ntt, ntt_inverse, poly_add, poly_sub};
use mlkem_fpga::model::sample::{sample_ntt, sample_poly_cbd};
use mlkem_fpga::model::sequencer::isa::{
    Acc, Arith, ByteSrc, CellRef, Check, Cond, Eta, Len, MicroOp, SlotRef, Width,
};
use mlkem_fpga::params::{ML_KEM_512, ML_KEM_768, ParamSet, Q};
use sha3::digest::{ExtendableOutput, Update, XofReader};
use sha3::{Digest, Sha3_256};

use MicroOp::*;
use SlotRef::At;

type Dev = KemDevice3<Box<dyn Transport>>;

fn device() -> Dev {
    Backend::default()
        .open_kem3()
        .expect("the default backend has key slots")
}

fn run(dev: &mut Dev, p: ParamSet, op: MicroOp, data: &[u8; 384]) -> [u8; 384] {
    dev.debug_op(p, op.encode(), data)
        .unwrap_or_else(|e| panic!("{op:?}: {e}"))
}

/// A polynomial with coefficients < q from a seed.
fn poly(seed: u32) -> Poly {
    let mut x = seed.wrapping_mul(2_654_435_761) | 1;
    std::array::from_fn(|_| {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        (x % Q) as u16
    })
}

fn enc(f: &Poly) -> [u8; 384] {
    byte_encode(12, f).try_into().unwrap()
}

/// Writes `f` into slot `s` (ByteDecode₁₂ from P = 4).
fn write(dev: &mut Dev, p: ParamSet, s: u8, f: &Poly) {
    run(dev, p, Decode(Width::D12, At(s)), &enc(f));
}

/// Reads slot `s` (ByteEncode₁₂ to P = 4).
fn read(dev: &mut Dev, p: ParamSet, s: u8) -> Poly {
    byte_decode(12, &run(dev, p, Encode(Width::D12, At(s)), &[0; 384]))
}

#[test]
fn every_unit_is_reached_through_the_debug_path() {
    let mut dev = device();
    let p = ML_KEM_768;
    let (f, g) = (poly(1), poly(2));
    // Codec and slots.
    write(&mut dev, p, 1, &f);
    write(&mut dev, p, 2, &g);
    assert_eq!(read(&mut dev, p, 1), f, "ByteDecode₁₂ then ByteEncode₁₂");
    // NTT engine (FIPS 203 Algorithms 9–11).
    run(&mut dev, p, Ntt(At(1)), &[0; 384]);
    assert_eq!(read(&mut dev, p, 1), ntt(&f), "NTT");
    run(&mut dev, p, Ntt(At(2)), &[0; 384]);
    run(&mut dev, p, ZeroSlot(At(3)), &[0; 384]);
    run(
        &mut dev,
        p,
        MulAcc(At(1), At(2), At(3), Acc::Always),
        &[0; 384],
    );
    let prod = multiply_ntts(&ntt(&f), &ntt(&g));
    assert_eq!(read(&mut dev, p, 3), prod, "MultiplyNTTs");
    run(
        &mut dev,
        p,
        MulAcc(At(1), At(2), At(3), Acc::Always),
        &[0; 384],
    );
    assert_eq!(read(&mut dev, p, 3), poly_add(&prod, &prod), "accumulate");
    run(
        &mut dev,
        p,
        Arith(Arith::Sub, At(1), At(2), At(4)),
        &[0; 384],
    );
    assert_eq!(
        read(&mut dev, p, 4),
        poly_sub(&ntt(&f), &ntt(&g)),
        "subtract"
    );
    run(
        &mut dev,
        p,
        Arith(Arith::Add, At(1), At(2), At(4)),
        &[0; 384],
    );
    assert_eq!(read(&mut dev, p, 4), poly_add(&ntt(&f), &ntt(&g)), "add");
    run(&mut dev, p, Intt(At(1)), &[0; 384]);
    assert_eq!(read(&mut dev, p, 1), ntt_inverse(&ntt(&f)), "NTT⁻¹");
    assert_eq!(read(&mut dev, p, 1), f, "NTT⁻¹ ∘ NTT");
    run(&mut dev, p, ZeroSlot(At(1)), &[0; 384]);
    assert_eq!(read(&mut dev, p, 1), [0; 256], "ZeroSlot");

    // Sponge: SHA3-256 of 32 bytes at cell 1 (bulk bytes 32..64, data bytes 28..60), the
    // digest squeezed to cell 2 (data bytes 60..92).
    let mut data = [0u8; 384];
    for (n, b) in data.iter_mut().enumerate() {
        *b = (n * 7 + 3) as u8;
    }
    run(&mut dev, p, HashInit(KeccakFunction::Sha3_256), &data);
    run(&mut dev, p, Absorb(CellRef::At(1), Len::B32), &data);
    let out = run(&mut dev, p, Squeeze(CellRef::At(2), Len::B32), &data);
    assert_eq!(
        out[60..92],
        Sha3_256::digest(&data[28..60])[..],
        "SHA3-256 through the sponge"
    );

    // SampleNTT (Algorithm 7): SHAKE-128(ρ ‖ j ‖ i) into the sample buffer, read back.
    let rho: [u8; 32] = data[28..60].try_into().unwrap();
    run(&mut dev, p, HashInit(KeccakFunction::Shake128), &data);
    run(&mut dev, p, Absorb(CellRef::At(1), Len::B32), &data);
    run(&mut dev, p, AbsorbByte(ByteSrc::K), &data); // j = k = 3
    run(&mut dev, p, AbsorbByte(ByteSrc::Zero), &data); // i = 0
    run(&mut dev, p, SampleNtt(At(24)), &data);
    assert_eq!(read(&mut dev, p, 24), sample_ntt(&rho, 3, 0), "SampleNTT");

    // SamplePolyCBD_η1 (Algorithm 8) of PRF_η1(σ, N): N = 0 at the start of every run.
    run(&mut dev, p, HashInit(KeccakFunction::Shake256), &data);
    run(&mut dev, p, Absorb(CellRef::At(1), Len::B32), &data);
    run(&mut dev, p, AbsorbByte(ByteSrc::Nonce), &data);
    run(&mut dev, p, SampleCbd(At(25), Eta::Eta1), &data);
    let mut prf = vec![0u8; 64 * p.eta1];
    let mut x = sha3::Shake256::default();
    x.update(&rho);
    x.update(&[0]);
    x.finalize_xof().read(&mut prf);
    assert_eq!(
        read(&mut dev, p, 25),
        sample_poly_cbd(p.eta1, &prf),
        "SamplePolyCBD"
    );

    // Cell unit: Copy (P → cell 40), Store (cell 40 → P), ZeroCell, Select, CellsEqual.
    run(&mut dev, p, Copy(CellRef::At(40)), &data);
    let out = run(&mut dev, p, Store(CellRef::At(40)), &[0; 384]);
    assert_eq!(out[..32], data[..32], "Copy then Store");
    run(&mut dev, p, ZeroCell(CellRef::At(40)), &[0; 384]);
    let out = run(&mut dev, p, Store(CellRef::At(40)), &data);
    assert_eq!(out[..32], [0; 32], "ZeroCell");
    // Select picks its first source while the difference flag is clear.
    let out = run(
        &mut dev,
        p,
        Select(CellRef::At(3), CellRef::At(1), CellRef::At(2)),
        &data,
    );
    assert_eq!(out[92..124], data[28..60], "Select");
    run(
        &mut dev,
        p,
        Check(Check::CellsEqual(CellRef::At(1), CellRef::At(1))),
        &data,
    );
}

/// Words that jump or reach the key area (slot 0 of ML-KEM-512: key slots 16..20, cells
/// 58..60; slot 1: 20..24, 61..63).
fn refused_words() -> Vec<MicroOp> {
    use SlotRef::{KeyS, KeyT};
    vec![
        NextI,
        NextJ,
        Skip(Cond::LastIJ, 1),
        Call(100, true),
        Ret,
        Encode(Width::D12, KeyS(16)),
        Encode(Width::D12, At(16)),
        Encode(Width::D12, At(21)),
        Decode(Width::D12, KeyT(16)),
        Ntt(At(17)),
        Intt(At(22)),
        ZeroSlot(At(18)),
        SampleNtt(At(19)),
        SampleCbd(At(20), Eta::Eta2),
        MulAcc(KeyS(16), At(1), At(2), Acc::Always),
        MulAcc(At(1), At(2), At(23), Acc::Always),
        Arith(Arith::Add, At(1), KeyT(16), At(2)),
        Store(CellRef::At(58)),
        Store(CellRef::Key(60)),
        Copy(CellRef::At(62)),
        ZeroCell(CellRef::At(59)),
        Select(CellRef::At(1), CellRef::At(60), CellRef::At(2)),
        Check(Check::CellsEqual(CellRef::At(61), CellRef::At(1))),
        Absorb(CellRef::At(58), Len::B32),
        Absorb(CellRef::At(10), Len::Ek),
        Squeeze(CellRef::At(60), Len::B32),
        Squeeze(CellRef::At(30), Len::Poly12Vec),
    ]
}

#[test]
fn the_debug_path_is_refused_on_the_key_area_and_changes_nothing() {
    let mut dev = device();
    let p = ML_KEM_512;
    let ek = dev
        .keygen_keep(p, 0, true, &[0x5A; 32], &[0xA5; 32])
        .unwrap();
    let (c, k) = dev.encaps(p, &ek, &[0x3C; 32]).unwrap();
    let dk = dev.key_export(0).unwrap();
    let status = dev.key_status().unwrap();
    let cycles = dev.driver_mut().cycles().unwrap();
    for op in refused_words() {
        match dev.debug_op(p, op.encode(), &[0x77; 384]) {
            Err(Kem3Error::DebugRefused { word }) => assert_eq!(word, op.encode()),
            other => panic!("{op:?}: {other:?}"),
        }
    }
    assert_eq!(dev.driver_mut().cycles().unwrap(), cycles, "no run counted");
    assert_eq!(dev.key_status().unwrap(), status);
    assert_eq!(
        dev.key_export(0).unwrap()[..],
        dk[..],
        "the key is unchanged"
    );
    assert_eq!(dev.decaps_slot(0, &c).unwrap()[..], k[..]);
    // Work slots and cells a debug word can reach hold nothing an operation left: each
    // operation wipes its own (the ŷ, u, v, noise and sample slots, m, K̄, r).
    for s in [4u8, 5, 8, 9, 12, 14, 24, 25] {
        assert_eq!(read(&mut dev, p, s), [0; 256], "work slot {s} after Decaps");
    }
    for cell in [50u8, 52, 53] {
        let out = run(&mut dev, p, Store(CellRef::At(cell)), &[0xEE; 384]);
        assert_eq!(out[..32], [0; 32], "work cell {cell} after Decaps");
    }
    // The key still works after the debug words that ran.
    assert_eq!(dev.decaps_slot(0, &c).unwrap()[..], k[..]);
}
