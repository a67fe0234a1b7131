//! The command line of `cargo xtask diff merge`: the shard reports merged
//! ([`harness::diff_merge::merge_files`]), the summary line printed, the merged report written.
//!
//! Exit codes: 0 the merged run found nothing; 1 disagreements or engine faults; 2 the reports could not be
//! read or belong to different runs.

use harness::diff_merge::{found, merge_files, summary_line};
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
    match merge_and_write(args) {
        Ok(found) => ExitCode::from(u8::from(found)),
        Err(e) => {
            eprintln!("cargo xtask diff merge: {e}");
            ExitCode::from(2)
        }
    }
}

/// Reads and merges the shard reports, prints the summary and writes the merged report: whether the run
/// found disagreements or engine faults, or why the reports could not be read or written.
fn merge_and_write(args: &Args) -> Result<bool, String> {
    let merged = merge_files(&args.reports)?;
    println!("{}", summary_line(&merged));
    if let Some(out) = &args.out {
        let text = serde_json::to_string_pretty(&merged).unwrap_or_default() + "\n";
        std::fs::write(out, text).map_err(|e| format!("cannot write {}: {e}", out.display()))?;
    }
    Ok(found(&merged))
}
