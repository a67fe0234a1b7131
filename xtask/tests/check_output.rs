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
