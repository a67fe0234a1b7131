//! void-chess/10.3: which squares a side attacks, each piece by its pseudo-legal moves; check (7.1) and the
//! King on an unstable tile (7.2).

use crate::board::{bit, squares, Mask, TABLES};
use crate::lines::{bishop_reach, rook_reach};
use crate::position::*;

/// void-chess/10.3: whether `t` is attacked by a piece of colour `by`, each piece by its pseudo-legal
/// moves: void tiles block sliders and Knight landings (Article 3); a Minister reaches `t` in one step, or
/// in two through a neighbour of both with no piece on it (void or not, 4.2; register
/// VC-10.3-minister-attack); a Pawn attacks its two forward diagonals (register VC-10.3-pawn-attack). A King
/// on an unstable tile attacks as any King (`attacks-under-7.2` = `ignore`).
#[inline(always)]
pub fn attacked(pos: &Position, t: u8, by: Color) -> bool {
    let occupied = pos.occupied();
    attacked_through(pos, t, by, !occupied, occupied | pos.void)
}

/// [`attacked`] on the board as it will be after a move still being made: `empty` holds the squares
/// with no piece (a Minister's Step 1 may pass them), `blockers` the squares that stop a slider (pieces
/// and void tiles). The attacking pieces are `by`'s in `pos`; a piece of theirs on `t` attacks nothing.
#[inline(always)]
pub fn attacked_through(pos: &Position, t: u8, by: Color, empty: Mask, blockers: Mask) -> bool {
    let theirs = pos.color[by];
    let ts = t as usize;
    let ministers = pos.kind[MINISTER] & theirs;
    if ministers != 0 {
        if TABLES.king[ts] & ministers != 0 {
            return true;
        }
        for m in squares(TABLES.ring2[ts] & ministers) {
            if TABLES.king[ts] & TABLES.king[m as usize] & empty != 0 {
                return true;
            }
        }
    }
    // Only a Minister moves onto a void tile (2.4, 4.4).
    if pos.void & bit(t) != 0 {
        return false;
    }
    if TABLES.knight[ts] & pos.kind[KNIGHT] & theirs != 0
        || TABLES.king[ts] & pos.kind[KING] & theirs != 0
        || TABLES.pawn[1 - by][ts] & pos.kind[PAWN] & theirs != 0
    {
        return true;
    }
    let queens = pos.kind[QUEEN] & theirs;
    let rooks = (pos.kind[ROOK] & theirs) | queens;
    if TABLES.rook_lines[ts] & rooks != 0 && rook_reach(t, blockers) & rooks != 0 {
        return true;
    }
    let bishops = (pos.kind[BISHOP] & theirs) | queens;
    TABLES.bishop_lines[ts] & bishops != 0 && bishop_reach(t, blockers) & bishops != 0
}

/// void-chess/7.1: `c`'s King is attacked.
pub fn in_check(pos: &Position, c: Color) -> bool {
    pos.king_square(c).is_some_and(|k| attacked(pos, k, 1 - c))
}

/// void-chess/7.2: the side to move has its King on an unstable tile, so only the King may move.
#[inline(always)]
pub fn king_must_move(pos: &Position) -> bool {
    pos.kind[KING] & pos.color[pos.side] & pos.unstable != 0
}
