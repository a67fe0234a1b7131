//! Section 3: the starting arrangement.

use super::s01_board::{Position, BOARD};
use super::s02_sides::{Group, Kind, Origin, Piece};
use super::s09_counting::marker_at_the_start;
use crate::core::{traditional_first_rank, Color};

/// The traditional back-rank order from the a-file to the h-file: Queens on d, Kings on e.
/// minnaar/3.6
pub const BACK_RANK_ORDER: [Kind; 8] = {
    use Kind::{Bishop, King, Knight, Queen, Rook};
    traditional_first_rank([Rook, Knight, Bishop, Queen, King])
};

/// The starting arrangement: Northern Sovereigns on rank 8, White Establishment on rank 5, Black
/// Establishment on rank 4, Southern Sovereigns on rank 1; ranks 2, 3, 6 and 7 empty; the Southern
/// Sovereigns to move (the Sovereigns move first), and no turn counted yet.
/// minnaar/3.1, minnaar/3.2, minnaar/3.3, minnaar/3.4, minnaar/3.5, minnaar/3.6, minnaar/6.1, minnaar/8.6
pub fn starting_arrangement() -> Position {
    let mut board = [None; 64];
    for file in 0..8 {
        let mut put = |rank: i32, piece: Piece| {
            let sq = BOARD.square(file, rank).expect("on the board");
            board[sq.index()] = Some(piece);
        };
        put(7, Piece::Sovereign(Origin::Northern));
        put(
            4,
            Piece::Establishment(Color::White, BACK_RANK_ORDER[file as usize]),
        );
        put(
            3,
            Piece::Establishment(Color::Black, BACK_RANK_ORDER[file as usize]),
        );
        put(0, Piece::Sovereign(Origin::Southern));
    }
    Position {
        board,
        turn: Group::SouthernSovereigns,
        tally: 0,
        marker: marker_at_the_start(),
        passes: [0; 4],
    }
}
