//! The one placement reader and writer of the rectangular boards: ranks from the last down, separated by
//! `/`, a letter a square (a mark such as Circular Chess's `+` after it where the ruleset has one), a run of
//! empty squares as one number from 1 to the number of files; errors typed by rank and kind, so that a
//! ruleset can cite its clause for each.

use super::grid::{Grid, Square};
use super::{CastlingRights, Color};

impl Grid {
    /// Writes a FEN-style placement: ranks from the last down to the first, separated by `/`, each square
    /// the letter `cell` gives it, runs of squares without a letter as their count.
    pub fn write_placement(self, cell: impl Fn(Square) -> Option<char>) -> String {
        self.write_marked_placement(|sq| cell(sq).map(|c| (c, None)))
    }

    /// A FEN: the placement `cell` gives ([`Grid::write_placement`]), the side to move, the castling rights,
    /// the en passant square (`-` for none), the halfmove clock and the move number.
    pub fn write_fen(
        self,
        cell: impl Fn(Square) -> Option<char>,
        side: Color,
        castling: CastlingRights,
        en_passant: Option<Square>,
        halfmove: u32,
        fullmove: u32,
    ) -> String {
        let en_passant = en_passant.map_or("-".to_string(), |sq| self.name(sq));
        format!(
            "{} {} {} {en_passant} {halfmove} {fullmove}",
            self.write_placement(cell),
            side.letter(),
            castling.fen()
        )
    }

    /// [`Grid::write_placement`] where a letter may carry a mark after it (Circular Chess's `P+`).
    pub fn write_marked_placement(
        self,
        cell: impl Fn(Square) -> Option<(char, Option<char>)>,
    ) -> String {
        let mut out = String::with_capacity(self.len() + self.ranks as usize);
        for rank in (0..self.ranks as i32).rev() {
            let mut empty = 0;
            for file in 0..self.files as i32 {
                let sq = self.square(file, rank).expect("on the board");
                match cell(sq) {
                    None => empty += 1,
                    Some((letter, mark)) => {
                        if empty > 0 {
                            out.push_str(&empty.to_string());
                            empty = 0;
                        }
                        out.push(letter);
                        out.extend(mark);
                    }
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out
    }

    /// Reads a FEN-style placement written by [`Grid::write_placement`]: ranks from the last down to the
    /// first, separated by `/`; in each, a letter (`cell` reads it) fills one square, a number 1 to the
    /// number of files counts empty squares. One rule for every ruleset: a count is one number, so two
    /// counts side by side (`44`) are refused, as python-chess refuses them, and so is `0`. Returns the
    /// squares that hold a letter, with what `cell` read.
    pub fn read_placement<T>(
        self,
        field: &str,
        mut cell: impl FnMut(char) -> Option<T>,
    ) -> Result<Vec<(Square, T)>, PlacementError> {
        self.read_marked_placement(field, &[], |c, _| cell(c))
    }

    /// [`Grid::read_placement`] where a letter may be followed by one of `marks`, handed to `cell` with
    /// it (Circular Chess's `P+`, a Pawn that has crossed the center). A mark after no letter is an
    /// unknown letter.
    pub fn read_marked_placement<T>(
        self,
        field: &str,
        marks: &[char],
        mut cell: impl FnMut(char, Option<char>) -> Option<T>,
    ) -> Result<Vec<(Square, T)>, PlacementError> {
        let files = self.files as i32;
        let ranks: Vec<&str> = field.split('/').collect();
        if ranks.len() != self.ranks as usize {
            return Err(PlacementError {
                rank: None,
                fault: PlacementFault::Ranks,
                message: format!(
                    "expected {} ranks separated by `/`, found {}",
                    self.ranks,
                    ranks.len()
                ),
            });
        }
        let mut out = Vec::new();
        for (i, text) in ranks.iter().enumerate() {
            let rank = self.ranks as i32 - 1 - i as i32;
            let at = |fault: PlacementFault, message: String| PlacementError {
                rank: Some(rank + 1),
                fault,
                message,
            };
            let mut file = 0i32;
            let mut chars = text.char_indices().peekable();
            while let Some((start, c)) = chars.next() {
                if c.is_ascii_digit() {
                    let mut end = start + 1;
                    while let Some(&(i, d)) = chars.peek() {
                        if !d.is_ascii_digit() {
                            break;
                        }
                        end = i + 1;
                        chars.next();
                    }
                    let run = &text[start..end];
                    match run.parse::<i32>() {
                        Ok(n) if (1..=files).contains(&n) && !run.starts_with('0') => file += n,
                        _ => {
                            return Err(at(
                                PlacementFault::Run,
                                format!(
                                    "`{run}` is not allowed here (a run of empty squares is one number 1-{files})"
                                ),
                            ))
                        }
                    }
                } else {
                    let mark = chars.next_if(|(_, m)| marks.contains(m)).map(|(_, m)| m);
                    let value = cell(c, mark).ok_or_else(|| {
                        let token: String = std::iter::once(c).chain(mark).collect();
                        at(PlacementFault::Letter, format!("unknown letter `{token}`"))
                    })?;
                    if let Some(sq) = self.square(file, rank) {
                        out.push((sq, value));
                    }
                    file += 1;
                }
                if file > files {
                    return Err(at(
                        PlacementFault::Width,
                        format!("more than {files} squares"),
                    ));
                }
            }
            if file != files {
                return Err(at(
                    PlacementFault::Width,
                    format!("{file} squares instead of {files}"),
                ));
            }
        }
        Ok(out)
    }
}

/// What kind of fault a placement field has, for a ruleset that cites a clause for each.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PlacementFault {
    /// Not the board's number of ranks.
    Ranks,
    /// A count of empty squares that is not one number from 1 to the number of files.
    Run,
    /// A letter that names nothing on this board.
    Letter,
    /// A rank with more or fewer squares than the board has files.
    Width,
}

/// What is wrong with a placement field: the rank (from 1) it is in, where it is in one, what kind of
/// fault, and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlacementError {
    pub rank: Option<i32>,
    pub fault: PlacementFault,
    pub message: String,
}

impl PlacementError {
    /// The message, naming the field (`tiles (field 7), rank 5: unknown letter `x``).
    pub fn describe(&self, field: &str) -> String {
        match self.rank {
            Some(rank) => format!("{field}, rank {rank}: {}", self.message),
            None => format!("{field}: {}", self.message),
        }
    }

    /// The error with the letters the field may hold named after an unknown one (`the letters are
    /// KQRBNP kqrbnp`).
    pub fn naming_letters(mut self, letters: &str) -> PlacementError {
        if self.fault == PlacementFault::Letter {
            self.message
                .push_str(&format!(" (the letters are {letters})"));
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_placement_reads_back_and_refuses_runs_side_by_side() {
        let g = Grid { files: 3, ranks: 2 };
        let text = "1a1/3";
        let read = g.read_placement(text, |c| (c == 'a').then_some(c)).unwrap();
        assert_eq!(read, [(g.parse("b2").unwrap(), 'a')]);
        let back = g.write_placement(|sq| read.iter().find(|(s, _)| *s == sq).map(|(_, c)| *c));
        assert_eq!(back, text);
        let err = |t: &str| {
            g.read_placement(t, |c| (c == 'a').then_some(c))
                .unwrap_err()
                .describe("f")
        };
        assert_eq!(
            err("12/3"),
            "f, rank 2: `12` is not allowed here (a run of empty squares is one number 1-3)"
        );
        assert_eq!(
            err("0aaa/3"),
            "f, rank 2: `0` is not allowed here (a run of empty squares is one number 1-3)"
        );
        assert_eq!(err("3"), "f: expected 2 ranks separated by `/`, found 1");
        assert_eq!(err("ab1/3"), "f, rank 2: unknown letter `b`");
        assert_eq!(err("aaaa/3"), "f, rank 2: more than 3 squares");
        assert_eq!(err("2/3"), "f, rank 2: 2 squares instead of 3");
        let fault = |t: &str| g.read_placement(t, |_| Some(())).unwrap_err().fault;
        assert_eq!(fault("12/3"), PlacementFault::Run);
        assert_eq!(fault("3"), PlacementFault::Ranks);
        assert_eq!(fault("4/3"), PlacementFault::Run);
        assert_eq!(fault("2/3"), PlacementFault::Width);
    }

    #[test]
    fn a_mark_after_a_letter_is_read_with_it() {
        let g = Grid { files: 2, ranks: 1 };
        let read = g
            .read_marked_placement("P+p", &['+', '-'], |c, m| Some((c, m)))
            .unwrap();
        assert_eq!(read[0].1, ('P', Some('+')));
        assert_eq!(read[1].1, ('p', None));
        let back = g.write_marked_placement(|sq| Some(read[sq.index()].1));
        assert_eq!(back, "P+p");
        let err = g
            .read_marked_placement("+1", &['+'], |c, m| (c != '+').then_some((c, m)))
            .unwrap_err()
            .naming_letters("P p");
        assert_eq!(
            err.describe("f"),
            "f, rank 1: unknown letter `+` (the letters are P p)"
        );
    }

    #[test]
    fn placement_writes_runs_of_empty_squares_as_counts() {
        // FEN's start position, written from its rank 8 down (the FEN standard's own example).
        let back = ['R', 'N', 'B', 'Q', 'K', 'B', 'N', 'R'];
        let text = Grid::CHESS.write_placement(|sq| {
            let (f, r) = (Grid::CHESS.file(sq) as usize, Grid::CHESS.rank(sq));
            match r {
                0 => Some(back[f]),
                1 => Some('P'),
                6 => Some('p'),
                7 => Some(back[f].to_ascii_lowercase()),
                _ => None,
            }
        });
        assert_eq!(text, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
        let g = Grid { files: 9, ranks: 9 };
        let one = g.write_placement(|sq| (sq == Square(4)).then_some('K'));
        assert_eq!(one, "9/9/9/9/9/9/9/9/4K4");
    }
}
