//! circular/6: The Bishop. Along the two curved diagonal arcs of like-coloured spaces through its space,
//! spiralling in to the center-circle, through it, and back out with the same curve.

use super::s02_board::{Direction, Space};
use super::s04_movement::{slide, Mover};

/// circular/6.1, circular/6.2, circular/6.3 (and X.5 for the crossing): every space along the two diagonal arcs through the
/// Bishop's space up to the first piece (an opposing piece there may be captured), never across a void space.
/// An arc runs from the rim to the center-circle, continues to the space beside the one directly across, and
/// goes on outward curving the same way; it never comes back to its start.
pub fn bishop_destinations(m: Mover, out: &mut Vec<Space>) {
    for d in Direction::DIAGONAL {
        slide(m.pos, m.from, d, m.interp, out);
    }
}
