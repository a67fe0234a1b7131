//! The merge's tests: shards added up and gathered, missing shards named, reports of different runs
//! refused, coverage merged clause by clause, and the typed report in step with the tester's.

use super::merge::{merge, merge_coverage};
use super::report::{Coverage, Report};
use super::summary_line;
use serde_json::{json, Value};

fn report(v: Value) -> Report {
    serde_json::from_value(v).expect("a report")
}

fn shard_json(i: u64, n: u64, games: u64, positions: u64, findings: &[u64]) -> Value {
    json!({
        "ruleset": "fide", "engine": "stockfish", "engine_name": "Stockfish 15.1",
        "uci_options": [], "interpretation": [], "seed": 7, "games": 9, "max_plies": 200,
        "shard": format!("{i}/{n}"), "jobs": 2, "positions_file": null, "walk": "steered",
        "games_played": games, "positions_compared": positions, "seconds": 2.0 * i as f64,
        "shrink_seconds": 0.5, "positions_per_second": 1.0, "interrupted": false, "time_limited": false,
        "disagreements": findings.iter().map(|g| json!({"game": g, "moves": ["e2e4"]})).collect::<Vec<_>>(),
        "engine_faults": [{"game": i * 10, "ply": 3, "kind": "timeout"}],
        "engine_faults_total": 1, "engine_restarts": 1,
        "endings": {"draw (fide/5.2.1)": i, "white-wins (fide/5.1.1)": 1},
        "tally": {"fide/3.1": i},
        "coverage": {"exercised": {"fide/3.1": 5}, "missing": ["fide/3.8"], "rule_clauses": 50},
    })
}

fn shard(i: u64, n: u64, games: u64, positions: u64, findings: &[u64]) -> (String, Report) {
    (
        format!("shard-{i}.json"),
        report(shard_json(i, n, games, positions, findings)),
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
    let v = serde_json::to_value(&m).unwrap();
    assert_eq!(v["games_played"], 9);
    assert_eq!(v["positions_compared"], 150);
    assert_eq!(v["engine_faults_total"], 3);
    assert_eq!(v["engine_restarts"], 3);
    assert_eq!(v["shrink_seconds"], 1.5);
    assert_eq!(
        v["endings"],
        json!({"draw (fide/5.2.1)": 6, "white-wins (fide/5.1.1)": 3})
    );
    assert_eq!(v["tally"], json!({"fide/3.1": 6}));
    assert_eq!(
        v["coverage"],
        json!({"exercised": {"fide/3.1": 15}, "missing": ["fide/3.8"], "rule_clauses": 50})
    );
    let games: Vec<u64> = m.disagreements.iter().map(|d| d.game).collect();
    assert_eq!(games, [1, 3, 4]);
    assert_eq!(v["disagreements"][0], json!({"game": 1, "moves": ["e2e4"]}));
    let faults: Vec<u64> = m.engine_faults.iter().map(|f| f.game).collect();
    assert_eq!(faults, [10, 20, 30]);
    assert_eq!(
        v["engine_faults"][0],
        json!({"game": 10, "ply": 3, "kind": "timeout"})
    );
    assert_eq!(v["disagreements_total"], 3);
    assert_eq!(v["merged_shards"], json!(["1/3", "2/3", "3/3"]));
    assert_eq!(v["missing_shards"], json!([]));
    assert_eq!(v["seconds"], 6.0);
    assert_eq!(v["shard_seconds_total"], 12.0);
    assert_eq!(v["positions_per_second"], 12.5);
    assert_eq!(v["seed"], 7);
    assert!(v["shard"].is_null());
    assert!(v.get("jobs").is_none());
    assert!(summary_line(&m).contains(
        "3 shard reports merged: 9 games, 150 positions compared, 3 disagreements, 3 engine faults"
    ));
}

#[test]
fn a_merged_report_reads_back_as_a_report() {
    let m = merge(&[shard(1, 2, 3, 50, &[2]), shard(2, 2, 3, 50, &[])]).unwrap();
    let text = serde_json::to_string(&m).unwrap();
    assert_eq!(serde_json::from_str::<Report>(&text).unwrap(), m);
}

#[test]
fn missing_shards_are_named() {
    let m = merge(&[shard(1, 4, 3, 50, &[]), shard(3, 4, 3, 50, &[])]).unwrap();
    assert_eq!(m.missing_shards, Some(vec!["2/4".into(), "4/4".into()]));
    assert!(summary_line(&m).contains("(missing shards: 2/4, 4/4)"));
}

#[test]
fn reports_of_different_runs_are_refused() {
    for (key, value, what) in [
        ("seed", json!(8), "seed"),
        ("ruleset", json!("suicide"), "ruleset"),
        ("interpretation", json!(["x=y"]), "switches"),
        ("engine", json!("python-chess"), "engine"),
        ("walk", json!("uniform"), "way of choosing moves"),
    ] {
        let mut other = shard_json(2, 3, 3, 40, &[]);
        other[key] = value;
        let e = merge(&[
            shard(1, 3, 3, 50, &[]),
            ("shard-2.json".into(), report(other)),
        ])
        .unwrap_err();
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
    let mut whole = shard_json(1, 1, 3, 50, &[]);
    whole["shard"] = Value::Null;
    let e = merge(&[
        shard(1, 3, 3, 50, &[]),
        ("whole.json".into(), report(whole)),
    ])
    .unwrap_err();
    assert!(e.contains("whole run"), "{e}");
    let mut odd = shard_json(1, 3, 3, 50, &[]);
    odd["shard"] = json!("4/3");
    let e = merge(&[("odd.json".into(), report(odd))]).unwrap_err();
    assert!(e.contains("`shard` is `4/3`, not I/N"), "{e}");
}

/// Coverage: counts add up; a clause one shard missed and another exercised is not missing.
#[test]
fn coverage_is_merged_clause_by_clause() {
    let c = |v: Value| serde_json::from_value::<Coverage>(v).unwrap();
    let a =
        c(json!({"exercised": {"x/1": 2, "x/2": 1}, "missing": ["x/3", "x/4"], "rule_clauses": 4}));
    let b =
        c(json!({"exercised": {"x/1": 5, "x/3": 1}, "missing": ["x/2", "x/4"], "rule_clauses": 4}));
    assert_eq!(
        merge_coverage([&a, &b]).unwrap(),
        c(
            json!({"exercised": {"x/1": 7, "x/2": 1, "x/3": 1}, "missing": ["x/4"], "rule_clauses": 4})
        )
    );
}

/// The tester's report reads as the merge's typed report: a field the tester gains must be given its way
/// of merging (the read refuses a field it does not know).
#[test]
fn the_testers_report_reads_as_the_typed_report() {
    use crate::diff::report::{Report as Written, Written as Files};
    let o =
        crate::diff::Options::try_parse_from(["diff", "--engine", "shakmaty", "--shard", "1/2"])
            .unwrap();
    let summary = crate::diff::runner::Summary::default();
    let text = serde_json::to_string(&Written::new(&o, &summary, &Files::default())).unwrap();
    let read: Report = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(read.shard.as_deref(), Some("1/2"));
    let mut unknown = serde_json::from_str::<Value>(&text).unwrap();
    unknown["a_new_field"] = json!(1);
    let e = serde_json::from_value::<Report>(unknown).unwrap_err();
    assert!(e.to_string().contains("unknown field `a_new_field`"), "{e}");
}

/// Interactions: worked out from the merged tally, so a pair one shard missed and another exercised is
/// exercised, its count the sum.
#[test]
fn interactions_are_merged_from_the_tally() {
    let pair = "en-passant + check-given";
    let with = |i: u64, n: u64| {
        let mut v = shard_json(i, n, 1, 10, &[]);
        v["tally"] = json!({ format!("pair:{pair}"): i });
        let counts = v["tally"]
            .as_object()
            .unwrap()
            .iter()
            .map(|(k, n)| (k.clone(), n.as_u64().unwrap()))
            .collect();
        v["interactions"] = serde_json::to_value(
            crate::diff::interactions::Interactions::of("fide", &counts).unwrap(),
        )
        .unwrap();
        (format!("shard-{i}.json"), report(v))
    };
    let (a, b) = (with(1, 2), with(2, 2));
    assert_eq!(a.1.interactions.as_ref().unwrap().exercised[pair], 1);
    let m = merge(&[a, b]).unwrap();
    let i = m.interactions.unwrap();
    assert_eq!(i.exercised[pair], 3);
    assert!(!i.missing.iter().any(|p| p == pair) && !i.missing.is_empty());
    assert!(i.unreachable.contains_key("castling + repetition"));
}
