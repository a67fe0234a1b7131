//! The command line of `cargo xtask diff`: the run of [`harness::diff::run_to_files`] with the progress
//! line on standard error, an interrupt that stops it and keeps its findings, and the summary printed.

use crate::interrupt::on_interrupt;
use harness::diff::interrupt::Control;
use harness::diff::output::{print_summary, progress_line};
use harness::diff::runner::{Progress, Summary};
use harness::diff::{readings_resolved, run_to_files, Options};
use oracle::core::AnyRuleset;
use std::io::IsTerminal;
use std::process::ExitCode;
use std::time::Duration;

/// `cargo xtask diff` with these options.
pub fn main(options: &Options) -> ExitCode {
    // A reading's name (`antichess`) is its ruleset with the reading's switches.
    let options = match readings_resolved(options) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("cargo xtask diff: {e}");
            return ExitCode::from(2);
        }
    };
    let ruleset = match oracle::ruleset(&options.ruleset) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("cargo xtask diff: {e}");
            return ExitCode::from(2);
        }
    };
    match execute(&options, ruleset) {
        Ok(summary) => ExitCode::from(summary.exit_code()),
        Err(message) => {
            eprintln!("cargo xtask diff: {message}");
            ExitCode::from(2)
        }
    }
}

/// Runs `cargo xtask diff` with these options and this ruleset: the games, then the scenario files, the
/// summary on standard output and the report. Ctrl-C and SIGTERM stop the games and keep the findings;
/// one that comes while the seeds are worked out stops the run before its first game.
pub fn execute(o: &Options, ruleset: &'static dyn AnyRuleset) -> Result<Summary, String> {
    let control = Control::default();
    let _registration = on_interrupt(&control);
    let terminal = std::io::stderr().is_terminal();
    let every = if terminal {
        Duration::from_millis(250)
    } else {
        Duration::from_secs(15)
    };
    let mut shown = false;
    let mut show = |p: &Progress| {
        if o.quiet {
            return;
        }
        let line = progress_line(p);
        if terminal {
            eprint!("\r{line}   ");
            shown = true;
        } else {
            eprintln!("{line}");
        }
    };
    let catalog = crate::catalog::catalog();
    let finished = run_to_files(&catalog, o, ruleset, control, every, &mut show);
    if shown {
        eprintln!();
    }
    let finished = finished?;
    print_summary(o, &finished.summary, &finished.written);
    if let (Some(dir), Some(pages)) = (&o.html, finished.pages) {
        if !o.quiet {
            println!(
                "report: {} ({pages} pages)",
                dir.join("index.html").display()
            );
        }
    }
    Ok(finished.summary)
}
