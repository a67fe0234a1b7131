//! The board diagram of the scenarios (`board:`), turned into the one-line position form. Rank 8 first, one
//! token per square: a piece letter (`K Q R B N P` White, `k q r b n p` Black), `.` for an empty square,
//! `#` for the void (Suicide Void Chess only; with no `#` the void is not yet placed, so Black is to move).
//! Rank numbers and a line of file letters are optional. Settings after the board, each `key: value`:
//! `to move` (white/black), `en passant` (a square or `-`), `halfmove`, `fullmove`; `castling` may only
//! be `-` (suicide-void/B.4). A `#` after a setting starts a comment.
//!
//! ```text
//! 8  .  .  .  .  .  .  .  k
//! 3  .  #  .  .  .  .  .  .
//! ...
//! 1  .  R  N  .  .  .  .  .
//!    a  b  c  d  e  f  g  h
//! to move: white
//! ```

use crate::core::OracleError;

fn bad(message: impl Into<String>) -> OracleError {
    OracleError::bad_position(message, None)
}

/// Reads a diagram into the position text; `with_void` for Suicide Void Chess. The text is then read and
/// checked like any position text.
pub fn position_text(diagram: &str, with_void: bool) -> Result<String, OracleError> {
    let mut ranks: Vec<Vec<String>> = Vec::new();
    let (mut turn, mut ep, mut half, mut full) =
        (None, "-".to_string(), "0".to_string(), "1".to_string());
    for (n, raw) in diagram.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() {
            continue;
        }
        if let Some((key, value)) = line.split_once(':') {
            let value = value.split('#').next().unwrap_or("").trim();
            match key.trim() {
                "to move" => turn = Some(value.to_string()),
                "en passant" => ep = value.to_string(),
                "halfmove" => half = value.to_string(),
                "fullmove" => full = value.to_string(),
                "castling" if value == "-" => {}
                "castling" => {
                    return Err(OracleError::bad_position(
                        format!(
                            "diagram line {}: castling `{value}`: castling is not allowed",
                            n + 1
                        ),
                        Some(crate::clause!("suicide-void/B.4")),
                    ))
                }
                other => {
                    return Err(bad(format!(
                    "diagram line {}: unknown setting `{other}` (settings: to move, en passant, \
                         halfmove, fullmove, castling)",
                    n + 1
                )))
                }
            }
            continue;
        }
        let mut tokens: Vec<&str> = line.split_whitespace().collect();
        if tokens
            .iter()
            .all(|t| t.len() == 1 && ('a'..='h').contains(&t.chars().next().unwrap_or(' ')))
        {
            continue; // the file letters
        }
        if tokens
            .first()
            .is_some_and(|t| t.chars().all(|c| c.is_ascii_digit()))
        {
            tokens.remove(0);
        }
        if tokens.len() != 8 {
            return Err(bad(format!(
                "diagram line {}: {} squares, expected 8 (a piece letter, `.` or `#`)",
                n + 1,
                tokens.len()
            )));
        }
        ranks.push(tokens.iter().map(|t| t.to_string()).collect());
    }
    if ranks.len() != 8 {
        return Err(bad(format!(
            "the diagram has {} ranks, expected 8",
            ranks.len()
        )));
    }
    let mut fen = String::new();
    let mut void = None;
    for (i, rank) in ranks.iter().enumerate() {
        let mut empty = 0;
        for (f, token) in rank.iter().enumerate() {
            let square = format!("{}{}", (b'a' + f as u8) as char, 8 - i);
            match token.as_str() {
                "." => empty += 1,
                "#" if with_void => {
                    if let Some(v) = &void {
                        return Err(bad(format!("two void squares, {v} and {square}")));
                    }
                    void = Some(square);
                    empty += 1;
                }
                t if t.len() == 1 && "KQRBNPkqrbnp".contains(t) => {
                    if empty > 0 {
                        fen.push_str(&empty.to_string());
                        empty = 0;
                    }
                    fen.push_str(t);
                }
                t => {
                    return Err(bad(format!(
                        "square {square}: `{t}` is not a piece letter (KQRBNP kqrbnp), `.`{}",
                        if with_void { " or `#`" } else { "" }
                    )))
                }
            }
        }
        if empty > 0 {
            fen.push_str(&empty.to_string());
        }
        if i < 7 {
            fen.push('/');
        }
    }
    let turn = match turn.as_deref() {
        Some("white") => "w",
        Some("black") => "b",
        None if with_void && void.is_none() => "b",
        None => "w",
        Some(other) => return Err(bad(format!("to move `{other}`: expected white or black"))),
    };
    let mut text = format!("{fen} {turn} - {ep} {half} {full}");
    if with_void {
        text.push(' ');
        text.push_str(void.as_deref().unwrap_or("-"));
    }
    Ok(text)
}
