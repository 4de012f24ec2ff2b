use mlkem_fpga::rtl::reduce::*;
fn main() {
    let t = std::time::Instant::now();
    let mut ev = Evaluator::<DaddaReducer>::default();
    for c in [0u32, 1, 3328, 3329, 12345, 11075584] {
        println!(
            "{c} -> {:?} model {}",
            ev.eval(c),
            mlkem_fpga::model::field::reduce_dadda(c)
        );
    }
    println!("{:?}", first_mismatch::<DaddaReducer>(0..200000));
    println!("200k in {:?}", t.elapsed());
    std::fs::write("/tmp/dadda.v", verilog::<DaddaReducer>()).unwrap();
}
