//! The picture of a Minnaar position for people (`oracle show`): the board, the key to its letters, whose
//! turn it is, the tally and the marker of section 9, and the forced passes in a row.

use super::s01_board::{Position, BOARD};
use super::s02_sides::Group;
use super::s09_counting::TALLY_LIMIT;

/// A picture of the position for people.
pub fn show(pos: &Position) -> String {
    let mut out = crate::core::picture(BOARD, 1, |sq| {
        pos.at(sq).map_or('.', |p| p.letter()).to_string()
    });
    out.push_str(
        "S Southern Sovereign, s Northern Sovereign, KQRBN White, kqrbn Black Establishment\n",
    );
    out.push_str(&format!("to move: {}\n", pos.turn.name()));
    out.push_str(&format!(
        "tally: {} of {TALLY_LIMIT} turns without a capture\n",
        pos.tally
    ));
    out.push_str(&format!(
        "marker: beside the {}, count {} of 20\n",
        pos.marker.beside.name(),
        pos.marker.count
    ));
    let passes: Vec<String> = Group::IN_TURN_ORDER
        .iter()
        .map(|g| format!("{} {}", g.name(), pos.passes[g.index()]))
        .collect();
    out.push_str(&format!("forced passes in a row: {}\n", passes.join(", ")));
    out
}
