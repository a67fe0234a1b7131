//! Move texts of Minnaar Chess: the coordinate form (`d8d5`, or `pass`), and algebraic notation in the style of chess's: the piece letter (`S` for a Sovereign,
//! `K Q R B N` for an Establishment piece; only the group whose turn it is moves, so the letter names the
//! piece), the origin where another of the group's pieces of that kind could make the same move, `x` for a
//! capture, the destination; `pass` for the forced pass (minnaar/6.3). There is no check (minnaar/5.7).

use super::s01_board::{Move, Position, BOARD};
use super::s02_sides::Piece;
use super::s06_turns::turn_move;
use crate::core::san_parts::disambiguation;
use crate::core::{NoTrace, OracleError, PieceKind};

fn letter(piece: Piece) -> char {
    match piece {
        Piece::Sovereign(_) => 'S',
        Piece::Establishment(_, k) => k.letter(),
    }
}

/// The move in algebraic notation; `mv` must be legal in `pos`.
pub fn format_san(pos: &Position, mv: &Move) -> String {
    let Move::Piece { from, to } = *mv else {
        return "pass".to_string();
    };
    let Some(piece) = pos.at(from) else {
        return format_move(mv);
    };
    // Only the group's other pieces of that kind can be rivals, each asked whether it may make the move
    // to the same square (minnaar/6.2, decided by the checks generation uses), not made to list its moves.
    let rivals: Vec<String> = pos
        .squares_of(pos.turn)
        .filter(|&f| f != from && pos.at(f).is_some_and(|p| letter(p) == letter(piece)))
        .filter(|&f| turn_move(&mut NoTrace, pos, &Move::Piece { from: f, to }).is_ok())
        .map(|f| BOARD.name(f))
        .collect();
    let mut s = String::new();
    s.push(letter(piece));
    s.push_str(&disambiguation(&BOARD.name(from), &rivals));
    if pos.at(to).is_some() {
        s.push('x');
    }
    s.push_str(&BOARD.name(to));
    s
}

/// Writes a move in coordinate form: `d8d5`, or `pass`.
pub fn format_move(mv: &Move) -> String {
    let mut s = String::with_capacity(4);
    write_move(mv, &mut s);
    s
}

/// [`format_move`], written at the end of `out`.
pub fn write_move(mv: &Move, out: &mut String) {
    match mv {
        Move::Piece { from, to } => {
            BOARD.push_name(*from, out);
            BOARD.push_name(*to, out);
        }
        Move::Pass => out.push_str("pass"),
    }
}

/// Reads a move in coordinate form. A trailing promotion letter is read too, so that it can be refused with
/// its clause; the flag says whether one was given.
pub fn parse_move(text: &str) -> Result<(Move, bool), OracleError> {
    if text == "pass" {
        return Ok((Move::Pass, false));
    }
    let not_a_move = || {
        OracleError::bad_move(
            text,
            "a Minnaar move is a from-square and a to-square (`d8d5`), or `pass`",
        )
    };
    let (from, rest) = BOARD.parse_prefix(text).ok_or_else(not_a_move)?;
    let (to, rest) = BOARD.parse_prefix(rest).ok_or_else(not_a_move)?;
    match rest {
        "" => Ok((Move::Piece { from, to }, false)),
        "q" | "r" | "b" | "n" | "k" | "s" => Ok((Move::Piece { from, to }, true)),
        _ => Err(not_a_move()),
    }
}

/// A text written as this notation (`Se2`, `Nxd4`) that is not exactly a legal move's: the one legal move
/// that fits it (a capture mark missing or extra), or why none does: several fit it (the origin left out
/// where it is needed), or none. `None` when the text is not in the shape of the notation (a piece's
/// letter, an optional origin and `x`, a square). A move fits when it has the text's piece letter and
/// destination and its notation holds the text's other marks in order, `x` aside.
pub fn read_loosely(pos: &Position, text: &str) -> Option<Result<Move, String>> {
    let wanted = text.trim().trim_end_matches(['+', '#', '!', '?']);
    let letter = wanted.chars().next().filter(|c| "SKQRBN".contains(*c))?;
    let to = crate::core::square_names::squares_named(wanted).pop()?;
    BOARD.parse(&to).ok()?;
    let bare = |s: &str| -> Vec<char> { s.chars().filter(|&c| c != 'x').collect() };
    let holds = |san: &str| {
        let mut have = bare(san).into_iter();
        bare(wanted).into_iter().all(|c| have.any(|h| h == c))
    };
    let fits: Vec<(Move, String)> = super::s06_turns::legal_moves(pos)
        .into_iter()
        .map(|m| (m, format_san(pos, &m)))
        .filter(|(_, san)| san.starts_with(letter) && san.ends_with(to.as_str()) && holds(san))
        .collect();
    let piece = if letter == 'S' {
        "Sovereign".to_string()
    } else {
        format!("`{letter}` piece")
    };
    Some(match &fits[..] {
        [] => Err(format!(
            "no {piece} of the {} can move to {to} here",
            pos.turn.name()
        )),
        [(m, _)] => Ok(*m),
        _ => {
            Err(format!(
            "more than one {piece} fits this notation ({}); add the file or rank it starts from",
            fits.iter().map(|(_, s)| s.as_str()).collect::<Vec<_>>().join(", ")
        ))
        }
    })
}
