//! Writing a game as a record (`oracle play --record`), which the reader reads back.

use super::pgn_result;
use crate::core::{AnyGame, OracleError};
use std::fmt::Write;

/// Writes a game as a record: tags (`Variant`, `FEN` when the start is not the start position, any switch
/// that differs from its default, `GameEvent` for the game event that ended the game, `Result`, and
/// `Termination` with the status and its clause), then the moves in the notation for people with move
/// numbers, then the result (PGN's, or the ruleset's status word where PGN has none: `undecided`).
pub fn write_record(
    game: &dyn AnyGame,
    settings: &[(String, String)],
) -> Result<String, OracleError> {
    let ruleset = crate::ruleset(game.slug())?;
    let mut replay = ruleset.new_game(&game.start(), settings)?;
    let startpos = ruleset.new_game("startpos", settings)?;
    let mut out = String::new();
    let _ = writeln!(out, "[Variant \"{}\"]", game.slug());
    if startpos.position() != game.start() {
        let _ = writeln!(out, "[SetUp \"1\"]");
        let _ = writeln!(out, "[FEN \"{}\"]", game.start().replace('"', "\\\""));
    }
    if !settings.is_empty() {
        let list: Vec<String> = settings.iter().map(|(k, v)| format!("{k}={v}")).collect();
        let _ = writeln!(out, "[Interpretation \"{}\"]", list.join(" "));
    }
    // A game event that ended the game (`agreement`, Minnaar's `end-battle`) is no move: its own tag.
    if let Some(event) = game.event_played() {
        let _ = writeln!(out, "[GameEvent \"{event}\"]");
    }
    let status = game.status();
    let result = pgn_result(&status);
    let _ = writeln!(out, "[Result \"{result}\"]");
    if status.is_over() {
        let _ = writeln!(
            out,
            "[Termination \"{}\"]",
            status.to_string().replace('"', "'")
        );
    }
    out.push('\n');
    let two_colours = matches!(replay.side_to_move(), "white" | "black");
    let mut round = 1u32;
    let first_side = replay.side_to_move();
    let mut words: Vec<String> = Vec::new();
    for (i, mv) in game.moves().iter().enumerate() {
        let side = replay.side_to_move();
        if two_colours {
            if side == "white" {
                words.push(format!("{round}."));
            } else if i == 0 {
                words.push(format!("{round}..."));
            }
        } else if side == first_side {
            words.push(format!("{round}."));
        }
        let san = replay
            .legal_moves_with_san()
            .into_iter()
            .find(|(c, _)| c == mv)
            .map(|(_, s)| s)
            .unwrap_or_else(|| mv.clone());
        replay.play(mv)?;
        words.push(san);
        let next = replay.side_to_move();
        if (two_colours && side == "black") || (!two_colours && next == first_side) {
            round += 1;
        }
    }
    words.push(result);
    let mut line = String::new();
    for w in words {
        if !line.is_empty() && line.len() + 1 + w.len() > 79 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&w);
    }
    out.push_str(&line);
    out.push('\n');
    Ok(out)
}
