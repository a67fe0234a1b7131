//! suicide-void/B.6 and B.7: capturing is compulsory, and among several captures the player chooses.

use super::position::{Position, BOARD};
use super::sb_standard_movement::Step;
use crate::clause;
use crate::core::check::{refuse, Check, ClauseSink};

/// suicide-void/B.6: when the side to move can capture (`a_capture`, en passant being a capture like any
/// other), only captures are allowed. suicide-void/B.7: every capture stays allowed, the player chooses
/// which.
pub fn capturing_is_compulsory<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    step: &Step,
    a_capture: Option<Step>,
) -> Check {
    match (step.captures, a_capture) {
        (None, Some(c)) => refuse(sink, clause!("suicide-void/B.6"), || {
            format!(
                "capturing is compulsory, and {} can capture ({}{})",
                pos.turn.name(),
                BOARD.name(c.from),
                BOARD.name(c.to)
            )
        }),
        _ => Ok(()),
    }
}
