//! The command line of `cargo xtask matrix [--html DIR] [--json FILE]`: the compatibility matrix
//! ([`harness::matrix::build`]) of every engine known here, printed a line a column, written as JSON and
//! as pages.

use harness::matrix::{build, page, Options};
use std::path::PathBuf;
use std::process::ExitCode;

/// The options of `cargo xtask matrix`.
#[derive(clap::Args, Debug, Clone)]
pub struct Args {
    /// Write the page here (`index.html`, a page per failed case).
    #[arg(long, value_name = "DIR")]
    pub html: Option<PathBuf>,
    /// Write the matrix as JSON here.
    #[arg(long, value_name = "FILE")]
    pub json: Option<PathBuf>,
    /// Games of the short differential run per engine and ruleset (0: none).
    #[arg(long, default_value_t = 10)]
    pub games: u64,
    /// Only these engines (repeatable; every preset when none is given).
    #[arg(long = "engine", value_name = "PRESET")]
    pub engines: Vec<String>,
    /// Leave out the planted bugs' table.
    #[arg(long)]
    pub no_planted: bool,
}

/// `cargo xtask matrix`.
pub fn run(args: &Args) -> ExitCode {
    let options = Options {
        games: args.games,
        engines: args.engines.clone(),
        no_planted: args.no_planted,
    };
    let m = build(&crate::catalog::catalog(), &options);
    for c in &m.columns {
        let (p, f, n) = c.counts;
        match &c.unavailable {
            Some(why) => println!("{:<16} {:<13} not available: {why}", c.engine, c.ruleset),
            None => println!(
                "{:<16} {:<13} {p:>4} passed {f:>3} failed {n:>3} not answered; diff: {} games, {} disagreements",
                c.engine,
                c.ruleset,
                c.diff_games,
                c.disagreements.len()
            ),
        }
    }
    if !m.planted.is_empty() {
        let caught = m
            .planted
            .iter()
            .filter(|p| !p.failed_cases.is_empty())
            .count();
        println!(
            "planted bugs caught by the rule cases alone: {caught} of {}",
            m.planted.len()
        );
    }
    if let Some(path) = &args.json {
        let text = serde_json::to_string_pretty(&m).unwrap_or_default();
        if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            let _ = std::fs::create_dir_all(parent);
        }
        if let Err(e) = std::fs::write(path, text + "\n") {
            eprintln!("cargo xtask matrix: cannot write {}: {e}", path.display());
            return ExitCode::from(2);
        }
    }
    if let Some(dir) = &args.html {
        match page::write_pages(dir, &m) {
            Ok(n) => println!("matrix: {} ({n} pages)", dir.join("index.html").display()),
            Err(e) => {
                eprintln!("cargo xtask matrix: {e}");
                return ExitCode::from(2);
            }
        }
    }
    ExitCode::SUCCESS
}
