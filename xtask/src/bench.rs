//! `cargo xtask bench`.

use std::process::ExitCode;

pub fn run(_args: &[String]) -> ExitCode {
    eprintln!("cargo xtask bench: not built yet");
    ExitCode::from(2)
}
