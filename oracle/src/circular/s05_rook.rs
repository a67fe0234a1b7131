//! circular/5: The Rook. Along its file (a diameter, through the center-circle) and along its rank (a complete
//! circle or a segment cut by void spaces), never across a void space, never back to its start space.

use super::s02_board::{Direction, Space};
use super::s04_movement::{slide, Mover};

/// circular/5.1, circular/5.2, circular/5.3: every space along the Rook's file and rank up to the first piece (an opposing
/// piece there may be captured) and never across a void space.
/// circular/5.4: a move round a complete ring that would return the Rook to its start space is no move, and
/// a space reached both ways round a ring or along the file and the ring is one move.
pub fn rook_destinations(m: Mover, out: &mut Vec<Space>) {
    let start = out.len();
    for d in Direction::FILE_AND_RANK {
        slide(m.pos, m.from, d, m.interp, out);
    }
    one_move_per_destination(out, start);
}

/// Destinations reached by more than one path are one move (register entry `CC-no-return`).
pub fn one_move_per_destination(out: &mut Vec<Space>, start: usize) {
    let mut tail = out.split_off(start);
    tail.sort();
    tail.dedup();
    out.extend(tail);
}
