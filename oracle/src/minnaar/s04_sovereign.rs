//! Section 4: how a Sovereign moves. Like a chess Queen, but no more than four squares in one move.

use super::moves::Move;
use super::s01_board::{line_from, path_is_clear, Position, BOARD};
use super::s02_sides::Piece;
use crate::clause;
use crate::core::grid::ALL_EIGHT;
use crate::core::{Rejection, Square};

/// The most squares a Sovereign covers in one move, counting the squares it passes over and the one it
/// lands on, from the square it stands on; the same for moving and for capturing.
/// minnaar/4.1, minnaar/4.2
pub const SOVEREIGN_REACH: i32 = 4;

/// Every move of the Sovereign on `from`: along a rank, a file or a diagonal, up to four squares over empty
/// squares, never onto another Sovereign, capturing an Establishment piece of either colour.
/// minnaar/4.1, minnaar/4.2, minnaar/4.3, minnaar/4.4
pub fn sovereign_moves(pos: &Position, from: Square, out: &mut Vec<Move>) {
    for step in ALL_EIGHT {
        let mut sq = from;
        for _ in 0..SOVEREIGN_REACH {
            let Some(next) = BOARD.offset(sq, step) else {
                break;
            };
            sq = next;
            match pos.at(sq) {
                None => out.push(Move::Piece { from, to: sq }),
                // minnaar/4.4: a Sovereign captures Establishment pieces of either colour.
                Some(Piece::Establishment(..)) => {
                    out.push(Move::Piece { from, to: sq });
                    break;
                }
                // minnaar/4.3: it cannot capture another Sovereign or share its square.
                Some(Piece::Sovereign(_)) => break,
            }
        }
    }
}

/// Why the Sovereign on `from` cannot go to `to`: the clause its move breaks.
/// minnaar/4.1, minnaar/4.2, minnaar/4.3
pub fn why_a_sovereign_cannot(pos: &Position, from: Square, to: Square) -> Rejection {
    let Some((step, distance)) = line_from(from, to) else {
        return Rejection::new(
            clause!("minnaar/4.1"),
            "a Sovereign moves only along a rank, a file or a diagonal",
        );
    };
    if distance > SOVEREIGN_REACH {
        return Rejection::new(
            clause!("minnaar/4.2"),
            format!(
                "a Sovereign moves no more than {SOVEREIGN_REACH} squares, counting the one it lands on \
                 ({} to {} is {distance})",
                BOARD.name(from),
                BOARD.name(to)
            ),
        );
    }
    if !path_is_clear(pos, from, to, step) {
        return Rejection::new(
            clause!("minnaar/4.3"),
            "a Sovereign cannot jump over pieces",
        );
    }
    if let Some(Piece::Sovereign(_)) = pos.at(to) {
        return Rejection::new(
            clause!("minnaar/4.3"),
            "a Sovereign cannot capture another Sovereign or share its square",
        );
    }
    Rejection::new(clause!("minnaar/4.1"), "this is not a move of a Sovereign")
}
