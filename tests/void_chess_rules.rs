//! Void Chess, Articles 2-8, 10 and 11: rule cases whose expected values are derived by hand from the rules
//! text (the derivation is in each test's comment).

#[path = "void_chess_support/mod.rs"]
mod support;

use std::collections::BTreeSet;
use support::*;

fn moves_from(g: &dyn oracle::core::AnyGame, from: &str) -> Vec<String> {
    g.legal_moves()
        .into_iter()
        .filter(|m| m.starts_with(from))
        .collect()
}

/// Asserts that each move of `cases` is refused by the clause beside it (`3.3` for `void-chess/3.3`).
fn assert_refused(g: &dyn oracle::core::AnyGame, cases: &[(&str, &str)]) {
    for (mv, clause) in cases {
        let want = format!("void-chess/{clause}");
        assert_eq!(refusal(g, mv).as_deref(), Some(want.as_str()), "{mv}");
    }
}

// ---------------------------------------------------------------- Article 2: tile states

/// void-chess/3.0, 2.4, 3.3: a Rook on a1 with a void on a4 and d1: up the file it reaches a2, a3 only (it may
/// neither pass through nor land on a4); along the rank b1, c1 only. 4 moves.
#[test]
fn sliders_are_stopped_by_voids() {
    let g = game(&position("Ra1 Kf5 ki9", 'w', "a4:v d1:v"), &[]);
    let rook: BTreeSet<String> = moves_from(&*g, "a1").into_iter().collect();
    let want: BTreeSet<String> = ["a1a2", "a1a3", "a1b1", "a1c1"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(rook, want);
    assert_refused(&*g, &[("a1a5", "3.3"), ("a1a4", "3.3")]);
}

/// void-chess/3.4, 3.2: a Bishop on c1 with a void on e3 moves d2 only up that diagonal, and b2, a3 on the
/// other; a Queen on e5 with a void on e6 cannot go up the e-file at all.
#[test]
fn bishops_and_queens_stop_at_voids() {
    let g = game(&position("Bc1 Qe5 Ka1 kh9", 'w', "e3:v e6:v"), &[]);
    let bishop: BTreeSet<String> = moves_from(&*g, "c1").into_iter().collect();
    let want: BTreeSet<String> = ["c1d2", "c1b2", "c1a3"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(bishop, want);
    assert!(!moves_from(&*g, "e5")
        .iter()
        .any(|m| m.starts_with("e5e") && m.as_bytes()[3] > b'5'));
    assert_refused(&*g, &[("c1f4", "3.4"), ("e5e7", "3.2")]);
}

/// void-chess/3.5: a Knight on b1 ringed by voids on a2, b2, c2, a3 still leaps to c3 and d2 (jumping the
/// voids) but not onto the void a3. 2 moves.
#[test]
fn knights_leap_over_voids_but_never_land_on_one() {
    let g = game(&position("Nb1 Ki1 ki9", 'w', "a2:v b2:v c2:v a3:v"), &[]);
    let knight: BTreeSet<String> = moves_from(&*g, "b1").into_iter().collect();
    let want: BTreeSet<String> = ["b1c3", "b1d2"].iter().map(|s| s.to_string()).collect();
    assert_eq!(knight, want);
    assert_eq!(refusal(&*g, "b1a3").as_deref(), Some("void-chess/3.5"));
}

/// void-chess/3.6: a Pawn may not advance onto a void, nor double-step across one, nor capture onto one
/// (here a Black Minister stands on the void d3: only a Minister may, 2.4).
#[test]
fn pawns_respect_voids() {
    let g = game(&position("Pc2 Pe2 Ka1 ki9 md3", 'w', "c3:v d3:v e3:v"), &[]);
    assert!(moves_from(&*g, "c2").is_empty());
    assert!(moves_from(&*g, "e2").is_empty());
    assert_refused(&*g, &[("c2c3", "3.6"), ("e2e4", "3.6"), ("c2d3", "3.6")]);
    // Without the voids the same Pawns step, double-step and capture the Minister.
    let open = game(&position("Pc2 Pe2 Ka1 ki9 md3", 'w', ""), &[]);
    for m in ["c2c3", "c2c4", "c2d3", "e2e3", "e2e4", "e2d3"] {
        assert_eq!(refusal(&*open, m), None, "{m}");
    }
}

/// void-chess/2.5, 6A.2: a piece leaving an unstable tile turns it void at once, and survives.
/// void-chess/7.4, 3.1: the King may not step onto a void tile.
#[test]
fn leaving_an_unstable_tile_voids_it() {
    let g = game(&position("Rc3 Ka1 ki9", 'w', "c3:u"), &["c3c7"]);
    assert_eq!(tile(&*g, "c3"), "void");
    assert_eq!(piece(&*g, "c7").as_deref(), Some("white rook"));
    let k = game(&position("Ka1 Nh1 ki9", 'w', "a2:v"), &[]);
    assert_refused(&*k, &[("a1a2", "7.4"), ("a1c1", "3.1")]);
}

// ---------------------------------------------------------------- Article 4: the Minister

/// void-chess/4.5, 4.2: on an open board a Minister on e5 reaches the 5x5 square around it less e5: 24
/// squares. As paths (register VC-4.2-minister-path): 8 one-step moves, and after each of the 8 empty
/// Step 1 squares, 7 Step 2 squares (8 neighbours less the origin, 4.2.2): 8 + 56 = 64 moves.
#[test]
fn a_minister_on_an_open_board_reaches_24_squares() {
    let g = game(&position("Me5 Ka1 ki9", 'w', ""), &[]);
    let paths = moves_from(&*g, "e5");
    assert_eq!(paths.len(), 64);
    let dest: BTreeSet<String> = paths.iter().map(|m| m[m.len() - 2..].to_string()).collect();
    assert_eq!(dest.len(), 24);
    assert!(!dest.contains("e5"));
    assert!(paths.contains(&"e5e6e7".to_string()) && paths.contains(&"e5d6e7".to_string()));
    // 4.2.2: Step 2 never returns to the origin.
    assert_eq!(refusal(&*g, "e5e6e5").as_deref(), Some("void-chess/4.2.2"));
    // A two-step move names its Step 1 square.
    assert_refused(&*g, &[("e5e7", "4.2"), ("e5e8", "4.5")]);
}

/// void-chess/11.1: a Minister's move written without its Step 1 square reads as the notation of the move
/// it names, and so does it with a capture mark that is not needed: at the start after f2f4 f8f6 the
/// Minister on g1 reaches f3 only through f2, so `Mf3` and `Mxf3` (f3 empty) both name g1f2f3, as `Mf2` and
/// `Mxf2` name g1f2. `Mxf3` was refused under 4.2 ("names its Step 1 square") while `Mf3` was accepted.
#[test]
fn a_capture_mark_not_needed_reads_in_a_minister_move_without_its_path() {
    let g = game("startpos", &["f2f4", "f8f6"]);
    for (text, coord) in [
        ("Mf3", "g1f2f3"),
        ("Mxf3", "g1f2f3"),
        ("Mf2", "g1f2"),
        ("Mxf2", "g1f2"),
    ] {
        match g.explain(text) {
            oracle::core::Verdict::Legal(m) => assert_eq!(m, coord, "{text}"),
            other => panic!("{text}: {other:?}"),
        }
    }
}

/// void-chess/4.3, 4.4, 4.2.1: with a Black Pawn on e6, e5e6 captures and ends the move (no e5e6x); with a
/// friendly Pawn on d6 no path goes through d6; Step 2 may capture (e5f6g7 takes the Knight on g7) but not
/// land on a friend (e5f5f6... f6 is empty; e5e4d3 lands on the friendly Pawn d3).
#[test]
fn minister_captures_and_blocks() {
    let g = game(&position("Me5 Pd6 Pd3 pe6 ng7 Ka1 ki9", 'w', ""), &[]);
    let paths = moves_from(&*g, "e5");
    assert!(paths.contains(&"e5e6".to_string()));
    assert!(!paths.iter().any(|m| m.starts_with("e5e6") && m.len() > 4));
    assert!(!paths.iter().any(|m| m.starts_with("e5d6")));
    assert!(paths.contains(&"e5f6g7".to_string()));
    assert_refused(
        &*g,
        &[("e5e6e7", "4.3"), ("e5d6", "4.2.1"), ("e5e4d3", "4.4")],
    );
}

/// void-chess/4.6, 5.2: a Minister stepping e5 -> e6 (void) -> e7 (unstable, a Black Knight on it) heals
/// both; its capture leaves e7 Normal, not unstable. Under `minister-heals=destination-only` the Step 1
/// square e6 stays void (register VC-4.6-heal-path).
#[test]
fn the_minister_heals_the_tiles_it_steps_on() {
    let start = position("Me5 ne7 Ka1 ki9", 'w', "e6:v e7:u");
    let g = game(&start, &["e5e6e7"]);
    assert_eq!(tile(&*g, "e6"), "normal");
    assert_eq!(tile(&*g, "e7"), "normal");
    assert_eq!(piece(&*g, "e7").as_deref(), Some("white minister"));
    let d = game_with(
        &start,
        &["e5e6e7"],
        &[("minister-heals", "destination-only")],
    );
    assert_eq!(tile(&*d, "e6"), "void");
    assert_eq!(tile(&*d, "e7"), "normal");
}

/// void-chess/5.1 (register VC-5.1-void-capture): a capture on a void tile can only be a Minister's, on an
/// enemy Minister standing on the void; 5.2/4.6 heal it, so the tile ends Normal, never "remains void".
#[test]
fn a_capture_on_a_void_tile_heals_it() {
    let g = game(&position("Me5 me6 Ka1 ki9", 'w', "e6:v"), &["e5e6"]);
    assert_eq!(tile(&*g, "e6"), "normal");
    assert_eq!(piece(&*g, "e6").as_deref(), Some("white minister"));
}

/// void-chess/4.8: a Minister ringed by eight friendly pieces has no move.
#[test]
fn a_ringed_minister_cannot_move() {
    let g = game(
        &position("Me5 Pd4 Pe4 Pf4 Rd5 Rf5 Nd6 Ne6 Nf6 Ka1 ki9", 'w', ""),
        &[],
    );
    assert!(moves_from(&*g, "e5").is_empty());
    assert_eq!(refusal(&*g, "e5e6").as_deref(), Some("void-chess/4.8"));
}

/// void-chess/4.7, 6.2.2: a Minister left on an unstable tile is not destroyed (and the tile stays
/// unstable: it was not left).
#[test]
fn the_minister_is_immune_to_the_janitor() {
    let g = game(&position("Md4 Ka1 ki9", 'w', "d4:u"), &["a1a2"]);
    assert_eq!(piece(&*g, "d4").as_deref(), Some("white minister"));
    assert_eq!(tile(&*g, "d4"), "unstable");
}

// ---------------------------------------------------------------- Articles 5, 6, 6A-6C

/// 6C's board: White Rook e1, Queen h2 (h2-g3-f4-e5 diagonal), King a1; Black Knight e5, Bishop b8
/// (b8-c7-d6-e5), King i9.
fn table_6c() -> String {
    position("Re1 Qh2 Ka1 ne5 bb8 ki9", 'w', "")
}

/// void-chess/6B, 6B.1, 6B.2, 6B.3A, 5.1, 5.4, 6.1, 6.2, 6.2.1, 6.2.3, 6A.1, 6A.2, 6A.4: move 1 Rook takes e5 (e5 unstable, the Rook safe);
/// move 2 Black moves elsewhere (i9i8; e5 unstable, the Rook alive); option A the Rook leaves (e5 void, the Rook
/// lives on e3).
#[test]
fn table_6b_option_a() {
    let g = game(&table_6c(), &["e1e5"]);
    assert_eq!(tile(&*g, "e5"), "unstable");
    assert_eq!(piece(&*g, "e5").as_deref(), Some("white rook"));
    let g = game(&table_6c(), &["e1e5", "i9i8"]);
    assert_eq!(tile(&*g, "e5"), "unstable");
    assert_eq!(piece(&*g, "e5").as_deref(), Some("white rook"));
    let g = game(&table_6c(), &["e1e5", "i9i8", "e5e3"]);
    assert_eq!(tile(&*g, "e5"), "void");
    assert_eq!(piece(&*g, "e5"), None);
    assert_eq!(piece(&*g, "e3").as_deref(), Some("white rook"));
}

/// void-chess/6B.3B, 6.2.2, 6A.3, 6A.6: White moves another piece on move 3: the Janitor destroys the Rook
/// and e5 turns void.
#[test]
fn table_6b_option_b() {
    let g = game(&table_6c(), &["e1e5", "i9i8", "a1b1"]);
    assert_eq!(piece(&*g, "e5"), None);
    assert_eq!(tile(&*g, "e5"), "void");
}

/// void-chess/6C, 6C.1, 6C.2, 6C.3, 6C.4, 6C.5, 6C.5B, 6A.5: Rook takes e5, Bishop retakes, Queen retakes: e5 stays unstable throughout, each
/// capturer safe on its turn; Black moves elsewhere and the Queen lives; the Queen leaves and e5 turns
/// void (6C.5); had White moved another piece, the Queen would be destroyed (6C.5B).
#[test]
fn table_6c_recaptures() {
    let steps = [
        ("e1e5", "white rook"),
        ("b8e5", "black bishop"),
        ("h2e5", "white queen"),
        ("i9i8", "white queen"),
    ];
    let mut played = Vec::new();
    for (m, on_e5) in steps {
        played.push(m);
        let g = game(&table_6c(), &played);
        assert_eq!(tile(&*g, "e5"), "unstable", "after {m}");
        assert_eq!(piece(&*g, "e5").as_deref(), Some(on_e5), "after {m}");
    }
    let a = game(&table_6c(), &["e1e5", "b8e5", "h2e5", "i9i8", "e5e4"]);
    assert_eq!(tile(&*a, "e5"), "void");
    assert_eq!(piece(&*a, "e4").as_deref(), Some("white queen"));
    let b = game(&table_6c(), &["e1e5", "b8e5", "h2e5", "i9i8", "a1b1"]);
    assert_eq!(tile(&*b, "e5"), "void");
    assert_eq!(piece(&*b, "e5"), None);
}

/// void-chess/6.3, 6.2.2, 6.2.3, 4.7: White has a Rook on unstable c3 and a Knight on unstable g4, a
/// Minister on unstable d4; Black a Bishop on unstable d7. White moves the King: the Janitor destroys the
/// Rook and the Knight at once (c3, g4 void), spares the Minister, and leaves Black's Bishop alone.
#[test]
fn the_janitor_destroys_several_pieces_at_once() {
    let g = game(
        &position("Rc3 Ng4 Md4 Ka1 bd7 ki9", 'w', "c3:u g4:u d4:u d7:u"),
        &["a1b1"],
    );
    assert_eq!(piece(&*g, "c3"), None);
    assert_eq!(piece(&*g, "g4"), None);
    assert_eq!(tile(&*g, "c3"), "void");
    assert_eq!(tile(&*g, "g4"), "void");
    assert_eq!(piece(&*g, "d4").as_deref(), Some("white minister"));
    assert_eq!(piece(&*g, "d7").as_deref(), Some("black bishop"));
    assert_eq!(tile(&*g, "d7"), "unstable");
}

/// void-chess/5.3, 8.2: Black's d8d6 passes d7 beside White's e6 Pawn; e6xd7 en passant removes the d6
/// Pawn and makes d7 (the landing square) unstable; d6 stays Normal. Played a turn later it is refused (8.2).
#[test]
fn en_passant_makes_its_landing_tile_unstable() {
    let start = position("Pe6 Ka1 pd8 ki9", 'b', "");
    let g = game(&start, &["d8d6", "e6d7"]);
    assert_eq!(piece(&*g, "d6"), None);
    assert_eq!(piece(&*g, "d7").as_deref(), Some("white pawn"));
    assert_eq!(tile(&*g, "d7"), "unstable");
    assert_eq!(tile(&*g, "d6"), "normal");
    let late = game(&start, &["d8d6", "a1a2", "i9h9"]);
    assert_eq!(refusal(&*late, "e6d7").as_deref(), Some("void-chess/8.2"));
}

// ---------------------------------------------------------------- Article 7

/// void-chess/7.2: the White King on unstable e4 at the start of the turn: only King moves (8 of them,
/// none attacked here); a Rook move is refused with 7.2. After the King leaves, e4 is void (2.5).
#[test]
fn a_king_on_an_unstable_tile_must_move() {
    let g = game(&position("Ke4 Ra1 ki9", 'w', "e4:u"), &[]);
    let all = g.legal_moves();
    assert_eq!(all.len(), 8);
    assert!(all.iter().all(|m| m.starts_with("e4")));
    assert_eq!(refusal(&*g, "a1a2").as_deref(), Some("void-chess/7.2"));
    let after = game(&position("Ke4 Ra1 ki9", 'w', "e4:u"), &["e4e5"]);
    assert_eq!(tile(&*after, "e4"), "void");
}

/// void-chess/7.1: White King e1 checked by a Rook on e9 (e-file open): a Rook move a1a2 that does not
/// block is refused with 7.1; a1... blocking on the e-file is not possible from a1, but the King may step
/// aside (d1).
#[test]
fn check_must_be_resolved() {
    let g = game(&position("Ke1 Ra1 re9 ki9", 'w', ""), &[]);
    assert!(g.in_check());
    assert_eq!(refusal(&*g, "a1a2").as_deref(), Some("void-chess/7.1"));
    assert_eq!(refusal(&*g, "e1d1"), None);
    // 3.1: the King may not step to e2, still on the Rook's file.
    assert_eq!(refusal(&*g, "e1e2").as_deref(), Some("void-chess/3.1"));
}

/// void-chess/10.3, 7.1: a void on e5 blocks the Rook on e9: the King on e1 is not in check.
#[test]
fn voids_block_attacks() {
    let g = game(&position("Ke1 re9 ki9", 'w', "e5:v"), &[]);
    assert!(!g.in_check());
    let open = game(&position("Ke1 re9 ki9", 'w', ""), &[]);
    assert!(open.in_check());
}

/// void-chess/10.3 with 4.2: a Minister attacks two steps away through an empty square; a void with no
/// piece counts as empty. Black Minister c3, White King a1, b2 void: c3-b2-a1 is a Minister path, so the
/// King is in check. With a White Pawn on b2 instead, the only Step 1 square towards a1 is a capture and
/// ends the move: no check.
#[test]
fn ministers_attack_through_empty_and_void_squares() {
    let g = game(&position("Ka1 mc3 ki9", 'w', "b2:v"), &[]);
    assert!(g.in_check());
    let shielded = game(&position("Ka1 Pb2 mc3 ki9", 'w', ""), &[]);
    assert!(!shielded.in_check());
}

// ---------------------------------------------------------------- Article 8

/// void-chess/8.1.5, 8.1.6: kingside castling e1g1 puts the King on g1 and the Rook on f1; queenside e1c1
/// the King on c1 and the Rook on d1. Both rights of White are then gone (8.1.1).
#[test]
fn castling_moves_king_and_rook() {
    let start = position_full("Ke1 Ra1 Ri1 ke9", 'w', "KQ", "-", 0, "");
    let k = game(&start, &["e1g1"]);
    assert_eq!(piece(&*k, "g1").as_deref(), Some("white king"));
    assert_eq!(piece(&*k, "f1").as_deref(), Some("white rook"));
    assert_eq!(piece(&*k, "i1"), None);
    assert!(k.position().contains(" b - - "));
    let q = game(&start, &["e1c1"]);
    assert_eq!(piece(&*q, "c1").as_deref(), Some("white king"));
    assert_eq!(piece(&*q, "d1").as_deref(), Some("white rook"));
    // Written in algebraic.
    let s = game(&start, &["O-O-O"]);
    assert_eq!(s.moves(), ["e1c1"]);
}

/// void-chess/8.1.1-8.1.4: castling refused without the right, across a void (h1), through an occupied
/// square (g1), out of check, and through an attacked square (f1 attacked by a Rook on f9). A void on f5
/// blocks that Rook, and castling is allowed again (10.3).
#[test]
fn castling_refusals() {
    let no_right = game(&position_full("Ke1 Ri1 ke9", 'w', "-", "-", 0, ""), &[]);
    assert_eq!(
        refusal(&*no_right, "e1g1").as_deref(),
        Some("void-chess/8.1.1")
    );
    let void = game(&position_full("Ke1 Ri1 ke9", 'w', "K", "-", 0, "h1:v"), &[]);
    assert_eq!(refusal(&*void, "e1g1").as_deref(), Some("void-chess/8.1.2"));
    let blocked = game(&position_full("Ke1 Ng1 Ri1 ke9", 'w', "K", "-", 0, ""), &[]);
    assert_eq!(
        refusal(&*blocked, "e1g1").as_deref(),
        Some("void-chess/8.1.2")
    );
    let check = game(&position_full("Ke1 Ri1 re8 ka9", 'w', "K", "-", 0, ""), &[]);
    assert_eq!(
        refusal(&*check, "e1g1").as_deref(),
        Some("void-chess/8.1.3")
    );
    let through = game(&position_full("Ke1 Ri1 rf9 ka9", 'w', "K", "-", 0, ""), &[]);
    assert_eq!(
        refusal(&*through, "e1g1").as_deref(),
        Some("void-chess/8.1.4")
    );
    assert_eq!(
        refusal(&*through, "O-O").as_deref(),
        Some("void-chess/8.1.4")
    );
    let shielded = game(
        &position_full("Ke1 Ri1 rf9 ka9", 'w', "K", "-", 0, "f5:v"),
        &[],
    );
    assert_eq!(refusal(&*shielded, "e1g1"), None);
}

/// void-chess/7.2 with 8.1 (register VC-7.2-castling): a King on unstable e1 with the right to castle:
/// refused by default (7.2), allowed under `unstable-king-castling=allowed`.
#[test]
fn castling_with_the_king_on_an_unstable_tile() {
    let start = position_full("Ke1 Ri1 ke9", 'w', "K", "-", 0, "e1:u");
    let g = game(&start, &[]);
    assert_eq!(refusal(&*g, "e1g1").as_deref(), Some("void-chess/7.2"));
    let a = game_with(&start, &[], &[("unstable-king-castling", "allowed")]);
    assert_eq!(refusal(&*a, "e1g1"), None);
    let played = game_with(&start, &["e1g1"], &[("unstable-king-castling", "allowed")]);
    assert_eq!(tile(&*played, "e1"), "void");
}

/// void-chess/8.3: a Pawn reaching rank 9 must promote (five choices: Q R B N M, so 5 moves for e8e9);
/// without a letter, or to a King, it is refused.
#[test]
fn promotion() {
    let g = game(&position("Pe8 Ka1 ki7", 'w', ""), &[]);
    let mut pawn = moves_from(&*g, "e8");
    pawn.sort();
    assert_eq!(pawn, ["e8e9b", "e8e9m", "e8e9n", "e8e9q", "e8e9r"]);
    assert_refused(&*g, &[("e8e9", "8.3"), ("e8e9k", "8.3")]);
    let m = game(&position("Pe8 Ka1 ki7", 'w', ""), &["e9=M"]);
    assert_eq!(piece(&*m, "e9").as_deref(), Some("white minister"));
}

/// void-chess/5.1, 5.2, 8.3 (register VC-5.2-promotion-capture): e8 takes d9 and promotes to a Minister:
/// d9 is unstable by default (the Pawn made the capture) and Normal under `promotion-capture-tile=normal`.
#[test]
fn a_capture_promoting_to_a_minister() {
    let start = position("Pe8 rd9 Ka1 ki7", 'w', "");
    let g = game(&start, &["e8d9m"]);
    assert_eq!(tile(&*g, "d9"), "unstable");
    let n = game_with(&start, &["e8d9m"], &[("promotion-capture-tile", "normal")]);
    assert_eq!(tile(&*n, "d9"), "normal");
}

// ---------------------------------------------------------------- Article 10

/// void-chess/10.1, 10.2, 6.2.2: White King e1 behind Pawn d2, Rook e2 (unstable), Pawn f2; Black Minister
/// e3. The Minister reaches e1 only through d2, e2 or f2, all White: no check. Any move that empties one of
/// them exposes e1: a Rook move (e2 turns void, 2.5), a Pawn push, a King move (the Janitor then destroys the
/// Rook and e2 is an empty void). Moving an unrelated Pawn (a2a3) is fine without the Janitor but the Janitor
/// destroys the Rook on e2: refused (10.1). The legal moves are the three captures of the Minister: d2e3,
/// e2e3 and f2e3.
#[test]
fn the_janitor_can_make_a_move_illegal() {
    let g = game(&position("Ke1 Pa2 Pd2 Re2 Pf2 me3 ki9", 'w', "e2:u"), &[]);
    assert!(!g.in_check());
    assert_eq!(g.legal_moves(), ["d2e3", "e2e3", "f2e3"]);
    assert_refused(&*g, &[("a2a3", "10.1"), ("d2d3", "10.1"), ("e1d1", "10.1")]);
    // Without the unstable tile nothing is destroyed and a2a3 is legal.
    let calm = game(&position("Ke1 Pa2 Pd2 Re2 Pf2 me3 ki9", 'w', ""), &[]);
    assert_eq!(refusal(&*calm, "a2a3"), None);
}

/// void-chess/10.1: a pinned piece may not expose its King (Bishop d2 pinned on the e-file? no: Rook e2
/// between King e1 and Rook e9 may move along the file only).
#[test]
fn pinned_pieces() {
    let g = game(&position("Ke1 Re2 re9 ki9", 'w', ""), &[]);
    assert_eq!(refusal(&*g, "e2d2").as_deref(), Some("void-chess/10.1"));
    assert_eq!(refusal(&*g, "e2e5"), None);
}

// ---------------------------------------------------------------- explain: one refusal per rule

/// void-chess/1.7, 3.1-3.6, 4.8: the most specific clause for one illegal move per rule, after 1. e2e4 e8e6
/// (e2 is empty now, so the King and the Queen have a way out).
#[test]
fn explain_names_the_clause_from_the_start() {
    let g = game("startpos", &["e2e4", "e8e6"]);
    let cases = [
        ("e6e5", "void-chess/1.7"), // a Black Pawn on White's turn
        ("e3e4", "void-chess/1.7"), // no piece on e3
        ("e1e3", "void-chess/3.1"), // the King moves one square
        ("d1d3", "void-chess/3.2"), // the Queen passes through d2
        ("a1a3", "void-chess/3.3"), // the Rook passes through a2
        ("f1f3", "void-chess/3.4"), // the Bishop moves like a Rook
        ("b1b3", "void-chess/3.5"), // the Knight moves like a Rook
        ("d2d5", "void-chess/3.6"), // a Pawn three squares
        ("g1g3", "void-chess/4.8"), // the Minister is still ringed by f1, h1, f2, g2, h2
    ];
    for (mv, want) in cases {
        assert_eq!(refusal(&*g, mv).as_deref(), Some(want), "{mv}");
    }
    // And the moves e2e4 opened are legal: King e1-e2, Queen d1-e2-f3-g4-h5.
    assert_eq!(refusal(&*g, "e1e2"), None);
    assert_eq!(refusal(&*g, "d1h5"), None);
}

// ---------------------------------------------------------------- Article 11: notation

/// void-chess/11.1, 11.2, 11.3, 11.4 with the Minister extension: pawn moves without a letter, pieces with K Q R B N M,
/// x for captures, + for check, # for mate, O-O / O-O-O, =M for promotion, and a Minister's two-step move
/// with its Step 1 square in parentheses.
#[test]
fn algebraic_notation() {
    let san = |start: &str, moves: &[&str], coord: &str| -> String {
        let g = game(start, moves);
        g.legal_moves_with_san()
            .into_iter()
            .find(|(c, _)| c == coord)
            .unwrap_or_else(|| panic!("{coord} not legal"))
            .1
    };
    assert_eq!(san("startpos", &[], "e2e4"), "e4");
    assert_eq!(san("startpos", &[], "b1c3"), "Nc3");
    let m = position("Me5 ne7 Ka1 ki9", 'w', "");
    assert_eq!(san(&m, &[], "e5e6"), "Me6");
    assert_eq!(san(&m, &[], "e5e6e7"), "Mxe7(e6)");
    assert_eq!(san(&m, &[], "e5d6e7"), "Mxe7(d6)");
    assert_eq!(san(&m, &[], "e5f5f6"), "Mf6(f5)");
    let c = position_full("Ke1 Ra1 Ri1 ke9", 'w', "KQ", "-", 0, "");
    assert_eq!(san(&c, &[], "e1g1"), "O-O");
    assert_eq!(san(&c, &[], "e1c1"), "O-O-O");
    let p = position("Pe8 rd9 Ka1 ki7", 'w', "");
    assert_eq!(san(&p, &[], "e8e9m"), "e9=M");
    assert_eq!(san(&p, &[], "e8d9q"), "exd9=Q");
    // The new Queen on e9 checks the King on i9 along rank 9.
    let pc = position("Pe8 Ka1 ki9", 'w', "");
    assert_eq!(san(&pc, &[], "e8e9q"), "e9=Q+");
    // Checkmate: Rook a8 to a9 against the King on e9 boxed by its own Pawns d8 e8 f8.
    let mate = position("Ra8 Ka1 ke9 pd8 pe8 pf8", 'w', "");
    assert_eq!(san(&mate, &[], "a8a9"), "Ra9#");
    // Two Knights on b1 and f1 can both reach d2: the file tells them apart.
    let two = position("Nb1 Nf1 Ka9 ki1", 'w', "");
    assert_eq!(san(&two, &[], "b1d2"), "Nbd2");
    // Algebraic is read back.
    let g = game("startpos", &["Nc3", "e6", "e4"]);
    assert_eq!(g.moves(), ["b1c3", "e8e6", "e2e4"]);
    let mm = game(&m, &["Mxe7(d6)"]);
    assert_eq!(mm.moves(), ["e5d6e7"]);
}

/// void-chess/10.3, 8.1.4 (register VC-10.3-pawn-attack): a Black Pawn on e2 attacks d1 and f1 diagonally
/// (not e1: no check). Kingside castling passes f1: refused by default; under
/// `pawn-attack=pseudo-legal-moves` the Pawn can only advance (to e1, occupied), so f1 and g1 are not
/// attacked and castling is allowed. A Black Pawn on g2 (which can advance to the landing square g1) refuses
/// it under that reading too.
#[test]
fn pawn_attacks_on_castling_squares() {
    let start = position_full("Ke1 Ri1 pe2 ka9", 'w', "K", "-", 0, "");
    let g = game(&start, &[]);
    assert!(!g.in_check());
    assert_eq!(refusal(&*g, "e1g1").as_deref(), Some("void-chess/8.1.4"));
    let moves = [("pawn-attack", "pseudo-legal-moves")];
    let alt = game_with(&start, &[], &moves);
    assert_eq!(refusal(&*alt, "e1g1"), None);
    let g2 = position_full("Ke1 Ri1 pg2 ka9", 'w', "K", "-", 0, "");
    assert_eq!(
        refusal(&*game_with(&g2, &[], &moves), "e1g1").as_deref(),
        Some("void-chess/8.1.4")
    );
}

/// Algebraic text that names no legal move is still explained when it names one piece: Ke3 (3.1: two
/// squares), Qd3 (3.2: through d2), Mg2 (4.8: the Minister is ringed); g4 is legal. Bf3 could be either
/// Bishop: an error asking for the coordinate form.
#[test]
fn explain_reads_algebraic() {
    let g = game("startpos", &[]);
    assert_refused(&*g, &[("Ke3", "3.1"), ("Qd3", "3.2"), ("Mg2", "4.8")]);
    assert_eq!(refusal(&*g, "g4"), None);
    assert_eq!(g.explain("Bf3").unreadable().unwrap().kind(), "bad-move");
}

/// void-chess/8.1 and 3.4: the King-takes-own-Rook spelling of castling (`f1i1`) names a move of the side to
/// move only. Black to move with White's King on f1 and Rook on i1: `f1i1` is White's castling, so it is no
/// move for Black (it once read as Black's `e9g9`, since Black's King and Rook stand as White's do).
#[test]
fn castling_spelt_as_king_takes_rook_is_the_movers_only() {
    let g = game(
        "r1bqk3r/pp1p3pp/n2b1mn2/2p3p2/5P3/8B/2N1PMP2/PPPP3PP/1RB2K1NR b kq - 6 19 9/9/9/5v3/9/9/9/9/9",
        &[],
    );
    assert!(g.legal_moves().contains(&"e9g9".to_string()));
    assert!(
        !g.explain("f1i1").is_legal(),
        "f1i1 is White's castling spelling, read for Black"
    );
    assert!(g.explain("e9i9").is_legal(), "Black's own spelling is read");
}
