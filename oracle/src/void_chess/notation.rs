//! Move texts: the coordinate form (the machine contract: `e2e4`, a Minister's `e4e5e6`, `e8e9m`,
//! castling `e1g1`), and the notation for people of Article 11, read by the core reader
//! (`core::reading`) with Void Chess's letters and its own part, a Minister's Step 1 square `(e5)`.
//!
//! A Minister's move written without its Step 1 square (`Me7` for `Me7(e6)`) names the one-step move to
//! that square when there is one (whose notation it is); otherwise the move when exactly one legal
//! two-step move fits, or when every move that fits leaves the same position (the paths differ only in
//! the square passed through, and nothing on the board tells them apart); otherwise it is ambiguous, and
//! refused as notation that does not name one move (void-chess/11.1), with the paths listed.

use super::interpretation::VoidInterpretation;
use super::s01_board::{Kind, Move, Position, BOARD};
use super::s03_movement::forward;
use super::s08_special::{castling, castling_of, en_passant_capture_square};
use super::s10_legality::{legal, legal_moves, movement_allowed, simulate};
use super::s11_notation::format_san;
use crate::clause;
use crate::core::notation::{self, Form, Own, Parts, Written};
use crate::core::reading::{self, Notation, Under};
use crate::core::{decide, NoTrace, OracleError, PieceKind, Rejection, Square, Verdict};

/// The coordinate form: from-square, a Minister's Step 1 square when it takes two steps, to-square, and a
/// lower-case promotion letter (`e2e4`, `e4e5e6`, `e8e9m`, castling `e1g1`).
pub fn format_coordinate(mv: &Move) -> String {
    notation::coordinate_form(mv, write_coordinate)
}

/// [`format_coordinate`], written at the end of `out`.
pub fn write_coordinate(mv: &Move, out: &mut String) {
    BOARD.push_name(mv.from, out);
    if let Some(via) = mv.via {
        BOARD.push_name(via, out);
    }
    BOARD.push_name(mv.to, out);
    if let Some(k) = mv.promotion {
        out.push(k.letter().to_ascii_lowercase());
    }
}

/// Reads the coordinate form. `None` when the text does not begin with two square names (then it may be
/// algebraic); `Some(Err)` when it does but the rest is not a move. A promotion letter `k` or `p` is read, so
/// that the rules can refuse it with its clause (8.3).
pub fn parse_coordinate(text: &str) -> Option<Result<Move, OracleError>> {
    let (from, rest) = BOARD.parse_prefix(text)?;
    let (second, rest) = BOARD.parse_prefix(rest)?;
    let (via, to, rest) = match BOARD.parse_prefix(rest) {
        Some((third, rest)) => (Some(second), third, rest),
        None => (None, second, rest),
    };
    let promotion = match rest {
        "" => None,
        "q" | "r" | "b" | "n" | "m" | "k" | "p" => {
            Kind::from_letter(rest.chars().next()?.to_ascii_uppercase())
        }
        _ => {
            return Some(Err(OracleError::bad_move(
                text,
                format!(
                    "unexpected `{rest}` after the squares: a coordinate move is from-square, an optional \
                     Minister Step 1 square, to-square and an optional promotion letter q, r, b, n or m \
                     (e2e4, e4e5e6, e8e9m)"
                ),
            )))
        }
    };
    Some(Ok(Move {
        from,
        via,
        to,
        promotion,
    }))
}

/// The questions the core reader asks of one position.
impl Notation for Under<'_, Position, VoidInterpretation> {
    type Move = Move;
    type Meant = Move;

    /// The notation for people: the piece letters of 11.2 on the 9x9 board of 11.1, a Minister's Step 1
    /// square in parentheses.
    const FORM: Form = Form {
        letters: "KQRBNM",
        files: 9,
        ranks: 9,
        own: Some(Own::between('(', ')')),
    };

    fn legal(&self) -> Vec<Move> {
        legal_moves(self.pos, self.interp)
    }

    fn parts(&self, mv: &Move) -> Option<Parts> {
        let pos = self.pos;
        let piece = pos.piece(mv.from).expect("a legal move starts on a piece");
        let pawn = piece.kind == Kind::Pawn;
        Some(Parts {
            castle: castling_of(pos, mv).map(|c| c.kingside),
            letter: (!pawn).then(|| piece.kind.letter()),
            from: notation::coords(BOARD, mv.from),
            to: notation::coords(BOARD, mv.to),
            capture: pos.piece(mv.to).is_some()
                || (pawn && en_passant_capture_square(pos, mv.from, mv.to, piece.color).is_some()),
            promotion: mv.promotion.map(Kind::letter),
            own: mv.via.map(|s| notation::coords(BOARD, s)),
        })
    }

    fn write(&self, mv: &Move) -> String {
        format_san(self.pos, mv, self.interp)
    }

    /// A Minister's move written as its notation is but for the Step 1 square (a capture mark missing or
    /// extra aside): see the module's heading.
    fn own_left_out(&self, text: &str, fits: Vec<Move>) -> Option<Verdict<Move>> {
        let bare = |s: &str| -> String {
            let s = s.trim().trim_end_matches(['+', '#', '!', '?']);
            let s = match s.split_once('(') {
                Some((head, rest)) => [head, rest.split_once(')').map_or("", |r| r.1)].concat(),
                None => s.to_string(),
            };
            s.replace('x', "")
        };
        let wanted = bare(text);
        let fits: Vec<(Move, String)> = fits
            .into_iter()
            .map(|m| (m, self.write(&m)))
            .filter(|(_, san)| bare(san) == wanted)
            .collect();
        let after = |m: &Move| simulate(self.pos, m, self.interp, true).next;
        let first = after(&fits.first()?.0);
        if fits.iter().all(|(m, _)| after(m) == first) {
            return Some(Verdict::Legal(fits[0].0));
        }
        let paths: Vec<&str> = fits.iter().map(|(_, san)| san.as_str()).collect();
        Some(Verdict::Refused(Rejection::new(
            clause!("void-chess/11.1"),
            format!(
                "`{text}` is ambiguous: it fits {} Minister moves that leave different positions ({}); write the Step 1 square",
                fits.len(),
                paths.join(", ")
            ),
        )))
    }

    /// The pieces the text may name; a Pawn only behind the destination (it moves forward, 3.6).
    fn meant(&self, w: &Written) -> Vec<Move> {
        let promotion = match w.promotion {
            Some(c) => match Kind::from_letter(c) {
                Some(kind) => Some(kind),
                None => return Vec::new(),
            },
            None => None,
        };
        let to = notation::square(BOARD, w.to);
        let side = self.pos.side;
        let ahead = |from: Square| (BOARD.rank(to) - BOARD.rank(from)) * forward(side) as i32;
        self.pos
            .pieces()
            .filter(|&(from, p)| {
                let letter = (p.kind != Kind::Pawn).then(|| p.kind.letter());
                p.color == side
                    && w.may_name(letter, notation::coords(BOARD, from))
                    && (p.kind != Kind::Pawn || ahead(from) > 0)
            })
            .map(|(from, _)| Move {
                from,
                via: w.own.map(|c| notation::square(BOARD, c)),
                to,
                promotion,
            })
            .collect()
    }

    fn moves_so(&self, mv: &Move) -> bool {
        movement_allowed(&mut NoTrace, self.pos, mv, self.interp).is_ok()
    }

    fn decide(&self, mv: Move) -> Verdict<Move> {
        decide(mv, |sink, mv| {
            legal(sink, self.pos, mv, self.interp).map(|_| ())
        })
    }

    fn castle(&self, _text: &str, kingside: bool) -> Verdict<Move> {
        let c = castling(self.pos.side, kingside);
        self.decide(Move::new(c.king_from, c.king_to))
    }

    /// Several Pawns behind the destination a Pawn move names, none of which moves so: the nearest is the
    /// one meant.
    fn none_meant(&self, text: &str, w: &Written, meant: &[Move]) -> Verdict<Move> {
        let nearest = meant
            .iter()
            .filter(|_| w.letter.is_none())
            .min_by_key(|m| (BOARD.rank(m.to) - BOARD.rank(m.from)).abs());
        match nearest {
            Some(m) => self.decide(*m),
            None => Verdict::Unreadable(unreadable(text)),
        }
    }
}

/// Decides a move text: the coordinate form by the checks; the notation for people by the core reader, as
/// the legal move it names or the checks' verdict on the move it means.
pub fn check_move(pos: &Position, text: &str, interp: &VoidInterpretation) -> Verdict<Move> {
    let text = text.trim();
    if text.is_empty() {
        return Verdict::Unreadable(OracleError::bad_move(text, "empty move text"));
    }
    if let Some(parsed) = parse_coordinate(text) {
        let mv = crate::readable!(parsed);
        return decide(mv, |sink, mv| legal(sink, pos, mv, interp).map(|_| ()));
    }
    reading::read(&Under { pos, interp }, text)
        .unwrap_or_else(|| Verdict::Unreadable(unreadable(text)))
}

/// A text that is no move of the notation, or names none.
fn unreadable(text: &str) -> OracleError {
    OracleError::bad_move(
        text,
        "not a coordinate move (e2e4, e4e5e6, e8e9m) and no legal move is written so in algebraic \
         notation; give it in coordinate form to learn why it is refused",
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::void_chess::s01_board::starting_position;

    /// The notation of every legal move reads back as that move, along games with captures, Minister
    /// paths and the Janitor.
    #[test]
    fn the_notation_of_every_legal_move_reads_back() {
        let interp = VoidInterpretation::default();
        reading::assert_every_move_reads_back(
            starting_position(),
            6,
            50,
            |pos| legal_moves(pos, &interp),
            |pos, mv| simulate(pos, mv, &interp, true).next,
            |pos, mv| Some(format_san(pos, mv, &interp)),
            |pos, san| Some(check_move(pos, san, &interp)),
        );
    }
}
