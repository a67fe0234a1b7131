//! Sides. Two-player rulesets use [`Color`]; rulesets with more sides (Minnaar's four turn groups) define
//! their own side type and name it through [`crate::core::Rules::side_to_move`].

use std::fmt;

/// White or Black.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    White,
    Black,
}

impl Color {
    /// Both colours, White first.
    pub const BOTH: [Color; 2] = [Color::White, Color::Black];

    /// The other colour.
    pub fn opponent(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// `white` or `black`, the word used in status words and texts.
    pub fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }

    /// `w` or `b`, as in FEN.
    pub fn letter(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    /// Reads `w` or `b`.
    pub fn from_letter(c: &str) -> Option<Color> {
        match c {
            "w" => Some(Color::White),
            "b" => Some(Color::Black),
            _ => None,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
