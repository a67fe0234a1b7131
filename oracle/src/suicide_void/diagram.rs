//! The board diagram of the scenarios (`board:`), turned into the one-line position form. Rank 8 first, one
//! token per square: a piece letter (`K Q R B N P` White, `k q r b n p` Black), `.` for an empty square,
//! `#` for the void (Suicide Void Chess only; with no `#` the void is not yet placed, so Black is to move).
//! The rest is the shared diagram form of `core::diagram` (rank numbers and file letters optional, the
//! settings `to move`, `en passant`, `halfmove`, `fullmove`); `castling` may only be `-`
//! (suicide-void/B.4).
//!
//! ```text
//! 8  .  .  .  .  .  .  .  k
//! 3  .  #  .  .  .  .  .  .
//! ...
//! 1  .  R  N  .  .  .  .  .
//!    a  b  c  d  e  f  g  h
//! to move: white
//! ```

use super::position::BOARD;
use super::sp_pieces::Piece;
use crate::core::{read_diagram, Color, DiagramForm, OracleError};

/// A square of the diagram.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Cell {
    Empty,
    Piece(Piece),
    /// `#`, the void (Suicide Void Chess only).
    Void,
}

fn piece_or_empty(token: &str) -> Option<Cell> {
    match token {
        "." => Some(Cell::Empty),
        _ => Piece::from_token(token).map(Cell::Piece),
    }
}

/// The suicide base's diagram: the chess set's letters and `.`.
const BASE: DiagramForm<Cell> = DiagramForm {
    grid: BOARD,
    cell: piece_or_empty,
    cells: "a piece letter (KQRBNP kqrbnp) or `.`",
    own_keys: &[],
};

/// Suicide Void Chess's: the same, and `#` for the void.
const WITH_VOID: DiagramForm<Cell> = DiagramForm {
    grid: BOARD,
    cell: |token| match token {
        "#" => Some(Cell::Void),
        _ => piece_or_empty(token),
    },
    cells: "a piece letter (KQRBNP kqrbnp), `.` or `#`",
    own_keys: &[],
};

/// Reads a diagram into the position text; `with_void` for Suicide Void Chess. The text is then read and
/// checked like any position text.
pub fn position_text(diagram: &str, with_void: bool) -> Result<String, OracleError> {
    let d = read_diagram(if with_void { &WITH_VOID } else { &BASE }, diagram)?;
    if let Some(c) = d.settings.castling.as_ref().filter(|c| c.value != "-") {
        return Err(OracleError::bad_position(
            format!(
                "diagram line {}: castling `{}`: castling is not allowed",
                c.line, c.value
            ),
            Some(crate::clause!("suicide-void/B.4")),
        ));
    }
    let mut voids = BOARD.squares().filter(|&sq| *d.cell(sq) == Cell::Void);
    let void = voids.next();
    if let (Some(first), Some(second)) = (void, voids.next()) {
        return Err(d.error_at(
            second,
            format!(
                "a second void square, {}; the void is on {}",
                BOARD.name(second),
                BOARD.name(first)
            ),
        ));
    }
    let placement = BOARD.write_placement(|sq| match d.cell(sq) {
        Cell::Piece(p) => Some(p.letter()),
        _ => None,
    });
    // suicide-void/S.1: while the void is not placed, Black is to move to place it.
    let default_side = if with_void && void.is_none() {
        Color::Black
    } else {
        Color::White
    };
    let mut text = format!("{placement} {}", d.settings.fen_fields(default_side));
    if with_void {
        text.push(' ');
        text.push_str(&void.map_or("-".to_string(), |v| BOARD.name(v)));
    }
    Ok(text)
}
