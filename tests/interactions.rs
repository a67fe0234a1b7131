//! The interaction tables (`clauses/interactions/<slug>.yaml`): every ruleset has one; every reachable pair
//! names a scenario that exists, is tagged with the clauses the pair shows, and in which the oracle's trace
//! shows the pair (some position along it has a legal move, or a refused candidate, with both features);
//! the generator builds further positions for the pairs, each confirmed by the oracle; and a table that is
//! wrong fails to load with its file and what is wrong.

mod proptest_support;

use conformance::fuzz_bodies::invariants::Checks;
use conformance::fuzz_bodies::playout::{run_from, Settings};
use conformance::interactions::generate::{exhibits, positions, witnesses_in};
use conformance::interactions::Table;
use conformance::{repo_root, Registries};
use proptest::prelude::*;
use proptest::sample::Index;
use proptest_support::config;

fn tables() -> Vec<(&'static dyn oracle::core::AnyRuleset, Table)> {
    oracle::rulesets()
        .into_iter()
        .map(|r| {
            let table =
                Table::load(&repo_root(), r.slug()).unwrap_or_else(|e| panic!("{}: {e}", r.slug()));
            (r, table)
        })
        .collect()
}

#[test]
fn every_ruleset_has_a_table_and_every_reachable_pair_a_witness() {
    let registries = Registries::project().unwrap();
    let mut problems = Vec::new();
    for (ruleset, table) in tables() {
        let slug = ruleset.slug();
        for pair in &table.pairs {
            let Some(file) = &pair.scenario else { continue };
            let path = repo_root().join("scenarios").join(slug).join(file);
            let Ok(loaded) = conformance::load_scenario(&path, registries) else {
                problems.push(format!(
                    "{slug}: {}: scenario {file} does not load",
                    pair.id
                ));
                continue;
            };
            // The header names the clauses the pair shows: every clause of each feature's `all`, and one of
            // its `any` (facts are not clauses).
            let header: Vec<String> = loaded
                .scenario
                .clauses
                .value
                .iter()
                .map(|c| full_id(slug, &c.value))
                .collect();
            for name in [&pair.first, &pair.second] {
                let f = &table.features[name];
                let clause = |t: &String| {
                    let c = t
                        .trim_start_matches("before:refused:")
                        .trim_start_matches("then:")
                        .trim_start_matches("refused:");
                    c.contains('/').then(|| c.to_string())
                };
                let all: Vec<String> = f.all.iter().filter_map(clause).collect();
                let any: Vec<String> = f.any.iter().filter_map(clause).collect();
                for c in &all {
                    if !header.contains(c) {
                        problems.push(format!("{slug}: {}: {file} does not name {c}", pair.id));
                    }
                }
                if !any.is_empty() && !any.iter().any(|c| header.contains(c)) {
                    problems.push(format!(
                        "{slug}: {}: {file} names none of {}",
                        pair.id,
                        any.join(", ")
                    ));
                }
            }
        }
        // Each scenario file traced once for all the pairs naming it.
        let mut files: std::collections::BTreeMap<&str, Vec<&conformance::interactions::Pair>> =
            Default::default();
        for pair in &table.pairs {
            if let Some(file) = &pair.scenario {
                files.entry(file.as_str()).or_default().push(pair);
            }
        }
        for (file, pairs) in files {
            let found = witnesses_in(ruleset, &table, file, &pairs);
            for pair in pairs {
                if !found.contains_key(&pair.id) {
                    problems.push(format!(
                        "{slug}: {}: no position of {file} has a move showing the pair",
                        pair.id
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The clause id `c` of a scenario header in full (`5.3` in a Void Chess file is `void-chess/5.3`).
fn full_id(slug: &str, c: &str) -> String {
    if c.contains('/') {
        c.to_string()
    } else {
        format!("{slug}/{c}")
    }
}

/// The generator on a sample (the first three pairs of each table; `cargo xtask interactions --check`
/// runs it on every pair, in release): each position it builds is one the oracle reads and in which a move
/// still shows the pair.
#[test]
fn the_generator_builds_positions_the_oracle_confirms() {
    for (ruleset, table) in tables() {
        for pair in table.reachable().take(3) {
            let built = positions(ruleset, &table, pair, 7, 1);
            assert!(!built.is_empty(), "{}: {}", ruleset.slug(), pair.id);
            for b in built {
                let game = ruleset.new_game(&b.position, &[]).unwrap();
                assert!(
                    exhibits(game.as_ref(), &table, pair).is_some(),
                    "{}: {} at {}",
                    ruleset.slug(),
                    pair.id,
                    b.position
                );
            }
        }
    }
}

proptest! {
    #![proptest_config(config(12))]

    /// From a position the generator builds for a pair chosen at random (with a random generator seed),
    /// the pair's move and then random moves: every position passes the invariants of the playout fuzz
    /// targets, checked whole (every legal move decided and played again, refusals named by a clause,
    /// the text round-trip, the ruleset's own invariants).
    #[test]
    fn the_invariants_hold_from_positions_built_for_the_pairs(
        which in any::<Index>(),
        seed in any::<u64>(),
        choices in proptest::collection::vec(any::<Index>(), 0..12),
    ) {
        let all: Vec<(&'static dyn oracle::core::AnyRuleset, Table, String)> = tables()
            .into_iter()
            .flat_map(|(r, t)| {
                let ids: Vec<String> = t.reachable().map(|p| p.id.clone()).collect();
                ids.into_iter().map(move |id| (r, t.clone(), id))
            })
            .collect();
        let (ruleset, table, id) = &all[which.index(all.len())];
        let pair = table.pairs.iter().find(|p| &p.id == id).unwrap();
        for b in positions(*ruleset, table, pair, seed, 1) {
            let mut game = ruleset.new_game(&b.position, &[]).unwrap();
            if b.mv != "(refused)" {
                game.play(&b.mv).unwrap();
            }
            let mut it = choices.iter();
            let mut choose = |n: usize| it.next().map(|i| i.index(n.max(1)));
            let settings = Settings { max_plies: 12, checks: Checks::thorough() };
            let played = run_from(game, &mut choose, &settings);
            prop_assert!(played.is_ok(), "{}: {}: {}", ruleset.slug(), id, played.err().unwrap_or_default());
        }
    }
}

#[test]
fn a_wrong_table_is_refused_with_its_file_and_fault() {
    let registries = Registries::project().unwrap();
    let head = "ruleset: void-chess\ndocument: d\nfeatures:\n  ep:\n    role: move\n    title: t\n    all: [void-chess/5.3]\n";
    let cases = [
        (
            "features:\n  x:\n    role: move\n    title: t\n    all: [void-chess/99]\npairs: []\n",
            "unknown token `void-chess/99`",
        ),
        (
            "pairs:\n  - pair: [ep, nope]\n    why: w\n    scenario: s.yaml\n",
            "unknown feature `nope`",
        ),
        (
            "pairs:\n  - pair: [ep, ep]\n    why: w\n",
            "needs either `scenario:` or `unreachable:`",
        ),
    ];
    for (tail, expected) in cases {
        let text = if tail.starts_with("features") {
            format!("ruleset: void-chess\ndocument: d\n{tail}")
        } else {
            format!("{head}{tail}")
        };
        let e = Table::parse("t.yaml", &text, registries)
            .unwrap_err()
            .to_string();
        assert!(e.starts_with("t.yaml:") && e.contains(expected), "{e}");
    }
}
