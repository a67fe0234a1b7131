//! A move played (void-chess/10.2): the piece moves with every tile change it makes (2.5, 4.6, 5.1-5.3),
//! then the Void Janitor acts (6.1-6.3), then the castling rights, en passant square, counters and turn.
//! Positions are small and copied: a move is played on a copy, never taken back.

use crate::board::{bit, file_of, rank_of, square, square_mask, Mask};
use crate::moves::{Move, CAPTURE, CASTLE, CASTLINGS, DOUBLE, EN_PASSANT};
use crate::position::*;

/// The castling rights a move from, to, or a destruction on each square ends (8.1.1: a right is lost once
/// its King or Rook moves or is removed, captured or destroyed).
static RIGHTS_ENDED: [u8; 81] = {
    let mut t = [0; 81];
    let mut i = 0;
    while i < 4 {
        let (right, king, _, rook, _, _) = CASTLINGS[i];
        t[king as usize] |= right;
        t[rook as usize] |= right;
        i += 1;
    }
    t
};

/// The home squares of the Kings and Rooks (void-chess/1.5, 1.6).
const CASTLING_HOMES: Mask = {
    let mut m = 0;
    let mut i = 0;
    while i < 4 {
        m |= square_mask(CASTLINGS[i].1) | square_mask(CASTLINGS[i].3);
        i += 1;
    }
    m
};

/// The Rook's squares of a castling move, by the King's arrival square.
#[inline(always)]
fn castling_rook(king_to: u8) -> (u8, u8) {
    match king_to {
        6 => (8, 5),
        2 => (0, 3),
        78 => (80, 77),
        _ => (72, 75),
    }
}

/// The square of the Pawn an en passant capture removes (5.3: beside the capturing Pawn).
#[inline(always)]
pub(crate) fn en_passant_victim(m: &Move) -> u8 {
    square(file_of(m.to), rank_of(m.from)).expect("beside the Pawn")
}

/// void-chess/10.2: the position after `m` with every tile change it makes (2.5, 4.6, 5.1-5.3), then, when
/// `janitor`, the Void Janitor (6.1-6.3), then the castling rights, en passant square, counters and turn.
#[inline(always)]
pub fn make(pos: &Position, m: &Move, janitor: bool) -> Position {
    let mut p = *pos;
    p.play(m, janitor);
    p
}

impl Position {
    /// Plays `m` on this position, as [`make`] describes.
    #[inline(always)]
    pub fn play(&mut self, m: &Move, janitor: bool) {
        let p = self;
        let us = p.side;
        let them = 1 - us;
        let (from, to) = (bit(m.from), bit(m.to));
        let piece = m.piece as usize;
        // The piece leaves its square; an unstable tile turns void at once (2.5, 6A.2).
        p.color[us] ^= from | to;
        p.kind[piece] ^= from;
        let left_unstable = p.unstable & from;
        p.unstable ^= left_unstable;
        p.void |= left_unstable;
        let captured = m.flags & CAPTURE != 0;
        if captured {
            if m.flags & EN_PASSANT != 0 {
                // 5.3: the captured Pawn is removed from its square.
                let victim = bit(en_passant_victim(m));
                p.color[them] ^= victim;
                p.kind[PAWN] ^= victim;
            } else {
                p.color[them] ^= to;
                for k in &mut p.kind {
                    *k &= !to;
                }
            }
        }
        p.kind[m.arriving()] |= to;
        if piece == MINISTER {
            // 4.6: a Minister heals the tile of its Step 1 (register VC-4.6-heal-path, `every-square`),
            // 4.6, 5.2: and the tile it moves onto, capture or not.
            let healed = if m.via != NO_SQUARE {
                to | bit(m.via)
            } else {
                to
            };
            p.unstable &= !healed;
            p.void &= !healed;
        } else if captured {
            // 5.1, 5.3: the square of a capture becomes unstable (a Pawn capturing and promoting makes it
            // unstable too: register VC-5.2-promotion-capture, `unstable`).
            p.unstable |= to;
        }
        // 6.2.1: the squares of the pieces that just moved are safe (for castling the Rook's too, register
        // VC-6.2.1-safe-squares).
        let mut safe = to;
        if m.flags & CASTLE != 0 {
            let (rook_from, rook_to) = castling_rook(m.to);
            let (rf, rt) = (bit(rook_from), bit(rook_to));
            p.color[us] ^= rf | rt;
            p.kind[ROOK] ^= rf | rt;
            let left = p.unstable & rf;
            p.unstable ^= left;
            p.void |= left;
            safe |= rt;
        }
        let mut ended = RIGHTS_ENDED[m.from as usize] | RIGHTS_ENDED[m.to as usize];
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
                if victims & CASTLING_HOMES != 0 {
                    for sq in crate::board::squares(victims & CASTLING_HOMES) {
                        ended |= RIGHTS_ENDED[sq as usize];
                    }
                }
            }
        }
        // 8.1.1: the rights whose King or Rook moved, or was captured or destroyed on its home square.
        p.castling &= !ended;
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
    }
}
