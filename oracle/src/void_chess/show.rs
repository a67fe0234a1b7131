//! The picture of a position for people that `oracle show` draws, which the board diagram reader
//! (`position.rs`) reads back.

use super::position::format_position;
use super::s01_board::{Position, BOARD};
use super::s02_tiles::Tile;

/// A text diagram: rank 9 at the top; each square shows its piece letter (upper case White, lower case
/// Black) or `.` when empty, followed by `*` on an unstable tile; a void tile shows `#` (a Minister on a
/// void tile shows its letter and `#`).
pub fn show(pos: &Position) -> String {
    let mut s = crate::core::picture(BOARD, 2, |sq| {
        let piece = pos.piece(sq).map(|p| p.letter());
        match (piece, pos.tile(sq)) {
            (None, Tile::Void) => "#".to_string(),
            (None, _) => ".".to_string(),
            (Some(c), Tile::Normal) => c.to_string(),
            (Some(c), Tile::Unstable) => format!("{c}*"),
            (Some(c), Tile::Void) => format!("{c}#"),
        }
    });
    s.push_str(&format!(
        "{} to move; castling {}; en passant {}; half-moves {}; move {}\n",
        pos.side,
        format_position(pos).split(' ').nth(2).unwrap_or("-"),
        pos.en_passant.map_or("-".to_string(), |sq| BOARD.name(sq)),
        pos.halfmove,
        pos.fullmove
    ));
    s.push_str("legend: * unstable tile, # void tile\n");
    s
}
