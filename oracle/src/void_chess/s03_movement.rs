//! Article 3 — Movement of Standard Pieces: orthodox movement, with void tiles impassable (void-chess/3.0).
//!
//! The pieces move on the movement kit (`core::movement`): each piece's reach is said once ([`reach`]),
//! and a void tile is a wall no standard piece may pass or land on ([`cell`], 2.4). Each rule is a check
//! (see [`crate::core::check`]): the legal-move generation of Article 10 runs it on every candidate, and
//! deciding one move runs it on that move; attacks (10.3) are the same reach read backwards (Article 7).
//! Castling (a King's move) is Article 8's; a Pawn's capture onto an empty square (en passant) and its
//! promotion are Article 8's too.

use super::s01_board::{Kind, Move, Piece, Position, BOARD, LINES};
use super::s02_tiles::is_void;
use crate::clause;
use crate::core::movement::{
    along, pawn_captures, Cell, Reach, ALL_EIGHT, DIAGONAL, KNIGHT, NONE, ORTHOGONAL,
};
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

/// How each standard piece reaches other squares (Article 3): the King one square in any direction (3.1),
/// the Queen along ranks, files and diagonals (3.2), the Rook along ranks and files (3.3), the Bishop along
/// diagonals (3.4), the Knight in an L over anything (3.5), the Pawn, as an attacker, one square diagonally
/// forward (3.6; its advances are [`pawn_step`]'s). The Minister moves by Article 4.
#[inline(always)]
pub fn reach(kind: Kind, color: Color) -> Reach {
    match kind {
        Kind::King => Reach::step(ALL_EIGHT),
        Kind::Queen => Reach::line(ALL_EIGHT),
        Kind::Rook => Reach::line(ORTHOGONAL),
        Kind::Bishop => Reach::line(DIAGONAL),
        Kind::Knight => Reach::step(KNIGHT),
        Kind::Pawn => Reach::step(pawn_captures(color)),
        Kind::Minister => Reach::step(NONE),
    }
}

/// What a square is for a standard piece of the side to move (the kit's hook): a void tile is a wall it
/// may neither pass nor land on (2.4, 3.0); otherwise empty, one of its pieces, or an enemy's.
#[inline(always)]
pub fn cell(pos: &Position, sq: Square) -> Cell {
    if is_void(pos, sq) {
        return Cell::Wall;
    }
    match pos.piece(sq) {
        None => Cell::Empty,
        Some(p) if p.color == pos.side => Cell::Own,
        Some(_) => Cell::Enemy,
    }
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
        LINES.step_to(mv.from, mv.to, ALL_EIGHT).is_some(),
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

/// void-chess/3.2, 3.3, 3.4: the clause of a slider and its name.
pub fn slider(kind: Kind) -> (Clause, &'static str) {
    match kind {
        Kind::Queen => (clause!("void-chess/3.2"), "Queen"),
        Kind::Rook => (clause!("void-chess/3.3"), "Rook"),
        _ => (clause!("void-chess/3.4"), "Bishop"),
    }
}

/// void-chess/3.2, 3.3, 3.4 (with 2.4): a slider moves along one of its lines, and may neither pass through
/// nor land on a void tile nor pass through an occupied square.
#[inline]
pub fn slide<S: ClauseSink + ?Sized>(sink: &mut S, pos: &Position, mv: &Move, kind: Kind) -> Check {
    let (clause, piece) = slider(kind);
    let line = LINES.line_to(mv.from, mv.to, reach(kind, pos.side).lines);
    let Some(line) = line else {
        return refuse(sink, clause, || {
            let lines = match kind {
                Kind::Queen => "in a straight line horizontally, vertically or diagonally",
                Kind::Rook => "horizontally or vertically",
                _ => "diagonally",
            };
            format!("the {piece} moves {lines}")
        });
    };
    let (lands, blocker) = along(LINES.ray(mv.from, line), mv.to, |sq| cell(pos, sq));
    if let Some((sq, c)) = blocker {
        return refuse(sink, clause, || {
            if c == Cell::Wall {
                format!(
                    "the {piece} may not pass through the void tile {} (2.4)",
                    name(sq)
                )
            } else {
                format!(
                    "the {piece} may not pass through {}, which is occupied",
                    name(sq)
                )
            }
        });
    }
    require(sink, lands != Some(Cell::Wall), clause, || {
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
    let c35 = clause!("void-chess/3.5");
    require(
        sink,
        LINES.step_to(mv.from, mv.to, KNIGHT).is_some(),
        c35,
        || "the Knight moves in an L".into(),
    )?;
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

/// The candidate moves of a standard piece on `from`, its reach's geometry, which the checks of this Article
/// then filter: each step (or leap), each line's squares up to the first void tile or piece (the squares
/// beyond are refused by the same rule), a Pawn's four squares ahead (one and two forward, one diagonally
/// either way).
#[inline]
pub fn standard_candidates(pos: &Position, from: Square, piece: Piece, out: &mut Vec<Move>) {
    if piece.kind == Kind::Pawn {
        let dir = forward(piece.color);
        for step in [(0, dir), (0, 2 * dir), (-1, dir), (1, dir)] {
            out.extend(BOARD.offset(from, step).map(|to| Move::new(from, to)));
        }
        return;
    }
    let r = reach(piece.kind, piece.color);
    for d in r.steps.iter() {
        out.extend(LINES.step(from, d).map(|to| Move::new(from, to)));
    }
    for d in r.lines.iter() {
        for &sq in LINES.ray(from, d) {
            out.push(Move::new(from, sq));
            if cell(pos, sq) != Cell::Empty {
                break;
            }
        }
    }
}
