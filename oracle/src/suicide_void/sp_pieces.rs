//! Section "Pieces" of the document: the pieces are the standard chess pieces, with the differences
//! listed there (the King plays no special role; Pawns may also promote to Kings).

use crate::core::Color;

/// The kind of a piece. There is no royal piece: the King is an ordinary piece (`suicide-void/P.1`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
}

impl Kind {
    /// The lower-case letter of the kind (`p n b r q k`), as in FEN and in promotion suffixes.
    pub fn letter(self) -> char {
        match self {
            Kind::Pawn => 'p',
            Kind::Knight => 'n',
            Kind::Bishop => 'b',
            Kind::Rook => 'r',
            Kind::Queen => 'q',
            Kind::King => 'k',
        }
    }

    /// Reads a lower-case kind letter.
    pub fn from_letter(c: char) -> Option<Kind> {
        Some(match c {
            'p' => Kind::Pawn,
            'n' => Kind::Knight,
            'b' => Kind::Bishop,
            'r' => Kind::Rook,
            'q' => Kind::Queen,
            'k' => Kind::King,
            _ => return None,
        })
    }

    /// The word for the kind, as used in square views (`white king`).
    pub fn word(self) -> &'static str {
        match self {
            Kind::Pawn => "pawn",
            Kind::Knight => "knight",
            Kind::Bishop => "bishop",
            Kind::Rook => "rook",
            Kind::Queen => "queen",
            Kind::King => "king",
        }
    }
}

/// suicide-void/P.2 and suicide-void/B.5: a Pawn promotes as in standard chess (Queen, Rook, Bishop,
/// Knight), and may also promote to a King.
pub const PROMOTION_KINDS: [Kind; 5] = [
    Kind::Queen,
    Kind::Rook,
    Kind::Bishop,
    Kind::Knight,
    Kind::King,
];

/// A piece: a colour and a kind.
pub type Piece = crate::core::Piece<Kind>;

impl Piece {
    /// The FEN letter: upper case for White, lower case for Black.
    pub fn fen_letter(self) -> char {
        match self.color {
            Color::White => self.kind.letter().to_ascii_uppercase(),
            Color::Black => self.kind.letter(),
        }
    }

    /// Reads a FEN letter.
    pub fn from_fen_letter(c: char) -> Option<Piece> {
        let kind = Kind::from_letter(c.to_ascii_lowercase())?;
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        Some(Piece { color, kind })
    }

    /// `white king`.
    pub fn words(self) -> String {
        format!("{} {}", self.color.name(), self.kind.word())
    }
}
