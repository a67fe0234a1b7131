//! The `--report` JSON: these structs, serialised by serde. docs/diff.md documents every field.

use super::clauses::Coverage;
use super::compare::{Difference, Observed};
use super::game::FaultRecord;
use super::interactions::Interactions;
use super::options::Options;
use super::runner::Summary;
use serde::Serialize;
use std::path::PathBuf;

/// The engine faults kept in full in a report; beyond that they are counted.
pub const FAULTS_KEPT: usize = 200;

/// A whole run: the options that say which run it was, the run's numbers, then its findings and faults
/// written out.
#[derive(Debug, Serialize)]
pub struct Report<'a> {
    #[serde(flatten)]
    pub options: &'a Options,
    #[serde(flatten)]
    pub summary: &'a Summary,
    pub positions_per_second: f64,
    pub disagreements: Vec<Disagreement>,
    pub engine_faults: Vec<FaultReport>,
    pub engine_faults_total: usize,
    /// The rule clauses the compared positions exercised, with counts, and the ones never exercised.
    pub coverage: Coverage,
    /// The pairs of the ruleset's interaction table the compared moves exercised, with counts, the
    /// reachable ones never exercised, and the unreachable ones with why (`null`: no table).
    pub interactions: Option<Interactions>,
}

/// A difference with its one-line description.
#[derive(Debug, Serialize)]
pub struct DifferenceReport {
    #[serde(flatten)]
    pub difference: Difference,
    pub description: String,
}

impl From<&Difference> for DifferenceReport {
    fn from(d: &Difference) -> Self {
        DifferenceReport {
            difference: d.clone(),
            description: d.describe(),
        }
    }
}

/// One disagreement.
#[derive(Debug, Serialize)]
pub struct Disagreement {
    pub game: u64,
    pub start: String,
    pub moves: Vec<String>,
    pub difference: DifferenceReport,
    /// The clauses the oracle's answer rested on where the shrunk sequence shows the difference.
    pub clauses: Vec<String>,
    pub shrunk: Shrunk,
    pub scenario_file: Option<String>,
    pub scenario: Option<String>,
    /// Why no scenario was written for this finding: the scenario made for it did not fail against
    /// the engine, or did not pass against the oracle (`confirm.rs`); only the replay line stands.
    pub scenario_unconfirmed: Option<String>,
    pub replay: String,
    /// What kind of difference it is, in words; findings are grouped by them.
    pub labels: Vec<String>,
    /// The game of the earlier finding of the same kind, when this one was not shrunk for that.
    pub same_as: Option<u64>,
}

/// A disagreement after shrinking.
#[derive(Debug, Serialize)]
pub struct Shrunk {
    pub start: String,
    pub moves: Vec<String>,
    pub difference: DifferenceReport,
    pub complete: bool,
    pub oracle: Observed,
}

/// One engine fault.
#[derive(Debug, Serialize)]
pub struct FaultReport {
    pub game: u64,
    pub ply: usize,
    pub kind: &'static str,
    pub request: Option<String>,
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<String>,
}

impl From<&FaultRecord> for FaultReport {
    fn from(r: &FaultRecord) -> Self {
        FaultReport {
            game: r.game,
            ply: r.ply,
            kind: r.fault.kind(),
            request: r.fault.request().map(str::to_string),
            message: r.fault.to_string(),
            line: match &r.fault {
                super::engine::Fault::Garbage { line, .. } => Some(line.clone()),
                _ => None,
            },
        }
    }
}

/// The scenario files written and the replay commands, in the order of `Summary::findings`.
#[derive(Debug, Default)]
pub struct Written {
    pub files: Vec<Option<PathBuf>>,
    pub replays: Vec<String>,
    pub scenarios: Vec<Option<String>>,
    /// Why a finding's scenario was not written (it did not show the finding), where it was not.
    pub unconfirmed: Vec<Option<String>>,
}

impl<'a> Report<'a> {
    pub fn new(o: &'a Options, s: &'a Summary, written: &Written) -> Report<'a> {
        let disagreements = s
            .findings
            .iter()
            .enumerate()
            .map(|(i, f)| Disagreement {
                game: f.game,
                start: f.start.clone(),
                moves: f.moves.clone(),
                difference: (&f.difference).into(),
                clauses: f.oracle.clause_ids(),
                shrunk: Shrunk {
                    start: f.shrunk_start.clone(),
                    moves: f.shrunk_moves.clone(),
                    difference: (&f.shrunk_difference).into(),
                    complete: f.shrink_complete,
                    oracle: f.oracle.clone(),
                },
                scenario_file: written.files[i].as_ref().map(|p| p.display().to_string()),
                scenario: written.scenarios[i].clone(),
                scenario_unconfirmed: written.unconfirmed.get(i).cloned().flatten(),
                replay: written.replays[i].clone(),
                labels: f.labels.clone(),
                same_as: f.same_as,
            })
            .collect();
        Report {
            options: o,
            summary: s,
            positions_per_second: s.positions_per_second(),
            disagreements,
            engine_faults: s.faults.iter().take(FAULTS_KEPT).map(Into::into).collect(),
            engine_faults_total: s.faults.len(),
            coverage: Coverage::of(&o.ruleset, &s.tally),
            interactions: Interactions::of(&o.ruleset, &s.tally.0),
        }
    }
}
