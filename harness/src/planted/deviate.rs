//! What the oracle-based deviations share: the oracle's answer, the position's fields and status, and
//! the rewrites they make (a status set, a move added where the oracle refuses it by a given clause).

use super::bug::Seen;
use crate::engines::engine::{Answer, StatusScope};
use oracle::core::AnyGame;

/// The oracle's answer about a game's current position.
pub fn oracle_answer(game: &dyn AnyGame) -> Answer {
    Answer {
        moves: game.legal_moves(),
        position: Some(game.position()),
        check: Some(game.in_check()),
        status: Some((game.status().word(), StatusScope::Full)),
        clause: game.status().clause.map(|c| c.to_string()),
    }
}

/// Sets the answer's status word (and no clause: the planted engine names none for its own ends).
pub fn set_status(answer: &mut Answer, word: &str) {
    answer.status = Some((word.to_string(), StatusScope::Full));
    answer.clause = None;
}

impl Seen<'_> {
    /// The position text of the game.
    pub fn position(&self) -> String {
        self.game.position()
    }

    /// The clause of the game's status (empty while it goes on).
    pub fn status_clause(&self) -> String {
        self.game
            .status()
            .clause
            .map(|c| c.to_string())
            .unwrap_or_default()
    }

    /// Whether the game ended by the bug's (first) clause.
    pub fn ended_by_its_clause(&self) -> bool {
        self.status_clause() == self.clauses[0]
    }

    /// Whether the game is over.
    pub fn over(&self) -> bool {
        self.game.status().is_over()
    }
}

pub fn other_side(side: &str) -> &'static str {
    if side == "white" {
        "black"
    } else {
        "white"
    }
}

/// Adds `mv` to the answer's moves when the oracle refuses it with clause `refused_by`.
pub fn add_if_refused_by(game: &dyn AnyGame, answer: &mut Answer, mv: &str, refused_by: &str) {
    if let oracle::core::Verdict::Refused(rejection) = game.explain(mv) {
        if rejection.clause.to_string() == refused_by && !answer.moves.iter().any(|m| m == mv) {
            answer.moves.push(mv.to_string());
            answer.moves.sort();
        }
    }
}

/// The squares of the board of the game's ruleset, read with its text form, and whether a piece stands
/// on each.
fn squares_with_pieces(game: &dyn AnyGame) -> (Vec<String>, Vec<String>) {
    let Some(form) = crate::cases::text_form::text_form(game.slug()) else {
        return (Vec::new(), Vec::new());
    };
    let position = game.position();
    let mut all = Vec::new();
    let mut occupied = Vec::new();
    for rank in 1..=form.ranks {
        for file in form.files.chars() {
            let sq = format!("{file}{rank}");
            if form.piece(&position, &sq).is_ok_and(|p| p.is_some()) {
                occupied.push(sq.clone());
            }
            all.push(sq);
        }
    }
    (all, occupied)
}

/// Adds every move from an occupied square to any square (coordinate form, no promotion or void
/// suffix) that the oracle refuses by `clause`: the moves an engine that forgot that rule allows.
pub fn add_all_refused_by(game: &dyn AnyGame, answer: &mut Answer, clause: &str) {
    if game.status().is_over() {
        return;
    }
    let (all, occupied) = squares_with_pieces(game);
    for from in &occupied {
        for to in &all {
            add_if_refused_by(game, answer, &format!("{from}{to}"), clause);
        }
    }
}

/// The deviation of a bug that forgets the rule of its (first) clause: every move the oracle refuses
/// by it is allowed.
pub fn forgets_its_rule(seen: &Seen, answer: &mut Answer) {
    add_all_refused_by(seen.game, answer, seen.clauses[0]);
}

/// The deviation of a bug that misses the game's end by its (first) clause: the game goes on.
pub fn misses_its_end(seen: &Seen, answer: &mut Answer) {
    end_as(seen, answer, "ongoing");
}

/// Where the game ended by the bug's (first) clause, the status `word` instead of the oracle's.
pub fn end_as(seen: &Seen, answer: &mut Answer, word: &str) {
    if seen.ended_by_its_clause() {
        set_status(answer, word);
    }
}

/// The number of pieces in a position text's placement field (`placement`: its index).
pub fn piece_count(position: &str, placement: usize) -> usize {
    let field = position.split_whitespace().nth(placement).unwrap_or("");
    field.chars().filter(|c| c.is_ascii_alphabetic()).count()
}
