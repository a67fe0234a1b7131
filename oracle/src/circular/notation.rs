//! Move texts of Circular Chess: the coordinate form, from-space then to-space (`e2e4`, `a4i5`), a lower-case
//! letter for a promotion (`d7d8q`), Castling as the King's move (`e1g1`); and algebraic notation on the spaces' own names (circular/2.4: files a..i, ranks 1..8):
//! the piece letter (none for a Pawn; a Pawn's capture gives its file), the origin where another piece of
//! the same kind could make the same move (for a Pawn too, its square where a capture's file does not
//! tell), `x` for a capture, the destination, `=` and the promotion letter,
//! `+` for check and `#` for checkmate; Castling `O-O` (toward file h) and `O-O-O` (toward file a). The
//! notation for people is read by the core reader (`core::reading`) with these letters and names.

use super::interpretation::CircularInterpretation;
use super::s02_board::Space;
use super::s04_movement::{Kind, Move, MoveKind, MoveText, Position};
use super::s13_check::in_check;
use super::s13_check::{leaves_own_king_in_check, legal_moves, make_move, movements_of};
use crate::core::notation::{self, Form, Parts};
use crate::core::reading::{self, Notation, Under};
use crate::core::san_parts::{check_mark, disambiguation};
use crate::core::{OracleError, PieceKind, Verdict};

fn letter(kind: Kind) -> Option<char> {
    match kind {
        Kind::Pawn => None,
        Kind::King => Some('K'),
        Kind::Queen => Some('Q'),
        Kind::Rook => Some('R'),
        Kind::Bishop => Some('B'),
        Kind::Knight => Some('N'),
    }
}

/// The move in algebraic notation; `mv` must be legal in `pos`.
pub fn format_san(pos: &Position, mv: &Move, interp: &CircularInterpretation) -> String {
    let Some(piece) = pos.at(mv.from) else {
        return format_move(mv);
    };
    let mut s = String::new();
    if mv.kind == MoveKind::Castling {
        s.push_str(if mv.to.file() > mv.from.file() {
            "O-O"
        } else {
            "O-O-O"
        });
    } else {
        let capture = pos.at(mv.to).is_some() || mv.kind == MoveKind::EnPassant;
        // The other pieces of the same kind that could make the same move (Pawns too: a Pawn that has
        // crossed the centre and one that has not can advance onto the same space from either side).
        // Only the other pieces of that kind can be rivals: their movements alone are generated, and
        // those to the same space kept when legal (circular/13.1).
        let rivals: Vec<String> = movements_of(pos, interp, |from, p| {
            from != mv.from && p.kind == piece.kind
        })
        .into_iter()
        .filter(|m| {
            m.to == mv.to
                && m.promotion == mv.promotion
                && !leaves_own_king_in_check(pos, m, interp)
        })
        .map(|m| m.from.name().to_string())
        .collect();
        match letter(piece.kind) {
            None => {
                let file = &mv.from.name()[..1];
                if capture && rivals.iter().all(|r| !r.starts_with(file)) {
                    s.push_str(file);
                } else if capture {
                    s.push_str(mv.from.name());
                } else {
                    s.push_str(&disambiguation(mv.from.name(), &rivals));
                }
            }
            Some(l) => {
                s.push(l);
                s.push_str(&disambiguation(mv.from.name(), &rivals));
            }
        }
        if capture {
            s.push('x');
        }
        s.push_str(mv.to.name());
        if let Some(k) = mv.promotion {
            s.push('=');
            s.push(letter(k).unwrap_or('Q'));
        }
    }
    let next = make_move(pos, mv);
    let check = in_check(&next, next.to_move, interp);
    s.push_str(check_mark(
        check,
        check && legal_moves(&next, interp).is_empty(),
    ));
    s
}

/// A space's file and rank (both from 0), as notation names it.
fn coords(s: Space) -> (u8, u8) {
    (s.file(), s.rank() - 1)
}

/// The questions the core reader asks of one position.
impl Notation for Under<'_, Position, CircularInterpretation> {
    type Move = Move;
    type Meant = Move;

    /// The notation for people: chess's letters on the spaces' names, files a..i and ranks 1..8
    /// (circular/2.4).
    const FORM: Form = Form {
        files: 9,
        ..Form::CHESS
    };

    fn legal(&self) -> Vec<Move> {
        legal_moves(self.pos, self.interp)
    }

    fn parts(&self, mv: &Move) -> Option<Parts> {
        let kind = self.pos.at(mv.from).map(|p| p.kind);
        Some(Parts {
            castle: (mv.kind == MoveKind::Castling).then(|| mv.to.file() > mv.from.file()),
            letter: kind.and_then(letter),
            from: coords(mv.from),
            to: coords(mv.to),
            capture: self.pos.at(mv.to).is_some() || mv.kind == MoveKind::EnPassant,
            promotion: mv.promotion.map(|k| letter(k).unwrap_or('Q')),
            own: None,
        })
    }

    fn write(&self, mv: &Move) -> String {
        format_san(self.pos, mv, self.interp)
    }
}

/// A text in the notation for people (`Nf3`, `exd5`, `O-O`), read by the core reader: the legal move it
/// names (a capture mark missing or extra aside), or why it names none or several. `None` when the text
/// is not in the shape of the notation.
pub fn read(pos: &Position, text: &str, interp: &CircularInterpretation) -> Option<Verdict<Move>> {
    reading::read(&Under { pos, interp }, text)
}

/// Writes a move in coordinate form.
pub fn format_move(m: &Move) -> String {
    notation::coordinate_form(m, write_move)
}

/// [`format_move`], written at the end of `out`.
pub fn write_move(m: &Move, out: &mut String) {
    out.push_str(m.from.name());
    out.push_str(m.to.name());
    if let Some(k) = m.promotion {
        out.push(k.letter().to_ascii_lowercase());
    }
}

/// Reads a coordinate move (`e2e4`, `d7d8q`); the spaces are checked against the board by the rules.
pub fn parse_move(text: &str) -> Result<MoveText, OracleError> {
    let t = text.trim();
    let why = "expected a coordinate move: from-space, to-space (a1..i8), optional promotion letter q/r/b/n";
    if !t.is_ascii() || !(4..=5).contains(&t.len()) {
        return Err(OracleError::bad_move(text, why));
    }
    let (Some(from), Some(to)) = (Space::from_name(&t[0..2]), Space::from_name(&t[2..4])) else {
        return Err(OracleError::bad_move(text, why));
    };
    let promotion = match t.get(4..5) {
        None => None,
        Some(p) => match p {
            "q" => Some(Kind::Queen),
            "r" => Some(Kind::Rook),
            "b" => Some(Kind::Bishop),
            "n" => Some(Kind::Knight),
            _ => return Err(OracleError::bad_move(text, why)),
        },
    };
    Ok(MoveText {
        from,
        to,
        promotion,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::circular::s03_set_up::start_position;

    /// The notation of every legal move reads back as that move, along games with captures and castling.
    #[test]
    fn the_notation_of_every_legal_move_reads_back() {
        let interp = CircularInterpretation::default();
        reading::assert_every_move_reads_back(
            start_position(interp.board),
            4,
            60,
            |pos| legal_moves(pos, &interp),
            make_move,
            |pos, mv| Some(format_san(pos, mv, &interp)),
            |pos, san| read(pos, san, &interp),
        );
    }
}
