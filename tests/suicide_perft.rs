//! Perft of the suicide base ruleset against published tables.
//!
//! Start position (no castling rights): 20, 400, 8067, 153299, 2732672 (the published antichess/giveaway
//! counts, which the suicide rules share: they differ only in who wins a stalemate). The two pawn endings
//! are python-chess's `examples/perft/giveaway.perft`; their small counts also check that no move is
//! legal once a side has lost all its pieces (B.8).

use oracle::core::AnyRuleset;

fn suicide() -> &'static dyn AnyRuleset {
    oracle::ruleset("suicide").expect("the suicide ruleset is registered")
}

fn perft(start: &str, depth: u32) -> u64 {
    suicide()
        .new_game(start, &[])
        .unwrap_or_else(|e| panic!("{start}: {e}"))
        .perft(depth)
}

#[test]
fn start_position_depths_1_to_5() {
    let published = [20, 400, 8067, 153299, 2732672];
    for (depth, want) in (1..).zip(published) {
        assert_eq!(perft("startpos", depth), want, "depth {depth}");
    }
}

#[test]
fn start_position_as_fen_is_the_same() {
    assert_eq!(
        perft("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", 3),
        8067
    );
}

#[test]
fn a_pawn_against_b_pawn() {
    let counts = [2, 4, 4, 3, 1, 0];
    for (depth, want) in (1..).zip(counts) {
        assert_eq!(
            perft("8/1p6/8/8/8/8/P7/8 w - -", depth),
            want,
            "depth {depth}"
        );
    }
}

#[test]
fn a_pawn_against_c_pawn() {
    let counts = [2, 4, 4, 4, 4, 4, 4, 4, 12, 36, 312, 2557, 30873];
    for (depth, want) in (1..).zip(counts) {
        assert_eq!(
            perft("8/2p5/8/8/8/8/P7/8 w - -", depth),
            want,
            "depth {depth}"
        );
    }
}
