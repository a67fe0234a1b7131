//! `cargo xtask check --engine ENGINE`: the rule cases run against an engine. The library face is
//! [`run`]: an engine (any form `cargo xtask diff` takes: a preset, `planted:NAME`, `uci:COMMAND`, a
//! PROTOCOL.md command line), the rulesets and the [`Options`] in, a typed [`Outcome`] out: for every
//! case and every step passed, failed (the scenario's answer beside the engine's) or not answered (and
//! why). `cli.rs` prints it; the Python reference runner of the suite export gives the same verdicts.
//!
//! What each expectation asks, and when a step is not answered, is `ask.rs` (and RUNNER.md).

mod ask;
mod asker;
pub mod cli;
mod expect;
#[cfg(test)]
mod tests;

use crate::cases::{load_cases, At, Case};
use crate::diff::presets::{check_ruleset, engine_spec, start_engine, EngineSpec, PRESETS};
use serde::{Deserialize, Serialize};
use std::path::PathBuf;
use std::time::Duration;

/// How to run.
#[derive(Clone, Debug)]
pub struct Options {
    /// The scenario folder (`scenarios/`).
    pub scenarios: PathBuf,
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
            scenarios: conformance::repo_root().join("scenarios"),
            uci_options: Vec::new(),
            timeout: Duration::from_secs(10),
            skip_tags: Vec::new(),
            clauses: Vec::new(),
        }
    }
}

/// One failed expectation: where it is written, what it is, the scenario's answer and the engine's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Failure {
    pub at: At,
    /// The scenario key (`legal`, `tiles`, ...), or `play` for the move a step plays.
    pub key: String,
    pub expected: String,
    pub engine: String,
}

/// A step's verdict.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "verdict", rename_all = "kebab-case")]
pub enum Verdict {
    Passed,
    /// At least one expectation failed: every failed one.
    Failed {
        failures: Vec<Failure>,
    },
    /// None failed, but the engine could not answer some: why, once per reason.
    NotAnswered {
        reasons: Vec<String>,
    },
}

impl Verdict {
    pub fn word(&self) -> &'static str {
        match self {
            Verdict::Passed => "passed",
            Verdict::Failed { .. } => "failed",
            Verdict::NotAnswered { .. } => "not-answered",
        }
    }
}

/// One step's result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StepResult {
    pub name: String,
    pub at: At,
    #[serde(flatten)]
    pub verdict: Verdict,
    /// Clauses the scenario names for a refusal or an end that the engine answered without naming one
    /// (the refusal or the end is compared; its clause cannot be).
    pub clauses_not_compared: usize,
}

/// One case's result: failed if a step failed (the steps after it are not run), not answered if a
/// step was not answered, else passed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CaseResult {
    pub id: String,
    pub file: String,
    pub ruleset: String,
    pub clauses: Vec<String>,
    pub verdict: String,
    pub steps: Vec<StepResult>,
}

/// A run's results.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Outcome {
    /// `--engine` as given, and the engine's own name.
    pub engine: String,
    pub engine_name: String,
    pub cases: Vec<CaseResult>,
    /// The rulesets asked for that the engine does not play, each with why.
    pub skipped_rulesets: Vec<String>,
    /// Scenario files that could not be read or compiled, each located.
    pub errors: Vec<String>,
}

impl Outcome {
    /// Cases passed, failed, not answered.
    pub fn counts(&self) -> (usize, usize, usize) {
        count(self.cases.iter().map(|c| c.verdict.as_str()))
    }

    /// Steps passed, failed, not answered.
    pub fn step_counts(&self) -> (usize, usize, usize) {
        count(
            self.cases
                .iter()
                .flat_map(|c| c.steps.iter().map(|s| s.verdict.word())),
        )
    }
}

fn count<'a>(words: impl Iterator<Item = &'a str>) -> (usize, usize, usize) {
    let mut n = (0, 0, 0);
    for w in words {
        match w {
            "passed" => n.0 += 1,
            "failed" => n.1 += 1,
            _ => n.2 += 1,
        }
    }
    n
}

/// The rulesets an engine plays, where that is known before starting it (presets, planted bugs, UCI).
fn plays(text: &str, spec: &EngineSpec) -> Option<Vec<String>> {
    match spec {
        EngineSpec::Planted(p) => Some(vec![p.ruleset.to_string()]),
        EngineSpec::Uci(_) if crate::diff::presets::preset(text).is_none() => {
            Some(vec!["fide".to_string()])
        }
        EngineSpec::Protocol(_) if crate::diff::presets::preset(text).is_none() => None,
        _ => PRESETS
            .iter()
            .find(|p| p.name == text)
            .map(|p| p.rulesets.iter().map(|(s, _)| s.to_string()).collect()),
    }
}

/// Runs the cases of `rulesets` (every ruleset the engine plays when empty) against `engine`.
pub fn run(engine: &str, rulesets: &[String], options: &Options) -> Result<Outcome, String> {
    let spec = engine_spec(engine)?;
    let (cases, errors) = load_cases(&options.scenarios, rulesets)?;
    let known = plays(engine, &spec);
    let mut outcome = Outcome {
        engine: engine.to_string(),
        errors,
        ..Outcome::default()
    };
    let mut slugs: Vec<String> = cases.iter().map(|c| c.ruleset.clone()).collect();
    slugs.dedup();
    slugs.sort();
    slugs.dedup();
    for slug in slugs {
        let mut uci = options.uci_options.clone();
        let playable = match &known {
            Some(list) if !list.contains(&slug) => Err(format!(
                "`{engine}` does not play `{slug}` (it plays {})",
                list.join(", ")
            )),
            _ => check_ruleset(engine, &slug, &mut uci),
        };
        let started =
            playable.and_then(|()| start_engine(&spec, &slug, &uci, &[], options.timeout));
        let mut e = match started {
            Ok(e) => e,
            Err(why) if rulesets.contains(&slug) => return Err(why),
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
    Ok(outcome)
}

/// Runs one case against an engine already started for its ruleset (the tester's findings are
/// confirmed through it, `diff/confirm.rs`).
pub fn run_case(engine: &mut dyn crate::diff::engine::Engine, case: &Case) -> CaseResult {
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
    let Ok(registries) = conformance::Registries::project() else {
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
