//! Move texts: the coordinate form (`e2e4`, `e7e8q`, castling as the King's move `e1g1`), and standard
//! algebraic notation (SAN) for people, written here and read by the core reader (`core::notation`).

use super::s01_board::{square_name, Kind, Move, Position, Special, BOARD};
use super::s02_pieces::own_piece;
use super::s03_special::{castling_king_target, king_home, make_move};
use super::s04_check::{decide, king_in_check, legal_moves, movement};
use crate::clause;
use crate::core::notation::{self, Form, Parts, Written};
use crate::core::reading::{self, Notation};
use crate::core::san_parts::{check_mark, disambiguation};
use crate::core::{NoTrace, OracleError, PieceKind, Rejection, Square, Verdict};

/// A coordinate move as read from text, before it is checked against the position.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CoordinateMove {
    pub from: Square,
    pub to: Square,
    pub promotion: Option<char>,
}

/// Reads a coordinate move `e2e4` / `e7e8q`; `None` when the text does not have that shape.
pub fn parse_coordinate(text: &str) -> Option<CoordinateMove> {
    let (from, rest) = BOARD.parse_prefix(text)?;
    let (to, rest) = BOARD.parse_prefix(rest)?;
    let mut chars = rest.chars();
    let promotion = chars.next();
    if chars.next().is_some() || promotion.is_some_and(|c| !c.is_ascii_alphabetic()) {
        return None;
    }
    Some(CoordinateMove {
        from,
        to,
        promotion,
    })
}

/// Writes a move in coordinate form: `e2e4`, `e7e8q`, castling as the King's move `e1g1`.
pub fn format_coordinate(mv: &Move) -> String {
    notation::coordinate_form(mv, write_coordinate)
}

/// [`format_coordinate`], written at the end of `out`.
pub fn write_coordinate(mv: &Move, out: &mut String) {
    BOARD.push_name(mv.from, out);
    BOARD.push_name(mv.to, out);
    if let Some(k) = mv.promotion {
        out.push(k.letter().to_ascii_lowercase());
    }
}

/// Writes a move in standard algebraic notation (`Nf3`, `exd5`, `O-O`, `e8=Q+`, `Raxd1#`).
pub fn format_san(pos: &Position, mv: &Move) -> String {
    let mut s = match mv.special {
        Special::CastleKingside => "O-O".to_string(),
        Special::CastleQueenside => "O-O-O".to_string(),
        _ => {
            let piece = pos.board[mv.from.index()].expect("a move starts on a piece");
            let capture = pos.board[mv.to.index()].is_some() || mv.special == Special::EnPassant;
            let mut s = String::new();
            if piece.kind == Kind::Pawn {
                if capture {
                    s.push(square_name(mv.from).chars().next().unwrap_or('?'));
                }
            } else {
                s.push(piece.kind.letter());
                // Disambiguate among other pieces of the same kind that could also legally go there.
                let rivals: Vec<String> = legal_moves(pos)
                    .into_iter()
                    .filter(|m| {
                        m.to == mv.to
                            && m.from != mv.from
                            && pos.board[m.from.index()] == Some(piece)
                    })
                    .map(|m| square_name(m.from))
                    .collect();
                s.push_str(&disambiguation(&square_name(mv.from), &rivals));
            }
            if capture {
                s.push('x');
            }
            s.push_str(&square_name(mv.to));
            if let Some(k) = mv.promotion {
                s.push('=');
                s.push(k.letter());
            }
            s
        }
    };
    let after = make_move(pos, mv);
    let check = king_in_check(&after, after.side);
    s.push_str(check_mark(check, check && legal_moves(&after).is_empty()));
    s
}

/// The questions the core reader asks of one position.
impl Notation for Position {
    type Move = Move;
    type Meant = CoordinateMove;

    /// The notation for people: chess's piece letters on the 8x8 board (`fide/1.2`, `fide/1.3`).
    const FORM: Form = Form::CHESS;

    fn legal(&self) -> Vec<Move> {
        legal_moves(self)
    }

    fn parts(&self, mv: &Move) -> Option<Parts> {
        let piece = self.board[mv.from.index()].expect("a legal move starts on a piece");
        Some(Parts {
            castle: match mv.special {
                Special::CastleKingside => Some(true),
                Special::CastleQueenside => Some(false),
                _ => None,
            },
            letter: (piece.kind != Kind::Pawn).then(|| piece.kind.letter()),
            from: notation::coords(BOARD, mv.from),
            to: notation::coords(BOARD, mv.to),
            capture: self.board[mv.to.index()].is_some() || mv.special == Special::EnPassant,
            promotion: mv.promotion.map(Kind::letter),
            own: None,
        })
    }

    fn write(&self, mv: &Move) -> String {
        format_san(self, mv)
    }

    fn meant(&self, w: &Written) -> Vec<CoordinateMove> {
        let to = notation::square(BOARD, w.to);
        BOARD
            .squares()
            .filter(|&from| {
                self.board[from.index()].is_some_and(|p| {
                    p.color == self.side
                        && w.may_name(
                            (p.kind != Kind::Pawn).then(|| p.kind.letter()),
                            notation::coords(BOARD, from),
                        )
                })
            })
            .map(|from| CoordinateMove {
                from,
                to,
                promotion: w.promotion.map(|c| c.to_ascii_lowercase()),
            })
            .collect()
    }

    fn moves_so(&self, cm: &CoordinateMove) -> bool {
        own_piece(&mut NoTrace, self, cm.from)
            .and_then(|piece| movement(&mut NoTrace, self, piece, cm.from, cm.to))
            .is_ok()
    }

    fn decide(&self, cm: CoordinateMove) -> Verdict<Move> {
        decide(self, cm.from, cm.to, cm.promotion)
    }

    fn castle(&self, _text: &str, kingside: bool) -> Verdict<Move> {
        let us = self.side;
        let home = king_home(us);
        if self.board[home.index()].is_none_or(|p| p.kind != Kind::King || p.color != us) {
            return Verdict::Refused(Rejection::new(
                clause!("fide/3.1.3"),
                "the King has left its starting square",
            ));
        }
        decide(self, home, castling_king_target(us, kingside), None)
    }

    fn none_meant(&self, _text: &str, w: &Written, _meant: &[CoordinateMove]) -> Verdict<Move> {
        let kind = w.letter.and_then(Kind::from_letter).unwrap_or(Kind::Pawn);
        let clause = match kind {
            Kind::King => clause!("fide/2.1.1"),
            Kind::Queen => clause!("fide/2.2.1"),
            Kind::Rook => clause!("fide/2.3.1"),
            Kind::Bishop => clause!("fide/2.4.1"),
            Kind::Knight => clause!("fide/2.5.1"),
            Kind::Pawn => clause!("fide/2.6.1"),
        };
        Verdict::Refused(Rejection::new(
            clause,
            format!(
                "no {} of {} can move to {}",
                kind.name(),
                self.side,
                square_name(notation::square(BOARD, w.to))
            ),
        ))
    }
}

/// Decides a move text: a coordinate move by the checks; algebraic notation by the core reader, as the
/// legal move it names or the checks' verdict on the move it means.
pub fn check_move(pos: &Position, text: &str) -> Verdict<Move> {
    if let Some(cm) = parse_coordinate(text) {
        return decide(pos, cm.from, cm.to, cm.promotion);
    }
    reading::read(pos, text).unwrap_or_else(|| {
        Verdict::Unreadable(OracleError::bad_move(
            text,
            "not a coordinate move (`e2e4`, `e7e8q`, `e1g1`) nor the algebraic notation of a legal move here",
        ))
    })
}
