//! `cargo xtask <command>`: the project's chores. Run `cargo xtask help` for the list. One argument
//! parser (clap) reads every command's options.

use clap::{Parser, Subcommand};
use std::process::ExitCode;

#[cfg(test)]
mod campaign_files;
mod catalog;
mod check;
mod check_engine_cli;
mod coverage;
mod diff_cli;
mod diff_merge_cli;
mod engine_serve;
mod exit;
mod fuzz;
mod interactions_cmd;
mod interrupt;
mod matrix_cli;
mod perft;
mod progress;
mod register;
mod release;
mod sources;
mod suite_cli;

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
    /// The differential tester: an engine against the oracle (docs/diff.md); `diff merge` combines the
    /// reports of a run's shards (docs/campaigns.md).
    #[command(args_conflicts_with_subcommands = true)]
    Diff(Box<DiffArgs>),
    /// Speed against the targets: perft per core (void-bitboard beside Stockfish, the oracle beside
    /// shakmaty), the serve cache and diff throughput.
    #[cfg(feature = "bench")]
    Bench(benchmarks::Options),
    /// Speed against the targets: perft per core (void-bitboard beside Stockfish, the oracle beside
    /// shakmaty), the serve cache and diff throughput (re-runs in the optimised build that has the
    /// benchmarks; `cargo xtask bench --help` there lists the options).
    #[cfg(not(feature = "bench"))]
    Bench(BenchElsewhere),
    /// Run a cargo-fuzz target, or a campaign over all of them (docs/fuzzing.md).
    Fuzz(fuzz::Args),
    /// A ruleset's interaction table; `--show POSITION` the features and pairs of its moves; `--generate
    /// PAIR` positions built for a pair (docs/diff.md, "Interaction coverage").
    Interactions(interactions_cmd::Args),
    /// Mutation score of the rule cases: cargo-mutants over the oracle's rule files of every ruleset, or
    /// void-bitboard, with the scenarios and perft tables alone as the tests (slow; not in CI).
    Mutants(mutation::MutantsArgs),
    /// List the planted bugs (engines `planted:NAME` for diff, check --engine and the matrix).
    Planted(PlantedArgs),
    /// Serve PROTOCOL.md in front of any engine the tools reach (presets, planted bugs, UCI engines).
    Serve(engine_serve::Args),
    /// The rule cases as a portable suite: `cargo xtask suite export DIR` (docs/suite.md).
    Suite(suite_cli::Args),
    /// The compatibility matrix: every engine against every ruleset it plays (docs/matrix.md).
    Matrix(matrix_cli::Args),
}

/// `cargo xtask diff`: a run with its options, or `diff merge` with its own.
#[derive(clap::Args, Debug)]
struct DiffArgs {
    #[command(subcommand)]
    merge: Option<DiffCommand>,
    #[command(flatten)]
    options: Option<harness::diff::Options>,
}

/// The subcommand of `cargo xtask diff`.
#[derive(Subcommand, Debug)]
enum DiffCommand {
    /// Combine the reports of the shards of one run into the report of the whole run.
    Merge(diff_merge_cli::Args),
}

/// `cargo xtask bench` in a build without the benchmarks (the feature `bench`, off in the build `cargo
/// xtask` makes): its arguments, passed on to the optimised build that has them.
#[cfg(not(feature = "bench"))]
#[derive(clap::Args, Debug)]
#[command(disable_help_flag = true)]
struct BenchElsewhere {
    #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
    args: Vec<String>,
}

/// The options of `cargo xtask planted`.
#[derive(clap::Args, Debug)]
struct PlantedArgs {
    /// Only the bugs of this ruleset.
    #[arg(short, long)]
    ruleset: Option<String>,
}

/// `cargo xtask planted`: every planted bug, by ruleset, with its kind, clauses and description.
fn planted_list(ruleset: Option<&str>) -> std::process::ExitCode {
    let mut shown = 0;
    for p in harness::planted::all().filter(|p| ruleset.is_none_or(|r| r == p.ruleset)) {
        println!(
            "planted:{:<40} {:<12} {:<11} {}",
            p.name,
            p.ruleset,
            p.kind.word(),
            p.clauses.join(" ")
        );
        println!("    {}", p.description);
        shown += 1;
    }
    println!("{shown} planted bugs");
    std::process::ExitCode::SUCCESS
}

/// `cargo xtask bench` from a build without the benchmarks: re-run in release with them, or say why not.
#[cfg(not(feature = "bench"))]
fn bench_elsewhere(args: &[String]) -> ExitCode {
    if std::env::var_os(release::IN_THIS_BUILD).is_some() || args.iter().any(|a| a == release::FLAG)
    {
        eprintln!(
            "cargo xtask bench: this build has no benchmarks (built without the feature `bench`); \
             `cargo xtask bench` re-runs itself in the optimised build that has them"
        );
        return ExitCode::from(2);
    }
    release::rerun_with(&args[0], &args[1..], &["--features", "bench"])
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let words = std::iter::once("cargo xtask".to_string()).chain(release::without_flag(&args));
    let xtask = match Xtask::try_parse_from(words) {
        Ok(x) => x,
        Err(e) => {
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
        }
    };
    // The heavy commands run optimised: from a debug build they re-run in release (release.rs); `diff
    // merge` is light and runs in this build.
    let heavy = match &xtask.command {
        Command::Diff(d) => d.merge.is_none(),
        Command::Perft(_) | Command::Matrix(_) => true,
        // A build without the benchmarks passes `bench` on to one with them (`bench_elsewhere`).
        Command::Bench(_) => cfg!(feature = "bench"),
        _ => false,
    };
    if heavy && release::wanted(&args) {
        return release::rerun(&args[0], &args[1..]);
    }
    match &xtask.command {
        Command::Check(a) => check::run(a),
        Command::Coverage(a) => coverage::run(a),
        Command::Register => register::run(),
        Command::Perft(o) => perft::run(o),
        Command::Diff(d) => match (&d.merge, &d.options) {
            (Some(DiffCommand::Merge(a)), _) => diff_merge_cli::run(a),
            (None, Some(o)) => diff_cli::main(o),
            (None, None) => {
                eprintln!(
                    "cargo xtask diff: give the engine (--engine), or `diff merge REPORT...`"
                );
                ExitCode::from(2)
            }
        },
        #[cfg(feature = "bench")]
        Command::Bench(o) => benchmarks::run(o),
        #[cfg(not(feature = "bench"))]
        Command::Bench(_) => bench_elsewhere(&args),
        Command::Fuzz(a) => fuzz::run(a),
        Command::Mutants(a) => mutation::run(a),
        Command::Interactions(a) => interactions_cmd::run(a),
        Command::Planted(a) => planted_list(a.ruleset.as_deref()),
        Command::Serve(a) => engine_serve::run(a),
        Command::Suite(a) => suite_cli::run(a),
        Command::Matrix(a) => matrix_cli::run(a),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(words: &[&str]) -> Result<Xtask, clap::Error> {
        Xtask::try_parse_from(std::iter::once("cargo xtask").chain(words.iter().copied()))
    }

    #[test]
    fn diff_merge_is_a_subcommand_of_diff() {
        let x = parse(&["diff", "merge", "a.json", "--report", "m.json", "b.json"]).unwrap();
        let Command::Diff(d) = x.command else {
            panic!("not diff: {x:?}")
        };
        let Some(DiffCommand::Merge(a)) = &d.merge else {
            panic!("not merge: {d:?}")
        };
        assert_eq!(
            a,
            &diff_merge_cli::Args {
                reports: vec!["a.json".into(), "b.json".into()],
                out: Some("m.json".into()),
            }
        );
        let x = parse(&["diff", "--engine", "shakmaty", "--games", "3"]).unwrap();
        let Command::Diff(d) = x.command else {
            panic!("not diff")
        };
        assert!(d.merge.is_none());
        let o = d.options.as_ref().expect("the run's options");
        assert_eq!((o.engine.as_str(), o.games), ("shakmaty", 3));
        for bad in [
            &["diff", "merge"][..],
            &["diff", "merge", "--frob", "a.json"],
            &["diff", "merge", "a.json", "--report"],
            &["diff", "--games", "3"],
        ] {
            assert!(parse(bad).is_err(), "{bad:?}");
        }
    }
}
