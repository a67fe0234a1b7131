//! Move texts. Coordinate form (the contract of PROTOCOL.md): `e2e4`, `e7e8q` (promotion letters q r b n
//! and k), `@e4` (Black's opening void placement), `e4d5@h6` (a capture and the void's new square),
//! `e7d8k@a3`. Algebraic for people: `e4`, `Nf3`, `exd5`, `e8=K`, `@e4`, `exd5@h6`.

use super::moves::{Move, Step};
use super::position::{Position, BOARD};
use super::sp_pieces::{Kind, Piece};
use crate::core::san_parts::disambiguation;
use crate::core::PieceKind;
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
    let mut out = String::with_capacity(8);
    write_coordinate(mv, &mut out);
    out
}

/// [`coordinate`], written at the end of `out`.
pub fn write_coordinate(mv: &Move, out: &mut String) {
    match *mv {
        Move::PlaceVoid(s) => {
            out.push('@');
            BOARD.push_name(s, out);
        }
        Move::Piece {
            from,
            to,
            promotion,
            void_to,
        } => {
            BOARD.push_name(from, out);
            BOARD.push_name(to, out);
            if let Some(k) = promotion {
                out.push(k.letter().to_ascii_lowercase());
            }
            if let Some(v) = void_to {
                out.push('@');
                BOARD.push_name(v, out);
            }
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
    // Castling, under the Giveaway reading of the base (SU-B.4-giveaway-castling).
    if let Some(kingside) = super::sb_castling::castling_wing(pos, from, to) {
        return if kingside { "O-O" } else { "O-O-O" }.to_string();
    }
    let is_capture =
        pos.at(to).is_some() || (piece.kind == Kind::Pawn && pos.en_passant == Some(to));
    let mut out = String::new();
    if piece.kind == Kind::Pawn {
        if is_capture {
            out.push((b'a' + BOARD.file(from) as u8) as char);
        }
    } else {
        out.push(piece.kind.letter());
        let rivals: Vec<String> = standard
            .iter()
            .filter(|s| s.to == to && s.from != from && pos.at(s.from) == Some(piece))
            .map(|s| BOARD.name(s.from))
            .collect();
        out.push_str(&disambiguation(&BOARD.name(from), &rivals));
    }
    if is_capture {
        out.push('x');
    }
    out.push_str(&BOARD.name(to));
    if let Some(k) = promotion {
        out.push('=');
        out.push(k.letter());
    }
    if let Some(v) = void_to {
        out.push('@');
        out.push_str(&BOARD.name(v));
    }
    out
}

/// An algebraic move text read by its shape, before it is matched against a position: the kind of the
/// piece (`None` for a Pawn), the from-file and from-rank hints, the target, the promotion letter (lower
/// case) and the void's new square.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Algebraic {
    pub kind: Option<Kind>,
    pub file: Option<i32>,
    pub rank: Option<i32>,
    pub to: Square,
    pub promotion: Option<char>,
    pub void_to: Option<Square>,
}

impl Algebraic {
    /// Whether a move from `from` to `to` of a piece of `kind` is written so.
    pub fn fits(&self, kind: Kind, from: Square, to: Square) -> bool {
        self.kind.unwrap_or(Kind::Pawn) == kind
            && self.to == to
            && self.file.is_none_or(|f| f == BOARD.file(from))
            && self.rank.is_none_or(|r| r == BOARD.rank(from))
    }
}

/// Reads an algebraic move by its shape (`Nf3`, `exd5`, `e8=Q`, `Raxd1@h6`; check and annotation marks
/// ignored), so that a well-formed move the rules refuse is refused with its clause rather than reported as
/// unreadable; `None` when the text does not have that shape.
pub fn read_algebraic(text: &str) -> Option<Algebraic> {
    if !text.is_ascii() {
        return None;
    }
    let (main, void_to) = match text.split_once('@') {
        Some((m, v)) => (m, Some(BOARD.parse(v).ok()?)),
        None => (text, None),
    };
    let main = main.trim_end_matches(['+', '#', '!', '?']);
    let (main, promotion) = match main.split_once('=') {
        Some((m, p)) if p.len() == 1 && "QRBNK".contains(p) => (m, p.chars().next()),
        Some(_) => return None,
        None => (main, None),
    };
    let (kind, main) = match main.chars().next() {
        Some(c @ ('K' | 'Q' | 'R' | 'B' | 'N')) => (Kind::from_letter(c), &main[1..]),
        _ => (None, main),
    };
    if main.len() < 2 {
        return None;
    }
    let (head, dest) = main.split_at(main.len() - 2);
    let to = BOARD.parse(dest).ok()?;
    let head = head.strip_suffix('x').unwrap_or(head);
    if head.len() > 2 {
        return None;
    }
    let (mut file, mut rank) = (None, None);
    for c in head.chars() {
        match c {
            'a'..='h' if file.is_none() && rank.is_none() => file = Some(c as i32 - 'a' as i32),
            '1'..='8' if rank.is_none() => rank = Some(c as i32 - '1' as i32),
            _ => return None,
        }
    }
    Some(Algebraic {
        kind,
        file,
        rank,
        to,
        promotion: promotion.map(|c| c.to_ascii_lowercase()),
        void_to,
    })
}

/// Square view words for a piece.
pub fn piece_words(p: Option<Piece>) -> Option<String> {
    p.map(Piece::name)
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
