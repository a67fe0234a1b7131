//! The heavy commands (`diff`, `perft`, `bench`) run optimised by default: started from the debug build
//! that `cargo xtask` compiles, they re-run themselves through `cargo run --release` (built once, then
//! reused), from the same folder and with the same arguments. The light commands (`check`, the README's
//! first command, `coverage`, `register`, `fuzz`, whose campaigns build their own optimised targets) stay in
//! the debug build, so they start without a release build.
//!
//! `--in-this-build` (any position) or `XTASK_IN_THIS_BUILD=1` keeps the work in the running build: tests
//! that start the debug binary set it.

use std::path::PathBuf;
use std::process::{Command, ExitCode};

/// Set on the release run (and by tests) so that a build does the work itself.
pub const IN_THIS_BUILD: &str = "XTASK_IN_THIS_BUILD";

/// The flag that keeps the work in the running build.
pub const FLAG: &str = "--in-this-build";

/// The arguments without [`FLAG`].
pub fn without_flag(args: &[String]) -> Vec<String> {
    args.iter().filter(|a| *a != FLAG).cloned().collect()
}

/// Whether `cargo xtask <command> <args>` should re-run in a release build from this one.
pub fn wanted(args: &[String]) -> bool {
    cfg!(debug_assertions)
        && std::env::var_os(IN_THIS_BUILD).is_none()
        && !args.iter().any(|a| a == FLAG)
        && !args
            .iter()
            .any(|a| a == "-h" || a == "--help" || a == "help")
}

/// Runs `cargo run --release -p xtask -- <command> <args>` and returns its exit code. This process ignores
/// Ctrl-C meanwhile: the release run receives it too and finishes its report.
pub fn rerun(command: &str, args: &[String]) -> ExitCode {
    rerun_with(command, args, &[])
}

/// [`rerun`] with more arguments for `cargo run` (`--features bench`).
pub fn rerun_with(command: &str, args: &[String], cargo_args: &[&str]) -> ExitCode {
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../Cargo.toml");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    if cargo_args.is_empty() {
        eprintln!(
            "cargo xtask {command}: running the optimised build (cargo run --release; {FLAG} to skip)"
        );
    } else {
        eprintln!(
            "cargo xtask {command}: running the optimised build (cargo run --release {})",
            cargo_args.join(" ")
        );
    }
    let _ = ctrlc::set_handler(|| {});
    let status = Command::new(cargo)
        .env(IN_THIS_BUILD, "1")
        .args(["run", "--release", "--manifest-path"])
        .arg(&manifest)
        .args(["--package", "xtask"])
        .args(cargo_args)
        .args(["--", command])
        .args(args)
        .status();
    match status {
        Ok(s) => ExitCode::from(s.code().unwrap_or(2).clamp(0, 255) as u8),
        Err(e) => {
            eprintln!("cargo xtask {command}: cannot run cargo: {e}");
            ExitCode::from(2)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn the_flag_keeps_the_work_here_and_is_not_passed_on() {
        let args = strings(&["--games", "5", FLAG]);
        assert!(!wanted(&args));
        assert_eq!(without_flag(&args), strings(&["--games", "5"]));
        assert!(!wanted(&strings(&["--help"])));
    }
}
