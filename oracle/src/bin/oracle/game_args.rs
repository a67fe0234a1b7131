//! A game as the command line gives it (the ruleset, the switches, the position, the moves, an event),
//! and the lines the commands print about it.

use crate::cli::GameArgs;
use oracle::core::interpretation::parse_setting;
use oracle::core::{AnyGame, AnyRuleset, OracleError};

/// The ruleset `--ruleset` names (a slug, or a reading's name such as `antichess`) and the switches in force:
/// those the name sets and those given with `--interpretation`.
pub fn ruleset_and_settings(
    args: &GameArgs,
) -> Result<(&'static dyn AnyRuleset, oracle::names::Settings), OracleError> {
    let settings = args
        .interpretation
        .iter()
        .map(|s| parse_setting(s))
        .collect::<Result<Vec<_>, _>>()?;
    oracle::names::resolve(&args.ruleset, &settings)
}

pub fn start(args: &GameArgs, drop_last: bool) -> Result<Box<dyn AnyGame>, OracleError> {
    let (ruleset, settings) = ruleset_and_settings(args)?;
    let mut game = ruleset.new_game(&args.position, &settings)?;
    let moves = if drop_last {
        &args.moves[..args.moves.len().saturating_sub(1)]
    } else {
        &args.moves[..]
    };
    game.play_all(moves).map_err(pasted_list_hint)?;
    if let Some(event) = &args.event {
        game.event(event)?;
    }
    Ok(game)
}

/// A move argument that is not a move and holds several words is most likely a whole move list pasted in
/// one quoted argument: the error says so.
pub fn pasted_list_hint(e: OracleError) -> OracleError {
    match e {
        OracleError::BadMove {
            text,
            message,
            move_index,
        } if text.split_whitespace().count() > 1 => OracleError::BadMove {
            message: format!(
                "{message}; it holds {} words: give each move as an argument of its own \
                 (`oracle play startpos e4 e5 Nf3`), not the whole list in one quoted argument",
                text.split_whitespace().count()
            ),
            text,
            move_index,
        },
        e => e,
    }
}

/// The status line of `play` and `moves`: the status with its clause, and check when the side to move is in
/// check.
pub fn status_line(g: &dyn AnyGame) -> String {
    let status = g.status();
    if g.in_check() && !status.is_over() {
        format!("status: {status}; {} is in check\n", g.side_to_move())
    } else {
        format!("status: {status}\n")
    }
}

/// The lines `show` prints under the picture: the position text, the last move, check and the status.
/// A scenario's `board:` reads them back (they are `key: value` lines a diagram reader skips).
pub fn show_notes(g: &dyn AnyGame) -> String {
    let mut s = String::new();
    if !g.show().contains(&g.position()) {
        s.push_str(&format!("position: {}\n", g.position()));
    }
    if let Some(last) = g.moves().last() {
        s.push_str(&format!("last move: {last}\n"));
    }
    if g.in_check() && !g.status().is_over() {
        s.push_str(&format!("check: {} is in check\n", g.side_to_move()));
    }
    if g.status().is_over() {
        s.push_str(&format!("status: {}\n", g.status()));
    }
    s
}
