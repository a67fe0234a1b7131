//! How a command ends: its exit code, and its error shown after its name.

use std::process::ExitCode;

/// A command's exit code: success, or its error shown after the command's name (`cargo xtask fuzz: ...`)
/// and the command's `failure` code.
pub fn exit_code(command: &str, failure: u8, result: Result<(), String>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("cargo xtask {command}: {e}");
            ExitCode::from(failure)
        }
    }
}
