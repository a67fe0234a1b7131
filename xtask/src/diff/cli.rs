//! The command line of `cargo xtask diff`: its options, read into a runner [`Config`]; the progress line;
//! the findings written as scenario files; the summary printed; the report written.

use super::game::Plan;
use super::interrupt::on_interrupt;
use super::output::{print_summary, progress_line, write_findings};
use super::positions::{parse_duration, parse_shard, read_positions};
use super::presets::{check_ruleset, engine_spec};
use super::report::Report;
use super::runner::{run, Config, Progress, Summary};
use super::seeds::{seeds, Seeds};
use super::walk::Walk;
use oracle::core::AnyRuleset;
use std::io::IsTerminal;
use std::time::Duration;

/// Command-line options of `cargo xtask diff`. The report opens with those that say which run it was
/// (the others, how it was carried out, are skipped there).
#[derive(clap::Args, Debug, Clone, serde::Serialize)]
pub struct Options {
    /// The ruleset (an oracle slug).
    #[arg(long, default_value = "fide")]
    pub ruleset: String,
    /// The engine: a preset (`stockfish`, `fairy-stockfish`, `python-chess`, `shakmaty`, `void-bitboard`), `uci:COMMAND`
    /// for a UCI engine, or any command line speaking PROTOCOL.md.
    #[arg(long)]
    pub engine: String,
    /// A UCI option `NAME=VALUE` set after the handshake (repeatable), e.g. `UCI_Variant=suicide`.
    #[arg(long = "uci-option", value_name = "NAME=VALUE")]
    pub uci_options: Vec<String>,
    /// How many games (before sharding).
    #[arg(long, default_value_t = 100)]
    pub games: u64,
    /// Plies per game at most.
    #[arg(long, default_value_t = 200)]
    pub max_plies: usize,
    /// The seed: the same seed gives the same games.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Start games from the positions of this EPD file (one per line; `.perft` files work too) instead of
    /// the start position; game g starts at position g mod N.
    #[arg(long, value_name = "FILE")]
    #[serde(rename = "positions_file")]
    pub positions: Option<std::path::PathBuf>,
    /// Engine processes run in parallel.
    #[arg(long, default_value_t = 1)]
    pub jobs: usize,
    /// Run only shard i of n (1-based): games g with g mod n = i - 1.
    #[arg(long, value_name = "I/N")]
    pub shard: Option<String>,
    /// Stop starting games after this long (`90`, `90s`, `15m`, `1h`) and report.
    #[arg(long, value_name = "DURATION")]
    #[serde(skip)]
    pub time_limit: Option<String>,
    /// Seconds an engine may take to answer one request before it is killed and restarted.
    #[arg(long, default_value_t = 10.0)]
    #[serde(skip)]
    pub timeout: f64,
    /// An interpretation switch `name=value` (repeatable), passed to the oracle and to protocol engines.
    #[arg(long = "interpretation", value_name = "NAME=VALUE")]
    pub interpretation: Vec<String>,
    /// Write the full report as JSON here.
    #[arg(long, value_name = "FILE")]
    #[serde(skip)]
    pub report: Option<std::path::PathBuf>,
    /// Also write the report as static pages with the boards (an index, a page per finding).
    #[arg(long, value_name = "DIR")]
    #[serde(skip)]
    pub html: Option<std::path::PathBuf>,
    /// Where the scenarios of the findings are written.
    #[arg(long, value_name = "DIR", default_value = "target/diff-findings")]
    #[serde(skip)]
    pub scenarios: std::path::PathBuf,
    /// Replay one line instead of random games: its start (`startpos` or a FEN)...
    #[arg(long, value_name = "POSITION")]
    #[serde(skip)]
    pub start: Option<String>,
    /// ...and its moves (space-separated coordinate moves).
    #[arg(long, value_name = "MOVES", requires = "start")]
    #[serde(skip)]
    pub moves: Option<String>,
    /// Engine queries spent at most on shrinking one disagreement.
    #[arg(long, default_value_t = 20_000)]
    #[serde(skip)]
    pub shrink_budget: usize,
    /// Shrink at most N findings: the first of each kind (the others are reported as the same as it).
    #[arg(long, default_value_t = 20)]
    #[serde(skip)]
    pub shrink_findings: u64,
    /// Time spent at most on shrinking, after the games (`90`, `90s`, `15m`).
    #[arg(long, value_name = "DURATION", default_value = "2m")]
    #[serde(skip)]
    pub shrink_time: String,
    /// Start every game from `startpos` only, not every other one from the ruleset's scenario and
    /// perft-table positions.
    #[arg(long)]
    #[serde(skip)]
    pub no_seeds: bool,
    /// How games choose their start and moves: `steered` (rare clauses, captures, counters near their
    /// limits, in turn), `uniform` (each legal move equally likely), or one of the steered walks alone.
    #[arg(long, value_enum, default_value_t = Walk::Steered)]
    pub walk: Walk,
    /// No progress line on standard error.
    #[arg(long)]
    #[serde(skip)]
    pub quiet: bool,
}

fn setting(text: &str, what: &str) -> Result<(String, String), String> {
    text.split_once('=')
        .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
        .filter(|(k, _)| !k.is_empty())
        .ok_or_else(|| format!("{what} `{text}` must be NAME=VALUE"))
}

/// Reads the options into a runner configuration, checking everything that can be checked before the
/// first game: the switches, the start positions, the durations, and that the engine plays the ruleset.
pub fn config(o: &Options, ruleset: &'static dyn AnyRuleset) -> Result<Config, String> {
    let mut uci_options = o
        .uci_options
        .iter()
        .map(|s| setting(s, "--uci-option"))
        .collect::<Result<Vec<_>, _>>()?;
    check_ruleset(&o.engine, ruleset.slug(), &mut uci_options)?;
    let engine = engine_spec(&o.engine)?;
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
    let replay = o.start.as_ref().map(|_| {
        o.moves
            .as_deref()
            .unwrap_or("")
            .split_whitespace()
            .map(str::to_string)
            .collect()
    });
    let seeds = if o.no_seeds || o.positions.is_some() || o.start.is_some() {
        Seeds::default()
    } else {
        seeds(ruleset, &interpretation, o.seed)
    };
    let mut plan = Plan {
        interpretation,
        shrink_budget: o.shrink_budget,
        walk: o.walk,
        ..Plan::new(ruleset, starts, o.seed, o.max_plies)
    };
    seeds.install(&mut plan);
    Ok(Config {
        plan,
        engine,
        uci_options,
        games: o.games,
        jobs: o.jobs,
        shard: match &o.shard {
            Some(s) => parse_shard(s)?,
            None => (1, 1),
        },
        time_limit: o.time_limit.as_deref().map(parse_duration).transpose()?,
        timeout: Duration::from_secs_f64(o.timeout),
        replay,
        shrink_findings: o.shrink_findings,
        shrink_time: parse_duration(&o.shrink_time)?,
    })
}

/// Runs `cargo xtask diff` with these options and this ruleset: the games, then the scenario files, the
/// summary on standard output and the report. Ctrl-C and SIGTERM stop the games and keep the findings.
pub fn execute(o: &Options, ruleset: &'static dyn AnyRuleset) -> Result<Summary, String> {
    let config = config(o, ruleset)?;
    let _registration = on_interrupt(&config.plan.control);
    let terminal = std::io::stderr().is_terminal();
    let every = if terminal {
        Duration::from_millis(250)
    } else {
        Duration::from_secs(15)
    };
    let mut shown = false;
    let mut show = |p: &Progress| {
        if o.quiet {
            return;
        }
        let line = progress_line(p);
        if terminal {
            eprint!("\r{line}   ");
            shown = true;
        } else {
            eprintln!("{line}");
        }
    };
    let summary = run(&config, every, &mut show)?;
    if shown {
        eprintln!();
    }
    let written = write_findings(
        o,
        &config.plan,
        &summary.engine_name,
        &config.uci_options,
        &summary,
    );
    print_summary(o, &summary, &written);
    if let Some(path) = &o.report {
        let report = Report::new(o, &summary, &written);
        let text = serde_json::to_string_pretty(&report).map_err(|e| e.to_string())?;
        std::fs::write(path, text + "\n")
            .map_err(|e| format!("cannot write the report {}: {e}", path.display()))?;
    }
    if let Some(dir) = &o.html {
        let report = Report::new(o, &summary, &written);
        let pages = super::html::write_report(dir, &report)?;
        if !o.quiet {
            println!(
                "report: {} ({pages} pages)",
                dir.join("index.html").display()
            );
        }
    }
    Ok(summary)
}

/// `cargo xtask diff`'s options alone, for callers that build them from words (tests, `bench`).
#[derive(clap::Parser)]
#[command(name = "cargo xtask diff")]
struct DiffCommand {
    #[command(flatten)]
    options: Options,
}

impl Options {
    /// Reads the options from words, the first being the command's name (`diff`).
    pub fn try_parse_from<I, T>(words: I) -> Result<Options, clap::Error>
    where
        I: IntoIterator<Item = T>,
        T: Into<std::ffi::OsString> + Clone,
    {
        <DiffCommand as clap::Parser>::try_parse_from(words).map(|c| c.options)
    }
}
