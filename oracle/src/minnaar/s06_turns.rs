//! Section 6: turns. Four groups in a fixed cycle; a group moves one of its own pieces, passes only when it
//! has no legal move, and four forced passes in a row end the battle.

use super::interpretation::{
    EmptyArmy, EmptyArmyPasses, FourPasses, KingTwoSquares, MinnaarInterpretation,
};
use super::s01_board::{Move, Position, BOARD};
use super::s02_sides::{Group, Kind, Piece};
use super::s04_sovereign::{sovereign_move, sovereign_moves_with};
use super::s05_establishment::{establishment_move, establishment_moves_with};
use super::s09_counting::{marker_after_turn, tally_after_turn};
use crate::clause;
use crate::core::check::{effect, refuse, require, Check, ClauseSink, NoTrace};
use crate::core::{Square, Status};

/// The moves of the group whose turn it is: a Sovereign group moves one of its own Sovereigns, an
/// Establishment army any one of its pieces that can move.
/// minnaar/6.2
pub fn moves_of_own_pieces(pos: &Position) -> Vec<Move> {
    moves_of_own_pieces_with(&mut NoTrace, pos, |_, _| true)
}

/// [`moves_of_own_pieces`] of the pieces `of` says yes to, with every check reporting to `sink`, each
/// candidate settled; a trace also hears, with each move, the clauses of what it does to the counts (see
/// [`turn_effects`]).
fn moves_of_own_pieces_with<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    of: impl Fn(Square, Piece) -> bool,
) -> Vec<Move> {
    let mut out = Vec::new();
    let effects = |sink: &mut S, mv: &Move| turn_effects(sink, pos, mv);
    for from in pos
        .squares_of(pos.turn)
        .filter(|&sq| pos.at(sq).is_some_and(|p| of(sq, p)))
    {
        match pos.at(from) {
            Some(Piece::Sovereign(_)) => sovereign_moves_with(sink, pos, from, &mut out, effects),
            Some(Piece::Establishment(_, kind)) => {
                establishment_moves_with(sink, pos, from, kind, &mut out, effects)
            }
            None => {}
        }
    }
    out
}

/// The legal moves: the group's own moves, or, when it has none, the forced pass, its only move. Passing is
/// never a choice.
/// minnaar/6.2, minnaar/6.3
pub fn legal_moves(pos: &Position) -> Vec<Move> {
    legal_moves_with(&mut NoTrace, pos)
}

/// [`legal_moves`] with every check reporting to `sink`.
pub fn legal_moves_with<S: ClauseSink + ?Sized>(sink: &mut S, pos: &Position) -> Vec<Move> {
    let moves = moves_of_own_pieces_with(sink, pos, |_, _| true);
    if !moves.is_empty() {
        return moves;
    }
    let pass = turn_move(sink, pos, &Move::Pass, KingTwoSquares::CastlingShape).is_ok();
    if pass {
        turn_effects(sink, pos, &Move::Pass);
    }
    sink.settle(pass);
    vec![Move::Pass]
}

/// For a trace: the clauses of what the legal turn `mv` does beyond the piece's move: the turn passes to
/// the next group (6.1), the tally counts the turn (9.1; a pass counts too, 8.3), and a capture restarts the
/// count (8.1), also on the turn that would have completed it (9.5); the marker is kept beside it (9.2);
/// a King is taken like any piece (5.8).
fn turn_effects<S: ClauseSink + ?Sized>(sink: &mut S, pos: &Position, mv: &Move) {
    if !sink.traces() {
        return;
    }
    sink.yes(clause!("minnaar/6.1"));
    // minnaar/6.2: the piece is one of the group's own (generation offers only those).
    effect(sink, *mv != Move::Pass, clause!("minnaar/6.2"));
    sink.yes(clause!("minnaar/9.1"));
    sink.yes(clause!("minnaar/9.2"));
    let captured = is_capture(pos, mv);
    effect(sink, captured, clause!("minnaar/8.1"));
    // minnaar/5.8: a King is captured like any piece.
    let king_taken = matches!(mv, Move::Piece { to, .. }
        if matches!(pos.at(*to), Some(Piece::Establishment(_, Kind::King))));
    effect(sink, king_taken, clause!("minnaar/5.8"));
    effect(sink, captured && pos.tally == 79, clause!("minnaar/9.5"));
    effect(sink, *mv == Move::Pass, clause!("minnaar/8.3"));
}

/// Whether the move captures: an opposing piece stands on its landing square.
pub fn is_capture(pos: &Position, mv: &Move) -> bool {
    matches!(mv, Move::Piece { to, .. } if pos.at(*to).is_some())
}

/// The group whose turn follows: the next in the cycle. Under the `skip` reading of the register an
/// Establishment army with no pieces left is passed over.
/// minnaar/6.1
pub fn next_turn(pos: &Position, interp: &MinnaarInterpretation) -> Group {
    let mut group = pos.turn.next();
    if interp.empty_army == EmptyArmy::Skip {
        for _ in 0..3 {
            if pos.has_pieces(group) {
                break;
            }
            group = group.next();
        }
    }
    group
}

/// The groups that take turns, in turn order: all four, or under the `skip` reading of the register only
/// those with pieces left (an army's pieces are never added to, so the cycle only ever shrinks).
/// minnaar/6.1
pub fn groups_taking_turns(pos: &Position, interp: &MinnaarInterpretation) -> Vec<Group> {
    Group::IN_TURN_ORDER
        .into_iter()
        .filter(|&g| interp.empty_army == EmptyArmy::Pass || pos.has_pieces(g))
        .collect()
}

/// Plays a turn: the piece moves (capturing what stood on its landing square), the counts of sections 6 and
/// 9 are brought up to date, and the next group is to move. A forced pass counts as a turn.
/// minnaar/6.1, minnaar/6.3, minnaar/9.1, minnaar/9.2
pub fn play_turn(pos: &Position, mv: &Move, interp: &MinnaarInterpretation) -> Position {
    let mover = pos.turn;
    let captured = is_capture(pos, mv);
    let mut next = pos.clone();
    match *mv {
        Move::Piece { from, to } => {
            next.board[to.index()] = next.board[from.index()].take();
            next.passes[mover.index()] = 0;
        }
        Move::Pass => {
            let p = &mut next.passes[mover.index()];
            *p = (*p + 1).min(4);
        }
    }
    next.tally = tally_after_turn(pos.tally, captured);
    next.marker = marker_after_turn(pos.marker, mover, captured);
    next.turn = next_turn(&next, interp);
    next
}

/// How many of the most recent turns in a row were forced passes (up to four), read from each group's own
/// count of passes in a row.
/// minnaar/6.4
pub fn turns_passed_in_a_row(pos: &Position, interp: &MinnaarInterpretation) -> u8 {
    let mut seen = [0u8; 4];
    let mut run = 0;
    let mut group = pos.turn;
    for _ in 0..16 {
        group = group.before(1);
        if interp.empty_army == EmptyArmy::Skip && !pos.has_pieces(group) {
            continue;
        }
        if pos.passes[group.index()] <= seen[group.index()] {
            break;
        }
        seen[group.index()] += 1;
        run += 1;
        if run == 4 {
            break;
        }
    }
    run
}

/// Four forced passes in a row end the battle undecided (what "in a row" counts is the `four-passes` switch).
/// minnaar/6.4
pub fn four_forced_passes_in_a_row(
    pos: &Position,
    interp: &MinnaarInterpretation,
) -> Option<Status> {
    let ended = match interp.four_passes {
        FourPasses::ConsecutiveTurns => turns_passed_in_a_row(pos, interp) >= 4,
        // Under `empty-army-passes=not-counted` an army with no pieces never ends the battle by passing
        // (register MN-6.4-empty-army-passes).
        FourPasses::SameGroup => Group::IN_TURN_ORDER.into_iter().any(|g| {
            pos.passes[g.index()] >= 4
                && (interp.empty_army_passes == EmptyArmyPasses::Counted || pos.has_pieces(g))
        }),
    };
    ended.then(|| {
        Status::undecided(
            clause!("minnaar/6.4"),
            "four forced passes in a row: THE STRUGGLE CONTINUES",
        )
    })
}

/// Whether the group to move may make `mv`: a piece move of one of its own pieces by that piece's rule
/// (6.2, then section 4 or 5), or the pass, only when it has no such move (6.3); `king_two` says which rule
/// refuses a King's move of two squares (register MN-5-king-two-squares).
/// minnaar/6.2, minnaar/6.3
pub fn turn_move<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    mv: &Move,
    king_two: KingTwoSquares,
) -> Check {
    let (from, to) = match *mv {
        Move::Pass => {
            return require(
                sink,
                moves_of_own_pieces(pos).is_empty(),
                clause!("minnaar/6.3"),
                || {
                    format!(
                        "the {} have a legal move: a group may pass only when it has none",
                        pos.turn.name()
                    )
                },
            )
        }
        Move::Piece { from, to } => (from, to),
    };
    let Some(piece) = pos.at(from) else {
        return refuse(sink, clause!("minnaar/6.2"), || {
            format!(
                "there is no piece on {}: the {} move one of their own pieces",
                BOARD.name(from),
                pos.turn.name()
            )
        });
    };
    require(sink, pos.turn.owns(piece), clause!("minnaar/6.2"), || {
        format!(
            "the {} on {} does not belong to the {}: on its turn a group moves one of its own pieces",
            piece.words(),
            BOARD.name(from),
            pos.turn.name()
        )
    })?;
    match piece {
        Piece::Sovereign(_) => sovereign_move(sink, pos, from, to),
        Piece::Establishment(_, kind) => establishment_move(sink, pos, from, to, kind, king_two),
    }
}
