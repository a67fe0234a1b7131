//! `cargo xtask diff merge REPORT... [--report OUT]`: combines the reports of the shards of one run (written
//! by `cargo xtask diff --shard I/N --report ...` on as many machines as there are shards) into the report of
//! the whole run: positions, games, endings, coverage and every other count added up, disagreements and
//! engine faults gathered in game order. It reads the JSON of `diff::report::Report` field by field: every
//! field is classed below as naming the run, per process, added up or gathered (a test keeps the classes
//! complete when the report gains a field); an unclassed field in a report is added up as well.
//!
//! Reports of different runs are refused with a clear error: each must have the same seed, ruleset,
//! switches, engine (and its options and name), game count, ply limit and positions file, and each shard may
//! come once. Missing shards are named in the output and the merged report (a campaign can be merged while
//! it runs).
//!
//! Exit codes: 0 the merged run found nothing; 1 disagreements or engine faults; 2 the reports could not be
//! read or belong to different runs.

use serde_json::{Map, Value};
use std::collections::BTreeSet;
use std::path::PathBuf;
use std::process::ExitCode;

const USAGE: &str = "\
cargo xtask diff merge REPORT... [--report OUT]

  REPORT        a JSON report of one shard (`cargo xtask diff --shard I/N --report REPORT`)
  --report OUT  write the merged report here (default: print only the summary)
";

/// What makes two reports parts of the same run.
const SAME_RUN: &[(&str, &str)] = &[
    ("seed", "seed"),
    ("ruleset", "ruleset"),
    ("interpretation", "switches"),
    ("engine", "engine"),
    ("engine_name", "engine name"),
    ("uci_options", "UCI options"),
    ("games", "game count"),
    ("max_plies", "ply limit"),
    ("positions_file", "positions file"),
    ("walk", "way of choosing moves"),
];

/// Fields that describe one process, not the run: dropped or recomputed in the merged report.
const PER_PROCESS: &[&str] = &["shard", "jobs", "positions_per_second", "seconds"];

/// Lists gathered from every shard, sorted by these keys.
const GATHERED: &[(&str, &[&str])] = &[
    ("disagreements", &["game"]),
    ("engine_faults", &["game", "ply"]),
];

/// The clause coverage: the clauses' counts added up, a clause missing only where no shard exercised it,
/// the number of rule clauses the ruleset's (the same in every shard).
const COVERAGE: &str = "coverage";

fn merge_coverage(reports: &[(String, Value)]) -> Option<Value> {
    let shards: Vec<&Value> = reports
        .iter()
        .filter_map(|(_, r)| r.get(COVERAGE))
        .collect();
    let first = shards.first()?;
    let mut exercised = Map::new();
    for c in &shards {
        if let Some(Value::Object(m)) = c.get("exercised") {
            for (clause, n) in m {
                let slot = exercised.entry(clause.clone()).or_insert(Value::from(0u64));
                *slot = (slot.as_u64().unwrap_or(0) + n.as_u64().unwrap_or(0)).into();
            }
        }
    }
    let missing: Vec<Value> = first
        .get("missing")
        .and_then(Value::as_array)
        .map(|m| {
            m.iter()
                .filter(|c| c.as_str().is_some_and(|c| !exercised.contains_key(c)))
                .cloned()
                .collect()
        })
        .unwrap_or_default();
    let mut out = Map::new();
    out.insert("exercised".into(), Value::Object(exercised));
    out.insert("missing".into(), Value::Array(missing));
    out.insert(
        "rule_clauses".into(),
        first.get("rule_clauses").cloned().unwrap_or(Value::Null),
    );
    Some(Value::Object(out))
}

/// The interaction coverage: worked out again from the merged tally (the pairs' counts are tallied as
/// `pair:<id>`), so that a pair missing in one shard and exercised in another is exercised.
const INTERACTIONS: &str = "interactions";

fn merge_interactions(merged: &Map<String, Value>) -> Option<Value> {
    let ruleset = merged.get("ruleset")?.as_str()?;
    let tally: std::collections::BTreeMap<String, u64> = merged
        .get("tally")?
        .as_object()?
        .iter()
        .map(|(k, n)| (k.clone(), n.as_u64().unwrap_or(0)))
        .collect();
    let interactions = crate::diff::interactions::Interactions::of(ruleset, &tally)?;
    serde_json::to_value(interactions).ok()
}

/// Counts added up (numbers, maps of numbers) and flags or-ed across the shards (as every field not
/// classed otherwise is; the list is the test's, to keep the classes complete).
#[cfg(test)]
const ADDED: &[&str] = &[
    "games_played",
    "positions_compared",
    "engine_faults_total",
    "engine_restarts",
    "endings",
    "tally",
    "shrink_seconds",
    "interrupted",
    "time_limited",
];

use crate::diff::report::FAULTS_KEPT;

/// The command line: the reports and the output file.
#[derive(Debug, PartialEq)]
pub struct Args {
    pub reports: Vec<PathBuf>,
    pub out: Option<PathBuf>,
}

pub fn parse_args(args: &[String]) -> Result<Args, String> {
    let mut out = None;
    let mut reports = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--report" => {
                out = Some(PathBuf::from(
                    it.next().ok_or("--report needs a file to write")?,
                ))
            }
            "-h" | "--help" => return Err(String::new()),
            flag if flag.starts_with("--") => return Err(format!("unknown option `{flag}`")),
            file => reports.push(PathBuf::from(file)),
        }
    }
    if reports.is_empty() {
        return Err("give the shard reports to merge".into());
    }
    Ok(Args { reports, out })
}

pub fn run(args: &[String]) -> ExitCode {
    let args = match parse_args(args) {
        Ok(a) => a,
        Err(e) => {
            if !e.is_empty() {
                eprintln!("cargo xtask diff merge: {e}\n");
            }
            eprint!("{USAGE}");
            return ExitCode::from(if e.is_empty() { 0 } else { 2 });
        }
    };
    match merge_files(&args) {
        Ok(found) => ExitCode::from(u8::from(found)),
        Err(e) => {
            eprintln!("cargo xtask diff merge: {e}");
            ExitCode::from(2)
        }
    }
}

/// Reads and merges the shard reports, prints the summary and writes the merged report: whether the run
/// found disagreements or engine faults, or why the reports could not be read or written.
fn merge_files(args: &Args) -> Result<bool, String> {
    let mut reports = Vec::new();
    for path in &args.reports {
        let v = std::fs::read_to_string(path)
            .map_err(|e| e.to_string())
            .and_then(|t| serde_json::from_str::<Value>(&t).map_err(|e| e.to_string()))
            .map_err(|e| format!("{}: {e}", path.display()))?;
        reports.push((path.display().to_string(), v));
    }
    let merged = merge(&reports)?;
    println!("{}", summary_line(&merged));
    if let Some(out) = &args.out {
        let text = serde_json::to_string_pretty(&merged).unwrap_or_default() + "\n";
        std::fs::write(out, text).map_err(|e| format!("cannot write {}: {e}", out.display()))?;
    }
    Ok(count(&merged, "disagreements_total") + count(&merged, "engine_faults_total") > 0)
}

fn count(v: &Value, key: &str) -> u64 {
    v[key].as_u64().unwrap_or(0)
}

/// One line for people: the shards merged and what the run found.
pub fn summary_line(merged: &Value) -> String {
    let shards = merged["merged_shards"].as_array().map_or(0, Vec::len);
    let missing = merged["missing_shards"]
        .as_array()
        .filter(|m| !m.is_empty())
        .map(|m| {
            let names: Vec<&str> = m.iter().filter_map(Value::as_str).collect();
            format!(" (missing shards: {})", names.join(", "))
        })
        .unwrap_or_default();
    format!(
        "diff {} vs {}: {shards} shard reports merged{missing}: {} games, {} positions compared, {} disagreements, {} engine faults",
        merged["ruleset"].as_str().unwrap_or("?"),
        merged["engine"].as_str().unwrap_or("?"),
        count(merged, "games_played"),
        count(merged, "positions_compared"),
        count(merged, "disagreements_total"),
        count(merged, "engine_faults_total"),
    )
}

/// `i/n` of a report, or `None` for a run that was not sharded.
fn shard_of(name: &str, report: &Value) -> Result<Option<(u64, u64)>, String> {
    match &report["shard"] {
        Value::Null => Ok(None),
        Value::String(s) => {
            let parsed = s
                .split_once('/')
                .and_then(|(i, n)| Some((i.trim().parse().ok()?, n.trim().parse().ok()?)))
                .filter(|&(i, n): &(u64, u64)| i >= 1 && i <= n);
            parsed
                .map(Some)
                .ok_or_else(|| format!("{name}: `shard` is `{s}`, not I/N"))
        }
        other => Err(format!("{name}: `shard` is {other}, not a string I/N")),
    }
}

/// Merges the reports `(name, report)` of the shards of one run.
pub fn merge(reports: &[(String, Value)]) -> Result<Value, String> {
    let Some((first_name, first)) = reports.first() else {
        return Err("no reports to merge".into());
    };
    for (name, r) in reports {
        if !r.is_object() {
            return Err(format!(
                "{name}: not a report of `cargo xtask diff` (not a JSON object)"
            ));
        }
        for (key, what) in SAME_RUN {
            if r.get(*key) != first.get(*key) {
                return Err(format!(
                    "{name} and {first_name} are reports of different runs: they differ in their {what} ({key}: {} against {})",
                    r.get(*key).unwrap_or(&Value::Null),
                    first.get(*key).unwrap_or(&Value::Null)
                ));
            }
        }
    }
    // The shards: one run's reports, each shard once.
    let mut seen: Vec<(u64, &str)> = Vec::new();
    let mut total_shards = None;
    for (name, r) in reports {
        match shard_of(name, r)? {
            None if reports.len() > 1 => {
                return Err(format!(
                    "{name} is a whole run (no --shard): it cannot be merged with other reports"
                ))
            }
            None => {}
            Some((i, n)) => {
                if let Some(other) = total_shards.filter(|t| *t != n) {
                    return Err(format!(
                        "{name} is shard {i}/{n}, but the other reports are shards of {other}: different runs"
                    ));
                }
                total_shards = Some(n);
                if let Some((_, other)) = seen.iter().find(|(j, _)| *j == i) {
                    return Err(format!("{name} and {other} are both shard {i}/{n}"));
                }
                seen.push((i, name));
            }
        }
    }
    let mut merged = Map::new();
    for (_, r) in reports {
        for (key, value) in r.as_object().expect("checked above") {
            if PER_PROCESS.contains(&key.as_str()) || key == COVERAGE || key == INTERACTIONS {
                continue;
            }
            let slot = merged.entry(key.clone()).or_insert(Value::Null);
            if SAME_RUN.iter().any(|(k, _)| k == key) {
                *slot = value.clone();
            } else {
                add(slot, value);
            }
        }
    }
    if let Some(coverage) = merge_coverage(reports) {
        merged.insert(COVERAGE.into(), coverage);
    }
    if let Some(interactions) = merge_interactions(&merged) {
        merged.insert(INTERACTIONS.into(), interactions);
    }
    for (key, sort_keys) in GATHERED {
        if let Some(Value::Array(items)) = merged.get_mut(*key) {
            items.sort_by_key(|item| {
                sort_keys
                    .iter()
                    .map(|k| item[*k].as_u64().unwrap_or(u64::MAX))
                    .collect::<Vec<_>>()
            });
        }
    }
    if let Some(Value::Array(faults)) = merged.get_mut("engine_faults") {
        faults.truncate(FAULTS_KEPT);
    }
    let disagreements = merged
        .get("disagreements")
        .and_then(Value::as_array)
        .map_or(0, Vec::len);
    merged.insert("disagreements_total".into(), disagreements.into());
    let mut shards: Vec<u64> = seen.iter().map(|(i, _)| *i).collect();
    shards.sort_unstable();
    let n = total_shards.unwrap_or(1);
    let have: BTreeSet<u64> = shards.iter().copied().collect();
    merged.insert(
        "merged_shards".into(),
        shards.iter().map(|i| format!("{i}/{n}")).collect(),
    );
    merged.insert(
        "missing_shards".into(),
        (1..=n)
            .filter(|i| total_shards.is_some() && !have.contains(i))
            .map(|i| format!("{i}/{n}"))
            .collect(),
    );
    // Time: the shards ran side by side; the merged report keeps the longest and the sum.
    let secs: Vec<f64> = reports
        .iter()
        .filter_map(|(_, r)| r["seconds"].as_f64())
        .collect();
    let cpu: f64 = secs.iter().sum();
    merged.insert(
        "seconds".into(),
        secs.iter().cloned().fold(0.0, f64::max).into(),
    );
    merged.insert("shard_seconds_total".into(), cpu.into());
    let positions = merged
        .get("positions_compared")
        .and_then(Value::as_u64)
        .unwrap_or(0);
    merged.insert(
        "positions_per_second".into(),
        (if cpu > 0.0 {
            positions as f64 / cpu
        } else {
            0.0
        })
        .into(),
    );
    merged.insert("shard".into(), Value::Null);
    Ok(Value::Object(merged))
}

/// Adds `value` into `slot`: numbers add up, maps add key by key, lists are gathered, flags are or-ed; any
/// other value keeps the first.
fn add(slot: &mut Value, value: &Value) {
    match (slot, value) {
        (slot @ Value::Null, v) => *slot = v.clone(),
        (Value::Number(a), Value::Number(b)) => {
            let sum = match (a.as_u64(), b.as_u64()) {
                (Some(x), Some(y)) => Value::from(x + y),
                _ => Value::from(a.as_f64().unwrap_or(0.0) + b.as_f64().unwrap_or(0.0)),
            };
            *a = match sum {
                Value::Number(n) => n,
                _ => unreachable!("a sum of numbers is a number"),
            };
        }
        (Value::Object(a), Value::Object(b)) => {
            for (k, v) in b {
                add(a.entry(k.clone()).or_insert(Value::Null), v);
            }
        }
        (Value::Array(a), Value::Array(b)) => a.extend(b.iter().cloned()),
        (Value::Bool(a), Value::Bool(b)) => *a |= *b,
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn shard(i: u64, n: u64, games: u64, positions: u64, findings: &[u64]) -> (String, Value) {
        (
            format!("shard-{i}.json"),
            json!({
                "ruleset": "fide", "engine": "stockfish", "engine_name": "Stockfish 15.1",
                "uci_options": [], "interpretation": [], "seed": 7, "games": 9, "max_plies": 200,
                "shard": format!("{i}/{n}"), "jobs": 2, "positions_file": null,
                "games_played": games, "positions_compared": positions, "seconds": 2.0 * i as f64,
                "positions_per_second": 1.0, "interrupted": false, "time_limited": false,
                "disagreements": findings.iter().map(|g| json!({"game": g, "moves": ["e2e4"]})).collect::<Vec<_>>(),
                "engine_faults": [{"game": i * 10, "ply": 3, "kind": "timeout"}],
                "engine_faults_total": 1, "engine_restarts": 1,
                "endings": {"draw (fide/5.2.1)": i, "white-wins (fide/5.1.1)": 1},
                "coverage": {"exercised": {"fide/3.1": 5}, "missing": ["fide/3.8"], "rule_clauses": 50},
            }),
        )
    }

    #[test]
    fn shards_add_up_and_findings_are_gathered_in_game_order() {
        let m = merge(&[
            shard(2, 3, 3, 40, &[4, 1]),
            shard(1, 3, 3, 50, &[3]),
            shard(3, 3, 3, 60, &[]),
        ])
        .unwrap();
        assert_eq!(m["games_played"], 9);
        assert_eq!(m["positions_compared"], 150);
        assert_eq!(m["engine_faults_total"], 3);
        assert_eq!(m["engine_restarts"], 3);
        assert_eq!(
            m["endings"],
            json!({"draw (fide/5.2.1)": 6, "white-wins (fide/5.1.1)": 3})
        );
        assert_eq!(
            m["coverage"],
            json!({"exercised": {"fide/3.1": 15}, "missing": ["fide/3.8"], "rule_clauses": 50})
        );
        let games: Vec<u64> = m["disagreements"]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| d["game"].as_u64().unwrap())
            .collect();
        assert_eq!(games, [1, 3, 4]);
        assert_eq!(m["disagreements_total"], 3);
        assert_eq!(m["merged_shards"], json!(["1/3", "2/3", "3/3"]));
        assert_eq!(m["missing_shards"], json!([]));
        assert_eq!(m["seconds"], 6.0);
        assert_eq!(m["shard_seconds_total"], 12.0);
        assert_eq!(m["seed"], 7);
        assert!(m["shard"].is_null());
        assert!(summary_line(&m).contains("3 shard reports merged: 9 games, 150 positions compared, 3 disagreements, 3 engine faults"));
    }

    #[test]
    fn missing_shards_are_named() {
        let m = merge(&[shard(1, 4, 3, 50, &[]), shard(3, 4, 3, 50, &[])]).unwrap();
        assert_eq!(m["missing_shards"], json!(["2/4", "4/4"]));
        assert!(summary_line(&m).contains("(missing shards: 2/4, 4/4)"));
    }

    #[test]
    fn reports_of_different_runs_are_refused() {
        for (key, value, what) in [
            ("seed", json!(8), "seed"),
            ("ruleset", json!("suicide"), "ruleset"),
            ("interpretation", json!(["x=y"]), "switches"),
            ("engine", json!("python-chess"), "engine"),
        ] {
            let (name, mut other) = shard(2, 3, 3, 40, &[]);
            other[key] = value;
            let e = merge(&[shard(1, 3, 3, 50, &[]), (name, other)]).unwrap_err();
            assert!(e.contains("are reports of different runs"), "{e}");
            assert!(
                e.contains(&format!("they differ in their {what} ({key}:")),
                "{e}"
            );
            assert!(e.starts_with("shard-2.json and shard-1.json"), "{e}");
        }
        let e = merge(&[shard(1, 3, 3, 50, &[]), shard(1, 3, 3, 50, &[])]).unwrap_err();
        assert!(e.contains("both shard 1/3"), "{e}");
        let e = merge(&[shard(1, 3, 3, 50, &[]), shard(2, 4, 3, 50, &[])]).unwrap_err();
        assert!(e.contains("shards of 3"), "{e}");
        let (name, mut whole) = shard(1, 1, 3, 50, &[]);
        whole["shard"] = Value::Null;
        let e = merge(&[shard(1, 3, 3, 50, &[]), (name, whole)]).unwrap_err();
        assert!(e.contains("whole run"), "{e}");
    }

    /// Coverage: counts add up; a clause one shard missed and another exercised is not missing.
    #[test]
    fn coverage_is_merged_clause_by_clause() {
        let a = json!({"coverage": {"exercised": {"x/1": 2, "x/2": 1}, "missing": ["x/3", "x/4"], "rule_clauses": 4}});
        let b = json!({"coverage": {"exercised": {"x/1": 5, "x/3": 1}, "missing": ["x/2", "x/4"], "rule_clauses": 4}});
        let c = merge_coverage(&[("a".into(), a), ("b".into(), b)]).unwrap();
        assert_eq!(
            c,
            json!({"exercised": {"x/1": 7, "x/2": 1, "x/3": 1}, "missing": ["x/4"], "rule_clauses": 4})
        );
    }

    /// Interactions: worked out from the merged tally, so a pair one shard missed and another exercised
    /// is exercised, its count the sum.
    #[test]
    fn interactions_are_merged_from_the_tally() {
        let pair = "en-passant + janitor-destroys";
        let mut merged = Map::new();
        merged.insert("ruleset".into(), json!("void-chess"));
        merged.insert(
            "tally".into(),
            json!({ format!("pair:{pair}"): 3, "void-chess/5.3": 3 }),
        );
        let i = merge_interactions(&merged).unwrap();
        assert_eq!(i["exercised"][pair], json!(3));
        let missing = i["missing"].as_array().unwrap();
        assert!(!missing.contains(&json!(pair)) && !missing.is_empty());
        assert!(i["unreachable"]
            .as_object()
            .unwrap()
            .contains_key("castling + repetition"));
    }

    /// Every field of the tester's report is classed: a new field must be given its way of merging.
    #[test]
    fn every_field_of_the_report_has_its_way_of_merging() {
        use crate::diff::report::{Report, Written};
        let o = crate::diff::Options::try_parse_from(["diff", "--engine", "shakmaty"]).unwrap();
        let summary = crate::diff::runner::Summary::default();
        let report = serde_json::to_value(Report::new(&o, &summary, &Written::default())).unwrap();
        for key in report.as_object().unwrap().keys() {
            let classed = key == COVERAGE
                || key == INTERACTIONS
                || SAME_RUN.iter().any(|(k, _)| k == key)
                || PER_PROCESS.contains(&key.as_str())
                || ADDED.contains(&key.as_str())
                || GATHERED.iter().any(|(k, _)| k == key);
            assert!(
                classed,
                "the report's field `{key}` has no way of merging in diff_merge.rs"
            );
        }
    }

    #[test]
    fn the_command_line_is_read() {
        let a = parse_args(&[
            "a.json".into(),
            "--report".into(),
            "m.json".into(),
            "b.json".into(),
        ])
        .unwrap();
        assert_eq!(
            a.reports,
            [PathBuf::from("a.json"), PathBuf::from("b.json")]
        );
        assert_eq!(a.out, Some(PathBuf::from("m.json")));
        assert!(parse_args(&[])
            .unwrap_err()
            .contains("give the shard reports"));
        assert!(parse_args(&["--frob".into()])
            .unwrap_err()
            .contains("unknown option"));
        assert!(parse_args(&["a".into(), "--report".into()])
            .unwrap_err()
            .contains("needs a file"));
    }
}
