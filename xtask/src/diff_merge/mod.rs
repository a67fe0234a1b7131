//! `cargo xtask diff merge REPORT... [--report OUT]`: combines the reports of the shards of one run (written
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
use std::process::ExitCode;

/// The options of `cargo xtask diff merge`.
#[derive(clap::Args, Debug, PartialEq)]
pub struct Args {
    /// A JSON report of one shard (`cargo xtask diff --shard I/N --report REPORT`).
    #[arg(required = true, value_name = "REPORT")]
    pub reports: Vec<PathBuf>,
    /// Write the merged report here (default: print only the summary).
    #[arg(long = "report", value_name = "OUT")]
    pub out: Option<PathBuf>,
}

/// `cargo xtask diff merge` with these options.
pub fn run(args: &Args) -> ExitCode {
    match merge_files(args) {
        Ok(found) => ExitCode::from(u8::from(found)),
        Err(e) => {
            eprintln!("cargo xtask diff merge: {e}");
            ExitCode::from(2)
        }
    }
}

/// Reads and merges the shard reports, prints the summary and writes the merged report: whether the run
/// found disagreements or engine faults, or why the reports could not be read or written.
fn merge_files(args: &Args) -> Result<bool, String> {
    let mut reports = Vec::new();
    for path in &args.reports {
        let r = std::fs::read_to_string(path)
            .map_err(|e| e.to_string())
            .and_then(|t| {
                serde_json::from_str::<Report>(&t)
                    .map_err(|e| format!("not a report of `cargo xtask diff`: {e}"))
            })
            .map_err(|e| format!("{}: {e}", path.display()))?;
        reports.push((path.display().to_string(), r));
    }
    let merged = merge::merge(&reports)?;
    println!("{}", summary_line(&merged));
    if let Some(out) = &args.out {
        let text = serde_json::to_string_pretty(&merged).unwrap_or_default() + "\n";
        std::fs::write(out, text).map_err(|e| format!("cannot write {}: {e}", out.display()))?;
    }
    Ok(merged.disagreements_total.unwrap_or(0) + merged.engine_faults_total > 0)
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
