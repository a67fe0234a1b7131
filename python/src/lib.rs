//! `voidchess._native`: the Void Chess rules oracle as a Python extension module (pyo3), built with
//! maturin into the wheel of the `voidchess` package (python/pyproject.toml). The Python side
//! (`python/voidchess/`) re-exports these and adds the exceptions, the command lines and the test helpers.
//!
//! - [`board`]: `Board`, a game of any ruleset under any reading (moves, explain, status, perft, SVG).
//! - [`answers`]: `Status` and `Refusal`, with their clauses and titles.
//! - [`register`]: `rulesets()`, each ruleset's register and switches; `clause_title`.
//! - [`record`]: `check_game`, the verdicts of `oracle check-game`.
//! - [`protocol`]: `Protocol`, PROTOCOL.md answered in process by `oracle serve`'s code.
//! - [`suite`]: the rule cases the package carries (the harness crate's, embedded) and their runner.
//! - [`game`]: what a board holds; switch settings and moves read from Python values.
//! - [`count`]: perft without the interpreter held, stopped by Ctrl-C.
//! - [`errors`]: the oracle's errors as the exceptions of `voidchess.errors`, one class a protocol kind.

mod answers;
mod board;
mod count;
mod errors;
mod game;
mod protocol;
mod record;
mod register;
mod suite;

use pyo3::prelude::*;

/// The format of the rule cases (`format` of the suite export's `version.json`), which the package's
/// case runner reads.
pub const SUITE_FORMAT: u32 = harness::suite_export::FORMAT;

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    let oracle_version = oracle::serve::SERVER_NAME
        .strip_prefix("oracle ")
        .unwrap_or(oracle::serve::SERVER_NAME);
    m.add("ORACLE_VERSION", oracle_version)?;
    m.add("PROTOCOL_VERSION", oracle::protocol::PROTOCOL_VERSION)?;
    m.add("SUITE_FORMAT", SUITE_FORMAT)?;
    m.add_class::<board::Board>()?;
    m.add_class::<answers::Status>()?;
    m.add_class::<answers::Refusal>()?;
    m.add_class::<register::Ruleset>()?;
    m.add_class::<register::RegisterEntry>()?;
    m.add_class::<record::GameVerdict>()?;
    m.add_class::<protocol::Protocol>()?;
    m.add_function(wrap_pyfunction!(register::rulesets, m)?)?;
    m.add_function(wrap_pyfunction!(register::ruleset, m)?)?;
    m.add_function(wrap_pyfunction!(register::clause_title, m)?)?;
    m.add_function(wrap_pyfunction!(record::check_game, m)?)?;
    m.add_function(wrap_pyfunction!(record::check_game_report, m)?)?;
    m.add("SUITE_RUNNER", harness::suite_export::RUNNER_PY)?;
    m.add_function(wrap_pyfunction!(suite::suite_cases, m)?)?;
    m.add_function(wrap_pyfunction!(suite::suite_forms, m)?)?;
    m.add_function(wrap_pyfunction!(suite::suite_version, m)?)?;
    Ok(())
}
