//! `cargo xtask matrix [--html DIR] [--json FILE]`: the compatibility matrix. Every engine known here
//! (the presets) against every ruleset it plays: the rule cases passed, failed and not answered per
//! clause (`cargo xtask check --engine`), and the disagreements of a short differential run (`cargo xtask
//! diff`); then the planted bugs, each with the cases that catch it. `page.rs` draws it as one page in
//! the manner of wpt.fyi and Bowtie's reports (rows the clauses by Article, columns the engines, cells
//! coloured, each failure linking to a page with the case's boards); `--json` writes the same data.

mod data;
pub mod page;

use crate::check_engine::{self, Options as CheckOptions};
use crate::diff::config::config;
use crate::diff::runner::run as run_diff;
use crate::diff::Options as DiffOptions;
use crate::presets::Catalog;
pub use data::{Column, Matrix, PlantedRow};
use std::time::Duration;

/// What the matrix runs.
#[derive(Debug, Clone)]
pub struct Options {
    /// Games of the short differential run per engine and ruleset (0: none).
    pub games: u64,
    /// Only these engines (every one the catalog names when empty).
    pub engines: Vec<String>,
    /// Leave out the planted bugs' table.
    pub no_planted: bool,
}

fn diff_run(
    catalog: &Catalog,
    engine: &str,
    ruleset: &str,
    games: u64,
) -> Result<(u64, u64, Vec<String>, usize), String> {
    let options = DiffOptions {
        ruleset: ruleset.to_string(),
        engine: engine.to_string(),
        seed: 1,
        max_plies: 80,
        shrink_findings: 5,
        shrink_time: "20".to_string(),
        quiet: true,
        games,
        ..DiffOptions::default()
    };
    let slug = oracle::ruleset(ruleset).map_err(|e| e.to_string())?;
    let c = config(catalog, &options, slug)?;
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

/// Runs the matrix: every engine of `catalog` (those of `args.engines` when given) against every
/// ruleset it plays, then the planted bugs.
pub fn build(catalog: &Catalog, args: &Options) -> Matrix {
    let mut columns = Vec::new();
    for (name, rulesets) in catalog
        .named()
        .into_iter()
        .filter(|(n, _)| args.engines.is_empty() || args.engines.iter().any(|e| e == n))
    {
        for ruleset in rulesets {
            eprintln!("matrix: {name} against {ruleset}");
            let mut col = Column {
                engine: name.to_string(),
                ruleset: ruleset.to_string(),
                unavailable: None,
                cases: Vec::new(),
                counts: (0, 0, 0),
                diff_games: 0,
                diff_positions: 0,
                disagreements: Vec::new(),
                engine_faults: 0,
            };
            let spec = catalog.spec(name);
            let checked = spec.as_ref().map_err(String::clone).and_then(|spec| {
                check_engine::run(name, spec, &[ruleset.to_string()], &CheckOptions::default())
            });
            match checked {
                Ok(o) => {
                    col.counts = o.counts();
                    col.cases = o.cases;
                }
                Err(e) => col.unavailable = Some(e),
            }
            if col.unavailable.is_none() && args.games > 0 {
                match diff_run(catalog, name, ruleset, args.games) {
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
        let spec = crate::presets::EngineSpec::Planted(p);
        let failed_cases = match check_engine::run(
            &engine,
            &spec,
            &[p.ruleset.to_string()],
            &CheckOptions::default(),
        ) {
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

#[cfg(test)]
mod tests {
    use super::{build, page, Options};
    use crate::presets::Catalog;

    /// shakmaty's Antichess reads a stalemate as lichess does (the stalemated side wins), the suicide
    /// base as FICS does (fewer pieces wins, equal is a draw): the matrix shows those cases failed, in a
    /// red cell of clause B.9, each linking to a page with the board.
    #[test]
    fn a_differing_reading_shows_as_a_red_cell_linking_to_its_boards() {
        let args = Options {
            games: 0,
            engines: vec!["shakmaty".into()],
            no_planted: true,
        };
        let m = build(&Catalog::new(), &args);
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
