//! Article 4 — The Minister: a two-step mover that heals the tiles it moves onto and ignores the Janitor.

use super::s01_board::{Move, Position, BOARD};
use super::s02_tiles::Tile;
use crate::core::grid::ALL_EIGHT;
use crate::core::{Color, Square};

/// void-chess/4.2.1: Step 1 goes one square in any of the eight directions, to an empty square or an enemy
/// piece; a void or unstable tile is allowed. A square with a friendly piece blocks that direction (4.8).
pub fn step_one_allowed(pos: &Position, to: Square, color: Color) -> bool {
    pos.piece(to).is_none_or(|p| p.color != color)
}

/// void-chess/4.2.2, 4.4: Step 2 goes one more square in any direction, to an empty square or an enemy
/// piece, but not back to the Minister's original square.
pub fn step_two_allowed(pos: &Position, origin: Square, to: Square, color: Color) -> bool {
    to != origin && pos.piece(to).is_none_or(|p| p.color != color)
}

/// void-chess/4.2, 4.3: every Minister move from `from`, each a path: a one-step move, and after a Step 1 onto
/// an empty square (a void tile with no piece counts as empty) each two-step move through it. A capture on
/// Step 1 ends the move (4.3). With all eight neighbours friendly there is no move at all (4.8).
pub fn minister_moves(pos: &Position, from: Square, color: Color, out: &mut Vec<Move>) {
    for first in ALL_EIGHT {
        let Some(via) = BOARD.offset(from, first) else {
            continue;
        };
        if !step_one_allowed(pos, via, color) {
            continue;
        }
        out.push(Move::new(from, via));
        if pos.piece(via).is_some() {
            continue; // 4.3: a capture on Step 1 ends the move.
        }
        for second in ALL_EIGHT {
            let Some(to) = BOARD.offset(via, second) else {
                continue;
            };
            if step_two_allowed(pos, from, to, color) {
                out.push(Move {
                    via: Some(via),
                    ..Move::new(from, to)
                });
            }
        }
    }
}

/// void-chess/4.6, 5.2: a tile the Minister moves onto is restored to Normal.
pub fn heal(pos: &mut Position, sq: Square) {
    pos.tiles[sq.index()] = Tile::Normal;
}
