//! Article 9 — End of the Game (with 6.4 and 7.3).
//!
//! The ends ask what Article 10 decides: checkmate and stalemate (9.1, 9.4) are "no legal move", the
//! void trap (9.3) is judged "after simulating the move and the subsequent janitor execution" (10.2), and
//! the Void Fortress (9.8.2) asks whether an opponent piece "can legally move" into the region. So this
//! file reads Article 10's legal moves and simulation, the one place it looks ahead.
//!
//! Precedence, for the side to move after each move (register entry `VC-9-precedence`):
//! 9.2 a King stranded on an unstable tile (7.3) and destroyed (6.4); 9.1 checkmate; 9.3 void trap; 9.4 stalemate;
//! 9.7 two bare Kings; 9.8 Void Fortress; 9.5 threefold repetition; 9.6 thirty-move rule.

use super::interpretation::VoidInterpretation;
use super::s01_board::{Kind, Piece, Position, BOARD, SQUARE_COUNT};
use super::s02_tiles::Tile;
use super::s03_movement::forward;
use super::s07_king::in_check;
use super::s07_king::king_stranded_on_unstable_tile;
use super::s08_special::{en_passant_capture_square, promotion_rank};
use super::s10_legality::{
    every_piece, has_legal_move, king_safe_after, legal_moves, legal_moves_and_positions,
    pseudo_legal_moves_of, simulate,
};
use crate::clause;
use crate::core::grid::{ALL_EIGHT, KNIGHT_LEAPS};
use crate::core::{Clause, Color, Square, Status};

/// How the game stands after `history` (the start first, the current position last).
pub fn game_status(history: &[Position], interp: &VoidInterpretation) -> Status {
    let Some(pos) = history.last() else {
        return Status::ongoing();
    };
    let side = pos.side;
    let winner = side.opponent().name();
    let has_move = has_legal_move(pos, interp);
    if king_stranded_on_unstable_tile(pos, has_move) {
        return Status::win(
            winner,
            clause!("void-chess/9.2"),
            format!(
                "the {side} King stands on an unstable tile with no legal move to escape (7.3); the Void \
                 Janitor destroys it (6.4)"
            ),
        );
    }
    if !has_move {
        if in_check(pos, side, interp) {
            return Status::win(
                winner,
                clause!("void-chess/9.1"),
                format!("{side} is checkmated"),
            );
        }
        if king_trapped_by_void(pos, interp) {
            return Status::win(
                winner,
                clause!("void-chess/9.3"),
                format!("{side} is not in check, but every move it has would expose its King after the Void Janitor"),
            );
        }
        return Status::draw(
            clause!("void-chess/9.4"),
            format!("{side} is not in check and has no legal move"),
        );
    }
    if only_two_kings(pos) {
        return Status::draw(clause!("void-chess/9.7"), "only the two Kings remain");
    }
    if let Some(color) = void_fortress_king(pos, interp) {
        return Status::draw(
            clause!("void-chess/9.8"),
            format!("the {color} King is enclosed by void tiles in a Void Fortress"),
        );
    }
    if threefold_repetition(history, interp) {
        return Status::draw(
            clause!("void-chess/9.5"),
            "the same position has occurred three times",
        );
    }
    if thirty_move_rule(pos) {
        return Status::draw(
            clause!("void-chess/9.6"),
            "60 half-moves without a pawn move or a capture",
        );
    }
    Status::ongoing()
}

/// void-chess/9.3: not in check and no legal move, but (by the `void-trap` switch) at least one pseudo-legal
/// move would be legal were the Janitor skipped, or any pseudo-legal move exists.
pub fn king_trapped_by_void(pos: &Position, interp: &VoidInterpretation) -> bool {
    let pseudo = pseudo_legal_moves_of(pos, interp, every_piece);
    if interp.void_trap_on_any_pseudo_legal_move {
        return !pseudo.is_empty();
    }
    pseudo
        .iter()
        .any(|mv| king_safe_after(&simulate(pos, mv, interp, false).next, pos.side, interp))
}

/// void-chess/9.7: only the two Kings remain.
pub fn only_two_kings(pos: &Position) -> bool {
    pos.pieces().all(|(_, p)| p.kind == Kind::King)
}

/// void-chess/9.6: 30 full moves (60 half-moves) without a pawn move or a capture end the game at once.
pub fn thirty_move_rule(pos: &Position) -> bool {
    pos.halfmove >= 60
}

/// The part of a position that 9.5 compares: placement, tiles, side to move, castling rights, and the en
/// passant square where it counts (register `VC-9.5-repetition`).
fn repetition_key(pos: &Position, interp: &VoidInterpretation) -> Position {
    let mut key = pos.clone();
    key.halfmove = 0;
    key.fullmove = 1;
    if !interp.repetition_counts_any_en_passant_square && !en_passant_capture_possible(pos, interp)
    {
        key.en_passant = None;
    }
    key
}

/// Whether some legal move of the side to move is an en passant capture.
pub fn en_passant_capture_possible(pos: &Position, interp: &VoidInterpretation) -> bool {
    let Some(ep) = pos.en_passant else {
        return false;
    };
    let pawn = Some(Piece::new(pos.side, Kind::Pawn));
    legal_moves(pos, interp).iter().any(|mv| {
        mv.to == ep
            && pos.piece(mv.from) == pawn
            && en_passant_capture_square(pos, mv.from, mv.to, pos.side).is_some()
    })
}

/// void-chess/9.5: the current position has occurred three times (same placement, tiles, side to move,
/// castling rights and en passant possibilities).
pub fn threefold_repetition(history: &[Position], interp: &VoidInterpretation) -> bool {
    let Some(last) = history.last() else {
        return false;
    };
    let same_board = |p: &Position| {
        p.side == last.side
            && p.castling == last.castling
            && p.board == last.board
            && p.tiles == last.tiles
    };
    let candidates: Vec<&Position> = history.iter().filter(|p| same_board(p)).collect();
    if candidates.len() < 3 {
        return false;
    }
    let key = repetition_key(last, interp);
    candidates
        .iter()
        .filter(|p| repetition_key(p, interp) == key)
        .count()
        >= 3
}

/// void-chess/9.8: the region of the King: the eight-directional flood fill from its square over
/// non-void squares.
pub fn king_region(pos: &Position, king: Square) -> [bool; SQUARE_COUNT] {
    let mut region = [false; SQUARE_COUNT];
    let mut stack = vec![king];
    region[king.index()] = true;
    while let Some(sq) = stack.pop() {
        for step in ALL_EIGHT {
            if let Some(n) = BOARD.offset(sq, step) {
                if !region[n.index()] && pos.tile(n) != Tile::Void {
                    region[n.index()] = true;
                    stack.push(n);
                }
            }
        }
    }
    region
}

/// void-chess/9.8: the region is enclosed when some non-void square of the board lies outside it.
pub fn region_enclosed(pos: &Position, region: &[bool; SQUARE_COUNT]) -> bool {
    BOARD
        .squares()
        .any(|sq| !region[sq.index()] && pos.tile(sq) != Tile::Void)
}

/// void-chess/9.8.1: no opponent piece inside the region.
pub fn no_opponent_inside(pos: &Position, region: &[bool; SQUARE_COUNT], color: Color) -> bool {
    pos.pieces()
        .all(|(sq, p)| p.color == color || !region[sq.index()])
}

/// void-chess/9.8.2: no opponent piece can legally move into the region, judged as if the opponent were
/// to move now.
pub fn no_opponent_can_enter(
    pos: &Position,
    region: &[bool; SQUARE_COUNT],
    color: Color,
    interp: &VoidInterpretation,
) -> bool {
    let mut theirs = pos.clone();
    theirs.side = color.opponent();
    theirs.en_passant = None;
    legal_moves_and_positions(&theirs, interp)
        .iter()
        .all(|(mv, _)| !region[mv.to.index()])
}

/// void-chess/9.8.2 under `fortress-entry=reachable` (register VC-9.8.2-fortress-entry): with no Minister on
/// the board (9.8.3) the void tiles are permanent and only a Knight can cross a void wall, so no opponent
/// Knight can, over any number of Knight moves onto non-void squares, land in the region.
pub fn no_opponent_knight_can_reach(
    pos: &Position,
    region: &[bool; SQUARE_COUNT],
    color: Color,
) -> bool {
    let mut seen = [false; SQUARE_COUNT];
    let mut stack: Vec<Square> = pos
        .pieces()
        .filter(|(_, p)| p.color != color && p.kind == Kind::Knight)
        .map(|(sq, _)| sq)
        .collect();
    for sq in &stack {
        seen[sq.index()] = true;
    }
    while let Some(sq) = stack.pop() {
        for leap in KNIGHT_LEAPS {
            let Some(to) = BOARD.offset(sq, leap) else {
                continue;
            };
            if seen[to.index()] || pos.tile(to) == Tile::Void {
                continue;
            }
            if region[to.index()] {
                return false;
            }
            seen[to.index()] = true;
            stack.push(to);
        }
    }
    true
}

/// void-chess/9.8.3: no Minister of either colour on the board.
pub fn no_minister_anywhere(pos: &Position) -> bool {
    pos.pieces().all(|(_, p)| p.kind != Kind::Minister)
}

/// void-chess/9.8.4: no Pawn of either colour has a void-free path to its promotion rank: the squares straight
/// ahead of it on its file, up to that rank, include a void tile.
pub fn no_pawn_can_promote(pos: &Position) -> bool {
    pos.pieces()
        .filter(|(_, p)| p.kind == Kind::Pawn)
        .all(|(sq, p)| {
            let mut at = sq;
            while BOARD.rank(at) != promotion_rank(p.color) {
                match BOARD.offset(at, (0, forward(p.color))) {
                    Some(next) if pos.tile(next) == Tile::Void => return true,
                    Some(next) => at = next,
                    None => return true,
                }
            }
            false
        })
}

/// The clauses a decided end rests on besides the clause that decided it: 9.2's King, stranded on an
/// unstable tile with no escape (7.3) and destroyed by the Janitor (6.4); 9.8's four conditions of a Void
/// Fortress (9.8.1-9.8.4), each of which held.
pub fn end_grounds(status: &Status) -> Vec<Clause> {
    match status.clause.map(|c| c.id()) {
        Some("void-chess/9.2") => vec![clause!("void-chess/7.3"), clause!("void-chess/6.4")],
        Some("void-chess/9.8") => vec![
            clause!("void-chess/9.8.1"),
            clause!("void-chess/9.8.2"),
            clause!("void-chess/9.8.3"),
            clause!("void-chess/9.8.4"),
        ],
        _ => Vec::new(),
    }
}

/// void-chess/9.8: the King whose Void Fortress draws the game, if any: either King meeting the four
/// conditions, or only when both do (register VC-9.8-fortress-kings, switch `fortress-kings`).
pub fn void_fortress_king(pos: &Position, interp: &VoidInterpretation) -> Option<Color> {
    let mut kings = Color::BOTH
        .into_iter()
        .filter(|c| void_fortress(pos, *c, interp));
    if interp.fortress_needs_both_kings {
        let first = kings.next()?;
        kings.next().map(|_| first)
    } else {
        kings.next()
    }
}

/// void-chess/9.8: `color`'s King is enclosed by void tiles, and the four conditions hold.
pub fn void_fortress(pos: &Position, color: Color, interp: &VoidInterpretation) -> bool {
    let Some(king) = pos.king_square(color) else {
        return false;
    };
    if !no_minister_anywhere(pos) || !no_pawn_can_promote(pos) {
        return false;
    }
    let region = king_region(pos, king);
    let no_entry = if interp.fortress_entry_one_move {
        no_opponent_can_enter(pos, &region, color, interp)
    } else {
        no_opponent_knight_can_reach(pos, &region, color)
    };
    region_enclosed(pos, &region) && no_opponent_inside(pos, &region, color) && no_entry
}
