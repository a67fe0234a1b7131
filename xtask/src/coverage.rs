//! `cargo xtask coverage`: for each ruleset and each clause, the passing scenarios that assert it, those
//! whose play exercises it, those that only name it in their header (shown apart), and the code that
//! decides by it; exit 1 if a rule clause lacks an asserting or exercising scenario or deciding code, or a
//! clause classed untestable is covered after all.

use conformance::coverage::{evaluate, render};
use conformance::runner::default_resolver;
use std::process::ExitCode;

pub fn run(args: &crate::sources::SourceArgs) -> ExitCode {
    let eval = match evaluate(&args.sources(), &default_resolver) {
        Ok(e) => e,
        Err(e) => {
            eprintln!("cargo xtask coverage: {e}");
            return ExitCode::from(2);
        }
    };
    for c in &eval.coverage {
        print!("{}", render(c, args.verbose));
        println!();
    }
    for f in eval.failures() {
        if let Some(e) = &f.failure {
            println!("failing scenario (not counted): {e}");
        }
    }
    for m in &eval.without_scenarios {
        println!("{m}");
    }
    if eval.complete() && eval.without_scenarios.is_empty() {
        println!("coverage: every rule clause has a passing scenario asserting it or exercising it by its play, and code deciding by it");
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
