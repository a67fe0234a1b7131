//! Move texts. Coordinate form (the contract of PROTOCOL.md): `e2e4`, `e7e8q` (promotion letters q r b n
//! and k), `@e4` (Black's opening void placement), `e4d5@h6` (a capture and the void's new square),
//! `e7d8k@a3`. Algebraic for people: `e4`, `Nf3`, `exd5`, `e8=K`, `@e4`, `exd5@h6`, read by the core
//! reader (`core::reading`) with the chess set's letters and Suicide Void Chess's own part, the void's new
//! square `@h6`.
//!
//! A text that names no legal move means the move of the one piece it can name whose standard movement
//! (B.2, the void left out) allows it, or that alone fits; the checks decide it, so that it is refused
//! with the clause that refuses it in coordinate form. A King's two squares toward a Rook is castling,
//! written `O-O`, never `Kg1`.

use super::layer::Layer;
use super::position::{castling_homes, Position, BOARD};
use super::s00_base_and_exceptions::{legal_moves, move_check, Coordinate, Ground, Move};
use super::sb_castling::{castling_wing, king_target};
use super::sb_standard_movement::{standard_chess_moves, Step};
use super::sp_pieces::Kind;
use super::ss_the_void::{self, void_placed_first};
use crate::clause;
use crate::core::notation::{self, Form, Own, Parts, Written};
use crate::core::reading::{self, Notation};
use crate::core::san_parts::disambiguation;
use crate::core::{decide, Explaining, OracleError, PieceKind, Rejection, Verdict, Wing};

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
    notation::coordinate_form(mv, write_coordinate)
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
    let (Move::Piece { from, to, .. }, Some(parts)) = (*mv, parts(pos, mv)) else {
        return coordinate(mv);
    };
    // Castling, under the Giveaway reading of the base (SU-B.4-giveaway-castling).
    if let Some(kingside) = parts.castle {
        return if kingside { "O-O" } else { "O-O-O" }.to_string();
    }
    let mut out = String::new();
    match parts.letter {
        None if parts.capture => out.push((b'a' + BOARD.file(from) as u8) as char),
        None => {}
        Some(letter) => {
            out.push(letter);
            let rivals: Vec<String> = standard
                .iter()
                .filter(|s| s.to == to && s.from != from && pos.at(s.from) == pos.at(from))
                .map(|s| BOARD.name(s.from))
                .collect();
            out.push_str(&disambiguation(&BOARD.name(from), &rivals));
        }
    }
    if parts.capture {
        out.push('x');
    }
    out.push_str(&BOARD.name(to));
    if let Some(letter) = parts.promotion {
        out.push('=');
        out.push(letter);
    }
    if let Some(v) = parts.own {
        out.push('@');
        out.push_str(&BOARD.name(notation::square(BOARD, v)));
    }
    out
}

/// How a piece's move is written, part by part; `None` for the void's placement (written `@e4`) or a move
/// from an empty square.
fn parts(pos: &Position, mv: &Move) -> Option<Parts> {
    let Move::Piece {
        from,
        to,
        promotion,
        void_to,
    } = *mv
    else {
        return None;
    };
    let piece = pos.at(from)?;
    let pawn = piece.kind == Kind::Pawn;
    Some(Parts {
        castle: castling_wing(pos, from, to),
        letter: (!pawn).then(|| piece.kind.letter()),
        from: notation::coords(BOARD, from),
        to: notation::coords(BOARD, to),
        capture: pos.at(to).is_some() || (pawn && pos.en_passant == Some(to)),
        promotion: promotion.map(Kind::letter),
        own: void_to.map(|s| notation::coords(BOARD, s)),
    })
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

/// The questions the core reader asks of one position.
struct Reading<'a> {
    text: &'a str,
    g: Ground<'a>,
    pos: &'a Position,
    layer: &'a Layer,
    /// B.2: the moves of standard chess (with the void's limits), to tell rivals apart in writing.
    standard: Vec<Step>,
}

impl Notation for Reading<'_> {
    type Move = Move;
    type Meant = Coordinate;

    /// The notation for people: the chess set's letters on the 8x8 board, the void's new square after `@`.
    const FORM: Form = Form {
        own: Some(Own::after('@')),
        ..Form::CHESS
    };

    fn legal(&self) -> Vec<Move> {
        legal_moves(self.pos, self.layer)
    }

    fn parts(&self, mv: &Move) -> Option<Parts> {
        parts(self.pos, mv)
    }

    fn write(&self, mv: &Move) -> String {
        algebraic(self.pos, mv, &self.standard)
    }

    /// The pieces of the side to move the text may name, each as the move it means; never a King's move
    /// that is castling (written `O-O`).
    fn meant(&self, w: &Written) -> Vec<Coordinate> {
        let pos = self.pos;
        let to = notation::square(BOARD, w.to);
        BOARD
            .squares()
            .filter(|&from| {
                pos.at(from).is_some_and(|p| {
                    p.color == pos.turn
                        && w.may_name(
                            (p.kind != Kind::Pawn).then(|| p.kind.letter()),
                            notation::coords(BOARD, from),
                        )
                        && castling_wing(pos, from, to).is_none()
                })
            })
            .map(|from| Coordinate::Piece {
                from,
                to,
                promotion: w.promotion.map(|c| c.to_ascii_lowercase()),
                void_to: w.own.map(|c| notation::square(BOARD, c)),
            })
            .collect()
    }

    /// B.2: the piece's standard movement, the void left out, allows the move.
    fn moves_so(&self, c: &Coordinate) -> bool {
        match *c {
            Coordinate::Piece { from, to, .. } => self.g.moves_freely(from, to),
            Coordinate::Place(_) => false,
        }
    }

    fn decide(&self, c: Coordinate) -> Verdict<Move> {
        decide_coordinate(&self.g, self.layer, self.text, c)
    }

    /// suicide-void/B.4, for the notation that names castling whatever stands where; under the Giveaway
    /// reading it is the King's move from its home square.
    fn castle(&self, _text: &str, kingside: bool) -> Verdict<Move> {
        if !self.layer.castling {
            return Verdict::Refused(Rejection::new(
                clause!("suicide-void/B.4"),
                "castling is not allowed",
            ));
        }
        let (from, _) = castling_homes(self.pos.turn, Wing::of(kingside));
        self.decide(Coordinate::Piece {
            from,
            to: king_target(self.pos.turn, kingside),
            promotion: None,
            void_to: None,
        })
    }

    /// No one piece is named: the move is refused by the first rule that refuses every move here, or by
    /// B.2, the pieces' movement.
    fn none_meant(&self, _text: &str, w: &Written, _meant: &[Coordinate]) -> Verdict<Move> {
        if let Err(r) = void_placed_first(&mut Explaining, self.pos) {
            return Verdict::Refused(r);
        }
        Verdict::Refused(Rejection::new(
            clause!("suicide-void/B.2"),
            format!(
                "no {} of {} can move to {}{}",
                w.letter
                    .and_then(Kind::from_letter)
                    .unwrap_or(Kind::Pawn)
                    .name(),
                self.pos.turn.name(),
                BOARD.name(notation::square(BOARD, w.to)),
                if w.from.is_empty() {
                    ""
                } else {
                    " from the file or rank written"
                }
            ),
        ))
    }
}

/// The notation for people of `mv` under `layer` ([`algebraic`], its rivals told apart among the moves of
/// standard chess with the void's limits).
pub fn format_san(pos: &Position, mv: &Move, layer: &Layer) -> String {
    algebraic(pos, mv, &standard(pos, layer))
}

/// B.2 with S.3, S.4: the moves of standard chess the void allows.
fn standard(pos: &Position, layer: &Layer) -> Vec<Step> {
    standard_chess_moves(pos, layer.promotion_victory, |s| ss_the_void::cell(pos, s))
}

/// Decides a move text for the ruleset of `layer`: the coordinate form by the checks; the notation for
/// people by the core reader, as the legal move it names or the checks' verdict on the move it means.
pub fn check_move(pos: &Position, text: &str, layer: &Layer) -> Verdict<Move> {
    let g = Ground::new(pos, layer);
    if let Some(c) = read_coordinate(text) {
        return decide_coordinate(&g, layer, text, c);
    }
    // A promotion is written with a piece's letter (the chess set's, or a King's, P.2).
    let promotes_to_a_piece = |w: &Written| w.promotion.is_none_or(|p| "QRBNK".contains(p));
    if Reading::FORM
        .read(text)
        .is_some_and(|w| promotes_to_a_piece(&w))
    {
        let reading = Reading {
            text,
            g,
            pos,
            layer,
            standard: standard(pos, layer),
        };
        if let Some(verdict) = reading::read(&reading, text) {
            return verdict;
        }
    }
    Verdict::Unreadable(unreadable(text, layer.void))
}

/// The checks' verdict on a move as written; the base game has no void, whether the text is in
/// coordinate form or in the notation for people (`f6@f1`).
fn decide_coordinate(g: &Ground, layer: &Layer, text: &str, c: Coordinate) -> Verdict<Move> {
    if !layer.void {
        let why = match c {
            Coordinate::Place(_) => Some("the suicide base game has no void to place"),
            Coordinate::Piece {
                void_to: Some(_), ..
            } => Some("the suicide base game has no void (write the move without `@`)"),
            Coordinate::Piece { .. } => None,
        };
        if let Some(why) = why {
            return Verdict::Unreadable(OracleError::bad_move(text, why));
        }
    }
    decide(c, |sink, c| move_check(sink, g, c)).map(|c| g.the_move(&c))
}

#[cfg(test)]
mod tests {
    use super::super::s00_base_and_exceptions::play;
    use super::super::{SuicideSwitches, SuicideVoidSwitches, Void};
    use super::*;

    /// The notation of every legal move reads back as that move, along games of both rulesets with
    /// captures, the void's moves and promotions.
    #[test]
    fn the_notation_of_every_legal_move_reads_back() {
        let layers = [
            Layer::from(&SuicideSwitches::default()),
            Layer::from(&SuicideVoidSwitches::default()),
        ];
        for layer in &layers {
            let void = if layer.void {
                Void::NotYetPlaced
            } else {
                Void::NotInGame
            };
            reading::assert_every_move_reads_back(
                Position::standard_opening_setup(void),
                4,
                60,
                |pos| legal_moves(pos, layer),
                play,
                |pos, mv| Some(format_san(pos, mv, layer)),
                |pos, san| Some(check_move(pos, san, layer)),
            );
        }
    }
}
