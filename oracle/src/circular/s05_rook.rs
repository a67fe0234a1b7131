//! circular/5: The Rook. Along its file (a diameter, through the center-circle) and along its rank (a complete
//! circle or a segment cut by void spaces), never across a void space, never back to its start space.
//!
//! The rule is one check, [`rook_move`]; generation walks the Rook's lines with the same check
//! ([`rook_destinations`]), and deciding a move text runs it on that move.

use super::s02_board::{Direction, Space};
use super::s04_movement::{line_move, line_moves, LineRule, Mover};
use crate::clause;
use crate::core::{effect, Check, ClauseSink};

/// circular/5.1, circular/5.3, circular/5.4: the Rook's lines are its file and its rank (2.3), with no piece
/// (5.1) and no void space (5.3) between; no move returns it to its start space (5.4).
pub const ROOK: LineRule = LineRule {
    name: "Rook",
    dirs: &Direction::FILE_AND_RANK,
    line: clause!("circular/5.1"),
    void: clause!("circular/5.3"),
    no_return: Some(clause!("circular/5.4")),
};

/// circular/5.1, circular/5.2, circular/5.3, circular/5.4: the Rook on `m.from` goes to `to` along its file or
/// rank with nothing between, never across a void space nor back to its start, and captures an opposing
/// piece there.
pub fn rook_move<S: ClauseSink + ?Sized>(sink: &mut S, m: Mover, to: Space) -> Check {
    let across = line_move(sink, m, to, &ROOK)?;
    // circular/2.3: files are diameters, ranks circles or segments: the Rook's lines.
    sink.yes(clause!("circular/2.3"));
    effect(sink, m.pos.at(to).is_some(), clause!("circular/5.2"));
    effect(sink, across, clause!("circular/5.3"));
    Ok(())
}

/// circular/5.1-5.4: every space the Rook may go to; a space reached both ways round a ring, or along the
/// file and the ring, is one move (register entry `CC-no-return`).
pub fn rook_destinations(m: Mover, out: &mut Vec<Space>) {
    let start = out.len();
    line_moves(m, &ROOK, out);
    one_move_per_destination(out, start);
}

/// Destinations reached by more than one path are one move (register entry `CC-no-return`).
pub fn one_move_per_destination(out: &mut Vec<Space>, start: usize) {
    let mut tail = out.split_off(start);
    tail.sort();
    tail.dedup();
    out.extend(tail);
}
