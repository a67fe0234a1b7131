//! The exported suite's reference runner (`runner.py`, Python, standard library only) gives the same
//! verdicts as `cargo xtask check --engine`: every case, every step, the failed expectations by place
//! and key, the reasons a step was not answered, the clauses not compared. Both run against the same
//! PROTOCOL.md command: the oracle behind `cargo xtask serve`, which passes, and planted bugs, which
//! fail.

use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The `xtask` binary of this build.
fn xtask() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_xtask"));
    command.env("XTASK_IN_THIS_BUILD", "1");
    command
}

fn scratch(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("xtask-suite-runner-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn read(path: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap_or_default())
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// What must agree about each case: its verdict, and per step the name, verdict, failed expectations
/// (place and key), reasons and clauses not compared.
fn verdicts(results: &Value) -> BTreeMap<String, Value> {
    let cases = results["cases"].as_array().expect("a list of cases");
    cases
        .iter()
        .map(|c| {
            let steps: Vec<Value> = c["steps"]
                .as_array()
                .expect("steps")
                .iter()
                .map(|s| {
                    let failures: Vec<Value> = s["failures"]
                        .as_array()
                        .into_iter()
                        .flatten()
                        .map(|f| serde_json::json!([f["at"], f["key"]]))
                        .collect();
                    serde_json::json!([
                        s["name"],
                        s["verdict"],
                        failures,
                        s["reasons"],
                        s["clauses_not_compared"]
                    ])
                })
                .collect();
            (
                c["id"].as_str().unwrap_or_default().to_string(),
                serde_json::json!([c["verdict"], steps]),
            )
        })
        .collect()
}

/// Runs both runners against `engine` (any `xtask serve --engine` form) on `rulesets`; returns the
/// verdicts (which must agree) and the number of failed cases.
fn both(suite: &Path, engine: &str, rulesets: &[&str]) -> (BTreeMap<String, Value>, usize) {
    let command = format!("{} serve --engine {engine}", env!("CARGO_BIN_EXE_xtask"));
    let rust_json = suite.join(format!("rust-{}.json", engine.replace(':', "-")));
    let python_json = suite.join(format!("python-{}.json", engine.replace(':', "-")));
    let mut check = xtask();
    check
        .args(["check", "--engine", &command, "--json"])
        .arg(&rust_json);
    let mut runner = Command::new(std::env::var("PYTHON").unwrap_or_else(|_| "python3".into()));
    runner
        .arg(suite.join("runner.py"))
        .args(["--engine", &command, "--readings", "--json"])
        .arg(&python_json);
    for r in rulesets {
        check.args(["-r", r]);
        runner.args(["--ruleset", r]);
    }
    let rust = check.output().expect("xtask check runs");
    let python = runner
        .output()
        .expect("python3 runs (a fresh machine has Python 3; set PYTHON to use another)");
    let text = |o: &std::process::Output| {
        format!(
            "{}{}",
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&o.stderr)
        )
    };
    assert_eq!(
        rust.status.code(),
        python.status.code(),
        "{}\n{}",
        text(&rust),
        text(&python)
    );
    let (r, p) = (verdicts(&read(&rust_json)), verdicts(&read(&python_json)));
    assert_eq!(r.keys().collect::<Vec<_>>(), p.keys().collect::<Vec<_>>());
    for (id, v) in &r {
        assert_eq!(v, &p[id], "{id}: check --engine against runner.py");
    }
    let failed = r.values().filter(|v| v[0] == "failed").count();
    (r, failed)
}

#[test]
fn the_python_runner_gives_the_verdicts_of_check_engine() {
    let suite = scratch("export");
    let out = xtask()
        .args(["suite", "export"])
        .arg(&suite)
        .output()
        .expect("xtask suite export runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // The oracle: every case of every ruleset answered alike, and none fails.
    let (oracle, failed) = both(&suite, "oracle", &[]);
    assert!(oracle.len() > 190, "{} cases", oracle.len());
    assert_eq!(failed, 0);
    // Wrong engines: the same failures, step by step.
    for (engine, ruleset) in [
        ("planted:void-never-castles", "void-chess"),
        ("planted:fide-never-castles", "fide"),
        ("planted:last-capture-skips-relocation", "suicide-void"),
    ] {
        let (_, failed) = both(&suite, engine, &[ruleset]);
        assert!(failed > 0, "{engine} fails no case");
    }
    let _ = std::fs::remove_dir_all(&suite);
}
