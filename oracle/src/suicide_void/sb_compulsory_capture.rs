//! suicide-void/B.6 and B.7: capturing is compulsory, and among several captures the player chooses.

use super::moves::Step;

/// suicide-void/B.6: when the side to move can capture, only captures are allowed (en passant is a
/// capture like any other). suicide-void/B.7: every capture stays allowed, the player chooses which.
pub fn capturing_is_compulsory(moves: Vec<Step>) -> Vec<Step> {
    if moves.iter().any(|m| m.captures.is_some()) {
        moves.into_iter().filter(|m| m.captures.is_some()).collect()
    } else {
        moves
    }
}
