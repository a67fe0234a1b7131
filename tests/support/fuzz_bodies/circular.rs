//! Circular Chess invariants, read through the square views of the text face (`white rook`, states `normal`
//! and `void`), so that they hold the rules to account without trusting the module's internals.

use super::hooks::{captures_only, Hooks, Played};
use super::void_chess::{move_squares, opponent};
use oracle::core::{AnyGame, SquareView};

/// The hooks of `circular`.
pub const HOOKS: Hooks = Hooks {
    position: position_invariants,
    after_move: move_invariants,
    eventful: captures_only,
};

fn view(game: &dyn AnyGame, sq: &str) -> Result<SquareView, String> {
    game.square(sq)
        .map_err(|e| format!("space {sq} of the board cannot be read: {e}"))
}

/// The void spaces of the board a position text names (geometry note, section 3.2).
fn voids_of(position: &str) -> Result<&'static [&'static str], String> {
    match position.split_whitespace().next() {
        Some("maximal") => Ok(&["i1", "i8"]),
        Some("medial") => Ok(&["i1", "i2", "i7", "i8"]),
        Some("minimal") => Ok(&["i1", "i2", "i3", "i6", "i7", "i8"]),
        other => Err(format!("the position text names no board: {other:?}")),
    }
}

/// In every position:
/// - the void spaces are exactly those of the board the position names, and hold no piece (circular/2.1,
///   circular/2.2, circular/4.2);
/// - each side has exactly one King (circular/3.2; no legal move loses it, circular/13.1);
/// - under compulsory promotion no Pawn stands on a first rank, the outer ring of files a..h (circular/12.1).
pub fn position_invariants(game: &dyn AnyGame, board: &[String]) -> Result<(), String> {
    let voids = voids_of(&game.position())?;
    let compulsory = game
        .interpretation()
        .iter()
        .any(|(k, v)| *k == "promotion" && *v == "compulsory");
    let mut kings = [0usize; 2];
    for sq in board {
        let v = view(game, sq)?;
        let void = v.state.as_deref() == Some("void");
        if void != voids.contains(&sq.as_str()) {
            return Err(format!("circular/2.2: {sq} void={void} on this board"));
        }
        if let Some(p) = v.piece.as_deref() {
            if void {
                return Err(format!("circular/4.2: {p} stands on the void space {sq}"));
            }
            if compulsory && p.ends_with("pawn") && (sq.ends_with('1') || sq.ends_with('8')) {
                return Err(format!("circular/12.1: {p} left unpromoted on {sq}"));
            }
            match p {
                "white king" => kings[0] += 1,
                "black king" => kings[1] += 1,
                _ => {}
            }
        }
    }
    if kings != [1, 1] {
        return Err(format!(
            "each side needs one King (white {}, black {})",
            kings[0], kings[1]
        ));
    }
    Ok(())
}

/// After every move:
/// - the board stays the same board (circular/2.1) and nothing moved from or to a void space (circular/4.2);
/// - the moving piece (or its promoted piece) stands on the arrival space, and its start space is empty
///   (circular/4.1);
/// - no piece of the side that did not move changed, except the one captured on the arrival space or taken
///   en passant, which is a Pawn beside the start space's file (circular/10.5).
pub fn move_invariants(played: &Played) -> Result<(), String> {
    let Played {
        before,
        mv,
        after,
        board,
    } = *played;
    let same_board = |g: &dyn AnyGame| g.position().split_whitespace().next().map(str::to_string);
    if same_board(before) != same_board(after) {
        return Err("circular/2.1: the board changed".to_string());
    }
    let mover = played.mover();
    let other = opponent(mover);
    let (squares, promotion) = move_squares(mv);
    let (Some(from), Some(to)) = (squares.first(), squares.last()) else {
        return Err(format!("`{mv}` does not name a from and a to space"));
    };
    let moving = view(before, from)?.piece.unwrap_or_default();
    if !moving.starts_with(mover) {
        return Err(format!(
            "circular/4.1: {mover} moved `{moving}` from {from}"
        ));
    }
    let arrived = view(after, to)?.piece.unwrap_or_default();
    if promotion.is_none() && arrived != moving {
        return Err(format!(
            "circular/4.1: {moving} left {from} but {to} holds `{arrived}`"
        ));
    }
    if view(after, from)?.piece.is_some() {
        return Err(format!("circular/4.1: {from} is not empty after {mv}"));
    }
    let mut lost = Vec::new();
    for sq in board {
        let (b, a) = (view(before, sq)?, view(after, sq)?);
        if b.state != a.state {
            return Err(format!("circular/2.2: the state of {sq} changed"));
        }
        if let Some(p) = b.piece.as_deref().filter(|p| p.starts_with(other)) {
            if a.piece.as_deref() != Some(p) && sq != to {
                lost.push((sq.clone(), p.to_string()));
            }
        }
    }
    match lost.as_slice() {
        [] => Ok(()),
        [(sq, p)] if moving.ends_with("pawn") && p.ends_with("pawn") => {
            let to_empty_before = view(before, to)?.piece.is_none();
            if to_empty_before && sq[..1] == to[..1] {
                Ok(())
            } else {
                Err(format!("circular/10.5: {p} on {sq} vanished after {mv}"))
            }
        }
        _ => Err(format!("pieces of {other} vanished after {mv}: {lost:?}")),
    }
}
