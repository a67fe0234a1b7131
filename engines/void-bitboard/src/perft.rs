//! Perft: the number of leaves of the legal move tree (register entry VC-perft: moves only, the draws by
//! history and material are not applied). [`perft`] plays every move down to the leaves; [`perft_bulk`]
//! counts the legal moves of the last ply without playing those that cannot expose the King.

use crate::board::{
    bishop_attacks, bit, rank_of, ray_attacks, rook_attacks, Mask, Squares, TABLES,
};
use crate::position::*;
use crate::rules::{
    attacked, king_must_move, king_safe, make, pseudo_legal, pseudo_legal_of, Move, CASTLE,
    EN_PASSANT,
};

/// The leaves at `depth`, every move of every ply played (with its tile changes and the Janitor). A move
/// is judged by 10.1 on the position it leads to, unless [`needs_test`] shows it cannot expose the King.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    let mut p = *pos;
    walk(&mut p, depth, false, &mut scratch(depth))
}

/// The same count, with the last ply counted by [`count_legal`].
pub fn perft_bulk(pos: &Position, depth: u32) -> u64 {
    let mut p = *pos;
    walk(&mut p, depth, true, &mut scratch(depth))
}

/// One move buffer per ply, reused across the tree.
fn scratch(depth: u32) -> Vec<Vec<Move>> {
    (0..=depth).map(|_| Vec::with_capacity(128)).collect()
}

/// The tree below `p`, every move played on `p` and taken back (a position where the Janitor may destroy
/// a piece is copied instead, as a destruction is not taken back); with `bulk`, the last ply counted by
/// [`count_legal`]. `buffers` holds a move buffer for each ply below.
fn walk(p: &mut Position, depth: u32, bulk: bool, buffers: &mut [Vec<Move>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let Some((moves, below)) = buffers.split_first_mut() else {
        return 0;
    };
    moves.clear();
    if bulk && depth == 1 {
        return count_legal_with(p, moves);
    }
    let us = p.side;
    pseudo_legal(p, moves);
    let exposed = exposing_squares(p);
    let void = p.void;
    let mut nodes = 0;
    if p.color[us] & p.unstable & !p.kind[MINISTER] != 0 {
        for m in moves.iter() {
            let mut next = make(p, m, true);
            if !needs_test(m, exposed, void) || king_safe(&next, us) {
                nodes += walk(&mut next, depth - 1, bulk, below);
            }
        }
        return nodes;
    }
    for m in moves.iter() {
        let undo = p.play(m, true);
        if !needs_test(m, exposed, void) || king_safe(p, us) {
            nodes += walk(p, depth - 1, bulk, below);
        }
        p.unplay(m, &undo);
    }
    nodes
}

/// Per-move counts at `depth` (the moves in coordinate form, sorted).
pub fn divide(pos: &Position, depth: u32, bulk: bool) -> Vec<(String, u64)> {
    let mut moves = Vec::with_capacity(96);
    pseudo_legal(pos, &mut moves);
    let mut out: Vec<(String, u64)> = moves
        .iter()
        .filter_map(|m| {
            let next = make(pos, m, true);
            king_safe(&next, pos.side).then(|| {
                let below = depth.saturating_sub(1);
                let n = if bulk {
                    perft_bulk(&next, below)
                } else {
                    perft(&next, below)
                };
                (m.text(), n)
            })
        })
        .collect();
    out.sort();
    out
}

/// Every square: all moves need the 10.1 test.
const EVERYTHING: Mask = !0;

/// The squares whose piece's move may expose its King, so that the move must be judged by 10.1 on the
/// position it leads to; every square when the side to move is in check or has a piece on an unstable
/// tile.
///
/// Otherwise the Janitor destroys nothing after any move (the piece that moves is safe, 6.2.1, and the
/// tile it leaves turns void, 2.5), and a move other than the King's can expose the King only by opening
/// a line: a slider's (the piece is the only one between the King and an enemy Rook, Bishop or Queen on
/// that line), or an enemy Minister's two-step path (the piece stands next to both the King and an enemy
/// Minister two steps away). [`needs_test`] adds the King's moves, en passant (it removes two pieces),
/// castling, and a Minister's two-step move through a void tile (it heals the tile, 4.6, which may open a
/// line the void closed).
pub fn exposing_squares(pos: &Position) -> Mask {
    let us = pos.side;
    let Some(k) = pos.king_square(us) else {
        return EVERYTHING;
    };
    if pos.color[us] & pos.unstable != 0 || king_must_move(pos) || attacked(pos, k, 1 - us) {
        return EVERYTHING;
    }
    let own = pos.color[us];
    let theirs = pos.color[1 - us];
    let blockers = pos.occupied() | pos.void;
    let queens = pos.kind[QUEEN] & theirs;
    let rooks = queens | (pos.kind[ROOK] & theirs);
    let bishops = queens | (pos.kind[BISHOP] & theirs);
    let mut out = 0;
    for d in 0..8 {
        let sliders = if matches!(d, 0 | 1 | 4 | 5) {
            rooks
        } else {
            bishops
        };
        if TABLES.ray[d][k as usize] & sliders == 0 {
            continue;
        }
        let first = ray_attacks(k, d, blockers) & blockers;
        if first & own == 0 {
            continue;
        }
        if ray_attacks(k, d, blockers & !first) & sliders != 0 {
            out |= first;
        }
    }
    for m in Squares(TABLES.ring2[k as usize] & pos.kind[MINISTER] & theirs) {
        out |= TABLES.king[k as usize] & TABLES.king[m as usize] & own;
    }
    out
}

/// Whether `m` must be judged by 10.1 on the position it leads to (see [`exposing_squares`]).
#[inline(always)]
fn needs_test(m: &Move, exposed: Mask, void: Mask) -> bool {
    m.piece as usize == KING
        || m.flags & (EN_PASSANT | CASTLE) != 0
        || exposed & bit(m.from) != 0
        || (m.via != NO_SQUARE && void & bit(m.via) != 0)
}

/// The number of legal moves (void-chess/10.1). The moves that [`needs_test`] leaves out are counted
/// from their pieces' target squares, none of them played; the others are generated and judged.
pub fn count_legal(pos: &Position) -> u64 {
    count_legal_with(pos, &mut Vec::with_capacity(32))
}

/// [`count_legal`] with a move buffer of the caller's.
fn count_legal_with(pos: &Position, moves: &mut Vec<Move>) -> u64 {
    let us = pos.side;
    let exposed = exposing_squares(pos);
    let own = pos.color[us];
    let void = pos.void;
    // Generated: the King (and castling), pieces on exposing squares, Ministers (their paths through void
    // tiles need judging), and Pawns that may capture en passant.
    let mut generated = exposed | pos.kind[MINISTER] | pos.kind[KING];
    if pos.ep != NO_SQUARE {
        generated |= TABLES.pawn[1 - us][pos.ep as usize] & pos.kind[PAWN];
    }
    moves.clear();
    pseudo_legal_of(pos, generated, moves);
    let mut nodes = moves
        .iter()
        .filter(|m| !needs_test(m, exposed, void) || king_safe(&make(pos, m, true), us))
        .count() as u64;
    if exposed == EVERYTHING {
        return nodes;
    }
    let counted = own & !generated;
    let theirs = pos.color[1 - us];
    let blockers = pos.occupied() | void;
    let landing = !own & !void;
    // 3.5: a Knight's leaps.
    for s in Squares(pos.kind[KNIGHT] & counted) {
        nodes += (TABLES.knight[s as usize] & landing).count_ones() as u64;
    }
    // 3.2-3.4: the sliders' lines.
    for s in Squares((pos.kind[ROOK] | pos.kind[QUEEN]) & counted) {
        nodes += (rook_attacks(s, blockers) & landing).count_ones() as u64;
    }
    for s in Squares((pos.kind[BISHOP] | pos.kind[QUEEN]) & counted) {
        nodes += (bishop_attacks(s, blockers) & landing).count_ones() as u64;
    }
    // 3.6, 8.3: pushes and captures, five moves for each promotion.
    let open = !blockers;
    for s in Squares(pos.kind[PAWN] & counted) {
        let one = if us == WHITE { s + 9 } else { s - 9 };
        let mut targets = (TABLES.pawn[us][s as usize] & theirs & !void).count_ones() as u64;
        if open & bit(one) != 0 {
            targets += 1;
            if rank_of(s) == pawn_start_rank(us) {
                let two = if us == WHITE { one + 9 } else { one - 9 };
                targets += u64::from(open & bit(two) != 0);
            }
        }
        nodes += if rank_of(one) == promotion_rank(us) {
            5 * targets
        } else {
            targets
        };
    }
    nodes
}
