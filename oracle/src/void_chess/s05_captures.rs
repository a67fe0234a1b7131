//! Article 5 — Captures and the Creation of Unstable Tiles.

use super::s01_board::Position;
use super::s02_tiles::Tile;
use crate::core::Square;

/// void-chess/5.1, 5.3, 6A.1, 6A.5: the square of a capture (for en passant, the square the capturing Pawn lands on)
/// becomes unstable; an unstable square stays unstable (6A.5). 5.1's "a void tile remains void" never
/// applies: only a Minister reaches a void tile, and a Minister heals the square it captures on (5.2, see
/// the register entry `VC-5.1-void-capture`).
pub fn make_capture_square_unstable(pos: &mut Position, sq: Square) {
    if pos.tiles[sq.index()] != Tile::Void {
        pos.tiles[sq.index()] = Tile::Unstable;
    }
}
