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
//! Medial or Minimal, circular/2.1); a `board:` line may say it too. The rank numbers, the line of file letters
//! and a line of dashes between ranks 5 and 4 are optional. After the grid, optional `key: value` lines: `board`,
//! `to move` (`white`, the default, or `black`), `castling` (default `-`), `en passant` (default `-`),
//! `halfmove` (default 0), `fullmove` (default 1). The position is then read and checked like any other.

use super::geometry::{Board, Space};
use crate::core::OracleError;

fn bad(line: usize, message: impl Into<String>) -> OracleError {
    OracleError::bad_position(format!("diagram line {line}: {}", message.into()), None)
}

/// Turns a diagram into the one-line position text.
pub fn position_text(diagram: &str) -> Result<String, OracleError> {
    let mut rows: Vec<(usize, Vec<String>)> = Vec::new();
    let mut keys: Vec<(usize, String, String)> = Vec::new();
    for (i, raw) in diagram.lines().enumerate() {
        let n = i + 1;
        let line = raw.trim();
        if line.is_empty() || line.starts_with('-') {
            continue;
        }
        if let Some((k, v)) = line.split_once(':') {
            keys.push((n, k.trim().to_ascii_lowercase(), v.trim().to_string()));
            continue;
        }
        let tokens: Vec<&str> = line.split_whitespace().collect();
        if tokens
            .iter()
            .all(|t| t.len() == 1 && ('a'..='i').contains(&t.chars().next().unwrap_or(' ')))
        {
            continue;
        }
        let mut cells: Vec<String> = tokens.iter().map(|t| t.to_string()).collect();
        if let Some(first) = cells.first() {
            if let Ok(rank) = first.parse::<usize>() {
                if rank != 8 - rows.len() {
                    return Err(bad(
                        n,
                        format!("rank {rank} where rank {} was expected", 8 - rows.len()),
                    ));
                }
                cells.remove(0);
            }
        }
        if cells.len() != 9 {
            return Err(bad(
                n,
                format!("{} spaces, 9 needed (files a..i)", cells.len()),
            ));
        }
        if rows.len() == 8 {
            return Err(bad(n, "more than 8 ranks"));
        }
        rows.push((n, cells));
    }
    if rows.len() != 8 {
        return Err(bad(
            diagram.lines().count(),
            format!("{} ranks, 8 needed", rows.len()),
        ));
    }
    let mut voids = Vec::new();
    let mut ranks = Vec::new();
    for (ri, (n, cells)) in rows.iter().enumerate() {
        let rank = 8 - ri as u8;
        let mut text = String::new();
        let mut empty = 0;
        for (file, cell) in cells.iter().enumerate() {
            let mut chars = cell.chars();
            let c = chars.next().unwrap_or('.');
            let mark: String = chars.collect();
            let ok = match c {
                '.' | '#' => mark.is_empty(),
                'P' | 'p' => mark.is_empty() || mark == "+" || mark == "-",
                c if "KQRBNkqrbn".contains(c) => mark.is_empty(),
                _ => false,
            };
            if !ok {
                return Err(bad(
                    *n,
                    format!("`{cell}` is not a space (a piece letter, `.` or `#`)"),
                ));
            }
            if c == '.' {
                empty += 1;
                continue;
            }
            if empty > 0 {
                text.push_str(&empty.to_string());
                empty = 0;
            }
            if c == '#' {
                if let Some(s) = Space::at(file as u8, rank) {
                    voids.push(s);
                }
            }
            text.push_str(cell);
        }
        if empty > 0 {
            text.push_str(&empty.to_string());
        }
        ranks.push(text);
    }
    voids.sort();
    let mut board = Board::ALL
        .into_iter()
        .find(|b| b.voids() == voids.as_slice());
    let (mut side, mut castling, mut ep, mut half, mut full) = (
        "w",
        "-".to_string(),
        "-".to_string(),
        "0".to_string(),
        "1".to_string(),
    );
    for (n, k, v) in &keys {
        match k.as_str() {
            "board" => {
                board = Some(
                    Board::from_name(v).ok_or_else(|| bad(*n, format!("unknown board `{v}`")))?,
                );
            }
            "to move" => {
                side = match v.as_str() {
                    "white" => "w",
                    "black" => "b",
                    _ => return Err(bad(*n, format!("`to move` is white or black, not `{v}`"))),
                }
            }
            "castling" => castling = v.clone(),
            "en passant" => ep = v.clone(),
            "halfmove" => half = v.clone(),
            "fullmove" => full = v.clone(),
            _ => {
                return Err(bad(
                    *n,
                    format!(
                    "unknown key `{k}` (board, to move, castling, en passant, halfmove, fullmove)"
                ),
                ))
            }
        }
    }
    let Some(board) = board else {
        return Err(bad(
            1,
            "the void spaces (`#`) are not those of the Maximal, Medial or Minimal board",
        ));
    };
    Ok(format!(
        "{} {} {side} {castling} {ep} {half} {full}",
        board.name(),
        ranks.join("/")
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
