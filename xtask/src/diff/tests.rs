//! The tester's proof of power (planted mutants caught and shrunk) and its robustness (engines that crash,
//! hang, print garbage, answer slowly, or speak another protocol version).

use super::engine::{Engine, Fault};
use super::game::{play_game, Finding, Plan};
use super::mutant::{Mutant, MutantEngine};
use super::run::{run_with, start_engine, EngineSpec, Summary};
fn fide() -> &'static dyn oracle::core::AnyRuleset {
    oracle::ruleset("fide").expect("the oracle has the FIDE ruleset")
}
use super::Options;
use clap::Parser;
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Duration;

/// The six standard perft test positions (between them castling both ways, en passant with position 3's
/// horizontal pin, promotions and pins), and one set up for double checks: a Knight in front of a Rook on
/// the enemy King's file, whose moves to d6 or f6 check twice. Games start from each in turn.
const POSITIONS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "4k3/8/r7/8/4N3/8/8/K3R3 w - - 0 1",
];

fn plan(starts: &[&str], seed: u64, max_plies: usize) -> Plan {
    Plan {
        ruleset: fide(),
        interpretation: Vec::new(),
        starts: starts.iter().map(|s| s.to_string()).collect(),
        seed,
        max_plies,
        stop: Arc::new(AtomicBool::new(false)),
        shrink_budget: 20_000,
        shrink_findings: u64::MAX,
        shrunk: std::sync::atomic::AtomicU64::new(0),
    }
}

/// Plays games until a finding whose reproduction is at most `plies` long, as a user reads a run's
/// findings: each finding is shrunk from its own game's start position, and games start at different
/// positions, so the shortest reproduction is the one that matters. Returns it (or the shortest seen)
/// and how many findings were made on the way.
fn short_finding(
    plan: &Plan,
    engine: &mut MutantEngine,
    games: u64,
    plies: usize,
) -> (Option<Finding>, usize) {
    let mut best: Option<Finding> = None;
    let mut count = 0;
    for g in 0..games {
        if let Some(f) = play_game(plan, engine, g)
            .expect("the oracle plays")
            .finding
        {
            count += 1;
            let shorter = best
                .as_ref()
                .is_none_or(|b| f.shrunk_moves.len() < b.shrunk_moves.len());
            if shorter {
                best = Some(f);
            }
            if best.as_ref().is_some_and(|b| b.shrunk_moves.len() <= plies) {
                break;
            }
        }
    }
    (best, count)
}

#[test]
fn the_unmutated_engine_agrees() {
    let plan = plan(POSITIONS, 1, 60);
    let mut engine = super::shakmaty_engine::ShakmatyEngine::<shakmaty::Chess>::new("shakmaty");
    for g in 0..30 {
        let r = play_game(&plan, &mut engine, g).unwrap();
        assert!(r.finding.is_none(), "{:?}", r.finding);
        assert!(r.faults.is_empty());
    }
}

/// Runs a written scenario through the suite's scenario runner: it asserts the oracle's answers, so it
/// must load and pass. A scenario without a clause (the oracle names one only for refusals and game ends)
/// is first refused for exactly that, then checked with a placeholder clause.
pub(super) fn scenario_passes(text: &str, name: &str) {
    let dir = scratch(&format!("scenario-{name}"));
    let path = dir.join(format!("{name}.yaml"));
    let registries = conformance::Registries::load_dir(&super::run::repo_root().join("clauses"))
        .expect("the clause registries load");
    let text = if text.contains("clauses: []") {
        std::fs::write(&path, text).unwrap();
        let e = conformance::scenario::load_scenario(&path, &registries)
            .expect_err("a scenario without clauses is refused");
        assert!(e.to_string().contains("`clauses` is empty"), "{e}");
        let placeholder = ["fide/1", "void-chess/1.1", "suicide-void/B.2", "minnaar/1.1", "circular/2.1"]
            .into_iter()
            .find(|c| text.contains(&format!("ruleset: {}\n", c.split('/').next().unwrap_or(""))))
            .unwrap_or("fide/1");
        text.replace("clauses: []", &format!("clauses: [\"{placeholder}\"]"))
    } else {
        text.to_string()
    };
    std::fs::write(&path, &text).unwrap();
    let loaded = conformance::scenario::load_scenario(&path, &registries)
        .unwrap_or_else(|e| panic!("the scenario does not load: {e}\n{text}"));
    conformance::run_scenario(&loaded, &conformance::runner::default_resolver)
        .unwrap_or_else(|e| panic!("the scenario fails: {e}\n{text}"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Catches `mutant` in seeded games from those positions and checks its shortest reproduction.
fn caught_and_shrunk(mutant: Mutant) {
    let plan = plan(POSITIONS, 1, 60);
    let mut engine = MutantEngine::new(mutant);
    let (finding, count) = short_finding(&plan, &mut engine, 600, 8);
    let finding = finding.unwrap_or_else(|| panic!("{mutant:?} was not caught in 600 games"));
    eprintln!(
        "{mutant:?}: {count} findings; game {} ply {} -> {} plies from {}: {} then {}",
        finding.game,
        finding.moves.len(),
        finding.shrunk_moves.len(),
        finding.start,
        finding.shrunk_moves.join(" "),
        finding.shrunk_difference.describe()
    );
    assert!(
        finding.shrunk_moves.len() <= 8,
        "{mutant:?} shrunk only to {} plies: {:?} from {}",
        finding.shrunk_moves.len(),
        finding.shrunk_moves,
        finding.start
    );
    let text = super::scenario::scenario(&plan, &engine.name(), "(replay)", &finding);
    scenario_passes(&text, &format!("{mutant:?}"));
}

macro_rules! mutant_tests {
    ($($name:ident: $mutant:ident,)*) => {
        $(
            #[test]
            fn $name() {
                caught_and_shrunk(Mutant::$mutant);
            }
        )*

        #[test]
        fn at_least_ten_mutants_are_tested() {
            let tested = [$(Mutant::$mutant),*];
            assert!(tested.len() >= 10);
            assert_eq!(tested.len(), Mutant::ALL.len(), "every mutant has its test");
        }
    };
}

mutant_tests! {
    mutant_castle_through_attacked_square: CastleThroughAttackedSquare,
    mutant_castle_out_of_check: CastleOutOfCheck,
    mutant_castle_into_check: CastleIntoCheck,
    mutant_en_passant_exposing_king: EnPassantExposingKing,
    mutant_no_en_passant: NoEnPassant,
    mutant_no_under_promotion: NoUnderPromotion,
    mutant_pinned_piece_moves: PinnedPieceMoves,
    mutant_double_check_answered_by_block: DoubleCheckAnsweredByBlock,
    mutant_king_ignores_pawn_attacks: KingIgnoresPawnAttacks,
    mutant_pawn_jumps_over_piece: PawnJumpsOverPiece,
    mutant_capture_keeps_move_count: CaptureKeepsMoveCount,
    mutant_knight_check_unseen: KnightCheckUnseen,
}

/// The correct protocol engine the misbehaving proxy stands in front of (an example of this package,
/// built by `cargo test`).
fn example_engine() -> PathBuf {
    let exe = std::env::current_exe().expect("the test binary has a path");
    let dir = exe
        .parent()
        .and_then(|deps| deps.parent())
        .expect("target/<profile>/deps");
    let path = dir.join("examples/shakmaty_protocol_engine");
    assert!(
        path.exists(),
        "{} is missing: `cargo test` builds it (cargo build -p xtask --examples)",
        path.display()
    );
    path
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("xtask-diff-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    dir
}

/// A diff run against the proxy in `mode`, misbehaving at request `n`.
fn misbehaving_run(mode: &str, n: u32, extra: &[&str]) -> (Result<Summary, String>, PathBuf) {
    let dir = scratch(mode);
    let script = super::run::repo_root().join("xtask/tests/engines/misbehaving_engine.py");
    let engine = format!(
        "python3 {} {mode} {n} {} -- {}",
        script.display(),
        dir.join("state").display(),
        example_engine().display()
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
        "--report",
        report.to_str().unwrap(),
        "--scenarios",
        dir.to_str().unwrap(),
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    args.extend(extra.iter().map(|s| s.to_string()));
    let options = Options::try_parse_from(args).expect("valid options");
    (run_with(&options, fide()), dir)
}

fn report(dir: &std::path::Path) -> serde_json::Value {
    let text = std::fs::read_to_string(dir.join("report.json")).expect("the report is written");
    serde_json::from_str(&text).expect("the report is JSON")
}

#[test]
fn a_crash_is_reported_with_its_request_and_the_engine_restarted() {
    let (summary, dir) = misbehaving_run("crash", 30, &[]);
    let s = summary.expect("the run goes on");
    assert_eq!(s.faults.len(), 1, "{:?}", s.faults);
    let Fault::Crash { request, .. } = &s.faults[0].fault else {
        panic!("{:?}", s.faults[0]);
    };
    // Request 30 is the 30th line: hello, then three per position: the 10th position's `moves`... the
    // proxy counts every line, so it is some position request, and it names its op and moves.
    assert!(request.contains("\"op\""), "{request}");
    assert!(s.restarts >= 1);
    assert!(s.findings.is_empty());
    // 4 games of 21 positions; the crashed position is skipped, the rest compared.
    assert_eq!(s.positions, 4 * 21 - 1);
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
    let (summary, _) = misbehaving_run("hang", 30, &["--timeout", "4"]);
    let s = summary.expect("the run goes on");
    assert_eq!(s.faults.len(), 1, "{:?}", s.faults);
    assert!(
        matches!(s.faults[0].fault, Fault::Timeout { .. }),
        "{:?}",
        s.faults[0]
    );
    assert!(s.restarts >= 1);
    assert_eq!(s.positions, 4 * 21 - 1);
    assert!(
        s.seconds < 30.0,
        "the hang was not cut short: {} s",
        s.seconds
    );
}

#[test]
fn garbage_is_reported_with_the_raw_line() {
    let (summary, dir) = misbehaving_run("garbage", 30, &[]);
    let s = summary.expect("the run goes on");
    assert_eq!(s.faults.len(), 1, "{:?}", s.faults);
    let Fault::Garbage { line, .. } = &s.faults[0].fault else {
        panic!("{:?}", s.faults[0]);
    };
    assert_eq!(line, "garbage!! not a reply");
    assert_eq!(s.positions, 4 * 21 - 1);
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

#[test]
fn a_lie_is_shrunk_written_as_a_scenario_and_reported() {
    // The proxy drops the first legal move of its 5th `moves` answer: the position after 4 plies of game 0.
    let (summary, dir) = misbehaving_run("lie", 5, &[]);
    let s = summary.expect("the run goes on");
    assert_eq!(s.findings.len(), 1, "{:?}", s.findings);
    let f = &s.findings[0];
    assert_eq!(f.game, 0);
    assert_eq!(f.moves.len(), 4);
    assert!(
        matches!(&f.difference, super::compare::Difference::Moves { missing, extra }
        if missing.len() == 1 && extra.is_empty())
    );
    assert_eq!(s.exit_code(), 1);
    let r = report(&dir);
    let file = r["disagreements"][0]["scenario_file"]
        .as_str()
        .expect("a file");
    let text = std::fs::read_to_string(file).expect("the scenario is written");
    assert!(text.contains("ruleset: fide"), "{text}");
    assert!(text.contains("    legal: ["), "{text}");
    scenario_passes(&text, "lie");
    assert!(text.contains("# Replay: cargo xtask diff"), "{text}");
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
        run_with(&options, fide()).unwrap()
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
    let e = start_engine(&spec, "fide", &[], &[], Duration::from_secs(1))
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
    let s = run_with(&options, fide()).unwrap();
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
    let s = run_with(&options, fide()).unwrap();
    assert_eq!(s.games_played, 4);
    // Games 0 and 2: the stalemate, 1 position each; games 1 and 3: 11 positions each.
    assert_eq!(s.positions, 2 + 2 * 11);
    assert_eq!(s.endings.get("draw (fide/5.1)"), Some(&2));
}

#[test]
fn findings_past_the_shrink_limit_are_reported_unshrunk() {
    let mut p = plan(POSITIONS, 1, 60);
    p.shrink_findings = 0;
    let mut engine = MutantEngine::new(Mutant::CaptureKeepsMoveCount);
    let f = (0..50)
        .find_map(|g| play_game(&p, &mut engine, g).unwrap().finding)
        .expect("caught");
    assert!(!f.shrink_complete);
    assert_eq!(f.shrunk_moves, f.moves);
}

/// The UCI adapter against a UCI engine built over the correct test engine: agreement, then a crash in
/// the middle of a `go perft 1`, reported and followed by a restart with a new handshake.
#[test]
fn the_uci_adapter_agrees_and_survives_a_crash() {
    let script = super::run::repo_root().join("xtask/tests/engines/uci_over_protocol.py");
    for (crash_at, faults) in [(0, 0), (25, 1)] {
        let dir = scratch(&format!("uci-{crash_at}"));
        let engine = format!(
            "uci:python3 {} {crash_at} {} -- {}",
            script.display(),
            dir.join("state").display(),
            example_engine().display()
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
        ])
        .unwrap();
        let s = run_with(&options, fide()).expect("the run goes on");
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
    let e = run_with(&options, fide()).expect_err("refused");
    assert!(e.contains("no-such-switch"), "{e}");
}
