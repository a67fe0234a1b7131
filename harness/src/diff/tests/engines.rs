//! The tester against engines that misbehave (crash, hang, garbage, slow answers, another protocol
//! version, a lie), the UCI adapter, shards, the time limit, start positions from a file.

use super::test_engines::proxy;
use super::{fide, scratch};
use crate::diff::engine::Fault;
use crate::diff::runner::Summary;
use crate::diff::Options;
use crate::presets::EngineSpec;
use std::path::PathBuf;
use std::time::Duration;

/// A diff run against the proxy in `mode`, misbehaving at request `n`.
pub(super) fn misbehaving_run(
    mode: &str,
    n: u32,
    extra: &[&str],
) -> (Result<Summary, String>, PathBuf) {
    let dir = scratch(mode);
    let state = dir.join("state");
    let n = n.to_string();
    let engine = proxy(
        "misbehaving_engine.py",
        &[mode, &n, state.to_str().unwrap()],
    );
    let report = dir.join("report.json");
    let mut args: Vec<String> = [
        "diff",
        "--engine",
        &engine,
        "--games",
        "4",
        "--max-plies",
        "20",
        "--quiet",
        "--no-seeds",
        "--report",
        report.to_str().unwrap(),
        "--scenarios",
        dir.to_str().unwrap(),
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    // An option given in `extra` replaces the default one.
    for pair in extra.chunks(2) {
        if let Some(i) = args
            .iter()
            .position(|a| a == pair[0] && a.starts_with("--games"))
        {
            args.drain(i..i + 2);
        }
        if let Some(i) = args.iter().position(|a| a == pair[0] && a == "--max-plies") {
            args.drain(i..i + 2);
        }
    }
    args.extend(extra.iter().map(|s| s.to_string()));
    let options = Options::try_parse_from(args).expect("valid options");
    (super::execute(&options, fide()), dir)
}

pub(super) fn report(dir: &std::path::Path) -> serde_json::Value {
    let text = std::fs::read_to_string(dir.join("report.json")).expect("the report is written");
    serde_json::from_str(&text).expect("the report is JSON")
}

/// A run against the proxy misbehaving once (`mode` at request `n`): the run goes on with that one fault,
/// the faulty position skipped and the rest of the 4 games of 21 positions compared.
fn one_fault_run(mode: &str, n: u32, extra: &[&str]) -> (Summary, PathBuf) {
    let (summary, dir) = misbehaving_run(mode, n, extra);
    let s = summary.expect("the run goes on");
    assert_eq!(s.faults.len(), 1, "{:?}", s.faults);
    assert_eq!(s.positions, 4 * 21 - 1);
    (s, dir)
}

#[test]
fn a_crash_is_reported_with_its_request_and_the_engine_restarted() {
    let (s, dir) = one_fault_run("crash", 30, &[]);
    let Fault::Crash { request, .. } = &s.faults[0].fault else {
        panic!("{:?}", s.faults[0]);
    };
    // Request 30 is the 30th line: hello, then three per position: the 10th position's `moves`... the
    // proxy counts every line, so it is some position request, and it names its op and moves.
    assert!(request.contains("\"op\""), "{request}");
    assert!(s.restarts >= 1);
    assert!(s.findings.is_empty());
    assert_eq!(s.exit_code(), 1);
    let r = report(&dir);
    assert_eq!(r["engine_faults"][0]["kind"], "crash");
    assert_eq!(
        r["engine_faults"][0]["request"].as_str(),
        Some(request.as_str())
    );
}

#[test]
fn a_hang_is_killed_at_the_timeout_and_the_run_goes_on() {
    let (s, _) = one_fault_run("hang", 30, &["--timeout", "4"]);
    assert!(
        matches!(s.faults[0].fault, Fault::Timeout { .. }),
        "{:?}",
        s.faults[0]
    );
    assert!(s.restarts >= 1);
    assert!(
        s.seconds < 30.0,
        "the hang was not cut short: {} s",
        s.seconds
    );
}

#[test]
fn garbage_is_reported_with_the_raw_line() {
    let (s, dir) = one_fault_run("garbage", 30, &[]);
    let Fault::Garbage { line, .. } = &s.faults[0].fault else {
        panic!("{:?}", s.faults[0]);
    };
    assert_eq!(line, "garbage!! not a reply");
    assert_eq!(
        report(&dir)["engine_faults"][0]["line"],
        "garbage!! not a reply"
    );
}

#[test]
fn a_slow_answer_within_the_timeout_is_no_fault() {
    let (summary, _) = misbehaving_run("slow", 25, &["--timeout", "3"]);
    let s = summary.expect("the run goes on");
    assert!(s.faults.is_empty(), "{:?}", s.faults);
    assert!(s.findings.is_empty());
    assert_eq!(s.positions, 4 * 21);
    assert_eq!(s.exit_code(), 0);
}

#[test]
fn a_wrong_protocol_version_stops_the_run_before_it_starts() {
    let (summary, _) = misbehaving_run("version", 1, &[]);
    let message = summary.expect_err("the harness cannot run");
    assert!(message.contains("protocol 2"), "{message}");
    assert!(message.contains("protocol 1"), "{message}");
}

/// The proxy lies once, by the count of its answers: the finding is reported and shrunk, but a scenario
/// cannot show it again (the engine started again to confirm it answers truly), so none is written: the
/// replay line stands and the report says why.
#[test]
fn a_lie_is_shrunk_and_reported_and_its_scenario_unconfirmed() {
    // The proxy drops the first legal move of its 5th `moves` answer: the position after 4 plies of game 0.
    let (summary, dir) = misbehaving_run("lie", 5, &[]);
    let s = summary.expect("the run goes on");
    assert_eq!(s.findings.len(), 1, "{:?}", s.findings);
    let f = &s.findings[0];
    assert_eq!(f.game, 0);
    assert_eq!(f.moves.len(), 4);
    assert!(
        matches!(&f.difference, crate::diff::compare::Difference::Moves { missing, extra }
        if missing.len() == 1 && extra.is_empty())
    );
    assert_eq!(s.exit_code(), 1);
    let r = report(&dir);
    let d = &r["disagreements"][0];
    assert!(d["scenario_file"].is_null(), "{d}");
    assert!(d["scenario"].is_null(), "{d}");
    let why = d["scenario_unconfirmed"]
        .as_str()
        .expect("why it is unconfirmed");
    assert!(why.contains("passes against the engine"), "{why}");
    assert!(d["replay"]
        .as_str()
        .unwrap()
        .starts_with("cargo xtask diff"));
    // The other three games are played to the end.
    assert_eq!(s.games_played, 4);
}

#[test]
fn shards_together_play_the_same_games_as_one_run() {
    let run = |shard: Option<&str>| {
        let mut args = vec![
            "diff",
            "--engine",
            "shakmaty",
            "--games",
            "6",
            "--max-plies",
            "12",
            "--quiet",
        ];
        if let Some(s) = shard {
            args.extend(["--shard", s]);
        }
        let options = Options::try_parse_from(args).unwrap();
        super::execute(&options, fide()).unwrap()
    };
    let whole = run(None);
    let parts: Vec<Summary> = ["1/3", "2/3", "3/3"].iter().map(|s| run(Some(s))).collect();
    assert_eq!(whole.games_played, 6);
    assert_eq!(parts.iter().map(|p| p.games_played).sum::<u64>(), 6);
    assert_eq!(
        parts.iter().map(|p| p.positions).sum::<u64>(),
        whole.positions
    );
}

#[test]
fn an_engine_that_cannot_start_is_a_harness_failure() {
    let spec = EngineSpec::Protocol(vec!["/nonexistent/engine".into()]);
    let e = spec
        .start("fide", &[], &[], Duration::from_secs(1))
        .err()
        .expect("no such program");
    assert!(e.contains("/nonexistent/engine"), "{e}");
}

#[test]
fn the_time_limit_stops_the_run_and_says_so() {
    let options = Options::try_parse_from([
        "diff",
        "--engine",
        "shakmaty",
        "--games",
        "1000000",
        "--time-limit",
        "1s",
        "--quiet",
    ])
    .unwrap();
    let s = super::execute(&options, fide()).unwrap();
    assert!(s.time_limited);
    assert!(!s.interrupted);
    assert!(s.games_played < 1_000_000);
    assert!(s.seconds < 30.0, "{} s", s.seconds);
    assert_eq!(s.exit_code(), 0);
}

#[test]
fn games_start_from_the_positions_of_an_epd_file_in_turn() {
    let dir = scratch("positions");
    let path = dir.join("p.epd");
    // A position with no legal move for the side to move (stalemate, fide/5.1) ends its games at once:
    // one compared position each; the other games start at the usual position.
    std::fs::write(
        &path,
        "7k/5Q2/6K1/8/8/8/8/8 b - - ;stalemate\nrnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -\n",
    )
    .unwrap();
    let options = Options::try_parse_from([
        "diff",
        "--engine",
        "shakmaty",
        "--games",
        "4",
        "--max-plies",
        "10",
        "--quiet",
        "--positions",
        path.to_str().unwrap(),
    ])
    .unwrap();
    let s = super::execute(&options, fide()).unwrap();
    assert_eq!(s.games_played, 4);
    // Games 0 and 2: the stalemate, 1 position each; games 1 and 3: 11 positions each.
    assert_eq!(s.positions, 2 + 2 * 11);
    assert_eq!(s.endings.get("draw (fide/5.1)"), Some(&2));
}

/// The UCI adapter against a UCI engine built over the correct test engine: agreement, then a crash in
/// the middle of a `go perft 1`, reported and followed by a restart with a new handshake.
#[test]
fn the_uci_adapter_agrees_and_survives_a_crash() {
    for (crash_at, faults) in [(0, 0), (25, 1)] {
        let dir = scratch(&format!("uci-{crash_at}"));
        let state = dir.join("state");
        let engine = format!(
            "uci:{}",
            proxy(
                "uci_over_protocol.py",
                &[&crash_at.to_string(), state.to_str().unwrap()]
            )
        );
        let options = Options::try_parse_from([
            "diff",
            "--engine",
            &engine,
            "--games",
            "3",
            "--max-plies",
            "20",
            "--quiet",
            "--no-seeds",
        ])
        .unwrap();
        let s = super::execute(&options, fide()).expect("the run goes on");
        assert!(s.findings.is_empty(), "{:?}", s.findings);
        assert_eq!(s.faults.len(), faults, "{:?}", s.faults);
        assert_eq!(s.positions, 3 * 21 - faults as u64);
        if faults > 0 {
            assert!(
                matches!(&s.faults[0].fault, Fault::Crash { request, .. } if request.contains("go perft 1"))
            );
            assert!(s.restarts >= 1);
        }
    }
}

#[test]
fn an_unknown_switch_stops_the_run_before_it_starts() {
    let options = Options::try_parse_from([
        "diff",
        "--engine",
        "shakmaty",
        "--interpretation",
        "no-such-switch=1",
    ])
    .unwrap();
    let e = super::execute(&options, fide()).expect_err("refused");
    assert!(e.contains("no-such-switch"), "{e}");
}
