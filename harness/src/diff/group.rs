//! Findings grouped by kind: one engine bug shows in many games (a dropped castling move in every game
//! that reaches a castling position), and each of them need not be shrunk. A finding's labels name the
//! kind of difference and, in the oracle's words, what differs (the shape of a move the engine lacks, the
//! clause that refuses a move it allows, the status clauses, the position field). A finding none of whose
//! labels is new is "the same as" the earlier finding that first had one of them, and is not shrunk.

use super::compare::Difference;
use super::game::{Finding, Plan};
use oracle::core::AnyGame;
use std::collections::BTreeMap;

/// The shape of a move in the notation for people: the piece, capture, promotion, en passant,
/// castling; without squares (`Nbxd7+` is `Nx`, `exd6 e.p.` is `Px e.p.`, `e8=Q` is `P=Q`).
pub fn move_shape(san: &str) -> String {
    let san = san.trim_end_matches(['+', '#', '!', '?']);
    if san.starts_with("O-O") || san.starts_with("0-0") {
        return san.replace('0', "O");
    }
    let mut shape = String::new();
    match san.chars().next() {
        Some(c) if c.is_ascii_uppercase() => shape.push(c),
        _ => shape.push('P'),
    }
    if san.contains('x') || san.contains(':') {
        shape.push('x');
    }
    if let Some((_, promoted)) = san.split_once('=') {
        shape.push('=');
        shape.extend(promoted.chars().take_while(|c| c.is_ascii_alphabetic()));
    }
    if san.contains("e.p") {
        shape.push_str(" e.p.");
    }
    shape
}

/// The labels of a finding at the position where it was first seen.
pub fn labels(plan: &Plan, f: &Finding) -> Vec<String> {
    labels_at(plan, &f.start, &f.moves, &f.difference)
}

/// The labels of a difference after `moves` from `start`.
pub fn labels_at(
    plan: &Plan,
    start: &str,
    moves: &[String],
    difference: &Difference,
) -> Vec<String> {
    labels_in(plan.replay(start, moves).ok().as_deref(), difference)
}

/// The labels of a difference at the current position of `game` (`None`: a line the oracle cannot play).
pub fn labels_in(game: Option<&dyn AnyGame>, difference: &Difference) -> Vec<String> {
    let mut out = Vec::new();
    match difference {
        Difference::Moves { missing, extra } => {
            let san: BTreeMap<String, String> = game
                .map(|g| g.legal_moves_with_san().into_iter().collect())
                .unwrap_or_default();
            for m in missing {
                let shape = san.get(m).map_or_else(|| m.clone(), |s| move_shape(s));
                out.push(format!("lacks legal {shape}"));
            }
            for m in extra {
                let why = match game.and_then(|g| g.explain(m).refusal()) {
                    Some(rejection) => format!("refused by {}", rejection.clause),
                    None => "not a move here".to_string(),
                };
                out.push(format!("allows a move {why}"));
            }
        }
        Difference::Check { oracle, engine } => {
            out.push(format!("check {engine} where the oracle says {oracle}"))
        }
        Difference::Status {
            oracle,
            engine,
            oracle_clause,
            engine_clause,
        } => out.push(format!(
            "status {engine}{} where the oracle says {oracle}{}",
            engine_clause
                .as_ref()
                .map_or(String::new(), |c| format!(" ({c})")),
            oracle_clause
                .as_ref()
                .map_or(String::new(), |c| format!(" ({c})"))
        )),
        Difference::Position { fields, .. } => {
            for f in fields {
                out.push(format!("position: the {} field differs", f.field));
            }
        }
        Difference::Refused { .. } => out.push("refuses a legal line".into()),
    }
    out.sort();
    out.dedup();
    out
}

/// Labels every finding (sorted by game) and marks which to shrink: the first of each new kind, at most
/// `limit` of them. The others get `same_as` (the game of the first finding with one of their labels)
/// or, past the limit, stay unshrunk. Returns the indices to shrink.
pub fn group(plan: &Plan, findings: &mut [Finding], limit: u64) -> Vec<usize> {
    let mut owner: BTreeMap<String, u64> = BTreeMap::new();
    let mut chosen = Vec::new();
    for (i, f) in findings.iter_mut().enumerate() {
        f.labels = labels(plan, f);
        let new = f.labels.iter().any(|l| !owner.contains_key(l));
        if new && (chosen.len() as u64) < limit {
            chosen.push(i);
            for l in &f.labels {
                owner.entry(l.clone()).or_insert(f.game);
            }
        } else if !new {
            f.same_as = f.labels.iter().find_map(|l| owner.get(l).copied());
        }
    }
    chosen
}

#[cfg(test)]
mod tests {
    use super::move_shape;

    #[test]
    fn move_shapes_drop_the_squares() {
        assert_eq!(move_shape("Nbxd7+"), "Nx");
        assert_eq!(move_shape("exd6 e.p."), "Px e.p.");
        assert_eq!(move_shape("e8=Q#"), "P=Q");
        assert_eq!(move_shape("O-O-O"), "O-O-O");
        assert_eq!(move_shape("e4"), "P");
        assert_eq!(move_shape("Kf1"), "K");
    }
}
