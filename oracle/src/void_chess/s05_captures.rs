//! Article 5 — Captures and the Creation of Unstable Tiles.

use super::s01_board::Position;
use super::s02_tiles::Tile;
use crate::clause;
use crate::core::{effect, ClauseSink, Square};

/// void-chess/5.1, 5.3, 6A.1, 6A.5: the square of a capture (for en passant, the square the capturing Pawn lands on)
/// becomes unstable; an unstable square stays unstable (6A.5). 5.1's "a void tile remains void" never
/// applies: only a Minister reaches a void tile, and a Minister heals the square it captures on (5.2, see
/// the register entry `VC-5.1-void-capture`).
/// Each clause that acts is reported to `sink`: the capture's square made unstable (5.1, 2.3, 6A.1), or
/// kept so (6A.5).
pub fn make_capture_square_unstable<S: ClauseSink + ?Sized>(
    pos: &mut Position,
    sq: Square,
    sink: &mut S,
) {
    for c in [
        clause!("void-chess/5.1"),
        clause!("void-chess/2.3"),
        clause!("void-chess/6A.1"),
    ] {
        sink.yes(c);
    }
    effect(
        sink,
        pos.tiles[sq.index()] == Tile::Unstable,
        clause!("void-chess/6A.5"),
    );
    if pos.tiles[sq.index()] != Tile::Void {
        pos.tiles[sq.index()] = Tile::Unstable;
    }
}
