//! Section 5: how the Establishment moves. Full traditional chess powers from the first turn, allies that
//! never capture one another, no check, no castling, promotion or en passant.

use super::moves::Move;
use super::s01_board::{line_from, path_is_clear, Position, BOARD};
use super::s02_sides::{Kind, Piece};
use crate::clause;
use crate::core::grid::{Step, ALL_EIGHT, DIAGONAL, KNIGHT_LEAPS, ORTHOGONAL};
use crate::core::{Rejection, Square};

/// Every move of the Establishment piece `kind` on `from`. Each piece has its full traditional powers from
/// the very beginning; there is nothing to activate.
/// minnaar/5.0
pub fn establishment_moves(pos: &Position, from: Square, kind: Kind, out: &mut Vec<Move>) {
    match kind {
        Kind::King => king_moves(pos, from, out),
        Kind::Queen => slides(pos, from, &ALL_EIGHT, out),
        Kind::Rook => slides(pos, from, &ORTHOGONAL, out),
        Kind::Bishop => slides(pos, from, &DIAGONAL, out),
        Kind::Knight => knight_moves(pos, from, out),
    }
}

/// Whether an Establishment piece may land on `to`: an empty square, or a Sovereign's (a capture); never
/// a square an ally of either colour occupies.
/// minnaar/5.7
pub fn may_land_on(pos: &Position, to: Square) -> bool {
    !matches!(pos.at(to), Some(Piece::Establishment(..)))
}

/// King: one square in any direction. There is no check, so a King may step where it can be captured.
/// minnaar/5.1, minnaar/5.8
pub fn king_moves(pos: &Position, from: Square, out: &mut Vec<Move>) {
    leaps(pos, from, &ALL_EIGHT, out);
}

/// Knight: the L-shaped jump, over any pieces.
/// minnaar/5.5
pub fn knight_moves(pos: &Position, from: Square, out: &mut Vec<Move>) {
    leaps(pos, from, &KNIGHT_LEAPS, out);
}

fn leaps(pos: &Position, from: Square, steps: &[Step], out: &mut Vec<Move>) {
    for &step in steps {
        if let Some(to) = BOARD.offset(from, step) {
            if may_land_on(pos, to) {
                out.push(Move::Piece { from, to });
            }
        }
    }
}

/// Queen, Rook and Bishop: any distance along their lines over empty squares; sliding pieces cannot move
/// through occupied squares.
/// minnaar/5.2, minnaar/5.3, minnaar/5.4, minnaar/5.6
pub fn slides(pos: &Position, from: Square, steps: &[Step], out: &mut Vec<Move>) {
    for &step in steps {
        let mut sq = from;
        while let Some(to) = BOARD.offset(sq, step) {
            sq = to;
            match pos.at(to) {
                None => out.push(Move::Piece { from, to }),
                // minnaar/5.7: they capture Sovereigns only.
                Some(Piece::Sovereign(_)) => {
                    out.push(Move::Piece { from, to });
                    break;
                }
                Some(Piece::Establishment(..)) => break,
            }
        }
    }
}

/// Why the Establishment piece `kind` on `from` cannot go to `to`: the clause its move breaks.
/// minnaar/5.1, minnaar/5.2, minnaar/5.3, minnaar/5.4, minnaar/5.5, minnaar/5.6, minnaar/5.7, minnaar/5.9
pub fn why_an_establishment_piece_cannot(
    pos: &Position,
    from: Square,
    to: Square,
    kind: Kind,
) -> Rejection {
    let df = (BOARD.file(to) - BOARD.file(from)).abs();
    let dr = (BOARD.rank(to) - BOARD.rank(from)).abs();
    let line = line_from(from, to);
    let shape = match kind {
        Kind::King if df == 2 && dr == 0 => Some(Rejection::new(
            clause!("minnaar/5.9"),
            "there is no castling",
        )),
        Kind::King if df.max(dr) != 1 => Some(Rejection::new(
            clause!("minnaar/5.1"),
            "a King moves one square in any direction",
        )),
        Kind::Queen if line.is_none() => Some(Rejection::new(
            clause!("minnaar/5.2"),
            "a Queen moves along a rank, a file or a diagonal",
        )),
        Kind::Rook if line.is_none() || (df != 0 && dr != 0) => Some(Rejection::new(
            clause!("minnaar/5.3"),
            "a Rook moves along a rank or a file",
        )),
        Kind::Bishop if line.is_none() || df != dr => Some(Rejection::new(
            clause!("minnaar/5.4"),
            "a Bishop moves along a diagonal",
        )),
        Kind::Knight if !((df, dr) == (1, 2) || (df, dr) == (2, 1)) => Some(Rejection::new(
            clause!("minnaar/5.5"),
            "a Knight makes the L-shaped jump: two squares one way and one at a right angle",
        )),
        _ => None,
    };
    if let Some(r) = shape {
        return r;
    }
    if let (Some((step, _)), false) = (line, kind == Kind::Knight) {
        if !path_is_clear(pos, from, to, step) {
            return Rejection::new(
                clause!("minnaar/5.6"),
                "sliding pieces cannot move through occupied squares; only the Knight jumps",
            );
        }
    }
    if !may_land_on(pos, to) {
        return Rejection::new(
            clause!("minnaar/5.7"),
            "White and Black Establishment pieces are allies: they cannot capture one another or move \
             onto a square an ally occupies",
        );
    }
    Rejection::new(
        clause!("minnaar/5.0"),
        format!("this is not a move of a {}", kind.word()),
    )
}
