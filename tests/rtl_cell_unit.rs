//! `rtl::cell_unit::CellUnit` in RustHDL simulation and as exported Verilog under Verilator,
//! against its model `model::sequencer::cells::CellUnitModel` (the one the sequencer's
//! interpreter runs): command for command, the bytes written, `fail` and the cycles to `done`
//! are equal; and the results are what the commands mean, written out here with slices
//! (a copy is a copy, a select picks by the flag, a comparison fails on any differing byte).
//!
//! Scripts: every command with random cells and unaligned P, Select with the flag low and
//! high, CellsEqual on equal cells and on cells differing in the first, a middle or the last
//! byte; idle cycles between the commands and junk in the fields a command does not use.

use std::path::PathBuf;

use mlkem_fpga::model::sequencer::Command;
use mlkem_fpga::model::sequencer::cells::{CELL, CellUnitModel, op};
use mlkem_fpga::rtl::cell_unit::sim::{CellRun, CellStep, CellUnitSim};
use mlkem_fpga::rtl::cell_unit::verilated::VerilatedCellUnit;
use mlkem_fpga::rtl::cell_unit::{self, CellUnit};
use mlkem_fpga::rtl::device::profile::COMPACT;
use mlkem_fpga::sim::verilator::lint;
use rust_hdl::prelude::*;

const MEM: usize = 4096;
const CELLS: u64 = (MEM / CELL) as u64;

fn work_dir(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name)
}

/// xorshift64*, so that every run tests the same scripts.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn cell(&mut self) -> u8 {
        (self.next() % CELLS) as u8
    }
}

/// A script of `n` random commands on a random memory, with some cells made equal (and then
/// made to differ in one byte) so that CellsEqual both passes and fails.
fn script(rng: &mut Rng, n: usize) -> (Vec<u8>, Vec<CellStep>) {
    let mut mem: Vec<u8> = (0..MEM).map(|_| rng.next() as u8).collect();
    let mut steps = vec![];
    for k in 0..n {
        let r = rng.next();
        let mut c = Command {
            // Junk in every field; the command's own fields are set below.
            addr: (r & 0xFFF) as u16,
            cell_a: rng.cell(),
            cell_b: rng.cell(),
            cell_c: rng.cell(),
            slot_a: r as u8,
            len: (r >> 20) as u16 & 0x7FF,
            byte: (r >> 40) as u8,
            ..Default::default()
        };
        c.op = match k % 6 {
            0 => op::COPY,
            1 => op::STORE,
            2 => op::ZERO_CELL,
            3 => op::SELECT,
            _ => op::CELLS_EQUAL,
        };
        if matches!(c.op, op::COPY | op::STORE) {
            // P anywhere, but not overlapping the cell in part (the model refuses that).
            loop {
                c.addr = (rng.next() % (MEM - CELL) as u64) as u16;
                let (p, x) = (c.addr as usize, c.cell_c as usize * CELL);
                if p == x || p + CELL <= x || x + CELL <= p {
                    break;
                }
            }
        }
        if c.op == op::CELLS_EQUAL && k % 12 == 5 {
            // Make the cells equal, then (in 3 of 4 cases) differ in one byte.
            let (a, b) = (c.cell_b as usize * CELL, c.cell_c as usize * CELL);
            let copy: Vec<u8> = mem[a..a + CELL].to_vec();
            mem[b..b + CELL].copy_from_slice(&copy);
            let at = [None, Some(0), Some(17), Some(31)][(k / 12) % 4];
            if let (Some(i), true) = (at, a != b) {
                mem[b + i] ^= 1 << (rng.next() % 8);
            }
        }
        steps.push(CellStep {
            command: c,
            diff: rng.next() & 1 == 1,
            gap: (rng.next() % 3) as u32,
        });
    }
    (mem, steps)
}

/// Runs the model on the script and checks, command by command, that the circuit's run
/// equals it and that the model did what the command means.
fn check(mem: &[u8], steps: &[CellStep], runs: &[CellRun], simulator: &str) {
    assert_eq!(runs.len(), steps.len(), "{simulator}");
    let (mut model_mem, mut got_mem) = (mem.to_vec(), mem.to_vec());
    let mut fails = [0, 0];
    for (k, (s, run)) in steps.iter().zip(runs).enumerate() {
        let c = &s.command;
        let before = model_mem.clone();
        let (cycles, fail) = CellUnitModel
            .execute(c, s.diff, &mut model_mem, &COMPACT)
            .unwrap();
        // What the command means.
        let cell = |n: u8| n as usize * CELL..n as usize * CELL + CELL;
        let p = c.addr as usize..c.addr as usize + CELL;
        match c.op {
            op::COPY => assert_eq!(model_mem[cell(c.cell_c)], before[p]),
            op::STORE => assert_eq!(model_mem[p], before[cell(c.cell_c)]),
            op::ZERO_CELL => assert!(model_mem[cell(c.cell_c)].iter().all(|&b| b == 0)),
            op::SELECT => {
                let src = if s.diff { c.cell_c } else { c.cell_b };
                assert_eq!(model_mem[cell(c.cell_a)], before[cell(src)]);
            }
            op::CELLS_EQUAL => {
                assert_eq!(fail, before[cell(c.cell_b)] != before[cell(c.cell_c)]);
                fails[fail as usize] += 1;
            }
            _ => unreachable!(),
        }
        assert_eq!(
            (run.cycles, run.fail),
            (cycles as u64, fail),
            "{simulator}: command {k} {c:?}"
        );
        for &(a, b) in &run.mem_writes {
            got_mem[a as usize] = b;
        }
        let writes = if c.op == op::CELLS_EQUAL { 0 } else { CELL };
        assert_eq!(run.mem_writes.len(), writes, "{simulator}: command {k}");
        assert!(
            got_mem == model_mem,
            "{simulator}: memory after command {k}"
        );
    }
    assert!(
        fails[0] > 0 && fails[1] > 0,
        "both outcomes of CellsEqual: {fails:?}"
    );
}

#[test]
fn rusthdl_cell_unit_equals_the_model() {
    let (mem, steps) = script(&mut Rng(0xCE11_0001), 150);
    let mut sim = CellUnitSim::new(mem.clone());
    let runs: Vec<CellRun> = steps.iter().map(|s| sim.step(s).unwrap()).collect();
    check(&mem, &steps, &runs, "RustHDL");
}

#[test]
fn verilated_cell_unit_equals_the_model() {
    let unit = VerilatedCellUnit::build(&cell_unit::verilog(), &work_dir("cell_unit")).unwrap();
    for seed in 1..=4 {
        let (mem, steps) = script(&mut Rng(0xCE11_0100 + seed), 600);
        check(&mem, &steps, &unit.run(&mem, &steps).unwrap(), "Verilator");
    }
}

#[test]
fn a_move_overlapping_its_cell_in_part_is_refused() {
    let mut mem = vec![0u8; MEM];
    for (op, addr) in [(op::COPY, 70), (op::STORE, 90), (op::COPY, 33)] {
        let c = Command {
            op,
            addr,
            cell_c: 2,
            ..Default::default()
        };
        assert!(
            CellUnitModel
                .execute(&c, false, &mut mem, &COMPACT)
                .is_err()
        );
    }
    let c = Command {
        op: op::COPY,
        addr: 64,
        cell_c: 2,
        ..Default::default()
    };
    assert!(CellUnitModel.execute(&c, false, &mut mem, &COMPACT).is_ok());
}

#[test]
fn cell_unit_verilog_lints() {
    let mut uut = CellUnit::default();
    uut.connect_all();
    lint(&generate_verilog(&uut), &work_dir("cell_unit_lint")).unwrap();
}
