//! `cargo xtask diff --start POSITION --moves LINE`: a replay of one line, as every finding prints it.

// The tests of this file use only some of what the shared module offers.
#[allow(dead_code)]
mod common;

use common::engines::example_engine;

/// A replay of one position printed a line for each of the 40-odd rule clauses a single position does not
/// reach; it says how many it reached, and that the others are not listed.
#[test]
fn a_replay_of_one_position_does_not_list_the_clauses_it_does_not_reach() {
    let engine = example_engine();
    let out = common::xtask()
        .args(["diff", "--ruleset", "fide", "--engine"])
        .arg(engine)
        .args(["--start", "startpos", "--moves", "", "--quiet"])
        .args(["--scenarios"])
        .arg(std::env::temp_dir().join(format!("diff-replay-{}", std::process::id())))
        .output()
        .expect("xtask runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(
        stdout.contains("(a replay of one line: the clauses it does not reach are not listed)"),
        "{stdout}"
    );
    assert!(!stdout.contains("missing:"), "{stdout}");
    assert!(stdout.lines().count() <= 4, "{stdout}");
}
