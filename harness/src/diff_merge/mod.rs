//! The reports of a sharded run merged (`cargo xtask diff merge REPORT... [--report OUT]`): combines the reports of the shards of one run (written
//! by `cargo xtask diff --shard I/N --report ...` on as many machines as there are shards) into the report of
//! the whole run: positions, games, endings, coverage and every other count added up, disagreements and
//! engine faults gathered in game order. The reports are read as the typed [`report::Report`], each of its
//! fields merged its own way ([`merge::merge`]); a report with a field the type does not know is refused.
//!
//! Reports of different runs are refused with a clear error: each must have the same seed, ruleset,
//! switches, engine (and its options and name), game count, ply limit and positions file, and each shard may
//! come once. Missing shards are named in the output and the merged report (a campaign can be merged while
//! it runs).
//!
//! Exit codes: 0 the merged run found nothing; 1 disagreements or engine faults; 2 the reports could not be
//! read or belong to different runs.

pub mod merge;
pub mod report;
#[cfg(test)]
mod tests;

use report::Report;
use std::path::PathBuf;

/// Reads the shard reports at `paths` and merges them: the merged report, or why the reports could not
/// be read or belong to different runs.
pub fn merge_files(paths: &[PathBuf]) -> Result<Report, String> {
    let mut reports = Vec::new();
    for path in paths {
        let r = std::fs::read_to_string(path)
            .map_err(|e| e.to_string())
            .and_then(|t| {
                serde_json::from_str::<Report>(&t)
                    .map_err(|e| format!("not a report of `cargo xtask diff`: {e}"))
            })
            .map_err(|e| format!("{}: {e}", path.display()))?;
        reports.push((path.display().to_string(), r));
    }
    merge::merge(&reports)
}

/// Whether the merged run found disagreements or engine faults.
pub fn found(merged: &Report) -> bool {
    merged.disagreements_total.unwrap_or(0) + merged.engine_faults_total > 0
}

/// One line for people: the shards merged and what the run found.
pub fn summary_line(merged: &Report) -> String {
    let shards = merged.merged_shards.as_ref().map_or(0, Vec::len);
    let missing = merged
        .missing_shards
        .as_ref()
        .filter(|m| !m.is_empty())
        .map(|m| format!(" (missing shards: {})", m.join(", ")))
        .unwrap_or_default();
    format!(
        "diff {} vs {}: {shards} shard reports merged{missing}: {} games, {} positions compared, {} disagreements, {} engine faults",
        merged.ruleset,
        merged.engine,
        merged.games_played,
        merged.positions_compared,
        merged.disagreements_total.unwrap_or(merged.disagreements.len() as u64),
        merged.engine_faults_total,
    )
}
