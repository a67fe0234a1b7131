//! circular/3: Set Up. The same on every board: in algebraic terms the traditional array, with file i empty.

use super::s02_board::{Board, Space};
use super::s04_movement::{CastlingRights, Kind, Piece, Position};
use crate::core::{traditional_first_rank, Color};

/// circular/3.2: the first rank, file a to h: each Rook beside a void space, Knights beside Rooks, Bishops
/// beside Knights, the Queens on d (White's light, Black's dark) and the Kings on e (X.2, X.3).
pub const FIRST_RANK: [Kind; 8] = {
    use Kind::{Bishop, King, Knight, Queen, Rook};
    traditional_first_rank([Rook, Knight, Bishop, Queen, King])
};

/// circular/3.2, circular/3.3: White's pieces on rank 1 and Pawns on rank 2, Black's on rank 8 and rank 7; White
/// moves first (circular/4.1).
pub fn start_position(board: Board) -> Position {
    let mut pos = Position::empty(board);
    for (file, &kind) in FIRST_RANK.iter().enumerate() {
        let f = file as u8;
        for (rank, color, kind) in [
            (1, Color::White, kind),
            (2, Color::White, Kind::Pawn),
            (7, Color::Black, Kind::Pawn),
            (8, Color::Black, kind),
        ] {
            if let Some(s) = Space::at(f, rank) {
                pos.spaces[s.index()] = Some(Piece::new(color, kind));
            }
        }
    }
    pos.castling = CastlingRights::ALL;
    pos
}
