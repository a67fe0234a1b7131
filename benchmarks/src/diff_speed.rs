//! The diff-speed section of `cargo xtask bench`: the differential tester in process (void-bitboard for Void
//! Chess, shakmaty for FIDE) beside the oracle alone answering the same positions, in the same run.
//!
//! The diff is timed whole (its seeds built, the games played with their clause and interaction
//! bookkeeping, the steering of every move); its positions are recorded in a second, untimed run of the
//! same seed (the games are a function of the seed), and the oracle alone then answers each of them as an
//! engine would be asked: the legal moves (coordinate texts, sorted), the status and the position text, one
//! move played from the position before where the positions follow on. The engine alone is asked the same
//! queries, in the same order, and what is left of the diff's time is the tester's own work. Each is timed
//! three times and its fastest run kept. Target: the diff at least half the oracle's rate, so that the
//! tester's own bookkeeping costs no more than the rules it checks.

use super::clock::process_cpu_seconds_self;
use super::options::Options;
use super::target::Target;
use harness::diff;
use harness::engines::engine::{Answer, Engine, Fault, Query};
use harness::presets::{Catalog, InProcess, Start, SHAKMATY};
use oracle::core::AnyGame;
use std::hint::black_box;
use std::sync::Mutex;

/// The positions a run asked about: its lines (a start and moves) and each query as a line and how many
/// of its moves.
#[derive(Default)]
struct Recorded {
    lines: Vec<(String, Vec<String>)>,
    queries: Vec<(usize, usize)>,
}

impl Recorded {
    fn add(&mut self, q: &Query) {
        let n = q.moves.len();
        if let Some((start, line)) = self.lines.last_mut() {
            if *start == q.start {
                if n == line.len() + 1 && q.moves[..n - 1] == line[..] {
                    line.push(q.moves[n - 1].clone());
                    self.queries.push((self.lines.len() - 1, n));
                    return;
                }
                if n <= line.len() && q.moves[..] == line[..n] {
                    self.queries.push((self.lines.len() - 1, n));
                    return;
                }
            }
        }
        self.lines.push((q.start.clone(), q.moves.clone()));
        self.queries.push((self.lines.len() - 1, n));
    }
}

static RECORDED: Mutex<Option<Recorded>> = Mutex::new(None);

/// An engine that answers as `inner` does and records every query.
struct Recording(Box<dyn Engine>);

impl Engine for Recording {
    fn name(&self) -> String {
        self.0.name()
    }
    fn query(&mut self, q: &Query) -> Result<Answer, Fault> {
        if let Some(r) = RECORDED.lock().unwrap_or_else(|p| p.into_inner()).as_mut() {
            r.add(q);
        }
        self.0.query(q)
    }
}

const RECORDING_VOID_BITBOARD: InProcess = InProcess {
    name: "recording-void-bitboard",
    rulesets: &["void-chess"],
    start: |ruleset, switches| {
        let inner = (void_bitboard::engine_face::VOID_BITBOARD.start)(ruleset, switches)?;
        Ok(Box::new(Recording(inner)))
    },
};

const RECORDING_SHAKMATY: InProcess = InProcess {
    name: "recording-shakmaty",
    rulesets: &["fide"],
    start: |ruleset, switches| {
        let inner = (SHAKMATY.start)(ruleset, switches)?;
        Ok(Box::new(Recording(inner)))
    },
};

/// The comparisons measured: ruleset, engine, the recording engine of the same, and the engine itself.
const RUNS: &[(&str, &str, &str, Start)] = &[
    (
        "void-chess",
        "void-bitboard",
        "recording-void-bitboard",
        void_bitboard::engine_face::VOID_BITBOARD.start,
    ),
    ("fide", "shakmaty", "recording-shakmaty", SHAKMATY.start),
];

/// The diff's rate must be at least this share of the oracle's alone.
const SHARE: f64 = 0.5;

/// Each side is timed this many times and its fastest run kept: a run is under a second, and one run
/// alone varied by about 15% from one bench to the next on an idle machine (the first run of the process
/// also builds the tables the later ones find ready).
const RUNS_EACH: usize = 3;

pub fn run(o: &Options) -> Result<Vec<Target>, String> {
    let games = if o.quick { 60 } else { 300 };
    println!(
        "\nthe diff in process beside the oracle alone on the same positions ({games} games, seed 3, 1 job; \
         CPU seconds of the process, the fastest of {RUNS_EACH} runs each):"
    );
    println!(
        "{:<52} {:>9} {:>8} {:>12}",
        "", "positions", "seconds", "positions/s"
    );
    let catalog = crate::catalog::catalog()
        .with(RECORDING_VOID_BITBOARD)
        .with(RECORDING_SHAKMATY);
    let mut targets = Vec::new();
    for &(ruleset, engine, recording, start) in RUNS {
        let (positions, diff_seconds) = fastest(|| diff_run(&catalog, ruleset, engine, games))?;
        let diff_rate = positions as f64 / diff_seconds;
        println!(
            "{:<52} {positions:>9} {diff_seconds:>8.3} {diff_rate:>12.0}",
            format!("diff {ruleset} vs {engine} (in process)")
        );
        *RECORDED.lock().unwrap_or_else(|p| p.into_inner()) = Some(Recorded::default());
        let (again, _) = diff_run(&catalog, ruleset, recording, games)?;
        let recorded = RECORDED
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .take()
            .unwrap_or_default();
        if again != positions || recorded.queries.len() as u64 != positions {
            return Err(format!(
                "the recording run of {ruleset} compared {again} positions and recorded {}, not {positions}",
                recorded.queries.len()
            ));
        }
        let (answered, oracle_seconds) = fastest(|| oracle_alone(ruleset, &recorded))?;
        let oracle_rate = answered as f64 / oracle_seconds;
        println!(
            "{:<52} {answered:>9} {oracle_seconds:>8.3} {oracle_rate:>12.0}",
            format!("the oracle alone ({ruleset}: moves, status, text)")
        );
        let (asked, engine_seconds) = fastest(|| engine_alone(start, ruleset, &recorded))?;
        println!(
            "{:<52} {asked:>9} {engine_seconds:>8.3} {:>12.0}",
            format!("the engine alone ({engine}: the same queries)"),
            asked as f64 / engine_seconds
        );
        // What the tester adds: the diff's time less the oracle's and the engine's own answers (the
        // trace beyond the untraced answer, the coverage, the steering, the seeds).
        let own = (diff_seconds - oracle_seconds - engine_seconds).max(0.0);
        println!(
            "{:<52} {:>9} {own:>8.3} {:>11.0}% of the diff",
            "the tester's own work (the rest)",
            "",
            100.0 * own / diff_seconds
        );
        targets.push(Target::ratio(
            format!("diff {ruleset} vs {engine} in process / the oracle alone"),
            diff_rate / oracle_rate,
            SHARE,
        ));
    }
    Ok(targets)
}

/// The fastest of [`RUNS_EACH`] runs of `run` (positions, CPU seconds); every run must count the same
/// positions.
fn fastest(mut run: impl FnMut() -> Result<(u64, f64), String>) -> Result<(u64, f64), String> {
    let (positions, mut best) = run()?;
    for _ in 1..RUNS_EACH {
        let (again, seconds) = run()?;
        if again != positions {
            return Err(format!(
                "two runs of the same seed counted {positions} and {again} positions"
            ));
        }
        best = best.min(seconds);
    }
    Ok((positions, best))
}

/// One diff run of `games` games, seed 3, one job: the positions compared and the process's CPU seconds.
fn diff_run(
    catalog: &Catalog,
    ruleset: &str,
    engine: &str,
    games: u64,
) -> Result<(u64, f64), String> {
    let games = games.to_string();
    let args = [
        "diff",
        "--ruleset",
        ruleset,
        "--engine",
        engine,
        "--games",
        &games,
        "--seed",
        "3",
        "--jobs",
        "1",
        "--quiet",
    ];
    let options = diff::Options::try_parse_from(args).map_err(|e| e.to_string())?;
    let rules = oracle::ruleset(ruleset).map_err(|e| e.to_string())?;
    let control = diff::interrupt::Control::default();
    let every = std::time::Duration::from_secs(3600);
    let before = process_cpu_seconds_self().ok_or("no CPU clock")?;
    let finished = diff::run_to_files(catalog, &options, rules, control, every, &mut |_| {})
        .map_err(|e| format!("the diff could not run: {e}"))?;
    let seconds = process_cpu_seconds_self().ok_or("no CPU clock")? - before;
    if finished.summary.exit_code() != 0 {
        return Err(format!(
            "the diff of {ruleset} against {engine} found disagreements or engine faults"
        ));
    }
    Ok((finished.summary.positions, seconds.max(1e-9)))
}

/// The engine `start` starts, alone, asked every recorded query in the order the diff asked them (one
/// query a move longer each time along a line, as the diff asks; without the position before the last
/// move, which neither in-process engine reads): the queries answered and the CPU seconds. Not a target:
/// it shows how much of the diff is the engine's own answering.
#[inline(never)]
fn engine_alone(start: Start, ruleset: &str, recorded: &Recorded) -> Result<(u64, f64), String> {
    let mut engine = start(ruleset, &[])?;
    let before = process_cpu_seconds_self().ok_or("no CPU clock")?;
    let mut query = Query {
        start: String::new(),
        moves: Vec::new(),
        before_last: None,
    };
    let mut line_asked = usize::MAX;
    let mut sizes = 0usize;
    for &(l, n) in &recorded.queries {
        let (start, line) = &recorded.lines[l];
        if l != line_asked || query.moves.len() > n {
            query.start.clone_from(start);
            query.moves.clear();
            line_asked = l;
        }
        while query.moves.len() < n {
            query.moves.push(line[query.moves.len()].clone());
        }
        let answer = engine
            .query(&query)
            .map_err(|f| format!("{} refused a query the diff asked: {f:?}", engine.name()))?;
        sizes += black_box(answer.moves.len());
    }
    black_box(sizes);
    let seconds = process_cpu_seconds_self().ok_or("no CPU clock")? - before;
    Ok((recorded.queries.len() as u64, seconds.max(1e-9)))
}

/// The oracle alone answering every recorded query: the positions answered and the CPU seconds (not
/// inlined, so that a profiler can count it apart).
#[inline(never)]
fn oracle_alone(ruleset: &str, recorded: &Recorded) -> Result<(u64, f64), String> {
    let rules = oracle::ruleset(ruleset).map_err(|e| e.to_string())?;
    let before = process_cpu_seconds_self().ok_or("no CPU clock")?;
    // The game of the line last asked about: a query further along the same line plays on from it, any
    // other starts its line again (the recording gives a query that replaces a last move a line of its own).
    let mut current: Option<(usize, Box<dyn AnyGame>)> = None;
    let mut sizes = 0usize;
    for &(l, n) in &recorded.queries {
        let (start, line) = &recorded.lines[l];
        let reuse = matches!(&current, Some((cl, g)) if *cl == l && g.moves().len() <= n);
        if !reuse {
            current = Some((l, rules.new_game(start, &[]).map_err(|e| e.to_string())?));
        }
        let (_, game) = current.as_mut().expect("set above");
        while game.moves().len() < n {
            game.play(&line[game.moves().len()])
                .map_err(|e| e.to_string())?;
        }
        let moves = game.legal_moves();
        let status = game.status();
        let text = game.position();
        sizes += black_box(moves.len()) + black_box(text.len()) + usize::from(status.is_over());
    }
    black_box(sizes);
    let seconds = process_cpu_seconds_self().ok_or("no CPU clock")? - before;
    Ok((recorded.queries.len() as u64, seconds.max(1e-9)))
}
