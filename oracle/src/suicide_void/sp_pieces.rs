//! Section "Pieces" of the document: the pieces are the standard chess pieces, with the differences
//! listed there (the King plays no special role; Pawns may also promote to Kings).

/// The kind of a piece: the chess set's. There is no royal piece: the King is an ordinary piece
/// (`suicide-void/P.1`).
pub use crate::core::ChessKind as Kind;

/// suicide-void/P.2 and suicide-void/B.5: a Pawn promotes as in standard chess (Queen, Rook, Bishop,
/// Knight), and may also promote to a King.
pub const PROMOTION_KINDS: [Kind; 5] = [
    Kind::Queen,
    Kind::Rook,
    Kind::Bishop,
    Kind::Knight,
    Kind::King,
];

/// A piece: a colour and a kind (its letters and words are the chess set's, [`crate::core::CHESS_KINDS`]).
pub type Piece = crate::core::Piece<Kind>;
