//! A ruleset's kinds of piece as one table: each kind with its letter (upper case, as in the ruleset's
//! position text and notation; lower case for Black's pieces) and its word for people. Reading and
//! writing letters and names go through the table, so a ruleset lists its pieces once.

use super::Color;

/// A piece: its colour and its kind, `K` being a ruleset's kinds of piece. A ruleset names it
/// `Piece = core::Piece<Kind>` and adds what its notation needs.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piece<K> {
    pub color: Color,
    pub kind: K,
}

impl<K> Piece<K> {
    pub const fn new(color: Color, kind: K) -> Piece<K> {
        Piece { color, kind }
    }
}

/// The traditional first rank from the a-file to the h-file: Rook, Knight, Bishop, Queen, King, then
/// Bishop, Knight, Rook again, given a ruleset's Rook, Knight, Bishop, Queen and King (`fide/1.5`; the
/// rulesets built on the chess set name it by reference).
pub const fn traditional_first_rank<K: Copy>(
    [rook, knight, bishop, queen, king]: [K; 5],
) -> [K; 8] {
    [rook, knight, bishop, queen, king, bishop, knight, rook]
}

/// One row of a [`KindTable`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct KindRow<K> {
    pub kind: K,
    /// The upper-case letter (`N` for a Knight).
    pub letter: char,
    /// The word for people (`knight`).
    pub name: &'static str,
}

/// The kinds of piece of a ruleset.
#[derive(Copy, Clone, Debug)]
pub struct KindTable<K: 'static>(pub &'static [KindRow<K>]);

impl<K: Copy + PartialEq> KindTable<K> {
    fn row(&self, kind: K) -> &KindRow<K> {
        self.0
            .iter()
            .find(|r| r.kind == kind)
            .expect("every kind has a row in its table")
    }

    /// The upper-case letter of `kind`.
    pub fn letter(&self, kind: K) -> char {
        self.row(kind).letter
    }

    /// The word for people.
    pub fn name(&self, kind: K) -> &'static str {
        self.row(kind).name
    }

    /// The kind an upper-case letter names.
    pub fn from_letter(&self, letter: char) -> Option<K> {
        self.0.iter().find(|r| r.letter == letter).map(|r| r.kind)
    }

    /// The letter of a piece in a position text: upper case for White, lower case for Black.
    pub fn piece_letter(&self, color: Color, kind: K) -> char {
        match color {
            Color::White => self.letter(kind),
            Color::Black => self.letter(kind).to_ascii_lowercase(),
        }
    }

    /// Reads the letter of a piece in a position text.
    pub fn read_piece_letter(&self, c: char) -> Option<(Color, K)> {
        let kind = self.from_letter(c.to_ascii_uppercase())?;
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        Some((color, kind))
    }

    /// Every kind, in the table's order.
    pub fn kinds(&self) -> impl Iterator<Item = K> + '_ {
        self.0.iter().map(|r| r.kind)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Copy, Clone, Debug, PartialEq, Eq)]
    enum K {
        King,
        Knight,
    }

    const TABLE: KindTable<K> = KindTable(&[
        KindRow {
            kind: K::King,
            letter: 'K',
            name: "king",
        },
        KindRow {
            kind: K::Knight,
            letter: 'N',
            name: "knight",
        },
    ]);

    #[test]
    fn letters_and_names_come_from_the_one_table() {
        assert_eq!(TABLE.letter(K::Knight), 'N');
        assert_eq!(TABLE.name(K::King), "king");
        assert_eq!(TABLE.from_letter('N'), Some(K::Knight));
        assert_eq!(TABLE.from_letter('n'), None);
        assert_eq!(TABLE.piece_letter(Color::Black, K::Knight), 'n');
        assert_eq!(TABLE.read_piece_letter('k'), Some((Color::Black, K::King)));
        assert_eq!(TABLE.read_piece_letter('Q'), None);
        assert_eq!(TABLE.kinds().count(), 2);
    }

    #[test]
    fn the_traditional_first_rank_mirrors_around_the_royal_pair() {
        assert_eq!(
            traditional_first_rank(['R', 'N', 'B', 'Q', 'K'])
                .iter()
                .collect::<String>(),
            "RNBQKBNR"
        );
    }
}
