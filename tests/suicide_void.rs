//! Rule cases of Suicide Void Chess (`suicide-void`): the void layer (S.1..S.6) on the suicide base.
//! Every count is derived by hand in the comment beside it.

mod rule_cases;

use oracle::core::{AnyGame, OracleError};
use rule_cases::{
    assert_refused_by, assert_starts_refused_by, assert_starts_unreadable, refused_by, status,
};

fn game(start: &str) -> Box<dyn AnyGame> {
    game_with(start, &[])
}

fn game_with(start: &str, switches: &[(&str, &str)]) -> Box<dyn AnyGame> {
    rule_cases::new_game("suicide-void", start, switches)
}

fn after(moves: &[&str]) -> Box<dyn AnyGame> {
    let mut g = game("startpos");
    let moves: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    g.play_all(&moves)
        .unwrap_or_else(|e| panic!("{moves:?}: {e}"));
    g
}

#[test]
fn s1_black_places_the_void_first_on_any_of_32_squares() {
    // S.1: the unoccupied squares of the standard setup are ranks 3 to 6: 4 x 8 = 32 placements.
    let g = game("startpos");
    assert_eq!(g.side_to_move(), "black");
    assert_eq!(
        g.position(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b - - 0 1 -"
    );
    let moves = g.legal_moves();
    assert_eq!(moves.len(), 32);
    assert!(moves.iter().all(|m| {
        let rank = m.as_bytes()[2];
        m.starts_with('@') && (b'3'..=b'6').contains(&rank)
    }));
    assert_eq!(g.perft(1), 32);
    // A piece move before the placement, or a placement on an occupied square, is refused with S.1.
    assert_eq!(refused_by(&*g, "e7e5"), "suicide-void/S.1");
    assert_eq!(refused_by(&*g, "@e2"), "suicide-void/S.1");
    // The void is placed once: a second placement is refused.
    let g = after(&["@e4"]);
    assert_eq!(refused_by(&*g, "@e5"), "suicide-void/S.1");
}

#[test]
fn s2_then_white_moves_first() {
    // S.2: after the placement White is to move; the placement does not count as a move in the counters.
    let g = after(&["@a5"]);
    assert_eq!(g.side_to_move(), "white");
    assert_eq!(
        g.position(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 a5"
    );
    assert_eq!(g.square("a5").unwrap().state.as_deref(), Some("void"));
    assert_eq!(g.square("a4").unwrap().state.as_deref(), Some("normal"));
    // The void on a5 touches none of White's 20 standard first moves (the pawns reach ranks 3-4, the
    // knights a3, c3, f3, h3).
    assert_eq!(g.legal_moves().len(), 20);
}

#[test]
fn s3_s4_whites_first_moves_with_the_void_on_chosen_squares() {
    // Standard chess gives White 20 first moves: 8 single steps, 8 double steps, 4 knight moves.
    // Void on e3: e2-e3 lands on it (S.3), e2-e4 moves over it (S.4): 20 - 2 = 18.
    let g = after(&["@e3"]);
    assert_eq!(g.legal_moves().len(), 18);
    assert_eq!(refused_by(&*g, "e2e3"), "suicide-void/S.3");
    assert_eq!(refused_by(&*g, "e2e4"), "suicide-void/S.4");
    // Void on e4: only e2-e4 lands on it; e2-e3 is fine: 19.
    let g = after(&["@e4"]);
    assert_eq!(g.legal_moves().len(), 19);
    assert_eq!(refused_by(&*g, "e2e4"), "suicide-void/S.3");
    // Void on f3: f2-f3 and Ng1-f3 land on it, f2-f4 moves over it: 17.
    let g = after(&["@f3"]);
    assert_eq!(g.legal_moves().len(), 17);
    assert_eq!(refused_by(&*g, "g1f3"), "suicide-void/S.3");
    assert_eq!(refused_by(&*g, "Nf3"), "suicide-void/S.3");
    // Void on c3: c2-c3 and Nb1-c3 land on it, c2-c4 moves over it: 17.
    assert_eq!(after(&["@c3"]).legal_moves().len(), 17);
    // Void on h6: no White move reaches rank 6: 20.
    assert_eq!(after(&["@h6"]).legal_moves().len(), 20);
    // Void on d6, then 1.e4: Black's 20 standard replies lose d7-d6 (S.3) and d7-d5 (S.4): 18.
    assert_eq!(after(&["@d6", "e2e4"]).legal_moves().len(), 18);
}

#[test]
fn s4_only_a_knight_moves_over_the_void() {
    // A white Rook on b1 and a white Knight on c1, Black's King far away on h8, the void on b3.
    // Rook b1 up the b-file: b2 only (b3 is the void, S.3; b4.. are beyond it, S.4); along rank 1: a1.
    // Knight c1: a2, b3 (the void, S.3: refused), d3, e2. Knight moves leap, so no S.4 for it.
    let g = game("7k/8/8/8/8/8/8/1RN5 w - - 0 1 b3");
    assert_eq!(g.legal_moves(), ["b1a1", "b1b2", "c1a2", "c1d3", "c1e2"]);
    assert_eq!(refused_by(&*g, "b1b3"), "suicide-void/S.3");
    assert_eq!(refused_by(&*g, "b1b5"), "suicide-void/S.4");
    assert_eq!(refused_by(&*g, "c1b3"), "suicide-void/S.3");
    // A Knight jumps over the void: Knight d1, void d2 (and e2 empty): d1-e3 and d1-c3 pass beside and
    // "over" it; all of d1's jumps b2, c3, e3, f2 are legal.
    let g = game("7k/8/8/8/8/8/8/3N4 w - - 0 1 d2");
    assert_eq!(g.legal_moves(), ["d1b2", "d1c3", "d1e3", "d1f2"]);
    // A Bishop is stopped: Bishop a1, void c3: only b2.
    let g = game("7k/8/8/8/8/8/8/B7 w - - 0 1 c3");
    assert_eq!(g.legal_moves(), ["a1b2"]);
    assert_eq!(refused_by(&*g, "a1h8"), "suicide-void/S.4");
}

#[test]
fn s5_the_capturer_moves_the_void_to_a_different_unoccupied_square() {
    // After @h3 1.e4 d5, e4xd5 is compulsory (B.6). Once it is made 31 pieces stand on 64 squares, and
    // the void stays on h3: 64 - 31 - 1 = 32 new squares, so 32 legal moves.
    let g = after(&["@h3", "e2e4", "d7d5"]);
    let moves = g.legal_moves();
    assert_eq!(moves.len(), 32);
    assert!(moves.iter().all(|m| m.starts_with("e4d5@")));
    // The square White's pawn left (e4) may take the void; the squares still occupied may not.
    assert!(moves.contains(&"e4d5@e4".to_string()));
    assert!(
        moves.contains(&"e4d5@d7".to_string()),
        "Black's pawn left d7"
    );
    assert_refused_by(
        &*g,
        "suicide-void/S.5",
        &[
            ("e4d5", "the void's new square is named"),
            ("e4d5@h3", "a different square"),
            ("e4d5@d1", "occupied by the Queen"),
            ("e4d5@d5", "the capturer stands there"),
        ],
    );
    // The algebraic form names the void's square too.
    let mut g2 = after(&["@h3", "e2e4", "d7d5"]);
    g2.play("exd5@a6").unwrap();
    assert_eq!(g2.square("a6").unwrap().state.as_deref(), Some("void"));
    assert_eq!(g2.square("h3").unwrap().state.as_deref(), Some("normal"));
    assert_eq!(
        g2.position(),
        "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b - - 0 2 a6"
    );
    // A move that captures nothing does not move the void.
    let g = after(&["@h3", "e2e4"]);
    assert_eq!(refused_by(&*g, "d7d5@a6"), "suicide-void/S.5");
    // relocation-squares=before-capture: the capturer's start square e4 is excluded: 31.
    let mut g = game_with("startpos", &[("relocation-squares", "before-capture")]);
    g.play_all(&["@h3".into(), "e2e4".into(), "d7d5".into()])
        .unwrap();
    assert_eq!(g.legal_moves().len(), 31);
    assert_eq!(refused_by(&*g, "e4d5@e4"), "suicide-void/S.5");
}

#[test]
fn s5_relocation_even_on_a_game_ending_capture() {
    // e4xd5 takes Black's last piece. After it one piece (White's pawn on d5) stands, the void on h1:
    // 64 - 1 - 1 = 62 moves, each naming a new square; Black, having lost all its pieces, wins (B.8).
    let mut g = game("8/8/8/3p4/4P3/8/8/8 w - - 0 1 h1");
    assert_eq!(g.legal_moves().len(), 62);
    g.play("e4d5@a1").unwrap();
    assert_eq!(status(&*g), ("black-wins".into(), Some("suicide-void/B.8")));
    assert!(g.legal_moves().is_empty());
    // relocation-on-game-end=skipped: the one move e4d5, the void stays.
    let mut g = game_with(
        "8/8/8/3p4/4P3/8/8/8 w - - 0 1 h1",
        &[("relocation-on-game-end", "skipped")],
    );
    assert_eq!(g.legal_moves(), ["e4d5"]);
    assert_eq!(refused_by(&*g, "e4d5@a1"), "suicide-void/S.5");
    g.play("e4d5").unwrap();
    assert_eq!(g.square("h1").unwrap().state.as_deref(), Some("void"));
}

#[test]
fn s5_en_passant_frees_the_taken_pawns_square() {
    // Void on h1 (no white Rook there). White e5, Black has just played d7-d5. White has 15 pieces,
    // Black 16. e5xd6 e.p. is compulsory; after it 15 + 15 = 30 pieces stand: 64 - 30 - 1 = 33 squares,
    // among them d5 (the taken pawn's) and e5 (the capturer's).
    let g = game("rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBN1 w - d6 0 3 h1");
    let moves = g.legal_moves();
    assert_eq!(moves.len(), 33);
    assert!(moves.contains(&"e5d6@d5".to_string()));
    assert!(moves.contains(&"e5d6@e5".to_string()));
}

#[test]
fn b_rules_hold_under_the_void() {
    // B.6 with the void: the e4 pawn must take d5 even though a quiet move exists.
    let g = after(&["@h3", "e2e4", "d7d5"]);
    assert_eq!(refused_by(&*g, "g1f3"), "suicide-void/B.6");
    // B.9: stalemate counts pieces, not the void. White's a4 is blocked by a5; the void on b5 takes no
    // part; 1 piece each: a draw.
    let g = game("8/8/8/p7/P7/8/8/8 w - - 0 1 b5");
    assert_eq!(status(&*g), ("draw".into(), Some("suicide-void/B.9")));
    // The void can stalemate: White's a2 pawn facing the void on a3 has no move; White has 1 piece, Black
    // 2 (a King on h8, a pawn on h7): White, with fewer, wins.
    let g = game("7k/7p/8/8/8/8/P7/8 w - - 0 1 a3");
    assert!(g.legal_moves().is_empty());
    assert_eq!(status(&*g), ("white-wins".into(), Some("suicide-void/B.9")));
}

#[test]
fn s6_promotion_victory_is_off_by_default() {
    // Off: a7-a8 promotes in 5 ways (B.5), the game goes on.
    let mut g = game("7k/P7/8/8/8/8/8/8 w - - 0 1 e4");
    assert_eq!(g.legal_moves().len(), 5);
    g.play("a7a8q").unwrap();
    assert_eq!(status(&*g).0, "ongoing");
    // On: the pawn reaching the last rank wins at once (S.6); it is written without a letter and stays
    // a pawn on a8.
    let on = [("promotion-victory", "on")];
    let mut g = game_with("7k/P7/8/8/8/8/8/8 w - - 0 1 e4", &on);
    assert_eq!(g.legal_moves(), ["a7a8"]);
    assert_eq!(refused_by(&*g, "a7a8q"), "suicide-void/S.6");
    g.play("a7a8").unwrap();
    assert_eq!(status(&*g), ("white-wins".into(), Some("suicide-void/S.6")));
    assert_eq!(g.square("a8").unwrap().piece.as_deref(), Some("white pawn"));
    // The game has ended; the moves are still what the position allows (the black King's three steps), and
    // each is refused with the ending's clause.
    assert_eq!(g.legal_moves(), ["h8g7", "h8g8", "h8h7"]);
    assert_eq!(refused_by(&*g, "h8g8"), "suicide-void/S.6");
    // The exception: a7xb8 takes Black's last piece, so the capture comes first and Black, having lost
    // all its pieces, wins (B.8). Relocation is still named: 64 - 1 - 1 = 62 moves.
    let mut g = game_with("1n6/P7/8/8/8/8/8/8 w - - 0 1 e4", &on);
    assert_eq!(g.legal_moves().len(), 62);
    g.play("a7b8@a1").unwrap();
    assert_eq!(status(&*g), ("black-wins".into(), Some("suicide-void/B.8")));
    // Off, the same capture promotes: 5 pieces x 62 squares = 310 moves.
    assert_eq!(
        game("1n6/P7/8/8/8/8/8/8 w - - 0 1 e4").legal_moves().len(),
        310
    );
}

#[test]
fn void_text_form_is_checked() {
    let r = oracle::ruleset("suicide-void").unwrap();
    // A piece on the void (S.3); the void not yet placed with White to move (S.1).
    assert_starts_refused_by(
        "suicide-void",
        &[
            ("7k/8/8/8/8/8/8/K7 w - - 0 1 a1", "suicide-void/S.3"),
            ("7k/8/8/8/8/8/8/K7 w - - 0 1 -", "suicide-void/S.1"),
        ],
    );
    // Without the void field, or with a bad one: unreadable.
    assert_starts_unreadable(
        "suicide-void",
        &[
            "7k/8/8/8/8/8/8/K7 w - - 0 1",
            "7k/8/8/8/8/8/8/K7 w - - 0 1 z9",
        ],
    );
    // The short form (4 FEN fields and the void) is read with counters 0 and 1.
    let g = game("7k/8/8/8/8/8/8/K7 w - - e4");
    assert_eq!(g.position(), "7k/8/8/8/8/8/8/K7 w - - 0 1 e4");
    // With the promotion victory on, a pawn may stand on its last rank (the game is over).
    let g = game_with(
        "P6k/8/8/8/8/8/8/8 b - - 0 1 e4",
        &[("promotion-victory", "on")],
    );
    assert_eq!(status(&*g), ("white-wins".into(), Some("suicide-void/S.6")));
    assert!(matches!(
        r.new_game("P6k/8/8/8/8/8/8/8 b - - 0 1 e4", &[]),
        Err(OracleError::BadPosition { .. })
    ));
}

#[test]
fn perft_2_from_the_start_is_612() {
    // Black's 32 placements, then White's first moves (20 in standard chess) less those the void forbids:
    // - void on rank 3 (8 squares): that file's pawn can neither step onto it (S.3) nor over it (S.4): -2;
    //   a Knight would land on a3, c3 (Nb1), f3 or h3 (Ng1): -1 more on those 4 files.
    //   8 x 20 - 8 x 2 - 4 = 140;
    // - void on rank 4 (8 squares): only that file's double step lands on it: 8 x 19 = 152;
    // - void on ranks 5 and 6 (16 squares): nothing is forbidden: 16 x 20 = 320.
    // 140 + 152 + 320 = 612.
    let g = game("startpos");
    assert_eq!(g.perft(2), 612);
    let by_square: std::collections::HashMap<String, u64> = g.divide(2).into_iter().collect();
    assert_eq!(by_square["@a3"], 17);
    assert_eq!(by_square["@b3"], 18);
    assert_eq!(by_square["@b4"], 19);
    assert_eq!(by_square["@g6"], 20);
}

#[test]
fn board_diagrams_read_into_the_position_text() {
    let r = oracle::ruleset("suicide-void").unwrap();
    let diagram = "8 . . . . . . . k\n7 . . . . . . . .\n6 . . . . . . . .\n5 . . . . . . . .\n\
                   4 . . . . . . . .\n3 . # . . . . . .\n2 . . . . . . . .\n1 . R N . . . . .\n\
                   a b c d e f g h\nto move: white   # White first\n";
    assert_eq!(
        r.position_from_diagram(diagram).unwrap(),
        "7k/8/8/8/8/8/8/1RN5 w - - 0 1 b3"
    );
    // Without `#`, the void is not yet placed and Black is to move (S.1).
    let no_void = diagram
        .replace("3 . # .", "3 . . .")
        .replace("to move: white   # White first\n", "");
    assert_eq!(
        r.position_from_diagram(&no_void).unwrap(),
        "7k/8/8/8/8/8/8/1RN5 b - - 0 1 -"
    );
    // Castling rights are refused (B.4); bad tokens and shapes are reported.
    let castling = format!("{diagram}castling: KQ\n");
    let err = r.position_from_diagram(&castling).unwrap_err();
    assert_eq!(err.clause().map(|c| c.id()), Some("suicide-void/B.4"));
    assert!(r
        .position_from_diagram(&diagram.replace("R N", "R X"))
        .is_err());
    assert!(r
        .position_from_diagram(&diagram.replace(". k", "k"))
        .is_err());
    assert!(
        r.position_from_diagram(&diagram.replace("1 . R", "1 # R"))
            .is_err(),
        "two voids"
    );
    // The base ruleset has no void token.
    let base = oracle::ruleset("suicide").unwrap();
    assert!(base.position_from_diagram(diagram).is_err());
    assert_eq!(
        base.position_from_diagram(&no_void).unwrap(),
        "7k/8/8/8/8/8/8/1RN5 w - - 0 1"
    );
}

#[test]
fn the_picture_of_show_reads_back_as_its_position() {
    // `oracle show` draws the void with the diagram's token, `#`, so that a pasted picture reads back
    // (core::game::position_from_diagram); the picture gives no counters, the diagram's are 0 and 1.
    let r = oracle::ruleset("suicide-void").unwrap();
    let cases = [
        ("startpos", vec![]),
        ("startpos", vec!["@d5"]),
        ("startpos", vec!["@d5", "g1f3"]),
        ("7k/8/8/8/8/8/8/1RN5 w - - 0 1 b3", vec![]),
    ];
    for (start, moves) in cases {
        let mut g = game(start);
        let moves: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
        g.play_all(&moves).unwrap();
        let picture = g.show();
        let read = r.position_from_diagram(&picture).unwrap_or_else(|e| {
            panic!("{start} {moves:?}: the picture does not read: {e}\n{picture}")
        });
        let fields = |t: &str| -> Vec<String> {
            let f: Vec<String> = t.split(' ').map(str::to_string).collect();
            [&f[..4], &f[6..]].concat()
        };
        assert_eq!(
            fields(&read),
            fields(&g.position()),
            "{start} {moves:?}:\n{picture}"
        );
    }
    let placed = after(&["@d5"]).show();
    assert!(
        placed
            .lines()
            .any(|l| l.starts_with("5 ") && l.contains('#')),
        "{placed}"
    );
    let base = oracle::ruleset("suicide").unwrap();
    let g = rule_cases::new_game("suicide", "startpos", &[]);
    assert_eq!(
        base.position_from_diagram(&g.show()).unwrap(),
        g.position(),
        "{}",
        g.show()
    );
}
