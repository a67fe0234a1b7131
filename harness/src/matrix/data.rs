//! The matrix's data: one column per engine and ruleset, one row per planted bug (`--json` writes it).

use crate::check_engine::CaseResult;
use serde::Serialize;

/// One engine against one ruleset.
#[derive(Debug, Serialize)]
pub struct Column {
    pub engine: String,
    pub ruleset: String,
    /// Why the engine could not be run (not installed...), where it could not.
    pub unavailable: Option<String>,
    pub cases: Vec<CaseResult>,
    pub counts: (usize, usize, usize),
    /// The short differential run: games played, positions compared, each disagreement in one line.
    pub diff_games: u64,
    pub diff_positions: u64,
    pub disagreements: Vec<String>,
    pub engine_faults: usize,
}

/// One planted bug and the cases that catch it.
#[derive(Debug, Serialize)]
pub struct PlantedRow {
    pub name: String,
    pub ruleset: String,
    pub kind: String,
    pub clauses: Vec<String>,
    pub description: String,
    pub failed_cases: Vec<String>,
}

/// The whole matrix.
#[derive(Debug, Serialize)]
pub struct Matrix {
    pub commit: String,
    pub columns: Vec<Column>,
    pub planted: Vec<PlantedRow>,
}
