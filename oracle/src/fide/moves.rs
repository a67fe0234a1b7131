//! The move as the FIDE rules make it: from a square to a square, the promotion choice, and what kind of
//! move it is (sections 2 and 3 say which moves exist; this file only names them).

use super::s01_board::Kind;

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

/// A move: from a square to a square, the promotion choice, and what kind of move it is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: u8,
    pub to: u8,
    pub promotion: Option<Kind>,
    pub special: Special,
}

impl Move {
    pub const fn plain(from: u8, to: u8) -> Move {
        Move {
            from,
            to,
            promotion: None,
            special: Special::Plain,
        }
    }
}
