//! circular/6: The Bishop. Along the two curved diagonal arcs of like-coloured spaces through its space,
//! spiralling in to the center-circle, through it, and back out with the same curve.
//!
//! The rule is one check, [`bishop_move`]; generation walks the Bishop's arcs with the same check.

use super::s02_board::{Direction, Space};
use super::s04_movement::{line_move, line_moves, LineRule, Mover};
use crate::clause;
use crate::core::{Check, ClauseSink};

/// circular/6.2, circular/6.3 (and X.5 for the crossing): the Bishop's lines are the diagonal arcs (6.1),
/// with no piece (6.2) and no void space (6.3) between. An arc runs from the rim to the center-circle,
/// continues to the space beside the one directly across, and goes on outward curving the same way; it
/// never comes back to its start.
pub const BISHOP: LineRule = LineRule {
    name: "Bishop",
    dirs: &Direction::DIAGONAL,
    line: clause!("circular/6.2"),
    void: clause!("circular/6.3"),
    no_return: None,
};

/// circular/6.1, circular/6.2, circular/6.3: the Bishop on `m.from` goes to `to` along one of its two arcs
/// with nothing between, never across a void space, and captures an opposing piece there.
pub fn bishop_move<S: ClauseSink + ?Sized>(sink: &mut S, m: Mover, to: Space) -> Check {
    line_move(sink, m, to, &BISHOP)?;
    sink.yes(clause!("circular/6.1"));
    Ok(())
}

/// circular/6.1-6.3: every space the Bishop may go to.
pub fn bishop_destinations(m: Mover, out: &mut Vec<Space>) {
    line_moves(m, &BISHOP, out);
}
