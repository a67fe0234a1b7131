//! Moves and the movement rules (Articles 3, 4, 8, with 7.2): the candidate moves of the side to move,
//! before the King's safety (10.1) is considered.

use crate::attacks::attacked;
use crate::board::{bit, file_of, push_name, rank_of, square, square_mask, squares, Mask, TABLES};
use crate::lines::{bishop_reach, rook_reach};
use crate::position::*;

/// A move: `via` is a Minister's Step 1 square in a two-step move (void-chess/4.2), `promo` the kind a
/// Pawn becomes (8.3), `piece` the kind that moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: u8,
    pub to: u8,
    pub via: u8,
    pub piece: u8,
    pub promo: u8,
    pub flags: u8,
}

/// The move captures (on `to`, or en passant).
pub const CAPTURE: u8 = 1;
/// An en passant capture (void-chess/8.2).
pub const EN_PASSANT: u8 = 2;
/// Castling: the King's two-square move (void-chess/8.1).
pub const CASTLE: u8 = 4;
/// A Pawn's two-square advance.
pub const DOUBLE: u8 = 8;

pub(crate) const NO_PROMO: u8 = 0xff;

impl Move {
    #[inline(always)]
    pub(crate) fn new(from: u8, to: u8, piece: usize, flags: u8) -> Move {
        Move {
            from,
            to,
            via: NO_SQUARE,
            piece: piece as u8,
            promo: NO_PROMO,
            flags,
        }
    }

    /// The kind that stands on `to` after the move.
    #[inline(always)]
    pub fn arriving(&self) -> usize {
        if self.promo == NO_PROMO {
            self.piece as usize
        } else {
            self.promo as usize
        }
    }

    /// The coordinate form: `e2e4`, `e4e5e6` (a Minister's path), `e8e9m` (a promotion).
    pub fn text(&self) -> String {
        let mut s = String::with_capacity(6);
        self.write_text(&mut s);
        s
    }

    /// Appends [`Move::text`] to `out`.
    pub fn write_text(&self, out: &mut String) {
        push_name(self.from, out);
        if self.via != NO_SQUARE {
            push_name(self.via, out);
        }
        push_name(self.to, out);
        if self.promo != NO_PROMO {
            out.push(LETTERS[self.promo as usize].to_ascii_lowercase());
        }
    }
}

/// The moves of a position, in a reusable buffer.
pub type MoveList = Vec<Move>;

/// The castlings: (right, King from, King to, Rook from, Rook to, squares between King and Rook).
/// void-chess/8.1.5, 8.1.6: King e->g with Rook i->f, King e->c with Rook a->d.
pub const CASTLINGS: [(u8, u8, u8, u8, u8, Mask); 4] = {
    const fn row(rank: u8, files: &[u8]) -> Mask {
        let mut m = 0;
        let mut i = 0;
        while i < files.len() {
            m |= square_mask(rank * 9 + files[i]);
            i += 1;
        }
        m
    }
    [
        (CASTLE_WK, 4, 6, 8, 5, row(0, &[5, 6, 7])),
        (CASTLE_WQ, 4, 2, 0, 3, row(0, &[1, 2, 3])),
        (CASTLE_BK, 76, 78, 80, 77, row(8, &[5, 6, 7])),
        (CASTLE_BQ, 76, 74, 72, 75, row(8, &[1, 2, 3])),
    ]
};

/// The moves from `from` to each of `targets`, those onto `theirs` marked as captures.
#[inline(always)]
fn push_targets(out: &mut MoveList, from: u8, targets: Mask, piece: usize, theirs: Mask) {
    for to in squares(targets & theirs) {
        out.push(Move::new(from, to, piece, CAPTURE));
    }
    for to in squares(targets & !theirs) {
        out.push(Move::new(from, to, piece, 0));
    }
}

#[inline(always)]
fn push_pawn(out: &mut MoveList, from: u8, to: u8, flags: u8, c: Color) {
    if rank_of(to) == promotion_rank(c) {
        // void-chess/8.3: Queen, Rook, Bishop, Knight or Minister; never a King.
        for promo in [QUEEN, ROOK, BISHOP, KNIGHT, MINISTER] {
            out.push(Move {
                promo: promo as u8,
                ..Move::new(from, to, PAWN, flags)
            });
        }
    } else {
        out.push(Move::new(from, to, PAWN, flags));
    }
}

/// The moves the movement rules allow the side to move (Articles 3, 4, 8, with 7.2), before the King's
/// safety (10.1) is considered.
#[inline]
pub fn pseudo_legal(pos: &Position, out: &mut MoveList) {
    pseudo_legal_of(pos, !0, out)
}

/// [`pseudo_legal`], for the pieces on `pieces` only.
#[inline(always)]
pub fn pseudo_legal_of(pos: &Position, pieces: Mask, out: &mut MoveList) {
    let us = pos.side;
    let own = pos.color[us];
    let movers = own & pieces;
    let theirs = pos.color[1 - us];
    let void = pos.void;
    let kings = pos.kind[KING] & movers;
    if kings != 0 {
        // void-chess/3.1, 7.4: one step, never onto a void tile or a friendly piece.
        let k = kings.trailing_zeros() as u8;
        push_targets(out, k, TABLES.king[k as usize] & !own & !void, KING, theirs);
    }
    // void-chess/7.2: a King on an unstable tile must move; no other piece may (register VC-7.2-castling:
    // castling moves the Rook too, so it is not allowed either).
    if pos.kind[KING] & own & pos.unstable != 0 {
        return;
    }
    if kings != 0 && pos.castling != 0 {
        castlings(pos, out);
    }
    // void-chess/3.5: Knights leap over anything, but land neither on void nor on a friendly piece.
    for from in squares(pos.kind[KNIGHT] & movers) {
        let targets = TABLES.knight[from as usize] & !own & !void;
        push_targets(out, from, targets, KNIGHT, theirs);
    }
    // void-chess/3.2-3.4: sliders stop at the first piece (capturing an enemy) or void tile (never
    // entered). A Queen moves as a Rook and as a Bishop.
    let blockers = pos.occupied() | void;
    for from in squares(pos.kind[ROOK] & movers) {
        let targets = rook_reach(from, blockers) & !own & !void;
        push_targets(out, from, targets, ROOK, theirs);
    }
    for from in squares(pos.kind[BISHOP] & movers) {
        let targets = bishop_reach(from, blockers) & !own & !void;
        push_targets(out, from, targets, BISHOP, theirs);
    }
    for from in squares(pos.kind[QUEEN] & movers) {
        let targets = (rook_reach(from, blockers) | bishop_reach(from, blockers)) & !own & !void;
        push_targets(out, from, targets, QUEEN, theirs);
    }
    for from in squares(pos.kind[MINISTER] & movers) {
        minister_paths(pos, from, TABLES.king[from as usize], out);
    }
    pawn_moves(pos, pos.kind[PAWN] & movers, out);
}

/// void-chess/4.2-4.4, 4.8: the Minister on `from`'s paths whose Step 1 is one of `steps`: Step 1 to a
/// neighbour that is empty or an enemy (void and unstable tiles allowed); a capture ends the move (4.3);
/// after an empty Step 1, Step 2 to any neighbour but the original square, empty or an enemy. A move is
/// its path (register VC-4.2-minister-path).
#[inline(always)]
pub fn minister_paths(pos: &Position, from: u8, steps: Mask, out: &mut MoveList) {
    let own = pos.color[pos.side];
    let theirs = pos.color[1 - pos.side];
    let steps = steps & !own;
    for via in squares(steps & theirs) {
        out.push(Move::new(from, via, MINISTER, CAPTURE));
    }
    for via in squares(steps & !theirs) {
        out.push(Move::new(from, via, MINISTER, 0));
        let second = TABLES.king[via as usize] & !own & !bit(from);
        for to in squares(second) {
            let flags = if theirs & bit(to) != 0 { CAPTURE } else { 0 };
            out.push(Move {
                via,
                ..Move::new(from, to, MINISTER, flags)
            });
        }
    }
}

/// void-chess/3.6: one square forward onto an empty non-void square, two from the starting rank over two
/// such squares; captures diagonally forward on an enemy, never onto a void tile; en passant (8.2).
#[inline(always)]
pub fn pawn_moves(pos: &Position, pawns: Mask, out: &mut MoveList) {
    let us = pos.side;
    let theirs = pos.color[1 - us];
    let void = pos.void;
    let open = !pos.occupied() & !void;
    let dir: i32 = if us == WHITE { 9 } else { -9 };
    for from in squares(pawns) {
        let one = (from as i32 + dir) as u8;
        if open & bit(one) != 0 {
            push_pawn(out, from, one, 0, us);
            if rank_of(from) == pawn_start_rank(us) {
                let two = (one as i32 + dir) as u8;
                if open & bit(two) != 0 {
                    out.push(Move::new(from, two, PAWN, DOUBLE));
                }
            }
        }
        let diagonals = TABLES.pawn[us][from as usize] & !void;
        for to in squares(diagonals & theirs) {
            push_pawn(out, from, to, CAPTURE, us);
        }
    }
    en_passant(pos, pawns, out);
}

/// void-chess/8.2: the en passant captures of the Pawns on `pawns`, onto the empty square just passed
/// over, the Pawn that passed it removed.
#[inline(always)]
pub fn en_passant(pos: &Position, pawns: Mask, out: &mut MoveList) {
    let us = pos.side;
    let ep = pos.ep;
    if ep == NO_SQUARE || (pos.occupied() | pos.void) & bit(ep) != 0 {
        return;
    }
    // The squares a Pawn of ours captures onto `ep` from are those a Pawn of theirs on `ep` would.
    for from in squares(TABLES.pawn[1 - us][ep as usize] & pawns) {
        let victim = square(file_of(ep), rank_of(from)).expect("beside the Pawn");
        if pos.kind[PAWN] & pos.color[1 - us] & bit(victim) != 0 {
            out.push(Move::new(from, ep, PAWN, CAPTURE | EN_PASSANT));
        }
    }
}

/// void-chess/8.1: the castlings the side to move may make now (as the King's two-square move).
#[inline(always)]
pub fn castlings(pos: &Position, out: &mut MoveList) {
    let us = pos.side;
    let own = pos.color[us];
    let (rights, sides) = if us == WHITE {
        (CASTLE_WK | CASTLE_WQ, &CASTLINGS[..2])
    } else {
        (CASTLE_BK | CASTLE_BQ, &CASTLINGS[2..])
    };
    if pos.castling & rights == 0 {
        return;
    }
    for &(right, king_from, king_to, rook_from, rook_to, between) in sides {
        // 8.1.1: neither the King nor that Rook has moved (the rights record it); 8.1.2: every square
        // between King and Rook empty and not void.
        if pos.castling & right == 0
            || between & (pos.occupied() | pos.void) != 0
            || pos.kind[KING] & own & bit(king_from) == 0
            || pos.kind[ROOK] & own & bit(rook_from) == 0
        {
            continue;
        }
        // 8.1.3, 8.1.4: not in check, and neither the square passed nor the one landed on attacked.
        let them = 1 - us;
        if attacked(pos, king_from, them)
            || attacked(pos, rook_to, them)
            || attacked(pos, king_to, them)
        {
            continue;
        }
        out.push(Move::new(king_from, king_to, KING, CASTLE));
    }
}
