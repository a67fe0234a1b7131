//! The peers' own test data, transcribed into our tables (tests/perft/peers-*.perft, written by
//! tools/peer_perft.py with the source of every count) and rule cases (scenarios/*/peers-*.yaml):
//! python-chess's and shakmaty's tricky positions, a sample of the random positions both ship, their
//! Antichess and Giveaway lines and Fairy-Stockfish's. Here they run at small depths (each table under a
//! node budget of its own, so that `cargo test` stays quick); ci/peers-check.sh runs them deeper, and the
//! whole random.perft from shakmaty's crate source. Every position the oracle refuses by design carries a
//! `refused` line with the reason, is refused here (one it starts to accept fails), and is named in
//! docs/peers.md with every other difference.

use oracle::core::perft_table::{parse_perft_file, PerftTable};
use std::path::PathBuf;

fn table(name: &str) -> PerftTable {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/perft")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    parse_perft_file(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The peers' tables, each with the largest count run here and the fewest counts that must run.
const PEER_TABLES: &[(&str, u64, usize)] = &[
    ("peers-tricky.perft", 20_000, 40),
    ("peers-random-sample.perft", 3_000, 171 * 2),
    ("peers-antichess.perft", 200_000, 20),
];

/// Runs every count of `name` up to `budget`; returns how many ran.
fn run(name: &str, budget: u64) -> usize {
    let t = table(name);
    let ruleset = oracle::ruleset(t.ruleset.as_deref().unwrap_or("fide")).unwrap();
    let mut ran = 0;
    for case in &t.cases {
        let game = ruleset
            .new_game(&case.epd, &case.switches)
            .unwrap_or_else(|e| panic!("{name} ({}): {e}", case.id));
        for &(depth, want) in case.counts.iter().filter(|(_, n)| *n <= budget) {
            let got = game.perft(depth);
            if got != want {
                let divide: Vec<String> = game
                    .divide(depth)
                    .iter()
                    .map(|(m, n)| format!("{m}: {n}"))
                    .collect();
                panic!(
                    "{name} ({}): perft {depth} = {got}, the peers say {want}\n{}",
                    case.id,
                    divide.join("\n")
                );
            }
            ran += 1;
        }
    }
    ran
}

#[test]
fn the_peers_counts_at_small_depths() {
    for &(name, budget, fewest) in PEER_TABLES {
        let ran = run(name, budget);
        assert!(ran >= fewest, "{name}: {ran} counts run, {fewest} expected");
    }
}

/// The positions refused by design: each has its reason, the oracle refuses it, and docs/peers.md names it.
#[test]
fn positions_refused_by_design_are_refused_and_written_down() {
    let docs =
        std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("docs/peers.md"))
            .expect("docs/peers.md");
    let mut refused = 0;
    for &(name, _, _) in PEER_TABLES {
        let t = table(name);
        let ruleset = oracle::ruleset(t.ruleset.as_deref().unwrap_or("fide")).unwrap();
        for case in &t.refused {
            let why = case.refused.as_deref().unwrap_or_default();
            match ruleset.new_game(&case.epd, &case.switches) {
                // The reason names the clause the oracle refuses it by, where it cites one.
                Err(e) => assert!(
                    e.clause().is_none_or(|c| why.contains(&c.to_string())),
                    "{name} ({}): refused with `{e}`, whose clause the reason `{why}` does not name",
                    case.id
                ),
                Ok(_) => panic!(
                    "{name} ({}): the oracle now reads the position refused by design ({why})",
                    case.id
                ),
            }
            assert!(
                docs.contains(&format!("`{}`", case.id)),
                "docs/peers.md does not name `{}`",
                case.id
            );
            refused += 1;
        }
    }
    assert!(refused >= 6, "{refused} positions refused by design");
}
