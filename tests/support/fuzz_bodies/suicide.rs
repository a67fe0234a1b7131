//! Invariants of the suicide base (`suicide`) and of Suicide Void Chess (`suicide-void`), read through the
//! square views of the text face (`white king`; square states `void`/`normal` in `suicide-void`).

use super::hooks::{Hooks, Played};
use oracle::core::{AnyGame, SquareView};

/// The hooks of `suicide` and `suicide-void`.
pub const HOOKS: Hooks = Hooks {
    position: position_invariants,
    after_move: move_invariants,
    eventful,
};

/// Moves where the suicide rules act beyond capturing: a promotion (to a King above all, B.5) and Black's
/// void placement (S.1). Captures, and with them the void's relocation (S.5), are favoured anyway.
pub fn eventful(_views: &super::board::Views, mv: &str) -> bool {
    let piece_move = mv.split('@').next().unwrap_or("");
    mv.starts_with('@') || piece_move.len() == 5
}

/// What stands on every square of the board, in the order of `board`, each read once.
fn views(game: &dyn AnyGame, board: &[String]) -> Result<Vec<SquareView>, String> {
    board
        .iter()
        .map(|sq| {
            game.square(sq)
                .map_err(|e| format!("square {sq} of the board cannot be read: {e}"))
        })
        .collect()
}

fn promotion_victory(game: &dyn AnyGame) -> bool {
    game.interpretation()
        .iter()
        .any(|(k, v)| *k == "promotion-victory" && *v == "on")
}

fn count(views: &[SquareView], side: &str) -> usize {
    views
        .iter()
        .filter(|v| v.piece.as_deref().is_some_and(|p| p.starts_with(side)))
        .count()
}

fn void_square(views: &[SquareView], board: &[String]) -> Result<Option<String>, String> {
    let mut found: Option<&String> = None;
    for (v, sq) in views.iter().zip(board) {
        if v.state.as_deref() == Some("void") {
            if let Some(first) = found {
                return Err(format!("two void squares: {first} and {sq}"));
            }
            found = Some(sq);
        }
    }
    Ok(found.cloned())
}

/// In every position:
/// - `suicide` shows no square state; `suicide-void` shows exactly one void square once Black has placed
///   it (S.1), none before, and no piece stands on it (S.3);
/// - no pawn stands on its own first rank, nor on its last rank unless the promotion victory (S.6) has
///   ended the game (B.5);
/// - a side with no pieces has won, by B.8, and no move is legal (register SU-B.8-no-moves-after-the-end).
pub fn position_invariants(game: &dyn AnyGame, board: &[String]) -> Result<(), String> {
    let with_void = game.slug() == "suicide-void";
    let views = views(game, board)?;
    for (v, sq) in views.iter().zip(board) {
        match (with_void, v.state.as_deref()) {
            (false, None) | (true, Some("normal")) => {}
            (true, Some("void")) => {
                if let Some(p) = &v.piece {
                    return Err(format!("suicide-void/S.3: a {p} stands on the void {sq}"));
                }
            }
            (_, other) => return Err(format!("square {sq} has an unexpected state {other:?}")),
        }
        if let Some(p) = v.piece.as_deref() {
            let rank = &sq[1..];
            let (own_first, last) = if p.starts_with("white") {
                ("1", "8")
            } else {
                ("8", "1")
            };
            if p.ends_with("pawn") && rank == own_first {
                return Err(format!("a {p} stands on its own first rank, {sq}"));
            }
            if p.ends_with("pawn")
                && rank == last
                && !(promotion_victory(game) && game.status().is_over())
            {
                return Err(format!("suicide-void/B.5: a {p} stands unpromoted on {sq}"));
            }
        }
    }
    if with_void {
        let void = void_square(&views, board)?;
        let unplaced = game.position().ends_with(" -");
        if void.is_none() != unplaced {
            return Err(format!(
                "suicide-void/S.1: void square {void:?}, but the position text says {}",
                game.position()
            ));
        }
        if unplaced && game.side_to_move() != "black" {
            return Err("suicide-void/S.1: the void is unplaced but Black is not to move".into());
        }
    }
    for side in ["white", "black"] {
        if count(&views, side) == 0 {
            let s = game.status();
            if s.word() != format!("{side}-wins") || s.clause.map(|c| c.number()) != Some("B.8") {
                return Err(format!(
                    "suicide-void/B.8: {side} has no pieces, but the status is {s}"
                ));
            }
            if !game.legal_moves().is_empty() {
                return Err(format!("{side} has won by B.8, yet moves are legal"));
            }
        }
    }
    Ok(())
}

/// What every move does:
/// - Black's placement `@sq` (S.1) puts the void on `sq`, moves no piece, and hands the move to White (S.2);
/// - a piece move never takes one of the mover's pieces, and takes at most one of the opponent's;
/// - in `suicide-void`, a move that captures names a new void square (`e4d5@h6`), different from the old
///   one, where the void then stands (S.5; unless the register's `relocation-on-game-end=skipped` lets a
///   game-ending capture leave it); a move that captures nothing leaves the void where it was.
pub fn move_invariants(played: &Played) -> Result<(), String> {
    let (mv, board) = (played.mv, played.board);
    let (before, after) = (played.before, played.after);
    let mover = played.mover();
    let other = if mover == "white" { "black" } else { "white" };
    let with_void = before.slug() == "suicide-void";
    let (seen_before, seen_after) = (views(before, board)?, views(after, board)?);
    let void_before = void_square(&seen_before, board)?;
    let void_after = void_square(&seen_after, board)?;
    if let Some(sq) = mv.strip_prefix('@') {
        if !with_void || void_before.is_some() || void_after.as_deref() != Some(sq) {
            return Err(format!(
                "suicide-void/S.1: `{mv}` left the void on {void_after:?} (was {void_before:?})"
            ));
        }
        if after.side_to_move() != "white" {
            return Err("suicide-void/S.2: White does not move after the placement".into());
        }
        for ((b, a), s) in seen_before.iter().zip(&seen_after).zip(board) {
            if b.piece != a.piece {
                return Err(format!("the placement `{mv}` changed the piece on {s}"));
            }
        }
        return Ok(());
    }
    let (mine, theirs) = (count(&seen_before, mover), count(&seen_before, other));
    let (mine_after, theirs_after) = (count(&seen_after, mover), count(&seen_after, other));
    if mine_after != mine {
        return Err(format!(
            "`{mv}` changed the mover's piece count {mine} -> {mine_after}"
        ));
    }
    if theirs_after + 1 < theirs || theirs_after > theirs {
        return Err(format!(
            "`{mv}` changed the opponent's count {theirs} -> {theirs_after}"
        ));
    }
    if !with_void {
        return Ok(());
    }
    let captured = theirs_after < theirs;
    let named = mv.split_once('@').map(|(_, v)| v.to_string());
    let skipped = before
        .interpretation()
        .iter()
        .any(|(k, v)| *k == "relocation-on-game-end" && *v == "skipped");
    match (captured, &named) {
        (true, Some(v)) => {
            if void_after.as_ref() != Some(v) || void_before.as_ref() == Some(v) {
                return Err(format!(
                    "suicide-void/S.5: `{mv}` left the void on {void_after:?} (was {void_before:?})"
                ));
            }
        }
        (true, None) if skipped && after.status().is_over() => {}
        (false, None) => {
            if void_after != void_before {
                return Err(format!("`{mv}` captured nothing but moved the void"));
            }
        }
        _ => {
            return Err(format!(
            "suicide-void/S.5: `{mv}` (capture: {captured}) and its void square {named:?} disagree"
        ))
        }
    }
    Ok(())
}
