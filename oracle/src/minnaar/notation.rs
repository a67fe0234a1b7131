//! Algebraic notation for Minnaar Chess, in the style of chess's: the piece letter (`S` for a Sovereign,
//! `K Q R B N` for an Establishment piece; only the group whose turn it is moves, so the letter names the
//! piece), the origin where another of the group's pieces of that kind could make the same move, `x` for a
//! capture, the destination; `pass` for the forced pass (minnaar/6.3). There is no check (minnaar/5.7).

use super::moves::Move;
use super::s01_board::{Position, BOARD};
use super::s02_sides::Piece;
use super::s06_turns::turn_move;
use crate::core::san_parts::disambiguation;
use crate::core::{NoTrace, PieceKind};

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
        return super::position::format_move(mv);
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
