//! Algebraic notation for Minnaar Chess, in the style of chess's: the piece letter (`S` for a Sovereign,
//! `K Q R B N` for an Establishment piece; only the group whose turn it is moves, so the letter names the
//! piece), the origin where another of the group's pieces of that kind could make the same move, `x` for a
//! capture, the destination; `pass` for the forced pass (minnaar/6.3). There is no check (minnaar/5.7).

use super::moves::Move;
use super::s01_board::{Position, BOARD};
use super::s02_sides::Piece;
use super::s06_turns::moves_of_own_pieces_among;
use crate::core::san_parts::disambiguation;
use crate::core::PieceKind;

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
        return super::notation::format_move(mv);
    };
    // Only the group's other pieces of that kind can be rivals: their moves alone are generated.
    let rivals: Vec<String> =
        moves_of_own_pieces_among(pos, |f, p| f != from && letter(p) == letter(piece))
            .into_iter()
            .filter_map(|m| match m {
                Move::Piece { from: f, to: t } if t == to => Some(BOARD.name(f)),
                _ => None,
            })
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
