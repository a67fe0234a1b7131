//! circular/10: The Pawn. Forward is toward the center-circle until the Pawn has crossed it, and away from it
//! afterwards (the Pawn remembers which); it moves along its file and captures one space diagonally forward.

use super::interpretation::{CircularInterpretation, EnPassant};
use super::s02_board::{Direction, Space, Step};
use super::s04_movement::{
    diagonal_step_open, may_occupy, Kind, Move, MoveKind, Mover, Piece, Position,
};
use super::s12_promotion;
use crate::core::Color;

/// circular/10.1: forward along the file: `in` before the Pawn has crossed the center, `out` after.
pub fn forward(pawn: Piece) -> Direction {
    if pawn.crossed {
        Direction::Out
    } else {
        Direction::In
    }
}

/// circular/10.4: the two diagonal directions forward, in which the Pawn captures.
pub fn diagonally_forward(pawn: Piece) -> [Direction; 2] {
    if pawn.crossed {
        [Direction::OutCcw, Direction::OutCw]
    } else {
        [Direction::InCcw, Direction::InCw]
    }
}

/// circular/3.3, circular/10.2: a Pawn on the space it occupied at the start of the game: its own second rank, not yet
/// having crossed the center (a Pawn never comes back to rank 2 or 7 moving inward).
pub fn on_starting_space(pawn: Piece, s: Space) -> bool {
    let second = match pawn.color {
        Color::White => 2,
        Color::Black => 7,
    };
    !pawn.crossed && s.rank() == second && s.file() < 8
}

/// circular/10.3: one step forward along the file, and whether it passes through the center-circle.
fn step_forward(pawn: Piece, from: Space) -> Option<(Space, bool)> {
    match from.neighbour(forward(pawn)) {
        Step::To(s, crossed) => Some((s, crossed)),
        Step::Rim => None,
    }
}

/// The spaces a Pawn on `from` attacks: one space diagonally forward on either side; across the center the
/// two spaces beside the one exactly opposite (circular/10.4). Void spaces are never attacked.
pub fn pawn_capture_spaces(
    pos: &Position,
    pawn: Piece,
    from: Space,
    interp: &CircularInterpretation,
) -> Vec<Space> {
    diagonally_forward(pawn)
        .iter()
        .filter(|&&d| diagonal_step_open(pos.board, from, d, interp))
        .filter_map(|&d| from.step(d).map(|(s, _)| s))
        .filter(|&s| may_occupy(pos.board, s))
        .collect()
}

/// The Pawn's crossed memory after the move `m` (circular/10.1): set once a step passes through the
/// center-circle.
pub fn crossed_after(pawn: Piece, m: &Move) -> bool {
    if pawn.crossed {
        return true;
    }
    let dirs = [forward(pawn)]
        .into_iter()
        .chain(diagonally_forward(pawn))
        .collect::<Vec<_>>();
    dirs.iter()
        .any(|&d| matches!(m.from.neighbour(d), Step::To(s, true) if s == m.to))
}

/// circular/10.5: the space a two-space move passed over (between the start space and the destination).
pub fn space_passed_over(m: &Move) -> Option<Space> {
    m.from.step(Direction::In).map(|(s, _)| s)
}

/// circular/10.5: the Pawn captured en passant onto `passed`: the one that moved over it, one space further
/// toward the center.
pub fn en_passant_victim(passed: Space) -> Option<Space> {
    passed.step(Direction::In).map(|(s, _)| s)
}

/// circular/10.5: may the Pawn on `from` capture en passant onto the space `passed` the opposing Pawn just
/// moved over? Literally: the capturing Pawn has crossed the center, stands on its opponent's fourth rank,
/// and the Pawn that moved two spaces now stands next to it on that rank (register entry `CC-en-passant`).
pub fn may_capture_en_passant(
    pos: &Position,
    pawn: Piece,
    from: Space,
    passed: Space,
    interp: &CircularInterpretation,
) -> bool {
    let Some(victim) = en_passant_victim(passed) else {
        return false;
    };
    if !pos
        .at(victim)
        .is_some_and(|p| p.kind == Kind::Pawn && p.color != pawn.color)
        || pos.at(passed).is_some()
        || !pawn_capture_spaces(pos, pawn, from, interp).contains(&passed)
    {
        return false;
    }
    match interp.en_passant {
        EnPassant::PassedSquare => true,
        EnPassant::Literal => {
            let opponents_fourth = match pawn.color {
                Color::White => 5,
                Color::Black => 4,
            };
            pawn.crossed
                && from.rank() == opponents_fourth
                && [Direction::Ccw, Direction::Cw]
                    .iter()
                    .any(|&d| from.step(d).is_some_and(|(s, _)| s == victim))
        }
    }
}

/// circular/10.1-10.5 (with 12.1-12.2): every move of the Pawn on `from`: one space forward, two from its
/// starting space toward the center, a capture diagonally forward, en passant; promotion on reaching a first
/// rank.
pub fn pawn_moves(m: Mover, out: &mut Vec<Move>) {
    let Mover { pos, from, interp } = m;
    let Some(pawn) = pos.at(from) else { return };
    let push = |to: Space, kind: MoveKind, out: &mut Vec<Move>| {
        s12_promotion::with_promotions(
            Move {
                from,
                to,
                promotion: None,
                kind,
            },
            interp,
            out,
        )
    };
    if let Some((one, _)) = step_forward(pawn, from) {
        if may_occupy(pos.board, one) && pos.at(one).is_none() {
            push(one, MoveKind::Ordinary, out);
            if on_starting_space(pawn, from) {
                if let Some((two, _)) = step_forward(pawn, one) {
                    if may_occupy(pos.board, two) && pos.at(two).is_none() {
                        push(two, MoveKind::TwoSpaces, out);
                    }
                }
            }
        }
    }
    for to in pawn_capture_spaces(pos, pawn, from, interp) {
        match pos.at(to) {
            Some(p) if p.color != pawn.color => push(to, MoveKind::Ordinary, out),
            None if pos.en_passant == Some(to)
                && may_capture_en_passant(pos, pawn, from, to, interp) =>
            {
                push(to, MoveKind::EnPassant, out)
            }
            _ => {}
        }
    }
}
