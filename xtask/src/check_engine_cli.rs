//! The command line of `cargo xtask check --engine`: the failures with `file:line:column`, the
//! scenario's answer beside the engine's; what was not answered, by reason; the verdict line with
//! passed / failed / not answered; with `--clauses`, the per-clause table. Exit 1 on any failure.

use harness::check_engine::{clause_table, failed_clauses, failure_lines};
use harness::check_engine::{run, Options, Outcome, Verdict};
use std::collections::BTreeMap;
use std::process::ExitCode;

/// The options `check --engine` adds to `cargo xtask check`.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct EngineArgs {
    /// Run the scenarios against this engine instead of the oracle: a preset (`stockfish`,
    /// `fairy-stockfish`, `python-chess`, `shakmaty`, `void-bitboard`, `oracle`), `planted:NAME`,
    /// `uci:COMMAND`, or a command line speaking PROTOCOL.md.
    #[arg(long)]
    pub engine: Option<String>,
    /// With --engine: the per-clause table (each clause's scenarios passed, failed, not answered).
    #[arg(long)]
    pub clauses: bool,
    /// With --engine: write the results as JSON here (the suite runners' result format, RUNNER.md).
    #[arg(long, value_name = "FILE")]
    pub json: Option<std::path::PathBuf>,
    /// With --engine: a UCI option `NAME=VALUE` (repeatable), as `cargo xtask diff --uci-option`.
    #[arg(long = "uci-option", value_name = "NAME=VALUE")]
    pub uci_options: Vec<String>,
    /// With --engine: seconds the engine may take to answer one request.
    #[arg(long, default_value_t = 10.0)]
    pub timeout: f64,
    /// With --engine: skip the cases that need this tag (repeatable; RUNNER.md lists the tags).
    #[arg(long = "skip-tag", value_name = "TAG")]
    pub skip_tags: Vec<String>,
    /// With --engine: only the cases about this clause (repeatable; `void-chess/6.2.1`).
    #[arg(long = "clause", value_name = "ID")]
    pub only_clauses: Vec<String>,
}

/// `cargo xtask check --engine ENGINE`.
pub fn main(sources: &crate::sources::SourceArgs, e: &EngineArgs, engine: &str) -> ExitCode {
    let src = sources.sources();
    let mut options = Options {
        scenarios: crate::sources::folder(src.scenarios),
        skip_tags: e.skip_tags.clone(),
        clauses: e.only_clauses.clone(),
        ..Options::default()
    };
    if !(e.timeout.is_finite() && e.timeout > 0.0) {
        eprintln!("cargo xtask check: --timeout must be a positive number of seconds");
        return ExitCode::from(2);
    }
    options.timeout = std::time::Duration::from_secs_f64(e.timeout);
    for o in &e.uci_options {
        match o.split_once('=') {
            Some((k, v)) if !k.trim().is_empty() => {
                options.uci_options.push((k.trim().into(), v.trim().into()))
            }
            _ => {
                eprintln!("cargo xtask check: --uci-option `{o}` must be NAME=VALUE");
                return ExitCode::from(2);
            }
        }
    }
    let spec = match crate::catalog::catalog().spec(engine) {
        Ok(s) => s,
        Err(msg) => {
            eprintln!("cargo xtask check: {msg}");
            return ExitCode::from(2);
        }
    };
    let outcome = match run(engine, &spec, &src.rulesets, &options) {
        Ok(o) => o,
        Err(msg) => {
            eprintln!("cargo xtask check: {msg}");
            return ExitCode::from(2);
        }
    };
    if let Some(path) = &e.json {
        let text = serde_json::to_string_pretty(&outcome).unwrap_or_default();
        if let Err(err) = std::fs::write(path, text + "\n") {
            eprintln!("cargo xtask check: cannot write {}: {err}", path.display());
            return ExitCode::from(2);
        }
    }
    print(&outcome, sources.verbose, e.clauses);
    let (_, failed, _) = outcome.counts();
    if !outcome.errors.is_empty() {
        ExitCode::from(2)
    } else if failed > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

/// Prints a run: the per-clause table when asked, what was not answered, the failures, the verdict.
pub fn print(o: &Outcome, verbose: bool, clauses: bool) {
    if verbose {
        for c in &o.cases {
            println!("{:<13} {} ({} steps)", c.verdict, c.file, c.steps.len());
        }
    }
    if clauses {
        print!("{}", clause_table(&o.cases));
    }
    let mut reasons: BTreeMap<&str, usize> = BTreeMap::new();
    for s in o.cases.iter().flat_map(|c| &c.steps) {
        if let Verdict::NotAnswered { reasons: why } = &s.verdict {
            for r in why {
                *reasons.entry(r.as_str()).or_default() += 1;
            }
        }
    }
    if !reasons.is_empty() {
        println!("\nnot answered, by reason (steps):");
        for (why, n) in &reasons {
            println!("  {n:>4}  {why}");
        }
    }
    for s in &o.skipped_rulesets {
        println!("skipped {s}");
    }
    for s in &o.left_out {
        println!("reading {s}");
    }
    let failures: Vec<String> = o.cases.iter().flat_map(failure_lines).collect();
    if !failures.is_empty() || !o.errors.is_empty() {
        println!();
    }
    for line in &failures {
        println!("FAILED  {line}");
    }
    if !failures.is_empty() {
        println!(
            "clauses of the failed scenarios: {}",
            failed_clauses(&o.cases).join(" ")
        );
    }
    for e in &o.errors {
        println!("ERROR   {e}");
    }
    let (p, f, n) = o.counts();
    let (sp, sf, sn) = o.step_counts();
    let not_compared: usize = o
        .cases
        .iter()
        .flat_map(|c| &c.steps)
        .map(|s| s.clauses_not_compared)
        .sum();
    println!(
        "check --engine {}: {}: {} scenarios: {p} passed, {f} failed, {n} not answered ({} steps: {sp} passed, \
         {sf} failed, {sn} not answered){}{}",
        o.engine,
        if f > 0 || !o.errors.is_empty() { "FAILED" } else { "ok" },
        o.cases.len(),
        sp + sf + sn,
        if not_compared > 0 {
            format!("; {not_compared} clauses of refusals or ends not compared (the engine names none)")
        } else {
            String::new()
        },
        if o.errors.is_empty() {
            String::new()
        } else {
            format!("; {} scenario files could not be compiled", o.errors.len())
        }
    );
}
