use mlkem_fpga::model::keccak::{LANES, keccak_f1600};
use mlkem_fpga::rtl::keccak::serial_sim::{SerialCommand, SerialSim};

#[test]
fn smoke() {
    let mut sim = SerialSim::default();
    let t = std::time::Instant::now();
    assert_eq!(sim.run(SerialCommand::Clear).unwrap(), 25);
    let n = sim.run(SerialCommand::Permute).unwrap();
    eprintln!("permute {n} cycles in {:?}", t.elapsed());
    let got = sim.read_state().unwrap();
    let mut want = [0u64; LANES];
    keccak_f1600(&mut want);
    assert_eq!(got, want);
}
