//! `cargo xtask <command>`: the project's chores. Run `cargo xtask help` for the list.

use std::process::ExitCode;

mod bench;
mod check;
mod coverage;
mod diff;
mod fuzz;
mod mutants;
mod perft;
mod register;

const HELP: &str = "\
cargo xtask <command> [options]

commands:
  check      run every scenario; failures last, then a one-line verdict (`--coverage` adds the tables)
  coverage   clause coverage per ruleset: scenarios asserting each clause, header-only ones apart, code
             deciding by it; exit 1 if a rule clause is uncovered
  register   print every ruleset's interpretation register as Markdown tables
  perft      run perft tables (`--file F`, deeper than cargo test)
  diff       the differential tester: an engine against the oracle
  bench      oracle speed and diff throughput
  fuzz       run a cargo-fuzz target (`cargo xtask fuzz <target> [--time S]`)
  mutants    mutation score of the Void Chess suite (cargo-mutants over Articles 2, 4-7; slow, not in CI)
";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some((command, rest)) = args.split_first() else {
        eprint!("{HELP}");
        return ExitCode::from(2);
    };
    match command.as_str() {
        "check" => check::run(rest),
        "coverage" => coverage::run(rest),
        "register" => register::run(rest),
        "perft" => perft::run(rest),
        "diff" => diff::run(rest),
        "bench" => bench::run(rest),
        "fuzz" => fuzz::run(rest),
        "mutants" => mutants::run(rest),
        "help" | "--help" | "-h" => {
            print!("{HELP}");
            ExitCode::SUCCESS
        }
        other => {
            eprintln!("cargo xtask: unknown command `{other}`\n\n{HELP}");
            ExitCode::from(2)
        }
    }
}
