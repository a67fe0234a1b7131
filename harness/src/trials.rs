//! The rule cases as libtest trials, in an engine's own `cargo test` (in the manner of
//! toml-test-harness): every case of the embedded suite one named trial (`void-chess/janitor-mover-is-safe`),
//! so that `cargo test -- janitor` and `cargo test -- --list` work; and, when asked, every count of the
//! perft tables one trial (`perft/void-chess/start/4`).
//!
//! A case passes when every step the engine answers agrees with the scenario and every step is answered; a
//! failed step fails the trial with the step, the scenario's answer beside the engine's and the clauses; a
//! case with a step the engine cannot answer (and none failed) is ignored, with the reason, never passed.
//! A case on the [`Harness::ignore`] list is an ignored trial; run anyway (`-- --include-ignored`), it
//! fails when it passes, so that a gap that closed is taken off the list.
//!
//! ```no_run
//! // tests/conformance.rs of an engine, with `harness = false` for this test in Cargo.toml
//! use harness::engines::engine::{Answer, Engine, Fault, Query};
//! use harness::presets::InProcess;
//!
//! struct Mine;
//!
//! impl Engine for Mine {
//!     fn name(&self) -> String {
//!         "mine".into()
//!     }
//!     fn query(&mut self, q: &Query) -> Result<Answer, Fault> {
//!         // The legal moves, the position text, check and status of the position `q` reaches.
//!         # let _ = q;
//!         Ok(Answer::default())
//!     }
//! }
//!
//! const MINE: InProcess = InProcess {
//!     name: "mine",
//!     rulesets: &["void-chess"],
//!     start: |_, _| Ok(Box::new(Mine)),
//! };
//!
//! fn main() {
//!     harness::Harness::new(MINE).test()
//! }
//! ```

use crate::cases::{load_cases, Case};
use crate::check_engine::{failure_lines, run_case, CaseResult};
use crate::engines::engine::Engine;
use crate::files::Source;
use crate::presets::{EngineSpec, InProcess};
use libtest_mimic::{Arguments, Completion, Failed, Trial};
use std::sync::Arc;
use std::time::Duration;

/// The rule cases (and perft tables) of some rulesets, to be run against one engine as libtest trials.
#[derive(Clone, Debug)]
pub struct Harness {
    engine: EngineSpec,
    rulesets: Vec<String>,
    skip_tags: Vec<String>,
    ignore: Vec<String>,
    source: Source,
    timeout: Duration,
    perft_nodes: Option<u64>,
    require_answers: bool,
}

impl From<InProcess> for EngineSpec {
    fn from(e: InProcess) -> EngineSpec {
        EngineSpec::InProcess(e)
    }
}

impl Harness {
    /// The cases of every ruleset the engine plays, from the suite embedded in the harness.
    pub fn new(engine: impl Into<EngineSpec>) -> Harness {
        Harness {
            engine: engine.into(),
            rulesets: Vec::new(),
            skip_tags: Vec::new(),
            ignore: Vec::new(),
            source: Source::Embedded,
            timeout: Duration::from_secs(10),
            perft_nodes: None,
            require_answers: false,
        }
    }

    /// Only the cases of these rulesets: slugs (`void-chess`, `fide`, ...) or readings by the names the
    /// command line takes (`antichess`, `giveaway`: the scenarios of their ruleset that hold under them,
    /// each asked with the reading's switches, [`crate::cases::select`]). Perft counts are those of
    /// the slugs named.
    pub fn rulesets<S: Into<String>>(mut self, names: impl IntoIterator<Item = S>) -> Harness {
        self.rulesets = names.into_iter().map(Into::into).collect();
        self
    }

    /// Leave out the cases that need any of these tags (RUNNER.md lists them: `explain`, `status`,
    /// `events`, `notation`, ...).
    pub fn skip_tags<S: Into<String>>(mut self, tags: impl IntoIterator<Item = S>) -> Harness {
        self.skip_tags = tags.into_iter().map(Into::into).collect();
        self
    }

    /// Known gaps: these cases (by name, `void-chess/janitor-mover-is-safe`) are ignored trials. A name
    /// that is no case fails the run.
    pub fn ignore<S: Into<String>>(mut self, cases: impl IntoIterator<Item = S>) -> Harness {
        self.ignore = cases.into_iter().map(Into::into).collect();
        self
    }

    /// Read the scenarios from `source` instead of the embedded suite.
    pub fn source(mut self, source: Source) -> Harness {
        self.source = source;
        self
    }

    /// How long the engine may take to answer one request (10 s unless told).
    pub fn timeout(mut self, timeout: Duration) -> Harness {
        self.timeout = timeout;
        self
    }

    /// Also a trial for every count of the perft tables of the rulesets up to `max_nodes` leaves
    /// (`perft/void-chess/start/4`), counted by [`crate::perft_tables::count`].
    pub fn perft(mut self, max_nodes: u64) -> Harness {
        self.perft_nodes = Some(max_nodes);
        self
    }

    /// Every step must be answered: a case with a step the engine leaves not answered fails instead of
    /// being ignored, unless what held it back is only a reading the engine does not play (it refused
    /// the case's switches). For an engine that answers every question of the protocol, so that one
    /// that stops answering one (the notation, the status, a refusal's clause) is noticed.
    pub fn require_answers(mut self) -> Harness {
        self.require_answers = true;
        self
    }

    /// The rulesets the trials are about: those asked for, else those the engine plays (every ruleset
    /// for an engine that says so only when started).
    fn slugs(&self) -> Vec<String> {
        if !self.rulesets.is_empty() {
            return self.rulesets.clone();
        }
        self.engine.plays().unwrap_or_else(|| {
            oracle::rulesets()
                .iter()
                .map(|r| r.slug().to_string())
                .collect()
        })
    }

    /// The trials: a case each (and a perft count each when asked), and one that fails where the
    /// suite cannot be read or the ignore list names no case.
    pub fn trials(&self) -> Vec<Trial> {
        let slugs = self.slugs();
        let mut trials = Vec::new();
        let (mut cases, errors) = match load_cases(&self.source, &slugs) {
            Ok(loaded) => loaded,
            Err(e) => (Vec::new(), vec![e]),
        };
        let all = cases.clone();
        cases.retain(|c| !c.needs.iter().any(|t| self.skip_tags.contains(t)));
        let mut unknown: Vec<&String> = self
            .ignore
            .iter()
            .filter(|name| !all.iter().any(|c| &&c.id == name))
            .collect();
        if self.perft_nodes.is_some() {
            unknown.retain(|name| !name.starts_with("perft/"));
        }
        let mut problems = errors;
        if !unknown.is_empty() {
            let names: Vec<&str> = unknown.iter().map(|s| s.as_str()).collect();
            problems.push(format!(
                "the ignore list names no case: {} (`cargo test -- --list` lists them)",
                names.join(", ")
            ));
        }
        if cases.is_empty() && self.perft_nodes.is_none() && problems.is_empty() {
            problems.push(format!(
                "no case to run for {} (a run of no case never passes)",
                if slugs.is_empty() {
                    "the engine".to_string()
                } else {
                    slugs.join(", ")
                }
            ));
        }
        if !problems.is_empty() {
            trials.push(Trial::test("suite", move || {
                Err(Failed::from(problems.join("\n")))
            }));
        }
        let shared = Arc::new(self.clone());
        for case in cases {
            let ignored = self.ignore.contains(&case.id);
            let name = case.id.clone();
            let h = Arc::clone(&shared);
            trials.push(
                Trial::ignorable_test(name, move || h.run_case(&case, ignored))
                    .with_ignored_flag(ignored),
            );
        }
        if let Some(max) = self.perft_nodes {
            for count in crate::perft_tables::counts(&slugs, max) {
                let name = count.name();
                let ignored = self.ignore.contains(&name);
                let h = Arc::clone(&shared);
                trials.push(
                    Trial::ignorable_test(name, move || h.run_perft(&count, ignored))
                        .with_ignored_flag(ignored)
                        .with_kind("perft"),
                );
            }
        }
        trials
    }

    /// Runs the trials with the command line's arguments (`cargo test -- FILTER`, `--list`,
    /// `--include-ignored`...) and exits with libtest's code.
    pub fn test(self) -> ! {
        let args = Arguments::from_args();
        libtest_mimic::run(&args, self.trials()).exit()
    }

    /// The engine started for `ruleset` under `switches`.
    fn start(
        &self,
        ruleset: &str,
        switches: &[(String, String)],
    ) -> Result<Box<dyn Engine>, String> {
        let mut uci = Vec::new();
        self.engine.check_ruleset(ruleset, &mut uci)?;
        self.engine.start(ruleset, &uci, switches, self.timeout)
    }

    fn run_case(&self, case: &Case, ignored: bool) -> Result<Completion, Failed> {
        let mut engine = self
            .start(&case.ruleset, &[])
            .map_err(|e| Failed::from(format!("the engine could not be started: {e}")))?;
        let result = run_case(engine.as_mut(), case);
        if self.require_answers && !ignored {
            if let Some(why) = unanswered_beyond_readings(&result) {
                return Err(Failed::from(format!(
                    "{why} (every step must be answered: `Harness::require_answers`)"
                )));
            }
        }
        verdict(&result, ignored)
    }

    fn run_perft(
        &self,
        count: &crate::perft_tables::Count,
        ignored: bool,
    ) -> Result<Completion, Failed> {
        let mut engine = match self.start(&count.ruleset, &count.switches) {
            Ok(e) => e,
            // A count under switches the engine does not play is not a failure of the engine.
            Err(e) if !count.switches.is_empty() => {
                return Ok(Completion::ignored_with(format!(
                    "under a reading the engine does not play: {e}"
                )))
            }
            Err(e) => return Err(format!("the engine could not be started: {e}").into()),
        };
        let outcome = count.check(engine.as_mut());
        match (outcome, ignored) {
            (Ok(Some(why)), _) => Ok(Completion::ignored_with(why)),
            (Ok(None), true) => Err("passes, but is on the ignore list: take it off".into()),
            (Ok(None), false) => Ok(Completion::Completed),
            (Err(e), _) => Err(e.into()),
        }
    }
}

/// The trial's outcome from a case's result: failed with its lines, ignored with what was not
/// answered, passed; a case on the ignore list fails when it passes.
fn verdict(result: &CaseResult, ignored: bool) -> Result<Completion, Failed> {
    match result.verdict.as_str() {
        "failed" => {
            let mut text = failure_lines(result).join("\n");
            text.push_str(&format!("\nclauses: {}", result.clauses.join(" ")));
            Err(text.into())
        }
        "passed" if ignored => Err(format!(
            "{} passes, but is on the ignore list: take it off",
            result.id
        )
        .into()),
        "passed" => Ok(Completion::Completed),
        _ => Ok(Completion::ignored_with(not_answered(result))),
    }
}

/// Why a case was not answered, when some step of it was held back by more than a reading the engine
/// does not play; `None` when every step was answered, or the case failed, or only such readings held it
/// back.
fn unanswered_beyond_readings(result: &CaseResult) -> Option<String> {
    if result.verdict == "failed" {
        return None;
    }
    let beyond = result.steps.iter().any(|s| {
        matches!(&s.verdict, crate::check_engine::Verdict::NotAnswered { reasons }
            if reasons.iter().any(|r| !r.starts_with(crate::check_engine::SWITCHES_REFUSED)))
    });
    beyond.then(|| not_answered(result))
}

/// Why a case was not answered: each reason once, with the steps it held back.
fn not_answered(result: &CaseResult) -> String {
    let mut reasons: Vec<(String, usize)> = Vec::new();
    for s in &result.steps {
        if let crate::check_engine::Verdict::NotAnswered { reasons: why } = &s.verdict {
            for r in why {
                match reasons.iter_mut().find(|(x, _)| x == r) {
                    Some((_, n)) => *n += 1,
                    None => reasons.push((r.clone(), 1)),
                }
            }
        }
    }
    let parts: Vec<String> = reasons
        .iter()
        .map(|(r, n)| format!("{r} ({n} step{})", if *n == 1 { "" } else { "s" }))
        .collect();
    format!("not answered: {}", parts.join("; "))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Under `require_answers`, a case with a step the engine leaves not answered fails, unless only a
    /// reading the engine does not play held it back; a case it answers whole passes as before.
    #[test]
    fn require_answers_fails_a_question_left_unanswered_but_not_a_reading() {
        use crate::engines::engine::{Answer, Fault, Query};
        /// An engine that answers the moves, position, check and status only: no notation, no
        /// explanation, no switches.
        struct MovesOnly(Box<dyn Engine>);
        impl Engine for MovesOnly {
            fn name(&self) -> String {
                "moves-only".into()
            }
            fn query(&mut self, q: &Query) -> Result<Answer, Fault> {
                self.0.query(q)
            }
        }
        let slugs = ["void-chess".to_string()];
        let (cases, errors) = load_cases(&Source::Embedded, &slugs).expect("the embedded suite");
        assert!(errors.is_empty(), "{errors:?}");
        let case = |id: &str| {
            cases
                .iter()
                .find(|c| c.id == id)
                .unwrap_or_else(|| panic!("no case {id}"))
                .clone()
        };
        let start = || (crate::presets::ORACLE.start)("void-chess", &[]).expect("the oracle");
        let notation = case("void-chess/notation-disambiguation");
        let left = run_case(&mut MovesOnly(start()), &notation);
        assert_eq!(left.verdict, "not-answered", "{left:?}");
        let why = unanswered_beyond_readings(&left).expect("a question left not answered");
        assert!(why.starts_with("not answered:"), "{why}");
        let reading = case("void-chess/switch-pawn-attack-pseudo-legal-moves");
        let held = run_case(&mut MovesOnly(start()), &reading);
        assert_eq!(held.verdict, "not-answered", "{held:?}");
        assert_eq!(unanswered_beyond_readings(&held), None);
        let whole = run_case(start().as_mut(), &notation);
        assert_eq!(whole.verdict, "passed", "{whole:?}");
        assert_eq!(unanswered_beyond_readings(&whole), None);
    }

    /// A reading's name selects the cases that hold under it, named after it, and an empty selection
    /// fails the run rather than passing it.
    #[test]
    fn a_reading_by_name_gives_its_cases_and_no_case_fails() {
        let names = |h: Harness| -> Vec<String> {
            h.trials().iter().map(|t| t.name().to_string()).collect()
        };
        let anti = names(Harness::new(crate::presets::ORACLE).rulesets(["antichess"]));
        assert!(anti.len() >= 10, "{anti:?}");
        assert!(anti.iter().all(|n| n.starts_with("antichess/")), "{anti:?}");
        let none = names(
            Harness::new(crate::presets::ORACLE)
                .rulesets(["antichess"])
                .skip_tags(["moves"]),
        );
        assert_eq!(none, ["suite"], "{none:?}");
    }
}
