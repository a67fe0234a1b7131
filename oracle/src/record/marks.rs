//! The marks written after a move compared with what the move did: a check mark (`+`) where the side to
//! move is not in check, a mate mark (`#`) where the game goes on, `e.p.` after a move that takes nothing
//! en passant. A mark that disagrees is no illegal move; the verdict says so in a note, where it was
//! silent. A missing mark says nothing (records in coordinate form have none).

use super::{CheckMark, RecordMove};
use crate::core::AnyGame;

/// What a move did, for its marks: whether the side to move is in check after it, whether the game is
/// over after it and whether with a win, and whether it took en passant (a Pawn going to another file onto
/// an empty square).
pub struct Effect {
    pub check: bool,
    pub over: bool,
    pub decisive_end: bool,
    pub en_passant: bool,
}

impl Effect {
    /// The effect of the move `coordinate` (its first square the mover's, its second the destination)
    /// played from `before` to `after`.
    pub fn of(before: &dyn AnyGame, after: &dyn AnyGame, coordinate: &str) -> Effect {
        let status = after.status();
        let squares = crate::core::square_names::squares_named(coordinate);
        let view = |g: &dyn AnyGame, sq: Option<&String>| {
            sq.and_then(|s| g.square(s).ok()).and_then(|v| v.piece)
        };
        let pawn = view(before, squares.first()).is_some_and(|p| p.ends_with("pawn"));
        let onto_empty = squares.get(1).is_some() && view(before, squares.get(1)).is_none();
        let file = |sq: Option<&String>| sq.and_then(|s| s.chars().next());
        let sideways = file(squares.first()) != file(squares.get(1));
        Effect {
            check: after.in_check(),
            over: status.is_over(),
            decisive_end: status.is_over() && status.word().ends_with("-wins"),
            // A Pawn moving to another file onto an empty square takes en passant.
            en_passant: pawn && onto_empty && sideways,
        }
    }
}

/// The notes on `mv`'s marks that disagree with what it did (`number` is the move as people number it).
pub fn notes(mv: &RecordMove, number: &str, effect: &Effect) -> Vec<String> {
    let mut out = Vec::new();
    let at = |what: String| format!("{number} {}: {what} ({})", mv.text, mv.place);
    match mv.marks.check {
        CheckMark::Mate if effect.over && !effect.decisive_end => out.push(at(
            "marked as mate (`#`), but it ends the game drawn (no side wins)".into(),
        )),
        CheckMark::Mate if !effect.over => {
            out.push(at("marked as mate (`#`), but the game goes on".into()))
        }
        CheckMark::Check if effect.decisive_end && effect.check => {
            out.push(at("marked as check (`+`), but it mates".into()))
        }
        CheckMark::Check if !effect.check => out.push(at(
            "marked as check (`+`), but the side to move is not in check".into(),
        )),
        _ => {}
    }
    if mv.marks.en_passant && !effect.en_passant {
        out.push(at("marked `e.p.`, but it takes nothing en passant".into()));
    }
    out
}
