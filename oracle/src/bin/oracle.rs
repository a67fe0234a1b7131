//! `oracle`: ask the rules oracle about a position. See `oracle --help`.
//!
//! Exit codes: 0 success; 1 the answer is "no" (`explain` of an illegal move; `check-game`: an illegal
//! move or a `Result` the moves contradict); 2 the input was malformed.

use clap::{Parser, Subcommand};
use oracle::core::interpretation::parse_setting;
use oracle::core::{AnyGame, OracleError, Verdict};
use oracle::perft_run::{self, short_duration, short_number};
use std::io::Write;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

#[derive(Parser)]
#[command(
    name = "oracle",
    version,
    about = "A spec-literal rules oracle for Void Chess and related rulesets"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(clap::Args, Clone)]
struct GameArgs {
    /// The ruleset (see `oracle rulesets`).
    #[arg(long, short = 'r', default_value = "void-chess")]
    ruleset: String,
    /// Set an interpretation switch, `name=value` (repeatable; see `oracle switches -r RULESET`).
    #[arg(long = "interpretation", short = 'i', value_name = "NAME=VALUE")]
    interpretation: Vec<String>,
    /// `startpos`, or a position in the ruleset's text form (quote it: it has spaces).
    position: String,
    /// Moves played from the position, coordinate form or algebraic.
    moves: Vec<String>,
    /// A game event after the moves (`agreement`, `end-battle`, ...: see `oracle events -r RULESET`).
    #[arg(long, value_name = "EVENT")]
    event: Option<String>,
}

#[derive(Subcommand)]
enum Command {
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
        /// The seconds a perft count may take; a count estimated over it is refused.
        #[arg(long, default_value_t = 30, value_name = "SECONDS")]
        perft_budget: u64,
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

/// The ruleset `--ruleset` names (a slug, or a reading's name such as `antichess`) and the switches in force:
/// those the name sets and those given with `--interpretation`.
fn ruleset_and_settings(
    args: &GameArgs,
) -> Result<
    (
        &'static dyn oracle::core::AnyRuleset,
        oracle::names::Settings,
    ),
    OracleError,
> {
    let settings = args
        .interpretation
        .iter()
        .map(|s| parse_setting(s))
        .collect::<Result<Vec<_>, _>>()?;
    for (i, (name, value)) in settings.iter().enumerate() {
        if let Some((_, first)) = settings[..i].iter().find(|(n, _)| n == name) {
            return Err(OracleError::BadInterpretation {
                message: format!(
                    "`{name}` is set twice (`{name}={first}` and `{name}={value}`): give each switch once"
                ),
            });
        }
    }
    let (ruleset, named) = oracle::names::ruleset_named(&args.ruleset)?;
    let settings = oracle::names::with_given(&args.ruleset, named, &settings)?;
    Ok((ruleset, settings))
}

fn start(args: &GameArgs, drop_last: bool) -> Result<Box<dyn AnyGame>, OracleError> {
    let (ruleset, settings) = ruleset_and_settings(args)?;
    let mut game = ruleset.new_game(&args.position, &settings)?;
    let moves = if drop_last {
        &args.moves[..args.moves.len().saturating_sub(1)]
    } else {
        &args.moves[..]
    };
    game.play_all(moves).map_err(pasted_list_hint)?;
    if let Some(event) = &args.event {
        game.event(event)?;
    }
    Ok(game)
}

/// A move argument that is not a move and holds several words is most likely a whole move list pasted in
/// one quoted argument: the error says so.
fn pasted_list_hint(e: OracleError) -> OracleError {
    match e {
        OracleError::BadMove {
            text,
            message,
            move_index,
        } if text.split_whitespace().count() > 1 => OracleError::BadMove {
            message: format!(
                "{message}; it holds {} words: give each move as an argument of its own \
                 (`oracle play startpos e4 e5 Nf3`), not the whole list in one quoted argument",
                text.split_whitespace().count()
            ),
            text,
            move_index,
        },
        e => e,
    }
}

/// The status line of `play` and `moves`: the status with its clause, and check when the side to move is in
/// check.
fn status_line(g: &dyn AnyGame) -> String {
    let status = g.status();
    if g.in_check() && !status.is_over() {
        format!("status: {status}; {} is in check\n", g.side_to_move())
    } else {
        format!("status: {status}\n")
    }
}

/// The lines `show` prints under the picture: the position text, the last move, check and the status.
/// A scenario's `board:` reads them back (they are `key: value` lines a diagram reader skips).
fn show_notes(g: &dyn AnyGame) -> String {
    let mut s = String::new();
    if !g.show().contains(&g.position()) {
        s.push_str(&format!("position: {}\n", g.position()));
    }
    if let Some(last) = g.moves().last() {
        s.push_str(&format!("last move: {last}\n"));
    }
    if g.in_check() && !g.status().is_over() {
        s.push_str(&format!("check: {} is in check\n", g.side_to_move()));
    }
    if g.status().is_over() {
        s.push_str(&format!("status: {}\n", g.status()));
    }
    s
}

fn run(cli: Cli) -> Result<ExitCode, OracleError> {
    let mut out = String::new();
    let code = match cli.command {
        Command::Moves { game, san } => {
            let g = start(&game, false)?;
            let moves = g.legal_moves_with_san();
            for (coord, alg) in &moves {
                if san {
                    out.push_str(&format!("{coord} {alg}\n"));
                } else {
                    out.push_str(&format!("{coord}\n"));
                }
            }
            let status = g.status();
            out.push_str(&format!(
                "{} legal move{}{}\n",
                moves.len(),
                if moves.len() == 1 { "" } else { "s" },
                if status.is_over() && !moves.is_empty() {
                    " by move generation, but the game is over: none may be played"
                } else {
                    ""
                }
            ));
            out.push_str(&status_line(g.as_ref()));
            ExitCode::SUCCESS
        }
        Command::Play { game, record } => {
            let g = start(&game, false)?;
            out.push_str(&format!("position: {}\n", g.position()));
            out.push_str(&status_line(g.as_ref()));
            if let Some(path) = record {
                let (_, settings) = ruleset_and_settings(&game)?;
                let text = oracle::record::write_record(g.as_ref(), &settings)?;
                if let Err(e) = std::fs::write(&path, text) {
                    eprintln!("oracle: cannot write {}: {e}", path.display());
                    return Ok(ExitCode::from(2));
                }
            }
            ExitCode::SUCCESS
        }
        Command::CheckGame { file } => {
            let text = if file.as_os_str() == "-" {
                let mut t = String::new();
                if let Err(e) = std::io::Read::read_to_string(&mut std::io::stdin(), &mut t) {
                    eprintln!("oracle: cannot read standard input: {e}");
                    return Ok(ExitCode::from(2));
                }
                t
            } else {
                match std::fs::read(&file) {
                    Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
                    Err(e) => {
                        eprintln!("oracle: cannot read {}: {e}", file.display());
                        return Ok(ExitCode::from(2));
                    }
                }
            };
            let (games, error) = oracle::record::read_records(&text);
            let mut worst = 0u8;
            for (i, record) in games.iter().enumerate() {
                let verdict = oracle::record::check_record(record);
                let at = record.place.map(|p| format!(" ({p})")).unwrap_or_default();
                out.push_str(&format!("game {}{at}: {}\n", i + 1, verdict.describe()));
                worst = worst.max(verdict.code());
            }
            if let Some(e) = error {
                out.push_str(&format!(
                    "game {}: malformed record: {e}\n",
                    games.len() + 1
                ));
                worst = 2;
            } else if games.is_empty() {
                out.push_str("no game in the record\n");
                worst = 2;
            }
            ExitCode::from(worst)
        }
        Command::Explain { game } => {
            let Some(mv) = game.moves.last().cloned() else {
                eprintln!(
                    "oracle: `explain` needs a move to explain after the position (and any moves before it), e.g. `oracle explain startpos e2e4`"
                );
                return Ok(ExitCode::from(2));
            };
            let g = start(&game, true)?;
            match g.explain(&mv) {
                Verdict::Legal(coord) => {
                    out.push_str(&format!("{mv}: legal ({coord})\n"));
                    ExitCode::SUCCESS
                }
                Verdict::Unreadable(e) => return Err(pasted_list_hint(e)),
                Verdict::Refused(r) => {
                    out.push_str(&format!("{mv}: illegal, {} ({})\n", r.message, r.clause));
                    ExitCode::from(1)
                }
            }
        }
        Command::Show {
            game,
            svg,
            out: file,
            moves_from,
            try_move,
        } => {
            let g = start(&game, false)?;
            if svg || moves_from.is_some() || try_move.is_some() {
                let opts = oracle::svg::SvgOptions {
                    moves_from,
                    try_move,
                    ..oracle::svg::SvgOptions::new()
                };
                out.push_str(&oracle::svg::board_svg(g.as_ref(), &opts)?);
            } else {
                out.push_str(&g.show());
                if !out.ends_with('\n') {
                    out.push('\n');
                }
                out.push_str(&show_notes(g.as_ref()));
            }
            if let Some(path) = file {
                if let Err(e) = std::fs::write(&path, &out) {
                    eprintln!("oracle: cannot write {}: {e}", path.display());
                    return Ok(ExitCode::from(2));
                }
                out.clear();
            }
            ExitCode::SUCCESS
        }
        Command::Perft {
            game,
            depth,
            divide,
            yes,
            threads,
        } => {
            let g = start(&game, false)?;
            let how = PerftHow {
                divide,
                yes,
                threads: threads.into(),
            };
            perft_command(g.as_ref(), depth, how, &mut out)
        }
        Command::Serve => {
            let stdin = std::io::stdin();
            let stdout = std::io::stdout();
            if let Err(e) = oracle::serve::serve(stdin.lock(), stdout.lock()) {
                eprintln!("oracle serve: {e}");
                return Ok(ExitCode::from(2));
            }
            ExitCode::SUCCESS
        }
        #[cfg(feature = "web")]
        Command::Web {
            listen,
            perft_budget,
        } => {
            let api = oracle::web::api::Api::new(Duration::from_secs(perft_budget));
            if let Err(e) = oracle::web::server::run(listen, api) {
                eprintln!("oracle web: {e}");
                return Ok(ExitCode::from(2));
            }
            ExitCode::SUCCESS
        }
        Command::Rulesets => {
            for r in oracle::rulesets() {
                out.push_str(&format!("{}\t{}\n", r.slug(), r.name()));
            }
            for r in oracle::names::READINGS {
                let switches: Vec<String> =
                    r.settings.iter().map(|(k, v)| format!("{k}={v}")).collect();
                out.push_str(&format!(
                    "{}\t{} (-r {} -i {})\n",
                    r.name,
                    r.title,
                    r.slug,
                    switches.join(" -i ")
                ));
            }
            ExitCode::SUCCESS
        }
        Command::Switches { ruleset } => {
            let (ruleset, _) = oracle::names::ruleset_named(&ruleset)?;
            for e in ruleset.register() {
                let Some(switch) = e.switch else { continue };
                let mut values = vec![format!("{}*", e.default)];
                let others = e.readings.iter().filter(|r| r.value != e.default);
                values.extend(others.map(|r| r.value.to_string()));
                out.push_str(&format!("{switch}\t{}\t{}\n", values.join(" "), e.question));
            }
            if out.is_empty() {
                out.push_str(&format!("{} has no switches\n", ruleset.slug()));
            }
            ExitCode::SUCCESS
        }
        Command::Events { ruleset } => {
            let (ruleset, _) = oracle::names::ruleset_named(&ruleset)?;
            for (name, meaning) in ruleset.events() {
                out.push_str(&format!("{name}\t{meaning}\n"));
            }
            if out.is_empty() {
                out.push_str(&format!("{} has no events\n", ruleset.slug()));
            }
            ExitCode::SUCCESS
        }
    };
    let _ = std::io::stdout().write_all(out.as_bytes());
    Ok(code)
}

/// Set by Ctrl-C during `oracle perft`.
static STOP: AtomicBool = AtomicBool::new(false);

/// The options of `oracle perft` besides the position and the depth.
struct PerftHow {
    divide: bool,
    yes: bool,
    threads: usize,
}

/// `oracle perft`: counts at once when the estimate is short; otherwise says the estimate first, reports
/// progress on standard error every second, and stops on Ctrl-C with the root moves finished so far.
fn perft_command(g: &dyn AnyGame, depth: u32, how: PerftHow, out: &mut String) -> ExitCode {
    // Ctrl-C from here on stops the count at its next subtree instead of killing the process.
    let _ = ctrlc::set_handler(|| STOP.store(true, Ordering::Relaxed));
    let estimate = perft_run::estimate(g, depth, Duration::from_millis(500));
    if let Err(e) = estimate.countable() {
        eprintln!("oracle: {e}");
        return ExitCode::from(2);
    }
    let seconds = estimate.seconds_on(how.threads);
    let mut nps = short_number(estimate.nodes_per_second);
    if how.threads > 1 {
        nps = format!("{nps} nodes/s a thread on {} threads", how.threads);
    } else {
        nps.push_str(" nodes/s");
    }
    if !estimate.exact {
        let says = format!(
            "perft {depth}: about {} nodes (depths 1-{} counted, branching {:.1}), about {} at {nps}",
            short_number(estimate.nodes),
            estimate.counted_to,
            estimate.branching,
            short_duration(seconds)
        );
        if seconds > 3600.0 && !how.yes {
            eprintln!("{says}.\nThat is over an hour: give --yes to count it anyway (Ctrl-C stops it with the partial divide).");
            return ExitCode::from(2);
        }
        if seconds > 2.0 {
            eprintln!("{says}; progress every second, Ctrl-C stops with the partial divide");
        }
    }
    let long = !estimate.exact && seconds > 2.0;
    let total_estimate = estimate.nodes;
    let mut report = |p: &perft_run::Progress| {
        if !long {
            return;
        }
        // The estimate of the total from the branching so far: the finished root moves' mean, when any.
        let total = p.total_estimate().unwrap_or(total_estimate);
        let left = (total - p.nodes as f64).max(0.0) / p.nodes_per_second().max(1.0);
        eprintln!(
            "perft {depth}: {}/{} root moves, {} nodes, {} nodes/s, total about {}, about {} left",
            p.root_moves_done,
            p.root_moves,
            short_number(p.nodes as f64),
            short_number(p.nodes_per_second()),
            short_number(total),
            short_duration(left)
        );
    };
    let outcome = perft_run::run(
        g,
        depth,
        &estimate,
        how.threads,
        &STOP,
        Duration::from_secs(1),
        &mut report,
    );
    if how.divide || outcome.stopped {
        for (m, n) in &outcome.divide {
            out.push_str(&format!("{m}: {n}\n"));
        }
        for (m, n) in &outcome.incomplete {
            out.push_str(&format!("{m}: {n} (incomplete)\n"));
        }
        out.push('\n');
    }
    if outcome.stopped {
        out.push_str(&format!(
            "Interrupted: {} nodes counted, {} of {} root moves complete\n",
            outcome.nodes(),
            outcome.divide.len(),
            g.legal_moves().len()
        ));
        return ExitCode::from(130);
    }
    let total = if depth == 0 { 1 } else { outcome.nodes() };
    out.push_str(&format!("Nodes searched: {total}\n"));
    ExitCode::SUCCESS
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("oracle: {e}");
            ExitCode::from(2)
        }
    }
}
