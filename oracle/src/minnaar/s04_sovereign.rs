//! Section 4: how a Sovereign moves. Like a chess Queen, but no more than four squares in one move.
//!
//! The rule is one check, [`sovereign_move`]; generation offers it the squares along the Sovereign's eight
//! lines and keeps those it allows, and deciding a move text runs the same check.

use super::s01_board::{line_from, path_is_clear, Move, Position, BOARD};
use super::s02_sides::Piece;
use crate::clause;
use crate::core::check::{effect, refuse, require, Check, ClauseSink};
use crate::core::grid::ALL_EIGHT;
use crate::core::Square;

/// The most squares a Sovereign covers in one move, counting the squares it passes over and the one it
/// lands on, from the square it stands on; the same for moving and for capturing.
/// minnaar/4.1, minnaar/4.2
pub const SOVEREIGN_REACH: i32 = 4;

/// Whether the Sovereign on `from` may go to `to`: along a rank, a file or a diagonal (4.1), no more than
/// four squares (4.2), never over a piece nor onto another Sovereign (4.3); it captures an Establishment
/// piece of either colour (4.4).
/// minnaar/4.1, minnaar/4.2, minnaar/4.3, minnaar/4.4
pub fn sovereign_move<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    from: Square,
    to: Square,
) -> Check {
    let Some((step, distance)) = line_from(from, to) else {
        return refuse(sink, clause!("minnaar/4.1"), || {
            "a Sovereign moves only along a rank, a file or a diagonal".to_string()
        });
    };
    sink.yes(clause!("minnaar/4.1"));
    require(
        sink,
        distance <= SOVEREIGN_REACH,
        clause!("minnaar/4.2"),
        || {
            format!(
            "a Sovereign moves no more than {SOVEREIGN_REACH} squares, counting the one it lands on \
             ({} to {} is {distance})",
            BOARD.name(from),
            BOARD.name(to)
        )
        },
    )?;
    require(
        sink,
        path_is_clear(pos, from, to, step),
        clause!("minnaar/4.3"),
        || "a Sovereign cannot jump over pieces".to_string(),
    )?;
    require(
        sink,
        !matches!(pos.at(to), Some(Piece::Sovereign(_))),
        clause!("minnaar/4.3"),
        || "a Sovereign cannot capture another Sovereign or share its square".to_string(),
    )?;
    // minnaar/2.2: every Sovereign has the same powers, whichever group it belongs to; minnaar/4.4: it
    // captures an Establishment piece of either colour.
    sink.yes(clause!("minnaar/2.2"));
    effect(sink, pos.at(to).is_some(), clause!("minnaar/4.4"));
    Ok(())
}

/// Every move of the Sovereign on `from`: the squares along its eight lines, one past its reach, that
/// [`sovereign_move`] allows, every check reporting to `sink`, each candidate settled; `effects` reports
/// the clauses of what a legal move does beyond this section.
/// minnaar/4.1
pub fn sovereign_moves_with<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    from: Square,
    out: &mut Vec<Move>,
    effects: impl Fn(&mut S, &Move),
) {
    for step in ALL_EIGHT {
        let mut sq = from;
        for _ in 0..=SOVEREIGN_REACH {
            let Some(next) = BOARD.offset(sq, step) else {
                break;
            };
            sq = next;
            let legal = sovereign_move(sink, pos, from, sq).is_ok();
            if legal {
                let mv = Move::Piece { from, to: sq };
                effects(sink, &mv);
                out.push(mv);
            }
            sink.settle(legal);
        }
    }
}
