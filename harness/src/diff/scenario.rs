//! A shrunk disagreement written as a YAML scenario that asserts the oracle's answer (the engine's answer
//! in a comment, the clause the oracle applied), and the one-line command that replays it.

use super::compare::Difference;
use super::game::{Finding, Plan};
use crate::cases::text_form::{text_form, Tiles};
use crate::html::shell_word;

/// Quotes a string for YAML (double-quoted form).
fn q(s: &str) -> String {
    serde_json::to_string(s).unwrap_or_else(|_| format!("\"{s}\""))
}

/// The command that replays a sequence against the engine.
pub fn replay_command(
    plan: &Plan,
    engine_spec: &str,
    uci_options: &[(String, String)],
    start: &str,
    moves: &[String],
) -> String {
    let mut cmd = format!(
        "cargo xtask diff --ruleset {} --engine {}",
        plan.ruleset.slug(),
        shell_word(engine_spec)
    );
    for (k, v) in uci_options {
        cmd.push_str(&format!(
            " --uci-option {}",
            shell_word(&format!("{k}={v}"))
        ));
    }
    for (k, v) in &plan.interpretation {
        cmd.push_str(&format!(
            " --interpretation {}",
            shell_word(&format!("{k}={v}"))
        ));
    }
    cmd.push_str(&format!(" --start {}", shell_word(start)));
    cmd.push_str(&format!(" --moves {}", shell_word(&moves.join(" "))));
    cmd
}

/// The clause a difference of `kind` is about in `slug`, where the oracle's answer names none (it names
/// a clause for a refused move and for a game's end): the rule of the ruleset that the legal moves, check
/// or the position there rest on. The clause tally of a run can name more precise ones.
pub fn clause_of_kind(slug: &str, kind: &str) -> Option<&'static str> {
    let (moves, check) = match slug {
        "fide" => ("fide/2", "fide/4.1.1"),
        "suicide" => ("suicide-void/B.2", "suicide-void/B.3"),
        "suicide-void" => ("suicide-void/B.2", "suicide-void/P.1"),
        "void-chess" => ("void-chess/10.1", "void-chess/7.1"),
        "minnaar" => ("minnaar/6.2", "minnaar/5.8"),
        "circular" => ("circular/4.1", "circular/13.1"),
        _ => return None,
    };
    Some(if kind == "check" { check } else { moves })
}

/// What a position difference asserts: the squares whose piece or tile the engine got wrong (`pieces`,
/// `tiles`, read with the ruleset's text form), the side to move, and the whole position only where
/// another field differs (the castling rights, the counters...).
fn position_checks(
    slug: &str,
    oracle: &str,
    engine: &str,
    fields: &[super::fields::FieldDifference],
) -> Vec<String> {
    let Some(form) = text_form(slug) else {
        return vec![format!("    position: {}", q(oracle))];
    };
    let (mut pieces, mut tiles) = (Vec::new(), Vec::new());
    for rank in 1..=form.ranks {
        for file in form.files.chars() {
            let sq = format!("{file}{rank}");
            let piece = |p: &str| form.piece(p, &sq);
            if let (Ok(o), e) = (piece(oracle), piece(engine)) {
                if e.as_ref() != Ok(&o) {
                    let words = o.unwrap_or_else(|| "empty".into());
                    pieces.push(format!("{sq}: {}", q(&words)));
                }
            }
            if form.tiles.is_some() {
                if let (Ok(o), e) = (form.tile(oracle, &sq), form.tile(engine, &sq)) {
                    if e.as_ref() != Ok(&o) {
                        tiles.push(format!("{sq}: {o}"));
                    }
                }
            }
        }
    }
    let mut out = Vec::new();
    if !tiles.is_empty() {
        out.push(format!("    tiles: {{{}}}", tiles.join(", ")));
    }
    if !pieces.is_empty() {
        out.push(format!("    pieces: {{{}}}", pieces.join(", ")));
    }
    let side = form.fields.get(form.side).copied();
    for d in fields {
        if Some(d.field.as_str()) == side {
            if let Ok(s) = form.side_to_move(oracle) {
                out.push(format!("    to_move: {s}"));
            }
        }
    }
    let on_squares = |f: &str| {
        Some(f) == side
            || f == form.fields[form.placement]
            || matches!(&form.tiles, Some(Tiles::Grid { field, .. } | Tiles::Square { field, .. }) if form.fields.get(*field) == Some(&f))
    };
    if out.is_empty() || fields.iter().any(|d| !on_squares(&d.field)) {
        out.push(format!("    position: {}", q(oracle)));
    }
    out
}

/// The scenario text for a finding, in the format of `scenarios/README.md`: the moves as `play` steps,
/// then a step asserting the oracle's answer where the engine differs. It names the clauses at the
/// difference, so that `cargo xtask check` takes it as it is.
pub fn scenario(plan: &Plan, engine_name: &str, replay: &str, f: &Finding) -> String {
    let slug = plan.ruleset.slug();
    let game = plan.replay(&f.shrunk_start, &f.shrunk_moves).ok();
    let mut clauses: Vec<String> = Vec::new();
    let mut checks: Vec<String> = Vec::new();
    match &f.shrunk_difference {
        Difference::Moves { missing, extra } => {
            if !missing.is_empty() {
                // The clauses the oracle let each missing move through by: the rule the engine lacks.
                if let Some(g) = &game {
                    for (m, cs) in g.trace_position().moves {
                        if missing.contains(&m) {
                            clauses.extend(cs.iter().map(|c| c.to_string()));
                        }
                    }
                }
                let missing: Vec<String> = missing.iter().map(|m| q(m)).collect();
                checks.push(format!("    legal: [{}]", missing.join(", ")));
            }
            if !extra.is_empty() {
                let mut refused = Vec::new();
                for m in extra {
                    // A move text the oracle cannot read is left to the `moves:` list.
                    if let Some(rejection) = game.as_ref().and_then(|g| g.explain(m).refusal()) {
                        let c = rejection.clause.to_string();
                        refused.push(format!("{}: {}", q(m), q(&c)));
                        clauses.push(c);
                    }
                }
                if !refused.is_empty() {
                    checks.push(format!("    illegal: {{{}}}", refused.join(", ")));
                }
            }
            let moves: Vec<String> = f.oracle.moves.iter().map(|m| q(m)).collect();
            checks.push(format!("    moves: [{}]", moves.join(", ")));
        }
        Difference::Check { oracle, .. } => checks.push(format!("    check: {oracle}")),
        Difference::Status { oracle, .. } => match &f.oracle.clause {
            Some(c) => {
                checks.push(format!(
                    "    status: {{outcome: {oracle}, clause: {}}}",
                    q(c)
                ));
                clauses.push(c.clone());
            }
            None => checks.push(format!("    status: {oracle}")),
        },
        Difference::Position { engine, fields, .. } => {
            let lines = position_checks(slug, &f.oracle.position, engine, fields);
            // A Void Chess tile the engine got wrong: the clause of that state.
            for (state, clause) in [("unstable", "void-chess/2.3"), ("void", "void-chess/2.4")] {
                let tile = |l: &String| l.starts_with("    tiles:") && l.contains(state);
                if slug == "void-chess" && lines.iter().any(tile) {
                    clauses.push(clause.to_string());
                }
            }
            checks.extend(lines)
        }
        Difference::Refused { .. } => {
            checks.push(format!("    moves: [{}]", f.oracle.moves.join(", ")))
        }
    }
    if clauses.is_empty() {
        clauses.extend(clause_of_kind(slug, f.shrunk_difference.kind()).map(str::to_string));
    }
    clauses.sort();
    clauses.dedup();

    let mut out = String::new();
    out.push_str(&format!(
        "# Found by `cargo xtask diff` against {engine_name} (seed {}, game {}); shrunk from {} to {} plies.\n",
        plan.seed,
        f.game,
        f.moves.len(),
        f.shrunk_moves.len()
    ));
    out.push_str(&format!(
        "# The engine's answer: {}\n",
        f.shrunk_difference.describe().replace('\n', " ")
    ));
    out.push_str(&format!("# Replay: {replay}\n"));
    out.push_str(&format!("ruleset: {slug}\n"));
    let after = if f.shrunk_moves.is_empty() {
        "at the start".to_string()
    } else {
        format!("after {}", f.shrunk_moves.join(" "))
    };
    out.push_str(&format!(
        "title: {}\n",
        q(&format!(
            "The oracle's {} {after} (an engine disagreed)",
            match f.shrunk_difference.kind() {
                "moves" | "refused" => "legal moves",
                "check" => "check",
                "status" => "status",
                _ => "position",
            }
        ))
    ));
    let quoted: Vec<String> = clauses.iter().map(|c| q(c)).collect();
    out.push_str(&format!("clauses: [{}]\n", quoted.join(", ")));
    if !plan.interpretation.is_empty() {
        out.push_str("interpretation:\n");
        for (k, v) in &plan.interpretation {
            out.push_str(&format!("  {k}: {}\n", q(v)));
        }
    }
    if f.shrunk_start == "startpos" {
        out.push_str("start: startpos\n");
    } else {
        out.push_str(&format!("start: {}\n", q(&f.shrunk_start)));
    }
    out.push_str("steps:\n");
    for m in &f.shrunk_moves {
        out.push_str(&format!("  - play: {}\n", q(m)));
    }
    out.push_str(&format!(
        "  - note: {}\n",
        q(&format!("the engine: {}", f.shrunk_difference.describe()))
    ));
    for line in checks {
        out.push_str(&line);
        out.push('\n');
    }
    out
}
