//! What `cargo xtask check` prints for failing scenarios: each failed assertion once, on its own line.

// The tests of this file use only some of what the shared module offers.
#[allow(dead_code)]
mod common;

use std::path::Path;

/// A step with three failed assertions printed the three lines, then the last two again (the first error
/// was printed with the two it carries, then each of those).
#[test]
fn each_failed_assertion_of_a_step_is_printed_once() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let out = common::xtask()
        .current_dir(&root)
        .args([
            "check",
            "--registry",
            "tests/fixtures/clauses",
            "--scenarios",
            "tests/fixtures/scenarios-wrong",
            "--ruleset",
            "toy",
        ])
        .output()
        .expect("xtask runs");
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&out.stdout);
    for message in [
        "several-failures.yaml:9:14: step 1: expected black to move, found white",
        "several-failures.yaml:10:17: step 1: expected 5 legal moves, the oracle has 2",
        "several-failures.yaml:11:17: step 1: tile d1: expected normal, found void",
    ] {
        let lines: Vec<&str> = stdout.lines().filter(|l| l.contains(message)).collect();
        assert_eq!(lines.len(), 1, "{message}:\n{stdout}");
        assert!(lines[0].starts_with("FAILED  "), "{}", lines[0]);
    }
}

/// `-r antichess` (a reading by name, as `oracle` takes it): `check` runs the suicide scenarios that hold
/// under it against the oracle, `suite export` writes them under `readings/` with its switches; a name
/// that is no ruleset and no reading is refused (exit 2), never a run of no case.
#[test]
fn a_reading_by_name_is_checked_and_exported() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let run = |args: &[&str]| {
        let out = common::xtask()
            .current_dir(&root)
            .args(args)
            .output()
            .expect("xtask runs");
        let text = String::from_utf8_lossy(&out.stdout).into_owned()
            + &String::from_utf8_lossy(&out.stderr);
        (out.status.code(), text)
    };
    let (code, text) = run(&["check", "-r", "antichess"]);
    assert_eq!(code, Some(0), "{text}");
    assert!(text.contains("reading antichess: "), "{text}");
    assert!(text.contains("check --engine oracle: ok: "), "{text}");
    assert!(!text.contains("ok: 0 scenarios"), "{text}");
    let (code, text) = run(&["check", "-r", "losers", "--engine", "oracle"]);
    assert_eq!(code, Some(2), "{text}");
    assert!(text.contains("the readings antichess, giveaway"), "{text}");
    let dir = std::env::temp_dir().join(format!("xtask-reading-export-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (code, text) = run(&["suite", "export", "-r", "antichess", dir.to_str().unwrap()]);
    assert_eq!(code, Some(0), "{text}");
    let cases: Vec<_> = std::fs::read_dir(dir.join("readings/antichess"))
        .expect("readings/antichess")
        .map(|e| e.unwrap().path())
        .collect();
    assert!(
        !cases.is_empty() && !dir.join("cases").exists(),
        "{cases:?}"
    );
    for path in cases {
        let case: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert_eq!(case["ruleset"], "suicide", "{}", path.display());
        assert_eq!(case["interpretation"]["stalemate"], "stalemated-wins");
        assert_eq!(case["interpretation"]["draw-rules"], "lichess");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
