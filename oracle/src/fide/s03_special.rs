//! Section 3: Special Moves (`fide/3.*`): castling, en passant, promotion.

use super::moves::{Move, Special};
use super::s01_board::{
    back_rank, file_of, rank_of, square_at, Board, CastlingRights, Kind, Position,
};
use super::s02_pieces::{
    forward, is_attacked, leaper_moves, line_moves, pawn_moves, DIAGONALS, KING_TARGETS,
    KNIGHT_TARGETS, RANKS_AND_FILES,
};
use crate::core::Color;

/// The King's start square (`fide/1.5`: e1, e8).
pub fn king_home(color: Color) -> u8 {
    square_at(4, back_rank(color)).expect("on the board")
}

/// The Rook's start square on the given side (`fide/1.5`: a1/h1, a8/h8).
pub fn rook_home(color: Color, kingside: bool) -> u8 {
    square_at(if kingside { 7 } else { 0 }, back_rank(color)).expect("on the board")
}

/// `fide/3.1.1` (O-O: King e1 to g1, Rook h1 to f1) and `fide/3.1.2` (O-O-O: King e1 to c1, Rook a1 to d1),
/// the same on rank 8 for Black: the King's landing square.
pub fn castling_king_target(color: Color, kingside: bool) -> u8 {
    square_at(if kingside { 6 } else { 2 }, back_rank(color)).expect("on the board")
}

/// The square the King passes across when castling (f1/d1, f8/d8), which is also where the Rook lands.
pub fn castling_passed_square(color: Color, kingside: bool) -> u8 {
    square_at(if kingside { 5 } else { 3 }, back_rank(color)).expect("on the board")
}

/// The Rook's from and to squares of a castling move (`fide/3.1.1`, `fide/3.1.2`).
pub fn castling_rook_squares(mv: &Move) -> (u8, u8) {
    let rank = rank_of(mv.from);
    let kingside = mv.special == Special::CastleKingside;
    let from = square_at(if kingside { 7 } else { 0 }, rank).expect("on the board");
    let to = square_at(if kingside { 5 } else { 3 }, rank).expect("on the board");
    (from, to)
}

/// Why castling on one side is not allowed now, as the clause of the first requirement it fails; `None`
/// when all five of `fide/3.1.3`-`3.1.7` hold.
pub fn castling_refusal(pos: &Position, kingside: bool) -> Option<(crate::core::Clause, String)> {
    let us = pos.side;
    let them = us.opponent();
    // fide/3.1.3: neither the King nor the chosen Rook has moved (kept as the castling right).
    if !pos.castling.get(us, kingside) {
        return Some((
            crate::clause!("fide/3.1.3"),
            "the King or that Rook has already moved (no castling right)".to_string(),
        ));
    }
    // fide/3.1.4: all squares between the King and the Rook are empty.
    let king = king_home(us);
    let rook = rook_home(us, kingside);
    let (lo, hi) = if king < rook {
        (king, rook)
    } else {
        (rook, king)
    };
    if (lo + 1..hi).any(|s| pos.board[s as usize].is_some()) {
        return Some((
            crate::clause!("fide/3.1.4"),
            "a square between the King and the Rook is occupied".to_string(),
        ));
    }
    // fide/3.1.5: the King is not currently in check.
    if is_attacked(&pos.board, king, them) {
        return Some((
            crate::clause!("fide/3.1.5"),
            "the King is in check".to_string(),
        ));
    }
    // fide/3.1.6: the square the King passes across is not attacked.
    if is_attacked(&pos.board, castling_passed_square(us, kingside), them) {
        return Some((
            crate::clause!("fide/3.1.6"),
            "the square the King passes across is attacked".to_string(),
        ));
    }
    // fide/3.1.7: the square the King lands upon is not attacked.
    if is_attacked(&pos.board, castling_king_target(us, kingside), them) {
        return Some((
            crate::clause!("fide/3.1.7"),
            "the square the King lands on is attacked".to_string(),
        ));
    }
    None
}

/// Adds the castling moves whose five requirements hold (`fide/3.1.1`-`3.1.7`).
pub fn castling_moves(pos: &Position, out: &mut Vec<Move>) {
    let us = pos.side;
    for (kingside, special) in [
        (true, Special::CastleKingside),
        (false, Special::CastleQueenside),
    ] {
        if pos.castling.get(us, kingside) && castling_refusal(pos, kingside).is_none() {
            out.push(Move {
                from: king_home(us),
                to: castling_king_target(us, kingside),
                promotion: None,
                special,
            });
        }
    }
}

/// `fide/3.1.3`: the castling rights that remain after a move from `from` to `to`: a King that moves loses
/// both, a Rook that moves from its start square loses its own, and a Rook captured on its start square can
/// no longer castle either.
pub fn remaining_castling_rights(rights: CastlingRights, from: u8, to: u8) -> CastlingRights {
    let mut r = rights;
    for sq in [from, to] {
        match sq {
            4 => {
                r.white_kingside = false;
                r.white_queenside = false;
            }
            60 => {
                r.black_kingside = false;
                r.black_queenside = false;
            }
            0 => r.white_queenside = false,
            7 => r.white_kingside = false,
            56 => r.black_queenside = false,
            63 => r.black_kingside = false,
            _ => {}
        }
    }
    r
}

/// `fide/3.2.2`: the Pawn taken en passant stands beside the capturing Pawn, on the file it moves to.
pub fn en_passant_victim(mv: &Move) -> u8 {
    square_at(file_of(mv.to), rank_of(mv.from)).expect("on the board")
}

/// `fide/3.2.2`: a Pawn on `from` beside the Pawn that just advanced two squares takes it en passant,
/// moving onto the square it skipped.
fn en_passant_captures(pos: &Position, from: u8, out: &mut Vec<Move>) {
    let Some(skipped) = pos.en_passant else {
        return;
    };
    if rank_of(skipped) == rank_of(from) + forward(pos.side)
        && (file_of(skipped) - file_of(from)).abs() == 1
        && pos.board[skipped as usize].is_none()
    {
        out.push(Move {
            from,
            to: skipped,
            promotion: None,
            special: Special::EnPassant,
        });
    }
}

/// The pieces a Pawn may be converted to (`fide/3.3.1`), in the order moves are listed.
pub const PROMOTION_CHOICES: [Kind; 4] = [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight];

/// `fide/3.3.1`: the last rank for a Pawn of `color` (Rank 8 for White, Rank 1 for Black).
pub fn promotion_rank(color: Color) -> i8 {
    back_rank(color.opponent())
}

/// Adds a Pawn's move, as four moves (one per choice, `fide/3.3.1`, `fide/3.3.2`) when it reaches the
/// last rank.
pub fn push_pawn_move(color: Color, mv: Move, out: &mut Vec<Move>) {
    if rank_of(mv.to) == promotion_rank(color) {
        for kind in PROMOTION_CHOICES {
            out.push(Move {
                promotion: Some(kind),
                ..mv
            });
        }
    } else {
        out.push(mv);
    }
}

/// Every move the pieces of the side to move may make by their geometry alone: section 2 with the special
/// moves of this section,
/// appended to `out`. Section 4 removes those that leave the mover's King attacked.
pub fn geometric_moves(pos: &Position, out: &mut Vec<Move>) {
    let us = pos.side;
    for from in 0..64u8 {
        let Some(piece) = pos.board[from as usize] else {
            continue;
        };
        if piece.color != us {
            continue;
        }
        match piece.kind {
            Kind::Pawn => {
                pawn_moves(pos, from, out, push_pawn_move);
                en_passant_captures(pos, from, out);
            }
            Kind::Knight => leaper_moves(pos, from, &KNIGHT_TARGETS[from as usize], out),
            Kind::Bishop => line_moves(pos, from, DIAGONALS, out),
            Kind::Rook => line_moves(pos, from, RANKS_AND_FILES, out),
            Kind::Queen => line_moves(pos, from, 0..8, out),
            Kind::King => {
                leaper_moves(pos, from, &KING_TARGETS[from as usize], out);
                castling_moves(pos, out);
            }
        }
    }
}

/// The board after `mv` (sections 2 and 3), pieces only (what section 4 needs to see whether the mover's King is attacked).
#[inline]
pub fn board_after(pos: &Position, mv: &Move) -> Board {
    let mut board = pos.board;
    let mut piece = board[mv.from as usize].take();
    if let (Some(p), Some(kind)) = (piece.as_mut(), mv.promotion) {
        p.kind = kind;
    }
    board[mv.to as usize] = piece;
    match mv.special {
        Special::EnPassant => {
            board[en_passant_victim(mv) as usize] = None;
        }
        Special::CastleKingside | Special::CastleQueenside => {
            let (rook_from, rook_to) = castling_rook_squares(mv);
            board[rook_to as usize] = board[rook_from as usize].take();
        }
        Special::Plain | Special::DoubleStep => {}
    }
    board
}
