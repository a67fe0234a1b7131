//! suicide-void/S.6: the optional promotion victory (switch `promotion-victory`, off by default).

use super::position::{promotion_rank, Position, BOARD};
use super::sp_pieces::Kind;
use crate::core::Color;

/// suicide-void/S.6: with the promotion victory on, a Pawn that reaches its promotion rank wins at once
/// for its side. The Pawn is not replaced, so the side that has a Pawn on its last rank is the winner.
/// (The exception, a Pawn taking the opponent's last piece, is decided first by B.8: see `sb_game_end`.)
pub fn pawn_reached_promoting_rank(pos: &Position) -> Option<Color> {
    Color::BOTH.into_iter().find(|&c| {
        (0..8).any(|f| {
            let s = BOARD
                .square(f, promotion_rank(c))
                .expect("a square of the last rank");
            pos.at(s)
                .is_some_and(|p| p.color == c && p.kind == Kind::Pawn)
        })
    })
}
