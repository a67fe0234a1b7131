//! An interrupted `cargo xtask diff` (Ctrl-C, or SIGTERM as `timeout` sends) still writes everything it
//! found so far.

mod common;

use common::engines::proxy;
use common::fide_diff;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

#[test]
fn ctrl_c_writes_the_report_with_the_findings_so_far() {
    interrupted_by("INT");
}

#[test]
fn sigterm_is_taken_as_ctrl_c() {
    interrupted_by("TERM");
}

fn interrupted_by(signal: &str) {
    let dir = std::env::temp_dir().join(format!(
        "xtask-diff-interrupt-{signal}-{}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    // The proxy drops a move from its 3rd `moves` answer: a disagreement early in game 0. The run has far
    // more games than it can play before the interrupt.
    let state = dir.join("state");
    let engine = proxy(
        "misbehaving_engine.py",
        &["lie", "3", state.to_str().unwrap()],
    );
    let report = dir.join("report.json");
    let mut child = fide_diff(&engine, "1000000")
        .arg("--report")
        .arg(&report)
        .arg("--scenarios")
        .arg(&dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("xtask runs");
    // Interrupted once the lie has been told (the proxy leaves the state file then), however long the
    // seeds took to work out, and a second later, with the answer compared.
    let waiting = Instant::now();
    while !state.exists() {
        assert!(
            waiting.elapsed() < Duration::from_secs(120),
            "the proxy never told its lie"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    std::thread::sleep(Duration::from_secs(1));
    let status = Command::new("kill")
        .args([&format!("-{signal}"), &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(status.success());
    let began = Instant::now();
    let code = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s.code();
        }
        if began.elapsed() > Duration::from_secs(120) {
            let _ = child.kill();
            panic!("the run did not stop after Ctrl-C");
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    assert_eq!(
        code,
        Some(1),
        "a disagreement was found before the interrupt"
    );
    let r: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&report).expect("the report is written"))
            .expect("the report is JSON");
    assert_eq!(r["interrupted"], true);
    assert_eq!(r["disagreements"].as_array().map(Vec::len), Some(1), "{r}");
    assert_eq!(r["disagreements"][0]["game"], 0);
    assert!(r["games_played"].as_u64().unwrap() < 1_000_000);
    // The proxy lied once: a scenario cannot show it again (the engine started again to confirm it
    // answers truly, harness/src/diff/confirm.rs), so the finding keeps its replay line and says why.
    let d = &r["disagreements"][0];
    let why = d["scenario_unconfirmed"].as_str().expect("why no scenario");
    assert!(why.contains("passes against the engine"), "{why}");
    assert!(d["replay"]
        .as_str()
        .is_some_and(|l| l.starts_with("cargo xtask diff")));
    let _ = std::fs::remove_dir_all(&dir);
}
