//! `cargo xtask coverage`: for each ruleset and each clause, the passing scenarios that assert it, those
//! that only name it in their header (shown apart), and the code that decides by it; exit 1 if a rule
//! clause lacks an asserting scenario or deciding code.

use clap::{Args, Parser};
use conformance::coverage::{evaluate, render, Sources};
use conformance::runner::default_resolver;
use std::path::PathBuf;
use std::process::ExitCode;

/// Where `check` and `coverage` look, and which rulesets they report.
#[derive(Debug, Args)]
pub struct SourceArgs {
    /// Only this ruleset (repeatable; all when absent).
    #[arg(long = "ruleset", short = 'r', value_name = "SLUG")]
    pub rulesets: Vec<String>,
    /// The clause registries.
    #[arg(long, value_name = "DIR")]
    pub registry: Option<PathBuf>,
    /// The scenario folder.
    #[arg(long, value_name = "DIR")]
    pub scenarios: Option<PathBuf>,
    /// The code whose clause citations count.
    #[arg(long, value_name = "DIR")]
    pub code: Option<PathBuf>,
    /// Load and check the scenario files, run nothing.
    #[arg(long)]
    pub parse_only: bool,
}

impl SourceArgs {
    pub fn sources(&self) -> Sources {
        let mut s = Sources::default();
        if let Some(d) = &self.registry {
            s.registry = d.clone();
        }
        if let Some(d) = &self.scenarios {
            s.scenarios = d.clone();
        }
        if let Some(d) = &self.code {
            s.code = d.clone();
        }
        s.rulesets = self.rulesets.clone();
        s.execute = !self.parse_only;
        s
    }
}

/// Parses the arguments of one command; `--help` prints and exits 0, a bad argument prints and exits 2.
pub fn parse<T: Parser>(name: &str, args: &[String]) -> Result<T, ExitCode> {
    T::try_parse_from(std::iter::once(name.to_string()).chain(args.iter().cloned())).map_err(|e| {
        let code = if e.use_stderr() { 2 } else { 0 };
        let _ = e.print();
        ExitCode::from(code)
    })
}

/// Clause coverage per ruleset: asserting scenarios, header-only scenarios, deciding code.
#[derive(Debug, Parser)]
#[command(name = "cargo xtask coverage", about, long_about = None)]
pub struct CoverageArgs {
    #[command(flatten)]
    pub sources: SourceArgs,
    /// List the scenarios and the code of each clause.
    #[arg(short, long)]
    pub verbose: bool,
}

pub fn run(args: &[String]) -> ExitCode {
    let args = match parse::<CoverageArgs>("cargo xtask coverage", args) {
        Ok(a) => a,
        Err(code) => return code,
    };
    let eval = match evaluate(&args.sources.sources(), &default_resolver) {
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
        println!("coverage: every rule clause has a passing scenario asserting it and code deciding by it");
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
