//! What the tester's integration tests share: the test engines, and the `xtask` binary under test.

#[path = "../../../harness/tests/common_engines.rs"]
pub mod engines;

use std::process::Command;

/// The `xtask` binary of this build, told to run the diff itself instead of re-running in release
/// (xtask/src/release.rs).
pub fn xtask() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_xtask"));
    command.env("XTASK_IN_THIS_BUILD", "1");
    command
}

/// `xtask diff` of `games` FIDE games against `engine`; the caller adds the other options.
pub fn fide_diff(engine: &str, games: &str) -> Command {
    let mut command = xtask();
    command.args([
        "diff",
        "--ruleset",
        "fide",
        "--engine",
        engine,
        "--games",
        games,
    ]);
    command
}
