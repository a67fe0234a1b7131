//! Section 4: Check, Discovered Check & Checkmate (`fide/4.*`), and with it the legality of every move:
//! a move is legal when sections 2 and 3 allow it and, once played, the mover's King is not attacked
//! (`fide/2.1.2`, `fide/4.1.2`; register entry `FIDE-2.1.2-own-king`).
//!
//! Every move's checks form one chain ([`legal`]): a piece of the side to move (2), its movement or
//! castling (2.1-2.6, 3.1, 3.2), the promotion (3.3), the King's safety ([`king_safe`]: 2.1.2, 2.1.3,
//! 4.1.2, 4.2.2). Deciding a move text runs the chain on that move and reports the first check that says
//! no; generation ([`legal_moves_with`]) runs the same checks on every move sections 2 and 3 list. The
//! King's safety is played out only for the moves a [`KingWatch`] cannot clear (in [`king_safe`], and
//! before it in the one fast path, [`legal_moves_into`]): the same answer, tested equal to the rule's
//! (`tests/trace_clauses.rs`).

use super::s01_board::{color_index, square_name, Kind, Move, Piece, Position, Special, LINES};
use super::s02_pieces::{attacks, is_attacked, own_piece, piece_move, piece_moves};
use super::s03_special::{
    board_after, castling_allowed, castling_moves, castling_rook_squares, castling_side, pawn_move,
    pawn_moves, promotion,
};
use crate::clause;
use crate::core::movement::ALL_EIGHT;
use crate::core::{effect, refuse, require, Check, ClauseSink, Explaining, NoTrace, Verdict};
use crate::core::{Color, Square, Status};

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

/// What the King's safety of every move reads of one position, worked out once: the mover's King, whether
/// it is in check and by two pieces (4.2.2), and the mover's pieces that shield it (each the first piece
/// on a line from the King). An optimisation of [`king_safe`], not a rule: out of check, a move that is
/// neither the King's nor en passant, by a piece that shields nothing, cannot open a line onto the King
/// (the square it leaves was not shielding it, and where it lands it can only close lines), so
/// [`KingWatch::cannot_expose`] clears it without playing it out.
pub struct KingWatch {
    king: Square,
    in_check: bool,
    double_check: bool,
    shields: [Square; 8],
}

impl KingWatch {
    /// The watch of the side to move in `pos`.
    pub fn of(pos: &Position) -> KingWatch {
        let us = pos.side;
        let king = pos.kings[color_index(us)];
        let in_check = is_attacked(&pos.board, king, us.opponent());
        let mut shields = [Square(u8::MAX); 8];
        if !in_check {
            for (shield, d) in shields.iter_mut().zip(ALL_EIGHT.iter()) {
                let first = LINES
                    .ray(king, d)
                    .iter()
                    .find(|&&s| pos.board[s.index()].is_some());
                if let Some(&sq) =
                    first.filter(|s| pos.board[s.index()].is_some_and(|p| p.color == us))
                {
                    *shield = sq;
                }
            }
        }
        KingWatch {
            king,
            in_check,
            double_check: in_check && checkers(pos, us).len() >= 2,
            shields,
        }
    }

    /// Whether `mv` certainly leaves the mover's King unattacked; no means only "ask the rule".
    #[inline]
    pub fn cannot_expose(&self, mv: &Move) -> bool {
        !self.in_check
            && mv.from != self.king
            && mv.special != Special::EnPassant
            && !self.shields.contains(&mv.from)
    }
}

/// `fide/2.1.2`, `fide/2.1.3`, `fide/4.1.2`, `fide/4.2.2`: after `mv` (of `piece`) the mover's King is not
/// attacked. A refusal names the rule the move breaks: a King moving next to the other King (2.1.3) or
/// onto an attacked square (2.1.2), a move other than the King's in double check (4.2.2), a move that
/// leaves a check unanswered (4.1.2), or one that exposes the King (2.1.2). A trace also hears whether the
/// move gives check (4.1.1) and whether that check is discovered (4.2.1).
pub fn king_safe<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    watch: &KingWatch,
    mv: &Move,
    piece: Piece,
) -> Check {
    let us = pos.side;
    let is_king = piece.kind == Kind::King;
    let to = || square_name(mv.to);
    // The watch clears most moves without playing them out (the same answer as the rule's).
    if watch.cannot_expose(mv) || leaves_king_safe(pos, mv) {
        sink.yes(clause!("fide/2.1.2"));
        if is_king {
            sink.yes(clause!("fide/2.1.3"));
        }
        if sink.traces() {
            effect(sink, watch.in_check, clause!("fide/4.1.2"));
            effect(sink, is_king && watch.double_check, clause!("fide/4.2.2"));
            gives_check(sink, pos, mv);
        }
        return Ok(());
    }
    if is_king {
        let their_king = pos.kings[color_index(us.opponent())];
        require(
            sink,
            LINES.step_to(their_king, mv.to, ALL_EIGHT).is_none(),
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
    if watch.in_check {
        require(sink, !watch.double_check, clause!("fide/4.2.2"), || {
            "the King is in double check: only a King move can answer it".into()
        })?;
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
        Special::CastleKingside | Special::CastleQueenside => [mv.to, castling_rook_squares(mv).1],
        _ => [mv.to, mv.to],
    };
    let discovered = (0..64u8).map(Square).any(|sq| {
        !moved.contains(&sq)
            && board[sq.index()].is_some_and(|p| p.color == pos.side)
            && attacks(&board, sq, king)
    });
    effect(sink, discovered, clause!("fide/4.2.1"));
}

/// The promotion choice a move names by its letter (`fide/3.3.1`: q, r, b or n).
fn promotion_choice<S: ClauseSink + ?Sized>(
    sink: &mut S,
    letter: Option<char>,
) -> Check<Option<Kind>> {
    match letter {
        None => Ok(None),
        Some('q') => Ok(Some(Kind::Queen)),
        Some('r') => Ok(Some(Kind::Rook)),
        Some('b') => Ok(Some(Kind::Bishop)),
        Some('n') => Ok(Some(Kind::Knight)),
        Some(c) => refuse(sink, clause!("fide/3.3.1"), || {
            format!("`{c}` is not a promotion choice: a Pawn becomes a Queen (q), Rook (r), Bishop (b) or Knight (n)")
        }),
    }
}

/// Sections 2 and 3 on the move of `piece` from `from` to `to`: castling, or the piece's movement. Yields
/// what kind of move it is.
pub fn movement<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    piece: Piece,
    from: Square,
    to: Square,
) -> Check<Special> {
    if let Some(kingside) = castling_side(pos, piece.kind, from, to) {
        castling_allowed(sink, pos, kingside)?;
        return Ok(if kingside {
            Special::CastleKingside
        } else {
            Special::CastleQueenside
        });
    }
    match piece.kind {
        Kind::Pawn => pawn_move(sink, pos, from, to),
        _ => piece_move(sink, pos, piece.kind, from, to).map(|()| Special::Plain),
    }
}

/// Every check a move from `from` to `to` with the promotion choice `letter` must pass, in the order
/// deciding reports them; yields the move.
pub fn legal<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    from: Square,
    to: Square,
    letter: Option<char>,
) -> Check<Move> {
    // fide/1.1: the move goes between squares of the 8x8 board (a `Square` names one of its 64).
    sink.yes(clause!("fide/1.1"));
    let piece = own_piece(sink, pos, from)?;
    let choice = promotion_choice(sink, letter)?;
    let special = movement(sink, pos, piece, from, to)?;
    let mv = Move {
        from,
        to,
        promotion: choice,
        special,
    };
    promotion(sink, pos, piece.kind, &mv)?;
    king_safe(sink, pos, &KingWatch::of(pos), &mv, piece)?;
    Ok(mv)
}

/// Decides a move from `from` to `to` (with a promotion letter): the legal move, or the first check that
/// refuses it.
pub fn decide(pos: &Position, from: Square, to: Square, letter: Option<char>) -> Verdict<Move> {
    legal(&mut Explaining, pos, from, to, letter).into()
}

/// Every move the pieces of the side to move may make by sections 2 and 3, before section 4 asks whether
/// it leaves the mover's King attacked: each handed to `keep` with its piece.
#[inline]
pub fn movement_moves<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    mut keep: impl FnMut(&mut S, Move, Piece),
) {
    let us = pos.side;
    for from in (0..64u8).map(Square) {
        let Some(piece) = pos.board[from.index()] else {
            continue;
        };
        if piece.color != us {
            continue;
        }
        match piece.kind {
            Kind::Pawn => pawn_moves(sink, pos, from, |sink, mv| keep(sink, mv, piece)),
            kind => {
                piece_moves(sink, pos, from, piece, |sink, to| {
                    keep(sink, Move::plain(from, to), piece)
                });
                if kind == Kind::King {
                    castling_moves(sink, pos, from, |sink, mv| keep(sink, mv, piece));
                }
            }
        }
    }
}

/// The legal moves by the checks, each handed to `keep`: every move sections 2 and 3 allow
/// ([`movement_moves`]), kept when [`king_safe`] says yes; every check reports to `sink`.
pub fn legal_moves_with<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    mut keep: impl FnMut(Move),
) {
    let watch = KingWatch::of(pos);
    movement_moves(sink, pos, |sink, mv, piece| {
        if sink.traces() {
            // fide/1.1, fide/2: a move between squares of the board, of a piece of the side to move.
            sink.yes(clause!("fide/1.1"));
            sink.yes(clause!("fide/2"));
        }
        let safe = king_safe(sink, pos, &watch, &mv, piece).is_ok();
        sink.settle(safe);
        if safe {
            keep(mv);
        }
    });
}

/// Every legal move of the side to move, appended to `out` (cleared first): [`legal_moves_with`], the
/// King's safety asked only of the moves the [`KingWatch`] cannot clear.
pub fn legal_moves_into(pos: &Position, out: &mut Vec<Move>) {
    out.clear();
    let watch = KingWatch::of(pos);
    movement_moves(&mut NoTrace, pos, |sink, mv, piece| {
        if watch.cannot_expose(&mv) || king_safe(sink, pos, &watch, &mv, piece).is_ok() {
            out.push(mv);
        }
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

#[cfg(test)]
mod tests {
    use super::super::s03_special::make_move;
    use super::*;

    /// The watch clears only moves after which the King is not attacked (2.1.2 played out on the board
    /// after each move sections 2 and 3 list), and both generations list exactly the moves the rule
    /// allows, over the positions of a few seeded games (`tests/trace_clauses.rs` holds the traced and
    /// untraced lists equal over many more).
    #[test]
    fn the_watch_clears_only_what_the_rule_allows() {
        let mut cleared = 0;
        for seed in 0..4usize {
            let mut pos = super::super::s01_board::initial_placement();
            for ply in 0..100usize {
                let watch = KingWatch::of(&pos);
                let mut rule = Vec::new();
                movement_moves(&mut NoTrace, &pos, |_, mv, _| {
                    if watch.cannot_expose(&mv) {
                        cleared += 1;
                        assert!(leaves_king_safe(&pos, &mv), "{mv:?} cleared");
                    }
                    if leaves_king_safe(&pos, &mv) {
                        rule.push(mv);
                    }
                });
                let mut with = Vec::new();
                legal_moves_with(&mut NoTrace, &pos, |mv| with.push(mv));
                assert_eq!(with, rule);
                assert_eq!(legal_moves(&pos), rule);
                if rule.is_empty() {
                    break;
                }
                pos = make_move(&pos, &rule[(ply * 7 + seed * 5 + 3) % rule.len()]);
            }
        }
        assert!(cleared > 1000, "{cleared} moves cleared");
    }
}
