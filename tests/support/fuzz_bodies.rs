//! The bodies of the fuzz targets in `fuzz/fuzz_targets/` and the invariants they and the property tests
//! check. Each body takes the fuzzer's raw bytes and panics when an invariant fails, so that the same
//! function runs under libFuzzer (`cargo xtask fuzz <target>`) and under `cargo test`, which replays every
//! file of the committed corpora (`tests/fuzz_corpus.rs`).
//!
//! - [`board`]: the board and a position as the invariants read them through the text face.
//! - [`hooks`]: what a ruleset's own invariants are ([`hooks::Hooks`]); [`ruleset_hooks`] finds them by slug.
//! - [`invariants`]: what must hold of every position and every move, for every ruleset, through the
//!   text face ([`oracle::core::AnyGame`]), then each ruleset's own invariants.
//! - [`playout`]: a random game driven by any source of choices (fuzzer bytes or a proptest vector) that
//!   checks the invariants at every step (the costly ones on a sample of steps when fuzzing).
//! - [`typed`]: the same round-trip laws on a ruleset's own position and move types.
//! - [`mirror`]: colour-and-rank mirroring of FEN-like positions and moves (symmetric rulesets).
//! - one module per ruleset with invariants of its own ([`void_chess`], ...), each filling in its `HOOKS`.
//! - [`web`]: the body of `web_api`, the requests of `oracle web`.
//!
//! Each file imports only files below it (`tests/layers.rs`): `board`, `hooks`, the ruleset modules,
//! `ruleset_hooks`, `mirror`, `invariants`, `playout`, then this file's bodies.

pub mod board;
pub mod circular;
pub mod differential;
pub mod hooks;
pub mod invariants;
pub mod minnaar;
pub mod mirror;
pub mod playout;
pub mod ruleset_hooks;
pub mod suicide;
pub mod typed;
pub mod void_chess;
pub mod web;

use arbitrary::Unstructured;
use invariants::fail;
use oracle::core::AnyRuleset;

/// Longest text the parsing bodies look at; longer inputs are cut (a position or a move is far shorter).
pub const MAX_TEXT: usize = 400;

/// Longest playout: enough for the janitor, promotions and the counting rules to come up, short enough
/// for many runs a second.
pub const MAX_PLIES: usize = 48;

/// How much of each position the bodies check: a sample of its moves (every position and every move played
/// is still checked whole). Checking every legal move of every position made single runs take seconds, and a
/// fuzzer learns more from many short runs.
fn checks() -> invariants::Checks {
    invariants::Checks::quick()
}

/// The rulesets, in `oracle::rulesets()` order.
pub fn rulesets() -> Vec<&'static dyn AnyRuleset> {
    oracle::rulesets()
}

/// The fuzz targets that read every ruleset: each a function of this module taking bytes.
pub const COMMON_TARGETS: &[&str] = &[
    "position_text",
    "move_text",
    "serve_line",
    "scenario_text",
    "game_record",
    "web_api",
];

/// The differential targets: the oracle against a third-party library, for the rulesets it plays.
pub const DIFF_TARGETS: &[&str] = &["diff_fide", "diff_suicide"];

/// The playout target of a ruleset: `playout_<slug with underscores>`.
pub fn playout_target(slug: &str) -> String {
    format!("playout_{}", slug.replace('-', "_"))
}

/// Names of every fuzz target: the common ones, one playout per ruleset of [`oracle::rulesets`], then the
/// differential ones.
pub fn targets() -> Vec<String> {
    let common = COMMON_TARGETS.iter().map(|t| t.to_string());
    common
        .chain(rulesets().iter().map(|r| playout_target(r.slug())))
        .chain(DIFF_TARGETS.iter().map(|t| t.to_string()))
        .collect()
}

/// Runs the body of the fuzz target `name` on `data`. `None` when there is no target of that name
/// (a playout of a slug that no ruleset has included).
pub fn run_target(name: &str, data: &[u8]) -> Option<()> {
    match name {
        "position_text" => position_text(data),
        "move_text" => move_text(data),
        "serve_line" => serve_line(data),
        "scenario_text" => scenario_text(data),
        "game_record" => game_record(data),
        "web_api" => web::web_api(data),
        "diff_fide" => differential::diff_fide(data),
        "diff_suicide" => differential::diff_suicide(data),
        other => {
            let ruleset = rulesets()
                .into_iter()
                .find(|r| playout_target(r.slug()) == other)?;
            playout_of(ruleset.slug(), data);
        }
    }
    Some(())
}

/// Interpretation switches as `(name, value)` pairs.
pub type SwitchSettings = Vec<(String, String)>;

/// Reads the header of the parsing bodies: byte 0 picks the ruleset (among every ruleset present, so a new
/// one is fuzzed without a change here), byte 1 the interpretation (0: the defaults; otherwise it seeds a
/// choice of reading for every switch).
fn read_header(data: &[u8]) -> Option<(&'static dyn AnyRuleset, SwitchSettings, &[u8])> {
    let all = rulesets();
    let (&which, rest) = data.split_first()?;
    let (&switch_seed, rest) = rest.split_first().unwrap_or((&0, &[]));
    let ruleset = *all.get(which as usize % all.len().max(1))?;
    let switches = if switch_seed == 0 {
        Vec::new()
    } else {
        let mut rng = invariants::Picker::from_seed(switch_seed as u64);
        playout::choose_switches(ruleset, &mut |n| rng.below(n))
    };
    Some((ruleset, switches, rest))
}

fn text_of(bytes: &[u8]) -> String {
    String::from_utf8_lossy(&bytes[..bytes.len().min(MAX_TEXT)]).into_owned()
}

/// The input of [`position_text`] that gives `text` to ruleset number `ruleset` with default switches.
pub fn position_input(ruleset: u8, text: &str) -> Vec<u8> {
    let mut v = vec![ruleset, 0];
    v.extend_from_slice(text.as_bytes());
    v
}

/// The input of [`move_text`] that plays the moves chosen by `plies` (each byte picks among the legal
/// moves, sorted) from the start of ruleset number `ruleset`, then gives it `text`.
pub fn move_input(ruleset: u8, plies: &[u8], text: &str) -> Vec<u8> {
    let mut v = vec![ruleset, 0, plies.len() as u8];
    v.extend_from_slice(plies);
    v.extend_from_slice(text.as_bytes());
    v
}

/// Fuzz body: a position text. A text the ruleset accepts must pass every position invariant (it reads
/// back to the same text and position, its legal moves play, other moves are refused with a clause, the
/// ruleset's own invariants hold); a text it refuses must be refused with an error, never a panic.
pub fn position_text(data: &[u8]) {
    let Some((ruleset, switches, rest)) = read_header(data) else {
        return;
    };
    let text = text_of(rest);
    let Ok(game) = ruleset.new_game(&text, &switches) else {
        return;
    };
    let checks = checks();
    let board = &invariants::board_of(game.as_ref()).names;
    let mut rng = invariants::Picker::from_seed(data.len() as u64);
    if let Err(e) = invariants::check_position(game.as_ref(), board, &[], &checks, &mut rng) {
        fail(
            ruleset.slug(),
            format!("{e}\nposition text given: {text:?}, switches {switches:?}"),
        );
    }
}

/// Fuzz body: a move text after a few moves from the start (byte 2: how many, mod 16; then one byte per
/// move). The oracle's verdict must agree with its legal list and with `play`: a legal verdict names a listed
/// move and plays; a refusal carries a clause of the rules and the move does not play.
pub fn move_text(data: &[u8]) {
    let Some((ruleset, switches, rest)) = read_header(data) else {
        return;
    };
    let Ok(mut game) = ruleset.new_game("startpos", &switches) else {
        fail(ruleset.slug(), "the start position does not load");
    };
    let (&plies, mut rest) = rest.split_first().unwrap_or((&0, &[]));
    for _ in 0..plies % 16 {
        let Some((&pick, tail)) = rest.split_first() else {
            break;
        };
        rest = tail;
        if game.status().is_over() {
            break;
        }
        let count = game.legal_move_texts().len();
        if count == 0 {
            break;
        }
        if let Err(e) = game.play_legal(pick as usize % count) {
            fail(ruleset.slug(), format!("a legal move does not play: {e}"));
        }
    }
    let text = text_of(rest);
    if let Err(e) = invariants::check_move_text(game.as_ref(), &text) {
        fail(
            ruleset.slug(),
            format!(
                "{e}\nafter moves {:?} from startpos, switches {switches:?}",
                game.moves()
            ),
        );
    }
}

/// Fuzz body: lines given to `oracle serve`. Every non-blank line gets exactly one reply line, a JSON
/// object with an `id`, and nothing panics. Perft requests deeper than 2 are left out (they are slow, not
/// wrong).
pub fn serve_line(data: &[u8]) {
    let data = &data[..data.len().min(4 * MAX_TEXT)];
    let mut input = Vec::new();
    let mut expected = 0usize;
    for line in data.split(|b| *b == b'\n') {
        if let Ok(v) = serde_json::from_slice::<serde_json::Value>(line) {
            if v.get("depth")
                .and_then(|d| d.as_u64())
                .is_some_and(|d| d > 2)
            {
                continue;
            }
        }
        let blank = std::str::from_utf8(line).is_ok_and(|s| s.trim().is_empty());
        if !blank {
            expected += 1;
        }
        input.extend_from_slice(line);
        input.push(b'\n');
    }
    let mut out = Vec::new();
    if let Err(e) = oracle::serve::serve(&input[..], &mut out) {
        fail("serve", format!("I/O error on an in-memory stream: {e}"));
    }
    let out = String::from_utf8(out).unwrap_or_else(|e| fail("serve", e));
    let replies: Vec<&str> = out.lines().collect();
    if replies.len() != expected {
        fail(
            "serve",
            format!(
                "{expected} request lines got {} replies\ninput: {:?}",
                replies.len(),
                String::from_utf8_lossy(&input)
            ),
        );
    }
    for reply in replies {
        if let Err(e) = invariants::check_serve_reply(reply) {
            fail(
                "serve",
                format!("{e}\ninput: {:?}", String::from_utf8_lossy(&input)),
            );
        }
    }
}

/// Fuzz body: a game record file (`oracle check-game`). Reading gives games and at most one error placed
/// inside the text; every game read is checked and gets a verdict with an exit code of 0, 1 or 2; never a
/// panic or a hang.
pub fn game_record(data: &[u8]) {
    let data = &data[..data.len().min(4 * MAX_TEXT)];
    // The whole of `oracle check-game` on the bytes: text or not, a report and an exit code of 0 to 2.
    let (report, code) = oracle::record::check_file(data);
    if code > 2 || report.trim().is_empty() {
        fail(
            "game record",
            format!("a report without words or exit code {code}"),
        );
    }
    let text = String::from_utf8_lossy(data);
    let (games, error) = oracle::record::read_records(&text);
    let lines = text.lines().count().max(1);
    if let Some(e) = &error {
        if e.message.trim().is_empty() || e.place.line == 0 || e.place.line > lines + 1 {
            fail(
                "game record",
                format!("an error outside the text or without a message: {e:?}"),
            );
        }
    }
    for g in &games {
        let verdict = oracle::record::check_record(g);
        if verdict.code() > 2 || verdict.describe().trim().is_empty() {
            fail(
                "game record",
                format!("a verdict without words: {verdict:?}"),
            );
        }
    }
}

/// Fuzz body: a scenario file. Reading it gives a scenario or an error placed at a line and column with a
/// message; a scenario that reads is run, and its run passes or fails with a message; never a panic.
pub fn scenario_text(data: &[u8]) {
    let text = String::from_utf8_lossy(&data[..data.len().min(4 * MAX_TEXT)]);
    let Some(registries) = invariants::project_registries() else {
        return;
    };
    match crate::scenario::parse_scenario("fuzz.yaml", &text, registries) {
        Err(e) => {
            if e.message.trim().is_empty() || e.file != "fuzz.yaml" {
                fail(
                    "scenario",
                    format!("an error without a message or a file: {e:?}"),
                );
            }
        }
        Ok(loaded) => {
            if let Err(e) = crate::runner::run_scenario(&loaded, &crate::runner::default_resolver) {
                if e.message.trim().is_empty() {
                    fail("scenario", format!("a failed run without a message: {e:?}"));
                }
            }
        }
    }
}

/// A hash of the input (FNV-1a), to seed what a body samples: the same input always samples the same.
pub fn fnv1a(data: &[u8]) -> u64 {
    data.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Fuzz body: a random game of the ruleset `slug`; the bytes choose the switches and the moves. The cheap
/// invariants are checked at every position, the costly ones on a sample chosen by a hash of the bytes
/// ([`invariants::Checks::sampled`]) and where the rules end the game.
/// A slug the oracle does not know is a fault of the caller and panics with the known slugs named.
pub fn playout_of(slug: &str, data: &[u8]) {
    let ruleset = oracle::ruleset(slug).unwrap_or_else(|e| panic!("playout of `{slug}`: {e}"));
    let mut u = Unstructured::new(data);
    // The game ends where the bytes do, so that short inputs run fast and the fuzzer grows them.
    let mut choose = |n: usize| {
        if u.is_empty() {
            None
        } else {
            u.choose_index(n).ok()
        }
    };
    let settings = playout::Settings {
        max_plies: MAX_PLIES,
        checks: invariants::Checks::sampled(fnv1a(data)),
    };
    if let Err(e) = playout::run(ruleset, &mut choose, &settings) {
        fail(slug, e);
    }
}
