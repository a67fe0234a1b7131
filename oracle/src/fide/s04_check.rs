//! Section 4: Check, Discovered Check & Checkmate (`fide/4.*`), and with it the legality of every move:
//! a move is legal when its geometry allows it (sections 2 and 3) and, once played, the mover's King is not
//! attacked (`fide/2.1.2`, `fide/4.1.2`; register entry `FIDE-2.1.2-own-king`).

use super::moves::{Move, Special};
use super::s01_board::{
    color_index, file_of, rank_of, square_at, square_name, Kind, Piece, Position,
};
use super::s02_pieces::{attacks, forward, is_attacked, KING_TARGETS, LINES};
use super::s03_special::{board_after, geometric_moves};
use crate::clause;
use crate::core::Square;
use crate::core::{effect, refuse, require, Check, ClauseSink};
use crate::core::{Color, Status};

/// `fide/4.1.1`: the King of `color` is in check when an opposing piece attacks its square; whichever piece
/// moved, so a check discovered by moving a piece off a line (`fide/4.2.1`) is found like any other.
pub fn king_in_check(pos: &Position, color: Color) -> bool {
    is_attacked(&pos.board, pos.kings[color_index(color)], color.opponent())
}

/// The pieces of the opponent of `color` that attack its King: two after a double check (`fide/4.2.2`).
pub fn checkers(pos: &Position, color: Color) -> Vec<Square> {
    let king = pos.kings[color_index(color)];
    let them = color.opponent();
    (0..64u8)
        .map(Square)
        .filter(|&sq| pos.board[sq.index()].is_some_and(|p| p.color == them))
        .filter(|&sq| attacks(&pos.board, sq, king))
        .collect()
}

/// `fide/2.1.2`, `fide/4.1.2`: after `mv` the mover's King is not attacked.
#[inline]
pub fn leaves_king_safe(pos: &Position, mv: &Move) -> bool {
    let board = board_after(pos, mv);
    let us = pos.side;
    let king = if mv.from == pos.kings[color_index(us)] {
        mv.to
    } else {
        pos.kings[color_index(us)]
    };
    !is_attacked(&board, king, us.opponent())
}

/// `fide/2.1.2`, `fide/2.1.3`, `fide/4.1.2`, `fide/4.2.2`: after `mv` (of `piece`) the mover's King is not
/// attacked. A refusal names the rule the move breaks: a King moving next to the other King (2.1.3) or
/// onto an attacked square (2.1.2), a move other than the King's in double check (4.2.2), a move that
/// leaves a check unanswered (4.1.2), or one that exposes the King (2.1.2). A trace also hears whether the
/// move gives check (4.1.1) and whether that check is discovered (4.2.1).
pub fn king_safe<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    mv: &Move,
    piece: Piece,
) -> Check {
    let us = pos.side;
    let is_king = piece.kind == Kind::King;
    let to = || square_name(mv.to);
    if leaves_king_safe(pos, mv) {
        sink.yes(clause!("fide/2.1.2"));
        if is_king {
            sink.yes(clause!("fide/2.1.3"));
        }
        if sink.traces() {
            let in_check = king_in_check(pos, us);
            effect(sink, in_check, clause!("fide/4.1.2"));
            effect(
                sink,
                in_check && is_king && checkers(pos, us).len() >= 2,
                clause!("fide/4.2.2"),
            );
            gives_check(sink, pos, mv);
        }
        return Ok(());
    }
    if is_king {
        let their_king = pos.kings[color_index(us.opponent())];
        require(
            sink,
            !KING_TARGETS[their_king.index()].squares().contains(&mv.to),
            clause!("fide/2.1.3"),
            || {
                format!(
                    "the King may not move to {}, next to the opposing King",
                    to()
                )
            },
        )?;
        return refuse(sink, clause!("fide/2.1.2"), || {
            format!(
                "the King may not move to {}: it is attacked by an enemy piece",
                to()
            )
        });
    }
    if king_in_check(pos, us) {
        require(
            sink,
            checkers(pos, us).len() < 2,
            clause!("fide/4.2.2"),
            || "the King is in double check: only a King move can answer it".into(),
        )?;
        return refuse(sink, clause!("fide/4.1.2"), || {
            format!(
                "{}{} does not eliminate the check on the King",
                square_name(mv.from),
                to()
            )
        });
    }
    refuse(sink, clause!("fide/2.1.2"), || {
        format!(
            "{}{} would leave the King attacked (moving into check is illegal)",
            square_name(mv.from),
            to()
        )
    })
}

/// For a trace: `fide/4.1.1` when `mv` checks the opposing King, and `fide/4.2.1` when a piece other than
/// the one that moved gives that check (the move unmasked it).
fn gives_check<S: ClauseSink + ?Sized>(sink: &mut S, pos: &Position, mv: &Move) {
    let board = board_after(pos, mv);
    let them = pos.side.opponent();
    let king = pos.kings[color_index(them)];
    if !is_attacked(&board, king, pos.side) {
        return;
    }
    sink.yes(clause!("fide/4.1.1"));
    let moved = match mv.special {
        Special::CastleKingside | Special::CastleQueenside => {
            [mv.to, super::s03_special::castling_rook_squares(mv).1]
        }
        _ => [mv.to, mv.to],
    };
    let discovered = (0..64u8).map(Square).any(|sq| {
        !moved.contains(&sq)
            && board[sq.index()].is_some_and(|p| p.color == pos.side)
            && attacks(&board, sq, king)
    });
    effect(sink, discovered, clause!("fide/4.2.1"));
}

/// Every legal move of the side to move, appended to `out` (cleared first): the moves the geometry allows
/// that leave the mover's King unattacked.
///
/// Playing out every move is the rule; it is skipped only where its answer is known: when the King is not in
/// check, a move that is neither the King's nor en passant, made by a piece that is not the first piece on
/// any line from its own King, cannot open a line onto that King (the piece it leaves was not shielding
/// the King, and where it lands it can only close lines).
pub fn legal_moves_into(pos: &Position, out: &mut Vec<Move>) {
    out.clear();
    geometric_moves(pos, out);
    let us = pos.side;
    let king = pos.kings[color_index(us)];
    if is_attacked(&pos.board, king, us.opponent()) {
        out.retain(|m| leaves_king_safe(pos, m));
        return;
    }
    let mut shields = [Square(u8::MAX); 8];
    for (line, shield) in shields.iter_mut().enumerate() {
        if let Some(&sq) = LINES[line][king.index()]
            .squares()
            .iter()
            .find(|&&s| pos.board[s.index()].is_some())
        {
            if pos.board[sq.index()].is_some_and(|p| p.color == us) {
                *shield = sq;
            }
        }
    }
    out.retain(|m| {
        let needs_playing =
            m.from == king || m.special == Special::EnPassant || shields.contains(&m.from);
        !needs_playing || leaves_king_safe(pos, m)
    });
}

/// Every legal move of the side to move.
pub fn legal_moves(pos: &Position) -> Vec<Move> {
    let mut out = Vec::with_capacity(64);
    legal_moves_into(pos, &mut out);
    out
}

/// `fide/4.3.1`, `fide/4.3.2`: checkmate ends the game at once and the checking side wins.
/// `moves_available` is whether the side to move has any legal move.
pub fn checkmate(pos: &Position, moves_available: bool) -> Option<Status> {
    if !moves_available && king_in_check(pos, pos.side) {
        let winner = pos.side.opponent();
        Some(Status::win(
            winner.name(),
            crate::clause!("fide/4.3.2"),
            format!(
                "checkmate: {} is in check with no legal move (fide/4.3.1)",
                pos.side
            ),
        ))
    } else {
        None
    }
}

/// `fide/3.2.1`-`3.2.3`: the en passant square when an en passant capture onto it is legal right now (an
/// enemy Pawn stands beside the Pawn that just advanced two squares, and taking it does not leave the
/// capturer's King attacked); `None` otherwise, even right after a two-square advance.
pub fn capturable_en_passant(pos: &Position) -> Option<Square> {
    let skipped = pos.en_passant?;
    let capturer = pos.side;
    let advanced = square_at(file_of(skipped), rank_of(skipped) - forward(capturer))?;
    for df in [-1, 1] {
        let Some(beside) = square_at(file_of(advanced) + df, rank_of(advanced)) else {
            continue;
        };
        if pos.board[beside.index()] == Some(Piece::new(capturer, Kind::Pawn)) {
            let capture = Move {
                from: beside,
                to: skipped,
                promotion: None,
                special: Special::EnPassant,
            };
            if leaves_king_safe(pos, &capture) {
                return Some(skipped);
            }
        }
    }
    None
}
