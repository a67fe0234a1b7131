//! Article 3 — Movement of Standard Pieces: orthodox movement, with void tiles impassable (void-chess/3.0).
//!
//! Each rule is a check (see [`crate::core::check`]): the legal-move generation of Article 10 runs it on
//! every candidate, and deciding one move runs it on that move. Castling (a King's move) is Article 8's;
//! a Pawn's capture onto an empty square (en passant) and its promotion are Article 8's too.

use super::s01_board::{Kind, Move, Position, BOARD};
use super::s02_tiles::is_void;
use crate::clause;
use crate::core::grid::{Step, ALL_EIGHT, DIAGONAL, ORTHOGONAL};
use crate::core::{refuse, require, Check, Clause, ClauseSink, Color, Square};

fn name(sq: Square) -> String {
    BOARD.name(sq)
}

/// The larger of the file and rank distances: 1 for neighbours.
pub fn distance(a: Square, b: Square) -> i32 {
    (BOARD.file(a) - BOARD.file(b))
        .abs()
        .max((BOARD.rank(a) - BOARD.rank(b)).abs())
}

/// void-chess/3.0: a piece may not end its move on a square held by a friendly piece (an enemy piece
/// there is captured). `clause` is the clause that says so: 3.5 for the Knight, the one piece whose
/// clause names it; 3.0, orthodox movement, for the King, Queen, Rook and Bishop, whose clauses 3.1-3.4
/// do not.
pub fn not_onto_a_friend<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    mv: &Move,
    clause: Clause,
) -> Check {
    let friend = pos.piece(mv.to).filter(|p| p.color == pos.side);
    require(sink, friend.is_none(), clause, || {
        let p = friend.map(|p| p.name()).unwrap_or_default();
        format!("{} holds a friendly piece ({p})", name(mv.to))
    })
}

/// void-chess/3.1, 7.4: the King steps one square in any direction, never onto a void tile.
/// (Castling is Article 8's; "not onto an attacked square" is the King's safety of Article 10.)
pub fn king_step<S: ClauseSink + ?Sized>(sink: &mut S, pos: &Position, mv: &Move) -> Check {
    require(
        sink,
        distance(mv.from, mv.to) == 1,
        clause!("void-chess/3.1"),
        || "the King moves exactly one square (or castles from its home square, 8.1)".into(),
    )?;
    require(
        sink,
        !is_void(pos, mv.to),
        clause!("void-chess/7.4"),
        || format!("the King may not move onto the void tile {}", name(mv.to)),
    )?;
    not_onto_a_friend(sink, pos, mv, clause!("void-chess/3.0"))
}

/// void-chess/3.2, 3.3, 3.4: the lines a slider moves along, its clause and its name; `None` for a piece
/// that does not slide.
pub fn slider(kind: Kind) -> Option<(&'static [Step], Clause, &'static str)> {
    match kind {
        Kind::Queen => Some((&ALL_EIGHT, clause!("void-chess/3.2"), "Queen")),
        Kind::Rook => Some((&ORTHOGONAL, clause!("void-chess/3.3"), "Rook")),
        Kind::Bishop => Some((&DIAGONAL, clause!("void-chess/3.4"), "Bishop")),
        _ => None,
    }
}

/// void-chess/3.2, 3.3, 3.4 (with 2.4): a slider moves along one of its lines, and may neither pass through
/// nor land on a void tile nor pass through an occupied square.
pub fn slide<S: ClauseSink + ?Sized>(sink: &mut S, pos: &Position, mv: &Move, kind: Kind) -> Check {
    let (lines, clause, piece) = slider(kind).expect("only a slider slides");
    let df = BOARD.file(mv.to) - BOARD.file(mv.from);
    let dr = BOARD.rank(mv.to) - BOARD.rank(mv.from);
    let step = (df.signum() as i8, dr.signum() as i8);
    let on_a_line = (df == 0 || dr == 0 || df.abs() == dr.abs()) && lines.contains(&step);
    require(sink, on_a_line, clause, || {
        let lines = match kind {
            Kind::Queen => "in a straight line horizontally, vertically or diagonally",
            Kind::Rook => "horizontally or vertically",
            _ => "diagonally",
        };
        format!("the {piece} moves {lines}")
    })?;
    for sq in BOARD.ray(mv.from, step).take_while(|&sq| sq != mv.to) {
        require(sink, !is_void(pos, sq), clause, || {
            format!(
                "the {piece} may not pass through the void tile {} (2.4)",
                name(sq)
            )
        })?;
        require(sink, pos.piece(sq).is_none(), clause, || {
            format!(
                "the {piece} may not pass through {}, which is occupied",
                name(sq)
            )
        })?;
    }
    require(sink, !is_void(pos, mv.to), clause, || {
        format!(
            "the {piece} may not land on the void tile {} (2.4)",
            name(mv.to)
        )
    })?;
    not_onto_a_friend(sink, pos, mv, clause!("void-chess/3.0"))
}

/// void-chess/3.5: the Knight leaps in an L over anything, void tiles included, but may not land on a void
/// tile or on a friendly piece.
pub fn knight_leap<S: ClauseSink + ?Sized>(sink: &mut S, pos: &Position, mv: &Move) -> Check {
    let df = (BOARD.file(mv.to) - BOARD.file(mv.from)).abs();
    let dr = (BOARD.rank(mv.to) - BOARD.rank(mv.from)).abs();
    let c35 = clause!("void-chess/3.5");
    require(sink, matches!((df, dr), (1, 2) | (2, 1)), c35, || {
        "the Knight moves in an L".into()
    })?;
    require(sink, !is_void(pos, mv.to), c35, || {
        format!("the Knight may not land on the void tile {}", name(mv.to))
    })?;
    not_onto_a_friend(sink, pos, mv, c35)
}

/// The direction a colour's Pawns advance, in ranks.
pub fn forward(color: Color) -> i8 {
    match color {
        Color::White => 1,
        Color::Black => -1,
    }
}

/// void-chess/3.6: the rank (from 0) a colour's Pawns start on, from which they may advance two squares.
pub fn pawn_start_rank(color: Color) -> i32 {
    match color {
        Color::White => 1,
        Color::Black => 7,
    }
}

/// What a Pawn's move is, once [`pawn_step`] has allowed its shape.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PawnStep {
    /// One or two squares straight ahead onto empty squares.
    Advance,
    /// One square diagonally ahead onto an enemy piece.
    Capture,
    /// One square diagonally ahead onto an empty square: only en passant allows it (Article 8).
    DiagonalOntoEmpty,
}

/// void-chess/3.6: one square forward onto an empty, non-void square; two from the starting rank when both
/// squares are empty and not void; one square diagonally forward onto an enemy piece, never onto a void
/// tile.
pub fn pawn_step<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    mv: &Move,
) -> Check<PawnStep> {
    let color = pos.side;
    let dir = forward(color) as i32;
    let df = BOARD.file(mv.to) - BOARD.file(mv.from);
    let dr = BOARD.rank(mv.to) - BOARD.rank(mv.from);
    let c36 = clause!("void-chess/3.6");
    if df == 0 && dr == dir {
        require(sink, !is_void(pos, mv.to), c36, || {
            format!("a Pawn may not move onto the void tile {}", name(mv.to))
        })?;
        require(sink, pos.piece(mv.to).is_none(), c36, || {
            format!("{} is occupied; a Pawn captures diagonally", name(mv.to))
        })?;
        Ok(PawnStep::Advance)
    } else if df == 0 && dr == 2 * dir {
        require(
            sink,
            BOARD.rank(mv.from) == pawn_start_rank(color),
            c36,
            || "a Pawn advances two squares only from its starting rank".into(),
        )?;
        let middle = BOARD
            .offset(mv.from, (0, dir as i8))
            .expect("between two squares");
        for sq in [middle, mv.to] {
            require(sink, !is_void(pos, sq), c36, || {
                format!(
                    "a Pawn's two-square advance may not cross or land on the void tile {}",
                    name(sq)
                )
            })?;
            require(sink, pos.piece(sq).is_none(), c36, || {
                format!("a Pawn's two-square advance needs {} empty", name(sq))
            })?;
        }
        Ok(PawnStep::Advance)
    } else if df.abs() == 1 && dr == dir {
        require(sink, !is_void(pos, mv.to), c36, || {
            format!("a Pawn may not capture onto the void tile {}", name(mv.to))
        })?;
        match pos.piece(mv.to) {
            Some(p) if p.color == color => refuse(sink, c36, || {
                format!("{} holds a friendly piece", name(mv.to))
            }),
            Some(_) => Ok(PawnStep::Capture),
            None => Ok(PawnStep::DiagonalOntoEmpty),
        }
    } else {
        refuse(sink, c36, || {
            "a Pawn moves one square forward (two from its starting rank) or captures one square \
             diagonally forward"
                .into()
        })
    }
}
