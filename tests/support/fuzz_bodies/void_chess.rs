//! Void Chess invariants, read through the square views of the text face (`white minister`, tile states
//! `normal`, `unstable`, `void`), so that they hold the rules to account without trusting the module's
//! internals.

use super::hooks::{Hooks, Played};
use oracle::core::{AnyGame, SquareView};

/// The hooks of `void-chess`.
pub const HOOKS: Hooks = Hooks {
    position: position_invariants,
    after_move: move_invariants,
    eventful: leaves_an_unstable_tile,
};

/// A move that leaves an unstable tile (void-chess/2.5), or one by a Minister (which heals, 4.6).
pub fn leaves_an_unstable_tile(views: &super::board::Views, mv: &str) -> bool {
    mv.get(..2)
        .and_then(|from| views.get(from))
        .is_some_and(|v| {
            v.state.as_deref() == Some("unstable") || v.piece.as_deref().is_some_and(is_minister)
        })
}

fn view(game: &dyn AnyGame, sq: &str) -> Result<SquareView, String> {
    game.square(sq)
        .map_err(|e| format!("square {sq} of the board cannot be read: {e}"))
}

/// Whether the game reads VC-5.2 as `unstable`: a capture-promotion to a Minister leaves the tile unstable.
fn promoted_minister_keeps_unstable(game: &dyn AnyGame) -> bool {
    game.interpretation()
        .iter()
        .any(|&(name, value)| name == "promotion-capture-tile" && value == "unstable")
}

fn is_minister(piece: &str) -> bool {
    piece.ends_with("minister")
}

fn colour_of(piece: &str) -> &str {
    piece.split_whitespace().next().unwrap_or("")
}

/// The other side's word.
pub fn opponent(side: &str) -> &'static str {
    if side == "white" {
        "black"
    } else {
        "white"
    }
}

/// In every position:
/// - an unstable tile holds a piece: a tile becomes unstable only under the piece that captured on it
///   (void-chess/5.1), and stops being unstable when that piece leaves (2.5) or is destroyed (6.2.2);
/// - that piece is never a Minister (a Minister's capture heals instead, 5.2, and a Minister arriving heals,
///   4.6), except under the register reading `promotion-capture-tile=unstable` (the default, VC-5.2): a Pawn
///   that captures and promotes to a Minister leaves its square unstable, and the Minister, immune to the
///   Janitor (4.7), may stay there;
/// - no piece but a Minister stands on a void tile (void-chess/2.4);
/// - each side has at most one King (void-chess/1.4, 8.3), and exactly one while the game goes on
///   (a King's loss ends the game, 9.2; no legal move loses it, 10.1).
pub fn position_invariants(game: &dyn AnyGame, board: &[String]) -> Result<(), String> {
    let mut kings = [0usize; 2];
    for sq in board {
        let v = view(game, sq)?;
        let state = v.state.as_deref().unwrap_or("normal");
        match (state, v.piece.as_deref()) {
            ("unstable", None) => {
                return Err(format!("void-chess/2.3: unstable tile {sq} holds no piece"))
            }
            ("unstable", Some(p)) if is_minister(p) && !promoted_minister_keeps_unstable(game) => {
                return Err(format!(
                "void-chess/4.6: a Minister ({p}) stands on unstable tile {sq} without healing it"
            ))
            }
            ("void", Some(p)) if !is_minister(p) => {
                return Err(format!("void-chess/2.4: {p} stands on void tile {sq}"))
            }
            ("normal" | "unstable" | "void", _) => {}
            (other, _) => return Err(format!("square {sq} has an unknown state `{other}`")),
        }
        match v.piece.as_deref() {
            Some("white king") => kings[0] += 1,
            Some("black king") => kings[1] += 1,
            _ => {}
        }
    }
    if kings.iter().any(|k| *k > 1) {
        return Err(format!("more than one King of a colour: {kings:?}"));
    }
    if !game.status().is_over() && kings != [1, 1] {
        return Err(format!(
            "the game goes on without both Kings (white {}, black {})",
            kings[0], kings[1]
        ));
    }
    Ok(())
}

/// The squares a coordinate move names, in order (`e4e5e6` gives e4, e5, e6), and its promotion letter.
pub fn move_squares(mv: &str) -> (Vec<String>, Option<char>) {
    let b = mv.as_bytes();
    let mut squares = Vec::new();
    let mut i = 0;
    while i + 1 < b.len() && b[i].is_ascii_lowercase() && b[i + 1].is_ascii_digit() {
        squares.push(mv[i..i + 2].to_string());
        i += 2;
    }
    (squares, mv[i..].chars().next())
}

/// After every move:
/// - a piece that left an unstable tile left a void (void-chess/2.5, 6A.2);
/// - no piece of the side that did not move changed or lost its tile, except the one captured on the
///   arrival square or taken en passant (void-chess/6.2.3, 6A.4);
/// - no piece of the side that moved stands on an unstable tile except on the arrival square, and
///   Ministers (void-chess/6.2.1, 6.2.2, 4.7);
/// - the mover's King still stands (void-chess/10.1).
pub fn move_invariants(played: &Played) -> Result<(), String> {
    let (before, mv, after, board) = (played.before, played.mv, played.after, played.board);
    let mover = played.mover();
    let other = opponent(mover);
    let (squares, _) = move_squares(mv);
    let (Some(from), Some(to)) = (squares.first(), squares.last()) else {
        return Err(format!("`{mv}` does not name a from and a to square"));
    };
    let from_before = view(before, from)?;
    if from_before.state.as_deref() == Some("unstable")
        && view(after, from)?.state.as_deref() != Some("void")
    {
        return Err(format!(
            "void-chess/2.5: the piece on unstable {from} left it, and it did not become void"
        ));
    }
    let moving = from_before.piece.clone().unwrap_or_default();
    let to_before = view(before, to)?;
    let en_passant_victim =
        if moving.ends_with("pawn") && from[..1] != to[..1] && to_before.piece.is_none() {
            Some(format!("{}{}", &to[..1], &from[1..]))
        } else {
            None
        };
    let mut mover_kings = 0;
    for sq in board {
        let (b, a) = (view(before, sq)?, view(after, sq)?);
        if let Some(p) = b.piece.as_deref() {
            if colour_of(p) == other && sq != to && Some(sq) != en_passant_victim.as_ref() && a != b
            {
                return Err(format!(
                    "void-chess/6.2.3: {p} on {sq} of the side that did not move was touched: {b:?} became {a:?}"
                ));
            }
        }
        if let Some(p) = a.piece.as_deref() {
            if colour_of(p) == mover {
                if p.ends_with("king") {
                    mover_kings += 1;
                }
                if a.state.as_deref() == Some("unstable") && sq != to && !is_minister(p) {
                    return Err(format!(
                        "void-chess/6.2.2: {p} of the side that moved is left on unstable {sq} after the janitor"
                    ));
                }
            }
        }
    }
    if mover_kings != 1 {
        return Err(format!(
            "void-chess/10.1: after `{mv}` the mover has {mover_kings} Kings"
        ));
    }
    Ok(())
}
