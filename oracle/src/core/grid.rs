//! Rectangular boards of any size: files `a`.. left to right, ranks `1`.. from the first player's side.
//!
//! A square is an index into the board's cells (`file + rank * files`), so positions are plain arrays
//! indexed by square. Non-rectangular boards (Circular Chess) describe their own cells and lines.

use super::OracleError;

/// A square of a rectangular grid: `file + rank * files`, both counted from 0.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(pub u8);

impl Square {
    /// The index of this square in a board array.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A step on a grid, in files and ranks.
pub type Step = (i8, i8);

/// The four orthogonal steps (a Rook's lines).
pub const ORTHOGONAL: [Step; 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
/// The four diagonal steps (a Bishop's lines).
pub const DIAGONAL: [Step; 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
/// All eight steps to a neighbouring square (a King's or a Queen's lines).
pub const ALL_EIGHT: [Step; 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];
/// The eight L-shaped leaps of a Knight.
pub const KNIGHT_LEAPS: [Step; 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// The shape of a rectangular board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    pub files: u8,
    pub ranks: u8,
}

impl Grid {
    /// The 8x8 chessboard.
    pub const CHESS: Grid = Grid { files: 8, ranks: 8 };

    /// Number of squares.
    pub fn len(self) -> usize {
        self.files as usize * self.ranks as usize
    }

    /// Whether the board has no squares (never, for the boards we use).
    pub fn is_empty(self) -> bool {
        self.len() == 0
    }

    /// The square at `file`, `rank` (both from 0), if it is on the board.
    pub fn square(self, file: i32, rank: i32) -> Option<Square> {
        if file < 0 || rank < 0 || file >= self.files as i32 || rank >= self.ranks as i32 {
            None
        } else {
            Some(Square((file + rank * self.files as i32) as u8))
        }
    }

    /// The file of a square, from 0.
    pub fn file(self, sq: Square) -> i32 {
        sq.0 as i32 % self.files as i32
    }

    /// The rank of a square, from 0.
    pub fn rank(self, sq: Square) -> i32 {
        sq.0 as i32 / self.files as i32
    }

    /// The square one `step` away, if it is on the board.
    pub fn offset(self, sq: Square, step: Step) -> Option<Square> {
        self.square(self.file(sq) + step.0 as i32, self.rank(sq) + step.1 as i32)
    }

    /// The ray from `from` along `step`: the squares one, two, ... steps away, up to the edge of the board
    /// (`from` itself not included). A slider's line; the caller stops it where its rules do.
    pub fn ray(self, from: Square, step: Step) -> Ray {
        Ray {
            grid: self,
            at: from,
            step,
        }
    }

    /// The squares strictly between `a` and `b` when they share a rank, file or diagonal; `None` otherwise.
    pub fn between(self, a: Square, b: Square) -> Option<impl Iterator<Item = Square>> {
        let (df, dr) = (self.file(b) - self.file(a), self.rank(b) - self.rank(a));
        if a == b || !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
            return None;
        }
        let step = (df.signum() as i8, dr.signum() as i8);
        Some(self.ray(a, step).take_while(move |&sq| sq != b))
    }

    /// All squares, a1 first, rank by rank.
    pub fn squares(self) -> impl Iterator<Item = Square> {
        (0..self.len()).map(|i| Square(i as u8))
    }

    /// The square's name, `e4`.
    pub fn name(self, sq: Square) -> String {
        let mut s = String::with_capacity(3);
        self.push_name(sq, &mut s);
        s
    }

    /// Appends the square's name to `s` (move texts are written square by square).
    pub fn push_name(self, sq: Square, s: &mut String) {
        s.push((b'a' + self.file(sq) as u8) as char);
        match self.rank(sq) + 1 {
            rank @ 1..=9 => s.push((b'0' + rank as u8) as char),
            rank => s.push_str(&rank.to_string()),
        }
    }

    /// Reads a square name (`e4`), strictly: a lower-case file letter and a rank number on this board.
    pub fn parse(self, text: &str) -> Result<Square, OracleError> {
        let bad = |message: String| OracleError::BadSquare {
            text: text.to_string(),
            message,
        };
        let mut chars = text.chars();
        let file = chars
            .next()
            .ok_or_else(|| bad("empty square name".to_string()))?;
        let last_file = (b'a' + self.files - 1) as char;
        if !('a'..=last_file).contains(&file) {
            return Err(bad(format!("the file must be a letter a..{last_file}")));
        }
        let rank_text = chars.as_str();
        let rank: i32 = match rank_text.parse::<u8>() {
            Ok(r) if !rank_text.starts_with('0') && (1..=self.ranks).contains(&r) => r as i32,
            _ => return Err(bad(format!("the rank must be a number 1..{}", self.ranks))),
        };
        Ok(self
            .square(file as i32 - 'a' as i32, rank - 1)
            .expect("checked above"))
    }

    /// Reads a square name at the start of `text`, returning the square and the rest.
    /// Used by move parsers (`e2e4`, `e4e5e6`). Ranks of two digits are read greedily when they exist.
    pub fn parse_prefix(self, text: &str) -> Option<(Square, &str)> {
        let bytes = text.as_bytes();
        if bytes.is_empty() {
            return None;
        }
        let digits = bytes[1..].iter().take_while(|b| b.is_ascii_digit()).count();
        for len in (1..=digits.min(2)).rev() {
            if let Ok(sq) = self.parse(&text[..1 + len]) {
                return Some((sq, &text[1 + len..]));
            }
        }
        None
    }
    /// The same square seen from the other side: ranks reversed (for colour-mirroring).
    pub fn mirror(self, sq: Square) -> Square {
        self.square(self.file(sq), self.ranks as i32 - 1 - self.rank(sq))
            .expect("mirror stays on the board")
    }
}

/// The squares along a line from a square: see [`Grid::ray`]. Each step is computed when asked for, so a
/// caller that stops at the first blocker pays for no square beyond it.
#[derive(Copy, Clone, Debug)]
pub struct Ray {
    grid: Grid,
    at: Square,
    step: Step,
}

impl Iterator for Ray {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        let next = self.grid.offset(self.at, self.step)?;
        self.at = next;
        Some(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rays_run_to_the_edge_and_between_stops_short() {
        let g = Grid::CHESS;
        let sq = |n: &str| g.parse(n).unwrap();
        let names =
            |it: &mut dyn Iterator<Item = Square>| it.map(|s| g.name(s)).collect::<Vec<_>>();
        assert_eq!(names(&mut g.ray(sq("e4"), (1, 1))), ["f5", "g6", "h7"]);
        assert_eq!(names(&mut g.ray(sq("a1"), (-1, 0))), Vec::<String>::new());
        assert_eq!(
            names(&mut g.between(sq("a1"), sq("d4")).unwrap()),
            ["b2", "c3"]
        );
        assert_eq!(
            names(&mut g.between(sq("e1"), sq("e2")).unwrap()),
            Vec::<String>::new()
        );
        assert!(g.between(sq("a1"), sq("b3")).is_none());
        assert!(g.between(sq("a1"), sq("a1")).is_none());
    }

    #[test]
    fn names_round_trip_on_a_nine_by_nine_board() {
        let g = Grid { files: 9, ranks: 9 };
        for sq in g.squares() {
            assert_eq!(g.parse(&g.name(sq)).unwrap(), sq);
        }
        assert_eq!(g.name(Square(0)), "a1");
        assert_eq!(g.name(Square(80)), "i9");
        assert!(g.parse("j1").is_err());
        assert!(g.parse("a0").is_err());
        assert!(g.parse("a10").is_err());
        assert!(g.parse("a01").is_err());
        assert!(g.parse("").is_err());
        assert!(Grid::CHESS.parse("a9").is_err());
        assert!(Grid::CHESS.parse("i1").is_err());
    }

    #[test]
    fn prefix_reading_splits_moves() {
        let g = Grid { files: 9, ranks: 9 };
        let (a, rest) = g.parse_prefix("e4e5e6").unwrap();
        assert_eq!(g.name(a), "e4");
        assert_eq!(rest, "e5e6");
        assert!(g.parse_prefix("z4").is_none());
    }
}
