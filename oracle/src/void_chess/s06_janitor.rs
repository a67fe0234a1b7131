//! Article 6 — The Void Janitor (with 6A, the life cycle of an unstable tile).

use super::s01_board::{Kind, Position, BOARD};
use super::s02_tiles::Tile;
use crate::clause;
use crate::core::{ClauseSink, Color, Square};

/// void-chess/6.1, 6.2, 6.3, 4.7: at the end of every turn, after the move and its tile changes, the Janitor
/// examines every unstable tile and destroys each piece of the side that just moved standing on one,
/// except on the safe squares (6.2.1) and except Ministers (6.2.2, 4.7). The opponent's pieces are not
/// touched (6.2.3). A destroyed piece's tile becomes void (6.2.2, 6A.3). Returns how many pieces it
/// destroyed (6.3: possibly several). Each clause that acted is reported to `sink` (the clause trace of a
/// move's effects):
/// the run itself (6.1), the examination of an unstable tile (6.2), an opponent's piece left alone
/// (6.2.3, 6A.4), the arrival square spared (6.2.1, 5.4), a Minister spared (4.7), a destruction (6.2.2,
/// 6A.3) and several at once (6.3).
pub fn void_janitor<S: ClauseSink + ?Sized>(
    pos: &mut Position,
    just_moved: Color,
    safe: &[Square],
    sink: &mut S,
) -> u32 {
    sink.yes(clause!("void-chess/6.1"));
    let mut destroyed = 0;
    for sq in BOARD.squares() {
        if pos.tiles[sq.index()] != Tile::Unstable {
            continue;
        }
        sink.yes(clause!("void-chess/6.2"));
        let Some(piece) = pos.board[sq.index()] else {
            continue;
        };
        if !janitor_affects(piece.color, just_moved) {
            sink.yes(clause!("void-chess/6.2.3"));
            sink.yes(clause!("void-chess/6A.4"));
            continue;
        }
        if is_safe_square(sq, safe) {
            sink.yes(clause!("void-chess/6.2.1"));
            sink.yes(clause!("void-chess/5.4"));
            continue;
        }
        if piece.kind == Kind::Minister {
            sink.yes(clause!("void-chess/4.7"));
            continue;
        }
        destroy(pos, sq);
        sink.yes(clause!("void-chess/6.2.2"));
        sink.yes(clause!("void-chess/6A.3"));
        destroyed += 1;
    }
    if destroyed > 1 {
        sink.yes(clause!("void-chess/6.3"));
    }
    destroyed
}

/// void-chess/6.2.1, 5.4, 6A.1: the square the moving piece just arrived on is exempt for this turn (for castling, the
/// King's and the Rook's squares; see the register entry `VC-6.2.1-safe-squares`).
pub fn is_safe_square(sq: Square, safe: &[Square]) -> bool {
    safe.contains(&sq)
}

/// void-chess/6.2.2, 6.2.3, 6A.4: only the pieces of the team that just moved are subject to destruction.
pub fn janitor_affects(owner: Color, just_moved: Color) -> bool {
    owner == just_moved
}

/// void-chess/6.2.2, 6A.3: the piece is removed and its tile becomes void.
pub fn destroy(pos: &mut Position, sq: Square) {
    pos.board[sq.index()] = None;
    pos.tiles[sq.index()] = Tile::Void;
}
