//! `cargo xtask diff --html DIR`: the run as static pages. `index.html` has the run's figures and the
//! findings grouped by kind as standard output groups them; each shrunk finding has a page with the board before and after the last move of its shrunk
//! line, the move, the oracle's answer and the engine's, the clause, and the replay command.

use super::compare::Difference;
use super::report::{Disagreement, Report};
use crate::html::{esc, figure, page, write};
use oracle::core::{AnyGame, Verdict};
use std::fmt::Write as _;
use std::path::Path;

/// Writes the report; returns the number of pages written. The index lists the findings as standard
/// output does, one row per kind (the finding that was shrunk, or that stood first past the shrinking
/// limit) with the games that showed the same kind beside it.
pub fn write_report(dir: &Path, report: &Report) -> Result<usize, String> {
    let mut rows = String::new();
    let mut pages = 1;
    let kinds: Vec<&Disagreement> = report
        .disagreements
        .iter()
        .filter(|d| d.same_as.is_none())
        .collect();
    for d in &kinds {
        let name = format!("game-{}.html", d.game);
        let body = finding_page(report, d);
        write(dir, &name, &page(&format!("diff: game {}", d.game), &body))?;
        pages += 1;
        let same: Vec<String> = report
            .disagreements
            .iter()
            .filter(|o| o.same_as == Some(d.game))
            .map(|o| o.game.to_string())
            .collect();
        let _ = writeln!(
            rows,
            "<tr><td><a href=\"{name}\">game {}</a></td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            d.game,
            esc(&d.labels.join("; ")),
            esc(&d.shrunk.difference.description),
            same.len() + 1,
            if same.is_empty() {
                "none".to_string()
            } else {
                format!("games {}", same.join(", "))
            }
        );
    }
    let mut body = String::new();
    let _ = writeln!(
        body,
        "<h1>{} against the oracle ({})</h1>\n<p class=\"{}\">{} disagreement{} in {} games, {} positions compared</p>",
        esc(&report.summary.engine_name),
        esc(&report.options.ruleset),
        if report.disagreements.is_empty() { "ok" } else { "fail" },
        report.disagreements.len(),
        if report.disagreements.len() == 1 { "" } else { "s" },
        report.summary.games_played,
        report.summary.positions
    );
    let _ = writeln!(
        body,
        "<dl><dt>engine</dt><dd><code>{}</code></dd><dt>seed</dt><dd>{}</dd><dt>switches</dt><dd>{}</dd></dl>",
        esc(&report.options.engine),
        report.options.seed,
        esc(&report.options.interpretation.join(", "))
    );
    if !rows.is_empty() {
        let _ = writeln!(
            body,
            "<h2>Findings: {} kind{}</h2>\n<p>Grouped as the summary groups them: each kind of difference, in the oracle's words, with the game whose finding was shrunk and the other games that showed the same kind.</p>\n<table><tr><th>finding</th><th>kind</th><th>after shrinking</th><th>games</th><th>the same kind in</th></tr>\n{rows}</table>",
            kinds.len(),
            if kinds.len() == 1 { "" } else { "s" }
        );
    }
    write(dir, "index.html", &page("diff report", &body))?;
    Ok(pages)
}

/// The oracle's game at the shrunk finding: the position before its last move, and the last move.
fn replay(report: &Report, d: &Disagreement) -> Result<(Box<dyn AnyGame>, Option<String>), String> {
    let interp: Vec<(String, String)> = report
        .options
        .interpretation
        .iter()
        .filter_map(|s| s.split_once('='))
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let ruleset = oracle::ruleset(&report.options.ruleset).map_err(|e| e.to_string())?;
    let mut game = ruleset
        .new_game(&d.shrunk.start, &interp)
        .map_err(|e| e.to_string())?;
    let (last, before) = match d.shrunk.moves.split_last() {
        Some((last, before)) => (Some(last.clone()), before),
        None => (None, &d.shrunk.moves[..]),
    };
    game.play_all(before).map_err(|e| e.to_string())?;
    Ok((game, last))
}

/// Moves in a line, `none` for none.
fn listed(moves: &[String]) -> String {
    if moves.is_empty() {
        "none".to_string()
    } else {
        moves.join(" ")
    }
}

/// A status with the clause it rests on, where one is given: `draw (fide/5.1)`.
fn with_clause(status: &str, clause: &Option<String>) -> String {
    match clause {
        Some(c) => format!("{status} ({c})"),
        None => status.to_string(),
    }
}

/// What each side answers, in words, and the clauses the oracle gives for it: the refusal of a move the
/// engine allows, or the clauses the oracle let a move the engine lacks through by.
fn answers(d: &Disagreement, after: &dyn AnyGame) -> (String, String, Option<String>) {
    let clause_of = |mv: &str| match after.explain(mv) {
        Verdict::Refused(r) => Some(format!("{mv}: {} ({})", r.message, r.clause)),
        _ => None,
    };
    let allowed_by = |mv: &str| {
        let trace = after.trace_position();
        let (_, clauses) = trace.moves.iter().find(|(m, _)| m == mv)?;
        let ids: Vec<String> = clauses.iter().map(|c| c.to_string()).collect();
        (!ids.is_empty()).then(|| format!("{mv} is legal by {}", ids.join(" ")))
    };
    match &d.shrunk.difference.difference {
        Difference::Moves { missing, extra } => {
            let mut engine = Vec::new();
            if !missing.is_empty() {
                engine.push(format!("lacks {}", listed(missing)));
            }
            if !extra.is_empty() {
                engine.push(format!(
                    "also lists {}, which the oracle refuses",
                    listed(extra)
                ));
            }
            let clause = match extra.first() {
                Some(m) => clause_of(m),
                None => missing.first().and_then(|m| allowed_by(m)),
            };
            (
                format!(
                    "{} legal moves; legal here and not listed by the engine: {}",
                    d.shrunk.oracle.moves.len(),
                    listed(missing)
                ),
                engine.join("; "),
                clause,
            )
        }
        Difference::Position { oracle, engine, .. } => (oracle.clone(), engine.clone(), None),
        Difference::Check { oracle, engine } => (
            format!("in check: {oracle}"),
            format!("in check: {engine}"),
            None,
        ),
        Difference::Status {
            oracle,
            engine,
            oracle_clause,
            engine_clause,
        } => (
            with_clause(oracle, oracle_clause),
            with_clause(engine, engine_clause),
            oracle_clause.clone(),
        ),
        Difference::Refused { message } => (
            "a position reached by legal moves".to_string(),
            format!("refused: {message}"),
            None,
        ),
    }
}

fn finding_page(report: &Report, d: &Disagreement) -> String {
    let mut body = String::new();
    let _ = writeln!(
        body,
        "<h1>Game {}: {}</h1>\n<p><a href=\"index.html\">back to the index</a></p>",
        d.game,
        esc(&d.shrunk.difference.description)
    );
    let (before, last) = match replay(report, d) {
        Ok(x) => x,
        Err(e) => {
            let _ = writeln!(
                body,
                "<p class=\"fail\">cannot replay the finding: {}</p>",
                esc(&e)
            );
            return body;
        }
    };
    let mut after = before.clone_box();
    let mut boards = String::new();
    if let Some(mv) = &last {
        boards.push_str(&figure(&format!("before {mv}"), before.as_ref(), None));
        if after.play(mv).is_err() {
            after = before.clone_box();
        }
    }
    let (oracle_says, engine_says, clause) = answers(d, after.as_ref());
    // The engine's extra move, drawn on the board after: refused, with its squares outlined.
    let tried = match &d.shrunk.difference.difference {
        Difference::Moves { extra, missing } => extra.first().or(missing.first()).cloned(),
        _ => None,
    };
    boards.push_str(&figure(
        &match &last {
            Some(mv) => format!("after {mv}: where they disagree"),
            None => "the start: where they disagree".to_string(),
        },
        after.as_ref(),
        tried.as_deref(),
    ));
    if let Difference::Position { engine, .. } = &d.shrunk.difference.difference {
        if let Ok(r) = oracle::ruleset(&report.options.ruleset) {
            if let Ok(g) = r.new_game(engine, &[]) {
                boards.push_str(&figure("the engine's position", g.as_ref(), None));
            }
        }
    }
    let _ = writeln!(
        body,
        "<dl><dt>kind</dt><dd>{}</dd><dt>move</dt><dd><code>{}</code></dd><dt>the oracle</dt><dd>{}</dd><dt>the engine</dt><dd class=\"fail\">{}</dd><dt>clause</dt><dd>{}</dd><dt>clauses exercised there</dt><dd>{}</dd><dt>shrunk line</dt><dd><code>{} {}</code>{}</dd></dl>",
        esc(d.shrunk.difference.difference.kind()),
        esc(last.as_deref().unwrap_or("(none)")),
        esc(&oracle_says),
        esc(&engine_says),
        esc(clause.as_deref().unwrap_or("(none named)")),
        esc(&if d.clauses.is_empty() {
            "(none recorded)".to_string()
        } else {
            d.clauses.join(" ")
        }),
        esc(&d.shrunk.start),
        esc(&d.shrunk.moves.join(" ")),
        if d.shrunk.complete { "" } else { " (shrinking stopped early)" }
    );
    let _ = writeln!(body, "<div class=\"boards\">\n{boards}</div>");
    let _ = writeln!(body, "<h2>Replay</h2>\n<pre>{}</pre>", esc(&d.replay));
    if let Some(file) = &d.scenario_file {
        let _ = writeln!(
            body,
            "<p>Scenario written to <code>{}</code>.</p>",
            esc(file)
        );
    }
    body
}
