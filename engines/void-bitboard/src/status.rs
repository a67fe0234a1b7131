//! Article 9 — the end of the game, in the order of the register entry VC-9-precedence: a King stranded
//! on an unstable tile (7.3, destroyed: 6.4, 9.2), 9.1, 9.3, 9.4, 9.7, 9.8, 9.5, 9.6.

use crate::attacks::{in_check, king_must_move};
use crate::board::{dilate, squares, Mask, BOARD, TABLES};
use crate::moves::{pseudo_legal, EN_PASSANT};
use crate::play::make;
use crate::position::*;
use crate::rules::{has_legal_move, king_safe, legal_moves};

/// How the game stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Status {
    /// `ongoing`, `white-wins`, `black-wins` or `draw`.
    pub word: &'static str,
    /// The clause that ended the game.
    pub clause: Option<&'static str>,
    /// A sentence for people (empty while ongoing).
    pub reason: String,
}

impl Status {
    fn ongoing() -> Status {
        Status {
            word: "ongoing",
            clause: None,
            reason: String::new(),
        }
    }

    fn win(loser: Color, clause: &'static str, reason: String) -> Status {
        Status {
            word: if loser == WHITE {
                "black-wins"
            } else {
                "white-wins"
            },
            clause: Some(clause),
            reason,
        }
    }

    fn draw(clause: &'static str, reason: impl Into<String>) -> Status {
        Status {
            word: "draw",
            clause: Some(clause),
            reason: reason.into(),
        }
    }

    /// The game has ended.
    pub fn is_over(&self) -> bool {
        self.word != "ongoing"
    }
}

/// The status after `history` (the start first, the current position last; never empty).
pub fn status(history: &[Position]) -> Status {
    let Some(pos) = history.last() else {
        return Status::ongoing();
    };
    let side = pos.side;
    let word = color_word(side);
    let has_move = has_legal_move(pos);
    if !has_move && king_must_move(pos) {
        // 7.3: the King on an unstable tile cannot escape; the Janitor destroys it (6.4) and 9.2 ends the game.
        return Status::win(
            side,
            "void-chess/9.2",
            format!(
                "the {word} King stands on an unstable tile with no legal move to escape; the Void Janitor \
                 destroys it (6.4, 7.3)"
            ),
        );
    }
    if !has_move {
        if in_check(pos, side) {
            return Status::win(side, "void-chess/9.1", format!("{word} is checkmated"));
        }
        if void_trap(pos) {
            return Status::win(
                side,
                "void-chess/9.3",
                format!(
                    "{word} is not in check, but every move it has would expose its King after the Void Janitor"
                ),
            );
        }
        return Status::draw(
            "void-chess/9.4",
            format!("{word} is not in check and has no legal move"),
        );
    }
    if pos.occupied() == pos.kind[KING] {
        return Status::draw("void-chess/9.7", "only the two Kings remain");
    }
    if let Some(c) = [WHITE, BLACK].into_iter().find(|&c| fortress(pos, c)) {
        return Status::draw(
            "void-chess/9.8",
            format!(
                "the {} King is enclosed by void tiles in a Void Fortress",
                color_word(c)
            ),
        );
    }
    if repeated_three_times(history) {
        return Status::draw(
            "void-chess/9.5",
            "the same position has occurred three times",
        );
    }
    if pos.halfmove >= 60 {
        return Status::draw(
            "void-chess/9.6",
            "60 half-moves without a pawn move or a capture",
        );
    }
    Status::ongoing()
}

/// void-chess/9.3 (switch `void-trap` = `janitor-skipped`): with no legal move and not in check, some
/// pseudo-legal move would leave the King safe were the Janitor skipped (the move's own tile changes
/// still apply).
pub fn void_trap(pos: &Position) -> bool {
    let mut pseudo = Vec::new();
    pseudo_legal(pos, &mut pseudo);
    pseudo
        .iter()
        .any(|m| king_safe(&make(pos, m, false), pos.side))
}

/// void-chess/9.5 (switch `repetition-en-passant` = `legal-capture`): the current position has occurred
/// three times, comparing placement, tiles, side to move, castling rights, and the en passant square only
/// where an en passant capture is legal.
pub fn repeated_three_times(history: &[Position]) -> bool {
    let Some(last) = history.last() else {
        return false;
    };
    let same_board = |p: &&Position| {
        p.side == last.side
            && p.castling == last.castling
            && p.color == last.color
            && p.kind == last.kind
            && p.unstable == last.unstable
            && p.void == last.void
    };
    let candidates: Vec<&Position> = history.iter().filter(same_board).collect();
    if candidates.len() < 3 {
        return false;
    }
    let key = en_passant_that_counts(last);
    candidates
        .iter()
        .filter(|p| en_passant_that_counts(p) == key)
        .count()
        >= 3
}

/// The en passant square when some legal move captures en passant there, else none.
fn en_passant_that_counts(pos: &Position) -> u8 {
    if pos.ep != NO_SQUARE && legal_moves(pos).iter().any(|m| m.flags & EN_PASSANT != 0) {
        pos.ep
    } else {
        NO_SQUARE
    }
}

/// void-chess/9.8: `c`'s King stands in a region enclosed by void tiles (the eight-directional flood fill
/// from it over non-void squares, with some non-void square outside it) and: 9.8.1 no opponent piece is in
/// the region; 9.8.2 no opponent piece can ever move into it (switch `fortress-entry` = `reachable`: with
/// no Minister on the board the voids are permanent and only a Knight crosses a void wall, so the region
/// is entered only if an opponent Knight can reach it over non-void squares in any number of moves);
/// 9.8.3 no Minister of either colour; 9.8.4 no Pawn has a void-free path to its promotion rank.
pub fn fortress(pos: &Position, c: Color) -> bool {
    if pos.kind[MINISTER] != 0 {
        return false;
    }
    let pawn_can_promote = squares(pos.kind[PAWN]).any(|sq| {
        let pc = usize::from(pos.color[BLACK] & crate::board::bit(sq) != 0);
        TABLES.front[pc][sq as usize] & pos.void == 0
    });
    if pawn_can_promote {
        return false;
    }
    let Some(king) = pos.king_square(c) else {
        return false;
    };
    let open = BOARD & !pos.void;
    let region = flood(crate::board::bit(king), open, dilate);
    let theirs = pos.color[1 - c];
    if open & !region == 0 || theirs & region != 0 {
        return false;
    }
    let knights = pos.kind[KNIGHT] & theirs;
    let leaps = |m: Mask| squares(m).fold(m, |acc, sq| acc | TABLES.knight[sq as usize]);
    flood(knights, open, leaps) & region == 0
}

/// The squares of `open` reached from `seed` by repeating `step`.
fn flood(seed: Mask, open: Mask, step: impl Fn(Mask) -> Mask) -> Mask {
    let mut reached = seed;
    loop {
        let next = (step(reached) & open) | reached;
        if next == reached {
            return reached;
        }
        reached = next;
    }
}
