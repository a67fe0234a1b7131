//! What a step of a scenario rests on: its move or event played (an event the case expects refused
//! tried on a copy, the game going on as it was), and the oracle's clause trace of it that `rests_on:` and
//! `rests_not_on:` assert: the move's trace, the event's state, or, in a step with neither, the
//! position's state and the clauses its asserted notation for people is written by.

use crate::error::{Located, ScenarioError};
use crate::scenario::{full_id, Step};
use oracle::core::AnyGame;
use std::collections::BTreeSet;

/// Plays the step's move or event into `game` and returns the clauses (full ids, sorted, each once) the
/// step rests on; what is played is counted in `plays`, the clauses it exercised added to `exercised`.
/// `fail` makes the error of a node.
pub(crate) fn play_and_trace(
    st: &Step,
    game: &mut dyn AnyGame,
    exercised: &mut BTreeSet<String>,
    plays: &mut usize,
    fail: &dyn Fn((u64, u64), String) -> ScenarioError,
) -> Result<Vec<String>, ScenarioError> {
    let slug = game.slug();
    let at = |n: &dyn Located| n.at();
    let mut rests_on: Vec<String> = Vec::new();
    if let Some(mv) = &st.play {
        let clauses = game
            .play_traced(mv.value.trim())
            .map_err(|e| fail(at(mv), format!("cannot play `{}`: {e}", mv.value.trim())))?;
        rests_on = clauses.iter().map(|c| c.id().to_string()).collect();
        exercised.extend(rests_on.iter().cloned());
        *plays += 1;
    }
    if let (Some(ev), Some(want)) = (&st.event, &st.refused) {
        // A refused event leaves the game as it was.
        let want_id = full_id(slug, &want.value);
        let mut probe = game.clone_box();
        match probe.event(ev.value.trim()) {
            Ok(()) => {
                return Err(fail(
                    at(want),
                    format!(
                    "expected the event `{}` refused by {want_id}, but the oracle accepts it: {}",
                    ev.value.trim(),
                    probe.status()
                ),
                ))
            }
            Err(e) if e.clause().is_some_and(|c| c.id() == want_id) => {
                exercised.insert(want_id);
                *plays += 1;
            }
            Err(e) => {
                return Err(fail(
                    at(want),
                    format!(
                        "expected the event `{}` refused by {want_id}, but: {e}",
                        ev.value.trim()
                    ),
                ))
            }
        }
    } else if let Some(ev) = &st.event {
        game.event(ev.value.trim())
            .map_err(|e| fail(at(ev), format!("cannot apply event `{}`: {e}", ev.value)))?;
        rests_on = state_clauses(game);
        exercised.extend(rests_on.iter().cloned());
        *plays += 1;
    }
    if st.play.is_none()
        && st.event.is_none()
        && !(st.rests_on.is_empty() && st.rests_not_on.is_empty())
    {
        rests_on = state_clauses(game);
        // A position's notation for people rests on the clauses it is written by: those of each
        // move whose notation the step asserts, as the oracle writes it.
        if !st.notation.is_empty() {
            let written = game.legal_moves_with_san();
            for coord in st.notation.keys() {
                if let Some((_, san)) = written.iter().find(|(c, _)| c == coord.trim()) {
                    rests_on.extend(
                        game.notation_clauses(san)
                            .iter()
                            .map(|c| c.id().to_string()),
                    );
                }
            }
        }
    }
    rests_on.sort();
    rests_on.dedup();
    Ok(rests_on)
}

/// The step's `rests_on:` and `rests_not_on:` assertions against `rests_on`, the clauses it rests on: one
/// result each, a failure naming what rests on what.
pub(crate) fn rests_on_checks(
    st: &Step,
    slug: &str,
    rests_on: &[String],
    fail: &dyn Fn((u64, u64), String) -> ScenarioError,
) -> Vec<Result<(), ScenarioError>> {
    let what = match (&st.play, &st.event) {
        (Some(mv), _) => format!("`{}`", mv.value.trim()),
        (None, Some(ev)) => format!("the event `{}`", ev.value.trim()),
        (None, None) => "the position".to_string(),
    };
    let trace = if rests_on.is_empty() {
        "no clause".to_string()
    } else {
        rests_on.join(", ")
    };
    let wanted = st.rests_on.iter().map(|c| (c, true));
    wanted
        .chain(st.rests_not_on.iter().map(|c| (c, false)))
        .map(|(c, want)| {
            let id = full_id(slug, &c.value);
            if rests_on.contains(&id) == want {
                return Ok(());
            }
            let not = if want { "" } else { "not " };
            Err(fail(
                c.at(),
                format!("expected {what} {not}to rest on {id}; it rests on {trace}"),
            ))
        })
        .collect()
}

/// The clauses the current position's state rests on (the status clause, the conditions of a decided
/// end, the initial placement of a start position), as full ids.
pub(crate) fn state_clauses(game: &dyn AnyGame) -> Vec<String> {
    let trace = game.trace_position();
    let state = trace.status.into_iter().chain(trace.state);
    state.map(|c| c.id().to_string()).collect()
}
