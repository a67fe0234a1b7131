//! Invariants every ruleset owes, checked through the text face ([`AnyGame`]) so that a ruleset is checked
//! as soon as it is registered in `oracle::rulesets()`, plus the dispatch to each ruleset's own invariants.
//!
//! Every check returns `Err(description)` rather than panicking, so that property tests can report and
//! shrink, and fuzz bodies can panic with the description.

pub use super::board::{board_of, board_squares, switches_of, Board, Views};
use oracle::core::{AnyGame, Clause, OracleError, Verdict};
use std::collections::{HashMap, HashSet};
use std::sync::{Mutex, OnceLock};

/// Stops a fuzz body where an invariant fails: libFuzzer keeps the input, `cargo test` names the invariant.
pub fn fail(what: &str, detail: impl std::fmt::Display) -> ! {
    panic!("invariant broken ({what}): {detail}")
}

/// How much of each position to check.
#[derive(Clone, Debug)]
pub struct Checks {
    /// How many legal moves to decide and play again (`None`: all of them).
    pub legal_sample: Option<usize>,
    /// How many move texts that are not in the legal list to submit, expecting a refusal with a clause.
    pub illegal_sample: usize,
    /// In a playout, one position in about this many gets the costly checks of [`check_position`] (and its
    /// move the ruleset's move invariants); the others get [`check_step`]. A position where the rules
    /// ended the game is always checked whole, the last of a game stopped by the bytes or the ply limit
    /// one time in four. 1: every position.
    pub full_every: usize,
    /// Seeds the choice of those positions (a fuzz body passes a hash of its input, so a crash replays).
    pub seed: u64,
}

impl Checks {
    /// Every legal move, and a dozen refusals per position: for fuzzing and release runs.
    pub fn thorough() -> Checks {
        Checks {
            legal_sample: None,
            illegal_sample: 12,
            full_every: 1,
            seed: 0,
        }
    }

    /// A few moves per position: for `cargo test` in debug builds.
    pub fn quick() -> Checks {
        Checks {
            legal_sample: Some(4),
            illegal_sample: 4,
            full_every: 1,
            seed: 0,
        }
    }

    /// For the playout fuzz targets: [`Checks::quick`] on one position in thirty-two, chosen by `seed`, and
    /// the cheap checks of [`check_step`] on the others (a whole check costs about as much as nine cheap
    /// steps, so in a game of 40 plies the whole checks still take about a quarter of the time).
    pub fn sampled(seed: u64) -> Checks {
        Checks {
            full_every: 32,
            seed,
            ..Checks::quick()
        }
    }
}

pub use crate::rng::Picker;

/// A clause cited by a refusal or a game end must be a full id (`ruleset/number`) and, where the project's
/// registry `clauses/<ruleset>.yaml` exists, one of its ids.
pub fn check_clause(clause: Clause) -> Result<(), String> {
    let (ruleset, number) = (clause.ruleset(), clause.number());
    if ruleset.is_empty() || number.is_empty() || !clause.id().contains('/') {
        return Err(format!(
            "`{clause}` is not a full clause id `ruleset/number`"
        ));
    }
    if registry_has(ruleset, number) == Some(false) {
        return Err(format!("`{clause}` is not an id of clauses/{ruleset}.yaml"));
    }
    Ok(())
}

/// The project's clause registries (`clauses/*.yaml`), read once; `None` where they cannot be read (a fuzzing
/// service's runner without the source tree), in which case clause ids are checked for their form only.
pub fn project_registries() -> Option<&'static crate::Registries> {
    crate::Registries::project().ok()
}

/// Whether `clauses/<ruleset>.yaml` lists `number`; `None` where that registry cannot be read.
fn registry_has(ruleset: &str, number: &str) -> Option<bool> {
    static CACHE: OnceLock<Mutex<HashMap<String, Option<HashSet<String>>>>> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    let mut cache = cache.lock().unwrap_or_else(|e| e.into_inner());
    let ids = cache.entry(ruleset.to_string()).or_insert_with(|| {
        let registry = project_registries()?.get(ruleset)?;
        Some(registry.clauses.iter().map(|c| c.id.clone()).collect())
    });
    ids.as_ref().map(|ids| ids.contains(number))
}

/// The cheap checks made at every position of a playout (`legal`: its legal moves, sorted): no legal move
/// is listed twice, a game with no legal move has ended, and an ended game names a clause of its rules.
pub fn check_step(game: &dyn AnyGame, legal: &[&str]) -> Result<(), String> {
    if let Some(w) = legal.windows(2).find(|w| w[0] == w[1]) {
        return Err(format!("two legal moves are both written `{}`", w[0]));
    }
    let status = game.status();
    if legal.is_empty() && !status.is_over() {
        return Err("no legal move, yet the game goes on".to_string());
    }
    if status.is_over() {
        let clause = status
            .clause
            .ok_or_else(|| format!("the game ended ({}) without a clause", status.word()))?;
        check_clause(clause).map_err(|e| format!("the game's end: {e}"))?;
    }
    Ok(())
}

/// What every position reached must satisfy, for every ruleset:
/// - its text reads back to a position with the same text, side to move, check, legal moves and squares;
/// - no two legal moves share a coordinate text or a notation for people;
/// - a game with no legal move has ended, and an ended game names its clause;
/// - every legal move (or a sample) is decided legal from its coordinate text and from its notation for
///   people, as the same move, and plays; after the end every move is refused with the ending clause;
/// - move texts that are not legal here (moves legal earlier in the game, `pool`, and random pairs of
///   squares) are refused with a clause of the rules;
/// - the ruleset's own position invariants;
/// - in rulesets that treat both colours alike, the mirrored position allows exactly the mirrored moves.
pub fn check_position(
    game: &dyn AnyGame,
    board: &[String],
    pool: &[String],
    checks: &Checks,
    rng: &mut Picker,
) -> Result<(), String> {
    let text = game.position();
    let legal = game.legal_moves_with_san();
    let coords: Vec<&str> = legal.iter().map(|(c, _)| c.as_str()).collect();
    check_round_trip(game, &text, board)?;
    check_step(game, &coords)?;
    let mut sans = HashSet::new();
    for (c, s) in &legal {
        if !sans.insert(s.as_str()) {
            return Err(format!(
                "two legal moves are both written `{s}` for people (one is `{c}`)"
            ));
        }
    }
    let status = game.status();
    for i in rng.sample(legal.len(), checks.legal_sample) {
        let (coord, san) = &legal[i];
        check_legal_move(game, coord, san, status.is_over().then_some(&status.clause))?;
    }
    let legal_set: HashSet<&str> = coords.iter().copied().collect();
    let mut candidates: Vec<String> = Vec::new();
    for _ in 0..checks.illegal_sample {
        if !pool.is_empty() && rng.below(2) == 0 {
            candidates.push(pool[rng.below(pool.len())].clone());
        } else if board.len() >= 2 {
            let a = rng.below(board.len());
            let b = rng.below(board.len());
            if a != b {
                candidates.push(format!("{}{}", board[a], board[b]));
            }
        }
    }
    for c in candidates {
        if legal_set.contains(c.as_str()) {
            continue;
        }
        match game.explain(&c) {
            Verdict::Refused(rejection) => {
                check_clause(rejection.clause).map_err(|e| format!("the refusal of `{c}`: {e}"))?
            }
            // Another spelling of a listed move (`e1h1`, the King taking its own Rook, for castling)
            // reads as that move; any other text outside the list must be refused.
            Verdict::Legal(m) if !respells(game, &c, &m, &legal_set) => {
                return Err(format!(
                    "`{c}` is not in the legal list, yet it is decided legal (as `{m}`)"
                ))
            }
            Verdict::Legal(_) => {}
            Verdict::Unreadable(e) => {
                return Err(format!(
                "`{c}` is not in the legal list and is a move text of this ruleset, yet it is not \
                     refused with a clause: {e}"
            ))
            }
        }
    }
    if let Some(hooks) = super::ruleset_hooks::hooks(game.slug()) {
        (hooks.position)(game, board)?;
    }
    super::mirror::check_mirror(game)?;
    Ok(())
}

/// Whether `text` is another spelling (`oracle::core::spellings`) of the listed legal move `m`: one of the
/// text's alternatives is decided legal as `m`.
fn respells(game: &dyn AnyGame, text: &str, m: &str, legal: &HashSet<&str>) -> bool {
    if !legal.contains(m) {
        return false;
    }
    let side = game.side_to_move();
    let piece_on = |sq: &str| {
        let piece = game.square(sq).ok()?.piece?;
        (piece.split_once(' ').map(|(colour, _)| colour) == Some(side)).then_some(piece)
    };
    oracle::core::spellings::alternatives(text, &piece_on)
        .iter()
        .any(|alt| matches!(game.explain(alt), Verdict::Legal(a) if a == m))
}

fn check_round_trip(game: &dyn AnyGame, text: &str, board: &[String]) -> Result<(), String> {
    let switches = switches_of(game);
    let again = oracle::rulesets()
        .into_iter()
        .find(|r| r.slug() == game.slug())
        .ok_or_else(|| format!("ruleset `{}` is not registered", game.slug()))?
        .new_game(text, &switches)
        .map_err(|e| format!("the position's own text does not read back: {e}\n  text: {text}"))?;
    let again_text = again.position();
    if again_text != text {
        return Err(format!(
            "the position's text reads back to another text\n  text:  {text}\n  again: {again_text}"
        ));
    }
    if again.side_to_move() != game.side_to_move() {
        return Err(format!(
            "read back from `{text}`, the side to move is {} instead of {}",
            again.side_to_move(),
            game.side_to_move()
        ));
    }
    if again.in_check() != game.in_check() {
        return Err(format!("read back from `{text}`, check differs"));
    }
    if again.legal_move_texts() != game.legal_move_texts() {
        return Err(format!(
            "read back from `{text}`, the legal moves differ\n  before: {:?}\n  again:  {:?}",
            game.legal_moves(),
            again.legal_moves()
        ));
    }
    for sq in board {
        let (a, b) = (game.square(sq), again.square(sq));
        if a != b {
            return Err(format!(
                "read back from `{text}`, square {sq} differs: {a:?} then {b:?}"
            ));
        }
    }
    Ok(())
}

fn check_legal_move(
    game: &dyn AnyGame,
    coord: &str,
    san: &str,
    ended_by: Option<&Option<Clause>>,
) -> Result<(), String> {
    if let Some(ending) = ended_by {
        return match game.explain(coord) {
            Verdict::Refused(r) if Some(r.clause) == *ending => Ok(()),
            other => Err(format!(
                "after the game's end, `{coord}` should be refused with {ending:?}, got {other:?}"
            )),
        };
    }
    for text in [coord, san] {
        match game.explain(text) {
            Verdict::Legal(m) if m == coord => {}
            other => {
                return Err(format!(
                    "legal move `{coord}` (`{san}`) written `{text}` is decided {other:?}"
                ))
            }
        }
    }
    let mut next = game.clone_box();
    next.play(coord)
        .map_err(|e| format!("legal move `{coord}` does not play: {e}"))?;
    if next.moves().last().map(String::as_str) != Some(coord) {
        return Err(format!(
            "legal move `{coord}` is recorded as {:?}",
            next.moves().last()
        ));
    }
    Ok(())
}

/// What a move must do, for every ruleset: be recorded as played, and keep the ruleset's own move
/// invariants (`before` is the game before `mv`, `after` after it).
pub fn check_move_effects(
    before: &dyn AnyGame,
    mv: &str,
    after: &dyn AnyGame,
    board: &[String],
) -> Result<(), String> {
    if after.moves().len() != before.moves().len() + 1 {
        return Err(format!("playing `{mv}` did not add one move to the record"));
    }
    if let Some(hooks) = super::ruleset_hooks::hooks(before.slug()) {
        (hooks.after_move)(&super::hooks::Played {
            before,
            mv,
            after,
            board,
        })?;
    }
    Ok(())
}

/// The oracle's verdict on any text must agree with its legal list and with `play`.
pub fn check_move_text(game: &dyn AnyGame, text: &str) -> Result<(), String> {
    let verdict = game.explain(text);
    let mut played = game.clone_box();
    let play = played.play(text);
    match (&verdict, &play) {
        (Verdict::Legal(coord), Ok(())) => {
            if game.status().is_over() {
                return Err(format!(
                    "`{text}` is decided legal after the game ended: {}",
                    game.status()
                ));
            }
            if !game.legal_move_texts().contains(&coord.as_str()) {
                return Err(format!(
                    "`{text}` is decided legal as `{coord}`, which is not in the legal list"
                ));
            }
            let mut by_coord = game.clone_box();
            by_coord
                .play(coord)
                .map_err(|e| format!("`{coord}` (from `{text}`) does not play: {e}"))?;
            if by_coord.position() != played.position() {
                return Err(format!(
                    "`{text}` and its coordinate form `{coord}` lead to different positions"
                ));
            }
            Ok(())
        }
        (Verdict::Refused(rejection), Err(e)) => {
            check_clause(rejection.clause).map_err(|e| format!("refusing `{text}`: {e}"))?;
            if e.clause() != Some(rejection.clause) {
                return Err(format!(
                    "`{text}` is refused with {} but playing it fails with {e}",
                    rejection.clause
                ));
            }
            // After the end the list still holds what generation makes, and every move is refused with
            // the clause that ended the game.
            let status = game.status();
            let ended_by = status.clause.filter(|_| status.is_over());
            if ended_by.is_none() && game.legal_move_texts().contains(&text.trim()) {
                return Err(format!("`{text}` is in the legal list, yet refused"));
            }
            if ended_by.is_some_and(|c| c != rejection.clause) {
                return Err(format!(
                    "`{text}` is refused with {} after the game ended by {status}",
                    rejection.clause
                ));
            }
            Ok(())
        }
        (Verdict::Unreadable(a), Err(b)) => {
            if game.status().is_over() && matches!(b, OracleError::GameOver { .. }) {
                return Ok(());
            }
            if a.to_string().is_empty() || a != b {
                return Err(format!(
                    "`{text}` is not a move, but the errors disagree or are empty: {a} / {b}"
                ));
            }
            if matches!(a, OracleError::IllegalMove { .. }) {
                return Err(format!(
                    "`{text}`: explain gives an error of kind illegal-move instead of a refusal"
                ));
            }
            Ok(())
        }
        _ => Err(format!(
            "`{text}`: explain says {verdict:?} but play says {play:?}"
        )),
    }
}

/// A reply of `oracle serve` must be one JSON object with an `id`; an error reply has a `kind` and a
/// `message` string.
pub fn check_serve_reply(reply: &str) -> Result<(), String> {
    let v: serde_json::Value =
        serde_json::from_str(reply).map_err(|e| format!("reply is not JSON ({e}): {reply}"))?;
    let obj = v
        .as_object()
        .ok_or_else(|| format!("reply is not an object: {reply}"))?;
    if !obj.contains_key("id") {
        return Err(format!("reply has no `id`: {reply}"));
    }
    if let Some(err) = obj.get("error") {
        let kind_ok = err.get("kind").is_some_and(|k| k.is_string());
        let msg_ok = err
            .get("message")
            .and_then(|m| m.as_str())
            .is_some_and(|m| !m.is_empty());
        if !kind_ok || !msg_ok {
            return Err(format!("error reply without kind or message: {reply}"));
        }
    }
    Ok(())
}
