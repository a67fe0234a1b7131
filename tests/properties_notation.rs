//! A refused move is refused for the same reason whichever notation it is written in: in every ruleset with
//! a notation for people besides the coordinate form, the coordinate text (`g1e2`) and the algebraic text
//! (`Ng1e2`, `exd5`, `e8=Q`) of a move the rules refuse cite the same clause.
//!
//! Positions come from random games that start at the scenarios' start positions; the moves tried are a
//! sample of the side to move's pieces to every square. The algebraic text names the from-square in full
//! (`Ng1e2`), or is a Pawn move whose short form names no other Pawn, so that both texts name the same move.
//! Minnaar and Circular Chess have the coordinate form only: they are left out.
//!
//! More cases: `PROPTEST_CASES=200 cargo test --release --test properties_notation`.

mod proptest_support;

use conformance::fuzz_bodies::invariants::board_squares;
use oracle::core::{AnyGame, Verdict};
use proptest::prelude::*;
use proptest_support::{config, game_choices, random_game, scenario_starts, Start};
use std::sync::OnceLock;

/// The rulesets with a notation for people.
const WITH_ALGEBRAIC: &[&str] = &["fide", "suicide", "suicide-void", "void-chess"];

/// The start of every scenario in a ruleset with a notation for people.
fn algebraic_starts() -> &'static [Start] {
    static STARTS: OnceLock<Vec<Start>> = OnceLock::new();
    STARTS.get_or_init(|| {
        scenario_starts()
            .iter()
            .filter(|(slug, _, _)| WITH_ALGEBRAIC.contains(slug))
            .cloned()
            .collect()
    })
}

/// The piece letter of the algebraic notation, from the words of a square view (`white knight`); `""` for
/// a Pawn.
fn letter(words: &str) -> &'static str {
    match words.rsplit(' ').next().unwrap_or("") {
        "king" => "K",
        "queen" => "Q",
        "rook" => "R",
        "bishop" => "B",
        "knight" => "N",
        "minister" => "M",
        _ => "",
    }
}

/// The move `from`-`to` in both notations, or `None` when no algebraic text names it alone.
fn both_forms(
    game: &dyn AnyGame,
    board: &[String],
    from: &str,
    to: &str,
) -> Option<(String, String)> {
    let piece = game.square(from).ok()?.piece?;
    let target = game.square(to).ok()?.piece;
    let last_rank = board
        .iter()
        .map(|s| &s[1..])
        .max_by_key(|r| r.parse::<u32>().unwrap_or(0))?;
    let (ff, fr) = from.split_at(1);
    let (tf, tr) = to.split_at(1);
    let white = piece.starts_with("white");
    let own = |s: &str| {
        game.square(s)
            .ok()
            .and_then(|v| v.piece)
            .is_some_and(|p| p == piece)
    };
    let captures = target.is_some();
    let letter = letter(&piece);
    if letter.is_empty() {
        // A Pawn: only one step or two straight forward, or one diagonally forward, from a file with no
        // other Pawn of its side, so that the short form names this Pawn.
        let (fr, tr): (i32, i32) = (fr.parse().ok()?, tr.parse().ok()?);
        let ahead = if white { tr - fr } else { fr - tr };
        let df = (tf.as_bytes()[0] as i32 - ff.as_bytes()[0] as i32).abs();
        if !(ahead == 1 || (ahead == 2 && df == 0)) || df > 1 {
            return None;
        }
        let others = board
            .iter()
            .filter(|s| s.starts_with(ff) && s.as_str() != from && own(s))
            .count();
        if others > 0 {
            return None;
        }
        let promotes = (white && tr.to_string() == *last_rank) || (!white && tr == 1);
        let (coord, suffix) = if promotes {
            (format!("{from}{to}q"), "=Q")
        } else {
            (format!("{from}{to}"), "")
        };
        let san = if df == 1 {
            format!("{ff}x{to}{suffix}")
        } else {
            format!("{to}{suffix}")
        };
        return Some((coord, san));
    }
    if letter == "K" && (tf.as_bytes()[0] as i32 - ff.as_bytes()[0] as i32).abs() == 2 && fr == tr {
        // Castling has its own spelling.
        return None;
    }
    let x = if captures { "x" } else { "" };
    Some((format!("{from}{to}"), format!("{letter}{from}{x}{to}")))
}

/// Checks every sampled refused move of the game's current position.
fn check(game: &dyn AnyGame, pick: &mut dyn FnMut(usize) -> usize) -> Result<(), String> {
    if game.status().is_over() {
        return Ok(());
    }
    let board = board_squares(game);
    let side = game.side_to_move();
    let own: Vec<&String> = board
        .iter()
        .filter(|s| {
            game.square(s)
                .ok()
                .and_then(|v| v.piece)
                .is_some_and(|p| p.starts_with(side))
        })
        .collect();
    if own.is_empty() {
        return Ok(());
    }
    for _ in 0..24 {
        let from = own[pick(own.len())];
        let to = &board[pick(board.len())];
        let Some((coord, san)) = both_forms(game, &board, from, to) else {
            continue;
        };
        let Verdict::Refused(by_coord) = game.explain(&coord) else {
            continue;
        };
        match game.explain(&san) {
            Verdict::Refused(r) if r.clause == by_coord.clause => {}
            other => {
                return Err(format!(
                    "{} after {:?} from `{}`: `{coord}` is refused by {} ({}), `{san}` answers {other:?}",
                    game.slug(),
                    game.moves(),
                    game.start(),
                    by_coord.clause,
                    by_coord.message
                ))
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(config(12))]

    #[test]
    fn a_refused_move_gives_the_same_clause_in_every_notation((first, choices) in game_choices(1..80)) {
        random_game(algebraic_starts(), first, &choices, 12, |game, ply, pick| {
            if ply % 4 == 0 { check(game, pick) } else { Ok(()) }
        })?;
    }
}
