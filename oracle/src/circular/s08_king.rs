//! circular/8: The King. One space along its file, rank or curved diagonal; across the center-circle to the
//! space directly opposite and the two beside it.

use super::interpretation::CircularInterpretation;
use super::s02_board::{Direction, Space};
use super::s04_movement::{diagonal_step_open, may_occupy, Mover, Position};

/// circular/8.1, circular/8.2: the spaces adjacent along the file, the rank and the two diagonals (through the
/// center-circle: the opposite space and the two beside it).
pub fn king_steps(pos: &Position, from: Space, interp: &CircularInterpretation) -> Vec<Space> {
    Direction::ALL
        .iter()
        .filter(|&&d| diagonal_step_open(pos.board, from, d, interp))
        .filter_map(|&d| from.step(d).map(|(s, _)| s))
        .filter(|&s| may_occupy(pos.board, s))
        .collect()
}

/// circular/8.3: the King moves to, or captures on, an adjacent space that is not its own piece's; that it
/// may not move into check is decided with every move (circular/13.1).
pub fn king_destinations(m: Mover, out: &mut Vec<Space>) {
    out.extend(
        king_steps(m.pos, m.from, m.interp)
            .into_iter()
            .filter(|&s| m.may_end_on(s)),
    );
}
