//! The runner: a diff as a library call. It starts the engines, spreads the games over jobs and shards,
//! keeps the time limit, stops on its [`Control`](super::interrupt::Control), then groups the findings by kind and shrinks one of
//! each kind (on every engine at once, within `shrink_time`), and returns everything it found. It prints
//! nothing: progress goes to a callback, the findings and numbers to the caller ([`Summary`]).

use super::compare::observe;
use super::engine::{Engine, Query};
use super::game::{ask, play_game, FaultRecord, Finding, Plan};
use super::group::{group, labels};
use super::shrink::shrink;
use super::tally::Tally;
use crate::presets::EngineSpec;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{mpsc, Mutex};
use std::time::{Duration, Instant};

/// What to run: the options of `cargo xtask diff`, read and checked.
pub struct Config {
    /// What every game plays (the ruleset, switches, starts and seeds, seed, ply limit, walk, shrink
    /// budget), and the run's flags, which an interrupt or the time limit sets.
    pub plan: Plan,
    pub engine: EngineSpec,
    pub uci_options: Vec<(String, String)>,
    pub games: u64,
    pub jobs: usize,
    /// Shard `i` of `n` (1-based): the games g with g mod n = i - 1.
    pub shard: (u64, u64),
    pub time_limit: Option<Duration>,
    pub timeout: Duration,
    /// Replay this one line from the plan's `starts[0]` instead of playing games.
    pub replay: Option<Vec<String>>,
    /// At most this many findings are shrunk (one per kind).
    pub shrink_findings: u64,
    /// Shrinking, after the games, stops after this long.
    pub shrink_time: Duration,
}

/// Where a run is, for a progress line.
#[derive(Clone, Debug, Default)]
pub struct Progress {
    pub games_done: u64,
    pub games_total: u64,
    pub positions: u64,
    pub seconds: f64,
    pub games_with_findings: u64,
    /// While shrinking: findings shrunk so far and to shrink in all (games are over then).
    pub shrinking: Option<(u64, u64)>,
}

impl Progress {
    pub fn positions_per_second(&self) -> f64 {
        self.positions as f64 / self.seconds.max(1e-9)
    }
}

/// Everything a run found, and its numbers (in the report as they are; the findings and faults are
/// written out there in full by `report.rs`).
#[derive(Debug, Default, serde::Serialize)]
pub struct Summary {
    pub games_played: u64,
    #[serde(rename = "positions_compared")]
    pub positions: u64,
    /// Wall time of the games.
    pub seconds: f64,
    /// Wall time of the shrinking after the games.
    pub shrink_seconds: f64,
    #[serde(skip)]
    pub findings: Vec<Finding>,
    #[serde(skip)]
    pub faults: Vec<FaultRecord>,
    pub interrupted: bool,
    pub time_limited: bool,
    /// Engine restarts after faults, over all jobs.
    #[serde(rename = "engine_restarts")]
    pub restarts: u64,
    /// The engine's own name for itself.
    pub engine_name: String,
    /// How many games ended each way by the oracle's rules (the rest reached the ply limit).
    pub endings: BTreeMap<String, u64>,
    /// What the compared positions showed, over every game.
    pub tally: Tally,
}

impl Summary {
    /// 0 when every position agreed, 1 when a disagreement or an engine fault was found.
    pub fn exit_code(&self) -> u8 {
        if self.findings.is_empty() && self.faults.is_empty() {
            0
        } else {
            1
        }
    }

    pub fn positions_per_second(&self) -> f64 {
        if self.seconds > 0.0 {
            self.positions as f64 / self.seconds
        } else {
            0.0
        }
    }
}

impl Config {
    fn start_engine(&self) -> Result<Box<dyn Engine>, String> {
        self.engine.start(
            self.plan.ruleset.slug(),
            &self.uci_options,
            &self.plan.interpretation,
            self.timeout,
        )
    }
}

/// Runs the diff `config` describes until its games are done, its time limit passes or its plan's
/// `control` stops it. `progress` is called about every `every` while games are played.
pub fn run(
    config: &Config,
    every: Duration,
    progress: &mut dyn FnMut(&Progress),
) -> Result<Summary, String> {
    let began = Instant::now();
    let plan = &config.plan;
    let mut summary = if let Some(moves) = &config.replay {
        let mut engine = config.start_engine()?;
        let mut s = replay_line(plan, engine.as_mut(), moves)?;
        s.restarts = u64::from(engine.restarts());
        s.engine_name = engine.name();
        s
    } else {
        let (shard_i, shard_n) = config.shard;
        let games: Vec<u64> = (0..config.games)
            .filter(|g| g % shard_n == shard_i - 1)
            .collect();
        let jobs = config.jobs.max(1).min(games.len().max(1));
        let engines = (0..jobs)
            .map(|_| config.start_engine())
            .collect::<Result<Vec<_>, _>>()?;
        let deadline = config.time_limit.map(|t| began + t);
        let name = engines.first().map(|e| e.name()).unwrap_or_default();
        let (mut s, engines) = run_games(plan, engines, games, deadline, every, progress)?;
        s.engine_name = name;
        s.seconds = began.elapsed().as_secs_f64();
        let chosen = group(plan, &mut s.findings, config.shrink_findings);
        let shrink_deadline = Instant::now() + config.shrink_time;
        s.restarts = shrink_all(
            plan,
            engines,
            &mut s.findings,
            chosen,
            shrink_deadline,
            every,
            progress,
        );
        s
    };
    let total = began.elapsed().as_secs_f64();
    if summary.seconds == 0.0 {
        summary.seconds = total;
    }
    summary.shrink_seconds = total - summary.seconds;
    summary.interrupted = plan.control.was_interrupted();
    Ok(summary)
}

/// Compares every position of one given line (the replay of a scenario).
fn replay_line(plan: &Plan, engine: &mut dyn Engine, moves: &[String]) -> Result<Summary, String> {
    let start = plan.starts[0].clone();
    let mut summary = Summary {
        games_played: 1,
        ..Summary::default()
    };
    for len in 0..=moves.len() {
        let game = plan
            .replay(&start, &moves[..len])
            .map_err(|e| format!("the oracle cannot play the line: {e}"))?;
        let observed = observe(game.as_ref());
        let query = Query {
            start: start.clone(),
            moves: moves[..len].to_vec(),
            before_last: super::game::before_last(plan, &start, &moves[..len]),
        };
        let difference = match ask(engine, &query, &observed) {
            Ok(difference) => difference,
            Err(fault) => {
                summary.faults.push(FaultRecord {
                    game: 0,
                    ply: len,
                    fault,
                });
                continue;
            }
        };
        summary.positions += 1;
        summary.tally.count(&observed);
        if let Some(d) = difference {
            // A replay reproduces: it does not shrink again.
            let mut f = Finding::unshrunk(plan, 0, &start, moves[..len].to_vec(), d);
            f.shrink_complete = true;
            f.labels = labels(plan, &f);
            summary.findings.push(f);
            break;
        }
    }
    Ok(summary)
}

/// Plays the games on `engines.len()` threads, one engine each.
fn run_games(
    plan: &Plan,
    engines: Vec<Box<dyn Engine>>,
    games: Vec<u64>,
    deadline: Option<Instant>,
    every: Duration,
    progress: &mut dyn FnMut(&Progress),
) -> Result<(Summary, Vec<Box<dyn Engine>>), String> {
    let total = games.len() as u64;
    let next = AtomicU64::new(0);
    let positions = AtomicU64::new(0);
    let done = AtomicU64::new(0);
    let found = AtomicU64::new(0);
    let restarts = AtomicU64::new(0);
    let failure: Mutex<Option<String>> = Mutex::new(None);
    let (tx, rx) = mpsc::channel();
    let began = Instant::now();
    let mut summary = Summary::default();
    let engines = std::thread::scope(|scope| {
        let mut handles = Vec::new();
        for mut engine in engines {
            let tx = tx.clone();
            let (next, positions, done, found, failure, games) =
                (&next, &positions, &done, &found, &failure, &games);
            let restarts = &restarts;
            handles.push(scope.spawn(move || loop {
                let finish = |engine: Box<dyn Engine>| {
                    restarts.fetch_add(u64::from(engine.restarts()), Ordering::Relaxed);
                    engine
                };
                if plan.stopped() {
                    return finish(engine);
                }
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(&g) = games.get(i as usize) else {
                    return finish(engine);
                };
                match play_game(plan, engine.as_mut(), g) {
                    Ok(result) => {
                        positions.fetch_add(result.positions, Ordering::Relaxed);
                        if result.finding.is_some() || !result.faults.is_empty() {
                            found.fetch_add(1, Ordering::Relaxed);
                        }
                        done.fetch_add(1, Ordering::Relaxed);
                        if tx.send(result).is_err() {
                            return finish(engine);
                        }
                    }
                    Err(e) => {
                        *failure.lock().unwrap_or_else(|p| p.into_inner()) =
                            Some(format!("game {g}: the oracle failed on its own game: {e}"));
                        plan.control.stop.store(true, Ordering::SeqCst);
                        return finish(engine);
                    }
                }
            }));
        }
        drop(tx);
        let mut last_progress = Instant::now();
        loop {
            match rx.recv_timeout(Duration::from_millis(100)) {
                Ok(result) => {
                    summary.games_played += 1;
                    summary.positions += result.positions;
                    if let Some(end) = result.end {
                        *summary.endings.entry(end).or_insert(0) += 1;
                    }
                    summary.tally.add(&result.tally);
                    summary.findings.extend(result.finding);
                    summary.faults.extend(result.faults);
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {}
                Err(mpsc::RecvTimeoutError::Disconnected) => break,
            }
            if let Some(d) = deadline {
                if Instant::now() >= d && !plan.stopped() {
                    summary.time_limited = true;
                    plan.control.stop.store(true, Ordering::SeqCst);
                }
            }
            if last_progress.elapsed() >= every {
                last_progress = Instant::now();
                progress(&Progress {
                    games_done: done.load(Ordering::Relaxed),
                    games_total: total,
                    positions: positions.load(Ordering::Relaxed),
                    seconds: began.elapsed().as_secs_f64(),
                    games_with_findings: found.load(Ordering::Relaxed),
                    shrinking: None,
                });
            }
        }
        handles
            .into_iter()
            .filter_map(|h| h.join().ok())
            .collect::<Vec<_>>()
    });
    summary.restarts = restarts.load(Ordering::Relaxed);
    // Games cut short by a stop still count what they compared.
    summary.positions = summary.positions.max(positions.load(Ordering::Relaxed));
    if let Some(message) = failure.into_inner().unwrap_or_else(|p| p.into_inner()) {
        return Err(message);
    }
    summary.findings.sort_by_key(|f| f.game);
    summary.faults.sort_by_key(|f| (f.game, f.ply));
    Ok((summary, engines))
}

/// Shrinks `findings[i]` for each chosen `i`, on every engine at once, until `deadline` or an
/// interrupt; a finding not reached stays unshrunk. Returns the engine restarts over the whole run.
fn shrink_all(
    plan: &Plan,
    engines: Vec<Box<dyn Engine>>,
    findings: &mut [Finding],
    chosen: Vec<usize>,
    deadline: Instant,
    every: Duration,
    progress: &mut dyn FnMut(&Progress),
) -> u64 {
    let total = chosen.len() as u64;
    let next = AtomicU64::new(0);
    let done = AtomicU64::new(0);
    let originals: Vec<Finding> = chosen.iter().map(|&i| findings[i].clone()).collect();
    let (tx, rx) = mpsc::channel();
    let began = Instant::now();
    let mut restarts = 0;
    std::thread::scope(|scope| {
        let mut handles = Vec::new();
        for mut engine in engines {
            let (tx, next, done, originals) = (tx.clone(), &next, &done, &originals);
            handles.push(scope.spawn(move || {
                loop {
                    let k = next.fetch_add(1, Ordering::Relaxed) as usize;
                    let Some(original) = originals.get(k) else {
                        break;
                    };
                    if plan.interrupted() || Instant::now() >= deadline {
                        break;
                    }
                    let shrunk = shrink(plan, engine.as_mut(), original, Some(deadline));
                    done.fetch_add(1, Ordering::Relaxed);
                    if tx.send((k, shrunk)).is_err() {
                        break;
                    }
                }
                u64::from(engine.restarts())
            }));
        }
        drop(tx);
        let mut last = Instant::now();
        loop {
            match rx.recv_timeout(Duration::from_millis(100)) {
                Ok((k, shrunk)) => findings[chosen[k]] = shrunk,
                Err(mpsc::RecvTimeoutError::Timeout) => {}
                Err(mpsc::RecvTimeoutError::Disconnected) => break,
            }
            if total > 0 && last.elapsed() >= every {
                last = Instant::now();
                progress(&Progress {
                    seconds: began.elapsed().as_secs_f64(),
                    shrinking: Some((done.load(Ordering::Relaxed), total)),
                    ..Progress::default()
                });
            }
        }
        restarts = handles.into_iter().filter_map(|h| h.join().ok()).sum();
    });
    restarts
}
