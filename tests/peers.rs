//! The peers' own test data, transcribed into our tables (tests/perft/peers-*.perft, written by
//! tools/peer_perft.py with the source of every count) and rule cases (scenarios/*/peers-*.yaml):
//! python-chess's and shakmaty's tricky positions, a sample of the random positions both ship, their
//! Antichess and Giveaway lines and Fairy-Stockfish's. Their counts run at small depths beside the rule
//! cases (`tests/scenarios.rs`, each table under a node budget of its own, so that `cargo test` stays
//! quick); ci/peers-check.sh runs them deeper, and the whole random.perft from shakmaty's crate source. Every position the oracle refuses by design carries a
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

/// The peers' tables; their counts run in `tests/scenarios.rs` (`perft::peers-*`), each under a node
/// budget of its own.
const PEER_TABLES: &[&str] = &[
    "peers-tricky.perft",
    "peers-random-sample.perft",
    "peers-antichess.perft",
];

/// The positions refused by design: each has its reason, the oracle refuses it, and docs/peers.md names it.
#[test]
fn positions_refused_by_design_are_refused_and_written_down() {
    let docs =
        std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("docs/peers.md"))
            .expect("docs/peers.md");
    let mut refused = 0;
    for &name in PEER_TABLES {
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
