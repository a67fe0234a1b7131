//! Every record the oracle writes reads back: the game `oracle play --record` writes
//! (`oracle::record::write_record`, with the switches the command line resolved) is read by
//! `oracle check-game` (`record::read_records`, then `replay_record`, whose verdict `check_file` prints)
//! as the same game: one game, the same start, the same moves (each record move read to the coordinate
//! form that was played), the same status with its clause, and a `Result` that agrees, exit code 0.
//!
//! - The last position of every line of play of every scenario, and every game a game event ended (they
//!   reach every kind of end the rulesets have: mates, stalemates, draws by material, repetition and
//!   move counts, Void Chess's and Suicide Void Chess's ends, Minnaar's victories, End Battle and the
//!   other game events, the void's placement and relocations);
//! - random games of every ruleset and of every reading (`antichess`, `giveaway`), from the start and from
//!   the scenarios' starts, under random switches, until they end or 16 plies, sometimes ended by a
//!   random game event: at least 200 cases each (`PROPTEST_CASES` raises it).

mod proptest_support;

use oracle::core::AnyGame;
use oracle::record::{read_records, replay_record, write_record, GameVerdict, ResultCheck};
use proptest::prelude::*;
use proptest::sample::Index;
use proptest_support::{config, picker, scenario_starts, Start};

/// Writes `game` as `play --record` does with `settings`, reads it back as `check-game` does, and says
/// what differs.
fn round_trip(game: &dyn AnyGame, settings: &[(String, String)]) -> Result<(), String> {
    let text = write_record(game, settings).map_err(|e| format!("cannot write: {e}"))?;
    let fail = |what: String| Err(format!("{what}\n--- record ---\n{text}"));
    let (records, error) = read_records(&text);
    if let Some(e) = error {
        return fail(format!("the record does not read: {e}"));
    }
    let [record] = records.as_slice() else {
        return fail(format!("{} games read, not one", records.len()));
    };
    // `oracle check-game`'s answer (`check_file` is this verdict for each game of the file): legal to the
    // end, the same number of moves, the same status with its clause, the Result agreeing, exit code 0;
    // and the game it replayed has the same start and, move for move, the same coordinate forms.
    let (verdict, replayed) = replay_record(record);
    let status = game.status().to_string();
    let agrees = matches!(&verdict, GameVerdict::Legal { plies, status: s, result: ResultCheck::Agrees(_), .. }
        if *plies == game.moves().len() && *s == status);
    if !agrees || verdict.code() != 0 {
        return fail(format!(
            "expected {status} after {:?}; check-game says {}",
            game.moves(),
            verdict.describe()
        ));
    }
    let Some(replayed) = replayed else {
        return fail("no game replayed".into());
    };
    if replayed.start() != game.start() && replayed.positions().first() != game.positions().first()
    {
        return fail(format!(
            "starts at {}, the game at {}",
            replayed.start(),
            game.start()
        ));
    }
    if replayed.moves() != game.moves() {
        return fail(format!(
            "reads as {:?}, {:?} were played",
            replayed.moves(),
            game.moves()
        ));
    }
    Ok(())
}

/// Whether `later` goes on from `g`: the same game with more moves.
fn extends(later: &dyn AnyGame, g: &dyn AnyGame) -> bool {
    later.slug() == g.slug()
        && later.start() == g.start()
        && later.interpretation() == g.interpretation()
        && later.event_played().is_none()
        && later.moves().len() > g.moves().len()
        && later.moves().starts_with(g.moves())
}

#[test]
fn every_scenario_position_reads_back() {
    let all = proptest_support::scenario_games();
    // The last position of each line of play (a record of it holds every move before), and every game a
    // game event ended.
    let games: Vec<_> = all
        .iter()
        .filter(|g| {
            g.event_played().is_some() || !all.iter().any(|l| extends(l.as_ref(), g.as_ref()))
        })
        .collect();
    let mut ended = std::collections::BTreeSet::new();
    let mut events = 0;
    for g in &games {
        let settings: Vec<(String, String)> = g
            .interpretation()
            .into_iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        if let Err(e) = round_trip(g.as_ref(), &settings) {
            panic!("{} from `{}`: {e}", g.slug(), g.start());
        }
        let s = g.status();
        if s.is_over() {
            ended.insert(format!(
                "{} {}",
                g.slug(),
                s.clause.map(|c| c.to_string()).unwrap_or_default()
            ));
        }
        events += usize::from(g.event_played().is_some());
    }
    assert!(
        games.len() > 300 && events > 5,
        "{} games, {events} events",
        games.len()
    );
    // Every ruleset's games end in the scenarios, so each kind of end is written and read back.
    for slug in oracle::rulesets().iter().map(|r| r.slug()) {
        assert!(
            ended.iter().any(|e| e.starts_with(&format!("{slug} "))),
            "no {slug} end: {ended:?}"
        );
    }
}

/// The starts a group of random games is played from: `startpos` and every scenario start of the ruleset,
/// each with the switches the group's name sets; worked out once a group.
fn starts_of(name: &'static str) -> &'static [Start] {
    static STARTS: std::sync::Mutex<Vec<(&str, &'static [Start])>> =
        std::sync::Mutex::new(Vec::new());
    let mut known = STARTS.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, starts)) = known.iter().find(|(n, _)| *n == name) {
        return starts;
    }
    let starts: &'static [Start] = Vec::leak(group_starts(name));
    known.push((name, starts));
    starts
}

fn group_starts(name: &str) -> Vec<Start> {
    let (ruleset, named) = oracle::names::ruleset_named(name).unwrap();
    let mut out: Vec<Start> = vec![(ruleset.slug(), "startpos".to_string(), named.clone())];
    let default = ruleset
        .new_game("startpos", &[])
        .map(|g| g.interpretation())
        .unwrap_or_default();
    for (slug, start, switches) in scenario_starts() {
        if *slug != ruleset.slug() {
            continue;
        }
        // A scenario's own switches where the name sets none against them.
        let own: Vec<(String, String)> = switches
            .iter()
            .filter(|(k, v)| !default.iter().any(|(dk, dv)| dk == k && dv == v))
            .cloned()
            .collect();
        if let Ok(settings) = oracle::names::with_given(name, named.clone(), &own) {
            out.push((slug, start.clone(), settings));
        }
    }
    out
}

/// A random game of the group `name`: a start, maybe a switch more (a random reading of a random switch
/// of the register, where the name and the start allow it), random moves until the end or `plies`, and
/// sometimes a random game event; then the round trip.
fn random_round_trip(
    name: &'static str,
    first: Index,
    choices: &[Index],
    plies: usize,
) -> Result<(), TestCaseError> {
    let starts = starts_of(name);
    let (slug, start, settings) = &starts[first.index(starts.len())];
    let ruleset = oracle::ruleset(slug).unwrap();
    let mut pick = picker(choices);
    let mut settings = settings.clone();
    let switches: Vec<_> = ruleset
        .register()
        .iter()
        .filter(|e| e.switch.is_some())
        .collect();
    if !switches.is_empty() && pick(3) == 0 {
        let e = switches[pick(switches.len())];
        let reading = e.readings[pick(e.readings.len())].value;
        let extra = [(e.switch.unwrap().to_string(), reading.to_string())];
        if let Ok(s) = oracle::names::with_given(name, settings.clone(), &extra) {
            if ruleset.new_game(start, &s).is_ok() {
                settings = s;
            }
        }
    }
    let mut game = ruleset
        .new_game(start, &settings)
        .map_err(|e| TestCaseError::fail(format!("{name} {start}: {e}")))?;
    for _ in 0..plies {
        let moves = game.legal_moves();
        if game.status().is_over() || moves.is_empty() {
            break;
        }
        let m = &moves[pick(moves.len())];
        game.play(m)
            .map_err(|e| TestCaseError::fail(format!("{name}: {m}: {e}")))?;
    }
    let events = ruleset.events();
    if !events.is_empty() && pick(4) == 0 {
        let _ = game.event(events[pick(events.len())].0);
    }
    round_trip(game.as_ref(), &settings)
        .map_err(|e| TestCaseError::fail(format!("{name} from `{start}` with {settings:?}: {e}")))
}

/// Plies of a random game.
const PLIES: usize = 16;

macro_rules! group {
    ($test:ident, $name:literal) => {
        proptest! {
            #![proptest_config(config(200))]
            #[test]
            fn $test(first in any::<Index>(), choices in prop::collection::vec(any::<Index>(), 1..32)) {
                random_round_trip($name, first, &choices, PLIES)?;
            }
        }
    };
}

group!(void_chess_records_read_back, "void-chess");
group!(fide_records_read_back, "fide");
group!(suicide_records_read_back, "suicide");
group!(antichess_records_read_back, "antichess");
group!(giveaway_records_read_back, "giveaway");
group!(suicide_void_records_read_back, "suicide-void");
group!(minnaar_records_read_back, "minnaar");
group!(circular_records_read_back, "circular");

/// Every ruleset and every reading has its group above.
#[test]
fn every_ruleset_and_reading_has_a_group() {
    let source = include_str!("records_round_trip.rs");
    let names = oracle::rulesets()
        .into_iter()
        .map(|r| r.slug())
        .chain(oracle::names::READINGS.iter().map(|r| r.name));
    for name in names {
        assert!(
            source.contains(&format!(", \"{name}\");")),
            "no group for {name}"
        );
    }
}
