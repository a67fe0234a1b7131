//! Void Chess, the clause trace of a played move (`AnyGame::play_traced`): the clauses of the effects a move
//! had (Articles 2, 4, 5, 6 and 6A), which scenario coverage counts as exercised. Each case plays one move of
//! a position built by hand and checks, from the rules text, which effect clauses the move must report and
//! which it must not (an effect that did not happen is not reported).

#[path = "void_chess_support/mod.rs"]
mod support;

use support::*;

/// The full ids of the clauses `mv`'s play reports from `start`.
fn traced(start: &str, mv: &str) -> Vec<String> {
    let mut game = game_with(start, &[], &[]);
    let clauses = game.play_traced(mv).expect("a legal move");
    clauses.iter().map(|c| c.id().to_string()).collect()
}

/// What the trace of `mv`'s play from `start` gets wrong: a clause of `reports` missing from it, or a clause
/// of `lacks` in it (each a list of short ids of `void-chess/`, separated by spaces).
fn trace_faults(start: &str, mv: &str, reports: &str, lacks: &str) -> Vec<String> {
    let clauses = traced(start, mv);
    let has = |short: &str| clauses.iter().any(|c| c == &format!("void-chess/{short}"));
    let missing = reports
        .split_whitespace()
        .filter(|s| !has(s))
        .map(|s| ("expected", s));
    let extra = lacks
        .split_whitespace()
        .filter(|s| has(s))
        .map(|s| ("did not expect", s));
    missing
        .chain(extra)
        .map(|(what, s)| format!("{mv} from `{start}`: {what} void-chess/{s} in {clauses:?}"))
        .collect()
}

/// Each case: a position built by hand, the move played from it, the effect clauses its trace must report
/// and those it must not; the rules text each comes from is in the comment above it.
#[test]
fn each_move_reports_the_effects_it_had_and_no_other() {
    #[rustfmt::skip]
    let cases: [(String, &str, &str, &str); 11] = [
        // 6B move 1: the Rook captures on e5: the square becomes unstable (5.1, 2.3, 6A.1) and the capturer
        // is safe there (6.2.1, 5.4); the Janitor ran (6.1) and examined the unstable tile (6.2). Nothing was
        // destroyed (6.2.2, 6A.3, 6.3), no tile was left (2.5), and e5 was not unstable before (6A.5).
        (position("Ka1 Re2 ki9 ne5 pa7", 'w', ""), "e2e5", "5.1 2.3 6A.1 6.2.1 5.4 6.1 6.2", "6.2.2 6A.3 6.3 2.5 6A.2 6A.5 5.2 5.3"),
        // 6B move 2: Black moves elsewhere; the Janitor leaves White's Rook on unstable e5 alone (6.2.3,
        // 6A.4).
        (position("Ka1 Re5 ki9 pa7", 'b', "e5:u"), "a7a6", "6.1 6.2 6.2.3 6A.4", "6.2.2 6A.3 6.2.1"),
        // 6B option A: the Rook leaves unstable e5, which turns void at once; the Rook survives (2.5, 6A.2).
        (position("Ka1 Re5 ki9 pa6", 'w', "e5:u"), "e5e3", "2.5 6A.2 6.1", "6.2.2 6A.3 6.2"),
        // 6B option B: White moves another piece; the Rook on unstable e5 is destroyed (6.2.2, 6A.3), one
        // piece only, so 6.3 (several at once) is not reported.
        (position("Ka1 Re5 ki9 pa6", 'w', "e5:u"), "a1b1", "6.2.2 6A.3 6.2", "6.3 2.5"),
        // 6.3: two White pieces on unstable tiles, White moves a third: both are destroyed at once.
        (position("Ka1 Rc5 Bg5 Ph2 ki9 ne6", 'w', "c5:u g5:u e6:u"), "h2h3", "6.2.2 6A.3 6.3 6.2.3", ""),
        // 6C move 2: the Bishop recaptures on unstable e5: the tile stays unstable (6A.5, 5.1).
        (position("Ka1 Re5 ki9 bc7", 'b', "e5:u"), "c7e5", "6A.5 5.1 6.2.1", ""),
        // 5.2, 4.6: the Minister captures on an unstable tile and heals it instead; no unstable tile is made.
        (position("Ka1 Md4 ki9 ne5", 'w', "e5:u"), "d4e5", "5.2 4.6", "5.1 6A.1 6A.5"),
        // 4.6: a Minister's quiet move onto a normal tile heals nothing and reports no healing.
        (position("Ka1 Md4 ki9", 'w', ""), "d4e5", "", "4.6 5.2"),
        // 5.3: an en passant capture makes the landing square unstable (Black has just played d8-d6 over
        // d7).
        (position_full("Ka1 Pe6 ki9 pd6", 'w', "-", "d7", 0, ""), "e6d7", "5.3 5.1", ""),
        // 8.1.5, 8.1.6: castling moves the King two squares toward the Rook on the i-file, the Rook beside
        // it; a quiet King move reports neither.
        (position_full("Ke1 Ri1 ke9", 'w', "K", "-", 0, ""), "e1g1", "8.1 8.1.5 8.1.6", ""),
        (position_full("Ke1 Ri1 ke9", 'w', "K", "-", 0, ""), "e1d1", "", "8.1.5 8.1.6"),
    ];
    let faults: Vec<String> = cases
        .iter()
        .flat_map(|(start, mv, reports, lacks)| trace_faults(start, mv, reports, lacks))
        .collect();
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}
