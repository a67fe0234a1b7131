//! Reading a position: the text form with its checks (position.rs), and the one check that needs attacks,
//! the side not to move being in check (void-chess/10.1).

use crate::attacks::in_check;
use crate::position::*;

impl Position {
    /// The start position (void-chess/1.3-1.7).
    pub fn start() -> Position {
        Position::parse(START).expect("the start position is well formed")
    }

    /// Reads the text form (`startpos` is the start), refusing malformed text with the field and rank at
    /// fault and impossible positions with the clause they break.
    pub fn parse(text: &str) -> Result<Position, PositionError> {
        let pos = Position::read(text)?;
        let them = 1 - pos.side;
        if in_check(&pos, them) {
            return Err(impossible(
                "void-chess/10.1",
                format!(
                    "{} is in check with {} to move",
                    color_word(them),
                    color_word(pos.side)
                ),
            ));
        }
        Ok(pos)
    }
}
