//! circular/7: The Queen. As a Rook or as a Bishop; like the Rook, never back to its start space.

use super::s02_board::{Direction, Space};
use super::s04_movement::{line_move, line_moves, LineRule, Mover};
use super::s05_rook::one_move_per_destination;
use crate::clause;
use crate::core::{Check, ClauseSink};

/// circular/7.1: the Rook's lines and the Bishop's, with no piece and no void space between, never back to
/// its start space.
pub const QUEEN: LineRule = LineRule {
    name: "Queen",
    dirs: &Direction::ALL,
    line: clause!("circular/7.1"),
    void: clause!("circular/7.1"),
    no_return: Some(clause!("circular/7.1")),
};

/// circular/7.1: the Queen on `m.from` goes to `to` as a Rook or a Bishop would, never back to its start
/// space.
pub fn queen_move<S: ClauseSink + ?Sized>(sink: &mut S, m: Mover, to: Space) -> Check {
    line_move(sink, m, to, &QUEEN).map(|_| ())
}

/// circular/7.1: every space the Queen may go to, one move per destination.
pub fn queen_destinations(m: Mover, out: &mut Vec<Space>) {
    let start = out.len();
    line_moves(m, &QUEEN, out);
    one_move_per_destination(out, start);
}
