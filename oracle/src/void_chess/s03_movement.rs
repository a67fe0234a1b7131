//! Article 3 — Movement of Standard Pieces: orthodox movement, with void tiles impassable (void-chess/3.0).

use super::s01_board::{Kind, Move, Position, BOARD};
use super::s02_tiles::{is_void, may_enter};
use super::s08_special::{en_passant_capture_square, promotion_choices, promotion_rank};
use crate::core::grid::{Step, ALL_EIGHT, DIAGONAL, KNIGHT_LEAPS, ORTHOGONAL};
use crate::core::{Color, Square};

/// void-chess/3.0: a standard piece may end its move on `sq` if the square is not void and holds no
/// friendly piece (an enemy piece there is captured).
pub fn may_land(pos: &Position, sq: Square, color: Color, kind: Kind) -> bool {
    may_enter(kind, pos.tile(sq)) && pos.piece(sq).is_none_or(|p| p.color != color)
}

/// void-chess/3.1, 7.4: the King steps one square in any direction, never onto a void tile.
/// (Castling is in Article 8; "not onto an attacked square" is checked by the legality simulation of Article 10.)
pub fn king_moves(pos: &Position, from: Square, color: Color, out: &mut Vec<Move>) {
    for step in ALL_EIGHT {
        if let Some(to) = BOARD.offset(from, step) {
            if may_land(pos, to, color, Kind::King) {
                out.push(Move::new(from, to));
            }
        }
    }
}

/// void-chess/3.2, 3.3, 3.4: a slider moves along its lines, stopped by the first void tile (it may not pass
/// through or land on it) and by the first occupied square (which it may capture if it is an enemy).
pub fn slide(pos: &Position, from: Square, color: Color, lines: &[Step], out: &mut Vec<Move>) {
    for &step in lines {
        let mut at = from;
        while let Some(to) = BOARD.offset(at, step) {
            if is_void(pos, to) {
                break;
            }
            match pos.piece(to) {
                None => out.push(Move::new(from, to)),
                Some(p) => {
                    if p.color != color {
                        out.push(Move::new(from, to));
                    }
                    break;
                }
            }
            at = to;
        }
    }
}

/// void-chess/3.2: the Queen's lines are all eight directions.
pub fn queen_moves(pos: &Position, from: Square, color: Color, out: &mut Vec<Move>) {
    slide(pos, from, color, &ALL_EIGHT, out);
}

/// void-chess/3.3: the Rook's lines are the ranks and files.
pub fn rook_moves(pos: &Position, from: Square, color: Color, out: &mut Vec<Move>) {
    slide(pos, from, color, &ORTHOGONAL, out);
}

/// void-chess/3.4: the Bishop's lines are the diagonals.
pub fn bishop_moves(pos: &Position, from: Square, color: Color, out: &mut Vec<Move>) {
    slide(pos, from, color, &DIAGONAL, out);
}

/// void-chess/3.5: the Knight leaps in an L over anything, void tiles included, but may not land on a void
/// tile or on a friendly piece.
pub fn knight_moves(pos: &Position, from: Square, color: Color, out: &mut Vec<Move>) {
    for leap in KNIGHT_LEAPS {
        if let Some(to) = BOARD.offset(from, leap) {
            if may_land(pos, to, color, Kind::Knight) {
                out.push(Move::new(from, to));
            }
        }
    }
}

/// The direction a colour's Pawns advance, in ranks.
pub fn forward(color: Color) -> i8 {
    match color {
        Color::White => 1,
        Color::Black => -1,
    }
}

/// void-chess/3.6: the rank (from 0) a colour's Pawns start on, from which they may advance two squares.
pub fn pawn_start_rank(color: Color) -> i32 {
    match color {
        Color::White => 1,
        Color::Black => 7,
    }
}

/// void-chess/3.6 (with 8.2 en passant and 8.3 promotion): one square forward onto an empty, non-void square;
/// two from the starting rank when both squares are empty and not void; captures one square diagonally
/// forward, never onto a void tile.
pub fn pawn_moves(pos: &Position, from: Square, color: Color, out: &mut Vec<Move>) {
    let dir = forward(color);
    let push = |to: Square, out: &mut Vec<Move>| {
        if BOARD.rank(to) == promotion_rank(color) {
            for kind in promotion_choices() {
                out.push(Move {
                    promotion: Some(kind),
                    ..Move::new(from, to)
                });
            }
        } else {
            out.push(Move::new(from, to));
        }
    };
    let open = |sq: Square| pos.piece(sq).is_none() && !is_void(pos, sq);
    if let Some(one) = BOARD.offset(from, (0, dir)) {
        if open(one) {
            push(one, out);
            if BOARD.rank(from) == pawn_start_rank(color) {
                if let Some(two) = BOARD.offset(one, (0, dir)) {
                    if open(two) {
                        push(two, out);
                    }
                }
            }
        }
    }
    for side in [-1, 1] {
        if let Some(to) = BOARD.offset(from, (side, dir)) {
            if is_void(pos, to) {
                continue;
            }
            let enemy = pos.piece(to).is_some_and(|p| p.color != color);
            if enemy || en_passant_capture_square(pos, from, to, color).is_some() {
                push(to, out);
            }
        }
    }
}
