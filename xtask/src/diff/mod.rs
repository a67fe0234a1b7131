//! `cargo xtask diff`: the differential tester. An engine and the oracle are asked the same questions at
//! every position of seeded random games (or of the positions of an EPD file); every disagreement is
//! shrunk and written as a YAML scenario with a one-line replay command. See `docs/diff.md`.
//!
//! Exit codes: 0 all agree, 1 a disagreement or an engine fault was found, 2 the harness could not run.

pub mod compare;
pub mod engine;
pub mod game;
#[cfg(test)]
mod mutant;
pub mod process;
pub mod protocol;
#[cfg(test)]
mod rule_mutant;
#[cfg(test)]
mod rule_mutant_tests;
pub mod run;
pub mod scenario;
pub mod shakmaty_engine;
#[cfg(test)]
mod tests;
pub mod uci;

use clap::Parser;
use std::process::ExitCode;

/// Command-line options of `cargo xtask diff`.
#[derive(Parser, Debug, Clone)]
#[command(
    name = "cargo xtask diff",
    about = "Compare an engine with the oracle at every position of seeded random games"
)]
pub struct Options {
    /// The ruleset (an oracle slug).
    #[arg(long, default_value = "fide")]
    pub ruleset: String,
    /// The engine: a preset (`stockfish`, `fairy-stockfish`, `python-chess`, `shakmaty`), `uci:COMMAND`
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
    pub positions: Option<std::path::PathBuf>,
    /// Engine processes run in parallel.
    #[arg(long, default_value_t = 1)]
    pub jobs: usize,
    /// Run only shard i of n (1-based): games g with g mod n = i - 1.
    #[arg(long, value_name = "I/N")]
    pub shard: Option<String>,
    /// Stop starting games after this long (`90`, `90s`, `15m`, `1h`) and report.
    #[arg(long, value_name = "DURATION")]
    pub time_limit: Option<String>,
    /// Seconds an engine may take to answer one request before it is killed and restarted.
    #[arg(long, default_value_t = 10.0)]
    pub timeout: f64,
    /// An interpretation switch `name=value` (repeatable), passed to the oracle and to protocol engines.
    #[arg(long = "interpretation", value_name = "NAME=VALUE")]
    pub interpretation: Vec<String>,
    /// Write the full report as JSON here.
    #[arg(long, value_name = "FILE")]
    pub report: Option<std::path::PathBuf>,
    /// Where the scenarios of the findings are written.
    #[arg(long, value_name = "DIR", default_value = "target/diff-findings")]
    pub scenarios: std::path::PathBuf,
    /// Replay one line instead of random games: its start (`startpos` or a FEN)...
    #[arg(long, value_name = "POSITION")]
    pub start: Option<String>,
    /// ...and its moves (space-separated coordinate moves).
    #[arg(long, value_name = "MOVES", requires = "start")]
    pub moves: Option<String>,
    /// Engine queries spent at most on shrinking one disagreement.
    #[arg(long, default_value_t = 20_000)]
    pub shrink_budget: usize,
    /// Shrink only the first N findings (later ones are reported unshrunk).
    #[arg(long, default_value_t = 20)]
    pub shrink_findings: u64,
    /// No progress line on standard error.
    #[arg(long)]
    pub quiet: bool,
}

pub fn run(args: &[String]) -> ExitCode {
    let argv = std::iter::once("cargo xtask diff".to_string()).chain(args.iter().cloned());
    let options = match Options::try_parse_from(argv) {
        Ok(o) => o,
        Err(e) => {
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
        }
    };
    match run::run(&options) {
        Ok(summary) => ExitCode::from(summary.exit_code()),
        Err(message) => {
            eprintln!("cargo xtask diff: {message}");
            ExitCode::from(2)
        }
    }
}
