//! Request scripts for the device tests: the same frames go to the circuit (RustHDL or
//! Verilator) and to the protocol model, and the responses must agree byte for byte.

use mlkem_fpga::model::encode::byte_encode;
use mlkem_fpga::params::Q;
use mlkem_fpga::protocol::{Opcode, encode_request};

/// A tiny deterministic generator (xorshift64*), so the scripts need no RNG crate.
pub struct Gen(pub u64);

impl Gen {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn bytes(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| self.next() as u8).collect()
    }
    /// A polynomial with coefficients in [0, q), ByteEncode_12'd.
    pub fn poly12(&mut self) -> Vec<u8> {
        let p: [u16; 256] = std::array::from_fn(|_| (self.next() % Q as u64) as u16);
        byte_encode(12, &p)
    }
}

/// Builds request frames with consecutive sequence numbers.
pub struct Script {
    /// (opcode byte, frame bytes).
    pub frames: Vec<(u8, Vec<u8>)>,
    pub seq: u8,
}

impl Script {
    pub fn new(first_seq: u8) -> Self {
        Self {
            frames: Vec::new(),
            seq: first_seq,
        }
    }
    pub fn push(&mut self, op: Opcode, payload: &[u8]) {
        self.frames
            .push((op.code(), encode_request(op.code(), self.seq, payload)));
        self.seq = self.seq.wrapping_add(1);
    }
}

/// One good request of every opcode but `SetBaud` (the benches set the bit period first) and
/// `Abort` (which only does something while a command runs), plus the reads that show what the
/// writes did. It starts with `Clear`, which unlocks a device that was just reset.
pub fn every_opcode(first_seq: u8, seed: u64) -> Script {
    let mut g = Gen(seed | 1);
    let mut s = Script::new(first_seq);
    s.push(Opcode::Version, &[]);
    s.push(Opcode::Status, &[]);
    s.push(Opcode::Clear, &[]);
    let a = g.poly12();
    let b = g.poly12();
    s.push(Opcode::PolyWrite, &[[0u8, 12].as_slice(), &a].concat());
    s.push(Opcode::PolyWrite, &[[1u8, 12].as_slice(), &b].concat());
    // Coefficients ≥ q: the modulus check's flag.
    s.push(
        Opcode::PolyWrite,
        &[[2u8, 12].as_slice(), &[0xFF; 384]].concat(),
    );
    s.push(Opcode::PolyRead, &[2, 12]);
    s.push(Opcode::PolyRead, &[0, 12]);
    for d in [1u8, 4, 5, 10, 11] {
        s.push(Opcode::PolyRead, &[1, d]);
        s.push(
            Opcode::PolyWrite,
            &[[3u8, d].as_slice(), &g.bytes(32 * d as usize)].concat(),
        );
        s.push(Opcode::PolyRead, &[3, 12]);
    }
    s.push(Opcode::Ntt, &[0]);
    s.push(Opcode::Ntt, &[1]);
    s.push(Opcode::BaseMul, &[0, 1, 4]);
    s.push(Opcode::BaseMulAcc, &[0, 1, 4]);
    s.push(Opcode::Add, &[0, 1, 5]);
    s.push(Opcode::Sub, &[0, 1, 6]);
    s.push(Opcode::Intt, &[4]);
    for slot in [0u8, 4, 5, 6] {
        s.push(Opcode::PolyRead, &[slot, 12]);
    }
    let rho = g.bytes(32);
    s.push(
        Opcode::SampleNtt,
        &[[7u8].as_slice(), &rho, &[1, 0]].concat(),
    );
    s.push(Opcode::PolyRead, &[7, 12]);
    for eta in [2u8, 3] {
        let sigma = g.bytes(32);
        s.push(
            Opcode::SampleCbd,
            &[[5u8, eta].as_slice(), &sigma, &[eta + 4]].concat(),
        );
        s.push(Opcode::PolyRead, &[5, 12]);
    }
    let msg = g.bytes(33);
    s.push(Opcode::HashInit, &[1]);
    s.push(Opcode::HashAbsorb, &msg);
    s.push(Opcode::HashSqueeze, &64u16.to_le_bytes());
    s.push(Opcode::HashInit, &[2]);
    s.push(Opcode::HashAbsorb, &g.bytes(200));
    s.push(Opcode::HashAbsorb, &g.bytes(7));
    s.push(Opcode::HashSqueeze, &100u16.to_le_bytes());
    s.push(Opcode::HashSqueeze, &300u16.to_le_bytes());
    s.push(Opcode::Abort, &[]);
    s.push(Opcode::Clear, &[]);
    s.push(Opcode::PolyRead, &[0, 12]);
    s.push(Opcode::Status, &[]);
    s
}

/// Requests every check must reject (opcode, length, slot, argument, hash state), each with
/// the status the protocol gives.
pub fn rejected(first_seq: u8) -> (Script, Vec<u8>) {
    use mlkem_fpga::protocol::Status::*;
    let mut s = Script::new(first_seq);
    let mut want = Vec::new();
    let mut case = |s: &mut Script, op: Opcode, p: &[u8], st: mlkem_fpga::protocol::Status| {
        s.push(op, p);
        want.push(st.code());
    };
    case(&mut s, Opcode::Version, &[0], BadLen);
    case(&mut s, Opcode::Ntt, &[8], BadSlot);
    case(&mut s, Opcode::Ntt, &[], BadLen);
    case(&mut s, Opcode::Add, &[0, 9, 1], BadSlot);
    case(&mut s, Opcode::PolyRead, &[0, 0], BadArg);
    case(&mut s, Opcode::PolyRead, &[0, 13], BadArg);
    case(&mut s, Opcode::PolyRead, &[8, 13], BadSlot);
    case(
        &mut s,
        Opcode::PolyWrite,
        &[[0u8, 11].as_slice(), &[0; 32 * 12]].concat(),
        BadLen,
    );
    case(
        &mut s,
        Opcode::PolyWrite,
        &[[0u8, 13].as_slice(), &[0; 32 * 12]].concat(),
        BadArg,
    );
    case(
        &mut s,
        Opcode::SampleCbd,
        &[[0u8, 4].as_slice(), &[0; 33]].concat(),
        BadArg,
    );
    case(&mut s, Opcode::SampleNtt, &[0; 34], BadLen);
    case(&mut s, Opcode::HashInit, &[4], BadArg);
    case(&mut s, Opcode::SetBaud, &3u16.to_le_bytes(), BadArg);
    case(&mut s, Opcode::HashSqueeze, &0u16.to_le_bytes(), BadArg);
    case(&mut s, Opcode::HashSqueeze, &513u16.to_le_bytes(), BadArg);
    // Nothing initialised the hash yet (or a Clear ended it).
    case(&mut s, Opcode::HashAbsorb, &[1, 2, 3], BadArg);
    case(&mut s, Opcode::HashSqueeze, &1u16.to_le_bytes(), BadArg);
    // Unknown opcodes.
    for code in [0x06u8, 0x12, 0x26, 0x32, 0x43, 0xFF] {
        s.frames.push((code, encode_request(code, s.seq, &[])));
        s.seq = s.seq.wrapping_add(1);
        want.push(BadOpcode.code());
    }
    (s, want)
}
