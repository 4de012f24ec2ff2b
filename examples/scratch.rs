fn main() {
    let p = [0u32, 1, 3329, 12345, 11075584, 3328 * 17, 777777];
    let r =
        mlkem_fpga::rtl::reduce::registered::write_vcd(&p, std::path::Path::new("/tmp/v/reg.vcd"))
            .unwrap();
    println!("{r:?}");
}
