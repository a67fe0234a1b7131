//! A random game that checks the invariants as it goes: every one at every step, or (for fuzzing at speed)
//! the cheap ones at every step and the costly ones on a sample of steps (see [`Checks::full_every`]).
//! The choices come from a closure, so the same game runs from fuzzer bytes ([`arbitrary::Unstructured`])
//! and from a proptest vector (which shrinks to the shortest failing game).

use super::invariants::{self, Checks, Picker};
use oracle::core::{AnyGame, AnyRuleset};

/// How long a game may go and how much each position is checked.
#[derive(Clone, Debug)]
pub struct Settings {
    pub max_plies: usize,
    pub checks: Checks,
}

/// What a finished playout reached, for the caller's own assertions and for statistics.
#[derive(Clone, Debug)]
pub struct Report {
    pub start: String,
    pub switches: Vec<(String, String)>,
    pub moves: Vec<String>,
    pub status: String,
}

/// Chooses a reading for every switch of the ruleset's register: `choose(n)` picks one of `n`; index 0 is the
/// register's default, so a source of zeros plays the default interpretation.
pub fn choose_switches(
    ruleset: &dyn AnyRuleset,
    choose: &mut dyn FnMut(usize) -> usize,
) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for entry in ruleset.register() {
        let Some(switch) = entry.switch else { continue };
        if entry.readings.is_empty() {
            continue;
        }
        let mut values: Vec<&str> = vec![entry.default];
        values.extend(
            entry
                .readings
                .iter()
                .map(|r| r.value)
                .filter(|v| *v != entry.default),
        );
        let value = values[choose(values.len()).min(values.len() - 1)];
        out.push((switch.to_string(), value.to_string()));
    }
    out
}

/// Plays from the start position: `choose(n)` picks one of `n` (switch readings, then moves); `None` ends
/// the game there. Every position and every move is checked; the error names the game so it can be replayed.
pub fn run(
    ruleset: &dyn AnyRuleset,
    choose: &mut dyn FnMut(usize) -> Option<usize>,
    settings: &Settings,
) -> Result<Report, String> {
    let switches = choose_switches(ruleset, &mut |n| choose(n).unwrap_or(0));
    let game = ruleset
        .new_game("startpos", &switches)
        .map_err(|e| format!("{}: the start position does not load: {e}", ruleset.slug()))?;
    run_from(game, choose, settings)
}

/// Plays from `game` as [`run`] does.
pub fn run_from(
    mut game: Box<dyn AnyGame>,
    choose: &mut dyn FnMut(usize) -> Option<usize>,
    settings: &Settings,
) -> Result<Report, String> {
    let start = game.position();
    let switches = invariants::switches_of(game.as_ref());
    let board = invariants::board_of(game.as_ref());
    let squares = board.names.as_slice();
    let mut rng = Picker::from_seed(start.len() as u64 ^ settings.checks.seed);
    let mut steps = Picker::from_seed(settings.checks.seed);
    let full_every = settings.checks.full_every.max(1);
    let mut pool: Vec<String> = Vec::new();
    let context = |game: &dyn AnyGame, e: String| {
        format!(
            "{e}\n  ruleset: {}\n  switches: {switches:?}\n  start: {start}\n  moves: {}\n  position: {}",
            game.slug(),
            game.moves().join(" "),
            game.position()
        )
    };
    loop {
        // The costly checks on a sample of positions and where the rules end the game, the cheap ones
        // everywhere.
        let full = full_every == 1 || steps.below(full_every) == 0;
        let legal = game.legal_move_texts();
        let count = legal.len();
        let ended = count == 0 || game.status().is_over();
        let last = ended || game.moves().len() >= settings.max_plies;
        let choice = if last { None } else { choose(2 * count) };
        // A game stopped by the bytes or the ply limit has its last position checked whole one time in
        // four (the bytes end there, so the fuzzer can aim at it).
        if full || ended || (choice.is_none() && steps.below(4) == 0) {
            invariants::check_position(game.as_ref(), squares, &pool, &settings.checks, &mut rng)
        } else {
            invariants::check_step(game.as_ref(), &legal)
        }
        .map_err(|e| context(game.as_ref(), e))?;
        let Some(i) = choice else { break };
        // Half of the choices go to the moves where the rules do the most (captures, and what the ruleset
        // names), so that rare sequences such as a capture followed by an escape come up often.
        let index = if i < count {
            i
        } else {
            let eventful = eventful_moves(game.as_ref(), board, &legal);
            if eventful.is_empty() {
                i % count
            } else {
                eventful[i % eventful.len()]
            }
        };
        let mv = legal[index].to_string();
        let seen: Vec<String> = if full {
            legal.iter().map(|m| m.to_string()).collect()
        } else {
            Vec::new()
        };
        let before = full.then(|| game.clone_box());
        let played = game.moves().len();
        // The move is played as generation made it (the moves are generated once per step); on the sampled
        // steps it is also played from its text, and the two games must agree.
        let text = game.play_legal(index).map_err(|e| {
            context(
                game.as_ref(),
                format!("legal move `{mv}` does not play: {e}"),
            )
        })?;
        if text != mv || game.moves().len() != played + 1 || game.moves().last() != Some(&mv) {
            return Err(context(
                game.as_ref(),
                format!("playing `{mv}` did not add it to the record (played `{text}`)"),
            ));
        }
        if let Some(before) = before {
            let mut by_text = before.clone_box();
            by_text.play(&mv).map_err(|e| {
                context(
                    before.as_ref(),
                    format!("legal move `{mv}` does not play from its text: {e}"),
                )
            })?;
            if by_text.position() != game.position() || by_text.status() != game.status() {
                return Err(context(
                    before.as_ref(),
                    format!(
                        "`{mv}` played from the list and from its text give different games: {} ({}) \
                         and {} ({})",
                        game.position(),
                        game.status().word(),
                        by_text.position(),
                        by_text.status().word()
                    ),
                ));
            }
            invariants::check_move_effects(before.as_ref(), &mv, game.as_ref(), squares)
                .map_err(|e| context(game.as_ref(), format!("after `{mv}`: {e}")))?;
            for m in seen {
                if pool.len() < 256 && !pool.contains(&m) {
                    pool.push(m);
                }
            }
        }
    }
    Ok(Report {
        start: start.clone(),
        switches: switches.clone(),
        moves: game.moves().to_vec(),
        status: game.status().word(),
    })
}

/// Plays a game from the start without checking anything (to reach positions for other checks): `choose(n)`
/// picks one of `n` legal moves, `None` stops.
pub fn walk(
    ruleset: &dyn AnyRuleset,
    switches: &[(String, String)],
    choose: &mut dyn FnMut(usize) -> Option<usize>,
) -> Result<Box<dyn AnyGame>, String> {
    let mut game = ruleset
        .new_game("startpos", switches)
        .map_err(|e| format!("{}: the start position does not load: {e}", ruleset.slug()))?;
    while !game.status().is_over() {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let Some(c) = choose(moves.len()) else { break };
        let m = &moves[c % moves.len()];
        game.play(m).map_err(|e| {
            format!(
                "{}: legal `{m}` does not play after {:?}: {e}",
                ruleset.slug(),
                game.moves()
            )
        })?;
    }
    Ok(game)
}

/// The square names a coordinate move text mentions, in order (`e4d5@h6` gives e4, d5, h6).
pub fn squares_named(mv: &str) -> impl Iterator<Item = &str> {
    let b = mv.as_bytes();
    let mut i = 0;
    std::iter::from_fn(move || {
        while i < b.len() {
            if b[i].is_ascii_lowercase() && i + 1 < b.len() && b[i + 1].is_ascii_digit() {
                let mut j = i + 1;
                while j < b.len() && b[j].is_ascii_digit() {
                    j += 1;
                }
                let name = &mv[i..j];
                i = j;
                return Some(name);
            }
            i += 1;
        }
        None
    })
}

/// The indices of the legal moves where the rules do the most: captures (a square named after the first
/// holds a piece) and the moves the ruleset's hooks call eventful. Each square is read from the game once.
pub fn eventful_moves(game: &dyn AnyGame, board: &invariants::Board, legal: &[&str]) -> Vec<usize> {
    let hook = super::ruleset_hooks::hooks(game.slug()).map(|h| h.eventful);
    let views = invariants::Views::new(game, board);
    legal
        .iter()
        .enumerate()
        .filter(|(_, m)| {
            let capture = squares_named(m)
                .skip(1)
                .any(|sq| views.get(sq).is_some_and(|v| v.piece.is_some()));
            capture || hook.is_some_and(|h| h(&views, m))
        })
        .map(|(i, _)| i)
        .collect()
}
