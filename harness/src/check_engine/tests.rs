//! The rule cases against engines whose answers are known: the oracle itself (every case it can be
//! asked passes), and planted bugs (each fails the cases of the rule it breaks).

use super::{run, Options, Outcome, Verdict};
use crate::presets::Catalog;

fn outcome(engine: &str, ruleset: &str) -> Outcome {
    let spec = Catalog::new().spec(engine).expect("an engine");
    run(engine, &spec, &[ruleset.to_string()], &Options::default())
        .unwrap_or_else(|e| panic!("{engine}: {e}"))
}

/// The clauses of the failed cases, as the command line prints them.
fn failed_clauses(o: &Outcome) -> Vec<String> {
    super::failed_clauses(&o.cases)
}

#[test]
fn the_oracle_through_the_engine_face_passes_every_case_it_is_asked() {
    for ruleset in oracle::rulesets() {
        let o = outcome("oracle", ruleset.slug());
        let (passed, failed, not_answered) = o.counts();
        assert_eq!(failed, 0, "{}: {:?}", ruleset.slug(), failed_clauses(&o));
        assert!(passed > 0 && o.errors.is_empty(), "{}", ruleset.slug());
        // Only the notation for people is never asked: the protocol has no question for it.
        for s in o.cases.iter().flat_map(|c| &c.steps) {
            if let Verdict::NotAnswered { reasons } = &s.verdict {
                assert!(
                    reasons.iter().all(|r| r.contains("notation")),
                    "{reasons:?}"
                );
            }
        }
        assert!(not_answered < passed);
    }
}

#[test]
fn an_engine_that_never_castles_fails_with_the_castling_clauses_named() {
    let fide = outcome("planted:fide-never-castles", "fide");
    let clauses = failed_clauses(&fide);
    for c in ["fide/3.1.1", "fide/3.1.2"] {
        assert!(clauses.contains(&c.to_string()), "{clauses:?}");
    }
    let void = outcome("planted:void-never-castles", "void-chess");
    let clauses = failed_clauses(&void);
    assert!(
        clauses.iter().any(|c| c.starts_with("void-chess/8.1")),
        "{clauses:?}"
    );
    // The failures say what the scenario expects and what the engine answers.
    let failure = void
        .cases
        .iter()
        .flat_map(|c| &c.steps)
        .find_map(|s| match &s.verdict {
            Verdict::Failed { failures } => failures.first().cloned(),
            _ => None,
        })
        .expect("a failure");
    assert!(failure.at.0 > 0 && !failure.expected.is_empty() && !failure.engine.is_empty());
}

#[test]
fn an_engine_without_switches_does_not_answer_a_case_of_another_reading() {
    let o = outcome("shakmaty", "fide");
    let reading = o
        .cases
        .iter()
        .find(|c| c.id.contains("switch"))
        .expect("a case of a non-default reading");
    assert_eq!(reading.verdict, "not-answered");
    assert!(reading.steps.iter().all(|s| matches!(
        &s.verdict,
        Verdict::NotAnswered { reasons } if reasons[0].contains("switches")
    )));
}

/// The suite's own power: every planted bug (of every ruleset) is caught by the rule cases alone, with
/// no random games: at least one case fails against it. Prints the figures per ruleset
/// (`cargo test -p xtask every_planted_bug -- --nocapture`; docs/testing.md).
#[test]
fn every_planted_bug_is_caught_by_the_rule_cases_alone() {
    let mut by_ruleset: std::collections::BTreeMap<&str, (usize, usize)> = Default::default();
    let mut survivors = Vec::new();
    for p in crate::planted::all() {
        let o = outcome(&format!("planted:{}", p.name), p.ruleset);
        let (_, failed, _) = o.counts();
        let n = by_ruleset.entry(p.ruleset).or_default();
        n.0 += 1;
        if failed > 0 {
            n.1 += 1;
        } else {
            survivors.push(p.name);
        }
        eprintln!(
            "{:<12} {:<40} {failed} cases fail: {:?}",
            p.ruleset,
            p.name,
            failed_clauses(&o)
        );
    }
    for (ruleset, (planted, caught)) in &by_ruleset {
        eprintln!("{ruleset}: {caught} of {planted} planted bugs caught by the rule cases alone");
    }
    assert!(
        survivors.is_empty(),
        "not caught by any case: {survivors:?}"
    );
}
