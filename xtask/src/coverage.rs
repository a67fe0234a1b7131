//! `cargo xtask coverage [--ruleset SLUG]... [--verbose] [--registry DIR] [--scenarios DIR] [--code DIR]`:
//! for each ruleset and each clause, the passing scenarios that name it and the code that cites it;
//! exit 1 if a rule clause lacks either.

use conformance::coverage::{evaluate, render};
use conformance::runner::default_resolver;
use std::process::ExitCode;

pub fn run(args: &crate::sources::SourceArgs) -> ExitCode {
    let src = args.sources();
    let verbose = args.verbose;
    let eval = match evaluate(&src, &default_resolver) {
        Ok(e) => e,
        Err(e) => {
            eprintln!("cargo xtask coverage: {e}");
            return ExitCode::from(2);
        }
    };
    for f in eval.failures() {
        if let Some(e) = &f.failure {
            eprintln!("failing scenario (not counted): {e}");
        }
    }
    for c in &eval.coverage {
        print!("{}", render(c, verbose));
        println!();
    }
    if eval.complete() {
        println!("coverage: every rule clause has a passing scenario and code citing it");
        ExitCode::SUCCESS
    } else {
        let gaps: Vec<&str> = eval
            .coverage
            .iter()
            .filter(|c| !c.complete())
            .map(|c| c.slug.as_str())
            .collect();
        println!("coverage: incomplete for {}", gaps.join(", "));
        ExitCode::from(1)
    }
}
