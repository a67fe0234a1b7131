//! The special rules of Suicide Void Chess about the void (`suicide-void/S.1`..`S.5`, `P.3`, `P.4`): Black
//! places it before White's first move, no piece lands on it, only a Knight moves over it, and whoever
//! captures moves it to a different unoccupied square.

use super::interpretation::Layer;
use super::moves::Step;
use super::position::{promotion_rank, Position, Void, BOARD};
use super::sp_pieces::Kind;
use crate::core::{Color, Square};

/// suicide-void/S.2: once the void is placed, White moves first as normal.
pub fn then_white_moves_first(pos: &Position, void_square: Square) -> Position {
    let mut next = pos.clone();
    next.void = Void::On(void_square);
    next.turn = Color::White;
    next
}

/// suicide-void/S.3: no piece can land on the void square.
pub fn may_land_on(pos: &Position, s: Square) -> bool {
    pos.void_square() != Some(s)
}

/// suicide-void/S.4 and suicide-void/P.3: only a Knight may move over the void square.
pub fn may_move_over(pos: &Position, s: Square, mover: Kind) -> bool {
    mover == Kind::Knight || pos.void_square() != Some(s)
}

/// suicide-void/S.5: after a capture, the capturer must move the void to a different unoccupied square:
/// whether `s` is one, unoccupied once the capture is made (or, with
/// `relocation-squares=before-capture`, already unoccupied before it), never the void's own square.
pub fn may_relocate_to(pos: &Position, step: &Step, layer: &Layer, s: Square) -> bool {
    let Some(void) = pos.void_square() else {
        return false;
    };
    if s == void || s == step.to {
        return false;
    }
    if layer.relocate_to_squares_empty_before_capture {
        pos.is_unoccupied(s)
    } else {
        pos.is_unoccupied(s) || s == step.from || Some(s) == step.captures
    }
}

/// suicide-void/S.5 with `relocation-on-game-end=skipped`: whether this capture ends the game at once, so
/// that the void stays where it is: it takes the opponent's last piece (B.8), or, under the promotion
/// victory (S.6), a Pawn reaches the last rank.
pub fn capture_ends_the_game(pos: &Position, step: &Step, layer: &Layer) -> bool {
    let takes_last_piece = step.captures.is_some() && pos.count(pos.turn.opponent()) == 1;
    let pawn_reaches_last_rank = layer.promotion_victory
        && pos.at(step.from).is_some_and(|p| p.kind == Kind::Pawn)
        && BOARD.rank(step.to) == promotion_rank(pos.turn);
    takes_last_piece || pawn_reaches_last_rank
}

/// suicide-void/S.5: the void moves to its new square.
pub fn move_the_void(pos: &mut Position, to: Square) {
    pos.void = Void::On(to);
}
