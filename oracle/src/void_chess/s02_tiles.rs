//! Article 2 — Tile States: Normal, Unstable, Void.

use super::s01_board::{Kind, Position};
use crate::core::Square;

/// void-chess/2.1: every square is in one of three states.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Tile {
    /// void-chess/2.2: an ordinary square.
    #[default]
    Normal,
    /// void-chess/2.3: created by a capture; a piece left on it at the end of its side's turn is destroyed.
    Unstable,
    /// void-chess/2.4: a permanent gap in the board.
    Void,
}

impl Tile {
    /// `normal`, `unstable`, `void`.
    pub fn name(self) -> &'static str {
        match self {
            Tile::Normal => "normal",
            Tile::Unstable => "unstable",
            Tile::Void => "void",
        }
    }
}

/// void-chess/2.4: no piece may move to, through, or stand on a void tile, except the Minister.
pub fn may_enter(kind: Kind, tile: Tile) -> bool {
    tile != Tile::Void || kind == Kind::Minister
}

/// void-chess/2.4: void tiles are impassable barriers for movement and attack (the Minister excepted).
pub fn is_void(pos: &Position, sq: Square) -> bool {
    pos.tiles[sq.index()] == Tile::Void
}

/// void-chess/2.5, 6A.2: when a piece leaves an unstable tile, that tile becomes void at once.
pub fn leave_square(pos: &mut Position, sq: Square) {
    if pos.tiles[sq.index()] == Tile::Unstable {
        pos.tiles[sq.index()] = Tile::Void;
    }
}
