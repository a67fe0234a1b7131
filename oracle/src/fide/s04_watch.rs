//! The check watch of section 4: what a trace's test of the checks a move gives (`fide/4.1.1`, in
//! [`super::s04_check::king_safe`]) reads of one position, worked out once. An optimisation, not a rule:
//! it clears a move only where the rule's own test, played out on the board after the move, finds no
//! check; the test below and `tests/trace_clauses.rs` hold it to that.

use super::s01_board::{color_index, Move, Piece, Position, Special, LINES};
use super::s02_pieces::{is_attacked, reach};
use crate::core::movement::ALL_EIGHT;
use crate::core::Square;

/// What the test of whether a move gives check (4.1.1, for a trace) reads of one position, worked out
/// once: the opposing King, which the mover does not attack now. An optimisation of [`gives_check`], not a
/// rule: a plain move whose piece, where it lands, has no line or step onto that King, from a square on
/// no line from it (so that leaving it uncovers nothing), cannot give check, and
/// [`CheckWatch::cannot_check`] clears it without playing it out.
#[derive(Clone, Copy)]
pub(super) struct CheckWatch {
    their_king: Square,
}

impl CheckWatch {
    /// The watch of the checks the side to move in `pos` may give: none where it attacks the opposing King
    /// already (a position the reader refuses; the rule is then asked of every move).
    pub(super) fn of(pos: &Position) -> Option<CheckWatch> {
        let their_king = pos.kings[color_index(pos.side.opponent())];
        (!is_attacked(&pos.board, their_king, pos.side)).then_some(CheckWatch { their_king })
    }

    /// Whether the plain move `mv` of `piece` certainly gives no check; no means only "ask the rule".
    #[inline]
    pub(super) fn cannot_check(&self, mv: &Move, piece: Piece) -> bool {
        let king = self.their_king;
        let arriving = reach(mv.promotion.unwrap_or(piece.kind), piece.color);
        mv.special == Special::Plain
            && LINES.line_to(king, mv.from, ALL_EIGHT).is_none()
            && LINES.step_to(mv.to, king, arriving.steps).is_none()
            && LINES.line_to(mv.to, king, arriving.lines).is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::super::s03_special::{board_after, make_move};
    use super::super::s04_check::legal_moves;
    use super::*;

    /// A move the check watch clears gives no check when played out (4.1.1 asked of the board after it),
    /// over the positions of a few seeded games; and the watch clears some moves, but not those that check.
    #[test]
    fn the_check_watch_clears_only_moves_that_give_no_check() {
        let (mut cleared, mut checks) = (0, 0);
        for seed in 0..6usize {
            let mut pos = super::super::s01_board::initial_placement();
            for ply in 0..120usize {
                let moves = legal_moves(&pos);
                if moves.is_empty() {
                    break;
                }
                let watch = CheckWatch::of(&pos).expect("the mover never attacks the other King");
                let them = pos.side.opponent();
                for mv in &moves {
                    let piece = pos.board[mv.from.index()].unwrap();
                    let board = board_after(&pos, mv);
                    let check = is_attacked(&board, pos.kings[color_index(them)], pos.side);
                    checks += usize::from(check);
                    if watch.cannot_check(mv, piece) {
                        cleared += 1;
                        assert!(!check, "{mv:?} gives check, cleared by the watch");
                    }
                }
                pos = make_move(&pos, &moves[(ply * 13 + seed * 5 + 1) % moves.len()]);
            }
        }
        assert!(
            cleared > 1000 && checks > 50,
            "{cleared} cleared, {checks} checks"
        );
    }
}
