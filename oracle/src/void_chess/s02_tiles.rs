//! Article 2 — Tile States: Normal, Unstable, Void. The three states are the [`Tile`] of each square of
//! the position (Article 1 holds the position); here are the rules that read and change them.

pub use super::s01_board::Tile;
use super::s01_board::{Move, Position};
use crate::clause;
use crate::core::{effect, ClauseSink, Square};

/// void-chess/2.4: void tiles are impassable barriers for movement and attack (the Minister excepted).
pub fn is_void(pos: &Position, sq: Square) -> bool {
    pos.tiles[sq.index()] == Tile::Void
}

/// void-chess/2.5, 6A.2: when a piece leaves an unstable tile, that tile becomes void at once (each clause
/// reported to `sink` when it acts).
pub fn leave_square<S: ClauseSink + ?Sized>(pos: &mut Position, sq: Square, sink: &mut S) {
    let unstable = pos.tiles[sq.index()] == Tile::Unstable;
    effect(sink, unstable, clause!("void-chess/2.5"));
    effect(sink, unstable, clause!("void-chess/6A.2"));
    if unstable {
        pos.tiles[sq.index()] = Tile::Void;
    }
}

/// For a trace: the tile a legal move lands on: a Normal tile, an ordinary square (2.2); a void tile,
/// entered by the Minister alone (2.4), on its Step 1 or Step 2 square.
pub fn landing_clauses<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    mv: &Move,
    minister: bool,
) {
    effect(
        sink,
        pos.tile(mv.to) == Tile::Normal,
        clause!("void-chess/2.2"),
    );
    let enters_void = [Some(mv.to), mv.via]
        .into_iter()
        .flatten()
        .any(|sq| pos.tile(sq) == Tile::Void);
    effect(sink, minister && enters_void, clause!("void-chess/2.4"));
}
