//! `cargo xtask matrix [--html DIR] [--json FILE]`: the compatibility matrix. Every engine known here
//! (the presets) against every ruleset it plays: the rule cases passed, failed and not answered per
//! clause (`cargo xtask check --engine`), and the disagreements of a short differential run (`cargo xtask
//! diff`); then the planted bugs, each with the cases that catch it. `page.rs` draws it as one page in
//! the manner of wpt.fyi and Bowtie's reports (rows the clauses by Article, columns the engines, cells
//! coloured, each failure linking to a page with the case's boards); `--json` writes the same data.

mod data;
mod page;

use crate::check_engine::{self, Options as CheckOptions};
use crate::diff::cli::{config, Options as DiffOptions};
use crate::diff::runner::run as run_diff;
use crate::presets::PRESETS;
pub use data::{Column, Matrix, PlantedRow};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

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

fn diff_run(
    engine: &str,
    ruleset: &str,
    games: u64,
) -> Result<(u64, u64, Vec<String>, usize), String> {
    let words = [
        "diff",
        "--ruleset",
        ruleset,
        "--engine",
        engine,
        "--seed",
        "1",
        "--max-plies",
        "80",
        "--shrink-findings",
        "5",
        "--shrink-time",
        "20",
        "--quiet",
        "--games",
    ];
    let games = games.to_string();
    let options = DiffOptions::try_parse_from(words.iter().copied().chain([games.as_str()]))
        .map_err(|e| e.to_string())?;
    let slug = oracle::ruleset(ruleset).map_err(|e| e.to_string())?;
    let c = config(&options, slug)?;
    let summary = run_diff(&c, Duration::from_secs(3600), &mut |_| {})?;
    let lines = summary
        .findings
        .iter()
        .filter(|f| f.same_as.is_none())
        .map(|f| format!("game {}: {}", f.game, f.shrunk_difference.describe()))
        .collect();
    Ok((
        summary.games_played,
        summary.positions,
        lines,
        summary.faults.len(),
    ))
}

/// Runs the matrix.
pub fn build(args: &Args) -> Matrix {
    let mut columns = Vec::new();
    for preset in PRESETS
        .iter()
        .filter(|p| args.engines.is_empty() || args.engines.iter().any(|e| e == p.name))
    {
        for (ruleset, _) in preset.rulesets {
            eprintln!("matrix: {} against {ruleset}", preset.name);
            let mut col = Column {
                engine: preset.name.to_string(),
                ruleset: ruleset.to_string(),
                unavailable: None,
                cases: Vec::new(),
                counts: (0, 0, 0),
                diff_games: 0,
                diff_positions: 0,
                disagreements: Vec::new(),
                engine_faults: 0,
            };
            match check_engine::run(
                preset.name,
                &[ruleset.to_string()],
                &CheckOptions::default(),
            ) {
                Ok(o) => {
                    col.counts = o.counts();
                    col.cases = o.cases;
                }
                Err(e) => col.unavailable = Some(e),
            }
            if col.unavailable.is_none() && args.games > 0 {
                match diff_run(preset.name, ruleset, args.games) {
                    Ok((g, p, d, f)) => {
                        (
                            col.diff_games,
                            col.diff_positions,
                            col.disagreements,
                            col.engine_faults,
                        ) = (g, p, d, f)
                    }
                    Err(e) => col
                        .disagreements
                        .push(format!("the diff could not run: {e}")),
                }
            }
            columns.push(col);
        }
    }
    let mut planted = Vec::new();
    for p in crate::planted::all().filter(|_| !args.no_planted) {
        let engine = format!("planted:{}", p.name);
        let failed_cases =
            match check_engine::run(&engine, &[p.ruleset.to_string()], &CheckOptions::default()) {
                Ok(o) => o
                    .cases
                    .into_iter()
                    .filter(|c| c.verdict == "failed")
                    .map(|c| c.id)
                    .collect(),
                Err(e) => vec![format!("(could not run: {e})")],
            };
        planted.push(PlantedRow {
            name: p.name.to_string(),
            ruleset: p.ruleset.to_string(),
            kind: p.kind.word().to_string(),
            clauses: p.clauses.iter().map(|c| c.to_string()).collect(),
            description: p.description.to_string(),
            failed_cases,
        });
    }
    Matrix {
        commit: crate::suite_export::commit(),
        columns,
        planted,
    }
}

/// `cargo xtask matrix`.
pub fn run(args: &Args) -> ExitCode {
    let m = build(args);
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

#[cfg(test)]
mod tests {
    use super::{build, page, Args};

    /// shakmaty's Antichess reads a stalemate as lichess does (the stalemated side wins), the suicide
    /// base as FICS does (fewer pieces wins, equal is a draw): the matrix shows those cases failed, in a
    /// red cell of clause B.9, each linking to a page with the board.
    #[test]
    fn a_differing_reading_shows_as_a_red_cell_linking_to_its_boards() {
        let args = Args {
            html: None,
            json: None,
            games: 0,
            engines: vec!["shakmaty".into()],
            no_planted: true,
        };
        let m = build(&args);
        assert_eq!(m.columns.len(), 2);
        let suicide = m
            .columns
            .iter()
            .find(|c| c.ruleset == "suicide")
            .expect("a column");
        assert!(suicide.counts.1 >= 1, "{:?}", suicide.counts);
        let dir = std::env::temp_dir().join(format!("xtask-matrix-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let pages = page::write_pages(&dir, &m).expect("the pages");
        assert_eq!(pages, suicide.counts.1 + 1);
        let index = std::fs::read_to_string(dir.join("index.html")).unwrap();
        let b9 = index.find("B.9 <span").expect("the row of B.9");
        let row = &index[b9..b9 + index[b9..].find("</tr>").unwrap()];
        assert!(
            row.contains("cell fail") && row.contains("fail-shakmaty-suicide-b9"),
            "{row}"
        );
        let failure = std::fs::read_dir(&dir)
            .unwrap()
            .flatten()
            .find(|e| e.file_name().to_string_lossy().starts_with("fail-"))
            .expect("a failure page");
        let text = std::fs::read_to_string(failure.path()).unwrap();
        assert!(
            text.contains("<svg") && text.contains("the engine: white-wins"),
            "{text}"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
