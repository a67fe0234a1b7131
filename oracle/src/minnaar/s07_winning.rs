//! Section 7: winning. Two decisive victories, the same however the game is played.

use super::s01_board::Position;
use super::s02_sides::{Origin, Piece};
use crate::clause;
use crate::core::Status;

/// The side word of the Sovereign Alliance's victory: the status word is `sovereign-alliance-wins`.
pub const SOVEREIGN_ALLIANCE: &str = "sovereign-alliance";
/// The side word of the Establishment's victory: the status word is `establishment-wins`.
pub const ESTABLISHMENT: &str = "establishment";

/// Victory by Liberation: all 16 Establishment pieces have been captured.
/// minnaar/7.1
pub fn liberation(pos: &Position) -> Option<Status> {
    (pos.count(|p| matches!(p, Piece::Establishment(..))) == 0).then(|| {
        Status::win(
            SOVEREIGN_ALLIANCE,
            clause!("minnaar/7.1"),
            "Liberation: all 16 Establishment pieces have been captured. THE SOVEREIGN ALLIANCE PREVAILS. \
             Liberation Achieved!",
        )
    })
}

/// Victory by Divide and Conquer: all eight Sovereigns of either originating group have been captured, even
/// if the other group is untouched.
/// minnaar/7.2
pub fn divide_and_conquer(pos: &Position) -> Option<Status> {
    Origin::BOTH
        .into_iter()
        .find(|&o| pos.count(|p| p == Piece::Sovereign(o)) == 0)
        .map(|o| {
            Status::win(
                ESTABLISHMENT,
                clause!("minnaar/7.2"),
                format!(
                    "Divide and Conquer: all eight {} Sovereigns have been captured. THE ESTABLISHMENT \
                     PREVAILS. Divide and Conquer!",
                    match o {
                        Origin::Southern => "Southern",
                        Origin::Northern => "Northern",
                    }
                ),
            )
        })
}
