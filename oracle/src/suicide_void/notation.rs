//! Move texts. Coordinate form (the contract of PROTOCOL.md): `e2e4`, `e7e8q` (promotion letters q r b n
//! and k), `@e4` (Black's opening void placement), `e4d5@h6` (a capture and the void's new square),
//! `e7d8k@a3`. Algebraic for people: `e4`, `Nf3`, `exd5`, `e8=K`, `@e4`, `exd5@h6`.

use super::moves::{Move, Step};
use super::position::{Position, BOARD};
use super::sp_pieces::{Kind, Piece};
use crate::core::{OracleError, Square};

/// A move text read in coordinate form, before the rules have looked at it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Coordinate {
    Place(Square),
    Piece {
        from: Square,
        to: Square,
        /// The promotion letter as written (any letter, so that a wrong one is refused with its clause).
        promotion: Option<char>,
        void_to: Option<Square>,
    },
}

/// Reads the coordinate form; `None` when the text is not in that form.
pub fn read_coordinate(text: &str) -> Option<Coordinate> {
    if !text.is_ascii() {
        return None;
    }
    if let Some(rest) = text.strip_prefix('@') {
        return BOARD.parse(rest).ok().map(Coordinate::Place);
    }
    let (main, void_to) = match text.split_once('@') {
        Some((m, v)) => (m, Some(BOARD.parse(v).ok()?)),
        None => (text, None),
    };
    let (from, rest) = BOARD.parse_prefix(main)?;
    let (to, rest) = BOARD.parse_prefix(rest)?;
    let promotion = match rest {
        "" => None,
        r if r.len() == 1 && r.chars().all(|c| c.is_ascii_lowercase()) => r.chars().next(),
        _ => return None,
    };
    Some(Coordinate::Piece {
        from,
        to,
        promotion,
        void_to,
    })
}

/// Writes the coordinate form.
pub fn coordinate(mv: &Move) -> String {
    match *mv {
        Move::PlaceVoid(s) => format!("@{}", BOARD.name(s)),
        Move::Piece {
            from,
            to,
            promotion,
            void_to,
        } => {
            let mut out = format!("{}{}", BOARD.name(from), BOARD.name(to));
            if let Some(k) = promotion {
                out.push(k.letter());
            }
            if let Some(v) = void_to {
                out.push('@');
                out.push_str(&BOARD.name(v));
            }
            out
        }
    }
}

/// Writes standard algebraic notation (no check marks: there is no check, B.3), with the void's new
/// square after a capture (`exd5@h6`) and the placement as `@e4`. `standard` is the list of the standard
/// moves of `pos` (B.2), used to tell apart two pieces of a kind that can reach the same square: when one
/// of them is legal so is the other, since both capture there or neither does (B.6).
pub fn algebraic(pos: &Position, mv: &Move, standard: &[Step]) -> String {
    let Move::Piece {
        from,
        to,
        promotion,
        void_to,
    } = *mv
    else {
        return coordinate(mv);
    };
    let Some(piece) = pos.at(from) else {
        return coordinate(mv);
    };
    let is_capture =
        pos.at(to).is_some() || (piece.kind == Kind::Pawn && pos.en_passant == Some(to));
    let mut out = String::new();
    if piece.kind == Kind::Pawn {
        if is_capture {
            out.push((b'a' + BOARD.file(from) as u8) as char);
        }
    } else {
        out.push(piece.kind.letter().to_ascii_uppercase());
        let rivals: Vec<Square> = standard
            .iter()
            .filter(|s| s.to == to && s.from != from && pos.at(s.from) == Some(piece))
            .map(|s| s.from)
            .collect();
        if !rivals.is_empty() {
            let same_file = rivals.iter().any(|&r| BOARD.file(r) == BOARD.file(from));
            let same_rank = rivals.iter().any(|&r| BOARD.rank(r) == BOARD.rank(from));
            let name = BOARD.name(from);
            if !same_file {
                out.push_str(&name[..1]);
            } else if !same_rank {
                out.push_str(&name[1..]);
            } else {
                out.push_str(&name);
            }
        }
    }
    if is_capture {
        out.push('x');
    }
    out.push_str(&BOARD.name(to));
    if let Some(k) = promotion {
        out.push('=');
        out.push(k.letter().to_ascii_uppercase());
    }
    if let Some(v) = void_to {
        out.push('@');
        out.push_str(&BOARD.name(v));
    }
    out
}

/// Whether a text has the shape of an algebraic move (`Nf3`, `exd5`, `e8=Q`, `Raxd1@h6`), so that a
/// well-formed but illegal one is refused by the rules rather than reported as unreadable.
pub fn looks_algebraic(text: &str) -> bool {
    if !text.is_ascii() {
        return false;
    }
    let main = text
        .split_once('@')
        .map_or(text, |(m, v)| if BOARD.parse(v).is_ok() { m } else { "!" });
    let main = main.trim_end_matches(['+', '#', '!', '?']);
    let main = match main.split_once('=') {
        Some((m, p)) if p.len() == 1 && "QRBNK".contains(p) => m,
        Some(_) => return false,
        None => main,
    };
    let main = main.strip_prefix(['K', 'Q', 'R', 'B', 'N']).unwrap_or(main);
    let bytes = main.as_bytes();
    if bytes.len() < 2 {
        return false;
    }
    let (head, dest) = main.split_at(main.len() - 2);
    if BOARD.parse(dest).is_err() {
        return false;
    }
    let head = head.strip_suffix('x').unwrap_or(head);
    head.len() <= 2
        && head
            .chars()
            .all(|c| ('a'..='h').contains(&c) || ('1'..='8').contains(&c))
}

/// Square view words for a piece.
pub fn piece_words(p: Option<Piece>) -> Option<String> {
    p.map(Piece::words)
}

/// A move text that cannot be read at all.
pub fn unreadable(text: &str, with_void: bool) -> OracleError {
    OracleError::bad_move(
        text,
        if with_void {
            "expected a coordinate move (`e2e4`, `e7e8q`, `@e4`, `e4d5@h6`) or algebraic (`Nf3`, `exd5@h6`)"
        } else {
            "expected a coordinate move (`e2e4`, `e7e8k`) or algebraic (`Nf3`, `exd5`, `e8=K`)"
        },
    )
}
