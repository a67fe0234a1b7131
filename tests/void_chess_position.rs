//! Void Chess position text form: exact round trips, and impossible or malformed positions refused with
//! what is wrong, where, and (for impossible ones) the clause they break.

use oracle::core::{OracleError, Rules};
use oracle::void_chess::{VoidChess, VoidInterpretation};

const START: &str = "rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 1 -";

fn parse(text: &str) -> Result<String, OracleError> {
    let interp = VoidInterpretation::default();
    VoidChess
        .parse_position(text, &interp)
        .map(|p| VoidChess.format_position(&p))
}

/// The error that refuses `text`, which must be a bad position.
fn bad_position(text: &str) -> OracleError {
    let err = parse(text).expect_err(text);
    assert_eq!(err.kind(), "bad-position", "{text}");
    err
}

/// Texts written by hand in the documented form read back unchanged.
#[test]
fn positions_round_trip_exactly() {
    for text in [
        START,
        "rnbqkbmnr/ppppppppp/9/9/9/4P4/9/PPPP1PPPP/RNBQKBMNR b KQkq e3 0 1 -",
        "8k/9/9/9/4R4/9/9/9/K8 b - - 3 17 9/9/9/9/4u4/9/2v6/9/9",
        "4k4/9/9/9/4m4/9/9/9/4K3R w K - 0 1 9/9/9/9/4v4/9/9/9/4u4",
        "m7k/9/9/9/9/9/9/9/K8 w - - 59 40 v8/9/9/9/9/9/9/9/9",
    ] {
        assert_eq!(parse(text).unwrap(), text);
    }
}

/// Every position reached in a short game round-trips too (with an unstable f6 after e5xf6, then a void f6
/// once the Janitor destroys the Pawn left there).
#[test]
fn played_positions_round_trip() {
    let mut g = oracle::ruleset("void-chess")
        .unwrap()
        .new_game("startpos", &[])
        .unwrap();
    for m in [
        "e2e4", "d8d6", "e4e5", "f8f6", "e5f6", "g8g6", "a2a3", "i8i7",
    ] {
        g.play(m).unwrap();
        let text = g.position();
        assert_eq!(parse(&text).unwrap(), text);
    }
}

/// Impossible positions: each names the clause it breaks.
#[test]
fn impossible_positions_name_their_clause() {
    // What is impossible (and the clause that says so), the position, the clause that refuses it.
    #[rustfmt::skip]
    let cases = [
        ("a Rook on the void a5 (2.4)", "8k/9/9/9/R8/9/9/9/K8 w - - 0 1 9/9/9/9/v8/9/9/9/9", "void-chess/2.4"),
        ("an unstable tile with no piece (2.3)", "8k/9/9/9/9/9/9/9/K8 w - - 0 1 9/9/9/9/4u4/9/9/9/9", "void-chess/2.3"),
        ("no White King (1.4)", "8k/9/9/9/9/9/9/9/9 w - - 0 1 -", "void-chess/1.4"),
        ("two Black Kings (1.4)", "7kk/9/9/9/9/9/9/9/K8 w - - 0 1 -", "void-chess/1.4"),
        ("a White Pawn on rank 1 (3.6)", "8k/9/9/9/9/9/9/9/KP7 w - - 0 1 -", "void-chess/3.6"),
        ("a White Pawn on rank 9, unpromoted (8.3)", "P7k/9/9/9/9/9/9/9/K8 w - - 0 1 -", "void-chess/8.3"),
        ("castling right K without a Rook on i1 (8.1.1)", "4k4/9/9/9/9/9/9/9/4K4 w K - 0 1 -", "void-chess/8.1.1"),
        ("en passant square with no Pawn beyond it (8.2)", "4k4/9/9/9/9/9/9/9/4K4 w - d7 0 1 -", "void-chess/8.2"),
        ("en passant square on the wrong rank (8.2)", "4k4/9/9/9/9/9/9/9/4K4 w - d5 0 1 -", "void-chess/8.2"),
        ("the Pawn that just advanced two squares on an unstable tile (8.2)", "4k4/9/9/3p5/9/9/9/9/4K4 w - d7 0 1 9/9/9/3u5/9/9/9/9/9", "void-chess/8.2"),
        ("the side not to move is in check (10.1): White Rook e1 on the Black King e9, White to move", "4k4/9/9/9/9/9/9/9/K3R4 w - - 0 1 -", "void-chess/10.1"),
        ("ten White Pawns (1.4)", "4k4/9/9/9/9/9/P8/PPPPPPPPP/4K4 w - - 0 1 -", "void-chess/1.4"),
    ];
    for (what, text, clause) in cases {
        let err = bad_position(text);
        assert_eq!(
            err.clause().map(|c| c.to_string()).as_deref(),
            Some(clause),
            "{what}: {text}: {err}"
        );
    }
}

/// Malformed texts: each message names the field (and rank) at fault.
#[test]
fn malformed_positions_say_where() {
    #[rustfmt::skip]
    let cases = [
        ("", "expected 7 fields"),
        ("startpos please", "expected 7 fields"),
        ("rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 1", "found 6"),
        ("rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP w KQkq - 0 1 -", "expected 9 ranks"),
        ("rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNX w KQkq - 0 1 -", "rank 1: unknown letter `X`"),
        ("rnbqkbmnr/ppppppppp/8/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 1 -", "rank 7: 8 squares"),
        ("rnbqkbmnr/ppppppppp/45/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 1 -", "rank 7"),
        ("rnbqkbmnr/pppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 1 -", "rank 8: more than 9"),
        ("rnbqkbmnr/ppppppppp/0/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 1 -", "rank 7"),
        ("rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR x KQkq - 0 1 -", "side (field 2)"),
        ("rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkX - 0 1 -", "castling (field 3)"),
        ("rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w qkQK - 0 1 -", "in that order"),
        ("rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq j3 0 1 -", "en passant (field 4)"),
        ("rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - -1 1 -", "halfmove (field 5)"),
        ("rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 0 -", "fullmove (field 6)"),
        ("rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 007 1 -", "leading zero"),
        ("rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 1 9/9/9/9/9/9/9/9/9", "write `-`"),
        ("rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 1 9/9/9/9/x8/9/9/9/9", "tiles (field 7), rank 5"),
        ("rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 1 9/9/9/9/9", "tiles (field 7): expected 9 ranks"),
        ("rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 99999999999 1 -", "halfmove"),
    ];
    for (text, needle) in cases {
        let err = bad_position(text);
        assert!(
            err.to_string().contains(needle),
            "{text}: `{err}` lacks `{needle}`"
        );
    }
}

/// A Minister may stand on a void or unstable tile (2.4 names it the exception; 4.7 speaks of a Minister on
/// an unstable tile), so such positions are read.
#[test]
fn a_minister_may_stand_on_any_tile() {
    let text = "m3k4/9/9/9/9/9/9/9/M3K4 w - - 0 1 u8/9/9/9/9/9/9/9/v8";
    assert_eq!(parse(text).unwrap(), text);
}

/// Malformed move texts: an error (not a rejection), naming the text.
#[test]
fn malformed_moves_are_errors() {
    let interp = VoidInterpretation::default();
    let pos = VoidChess.parse_position(START, &interp).unwrap();
    for text in [
        "", "e2", "e2e4x", "e2e4Q", "j2j4", "e0e1", "Zf3", "e2-e4", "Nf6", "e2e4e5e6", "O-O-O-O",
    ] {
        let r = VoidChess.check_move(&pos, text, &interp);
        let err = r
            .unreadable()
            .unwrap_or_else(|| panic!("`{text}` was read as a move"));
        assert_eq!(err.kind(), "bad-move", "{text}");
        assert!(
            err.to_string().contains(&format!("`{text}")),
            "{text}: {err}"
        );
    }
}
