//! Algebraic notation for Circular Chess, on the spaces' own names (circular/2.4: files a..i, ranks 1..8):
//! the piece letter (none for a Pawn; a Pawn's capture gives its file), the origin where another piece of
//! the same kind could make the same move (for a Pawn too, its square where a capture's file does not
//! tell), `x` for a capture, the destination, `=` and the promotion letter,
//! `+` for check and `#` for checkmate; Castling `O-O` (toward file h) and `O-O-O` (toward file a).

use super::interpretation::CircularInterpretation;
use super::legality::{leaves_own_king_in_check, legal_moves, make_move, movements_of};
use super::s04_movement::{Kind, Move, MoveKind, Position};
use super::s13_check::in_check;
use crate::core::san_parts::{check_mark, disambiguation};

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
        return super::position::format_move(mv);
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
