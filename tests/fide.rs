//! The FIDE ruleset, clause by clause. Every expectation is derived from the rules text in the comment
//! beside it (move counts are counted by hand from the diagram the FEN describes).

mod rule_cases;

use conformance::fuzz_bodies::invariants::Picker;
use oracle::core::{AnyGame, OracleError, Outcome, Verdict};
use rule_cases::assert_starts_refused_by;

fn game_with(fen: &str, switches: &[(&str, &str)]) -> Box<dyn AnyGame> {
    rule_cases::new_game("fide", fen, switches)
}

fn game(fen: &str) -> Box<dyn AnyGame> {
    game_with(fen, &[])
}

fn after(fen: &str, moves: &[&str]) -> Box<dyn AnyGame> {
    let mut g = game(fen);
    for m in moves {
        g.play(m).unwrap_or_else(|e| panic!("{fen} {m}: {e}"));
    }
    g
}

/// The clause that refuses `mv` in `fen`; panics when the move is legal or not a move.
fn refusal(fen: &str, mv: &str) -> String {
    match game(fen).explain(mv) {
        Verdict::Refused(r) => r.clause.id().to_string(),
        Verdict::Legal(m) => panic!("{fen}: {mv} was accepted as {m}"),
        Verdict::Unreadable(e) => panic!("{fen}: {mv}: {e}"),
    }
}

fn legal(fen: &str, mv: &str) -> bool {
    matches!(game(fen).explain(mv), Verdict::Legal(_))
}

fn moves_from(fen: &str, square: &str) -> Vec<String> {
    game(fen)
        .legal_moves()
        .into_iter()
        .filter(|m| m.starts_with(square))
        .collect()
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// ---- Section 1 -------------------------------------------------------------------------------------

#[test]
fn initial_placement_is_the_documents() {
    // fide/1.5: Rook a1/h1, Knight b1/g1, Bishop c1/f1, Queen d1, King e1, Pawns a2-h2; Black mirrored.
    let g = game("startpos");
    assert_eq!(g.position(), START);
    let piece = |s: &str| g.square(s).unwrap().piece;
    assert_eq!(piece("e1").as_deref(), Some("white king"));
    assert_eq!(piece("d1").as_deref(), Some("white queen"));
    assert_eq!(piece("d8").as_deref(), Some("black queen"));
    assert_eq!(piece("g8").as_deref(), Some("black knight"));
    assert_eq!(piece("e4"), None);
    assert!(g.square("i1").is_err());
    // 16 Pawn moves (one or two squares each, fide/2.6.1-2.6.2) and 4 Knight moves (fide/2.5.1).
    assert_eq!(g.legal_moves().len(), 20);
    assert_eq!(g.side_to_move(), "white");
}

#[test]
fn impossible_positions_are_refused_with_their_clause() {
    #[rustfmt::skip]
    let cases = [
        // fide/1.5: one King per side.
        ("4k3/8/8/8/8/8/8/3KK3 w - - 0 1", "fide/1.5"),
        ("8/8/8/8/8/8/8/4K3 w - - 0 1", "fide/1.5"),
        // fide/3.3.1: a Pawn on its last rank would have been converted.
        ("P3k3/8/8/8/8/8/8/4K3 w - - 0 1", "fide/3.3.1"),
        // fide/2.6.1: Pawns only move forward, so none stands on its own back rank.
        ("4k3/8/8/8/8/8/8/P3K3 w - - 0 1", "fide/2.6.1"),
        // fide/4.1.2: the side that just moved cannot have left its King in check.
        ("4k3/8/8/8/8/8/8/4K2r b - - 0 1", "fide/4.1.2"),
        // fide/3.1.3: a castling right needs the King and that Rook unmoved.
        ("4k3/8/8/8/8/8/8/4K3 w K - 0 1", "fide/3.1.3"),
        // fide/3.2.1: the en passant square is one a Pawn has just skipped over.
        ("4k3/8/8/8/8/8/8/4K3 b - e3 0 1", "fide/3.2.1"),
    ];
    assert_starts_refused_by("fide", &cases);
}

#[test]
fn malformed_positions_are_errors_not_panics() {
    for text in [
        "",
        "w",
        "8/8/8 w - -",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq -",
        "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq -",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq -",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq -",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqK -",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z9",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 99999999999 1",
    ] {
        let r = oracle::ruleset("fide").unwrap().new_game(text, &[]);
        assert!(
            matches!(r, Err(OracleError::BadPosition { .. })),
            "{text:?} should be a bad position"
        );
    }
}

#[test]
fn fen_and_epd_forms_are_read_and_written() {
    // Four-field EPD gets the counters 0 and 1; EPD operations after the fields are ignored.
    let g = game("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -");
    assert_eq!(
        g.position(),
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
    );
    let g = game("4k3/8/8/8/8/8/8/4K3 w - - bm Ke2; id \"x\";");
    assert_eq!(g.position(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    // A word after the fields that is neither the counters nor an EPD operation is refused, naming it (a
    // seventh field `junk` was read as nothing).
    for text in [
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 junk",
        "4k3/8/8/8/8/8/8/4K3 w - - junk",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 e2e4",
    ] {
        let e = oracle::ruleset("fide").unwrap().new_game(text, &[]).err();
        let e = e.map(|e| e.to_string()).unwrap_or_default();
        assert!(
            e.contains("a FEN has six fields") && e.contains("after the position's fields"),
            "{text}: {e}"
        );
    }
    // The counters advance: a King move is no pawn advance or capture; Black's reply ends move 1.
    let g = after(START, &["g1f3", "g8f6"]);
    assert_eq!(
        g.position(),
        "rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 2 2"
    );
}

// ---- Section 2 -------------------------------------------------------------------------------------

/// A position, the square of a piece, the number of its legal moves, and moves refused with their clause.
type Reach = (
    &'static str,
    &'static str,
    usize,
    &'static [(&'static str, &'static str)],
);

/// How far each piece reaches (fide/2.1-2.5): from its square in a position, the number of its legal moves
/// (counted by hand from the diagram, as the comment says) and moves the rules refuse, with the clause.
#[test]
fn each_piece_reaches_the_squares_of_section_2() {
    #[rustfmt::skip]
    let cases: [Reach; 10] = [
        // fide/2.1.1: from e4 the eight neighbours; the Black King on a8 and Pawn on h7 are far away.
        ("k7/7p/8/8/4K3/8/8/8 w - - 0 1", "e4", 8, &[("e4e6", "fide/2.1.1"), ("e4g5", "fide/2.1.1")]),
        // fide/2.1.3: with the Black King on e5, d4 e4 f4 are next to it; five of the eight squares remain.
        ("8/7p/8/4k3/8/4K3/8/8 w - - 0 1", "e3", 5, &[("e3e4", "fide/2.1.3"), ("e3d4", "fide/2.1.3")]),
        // fide/2.2.1: from d4 on an empty board: 7 (rank) + 7 (file) + 7 (a1-h8) + 6 (a7-g1) = 27.
        ("4k3/8/8/8/3Q4/8/8/4K3 w - - 0 1", "d4", 27, &[("d4e6", "fide/2.2.1")]),
        // fide/2.2.2: a Pawn on d3 stops the Queen going to d2; d3 itself is her own piece.
        // 27 - 3 (d3, d2, d1 behind the Pawn) = 24.
        ("4k3/8/8/8/3Q4/3P4/8/4K3 w - - 0 1", "d4", 24, &[("d4d2", "fide/2.2.2"), ("d4d3", "fide/2.2.1")]),
        // fide/2.3.1: from a1 (no castling right): a2-a8 (7) and b1-d1 (3, the King is on e1) = 10.
        ("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1", 10, &[("a1b2", "fide/2.3.1")]),
        // fide/2.3.2: a Pawn on a2 blocks the file: b1-d1 remain (3).
        ("4k3/8/8/8/8/8/P7/R3K3 w - - 0 1", "a1", 3, &[("a1a3", "fide/2.3.2")]),
        // fide/2.4.1: from c1: b2 a3 and d2 e3 f4 g5 h6 = 7.
        ("4k3/7p/8/8/8/8/8/2B1K3 w - - 0 1", "c1", 7, &[("c1c2", "fide/2.4.1")]),
        // fide/2.4.3: blocked by its own Pawn on d2: b2 a3 remain (2).
        ("4k3/8/8/8/8/8/3P4/2B1K3 w - - 0 1", "c1", 2, &[("c1e3", "fide/2.4.3")]),
        // fide/2.5.1: eight targets from d4, two from a1.
        ("4k3/7p/8/8/3N4/8/8/4K3 w - - 0 1", "d4", 8, &[("d4d6", "fide/2.5.1")]),
        ("4k3/7p/8/8/8/8/8/N3K3 w - - 0 1", "a1", 2, &[]),
    ];
    for (fen, from, count, refused) in cases {
        assert_eq!(moves_from(fen, from).len(), count, "{fen}: {from}");
        for (mv, clause) in refused {
            assert_eq!(refusal(fen, mv), *clause, "{fen}: {mv}");
        }
    }
}

#[test]
fn the_king_never_moves_into_an_attacked_square() {
    // fide/2.1.2: the Rook on a2 attacks the whole second rank, so of d1 d2 e2 f2 f1 only d1 and f1 remain.
    let fen = "4k3/8/8/8/8/8/r7/4K3 w - - 0 1";
    let mut m = moves_from(fen, "e1");
    m.sort();
    assert_eq!(m, vec!["e1d1", "e1f1"]);
    assert_eq!(refusal(fen, "e1e2"), "fide/2.1.2");
    // A King may capture an unprotected attacker next to it, not a protected one.
    assert!(legal("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1", "e1e2"));
    assert_eq!(
        refusal("4k3/8/8/8/8/4r3/4r3/4K3 w - - 0 1", "e1e2"),
        "fide/2.1.2"
    );
}

#[test]
fn the_bishop_keeps_its_colour() {
    // fide/2.4.2: in Kiwipete every Bishop move stays on its square colour ((file + rank) parity).
    let g = game("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -");
    let parity = |s: &str| {
        let b = s.as_bytes();
        (b[0] - b'a' + b[1] - b'1') % 2
    };
    let mut bishop_moves = 0;
    for m in g.legal_moves() {
        if g.square(&m[..2]).unwrap().piece.as_deref() == Some("white bishop") {
            assert_eq!(parity(&m[..2]), parity(&m[2..4]), "{m}");
            bishop_moves += 1;
        }
    }
    // d2: c1 e3 f4 g5 h6 (5); e2: d1 f1 d3 c4 b5 a6 (6).
    assert_eq!(bishop_moves, 11);
}

#[test]
fn the_knight_leaps_over_pieces() {
    // fide/2.5.2: at the start the Knights leap over the Pawns.
    assert!(legal(START, "b1c3"));
    assert!(legal(START, "g1h3"));
}

#[test]
fn the_pawn_advances_captures_diagonally_and_never_forward() {
    // fide/2.6.1: one square forward onto an empty square.
    assert!(legal(START, "e2e3"));
    assert_eq!(
        refusal("4k3/8/8/8/8/4N3/4P3/4K3 w - - 0 1", "e2e3"),
        "fide/2.6.1"
    );
    assert_eq!(refusal(START, "e2d3"), "fide/2.6.3");
    assert_eq!(refusal(START, "e2e5"), "fide/2.6.1");
    // fide/2.6.2: two squares only from the starting rank, over two vacant squares.
    assert!(legal(START, "e2e4"));
    assert!(after(START, &["e2e4"]).explain("e7e5").is_legal());
    assert_eq!(
        refusal("4k3/8/8/8/8/4P3/8/4K3 w - - 0 1", "e3e5"),
        "fide/2.6.2"
    );
    assert_eq!(
        refusal("4k3/8/8/8/4n3/8/4P3/4K3 w - - 0 1", "e2e4"),
        "fide/2.6.2"
    );
    // fide/2.6.3: captures diagonally forward; a piece straight ahead blocks and cannot be captured.
    let fen = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1";
    assert!(legal(fen, "e4d5"));
    assert_eq!(refusal(fen, "e4f5"), "fide/2.6.3");
    let fen = "4k3/8/8/8/8/4p3/4P3/4K3 w - - 0 1";
    assert_eq!(refusal(fen, "e2e3"), "fide/2.6.3");
    assert_eq!(refusal(fen, "e2e4"), "fide/2.6.2");
}

#[test]
fn a_player_moves_only_their_own_pieces() {
    // fide/2: the player to move moves one of their own pieces.
    assert_eq!(refusal(START, "e7e5"), "fide/2");
    assert_eq!(refusal(START, "e4e5"), "fide/2");
}

// ---- Section 3 -------------------------------------------------------------------------------------

const CASTLING: &str = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

#[test]
fn castling_moves_king_and_rook_together() {
    // fide/3.1.1: O-O puts the King on g1 and the h-Rook on f1; both White rights are gone (fide/3.1.3).
    let g = after(CASTLING, &["e1g1"]);
    assert_eq!(g.position(), "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
    // fide/3.1.2: O-O-O puts the King on c1 and the a-Rook on d1 (then Black's O-O: King g8, Rook f8).
    let g = after(CASTLING, &["e1c1", "e8g8"]);
    assert_eq!(g.position(), "r4rk1/8/8/8/8/8/8/2KR3R w - - 2 2");
    // The Rook now on d1 attacks d8, which Black's King would cross for O-O-O (fide/3.1.6).
    let g = after(CASTLING, &["e1c1"]);
    assert_eq!(
        g.explain("e8c8").refusal().unwrap().clause.id(),
        "fide/3.1.6"
    );
    // Castling is written as the King's move and as O-O / O-O-O.
    let g = game(CASTLING);
    let san: Vec<(String, String)> = g.legal_moves_with_san();
    assert!(san.contains(&("e1g1".to_string(), "O-O".to_string())));
    assert!(san.contains(&("e1c1".to_string(), "O-O-O".to_string())));
    assert!(g.explain("O-O").is_legal());
}

#[test]
fn castling_needs_an_unmoved_king_and_rook() {
    // fide/3.1.3: no right in the FEN; and a Rook that went away and came back has lost its right.
    assert_eq!(
        refusal("r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1", "e1g1"),
        "fide/3.1.3"
    );
    let g = after(CASTLING, &["a1a2", "a8a7", "a2a1", "a7a8"]);
    assert_eq!(
        g.explain("e1c1").refusal().unwrap().clause.id(),
        "fide/3.1.3"
    );
    assert!(g.explain("e1g1").is_legal());
    // A Rook captured on its start square takes the right with it.
    let g = after("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", &["a1a8"]);
    assert_eq!(g.position(), "R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1");
}

#[test]
fn castling_needs_the_squares_between_king_and_rook_empty() {
    // fide/3.1.4: a Knight on b1 forbids O-O-O although the King never crosses b1.
    assert_eq!(
        refusal("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1", "e1c1"),
        "fide/3.1.4"
    );
}

#[test]
fn castling_is_not_allowed_out_of_check_across_or_into_attack() {
    // fide/3.1.5: the Rook on e5 checks the King.
    assert_eq!(
        refusal("4k3/8/8/4r3/8/8/8/R3K2R w KQ - 0 1", "e1g1"),
        "fide/3.1.5"
    );
    // fide/3.1.6: the Rook on f5 attacks f1, which the King crosses for O-O; O-O-O is still fine.
    let fen = "4k3/8/8/5r2/8/8/8/R3K2R w KQ - 0 1";
    assert_eq!(refusal(fen, "e1g1"), "fide/3.1.6");
    assert!(legal(fen, "e1c1"));
    // fide/3.1.7: the Rook on g5 attacks g1, where the King would land.
    assert_eq!(
        refusal("4k3/8/8/6r1/8/8/8/R3K2R w KQ - 0 1", "e1g1"),
        "fide/3.1.7"
    );
    // For O-O-O the King crosses d1 only: an attack on b1 does not matter, one on d1 does.
    assert!(legal("4k3/8/8/1r6/8/8/8/R3K2R w KQ - 0 1", "e1c1"));
    assert_eq!(
        refusal("4k3/8/8/3r4/8/8/8/R3K2R w KQ - 0 1", "e1c1"),
        "fide/3.1.6"
    );
}

#[test]
fn en_passant_takes_the_pawn_that_skipped_a_square() {
    // fide/3.2.1: e2e4 lands beside the Black Pawn on d4 (its 4th rank); fide/3.2.2: d4xe3 takes it.
    let fen = "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1";
    let g = after(fen, &["e2e4"]);
    assert_eq!(g.position(), "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
    assert!(g.legal_moves().contains(&"d4e3".to_string()));
    let g = after(fen, &["e2e4", "d4e3"]);
    assert_eq!(g.position(), "4k3/8/8/8/8/4p3/8/4K3 w - - 0 2");
    assert_eq!(g.square("e4").unwrap().piece, None);
    // Written exd3-style in SAN.
    let g = after(fen, &["e2e4"]);
    assert!(g
        .legal_moves_with_san()
        .contains(&("d4e3".to_string(), "dxe3".to_string())));
}

#[test]
fn en_passant_is_allowed_only_on_the_next_move() {
    // fide/3.2.3: after a King move each, the right is lost.
    let fen = "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1";
    let g = after(fen, &["e2e4", "e8d8", "e1d1"]);
    assert_eq!(
        g.explain("d4e3").refusal().unwrap().clause.id(),
        "fide/3.2.3"
    );
}

#[test]
fn en_passant_that_exposes_the_king_is_refused() {
    // fide/2.1.2 (register FIDE-2.1.2-own-king): taking d4 en passant empties the fourth rank between the
    // White Queen on h4 and the Black King on a4.
    let fen = "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1";
    assert_eq!(refusal(fen, "e4d3"), "fide/2.1.2");
    assert!(legal(fen, "e4e3"));
}

#[test]
fn promotion_offers_four_pieces_and_needs_a_choice() {
    // fide/3.3.1: a White Pawn reaching rank 8 becomes Q, R, B or N.
    let fen = "8/4P3/8/8/8/8/k7/4K3 w - - 0 1";
    let mut m = moves_from(fen, "e7");
    m.sort();
    assert_eq!(m, vec!["e7e8b", "e7e8n", "e7e8q", "e7e8r"]);
    assert_eq!(refusal(fen, "e7e8"), "fide/3.3.1");
    assert_eq!(refusal(fen, "e7e8k"), "fide/3.3.1");
    assert_eq!(
        refusal("4k3/8/8/8/8/4P3/8/4K3 w - - 0 1", "e3e4q"),
        "fide/3.3.1"
    );
    let g = after(fen, &["e7e8n"]);
    assert_eq!(
        g.square("e8").unwrap().piece.as_deref(),
        Some("white knight")
    );
    // Black promotes on rank 1.
    let g = after("4k3/8/8/8/8/8/3p4/K7 b - - 0 1", &["d2d1r"]);
    assert_eq!(g.square("d1").unwrap().piece.as_deref(), Some("black rook"));
    assert!(g.in_check());
}

#[test]
fn promotion_is_not_limited_by_captured_pieces() {
    // fide/3.3.2: White already has a Queen; a second one is allowed.
    let g = after("8/4P3/8/8/8/8/k7/3QK3 w - - 0 1", &["e7e8q"]);
    assert_eq!(
        g.square("e8").unwrap().piece.as_deref(),
        Some("white queen")
    );
    assert_eq!(
        g.square("d1").unwrap().piece.as_deref(),
        Some("white queen")
    );
}

// ---- Section 4 -------------------------------------------------------------------------------------

#[test]
fn check_is_an_attack_on_the_king() {
    // fide/4.1.1
    assert!(game("4k3/8/8/8/8/8/8/4K2r w - - 0 1").in_check());
    assert!(!game("4k3/8/8/8/8/8/7r/4K3 w - - 0 1").in_check());
}

#[test]
fn a_check_must_be_answered_by_moving_capturing_or_blocking() {
    // fide/4.1.2: the Rook on e8 checks the King on e1. Answers: the King to d1 d2 f1 f2 (e2 stays on the
    // file); blocks by the Rook b4-e4 and the Bishop c3-d4-e5. Nothing can capture e8.
    let fen = "k3r3/8/8/8/1R6/2B5/8/4K3 w - - 0 1";
    let mut m = game(fen).legal_moves();
    m.sort();
    assert_eq!(m, vec!["b4e4", "c3e5", "e1d1", "e1d2", "e1f1", "e1f2"]);
    assert_eq!(refusal(fen, "b4b5"), "fide/4.1.2");
    // Capturing the checker is an answer too.
    assert!(legal("k7/8/8/7R/8/8/8/4K2r w - - 0 1", "h5h1"));
}

#[test]
fn a_knight_check_cannot_be_blocked() {
    // fide/4.1.2 ("blocking is not possible against Knight checks"): the Knight on d3 checks e1; the only
    // answers are King moves to unattacked squares and the Queen's capture d1-d2-d3.
    let fen = "k7/8/8/8/8/3n4/8/3QK3 w - - 0 1";
    let mut m = game(fen).legal_moves();
    m.sort();
    // The Knight on d3 attacks b2 b4 c1 c5 e1 e5 f2 f4, so the King may go to d2, e2, f1 but not f2.
    assert_eq!(m, vec!["d1d3", "e1d2", "e1e2", "e1f1"]);
}

#[test]
fn discovered_check_comes_from_the_piece_behind() {
    // fide/4.2.1: the Bishop on e2 moves to d3 (which does not itself attack e8) and uncovers the Rook on e1
    // against the King on e8.
    let g = after("4k3/8/8/8/8/8/4B3/K3R3 w - - 0 1", &["e2d3"]);
    assert!(g.in_check());
}

#[test]
fn double_check_can_only_be_answered_by_the_king() {
    // fide/4.2.2: Black's King on e8 is checked by the Rook on e1 and the Knight on d6. The Black Bishop on
    // b8 could take d6 but that leaves the Rook's check: only King moves.
    let fen = "1b2k3/8/3N4/8/8/8/8/K3R3 b - - 0 1";
    let g = game(fen);
    assert!(g.in_check());
    for m in g.legal_moves() {
        assert!(m.starts_with("e8"), "{m}");
    }
    assert_eq!(refusal(fen, "b8d6"), "fide/4.2.2");
}

#[test]
fn checkmate_ends_the_game_for_the_checking_side() {
    // fide/4.3.1, fide/4.3.2: the fool's mate.
    let g = after(START, &["f2f3", "e7e5", "g2g4", "d8h4"]);
    let s = g.status();
    assert_eq!(s.outcome, Outcome::Win("black"));
    assert_eq!(s.clause.unwrap().id(), "fide/4.3.2");
    // The game is over: no further move is accepted.
    let mut g = g;
    assert!(matches!(g.play("a2a3"), Err(OracleError::GameOver { .. })));
    // SAN marks the mate.
    let g = after(START, &["f2f3", "e7e5", "g2g4"]);
    assert!(g
        .legal_moves_with_san()
        .contains(&("d8h4".to_string(), "Qh4#".to_string())));
}

// ---- Section 5 -------------------------------------------------------------------------------------

#[test]
fn stalemate_is_a_draw() {
    // fide/5.1: the Black King on a8 is not attacked, and a7 b7 b8 are all attacked by the Queen on b6
    // (a7 diagonally, b7 and b8 along the file) and the King on c7 (b7, b8).
    let g = game("k7/2K5/1Q6/8/8/8/8/8 b - - 0 1");
    assert!(!g.in_check());
    assert!(g.legal_moves().is_empty());
    let s = g.status();
    assert_eq!(s.outcome, Outcome::Draw);
    assert_eq!(s.clause.unwrap().id(), "fide/5.1");
}

fn status_clause(fen: &str) -> Option<String> {
    game(fen).status().clause.map(|c| c.id().to_string())
}

#[test]
fn insufficient_material_is_exactly_the_four_cases() {
    // Each position and the clause that ends the game there (`None`: the game goes on).
    #[rustfmt::skip]
    let cases = [
        // fide/5.2.1-5.2.4
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 1", Some("fide/5.2.1")),
        ("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", Some("fide/5.2.2")),
        ("4kb2/8/8/8/8/8/8/4K3 w - - 0 1", Some("fide/5.2.2")),
        ("4k3/8/8/8/8/8/8/1N2K3 w - - 0 1", Some("fide/5.2.3")),
        // c1 is dark ((2 + 0) even), f8 is dark ((5 + 7) even): same colour.
        ("4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1", Some("fide/5.2.4")),
        // c8 is light ((2 + 7) odd) against c1 dark: the game goes on.
        ("2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1", None),
        // Not in the list (register FIDE-5.2-listed-cases): two Knights, Bishop against Knight, a Pawn.
        ("4k3/8/8/8/8/8/8/1N1NK3 w - - 0 1", None),
        ("4kn2/8/8/8/8/8/8/2B1K3 w - - 0 1", None),
        ("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", None),
    ];
    for (fen, clause) in cases {
        assert_eq!(status_clause(fen).as_deref(), clause, "{fen}");
    }
    // Reached by a capture.
    let g = after("4k3/8/8/8/8/8/8/4K2r w - - 0 1", &[]);
    assert_eq!(g.status().outcome, Outcome::Ongoing);
    let g = after("4k3/8/8/8/8/8/6r1/5K2 w - - 0 1", &["f1g2"]);
    assert_eq!(g.status().clause.unwrap().id(), "fide/5.2.1");
}

const SHUFFLE: [&str; 8] = [
    "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8",
];

#[test]
fn threefold_repetition_draws_automatically_by_default() {
    // fide/5.3: the start position occurs after 0, 4 and 8 plies: the eighth ply draws.
    let mut g = game("startpos");
    for (i, m) in SHUFFLE.iter().enumerate() {
        g.play(m).unwrap();
        let over = g.status().is_over();
        assert_eq!(over, i == 7, "after ply {}", i + 1);
    }
    assert_eq!(g.status().clause.unwrap().id(), "fide/5.3");
    assert_eq!(g.status().outcome, Outcome::Draw);
}

#[test]
fn threefold_repetition_by_claim_under_the_switch() {
    // FIDE-5.3-threefold-claim, reading `claim`: the game goes on until the player claims.
    let mut g = game_with("startpos", &[("threefold", "claim")]);
    g.event("claim-draw").unwrap_err();
    for m in SHUFFLE {
        g.play(m).unwrap();
    }
    assert_eq!(g.status().outcome, Outcome::Ongoing);
    g.event("claim-draw").unwrap();
    assert_eq!(g.status().clause.unwrap().id(), "fide/5.3");
}

#[test]
fn repetition_counts_castling_rights() {
    // fide/5.3 "same ... castling rights": the Kings' trips e1-f1-e1 and e8-f8-e8 lose the rights, so the
    // start position (with rights) never recurs. Without rights in the comparison it would recur after
    // plies 4 and 8 and draw at ply 8. With them, the first position to occur three times is the one after
    // ply 2 (Kings on f1 and f8, White to move, no rights), again after plies 6 and 10.
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let trip = ["e1f1", "e8f8", "f1e1", "f8e8"];
    let mut g = game(fen);
    for (i, m) in trip.iter().cycle().take(10).enumerate() {
        g.play(m).unwrap();
        assert_eq!(g.status().is_over(), i + 1 == 10, "after ply {}", i + 1);
    }
    assert_eq!(g.status().clause.unwrap().id(), "fide/5.3");
}

#[test]
fn repetition_en_passant_rights_follow_the_switch() {
    // FIDE-5.3-en-passant. After e2e4 no Black Pawn can capture en passant. The position after ply 1
    // (Pawn e4, Kings e1 e8, Knight g1, Black to move) recurs after plies 5 and 9 (the Knight's and the
    // King's trips). Under `capturable` the three are the same: draw at ply 9. Under `double-step` the
    // ply-1 position carries an en passant right, so the first triple is the position after ply 2
    // (King d8, Knight g1, White to move), recurring after plies 6 and 10: draw at ply 10.
    let fen = "4k3/8/8/8/8/8/4P3/4K1N1 w - - 0 1";
    let line = [
        "e2e4", "e8d8", "g1f3", "d8e8", "f3g1", "e8d8", "g1f3", "d8e8", "f3g1", "e8d8",
    ];
    let ends_at = |reading: &str| {
        let mut g = game_with(fen, &[("repetition-en-passant", reading)]);
        for (i, m) in line.iter().enumerate() {
            g.play(m).unwrap();
            if g.status().is_over() {
                assert_eq!(g.status().clause.unwrap().id(), "fide/5.3");
                return Some(i + 1);
            }
        }
        None
    };
    assert_eq!(ends_at("capturable"), Some(9));
    assert_eq!(ends_at("double-step"), Some(10));
}

#[test]
fn fifty_move_rule_draws_after_a_hundred_quiet_plies() {
    // fide/5.4: the halfmove clock counts plies without a pawn advance or capture; at 100 the game is
    // drawn. From a clock of 99, one quiet move draws.
    let fen = "4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80";
    let g = after(fen, &["a1a2"]);
    assert_eq!(g.status().clause.unwrap().id(), "fide/5.4");
    // A pawn advance resets the clock instead.
    let g = after(fen, &["e2e3"]);
    assert_eq!(g.status().outcome, Outcome::Ongoing);
    assert!(g.position().ends_with(" 0 80"));
    // Checkmate on the hundredth ply stands (register FIDE-5-precedence).
    let g = after("k7/8/1K6/8/8/8/8/7R w - - 99 80", &["h1h8"]);
    assert_eq!(g.status().clause.unwrap().id(), "fide/4.3.2");
}

#[test]
fn fifty_move_rule_by_claim_under_the_switch() {
    // FIDE-5.4-fifty-move, reading `claim`.
    let mut g = game_with(
        "4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80",
        &[("fifty-move", "claim")],
    );
    g.play("a1a2").unwrap();
    assert_eq!(g.status().outcome, Outcome::Ongoing);
    g.event("claim-draw").unwrap();
    assert_eq!(g.status().clause.unwrap().id(), "fide/5.4");
}

#[test]
fn mutual_agreement_draws() {
    // fide/5.5
    let mut g = game("startpos");
    g.event("agreement").unwrap();
    assert_eq!(g.status().outcome, Outcome::Draw);
    assert_eq!(g.status().clause.unwrap().id(), "fide/5.5");
    assert!(g.play("e2e4").is_err());
}

// ---- Section 6 -------------------------------------------------------------------------------------

fn flag(fen: &str, event: &str, switches: &[(&str, &str)]) -> (Outcome, String) {
    let mut g = game_with(fen, switches);
    g.event(event).unwrap();
    let s = g.status();
    (s.outcome, s.clause.unwrap().id().to_string())
}

#[test]
fn flag_fall_loses_when_the_opponent_can_mate() {
    // fide/6.1: White's flag falls; Black has a Rook.
    assert_eq!(
        flag("r3k3/8/8/8/8/8/8/4K3 w - - 0 1", "flag-white", &[]),
        (Outcome::Win("black"), "fide/6.1".to_string())
    );
    assert_eq!(
        flag(START, "flag-black", &[]),
        (Outcome::Win("white"), "fide/6.1".to_string())
    );
}

#[test]
fn flag_fall_draws_when_the_opponent_lacks_mating_material() {
    // fide/6.2, FIDE-6.2-mating-material. White (flagged) has a Rook, Black only a Knight.
    let fen = "4kn2/8/8/8/8/8/8/R3K3 w - - 0 1";
    // minor-or-bare (default): a lone Knight cannot mate: draw.
    assert_eq!(
        flag(fen, "flag-white", &[]),
        (Outcome::Draw, "fide/6.2".to_string())
    );
    // bare-king: Black has more than a bare King: loss.
    assert_eq!(
        flag(fen, "flag-white", &[("flag-fall-material", "bare-king")]),
        (Outcome::Win("black"), "fide/6.1".to_string())
    );
    // A bare King lacks mating material under every reading.
    for reading in ["minor-or-bare", "bare-king"] {
        assert_eq!(
            flag(
                "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
                "flag-white",
                &[("flag-fall-material", reading)]
            ),
            (Outcome::Draw, "fide/6.2".to_string()),
            "{reading}"
        );
    }
}

#[test]
fn unknown_events_and_switches_are_errors() {
    let mut g = game("startpos");
    assert!(g.event("resign").is_err());
    assert!(oracle::ruleset("fide")
        .unwrap()
        .new_game(
            "startpos",
            &[("fifty-move".to_string(), "never".to_string())]
        )
        .is_err());
}

#[test]
fn move_texts_are_coordinates_or_san_and_garbage_is_an_error() {
    let g = game("startpos");
    assert_eq!(g.explain("Nf3").legal().unwrap(), "g1f3");
    assert_eq!(g.explain("e4").legal().unwrap(), "e2e4");
    for text in ["", "e2e9", "xyz", "e2e4qq", "Zf3", "O-O-O-O"] {
        assert!(g.explain(text).unreadable().is_some(), "{text:?}");
    }
}

#[test]
fn refused_algebraic_moves_name_their_clause() {
    let clause = |fen: &str, text: &str| match game(fen).explain(text) {
        Verdict::Refused(r) => r.clause.id().to_string(),
        other => panic!("{text}: {other:?}"),
    };
    // fide/2.5.1: no White Knight reaches f6 from b1 or g1.
    assert_eq!(clause(START, "Nf6"), "fide/2.5.1");
    // fide/2.1.1: the King cannot go to e2, where its own Pawn stands.
    assert_eq!(clause(START, "Ke2"), "fide/2.1.1");
    // fide/2.6.1: no Pawn can reach e5 in one move.
    assert_eq!(clause(START, "e5"), "fide/2.6.1");
    // fide/3.1.4: f1 and g1 are occupied at the start.
    assert_eq!(clause(START, "O-O"), "fide/3.1.4");
    // fide/2.1.2: the Knight on e2 shields its King from the Rook on e8.
    assert_eq!(
        clause("k3r3/8/8/8/8/8/4N3/4K3 w - - 0 1", "Nc3"),
        "fide/2.1.2"
    );
}

// ---- Consistency over random games -----------------------------------------------------------------

#[test]
fn random_games_keep_the_text_forms_and_the_judge_consistent() {
    // A seeded generator (no dependency on the oracle's own choices): 6 games of up to 60 plies.
    let mut rng = Picker::from_seed(1);
    for _ in 0..6 {
        let mut g = game("startpos");
        for _ in 0..60 {
            if g.status().is_over() {
                break;
            }
            let position = g.position();
            // The FEN reads back to the same text; reading it checks that the side not to move is not in
            // check (fide/4.1.2), i.e. the last move did not leave its own King attacked.
            assert_eq!(game(&position).position(), position);
            let moves = g.legal_moves_with_san();
            assert!(
                !moves.is_empty(),
                "{position}: no move but the game is not over"
            );
            for (coordinate, san) in &moves {
                assert_eq!(
                    g.explain(coordinate).legal().as_deref(),
                    Some(coordinate.as_str()),
                    "{position}"
                );
                assert_eq!(
                    g.explain(san).legal().as_deref(),
                    Some(coordinate.as_str()),
                    "{position}: {san}"
                );
            }
            let (mv, _) = &moves[rng.below(moves.len())];
            g.play(mv).unwrap();
        }
    }
}

#[test]
fn an_unusable_castling_right_still_distinguishes_positions() {
    // FIDE-5.3-legal-move-set. White keeps the right to castle short but the Bishop on f1 blocks it, so the
    // start (right kept) and the position after the Kings' round trip (right lost) have the same legal
    // moves, yet different castling rights: the start does not count as an occurrence. Plies 4 and 8
    // repeat the start's board; the first triple is the position after ply 1 (Kd1, Ke8, Black to move),
    // again after plies 5 and 9. Were the move sets compared alone, ply 8 would draw.
    let mut g = game("4k3/8/8/8/8/8/8/4KB1R w K - 0 1");
    let trip = ["e1d1", "e8d8", "d1e1", "d8e8"];
    for (i, m) in trip.iter().cycle().take(9).enumerate() {
        g.play(m).unwrap();
        assert_eq!(g.status().is_over(), i + 1 == 9, "after ply {}", i + 1);
    }
    assert_eq!(g.status().clause.unwrap().id(), "fide/5.3");
}

/// The same position with the colours exchanged: ranks reversed, piece letters' case swapped, the other
/// side to move, the castling rights and the en passant square moved to the other side.
fn colour_flipped(fen: &str) -> String {
    let f: Vec<&str> = fen.split_whitespace().collect();
    let swap = |s: &str| -> String {
        s.chars()
            .map(|c| {
                if c.is_ascii_uppercase() {
                    c.to_ascii_lowercase()
                } else {
                    c.to_ascii_uppercase()
                }
            })
            .collect()
    };
    let placement: Vec<String> = f[0].split('/').rev().map(swap).collect();
    let side = if f[1] == "w" { "b" } else { "w" };
    let castling = if f[2] == "-" {
        "-".to_string()
    } else {
        let s = swap(f[2]);
        ['K', 'Q', 'k', 'q']
            .iter()
            .filter(|c| s.contains(**c))
            .collect()
    };
    let ep = match f[3].as_bytes() {
        [file, b'3'] => format!("{}6", *file as char),
        [file, b'6'] => format!("{}3", *file as char),
        _ => "-".to_string(),
    };
    format!(
        "{} {side} {castling} {ep} {} {}",
        placement.join("/"),
        f[4],
        f[5]
    )
}

#[test]
fn exchanging_the_colours_changes_no_count() {
    // The rules treat White and Black alike (sections 1-4 mirror each other), so a position and its
    // colour-flipped twin have the same perft counts. Positions are taken along seeded random games.
    let mut rng = Picker::from_seed(12345);
    let mut checked = 0;
    for start in [
        START,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ] {
        let mut g = game(start);
        for ply in 0..40 {
            let moves = g.legal_moves();
            if moves.is_empty() || g.status().is_over() {
                break;
            }
            if ply % 4 == 0 {
                let fen = g.position();
                let twin = game(&colour_flipped(&fen));
                assert_eq!(game(&fen).perft(2), twin.perft(2), "{fen}");
                checked += 1;
            }
            g.play(&moves[rng.below(moves.len())]).unwrap();
        }
    }
    assert!(checked >= 10);
    // Kiwipete against its twin one ply deeper.
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    assert_eq!(game(&colour_flipped(kiwipete)).perft(3), 97862);
}

#[test]
fn mangled_positions_and_moves_never_panic() {
    // Every answer is a value or an error: positions with characters replaced, dropped or doubled, and
    // move texts built from chess-like characters.
    let mut rng = Picker::from_seed(777);
    let alphabet: Vec<char> = "KQRBNPkqrbnp12345678/abcdefgh -wx0=+#Ox".chars().collect();
    let fide = oracle::ruleset("fide").unwrap();
    let seeds = [
        START,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1",
        "8/4P3/8/8/8/8/k7/4K3 w - - 0 1",
    ];
    for i in 0..3000 {
        let mut text: Vec<char> = seeds[i % seeds.len()].chars().collect();
        for _ in 0..1 + rng.below(3) {
            let at = rng.below(text.len());
            match rng.below(3) {
                0 => text[at] = alphabet[rng.below(alphabet.len())],
                1 => {
                    text.remove(at);
                }
                _ => text.insert(at, alphabet[rng.below(alphabet.len())]),
            }
            if text.is_empty() {
                break;
            }
        }
        let text: String = text.into_iter().collect();
        if let Ok(mut g) = fide.new_game(&text, &[]) {
            let _ = g.legal_moves_with_san();
            let _ = g.status();
            for _ in 0..4 {
                let len = 1 + rng.below(6);
                let mv: String = (0..len)
                    .map(|_| alphabet[rng.below(alphabet.len())])
                    .collect();
                let _ = g.explain(&mv);
                let _ = g.play(&mv);
            }
        }
    }
}
