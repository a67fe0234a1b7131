//! circular/13: Check and Checkmate. A King is in check when the opponent could capture it on the next move;
//! whether a move leaves the mover's own King in check is decided on top of every section, in
//! [`super::legality`].

use super::interpretation::CircularInterpretation;
use super::s02_board::{Direction, Space};
use super::s04_movement::{diagonal_step_open, may_occupy, Kind, Position};
use super::s09_knight::knight_table;
use super::s10_pawn::pawn_capture_spaces;
use crate::core::Color;

/// The first piece met from `target` along direction `d` (a line is the same both ways).
fn first_piece_along(
    pos: &Position,
    target: Space,
    d: Direction,
    interp: &CircularInterpretation,
) -> Option<(Space, Kind, Color)> {
    let (mut at, mut dir) = (target, d);
    loop {
        if !diagonal_step_open(pos.board, at, dir, interp) {
            return None;
        }
        let (next, next_dir) = at.step(dir)?;
        if next == target || !may_occupy(pos.board, next) {
            return None;
        }
        if let Some(p) = pos.at(next) {
            return Some((next, p.kind, p.color));
        }
        at = next;
        dir = next_dir;
    }
}

/// Whether a piece of `by` could capture on `target` (circular/13.1): along files and ranks (Rook, Queen),
/// along the diagonal arcs (Bishop, Queen), by a King's step, a Knight's leap or a Pawn's capture.
pub fn attacked_by(
    pos: &Position,
    target: Space,
    by: Color,
    interp: &CircularInterpretation,
) -> bool {
    let line = |dirs: &[Direction], kinds: [Kind; 2]| {
        dirs.iter().any(|&d| {
            first_piece_along(pos, target, d, interp)
                .is_some_and(|(_, k, c)| c == by && kinds.contains(&k))
        })
    };
    if line(&Direction::FILE_AND_RANK, [Kind::Rook, Kind::Queen])
        || line(&Direction::DIAGONAL, [Kind::Bishop, Kind::Queen])
    {
        return true;
    }
    let holds = |s: Space, k: Kind| pos.at(s).is_some_and(|p| p.color == by && p.kind == k);
    if Direction::ALL.iter().any(|&d| {
        diagonal_step_open(pos.board, target, d, interp)
            && target.step(d).is_some_and(|(s, _)| holds(s, Kind::King))
    }) {
        return true;
    }
    if knight_table(pos.board, interp.knights_and_voids)[target.index()]
        .iter()
        .any(|&s| holds(s, Kind::Knight))
    {
        return true;
    }
    Direction::DIAGONAL.iter().any(|&d| {
        let Some((s, _)) = target.step(d) else {
            return false;
        };
        match pos.at(s) {
            Some(p) if p.color == by && p.kind == Kind::Pawn => {
                pawn_capture_spaces(pos, p, s, interp).contains(&target)
            }
            _ => false,
        }
    })
}

/// circular/13.1: `color`'s King is in check.
pub fn in_check(pos: &Position, color: Color, interp: &CircularInterpretation) -> bool {
    pos.king(color)
        .is_some_and(|k| attacked_by(pos, k, color.opponent(), interp))
}
