//! The planted Circular Chess bugs: the oracle with one deviation each.

use super::board::{fields, rank_of, squares, Board};
use super::bug::{bug, Planted, Seen};
use super::deviate::{self, add_if_refused_by, end_as, other_side, set_status};
use crate::engines::engine::Answer;

pub const BUGS: &[Planted] = &[
    bug(
        "king-cannot-cross-centre",
        &["circular/8.2"],
        "the King may not cross the centre",
        king_cannot_cross_centre,
    ),
    bug(
        "castling-over-attacked-arc",
        &["circular/11.1"],
        "castling over an attacked arc (11.1 checked on the King's own space only)",
        castling_over_attacked_arc,
    ),
    bug(
        "stalemate-loses",
        &["circular/14.2"],
        "stalemate is a loss for the stalemated side",
        stalemate_loses,
    ),
    bug(
        "fifty-moves-automatic",
        &["circular/14.4"],
        "the fifty-move rule ends the game by itself instead of being declared",
        fifty_moves_automatic,
    ),
    bug(
        "no-promotion-on-own-first-rank",
        &["circular/12.2"],
        "no promotion on the Pawn's own first rank",
        no_promotion_on_own_first_rank,
    ),
    bug(
        "rook-returns-home",
        &["circular/5.4"],
        "a Rook may return to the space it started from",
        deviate::forgets_its_rule,
    ),
    bug(
        "knight-jumps-void",
        &["circular/9.3"],
        "a Knight may jump across or over a void",
        deviate::forgets_its_rule,
    ),
    bug(
        "insufficient-material-plays-on",
        &["circular/14.3"],
        "insufficient material is no draw: the game goes on",
        deviate::misses_its_end,
    ),
];

/// The board field (the spaces) and whether White is to move.
fn board_and_side(seen: &Seen) -> (Board, bool) {
    let now = seen.position();
    let f = fields(&now);
    (Board::parse(f[1]), f[2] == "w")
}

fn king_cannot_cross_centre(seen: &Seen, answer: &mut Answer) {
    let (board, white) = board_and_side(seen);
    let king = if white { 'K' } else { 'k' };
    answer.moves.retain(|m| {
        let sq = squares(m);
        if sq.is_empty() {
            return true;
        }
        let crosses = matches!(
            (rank_of(&sq[0]), rank_of(&sq[sq.len() - 1])),
            (4, 5) | (5, 4)
        );
        !(crosses && board.at(&sq[0]) == Some(king))
    });
}

fn castling_over_attacked_arc(seen: &Seen, answer: &mut Answer) {
    if seen.over() {
        return;
    }
    let (board, white) = board_and_side(seen);
    let king = if white { 'K' } else { 'k' };
    for rank in [1, 8] {
        let from = format!("e{rank}");
        if board.at(&from) != Some(king) {
            continue;
        }
        for to in ["g", "c"] {
            let mv = format!("{from}{to}{rank}");
            add_if_refused_by(seen.game, answer, &mv, "circular/11.1");
        }
    }
}

fn stalemate_loses(seen: &Seen, answer: &mut Answer) {
    let side = seen.game.side_to_move();
    end_as(seen, answer, &format!("{}-wins", other_side(side)));
}

fn fifty_moves_automatic(seen: &Seen, answer: &mut Answer) {
    let now = seen.position();
    let halfmoves = fields(&now).get(5).and_then(|h| h.parse::<u32>().ok());
    if !seen.over() && halfmoves >= Some(100) {
        set_status(answer, "draw");
    }
}

fn no_promotion_on_own_first_rank(seen: &Seen, answer: &mut Answer) {
    let (_, white) = board_and_side(seen);
    let own_first = if white { 1 } else { 8 };
    answer.moves.retain(|m| {
        let sq = squares(m);
        let promotes = m.len() > 4 && !m.ends_with(char::is_numeric);
        !(promotes && sq.len() == 2 && rank_of(&sq[1]) == own_first)
    });
}
