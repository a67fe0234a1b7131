//! circular/4: Movement and Capture of Pieces. The position, the pieces, a move, and how a move is made:
//! one own piece repositioned (two when Castling) or an opposing piece captured, never two pieces on one
//! space and never a piece on the center-circle or a void space.

use super::interpretation::{CircularInterpretation, DiagonalPastVoidCorner};
use super::s02_board::{Board, Direction, Space, Step, SPACE_COUNT};
use crate::core::{Color, CHESS_KINDS};

/// The kinds of pieces (circular/3.2-3.3): the chess set's, with its letters and words.
pub use crate::core::ChessKind as Kind;

/// A piece. `crossed` is a Pawn's memory of having passed over the center-circle (circular/10.1); it is
/// always `false` for the other pieces.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub color: Color,
    pub kind: Kind,
    pub crossed: bool,
}

impl Piece {
    /// A piece that is not a Pawn that has crossed the center.
    pub fn new(color: Color, kind: Kind) -> Piece {
        Piece {
            color,
            kind,
            crossed: false,
        }
    }

    /// The notation letter: upper case for White, lower case for Black.
    pub fn letter(self) -> char {
        CHESS_KINDS.piece_letter(self.color, self.kind)
    }
}

/// The castling rights that remain: neither the King nor that Rook has moved (circular/11.1 (i)).
pub use crate::core::CastlingRights;

/// A position of Circular Chess.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// The board it is played on.
    pub board: Board,
    /// What stands on each space (voids are always empty).
    pub spaces: [Option<Piece>; SPACE_COUNT],
    /// The player to move.
    pub to_move: Color,
    pub castling: CastlingRights,
    /// The space a Pawn passed over with a two-space move on the move just made (circular/10.5).
    pub en_passant: Option<Space>,
    /// Moves by either player since the last capture or Pawn move (circular/14.4).
    pub halfmove_clock: u32,
    /// The move number, starting at 1 and increasing after Black's move.
    pub fullmove_number: u32,
}

impl Position {
    /// An empty board of the given version, White to move.
    pub fn empty(board: Board) -> Position {
        Position {
            board,
            spaces: [None; SPACE_COUNT],
            to_move: Color::White,
            castling: CastlingRights::default(),
            en_passant: None,
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }

    /// The piece on `s`.
    pub fn at(&self, s: Space) -> Option<Piece> {
        self.spaces[s.index()]
    }

    /// The space of `color`'s King.
    pub fn king(&self, color: Color) -> Option<Space> {
        Space::all().find(|&s| {
            self.at(s)
                .is_some_and(|p| p.kind == Kind::King && p.color == color)
        })
    }

    /// The arrangement of pieces: kind and colour on each space (circular/14.6).
    pub fn arrangement(&self) -> [Option<(Color, Kind)>; SPACE_COUNT] {
        self.spaces.map(|p| p.map(|p| (p.color, p.kind)))
    }
}

/// What a move does besides moving one piece.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// A move or a capture on the destination.
    Ordinary,
    /// A Pawn's two-space first move (circular/10.2).
    TwoSpaces,
    /// A Pawn's en passant capture (circular/10.5).
    EnPassant,
    /// The King's two-space move of Castling; the Rook goes to its other side (circular/11.2).
    Castling,
}

/// A move: the piece on `from` goes to `to`; a Pawn may become `promotion`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Space,
    pub to: Space,
    pub promotion: Option<Kind>,
    pub kind: MoveKind,
}

impl Move {
    /// An ordinary move or capture.
    pub fn ordinary(from: Space, to: Space) -> Move {
        Move {
            from,
            to,
            promotion: None,
            kind: MoveKind::Ordinary,
        }
    }
}

/// A move text read as from-space, to-space and promotion letter.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MoveText {
    pub from: Space,
    pub to: Space,
    pub promotion: Option<Kind>,
}

/// A piece about to move, as every movement rule (circular/5-12) is asked about it: the position, the
/// space it stands on, and the register's readings.
#[derive(Copy, Clone, Debug)]
pub struct Mover<'a> {
    pub pos: &'a Position,
    pub from: Space,
    pub interp: &'a CircularInterpretation,
}

impl<'a> Mover<'a> {
    pub fn new(pos: &'a Position, from: Space, interp: &'a CircularInterpretation) -> Mover<'a> {
        Mover { pos, from, interp }
    }

    /// circular/4.1: the piece moves to an empty space or captures an opposing piece there, never onto
    /// a space its own side holds.
    pub fn may_end_on(&self, s: Space) -> bool {
        let mine = self.pos.at(self.from).map(|p| p.color);
        self.pos.at(s).is_none_or(|p| Some(p.color) != mine)
    }
}

/// circular/4.2, circular/2.2: no piece may occupy the center-circle (not a space at all) or a void space.
pub fn may_occupy(board: Board, s: Space) -> bool {
    !board.is_void(s)
}

/// A diagonal step from `at` in `d` is open unless the `diagonal-past-void-corner=blocked` reading is chosen
/// and a void lies at one of its corners (register entry `CC-diagonal-past-void-corner`).
pub fn diagonal_step_open(
    board: Board,
    at: Space,
    d: Direction,
    interp: &CircularInterpretation,
) -> bool {
    if interp.diagonal_past_void_corner == DiagonalPastVoidCorner::Pass {
        return true;
    }
    let Some((radial, rotational)) = d.parts() else {
        return true;
    };
    [radial, rotational].iter().all(|&c| match at.neighbour(c) {
        Step::To(s, _) => !board.is_void(s),
        Step::Rim => true,
    })
}

/// The spaces a line-moving piece on `from` reaches in direction `d`: empty spaces up to the first piece
/// (included if it is an opposing one), never across a void space nor onto its own start space
/// (circular/5.1, circular/5.3, circular/5.4, circular/6.2, circular/6.3).
pub fn slide(
    pos: &Position,
    from: Space,
    d: Direction,
    interp: &CircularInterpretation,
    out: &mut Vec<Space>,
) {
    let Some(me) = pos.at(from) else { return };
    let (mut at, mut dir) = (from, d);
    loop {
        if !diagonal_step_open(pos.board, at, dir, interp) {
            return;
        }
        let Some((next, next_dir)) = at.step(dir) else {
            return;
        };
        if next == from || !may_occupy(pos.board, next) {
            return;
        }
        match pos.at(next) {
            None => out.push(next),
            Some(p) => {
                if p.color != me.color {
                    out.push(next);
                }
                return;
            }
        }
        at = next;
        dir = next_dir;
    }
}
