//! The planted FIDE bugs: shakmaty's correct chess with one deviation each.

use super::bug::{chess_bug, Deviation, Planted};
use super::fide_deviations::*;
use crate::engines::engine::{Answer, Engine, Fault, Query};
use crate::engines::shakmaty_engine::{answer_of, ShakmatyEngine};
use shakmaty::Chess;

pub const BUGS: &[Planted] = &[
    chess_bug(
        "castle-through-attacked-square",
        &["fide/3.1.6"],
        "the King may castle across a square the opponent attacks",
        castle_through_attacked_square,
    ),
    chess_bug(
        "castle-out-of-check",
        &["fide/3.1.5"],
        "the King may castle while in check",
        castle_out_of_check,
    ),
    chess_bug(
        "castle-into-check",
        &["fide/3.1.7"],
        "the King may castle onto an attacked square",
        castle_into_check,
    ),
    chess_bug(
        "en-passant-exposing-king",
        &["fide/2.1.2"],
        "en passant is allowed even when removing both Pawns exposes the King",
        en_passant_exposing_king,
    ),
    chess_bug(
        "no-en-passant",
        &["fide/3.2.2"],
        "en passant is never generated",
        no_en_passant,
    ),
    chess_bug(
        "no-under-promotion",
        &["fide/3.3.1"],
        "a Pawn promotes only to a Queen",
        no_under_promotion,
    ),
    chess_bug(
        "pinned-piece-moves",
        &["fide/2.1.2"],
        "a pinned piece (other than a Pawn or King) may leave its line",
        pinned_piece_moves,
    ),
    chess_bug(
        "double-check-answered-by-block",
        &["fide/4.2.2"],
        "a double check may be answered by capturing or blocking one of the checkers",
        double_check_answered_by_block,
    ),
    chess_bug(
        "king-ignores-pawn-attacks",
        &["fide/2.1.2"],
        "the King may step onto a square attacked only by Pawns",
        king_ignores_pawn_attacks,
    ),
    chess_bug(
        "pawn-jumps-over-piece",
        &["fide/2.6.2"],
        "a Pawn on its first rank may advance two squares over a piece",
        pawn_jumps_over_piece,
    ),
    chess_bug(
        "capture-keeps-move-count",
        &["fide/5.4"],
        "a capture does not reset the fifty-move count (only Pawn moves do)",
        capture_keeps_move_count,
    ),
    chess_bug(
        "knight-check-unseen",
        &["fide/4.1.1"],
        "check by a Knight alone is not seen as check",
        knight_check_unseen,
    ),
    chess_bug(
        "kings-may-touch",
        &["fide/2.1.3"],
        "the King may step next to the opposing King (its attacks are not counted)",
        kings_may_touch,
    ),
    chess_bug(
        "pawn-captures-straight",
        &["fide/2.6.3"],
        "a Pawn may capture the piece straight ahead of it",
        pawn_captures_straight,
    ),
    chess_bug(
        "stalemate-is-a-win",
        &["fide/5.1"],
        "a stalemate is a win for the side that is not stalemated",
        stalemate_is_a_win,
    ),
    chess_bug(
        "fide-never-castles",
        &["fide/3.1.1", "fide/3.1.2"],
        "castling is never generated",
        never_castles,
    ),
];

/// shakmaty with one planted bug.
pub struct PlantedChess {
    planted: &'static Planted,
    base: ShakmatyEngine<Chess>,
}

impl PlantedChess {
    pub fn new(planted: &'static Planted) -> PlantedChess {
        PlantedChess {
            planted,
            base: ShakmatyEngine::new("planted"),
        }
    }
}

impl Engine for PlantedChess {
    fn name(&self) -> String {
        format!("planted:{}", self.planted.name)
    }

    fn query(&mut self, q: &Query) -> Result<Answer, Fault> {
        let pos = self.base.position_after(q)?.clone();
        let mut answer = answer_of(&pos);
        if let Deviation::Chess(f) = self.planted.deviation {
            f(&pos, q, &mut answer)?;
        }
        Ok(answer)
    }
}
