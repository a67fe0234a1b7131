//! circular/8: The King. One space along its file, rank or curved diagonal; across the center-circle to the
//! space directly opposite and the two beside it.
//!
//! The rule is one check, [`king_move`]; generation offers it the King's eight neighbours. Castling, the
//! King's two-space move, is section 11's; that the King may not move into check is decided with every
//! move (circular/13.1).

use super::interpretation::CircularInterpretation;
use super::s02_board::{Direction, Space, Step};
use super::s04_movement::{diagonal_step_open, lands, Mover, Position};
use crate::clause;
use crate::core::{effect, refuse, require, Check, ClauseSink, NoTrace};

/// circular/8.1, circular/8.2, circular/8.3: the King on `m.from` steps to `to`, adjacent along its file, rank
/// or a diagonal (through the center-circle: the opposite space and the two beside it), never past the
/// corner of a void space where the register blocks that (8.3, `CC-diagonal-past-void-corner`), and
/// captures an opposing piece there.
pub fn king_move<S: ClauseSink + ?Sized>(sink: &mut S, m: Mover, to: Space) -> Check {
    lands(sink, m, to)?;
    let mut steps = Direction::ALL
        .iter()
        .filter_map(|&d| match m.from.neighbour(d) {
            Step::To(s, crossed) if s == to => Some((d, crossed)),
            _ => None,
        });
    let Some(first) = steps.next() else {
        return refuse(sink, clause!("circular/8.1"), || {
            format!(
                "{to} is not adjacent to the King on {} along a file, rank or diagonal",
                m.from
            )
        });
    };
    let open = std::iter::once(first)
        .chain(steps)
        .find(|&(d, _)| diagonal_step_open(m.pos.board, m.from, d, m.interp));
    require(sink, open.is_some(), clause!("circular/8.3"), || {
        format!(
            "the King may not step past the corner of a void space from {} to {to}",
            m.from
        )
    })?;
    let across = open.is_some_and(|(_, crossed)| crossed);
    sink.yes(clause!("circular/8.1"));
    effect(sink, across, clause!("circular/8.2"));
    // circular/2.2: the center-circle is no space; the King steps through it.
    effect(sink, across, clause!("circular/2.2"));
    Ok(())
}

/// circular/8.1-8.3: every space the King may step to.
pub fn king_destinations(m: Mover, out: &mut Vec<Space>) {
    for d in Direction::ALL {
        if let Step::To(to, _) = m.from.neighbour(d) {
            if king_move(&mut NoTrace, m, to).is_ok() {
                out.push(to);
            }
        }
    }
}

/// The spaces a King on `from` would step to in `pos` ([`king_destinations`]).
pub fn king_steps(pos: &Position, from: Space, interp: &CircularInterpretation) -> Vec<Space> {
    let mut out = Vec::with_capacity(8);
    king_destinations(Mover::new(pos, from, interp), &mut out);
    out
}
