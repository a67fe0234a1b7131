//! Moves, attacks and legality (Articles 2-8 and 10) on masks: candidate moves by the movement rules,
//! each made on a copy of the position with its tile changes and the Void Janitor, and kept when the
//! mover's King survives and is not attacked (void-chess/10.1, 10.2).

use crate::board::{
    bishop_attacks, bit, file_of, name, rank_of, rook_attacks, square, Mask, Squares, TABLES,
};
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

const NO_PROMO: u8 = 0xff;

impl Move {
    fn new(from: u8, to: u8, piece: usize, flags: u8) -> Move {
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
        let mut s = name(self.from);
        if self.via != NO_SQUARE {
            s.push_str(&name(self.via));
        }
        s.push_str(&name(self.to));
        if self.promo != NO_PROMO {
            s.push(LETTERS[self.promo as usize].to_ascii_lowercase());
        }
        s
    }
}

/// The moves of a position, in a reusable buffer.
pub type MoveList = Vec<Move>;

/// void-chess/10.3: whether `t` is attacked by a piece of colour `by`, each piece by its pseudo-legal
/// moves: void tiles block sliders and Knight landings (Article 3); a Minister reaches `t` in one step, or
/// in two through a neighbour of both with no piece on it (void or not, 4.2; register
/// VC-10.3-minister-attack); a Pawn attacks its two forward diagonals (register VC-10.3-pawn-attack). A King
/// on an unstable tile attacks as any King (`attacks-under-7.2` = `ignore`).
#[inline]
pub fn attacked(pos: &Position, t: u8, by: Color) -> bool {
    let theirs = pos.color[by];
    let ts = t as usize;
    let ministers = pos.kind[MINISTER] & theirs;
    if ministers != 0 {
        if TABLES.king[ts] & ministers != 0 {
            return true;
        }
        let empty = !pos.occupied();
        for m in Squares(TABLES.ring2[ts] & ministers) {
            if TABLES.king[ts] & TABLES.king[m as usize] & empty != 0 {
                return true;
            }
        }
    }
    if pos.void & bit(t) != 0 {
        return false;
    }
    if TABLES.knight[ts] & pos.kind[KNIGHT] & theirs != 0
        || TABLES.king[ts] & pos.kind[KING] & theirs != 0
        || TABLES.pawn[1 - by][ts] & pos.kind[PAWN] & theirs != 0
    {
        return true;
    }
    let blockers = pos.occupied() | pos.void;
    let queens = pos.kind[QUEEN] & theirs;
    let rooks = (pos.kind[ROOK] & theirs) | queens;
    if rooks != 0 && rook_attacks(t, blockers) & rooks != 0 {
        return true;
    }
    let bishops = (pos.kind[BISHOP] & theirs) | queens;
    bishops != 0 && bishop_attacks(t, blockers) & bishops != 0
}

/// void-chess/7.1: `c`'s King is attacked.
pub fn in_check(pos: &Position, c: Color) -> bool {
    pos.king_square(c).is_some_and(|k| attacked(pos, k, 1 - c))
}

/// void-chess/7.2: the side to move has its King on an unstable tile, so only the King may move.
#[inline]
pub fn king_must_move(pos: &Position) -> bool {
    pos.kind[KING] & pos.color[pos.side] & pos.unstable != 0
}

/// The castlings: (right, King from, King to, Rook from, Rook to, squares between King and Rook).
/// void-chess/8.1.5, 8.1.6: King e->g with Rook i->f, King e->c with Rook a->d.
pub const CASTLINGS: [(u8, u8, u8, u8, u8, Mask); 4] = {
    const fn row(rank: u8, files: &[u8]) -> Mask {
        let mut m = 0;
        let mut i = 0;
        while i < files.len() {
            m |= 1u128 << (rank * 9 + files[i]);
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

fn push_targets(out: &mut MoveList, from: u8, targets: Mask, piece: usize, theirs: Mask) {
    for to in Squares(targets) {
        let flags = if theirs & bit(to) != 0 { CAPTURE } else { 0 };
        out.push(Move::new(from, to, piece, flags));
    }
}

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

/// [`pseudo_legal`], for the pieces on `pieces` only (the King's moves always).
pub fn pseudo_legal_of(pos: &Position, pieces: Mask, out: &mut MoveList) {
    let us = pos.side;
    let own = pos.color[us];
    let movers = own & pieces;
    let theirs = pos.color[1 - us];
    let occupied = pos.occupied();
    let void = pos.void;
    let Some(k) = pos.king_square(us) else {
        return;
    };
    // void-chess/3.1, 7.4: one step, never onto a void tile or a friendly piece.
    push_targets(out, k, TABLES.king[k as usize] & !own & !void, KING, theirs);
    // void-chess/7.2: a King on an unstable tile must move; no other piece may (register VC-7.2-castling:
    // castling moves the Rook too, so it is not allowed either).
    if pos.unstable & bit(k) != 0 {
        return;
    }
    castlings(pos, out);
    // void-chess/3.5: Knights leap over anything, but land neither on void nor on a friendly piece.
    for from in Squares(pos.kind[KNIGHT] & movers) {
        push_targets(
            out,
            from,
            TABLES.knight[from as usize] & !own & !void,
            KNIGHT,
            theirs,
        );
    }
    // void-chess/3.2-3.4: sliders stop at the first piece (capturing an enemy) or void tile (never entered).
    let blockers = occupied | void;
    // A Queen moves as a Rook and as a Bishop.
    let sliders = [
        (ROOK, rook_attacks as fn(u8, Mask) -> Mask),
        (BISHOP, bishop_attacks),
    ];
    for (kind, attacks) in sliders {
        for from in Squares((pos.kind[kind] | pos.kind[QUEEN]) & movers) {
            let piece = if pos.kind[kind] & bit(from) != 0 {
                kind
            } else {
                QUEEN
            };
            push_targets(
                out,
                from,
                attacks(from, blockers) & !own & !void,
                piece,
                theirs,
            );
        }
    }
    // void-chess/4.2-4.4, 4.8: Step 1 to a neighbour that is empty or an enemy (void and unstable tiles
    // allowed); a capture ends the move (4.3); after an empty Step 1, Step 2 to any neighbour but the
    // original square, empty or an enemy. A move is its path (register VC-4.2-minister-path).
    for from in Squares(pos.kind[MINISTER] & movers) {
        for via in Squares(TABLES.king[from as usize] & !own) {
            let capture = theirs & bit(via) != 0;
            out.push(Move::new(
                from,
                via,
                MINISTER,
                if capture { CAPTURE } else { 0 },
            ));
            if capture {
                continue;
            }
            for to in Squares(TABLES.king[via as usize] & !own & !bit(from)) {
                let flags = if theirs & bit(to) != 0 { CAPTURE } else { 0 };
                out.push(Move {
                    via,
                    ..Move::new(from, to, MINISTER, flags)
                });
            }
        }
    }
    // void-chess/3.6: one square forward onto an empty non-void square, two from the starting rank over
    // two such squares; captures diagonally forward on an enemy, never onto a void tile; en passant (8.2).
    let dir: i32 = if us == WHITE { 9 } else { -9 };
    let open = !occupied & !void;
    for from in Squares(pos.kind[PAWN] & movers) {
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
        for to in Squares(diagonals & theirs) {
            push_pawn(out, from, to, CAPTURE, us);
        }
        if pos.ep != NO_SQUARE && diagonals & bit(pos.ep) & !occupied != 0 {
            let victim = square(file_of(pos.ep), rank_of(from)).expect("beside the Pawn");
            if pos.kind[PAWN] & theirs & bit(victim) != 0 {
                out.push(Move::new(from, pos.ep, PAWN, CAPTURE | EN_PASSANT));
            }
        }
    }
}

/// void-chess/8.1: the castlings the side to move may make now (as the King's two-square move).
fn castlings(pos: &Position, out: &mut MoveList) {
    let us = pos.side;
    let own = pos.color[us];
    for &(right, king_from, king_to, rook_from, rook_to, between) in &CASTLINGS {
        // 8.1.1: neither the King nor that Rook has moved (the rights record it).
        if pos.castling & right == 0
            || (us == WHITE) != (right & (CASTLE_WK | CASTLE_WQ) != 0)
            || pos.kind[KING] & own & bit(king_from) == 0
            || pos.kind[ROOK] & own & bit(rook_from) == 0
        {
            continue;
        }
        // 8.1.2: every square between King and Rook empty and not void.
        if between & (pos.occupied() | pos.void) != 0 {
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

/// The home squares of the Kings and Rooks (void-chess/1.5, 1.6).
const CASTLING_HOMES: Mask = {
    let mut m = 0;
    let mut i = 0;
    while i < 4 {
        m |= (1u128 << CASTLINGS[i].1) | (1u128 << CASTLINGS[i].3);
        i += 1;
    }
    m
};

/// The Rook's squares of a castling move.
fn castling_rook(m: &Move) -> (u8, u8) {
    CASTLINGS
        .iter()
        .find(|c| c.1 == m.from && c.2 == m.to)
        .map(|c| (c.3, c.4))
        .expect("a castling move is one of the four")
}

/// What [`Position::play`] changed, for [`Position::unplay`].
#[derive(Clone, Copy, Debug)]
pub struct Undo {
    /// The squares whose tile the move may change, and their unstable and void tiles before it.
    touched: Mask,
    unstable: Mask,
    void: Mask,
    captured: u8,
    castling: u8,
    ep: u8,
    halfmove: u32,
    fullmove: u32,
    /// The Janitor destroyed a piece: the move cannot be taken back with [`Position::unplay`].
    pub destroyed: bool,
}

/// void-chess/10.2: the position after `m` with every tile change it makes (2.5, 4.6, 5.1-5.3), then, when
/// `janitor`, the Void Janitor (6.1-6.3), then the castling rights, en passant square, counters and turn.
#[inline]
pub fn make(pos: &Position, m: &Move, janitor: bool) -> Position {
    let mut p = *pos;
    p.play(m, janitor);
    p
}

impl Position {
    /// Plays `m` on this position, as [`make`] describes.
    #[inline]
    pub fn play(&mut self, m: &Move, janitor: bool) -> Undo {
        let p = self;
        let us = p.side;
        let them = 1 - us;
        let mut touched = bit(m.from) | bit(m.to);
        if m.via != NO_SQUARE {
            touched |= bit(m.via);
        }
        if m.flags & CASTLE != 0 {
            let (rook_from, rook_to) = castling_rook(m);
            touched |= bit(rook_from) | bit(rook_to);
        }
        let mut undo = Undo {
            touched,
            unstable: p.unstable & touched,
            void: p.void & touched,
            captured: NO_SQUARE,
            castling: p.castling,
            ep: p.ep,
            halfmove: p.halfmove,
            fullmove: p.fullmove,
            destroyed: false,
        };
        let (from, to) = (bit(m.from), bit(m.to));
        let piece = m.piece as usize;
        // The piece leaves its square; an unstable tile turns void at once (2.5, 6A.2).
        p.color[us] ^= from;
        p.kind[piece] ^= from;
        let left_unstable = p.unstable & from;
        p.unstable ^= left_unstable;
        p.void |= left_unstable;
        // 4.6: a Minister heals the tile of its Step 1 (register VC-4.6-heal-path, `every-square`).
        if m.via != NO_SQUARE {
            let via = bit(m.via);
            p.unstable &= !via;
            p.void &= !via;
        }
        let mut captured = m.flags & CAPTURE != 0;
        if m.flags & EN_PASSANT != 0 {
            // 5.3: the captured Pawn is removed from its square.
            let victim = bit(square(file_of(m.to), rank_of(m.from)).expect("beside the Pawn"));
            p.color[them] ^= victim;
            p.kind[PAWN] ^= victim;
        } else if p.color[them] & to != 0 {
            p.color[them] ^= to;
            for k in 0..7 {
                if p.kind[k] & to != 0 {
                    p.kind[k] ^= to;
                    undo.captured = k as u8;
                    break;
                }
            }
            captured = true;
        }
        p.color[us] |= to;
        p.kind[m.arriving()] |= to;
        if piece == MINISTER {
            // 4.6, 5.2: the Minister heals the tile it moves onto, capture or not.
            p.unstable &= !to;
            p.void &= !to;
        } else if captured {
            // 5.1, 5.3: the square of a capture becomes unstable (a Pawn capturing and promoting makes it
            // unstable too: register VC-5.2-promotion-capture, `unstable`).
            p.unstable |= to;
        }
        // 6.2.1: the squares of the pieces that just moved are safe (for castling the Rook's too, register
        // VC-6.2.1-safe-squares).
        let mut safe = to;
        if m.flags & CASTLE != 0 {
            let (rook_from, rook_to) = castling_rook(m);
            let (rf, rt) = (bit(rook_from), bit(rook_to));
            p.color[us] ^= rf | rt;
            p.kind[ROOK] ^= rf | rt;
            let left = p.unstable & rf;
            p.unstable ^= left;
            p.void |= left;
            safe |= rt;
        }
        let mut removed = from | to;
        if janitor {
            // 6.2.2, 6.2.3, 4.7, 6.3: every piece of the side that moved on an unstable tile, but the safe
            // squares and Ministers, is destroyed and its tile turns void (6A.3).
            let victims = p.color[us] & p.unstable & !safe & !p.kind[MINISTER];
            if victims != 0 {
                p.color[us] ^= victims;
                for k in &mut p.kind {
                    *k &= !victims;
                }
                p.unstable ^= victims;
                p.void |= victims;
                removed |= victims;
                undo.destroyed = true;
            }
        }
        // 8.1.1: a right is lost once its King or Rook moves or is removed (captured or destroyed): only
        // a move from, to, or a destruction on a home square of a King or Rook changes them.
        if p.castling != 0 && removed & CASTLING_HOMES != 0 {
            for &(right, king_from, _, rook_from, _, _) in &CASTLINGS {
                if removed & (bit(king_from) | bit(rook_from)) != 0 {
                    p.castling &= !right;
                }
            }
        }
        // 8.2: after a two-square advance, the square passed over.
        p.ep = if m.flags & DOUBLE != 0 {
            (m.from + m.to) / 2
        } else {
            NO_SQUARE
        };
        // 9.6: a pawn move or a capture restarts the count (register VC-9.6-janitor: a destruction does
        // not).
        p.halfmove = if piece == PAWN || captured {
            0
        } else {
            p.halfmove.saturating_add(1)
        };
        if us == BLACK {
            p.fullmove = p.fullmove.saturating_add(1);
        }
        p.side = them;
        undo
    }

    /// Takes back `m`, played by [`Position::play`] with the `undo` it returned, when the Janitor
    /// destroyed nothing.
    #[inline]
    pub fn unplay(&mut self, m: &Move, undo: &Undo) {
        debug_assert!(!undo.destroyed, "a destruction cannot be taken back");
        let us = 1 - self.side;
        let them = self.side;
        let (from, to) = (bit(m.from), bit(m.to));
        self.color[us] ^= from | to;
        self.kind[m.arriving()] ^= to;
        self.kind[m.piece as usize] |= from;
        if undo.captured != NO_SQUARE {
            self.color[them] |= to;
            self.kind[undo.captured as usize] |= to;
        }
        if m.flags & EN_PASSANT != 0 {
            let victim = bit(square(file_of(m.to), rank_of(m.from)).expect("beside the Pawn"));
            self.color[them] |= victim;
            self.kind[PAWN] |= victim;
        }
        if m.flags & CASTLE != 0 {
            let (rook_from, rook_to) = castling_rook(m);
            let rook = bit(rook_from) | bit(rook_to);
            self.color[us] ^= rook;
            self.kind[ROOK] ^= rook;
        }
        self.unstable = (self.unstable & !undo.touched) | undo.unstable;
        self.void = (self.void & !undo.touched) | undo.void;
        self.castling = undo.castling;
        self.ep = undo.ep;
        self.halfmove = undo.halfmove;
        self.fullmove = undo.fullmove;
        self.side = us;
    }
}

/// void-chess/10.1: after the move (and the Janitor), the mover's King still stands and is not attacked.
#[inline]
pub fn king_safe(next: &Position, mover: Color) -> bool {
    match next.king_square(mover) {
        Some(k) => !attacked(next, k, 1 - mover),
        None => false,
    }
}

/// void-chess/10.1, 10.2: the legal moves, each simulated with its tile changes and the Janitor.
pub fn legal_moves(pos: &Position) -> MoveList {
    let mut pseudo = Vec::with_capacity(96);
    pseudo_legal(pos, &mut pseudo);
    pseudo.retain(|m| king_safe(&make(pos, m, true), pos.side));
    pseudo
}

/// Whether the side to move has a legal move (stops at the first).
pub fn has_legal_move(pos: &Position) -> bool {
    let mut pseudo = Vec::with_capacity(96);
    pseudo_legal(pos, &mut pseudo);
    pseudo
        .iter()
        .any(|m| king_safe(&make(pos, m, true), pos.side))
}

/// The legal move written `text` in coordinate form, if it is one.
pub fn find_move(pos: &Position, text: &str) -> Option<Move> {
    legal_moves(pos).into_iter().find(|m| m.text() == text)
}
