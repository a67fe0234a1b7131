//! The command line of `cargo xtask bench`.

/// The options of `cargo xtask bench`.
#[derive(clap::Args, Debug, Clone)]
pub struct Options {
    /// Smaller perft depths and a shorter diff (a quick look, less precise).
    #[arg(long)]
    pub quick: bool,
    /// The engine for Stockfish's perft: the `stockfish` preset (on PATH, or where `STOCKFISH` says) or
    /// `uci:COMMAND`.
    #[arg(long, default_value = "stockfish")]
    pub stockfish: String,
    /// The UCI engine for the throughput run.
    #[arg(long, default_value = "stockfish")]
    pub engine: String,
    /// Games in the throughput run.
    #[arg(long, default_value_t = 300)]
    pub games: u64,
    /// Run only these sections (repeatable): `perft`, `serve`, `web load`, `diff speed`,
    /// `diff throughput`. All of them when not given.
    #[arg(long = "section", value_name = "NAME")]
    pub sections: Vec<String>,
}
