//! What the interaction bugs read and rewrite: the last move, read off the position before it and its
//! coordinate text; a position edited square by square (`crate::interactions::edit`, which keeps
//! Circular's Pawn marks) and the oracle's word on it; a status with its clause.

use crate::engines::engine::{Answer, StatusScope};
use crate::interactions::edit::{cell, with_cell};
use crate::interactions::signature::promotes;
use crate::planted::bug::Seen;

/// The last move of a game: the position before it, its text, and what stood where.
pub struct Last {
    pub before: String,
    pub mv: String,
    pub from: String,
    pub to: String,
    /// The moving piece's cell before the move (`P`, `k`, `P+`...).
    pub piece: String,
    /// What stood on `to` before (`""` nothing).
    pub target: String,
}

impl Last {
    /// The last move of `seen`'s game, if it was a move of a piece (not a pass or a placement).
    pub fn of(seen: &Seen) -> Option<Last> {
        let (prev, mv) = seen.before?;
        let squares: Vec<&str> = crate::expectations::squares_of(mv.split('@').next()?);
        let (from, to) = (*squares.first()?, *squares.last()?);
        let before = prev.position();
        Some(Last {
            piece: cell(&before, from)?,
            target: cell(&before, to)?,
            from: from.to_string(),
            to: to.to_string(),
            mv: mv.to_string(),
            before,
        })
    }

    /// The piece's kind letter, lower case.
    pub fn kind(&self) -> char {
        self.piece
            .chars()
            .next()
            .unwrap_or('.')
            .to_ascii_lowercase()
    }

    /// Whether the mover is White (an upper-case piece).
    pub fn white(&self) -> bool {
        self.piece.starts_with(|c: char| c.is_ascii_uppercase())
    }

    /// A Pawn's move to another file onto an empty square: en passant.
    pub fn en_passant(&self) -> bool {
        self.kind() == 'p'
            && self.from.as_bytes()[0] != self.to.as_bytes()[0]
            && self.target.is_empty()
    }

    /// The square of the Pawn taken en passant: the landing square's file, the start square's rank.
    pub fn victim(&self) -> String {
        format!("{}{}", &self.to[..1], &self.from[1..])
    }

    /// A capture: something stood on the landing square, or en passant.
    pub fn captures(&self) -> bool {
        !self.target.is_empty() || self.en_passant()
    }

    pub fn promotes(&self) -> bool {
        promotes(&self.mv)
    }

    /// A King's move of two files along its rank: castling.
    pub fn castling(&self) -> bool {
        self.kind() == 'k'
            && self.from[1..] == self.to[1..]
            && self.from.as_bytes()[0].abs_diff(self.to.as_bytes()[0]) == 2
    }

    /// The square the castling Rook lands on: the one the King passed over.
    pub fn castling_rook(&self) -> String {
        let (f, t) = (self.from.as_bytes()[0], self.to.as_bytes()[0]);
        format!("{}{}", ((f + t) / 2) as char, &self.to[1..])
    }
}

/// Whether the side to move is in check in `position` (a position of `slug`, as the oracle reads it);
/// `None` where the oracle refuses the text.
pub fn in_check(slug: &str, position: &str) -> Option<bool> {
    let game = oracle::ruleset(slug).ok()?.new_game(position, &[]).ok()?;
    Some(game.in_check())
}

/// `position` with `square` emptied.
pub fn without(position: &str, square: &str) -> Option<String> {
    with_cell(position, square, "")
}

/// `position` with `value` on `square`.
pub fn with(position: &str, square: &str, value: &str) -> Option<String> {
    with_cell(position, square, value)
}

/// The answer's check, where the engine would not see it: the side to move is in check, but not in
/// `position` (the position as the engine judges it).
pub fn miss_check_unless(seen: &Seen, answer: &mut Answer, position: Option<String>) {
    let Some(judged) = position else { return };
    if seen.game.in_check() && in_check(seen.game.slug(), &judged) == Some(false) {
        answer.check = Some(false);
    }
}

/// Sets the status word and the clause the engine names for it.
pub fn set_status(answer: &mut Answer, word: &str, clause: &str) {
    answer.status = Some((word.to_string(), StatusScope::Full));
    answer.clause = Some(clause.to_string());
}

/// A move-count rule tested before checkmate: where the game ends by `mate` with the halfmove count
/// at `limit` or more, the engine calls it a draw by the count's clause `rule`.
pub fn count_before_checkmate(
    seen: &Seen,
    answer: &mut Answer,
    mate: &str,
    limit: u32,
    rule: &str,
) {
    let position = seen.position();
    let count = field(&position, 4).and_then(|h| h.parse::<u32>().ok());
    if seen.status_clause() == mate && count >= Some(limit) {
        set_status(answer, "draw", rule);
    }
}

/// A position text's field `i`.
pub fn field(position: &str, i: usize) -> Option<&str> {
    position.split_whitespace().nth(i)
}
