//! The picture for people that `oracle show` draws: the board in the diagram form, and what stands on one
//! square.

use super::position::{Position, BOARD};
use crate::core::{OracleError, SquareView};

/// A picture of the position in the diagram form (`position::position_text`, which reads it back): FEN letters,
/// `.` for an empty square, `#` for the void (none before its placement, suicide-void/S.1), then the side
/// to move.
pub fn picture(pos: &Position) -> String {
    let mut out = crate::core::picture(BOARD, 1, |s| {
        let token = match pos.at(s) {
            Some(p) => p.letter(),
            None if pos.void_square() == Some(s) => '#',
            None => '.',
        };
        token.to_string()
    });
    out.push_str(pos.turn.name());
    out.push_str(" to move\n");
    out
}

/// What stands on the square `name`, and, `with_void`, whether it is the void.
pub fn square_view(pos: &Position, name: &str, with_void: bool) -> Result<SquareView, OracleError> {
    let s = BOARD.parse(name)?;
    Ok(SquareView {
        piece: pos.at(s).map(|p| p.name()),
        state: with_void.then(|| {
            if pos.void_square() == Some(s) {
                "void".to_string()
            } else {
                "normal".to_string()
            }
        }),
    })
}
