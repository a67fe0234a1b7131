//! The rule cases as libtest trials, run as an engine's own `cargo test` runs them: the example
//! `planted_conformance` (wired as an engine's `tests/conformance.rs`) against the oracle passes every
//! trial it answers; against a planted bug it fails, each failed trial naming the step, the scenario's
//! answer beside the engine's, and the clauses; `--list` and a filter work as libtest's.

use std::path::PathBuf;
use std::process::{Command, Output};

#[allow(dead_code)] // the proxies of the tester's tests; this file uses the example's path only
mod common_engines;

/// The example's binary, beside this test's (`target/<profile>/examples/`), built by `cargo test`.
fn example() -> PathBuf {
    common_engines::example("planted_conformance")
}

fn run(planted: Option<&str>, args: &[&str]) -> (Output, String) {
    let mut c = Command::new(example());
    c.args(args).env_remove("PLANTED");
    if let Some(p) = planted {
        c.env("PLANTED", p);
    }
    let out = c.output().expect("the example runs");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    (out, text)
}

#[test]
fn the_oracle_passes_every_trial_it_answers_and_each_case_is_a_named_trial() {
    let (out, text) = run(None, &[]);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("test result: ok."), "{text}");
    assert!(text.contains(" 0 failed"), "{text}");
    // Every Void Chess scenario is a trial named after its file, a perft count one of its own.
    let (_, list) = run(None, &["--list"]);
    let cases = list
        .lines()
        .filter(|l| l.starts_with("void-chess/"))
        .count();
    let scenarios = std::fs::read_dir(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/data/scenarios/void-chess"
    ))
    .expect("the scenarios")
    .filter(|e| {
        e.as_ref()
            .is_ok_and(|e| e.path().extension().is_some_and(|x| x == "yaml"))
    })
    .count();
    assert_eq!(cases, scenarios, "{list}");
    assert!(list.contains("janitor-mover-is-safe: test"), "{list}");
    assert!(list.contains("perft/void-chess/start/2: test"), "{list}");
    // A filter keeps the trials whose name holds it.
    let (out, text) = run(None, &["janitor"]);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("void-chess/janitor-mover-is-safe"), "{text}");
    assert!(!text.contains("void-chess/castling "), "{text}");
}

#[test]
fn a_planted_bug_fails_with_the_step_both_answers_and_the_clauses() {
    let (out, text) = run(Some("void-never-castles"), &["castling"]);
    assert_eq!(out.status.code(), Some(101), "{text}");
    assert!(
        text.lines()
            .any(|l| l.contains("void-chess/castling ") && l.ends_with("FAILED")),
        "{text}"
    );
    assert!(
        text.contains("the scenario: ") && text.contains("; the engine: "),
        "{text}"
    );
    assert!(
        text.contains("scenarios/void-chess/castling.yaml:"),
        "{text}"
    );
    let clauses = text
        .lines()
        .find(|l| l.starts_with("clauses: "))
        .unwrap_or_else(|| panic!("no clause line: {text}"));
    assert!(clauses.contains("void-chess/8.1"), "{clauses}");
}

#[test]
fn an_unknown_planted_bug_is_refused() {
    let (out, _) = run(Some("no-such-bug"), &[]);
    assert_eq!(out.status.code(), Some(2));
}
