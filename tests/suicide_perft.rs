//! Perft of the suicide base ruleset against the published counts of `tests/perft/suicide.perft`: the start
//! position without castling rights (20, 400, 8067, 153299, 2732672 run here; 46264162 at depth 6 by
//! `cargo xtask perft --file tests/perft/suicide.perft`), and python-chess's giveaway pawn
//! endings, whose small counts also check that no move is legal once a side has lost all its pieces (B.8).

use oracle::core::perft_table::parse_perft_table;
use std::path::PathBuf;

/// The largest count run by `cargo test` (depth 5 from the start takes about two seconds in debug).
const BUDGET: u64 = 3_000_000;

#[test]
fn published_suicide_counts() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/perft/suicide.perft");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let cases = parse_perft_table(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let suicide = oracle::ruleset("suicide").expect("the suicide ruleset is registered");
    let mut ran = Vec::new();
    for case in cases {
        let game = suicide
            .new_game(&case.epd, &[])
            .unwrap_or_else(|e| panic!("{}: {e}", case.id));
        for (depth, want) in case.counts {
            if want > BUDGET {
                continue;
            }
            assert_eq!(game.perft(depth), want, "{} depth {depth}", case.id);
            ran.push(format!("{} {depth}", case.id));
        }
    }
    // The acceptance counts of the start position, depths 1 to 5, must all have run.
    for depth in 1..=5 {
        assert!(
            ran.contains(&format!("start {depth}")),
            "start depth {depth} skipped"
        );
    }
    assert_eq!(ran.len(), 5 + 6 + 13);
}
