//! Running a diff: engines started, games spread over jobs and shards, progress, time limit, Ctrl-C,
//! the findings written (scenarios, report) and the summary.

use super::compare::{compare, observe, refusal};
use super::engine::{Engine, Fault, Query};
use super::game::{play_game, shrink, FaultRecord, Finding, Plan};
use super::process::split_command;
use super::protocol::ProtocolEngine;
use super::scenario::{replay_command, scenario};
use super::shakmaty_engine::ShakmatyEngine;
use super::uci::UciEngine;
use super::Options;
use oracle::core::AnyRuleset;
use serde_json::{json, Value};
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, Instant};

/// How an engine is reached.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineSpec {
    Protocol(Vec<String>),
    Uci(Vec<String>),
    Shakmaty,
}

/// The repository root (where `tools/` lives).
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_else(|| PathBuf::from("."))
}

/// Reads `--engine`: presets first, then `uci:COMMAND`, then a protocol command line.
pub fn engine_spec(text: &str) -> Result<EngineSpec, String> {
    Ok(match text {
        "stockfish" => EngineSpec::Uci(vec!["/usr/games/stockfish".into()]),
        "fairy-stockfish" => EngineSpec::Uci(vec!["/usr/games/fairy-stockfish".into()]),
        "python-chess" => EngineSpec::Protocol(vec![
            "python3".into(),
            repo_root()
                .join("tools/python_chess_engine.py")
                .to_string_lossy()
                .into_owned(),
        ]),
        "shakmaty" => EngineSpec::Shakmaty,
        other => match other.strip_prefix("uci:") {
            Some(cmd) => EngineSpec::Uci(split_command(cmd)?),
            None => EngineSpec::Protocol(split_command(other)?),
        },
    })
}

fn setting(text: &str, what: &str) -> Result<(String, String), String> {
    text.split_once('=')
        .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
        .filter(|(k, _)| !k.is_empty())
        .ok_or_else(|| format!("{what} `{text}` must be NAME=VALUE"))
}

/// Starts one engine.
pub fn start_engine(
    spec: &EngineSpec,
    ruleset: &str,
    uci_options: &[(String, String)],
    interpretation: &[(String, String)],
    timeout: Duration,
) -> Result<Box<dyn Engine>, String> {
    Ok(match spec {
        EngineSpec::Protocol(argv) => Box::new(
            ProtocolEngine::start(argv.clone(), ruleset, interpretation, timeout)
                .map_err(|f| f.to_string())?,
        ),
        EngineSpec::Uci(argv) => Box::new(
            UciEngine::start(argv.clone(), uci_options, timeout).map_err(|f| f.to_string())?,
        ),
        EngineSpec::Shakmaty => match ruleset {
            "fide" => Box::new(ShakmatyEngine::<shakmaty::Chess>::new("shakmaty")),
            "suicide" => Box::new(ShakmatyEngine::<shakmaty::variant::Antichess>::new(
                "shakmaty-antichess",
            )),
            other => {
                return Err(format!(
                    "shakmaty has no ruleset `{other}` (it has fide, suicide)"
                ))
            }
        },
    })
}

/// Reads `90`, `90s`, `15m`, `1h`.
pub fn parse_duration(text: &str) -> Result<Duration, String> {
    let t = text.trim();
    let (number, unit) = match t.char_indices().find(|(_, c)| c.is_ascii_alphabetic()) {
        Some((i, _)) => (&t[..i], &t[i..]),
        None => (t, "s"),
    };
    let n: f64 = number
        .trim()
        .parse()
        .map_err(|_| format!("`{text}` is not a duration (e.g. 90, 90s, 15m, 1h)"))?;
    let scale = match unit {
        "s" => 1.0,
        "m" | "min" => 60.0,
        "h" => 3600.0,
        _ => return Err(format!("`{text}`: the unit must be s, m or h")),
    };
    if !(n.is_finite() && n >= 0.0) {
        return Err(format!("`{text}` is not a duration"));
    }
    Ok(Duration::from_secs_f64(n * scale))
}

/// Reads `i/n`.
pub fn parse_shard(text: &str) -> Result<(u64, u64), String> {
    let bad = || format!("--shard `{text}` must be I/N with 1 <= I <= N");
    let (i, n) = text.split_once('/').ok_or_else(bad)?;
    let (i, n): (u64, u64) = (
        i.trim().parse().map_err(|_| bad())?,
        n.trim().parse().map_err(|_| bad())?,
    );
    if n == 0 || i == 0 || i > n {
        return Err(bad());
    }
    Ok((i, n))
}

/// Reads an EPD file (or a `.perft` file's `epd` lines): the first four fields of each position line,
/// with the move counters when given, `0 1` when not.
pub fn read_positions(path: &Path) -> Result<Vec<String>, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read positions file {}: {e}", path.display()))?;
    let mut out = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let first = line.split_whitespace().next().unwrap_or("");
        if first == "id" || first == "perft" {
            continue;
        }
        let line = line.strip_prefix("epd ").unwrap_or(line);
        let body = line.split(';').next().unwrap_or("");
        let fields: Vec<&str> = body.split_whitespace().collect();
        if fields.len() < 4 {
            return Err(format!(
                "{}:{}: a position needs at least four fields (placement, side, castling, en passant): `{raw}`",
                path.display(),
                n + 1
            ));
        }
        let counters = fields.len() >= 6
            && fields[4].parse::<u32>().is_ok()
            && fields[5].parse::<u32>().is_ok();
        let fen = if counters {
            fields[..6].join(" ")
        } else {
            format!("{} 0 1", fields[..4].join(" "))
        };
        out.push(fen);
    }
    if out.is_empty() {
        return Err(format!("{}: no positions", path.display()));
    }
    Ok(out)
}

type Flags = (Arc<AtomicBool>, Arc<AtomicBool>);

/// The (stop, interrupted) flags of the runs going on in this process, which Ctrl-C sets.
static RUNNING: Mutex<Vec<Flags>> = Mutex::new(Vec::new());

/// While alive, Ctrl-C sets this run's flags.
struct CtrlC(Arc<AtomicBool>);

impl Drop for CtrlC {
    fn drop(&mut self) {
        let mut running = RUNNING.lock().unwrap_or_else(|p| p.into_inner());
        running.retain(|(stop, _)| !Arc::ptr_eq(stop, &self.0));
    }
}

/// Registers a run's flags with the process's one Ctrl-C handler (installed by the first run).
fn on_ctrl_c(stop: Arc<AtomicBool>, interrupted: Arc<AtomicBool>) -> CtrlC {
    static INSTALL: std::sync::Once = std::sync::Once::new();
    INSTALL.call_once(|| {
        let installed = ctrlc::set_handler(|| {
            for (stop, interrupted) in RUNNING.lock().unwrap_or_else(|p| p.into_inner()).iter() {
                interrupted.store(true, Ordering::SeqCst);
                stop.store(true, Ordering::SeqCst);
            }
        });
        if let Err(e) = installed {
            eprintln!("cargo xtask diff: Ctrl-C will not save the findings: {e}");
        }
    });
    RUNNING
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .push((stop.clone(), interrupted));
    CtrlC(stop)
}

/// Everything a run found, and its numbers.
#[derive(Debug, Default)]
pub struct Summary {
    pub games_played: u64,
    pub positions: u64,
    pub seconds: f64,
    pub findings: Vec<Finding>,
    pub faults: Vec<FaultRecord>,
    pub interrupted: bool,
    pub time_limited: bool,
    /// Engine restarts after faults, over all jobs.
    pub restarts: u64,
    /// The engine's own name for itself.
    pub engine_name: String,
    /// How many games ended each way by the oracle's rules (the rest reached the ply limit).
    pub endings: std::collections::BTreeMap<String, u64>,
}

impl Summary {
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

/// The engine faults kept in full in a report; beyond that they are counted.
const FAULTS_KEPT: usize = 200;

/// Runs `cargo xtask diff` with these options.
pub fn run(o: &Options) -> Result<Summary, String> {
    let ruleset = oracle::ruleset(&o.ruleset).map_err(|e| e.to_string())?;
    run_with(o, ruleset)
}

/// Runs with this ruleset as the reference.
pub fn run_with(o: &Options, ruleset: &'static dyn AnyRuleset) -> Result<Summary, String> {
    let spec = engine_spec(&o.engine)?;
    let mut uci_options = o
        .uci_options
        .iter()
        .map(|s| setting(s, "--uci-option"))
        .collect::<Result<Vec<_>, _>>()?;
    // The Fairy-Stockfish preset plays the suicide base rules as its own `suicide` variant (FICS).
    if o.engine == "fairy-stockfish"
        && ruleset.slug() == "suicide"
        && !uci_options.iter().any(|(k, _)| k == "UCI_Variant")
    {
        uci_options.push(("UCI_Variant".into(), "suicide".into()));
    }
    let interpretation = o
        .interpretation
        .iter()
        .map(|s| setting(s, "--interpretation"))
        .collect::<Result<Vec<_>, _>>()?;
    // Check the switches once, so a typo stops the run before it starts.
    ruleset
        .new_game("startpos", &interpretation)
        .map_err(|e| e.to_string())?;
    if !(o.timeout.is_finite() && o.timeout > 0.0) {
        return Err("--timeout must be a positive number of seconds".into());
    }
    let timeout = Duration::from_secs_f64(o.timeout);
    let starts = match (&o.positions, &o.start) {
        (Some(_), Some(_)) => return Err("--positions and --start exclude each other".into()),
        (Some(path), None) => read_positions(path)?,
        (None, Some(start)) => vec![start.trim().to_string()],
        (None, None) => vec!["startpos".to_string()],
    };
    for (i, s) in starts.iter().enumerate() {
        ruleset
            .new_game(s, &interpretation)
            .map_err(|e| format!("position {} (`{s}`): {e}", i + 1))?;
    }
    let stop = Arc::new(AtomicBool::new(false));
    let interrupted = Arc::new(AtomicBool::new(false));
    let _registration = on_ctrl_c(stop.clone(), interrupted.clone());
    let plan = Plan {
        ruleset,
        interpretation: interpretation.clone(),
        starts,
        seed: o.seed,
        max_plies: o.max_plies,
        stop: stop.clone(),
        shrink_budget: o.shrink_budget,
        shrink_findings: o.shrink_findings,
        shrunk: AtomicU64::new(0),
    };
    let began = Instant::now();
    let mut summary = if let Some(moves) = &o.start.as_ref().map(|_| o.moves.clone()) {
        let moves: Vec<String> = moves
            .as_deref()
            .unwrap_or("")
            .split_whitespace()
            .map(str::to_string)
            .collect();
        let mut engine = start_engine(
            &spec,
            ruleset.slug(),
            &uci_options,
            &interpretation,
            timeout,
        )?;
        let mut s = replay_line(&plan, engine.as_mut(), &moves)?;
        s.restarts = u64::from(engine.restarts());
        s.engine_name = engine.name();
        s
    } else {
        let (shard_i, shard_n) = match &o.shard {
            Some(s) => parse_shard(s)?,
            None => (1, 1),
        };
        let games: Vec<u64> = (0..o.games)
            .filter(|g| g % shard_n == shard_i - 1)
            .collect();
        let jobs = o.jobs.max(1).min(games.len().max(1));
        let mut engines: Vec<Box<dyn Engine>> = Vec::with_capacity(jobs);
        for _ in 0..jobs {
            engines.push(start_engine(
                &spec,
                ruleset.slug(),
                &uci_options,
                &interpretation,
                timeout,
            )?);
        }
        let deadline = match &o.time_limit {
            Some(t) => Some(began + parse_duration(t)?),
            None => None,
        };
        let name = engines.first().map(|e| e.name()).unwrap_or_default();
        let mut s = run_games(&plan, engines, games, deadline, o.quiet)?;
        s.engine_name = name;
        s
    };
    summary.seconds = began.elapsed().as_secs_f64();
    summary.interrupted = interrupted.load(Ordering::SeqCst);

    let written = write_findings(o, &plan, &summary.engine_name, &uci_options, &summary);
    print_summary(o, &summary, &written);
    if let Some(path) = &o.report {
        let report = report_json(o, &plan, &summary, &written);
        let text = serde_json::to_string_pretty(&report).map_err(|e| e.to_string())?;
        std::fs::write(path, text + "\n")
            .map_err(|e| format!("cannot write the report {}: {e}", path.display()))?;
    }
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
        let difference = match engine.query(&query) {
            Ok(answer) => compare(&observed, &answer),
            Err(fault) => match refusal(&fault) {
                Some(d) => Some(d),
                None => {
                    summary.faults.push(FaultRecord {
                        game: 0,
                        ply: len,
                        fault,
                    });
                    continue;
                }
            },
        };
        summary.positions += 1;
        if let Some(d) = difference {
            // A replay is already short; "shrinking" it only records the oracle's view.
            let mut f = shrink(plan, engine, 0, &start, moves[..len].to_vec(), d);
            f.moves = moves[..len].to_vec();
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
    quiet: bool,
) -> Result<Summary, String> {
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
    std::thread::scope(|scope| {
        for mut engine in engines {
            let tx = tx.clone();
            let (next, positions, done, found, failure, games) =
                (&next, &positions, &done, &found, &failure, &games);
            let restarts = &restarts;
            scope.spawn(move || loop {
                let finish = |engine: &dyn Engine| {
                    restarts.fetch_add(u64::from(engine.restarts()), Ordering::Relaxed);
                };
                if plan.stop.load(Ordering::Relaxed) {
                    return finish(engine.as_ref());
                }
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(&g) = games.get(i as usize) else {
                    return finish(engine.as_ref());
                };
                match play_game(plan, engine.as_mut(), g) {
                    Ok(result) => {
                        positions.fetch_add(result.positions, Ordering::Relaxed);
                        if result.finding.is_some() || !result.faults.is_empty() {
                            found.fetch_add(1, Ordering::Relaxed);
                        }
                        done.fetch_add(1, Ordering::Relaxed);
                        if tx.send((g, result)).is_err() {
                            return finish(engine.as_ref());
                        }
                    }
                    Err(e) => {
                        *failure.lock().unwrap_or_else(|p| p.into_inner()) =
                            Some(format!("game {g}: the oracle failed on its own game: {e}"));
                        plan.stop.store(true, Ordering::SeqCst);
                        return finish(engine.as_ref());
                    }
                }
            });
        }
        drop(tx);
        let terminal = std::io::stderr().is_terminal();
        let every = if terminal {
            Duration::from_millis(250)
        } else {
            Duration::from_secs(15)
        };
        let mut last_progress = Instant::now();
        loop {
            match rx.recv_timeout(Duration::from_millis(100)) {
                Ok((_, result)) => {
                    summary.games_played += 1;
                    summary.positions += result.positions;
                    if let Some(end) = result.end {
                        *summary.endings.entry(end).or_insert(0) += 1;
                    }
                    summary.findings.extend(result.finding);
                    summary.faults.extend(result.faults);
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {}
                Err(mpsc::RecvTimeoutError::Disconnected) => break,
            }
            if let Some(d) = deadline {
                if Instant::now() >= d && !plan.stop.load(Ordering::Relaxed) {
                    summary.time_limited = true;
                    plan.stop.store(true, Ordering::SeqCst);
                }
            }
            if !quiet && last_progress.elapsed() >= every {
                last_progress = Instant::now();
                let secs = began.elapsed().as_secs_f64().max(1e-9);
                let p = positions.load(Ordering::Relaxed);
                let line = format!(
                    "diff: {}/{total} games, {p} positions, {:.0} positions/s, {} games with findings",
                    done.load(Ordering::Relaxed),
                    p as f64 / secs,
                    found.load(Ordering::Relaxed)
                );
                if terminal {
                    eprint!("\r{line}   ");
                } else {
                    eprintln!("{line}");
                }
            }
        }
        if !quiet && terminal {
            eprintln!();
        }
    });
    summary.restarts = restarts.load(Ordering::Relaxed);
    // Games cut short by a stop still count what they compared.
    summary.positions = summary.positions.max(positions.load(Ordering::Relaxed));
    if let Some(message) = failure.into_inner().unwrap_or_else(|p| p.into_inner()) {
        return Err(message);
    }
    summary.findings.sort_by_key(|f| f.game);
    summary.faults.sort_by_key(|f| (f.game, f.ply));
    Ok(summary)
}

/// Written scenario files and replay commands, in the order of `summary.findings`.
pub struct Written {
    pub files: Vec<Option<PathBuf>>,
    pub replays: Vec<String>,
    pub scenarios: Vec<String>,
}

fn write_findings(
    o: &Options,
    plan: &Plan,
    engine_name: &str,
    uci_options: &[(String, String)],
    summary: &Summary,
) -> Written {
    let mut written = Written {
        files: Vec::new(),
        replays: Vec::new(),
        scenarios: Vec::new(),
    };
    if !summary.findings.is_empty() {
        let _ = std::fs::create_dir_all(&o.scenarios);
    }
    let safe: String = engine_name
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect::<String>()
        .trim_matches('-')
        .chars()
        .take(40)
        .collect();
    for f in &summary.findings {
        let replay = replay_command(plan, &o.engine, uci_options, &f.start, &f.shrunk_moves);
        let text = scenario(plan, engine_name, &replay, f);
        let path = o.scenarios.join(format!(
            "{}-{safe}-seed{}-game{}.yaml",
            plan.ruleset.slug(),
            plan.seed,
            f.game
        ));
        let file = std::fs::write(&path, &text).ok().map(|_| path);
        written.files.push(file);
        written.replays.push(replay);
        written.scenarios.push(text);
    }
    written
}

fn print_summary(o: &Options, s: &Summary, written: &Written) {
    for (i, f) in s.findings.iter().enumerate() {
        println!(
            "DISAGREEMENT in game {} ({} plies, shrunk to {}{}): {}",
            f.game,
            f.moves.len(),
            f.shrunk_moves.len(),
            if f.shrink_complete {
                ""
            } else {
                ", shrinking cut short"
            },
            f.shrunk_difference.describe()
        );
        println!("  start: {}", f.start);
        println!("  moves: {}", f.shrunk_moves.join(" "));
        if let Some(Some(path)) = written.files.get(i) {
            println!("  scenario: {}", path.display());
        }
        println!("  replay: {}", written.replays[i]);
    }
    for r in s.faults.iter().take(20) {
        println!(
            "ENGINE FAULT in game {} at ply {}: {} {}",
            r.game,
            r.ply,
            r.fault.kind(),
            r.fault
        );
    }
    if s.faults.len() > 20 {
        println!("... and {} more engine faults", s.faults.len() - 20);
    }
    if !s.endings.is_empty() {
        let ends: Vec<String> = s.endings.iter().map(|(k, n)| format!("{n} {k}")).collect();
        println!("games ended by the rules: {}", ends.join(", "));
    }
    let mut notes = Vec::new();
    if s.interrupted {
        notes.push("interrupted");
    }
    if s.time_limited {
        notes.push("time limit reached");
    }
    let restarted = format!("engine restarted {} times", s.restarts);
    if s.restarts > 0 {
        notes.push(&restarted);
    }
    println!(
        "diff {} vs {}: {} games, {} positions compared in {:.1} s ({:.0} positions/s), {} disagreements, {} engine faults{}",
        o.ruleset,
        o.engine,
        s.games_played,
        s.positions,
        s.seconds,
        s.positions_per_second(),
        s.findings.len(),
        s.faults.len(),
        if notes.is_empty() {
            String::new()
        } else {
            format!(" ({})", notes.join(", "))
        }
    );
}

fn fault_json(r: &FaultRecord) -> Value {
    let mut v = json!({
        "game": r.game,
        "ply": r.ply,
        "kind": r.fault.kind(),
        "request": r.fault.request(),
        "message": r.fault.to_string(),
    });
    if let Fault::Garbage { line, .. } = &r.fault {
        v["line"] = json!(line);
    }
    v
}

fn report_json(o: &Options, plan: &Plan, s: &Summary, written: &Written) -> Value {
    let findings: Vec<Value> = s
        .findings
        .iter()
        .enumerate()
        .map(|(i, f)| {
            json!({
                "game": f.game,
                "start": f.start,
                "moves": f.moves,
                "difference": f.difference.to_json(),
                "shrunk": {
                    "moves": f.shrunk_moves,
                    "difference": f.shrunk_difference.to_json(),
                    "complete": f.shrink_complete,
                    "oracle": {
                        "moves": f.oracle.moves,
                        "position": f.oracle.position,
                        "check": f.oracle.check,
                        "status": f.oracle.status,
                        "clause": f.oracle.clause,
                    },
                },
                "scenario_file": written.files[i].as_ref().map(|p| p.display().to_string()),
                "scenario": written.scenarios[i],
                "replay": written.replays[i],
            })
        })
        .collect();
    json!({
        "ruleset": plan.ruleset.slug(),
        "engine": o.engine,
        "uci_options": o.uci_options,
        "interpretation": o.interpretation,
        "seed": plan.seed,
        "games": o.games,
        "max_plies": plan.max_plies,
        "shard": o.shard,
        "jobs": o.jobs,
        "positions_file": o.positions.as_ref().map(|p| p.display().to_string()),
        "games_played": s.games_played,
        "positions_compared": s.positions,
        "seconds": s.seconds,
        "positions_per_second": s.positions_per_second(),
        "interrupted": s.interrupted,
        "time_limited": s.time_limited,
        "disagreements": findings,
        "engine_faults": s.faults.iter().take(FAULTS_KEPT).map(fault_json).collect::<Vec<_>>(),
        "engine_faults_total": s.faults.len(),
        "engine_restarts": s.restarts,
        "endings": s.endings,
        "engine_name": s.engine_name,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_and_shards_are_read() {
        assert_eq!(parse_duration("90").unwrap(), Duration::from_secs(90));
        assert_eq!(parse_duration("15m").unwrap(), Duration::from_secs(900));
        assert_eq!(parse_duration("1h").unwrap(), Duration::from_secs(3600));
        assert!(parse_duration("soon").is_err());
        assert!(parse_duration("5y").is_err());
        assert_eq!(parse_shard("3/8").unwrap(), (3, 8));
        assert!(parse_shard("0/8").is_err());
        assert!(parse_shard("9/8").is_err());
        assert!(parse_shard("x").is_err());
    }

    #[test]
    fn presets_resolve() {
        assert_eq!(
            engine_spec("stockfish").unwrap(),
            EngineSpec::Uci(vec!["/usr/games/stockfish".into()])
        );
        assert_eq!(
            engine_spec("uci:/bin/eng -x").unwrap(),
            EngineSpec::Uci(vec!["/bin/eng".into(), "-x".into()])
        );
        assert_eq!(
            engine_spec("oracle serve").unwrap(),
            EngineSpec::Protocol(vec!["oracle".into(), "serve".into()])
        );
        assert_eq!(engine_spec("shakmaty").unwrap(), EngineSpec::Shakmaty);
    }

    #[test]
    fn epd_and_perft_files_are_read() {
        let dir = std::env::temp_dir().join(format!("diff-epd-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("p.epd");
        std::fs::write(
            &path,
            "# comment\nid kiwipete\nepd r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - ;D1 48\nperft 1 48\n8/8/8/8/8/8/8/K6k b - - 3 40\n",
        )
        .unwrap();
        assert_eq!(
            read_positions(&path).unwrap(),
            vec![
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1".to_string(),
                "8/8/8/8/8/8/8/K6k b - - 3 40".to_string()
            ]
        );
        std::fs::write(&path, "8/8 w\n").unwrap();
        let e = read_positions(&path).unwrap_err();
        assert!(e.contains(":1:"), "{e}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
