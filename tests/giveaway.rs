//! The Antichess and Giveaway readings of the suicide base (`-r antichess`, `-r giveaway`: register entries
//! SU-B.9-giveaway-stalemate and SU-B.4-giveaway-castling) against the counts of Fairy-Stockfish's own perft
//! test script (`tests/perft.sh`: `antichess startpos 4 153299`, `giveaway startpos 4 153299`, `giveaway
//! "fen 8/1p6/8/8/8/8/P7/8 w - - 0 1" 4 3`, `giveaway "fen 8/2p5/8/8/8/8/P7/8 w - - 0 1" 12 2557`).
//! Giveaway's start holds every castling right, which four plies cannot use.

use oracle::names::ruleset_named;

fn perft(name: &str, start: &str, depth: u32) -> u64 {
    let (ruleset, settings) = ruleset_named(name).unwrap();
    let game = ruleset
        .new_game(start, &settings)
        .unwrap_or_else(|e| panic!("{name} {start}: {e}"));
    game.perft(depth)
}

#[test]
fn fairy_stockfish_perft_script_counts() {
    assert_eq!(perft("antichess", "startpos", 4), 153_299);
    assert_eq!(perft("giveaway", "startpos", 4), 153_299);
    assert_eq!(perft("giveaway", "8/1p6/8/8/8/8/P7/8 w - - 0 1", 4), 3);
    assert_eq!(perft("giveaway", "8/2p5/8/8/8/8/P7/8 w - - 0 1", 12), 2557);
}

/// Giveaway's start is the standard setup with every castling right, Antichess's without any.
#[test]
fn giveaway_starts_with_the_castling_rights_antichess_without() {
    let start = |name| {
        let (ruleset, settings) = ruleset_named(name).unwrap();
        ruleset.new_game("startpos", &settings).unwrap().position()
    };
    assert_eq!(
        start("giveaway"),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    assert_eq!(
        start("antichess"),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"
    );
}
