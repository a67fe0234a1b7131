//! The report of `cargo xtask diff` as the merge reads and writes it: every field of
//! `diff::report::Report`, typed, and the fields only a merged report has. A report with a field this type
//! does not know is refused by name (a test keeps the two in step), so that no field is merged by guess.

use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;

/// One report: of a shard, of a whole run, or merged.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Report {
    // Which run it was: the same in every shard (see [`Report::run_fields`]).
    pub ruleset: String,
    pub engine: String,
    pub engine_name: String,
    pub uci_options: Vec<String>,
    pub interpretation: Vec<String>,
    pub games: u64,
    pub max_plies: u64,
    pub seed: u64,
    pub positions_file: Option<String>,
    pub walk: String,
    // How one process ran: dropped or recomputed in a merged report.
    /// `I/N`, or none for a whole run and a merged report.
    pub shard: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub jobs: Option<u64>,
    pub seconds: f64,
    pub positions_per_second: f64,
    // Added up over the shards.
    pub games_played: u64,
    pub positions_compared: u64,
    pub shrink_seconds: f64,
    pub engine_restarts: u64,
    pub engine_faults_total: u64,
    pub endings: BTreeMap<String, u64>,
    pub tally: BTreeMap<String, u64>,
    // Or-ed over the shards.
    pub interrupted: bool,
    pub time_limited: bool,
    // Gathered from every shard, in game order.
    pub disagreements: Vec<Entry>,
    pub engine_faults: Vec<Entry>,
    /// Merged clause by clause.
    pub coverage: Coverage,
    /// Worked out again from the merged tally (`null` for a ruleset without an interaction table; absent
    /// in reports written before interaction coverage).
    #[serde(default)]
    pub interactions: Option<crate::diff::interactions::Interactions>,
    // Only in a merged report.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub disagreements_total: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub merged_shards: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub missing_shards: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shard_seconds_total: Option<f64>,
}

/// A disagreement or an engine fault: the game (and ply) it was found at, which order them, and the rest of
/// it as the tester wrote it (docs/diff.md), carried over whole.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Entry {
    pub game: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ply: Option<u64>,
    #[serde(flatten)]
    pub rest: Map<String, Value>,
}

/// The rule clauses the compared positions exercised, with counts, the ones never exercised, and how many
/// rule clauses the ruleset has.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Coverage {
    pub exercised: BTreeMap<String, u64>,
    pub missing: Vec<String>,
    pub rule_clauses: u64,
}

impl Report {
    /// What makes two reports parts of the same run: each field's name in the report, its name for people,
    /// and its value.
    pub fn run_fields(&self) -> Vec<(&'static str, &'static str, Value)> {
        vec![
            ("seed", "seed", json!(self.seed)),
            ("ruleset", "ruleset", json!(self.ruleset)),
            ("interpretation", "switches", json!(self.interpretation)),
            ("engine", "engine", json!(self.engine)),
            ("engine_name", "engine name", json!(self.engine_name)),
            ("uci_options", "UCI options", json!(self.uci_options)),
            ("games", "game count", json!(self.games)),
            ("max_plies", "ply limit", json!(self.max_plies)),
            (
                "positions_file",
                "positions file",
                json!(self.positions_file),
            ),
            ("walk", "way of choosing moves", json!(self.walk)),
        ]
    }
}
