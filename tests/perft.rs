//! The published perft counts of `tests/perft/*.perft`, run through the uniform ruleset face.
//!
//! Only counts up to a node budget run here (small in debug builds so `cargo test` stays quick);
//! `cargo xtask perft --file F` runs every line in release and prints a per-move divide on a mismatch.

use oracle::core::perft_table::{parse_perft_table, PerftCase};
use std::path::PathBuf;

/// The largest count run by `cargo test`.
const BUDGET: u64 = if cfg!(debug_assertions) {
    500_000
} else {
    5_000_000
};

fn table(name: &str) -> Vec<PerftCase> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/perft")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    parse_perft_table(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Runs every count within the budget; returns how many ran.
fn run(name: &str) -> usize {
    run_ruleset("fide", name)
}

/// Runs every count of a table of `slug`'s positions within the budget; returns how many ran.
fn run_ruleset(slug: &str, name: &str) -> usize {
    let fide = oracle::ruleset(slug).expect("the ruleset is registered");
    let mut ran = 0;
    for case in table(name) {
        let game = fide
            .new_game(&case.epd, &[])
            .unwrap_or_else(|e| panic!("{name}:{} ({}): {e}", case.line, case.id));
        for &(depth, expected) in &case.counts {
            if expected > BUDGET {
                continue;
            }
            let got = game.perft(depth);
            if got != expected {
                let divide: Vec<String> = game
                    .divide(depth)
                    .into_iter()
                    .map(|(m, n)| format!("{m}: {n}"))
                    .collect();
                panic!(
                    "{name}:{} ({}): perft {depth} = {got}, published {expected}\ndivide:\n{}",
                    case.line,
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
fn standard_positions_match_the_published_counts() {
    // Every one of the seven positions has counts under the budget (depths 1-3 at least).
    assert!(run("standard.perft") >= 7 * 3);
}

#[test]
fn rule_targeted_positions_match_the_published_counts() {
    assert!(run("tricky.perft") >= 12);
}

#[test]
fn void_chess_positions_match_the_table() {
    // The start and six tile- and Minister-rich positions, depths 1-3 at least.
    assert!(run_ruleset("void-chess", "void-chess.perft") >= 7 * 3);
}

#[test]
fn every_table_file_reads() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/perft");
    let mut files = 0;
    for entry in std::fs::read_dir(&dir).expect("tests/perft exists") {
        let path = entry.expect("a directory entry").path();
        if path.extension().is_some_and(|e| e == "perft") {
            let name = path.file_name().unwrap().to_string_lossy().to_string();
            assert!(!table(&name).is_empty(), "{name} has no case");
            files += 1;
        }
    }
    assert!(files >= 2);
}
