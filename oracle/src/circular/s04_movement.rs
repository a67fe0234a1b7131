//! circular/4: Movement and Capture of Pieces. The position, the pieces, a move, and how a move is made:
//! one own piece repositioned (two when Castling) or an opposing piece captured, never two pieces on one
//! space and never a piece on the center-circle or a void space. The lines the Rook, Bishop and Queen move
//! along (X.4, X.5), and the check of a move along them that sections 5 to 7 each name with their clauses.

use super::interpretation::{CircularInterpretation, DiagonalPastVoidCorner};
use super::s02_board::{Board, Direction, Space, Step, SPACE_COUNT};
use crate::clause;
use crate::core::{
    effect, refuse, require, Check, Clause, ClauseSink, Color, NoTrace, CHESS_KINDS,
};

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
}

/// circular/4.2, circular/2.2: no piece may occupy the center-circle (not a space at all) or a void space.
pub fn may_occupy(board: Board, s: Space) -> bool {
    !board.is_void(s)
}

/// circular/4.2, circular/4.1: the piece lands on `to`: never on a void space, never on a space its own side
/// holds (no two pieces on one space); an opposing piece there is captured.
#[inline]
pub fn lands<S: ClauseSink + ?Sized>(sink: &mut S, m: Mover, to: Space) -> Check {
    let board = m.pos.board;
    require(sink, may_occupy(board, to), clause!("circular/4.2"), || {
        format!(
            "{to} is a void space of the {} board: no piece may occupy it",
            board.name()
        )
    })?;
    let mine = m.pos.at(m.from).map(|p| p.color);
    require(
        sink,
        m.pos.at(to).is_none_or(|p| Some(p.color) != mine),
        clause!("circular/4.2"),
        || {
            let side = mine.map_or("the mover", Color::name);
            format!("{to} holds {side}'s own piece: no two pieces may occupy the same space")
        },
    )
}

/// A diagonal step from `at` in `d` is open unless the `diagonal-past-void-corner=blocked` reading is chosen
/// and a void lies at one of its corners (register entry `CC-diagonal-past-void-corner`).
#[inline]
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

/// What lies between a piece and a space along one of its lines.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Between {
    Nothing,
    /// A piece, and no void.
    Piece,
    /// A void space, or a diagonal step past a void's corner where the register blocks it.
    Void,
}

/// A space along a line from a piece: what lies between, and whether the line has passed through the
/// center-circle on the way (X.5).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Along {
    pub to: Space,
    pub between: Between,
    pub across: bool,
}

/// The spaces along the line from a piece in one direction, in order, to the rim or back to the piece's
/// own space (a complete ring), whatever stands on them.
pub struct Line<'a> {
    m: Mover<'a>,
    at: Space,
    dir: Direction,
    between: Between,
    across: bool,
}

impl<'a> Line<'a> {
    #[inline]
    pub fn new(m: Mover<'a>, d: Direction) -> Line<'a> {
        Line {
            m,
            at: m.from,
            dir: d,
            between: Between::Nothing,
            across: false,
        }
    }
}

impl Iterator for Line<'_> {
    type Item = Along;

    #[inline]
    fn next(&mut self) -> Option<Along> {
        let board = self.m.pos.board;
        if !diagonal_step_open(board, self.at, self.dir, self.m.interp) {
            self.between = Between::Void;
        }
        let Step::To(next, crossed) = self.at.neighbour(self.dir) else {
            return None;
        };
        if next == self.m.from {
            return None;
        }
        self.across |= crossed;
        let along = Along {
            to: next,
            between: self.between,
            across: self.across,
        };
        if board.is_void(next) {
            self.between = Between::Void;
        } else if self.m.pos.at(next).is_some() {
            self.between = self.between.max(Between::Piece);
        }
        if crossed {
            self.dir = self.dir.across_centre();
        }
        self.at = next;
        Some(along)
    }
}

/// The rule of one line-moving piece: its directions, its name, the clause of its lines (which also forbids
/// a piece between), of crossing a void, and of returning to its start space where it has one.
pub struct LineRule {
    pub name: &'static str,
    pub dirs: &'static [Direction],
    pub line: Clause,
    pub void: Clause,
    pub no_return: Option<Clause>,
}

/// The line-moving piece reaches the space `along` names: nothing between (a piece and a void space both
/// stop it), and it lands there (4.2).
#[inline]
pub fn along_line<S: ClauseSink + ?Sized>(
    sink: &mut S,
    m: Mover,
    along: Along,
    rule: &LineRule,
) -> Check {
    let (from, to, name) = (m.from, along.to, rule.name);
    require(sink, along.between != Between::Piece, rule.line, || {
        format!("a piece stands between {from} and {to}")
    })?;
    require(sink, along.between != Between::Void, rule.void, || {
        format!("the {name} may not move across a void space from {from} to {to}")
    })?;
    lands(sink, m, to)
}

/// The line-moving piece on `m.from` goes to `to`: never back to its start space (where the rule says so),
/// landing there (4.2), along one of its lines with nothing between ([`along_line`]). Yields whether the
/// line passes through the center-circle. Where several lines lead to `to`, one that allows is enough;
/// otherwise the refusal names a piece between before a void.
pub fn line_move<S: ClauseSink + ?Sized>(
    sink: &mut S,
    m: Mover,
    to: Space,
    rule: &LineRule,
) -> Check<bool> {
    if let Some(clause) = rule.no_return {
        require(sink, to != m.from, clause, || {
            format!(
                "a {} may not make a move that returns it to the space from which it started",
                rule.name.to_lowercase()
            )
        })?;
    }
    lands(sink, m, to)?;
    let best = rule
        .dirs
        .iter()
        .flat_map(|&d| Line::new(m, d))
        .filter(|a| a.to == to)
        .min_by_key(|a| a.between);
    let Some(along) = best else {
        return refuse(sink, rule.line, || {
            format!(
                "{to} is not on a line the {} on {} moves along",
                rule.name, m.from
            )
        });
    };
    along_line(sink, m, along, rule)?;
    // circular/2.2: the center-circle is no space; the line passes through it.
    effect(sink, along.across, clause!("circular/2.2"));
    Ok(along.across)
}

/// Every space the line-moving piece on `m.from` may go to, appended to `out`: along each line, the spaces
/// [`along_line`] allows, up to the first it refuses (it refuses every space beyond that one too).
pub fn line_moves(m: Mover, rule: &LineRule, out: &mut Vec<Space>) {
    for &d in rule.dirs {
        for along in Line::new(m, d) {
            if along_line(&mut NoTrace, m, along, rule).is_err() {
                break;
            }
            out.push(along.to);
        }
    }
}
