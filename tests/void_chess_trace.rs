//! Void Chess, the clause trace of a played move (`AnyGame::play_traced`): the clauses of the effects a move
//! had (Articles 2, 4, 5, 6 and 6A), which scenario coverage counts as exercised. Each test plays one move of
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

fn has(clauses: &[String], short: &str) -> bool {
    clauses.iter().any(|c| c == &format!("void-chess/{short}"))
}

fn assert_has(clauses: &[String], shorts: &[&str]) {
    for s in shorts {
        assert!(has(clauses, s), "expected void-chess/{s} in {clauses:?}");
    }
}

fn assert_lacks(clauses: &[String], shorts: &[&str]) {
    for s in shorts {
        assert!(
            !has(clauses, s),
            "did not expect void-chess/{s} in {clauses:?}"
        );
    }
}

/// 6B move 1: the Rook captures on e5: the square becomes unstable (5.1, 2.3, 6A.1) and the capturer is
/// safe there (6.2.1, 5.4); the Janitor ran (6.1) and examined the unstable tile (6.2). Nothing was
/// destroyed (6.2.2, 6A.3, 6.3), no tile was left (2.5), and e5 was not unstable before (6A.5).
#[test]
fn a_capture_makes_its_square_unstable_and_spares_the_capturer() {
    let start = position("Ka1 Re2 ki9 ne5 pa7", 'w', "");
    let c = traced(&start, "e2e5");
    assert_has(&c, &["5.1", "2.3", "6A.1", "6.2.1", "5.4", "6.1", "6.2"]);
    assert_lacks(
        &c,
        &["6.2.2", "6A.3", "6.3", "2.5", "6A.2", "6A.5", "5.2", "5.3"],
    );
}

/// 6B move 2: Black moves elsewhere; the Janitor leaves White's Rook on unstable e5 alone (6.2.3, 6A.4).
#[test]
fn the_janitor_leaves_the_opponent_alone() {
    let start = position("Ka1 Re5 ki9 pa7", 'b', "e5:u");
    let c = traced(&start, "a7a6");
    assert_has(&c, &["6.1", "6.2", "6.2.3", "6A.4"]);
    assert_lacks(&c, &["6.2.2", "6A.3", "6.2.1"]);
}

/// 6B option A: the Rook leaves unstable e5, which turns void at once; the Rook survives (2.5, 6A.2).
#[test]
fn leaving_an_unstable_tile_turns_it_void() {
    let start = position("Ka1 Re5 ki9 pa6", 'w', "e5:u");
    let c = traced(&start, "e5e3");
    assert_has(&c, &["2.5", "6A.2", "6.1"]);
    assert_lacks(&c, &["6.2.2", "6A.3", "6.2"]);
}

/// 6B option B: White moves another piece; the Rook on unstable e5 is destroyed (6.2.2, 6A.3), one piece
/// only, so 6.3 (several at once) is not reported.
#[test]
fn one_piece_left_on_an_unstable_tile_is_destroyed() {
    let start = position("Ka1 Re5 ki9 pa6", 'w', "e5:u");
    let c = traced(&start, "a1b1");
    assert_has(&c, &["6.2.2", "6A.3", "6.2"]);
    assert_lacks(&c, &["6.3", "2.5"]);
}

/// 6.3: two White pieces on unstable tiles, White moves a third: both are destroyed at once.
#[test]
fn several_pieces_destroyed_at_once() {
    let start = position("Ka1 Rc5 Bg5 Ph2 ki9 ne6", 'w', "c5:u g5:u e6:u");
    let c = traced(&start, "h2h3");
    assert_has(&c, &["6.2.2", "6A.3", "6.3", "6.2.3"]);
}

/// 6C move 2: the Bishop recaptures on unstable e5: the tile stays unstable (6A.5, 5.1).
#[test]
fn a_recapture_keeps_the_tile_unstable() {
    let start = position("Ka1 Re5 ki9 bc7", 'b', "e5:u");
    let c = traced(&start, "c7e5");
    assert_has(&c, &["6A.5", "5.1", "6.2.1"]);
}

/// 5.2, 4.6: the Minister captures on an unstable tile and heals it instead; no unstable tile is made.
#[test]
fn a_minister_capture_heals_the_square() {
    let start = position("Ka1 Md4 ki9 ne5", 'w', "e5:u");
    let c = traced(&start, "d4e5");
    assert_has(&c, &["5.2", "4.6"]);
    assert_lacks(&c, &["5.1", "6A.1", "6A.5"]);
}

/// 4.6: a Minister's quiet move onto a normal tile heals nothing and reports no healing.
#[test]
fn a_minister_on_normal_tiles_heals_nothing() {
    let start = position("Ka1 Md4 ki9", 'w', "");
    let c = traced(&start, "d4e5");
    assert_lacks(&c, &["4.6", "5.2"]);
}

/// 5.3: an en passant capture makes the landing square unstable (Black has just played d8-d6 over d7).
#[test]
fn en_passant_makes_the_landing_square_unstable() {
    let start = position_full("Ka1 Pe6 ki9 pd6", 'w', "-", "d7", 0, "");
    let c = traced(&start, "e6d7");
    assert_has(&c, &["5.3", "5.1"]);
}

/// 8.1.5, 8.1.6: castling moves the King two squares toward the Rook on the i-file, the Rook beside it.
#[test]
fn castling_reports_the_rook_move() {
    let start = position_full("Ke1 Ri1 ke9", 'w', "K", "-", 0, "");
    let c = traced(&start, "e1g1");
    assert_has(&c, &["8.1", "8.1.5", "8.1.6"]);
    let quiet = traced(&start, "e1d1");
    assert_lacks(&quiet, &["8.1.5", "8.1.6"]);
}
