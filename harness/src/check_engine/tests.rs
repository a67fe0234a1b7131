//! The rule cases against engines whose answers are known: the oracle itself (every case it can be
//! asked passes), and planted bugs (each fails the cases of the rule it breaks).

use super::{run, Options, Outcome, Verdict};
use crate::engines::engine::{Answer, Engine, Fault, Query};
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
        // The oracle answers every question the cases ask, the notation for people included.
        assert_eq!(not_answered, 0, "{}", ruleset.slug());
    }
}

/// An engine in front of another that takes away its `explain`, and writes its moves for people
/// through `spell` (the engine's own notation when `None`), or not at all unless `writes`.
struct Without {
    inner: Box<dyn Engine>,
    spell: Option<fn(String) -> String>,
    writes: bool,
}

impl Engine for Without {
    fn name(&self) -> String {
        self.inner.name()
    }
    fn query(&mut self, q: &Query) -> Result<Answer, Fault> {
        self.inner.query(q)
    }
    fn notation(&mut self, q: &Query, mv: &str) -> Option<Result<String, Fault>> {
        if !self.writes {
            return None;
        }
        let spell = self.spell;
        self.inner
            .notation(q, mv)
            .map(|r| r.map(|s| spell.map_or(s.clone(), |f| f(s))))
    }
}

fn case(id: &str) -> crate::cases::Case {
    let (cases, _) = crate::cases::load_cases(&crate::files::Source::Embedded, &[]).unwrap();
    cases.into_iter().find(|c| c.id == id).expect("the case")
}

fn oracle_engine(ruleset: &str) -> Box<dyn Engine> {
    let spec = Catalog::new().spec("oracle").unwrap();
    spec.start(ruleset, &[], &[], std::time::Duration::from_secs(10))
        .unwrap()
}

/// `Me7` refused as ambiguous (void-chess/11.1) asked of an engine that does not explain: refused by
/// its notation (none of its legal moves is written `Me7`), the clause not compared; and failed by an
/// engine that writes a legal move so (here, one that leaves out the Minister's Step 1 square).
#[test]
fn a_move_written_for_people_is_judged_by_the_engines_notation_where_it_does_not_explain() {
    let c = case("void-chess/notation-minister-ambiguous");
    let mut engine = Without {
        inner: oracle_engine("void-chess"),
        spell: None,
        writes: true,
    };
    let r = super::run_case(&mut engine, &c);
    assert_eq!(r.verdict, "passed", "{r:?}");
    assert_eq!(r.steps[0].clauses_not_compared, 1, "{r:?}");
    fn no_step_square(s: String) -> String {
        match s.split_once('(') {
            Some((head, tail)) => head.to_string() + tail.split_once(')').map_or("", |t| t.1),
            None => s,
        }
    }
    let mut misspelling = Without {
        inner: oracle_engine("void-chess"),
        spell: Some(no_step_square),
        writes: true,
    };
    let r = super::run_case(&mut misspelling, &c);
    assert_eq!(r.verdict, "failed", "{r:?}");
    let lines = super::failure_lines(&r).join("\n");
    assert!(lines.contains("is written Me7"), "{lines}");
    // A `notation` expectation compares the text exactly.
    let r = super::run_case(
        &mut misspelling,
        &case("void-chess/notation-minister-without-step-1"),
    );
    assert_eq!(r.verdict, "failed", "{r:?}");
    // An engine that neither explains nor writes moves for people does not answer it.
    let mut neither = Without {
        inner: oracle_engine("void-chess"),
        spell: None,
        writes: false,
    };
    let r = super::run_case(&mut neither, &c);
    assert_eq!(r.verdict, "not-answered", "{r:?}");
}

/// Castling written for people is compiled to the King's move, so that an engine without `explain`
/// answers it by its legal moves.
#[test]
fn castling_written_for_people_is_asked_as_the_kings_move() {
    let c = case("suicide/b4-no-castling");
    let compiled: Vec<(String, Option<String>)> = c
        .steps
        .iter()
        .flat_map(|s| &s.expect)
        .filter_map(|e| match e {
            crate::cases::Expect::Illegal { mv, text, .. } => Some((text.clone(), mv.clone())),
            _ => None,
        })
        .collect();
    assert!(
        compiled.contains(&("O-O".into(), Some("e1g1".into()))),
        "{compiled:?}"
    );
    assert!(
        compiled.contains(&("O-O-O".into(), Some("e1c1".into()))),
        "{compiled:?}"
    );
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

/// The rulesets the planted bugs are of, each with a test below.
const PLANTED_RULESETS: &[&str] = &[
    "void-chess",
    "fide",
    "suicide",
    "suicide-void",
    "minnaar",
    "circular",
];

/// The suite's own power: every planted bug of `ruleset` is caught by the rule cases alone, with no
/// random games: at least one case fails against it. Prints the figures
/// (`cargo test -p void-chess-harness planted_bugs_of -- --nocapture`; docs/testing.md). One test per
/// ruleset, so that they run side by side with the rest.
fn planted_bugs_of_are_caught_by_the_rule_cases_alone(ruleset: &str) {
    let mut planted = 0;
    let mut survivors = Vec::new();
    for p in crate::planted::all().filter(|p| p.ruleset == ruleset) {
        let o = outcome(&format!("planted:{}", p.name), p.ruleset);
        let (_, failed, _) = o.counts();
        planted += 1;
        if failed == 0 {
            survivors.push(p.name);
        }
        eprintln!(
            "{:<12} {:<40} {failed} cases fail: {:?}",
            p.ruleset,
            p.name,
            failed_clauses(&o)
        );
    }
    eprintln!(
        "{ruleset}: {} of {planted} planted bugs caught by the rule cases alone",
        planted - survivors.len()
    );
    assert!(planted > 0, "no planted bug of {ruleset}");
    assert!(
        survivors.is_empty(),
        "not caught by any case: {survivors:?}"
    );
}

#[test]
fn every_planted_bug_is_of_a_ruleset_tested_below() {
    let others: Vec<_> = crate::planted::all()
        .filter(|p| !PLANTED_RULESETS.contains(&p.ruleset))
        .map(|p| (p.ruleset, p.name))
        .collect();
    assert!(others.is_empty(), "planted bugs of no test: {others:?}");
}

#[test]
fn planted_bugs_of_void_chess_are_caught_by_the_rule_cases_alone() {
    planted_bugs_of_are_caught_by_the_rule_cases_alone("void-chess");
}

#[test]
fn planted_bugs_of_fide_are_caught_by_the_rule_cases_alone() {
    planted_bugs_of_are_caught_by_the_rule_cases_alone("fide");
}

#[test]
fn planted_bugs_of_suicide_are_caught_by_the_rule_cases_alone() {
    planted_bugs_of_are_caught_by_the_rule_cases_alone("suicide");
}

#[test]
fn planted_bugs_of_suicide_void_are_caught_by_the_rule_cases_alone() {
    planted_bugs_of_are_caught_by_the_rule_cases_alone("suicide-void");
}

#[test]
fn planted_bugs_of_minnaar_are_caught_by_the_rule_cases_alone() {
    planted_bugs_of_are_caught_by_the_rule_cases_alone("minnaar");
}

#[test]
fn planted_bugs_of_circular_are_caught_by_the_rule_cases_alone() {
    planted_bugs_of_are_caught_by_the_rule_cases_alone("circular");
}

/// An engine in front of the oracle that answers the start position's refusals with `answer`: the
/// oracle's own error, one naming another clause, one naming none, or an answer (the start of another
/// case, as if it read the text leniently).
struct Lenient {
    inner: Box<dyn Engine>,
    answer: fn(Fault) -> Result<Answer, Fault>,
}

impl Engine for Lenient {
    fn name(&self) -> String {
        self.inner.name()
    }
    fn query(&mut self, q: &Query) -> Result<Answer, Fault> {
        self.inner.query(q).or_else(self.answer)
    }
}

/// A start the rules refuse (minnaar/8.3: more passes in a row than turns counted) passes an engine
/// that refuses it by that clause, fails one that refuses it by another clause or answers it, and
/// counts the clause not compared for one that refuses it naming no clause.
#[test]
fn a_start_the_rules_refuse_must_be_refused_by_its_clause() {
    let c = case("minnaar/position-text-passes-exceed-the-tally");
    let run = |answer: fn(Fault) -> Result<Answer, Fault>| {
        let mut engine = Lenient {
            inner: oracle_engine("minnaar"),
            answer,
        };
        super::run_case(&mut engine, &c)
    };
    let own = run(Err);
    assert_eq!(own.verdict, "passed", "{own:?}");
    let another = run(|f| {
        Err(Fault::Refused {
            request: f.request().unwrap_or_default().to_string(),
            message: "bad position (minnaar/6.3)".into(),
        })
    });
    assert_eq!(another.verdict, "failed", "{another:?}");
    let unnamed = run(|f| {
        Err(Fault::Refused {
            request: f.request().unwrap_or_default().to_string(),
            message: "bad position".into(),
        })
    });
    assert_eq!(unnamed.verdict, "passed", "{unnamed:?}");
    assert_eq!(unnamed.steps[0].clauses_not_compared, 1, "{unnamed:?}");
    let answered = run(|_| {
        Ok(Answer {
            moves: vec!["pass".into()],
            ..Answer::default()
        })
    });
    assert_eq!(answered.verdict, "failed", "{answered:?}");
}
