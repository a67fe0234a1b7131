//! The end-of-game convention of PROTOCOL.md ("After the game has ended"), in every ruleset: while the
//! status is ongoing, every move `moves` lists is accepted by `play`; once the game has ended, by whatever
//! rule or event, `moves` still lists what the position allows, and `play` refuses every move, listed or
//! not, with `game-over` and the clause that ended the game (and `explain` cites that clause).
//!
//! Checked at every position of every scenario (between them they reach every kind of ending the
//! rulesets have: mates, stalemates, material, repetition and move-count rules, the Void Chess and Minnaar
//! endings, the game events), and in random games that start from the scenarios' start positions.
//!
//! More cases: `PROPTEST_CASES=200 cargo test --release --test properties_game_end`.

mod proptest_support;

use oracle::core::{AnyGame, OracleError, Verdict};
use proptest::prelude::*;
use proptest_support::{config, game_choices, random_game, scenario_games, scenario_starts};

/// Move texts that no position lists, to show that after the end `play` refuses any move, even one that
/// is no move at all, with `game-over` first.
const UNLISTED: &[&str] = &["a1a2", "pass", "not-a-move"];

/// Checks the convention at the game's current position; `sample` picks which listed moves are played
/// (every one when it is `None`).
fn check(game: &dyn AnyGame, sample: Option<&mut dyn FnMut(usize) -> usize>) -> Result<(), String> {
    let where_ = || {
        format!(
            "{} after {:?} from `{}`",
            game.slug(),
            game.moves(),
            game.start()
        )
    };
    let status = game.status();
    let listed = game.legal_moves();
    let picked: Vec<&String> = match sample {
        None => listed.iter().collect(),
        Some(pick) if listed.is_empty() => {
            let _ = pick(1);
            Vec::new()
        }
        Some(pick) => (0..3).map(|_| &listed[pick(listed.len())]).collect(),
    };
    if !status.is_over() {
        for m in picked {
            let mut g = game.clone_box();
            g.play(m).map_err(|e| {
                format!(
                    "{}: the game goes on, yet listed `{m}` does not play: {e}",
                    where_()
                )
            })?;
        }
        return Ok(());
    }
    let Some(clause) = status.clause else {
        return Err(format!(
            "{}: the game ended ({status}) without a clause",
            where_()
        ));
    };
    let texts = picked
        .iter()
        .map(|m| m.as_str())
        .chain(UNLISTED.iter().copied());
    for m in texts {
        let mut g = game.clone_box();
        match g.play(m) {
            Err(OracleError::GameOver { clause: c, .. }) if c == clause => {}
            other => {
                return Err(format!(
                    "{}: the game has ended ({clause}), yet `play {m}` answers {other:?}",
                    where_()
                ))
            }
        }
    }
    for m in picked {
        match game.explain(m) {
            Verdict::Refused(r) if r.clause == clause => {}
            other => {
                return Err(format!(
                    "{}: the game has ended ({clause}), yet `explain {m}` answers {other:?}",
                    where_()
                ))
            }
        }
    }
    Ok(())
}

#[test]
fn every_scenario_position_keeps_the_convention() {
    let games = scenario_games();
    assert!(games.len() > 500, "{} scenario positions", games.len());
    let mut ended = std::collections::BTreeSet::new();
    for g in games {
        if let Err(e) = check(g.as_ref(), None) {
            panic!("{e}");
        }
        let s = g.status();
        if s.is_over() {
            ended.insert((g.slug(), s.clause.map(|c| c.to_string())));
        }
    }
    // Every ruleset has scenarios that end the game, so the refusal half is exercised for each.
    for slug in oracle::rulesets().iter().map(|r| r.slug()) {
        assert!(
            ended.iter().any(|(s, _)| *s == slug),
            "no scenario of {slug} ends the game"
        );
    }
}

/// The Minnaar example of the convention: after the White Establishment's b1a1 the game has ended (section
/// 7); `moves` still lists what the position allows, and `play` of any move answers `game-over` with the
/// ending's clause.
#[test]
fn minnaar_after_liberation() {
    let ruleset = oracle::ruleset("minnaar").unwrap();
    let mut g = ruleset
        .new_game(
            "ssssssss/8/8/8/8/8/8/SK6 white-establishment 0 0/0/0/0",
            &[],
        )
        .unwrap();
    g.play("b1a1").unwrap();
    let status = g.status();
    assert!(status.is_over(), "{status}");
    assert!(!g.legal_moves().is_empty());
    check(g.as_ref(), None).unwrap();
}

proptest! {
    #![proptest_config(config(8))]

    /// Random games from the scenarios' start positions, until they end or 60 plies: the convention holds
    /// at every position.
    #[test]
    fn random_games_keep_the_convention((first, choices) in game_choices(0..60)) {
        random_game(scenario_starts(), first, &choices, 60, |game, _, pick| check(game, Some(pick)))?;
    }
}
