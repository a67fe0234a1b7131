//! A ruleset's kinds of piece as one table: each kind with its letter (upper case, as in the ruleset's
//! position text and notation; lower case for Black's pieces) and its word for people. Reading and
//! writing letters and names go through the table, so a ruleset lists its pieces once. The six kinds of
//! the chess set ([`ChessKind`], [`CHESS_KINDS`]) are shared by the rulesets played with it.

use super::{Color, Grid};

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

/// The kinds of piece of a ruleset: the kinds, their upper-case letters in the same order (`N` for a
/// Knight), and their words for people (`knight`).
#[derive(Copy, Clone, Debug)]
pub struct KindTable<K: 'static> {
    kinds: &'static [K],
    letters: &'static str,
    names: &'static [&'static str],
}

impl<K: Copy + PartialEq> KindTable<K> {
    /// The table of `kinds`, the `letters` (one upper-case ASCII letter each) and the `names`, in one
    /// order; a table whose three lists differ in length does not compile where it is a constant.
    pub const fn new(
        kinds: &'static [K],
        letters: &'static str,
        names: &'static [&'static str],
    ) -> KindTable<K> {
        assert!(kinds.len() == letters.len() && kinds.len() == names.len());
        KindTable {
            kinds,
            letters,
            names,
        }
    }

    fn row(&self, kind: K) -> usize {
        self.kinds
            .iter()
            .position(|&k| k == kind)
            .expect("every kind has a row in its table")
    }

    /// The upper-case letter of `kind`.
    pub fn letter(&self, kind: K) -> char {
        self.letters.as_bytes()[self.row(kind)] as char
    }

    /// The word for people.
    pub fn name(&self, kind: K) -> &'static str {
        self.names[self.row(kind)]
    }

    /// The kind an upper-case letter names.
    pub fn from_letter(&self, letter: char) -> Option<K> {
        let i = self.letters.find(letter)?;
        Some(self.kinds[i])
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

    /// The kind a lower-case letter names (a promotion in coordinate form, `e7e8q`).
    pub fn from_lower_letter(&self, c: char) -> Option<K> {
        match self.read_piece_letter(c)? {
            (Color::Black, kind) => Some(kind),
            (Color::White, _) => None,
        }
    }

    /// The letters of the pieces of both sides, for messages: `KQRBNP kqrbnp`.
    pub fn letters(&self) -> String {
        format!("{} {}", self.letters, self.letters.to_ascii_lowercase())
    }

    /// Every kind, in the table's order.
    pub fn kinds(&self) -> impl Iterator<Item = K> + '_ {
        self.kinds.iter().copied()
    }
}

/// The six kinds of the chess set (section 2 of the FIDE rules reference), shared by the rulesets played with it: FIDE
/// chess, suicide and Suicide Void Chess, Circular Chess. How each moves is each ruleset's own rule.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ChessKind {
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
}

/// The chess set's letters (English, as in FEN and SAN) and names.
pub const CHESS_KINDS: KindTable<ChessKind> = {
    use ChessKind::*;
    KindTable::new(
        &[King, Queen, Rook, Bishop, Knight, Pawn],
        "KQRBNP",
        &["king", "queen", "rook", "bishop", "knight", "pawn"],
    )
};

impl PieceKind for ChessKind {
    const KINDS: KindTable<ChessKind> = CHESS_KINDS;
}

/// A ruleset's kind of piece, with its table: the letters and words of every kind and of every piece come
/// from it.
pub trait PieceKind: Copy + PartialEq + 'static {
    /// The ruleset's table of kinds.
    const KINDS: KindTable<Self>;

    /// The upper-case letter, `N` for a Knight.
    fn letter(self) -> char {
        Self::KINDS.letter(self)
    }

    /// Reads an upper-case letter.
    fn from_letter(c: char) -> Option<Self> {
        Self::KINDS.from_letter(c)
    }

    /// The word for people: `knight`.
    fn name(self) -> &'static str {
        Self::KINDS.name(self)
    }
}

impl<K: PieceKind> Piece<K> {
    /// The letter of the position text: upper case for White, lower case for Black.
    pub fn letter(self) -> char {
        K::KINDS.piece_letter(self.color, self.kind)
    }

    /// Reads a letter of the position text.
    pub fn from_letter(c: char) -> Option<Self> {
        let (color, kind) = K::KINDS.read_piece_letter(c)?;
        Some(Piece { color, kind })
    }

    /// Reads a token that is one letter of the position text (a square of a board diagram).
    pub fn from_token(token: &str) -> Option<Self> {
        let mut chars = token.chars();
        let piece = Self::from_letter(chars.next()?)?;
        chars.next().is_none().then_some(piece)
    }

    /// `white knight`.
    pub fn name(self) -> String {
        let (color, kind) = (self.color.name(), self.kind.name());
        let mut name = String::with_capacity(color.len() + 1 + kind.len());
        name.push_str(color);
        name.push(' ');
        name.push_str(kind);
        name
    }
}

/// Reads the placement field of a position on the 8x8 board with the chess set's letters, by the shared
/// rule of [`Grid::read_placement`]; the error names the field as `field` and lists the letters.
pub fn read_chess_placement(
    field: &str,
    what: &str,
) -> Result<[Option<Piece<ChessKind>>; 64], String> {
    let mut board = [None; 64];
    let read = Grid::CHESS
        .read_placement(field, Piece::from_letter)
        .map_err(|e| e.naming_letters(&CHESS_KINDS.letters()).describe(what))?;
    for (sq, piece) in read {
        board[sq.index()] = Some(piece);
    }
    Ok(board)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Copy, Clone, Debug, PartialEq, Eq)]
    enum K {
        King,
        Knight,
    }

    const TABLE: KindTable<K> = KindTable::new(&[K::King, K::Knight], "KN", &["king", "knight"]);

    #[test]
    fn letters_and_names_come_from_the_one_table() {
        assert_eq!(TABLE.letter(K::Knight), 'N');
        assert_eq!(TABLE.name(K::King), "king");
        assert_eq!(TABLE.from_letter('N'), Some(K::Knight));
        assert_eq!(TABLE.from_letter('n'), None);
        assert_eq!(TABLE.from_lower_letter('n'), Some(K::Knight));
        assert_eq!(TABLE.from_lower_letter('N'), None);
        assert_eq!(TABLE.piece_letter(Color::Black, K::Knight), 'n');
        assert_eq!(TABLE.read_piece_letter('k'), Some((Color::Black, K::King)));
        assert_eq!(TABLE.read_piece_letter('Q'), None);
        assert_eq!(TABLE.kinds().count(), 2);
        assert_eq!(TABLE.letters(), "KN kn");
    }

    #[test]
    fn the_chess_set_reads_and_writes_its_letters() {
        for kind in CHESS_KINDS.kinds() {
            assert_eq!(ChessKind::from_letter(kind.letter()), Some(kind));
        }
        let knight = Piece::new(Color::Black, ChessKind::Knight);
        assert_eq!(knight.letter(), 'n');
        assert_eq!(Piece::<ChessKind>::from_letter('n'), Some(knight));
        assert_eq!(knight.name(), "black knight");
        assert_eq!(
            read_chess_placement("8/8/8/8/8/8/8/7n", "f").unwrap()[7],
            Some(knight)
        );
        assert!(read_chess_placement("8/8/8/8/8/8/8/44", "f").is_err());
        assert_eq!(ChessKind::from_letter('M'), None);
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
