//! Rule cases of the suicide base ruleset (`suicide`), each expected value derived from the document's
//! "Basic Suicide Chess rules" (clauses `suicide-void/B.*`, `P.*`) in the comment beside it.

mod rule_cases;

use oracle::core::{AnyGame, OracleError, Verdict};
use rule_cases::{
    assert_refused_by, assert_starts_refused_by, assert_starts_unreadable, refused_by,
    start_refused_by, status,
};

fn game(start: &str) -> Box<dyn AnyGame> {
    game_with(start, &[])
}

fn game_with(start: &str, switches: &[(&str, &str)]) -> Box<dyn AnyGame> {
    rule_cases::new_game("suicide", start, switches)
}

#[test]
fn b1_opening_setup_is_standard_chess() {
    // B.1: as in standard chess; B.4: no castling rights in the text.
    let g = game("startpos");
    assert_eq!(
        g.position(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"
    );
    assert_eq!(g.side_to_move(), "white");
    assert_eq!(g.square("e1").unwrap().piece.as_deref(), Some("white king"));
    assert_eq!(
        g.square("d8").unwrap().piece.as_deref(),
        Some("black queen")
    );
    assert_eq!(g.square("e4").unwrap().piece, None);
    assert_eq!(g.square("e4").unwrap().state, None, "the base has no void");
}

#[test]
fn b2_pieces_move_as_in_standard_chess() {
    // B.2: from the standard setup, 16 pawn moves and 4 knight moves (standard chess's 20).
    let g = game("startpos");
    let moves = g.legal_moves();
    assert_eq!(moves.len(), 20);
    for m in ["a2a3", "a2a4", "b1a3", "b1c3", "g1f3", "g1h3", "h2h4"] {
        assert!(moves.contains(&m.to_string()), "{m}");
    }
    assert_refused_by(
        &*g,
        "suicide-void/B.2",
        &[
            ("e2e5", "a pawn steps one or two squares"),
            ("f1c4", "the bishop is blocked"),
            ("e7e5", "not White's pawn"),
            ("e3e4", "no piece on e3"),
        ],
    );
}

#[test]
fn b3_the_king_is_an_ordinary_piece_without_check() {
    // B.3/P.1: no check, so the black King may step next to (into the attack of) the Rook on d1:
    // Ke8 has d8, d7, e7, f7, f8 (nothing to capture).
    let g = game("4k3/8/8/8/8/8/8/3RK3 b - - 0 1");
    assert!(!g.in_check());
    assert_eq!(g.legal_moves(), ["e8d7", "e8d8", "e8e7", "e8f7", "e8f8"]);
    // B.3: a King can be taken like any other piece (and, B.6, must be).
    let mut g = game("8/8/8/8/8/8/4k3/4K3 w - - 0 1");
    assert_eq!(g.legal_moves(), ["e1e2"]);
    g.play("e1e2").unwrap();
    assert_eq!(status(&*g), ("black-wins".into(), Some("suicide-void/B.8")));
}

#[test]
fn b4_castling_is_not_allowed() {
    // B.4: the King goes to g1 or c1 only by castling, which is refused.
    let g = game("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1");
    assert_eq!(refused_by(&*g, "e1g1"), "suicide-void/B.4");
    assert_eq!(refused_by(&*g, "e1c1"), "suicide-void/B.4");
    assert_eq!(refused_by(&*g, "O-O"), "suicide-void/B.4");
    assert_eq!(refused_by(&*g, "0-0-0"), "suicide-void/B.4");
    // A King two squares sideways away from its own back rank is simply not a King move (B.2).
    let g = game("7k/8/8/8/4K3/8/8/8 w - - 0 1");
    assert_eq!(refused_by(&*g, "e4g4"), "suicide-void/B.2");
    // A castling field other than `-` is refused with B.4.
    assert_eq!(
        start_refused_by(
            "suicide",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        ),
        Some("suicide-void/B.4")
    );
}

#[test]
fn b5_pawns_may_also_promote_to_kings() {
    // B.5/P.2: a7-a8 is one move for each of Q, R, B, N and K (the h2 pawn has h1 in 5 ways for Black).
    let mut g = game("8/P7/8/8/8/8/7p/8 w - - 0 1");
    assert_eq!(
        g.legal_moves(),
        ["a7a8b", "a7a8k", "a7a8n", "a7a8q", "a7a8r"]
    );
    assert_eq!(refused_by(&*g, "a7a8"), "suicide-void/B.5");
    assert_eq!(refused_by(&*g, "a7a8p"), "suicide-void/B.5");
    g.play("a7a8k").unwrap();
    assert_eq!(g.square("a8").unwrap().piece.as_deref(), Some("white king"));
    assert_eq!(g.legal_moves().len(), 5);
    // Algebraic form of a King promotion.
    let g = game("8/P7/8/8/8/8/7p/8 w - - 0 1");
    assert!(g
        .legal_moves_with_san()
        .contains(&("a7a8k".to_string(), "a8=K".to_string())));
}

#[test]
fn b6_capturing_is_compulsory() {
    // After 1.e4 d5, e4xd5 is White's only capture, so the only legal move (B.6).
    let mut g = game("startpos");
    g.play_all(&["e2e4".into(), "d7d5".into()]).unwrap();
    assert_eq!(g.legal_moves(), ["e4d5"]);
    assert_eq!(refused_by(&*g, "g1f3"), "suicide-void/B.6");
    // The same move in algebraic notation is refused for the same reason.
    assert_eq!(refused_by(&*g, "Nf3"), "suicide-void/B.6");
    // En passant is a capture, so it is compulsory too: after ...d7-d5 beside the e5 pawn, e5xd6 is the
    // only legal move.
    let mut g = game("rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w - d6 0 3");
    assert_eq!(g.legal_moves(), ["e5d6"]);
    g.play("exd6").unwrap();
    assert_eq!(g.square("d5").unwrap().piece, None, "the d5 pawn is taken");
}

#[test]
fn b7_the_player_chooses_among_captures() {
    // B.7: d4 can take c5 or e5; both are legal, nothing else is.
    let g = game("8/8/8/2p1p3/3P4/8/8/8 w - - 0 1");
    assert_eq!(g.legal_moves(), ["d4c5", "d4e5"]);
}

#[test]
fn b8_the_first_player_to_lose_all_pieces_wins() {
    // B.8: e4xd5 takes Black's last piece, so Black wins; the game is over, no move is legal.
    let mut g = game("8/8/8/3p4/4P3/8/8/8 w - - 0 1");
    g.play("e4d5").unwrap();
    assert_eq!(status(&*g), ("black-wins".into(), Some("suicide-void/B.8")));
    assert!(g.legal_moves().is_empty());
    assert!(matches!(g.play("d5d6"), Err(OracleError::GameOver { .. })));
}

#[test]
fn b9_stalemate_fewer_pieces_wins_equal_draws() {
    // White's a4 pawn is blocked by a5 and attacks nothing: White has no move.
    // 1 against 2: White, with fewer pieces, wins.
    let g = game("8/7p/8/p7/P7/8/8/8 w - - 0 1");
    assert!(g.legal_moves().is_empty());
    assert_eq!(status(&*g), ("white-wins".into(), Some("suicide-void/B.9")));
    // 1 against 1: a draw.
    let g = game("8/8/8/p7/P7/8/8/8 w - - 0 1");
    assert_eq!(status(&*g), ("draw".into(), Some("suicide-void/B.9")));
    // White (a4, h4, h3, all blocked) has 3 against Black's 2: Black wins; the type makes no difference.
    let g = game("8/8/8/p6p/P6P/7P/8/8 w - - 0 1");
    assert_eq!(status(&*g), ("black-wins".into(), Some("suicide-void/B.9")));
}

#[test]
fn fics_draw_rules_are_off_by_default() {
    // SU-0-draw-rules: with `draw-rules=fics`, the 100th ply without a capture or pawn move draws.
    let mut g = game_with("8/8/8/8/8/8/8/K6k w - - 99 80", &[("draw-rules", "fics")]);
    g.play("a1b1").unwrap();
    assert_eq!(status(&*g), ("draw".into(), Some("suicide-void/0")));
    let mut g = game("8/8/8/8/8/8/8/K6k w - - 99 80");
    g.play("a1b1").unwrap();
    assert_eq!(status(&*g).0, "ongoing");
    // Threefold repetition: the start position stands again after plies 4 and 8.
    let shuffle: Vec<String> = ["a1b1", "h1g1", "b1a1", "g1h1"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let mut g = game_with("8/8/8/8/8/8/8/K6k w - - 0 1", &[("draw-rules", "fics")]);
    g.play_all(&shuffle).unwrap();
    assert_eq!(status(&*g).0, "ongoing");
    g.play_all(&shuffle).unwrap();
    assert_eq!(status(&*g), ("draw".into(), Some("suicide-void/0")));
}

#[test]
fn impossible_positions_are_refused_with_their_clause() {
    assert_starts_refused_by(
        "suicide",
        &[
            ("8/8/8/8/8/8/8/P7 w - - 0 1", "suicide-void/B.2"),
            ("P7/8/8/8/8/8/8/k7 w - - 0 1", "suicide-void/B.5"),
            ("8/8/8/8/8/8/8/8 w - - 0 1", "suicide-void/B.8"),
            ("8/8/8/8/8/8/8/K6k w - e3 0 1", "suicide-void/B.2"),
        ],
    );
    assert_starts_unreadable(
        "suicide",
        &[
            "",
            "8/8/8 w - -",
            "9/8/8/8/8/8/8/8 w - - 0 1",
            "rnbqkbnr w",
            "x7/8/8/8/8/8/8/8 w - -",
            // The void field belongs to suicide-void only.
            "8/8/8/8/8/8/8/K6k w - - 0 1 e4",
        ],
    );
}

#[test]
fn text_forms_round_trip() {
    let mut g = game("startpos");
    g.play_all(&["e2e4".into(), "d7d5".into()]).unwrap();
    // The en passant square is kept only when a pawn can take (none can after 1.e4: no black pawn on
    // d4 or f4), as python-chess and Stockfish write it.
    assert_eq!(
        g.positions()[1],
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b - - 0 1"
    );
    let again = game(&g.position());
    assert_eq!(again.position(), g.position());
    assert!(matches!(g.play("zz"), Err(OracleError::BadMove { .. })));
    assert!(matches!(
        g.play("e4d5@h6"),
        Err(OracleError::BadMove { .. })
    ));
    assert!(matches!(g.play("@e3"), Err(OracleError::BadMove { .. })));
    // The same in algebraic notation: `exd5@h6` names a legal capture, but the base has no void to move
    // (the fuzz target move_text found `f6@f1` decided legal as `f7f6@f1`, a move not in the list).
    assert!(g.legal_move_texts().contains(&"e4d5") && g.explain("exd5").is_legal());
    let verdict = g.explain("exd5@h6");
    assert!(
        matches!(verdict, Verdict::Unreadable(OracleError::BadMove { .. })),
        "{verdict:?}"
    );
    assert!(matches!(
        g.play("exd5@h6"),
        Err(OracleError::BadMove { .. })
    ));
}

#[test]
fn algebraic_notation_tells_pieces_apart() {
    // Knights a1 and c1 both reach b3: the file tells them apart (Nab3, Ncb3); knights a1 and a5 both
    // reach b3: the rank does (N1b3, N5b3). No check marks: there is no check (B.3).
    let g = game("7k/8/8/8/8/8/8/N1N5 w - - 0 1");
    let san = g.legal_moves_with_san();
    assert!(san.contains(&("a1b3".into(), "Nab3".into())));
    assert!(san.contains(&("c1b3".into(), "Ncb3".into())));
    assert!(san.contains(&("c1e2".into(), "Ne2".into())));
    let g = game("7k/8/8/N7/8/8/8/N7 w - - 0 1");
    let san = g.legal_moves_with_san();
    assert!(san.contains(&("a1b3".into(), "N1b3".into())));
    assert!(san.contains(&("a5b3".into(), "N5b3".into())));
    // A capture and an en passant capture.
    let g = game("rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w - d6 0 3");
    assert_eq!(
        g.legal_moves_with_san(),
        [("e5d6".to_string(), "exd6".to_string())]
    );
}

#[test]
fn odd_move_texts_are_reported_not_panicked_on() {
    for slug in ["suicide", "suicide-void"] {
        let g = oracle::ruleset(slug)
            .unwrap()
            .new_game("startpos", &[])
            .unwrap();
        for text in [
            "", "@", "@@", "e2", "e2e", "N€", "Nf€", "é2e4", "e2e4€", "e2e4@", "e2e4@z9", "e7e8qq",
            "0-0-", "Qxd8=", "x", "a1a1a1", "@e4@e5", "exd5@", "K", "=Q", "e2-e4",
        ] {
            // Any answer but a panic: a refusal with a clause, or an unreadable-move error.
            let _ = g.explain(text);
        }
    }
}
