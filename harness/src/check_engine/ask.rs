//! How each expectation of a case is asked of an engine (RUNNER.md says the same for runners in other
//! languages): legality by membership of the `moves` answer (and `explain` for the refusing clause,
//! or for a move written in the notation for people), the legal set, its count and the squares reached
//! by `moves`, tiles, pieces, the side to move and the position by the position text (`play`), check
//! and the status by `status`. What the engine cannot answer is not answered, with why.

use super::asker::{listed, Asker, Tally};
use super::expect::expect;
use super::verdict::{CaseResult, StepResult, Verdict};
use crate::cases::text_form::text_form;
use crate::cases::{Case, Step};
use crate::engines::engine::Engine;

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
                    reasons: vec![format!("the engine refuses the case's switches: {why}")],
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
