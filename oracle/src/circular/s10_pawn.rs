//! circular/10: The Pawn. Forward is toward the center-circle until the Pawn has crossed it, and away from it
//! afterwards (the Pawn remembers which); it moves along its file and captures one space diagonally forward.
//!
//! The rule is one check, [`pawn_move`], which also says what kind of move it is; generation offers it the
//! spaces one and two ahead and the two diagonally forward, and deciding a move text runs the same check.

use super::interpretation::{CircularInterpretation, EnPassant, FourthRank};
use super::s02_board::{Direction, Space, Step};
use super::s04_movement::{
    diagonal_step_open, lands, may_occupy, Kind, Move, MoveKind, Mover, Piece, Position,
};
use super::s12_promotion;
use crate::clause;
use crate::core::{effect, refuse, require, Check, ClauseSink, Color, NoTrace};

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
        .filter_map(|&d| capture_step(pos, from, d, interp))
        .collect()
}

/// circular/10.4: the space one step from `from` in the diagonal direction `d`, if a Pawn may capture
/// there: the step is open and the space on the playing field.
fn capture_step(
    pos: &Position,
    from: Space,
    d: Direction,
    interp: &CircularInterpretation,
) -> Option<Space> {
    let (s, _) = from.step(d)?;
    (diagonal_step_open(pos.board, from, d, interp) && may_occupy(pos.board, s)).then_some(s)
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

/// circular/10.5, circular/2.3: whether `s` is on the opponent's fourth rank of a `color` Pawn that has crossed
/// the center (register entry `CC-en-passant-fourth-rank`): the innermost circle, the spaces next to the
/// center-circle, under `circle`; the spaces whose names carry the digit (5 for White, 4 for Black) under
/// `rank-digit`.
pub fn on_opponents_fourth_rank(color: Color, s: Space, interp: &CircularInterpretation) -> bool {
    match interp.fourth_rank {
        FourthRank::Circle => matches!(s.rank(), 4 | 5),
        FourthRank::RankDigit => {
            s.rank()
                == match color {
                    Color::White => 5,
                    Color::Black => 4,
                }
        }
    }
}

/// circular/10.5: may the Pawn on `from` capture en passant onto the space `passed` the opposing Pawn just
/// moved over? Literally: the capturing Pawn has crossed the center, stands on its opponent's fourth rank,
/// and the Pawn that moved two spaces now stands next to it on that rank (register entries `CC-en-passant`
/// and `CC-en-passant-fourth-rank`).
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
            pawn.crossed
                && on_opponents_fourth_rank(pawn.color, from, interp)
                && [Direction::Ccw, Direction::Cw]
                    .iter()
                    .any(|&d| from.step(d).is_some_and(|(s, _)| s == victim))
        }
    }
}

/// circular/10.1, circular/10.2, circular/10.4, circular/10.5, circular/10.6: the Pawn on `m.from` goes to
/// `to`: one space forward onto an empty space (10.1, 10.2), two from its starting space over and onto
/// empty spaces (10.2), one space diagonally forward to capture (10.4), never past the corner of a void
/// where the register blocks that (10.6), or en passant (10.5); never backward, sideways or diagonally
/// otherwise (10.1). Yields the kind of move.
pub fn pawn_move<S: ClauseSink + ?Sized>(sink: &mut S, m: Mover, to: Space) -> Check<MoveKind> {
    let Mover { pos, from, interp } = m;
    lands(sink, m, to)?;
    let Some(pawn) = pos.at(from) else {
        return refuse(sink, clause!("circular/4.1"), || "no Pawn to move".into());
    };
    let ahead = from.step(forward(pawn)).map(|(s, _)| s);
    let two_ahead = ahead.and_then(|s| s.step(forward(pawn)).map(|(t, _)| t));
    let kind = if ahead == Some(to) {
        require(sink, pos.at(to).is_none(), clause!("circular/10.2"), || {
            format!("the Pawn moves forward only onto an empty space, and {to} is occupied")
        })?;
        MoveKind::Ordinary
    } else if two_ahead == Some(to) && !pawn.crossed {
        require(
            sink,
            on_starting_space(pawn, from),
            clause!("circular/10.2"),
            || format!("the Pawn on {from} is not on its starting space: it moves one space"),
        )?;
        let over = ahead.filter(|&s| may_occupy(pos.board, s) && pos.at(s).is_none());
        require(
            sink,
            over.is_some() && pos.at(to).is_none(),
            clause!("circular/10.2"),
            || "the Pawn may move two spaces only over an empty space onto an empty space".into(),
        )?;
        MoveKind::TwoSpaces
    } else if let Some(&d) = diagonally_forward(pawn)
        .iter()
        .find(|&&d| matches!(from.neighbour(d), Step::To(s, _) if s == to))
    {
        // 10.6 holds for every move of the Pawn: an en passant capture's diagonal step past the corner
        // of a void is refused by it as an ordinary capture's is (register CC-diagonal-past-void-corner).
        require(
            sink,
            capture_step(pos, from, d, interp).is_some(),
            clause!("circular/10.6"),
            || "the Pawn may not pass the corner of a void space".into(),
        )?;
        if pos.at(to).is_none() && pos.en_passant == Some(to) {
            require(
                sink,
                may_capture_en_passant(pos, pawn, from, to, interp),
                clause!("circular/10.5"),
                || {
                    "en passant needs a Pawn that has crossed the center, on the opponent's fourth \
                     rank, beside the Pawn that has just moved two spaces"
                        .into()
                },
            )?;
            MoveKind::EnPassant
        } else {
            require(sink, pos.at(to).is_some(), clause!("circular/10.4"), || {
                format!("the Pawn moves diagonally only to capture, and {to} is empty")
            })?;
            MoveKind::Ordinary
        }
    } else {
        return refuse(sink, clause!("circular/10.1"), || {
            let way = if pawn.crossed {
                "away from the center"
            } else {
                "toward the center"
            };
            format!("the Pawn on {from} always moves forward ({way}): never backward, sideways or diagonally")
        });
    };
    if sink.traces() {
        let capture = pos.at(to).is_some() || kind == MoveKind::EnPassant;
        let mv = Move {
            from,
            to,
            promotion: None,
            kind,
        };
        sink.yes(clause!("circular/10.1"));
        effect(sink, !capture, clause!("circular/10.2"));
        let across = crossed_after(pawn, &mv) != pawn.crossed;
        // circular/2.2: the center-circle is no space; the Pawn passes through it.
        effect(sink, across, clause!("circular/2.2"));
        effect(sink, across, clause!("circular/10.3"));
        effect(sink, capture, clause!("circular/10.4"));
        effect(sink, kind == MoveKind::EnPassant, clause!("circular/10.5"));
    }
    Ok(kind)
}

/// circular/10.1-10.6 (with 12.1-12.2): every move of the Pawn on `m.from`: the spaces one and two ahead and
/// the two diagonally forward that [`pawn_move`] allows, with the promotions on reaching a first rank.
pub fn pawn_moves(m: Mover, out: &mut Vec<Move>) {
    let Mover { pos, from, interp } = m;
    let Some(pawn) = pos.at(from) else { return };
    let ahead = from.step(forward(pawn)).map(|(s, _)| s);
    let two_ahead = ahead.and_then(|s| s.step(forward(pawn)).map(|(t, _)| t));
    let diagonals = diagonally_forward(pawn).map(|d| from.step(d).map(|(s, _)| s));
    for to in [ahead, two_ahead, diagonals[0], diagonals[1]]
        .into_iter()
        .flatten()
    {
        if let Ok(kind) = pawn_move(&mut NoTrace, m, to) {
            let mv = Move {
                from,
                to,
                promotion: None,
                kind,
            };
            s12_promotion::with_promotions(mv, interp, out);
        }
    }
}
