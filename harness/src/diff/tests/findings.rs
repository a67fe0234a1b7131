//! One bug in many games: every game with a finding reported, findings grouped and shrunk once per
//! kind, a slow engine bounded by the shrinking time, the HTML report that draws a finding.

use super::engines::{misbehaving_run, report};
use super::{fide, scenario_passes, scratch};
use crate::diff::engine::Fault;
use crate::diff::runner::Summary;
use crate::diff::Options;
use std::path::PathBuf;

/// `games` games of at most 40 plies (seed 3) against the proxy that drops castling moves, from the
/// standard perft positions (where castling is legal), shrinking for 20 s at most, with `extra` options.
fn castling_run(games: &str, extra: &[&str]) -> (Result<Summary, String>, PathBuf) {
    let positions = super::scratch("castling-positions").join("standard.perft");
    let text = crate::data::file("perft/standard.perft").expect("the table");
    std::fs::write(&positions, text).expect("a scratch file");
    let mut args = vec![
        "--games",
        games,
        "--max-plies",
        "40",
        "--seed",
        "3",
        "--shrink-time",
        "20",
        "--positions",
        positions.to_str().unwrap(),
    ];
    args.extend(extra);
    misbehaving_run("castling", 0, &args)
}

/// One bug that shows in many games (castling dropped), behind a Python engine: the run plays all its
/// games within the time limit, reports every game with a finding, shrinks one finding of each kind
/// (castling short, castling long) within the shrink time and lists the rest as the same as it.
#[test]
fn one_bug_in_many_games_is_reported_for_every_game_and_shrunk_once_per_kind() {
    let (summary, dir) = castling_run("40", &["--time-limit", "60"]);
    let s = summary.expect("the run goes on");
    assert_eq!(s.games_played, 40);
    assert!(!s.time_limited);
    assert!(s.seconds < 80.0, "{} s", s.seconds);
    assert!(s.findings.len() >= 5, "{} findings", s.findings.len());
    let castling = ["e1g1", "e1c1", "e8g8", "e8c8"];
    for f in &s.findings {
        let crate::diff::compare::Difference::Moves { missing, extra } = &f.difference else {
            panic!("{:?}", f.difference);
        };
        assert!(extra.is_empty() && missing.iter().all(|m| castling.contains(&m.as_str())));
    }
    let shrunk: Vec<_> = s.findings.iter().filter(|f| f.same_as.is_none()).collect();
    assert!((1..=2).contains(&shrunk.len()), "{shrunk:?}");
    for f in &shrunk {
        assert!(f.shrink_complete, "{f:?}");
        assert!(
            f.labels.iter().all(|l| l.starts_with("lacks legal O-O")),
            "{:?}",
            f.labels
        );
    }
    let r = report(&dir);
    let listed = r["disagreements"].as_array().expect("a list");
    assert_eq!(listed.len(), s.findings.len());
    for d in listed.iter().filter(|d| d["same_as"].is_null()) {
        let file = d["scenario_file"].as_str().expect("a scenario file");
        scenario_passes(&std::fs::read_to_string(file).unwrap(), "castling");
    }
}

/// The castling bug of `misbehaving_engine.py castling`, in process: every castling move dropped where a
/// King stands on its square. It plays the run's games again to say which of them must have a finding.
struct CastlingDropped(crate::engines::shakmaty_engine::ShakmatyEngine<shakmaty::Chess>);

impl crate::diff::engine::Engine for CastlingDropped {
    fn name(&self) -> String {
        "castling dropped".into()
    }

    fn query(
        &mut self,
        q: &crate::diff::engine::Query,
    ) -> Result<crate::diff::engine::Answer, Fault> {
        let mut answer = self.0.query(q)?;
        let position = answer.position.clone().unwrap_or_default();
        let ranks: Vec<&str> = position
            .split(' ')
            .next()
            .unwrap_or("")
            .split('/')
            .collect();
        let king_on = |rank: &str| {
            let row: String = rank
                .chars()
                .map(|c| match c.to_digit(10) {
                    Some(n) => ".".repeat(n as usize),
                    None => c.to_string(),
                })
                .collect();
            row.chars().nth(4).is_some_and(|c| c == 'K' || c == 'k')
        };
        let (first, last) = (ranks.last().copied().unwrap_or(""), ranks[0]);
        answer.moves.retain(|m| match m.as_str() {
            "e1g1" | "e1c1" => !king_on(first),
            "e8g8" | "e8c8" => !king_on(last),
            _ => true,
        });
        Ok(answer)
    }
}

/// A slow Python engine (each answer 3 ms late, about 300 positions/s at most) with a bug that shows in
/// many games: it plays every game within the time
/// limit, reports every game that meets the bug (the same games, played again in process with the same
/// bug, say which), and its shrinking stays within `--shrink-time`.
#[test]
fn a_slow_engine_with_a_frequent_bug_has_every_game_reported_and_shrinking_bounded() {
    let args = [
        "--games",
        "24",
        "--max-plies",
        "60",
        "--time-limit",
        "100",
        "--shrink-time",
        "3",
    ];
    let (summary, dir) = misbehaving_run("castling-slow", 3, &args);
    let s = summary.expect("the run goes on");
    assert_eq!(s.games_played, 24);
    assert!(!s.time_limited && s.seconds < 100.0, "{} s", s.seconds);
    assert!(
        s.shrink_seconds < 3.0 + 2.0,
        "shrinking took {} s",
        s.shrink_seconds
    );
    // The run's plan: `misbehaving_run` plays from the start position only.
    let mut words = vec![
        "diff",
        "--engine",
        "shakmaty",
        "--no-seeds",
        "--games",
        "24",
    ];
    words.extend(&args[2..4]);
    let options = Options::try_parse_from(words).unwrap();
    let plan = crate::diff::config::config(&crate::presets::Catalog::new(), &options, fide())
        .unwrap()
        .plan;
    let mut replica = CastlingDropped(crate::engines::shakmaty_engine::ShakmatyEngine::new(
        "shakmaty",
    ));
    let expected: Vec<u64> = (0..24)
        .filter(|&g| {
            crate::diff::game::play_game(&plan, &mut replica, g)
                .unwrap()
                .finding
                .is_some()
        })
        .collect();
    let mut reported: Vec<u64> = s.findings.iter().map(|f| f.game).collect();
    reported.sort();
    assert!(expected.len() >= 5, "{expected:?}");
    assert_eq!(reported, expected, "every game with the bug is reported");
    let listed = report(&dir)["disagreements"].as_array().unwrap().len();
    assert_eq!(listed, expected.len());
}

/// `--html DIR`: an engine with a planted bug (castling dropped) gives an index and a page for the shrunk
/// finding with the board where they disagree and the oracle's legal castling drawn on it.
#[test]
fn the_html_report_shows_the_finding_on_its_board() {
    let html = scratch("castling-html").join("html");
    let (summary, _) = castling_run("6", &["--html", html.to_str().unwrap()]);
    let s = summary.expect("the run goes on");
    let first = s
        .findings
        .iter()
        .find(|f| f.same_as.is_none())
        .expect("a finding");
    let index = std::fs::read_to_string(html.join("index.html")).unwrap();
    assert!(
        index.contains(&format!("href=\"game-{}.html\"", first.game)),
        "{index}"
    );
    let page = std::fs::read_to_string(html.join(format!("game-{}.html", first.game))).unwrap();
    assert!(page.contains("<svg "), "{page}");
    assert!(
        page.contains("class=\"tried-move\""),
        "the missing castling is drawn"
    );
    // The missing castling is White's or Black's, whichever the first shrunk game met.
    assert!(
        page.contains("the engine lacks legal e1") || page.contains("the engine lacks legal e8"),
        "{page}"
    );
    // The index lists one row per kind of finding, as standard output groups them (it listed every
    // game), with the games of the same kind beside it.
    let kinds = s.findings.iter().filter(|f| f.same_as.is_none()).count();
    assert_eq!(index.matches("<tr><td><a href=").count(), kinds, "{index}");
    for f in s.findings.iter().filter(|f| f.same_as.is_some()) {
        assert!(!index.contains(&format!("game-{}.html", f.game)), "{index}");
    }
    // The clause is the one the oracle let the missing castling through by (it said "(none named)"), and
    // the engine's answer is what it lacks (it said "moves the oracle refuses: none", in red).
    assert!(!page.contains("(none named)"), "{page}");
    assert!(
        page.contains(" is legal by ") && page.contains("fide/3.1."),
        "{page}"
    );
    assert!(page.contains("<dd class=\"fail\">lacks e"), "{page}");
    assert!(!page.contains("refuses: none"), "{page}");
}
