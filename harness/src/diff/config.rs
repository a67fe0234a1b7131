//! A run's options read into a runner [`Config`]: everything that can be checked before the first
//! game is checked here (the switches, the start positions, the durations, and that the engine plays
//! the ruleset), the engine's name read once into its [`crate::presets::EngineSpec`].

use super::game::Plan;
use super::options::Options;
use super::positions::{parse_duration, parse_shard, read_positions};
use super::runner::Config;
use super::seeds::{seeds, Seeds};
use crate::presets::Catalog;
use oracle::core::AnyRuleset;
use std::time::Duration;

fn setting(text: &str, what: &str) -> Result<(String, String), String> {
    text.split_once('=')
        .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
        .filter(|(k, _)| !k.is_empty())
        .ok_or_else(|| format!("{what} `{text}` must be NAME=VALUE"))
}

/// Reads the options into a runner configuration, checking everything that can be checked before the
/// first game: the switches, the start positions, the durations, and that the engine plays the ruleset.
pub fn config(
    catalog: &Catalog,
    o: &Options,
    ruleset: &'static dyn AnyRuleset,
) -> Result<Config, String> {
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
    let engine = catalog.spec(&o.engine)?;
    let name = engine.name().unwrap_or_default();
    super::readings::engine_needs(&name, ruleset.slug(), &interpretation, &mut uci_options)?;
    engine.check_ruleset(ruleset.slug(), &mut uci_options)?;
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
