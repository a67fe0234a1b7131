//! The board diagram of Void Chess: a picture of the board a person can read and edit, tiles included,
//! turned into the one-line position form. Rank 9 comes first, as seen from White's side (void-chess/1.1).
//!
//! ```text
//! 9  r  n  b  q  k  b  m  n  r
//! 8  p  p  p  p  p  p  p  p  p
//! 7  .  .  .  .  .  .  .  .  .
//! 6  .  .  .  .  .  .  .  .  .
//! 5  .  .  .  .  R* .  .  .  .
//! 4  .  .  .  #  .  .  .  .  .
//! 3  .  .  .  .  .  .  .  .  .
//! 2  P  P  P  P  P  P  P  P  P
//! 1  .  N  B  Q  K  B  M  N  R
//!    a  b  c  d  e  f  g  h  i
//! to move: black
//! castling: Kkq
//! ```
//!
//! A square is a piece letter (`K Q R B N M P` White, `k q r b n m p` Black) or `.` for no piece,
//! followed by `*` when the tile is unstable or `#` when it is void; a lone `#` is an empty void tile.
//! The rank numbers at the left and the file letters under the board are optional. After the board,
//! optional `key: value` lines: `to move` (`white`, the default, or `black`), `castling` (default `-`),
//! `en passant` (default `-`), `halfmove` (default 0), `fullmove` (default 1). The position is then read
//! and checked like any other, so an impossible diagram is refused with the clause it breaks.
//! The output of `oracle show` is a diagram too: its status line
//! (`white to move; castling KQkq; en passant -; half-moves 0; move 1`) sets the same fields, and its
//! legend line is skipped.

use crate::core::OracleError;

fn bad(line: usize, message: impl Into<String>) -> OracleError {
    OracleError::bad_position(format!("diagram line {line}: {}", message.into()), None)
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum TileMark {
    Normal,
    Unstable,
    Void,
}

/// Reads one square of a diagram: the piece letter (if any) and the tile state.
fn read_square(token: &str) -> Option<(Option<char>, TileMark)> {
    let mut chars = token.chars();
    let first = chars.next()?;
    let (piece, rest): (Option<char>, &str) = match first {
        '.' => (None, &token[1..]),
        '#' if token.len() == 1 => return Some((None, TileMark::Void)),
        '*' if token.len() == 1 => return Some((None, TileMark::Unstable)),
        c if "KQRBNMPkqrbnmp".contains(c) => (Some(c), &token[c.len_utf8()..]),
        _ => return None,
    };
    let tile = match rest {
        "" => TileMark::Normal,
        "*" => TileMark::Unstable,
        "#" => TileMark::Void,
        _ => return None,
    };
    Some((piece, tile))
}

/// Writes one rank of a grid field: letters, with digit runs for blanks.
fn write_rank(cells: &[Option<char>]) -> String {
    let mut s = String::new();
    let mut run = 0;
    for c in cells {
        match c {
            None => run += 1,
            Some(ch) => {
                if run > 0 {
                    s.push_str(&run.to_string());
                    run = 0;
                }
                s.push(*ch);
            }
        }
    }
    if run > 0 {
        s.push_str(&run.to_string());
    }
    s
}

/// The one-line position form
/// `<placement> <side> <castling> <en-passant> <halfmove> <fullmove> <tiles>` of a diagram.
pub fn position_text(diagram: &str) -> Result<String, OracleError> {
    let mut placement: Vec<String> = Vec::new();
    let mut tiles: Vec<String> = Vec::new();
    let mut any_tile = false;
    let mut side = "w".to_string();
    let mut castling = "-".to_string();
    let mut en_passant = "-".to_string();
    let mut halfmove = "0".to_string();
    let mut fullmove = "1".to_string();
    for (i, raw) in diagram.lines().enumerate() {
        let n = i + 1;
        let line = raw.trim();
        if line.is_empty() || line.starts_with("legend:") {
            continue;
        }
        // The status line of `oracle show`:
        // `white to move; castling KQkq; en passant -; half-moves 0; move 1`.
        if line.starts_with("white to move") || line.starts_with("black to move") {
            for part in line.split(';').map(str::trim) {
                let (key, value) = part.rsplit_once(' ').unwrap_or((part, ""));
                match (key, value) {
                    ("white to", "move") => side = "w".to_string(),
                    ("black to", "move") => side = "b".to_string(),
                    ("castling", v) => castling = v.to_string(),
                    ("en passant", v) => en_passant = v.to_string(),
                    ("half-moves", v) => halfmove = v.to_string(),
                    ("move", v) => fullmove = v.to_string(),
                    _ => {
                        return Err(bad(
                            n,
                            format!(
                            "`{part}`: expected castling X, en passant X, half-moves N or move N"
                        ),
                        ))
                    }
                }
            }
            continue;
        }
        if let Some((key, value)) = line.split_once(':') {
            let value = value.trim();
            let key = key.trim().to_lowercase();
            match key.as_str() {
                "to move" => {
                    side = match value {
                        "white" => "w".to_string(),
                        "black" => "b".to_string(),
                        _ => return Err(bad(n, format!("`to move: {value}`: expected white or black"))),
                    }
                }
                "castling" => castling = value.to_string(),
                "en passant" => en_passant = value.to_string(),
                "halfmove" => halfmove = value.to_string(),
                "fullmove" => fullmove = value.to_string(),
                _ => {
                    return Err(bad(
                        n,
                        format!("unknown setting `{key}`: expected to move, castling, en passant, halfmove or fullmove"),
                    ))
                }
            }
            continue;
        }
        let mut tokens: Vec<&str> = line.split_whitespace().collect();
        if tokens
            .iter()
            .all(|t| t.len() == 1 && ('a'..='i').contains(&t.chars().next().unwrap_or(' ')))
        {
            if tokens.concat() != "abcdefghi" {
                return Err(bad(
                    n,
                    format!("`{line}`: the file letters are a b c d e f g h i"),
                ));
            }
            continue;
        }
        let expected_rank = 9 - placement.len();
        if tokens
            .first()
            .and_then(|t| t.parse::<usize>().ok())
            .is_some()
        {
            let rank: usize = tokens[0].parse().unwrap_or(0);
            if rank != expected_rank {
                return Err(bad(
                    n,
                    format!("rank {rank} where rank {expected_rank} was expected (rank 9 first)"),
                ));
            }
            tokens.remove(0);
        }
        if placement.len() == 9 {
            return Err(bad(n, format!("`{line}`: more than 9 ranks")));
        }
        if tokens.len() != 9 {
            return Err(bad(
                n,
                format!(
                    "rank {expected_rank} has {} squares, expected 9 (files a-i)",
                    tokens.len()
                ),
            ));
        }
        let mut pieces = Vec::with_capacity(9);
        let mut marks = Vec::with_capacity(9);
        for (file, t) in tokens.iter().enumerate() {
            let (piece, tile) = read_square(t).ok_or_else(|| {
                bad(
                    n,
                    format!(
                        "square {}{expected_rank}: `{t}` is not a square: expected a piece letter (KQRBNMP, kqrbnmp) or `.`, then `*` (unstable) or `#` (void), or a lone `#`",
                        (b'a' + file as u8) as char
                    ),
                )
            })?;
            pieces.push(piece);
            marks.push(match tile {
                TileMark::Normal => None,
                TileMark::Unstable => Some('u'),
                TileMark::Void => Some('v'),
            });
            any_tile |= tile != TileMark::Normal;
        }
        placement.push(write_rank(&pieces));
        tiles.push(write_rank(&marks));
    }
    if placement.len() != 9 {
        return Err(bad(
            diagram.lines().count(),
            format!("{} ranks, expected 9", placement.len()),
        ));
    }
    let tiles = if any_tile {
        tiles.join("/")
    } else {
        "-".to_string()
    };
    Ok(format!(
        "{} {side} {castling} {en_passant} {halfmove} {fullmove} {tiles}",
        placement.join("/")
    ))
}

#[cfg(test)]
mod tests {
    use super::position_text;

    #[test]
    fn the_start_position_as_a_diagram() {
        // void-chess/1.5, 1.6: back ranks R N B Q K B M N R, Pawns on ranks 2 and 8; 1.3: all tiles Normal.
        let d = "
            9  r n b q k b m n r
            8  p p p p p p p p p
            7  . . . . . . . . .
            6  . . . . . . . . .
            5  . . . . . . . . .
            4  . . . . . . . . .
            3  . . . . . . . . .
            2  P P P P P P P P P
            1  R N B Q K B M N R
               a b c d e f g h i
            castling: KQkq
        ";
        assert_eq!(
            position_text(d).unwrap(),
            "rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 1 -"
        );
    }

    #[test]
    fn tiles_and_settings() {
        let d = "
            . . . . k . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . R* . . . #
            . . . # . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . K . . . .
            to move: black
            halfmove: 3
            fullmove: 12
        ";
        assert_eq!(
            position_text(d).unwrap(),
            "4k4/9/9/9/4R4/9/9/9/4K4 b - - 3 12 9/9/9/9/4u3v/3v5/9/9/9"
        );
    }

    #[test]
    fn the_output_of_oracle_show_is_a_diagram() {
        let shown = "
            9  .  .  .  .  .  .  .  .  k
            8  .  .  .  .  .  .  .  .  .
            7  .  .  .  .  .  .  .  .  .
            6  p  .  .  .  .  .  .  .  .
            5  .  .  .  .  R* .  .  .  .
            4  .  .  .  .  .  .  .  .  .
            3  .  .  .  .  .  .  .  .  .
            2  .  .  .  .  .  .  .  .  .
            1  K  .  .  .  .  .  .  .  .
               a  b  c  d  e  f  g  h  i
            white to move; castling -; en passant -; half-moves 0; move 2
            legend: * unstable tile, # void tile
        ";
        assert_eq!(
            position_text(shown).unwrap(),
            "8k/9/9/p8/4R4/9/9/9/K8 w - - 0 2 9/9/9/9/4u4/9/9/9/9"
        );
        let e = position_text("black to move; castling: KQ")
            .unwrap_err()
            .to_string();
        assert!(e.contains("`castling: KQ`: expected castling X"), "{e}");
    }

    #[test]
    fn errors_name_the_line_and_square() {
        let short = "9 . . .\n";
        let e = position_text(short).unwrap_err().to_string();
        assert!(
            e.contains("diagram line 1") && e.contains("rank 9 has 3 squares"),
            "{e}"
        );
        let bad_square = (0..9)
            .map(|r| {
                if r == 2 {
                    "x . . . . . . . ."
                } else {
                    ". . . . . . . . ."
                }
            })
            .collect::<Vec<_>>()
            .join("\n");
        let e = position_text(&bad_square).unwrap_err().to_string();
        assert!(
            e.contains("diagram line 3") && e.contains("square a7: `x`"),
            "{e}"
        );
        let e = position_text("to move: red").unwrap_err().to_string();
        assert!(e.contains("expected white or black"), "{e}");
        let e = position_text("1 . . . . . . . . .")
            .unwrap_err()
            .to_string();
        assert!(e.contains("rank 1 where rank 9 was expected"), "{e}");
    }
}
