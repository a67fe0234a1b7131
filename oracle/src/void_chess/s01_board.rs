//! Article 1 — The Board and Starting Position: the 9x9 board, the pieces, the position and the move.

use crate::clause;
use crate::core::movement::Lines;
pub use crate::core::CastlingRights;
use crate::core::{refuse, require, Check, ClauseSink, Color, Grid, KindTable, PieceKind, Square};

/// void-chess/1.1: a 9-column by 9-row board, files a-i from left to right, ranks 1-9 from White's side.
pub const BOARD: Grid = Grid { files: 9, ranks: 9 };

/// The lines and leaps from every square of the board (the movement kit's, `core::movement`), along which
/// the pieces of Articles 3 and 4 move.
pub static LINES: Lines<81> = Lines::of(BOARD);

/// void-chess/1.1: 81 squares.
pub const SQUARE_COUNT: usize = 81;

/// The kinds of piece (void-chess/1.4).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    King,
    Queen,
    Rook,
    Bishop,
    Knight,
    Minister,
    Pawn,
}

/// void-chess/1.4, 11.2: the kinds of piece, their letters (`P` for a Pawn in the position text) and names.
pub const KINDS: KindTable<Kind> = {
    use Kind::*;
    KindTable::new(
        &[King, Queen, Rook, Bishop, Knight, Minister, Pawn],
        "KQRBNMP",
        &[
            "king", "queen", "rook", "bishop", "knight", "minister", "pawn",
        ],
    )
};

impl PieceKind for Kind {
    const KINDS: KindTable<Kind> = KINDS;
}

/// void-chess/2.1: every square is in one of three states.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Tile {
    /// void-chess/2.2: an ordinary square.
    #[default]
    Normal,
    /// void-chess/2.3: created by a capture; a piece left on it at the end of its side's turn is destroyed.
    Unstable,
    /// void-chess/2.4: a permanent gap in the board.
    Void,
}

impl Tile {
    /// `normal`, `unstable`, `void`.
    pub fn name(self) -> &'static str {
        match self {
            Tile::Normal => "normal",
            Tile::Unstable => "unstable",
            Tile::Void => "void",
        }
    }
}

/// A piece: its colour and kind.
pub type Piece = crate::core::Piece<Kind>;

/// A position: the pieces, the tile states, and the state of play.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// The piece on each square, indexed by [`Square`].
    pub board: [Option<Piece>; SQUARE_COUNT],
    /// The state of each square (void-chess/2.1).
    pub tiles: [Tile; SQUARE_COUNT],
    /// The side to move.
    pub side: Color,
    /// Which castlings are still possible because neither the King nor that Rook has moved (void-chess/8.1.1).
    pub castling: CastlingRights,
    /// The square a Pawn passed over with its two-square advance on the move just played (void-chess/8.2).
    pub en_passant: Option<Square>,
    /// Half-moves since the last pawn move or capture (void-chess/9.6).
    pub halfmove: u32,
    /// The number of the full move, starting at 1 and counted up after Black's move.
    pub fullmove: u32,
}

impl Position {
    /// A board with no pieces, every tile Normal, White to move.
    pub fn empty() -> Position {
        Position {
            board: [None; SQUARE_COUNT],
            tiles: [Tile::Normal; SQUARE_COUNT],
            side: Color::White,
            castling: CastlingRights::default(),
            en_passant: None,
            halfmove: 0,
            fullmove: 1,
        }
    }

    pub fn piece(&self, sq: Square) -> Option<Piece> {
        self.board[sq.index()]
    }

    pub fn tile(&self, sq: Square) -> Tile {
        self.tiles[sq.index()]
    }

    /// The square of `color`'s King, if it is on the board.
    pub fn king_square(&self, color: Color) -> Option<Square> {
        let king = Some(Piece::new(color, Kind::King));
        self.board
            .iter()
            .position(|p| *p == king)
            .map(|i| Square(i as u8))
    }

    /// Every piece with its square, a1 first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.board
            .iter()
            .enumerate()
            .filter_map(|(i, p)| p.map(|p| (Square(i as u8), p)))
    }
}

/// A move: the piece's square, the square it ends on, a Minister's Step 1 square when it takes two steps
/// (void-chess/4.2), and the piece a Pawn promotes to (void-chess/8.3). Castling is the King's move
/// two squares along its rank (void-chess/8.1.5); en passant is the Pawn's diagonal step to the square passed over.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Square,
    pub via: Option<Square>,
    pub to: Square,
    pub promotion: Option<Kind>,
}

impl Move {
    pub fn new(from: Square, to: Square) -> Move {
        Move {
            from,
            via: None,
            to,
            promotion: None,
        }
    }
}

/// void-chess/1.5: White's back rank from a1 to i1 (Black's mirrors it, void-chess/1.6).
pub const BACK_RANK: [Kind; 9] = [
    Kind::Rook,
    Kind::Knight,
    Kind::Bishop,
    Kind::Queen,
    Kind::King,
    Kind::Bishop,
    Kind::Minister,
    Kind::Knight,
    Kind::Rook,
];

/// void-chess/1.3, 1.4, 1.5, 1.6, 1.7, 4.1: every tile Normal; each side's 16 pieces, back rank as 1.5 with
/// the Pawns filling the second rank; White to move.
pub fn starting_position() -> Position {
    let mut pos = Position::empty();
    for (file, kind) in BACK_RANK.iter().enumerate() {
        let f = file as i32;
        for (color, back, pawns) in [(Color::White, 0, 1), (Color::Black, 8, 7)] {
            let back_sq = BOARD.square(f, back).expect("on the board");
            let pawn_sq = BOARD.square(f, pawns).expect("on the board");
            pos.board[back_sq.index()] = Some(Piece::new(color, *kind));
            pos.board[pawn_sq.index()] = Some(Piece::new(color, Kind::Pawn));
        }
    }
    pos.castling = CastlingRights::ALL;
    pos.side = first_player();
    pos
}

/// void-chess/1.7: White makes the first move.
pub fn first_player() -> Color {
    Color::White
}

/// void-chess/1.7: players alternate turns; every turn is exactly one move (there is no pass).
pub fn next_player(just_moved: Color) -> Color {
    just_moved.opponent()
}

/// void-chess/1.7: a move moves a piece of the side to move; every turn is a move (there is no pass).
/// Yields the piece.
pub fn piece_to_move<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    mv: &Move,
) -> Check<Piece> {
    let c17 = clause!("void-chess/1.7");
    let Some(piece) = pos.piece(mv.from) else {
        return refuse(sink, c17, || {
            format!("there is no piece on {} to move", BOARD.name(mv.from))
        });
    };
    require(sink, piece.color == pos.side, c17, || {
        format!(
            "it is {}'s turn, and {} holds a {}",
            pos.side,
            BOARD.name(mv.from),
            piece.name()
        )
    })?;
    require(sink, mv.from != mv.to || mv.via.is_some(), c17, || {
        "a move must move a piece; passing is not permitted".into()
    })?;
    Ok(piece)
}

/// void-chess/1.2: each player has a light square in the near-right corner (i1 for White, a9 for Black).
/// On a board of odd size both diagonals then run over light squares: a square is light when its file and
/// rank (from 0) add up to an even number.
pub fn is_light_square(sq: Square) -> bool {
    (BOARD.file(sq) + BOARD.rank(sq)) % 2 == 0
}

/// The rank (from 0) a colour's pieces start on: its back rank.
pub fn home_rank(color: Color) -> i32 {
    match color {
        Color::White => 0,
        Color::Black => 8,
    }
}
