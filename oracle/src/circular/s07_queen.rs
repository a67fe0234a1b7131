//! circular/7: The Queen. As a Rook or as a Bishop; like the Rook, never back to its start space.

use super::s02_board::Space;
use super::s04_movement::Mover;
use super::{s05_rook, s06_bishop};

/// circular/7.1: the Rook's destinations and the Bishop's, one move per destination; never its start space.
pub fn queen_destinations(m: Mover, out: &mut Vec<Space>) {
    let start = out.len();
    s05_rook::rook_destinations(m, out);
    s06_bishop::bishop_destinations(m, out);
    s05_rook::one_move_per_destination(out, start);
}
