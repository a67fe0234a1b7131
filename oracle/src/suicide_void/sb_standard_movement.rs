//! suicide-void/B.2: "All pieces move as in standard Chess, with the following exceptions": no castling
//! (B.4), no check (B.3, P.1), promotion also to a King (B.5, P.2); and in Suicide Void Chess, no landing on
//! the void (S.3) and no moving over it except by a Knight (S.4).

use super::moves::Step;
use super::position::{back_rank, forward, promotion_rank, Position, BOARD};
use super::sp_pieces::{Kind, Piece, PROMOTION_KINDS};
use super::ss_the_void::{may_land_on, may_move_over};
use crate::core::grid::{Step as Dir, ALL_EIGHT, DIAGONAL, KNIGHT_LEAPS, ORTHOGONAL};
use crate::core::Square;

/// suicide-void/B.2: every move of the side to move as in standard chess, with the exceptions above.
/// suicide-void/B.4: castling is simply not among them. suicide-void/B.3 and suicide-void/P.1: no move is
/// refused for leaving a King attacked, there is no check, and a King is captured like any other piece. `pawn_stays_on_last_rank` is the promotion victory of S.6: the Pawn is not replaced.
pub fn standard_chess_moves(pos: &Position, pawn_stays_on_last_rank: bool) -> Vec<Step> {
    let mut out = Vec::with_capacity(48);
    for from in BOARD.squares() {
        let Some(piece) = pos.at(from) else { continue };
        if piece.color != pos.turn {
            continue;
        }
        match piece.kind {
            Kind::Pawn => pawn_moves(pos, from, piece, pawn_stays_on_last_rank, &mut out),
            Kind::Knight => leaper_moves(pos, from, &KNIGHT_LEAPS, &mut out),
            Kind::King => leaper_moves(pos, from, &ALL_EIGHT, &mut out),
            Kind::Bishop => slider_moves(pos, from, &DIAGONAL, &mut out),
            Kind::Rook => slider_moves(pos, from, &ORTHOGONAL, &mut out),
            Kind::Queen => slider_moves(pos, from, &ALL_EIGHT, &mut out),
        }
    }
    out
}

/// The target of a one-square or leaping move: an enemy piece is captured, an empty square is entered
/// unless it is the void (S.3), a friendly piece blocks.
fn land(pos: &Position, from: Square, to: Square, out: &mut Vec<Step>) {
    match pos.at(to) {
        Some(p) if p.color == pos.turn => {}
        Some(_) => out.push(Step {
            from,
            to,
            promotion: None,
            captures: Some(to),
        }),
        None => {
            if may_land_on(pos, to) {
                out.push(Step {
                    from,
                    to,
                    promotion: None,
                    captures: None,
                })
            }
        }
    }
}

/// Knights leap (and so may pass over the void, S.4); Kings step one square.
fn leaper_moves(pos: &Position, from: Square, dirs: &[Dir], out: &mut Vec<Step>) {
    for &d in dirs {
        if let Some(to) = BOARD.offset(from, d) {
            land(pos, from, to, out);
        }
    }
}

/// Bishops, Rooks and Queens move along lines until blocked; the void stops them (S.3, S.4).
fn slider_moves(pos: &Position, from: Square, dirs: &[Dir], out: &mut Vec<Step>) {
    for &d in dirs {
        let mut cur = from;
        while let Some(to) = BOARD.offset(cur, d) {
            if pos.at(to).is_some() {
                land(pos, from, to, out);
                break;
            }
            if !may_land_on(pos, to) || !may_move_over(pos, to, Kind::Rook) {
                break;
            }
            land(pos, from, to, out);
            cur = to;
        }
    }
}

/// Pawns: one step forward to an empty square, two from their start rank over an empty square, diagonal
/// captures, en passant, and promotion on the last rank (B.5).
fn pawn_moves(
    pos: &Position,
    from: Square,
    pawn: Piece,
    pawn_stays_on_last_rank: bool,
    out: &mut Vec<Step>,
) {
    let dir = forward(pawn.color);
    let push = |to: Square, captures: Option<Square>, out: &mut Vec<Step>| {
        if BOARD.rank(to) == promotion_rank(pawn.color) && !pawn_stays_on_last_rank {
            for kind in PROMOTION_KINDS {
                out.push(Step {
                    from,
                    to,
                    promotion: Some(kind),
                    captures,
                });
            }
        } else {
            out.push(Step {
                from,
                to,
                promotion: None,
                captures,
            });
        }
    };
    if let Some(one) = BOARD.offset(from, (0, dir)) {
        if pos.at(one).is_none() && may_land_on(pos, one) {
            push(one, None, out);
            if BOARD.rank(from) == back_rank(pawn.color) + dir as i32 {
                if let Some(two) = BOARD.offset(one, (0, dir)) {
                    if pos.at(two).is_none()
                        && may_move_over(pos, one, Kind::Pawn)
                        && may_land_on(pos, two)
                    {
                        push(two, None, out);
                    }
                }
            }
        }
    }
    for df in [-1, 1] {
        if let Some(to) = BOARD.offset(from, (df, dir)) {
            match pos.at(to) {
                Some(p) if p.color != pawn.color => push(to, Some(to), out),
                Some(_) => {}
                None if pos.en_passant == Some(to) => {
                    let victim = BOARD
                        .offset(to, (0, -dir))
                        .expect("the pawn passed by stands behind the en passant square");
                    push(to, Some(victim), out);
                }
                None => {}
            }
        }
    }
}

/// Plays a standard move on the board: the piece moves, a captured piece leaves the board, a promoted
/// Pawn becomes its new piece, the en passant square and the move counters are updated, and the turn
/// passes. The void is untouched (its relocation, S.5, is the void layer's).
pub fn make_standard_move(pos: &Position, step: &Step) -> Position {
    let mut next = pos.clone();
    let piece = pos.at(step.from).expect("a move starts from a piece");
    if let Some(c) = step.captures {
        next.board[c.index()] = None;
    }
    next.board[step.from.index()] = None;
    next.board[step.to.index()] = Some(match step.promotion {
        Some(kind) => Piece::new(piece.color, kind),
        None => piece,
    });
    next.halfmove_clock = if piece.kind == Kind::Pawn || step.captures.is_some() {
        0
    } else {
        pos.halfmove_clock.saturating_add(1)
    };
    if piece.color == crate::core::Color::Black {
        next.fullmove_number = pos.fullmove_number.saturating_add(1);
    }
    next.turn = pos.turn.opponent();
    next.en_passant = None;
    let dir = forward(piece.color) as i32;
    if piece.kind == Kind::Pawn && BOARD.rank(step.to) - BOARD.rank(step.from) == 2 * dir {
        let passed = BOARD
            .offset(step.from, (0, dir as i8))
            .expect("a double step passes a square");
        if next.en_passant_capturable(passed) {
            next.en_passant = Some(passed);
        }
    }
    next
}
