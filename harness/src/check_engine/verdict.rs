//! What a run of the rule cases against an engine gives: per case and per step, passed, failed (each
//! failed expectation with the scenario's answer and the engine's) or not answered (and why).

use crate::cases::At;
use serde::{Deserialize, Serialize};

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
    /// Per reading asked for by name, the scenarios of its ruleset left out and why.
    #[serde(default)]
    pub left_out: Vec<String>,
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
