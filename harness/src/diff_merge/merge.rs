//! Merging the reports of the shards of one run into the report of the whole run: the run's fields kept,
//! the counts added up, the flags or-ed, the findings and faults gathered in game order, the coverage
//! merged clause by clause, the interaction coverage worked out from the merged tally, the time of the
//! shards taken side by side.

use super::report::{Coverage, Entry, Report};
use crate::diff::interactions::Interactions;
use crate::diff::report::FAULTS_KEPT;
use std::collections::{BTreeMap, BTreeSet};

/// `i/n` of a report, or `None` for a run that was not sharded.
fn shard_of(name: &str, report: &Report) -> Result<Option<(u64, u64)>, String> {
    let Some(s) = &report.shard else {
        return Ok(None);
    };
    s.split_once('/')
        .and_then(|(i, n)| Some((i.trim().parse().ok()?, n.trim().parse().ok()?)))
        .filter(|&(i, n): &(u64, u64)| i >= 1 && i <= n)
        .map(Some)
        .ok_or_else(|| format!("{name}: `shard` is `{s}`, not I/N"))
}

/// Every report names the same run as the first.
fn same_run(reports: &[(String, Report)]) -> Result<(), String> {
    let (first_name, first) = &reports[0];
    let expected = first.run_fields();
    for (name, r) in reports {
        for ((key, what, a), (_, _, b)) in r.run_fields().into_iter().zip(&expected) {
            if a != *b {
                return Err(format!(
                    "{name} and {first_name} are reports of different runs: they differ in their {what} ({key}: {a} against {b})"
                ));
            }
        }
    }
    Ok(())
}

/// The shards the reports are, each once, and how many shards the run has (`None`: one whole run).
fn shards(reports: &[(String, Report)]) -> Result<(Vec<u64>, Option<u64>), String> {
    let mut seen: Vec<(u64, &str)> = Vec::new();
    let mut total = None;
    for (name, r) in reports {
        match shard_of(name, r)? {
            None if reports.len() > 1 => {
                return Err(format!(
                    "{name} is a whole run (no --shard): it cannot be merged with other reports"
                ))
            }
            None => {}
            Some((i, n)) => {
                if let Some(other) = total.filter(|t| *t != n) {
                    return Err(format!(
                        "{name} is shard {i}/{n}, but the other reports are shards of {other}: different runs"
                    ));
                }
                total = Some(n);
                if let Some((_, other)) = seen.iter().find(|(j, _)| *j == i) {
                    return Err(format!("{name} and {other} are both shard {i}/{n}"));
                }
                seen.push((i, name));
            }
        }
    }
    let mut numbers: Vec<u64> = seen.iter().map(|(i, _)| *i).collect();
    numbers.sort_unstable();
    Ok((numbers, total))
}

/// Adds the counts of `b` into `a`, key by key.
fn add_counts(a: &mut BTreeMap<String, u64>, b: &BTreeMap<String, u64>) {
    for (k, n) in b {
        *a.entry(k.clone()).or_insert(0) += n;
    }
}

/// The coverage of the whole run: the clauses' counts added up, a clause missing only where no shard
/// exercised it, the number of rule clauses the ruleset's (the same in every shard).
pub fn merge_coverage<'a>(shards: impl IntoIterator<Item = &'a Coverage>) -> Option<Coverage> {
    let shards: Vec<&Coverage> = shards.into_iter().collect();
    let first = shards.first()?;
    let mut exercised = BTreeMap::new();
    for c in &shards {
        add_counts(&mut exercised, &c.exercised);
    }
    let missing = first
        .missing
        .iter()
        .filter(|c| !exercised.contains_key(*c))
        .cloned()
        .collect();
    Some(Coverage {
        exercised,
        missing,
        rule_clauses: first.rule_clauses,
    })
}

/// Gathers the entries of every report, in the order of their game (and ply).
fn gather(lists: impl Iterator<Item = Vec<Entry>>) -> Vec<Entry> {
    let mut all: Vec<Entry> = lists.flatten().collect();
    all.sort_by_key(|e| (e.game, e.ply.unwrap_or(u64::MAX)));
    all
}

/// Merges the reports `(name, report)` of the shards of one run.
pub fn merge(reports: &[(String, Report)]) -> Result<Report, String> {
    let Some((_, first)) = reports.first() else {
        return Err("no reports to merge".into());
    };
    same_run(reports)?;
    let (numbers, total) = shards(reports)?;
    let all = || reports.iter().map(|(_, r)| r);
    let mut merged = first.clone();
    merged.games_played = all().map(|r| r.games_played).sum();
    merged.positions_compared = all().map(|r| r.positions_compared).sum();
    merged.shrink_seconds = all().map(|r| r.shrink_seconds).sum();
    merged.engine_restarts = all().map(|r| r.engine_restarts).sum();
    merged.engine_faults_total = all().map(|r| r.engine_faults_total).sum();
    merged.endings = BTreeMap::new();
    merged.tally = BTreeMap::new();
    for r in all() {
        add_counts(&mut merged.endings, &r.endings);
        add_counts(&mut merged.tally, &r.tally);
    }
    merged.interrupted = all().any(|r| r.interrupted);
    merged.time_limited = all().any(|r| r.time_limited);
    merged.disagreements = gather(all().map(|r| r.disagreements.clone()));
    merged.engine_faults = gather(all().map(|r| r.engine_faults.clone()));
    merged.engine_faults.truncate(FAULTS_KEPT);
    merged.coverage = merge_coverage(all().map(|r| &r.coverage)).unwrap_or(first.coverage.clone());
    // The pairs' counts are in the tally (`pair:<id>`): a pair one shard missed and another exercised is
    // exercised.
    if first.interactions.is_some() {
        merged.interactions = Interactions::of(&merged.ruleset, &merged.tally);
    }
    merged.disagreements_total = Some(merged.disagreements.len() as u64);
    let n = total.unwrap_or(1);
    let have: BTreeSet<u64> = numbers.iter().copied().collect();
    merged.merged_shards = Some(numbers.iter().map(|i| format!("{i}/{n}")).collect());
    merged.missing_shards = Some(
        (1..=n)
            .filter(|i| total.is_some() && !have.contains(i))
            .map(|i| format!("{i}/{n}"))
            .collect(),
    );
    // Time: the shards ran side by side; the merged report keeps the longest and the sum.
    let cpu: f64 = all().map(|r| r.seconds).sum();
    merged.seconds = all().map(|r| r.seconds).fold(0.0, f64::max);
    merged.shard_seconds_total = Some(cpu);
    merged.positions_per_second = if cpu > 0.0 {
        merged.positions_compared as f64 / cpu
    } else {
        0.0
    };
    merged.shard = None;
    merged.jobs = None;
    Ok(merged)
}
