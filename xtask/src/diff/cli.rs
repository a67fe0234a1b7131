//! The command line of `cargo xtask diff`: its options ([`Options`]) read into a runner [`Config`]; the
//! progress line; the findings written as scenario files; the summary printed; the report written.

use super::game::Plan;
use super::interrupt::{on_interrupt, Control};
pub use super::options::Options;
use super::output::{print_summary, progress_line, write_findings};
use super::positions::{parse_duration, parse_shard, read_positions};
use super::presets::{check_ruleset, engine_spec};
use super::report::Report;
use super::runner::{run, Config, Progress, Summary};
use super::seeds::{seeds, Seeds};
use oracle::core::AnyRuleset;
use std::io::IsTerminal;
use std::time::Duration;

fn setting(text: &str, what: &str) -> Result<(String, String), String> {
    text.split_once('=')
        .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
        .filter(|(k, _)| !k.is_empty())
        .ok_or_else(|| format!("{what} `{text}` must be NAME=VALUE"))
}

/// Reads the options into a runner configuration, checking everything that can be checked before the
/// first game: the switches, the start positions, the durations, and that the engine plays the ruleset.
pub fn config(o: &Options, ruleset: &'static dyn AnyRuleset) -> Result<Config, String> {
    let mut uci_options = o
        .uci_options
        .iter()
        .map(|s| setting(s, "--uci-option"))
        .collect::<Result<Vec<_>, _>>()?;
    let interpretation = o
        .interpretation
        .iter()
        .map(|s| setting(s, "--interpretation"))
        .collect::<Result<Vec<_>, _>>()?;
    super::readings::engine_needs(&o.engine, ruleset.slug(), &interpretation, &mut uci_options)?;
    check_ruleset(&o.engine, ruleset.slug(), &mut uci_options)?;
    let engine = engine_spec(&o.engine)?;
    // Check the switches once, so a typo stops the run before it starts.
    ruleset
        .new_game("startpos", &interpretation)
        .map_err(|e| e.to_string())?;
    if !(o.timeout.is_finite() && o.timeout > 0.0) {
        return Err("--timeout must be a positive number of seconds".into());
    }
    let starts = match (&o.positions, &o.start) {
        (Some(_), Some(_)) => return Err("--positions and --start exclude each other".into()),
        (Some(path), None) => read_positions(path)?,
        (None, Some(start)) => vec![start.trim().to_string()],
        (None, None) => vec!["startpos".to_string()],
    };
    for (i, s) in starts.iter().enumerate() {
        ruleset
            .new_game(s, &interpretation)
            .map_err(|e| format!("position {} (`{s}`): {e}", i + 1))?;
    }
    let replay = o.start.as_ref().map(|_| {
        o.moves
            .as_deref()
            .unwrap_or("")
            .split_whitespace()
            .map(str::to_string)
            .collect()
    });
    let seeds = if o.no_seeds || o.positions.is_some() || o.start.is_some() {
        Seeds::default()
    } else {
        seeds(ruleset, &interpretation, o.seed)
    };
    let mut plan = Plan {
        interpretation,
        shrink_budget: o.shrink_budget,
        walk: o.walk,
        ..Plan::new(ruleset, starts, o.seed, o.max_plies)
    };
    seeds.install(&mut plan);
    Ok(Config {
        plan,
        engine,
        uci_options,
        games: o.games,
        jobs: o.jobs,
        shard: match &o.shard {
            Some(s) => parse_shard(s)?,
            None => (1, 1),
        },
        time_limit: o.time_limit.as_deref().map(parse_duration).transpose()?,
        timeout: Duration::from_secs_f64(o.timeout),
        replay,
        shrink_findings: o.shrink_findings,
        shrink_time: parse_duration(&o.shrink_time)?,
    })
}

/// Runs `cargo xtask diff` with these options and this ruleset: the games, then the scenario files, the
/// summary on standard output and the report. Ctrl-C and SIGTERM stop the games and keep the findings;
/// one that comes while the seeds are worked out stops the run before its first game.
pub fn execute(o: &Options, ruleset: &'static dyn AnyRuleset) -> Result<Summary, String> {
    let control = Control::default();
    let _registration = on_interrupt(&control);
    let mut config = config(o, ruleset)?;
    config.plan.control = control;
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
    let summary = run(&config, every, &mut show)?;
    if shown {
        eprintln!();
    }
    let written = write_findings(
        o,
        &config.plan,
        &summary.engine_name,
        &config.uci_options,
        &summary,
    );
    print_summary(o, &summary, &written);
    if let Some(path) = &o.report {
        let report = Report::new(o, &summary, &written);
        let text = serde_json::to_string_pretty(&report).map_err(|e| e.to_string())?;
        std::fs::write(path, text + "\n")
            .map_err(|e| format!("cannot write the report {}: {e}", path.display()))?;
    }
    if let Some(dir) = &o.html {
        let report = Report::new(o, &summary, &written);
        let pages = super::html::write_report(dir, &report)?;
        if !o.quiet {
            println!(
                "report: {} ({pages} pages)",
                dir.join("index.html").display()
            );
        }
    }
    Ok(summary)
}
