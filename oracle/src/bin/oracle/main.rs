//! `oracle`: ask the rules oracle about a position. See `oracle --help`.
//!
//! Exit codes: 0 success; 1 the answer is "no" (`explain` of an illegal move; `check-game`: an illegal
//! move or a `Result` the moves contradict); 2 the input was malformed.
//!
//! The files: `cli.rs` (the commands and their options), `answer.rs` (the answer to each),
//! `game_args.rs` (a game as the command line gives it), `perft.rs` (`oracle perft`).

mod answer;
mod cli;
mod game_args;
mod perft;

use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = cli::Cli::parse();
    match answer::run(cli) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("oracle: {e}");
            ExitCode::from(2)
        }
    }
}
