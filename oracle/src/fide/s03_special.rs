//! Section 3: Special Moves (`fide/3.*`): castling, en passant, promotion.

use super::moves::{Move, Special};
use super::s01_board::{
    back_rank, file_of, rank_of, square_at, Board, CastlingRights, Kind, Position,
};
use super::s01_board::{square_name, Piece};
use super::s02_pieces::{
    forward, is_attacked, leaper_moves, line_moves, pawn_moves, starting_rank, DIAGONALS,
    KING_TARGETS, KNIGHT_TARGETS, RANKS_AND_FILES,
};
use crate::clause;
use crate::core::Color;
use crate::core::Square;
use crate::core::{effect, refuse, require, Check, ClauseSink, NoTrace};

/// The King's start square (`fide/1.5`: e1, e8).
pub fn king_home(color: Color) -> Square {
    square_at(4, back_rank(color)).expect("on the board")
}

/// The Rook's start square on the given side (`fide/1.5`: a1/h1, a8/h8).
pub fn rook_home(color: Color, kingside: bool) -> Square {
    square_at(if kingside { 7 } else { 0 }, back_rank(color)).expect("on the board")
}

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

/// Adds the castling moves whose five requirements hold (`fide/3.1.1`-`3.1.7`).
pub fn castling_moves(pos: &Position, out: &mut Vec<Move>) {
    let us = pos.side;
    for (kingside, special) in [
        (true, Special::CastleKingside),
        (false, Special::CastleQueenside),
    ] {
        if pos.castling.get(us, kingside) && castling_allowed(&mut NoTrace, pos, kingside).is_ok() {
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

/// `fide/3.2.2`: a Pawn on `from` beside the Pawn that just advanced two squares takes it en passant,
/// moving onto the square it skipped.
fn en_passant_captures(pos: &Position, from: Square, out: &mut Vec<Move>) {
    let Some(skipped) = pos.en_passant else {
        return;
    };
    if rank_of(skipped) == rank_of(from) + forward(pos.side)
        && (file_of(skipped) - file_of(from)).abs() == 1
        && pos.board[skipped.index()].is_none()
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
    for from in (0..64u8).map(Square) {
        let Some(piece) = pos.board[from.index()] else {
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
            Kind::Knight => leaper_moves(pos, from, &KNIGHT_TARGETS[from.index()], out),
            Kind::Bishop => line_moves(pos, from, DIAGONALS, out),
            Kind::Rook => line_moves(pos, from, RANKS_AND_FILES, out),
            Kind::Queen => line_moves(pos, from, 0..8, out),
            Kind::King => {
                leaper_moves(pos, from, &KING_TARGETS[from.index()], out);
                castling_moves(pos, out);
            }
        }
    }
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

/// The Pawn's move from `from` to `to` (`fide/2.6.1`-`2.6.3`, en passant `fide/3.2.2`, `3.2.3`): which kind
/// of move it is, or the rule it breaks.
pub fn pawn_move<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    from: Square,
    to: Square,
) -> Check<Special> {
    let us = pos.side;
    let df = file_of(to) - file_of(from);
    let ahead = (rank_of(to) - rank_of(from)) * forward(us);
    let target = pos.board[to.index()];
    let (from_name, to_name) = (|| square_name(from), || square_name(to));
    match (df.abs(), ahead) {
        (0, 1) => {
            let enemy = target.is_some_and(|p| p.color != us);
            require(sink, !enemy, clause!("fide/2.6.3"), || {
                format!("a Pawn cannot capture directly forward ({})", to_name())
            })?;
            require(sink, target.is_none(), clause!("fide/2.6.1"), || {
                format!(
                    "the Pawn cannot advance to {}: the square is occupied",
                    to_name()
                )
            })?;
            Ok(Special::Plain)
        }
        (0, 2) => {
            let from_start = rank_of(from) == starting_rank(us);
            let skipped = square_at(file_of(from), rank_of(from) + forward(us));
            let vacant =
                skipped.is_some_and(|s| pos.board[s.index()].is_none()) && target.is_none();
            require(sink, from_start && vacant, clause!("fide/2.6.2"), || {
                if from_start {
                    format!(
                        "the Pawn cannot advance two squares to {}: a square on the way is occupied",
                        to_name()
                    )
                } else {
                    format!(
                        "a Pawn advances two squares only from its starting rank; {} is not on it",
                        from_name()
                    )
                }
            })?;
            // fide/3.2.1: landing beside an enemy Pawn, the double step gives it the en passant capture.
            if sink.traces() {
                let beside = [-1, 1].into_iter().any(|d| {
                    square_at(file_of(to) + d, rank_of(to)).is_some_and(|s| {
                        pos.board[s.index()] == Some(Piece::new(us.opponent(), Kind::Pawn))
                    })
                });
                effect(sink, beside, clause!("fide/3.2.1"));
            }
            Ok(Special::DoubleStep)
        }
        (1, 1) => {
            if let Some(p) = target {
                require(sink, p.color != us, clause!("fide/2.6.3"), || {
                    format!("the Pawn cannot capture its own piece on {}", to_name())
                })?;
                return Ok(Special::Plain);
            }
            // fide/3.2.2: onto the square the enemy Pawn skipped, taking it; fide/3.2.3: only on the very next
            // move, while the position keeps that square as its en passant square.
            if pos.en_passant == Some(to) {
                sink.yes(clause!("fide/3.2.2"));
                sink.yes(clause!("fide/3.2.3"));
                return Ok(Special::EnPassant);
            }
            // An enemy Pawn beside that has just advanced two squares would be capturable only on the very
            // next move; anything else is a Pawn moving diagonally without capturing.
            let beside = square_at(file_of(to), rank_of(from));
            let enemy_pawn_beside = beside.is_some_and(|s| {
                pos.board[s.index()].is_some_and(|p| p.color != us && p.kind == Kind::Pawn)
            });
            if enemy_pawn_beside && rank_of(to) == promotion_rank(us) - 2 * forward(us) {
                return refuse(sink, clause!("fide/3.2.3"), || {
                    format!(
                        "en passant onto {} is allowed only on the move right after that Pawn's \
                         two-square advance",
                        to_name()
                    )
                });
            }
            refuse(sink, clause!("fide/2.6.3"), || {
                format!(
                    "a Pawn moves diagonally only to capture; {} is empty",
                    to_name()
                )
            })
        }
        _ => refuse(sink, clause!("fide/2.6.1"), || {
            format!(
                "a Pawn moves straight forward (or diagonally forward to capture); {}{} is not such a move",
                from_name(),
                to_name()
            )
        }),
    }
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
