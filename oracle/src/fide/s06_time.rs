//! Section 6: Time Controls (`fide/6.*`): flag fall, as the game events `flag-white` and `flag-black`.

use super::interpretation::{FideInterpretation, MatingMaterial};
use super::s01_board::{Kind, Position};
use crate::core::{Color, Status};

/// Whether `color` lacks mating material, in the reading chosen by `FIDE-6.2-mating-material`.
pub fn lacks_mating_material(pos: &Position, color: Color, interp: &FideInterpretation) -> bool {
    let pieces: Vec<Kind> = pos
        .board
        .iter()
        .flatten()
        .filter(|p| p.color == color && p.kind != Kind::King)
        .map(|p| p.kind)
        .collect();
    match interp.flag_fall_material {
        MatingMaterial::MinorOrBare => {
            matches!(pieces.as_slice(), [] | [Kind::Bishop] | [Kind::Knight])
        }
        MatingMaterial::BareKing => pieces.is_empty(),
    }
}

/// `fide/6.1`: the player whose time reaches zero loses, provided the opponent has sufficient material to
/// checkmate; `fide/6.2`: otherwise the result is a draw.
pub fn flag_fall(pos: &Position, flagged: Color, interp: &FideInterpretation) -> Status {
    let opponent = flagged.opponent();
    if lacks_mating_material(pos, opponent, interp) {
        Status::draw(
            crate::clause!("fide/6.2"),
            format!("{flagged}'s time ran out, but {opponent} lacks mating material"),
        )
    } else {
        Status::win(
            opponent.name(),
            crate::clause!("fide/6.1"),
            format!("{flagged}'s time ran out (flag fall)"),
        )
    }
}
