//! suicide-void/B.2: "All pieces move as in standard Chess, with the following exceptions": no castling
//! (B.4), no check (B.3, P.1), promotion also to a King (B.5, P.2).
//!
//! Each piece's reach is said once ([`reach`]), in the words of the movement kit (`core::movement`); what
//! a square is for the mover is the kit's hook, [`cell`] for the base, and Suicide Void Chess's own
//! (`ss_the_void::cell`: the void a wall that no piece lands on and only a Knight's leap passes, S.3, S.4)
//! for the variant, so that the void's rules override the base's movement without writing it again.

use super::position::{back_rank, forward, promotion_rank, Position, BOARD};
use super::sp_pieces::{Kind, Piece, PROMOTION_KINDS};
use crate::clause;
use crate::core::lines::Lines;
use crate::core::movement::{walk, Cell, Reach, ALL_EIGHT, DIAGONAL, KNIGHT, ORTHOGONAL};
use crate::core::{refuse, require, Check, ClauseSink, Color, PieceKind, Square};

/// The lines and leaps of the 8x8 board.
pub static LINES: Lines<64> = Lines::of(BOARD);

/// A move as standard chess knows it, before the void layer completes a capture with the void's new square.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Step {
    pub from: Square,
    pub to: Square,
    pub promotion: Option<Kind>,
    /// The square of the piece this move captures (`to`, or the pawn passed by in an en passant capture).
    pub captures: Option<Square>,
}

/// suicide-void/B.2, as standard chess: the King one square in any direction, the Queen along ranks, files
/// and diagonals, the Rook along ranks and files, the Bishop along diagonals, the Knight in an L whatever
/// stands between (the Pawn's moves are [`pawn_moves`]).
pub fn reach(kind: Kind) -> Reach {
    match kind {
        Kind::King => Reach::step(ALL_EIGHT),
        Kind::Queen => Reach::line(ALL_EIGHT),
        Kind::Rook => Reach::line(ORTHOGONAL),
        Kind::Bishop => Reach::line(DIAGONAL),
        Kind::Knight => Reach::step(KNIGHT),
        Kind::Pawn => Reach::step(crate::core::movement::NONE),
    }
}

/// What a square is for the side to move in the base game (the kit's hook): empty, one of its pieces, or
/// an enemy's.
pub fn cell(pos: &Position, s: Square) -> Cell {
    match pos.at(s) {
        None => Cell::Empty,
        Some(p) if p.color == pos.turn => Cell::Own,
        Some(_) => Cell::Enemy,
    }
}

/// suicide-void/B.2: every move of the side to move as in standard chess, with the exceptions above, each
/// square being what `cell` says. suicide-void/B.4: castling is simply not among them. suicide-void/B.3
/// and suicide-void/P.1: no move is refused for leaving a King attacked, there is no check, and a King is
/// captured like any other piece. `pawn_stays_on_last_rank` is the promotion victory of S.6: the Pawn is
/// not replaced.
pub fn standard_chess_moves(
    pos: &Position,
    pawn_stays_on_last_rank: bool,
    cell: impl Fn(Square) -> Cell,
) -> Vec<Step> {
    let mut out = Vec::with_capacity(48);
    for from in BOARD.squares() {
        let Some(piece) = pos.at(from) else { continue };
        if piece.color != pos.turn {
            continue;
        }
        if piece.kind == Kind::Pawn {
            pawn_moves(pos, from, piece, pawn_stays_on_last_rank, &cell, &mut out);
            continue;
        }
        // A move ends on an empty square or takes an enemy piece.
        let mut land = |to: Square, c: Cell| {
            if c.may_land() {
                out.push(Step {
                    from,
                    to,
                    promotion: None,
                    captures: (c == Cell::Enemy).then_some(to),
                });
            }
        };
        let r = reach(piece.kind);
        for d in r.steps.iter() {
            if let Some(to) = LINES.step(from, d) {
                land(to, cell(to));
            }
        }
        for d in r.lines.iter() {
            walk(LINES.ray(from, d), &cell, |to, c| {
                land(to, c);
                true
            });
        }
    }
    out
}

/// Pawns: one step forward to an empty square, two from their start rank over an empty square, diagonal
/// captures, en passant, and promotion on the last rank (B.5).
fn pawn_moves(
    pos: &Position,
    from: Square,
    pawn: Piece,
    pawn_stays_on_last_rank: bool,
    cell: impl Fn(Square) -> Cell,
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
        if cell(one) == Cell::Empty {
            push(one, None, out);
            if BOARD.rank(from) == back_rank(pawn.color) + dir as i32 {
                if let Some(two) = BOARD.offset(one, (0, dir)) {
                    if cell(two) == Cell::Empty {
                        push(two, None, out);
                    }
                }
            }
        }
    }
    for df in [-1, 1] {
        if let Some(to) = BOARD.offset(from, (df, dir)) {
            match cell(to) {
                Cell::Enemy => push(to, Some(to), out),
                Cell::Empty if pos.en_passant == Some(to) => {
                    let victim = BOARD
                        .offset(to, (0, -dir))
                        .expect("the pawn passed by stands behind the en passant square");
                    push(to, Some(victim), out);
                }
                _ => {}
            }
        }
    }
}

/// suicide-void/B.5 and P.2: a pawn reaching the last rank is promoted, as in standard chess or to a King;
/// `promotion` the letter written.
pub fn promoted<S: ClauseSink + ?Sized>(sink: &mut S, promotion: Option<char>) -> Check {
    let Some(c) = promotion else {
        return refuse(sink, clause!("suicide-void/B.5"), || {
            "a pawn reaching the last rank is promoted: add q, r, b, n or k".to_string()
        });
    };
    require(
        sink,
        PROMOTION_KINDS
            .iter()
            .any(|k| k.letter().to_ascii_lowercase() == c),
        clause!("suicide-void/B.5"),
        || format!("a pawn cannot promote to `{c}`: only to q, r, b, n or k"),
    )
}

/// Whether a pawn of the side to move on `pos` stands ready to take en passant on `target`.
fn en_passant_capturable(pos: &Position, target: Square) -> bool {
    let back = -forward(pos.turn) as i32;
    [-1, 1].iter().any(|df| {
        BOARD
            .square(BOARD.file(target) + df, BOARD.rank(target) + back)
            .is_some_and(|s| pos.at(s) == Some(Piece::new(pos.turn, Kind::Pawn)))
    })
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
    if piece.color == Color::Black {
        next.fullmove_number = pos.fullmove_number.saturating_add(1);
    }
    next.turn = pos.turn.opponent();
    next.en_passant = None;
    let dir = forward(piece.color) as i32;
    if piece.kind == Kind::Pawn && BOARD.rank(step.to) - BOARD.rank(step.from) == 2 * dir {
        let passed = BOARD
            .offset(step.from, (0, dir as i8))
            .expect("a double step passes a square");
        if en_passant_capturable(&next, passed) {
            next.en_passant = Some(passed);
        }
    }
    next
}
