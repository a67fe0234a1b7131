//! suicide-void/S.6: the optional promotion victory (switch `promotion-victory`, off by default).

use super::layer::Layer;
use super::position::{promotion_rank, Position, BOARD};
use super::sb_game_end::first_player_to_lose_all_pieces_wins;
use super::sp_pieces::Kind;
use crate::clause;
use crate::core::{require, Check, ClauseSink, Color, Square, Status};

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

/// The end that the position alone decides, before any move is looked at: a side has lost all its pieces
/// (B.8), or a Pawn has reached its last rank under the promotion victory (S.6). No move is legal then.
pub fn decided_by_the_pieces(pos: &Position, layer: &Layer) -> Option<Status> {
    if let Some(s) = first_player_to_lose_all_pieces_wins(pos) {
        return Some(s);
    }
    if layer.promotion_victory {
        if let Some(c) = pawn_reached_promoting_rank(pos) {
            return Some(Status::win(
                c.name(),
                clause!("suicide-void/S.6"),
                format!("a {} pawn reached the promoting rank", c.name()),
            ));
        }
    }
    None
}

/// suicide-void/S.6: with the promotion victory the Pawn that reaches its last rank (`from` to `to`) wins
/// there and is not replaced, so no promotion letter is written.
pub fn not_replaced<S: ClauseSink + ?Sized>(
    sink: &mut S,
    (from, to): (Square, Square),
    promotion: Option<char>,
) -> Check {
    require(
        sink,
        promotion.is_none(),
        clause!("suicide-void/S.6"),
        || {
            format!(
                "with the promotion victory the pawn wins on reaching the last rank and is not \
                 replaced: write {}{} without a promotion letter",
                BOARD.name(from),
                BOARD.name(to)
            )
        },
    )
}
