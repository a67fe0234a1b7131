//! How each expectation of a case is asked of an engine (RUNNER.md says the same for runners in other
//! languages): legality by membership of the `moves` answer (and `explain` for the refusing clause,
//! or for a move written in the notation for people), the legal set, its count and the squares reached
//! by `moves`, tiles, pieces, the side to move and the position by the position text (`play`), check
//! and the status by `status`. What the engine cannot answer is not answered, with why.

use super::asker::{listed, Asker, Tally};
use super::expect::expect;
use super::verdict::{CaseResult, StepResult, Verdict};
use crate::cases::text_form::text_form;
use crate::cases::{At, Case, Expect, Step};
use crate::engines::engine::{Engine, Fault};

/// How a step held back by a reading the engine does not play (it refused the case's switches) begins its
/// reason.
pub const SWITCHES_REFUSED: &str = "the engine refuses the case's switches";

/// Runs one case: the switches, then every step until one fails.
pub(super) fn run_case(engine: &mut dyn Engine, case: &Case) -> CaseResult {
    let switches: Vec<(String, String)> = case
        .interpretation
        .iter()
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    let refused = engine.set_interpretation(&switches).err();
    let mut asker = Asker {
        engine,
        case,
        form: text_form(&case.ruleset),
        last: None,
    };
    let mut steps = Vec::new();
    for step in &case.steps {
        let (verdict, not_compared) = match &refused {
            Some(why) => (
                Verdict::NotAnswered {
                    reasons: vec![format!("{SWITCHES_REFUSED}: {why}")],
                },
                0,
            ),
            None => run_step(&mut asker, step),
        };
        let failed = matches!(verdict, Verdict::Failed { .. });
        steps.push(StepResult {
            name: step.name.clone(),
            at: step.at,
            verdict,
            clauses_not_compared: not_compared,
        });
        if failed {
            break;
        }
    }
    let word = |w: &str| steps.iter().any(|s| s.verdict.word() == w);
    let verdict = if word("failed") {
        "failed"
    } else if word("not-answered") {
        "not-answered"
    } else {
        "passed"
    };
    CaseResult {
        id: case.id.clone(),
        file: case.file.clone(),
        ruleset: case.ruleset.clone(),
        clauses: case.clauses.clone(),
        verdict: verdict.to_string(),
        steps,
    }
}

fn run_step(asker: &mut Asker, step: &Step) -> (Verdict, usize) {
    let mut t = Tally::default();
    if let Some(play) = &step.play {
        let before = &step.moves[..step.moves.len() - 1];
        let expected = format!("{play} legal (the step plays it)");
        match asker.answer(before, None) {
            Ok(a) if a.moves.contains(play) => {}
            Ok(a) => t.fail(step.at, "play", expected, listed(&a.moves)),
            Err(f) => t.fault(step.at, "play", expected, &f),
        }
        if !t.failures.is_empty() {
            return t.verdict();
        }
    }
    let answer = match asker.answer(&step.moves, step.event.as_deref()) {
        Ok(a) => a,
        Err(f) if refusal_expected(step).is_some() => {
            if let Some((clause, at)) = refusal_expected(step) {
                judge_refusal(&f, clause, at, &mut t);
            }
            return t.verdict();
        }
        Err(f) => {
            let what = format!("an answer about the position after {}", step.name);
            t.fault(step.at, "play", what, &f);
            return t.verdict();
        }
    };
    for e in &step.expect {
        expect(asker, step, &answer, e, &mut t);
    }
    t.verdict()
}

/// The clause a step expects the rules to refuse its position (start or event) by, where it does.
fn refusal_expected(step: &Step) -> Option<(&str, At)> {
    step.expect.iter().find_map(|e| match e {
        Expect::Refused { clause, at } => Some((clause.as_str(), *at)),
        _ => None,
    })
}

/// An engine's error where the rules refuse: passed when it names `clause` (in its message, or the
/// protocol error's `clause`, which the adapter adds to the message), failed when it names another
/// clause of the ruleset or is no refusal at all, and its clause not compared when it names none.
fn judge_refusal(f: &Fault, clause: &str, at: At, t: &mut Tally) {
    let expected = format!("refused by {clause}");
    match f {
        Fault::Refused { message, .. } => {
            let slug = clause.split('/').next().unwrap_or_default();
            let names_another = message.contains(&format!("{slug}/"));
            match (message.contains(clause), names_another) {
                (true, _) => {}
                (false, true) => t.fail(at, "refused", expected, format!("refused: {message}")),
                (false, false) => t.not_compared += 1,
            }
        }
        other => t.fault(at, "refused", expected, other),
    }
}
