//! The command line of `oracle`: its commands and their options, read by clap.

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "oracle",
    version,
    about = "A spec-literal rules oracle for Void Chess and related rulesets"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(clap::Args, Clone)]
pub struct GameArgs {
    /// The ruleset (see `oracle rulesets`).
    #[arg(long, short = 'r', default_value = "void-chess")]
    pub ruleset: String,
    /// Set an interpretation switch, `name=value` (repeatable; see `oracle switches -r RULESET`).
    #[arg(long = "interpretation", short = 'i', value_name = "NAME=VALUE")]
    pub interpretation: Vec<String>,
    /// `startpos`, or a position in the ruleset's text form (quote it: it has spaces).
    pub position: String,
    /// Moves played from the position, coordinate form or algebraic.
    pub moves: Vec<String>,
    /// A game event after the moves (`agreement`, `end-battle`, ...: see `oracle events -r RULESET`).
    #[arg(long, value_name = "EVENT")]
    pub event: Option<String>,
}

/// The limits of `oracle web` (docs/web.md, "Limits"); the defaults are `oracle::web::limits::Limits`'.
#[cfg(feature = "web")]
#[derive(clap::Args, Clone)]
pub struct WebLimits {
    /// The seconds a client has to send a request's headers, from the moment the connection waits for
    /// them: just opened, or kept alive after an answer (so also the limit on an idle connection).
    #[arg(long, value_name = "SECONDS", default_value_t = DEFAULT.header_timeout.as_secs(),
          value_parser = clap::value_parser!(u64).range(1..))]
    pub header_timeout: u64,
    /// The seconds a client has to send a request's body once its headers are in.
    #[arg(long, value_name = "SECONDS", default_value_t = DEFAULT.body_timeout.as_secs(),
          value_parser = clap::value_parser!(u64).range(1..))]
    pub body_timeout: u64,
    /// The seconds the answer to a request of `POST /api` may take to be worked out, once its body is read.
    #[arg(long, value_name = "SECONDS", default_value_t = DEFAULT.request_timeout.as_secs(),
          value_parser = clap::value_parser!(u64).range(1..))]
    pub request_timeout: u64,
    /// Connections open at once; one more is answered `busy` (503) and closed.
    #[arg(long, value_name = "N", default_value_t = DEFAULT.max_connections,
          value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..))]
    pub max_connections: usize,
    /// Requests of `POST /api` answered at once; one more is answered `busy` (503).
    #[arg(long, value_name = "N", default_value_t = DEFAULT.max_requests,
          value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..))]
    pub max_requests: usize,
}

#[cfg(feature = "web")]
const DEFAULT: oracle::web::limits::Limits = oracle::web::limits::Limits::DEFAULT;

#[derive(Subcommand)]
pub enum Command {
    /// List the legal moves after the moves given.
    Moves {
        #[command(flatten)]
        game: GameArgs,
        /// Also print each move in algebraic notation.
        #[arg(long)]
        san: bool,
    },
    /// Play the moves and print the position reached and the game's status with its clause.
    Play {
        #[command(flatten)]
        game: GameArgs,
        /// Also write the game as a record (PGN-style, see `check-game`) to this file.
        #[arg(long, value_name = "FILE")]
        record: Option<std::path::PathBuf>,
    },
    /// Check game records (PGN-style: tag pairs with a `Variant` tag, moves in the notation for people or
    /// in coordinate form; several games a file): each is legal to the end, with its status and whether
    /// its `Result` agrees, or has a first illegal move. Exit 0 all legal and agreeing, 1 an illegal move
    /// or a disagreeing `Result`, 2 a record that cannot be read.
    CheckGame {
        /// The record file (`-` for standard input).
        file: std::path::PathBuf,
    },
    /// Is the last move given legal after the others? If not, which clause forbids it.
    Explain {
        #[command(flatten)]
        game: GameArgs,
    },
    /// Draw the position reached, with tile states where the ruleset has them (text, or SVG with `--svg`).
    Show {
        #[command(flatten)]
        game: GameArgs,
        /// Draw an SVG picture instead of text.
        #[arg(long)]
        svg: bool,
        /// Write the picture to this file instead of standard output.
        #[arg(long, value_name = "FILE")]
        out: Option<std::path::PathBuf>,
        /// Mark the legal moves of the piece on this square (SVG).
        #[arg(long, value_name = "SQUARE")]
        moves_from: Option<String>,
        /// A move to try on the position reached (SVG): a legal one is drawn as a second arrow, a refused one
        /// has the squares it names outlined and its refusal written under the board.
        #[arg(long = "try", value_name = "MOVE")]
        try_move: Option<String>,
    },
    /// Count the leaf nodes of the move tree (`Nodes searched: N` last, as Stockfish prints). A long count
    /// shows its estimate and progress on standard error; Ctrl-C stops it with the partial divide (exit
    /// code 130); a count estimated at over an hour needs `--yes`. `--threads N` shares the root moves
    /// among N threads.
    Perft {
        #[command(flatten)]
        game: GameArgs,
        /// Depth in plies.
        #[arg(long, short = 'd')]
        depth: u32,
        /// Print the count under each first move.
        #[arg(long)]
        divide: bool,
        /// Count even when the estimate is over an hour.
        #[arg(long)]
        yes: bool,
        /// Count with N threads, the root moves shared among them (the same count).
        #[arg(long, short = 't', value_name = "N", default_value_t = 1,
              value_parser = clap::value_parser!(u16).range(1..=1024))]
        threads: u16,
    },
    /// Speak the JSON-lines engine protocol (PROTOCOL.md) on standard input and output.
    Serve,
    /// Serve the page (click moves, read the clauses, check records, count perft) and `POST /api`
    /// (PROTOCOL.md's requests and the page's; docs/web.md) over HTTP.
    #[cfg(feature = "web")]
    Web {
        /// The address and port to listen on (127.0.0.1 unless told otherwise; port 0 picks a free one).
        #[arg(long, default_value = "127.0.0.1:8080", value_name = "ADDR:PORT")]
        listen: std::net::SocketAddr,
        /// The seconds a perft count may take; a count estimated over it is refused. The protocol's
        /// `perft`, counted within its request, is also refused when estimated over `--request-timeout`.
        #[arg(long, default_value_t = 30, value_name = "SECONDS")]
        perft_budget: u64,
        #[command(flatten)]
        limits: WebLimits,
    },
    /// List the rulesets.
    Rulesets,
    /// List a ruleset's interpretation switches: name, readings (the default first, marked `*`), question.
    Switches {
        /// The ruleset (see `oracle rulesets`).
        #[arg(long, short = 'r', default_value = "void-chess")]
        ruleset: String,
    },
    /// List a ruleset's game events (not moves), with what each means.
    Events {
        /// The ruleset (see `oracle rulesets`).
        #[arg(long, short = 'r', default_value = "void-chess")]
        ruleset: String,
    },
}
