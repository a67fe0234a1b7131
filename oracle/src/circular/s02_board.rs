//! circular/2: The Board. Seventy, sixty-eight or sixty-six spaces (see [`super::geometry`] for the spaces,
//! voids, lines and neighbours), and their names in algebraic notation.

use super::geometry::{Board, Space};
use crate::clause;
use crate::core::OracleError;

/// circular/2.1: the number of spaces of each version.
pub fn number_of_spaces(board: Board) -> usize {
    board.space_count()
}

/// circular/2.4 (and 2.2): reads a space name `a1`..`i8`; a void space of `board` is not part of the playing
/// field.
pub fn playing_space(board: Board, name: &str) -> Result<Space, OracleError> {
    let Some(s) = Space::from_name(name) else {
        return Err(OracleError::BadSquare {
            text: name.to_string(),
            message: format!(
                "not a space name: files a..i, ranks 1..8 ({})",
                clause!("circular/2.4")
            ),
        });
    };
    if board.is_void(s) {
        return Err(OracleError::BadSquare {
            text: name.to_string(),
            message: format!(
                "{s} is a void space of the {} board, not part of the playing field ({})",
                board.name(),
                clause!("circular/2.2")
            ),
        });
    }
    Ok(s)
}
