//! The command line of `cargo xtask suite export DIR`: the rule cases as a portable suite
//! ([`harness::suite_export::export`]).

use harness::suite_export::export;
use std::path::PathBuf;
use std::process::ExitCode;

/// `cargo xtask suite ...`.
#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(subcommand)]
    pub command: SuiteCommand,
}

#[derive(clap::Subcommand, Debug)]
pub enum SuiteCommand {
    /// Write the rule cases as a portable suite: JSON cases, their schema, RUNNER.md, the perft
    /// tables and a reference runner in Python.
    Export {
        /// The folder to write (new, empty, or an earlier export).
        dir: PathBuf,
        /// Only this ruleset (repeatable; every ruleset when none is given): a slug, or a reading's
        /// name (`antichess`: the scenarios of its ruleset that hold under it, its switches merged
        /// into each case's `interpretation`, written under `readings/<name>/`).
        #[arg(long = "ruleset", short = 'r', value_name = "NAME")]
        rulesets: Vec<String>,
        /// The scenario folder (default `scenarios/`).
        #[arg(long, value_name = "DIR")]
        scenarios: Option<PathBuf>,
    },
}

pub fn run(args: &Args) -> ExitCode {
    let SuiteCommand::Export {
        dir,
        rulesets,
        scenarios,
    } = &args.command;
    let scenarios = crate::sources::folder(
        scenarios
            .clone()
            .unwrap_or_else(|| conformance::repo_root().join("scenarios")),
    );
    match export(dir, rulesets, &scenarios) {
        Ok(n) => {
            println!(
                "suite export: {} cases ({} of other readings), {} perft tables, written to {}",
                n.cases,
                n.readings,
                n.perft,
                dir.display()
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("cargo xtask suite export: {e}");
            ExitCode::from(2)
        }
    }
}
