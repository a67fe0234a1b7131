//! Legality (void-chess/10.1, 10.2): a candidate move (moves.rs) is played on a copy of the position with
//! its tile changes and the Void Janitor (play.rs), and kept when the mover's King survives and is not
//! attacked (attacks.rs).

use crate::attacks::attacked;
use crate::moves::{pseudo_legal, Move, MoveList};
use crate::play::make;
use crate::position::*;

/// void-chess/10.1: after the move (and the Janitor), the mover's King still stands and is not attacked.
#[inline(always)]
pub fn king_safe(next: &Position, mover: Color) -> bool {
    match next.king_square(mover) {
        Some(k) => !attacked(next, k, 1 - mover),
        None => false,
    }
}

/// void-chess/10.1, 10.2: the legal moves, each simulated with its tile changes and the Janitor.
pub fn legal_moves(pos: &Position) -> MoveList {
    let mut pseudo = Vec::with_capacity(96);
    pseudo_legal(pos, &mut pseudo);
    pseudo.retain(|m| king_safe(&make(pos, m, true), pos.side));
    pseudo
}

/// Whether the side to move has a legal move (stops at the first).
pub fn has_legal_move(pos: &Position) -> bool {
    let mut pseudo = Vec::with_capacity(96);
    pseudo_legal(pos, &mut pseudo);
    pseudo
        .iter()
        .any(|m| king_safe(&make(pos, m, true), pos.side))
}

/// The legal move written `text` in coordinate form, if it is one.
pub fn find_move(pos: &Position, text: &str) -> Option<Move> {
    legal_moves(pos).into_iter().find(|m| m.text() == text)
}
