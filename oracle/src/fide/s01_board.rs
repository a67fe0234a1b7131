//! Section 1: Board & Initial Setup (`fide/1.*`): the board and its lines, the pieces, the position, the
//! move, and the initial placement.
//!
//! The board is a plain array of 64 cells, a1 = 0, b1 = 1, ... h8 = 63 (file + 8 * rank), the same
//! numbering as [`crate::core::Grid::CHESS`].

use crate::core::movement::Lines;
use crate::core::{traditional_first_rank, Color, Grid, Square};

/// The kinds of chessmen: the chess set's (section 2 describes how each moves).
pub use crate::core::ChessKind as Kind;

/// A chessman: its colour and kind.
pub type Piece = crate::core::Piece<Kind>;

/// The 64 squares, each empty or holding one piece.
pub type Board = [Option<Piece>; 64];

/// Castling rights: which King/Rook pairs have not moved (`fide/3.1.3`).
pub use crate::core::CastlingRights;

/// A position: the board, the side to move, the castling rights, the en passant square, and the two FEN
/// counters (plies since the last pawn advance or capture, and the full-move number).
///
/// The en passant square is the FEN field: the square a Pawn skipped over by a two-square advance on the
/// previous move (`fide/3.2.1`), set whether or not an enemy Pawn can capture there;
/// [`super::s05_draws::capturable_en_passant`] says whether a capture is possible.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub board: Board,
    pub side: Color,
    pub castling: CastlingRights,
    pub en_passant: Option<Square>,
    pub halfmove_clock: u32,
    pub fullmove_number: u32,
    /// Where each King stands (White, Black); kept in step with `board`.
    pub kings: [Square; 2],
}

/// The 8x8 board (`fide/1.1`): ranks 1..8 from White's side (`fide/1.2`), files a..h from White's left
/// (`fide/1.3`).
pub const BOARD: Grid = Grid::CHESS;

/// The lines and leaps from every square of the board (the movement kit's, `core::movement`), along which
/// section 2's pieces move.
pub static LINES: Lines<64> = Lines::of(BOARD);

/// What a move does beyond taking a piece from one square to another.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Special {
    /// A plain move or capture (a promotion is plain too; see [`Move::promotion`]).
    Plain,
    /// A Pawn's initial two-square advance (`fide/2.6.2`).
    DoubleStep,
    /// A capture en passant (`fide/3.2.2`).
    EnPassant,
    /// Castling O-O (`fide/3.1.1`).
    CastleKingside,
    /// Castling O-O-O (`fide/3.1.2`).
    CastleQueenside,
}

/// A move: from a square to a square, the promotion choice, and what kind of move it is (sections 2 and
/// 3 say which moves exist).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    pub promotion: Option<Kind>,
    pub special: Special,
}

impl Move {
    pub const fn plain(from: Square, to: Square) -> Move {
        Move {
            from,
            to,
            promotion: None,
            special: Special::Plain,
        }
    }
}

/// The file of a square, 0 for a.
#[inline]
pub fn file_of(sq: Square) -> i8 {
    (sq.0 % 8) as i8
}

/// The rank of a square, 0 for rank 1.
#[inline]
pub fn rank_of(sq: Square) -> i8 {
    (sq.0 / 8) as i8
}

/// The square at `file`, `rank` (from 0) when it is on the board.
#[inline]
pub fn square_at(file: i8, rank: i8) -> Option<Square> {
    if (0..8).contains(&file) && (0..8).contains(&rank) {
        Some(Square((file + rank * 8) as u8))
    } else {
        None
    }
}

/// The square's name, `e4`.
pub fn square_name(sq: Square) -> String {
    BOARD.name(sq)
}

/// Whether a square is light. `fide/1.4`: h1 (and a8) are light, so a square is light when its file and rank
/// numbers (from 0) have different parity.
pub fn is_light_square(sq: Square) -> bool {
    (file_of(sq) + rank_of(sq)) % 2 == 1
}

/// The index of a colour in two-element arrays (White 0, Black 1).
#[inline]
pub fn color_index(c: Color) -> usize {
    match c {
        Color::White => 0,
        Color::Black => 1,
    }
}

/// The colour's back rank: Rank 1 for White, Rank 8 for Black (`fide/1.2`).
#[inline]
pub fn back_rank(c: Color) -> i8 {
    match c {
        Color::White => 0,
        Color::Black => 7,
    }
}

/// The King's start square (`fide/1.5`: e1, e8).
pub fn king_home(color: Color) -> Square {
    square_at(4, back_rank(color)).expect("on the board")
}

/// The Rook's start square on the given side (`fide/1.5`: a1/h1, a8/h8).
pub fn rook_home(color: Color, kingside: bool) -> Square {
    square_at(if kingside { 7 } else { 0 }, back_rank(color)).expect("on the board")
}

/// `fide/1.5`: the initial placement. White on Rank 1 (Rook a1/h1, Knight b1/g1, Bishop c1/f1, Queen d1,
/// King e1) and Rank 2 (Pawns); Black the same on Ranks 8 and 7. `fide/1.6`: each Queen on her colour
/// (d1 light, d8 dark) follows from the Queen on the d-file.
pub fn initial_placement() -> Position {
    const BACK: [Kind; 8] = {
        use Kind::{Bishop, King, Knight, Queen, Rook};
        traditional_first_rank([Rook, Knight, Bishop, Queen, King])
    };
    let mut board: Board = [None; 64];
    for file in 0..8u8 {
        board[file as usize] = Some(Piece::new(Color::White, BACK[file as usize]));
        board[8 + file as usize] = Some(Piece::new(Color::White, Kind::Pawn));
        board[48 + file as usize] = Some(Piece::new(Color::Black, Kind::Pawn));
        board[56 + file as usize] = Some(Piece::new(Color::Black, BACK[file as usize]));
    }
    Position {
        board,
        side: Color::White,
        castling: CastlingRights::ALL,
        en_passant: None,
        halfmove_clock: 0,
        fullmove_number: 1,
        kings: [Square(4), Square(60)],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orientation_puts_a_light_square_at_each_players_right() {
        // fide/1.4: h1 for White and a8 for Black are light; a1 and h8 are dark.
        assert!(is_light_square(Square(7)));
        assert!(is_light_square(Square(56)));
        assert!(!is_light_square(Square(0)));
        assert!(!is_light_square(Square(63)));
    }

    #[test]
    fn each_queen_starts_on_her_colour() {
        // fide/1.6: White Queen on light d1, Black Queen on dark d8.
        let p = initial_placement();
        assert_eq!(p.board[3], Some(Piece::new(Color::White, Kind::Queen)));
        assert!(is_light_square(Square(3)));
        assert_eq!(p.board[59], Some(Piece::new(Color::Black, Kind::Queen)));
        assert!(!is_light_square(Square(59)));
    }
}
