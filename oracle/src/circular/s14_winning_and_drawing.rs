//! circular/14: Winning and Drawing. Checkmate wins; stalemate and insufficient material draw at once; the
//! fifty-move rule and repetition are draws the player to move may declare.

use super::interpretation::{CircularInterpretation, MateAndMaterial};
use super::s04_movement::{Kind, Position};
use super::s13_check::in_check;
use super::s13_check::{has_legal_move, legal_moves, make_move};
use crate::clause;
use crate::core::events::{event_position, refused_claim, unknown_event};
use crate::core::{Color, OracleError, Status};

/// The game events of Circular Chess that are not moves.
pub const EVENTS: &[(&str, &str)] = &[
    (
        "claim-fifty-moves",
        "the player to move declares a draw by the fifty-move rule (circular/14.4); refused unless fifty \
         moves by each player have passed without a capture or a Pawn move",
    ),
    (
        "claim-repetition",
        "the player to move declares a draw by repetition (circular/14.5); refused unless the arrangement \
         has appeared three times with that player to move, or one of that player's moves produces an \
         arrangement that appeared twice before with the opponent to move",
    ),
    ("resign-white", "White resigns: Black wins (circular/14.1)"),
    ("resign-black", "Black resigns: White wins (circular/14.1)"),
];

/// circular/13.2, circular/14.1, circular/14.2, circular/14.3: how the game stands in `pos`. A checkmate wins
/// and a stalemate draws before insufficient material is asked, or after it under
/// `mate-and-material=material-first` (register entry `CC-mate-and-material`).
pub fn status(pos: &Position, interp: &CircularInterpretation) -> Status {
    if interp.mate_and_material == MateAndMaterial::MaterialFirst && insufficient_material(pos) {
        return drawn_by_material();
    }
    if !has_legal_move(pos, interp) {
        return if in_check(pos, pos.to_move, interp) {
            let winner = pos.to_move.opponent();
            Status::win(
                winner.name(),
                clause!("circular/13.2"),
                format!("{} is checkmated; {} wins (14.1)", pos.to_move, winner),
            )
        } else {
            Status::draw(
                clause!("circular/14.2"),
                format!(
                    "{} is not in check and has no legal move: stalemate",
                    pos.to_move
                ),
            )
        };
    }
    if insufficient_material(pos) {
        return drawn_by_material();
    }
    Status::ongoing()
}

/// circular/14.3: the game ends in a draw.
fn drawn_by_material() -> Status {
    Status::draw(
        clause!("circular/14.3"),
        "neither player has more than a King and a Bishop or a King and a Knight",
    )
}

/// circular/14.3: neither player has more material than a King and a Bishop or a King and a Knight.
pub fn insufficient_material(pos: &Position) -> bool {
    Color::BOTH.iter().all(|&c| {
        let mut minor = 0;
        for p in pos.spaces.iter().flatten().filter(|p| p.color == c) {
            match p.kind {
                Kind::King => {}
                Kind::Bishop | Kind::Knight => minor += 1,
                _ => return false,
            }
        }
        minor <= 1
    })
}

/// circular/14.4: fifty consecutive moves by each player without a capture or a Pawn move.
pub fn fifty_moves_made(pos: &Position) -> bool {
    pos.halfmove_clock >= 100
}

/// circular/14.5, circular/14.6: the arrangement of the current position has appeared three times with the same player
/// to move, or the player to move can produce in one move an arrangement that appeared twice before with the
/// opponent to move each time.
pub fn repetition_claimable(history: &[Position], interp: &CircularInterpretation) -> bool {
    let Some(pos) = history.last() else {
        return false;
    };
    let occurrences = |p: &Position| {
        let a = p.arrangement();
        history
            .iter()
            .filter(|h| h.to_move == p.to_move && h.arrangement() == a)
            .count()
    };
    occurrences(pos) >= 3
        || legal_moves(pos, interp)
            .iter()
            .any(|m| occurrences(&make_move(pos, m)) >= 2)
}

/// circular/14.1, circular/14.4, circular/14.5: the status after `event` at the end of `history`. A claim that the rules do not
/// allow is refused with the clause, and the game goes on.
pub fn event(
    history: &[Position],
    event: &str,
    interp: &CircularInterpretation,
) -> Result<Status, OracleError> {
    let pos = event_position(history)?;
    let refuse = |clause, message: &str| refused_claim(event, message, clause);
    match event {
        "claim-fifty-moves" => {
            if fifty_moves_made(pos) {
                Ok(Status::draw(
                    clause!("circular/14.4"),
                    format!("{} declares a draw: fifty moves by each player without a capture or a Pawn move", pos.to_move),
                ))
            } else {
                Err(refuse(
                    clause!("circular/14.4"),
                    &format!(
                        "only {} moves without a capture or a Pawn move; a draw needs fifty by each player",
                        pos.halfmove_clock
                    ),
                ))
            }
        }
        "claim-repetition" => {
            if repetition_claimable(history, interp) {
                Ok(Status::draw(
                    clause!("circular/14.5"),
                    format!(
                        "{} declares a draw by repetition of the arrangement of pieces",
                        pos.to_move
                    ),
                ))
            } else {
                Err(refuse(
                    clause!("circular/14.5"),
                    "the arrangement of pieces has not appeared three times with this player to move, nor can \
                     this player produce one that appeared twice with the opponent to move",
                ))
            }
        }
        "resign-white" => Ok(Status::win(
            "black",
            clause!("circular/14.1"),
            "White resigns",
        )),
        "resign-black" => Ok(Status::win(
            "white",
            clause!("circular/14.1"),
            "Black resigns",
        )),
        other => Err(unknown_event("circular", other, EVENTS)),
    }
}
