//! Section 3: Special Moves (`fide/3.*`): castling, en passant, promotion; with them, the Pawn's moves
//! (`fide/2.6.1` to `fide/2.6.3`), and the board after a move.
//!
//! As in section 2, each rule is a check that deciding one move runs on that move, and listing moves runs
//! on each candidate: the Pawn's four squares ahead ([`pawn_moves`]), the King's two castlings.

use super::s01_board::square_name;
use super::s01_board::{
    back_rank, color_index, file_of, rank_of, square_at, Board, CastlingRights, Kind, Move,
    Position, Special,
};
pub use super::s01_board::{king_home, rook_home};
use super::s02_pieces::{forward, is_attacked, pawn_shape, pawn_step, PawnShape};
use crate::clause;
use crate::core::Color;
use crate::core::Square;
use crate::core::{refuse, require, Check, ClauseSink};

/// `fide/3.1.1` (O-O: King e1 to g1, Rook h1 to f1) and `fide/3.1.2` (O-O-O: King e1 to c1, Rook a1 to d1),
/// the same on rank 8 for Black: the King's landing square.
pub fn castling_king_target(color: Color, kingside: bool) -> Square {
    square_at(if kingside { 6 } else { 2 }, back_rank(color)).expect("on the board")
}

/// The square the King passes across when castling (f1/d1, f8/d8), which is also where the Rook lands.
pub fn castling_passed_square(color: Color, kingside: bool) -> Square {
    square_at(if kingside { 5 } else { 3 }, back_rank(color)).expect("on the board")
}

/// The Rook's from and to squares of a castling move (`fide/3.1.1`, `fide/3.1.2`).
pub fn castling_rook_squares(mv: &Move) -> (Square, Square) {
    let rank = rank_of(mv.from);
    let kingside = mv.special == Special::CastleKingside;
    let from = square_at(if kingside { 7 } else { 0 }, rank).expect("on the board");
    let to = square_at(if kingside { 5 } else { 3 }, rank).expect("on the board");
    (from, to)
}

/// Castling on one side (`fide/3.1.3`-`3.1.7`): each of its five requirements is a check, in the
/// document's order; the first that fails refuses it.
pub fn castling_allowed<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    kingside: bool,
) -> Check {
    let us = pos.side;
    let them = us.opponent();
    let why = |reason: &str| format!("castling is not allowed: {reason}");
    // fide/3.1.3: neither the King nor the chosen Rook has moved (kept as the castling right).
    require(
        sink,
        pos.castling.get(us, kingside),
        clause!("fide/3.1.3"),
        || why("the King or that Rook has already moved (no castling right)"),
    )?;
    // fide/3.1.4: all squares between the King and the Rook are empty.
    let king = king_home(us);
    let rook = rook_home(us, kingside);
    let (lo, hi) = if king < rook {
        (king, rook)
    } else {
        (rook, king)
    };
    require(
        sink,
        (lo.0 + 1..hi.0).all(|s| pos.board[s as usize].is_none()),
        clause!("fide/3.1.4"),
        || why("a square between the King and the Rook is occupied"),
    )?;
    // fide/3.1.5: the King is not currently in check.
    require(
        sink,
        !is_attacked(&pos.board, king, them),
        clause!("fide/3.1.5"),
        || why("the King is in check"),
    )?;
    // fide/3.1.6: the square the King passes across is not attacked.
    require(
        sink,
        !is_attacked(&pos.board, castling_passed_square(us, kingside), them),
        clause!("fide/3.1.6"),
        || why("the square the King passes across is attacked"),
    )?;
    // fide/3.1.7: the square the King lands upon is not attacked.
    require(
        sink,
        !is_attacked(&pos.board, castling_king_target(us, kingside), them),
        clause!("fide/3.1.7"),
        || why("the square the King lands on is attacked"),
    )?;
    // fide/3.1.1, fide/3.1.2: the King goes two squares towards the Rook, the Rook to the square it crossed.
    sink.yes(if kingside {
        clause!("fide/3.1.1")
    } else {
        clause!("fide/3.1.2")
    });
    Ok(())
}

/// The castling move of the King on `from` to `to`, if it is one: the King on its start square going to
/// a castling square (`fide/3.1.1`, `fide/3.1.2`). Yields which side.
pub fn castling_side(pos: &Position, kind: Kind, from: Square, to: Square) -> Option<bool> {
    let us = pos.side;
    if kind != Kind::King || from != king_home(us) {
        return None;
    }
    [true, false]
        .into_iter()
        .find(|&kingside| to == castling_king_target(us, kingside))
}

/// The castlings of the King on `from` (`fide/3.1.1`, `fide/3.1.2`) that [`castling_allowed`] allows,
/// each handed to `keep` (a refused one is settled with the sink): none but from the King's start square.
pub fn castling_moves<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    from: Square,
    mut keep: impl FnMut(&mut S, Move),
) {
    let us = pos.side;
    if from != king_home(us) {
        return;
    }
    for (kingside, special) in [
        (true, Special::CastleKingside),
        (false, Special::CastleQueenside),
    ] {
        match castling_allowed(sink, pos, kingside) {
            Ok(()) => keep(
                sink,
                Move {
                    from,
                    to: castling_king_target(us, kingside),
                    promotion: None,
                    special,
                },
            ),
            Err(_) => sink.settle(false),
        }
    }
}

/// `fide/3.1.3`: the castling rights that remain after a move from `from` to `to`: a King that moves loses
/// both, a Rook that moves from its start square loses its own, and a Rook captured on its start square can
/// no longer castle either.
pub fn remaining_castling_rights(
    rights: CastlingRights,
    from: Square,
    to: Square,
) -> CastlingRights {
    let mut r = rights;
    for sq in [from, to] {
        match sq.0 {
            4 => r.lose_both(Color::White),
            60 => r.lose_both(Color::Black),
            0 => r.set(Color::White, false, false),
            7 => r.set(Color::White, true, false),
            56 => r.set(Color::Black, false, false),
            63 => r.set(Color::Black, true, false),
            _ => {}
        }
    }
    r
}

/// `fide/3.2.2`: the Pawn taken en passant stands beside the capturing Pawn, on the file it moves to.
pub fn en_passant_victim(mv: &Move) -> Square {
    square_at(file_of(mv.to), rank_of(mv.from)).expect("on the board")
}

/// The pieces a Pawn may be converted to (`fide/3.3.1`), in the order moves are listed.
pub const PROMOTION_CHOICES: [Kind; 4] = [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight];

/// `fide/3.3.1`: the last rank for a Pawn of `color` (Rank 8 for White, Rank 1 for Black).
pub fn promotion_rank(color: Color) -> i8 {
    back_rank(color.opponent())
}

/// The moves of the Pawn on `from`: each of its four squares ahead (one and two forward, one diagonally
/// either way) that [`pawn_move`]'s check of its shape allows, as four moves, one per choice, on the last rank (`fide/3.3.1`,
/// `fide/3.3.2`: [`promotion`] allows each); each is handed to `keep` (a refused one is settled with the
/// sink).
#[inline]
pub fn pawn_moves<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    from: Square,
    mut keep: impl FnMut(&mut S, Move),
) {
    let dir = forward(pos.side);
    let (file, rank) = (file_of(from), rank_of(from));
    for (df, dr, shape) in [
        (0, dir, PawnShape::Advance),
        (0, 2 * dir, PawnShape::DoubleStep),
        (-1, dir, PawnShape::Diagonal),
        (1, dir, PawnShape::Diagonal),
    ] {
        let Some(to) = square_at(file + df, rank + dr) else {
            continue;
        };
        let special = match pawn_move_of(sink, pos, from, to, shape) {
            Ok(special) => special,
            Err(_) => {
                sink.settle(false);
                continue;
            }
        };
        let mv = Move {
            from,
            to,
            promotion: None,
            special,
        };
        if rank_of(to) != promotion_rank(pos.side) {
            keep(sink, mv);
            continue;
        }
        for kind in PROMOTION_CHOICES {
            let mv = Move {
                promotion: Some(kind),
                ..mv
            };
            match promotion(sink, pos, Kind::Pawn, &mv) {
                Ok(()) => keep(sink, mv),
                Err(_) => sink.settle(false),
            }
        }
    }
}

/// Plays a legal move: the pieces move (sections 2 and 3), the castling rights and the en passant right
/// are updated (`fide/3.1.3`, `fide/3.2.3`), the turn passes, and the FEN counters advance.
pub fn make_move(pos: &Position, mv: &Move) -> Position {
    let us = pos.side;
    let moving = pos.board[mv.from.index()];
    let pawn_moved = moving.is_some_and(|p| p.kind == Kind::Pawn);
    let captured = pos.board[mv.to.index()].is_some() || mv.special == Special::EnPassant;
    let mut kings = pos.kings;
    if moving.is_some_and(|p| p.kind == Kind::King) {
        kings[color_index(us)] = mv.to;
    }
    let mut next = Position {
        board: board_after(pos, mv),
        side: us.opponent(),
        castling: remaining_castling_rights(pos.castling, mv.from, mv.to),
        en_passant: None,
        halfmove_clock: if pawn_moved || captured {
            0
        } else {
            pos.halfmove_clock.saturating_add(1)
        },
        fullmove_number: if us == Color::Black {
            pos.fullmove_number.saturating_add(1)
        } else {
            pos.fullmove_number
        },
        kings,
    };
    if mv.special == Special::DoubleStep {
        // fide/3.2.1: the square the advancing Pawn skipped over.
        next.en_passant = Some(Square((mv.from.0 + mv.to.0) / 2));
    }
    next
}

/// The board after `mv` (sections 2 and 3), pieces only (what section 4 needs to see whether the mover's King is attacked).
#[inline]
pub fn board_after(pos: &Position, mv: &Move) -> Board {
    let mut board = pos.board;
    let mut piece = board[mv.from.index()].take();
    if let (Some(p), Some(kind)) = (piece.as_mut(), mv.promotion) {
        p.kind = kind;
    }
    board[mv.to.index()] = piece;
    match mv.special {
        Special::EnPassant => {
            board[en_passant_victim(mv).index()] = None;
        }
        Special::CastleKingside | Special::CastleQueenside => {
            let (rook_from, rook_to) = castling_rook_squares(mv);
            board[rook_to.index()] = board[rook_from.index()].take();
        }
        Special::Plain | Special::DoubleStep => {}
    }
    board
}

/// The Pawn's move from `from` to `to`: its shape and its step (`fide/2.6.1`-`2.6.3`, section 2's
/// [`pawn_step`]), and a diagonal step onto an empty square taken as `en_passant`. Yields what kind of
/// move it is.
pub fn pawn_move<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    from: Square,
    to: Square,
) -> Check<Special> {
    let shape = pawn_shape(sink, pos, from, to)?;
    pawn_move_of(sink, pos, from, to, shape)
}

/// [`pawn_move`] of a move whose shape is known.
#[inline(always)]
fn pawn_move_of<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    from: Square,
    to: Square,
    shape: PawnShape,
) -> Check<Special> {
    match pawn_step(sink, pos, from, to, shape)? {
        Some(special) => Ok(special),
        None => en_passant(sink, pos, from, to),
    }
}

/// `fide/3.2.2`: a Pawn's diagonal step onto the empty square an enemy Pawn skipped, taking it;
/// `fide/3.2.3`: only on the very next move, while the position keeps that square as its en passant
/// square. Any other diagonal step onto an empty square is a Pawn moving diagonally without capturing
/// (`fide/2.6.3`).
fn en_passant<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    from: Square,
    to: Square,
) -> Check<Special> {
    let us = pos.side;
    if pos.en_passant == Some(to) {
        sink.yes(clause!("fide/3.2.2"));
        sink.yes(clause!("fide/3.2.3"));
        return Ok(Special::EnPassant);
    }
    // An enemy Pawn beside that has just advanced two squares would be capturable only on the very next
    // move.
    let enemy_pawn_beside = rank_of(to) == promotion_rank(us) - 2 * forward(us)
        && square_at(file_of(to), rank_of(from)).is_some_and(|s| {
            pos.board[s.index()].is_some_and(|p| p.color != us && p.kind == Kind::Pawn)
        });
    if enemy_pawn_beside {
        return refuse(sink, clause!("fide/3.2.3"), || {
            format!(
                "en passant onto {} is allowed only on the move right after that Pawn's \
                 two-square advance",
                square_name(to)
            )
        });
    }
    refuse(sink, clause!("fide/2.6.3"), || {
        format!(
            "a Pawn moves diagonally only to capture; {} is empty",
            square_name(to)
        )
    })
}

/// `fide/3.3.1`: a Pawn reaching its last rank is converted to the piece `mv` chooses, and no other move
/// carries a choice; `fide/3.3.2`: any of the four, whatever has been captured.
pub fn promotion<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    kind: Kind,
    mv: &Move,
) -> Check {
    let needs = kind == Kind::Pawn && rank_of(mv.to) == promotion_rank(pos.side);
    let names = || (square_name(mv.from), square_name(mv.to));
    match (needs, mv.promotion) {
        (true, None) => refuse(sink, clause!("fide/3.3.1"), || {
            let (from, to) = names();
            format!("a Pawn reaching {to} must be converted: add q, r, b or n ({from}{to}q)")
        }),
        (false, Some(_)) => {
            refuse(sink, clause!("fide/3.3.1"), || {
                let (from, to) = names();
                format!("only a Pawn reaching its eighth rank is promoted; {from}{to} is not such a move")
            })
        }
        (true, Some(_)) => {
            sink.yes(clause!("fide/3.3.1"));
            sink.yes(clause!("fide/3.3.2"));
            Ok(())
        }
        (false, None) => Ok(()),
    }
}
