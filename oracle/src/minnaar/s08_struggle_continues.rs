//! Section 8: the Struggle Continues. Eighty turns in a row without a capture end the battle undecided, and
//! so does a battle ended by agreement or the End Battle button.

use super::s01_board::Position;
use super::s02_sides::Group;
use super::s09_counting::{marker_reached_twenty, tally_reached_eighty};
use crate::clause;
use crate::core::{Clause, Outcome, Status};

const THE_STRUGGLE_CONTINUES: &str =
    "THE STRUGGLE CONTINUES. This battle has reached an impasse. Another battlefield awaits.";

/// 80 turns in a row without a capture, each group's turn counted on its own, end the battle undecided. The
/// count is of individual turns (so a battle can end in the middle of a round), passes count, and any capture
/// starts it again (kept by the tally, 9.1). Neither victory is awarded for the pieces that remain.
/// minnaar/8.0, minnaar/8.1, minnaar/8.2, minnaar/8.3, minnaar/8.4
pub fn eighty_turns_without_a_capture(pos: &Position) -> Option<Status> {
    tally_reached_eighty(pos.tally).then(|| {
        Status::undecided(
            clause!("minnaar/8.0"),
            format!("80 turns in a row without a capture: {THE_STRUGGLE_CONTINUES}"),
        )
    })
}

/// The events that end a battle by choice, with what they mean.
/// minnaar/8.5
pub const EVENTS: &[(&str, &str)] = &[
    (
        "agreement",
        "at a table, the players end the battle by agreement: undecided, never a victory (8.5)",
    ),
    (
        "end-battle",
        "on the website, the End Battle button ends the battle by choice: undecided, never a victory (8.5)",
    ),
];

/// A battle ended by agreement or by the End Battle button: the result is undecided, never a victory.
/// minnaar/8.5
pub fn end_by_choice(event: &str) -> Option<Status> {
    let how = match event {
        "agreement" => "the players ended the battle by agreement",
        "end-battle" => "the End Battle button ended the battle",
        _ => return None,
    };
    Some(Status::undecided(
        clause!("minnaar/8.5"),
        format!("{how}: THE STRUGGLE CONTINUES"),
    ))
}

/// The clauses an undecided end rests on besides the clause that decided it: the pieces that remain decide
/// nothing (8.4); after eighty turns, the tally and the marker (9.1, 9.2) reached their limits on the same
/// turn (9.3), and a count of turns, not rounds, may end in the middle of a round (8.2).
pub fn end_grounds(pos: &Position, status: &Status) -> Vec<Clause> {
    let mut out = Vec::new();
    if status.outcome == Outcome::Undecided {
        out.push(clause!("minnaar/8.4"));
    }
    if status.clause == Some(clause!("minnaar/8.0")) {
        out.extend([clause!("minnaar/9.1"), clause!("minnaar/9.2")]);
        if tally_reached_eighty(pos.tally) && marker_reached_twenty(pos.marker) {
            out.push(clause!("minnaar/9.3"));
        }
        if pos.turn != Group::SouthernSovereigns {
            out.push(clause!("minnaar/8.2"));
        }
    }
    out
}
