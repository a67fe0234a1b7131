//! `cargo xtask register`: every ruleset's interpretation register as Markdown tables.

use std::process::ExitCode;

/// The register of every ruleset as Markdown: one table per ruleset.
pub fn markdown() -> String {
    oracle::core::interpretation::register_markdown(&oracle::rulesets())
}

pub fn run(args: &[String]) -> ExitCode {
    if let Some(a) = args.first() {
        eprintln!("cargo xtask register: takes no arguments (got `{a}`)");
        return ExitCode::from(2);
    }
    print!("{}", markdown());
    ExitCode::SUCCESS
}
