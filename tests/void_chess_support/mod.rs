//! Helpers shared by the Void Chess tests: building positions from piece lists (so that a test reads as
//! its diagram) and asking the oracle through its uniform face.
#![allow(dead_code)]

use oracle::core::{AnyGame, Verdict};

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
    let mut board = [['.'; 9]; 9];
    for p in pieces.split_whitespace() {
        let mut chars = p.chars();
        let letter = chars.next().unwrap();
        let sq: String = chars.collect();
        let (f, r) = coords(&sq);
        board[r][f] = letter;
    }
    let mut tile_grid = [['.'; 9]; 9];
    for t in tiles.split_whitespace() {
        let (sq, state) = t.split_once(':').unwrap();
        let (f, r) = coords(sq);
        tile_grid[r][f] = state.chars().next().unwrap();
    }
    let placement = grid_text(&board);
    let tiles = if tiles.trim().is_empty() {
        "-".to_string()
    } else {
        grid_text(&tile_grid)
    };
    format!("{placement} {side} {castling} {en_passant} {halfmove} 1 {tiles}")
}

/// As [`position_full`] with no castling rights, no en passant square and the counters at 0 and 1.
pub fn position(pieces: &str, side: char, tiles: &str) -> String {
    position_full(pieces, side, "-", "-", 0, tiles)
}

fn coords(sq: &str) -> (usize, usize) {
    let f = (sq.as_bytes()[0] - b'a') as usize;
    let r: usize = sq[1..].parse().unwrap();
    (f, r - 1)
}

fn grid_text(grid: &[[char; 9]; 9]) -> String {
    let mut ranks = Vec::new();
    for row in grid.iter().rev() {
        let mut s = String::new();
        let mut run = 0;
        for &c in row {
            if c == '.' {
                run += 1;
            } else {
                if run > 0 {
                    s.push_str(&run.to_string());
                    run = 0;
                }
                s.push(c);
            }
        }
        if run > 0 {
            s.push_str(&run.to_string());
        }
        ranks.push(s);
    }
    ranks.join("/")
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
