//! `cargo xtask diff`: the differential tester. An engine and the oracle are asked the same questions at
//! every position of seeded random games (or of the positions of an EPD file); every disagreement is
//! shrunk and written as a YAML scenario with a one-line replay command. See `docs/diff.md`.
//!
//! The library: [`runner`] (a run, no printing), [`presets`] (the engines, `crate::presets`), [`protocol`],
//! [`uci`], [`shakmaty_engine`], [`void_bitboard_engine`] (the adapters, `crate::engines`), [`game`], [`shrink`], [`compare`], [`walk`] (what a game does),
//! [`report`] (the JSON report's types), [`interrupt`]; [`options`] and [`cli`] are the command line on top.
//!
//! Exit codes: 0 all agree, 1 a disagreement or an engine fault was found, 2 the harness could not run.

pub mod clauses;
pub mod cli;
pub mod compare;
pub mod confirm;
pub mod game;
pub mod group;
pub mod html;
#[cfg(test)]
mod interaction_tests;
pub mod interactions;
pub mod interrupt;
pub mod options;
pub mod output;
pub mod plan;
pub mod positions;
pub mod report;
pub mod rng;
#[cfg(test)]
mod rule_mutant_tests;
pub mod runner;
pub mod scenario;
pub mod seeds;
pub mod shrink;
#[cfg(test)]
mod tests;
pub mod walk;

pub use options::Options;
// The engines, their names and each ruleset's position fields live below the tester; its modules name
// them as before.
pub(crate) use crate::cases::fields;
pub(crate) use crate::engines::{engine, process};
pub(crate) use crate::presets;
pub(crate) use crate::readings;
use std::process::ExitCode;

/// `cargo xtask diff` with these options.
pub fn main(options: &Options) -> ExitCode {
    // A reading's name (`antichess`) is its ruleset with the reading's switches.
    let mut resolved = options.clone();
    match readings::resolve(&options.ruleset, &options.interpretation) {
        Ok((slug, settings)) => (resolved.ruleset, resolved.interpretation) = (slug, settings),
        Err(e) => {
            eprintln!("cargo xtask diff: {e}");
            return ExitCode::from(2);
        }
    }
    let options = &resolved;
    let ruleset = match oracle::ruleset(&options.ruleset) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("cargo xtask diff: {e}");
            return ExitCode::from(2);
        }
    };
    match cli::execute(options, ruleset) {
        Ok(summary) => ExitCode::from(summary.exit_code()),
        Err(message) => {
            eprintln!("cargo xtask diff: {message}");
            ExitCode::from(2)
        }
    }
}
