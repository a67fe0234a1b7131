//! `cargo xtask check --engine ENGINE`: the rule cases run against an engine. The library face is
//! [`run`]: an engine (any form `cargo xtask diff` takes: a preset, `planted:NAME`, `uci:COMMAND`, a
//! PROTOCOL.md command line), the rulesets and the [`Options`] in, a typed [`Outcome`] out: for every
//! case and every step passed, failed (the scenario's answer beside the engine's) or not answered (and
//! why). `cli.rs` prints it; the Python reference runner of the suite export gives the same verdicts.
//!
//! What each expectation asks, and when a step is not answered, is `ask.rs` (and RUNNER.md).

mod ask;
mod asker;
mod expect;
pub mod lines;
#[cfg(test)]
mod tests;
mod verdict;

use crate::cases::select::{select, slug_of};
use crate::cases::Case;
use crate::files::Source;
use crate::presets::EngineSpec;
pub use ask::SWITCHES_REFUSED;
pub use lines::{clause_table, failed_clauses, failure_lines};
use std::time::Duration;
pub use verdict::{CaseResult, Outcome, StepResult, Verdict};

/// How to run.
#[derive(Clone, Debug)]
pub struct Options {
    /// Where the scenarios are read from (the embedded suite unless told otherwise).
    pub scenarios: Source,
    /// UCI options `NAME=VALUE`, as `cargo xtask diff --uci-option`.
    pub uci_options: Vec<(String, String)>,
    /// Seconds an engine may take to answer one request.
    pub timeout: Duration,
    /// Skip the cases that need any of these tags (RUNNER.md).
    pub skip_tags: Vec<String>,
    /// Only the cases about one of these clauses (full ids), all when empty.
    pub clauses: Vec<String>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            scenarios: Source::Embedded,
            uci_options: Vec::new(),
            timeout: Duration::from_secs(10),
            skip_tags: Vec::new(),
            clauses: Vec::new(),
        }
    }
}

/// Runs the cases of `rulesets` (slugs, or readings by name: `antichess`, [`crate::cases::select`];
/// every ruleset the engine plays when empty) against the engine `spec`, which the user named `engine`
/// (shown in the outcome). A name that is no ruleset and no reading, or a selection without a case, is an
/// error: a run of no case never passes.
pub fn run(
    engine: &str,
    spec: &EngineSpec,
    rulesets: &[String],
    options: &Options,
) -> Result<Outcome, String> {
    for name in rulesets {
        oracle::names::ruleset_named(name).map_err(|e| e.to_string())?;
    }
    let selection = select(&options.scenarios, rulesets)?;
    let (cases, errors) = (selection.cases, selection.errors);
    let asked: Vec<String> = rulesets.iter().map(|n| slug_of(n)).collect();
    let known = spec.plays();
    let mut outcome = Outcome {
        engine: engine.to_string(),
        errors,
        left_out: selection.left_out,
        ..Outcome::default()
    };
    let mut slugs: Vec<String> = cases.iter().map(|c| c.ruleset.clone()).collect();
    slugs.sort();
    slugs.dedup();
    for slug in slugs {
        let mut uci = options.uci_options.clone();
        let playable = match &known {
            Some(list) if !list.contains(&slug) => Err(format!(
                "`{engine}` does not play `{slug}` (it plays {})",
                list.join(", ")
            )),
            _ => spec.check_ruleset(&slug, &mut uci),
        };
        let started = playable.and_then(|()| spec.start(&slug, &uci, &[], options.timeout));
        let mut e = match started {
            Ok(e) => e,
            Err(why) if asked.contains(&slug) => return Err(why),
            Err(why) => {
                outcome.skipped_rulesets.push(format!("{slug}: {why}"));
                continue;
            }
        };
        outcome.engine_name = e.name();
        for case in cases
            .iter()
            .filter(|c| c.ruleset == slug && wanted(c, options))
        {
            outcome.cases.push(ask::run_case(e.as_mut(), case));
        }
    }
    if outcome.cases.is_empty() && outcome.errors.is_empty() {
        return Err(format!(
            "no case to run{}{}",
            match rulesets {
                [] => String::new(),
                names => format!(" for {}", names.join(", ")),
            },
            match (&outcome.left_out[..], &outcome.skipped_rulesets[..]) {
                ([], []) => String::new(),
                (l, s) => format!(
                    " ({})",
                    l.iter().chain(s).cloned().collect::<Vec<_>>().join("; ")
                ),
            }
        ));
    }
    Ok(outcome)
}

/// Runs one case against an engine already started for its ruleset (the tester's findings are
/// confirmed through it, `diff/confirm.rs`).
pub fn run_case(engine: &mut dyn crate::engines::engine::Engine, case: &Case) -> CaseResult {
    ask::run_case(engine, case)
}

/// Whether the options keep a case: none of its tags skipped, and about a chosen clause if any.
fn wanted(case: &Case, options: &Options) -> bool {
    let skipped = case.needs.iter().any(|t| options.skip_tags.contains(t));
    let about =
        options.clauses.is_empty() || case.clauses.iter().any(|c| options.clauses.contains(c));
    !skipped && about
}

/// Every rule clause's place in its registry (the rulesets in the oracle's order): for tables.
pub fn clause_order() -> std::collections::BTreeMap<String, usize> {
    let mut out = std::collections::BTreeMap::new();
    let Ok(registries) = crate::Registries::project() else {
        return out;
    };
    for ruleset in oracle::rulesets() {
        if let Some(r) = registries.get(ruleset.slug()) {
            for c in r.rules() {
                let n = out.len();
                out.entry(format!("{}/{}", ruleset.slug(), c.id))
                    .or_insert(n);
            }
        }
    }
    out
}
