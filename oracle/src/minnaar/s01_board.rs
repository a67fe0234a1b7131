//! Section 1: the game is played on an ordinary eight-by-eight board. The position: what stands on each
//! square, whose turn it is, and the counts the end rules of sections 6, 8 and 9 keep; and the move, a turn
//! on this board (section 6 says which moves a group has; this file only names them).

use super::s02_sides::{Group, Piece};
use super::s09_counting::Marker;
use crate::core::{Grid, Square};

/// The board: an ordinary chessboard, files a-h, ranks 1-8.
/// minnaar/1.1
pub const BOARD: Grid = Grid::CHESS;

/// A Minnaar position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// What stands on each square, indexed by [`Square`] (a1 = 0, b1 = 1, ... h8 = 63).
    pub board: [Option<Piece>; 64],
    /// The group whose turn it is.
    pub turn: Group,
    /// The tally of turns since the last capture (minnaar/9.1): the count that decides the eighty-turn rule.
    pub tally: u8,
    /// The marker and its count (minnaar/9.2), kept alongside the tally by its own rule.
    pub marker: Marker,
    /// For each group in turn order, how many of its own most recent turns in a row were forced passes,
    /// counted up to four (the most any reading of minnaar/6.4 needs).
    pub passes: [u8; 4],
}

impl Position {
    /// What stands on `sq`.
    pub fn at(&self, sq: Square) -> Option<Piece> {
        self.board[sq.index()]
    }

    /// The squares of every piece `group` owns, a1 first.
    pub fn squares_of(&self, group: Group) -> impl Iterator<Item = Square> + '_ {
        BOARD
            .squares()
            .filter(move |&sq| self.at(sq).is_some_and(|p| group.owns(p)))
    }

    /// How many pieces satisfy `pred`.
    pub fn count(&self, pred: impl Fn(Piece) -> bool) -> usize {
        self.board.iter().flatten().filter(|&&p| pred(p)).count()
    }

    /// Whether `group` still has a piece on the board.
    pub fn has_pieces(&self, group: Group) -> bool {
        self.board.iter().flatten().any(|&p| group.owns(p))
    }
}

/// If `to` lies on a rank, file or diagonal from `from`, the unit step towards it and the number of squares
/// from `from` to `to` (counting the landing square).
pub fn line_from(from: Square, to: Square) -> Option<((i8, i8), i32)> {
    let df = BOARD.file(to) - BOARD.file(from);
    let dr = BOARD.rank(to) - BOARD.rank(from);
    if (df, dr) == (0, 0) || !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
        return None;
    }
    Some((
        (df.signum() as i8, dr.signum() as i8),
        df.abs().max(dr.abs()),
    ))
}

/// Whether every square strictly between `from` and `to`, along `step`, is empty.
pub fn path_is_clear(pos: &Position, from: Square, to: Square, step: (i8, i8)) -> bool {
    let mut sq = from;
    loop {
        sq = match BOARD.offset(sq, step) {
            Some(s) => s,
            None => return false,
        };
        if sq == to {
            return true;
        }
        if pos.at(sq).is_some() {
            return false;
        }
    }
}

/// A turn: a group moves one of its pieces from one square to another (capturing what stands there), or,
/// having no legal move, passes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    Piece { from: Square, to: Square },
    Pass,
}
