//! Move texts of Minnaar Chess: the coordinate form (`d8d5`, or `pass`), and algebraic notation in the style
//! of chess's, read by the core reader (`core::reading`): the piece letter (`S` for a Sovereign,
//! `K Q R B N` for an Establishment piece; only the group whose turn it is moves, so the letter names the
//! piece), the origin where another of the group's pieces of that kind could make the same move, `x` for a
//! capture, the destination; `pass` for the forced pass (minnaar/6.3). There is no check (minnaar/5.7).

use super::s01_board::{Move, Position, BOARD};
use super::s02_sides::Piece;
use super::s06_turns::turn_move;
use crate::core::notation::{Form, Parts, Written};
use crate::core::reading::{self, Notation};
use crate::core::san_parts::disambiguation;
use crate::core::{NoTrace, OracleError, PieceKind, Square, Verdict};

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

/// The notation for people: a Sovereign's `S` and the Establishment's letters on the 8x8 board; no
/// Pawn, no castling, no part of its own.
const FORM: Form = Form {
    letters: "SKQRBN",
    files: 8,
    ranks: 8,
    own: None,
};

/// A square's file and rank, as notation names it.
fn coords(s: Square) -> (u8, u8) {
    (BOARD.file(s) as u8, BOARD.rank(s) as u8)
}

/// The questions the core reader asks of one position.
struct Reading<'a> {
    pos: &'a Position,
}

impl Notation for Reading<'_> {
    type Move = Move;
    type Meant = Move;

    fn form(&self) -> &Form {
        &FORM
    }

    fn legal(&self, w: &Written) -> Vec<Move> {
        let mut moves = super::s06_turns::legal_moves(self.pos);
        moves.retain(|m| matches!(*m, Move::Piece { to, .. } if coords(to) == w.to));
        moves
    }

    fn parts(&self, mv: &Move) -> Parts {
        let Move::Piece { from, to } = *mv else {
            unreachable!("only piece moves go to a square")
        };
        Parts {
            castle: None,
            letter: self.pos.at(from).map(letter),
            from: coords(from),
            to: coords(to),
            capture: self.pos.at(to).is_some(),
            promotion: None,
            own: None,
        }
    }

    fn write(&self, mv: &Move) -> String {
        format_san(self.pos, mv)
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
        let to = BOARD
            .square(w.to.0 as i32, w.to.1 as i32)
            .expect("a square the form read");
        Verdict::Unreadable(OracleError::bad_move(
            text,
            format!(
                "no {} of the {} can move to {} here",
                self.piece_name(w.letter),
                self.pos.turn.name(),
                BOARD.name(to)
            ),
        ))
    }
}

/// A text in the notation for people (`Se2`, `Nxd4`), read by the core reader: the legal move it names
/// (a capture mark missing or extra aside), or why it names none or several. `None` when the text is not
/// in the shape of the notation.
pub fn read(pos: &Position, text: &str) -> Option<Verdict<Move>> {
    reading::read(&Reading { pos }, text)
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
        for game in 0..4usize {
            let mut pos = starting_arrangement();
            for ply in 0..60usize {
                let legal = legal_moves(&pos);
                if legal.is_empty() {
                    break;
                }
                for mv in legal.iter().filter(|m| matches!(m, Move::Piece { .. })) {
                    let san = format_san(&pos, mv);
                    assert_eq!(read(&pos, &san), Some(Verdict::Legal(*mv)), "{san}");
                }
                pos = play_turn(
                    &pos,
                    &legal[(ply * (2 * game + 7) + game) % legal.len()],
                    &interp,
                );
            }
        }
    }
}
