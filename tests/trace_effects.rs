//! The clause trace of a played move (`AnyGame::play_traced`) in Minnaar Chess and Suicide Void Chess: the
//! clauses of the effects a move had, which scenario coverage counts as exercised. Each case plays one move
//! of a hand-built position and checks, from the rules text, which clauses must be reported and which must
//! not (an effect that did not happen is not reported). Void Chess has its own, `void_chess_trace.rs`.

fn traced(slug: &str, start: &str, mv: &str) -> Vec<String> {
    let mut game = oracle::ruleset(slug)
        .expect("a ruleset")
        .new_game(start, &[])
        .unwrap_or_else(|e| panic!("{start}: {e}"));
    let clauses = game.play_traced(mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
    clauses.iter().map(|c| c.id().to_string()).collect()
}

fn check(clauses: &[String], slug: &str, has: &[&str], lacks: &[&str]) {
    for s in has {
        let id = format!("{slug}/{s}");
        assert!(clauses.contains(&id), "expected {id} in {clauses:?}");
    }
    for s in lacks {
        let id = format!("{slug}/{s}");
        assert!(!clauses.contains(&id), "did not expect {id} in {clauses:?}");
    }
}

/// Minnaar 8.1, 9.5, 4.4: the Southern Sovereign on a1 takes the White Establishment King on a2 on the
/// turn that would have completed the count (tally 79): the capture restarts the count (8.1, 9.5), a
/// Sovereign takes an Establishment piece (4.4), a King is taken like any piece (5.8); the cycle moves on
/// (6.1). No pass was made (8.3).
#[test]
fn minnaar_a_capture_on_the_eightieth_turn_restarts_the_count() {
    let c = traced(
        "minnaar",
        "s7/8/8/8/8/8/K7/S6k southern-sovereigns 79 0/0/0/0",
        "a1a2",
    );
    check(
        &c,
        "minnaar",
        &["8.1", "9.5", "4.4", "5.8", "6.1"],
        &["8.3"],
    );
}

/// Minnaar 8.3: the White Establishment has no piece, so its only move is the pass, which counts (8.3);
/// no capture, so 8.1 and 9.5 are not reported.
#[test]
fn minnaar_a_forced_pass_counts() {
    let c = traced(
        "minnaar",
        "s7/8/8/8/8/8/8/S6k white-establishment 0 0/0/0/0",
        "pass",
    );
    check(
        &c,
        "minnaar",
        &["8.3", "6.1", "9.1", "9.2"],
        &["8.1", "9.5", "4.4"],
    );
}

/// Suicide Void S.2: once Black has placed the void, White moves first.
#[test]
fn suicide_void_white_moves_first_after_the_void_is_placed() {
    let c = traced("suicide-void", "startpos", "@e4");
    check(&c, "suicide-void", &["S.2"], &["P.1", "B.3"]);
}

/// Suicide Void P.3, S.4: the Knight c1-e2 passes over the void on d2 (a square of the rectangle its jump
/// spans); the Knight c1-b3 does not.
#[test]
fn suicide_void_a_knight_moves_over_the_void() {
    let start = "8/8/8/8/8/8/8/2N1K2k w - - 0 1 d2";
    check(
        &traced("suicide-void", start, "c1e2"),
        "suicide-void",
        &["P.3", "S.4"],
        &[],
    );
    check(
        &traced("suicide-void", start, "c1b3"),
        "suicide-void",
        &[],
        &["P.3"],
    );
}

/// Suicide Void P.1, B.3: the King is taken as any other piece; P.2: a pawn promotes to a King.
#[test]
fn suicide_void_kings_are_taken_and_made_like_any_piece() {
    check(
        &traced("suicide-void", "8/8/8/8/8/8/8/kK6 w - - 0 1 d4", "b1a1@c3"),
        "suicide-void",
        &["P.1", "B.3", "B.7"],
        &[],
    );
    check(
        &traced("suicide-void", "8/4P3/8/8/8/8/8/k7 w - - 0 1 a4", "e7e8k"),
        "suicide-void",
        &["P.2", "B.5"],
        &["P.1"],
    );
}
