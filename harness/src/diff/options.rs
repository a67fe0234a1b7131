//! The options of `cargo xtask diff`, as the command line gives them and as the report repeats them.

use super::walk::Walk;

/// Command-line options of `cargo xtask diff`. The report opens with those that say which run it was
/// (the others, how it was carried out, are skipped there).
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(any(test, feature = "cli"), derive(clap::Args))]
pub struct Options {
    /// The ruleset (an oracle slug).
    #[cfg_attr(any(test, feature = "cli"), arg(long, default_value = "fide"))]
    pub ruleset: String,
    /// The engine: a preset (`stockfish`, `fairy-stockfish`, `python-chess`, `shakmaty`, `void-bitboard`), `uci:COMMAND`
    /// for a UCI engine, or any command line speaking PROTOCOL.md.
    #[cfg_attr(any(test, feature = "cli"), arg(long))]
    pub engine: String,
    /// A UCI option `NAME=VALUE` set after the handshake (repeatable), e.g. `UCI_Variant=suicide`.
    #[cfg_attr(
        any(test, feature = "cli"),
        arg(long = "uci-option", value_name = "NAME=VALUE")
    )]
    pub uci_options: Vec<String>,
    /// How many games (before sharding).
    #[cfg_attr(any(test, feature = "cli"), arg(long, default_value_t = 100))]
    pub games: u64,
    /// Plies per game at most.
    #[cfg_attr(any(test, feature = "cli"), arg(long, default_value_t = 200))]
    pub max_plies: usize,
    /// The seed: the same seed gives the same games.
    #[cfg_attr(any(test, feature = "cli"), arg(long, default_value_t = 1))]
    pub seed: u64,
    /// Start games from the positions of this EPD file (one per line; `.perft` files work too) instead of
    /// the start position; game g starts at position g mod N.
    #[cfg_attr(any(test, feature = "cli"), arg(long, value_name = "FILE"))]
    #[serde(rename = "positions_file")]
    pub positions: Option<std::path::PathBuf>,
    /// Engine processes run in parallel.
    #[cfg_attr(any(test, feature = "cli"), arg(long, default_value_t = 1))]
    pub jobs: usize,
    /// Run only shard i of n (1-based): games g with g mod n = i - 1.
    #[cfg_attr(any(test, feature = "cli"), arg(long, value_name = "I/N"))]
    pub shard: Option<String>,
    /// Stop starting games after this long (`90`, `90s`, `15m`, `1h`) and report.
    #[cfg_attr(any(test, feature = "cli"), arg(long, value_name = "DURATION"))]
    #[serde(skip)]
    pub time_limit: Option<String>,
    /// Seconds an engine may take to answer one request before it is killed and restarted.
    #[cfg_attr(any(test, feature = "cli"), arg(long, default_value_t = 10.0))]
    #[serde(skip)]
    pub timeout: f64,
    /// An interpretation switch `name=value` (repeatable), passed to the oracle and to protocol engines.
    #[cfg_attr(
        any(test, feature = "cli"),
        arg(long = "interpretation", value_name = "NAME=VALUE")
    )]
    pub interpretation: Vec<String>,
    /// Write the full report as JSON here.
    #[cfg_attr(any(test, feature = "cli"), arg(long, value_name = "FILE"))]
    #[serde(skip)]
    pub report: Option<std::path::PathBuf>,
    /// Also write the report as static pages with the boards (an index, a page per finding).
    #[cfg_attr(any(test, feature = "cli"), arg(long, value_name = "DIR"))]
    #[serde(skip)]
    pub html: Option<std::path::PathBuf>,
    /// Where the scenarios of the findings are written.
    #[cfg_attr(
        any(test, feature = "cli"),
        arg(long, value_name = "DIR", default_value = "target/diff-findings")
    )]
    #[serde(skip)]
    pub scenarios: std::path::PathBuf,
    /// Replay one line instead of random games: its start (`startpos` or a FEN)...
    #[cfg_attr(any(test, feature = "cli"), arg(long, value_name = "POSITION"))]
    #[serde(skip)]
    pub start: Option<String>,
    /// ...and its moves (space-separated coordinate moves).
    #[cfg_attr(
        any(test, feature = "cli"),
        arg(long, value_name = "MOVES", requires = "start")
    )]
    #[serde(skip)]
    pub moves: Option<String>,
    /// Engine queries spent at most on shrinking one disagreement.
    #[cfg_attr(any(test, feature = "cli"), arg(long, default_value_t = 20_000))]
    #[serde(skip)]
    pub shrink_budget: usize,
    /// Shrink at most N findings: the first of each kind (the others are reported as the same as it).
    #[cfg_attr(any(test, feature = "cli"), arg(long, default_value_t = 20))]
    #[serde(skip)]
    pub shrink_findings: u64,
    /// Time spent at most on shrinking, after the games (`90`, `90s`, `15m`).
    #[cfg_attr(
        any(test, feature = "cli"),
        arg(long, value_name = "DURATION", default_value = "2m")
    )]
    #[serde(skip)]
    pub shrink_time: String,
    /// Start every game from `startpos` only, not every other one from the ruleset's scenario and
    /// perft-table positions.
    #[cfg_attr(any(test, feature = "cli"), arg(long))]
    #[serde(skip)]
    pub no_seeds: bool,
    /// How games choose their start and moves: `steered` (rare clauses, captures, counters near their
    /// limits, in turn), `uniform` (each legal move equally likely), or one of the steered walks alone.
    #[cfg_attr(any(test, feature = "cli"), arg(long, value_enum, default_value_t = Walk::Steered))]
    pub walk: Walk,
    /// No progress line on standard error.
    #[cfg_attr(any(test, feature = "cli"), arg(long))]
    #[serde(skip)]
    pub quiet: bool,
}

impl Default for Options {
    /// The command line's defaults (`cargo xtask diff --engine ''` reads as this, a test in xtask
    /// holds the two together).
    fn default() -> Self {
        Options {
            ruleset: "fide".to_string(),
            engine: String::new(),
            uci_options: Vec::new(),
            games: 100,
            max_plies: 200,
            seed: 1,
            positions: None,
            jobs: 1,
            shard: None,
            time_limit: None,
            timeout: 10.0,
            interpretation: Vec::new(),
            report: None,
            html: None,
            scenarios: "target/diff-findings".into(),
            start: None,
            moves: None,
            shrink_budget: 20_000,
            shrink_findings: 20,
            shrink_time: "2m".to_string(),
            no_seeds: false,
            walk: Walk::Steered,
            quiet: false,
        }
    }
}

/// `cargo xtask diff`'s options alone, for callers that build them from words (tests, `bench`).
#[cfg(any(test, feature = "cli"))]
#[derive(clap::Parser)]
#[command(name = "cargo xtask diff")]
struct DiffCommand {
    #[command(flatten)]
    options: Options,
}

#[cfg(any(test, feature = "cli"))]
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
