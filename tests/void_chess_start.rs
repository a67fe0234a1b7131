//! Void Chess: the board, the start position and its move counts (Articles 1, 3, 4.8), hand-derived.

use oracle::core::{Color, Interpretation, PieceKind, Rules};
use oracle::void_chess::s01_board::{is_light_square, starting_position, Kind, Piece, BOARD};
use oracle::void_chess::s02_tiles::Tile;
use oracle::void_chess::{VoidChess, VoidInterpretation};

const START: &str = "rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 1 -";

fn sq(name: &str) -> oracle::core::Square {
    BOARD.parse(name).unwrap()
}

fn moves(pos: &oracle::void_chess::s01_board::Position) -> Vec<String> {
    let r = VoidChess;
    let mut v: Vec<String> = r
        .legal_moves(pos, &VoidInterpretation::default())
        .iter()
        .map(|m| r.format_move(pos, m))
        .collect();
    v.sort();
    v
}

/// void-chess/1.1, 1.3, 1.4, 1.5, 1.6, 1.7, 2.1, 2.2: 81 squares a1..i9, all tiles Normal; 1.5's back rank R N B Q K B M N R with
/// nine Pawns on rank 2, mirrored for Black on ranks 9 and 8 (1.6); White to move (1.7).
#[test]
fn the_start_position_is_as_article_1_describes() {
    let pos = starting_position();
    assert_eq!(BOARD.len(), 81);
    assert!(pos.tiles.iter().all(|t| *t == Tile::Normal));
    // 1.5's back rank from a to i in the letters of 11.2, the Pawns in front; 1.6: Black's the same on
    // ranks 9 and 8.
    for (rank, color, letters) in [
        (1, Color::White, "RNBQKBMNR"),
        (2, Color::White, "PPPPPPPPP"),
        (8, Color::Black, "PPPPPPPPP"),
        (9, Color::Black, "RNBQKBMNR"),
    ] {
        for (file, letter) in "abcdefghi".chars().zip(letters.chars()) {
            let kind = Kind::from_letter(letter).expect("a piece letter of void-chess/11.2");
            assert_eq!(
                pos.piece(sq(&format!("{file}{rank}"))),
                Some(Piece::new(color, kind)),
                "{file}{rank}"
            );
        }
    }
    // 1.4 says "16 pieces" but lists 1 K, 1 Q, 1 M, 2 R, 2 N, 2 B and 9 P = 18, which is what 1.5/1.6 place
    // (9 back-rank squares + 9 Pawns). Register entry VC-1.4-piece-count: the list and 1.5/1.6 win.
    assert_eq!(pos.pieces().count(), 36);
    for color in Color::BOTH {
        assert_eq!(pos.pieces().filter(|(_, p)| p.color == color).count(), 18);
    }
    // 4.1: the Minister starts on g1 / g9.
    assert_eq!(pos.piece(sq("g1")).map(|p| p.kind), Some(Kind::Minister));
    assert_eq!(pos.side, Color::White);
    assert_eq!(VoidChess.format_position(&pos), START);
}

/// void-chess/1.2: the near-right corners i1 (White) and a9 (Black) are light; on a 9x9 board the squares
/// whose file+rank is even are then light, so a1 and i9 are light too and b1 is dark.
#[test]
fn near_right_corners_are_light() {
    assert!(is_light_square(sq("i1")));
    assert!(is_light_square(sq("a9")));
    assert!(is_light_square(sq("a1")));
    assert!(!is_light_square(sq("b1")));
    assert!(!is_light_square(sq("i2")));
}

/// void-chess/3.6, 3.5, 4.8: at the start White has 9 single and 9 double Pawn steps (18), the Knights
/// b1->a3/c3 and h1->g3/i3 (4), and nothing else: the Minister on g1 is ringed by f1 B, h1 N and f2 g2 h2
/// Pawns (4.8), the King, Queen, Bishops and Rooks are boxed in. 22 moves.
#[test]
fn white_has_22_moves_at_the_start() {
    let v = moves(&starting_position());
    assert_eq!(v.len(), 22, "{v:?}");
    for f in "abcdefghi".chars() {
        assert!(v.contains(&format!("{f}2{f}3")));
        assert!(v.contains(&format!("{f}2{f}4")));
    }
    for m in ["b1a3", "b1c3", "h1g3", "h1i3"] {
        assert!(v.contains(&m.to_string()));
    }
    assert!(
        !v.iter().any(|m| m.starts_with("g1")),
        "the Minister is blocked (4.8)"
    );
}

/// Black's reply count is also 22 after any White first move: no White move reaches rank 6 or 7 (a Pawn's
/// double step ends on rank 4, a Knight on rank 3), so no Black Pawn or Knight move is blocked or gains a
/// capture, and Black's Minister stays ringed. So perft(2) = 22 x 22 = 484.
#[test]
fn perft_two_is_484() {
    let interp = VoidInterpretation::default();
    let start = starting_position();
    assert_eq!(VoidChess.perft(&start, 1, &interp), 22);
    assert_eq!(VoidChess.perft(&start, 2, &interp), 484);
    // The reference perft (play every move) agrees with the ruleset's own.
    assert_eq!(oracle::core::perft(&VoidChess, &start, 2, &interp), 484);
}

/// The `startpos` word and the text form give the same game; the ruleset is registered.
#[test]
fn the_ruleset_is_registered() {
    let r = oracle::ruleset("void-chess").unwrap();
    let a = r.new_game("startpos", &[]).unwrap();
    let b = r.new_game(START, &[]).unwrap();
    assert_eq!(a.position(), b.position());
    assert_eq!(a.legal_moves().len(), 22);
    assert_eq!(a.side_to_move(), "white");
    assert!(VoidInterpretation::with(&[]).is_ok());
}

/// The ruleset's perft (which reuses the positions its legality check simulated) counts the same tree as
/// the reference perft of the core (which plays every move again), here on a position with a Minister, an
/// unstable and a void tile, and castling rights.
#[test]
fn fast_perft_agrees_with_the_reference() {
    let interp = VoidInterpretation::default();
    let text = "r3k3r/9/9/4n4/4M4/3R5/9/9/R3K3R w KQkq - 0 1 9/9/9/9/4v4/3u5/9/9/9";
    let pos = VoidChess.parse_position(text, &interp).unwrap();
    for depth in 1..=2 {
        assert_eq!(
            VoidChess.perft(&pos, depth, &interp),
            oracle::core::perft(&VoidChess, &pos, depth, &interp)
        );
    }
}
