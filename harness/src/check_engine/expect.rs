//! Each expectation of a step asked of the engine's answer (RUNNER.md says the same in words).

use super::asker::{listed, Asker, Tally};
use crate::cases::fields::differing_fields;
use crate::cases::text_form::TextForm;
use crate::cases::{At, Expect, Step};
use crate::engines::engine::{Answer, Fault, Judged, StatusScope};
use crate::expectations::reached_from;

const NO_POSITION: &str = "the engine does not give the position (`play`)";
const NO_NOTATION: &str = "the engine does not write moves for people (`notation`)";

pub(super) fn expect(asker: &mut Asker, step: &Step, a: &Answer, e: &Expect, t: &mut Tally) {
    let key = e.key();
    let at = e.at();
    let position = a.position.as_deref();
    let form = asker.form.as_ref();
    // Reads the engine's position with the ruleset's text form, or says why it cannot.
    let read = |t: &mut Tally, f: &dyn Fn(&TextForm, &str) -> Result<String, String>| match (
        position, form,
    ) {
        (None, _) => {
            t.not_answered(NO_POSITION.into());
            None
        }
        (Some(_), None) => {
            t.not_answered(format!(
                "no text form is known for `{}`",
                asker.case.ruleset
            ));
            None
        }
        (Some(p), Some(form)) => {
            Some(f(form, p).map_err(|e| format!("unreadable position `{p}`: {e}")))
        }
    };
    match e {
        // The engine answered where the rules refuse (a refusal is judged in `run_step`).
        Expect::Refused { clause, .. } => {
            let what = match &step.event {
                Some(ev) => format!("the event `{ev}`"),
                None => "the start".to_string(),
            };
            t.fail(
                at,
                key,
                format!("{what} refused by {clause}"),
                format!("it answers: {}", listed(&a.moves)),
            );
        }
        Expect::Legal { mv, text, .. } => {
            if !a.moves.contains(mv) {
                t.fail(at, key, format!("{text} legal"), listed(&a.moves));
            }
        }
        Expect::Illegal {
            mv, text, clause, ..
        } => {
            let expected = format!("{text} illegal by {clause}");
            let listed = mv.as_ref().is_some_and(|m| a.moves.contains(m));
            if listed && !step.over {
                t.fail(
                    at,
                    key,
                    expected,
                    format!("{text} is among its legal moves"),
                );
                return;
            }
            let q = asker.query(&step.moves);
            match asker.engine.explain(&q, step.event.as_deref(), text) {
                None | Some(Err(Fault::Unsupported { .. })) if step.over => {
                    refused_by_the_end(a, clause, &expected, at, t)
                }
                None | Some(Err(Fault::Unsupported { .. })) if mv.is_some() => t.not_compared += 1,
                None | Some(Err(Fault::Unsupported { .. })) => {
                    judged_by_notation(asker, step, a, text, &expected, at, t)
                }
                Some(Ok(Judged::Legal { coordinate })) => t.fail(
                    at,
                    key,
                    expected,
                    format!("explain: legal, as {coordinate}"),
                ),
                Some(Ok(Judged::Refused {
                    clause: Some(c), ..
                })) if c != *clause => t.fail(at, key, expected, format!("refused by {c}")),
                Some(Ok(Judged::Refused { clause: None, .. })) => t.not_compared += 1,
                Some(Ok(Judged::Refused { .. })) => {}
                Some(Err(f)) => t.fault(at, key, expected, &f),
            }
        }
        Expect::Tile { square, state, .. } => {
            if let Some(r) = read(t, &|f, p| f.tile(p, square)) {
                match r {
                    Ok(found) if found == *state => {}
                    Ok(found) => t.fail(at, key, format!("tile {square} {state}"), found),
                    Err(msg) => t.fail(at, key, format!("tile {square} {state}"), msg),
                }
            }
        }
        Expect::Piece { square, piece, .. } => {
            let words = |p: &Option<String>| p.clone().unwrap_or_else(|| "empty".into());
            let expected = format!("{square} {}", words(piece));
            if let Some(r) = read(t, &|f, p| f.piece(p, square).map(|x| words(&x))) {
                match r {
                    Ok(found) if found == words(piece) => {}
                    Ok(found) => t.fail(at, key, expected, found),
                    Err(msg) => t.fail(at, key, expected, msg),
                }
            }
        }
        Expect::Moves { moves, .. } => {
            if a.moves != *moves {
                let missing: Vec<&str> = moves
                    .iter()
                    .filter(|m| !a.moves.contains(m))
                    .map(|m| m.as_str())
                    .collect();
                let extra: Vec<&str> = a
                    .moves
                    .iter()
                    .filter(|m| !moves.contains(m))
                    .map(|m| m.as_str())
                    .collect();
                t.fail(
                    at,
                    key,
                    format!("{} legal moves", moves.len()),
                    format!(
                        "{} legal moves; lacks [{}]; has besides [{}]",
                        a.moves.len(),
                        missing.join(" "),
                        extra.join(" ")
                    ),
                );
            }
        }
        Expect::MoveCount { count, .. } => {
            if a.moves.len() != *count {
                t.fail(at, key, format!("{count} legal moves"), listed(&a.moves));
            }
        }
        Expect::Reach { from, squares, .. } => {
            let found: Vec<String> = reached_from(&a.moves, from).into_iter().collect();
            if found != *squares {
                t.fail(
                    at,
                    key,
                    format!("{from} reaches [{}]", squares.join(" ")),
                    format!("[{}]", found.join(" ")),
                );
            }
        }
        Expect::Notation { mv, san, .. } => {
            let expected = format!("{mv} written {san}");
            if !a.moves.contains(mv) {
                t.fail(at, key, expected, listed(&a.moves));
                return;
            }
            let q = asker.query(&step.moves);
            match asker.engine.notation(&q, mv) {
                None | Some(Err(Fault::Unsupported { .. })) => t.not_answered(NO_NOTATION.into()),
                Some(Ok(written)) if written == *san => {}
                Some(Ok(written)) => t.fail(at, key, expected, format!("{mv} written {written}")),
                Some(Err(f)) => t.fault(at, key, expected, &f),
            }
        }
        Expect::Check { value, .. } => match a.check {
            None => t.not_answered(
                "the engine does not say whether the side to move is in check".into(),
            ),
            Some(c) if c == *value => {}
            Some(c) => t.fail(at, key, format!("check {value}"), format!("check {c}")),
        },
        Expect::Status {
            outcome, clause, ..
        } => status(a, outcome, clause.as_deref(), at, t),
        Expect::ToMove { side, .. } => {
            if let Some(r) = read(t, &|f, p| f.side_to_move(p)) {
                match r {
                    Ok(found) if found == *side => {}
                    Ok(found) => t.fail(
                        at,
                        key,
                        format!("{side} to move"),
                        format!("{found} to move"),
                    ),
                    Err(msg) => t.fail(at, key, format!("{side} to move"), msg),
                }
            }
        }
        Expect::Position { position: want, .. } => match position {
            None => t.not_answered(NO_POSITION.into()),
            Some(p) => {
                let fields = differing_fields(&asker.case.ruleset, want, p);
                if !fields.is_empty() {
                    let names: Vec<String> = fields.iter().map(|f| f.field.clone()).collect();
                    t.fail(
                        at,
                        key,
                        want.clone(),
                        format!("{p} (differs in {})", names.join(", ")),
                    );
                }
            }
        },
    }
}

/// A refused move written in the notation for people (one castling and promotion are not compiled to),
/// asked of an engine that does not explain: refused when the engine writes none of its legal moves so
/// (the check and mate marks aside), its clause not compared; failed when it writes one so.
fn judged_by_notation(
    asker: &mut Asker,
    step: &Step,
    a: &Answer,
    text: &str,
    expected: &str,
    at: At,
    t: &mut Tally,
) {
    let bare = |s: &str| s.trim().trim_end_matches(['+', '#']).to_string();
    let q = asker.query(&step.moves);
    for mv in &a.moves {
        match asker.engine.notation(&q, mv) {
            None | Some(Err(Fault::Unsupported { .. })) => {
                return t.not_answered(format!(
                    "`{text}` is written in the notation for people, and the engine neither explains a move nor writes one for people"
                ))
            }
            Some(Err(f)) => return t.fault(at, "illegal", expected.to_string(), &f),
            Some(Ok(written)) if bare(&written) == bare(text) => {
                return t.fail(
                    at,
                    "illegal",
                    expected.to_string(),
                    format!("its legal move {mv} is written {written}"),
                )
            }
            Some(Ok(_)) => {}
        }
    }
    t.not_compared += 1;
}

/// A move after the end of the game, asked of an engine that does not explain: refused when the
/// engine's status says the game has ended, by the clause it names for the end.
fn refused_by_the_end(a: &Answer, clause: &str, expected: &str, at: At, t: &mut Tally) {
    match &a.status {
        None => t.not_answered(
            "the game has ended here, and the engine neither explains a move nor gives a status"
                .into(),
        ),
        Some((w, StatusScope::Board)) if w == "ongoing" && !a.moves.is_empty() => t.not_answered(
            "the engine decides only the ends read off the board (`scope: board`)".into(),
        ),
        Some((w, _)) if w == "ongoing" => t.fail(
            at,
            "illegal",
            expected.to_string(),
            "the game goes on".into(),
        ),
        Some(_) => match &a.clause {
            Some(c) if c != clause => t.fail(
                at,
                "illegal",
                expected.to_string(),
                format!("the game ended by {c}"),
            ),
            Some(_) => {}
            None => t.not_compared += 1,
        },
    }
}

/// The status: the word compared (a board-only engine's `ongoing` says only that no end is read off
/// the board), the clause compared where both name one.
fn status(a: &Answer, outcome: &str, clause: Option<&str>, at: At, t: &mut Tally) {
    let Some((word, scope)) = &a.status else {
        t.not_answered("the engine gives no status".into());
        return;
    };
    let expected = match clause {
        Some(c) => format!("{outcome} ({c})"),
        None => outcome.to_string(),
    };
    let found = match &a.clause {
        Some(c) => format!("{word} ({c})"),
        None => word.clone(),
    };
    let board_only_ongoing =
        *scope == StatusScope::Board && word == "ongoing" && !a.moves.is_empty();
    if board_only_ongoing && outcome != "ongoing" {
        t.not_answered(
            "the engine decides only the ends read off the board (`scope: board`)".into(),
        );
        return;
    }
    if word != outcome {
        t.fail(at, "status", expected, found);
        return;
    }
    match (clause, &a.clause) {
        (Some(c), Some(e)) if c != e => t.fail(at, "status", expected, found),
        (Some(_), None) => t.not_compared += 1,
        _ => {}
    }
}
