//! The codec circuits of [`crate::rtl::codec`] as exported Verilog under Verilator, with
//! script drivers: [`compress_table`] / [`decompress_table`] print the combinational units'
//! output for every input, [`VerilatedEncoder`] / [`VerilatedDecoder`] run whole
//! polynomials through the stream units with a one-cycle-latency RAM model in C++ (the
//! same protocol as the RustHDL test drivers in `tests/rtl_codec.rs`).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};

use crate::model::ntt::Poly;
use crate::params::{N, Q};
use crate::sim::verilator::{build_with_driver, run_with_input};

/// Cycles after which a driver gives up on `done`.
const LIMIT: usize = 2000;

const COMPRESS_DRIVER: &str = include_str!("compress_tb.cpp");

const DECOMPRESS_DRIVER: &str = include_str!("decompress_tb.cpp");

const ENCODER_DRIVER: &str = include_str!("encoder_tb.cpp");

const DECODER_DRIVER: &str = include_str!("decoder_tb.cpp");

fn parse_tables(out: &str) -> Result<Vec<Vec<u32>>> {
    let tables: Vec<Vec<u32>> = out
        .lines()
        .map(|l| {
            let mut w = l.split_whitespace();
            if w.next() != Some("T") {
                bail!("table driver: unexpected line {l:?}");
            }
            w.map(|v| Ok(v.parse::<u32>()?)).collect()
        })
        .collect::<Result<_>>()?;
    if tables.len() != 12 {
        bail!("table driver printed {} tables, not 12", tables.len());
    }
    Ok(tables)
}

/// Builds `verilog` (a [`crate::rtl::codec::Compress`]) and returns, for d = 1..=12
/// (index d − 1), `y` for every x ∈ [0, q) (d = 12: every x ∈ [0, 4096)).
pub fn compress_table(verilog: &str, work_dir: &Path) -> Result<Vec<Vec<u16>>> {
    let driver = COMPRESS_DRIVER.replace("QQ", &Q.to_string());
    let exe = build_with_driver(verilog, "driver.cpp", &driver, work_dir)?;
    let t = parse_tables(&run_with_input(&exe, "")?)?;
    Ok(t.into_iter()
        .map(|v| v.into_iter().map(|y| y as u16).collect())
        .collect())
}

/// Builds `verilog` (a [`crate::rtl::codec::Decompress`]) and returns, for d = 1..=12
/// (index d − 1), `(x, ge_q)` for every y ∈ [0, 2^d).
pub fn decompress_table(verilog: &str, work_dir: &Path) -> Result<Vec<Vec<(u16, bool)>>> {
    let exe = build_with_driver(verilog, "driver.cpp", DECOMPRESS_DRIVER, work_dir)?;
    let t = parse_tables(&run_with_input(&exe, "")?)?;
    Ok(t.into_iter()
        .map(|v| {
            v.into_iter()
                .map(|y| ((y % 4096) as u16, y >= 4096))
                .collect()
        })
        .collect())
}

/// One stream-unit run: d, the input (a polynomial for the encoder, 32·d bytes for the
/// decoder) and an optional reset edge.
#[derive(Clone, Debug)]
pub struct CodecJob<T> {
    pub d: usize,
    pub input: T,
    /// Assert `reset` at this edge (≥ 1) instead of waiting for `done`.
    pub reset_at: Option<usize>,
}

/// What a run printed: `Ok((output, cycles))`, or `Err(idle)` after a reset (`idle`:
/// busy, done and the write/valid strobes all low right after the reset edge).
pub type CodecResult<T> = std::result::Result<(T, usize), bool>;

/// A stream unit's Verilog compiled by Verilator with its driver.
pub struct VerilatedCodec {
    exe: PathBuf,
}

impl VerilatedCodec {
    /// Builds a [`crate::rtl::codec::PolyEncoder`]'s `verilog` in `work_dir`.
    pub fn build_encoder(verilog: &str, work_dir: &Path) -> Result<Self> {
        let driver = ENCODER_DRIVER.replace("LIMIT", &LIMIT.to_string());
        Ok(Self {
            exe: build_with_driver(verilog, "driver.cpp", &driver, work_dir)?,
        })
    }

    /// Builds a [`crate::rtl::codec::PolyDecoder`]'s `verilog` in `work_dir`.
    pub fn build_decoder(verilog: &str, work_dir: &Path) -> Result<Self> {
        let driver = DECODER_DRIVER.replace("LIMIT", &LIMIT.to_string());
        Ok(Self {
            exe: build_with_driver(verilog, "driver.cpp", &driver, work_dir)?,
        })
    }

    /// Runs encoder jobs; each result is the bytes and the cycles to `done`.
    pub fn encode(&self, jobs: &[CodecJob<Poly>]) -> Result<Vec<CodecResult<Vec<u8>>>> {
        let mut script = String::new();
        for j in jobs {
            write!(script, "E {} {}", j.d, j.reset_at.unwrap_or(0)).unwrap();
            for c in j.input {
                write!(script, " {c}").unwrap();
            }
            script.push('\n');
        }
        let out = run_with_input(&self.exe, &script)?;
        let mut res = Vec::new();
        for line in out.lines() {
            let w: Vec<&str> = line.split_whitespace().collect();
            match w.as_slice() {
                ["O", c, h] => {
                    let bytes = if *h == "-" {
                        Vec::new()
                    } else {
                        hex::decode(h)?
                    };
                    res.push(Ok((bytes, c.parse()?)));
                }
                ["R", b] => res.push(Err(*b == "0")),
                _ => bail!("encoder driver: unexpected line {line:?}"),
            }
        }
        if res.len() != jobs.len() {
            bail!(
                "encoder driver answered {} of {} jobs",
                res.len(),
                jobs.len()
            );
        }
        Ok(res)
    }

    /// Runs decoder jobs; each result is the coefficients with `out_of_range`, and the
    /// cycles to `done`.
    pub fn decode(&self, jobs: &[CodecJob<Vec<u8>>]) -> Result<Vec<CodecResult<(Poly, bool)>>> {
        let mut script = String::new();
        for j in jobs {
            writeln!(
                script,
                "D {} {} {}",
                j.d,
                j.reset_at.unwrap_or(0),
                hex::encode(&j.input)
            )
            .unwrap();
        }
        let out = run_with_input(&self.exe, &script)?;
        let mut res = Vec::new();
        for line in out.lines() {
            let mut w = line.split_whitespace();
            match w.next() {
                Some("O") => {
                    let cycles: usize = w.next().context("cycles")?.parse()?;
                    let over = w.next().context("out_of_range")? == "1";
                    let mut f = [0u16; N];
                    for c in f.iter_mut() {
                        *c = w.next().context("coefficient")?.parse()?;
                    }
                    res.push(Ok(((f, over), cycles)));
                }
                Some("R") => res.push(Err(w.next() == Some("0"))),
                _ => bail!("decoder driver: unexpected line {line:?}"),
            }
        }
        if res.len() != jobs.len() {
            bail!(
                "decoder driver answered {} of {} jobs",
                res.len(),
                jobs.len()
            );
        }
        Ok(res)
    }
}

#[cfg(test)]
mod registered_tests {
    use crate::rtl::codec::registered::{registered_compress, registered_decompress};

    /// The report's registered wrappers of the combinational codec blocks are valid Verilog
    /// (Verilator lint).
    #[test]
    fn registered_codec_wrappers_lint() {
        let dir = std::env::temp_dir().join(format!("mlkem_codec_lint_{}", std::process::id()));
        for (stem, v) in [
            ("compress", registered_compress()),
            ("decompress", registered_decompress()),
        ] {
            assert!(v.contains("module core(") && v.contains("core c("), "{v}");
            crate::sim::verilator::lint(&v, &dir.join(stem)).unwrap();
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}
