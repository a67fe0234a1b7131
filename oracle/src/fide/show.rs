//! The picture of a position for people that `oracle show` draws: rank 8 on top, White's pieces in
//! capitals, `.` for an empty square, then the side to move (the board diagram form, which
//! [`super::position::fen_from_diagram`] reads back).

use super::s01_board::{Position, BOARD};

/// The picture of `pos`.
pub fn picture(pos: &Position) -> String {
    let mut out = crate::core::picture(BOARD, 1, |sq| {
        pos.board[sq.index()]
            .map_or('.', |p| p.letter())
            .to_string()
    });
    out.push_str(&format!("{} to move\n", pos.side));
    out
}
