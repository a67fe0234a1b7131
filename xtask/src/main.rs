//! `cargo xtask <command>`: the project's chores. Run `cargo xtask help` for the list. One argument
//! parser (clap) reads every command's options.

use clap::{Parser, Subcommand};
use std::process::ExitCode;

mod bench;
mod bench_void;
mod check;
mod check_html;
mod coverage;
mod diff;
mod fuzz;
mod html;
mod mutants;
mod perft;
mod register;
mod sources;

#[derive(Parser, Debug)]
#[command(
    name = "cargo xtask",
    bin_name = "cargo xtask",
    about = "The project's chores",
    version
)]
struct Xtask {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Run every scenario; the failures last, then a one-line verdict (`--coverage` adds the tables;
    /// `--html DIR` also writes the report as pages with boards).
    Check(check::Args),
    /// Clause coverage per ruleset: scenarios asserting each clause, header-only ones apart, code deciding
    /// by it; exit 1 if a rule clause is uncovered.
    Coverage(sources::SourceArgs),
    /// Print every ruleset's interpretation register as Markdown tables.
    Register,
    /// Run perft tables (deeper than cargo test).
    Perft(perft::Options),
    /// The differential tester: an engine against the oracle (docs/diff.md).
    Diff(Box<diff::Options>),
    /// Oracle speed and diff throughput.
    Bench(bench::Options),
    /// Run a cargo-fuzz target (docs/fuzzing.md).
    Fuzz(fuzz::Args),
    /// Mutation score of the Void Chess suite: cargo-mutants over Articles 2, 4-7 (slow; not in CI).
    Mutants(mutants::MutantsArgs),
}

fn main() -> ExitCode {
    let xtask = match Xtask::try_parse() {
        Ok(x) => x,
        Err(e) => {
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
        }
    };
    match &xtask.command {
        Command::Check(a) => check::run(a),
        Command::Coverage(a) => coverage::run(a),
        Command::Register => register::run(),
        Command::Perft(o) => perft::run(o),
        Command::Diff(o) => diff::main(o),
        Command::Bench(o) => bench::run(o),
        Command::Fuzz(a) => fuzz::run(a),
        Command::Mutants(a) => mutants::run(a),
    }
}
