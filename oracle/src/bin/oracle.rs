//! `oracle`: ask the rules oracle about a position. See `oracle --help`.
//!
//! Exit codes: 0 success; 1 the answer is "no" (`explain` of an illegal move); 2 the input was malformed.

use clap::{Parser, Subcommand};
use oracle::core::interpretation::parse_setting;
use oracle::core::{AnyGame, OracleError, Verdict};
use std::io::Write;
use std::process::ExitCode;

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
    /// Count the leaf nodes of the move tree (`Nodes searched: N` last, as Stockfish prints).
    Perft {
        #[command(flatten)]
        game: GameArgs,
        /// Depth in plies.
        #[arg(long, short = 'd')]
        depth: u32,
        /// Print the count under each first move.
        #[arg(long)]
        divide: bool,
    },
    /// Speak the JSON-lines engine protocol (PROTOCOL.md) on standard input and output.
    Serve,
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

fn start(args: &GameArgs, drop_last: bool) -> Result<Box<dyn AnyGame>, OracleError> {
    let settings = args
        .interpretation
        .iter()
        .map(|s| parse_setting(s))
        .collect::<Result<Vec<_>, _>>()?;
    let ruleset = oracle::ruleset(&args.ruleset)?;
    let mut game = ruleset.new_game(&args.position, &settings)?;
    let moves = if drop_last {
        &args.moves[..args.moves.len().saturating_sub(1)]
    } else {
        &args.moves[..]
    };
    game.play_all(moves)?;
    if let Some(event) = &args.event {
        game.event(event)?;
    }
    Ok(game)
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
            out.push_str(&format!("{} legal moves\n", moves.len()));
            ExitCode::SUCCESS
        }
        Command::Play { game } => {
            let g = start(&game, false)?;
            out.push_str(&format!("position: {}\n", g.position()));
            out.push_str(&format!("status: {}\n", g.status()));
            ExitCode::SUCCESS
        }
        Command::Explain { game } => {
            let Some(mv) = game.moves.last().cloned() else {
                return Err(OracleError::bad_move(
                    "",
                    "`explain` needs a move to explain after the position (and any moves before it)",
                ));
            };
            let g = start(&game, true)?;
            match g.explain(&mv) {
                Verdict::Legal(coord) => {
                    out.push_str(&format!("{mv}: legal ({coord})\n"));
                    ExitCode::SUCCESS
                }
                Verdict::Unreadable(e) => return Err(e),
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
        } => {
            let g = start(&game, false)?;
            let total = if divide {
                let rows = g.divide(depth);
                for (m, n) in &rows {
                    out.push_str(&format!("{m}: {n}\n"));
                }
                out.push('\n');
                if depth == 0 {
                    1
                } else {
                    rows.iter().map(|(_, n)| n).sum()
                }
            } else {
                g.perft(depth)
            };
            out.push_str(&format!("Nodes searched: {total}\n"));
            ExitCode::SUCCESS
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
        Command::Rulesets => {
            for r in oracle::rulesets() {
                out.push_str(&format!("{}\t{}\n", r.slug(), r.name()));
            }
            ExitCode::SUCCESS
        }
        Command::Switches { ruleset } => {
            let ruleset = oracle::ruleset(&ruleset)?;
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
            let ruleset = oracle::ruleset(&ruleset)?;
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
