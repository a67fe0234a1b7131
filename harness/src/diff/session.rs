//! A whole run as `cargo xtask diff` makes it, without the printing: the options read and checked
//! ([`super::config`]), the games ([`super::runner`]), the findings written as scenario files
//! ([`super::output::write_findings`]), the report written as JSON and as pages where the options ask.

use super::config::config;
use super::interrupt::Control;
use super::options::Options;
use super::output::write_findings;
use super::report::{Report, Written};
use super::runner::{run, Progress, Summary};
use crate::presets::Catalog;
use oracle::core::AnyRuleset;
use std::time::Duration;

/// What a run found and wrote.
#[derive(Debug)]
pub struct Finished {
    pub summary: Summary,
    /// The findings' scenario files and replay lines.
    pub written: Written,
    /// The pages of the report, where `--html` asked for them.
    pub pages: Option<usize>,
}

impl Finished {
    /// The run's report, as `--report` writes it.
    pub fn report<'a>(&'a self, o: &'a Options) -> Report<'a> {
        Report::new(o, &self.summary, &self.written)
    }
}

/// Runs the diff `o` describes against an engine of `catalog`: `control` stops it (an interrupt, the
/// time limit), `progress` hears about it every `every` while games are played.
pub fn run_to_files(
    catalog: &Catalog,
    o: &Options,
    ruleset: &'static dyn AnyRuleset,
    control: Control,
    every: Duration,
    progress: &mut dyn FnMut(&Progress),
) -> Result<Finished, String> {
    let mut config = config(catalog, o, ruleset)?;
    config.plan.control = control;
    let summary = run(&config, every, progress)?;
    let written = write_findings(
        o,
        &config.plan,
        &config.engine,
        &summary.engine_name,
        &config.uci_options,
        &summary,
    );
    let mut finished = Finished {
        summary,
        written,
        pages: None,
    };
    if let Some(path) = &o.report {
        let text = serde_json::to_string_pretty(&finished.report(o)).map_err(|e| e.to_string())?;
        std::fs::write(path, text + "\n")
            .map_err(|e| format!("cannot write the report {}: {e}", path.display()))?;
    }
    if let Some(dir) = &o.html {
        finished.pages = Some(super::html::write_report(dir, &finished.report(o))?);
    }
    Ok(finished)
}

/// The options with a reading's name (`--ruleset antichess`) read as its ruleset and the reading's
/// switches ([`crate::readings::resolve`]).
pub fn readings_resolved(o: &Options) -> Result<Options, String> {
    let mut o = o.clone();
    (o.ruleset, o.interpretation) = crate::readings::resolve(&o.ruleset, &o.interpretation)?;
    Ok(o)
}

/// A run from its options alone (the ruleset's name read, a reading's name such as `antichess`
/// resolved), quietly: what a test calls.
pub fn diff(catalog: &Catalog, o: &Options) -> Result<Finished, String> {
    let o = readings_resolved(o)?;
    let ruleset = oracle::ruleset(&o.ruleset).map_err(|e| e.to_string())?;
    run_to_files(
        catalog,
        &o,
        ruleset,
        Control::default(),
        Duration::from_secs(3600),
        &mut |_| {},
    )
}
