//! Helpers shared by the Void Chess tests: building positions from piece lists (so that a test reads as
//! its diagram) and asking the oracle through its uniform face.
#![allow(dead_code)]

use oracle::core::{AnyGame, Square, Verdict};
use oracle::void_chess::s01_board::BOARD;
use std::collections::HashMap;

/// A position text from `pieces` ("Ka1 Nb2 ki9 mc3": upper case White, lower case Black), the side to
/// move, the castling field, the en passant field, the half-move counter and the tiles
/// ("a2:v b2:u": v void, u unstable).
pub fn position_full(
    pieces: &str,
    side: char,
    castling: &str,
    en_passant: &str,
    halfmove: u32,
    tiles: &str,
) -> String {
    let placement = BOARD.write_placement(cells(pieces, |p| p.split_at(1)));
    let tiles = if tiles.trim().is_empty() {
        "-".to_string()
    } else {
        BOARD.write_placement(cells(tiles, |t| {
            let (sq, state) = t.split_once(':').expect("a tile is `square:state`");
            (state, sq)
        }))
    };
    format!("{placement} {side} {castling} {en_passant} {halfmove} 1 {tiles}")
}

/// As [`position_full`] with no castling rights, no en passant square and the counters at 0 and 1.
pub fn position(pieces: &str, side: char, tiles: &str) -> String {
    position_full(pieces, side, "-", "-", 0, tiles)
}

/// The letter on each square of a list (`Ka1 Nb2`, `a2:v b2:u`), `split` giving the letter and the square
/// of an item.
fn cells(list: &str, split: impl Fn(&str) -> (&str, &str)) -> impl Fn(Square) -> Option<char> {
    let cells: HashMap<Square, char> = list
        .split_whitespace()
        .map(|item| {
            let (letter, sq) = split(item);
            let sq = BOARD.parse(sq).unwrap_or_else(|e| panic!("`{item}`: {e}"));
            (sq, letter.chars().next().expect("a letter"))
        })
        .collect();
    move |sq| cells.get(&sq).copied()
}

/// A Void Chess game from `start` with `moves` played, under the given switches.
pub fn game_with(start: &str, moves: &[&str], switches: &[(&str, &str)]) -> Box<dyn AnyGame> {
    let settings: Vec<(String, String)> = switches
        .iter()
        .map(|(n, v)| (n.to_string(), v.to_string()))
        .collect();
    let mut g = oracle::ruleset("void-chess")
        .unwrap()
        .new_game(start, &settings)
        .unwrap_or_else(|e| panic!("{start}: {e}"));
    for m in moves {
        g.play(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    g
}

/// A Void Chess game under the default readings.
pub fn game(start: &str, moves: &[&str]) -> Box<dyn AnyGame> {
    game_with(start, moves, &[])
}

/// The tile state of a square: `normal`, `unstable` or `void`.
pub fn tile(g: &dyn AnyGame, sq: &str) -> String {
    g.square(sq).unwrap().state.unwrap()
}

/// The piece on a square (`white rook`), if any.
pub fn piece(g: &dyn AnyGame, sq: &str) -> Option<String> {
    g.square(sq).unwrap().piece
}

/// The clause that refuses `mv`, or `None` when it is legal.
pub fn refusal(g: &dyn AnyGame, mv: &str) -> Option<String> {
    match g.explain(mv) {
        Verdict::Legal(_) => None,
        Verdict::Refused(r) => Some(r.clause.to_string()),
        Verdict::Unreadable(e) => panic!("{mv}: {e}"),
    }
}

/// The status word and clause.
pub fn status(g: &dyn AnyGame) -> (String, Option<String>) {
    let s = g.status();
    (s.word(), s.clause.map(|c| c.to_string()))
}
