//! The round-trip laws on a ruleset's own types: a position equals the position its text reads back to, and
//! every legal move equals the move its coordinate text, and its notation for people, read back to.
//! Each ruleset's property file calls these with its typed ruleset value.

use oracle::core::{Rules, Status, Verdict};

/// Position and move texts of `pos` read back to equal values (the `Rules` contract of `format_position`,
/// `format_move` and `format_san`).
pub fn check_round_trips<R: Rules>(
    rules: &R,
    pos: &R::Position,
    interp: &R::Interpretation,
) -> Result<(), String> {
    let text = rules.format_position(pos);
    let back = rules
        .parse_position(&text, interp)
        .map_err(|e| format!("`{text}` does not read back: {e}"))?;
    if back != *pos {
        return Err(format!(
            "`{text}` reads back to another position\n  was:   {pos:?}\n  again: {back:?}"
        ));
    }
    for m in rules.legal_moves(pos, interp) {
        let coord = rules.format_move(pos, &m);
        let san = rules.format_san(pos, &m, interp);
        for t in [&coord, &san] {
            match rules.check_move(pos, t, interp) {
                Verdict::Legal(again) if again == m => {}
                other => {
                    return Err(format!(
                        "in `{text}`, legal move {m:?} written `{t}` reads back as {other:?}"
                    ))
                }
            }
        }
    }
    Ok(())
}

/// A random game from `start`: `choices[i]` picks the i-th move among the legal ones (modulo their number);
/// a choice of 0x8000 or more picks among the moves `eventful` names, where there are some (so that rare
/// sequences come up often). Stops at the game's end. Returns the positions (the start first) and the final status; `check` runs on
/// every position and every move and may stop the game with an error.
pub fn random_game<R: Rules>(
    rules: &R,
    start: R::Position,
    interp: &R::Interpretation,
    choices: &[u16],
    eventful: impl Fn(&R::Position, &R::Move) -> bool,
    mut check: impl FnMut(&R::Position, Option<(&R::Move, &R::Position)>) -> Result<(), String>,
) -> Result<(Vec<R::Position>, Status), String> {
    let mut history = vec![start];
    check(&history[0], None)?;
    for &c in choices {
        let status = rules.status(&history, interp);
        if status.is_over() {
            return Ok((history, status));
        }
        let pos = history.last().expect("history has a start").clone();
        let moves = rules.legal_moves(&pos, interp);
        if moves.is_empty() {
            return Ok((history, status));
        }
        let chosen: Vec<&R::Move> = if c >= 0x8000 {
            moves.iter().filter(|m| eventful(&pos, m)).collect()
        } else {
            Vec::new()
        };
        let m = if chosen.is_empty() {
            &moves[c as usize % moves.len()]
        } else {
            chosen[c as usize % chosen.len()]
        };
        let next = rules.play(&pos, m, interp);
        check(&next, Some((m, &pos))).map_err(|e| {
            format!(
                "after {} (from {}): {e}",
                rules.format_move(&pos, m),
                rules.format_position(&pos)
            )
        })?;
        history.push(next);
    }
    let status = rules.status(&history, interp);
    Ok((history, status))
}
