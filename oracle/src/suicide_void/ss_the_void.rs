//! The special rules of Suicide Void Chess about the void (`suicide-void/S.1`..`S.5`, `P.3`, `P.4`): Black
//! places it before White's first move, no piece lands on it, only a Knight moves over it, and whoever
//! captures moves it to a different unoccupied square.

use super::layer::Layer;
use super::position::{promotion_rank, Position, Void, BOARD};
use super::sb_standard_movement::{self, Step};
use super::sp_pieces::Kind;
use crate::clause;
use crate::core::movement::Cell;
use crate::core::{refuse, require, Check, ClauseSink, Color, Square};

/// suicide-void/S.2: once the void is placed, White moves first as normal.
pub fn then_white_moves_first(pos: &Position, void_square: Square) -> Position {
    let mut next = pos.clone();
    next.void = Void::On(void_square);
    next.turn = Color::White;
    next
}

/// suicide-void/S.1: the game starts with Black placing the void; no piece moves before.
pub fn void_placed_first<S: ClauseSink + ?Sized>(sink: &mut S, pos: &Position) -> Check {
    require(
        sink,
        pos.void != Void::NotYetPlaced,
        clause!("suicide-void/S.1"),
        || "the game starts with Black placing the void (`@e4`) before any piece moves".to_string(),
    )
}

/// suicide-void/S.1: Black places the void once, before White's first move, on an unoccupied square `s`
/// (P.4: an object, not a piece).
pub fn void_placed<S: ClauseSink + ?Sized>(sink: &mut S, pos: &Position, s: Square) -> Check {
    require(
        sink,
        pos.void == Void::NotYetPlaced && pos.turn == Color::Black,
        clause!("suicide-void/S.1"),
        || {
            "the void is placed once, by Black, before White's first move; after that it moves \
             only after a capture (S.5)"
                .to_string()
        },
    )?;
    require(
        sink,
        pos.is_unoccupied(s),
        clause!("suicide-void/S.1"),
        || {
            format!(
                "{} is occupied: the void goes on an unoccupied square",
                BOARD.name(s)
            )
        },
    )
}

/// suicide-void/S.3 and suicide-void/S.4, P.3: what a square is for the side to move, the movement kit's
/// hook (`core::movement`): the void is a wall, that no piece lands on (S.3) and no line passes (S.4); a
/// Knight's leap passes no square, and so it alone moves over the void (P.3). Any other square is what it
/// is in the base ([`sb_standard_movement::cell`]).
pub fn cell(pos: &Position, s: Square) -> Cell {
    if pos.void_square() == Some(s) {
        Cell::Wall
    } else {
        sb_standard_movement::cell(pos, s)
    }
}

/// suicide-void/S.3, S.4: the refusal of a move of standard chess to `to` that the void takes away: it
/// lands on the void, or passes over it and is no Knight's.
pub fn void_in_the_way<S: ClauseSink + ?Sized>(sink: &mut S, pos: &Position, to: Square) -> Check {
    if pos.void_square() == Some(to) {
        refuse(sink, clause!("suicide-void/S.3"), || {
            format!("{} is the void: no piece can land on it", BOARD.name(to))
        })
    } else {
        refuse(sink, clause!("suicide-void/S.4"), || {
            format!(
                "the void on {} is in the way: only a Knight may move over it",
                pos.void_square().map(|v| BOARD.name(v)).unwrap_or_default()
            )
        })
    }
}

/// suicide-void/S.5: after a capture, the capturer must move the void to a different unoccupied square:
/// whether `s` is one, unoccupied once the capture is made (or, with
/// `relocation-squares=before-capture`, already unoccupied before it), never the void's own square.
pub fn may_relocate_to(pos: &Position, step: &Step, layer: &Layer, s: Square) -> bool {
    let Some(void) = pos.void_square() else {
        return false;
    };
    if s == void || s == step.to {
        return false;
    }
    if layer.relocate_to_squares_empty_before_capture {
        pos.is_unoccupied(s)
    } else {
        pos.is_unoccupied(s) || s == step.from || Some(s) == step.captures
    }
}

/// suicide-void/S.5 with `relocation-on-game-end=skipped`: whether this capture ends the game at once, so
/// that the void stays where it is: it takes the opponent's last piece (B.8), or, under the promotion
/// victory (S.6), a Pawn reaches the last rank.
pub fn capture_ends_the_game(pos: &Position, step: &Step, layer: &Layer) -> bool {
    let takes_last_piece = step.captures.is_some() && pos.count(pos.turn.opponent()) == 1;
    let pawn_reaches_last_rank = layer.promotion_victory
        && pos.at(step.from).is_some_and(|p| p.kind == Kind::Pawn)
        && BOARD.rank(step.to) == promotion_rank(pos.turn);
    takes_last_piece || pawn_reaches_last_rank
}

/// suicide-void/S.5: the void moves to its new square.
pub fn move_the_void(pos: &mut Position, to: Square) {
    pos.void = Void::On(to);
}

/// suicide-void/S.5: after a capture the capturer moves the void to a different unoccupied square (with
/// `relocation-on-game-end=skipped`, not after a capture that ends the game): the void's new square
/// written, `void_to`, for the move `step` written `written` (its squares and promotion letter).
pub fn void_moved_after_a_capture<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    layer: &Layer,
    step: &Step,
    written: (Square, Square, Option<char>),
    void_to: Option<Square>,
) -> Check {
    let (from, to, promotion) = written;
    let name = |s| BOARD.name(s);
    let stays = layer.skip_relocation_on_game_end && capture_ends_the_game(pos, step, layer);
    match (step.captures.is_some() && !stays, void_to) {
        (true, None) => refuse(sink, clause!("suicide-void/S.5"), || {
            format!(
                "after a capture the capturer moves the void to a different unoccupied square: \
                 write {}{}{}@<square>",
                name(from),
                name(to),
                promotion.map(String::from).unwrap_or_default()
            )
        }),
        (true, Some(v)) => require(
            sink,
            may_relocate_to(pos, step, layer, v),
            clause!("suicide-void/S.5"),
            || {
                if pos.void_square() == Some(v) {
                    format!("the void must move to a different square than {}", name(v))
                } else {
                    format!("{} is not an unoccupied square for the void", name(v))
                }
            },
        ),
        (false, Some(_)) if stays => refuse(sink, clause!("suicide-void/S.5"), || {
            "this capture ends the game, and with relocation-on-game-end=skipped the void stays"
                .to_string()
        }),
        (false, Some(_)) => refuse(sink, clause!("suicide-void/S.5"), || {
            "the void moves only after a capture".to_string()
        }),
        (false, None) => Ok(()),
    }
}

/// suicide-void/P.3: whether a Knight's jump from `from` to `to` passes over `sq`: a square of the two-by-three rectangle
/// the jump spans, other than its ends.
pub fn jumps_over(from: Square, to: Square, sq: Square) -> bool {
    let within = |a: i32, b: i32, x: i32| a.min(b) <= x && x <= a.max(b);
    sq != from
        && sq != to
        && within(BOARD.file(from), BOARD.file(to), BOARD.file(sq))
        && within(BOARD.rank(from), BOARD.rank(to), BOARD.rank(sq))
}
