//! Castling rights by side and wing, with their FEN letters (`KQkq`), for every two-colour ruleset that
//! castles. What a right allows is each ruleset's own rule; which rights remain is this record.

use super::Color;

/// The wing a King castles to: the King's side or the Queen's side of its first rank.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Wing {
    King,
    Queen,
}

impl Wing {
    /// Both wings, the King's first (the order of FEN's `KQkq`).
    pub const BOTH: [Wing; 2] = [Wing::King, Wing::Queen];

    /// The wing of `kingside`.
    pub fn of(kingside: bool) -> Wing {
        if kingside {
            Wing::King
        } else {
            Wing::Queen
        }
    }

    /// Whether this is the King's side.
    pub fn is_kingside(self) -> bool {
        self == Wing::King
    }

    /// `kingside` or `queenside`.
    pub fn name(self) -> &'static str {
        match self {
            Wing::King => "kingside",
            Wing::Queen => "queenside",
        }
    }

    /// The FEN letter of `color`'s right on this wing: `K`, `Q`, `k`, `q`.
    pub fn letter(self, color: Color) -> char {
        let c = match self {
            Wing::King => 'K',
            Wing::Queen => 'Q',
        };
        match color {
            Color::White => c,
            Color::Black => c.to_ascii_lowercase(),
        }
    }
}

/// Which castling rights remain, by colour and wing.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct CastlingRights {
    /// `[colour][wing]`, White and the King's wing first.
    rights: [[bool; 2]; 2],
}

impl CastlingRights {
    /// All four rights, as at the start of a game.
    pub const ALL: CastlingRights = CastlingRights {
        rights: [[true; 2]; 2],
    };

    /// No right.
    pub const NONE: CastlingRights = CastlingRights {
        rights: [[false; 2]; 2],
    };

    fn index(color: Color, wing: Wing) -> (usize, usize) {
        (color as usize, wing as usize)
    }

    /// Whether `color` keeps its right on the King's side (`kingside`) or the Queen's side.
    pub fn get(self, color: Color, kingside: bool) -> bool {
        let (c, w) = Self::index(color, Wing::of(kingside));
        self.rights[c][w]
    }

    /// Gives or takes the right of `color` on that side.
    pub fn set(&mut self, color: Color, kingside: bool, value: bool) {
        let (c, w) = Self::index(color, Wing::of(kingside));
        self.rights[c][w] = value;
    }

    /// Takes both rights of `color` (its King has moved).
    pub fn lose_both(&mut self, color: Color) {
        self.rights[color as usize] = [false; 2];
    }

    /// The same rights with the colours exchanged (for a position seen from the other side).
    pub fn mirrored(self) -> CastlingRights {
        CastlingRights {
            rights: [self.rights[1], self.rights[0]],
        }
    }

    /// Whether no right is left.
    pub fn none(self) -> bool {
        self == CastlingRights::NONE
    }

    /// The FEN field: the letters of the rights that remain in the order `KQkq`, or `-`.
    pub fn fen(self) -> String {
        let letters: String = Color::BOTH
            .into_iter()
            .flat_map(|color| Wing::BOTH.into_iter().map(move |wing| (color, wing)))
            .filter(|&(color, wing)| self.get(color, wing.is_kingside()))
            .map(|(color, wing)| wing.letter(color))
            .collect();
        if letters.is_empty() {
            "-".to_string()
        } else {
            letters
        }
    }

    /// Reads the FEN field: `-`, or some of `K Q k q` at most once each, in that order. The error says
    /// what is wrong, for the caller to place in its message.
    pub fn from_fen(text: &str) -> Result<CastlingRights, String> {
        let mut rights = CastlingRights::NONE;
        if text == "-" {
            return Ok(rights);
        }
        let order = "KQkq";
        let mut last = None;
        for c in text.chars() {
            let Some(i) = order.find(c) else {
                return Err(format!("`{c}` is not one of K Q k q (or `-` for none)"));
            };
            if last.is_some_and(|l| i <= l) {
                return Err(format!(
                    "`{text}` must list K Q k q at most once each, in that order"
                ));
            }
            last = Some(i);
            let color = if i < 2 { Color::White } else { Color::Black };
            rights.set(color, i % 2 == 0, true);
        }
        if text.is_empty() {
            return Err("an empty field: write `-` for no right".to_string());
        }
        Ok(rights)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rights_read_and_write_in_kqkq_order() {
        let r = CastlingRights::from_fen("Kq").unwrap();
        assert!(r.get(Color::White, true) && r.get(Color::Black, false));
        assert!(!r.get(Color::White, false) && !r.get(Color::Black, true));
        assert_eq!(r.fen(), "Kq");
        assert_eq!(CastlingRights::ALL.fen(), "KQkq");
        assert_eq!(CastlingRights::from_fen("-").unwrap(), CastlingRights::NONE);
        assert!(CastlingRights::NONE.none());
        for bad in ["qK", "KK", "X", ""] {
            assert!(CastlingRights::from_fen(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn each_right_is_set_apart() {
        let mut r = CastlingRights::ALL;
        r.set(Color::Black, true, false);
        assert_eq!(r.fen(), "KQq");
        assert_eq!(Wing::Queen.letter(Color::Black), 'q');
        assert_eq!(r.mirrored().fen(), "Qkq");
        r.lose_both(Color::White);
        assert_eq!(r.fen(), "q");
        assert_eq!(Wing::of(true).name(), "kingside");
    }
}
