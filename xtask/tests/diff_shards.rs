//! A campaign split into shards (`cargo xtask diff --shard I/N`, one process each, as on a cluster) and
//! merged (`cargo xtask diff merge`) gives the same totals and findings as one run of the same games.
//! Findings are not shrunk here (`--shrink-findings 0`): shrinking is each finding's own business, and
//! its cost would make the test slow.

mod common;

use common::engines::proxy;
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Runs `command` in `dir`: its exit code and standard error.
fn run(command: &mut Command, dir: &Path) -> (i32, String) {
    let out = command.current_dir(dir).output().expect("xtask runs");
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    (out.status.code().unwrap_or(-1), stderr)
}

/// `xtask diff merge` of the reports `args` (and its options) in `dir`.
fn merge(args: &[&str], dir: &Path) -> (i32, String) {
    run(common::xtask().args(["diff", "merge"]).args(args), dir)
}

fn diff(dir: &Path, report: &str, shard: Option<&str>, seed: &str) -> i32 {
    // The test engine behind a proxy whose bug depends only on the position (see the script).
    let engine = proxy("position_bug_engine.py", &[]);
    let mut command = common::fide_diff(&engine, "12");
    command.args([
        "--max-plies",
        "24",
        "--seed",
        seed,
        "--shrink-findings",
        "0",
        "--quiet",
        "--report",
        report,
        "--scenarios",
        "findings",
    ]);
    if let Some(s) = shard {
        command.args(["--shard", s]);
    }
    let (code, stderr) = run(&mut command, dir);
    assert!(
        code == 0 || code == 1,
        "diff {shard:?} exited {code}: {stderr}"
    );
    code
}

fn read(path: PathBuf) -> Value {
    serde_json::from_str(&std::fs::read_to_string(&path).expect("a report")).expect("JSON")
}

/// What must be equal between the one run and the merged shards.
fn totals(r: &Value) -> Value {
    let findings: Vec<Value> = r["disagreements"]
        .as_array()
        .expect("disagreements")
        .iter()
        .map(|d| {
            serde_json::json!({
                "game": d["game"], "moves": d["moves"], "difference": d["difference"],
                "shrunk": d["shrunk"]["moves"],
            })
        })
        .collect();
    serde_json::json!({
        "games_played": r["games_played"],
        "positions_compared": r["positions_compared"],
        "endings": r["endings"],
        "engine_faults_total": r["engine_faults_total"],
        "findings": findings,
    })
}

#[test]
fn shards_merged_equal_one_run() {
    let dir = std::env::temp_dir().join(format!("xtask-diff-shards-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let one = diff(&dir, "one.json", None, "5");
    for i in 1..=3 {
        diff(
            &dir,
            &format!("shard-{i}.json"),
            Some(&format!("{i}/3")),
            "5",
        );
    }
    let (code, stderr) = merge(
        &[
            "shard-1.json",
            "shard-2.json",
            "shard-3.json",
            "--report",
            "merged.json",
        ],
        &dir,
    );
    assert_eq!(code, one, "merge exit code: {stderr}");
    let (whole, merged) = (read(dir.join("one.json")), read(dir.join("merged.json")));
    assert_eq!(totals(&merged), totals(&whole));
    assert!(
        !whole["disagreements"].as_array().unwrap().is_empty(),
        "the planted bug shows in these games"
    );
    assert_eq!(merged["missing_shards"], serde_json::json!([]));

    // A shard of another run (another seed) is refused, naming the difference.
    diff(&dir, "other-seed.json", Some("2/3"), "6");
    let (code, stderr) = merge(&["shard-1.json", "other-seed.json"], &dir);
    assert_eq!(code, 2);
    assert!(
        stderr.contains("different runs") && stderr.contains("seed"),
        "{stderr}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
