//! `cargo xtask register`: every ruleset's interpretation register as Markdown tables.

use std::process::ExitCode;

/// The register of every ruleset as Markdown: one table per ruleset.
pub fn markdown() -> String {
    oracle::core::register_table::register_markdown(&oracle::rulesets())
}

pub fn run() -> ExitCode {
    print!("{}", markdown());
    ExitCode::SUCCESS
}
