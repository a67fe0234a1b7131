//! The differential tester (`cargo xtask diff`). An engine and the oracle are asked the same questions at
//! every position of seeded random games (or of the positions of an EPD file); every disagreement is
//! shrunk and written as a YAML scenario with a one-line replay command. See `docs/diff.md`.
//!
//! [`options`] (a run's options), [`config`] (read and checked into a [`runner::Config`]), [`runner`] (a
//! run, no printing), [`game`], [`shrink`], [`compare`], [`walk`] (what a game does), [`report`] (the JSON
//! report's types), [`output`] (the progress line, the findings written as scenarios, the summary),
//! [`interrupt`] (what stops a run). The engines are [`crate::engines`], reached by name through
//! [`crate::presets`].
//!
//! Exit codes: 0 all agree, 1 a disagreement or an engine fault was found, 2 the harness could not run.

pub mod clauses;
pub mod compare;
pub mod config;
pub mod confirm;
mod fx;
pub mod game;
pub mod group;
pub mod html;
#[cfg(test)]
mod interaction_tests;
pub mod interactions;
pub mod interrupt;
pub mod ledger;
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
pub mod session;
pub mod shrink;
pub mod tally;
#[cfg(test)]
mod tests;
pub mod walk;

pub use options::Options;
pub use session::{diff, readings_resolved, run_to_files, Finished};
// The engines, their names and each ruleset's position fields live below the tester; its modules name
// them as before.
pub(crate) use crate::cases::fields;
pub(crate) use crate::engines::engine;
pub(crate) use crate::readings;
