//! The differential tester's games and findings kept as they were: `cargo xtask diff --ruleset void-chess
//! --engine void-bitboard --games 300 --seed 3 --jobs 1` in process, its report (every figure but the
//! times) and every position it asked the engine about, against `tests/fixtures/diff-seed3-300.json`,
//! written by the tester as it was before its bookkeeping was made cheap (clause and interaction coverage
//! keyed by strings). A change to the tester's speed must not change a game: the same seed plays the same
//! games, compares the same positions and reports the same endings, coverage and interactions.
//!
//! The fixture keeps the figures a reader checks (positions, games, endings, the coverage and interaction
//! counts) and two digests (FNV-1a, 64 bits): of the whole report without its times, and of every query
//! in the order asked (its start and moves). `VOID_BITBOARD_WRITE_DIFF_FIXTURE=1` writes it again: only
//! when the games are meant to change (a new walk, a new seed list: a Void Chess scenario added or
//! changed is a new seed position), and say so where it is committed. Written again on 2026-12-05 for
//! the new scenarios of the mutation runs (repetition, castling, the Janitor on a home square, en
//! passant from a position text); the test passed without them.

use harness::diff;
use harness::engines::engine::{Answer, Engine, Fault, Query};
use harness::presets::{Catalog, InProcess};
use serde_json::{json, Value};
use std::sync::Mutex;

const FIXTURE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/diff-seed3-300.json"
);

/// FNV-1a, 64 bits.
#[derive(Clone, Copy)]
struct Fnv(u64);

impl Fnv {
    const fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
    fn bytes(&mut self, b: &[u8]) {
        for &x in b {
            self.0 = (self.0 ^ u64::from(x)).wrapping_mul(0x0100_0000_01b3);
        }
    }
    fn text(&mut self, s: &str) {
        self.bytes(s.as_bytes());
        self.bytes(&[0xff]);
    }
}

/// The digest of the queries so far and their number.
static QUERIES: Mutex<(Fnv, u64)> = Mutex::new((Fnv::new(), 0));

/// void-bitboard, each query added to [`QUERIES`] before it answers.
struct Digesting(Box<dyn Engine>);

impl Engine for Digesting {
    fn name(&self) -> String {
        self.0.name()
    }
    fn query(&mut self, q: &Query) -> Result<Answer, Fault> {
        {
            let mut d = QUERIES.lock().unwrap_or_else(|p| p.into_inner());
            d.0.text(&q.start);
            for m in &q.moves {
                d.0.text(m);
            }
            d.0.bytes(&[0xfe]);
            d.1 += 1;
        }
        self.0.query(q)
    }
}

const DIGESTING: InProcess = InProcess {
    name: "void-bitboard",
    rulesets: &["void-chess"],
    start: |ruleset, switches| {
        let inner = (void_bitboard::engine_face::VOID_BITBOARD.start)(ruleset, switches)?;
        Ok(Box::new(Digesting(inner)))
    },
};

/// The run's report without its times, and the figures the fixture keeps in the open.
fn run() -> Value {
    let options = diff::Options {
        ruleset: "void-chess".into(),
        engine: "void-bitboard".into(),
        games: 300,
        seed: 3,
        jobs: 1,
        quiet: true,
        scenarios: std::env::temp_dir().join(format!("diff-report-{}", std::process::id())),
        ..diff::Options::default()
    };
    let ruleset = oracle::ruleset("void-chess").unwrap();
    let catalog = Catalog::new().with(DIGESTING);
    *QUERIES.lock().unwrap() = (Fnv::new(), 0);
    let finished = diff::run_to_files(
        &catalog,
        &options,
        ruleset,
        diff::interrupt::Control::default(),
        std::time::Duration::from_secs(3600),
        &mut |_| {},
    )
    .expect("the diff runs");
    let (queries, asked) = *QUERIES.lock().unwrap();
    let mut report = serde_json::to_value(finished.report(&options)).unwrap();
    let fields = report.as_object_mut().unwrap();
    for time in ["seconds", "shrink_seconds", "positions_per_second"] {
        assert!(fields.remove(time).is_some(), "the report has `{time}`");
    }
    let mut digest = Fnv::new();
    digest.text(&serde_json::to_string(&report).unwrap());
    let r = &report;
    json!({
        "command": "cargo xtask diff --ruleset void-chess --engine void-bitboard --games 300 --seed 3 --jobs 1",
        "games_played": r["games_played"],
        "positions_compared": r["positions_compared"],
        "disagreements": r["disagreements"].as_array().map(Vec::len),
        "engine_faults_total": r["engine_faults_total"],
        "endings": r["endings"],
        "coverage": {
            "rule_clauses": r["coverage"]["rule_clauses"],
            "exercised": r["coverage"]["exercised"],
            "missing": r["coverage"]["missing"],
        },
        "interactions": {
            "reachable_pairs": r["interactions"]["reachable_pairs"],
            "exercised": r["interactions"]["exercised"],
            "missing": r["interactions"]["missing"],
        },
        "tally_keys": r["tally"].as_object().map(|t| t.len()),
        "queries": asked,
        "queries_digest": format!("{:016x}", queries.0),
        "report_digest": format!("{:016x}", digest.0),
    })
}

#[test]
fn seed_3_plays_the_same_games_with_the_same_findings() {
    let now = run();
    if std::env::var_os("VOID_BITBOARD_WRITE_DIFF_FIXTURE").is_some() {
        let text = serde_json::to_string_pretty(&now).unwrap() + "\n";
        std::fs::write(FIXTURE, text).unwrap();
        return;
    }
    let text = std::fs::read_to_string(FIXTURE).expect("the fixture is committed");
    let before: Value = serde_json::from_str(&text).expect("the fixture is JSON");
    // The figures one by one first, so that a difference names what changed.
    for key in [
        "games_played",
        "positions_compared",
        "disagreements",
        "engine_faults_total",
        "endings",
        "coverage",
        "interactions",
        "tally_keys",
        "queries",
        "queries_digest",
        "report_digest",
    ] {
        assert_eq!(
            now[key], before[key],
            "`{key}` differs from {FIXTURE}. The games start from the Void Chess scenarios' positions \
             too: a scenario added or changed changes them. If that is why, write the fixture again \
             (VOID_BITBOARD_WRITE_DIFF_FIXTURE=1 cargo test -p void-bitboard --test diff_report) and say \
             so in the commit; if the tester changed, a game changed"
        );
    }
    assert_eq!(now, before);
}
