//! Move texts of Minnaar Chess: the coordinate form (`d8d5`, or `pass`), and algebraic notation in the style
//! of chess's, read by the core reader (`core::reading`): the piece letter (`S` for a Sovereign,
//! `K Q R B N` for an Establishment piece; only the group whose turn it is moves, so the letter names the
//! piece), the origin where another of the group's pieces of that kind could make the same move, `x` for a
//! capture, the destination; `pass` for the forced pass (minnaar/6.3). There is no check (minnaar/5.7).

use super::interpretation::KingTwoSquares;
use super::s01_board::{Move, Position, BOARD};
use super::s02_sides::Piece;
use super::s06_turns::turn_move;
use crate::core::notation::{self, Form, Parts, Written};
use crate::core::reading::{self, Notation};
use crate::core::san_parts::disambiguation;
use crate::core::{NoTrace, OracleError, PieceKind, Verdict};

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
        // (Both readings of MN-5-king-two-squares refuse the same moves; only the clause differs.)
        .filter(|&f| {
            turn_move(
                &mut NoTrace,
                pos,
                &Move::Piece { from: f, to },
                KingTwoSquares::CastlingShape,
            )
            .is_ok()
        })
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
    notation::coordinate_form(mv, write_move)
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

/// The questions the core reader asks of one position.
impl Notation for Position {
    type Move = Move;
    type Meant = Move;

    /// The notation for people: a Sovereign's `S` and the Establishment's letters on the 8x8 board; no
    /// Pawn, no castling, no part of its own.
    const FORM: Form = Form {
        letters: "SKQRBN",
        ..Form::CHESS
    };

    fn legal(&self) -> Vec<Move> {
        super::s06_turns::legal_moves(self)
    }

    /// A piece's move; not the pass, which is written `pass`.
    fn parts(&self, mv: &Move) -> Option<Parts> {
        let Move::Piece { from, to } = *mv else {
            return None;
        };
        Some(Parts {
            castle: None,
            letter: self.at(from).map(letter),
            from: notation::coords(BOARD, from),
            to: notation::coords(BOARD, to),
            capture: self.at(to).is_some(),
            promotion: None,
            own: None,
        })
    }

    fn write(&self, mv: &Move) -> String {
        format_san(self, mv)
    }

    fn piece_name(&self, letter: Option<char>) -> String {
        match letter {
            Some('S') => "Sovereign".to_string(),
            Some(l) => format!("`{l}` piece"),
            None => "piece".to_string(),
        }
    }

    /// A text that names no legal move: no piece of its letter can move there.
    fn none_meant(&self, text: &str, w: &Written, _meant: &[Move]) -> Verdict<Move> {
        let to = notation::square(BOARD, w.to);
        Verdict::Unreadable(OracleError::bad_move(
            text,
            format!(
                "no {} of the {} can move to {} here",
                self.piece_name(w.letter),
                self.turn.name(),
                BOARD.name(to)
            ),
        ))
    }
}

/// A text in the notation for people (`Se2`, `Nxd4`), read by the core reader: the legal move it names
/// (a capture mark missing or extra aside), or why it names none or several. `None` when the text is not
/// in the shape of the notation.
pub fn read(pos: &Position, text: &str) -> Option<Verdict<Move>> {
    reading::read(pos, text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::minnaar::interpretation::MinnaarInterpretation;
    use crate::minnaar::s03_starting_arrangement::starting_arrangement;
    use crate::minnaar::s06_turns::{legal_moves, play_turn};

    /// The notation of every legal piece move reads back as that move, along games with captures.
    #[test]
    fn the_notation_of_every_legal_move_reads_back() {
        let interp = MinnaarInterpretation::default();
        reading::assert_every_move_reads_back(
            starting_arrangement(),
            4,
            60,
            legal_moves,
            |pos, mv| play_turn(pos, mv, &interp),
            |pos, mv| matches!(mv, Move::Piece { .. }).then(|| format_san(pos, mv)),
            read,
        );
    }
}
