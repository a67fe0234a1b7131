//! Article 2 — Tile States: Normal, Unstable, Void. The three states are the [`Tile`] of each square of
//! the position (Article 1 holds the position); here are the rules that read and change them.

use super::s01_board::Position;
pub use super::s01_board::Tile;
use crate::core::Square;

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
