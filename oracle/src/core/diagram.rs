//! The board diagram: a picture of a rectangular board a person can read and edit (a scenario's `board:`,
//! a pasted `oracle show`), read once here for every ruleset that has one. A ruleset names its board and
//! its cell alphabet ([`DiagramForm`]) and turns what was read ([`Diagram`]) into its one-line position
//! text; what is its own (Void Chess's tile marks, Suicide Void's void, Circular Chess's board named by
//! its voids) is in its cells and settings.
//!
//! ```text
//! 8  r  .  .  .  k  .  .  r
//! 7  .  .  .  .  .  .  .  .
//! ...
//! 1  R  .  .  .  K  .  .  R
//!    a  b  c  d  e  f  g  h
//! to move: white        # or black; default white
//! castling: KQkq        # default -
//! ```
//!
//! - A rank line: the last rank first, one token a square separated by spaces, a file's token under the
//!   file letter; the rank number at its left is optional (and must then be the rank's).
//! - The line of file letters (`a b c ... `, every file in order) is optional, above or below the ranks;
//!   a line of dashes (Circular Chess's center-circle) and a `legend:` line are passed over.
//! - Settings, each `key: value` on its own line (a `#` in the value starts a comment): `to move`
//!   (`white`, the default, or `black`), `castling` (default `-`), `en passant` (default `-`), `halfmove`
//!   (default 0), `fullmove` (default 1), and the ruleset's own keys. The status line of `oracle show`
//!   (`white to move; castling KQkq; en passant -; half-moves 0; move 1`) sets the same.
//!
//! Every error names the diagram line, and the column of the token at fault.

use super::diagram_settings::bad;
pub use super::diagram_settings::{Setting, Settings};
use super::{Grid, OracleError, Square};

/// How a ruleset writes its diagram: the board, and what one square's token may be.
pub struct DiagramForm<T> {
    pub grid: Grid,
    /// Reads one square's token (`.`, `K`, `R*`); `None` when it is no square of this ruleset.
    pub cell: fn(&str) -> Option<T>,
    /// What a square's token may be, for the error naming one that is not: `a piece letter (KQRBNP
    /// kqrbnp) or `.``.
    pub cells: &'static str,
    /// The ruleset's own settings keys (Circular Chess's `board`).
    pub own_keys: &'static [&'static str],
}

/// A diagram as read: every square's cell, and the settings.
pub struct Diagram<T> {
    /// The cells, indexed by square (`cells[sq.index()]`).
    pub cells: Vec<T>,
    pub settings: Settings,
    /// Where each square's token stands (line, column), for a ruleset's own errors about a cell.
    places: Vec<(usize, usize)>,
}

impl<T> Diagram<T> {
    /// The cell of `sq`.
    pub fn cell(&self, sq: Square) -> &T {
        &self.cells[sq.index()]
    }

    /// An error about the token of `sq`, located by its line and column.
    pub fn error_at(&self, sq: Square, message: impl Into<String>) -> OracleError {
        let (line, column) = self.places[sq.index()];
        bad(line, Some(column), message)
    }
}

/// Draws a rectangular board in the diagram form, as `oracle show` does: the last rank first, each rank
/// line its number and then every square's token (`cell`, padded to `width` characters), the line of
/// file letters under the board, each letter under its file. [`read_diagram`] reads the picture back.
pub fn picture(grid: Grid, width: usize, cell: impl Fn(Square) -> String) -> String {
    let mut out = String::new();
    for rank in (0..grid.ranks as i32).rev() {
        out.push_str(&format!("{} ", rank + 1));
        for file in 0..grid.files as i32 {
            let token = cell(grid.square(file, rank).expect("on the board"));
            out.push_str(&format!(" {token:<width$}"));
        }
        out.push('\n');
    }
    out.push_str("  ");
    for file in 0..grid.files {
        out.push_str(&format!(" {:<width$}", (b'a' + file) as char));
    }
    out.truncate(out.trim_end().len());
    out.push('\n');
    out
}

/// The tokens of a line with their columns (from 1).
fn tokens(line: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in line
        .char_indices()
        .chain(std::iter::once((line.len(), ' ')))
    {
        match (c.is_whitespace(), start) {
            (false, None) => start = Some(i),
            (true, Some(s)) => {
                out.push((line[..s].chars().count() + 1, &line[s..i]));
                start = None;
            }
            _ => {}
        }
    }
    out
}

/// Reads a diagram of `form`'s board (see the module documentation).
pub fn read_diagram<T>(form: &DiagramForm<T>, text: &str) -> Result<Diagram<T>, OracleError> {
    let grid = form.grid;
    let files: String = (0..grid.files).map(|f| (b'a' + f) as char).collect();
    let last_file = files.chars().last().unwrap_or('a');
    let mut cells: Vec<Option<T>> = (0..grid.len()).map(|_| None).collect();
    let mut places = vec![(0, 0); grid.len()];
    let mut settings = Settings::default();
    let mut ranks_read = 0;
    let mut last_line = 0;
    for (i, raw) in text.lines().enumerate() {
        let n = i + 1;
        last_line = n;
        let line = raw.trim();
        if line.is_empty() || line.starts_with('-') {
            continue;
        }
        if line.starts_with("white to move") || line.starts_with("black to move") {
            settings.status_line(n, line)?;
            continue;
        }
        if let Some((key, value)) = line.split_once(':') {
            settings.set(form.own_keys, n, key, value)?;
            continue;
        }
        let mut row = tokens(raw);
        // The file letters: every token a file letter, in order from `a`.
        let letters = row
            .iter()
            .all(|(_, t)| t.len() == 1 && t.chars().all(|c| files.contains(c)));
        if letters
            && row
                .iter()
                .enumerate()
                .all(|(f, (_, t))| t.as_bytes()[0] == b'a' + f as u8)
        {
            if row.len() != grid.files as usize {
                let spaced: Vec<String> = files.chars().map(String::from).collect();
                return Err(bad(
                    n,
                    None,
                    format!("`{line}`: the file letters are {}", spaced.join(" ")),
                ));
            }
            continue;
        }
        if ranks_read == grid.ranks as usize {
            return Err(bad(
                n,
                None,
                format!("`{line}`: more than {} ranks", grid.ranks),
            ));
        }
        let rank = grid.ranks as usize - ranks_read;
        if let Some(&(column, first)) = row.first() {
            if let Ok(number) = first.parse::<usize>() {
                if number != rank {
                    return Err(bad(
                        n,
                        Some(column),
                        format!(
                            "rank {number} where rank {rank} was expected (rank {} first)",
                            grid.ranks
                        ),
                    ));
                }
                row.remove(0);
            }
        }
        if row.len() != grid.files as usize {
            return Err(bad(
                n,
                None,
                format!(
                    "rank {rank} has {} squares, expected {} (files a-{last_file})",
                    row.len(),
                    grid.files
                ),
            ));
        }
        for (file, (column, token)) in row.into_iter().enumerate() {
            let sq = grid
                .square(file as i32, rank as i32 - 1)
                .expect("on the board");
            let cell = (form.cell)(token).ok_or_else(|| {
                bad(
                    n,
                    Some(column),
                    format!(
                        "square {}: `{token}` is not a square: expected {}",
                        grid.name(sq),
                        form.cells
                    ),
                )
            })?;
            cells[sq.index()] = Some(cell);
            places[sq.index()] = (n, column);
        }
        ranks_read += 1;
    }
    if ranks_read != grid.ranks as usize {
        return Err(bad(
            last_line.max(1),
            None,
            format!(
                "{ranks_read} ranks, expected {} (rank {} first)",
                grid.ranks, grid.ranks
            ),
        ));
    }
    Ok(Diagram {
        cells: cells
            .into_iter()
            .map(|c| c.expect("every square read"))
            .collect(),
        settings,
        places,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Color;

    const FORM: DiagramForm<Option<char>> = DiagramForm {
        grid: Grid { files: 3, ranks: 2 },
        cell: |t| match t {
            "." => Some(None),
            "K" | "k" => t.chars().next().map(Some),
            _ => None,
        },
        cells: "`K`, `k` or `.`",
        own_keys: &["board"],
    };

    fn error(text: &str) -> String {
        read_diagram(&FORM, text).err().expect(text).to_string()
    }

    #[test]
    fn ranks_files_and_settings_read() {
        let d = read_diagram(
            &FORM,
            "  a b c\n2 k . .\n  ---\n1 . . K\n  a b c\nto move: black  # Black\nboard: x\ncastling: -",
        )
        .unwrap();
        let g = FORM.grid;
        assert_eq!(*d.cell(g.parse("a2").unwrap()), Some('k'));
        assert_eq!(*d.cell(g.parse("c1").unwrap()), Some('K'));
        assert_eq!(d.settings.fen_fields(Color::White), "b - - 0 1");
        assert_eq!(d.settings.own[0].0, "board");
        assert_eq!(d.settings.own[0].1.value, "x");
        // A rank of black Kings written without rank numbers is not a line of file letters.
        let d = read_diagram(&FORM, "k k k\n. K .\nwhite to move; move 7").unwrap();
        assert_eq!(d.settings.fen_fields(Color::Black), "w - - 0 7");
        assert_eq!(
            d.error_at(g.parse("b1").unwrap(), "here").to_string(),
            "bad position: diagram line 2, column 3: here"
        );
    }

    #[test]
    fn a_picture_reads_back() {
        let g = FORM.grid;
        let king = |sq| (sq == g.parse("b1").unwrap()).then_some('K');
        let token = |sq| king(sq).map_or(".".to_string(), String::from);
        assert_eq!(picture(g, 1, token), "2  . . .\n1  . K .\n   a b c\n");
        assert_eq!(
            picture(g, 2, token),
            "2  .  .  . \n1  .  K  . \n   a  b  c\n"
        );
        let d = read_diagram(&FORM, &picture(g, 2, token)).unwrap();
        assert!(g.squares().all(|sq| *d.cell(sq) == king(sq)));
    }

    #[test]
    fn errors_name_the_line_and_column() {
        assert!(error("2 k . x\n1 . . K")
            .contains("diagram line 1, column 7: square c2: `x` is not a square"));
        assert!(
            error("1 k . .").contains("diagram line 1, column 1: rank 1 where rank 2 was expected")
        );
        assert!(
            error("2 k .").contains("diagram line 1: rank 2 has 2 squares, expected 3 (files a-c)")
        );
        assert!(error("k . .").contains("diagram line 1: 1 ranks, expected 2"));
        assert!(error("k . .\n. . K\n. . .").contains("diagram line 3: `. . .`: more than 2 ranks"));
        assert!(error("a b\nk . .\n. . K").contains("the file letters are a b c"));
        assert!(error("to move: red")
            .contains("diagram line 1: `to move: red`: expected white or black"));
        assert!(
            error("colour: red").contains("unknown setting `colour`: expected to move, castling")
        );
        assert!(error("white to move; colour red").contains("`colour red`: expected castling X"));
    }
}
