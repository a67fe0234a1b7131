//! How a game ends: suicide-void/B.8 (the first player to lose all pieces wins), B.9 (stalemate: fewer
//! pieces wins, equal is a draw), and, with `draw-rules=fics`, the FICS draws by the fifty-move rule and
//! by repetition. (S.6, the optional promotion victory, is `ss_promotion_victory`'s.)

use super::position::Position;
use crate::clause;
use crate::core::{Color, Status};

/// suicide-void/B.8: the first player to lose all his pieces wins.
pub fn first_player_to_lose_all_pieces_wins(pos: &Position) -> Option<Status> {
    Color::BOTH
        .into_iter()
        .find(|&c| pos.count(c) == 0)
        .map(|c| {
            Status::win(
                c.name(),
                clause!("suicide-void/B.8"),
                format!("{} has lost all its pieces", c.name()),
            )
        })
}

/// suicide-void/B.9: in the case of stalemate (the side to move has no legal move), whichever player has
/// fewer pieces left wins; the same number is a draw; the type of pieces makes no difference. With
/// `stalemated_side_wins` (switch `stalemate=stalemated-wins`, the Giveaway and Antichess reading, register
/// SU-B.9-giveaway-stalemate) the side to move wins whatever the counts.
pub fn stalemate(pos: &Position, stalemated_side_wins: bool) -> Status {
    let mover = pos.turn;
    if stalemated_side_wins {
        return Status::win(
            mover.name(),
            clause!("suicide-void/B.9"),
            format!(
                "{} is stalemated and wins (stalemate=stalemated-wins, as Giveaway and Antichess read it); \
                 white has {}, black {} pieces",
                mover.name(),
                pos.count(Color::White),
                pos.count(Color::Black)
            ),
        );
    }
    let (mine, theirs) = (pos.count(mover), pos.count(mover.opponent()));
    let counts = format!(
        "{} is stalemated; white has {}, black {} pieces",
        mover.name(),
        pos.count(Color::White),
        pos.count(Color::Black)
    );
    if mine < theirs {
        Status::win(mover.name(), clause!("suicide-void/B.9"), counts)
    } else if theirs < mine {
        Status::win(mover.opponent().name(), clause!("suicide-void/B.9"), counts)
    } else {
        Status::draw(clause!("suicide-void/B.9"), counts)
    }
}

/// suicide-void/0 with `draw-rules=fics` (register entry SU-0-draw-rules): the FICS fifty-move rule
/// (100 plies without a capture or a pawn move) and threefold repetition end the game in a draw.
pub fn fics_draw(history: &[Position]) -> Option<Status> {
    let pos = history.last()?;
    if pos.halfmove_clock >= 100 {
        return Some(Status::draw(
            clause!("suicide-void/0"),
            "fifty moves by each side without a capture or a pawn move (FICS rules)",
        ));
    }
    let seen = history
        .iter()
        .filter(|p| same_for_repetition(p, pos))
        .count();
    if seen >= 3 {
        return Some(Status::draw(
            clause!("suicide-void/0"),
            "the same position for the third time (FICS rules)",
        ));
    }
    None
}

/// The same position for the repetition rule: pieces, side to move, en passant square, castling rights and
/// void.
fn same_for_repetition(a: &Position, b: &Position) -> bool {
    a.board == b.board
        && a.turn == b.turn
        && a.en_passant == b.en_passant
        && a.void == b.void
        && a.castling == b.castling
}
