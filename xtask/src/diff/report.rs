//! The `--report` JSON: these structs, serialised by serde. docs/diff.md documents every field.

use super::clauses::Coverage;
use super::cli::Options;
use super::compare::{Difference, Observed};
use super::game::FaultRecord;
use super::runner::Summary;
use super::walk::Walk;
use serde::Serialize;
use std::collections::BTreeMap;
use std::path::PathBuf;

/// The engine faults kept in full in a report; beyond that they are counted.
pub const FAULTS_KEPT: usize = 200;

/// A whole run.
#[derive(Debug, Serialize)]
pub struct Report {
    pub ruleset: String,
    pub engine: String,
    pub engine_name: String,
    pub uci_options: Vec<String>,
    pub interpretation: Vec<String>,
    pub seed: u64,
    pub games: u64,
    pub max_plies: usize,
    pub shard: Option<String>,
    pub jobs: usize,
    pub positions_file: Option<String>,
    pub walk: Walk,
    pub games_played: u64,
    pub positions_compared: u64,
    pub seconds: f64,
    pub shrink_seconds: f64,
    pub positions_per_second: f64,
    pub interrupted: bool,
    pub time_limited: bool,
    pub disagreements: Vec<Disagreement>,
    pub engine_faults: Vec<FaultReport>,
    pub engine_faults_total: usize,
    pub engine_restarts: u64,
    pub endings: BTreeMap<String, u64>,
    pub tally: BTreeMap<String, u64>,
    /// The rule clauses the compared positions exercised, with counts, and the ones never exercised.
    pub coverage: Coverage,
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
}

impl Report {
    pub fn new(o: &Options, s: &Summary, written: &Written) -> Report {
        let disagreements = s
            .findings
            .iter()
            .enumerate()
            .map(|(i, f)| Disagreement {
                game: f.game,
                start: f.start.clone(),
                moves: f.moves.clone(),
                difference: (&f.difference).into(),
                clauses: f.oracle.clauses.clone(),
                shrunk: Shrunk {
                    start: f.shrunk_start.clone(),
                    moves: f.shrunk_moves.clone(),
                    difference: (&f.shrunk_difference).into(),
                    complete: f.shrink_complete,
                    oracle: f.oracle.clone(),
                },
                scenario_file: written.files[i].as_ref().map(|p| p.display().to_string()),
                scenario: written.scenarios[i].clone(),
                replay: written.replays[i].clone(),
                labels: f.labels.clone(),
                same_as: f.same_as,
            })
            .collect();
        Report {
            ruleset: o.ruleset.clone(),
            engine: o.engine.clone(),
            engine_name: s.engine_name.clone(),
            uci_options: o.uci_options.clone(),
            interpretation: o.interpretation.clone(),
            seed: o.seed,
            games: o.games,
            max_plies: o.max_plies,
            shard: o.shard.clone(),
            jobs: o.jobs,
            positions_file: o.positions.as_ref().map(|p| p.display().to_string()),
            walk: o.walk,
            games_played: s.games_played,
            positions_compared: s.positions,
            seconds: s.seconds,
            shrink_seconds: s.shrink_seconds,
            positions_per_second: s.positions_per_second(),
            interrupted: s.interrupted,
            time_limited: s.time_limited,
            disagreements,
            engine_faults: s.faults.iter().take(FAULTS_KEPT).map(Into::into).collect(),
            engine_faults_total: s.faults.len(),
            engine_restarts: s.restarts,
            endings: s.endings.clone(),
            tally: s.tally.0.clone(),
            coverage: Coverage::of(&o.ruleset, &s.tally),
        }
    }
}
