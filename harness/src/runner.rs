//! Runs a scenario through the uniform [`AnyRuleset`](oracle::core::AnyRuleset)/[`AnyGame`] face, so one runner serves every ruleset.
//! Every failing assertion of a step is reported, each with the file, the line and column of its key, the
//! step, what was expected and what the oracle says; the run stops after the first step that fails.

use crate::error::{Located, ScenarioError};
use crate::expectations::{expected_piece, norm};
use crate::list_checks::{exact_moves, reached};
use crate::rests_on::{play_and_trace, rests_on_checks, state_clauses};
use crate::scenario::{full_id, Loaded, Step};
use oracle::core::{AnyGame, OracleError, Verdict};
use serde_saphyr::Spanned;
use std::collections::BTreeSet;

pub use crate::pieces::{default_resolver, Resolver};

/// What a passing scenario did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// Steps run (branches included).
    pub steps: usize,
    /// Assertions checked.
    pub assertions: usize,
    /// Moves and events played.
    pub plays: usize,
    /// Full ids of the clauses the scenario's play exercised: the checks that let each played move
    /// through, the effects it had, and the clause that decided the status after each move or event
    /// (the oracle's clause trace, [`AnyGame::play_traced`]).
    pub exercised: BTreeSet<String>,
    /// Full ids of the clauses passing `notation:` assertions asserted (the clauses the notation is
    /// written by, [`AnyGame::notation_clauses`]); the clauses of `illegal` and `status` entries are
    /// read from the file ([`crate::scenario::Loaded::asserted_ids`]).
    pub asserted: BTreeSet<String>,
}

/// Called after every step with the step's name and the game after it.
pub type Observer<'a> = dyn FnMut(&str, &dyn AnyGame) + 'a;

/// Runs a loaded scenario.
pub fn run_scenario(l: &Loaded, resolve: &Resolver) -> Result<Report, ScenarioError> {
    run_scenario_observed(l, resolve, &mut |_, _| {})
}

/// Runs a loaded scenario, showing the game after every step to `observe` (for transcripts).
pub fn run_scenario_observed(
    l: &Loaded,
    resolve: &Resolver,
    observe: &mut Observer,
) -> Result<Report, ScenarioError> {
    let s = &l.scenario;
    let ruleset = resolve(&s.ruleset.value).map_err(|e| l.err(&s.ruleset, e.to_string()))?;
    let (start_node, start_text) = s
        .start_text(|b| {
            ruleset
                .position_from_diagram(&b.value)
                .map_err(|e| diagram_error(l, b, &e))
        })
        .unwrap_or_else(|| Err(l.err(&s.ruleset, "no start: expected `start` or `board`")))?;
    let started = ruleset.new_game(&start_text, &s.switches());
    if let Some(want) = &s.refused {
        let want_id = full_id(&s.ruleset.value, &want.value);
        return match started {
            Ok(_) => Err(l.err(
                want,
                format!("expected the start refused by {want_id}, but the oracle accepts it"),
            )),
            Err(e) if e.clause().is_some_and(|c| c.id() == want_id) => Ok(Report {
                assertions: 1,
                exercised: [want_id].into(),
                ..Report::default()
            }),
            Err(e) => Err(l.err(
                want,
                format!("expected the start refused by {want_id}, but: {e}"),
            )),
        };
    }
    let mut game = started.map_err(|e| match e {
        OracleError::BadInterpretation { .. } => l.err(
            s.interpretation.values().next().unwrap_or(&s.ruleset),
            e.to_string(),
        ),
        _ => l.err(start_node, format!("bad start: {e}")),
    })?;
    let mut report = Report::default();
    report.exercised.extend(state_clauses(game.as_ref()));
    observe("start", game.as_ref());
    run_steps(l, &s.steps, "step", game.as_mut(), &mut report, observe)?;
    for b in &s.branches {
        let mut g = game.clone_box();
        let label = format!("branch `{}` step", b.value.name);
        run_steps(l, &b.value.steps, &label, g.as_mut(), &mut report, observe)?;
    }
    Ok(report)
}

fn run_steps(
    l: &Loaded,
    steps: &[Spanned<Step>],
    label: &str,
    game: &mut dyn AnyGame,
    report: &mut Report,
    observe: &mut Observer,
) -> Result<(), ScenarioError> {
    for (i, step) in steps.iter().enumerate() {
        let name = step.value.name(label, i);
        run_step(l, &step.value, &name, game, report)?;
        report.steps += 1;
        let played = step
            .value
            .play
            .as_ref()
            .map(|p| format!(": {}", p.value.trim()));
        observe(&format!("{name}{}", played.unwrap_or_default()), game);
    }
    Ok(())
}

/// A diagram that cannot be read, reported at the line (and column) of the diagram it names (`diagram
/// line 6, column 13`), counted from the first line of the `board: |` block, or at the `board:` value
/// when the error names no line or the diagram is not written over several lines.
fn diagram_error(l: &Loaded, b: &Spanned<String>, e: &OracleError) -> ScenarioError {
    let message = format!("bad board diagram: {e}");
    let text = e.to_string();
    let number = |after: &str| -> Option<u64> {
        let i = text.find(after)? + after.len();
        let digits: String = text[i..].chars().take_while(char::is_ascii_digit).collect();
        digits.parse().ok()
    };
    let (line, column) = (b.referenced.line(), b.referenced.column());
    match number("diagram line ") {
        Some(n) if n >= 1 && b.value.contains('\n') => {
            let at_column = number(", column ").map_or(column, |c| column + c.max(1) - 1);
            ScenarioError::new(&l.file, line + n - 1, at_column, message)
        }
        _ => l.err(b, message),
    }
}

fn run_step(
    l: &Loaded,
    st: &Step,
    name: &str,
    game: &mut dyn AnyGame,
    report: &mut Report,
) -> Result<(), ScenarioError> {
    let slug = game.slug();
    let fail = |at_line: (u64, u64), msg: String| {
        ScenarioError::new(&l.file, at_line.0, at_line.1, format!("{name}: {msg}"))
    };
    let at = |n: &dyn Located| n.at();
    // An assertion that holds when `ok`, and otherwise fails at `node` with the message `msg` writes.
    let expect = |ok: bool, node: &dyn Located, msg: &dyn Fn() -> String| {
        if ok {
            Ok(())
        } else {
            Err(fail(at(node), msg()))
        }
    };

    // The clauses the step rests on (`rests_on:`): the play's trace, the event's state, or the position's.
    let rests_on = play_and_trace(st, game, &mut report.exercised, &mut report.plays, &fail)?;
    let game: &dyn AnyGame = game;
    // Every assertion of the step is checked, and every one that fails is reported.
    let mut failures: Vec<ScenarioError> = Vec::new();
    let mut check = |result: Result<(), ScenarioError>| {
        report.assertions += 1;
        if let Err(e) = result {
            failures.push(e);
        }
    };
    // A move the rule checks allow is one of the legal moves, and a move they refuse is none of them:
    // the list (what `moves:`, counts, perft and the ends read) and the single-move checks answer alike.
    // (After the end of the game the list goes on as if it did not, PROTOCOL.md, while every move is refused
    // with the ending's clause: then only the checks are asked.)
    let listed: Vec<(String, String)> =
        if game.status().is_over() || (st.legal.is_empty() && st.illegal.is_none()) {
            Vec::new()
        } else {
            game.legal_moves_with_san()
        };
    for result in rests_on_checks(st, slug, &rests_on, &fail) {
        check(result);
    }
    for mv in &st.legal {
        check(match game.explain(mv.value.trim()) {
            Verdict::Legal(coord) if !listed.iter().any(|(c, _)| *c == coord) => Err(fail(
                at(mv),
                format!(
                    "`{}` passes every check (as `{coord}`), but it is not among the legal moves: {}",
                    mv.value,
                    listed.iter().map(|(c, _)| c.as_str()).collect::<Vec<_>>().join(" ")
                ),
            )),
            Verdict::Legal(_) => Ok(()),
            Verdict::Refused(rej) => Err(fail(
                at(mv),
                format!(
                    "expected `{}` legal, but the oracle refuses it ({}): {}",
                    mv.value, rej.clause, rej.message
                ),
            )),
            Verdict::Unreadable(e) => Err(fail(
                at(mv),
                format!(
                    "expected `{}` legal, but it is not a move here: {e}",
                    mv.value
                ),
            )),
        });
    }
    if let Some(ill) = &st.illegal {
        for (mv, clause) in &ill.0 {
            let want = clause.as_ref().map(|c| full_id(slug, &c.value));
            check(match game.explain(mv.value.trim()) {
                Verdict::Legal(coord) => Err(fail(
                    at(mv),
                    format!(
                        "expected `{}` illegal{}, but it is legal (as `{coord}`)",
                        mv.value,
                        want.as_ref()
                            .map(|w| format!(" by {w}"))
                            .unwrap_or_default()
                    ),
                )),
                Verdict::Refused(rej)
                    if listed
                        .iter()
                        .any(|(c, san)| c == mv.value.trim() || san == mv.value.trim()) =>
                {
                    Err(fail(
                        at(mv),
                        format!(
                            "`{}` is refused by {} ({}), but it is among the legal moves",
                            mv.value, rej.clause, rej.message
                        ),
                    ))
                }
                Verdict::Refused(rej) => match &want {
                    Some(w) if rej.clause.id() != w => Err(fail(
                        clause.as_ref().map_or(at(mv), |c| at(c)),
                        format!(
                            "expected `{}` refused by {w}, but the oracle refuses it by {}: {}",
                            mv.value, rej.clause, rej.message
                        ),
                    )),
                    _ => Ok(()),
                },
                Verdict::Unreadable(e) => Err(fail(
                    at(mv),
                    format!(
                        "expected `{}` illegal, but it is not a move of this notation: {e}",
                        mv.value
                    ),
                )),
            });
        }
    }
    for (sq, want) in &st.tiles {
        check(match game.square(sq) {
            Err(e) => Err(fail(at(want), format!("tiles: {e}"))),
            Ok(view) => match view.state {
                None => Err(fail(
                    at(want),
                    format!("tiles: {slug} has no tile states (square {sq})"),
                )),
                Some(state) if norm(&state) != norm(&want.value) => Err(fail(
                    at(want),
                    format!("tile {sq}: expected {}, found {state}", want.value),
                )),
                Some(_) => Ok(()),
            },
        });
    }
    for (sq, want) in &st.pieces {
        check(
            game.square(sq)
                .map_err(|e| fail(at(want), format!("pieces: {e}")))
                .and_then(|view| {
                    let expected = expected_piece(&want.value);
                    let found = view.piece.as_deref().map(norm);
                    if found == expected {
                        return Ok(());
                    }
                    Err(fail(
                        at(want),
                        format!(
                            "square {sq}: expected {}, found {}",
                            expected.as_deref().unwrap_or("empty"),
                            found.as_deref().unwrap_or("empty")
                        ),
                    ))
                }),
        );
    }
    if let Some(want) = &st.moves {
        check(exact_moves(game, want).map_err(|msg| fail(at(want), msg)));
    }
    if !st.reach.is_empty() {
        let legal = game.legal_moves();
        for (from, want) in &st.reach {
            check(reached(game, &legal, from, want).map_err(|msg| fail(at(want), msg)));
        }
    }
    let mut notation_clauses = Vec::new();
    if !st.notation.is_empty() {
        let legal = game.legal_moves_with_san();
        for (coord, want) in &st.notation {
            check(match legal.iter().find(|(c, _)| c == coord.trim()) {
                None => Err(fail(
                    at(want),
                    format!("notation: `{coord}` is not a legal move here"),
                )),
                Some((_, san)) if san != want.value.trim() => Err(fail(
                    at(want),
                    format!(
                        "notation of `{coord}`: expected `{}`, found `{san}`",
                        want.value.trim()
                    ),
                )),
                Some((_, san)) => {
                    notation_clauses.extend(game.notation_clauses(san));
                    Ok(())
                }
            });
        }
    }
    if let Some(want) = &st.move_count {
        let n = game.legal_moves().len();
        check(expect(n == want.value, want, &|| {
            format!(
                "expected {} legal moves, the oracle has {n}: {}",
                want.value,
                game.legal_moves().join(" ")
            )
        }));
    }
    if let Some(want) = &st.check {
        let found = game.in_check();
        let not = |in_check: bool| if in_check { "" } else { "not " };
        check(expect(found == want.value, want, &|| {
            format!(
                "expected {}in check, but the side to move is {}in check",
                not(want.value),
                not(found)
            )
        }));
    }
    if let Some(want) = &st.status {
        let status = game.status();
        let word = status.word();
        let want_clause = want.value.clause.as_ref().map(|c| full_id(slug, c));
        let found_clause = status.clause.map(|c| c.id().to_string());
        let clause_differs = want_clause.is_some() && want_clause != found_clause;
        check(expect(
            word == want.value.outcome && !clause_differs,
            want,
            &|| {
                format!(
                    "expected status {}{}, found {status}",
                    want.value.outcome,
                    want_clause
                        .as_ref()
                        .map(|c| format!(" ({c})"))
                        .unwrap_or_default()
                )
            },
        ));
    }
    if let Some(want) = &st.to_move {
        let side = game.side_to_move();
        check(expect(norm(side) == norm(&want.value), want, &|| {
            format!("expected {} to move, found {side}", want.value)
        }));
    }
    if let Some(want) = &st.position {
        let pos = game.position();
        check(expect(pos.trim() == want.value.trim(), want, &|| {
            format!("expected position `{}`, found `{pos}`", want.value.trim())
        }));
    }
    report
        .asserted
        .extend(notation_clauses.iter().map(|c| c.id().to_string()));
    ScenarioError::all(failures)
}
