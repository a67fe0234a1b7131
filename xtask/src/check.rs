//! `cargo xtask check`: runs every scenario; prints the failures last, each at its file, line and column,
//! then a one-line verdict (a reading named with `-r`, `antichess`, runs its cases against the oracle as
//! `--engine oracle` does) (`--html DIR`: also the report as static pages, boards drawn, see
//! `conformance::check_html`). Where the scenarios take more than a second, standard error shows how far
//! they are (`progress.rs`). Exit 1 if a scenario fails or a selected ruleset has no scenario (with
//! `--strict`, also if a rule clause is uncovered); 2 on bad arguments or an unknown ruleset.

use conformance::coverage::{evaluate_with, render, summary};
use conformance::runner::default_resolver;
use std::process::ExitCode;

/// The options of `cargo xtask check`.
#[derive(clap::Args, Debug, Clone)]
pub struct Args {
    #[command(flatten)]
    pub sources: crate::sources::SourceArgs,
    /// Also print the clause coverage tables (as `cargo xtask coverage` does).
    #[arg(long)]
    pub coverage: bool,
    /// Exit 1 also when a rule clause has no asserting scenario or no deciding code.
    #[arg(long)]
    pub strict: bool,
    /// Also write the report as static pages (an index with the clause coverage, a page with the boards
    /// for each failed scenario).
    #[arg(long, value_name = "DIR")]
    pub html: Option<std::path::PathBuf>,
    /// `--engine` and its options: the scenarios run against an engine (check_engine/).
    #[command(flatten)]
    pub engine: crate::check_engine_cli::EngineArgs,
}

pub fn run(args: &Args) -> ExitCode {
    if let Some(engine) = &args.engine.engine {
        return crate::check_engine_cli::main(&args.sources, &args.engine, engine);
    }
    // A reading by name (`-r antichess`) is no scenario folder: its cases (the scenarios of its ruleset
    // that hold under it, with its switches) are asked of the oracle through the engine face.
    let readings: Vec<&String> = (args.sources.rulesets.iter())
        .filter(|r| oracle::names::reading(r).is_some())
        .collect();
    if !readings.is_empty() {
        let names: Vec<&str> = readings.iter().map(|r| r.as_str()).collect();
        println!(
            "check: {} named as a reading: its cases run against the oracle, as `--engine oracle`",
            names.join(", ")
        );
        return crate::check_engine_cli::main(&args.sources, &args.engine, "oracle");
    }
    let src = args.sources.sources();
    let verbose = args.sources.verbose;
    let mut progress = crate::progress::Progress::new("the scenarios");
    let evaluated = evaluate_with(&src, &default_resolver, &mut |done, total| {
        progress.tick(done, total)
    });
    progress.finish();
    let eval = match evaluated {
        Ok(e) => e,
        Err(e) => {
            eprintln!("cargo xtask check: {e}");
            return ExitCode::from(2);
        }
    };
    let mut passed = 0;
    let mut steps = 0;
    for r in eval.runs.iter().filter(|r| r.failure.is_none()) {
        passed += 1;
        steps += r.steps;
        if verbose {
            println!("ok      {} ({} steps)", r.file, r.steps);
        }
    }
    if args.coverage {
        println!();
        for c in &eval.coverage {
            print!("{}", render(c, verbose));
            println!();
        }
    }
    if let Some(dir) = &args.html {
        match conformance::check_html::write_report(dir, &src, &eval) {
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
    let failed = eval.runs.len() - passed;
    let uncovered = !eval.complete();
    if failed > 0 || !eval.without_scenarios.is_empty() || (args.strict && uncovered) {
        println!();
    }
    for r in eval.failures() {
        for e in r.failure.iter().flat_map(|e| e.each()) {
            println!("FAILED  {}", e.alone());
        }
    }
    for m in &eval.without_scenarios {
        println!("FAILED  {m}");
    }
    if args.strict && uncovered {
        for c in eval.coverage.iter().filter(|c| !c.complete()) {
            println!("FAILED  {}", summary(c));
        }
    }
    let verb = if src.execute {
        "passed"
    } else {
        "loaded (not run: --parse-only)"
    };
    let bad = failed > 0 || !eval.without_scenarios.is_empty() || (args.strict && uncovered);
    println!(
        "check: {}: {passed} scenarios {verb} ({steps} steps), {failed} failed{}{}",
        if bad { "FAILED" } else { "ok" },
        if eval.without_scenarios.is_empty() {
            String::new()
        } else {
            format!(
                ", {} rulesets without scenarios",
                eval.without_scenarios.len()
            )
        },
        if uncovered && !args.coverage {
            "; some rule clauses are uncovered (cargo xtask coverage)"
        } else {
            ""
        }
    );
    if bad {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}
