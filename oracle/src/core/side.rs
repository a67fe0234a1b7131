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

/// Writes the [`crate::core::Rules::side_to_move`] and [`crate::core::Rules::move_number`] of a ruleset
/// played by White and Black, from the fields of its position that hold the [`Color`] to move and the
/// move number: the side as its [`Color::name`], the number as PGN writes it
/// ([`crate::core::chess_move_number`]). In an `impl Rules`: `chess_turns!(side, fullmove_number);`.
#[macro_export]
macro_rules! chess_turns {
    ($side:ident, $fullmove:ident) => {
        fn side_to_move(&self, pos: &Self::Position) -> &'static str {
            pos.$side.name()
        }

        fn move_number(&self, pos: &Self::Position) -> Option<String> {
            let black_to_move = pos.$side == $crate::core::Color::Black;
            Some($crate::core::chess_move_number(
                pos.$fullmove,
                black_to_move,
            ))
        }
    };
}
