//! The board diagram of Circular Chess: the spaces as a grid of files a..i and ranks 8..1 (the form of the grid
//! picture of `oracle show`), turned into the one-line position form.
//!
//! ```text
//!      a  b  c  d  e  f  g  h  i
//!   8  k  .  .  .  .  .  .  .  #
//!   7  .  Q  .  .  .  .  .  .  #
//!   6  .  .  K  .  .  .  .  .  .
//!   5  .  .  .  .  .  .  .  .  .
//!   4  .  .  .  .  .  .  .  .  .
//!   3  .  .  .  .  .  .  .  .  .
//!   2  .  .  .  .  .  .  .  .  #
//!   1  .  .  .  .  .  .  .  .  #
//! to move: black
//! ```
//!
//! A space is a piece letter (`K Q R B N P` White, `k q r b n p` Black; a Pawn may carry `+` or `-` as in the
//! position text), `.` for an empty space or `#` for a void space. The void spaces name the board (Maximal,
//! Medial or Minimal, circular/2.1); a `board:` line may say it too. The rest is the shared diagram form of
//! `core::diagram`, read on a grid of 9 files and 8 ranks as a rectangular board's (the rank numbers, the
//! line of file letters and the line of dashes between ranks 5 and 4 optional; the settings `to move`,
//! `castling`, `en passant`, `halfmove`, `fullmove`). The position is then read and checked like any other.

use super::s02_board::{Board, Space};
use crate::core::{read_diagram, ChessKind, Color, DiagramForm, Grid, OracleError, CHESS_KINDS};

/// A space of the diagram: empty, void, or a piece letter with a Pawn's mark (`P+`).
#[derive(Copy, Clone, PartialEq, Eq)]
enum Cell {
    Empty,
    Void,
    Piece(char, Option<char>),
}

/// The spaces as a grid of files a..i and ranks 1..8 (circular/2.4).
const FORM: DiagramForm<Cell> = DiagramForm {
    grid: Grid { files: 9, ranks: 8 },
    cell: |token| {
        let mut chars = token.chars();
        let c = chars.next()?;
        let mark = match chars.as_str() {
            "" => None,
            "+" => Some('+'),
            "-" => Some('-'),
            _ => return None,
        };
        match c {
            '.' | '#' if mark.is_some() => None,
            '.' => Some(Cell::Empty),
            '#' => Some(Cell::Void),
            _ => {
                let (_, kind) = CHESS_KINDS.read_piece_letter(c)?;
                (mark.is_none() || kind == ChessKind::Pawn).then_some(Cell::Piece(c, mark))
            }
        }
    },
    cells: "a piece letter (KQRBNP kqrbnp, a Pawn's with `+` or `-`), `.` or `#`",
    own_keys: &["board"],
};

/// Turns a diagram into the one-line position text.
pub fn position_text(diagram: &str) -> Result<String, OracleError> {
    let d = read_diagram(&FORM, diagram)?;
    let mut voids: Vec<Space> = FORM
        .grid
        .squares()
        .filter(|&sq| *d.cell(sq) == Cell::Void)
        .filter_map(|sq| Space::at(FORM.grid.file(sq) as u8, FORM.grid.rank(sq) as u8 + 1))
        .collect();
    voids.sort();
    let mut board = Board::ALL
        .into_iter()
        .find(|b| b.voids() == voids.as_slice());
    for (_, setting) in &d.settings.own {
        board = Some(Board::from_name(&setting.value).ok_or_else(|| {
            OracleError::bad_position(
                format!(
                    "diagram line {}: unknown board `{}` (maximal, medial, minimal)",
                    setting.line, setting.value
                ),
                None,
            )
        })?);
    }
    let Some(board) = board else {
        return Err(OracleError::bad_position(
            "diagram line 1: the void spaces (`#`) are not those of the Maximal, Medial or Minimal board",
            None,
        ));
    };
    let spaces = FORM.grid.write_marked_placement(|sq| match *d.cell(sq) {
        Cell::Empty => None,
        Cell::Void => Some(('#', None)),
        Cell::Piece(c, mark) => Some((c, mark)),
    });
    Ok(format!(
        "{} {spaces} {}",
        board.name(),
        d.settings.fen_fields(Color::White)
    ))
}

#[cfg(test)]
mod tests {
    use super::position_text;

    #[test]
    fn the_module_example_reads() {
        let d = "     a  b  c  d  e  f  g  h  i\n  8  k  .  .  .  .  .  .  .  #\n  7  .  Q  .  .  .  .  .  .  #\n\
                 6  .  .  K  .  .  .  .  .  .\n  5  .  .  .  .  .  .  .  .  .\n  --- center-circle ---\n\
                 4  .  .  .  .  .  .  .  .  .\n  3  .  .  .  .  .  .  .  .  .\n  2  .  .  .  .  .  .  .  .  #\n\
                 1  .  .  .  .  .  .  .  .  #\nto move: black\n";
        // Written by hand from the format: voids i1 i2 i7 i8 are those of Medial.
        assert_eq!(
            position_text(d).unwrap(),
            "medial k7#/1Q6#/2K6/9/9/9/8#/8# b - - 0 1"
        );
    }

    #[test]
    fn malformed_diagrams_are_refused() {
        for d in [
            "",
            "k . . . . . . . #",
            "9 . . . . . . . . .",
            "8 x . . . . . . . #\n7 . . . . . . . . #\n6 . . . . . . . . .\n5 . . . . . . . . .\n4 . . . . . . . . .\n3 . . . . . . . . .\n2 . . . . . . . . #\n1 . . . . . . . . #",
            "8 . . . . . . . . .\n7 . . . . . . . . .\n6 . . . . . . . . .\n5 . . . . . . . . .\n4 . . . . . . . . .\n3 . . . . . . . . .\n2 . . . . . . . . .\n1 . . . . . . . . .",
        ] {
            assert!(position_text(d).is_err(), "{d}");
        }
    }
}
