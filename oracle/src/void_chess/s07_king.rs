//! Article 7 — Special Rules for the King.

use super::s01_board::Position;
use super::s02_tiles::Tile;
use super::s10_legality::is_attacked;
use crate::core::Color;

/// void-chess/7.1: a King is in check when an opponent's piece attacks it (attacks as void-chess/10.3 says).
pub fn in_check(pos: &Position, color: Color) -> bool {
    pos.king_square(color)
        .is_some_and(|k| is_attacked(pos, k, color.opponent()))
}

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

/// void-chess/7.3, 6.4, 9.2: the King stands on an unstable tile and has no legal move to escape; the Janitor will
/// destroy it at the end of the turn (6.4, 9.2), and its side loses.
pub fn king_stranded_on_unstable_tile(pos: &Position, has_legal_move: bool) -> bool {
    must_move_the_king(pos) && !has_legal_move
}
