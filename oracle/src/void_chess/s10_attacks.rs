//! Article 10.3 — Attacks: the squares a side's pseudo-legal moves reach, and with them check (7.1).
//! Below the legality of Article 10 and the castling of Article 8, which both ask whether squares are
//! attacked.

use super::interpretation::VoidInterpretation;
use super::s01_board::{Kind, Piece, Position, BOARD};
use super::s02_tiles::is_void;
use super::s03_movement::{distance, forward, pawn_start_rank};
use super::s07_king::king_on_unstable_tile;
use crate::core::grid::{Step, ALL_EIGHT, DIAGONAL, KNIGHT_LEAPS, ORTHOGONAL};
use crate::core::{Color, Square};

/// void-chess/7.1: a King is in check when an opponent's piece attacks it (attacks as void-chess/10.3 says).
pub fn in_check(pos: &Position, color: Color, interp: &VoidInterpretation) -> bool {
    pos.king_square(color)
        .is_some_and(|k| is_attacked(pos, k, color.opponent(), interp))
}

/// void-chess/10.3 with 7.2, under `attacks-under-7.2=apply` (register VC-10.3-attacks-under-7.2): when
/// `by`'s King stands on an unstable tile, its side's pseudo-legal moves are King moves only (7.2), so only
/// its King attacks. Under `ignore` (the default) every piece attacks as its movement allows.
pub fn only_the_king_attacks(pos: &Position, by: Color, interp: &VoidInterpretation) -> bool {
    interp.attacks_apply_7_2 && king_on_unstable_tile(pos, by)
}

/// void-chess/10.3: whether a piece of colour `by` could move to `target` by its pseudo-legal moves. Void tiles
/// block sliders and Knight landings (Article 3); a Minister reaches `target` in one step, or in two through an
/// empty square (void or not, 4.2), and is the only piece that may reach a void tile (2.4).
pub fn is_attacked(pos: &Position, target: Square, by: Color, interp: &VoidInterpretation) -> bool {
    if only_the_king_attacks(pos, by, interp) {
        return !is_void(pos, target) && leaper_attacks(pos, target, by, &ALL_EIGHT, Kind::King);
    }
    minister_attacks(pos, target, by)
        || (!is_void(pos, target)
            && (pawn_attacks(pos, target, by)
                || leaper_attacks(pos, target, by, &KNIGHT_LEAPS, Kind::Knight)
                || leaper_attacks(pos, target, by, &ALL_EIGHT, Kind::King)
                || slider_attacks(pos, target, by, &ORTHOGONAL, Kind::Rook)
                || slider_attacks(pos, target, by, &DIAGONAL, Kind::Bishop)))
}

/// void-chess/10.3, 8.1.4: whether an empty square the King would pass or land on when castling is attacked.
/// By default as [`is_attacked`] (a Pawn attacks diagonally, as in orthodox chess); under
/// `pawn-attack=pseudo-legal-moves` (register VC-10.3-pawn-attack) a Pawn attacks the empty squares it could
/// move to, its one- or two-square advance, and not its diagonals.
pub fn castling_square_attacked(
    pos: &Position,
    target: Square,
    by: Color,
    interp: &VoidInterpretation,
) -> bool {
    if !interp.pawns_attack_by_pseudo_legal_moves {
        return is_attacked(pos, target, by, interp);
    }
    if only_the_king_attacks(pos, by, interp) {
        return is_attacked(pos, target, by, interp);
    }
    if minister_attacks(pos, target, by) {
        return true;
    }
    if is_void(pos, target) {
        return false;
    }
    leaper_attacks(pos, target, by, &KNIGHT_LEAPS, Kind::Knight)
        || leaper_attacks(pos, target, by, &ALL_EIGHT, Kind::King)
        || slider_attacks(pos, target, by, &ORTHOGONAL, Kind::Rook)
        || slider_attacks(pos, target, by, &DIAGONAL, Kind::Bishop)
        || pawn_advances_to(pos, target, by)
}

/// void-chess/3.6: a Pawn of `by` could advance onto the empty square `target` (one step, or two from its
/// starting rank over an empty, non-void square).
fn pawn_advances_to(pos: &Position, target: Square, by: Color) -> bool {
    let pawn = Some(Piece::new(by, Kind::Pawn));
    if pos.piece(target).is_some() || is_void(pos, target) {
        return false;
    }
    let back = -forward(by);
    let Some(one) = BOARD.offset(target, (0, back)) else {
        return false;
    };
    if pos.piece(one) == pawn {
        return true;
    }
    let Some(two) = BOARD.offset(one, (0, back)) else {
        return false;
    };
    pos.piece(one).is_none()
        && !is_void(pos, one)
        && pos.piece(two) == pawn
        && BOARD.rank(two) == pawn_start_rank(by)
}

/// void-chess/10.3 with 4.2: a Minister of `by` within two squares reaches `target`.
fn minister_attacks(pos: &Position, target: Square, by: Color) -> bool {
    let minister = Some(Piece::new(by, Kind::Minister));
    let (tf, tr) = (BOARD.file(target), BOARD.rank(target));
    for df in -2..=2 {
        for dr in -2..=2 {
            let Some(origin) = BOARD.square(tf + df, tr + dr) else {
                continue;
            };
            if origin == target || pos.piece(origin) != minister {
                continue;
            }
            if distance(origin, target) == 1 {
                return true;
            }
            // Two steps: through a square next to both, with no piece on it (4.2.2).
            let through_empty = ALL_EIGHT.iter().any(|&s| {
                BOARD
                    .offset(origin, s)
                    .is_some_and(|via| distance(via, target) == 1 && pos.piece(via).is_none())
            });
            if through_empty {
                return true;
            }
        }
    }
    false
}

/// void-chess/10.3 with 3.6: a Pawn attacks the two squares diagonally ahead of it.
fn pawn_attacks(pos: &Position, target: Square, by: Color) -> bool {
    let pawn = Some(Piece::new(by, Kind::Pawn));
    [-1, 1].iter().any(|&side| {
        BOARD
            .offset(target, (side, -forward(by)))
            .is_some_and(|from| pos.piece(from) == pawn)
    })
}

fn leaper_attacks(pos: &Position, target: Square, by: Color, steps: &[Step], kind: Kind) -> bool {
    let piece = Some(Piece::new(by, kind));
    steps.iter().any(|&s| {
        BOARD
            .offset(target, s)
            .is_some_and(|from| pos.piece(from) == piece)
    })
}

/// void-chess/10.3 with 2.4, 3.2-3.4: the first piece along each line, before any void tile, attacks if it
/// slides along that line (a Queen along any, a Rook along ranks and files, a Bishop along diagonals).
fn slider_attacks(pos: &Position, target: Square, by: Color, lines: &[Step], kind: Kind) -> bool {
    lines.iter().any(|&step| {
        // The first square along the line that is void (it stops the line, 2.4) or holds a piece.
        let first = BOARD
            .ray(target, step)
            .find(|&sq| is_void(pos, sq) || pos.piece(sq).is_some());
        first
            .filter(|&sq| !is_void(pos, sq))
            .and_then(|sq| pos.piece(sq))
            .is_some_and(|p| p.color == by && (p.kind == kind || p.kind == Kind::Queen))
    })
}
