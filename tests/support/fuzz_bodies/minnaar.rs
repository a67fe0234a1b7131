//! Minnaar Chess invariants, read through the text face (square views `southern sovereign`, `white queen`;
//! the position text's group, tally and passes fields), so that they hold the rules to account without
//! trusting the module's internals.

use super::hooks::{captures_only, Hooks, Played};
use oracle::core::AnyGame;

/// The hooks of `minnaar`.
pub const HOOKS: Hooks = Hooks {
    position: position_invariants,
    after_move: move_invariants,
    eventful: captures_only,
};

/// The four groups in turn order (minnaar/6.1).
const CYCLE: [&str; 4] = [
    "southern-sovereigns",
    "white-establishment",
    "northern-sovereigns",
    "black-establishment",
];

fn piece(game: &dyn AnyGame, sq: &str) -> Result<Option<String>, String> {
    game.square(sq)
        .map(|v| v.piece)
        .map_err(|e| format!("square {sq} of the board cannot be read: {e}"))
}

/// The group a piece belongs to, from its words.
fn group_of(piece: &str) -> &'static str {
    match piece {
        "southern sovereign" => CYCLE[0],
        "northern sovereign" => CYCLE[2],
        p if p.starts_with("white ") => CYCLE[1],
        _ => CYCLE[3],
    }
}

fn is_sovereign(piece: &str) -> bool {
    piece.ends_with("sovereign")
}

/// The tally field of the position text (minnaar/9.1).
fn tally(game: &dyn AnyGame) -> Result<u32, String> {
    let text = game.position();
    text.split_whitespace()
        .nth(2)
        .and_then(|t| t.parse().ok())
        .ok_or_else(|| format!("position `{text}` has no tally field"))
}

/// In every position:
/// - the side to move is one of the four groups (minnaar/6.1);
/// - no group ever has more pieces than it began with: eight Sovereigns a group, and each army at most its
///   back rank (minnaar/2.1, 3.6; there is no promotion, 5.9);
/// - the tally is at most 80 (minnaar/9.1), and a battle that goes on has a tally below 80 (8.0);
/// - a battle that goes on has an Establishment piece and Sovereigns of both groups (7.1, 7.2).
pub fn position_invariants(game: &dyn AnyGame, board: &[String]) -> Result<(), String> {
    if !CYCLE.contains(&game.side_to_move()) {
        return Err(format!(
            "minnaar/6.1: `{}` is not a group",
            game.side_to_move()
        ));
    }
    let mut counts: std::collections::HashMap<String, usize> = Default::default();
    for sq in board {
        if let Some(p) = piece(game, sq)? {
            *counts.entry(p).or_default() += 1;
        }
    }
    for (p, n) in &counts {
        let most = if is_sovereign(p) {
            8
        } else if p.ends_with("king") || p.ends_with("queen") {
            1
        } else {
            2
        };
        if *n > most {
            return Err(format!("minnaar/2.1: {n} pieces `{p}` (at most {most})"));
        }
    }
    let t = tally(game)?;
    if t > 80 {
        return Err(format!("minnaar/9.1: a tally of {t}"));
    }
    if !game.status().is_over() {
        if t >= 80 {
            return Err("minnaar/8.0: the battle goes on with a tally of 80".to_string());
        }
        let of = |pred: &dyn Fn(&str) -> bool| counts.iter().filter(|(p, _)| pred(p)).count();
        if of(&|p| !is_sovereign(p)) == 0
            || of(&|p| p == "southern sovereign") == 0
            || of(&|p| p == "northern sovereign") == 0
        {
            return Err("minnaar/7.1, 7.2: the battle goes on though a victory holds".to_string());
        }
    }
    Ok(())
}

/// After every move:
/// - `pass` is played only when it was the only legal move (minnaar/6.3), and changes no square;
/// - a move moves one of the mover's own pieces (6.2), and a capture never takes an ally: Sovereigns take
///   Establishment pieces only and the Establishment Sovereigns only (2.2, 2.3, 4.3, 5.7);
/// - nothing else on the board changes;
/// - the turn passes to the next group, or under `empty-army=skip` to the next group with pieces (6.1);
/// - the tally restarts at a capture and otherwise grows by one, a pass included (8.1, 8.3, 9.1).
pub fn move_invariants(played: &Played) -> Result<(), String> {
    let Played { before, after, .. } = *played;
    let (mv, board) = (played.mv, played.board);
    let mover = played.mover();
    let mut captured = false;
    if mv == "pass" {
        if before.legal_moves() != ["pass"] {
            return Err("minnaar/6.3: a pass while the group had another move".to_string());
        }
        for sq in board {
            if piece(before, sq)? != piece(after, sq)? {
                return Err(format!("minnaar/6.3: a pass changed square {sq}"));
            }
        }
    } else {
        if mv.len() != 4 {
            return Err(format!("`{mv}` is not a from-square and a to-square"));
        }
        let (from, to) = (&mv[..2], &mv[2..]);
        let moving = piece(before, from)?
            .ok_or(format!("minnaar/6.2: `{mv}` moves from an empty square"))?;
        if group_of(&moving) != mover {
            return Err(format!("minnaar/6.2: the {mover} moved a {moving}"));
        }
        if let Some(victim) = piece(before, to)? {
            captured = true;
            if is_sovereign(&victim) == is_sovereign(&moving) {
                return Err(format!(
                    "minnaar/2.2, 2.3: a {moving} captured its ally, a {victim}"
                ));
            }
        }
        for sq in board {
            let (b, a) = (piece(before, sq)?, piece(after, sq)?);
            let expected = if sq == from {
                None
            } else if sq == to {
                Some(moving.clone())
            } else {
                b.clone()
            };
            if a != expected {
                return Err(format!(
                    "after `{mv}`, square {sq} holds {a:?}, not {expected:?}"
                ));
            }
        }
    }
    let skip = before
        .interpretation()
        .iter()
        .any(|(n, v)| *n == "empty-army" && *v == "skip");
    let i = CYCLE.iter().position(|g| *g == mover).unwrap_or(0);
    let mut next = CYCLE[(i + 1) % 4];
    if skip {
        for k in 1..4 {
            let g = CYCLE[(i + k) % 4];
            let has = board
                .iter()
                .map(|sq| piece(after, sq))
                .collect::<Result<Vec<_>, _>>()?
                .into_iter()
                .flatten()
                .any(|p| group_of(&p) == g);
            if has {
                next = g;
                break;
            }
        }
    }
    if after.side_to_move() != next {
        return Err(format!(
            "minnaar/6.1: after the {mover}'s turn the {} are to move, not the {next}",
            after.side_to_move()
        ));
    }
    let (t0, t1) = (tally(before)?, tally(after)?);
    let expected = if captured { 0 } else { (t0 + 1).min(80) };
    if t1 != expected {
        return Err(format!(
            "minnaar/9.1: the tally went from {t0} to {t1} after `{mv}`, not to {expected}"
        ));
    }
    Ok(())
}
