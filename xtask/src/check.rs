//! `cargo xtask check [--ruleset SLUG]... [--verbose] [--strict] [--parse-only] [--html DIR]`: runs every
//! scenario and prints the clause coverage of every ruleset (`--parse-only`: load and check the files, run
//! nothing; `--html DIR`: also write the report as static pages, boards drawn, see `check_html.rs`).
//! Exit 1 if a scenario fails (with `--strict`, also if a rule clause is uncovered).

use conformance::coverage::{evaluate, render};
use conformance::runner::default_resolver;
use std::process::ExitCode;

/// The options of `cargo xtask check`.
#[derive(clap::Args, Debug, Clone)]
pub struct Args {
    #[command(flatten)]
    pub sources: crate::sources::SourceArgs,
    /// Exit 1 also when a rule clause is uncovered.
    #[arg(long)]
    pub strict: bool,
    /// Also write the report as static pages (an index with the clause coverage, a page with the boards
    /// for each failed scenario).
    #[arg(long, value_name = "DIR")]
    pub html: Option<std::path::PathBuf>,
}

pub fn run(args: &Args) -> ExitCode {
    let src = args.sources.sources();
    let (verbose, strict) = (args.sources.verbose, args.strict);
    let eval = match evaluate(&src, &default_resolver) {
        Ok(e) => e,
        Err(e) => {
            eprintln!("cargo xtask check: {e}");
            return ExitCode::from(2);
        }
    };
    let mut passed = 0;
    let mut steps = 0;
    for r in &eval.runs {
        match &r.failure {
            None => {
                passed += 1;
                steps += r.steps;
                if verbose {
                    println!("ok      {} ({} steps)", r.file, r.steps);
                }
            }
            Some(e) => println!("FAILED  {e}"),
        }
    }
    for f in &eval.unavailable {
        println!("skipped {f} (the oracle does not provide its ruleset yet)");
    }
    let failed = eval.runs.len() - passed;
    println!(
        "scenarios: {passed} {} ({steps} steps), {failed} failed, {} skipped",
        if src.execute {
            "passed"
        } else {
            "loaded (not run: --parse-only)"
        },
        eval.unavailable.len()
    );
    println!();
    for c in &eval.coverage {
        print!("{}", render(c, verbose));
        println!();
    }
    if let Some(dir) = &args.html {
        match crate::check_html::write_report(dir, &src, &eval) {
            Ok(pages) => println!(
                "report: {} ({pages} pages)",
                dir.join("index.html").display()
            ),
            Err(e) => {
                eprintln!("cargo xtask check: {e}");
                return ExitCode::from(2);
            }
        }
    }
    if failed > 0 || (strict && !eval.complete()) {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}
