//! Rule cases of Circular Chess, played through the same text face the command line and the scenario runner
//! use. Each expectation is derived from the rules text (`circular/<id>`) and the board geometry of the
//! geometry note (`circular-geometry.md`); the derivation is in the comments.

mod rule_cases;

use oracle::core::{AnyGame, OracleError, Outcome, Verdict};
use rule_cases::{assert_starts_refused_by, assert_starts_unreadable, refused_by as refused};

/// The void spaces of each board (geometry note, section 3.2).
fn voids(board: &str) -> &'static [&'static str] {
    match board {
        "maximal" => &["i1", "i8"],
        "medial" => &["i1", "i2", "i7", "i8"],
        _ => &["i1", "i2", "i3", "i6", "i7", "i8"],
    }
}

/// A position text with the given pieces (`Ke1 ka8 Pd4`: the letter, upper case White, then the space; a
/// Pawn may carry `+`/`-`, `P+b2`), side to move, castling rights, en passant field and clock.
fn position(board: &str, side: &str, castling: &str, ep: &str, clock: u32, pieces: &str) -> String {
    let pieces: Vec<(&str, &str)> = pieces
        .split_whitespace()
        .map(|item| {
            let (piece, space) = item.split_at(item.len() - 2);
            (space, piece)
        })
        .collect();
    let mut ranks = Vec::new();
    for rank in (1..=8).rev() {
        let mut row = String::new();
        let mut empty = 0;
        for file in "abcdefghi".chars() {
            let name = format!("{file}{rank}");
            let cell = if voids(board).contains(&name.as_str()) {
                Some("#".to_string())
            } else {
                pieces
                    .iter()
                    .find(|(s, _)| *s == name)
                    .map(|(_, p)| p.to_string())
            };
            match cell {
                None => empty += 1,
                Some(c) => {
                    if empty > 0 {
                        row += &empty.to_string();
                        empty = 0;
                    }
                    row += &c;
                }
            }
        }
        if empty > 0 {
            row += &empty.to_string();
        }
        ranks.push(row);
    }
    format!(
        "{board} {} {side} {castling} {ep} {clock} 1",
        ranks.join("/")
    )
}

/// A game from `pieces` on `board` with `side` to move, no castling right, no en passant square, clock 0.
fn setup(board: &str, side: &str, pieces: &str) -> Box<dyn AnyGame> {
    game(&position(board, side, "-", "-", 0, pieces), &[])
}

fn game(start: &str, switches: &[(&str, &str)]) -> Box<dyn AnyGame> {
    rule_cases::new_game("circular", start, switches)
}

fn play(g: &mut Box<dyn AnyGame>, moves: &str) {
    for m in moves.split_whitespace() {
        g.play(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

fn legal(g: &dyn AnyGame, m: &str) -> bool {
    g.legal_moves().iter().any(|x| x == m)
}

/// The outcome and the clause of the game's status.
fn ending(g: &dyn AnyGame) -> (Outcome, Option<&'static str>) {
    let s = g.status();
    (s.outcome, s.clause.map(|c| c.id()))
}

/// Asserts that each move of `cases` is refused by the clause beside it.
fn assert_refused(g: &dyn AnyGame, cases: &[(&str, &str)]) {
    for (mv, clause) in cases {
        assert_eq!(refused(g, mv), *clause, "{mv}");
    }
}

fn destinations(g: &dyn AnyGame, from: &str) -> Vec<String> {
    let mut v: Vec<String> = g
        .legal_moves()
        .iter()
        .filter(|m| m.starts_with(from))
        .map(|m| m[2..].to_string())
        .collect();
    v.sort();
    v
}

#[test]
fn rook_goes_round_a_complete_ring_but_not_back_to_its_start() {
    // circular/5.1, 5.4, 2.3 on Maximal: ring 3 is a complete circle of 18 spaces (geometry note 6.3):
    // a3 b3 c3 d3 e3 f3 g3 h3 i3 a6 b6 c6 d6 e6 f6 g6 h6 i6. With a White Pawn on c3 the Rook on d3 cannot go
    // clockwise, so b3 is reached only counter-clockwise all the way round (through i3, a6..i6, a3).
    let g = setup("maximal", "w", "Ke1 ke8 Rd3 Pc3");
    assert!(legal(&*g, "d3b3"));
    assert!(legal(&*g, "d3i6"));
    assert!(!legal(&*g, "d3c3"));
    // Without the Pawn: every other space of ring 3 (17) plus d4..d8 and d2 along the file (e1 is the King's
    // row, d1 is free): file d gives d1 d2 d4 d5 d6 d7 d8 = 7; ring 3 gives 17; d6 is on both: 23 moves.
    let g = setup("maximal", "w", "Ke1 ke8 Rd3");
    assert_eq!(destinations(&*g, "d3").len(), 23);
    // circular/5.4: a trip round the whole ring would end on d3, which is no move.
    assert_eq!(refused(&*g, "d3d3"), "circular/5.4");
    // The same on a Queen (circular/7.1).
    let g = setup("maximal", "w", "Ke1 ke8 Qd3");
    assert_eq!(refused(&*g, "d3d3"), "circular/7.1");
}

#[test]
fn rook_may_not_cross_a_void_or_a_piece() {
    // circular/5.3: on Medial ring 2 is cut at i2 and i7, so a Rook on h2 cannot reach a7 (Maximal: h2 i2 a7).
    let pieces = "Ke1 ke8 Rh2";
    let g = setup("medial", "w", pieces);
    assert_eq!(refused(&*g, "h2a7"), "circular/5.3");
    let g = setup("maximal", "w", pieces);
    assert!(legal(&*g, "h2a7"));
    // circular/5.1: a piece between.
    let g = setup("medial", "w", "Ke1 ke8 Ra1 pa4");
    assert!(legal(&*g, "a1a4"));
    assert_eq!(refused(&*g, "a1a5"), "circular/5.1");
    // circular/4.2: never onto a void space.
    assert_eq!(refused(&*g, "a1i8"), "circular/4.2");
}

#[test]
fn bishop_crosses_the_centre_curving_the_same_way() {
    // circular/6.1, 6.2, X.5: from d4 inward-counter-clockwise the arc reaches the center-circle and goes on to
    // e5, the space just beside d5 (directly across), then f6 g7 h8 (geometry note 10.2: d4 in_ccw e5 f6 g7 h8).
    let g = setup("medial", "w", "Ke1 ka8 Bd4 ng7 Ph2");
    for m in ["d4e5", "d4f6", "d4g7", "d4c5", "d4b6", "d4a7"] {
        assert!(legal(&*g, m), "{m}");
    }
    assert_eq!(refused(&*g, "d4h8"), "circular/6.2");
    // circular/6.3: on Medial the arc c1 d2 e3 f4 g5 h6 stops at the void i7 (Maximal goes on to a1).
    let pieces = "Ke1 ke8 Bc1 Ph2";
    let g = setup("medial", "w", pieces);
    assert_eq!(refused(&*g, "c1a1"), "circular/6.3");
    let g = setup("maximal", "w", pieces);
    assert!(legal(&*g, "c1i7") && legal(&*g, "c1a1"));
}

#[test]
fn king_crosses_the_centre_to_the_opposite_space_and_the_two_beside_it() {
    // circular/8.2: from d4 (next to the center-circle) across to d5, c5 and e5.
    let pieces = "Kd4 ka8 ph7";
    let mut g = setup("medial", "w", pieces);
    assert_eq!(
        destinations(&*g, "d4"),
        ["c3", "c4", "c5", "d3", "d5", "e3", "e4", "e5"]
    );
    play(&mut g, "d4c5");
    assert_eq!(g.square("c5").unwrap().piece.as_deref(), Some("white king"));
    // circular/8.1: not two spaces.
    assert_eq!(
        refused(&*setup("medial", "w", pieces), "d4d6"),
        "circular/8.1"
    );
}

#[test]
fn king_may_not_move_into_check() {
    // circular/8.3, 13.1: the Black Rook on a5 holds ring 4 (a5 b5 .. i5 and, through i4 and the rest, the whole
    // ring), so the King on d3 may not step to d4.
    let g = setup("medial", "w", "Kd3 ka8 ra5");
    assert_eq!(refused(&*g, "d3d4"), "circular/8.3");
    assert!(legal(&*g, "d3d2"));
}

#[test]
fn pawn_crosses_the_centre_and_then_moves_outward() {
    // circular/10.1, 10.3: d4 -> d5 crosses; forward is then away from the center: d5 -> d6, never back to d4.
    let mut g = setup("medial", "w", "Ke1 ka8 Pd4 rh8");
    play(&mut g, "d4d5 h8h7");
    assert!(legal(&*g, "d5d6"));
    assert_eq!(refused(&*g, "d5d4"), "circular/10.1");
    assert_eq!(g.square("d5").unwrap().piece.as_deref(), Some("white pawn"));
    // circular/10.2: from the start space one or two toward the center, and only one from elsewhere.
    let g = game("startpos", &[]);
    assert!(legal(&*g, "e2e4") && legal(&*g, "e2e3"));
    let mut g = game("startpos", &[]);
    play(&mut g, "e2e3 e7e6");
    assert_eq!(refused(&*g, "e3e5"), "circular/10.2");
}

#[test]
fn pawn_captures_diagonally_forward_and_across_the_centre() {
    // circular/10.4: a White Pawn on d4 captures on c5 and e5, the spaces beside d5 across the center; it does
    // not capture straight ahead, and does not move diagonally to an empty space.
    let g = setup("medial", "w", "Ke1 ka8 Pd4 nc5 nd5");
    assert!(legal(&*g, "d4c5"));
    assert_refused(&*g, &[("d4e5", "circular/10.4"), ("d4d5", "circular/10.2")]);
}

#[test]
fn pawn_through_the_seam_turns_round_and_promotes_on_its_own_first_rank() {
    // Geometry note 10.6 (model P2 = circular/10.1): on Maximal a White Pawn on a3 (not crossed) captures on i5
    // (across the a/i seam, on Black's half, still moving toward the center), then i4 crosses the center, then it
    // moves outward: i3, i2, and captures on h1, White's own first rank, where it is promoted (circular/12.2).
    let mut g = setup("maximal", "w", "Ke3 kd8 Pa3 ni5 rh1 pb7");
    play(&mut g, "a3i5 d8e8");
    // A Pawn on Black's half that has not crossed.
    assert!(g.position().contains("P-"), "{}", g.position());
    assert_eq!(refused(&*g, "i5i6"), "circular/10.1");
    play(&mut g, "i5i4 e8d8 i4i3 d8e8 i3i2 e8d8");
    // A Pawn on White's half that has crossed.
    assert!(g.position().contains("P+"), "{}", g.position());
    assert_eq!(refused(&*g, "i2h1"), "circular/12.1");
    assert!(legal(&*g, "i2h1q") && legal(&*g, "i2h1n"));
    // a8, the other space diagonally forward (outward) of i2, is empty: no capture there.
    assert_eq!(refused(&*g, "i2a8q"), "circular/10.4");
    play(&mut g, "i2h1q");
    assert_eq!(
        g.square("h1").unwrap().piece.as_deref(),
        Some("white queen")
    );
}

#[test]
fn promotion_on_the_own_first_rank_on_the_minimal_board() {
    // circular/12.2: a White Pawn that has crossed and stands on b2 moves outward to b1, its own first rank.
    let pieces = "Ke3 ka8 P+b2";
    let g = setup("minimal", "w", pieces);
    let mut to_b1: Vec<String> = g
        .legal_moves()
        .into_iter()
        .filter(|m| m.starts_with("b2b1"))
        .collect();
    to_b1.sort();
    assert_eq!(to_b1, ["b2b1b", "b2b1n", "b2b1q", "b2b1r"]);
    // Register `CC-promotion`, reading `optional`: it may also stay a Pawn.
    let g = game(
        &position("minimal", "w", "-", "-", 0, pieces),
        &[("promotion", "optional")],
    );
    assert!(legal(&*g, "b2b1"));
    // circular/12.1: promotion on the opponent's first rank.
    let g = setup("medial", "w", "Ke3 ka1 Pc7");
    assert!(legal(&*g, "c7c8q"));
    assert_eq!(refused(&*g, "c7c8"), "circular/12.1");
}

#[test]
fn en_passant_as_the_document_states_it() {
    // circular/10.5: White's Pawn has crossed and stands on e5 (Black's fourth rank); Black's d7 Pawn moves
    // two spaces to d5, beside it; White captures by moving to d6 (between d7 and d5), removing d5; only now.
    let mut g = setup("medial", "b", "Ke1 ka8 Pe5 pd7 ph7");
    play(&mut g, "d7d5");
    assert!(legal(&*g, "e5d6"));
    let mut later = g.clone_box();
    play(&mut g, "e5d6");
    assert_eq!(g.square("d5").unwrap().piece, None);
    play(&mut later, "e1e2 h7h6");
    assert_eq!(refused(&*later, "e5d6"), "circular/10.4");
}

#[test]
fn en_passant_across_the_seam_only_under_the_passed_square_reading() {
    // Register `CC-en-passant`: on Maximal a White Pawn on i2 that has not crossed attacks a6 (i2 in_ccw a6).
    // Black's a7-a5 passes a6. Literally (circular/10.5) the capturer must have crossed and stand on rank 5.
    let pieces = "Ke1 ke8 Pi2 pa7";
    let mut g = setup("maximal", "b", pieces);
    play(&mut g, "a7a5");
    assert_eq!(refused(&*g, "i2a6"), "circular/10.5");
    let mut g = game(
        &position("maximal", "b", "-", "-", 0, pieces),
        &[("en-passant", "passed-square")],
    );
    play(&mut g, "a7a5");
    assert!(legal(&*g, "i2a6"));
}

#[test]
fn en_passant_by_a_crossed_pawn_on_file_i_whatever_the_digit() {
    // Register `CC-en-passant-fourth-rank`. A crossed Pawn stands on the innermost circle (ranks 4 and 5 of
    // the names) only just after crossing; the circle is a rank (circular/2.3), the fourth from either side.
    // Each case: the capturer, the two-space move beside it, the en passant capture, and whether the
    // capturer's space carries its opponent's fourth-rank digit (5 for White, 4 for Black).
    let cases = [
        // White crossed onto i4 (a4xi4 through the center): digit 4, its own. Black a7-a5 lands beside it.
        ("b", "Ke1 ke8 P+i4 pa7", "a7a5", "i4a6", false),
        // Black crossed onto i5 (a5xi5): digit 5. White a2-a4 lands beside it.
        ("w", "Ke1 ke8 p+i5 Pa2", "a2a4", "i5a3", false),
        // White crossed onto i5 (h4xi5): digit 5. Black h7-h5 lands beside it (i5's cw neighbour).
        ("b", "Ke1 ke8 Pi5 ph7", "h7h5", "i5h6", true),
        // Black crossed onto i4 (h5xi4): digit 4. White h2-h4 lands beside it.
        ("w", "Ke1 ke8 pi4 Ph2", "h2h4", "i4h3", true),
    ];
    for (side, pieces, double, capture, digit) in cases {
        for reading in ["circle", "rank-digit"] {
            let mut g = game(
                &position("medial", side, "-", "-", 0, pieces),
                &[("fourth-rank", reading)],
            );
            play(&mut g, double);
            let allowed = reading == "circle" || digit;
            if allowed {
                assert!(legal(&*g, capture), "{reading}: {capture} after {double}");
            } else {
                assert_eq!(
                    refused(&*g, capture),
                    "circular/10.5",
                    "{reading}: {capture}"
                );
            }
        }
    }
}

#[test]
fn the_literal_knight_path_is_not_always_the_way_back() {
    // Register `CC-knights-and-voids`, reading `literal`: on Maximal a Knight on h8 reaches i6 by its written
    // path (h7, h6, then i6), but from i6 the written path to h8 is two along file i (i7, then the void i8).
    // So a Knight on h8 gives check to a King on i6, and a Knight on i6 none to a King on h8; under `either`
    // both check, under `strict` neither (the box of the leap holds i8).
    for (reading, on_i6, on_h8) in [
        ("literal", true, false),
        ("either", true, true),
        ("strict", false, false),
    ] {
        let switches = [("knights-and-voids", reading)];
        let g = game(
            &position("maximal", "w", "-", "-", 0, "Ki6 nh8 ka1"),
            &switches,
        );
        assert_eq!(g.in_check(), on_i6, "{reading}: Ki6 nh8");
        let g = game(
            &position("maximal", "w", "-", "-", 0, "Kh8 ni6 ka1"),
            &switches,
        );
        assert_eq!(g.in_check(), on_h8, "{reading}: Kh8 ni6");
    }
}

#[test]
fn a_mate_that_leaves_a_minor_piece_each() {
    // Register `CC-mate-and-material` (scenarios/circular/mate-and-material-*.yaml). Medial: Ne7xg6 checks
    // h8 (g6 to g7, g8, then h8 along the rim); the Black King's h7 and g7 are next to the White King on h6,
    // g8 holds its Bishop, i7 and i8 are void: mate (13.2), with King and Knight against King and Bishop
    // (circular/14.3).
    for (reading, want) in [
        (
            "checkmate-first",
            (Outcome::Win("white"), Some("circular/13.2")),
        ),
        ("material-first", (Outcome::Draw, Some("circular/14.3"))),
    ] {
        let mut g = game(
            &position("medial", "w", "-", "-", 0, "Kh6 Ne7 kh8 bg8 ng6"),
            &[("mate-and-material", reading)],
        );
        play(&mut g, "e7g6");
        assert!(g.in_check());
        assert_eq!(ending(&*g), want, "{reading}");
    }
    // A stalemate with insufficient material: 14.2 first by default, 14.3 under `material-first`. Black's
    // King on a8 (Medial) has a7, b7 and b8 (i1 and i2 are void): the White King on b6 guards a7 and b7
    // (its outward steps), the Knight on c6 guards b8 (c7, c8, then b8), and nothing attacks a8.
    for (reading, clause) in [
        ("checkmate-first", "circular/14.2"),
        ("material-first", "circular/14.3"),
    ] {
        let g = game(
            &position("medial", "b", "-", "-", 0, "ka8 Kb6 Nc6"),
            &[("mate-and-material", reading)],
        );
        assert!(!g.in_check() && g.legal_moves().is_empty(), "{reading}");
        assert_eq!(ending(&*g), (Outcome::Draw, Some(clause)), "{reading}");
    }
}

#[test]
fn castling_refused_when_a_space_between_is_attacked() {
    // circular/11.1 (iii): the whole arc between King and Rook must be unattacked. The Black Rook on b8 attacks
    // b1 down the b file; traditional Chess would allow O-O-O here, circular/11.1 does not.
    let g = game(
        &position("medial", "w", "KQ", "-", 0, "Ke1 Ra1 Rh1 ke8 rb8"),
        &[],
    );
    assert_eq!(refused(&*g, "e1c1"), "circular/11.1");
    assert!(legal(&*g, "e1g1"));
    // circular/11.2: the King two spaces, the Rook on its other side.
    let mut g = g.clone_box();
    play(&mut g, "e1g1");
    assert_eq!(g.square("f1").unwrap().piece.as_deref(), Some("white rook"));
    assert_eq!(g.square("h1").unwrap().piece, None);
    // (ii) a piece between; (iv) in check; (i) a moved King.
    let g = game(
        &position("medial", "w", "Q", "-", 0, "Ke1 Ra1 Nb1 ke8"),
        &[],
    );
    assert_eq!(refused(&*g, "e1c1"), "circular/11.1");
    let g = game(
        &position("medial", "w", "Q", "-", 0, "Ke1 Ra1 ke8 re7"),
        &[],
    );
    assert_eq!(refused(&*g, "e1c1"), "circular/11.1");
    let mut g = game(&position("medial", "w", "Q", "-", 0, "Ke1 Ra1 ke8"), &[]);
    assert!(legal(&*g, "e1c1"));
    play(&mut g, "e1d1 e8e7 d1e1 e7e8");
    assert_eq!(refused(&*g, "e1c1"), "circular/11.1");
}

#[test]
fn knight_refused_by_a_void() {
    // circular/9.3, register `CC-knights-and-voids`: on Maximal b1-i7 jumps over the void i8 on one L-path
    // (b1 a1 i8 i7), so it is refused under `strict` and allowed under `either` (geometry note 10.5).
    let g = game("startpos", &[("board", "maximal")]);
    assert_eq!(refused(&*g, "b1i7"), "circular/9.3");
    let g = game(
        "startpos",
        &[("board", "maximal"), ("knights-and-voids", "either")],
    );
    assert!(legal(&*g, "b1i7"));
    // On Medial a1-h7 crosses a void on both paths: refused under both readings.
    for mode in ["strict", "either"] {
        let g = game(
            &position("medial", "w", "-", "-", 0, "Na1 Ke1 ke8 Ph2"),
            &[("knights-and-voids", mode)],
        );
        assert_eq!(refused(&*g, "a1h7"), "circular/9.3");
    }
    // circular/9.1, 9.2: across the center a Knight on d4 reaches c6 and e6 (two along the file through the
    // center, one along the rank).
    let g = setup("medial", "w", "Nd4 Ke1 ke8 Ph2");
    assert!(legal(&*g, "d4c6") && legal(&*g, "d4e6"));
    assert_eq!(refused(&*g, "d4d6"), "circular/9.1");
}

#[test]
fn checkmate_wins() {
    // circular/13.2, 14.1: Black's King on a8 (Medial): a7, b8 and b7 are its only neighbours (i1, i2 void);
    // the Queen on b7, guarded by the King on c6, checks it and covers a7 and b8.
    let g = setup("medial", "b", "ka8 Qb7 Kc6");
    assert!(g.in_check());
    assert_eq!(ending(&*g), (Outcome::Win("white"), Some("circular/13.2")));
}

#[test]
fn stalemate_draws() {
    // circular/14.2: Black's King on a8 is not in check (the Queen on c7 does not see a8) but a7 and b7 (ring 2
    // from c7) and b8 (c7 out_cw) are all attacked.
    let g = setup("medial", "b", "ka8 Qc7 Ke1");
    assert!(!g.in_check());
    assert_eq!(ending(&*g), (Outcome::Draw, Some("circular/14.2")));
}

#[test]
fn insufficient_material_draws() {
    // circular/14.3: a King and a Bishop against a King and a Knight.
    assert_eq!(
        ending(&*setup("minimal", "w", "Ke1 Bc1 ke8 nb8")),
        (Outcome::Draw, Some("circular/14.3"))
    );
    // Two Knights are more than a King and a Knight.
    assert_eq!(
        setup("minimal", "w", "Ke1 Nc1 Ng1 ke8").status().outcome,
        Outcome::Ongoing
    );
}

#[test]
fn fifty_move_claim() {
    // circular/14.4: after fifty moves by each player (100 half-moves) without a capture or a Pawn move, the
    // player to move may declare a draw; one half-move earlier the claim is refused and the game goes on.
    let pieces = "Ke1 Ra1 ke8 ph7";
    let mut g = game(&position("medial", "w", "-", "-", 99, pieces), &[]);
    match g.event("claim-fifty-moves") {
        Err(OracleError::IllegalMove { clause, .. }) => assert_eq!(clause.id(), "circular/14.4"),
        other => panic!("claim accepted too early: {other:?}"),
    }
    assert_eq!(g.status().outcome, Outcome::Ongoing);
    play(&mut g, "a1a2");
    g.event("claim-fifty-moves").expect("a valid claim");
    assert_eq!(ending(&*g), (Outcome::Draw, Some("circular/14.4")));
    // A Pawn move resets the count.
    let mut g = game(&position("medial", "b", "-", "-", 99, pieces), &[]);
    play(&mut g, "h7h6");
    assert!(g.event("claim-fifty-moves").is_err());
}

#[test]
fn repetition_claims() {
    // circular/14.5, 14.6: the Knights go out and back twice.
    let mut g = game("startpos", &[]);
    play(&mut g, "g1f3 g8f6 f3g1");
    // Black could play f6g8 and produce the start arrangement, which has appeared only once: refused.
    match g.event("claim-repetition") {
        Err(OracleError::IllegalMove { clause, .. }) => assert_eq!(clause.id(), "circular/14.5"),
        other => panic!("claim accepted too early: {other:?}"),
    }
    play(&mut g, "f6g8 g1f3 g8f6 f3g1");
    // Now f6g8 produces the start arrangement that appeared twice before with White to move: Black may declare.
    let mut second_form = g.clone_box();
    second_form
        .event("claim-repetition")
        .expect("the second form of 14.5");
    assert_eq!(
        second_form.status().clause.map(|c| c.id()),
        Some("circular/14.5")
    );
    // After f6g8 the arrangement has appeared three times with White to move.
    play(&mut g, "f6g8");
    g.event("claim-repetition").expect("the first form of 14.5");
    assert_eq!(g.status().outcome, Outcome::Draw);
    assert!(g.play("e2e4").is_err(), "no move after the game has ended");
}

#[test]
fn resignation_wins() {
    // circular/14.1.
    let mut g = game("startpos", &[]);
    g.event("resign-white").expect("an event");
    assert_eq!(g.status().outcome, Outcome::Win("black"));
    assert_eq!(g.status().clause.map(|c| c.id()), Some("circular/14.1"));
}

#[test]
fn moves_of_the_wrong_player_or_onto_own_pieces_are_refused() {
    // circular/4.1: White moves first, and a player moves his own pieces; 4.2: one piece per space.
    let g = game("startpos", &[]);
    assert_refused(
        &*g,
        &[
            ("e7e5", "circular/4.1"),
            ("e3e4", "circular/4.1"),
            ("a1a2", "circular/4.2"),
        ],
    );
    assert_eq!(g.side_to_move(), "white");
    // A piece that would leave its own King in check: the Bishop on e2 is pinned by the Rook on e8 (5.5, 6.3).
    let g = setup("medial", "w", "Ke1 Be2 re8 ka8");
    assert_eq!(refused(&*g, "e2d3"), "circular/6.3");
    // Not a move at all.
    assert!(matches!(
        g.explain("e2"),
        Verdict::Unreadable(OracleError::BadMove { .. })
    ));
    assert!(matches!(
        g.explain("j1j2"),
        Verdict::Unreadable(OracleError::BadMove { .. })
    ));
}

#[test]
fn impossible_positions_are_refused_with_their_clause() {
    #[rustfmt::skip]
    let cases = [
        // A piece on a void space of Medial (i2).
        ("medial rnbqkbnr#/pppppppp#/9/9/9/9/PPPPPPPPR/RNBQKBN1# w - - 0 1", "circular/4.2"),
        // A void space written as empty.
        ("medial rnbqkbnr#/pppppppp#/9/9/9/9/PPPPPPPP1/RNBQKBNR# w - - 0 1", "circular/2.2"),
        // No White King.
        ("medial rnbqkbnr#/pppppppp#/9/9/9/9/PPPPPPPP#/RNBQ1BNR# w - - 0 1", "circular/3.2"),
        // A Pawn on a first rank.
        ("medial rnbqkbnr#/pppppppp#/9/9/9/9/PPPPPPPP#/RNBQKBNP# w - - 0 1", "circular/12.1"),
        // A castling right without the Rook.
        ("medial rnbqkbnr#/pppppppp#/9/9/9/9/PPPPPPPP#/RNBQKBN1# w K - 0 1", "circular/11.1"),
        // The side not to move in check.
        ("medial 4k3#/4R3#/9/9/9/9/8#/4K3# w - - 0 1", "circular/13.1"),
        // An unknown board.
        ("round 9/9/9/9/9/9/9/9 w - - 0 1", "circular/2.1"),
    ];
    assert_starts_refused_by("circular", &cases);
    // Garbage never panics.
    assert_starts_unreadable(
        "circular",
        &[
            "",
            "medial",
            "medial ////////",
            "medial 99/9/9/9/9/9/9/9 w - - 0 1",
            "maximal k/K w - - x y",
        ],
    );
}

#[test]
fn start_positions_name_their_board_and_round_trip() {
    // circular/3.2, 3.3: the traditional array on files a..h; the voids of each board written `#`.
    for (board, text) in [
        (
            "maximal",
            "maximal rnbqkbnr#/pppppppp1/9/9/9/9/PPPPPPPP1/RNBQKBNR# w KQkq - 0 1",
        ),
        (
            "medial",
            "medial rnbqkbnr#/pppppppp#/9/9/9/9/PPPPPPPP#/RNBQKBNR# w KQkq - 0 1",
        ),
        (
            "minimal",
            "minimal rnbqkbnr#/pppppppp#/8#/9/9/8#/PPPPPPPP#/RNBQKBNR# w KQkq - 0 1",
        ),
    ] {
        let g = game("startpos", &[("board", board)]);
        assert_eq!(g.position(), text);
        assert_eq!(game(text, &[]).position(), text);
        // circular/4.1: White moves first; 20 moves under the default `strict` (geometry note 10.7).
        assert_eq!(g.side_to_move(), "white");
        assert_eq!(g.legal_moves().len(), 20);
    }
    // The default board is Medial.
    assert!(game("startpos", &[]).position().starts_with("medial "));
}

#[test]
fn show_draws_the_round_board() {
    let g = game("startpos", &[("board", "maximal")]);
    let picture = g.show();
    for token in [
        "Ra1", "Ke1", "ke8", "#i1", "#i8", ".i4", "()", "Black", "White",
    ] {
        assert!(picture.contains(token), "{token} missing:\n{picture}");
    }
    // Black's side is drawn above White's.
    let row_of = |t: &str| picture.lines().position(|l| l.contains(t)).unwrap();
    assert!(row_of("ke8") < row_of("()") && row_of("()") < row_of("Ke1"));
}

#[test]
fn the_grid_picture_of_show_reads_back_as_a_diagram() {
    // The grid part of `show` is the diagram form (oracle::circular::position); with the castling rights added it
    // reads back to the start position.
    for board in ["maximal", "medial", "minimal"] {
        let g = game("startpos", &[("board", board)]);
        let picture = g.show();
        let grid: Vec<&str> = picture
            .lines()
            .skip_while(|l| !l.trim_start().starts_with("a  b"))
            .take_while(|l| !l.trim().is_empty())
            .collect();
        let diagram = format!("{}\ncastling: KQkq\n", grid.join("\n"));
        let text = oracle::circular::position::position_text(&diagram)
            .unwrap_or_else(|e| panic!("{e}\n{diagram}"));
        assert_eq!(text, g.position());
    }
}

/// circular/2.4 (notation) with 10 (Pawns): a Pawn that has crossed the centre (h4, `P+`, moving down the
/// ranks) and one that has not (h2, moving up) can both advance to h3. The notation names each by its rank
/// of origin, as for two pieces of one kind; each reads back as its own move.
#[test]
fn two_pawns_advancing_to_one_space_are_told_apart_in_notation() {
    let g = game(
        "maximal 5k1r#/9/4p2p1/2P1p4/7P+1/5NP2/p1P1P2P1/R2QK2R# w K - 0 25",
        &[("board", "maximal")],
    );
    let san: Vec<(String, String)> = g
        .legal_moves_with_san()
        .into_iter()
        .filter(|(c, _)| c.ends_with("h3"))
        .collect();
    assert_eq!(
        san,
        vec![
            ("h2h3".to_string(), "2h3".to_string()),
            ("h4h3".to_string(), "4h3".to_string())
        ]
    );
    for (coord, text) in &san {
        match g.explain(text) {
            Verdict::Legal(m) => assert_eq!(&m, coord),
            other => panic!("{text}: {other:?}"),
        }
    }
}

#[test]
fn the_diagram_example_of_the_position_module_reads() {
    let d = "     a  b  c  d  e  f  g  h  i\n  8  k  .  .  .  .  .  .  .  #\n  7  .  Q  .  .  .  .  .  .  #\n\
             6  .  .  K  .  .  .  .  .  .\n  5  .  .  .  .  .  .  .  .  .\n  --- center-circle ---\n\
             4  .  .  .  .  .  .  .  .  .\n  3  .  .  .  .  .  .  .  .  .\n  2  .  .  .  .  .  .  .  .  #\n\
             1  .  .  .  .  .  .  .  .  #\nto move: black\n";
    // Written by hand from the format: voids i1 i2 i7 i8 are those of Medial.
    assert_eq!(
        oracle::circular::position::position_text(d).unwrap(),
        "medial k7#/1Q6#/2K6/9/9/9/8#/8# b - - 0 1"
    );
}

#[test]
fn malformed_circular_diagrams_are_refused() {
    for d in [
        "",
        "k . . . . . . . #",
        "9 . . . . . . . . .",
        "8 x . . . . . . . #\n7 . . . . . . . . #\n6 . . . . . . . . .\n5 . . . . . . . . .\n4 . . . . . . . . .\n3 . . . . . . . . .\n2 . . . . . . . . #\n1 . . . . . . . . #",
        "8 . . . . . . . . .\n7 . . . . . . . . .\n6 . . . . . . . . .\n5 . . . . . . . . .\n4 . . . . . . . . .\n3 . . . . . . . . .\n2 . . . . . . . . .\n1 . . . . . . . . .",
    ] {
        assert!(oracle::circular::position::position_text(d).is_err(), "{d}");
    }
}
