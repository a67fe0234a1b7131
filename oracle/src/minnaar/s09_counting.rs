//! Section 9: counting the 80 turns at a table, by the tally and by the marker. The oracle keeps both, each
//! by its own rule; the battle's end is taken from the tally, and the property tests check that the marker
//! always agrees (9.3).

use super::s02_sides::Group;

/// The tally at which the battle ends: 80 turns in a row without a capture.
/// minnaar/8.0, minnaar/9.1
pub const TALLY_LIMIT: u8 = 80;

/// The marker count at which the battle ends.
/// minnaar/9.2
pub const MARKER_LIMIT: u8 = 20;

/// A marker (a coin or a card) beside one turn group, with a count.
/// minnaar/9.2
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Marker {
    /// The group the marker sits beside: the one that made the last capture.
    pub beside: Group,
    /// How many turns that group has finished without capturing since.
    pub count: u8,
}

/// At the very start of a battle the marker is beside the Black Establishment, the last group to move in a
/// round, with a count of 0.
/// minnaar/9.2
pub fn marker_at_the_start() -> Marker {
    Marker {
        beside: Group::BlackEstablishment,
        count: 0,
    }
}

/// The tally after a turn: one more at the end of every turn, a forced pass included; a capture starts it
/// again from nothing, and the capturing turn is not counted: the count starts with the next turn (as in the
/// worked example), and a capture on the very turn that would have completed the count restarts it too.
/// minnaar/9.1, minnaar/8.1, minnaar/8.3, minnaar/9.4, minnaar/9.5
pub fn tally_after_turn(tally: u8, captured: bool) -> u8 {
    if captured {
        0
    } else {
        (tally + 1).min(TALLY_LIMIT)
    }
}

/// The marker after `mover`'s turn: a capture moves it to the capturing group with a count of 0; the group
/// beside which it sits adds one each time it finishes a turn without capturing (a forced pass counts).
/// minnaar/9.2
pub fn marker_after_turn(marker: Marker, mover: Group, captured: bool) -> Marker {
    if captured {
        Marker {
            beside: mover,
            count: 0,
        }
    } else if marker.beside == mover {
        Marker {
            beside: marker.beside,
            count: (marker.count + 1).min(MARKER_LIMIT),
        }
    } else {
        marker
    }
}

/// When the tally reaches 80, the battle ends at once.
/// minnaar/9.1
pub fn tally_reached_eighty(tally: u8) -> bool {
    tally >= TALLY_LIMIT
}

/// When the marker's count reaches 20, the battle ends at once.
/// minnaar/9.2
pub fn marker_reached_twenty(marker: Marker) -> bool {
    marker.count >= MARKER_LIMIT
}

/// Where the marker stands when the tally is `tally` and `turn` is to move, `cycle` being the groups that take
/// turns, in turn order (all four, or under `empty-army=skip` those with pieces, register MN-6.3-empty-army):
/// the turns always come in the same order, so the last capture (or, at the start, the Black Establishment's
/// place) was `tally + 1` turns ago, and its group has finished `tally / cycle.len()` turns since.
/// minnaar/9.3
pub fn marker_from_tally(turn: Group, tally: u8, cycle: &[Group]) -> Marker {
    let Some(at) = cycle.iter().position(|&g| g == turn) else {
        return marker_from_tally(turn, tally, &Group::IN_TURN_ORDER);
    };
    let k = cycle.len();
    let back = (tally as usize + 1) % k;
    Marker {
        beside: cycle[(at + k - back) % k],
        count: tally / k as u8,
    }
}
