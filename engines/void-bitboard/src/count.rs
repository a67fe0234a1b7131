//! Which moves can expose the mover's King, and the number of legal moves counted without playing those
//! that cannot (the last ply of a bulk perft).
//!
//! A move is legal when, after it and the Void Janitor, the mover's King stands and is not attacked
//! (void-chess/10.1, 10.2). [`exposing_squares`] reads once per position which pieces' moves could change
//! that; every other move is counted from its piece's target squares. A move judged is played on a copy
//! and its King looked at, as rules.rs does for every move.

use crate::attacks::{attacked, attacked_through};
use crate::board::{bit, first, squares, Mask, BOARD, TABLES};
use crate::lines::{bishop_reach, rook_reach};
use crate::moves::{castlings, en_passant, pseudo_legal, pseudo_legal_of, Move, MoveList};
use crate::moves::{CAPTURE, CASTLE, EN_PASSANT};
use crate::play::make;
use crate::position::*;
use crate::rules::king_safe;

/// Every square: all moves need the 10.1 test.
pub const EVERYTHING: Mask = !0;

/// The squares whose piece's move may expose its King, so that the move must be judged by 10.1 on the
/// position it leads to; every square when the side to move is in check, has its King on an unstable
/// tile (7.2), or would lose to the Janitor a piece that closes an enemy Minister's path to its King.
///
/// Otherwise a move other than the King's exposes the King only by opening a line. The Janitor's victims
/// (the mover's other pieces on unstable tiles, 6.2) and the tile the piece leaves when unstable (2.5)
/// turn void, which stops a slider as a piece does but lets a Minister pass (4.2, 10.3); so the lines are
/// a slider's (the piece is the only one between the King and an enemy Rook, Bishop or Queen on that
/// line, void tiles counted as blockers) and an enemy Minister's two-step path (the piece stands next to
/// both the King and an enemy Minister two steps away; when a victim stands there instead, every move
/// opens the path). [`needs_test`] adds the King's moves, en passant (it removes two pieces), castling,
/// and a Minister's two-step move through a void tile (it heals the tile, 4.6, which may open a line the
/// void closed).
#[inline(always)]
pub fn exposing_squares(pos: &Position) -> Mask {
    let us = pos.side;
    let own = pos.color[us];
    let theirs = pos.color[1 - us];
    let kings = pos.kind[KING] & own;
    if kings == 0 || kings & pos.unstable != 0 {
        return EVERYTHING;
    }
    let k = first(kings);
    if attacked(pos, k, 1 - us) {
        return EVERYTHING;
    }
    let ks = k as usize;
    let mut out = 0;
    let ministers = TABLES.ring2[ks] & pos.kind[MINISTER] & theirs;
    if ministers != 0 {
        let victims = own & pos.unstable & !pos.kind[MINISTER];
        for m in squares(ministers) {
            let common = TABLES.king[ks] & TABLES.king[m as usize];
            if common & victims != 0 {
                return EVERYTHING;
            }
            out |= common & own;
        }
    }
    let blockers = pos.occupied() | pos.void;
    let queens = pos.kind[QUEEN] & theirs;
    let snipers = (TABLES.rook_lines[ks] & (queens | (pos.kind[ROOK] & theirs)))
        | (TABLES.bishop_lines[ks] & (queens | (pos.kind[BISHOP] & theirs)));
    for s in squares(snipers) {
        // Something stands between (the King is not in check): a pin when it is one piece of ours.
        let between = TABLES.between[ks][s as usize] & blockers;
        if between & (between - 1) == 0 {
            out |= between & own;
        }
    }
    out
}

/// Whether `m` must be judged by 10.1 on the position it leads to (see [`exposing_squares`]).
#[inline(always)]
pub fn needs_test(m: &Move, exposed: Mask, void: Mask) -> bool {
    m.piece as usize == KING
        || m.flags & (EN_PASSANT | CASTLE) != 0
        || exposed & bit(m.from) != 0
        || (m.via != NO_SQUARE && void & bit(m.via) != 0)
}

/// The moves of `moves` that are legal, each played on a copy and its King looked at.
#[inline(always)]
fn count_played(pos: &Position, moves: &MoveList) -> u64 {
    moves
        .iter()
        .filter(|m| king_safe(&make(pos, m, true), pos.side))
        .count() as u64
}

/// The number of legal moves (void-chess/10.1), with a move buffer of the caller's. The moves that
/// [`needs_test`] leaves out are counted from their pieces' target squares, none of them played; the
/// others are generated and judged.
#[inline(always)]
pub(crate) fn count_legal_with(pos: &Position, moves: &mut MoveList) -> u64 {
    let exposed = exposing_squares(pos);
    moves.clear();
    if exposed == EVERYTHING {
        pseudo_legal(pos, moves);
        return count_played(pos, moves);
    }
    let us = pos.side;
    let them = 1 - us;
    let own = pos.color[us];
    let theirs = pos.color[them];
    let occupied = own | theirs;
    let void = pos.void;
    let blockers = occupied | void;
    let landing = !own & !void;
    // The pieces whose moves may expose the King, and castling and en passant: generated and judged.
    if exposed != 0 {
        pseudo_legal_of(pos, exposed, moves);
    }
    if pos.castling != 0 {
        castlings(pos, moves);
    }
    let free = own & !exposed;
    en_passant(pos, pos.kind[PAWN] & free, moves);
    let mut nodes = count_played(pos, moves);
    // 3.1, 10.1: the King's steps, each to a square no enemy piece attacks once the King has left its own
    // (a normal tile here) and the Janitor's victims turned void.
    let k = first(pos.kind[KING] & own);
    let victims = own & pos.unstable & !pos.kind[MINISTER];
    let empty_after = !(occupied ^ bit(k)) | victims;
    let blockers_after = blockers ^ bit(k);
    for t in squares(TABLES.king[k as usize] & landing) {
        nodes += u64::from(!attacked_through(pos, t, them, empty_after, blockers_after));
    }
    // 3.5: a Knight's leaps.
    for s in squares(pos.kind[KNIGHT] & free) {
        nodes += (TABLES.knight[s as usize] & landing).count_ones() as u64;
    }
    // 3.2-3.4: the sliders' lines.
    for s in squares((pos.kind[ROOK] | pos.kind[QUEEN]) & free) {
        nodes += (rook_reach(s, blockers) & landing).count_ones() as u64;
    }
    for s in squares((pos.kind[BISHOP] | pos.kind[QUEEN]) & free) {
        nodes += (bishop_reach(s, blockers) & landing).count_ones() as u64;
    }
    // 4.2-4.4: a Minister's paths; those through a void tile are judged, as the tile heals (4.6).
    for s in squares(pos.kind[MINISTER] & free) {
        let steps = TABLES.king[s as usize] & !own;
        nodes += steps.count_ones() as u64;
        let second = !own & !bit(s);
        for via in squares(steps & !theirs & !void) {
            nodes += (TABLES.king[via as usize] & second).count_ones() as u64;
        }
        for via in squares(steps & !theirs & void) {
            for to in squares(TABLES.king[via as usize] & second) {
                let flags = if theirs & bit(to) != 0 { CAPTURE } else { 0 };
                let m = Move {
                    via,
                    ..Move::new(s, to, MINISTER, flags)
                };
                nodes += u64::from(king_safe(&make(pos, &m, true), us));
            }
        }
    }
    nodes + pawn_count(pos, pos.kind[PAWN] & free)
}

/// The files a Pawn captures away from: a-file Pawns have no capture towards lower files, i-file ones
/// none towards higher.
const FILE_A: Mask = {
    let mut m = 0;
    let mut r = 0;
    while r < 9 {
        m |= 1u128 << (9 * r);
        r += 1;
    }
    m
};
const FILE_I: Mask = FILE_A << 8;
const RANK_1: Mask = 0x1ff;

/// 3.6, 8.3: the pushes and captures of `pawns` (none of them on its promotion rank), five moves for each
/// promotion; en passant apart.
#[inline(always)]
fn pawn_count(pos: &Position, pawns: Mask) -> u64 {
    if pawns == 0 {
        return 0;
    }
    let us = pos.side;
    let open = !(pos.occupied() | pos.void) & BOARD;
    let prey = pos.color[1 - us] & !pos.void;
    let (single, double, left, right, last) = if us == WHITE {
        let single = (pawns << 9) & open;
        (
            single,
            ((single & (RANK_1 << 18)) << 9) & open,
            ((pawns & !FILE_A) << 8) & prey,
            ((pawns & !FILE_I) << 10) & prey,
            RANK_1 << 72,
        )
    } else {
        let single = (pawns >> 9) & open;
        (
            single,
            ((single & (RANK_1 << 54)) >> 9) & open,
            ((pawns & !FILE_A) >> 10) & prey,
            ((pawns & !FILE_I) >> 8) & prey,
            RANK_1,
        )
    };
    let all = single.count_ones() + left.count_ones() + right.count_ones();
    let promoting =
        (single & last).count_ones() + (left & last).count_ones() + (right & last).count_ones();
    (all + 4 * promoting + double.count_ones()) as u64
}
