//! Article 7 — Special Rules for the King.

use super::s01_board::{Kind, Piece, Position, Tile};
use crate::clause;
use crate::core::{require, Check, ClauseSink, Color};

/// void-chess/7.2: whether `color`'s King stands on an unstable tile.
pub fn king_on_unstable_tile(pos: &Position, color: Color) -> bool {
    pos.king_square(color)
        .is_some_and(|k| pos.tile(k) == Tile::Unstable)
}

/// void-chess/7.2: with its King on an unstable tile at the start of its turn, a player must move the King;
/// no other piece may move.
pub fn must_move_the_king(pos: &Position) -> bool {
    king_on_unstable_tile(pos, pos.side)
}

/// void-chess/7.2: the check of a piece about to move, `king_must_move` being [`must_move_the_king`].
pub fn only_the_king_may_move<S: ClauseSink + ?Sized>(
    sink: &mut S,
    king_must_move: bool,
    piece: Piece,
) -> Check {
    require(
        sink,
        !king_must_move || piece.kind == Kind::King,
        clause!("void-chess/7.2"),
        || {
            "the King stands on an unstable tile at the start of the turn: only the King may move"
                .into()
        },
    )
}

/// void-chess/7.3, 6.4, 9.2: the King stands on an unstable tile and has no legal move to escape; the Janitor will
/// destroy it at the end of the turn (6.4, 9.2), and its side loses.
pub fn king_stranded_on_unstable_tile(pos: &Position, has_legal_move: bool) -> bool {
    must_move_the_king(pos) && !has_legal_move
}
