//! suicide-void/B.4, "Castling is not allowed", and castling under the Giveaway reading of the base
//! (switch `castling=allowed`, register entry SU-B.4-giveaway-castling): castling as in standard chess
//! (B.2), as python-chess's `GiveawayBoard` and Fairy-Stockfish's `giveaway` play it: the King and a Rook
//! that have not moved (the right, as FEN's `KQkq` keeps it), every square between them empty; the King
//! goes two squares toward the Rook and the Rook to the square the King passed over. Nothing about check
//! (B.3: there is none). It is no capture, so it is made only when no capture is (B.6, the caller's check).

use super::position::{castling_homes, Position, BOARD};
use super::sp_pieces::Kind;
use crate::clause;
use crate::core::check::{require, Check, ClauseSink};
use crate::core::{CastlingRights, Color, Square, Wing};

/// The castling a King move from `from` to `to` would be: the King on its home square of the side to move
/// going two squares along its first rank. Yields the wing (the King's side: `true`).
pub fn castling_wing(pos: &Position, from: Square, to: Square) -> Option<bool> {
    let king = pos.at(from)?;
    if king.kind != Kind::King || king.color != pos.turn {
        return None;
    }
    Wing::BOTH
        .into_iter()
        .find(|&w| {
            let (home, _) = castling_homes(king.color, w);
            from == home && to == king_target(king.color, w.is_kingside())
        })
        .map(Wing::is_kingside)
}

/// Where the King lands when `color` castles on that side: two squares toward the Rook (g1, c1).
pub fn king_target(color: Color, kingside: bool) -> Square {
    let (home, _) = castling_homes(color, Wing::of(kingside));
    let file = BOARD.file(home) + if kingside { 2 } else { -2 };
    BOARD.square(file, BOARD.rank(home)).expect("on the board")
}

/// The Rook's squares of a castling: from its home square to the square the King passed over (f1, d1).
pub fn rook_squares(color: Color, kingside: bool) -> (Square, Square) {
    let (home, rook) = castling_homes(color, Wing::of(kingside));
    let file = BOARD.file(home) + if kingside { 1 } else { -1 };
    (
        rook,
        BOARD.square(file, BOARD.rank(home)).expect("on the board"),
    )
}

/// suicide-void/B.2 with `castling=allowed` (the Giveaway reading of B.4): castling as in standard chess,
/// that is, with the right (neither the King nor that Rook has moved) and the squares between them empty.
pub fn castling_allowed<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    kingside: bool,
) -> Check {
    let us = pos.turn;
    let wing = Wing::of(kingside);
    require(
        sink,
        pos.castling.get(us, kingside),
        clause!("suicide-void/B.2"),
        || {
            format!(
            "castling is not allowed: the King or the {} Rook has already moved (no castling right)",
            wing.name()
        )
        },
    )?;
    let (king, rook) = castling_homes(us, wing);
    let blocker = BOARD
        .between(king, rook)
        .and_then(|mut squares| squares.find(|&s| pos.at(s).is_some()));
    require(sink, blocker.is_none(), clause!("suicide-void/B.2"), || {
        format!(
            "castling is not allowed: {} between the King and the Rook is occupied",
            blocker.map(|s| BOARD.name(s)).unwrap_or_default()
        )
    })
}

/// suicide-void/B.2 with `castling=allowed`, whole: castling as in standard chess ([`castling_allowed`]);
/// being no capture, made only when no capture is (`capture_on_offer` false, B.6); and written as the
/// King's move alone (`written_alone`: no promotion letter, no void square).
pub fn castling_made<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    kingside: bool,
    capture_on_offer: bool,
    written_alone: bool,
) -> Check {
    castling_allowed(sink, pos, kingside)?;
    require(sink, !capture_on_offer, clause!("suicide-void/B.6"), || {
        "capturing is compulsory: castling is no capture".to_string()
    })?;
    require(sink, written_alone, clause!("suicide-void/B.2"), || {
        "castling is written as the King's move alone (`e1g1`)".to_string()
    })
}

/// After the move from `from` to `to` on `pos`, made on `next`: when it is castling, the Rook goes to the
/// square the King passed over; and the castling rights left ([`remaining_rights`]).
pub fn rook_follows(next: &mut Position, pos: &Position, from: Square, to: Square) {
    if let Some(kingside) = castling_wing(pos, from, to) {
        let (rook_from, rook_to) = rook_squares(pos.turn, kingside);
        next.board[rook_to.index()] = next.board[rook_from.index()].take();
    }
    next.castling = remaining_rights(pos.castling, from, to);
}

/// The castling moves the side to move may be offered: those whose right it holds (the King from its
/// home square to g1 or c1, or g8 or c8).
pub fn castling_candidates(pos: &Position) -> Vec<(Square, Square)> {
    Wing::BOTH
        .into_iter()
        .filter(|w| pos.castling.get(pos.turn, w.is_kingside()))
        .map(|w| {
            let (home, _) = castling_homes(pos.turn, w);
            (home, king_target(pos.turn, w.is_kingside()))
        })
        .collect()
}

/// suicide-void/B.2 under the Giveaway reading: the rights left after a move from `from` to `to`: a move
/// from or onto a King's home square takes both of that side's rights (the King has moved, or been taken),
/// one from or onto a Rook's home square that Rook's.
pub fn remaining_rights(rights: CastlingRights, from: Square, to: Square) -> CastlingRights {
    let mut left = rights;
    for color in Color::BOTH {
        for wing in Wing::BOTH {
            let (king, rook) = castling_homes(color, wing);
            if [king, rook].iter().any(|&s| s == from || s == to) {
                left.set(color, wing.is_kingside(), false);
            }
        }
    }
    left
}
