//! circular/7: The Queen. As a Rook or as a Bishop; like the Rook, never back to its start space.

use super::geometry::Space;
use super::interpretation::CircularInterpretation;
use super::s04_movement::Position;
use super::{s05_rook, s06_bishop};

/// circular/7.1: the Rook's destinations and the Bishop's, one move per destination; never its start space.
pub fn queen_destinations(
    pos: &Position,
    from: Space,
    interp: &CircularInterpretation,
    out: &mut Vec<Space>,
) {
    let start = out.len();
    s05_rook::rook_destinations(pos, from, interp, out);
    s06_bishop::bishop_destinations(pos, from, interp, out);
    s05_rook::one_move_per_destination(out, start);
}
