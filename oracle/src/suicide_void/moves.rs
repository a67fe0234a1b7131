//! The moves of both rulesets.

use super::sp_pieces::Kind;
use crate::core::Square;

/// A move. In the suicide base, only piece moves without a void square occur.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Black's opening placement of the void (`suicide-void/S.1`), written `@e4`.
    PlaceVoid(Square),
    /// A piece moves from `from` to `to`; a Pawn reaching the last rank names its `promotion`; a capture
    /// in Suicide Void Chess names the void's new square `void_to` (`suicide-void/S.5`): `e4d5@h6`.
    Piece {
        from: Square,
        to: Square,
        promotion: Option<Kind>,
        void_to: Option<Square>,
    },
}

/// A move as standard chess knows it, before the void layer completes a capture with the void's new square.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Step {
    pub from: Square,
    pub to: Square,
    pub promotion: Option<Kind>,
    /// The square of the piece this move captures (`to`, or the pawn passed by in an en passant capture).
    pub captures: Option<Square>,
}
